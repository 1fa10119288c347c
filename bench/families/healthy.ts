// Healthy families: runs that look like loops to a lexical or count-based
// check (same tool again and again, the same sentence every step, two
// agents alternating, a revert) but make real progress. Each must come out
// clean: a healthy trace flagged is as bad as a loop missed.

import { AGENTS, FILES, PREAMBLES, SIGN_OFFS } from './pools.js'
import { agent, failedTool, llm, tool, type Random, type SpanDict } from './spans.js'

/** A family: its name, what it isolates, its labels, and how to build one instance. */
export interface Family {
  name: string
  isolates: string
  loop: boolean
  stagnation: boolean
  build(r: Random, goal: string): SpanDict[]
}

const iso = (r: Random, minute: number): string =>
  `2026-05-0${r.int(1, 9)}T10:${String(minute % 60).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`

export const HEALTHY_FAMILIES: Family[] = [
  {
    name: 'polling_until_done',
    isolates: 'the same status call repeated, identical "running" answers for a while, then the job finishes: waiting, not looping',
    loop: false,
    stagnation: false,
    build(r) {
      const job = `job-${r.hex(8)}`
      const steps: SpanDict[] = [
        llm('Submitting the export job so it runs on the worker pool instead of inside this session.'),
        tool('submit_job', { kind: 'export', dataset: r.pick(['orders', 'invoices', 'customers']) }, { job_id: job, status: 'queued' }),
      ]
      const sameText = r.next() < 0.5
      const waits = r.int(2, 6)
      const climbs = r.int(1, 4)
      const asText = r.next() < 0.5
      let minute = 0
      for (let i = 0; i < waits + climbs; i++) {
        steps.push(
          llm(
            sameText
              ? 'Checking on the export job.'
              : r.pick([
                  'Checking on the export job.',
                  'Polling the job status again.',
                  'Still waiting on the export; checking status.',
                  'Let me look at the job once more.',
                ]),
          ),
        )
        const progress = i < waits ? null : Math.round(((i - waits + 1) / (climbs + 1)) * 100)
        const output = asText
          ? `Job ${job} is ${progress === null ? 'running' : `running (${progress}% done)`}; elapsed ${r.int(5, 300)}s`
          : { job_id: job, status: 'running', ...(progress === null ? {} : { progress }), checked_at: iso(r, (minute += 2)) }
        steps.push(tool('job_status', { job_id: job }, output))
      }
      const rows = r.int(1000, 90000)
      steps.push(llm('Checking on the export job.'))
      steps.push(
        tool(
          'job_status',
          { job_id: job },
          asText ? `Job ${job} succeeded: ${rows} rows written` : { job_id: job, status: 'succeeded', rows, checked_at: iso(r, minute + 2) },
        ),
      )
      steps.push(llm(`The export finished with ${rows} rows; verifying the output file before reporting back.`))
      steps.push(tool('read_file', { path: `exports/${job}.csv` }, `${rows} lines`))
      return steps
    },
  },
  {
    name: 'pagination',
    isolates: 'one list call paged with a cursor and the same sentence every page; each page brings new items',
    loop: false,
    stagnation: false,
    build(r) {
      const pages = r.int(3, 7)
      const steps: SpanDict[] = [llm('Listing every open invoice; the billing API pages its results, so I will walk the cursor to the end.')]
      let next = 0
      for (let p = 0; p < pages; p++) {
        if (p > 0) steps.push(llm('Fetching the next page of open invoices.'))
        const items = Array.from({ length: r.int(3, 6) }, () => `INV-${(next += r.int(1, 40)) + 1000}`)
        const cursor = p === pages - 1 ? null : `c_${r.hex(12)}`
        const args = p === 0 ? { status: 'open', page_size: 50 } : { status: 'open', page_size: 50, cursor: `c_${r.hex(12)}` }
        steps.push(tool('list_invoices', args, { items, next_cursor: cursor }))
      }
      steps.push(llm('All pages collected; grouping the open invoices by customer for the report.'))
      return steps
    },
  },
  {
    name: 'batch_template',
    isolates: 'the same tool over many files, one sentence template per file, mostly the same terse answer ("no matches")',
    loop: false,
    stagnation: false,
    build(r) {
      const files = r.sample(FILES, r.int(6, 12))
      const steps: SpanDict[] = []
      let migrated = 0
      for (const file of files) {
        steps.push(
          llm(
            `Now checking ${file} for the deprecated payments client, reading its imports and call sites one by one before moving on to the next file in the list.`,
          ),
        )
        const hit = r.next() < 0.3
        steps.push(tool('grep', { pattern: 'payments_v1', path: file }, hit ? `${file}:${r.int(1, 300)}: import payments_v1` : 'no matches'))
        if (hit) {
          migrated++
          steps.push(tool('edit_file', { path: file, old: 'import payments_v1', new: 'import payments_v2' }, 'edited'))
        }
      }
      steps.push(llm(`Migrated ${migrated} files; the other ${files.length - migrated} had no references to the old client.`))
      return steps
    },
  },
  {
    name: 'retry_then_recover',
    isolates: 'the same failing call retried with the same error (sometimes with an attempt counter), then it succeeds',
    loop: false,
    stagnation: false,
    build(r) {
      const url = r.pick(['https://fx.example.com/v1/rates', 'https://api.example.com/v2/catalog', 'https://status.example.com/health'])
      const failures = r.int(2, 4)
      const counter = r.next() < 0.5
      const error = r.pick(['Error: ETIMEDOUT connect 10.0.4.12:443', 'Error: 503 Service Unavailable', 'Error: ECONNRESET socket hang up'])
      const steps: SpanDict[] = [llm('Fetching the data from the provider before updating the cache.')]
      for (let i = 0; i <= failures; i++) {
        if (i > 0)
          steps.push(
            llm(r.pick(['The request failed; retrying the same call after a short backoff.', 'Transient failure, trying again.', 'Retrying with backoff.'])),
          )
        const args = counter ? { url, attempt: i + 1 } : { url }
        if (i < failures) steps.push(r.next() < 0.5 ? failedTool('http_get', args, error) : tool('http_get', args, error))
        else steps.push(tool('http_get', args, { status: 200, body: { base: 'EUR', rates: { USD: 1.08 + r.int(0, 9) / 100, GBP: 0.85 } } }))
      }
      steps.push(llm('Got a response this time; updating the cache.'))
      steps.push(tool('write_cache', { key: 'provider-data', ttl: 3600 }, 'ok'))
      return steps
    },
  },
  {
    name: 'fixed_preamble_long_agent',
    isolates: 'a long healthy run whose every step opens with the same preamble and ends with the same sign-off',
    loop: false,
    stagnation: false,
    build(r) {
      const preamble = r.pick(PREAMBLES)
      const signOff = r.pick(SIGN_OFFS)
      const files = r.sample(FILES, 10)
      const steps: SpanDict[] = []
      let failing = r.int(6, 12)
      const length = r.int(12, 24)
      for (let i = 0; i < length; i++) {
        const file = files[i % files.length]!
        const kind = i % 3
        if (kind === 0) {
          steps.push(llm(`${preamble} read ${file} to see how it handles the failing case. ${signOff}`))
          steps.push(tool('read_file', { path: file }, `${r.int(40, 400)} lines; defines ${r.int(2, 9)} functions`))
        } else if (kind === 1) {
          steps.push(llm(`${preamble} patch ${file} so the edge case is handled explicitly. ${signOff}`))
          steps.push(tool('edit_file', { path: file, patch: `@@ -${r.int(1, 90)} +${r.int(1, 90)} @@ guard ${i}` }, 'edited'))
        } else {
          failing = Math.max(0, failing - r.int(1, 3))
          steps.push(llm(`${preamble} rerun the suite to measure the effect of the last patch. ${signOff}`))
          steps.push(tool('run_tests', { suite: 'all' }, failing === 0 ? `${r.int(80, 200)} passed` : `${failing} failed`))
        }
      }
      return steps
    },
  },
  {
    name: 'deep_delegation_chain',
    isolates: 'agents nested several levels deep, often with the same name, each handed a distinct sub-task: not recursion',
    loop: false,
    stagnation: false,
    build(r, goal) {
      const depth = r.int(5, 10)
      const sameName = r.next() < 0.5
      let inner: SpanDict[] = [
        llm('Leaf task done: the query plan now uses the new index.'),
        tool('run_query', { sql: 'EXPLAIN SELECT * FROM orders WHERE customer_id = 7' }, 'Index Scan using orders_customer_idx'),
      ]
      for (let d = depth; d >= 1; d--) {
        const name = sameName ? 'worker' : r.pick(AGENTS)
        const task = `Subtask ${d} of "${goal}": ${r.pick(['narrow down the module', 'inspect the query', 'check the index', 'profile the handler', 'confirm the fix'])} at level ${d}`
        inner = [
          agent(name, task, `level ${d} done`, [
            llm(`Handling level ${d}: delegating the narrower part and checking its answer.`),
            tool('read_file', { path: FILES[d % FILES.length]! }, `${d * 13} lines`),
            ...inner,
          ]),
        ]
      }
      return inner
    },
  },
  {
    name: 'review_rounds_progress',
    isolates: 'a coder and a reviewer handing work back and forth as siblings, each round with new feedback, until approval',
    loop: false,
    stagnation: false,
    build(r) {
      const rounds = r.int(3, 5)
      const issues = [
        'missing null check in the guest path',
        'no test for the empty cart',
        'the retry loop has no cap',
        'log line leaks the email address',
        'naming: totals vs subtotal',
      ]
      const picked = r.sample(issues, rounds - 1)
      const steps: SpanDict[] = []
      let feedback = 'Implement the fix for the guest checkout crash.'
      for (let round = 1; round <= rounds; round++) {
        const file = r.pick(FILES)
        steps.push(
          agent('coder', feedback, `patch v${round} ready`, [
            llm(`Addressing the feedback: ${feedback}`),
            tool('edit_file', { path: file, patch: `v${round}: ${feedback}` }, 'edited'),
          ]),
        )
        const verdict = round === rounds ? 'approved' : `changes requested: ${picked[round - 1]}`
        steps.push(
          agent('reviewer', `patch v${round} ready`, verdict, [
            llm('Reviewing the latest patch against the checklist.'),
            tool('run_tests', { suite: 'checkout' }, round === rounds ? '41 passed' : `${rounds - round} failed`),
          ]),
        )
        feedback = verdict
      }
      return steps
    },
  },
  {
    name: 'revert_once',
    isolates: 'a setting changed, the change makes things worse, it is reverted once (write X, write Y, write X), then a real fix',
    loop: false,
    stagnation: false,
    build(r) {
      const before = r.pick([30, 45, 60])
      const after = before * 2
      const fail = r.int(2, 5)
      return [
        llm('The flaky test times out; raising the client timeout might be enough.'),
        tool('read_file', { path: 'config/client.yaml' }, `timeout: ${before}`),
        tool('write_file', { path: 'config/client.yaml', content: `timeout: ${after}` }, 'written'),
        tool('run_tests', { suite: 'integration' }, `${fail + 2} failed`),
        llm('Worse than before, so the timeout was not the problem. Reverting it.'),
        tool('write_file', { path: 'config/client.yaml', content: `timeout: ${before}` }, 'written'),
        tool('run_tests', { suite: 'integration' }, `${fail} failed`),
        llm('Back to the original failures. The real cause is the shared fixture; isolating it.'),
        tool('edit_file', { path: 'tests/conftest.py', patch: 'scope="function"' }, 'edited'),
        tool('run_tests', { suite: 'integration' }, `${r.int(30, 90)} passed`),
      ]
    },
  },
  {
    name: 'reread_between_edits',
    isolates: 'the same spec file re-read (same content each time) between distinct edits and test runs that move forward',
    loop: false,
    stagnation: false,
    build(r) {
      const spec = `The export must include every order placed before midnight UTC, one row per line item, amounts in minor units.`
      const files = r.sample(FILES, 4)
      const steps: SpanDict[] = []
      let failing = r.int(4, 6)
      for (const file of files) {
        steps.push(llm('Re-reading the spec before the next change so I do not drift from it.'))
        steps.push(tool('read_file', { path: 'docs/export-spec.md' }, spec))
        steps.push(tool('edit_file', { path: file, patch: `align ${file} with the spec` }, 'edited'))
        failing -= 1
        steps.push(tool('run_tests', { suite: 'export' }, failing <= 0 ? 'all passed' : `${failing} failed`))
      }
      return steps
    },
  },
  {
    name: 'two_jobs_alternating',
    isolates: 'two jobs polled alternately (A-B-A-B), each sometimes unchanged for a poll, both finishing',
    loop: false,
    stagnation: false,
    build(r) {
      const a = `build-${r.hex(6)}`
      const b = `deploy-${r.hex(6)}`
      const track = (length: number): string[] => {
        const states: string[] = ['queued']
        let p = 0
        while (states.length < length - 1) {
          if (r.next() < 0.35) states.push(states[states.length - 1]!)
          else states.push(`running ${(p = Math.min(95, p + r.int(10, 35)))}%`)
        }
        states.push('done')
        return states
      }
      const length = r.int(4, 7)
      const ta = track(length)
      const tb = track(length)
      const steps: SpanDict[] = [llm('Both the build and the deploy are running; I will watch them together.')]
      for (let i = 0; i < length; i++) {
        steps.push(tool('get_status', { id: a }, { id: a, state: ta[i] }))
        steps.push(tool('get_status', { id: b }, { id: b, state: tb[i] }))
      }
      steps.push(llm('Build and deploy both finished.'))
      return steps
    },
  },
  {
    name: 'batch_sparse_errors',
    isolates: 'a batch upload where a few files fail with the same permission error, never more than twice in a row',
    loop: false,
    stagnation: false,
    build(r) {
      const files = r.sample(FILES, r.int(8, 14))
      const steps: SpanDict[] = [llm('Uploading the generated reports to the shared bucket, one file at a time.')]
      let streak = 0
      for (const file of files) {
        const fail = streak < 2 && r.next() < 0.3
        streak = fail ? streak + 1 : 0
        steps.push(
          tool(
            'upload_file',
            { bucket: 'reports', path: `out/${file}.pdf` },
            fail ? 'Error: AccessDenied: s3:PutObject on reports' : { etag: r.hex(16), size: r.int(1000, 90000) },
          ),
        )
      }
      steps.push(llm('Uploads done; the failed ones need a bucket policy change, which I am reporting.'))
      return steps
    },
  },
  {
    name: 'batch_send_distinct',
    isolates: 'messages sent to different people, every answer stamped with a fresh id and time',
    loop: false,
    stagnation: false,
    build(r) {
      const people = r.sample(['ana', 'bo', 'chen', 'dara', 'eli', 'fay', 'gus', 'hana'], r.int(4, 7))
      const steps: SpanDict[] = [llm('Notifying each owner of their failing check, one direct message each.')]
      for (const person of people) {
        steps.push(
          tool(
            'send_message',
            { to: `@${person}`, text: `Hi ${person}, the check you own is failing on main; details in the run log.` },
            { ok: true, message_id: `m_${r.hex(10)}`, ts: `${1780000000 + r.int(0, 99999)}.${r.int(100, 999)}` },
          ),
        )
      }
      steps.push(llm('All owners notified.'))
      return steps
    },
  },
  {
    name: 'batch_same_long_answer',
    isolates: 'records validated one by one, every one answering with the same long sentence',
    loop: false,
    stagnation: false,
    build(r) {
      const ids = r.sample(
        Array.from({ length: 90 }, (_, i) => 1000 + i * 7),
        r.int(6, 10),
      )
      const steps: SpanDict[] = [llm('Validating each imported customer record before the migration runs.')]
      for (const id of ids) {
        steps.push(llm(`Validating record ${id} against the import schema.`))
        steps.push(
          tool(
            'validate_record',
            { table: 'customers', id },
            'Record is valid: all 14 required fields are present and every format check passed without warnings.',
          ),
        )
      }
      steps.push(llm(`All ${ids.length} records are valid; starting the migration.`))
      steps.push(tool('run_migration', { table: 'customers' }, `${ids.length} rows migrated`))
      return steps
    },
  },
  {
    name: 'test_fix_cycle',
    isolates: 'run tests, edit, run tests with the same failures, edit differently, until they pass',
    loop: false,
    stagnation: false,
    build(r) {
      const files = r.sample(FILES, 5)
      const steps: SpanDict[] = []
      let failing = r.int(2, 3)
      const rounds = r.int(4, 5)
      for (let i = 0; i < rounds; i++) {
        steps.push(llm('Running the suite to see where things stand.'))
        steps.push(tool('run_tests', { suite: 'checkout' }, failing === 0 ? 'all passed' : `${failing} failed: test_guest_total, test_empty_cart`))
        if (failing === 0) break
        steps.push(llm(`Trying a fix in ${files[i]}.`))
        steps.push(tool('edit_file', { path: files[i]!, patch: `attempt ${i + 1}` }, 'edited'))
        if (r.next() < 0.5 || i === rounds - 2) failing = Math.max(0, failing - (i === rounds - 2 ? failing : 1))
      }
      return steps
    },
  },
]
