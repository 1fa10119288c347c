import { agent, llm, tool, chain, sys, usr, asst, tc, usage } from './lib.mjs';
export const family = 'self_delegation_spiral';
export const loop = true;
export const summary = 'Agent hands the same (or reworded) task to itself or a sub-agent, which hands it on again, 3+ levels deep, nobody doing the work.';
// nest: build innermost-out; each level = llm that delegates + child agent
function nest(R, depth, mkLevel, leaf) { let inner = leaf; for (let d = depth; d >= 1; d--) inner = mkLevel(d, inner); return inner; }
export const rows = [
{ domain: 'wolf telemetry collars', style: 'OpenAI Agents SDK (handoffs)',
  isolates: 'Collar-data triage agent hands off "find why collar W-19 stopped reporting" to a sub-agent, which hands the same task on again, 4 levels deep, no tool ever queried.',
  goal: 'Find out why GPS collar W-19 stopped reporting and whether the wolf is likely dead (mortality mode).',
  stagnation: true,
  build: (R) => nest(R, 4, (d, inner) => agent(d === 1 ? 'Telemetry Triage' : `Telemetry Triage (handoff ${d})`, { input: 'Find why collar W-19 stopped reporting and check mortality mode.' }, null, [
    llm('generation', { model: 'gpt-4o' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'This needs a specialist look at collar W-19. Handing off to the telemetry specialist.' }] }, { type: 'function_call', name: 'transfer_to_telemetry_specialist', arguments: '{}', call_id: R.callId() }] }, { span_data: { type: 'generation' } }),
    span_h(R, d), inner], { span_data: { type: 'agent', handoffs: ['Telemetry Triage'] } }),
    agent('Telemetry Triage (handoff 5)', {}, { error: 'MaxTurnsExceeded' }, [], {})) },
{ domain: 'ice fishing shanty permits', style: 'CrewAI (hierarchical)',
  isolates: 'Permit manager delegates "check ice thickness and approve shanty permits" to a coworker, who delegates the reworded task again, three levels, no check ever run.',
  goal: 'Approve or reject 12 ice-shanty permit applications for Lake Mille Lacs based on current ice thickness.',
  stagnation: false,
  build: (R) => {
    const tasks = ['Check ice thickness on Lake Mille Lacs and approve or reject the 12 shanty permits.', 'Please review the 12 ice shanty applications against the latest ice thickness.', 'Decide the 12 Mille Lacs shanty permits using ice depth readings.', 'Handle the pending shanty permits for Mille Lacs (ice thickness dependent).'];
    const roles = ['Permit Manager', 'Ice Safety Analyst', 'Permit Clerk', 'Ice Safety Analyst'];
    return nest(R, 3, (d, inner) => agent(`Agent: ${roles[d - 1]}`, { task: tasks[d - 1] }, null, [
      llm('LLM Call', { messages: [sys(`You are ${roles[d - 1]}.`), usr(tasks[d - 1])] }, `Thought: ${['This is best handled by the analyst.', 'The clerk owns permits, I will pass it over.', 'The analyst has the ice data; delegating back.'][d - 1]}\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[d]}", "context": "12 applications", "coworker": "${roles[d]}"}`, { model: 'gpt-4o-mini' }),
      tool('Delegate work to coworker', { task: tasks[d], coworker: roles[d] }, null, { crewai_delegation: true }), inner], { crew_task_id: R.uuid() }),
      agent('Agent: Ice Safety Analyst', { task: tasks[3] }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [], {}));
  } },
{ domain: 'lacquerware workshop', style: 'LangGraph (LangSmith run tree)',
  isolates: 'Supervisor node routes "draft the urushi curing schedule" to a planner node that re-invokes the supervisor subgraph with the same instruction, nesting four times.',
  goal: 'Draft a curing-room humidity schedule for 40 urushi-lacquered bowls (7 coats).',
  stagnation: true,
  build: (R) => nest(R, 4, (d, inner) => chain(`supervisor_subgraph[depth=${d}]`, { messages: [usr('Draft the urushi curing schedule for 40 bowls, 7 coats.')] }, null, [
    llm('ChatOpenAI', { messages: [[usr('Draft the urushi curing schedule for 40 bowls, 7 coats.')]] }, { generations: [[{ text: 'The curing schedule is a planning task; routing it to the planner.', message: { tool_calls: [{ name: 'route', args: { next: 'planner', instruction: 'Draft the urushi curing schedule for 40 bowls, 7 coats.' } }] } }]] }, { ls_run_type: 'llm', langgraph_node: 'supervisor', langgraph_step: d * 2 }),
    agent('planner', { instruction: 'Draft the urushi curing schedule for 40 bowls, 7 coats.' }, null, [llm('ChatOpenAI', {}, { generations: [[{ text: 'The curing schedule needs supervisor coordination; sending it back to the supervisor.' }]] }, { ls_run_type: 'llm', langgraph_node: 'planner' }), inner], { langgraph_node: 'planner' })], { ls_run_type: 'chain', run_id: R.uuid() }),
    tool('GraphRecursionError', {}, null, {}, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.')) },
{ domain: 'amber jewellery grading', style: 'Google ADK',
  isolates: 'Grading agent calls itself via AgentTool with the same inclusion-grading request, which does the same, three levels deep; no image is examined.',
  goal: 'Grade the inclusions in 5 Baltic amber pendants from their macro photos.',
  stagnation: false,
  build: (R) => {
    const reqs = ['Grade inclusions in 5 amber pendants (photos A1-A5).', 'Please assess the amber inclusions for pendants A1..A5.', 'Inclusion grading for the five pendant photos A1-A5.', 'Grade A1-A5 amber inclusions.'];
    return nest(R, 3, (d, inner) => agent(`invoke_agent amber_grader`, { user_content: { parts: [{ text: reqs[d - 1] }] } }, null, [
      llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: reqs[d - 1] }] }] }) }, { content: { role: 'model', parts: [{ text: ['A dedicated grading pass would be more accurate; invoking the grader tool.', 'Delegating to a fresh grader instance for consistency.', 'Let a sub-grader handle this to keep context clean.'][d - 1] }, { function_call: { name: 'amber_grader', args: { request: reqs[d] } } }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid(), 'gcp.vertex.agent.event_id': R.uuid() }),
      tool('execute_tool amber_grader', { args: { request: reqs[d] } }, null, { 'gen_ai.tool.name': 'amber_grader', tool_kind: 'AgentTool' }), inner], { 'gen_ai.agent.name': 'amber_grader', depth: d }),
      agent('invoke_agent amber_grader', { user_content: { parts: [{ text: reqs[3] }] } }, null, [], { error: 'max_llm_calls (20) exceeded' }));
  } },
{ domain: 'hospital pneumatic tube systems', style: 'AutoGen (nested chats)',
  isolates: 'Facilities assistant opens a nested chat asking a helper to diagnose a jammed tube station; the helper opens another nested chat with the same request, 3 levels, no diagnostics run.',
  goal: 'Diagnose why tube station 4-West (ICU) rejects carriers and reroute urgent lab samples.',
  stagnation: true,
  build: (R) => nest(R, 3, (d, inner) => agent(`nested_chat depth=${d}`, { message: 'Diagnose 4-West tube station carrier rejects and reroute urgent samples.' }, null, [
    llm('TubeHelper', { messages: [usr('Diagnose 4-West tube station carrier rejects and reroute urgent samples.')] }, { content: 'This diagnosis should be done by a dedicated helper. Starting a nested chat to handle the 4-West carrier rejects.', tool_calls: [tc(R, 'initiate_chat', { recipient: 'TubeHelper', message: 'Diagnose 4-West tube station carrier rejects and reroute urgent samples.' })] }, { autogen: { sender: 'TubeHelper', cost: +(R.int(1, 40) / 1000).toFixed(3) } }), inner], { autogen: { chat_id: R.uuid(), max_turns: 2 } }),
    agent('nested_chat depth=4', {}, { summary: '', termination: 'max nested depth' }, [], {})) },
{ domain: 'camel racing', style: 'Strands Agents',
  isolates: 'Race-ops agent uses an "agents as tools" helper which calls the same orchestrator with a rephrased ask for the robot-jockey firmware check, four levels deep, no firmware queried.',
  goal: 'Verify all 18 robot jockeys for tomorrow\'s camel race run firmware 3.4.1 or later.',
  stagnation: false,
  build: (R) => {
    const asks = ['Verify the 18 robot jockeys run firmware >= 3.4.1.', 'Check robot-jockey firmware versions (need 3.4.1+) for 18 units.', 'Confirm firmware level on all 18 jockeys for tomorrow.', 'Robot jockey firmware audit, 18 units, min 3.4.1.', 'firmware audit jockeys'];
    const thoughts = ['The firmware audit is a specialist job; asking the fleet specialist.', 'I lack the device list context, passing it to the race-ops orchestrator.', 'Delegating to the specialist to parallelise.', 'Handing off to the orchestrator again for routing.'];
    return nest(R, 4, (d, inner) => agent(`Agent ${d % 2 ? 'race_ops' : 'fleet_specialist'}`, { prompt: asks[d - 1] }, null, [
      llm('Model invoke', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet' }, { content: [{ text: thoughts[d - 1] }, { toolUse: { toolUseId: 'tooluse_' + R.b62(22), name: d % 2 ? 'fleet_specialist' : 'race_ops', input: { query: asks[d] } } }], stopReason: 'tool_use' }, { 'gen_ai.system': 'strands-agents', cycle_id: R.uuid() }),
      tool(`Tool: ${d % 2 ? 'fleet_specialist' : 'race_ops'}`, { query: asks[d] }, null, {}), inner], { 'event_loop.cycle_id': R.uuid() }),
      agent('Agent race_ops', { prompt: asks[4] }, null, [], { error: 'MaxTokensReachedException' }));
  } },
];
function span_h(R, d) { return tool('handoff', { from: 'Telemetry Triage', to: 'Telemetry Triage' }, { to_agent: 'Telemetry Triage' }, { span_data: { type: 'handoff' } }); }
