// Retries and command runs: transient failures that recover are healthy; the
// same failure again and again (whatever cosmetic change is made, however the
// retry is worded, whatever pid or duration the runner reports) is a loop.
import { agent, asJsonString, Clock, failedTool, llm, MODEL_NAMES, reorder, Rng, tool, type Family, type RowSpan } from '../lib.js'

// ---------------------------------------------------------------------------
// retry_recovers (healthy)
// ---------------------------------------------------------------------------

type Build = (r: Rng, model: string, clock: Clock) => { goal: string; agentName: string; children: RowSpan[] }

const RECOVERS: Build[] = [
  (r, m) => {
    const url = `https://status.${r.pick(['stripe', 'twilio', 'sendgrid'])}.example/api/v2/summary.json`
    const fails = r.int(1, 2)
    const ch: RowSpan[] = [llm('Fetching the provider status page to see whether the outage is on their side.', m)]
    for (let k = 0; k < fails; k++) {
      ch.push(failedTool('fetch_url', { url }, `HTTP 503 Service Unavailable (x-request-id: ${r.hex(16)})`))
      ch.push(llm(k === 0 ? 'A 503 from a status page is usually a transient edge error; retrying the same request after a short pause.' : 'Still a 503, but a different edge request id; one more try before I look elsewhere.', m))
    }
    ch.push(tool('fetch_url', { url }, { status: { indicator: 'major', description: 'Partial outage: API latency elevated in eu-west' } }))
    ch.push(llm('Their status page confirms a partial outage in eu-west. Checking our error dashboard to see whether the timing lines up.', m))
    ch.push(tool('query_metrics', { metric: 'http_5xx_rate', service: 'checkout', window: '2h' }, { peak: 0.21, peak_at: '09:42Z', baseline: 0.004 }))
    ch.push(llm('Our 5xx spike starts at 09:42Z, two minutes after their incident began. The root cause is the provider outage, not our deploy.', m))
    return { goal: 'Figure out whether the checkout errors this morning come from our deploy or from the payment provider', agentName: 'incident_analyst', children: ch }
  },
  (r, m) => {
    const tag = `v${r.int(1, 3)}.${r.int(0, 14)}.${r.int(0, 9)}`
    const ch: RowSpan[] = [llm(`Creating the GitHub release ${tag} with the generated changelog.`, m)]
    const wait = r.int(2, 20)
    ch.push(tool('github_create_release', { repo: 'acme/cli', tag, body_file: 'CHANGELOG.md' }, { status: 429, message: 'API rate limit exceeded for installation', retry_after: wait }))
    ch.push(llm(`Rate limited with retry_after=${wait}; waiting that long and sending the same request again.`, m))
    ch.push(tool('sleep', { seconds: wait }, `slept ${wait}s`))
    ch.push(tool('github_create_release', { repo: 'acme/cli', tag, body_file: 'CHANGELOG.md' }, { status: 201, id: r.int(1e8, 2e8), html_url: `https://github.com/acme/cli/releases/tag/${tag}` }))
    ch.push(llm('Release created. Uploading the three platform binaries as assets.', m))
    for (const os of ['linux-x64', 'darwin-arm64', 'windows-x64']) ch.push(tool('github_upload_asset', { tag, file: `dist/acme-${os}.tar.gz` }, { state: 'uploaded', size: r.int(8e6, 3e7) }))
    ch.push(llm(`Release ${tag} is published with all binaries.`, m))
    return { goal: `Publish the ${tag} release of the CLI with binaries for all platforms`, agentName: 'release_bot', children: ch }
  },
  (r, m) => {
    const q = 'SELECT plan, count(*) FROM subscriptions WHERE status = \'active\' GROUP BY plan'
    const ch: RowSpan[] = [llm('Counting active subscriptions per plan from the replica.', m)]
    const fails = r.int(1, 2)
    for (let k = 0; k < fails; k++) {
      ch.push(tool('sql', { query: q, host: 'replica-1' }, 'ERROR: could not connect to server: Connection timed out. Is the server running on host "replica-1" and accepting TCP/IP connections on port 5432?'))
      ch.push(llm(k === 0 ? 'A connection timeout, not a query error. The replica was being patched this morning, so one retry is reasonable.' : 'Timed out again. Retrying once more, and if it still fails I will switch to replica-2.', m))
    }
    ch.push(tool('sql', { query: q, host: 'replica-1' }, [{ plan: 'starter', count: r.int(800, 3000) }, { plan: 'pro', count: r.int(200, 900) }, { plan: 'enterprise', count: r.int(10, 80) }]))
    ch.push(llm('Connected this time. Now comparing with last month to get the growth per plan.', m))
    ch.push(tool('sql', { query: q.replace("status = 'active'", "status = 'active' AND created_at < date_trunc('month', now())"), host: 'replica-1' }, [{ plan: 'starter', count: r.int(700, 2900) }, { plan: 'pro', count: r.int(150, 850) }, { plan: 'enterprise', count: r.int(8, 75) }]))
    ch.push(llm('Both numbers in hand; pro grew the most this month.', m))
    return { goal: 'How many active subscriptions do we have per plan, and how did that change since last month?', agentName: 'analytics_agent', children: ch }
  },
  (r, m) => {
    const ch: RowSpan[] = [llm('Installing dependencies before running the test suite.', m)]
    ch.push(tool('bash', { command: 'npm ci' }, { exit_code: 1, stderr: `npm ERR! code ECONNRESET\nnpm ERR! network aborted\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2025-0${r.int(1, 9)}-1${r.int(0, 9)}T10_${r.int(10, 59)}_0${r.int(0, 9)}_${r.int(100, 999)}Z-debug-0.log` }))
    ch.push(llm('ECONNRESET is a network blip while downloading, not a dependency problem; running npm ci again.', m))
    ch.push(tool('bash', { command: 'npm ci' }, { exit_code: 0, stdout: `added ${r.int(600, 1400)} packages in ${r.int(20, 90)}s` }))
    ch.push(llm('Dependencies installed. Running the unit tests.', m))
    ch.push(tool('bash', { command: 'npm test -- --reporter=dot' }, { exit_code: 0, stdout: `Tests: ${r.int(200, 600)} passed` }))
    ch.push(llm('All tests pass on the branch; it is ready for review.', m))
    return { goal: 'Check that the feature branch installs cleanly and its tests pass', agentName: 'ci_agent', children: ch }
  },
  (r, m) => {
    const branch = `fix/${r.pick(['null-cart', 'tz-offset', 'retry-jitter', 'csv-escape'])}`
    const ch: RowSpan[] = [llm(`Committing the fix and pushing ${branch}.`, m)]
    ch.push(tool('git', { args: ['commit', '-am', 'Fix edge case reported in support ticket'] }, `[${branch} ${r.hex(7)}] Fix edge case reported in support ticket\n 2 files changed, ${r.int(5, 40)} insertions(+), ${r.int(1, 12)} deletions(-)`))
    ch.push(tool('git', { args: ['push', 'origin', branch] }, 'remote: Internal Server Error\nfatal: the remote end hung up unexpectedly'))
    ch.push(llm('The remote returned a 500 and hung up; GitHub had a blip. Pushing again.', m))
    ch.push(tool('git', { args: ['push', 'origin', branch] }, `To github.com:acme/web-shop.git\n * [new branch]      ${branch} -> ${branch}`))
    ch.push(llm('Pushed. Opening the pull request.', m))
    ch.push(tool('gh', { args: ['pr', 'create', '--fill', '--base', 'main'] }, `https://github.com/acme/web-shop/pull/${r.int(300, 900)}`))
    ch.push(llm('Pull request is open and CI has started.', m))
    return { goal: 'Push the fix and open a pull request', agentName: 'coder', children: ch }
  },
  (r, m) => {
    const city = r.pick(['Lisbon', 'Porto', 'Valencia', 'Lyon'])
    const ch: RowSpan[] = [llm(`Geocoding ${city} to get coordinates for the forecast call.`, m)]
    ch.push(failedTool('geocode', { q: city, timeout_s: 2 }, 'ReadTimeout: geocoding service did not answer within 2s'))
    ch.push(llm('The geocoder timed out at 2 s. Retrying with a longer timeout.', m))
    ch.push(tool('geocode', { q: city, timeout_s: 8 }, { lat: 38.72 + r.next(), lon: -9.14 + r.next(), name: city }))
    ch.push(llm('Got coordinates; fetching the three-day forecast.', m))
    ch.push(tool('forecast', { lat: 38.7, lon: -9.1, days: 3 }, { daily: [{ max: r.int(18, 30), rain_mm: r.int(0, 8) }, { max: r.int(18, 30), rain_mm: r.int(0, 8) }, { max: r.int(18, 30), rain_mm: r.int(0, 8) }] }))
    ch.push(llm(`Forecast for ${city}: mild, with some rain on day two. Packing a light jacket is enough.`, m))
    return { goal: `What should I pack for three days in ${city}?`, agentName: 'travel_assistant', children: ch }
  },
]

const retryRecovers: Family = {
  family: 'retry_recovers',
  isolates: 'the same call retried once or twice after transient errors (503, 429, timeouts, ECONNRESET), then succeeding and moving on',
  loop: false,
  stagnation: false,
  make(r, i) {
    const b = RECOVERS[i] as Build
    const out = b(r, r.pick(MODEL_NAMES), new Clock(r))
    return { goal: out.goal, root: agent(out.agentName, out.goal, out.children) }
  },
}

// ---------------------------------------------------------------------------
// cosmetic_retry_same_error (loop)
// ---------------------------------------------------------------------------

interface CosmeticScenario {
  goal: string
  agentName: string
  tool: string
  variants: Array<Record<string, unknown>>
  error: string
  lines: string[]
  asErrorField: boolean
}

const COSMETIC: CosmeticScenario[] = [
  {
    goal: 'Check disk usage on the build server build-03',
    agentName: 'ops_agent',
    tool: 'ssh_exec',
    variants: [
      { host: 'build-03', command: 'df -h' },
      { host: 'build-03', command: 'df -h', user: 'deploy' },
      { host: 'build-03.internal', command: 'df -h' },
      { host: 'build-03', command: 'df -h', options: ['-o', 'StrictHostKeyChecking=no'] },
      { host: 'build-03', command: 'df -h', port: 22 },
      { host: 'build-03', command: 'df -h ', identity_file: '~/.ssh/id_ed25519' },
      { host: 'build-03', command: 'df -h', user: 'deploy', port: 22 },
    ],
    error: 'deploy@build-03: Permission denied (publickey).',
    lines: [
      'Connecting to build-03 to read the disk usage.',
      'Permission denied; maybe the user needs to be explicit. Trying as deploy.',
      'Perhaps the short hostname resolves oddly; using the internal FQDN.',
      'Could be host key checking getting in the way; disabling it for this call.',
      'Let me pin the port explicitly and try again.',
      'Pointing at the ed25519 key directly this time.',
      'Trying the deploy user with the explicit port together.',
    ],
    asErrorField: false,
  },
  {
    goal: 'Summarise the feature flags defined in the app config',
    agentName: 'coder',
    tool: 'read_file',
    variants: [
      { path: 'config/flags.yaml' },
      { path: './config/flags.yaml' },
      { path: '/workspace/app/config/flags.yaml' },
      { path: 'config/flags.yaml', encoding: 'utf-8' },
      { path: 'config//flags.yaml' },
      { path: './config/flags.yaml', encoding: 'utf8' },
    ],
    error: "ENOENT: no such file or directory, open 'config/flags.yaml'",
    lines: [
      'Reading the flag definitions from config/flags.yaml.',
      'Not found. Maybe it needs a ./ prefix.',
      'Trying the absolute path in case the working directory is different.',
      'Maybe the encoding parameter matters; passing utf-8 explicitly.',
      'Let me try the path once more in a slightly different form.',
      'One more variant of the path with the encoding set.',
    ],
    asErrorField: true,
  },
  {
    goal: 'Pull the list of open invoices from the billing API',
    agentName: 'finance_agent',
    tool: 'http_get',
    variants: [
      { url: 'https://billing.internal/api/invoices?status=open' },
      { url: 'https://billing.internal/api/invoices?status=open', timeout: 30 },
      { url: 'https://billing.internal/api/invoices/?status=open', timeout: 30 },
      { url: 'https://billing.internal/api/invoices?status=open&limit=100' },
      { url: 'https://billing.internal/api/invoices?status=open', headers: { Accept: 'application/json' } },
      { url: 'https://billing.internal/api/invoices?status=open', timeout: 60 },
      { url: 'https://billing.internal/api/invoices?limit=100&status=open' },
    ],
    error: '401 Unauthorized: {"error":"invalid_token","error_description":"The access token expired"}',
    lines: [
      'Fetching open invoices from the billing API.',
      'A 401. Possibly a slow response confusing things; adding a timeout.',
      'Trying with a trailing slash on the collection path.',
      'Maybe it needs an explicit limit parameter.',
      'Setting the Accept header explicitly, some APIs insist on it.',
      'Raising the timeout further and retrying.',
      'Reordering the query parameters and trying again.',
    ],
    asErrorField: false,
  },
  {
    goal: 'Load the March sales CSV and give me the top five products by revenue',
    agentName: 'data_analyst',
    tool: 'python',
    variants: [
      { code: "import pandas as pd\ndf = pd.read_csv('data/sales_2025_03.csv')\ndf.head()" },
      { code: "import pandas as pd\ndf = pd.read_csv('data/sales_2025_03.csv')\ndf.head(10)" },
      { code: "import pandas as pd\ndf = pd.read_csv('data/sales_2025_03.csv', sep=',')\ndf.head()" },
      { code: "import pandas as pd\ndf = pd.read_csv('data/sales_2025_03.csv')\ndf.iloc[:20]" },
      { code: "import pandas as pd\ndf = pd.read_csv('data/sales_2025_03.csv', encoding='utf-8')\ndf.head()" },
      { code: "import pandas as pd\ndf = pd.read_csv('data/sales_2025_03.csv')\nprint(df[:5])" },
    ],
    error: "FileNotFoundError: [Errno 2] No such file or directory: 'data/sales_2025_03.csv'",
    lines: [
      'Loading the March CSV with pandas.',
      'Let me look at more rows to see what is going on.',
      'Maybe the separator is the issue; setting sep explicitly.',
      'Slicing a larger window of rows instead.',
      'Could be an encoding problem, so passing utf-8.',
      'Printing the first rows directly rather than using head.',
    ],
    asErrorField: false,
  },
  {
    goal: 'Set up the GPU training environment from requirements-gpu.txt',
    agentName: 'env_setup',
    tool: 'bash',
    variants: [
      { command: 'pip install torch==1.8.0+cu111' },
      { command: 'pip install --no-cache-dir torch==1.8.0+cu111' },
      { command: 'pip install -q torch==1.8.0+cu111' },
      { command: 'pip install --upgrade torch==1.8.0+cu111' },
      { command: 'python -m pip install torch==1.8.0+cu111' },
      { command: 'pip3 install torch==1.8.0+cu111' },
      { command: 'pip install --user torch==1.8.0+cu111' },
    ],
    error: 'ERROR: Could not find a version that satisfies the requirement torch==1.8.0+cu111 (from versions: 2.2.0, 2.2.1, 2.3.0, 2.3.1, 2.4.0)\nERROR: No matching distribution found for torch==1.8.0+cu111',
    lines: [
      'Installing the pinned torch build first.',
      'Maybe a stale cache; retrying without the cache.',
      'Running it quietly to cut the noise and try again.',
      'Adding --upgrade in case an older install is in the way.',
      'Using python -m pip to be sure it is the right interpreter.',
      'Trying pip3 explicitly.',
      'Installing into the user site instead.',
    ],
    asErrorField: true,
  },
  {
    goal: 'Compare this quarter\'s archived orders with last quarter\'s',
    agentName: 'analytics_agent',
    tool: 'sql',
    variants: [
      { query: 'SELECT count(*) FROM orders_archive WHERE quarter = 2' },
      { query: 'select count(*) from orders_archive where quarter = 2' },
      { query: 'SELECT COUNT(*) FROM orders_archive WHERE quarter=2;' },
      { query: 'SELECT count(*) FROM public.orders_archive WHERE quarter = 2' },
      { query: 'SELECT count(1) FROM orders_archive WHERE quarter = 2' },
      { query: 'SELECT count(*)  FROM orders_archive\nWHERE quarter = 2' },
    ],
    error: 'ERROR:  relation "orders_archive" does not exist\nLINE 1: SELECT count(*) FROM orders_archive WHERE quarter = 2',
    lines: [
      'Counting archived orders for Q2.',
      'Maybe the keywords need lower case; trying again.',
      'Adding a semicolon and tightening the spacing.',
      'Qualifying the table with the public schema.',
      'Using count(1) instead.',
      'Reformatting the query across two lines and rerunning.',
    ],
    asErrorField: false,
  },
]

const cosmeticRetry: Family = {
  family: 'cosmetic_retry_same_error',
  isolates: 'the same failing operation retried five to seven times with cosmetic argument changes (a flag, a slash, a timeout, casing), always the same error',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = COSMETIC[i] as CosmeticScenario
    const model = r.pick(MODEL_NAMES)
    const n = r.int(5, s.variants.length)
    const children: RowSpan[] = []
    for (let k = 0; k < n; k++) {
      children.push(llm(s.lines[k] as string, model))
      const args = s.variants[k] as Record<string, unknown>
      children.push(s.asErrorField ? failedTool(s.tool, args, s.error) : tool(s.tool, args, s.error))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// terse_retries (loop)
// ---------------------------------------------------------------------------

const TERSE_LINES = ['Retrying.', 'Again.', 'Trying once more.', 'Retry.', 'One more attempt.', 'Running it again.', 'Let me retry.', 'Once more.', 'Try again.']

const TERSE: Array<{ goal: string; agentName: string; tool: string; args: Record<string, unknown>; result: string }> = [
  { goal: 'Fix the failing refund test in the payments service', agentName: 'coder', tool: 'run_tests', args: { suite: 'payments', k: 'refund' }, result: 'FAILED tests/test_refund.py::test_partial_refund_rounding - AssertionError: 10.01 != 10.0\n1 failed, 48 passed' },
  { goal: 'Check the local dev server responds on /health', agentName: 'dev_helper', tool: 'bash', args: { command: 'curl -sf http://localhost:8080/health' }, result: 'curl: (7) Failed to connect to localhost port 8080 after 0 ms: Connection refused' },
  { goal: 'Submit the contact form on the staging site and confirm the thank-you page', agentName: 'browser_agent', tool: 'browser_click', args: { selector: '#contact-form button[type=submit]' }, result: 'Error: element not found: #contact-form button[type=submit]' },
  { goal: 'Download the latest usage report from the partner portal', agentName: 'reports_agent', tool: 'http_get', args: { url: 'https://partner.example.com/api/reports/latest', auth: 'partner-key' }, result: '403 Forbidden' },
  { goal: 'Deploy the preview environment for PR 412', agentName: 'deploy_agent', tool: 'deploy_preview', args: { pr: 412, app: 'web' }, result: 'Error: pnpm-lock.yaml is out of date with package.json (ERR_PNPM_OUTDATED_LOCKFILE)' },
  { goal: 'Read the incident postmortem draft and list the action items', agentName: 'pm_assistant', tool: 'read_document', args: { doc_id: 'pm-2025-017', section: 'action-items' }, result: 'null' },
]

const terseRetries: Family = {
  family: 'terse_retries',
  isolates: 'one-to-three-word retry lines ("Retrying.", "Again.") before the same call with the same failing result, five to eight times',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = TERSE[i] as (typeof TERSE)[number]
    const model = r.pick(MODEL_NAMES)
    const n = r.int(5, 8)
    const children: RowSpan[] = [llm(r.pick(['Running it.', 'Let me try.', 'Checking.']), model)]
    const lines = r.shuffle(TERSE_LINES)
    for (let k = 0; k < n; k++) {
      if (k > 0) children.push(llm(lines[k % lines.length] as string, model))
      // Some providers send arguments as a JSON string; the key order is not stable.
      const args = i % 3 === 2 ? asJsonString(r, s.args) : i % 3 === 1 ? reorder(r, s.args) : s.args
      children.push(tool(s.tool, args, s.result === 'null' ? null : s.result))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// exec_volatile_pid (loop) and tdd_exec_progress (healthy)
// ---------------------------------------------------------------------------

const EXEC_FAIL: Array<{ goal: string; agentName: string; command: string; error: string; lines: string[] }> = [
  {
    goal: 'Apply the pending Django migrations on the dev database',
    agentName: 'backend_agent',
    command: 'python manage.py migrate',
    error: 'django.db.utils.OperationalError: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "app"',
    lines: ['Running the migrations.', 'It failed to connect; running the migrate command again in case the database was still starting.', 'Let me run migrate once more and see if it goes through now.', 'Trying the migrations again.', 'Giving migrate another go.', 'Re-running the migration step.', 'Running manage.py migrate again.'],
  },
  {
    goal: 'Build the ingest service in release mode',
    agentName: 'rust_agent',
    command: 'cargo build --release',
    error: 'error[E0433]: failed to resolve: use of undeclared crate or module `tokio`\n --> src/main.rs:3:5\nerror: could not compile `ingest` (bin "ingest") due to 1 previous error',
    lines: ['Building in release mode.', 'Compile error; rebuilding to make sure it is not a stale artifact.', 'Let me build once more.', 'Running cargo build again.', 'Another build attempt.', 'Rebuilding.', 'One more cargo build.'],
  },
  {
    goal: 'Run the project test target',
    agentName: 'ci_agent',
    command: 'make test',
    error: "make: *** No rule to make target 'test'.  Stop.",
    lines: ['Running make test.', 'Make could not find the target; trying again.', 'Running the test target one more time.', 'Let me invoke make test again.', 'Retrying make test.', 'Again with make test.', 'Once more.'],
  },
  {
    goal: 'Start the local stack with docker compose',
    agentName: 'dev_helper',
    command: 'docker compose up -d',
    error: 'Error response from daemon: driver failed programming external connectivity on endpoint web-1: Bind for 0.0.0.0:5432 failed: port is already allocated',
    lines: ['Bringing the stack up.', 'Port conflict reported; bringing it up again.', 'Let me start compose once more.', 'Retrying docker compose up.', 'Trying to start the stack again.', 'Another attempt at compose up.', 'Starting it again.'],
  },
  {
    goal: 'Show the terraform plan for the staging workspace',
    agentName: 'infra_agent',
    command: 'terraform plan -var-file=staging.tfvars',
    error: 'Error: No valid credential sources found\n\nPlease see https://registry.terraform.io/providers/hashicorp/aws for more information about providing credentials.',
    lines: ['Running terraform plan for staging.', 'Credentials error; running the plan again.', 'Let me try the plan once more.', 'Re-running terraform plan.', 'Another plan attempt.', 'Trying terraform plan again.', 'Running the plan again.'],
  },
  {
    goal: 'Run the Go unit tests',
    agentName: 'go_agent',
    command: 'go test ./...',
    error: 'internal/cache/lru.go:4:2: package example.com/shop/internal/metrics is not in std (/usr/local/go/src/example.com/shop/internal/metrics)',
    lines: ['Running the Go tests.', 'Package resolution error; running them again.', 'Let me rerun go test.', 'Trying go test once more.', 'Running the suite again.', 'Another go test run.', 'Rerunning.'],
  },
]

const execVolatile: Family = {
  family: 'exec_volatile_pid',
  isolates: 'the same shell command failing with the same output five to seven times; each result carries a new pid, duration and start time',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = EXEC_FAIL[i] as (typeof EXEC_FAIL)[number]
    const clock = new Clock(r)
    const model = r.pick(MODEL_NAMES)
    const n = r.int(5, 7)
    const children: RowSpan[] = []
    for (let k = 0; k < n; k++) {
      children.push(llm(s.lines[k] as string, model))
      clock.tick(r.int(3, 40))
      const res =
        i % 2 === 0
          ? { exit_code: 1, stdout: '', stderr: s.error, pid: r.int(1000, 65000), duration_ms: r.int(200, 9000), started_at: clock.iso() }
          : { status: 'completed', exitCode: 1, output: s.error, sessionId: `sess_${r.hex(8)}`, durationMs: r.int(200, 9000), cwd: '/workspace' }
      children.push(tool('exec', { command: s.command }, res))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

const TDD: Array<{ goal: string; agentName: string; command: string; file: string; total: number; fails: number[]; edits: Array<{ why: string; old: string; new: string }> }> = [
  {
    goal: 'Make the date-parsing tests pass', agentName: 'coder', command: 'pytest -q tests/test_dates.py', file: 'app/dates.py', total: 24, fails: [7, 4, 2, 1, 0],
    edits: [
      { why: 'Three failures come from ISO strings with a Z suffix; fromisoformat rejects it on 3.10, so I normalise Z to +00:00.', old: 'return datetime.fromisoformat(s)', new: "return datetime.fromisoformat(s.replace('Z', '+00:00'))" },
      { why: 'Two of the remaining failures are about week numbers: the code uses %U instead of ISO weeks.', old: "d.strftime('%U')", new: 'd.isocalendar().week' },
      { why: 'Next, an empty string should return None rather than raise.', old: 'def parse(s):', new: 'def parse(s):\n    if not s:\n        return None' },
      { why: 'The last failure is the lint test complaining about the now unused time import; removing it.', old: 'import time\n', new: '' },
    ],
  },
  {
    goal: 'Get the cart totals tests green', agentName: 'frontend_agent', command: 'npx vitest run src/cart', file: 'src/cart/totals.ts', total: 31, fails: [7, 3, 1, 0],
    edits: [
      { why: 'Rounding: totals are summed as floats; switching to integer cents fixes the four rounding failures.', old: 'items.reduce((a, i) => a + i.price * i.qty, 0)', new: 'items.reduce((a, i) => a + Math.round(i.price * 100) * i.qty, 0) / 100' },
      { why: 'Discount applied after tax; the spec says before. Two failures.', old: 'applyDiscount(withTax(sum))', new: 'withTax(applyDiscount(sum))' },
      { why: 'Free-shipping threshold compares with > instead of >=.', old: 'sum > FREE_SHIPPING', new: 'sum >= FREE_SHIPPING' },
    ],
  },
  {
    goal: 'Fix the failing Rust parser tests', agentName: 'rust_agent', command: 'cargo test -p parser', file: 'parser/src/lexer.rs', total: 57, fails: [6, 4, 2, 1, 0],
    edits: [
      { why: 'Escaped quotes end the string token early; handling backslash escapes in the string state.', old: "'\"' => break,", new: "'\\\\' => { chars.next(); }\n'\"' => break," },
      { why: 'Numbers with exponents are split into two tokens; extending the number scanner to accept e/E.', old: "c.is_ascii_digit() || c == '.'", new: "c.is_ascii_digit() || c == '.' || c == 'e' || c == 'E'" },
      { why: 'Line numbers are off by one after CRLF; counting \\r\\n as one newline.', old: "if c == '\\n' { line += 1 }", new: "if c == '\\n' || (c == '\\r' && peek != '\\n') { line += 1 }" },
      { why: 'Remaining failure is the empty input case: return Eof instead of panicking.', old: 'let c = chars.next().unwrap();', new: 'let Some(c) = chars.next() else { return Token::Eof };' },
    ],
  },
  {
    goal: 'Make the CSV export tests pass', agentName: 'backend_agent', command: 'go test ./export/...', file: 'export/csv.go', total: 18, fails: [5, 3, 1, 0],
    edits: [
      { why: 'Fields containing commas are not quoted; switching to encoding/csv for the writer.', old: 'strings.Join(fields, ",")', new: 'w.Write(fields)' },
      { why: 'The header row is missing now that the writer changed; writing it first.', old: 'for _, row := range rows {', new: 'w.Write(header)\nfor _, row := range rows {' },
      { why: 'Flush was never called, so the last rows are lost.', old: 'return nil', new: 'w.Flush()\nreturn w.Error()' },
    ],
  },
  {
    goal: 'Fix the failing permission checks in the admin API', agentName: 'coder', command: 'npm test -- admin/permissions', file: 'src/admin/permissions.ts', total: 42, fails: [8, 3, 1, 0],
    edits: [
      { why: 'Role inheritance is not transitive: editors inherit viewers, but admins do not get viewer rights. Walking the chain fixes five tests.', old: 'return ROLES[role].includes(p)', new: 'return expand(role).some((r) => ROLES[r].includes(p))' },
      { why: 'Deny rules must win over allow rules; two tests expect that.', old: 'if (allowed) return true', new: 'if (denied) return false\nif (allowed) return true' },
      { why: 'Wildcard resources like projects/* are compared literally; adding a glob match.', old: 'rule.resource === resource', new: 'minimatch(resource, rule.resource)' },
    ],
  },
  {
    goal: 'Get the Kotlin scheduler tests passing', agentName: 'android_agent', command: './gradlew :scheduler:test', file: 'scheduler/src/main/kotlin/Cron.kt', total: 27, fails: [4, 3, 1, 0],
    edits: [
      { why: 'Day-of-week 0 and 7 should both mean Sunday; mapping 7 to 0.', old: 'val dow = parts[4].toInt()', new: 'val dow = parts[4].toInt() % 7' },
      { why: 'Step values like */15 are parsed as a literal; adding step expansion.', old: 'listOf(field.toInt())', new: 'expandStep(field)' },
      { why: 'DST gap: the next run lands in a non-existent hour; skipping to the next valid instant.', old: 'return candidate', new: 'return zone.rules.isValidOffset(candidate) ? candidate : candidate.plusHours(1)' },
    ],
  },
]

const tddExec: Family = {
  family: 'tdd_exec_progress',
  isolates: 'the identical test command run after each distinct edit, its failure count falling each time (pid and duration vary)',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = TDD[i] as (typeof TDD)[number]
    const model = r.pick(MODEL_NAMES)
    const failing = s.fails
    const run = (fails: number) => ({
      exit_code: fails ? 1 : 0,
      stdout: fails ? `${fails} failed, ${s.total - fails} passed in ${(r.next() * 4 + 0.5).toFixed(2)}s` : `${s.total} passed in ${(r.next() * 4 + 0.5).toFixed(2)}s`,
      pid: r.int(1000, 65000),
      duration_ms: r.int(600, 8000),
    })
    const children: RowSpan[] = [llm('Running the tests first to see what fails.', model), tool('exec', { command: s.command }, run(failing[0] as number))]
    s.edits.forEach((e, k) => {
      children.push(llm(e.why, model))
      children.push(tool('edit_file', { path: s.file, old_str: e.old, new_str: e.new }, `Edited ${s.file}: 1 replacement`))
      children.push(tool('exec', { command: s.command }, run(failing[k + 1] as number)))
    })
    children.push(llm('All tests pass now.', model))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// tool_only_loop (loop; no reasoning recorded, so no reasoning to stagnate)
// ---------------------------------------------------------------------------

const toolOnlyLoop: Family = {
  family: 'tool_only_loop',
  isolates: 'a tool loop in a trace that recorded no model text at all (tool and retriever spans only): a loop, but no reasoning to stagnate',
  loop: true,
  stagnation: false,
  make(r, i) {
    const n = r.int(6, 9)
    const children: RowSpan[] = []
    let goal = ''
    let name = 'agent'
    if (i === 0) {
      goal = 'Get a shipping quote for a 12 kg parcel from Leeds to Lyon'
      name = 'shipping_agent'
      for (let k = 0; k < n; k++) children.push(tool('get_shipping_quote', { from: 'LS1 4AP', to: '69002', weight_kg: 12 }, { error: 'carrier_unavailable', carrier: 'dpd' }))
    } else if (i === 1) {
      goal = 'Answer: what is our refund window for annual plans?'
      name = 'support_rag'
      const docs = [{ id: 'kb-118', title: 'Refunds for monthly plans', score: 0.71 }, { id: 'kb-090', title: 'Changing your billing email', score: 0.44 }]
      for (let k = 0; k < n; k++) children.push({ type: 'retriever', name: 'vector_store', input: { query: 'refund window annual plan', top_k: 2 }, output: docs, children: [] })
    } else if (i === 2) {
      goal = 'Scrape the pricing table from the vendor site'
      name = 'scraper'
      for (let k = 0; k < Math.ceil(n / 2); k++) {
        children.push(tool('browser_navigate', { url: 'https://vendor.example/pricing' }, { title: 'Pricing', status: 200 }))
        children.push(tool('browser_extract', { selector: 'table.pricing' }, { rows: [] }))
      }
    } else if (i === 3) {
      goal = 'Reserve a meeting room for Thursday 3pm'
      name = 'calendar_agent'
      for (let k = 0; k < n; k++) children.push(tool('book_room', { room: 'Orion', start: '2025-06-12T15:00', minutes: 60 }, { ok: false, reason: 'conflict', conflicting_event: 'evt_77a1' }))
    } else if (i === 4) {
      goal = 'Sync the product catalogue to the storefront'
      name = 'sync_worker'
      for (let k = 0; k < 3; k++) {
        children.push(tool('fetch_catalogue', { source: 'pim', since: '2025-06-01' }, { items: 0 }))
        children.push(tool('diff_catalogue', { target: 'storefront' }, { added: 0, removed: 0, changed: 0 }))
        children.push(tool('push_catalogue', { target: 'storefront', dry_run: false }, { pushed: 0 }))
      }
    } else {
      goal = 'Look up the customer record for order 88213'
      name = 'crm_lookup'
      for (let k = 0; k < n; k++) children.push(tool('crm_get_customer', JSON.stringify({ order_id: 88213 }), ''))
    }
    return { goal, root: agent(name, goal, children) }
  },
}

export const retryFamilies: Family[] = [retryRecovers, cosmeticRetry, terseRetries, execVolatile, tddExec, toolOnlyLoop]
