import { agent, llm, tool, span, oai, ant, gem } from './lib.mjs';
export const family = 'narrowing_delegation_chain';
export const loop = false;
// levels: [agentName, instruction, delegationText or null, leafTool, leafIn, leafOut, resultText]
function chainOf(N, levels, model) {
  function lvl(i) {
    const [name, instr, say, resTxt] = levels[i];
    const kids = [];
    if (i < levels.length - 1) {
      kids.push(llm(name + '.llm', { instruction: instr }, say, { model }));
      kids.push(tool('delegate', { to: levels[i + 1][0], instruction: levels[i + 1][1] }, resTxt, { children: [lvl(i + 1)] }));
    } else {
      const [, , , , t, tin, tout] = levels[i];
      kids.push(llm(name + '.llm', { instruction: instr }, say, { model }));
      kids.push(tool(t, tin, tout));
    }
    kids.push(llm(name + '.llm', { instruction: instr }, resTxt, { model }));
    return agent(name, { instruction: instr }, resTxt, kids, { agent_run_id: N.uuid() });
  }
  return lvl(0);
}
export const rows = [
{ n: '01', stagnation: false, style: 'CrewAI (hierarchical delegation)', domain: 'small hydro plant turbine maintenance', goal: 'Decide whether the Francis turbine at Glenmoriston small hydro needs an outage this quarter.', isolates: 'Plant manager → maintenance lead → vibration analyst → data technician, each given a narrower task, results returning up, then a decision.',
  build(N) { return chainOf(N, [
    ['Plant Manager', 'Decide if turbine T1 needs an outage this quarter.', 'Ask maintenance lead for the condition of T1.', 'No outage this quarter; schedule bearing inspection at the June low-flow window.'],
    ['Maintenance Lead', 'Assess T1 condition: bearings, runner, governor.', 'Bearings are the concern; ask the vibration analyst.', 'Runner and governor fine; guide bearing vibration rising but within ISO 10816 zone B.'],
    ['Vibration Analyst', 'Trend guide-bearing vibration over 90 days.', 'Need the raw RMS series from the historian.', '2.1 → 3.4 mm/s over 90 days; zone B limit 4.5.'],
    ['Data Technician', 'Export guide-bearing RMS from the historian, 90 days daily max.', 'Exporting tag T1_GB_VIB_RMS.', 'Export done: 90 points, 2.1 to 3.4 mm/s.', 'historian_export', { tag: 'T1_GB_VIB_RMS', days: 90, agg: 'max' }, { points: 90, first: 2.1, last: 3.4, unit: 'mm/s', file: N.tmp('.csv'), server: N.host('pi') }]], 'gpt-4o'); } },
{ n: '02', stagnation: false, style: 'OpenAI Agents SDK (handoffs with input filters)', domain: 'fly tying supplies shop', goal: 'Find out why the shop’s peacock herl stock shows negative quantity and correct it.', isolates: 'Four nested agents with distinct narrowing sub-tasks (inventory → movements → one supplier receipt), answered and corrected.',
  build(N) { return chainOf(N, [
    ['Shop Ops Agent', 'Fix negative peacock herl stock.', 'Inventory agent should find the cause.', 'Corrected: stock is 37 packs after adding the missing receipt.'],
    ['Inventory Agent', 'Find why SKU PH-STRUNG is at −13.', 'Check stock movements for PH-STRUNG.', 'A 50-pack receipt from Veniard on 4 Feb was never posted.'],
    ['Movements Agent', 'List PH-STRUNG movements since 1 Jan and find gaps vs supplier invoices.', 'Query the ledger for PH-STRUNG.', 'Invoice VEN-55812 (50 packs) has no matching receipt.'],
    ['Ledger Query Agent', 'Return ledger rows for PH-STRUNG since 2025-01-01.', 'Querying.', '14 rows, net −13, no receipt for VEN-55812.', 'ledger_query', { sku: 'PH-STRUNG', since: '2025-01-01' }, { rows: 14, net: -13, receipts: ['VEN-55104'], sales: 63, invoices_unmatched: ['VEN-55812'] }]], 'gpt-4.1'); } },
{ n: '03', stagnation: false, style: 'Claude Agent SDK transcript (Task sub-agents)', domain: 'monorepo CI flaky test root cause', goal: 'Find the root cause of the flaky `checkout-e2e` job in the monorepo and propose a fix.', isolates: 'Main agent → CI investigator → test-log reader → single-file reader, each narrower; results come back up to a concrete fix.',
  build(N) { return chainOf(N, [
    ['claude-code', 'Root-cause flaky checkout-e2e.', 'Spawning an investigator for the last 20 CI runs.', 'Fix: await the cart-updated network idle before clicking Pay (tests/checkout.spec.ts:57).'],
    ['ci-investigator', 'Compare failing vs passing runs of checkout-e2e (last 20).', 'Failures all in one test; get a log reader on it.', '7/20 failed, all in "pays with saved card", all on timeout at Pay button.'],
    ['log-reader', 'Read failing logs of "pays with saved card" and find the failing step.', 'Need the spec file around the click.', 'Pay clicked while /api/cart PATCH still pending.'],
    ['file-reader', 'Show tests/checkout.spec.ts lines 45-65.', 'Reading.', 'Line 57 clicks Pay immediately after selecting the card.', 'Read', { file_path: 'tests/checkout.spec.ts', offset: 45, limit: 20 }, '    57\t  await page.getByRole("button", { name: "Pay" }).click();']], 'claude-sonnet-4'); } },
{ n: '04', stagnation: false, style: 'Bedrock Agents (multi-agent collaboration trace)', domain: 'equine dentistry practice', goal: 'Build next week’s visit route for the equine dentist covering all overdue horses.', isolates: 'Supervisor → scheduling collaborator → overdue-finder → yard lookup, narrowing each time; results flow back into a route.',
  build(N) { return chainOf(N, [
    ['SupervisorAgent', 'Plan next week’s route for overdue dental checks.', 'Scheduling collaborator builds the route.', 'Route: Mon Hexham yards (5 horses), Tue Alnwick (4), Wed Rothbury (3).'],
    ['SchedulingAgent', 'Make a 3-day route for overdue horses.', 'First get the overdue list.', '12 overdue horses across 6 yards grouped into 3 areas.'],
    ['OverdueFinder', 'List horses whose last float was over 12 months ago.', 'Look up yards for those horses.', '12 horses in 6 yards.'],
    ['YardLookup', 'Return yard postcodes for horse IDs H-201..H-260 overdue.', 'Querying.', '6 yards: NE46 x2, NE66 x2, NE65 x2.', 'yard_lookup', { overdue_months: 12 }, { horses: 12, yards: [{ yard: 'Low Farm', pc: 'NE46' }, { yard: 'Dene Stables', pc: 'NE46' }, { yard: 'Castle Livery', pc: 'NE66' }, { yard: 'Hulne', pc: 'NE66' }, { yard: 'Coquet', pc: 'NE65' }, { yard: 'Simonside', pc: 'NE65' }], requestId: N.uuid() }]], 'anthropic.claude-3-5-sonnet'); } },
{ n: '05', stagnation: false, style: 'LangGraph (nested subgraphs)', domain: 'academic conference travel grants', goal: 'Decide the 8 student travel grants for the phonetics conference within the £6,000 budget.', isolates: 'Four nested agents, each with a distinct narrower job (allocate → rank → eligibility → fare lookup), returning results upward.',
  build(N) { return chainOf(N, [
    ['grants_chair', 'Allocate 8 grants within £6,000.', 'Ranking subgraph first.', 'Awarded 8 grants totalling £5,860.'],
    ['ranking', 'Rank 19 applicants by review score among eligible ones.', 'Need eligibility.', '15 eligible, top 8 ranked by score 4.6–3.9.'],
    ['eligibility', 'Check student status and accepted paper for each applicant.', 'Need fares to cap awards.', '4 ineligible (no accepted paper); fares capped at £900.'],
    ['fare_lookup', 'Get economy fares to Edinburgh for the 15 eligible origins.', 'Querying fares.', 'Fares £45–£1,240.', 'fare_search', { dest: 'EDI', origins: 15, date: '2025-08-10' }, { results: 15, min_gbp: 45, max_gbp: 1240, cached: N.pick([true, false]), search_id: N.b62(16) }]], 'gpt-4o'); } },
{ n: '06', stagnation: false, style: 'smolagents (managed agents)', domain: 'tidal energy array', goal: 'Explain the 18% output drop of turbine TT-04 in the tidal array last spring tide.', isolates: 'Manager → performance agent → blade-data agent → sensor reader, each narrower and returning a distinct finding.',
  build(N) { return chainOf(N, [
    ['manager_agent', 'Explain TT-04 output drop.', 'Delegate to performance agent.', 'Cause: biofouling on blade 2 — clean at next slack-water window.'],
    ['performance_agent', 'Compare TT-04 power curve with TT-03 at same flow.', 'TT-04 loses at high flow; check blade data.', 'TT-04 18% below TT-03 above 2.5 m/s.'],
    ['blade_agent', 'Check blade strain/pitch data for TT-04.', 'Read blade 2 strain sensor.', 'Blade 2 strain asymmetry consistent with fouling.'],
    ['sensor_reader', 'Read strain gauge SG-B2 for 14 days.', 'Reading.', 'Asymmetry 11% rising.', 'read_sensor', { id: 'TT04-SG-B2', days: 14 }, { samples: 1209600, asym_pct: 11.2, trend: 'rising', hub_temp_c: 9.4, link: 'acoustic modem ' + N.hex(6) }]], 'Qwen/Qwen2.5-72B-Instruct'); } },
];
