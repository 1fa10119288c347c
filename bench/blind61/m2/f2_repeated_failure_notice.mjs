import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut, otel, httpResp, chain } from './lib.mjs';
export const family = 'repeated_failure_notice';
export const loop = true, stagnation = true;
export const rows = [
// 01 lemon grove irrigation — CrewAI
(c) => {
  const kids = [];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('LLM call', { messages: [{ role: 'user', content: 'Current Task: open valve block V3 for the Verna terrace (40 min) and tell the grower.' }] }, `Thought: I need to open valve block V3.\nAction: valve_controller\nAction Input: {"block": "V3", "minutes": 40}`, { agent_role: 'Irrigation Technician', crew: 'LemonGroveCrew' }));
    kids.push(tool('valve_controller', '{"block": "V3", "minutes": 40}', null, { error: `ModbusTimeout: no response from RTU 10.4.${c.int(2, 9)}.17:502 after 3000 ms (txn ${c.int(1000, 9999)})` }));
    kids.push(llm('LLM call', { messages: '...' }, `Thought: The valve controller did not respond. I should let the grower know.\nAction: send_whatsapp\nAction Input: {"to": "grower", "text": "Heads up: I couldn't open valve block V3 on the Verna terrace — the controller isn't responding. I'll try again shortly."}`, { agent_role: 'Irrigation Technician' }));
    kids.push(tool('send_whatsapp', { to: 'grower', text: "Heads up: I couldn't open valve block V3 on the Verna terrace — the controller isn't responding. I'll try again shortly." }, { messages: [{ id: 'wamid.' + c.b62(30), message_status: 'accepted' }], ts: c.epoch() }));
  }
  kids.push(llm('LLM call', {}, 'Thought: The valve controller did not respond. I should let the grower know.', { agent_role: 'Irrigation Technician' }));
  return { isolates: 'Open-valve fails with the same Modbus timeout three times and after each failure the grower gets the identical WhatsApp message.', goal: 'Open irrigation block V3 on the Verna lemon terrace for 40 minutes and inform the grower.',
    root: agent('Crew: LemonGroveCrew', { inputs: { terrace: 'Verna', block: 'V3' } }, { error: 'Agent stopped due to iteration limit or time limit.' }, kids, { crewai_version: '0.80.0', process: 'sequential', crew_id: c.uuid() }) };
},
// 02 sand dune survey — OpenInference / Phoenix
(c) => {
  const kids = [];
  const sent = 'I was unable to upload the dune transect profiles to the survey portal because the server rejected the file. I will retry the upload.';
  for (let i = 0; i < 4; i++) {
    kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Upload transects T01-T12 from the Braunton Burrows survey and email Dr Hale when done.' },
      { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'upload_profiles', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"file":"braunton_T01-T12.las","project":"BB-2024"}' }, { 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': c.int(1000, 3000) }));
    kids.push(tool('upload_profiles', { 'openinference.span.kind': 'TOOL', 'tool.name': 'upload_profiles', 'tool.parameters': '{"file":"braunton_T01-T12.las","project":"BB-2024"}' }, { status: 413, headers: { date: c.http(), server: 'nginx/1.24.0', 'x-request-id': c.uuid() }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx/1.24.0</center></body></html>' }, { error: 'HTTP 413 Request Entity Too Large' }));
    kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM' }, { 'llm.output_messages.0.message.content': sent, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'send_email', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ to: 'hale@coastlab.example', subject: 'Braunton Burrows transects', body: sent }) }, { 'llm.model_name': 'gpt-4o' }));
    kids.push(tool('send_email', { 'openinference.span.kind': 'TOOL', 'tool.name': 'send_email' }, { id: '<' + c.hex(16) + '@mail.coastlab.example>', queued: true, smtp: '250 2.0.0 OK ' + c.epoch() + ' ' + c.b62(10) }));
  }
  return { isolates: 'The same 413 upload failure repeats four times and Dr Hale receives the same "I will retry" email after each, with the file never split or compressed.', goal: 'Upload dune transect profiles T01-T12 and email Dr Hale when done.',
    root: agent('dune-survey-agent', { 'openinference.span.kind': 'AGENT', 'input.value': 'Upload transects T01-T12 and email Dr Hale' }, { 'output.value': 'stopped: max_iterations' }, kids, { 'session.id': c.uuid(), 'openinference.span.kind': 'AGENT' }) };
},
// 03 bellows maker — smolagents
(c) => {
  const kids = [];
  for (let i = 0; i < 3; i++) {
    const step = [];
    step.push(llm('LiteLLMModel.__call__', { messages: '...' }, `Thought: I will submit the leather order for the forge bellows to the tannery supplier and tell Marta.\nCode:\n\`\`\`py\nres = place_supplier_order(sku="GOAT-VEG-2.2MM", hides=6)\nprint(res)\n\`\`\`<end_code>`, { model_id: 'Qwen/Qwen2.5-72B-Instruct' }));
    step.push(tool('place_supplier_order', { sku: 'GOAT-VEG-2.2MM', hides: 6 }, null, { error: `Code execution failed at line 'res = place_supplier_order(sku="GOAT-VEG-2.2MM", hides=6)' due to: ValueError: Supplier API returned {"code":"SKU_DISCONTINUED","sku":"GOAT-VEG-2.2MM","trace":"${c.hex(16)}"}` }));
    step.push(llm('LiteLLMModel.__call__', { messages: '...' }, `Thought: The order failed. I'll inform Marta and try again.\nCode:\n\`\`\`py\nsend_message(to="marta", text="The leather order for the bellows didn't go through, the supplier returned an error. I'm trying again.")\n\`\`\`<end_code>`, { model_id: 'Qwen/Qwen2.5-72B-Instruct' }));
    step.push(tool('send_message', { to: 'marta', text: "The leather order for the bellows didn't go through, the supplier returned an error. I'm trying again." }, `Execution logs:\nmessage ${c.int(40000, 49999)} delivered\nLast output from code snippet:\nNone`));
    kids.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, null, step, { duration: c.dur() }));
  }
  return { isolates: 'An order for a discontinued leather SKU fails identically three times and the same "trying again" note goes to Marta each round.', goal: 'Order six goat hides for forge bellows and tell Marta.',
    root: agent('CodeAgent.run', { task: 'Order 6 hides of 2.2mm veg-tan goat for the forge bellows batch and tell Marta.' }, { output: 'Reached max steps.' }, kids, { smolagents_version: '1.9.2', max_steps: 3 }) };
},
// 04 robot vacuum support — plain message-level
(c) => {
  const kids = [];
  const msg = 'I\'m sorry, the firmware update to your RV-9 didn\'t complete. I\'ll start it again now — please keep the robot on its dock.';
  kids.push(llm('chat.completions', { messages: [{ role: 'system', content: 'Support agent for Dustwise robot vacuums.' }, { role: 'user', content: 'My RV-9 keeps losing its map, can you update the firmware?' }] }, { choices: [{ message: oaiMsg(c, null, [['get_device', { serial: 'RV9-22K-0418' }]]) }] }));
  kids.push(tool('get_device', { serial: 'RV9-22K-0418' }, { fw: '3.2.7', latest: '3.4.1', battery: c.int(40, 90), dock: true, last_seen: c.iso() }));
  for (let i = 0; i < 3; i++) {
    kids.push(llm('chat.completions', { messages: '...' }, { choices: [{ message: oaiMsg(c, null, [['push_firmware', { serial: 'RV9-22K-0418', version: '3.4.1' }]]) }] }));
    kids.push(tool('push_firmware', '{"serial":"RV9-22K-0418","version":"3.4.1"}', { ota_id: 'ota-' + c.hex(8), state: 'FAILED', reason: 'E_SIG_VERIFY: image signature rejected by bootloader 1.0.3', finished_at: c.iso() }, { error: 'OTA failed: E_SIG_VERIFY' }));
    kids.push(llm('chat.completions', { messages: '...' }, { choices: [{ message: oaiMsg(c, msg, [['reply_customer', { text: msg }]]) }] }));
    kids.push(tool('reply_customer', { text: msg }, { ok: true, ticket: 'DW-' + c.int(100000, 999999), posted: c.http() }));
  }
  return { isolates: 'Firmware push fails with the same signature error three times while the customer gets the same apology each time.', goal: 'Update the RV-9 vacuum firmware to fix map loss.',
    root: agent('support-session', { channel: 'chat' }, null, kids) };
},
// 05 biochar kiln plant — AutoGen
(c) => {
  const kids = [];
  const note = 'Could not post the batch C-118 carbon analysis to the registry; the request was refused. I will resubmit.';
  for (let i = 0; i < 3; i++) {
    kids.push(llm('assistant', { sender: 'user_proxy', content: i ? 'exitcode: 1 (execution failed)' : 'Register biochar batch C-118 with the carbon removal registry and post a status to #plant-ops.' }, oaiMsg(c, null, [['submit_batch', { batch: 'C-118', h_corg_ratio: 0.31, mass_t: 4.8 }]]), { autogen: 'ConversableAgent', name: 'assistant' }));
    kids.push(tool('submit_batch', { batch: 'C-118', h_corg_ratio: 0.31, mass_t: 4.8 }, { status_code: 422, body: { error: 'methodology_mismatch', detail: 'Project PRJ-44 is registered under methodology v1.2; payload uses v1.3 fields', request_id: c.reqId('rq-') } }, { error: 'HTTP 422 methodology_mismatch' }));
    kids.push(llm('assistant', { sender: 'user_proxy', content: '...' }, oaiMsg(c, note, [['slack_post', { channel: '#plant-ops', text: note }]])));
    kids.push(tool('slack_post', { channel: '#plant-ops', text: note }, { ok: true, channel: 'C0' + c.b62(8).toUpperCase(), ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  }
  return { isolates: 'A registry submission is refused for the same methodology mismatch three times and the identical Slack status is posted after each.', goal: 'Register biochar batch C-118 and post status to #plant-ops.',
    root: agent('GroupChat', { initiator: 'user_proxy' }, { summary: 'max_consecutive_auto_reply reached' }, kids, { autogen_version: '0.2.35' }) };
},
// 06 DJ equipment hire — Griptape (framework not in the brief list)
(c) => {
  const kids = [];
  const t = 'Hi Priya, the card payment for your CDJ-3000 pair didn\'t go through. I\'ll try charging it again.';
  for (let i = 0; i < 3; i++) {
    kids.push(chain('PromptTask', { task_id: c.hex(32) }, null, [
      llm('OpenAiChatPromptDriver.run', { prompt_stack: '...' }, { value: 'Actions: [{"tag":"charge","name":"StripeClient","path":"charge","input":{"values":{"customer":"cus_' + c.b62(14) + '","amount":18500,"currency":"gbp"}}}]' }),
      tool('StripeClient.charge', { values: { amount: 18500, currency: 'gbp' } }, { type: 'ErrorArtifact', value: 'card_declined: insufficient_funds (decline_code do_not_honor)', meta: { request_id: c.reqId('req_'), idempotency_key: c.uuid() } }, { error: 'card_declined' }),
      llm('OpenAiChatPromptDriver.run', {}, { value: 'Actions: [{"tag":"sms","name":"SmsClient","path":"send","input":{"values":{"to":"+4477009' + c.int(10000, 99999) + '","body":"' + t + '"}}}]' }),
      tool('SmsClient.send', { values: { body: t } }, { type: 'TextArtifact', value: 'queued ' + c.hex(24) }),
    ], { structure: 'Agent', event: 'FinishTaskEvent' }));
  }
  return { isolates: 'A card charge is declined identically three times and the customer receives the same SMS each time instead of a different payment route.', goal: 'Take payment for a CDJ-3000 hire and keep the customer informed.',
    root: agent('Agent', { input: 'Charge Priya for the CDJ hire (#H-7730) and tell her.' }, { output: null, error: 'Max subtasks reached' }, kids, { framework: 'griptape', structure_id: c.hex(32) }) };
},
];
