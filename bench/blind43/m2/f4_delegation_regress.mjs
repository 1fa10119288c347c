import { agent, llm, tool, chain, span, oaiCompletion, anthMsg, sys, user } from './lib.mjs';
export const family = 'delegation_regress';
export const loop = true;
export const summary = 'The same task is handed to itself or a sub-agent, which hands it on again, 3+ levels deep, nobody doing the work.';
// nest(levels, mk): builds level 0 outermost; mk(i, inner) returns the span for level i wrapping inner
const nest = (levels, mk) => { let inner = null; for (let i = levels - 1; i >= 0; i--) inner = mk(i, inner); return inner; };

export const rows = [
{
  n: '01', domain: 'wetland mitigation banking credit ledger', style: 'AutoGen / AG2 group chat', stagnation: true,
  isolates: 'AutoGen Manager asks Planner to reconcile the credit ledger; Planner asks Analyst with the same wording, Analyst asks a nested Analyst via a nested chat, again same message; 4 levels, no tool call ever made.',
  goal: 'Reconcile Q2 wetland credit debits against the bank ledger for Cedar Slough Mitigation Bank.',
  build: (N) => {
    const ask = 'Please reconcile the Q2 wetland credit debits against the Cedar Slough ledger and report discrepancies.';
    const names = ['Manager', 'Planner', 'Analyst', 'Analyst (nested)', 'Analyst (nested 2)'];
    return nest(5, (i, inner) => agent(names[i], { sender: i ? names[i - 1] : 'user_proxy', content: ask }, i === 4 ? { content: 'TERMINATE' } : null, [
      llm('OpenAIWrapper.create', { messages: [{ role: 'user', content: ask, name: i ? names[i - 1] : 'user_proxy' }] }, { content: i === 4 ? 'TERMINATE' : `@${names[i + 1] || 'Analyst'} ${ask}`, cost: Number((N.int(1, 30) / 1000).toFixed(3)) }, { metadata: { model: 'gpt-4o', cache_seed: 41 } }),
      ...(inner ? [inner] : []),
    ], { metadata: { autogen_version: '0.2.35', chat_id: N.uuid() } }));
  },
},
{
  n: '02', domain: 'organic certification inspection reports', style: 'CrewAI hierarchical process', stagnation: false,
  isolates: 'Hierarchical crew: manager delegates "compile the inspection report" to Lead Inspector, who delegates the reworded task to Field Inspector, who delegates it back up to Lead Inspector via "Delegate work to coworker"; 4 levels, no farm records are read.',
  goal: 'Compile the annual organic inspection report for Brookmead Farm (dairy + 40 ha arable).',
  build: (N) => {
    const who = ['Crew Manager', 'Lead Inspector', 'Field Inspector', 'Lead Inspector', 'Field Inspector'];
    const tasks = ['Compile the annual organic inspection report for Brookmead Farm.', 'Put together the Brookmead Farm annual organic inspection report.', 'Could you assemble the Brookmead annual inspection report? You have the context.', 'Brookmead Farm needs its annual organic inspection report compiled, please handle it.', 'Please compile the Brookmead Farm report.'];
    return nest(5, (i, inner) => agent(who[i], { role: who[i], task: tasks[i] }, i === 4 ? 'Agent stopped due to iteration limit or time limit.' : null, [
      llm('LLM call', { model: 'gpt-4o' }, `Thought: ${['This should be done by the inspection lead.', 'The field inspector is closer to the farm data.', 'The lead inspector owns the report format, better they do it.', 'Field work is needed first; delegating.', 'I lack the farm file; the lead has it.'][i]}\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[Math.min(i + 1, 4)]}", "coworker": "${who[Math.min(i + 1, 4)]}"}`),
      ...(inner ? [tool('Delegate work to coworker', { task: tasks[i + 1], coworker: who[i + 1], context: 'Brookmead Farm, cert no. ORG-' + N.int(10000, 99999) }, null, { children: [inner] })] : []),
    ], { metadata: { crew_process: 'hierarchical', allow_delegation: true } }));
  },
},
{
  n: '03', domain: 'pedicab fleet maintenance', style: 'OpenAI Agents SDK (handoffs)', stagnation: false,
  isolates: 'Triage agent hands off to Maintenance agent, which hands off to Scheduling agent, which hands off back to Triage with the same request; handoff chain 4 deep, no maintenance record created.',
  goal: 'Schedule brake pad replacement for pedicabs P-12 and P-19 before the weekend festival.',
  build: (N) => {
    const ag = ['Triage', 'Maintenance', 'Scheduling', 'Triage', 'Maintenance'];
    const tgt = ['transfer_to_maintenance', 'transfer_to_scheduling', 'transfer_to_triage', 'transfer_to_maintenance'];
    return agent('Agent workflow', { input: 'Schedule brake pads for P-12 and P-19 before the festival.' }, null, [nest(5, (i, inner) => agent(ag[i], { instructions: `You are the ${ag[i]} agent.` }, null, [
      llm('Generation', { model: 'gpt-4o-mini' }, { output: [{ type: 'function_call', name: tgt[i] || 'transfer_to_scheduling', arguments: '{}', call_id: N.callId() }] }, { metadata: { usage: { input_tokens: N.int(500, 1500), output_tokens: N.int(8, 20) } } }),
      span('handoff', 'Handoff', { from_agent: ag[i], to_agent: ag[i + 1] || 'Scheduling' }, null),
      ...(inner ? [inner] : []),
    ], { metadata: { handoffs: ['Triage', 'Maintenance', 'Scheduling'].filter((x) => x !== ag[i]) } }))], { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { workflow_name: 'pedicab-ops', trace_id: 'trace_' + N.hex(32) } });
  },
},
{
  n: '04', domain: 'live event captioning (CART) scheduling', style: 'LangGraph subgraphs in LangSmith', stagnation: true,
  isolates: 'Supervisor graph invokes the "assign_captioner" subgraph, whose supervisor node invokes the same subgraph again with the same instruction; 4 nested subgraph levels with identical routing text.',
  goal: 'Assign a CART captioner for the 9 May council meeting (18:00-21:00, hybrid).',
  build: (N) => {
    const route = 'Routing to assign_captioner: need a CART captioner for the 9 May council meeting 18:00-21:00.';
    return nest(4, (i, inner) => agent(i ? 'assign_captioner' : 'LangGraph', { messages: [{ type: 'human', content: 'Assign a CART captioner for 9 May council meeting 18:00-21:00.' }] }, null, [
      llm('ChatOpenAI', { messages: '…' }, { generations: [[{ text: route, message: { tool_calls: [{ name: 'assign_captioner', args: { event: 'council-2024-05-09' } }] } }]] }, { metadata: { langgraph_node: 'supervisor', langgraph_path: ['__pregel_pull', 'supervisor'], checkpoint_ns: Array.from({ length: i + 1 }, () => 'assign_captioner:' + N.uuid()).join('|') } }),
      ...(inner ? [inner] : [chain('supervisor', null, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached' })]),
    ], { metadata: { thread_id: N.uuid() } }));
  },
},
{
  n: '05', domain: 'anaerobic digester plant feedstock planning', style: 'Strands Agents (agents-as-tools)', stagnation: false,
  isolates: 'Orchestrator calls feedstock_planner (an agent exposed as a tool), which calls blend_optimizer, which calls feedstock_planner again with a reworded request; 4 nested cycles, the optimisation tool is never invoked.',
  goal: 'Plan next week\'s digester feed blend (maize silage, slurry, food waste) keeping C:N between 20 and 30.',
  build: (N) => {
    const ag = ['orchestrator', 'feedstock_planner', 'blend_optimizer', 'feedstock_planner', 'blend_optimizer'];
    const msg = ['Plan next week\'s feed blend with C:N 20-30.', 'Work out the weekly digester blend, C:N ratio 20 to 30.', 'Feedstock blend for next week please; keep C:N 20-30.', 'Need a 7-day blend of silage, slurry and food waste at C:N 20-30.', 'Weekly blend, C:N 20-30.'];
    return nest(5, (i, inner) => agent(`invoke_agent ${ag[i]}`, { prompt: msg[i] }, null, [
      llm('chat', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }, { message: { role: 'assistant', content: [{ text: ['Delegating blend planning to the planner agent.', 'The optimizer is better placed to compute ratios, handing over.', 'Feedstock availability is the planner\'s area; passing it on.', 'This needs the numeric optimizer; forwarding the request.', 'Sending this to the planner for feedstock inputs.'][i] }, { toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: ag[i + 1] || 'feedstock_planner', input: { query: msg[i + 1] || 'Planner, one more time: weekly feed blend at C:N 20-30.' } } }] } }, { metadata: { 'gen_ai.system': 'strands-agents', 'event_loop.cycle_id': N.uuid() } }),
      ...(inner ? [tool(`execute_tool ${ag[i + 1]}`, { query: msg[i + 1] }, null, { children: [inner] })] : []),
    ]));
  },
},
{
  n: '06', domain: 'music box restoration parts sourcing', style: 'Griptape structures (not in the brief\'s list)', stagnation: true,
  isolates: 'Griptape Agent uses StructureRunDriver to run a sub-Agent with the same "find a replacement comb" prompt; the sub-agent does the same; 4 levels with an identical one-line rationale, no parts search ever run.',
  goal: 'Find a replacement 72-note comb for a 1890s Polyphon disc music box.',
  build: (N) => {
    const why = 'This task is best handled by the parts sourcing structure, so I will run it with the same request.';
    return nest(4, (i, inner) => agent('Agent', { prompt: 'Find a replacement 72-note comb for an 1890s Polyphon disc music box.' }, null, [
      llm('PromptDriver.run', { model: 'gpt-4o', prompt_stack_len: N.int(2, 6) }, { value: why, actions: [{ tag: N.hex(8), name: 'StructureRunTool', path: 'run_structure', input: { values: { args: ['Find a replacement 72-note comb for an 1890s Polyphon disc music box.'] } } }] }, { metadata: { 'griptape.event': 'FinishPromptEvent', token_count: N.int(200, 900) } }),
      ...(inner ? [tool('StructureRunTool.run_structure', { structure_id: 'parts-sourcing-' + N.hex(6) }, null, { children: [inner] })] : [tool('StructureRunTool.run_structure', {}, null, { error: 'RecursionError: maximum structure nesting depth (4) exceeded' })]),
    ], { metadata: { structure_id: N.hex(32) } }));
  },
},
];
