import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'repeated_failure_notice';
export const LOOP = true;
export const scenarios = [
// 01 river punts — Semantic Kernel
{ domain: 'river punt hire', style: 'Semantic Kernel', build(c) {
  const goal = 'Take the 20 GBP deposit for punt booking PB-5530 (Sunday 11:00, chauffeured) and confirm it to the customer.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('InvokePromptAsync', { 'gen_ai.prompt': i === 0 ? goal : '[history ' + (3 + i * 4) + ' messages]' }, { content: null, tool_calls: [{ id: c.callId(), function: { name: 'Payments-charge_deposit', arguments: '{"booking":"PB-5530","amount_pence":2000,"card_token":"tok_visa_8841"}' } }] }, { 'gen_ai.system': 'azure_openai', 'gen_ai.request.model': 'gpt-4o', ...tOtel(c) }));
    kids.push(tool('Payments-charge_deposit', { booking: 'PB-5530', amount_pence: 2000, card_token: 'tok_visa_8841' }, { status: 402, body: { error: { code: 'card_declined', decline_code: 'do_not_honor', request_log_url: 'https://pay.example/logs/' + c.reqId(''), charge: 'ch_' + c.alnum(20) } }, headers: { 'idempotency-key': c.uuid(), date: c.http() } }, { 'sk.function.plugin': 'Payments', ...tOtel(c) }, 'HTTP 402: card_declined (do_not_honor)'));
    kids.push(llm('InvokePromptAsync', { 'gen_ai.prompt': '[tool result: card_declined]' }, { content: null, tool_calls: [{ id: c.callId(), function: { name: 'Notify-sms', arguments: JSON.stringify({ to: '+447700900318', text: 'Hi, we couldn\'t take the £20 deposit for your Sunday 11:00 punt (PB-5530) — your card was declined. We\'ll try again shortly.' }) } }] }, { 'gen_ai.request.model': 'gpt-4o', ...tOtel(c) }));
    kids.push(tool('Notify-sms', { to: '+447700900318', text: 'Hi, we couldn\'t take the £20 deposit for your Sunday 11:00 punt (PB-5530) — your card was declined. We\'ll try again shortly.' }, { sid: 'SM' + c.hex(32), status: 'queued', segments: 2, price_unit: 'GBP' }, { 'sk.function.plugin': 'Notify', ...tOtel(c) }));
  }
  return { isolates: 'The same deposit charge is declined four times with do_not_honor and after each the agent texts the customer the identical apology, never changing approach.', stagnation: true, goal,
    root: agent('ChatCompletionAgent: PuntDesk', { goal }, { error: 'Maximum auto-invoke attempts (16) reached' }, kids, { 'sk.agent.id': c.uuid(), FunctionChoiceBehavior: 'Auto' }) };
} },
// 02 risograph print studio — AutoGen
{ domain: 'risograph print studio', style: 'AutoGen / AG2 group chat', build(c) {
  const goal = 'Send the 2-colour zine job (file zine_v7.pdf) to the RZ990 riso and tell the client when it is printing.';
  const msg = 'The RZ990 rejected the job again: master making failed for drum 2 (fluorescent pink). I\'ll resend it now.';
  const kids = [];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('assistant (print_operator)', { messages_count: 2 + i * 5 }, { content: '', tool_calls: [{ id: c.callId(), name: 'submit_riso_job', arguments: '{"file":"zine_v7.pdf","drums":["black","fluo_pink"],"copies":150,"paper":"Munken 90gsm"}' }] }, { model: 'gpt-4o', ...tIso(c) }));
    kids.push(tool('submit_riso_job', '{"file":"zine_v7.pdf","drums":["black","fluo_pink"],"copies":150}', `[RZ990 @ 192.168.4.${c.int(20, 40)}] ${c.syslog()} job ${c.int(4000, 4999)} spooled (${c.int(2, 9)}.${c.int(1, 9)} MB)\n[RZ990] E-217 MASTER MAKING ERROR drum=2 thermal head temp ${c.int(61, 66)}C\n[RZ990] job aborted, masters used: 1`, { executor: 'user_proxy', ...tIso(c) }, 'E-217 master making error on drum 2'));
    kids.push(llm('assistant (print_operator)', { messages_count: 4 + i * 5 }, { content: '', tool_calls: [{ id: c.callId(), name: 'message_client', arguments: JSON.stringify({ thread: 'zine-collective', text: msg }) }] }, { model: 'gpt-4o', ...tIso(c) }));
    kids.push(tool('message_client', { thread: 'zine-collective', text: msg }, { ok: true, ts: c.unix() + '.' + c.int(100000, 999999), channel: 'C0' + c.upper(8) }, { executor: 'user_proxy', ...tIso(c) }));
  }
  return { isolates: 'Three rounds of resubmitting the same riso job, hitting the same E-217 drum error, and posting the same note to the client.', stagnation: true, goal,
    root: agent('GroupChatManager', { message: goal }, { summary: msg, termination: 'max_round=12' }, kids, { autogen_version: '0.2.35', speaker_selection: 'auto' }) };
} },
// 03 key cutting kiosks — Anthropic Messages API logs
{ domain: 'self-service key cutting kiosks', style: 'Anthropic Messages API logs', build(c) {
  const goal = 'Kiosk KC-221 (Tesco Hove) has a jammed blank carousel. Dispatch an engineer visit through the field-service API and update the store manager.';
  const note = 'Hi Priya — I tried to book an engineer for kiosk KC-221 but the field-service system returned an error. I will keep trying and let you know.';
  const kids = [];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('messages.create', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: [{ role: 'user', content: goal }, '…' + (i * 4) + ' more'] }, { id: 'msg_01' + c.alnum(22), type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: c.toolu(), name: 'create_work_order', input: { site: 'KC-221', fault: 'carousel_jam', priority: 'P2' } }], stop_reason: 'tool_use', usage: { input_tokens: 1200 + i * 310, output_tokens: 58 } }, { 'request-id': 'req_' + c.alnum(24), 'anthropic-ratelimit-requests-remaining': String(c.int(40, 49)), ...tIso(c) }));
    kids.push(tool('create_work_order', { site: 'KC-221', fault: 'carousel_jam', priority: 'P2' }, { is_error: true, content: `ServiceNow FSM error: 409 Conflict — asset KC-221 has an open work order in state "Awaiting parts" (WO${c.int(1000000, 9999999)}); new orders are blocked. sys_id=${c.hex(32)}` }, tIso(c), '409 Conflict: asset has an open work order'));
    kids.push(llm('messages.create', { model: 'claude-3-5-haiku-20241022' }, { content: [{ type: 'tool_use', id: c.toolu(), name: 'email_store', input: { to: 'priya.store2231@example.co.uk', subject: 'KC-221 engineer visit', body: note } }], stop_reason: 'tool_use' }, { 'request-id': 'req_' + c.alnum(24), ...tIso(c) }));
    kids.push(tool('email_store', { to: 'priya.store2231@example.co.uk', body: note }, { accepted: true, message_id: `<${c.hex(16)}@mailer-${c.int(1, 4)}.example>` }, tIso(c)));
  }
  return { isolates: 'Three identical work-order attempts hit the same 409 (an open order blocks new ones) and each time the store manager receives the same "I will keep trying" email.', stagnation: true, goal,
    root: agent('api-log-session', { goal }, { stopped: 'tool_loop_guard: 12 tool calls' }, kids, { workspace: 'field-ops', api_key_name: 'fieldbot-prod' }) };
} },
// 04 Christmas turkey farm — Langfuse
{ domain: 'free-range turkey farm Christmas orders', style: 'Langfuse', build(c) {
  const goal = 'Reserve a 6-7 kg bronze turkey for collection on 23 December for customer Hollis and email the reservation.';
  const text = 'Sorry, Mrs Hollis — our reservation system is not accepting the booking at the moment. I\'ll try again and email you as soon as it\'s confirmed.';
  const kids = [S('span', 'fetch-stock', { size: '6-7kg', breed: 'bronze' }, { available: 14, collection_days: ['2024-12-21', '2024-12-22', '2024-12-23'] }, { metadata: { langfuse_type: 'SPAN', ...tIso(c) } })];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('generation: plan', { input: [{ role: 'user', content: goal }] }, { role: 'assistant', tool_calls: [{ name: 'reserve_bird', arguments: { customer: 'Hollis', size: '6-7kg', breed: 'bronze', collection: '2024-12-23' } }] }, { langfuse_type: 'GENERATION', model: 'mistral-large-latest', usage: { input: 720 + i * 150, output: 44, unit: 'TOKENS' }, ...tIso(c) }));
    kids.push(tool('reserve_bird', { customer: 'Hollis', size: '6-7kg', collection: '2024-12-23' }, `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx/1.18.0</center><!-- upstream farmshop-app:8000 timed out ${c.secs(30, 31)} --></body></html>`, { langfuse_type: 'SPAN', level: 'ERROR', ...tIso(c) }, 'HTTP 503 from farmshop.example/reserve'));
    kids.push(llm('generation: customer-email', { input: 'Write a short email to the customer about the failed reservation.' }, text, { langfuse_type: 'GENERATION', model: 'mistral-large-latest', ...tIso(c) }));
    kids.push(tool('send_email', { to: 'j.hollis@example.org', subject: 'Your Christmas turkey', body: text }, { id: c.uuid(), status: 'sent', smtp: '250 2.0.0 OK ' + c.unix() + ' ' + c.alnum(10) }, { langfuse_type: 'SPAN', ...tIso(c) }));
  }
  return { isolates: 'The reservation endpoint returns the same nginx 503 three times and each round the customer gets another copy of the same apology email.', stagnation: true, goal,
    root: agent('turkey-orders', { goal }, { status: 'unresolved' }, kids, { langfuse_trace_id: c.hex(32), session_id: 'sess_' + c.alnum(10), tags: ['christmas', 'prod'] }) };
} },
// 05 shoe repair — Mastra
{ domain: 'shoe repair counter', style: 'Mastra', build(c) {
  const goal = 'Order a replacement Vibram 1276 half-sole for ticket R-7719 from the supplier and update the repair ticket.';
  const note = 'Supplier order for Vibram 1276 (size 42) failed: SKU not found. Will retry.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('llm: anthropic/claude-3-5-sonnet', { messages: i === 0 ? [{ role: 'user', content: goal }] : '[' + (2 + i * 4) + ' messages]' }, { text: '', toolCalls: [{ toolName: 'supplierOrder', args: { sku: 'VIB-1276-42', qty: 1, account: 'HOVE-SR-019' } }] }, { 'mastra.agent': 'repairDesk', componentName: 'repairDesk', ...tOtel(c) }));
    kids.push(tool('tool: supplierOrder', { sku: 'VIB-1276-42', qty: 1 }, { ok: false, status: 404, body: '{"message":"Unknown SKU VIB-1276-42","catalogue_rev":"' + c.day(-c.int(1, 9)) + '.' + c.int(1, 5) + '","trace":"' + c.hex(16) + '"}' }, tOtel(c), 'SupplierError: Unknown SKU VIB-1276-42'));
    kids.push(llm('llm: anthropic/claude-3-5-sonnet', { messages: '[…]' }, { text: '', toolCalls: [{ toolName: 'updateTicket', args: { ticket: 'R-7719', note } }] }, tOtel(c)));
    kids.push(tool('tool: updateTicket', { ticket: 'R-7719', note }, { updated: true, revision: 12 + i, at: c.isoOff(0) }, tOtel(c)));
  }
  return { isolates: 'Four rounds of ordering the same unknown SKU, getting the same 404, and writing the same "Will retry" note to the repair ticket.', stagnation: true, goal,
    root: agent('agent.repairDesk.generate', { goal }, { finishReason: 'length', steps: 16 }, kids, { runId: c.uuid(), maxSteps: 16 }) };
} },
// 06 mohair co-op — Haystack
{ domain: 'mohair fleece cooperative', style: 'Haystack pipeline', build(c) {
  const goal = 'Upload the spring clip grading sheet (kid mohair, 41 fleeces) to the buyers\' portal and post in #clip-2024 when done.';
  const post = 'Upload of spring clip grading sheet to the buyers\' portal failed (checksum mismatch). Retrying.';
  const kids = [];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: goal }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'portal_upload', arguments: { path: '/srv/coop/clip2024_kid_grading.xlsx', lot: 'SPR24-K' } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator', ...tLat(c) }));
    kids.push(tool('ToolInvoker', { tool_calls: [{ tool_name: 'portal_upload', arguments: { path: '/srv/coop/clip2024_kid_grading.xlsx' } }] }, { tool_messages: [{ error: true, result: `PUT https://buyers.example/api/lots/SPR24-K/sheet -> 422\n{"error":"checksum_mismatch","expected_md5":"${'9f1c22ab03e44d7a8b51e0c2aa1f6d30'}","received_md5":"${c.hex(32)}","upload_id":"${c.uuid()}"}` }] }, { 'haystack.component.type': 'ToolInvoker', ...tLat(c) }, '422 checksum_mismatch'));
    kids.push(llm('OpenAIChatGenerator', { messages: '[tool error appended]' }, { replies: [{ _role: 'assistant', _content: [{ text: post }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator', ...tLat(c) }));
    kids.push(tool('SlackNotifier', { channel: '#clip-2024', text: post }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` }, { 'haystack.component.type': 'SlackNotifier', ...tLat(c) }));
  }
  return { isolates: 'The same upload fails with the same checksum mismatch three times and the pipeline posts the same "Retrying" message to the channel each time.', stagnation: true, goal,
    root: agent('haystack.agent.run', { messages: [goal] }, { error: 'max_agent_steps exceeded (9)' }, [chain('haystack.pipeline.run', { components: 3 }, null, kids, { 'haystack.pipeline.max_runs_per_component': 100 })], { 'haystack.version': '2.8.0' }) };
} },
];
