// Family: transient_retry_recovers (healthy) — the same call fails 1-3 times with the same
// transient error, then succeeds and the task is finished.
import { A, L, T, C } from './lib.mjs';

export const family = 'transient_retry_recovers';

export const scenarios = [
  // 01 pipe tobacco blender — Vercel AI SDK
  { domain: 'pipe tobacco blender leaf purchase', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)', build(n) {
    const ch = [];
    const args = JSON.stringify({ lot: 'VA-FLUE-24-117', leaf: 'Virginia flue-cured, lemon grade', kg: 60 });
    ch.push(L('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Buy 60 kg of the lemon Virginia lot 117 from the leaf broker for the Harbour Flake blend.' }] }]) }, { 'ai.response.text': 'Placing the order with the broker.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'placeLeafOrder', args }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'claude-3-5-haiku-latest', 'ai.model.provider': 'anthropic.messages', 'ai.usage.promptTokens': n.int(500, 900) }));
    for (let i = 0; i < 2; i++) {
      const s = T('ai.toolCall', { 'ai.toolCall.name': 'placeLeafOrder', 'ai.toolCall.args': args }, { 'ai.toolCall.result': JSON.stringify({ status: 429, headers: { 'retry-after': String(2 + i * 2), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(n.epoch() + 4), 'x-amzn-requestid': n.uuid() }, body: { error: 'rate_limited', message: 'Too many requests for account BLEND-0087' } }) }, { 'ai.toolCall.id': n.callId(), attempt: i + 1 }, 'APICallError: 429 Too Many Requests (retry-after ' + (2 + i * 2) + 's)');
      ch.push(s);
      n.advance((2 + i * 2) * 1000);
    }
    ch.push(T('ai.toolCall', { 'ai.toolCall.name': 'placeLeafOrder', 'ai.toolCall.args': args }, { 'ai.toolCall.result': JSON.stringify({ status: 201, body: { order: 'LB-' + n.digits(6), lot: 'VA-FLUE-24-117', kg: 60, price_eur_kg: 14.2, ship_date: n.day(6), created_at: n.isoSec() } }) }, { 'ai.toolCall.id': n.callId(), attempt: 3 }));
    ch.push(L('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Ordered 60 kg of lot VA-FLUE-24-117 (lemon Virginia) at €14.20/kg after two rate-limit retries; it ships next week for the Harbour Flake blend.', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'claude-3-5-haiku-latest' }));
    return {
      isolates: 'placeLeafOrder is rate-limited twice with the same 429 and growing retry-after, then returns 201; the agent reports the order and stops.',
      loop: false, stagnation: false,
      goal: 'Buy 60 kg of lemon-grade Virginia leaf lot 117 from the broker for a pipe tobacco blend.',
      root: A('ai.generateText', { 'ai.prompt': 'Buy 60 kg of the lemon Virginia lot 117 from the leaf broker for the Harbour Flake blend.', 'ai.settings.maxRetries': 2 }, { 'ai.response.text': 'Ordered 60 kg of lot VA-FLUE-24-117.' }, ch, { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'leaf-buyer' }),
    };
  } },

  // 02 welding certification body — Bedrock Agents trace
  { domain: 'welding certification test booking', style: 'Bedrock Agents (orchestration trace)', build(n) {
    const ch = [];
    const ag = { actionGroupName: 'BookingActions', apiPath: '/bookings', verb: 'post', parameters: [{ name: 'candidate', value: 'W-55120' }, { name: 'test', value: 'ISO 9606-1 135 P BW' }, { name: 'centre', value: 'Teesside' }] };
    ch.push(L('orchestrationTrace.modelInvocationOutput', { traceId: n.uuid() + '-0', text: 'Human: Book candidate W-55120 for the ISO 9606-1 MAG plate butt test at Teesside next available slot.' }, { rationale: { text: 'I need to book the test via the BookingActions action group with the candidate, test code and centre.' }, invocationInput: { actionGroupInvocationInput: ag } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0', usage: { inputTokens: n.int(1500, 3000), outputTokens: n.int(80, 150) } }));
    for (let i = 0; i < 3; i++) {
      const ok = i === 2;
      ch.push(T('orchestrationTrace.observation', { actionGroupInvocationInput: ag }, { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: ok ? JSON.stringify({ booking: 'TB-' + n.digits(6), slot: n.day(9) + ' 08:30', bay: 'B' + n.int(1, 8), examiner: 'Level 3 – ' + n.pick(['D. Harper', 'M. Quinn']) }) : JSON.stringify({ httpStatusCode: 503, body: 'Service Unavailable: scheduling-api is restarting', 'x-amzn-RequestId': n.uuid(), at: n.isoSec() }) } }, { traceId: n.uuid() + '-' + (i + 1), lambda: 'arn:aws:lambda:eu-west-2:' + n.digits(12) + ':function:cert-booking' }, ok ? undefined : 'ActionGroup returned httpStatusCode 503'));
      if (!ok) ch.push(L('orchestrationTrace.modelInvocationOutput', { traceId: n.uuid() }, { rationale: { text: i === 0 ? 'The scheduling API is restarting (503). I will retry the booking.' : 'Still a 503 while the scheduler restarts; one more retry should reach it once it is up.' }, invocationInput: { actionGroupInvocationInput: ag } }, { usage: { inputTokens: n.int(2000, 3500), outputTokens: n.int(40, 90) } }));
    }
    ch.push(L('orchestrationTrace.modelInvocationOutput', {}, { rationale: { text: 'Booking succeeded.' }, finalResponse: { text: `Candidate W-55120 is booked for the ISO 9606-1 135 P BW test at Teesside on ${n.day(9)} at 08:30.` } }, {}));
    return {
      isolates: 'The booking action gets 503 "scheduler restarting" twice, succeeds on the third call, and the agent returns the booked slot.',
      loop: false, stagnation: false,
      goal: 'Book a welder candidate\'s ISO 9606-1 plate butt test at the Teesside centre.',
      root: A('InvokeAgent', { agentId: n.upper(10), agentAliasId: 'TSTALIASID', sessionId: n.uuid(), inputText: 'Book candidate W-55120 for the ISO 9606-1 MAG plate butt test at Teesside next available slot.' }, { completion: `Candidate W-55120 is booked for the ISO 9606-1 135 P BW test at Teesside.` }, ch, { agentVersion: 'DRAFT', region: 'eu-west-2' }),
    };
  } },

  // 03 travel eSIM — OpenAI Responses API
  { domain: 'travel: eSIM data plan for a trip', style: 'OpenAI Responses API', build(n) {
    const ch = [];
    const respId = () => 'resp_' + n.hex(48);
    const fc = (name, args) => ({ type: 'function_call', id: 'fc_' + n.hex(48), call_id: n.callId(), name, arguments: JSON.stringify(args), status: 'completed' });
    const q = fc('quote_plans', { country: 'JP', days: 12, min_gb: 10 });
    ch.push(L('responses.create', { model: 'gpt-4.1', input: [{ role: 'user', content: 'I land in Osaka on the 3rd for 12 days. Buy me an eSIM with at least 10 GB.' }], tools: [{ type: 'function', name: 'quote_plans' }, { type: 'function', name: 'purchase_plan' }] }, { id: respId(), object: 'response', status: 'completed', output: [q], usage: n.usage() }, {}));
    ch.push(T('quote_plans', JSON.parse(q.arguments), { plans: [{ id: 'JP-15D-10GB', gb: 10, days: 15, usd: 17.5 }, { id: 'JP-15D-20GB', gb: 20, days: 15, usd: 26 }], quoted_at: n.iso(), fx_rate_ts: n.epoch() }, { call_id: q.call_id }));
    const p = fc('purchase_plan', { plan_id: 'JP-15D-10GB', activation: 'on_first_connection' });
    ch.push(L('responses.create', { model: 'gpt-4.1', previous_response_id: respId(), input: [{ type: 'function_call_output', call_id: q.call_id }] }, { id: respId(), status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'The 15-day 10 GB plan covers the trip at the lowest price; purchasing it.' }] }, p] }, {}));
    ch.push(T('purchase_plan', JSON.parse(p.arguments), { error: { status: 502, message: 'Bad Gateway', upstream: 'carrier-provisioning', cf_ray: n.hex(16) + '-KIX' } }, { call_id: p.call_id }, '502 Bad Gateway from carrier-provisioning'));
    const p2 = fc('purchase_plan', { plan_id: 'JP-15D-10GB', activation: 'on_first_connection' });
    ch.push(L('responses.create', { previous_response_id: respId(), input: [{ type: 'function_call_output', call_id: p.call_id }] }, { id: respId(), status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'The carrier gateway returned a 502; the payment was not taken, so I will retry once.' }] }, p2] }, {}));
    ch.push(T('purchase_plan', JSON.parse(p2.arguments), { order: 'ES-' + n.upper(9), iccid: '8981' + n.digits(15), qr_url: 'https://esim.roamly.example/qr/' + n.b62(16), activation_code: 'LPA:1$smdp.roamly.example$' + n.upper(20), charged_usd: 17.5 }, { call_id: p2.call_id }));
    ch.push(L('responses.create', {}, { id: respId(), status: 'completed', output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Done. Your Japan eSIM (10 GB, 15 days, $17.50) is purchased and activates when you first connect in Osaka. Scan the QR code from the link before you fly.' }] }] }, {}));
    return {
      isolates: 'The purchase fails once with 502 from the carrier gateway, the identical retry succeeds with an ICCID, and the agent hands over the QR code.',
      loop: false, stagnation: false,
      goal: 'Buy a Japan eSIM with at least 10 GB for a 12-day trip.',
      root: A('travel-assistant', { input: 'I land in Osaka on the 3rd for 12 days. Buy me an eSIM with at least 10 GB.' }, { output_text: 'Your Japan eSIM is purchased.' }, ch, { api: 'responses', store: true }),
    };
  } },

  // 04 sundial makers — Agno (not in the named list)
  { domain: 'sundial maker gnomon engraving job', style: 'Agno (agent run events) — not in the named list', build(n) {
    const ch = [];
    ch.push(L('OpenAIChat.response', { messages: [{ role: 'system', content: 'You help Meridian Sundials prepare engraving jobs.' }, { role: 'user', content: 'Compute the hour lines for the Dunmore garden dial (lat 56.02 N, long 3.70 W, horizontal) and send them to the engraver.' }] }, { content: 'I will compute hour-line angles for a horizontal dial at 56.02°N.', tool_calls: [{ function: { name: 'compute_hour_lines', arguments: '{"lat":56.02,"lon":-3.70,"type":"horizontal"}' } }] }, { event: 'RunResponse', model: 'gpt-4o', metrics: { input_tokens: n.int(300, 700), time: n.durS(0.6, 2) } }));
    ch.push(T('compute_hour_lines', { lat: 56.02, lon: -3.7, type: 'horizontal' }, { angles_deg: { '12': 0, '1': 12.6, '2': 25.6, '3': 39.7, '4': 55.2, '5': 71.9, '6': 90 }, longitude_correction_min: 14.8, note: 'symmetric for AM' }, { event: 'ToolCallCompleted' }));
    ch.push(L('OpenAIChat.response', {}, { content: 'Angles computed (1 pm at 12.6°, 3 pm at 39.7°). Sending the DXF job to the engraver.', tool_calls: [{ function: { name: 'send_engraving_job', arguments: '{"dial":"DUN-01","material":"bronze 6mm","dxf":"dunmore_hourlines.dxf"}' } }] }, { event: 'RunResponse' }));
    for (let i = 0; i < 3; i++) {
      ch.push(T('send_engraving_job', { dial: 'DUN-01', material: 'bronze 6mm', dxf: 'dunmore_hourlines.dxf' }, i < 2 ? `Traceback (most recent call last):\n  File "tools/engraver.py", line 44, in send\nConnectionResetError: [Errno 104] Connection reset by peer (engraver-pc.local:9100, attempt ${i + 1})` : { queued: true, job: 'ENG-' + n.digits(5), position: 1, est_minutes: 95, controller: 'GRBL 1.1h @ ' + n.ip() }, { event: 'ToolCallCompleted', retry: i }, i < 2 ? 'ConnectionResetError: [Errno 104] Connection reset by peer' : undefined));
      if (i < 2) n.advance(3000 * (i + 1));
    }
    ch.push(L('OpenAIChat.response', {}, { content: 'The engraver dropped the connection twice (it was warming up) and accepted the job on the third try: ENG job queued first, about 95 minutes for the bronze dial.' }, { event: 'RunResponse' }));
    return {
      isolates: 'The engraving upload hits "connection reset by peer" twice, goes through on the third attempt, and the agent reports the queued job.',
      loop: false, stagnation: false,
      goal: 'Compute hour lines for a horizontal garden sundial and send the engraving job.',
      root: A('Agent.run', { message: 'Compute the hour lines for the Dunmore garden dial and send them to the engraver.' }, { content: 'Engraving job queued.', run_id: n.uuid() }, ch, { agent_name: 'dial-workshop', session_id: n.uuid(), framework: 'agno' }),
    };
  } },

  // 05 headphone RMA support — Pydantic AI (Logfire)
  { domain: 'support: noise-cancelling headphone warranty RMA', style: 'Pydantic AI (Logfire)', build(n) {
    const ch = [];
    const sn = 'SN' + n.upper(10);
    ch.push(L('chat claude-3-5-sonnet-latest', { all_messages: [{ parts: [{ part_kind: 'user-prompt', content: `My left earcup crackles when ANC is on. Serial ${sn}, bought 8 months ago.` }] }] }, { parts: [{ part_kind: 'text', content: 'Let me check the warranty on that serial.' }, { part_kind: 'tool-call', tool_name: 'warranty_lookup', args: { serial: sn } }] }, { 'gen_ai.usage.input_tokens': n.int(600, 1200) }));
    ch.push(T('running tool: warranty_lookup', { serial: sn }, { serial: sn, model: 'Aurel QC-3', purchased: n.day(-240), warranty_until: n.day(490), region: 'UK' }, { duration_ms: n.ms() }));
    ch.push(L('chat claude-3-5-sonnet-latest', {}, { parts: [{ part_kind: 'text', content: 'In warranty until ' + n.day(490) + '. ANC crackle on one side is a known earcup fault; creating an RMA.' }, { part_kind: 'tool-call', tool_name: 'create_rma', args: { serial: sn, fault: 'ANC crackle left earcup' } }] }, {}));
    ch.push(T('running tool: create_rma', { serial: sn, fault: 'ANC crackle left earcup' }, null, { duration_ms: 30000, 'http.status_code': 504, 'x-edge-location': n.pick(['LHR62-C1', 'MAN50-P2']) }, '504 Gateway Timeout: upstream rma-service did not respond within 30s'));
    ch.push(L('chat claude-3-5-sonnet-latest', {}, { parts: [{ part_kind: 'retry-prompt', content: 'Tool raised: 504 Gateway Timeout' }, { part_kind: 'tool-call', tool_name: 'create_rma', args: { serial: sn, fault: 'ANC crackle left earcup' } }] }, {}));
    ch.push(T('running tool: create_rma', { serial: sn, fault: 'ANC crackle left earcup' }, { rma: 'RMA-' + n.digits(7), label_url: 'https://returns.aurel-audio.example/label/' + n.b62(12), carrier: 'Evri', expires: n.day(14) }, { duration_ms: n.ms(300, 1200) }));
    ch.push(L('chat claude-3-5-sonnet-latest', {}, { parts: [{ part_kind: 'text', content: 'Your headphones are under warranty and I\'ve opened a return. Print the prepaid Evri label from the link (valid 14 days) and send just the headphones, no case. A replacement ships once they arrive.' }] }, {}));
    return {
      isolates: 'create_rma times out once with 504, the same call succeeds on retry, and the customer gets the return label.',
      loop: false, stagnation: false,
      goal: 'Open a warranty return for headphones whose left earcup crackles with ANC on.',
      root: A('agent run', { user_prompt: 'My left earcup crackles when ANC is on.' }, { output: 'Return opened; label sent.' }, ch, { agent_name: 'support_agent', 'logfire.span_type': 'span' }),
    };
  } },

  // 06 ceramic insulator manufacturer — smolagents ToolCallingAgent
  { domain: 'ceramic insulator kiln lot release', style: 'smolagents ToolCallingAgent', build(n) {
    const ch = [];
    const lot = 'INS-' + n.digits(6);
    const step = (i, llmOut, tool, toolOut, err) => C('chain', `Step ${i}`, { step_number: i }, { observations: err ? `Error executing tool '${tool.name}': ${err}` : JSON.stringify(toolOut) }, [L('OpenAIServerModel.generate', { messages_count: 2 + i * 2 }, llmOut, { model_id: 'gpt-4o-mini', input_tokens: n.int(900, 2500), output_tokens: n.int(20, 60) }), T(tool.name, tool.args, err ? null : toolOut, {}, err)], { duration: n.durS(0.5, 3) });
    ch.push(step(1, { content: 'I need the flashover test results for the lot.', tool_calls: [{ function: { name: 'get_test_results', arguments: { lot } } }] }, { name: 'get_test_results', args: { lot } }, { lot, samples: 12, flashover_kv_min: 96.4, spec_kv: 90, porosity: 'pass (fuchsine dye)', tested_at: n.sqlTs() }));
    for (let k = 0; k < 2; k++) ch.push(step(2 + k, { content: k === 0 ? 'All 12 samples exceed 90 kV and porosity passes; releasing the lot in the MES.' : 'The MES database was locked by the nightly backup; retrying the release.', tool_calls: [{ function: { name: 'release_lot', arguments: { lot } } }] }, { name: 'release_lot', args: { lot } }, null, `sqlite3.OperationalError: database is locked (mes.db, pid ${n.int(2000, 9000)})`));
    ch.push(step(4, { content: 'Retrying the release now that the lock should be cleared.', tool_calls: [{ function: { name: 'release_lot', arguments: { lot } } }] }, { name: 'release_lot', args: { lot } }, { lot, status: 'RELEASED', released_by: 'qc-agent', cert_pdf: `/mes/certs/${lot}_CoC.pdf`, at: n.logTs() }));
    ch.push(step(5, { content: '', tool_calls: [{ function: { name: 'final_answer', arguments: { answer: `Lot ${lot} released: min flashover 96.4 kV vs 90 kV spec, porosity pass. CoC generated.` } } }] }, { name: 'final_answer', args: { answer: `Lot ${lot} released.` } }, `Lot ${lot} released: min flashover 96.4 kV vs 90 kV spec, porosity pass. CoC generated.`));
    return {
      isolates: 'release_lot fails twice with "database is locked", succeeds on the third call, and the agent gives its final answer.',
      loop: false, stagnation: false,
      goal: 'Release a kiln lot of ceramic insulators in the MES after checking flashover test results.',
      root: A('ToolCallingAgent', { task: 'Check the flashover results for the latest insulator lot and release it if it passes.' }, { final_answer: `Lot ${lot} released.` }, ch, { smolagents_version: '1.13.0', max_steps: 8 }),
    };
  } },
];
