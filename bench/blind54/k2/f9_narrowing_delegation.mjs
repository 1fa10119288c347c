// Family: narrowing_delegation (loop: false). Each level hands down a narrower, different sub-task; results come back.
export const family = 'narrowing_delegation';
function chainDown(T, levels, final) {
  // levels: [{agent, text, tool, args, work?:[name,args,out], result}] outermost first
  const { N } = T; let inner = null;
  for (let d = levels.length - 1; d >= 0; d--) {
    const L = levels[d]; const kids = [];
    if (L.work) { kids.push(T.llm(L.text, [{ name: L.work[0], args: L.work[1] }])); kids.push(T.tool(L.work[0], L.work[1], L.work[2](N))); }
    if (inner) { kids.push(T.llm(L.delegate, [{ name: L.tool, args: L.args }])); kids.push(T.tool(L.tool, L.args, levels[d + 1].result, { children: [inner] })); }
    kids.push(T.llm(L.result, []));
    inner = T.agent(L.agent, { task: L.task }, kids, L.result);
  }
  return T.root('run', [inner], final);
}
export const rows = [
{ n: '01', domain: 'touring punk band merch', style: 'google_adk', isolates: 'Google ADK: merch manager → size planner → supplier checker, each with a narrower job, results returned upward.', goal: 'Reorder T-shirts for the band’s merch table before the next three shows.',
  build(T) { return chainDown(T, [
    { agent: 'merch_manager', task: 'Reorder shirts for 3 shows', text: 'Checking stock.', work: ['stock', { sku: 'TEE-HB' }, (N) => ({ S: 12, M: 4, L: 9, XL: 2, at: N.iso() })], delegate: 'Size planning goes to size_planner: compute quantities per size for 3 shows.', tool: 'size_planner', args: { request: 'Quantities per size for 3 shows given stock S12 M4 L9 XL2' }, result: 'Ordered 18 M, 10 L, 12 XL, 4 S from Inkwell, arrives Thu.' },
    { agent: 'size_planner', task: 'Quantities per size', text: 'Past sales per show.', work: ['sales_by_size', { shows: 6 }, () => ({ S: 5, M: 7, L: 6, XL: 5 })], delegate: 'Ask supplier_checker to confirm lead time for 44 shirts.', tool: 'supplier_checker', args: { request: 'Lead time and price for 4S/18M/10L/12XL' }, result: 'Need 4 S, 18 M, 10 L, 12 XL; supplier can deliver Thursday.' },
    { agent: 'supplier_checker', task: 'Lead time for 44 shirts', text: 'Querying Inkwell.', work: ['supplier_quote', { qty: 44 }, (N) => ({ supplier: 'Inkwell', unit_eur: 6.2, lead_days: 3, quote: N.jobId('Q') })], result: 'Inkwell: €6.20/unit, 3-day lead (Thursday).' },
  ], 'Ordered 44 shirts.'); } },
{ n: '02', domain: 'harbour seal rescue', style: 'claude_sdk', isolates: 'Claude Agent SDK Task nesting with narrowing scope: intake plan → feeding schedule → formula dose lookup.', goal: 'Set up care for the two seal pups admitted today (P-41, P-42).',
  build(T) { return chainDown(T, [
    { agent: 'main', task: 'Care plan for P-41, P-42', text: 'Reading admission records.', work: ['Read', { file_path: '/records/2024/admissions.csv' }, () => 'P-41,harbour seal,9.8kg,dehydrated\nP-42,harbour seal,7.1kg,umbilicus healing'], delegate: 'Delegating the feeding schedule to a sub-agent.', tool: 'Task', args: { description: 'Feeding schedule', prompt: 'Build tube-feeding schedules for P-41 (9.8 kg) and P-42 (7.1 kg).', subagent_type: 'general-purpose' }, result: 'Care plan written: P-41 and P-42 on 5 feeds/day, P-42 umbilical check daily.' },
    { agent: 'feeding-planner', task: 'Schedules for two pups', text: '', delegate: 'Need formula doses; delegating the dose calculation.', tool: 'Task', args: { description: 'Dose calc', prompt: 'Compute per-feed volumes at 10% body weight/day split into 5 feeds for 9.8 kg and 7.1 kg.', subagent_type: 'general-purpose' }, result: '5 feeds at 07,10,13,16,19h: P-41 196 ml, P-42 142 ml.' },
    { agent: 'dose-calculator', task: 'Per-feed volumes', text: 'Computing.', work: ['Bash', { command: 'python3 -c "print(9.8*100/5, 7.1*100/5)"' }, () => '196.0 142.0'], result: 'P-41 196 ml/feed, P-42 142 ml/feed.' },
  ], 'Care plan done.'); } },
{ n: '03', domain: 'tortilla factories', style: 'crewai', isolates: 'CrewAI hierarchical: plant manager → line engineer → oven sensor analyst; each sub-task narrower, then back up.', goal: 'Find why line 2 tortillas are coming out pale and fix it.',
  build(T) { return chainDown(T, [
    { agent: 'Plant Manager', task: 'Pale tortillas on line 2', delegate: 'Thought: Delegate to the Line Engineer: diagnose line 2 paleness.', tool: 'Delegate work to coworker', args: { task: 'Diagnose pale tortillas on line 2', coworker: 'Line Engineer' }, result: 'Final Answer: Burner B3 at 72% gas due to clogged orifice; cleaned, colour restored.' },
    { agent: 'Line Engineer', task: 'Diagnose line 2', text: 'Thought: Check belt speed first.', work: ['Line PLC', { line: 2, tag: 'belt_speed' }, (N) => `belt_speed=14.2 m/min (spec 14.0) @ ${N.syslog()}`], delegate: 'Thought: Belt is fine; ask the Oven Analyst to check burner zones.', tool: 'Delegate work to coworker', args: { task: 'Check burner zone temperatures on line 2 oven', coworker: 'Oven Analyst' }, result: 'Belt normal; burner B3 underfiring — orifice cleaned, temps back to 285 °C.' },
    { agent: 'Oven Analyst', task: 'Burner zones', text: 'Thought: Read zone temps.', work: ['Oven Sensors', { line: 2 }, (N) => ({ B1: 286, B2: 284, B3: 241, B4: 285, unit: 'C', sampled: N.iso() })], result: 'B3 at 241 °C vs 285 °C; gas valve 72% — likely clogged orifice.' },
  ], 'Fixed.'); } },
{ n: '04', domain: 'sourdough starter subscriptions', style: 'llamaindex', isolates: 'LlamaIndex agent workflow: ops agent → shipping agent → carrier-rate agent, narrowing from "ship this month" to "price one parcel class".', goal: 'Ship this month’s 230 dried sourdough starter packets to subscribers at the lowest cost.',
  build(T) { return chainDown(T, [
    { agent: 'OpsAgent', task: 'Ship 230 packets', text: 'Counting subscribers by country.', work: ['subs_by_country', {}, (N) => ({ UK: 171, IE: 38, FR: 21, snapshot: N.iso() })], delegate: 'Handing shipping method choice to ShippingAgent.', tool: 'handoff', args: { to_agent: 'ShippingAgent', reason: 'Choose methods for UK 171, IE 38, FR 21' }, result: 'UK large-letter 2nd class; IE/FR international letter. Labels printed.' },
    { agent: 'ShippingAgent', task: 'Methods per country', delegate: 'Ask RateAgent for the price of a 28 g large letter to IE/FR.', tool: 'handoff', args: { to_agent: 'RateAgent', reason: 'Price 28 g large letter to IE and FR' }, result: 'UK £0.96, international £2.80 each; total £281.' },
    { agent: 'RateAgent', task: 'Price one parcel class', text: 'Looking up tariff.', work: ['rate_lookup', { weight_g: 28, format: 'large_letter', dest: ['IE', 'FR'] }, (N) => ({ IE: 2.8, FR: 2.8, currency: 'GBP', tariff: '2024-04', etag: N.etag() })], result: 'International large letter 28 g: £2.80.' },
  ], 'Shipped.'); } },
{ n: '06', domain: 'hammock manufacturing', style: 'plain', isolates: 'Plain trace with nested sub-agents: production lead → cutting planner → fabric nesting solver, each a narrower task, then done.', goal: 'Plan cutting for the 60 double hammocks order with minimal fabric waste.',
  build(T) { return chainDown(T, [
    { agent: 'production_lead', task: '60 double hammocks', delegate: 'cutting planner: plan cuts for 60 double hammocks (bed 3.0×1.6 m).', tool: 'delegate', args: { agent: 'cutting_planner', task: 'Plan cuts for 60 beds 3.0x1.6 m' }, result: 'Cutting plan: 62 m of 3.2 m-wide ripstop, 6.8% waste, 2 shifts.' },
    { agent: 'cutting_planner', task: 'Plan cuts', text: 'Fabric stock?', work: ['fabric_stock', { material: 'ripstop-210T' }, () => ({ rolls: [{ width_m: 3.2, length_m: 80 }, { width_m: 1.5, length_m: 120 }] })], delegate: 'nesting solver: nest 60 beds of 3.0×1.6 on the 3.2 m roll.', tool: 'delegate', args: { agent: 'nesting_solver', task: 'Nest 60 x (3.0x1.6) on 3.2 m width' }, result: 'Use the 3.2 m roll: 62 m, 6.8% waste.' },
    { agent: 'nesting_solver', task: 'Nest beds', text: 'Running nest.', work: ['nest', { pieces: 60, w: 1.6, l: 3.0, roll_w: 3.2 }, (N) => `nest2d v0.9 | 2 across x 30 rows | length 62.0 m | util 93.2% | ${N.dur()}`], result: '2 across, 30 rows, 62 m, 93.2% utilisation.' },
  ], 'Plan done.'); } },
];
rows.splice(4, 0, { n: '05', domain: 'laser cutting maker services', style: 'smolagents', isolates: 'smolagents managed agents: job agent → file-prep agent → kerf calibration agent, each narrower; results flow up and the job is queued.', goal: 'Queue customer job LC-884 (birch plywood puzzle box) on the laser cutter.',
  build(T) { return chainDown(T, [
    { agent: 'job_agent', task: 'Queue LC-884', delegate: 'Thought: file_prep must ready the SVG.', tool: 'file_prep', args: { task: 'Prepare LC-884 SVG for 3 mm birch' }, result: 'LC-884 queued on Trotec Speedy 300, slot 14:20.' , text: '', work: ['queue_job', { job: 'LC-884', machine: 'trotec-300' }, (N) => `Execution logs:\nqueued slot=14:20 id=${N.jobId('Q')}\nOut: None`] },
    { agent: 'file_prep', task: 'SVG prep', delegate: 'Thought: need the kerf for this plywood batch.', tool: 'kerf_cal', args: { task: 'Measure kerf for birch ply batch B-12 at 3 mm' }, result: 'SVG offset by 0.09 mm, hairlines set, 412 paths.' },
    { agent: 'kerf_cal', task: 'Kerf', text: 'Thought: cut a test comb.', work: ['cut_test', { material: 'birch-3mm-B12' }, (N) => `Execution logs:\nkerf=0.18mm power=85% speed=1.2 ts=${N.iso()}\nOut: None`], result: 'Kerf 0.18 mm (offset 0.09).' },
  ], 'Queued.'); } });
