import { agent, llm, tool, chain, span, sys, usr, asst, tc, tmsg, httpResp } from './lib.mjs';

export default [
{ n: 1, domain: 'aurora tours', style: 'plain message-level (OpenAI chat)',
  isolates: 'The agent calls the tour-capacity API five times with the same arguments; answers differ only in request id, Date header and edge host, and it never books.',
  goal: 'Book four seats on tonight\'s aurora chase minibus from Tromsø if the Kp forecast is 3 or higher.',
  build(r) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      const id = r.callId();
      kids.push(llm('chat.completions', { model: 'gpt-4o', messages: [usr('Book 4 seats on tonight\'s aurora chase if Kp >= 3.')] }, { choices: [{ message: asst(null, [tc(id, 'get_tour_status', { tour: 'AUR-TOS-EVE', date: '2025-02-14' })]), finish_reason: 'tool_calls' }] }));
      kids.push(tool('get_tour_status', { tour: 'AUR-TOS-EVE', date: '2025-02-14' }, httpResp(200, 'OK', { Date: r.http(), 'X-Request-Id': r.uuid(), 'X-Served-By': r.host('edge'), 'Cache-Control': 'no-store' }, { tour: 'AUR-TOS-EVE', seats_left: 6, kp_forecast: 4, status: 'scheduled' })));
    }
    return agent('aurora-booking-bot', { user: 'Book 4 seats tonight' }, { status: 'cut_off' }, kids);
  } },

{ n: 2, domain: 'camel dairy', style: 'Google ADK',
  isolates: 'The ADK agent re-reads the milk cooling tank status with an attempt counter; the five responses differ only in reading time, trace id and sensor gateway host.',
  goal: 'Decide whether tank B milk can be shipped to the creamery, which requires temperature below 4 °C for the last hour.',
  build(r) {
    const kids = [];
    for (let i = 1; i <= 5; i++) {
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: 'Can tank B ship?' }] }] }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { parts: [{ function_call: { name: 'get_tank_status', args: { tank: 'B', attempt: i } } }] } }) }));
      kids.push(tool('execute_tool get_tank_status', { tank: 'B', attempt: i }, { tank: 'B', temp_c_last_hour_max: 3.6, volume_l: 1840, agitator: 'on', read_at: r.isoOff(r.int(20000, 40000), 4), trace: r.traceparent(), gateway: r.host('lora-gw') }, { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ tank: 'B', attempt: i }) }));
    }
    return agent('invoke_agent dairy_agent', { user: 'Can tank B ship?' }, null, kids, { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid() });
  } },

{ n: 3, domain: 'rickshaw tours', style: 'W&B Weave calls',
  isolates: 'A Weave-traced agent polls the same driver roster endpoint four times; the JSON differs only by etag, generated_at epoch and cache node.',
  goal: 'Assign a driver to the 10:00 old-town rickshaw tour and notify the guest.',
  build(r) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: [usr('Assign a driver to the 10:00 old-town tour.')] }, { choices: [{ message: { tool_calls: [{ function: { name: 'roster', arguments: '{"slot":"10:00","zone":"old-town"}' } }] } }] }, { weave_call_id: r.ulid() }));
      kids.push(tool('roster', { slot: '10:00', zone: 'old-town' }, { drivers_free: ['Ravi', 'Lotte'], slot: '10:00', etag: r.etag(), generated_at: r.epoch(r.int(3000, 9000)), served_from: r.pick(['cache-ams-2', 'cache-ams-5', 'cache-fra-1']) }, { weave_call_id: r.ulid() }));
    }
    return agent('Agent.invoke', { inputs: { request: 'Assign driver 10:00' } }, null, kids, { weave_op: 'weave:///tours/rickshaw/op/Agent.invoke:v3' });
  } },

{ n: 4, domain: 'public fountain maintenance', style: 'MLflow Tracing',
  isolates: 'MLflow-traced agent calls the SCADA pump status tool repeatedly with a changing client timestamp; answers differ only in poll sequence number, PLC scan time and log path.',
  goal: 'Confirm the main fountain pump restarted after the filter clean, then close work order WO-7781.',
  build(r) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      const ts = r.iso(r.int(15000, 30000));
      kids.push(llm('ChatOpenAI', { messages: [usr('Confirm pump restart then close WO-7781.')] }, { tool_calls: [{ name: 'pump_status', args: { site: 'Fontaine Place Royale', client_ts: ts } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
      kids.push(tool('pump_status', { site: 'Fontaine Place Royale', client_ts: ts }, `PUMP P1 state=RUNNING flow=42.0 m3/h pressure=2.1 bar\npoll_seq=${r.int(10000, 99999)} plc_scan=${r.ms(8, 30)}ms\nlog=/var/log/scada/${r.hex(8)}.log`, { 'mlflow.spanType': 'TOOL' }));
    }
    return agent('fountain_agent', { request: 'Confirm pump restart, close WO-7781' }, null, kids, { 'mlflow.traceRequestId': 'tr-' + r.hex(32) });
  } },

{ n: 5, domain: 'sled hockey league', style: 'Inspect AI eval log',
  isolates: 'In an Inspect sample the model calls the standings tool five times with identical arguments; results differ only in a generated timestamp and cache key, and no answer is submitted.',
  goal: 'Report which sled hockey team holds the last playoff spot after Sunday\'s games.',
  build(r) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('model', { event: 'model', input: [{ role: 'user', content: 'Which team holds the last playoff spot?' }] }, { event: 'model', output: { choices: [{ message: { role: 'assistant', content: '', tool_calls: [{ id: r.callId(''), function: 'standings', arguments: { division: 'Northern' } }] } }] } }));
      kids.push(tool('standings', { event: 'tool', function: 'standings', arguments: { division: 'Northern' } }, { event: 'tool', result: `Northern Division (generated ${r.syslog(r.int(5000, 20000))}, key ${r.sha(16)})\n1. Ice Otters 22 pts\n2. Polar Push 19 pts\n3. Blade Runners 15 pts\n4. Frost Giants 15 pts  (tiebreak: GD)` }));
    }
    return agent('sample', { task: 'sled_hockey_standings', epoch: 1, sample_id: 7 }, { event: 'sample_limit', type: 'message', limit: 12 }, kids, { inspect_version: '0.3.72' });
  } },

{ n: 6, domain: 'navigation buoy maintenance', style: 'Bedrock Agents trace',
  isolates: 'A Bedrock agent invokes the buoy telemetry action group four times with the same parameters; each response differs only in AWS request id, received-at time and retry count.',
  goal: 'Decide whether buoy N-14 needs a battery swap on this week\'s maintenance run.',
  build(r) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('orchestrationTrace.modelInvocationOutput', { text: 'Human: Does buoy N-14 need a battery swap this week?' }, { rationale: null, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'buoy-telemetry', function: 'get_battery', parameters: [{ name: 'buoy', type: 'string', value: 'N-14' }] } } }));
      kids.push(tool('actionGroupInvocation', { function: 'get_battery', buoy: 'N-14' }, { responseBody: { TEXT: { body: JSON.stringify({ buoy: 'N-14', voltage: 12.31, soc_pct: 58, lantern: 'OK', received_at: r.isoNoMs(r.int(40000, 90000)), aws_request_id: r.uuid(), retries: r.int(0, 2) }) } } }));
    }
    return agent('InvokeAgent', { agentId: 'BUOYMNT01', sessionId: r.hex(16) }, { completion: null, stopReason: 'timeout' }, kids, { agentAliasId: 'TSTALIASID' });
  } },
];
