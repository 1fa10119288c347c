import { agent, llm, tool, chain, usr } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const summary = 'Supervisor gives the same worker different sub-tasks in turn, each answered with new results, then synthesises.';
const sup = (R, worker, tasks, meta) => tasks.flatMap(([t, res]) => { R.tick(); return [llm('supervisor', { messages: [usr('next')] }, { route: worker, instruction: t }, meta), agent(worker, { instruction: t }, res, [tool(worker + '.tool', { q: t }, res)], meta)]; });
export const rows = [
['weathervane makers', 'LangGraph (LangSmith run tree)', [['Quote copper sheet price', { price_per_kg: 11.4 }], ['Check gilding leaf stock', { booklets: 42 }], ['Estimate rooster vane labour hours', { hours: 26 }]]],
['abalone farm', 'AutoGen / AG2', [['Water temp trend tank 4', { trend: '+0.6C/week' }], ['Kelp feed stock days', { days: 9 }], ['Mortality last 7 days', { dead: 31 }]]],
['hammock import', 'CrewAI (hierarchical)', [['Container freight quote Recife→Rotterdam', { usd: 3180 }], ['EU duty rate for 5608 nets', { pct: 8 }], ['Warehouse slot in week 44', { slot: 'Bay 7' }]]],
['cashmere goat herd', 'OpenAI Agents SDK (agents as tools)', [['Combing yield per doe', { grams: 312 }], ['Vet schedule for kidding', { dates: ['Mar 3', 'Mar 17'] }], ['Fibre micron test results', { micron: 15.2 }]]],
['origami workshops', 'Semantic Kernel', [['Venue availability Sat', { rooms: ['Hall A'] }], ['Paper stock kami 15cm', { packs: 18 }], ['Signups count', { n: 27 }]]],
['miso brewery', 'Google ADK', [['Koji room humidity log', { rh: '88%' }], ['Soybean lot moisture', { pct: 11.8 }], ['Barrel fermentation ages', { oldest_days: 540 }]]],
].map(([domain, style, tasks], i) => ({ domain, style, stagnation: false,
  isolates: `Supervisor sends one ${domain} worker ${tasks.length} different sub-tasks, each answered with distinct results, then writes a synthesis.`,
  goal: `Prepare a weekly operations brief for the ${domain} business.`,
  build: (R) => agent('supervisor', { goal: `weekly brief (${domain})` }, { brief: 'done' }, [...sup(R, 'worker', tasks, { style }), llm('supervisor', {}, `Synthesis for ${domain}: ` + tasks.map(([t, r]) => `${t} → ${JSON.stringify(r)}`).join('; ') + `. Report id ${R.uuid()}.`, { style })], { style, variant: i }) }));
