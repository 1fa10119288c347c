// Family 4: a different fix each time, the same check failing identically (modulo volatile parts). Never passes.
export const family = 'same_failure_after_fixes';
export const loop = true, stagnation = false;
const edit = (S, tool, args, out) => S.tool(tool, args, out);
export const scenarios = [
{ id: '01', domain: 'bee removal colony relocation scheduling app', style: 'openhands',
  isolates: 'Three different edits to a swarm-callout scheduler leave the same pytest assertion failing with only duration and tmp path changing.',
  goal: 'Fix the failing test test_swarm_priority in the bee-removal dispatch service.',
  build(R, S) {
    const fail = () => `============================= test session starts ==============================\nrootdir: /workspace/beeline\ncollected 41 items\n\ntests/test_dispatch.py ..........F..............................\n\nFAILED tests/test_dispatch.py::test_swarm_priority - AssertionError: assert 'wall_cavity' == 'hanging_swarm'\n  basetemp: ${R.tmp('pytest-of-root/pytest')}\n========================= 1 failed, 40 passed in ${R.dur(1, 3)} =========================`;
    const fixes = [
      ['sed -i "s/priority = 2/priority = 1/" beeline/dispatch.py', 'Lowered hanging swarm priority constant.'],
      ['python - <<EOF\n# reorder PRIORITY map keys\nEOF', 'Reordered the PRIORITY dict so hanging_swarm comes first.'],
      ['git apply fix_sort_key.patch', 'Changed sort key to (priority, -reported_at).'],
    ];
    const kids = [S.llm([{ role: 'user', content: 'Fix test_swarm_priority' }], 'Running the test first.', [{ name: 'execute_bash', args: { command: 'pytest -q tests/test_dispatch.py' } }]), S.tool('execute_bash', { command: 'pytest -q tests/test_dispatch.py' }, fail())];
    for (const [cmd, why] of fixes) {
      kids.push(S.llm([{ role: 'user', content: 'observation' }], why, [{ name: 'execute_bash', args: { command: cmd } }]));
      kids.push(S.tool('execute_bash', { command: cmd }, `[exit code 0]`));
      kids.push(S.tool('execute_bash', { command: 'pytest -q tests/test_dispatch.py' }, fail()));
    }
    return S.agent('CodeActAgent', { task: 'Fix test_swarm_priority' }, kids, { agent_state: 'STOPPED', reason: 'budget exhausted' });
  } },
{ id: '02', domain: 'hymnbook publisher LaTeX build', style: 'claude_sdk',
  isolates: 'Three different LaTeX fixes for an overfull music-staff box; latexmk prints the same fatal error each time with different run timestamps.',
  goal: 'Make the hymnbook PDF build succeed in CI (latexmk fails on hymn 214).',
  build(R, S) {
    const err = () => `Latexmk: applying rule 'lualatex'...\nThis is LuaHBTeX, Version 1.17.0 (TeX Live 2023)\n(./hymn214.tex\n! Package lyluatex Error: LilyPond could not process score_b3f1.ly (exit 1).\nl.88 \\end{lilypond}\n\nLatexmk: Errors, so I did not complete making targets\nCollected error summary (may duplicate other messages):\n  lualatex: Command for 'lualatex' gave return code 1\n      Refer to 'hymnbook.log' for details\nLatexmk: Run number 1 of rule 'lualatex' started ${R.httpDate()} elapsed ${R.dur(6, 20)}`;
    const kids = [];
    const fixes = [
      { file_path: 'hymn214.tex', old_string: '\\begin{lilypond}', new_string: '\\begin{lilypond}[staffsize=16]' },
      { file_path: 'preamble.tex', old_string: '\\usepackage{lyluatex}', new_string: '\\usepackage[program=/usr/bin/lilypond]{lyluatex}' },
      { file_path: 'scores/hymn214.ly', old_string: '\\time 3/4', new_string: '\\time 6/8' },
    ];
    kids.push(S.llm('Make the hymnbook build pass', null, [{ name: 'Bash', args: { command: 'latexmk -lualatex hymnbook.tex' } }]));
    kids.push(S.tool('Bash', { command: 'latexmk -lualatex hymnbook.tex' }, err(), 'exit code 12'));
    for (const f of fixes) {
      kids.push(S.llm('tool_result', `Trying a different fix in ${f.file_path}.`, [{ name: 'Edit', args: f }]));
      kids.push(S.tool('Edit', f, `The file ${f.file_path} has been updated.`));
      kids.push(S.tool('Bash', { command: 'latexmk -lualatex hymnbook.tex' }, err(), 'exit code 12'));
    }
    return S.agent('claude-agent-sdk query', { prompt: 'Make the hymnbook build pass' }, kids, { subtype: 'error_max_turns' });
  } },
{ id: '03', domain: 'Nomad job for a translation-memory server', style: 'sweagent',
  isolates: 'Each of three job-spec changes yields the same failed allocation message with only alloc id and timestamps changing.',
  goal: 'Get the tm-server Nomad job running healthy on the translation team cluster.',
  build(R, S) {
    const st = () => `ID            = ${R.hex(8)}\nEval ID       = ${R.hex(8)}\nName          = tm-server.api[0]\nNode Name     = ${R.host('nomad-client')}\nClient Status = failed\nCreated       = ${R.int(5, 40)}s ago\n\nRecent Events:\nTime                       Type            Description\n${R.iso()}  Driver Failure  failed to create container: API error (404): manifest for registry.lan/tm-server:2.4 not found\n${R.iso()}  Driving         Downloading image`;
    const kids = [S.llm('nomad job status tm-server failing', 'Checking allocation.', [{ name: 'bash', args: { cmd: 'nomad alloc status -latest tm-server' } }]), S.tool('bash', { cmd: 'nomad alloc status -latest tm-server' }, st())];
    for (const [ch, why] of [['memory = 2048', 'Raise memory to 2048 MB in case OOM hides the real error.'], ['network { port "http" { static = 8088 } }', 'Use a static port.'], ['force_pull = true', 'Force the image pull.']]) {
      kids.push(S.llm('observation', why, [{ name: 'edit', args: { file: 'tm-server.nomad.hcl', insert: ch } }]));
      kids.push(S.tool('edit', { file: 'tm-server.nomad.hcl', insert: ch }, 'File updated.'));
      kids.push(S.tool('bash', { cmd: 'nomad job run tm-server.nomad.hcl && sleep 20 && nomad alloc status -latest tm-server' }, `==> ${R.iso()}: Monitoring evaluation "${R.hex(8)}"\n    Evaluation status changed: "pending" -> "complete"\n` + st()));
    }
    return S.agent('SWE-agent run', { instance: 'tm-server-nomad' }, kids, { exit_status: 'exit_cost' });
  } },
{ id: '04', domain: 'apple grading line vision model tests', style: 'logfire',
  isolates: 'Three different threshold and preprocessing changes leave the same bruise-detection regression test failing with the same numbers.',
  goal: 'Make the regression suite for the apple bruise classifier pass before the grading line goes back into production.',
  build(R, S) {
    const out = () => `tests/test_regression.py::test_bruise_recall FAILED [${R.int(70, 99)}%]\nE   AssertionError: recall 0.812 < 0.90 on golden set batch_gala_2024_09 (n=640)\n<Function test_bruise_recall> at ${R.addr()}\n1 failed, 27 passed in ${R.dur(20, 45)}`;
    const kids = [];
    const fixes = [{ threshold: 0.45 }, { resize: [384, 384], normalize: 'imagenet' }, { tta: ['hflip', 'vflip'] }];
    kids.push(S.llm([{ role: 'user', content: 'Make regression pass' }], 'Run the suite first.', [{ name: 'run_tests', args: { path: 'tests/test_regression.py' } }]));
    kids.push(S.tool('run_tests', { path: 'tests/test_regression.py' }, out()));
    for (const f of fixes) {
      kids.push(S.llm([{ role: 'user', content: 'continue' }], `Changing inference config: ${JSON.stringify(f)}.`, [{ name: 'update_config', args: f }]));
      kids.push(S.tool('update_config', f, { ok: true, config_version: R.int(10, 99) }));
      kids.push(S.tool('run_tests', { path: 'tests/test_regression.py' }, out()));
    }
    return S.agent('agent run', { user_prompt: 'Make regression pass' }, kids, null);
  } },
{ id: '05', domain: 'ski binding release test rig firmware', style: 'langsmith',
  isolates: 'PlatformIO unit test on the rig firmware fails the same way after three unrelated edits; only the elapsed time and port enumeration change.',
  goal: 'Fix the failing torque-calibration unit test in the binding test rig firmware (PlatformIO, ESP32).',
  build(R, S) {
    const o = () => `Processing esp32dev in test mode\nBuilding...\nUploading to /dev/ttyUSB${R.int(0, 3)}\nTesting...\ntest/test_torque/test_main.cpp:42: test_din_setting_7:FAIL: Expected 68.0 Was 61.2 (Nm)\n-------------------- esp32dev:test_torque [FAILED] Took ${R.dur(9, 30)} --------------------\n1 Tests 1 Failures 0 Ignored`;
    const kids = [];
    kids.push(S.llm({ role: 'user', content: 'Fix the torque test' }, null, [{ name: 'terminal', args: { cmd: 'pio test -e esp32dev -f test_torque' } }]));
    kids.push(S.tool('terminal', { cmd: 'pio test -e esp32dev -f test_torque' }, o()));
    for (const e of ['switch load cell gain from 128 to 64', 'use float instead of int16 for the ADC accumulator', 'add 50 ms debounce before sampling']) {
      kids.push(S.llm({ role: 'user', content: 'tool output' }, `Next attempt: ${e}.`, [{ name: 'apply_patch', args: { description: e } }]));
      kids.push(S.tool('apply_patch', { description: e }, 'Patched src/torque.cpp'));
      kids.push(S.tool('terminal', { cmd: 'pio test -e esp32dev -f test_torque' }, o()));
    }
    return S.agent('LangGraph', { messages: ['Fix the torque test'] }, kids, null);
  } },
{ id: '06', domain: 'pet passport office Liquibase migration', style: 'spring_ai',
  isolates: 'Three different changelog edits; liquibase update fails with the same checksum-validation error each time, lock ids and timestamps aside.',
  goal: 'Apply the new rabies_titer column migration to the pet passport database.',
  build(R, S) {
    const e = () => `Starting Liquibase at ${R.logTs()} (version 4.25.1 #${R.int(1000, 9999)} built at 2023-12-18 16:18+0000)\nLiquibase Version: 4.25.1\nERROR: Exception Details\nERROR: Exception Primary Class:  ValidationFailedException\nERROR: Exception Primary Reason:  Validation Failed:\n     1 changesets check sum\n          db/changelog/2024-05-add-microchip.xml::7::mkowalski was: 9:3b1f... but is now: 9:a4c2...\nLock id: ${R.uuid()}`;
    const kids = [];
    kids.push(S.llm([{ role: 'user', content: 'Apply rabies_titer migration' }], null, [{ name: 'runShell', args: { command: 'liquibase update' } }]));
    kids.push(S.tool('runShell', { command: 'liquibase update' }, e(), 'exit 1'));
    for (const [f, d] of [['db/changelog/2024-09-rabies-titer.xml', 'rename changeset id to 12'], ['db/changelog/db.changelog-master.xml', 'move include of rabies file to the end'], ['db/changelog/2024-09-rabies-titer.xml', 'add runOnChange="true"']]) {
      kids.push(S.llm([{ role: 'user', content: 'output' }], `Fix: ${d}.`, [{ name: 'editFile', args: { path: f, change: d } }]));
      kids.push(S.tool('editFile', { path: f, change: d }, 'saved'));
      kids.push(S.tool('runShell', { command: 'liquibase update' }, e(), 'exit 1'));
    }
    return S.agent('ChatClient.prompt().call()', { advisors: ['MessageChatMemoryAdvisor'] }, kids, null);
  } },
];
