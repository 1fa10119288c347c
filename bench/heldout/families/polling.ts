// Polling, waiting and paging: the same call again is healthy while what it
// returns keeps changing, and a loop when it never does.
import { agent, Clock, llm, MODEL_NAMES, Rng, tool, type Family, type RowSpan } from '../lib.js'

interface PollScenario {
  goal: string
  agentName: string
  startTool: string
  /** The thing the goal names (repo, table, video…), used in the goal and the start arguments. */
  entity: (r: Rng) => string
  startArgs: (r: Rng, entity: string) => Record<string, unknown>
  startResult: (r: Rng, id: string) => unknown
  id: (r: Rng) => string
  pollTool: string
  pollArgs: (id: string) => Record<string, unknown>
  /** The states of a run that finishes, as labels for the reasoning and results. */
  states: (r: Rng) => Array<{ label: string; data: Record<string, unknown> | string }>
  /** A state a stuck job sits in. */
  stuck: (r: Rng) => { label: string; data: Record<string, unknown> | string }
  done: (r: Rng) => string
}

function ramp(r: Rng, n: number, total: number): number[] {
  const cuts = new Set<number>()
  while (cuts.size < n - 1) cuts.add(r.int(1, total - 1))
  return [...cuts].sort((a, b) => a - b).concat([total])
}

const POLLS: PollScenario[] = [
  {
    goal: 'Trigger the release pipeline for {repo} on main and tell me once the build artifacts are published',
    agentName: 'release_bot',
    startTool: 'trigger_pipeline',
    entity: (r) => r.pick(['acme/web-shop', 'acme/billing-api', 'northwind/portal']),
    startArgs: (_r, e) => ({ repo: e, ref: 'main' }),
    startResult: (_r, id) => ({ pipeline_id: Number(id), status: 'created' }),
    id: (r) => String(r.int(40000, 99999)),
    pollTool: 'get_pipeline_status',
    pollArgs: (id) => ({ pipeline_id: Number(id) }),
    states: (r) => {
      const out: Array<{ label: string; data: Record<string, unknown> }> = []
      for (let q = 0; q < r.int(0, 3); q++) out.push({ label: 'queued', data: { status: 'pending', stage: null } })
      for (const stage of ['install', 'build', 'test', 'package', 'publish'].slice(0, r.int(3, 5))) {
        out.push({ label: `running ${stage}`, data: { status: 'running', stage } })
      }
      out.push({ label: 'succeeded', data: { status: 'success', stage: 'publish', artifacts: r.int(3, 9) } })
      return out
    },
    stuck: () => ({ label: 'pending', data: { status: 'pending', stage: null, queue_position: 4 } }),
    done: () => 'Pipeline finished successfully; the artifacts listed in the final status are published to the registry.',
  },
  {
    goal: 'Export the {table} table to parquet and give me the download link',
    agentName: 'data_assistant',
    startTool: 'start_export',
    entity: (r) => r.pick(['orders', 'customers', 'shipments', 'events_2024']),
    startArgs: (_r, e) => ({ table: e, format: 'parquet' }),
    startResult: (_r, id) => ({ job_id: id, state: 'SUBMITTED' }),
    id: (r) => `exp_${r.hex(10)}`,
    pollTool: 'check_export',
    pollArgs: (id) => ({ job_id: id }),
    states: (r) => {
      const total = r.int(2, 9) * 1_000_000 + r.int(0, 999_999)
      const steps = ramp(r, r.int(4, 6), total)
      const out: Array<{ label: string; data: Record<string, unknown> }> = steps.slice(0, -1).map((rows) => ({
        label: `${rows.toLocaleString('en-US')} rows written`,
        data: { state: 'RUNNING', rows_written: rows, rows_total: total },
      }))
      out.push({ label: 'done', data: { state: 'SUCCEEDED', rows_written: total, url: `https://exports.example.com/${r.hex(16)}.parquet` } })
      return out
    },
    stuck: (r) => ({ label: 'running with 0 rows written', data: { state: 'RUNNING', rows_written: 0, rows_total: r.int(1, 9) * 1_000_000 } }),
    done: () => 'The export succeeded; here is the signed download link from the final status.',
  },
  {
    goal: 'Start a fine-tuning job on {dataset} and report the final training loss',
    agentName: 'ml_ops',
    startTool: 'create_fine_tune',
    entity: (r) => r.pick(['support-chats-v3', 'invoice-extraction-train', 'sql-gen-pairs']),
    startArgs: (r, e) => ({ base_model: r.pick(['gpt-4o-mini-2024-07-18', 'llama-3.1-8b']), training_file: `file-${r.token(12)}`, suffix: e }),
    startResult: (_r, id) => ({ id, status: 'validating_files' }),
    id: (r) => `ftjob-${r.token(16)}`,
    pollTool: 'retrieve_fine_tune',
    pollArgs: (id) => ({ id }),
    states: (r) => {
      const total = r.pick([600, 900, 1200])
      const out: Array<{ label: string; data: Record<string, unknown> }> = [{ label: 'validating files', data: { status: 'validating_files', trained_steps: 0 } }]
      let loss = 2.4 + r.next()
      for (const s of ramp(r, r.int(3, 6), total)) {
        loss = Math.max(0.2, loss - 0.2 - r.next() * 0.4)
        out.push({ label: `step ${s}/${total}, loss ${loss.toFixed(3)}`, data: { status: 'running', trained_steps: s, total_steps: total, train_loss: Number(loss.toFixed(3)) } })
      }
      out.push({ label: 'succeeded', data: { status: 'succeeded', trained_steps: total, fine_tuned_model: `ft:${r.hex(8)}` } })
      return out
    },
    stuck: () => ({ label: 'validating files', data: { status: 'validating_files', trained_steps: 0, error: null } }),
    done: () => 'Fine-tuning succeeded; the last reported training loss is in the final status above.',
  },
  {
    goal: 'Transcode {video} to 1080p H.264 and send me the output location',
    agentName: 'media_agent',
    startTool: 'submit_transcode',
    entity: (r) => `${r.pick(['keynote', 'onboarding', 'promo', 'webinar'])}-${r.int(1, 40)}.mov`,
    startArgs: (_r, e) => ({ source: `s3://media-raw/${e}`, preset: '1080p-h264' }),
    startResult: (_r, id) => `Job ${id} submitted`,
    id: (r) => `tc-${r.hex(6)}`,
    pollTool: 'get_transcode_job',
    pollArgs: (id) => ({ job: id }),
    states: (r) => {
      const out: Array<{ label: string; data: string }> = []
      for (let q = 0; q < r.int(1, 3); q++) out.push({ label: 'submitted', data: 'SUBMITTED' })
      for (const p of ramp(r, r.int(3, 5), 99)) out.push({ label: `${p}%`, data: `PROGRESSING ${p}%` })
      out.push({ label: 'complete', data: `COMPLETE output=s3://media-out/${r.hex(8)}/1080p.mp4` })
      return out
    },
    stuck: () => ({ label: 'submitted', data: 'SUBMITTED' }),
    done: () => 'Transcode complete; the 1080p output is at the S3 location in the final status.',
  },
  {
    goal: 'Run the {migration} schema migration on the staging database and confirm it completed',
    agentName: 'db_agent',
    startTool: 'run_migration',
    entity: (r) => r.pick(['2025_03_add_order_index', '2025_04_split_address', '2025_05_backfill_tenant_id']),
    startArgs: (_r, e) => ({ name: e, env: 'staging' }),
    startResult: (_r, id) => `migration started (run ${id})`,
    id: (r) => `mig_${r.int(100, 999)}`,
    pollTool: 'migration_status',
    pollArgs: (id) => ({ migration_run: id, env: 'staging' }),
    states: (r) => {
      const total = r.int(200, 900) * 1000
      const out: Array<{ label: string; data: Record<string, unknown> }> = [{ label: 'acquiring lock', data: { phase: 'waiting_for_lock' } }]
      for (const c of ramp(r, r.int(3, 5), total)) out.push({ label: `${c} rows copied`, data: { phase: 'copying', rows_copied: c, rows_total: total } })
      out.push({ label: 'swapping tables', data: { phase: 'swapping' } })
      out.push({ label: 'completed', data: { phase: 'completed', rows_copied: total } })
      return out
    },
    stuck: () => ({ label: 'waiting for the lock', data: { phase: 'waiting_for_lock', blocking_pid: 31877 } }),
    done: () => 'Migration completed on staging; the table swap went through.',
  },
  {
    goal: 'Generate the {quarter} board report PDF and share the link',
    agentName: 'reporting_agent',
    startTool: 'http_post',
    entity: (r) => r.pick(['Q1', 'Q2', 'Q3']),
    startArgs: (_r, e) => ({ url: 'https://reports.internal/api/v2/reports', body: { template: 'board', quarter: e } }),
    startResult: (_r, id) => ({ status: 202, body: { report_id: id } }),
    id: (r) => `rpt_${r.int(1000, 9999)}`,
    pollTool: 'http_get',
    pollArgs: (id) => ({ url: `https://reports.internal/api/v2/reports/${id}` }),
    states: (r) => {
      const pages = r.int(18, 40)
      const out: Array<{ label: string; data: Record<string, unknown> }> = []
      for (const p of ramp(r, r.int(3, 6), pages)) out.push({ label: `${p}/${pages} pages`, data: { status: 200, body: { status: 'rendering', pages_rendered: p, pages_total: pages } } })
      out.push({ label: 'ready', data: { status: 200, body: { status: 'ready', url: `https://reports.internal/files/${r.hex(12)}.pdf` } } })
      return out
    },
    stuck: () => ({ label: 'rendering, 0 pages', data: { status: 200, body: { status: 'rendering', pages_rendered: 0, pages_total: 0 } } }),
    done: () => 'The board report is ready; sharing the PDF link from the last response.',
  },
]

function goalOf(s: PollScenario, entity: string): string {
  return s.goal.replace(/\{\w+\}/, entity)
}

function withNoise(r: Rng, clock: Clock, data: Record<string, unknown> | string, noisy: boolean): unknown {
  if (!noisy) return data
  if (typeof data === 'string') return `[${clock.iso()}] ${data}`
  return { ...data, checked_at: clock.iso(), request_id: `req_${r.hex(12)}` }
}

const pollUntilDone: Family = {
  family: 'poll_until_done',
  isolates: 'the same status call repeated until a job finishes, its result changing (sometimes after a few identical queued polls)',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = POLLS[i % POLLS.length] as PollScenario
    const clock = new Clock(r)
    const model = r.pick(MODEL_NAMES)
    const id = s.id(r)
    const entity = s.entity(r)
    const noisy = i % 2 === 0
    const style = i % 3 // 0: no text between polls, 1: text naming the state, 2: the same short line each time
    const children: RowSpan[] = [llm(`Starting the job first, then I will poll its status until it finishes.`, model)]
    children.push(tool(s.startTool, s.startArgs(r, entity), s.startResult(r, id)))
    const states = s.states(r)
    states.forEach((st, k) => {
      clock.tick(r.int(20, 90))
      children.push(tool(s.pollTool, s.pollArgs(id), withNoise(r, clock, st.data, noisy)))
      if (k === states.length - 1) return
      if (style === 1) children.push(llm(`Status is ${st.label}. Checking again.`, model))
      if (style === 2) children.push(llm('Not finished yet; polling the status again.', model))
    })
    children.push(llm(s.done(r), model))
    const goal = goalOf(s, entity)
    return { goal, root: agent(s.agentName, goal, children) }
  },
}

const STUCK_LINES = [
  'Still {state}. Checking again.',
  'No change yet ({state}); polling once more.',
  'The job is still {state}, so I will query the status again.',
  'Let me check the status one more time.',
  'Still {state}. I will wait a moment and look again.',
  'Status unchanged: {state}. Polling again.',
  'It has not moved past {state}; checking the status again.',
]

const pollNeverChanges: Family = {
  family: 'poll_never_changes',
  isolates: 'the same status call repeated six to nine times with the job frozen in one state (timestamps and request ids in the result may change)',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = POLLS[(i + 3) % POLLS.length] as PollScenario
    const clock = new Clock(r)
    const model = r.pick(MODEL_NAMES)
    const id = s.id(r)
    const entity = s.entity(r)
    const noisy = i % 2 === 1
    const st = s.stuck(r)
    const children: RowSpan[] = [llm('Kicking off the job, then I will poll until it completes.', model)]
    children.push(tool(s.startTool, s.startArgs(r, entity), s.startResult(r, id)))
    const n = r.int(6, 9)
    const lines = r.shuffle(STUCK_LINES)
    for (let k = 0; k < n; k++) {
      clock.tick(r.int(15, 60))
      if (k > 0 && (i % 3 !== 0 || k % 2 === 0)) children.push(llm((lines[k % lines.length] as string).replace('{state}', st.label), model))
      children.push(tool(s.pollTool, s.pollArgs(id), withNoise(r, clock, st.data, noisy)))
    }
    if (i % 2 === 0) children.push(llm(`Still ${st.label}. I will keep checking.`, model))
    const goal = goalOf(s, entity)
    return { goal, root: agent(s.agentName, goal, children) }
  },
}

interface WaitScenario {
  goal: string
  agentName: string
  sleep: (sec: number) => { name: string; args: Record<string, unknown>; result: unknown }
  check: { name: string; args: Record<string, unknown> }
  series: (r: Rng) => Array<{ label: string; data: unknown }>
  final: string
}

const WAITS: WaitScenario[] = [
  {
    goal: 'Roll out api v{ver} to production and confirm every replica is healthy',
    agentName: 'deploy_agent',
    sleep: (sec) => ({ name: 'sleep', args: { seconds: sec }, result: `slept ${sec}s` }),
    check: { name: 'kubectl', args: { command: 'rollout status deployment/api -n prod --timeout=5s' } },
    series: (r) => {
      const total = r.pick([4, 6, 8])
      const out: Array<{ label: string; data: unknown }> = []
      let ready = 0
      while (ready < total) {
        ready = Math.min(total, ready + r.int(1, 2))
        out.push(
          ready < total
            ? { label: `${ready}/${total} replicas`, data: `Waiting for deployment "api" rollout to finish: ${ready} of ${total} updated replicas are available...` }
            : { label: 'done', data: 'deployment "api" successfully rolled out' },
        )
      }
      return out
    },
    final: 'The rollout finished and all replicas report available.',
  },
  {
    goal: 'Point shop.{domain} at the new load balancer and tell me when DNS has propagated',
    agentName: 'netops',
    sleep: (sec) => ({ name: 'wait', args: { duration_s: sec }, result: { waited: sec } }),
    check: { name: 'dns_propagation', args: { record: 'shop', type: 'A' } },
    series: (r) => {
      const out: Array<{ label: string; data: unknown }> = []
      let n = 0
      while (n < 12) {
        n = Math.min(12, n + r.int(2, 5))
        out.push({ label: `${n}/12 resolvers`, data: { resolvers_updated: n, resolvers_total: 12, value: '203.0.113.40' } })
      }
      return out
    },
    final: 'All twelve public resolvers now return the new address.',
  },
  {
    goal: 'Request a TLS certificate for {domain} and install it once issued',
    agentName: 'cert_agent',
    sleep: (sec) => ({ name: 'bash', args: { command: `sleep ${sec}` }, result: { exit_code: 0, stdout: '' } }),
    check: { name: 'acme_order_status', args: { order: 'ord_7731' } },
    series: (r) => {
      const out: Array<{ label: string; data: unknown }> = []
      out.push({ label: 'pending', data: { status: 'pending', challenges: { 'dns-01': 'pending' } } })
      if (r.chance(0.6)) out.push({ label: 'pending', data: { status: 'pending', challenges: { 'dns-01': 'pending' } } })
      out.push({ label: 'challenge valid', data: { status: 'ready', challenges: { 'dns-01': 'valid' } } })
      out.push({ label: 'processing', data: { status: 'processing' } })
      out.push({ label: 'valid', data: { status: 'valid', certificate_url: 'https://acme.example/cert/9f2c' } })
      return out
    },
    final: 'The certificate was issued; next I install it on the ingress.',
  },
  {
    goal: 'Take a snapshot of the {db} volume before tonight\'s upgrade and confirm it completed',
    agentName: 'backup_agent',
    sleep: (sec) => ({ name: 'sleep', args: { seconds: sec }, result: null }),
    check: { name: 'describe_snapshot', args: { snapshot_id: 'snap-0a41f2c9e' } },
    series: (r) => {
      const out: Array<{ label: string; data: unknown }> = []
      let p = 0
      while (p < 100) {
        p = Math.min(100, p + r.int(12, 35))
        out.push({ label: `${p}%`, data: p < 100 ? { State: 'pending', Progress: `${p}%` } : { State: 'completed', Progress: '100%' } })
      }
      return out
    },
    final: 'The snapshot is complete and can be used for a restore.',
  },
  {
    goal: 'Wait for the new read replica to catch up before switching reporting traffic to it',
    agentName: 'dba_assistant',
    sleep: (sec) => ({ name: 'sleep', args: { seconds: sec }, result: `slept ${sec}s` }),
    check: { name: 'sql', args: { query: 'SHOW REPLICA STATUS', host: 'replica-2' } },
    series: (r) => {
      const out: Array<{ label: string; data: unknown }> = []
      let lag = r.int(300, 900)
      while (lag > 0) {
        lag = Math.max(0, lag - r.int(80, 260))
        out.push({ label: `${lag}s behind`, data: [{ Replica_IO_Running: 'Yes', Replica_SQL_Running: 'Yes', Seconds_Behind_Source: lag }] })
      }
      return out
    },
    final: 'Replication lag is zero; reporting traffic can move to replica-2.',
  },
  {
    goal: 'Invalidate the CDN cache for /assets/* after the deploy and confirm it finished',
    agentName: 'cdn_agent',
    sleep: (sec) => ({ name: 'wait', args: { duration_s: sec }, result: { waited: sec } }),
    check: { name: 'get_invalidation', args: { distribution: 'E2QWRUHAPOMQZL', id: 'I3RB6EXAMPLE' } },
    series: (r) => {
      const out: Array<{ label: string; data: unknown }> = []
      for (let k = 0; k < r.int(2, 4); k++) out.push({ label: `in progress, ${k * 9 + r.int(3, 8)} edge locations done`, data: { Status: 'InProgress', EdgeLocationsDone: k * 9 + r.int(3, 8) } })
      out.push({ label: 'completed', data: { Status: 'Completed' } })
      return out
    },
    final: 'The invalidation completed; fresh assets are being served.',
  },
]

const waitThenCheck: Family = {
  family: 'wait_then_check_monitoring',
  isolates: 'an identical sleep/wait call between status checks whose result changes each time, with a near-identical waiting line',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = WAITS[i] as WaitScenario
    const model = r.pick(MODEL_NAMES)
    const sec = r.pick([30, 45, 60, 120])
    const children: RowSpan[] = [llm('The request is in. I will wait and check the status until it settles.', model)]
    const same = i % 2 === 0
    const series = s.series(r)
    series.forEach((st, k) => {
      const sl = s.sleep(sec)
      children.push(tool(sl.name, sl.args, sl.result))
      children.push(tool(s.check.name, s.check.args, st.data))
      if (k < series.length - 1) children.push(llm(same ? `Not there yet. Waiting another ${sec} seconds before checking again.` : `Now at ${st.label}; waiting ${sec}s more.`, model))
    })
    children.push(llm(s.final, model))
    const goal = s.goal.replace('{ver}', `${r.int(2, 4)}.${r.int(0, 20)}.${r.int(0, 9)}`).replace('{domain}', r.pick(['example.com', 'acme.io', 'northwind.shop'])).replace('{db}', r.pick(['orders-db', 'ledger']))
    return { goal, root: agent(s.agentName, goal, children) }
  },
}

interface PageScenario {
  goal: string
  agentName: string
  tool: string
  args: (cursor: string | null) => Record<string, unknown>
  page: (r: Rng, k: number, next: string | null) => unknown
  cursor: (r: Rng) => string
  summary: string
}

const PAGES: PageScenario[] = [
  {
    goal: 'List every open issue labelled "bug" in acme/web-shop and group them by component',
    agentName: 'triage_bot',
    tool: 'list_issues',
    args: (cursor) => (cursor ? { repo: 'acme/web-shop', labels: 'bug', state: 'open', per_page: 50, after: cursor } : { repo: 'acme/web-shop', labels: 'bug', state: 'open', per_page: 50 }),
    page: (r, k, next) => ({
      issues: Array.from({ length: next ? 5 : r.int(1, 4) }, (_, j) => ({ number: 4000 - k * 50 - j * r.int(1, 9), title: r.pick(['Checkout button unresponsive', 'Cart total rounding', 'Search returns stale items', 'Image carousel flickers', 'Login redirect loop on Safari']) + ` (${r.hex(3)})`, component: r.pick(['cart', 'search', 'auth', 'ui']) })),
      page_info: { has_next_page: next !== null, end_cursor: next },
    }),
    cursor: (r) => `Y3Vyc29yOnYyOpK5${r.token(14)}`,
    summary: 'All pages read; grouping the issues by component now.',
  },
  {
    goal: 'Find every object under s3://logs-archive/2024/ larger than 1 GB',
    agentName: 'storage_auditor',
    tool: 'list_objects_v2',
    args: (cursor) => (cursor ? { Bucket: 'logs-archive', Prefix: '2024/', ContinuationToken: cursor } : { Bucket: 'logs-archive', Prefix: '2024/' }),
    page: (r, k, next) => ({
      Contents: Array.from({ length: 4 }, (_, j) => ({ Key: `2024/${String(k + 1).padStart(2, '0')}/app-${r.hex(6)}-${j}.log.gz`, Size: r.int(1e6, 3e9) })),
      IsTruncated: next !== null,
      NextContinuationToken: next ?? undefined,
      KeyCount: 1000,
    }),
    cursor: (r) => `1${r.token(40)}`,
    summary: 'Listing complete; filtering the objects above 1 GB.',
  },
  {
    goal: 'Export all CRM contacts tagged "trial" so marketing can follow up',
    agentName: 'crm_agent',
    tool: 'search_contacts',
    args: (cursor) => ({ tag: 'trial', page_size: 100, page_token: cursor ?? '' }),
    page: (r, _k, next) => ({
      contacts: Array.from({ length: 3 }, () => ({ id: `c_${r.hex(8)}`, email: `${r.pick(['ana', 'li', 'omar', 'kate', 'raj', 'zoe', 'ben'])}.${r.hex(4)}@${r.pick(['gmail.com', 'outlook.com', 'proton.me'])}` })),
      next_page_token: next ?? '',
    }),
    cursor: (r) => r.token(24),
    summary: 'All trial contacts collected; writing the CSV for marketing.',
  },
  {
    goal: 'Sum all Stripe charges refunded in March for the finance reconciliation',
    agentName: 'finance_agent',
    tool: 'stripe_list_charges',
    args: (cursor) => (cursor ? { created: { gte: 1740787200, lt: 1743465600 }, limit: 100, starting_after: cursor } : { created: { gte: 1740787200, lt: 1743465600 }, limit: 100 }),
    page: (r, _k, next) => {
      const data = Array.from({ length: 3 }, () => ({ id: `ch_${r.token(24)}`, amount: r.int(500, 90000), refunded: r.chance(0.3) }))
      return { object: 'list', data, has_more: next !== null }
    },
    cursor: (r) => `ch_${r.token(24)}`,
    summary: 'Reached the last page (has_more false); totalling the refunded amounts.',
  },
  {
    goal: 'Collect the audit log entries for user {user} from the admin API',
    agentName: 'security_agent',
    tool: 'get_audit_log',
    args: (cursor) => ({ actor: 'jdoe', page: cursor === null ? 1 : Number(cursor) }),
    page: (r, k, next) => ({
      page: k + 1,
      entries: Array.from({ length: 3 }, () => ({ at: `2025-0${r.int(1, 9)}-1${r.int(0, 9)}T0${r.int(0, 9)}:${r.int(10, 59)}:00Z`, action: r.pick(['login', 'role.update', 'token.create', 'repo.delete', 'export.run']) })),
      next_page: next === null ? null : Number(next),
    }),
    cursor: () => '',
    summary: 'No next page; summarising the actions by type.',
  },
  {
    goal: 'Pull the error logs for checkout-service from the last hour and find the most common exception',
    agentName: 'sre_agent',
    tool: 'filter_log_events',
    args: (cursor) => (cursor ? { logGroupName: '/ecs/checkout-service', filterPattern: 'ERROR', nextToken: cursor } : { logGroupName: '/ecs/checkout-service', filterPattern: 'ERROR' }),
    page: (r, _k, next) => ({
      events: Array.from({ length: 3 }, () => ({ timestamp: 1735689600000 + r.int(0, 3600000), message: `ERROR ${r.pick(['TimeoutError: payment gateway', 'KeyError: \'sku\'', 'ConnectionResetError', 'ValidationError: postcode'])} trace=${r.hex(16)}` })),
      nextToken: next ?? undefined,
    }),
    cursor: (r) => `f/${r.int(10, 99)}${r.hex(30)}`,
    summary: 'All log pages read; the TimeoutError against the payment gateway dominates.',
  },
]

const cursorPagination: Family = {
  family: 'cursor_pagination',
  isolates: 'one list call paged through with a cursor (or page number) until the last page, every page different',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = PAGES[i] as PageScenario
    const model = r.pick(MODEL_NAMES)
    const n = r.int(4, 7)
    const children: RowSpan[] = [llm('Fetching the first page, then following the cursor until there are no more pages.', model)]
    let cursor: string | null = null
    for (let k = 0; k < n; k++) {
      const next = k === n - 1 ? null : i === 4 ? String(k + 2) : s.cursor(r)
      if (k > 0 && i % 2 === 0) children.push(llm(`Page ${k} read; requesting page ${k + 1}.`, model))
      children.push(tool(s.tool, s.args(cursor), s.page(r, k, next)))
      cursor = next
    }
    children.push(llm(s.summary, model))
    const goal = s.goal.replace('{user}', 'jdoe')
    return { goal, root: agent(s.agentName, goal, children) }
  },
}

export const pollingFamilies: Family[] = [pollUntilDone, pollNeverChanges, waitThenCheck, cursorPagination]
