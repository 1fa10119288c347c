// Oscillations and cycles: two, three or four actions repeating in the same
// order with unchanged results; a setting flipped back and forth without
// learning anything; and, as a look-alike, one revert after a test run that
// reported something new.
import { agent, llm, MODEL_NAMES, tool, type Family, type RowSpan } from '../lib.js'

interface Step {
  tool: string
  args: Record<string, unknown>
  result: unknown
  lines: string[]
}

const ABA: Array<{ goal: string; agentName: string; a: Step; b: Step }> = [
  {
    goal: 'Buy the two items in my cart with the saved card',
    agentName: 'shopping_agent',
    a: { tool: 'browser_click', args: { text: 'Continue to payment' }, result: { url: 'https://shop.example/checkout/shipping', banner: 'Please select a delivery slot before continuing.' }, lines: ['Clicking "Continue to payment" to get to the card form.', 'Going forward to payment again.', 'Trying the continue button once more so I reach the payment page.'] },
    b: { tool: 'browser_navigate', args: { url: 'https://shop.example/cart' }, result: { url: 'https://shop.example/cart', text: 'Cart (2 items) · Subtotal €84.90 · Checkout' }, lines: ['Going back to the cart to make sure the items are still there.', 'Returning to the cart page to check the basket.', 'Back to the cart to confirm the two items.'] },
  },
  {
    goal: 'Find out why the orders-worker pod keeps restarting',
    agentName: 'k8s_agent',
    a: { tool: 'kubectl', args: { command: 'get pods -n shop -l app=orders-worker' }, result: 'NAME                             READY   STATUS             RESTARTS   AGE\norders-worker-6d9c7b7f4-2xkqp    0/1     CrashLoopBackOff   14         41m', lines: ['Listing the orders-worker pods to see their state.', 'Checking the pod status again.', 'Let me look at the pods once more.'] },
    b: { tool: 'kubectl', args: { command: 'logs -n shop deploy/orders-worker --tail=20' }, result: 'Error: environment variable STRIPE_WEBHOOK_SECRET is required\n    at loadConfig (/app/dist/config.js:22:11)', lines: ['Reading the latest worker logs.', 'Pulling the logs again to see the crash.', 'Checking the tail of the logs one more time.'] },
  },
  {
    goal: 'Check whether the hotfix commit is on main and ready to tag',
    agentName: 'release_agent',
    a: { tool: 'git', args: { args: ['status', '-sb'] }, result: '## main...origin/main [behind 3]', lines: ['Checking the branch status.', 'Looking at git status again.', 'Status once more.'] },
    b: { tool: 'git', args: { args: ['log', '-1', '--oneline'] }, result: '9f3e2a1 Merge pull request #402 from acme/deps-bump', lines: ['Checking the latest commit.', 'Looking at the last commit again.', 'Let me see the head commit once more.'] },
  },
  {
    goal: 'Add a rate limit to the upload handler',
    agentName: 'coder',
    a: { tool: 'list_dir', args: { path: 'src/handlers' }, result: ['auth.ts', 'download.ts', 'health.ts', 'index.ts'], lines: ['Looking at the handlers folder to find the upload handler.', 'Listing the handlers directory again.', 'Let me list src/handlers once more.'] },
    b: { tool: 'read_file', args: { path: 'src/handlers/index.ts' }, result: "export { auth } from './auth'\nexport { download } from './download'\nexport { health } from './health'\n", lines: ['Reading the index to see where handlers are registered.', 'Opening index.ts again to look for the upload route.', 'Re-reading the handler index.'] },
  },
  {
    goal: 'Move 500 EUR from savings to the current account if the balance allows',
    agentName: 'banking_assistant',
    a: { tool: 'get_balance', args: { account: 'savings' }, result: { account: 'savings', balance: 1204.33, currency: 'EUR', available: 0 }, lines: ['Checking the savings balance.', 'Looking at the savings balance again.', 'Re-checking savings.'] },
    b: { tool: 'list_pending_transfers', args: { account: 'savings' }, result: [], lines: ['Checking for pending transfers that might hold the funds.', 'Listing pending transfers again.', 'Checking pending transfers once more.'] },
  },
  {
    goal: 'Find the account of the customer who wrote from lea.martin@proton.me',
    agentName: 'support_agent',
    a: { tool: 'describe_table', args: { table: 'customers' }, result: { columns: ['id', 'email_hash', 'name', 'created_at'] }, lines: ['Checking the customers table schema.', 'Describing the customers table again.', 'Let me re-check the table columns.'] },
    b: { tool: 'sql', args: { query: "SELECT id, name FROM customers WHERE email = 'lea.martin@proton.me'" }, result: 'ERROR: column "email" does not exist', lines: ['Looking the customer up by email.', 'Querying by email again.', 'Running the email lookup once more.'] },
  },
]

const abaOscillation: Family = {
  family: 'aba_oscillation',
  isolates: 'two actions alternating A-B-A-B for three to five rounds with unchanged results, the reasoning alternating between two ideas',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = ABA[i] as (typeof ABA)[number]
    const model = r.pick(MODEL_NAMES)
    const rounds = r.int(3, 5)
    const verbatim = i % 2 === 0
    const children: RowSpan[] = []
    for (let k = 0; k < rounds; k++) {
      for (const st of [s.a, s.b]) {
        children.push(llm(verbatim ? (st.lines[0] as string) : (st.lines[k % st.lines.length] as string), model))
        children.push(tool(st.tool, st.args, st.result))
      }
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

const CYCLES: Array<{ goal: string; agentName: string; steps: Step[] }> = [
  {
    goal: 'Get the docs site building again',
    agentName: 'docs_agent',
    steps: [
      { tool: 'read_file', args: { path: 'mkdocs.yml' }, result: "site_name: Acme Docs\ntheme:\n  name: material\nplugins:\n  - search\n  - mermaid2\n", lines: ['Reading mkdocs.yml to check the plugin list.', 'Looking at the config again.', 'Re-reading mkdocs.yml.'] },
      { tool: 'bash', args: { command: 'mkdocs build --strict' }, result: "ERROR - Config value 'plugins': The \"mermaid2\" plugin is not installed", lines: ['Building the site.', 'Building again.', 'Running the build.'] },
      { tool: 'read_file', args: { path: 'site/build.log' }, result: 'INFO - Cleaning site directory\nERROR - Config value \'plugins\': The "mermaid2" plugin is not installed\nAborted with 1 configuration errors!', lines: ['Checking the build log for details.', 'Reading the log once more.', 'Looking at the build log again.'] },
    ],
  },
  {
    goal: 'Book the cheapest refundable flight from London to New York on 14 May with two seats together',
    agentName: 'travel_agent',
    steps: [
      { tool: 'search_flights', args: { from: 'LHR', to: 'JFK', date: '2025-05-14', passengers: 2 }, result: [{ flight: 'BA117', price: 612 }, { flight: 'VS3', price: 598 }, { flight: 'AA101', price: 640 }], lines: ['Searching LHR to JFK for 14 May.', 'Searching the flights again.', 'Running the flight search once more.'] },
      { tool: 'get_fare_rules', args: { flight: 'VS3', fare: 'economy-light' }, result: { refundable: false, change_fee: 90 }, lines: ['Checking whether the cheapest fare is refundable.', 'Checking the VS3 fare rules again.', 'Looking at the fare rules.'] },
      { tool: 'get_seat_map', args: { flight: 'VS3' }, result: { adjacent_pairs_available: 0 }, lines: ['Checking for two seats together.', 'Looking at the seat map again.', 'Checking seats once more.'] },
    ],
  },
  {
    goal: 'Explain why checkout latency went up after lunch',
    agentName: 'sre_agent',
    steps: [
      { tool: 'query_metrics', args: { query: 'histogram_quantile(0.99, checkout_latency_seconds)', range: '6h' }, result: { value: 2.31, unit: 's' }, lines: ['Checking the p99 latency.', 'Looking at p99 again.', 'Re-querying the latency.'] },
      { tool: 'get_alerts', args: { service: 'checkout' }, result: [{ name: 'CheckoutLatencyHigh', state: 'firing', since: '13:12Z' }], lines: ['Checking active alerts.', 'Looking at the alerts again.', 'Re-checking alerts.'] },
      { tool: 'describe_service', args: { cluster: 'prod', service: 'checkout' }, result: { running: 3, desired: 3, last_deploy: '2025-06-02T09:00Z' }, lines: ['Describing the service for recent changes.', 'Describing the service again.', 'Checking the service description.'] },
    ],
  },
  {
    goal: 'Find the pricing page of the vendor and capture the enterprise tier',
    agentName: 'research_agent',
    steps: [
      { tool: 'open_url', args: { url: 'https://vendor.example/' }, result: { title: 'Vendor — Home', text_chars: 5120 }, lines: ['Opening the vendor homepage.', 'Opening the homepage again.', 'Back to the homepage.'] },
      { tool: 'extract_links', args: { selector: 'nav a' }, result: ['/product', '/customers', '/blog', '/contact'], lines: ['Extracting the navigation links.', 'Extracting links again.', 'Looking at the nav links.'] },
      { tool: 'open_url', args: { url: 'https://vendor.example/product' }, result: { title: 'Vendor — Product', text_chars: 8804 }, lines: ['The product page may link to pricing; opening it.', 'Opening the product page again.', 'Checking the product page.'] },
    ],
  },
  {
    goal: 'Figure out why the payments-api deployment is not becoming ready',
    agentName: 'k8s_agent',
    steps: [
      { tool: 'kubectl', args: { command: 'get pods -n pay' }, result: 'payments-api-7c9f-abcde   0/1   Running   0   12m', lines: ['Listing pods.', 'Listing pods again.', 'Pods once more.'] },
      { tool: 'kubectl', args: { command: 'describe pod -n pay payments-api-7c9f-abcde' }, result: 'Readiness probe failed: HTTP probe failed with statuscode: 503', lines: ['Describing the pod.', 'Describing it again.', 'Describe once more.'] },
      { tool: 'kubectl', args: { command: 'get events -n pay --sort-by=.lastTimestamp' }, result: 'Warning  Unhealthy  pod/payments-api-7c9f-abcde  Readiness probe failed: HTTP probe failed with statuscode: 503', lines: ['Checking events.', 'Events again.', 'Looking at events.'] },
      { tool: 'kubectl', args: { command: 'logs -n pay payments-api-7c9f-abcde --tail=5' }, result: 'waiting for migrations lock...\nwaiting for migrations lock...', lines: ['Reading the logs.', 'Logs again.', 'Tail of the logs.'] },
    ],
  },
  {
    goal: 'Who owns the flaky test test_invoice_pdf_render and is there a ticket for it?',
    agentName: 'eng_assistant',
    steps: [
      { tool: 'jira_search', args: { jql: 'text ~ "test_invoice_pdf_render"' }, result: { total: 0, issues: [] }, lines: ['Searching Jira for the test name.', 'Searching Jira again.', 'Jira once more.'] },
      { tool: 'codeowners_lookup', args: { path: 'tests/invoices/test_pdf.py' }, result: { owners: [] }, lines: ['Checking CODEOWNERS for the test file.', 'Checking CODEOWNERS again.', 'Owner lookup again.'] },
      { tool: 'confluence_search', args: { query: 'invoice pdf render flaky' }, result: { results: [] }, lines: ['Searching Confluence.', 'Confluence again.', 'Searching the wiki once more.'] },
      { tool: 'slack_search', args: { query: 'test_invoice_pdf_render' }, result: { messages: { total: 0 } }, lines: ['Searching Slack.', 'Slack again.', 'Searching Slack once more.'] },
    ],
  },
]

const multiStepCycle: Family = {
  family: 'multi_step_cycle',
  isolates: 'a fixed cycle of three or four different actions (A-B-C-A-B-C, A-B-C-D-A-B-C-D) repeated three times with unchanged results',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = CYCLES[i] as (typeof CYCLES)[number]
    const model = r.pick(MODEL_NAMES)
    const rounds = 3
    const children: RowSpan[] = []
    for (let k = 0; k < rounds; k++) {
      s.steps.forEach((st, j) => {
        // Reasoning on every step in some traces, only at the start of each round in others.
        if (i % 2 === 0 || j === 0) children.push(llm(st.lines[k % st.lines.length] as string, model))
        children.push(tool(st.tool, st.args, st.result))
      })
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

interface FlipScenario {
  goal: string
  agentName: string
  write: (state: 0 | 1) => { tool: string; args: Record<string, unknown>; result: unknown }
  test: { tool: string; args: Record<string, unknown> }
  failure: string
  lines: [string[], string[]]
}

const FLIPS: FlipScenario[] = [
  {
    goal: 'Fix the production build of the dashboard app',
    agentName: 'frontend_agent',
    write: (s) => ({ tool: 'write_file', args: { path: '.nvmrc', content: s === 0 ? '18\n' : '20\n' }, result: 'wrote 3 bytes to .nvmrc' }),
    test: { tool: 'bash', args: { command: 'npm run build' } },
    failure: "src/pages/Home.tsx(4,24): error TS2307: Cannot find module '@acme/ui' or its corresponding type declarations.",
    lines: [
      ['Maybe the Node version is the culprit; pinning Node 18.', 'Going back to Node 18, it was probably the safer choice.', 'Switching to 18 again.'],
      ['Still failing on 18; switching to Node 20.', 'Node 20 then, perhaps the types need the newer runtime.', 'Trying 20 once more.'],
    ],
  },
  {
    goal: 'Get the reporting service connecting to Postgres again',
    agentName: 'dba_assistant',
    write: (s) => ({ tool: 'set_config', args: { service: 'postgres', key: 'max_connections', value: s === 0 ? 100 : 200 }, result: { applied: true, restart_required: true } }),
    test: { tool: 'exec', args: { command: 'systemctl restart reporting && reporting-cli ping-db' } },
    failure: 'FATAL:  role "reporting" does not exist',
    lines: [
      ['Lowering max_connections back to 100.', 'Back to 100 connections.', 'Setting 100 again.'],
      ['Maybe it is exhausting connections; raising max_connections to 200.', 'Trying 200 connections once more.', '200 again.'],
    ],
  },
  {
    goal: 'Make the checkout end-to-end suite pass',
    agentName: 'qa_agent',
    write: (s) => ({ tool: 'set_feature_flag', args: { flag: 'new_checkout', env: 'e2e', enabled: s === 0 }, result: { flag: 'new_checkout', enabled: s === 0 } }),
    test: { tool: 'run_e2e', args: { spec: 'checkout.spec.ts' } },
    failure: '1 failed: checkout.spec.ts › applies coupon SUMMER10 — Timeout 30000ms exceeded waiting for selector "[data-test=coupon-input]"',
    lines: [
      ['Turning the new checkout on; the coupon field may only exist there.', 'Enabling the new checkout again.', 'New checkout back on.'],
      ['Turning the new checkout off so the suite runs against the old flow.', 'Disabling it again, the old flow might be what the test expects.', 'Off again.'],
    ],
  },
  {
    goal: 'Resolve the dependency conflict so poetry can lock',
    agentName: 'python_agent',
    write: (s) => ({ tool: 'edit_file', args: { path: 'pyproject.toml', old_str: s === 0 ? 'urllib3 = ">=2"' : 'urllib3 = "<2"', new_str: s === 0 ? 'urllib3 = "<2"' : 'urllib3 = ">=2"' }, result: 'Edited pyproject.toml: 1 replacement' }),
    test: { tool: 'bash', args: { command: 'poetry lock --no-update' } },
    failure: 'Because acme-sdk (2.1.0) depends on httpx (>=0.27,<0.28) and no versions of acme-sdk match >2.1.0,<3.0.0, acme-sdk (>=2.1.0,<3.0.0) requires httpx (>=0.27,<0.28).\nSo, because reports depends on both acme-sdk (^2.1.0) and httpx (0.25.2), version solving failed.',
    lines: [
      ['Pinning urllib3 below 2 to relax the resolver.', 'Back to urllib3 <2.', 'urllib3 <2 again.'],
      ['That did not help; allowing urllib3 2 instead.', 'Letting urllib3 go to 2 again.', 'urllib3 >=2 once more.'],
    ],
  },
  {
    goal: 'Fix the TypeScript compile error in the API server',
    agentName: 'backend_agent',
    write: (s) => ({ tool: 'write_file', args: { path: 'tsconfig.json', content: JSON.stringify({ compilerOptions: { target: 'es2022', module: s === 0 ? 'esnext' : 'commonjs', strict: true, outDir: 'dist' } }, null, 2) }, result: 'ok' }),
    test: { tool: 'bash', args: { command: 'npx tsc --noEmit' } },
    failure: "src/server.ts(1,8): error TS1259: Module '\"express\"' can only be default-imported using the 'esModuleInterop' flag",
    lines: [
      ['Switching module to esnext.', 'esnext again then.', 'Back to esnext.'],
      ['Trying commonjs modules instead.', 'commonjs once more.', 'Back to commonjs.'],
    ],
  },
  {
    goal: 'Stop the 502 errors on the /reports endpoint',
    agentName: 'ops_agent',
    write: (s) => ({ tool: 'write_file', args: { path: '/etc/nginx/conf.d/timeouts.conf', content: `proxy_read_timeout ${s === 0 ? '60s' : '120s'};\n` }, result: 'written' }),
    test: { tool: 'bash', args: { command: 'nginx -s reload && curl -s -o /dev/null -w "%{http_code}" https://app.internal/reports' } },
    failure: '502',
    lines: [
      ['Setting the proxy read timeout to 60s.', 'Back to 60 seconds.', '60s again.'],
      ['Maybe the upstream is just slow; raising it to 120s.', '120s again.', 'Raising to 120s once more.'],
    ],
  },
]

const configFlip: Family = {
  family: 'config_flip',
  isolates: 'one setting or file written back and forth between two values (X, Y, X, Y…) with the same test failure after every write',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = FLIPS[i] as FlipScenario
    const model = r.pick(MODEL_NAMES)
    const writes = r.int(4, 6)
    const children: RowSpan[] = [llm('Running the check first to see the failure.', model), tool(s.test.tool, s.test.args, s.failure)]
    for (let k = 0; k < writes; k++) {
      const state = (k % 2) as 0 | 1
      const lines = s.lines[state]
      children.push(llm(lines[Math.floor(k / 2) % lines.length] as string, model))
      const w = s.write(state)
      children.push(tool(w.tool, w.args, w.result))
      children.push(tool(s.test.tool, s.test.args, s.failure))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

interface RevertScenario {
  goal: string
  agentName: string
  x: { tool: string; args: Record<string, unknown>; result: unknown }
  y: { tool: string; args: Record<string, unknown>; result: unknown }
  test: { tool: string; args: Record<string, unknown> }
  first: string
  afterX: string
  afterY: string
  fix: { tool: string; args: Record<string, unknown>; result: unknown }
  pass: string
  lines: { x: string; y: string; revert: string; fix: string; done: string }
}

const REVERTS: RevertScenario[] = [
  {
    goal: 'Make the flaky upload test reliable',
    agentName: 'coder',
    x: { tool: 'set_config', args: { file: 'config/http.yaml', key: 'client.retries', value: 3 }, result: { ok: true } },
    y: { tool: 'set_config', args: { file: 'config/http.yaml', key: 'client.retries', value: 6 }, result: { ok: true } },
    test: { tool: 'run_tests', args: { suite: 'upload', repeat: 20 } },
    first: '7/20 runs failed: ConnectionResetError during multipart upload',
    afterX: '3/20 runs failed: ConnectionResetError during multipart upload',
    afterY: '2/20 runs failed: TimeoutError (41.2s > 30s budget); server log: "closing idle keep-alive connection after 0s"',
    fix: { tool: 'edit_file', args: { path: 'test/server/fixture.ts', old_str: 'keepAliveTimeout: 0', new_str: 'keepAliveTimeout: 5000' }, result: 'Edited 1 occurrence' },
    pass: '20/20 runs passed',
    lines: {
      x: 'Connection resets during upload. Adding three client retries as the task asks for resilience anyway.',
      y: 'Fewer failures but still resets. Trying six retries to see whether the resets are random.',
      revert: 'Six retries only turned resets into timeouts, and the new server log line shows the real cause: the test server closes keep-alive connections immediately. Reverting retries to 3 and fixing the server fixture instead.',
      fix: 'Setting a 5 s keep-alive on the test server fixture.',
      done: 'All 20 repeated runs pass; the flake came from the fixture, not the client.',
    },
  },
  {
    goal: 'Make the Docker image build for the thumbnail service',
    agentName: 'devops_agent',
    x: { tool: 'edit_file', args: { path: 'Dockerfile', old_str: 'FROM node:20', new_str: 'FROM node:20-alpine' }, result: 'Edited Dockerfile' },
    y: { tool: 'edit_file', args: { path: 'Dockerfile', old_str: 'FROM node:20-alpine', new_str: 'FROM node:20-slim' }, result: 'Edited Dockerfile' },
    test: { tool: 'bash', args: { command: 'docker build -t thumbs . && docker run --rm thumbs node -e "require(\'sharp\')"' } },
    first: 'image size 1.42GB exceeds the 400MB registry policy',
    afterX: "Error: Error loading shared library libvips-cpp.so.42: No such file or directory (needed by sharp)",
    afterY: 'sharp loads OK; image size 612MB exceeds the 400MB registry policy',
    fix: { tool: 'edit_file', args: { path: 'Dockerfile', old_str: 'RUN npm ci', new_str: 'RUN apk add --no-cache vips\nRUN npm ci' }, result: 'Edited Dockerfile' },
    pass: 'sharp loads OK; image size 214MB',
    lines: {
      x: 'The image is too large. Switching to the alpine base to shrink it.',
      y: 'Alpine lacks libvips for sharp. Trying the slim Debian base instead.',
      revert: 'Slim works but is still over the size limit, so only alpine can meet the policy. Going back to alpine and installing vips from apk there.',
      fix: 'Adding the vips package to the alpine image.',
      done: 'Image builds, sharp loads, and it is 214MB, under the policy.',
    },
  },
  {
    goal: 'Fix the failing order-history integration test',
    agentName: 'backend_agent',
    x: { tool: 'write_file', args: { path: 'jest.config.js', content: 'module.exports = { testTimeout: 5000 }\n' }, result: 'written' },
    y: { tool: 'write_file', args: { path: 'jest.config.js', content: 'module.exports = { testTimeout: 20000 }\n' }, result: 'written' },
    test: { tool: 'bash', args: { command: 'npx jest tests/integration/order-history.test.ts' } },
    first: 'FAIL: order history › lists past orders — thrown: "Exceeded timeout of 2000 ms for a test."',
    afterX: 'FAIL: order history › lists past orders — thrown: "Exceeded timeout of 5000 ms for a test."',
    afterY: 'FAIL: order history › lists past orders — expected status 200, received 500 (after 14.1s); mock server: "no handler for GET /v2/orders?customer=42"',
    fix: { tool: 'edit_file', args: { path: 'tests/mocks/handlers.ts', old_str: "rest.get('/v1/orders'", new_str: "rest.get('/v2/orders'" }, result: 'Edited 1 occurrence' },
    pass: 'PASS tests/integration/order-history.test.ts (1.9 s)',
    lines: {
      x: 'A timeout at 2 s; the project default should be 5 s anyway, setting that.',
      y: 'Still timing out at 5 s. Raising it to 20 s to see what happens when it completes.',
      revert: 'With 20 s it finishes and shows the real problem: the mock has no handler for /v2/orders, so the client retries until it gives up. The timeout was never the issue; reverting to 5000 and fixing the mock route.',
      fix: 'Updating the mock handler to the v2 route.',
      done: 'The test passes in under 2 seconds with the normal timeout.',
    },
  },
  {
    goal: 'Bring the p99 latency of the orders API under 500 ms at 200 rps',
    agentName: 'perf_agent',
    x: { tool: 'set_env', args: { service: 'orders-api', name: 'DB_POOL_SIZE', value: '10' }, result: 'updated; rolling restart started' },
    y: { tool: 'set_env', args: { service: 'orders-api', name: 'DB_POOL_SIZE', value: '50' }, result: 'updated; rolling restart started' },
    test: { tool: 'load_test', args: { target: 'orders-api', rps: 200, duration: '2m' } },
    first: 'p99 3.4s; pool wait p99 2.9s (pool size 5)',
    afterX: 'p99 2.8s; pool wait p99 2.1s',
    afterY: '41% errors: FATAL: sorry, too many clients already (max_connections=100, 3 replicas x 50)',
    fix: { tool: 'apply_manifest', args: { file: 'k8s/pgbouncer.yaml' }, result: 'deployment.apps/pgbouncer created; service/pgbouncer created' },
    pass: 'p99 410ms; pool wait p99 12ms; 0 errors',
    lines: {
      x: 'Pool waits dominate. Raising the pool from 5 to 10 per replica.',
      y: 'Better but far from the target. Trying 50 per replica.',
      revert: 'Fifty per replica exceeds Postgres max_connections across three replicas, which is new information: per-replica pools cannot scale this way. Reverting to 10 and putting PgBouncer in front of the database.',
      fix: 'Deploying PgBouncer in transaction mode and pointing the service at it.',
      done: 'p99 is 410 ms at 200 rps with no errors.',
    },
  },
  {
    goal: 'Fix the build error about Array.prototype.at while keeping Safari 14 support',
    agentName: 'frontend_agent',
    x: { tool: 'write_file', args: { path: 'tsconfig.json', content: '{ "compilerOptions": { "target": "es2019", "lib": ["dom", "es2019"] } }' }, result: 'ok' },
    y: { tool: 'write_file', args: { path: 'tsconfig.json', content: '{ "compilerOptions": { "target": "es2022", "lib": ["dom", "es2022"] } }' }, result: 'ok' },
    test: { tool: 'bash', args: { command: 'npm run build && npm run e2e -- --browser=webkit-14' } },
    first: "error TS2550: Property 'at' does not exist on type 'string[]'. Do you need to change your target library?",
    afterX: "error TS2550: Property 'at' does not exist on type 'string[]'. Do you need to change your target library?",
    afterY: "build OK; e2e FAILED on webkit-14: TypeError: breadcrumbs.at is not a function (src/nav/trail.ts:18)",
    fix: { tool: 'edit_file', args: { path: 'src/nav/trail.ts', old_str: 'breadcrumbs.at(-1)', new_str: 'breadcrumbs[breadcrumbs.length - 1]' }, result: 'Edited 1 occurrence' },
    pass: 'build OK; e2e passed on webkit-14 (38 tests)',
    lines: {
      x: 'Making the target explicit at es2019 to match the browser support policy.',
      y: 'The lib lacks .at(); moving to es2022 to see whether that is enough.',
      revert: 'The build passes on es2022 but Safari 14 has no .at() at runtime, so raising the target is not an option. Going back to es2019 and replacing the .at(-1) call.',
      fix: 'Replacing .at(-1) with an index expression.',
      done: 'Builds on es2019 and the Safari 14 e2e suite passes.',
    },
  },
  {
    goal: 'Stop the image-resizer pods from being OOMKilled',
    agentName: 'k8s_agent',
    x: { tool: 'kubectl_patch', args: { resource: 'deployment/image-resizer', path: '/spec/template/spec/containers/0/resources/limits/memory', value: '512Mi' }, result: 'deployment.apps/image-resizer patched' },
    y: { tool: 'kubectl_patch', args: { resource: 'deployment/image-resizer', path: '/spec/template/spec/containers/0/resources/limits/memory', value: '2Gi' }, result: 'deployment.apps/image-resizer patched' },
    test: { tool: 'kubectl', args: { command: 'get pods -l app=image-resizer -o wide' } },
    first: '3/3 pods OOMKilled (limit 256Mi), restarts 9',
    afterX: '3/3 pods OOMKilled after ~6 min (limit 512Mi); memory grows linearly',
    afterY: '1/3 Running, 2/3 Pending: 0/4 nodes are available: insufficient memory; running pod at 1.6Gi and still growing',
    fix: { tool: 'kubectl', args: { command: 'set env deployment/image-resizer CACHE_MAX_ITEMS=5000' }, result: 'deployment.apps/image-resizer env updated' },
    pass: '3/3 Running; memory steady at 380Mi after 20 min',
    lines: {
      x: 'OOMKilled at 256Mi. Setting the limit to 512Mi, the size the service was sized for.',
      y: 'Still OOMKilled, with memory growing steadily. Giving it 2Gi to see where it levels off.',
      revert: 'At 2Gi it still grows past 1.6Gi and does not fit on the nodes, so this is a leak, not a sizing problem: the unbounded cache. Reverting the limit to 512Mi and bounding the cache.',
      fix: 'Setting CACHE_MAX_ITEMS so the in-memory cache is bounded.',
      done: 'All pods run and memory is flat at 380Mi.',
    },
  },
]

const singleRevert: Family = {
  family: 'single_revert_after_test',
  isolates: 'write X, test, write Y, test (a new, different result), write X again as a deliberate revert, then a different fix that passes',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = REVERTS[i] as RevertScenario
    const model = r.pick(MODEL_NAMES)
    const ch: RowSpan[] = []
    if (i % 2 === 1) ch.push(llm('Looking at the relevant history before touching anything.', model), tool('git', { args: ['log', '--oneline', '-5', '--', String(s.x.args.path ?? s.x.args.file ?? s.x.args.resource ?? s.x.args.service ?? '.')] }, `${r.hex(7)} ${r.pick(['Bump deps', 'Tidy config', 'Initial import', 'Add CI'])}\n${r.hex(7)} ${r.pick(['Fix typo', 'Refactor', 'Release 1.4'])}`))
    ch.push(llm('Reproducing the problem first.', model), tool(s.test.tool, s.test.args, s.first))
    ch.push(llm(s.lines.x, model), tool(s.x.tool, s.x.args, s.x.result), tool(s.test.tool, s.test.args, s.afterX))
    ch.push(llm(s.lines.y, model), tool(s.y.tool, s.y.args, s.y.result), tool(s.test.tool, s.test.args, s.afterY))
    // The revert writes state X again. An edit-based revert swaps old and new.
    const revertArgs = s.y.tool === 'edit_file' ? { ...s.y.args, old_str: s.y.args.new_str, new_str: s.y.args.old_str } : s.x.args
    ch.push(llm(s.lines.revert, model), tool(s.x.tool === 'edit_file' ? 'edit_file' : s.x.tool, revertArgs, s.x.result))
    ch.push(llm(s.lines.fix, model), tool(s.fix.tool, s.fix.args, s.fix.result), tool(s.test.tool, s.test.args, s.pass))
    ch.push(llm(s.lines.done, model))
    if (i % 3 === 0) ch.push(tool('git', { args: ['commit', '-am', s.goal] }, `[main ${r.hex(7)}] ${s.goal}`))
    return { goal: s.goal, root: agent(s.agentName, s.goal, ch) }
  },
}

export const cycleFamilies: Family[] = [abaOscillation, multiStepCycle, configFlip, singleRevert]
