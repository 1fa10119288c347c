import { agent, llm, tool, span, sys, user } from './lib.mjs';
export const meta = { family: 'self_delegation', loop: true, stagnation: true,
  isolates: 'The same task is handed down to itself or a sub-agent three or more levels deep, with nobody doing the work.' };
function nest(levels, mkLevel, leaf) { let inner = leaf; for (let i = levels - 1; i >= 0; i--) inner = mkLevel(i, inner); return inner; }

// 01 walking festivals, CrewAI hierarchical
function s01(N) {
  const goal = 'Draft the route cards for the five guided walks of the Teme Valley Walking Festival.';
  const rw = ['Draft the route cards for the five festival walks.', 'Please prepare route cards for the five guided walks.', 'Create the five walk route cards for the festival.', 'Write route cards for the festival\'s five walks.'];
  const root = nest(4, (i, inner) => agent(i === 0 ? 'Festival Manager' : 'Route Planner', { task: rw[i] }, null, [
    llm('crewai.llm', { messages: [sys('You are ' + (i === 0 ? 'Festival Manager' : 'Route Planner')), user(rw[i])] }, `Thought: This needs a route planner's attention, I should delegate.\nAction: Delegate work to coworker\nAction Input: {"task": "${rw[i + 1] || rw[0]}", "coworker": "Route Planner"}`, { iteration: 1, delegation_id: N.uuid() }),
    tool('Delegate work to coworker', { task: rw[i + 1] || rw[0], coworker: 'Route Planner' }, null, null, [inner])]), 
    span('error', 'max_iter', null, 'Agent stopped due to iteration limit or time limit.', []));
  return { goal, isolates: 'CrewAI hierarchical delegation: the route-card task is reworded and delegated four levels deep to the same coworker, no card drafted.',
    root: agent('Crew', { process: 'hierarchical', inputs: { festival: 'Teme Valley' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [root], { crew_id: N.uuid() }) };
}

// 02 pnpm peer deps, OpenHands delegate
function s02(N) {
  const goal = 'Fix the `ERR_PNPM_PEER_DEP_ISSUES` failure in the web-admin workspace install.';
  const leaf = agent('CodeActAgent', { task: goal }, { observation: 'AgentDelegateObservation', content: 'Delegate exceeded max_iterations' }, [
    tool('run', { command: 'pnpm install --frozen-lockfile' }, `Scope: all 14 workspace projects\n\u2009ERR_PNPM_PEER_DEP_ISSUES\u2009 Unmet peer dependencies\n\napps/web-admin\n\u2514\u2500\u252c @tanstack/react-query-devtools 5.59.0\n  \u2514\u2500\u2500 \u2715 unmet peer @tanstack/react-query@^5.59.0: found 5.51.1\nDone in ${(N.r() * 9).toFixed(1)}s`, { exit_code: 1 })]);
  const root = nest(3, (i, inner) => agent(i === 0 ? 'CodeActAgent' : 'CodeActAgent (delegate)', { task: i === 0 ? goal : 'Resolve the peer dependency problem in web-admin so pnpm install passes.' }, null, [
    llm('litellm.completion', { model: 'anthropic/claude-3-7-sonnet', messages: [user(goal)] }, { content: 'This dependency issue is a self-contained subtask; I will delegate it to a fresh agent to fix the peer dependency problem.', tool_calls: [{ function: { name: 'delegate_to_agent', arguments: JSON.stringify({ agent: 'CodeActAgent', inputs: { task: 'Resolve the peer dependency problem in web-admin so pnpm install passes.' } }) } }] }, { event_id: N.int(10, 300) }),
    span('action', 'AgentDelegateAction', { agent: 'CodeActAgent', inputs: { task: 'Resolve the peer dependency problem in web-admin so pnpm install passes.' } }, null, [inner])]), leaf);
  return { goal, isolates: 'OpenHands: CodeActAgent delegates the same peer-dep fix to a copy of itself three levels deep; only the innermost reruns the failing install once.',
    root: agent('openhands.session', { goal, sid: N.hex(32) }, { state: 'ERROR', reason: 'max_iterations' }, [root]) };
}

// 03 HEMA club, LangGraph subgraph recursion
function s03(N) {
  const goal = 'Build the pool assignments for the longsword open at the Northgate HEMA club, 37 fencers.';
  const task = ['Assign 37 fencers to pools for the longsword open.', 'Assign the 37 longsword fencers into pools.', 'Split the 37 fencers into tournament pools.', 'Make pools for the 37 fencers in the longsword open.'];
  const root = nest(4, (i, inner) => chain('planner_subgraph', { task: task[i], depth: i }, null, [
    llm('ChatAnthropic', { messages: [user(task[i])] }, { content: 'This is a planning task; routing to the planner subgraph to assign fencers to pools.', tool_calls: [{ name: 'route', args: { next: 'planner_subgraph', task: task[i + 1] || task[0] } }] }, { langgraph_node: 'supervisor', langgraph_checkpoint_ns: 'planner_subgraph:' + N.uuid() }),
    inner]), span('chain', 'GraphRecursionError', null, null, [], { error: 'Recursion limit of 25 reached' }));
  return { goal, isolates: 'LangGraph: a supervisor routes the pool-assignment task into its own planner subgraph, which routes it again, four levels, no pools made.',
    root: agent('LangGraph', { messages: [user(goal)] }, null, [root], { thread_id: N.uuid() }) };
}
const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});

// 04 paper mill, smolagents managed agents
function s04(N) {
  const goal = 'Work out why reel 4471 on PM2 has a basis-weight streak at 1.2 m from the tender side.';
  const names = ['manager_agent', 'quality_agent', 'quality_agent', 'quality_agent'];
  const root = nest(4, (i, inner) => agent(names[i], { task: i === 0 ? goal : 'You are a managed agent. Task: investigate the basis-weight streak on reel 4471.' }, null, [
    llm('OpenAIServerModel', { messages: [user('Task...')] }, `Thought: The quality agent is best placed to investigate the streak.\nCode:\n\`\`\`py\nresult = quality_agent(task="Investigate the basis-weight streak on reel 4471 at 1.2 m from tender side.")\nprint(result)\n\`\`\`<end_code>`, { step_number: 1, duration: N.dur() }),
    inner]), tool('python_interpreter', { code: 'final_answer(quality_agent(task=...))' }, null, { }));

  const err = span('step', 'Step 6', null, null, [], { error: 'AgentMaxStepsError: Reached max steps.' });
  return { goal, isolates: 'smolagents managed agents: the streak investigation is passed to quality_agent, which passes it to quality_agent again, four deep, scanner data never read.',
    root: agent('CodeAgent.run', { task: goal }, { error: 'Reached max steps.' }, [root, err], { smolagents_version: '1.9.2' }) };
}

// 05 hot tub servicing, Bedrock Agents multi-agent collaboration
function s05(N) {
  const goal = 'Schedule a chemical rebalance visit for the hot tub at 3 Wren Close and order the test strips.';
  const lvls = ['SupervisorAgent', 'ServiceBookingAgent', 'ServiceBookingAgent', 'ServiceBookingAgent'];
  const root = nest(4, (i, inner) => agent(lvls[i], { inputText: i === 0 ? goal : 'Book the rebalance visit at 3 Wren Close and order test strips.', sessionId: N.uuid() }, null, [
    span('llm', 'orchestrationTrace.rationale', null, { text: 'The user wants a service visit booked. I should forward this request to the ServiceBookingAgent collaborator.' }, [], { metadata: { traceId: N.uuid() + '-0' } }),
    span('orchestration', 'invocationInput.agentCollaboratorInvocationInput', { agentCollaboratorName: 'ServiceBookingAgent', input: { text: 'Book the rebalance visit at 3 Wren Close and order test strips.' } }, null, [inner])]),
    span('failure', 'failureTrace', null, { failureReason: 'Max recursion depth for agent collaboration reached' }, [], { error: 'Max recursion depth for agent collaboration reached' }));
  return { goal, isolates: 'Bedrock multi-agent trace: the supervisor and then the booking agent keep forwarding the booking to ServiceBookingAgent, four deep, no action group invoked.',
    root: agent('InvokeAgent', { agentId: N.b62(10).toUpperCase(), agentAliasId: 'TSTALIASID', inputText: goal }, null, [root]) };
}

// 06 telegraph museum, OpenAI Agents SDK handoffs
function s06(N) {
  const goal = 'Write the caption for the restored Wheatstone ABC telegraph display (max 80 words).';
  const root = nest(4, (i, inner) => agent(i % 2 === 0 ? 'Curator Agent' : 'Caption Writer', { input: goal }, null, [
    llm('Response', { input: [{ role: 'user', content: goal }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: i % 2 === 0 ? 'Handing this to the Caption Writer who specialises in captions.' : 'This needs curatorial context first; transferring back to the Curator Agent.' }] }, { type: 'function_call', name: i % 2 === 0 ? 'transfer_to_caption_writer' : 'transfer_to_curator_agent', arguments: '{}' }] }, { span_type: 'response' }),
    span('handoff', 'Handoff', { from_agent: i % 2 === 0 ? 'Curator Agent' : 'Caption Writer', to_agent: i % 2 === 0 ? 'Caption Writer' : 'Curator Agent' }, null, [inner], { metadata: { span_type: 'handoff' } })]),
    span('error', 'MaxTurnsExceeded', null, null, [], { error: 'Max turns (10) exceeded' }));
  return { goal, isolates: 'OpenAI Agents SDK handoffs: curator and caption writer hand the same caption back and forth, nested four deep, no caption written.',
    root: agent('Agent workflow', { input: goal }, null, [root], { trace_id: 'trace_' + N.hex(32) }) };
}
export const scenarios = [s01, s02, s03, s04, s05, s06];
