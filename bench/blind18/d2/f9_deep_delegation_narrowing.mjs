import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'deep-delegation-narrowing', loop: false, stagnation: false,
  isolates: 'A chain of 3+ nested agents, each handing a narrower, different sub-task down; the leaf does real work, results flow back up, done.',
};

function findTool(arr, name) { for (const s of arr) { if (s.type === 'tool' && s.children.length === 0 && JSON.stringify(s.input).includes('"agent"')) return s; const f = findTool(s.children || [], name); if (f) return f; } return null; }

// levels: [{name, task, say, calls, result}] from outermost to leaf
function chain(style, r, levels, toolName) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const T = recorder(style, r, { goal: L.task, system: `You are ${L.name}.` });
    const kids = [];
    if (L.calls) kids.push(...T.turn(L.say || '', L.calls));
    if (inner) {
      const d = T.turn(L.say || '', [{ name: toolName, args: { agent: levels[i + 1].name, task: levels[i + 1].task }, out: levels[i + 1].result }]);
      const host = findTool(d, toolName);
      host.children = [inner];
      kids.push(...d);
    }
    kids.push(...T.turn(L.result, []));
    inner = span('agent', L.name, { task: L.task }, { result: L.result }, kids, { metadata: { depth: i } });
  }
  return inner;
}

export const rows = [
  { id: '01', domain: 'propane delivery', style: 'oaiagents', build(r) {
    const goal = 'Plan tomorrow\'s propane deliveries for the Eastvale depot.';
    const top = chain('oaiagents', r, [
      { name: 'Depot Planner', task: goal, say: 'Routing depends on which tanks are critical; delegating.', result: 'Tomorrow: truck 2 runs Hillcrest loop (7 drops, 4,950 L) first, Oakridge farm at 08:00.' },
      { name: 'Route Agent', task: 'Build a route for customers whose tanks will be below 20% by tomorrow.', say: 'Need the list of low tanks first.', result: 'Route: depot → Oakridge farm (08:00, 1,800 L) → Hillcrest loop 6 homes (3,150 L) → depot, 84 km.' },
      { name: 'Telemetry Agent', task: 'From tank telemetry, list tanks forecast under 20% by tomorrow noon, with litres to fill.', say: '', calls: [{ name: 'tank_telemetry', args: { depot: 'eastvale', forecast_hours: 30, threshold_pct: 20 }, out: JSON.stringify({ tanks: [{ cust: 'Oakridge farm', pct_now: 22, pct_fc: 14, fill_l: 1800 }, { cust: 'Hillcrest 3', pct_fc: 18, fill_l: 550 }, { cust: 'Hillcrest 7', pct_fc: 11, fill_l: 600 }, { cust: 'Hillcrest 9', pct_fc: 19, fill_l: 500 }, { cust: 'Hillcrest 12', pct_fc: 16, fill_l: 500 }, { cust: 'Hillcrest 15', pct_fc: 9, fill_l: 600 }, { cust: 'Hillcrest 21', pct_fc: 17, fill_l: 400 }], gateway: r.host('lora-gw'), polled: r.iso() }) }], result: '7 tanks: Oakridge farm 1,800 L; Hillcrest 3, 7, 9, 12, 15, 21 totalling 3,150 L.' },
    ], 'transfer_task');
    return { isolates: 'OpenAI Agents SDK: planner → route agent → telemetry agent, each with a narrower task; the leaf reads telemetry and results come back up.', goal,
      root: rootAgent('oaiagents', 'Depot Planner', goal, [top], { final_output: 'plan ready' }, { trace_id: 'trace_' + r.hex(32) }) };
  } },

  { id: '02', domain: 'improv theatre', style: 'claudesdk', build(r) {
    const goal = 'Put together the season brochure copy for the Loose Ends improv theatre.';
    const top = chain('claudesdk', r, [
      { name: 'main', task: goal, say: 'I\'ll have a subagent handle the show listings section.', result: 'Brochure copy done: intro, 6 show listings with dates, and the workshop box.' },
      { name: 'listings-writer', task: 'Write the show listings section: one blurb per show in the autumn season.', say: 'I need the show data; delegating the data pull.', result: '6 blurbs written (Harold Night, Musical Mayhem, Late Lab, Kids Matinee, Longform Sundays, Xmas Special).' },
      { name: 'data-fetcher', task: 'Fetch autumn-season show names, dates and ticket prices from the box-office export.', say: '', calls: [{ name: 'Read', args: { file_path: '/shared/boxoffice/autumn_export.csv' }, out: `     1\tshow,first,last,nights,price\n     2\tHarold Night,${r.dateOnly(10)},${r.dateOnly(80)},11,12\n     3\tMusical Mayhem,${r.dateOnly(12)},${r.dateOnly(40)},5,15\n     4\tLate Lab,${r.dateOnly(15)},${r.dateOnly(85)},10,8\n     5\tKids Matinee,${r.dateOnly(17)},${r.dateOnly(73)},9,6\n     6\tLongform Sundays,${r.dateOnly(11)},${r.dateOnly(81)},11,10\n     7\tXmas Special,${r.dateOnly(95)},${r.dateOnly(101)},6,18` }], result: '6 shows with first/last dates, nights and prices (£6-£18).' },
    ], 'Task');
    return { isolates: 'Claude Agent SDK: main → listings-writer subagent → data-fetcher subagent; each task is narrower and different; file read at the leaf.', goal,
      root: rootAgent('claudesdk', 'brochure', goal, [top], { subtype: 'success', result: 'Brochure copy done.' }, { session_id: r.uuid() }) };
  } },

  { id: '03', domain: 'bamboo furniture workshop', style: 'crewai', build(r) {
    const goal = 'Quote a custom bamboo pergola (4 m × 3 m) for a client.';
    const top = chain('crewai', r, [
      { name: 'Sales Lead', task: goal, say: 'Thought: I need a cost breakdown from the workshop.\nAction: Delegate work to coworker', result: 'Quote: £2,940 incl. materials £1,310, labour £1,240, delivery £390.' },
      { name: 'Workshop Estimator', task: 'Estimate materials and labour for a 4×3 m bamboo pergola with 6 posts.', say: 'Thought: I need the pole quantities and prices.\nAction: Delegate work to coworker', result: 'Materials £1,310 (poles £1,040, fixings £270), labour 31 h = £1,240, delivery £390.' },
      { name: 'Stock Clerk', task: 'Price 6 × 3 m Moso posts of 100-120 mm and 14 × 4 m rafters of 60-80 mm from current stock.', say: 'Thought: check stock.\nAction: stock_lookup', calls: [{ name: 'stock_lookup', args: { species: 'moso', items: [{ len_m: 3, dia_mm: '100-120', qty: 6 }, { len_m: 4, dia_mm: '60-80', qty: 14 }] }, out: `moso 3m 100-120  on_hand 9   £68.00 ea\nmoso 4m 60-80    on_hand 22  £45.14 ea\nsnapshot ${r.logTs()} wh=${r.pick(['A', 'B'])}` }], result: 'Posts 6 × £68 = £408; rafters 14 × £45.14 = £632; poles £1,040, all in stock.' },
    ], 'Delegate work to coworker');
    return { isolates: 'CrewAI delegation: sales lead → estimator → stock clerk, each task more specific; the clerk prices stock, the numbers roll up into a quote.', goal,
      root: rootAgent('crewai', 'Sales Lead', goal, [top], { raw: 'Quote £2,940' }, { crew_id: r.uuid() }) };
  } },

  { id: '04', domain: 'locum doctor staffing', style: 'adk', build(r) {
    const goal = 'Fill the uncovered GP locum sessions at Marsh Lane practice for the week of the 14th.';
    const top = chain('adk', r, [
      { name: 'staffing_coordinator', task: goal, say: 'Delegating matching to the matching agent.', result: 'All 4 sessions offered: Dr Okoye (Mon AM, Wed PM), Dr Park (Tue PM, Fri AM).' },
      { name: 'matching_agent', task: 'Match the 4 uncovered sessions to available locums with valid performers-list status.', say: 'Need compliance-cleared locums first.', result: 'Okoye available Mon AM + Wed PM, Park Tue PM + Fri AM; both cleared.' },
      { name: 'compliance_agent', task: 'Check which of the 6 shortlisted locums have current performers-list entry, indemnity and DBS.', say: 'Checking registers.', result: '3 cleared: Okoye, Park, Haddad (Haddad unavailable all week).' },
      { name: 'register_lookup_agent', task: 'Look up indemnity expiry dates for Okoye, Park, Haddad, Brandt, Ilie and Moss.', say: '', calls: [{ name: 'indemnity_lookup', args: { names: ['Okoye', 'Park', 'Haddad', 'Brandt', 'Ilie', 'Moss'] }, out: { results: [{ n: 'Okoye', exp: r.dateOnly(200) }, { n: 'Park', exp: r.dateOnly(90) }, { n: 'Haddad', exp: r.dateOnly(300) }, { n: 'Brandt', exp: r.dateOnly(-3) }, { n: 'Ilie', exp: null }, { n: 'Moss', exp: r.dateOnly(-40) }], source: 'mdo-api', req: r.reqId('ind_') } }], result: 'Valid: Okoye, Park, Haddad; expired: Brandt, Moss; none on file: Ilie.' },
    ], 'transfer_to_agent');
    return { isolates: 'Google ADK: four nested agents (coordinator → matching → compliance → register lookup), each task different and narrower; answers flow back up.', goal,
      root: rootAgent('adk', 'staffing_coordinator', goal, [top], { final: 'sessions offered' }) };
  } },

  { id: '05', domain: 'water polo league', style: 'langgraph', build(r) {
    const goal = 'Publish the corrected standings table for the women\'s water polo league after the protest on match 31.';
    const top = chain('langgraph', r, [
      { name: 'league_admin', task: goal, say: 'Standings depend on the protest outcome; sending to the results subgraph.', result: 'Standings republished: Tigersharks now 1st on goal difference.' },
      { name: 'results_subgraph', task: 'Apply the protest ruling to match 31 and recompute points for the two teams.', say: 'Need the ruling text.', result: 'Match 31 changed 9-10 to 10-10 (a disallowed goal reinstated): Tigersharks +1 pt, Otters -2 pts.' },
      { name: 'ruling_reader', task: 'Extract the decision and corrected score from the disciplinary panel\'s ruling for match 31.', say: '', calls: [{ name: 'fetch_document', args: { doc: 'rulings/2025/match-31.pdf' }, out: `<p>Panel decision (${r.euDate()}): the goal at 6:12 of Q3 by #7 Tigersharks was incorrectly disallowed. Result amended to 10-10.</p><p>Ref: DP-${r.int(100, 999)}</p>` }], result: 'Goal #7 Q3 6:12 reinstated; result 10-10.' },
    ], 'call_subgraph');
    return { isolates: 'LangGraph subgraphs: admin → results subgraph → ruling reader, each a distinct narrower job; document read at the leaf.', goal,
      root: rootAgent('langgraph', 'league_admin', { messages: [{ role: 'user', content: goal }] }, [top], { messages: [{ role: 'assistant', content: 'Standings republished.' }] }, { thread_id: r.uuid() }) };
  } },

  { id: '06', domain: 'noodle factory', style: 'strands', build(r) {
    const goal = 'Why did the udon line 2 output fall 12% on Tuesday? Give a cause.';
    const top = chain('strands', r, [
      { name: 'plant_analyst', task: goal, say: 'Delegating to the line specialist.', result: 'Cause: dough hydration drifted to 38% after a flour lot change, causing sheet tears and 12% scrap.' },
      { name: 'line2_specialist', task: 'Find which stage of line 2 lost output on Tuesday.', say: 'Need stage-level counts.', result: 'Loss is at the sheeter (tears), 11.6% scrap vs 1.2% normal; upstream hydration at 38% vs 34% target.' },
      { name: 'mes_query_agent', task: 'Pull Tuesday stage counters and the mixer hydration readings for line 2.', say: '', calls: [{ name: 'mes_query', args: { line: 2, day: 'tuesday', stages: ['mixer', 'sheeter', 'cutter'] }, out: { status: 'success', content: [{ text: `stage    in_kg   out_kg  scrap%  note\nmixer    6200    6200    0.0     hydration 38.1% (target 34)\nsheeter  6200    5480    11.6    tear alarms x41\ncutter   5480    5440    0.7\nflour_lot F-${r.int(1000, 9999)} started 06:10\n(mes ${r.host('mes')} ${r.iso()})` }] } }], result: 'Sheeter scrap 11.6% with 41 tear alarms; hydration 38.1% since new flour lot at 06:10.' },
    ], 'delegate');
    return { isolates: 'Strands agents-as-tools: analyst → line specialist → MES query agent with narrower tasks, data comes back and becomes a cause.', goal,
      root: rootAgent('strands', 'plant_analyst', goal, [top], { stop_reason: 'end_turn' }) };
  } },
];
