import { kit } from './lib.mjs';
export const family = 'self_delegation_spiral', loop = true;
// nest(levels): each agent level has an llm span that delegates the same task to the next level.
function nest(k, names, task, texts, tool, leaf) {
  const { c, L, T, A } = k; let inner = leaf;
  for (let i = names.length - 1; i >= 0; i--) {
    const kids = [L([{ role: 'user', content: task[i] }], texts[i], [{ name: tool, args: { task: task[Math.min(i + 1, task.length - 1)] } }])];
    if (inner) kids.push(T(tool, { task: task[Math.min(i + 1, task.length - 1)] }, inner.output, { type: 'chain', children: [inner] }));
    inner = A(names[i], { task: task[i] }, inner ? inner.output : { status: 'error' }, kids, { depth: i, run_id: c.uuid() });
  }
  return inner;
}
export const rows = [
{ n: '01', domain: 'tile grout suppliers', style: 'openai_responses', stagnation: true,
  isolates: 'Purchasing agent hands "compare grout supplier prices" to a sub-agent, which hands the same task down again, 4 levels, no quote is ever fetched.',
  goal: 'Compare epoxy grout prices from three suppliers for a 40 m2 pool job and pick the cheapest.',
  build(id) { const k = kit(id, 'openai_responses', 'gpt-4o'); const t = this.goal;
    return nest(k, ['Procurement', 'Procurement (sub)', 'Procurement (sub/sub)', 'Procurement (sub/sub/sub)'], [t, t, 'Compare epoxy grout prices from 3 suppliers for a 40 m2 pool job; pick cheapest.', t], Array(4).fill('This needs focused research; I will delegate the supplier price comparison to a sub-agent.'), 'delegate_task', null); } },
{ n: '02', domain: 'Dagster asset materialisation', style: 'langsmith', stagnation: true,
  isolates: 'A LangGraph supervisor routes the same "fix failed materialisation" task to itself through a planner node repeatedly; 4 nested hops, no job is inspected.',
  goal: 'Find why the daily_orders Dagster asset failed to materialise and re-run it.',
  build(id) { const k = kit(id, 'langsmith', 'gpt-4o-mini'); const t = this.goal;
    const leaf = k.T('transfer_to_planner', { task: t }, null, { error: 'GraphRecursionError: Recursion limit of 25 reached' });
    return nest(k, ['supervisor', 'planner', 'supervisor', 'planner', 'supervisor'], [t, 'Investigate why daily_orders failed and re-run it.', t, 'Investigate why daily_orders failed and re-run it.', t], ['Routing to the planner to handle the failed daily_orders materialisation.', 'Routing back to the supervisor to handle the failed daily_orders materialisation.', 'Routing to the planner to handle the failed daily_orders materialisation.', 'Routing back to the supervisor to handle the failed daily_orders materialisation.', 'Routing to the planner to handle the failed daily_orders materialisation.'], 'transfer', leaf); } },
{ n: '03', domain: 'renaissance fair vendor allocation', style: 'anthropic', stagnation: true,
  isolates: 'Claude Agent SDK Task tool spawns a sub-agent with reworded instructions, which spawns another with the same job; 4 levels, no stalls are allocated.',
  goal: 'Allocate the 32 vendor stalls at the renaissance fair so food vendors are near the jousting arena.',
  build(id) { const k = kit(id, 'anthropic', 'claude-3-5-sonnet-20241022');
    return nest(k, ['main', 'general-purpose', 'general-purpose', 'general-purpose'], [this.goal, 'Allocate the 32 fair vendor stalls, food near the jousting arena.', 'Do the stall allocation for the fair (32 stalls, food by the arena).', 'Allocate the stalls for the renaissance fair vendors.'], ['This is a multi-step task, so I will launch a Task agent to do the stall allocation.', 'This is a multi-step task; I will launch a Task agent to handle the stall allocation.', 'This is a multi-step task, so I will launch a Task agent for the stall allocation.', 'This is a multi-step task, so I will launch a Task agent to do the allocation.'], 'Task', null); } },
{ n: '04', domain: 'synchronized swimming judging', style: 'gemini', stagnation: true,
  isolates: 'An ADK root agent transfers the score tabulation to a scorer agent, which transfers it to a sub-scorer and so on, 4 levels, nobody tabulates.',
  goal: 'Tabulate the technical routine scores for the regional synchronized swimming meet.',
  build(id) { const k = kit(id, 'gemini', 'gemini-1.5-pro-002'); const t = this.goal;
    return nest(k, ['meet_root', 'scorer', 'scorer_helper', 'scorer_helper_2'], [t, t, t, t], ['Transferring to the scoring agent, which specialises in score tabulation.', 'Transferring to a scoring helper agent, which specialises in score tabulation.', 'Transferring to a scoring helper agent, which specialises in tabulation.', 'Transferring to the scoring agent, which specialises in score tabulation.'], 'transfer_to_agent', null); } },
{ n: '05', domain: 'Odoo ERP vendor bills', style: 'plain', stagnation: false,
  isolates: 'Recorded as tool spans only: the reconcile job enqueues a child job with the same payload, which enqueues another, 5 levels deep, no bill is matched.',
  goal: 'Reconcile the October vendor bills against bank statement lines in Odoo.',
  build(id) { const { c, T, A } = kit(id, 'plain', 'gpt-4o'); let inner = T('enqueue_job', { method: 'reconcile_bills', args: { period: '2024-10' } }, null, { error: 'queue.job: max_depth=5 exceeded' });
    for (let i = 4; i >= 0; i--) inner = A('queue.job reconcile_bills', { period: '2024-10', depth: i }, { state: 'failed' }, [T('enqueue_job', { method: 'reconcile_bills', args: { period: '2024-10' }, uuid: c.uuid() }, { job: c.uuid(), eta: c.log() }), inner], { worker: c.host('odoo-worker') });
    return inner; } },
{ n: '06', domain: 'saxophone repair shop', style: 'vercel', stagnation: true,
  isolates: 'Repair-desk agent calls itself as a tool ("askRepairDesk") with the same estimate request; recursion 4 deep, no estimate produced.',
  goal: 'Estimate the repad cost for a customer\'s Yamaha YAS-62 alto saxophone.',
  build(id) { const k = kit(id, 'vercel', 'gpt-4o-mini');
    return nest(k, ['repair_desk', 'repair_desk', 'repair_desk', 'repair_desk'], [this.goal, 'Estimate repad cost for a Yamaha YAS-62 alto.', 'Estimate the repad cost, Yamaha YAS-62 alto sax.', 'Repad estimate for YAS-62 alto please.'], ['I will ask the repair desk tool for the repad estimate.', 'I will ask the repair desk tool for the repad estimate.', 'I will ask the repair desk tool for a repad estimate.', 'I will ask the repair desk tool for the repad estimate.'], 'askRepairDesk', null); } },
];
