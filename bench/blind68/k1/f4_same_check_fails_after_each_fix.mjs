import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Loop 4: different fixes, identical verification failure (up to volatile bits), never passes.
export const family = { name: 'same_check_fails_after_each_fix', loop: true, stagnation: false, rows: [
// 01 funicular control firmware — OpenHands
(N) => {
  const goal = 'Make the door-interlock unit test pass in the funicular controller repo (tests/test_interlock.py).';
  const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.0\nrootdir: /workspace/funi-ctl\ncollected 7 items\n\ntests/test_interlock.py ......F                                          [100%]\n\n=================================== FAILURES ===================================\n___________________ test_doors_block_departure_when_ajar ______________________\n    assert car.can_depart() is False\nE   AssertionError: assert True is False\nE    +  where True = <bound method Car.can_depart of <funi.car.Car object at ${N.addr()}>>()\n=========================== short test summary info ============================\nFAILED tests/test_interlock.py::test_doors_block_departure_when_ajar\n========================= 1 failed, 6 passed in ${(N.int(30, 99) / 100).toFixed(2)}s =========================`;
  const fixes = [['funi/car.py', 'return self.doors_closed or self.override', 'return self.doors_closed and not self.override'], ['funi/door.py', 'AJAR_THRESHOLD_MM = 15', 'AJAR_THRESHOLD_MM = 5'], ['funi/car.py', 'def can_depart(self):', 'def can_depart(self) -> bool:\n        self.refresh_doors()'], ['funi/config.yaml', 'interlock: soft', 'interlock: strict']];
  const ch = [span('action', 'CmdRunAction', { command: 'cd /workspace/funi-ctl && pytest tests/test_interlock.py -q' }, fail(), [], { metadata: { exit_code: 1 } })];
  fixes.forEach(([f, o, n], i) => {
    ch.push(llm('LLM completion', { messages: `[${i * 4 + 3}]` }, { content: [`The failure says can_depart returns True with doors ajar. I'll make the boolean logic require closed doors with no override.`, `Maybe the sensor threshold is too lax; lowering AJAR_THRESHOLD_MM so 10 mm counts as ajar.`, `Perhaps door state is stale; refreshing door sensors inside can_depart.`, `The test fixture may load config; switching the interlock mode to strict.`][i], tool_calls: [call(N, 'str_replace_editor', { command: 'str_replace', path: `/workspace/funi-ctl/${f}`, old_str: o, new_str: n })] }, { model: 'claude-3-5-sonnet-20241022' }));
    ch.push(span('action', 'FileEditAction', { path: f, old_str: o, new_str: n }, `The file /workspace/funi-ctl/${f} has been edited.`, [], {}));
    ch.push(span('action', 'CmdRunAction', { command: 'cd /workspace/funi-ctl && pytest tests/test_interlock.py -q' }, fail(), [], { metadata: { exit_code: 1, pid: N.pid() } }));
  });
  return { goal, isolates: 'Four different edits to logic, thresholds and config each produce the identical pytest failure apart from object address and run time.', root: agent('CodeActAgent', { task: goal }, null, ch, { framework: 'openhands', max_iterations: 30, agent_state: 'ERROR: budget exceeded' }) };
},
// 02 salt works brine — SWE-agent trajectory
(N) => {
  const goal = 'Fix the brine concentration alarm script so `make check` passes for the Maldon-style evaporation pans.';
  const out = () => `python -m brinecheck --pans pans.csv\nLoaded 6 pans from pans.csv (${N.int(2, 9)}ms)\nPan 4: density 1.212 g/cm3 -> baume 25.3\nERROR: pan 4 expected ALARM(high_salinity) got OK\nmake: *** [Makefile:12: check] Error 1\n(Open file: /repo/brinecheck/alarm.py)\n(Current directory: /repo)\nbash-$`;
  const edits = ['edit 14:14\n    if baume > 25.0:\nend_of_edit', 'edit 9:9\nHIGH_BAUME = 24.5\nend_of_edit', 'edit 21:23\n    baume = 145 - 145 / density\nend_of_edit', 'edit 30:30\n    return "ALARM(high_salinity)" if high else "OK"\nend_of_edit'];
  const thoughts = ['The comparison uses >= 26; lowering to > 25.0.', 'Maybe the constant is elsewhere; set HIGH_BAUME to 24.5.', 'Possibly the baume formula is wrong; use the standard 145 - 145/d.', 'The return string may not match; adjust the label.'];
  const ch = [tool('make check', 'make check', out())];
  edits.forEach((e, i) => {
    ch.push(llm('model_query', { history: `[${i * 3 + 2}]` }, `DISCUSSION\n${thoughts[i]}\n\n\`\`\`\n${e}\n\`\`\``, { model: 'gpt-4-turbo' }));
    ch.push(tool('edit', e, `[File: /repo/brinecheck/alarm.py (41 lines total)]\n(edited)`));
    ch.push(tool('make check', 'make check', out()));
  });
  return { goal, isolates: 'SWE-agent makes four different edits to the brine alarm script and `make check` fails with the same pan-4 error every time.', root: agent('SWE-agent trajectory', { problem_statement: goal }, { exit_status: 'exit_cost' }, ch, { framework: 'swe-agent', instance_id: 'brine-' + N.short() }) };
},
// 03 carillon MIDI converter — Claude Agent SDK transcript
(N) => {
  const goal = 'Get the carillon practice-console MIDI bridge to compile: `cargo build` fails in src/clapper.rs.';
  const err = () => `   Compiling carillon-bridge v0.4.1 (/home/ringer/carillon-bridge)\nerror[E0502]: cannot borrow \`self.bells\` as mutable because it is also borrowed as immutable\n  --> src/clapper.rs:48:13\n   |\n46 |         let bell = self.bells.get(&note).unwrap();\n   |                    ---------- immutable borrow occurs here\n47 |         let vel = self.curve.map(bell.weight_kg, v);\n48 |             self.bells.get_mut(&note).unwrap().strike(vel);\n   |             ^^^^^^^^^^ mutable borrow occurs here\n49 |         self.log(bell.name);\n   |                  --------- immutable borrow later used here\n\nerror: could not compile \`carillon-bridge\` (bin "bridge") due to 1 previous error\n    Finished in ${N.secs()}`;
  const fixes = ['Clone the curve before borrowing', 'Move strike() into a separate helper method taking &mut Bell', 'Wrap bells in RefCell', 'Change self.log to take &str by value'];
  const ch = [tool('Bash', { command: 'cargo build 2>&1 | tail -20', description: 'Build the bridge' }, err())];
  fixes.forEach((f, i) => {
    ch.push(llm('assistant', { messages: `[${i * 3 + 2}]` }, { content: [{ type: 'text', text: `Trying: ${f}.` }, { type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'Edit', input: { file_path: '/home/ringer/carillon-bridge/src/' + ['clapper.rs', 'clapper.rs', 'state.rs', 'log.rs'][i], old_string: '…', new_string: '…' } }] }, { model: 'claude-sonnet-4-20250514', session_id: N.uuid() }));
    ch.push(tool('Edit', { file_path: 'src/' + ['clapper.rs', 'clapper.rs', 'state.rs', 'log.rs'][i] }, 'The file has been updated.'));
    ch.push(tool('Bash', { command: 'cargo build 2>&1 | tail -20' }, err(), undefined, 'exit code 101'));
  });
  return { goal, isolates: 'Four different Rust changes, none touching the offending lines 46-49, each followed by the identical E0502 borrow error.', root: agent('claude-agent-sdk session', { prompt: goal }, { subtype: 'error_max_turns', num_turns: 14 }, ch, { framework: 'claude-agent-sdk', total_cost_usd: 0.41 }) };
},
// 04 planetarium show render — Inspect AI eval log
(N) => {
  const goal = 'Make the fulldome frame validator accept the new "Aurora Tonight" show: `validate_show aurora/` must exit 0.';
  const out = () => `[validate_show] ${N.iso()} run=${N.uuid().slice(0, 8)}\nchecking 4096x4096 fisheye frames in aurora/frames ...\nframe 000812.exr: FAIL dome_mask: 3.8% of pixels outside circle (max 0.5%)\nsummary: 5399 ok, 1 fail\nexit 2`;
  const fixes = [{ cmd: 'sed -i s/radius=2040/radius=2048/ aurora/show.toml' }, { cmd: 'python tools/reproject.py aurora/frames --only 000812' }, { cmd: 'sed -i s/mask_tolerance=0.5/mask_tolerance=1.0/ validator.toml' }];
  const ch = [tool('bash', { cmd: 'validate_show aurora/' }, out())];
  fixes.forEach((f, i) => {
    ch.push(llm('model', { input: `[${i * 3 + 2}]` }, { message: { role: 'assistant', content: ['Radius might be off by 8 pixels; fix the show config.', 'Re-project the offending frame alone.', 'Maybe the tolerance config is read; loosen it.'][i], tool_calls: [{ function: 'bash', arguments: f }] } }, { event: 'model', model: 'openai/gpt-4o' }));
    ch.push(tool('bash', f, `exit 0 (${N.dur()})`, { event: 'tool' }));
    ch.push(tool('bash', { cmd: 'validate_show aurora/' }, out(), { event: 'tool' }));
  });
  return { goal, isolates: 'Three different fixes (config radius, re-projection, tolerance) and the validator prints the same frame-812 mask failure each time with only timestamp and run id changing.', root: agent('sample 17', { input: goal }, { score: 'I' }, ch, { framework: 'inspect_ai', task: 'dome_ops', limit: 'message_limit' }) };
},
// 05 oyster hatchery — MLflow Tracing
(N) => {
  const goal = 'Get the algae feed dosing job for larval tank L3 to pass its dry-run check before tomorrow\'s feed.';
  const out = () => ({ status: 'FAILED', check: 'dose_within_limits', detail: 'tank L3: computed dose 41.0 L exceeds max 28.0 L (cells/mL target 50000, culture density 1.22e6)', run_id: N.hex(32), started: N.http(), duration_ms: N.ms() });
  const fixes = [{ param: 'culture_density', value: '1.5e6' }, { param: 'tank_volume_l', value: 1000 }, { param: 'feed_splits', value: 3 }, { param: 'species', value: 'Tisochrysis lutea' }];
  const ch = [tool('run_dry_check', { tank: 'L3' }, out(), { 'mlflow.spanType': 'TOOL' })];
  fixes.forEach((f, i) => {
    ch.push(llm('ChatOpenAI', { messages: `[${i * 3 + 2}]` }, { content: `Adjusting ${f.param} to ${f.value} and re-checking.`, tool_calls: [call(N, 'set_dosing_param', { tank: 'L3', ...f })] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    ch.push(tool('set_dosing_param', { tank: 'L3', ...f }, { ok: true, version: N.int(10, 99) }, { 'mlflow.spanType': 'TOOL' }));
    ch.push(tool('run_dry_check', { tank: 'L3' }, out(), { 'mlflow.spanType': 'TOOL' }, 'CheckFailed: dose_within_limits'));
  });
  return { goal, isolates: 'Four different dosing parameters are changed and the dry-run check reports exactly the same 41.0 L dose violation each time.', root: agent('hatchery_agent', { goal }, null, ch, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + N.hex(32) }) };
},
// 06 sawmill optimiser — W&B Weave calls
(N) => {
  const goal = 'Make the log-bucking optimiser regression suite pass after the new Douglas-fir grading table was added.';
  const out = () => `go test ./bucking/...\n--- FAIL: TestGradeTable_DF (0.${N.int(10, 99)}s)\n    optimiser_test.go:88: log #DF-118: expected cut plan [4.9m 4.9m 3.1m] value 412.50, got [6.1m 6.1m] value 398.00\nFAIL\nFAIL\tmill/bucking\t${N.secs()}\nFAIL`;
  const fixes = ['grades/df.yaml: set min_small_end_cm 28 -> 26', 'bucking/price.go: round prices to cents before comparison', 'bucking/opt.go: increase search depth from 3 to 4'];
  const ch = [tool('shell', { cmd: 'go test ./bucking/...' }, out(), { 'weave.op': 'shell' })];
  fixes.forEach((f, i) => {
    ch.push(llm('openai.chat.completions.create', { messages: `[${i * 3 + 2}]` }, { choices: [{ message: { content: `Next attempt: ${f}.`, tool_calls: [call(N, 'apply_patch', { change: f })] } }] }, { 'weave.op': 'openai.chat.completions.create', call_id: N.uuid() }));
    ch.push(tool('apply_patch', { change: f }, 'patched 1 file', { 'weave.op': 'apply_patch' }));
    ch.push(tool('shell', { cmd: 'go test ./bucking/...' }, out(), { 'weave.op': 'shell' }, 'exit status 1'));
  });
  return { goal, isolates: 'Three different patches to grading, pricing and search depth; the same log DF-118 cut-plan assertion fails identically after each.', root: agent('Agent.run', { goal }, null, ch, { 'weave.project': 'sawmill/opt', 'weave.call_id': N.uuid() }) };
},
] };
