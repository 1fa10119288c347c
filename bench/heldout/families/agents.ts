// Multi-agent shapes: sub-agents handing the same task back and forth (two
// or three of them), a sub-agent delegating the same task to itself, and the
// healthy look-alikes: a planner/worker/reviewer pipeline with distinct work
// and a deep delegation tree with distinct sub-tasks.
import { agent, llm, MODEL_NAMES, Rng, tool, type Family, type RowSpan } from '../lib.js'

interface Turn {
  name: string
  /** The sub-agent's recorded steps (reasoning and tools), the same every round. */
  steps: (r: Rng, model: string, round: number) => RowSpan[]
  output: string
}

interface HandOff {
  goal: string
  rootName: string
  /** The task each agent receives (the same every round). */
  task: (goal: string) => unknown
  turns: Turn[]
  router?: string[]
}

const PINGPONG: HandOff[] = [
  {
    goal: 'Write a 600-word brief on heat-pump grants for small landlords',
    rootName: 'content_lead',
    task: (g) => g,
    turns: [
      {
        name: 'researcher',
        steps: (_r, m, k) => [
          llm(['The scope is unclear: grants differ by nation and tenancy type. I should not research blindly; the writer needs to set the outline first.', 'Without an outline I cannot tell which grant schemes matter. Returning this to the writer to scope it.', 'Scope still undefined, so any research would be guesswork; the writer must outline first.'][k % 3] as string, m),
          tool('web_search', { query: 'heat pump grant landlords UK' }, [{ title: 'Boiler Upgrade Scheme - GOV.UK', url: 'https://www.gov.uk/apply-boiler-upgrade-scheme' }, { title: 'Heat pump grants explained', url: 'https://energysavingtrust.org.uk/heat-pumps' }]),
        ],
        output: 'Scope unclear. Needs an outline from the writer before research can be targeted.',
      },
      {
        name: 'writer',
        steps: (_r, m, k) => [llm(['I cannot outline a brief without knowing which schemes exist. Sending it back for research.', 'An outline needs the research first. Handing back to the researcher.', 'No sources yet, so no outline; back to research.'][k % 3] as string, m)],
        output: 'Need sources first. Sending back to research.',
      },
    ],
    router: ['Routing to the researcher.', 'Routing to the writer.'],
  },
  {
    goal: 'Implement cursor pagination for GET /api/orders',
    rootName: 'dev_lead',
    task: () => ({ ticket: 'SHOP-812', title: 'Cursor pagination for GET /api/orders' }),
    turns: [
      {
        name: 'coder',
        steps: (_r, m) => [
          llm('Implementing pagination with the last order id as the cursor.', m),
          tool('write_file', { path: 'src/api/orders.ts', content: "const cursor = req.query.after ? Number(req.query.after) : 0\nconst rows = await db.orders.findMany({ where: { id: { gt: cursor } }, take: 50 })\nres.json({ data: rows, next: rows.at(-1)?.id ?? null })\n" }, 'written'),
        ],
        output: 'Pagination implemented: ?after=<last id>, 50 per page. Ready for review.',
      },
      {
        name: 'reviewer',
        steps: (_r, m) => [
          llm('The cursor is a raw numeric id, which leaks ordering and breaks if ids change. The API guidelines require opaque base64 cursors.', m),
          tool('read_file', { path: 'src/api/orders.ts' }, "const cursor = req.query.after ? Number(req.query.after) : 0\nconst rows = await db.orders.findMany({ where: { id: { gt: cursor } }, take: 50 })\nres.json({ data: rows, next: rows.at(-1)?.id ?? null })\n"),
        ],
        output: 'Changes requested: the cursor must be opaque (base64-encoded), per the API guidelines.',
      },
    ],
  },
  {
    goal: 'Customer says: "I was charged twice and now I cannot log in to see my invoices."',
    rootName: 'support_router',
    task: () => ({ ticket_id: 'T-55120', text: 'I was charged twice and now I cannot log in to see my invoices.' }),
    turns: [
      {
        name: 'triage_agent',
        steps: (_r, m) => [llm('The customer mentions a double charge, so this belongs to billing.', m), tool('transfer_to_billing', { ticket_id: 'T-55120' }, { transferred: true })],
        output: 'Transferred to billing: double charge.',
      },
      {
        name: 'billing_agent',
        steps: (_r, m) => [llm('Billing cannot look at the invoices until the customer can log in; account access is handled by triage.', m), tool('transfer_to_triage', { ticket_id: 'T-55120' }, { transferred: true })],
        output: 'Transferred back to triage: login problem must be fixed first.',
      },
    ],
  },
  {
    goal: 'How many trial users converted to paid last month?',
    rootName: 'analytics_supervisor',
    task: (g) => ({ question: g }),
    turns: [
      {
        name: 'sql_agent',
        steps: (_r, m) => [llm('I need to know which table records plan changes before I can write the query. Asking the schema agent.', m)],
        output: 'Blocked: need the table that records plan conversions.',
      },
      {
        name: 'schema_agent',
        steps: (_r, m) => [
          tool('list_tables', { schema: 'analytics' }, ['users', 'subscriptions', 'plan_events', 'invoices']),
          llm('Several tables could hold conversions; which one depends on what the query needs. Returning to the SQL agent to state the exact intent.', m),
        ],
        output: 'Candidate tables: subscriptions, plan_events. Need the query intent to choose.',
      },
    ],
  },
  {
    goal: 'Schedule a 30-minute sync with the design team next Tuesday afternoon',
    rootName: 'assistant',
    task: (g) => g,
    turns: [
      {
        name: 'planner',
        steps: (_r, m) => [llm('Plan: 1) find the design team members, 2) check their calendars for Tuesday 13:00-17:00, 3) book the first free 30-minute slot.', m)],
        output: '1) find members 2) check calendars Tue 13-17 3) book first free slot',
      },
      {
        name: 'executor',
        steps: (_r, m) => [tool('directory_lookup', { group: 'design' }, ['maya@acme.io', 'tom@acme.io', 'ines@acme.io']), tool('calendar_freebusy', { users: ['maya@acme.io', 'tom@acme.io', 'ines@acme.io'], day: 'next Tuesday' }, 'Error: calendar scope not granted'), llm('Step 2 failed because the calendar scope is missing. The plan needs to change.', m)],
        output: 'Step 2 failed (calendar scope not granted). Please replan.',
      },
    ],
  },
  {
    goal: 'Translate the invoice email template into German using the company glossary',
    rootName: 'localisation_lead',
    task: () => ({ template: 'emails/invoice.html', target: 'de' }),
    turns: [
      {
        name: 'translator',
        steps: (_r, m) => [llm('Translating the template into German.', m), tool('write_file', { path: 'emails/invoice.de.html', content: '<p>Ihre Faktura Nr. {{number}} ist bereit.</p>' }, 'written')],
        output: 'Translation written to emails/invoice.de.html.',
      },
      {
        name: 'glossary_qa',
        steps: (_r, m) => [tool('glossary_check', { file: 'emails/invoice.de.html', lang: 'de' }, [{ term: 'invoice', found: 'Faktura', expected: 'Rechnung' }]), llm('The glossary requires "Rechnung" for invoice. Sending back.', m)],
        output: 'Rejected: "invoice" must be translated as "Rechnung" (glossary).',
      },
    ],
  },
]

function handOffTrace(r: Rng, s: HandOff, rounds: number, withRouter: boolean): { goal: string; root: RowSpan } {
  const model = r.pick(MODEL_NAMES)
  const task = s.task(s.goal)
  const children: RowSpan[] = []
  for (let k = 0; k < rounds; k++) {
    s.turns.forEach((t, j) => {
      if (withRouter && s.router) children.push(llm(s.router[j] as string, model))
      children.push(agent(t.name, task, t.steps(r, model, k), t.output))
    })
  }
  return { goal: s.goal, root: agent(s.rootName, s.goal, children) }
}

const agentPingPong: Family = {
  family: 'agent_pingpong',
  isolates: 'two sibling sub-agents handing the same task back and forth three or four rounds, each returning the same output',
  loop: true,
  stagnation: true,
  make(r, i) {
    return handOffTrace(r, PINGPONG[i] as HandOff, r.int(3, 4), i === 0)
  },
}

const TRIANGLES: HandOff[] = [
  {
    goal: 'Resolve ticket T-9921: "Export to CSV button does nothing"',
    rootName: 'helpdesk',
    task: () => ({ ticket: 'T-9921', summary: 'Export to CSV button does nothing' }),
    turns: [
      { name: 'intake_agent', steps: (_r, m) => [llm('Logging the ticket and sending it to classification.', m)], output: 'Ticket logged; forwarded to classifier.' },
      { name: 'classifier_agent', steps: (_r, m) => [tool('classify', { text: 'Export to CSV button does nothing' }, { label: 'ui_bug', confidence: 0.52 })], output: 'Low-confidence label ui_bug; forwarded to router.' },
      { name: 'router_agent', steps: (_r, m) => [llm('Confidence below 0.6, so the ticket cannot be routed to a team. Sending it back to intake for more details.', m)], output: 'Not routable (confidence 0.52 < 0.6); returned to intake.' },
    ],
  },
  {
    goal: 'Is it worth migrating our queue from RabbitMQ to Kafka?',
    rootName: 'research_lead',
    task: (g) => g,
    turns: [
      { name: 'planner', steps: (_r, m) => [llm('Plan: gather throughput numbers, operational cost and migration effort, then decide.', m)], output: 'Plan: throughput, ops cost, migration effort.' },
      { name: 'researcher', steps: (_r, m) => [tool('web_search', { query: 'RabbitMQ vs Kafka throughput benchmark' }, [{ title: 'RabbitMQ vs Kafka: a benchmark', url: 'https://example.org/mq-bench' }])], output: 'Found one generic benchmark; no data for our message sizes.' },
      { name: 'critic', steps: (_r, m) => [llm('One generic benchmark is not enough evidence to decide. The plan must be revised.', m)], output: 'Insufficient evidence; replan.' },
    ],
  },
  {
    goal: 'Fix: the profile page shows "undefined" as the user\'s city',
    rootName: 'eng_manager',
    task: () => ({ bug: 'Profile page shows "undefined" as city', id: 'BUG-311' }),
    turns: [
      { name: 'frontend_agent', steps: (_r, m) => [tool('read_file', { path: 'src/pages/Profile.tsx' }, '<span>{user.address.city}</span>'), llm('The component renders what the API returns. The API must be sending undefined; handing to the API agent.', m)], output: 'Frontend renders API value as-is; API issue.' },
      { name: 'api_agent', steps: (_r, m) => [tool('read_file', { path: 'api/serializers/user.py' }, "fields = ['id', 'name', 'address']"), llm('The serializer passes the address through unchanged; if city is missing it is a data problem. Handing to the DB agent.', m)], output: 'API passes address through; data issue.' },
      { name: 'db_agent', steps: (_r, m) => [tool('sql', { query: "SELECT address FROM users WHERE id = 42" }, [{ address: { town: 'Leeds' } }]), llm('The data is there. The display layer must be reading it wrong; back to frontend.', m)], output: 'Data present; display issue.' },
    ],
  },
  {
    goal: 'Approve a 25% discount for Kestrel Logistics\' renewal',
    rootName: 'deal_desk',
    task: () => ({ account: 'Kestrel Logistics', discount_pct: 25 }),
    turns: [
      { name: 'sales_agent', steps: (_r, m) => [llm('Discounts above 20% need pricing sign-off.', m)], output: 'Needs pricing approval (25% > 20%).' },
      { name: 'pricing_agent', steps: (_r, m) => [tool('get_policy', { topic: 'discount' }, { max_auto: 20, above: 'legal review of contract terms required' })], output: 'Above 20% requires a legal review first.' },
      { name: 'legal_agent', steps: (_r, m) => [llm('Legal reviews contract terms, not discount levels. The commercial decision goes back to sales.', m)], output: 'Not a legal matter; returned to sales.' },
    ],
  },
  {
    goal: 'Set up a kickoff meeting with the Nordlys team and email the agenda',
    rootName: 'office_assistant',
    task: (g) => g,
    turns: [
      { name: 'scheduler', steps: (_r, m) => [llm('Need attendee availability before choosing a slot; asking the calendar agent.', m)], output: 'Waiting on availability.' },
      { name: 'calendar_agent', steps: (_r, m) => [tool('freebusy', { attendees: ['erik@nordlys.no', 'ana@acme.io'] }, 'Error: external calendar not shared')], output: 'Cannot read the Nordlys calendar; ask them by email.' },
      { name: 'email_agent', steps: (_r, m) => [llm('I should not email them before a proposed slot exists; the scheduler has to propose one.', m)], output: 'No slot to propose yet; back to scheduler.' },
    ],
  },
  {
    goal: 'Extract the line items from supplier invoice INV-7781.pdf into the ERP',
    rootName: 'ap_pipeline',
    task: () => ({ document: 'INV-7781.pdf' }),
    turns: [
      { name: 'extractor', steps: (_r, m) => [tool('ocr_extract', { document: 'INV-7781.pdf' }, { lines: 4, total: '1.240,00', currency: null })], output: 'Extracted 4 lines, total "1.240,00", currency missing.' },
      { name: 'validator', steps: (_r, m) => [llm('Totals do not validate without a currency; sending to normalisation.', m)], output: 'Invalid: currency missing.' },
      { name: 'normalizer', steps: (_r, m) => [llm('Cannot infer the currency from the normalised fields; the extractor must read it from the document again.', m)], output: 'Currency not inferable; re-extract.' },
    ],
  },
]

const agentTriangle: Family = {
  family: 'agent_triangle',
  isolates: 'three sibling sub-agents passing the same task around A-B-C-A-B-C for three rounds with the same outputs',
  loop: true,
  stagnation: true,
  make(r, i) {
    return handOffTrace(r, TRIANGLES[i] as HandOff, 3, false)
  },
}

// ---------------------------------------------------------------------------
// planner_worker_pipeline (healthy)
// ---------------------------------------------------------------------------

interface Stage {
  name: string
  input: unknown
  steps: RowSpan[]
  output: string
}

type PipelineBuild = (r: Rng, m: string) => { goal: string; rootName: string; stages: Stage[] }

const PIPELINES: PipelineBuild[] = [
  (r, m) => ({
    goal: 'Add CSV export to the reports page',
    rootName: 'dev_orchestrator',
    stages: [
      { name: 'planner', input: 'Add CSV export to the reports page', steps: [llm('Three parts: a server endpoint that streams CSV, a download button, and a test.', m)], output: '1) GET /reports/:id/export.csv 2) Export button in ReportHeader 3) integration test' },
      { name: 'worker', input: 'Step 1: GET /reports/:id/export.csv streaming CSV', steps: [tool('write_file', { path: 'src/api/reports/export.ts', content: 'export async function exportCsv(req, res) { /* stream rows */ }' }, 'written'), tool('run_tests', { suite: 'api' }, `${r.int(80, 120)} passed`)], output: 'Endpoint added and wired in the router.' },
      { name: 'worker', input: 'Step 2: Export button in ReportHeader', steps: [tool('edit_file', { path: 'src/ui/ReportHeader.tsx', old_str: '</Toolbar>', new_str: '<ExportButton id={report.id} />\n</Toolbar>' }, 'Edited 1 occurrence')], output: 'Button renders and links to the endpoint.' },
      { name: 'worker', input: 'Step 3: integration test for the CSV export', steps: [tool('write_file', { path: 'test/export.test.ts', content: "it('exports csv', async () => { /* ... */ })" }, 'written'), tool('run_tests', { suite: 'integration' }, `${r.int(20, 40)} passed`)], output: 'Integration test added and passing.' },
      { name: 'reviewer', input: { diff: 'src/api/reports/export.ts, src/ui/ReportHeader.tsx, test/export.test.ts' }, steps: [llm('Looks good. The endpoint streams, the button is accessible and the test covers a 10k-row report.', m)], output: 'Approved.' },
    ],
  }),
  (r, m) => ({
    goal: 'Fix the timezone bug in the booking confirmation email',
    rootName: 'dev_orchestrator',
    stages: [
      { name: 'coder', input: { ticket: 'BOOK-77', summary: 'Confirmation email shows UTC time instead of venue local time' }, steps: [tool('grep', { pattern: 'formatTime', path: 'src/email' }, 'src/email/confirmation.ts:31'), tool('edit_file', { path: 'src/email/confirmation.ts', old_str: 'formatTime(b.start)', new_str: 'formatTime(b.start, b.venue.tz)' }, 'Edited 1 occurrence')], output: 'Diff v1: pass venue timezone to formatTime.' },
      { name: 'reviewer', input: { diff: 'v1: formatTime(b.start, b.venue.tz)' }, steps: [llm('The fix is right, but venues created before 2023 have a null tz. This will throw for them.', m)], output: 'Changes requested: handle venues with a null tz (fallback to the account default).' },
      { name: 'coder', input: { ticket: 'BOOK-77', review: 'handle venues with a null tz (fallback to the account default)' }, steps: [tool('edit_file', { path: 'src/email/confirmation.ts', old_str: 'formatTime(b.start, b.venue.tz)', new_str: 'formatTime(b.start, b.venue.tz ?? account.defaultTz)' }, 'Edited 1 occurrence'), tool('run_tests', { suite: 'email' }, `${r.int(30, 60)} passed`)], output: 'Diff v2: fall back to the account default timezone; tests added for null tz.' },
      { name: 'reviewer', input: { diff: 'v2: b.venue.tz ?? account.defaultTz' }, steps: [llm('Null timezone handled and covered by a test. Approving.', m)], output: 'Approved.' },
    ],
  }),
  (r, m) => ({
    goal: 'Produce a competitor pricing summary for the three main rivals',
    rootName: 'research_orchestrator',
    stages: [
      { name: 'planner', input: 'Competitor pricing summary: Acorn, Birch, Cedar', steps: [llm('One worker per competitor, then a writer to merge the findings into one table.', m)], output: 'Workers: Acorn, Birch, Cedar; then writer.' },
      { name: 'worker', input: 'Collect public pricing for Acorn', steps: [tool('fetch_url', { url: 'https://acorn.example/pricing' }, { tiers: [{ name: 'Team', usd: 12 }, { name: 'Business', usd: 29 }] })], output: 'Acorn: Team $12, Business $29 per seat.' },
      { name: 'worker', input: 'Collect public pricing for Birch', steps: [tool('fetch_url', { url: 'https://birch.example/plans' }, { tiers: [{ name: 'Starter', usd: 0 }, { name: 'Pro', usd: 18 }] })], output: 'Birch: free Starter, Pro $18 per seat.' },
      { name: 'worker', input: 'Collect public pricing for Cedar', steps: [tool('fetch_url', { url: 'https://cedar.example/pricing' }, 'Pricing on request'), tool('web_search', { query: 'Cedar pricing per seat 2025' }, [{ title: 'Cedar costs $24/seat, says G2 review', url: 'https://g2.example/cedar' }])], output: 'Cedar: not public; third-party sources say about $24 per seat.' },
      { name: 'writer', input: { findings: ['Acorn 12/29', 'Birch 0/18', 'Cedar ~24'] }, steps: [llm(`Merging the three into a comparison table with a note that Cedar's price is an estimate (${r.int(2, 3)} sources).`, m)], output: '| Vendor | Entry | Mid |\n|---|---|---|\n| Acorn | $12 | $29 |\n| Birch | $0 | $18 |\n| Cedar | n/a | ~$24 |' },
    ],
  }),
  (r, m) => ({
    goal: 'Migrate the payments service from Node 16 to Node 20',
    rootName: 'migration_lead',
    stages: [
      { name: 'planner', input: 'Node 16 to 20 for payments', steps: [llm('Bump the runtime, fix deprecated APIs, update CI, then verify.', m)], output: '1) engines + Dockerfile 2) replace deprecated crypto calls 3) CI matrix 4) verify' },
      { name: 'worker', input: 'Bump engines and Dockerfile to Node 20', steps: [tool('edit_file', { path: 'Dockerfile', old_str: 'FROM node:16', new_str: 'FROM node:20' }, 'Edited'), tool('edit_file', { path: 'package.json', old_str: '"node": ">=16"', new_str: '"node": ">=20"' }, 'Edited')], output: 'Runtime bumped.' },
      { name: 'worker', input: 'Replace deprecated crypto.createCipher calls', steps: [tool('grep', { pattern: 'createCipher\\(', path: 'src' }, 'src/crypto/legacy.ts:12\nsrc/crypto/legacy.ts:27'), tool('edit_file', { path: 'src/crypto/legacy.ts', old_str: 'createCipher(', new_str: 'createCipheriv(' }, 'Edited 2 occurrences')], output: 'Two deprecated calls replaced with createCipheriv.' },
      { name: 'worker', input: 'Update the CI matrix to Node 20', steps: [tool('edit_file', { path: '.github/workflows/ci.yml', old_str: 'node-version: [16]', new_str: 'node-version: [20]' }, 'Edited')], output: 'CI runs on Node 20.' },
      { name: 'verifier', input: 'Run the full suite and a smoke test on Node 20', steps: [tool('exec', { command: 'npm test' }, { exit_code: 0, stdout: `${r.int(400, 700)} passing` }), tool('exec', { command: 'npm run smoke' }, { exit_code: 0, stdout: 'smoke ok' })], output: 'All green on Node 20.' },
    ],
  }),
  (r, m) => ({
    goal: 'Write the release notes for v3.4',
    rootName: 'docs_orchestrator',
    stages: [
      { name: 'collector', input: 'List merged PRs since v3.3', steps: [tool('gh', { args: ['pr', 'list', '--state', 'merged', '--search', 'merged:>2025-04-01'] }, `#${r.int(500, 520)} Add SSO\n#${r.int(521, 540)} Faster search\n#${r.int(541, 560)} Fix CSV quoting`)], output: '3 PRs: SSO, faster search, CSV quoting fix.' },
      { name: 'writer', input: { prs: ['SSO', 'faster search', 'CSV quoting'] }, steps: [llm('Drafting notes grouped by Features and Fixes.', m)], output: 'Draft v1: Features: SSO, faster search. Fixes: CSV quoting.' },
      { name: 'editor', input: { draft: 'v1' }, steps: [llm('The SSO entry needs the supported providers and a link to the setup guide.', m)], output: 'Edit request: list SSO providers and link the guide.' },
      { name: 'writer', input: { draft: 'v1', edit: 'list SSO providers and link the guide' }, steps: [tool('read_file', { path: 'docs/sso.md' }, 'Supported: Okta, Azure AD, Google Workspace'), llm('Adding Okta, Azure AD and Google Workspace with the guide link.', m)], output: 'Draft v2: SSO (Okta, Azure AD, Google Workspace; see docs/sso).' },
      { name: 'editor', input: { draft: 'v2' }, steps: [llm('Good to publish.', m)], output: 'Approved for publishing.' },
    ],
  }),
  (r, m) => ({
    goal: 'Answer the customer: "Can I move my annual plan to another workspace and keep the discount?"',
    rootName: 'support_orchestrator',
    stages: [
      { name: 'triage_agent', input: { ticket: 'T-7710' }, steps: [llm('Plan transfer plus discount: billing first, then policy.', m)], output: 'Route: billing, then policy.' },
      { name: 'billing_agent', input: { ticket: 'T-7710', ask: 'can the annual plan move workspaces?' }, steps: [tool('get_subscription', { customer: 'cus_4411' }, { plan: 'annual-pro', workspace: 'ws_a', discount: 'NONPROFIT20' })], output: 'Annual Pro on ws_a with NONPROFIT20; transfers are supported once per term.' },
      { name: 'policy_agent', input: { ticket: 'T-7710', ask: 'does NONPROFIT20 survive a transfer?' }, steps: [tool('kb_search', { query: 'discount after workspace transfer' }, [{ id: 'kb-233', title: 'Discounts follow the subscription, not the workspace' }])], output: 'Yes: discounts follow the subscription (kb-233).' },
      { name: 'reply_agent', input: { facts: ['transfer once per term', 'discount follows subscription'] }, steps: [llm(`Writing the reply with both facts and the transfer steps (${r.int(3, 4)} steps).`, m)], output: 'Yes, you can move it once per term and keep the NONPROFIT20 discount. Here is how...' },
    ],
  }),
]

const plannerWorker: Family = {
  family: 'planner_worker_pipeline',
  isolates: 'sibling sub-agents (planner, workers, reviewer) each doing distinct work, including a worker or writer called again with review feedback',
  loop: false,
  stagnation: false,
  make(r, i) {
    const m = r.pick(MODEL_NAMES)
    const p = (PIPELINES[i] as PipelineBuild)(r, m)
    const children: RowSpan[] = p.stages.map((s) => agent(s.name, s.input, s.steps, s.output))
    return { goal: p.goal, root: agent(p.rootName, p.goal, children) }
  },
}

// ---------------------------------------------------------------------------
// recursive_self_delegation (loop)
// ---------------------------------------------------------------------------

const RECURSE: Array<{ goal: string; name: string; lines: string[]; leaf?: RowSpan; volatile?: boolean; asObject?: boolean }> = [
  { goal: 'Plan the Q3 database migration for the billing cluster', name: 'planner', lines: ['This is a large planning task; delegating it to a planning sub-agent.', 'Too big to plan in one go. Handing it to a sub-agent.', 'Delegating the planning to a specialised planner.'] },
  { goal: 'Research the regulatory requirements for selling e-bikes in the EU', name: 'research_assistant', lines: ['This needs deeper research; spawning a research sub-agent for it.', 'I will hand this research task to a sub-agent.', 'Delegating to a research assistant.'], leaf: { type: 'tool', name: 'web_search', input: { query: 'EU e-bike regulation' }, output: 'rate limited', children: [] } },
  { goal: 'Refactor the notification module to use the new event bus', name: 'task_runner', lines: ['Breaking this down: the whole task goes to a sub-runner.', 'Passing the task to another runner.', 'Handing off to a runner.'], asObject: true },
  { goal: 'Summarise the customer feedback from the last survey', name: 'summarizer', lines: ['The feedback is long; I will ask a sub-summarizer to handle it.', 'Delegating the summary to a fresh summarizer.', 'A sub-agent can summarise this.'], asObject: true },
  { goal: 'Find the root cause of the nightly ETL failure', name: 'debugger', lines: ['I will delegate the investigation to a debugging sub-agent.', 'Handing the investigation down.', 'Another debugger should look at this.'], asObject: true, volatile: true },
  { goal: 'Draft the onboarding checklist for new support hires', name: 'writer_agent', lines: ['Delegating the draft to a writing sub-agent.', 'A sub-agent will draft it.', 'Passing the drafting on.'], asObject: true, volatile: true },
]

const recursiveSelf: Family = {
  family: 'recursive_self_delegation',
  isolates: 'a sub-agent that delegates the same task to a new instance of itself, four to six levels deep (sometimes with a fresh request id each time)',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = RECURSE[i] as (typeof RECURSE)[number]
    const m = r.pick(MODEL_NAMES)
    const depth = r.int(4, 6)
    const input = (): unknown => (s.asObject ? (s.volatile ? { task: s.goal, request_id: r.uuid() } : { task: s.goal, priority: 'normal' }) : s.goal)
    let node: RowSpan = agent(s.name, input(), [llm(s.lines[0] as string, m), ...(s.leaf ? [s.leaf] : [])], '')
    for (let d = depth - 1; d >= 1; d--) {
      node = agent(s.name, input(), [llm(s.lines[d % s.lines.length] as string, m), node], '')
    }
    const root = agent('orchestrator', s.goal, [llm(`Assigning "${s.goal}" to the ${s.name}.`, m), node])
    return { goal: s.goal, root }
  },
}

// ---------------------------------------------------------------------------
// deep_delegation_distinct (healthy)
// ---------------------------------------------------------------------------

interface TreeNode {
  task: string
  tools?: Array<{ name: string; args: Record<string, unknown>; result: unknown }>
  output: string
  children?: TreeNode[]
}

const TREES: Array<{ goal: string; name: string; prefix: string; tree: TreeNode[] }> = [
  {
    goal: 'Compare Qdrant, Weaviate and pgvector for our 5M-document semantic search',
    name: 'research_agent',
    prefix: 'You are a research sub-agent working for the platform team\'s vector database evaluation. Report numbers with sources. Your task: ',
    tree: [
      { task: 'evaluate Qdrant', output: 'Qdrant: p95 18 ms filtered, managed at ~$410/month.', children: [
        { task: 'measure Qdrant filtered-search latency on the 1M sample', tools: [{ name: 'run_benchmark', args: { engine: 'qdrant', dataset: 'sample-1m', filter: true }, result: { p95_ms: 18, recall: 0.97 } }], output: 'p95 18 ms, recall 0.97.' },
        { task: 'price Qdrant Cloud for 5M 768-d vectors', tools: [{ name: 'fetch_url', args: { url: 'https://qdrant.example/pricing-calculator?vectors=5000000&dim=768' }, result: { monthly_usd: 410 } }], output: '~$410/month.' },
      ] },
      { task: 'evaluate Weaviate', output: 'Weaviate: p95 24 ms filtered, ~$520/month.', children: [
        { task: 'measure Weaviate filtered-search latency on the 1M sample', tools: [{ name: 'run_benchmark', args: { engine: 'weaviate', dataset: 'sample-1m', filter: true }, result: { p95_ms: 24, recall: 0.96 } }], output: 'p95 24 ms, recall 0.96.' },
        { task: 'price Weaviate Cloud for 5M 768-d vectors', tools: [{ name: 'fetch_url', args: { url: 'https://weaviate.example/pricing?objects=5000000' }, result: { monthly_usd: 520 } }], output: '~$520/month.' },
      ] },
      { task: 'evaluate pgvector on our existing Postgres', tools: [{ name: 'run_benchmark', args: { engine: 'pgvector', dataset: 'sample-1m', filter: true, index: 'hnsw' }, result: { p95_ms: 41, recall: 0.95 } }], output: 'pgvector: p95 41 ms filtered, no extra licence cost.' },
    ],
  },
  {
    goal: 'Audit the three public-facing services for missing authentication checks',
    name: 'security_auditor',
    prefix: 'Security audit sub-task (scope: internet-facing services, read-only, report file and line for every finding). Audit target: ',
    tree: [
      { task: 'gateway service routes', tools: [{ name: 'grep', args: { pattern: '@Public', path: 'services/gateway' }, result: 'routes/health.ts:3\nroutes/status.ts:5' }], output: 'gateway: only health and status are public, as intended.' },
      { task: 'billing service routes', output: 'billing: 1 finding (invoices PDF route lacks auth).', children: [
        { task: 'billing service HTTP routes', tools: [{ name: 'grep', args: { pattern: 'router\\.(get|post)', path: 'services/billing/src/http' }, result: 'invoices.ts:12 get /invoices/:id/pdf\ninvoices.ts:30 post /invoices' }], output: 'GET /invoices/:id/pdf has no requireAuth middleware.' },
        { task: 'billing service webhook handlers', tools: [{ name: 'read_file', args: { path: 'services/billing/src/webhooks.ts' }, result: 'verifySignature(req) // first line of every handler' }], output: 'Webhooks verify signatures; fine.' },
      ] },
      { task: 'uploads service routes', tools: [{ name: 'grep', args: { pattern: 'requireAuth', path: 'services/uploads' }, result: 'src/routes.ts:8 app.use(requireAuth)' }], output: 'uploads: global requireAuth; fine.' },
    ],
  },
  {
    goal: 'Write the annual engineering report',
    name: 'writer',
    prefix: 'You are drafting one section of the 2025 annual engineering report for the leadership team; keep it under 300 words, cite the dashboards. Section: ',
    tree: [
      { task: 'Reliability (uptime, incidents, MTTR)', tools: [{ name: 'query_metrics', args: { metric: 'uptime', range: '365d' }, result: { uptime: 0.9991 } }, { name: 'incident_stats', args: { year: 2025 }, result: { sev1: 3, mttr_min: 47 } }], output: 'Reliability: 99.91% uptime, 3 sev-1 incidents, MTTR 47 min.' },
      { task: 'Delivery (lead time, deploy frequency)', tools: [{ name: 'dora_metrics', args: { year: 2025 }, result: { lead_time_h: 26, deploys_per_day: 11 } }], output: 'Delivery: 26 h lead time, 11 deploys a day.' },
      { task: 'People (hiring, attrition)', output: 'People: 14 hires, 6% attrition.', children: [
        { task: 'People: hiring numbers by team', tools: [{ name: 'hr_report', args: { report: 'hires', year: 2025 }, result: { total: 14, platform: 5, product: 9 } }], output: '14 hires (5 platform, 9 product).' },
        { task: 'People: attrition and its main reasons', tools: [{ name: 'hr_report', args: { report: 'attrition', year: 2025 }, result: { rate: 0.06, top_reason: 'relocation' } }], output: '6% attrition, mostly relocation.' },
      ] },
    ],
  },
  {
    goal: 'Plan a four-day team offsite in Porto for twelve people in October',
    name: 'trip_planner',
    prefix: 'Offsite planning sub-task for the Porto team offsite (12 people, 14-17 October, budget €18k all-in). Handle only this part: ',
    tree: [
      { task: 'flights from London and Berlin', output: 'Flights booked-ready: €2,950 total.', children: [
        { task: 'flights from London for 7 people', tools: [{ name: 'search_flights', args: { from: 'LGW', to: 'OPO', date: '2025-10-14', pax: 7 }, result: [{ flight: 'U28101', price_eur: 190 }] }], output: 'easyJet from LGW, €1,330.' },
        { task: 'flights from Berlin for 5 people', tools: [{ name: 'search_flights', args: { from: 'BER', to: 'OPO', date: '2025-10-14', pax: 5 }, result: [{ flight: 'FR1234', price_eur: 324 }] }], output: 'Ryanair from BER, €1,620.' },
      ] },
      { task: 'hotel with a meeting room', tools: [{ name: 'search_hotels', args: { city: 'Porto', rooms: 12, nights: 3, meeting_room: true }, result: [{ name: 'Hotel Ribeira', total_eur: 7900 }] }], output: 'Hotel Ribeira, €7,900 with meeting room.' },
      { task: 'one team activity', tools: [{ name: 'search_activities', args: { city: 'Porto', group: 12 }, result: [{ name: 'Douro valley boat and tasting', eur_pp: 95 }] }], output: 'Douro boat trip, €1,140.' },
    ],
  },
  {
    goal: 'Migrate the monorepo from Jest to Vitest',
    name: 'migrator',
    prefix: 'Jest-to-Vitest migration worker. Rules: keep test names, replace jest.fn with vi.fn, run the package tests before reporting. Package: ',
    tree: [
      { task: 'packages/core', tools: [{ name: 'codemod', args: { transform: 'jest-to-vitest', path: 'packages/core' }, result: { files_changed: 23 } }, { name: 'exec', args: { command: 'npx vitest run', cwd: 'packages/core' }, result: { exit_code: 0, stdout: '188 passed' } }], output: 'core migrated: 23 files, 188 passing.' },
      { task: 'packages/web', output: 'web migrated after fixing timers.', children: [
        { task: 'packages/web (unit tests)', tools: [{ name: 'codemod', args: { transform: 'jest-to-vitest', path: 'packages/web/src' }, result: { files_changed: 41 } }, { name: 'exec', args: { command: 'npx vitest run src', cwd: 'packages/web' }, result: { exit_code: 1, stdout: '3 failed: jest.useFakeTimers is not defined' } }, { name: 'edit_file', args: { path: 'packages/web/src/setup.ts', old_str: 'jest.useFakeTimers()', new_str: 'vi.useFakeTimers()' }, result: 'Edited' }], output: 'unit tests migrated; fake timers fixed.' },
        { task: 'packages/web (component tests)', tools: [{ name: 'codemod', args: { transform: 'jest-to-vitest', path: 'packages/web/components' }, result: { files_changed: 17 } }], output: 'component tests migrated.' },
      ] },
      { task: 'packages/cli', tools: [{ name: 'codemod', args: { transform: 'jest-to-vitest', path: 'packages/cli' }, result: { files_changed: 6 } }], output: 'cli migrated: 6 files.' },
    ],
  },
  {
    goal: 'Estimate how much storage we will need for event logs over the next three years',
    name: 'solver',
    prefix: 'You are a sub-solver in a capacity-planning exercise for the event log store; state your assumptions explicitly. Sub-problem: ',
    tree: [
      { task: 'current daily volume', tools: [{ name: 'sql', args: { query: 'SELECT avg(bytes) FROM daily_log_volume WHERE day > now() - interval \'30 days\'' }, result: [{ avg: 412000000000 }] }], output: '≈412 GB/day today.' },
      { task: 'growth rate', output: '≈38% a year.', children: [
        { task: 'growth rate from the last 24 months of volume', tools: [{ name: 'sql', args: { query: 'SELECT month, sum(bytes) FROM daily_log_volume GROUP BY month ORDER BY month' }, result: '24 rows; CAGR 0.41' }], output: 'historical CAGR 41%.' },
        { task: 'growth rate adjustment for the planned sampling change', tools: [{ name: 'read_file', args: { path: 'docs/rfc-sampling.md' }, result: 'Debug logs sampled at 10% from Q1, saving ~8% of volume.' }], output: 'adjusted to ~38%.' },
      ] },
      { task: 'retention and compression', tools: [{ name: 'read_file', args: { path: 'config/retention.yaml' }, result: 'hot: 30d\nwarm: 365d\ncompression_ratio: 6.5' }], output: '30 d hot, 365 d warm, 6.5x compression.' },
    ],
  },
]

function buildTree(r: Rng, name: string, prefix: string, node: TreeNode, m: string): RowSpan {
  const ch: RowSpan[] = []
  if (node.children) {
    ch.push(llm(`Splitting "${node.task}" into ${node.children.length} parts: ${node.children.map((c) => c.task).join('; ')}.`, m))
    for (const c of node.children) ch.push(buildTree(r, name, prefix, c, m))
  }
  for (const t of node.tools ?? []) ch.push(tool(t.name, t.args, t.result))
  ch.push(llm(`Result for ${node.task}: ${node.output}`, m))
  return agent(name, prefix + node.task, ch, node.output)
}

const deepDelegation: Family = {
  family: 'deep_delegation_distinct',
  isolates: 'one agent name delegating to itself two or three levels deep, every sub-task distinct (task texts share a long common prefix)',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = TREES[i] as (typeof TREES)[number]
    const m = r.pick(MODEL_NAMES)
    const ch: RowSpan[] = [llm(`Breaking the goal into ${s.tree.length} sub-tasks and delegating each.`, m)]
    for (const n of s.tree) ch.push(buildTree(r, s.name, s.prefix, n, m))
    ch.push(llm('All sub-tasks reported back; combining their results into the final answer.', m))
    return { goal: s.goal, root: agent(s.name, s.goal, ch, 'final answer assembled from sub-task results') }
  },
}

export const agentFamilies: Family[] = [agentPingPong, agentTriangle, plannerWorker, recursiveSelf, deepDelegation]
