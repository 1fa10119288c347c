// Loop family: the task is handed to itself / a sub-agent, which hands it on again, nested 3+
// levels deep, nobody doing the work.
import { rootAgent, agent, llm, tool, chain, span, sys, user, asst, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'nested_self_handoff';
export const LOOP = true;

export const ROWS = [
{
  n: '01', stagnation: false,
  isolates: 'OpenAI Agents SDK handoffs for a piercing studio: triage hands the aftercare complaint to a specialist, who hands it to "aftercare lead", who hands it back to a fresh triage, four levels deep, no reply ever drafted.',
  goal: 'Reply to a client whose helix piercing is swollen on day 5, with aftercare advice and a check-up slot.',
  build: (c) => {
    const names = ['Front Desk Triage', 'Aftercare Specialist', 'Aftercare Lead', 'Front Desk Triage'];
    const reasons = ['This is an aftercare question; transferring to the aftercare specialist.', 'Possible infection signs should be handled by the lead; transferring.', 'Client wants a check-up slot, which is booking, so front desk should handle it.', 'This is an aftercare question; the specialist should take it.'];
    let inner = null;
    for (let i = names.length - 1; i >= 0; i--) {
      const kids = [llm('response', { model: 'gpt-4.1', instructions: `You are ${names[i]} at Silver Thorn Piercing.`, input: i === 0 ? 'My helix is swollen and warm on day 5, is this normal? can i come in?' : '[handoff context: conversation transferred]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: reasons[i] }] }, { type: 'function_call', name: `transfer_to_${names[(i + 1) % 4].toLowerCase().replace(/ /g, '_')}`, arguments: '{}', call_id: 'call_' + c.b62(24) }] }, { 'openai.agents.span_type': 'response', response_id: 'resp_' + c.hex(32) }), span('handoff', 'handoff', { from_agent: names[i], to_agent: names[(i + 1) % 4] }, null, [], { metadata: { 'openai.agents.span_type': 'handoff' } })];
      if (inner) kids.push(inner);
      inner = agent(names[i], { handoff_depth: i }, null, kids, { 'openai.agents.span_type': 'agent', handoffs: [names[(i + 1) % 4]], output_type: 'str' });
    }
    return agent('Agent workflow', { input: 'My helix is swollen and warm on day 5, is this normal? can i come in?' }, { error: 'MaxTurnsExceeded', last_agent: 'Front Desk Triage' }, [inner], { group_id: 'conv_' + c.hex(16) });
  },
},
{
  n: '02', stagnation: true,
  isolates: 'CrewAI hierarchical crew for a ramen shop where the manager delegates the broth-cost calculation to a coworker who delegates the identical instructions onward, three nested "Delegate work to coworker" calls, no calculation performed.',
  goal: 'Compute the per-bowl cost of the new tonkotsu broth from the supplier invoice and recipe yield.',
  build: (c) => {
    const instr = 'Calculate the per-bowl cost of the tonkotsu broth using the pork-bone invoice and a yield of 62 bowls per 40 L pot.';
    const roles = ['Kitchen Manager', 'Cost Analyst', 'Purchasing Clerk', 'Cost Analyst'];
    let inner = llm('LLM Call', { messages: [sys('You are Cost Analyst.'), user(instr)] }, `Thought: This needs someone with the invoice details.\nAction: Delegate work to coworker\nAction Input: {"task": "${instr}", "context": "Invoice INV-${c.int(1000, 9999)} attached", "coworker": "Purchasing Clerk"}`, { model: 'gpt-4o-mini' });
    for (let i = roles.length - 1; i >= 0; i--) {
      const next = roles[i + 1] || 'Purchasing Clerk';
      const l = llm('LLM Call', { messages: [sys(`You are ${roles[i]}.`), user(instr)] }, `Thought: This needs someone with the invoice details.\nAction: Delegate work to coworker\nAction Input: {"task": "${instr}", "coworker": "${next}"}`, { model: 'gpt-4o-mini', iteration: 1 });
      const t = tool('Delegate work to coworker', { task: instr, context: 'Ramen Kuma, invoice from Sato Meats', coworker: next }, null, { children: [inner], metadata: { started: c.isoNoMs() } });
      inner = agent(roles[i], { role: roles[i], allow_delegation: true }, null, [l, t]);
    }
    return rootAgent('Crew: menu_costing', { inputs: { dish: 'tonkotsu' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [inner], { process: 'hierarchical', manager_llm: 'gpt-4o', crew_id: c.uuid() }, 'crew');
  },
},
{
  n: '03', stagnation: false,
  isolates: 'Google ADK trace for a drive-in cinema concession: the root agent transfers to "inventory_agent", which calls AgentTool("root_agent") with reworded instructions, which transfers again, four levels nested, no stock count taken.',
  goal: 'Count remaining nacho-cheese pouches at the Starlite concession and reorder if below 30.',
  build: (c) => {
    const chainNames = ['concession_root', 'inventory_agent', 'concession_root', 'inventory_agent'];
    const texts = ['Stock questions belong to the inventory agent.', 'Reordering is a concession decision; passing it up to the concession root.', 'The first step is counting stock, which the inventory agent handles.', 'Need the concession root to decide the reorder threshold first.'];
    let inner = null;
    for (let i = chainNames.length - 1; i >= 0; i--) {
      const nm = chainNames[(i + 1) % 2 === 1 ? 1 : 0];
      const target = chainNames[i] === 'concession_root' ? 'inventory_agent' : 'concession_root';
      const kids = [llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: i === 0 ? 'count nacho cheese pouches, reorder if < 30' : `[${chainNames[i - 1]}] said: ${texts[i - 1]}` }] }] }) }, { content: { role: 'model', parts: [{ text: texts[i] }, gCall(i % 2 === 0 ? 'transfer_to_agent' : target, i % 2 === 0 ? { agent_name: target } : { request: 'Please handle the nacho cheese pouch count and reorder.' })] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), 'gcp.vertex.agent.event_id': c.b62(8) })];
      if (inner) kids.push(inner);
      inner = agent(`invoke_agent ${chainNames[i]}`, { agent: chainNames[i] }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', depth: i });
    }
    void 0;
    return agent('invocation', { app_name: 'starlite_concessions', user_id: 'shift-lead-' + c.int(1, 9) }, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded' }, [inner], { session_id: c.uuid() });
  },
},
{
  n: '04', stagnation: true,
  isolates: 'Strands Agents "agents as tools" trace in a Kubernetes context: a cluster agent calls a `deploy_helper` agent tool that calls the same tool again with the same instruction, three nested levels, no kubectl command run.',
  goal: 'Roll back the `yurt-booking-api` deployment in namespace `prod` to the previous ReplicaSet after a bad release.',
  build: (c) => {
    const instr = 'Roll back yurt-booking-api in prod to the previous revision and confirm pods are Ready.';
    let inner = null;
    for (let d = 3; d >= 0; d--) {
      const kids = [llm('chat', { 'gen_ai.prompt': JSON.stringify([{ role: 'user', content: [{ text: instr }] }]), 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }, { 'gen_ai.completion': JSON.stringify([{ text: 'I will use the deploy helper to perform this rollback.' }, { toolUse: { toolUseId: 'tooluse_' + c.b62(22), name: 'deploy_helper', input: { query: instr } } }]) }, { 'gen_ai.system': 'strands-agents', 'event_loop.cycle_id': c.uuid() })];
      if (inner) kids.push(tool('execute_tool deploy_helper', { query: instr }, null, { children: [inner], metadata: { 'gen_ai.tool.name': 'deploy_helper' } }));
      inner = agent('invoke_agent Strands Agents', { 'gen_ai.agent.name': d === 0 ? 'cluster_ops' : 'deploy_helper', prompt: instr }, null, kids, { depth: d });
    }
    inner.output = { error: 'EventLoopException: max recursion depth reached while invoking tool deploy_helper' };
    return inner;
  },
},
{
  n: '05', stagnation: false,
  isolates: 'Letta (MemGPT) agent for a kelp-farm co-op that sends the seaweed buyer-contract review to another agent via send_message_to_agent_and_wait_for_reply, which forwards it to a third, which forwards to a fourth; nobody reviews the contract.',
  goal: 'Review the price-escalation clause in the 2025 alginate buyer contract and summarise the risk for the co-op board.',
  build: (c) => {
    const chainA = [['board-secretary', 'contracts-desk', 'This is a legal review; contracts-desk owns those.'], ['contracts-desk', 'pricing-analyst', 'The clause is about price indexation, so the pricing analyst should look.'], ['pricing-analyst', 'contracts-desk', 'It\'s contract wording rather than numbers; sending back to contracts.'], ['contracts-desk', 'board-secretary', 'Board summary format is the secretary\'s job; forwarding.']];
    let inner = null;
    for (let i = chainA.length - 1; i >= 0; i--) {
      const [me, to, why] = chainA[i];
      const kids = [llm('step', { agent_id: 'agent-' + c.uuid(), messages: [{ role: 'user', content: i === 0 ? 'Review clause 7.3 price escalation in alginate contract' : `[message from ${chainA[i - 1][0]}] please review clause 7.3` }] }, { messages: [{ message_type: 'reasoning_message', reasoning: why }, { message_type: 'tool_call_message', tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: JSON.stringify({ message: 'Can you review clause 7.3 (price escalation) of the 2025 alginate buyer contract and summarise the risk?', other_agent_id: to }) } }], usage: { step_count: 1, total_tokens: c.int(2000, 4000) } })];
      kids.push(tool('send_message_to_agent_and_wait_for_reply', { other_agent_id: to }, inner ? null : { status: 'Failed', message: 'Timed out waiting for reply after 600s' }, { children: inner ? [inner] : [], error: inner ? undefined : 'timeout' }));
      inner = agent(me, { agent_name: me }, null, kids, { letta_version: '0.6.x', memory_blocks: ['persona', 'human'] });
    }
    return inner;
  },
},
{
  n: '06', stagnation: true,
  isolates: 'Bedrock Agents multi-agent collaboration trace for a sushi-conveyor restaurant: supervisor invokes a collaborator with the same rationale, which invokes its own collaborator with the same rationale, three levels, no temperature log pulled.',
  goal: 'Pull yesterday\'s conveyor-belt chiller temperature log and confirm no sashimi plate sat above 5 °C for more than 2 hours.',
  build: (c) => {
    const rationale = 'To answer this I need the chiller temperature log, so I will ask the food-safety collaborator to retrieve and review it.';
    let inner = null;
    const names = ['FoodSafetySupervisor', 'ChillerLogAgent', 'FoodSafetySupervisor-sub', 'ChillerLogAgent-sub'];
    for (let i = names.length - 1; i >= 0; i--) {
      const kids = [span('orchestration', 'orchestrationTrace', { modelInvocationInput: { text: 'Pull yesterday\'s chiller log and check sashimi > 5C for 2h', type: 'ORCHESTRATION' } }, { rationale: { text: rationale, traceId: c.uuid() + '-0' }, invocationInput: { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: { agentCollaboratorName: names[i + 1] || 'ChillerLogAgent', input: { text: 'Retrieve and review yesterday\'s conveyor chiller temperature log for excursions above 5C lasting over 2 hours.', type: 'TEXT' } } } }, [llm('InvokeModel', { modelId: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }, { text: `<thinking>${rationale}</thinking>` }, { inputTokens: c.int(1800, 2600), outputTokens: c.int(60, 110) })])];
      if (inner) kids.push(inner);
      inner = agent(names[i], { agentId: c.b62(10).toUpperCase(), agentAliasId: 'TSTALIASID' }, null, kids, { sessionId: c.uuid(), callerChain: names.slice(0, i + 1).map((n) => ({ agentAliasArn: `arn:aws:bedrock:eu-west-1:${c.int(100000000000, 999999999999)}:agent-alias/${n}` })) });
    }
    inner.output = { completion: '', error: 'DependencyFailedException: max collaborator depth exceeded' };
    return inner;
  },
},
];
