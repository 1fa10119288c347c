import { agent, chain, llm, tool, oaiMsg } from './lib.mjs';
export const family = 'volatile_same_result';
export const loop = true, stagnation = false;

export const scenarios = [
// 01 monorail maintenance — Google ADK
(N) => {
  const kids = [];
  for (let i = 0; i < 5; i++) {
    kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': '{"contents":[...]}' }, { content: { parts: [{ functionCall: { name: 'get_switch_status', args: { switch_id: 'SW-B2' } } }] } }, { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() }));
    kids.push(tool('execute_tool get_switch_status', { switch_id: 'SW-B2' }, { switch_id: 'SW-B2', position: 'DIVERGING', locked: false, fault: 'LOCK_PIN_NOT_ENGAGED', plc_seq: N.int(100000, 999999), read_at: N.isoOffset(8), gateway: N.host('scada') }));
  }
  return {
    isolates: 'An ADK agent reads the same monorail switch status five times with identical arguments; only sequence number, timestamp and gateway change.',
    goal: 'Restore beam switch SW-B2 on the airport monorail to the straight position and lock it before service resumes.',
    root: agent('invoke_agent switch_ops', { new_message: 'SW-B2 is faulted, get it straight and locked.' }, null, kids, { 'gcp.vertex.agent.session_id': N.uuid(), app_name: 'monorail-maint' }),
  };
},
// 02 frozen yogurt franchise — Haystack
(N) => {
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('OpenAIChatGenerator', { messages: '[ChatMessage x' + (2 + i * 2) + ']' }, { replies: [{ role: 'assistant', text: null, tool_calls: [{ tool_name: 'pos_sync_status', arguments: { store: 'FY-112', attempt: i + 1 } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    kids.push(tool('ToolInvoker', { tool_name: 'pos_sync_status', arguments: { store: 'FY-112', attempt: i + 1 } }, `HTTP/1.1 409 Conflict\nDate: ${N.httpDate()}\nX-Request-Id: ${N.uuid()}\nX-RateLimit-Remaining: ${N.int(100, 500)}\n\n{"store":"FY-112","menu_version":"2025.06-b","pos_version":"2025.05-c","status":"VERSION_MISMATCH","sync_job":"${N.jobId('sync')}"}`, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
  }
  return {
    isolates: 'Four status calls differing only by an attempt counter get the same 409 VERSION_MISMATCH body with new dates, request ids and job ids; the agent never pushes the menu.',
    goal: 'Sync the new summer topping menu to the POS of frozen-yogurt franchise store FY-112.',
    root: agent('Pipeline.run', { data: { messages: 'Push the summer menu to store FY-112.' } }, null, [chain('Agent', {}, null, kids, { 'haystack.component.type': 'Agent' })], { 'haystack.pipeline.max_runs_per_component': 100 }),
  };
},
// 03 hearse hire — W&B Weave
(N) => {
  const kids = [];
  for (let i = 0; i < 5; i++) {
    const ts = N.epochMs();
    kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: '[...]' }, { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'vehicle_availability', arguments: JSON.stringify({ vehicle: 'Daimler DS420 #2', date: '2025-09-12', client_ts: ts }) } }] } }] }, { weave_op: 'openai.chat.completions.create' }));
    kids.push(tool('vehicle_availability', { vehicle: 'Daimler DS420 #2', date: '2025-09-12', client_ts: ts }, { available: false, reason: 'MOT inspection booked 09:00-13:00', alternatives: [], checked_at: new Date(N.tick()).toUTCString(), cache: N.pick(['HIT', 'MISS']), trace: N.hex(16) }));
  }
  return {
    isolates: 'Five availability checks for the same hearse and date, arguments differing only in a client timestamp, all answering unavailable with volatile metadata.',
    goal: 'Book a vintage hearse for a funeral on 12 September or find an alternative vehicle.',
    root: agent('Weave call: hearse_booking_agent', { request: 'Book the vintage Daimler for 12 Sept.' }, null, kids, { weave_project: 'funeral-fleet', call_id: N.ulid() }),
  };
},
// 04 yurt rentals — Mastra
(N) => {
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('llm.generate', { messages: `[${i * 2 + 1}]` }, { text: '', toolCalls: [{ toolName: 'checkStoveCert', args: { yurtId: 'YURT-07' } }] }, { componentName: 'yurtConcierge', runId: N.uuid() }));
    kids.push(tool('tool.checkStoveCert', { yurtId: 'YURT-07' }, `[${N.iso()}] cert lookup yurtId=YURT-07 -> status=EXPIRED expires=2025-03-31 inspector=null (lookup ${N.dur(20, 300)}, node=${N.pod('certsvc')})`));
  }
  return {
    isolates: 'A Mastra agent calls the same stove certificate lookup four times and gets the same EXPIRED line, differing only in timestamp, latency and pod name.',
    goal: 'Confirm the wood-stove safety certificate for yurt 7 before confirming a winter booking.',
    root: agent('agent.generate', { messages: 'Can we confirm the Jan booking for yurt 7? Check stove cert.' }, null, kids, { 'mastra.agent': 'yurtConcierge', resourceId: 'glamp-site-north' }),
  };
},
// 05 ice fishing derbies — AgentOps session
(N) => {
  const kids = [];
  for (let i = 0; i < 5; i++) {
    kids.push(llm('LLMEvent', { prompt: '[...]' }, { completion: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'ice_thickness', arguments: '{"lake":"Mille Lacs","zone":"D-3"}' } }] } }, { event_type: 'llms', init_timestamp: N.iso() }));
    kids.push(tool('ToolEvent: ice_thickness', '{"lake":"Mille Lacs","zone":"D-3"}', `zone D-3 avg thickness 9.5 in (min 7.0 in) - last auger survey ${N.syslog()} - survey_id=${N.hex(10)} - retrieved in ${N.secs(0.1, 1.5)}`, { metadata: { event_type: 'tools' } }));
  }
  return {
    isolates: 'Five identical ice-thickness queries return the same survey figures, with only the survey id, timestamps and retrieval time changing, and no decision is made.',
    goal: 'Decide whether zone D-3 can host the vehicle parking area for the ice fishing derby (needs 12 in of ice).',
    root: agent('AgentOps session', { tags: ['derby-2025'] }, { end_state: 'Indeterminate' }, kids, { session_id: N.uuid(), agentops_sdk: '0.4' }),
  };
},
// 06 sundial makers — Bedrock Agents
(N) => {
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(chain('orchestrationTrace', {}, {}, [
      llm('modelInvocationOutput', { text: '[prompt]' }, { rawResponse: { content: `<function_calls><invoke><tool_name>GET::foundry::castStatus</tool_name><parameters><order>SD-2211</order></parameters></invoke></function_calls>` } }, { traceId: N.uuid() + '-' + i }),
      tool('invocationInput GET::foundry::castStatus', { apiPath: '/castStatus', parameters: [{ name: 'order', value: 'SD-2211' }] }, { httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ order: 'SD-2211', piece: 'bronze gnomon 52°N', state: 'AWAITING_PATTERN_APPROVAL', approver: 'customer', pending_since: '2025-05-02', x_amzn_requestid: N.uuid(), pour_queue_position: 'n/a', report_generated: N.epoch() }) } } }),
    ], {}, 'chain'));
  }
  return {
    isolates: 'A Bedrock agent re-queries one foundry order four times; the body always says awaiting customer approval, with new request ids and epoch stamps.',
    goal: 'Find out when the bronze gnomon for a custom sundial order will be cast and tell the customer.',
    root: agent('InvokeAgent', { inputText: 'When will the gnomon for SD-2211 be cast?', sessionId: N.hex(12) }, { completion: 'Please hold on, still checking the foundry status.' }, kids, { agentId: 'SDL' + N.b62(7).toUpperCase(), agentAliasId: 'TSTALIASID' }),
  };
},
];
