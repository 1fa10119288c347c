import { agent, llm, tool, toolErr, chain, span, sys, user, asst, tcall } from './lib.mjs';
export const meta = { family: 'repeated_failure_notice', loop: true, stagnation: true,
  isolates: 'Try, fail the same way, tell the user/channel the same thing, try again: three or more identical rounds.' };

// 01 lime kilns, OpenAI Agents SDK
function s01(N) {
  const goal = 'Start the firing schedule for draw kiln 2 at Pen-y-Ffordd lime works: set burner ramp to 900°C.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    N.tick(90);
    kids.push(llm('Response', { input: [{ role: 'user', content: goal }], model: 'gpt-4.1' }, { output: [{ type: 'function_call', name: 'set_burner_ramp', arguments: JSON.stringify({ kiln: 'DK2', target_c: 900, ramp_c_per_h: 60 }), call_id: N.callId() }] }, { span_type: 'response', response_id: 'resp_' + N.hex(40) }));
    kids.push(toolErr('set_burner_ramp', JSON.stringify({ kiln: 'DK2', target_c: 900, ramp_c_per_h: 60 }), 'PLC write rejected', { status: 409, plc: 'S7-1500@' + N.host('plc'), fault: 'INTERLOCK_ACTIVE: draught fan FD-2 not proven', seq: N.int(10000, 99999), at: N.slash() }, { span_type: 'function' }));
    kids.push(llm('Response', { input: ['...'] }, { output: [{ type: 'function_call', name: 'notify_operator', arguments: JSON.stringify({ text: 'Could not start ramp on kiln DK2 — the PLC refused the write. I will try again shortly.' }), call_id: N.callId() }] }, { span_type: 'response' }));
    kids.push(tool('notify_operator', { text: 'Could not start ramp on kiln DK2 — the PLC refused the write. I will try again shortly.' }, { ok: true, pager_msg_id: N.hex(12) }, { span_type: 'function' }));
  }
  return { goal, isolates: 'OpenAI Agents SDK: four identical ramp writes rejected by the same interlock, each followed by the same operator message; the draught fan fault is never addressed.',
    root: agent('Kiln Controller Agent', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (16) exceeded' }, kids, { span_type: 'agent', handoffs: [], tools: ['set_burner_ramp', 'notify_operator'], trace_id: 'trace_' + N.hex(32) }) };
}

// 02 Kafka consumer lag, Langfuse observations
function s02(N) {
  const goal = 'Consumer group billing-enricher is lagging 2M messages on topic invoices.v3. Restart the stuck consumers and report in #payments-oncall.';
  const kids = [tool('kafka_describe_group', { group: 'billing-enricher' }, `GROUP            TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG      CONSUMER-ID\nbilling-enricher invoices.v3  0          ${N.int(1e7, 2e7)}        ${N.int(2e7, 3e7)}        ${N.int(5e5, 7e5)}   -\nbilling-enricher invoices.v3  1          ${N.int(1e7, 2e7)}        ${N.int(2e7, 3e7)}        ${N.int(5e5, 7e5)}   -`, { observation_type: 'SPAN', langfuse_id: N.uuid() })];
  for (let i = 0; i < 3; i++) {
    N.tick(120);
    kids.push(llm('generation', { messages: [sys('You are an on-call assistant.'), user(goal)] }, { role: 'assistant', tool_calls: [tcall(N, 'k8s_rollout_restart', { deployment: 'billing-enricher', namespace: 'payments' })] }, { observation_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: N.int(1500, 2500), output: 31, unit: 'TOKENS' }, langfuse_id: N.uuid() }));
    kids.push(toolErr('k8s_rollout_restart', { deployment: 'billing-enricher', namespace: 'payments' }, 'Forbidden', { kind: 'Status', apiVersion: 'v1', status: 'Failure', message: 'deployments.apps "billing-enricher" is forbidden: User "system:serviceaccount:ops:oncall-bot" cannot patch resource "deployments" in API group "apps" in the namespace "payments"', reason: 'Forbidden', code: 403, audit_id: N.uuid() }, { observation_type: 'SPAN', level: 'ERROR' }));
    kids.push(llm('generation', { messages: ['...'] }, { role: 'assistant', tool_calls: [tcall(N, 'slack_post', { channel: '#payments-oncall', text: ':warning: billing-enricher is still lagging. Restart attempt failed, retrying now.' })] }, { observation_type: 'GENERATION', model: 'gpt-4o-mini' }));
    kids.push(tool('slack_post', { channel: '#payments-oncall', text: ':warning: billing-enricher is still lagging. Restart attempt failed, retrying now.' }, { ok: true, channel: 'C0' + N.b62(9).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}` }, { observation_type: 'SPAN' }));
  }
  return { goal, isolates: 'Langfuse trace: three rollout restarts fail with the same 403 RBAC error, each followed by the same Slack warning; permissions never escalated.',
    root: agent('oncall-agent', { input: goal }, null, kids, { langfuse_trace_id: N.hex(32), tags: ['oncall', 'kafka'], release: 'oncall-bot@3.4.1' }) };
}

// 03 snowshoe rentals, Mastra
function s03(N) {
  const goal = 'Reserve 12 pairs of snowshoes (sizes M/L) for the Rauris school group on 3 February and email the teacher the confirmation.';
  const kids = [tool('checkInventory', { date: '2026-02-03', sizes: ['M', 'L'] }, { M: { available: 9 }, L: { available: 11 }, store: 'Rauris-Talstation', asOf: N.isoOff('+01:00') }, { 'mastra.tool.id': 'checkInventory' })];
  const email = 'Dear Ms Hagenauer, unfortunately the booking system is not accepting the reservation at the moment. I am retrying and will confirm shortly.';
  for (let i = 0; i < 3; i++) {
    N.tick(60);
    kids.push(llm('llm: gpt-4o', { messages: [user(goal)] }, { text: '', toolCalls: [{ toolName: 'createReservation', args: { groupRef: 'RAURIS-VS', qty: { M: 6, L: 6 }, date: '2026-02-03' } }] }, { 'mastra.span.type': 'llm_generation', stepIndex: i * 2 }));
    kids.push(toolErr('createReservation', { groupRef: 'RAURIS-VS', qty: { M: 6, L: 6 }, date: '2026-02-03' }, 'HTTP 422', { status: 422, body: { error: 'validation_failed', detail: 'customer.vat_id is required for group bookings over 10 items', trace: N.hex(16) }, headers: { 'x-request-id': N.reqId(''), date: N.httpDate() } }, { 'mastra.tool.id': 'createReservation' }));
    kids.push(llm('llm: gpt-4o', { messages: ['...'] }, { text: '', toolCalls: [{ toolName: 'sendEmail', args: { to: 'k.hagenauer@vs-rauris.at', subject: 'Snowshoe booking', body: email } }] }, { 'mastra.span.type': 'llm_generation' }));
    kids.push(tool('sendEmail', { to: 'k.hagenauer@vs-rauris.at', body: email }, { messageId: `<${N.hex(16)}@mail.rauris-rent.at>`, accepted: ['k.hagenauer@vs-rauris.at'] }, { 'mastra.tool.id': 'sendEmail' }));
  }
  return { goal, isolates: 'Mastra agent: reservation fails three times with the same missing-VAT-id 422, the teacher gets the same "retrying" email three times.',
    root: agent('agent.rentalDesk', { messages: [user(goal)] }, { finishReason: 'tool-calls', steps: 9 }, kids, { 'mastra.span.type': 'agent_run', runId: N.uuid() }) };
}

// 04 pet microchip registry, Semantic Kernel
function s04(N) {
  const goal = 'Transfer microchip 985 141 004 227 391 (cat "Mochi") to new keeper Daniel Farrow and tell him when done.';
  const kids = [];
  const msg = 'Hi Daniel, the transfer of Mochi\'s microchip has not gone through yet because the registry returned an error. I\'ll try again.';
  for (let i = 0; i < 4; i++) {
    N.tick(45);
    kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': goal }, { content: null, tool_calls: [{ function: { name: 'Registry-transfer_keeper', arguments: '{"chip":"985141004227391","new_keeper_id":"K-88213"}' } }] }, { 'semantic_kernel.function.invocation': 'auto', 'gen_ai.operation.name': 'chat.completions' }));
    kids.push(toolErr('Registry-transfer_keeper', '{"chip":"985141004227391","new_keeper_id":"K-88213"}', 'KernelFunctionException: SOAP Fault', `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>E1042 previous keeper has not released animal</faultstring><detail><ref>${N.hex(10).toUpperCase()}</ref><ts>${N.iso()}</ts></detail></soap:Fault>`, { 'semantic_kernel.function.name': 'transfer_keeper', plugin: 'Registry' }));
    kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': '...' }, { content: null, tool_calls: [{ function: { name: 'Messaging-send_sms', arguments: JSON.stringify({ to: '+447700900512', body: msg }) } }] }, { 'gen_ai.operation.name': 'chat.completions' }));
    kids.push(tool('Messaging-send_sms', { to: '+447700900512', body: msg }, { sid: 'SM' + N.hex(32), status: 'queued', date_created: N.rfc2822() }, { plugin: 'Messaging' }));
  }
  return { goal, isolates: 'Semantic Kernel auto function calling: the keeper transfer hits the same SOAP fault four times, the new keeper gets the same SMS four times.',
    root: agent('ChatCompletionAgent', { input: goal }, null, kids, { 'semantic_kernel.agent': 'RegistryClerk', max_auto_invoke_attempts: 16 }) };
}

// 05 kombucha brewery, OpenInference
function s05(N) {
  const goal = 'Print and upload the batch label set for kombucha batch KB-0917 (ginger-hibiscus) to the bottling line printer.';
  const kids = [];
  const t = 'Label upload for KB-0917 failed again: printer rejected the template. Retrying.';
  for (let i = 0; i < 3; i++) {
    N.tick(30);
    kids.push(span('llm', 'ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'upload_label', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"batch":"KB-0917","template":"kb_round_330ml.zpl"}' }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.prompt': N.int(600, 900) } }));
    kids.push(span('tool', 'upload_label', { 'tool.name': 'upload_label', 'tool.parameters': '{"batch":"KB-0917","template":"kb_round_330ml.zpl"}' }, `Connecting to zebra-zt411-line2 (${N.int(10, 10)}.4.${N.int(1, 254)}.${N.int(1, 254)}):9100 ... ok\n~HS status: 030,0,0,1245,000,0,0,0,000,0,0,0\nERROR: ^XA field ^FN7 (ABV) exceeds 0.5% — template blocked by compliance rule KOMB-ABV\nelapsed ${N.ms()}ms`, [], { error: 'printer rejected template', metadata: { 'openinference.span.kind': 'TOOL' } }));
    kids.push(span('llm', 'ChatCompletion', { 'llm.input_messages.0.message.content': '...' }, { 'llm.output_messages.0.message.content': t }, [], { metadata: { 'openinference.span.kind': 'LLM' } }));
    kids.push(span('tool', 'post_teams', { 'tool.name': 'post_teams', 'tool.parameters': JSON.stringify({ channel: 'Bottling', text: t }) }, { id: N.epochMs().toString(), etag: N.epochMs().toString() }, [], { metadata: { 'openinference.span.kind': 'TOOL' } }));
  }
  return { goal, isolates: 'OpenInference spans: the same label template is blocked by the same ABV compliance rule three times, with the same Teams post after each failure.',
    root: span('agent', 'BottlingAgent', { 'input.value': goal }, { 'output.value': t }, kids, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } }) };
}

// 06 TV aerial installers, plain message-level
function s06(N) {
  const goal = 'Book an aerial realignment for 14 Corsley Road for Friday morning and text the customer the slot.';
  const kids = [];
  const sms = 'Hello Mr Dunmore, we couldn\'t lock in your Friday slot yet due to a system error — we\'ll try again and confirm.';
  for (let i = 0; i < 3; i++) {
    N.tick(40);
    kids.push(llm('openai.chat', { model: 'gpt-4o', messages: [sys('Dispatch assistant for Skyline Aerials.'), user(goal)] }, { choices: [{ message: asst(null, [tcall(N, 'book_slot', { address: '14 Corsley Road, BA12', day: 'Fri', window: 'AM', job_type: 'realign' })]), finish_reason: 'tool_calls' }] }));
    kids.push(toolErr('book_slot', '{"address":"14 Corsley Road, BA12","day":"Fri","window":"AM","job_type":"realign"}', 'ValueError: engineer calendar token expired', 'Traceback (most recent call last):\n  File "dispatch/calendar.py", line 88, in book\n    raise ValueError("engineer calendar token expired")\nValueError: engineer calendar token expired'));
    kids.push(llm('openai.chat', { model: 'gpt-4o', messages: ['...'] }, { choices: [{ message: asst(null, [tcall(N, 'send_sms', { to: '07700 900881', text: sms })]), finish_reason: 'tool_calls' }] }));
    kids.push(tool('send_sms', { to: '07700 900881', text: sms }, `{"status":"sent","id":"${N.uuid()}","parts":1,"credits_left":${N.int(100, 900)}}`));
  }
  return { goal, isolates: 'Plain message-level trace: booking fails three times on the same expired token and the same apology SMS goes out three times.',
    root: agent('dispatch_run', { goal }, null, kids) };
}
export const scenarios = [s01, s02, s03, s04, s05, s06];
