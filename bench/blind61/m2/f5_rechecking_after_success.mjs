import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut, otel, chain, retr } from './lib.mjs';
export const family = 'rechecking_after_success';
export const loop = true, stagnation = true;
export const rows = [
// 01 jade carving commissions — Strands Agents
(c) => {
  const kids = [];
  kids.push(llm('chat', { messages: [{ role: 'user', content: [{ text: 'Send the signed commission agreement for the nephrite dragon pendant to Mr Lau.' }] }] }, { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + c.b62(20), name: 'send_document', input: { doc: 'AGR-2291.pdf', to: 'lau@example.hk' } } }] } }, { 'gen_ai.system': 'strands-agents' }));
  kids.push(tool('execute_tool send_document', { doc: 'AGR-2291.pdf' }, { status: 'success', content: [{ json: { envelope: c.uuid(), state: 'delivered', delivered_at: c.iso() } }] }));
  for (let i = 0; i < 4; i++) {
    kids.push(llm('chat', {}, { message: { role: 'assistant', content: [{ text: 'The agreement has been delivered to Mr Lau. Let me verify the delivery status.' }, { toolUse: { name: 'get_envelope', input: {} } }] } }));
    kids.push(tool('execute_tool get_envelope', {}, { status: 'success', content: [{ json: { state: 'delivered', recipient: 'lau@example.hk', polled_at: c.iso(), api_node: c.host('esign') } }] }));
  }
  return { isolates: 'After the agreement is delivered, the agent polls the envelope four more times and restates the same success line each time.', goal: 'Send the signed jade pendant commission agreement to the client.',
    root: agent('invoke_agent', { prompt: 'Send agreement AGR-2291 to Mr Lau' }, { stop_reason: 'max_cycles' }, kids, { 'gen_ai.agent.name': 'studio_assistant', cycle_count: 10 }) };
},
// 02 metal detecting permits — Bedrock Agents trace
(c) => {
  const kids = [];
  kids.push(llm('orchestrationTrace.modelInvocationOutput', { text: '...' }, { rationale: 'The user wants a permit for the Hollow Field site. I will submit the application.', invocationInput: { actionGroup: 'permits', apiPath: '/applications', verb: 'post' } }, { traceId: c.uuid() + '-0' }));
  kids.push(tool('actionGroupInvocationOutput', { apiPath: '/applications', body: { site: 'Hollow Field', applicant: 'T. Wren', dates: '2024-11-02/2024-11-03' } }, `{"application":"MDP-${c.int(10000, 99999)}","status":"APPROVED","approved_at":"${c.iso()}"}`));
  for (let i = 0; i < 3; i++) {
    kids.push(llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: 'The permit application was approved. I will check the application status to confirm it is approved.', invocationInput: { apiPath: '/applications/{id}', verb: 'get' } }, { traceId: c.uuid() + '-' + (i + 1) }));
    kids.push(tool('actionGroupInvocationOutput', { apiPath: '/applications/{id}' }, `{"status":"APPROVED","etag":"${c.hex(12)}","served_by":"${c.host('permits')}"}`));
  }
  kids.push(llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: 'The permit application was approved. I will check the application status to confirm it is approved.' }));
  return { isolates: 'A permit comes back APPROVED on submission; the agent re-queries the status three more times with the same rationale.', goal: 'Apply for a metal detecting permit at Hollow Field.',
    root: agent('InvokeAgent', { inputText: 'Get me a detecting permit for Hollow Field on 2-3 Nov' }, { error: 'maximum iterations reached' }, kids, { agentId: c.b62(10).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: c.uuid() }) };
},
// 03 milk float rounds — Haystack
(c) => {
  const kids = [];
  kids.push(llm('OpenAIChatGenerator', { messages: [{ role: 'user', content: 'Add 2 pints of semi-skimmed to number 14 Elm Row from Friday.' }] }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'update_standing_order', arguments: { address: '14 Elm Row', item: 'semi-skimmed 1pt glass', qty: 2, from: 'Fri' } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
  kids.push(tool('ToolInvoker', { tool: 'update_standing_order' }, { tool_messages: [{ content: `{"round":"R7","stop":31,"order_rev":${c.int(10, 40)},"result":"updated","effective":"Fri"}` }] }));
  for (let i = 0; i < 3; i++) {
    kids.push(llm('OpenAIChatGenerator', {}, { replies: [{ role: 'assistant', text: 'Done: 2 pints of semi-skimmed added to 14 Elm Row from Friday.', tool_calls: [{ tool_name: 'update_standing_order', arguments: { address: '14 Elm Row', item: 'semi-skimmed 1pt glass', qty: 2, from: 'Fri' } }] }] }));
    kids.push(tool('ToolInvoker', { tool: 'update_standing_order' }, { tool_messages: [{ content: `{"round":"R7","stop":31,"order_rev":${c.int(41, 90)},"result":"unchanged","effective":"Fri"}` }] }));
  }
  return { isolates: 'The standing order is updated once, then re-submitted three times, each reply "unchanged", while the model announces the same done message.', goal: 'Add two pints of semi-skimmed to a milk round customer from Friday.',
    root: agent('Agent.run', { messages: 1 }, { error: 'max_agent_steps reached' }, kids, { 'haystack.pipeline': 'milk_round_agent' }) };
},
// 04 quill pen makers — DSPy ReAct
(c) => {
  const kids = [];
  kids.push(llm('ReAct.predict', { question: 'Publish the restock of 40 goose-primary quills to the shop.' }, { next_thought: 'I should update the listing stock.', next_tool_name: 'set_stock', next_tool_args: { sku: 'QL-GOOSE-P', qty: 40 } }));
  kids.push(tool('set_stock', { sku: 'QL-GOOSE-P', qty: 40 }, `HTTP/1.1 200 OK\nDate: ${c.http()}\nX-Shopify-Shop-Api-Call-Limit: ${c.int(1, 39)}/40\n\n{"inventory_level":{"available":40,"updated_at":"${c.isoLocal('+00:00')}"}}`));
  for (let i = 0; i < 4; i++) {
    kids.push(llm('ReAct.predict', {}, { next_thought: 'Stock is 40. I should confirm the listing shows 40.', next_tool_name: 'get_stock', next_tool_args: { sku: 'QL-GOOSE-P' } }));
    kids.push(tool('get_stock', { sku: 'QL-GOOSE-P' }, `HTTP/1.1 200 OK\nDate: ${c.http()}\nX-Shopify-Shop-Api-Call-Limit: ${c.int(1, 39)}/40\nX-Request-Id: ${c.uuid()}\n\n{"available":40}`));
  }
  return { isolates: 'Stock is set to 40 and confirmed, then read back four more times with the same thought each time.', goal: 'Publish a restock of 40 goose quills to the web shop.',
    root: agent('dspy.ReAct', { question: 'Publish quill restock' }, { trajectory_len: 10, answer: null }, kids, { max_iters: 5 + 5 }) };
},
// 05 mule packing trains — LlamaIndex
(c) => {
  const kids = [];
  kids.push(llm('OpenAI.achat', { messages: '...' }, { message: oaiMsg(c, null, [['reserve_string', { date: '2024-08-19', mules: 6, trail: 'Bright Angel' }]]) }, { 'llamaindex.event': 'LLMChatEndEvent' }));
  kids.push(tool('FunctionTool.acall', { name: 'reserve_string', date: '2024-08-19', mules: 6 }, { content: `Reservation PK-${c.int(1000, 9999)} confirmed: 6 mules, wrangler Dee, depart 06:15`, is_error: false }));
  for (let i = 0; i < 4; i++) {
    kids.push(llm('OpenAI.achat', {}, { message: oaiMsg(c, 'The reservation is confirmed. I will send the confirmation to the outfitter once more to be sure it arrived.', [['email_outfitter', { subject: 'Mule string confirmed 19 Aug' }]]) }));
    kids.push(tool('FunctionTool.acall', { name: 'email_outfitter' }, { content: `250 Ok: queued as ${c.hex(10).toUpperCase()}`, is_error: false }));
  }
  return { isolates: 'A mule string is reserved and confirmed, after which the same confirmation email goes out four times.', goal: 'Reserve six pack mules for the 19 August trip and tell the outfitter.',
    root: agent('FunctionAgent.run', { user_msg: 'Book 6 mules for 19 Aug on Bright Angel' }, { error: 'WorkflowTimeoutError' }, kids, { workflow: 'AgentWorkflow', run_id: c.uuid() }) };
},
// 06 street renaming gazetteer — Letta
(c) => {
  const kids = [];
  kids.push(llm('letta.step', { messages: '...' }, { inner_thoughts: 'Council approved renaming Station Lane to Ada Byron Way. Update the gazetteer.', function_call: { name: 'gazetteer_rename', arguments: '{"usrn":"48302211","new_name":"Ada Byron Way"}' } }));
  kids.push(tool('gazetteer_rename', { usrn: '48302211' }, { status: 'OK', message: `{"usrn":"48302211","name":"Ada Byron Way","version":${c.int(5, 9)},"time":"${c.dmy()}"}` }));
  for (let i = 0; i < 3; i++) {
    kids.push(llm('letta.step', {}, { inner_thoughts: 'The rename succeeded. I will announce it to the user again.', function_call: { name: 'send_message', arguments: '{"message":"Station Lane is now Ada Byron Way in the gazetteer."}' } }));
    kids.push(tool('send_message', { message: 'Station Lane is now Ada Byron Way in the gazetteer.' }, { status: 'OK', message: 'None', time: c.isoLocal('-00:00') }));
  }
  return { isolates: 'After a successful street rename, the agent announces the same result three times with heartbeats continuing.', goal: 'Rename Station Lane to Ada Byron Way in the address gazetteer.',
    root: agent('letta.agent.step', { agent_id: 'agent-' + c.uuid() }, { stop_reason: 'max_steps' }, kids, { memgpt_heartbeats: 4 }) };
},
];
