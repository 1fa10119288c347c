import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut } from './lib.mjs';
export const family = 'distinct_item_batch';
export const loop = false, stagnation = false;
function batch(c, items, mkL, mkT, sentence) {
  const k = [];
  items.forEach((it) => { k.push(mkL(it, sentence(it))); k.push(mkT(it)); });
  return k;
}
export const rows = [
(c) => { const k = batch(c, ['cherry ladle', 'birch eating spoon', 'sycamore spatula', 'walnut scoop', 'apple butter knife'], (it, s) => llm('OpenAIChatGenerator', {}, { replies: [{ text: s, tool_calls: [{ tool_name: 'list_item', arguments: { title: it } }] }] }), (it) => tool('ToolInvoker', { title: it }, { tool_messages: [{ content: 'ok' }] }), (it) => `Listing the ${it} on the shop.`);
  k.push(llm('OpenAIChatGenerator', {}, { replies: [{ text: 'All 5 carved pieces are listed.' }] }));
  return { isolates: 'Five different spoons are listed with the same "ok" acknowledgement and one templated sentence each, then done.', goal: 'List five new hand-carved wooden items in the shop.', root: agent('Agent.run', {}, {}, k, { 'haystack.pipeline': 'spoon_shop' }) }; },
(c) => { const k = batch(c, ['Room 1 west wall', 'Room 1 ceiling', 'Hall cornice', 'Room 3 reveal'], (it, s) => llm('chat', {}, { message: { content: [{ text: s }, { toolUse: { name: 'log_lime_coat', input: { area: it, coat: 'haired base' } } }] } }), (it) => tool('execute_tool log_lime_coat', { area: it }, { status: 'success', content: [{ text: 'logged' }] }), (it) => `Logging the haired base coat for ${it}.`);
  k.push(llm('chat', {}, { message: { content: [{ text: 'Base coats logged for all 4 areas; next carbonation check in 7 days.' }] } }));
  return { isolates: 'Four distinct plaster areas are logged with identical "logged" results, then the agent finishes.', goal: 'Log base coats for four lime plaster areas.', root: agent('invoke_agent', {}, {}, k, { 'gen_ai.agent.name': 'plaster_log' }) }; },
(c) => { const k = batch(c, ['Canal St car park', 'Bridge Rd church', 'Market Sq', 'Northgate library', 'Riverside park', 'Bus station'], (it, s) => llm('OpenAI.achat', {}, { message: oaiMsg(c, s, [['schedule_stop', { site: it, date: 'Tue' }]]) }), (it) => tool('FunctionTool.acall', { site: it }, { content: 'queued', is_error: false }), (it) => `Scheduling the shower van stop at ${it} for Tuesday.`);
  k.push(llm('OpenAI.achat', {}, { message: { role: 'assistant', content: 'Tuesday route set: 6 shower van stops queued.' } }));
  return { isolates: 'Six distinct stops get identical "queued" responses and templated sentences, then a wrap-up.', goal: 'Schedule Tuesday stops for the mobile shower van.', root: agent('FunctionAgent.run', {}, {}, k) }; },
(c) => { const k = batch(c, ['PIN-FOX-RED', 'PIN-OWL-GLD', 'PIN-MOTH-NIC', 'PIN-FERN-GRN'], (it, s) => llm('openai.chat.completions.create', {}, { choices: [{ message: oaiMsg(c, s, [['approve_proof', { sku: it }]]) }] }, { weave_op: 'openai.chat.completions.create' }), (it) => tool('approve_proof', { sku: it }, { ok: true }, { metadata: { weave_call_id: c.uuid() } }), (it) => `Approving the factory proof for ${it}.`);
  k.push(llm('openai.chat.completions.create', {}, { choices: [{ message: { content: 'All four enamel pin proofs approved.' } }] }));
  return { isolates: 'Four different pin proofs are approved with the same {ok:true}, then done (Weave calls).', goal: 'Approve factory proofs for four enamel pins.', root: agent('pin_proof_agent', {}, {}, k, { weave: true }) }; },
(c) => { const k = batch(c, ['Kollmorgen Type 8 s/n 114', 'Barr & Stroud CK s/n 3021', 'Zeiss SR 5 s/n 77'], (it, s) => llm('LLMEvent', {}, { completion: s, tool_calls: [{ name: 'create_work_order', args: { unit: it } }] }, { agentops: 'LLMEvent' }), (it) => tool('ToolEvent create_work_order', { unit: it }, 'created', { metadata: { event_id: c.uuid() } }), (it) => `Opening a reseal work order for ${it}.`);
  k.push(llm('LLMEvent', {}, { completion: 'Three periscope reseal work orders opened.' }));
  return { isolates: 'Three different periscopes get identical "created" results and templated sentences (AgentOps session).', goal: 'Open reseal work orders for three periscopes.', root: agent('session', {}, { end_state: 'Success' }, k, { agentops_session_id: c.uuid() }) }; },
(c) => { const k = batch(c, ['lot 24-031', 'lot 24-032', 'lot 24-033', 'lot 24-034'], (it, s) => llm('model.generate', {}, { message: { role: 'assistant', content: s, tool_calls: [{ function: 'print_label', arguments: { lot: it } }] } }, { inspect_event: 'model' }), (it) => tool('print_label', { lot: it }, 'OK', { metadata: { inspect_event: 'tool' } }), (it) => `Printing the excise label for amaro ${it}.`);
  k.push(llm('model.generate', {}, { message: { content: 'submit("4 labels printed")' } }));
  return { isolates: 'Four bottling lots get identical "OK" label prints, then the sample submits (Inspect AI log).', goal: 'Print excise labels for four amaro bottling lots.', root: agent('sample', { id: 3, epoch: 1 }, { score: 'C' }, k, { inspect_eval: 'bottling_ops' }) }; },
];
