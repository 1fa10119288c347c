export const family = 'supervisor_distinct_subtasks';
export const loop = false, stagnation = false;
export const summary = 'Healthy: supervisor sends the same worker different sub-tasks in turn, each answered with new results, then a synthesis.';
export const check = (r) => null;
const mk = (n, domain, style, goal, isolates, worker, tool, tasks) => ({ n, domain, style, goal, isolates, build(c, b) {
  const k = [];
  for (const [task, args, out] of tasks(c)) { const w = b.sub(task); const wk = [w.llm('', [[tool, args]]), w.tool(tool, args, out), w.llm(`Result: ${JSON.stringify(out).slice(0, 120)}`)]; k.push(b.llm(`Next: ${task}`, [[worker, { task }]])); k.push(b.tool(worker, { task }, { answer: JSON.stringify(out).slice(0, 160) }, undefined, { children: [w.agent(worker, wk, out)] })); }
  k.push(b.llm('Synthesis: all sub-results combined into the final report.'));
  return b.agent('supervisor', k, { status: 'done' }); } });
export const rows = [
mk('01', 'cenote dive tour operator', 'langgraph', 'Prepare tomorrow\'s cenote tour briefing: water conditions, group certifications, van logistics.', 'Supervisor asks the same research worker three different questions; each returns new data.', 'research_worker', 'query_ops_db', (c) => [
  ['water conditions at Dos Ojos', { q: 'visibility Dos Ojos' }, { visibility_m: 45, halocline_m: 14, temp_c: 24.5 }],
  ['certifications of group G-14', { q: 'certs G-14' }, { openwater: 5, advanced: 2, cavern: 1 }],
  ['van schedule', { q: 'vans tomorrow' }, { van: 'V-3', pickup: '07:15 Tulum centro', driver: 'Rafa' }]]),
mk('02', 'charcuterie supplier audit', 'crewai', 'Audit the three cured-meat suppliers before renewing contracts.', 'Manager assigns the Auditor a different supplier each time; each report has different findings.', 'Auditor', 'fetch_audit_record', (c) => [
  ['audit Salumi Ferri', { supplier: 'Salumi Ferri' }, { haccp: 'pass', nitrite_ppm: 92, listeria_tests: '12/12 neg' }],
  ['audit Bodega Ortiz', { supplier: 'Bodega Ortiz' }, { haccp: 'minor', issue: 'drying room humidity log gaps (3 days)' }],
  ['audit Hof Wendt', { supplier: 'Hof Wendt' }, { haccp: 'pass', nitrite_ppm: 110, note: 'organic cert expires 2025-09' }]]),
mk('03', 'kite festival operations', 'oai_agents', 'Get the kite festival ready: wind forecast, field zoning, and volunteer gaps.', 'Triage agent uses the ops agent-as-tool three times for three different questions.', 'ops_agent', 'ops_lookup', (c) => [
  ['wind forecast Saturday', { what: 'wind', day: 'Sat' }, { mean_kmh: 22, gust_kmh: 35, dir: 'WSW' }],
  ['field zoning', { what: 'zones' }, { zones: ['A single-line', 'B stunt', 'C kids'], buffer_m: 30 }],
  ['volunteer gaps', { what: 'rota gaps' }, { gaps: ['Sun 14-16 gate', 'Sat 10-12 first aid'] }]]),
mk('04', 'popcorn machine rental', 'autogen', 'Summarise the popcorn machine fleet: utilisation, repairs, and next month\'s bookings.', 'Same worker gets three distinct data requests with different answers, then the planner summarises.', 'fleet_analyst', 'run_sql', (c) => [
  ['utilisation last month', { sql: 'select avg(days_rented) from rentals' }, { avg_days: 11.4, machines: 26 }],
  ['open repairs', { sql: 'select id,fault from repairs where open' }, { rows: [['PM-07', 'kettle heater'], ['PM-19', 'glass panel']] }],
  ['bookings next month', { sql: 'select count(*) from bookings where month=next' }, { count: 38, weddings: 9 }]]),
mk('05', 'sand-dune buggy tours', 'adk', 'Decide tomorrow\'s buggy tour dispatch: fleet readiness, guide hours and dune closures.', 'Coordinator calls the same sub-agent three times with different questions; each answer differs.', 'fleet_agent', 'check_system', (c) => [
  ['fleet readiness', { system: 'fleet' }, { ready: 11, maintenance: ['DB-04 CV joint'] }],
  ['guide hours', { system: 'hr' }, { guides_available: 5, max_hours: 9 }],
  ['dune closures', { system: 'ranger_notices' }, { closed: ['Sector 7 nesting plovers'] }]]),
mk('06', 'fishmonger dawn auction', 'otel', 'Prepare the buying list for the 05:00 fish auction.', 'Same market-data worker gives landings, prices and restaurant orders; supervisor combines them.', 'market_worker', 'market_api', (c) => [
  ['landings today', { feed: 'landings' }, { hake_kg: 820, turbot_kg: 64, squid_kg: 310 }],
  ['yesterday prices', { feed: 'prices' }, { hake_eur_kg: 6.1, turbot_eur_kg: 24.5, squid_eur_kg: 9.8 }],
  ['restaurant pre-orders', { feed: 'orders' }, { hake_kg: 40, turbot_kg: 12, squid_kg: 25 }]]),
];
