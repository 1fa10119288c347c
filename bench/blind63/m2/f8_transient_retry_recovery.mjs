import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'transient_retry_recovery';
export const LOOP = false;
export const scenarios = [
// 01 fishmonger — Anthropic Messages API logs
{ domain: 'fishmonger morning auction buying', style: 'Anthropic Messages API logs', build(c) {
  const goal = 'Place a bid of £14.20/kg for 2 boxes of day-boat hake on the Brixham electronic auction before it opens, and confirm.';
  const kids = [llm('messages.create', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: goal }] }, { content: [{ type: 'text', text: 'Placing the pre-bid.' }, { type: 'tool_use', id: c.toolu(), name: 'place_prebid', input: { lot: 'HKE-DB-0' + c.int(10, 99), boxes: 2, max_gbp_kg: 14.2 } }], stop_reason: 'tool_use' }, { 'request-id': 'req_' + c.alnum(24), ...tIso(c) })];
  for (let i = 0; i < 2; i++) {
    kids.push(tool('place_prebid', { boxes: 2, max_gbp_kg: 14.2 }, { is_error: true, content: `HTTP 503 Service Unavailable\nRetry-After: ${i ? 4 : 2}\nx-served-by: ${c.host('auction-gw')}\n{"error":"auction engine warming up","retry":${i + 1}}` }, tIso(c), 'HTTP 503 auction engine warming up'));
    kids.push(llm('messages.create', {}, { content: [{ type: 'text', text: i ? 'Still warming up (Retry-After 4 s). One more try.' : 'The auction gateway says it is warming up and asks for a retry after 2 s. Retrying.' }, { type: 'tool_use', id: c.toolu(), name: 'place_prebid', input: { boxes: 2, max_gbp_kg: 14.2 } }], stop_reason: 'tool_use' }, { 'request-id': 'req_' + c.alnum(24), ...tIso(c, 2000 + i * 2000) }));
  }
  const bid = 'BID-' + c.upper(7);
  kids.push(tool('place_prebid', { boxes: 2, max_gbp_kg: 14.2 }, { content: JSON.stringify({ bid, status: 'accepted', opens_at: c.tick(1800000) && c.isoNoMs() }) }, tIso(c)));
  kids.push(llm('messages.create', {}, { content: [{ type: 'text', text: `Pre-bid ${bid} accepted: 2 boxes of day-boat hake at up to £14.20/kg, live when the auction opens.` }], stop_reason: 'end_turn' }, { 'request-id': 'req_' + c.alnum(24), ...tIso(c) }));
  return { isolates: 'The pre-bid fails twice with the same 503 "warming up" error, succeeds on the third attempt, and the agent confirms and stops.', stagnation: false, goal,
    root: agent('api-log-session', { goal }, { result: bid }, kids, { workspace: 'buying-desk' }) };
} },
// 02 awning installers — Vercel AI SDK
{ domain: 'retractable awning installers', style: 'Vercel AI SDK (ai.generateText)', build(c) {
  const goal = 'Book a site survey for a 4 m retractable awning at 22 Marsh Lane next week and send the customer the slot.';
  const kids = [llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: goal }]) }, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'bookSurvey', args: { address: '22 Marsh Lane', width_m: 4, week: '2024-W41' } }]) }, { 'ai.model.id': 'gpt-4o', ...tOtel(c) })];
  kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'bookSurvey' }, { 'ai.toolCall.result': JSON.stringify({ error: 'ECONNRESET', message: 'socket hang up', host: 'calendar.awningco.example', attempt: 1 }) }, tOtel(c), 'ECONNRESET: socket hang up'));
  kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Connection reset by the calendar service; retrying once.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'bookSurvey', args: { address: '22 Marsh Lane', width_m: 4, week: '2024-W41' } }]) }, tOtel(c)));
  kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'bookSurvey' }, { 'ai.toolCall.result': JSON.stringify({ booked: true, slot: 'Tue 8 Oct 10:00-11:00', surveyor: 'Gavin', booking: 'SV-' + c.int(1000, 9999) }) }, tOtel(c)));
  kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'sendSms', args: { to: '+447700900455', text: 'Your awning survey: Tue 8 Oct 10-11am with Gavin.' } }]) }, tOtel(c)));
  kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'sendSms' }, { 'ai.toolCall.result': '{"sid":"SM' + c.hex(32) + '","status":"queued"}' }, tOtel(c)));
  kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Survey booked for Tuesday 8 October 10:00-11:00 and the customer has been texted.', 'ai.response.finishReason': 'stop' }, tOtel(c)));
  return { isolates: 'One ECONNRESET on the booking call, a single retry that books the survey, then the SMS and a final answer.', stagnation: false, goal,
    root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'stop' }, kids, { 'ai.settings.maxSteps': 8 }) };
} },
// 03 gazebo hire — Semantic Kernel
{ domain: 'party gazebo and marquee-free tent hire', style: 'Semantic Kernel', build(c) {
  const goal = 'Reserve three 3x6 m pop-up gazebos for the school fete on 14 September and email the hire agreement.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('InvokePromptAsync', { 'gen_ai.prompt': i ? '[…]' : goal }, { content: i === 0 ? null : i < 3 ? `Stock service rate-limited us (429, retry ${i}). Waiting and retrying.` : null, tool_calls: [{ function: { name: 'Inventory-reserve', arguments: '{"item":"GZ-3x6","qty":3,"date":"2024-09-14"}' } }] }, { 'gen_ai.request.model': 'gpt-4o-mini', ...tOtel(c, i ? 1000 * 2 ** i : undefined) }));
    if (i < 3) kids.push(tool('Inventory-reserve', { item: 'GZ-3x6', qty: 3 }, { status: 429, headers: { 'retry-after': String(2 ** i), 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(c.unix() + 2 ** i) } }, tOtel(c), 'HTTP 429 Too Many Requests'));
    else kids.push(tool('Inventory-reserve', { item: 'GZ-3x6', qty: 3 }, { status: 201, body: { reservation: 'RSV-' + c.int(10000, 99999), units: ['GZ-3x6-04', 'GZ-3x6-07', 'GZ-3x6-11'], deposit_gbp: 90 } }, tOtel(c)));
  }
  kids.push(tool('Mail-send_agreement', { to: 'pta@stmarys.example', template: 'hire-agreement-v5' }, { accepted: true, id: c.uuid() }, tOtel(c)));
  kids.push(llm('InvokePromptAsync', {}, { content: 'Three 3x6 m gazebos (units 04, 07, 11) are reserved for 14 September and the hire agreement is emailed to the PTA.' }, tOtel(c)));
  return { isolates: 'Three 429 responses with growing Retry-After, then a 201 reservation; the agreement is emailed and the agent finishes.', stagnation: false, goal,
    root: agent('ChatCompletionAgent: HireDesk', { goal }, { content: 'done' }, kids, { FunctionChoiceBehavior: 'Auto' }) };
} },
// 04 piercing studio — OpenAI Agents SDK
{ domain: 'body piercing studio jewellery orders', style: 'OpenAI Agents SDK', build(c) {
  const goal = 'Reorder 20 implant-grade titanium labret posts (16g, 8 mm) from the usual supplier and confirm the delivery date.';
  const kids = [llm('POST /v1/responses', { model: 'gpt-4o-mini', input: goal }, { output: [{ type: 'function_call', name: 'supplier_reorder', arguments: '{"sku":"TI-LAB-16-8","qty":20}', call_id: c.callId() }] }, { span_type: 'response', ...tIso(c) }),
    tool('supplier_reorder', '{"sku":"TI-LAB-16-8","qty":20}', 'upstream request timeout', { span_type: 'function', ...tIso(c, 30000) }, 'TimeoutError: upstream request timeout after 30000 ms'),
    llm('POST /v1/responses', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The supplier timed out; retrying the same reorder (their API is idempotent on our PO number).' }] }, { type: 'function_call', name: 'supplier_reorder', arguments: '{"sku":"TI-LAB-16-8","qty":20,"po":"PO-2291"}', call_id: c.callId() }] }, { span_type: 'response', ...tIso(c) }),
    tool('supplier_reorder', '{"sku":"TI-LAB-16-8","qty":20,"po":"PO-2291"}', JSON.stringify({ po: 'PO-2291', status: 'confirmed', delivery: c.day(3), batch_cert: 'ASTM F136 lot ' + c.upper(6) }), { span_type: 'function', ...tIso(c) }),
    llm('POST /v1/responses', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: `Reorder PO-2291 confirmed: 20 titanium labret posts arriving ${c.day(3)}.` }] }] }, { span_type: 'response', ...tIso(c) })];
  return { isolates: 'A single timeout on the supplier reorder is followed by one successful retry and a final confirmation with a delivery date.', stagnation: false, goal,
    root: agent('Studio Stock Agent', { input: goal }, { final_output: 'PO-2291 confirmed' }, kids, { span_type: 'agent', tools: ['supplier_reorder'] }) };
} },
// 05 jute sack importer — Bedrock Agents
{ domain: 'jute sack importer customs docs', style: 'Bedrock Agents (orchestration trace)', build(c) {
  const goal = 'Fetch the bill of lading PDF for container MSKU' + c.int(1000000, 9999999) + ' (jute sacks from Chittagong) and attach it to import file IMP-5521.';
  const kids = [llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: { text: 'Get the B/L from the carrier portal action group.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'CarrierPortal', apiPath: '/bl/{container}', verb: 'get' } } }, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', ...tIso(c) })];
  for (let i = 0; i < 3; i++) {
    const ok = i === 2;
    kids.push(tool('actionGroupInvocation: CarrierPortal', { apiPath: '/bl/{container}' }, ok ? { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ file: 's3://imports/IMP-5521/BL.pdf', pages: 3, issued: c.day(-12) }) } } } : { httpStatusCode: 502, responseBody: { 'application/json': { body: '{"message":"Bad Gateway","lambdaRequestId":"' + c.uuid() + '"}' } } }, tIso(c), ok ? undefined : 'HTTP 502 Bad Gateway'));
    if (!ok) kids.push(llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: { text: i ? 'Second 502 from the carrier portal; it is a gateway error, one more attempt.' : 'Bad gateway from the carrier portal, likely transient. Retry.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'CarrierPortal' } } }, tIso(c, 3000)));
  }
  kids.push(tool('actionGroupInvocation: ImportFiles', { apiPath: '/files/IMP-5521/attachments', verb: 'post' }, { httpStatusCode: 201, responseBody: { 'application/json': { body: '{"attached":"BL.pdf"}' } } }, tIso(c)));
  kids.push(llm('orchestrationTrace.observation', {}, { finalResponse: { text: 'The bill of lading is attached to IMP-5521 (3 pages).' } }, tIso(c)));
  return { isolates: 'The carrier portal returns 502 twice, the third call returns the B/L, which is attached; the agent finishes.', stagnation: false, goal,
    root: agent('InvokeAgent', { inputText: goal }, { completion: 'attached' }, kids, { agentId: c.upper(10), sessionId: c.uuid() }) };
} },
// 06 wig maker — plain message-level trace
{ domain: 'bespoke wig and hairpiece maker', style: 'plain message-level (chat completions)', build(c) {
  const goal = 'Upload the client\'s head-mould scan (scan_0931.stl) to the lace-cap supplier and get a production slot.';
  const kids = [llm('chat.completions', { messages: [{ role: 'user', content: goal }] }, { choices: [{ message: { tool_calls: [{ id: c.callId(), type: 'function', function: { name: 'upload_scan', arguments: '{"file":"scan_0931.stl"}' } }] } }] }, { model: 'gpt-4o-mini' }),
    tool('upload_scan', '{"file":"scan_0931.stl"}', 'curl: (56) Recv failure: Connection reset by peer\n  % Total    % Received\n 38 14.2M   38 5.4M    0     0  2.1M      0  0:00:06  0:00:02  0:00:04 2.1M', { tool_call_id: c.callId() }, 'exit 56'),
    llm('chat.completions', {}, { choices: [{ message: { content: 'The upload dropped at 38%. Retrying the same file.', tool_calls: [{ id: c.callId(), type: 'function', function: { name: 'upload_scan', arguments: '{"file":"scan_0931.stl"}' } }] } }] }, { model: 'gpt-4o-mini' }),
    tool('upload_scan', '{"file":"scan_0931.stl"}', `100 14.2M  100 14.2M    0     0  3.3M      0  0:00:04  0:00:04 --:--:-- 3.4M\n{"upload_id":"${c.uuid()}","md5":"${c.hex(32)}","slot":"week 44, bench L2"}`, { tool_call_id: c.callId() }),
    llm('chat.completions', {}, { choices: [{ message: { content: 'Scan uploaded on the second try; the supplier gave production slot week 44, bench L2.' }, finish_reason: 'stop' }] }, { model: 'gpt-4o-mini' })];
  return { isolates: 'One connection reset mid-upload, a single retry succeeds and returns a production slot, and the agent stops.', stagnation: false, goal,
    root: agent('wig-orders', { goal }, { status: 'done' }, kids, { conversation_id: c.uuid() }) };
} },
];
