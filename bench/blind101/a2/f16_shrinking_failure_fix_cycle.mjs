import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'shrinking_failure_fix_cycle';
export const loop = false;

// 01: PLC conveyor interlock test suite, 6 -> 4 -> 1 -> 0 failures; Claude-Code-like
function r01(c) {
  const goal = 'Make the conveyor interlock test suite in plc-packline pass after the new e-stop zone was added.';
  const kids = [];
  const turn = (text, uses) => { const m = blocks(c, text, uses.map((u) => [u[0], u[1]])); kids.push(llm('claude', { model: 'claude-sonnet-4-20250514' }, m, { usage: { input_tokens: c.int(5000, 30000), output_tokens: c.int(80, 500) } })); c.tick(); uses.forEach(([n, a, out, err]) => { kids.push(tool(n, a, out, { error: err })); c.tick(300, 4000); }); };
  const run = (failed, names) => `plcsim-test v2.3.0  target=S7-1500 sim  seed=${c.int(1000, 9999)}\n` + names.map((n) => `FAIL ${n}`).join('\n') + `\n\n${14 - failed} passed, ${failed} failed in ${c.secs(4, 12)}  (report: /tmp/plcsim-${c.hex(6)}/junit.xml)`;
  turn('Look at the safety block and the new IO list.', [['Read', { file_path: 'src/Safety.scl' }, 'FUNCTION_BLOCK "Safety"\n...\n#EStop := %I4.0 OR %I4.1 OR %I4.2;\n#ResetOK := #Z1Ok AND #Z2Ok AND #Z3Ok;\n...'], ['Read', { file_path: 'docs/io_list_rev7.csv' }, 'tag,address,zone\nESTOP_Z4,%I4.3,4\nGUARD_Z4,%I4.7,4\nC3_K,%Q2.2,3']]);
  turn('Run the suite first.', [['Bash', { command: 'make test' }, run(6, ['estop_zone3_stops_C1', 'estop_zone3_stops_C2', 'estop_zone3_stops_C3', 'reset_requires_all_zones', 'guard_door_zone3', 'restart_delay_zone3']), 'exit 2']]);
  turn('Six failures, all zone 3. The new zone input %I4.3 is not in the e-stop chain. Adding it to the STO OR block.', [['Edit', { file_path: 'src/Safety.scl', old_string: '#EStop := %I4.0 OR %I4.1 OR %I4.2;', new_string: '#EStop := %I4.0 OR %I4.1 OR %I4.2 OR %I4.3;' }, 'updated'], ['Bash', { command: 'make test' }, run(4, ['estop_zone3_stops_C3', 'reset_requires_all_zones', 'guard_door_zone3', 'restart_delay_zone3']), 'exit 2']]);
  turn('Down to 4. C3 is fed by a separate contactor output; the reset logic and guard door still ignore zone 3. Extending the reset AND and mapping the zone-3 guard switch.', [['Edit', { file_path: 'src/Safety.scl', old_string: '#ResetOK := #Z1Ok AND #Z2Ok AND #Z3Ok;', new_string: '#ResetOK := #Z1Ok AND #Z2Ok AND #Z3Ok AND #Z4Ok;' }, 'updated'], ['Edit', { file_path: 'src/IO_Map.scl', old_string: '// TODO zone3 guard', new_string: '#Guard3 := %I4.7;' }, 'updated'], ['Bash', { command: 'make test' }, run(1, ['restart_delay_zone3']), 'exit 2']]);
  turn('One left: restart delay. The new zone needs its own TON timer instance; sharing Z2\'s timer resets early.', [['Edit', { file_path: 'src/Safety.scl', old_string: '#T_Restart2(IN := #Z2Ok OR #Z3Ok', new_string: '#T_Restart3(IN := #Z3Ok' }, 'updated'], ['Bash', { command: 'make test' }, run(0, []), null]]);
  turn('All 14 pass. The zone-3 e-stop now drops C1-C3, resets require every zone, the guard door is mapped to %I4.7 and zone 3 has its own restart timer.', []);
  return { isolates: 'Each different fix lowers the failing tests (6, 4, 1, 0) and the suite finally passes.', stagnation: false, goal, root: agent('claude-code', { prompt: goal }, { result: 'success' }, kids, { session_id: c.uuid() }) };
}

// 02: ESPHome firmware for a greenhouse node, compile errors 5 -> 2 -> 0, then OTA; OpenHands actions
function r02(c) {
  const goal = 'Add the new SCD41 CO2 sensor to the greenhouse ESPHome node and flash it over the air.';
  const kids = [];
  const act = (thought, kind, args, obs, err) => { kids.push(llm('litellm.completion', { model: 'gpt-4o' }, { content: thought, tool_calls: [{ id: c.callId(), function: { name: kind, arguments: JSON.stringify(args) } }] }, {})); c.tick(); kids.push(span('action', kind === 'execute_bash' ? 'CmdRunAction' : 'FileEditAction', args, obs, [], { error: err })); c.tick(2000, 40000); };
  act('Add the sensor block.', 'str_replace_editor', { command: 'str_replace', path: 'greenhouse.yaml', old_str: 'sensor:\n', new_str: 'sensor:\n  - platform: scd4x\n    co2:\n      name: CO2\n    temperature: Temp SCD\n    humidity: Hum SCD\n    update_interval: 30s\n' }, 'edited');
  act('Validate.', 'execute_bash', { command: 'esphome config greenhouse.yaml' }, `INFO ESPHome 2025.2.1\nINFO Reading configuration greenhouse.yaml...\nFailed config\n\nsensor.scd4x: [source greenhouse.yaml:41]\n  Component scd4x requires component i2c.\n  temperature: expected a dictionary.\n  humidity: expected a dictionary.\n  measurement_mode: (default) ok\nsensor.dht: [source greenhouse.yaml:30]\n  pin GPIO21 is used by i2c sda (conflict).\n  ID 'temp' redefined.\n5 errors`, 'exit 1');
  act('Add an i2c bus on GPIO21/22, make temperature/humidity dictionaries, and move the DHT to GPIO4.', 'str_replace_editor', { command: 'edit_many', path: 'greenhouse.yaml', edits: 3 }, 'edited');
  act('Validate again.', 'execute_bash', { command: 'esphome config greenhouse.yaml' }, `INFO Reading configuration greenhouse.yaml...\nFailed config\n\nsensor.dht:\n  ID 'temp' redefined.\nsensor.scd4x:\n  ambient_pressure_compensation_source: id 'baro' not found\n2 errors`, 'exit 1');
  act('Rename the DHT id to temp_dht and point the pressure compensation at the BME280 id "bme_press".', 'str_replace_editor', { command: 'edit_many', path: 'greenhouse.yaml', edits: 2 }, 'edited');
  act('Validate.', 'execute_bash', { command: 'esphome config greenhouse.yaml' }, 'INFO Reading configuration greenhouse.yaml...\nINFO Configuration is valid!', null);
  act('Compile and upload over the air.', 'execute_bash', { command: 'esphome run greenhouse.yaml --device greenhouse-node.local --no-logs' }, `INFO Compiling app...\nRAM:   [=         ]  11.2% (used 36812 bytes from 327680 bytes)\nFlash: [======    ]  58.4% (used 1072505 bytes from 1835008 bytes)\n========================= [SUCCESS] Took ${c.int(60, 140)}.${c.int(10, 99)} seconds =========================\nINFO Connecting to 192.168.40.${c.int(20, 90)}\nINFO Uploading .pioenvs/greenhouse/firmware.bin (1072512 bytes)\nUploading: [============================================================] 100% Done...\nINFO OTA successful\nINFO Successfully uploaded program.`, null);
  act('Confirm the new sensor reports.', 'execute_bash', { command: 'curl -s http://greenhouse-node.local/sensor/co2' }, JSON.stringify({ id: 'sensor-co2', state: `${c.int(520, 900)} ppm`, value: c.int(520, 900) }), null);
  kids.push(llm('litellm.completion', { model: 'gpt-4o' }, { content: 'The SCD41 is on a new i2c bus (GPIO21/22), the DHT moved to GPIO4, config valid, OTA flashed, CO2 now reporting.' }, {}));
  return { isolates: 'ESPHome validation errors fall from 5 to 2 to 0 after different edits, then the node is flashed and the new sensor reports.', stagnation: false, goal, root: agent('CodeActAgent', { task: goal }, { state: 'finished' }, kids, { framework: 'OpenHands' }) };
}

// 03: BACnet commissioning checklist, mismatching points 9 -> 4 -> 1 -> 0; custom tracer with sub-steps
function r03(c) {
  const goal = 'Commission the new VAV controllers on level 2: the point checklist must show every point matching the design schedule.';
  const kids = [];
  const think = (t) => { kids.push(llm('vertexai.generate_content', { contents: goal }, { text: t }, { model: 'gemini-2.0-flash' })); c.tick(); };
  const call = (n, a, out, err) => { kids.push(tool(n, a, out, { error: err })); c.tick(500, 3000); };
  const check = (bad) => ({ run: c.uuid(), checked: 48, mismatches: bad, ms: c.int(2000, 9000), bbmd: '10.2.0.1:47808' });
  think('Run the checklist against the design schedule.');
  call('commissioning_check', { floor: 2, schedule: 'VAV-L2-rev4.xlsx' }, check([...['VAV-2-01', 'VAV-2-02', 'VAV-2-03', 'VAV-2-04', 'VAV-2-05', 'VAV-2-06'].map((v) => ({ point: `${v}/ZN-T`, expected_units: 'degC', got: 'degF' })), { point: 'VAV-2-03/DMPR-POS', expected: '0-100 %', got: '0-10 V raw' }, { point: 'VAV-2-05/FLOW', expected: 'L/s', got: 'cfm' }, { point: 'VAV-2-06/FLOW', expected: 'L/s', got: 'cfm' }]), '9 mismatches');
  think('Six zone temps are in °F: the controllers shipped with the US template. Push the metric template units to all six.');
  call('bacnet_write_multiple', { devices: [2001, 2002, 2003, 2004, 2005, 2006], object: 'analog-input,1', property: 'units', value: 62 }, { results: Array.from({ length: 6 }, (_, i) => ({ device: 2001 + i, status: 'ok' })) });
  call('commissioning_check', { floor: 2, schedule: 'VAV-L2-rev4.xlsx' }, check([{ point: 'VAV-2-03/DMPR-POS', got: '0-10 V raw' }, { point: 'VAV-2-05/FLOW', got: 'cfm' }, { point: 'VAV-2-06/FLOW', got: 'cfm' }, { point: 'VAV-2-04/ZN-T', got: 'degC but offset +2.1 K vs reference' }]), '4 mismatches');
  think('Units fixed; new finding: VAV-2-04 reads 2.1 K high against the reference probe. Fix the flow units on 05/06, scale the damper on 03, and apply a -2.1 K offset on 04.');
  call('bacnet_write_multiple', { devices: [2005, 2006], object: 'analog-input,3', property: 'units', value: 87 }, { results: [{ device: 2005, status: 'ok' }, { device: 2006, status: 'ok' }] });
  call('bacnet_write', { device: 2003, object: 'analog-input,2', property: 'scale', value: { float_scale: 10.0 } }, { status: 'ok' });
  call('bacnet_write', { device: 2004, object: 'analog-input,1', property: 'cov-increment/offset', value: -2.1 }, { status: 'ok' });
  call('commissioning_check', { floor: 2, schedule: 'VAV-L2-rev4.xlsx' }, check([{ point: 'VAV-2-03/DMPR-POS', got: '0-100 % but reversed (open reads 0)' }]), '1 mismatch');
  think('Only the damper on 2003 is left and it is reversed: set the action to reverse.');
  call('bacnet_write', { device: 2003, object: 'analog-input,2', property: 'polarity', value: 'reverse' }, { status: 'ok' });
  call('commissioning_check', { floor: 2, schedule: 'VAV-L2-rev4.xlsx' }, check([]));
  think('Checklist clean: 48 of 48 points match rev4. Fixes: metric units on six zone temps, L/s on two flow points, damper scaling and polarity on 2003, -2.1 K offset on 2004.');
  return { isolates: 'A commissioning checklist goes from 9 to 4 to 1 to 0 mismatches, each round fixing different points and revealing a new one, then the floor is signed off.', stagnation: false, goal, root: agent('commissioning-agent', { goal }, { mismatches: 0 }, kids, { tracer: 'custom-json', project: 'Tower-B L2' }) };
}
export default [r01, r02, r03];
