import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'deep_distinct_delegation';
export const LOOP = false;

// 01: Google ADK: trip orchestrator -> transport -> rail -> seat selection, results bubble up
function s01(c) {
  const M = 'gemini-2.0-flash';
  const seat = agent('seat_agent', { task: 'Pick two adjacent forward-facing seats (window + aisle) in standard class on Frecciarossa 9541 Paris -> Milano, 2026-07-02.' }, 'Coach 7, seats 64+65', [
    llm(c, M, [usr('Seat map for FR 9541 on 2026-07-02, 2 adjacent seats, forward facing')], null, [['seat_map', { train: 'FR9541', date: '2026-07-02', class: 'standard' }]]),
    tool('seat_map', { train: 'FR9541', date: '2026-07-02', class: 'standard' }, { coaches: [{ coach: 7, free_pairs: [[64, 65], [72, 73]], facing: { '64': 'forward', '72': 'backward' } }, { coach: 8, free_pairs: [] }], fetched: c.iso(), hold_token: c.b62(16) }),
    llm(c, M, [tmsg('seat_map', '...')], 'Coach 7, seats 64 (window) and 65 (aisle), forward facing.'),
  ], { adk_agent: 'LlmAgent', depth: 3 });
  const rail = agent('rail_agent', { task: 'Book the daytime train Paris -> Milan on 2 July for 2 adults, arrive before 18:00.' }, 'FR9541 06:29-13:41 booked, coach 7 seats 64/65', [
    llm(c, M, [usr('Find Paris->Milan trains 2 July arriving before 18:00')], null, [['rail_search', { from: 'Paris Gare de Lyon', to: 'Milano Centrale', date: '2026-07-02', adults: 2 }]]),
    tool('rail_search', { from: 'Paris Gare de Lyon', to: 'Milano Centrale', date: '2026-07-02', adults: 2 }, { journeys: [{ train: 'FR9541', dep: '06:29', arr: '13:41', price_eur: 2 * 79 }, { train: 'TGV 9249', dep: '14:41', arr: '21:52', price_eur: 2 * 65 }], cursor: c.b62(12) }),
    llm(c, M, [tmsg('rail_search', '...')], 'FR9541 is the only one arriving before 18:00; delegate seat choice.', [['transfer_to_agent', { agent_name: 'seat_agent' }]]),
    tool('transfer_to_agent', { agent_name: 'seat_agent' }, { actions: { transfer_to_agent: 'seat_agent' } }),
    seat,
    llm(c, M, [usr('seats 64/65')], null, [['rail_book', { train: 'FR9541', seats: [64, 65], coach: 7 }]]),
    tool('rail_book', { train: 'FR9541', seats: [64, 65], coach: 7 }, { pnr: 'TRN' + c.b62(6).toUpperCase(), total_eur: 158, status: 'confirmed' }),
  ], { adk_agent: 'LlmAgent', depth: 2 });
  const transport = agent('transport_agent', { task: 'Arrange all transport for the Paris -> Milan -> Como leg on 2 July.' }, 'train booked + Milan->Como local train advice', [
    llm(c, M, [usr('Arrange transport Paris -> Milan -> Como, 2 July')], 'Split: long-distance rail to Milan (delegate), then regional Trenord Milano Centrale -> Como S. Giovanni.', [['transfer_to_agent', { agent_name: 'rail_agent' }]]),
    tool('transfer_to_agent', { agent_name: 'rail_agent' }, { actions: { transfer_to_agent: 'rail_agent' } }),
    rail,
    llm(c, M, [usr('FR9541 booked')], null, [['regional_timetable', { from: 'Milano Centrale', to: 'Como S. Giovanni', after: '14:10' }]]),
    tool('regional_timetable', { from: 'Milano Centrale', to: 'Como S. Giovanni', after: '14:10' }, { departures: [{ dep: '14:25', arr: '15:02', operator: 'Trenord', platform: c.int(1, 24) }, { dep: '15:25', arr: '16:02' }] }),
    llm(c, M, [tmsg('regional_timetable', '...')], 'Transport done: FR9541 06:29-13:41 (coach 7, 64/65), then Trenord 14:25 -> Como 15:02 (ticket at station, EUR 4.80 pp).'),
  ], { adk_agent: 'LlmAgent', depth: 1 });
  const root = agent('trip_orchestrator', { user: 'Plan our 2 July travel day Paris -> Lake Como for 2 adults.' }, 'itinerary', [
    llm(c, M, [usr('Plan 2 July travel Paris -> Lake Como for two')], null, [['transfer_to_agent', { agent_name: 'transport_agent' }]]),
    tool('transfer_to_agent', { agent_name: 'transport_agent' }, { actions: { transfer_to_agent: 'transport_agent' } }),
    transport,
    llm(c, M, [usr('transport done')], '2 July: 06:29 Frecciarossa 9541 from Paris Gare de Lyon (coach 7, seats 64-65, EUR 158 total), arrive Milano Centrale 13:41, 14:25 Trenord to Como S. Giovanni, arrive 15:02.'),
  ], { adk_agent: 'LlmAgent', depth: 0 });
  return { stagnation: false, goal: 'Plan the 2 July travel day from Paris to Lake Como for two adults.',
    isolates: 'Four nested ADK agents each take a narrower sub-task (whole day -> transport -> long-distance train -> seat pair) and results return up to a finished itinerary.',
    root: agent('adk_runner', {}, null, [root], { framework: 'google-adk', session_id: c.uuid() }) };
}

// 02: smolagents: report manager -> market_agent -> pricing_agent -> page_reader
function s02(c) {
  const M = 'Qwen/Qwen2.5-72B-Instruct';
  const reader = agent('page_reader', { task: 'Extract the list prices of the Team and Business plans from https://www.notion.so/pricing' }, 'Plus $10, Business $15 per seat/month (annual)', [
    llm(c, M, [usr('Extract prices')], 'Code:\n```py\nhtml = visit_webpage("https://www.notion.so/pricing")\n```'),
    tool('visit_webpage', { url: 'https://www.notion.so/pricing' }, `<div class="plan"><h3>Plus</h3><span class="price">$10</span> per seat/month billed annually</div><div class="plan"><h3>Business</h3><span class="price">$15</span> per seat/month billed annually</div><!-- build ${c.short()} edge ${c.host('edge')} -->`),
    llm(c, M, [tmsg('visit_webpage', '...')], 'Code:\n```py\nfinal_answer("Plus $10, Business $15 per seat/month (annual)")\n```'),
  ], { smolagents: 'ManagedAgent', depth: 3 });
  const pricing = agent('pricing_agent', { task: 'Compare per-seat pricing of Notion, Coda and Confluence for a 50-person team.' }, 'table', [
    llm(c, M, [usr('Compare pricing 50 seats')], 'Thought: Notion\'s page is JS-heavy; delegate extraction.\nCode:\n```py\nn = page_reader(task="Extract the list prices of the Team and Business plans from https://www.notion.so/pricing")\n```'),
    reader,
    llm(c, M, [usr('coda + confluence')], 'Code:\n```py\nc = web_search("Coda Team plan price per doc maker 2026")\nf = web_search("Confluence Standard price per user 50 users 2026")\n```'),
    tool('web_search', { query: 'Coda Team plan price per doc maker 2026' }, '## Search Results\n[Coda pricing](https://coda.io/pricing)\nTeam: $30 per Doc Maker/month (annual); editors free'),
    tool('web_search', { query: 'Confluence Standard price per user 50 users 2026' }, '## Search Results\n[Confluence pricing](https://www.atlassian.com/software/confluence/pricing)\nStandard: $6.40 per user/month (estimate for 50 users)'),
    llm(c, M, [tmsg('web_search', '...')], 'Code:\n```py\nfinal_answer("50 seats/month: Notion Business $750; Coda Team ~$300 (10 makers); Confluence Standard $320")\n```'),
  ], { smolagents: 'ManagedAgent', depth: 2 });
  const market = agent('market_agent', { task: 'Analyse the team-wiki market for a 50-person startup: pricing and key differentiators.' }, 'analysis', [
    llm(c, M, [usr('market analysis')], 'Code:\n```py\np = pricing_agent(task="Compare per-seat pricing of Notion, Coda and Confluence for a 50-person team.")\n```'),
    pricing,
    llm(c, M, [usr('differentiators')], 'Code:\n```py\nd = web_search("Notion vs Coda vs Confluence permissions SSO audit log comparison")\n```'),
    tool('web_search', { query: 'Notion vs Coda vs Confluence permissions SSO audit log comparison' }, '## Search Results\nConfluence: page-level restrictions, SSO via Atlassian Guard (extra). Notion Business: SAML SSO, audit log on Enterprise only. Coda: SSO on Enterprise.'),
    llm(c, M, [tmsg('web_search', '...')], 'Code:\n```py\nfinal_answer("Cheapest: Coda (if few makers) / Confluence; Notion Business priciest but SSO included; audit logs need enterprise tiers everywhere")\n```'),
  ], { smolagents: 'ManagedAgent', depth: 1 });
  const mgr = [
    llm(c, M, [sys('Manager CodeAgent'), usr('Recommend a team wiki for our 50-person startup with a short rationale.')], 'Code:\n```py\nm = market_agent(task="Analyse the team-wiki market for a 50-person startup: pricing and key differentiators.")\n```'),
    market,
    llm(c, M, [usr('final')], 'Code:\n```py\nfinal_answer("Recommend Confluence Standard ($320/month for 50): cheapest with granular permissions; revisit Notion Business ($750) if SAML SSO is mandatory this year.")\n```'),
  ];
  return { stagnation: false, goal: 'Recommend a team wiki tool for a 50-person startup with pricing and rationale.',
    isolates: 'A smolagents chain manager -> market_agent -> pricing_agent -> page_reader passes ever narrower tasks (recommendation, market, pricing, one page) and results come back up.',
    root: agent('manager', {}, null, mgr, { framework: 'smolagents' }) };
}

// 03: OpenAI Agents SDK agents-as-tools: tech lead -> backend engineer -> db specialist -> query profiler
function s03(c) {
  const M = 'gpt-4.1';
  const prof = agent('query_profiler', { input: 'EXPLAIN ANALYZE the invoice search query for tenant 8812 with status=open.' }, 'seq scan on invoices (1.9M rows) 2.8 s', [
    llm(c, M, [usr('explain analyze')], null, [['psql', { sql: "EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM invoices WHERE tenant_id=8812 AND status='open' ORDER BY due_date LIMIT 50" }]]),
    tool('psql', { sql: 'EXPLAIN (ANALYZE, BUFFERS) ...' }, `Limit  (cost=0.00..91234.11 rows=50) (actual time=2791.${c.int(100, 999)}..2791.${c.int(100, 999)} rows=50 loops=1)\n  ->  Sort  (actual rows=50)\n        ->  Seq Scan on invoices  (actual time=0.03..2650.8 rows=1912441 loops=1)\n              Filter: ((tenant_id = 8812) AND (status = 'open'::text))\n              Rows Removed by Filter: 1908322\n  Buffers: shared hit=${c.int(1000, 9000)} read=${c.int(40000, 90000)}\nPlanning Time: 0.${c.int(100, 999)} ms\nExecution Time: 2791.${c.int(100, 999)} ms`),
    llm(c, M, [tmsg('psql', '...')], 'Seq scan over 1.9M rows, 2.79 s; no index on (tenant_id, status, due_date).'),
  ], { as_tool: true, depth: 3 });
  const db = agent('db_specialist', { input: 'Propose and test an index for slow invoice search (tenant + status + due_date ordering).' }, 'index cuts query to 4 ms', [
    llm(c, M, [usr('index proposal')], null, [['query_profiler', { input: 'EXPLAIN ANALYZE the invoice search query for tenant 8812 with status=open.' }]]),
    prof,
    llm(c, M, [tmsg('query_profiler', 'seq scan')], null, [['psql', { sql: 'CREATE INDEX CONCURRENTLY idx_invoices_tenant_status_due ON invoices (tenant_id, status, due_date);' }]]),
    tool('psql', { sql: 'CREATE INDEX CONCURRENTLY ...' }, `CREATE INDEX\nTime: ${c.int(40000, 90000)}.${c.int(100, 999)} ms`),
    llm(c, M, [usr('re-check')], null, [['psql', { sql: 'EXPLAIN ANALYZE ... (same query)' }]]),
    tool('psql', { sql: 'EXPLAIN ANALYZE ... (same query)' }, `Limit (actual time=0.0${c.int(10, 99)}..4.1${c.int(10, 99)} rows=50)\n  ->  Index Scan using idx_invoices_tenant_status_due on invoices\nExecution Time: 4.2${c.int(10, 99)} ms`),
    llm(c, M, [tmsg('psql', '4 ms')], 'Composite index (tenant_id, status, due_date): 2.79 s -> 4.2 ms; migration file 0142_invoice_search_idx.sql.'),
  ], { as_tool: true, depth: 2 });
  const be = agent('backend_engineer', { input: 'Fix GET /api/invoices?status=open timing out (>3 s) for large tenants.' }, 'fixed with index + pagination cap', [
    llm(c, M, [usr('fix timeout')], null, [['db_specialist', { input: 'Propose and test an index for slow invoice search (tenant + status + due_date ordering).' }]]),
    db,
    llm(c, M, [tmsg('db_specialist', 'index')], null, [['apply_patch', { file: 'api/invoices/search.py', summary: 'cap limit at 100, keyset pagination on due_date,id' }]]),
    tool('apply_patch', { file: 'api/invoices/search.py' }, { applied: true, tests: '23 passed in ' + c.dur() }),
    llm(c, M, [tmsg('apply_patch', 'ok')], 'Endpoint fixed: migration 0142 adds the index; API caps limit at 100 with keyset pagination; tests pass.'),
  ], { as_tool: true, depth: 1 });
  const kids = [
    llm(c, M, [sys('You are tech_lead.'), usr('Customer Halvorsen AS reports invoice list timing out. Fix and write a customer note.')], null, [['backend_engineer', { input: 'Fix GET /api/invoices?status=open timing out (>3 s) for large tenants.' }]]),
    be,
    llm(c, M, [tmsg('backend_engineer', 'fixed')], 'Customer note: The invoice list slowdown affecting large accounts is fixed (search now ~4 ms at the database, was ~2.8 s). Deployed with release 2026.05.1.'),
  ];
  return { stagnation: false, goal: 'Fix the invoice-list timeout reported by customer Halvorsen AS and write a customer note.',
    isolates: 'A tech lead hands the bug to a backend engineer, who asks a DB specialist for an index, who asks a profiler for a plan: four levels of distinct sub-tasks, results returned up, fixed.',
    root: agent('tech_lead', {}, null, kids, { framework: 'openai-agents' }) };
}
export const scenarios = [s01, s02, s03];
