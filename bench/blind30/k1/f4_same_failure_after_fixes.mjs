// Family 4: different fixes, the same verification failing identically (apart from volatile parts) every time; never passes.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'same_failure_after_fixes', loop: true, stagnation: false };

// 01 — SWE-agent trajectory — handloom WIF pattern converter
function s01(R) {
  const goal = 'Fix issue #58 in loomdraft: round-tripping a WIF file with 8 shafts through the converter loses shafts 5-8. Make tests/test_wif.py::test_treadling_roundtrip pass.';
  const fail = () => { const n = R.int(10, 40); return `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /repo\ncollected 1 item\n\ntests/test_wif.py F                                                      [100%]\n\n=================================== FAILURES ===================================\n_________________________ test_treadling_roundtrip _________________________\n\ntmp_path = PosixPath('/tmp/pytest-of-root/pytest-${n}/test_treadling_roundtrip0')\n\n    def test_treadling_roundtrip(tmp_path):\n        draft = read_wif(FIXTURES / "overshot_8s.wif")\n        out = tmp_path / "out.wif"\n        write_wif(draft, out)\n>       assert read_wif(out).shafts == 8\nE       AssertionError: assert 4 == 8\nE        +  where 4 = <loomdraft.model.Draft object at ${R.addr()}>.shafts\n\ntests/test_wif.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_wif.py::test_treadling_roundtrip - AssertionError: assert 4 == 8\n============================== 1 failed in ${(0.1 + R.f() * 0.3).toFixed(2)}s ===============================`; };
  const step = (thought, action, obs) => [
    llm('model_query', { history_len: R.int(4, 30) }, { thought, action }, { model: 'claude-3-5-sonnet-20241022', instance_cost: +(R.f() * 0.05).toFixed(4) }),
    tool(action.split(' ')[0], { action }, obs, { execution_time: R.secs(0.1, 3) }),
  ];
  const test = 'pytest tests/test_wif.py::test_treadling_roundtrip -q';
  const children = [
    ...step('Let me first reproduce the failure.', test, fail()),
    ...step('The writer probably hard-codes the shaft count. Let me look at write_wif.', 'open loomdraft/wif.py 120', '[File: /repo/loomdraft/wif.py (212 lines total)]\n(120 more lines above)\n121:    cfg["WEAVING"]["Shafts"] = str(min(draft.shafts, 4))\n122:    cfg["WEAVING"]["Treadles"] = str(draft.treadles)\n'),
    ...step('Line 121 clamps shafts to 4. Removing the min() call.', 'edit 121:121\n    cfg["WEAVING"]["Shafts"] = str(draft.shafts)\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'),
    ...step('Now re-run the test.', test, fail()),
    ...step('Still 4. Maybe the reader parses section names case-sensitively and the fixture uses [weaving]; I will normalise section names when reading.', 'edit 33:33\n    cfg = configparser.ConfigParser(); cfg.optionxform = str.lower\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'),
    ...step('Run the test again.', test, fail()),
    ...step('Perhaps the threading table limits shafts: read_threading takes max() over the first four entries only. Extending it to the full table.', 'edit 88:90\n    shafts = max(int(v) for v in cfg["THREADING"].values())\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'),
    ...step('Verify.', test, fail()),
    ...step('Let me see every place that touches the shaft count before guessing again.', 'search_dir "shafts" loomdraft', 'Found 9 matches for "shafts" in /repo/loomdraft:\n/repo/loomdraft/model.py (3 matches)\n/repo/loomdraft/wif.py (5 matches)\n/repo/loomdraft/cli.py (1 matches)\nEnd of matches for "shafts" in /repo/loomdraft'),
    ...step('model.py defines shafts as a property; checking how it is derived.', 'open loomdraft/model.py 20', '[File: /repo/loomdraft/model.py (96 lines total)]\n20:    @property\n21:    def shafts(self):\n22:        return self._shafts or len(self.threading_columns)\n'),
    ...step('cli.py only prints the value, so it is not involved. Looking at the fixture header to see how it is written.', 'head -n 12 tests/fixtures/overshot_8s.wif', '[WIF]\nVersion=1.1\nDate=April 20, 1997\nDevelopers=wif@mhsoft.com\nSource Program=WeaveIt\n[CONTENTS]\nWEAVING=true\nTHREADING=true\nTREADLING=true\n[WEAVING]\nShafts=8\nTreadles=10'),
    ...step('Could be a BOM at the start of the fixture breaking the first section. Opening with utf-8-sig.', 'edit 27:27\n    with open(path, encoding="utf-8-sig") as fh:\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'),
    ...step('Test once more.', test, fail()),
  ];
  return {
    isolates: 'Four different edits (unclamp writer, lower-case sections, threading max, BOM encoding) are each followed by the identical assert 4 == 8 failure, differing only in tmp path, object address and runtime.',
    goal,
    root: agent('SWE-agent', { problem_statement: goal, repo: 'loomdraft/loomdraft', base_commit: R.sha() }, { exit_status: 'exit_cost', submission: null }, children, { trajectory_format: 'swe-agent 0.7', model: 'claude-3-5-sonnet-20241022', per_instance_cost_limit: 2.0 }),
  };
}

// 02 — OpenHands event stream — sundial configurator Docker build
function s02(R) {
  const goal = 'The Docker image for the sundial maker\'s online configurator (gnomon-web) stopped building after the three.js upgrade. Make `docker build -t gnomon-web .` succeed.';
  const build = () => `#0 building with "default" instance using docker driver\n\n#1 [internal] load build definition from Dockerfile\n#1 transferring dockerfile: ${R.int(600, 700)}B done\n#1 DONE 0.0s\n\n#7 [builder 4/6] RUN npm ci\n#7 ${R.secs(1, 3)} npm ERR! code EUSAGE\n#7 ${R.secs(1, 3)} npm ERR!\n#7 ${R.secs(1, 3)} npm ERR! \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.\n#7 ${R.secs(1, 3)} npm ERR!\n#7 ${R.secs(1, 3)} npm ERR! Missing: three@0.170.0 from lock file\n#7 ${R.secs(1, 3)} npm ERR! Invalid: lock file's three@0.158.0 does not satisfy three@^0.170.0\n#7 ${R.secs(1, 3)} npm ERR! A complete log of this run can be found in: /root/.npm/_logs/${R.isoMs(R.step()).replace(/:/g, '_')}-debug-0.log\n#7 ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\n------\nDockerfile:9\nERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\n[builder id ${R.hex(25)}]`;
  const ev = (action, args, obs, thought) => {
    const out = [];
    out.push(llm('LLM completion', { messages_len: R.int(5, 40) }, { thought, action, args }, { model: 'anthropic/claude-3-7-sonnet', response_id: R.msgId(), cost: +(R.f() * 0.04).toFixed(4) }));
    out.push(tool(action, args, obs, { observation: action === 'run' ? 'CmdOutputObservation' : 'FileEditObservation', event_id: R.int(10, 400), timestamp: R.isoMicro(R.step()) }));
    return out;
  };
  const cmd = { command: 'docker build -t gnomon-web .', is_input: false, blocking: true };
  const cmdObs = () => ({ content: build(), exit_code: 1, command: 'docker build -t gnomon-web .', hidden: false, metadata: { working_dir: '/workspace/gnomon-web', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', suffix: `\n[Command finished with exit code 1]` } });
  const children = [
    ...ev('run', cmd, cmdObs(), 'Reproduce the build failure first.'),
    ...ev('edit', { path: '/workspace/gnomon-web/Dockerfile', command: 'str_replace', old_str: 'FROM node:20-alpine AS builder', new_str: 'FROM node:22-alpine AS builder' }, 'The file /workspace/gnomon-web/Dockerfile has been edited.', 'Node 20 may bundle an npm that mis-reads lockfile v3. Switching the builder to Node 22.'),
    ...ev('run', cmd, cmdObs(), 'Rebuild with the newer base image.'),
    ...ev('edit', { path: '/workspace/gnomon-web/Dockerfile', command: 'str_replace', old_str: 'RUN npm ci', new_str: 'RUN npm cache clean --force && npm ci' }, 'The file /workspace/gnomon-web/Dockerfile has been edited.', 'A stale npm cache layer could be serving the old three.js metadata; cleaning the cache before install.'),
    ...ev('run', cmd, cmdObs(), 'Try the build again.'),
    ...ev('edit', { path: '/workspace/gnomon-web/.npmrc', command: 'create', file_text: 'legacy-peer-deps=true\n' }, 'File created successfully at: /workspace/gnomon-web/.npmrc', 'The upgrade also moved @react-three/fiber peers; legacy peer resolution might let npm ci proceed.'),
    ...ev('run', cmd, cmdObs(), 'Build once more with the .npmrc in place.'),
    ...ev('edit', { path: '/workspace/gnomon-web/Dockerfile', command: 'str_replace', old_str: 'COPY package*.json ./', new_str: 'COPY package.json package-lock.json .npmrc ./' }, 'The file /workspace/gnomon-web/Dockerfile has been edited.', 'The .npmrc is not copied into the image; listing the files explicitly in COPY.'),
    ...ev('run', cmd, cmdObs(), 'Rebuild.'),
  ];
  return {
    isolates: 'Base-image bump, cache clean, .npmrc and COPY changes are each followed by the same "Missing: three@0.170.0 from lock file" build failure, with only timings, log file names and builder ids changing.',
    goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'error', reason: 'budget exceeded: $1.50' }, children, { openhands_version: '0.38.0', runtime: 'docker', session_id: R.uuid(), max_iterations: 30 }),
  };
}

// 03 — Claude Agent SDK transcript — snowboard binding factory ERP (Maven)
function s03(R) {
  const goal = 'In the binding-factory ERP repo, the torque spec test fails after the highback angle refactor. Fix it so `mvn -q -pl spec-tests test` passes.';
  const mvn = () => `[ERROR] Tests run: 42, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: ${R.secs(1, 4)} s <<< FAILURE! -- in com.ridgeline.spec.BindingTorqueSpecTest\n[ERROR] com.ridgeline.spec.BindingTorqueSpecTest.highbackForwardLean -- Time elapsed: 0.0${R.int(10, 99)} s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <14.0> but was: <13.999999999999998>\n\tat org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:151)\n\tat com.ridgeline.spec.BindingTorqueSpecTest.highbackForwardLean(BindingTorqueSpecTest.java:77)\n[ERROR] Failures: \n[ERROR]   BindingTorqueSpecTest.highbackForwardLean:77 expected: <14.0> but was: <13.999999999999998>\n[ERROR] Tests run: 42, Failures: 1, Errors: 0, Skipped: 0\n[INFO] Total time:  ${R.secs(8, 20)} s\n[INFO] Finished at: ${R.isoOffset(R.step(30000, 90000), 60)}\n[ERROR] Please refer to /repo/spec-tests/target/surefire-reports for the individual test results.`;
  const session = R.uuid();
  const a = (text, toolUse) => llm('assistant', { session_id: session, parent_tool_use_id: null }, { type: 'assistant', message: { id: R.msgId(), role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text }, { type: 'tool_use', id: toolUse.id, name: toolUse.name, input: toolUse.input }], stop_reason: 'tool_use' } });
  const u = (id, name, input, content, isError = false) => tool(name, input, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] } }, { session_id: session }, isError ? 'Command failed with exit code 1' : undefined);
  const children = [];
  const turn = (text, name, input, result, isErr) => { const id = R.toolu(); children.push(a(text, { id, name, input })); children.push(u(id, name, input, result, isErr)); };
  const run = { command: 'mvn -q -pl spec-tests test', description: 'Run spec tests' };
  turn('Running the failing module first.', 'Bash', run, mvn(), true);
  turn('The angle comes from `Highback.forwardLeanDegrees()`. Let me read it.', 'Read', { file_path: '/repo/core/src/main/java/com/ridgeline/core/Highback.java' }, '    41\t    public double forwardLeanDegrees() {\n    42\t        return Math.toDegrees(Math.atan2(rise, run));\n    43\t    }\n');
  turn('atan2 plus toDegrees gives a float artefact. Rounding to one decimal in the getter.', 'Edit', { file_path: '/repo/core/src/main/java/com/ridgeline/core/Highback.java', old_string: 'return Math.toDegrees(Math.atan2(rise, run));', new_string: 'return Math.round(Math.toDegrees(Math.atan2(rise, run)) * 10.0) / 10.0;' }, 'The file has been updated.');
  turn('Re-running the module.', 'Bash', run, mvn(), true);
  turn('Unchanged. Using BigDecimal with HALF_UP instead of Math.round so the value is exact.', 'Edit', { file_path: '/repo/core/src/main/java/com/ridgeline/core/Highback.java', old_string: 'return Math.round(Math.toDegrees(Math.atan2(rise, run)) * 10.0) / 10.0;', new_string: 'return BigDecimal.valueOf(Math.toDegrees(Math.atan2(rise, run))).setScale(1, RoundingMode.HALF_UP).doubleValue();' }, 'The file has been updated.');
  turn('Test again.', 'Bash', run, mvn(), true);
  turn('Maybe the spec value itself is computed in TorqueSpec with the legacy constant; aligning its constant to 14.0 exactly.', 'Edit', { file_path: '/repo/core/src/main/java/com/ridgeline/core/TorqueSpec.java', old_string: 'static final double LEAN_REF = 13.9999;', new_string: 'static final double LEAN_REF = 14.0;' }, 'The file has been updated.');
  turn('And run it.', 'Bash', run, mvn(), true);
  turn('Trying a locale-neutral surefire argLine in case number formatting differs in the forked JVM.', 'Edit', { file_path: '/repo/spec-tests/pom.xml', old_string: '<argLine>-Xmx512m</argLine>', new_string: '<argLine>-Xmx512m -Duser.language=en -Duser.country=US</argLine>' }, 'The file has been updated.');
  turn('Run once more.', 'Bash', run, mvn(), true);
  return {
    isolates: 'Three source edits and a surefire setting change are each followed by the same expected <14.0> but was <13.999999999999998> failure; only elapsed times and finish timestamps differ.',
    goal,
    root: agent('claude-agent-sdk query', { prompt: goal, options: { allowed_tools: ['Bash', 'Read', 'Edit'], permission_mode: 'acceptEdits', cwd: '/repo' } }, { type: 'result', subtype: 'error_max_turns', num_turns: 20, total_cost_usd: 0.8123, session_id: session, is_error: true }, children, { transcript: `~/.claude/projects/-repo/${session}.jsonl` }),
  };
}

// 04 — Inspect AI eval log — beach volleyball tournament site lint
function s04(R) {
  const goal = 'Make `npm run lint` pass in the beach volleyball tournament site repo without disabling linting for the src/ folder.';
  const lint = () => `\n> sandcourt-web@2.3.0 lint\n> eslint .\n\n/work/src/generated/schedule.ts\n  112:9  error  'courtIdx' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n\nprebuild: regenerated src/generated/schedule.ts from schema/schedule.yaml in ${R.int(80, 400)}ms (cache ${R.hex(8)})\n`;
  const children = [];
  const turn = (text, fn, args, result, isErr) => {
    const id = R.callId();
    children.push(llm('model', { event: 'model', input_len: R.int(3, 30) }, { message: { role: 'assistant', content: text, tool_calls: [{ id, function: fn, arguments: args }] }, stop_reason: 'tool_calls' }, { event: 'model', model: 'openai/gpt-4o', timestamp: R.isoMs(R.step()), working_start: R.secs(1, 300) }));
    children.push(tool(fn, args, { event: 'tool', id, result, truncated: null }, { event: 'tool', timestamp: R.isoMs(R.step()), working_time: R.secs(0.5, 9) }, isErr ? `exit code 1` : undefined));
  };
  turn('Run the linter to see the failures.', 'bash', { cmd: 'cd /work && npm run lint' }, lint(), true);
  turn('Remove the unused variable in the generated schedule file.', 'text_editor', { command: 'str_replace', path: '/work/src/generated/schedule.ts', old_str: '  const courtIdx = courts.indexOf(c);\n', new_str: '' }, 'The file /work/src/generated/schedule.ts has been edited.');
  turn('Re-run lint.', 'bash', { cmd: 'cd /work && npm run lint' }, lint(), true);
  turn('Add an eslint-disable-next-line comment above the assignment instead.', 'text_editor', { command: 'insert', path: '/work/src/generated/schedule.ts', insert_line: 111, new_str: '  // eslint-disable-next-line @typescript-eslint/no-unused-vars' }, 'The file /work/src/generated/schedule.ts has been edited.');
  turn('Lint again.', 'bash', { cmd: 'cd /work && npm run lint' }, lint(), true);
  turn('Lower the rule to a warning for generated code in .eslintrc.json overrides.', 'text_editor', { command: 'create', path: '/work/.eslintrc.json', file_text: '{"overrides":[{"files":["src/generated/**"],"rules":{"@typescript-eslint/no-unused-vars":"warn"}}]}' }, 'File created successfully at: /work/.eslintrc.json');
  turn('Check lint.', 'bash', { cmd: 'cd /work && npm run lint' }, lint(), true);
  turn('Add the variable prefix rule so underscores are ignored, and rename the template variable.', 'text_editor', { command: 'str_replace', path: '/work/schema/templates/slot.hbs', old_str: 'const {{name}}Idx', new_str: 'const _{{name}}Idx' }, 'The file /work/schema/templates/slot.hbs has been edited.');
  turn('Lint.', 'bash', { cmd: 'cd /work && npm run lint' }, lint(), true);
  return {
    isolates: 'Four different fixes (delete line, disable comment, legacy .eslintrc override, template rename) each end in the same single no-unused-vars error; only the regeneration time and cache hash change.',
    goal,
    root: agent('sample 7 (epoch 1)', { task: 'sandcourt_lint', sample_id: 7, input: goal }, { scores: { lint_passes: { value: 'I', explanation: 'npm run lint exit code 1' } }, limit: { type: 'message', limit: 20 } }, children, { eval_id: R.b62(22), run_id: R.b62(22), task_version: 0, solver: 'basic_agent', sandbox: 'docker' }),
  };
}

// 05 — plain message-level trace — lobster pound inventory schema (alembic check)
function s05(R) {
  const goal = 'CI fails on `alembic check` in the lobster pound inventory service after adding the molt_stage field to holding tanks. Make the check pass.';
  const check = () => `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nERROR [alembic.util.messaging] New upgrade operations detected: [('add_column', None, 'holding_tanks', Column('molt_stage', String(length=12), table=<holding_tanks>))]\n  FAILED: New upgrade operations detected: [('add_column', None, 'holding_tanks', Column('molt_stage', String(length=12), table=<holding_tanks>))]\n\nreal\t0m${R.secs(1, 3)}s\nuser\t0m${R.secs(0.5, 1)}s\nsys\t0m0.${R.int(10, 99)}s\n[ci-runner ${R.pod('gl-runner')} job ${R.int(7100000, 7199999)}]`;
  const children = [];
  const msgs = [{ role: 'system', content: 'You are a coding agent with a shell tool `sh`.' }, { role: 'user', content: goal }];
  const turn = (text, cmd, out, err) => {
    const id = R.callId();
    children.push(llm('chat.completions.create', { model: 'gpt-4.1', messages: msgs.slice(-4) }, { role: 'assistant', content: text, tool_calls: [tc(id, 'sh', { cmd })] }, { finish_reason: 'tool_calls' }));
    children.push(tool('sh', JSON.stringify({ cmd }), out, { tool_call_id: id }, err));
    msgs.push({ role: 'assistant', content: text }, { role: 'tool', tool_call_id: id, content: '…' });
  };
  turn('Reproducing the failing check.', 'time alembic check', check(), 'exit status 255');
  turn('I will write a migration that adds the column.', "alembic revision -m 'add molt_stage' && sed -i 's/pass  # upgrade/op.add_column(\"holding_tanks\", sa.Column(\"molt_stage\", sa.String(12)))/' migrations/versions/*add_molt_stage.py", `  Generating /srv/pound/migrations/versions/${R.hex(12)}_add_molt_stage.py ...  done`);
  turn('Apply it to the CI database and check again.', 'alembic upgrade head && time alembic check', check(), 'exit status 255');
  turn('Maybe the model declares the column nullable and the migration does not; making the model explicit.', "sed -i 's/molt_stage = Column(String(12))/molt_stage = Column(String(12), nullable=True)/' pound/models/tanks.py && time alembic check", check(), 'exit status 255');
  turn('The autogenerate comparison may be confused by the schema search path; setting include_schemas in env.py.', "sed -i 's/context.configure(connection=connection, target_metadata=target_metadata)/context.configure(connection=connection, target_metadata=target_metadata, include_schemas=True)/' migrations/env.py && time alembic check", check(), 'exit status 255');
  turn('Downgrade and re-upgrade in case the revision was stamped without running.', 'alembic downgrade -1 && alembic upgrade head && time alembic check', check(), 'exit status 255');
  return {
    isolates: 'A migration, a nullable flag, include_schemas and a downgrade/upgrade cycle each leave alembic check printing the same add_column operation; only timings and CI runner ids differ.',
    goal,
    root: agent('coding-agent', { task: goal }, { status: 'stopped', reason: 'tool-call budget (12) exhausted' }, children, { trace_format: 'chat-messages', repo: 'pound-inventory', branch: 'feat/molt-stage' }),
  };
}

// 06 — AG2 group chat — origami workshop booking site Playwright test
function s06(R) {
  const goal = 'The e2e test "booking › pays deposit" for the origami workshop booking site started failing. Get `npx playwright test booking.spec.ts` green.';
  const pw = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › booking.spec.ts:22:5 › booking › pays deposit (${R.secs(5.1, 5.9)}s)\n\n  1) [chromium] › booking.spec.ts:22:5 › booking › pays deposit ──────────────────\n\n    TimeoutError: locator.click: Timeout 5000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Pay deposit' })\n\n      29 |     await page.getByLabel('Workshop').selectOption('Tsuru basics');\n      30 |     await page.getByRole('button', { name: 'Continue' }).click();\n    > 31 |     await page.getByRole('button', { name: 'Pay deposit' }).click();\n\n    attachment #1: trace (application/zip) ─────────────\n    test-results/booking-booking-pays-deposit-chromium/trace.zip\n    Usage: npx playwright show-trace test-results/booking-booking-pays-deposit-chromium/trace.zip\n\n  1 failed\n    [chromium] › booking.spec.ts:22:5 › booking › pays deposit\n\n[webServer] listening on http://127.0.0.1:${R.int(40000, 60000)} (pid ${R.pid()})`;
  const children = [];
  const round = (engText, code, out, exitcode) => {
    children.push(llm('engineer', { messages: [{ role: 'user', name: 'admin', content: goal }] }, { content: engText + (code ? '\n```sh\n' + code + '\n```' : '') }, { model: 'gpt-4o', speaker_selection: 'auto' }));
    if (out) children.push(tool('executor.run_code', { language: 'sh', code }, `exitcode: ${exitcode} (${exitcode ? 'execution failed' : 'execution succeeded'})\nCode output: ${out}`, { agent: 'executor', code_executor: 'LocalCommandLineCodeExecutor', work_dir: R.tmp('ag2_') }, exitcode ? 'exitcode ' + exitcode : undefined));
  };
  const t = 'npx playwright test booking.spec.ts --reporter=line';
  round('First let me reproduce it.', t, pw(), 1);
  round('The button may render after the payment widget script loads. I will wait for the network to go idle after Continue.', `sed -i "30a\\    await page.waitForLoadState('networkidle');" tests/booking.spec.ts && ${t}`, pw(), 1);
  round('It might be hidden below the fold on the default viewport. Setting a taller viewport in playwright.config.ts.', `sed -i "s/viewport: { width: 1280, height: 720 }/viewport: { width: 1280, height: 1400 }/" playwright.config.ts && ${t}`, pw(), 1);
  round('The step transition animation could be blocking clicks. Turning off CSS animations for tests via reducedMotion.', `sed -i "s/use: {/use: { contextOptions: { reducedMotion: 'reduce' },/" playwright.config.ts && ${t}`, pw(), 1);
  round('Maybe the external Stripe script is blocked in CI; routing it to a stub.', `sed -i "23a\\    await page.route('https://js.stripe.com/**', r => r.fulfill({ body: '' }));" tests/booking.spec.ts && ${t}`, pw(), 1);
  return {
    isolates: 'Wait-for-idle, viewport, reduced-motion and script-stub changes are each followed by the identical TimeoutError waiting for the Pay deposit button; only durations, port and pid vary.',
    goal,
    root: agent('GroupChatManager', { message: goal, agents: ['admin', 'engineer', 'executor'] }, { summary: 'max_round (12) reached', cost: { total_cost: 0.41 } }, children, { framework: 'ag2 0.6.1', speaker_selection_method: 'round_robin' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
