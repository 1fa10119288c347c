// Family 8 (healthy): supervisor gives the same worker different sub-tasks, new results each time, then synthesis.
import { agent, llm, tool } from './lib.mjs';
const S = [
  ['ice hotel opening readiness', 'LangGraph', [['check room temps', 'room_sensors', '12 rooms -5.1 to -6.8 C, all in range'], ['check bookings', 'pms_query', '38 of 42 beds sold for opening night'], ['check fire exits', 'inspection_log', 'exits 1-4 passed, exit 5 needs sign']]],
  ['ropewalk hemp supply', 'CrewAI', [['price from supplier A', 'quote_api', 'Arbroath Fibres £4.10/kg, 6 weeks'], ['price from supplier B', 'quote_api', 'Lodz Hemp €4.35/kg, 3 weeks'], ['stock on hand', 'inventory', '1,240 kg, 19 days of spinning']]],
  ['tidal mill flour QA', 'AutoGen', [['moisture results', 'lab_results', '14.2%, within 15% limit'], ['falling number', 'lab_results', '312 s, good'], ['ash content', 'lab_results', '0.62%, type 65 flour']]],
  ['kite festival sponsors', 'OpenAI Agents SDK', [['sponsor A contract', 'crm_lookup', 'Windrush Cider signed £4,000'], ['sponsor B contract', 'crm_lookup', 'Coastline Bank pending legal'], ['sponsor C contract', 'crm_lookup', 'Dune Surf declined']]],
  ['CDN cache hit drop', 'Google ADK', [['edge hit ratio', 'metrics_query', 'hit ratio fell 94% -> 71% at 10:20'], ['deploy log', 'deploy_history', 'release 8812 changed Vary header'], ['origin load', 'metrics_query', 'origin RPS up 4.8x']]],
  ['map archive loans', 'Mastra', [['overdue loans', 'loans_db', '7 overdue, oldest 63 days'], ['conservation holds', 'loans_db', '3 sheets on conservation hold'], ['upcoming exhibition requests', 'loans_db', '2 requests from Bristol museum']]],
];
export const scenarios = S.map(([dom, fw, tasks]) => (N) => {
  const k = [];
  tasks.forEach(([t, tl, res]) => {
    k.push(llm('supervisor', { framework: fw }, `Next, worker: ${t}.`));
    k.push(agent('worker', { subtask: t }, res, [llm('worker.llm', { subtask: t }, `Calling ${tl} for: ${t}`), tool(tl, { q: t }, { result: res, req: N.reqId(), at: N.tick(30).iso() })]));
  });
  k.push(llm('supervisor', {}, 'Summary: ' + tasks.map((x) => x[2]).join('; ') + '.'));
  return { isolates: `A ${fw} supervisor gives one worker three different ${dom} sub-tasks, each with new results, then a summary.`, loop: false, stagnation: false, goal: `Report on ${dom}.`, root: agent('supervisor', { goal: dom }, { done: true }, k, { framework: fw }) };
});
