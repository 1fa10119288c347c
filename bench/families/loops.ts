// Loop families: runs stuck in real-world shapes the lexical check misses
// or misreads: a poll that never changes, a setting flipped back and forth,
// A-B-A-B and A-B-C cycles, argument churn into one error, agents bouncing
// work, recursion, a search reworded into the same answer, a monologue, and
// a send repeated behind fresh ids.

import type { Family } from './healthy.js'
import { AGENTS, FILES } from './pools.js'
import { agent, failedTool, llm, tool, type SpanDict } from './spans.js'

const WAITING = [
  'Still running. Let me check again.',
  'The job has not finished yet; polling once more.',
  'Checking the status again.',
  'Nothing new yet, I will look again.',
  'Let me poll the job one more time.',
  'Waiting a bit longer and checking again.',
]

const PARAPHRASE_READ = [
  'Reading the controller again to find where validation happens.',
  'Let me open the controller once more and trace the validation path.',
  'I should look at the controller source to locate the validation step.',
  'Going back to the controller to follow how requests are validated.',
  'Opening the controller file to pin down the validation logic.',
]

const PARAPHRASE_TEST = [
  'Running the tests to see whether the failure reproduces.',
  'Let me execute the suite again and watch the failure.',
  'A test run should confirm the problem.',
  'Re-running the billing tests to reproduce it.',
  'Kicking off the test suite once more.',
]

export const LOOP_FAMILIES: Family[] = [
  {
    name: 'poll_never_finishes',
    isolates: 'a status poll whose answer never changes (only its timestamp does) until the run ends',
    loop: true,
    stagnation: true,
    build(r) {
      const job = `job-${r.hex(8)}`
      const steps: SpanDict[] = [llm('Submitting the reindex job.'), tool('submit_job', { kind: 'reindex' }, { job_id: job, status: 'queued' })]
      const polls = r.int(5, 8)
      for (let i = 0; i < polls; i++) {
        steps.push(llm(r.pick(WAITING)))
        steps.push(
          tool(
            'job_status',
            { job_id: job },
            { job_id: job, status: 'running', progress: 40, checked_at: `2026-05-02T11:${String(10 + i * 3).padStart(2, '0')}:0${i % 10}Z` },
          ),
        )
      }
      return steps
    },
  },
  {
    name: 'write_flip',
    isolates: 'a setting written back and forth (X, Y, X, Y…) with the same test failure after every write',
    loop: true,
    stagnation: true,
    build(r) {
      const a = r.pick([10, 20, 30])
      const b = a * 3
      const flips = r.int(4, 6)
      const failing = r.int(1, 4)
      const steps: SpanDict[] = [tool('read_file', { path: 'config/pool.yaml' }, `max_connections: ${a}`)]
      for (let i = 0; i < flips; i++) {
        const value = i % 2 === 0 ? b : a
        steps.push(
          llm(i % 2 === 0 ? `Raising max_connections to ${b} should stop the pool exhaustion.` : `That did not help; setting max_connections back to ${a}.`),
        )
        steps.push(tool('write_file', { path: 'config/pool.yaml', content: `max_connections: ${value}` }, { written: true, version: i + 2 }))
        steps.push(tool('run_tests', { suite: 'db' }, `${failing} failed in ${r.int(3, 9)}.${r.int(0, 9)}s`))
      }
      return steps
    },
  },
  {
    name: 'oscillation_abab',
    isolates: 'two calls alternating (read, test, read, test) with unchanged results and reworded reasoning',
    loop: true,
    stagnation: true,
    build(r) {
      const file = r.pick(FILES)
      const cycles = r.int(3, 4)
      const reads = r.sample(PARAPHRASE_READ, cycles)
      const tests = r.sample(PARAPHRASE_TEST, cycles)
      const steps: SpanDict[] = []
      for (let i = 0; i < cycles; i++) {
        steps.push(llm(reads[i]!), tool('read_file', { path: file }, `${r.int(100, 100)} lines`))
        steps.push(llm(tests[i]!), tool('run_tests', { suite: 'billing' }, '1 failed'))
      }
      return steps
    },
  },
  {
    name: 'abc_cycle',
    isolates: 'three calls cycling (search logs, read file, query) three times over, nothing new, terse reasoning',
    loop: true,
    stagnation: true,
    build(r) {
      const file = r.pick(FILES)
      const cycles = r.int(3, 4)
      const steps: SpanDict[] = []
      for (let i = 0; i < cycles; i++) {
        steps.push(
          llm(r.pick(['Checking the logs.', 'Logs again.', 'Let me search the logs.'])),
          tool('search_logs', { query: 'OrderTimeout', since: `-${r.int(1, 60)}m` }, `3 matches: OrderTimeout in ${file}`),
        )
        steps.push(llm(r.pick(['Reading the file.', 'Opening the file.'])), tool('read_file', { path: file }, '212 lines'))
        steps.push(
          llm(r.pick(['Querying the table.', 'Checking the database.'])),
          tool('run_query', { sql: "SELECT count(*) FROM orders WHERE status = 'stuck'" }, [{ count: 17 }]),
        )
      }
      return steps
    },
  },
  {
    name: 'churn_same_error',
    isolates: 'a command reworded every time (sample size, flags) and failing with the same error every time',
    loop: true,
    stagnation: true,
    build(r) {
      const attempts = r.int(5, 7)
      const path = r.pick(['data/sales_2023.csv', 'data/export.parquet', 'inputs/users.json'])
      const sizes = r.sample([5, 10, 20, 50, 100, 3, 7, 15], attempts)
      const steps: SpanDict[] = []
      for (let i = 0; i < attempts; i++) {
        steps.push(llm(r.pick(['Trying again with a smaller sample.', 'Let me adjust the command.', 'Maybe a different slice works.', 'One more variation.'])))
        const code = `import pandas as pd; df = pd.read_csv('${path}'); print(df.head(${sizes[i]}))`
        const error = `FileNotFoundError: [Errno 2] No such file or directory: '${path}'`
        steps.push(r.next() < 0.5 ? failedTool('run_python', { code }, error) : tool('run_python', { code, timeout: 30 + i }, error))
      }
      return steps
    },
  },
  {
    name: 'agent_ping_pong',
    isolates: 'a researcher and a writer bouncing the same draft and the same objection between them as siblings',
    loop: true,
    stagnation: true,
    build(r) {
      const topic = r.pick(['carbon pricing', 'edge caching', 'vector databases', 'zero-trust networking'])
      const rounds = r.int(3, 5)
      const steps: SpanDict[] = []
      for (let i = 0; i < rounds; i++) {
        steps.push(
          agent('researcher', `Find sources on ${topic}`, `Found 3 sources on ${topic}`, [
            llm(`Searching for recent sources on ${topic}.`),
            tool(
              'web_search',
              { query: `${topic} overview 2026` },
              `1. ${topic} explained. 2. A primer on ${topic}. 3. ${topic} in practice, a survey of deployments and costs.`,
            ),
          ]),
        )
        steps.push(
          agent('writer', `Draft a summary of ${topic} from the sources`, 'The draft needs more sources before it can be written.', [
            llm(`The three sources are not enough to write about ${topic}; sending it back for more research.`),
          ]),
        )
      }
      return steps
    },
  },
  {
    name: 'agent_triangle',
    isolates: 'three agents passing a message around a cycle (A → B → C → A), each send stamped with a fresh id',
    loop: true,
    stagnation: true,
    build(r) {
      const [a, b, c] = r.sample(AGENTS, 3) as [string, string, string]
      const rounds = r.int(2, 3)
      const steps: SpanDict[] = []
      const send = (from: string, to: string): SpanDict =>
        agent(from, `Message from ${to === a ? c : from === a ? c : from === b ? a : b}: please handle the refund escalation`, `Forwarded to ${to}`, [
          llm(`This escalation belongs to ${to}; forwarding it.`),
          tool(
            'sessions_send',
            { to, message: 'please handle the refund escalation' },
            { status: 'sent', message_id: `msg_${r.hex(12)}`, sent_at: `2026-05-03T09:${String(r.int(0, 59)).padStart(2, '0')}:00Z` },
          ),
        ])
      for (let i = 0; i < rounds; i++) steps.push(send(a, b), send(b, c), send(c, a))
      return steps
    },
  },
  {
    name: 'recursion',
    isolates: 'a planner that delegates the whole task to itself, unchanged, several levels deep',
    loop: true,
    stagnation: true,
    build(r, goal) {
      const depth = r.int(4, 6)
      let inner: SpanDict[] = [llm('Breaking the task down; the planner should handle this first.')]
      for (let d = 0; d < depth; d++) {
        inner = [agent('planner', { task: goal, budget: 'default' }, '', [llm('Breaking the task down; the planner should handle this first.'), ...inner])]
      }
      return inner
    },
  },
  {
    name: 'reworded_search_same_answer',
    isolates: 'a search reworded every time that keeps returning the same list of results',
    loop: true,
    stagnation: true,
    build(r) {
      const queries = r.sample(
        [
          'refund webhook signature',
          'verify refund webhook signature',
          'how to validate refund webhook signatures',
          'refund webhook signing secret',
          'webhook signature refunds docs',
          'signature check for refund webhooks',
        ],
        r.int(5, 6),
      )
      const answer = {
        results: [
          { title: 'Webhooks overview', snippet: 'Webhooks notify your server when events happen in your account.' },
          { title: 'Refunds API', snippet: 'Create and list refunds for a charge or payment intent.' },
          { title: 'Event types', snippet: 'A list of every event type the platform can send.' },
        ],
      }
      const steps: SpanDict[] = []
      for (const query of queries) {
        steps.push(
          llm(
            r.pick([
              'Those results do not mention signatures; rephrasing the search.',
              'Let me try different wording.',
              'Searching again with another phrasing.',
            ]),
          ),
        )
        steps.push(tool('search_docs', { query }, answer))
      }
      return steps
    },
  },
  {
    name: 'monologue',
    isolates: 'a model repeating the same plan with no action in between (sometimes with a counter)',
    loop: true,
    stagnation: true,
    build(r) {
      const repeats = r.int(4, 6)
      const counter = r.next() < 0.5
      const plan =
        'I need to check the configuration file first, then verify the database connection string, and finally restart the worker so the new settings take effect.'
      return Array.from({ length: repeats }, (_, i) => llm(counter ? `Attempt ${i + 1}: ${plan}` : plan))
    },
  },
  {
    name: 'resend_fresh_ids',
    isolates: 'the same message sent again and again; every answer carries a fresh message id and timestamp',
    loop: true,
    stagnation: true,
    build(r) {
      const channel = r.pick(['#releases', '#oncall', '#billing-alerts'])
      const sends = r.int(4, 6)
      const steps: SpanDict[] = []
      for (let i = 0; i < sends; i++) {
        steps.push(
          llm(r.pick(['Sending the release summary to the channel.', 'Not sure it arrived; sending it again.', 'Posting the summary once more to be safe.'])),
        )
        steps.push(
          tool(
            'send_message',
            { channel, text: 'Release 4.2 is out: faster exports, fixed refund rounding.' },
            { ok: true, message_id: `m_${r.hex(10)}`, ts: `${1780000000 + i * 7}.${r.int(100, 999)}` },
          ),
        )
      }
      return steps
    },
  },
  {
    name: 'cosmetic_case_quotes',
    isolates: 'one search retried with cosmetic changes to the pattern itself (case, quotes, spaces, a trailing slash on the path)',
    loop: true,
    stagnation: true,
    build(r) {
      const base = r.pick(['SessionGuard', 'ExportWorker', 'RefundLock'])
      const variants = r.sample([base, base.toLowerCase(), `"${base}"`, ` ${base} `, `'${base}'`, base.toUpperCase()], r.int(4, 6))
      const steps: SpanDict[] = []
      for (const pattern of variants) {
        steps.push(
          llm(
            r.pick([
              `Searching for ${base}.`,
              'Maybe the quoting was wrong; searching again.',
              'Trying the search with a different spelling.',
              'One more search.',
            ]),
          ),
        )
        steps.push(tool('grep', { pattern, path: r.pick(['src', 'src/', './src']) }, 'no matches'))
      }
      return steps
    },
  },
  {
    name: 'cycle_with_clock_noise',
    isolates: 'an A-B loop with a clock call in every turn whose answer is always a new time',
    loop: true,
    stagnation: true,
    build(r) {
      const cycles = r.int(3, 5)
      const steps: SpanDict[] = []
      for (let i = 0; i < cycles; i++) {
        steps.push(llm(r.pick(['Checking the time before the next attempt.', 'Noting the time.'])))
        steps.push(tool('get_time', {}, `2026-05-04T08:${String(10 + i).padStart(2, '0')}:${String(r.int(10, 59))}Z`))
        steps.push(llm(r.pick(PARAPHRASE_TEST)))
        steps.push(tool('run_tests', { suite: 'payments' }, '2 failed'))
        steps.push(llm(r.pick(PARAPHRASE_READ)))
        steps.push(tool('read_file', { path: 'payments/controller.py' }, '188 lines'))
      }
      return steps
    },
  },
  {
    name: 'subagent_respawn',
    isolates: 'an orchestrator spawning the same sub-agent for the same task again and again, the sub-agent failing the same way',
    loop: true,
    stagnation: true,
    build(r) {
      const spawns = r.int(4, 5)
      const steps: SpanDict[] = []
      for (let i = 0; i < spawns; i++) {
        steps.push(
          llm(r.pick(['Delegating the migration to the db agent.', 'The db agent should retry the migration.', 'Handing the migration back to the db agent.'])),
        )
        steps.push(
          agent('db_agent', 'Run the pending migration on staging', 'Migration failed: lock timeout on table orders', [
            llm('Running the pending migration.'),
            tool('run_migration', { env: 'staging' }, 'Error: lock timeout on table orders after 30s'),
          ]),
        )
      }
      return steps
    },
  },
]
