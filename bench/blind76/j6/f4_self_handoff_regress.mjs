import { agent, llm, tool, span } from './lib.mjs';
// Loop: the task is handed on to itself / a sub-agent, 3+ levels deep, nobody does the work.
export const scenarios = [
  // 01 salt-marsh grazing permits, Claude Agent SDK with Task sub-agents
  (r) => {
    const prompt = 'Work out how many ewes the Holme Marsh grazing permit allows between April and October and draft the renewal letter.';
    const sid = r.uuid();
    const build = (depth) => {
      const id = r.toolu();
      const kids = [llm('claude-sonnet-4', { messages: [{ role: 'user', content: prompt }] }, { content: [{ type: 'text', text: 'This needs the permit file and the stocking calculation; I will hand it to a sub-agent.' }, { type: 'tool_use', id, name: 'Task', input: { description: 'Grazing permit renewal', prompt, subagent_type: 'general-purpose' } }], usage: r.tokens(5200 + depth * 900, 110) }, { session_id: sid, parent_tool_use_id: depth ? 'toolu_01' + r.b62(22) : null, ts: r.iso() })];
      const sub = depth < 3 ? [build(depth + 1)] : [llm('claude-sonnet-4', { messages: '...' }, { content: [{ type: 'text', text: 'This needs the permit file and the stocking calculation; I will hand it to a sub-agent.' }], stop_reason: 'max_tokens' }, { session_id: sid })];
      kids.push(span('tool', 'Task', { description: 'Grazing permit renewal', prompt, subagent_type: 'general-purpose' }, depth < 3 ? { type: 'tool_result', tool_use_id: id, content: '[sub-agent still delegating]' } : null, sub, depth >= 3 ? { error: 'Task aborted: nesting limit', metadata: { depth } } : { metadata: { depth } }));
      return agent(depth ? 'subagent general-purpose' : 'claude-agent-sdk session', { prompt }, null, kids, { depth });
    };
    const root = build(0);
    root.output = { subtype: 'error_during_execution', total_cost_usd: 0.214, num_turns: 8 };
    root.metadata = { session_id: sid, model: 'claude-sonnet-4-20250514', cwd: '/home/commoners/holme-marsh' };
    return { isolates: 'The same permit task is passed verbatim to a Task sub-agent four levels deep; none opens the permit file or counts ewes.', goal: 'Calculate the allowed ewe count under the Holme Marsh grazing permit and draft the renewal letter.', stagnation: true, root };
  },
  // 02 stained-glass window survey, CrewAI delegation
  (r) => {
    const tasks = ['Survey the condition of the east window lancets at St Aidan\'s and list panels needing releading.', 'Please assess the east window at St Aidan\'s and identify which lancet panels must be re-leaded.', 'Determine, for St Aidan\'s east window, the panels whose leading has failed.', 'Find the St Aidan\'s east-window panels that need new leads.'];
    const roles = ['Conservation Lead', 'Glazing Surveyor', 'Conservation Lead', 'Glazing Surveyor'];
    const mk = (i) => {
      const kids = [llm(`${roles[i]}.llm_call`, { messages: [{ role: 'user', content: 'Current Task: ' + tasks[i] }] }, { text: `Thought: The ${roles[(i + 1) % 2]} is better placed for this.\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[i + 1] || tasks[0]}", "context": "east window, 5 lancets, 1880s Clayton & Bell", "coworker": "${roles[(i + 1) % 2]}"}` }, { model: 'gpt-4o', crewai_event: 'LLMCallCompletedEvent', timestamp: r.iso() })];
      if (i < 3) kids.push(span('tool', 'Delegate work to coworker', { task: tasks[i + 1], coworker: roles[(i + 1) % 2] }, null, [mk(i + 1)], { metadata: { crewai_event: 'ToolUsageStartedEvent', run_attempts: 1 } }));
      else kids.push(tool('Delegate work to coworker', { task: tasks[0], coworker: roles[0] }, 'I tried reusing the same input, I must stop using this action input. I\'ll try something else instead.', { crewai_event: 'ToolUsageErrorEvent' }, 'delegation limit'));
      return agent(roles[i], { task: tasks[i] }, null, kids, { role: roles[i], allow_delegation: true, agent_id: r.uuid() });
    };
    return { isolates: 'Two CrewAI agents delegate a reworded window-survey task back and forth four levels deep without inspecting any panel.', goal: 'List the panels of St Aidan\'s east window that need releading.', stagnation: true, root: agent('Crew: glass_survey', { inputs: { church: 'St Aidan', window: 'east' } }, { error: 'Agent stopped due to iteration limit or time limit.' }, [mk(0)], { process: 'hierarchical', crew_id: r.uuid() }) };
  },
  // 03 sailing regatta handicaps, OpenAI Agents SDK handoffs
  (r) => {
    const msg = 'Recalculate corrected times for Race 4 of the Solent dinghy regatta using PY numbers and publish the results.';
    const names = ['Regatta Desk', 'Results Agent', 'Handicap Agent', 'Regatta Desk', 'Results Agent'];
    const kids = [];
    names.forEach((n, i) => {
      if (i === names.length - 1) { kids.push(agent(n, { input: msg }, { error: 'MaxTurnsExceeded' }, [llm('response', { input: msg }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'This is best handled by the handicap specialist; transferring.' }] }] }, { span_type: 'generation', model: 'gpt-4o-mini' })], { span_type: 'agent', handoffs: ['Handicap Agent'] })); return; }
      kids.push(agent(n, { input: msg }, null, [
        llm('response', { input: msg }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'This is best handled by the handicap specialist; transferring.' }] }, { type: 'function_call', name: `transfer_to_${names[i + 1].toLowerCase().replace(' ', '_')}`, arguments: '{}', call_id: r.callId() }], usage: r.tokens(900 + i * 200, 25) }, { span_type: 'generation', model: 'gpt-4o-mini', response_id: 'resp_' + r.hex(32) }),
        span('handoff', 'handoff', { from_agent: n, to_agent: names[i + 1] }, { assistant: `{"assistant": "${names[i + 1]}"}` }, [], { metadata: { span_type: 'handoff', span_id: 'span_' + r.hex(24) } }),
      ], { span_type: 'agent', handoffs: [names[i + 1]] }));
    });
    return { isolates: 'Regatta agents hand the same message on five times in a cycle, each repeating the same transfer sentence; no corrected time is computed.', goal: 'Compute Portsmouth Yardstick corrected times for Race 4 and publish results.', stagnation: true, root: agent('Agent workflow', { input: msg }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, kids, { trace_id: 'trace_' + r.hex(32), workflow_name: 'regatta-results', group_id: 'race-4' }) };
  },
  // 04 natural-history taxidermy conservation, Bedrock Agents multi-agent collaboration
  (r) => {
    const inst = ['Plan the pest-treatment for the 1903 otter mount (NHM.Z.1903.44) and book the anoxia chamber.', 'Prepare a treatment plan (anoxia) for otter mount NHM.Z.1903.44 and reserve the chamber.', 'Work out the anoxic treatment for specimen NHM.Z.1903.44 and get a chamber slot.', 'Handle anoxia treatment and chamber booking for the otter NHM.Z.1903.44.'];
    const cols = ['ConservationSupervisor', 'CollectionsCareAgent', 'TreatmentPlanner', 'CollectionsCareAgent'];
    const mk = (i) => {
      const kids = [span('orchestration', 'OrchestrationTrace.rationale', { text: inst[i] }, { rationale: ['Supervisor routes specialist treatment work to collections care.', 'Anoxia dosing is a planner task, forwarding.', 'Booking the chamber is collections care, not planning; sending back.', 'Re-checking ownership of the otter request.'][i] }, [], { metadata: { traceId: r.uuid() + '-' + i, type: 'ORCHESTRATION' } })];
      kids.push(llm('ModelInvocation', { inferenceConfiguration: { maximumLength: 2048, temperature: 0 }, text: '...' }, { rawResponse: { content: `<thinking>Route to ${cols[i + 1] || 'self'}.</thinking>` } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0', usage: { inputTokens: r.int(2000, 3000), outputTokens: r.int(40, 90) } }));
      if (i < 3) kids.push(span('tool', 'AgentCollaboratorInvocation', { agentCollaboratorName: cols[i + 1], input: { text: inst[i + 1] } }, null, [mk(i + 1)], { metadata: { agentCollaboratorAliasArn: `arn:aws:bedrock:eu-west-2:${r.int(100000000000, 999999999999)}:agent-alias/${r.b62(10).toUpperCase()}/${r.b62(10).toUpperCase()}` } }));
      else kids.push(span('failure', 'FailureTrace', {}, { failureReason: 'Maximum collaborator invocation depth exceeded' }, [], { error: 'DependencyFailedException' }));
      return agent(cols[i], { inputText: inst[i] }, null, kids, { sessionId: r.uuid() });
    };
    return { isolates: 'A reworded conservation request is handed between Bedrock collaborator agents four levels deep; no treatment plan or booking is produced.', goal: 'Plan anoxic pest treatment for the otter taxidermy mount and book the anoxia chamber.', stagnation: false, root: mk(0) };
  },
  // 05 hop-farm irrigation, AutoGen nested chats
  (r) => {
    const ask = 'Set up the drip irrigation schedule for the Fuggle hop garden blocks 3-6 for the next two weeks.';
    const mk = (i) => {
      const kids = [llm(`irrigation_planner_${i}`, { messages: [{ role: 'user', content: ask }] }, { content: 'I will start a nested chat with a planner to work through the schedule. ' + ask }, { model: 'gpt-4o', completion_id: 'chatcmpl-' + r.b62(29), cost: 0.0024 })];
      if (i < 3) kids.push(span('chain', 'initiate_chats', { recipient: `irrigation_planner_${i + 1}`, message: ask, summary_method: 'last_msg' }, null, [mk(i + 1)], { metadata: { chat_id: r.int(1e8, 9e8) } }));
      else kids.push(span('chain', 'initiate_chats', { recipient: 'irrigation_planner_4', message: ask }, null, [], { error: 'RecursionError: maximum nesting exceeded (max_turns=4)' }));
      return agent(`irrigation_planner_${i}`, { message: ask }, null, kids, { agent_class: 'ConversableAgent', nested_chat_depth: i });
    };
    return { isolates: 'Each AutoGen planner opens a nested chat with an identical planner using the same message, four levels deep, without reading soil-moisture data.', goal: 'Set a two-week drip irrigation schedule for hop garden blocks 3-6.', stagnation: true, root: agent('hop_farm_user_proxy', { message: ask }, null, [mk(0)], { autogen_version: '0.2.38' }) };
  },
  // 06 cave-diving logbook, Letta agents messaging each other
  (r) => {
    const asks = ['Reconcile the Doux de Coly sump 2 dive logs with the line survey and report the furthest tie-off.', 'Could you check sump 2 logs against the survey line and find the furthest tie-off point?', 'Please match the Doux de Coly dive records to the survey and tell me the last tie-off.', 'Find the furthest tie-off in sump 2 by reconciling logs and survey.'];
    const mk = (i) => {
      const kids = [llm('inner_monologue', { messages: [{ role: 'user', content: asks[i] }] }, { reasoning: ['Line survey belongs to the survey agent.', 'The dive logs are not in my archival memory; pass to log keeper.', 'Survey station numbering is surveyor work, returning it.', 'Still lacking the logs, asking the keeper.'][i], tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: { other_agent_id: 'agent-' + r.uuid(), message: asks[i + 1] || asks[0] } } }, { model: 'letta-free', step_id: 'step-' + r.uuid() })];
      if (i < 3) kids.push(span('tool', 'send_message_to_agent_and_wait_for_reply', { message: asks[i + 1] }, null, [mk(i + 1)], { metadata: { date: r.isoOff() } }));
      else kids.push(tool('send_message_to_agent_and_wait_for_reply', { message: asks[0] }, { status: 'Failed', message: 'Timeout waiting for reply (120s)', time: r.isoOff() }, {}, 'timeout'));
      return agent(i % 2 ? 'survey_agent' : 'logkeeper_agent', { message: asks[i] }, null, kids, { agent_id: 'agent-' + r.uuid(), memory_blocks: ['persona', 'human'] });
    };
    return { isolates: 'Two Letta agents pass reworded versions of the same reconciliation request between them four levels deep with no log or survey read.', goal: 'Reconcile cave-dive logs with the line survey and report the furthest tie-off in sump 2.', stagnation: false, root: mk(0) };
  },
];
