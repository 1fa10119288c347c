// File and plan work: re-reading a file between distinct edits, incremental
// edits to one file, reading a file in 40-line pages (once, or wrapping around
// and starting over), plan updates that only reword the plan vs. plans that
// advance with the work, and the same message sent again and again with a
// fresh message id each time.
import { agent, Clock, llm, MODEL_NAMES, Rng, tool, type Family, type RowSpan } from '../lib.js'

// ---------------------------------------------------------------------------
// reread_between_edits (healthy)
// ---------------------------------------------------------------------------

interface EvolvingFile {
  goal: string
  agentName: string
  path: string
  lines: string[]
  edits: Array<{ why: string; at: number; insert: string[] }>
}

const EVOLVING: EvolvingFile[] = [
  {
    goal: 'Add the three new reporting routes to the Flask app',
    agentName: 'backend_agent',
    path: 'app/routes.py',
    lines: ['from flask import Blueprint', 'from .views import reports', '', "bp = Blueprint('reports', __name__)", '', "bp.add_url_rule('/reports', view_func=reports.index)"],
    edits: [
      { why: 'Adding the monthly summary route after the index route.', at: 6, insert: ["bp.add_url_rule('/reports/monthly', view_func=reports.monthly)"] },
      { why: 'The export route needs POST only; adding it with methods set.', at: 7, insert: ["bp.add_url_rule('/reports/export', view_func=reports.export, methods=['POST'])"] },
      { why: 'Last, the per-customer route with a converter for the id.', at: 8, insert: ["bp.add_url_rule('/reports/customer/<int:cid>', view_func=reports.customer)"] },
    ],
  },
  {
    goal: 'Document the new CLI flags in the README',
    agentName: 'docs_agent',
    path: 'README.md',
    lines: ['# acme-sync', '', 'Sync files to Acme storage.', '', '## Usage', '', '    acme-sync <src> <bucket>'],
    edits: [
      { why: 'Adding an Options heading with the --dry-run flag.', at: 7, insert: ['', '## Options', '', '- `--dry-run`: print what would be uploaded without uploading.'] },
      { why: 'Adding --exclude under the same heading.', at: 11, insert: ['- `--exclude <glob>`: skip matching files; may be repeated.'] },
      { why: 'Adding --concurrency with its default.', at: 12, insert: ['- `--concurrency <n>`: parallel uploads (default 8).'] },
      { why: 'Finishing with an example that combines the flags.', at: 13, insert: ['', '## Example', '', "    acme-sync ./site my-bucket --exclude '*.map' --concurrency 16"] },
    ],
  },
  {
    goal: 'Add lint, test and release targets to the Makefile',
    agentName: 'devops_agent',
    path: 'Makefile',
    lines: ['.PHONY: build', '', 'build:', '\tgo build ./...'],
    edits: [
      { why: 'Adding the lint target using golangci-lint.', at: 4, insert: ['', 'lint:', '\tgolangci-lint run'] },
      { why: 'Adding test with the race detector.', at: 7, insert: ['', 'test:', '\tgo test -race ./...'] },
      { why: 'Adding release, depending on lint and test, and updating .PHONY.', at: 10, insert: ['', 'release: lint test', '\tgoreleaser release --clean'] },
    ],
  },
]

const SPEC_STYLE: Array<{ goal: string; agentName: string; spec: string; specText: string; edits: Array<{ why: string; path: string; old: string; new: string }> }> = [
  {
    goal: 'Implement the three endpoints described in the API spec',
    agentName: 'backend_agent',
    spec: 'docs/api-spec.md',
    specText: '## GET /v2/projects\nReturns projects, paginated by cursor.\n## POST /v2/projects\nCreates a project; name required, 3-64 chars.\n## DELETE /v2/projects/:id\nSoft-deletes; returns 204.',
    edits: [
      { why: 'Implementing GET /v2/projects with cursor pagination.', path: 'src/routes/projects/list.ts', old: '// TODO', new: 'export const list = paginate(db.projects)' },
      { why: 'Implementing POST with the 3-64 character name validation from the spec.', path: 'src/routes/projects/create.ts', old: '// TODO', new: 'const schema = z.object({ name: z.string().min(3).max(64) })' },
      { why: 'Implementing the soft delete that returns 204.', path: 'src/routes/projects/delete.ts', old: '// TODO', new: 'await db.projects.update(id, { deletedAt: now() }); res.status(204).end()' },
    ],
  },
  {
    goal: 'Bring the four form components in line with the design system guide',
    agentName: 'frontend_agent',
    spec: 'docs/design-system.md',
    specText: 'Inputs: 40px height, 8px radius, label above. Errors: red-600 text below the field. Buttons: primary = brand-600, secondary = outline. Spacing: 16px between fields.',
    edits: [
      { why: 'TextField: label above and 40px height, per the guide.', path: 'src/components/TextField.tsx', old: 'h-9 rounded', new: 'h-10 rounded-lg' },
      { why: 'Select: same sizing rule, plus the error text style.', path: 'src/components/Select.tsx', old: 'text-red-500', new: 'text-red-600' },
      { why: 'Button: primary colour token from the guide.', path: 'src/components/Button.tsx', old: 'bg-blue-600', new: 'bg-brand-600' },
      { why: 'FormRow: 16px spacing between fields.', path: 'src/components/FormRow.tsx', old: 'gap-3', new: 'gap-4' },
    ],
  },
  {
    goal: 'Write the three migrations listed in the migration plan',
    agentName: 'db_agent',
    spec: 'docs/migration-plan.md',
    specText: '1. Add tenant_id (nullable) to orders, invoices.\n2. Backfill tenant_id from accounts in batches of 10k.\n3. Make tenant_id NOT NULL and add an index.',
    edits: [
      { why: 'Migration 1: the nullable tenant_id columns.', path: 'migrations/0041_add_tenant_id.sql', old: '', new: 'ALTER TABLE orders ADD COLUMN tenant_id uuid;\nALTER TABLE invoices ADD COLUMN tenant_id uuid;' },
      { why: 'Migration 2: batched backfill, 10k rows at a time as the plan says.', path: 'migrations/0042_backfill_tenant_id.sql', old: '', new: 'UPDATE orders o SET tenant_id = a.tenant_id FROM accounts a WHERE o.account_id = a.id AND o.id IN (SELECT id FROM orders WHERE tenant_id IS NULL LIMIT 10000);' },
      { why: 'Migration 3: NOT NULL plus the index.', path: 'migrations/0043_tenant_id_not_null.sql', old: '', new: 'ALTER TABLE orders ALTER COLUMN tenant_id SET NOT NULL;\nCREATE INDEX CONCURRENTLY idx_orders_tenant ON orders(tenant_id);' },
    ],
  },
]

const rereadBetweenEdits: Family = {
  family: 'reread_between_edits',
  isolates: 'the same file read again between distinct edits (either the edited file, whose content changes, or an unchanged spec consulted before each edit)',
  loop: false,
  stagnation: false,
  make(r, i) {
    const m = r.pick(MODEL_NAMES)
    const children: RowSpan[] = []
    if (i % 2 === 0) {
      const s = EVOLVING[i / 2] as EvolvingFile
      const lines = [...s.lines]
      children.push(llm(`Reading ${s.path} to see its current state.`, m))
      children.push(tool('read_file', { path: s.path }, lines.join('\n')))
      s.edits.forEach((e, k) => {
        children.push(llm(e.why, m))
        const anchor = lines[e.at - 1] ?? ''
        children.push(tool('edit_file', { path: s.path, old_str: anchor, new_str: [anchor, ...e.insert].join('\n') }, `Edited ${s.path}`))
        lines.splice(e.at, 0, ...e.insert)
        if (k < s.edits.length - 1 || r.chance(0.5)) {
          children.push(llm(`Re-reading ${s.path} to confirm the edit landed where I expected.`, m))
          children.push(tool('read_file', { path: s.path }, lines.join('\n')))
        }
      })
      children.push(llm(`${s.path} now has all the changes.`, m))
      return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
    }
    const s = SPEC_STYLE[(i - 1) / 2] as (typeof SPEC_STYLE)[number]
    s.edits.forEach((e, k) => {
      children.push(llm(k === 0 ? `Reading ${s.spec} first.` : `Checking ${s.spec} again for the next requirement.`, m))
      children.push(tool('read_file', { path: s.spec }, s.specText))
      children.push(llm(e.why, m))
      children.push(tool(e.old ? 'edit_file' : 'write_file', e.old ? { path: e.path, old_str: e.old, new_str: e.new } : { path: e.path, content: e.new }, e.old ? `Edited ${e.path}` : `Created ${e.path}`))
    })
    children.push(tool('run_tests', { changed: true }, `${r.int(20, 80)} passed`))
    children.push(llm('Everything in the spec is implemented and the tests pass.', m))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// incremental_edits_one_file (healthy)
// ---------------------------------------------------------------------------

const INCREMENTAL: Array<{ goal: string; agentName: string; path: string; check: string; pieces: Array<{ why: string; code: string }> }> = [
  {
    goal: 'Write a small money utility module with tests',
    agentName: 'coder',
    path: 'src/lib/money.ts',
    check: 'npx tsc --noEmit src/lib/money.ts',
    pieces: [
      { why: 'Starting with the Money type and a constructor from cents.', code: 'export type Money = { cents: number; currency: string }\nexport const fromCents = (cents: number, currency = "EUR"): Money => ({ cents, currency })' },
      { why: 'Adding add(), refusing mixed currencies.', code: 'export function add(a: Money, b: Money): Money {\n  if (a.currency !== b.currency) throw new Error("currency mismatch")\n  return { cents: a.cents + b.cents, currency: a.currency }\n}' },
      { why: 'Adding allocate() to split an amount without losing cents.', code: 'export function allocate(m: Money, parts: number): Money[] {\n  const base = Math.floor(m.cents / parts), rest = m.cents % parts\n  return Array.from({ length: parts }, (_, i) => fromCents(base + (i < rest ? 1 : 0), m.currency))\n}' },
      { why: 'Adding format() with Intl.NumberFormat.', code: 'export const format = (m: Money, locale = "en-GB") => new Intl.NumberFormat(locale, { style: "currency", currency: m.currency }).format(m.cents / 100)' },
    ],
  },
  {
    goal: 'Build the nginx config for the new app, step by step',
    agentName: 'ops_agent',
    path: '/etc/nginx/sites-available/app.conf',
    check: 'nginx -t',
    pieces: [
      { why: 'Server block with the hostname and HTTP to HTTPS redirect.', code: 'server { listen 80; server_name app.example.com; return 301 https://$host$request_uri; }' },
      { why: 'The TLS server block with the certificate paths.', code: 'server { listen 443 ssl http2; server_name app.example.com; ssl_certificate /etc/letsencrypt/live/app/fullchain.pem; ssl_certificate_key /etc/letsencrypt/live/app/privkey.pem; }' },
      { why: 'Proxying / to the Node app on 3000 with the forwarding headers.', code: 'location / { proxy_pass http://127.0.0.1:3000; proxy_set_header Host $host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; }' },
      { why: 'Serving /static directly with long cache headers.', code: 'location /static/ { alias /srv/app/static/; expires 30d; add_header Cache-Control "public, immutable"; }' },
      { why: 'Enabling gzip for text assets.', code: 'gzip on; gzip_types text/css application/javascript application/json image/svg+xml;' },
    ],
  },
  {
    goal: 'Write the GitHub Actions workflow for build, test and deploy',
    agentName: 'ci_agent',
    path: '.github/workflows/ci.yml',
    check: 'actionlint .github/workflows/ci.yml',
    pieces: [
      { why: 'Triggers: pushes to main and pull requests.', code: 'on:\n  push: { branches: [main] }\n  pull_request: {}' },
      { why: 'The build job with Node 20 and caching.', code: 'jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with: { node-version: 20, cache: npm }\n      - run: npm ci && npm run build' },
      { why: 'A test job depending on build.', code: '  test:\n    needs: build\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test' },
      { why: 'Deploy job only on main, after tests.', code: "  deploy:\n    if: github.ref == 'refs/heads/main'\n    needs: test\n    runs-on: ubuntu-latest\n    steps:\n      - run: ./scripts/deploy.sh" },
    ],
  },
  {
    goal: 'Write the SQL view for the monthly revenue dashboard',
    agentName: 'analytics_engineer',
    path: 'models/monthly_revenue.sql',
    check: 'dbt compile --select monthly_revenue',
    pieces: [
      { why: 'Base CTE with paid invoices only.', code: "WITH paid AS (SELECT * FROM invoices WHERE status = 'paid')" },
      { why: 'Converting to EUR with the daily rates.', code: ', eur AS (SELECT p.*, p.amount * r.rate AS amount_eur FROM paid p JOIN fx_rates r ON r.day = p.paid_at::date AND r.currency = p.currency)' },
      { why: 'Subtracting refunds issued in the same month.', code: ', net AS (SELECT e.*, e.amount_eur - coalesce(rf.amount_eur, 0) AS net_eur FROM eur e LEFT JOIN refunds_eur rf ON rf.invoice_id = e.id)' },
      { why: 'Final monthly aggregation by plan.', code: "SELECT date_trunc('month', paid_at) AS month, plan, sum(net_eur) AS revenue FROM net GROUP BY 1, 2" },
    ],
  },
  {
    goal: 'Write the Dockerfile for the Python API',
    agentName: 'devops_agent',
    path: 'Dockerfile',
    check: 'hadolint Dockerfile',
    pieces: [
      { why: 'Builder stage with the slim Python image.', code: 'FROM python:3.12-slim AS builder\nWORKDIR /app' },
      { why: 'Installing dependencies into a virtualenv in the builder.', code: 'COPY requirements.txt .\nRUN python -m venv /venv && /venv/bin/pip install -r requirements.txt' },
      { why: 'Runtime stage copying only the venv and the source.', code: 'FROM python:3.12-slim\nCOPY --from=builder /venv /venv\nCOPY app/ /app/app/' },
      { why: 'Non-root user and the start command.', code: 'RUN useradd -r api\nUSER api\nCMD ["/venv/bin/uvicorn", "app.main:app", "--host", "0.0.0.0"]' },
      { why: 'A healthcheck against /health.', code: 'HEALTHCHECK CMD python -c "import urllib.request; urllib.request.urlopen(\'http://localhost:8000/health\')"' },
    ],
  },
  {
    goal: 'Write the retry helper with exponential backoff and its edge cases',
    agentName: 'coder',
    path: 'pkg/retry/retry.go',
    check: 'go vet ./pkg/retry',
    pieces: [
      { why: 'Package, options struct and defaults.', code: 'package retry\n\ntype Options struct { Attempts int; Base, Max time.Duration }\n\nvar Default = Options{Attempts: 5, Base: 100 * time.Millisecond, Max: 5 * time.Second}' },
      { why: 'The Do loop that calls fn until success or attempts run out.', code: 'func Do(ctx context.Context, o Options, fn func() error) error {\n\tvar err error\n\tfor i := 0; i < o.Attempts; i++ {\n\t\tif err = fn(); err == nil { return nil }\n\t\tsleep(ctx, backoff(o, i))\n\t}\n\treturn err\n}' },
      { why: 'backoff() with full jitter, capped at Max.', code: 'func backoff(o Options, i int) time.Duration {\n\td := o.Base << i\n\tif d > o.Max { d = o.Max }\n\treturn time.Duration(rand.Int63n(int64(d)))\n}' },
      { why: 'Respecting context cancellation while sleeping.', code: 'func sleep(ctx context.Context, d time.Duration) { select { case <-ctx.Done(): case <-time.After(d): } }' },
      { why: 'Permanent errors should not be retried; adding a wrapper type.', code: 'type permanent struct{ error }\nfunc Permanent(err error) error { return permanent{err} }' },
    ],
  },
]

const incrementalEdits: Family = {
  family: 'incremental_edits_one_file',
  isolates: 'four or five successive edits to one file, each adding different content (full-content writes or str_replace edits), with an occasional check',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = INCREMENTAL[i] as (typeof INCREMENTAL)[number]
    const m = r.pick(MODEL_NAMES)
    const children: RowSpan[] = []
    const parts: string[] = []
    s.pieces.forEach((p, k) => {
      children.push(llm(p.why, m))
      const prev = parts.join('\n\n')
      parts.push(p.code)
      if (i % 2 === 0) children.push(tool('write_file', { path: s.path, content: parts.join('\n\n') }, `wrote ${parts.join('\n\n').length} bytes`))
      else children.push(tool('str_replace_editor', { command: k === 0 ? 'create' : 'str_replace', path: s.path, ...(k === 0 ? { file_text: p.code } : { old_str: prev.slice(-40), new_str: prev.slice(-40) + '\n\n' + p.code }) }, k === 0 ? `File created successfully at: ${s.path}` : `The file ${s.path} has been edited.`))
      if (k === 1 || (k === s.pieces.length - 1 && r.chance(0.7))) children.push(tool('exec', { command: s.check }, { exit_code: 0, stdout: k === 1 ? 'ok' : 'ok (no issues)' }))
    })
    children.push(llm(`${s.path} is complete.`, m))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// Paged reads
// ---------------------------------------------------------------------------

const CODE_WORDS = ['const', 'return', 'if', 'await', 'items', 'config', 'user', 'order', 'result', 'value', 'total', 'error', 'logger', 'cache', 'map', 'filter', 'id', 'payload', 'options', 'retry']

function fakeFile(r: Rng, n: number): string[] {
  const out: string[] = []
  for (let k = 0; k < n; k++) {
    const indent = '  '.repeat(r.int(0, 3))
    const words = Array.from({ length: r.int(2, 7) }, () => r.pick(CODE_WORDS))
    out.push(`${indent}${words.join(' ')}${r.pick([';', '', ' {', '}', ','])}`)
  }
  return out
}

const PAGED_FILES = [
  { path: 'src/services/order_service.ts', tool: 'read_file', args: (p: string, a: number, n: number) => ({ path: p, offset: a, limit: n }), goal: 'Find where order totals are rounded in the order service' },
  { path: 'legacy/billing/InvoiceEngine.java', tool: 'view', args: (p: string, a: number, n: number) => ({ path: p, view_range: [a, a + n - 1] }), goal: 'Work out how the legacy invoice engine computes late fees' },
  { path: 'app/models/subscription.rb', tool: 'read_file', args: (p: string, a: number, n: number) => ({ path: p, start_line: a, end_line: a + n - 1 }), goal: 'Explain the subscription renewal logic' },
  { path: 'internal/scheduler/cron.go', tool: 'read_file', args: (p: string, a: number, n: number) => ({ file: p, offset: a, limit: n }), goal: 'Find why cron jobs run twice after a DST change' },
  { path: 'server/routes/admin.py', tool: 'read_lines', args: (p: string, a: number, n: number) => ({ path: p, start: a, count: n }), goal: 'List every admin endpoint and its permission check' },
  { path: 'src/parser/grammar.c', tool: 'read_file', args: (p: string, a: number, n: number) => ({ path: p, offset: a, limit: n }), goal: 'Find where the parser handles escaped quotes' },
]

function page(lines: string[], a: number, n: number): string {
  return lines.slice(a - 1, a - 1 + n).map((l, k) => `${String(a + k).padStart(4)}\t${l}`).join('\n')
}

const pagedWrap: Family = {
  family: 'paged_read_wraparound',
  isolates: 'one file read in 40-line pages to the end, then from line 1 again and through again (1.5 to 2.5 sweeps), never acting on it',
  loop: true,
  stagnation: true,
  make(r, i) {
    const f = PAGED_FILES[i] as (typeof PAGED_FILES)[number]
    const m = r.pick(MODEL_NAMES)
    const n = 40
    const total = r.int(4, 6) * n
    const lines = fakeFile(r, total)
    const pages = total / n
    const reads = Math.floor(pages * (1.5 + r.next()))
    const children: RowSpan[] = []
    for (let k = 0; k < reads; k++) {
      const a = (k % pages) * n + 1
      if (i % 2 === 0 || k % pages === 0) children.push(llm(k % pages === 0 ? `Reading ${f.path} from the top.` : `Reading lines ${a}-${a + n - 1} of ${f.path}.`, m))
      children.push(tool(f.tool, f.args(f.path, a, n), page(lines, a, n)))
    }
    return { goal: f.goal, root: agent('code_reader', f.goal, children) }
  },
}

const pagedSingle: Family = {
  family: 'paged_read_single_sweep',
  isolates: 'one file read once in 40-line pages from top to bottom, then acted on',
  loop: false,
  stagnation: false,
  make(r, i) {
    const f = PAGED_FILES[(i + 2) % PAGED_FILES.length] as (typeof PAGED_FILES)[number]
    const m = r.pick(MODEL_NAMES)
    const n = 40
    const total = r.int(4, 6) * n
    const lines = fakeFile(r, total)
    const children: RowSpan[] = []
    for (let a = 1; a <= total; a += n) {
      if (i % 2 === 0 || a === 1) children.push(llm(a === 1 ? `Reading ${f.path} from the top.` : `Reading lines ${a}-${a + n - 1} of ${f.path}.`, m))
      children.push(tool(f.tool, f.args(f.path, a, n), page(lines, a, n)))
    }
    const at = r.int(2, total - 1)
    children.push(llm(`Found it around line ${at}: that block is what the question is about. Summarising what it does.`, m))
    if (i % 3 === 0) children.push(tool('edit_file', { path: f.path, old_str: lines[at - 1], new_str: `${lines[at - 1]} // reviewed` }, `Edited ${f.path}`))
    return { goal: f.goal, root: agent('code_reader', f.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// update_plan churn (loop) and progress (healthy)
// ---------------------------------------------------------------------------

const PLANS: Array<{ goal: string; agentName: string; wordings: string[][] }> = [
  {
    goal: 'Add rate limiting to the public API',
    agentName: 'coder',
    wordings: [
      ['Inspect current middleware', 'Implement token bucket limiter', 'Wire limiter into router', 'Add tests'],
      ['Review existing middleware stack', 'Write a token-bucket rate limiter', 'Register the limiter on the router', 'Cover with tests'],
      ['Look at the middleware chain', 'Build the rate limiter (token bucket)', 'Hook limiter into routes', 'Write unit tests'],
      ['Audit middleware', 'Create limiter using token bucket', 'Attach to router', 'Test the limiter'],
      ['Examine current middleware setup', 'Implement rate limiting logic', 'Integrate with the router', 'Add test coverage'],
      ['Check middleware order', 'Token bucket implementation', 'Router integration', 'Tests'],
      ['Survey middleware', 'Limiter implementation', 'Wire into API router', 'Testing'],
    ],
  },
  {
    goal: 'Migrate the user settings page to the new design',
    agentName: 'frontend_agent',
    wordings: [
      ['Audit current settings page', 'Map components to design system', 'Rebuild layout', 'Visual QA'],
      ['Review the existing settings UI', 'Match components with the design system', 'Recreate the layout', 'QA against mocks'],
      ['Inventory settings page components', 'Find design-system equivalents', 'Implement the new layout', 'Compare with Figma'],
      ['Examine settings page', 'Component mapping', 'Layout rebuild', 'Design QA'],
      ['Look through current settings screen', 'Decide which DS components to use', 'Build new layout', 'Check visuals'],
      ['Settings page audit', 'DS component mapping', 'New layout', 'Visual review'],
      ['Go over the settings page', 'Pick design system parts', 'Lay out the new page', 'Final visual check'],
    ],
  },
  {
    goal: 'Set up nightly database backups to S3',
    agentName: 'ops_agent',
    wordings: [
      ['Check database size and access', 'Write backup script', 'Schedule with cron', 'Test restore'],
      ['Confirm DB access and size', 'Create the pg_dump script', 'Add a cron schedule', 'Verify a restore'],
      ['Gather DB details', 'Script the backup to S3', 'Schedule nightly', 'Restore test'],
      ['Inspect database and credentials', 'Backup script', 'Cron entry', 'Restore drill'],
      ['Look at DB size/permissions', 'Write dump-and-upload script', 'Nightly scheduling', 'Check restore works'],
      ['DB access check', 'Backup script authoring', 'Scheduling', 'Restore verification'],
      ['Verify access to the database', 'Implement S3 backup script', 'Configure cron', 'Perform test restore'],
    ],
  },
  {
    goal: 'Write the quarterly security review report',
    agentName: 'security_agent',
    wordings: [
      ['Collect vulnerability scan results', 'Summarise incidents', 'List open findings', 'Draft report'],
      ['Gather scan results', 'Summarise the quarter\'s incidents', 'Enumerate open findings', 'Write the draft'],
      ['Pull vulnerability scans', 'Incident summary', 'Open findings list', 'Report draft'],
      ['Fetch scanner output', 'Describe incidents', 'Catalogue open findings', 'Compose report'],
      ['Get scan data', 'Write up incidents', 'Track open findings', 'Produce draft'],
      ['Scan results collection', 'Incident recap', 'Findings inventory', 'Drafting'],
      ['Retrieve vuln scans', 'Recap incidents', 'Open issues list', 'Draft the review'],
    ],
  },
  {
    goal: 'Reduce the Docker image size of the web service',
    agentName: 'devops_agent',
    wordings: [
      ['Measure current image size', 'Switch to multi-stage build', 'Trim dependencies', 'Verify image works'],
      ['Check image size now', 'Introduce a multi-stage Dockerfile', 'Remove unneeded deps', 'Smoke test the image'],
      ['Get baseline size', 'Multi-stage build', 'Prune dependencies', 'Validate the image'],
      ['Record the current size', 'Refactor to multi-stage', 'Slim down packages', 'Run the container to verify'],
      ['Baseline measurement', 'Multi-stage refactor', 'Dependency trimming', 'Verification'],
      ['Inspect image layers', 'Use builder stage', 'Cut dev dependencies', 'Confirm it runs'],
      ['Size check', 'Build stages', 'Dependency cleanup', 'Check container'],
    ],
  },
  {
    goal: 'Add a CSV import for contacts',
    agentName: 'coder',
    wordings: [
      ['Define CSV format', 'Write parser', 'Add upload endpoint', 'Handle errors'],
      ['Specify the CSV columns', 'Implement the parser', 'Create the upload endpoint', 'Error handling'],
      ['Decide on CSV schema', 'Parse CSV rows', 'Endpoint for uploads', 'Report bad rows'],
      ['CSV format definition', 'Parser implementation', 'Upload API', 'Validation errors'],
      ['Agree the column format', 'Build CSV parsing', 'Expose an upload route', 'Deal with errors'],
      ['Columns and format', 'Parsing', 'Endpoint', 'Errors'],
      ['Write CSV spec', 'Code the parser', 'Add API endpoint', 'Surface row errors'],
    ],
  },
]

const CHURN_LINES = ['Let me refine the plan before starting.', 'Updating the plan to be clearer.', 'Restructuring the plan slightly.', 'Tightening the wording of the plan.', 'Revising the plan once more.', 'Let me adjust the plan.', 'Polishing the plan.']

const updatePlanChurn: Family = {
  family: 'update_plan_churn',
  isolates: 'update_plan called five to seven times with the steps reworded each time and the same statuses, no real work in between',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = PLANS[i] as (typeof PLANS)[number]
    const m = r.pick(MODEL_NAMES)
    const n = r.int(5, 7)
    const children: RowSpan[] = []
    for (let k = 0; k < n; k++) {
      children.push(llm(CHURN_LINES[k] as string, m))
      const plan = (s.wordings[k] as string[]).map((step, j) => ({ step, status: j === 0 ? 'in_progress' : 'pending' }))
      const args = k % 2 === 1 ? { plan, explanation: 'Clarified step names.' } : { plan }
      children.push(tool('update_plan', args, i % 2 === 0 ? 'Plan updated' : { ok: true, plan_version: k + 1 }))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

type Call = { tool: string; args: Record<string, unknown>; result: unknown }
type PlanWork = (r: Rng) => Call[][]

const PLAN_WORK: PlanWork[] = [
  (r) => [
    [{ tool: 'read_file', args: { path: 'src/api/middleware/index.ts' }, result: 'export const chain = [cors(), auth(), json()]' }],
    [{ tool: 'write_file', args: { path: 'src/api/middleware/rateLimit.ts', content: 'export function rateLimit(opts) { /* token bucket per key */ }' }, result: 'written' }],
    [{ tool: 'edit_file', args: { path: 'src/api/middleware/index.ts', old_str: 'auth(), json()', new_str: 'auth(), rateLimit({ rps: 20 }), json()' }, result: 'Edited 1 occurrence' }],
    [{ tool: 'write_file', args: { path: 'test/rateLimit.test.ts', content: "it('returns 429 after the burst', ...)" }, result: 'written' }, { tool: 'run_tests', args: { suite: 'api' }, result: `${r.int(60, 120)} passed` }],
  ],
  (r) => [
    [{ tool: 'read_file', args: { path: 'src/pages/Settings.tsx' }, result: `${r.int(180, 320)} lines; uses LegacyPanel, LegacyInput, LegacyToggle` }],
    [{ tool: 'grep', args: { pattern: 'export (function|const) (Panel|Input|Toggle)', path: 'packages/design-system/src' }, result: 'Panel.tsx:3\nInput.tsx:5\nToggle.tsx:4' }],
    [{ tool: 'write_file', args: { path: 'src/pages/Settings.tsx', content: '<Panel><Input .../><Toggle .../></Panel>' }, result: 'written' }],
    [{ tool: 'visual_diff', args: { page: '/settings', baseline: 'figma:settings-v2' }, result: { mismatch_pct: 0.8 } }],
  ],
  (r) => [
    [{ tool: 'sql', args: { query: "SELECT pg_size_pretty(pg_database_size('app'))" }, result: `${r.int(8, 60)} GB` }],
    [{ tool: 'write_file', args: { path: '/usr/local/bin/pg-backup.sh', content: 'pg_dump -Fc app | aws s3 cp - s3://acme-backups/app/$(date +%F).dump' }, result: 'written' }],
    [{ tool: 'exec', args: { command: 'echo "15 2 * * * /usr/local/bin/pg-backup.sh" | crontab -' }, result: { exit_code: 0 } }],
    [{ tool: 'exec', args: { command: 'pg-backup.sh && pg_restore -d app_restore_test latest.dump' }, result: { exit_code: 0, stdout: 'restore ok' } }],
  ],
  (r) => [
    [{ tool: 'scanner_export', args: { tool: 'trivy', period: '2025-Q2' }, result: { critical: r.int(0, 3), high: r.int(5, 20) } }],
    [{ tool: 'incident_stats', args: { period: '2025-Q2', category: 'security' }, result: { incidents: r.int(1, 4) } }],
    [{ tool: 'jira_search', args: { jql: 'project = SEC AND status != Done' }, result: { total: r.int(6, 18) } }],
    [{ tool: 'docs_create', args: { title: 'Security review 2025-Q2', template: 'sec-review' }, result: { doc: 'doc_88a' } }],
  ],
  (r) => [
    [{ tool: 'exec', args: { command: 'docker image inspect web:latest --format {{.Size}}' }, result: { exit_code: 0, stdout: String(r.int(900, 1400) * 1e6) } }],
    [{ tool: 'write_file', args: { path: 'Dockerfile', content: 'FROM node:20 AS build\n...\nFROM node:20-slim\nCOPY --from=build /app/dist /app' }, result: 'written' }],
    [{ tool: 'edit_file', args: { path: 'package.json', old_str: '"puppeteer": "^22.0.0",', new_str: '' }, result: 'Edited' }],
    [{ tool: 'exec', args: { command: 'docker build -t web:slim . && docker run --rm web:slim node dist/health.js' }, result: { exit_code: 0, stdout: `healthy; image ${r.int(180, 260)}MB` } }],
  ],
  (r) => [
    [{ tool: 'write_file', args: { path: 'docs/contacts-csv.md', content: 'Columns: email (required), first_name, last_name, company, tags (semicolon-separated)' }, result: 'written' }],
    [{ tool: 'write_file', args: { path: 'src/import/parseContacts.ts', content: 'export function parseContacts(csv: string): Row[] { /* papaparse */ }' }, result: 'written' }],
    [{ tool: 'edit_file', args: { path: 'src/api/routes.ts', old_str: '// routes', new_str: "// routes\nrouter.post('/contacts/import', upload.single('file'), importContacts)" }, result: 'Edited' }],
    [{ tool: 'run_tests', args: { suite: 'import' }, result: `${r.int(10, 30)} passed` }],
  ],
]

const updatePlanProgress: Family = {
  family: 'update_plan_progress',
  isolates: 'update_plan called after each finished step, statuses advancing, with real work between the plan updates',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = PLANS[i] as (typeof PLANS)[number]
    const m = r.pick(MODEL_NAMES)
    const steps = s.wordings[0] as string[]
    const children: RowSpan[] = []
    const work = (PLAN_WORK[i] as PlanWork)(r)
    children.push(llm('Laying out the plan.', m))
    children.push(tool('update_plan', { plan: steps.map((step, j) => ({ step, status: j === 0 ? 'in_progress' : 'pending' })) }, 'Plan updated'))
    steps.forEach((st, j) => {
      children.push(llm(`Working on: ${st}.`, m))
      for (const w of work[j] ?? []) children.push(tool(w.tool, w.args, w.result))
      const plan = steps.map((step, q) => ({ step, status: q <= j ? 'completed' : q === j + 1 ? 'in_progress' : 'pending' }))
      children.push(tool('update_plan', { plan }, 'Plan updated'))
    })
    children.push(llm('All steps completed.', m))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// send_fresh_message_ids (loop)
// ---------------------------------------------------------------------------

const SENDS: Array<{ goal: string; agentName: string; tool: string; args: Record<string, unknown>; result: (r: Rng, c: Clock) => unknown }> = [
  { goal: 'Tell the #deploys channel that the release is done', agentName: 'release_bot', tool: 'slack_post_message', args: { channel: '#deploys', text: 'Release 4.12.1 is live in production.' }, result: (r, c) => ({ ok: true, channel: 'C024BE91L', ts: `${c.epoch()}.${r.int(100000, 999999)}` }) },
  { goal: 'Text the customer that their repair is ready for pickup', agentName: 'store_assistant', tool: 'send_sms', args: { to: '+351 912 345 678', body: 'Your laptop repair is ready for pickup at Rua Augusta 120.' }, result: (r) => ({ sid: `SM${r.hex(32)}`, status: 'queued' }) },
  { goal: 'Email the finance team the invoice approval request', agentName: 'ap_assistant', tool: 'send_email', args: { to: 'finance@acme.io', subject: 'Approval needed: INV-7781', body: 'Please approve supplier invoice INV-7781 (EUR 1,240.00).' }, result: (r, c) => ({ messageId: `<${r.hex(20)}@mail.acme.io>`, accepted: ['finance@acme.io'], sentAt: c.iso() }) },
  { goal: 'Ask the research agent for the competitor summary', agentName: 'coordinator', tool: 'sessions_send', args: { session: 'agent:research', message: 'Please send the competitor pricing summary when ready.' }, result: (r, c) => ({ delivered: true, runId: `run_${r.hex(10)}`, messageId: r.uuid(), ts: c.iso() }) },
  { goal: 'Notify the on-call engineer about the disk alert in Teams', agentName: 'alert_bot', tool: 'teams_send_message', args: { chat: 'oncall-sre', text: 'Disk usage on db-2 is at 93%.' }, result: (r, c) => ({ id: String(r.int(1e12, 9e12)), createdDateTime: c.iso() }) },
  { goal: 'Send the push notification about the flash sale', agentName: 'marketing_bot', tool: 'send_push', args: { segment: 'opted_in_eu', title: 'Flash sale', body: '30% off everything until midnight.' }, result: (r) => ({ notification_id: r.uuid(), recipients: 48211, idempotencyKey: r.hex(16) }) },
]

const SEND_LINES = [
  'Sending the message.',
  'I have not seen a delivery confirmation yet, so I will send it again.',
  'No reply or read receipt; sending it once more to be sure it arrived.',
  'It is unclear whether that went through. Resending.',
  'Still no confirmation. Sending the message again.',
  'Let me send it one more time to make sure.',
  'Resending in case the previous one was dropped.',
]

const sendFresh: Family = {
  family: 'send_fresh_message_ids',
  isolates: 'the same message sent to the same recipient five to seven times; each result carries a fresh message id or timestamp',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = SENDS[i] as (typeof SENDS)[number]
    const c = new Clock(r)
    const m = r.pick(MODEL_NAMES)
    const n = r.int(5, 7)
    const children: RowSpan[] = []
    for (let k = 0; k < n; k++) {
      children.push(llm(SEND_LINES[k] as string, m))
      c.tick(r.int(5, 90))
      children.push(tool(s.tool, s.args, s.result(r, c)))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

export const fileFamilies: Family[] = [rereadBetweenEdits, incrementalEdits, pagedWrap, pagedSingle, updatePlanChurn, updatePlanProgress, sendFresh]
