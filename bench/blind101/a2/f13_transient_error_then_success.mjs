import { agent, llm, tool, chain, asst, blocks, usage, haState } from './lib.mjs';
export const family = 'transient_error_then_success';
export const loop = false;

// 01: Modbus TCP energy-meter reads through a serial gateway; one block times out twice then answers; smolagents CodeAgent style
function r01(c) {
  const goal = 'Read the main incomer power meter (Modbus unit 3 behind gateway 10.8.0.21) and tell me the present kW, power factor and THD on each phase.';
  const kids = []; let step = 0;
  const code = (thought, src, calls) => {
    step++;
    const inner = calls.map(([args, out, err]) => { c.tick(50, 1500); return tool('modbus_read_holding', args, out, { error: err, metadata: { transport: 'pymodbus 3.6 tcp', tid: c.int(1, 65535) } }); });
    kids.push(chain(`Step ${step}`, { step_number: step }, { observations: calls.map((x) => x[2] ? 'Error: ' + x[2] : JSON.stringify(x[1]).slice(0, 80)) }, [llm('LiteLLMModel.__call__', { messages: [{ role: 'user', content: goal }] }, { content: `Thought: ${thought}\nCode:\n\`\`\`py\n${src}\n\`\`\`<end_code>` }, { model_id: 'gpt-4o', token_counts: usage(c) }), ...inner], { smolagents_step: 'ActionStep', duration: c.secs(0.5, 6) }));
    c.tick();
  };
  const regs = (n) => Array.from({ length: n }, () => c.int(0, 65535));
  code('Read the total active power block first (registers 3059-3066, float32).', 'r = modbus_read_holding(host="10.8.0.21", unit=3, address=3059, count=8)\nprint(r)', [[{ host: '10.8.0.21', unit: 3, address: 3059, count: 8 }, { registers: regs(8), decoded: { P_total_kW: c.jit(412.6, 1, 4), P_L1: 139.2, P_L2: 136.8, P_L3: 136.5 }, rtt_ms: c.int(18, 60) }]]);
  code('Now the power factor block 3083-3090.', 'r = modbus_read_holding(host="10.8.0.21", unit=3, address=3083, count=8)\nprint(r)', [[{ host: '10.8.0.21', unit: 3, address: 3083, count: 8 }, null, 'ModbusIOException: [Input/Output] No Response received from the remote slave/Unable to decode response (gateway exception 0x0B, Gateway Target Device Failed to Respond)']]);
  code('The gateway says the RS-485 device did not answer; the bus is shared with the PLC polling, so this is probably a collision. Wait 2 s and retry.', 'import time; time.sleep(2)\nr = modbus_read_holding(host="10.8.0.21", unit=3, address=3083, count=8)\nprint(r)', [[{ host: '10.8.0.21', unit: 3, address: 3083, count: 8 }, null, 'ModbusIOException: [Input/Output] No Response received from the remote slave/Unable to decode response (gateway exception 0x0B, Gateway Target Device Failed to Respond)']]);
  code('Same transient gateway error. Back off 5 s and retry once more.', 'time.sleep(5)\nr = modbus_read_holding(host="10.8.0.21", unit=3, address=3083, count=8)\nprint(r)', [[{ host: '10.8.0.21', unit: 3, address: 3083, count: 8 }, { registers: regs(8), decoded: { PF_total: 0.962, PF_L1: 0.958, PF_L2: 0.967, PF_L3: 0.961 }, rtt_ms: c.int(40, 90), retries_in_gateway: 1 }]]);
  code('Power factor arrived. Now THD current per phase at 45100.', 'r = modbus_read_holding(host="10.8.0.21", unit=3, address=45100, count=6)\nprint(r)', [[{ host: '10.8.0.21', unit: 3, address: 45100, count: 6 }, { registers: regs(6), decoded: { THD_I_L1_pct: 7.8, THD_I_L2_pct: 8.4, THD_I_L3_pct: 7.1 }, rtt_ms: c.int(18, 60) }]]);
  code('All three blocks read. Report.', 'final_answer("P=412.6 kW; PF 0.958/0.967/0.961 (total 0.962); THD-I 7.8/8.4/7.1 %")', []);
  kids.push(tool('final_answer', { answer: 'P=412.6 kW; PF 0.958/0.967/0.961 (total 0.962); THD-I 7.8/8.4/7.1 %' }, 'P=412.6 kW; PF 0.958/0.967/0.961 (total 0.962); THD-I 7.8/8.4/7.1 %'));
  return { isolates: 'One Modbus register block fails twice with the same gateway 0x0B timeout, succeeds after a longer back-off, and the meter report is completed.', stagnation: false, goal, root: agent('CodeAgent', { task: goal }, 'P=412.6 kW; PF 0.958/0.967/0.961 (total 0.962); THD-I 7.8/8.4/7.1 %', kids, { framework: 'smolagents 1.x', max_steps: 10 }) };
}

// 02: Home Assistant REST through Nabu Casa, 502 while core restarts, then evening scene applied room by room; OpenAI Agents SDK style
function r02(c) {
  const goal = 'Set the house to the evening scene: living room lights 40 % warm, blinds closed, hallway night light on, thermostat 20.5.';
  const kids = [];
  const step = (text, calls) => { kids.push(llm('response', { model: 'gpt-4o' }, asst(c, text, calls), { usage: usage(c), response_id: 'resp_' + c.hex(20) })); c.tick(); };
  const fn = (n, a, out, err) => { kids.push(tool(n, a, out, { error: err, metadata: { base_url: 'https://' + c.hex(16) + '.ui.nabu.casa' } })); c.tick(200, 900); };
  const bad = { status: 502, headers: { server: 'nginx', date: c.httpDate(), 'content-type': 'text/html', 'x-request-id': c.reqId('') }, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>' };
  step('Activating the evening scene.', [['ha_call_service', { domain: 'scene', service: 'turn_on', target: { entity_id: 'scene.evening' } }]]);
  fn('ha_call_service', { domain: 'scene', service: 'turn_on', target: { entity_id: 'scene.evening' } }, bad, 'HTTP 502 Bad Gateway');
  c.wait(10);
  step('502 from the remote proxy, probably Home Assistant restarting after the update it announced. Retrying in 10 s.', [['ha_call_service', { domain: 'scene', service: 'turn_on', target: { entity_id: 'scene.evening' } }]]);
  fn('ha_call_service', { domain: 'scene', service: 'turn_on', target: { entity_id: 'scene.evening' } }, { ...bad, headers: { ...bad.headers, date: c.httpDate(), 'x-request-id': c.reqId('') } }, 'HTTP 502 Bad Gateway');
  c.wait(30);
  step('Still restarting. Waiting 30 s before the next attempt.', [['ha_call_service', { domain: 'scene', service: 'turn_on', target: { entity_id: 'scene.evening' } }]]);
  fn('ha_call_service', { domain: 'scene', service: 'turn_on', target: { entity_id: 'scene.evening' } }, { status: 200, body: [haState(c, 'scene.evening', c.isoUs(), { entity_id: ['light.living_room', 'cover.living_room_blinds', 'light.hallway_night'], friendly_name: 'Evening' })] });
  step('Scene accepted. Verifying each device.', [['ha_get_state', { entity_id: 'light.living_room' }], ['ha_get_state', { entity_id: 'cover.living_room_blinds' }], ['ha_get_state', { entity_id: 'light.hallway_night' }]]);
  fn('ha_get_state', { entity_id: 'light.living_room' }, haState(c, 'light.living_room', 'on', { brightness: 102, color_temp_kelvin: 2700, color_mode: 'color_temp', friendly_name: 'Living room' }, 4000));
  fn('ha_get_state', { entity_id: 'cover.living_room_blinds' }, haState(c, 'cover.living_room_blinds', 'closing', { current_position: 35, friendly_name: 'Living room blinds' }, 3000));
  fn('ha_get_state', { entity_id: 'light.hallway_night' }, haState(c, 'light.hallway_night', 'on', { brightness: 13, friendly_name: 'Hallway night light' }, 3500));
  step('Lights are right, blinds still closing. The scene has no thermostat, so setting 20.5 directly.', [['ha_call_service', { domain: 'climate', service: 'set_temperature', target: { entity_id: 'climate.downstairs' }, data: { temperature: 20.5 } }]]);
  fn('ha_call_service', { domain: 'climate', service: 'set_temperature', target: { entity_id: 'climate.downstairs' }, data: { temperature: 20.5 } }, { status: 200, body: [haState(c, 'climate.downstairs', 'heat', { temperature: 20.5, current_temperature: 21.2 })] });
  c.wait(20);
  step('Thermostat accepted 20.5. Re-reading the blinds now that they had time to close.', [['ha_get_state', { entity_id: 'cover.living_room_blinds' }]]);
  fn('ha_get_state', { entity_id: 'cover.living_room_blinds' }, haState(c, 'cover.living_room_blinds', 'closed', { current_position: 0, friendly_name: 'Living room blinds' }, 2000));
  step('Evening scene is on: living room at 40 % warm white, blinds closed, hallway night light on, downstairs thermostat 20.5 °C.', []);
  return { isolates: 'A scene call gets the same 502 from the remote proxy twice while Home Assistant restarts, succeeds on the third try after longer waits, and the scene is verified and completed.', stagnation: false, goal, root: agent('HouseAgent', { input: goal }, { done: true }, kids, { sdk: 'openai-agents', workflow_name: 'scene-control' }) };
}

// 03: demand-response dispatch over AWS IoT MQTT, throttled once, then published and acked by each battery; custom JSON tracer
function r03(c) {
  const goal = 'The DSO called a demand-response event 17:00-18:00. Dispatch 60 kW discharge across the three school batteries and confirm each acknowledged.';
  const kids = []; const ev = 'DR-' + c.int(20250300, 20250399) + '-' + c.hex(4);
  const think = (t) => { kids.push(llm('bedrock.converse', { modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0', messages: [{ role: 'user', content: [{ text: goal }] }] }, { output: { message: { role: 'assistant', content: [{ text: t }] } }, stopReason: 'tool_use', usage: { inputTokens: c.int(500, 3000), outputTokens: c.int(20, 120) } }, { requestId: c.uuid() })); c.tick(); };
  const call = (n, a, out, err) => { kids.push(tool(n, a, out, { error: err })); c.tick(150, 800); };
  const pay = { event: ev, mode: 'discharge', kw_per_site: 20, start: '17:00', end: '18:00', issued: c.epochMs() };
  think('First confirm the event details with the DSO flexibility API.');
  call('flex_api_get_event', { eventId: ev }, JSON.stringify({ id: ev, status: 'ACTIVE', window: { start: '17:00', end: '18:00', tz: 'Europe/London' }, requested_kw: 60, price_gbp_mwh: 310, etag: c.etag() }));
  think('Event is active, 60 kW for one hour. Check the site baselines.');
  call('meter_latest', { meters: ['northfield', 'stanne', 'riverside'], measurand: 'kW' }, { northfield: c.jit(48.2, 1, 5), stanne: c.jit(31.9, 1, 5), riverside: c.jit(57.4, 1, 5), ts: c.epochMs() });
  think('Publish the dispatch to the fleet topic with QoS 1.');
  call('iot_data_publish', { topic: 'fleet/schools/bess/cmd', qos: 1, payload: JSON.stringify(pay) }, { error: { __type: 'ThrottlingException', message: 'Rate exceeded' }, status: 429, 'x-amzn-RequestId': c.uuid(), retryAfterSeconds: 2 }, 'ThrottlingException: Rate exceeded');
  c.wait(2);
  think('Throttled, Retry-After 2 s. Retrying the same publish.');
  call('iot_data_publish', { topic: 'fleet/schools/bess/cmd', qos: 1, payload: JSON.stringify(pay) }, { status: 200, 'x-amzn-RequestId': c.uuid(), packetId: c.int(1, 65535) });
  ['bess-northfield', 'bess-stanne', 'bess-riverside'].forEach((th, i) => {
    think(`Published. Checking the ${th} shadow for the acknowledgement.`);
    call('iot_get_thing_shadow', { thingName: th, shadowName: 'dr' }, { state: { desired: { event: ev, kw: 20 }, reported: { event: ev, ack: true, mode: 'discharge_scheduled', soc_pct: c.int(62, 91), available_kw: c.int(24, 40) } }, metadata: { reported: { ack: { timestamp: c.epoch() - c.int(1, 9) } } }, version: c.int(1000, 30000), clientToken: c.uuid(), timestamp: c.epoch() });
  });
  think(`All three batteries acknowledged ${ev}: 3 × 20 kW discharge scheduled 17:00-18:00; SoC is sufficient at every site.`);
  return { isolates: 'A fleet dispatch is throttled once with 429, published on retry after the advised 2 s, and each battery shadow then shows a distinct acknowledgement.', stagnation: false, goal, root: agent('dr-dispatcher', { goal }, { event: ev, acked: 3 }, kids, { tracer: 'custom-json', region: 'eu-west-2' }) };
}
export default [r01, r02, r03];
