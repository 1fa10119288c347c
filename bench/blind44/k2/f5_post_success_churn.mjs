// Family 5 (loop): goal met and confirmed by a tool, then 3+ further actions that learn nothing new.
import { agent, llm, tool, span, tc, http } from './lib.mjs';

function s01(N) { // tintype photo studio — plain messages, re-announces
  const k = [];
  k.push(llm('chat.completions', { model: 'gpt-4o' }, { role: 'assistant', content: null, tool_calls: [tc(N.callId(), 'book_sitting', { date: '2025-05-03', slot: '14:00', plates: 2 })] }));
  k.push(tool('book_sitting', { slot: '14:00' }, { booking: 'TT-' + N.int(1000, 9999), status: 'confirmed', darkroom: 'collodion mixed ' + N.ymd() }));
  for (let i = 0; i < 4; i++) {
    k.push(llm('chat.completions', { model: 'gpt-4o' }, { role: 'assistant', content: 'Your tintype sitting on 3 May at 14:00 (2 plates) is confirmed. Let me double-check the booking.', tool_calls: [tc(N.callId(), 'get_booking', {})] }));
    k.push(tool('get_booking', {}, { status: 'confirmed', slot: '14:00', checked: N.tick(5).iso() }));
  }
  return { isolates: 'After the sitting is booked and confirmed, the agent re-announces the same confirmation and re-reads the booking four more times.', loop: true, stagnation: true,
    goal: 'Book a two-plate tintype portrait sitting on 3 May at 14:00.', root: agent('studio_assistant', {}, { status: 'max_steps' }, k, { style: 'openai-chat-messages' }) };
}
function s02(N) { // GraphQL schema publish (coding) — Vercel AI SDK, tool-only rechecks
  const k = [];
  const g = (calls) => span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.toolCalls': JSON.stringify(calls), 'ai.response.text': '' }, [], { 'ai.model.id': 'claude-3-5-haiku', 'ai.response.msToFirstChunk': N.ms(200, 900) });
  k.push(g([{ toolName: 'publishSchema', args: { graph: 'shop@prod' } }]));
  k.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'publishSchema' }, { 'ai.toolCall.result': `Published shop@prod launch ${N.uuid()} — 0 breaking changes, composition OK (${N.dur()})` }));
  for (let i = 0; i < 4; i++) {
    k.push(g([{ toolName: 'checkLaunch', args: { graph: 'shop@prod' } }]));
    k.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'checkLaunch' }, { 'ai.toolCall.result': JSON.stringify({ status: 'LAUNCH_COMPLETED', polledAt: N.tick(10).iso(), gateway: N.host('router') }) }));
  }
  return { isolates: 'After the schema publish reports success, the agent polls the same completed launch four more times with tool calls only and no text.', loop: true, stagnation: false,
    goal: 'Publish the updated GraphQL schema to the production graph.', root: agent('ai.streamText', { 'ai.prompt': 'publish the new schema to prod' }, { 'ai.response.finishReason': 'tool-calls' }, k, { 'ai.telemetry.functionId': 'schema-bot' }) };
}
function s03(N) { // fog harvesting nets — OpenInference, re-submitting a report
  const k = [];
  const L = (t) => llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Submit the weekly yield report for fog nets in Alto Patache' }, { 'llm.output_messages.0.message.content': t }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o' });
  k.push(L('Submitting the weekly report: 14 nets, 1,932 L collected.'));
  k.push(tool('submit_report', { site: 'alto-patache', week: 19, litres: 1932 }, http(201, { location: '/reports/' + N.int(5000, 6000), date: N.httpDate() }, { accepted: true }), { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'submit_report' } }));
  for (let i = 0; i < 3; i++) {
    k.push(L('The weekly fog-net report has been submitted successfully. I will submit it once more to make sure it went through.'));
    k.push(tool('submit_report', { site: 'alto-patache', week: 19, litres: 1932 }, http(409, { date: N.tick(20).httpDate() }, { error: 'report for week 19 already exists' }), { error: 'HTTP 409', metadata: { 'openinference.span.kind': 'TOOL' } }));
  }
  return { isolates: 'The report is accepted (201), then the agent re-submits it three times, getting the same 409 "already exists", restating success each time.', loop: true, stagnation: true,
    goal: 'Submit the week-19 water-yield report for the fog harvesting nets.', root: agent('fognet_agent', {}, {}, k, { 'openinference.span.kind': 'AGENT' }) };
}
function s04(N) { // geodesic dome rental — Semantic Kernel, re-sending confirmation
  const k = [];
  k.push(llm('chat.completions gpt-4o', { 'gen_ai.operation.name': 'chat' }, { content: '', tool_calls: [{ name: 'Rentals-reserve_dome', arguments: { dome: '6m', date: '2025-07-19' } }] }, { 'semantic_kernel.function': 'ChatCompletion' }));
  k.push(tool('Rentals-reserve_dome', { dome: '6m' }, `Reserved 6m dome #D-${N.int(10, 99)} for 2025-07-19, delivery 08:00, ref ${N.ulid()}`));
  for (let i = 0; i < 3; i++) {
    k.push(llm('chat.completions gpt-4o', {}, { content: 'The 6 m dome is reserved for 19 July. I will send the customer the confirmation.', tool_calls: [{ name: 'Email-send', arguments: { to: 'events@meadowfest.example' } }] }));
    k.push(tool('Email-send', { to: 'events@meadowfest.example' }, { messageId: N.uuid(), sent: N.tick(30).iso() }));
  }
  return { isolates: 'After the dome is reserved and the confirmation emailed, the Semantic Kernel agent sends the same confirmation email twice more with the same text.', loop: true, stagnation: true,
    goal: 'Reserve a 6 m geodesic dome for a festival on 19 July and confirm to the customer.', root: agent('ChatCompletionAgent.invoke', {}, {}, k, { sk_version: '1.' + N.int(20, 40) }) };
}
function s05(N) { // snowboard rental fleet — MLflow tracing, re-verifying return
  const k = [];
  k.push(llm('ChatOpenAI', { messages: ['mark board SB-'] }, { tool_calls: [{ name: 'mark_returned', args: { board: 'SB-0417' } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
  k.push(tool('mark_returned', { board: 'SB-0417' }, { ok: true, deposit_refunded: '€150', txn: N.hex(12) }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
  for (let i = 0; i < 4; i++) {
    k.push(llm('ChatOpenAI', {}, { tool_calls: [{ name: 'get_board', args: { board: 'SB-0417' } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    k.push(tool('get_board', { board: 'SB-0417' }, { status: 'in_stock', deposit: 'refunded', read_at: N.tick(3).epochMs() }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
  }
  return { isolates: 'Once the board return and refund succeed, the agent reads the same in-stock record four more times without any text.', loop: true, stagnation: false,
    goal: 'Process the return of snowboard SB-0417 and refund the deposit.', root: agent('rental_agent', {}, {}, k, { 'mlflow.traceRequestId': 'tr-' + N.hex(32) }) };
}
function s06(N) { // parachute rigging loft — Anthropic Messages log
  const k = [];
  const m = (text, tu) => llm('messages.create', { model: 'claude-3-5-sonnet-20241022' }, { id: N.reqId('msg_01'), content: [{ type: 'text', text }, { type: 'tool_use', id: N.toolu(), name: tu, input: { rig: 'RS-221' } }], stop_reason: 'tool_use' });
  k.push(m('Logging the reserve repack.', 'log_repack'));
  k.push(tool('log_repack', { rig: 'RS-221' }, { logged: true, next_due: '2025-11-02', rigger: 'M. Ortiz (senior)', seal: N.hex(6) }));
  for (let i = 0; i < 3; i++) {
    k.push(m('The reserve repack for RS-221 is logged, next due 2 Nov. Checking the log entry again to be sure.', 'get_repack_log'));
    k.push(tool('get_repack_log', { rig: 'RS-221' }, { entries: 1, last: '2025-05-06', next_due: '2025-11-02', fetched: N.tick(4).iso() }));
  }
  return { isolates: 'The repack is logged with a due date, then the agent three times restates it and re-reads the unchanged log entry.', loop: true, stagnation: true,
    goal: 'Log the reserve parachute repack for rig RS-221.', root: agent('rigging_loft_agent', {}, {}, k, { api: 'anthropic.messages' }) };
}
export const scenarios = [s01, s02, s03, s04, s05, s06];
