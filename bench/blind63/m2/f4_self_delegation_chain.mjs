import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'self_delegation_chain';
export const LOOP = true;
export const scenarios = [
// 01 fruit wine makers — CrewAI hierarchical manager delegating to itself-like coworkers
{ domain: 'fruit wine maker (elderflower & damson)', style: 'CrewAI hierarchical process', build(c) {
  const goal = 'Calculate the sulphite addition for damson wine batch DW-24-07 (180 L, pH 3.52) and log it in the cellar book.';
  const tasks = [
    'Work out the potassium metabisulphite dose for DW-24-07 (180 L, pH 3.52) and record it in the cellar book.',
    'Please determine the metabisulphite addition for damson batch DW-24-07 at pH 3.52, 180 litres, then log it.',
    'Calculate the SO2 / metabisulphite dose for the 180 L damson batch (pH 3.52) and write it to the cellar book.',
    'Determine the sulphite addition for DW-24-07 and log it.',
  ];
  const build = (d) => {
    const who = d % 2 ? 'Cellar Master' : 'Winemaking Manager';
    const next = d % 2 ? 'Winemaking Manager' : 'Cellar Master';
    const kids = [llm('LLM Call', { messages: [{ role: 'system', content: `You are ${who}.` }, { role: 'user', content: tasks[d] }] }, `Thought: This is best handled by the ${next}, who owns additions.\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[Math.min(d + 1, 3)]}", "context": "batch DW-24-07", "coworker": "${next}"}`, { model: 'gpt-4o', ...tLat(c) })];
    if (d < 3) kids.push(build(d + 1)); else kids.push(tool('Delegate work to coworker', { coworker: next, task: tasks[3] }, null, { ...tLat(c, 30000) }, 'Agent stopped due to iteration limit or time limit.'));
    return S('agent', who, { task: tasks[d] }, d === 3 ? null : 'Agent stopped due to iteration limit or time limit.', { children: kids, metadata: { delegation_depth: d, allow_delegation: true } });
  };
  const pre = tool('Cellar Book Reader', { batch: 'DW-24-07' }, 'DW-24-07 | damson | 180 L | SG 0.996 | pH 3.52 | free SO2 8 mg/L (tested ' + c.euDate() + ') | racked x2', tLat(c));
  return { isolates: 'The manager delegates the sulphite calculation to the cellar master, who delegates it back, four levels deep; nobody ever computes the dose.', stagnation: true, goal,
    root: agent('Crew: cellar_crew', { inputs: { batch: 'DW-24-07' } }, { error: 'Agent stopped due to iteration limit or time limit.' }, [pre, build(0)], { process: 'hierarchical', manager_llm: 'gpt-4o', crew_id: c.uuid() }) };
} },
// 02 auction house catalogue — OpenAI Agents SDK handoffs
{ domain: 'provincial auction house catalogue', style: 'OpenAI Agents SDK (handoff spans)', build(c) {
  const goal = 'Write the catalogue description and estimate for lot 214 (Victorian walnut writing slope) for the 3 October sale.';
  const names = ['Catalogue Triage', 'Furniture Specialist', 'Catalogue Triage', 'Furniture Specialist'];
  const notes = ['This is a furniture lot; transferring to Furniture Specialist.', 'A description request for the catalogue — Catalogue Triage handles catalogue wording. Transferring.', 'Lot 214 is furniture; handing off to Furniture Specialist.', 'Catalogue copy should come from Catalogue Triage. Transferring.'];
  const build = (d) => {
    const kids = [llm('POST /v1/responses', { model: 'gpt-4o', instructions: `You are ${names[d]}.` }, { output: [{ type: 'message', content: [{ type: 'output_text', text: notes[d] }] }, { type: 'function_call', name: `transfer_to_${names[(d + 1) % 2].toLowerCase().replace(' ', '_')}`, arguments: '{}', call_id: c.callId() }] }, { span_type: 'response', response_id: 'resp_' + c.alnum(24), ...tIso(c) }),
      S('handoff', `handoff ${names[d]} -> ${names[(d + 1) % 2]}`, { from_agent: names[d], to_agent: names[(d + 1) % 2] }, { ok: true }, { metadata: { span_type: 'handoff', ...tIso(c, 5) } })];
    if (d < 3) kids.push(build(d + 1));
    return agent(names[d], { input: goal }, d === 3 ? { error: 'MaxTurnsExceeded' } : null, kids, { span_type: 'agent', handoffs: [names[(d + 1) % 2]], tools: d % 2 ? ['lookup_comparables', 'write_description'] : [] });
  };
  return { isolates: 'Two agents hand lot 214 back and forth four levels deep, each saying the other should do it; no description or estimate is ever written.', stagnation: true, goal,
    root: agent('Agent workflow', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (8) exceeded' }, [build(0)], { span_type: 'trace', workflow_name: 'Agent workflow', group_id: 'sale-2024-10-03', trace_id: 'trace_' + c.hex(32) }) };
} },
// 03 yearbook printing — AutoGen nested chats
{ domain: 'school yearbook printing', style: 'AutoGen nested chats', build(c) {
  const goal = 'Preflight the Year 11 yearbook PDF (96 pages) and report any images below 300 dpi.';
  const build = (d) => {
    const who = `preflight_agent_${d}`;
    const msg = d === 0 ? goal : `Please preflight the Year 11 yearbook PDF and list low-resolution images (<300 dpi). [delegated from preflight_agent_${d - 1}]`;
    const kids = [llm(`${who}.generate_reply`, { messages: [{ role: 'user', content: msg, name: d ? `preflight_agent_${d - 1}` : 'user' }] }, { content: 'This is a large job. I will start a nested chat with a fresh preflight agent to handle it.', role: 'assistant' }, { model: 'gpt-4o-mini', cost: 0.0004 + d * 0.0001, ...tIso(c) })];
    if (d < 4) kids.push(build(d + 1)); else kids.push(tool('initiate_chats', { recipient: 'preflight_agent_5', message: 'Preflight the yearbook PDF for low-res images.' }, null, tIso(c), 'RecursionError: maximum nested chat depth (5) exceeded'));
    return agent(who, { message: msg }, null, kids, { nested_chat: d > 0, summary_method: 'last_msg', max_turns: 2 });
  };
  const first = tool('list_files', { dir: '/jobs/yb-2024/Y11' }, 'total 812M\n-rw-r--r-- 1 print print 812M ' + c.syslog() + ' Y11_yearbook_final_v3.pdf\n-rw-r--r-- 1 print print  12K ' + c.syslog() + ' imposition.json', tIso(c));
  return { isolates: 'Each preflight agent starts a nested chat with a new preflight agent carrying the same instructions, five levels deep, until the nesting limit; the PDF is never checked.', stagnation: true, goal,
    root: agent('user_proxy.initiate_chat', { message: goal }, { error: 'RecursionError: maximum nested chat depth (5) exceeded' }, [first, build(0)], { autogen: '0.4', run_id: c.uuid() }) };
} },
// 04 squid jigging fishery — Google ADK sub-agents via AgentTool
{ domain: 'squid jigging fishery quota reporting', style: 'Google ADK (AgentTool)', build(c) {
  const goal = 'File the weekly catch return for vessel FV Marisol (squid, week 32) with the fisheries authority.';
  const build = (d) => {
    const kids = [llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-1.5-pro-002', contents: [{ role: 'user', parts: [{ text: d ? 'Prepare and file the FV Marisol week-32 squid catch return.' : goal }] }] }) }, { content: { role: 'model', parts: [{ text: 'Filing needs the catch return prepared. I will use the catch_return_agent tool.' }, { functionCall: { name: 'catch_return_agent', args: { request: 'Prepare and file the FV Marisol week-32 squid catch return.' } } }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), ...tOtel(c) })];
    if (d < 3) kids.push(S('tool', 'execute_tool catch_return_agent', { request: 'Prepare and file the FV Marisol week-32 squid catch return.' }, null, { children: [build(d + 1)], metadata: { 'gen_ai.tool.name': 'catch_return_agent', ...tOtel(c) } }));
    else kids.push(tool('execute_tool catch_return_agent', { request: 'Prepare and file the FV Marisol week-32 squid catch return.' }, { functionResponse: { name: 'catch_return_agent', response: { error: 'DEADLINE_EXCEEDED after 120s' } } }, tOtel(c, 120000), 'DEADLINE_EXCEEDED'));
    return agent(`agent_run [catch_return_agent${d ? '' : ' (root)'}]`, { depth: d }, null, kids, { 'gen_ai.agent.name': 'catch_return_agent' });
  };
  const logbook = tool('execute_tool read_logbook', { vessel: 'FV Marisol', week: 32 }, { hauls: [{ date: '2024-08-05', kg: 412.5, area: 'VIIe' }, { date: '2024-08-07', kg: 388.0, area: 'VIIe' }], source: 'elogbook-' + c.upper(6), synced: c.isoNoMs() }, tOtel(c));
  return { isolates: 'The catch-return agent calls an AgentTool that is itself, which calls itself again, four levels deep with the same request, until a deadline; nothing is filed.', stagnation: true, goal,
    root: agent('invoke_agent', { new_message: goal }, { error: 'DEADLINE_EXCEEDED' }, [logbook, build(0)], { app_name: 'fleet-compliance', session_id: c.uuid() }) };
} },
// 05 cloisonné enamel workshop — smolagents managed agents
{ domain: 'cloisonné enamel workshop', style: 'smolagents (managed agents)', build(c) {
  const goal = 'Estimate kiln firing schedule and total cost for 40 cloisonné pendants (fine silver base, 5 colours).';
  const build = (d) => {
    const code = `result = enamel_estimator(task="Estimate firing schedule and cost for 40 cloisonné pendants, fine silver, 5 colours. Return a table.")\nfinal_answer(result)`;
    const kids = [llm('LiteLLMModel.__call__', { messages: [{ role: 'user', content: d ? 'You\'re a helpful agent named \'enamel_estimator\'. You have been submitted this task by your manager.\n---\nTask:\nEstimate firing schedule and cost for 40 cloisonné pendants, fine silver, 5 colours. Return a table.' : goal }] }, `Thought: The enamel_estimator team member is specialised for this; I'll delegate.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'Qwen/Qwen2.5-Coder-32B-Instruct', ...tOtel(c) })];
    if (d < 3) kids.push(build(d + 1)); else kids.push(tool('enamel_estimator', { task: 'Estimate firing schedule and cost…' }, null, tOtel(c), 'AgentMaxStepsError: Reached max steps.'));
    return S('agent', d ? 'enamel_estimator' : 'CodeAgent.run', { task: d ? 'Estimate firing schedule and cost for 40 cloisonné pendants…' : goal }, null, { children: [S('chain', 'Step 1', { step_number: 1 }, null, { children: kids, metadata: tOtel(c, 1) })], metadata: { 'openinference.span.kind': 'AGENT', managed_agents: ['enamel_estimator'] } });
  };
  return { isolates: 'A smolagents manager delegates to a managed agent that has itself as a managed agent, so the same task is passed down four levels with no one doing the estimate.', stagnation: true, goal, root: build(0) };
} },
// 06 denture lab — Bedrock Agents multi-agent collaboration
{ domain: 'dental prosthetics lab (dentures)', style: 'Bedrock Agents (orchestration trace)', build(c) {
  const goal = 'Confirm the shade and tooth mould for case DL-3318 (upper full denture) and release it to the setting-up bench.';
  const build = (d) => {
    const kids = [llm('orchestrationTrace.modelInvocationOutput', { modelInvocationInput: { type: 'ORCHESTRATION', traceId: c.uuid() + '-' + d } }, { rationale: { text: 'To release DL-3318 I need shade and mould confirmation. The CaseCoordinator collaborator handles case confirmation, so I will send the case to it.' }, invocationInput: { agentCollaboratorInvocationInput: { agentCollaboratorName: 'CaseCoordinator', input: { text: 'Confirm shade and mould for DL-3318 and release to setting-up.' } } } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0', usage: { inputTokens: 2100 + d * 400, outputTokens: 90 }, ...tIso(c) })];
    if (d < 3) kids.push(build(d + 1)); else kids.push(tool('agentCollaboratorInvocation', { agentCollaboratorName: 'CaseCoordinator' }, { failureTrace: { failureReason: 'Max number of collaborator invocations reached (4)', traceId: c.uuid() } }, tIso(c), 'Max collaborator depth reached'));
    return agent(d ? 'CaseCoordinator (collaborator)' : 'CaseCoordinator (supervisor)', { inputText: d ? 'Confirm shade and mould for DL-3318 and release to setting-up.' : goal }, null, kids, { agentId: c.upper(10), agentAliasId: 'TSTALIASID', collaboratorName: 'CaseCoordinator', sessionId: c.uuid() });
  };
  const lookup = tool('actionGroupInvocation: CaseLookup', { apiPath: '/cases/{caseId}', parameters: [{ name: 'caseId', value: 'DL-3318' }] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ case: 'DL-3318', prescription: { shade: 'A3', mould: 'Phonares II S63' }, dentist: 'Dr. Okonjo', due: c.day(5) }) } } }, tIso(c));
  return { isolates: 'A Bedrock supervisor hands the case to a collaborator with the same name and instructions, which hands it on again, four levels deep; the shade (already in the case record) is never confirmed.', stagnation: true, goal,
    root: agent('InvokeAgent', { inputText: goal }, { error: 'Max collaborator depth reached' }, [lookup, build(0)], { agentVersion: '3', enableTrace: true }) };
} },
];
