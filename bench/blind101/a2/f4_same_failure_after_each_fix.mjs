import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'same_failure_after_each_fix';
export const loop = true;

// 01: PLC Structured Text PID block, simulation test fails the same way after three different tuning edits; Claude-Code-like recording
function r01(c) {
  const goal = 'The boiler PID simulation test test_boiler_pid_settles fails in the plc-boilerhouse repo. Fix the tuning so it passes.';
  const kids = []; const hist = [{ role: 'user', content: goal }];
  const turn = (text, uses, results) => {
    const m = blocks(c, text, uses);
    kids.push(llm('claude', { model: 'claude-sonnet-4-20250514', messages: hist.length }, m, { usage: { input_tokens: c.int(4000, 30000), output_tokens: c.int(60, 600), cache_read_input_tokens: c.int(0, 20000) } })); c.tick();
    uses.forEach(([n, a], i) => { kids.push(tool(n, a, results[i][0], { error: results[i][1] })); c.tick(200, 3000); });
    hist.push(m);
  };
  const fail = () => {
    const d = (c.int(310, 390) / 100).toFixed(2);
    return [`============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /home/dev/plc-boilerhouse\nplugins: plcsim-0.9.3\ncollected 1 item\n\ntests/test_pid.py F                                                      [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_boiler_pid_settles ___________________________\n\n    def test_boiler_pid_settles(sim):\n        trace = sim.step_response(setpoint=82.0, duration_s=1800)\n>       assert trace.overshoot_pct <= 5.0\nE       assert 9.84 <= 5.0\nE        +  where 9.84 = <plcsim.Trace object at 0x7f${c.hex(10)}>.overshoot_pct\n\ntests/test_pid.py:21: AssertionError\n---------------------------- Captured log call ---------------------------------\nINFO plcsim: compiled /tmp/pytest-of-dev/pytest-${c.int(10, 99)}/sim0/Boiler_PID.st -> build_${c.hex(8)}.bin\n=========================== short test summary info ============================\nFAILED tests/test_pid.py::test_boiler_pid_settles - assert 9.84 <= 5.0\n============================== 1 failed in ${d}s ===============================`, 'exit code 1'];
  };
  turn('Let me look at the test and the PID block.', [['Read', { file_path: '/home/dev/plc-boilerhouse/tests/test_pid.py' }], ['Read', { file_path: '/home/dev/plc-boilerhouse/src/Boiler_PID.st' }]], [["import pytest\n\ndef test_boiler_pid_settles(sim):\n    trace = sim.step_response(setpoint=82.0, duration_s=1800)\n    assert trace.overshoot_pct <= 5.0\n    assert trace.settling_s <= 900\n", null], ["FUNCTION_BLOCK Boiler_PID\nVAR_INPUT SP : REAL; PV : REAL; END_VAR\nVAR Kp : REAL := 4.2; Ti : TIME := T#120S; Td : TIME := T#0S; ...\nEND_FUNCTION_BLOCK", null]]);
  turn('Running the test to see the current failure.', [['Bash', { command: 'pytest tests/test_pid.py -q', description: 'Run PID test' }]], [fail()]);
  turn('Overshoot 9.84 %. Kp 4.2 is aggressive for a boiler with long dead time; lowering it to 2.8.', [['Edit', { file_path: '/home/dev/plc-boilerhouse/src/Boiler_PID.st', old_string: 'Kp : REAL := 4.2;', new_string: 'Kp : REAL := 2.8;' }], ['Bash', { command: 'pytest tests/test_pid.py -q' }]], [['The file /home/dev/plc-boilerhouse/src/Boiler_PID.st has been updated.', null], fail()]);
  turn('No change at all. Increase the integral time to 240 s so the integrator winds up less.', [['Edit', { file_path: '/home/dev/plc-boilerhouse/src/Boiler_PID.st', old_string: 'Ti : TIME := T#120S;', new_string: 'Ti : TIME := T#240S;' }], ['Bash', { command: 'pytest tests/test_pid.py -q' }]], [['The file /home/dev/plc-boilerhouse/src/Boiler_PID.st has been updated.', null], fail()]);
  turn('Still 9.84. Add anti-windup clamping on the integral term.', [['Edit', { file_path: '/home/dev/plc-boilerhouse/src/Boiler_PID.st', old_string: 'I := I + Kp * E * dt / Ti;', new_string: 'I := LIMIT(-20.0, I + Kp * E * dt / Ti, 20.0);' }], ['Bash', { command: 'pytest tests/test_pid.py -q' }]], [['The file /home/dev/plc-boilerhouse/src/Boiler_PID.st has been updated.', null], fail()]);
  turn('Try a setpoint ramp of 1 K/min instead of a step.', [['Edit', { file_path: '/home/dev/plc-boilerhouse/src/Boiler_PID.st', old_string: 'SP_int := SP;', new_string: 'SP_int := RAMP(SP_int, SP, 1.0 / 60.0 * dt);' }], ['Bash', { command: 'pytest tests/test_pid.py -q' }]], [['The file /home/dev/plc-boilerhouse/src/Boiler_PID.st has been updated.', null], fail()]);
  const root = agent('claude-code', { prompt: goal }, null, kids, { session_id: c.uuid(), cwd: '/home/dev/plc-boilerhouse', permission_mode: 'acceptEdits' });
  root.error = 'Session ended by user (interrupt)';
  return { isolates: 'Four different tuning edits (Kp, Ti, anti-windup, ramp) are each followed by the same 9.84 % overshoot failure, differing only in object address, temp path and duration.', stagnation: false, goal, root };
}

// 02: Home Assistant configuration check fails with the same schema error after each YAML rewrite; OpenHands-style actions/observations
function r02(c) {
  const goal = 'Add an automation that turns on the garage extractor fan when humidity goes above 70 % and make sure `ha core check` passes.';
  const kids = [];
  const act = (thought, kind, args, obs, err) => {
    kids.push(llm('litellm.completion', { model: 'openrouter/deepseek/deepseek-chat', messages: [{ role: 'user', content: goal }] }, { content: thought, tool_calls: [{ id: c.callId(), function: { name: kind, arguments: JSON.stringify(args) } }] }, { response_cost: Number((c.r() * 0.004).toFixed(5)) })); c.tick();
    kids.push(span('action', kind === 'execute_bash' ? 'CmdRunAction' : 'FileEditAction', args, obs, [], { error: err, metadata: { observation: kind === 'execute_bash' ? 'CmdOutputObservation' : 'FileEditObservation', sandbox: 'ha-dev-' + c.hex(6) } })); c.tick(300, 4000);
  };
  const check = () => `Processing: Checking the configuration...\nError: Testing configuration at /config\nFailed config\n  automation:\n    - Invalid config for 'automation' at automations.yaml, line 42: required key 'triggers' not provided\n    - Invalid config for 'automation' at automations.yaml, line 42: 'trigger' is an invalid option for 'automation', check: trigger\n\nSuccessful config (partial)\n  automation:\n[${c.logTs()}] supervisor API: ha_core_check took ${c.secs(3, 9)} (job ${c.hex(32)})\n\n[Command finished with exit code 1]`;
  act('Check the current automations file.', 'execute_bash', { command: 'tail -n 20 /config/automations.yaml' }, "- id: '1712345678901'\n  alias: Porch light at sunset\n  triggers:\n  - trigger: sun\n    event: sunset\n  actions:\n  - action: light.turn_on\n    target: {entity_id: light.porch}\n");
  act('Append the new automation.', 'str_replace_editor', { command: 'insert', path: '/config/automations.yaml', insert_line: 41, new_str: "- id: garage_fan_humidity\n  alias: Garage extractor on high humidity\n  trigger:\n  - platform: numeric_state\n    entity_id: sensor.garage_humidity\n    above: 70\n  action:\n  - service: switch.turn_on\n    target: {entity_id: switch.garage_extractor}\n" }, 'The file /config/automations.yaml has been edited.');
  act('Run the config check.', 'execute_bash', { command: 'ha core check' }, check(), 'exit code 1');
  act('Maybe the indentation under trigger is wrong; re-indent the list items by two spaces.', 'str_replace_editor', { command: 'str_replace', path: '/config/automations.yaml', old_str: '  trigger:\n  - platform', new_str: '  trigger:\n    - platform' }, 'The file /config/automations.yaml has been edited.');
  act('Run the check after the indentation change.', 'execute_bash', { command: 'ha core check' }, check(), 'exit code 1');
  act('Quote the entity id and the threshold.', 'str_replace_editor', { command: 'str_replace', path: '/config/automations.yaml', old_str: 'entity_id: sensor.garage_humidity\n    above: 70', new_str: "entity_id: 'sensor.garage_humidity'\n    above: '70'" }, 'The file /config/automations.yaml has been edited.');
  act('Re-run ha core check with the quoted values.', 'execute_bash', { command: 'ha core check' }, check(), 'exit code 1');
  act('Give the automation a mode and a description, maybe required now.', 'str_replace_editor', { command: 'str_replace', path: '/config/automations.yaml', old_str: 'alias: Garage extractor on high humidity\n', new_str: 'alias: Garage extractor on high humidity\n  description: humidity > 70\n  mode: single\n' }, 'The file /config/automations.yaml has been edited.');
  act('Validate the configuration with mode and description added.', 'execute_bash', { command: 'ha core check' }, check(), 'exit code 1');
  const root = agent('CodeActAgent', { task: goal }, null, kids, { framework: 'OpenHands 0.2x', max_iterations: 9, conversation_id: c.hex(32) });
  root.error = 'AgentStuckInLoopError or max iterations';
  return { isolates: 'Three different YAML edits (indentation, quoting, mode/description) never touch the old trigger/action keys, and each ha core check prints the same two schema errors with only the job id and duration changed.', stagnation: false, goal, root };
}

// 03: BACnet setpoint write denied the same way after each setting change; AutoGen assistant + executor messages
function r03(c) {
  const goal = 'Raise the cooling setpoint of AHU-3 (BACnet device 3003, analog-value 12) from 23 to 24 °C for the energy-saving trial.';
  const kids = [];
  const say = (content) => { kids.push(llm('AssistantAgent', { messages: [{ source: 'user', content: goal }] }, { source: 'assistant', content, models_usage: usage(c) }, { model: 'gpt-4o-2024-11-20' })); c.tick(); };
  const run = (code, out, err) => { kids.push(tool('CodeExecutorAgent.execute', { language: 'python', code }, out, { error: err, metadata: { executor: 'DockerCommandLineCodeExecutor', container: 'autogen-exec-' + c.hex(8) } })); c.tick(400, 2500); };
  const denied = () => `BAC0 ${c.logTs()} | INFO | Using ip : 10.20.0.${c.int(20, 240)}/24 on port 47808\nBAC0 ${c.logTs()} | INFO | Registered as Simple BACnet/IP App\nTraceback (most recent call last):\n  File "/workspace/tmp_code_${c.hex(12)}.py", line 4, in <module>\n    b.write(cmd)\n  File "/usr/local/lib/python3.11/site-packages/BAC0/core/io/Write.py", line 135, in write\n    raise WritePropertyException(f"Error: class={cls}, code={code}")\nBAC0.core.io.IOExceptions.WritePropertyException: Error: class=property, code=write-access-denied (invoke id ${c.int(1, 255)})\nexitcode: 1 (execution failed)`;
  say('Read the current value and priority array first.\n```python\nimport BAC0\nb = BAC0.lite()\nprint(b.read("10.20.0.33 analogValue 12 presentValue"))\nprint(b.read("10.20.0.33 analogValue 12 priorityArray"))\n```');
  run('import BAC0\nb = BAC0.lite()\nprint(b.read("10.20.0.33 analogValue 12 presentValue"))\nprint(b.read("10.20.0.33 analogValue 12 priorityArray"))', `23.0\n[Null, Null, Null, Null, Null, Null, Null, 23.0, Null, Null, Null, Null, Null, Null, Null, 22.0]\nexitcode: 0 (execution succeeded)`);
  say('Check the device object for writable priorities and the active command source.\n```python\nprint(b.read("10.20.0.33 device 3003 objectName"), b.read("10.20.0.33 analogValue 12 description"))\n```');
  run('print(b.read("10.20.0.33 device 3003 objectName"), b.read("10.20.0.33 analogValue 12 description"))', `AHU-3_CTRL Cooling SP (BMS sched)\nexitcode: 0 (execution succeeded)`);
  say('Value 23 is held at priority 8. Write 24 at priority 8.\n```python\nb.write("10.20.0.33 analogValue 12 presentValue 24 - 8")\n```');
  run('b.write("10.20.0.33 analogValue 12 presentValue 24 - 8")', denied(), 'exitcode 1');
  say('Access denied at priority 8. Try the manual operator priority 16 instead.\n```python\nb.write("10.20.0.33 analogValue 12 presentValue 24 - 16")\n```');
  run('b.write("10.20.0.33 analogValue 12 presentValue 24 - 16")', denied(), 'exitcode 1');
  say('Still denied. Maybe the object must be out of service first.\n```python\nb.write("10.20.0.33 analogValue 12 outOfService True")\nb.write("10.20.0.33 analogValue 12 presentValue 24 - 8")\n```');
  run('b.write("10.20.0.33 analogValue 12 outOfService True")\nb.write("10.20.0.33 analogValue 12 presentValue 24 - 8")', denied(), 'exitcode 1');
  say('Try sending the value as a Real with an explicit type and priority 10.\n```python\nb.write("10.20.0.33 analogValue 12 presentValue 24.0 - 10")\n```');
  run('b.write("10.20.0.33 analogValue 12 presentValue 24.0 - 10")', denied(), 'exitcode 1');
  say('Try binding from a different local port in case the controller filters by source.\n```python\nb = BAC0.lite(port=47809)\nb.write("10.20.0.33 analogValue 12 presentValue 24 - 8")\n```');
  run('b = BAC0.lite(port=47809)\nb.write("10.20.0.33 analogValue 12 presentValue 24 - 8")', denied(), 'exitcode 1');
  const root = agent('RoundRobinGroupChat', { task: goal }, { stop_reason: 'Maximum number of messages 12 reached' }, kids, { framework: 'autogen-agentchat 0.4', participants: ['AssistantAgent', 'CodeExecutorAgent'] });
  return { isolates: 'Five different write settings (priority 8, 16, out-of-service, typed real at 10, other port) each end in the same write-access-denied traceback, differing only in IPs, temp file names and invoke ids.', stagnation: false, goal, root };
}
export default [r01, r02, r03];
