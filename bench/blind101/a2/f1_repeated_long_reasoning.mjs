import { agent, llm, tool, chain, asst, blocks, usage, haState, dataValue } from './lib.mjs';
export const family = 'repeated_long_reasoning';
export const loop = true;

// 01: Home Assistant heat-pump agent, OpenAI Agents SDK style (response + function spans as siblings)
function r01(c) {
  const kids = [];
  const sys = 'You are HomeOps, an assistant that operates a Home Assistant instance through tools. Be precise, act only when sure.';
  const user = 'The living room never gets above 19.5 °C although the heat pump is set to 21. Find out why and fix it if you can.';
  const msgs = [{ role: 'system', content: sys }, { role: 'user', content: user }];
  const step = (content, calls) => { const o = asst(c, content, calls); kids.push(llm('response', { model: 'gpt-4o-2024-08-06', input: msgs.slice() }, o, { response_id: 'resp_' + c.hex(24), usage: usage(c) })); msgs.push(o); c.tick(); return o; };
  const fn = (name, args, out) => { kids.push(tool(name, args, out, { metadata: { kind: 'function', mcp_server: 'homeassistant' } })); msgs.push({ role: 'tool', content: JSON.stringify(out) }); c.tick(150, 900); };
  step(null, [['get_state', { entity_id: 'climate.living_room_heat_pump' }]]);
  fn('get_state', { entity_id: 'climate.living_room_heat_pump' }, haState(c, 'climate.living_room_heat_pump', 'heat', { hvac_modes: ['off', 'heat', 'cool', 'auto'], current_temperature: 19.4, temperature: 21, hvac_action: 'heating', fan_mode: 'auto', friendly_name: 'Living room heat pump' }, 7200000));
  step(null, [['get_state', { entity_id: 'sensor.living_room_temperature' }]]);
  fn('get_state', { entity_id: 'sensor.living_room_temperature' }, haState(c, 'sensor.living_room_temperature', '19.5', { unit_of_measurement: '°C', device_class: 'temperature', state_class: 'measurement', friendly_name: 'Living room temperature' }));
  step(null, [['get_history', { entity_id: 'sensor.heat_pump_outlet_temp', start_time: c.isoS(c.now() - 6 * 3600000) }]]);
  const hist = []; let t = c.now() - 6 * 3600000; for (let i = 0; i < 6; i++) { hist.push({ s: String(c.jit(33.8, 1, 4)), lu: c.epoch(t) + c.int(0, 40) }); t += 3600000; }
  fn('get_history', { entity_id: 'sensor.heat_pump_outlet_temp', start_time: c.isoS(c.now() - 6 * 3600000) }, { 'sensor.heat_pump_outlet_temp': hist });
  step(null, [['get_state', { entity_id: 'sensor.outdoor_temperature' }]]);
  fn('get_state', { entity_id: 'sensor.outdoor_temperature' }, haState(c, 'sensor.outdoor_temperature', '-6.2', { unit_of_measurement: '°C', friendly_name: 'Outdoor temperature' }));
  step(null, [['get_state', { entity_id: 'number.heat_pump_heating_curve_slope' }]]);
  fn('get_state', { entity_id: 'number.heat_pump_heating_curve_slope' }, haState(c, 'number.heat_pump_heating_curve_slope', '0.6', { min: 0.2, max: 2.0, step: 0.1, mode: 'box', friendly_name: 'Heating curve slope' }, 86400000 * 40));
  const long = 'The outlet temperature has stayed around 34 °C for six hours while it is -6.2 °C outside, and the heating curve slope is only 0.6, which is typical for underfloor heating but too flat for radiators at this outdoor temperature. The heat pump is in heat mode and reports hvac_action heating, so it is not idle; it simply cannot deliver enough flow temperature. The most likely cause is the heating curve, so the next step is to look at the slope and raise it before touching the setpoint.';
  step(long, [['get_state', { entity_id: 'number.heat_pump_heating_curve_slope' }]]);
  fn('get_state', { entity_id: 'number.heat_pump_heating_curve_slope' }, haState(c, 'number.heat_pump_heating_curve_slope', '0.6', { min: 0.2, max: 2.0, step: 0.1, mode: 'box', friendly_name: 'Heating curve slope' }, 86400000 * 40));
  const again = 'The outlet temperature has stayed around 34 °C for six hours while it is -6.2 °C outside, and the heating curve slope is only 0.6, which is typical for underfloor heating but too flat for radiators at this outdoor temperature. The heat pump is in heat mode and reports hvac_action heating, so it is not idle; it simply cannot deliver enough flow temperature. The most likely cause is the heating curve, so the next step is to look at the slope and raise it before changing the setpoint.';
  step(again, [['get_state', { entity_id: 'number.heat_pump_heating_curve_slope' }]]);
  kids.push(tool('get_state', { entity_id: 'number.heat_pump_heating_curve_slope' }, null, { error: 'MaxTurnsExceeded: run exceeded max_turns=8' , metadata: { kind: 'function', mcp_server: 'homeassistant' } }));
  const root = agent('HomeOps', { input: user }, null, kids, { sdk: 'openai-agents 0.2.x', max_turns: 8, trace_id: 'trace_' + c.hex(32) });
  root.error = 'MaxTurnsExceeded';
  return { isolates: 'A long diagnosis of the heating curve is restated almost word for word after a re-read that returns the same slope, and the run is cut off without raising it.', stagnation: true, goal: user, root };
}

// 02: OPC UA packaging line, LangChain ReAct recorded as chain/llm/tool runs
function r02(c) {
  const ep = 'opc.tcp://plc-line3.plant.local:4840';
  const goal = 'Line 3 cartoner keeps stopping with "infeed starved". Use the OPC UA tools to find the cause and propose a setpoint change.';
  const kids = []; let scratch = '';
  const react = (thought, action, args) => {
    const text = `Thought: ${thought}\nAction: ${action}\nAction Input: ${JSON.stringify(args)}`;
    const l = llm('ChatOpenAI', { prompts: [`Answer the following question using the tools opcua_read, opcua_browse, opcua_write.\nQuestion: ${goal}\n${scratch}`] }, { generations: [[{ text, generation_info: { finish_reason: 'stop' } }]], llm_output: { token_usage: usage(c), model_name: 'gpt-4-turbo' } }, { ls_provider: 'openai', ls_temperature: 0 });
    return { l, text };
  };
  const reads = [
    ['Start with the cartoner state machine to see what the stop reason code means.', 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Cartoner"."State"."StopReason"' }, dataValue(c, 14, 'Int16')],
    ['Stop reason 14 is infeed starved. Check the infeed conveyor speed.', 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Infeed"."Conveyor"."SpeedAct"' }, dataValue(c, 0.42, 'Float')],
    ['Speed 0.42 m/s. Compare with the setpoint.', 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Infeed"."Conveyor"."SpeedSet"' }, dataValue(c, 0.45, 'Float')],
    ['Check the cartoner machine speed in cartons per minute.', 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Cartoner"."Speed"."CPM"' }, dataValue(c, 120, 'Int32')],
    ['Check the product pitch on the infeed.', 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Infeed"."Pitch_mm"' }, dataValue(c, 230, 'Int32')],
  ];
  for (const [th, a, args, out] of reads) {
    const { l, text } = react(th, a, args); c.tick();
    const t = tool(a, JSON.stringify(args), JSON.stringify(out), { metadata: { client: 'asyncua 1.1', session: 'ns=1;i=' + c.int(100000, 999999) } }); c.tick(80, 400);
    kids.push(chain('RunnableSequence', { intermediate_steps: kids.length / 2 }, { text }, [l]), t);
    scratch += text + `\nObservation: ${JSON.stringify(out)}\n`;
  }
  const long = 'At 120 cartons per minute with a 230 mm pitch the infeed must deliver 27.6 m per minute, which is 0.46 m/s, but the conveyor setpoint is 0.45 m/s and the actual speed is 0.42 m/s, so the infeed is about nine percent too slow and the accumulation gap empties until the starved sensor trips. The fix is to raise the infeed setpoint to roughly 0.50 m/s so there is margin. Before writing I should confirm the setpoint node once more.';
  const { l: l1, text: t1 } = react(long, 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Infeed"."Conveyor"."SpeedSet"' });
  kids.push(chain('RunnableSequence', {}, { text: t1 }, [l1])); c.tick();
  const same = dataValue(c, 0.45, 'Float');
  kids.push(tool('opcua_read', JSON.stringify({ endpoint: ep, nodeId: 'ns=3;s="Infeed"."Conveyor"."SpeedSet"' }), JSON.stringify(same))); c.tick();
  scratch += t1 + `\nObservation: ${JSON.stringify(same)}\n`;
  const long2 = 'At 120 cartons per minute and a 230 mm pitch the infeed must deliver 27.6 m per minute, that is 0.46 m/s, but the conveyor setpoint is 0.45 m/s and the actual speed is 0.42 m/s, so the infeed is about nine percent too slow and the accumulation gap empties until the starved sensor trips. The fix is to raise the infeed setpoint to about 0.50 m/s so there is margin. Before writing I should confirm the setpoint node once more.';
  const { l: l2, text: t2 } = react(long2, 'opcua_read', { endpoint: ep, nodeId: 'ns=3;s="Infeed"."Conveyor"."SpeedSet"' });
  kids.push(chain('RunnableSequence', {}, { text: t2 }, [l2]));
  const root = agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { run_type: 'chain', max_iterations: 7, tags: ['line3', 'opcua'] });
  return { isolates: 'A long throughput calculation ending in "confirm the setpoint once more" is repeated nearly verbatim after the confirming read returns the same 0.45, and the executor hits its iteration limit.', stagnation: true, goal, root };
}

// 03: OCPP charge point, Anthropic messages with extended thinking, tool spans nested under each llm span
function r03(c) {
  const goal = 'Charger CP-0117 at the depot reports Faulted on connector 2 every night around 02:00. Diagnose it from the OCPP log and the site meter.';
  const kids = []; const hist = [{ role: 'user', content: goal }];
  const turn = (thinking, text, uses, results) => {
    const msg = blocks(c, text, uses);
    msg.content.unshift({ type: 'thinking', thinking, signature: c.hex(48) });
    const inner = uses.map(([n, inp], i) => { c.tick(100, 700); return tool(n, inp, results[i].out, { error: results[i].err }); });
    kids.push(llm('anthropic.messages.create', { model: 'claude-3-7-sonnet-20250219', max_tokens: 4096, thinking: { type: 'enabled', budget_tokens: 2048 }, messages: hist.slice() }, msg, { usage: { input_tokens: c.int(1500, 9000), output_tokens: c.int(80, 700) } }, inner));
    hist.push(msg, { role: 'user', content: results.map((r) => ({ type: 'tool_result', content: JSON.stringify(r.out ?? r.err) })) }); c.tick();
  };
  const tx = c.int(41000, 49000);
  const ocpp = [];
  for (let i = 0; i < 4; i++) ocpp.push([2, c.uuid(), 'StatusNotification', { connectorId: 2, errorCode: i % 2 ? 'NoError' : 'GroundFailure', status: i % 2 ? 'Available' : 'Faulted', timestamp: c.isoS(c.now() - (4 - i) * 86400000 + 2 * 3600000 + c.int(0, 900000)), vendorErrorCode: i % 2 ? '' : 'RCD_TRIP_6mA_DC' }]);
  turn('Start from the OCPP messages for connector 2 over the last nights.', 'Pulling the OCPP log first.', [['ocpp_log_query', { chargeBoxId: 'CP-0117', connectorId: 2, action: 'StatusNotification', since: '-4d' }]], [{ out: { messages: ocpp, count: 4 } }]);
  turn('GroundFailure with vendor code RCD_TRIP_6mA_DC means the 6 mA DC residual current monitor trips. Which session was running then?', '', [['ocpp_transactions', { chargeBoxId: 'CP-0117', connectorId: 2, from: c.isoS(c.now() - 86400000) }]], [{ out: { transactions: [{ transactionId: tx, idTag: 'BUS-2231', meterStart: 182344, meterStop: 201987, stopReason: 'EVDisconnected', timestamp: c.isoS(c.now() - 80000000) }] } }]);
  turn('Bus 2231 was charging. Check whether other buses on other connectors trip too.', '', [['ocpp_log_query', { chargeBoxId: 'CP-0117', connectorId: 1, action: 'StatusNotification', since: '-4d' }]], [{ out: { messages: [], count: 0 } }]);
  turn('Connector 1 is clean. Look at the site meter around 02:00 for voltage dips.', '', [['meter_interval_read', { meter: 'MTR-DEPOT-MAIN', from: '01:45', to: '02:15', channel: 'V_L1' }]], [{ out: { unit: 'V', interval_s: 300, values: [231.2, 230.8, 231.0, 230.6, 230.9, 231.1].map((v) => c.jit(v, 1, 1)), read_at: c.epochMs() } }]);
  turn('Check the charger configuration for the RCD test and heater settings, and the enclosure humidity.', '', [['ocpp_get_configuration', { chargeBoxId: 'CP-0117', key: ['RcdSelfTestInterval', 'EnclosureHeaterMode'] }], ['iot_shadow_get', { thingName: 'cp-0117-env', shadowName: 'enclosure' }]], [{ out: [3, c.uuid(), { configurationKey: [{ key: 'RcdSelfTestInterval', readonly: true, value: '86400' }, { key: 'EnclosureHeaterMode', readonly: false, value: 'Auto' }], unknownKey: [] }] }, { out: { state: { reported: { humidity_pct: c.int(41, 47), temp_c: c.jit(8.4, 1, 3), heater: 'off' } }, metadata: { reported: { humidity_pct: { timestamp: c.epoch() - c.int(20, 80) } } }, version: c.int(20000, 29000), timestamp: c.epoch() } }]);
  turn('Humidity is moderate and the RCD self test runs daily; check when the self test last ran.', '', [['ocpp_log_query', { chargeBoxId: 'CP-0117', action: 'DataTransfer', vendorId: 'com.evbox', since: '-2d' }]], [{ out: { messages: [[2, c.uuid(), 'DataTransfer', { vendorId: 'com.evbox', messageId: 'RcdSelfTest', data: '{"result":"pass","ts":' + (c.epochMs() - 40000000) + '}' }]], count: 1 } }]);
  const long = 'The faults are DC residual current trips on connector 2 only, always while bus 2231 is plugged in, at a time when the grid voltage is stable near 231 V. That points away from the supply and toward the vehicle side: an insulation fault in the bus onboard charger or a damaged cable on connector 2 would leak DC current above 6 mA. The next step is to check which vehicle was connected on each faulted night before deciding between the bus and the cable.';
  turn(long, '', [['ocpp_transactions', { chargeBoxId: 'CP-0117', connectorId: 2, from: c.isoS(c.now() - 86400000) }]], [{ out: { transactions: [{ transactionId: tx, idTag: 'BUS-2231', meterStart: 182344, meterStop: 201987, stopReason: 'EVDisconnected', timestamp: c.isoS(c.now() - 80000000) }] } }]);
  const long2 = 'The faults are DC residual current trips on connector 2 only, always while bus 2231 is plugged in, at a time when grid voltage is stable near 231 V. That points away from the supply and toward the vehicle side: an insulation fault in the bus onboard charger or a damaged cable on connector 2 would leak DC current above 6 mA. The next step is to check which vehicle was connected on each faulted night before deciding between the bus and the cable.';
  turn(long2, '', [], []);
  const root = agent('depot-charging-agent', { goal }, { status: 'incomplete', reason: 'context budget exhausted' }, kids, { framework: 'custom anthropic loop', site: 'DEPOT-NORTH' });
  return { isolates: 'A long reasoning step about DC residual-current trips is restated near-verbatim after the same one-day transaction query is re-run and returns the same single session, then the run ends incomplete.', stagnation: true, goal, root };
}
export default [r01, r02, r03];
