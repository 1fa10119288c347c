// Healthy: the same call fails 1-3 times with a transient error, then succeeds and the task finishes.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'transient_retry_recovers';
export const LOOP = false;

// 01 snowmaking reservoir pump, OTel GenAI
function r01(N) {
  const goal = 'Start snowmaking pump P2 at the Glacier Bowl reservoir at 60% for tonight\'s run on the Blue Lynx piste.';
  const kids = [];
  for (let i = 0; i < 3; i++) {
    kids.push(span('llm', 'chat gpt-4o-mini', { 'gen_ai.input.messages': `[${1 + 2 * i}]` }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(i ? [{ type: 'text', content: `SCADA gateway timed out; retrying (attempt ${i + 1}).` }] : []), { type: 'tool_call', name: 'scada_write', arguments: { tag: 'P2.SPEED_SP', value: 60 } }] }] }, [], { metadata: { 'gen_ai.operation.name': 'chat' } }));
    N.tick(2000, 8000);
    const ok = i === 2;
    kids.push(span('tool', 'execute_tool scada_write', { tag: 'P2.SPEED_SP', value: 60 }, ok ? { 'gen_ai.tool.call.result': `OK P2.SPEED_SP=60 ack ${N.hms()} run_state=RUNNING flow=41.2 l/s` } : { 'gen_ai.tool.call.result': `ERR 504 Gateway Timeout from modbus-gw ${N.host('mbgw', 2)} after 5000 ms` }, [], { error: ok ? undefined : 'ModbusGatewayTimeout', metadata: { 'gen_ai.operation.name': 'execute_tool', 'error.type': ok ? undefined : 'timeout' } }));
  }
  kids.push(span('llm', 'chat gpt-4o-mini', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'P2 is running at 60% (41.2 l/s) for the Blue Lynx run after two gateway timeouts.' }] }] }, [], {}));
  return {
    isolates: 'Two gateway timeouts on a SCADA write are followed by a successful write and a running pump, which the agent reports.',
    stagnation: false, goal,
    root: span('agent', 'invoke_agent snow-ops', { input: goal }, { output: 'P2 running' }, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent' } }),
  };
}

// 02 marine chronometer service booking, Vercel AI SDK
function r02(N) {
  const goal = 'Book the Mercer 2-day marine chronometer No. 21844 in for its five-yearly clean and rate trial with the workshop, earliest slot.';
  const kids = [];
  const call = (args) => ({ 'ai.toolCall.name': 'bookSlot', 'ai.toolCall.args': JSON.stringify(args) });
  kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[user]' }, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'bookSlot', args: { item: 'Mercer 21844', service: 'clean+rate-trial' } }]) }, [], { metadata: { 'ai.model.id': 'claude-3-5-haiku-20241022', 'ai.response.msToFirstChunk': N.ms(200, 700) } }));
  N.tick(); kids.push(span('tool', 'ai.toolCall', call({ item: 'Mercer 21844', service: 'clean+rate-trial' }), { 'ai.toolCall.result': JSON.stringify({ status: 429, error: 'Too Many Requests', 'retry-after': 4, 'x-ratelimit-reset': N.epoch() + 4 }) }, [], { error: 'HTTP 429', metadata: {} }));
  kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[3]' }, { 'ai.response.text': 'Rate limited; waiting 4 s and retrying.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'bookSlot', args: { item: 'Mercer 21844', service: 'clean+rate-trial' } }]) }, [], { metadata: { 'ai.model.id': 'claude-3-5-haiku-20241022' } }));
  N.tick(4000, 5000); kids.push(span('tool', 'ai.toolCall', call({ item: 'Mercer 21844', service: 'clean+rate-trial' }), { 'ai.toolCall.result': JSON.stringify({ status: 201, booking: 'CHR-' + N.int(3000, 3999), drop_off: '2025-06-03', rate_trial_days: 14, collect_from: '2025-06-24' }) }, [], { metadata: {} }));
  kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[5]' }, { 'ai.response.text': 'Booked: drop off 3 June, 14-day rate trial, ready from 24 June.' }, [], { metadata: {} }));
  return {
    isolates: 'One 429 with Retry-After, a wait, then the identical booking call succeeds and the booking is confirmed.',
    stagnation: false, goal,
    root: span('agent', 'ai.streamText', { 'ai.prompt': goal }, { 'ai.response.text': 'Booked.' }, kids, { metadata: { 'ai.telemetry.functionId': 'horology-desk' } }),
  };
}

// 03 dog-sled race checkpoint, CrewAI
function r03(N) {
  const goal = 'Record musher bib 17\'s arrival at the Finke Lake checkpoint (dogs in: 12, dropped: 1 with sore wrist) in the race system.';
  const kids = [];
  const body = { bib: 17, checkpoint: 'FINKE', dogs_in: 12, dropped: [{ dog: 'Tasha', reason: 'wrist' }] };
  for (let i = 0; i < 4; i++) {
    const ok = i === 3;
    kids.push(llm('LLM Call', { messages: `[${2 + 2 * i}]` }, `Thought: ${['Post the arrival.', 'Connection reset on the satellite uplink; the checkpoint link flaps, so retry.', 'Reset again. Waiting for the next Iridium pass before posting.', 'Third reset; the handler says the dish was just realigned, trying once more.'][i]}\nAction: Race Entry Tool\nAction Input: ${JSON.stringify(body)}`, {}));
    N.tick(10000, 30000);
    kids.push(tool('Race Entry Tool', body, ok ? `201 Created - arrival ${N.isoSec()} logged, rest clock started, entry ${N.uuid()}` : `ConnectionResetError: [Errno 104] Connection reset by peer (iridium-link ${N.host('sat', 2)}, ${N.ms(4000, 9000)}ms)`, {}, ok ? undefined : 'ConnectionResetError'));
  }
  kids.push(llm('LLM Call', { messages: '[10]' }, 'Final Answer: Bib 17 logged at Finke Lake with 12 dogs in and Tasha dropped (wrist); rest clock running.', {}));
  return {
    isolates: 'Three connection resets on a satellite link precede a successful arrival post; the checkpoint entry is confirmed.',
    stagnation: false, goal,
    root: agent('Crew Execution', { inputs: body }, 'Bib 17 logged', [agent('Checkpoint Clerk', { role: 'Checkpoint Clerk' }, null, kids)], { 'crewai.version': '0.102.0' }),
  };
}

// 04 vineyard frost fans, Anthropic Messages API log
function r04(N) {
  const goal = 'Frost warning for -2 °C at 04:00. Switch the four frost fans in the lower Riesling block to auto with a 0.5 °C start threshold.';
  const kids = [];
  const use = (input) => ({ type: 'tool_use', id: 'toolu_01' + N.b62(22), name: 'fan_config', input });
  const inp = { block: 'riesling-lower', fans: ['F1', 'F2', 'F3', 'F4'], mode: 'auto', start_c: 0.5 };
  kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022' }, { content: [use(inp)], stop_reason: 'tool_use' }, { request_id: N.req('req_011C') }));
  N.tick(); kids.push(tool('fan_config', inp, { type: 'tool_result', is_error: true, content: `503 Service Unavailable: controller busy (firmware sync in progress), retry later. ${N.http()}` }, {}, '503'));
  kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022' }, { content: [{ type: 'text', text: 'The controller is syncing firmware; trying again in a minute.' }, use(inp)], stop_reason: 'tool_use' }, { request_id: N.req('req_011C') }));
  N.tick(60000, 90000); kids.push(tool('fan_config', inp, { type: 'tool_result', content: JSON.stringify({ applied: ['F1', 'F2', 'F3', 'F4'], mode: 'auto', start_c: 0.5, stop_c: 2.0, at: N.iso() }) }, {}));
  kids.push(llm('messages.create', { model: 'claude-3-5-sonnet-20241022' }, { content: [{ type: 'text', text: 'All four fans in the lower Riesling block are on auto, starting at 0.5 °C and stopping at 2.0 °C.' }], stop_reason: 'end_turn' }, { request_id: N.req('req_011C') }));
  return {
    isolates: 'A single 503 during a controller firmware sync, then the same configuration call succeeds and the agent confirms the frost protection.',
    stagnation: false, goal,
    root: agent('vineyard-assistant', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn' }, kids, { harness: 'anthropic-messages-logger' }),
  };
}

// 05 hearing-aid remote fitting, MLflow
function r05(N) {
  const goal = 'Push the adjusted high-frequency gain (+4 dB at 4 kHz, left aid) to client HA-6603\'s hearing aids via the remote fitting service.';
  const kids = [];
  for (let i = 0; i < 3; i++) {
    const ok = i === 2;
    kids.push(span('llm', 'ChatOpenAI', { messages: `[${1 + 2 * i}]` }, { content: i === 0 ? '' : 'The aid is not connected to the phone app yet; retrying.', tool_calls: [{ name: 'push_fitting', args: { client: 'HA-6603', side: 'L', band_hz: 4000, gain_db: 4 } }] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
    N.tick(30000, 60000);
    kids.push(span('tool', 'push_fitting', { client: 'HA-6603', side: 'L', band_hz: 4000, gain_db: 4 }, ok ? { status: 'applied', device: 'L-' + N.hex(8), firmware: '3.2.1', confirmed_by_device: true, ts: N.iso() } : { status: 'error', code: 'DEVICE_OFFLINE', message: 'hearing aid not reachable via companion app', session: N.uuid() }, [], { error: ok ? undefined : 'DEVICE_OFFLINE', metadata: { 'mlflow.spanType': 'TOOL' } }));
  }
  kids.push(span('llm', 'ChatOpenAI', { messages: '[7]' }, { content: 'The +4 dB at 4 kHz on the left aid was applied and confirmed by the device.' }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  return {
    isolates: 'Two DEVICE_OFFLINE errors while the client opens the app, then the same push is applied and confirmed.',
    stagnation: false, goal,
    root: span('agent', 'AgentExecutor', { input: goal }, { output: 'applied' }, kids, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + N.hex(32) } }),
  };
}

// 06 bookbinding supplier order, AgentOps session
function r06(N) {
  const goal = 'Order 20 skins of goatskin leather (Harmatan, oasis red) for the library rebinding contract from the supplier portal.';
  const kids = [];
  const order = { sku: 'HARM-GOAT-OASIS-RED', qty: 20, po: 'LIB-2025-113' };
  kids.push(llm('LLMEvent', { prompt: goal }, { completion: { role: 'assistant', tool_calls: [tc(N, 'place_order', order)] } }, { event_type: 'llms', prompt_tokens: 412, agentops_event_id: N.uuid() }));
  N.tick(); kids.push(tool('ToolEvent place_order', order, { http: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>' }, { event_type: 'tools', agentops_event_id: N.uuid() }, '502 Bad Gateway'));
  kids.push(llm('LLMEvent', { prompt: '[3 messages]' }, { completion: { role: 'assistant', content: 'Proxy error from the portal; retrying the same order.', tool_calls: [tc(N, 'place_order', order)] } }, { event_type: 'llms' }));
  N.tick(3000, 9000); kids.push(tool('ToolEvent place_order', order, { http: 200, body: { order_id: 'HV-' + N.int(80000, 89999), status: 'confirmed', dispatch: '3-5 working days', idempotency_key: N.uuid() } }, { event_type: 'tools' }));
  kids.push(llm('LLMEvent', { prompt: '[5 messages]' }, { completion: { role: 'assistant', content: 'Order confirmed for 20 oasis red goatskins under PO LIB-2025-113; dispatch in 3-5 working days.' } }, { event_type: 'llms' }));
  return {
    isolates: 'One nginx 502 page, then the same order succeeds with an order id and the agent reports it.',
    stagnation: false, goal,
    root: agent('AgentOps session', { tags: ['bindery'] }, { end_state: 'Success' }, kids, { session_id: N.uuid(), 'agentops.sdk': '0.3.26' }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
