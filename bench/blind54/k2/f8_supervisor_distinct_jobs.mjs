// Family: supervisor_distinct_jobs (loop: false). Same worker, different sub-tasks, new results, then a synthesis.
export const family = 'supervisor_distinct_jobs';
function sup(T, supName, worker, jobs, synth, wrap) {
  const { N } = T; const c = [];
  for (const j of jobs) {
    c.push(T.llm(j.ask, [{ name: `ask_${worker}`, args: { task: j.task } }]));
    const sub = T.agent(worker, { task: j.task }, [T.llm('', [{ name: j.tool, args: j.args }]), T.tool(j.tool, j.args, j.out(N)), T.llm(j.answer, [])], j.answer);
    c.push(T.tool(`ask_${worker}`, { task: j.task }, j.answer, { children: [sub] }));
  }
  c.push(T.llm(synth, []));
  return T.root(supName, c, synth, wrap || {});
}
export const rows = [
{ n: '01', domain: 'croquet clubs', style: 'langsmith', isolates: 'A LangGraph supervisor asks the same data worker for three different croquet-club reports (members, lawn bookings, handicaps) and then writes the AGM summary.', goal: 'Prepare the AGM summary for the Riverside Croquet Club: membership, lawn usage and handicap changes.',
  build(T) { return sup(T, 'supervisor', 'data_worker', [
    { ask: 'First, membership numbers.', task: 'Count members by category for 2024', tool: 'sql', args: { q: 'SELECT category, count(*) FROM members GROUP BY 1' }, out: (N) => ({ rows: [['full', 64], ['junior', 11], ['social', 23]], took: N.ms() + 'ms' }), answer: '98 members: 64 full, 11 junior, 23 social.' },
    { ask: 'Now lawn usage.', task: 'Lawn booking hours by lawn, Apr–Sep', tool: 'sql', args: { q: 'SELECT lawn, sum(hours) FROM bookings WHERE season=2024 GROUP BY 1' }, out: (N) => ({ rows: [['Lawn 1', 512], ['Lawn 2', 488], ['Lawn 3', 201]], took: N.ms() + 'ms' }), answer: 'Lawns 1 and 2 ~500 h each; Lawn 3 only 201 h (drainage closure in June).' },
    { ask: 'Finally, handicap changes.', task: 'Players whose handicap changed by 2+ this season', tool: 'sql', args: { q: 'SELECT name, start_hcp, end_hcp FROM handicaps WHERE abs(end_hcp-start_hcp)>=2' }, out: (N) => ({ rows: [['J. Pell', 12, 8], ['A. Kaur', 16, 12], ['R. Tan', 4, 2]], took: N.ms() + 'ms' }), answer: 'Three big improvers: J. Pell 12→8, A. Kaur 16→12, R. Tan 4→2.' },
  ], 'AGM summary: 98 members; Lawn 3 underused after drainage closure; notable handicap drops for Pell, Kaur and Tan.'); } },
{ n: '02', domain: 'sign-language video relay', style: 'autogen', isolates: 'An AutoGen orchestrator gives the same scheduler agent three distinct sub-tasks (demand, interpreter availability, gap fill) and merges the answers.', goal: 'Produce next week’s interpreter staffing plan for the ASL video relay centre.',
  build(T) { return sup(T, 'MagenticOneOrchestrator', 'scheduler', [
    { ask: 'Forecast call demand per hour.', task: 'Forecast calls by hour next week', tool: 'forecast', args: { weeks_history: 8 }, out: (N) => ({ peak: '10:00-12:00', peak_calls_per_hr: 140, night_calls_per_hr: 18, model: 'ets', run: N.uuid() }), answer: 'Peak 140 calls/h 10–12; nights ~18 calls/h.' },
    { ask: 'Now available interpreters.', task: 'List interpreter availability next week', tool: 'roster', args: { week: 'next' }, out: (N) => ({ interpreters: 46, certified_medical: 9, night_available: 5, fetched: N.iso() }), answer: '46 interpreters; 9 medical-certified; only 5 can do nights.' },
    { ask: 'Which hours are short?', task: 'Compare demand (140 peak, 18 nights) against roster (46, 5 nights)', tool: 'gap_calc', args: { calls_per_interpreter_hr: 4 }, out: (N) => ({ short_hours: ['Tue 10-12', 'Thu 10-12'], short_by: 3, nights_ok: false }), answer: 'Short by 3 at Tue/Thu peaks; nights need 1 more interpreter.' },
  ], 'Plan: add 3 interpreters Tue/Thu 10–12 and recruit 1 night interpreter; rest of week covered.'); } },
{ n: '03', domain: 'pickle brine fermentation', style: 'pydantic_ai', isolates: 'A Pydantic AI supervisor sends its lab worker three different crock analyses and combines them into a release decision.', goal: 'Decide which of the three pickle crocks can be released for jarring this week.',
  build(T) { return sup(T, 'agent run', 'lab_worker', [
    { ask: 'Crock A readings.', task: 'Analyse crock A (dill, day 21)', tool: 'read_probe', args: { crock: 'A' }, out: (N) => ({ pH: 3.4, salt_pct: 3.5, temp_c: 18.2, at: N.iso() }), answer: 'Crock A: pH 3.4, ready.' },
    { ask: 'Crock B readings.', task: 'Analyse crock B (garlic, day 14)', tool: 'read_probe', args: { crock: 'B' }, out: (N) => ({ pH: 4.1, salt_pct: 3.1, temp_c: 19.0, at: N.iso() }), answer: 'Crock B: pH 4.1, not yet safe (<4.6 but target 3.6); needs ~6 more days.' },
    { ask: 'Crock C readings.', task: 'Analyse crock C (spicy, day 24) including kahm yeast check', tool: 'read_probe', args: { crock: 'C', camera: true }, out: (N) => ({ pH: 3.5, salt_pct: 3.8, surface: 'white film 40%', at: N.iso() }), answer: 'Crock C: pH 3.5 but kahm film on 40% of surface; skim and re-check smell before release.' },
  ], 'Release A now; C after skimming and sensory check; hold B ~6 days.'); } },
{ n: '05', domain: 'mobile car detailing', style: 'openinference', isolates: 'A supervisor gives one route worker three different days to optimise, each returning a distinct route, then publishes the weekly plan.', goal: 'Plan Mon–Wed routes for our two mobile detailing vans.',
  build(T) { return sup(T, 'SupervisorAgent', 'route_worker', ['Mon', 'Tue', 'Wed'].map((d, i) => ({ ask: `Route for ${d}.`, task: `Optimise ${d} jobs`, tool: 'optimise_route', args: { day: d, vans: 2 }, out: (N) => ({ day: d, jobs: [7, 9, 5][i], km: [84, 112, 61][i], solver_ms: N.ms(), osrm: N.host('osrm') }), answer: [`Mon: 7 jobs, 84 km; van 2 finishes 15:10.`, `Tue: 9 jobs, 112 km; ceramic coat job forces van 1 to start 07:30.`, `Wed: 5 jobs, 61 km; van 2 free after 13:00 for walk-ins.`][i] })), 'Weekly plan: 21 jobs, 257 km; Tue early start for van 1; Wed afternoon slot open for walk-ins.'); } },
{ n: '06', domain: 'bird feeder subscriptions', style: 'mastra', isolates: 'A Mastra supervisor asks the same analyst agent about churn, seed costs and shipping in turn, then writes a pricing recommendation.', goal: 'Recommend whether to raise the monthly bird-feeder seed subscription price.',
  build(T) { return sup(T, 'agent.generate', 'analystAgent', [
    { ask: 'Churn by plan.', task: 'Monthly churn by plan, last 6 months', tool: 'query_metrics', args: { metric: 'churn', by: 'plan' }, out: (N) => ({ basic: 0.041, premium: 0.027, cursor: N.cursor() }), answer: 'Churn 4.1% basic, 2.7% premium.' },
    { ask: 'Seed cost trend.', task: 'Supplier sunflower heart price trend', tool: 'query_metrics', args: { metric: 'cogs_seed' }, out: (N) => ({ per_kg_eur: [1.92, 2.05, 2.31], months: ['Mar', 'Apr', 'May'] }), answer: 'Sunflower hearts up 20% in 3 months (1.92→2.31 €/kg).' },
    { ask: 'Shipping.', task: 'Average shipping cost per box', tool: 'query_metrics', args: { metric: 'ship_cost' }, out: (N) => ({ avg_eur: 3.4, carrier: 'DPD', change_pct: 6 }), answer: 'Shipping €3.40/box, +6%.' },
  ], 'Raise basic by €1 (costs up 20%/6%); keep premium flat because its churn is already low and it carries margin.'); } },
];
rows.splice(3, 0, { n: '04', domain: 'unicycle clubs', style: 'openai_agents', isolates: 'An OpenAI Agents SDK manager calls the same equipment agent as a tool for three different sub-tasks (inventory, sizing, repairs) and merges the results.', goal: 'Prepare the unicycle club’s kit list for the new junior intake of 14 riders.',
  build(T) { return sup(T, 'Club Manager', 'equipment_agent', [
    { ask: 'What do we own?', task: 'List club unicycles by wheel size', tool: 'inventory', args: { type: 'unicycle' }, out: (N) => ({ '16in': 6, '20in': 9, '24in': 4, as_of: N.iso() }), answer: '6×16", 9×20", 4×24".' },
    { ask: 'What sizes do the juniors need?', task: 'Map the 14 juniors’ inseams to wheel sizes', tool: 'sizing', args: { intake: 'junior-2024' }, out: () => ({ '16in': 5, '20in': 8, '24in': 1 }), answer: 'Need 5×16", 8×20", 1×24".' },
    { ask: 'Which are broken?', task: 'Open repair tickets on unicycles', tool: 'repairs', args: { status: 'open' }, out: (N) => ({ tickets: [{ id: 'U-20-03', issue: 'cracked seat post' }, { id: 'U-20-07', issue: 'bent crank' }], fetched: N.http() }), answer: 'Two 20" are out of service (seat post, crank).' },
  ], 'Kit: 16" OK (6 for 5), 24" OK; 20" short by 1 (7 usable for 8) — fix U-20-03 seat post this week.'); } });
