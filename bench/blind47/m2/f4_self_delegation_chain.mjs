import { Tracer, sys, user } from './lib.mjs';
export const family = 'self_delegation_chain';
export const loop = true;
export const stagnationAllowed = [true, false];

// build nested delegations: levels = [{agent, text, toolName, args}] ; innermost gets leaf
function chain(T, levels, leaf, mkTool) {
  let inner = leaf;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const kids = [T.llm({ messages: [sys(L.sys || `You are ${L.agent}.`), user(L.task)], text: L.text, calls: [[L.tool, L.args]] })];
    kids.push(mkTool(L, inner));
    inner = T.agent(L.agent, { task: L.task }, L.out ?? null, kids, L.o || {});
  }
  return inner;
}

// 01 gamelan ensemble tuning schedule, Google ADK (AgentTool)
function r01(id) {
  const T = new Tracer(id, 'adk'), N = T.N;
  const goal = 'Schedule the annual tuning of the gamelan pelog set before the October concert.';
  const tasks = [goal, 'Schedule the annual tuning of the pelog gamelan set ahead of the October concert.', 'Please arrange the yearly tuning for the pelog instruments before October\'s concert.', 'Arrange tuning of the gamelan (pelog) before the October concert.'];
  const levels = tasks.map((t, i) => ({ agent: i % 2 ? 'scheduler_agent' : 'coordinator_agent', task: t, text: 'This is a scheduling task; delegating to the scheduling specialist.', tool: i % 2 ? 'coordinator_agent' : 'scheduler_agent', args: { request: tasks[Math.min(i + 1, 3)] } }));
  const leaf = T.agent('scheduler_agent', { task: tasks[3] }, { error: 'max_llm_calls (500) / depth limit reached' }, [T.llm({ messages: [user(tasks[3])], text: 'This is a scheduling task; delegating to the scheduling specialist.' })], { error: 'RecursionError: AgentTool depth exceeded' });
  const root = chain(T, levels, leaf, (L, inner) => T.tool(L.tool, L.args, { result: null, error: 'depth exceeded' }, { children: [inner], error: 'nested agent failed' }));
  return { isolates: 'A coordinator and a scheduler agent keep handing the same tuning task to each other through AgentTool, five levels deep, and none of them opens the calendar.', stagnation: true, goal, root };
}

// 02 steelpan band gig booking, Strands Agents (agents-as-tools)
function r02(id) {
  const T = new Tracer(id, 'strands'), N = T.N;
  const goal = 'Confirm the steelpan band for the Ashgrove street carnival on 23 August and send the contract.';
  const t = [goal, 'Confirm the Ashgrove carnival booking (23 Aug) for the steelpan band and get the contract out.', 'Handle the 23 August Ashgrove carnival booking for the band including the contract.', 'Ashgrove street carnival, 23/08: confirm the band and send the contract.'];
  const levels = t.map((task, i) => ({ agent: `bookings_agent (depth ${i})`, task, text: ['I will ask the bookings agent to handle the confirmation and contract.', 'Passing this to the bookings agent, which owns contracts.', 'Routing the confirmation to the bookings agent.', 'The bookings agent should confirm and send the contract; delegating.'][i], tool: 'bookings_agent', args: { query: t[Math.min(i + 1, 3)] } }));
  const leaf = T.agent('bookings_agent (depth 4)', { task: t[3] }, null, [T.llm({ messages: [user(t[3])], calls: [['bookings_agent', { query: t[0] }]] })], { error: 'EventLoopException: max recursion depth' });
  const root = chain(T, levels, leaf, (L, inner) => T.tool(L.tool, L.args, { status: 'error', content: [{ text: 'nested invocation did not return' }] }, { children: [inner], error: 'nested agent error' }));
  return { isolates: 'The bookings agent is exposed as a tool to itself and keeps calling itself with a reworded request, five nested levels, nobody checking the calendar or sending a contract.', stagnation: false, goal, root };
}

// 03 cigar humidor shop restock, LangGraph subgraphs
function r03(id) {
  const T = new Tracer(id, 'langsmith'), N = T.N;
  const goal = 'Reorder the walk-in humidor stock: anything under 10 boxes, from the usual distributor.';
  const txt = 'Restocking needs inventory analysis first. Sending the task to the inventory subgraph.';
  const levels = [0, 1, 2, 3].map(i => ({ agent: i ? `inventory_subgraph:${N.uuid().slice(0, 8)}` : 'supervisor', task: goal, text: txt, tool: 'transfer_to_inventory', args: { task: goal }, o: { type: i ? 'chain' : 'agent', meta: { run_type: 'chain', langgraph_node: i ? 'inventory' : 'supervisor', checkpoint_ns: Array.from({ length: i }, () => 'inventory:' + N.uuid().slice(0, 8)).join('|') } } }));
  const leaf = T.agent('inventory_subgraph', { task: goal }, null, [T.llm({ messages: [user(goal)], text: txt })], { type: 'chain', error: 'GraphRecursionError: Recursion limit of 25 reached' });
  const root = chain(T, levels, leaf, (L, inner) => T.tool(L.tool, L.args, `Successfully transferred to inventory (${N.uuid()})`, { children: [inner] }));
  return { isolates: 'The supervisor and each nested inventory subgraph repeat the same sentence and hand the unchanged task one level deeper; no stock query ever runs.', stagnation: true, goal, root };
}

// 04 incense maker batch formula, CrewAI hierarchical delegation
function r04(id) {
  const T = new Tracer(id, 'crewai'), N = T.N;
  const goal = 'Scale the sandalwood-and-benzoin incense cone formula from 2 kg to a 25 kg production batch.';
  const roles = ['Production Manager', 'Formulation Chemist', 'Production Manager', 'Formulation Chemist'];
  const levels = roles.map((r, i) => ({ agent: r, task: i ? `Scale the sandalwood/benzoin cone formula to a 25 kg batch (delegated by ${roles[i - 1]}).` : goal, text: `Thought: The ${roles[(i + 1) % 2]} is better placed to do the scaling.\nAction: Delegate work to coworker`, tool: 'delegate_work_to_coworker', args: { task: 'Scale sandalwood/benzoin cone formula 2 kg -> 25 kg', context: 'current formula in batch card BC-17', coworker: roles[(i + 1) % 2] }, o: { meta: { role: r, allow_delegation: true } } }));
  const leaf = T.agent('Production Manager', { task: 'Scale the sandalwood/benzoin cone formula to a 25 kg batch (delegated by Formulation Chemist).' }, 'Agent stopped due to iteration limit or time limit.', [T.llm({ messages: [user('scale to 25 kg')], text: 'Thought: The Formulation Chemist is better placed to do the scaling.\nAction: Delegate work to coworker' })]);
  const root = chain(T, levels, leaf, (L, inner) => T.tool(L.tool, L.args, 'Agent stopped due to iteration limit or time limit.', { children: [inner], name: 'Delegate work to coworker' }));
  return { isolates: 'Two crew members delegate the same scaling task back and forth, five nested delegations, each with the same Thought line, and no calculation is done.', stagnation: true, goal, root };
}

// 05 origami convention venue layout, Semantic Kernel (agent as plugin)
function r05(id) {
  const T = new Tracer(id, 'semantic_kernel'), N = T.N;
  const goal = 'Draft the exhibition-hall table layout for the origami convention: 48 tables, 6 reserved for the modular-origami showcase.';
  const txts = ['I will invoke the LayoutPlanner to produce the table layout.', 'The LayoutPlanner function is the right tool; invoking it for the 48-table layout.', 'Calling LayoutPlanner to draft the layout with the 6 showcase tables.', 'Invoking LayoutPlanner for the hall layout.'];
  const levels = txts.map((text, i) => ({ agent: 'LayoutPlanner', task: i ? 'Produce the table layout for the origami convention hall (48 tables, 6 modular showcase).' : goal, text, tool: 'LayoutPlanner-draft_layout', args: { request: 'origami convention hall layout, 48 tables, 6 showcase' }, o: { meta: { 'sk.function': 'LayoutPlanner.draft_layout', 'sk.invocation_id': N.uuid() } } }));
  const leaf = T.agent('LayoutPlanner', { task: 'layout' }, null, [T.llm({ messages: [user('layout')], calls: [['LayoutPlanner-draft_layout', { request: 'origami convention hall layout' }]] })], { error: 'KernelFunctionCanceledException: auto function invocation limit reached' });
  const root = chain(T, levels, leaf, (L, inner) => T.tool(L.tool, L.args, null, { children: [inner], error: 'function invocation failed' }));
  return { isolates: 'An agent registered as its own plugin invokes itself for the same layout request five levels deep; every level only restates that it is calling the planner.', stagnation: false, goal, root };
}

// 06 button factory colour matching, OpenAI Agents SDK handoffs
function r06(id) {
  const T = new Tracer(id, 'oai_agents'), N = T.N;
  const goal = 'Match Pantone 19-4052 (Classic Blue) for the horn-effect polyester buttons order #BF-3390 and issue the dye recipe.';
  const chainNames = ['Triage', 'ColourDesk', 'Triage', 'ColourDesk'];
  const levels = chainNames.map((a, i) => ({ agent: `Agent: ${a}`, task: goal, text: null, tool: a === 'Triage' ? 'transfer_to_colourdesk' : 'transfer_to_triage', args: {}, o: { meta: { span_data: { type: 'agent', name: a, handoffs: [a === 'Triage' ? 'ColourDesk' : 'Triage'] } } } }));
  const leaf = T.agent('Agent: Triage', { task: goal }, null, [T.llm({ messages: [user(goal)], calls: [['transfer_to_colourdesk', {}]] })], { error: 'MaxTurnsExceeded' });
  const root = chain(T, levels, leaf, (L, inner) => T.tool(L.tool, L.args, JSON.stringify({ assistant: L.tool.replace('transfer_to_', '') }), { children: [inner], type: 'handoff', meta: { span_data: { type: 'handoff', from_agent: L.agent.replace('Agent: ', ''), to_agent: L.tool.replace('transfer_to_', '') } } }));
  return { isolates: 'Triage and ColourDesk hand off the same colour-match request to each other five times, emitting only handoff calls and no text, and no recipe is made.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03, r04, r05, r06];
