// Family: transient_then_ok (loop: false). The same call fails 1-3 times with the same transient
// error, then succeeds, and the task is finished.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 amateur radio contest log upload — AutoGen AgentChat
  (N) => {
    const kids = [];
    const cab = 'START-OF-LOG: 3.0\nCONTEST: CQ-WW-CW\nCALLSIGN: GW4XYZ\nCATEGORY-OPERATOR: SINGLE-OP\n…\nQSO: 14025 CW 2025-11-29 0712 GW4XYZ 599 14 JA1ABC 599 25\n… (1,412 QSOs)\nEND-OF-LOG:';
    const cid = () => 'call_' + N.b62(24);
    kids.push(llm('contest_logger', { source: 'user', content: 'Upload my CQWW CW Cabrillo log (GW4XYZ) before the 5-day deadline and give me the confirmation number.' }, { type: 'ToolCallRequestEvent', content: [{ id: cid(), name: 'upload_cabrillo', arguments: JSON.stringify({ file: '/home/gw4xyz/logs/cqww-cw-2025.log' }) }], thought: 'Uploading the Cabrillo file to the contest robot.' }, { models_usage: { prompt_tokens: N.int(300, 600), completion_tokens: 30 } }));
    for (let i = 0; i < 2; i++) {
      kids.push(tool('upload_cabrillo', { file: '/home/gw4xyz/logs/cqww-cw-2025.log', size_bytes: 98211 }, { type: 'ToolCallExecutionEvent', content: [{ content: `HTTP 429 Too Many Requests\nRetry-After: ${[30, 45][i]}\nX-RateLimit-Remaining: 0\nDate: ${N.http(N.tick())}\n\nlog robot busy (post-contest peak), try again shortly`, is_error: true }] }, { source: 'contest_logger' }, 'HTTP 429 Too Many Requests'));
      kids.push(llm('contest_logger', { source: 'contest_logger' }, { type: 'ToolCallRequestEvent', content: [{ id: cid(), name: 'upload_cabrillo', arguments: '{"file": "/home/gw4xyz/logs/cqww-cw-2025.log"}' }], thought: i === 0 ? 'Rate-limited (Retry-After 30). Waiting 30 s and retrying the same upload.' : 'Still 429, now Retry-After 45; waiting 45 s before the final retry.' }, { models_usage: { prompt_tokens: N.int(600, 900), completion_tokens: 30 } }));
      N.tick([30000, 45000][i]);
    }
    kids.push(tool('upload_cabrillo', { file: '/home/gw4xyz/logs/cqww-cw-2025.log', size_bytes: 98211 }, { type: 'ToolCallExecutionEvent', content: [{ content: `HTTP 200 OK\nDate: ${N.http(N.tick())}\n\n{"status":"received","callsign":"GW4XYZ","qsos":1412,"confirmation":"CQWW-CW-${N.int(10000, 99999)}","dupes":3}`, is_error: false }] }, { source: 'contest_logger' }));
    kids.push(llm('contest_logger', { source: 'contest_logger' }, { type: 'TextMessage', content: 'Log received: 1,412 QSOs (3 dupes flagged by the robot). Confirmation number is in the response above — keep it in case the log checker queries the entry. TERMINATE' }, { models_usage: { prompt_tokens: N.int(900, 1100), completion_tokens: 50 } }));
    return {
      isolates: 'An AutoGen agent\'s Cabrillo contest log upload is rate-limited twice (HTTP 429 with different Retry-After values), succeeds on the third attempt, and the agent reports the confirmation.',
      stagnation: false,
      goal: 'Upload an amateur radio contest log before the deadline and report the confirmation number.',
      root: agent('AssistantAgent.run', { task: 'Upload my CQWW CW Cabrillo log and give me the confirmation number.' }, { stop_reason: 'Text \'TERMINATE\' mentioned' }, kids, { autogen_version: '0.4.9', termination: 'TextMentionTermination' }),
    };
  },

  // 02 snow-groomer fleet telemetry — Google ADK
  (N) => {
    const kids = [];
    const ask = (txt) => llm('call_llm', { contents: ['…'] }, { content: { role: 'model', parts: txt ? [{ text: txt }, { functionCall: { name: 'fleet_telemetry', args: { unit: 'PB-600-07', window: 'last_shift' } } }] : [{ functionCall: { name: 'fleet_telemetry', args: { unit: 'PB-600-07', window: 'last_shift' } } }] } }, { 'gen_ai.request.model': 'gemini-2.5-flash', 'gcp.vertex.agent.event_id': N.b62(8) });
    kids.push(ask('Pulling last night\'s telemetry for groomer PB-600-07.'));
    for (let i = 0; i < 2; i++) {
      kids.push(tool('execute_tool fleet_telemetry', { unit: 'PB-600-07', window: 'last_shift' }, { error: { code: 503, status: 'UNAVAILABLE', message: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination', via: N.host('telemetry-gw') } }, { 'gen_ai.tool.name': 'fleet_telemetry' }, '503 UNAVAILABLE'));
      kids.push(ask(i === 0 ? 'The telemetry gateway returned 503; this is usually transient, retrying once.' : null));
      N.tick(N.int(5000, 20000));
    }
    kids.push(tool('execute_tool fleet_telemetry', { unit: 'PB-600-07', window: 'last_shift' }, { unit: 'PB-600-07', shift: '2025-01-17T21:00/05:30', engine_hours: 8.4, fuel_l: 212, max_winch_tension_kn: 41.8, winch_alerts: [{ at: '02:14', code: 'WNCH-OVRTNS', value_kn: 41.8, limit_kn: 40 }], piste: 'Lauberhorn upper', served_by: N.host('telemetry-gw') }, { 'gen_ai.tool.name': 'fleet_telemetry' }));
    kids.push(llm('call_llm', { contents: ['…'] }, { content: { role: 'model', parts: [{ text: 'Telemetry retrieved on the third attempt. PB-600-07 logged one winch over-tension at 02:14 on the Lauberhorn upper section: 41.8 kN against a 40 kN limit. The winch cable should be inspected before tonight\'s shift; the other figures (8.4 engine hours, 212 l fuel) are normal.' }] } }, { 'gen_ai.request.model': 'gemini-2.5-flash' }));
    return {
      isolates: 'A Google ADK agent\'s telemetry request for a snow groomer fails twice with the same 503 from the gateway, succeeds on the third try, and the agent reports a winch over-tension event.',
      stagnation: false,
      goal: 'Check last night\'s telemetry of snow groomer PB-600-07 for winch over-tension before the next shift.',
      root: agent('invoke_agent piste_ops', { user_content: 'Any winch alarms on PB-600-07 last night?' }, { text: 'Telemetry retrieved…' }, kids, { 'gen_ai.agent.name': 'piste_ops', app_name: 'groomer-fleet' }),
    };
  },

  // 03 public sauna booking — Anthropic Messages API logs with is_error tool_result
  (N) => {
    const model = 'claude-3-7-sonnet-20250219';
    const tu1 = 'toolu_01' + N.b62(22), tu2 = 'toolu_01' + N.b62(22);
    const input = { sauna: 'Löyly Helsinki', date: '2025-12-06', time: '18:30', people: 4, session: 'mixed, towel+swim' };
    const kids = [
      llm('POST /v1/messages', { model, messages: [user('Book four of us into Löyly for the 18:30 mixed session on Independence Day.')] }, { id: 'msg_01' + N.b62(22), content: [{ type: 'tool_use', id: tu1, name: 'book_sauna', input }], stop_reason: 'tool_use', usage: { input_tokens: N.int(600, 800), output_tokens: 80 } }, { 'request-id': N.reqId('req_011C') }),
      tool('book_sauna', input, { type: 'tool_result', tool_use_id: tu1, is_error: true, content: `ECONNRESET: socket hang up (POST https://booking.${N.pick(['tilaus', 'varaus'])}.example/api/v2/reservations, attempt 1, ${N.ms(2000, 5000)} ms)` }, {}, 'ECONNRESET: socket hang up'),
      llm('POST /v1/messages', { model, messages: ['…', { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu1, is_error: true, content: 'ECONNRESET…' }] }] }, { id: 'msg_01' + N.b62(22), content: [{ type: 'text', text: 'The booking server dropped the connection before answering. I\'ll retry once; the API uses an idempotency key so a duplicate booking is not possible.' }, { type: 'tool_use', id: tu2, name: 'book_sauna', input }], stop_reason: 'tool_use', usage: { input_tokens: N.int(800, 1000), output_tokens: 90 } }, { 'request-id': N.reqId('req_011C') }),
      tool('book_sauna', input, { type: 'tool_result', tool_use_id: tu2, content: JSON.stringify({ reservation: 'LY-' + N.b62(6).toUpperCase(), status: 'confirmed', total_eur: 92, lockers: [31, 32, 33, 34], created: N.isoOff(N.tick(), 2) }) }, {}),
      llm('POST /v1/messages', { model, messages: ['…'] }, { id: 'msg_01' + N.b62(22), content: [{ type: 'text', text: 'Booked: Löyly, Saturday 6 December, 18:30 mixed session for four, €92 total, lockers 31-34. The reservation code is in the confirmation; show it at the desk.' }], stop_reason: 'end_turn', usage: { input_tokens: N.int(1000, 1200), output_tokens: 60 } }, { 'request-id': N.reqId('req_011C') }),
    ];
    return {
      isolates: 'Anthropic Messages logs: a public sauna booking call fails once with a connection reset, the identical retry is confirmed, and the agent reports the booking.',
      stagnation: false,
      goal: 'Book four people into a Helsinki public sauna\'s 18:30 mixed session on Independence Day.',
      root: agent('concierge-agent', { user: 'Book four of us into Löyly…' }, { stop_reason: 'end_turn' }, kids, { sdk: 'anthropic-python 0.49.0' }),
    };
  },

  // 04 antiquarian map dealer payment capture — OpenAI Agents SDK
  (N) => {
    const pi = 'pi_' + N.b62(24);
    const kids = [];
    const args = { payment_intent: pi, amount: 285000, currency: 'gbp', idempotency_key: 'cap-speed-1611-' + N.hex(8) };
    kids.push(llm('response', { input: [{ role: 'user', content: 'The buyer approved the John Speed 1611 map of Cardiganshire at £2,850. Capture the payment and mark the item sold.' }] }, { output: [{ type: 'function_call', name: 'capture_payment', arguments: JSON.stringify(args) }] }, { span_data: { type: 'response', response_id: 'resp_' + N.hex(40) } }));
    for (let i = 0; i < 3; i++) {
      const ok = i === 2;
      kids.push(tool('capture_payment', args, ok ? { output: JSON.stringify({ id: pi, status: 'succeeded', amount_received: 285000, latest_charge: 'ch_' + N.b62(24), created: N.epoch(N.tick()) }) } : { output: JSON.stringify({ error: { type: 'invalid_request_error', code: 'lock_timeout', message: 'This object cannot be accessed right now because another API request or Stripe process is currently accessing it. Please retry.', request_log_url: `https://dashboard.stripe.com/logs/req_${N.b62(14)}?t=${N.epoch(N.tick())}` } }) }, { span_data: { type: 'function', name: 'capture_payment' } }, ok ? undefined : 'lock_timeout'));
      if (!ok) kids.push(llm('response', { input: ['…'] }, { output: [{ type: 'function_call', name: 'capture_payment', arguments: JSON.stringify(args) }] }, { span_data: { type: 'response', response_id: 'resp_' + N.hex(40) }, retry_after_ms: [500, 2000][i] }));
    }
    kids.push(llm('response', { input: ['…'] }, { output: [{ type: 'function_call', name: 'mark_sold', arguments: JSON.stringify({ stock: 'SPEED-1611-CARD', price_gbp: 2850 }) }] }, { span_data: { type: 'response' } }));
    kids.push(tool('mark_sold', { stock: 'SPEED-1611-CARD', price_gbp: 2850 }, { output: '{"ok":true,"listing_removed":["website","abebooks"]}' }, { span_data: { type: 'function', name: 'mark_sold' } }));
    kids.push(llm('response', { input: ['…'] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Payment of £2,850 captured on the third attempt (the first two hit a transient lock while the card authorisation was still settling). The Speed 1611 Cardiganshire map is marked sold and removed from the website and AbeBooks.' }] }] }, { span_data: { type: 'response' } }));
    return {
      isolates: 'An OpenAI Agents SDK run for an antiquarian map sale gets the same lock_timeout twice when capturing the payment, succeeds on the third identical call, then marks the map sold.',
      stagnation: false,
      goal: 'Capture the buyer\'s payment for a 1611 John Speed county map and mark the item sold.',
      root: agent('Shop Assistant', { input: 'Capture the payment and mark the Speed map sold.' }, { final_output: 'Payment of £2,850 captured…' }, kids, { span_data: { type: 'agent', name: 'Shop Assistant' }, trace_id: 'trace_' + N.hex(32) }),
    };
  },

  // 05 bird ringing scheme submission — LangSmith (LangChain AgentExecutor)
  (N) => {
    const say = 'The ringing scheme gateway timed out; retrying the same submission.';
    const kids = [];
    const sub = { permit: 'C-4471', session: '2025-08-23 Portland Bill', records: 37, species: { 'Sylvia borin': 12, 'Phylloscopus trochilus': 19, 'Acrocephalus schoenobaenus': 6 } };
    kids.push(llm('ChatOpenAI', { messages: [[{ type: 'human', content: 'Submit this morning\'s Portland ringing session (37 birds) to the scheme database.' }]] }, { generations: [[{ text: 'Submitting the 37 records.', message: { tool_calls: [{ name: 'submit_ringing_records', args: sub }] } }]] }, { ls_model_name: 'gpt-4o-mini' }));
    for (let i = 0; i < 3; i++) {
      kids.push(tool('submit_ringing_records', sub, `<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>\n<!-- ${N.host('dembase-lb')} ${N.clf(N.tick())} -->`, { run_id: N.uuid() }, 'ToolException: 504 Gateway Time-out'));
      kids.push(llm('ChatOpenAI', { messages: [['…']] }, { generations: [[{ text: say, message: { tool_calls: [{ name: 'submit_ringing_records', args: sub }] } }]] }, { ls_model_name: 'gpt-4o-mini', run_id: N.uuid() }));
    }
    kids.push(tool('submit_ringing_records', sub, { accepted: 37, rejected: 0, batch: 'DB-' + N.int(100000, 999999), new_ring_series: ['X12840-X12876'] }, { run_id: N.uuid() }));
    kids.push(llm('ChatOpenAI', { messages: [['…']] }, { generations: [[{ text: 'Submitted on the fourth attempt: 37 records accepted, 0 rejected (12 Garden Warbler, 19 Willow Warbler, 6 Sedge Warbler), rings X12840-X12876 now registered to permit C-4471.' }]] }, { ls_model_name: 'gpt-4o-mini' }));
    return {
      isolates: 'A LangChain agent submitting bird-ringing records hits the same nginx 504 three times, repeating the same retry sentence verbatim each time, then the fourth identical call is accepted and the run finishes.',
      stagnation: true,
      goal: 'Submit the morning\'s 37 bird-ringing records from Portland Bill to the national ringing scheme database.',
      root: agent('AgentExecutor', { input: 'Submit this morning\'s Portland ringing session.' }, { output: 'Submitted on the fourth attempt…' }, kids, { ls_run_depth: 0, tags: ['ringing'], session_name: 'ringing-prod' }),
    };
  },

  // 06 geothermal greenhouse controller — Mastra
  (N) => {
    const kids = [];
    const args = { zone: 'banana-house-2', setpoint_c: 24.5, valve: 'GV-3' };
    kids.push(llm('llm: gpt-4o-mini', { messages: [{ role: 'user', content: 'Cold snap tonight (−14 °C). Raise the banana house 2 setpoint to 24.5 °C on the geothermal loop.' }] }, { text: 'Setting the zone setpoint on the controller.', toolCalls: [{ toolName: 'setZoneSetpoint', args }] }, { componentName: 'greenhouseAgent' }));
    kids.push(tool('tool: setZoneSetpoint', args, { ok: false, error: 'DEVICE_BUSY', detail: `Modbus slave 7 busy (exception code 0x06), txn ${N.int(1000, 9999)}`, at: N.hms(N.tick()) }, { componentName: 'setZoneSetpoint' }, 'DEVICE_BUSY'));
    kids.push(llm('llm: gpt-4o-mini', { messages: ['…'] }, { text: 'The controller is mid-cycle on the heat-exchanger flush; retrying in a few seconds.', toolCalls: [{ toolName: 'setZoneSetpoint', args }] }, { componentName: 'greenhouseAgent' }));
    N.tick(8000);
    kids.push(tool('tool: setZoneSetpoint', args, { ok: true, applied: { zone: 'banana-house-2', setpoint_c: 24.5, valve_GV3_open_pct: 62 }, at: N.hms(N.tick()), txn: N.int(1000, 9999) }, { componentName: 'setZoneSetpoint' }));
    kids.push(llm('llm: gpt-4o-mini', { messages: ['…'] }, { text: 'Done: banana house 2 setpoint is 24.5 °C and valve GV-3 opened to 62 % on the second try (the first attempt hit a busy Modbus slave during the flush cycle).' }, { componentName: 'greenhouseAgent' }));
    return {
      isolates: 'A Mastra agent\'s greenhouse setpoint write fails once with a DEVICE_BUSY Modbus exception, the identical retry applies the setpoint, and the agent confirms it.',
      stagnation: false,
      goal: 'Raise the geothermal greenhouse banana-house setpoint to 24.5 °C ahead of a cold snap.',
      root: agent('agent.generate', { agentName: 'greenhouseAgent' }, { text: 'Done: banana house 2 setpoint is 24.5 °C…' }, kids, { runId: N.uuid(), 'mastra.version': '0.10.5' }),
    };
  },
];
