import { style, span } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const summary = 'Three or more different edits/settings, each followed by the same check failing identically apart from volatile parts; it never passes.';

export const rows = [
{ n: '01', domain: 'Elixir Phoenix LiveView test', style: 'claude_sdk', build(h) {
  const S = style(h, 'claude_sdk', 'claude-sonnet-4-20250514');
  const goal = 'Fix the failing LiveView test for the hammock rental checkout page (test/hammock_web/live/checkout_live_test.exs).';
  const out = () => `Running ExUnit with seed: ${h.int(1000, 999999)}, max_cases: 16\n\n  1) test submits booking (HammockWeb.CheckoutLiveTest)\n     test/hammock_web/live/checkout_live_test.exs:41\n     ** (ArgumentError) could not find element "#booking-form" in view #PID<0.${h.int(400, 900)}.0>\n\nFinished in ${(h.r() * 2 + 0.3).toFixed(1)} seconds (0.1s async, ${(h.r()).toFixed(1)}s sync)\n12 tests, 1 failure`;
  const edits = [['Edit', { file_path: 'lib/hammock_web/live/checkout_live.html.heex', old_string: '<.form for={@form}', new_string: '<.form for={@form} id="booking-form"' }, 'The form has no id; add one.'],
    ['Edit', { file_path: 'test/hammock_web/live/checkout_live_test.exs', old_string: 'form("#booking-form"', new_string: 'form("form#booking-form"' }, 'Still failing; make the selector more specific.'],
    ['Edit', { file_path: 'test/hammock_web/live/checkout_live_test.exs', old_string: '{:ok, view, _html} = live(conn, ~p"/checkout")', new_string: '{:ok, view, _html} = live(conn, ~p"/checkout?hammock=2")' }, 'Maybe the form only renders with a hammock selected.'],
    ['Edit', { file_path: 'lib/hammock_web/live/checkout_live.ex', old_string: 'assign(socket, form: nil)', new_string: 'assign(socket, form: to_form(%{}))' }, 'Perhaps the form assign is nil on mount.']];
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], 'Running the test first.', [{ name: 'Bash', args: { command: 'mix test test/hammock_web/live/checkout_live_test.exs' } }]));
  c.push(S.tool('Bash', { command: 'mix test test/hammock_web/live/checkout_live_test.exs' }, out()));
  for (const [tn, a, why] of edits) {
    c.push(S.llm([{ role: 'user', content: '[tool_result]' }], why, [{ name: tn, args: a }]));
    c.push(S.tool(tn, a, `The file ${a.file_path} has been updated.`));
    c.push(S.llm([{ role: 'user', content: '[tool_result]' }], '', [{ name: 'Bash', args: { command: 'mix test test/hammock_web/live/checkout_live_test.exs' } }]));
    c.push(S.tool('Bash', { command: 'mix test test/hammock_web/live/checkout_live_test.exs' }, out(), { error: 'exit code 2' }));
  }
  return { isolates: 'Four different edits (template id, selector, URL param, mount assign) are each followed by the identical ExUnit failure; only seed, PID and timing change.', goal,
    root: S.agent('claude-code session', { prompt: goal }, { subtype: 'error_max_turns' }, c) };
} },
{ n: '02', domain: 'soy sauce brewery moromi tank PLC config', style: 'otel', build(h) {
  const S = style(h, 'otel', 'gpt-4.1');
  const goal = 'The PLC config for moromi tank M-12 fails validation after adding the new agitator schedule; make it validate so we can push it tonight.';
  const val = () => ({ exit_code: 1, stdout: `plcvalidate 3.2.1  run ${h.uuid()}\n[${h.hhmmss()}] loading m12.yaml\n[${h.hhmmss()}] ERROR E217 agitator.schedule[2]: interval_min (45) exceeds max_idle_min (40) for temperature band "warm"\n1 error, 0 warnings (${h.ms(40, 300)} ms)` });
  const fixes = [{ path: 'm12.yaml', patch: 'agitator.schedule[2].interval_min: 45 -> 40' }, { path: 'm12.yaml', patch: 'temperature_bands.warm.max_idle_min: 40 -> 50' }, { path: 'm12.yaml', patch: 'reorder agitator.schedule so warm entry is index 0' }];
  const why = ['Lowering the interval to 40 should satisfy E217.', 'Same error; raise the band limit instead.', 'Maybe the validator reads the wrong entry by index; reorder.'];
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'plc_validate', args: { file: 'm12.yaml' } }])); c.push(S.tool('plc_validate', { file: 'm12.yaml' }, val(), { error: 'exit 1' }));
  fixes.forEach((f, i) => { c.push(S.llm([{ role: 'user', content: goal }], why[i], [{ name: 'apply_patch', args: f }])); c.push(S.tool('apply_patch', f, { ok: true, sha: h.sha(12) })); c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'plc_validate', args: { file: 'm12.yaml' } }])); c.push(S.tool('plc_validate', { file: 'm12.yaml' }, val(), { error: 'exit 1' })); });
  return { isolates: 'Three different YAML changes, and the validator prints the same E217 error every time with only run id, clock and duration changing.', goal,
    root: S.agent('invoke_agent plc-config-helper', { goal }, { status: 'gave_up' }, c) };
} },
{ n: '03', domain: 'backgammon tournament pairing script', style: 'openinference', build(h) {
  const S = style(h, 'openinference', 'gpt-4o');
  const goal = 'Our Swiss pairing script for the backgammon open crashes in round 4. Fix it and rerun the round 4 pairings.';
  const run = () => `$ python pair.py --round 4\nTraceback (most recent call last):\n  File "/srv/bg/pair.py", line 88, in <module>\n    pairs = swiss_pair(standings)\n  File "/srv/bg/pair.py", line 61, in swiss_pair\n    opp = pool.pop(0)\nIndexError: pop from empty list\n[pid ${h.pid()} exited after ${h.ms(80, 400)}ms, log ${h.tmp('pair-')}.log]`;
  const edits = ['guard: if not pool: break', 'sort standings by (points, -buchholz) before pairing', 'give the bye to the lowest player before building pools', 'allow float-down across two score groups'];
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], null, [{ name: 'shell', args: { cmd: 'python pair.py --round 4' } }])); c.push(S.tool('shell', { cmd: 'python pair.py --round 4' }, run(), { error: 'exit status 1' }));
  edits.forEach((e) => { c.push(S.llm([{ role: 'user', content: goal }], `Trying: ${e}.`, [{ name: 'edit_file', args: { path: 'pair.py', change: e } }, { name: 'shell', args: { cmd: 'python pair.py --round 4' } }])); c.push(S.tool('edit_file', { path: 'pair.py', change: e }, 'applied')); c.push(S.tool('shell', { cmd: 'python pair.py --round 4' }, run(), { error: 'exit status 1', i: 1 })); });
  return { isolates: 'Four different pairing-logic edits each end in the identical IndexError traceback; only pid, timing and log path differ.', goal,
    root: S.agent('pairing-fixer', { input: goal }, { output: null }, c) };
} },
{ n: '04', domain: 'surfboard shaping CNC file validator', style: 'autogen', build(h) {
  const S = style(h, 'autogen', 'gpt-4o');
  const goal = 'Get the 6\'2" fish shape file to pass the shaping-machine pre-flight check so it can be cut on the KKL machine tomorrow.';
  const check = () => `kkl-preflight v5.0.4 (${h.isoSec()})\nfile: fish_62.s3dx  hash ${h.sha(8)}\nrail_band: OK\nrocker: OK\nbottom_contour: FAIL  vee depth 4.1mm at 14in from tail exceeds tool reach 3.8mm\nRESULT: REJECTED (${h.int(1, 9)}.${h.int(0, 9)}s)`;
  const fixes = [{ param: 'tool', value: 'ball-nose 10mm' }, { param: 'tail_rocker_in', value: 2.3 }, { param: 'export_units', value: 'inch' }];
  const c = [];
  const msg = (src, content, kids) => span('agent', src, {}, { source: src, content }, kids);
  c.push(msg('shaper_agent', 'Run preflight.', [S.llm([{ role: 'user', content: goal }], null, [{ name: 'preflight', args: { file: 'fish_62.s3dx' } }]), S.tool('preflight', { file: 'fish_62.s3dx' }, check())]));
  fixes.forEach((f) => c.push(msg('shaper_agent', `Set ${f.param}=${f.value} and re-run.`, [S.llm([{ role: 'user', content: 'REJECTED' }], `Set ${f.param}=${f.value} and re-run.`, [{ name: 'set_shape_param', args: f }, { name: 'preflight', args: { file: 'fish_62.s3dx' } }]), S.tool('set_shape_param', f, { saved: true }), S.tool('preflight', { file: 'fish_62.s3dx' }, check(), { i: 1 })])));
  return { isolates: 'Tool, rocker and unit changes that never touch vee depth; preflight rejects with the identical bottom_contour message three times.', goal,
    root: S.agent('SelectorGroupChat', { task: goal }, { stop_reason: 'Maximum number of messages 8 reached' }, c) };
} },
{ n: '05', domain: 'amphibious duck tour booking e2e test', style: 'smolagents', build(h) {
  const S = style(h, 'smolagents', 'meta-llama/Llama-3.3-70B-Instruct');
  const goal = 'The Playwright test "books a family ticket" for the duck-tour site is red; make it green.';
  const run = () => `Running 1 test using 1 worker\n  ✘  1 [chromium] › booking.spec.ts:22:5 › books a family ticket (${h.int(5, 9)}.${h.int(0, 9)}s)\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n    Locator: getByRole('button', { name: 'Confirm booking' })\n    Expected: visible\n    Received: <element(s) not found>\n  attachment: test-results/booking-books-a-family-ticket-chromium/trace-${h.hex(6)}.zip\n  1 failed`;
  const changes = ['increase expect timeout to 15000', 'await page.waitForLoadState("networkidle") before clicking', 'select date via keyboard instead of the date picker'];
  const c = [];
  c.push(span('chain', 'Step 1', {}, null, [S.llm([{ role: 'user', content: goal }], 'Thought: run the test.\nCode:\n```py\nprint(run("npx playwright test booking.spec.ts"))\n```'), S.tool('python_interpreter', { code: 'print(run("npx playwright test booking.spec.ts"))' }, 'Execution logs:\n' + run())]));
  changes.forEach((ch, i) => c.push(span('chain', `Step ${i + 2}`, {}, null, [S.llm([{ role: 'user', content: goal }], `Thought: ${ch}.\nCode:\n\`\`\`py\npatch_spec("${ch}")\nprint(run("npx playwright test booking.spec.ts"))\n\`\`\``), S.tool('python_interpreter', { code: `patch_spec("${ch}")\nprint(run("npx playwright test booking.spec.ts"))` }, 'Execution logs:\n' + run())])));
  return { isolates: 'Three different test changes; each rerun shows the same missing "Confirm booking" button failure with only the duration and trace file name varying.', goal,
    root: S.agent('CodeAgent.run', { task: goal }, { error: 'AgentMaxStepsError' }, c) };
} },
{ n: '06', domain: 'miso fermentation room sensor firmware', style: 'langsmith', build(h) {
  const S = style(h, 'langsmith', 'gpt-4o-2024-08-06');
  const goal = 'The ESP32 humidity-sensor firmware for the miso koji room does not compile after the library bump. Get `pio run` to succeed.';
  const build = () => `Processing koji-room (platform: espressif32; board: esp32dev)\n-----\nCompiling .pio/build/koji-room/src/main.cpp.o\nsrc/main.cpp:57:18: error: 'class SHT4x' has no member named 'readHumidity'\n   57 |   float rh = sht.readHumidity();\n      |                  ^~~~~~~~~~~~\n*** [.pio/build/koji-room/src/main.cpp.o] Error 1\n========== [FAILED] Took ${h.int(3, 19)}.${h.int(10, 99)} seconds ==========`;
  const fixes = [{ file: 'platformio.ini', change: 'lib_deps = sensirion/Sensirion I2C SHT4x@^1.1.0' }, { file: 'src/main.cpp', change: '#include <SensirionI2cSht4x.h> instead of <SHT4x.h>' }, { file: 'platformio.ini', change: 'lib_ldf_mode = deep+' }, { file: 'platformio.ini', change: 'build_flags = -std=gnu++17' }];
  const c = [];
  c.push(S.llm({ role: 'user', content: goal }, '', [{ name: 'terminal', args: { commands: ['pio run'] } }])); c.push(S.tool('terminal', { commands: ['pio run'] }, build()));
  fixes.forEach((f) => { c.push(S.llm({ role: 'tool', content: 'FAILED' }, `Change ${f.file}: ${f.change}`, [{ name: 'write_file', args: f }])); c.push(S.tool('write_file', f, 'File written successfully.')); c.push(S.llm({ role: 'tool', content: 'ok' }, '', [{ name: 'terminal', args: { commands: ['pio run'] } }])); c.push(S.tool('terminal', { commands: ['pio run'] }, build())); });
  return { isolates: 'Four config/include changes; each build fails with the same readHumidity member error, only the "Took N seconds" differs.', goal,
    root: S.sub('chain', 'LangGraph', { messages: [goal] }, { error: 'GraphRecursionError' }, c, { run_type: 'chain' }) };
} },
];
