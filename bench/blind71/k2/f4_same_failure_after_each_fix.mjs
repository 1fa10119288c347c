// Loop: several different fixes, and after each one the same check fails the same way (only volatile bits differ).
export const family = 'same_failure_after_each_fix';
export const scenarios = [
  // 01 harbour tide-table generator -- plain message-level
  (N) => {
    const pyt = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1\nrootdir: /srv/tidegen\ncollected 14 items\n\ntests/test_harmonics.py ......F.......                                    [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_spring_high_water ____________________________\n\n    def test_spring_high_water():\n>       assert predict('PORTREE', '2025-03-30').high[0].time == '06:12'\nE       AssertionError: assert '07:12' == '06:12'\n\ntests/test_harmonics.py:88: AssertionError\n--------------------------- Captured log call ----------------------------------\nDEBUG tidegen.cache: wrote ${N.tmp('pytest-of-dev/tide')}/PORTREE.npz\n=========================== short test summary info ============================\nFAILED tests/test_harmonics.py::test_spring_high_water - AssertionError: assert '07:12' == '06:12'\n========================= 1 failed, 13 passed in ${N.dur()} =========================`;
    return {
      isolates: 'Three different code edits (phase constant, M2 speed, rounding) are each followed by the same pytest failure, 07:12 vs 06:12, with only the run time and temp path changing.',
      style: 'plain',
      run: {
        goal: 'Fix the failing spring-tide test in the Portree harbour tide-table generator.', model: 'gpt-4.1', agentName: 'swe-helper',
        system: 'You are a coding agent with run_shell and apply_patch tools. The repo is /srv/tidegen.',
        steps: [
          { calls: [{ name: 'run_shell', args: { cmd: 'pytest -q tests/test_harmonics.py' }, strArgs: true, out: pyt() }] },
          { text: 'The prediction is one hour late. The M2 phase lag (g) for Portree might be wrong in the constants table.', calls: [{ name: 'apply_patch', args: { path: 'tidegen/constants/portree.yaml', diff: '-  M2: {H: 1.72, g: 187.3}\n+  M2: {H: 1.72, g: 157.3}' }, out: 'Patched 1 file.' }, { name: 'run_shell', args: { cmd: 'pytest -q tests/test_harmonics.py' }, out: pyt() }] },
          { text: 'Same output, so the constant is not it. Maybe the angular speed of M2 is in the wrong unit.', calls: [{ name: 'apply_patch', args: { path: 'tidegen/harmonics.py', diff: '-M2_SPEED = 28.984104  # deg/h\n+M2_SPEED = math.radians(28.984104)' }, out: 'Patched 1 file.' }, { name: 'run_shell', args: { cmd: 'pytest -q tests/test_harmonics.py' }, out: pyt() }] },
          { text: 'Still 07:12. Perhaps the rounding of the extremum search step pushes it by an hour.', calls: [{ name: 'apply_patch', args: { path: 'tidegen/extrema.py', diff: '-STEP = timedelta(minutes=60)\n+STEP = timedelta(minutes=1)' }, out: 'Patched 1 file.' }, { name: 'run_shell', args: { cmd: 'pytest -q tests/test_harmonics.py' }, out: pyt() }] },
          { text: 'Trying to pin the astronomical argument epoch to 1900-01-01 instead.', calls: [{ name: 'apply_patch', args: { path: 'tidegen/astro.py', diff: '-EPOCH = datetime(2000,1,1,12)\n+EPOCH = datetime(1900,1,1)' }, out: 'Patched 1 file.' }, { name: 'run_shell', args: { cmd: 'pytest -q tests/test_harmonics.py' }, out: pyt() }] },
        ],
        cutoff: 'budget exhausted: 12 tool calls',
      },
    };
  },
  // 02 mosaic kiln controller firmware -- Vercel AI SDK
  (N) => {
    const ct = () => `   Compiling kilnctl v0.4.2 (/home/ci/kilnctl)\n    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${N.dur()}\n     Running unittests src/lib.rs (target/debug/deps/kilnctl-${N.hex(16)})\n\nrunning 9 tests\ntest ramp::tests::soak_holds_at_peak ... FAILED\n\nfailures:\n\n---- ramp::tests::soak_holds_at_peak stdout ----\nthread 'ramp::tests::soak_holds_at_peak' panicked at src/ramp.rs:142:9:\nassertion \`left == right\` failed\n  left: 1187\n right: 1220\n\nfailures:\n    ramp::tests::soak_holds_at_peak\n\ntest result: FAILED. 8 passed; 1 failed; 0 ignored; finished in 0.0${N.int(1, 9)}s`;
    return {
      isolates: 'The agent changes the PID gain, the soak timer, then the thermocouple offset; cargo test fails identically (left 1187, right 1220) each time except build hash and timings.',
      style: 'vercel',
      run: {
        goal: 'Make the glass-mosaic kiln controller hold its 1220 °C soak; the soak test is failing.', model: 'claude-3-7-sonnet', agentName: 'firmware-agent',
        system: 'You edit Rust firmware for a kiln controller. Tools: edit_file, sh.',
        steps: [
          { calls: [{ name: 'sh', args: { cmd: 'cargo test ramp::' }, out: ct() }] },
          { text: 'The controller undershoots by 33 degrees; increase the proportional gain.', calls: [{ name: 'edit_file', args: { path: 'src/pid.rs', find: 'kp: 2.4', replace: 'kp: 3.1' }, out: { ok: true } }, { name: 'sh', args: { cmd: 'cargo test ramp::' }, out: ct() }] },
          { text: 'Gain did nothing. The soak timer may start before the peak is reached.', calls: [{ name: 'edit_file', args: { path: 'src/ramp.rs', find: 'if temp >= target - 40', replace: 'if temp >= target - 2' }, out: { ok: true } }, { name: 'sh', args: { cmd: 'cargo test ramp::' }, out: ct() }] },
          { text: 'Identical failure. Possibly the type-S thermocouple cold-junction offset is being applied twice.', calls: [{ name: 'edit_file', args: { path: 'src/sensor.rs', find: 'raw + cj_offset + CJ_OFFSET', replace: 'raw + cj_offset' }, out: { ok: true } }, { name: 'sh', args: { cmd: 'cargo test ramp::' }, out: ct() }] },
        ],
        cutoff: 'maxSteps (8) reached',
      },
    };
  },
  // 03 cheese-cave humidity dbt model -- OpenAI Agents SDK
  (N) => {
    const dbt = () => `${N.syslog()}  Running with dbt=1.8.3\n${N.syslog()}  Found 23 models, 41 data tests, 4 sources\n${N.syslog()}  1 of 1 START test accepted_range_cave_daily_rh_pct ........ [RUN]\n${N.syslog()}  1 of 1 FAIL 6 accepted_range_cave_daily_rh_pct .......... [FAIL 6 in ${N.dur()}]\n${N.syslog()}  Failure in test accepted_range_cave_daily_rh_pct (models/marts/schema.yml)\n${N.syslog()}    Got 6 results, configured to fail if != 0\n${N.syslog()}    compiled code at target/compiled/affinage/models/marts/schema.yml/accepted_range_cave_daily_rh_pct.sql\n${N.syslog()}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1\n  invocation_id: ${N.uuid()}`;
    return {
      isolates: 'Three different SQL fixes to a cheese-cave humidity model each end with the identical dbt test failure (6 rows out of range), differing only in timestamps and invocation id.',
      style: 'oaiagents',
      run: {
        goal: 'Fix the failing humidity range test on the cave_daily model for the Comté affinage caves.', model: 'gpt-4.1', agentName: 'Analytics Engineer',
        system: 'You maintain dbt models for a cheese affinage cellar. Tools: run_dbt, write_file.',
        steps: [
          { calls: [{ name: 'run_dbt', args: { cmd: 'test', select: 'cave_daily' }, out: dbt() }] },
          { text: 'Some sensors report humidity as a 0-1 fraction. Multiply those by 100.', calls: [{ name: 'write_file', args: { path: 'models/marts/cave_daily.sql', patch: '+ case when rh < 1.5 then rh*100 else rh end as rh_pct' }, out: 'written 1 file' }, { name: 'run_dbt', args: { cmd: 'test', select: 'cave_daily' }, out: dbt() }] },
          { text: 'Not that. Maybe the averaging includes the door-open spikes; filter door_state = open.', calls: [{ name: 'write_file', args: { path: 'models/marts/cave_daily.sql', patch: "+ where door_state <> 'open'" }, out: 'written 1 file' }, { name: 'run_dbt', args: { cmd: 'test', select: 'cave_daily' }, out: dbt() }] },
          { text: 'Perhaps the timezone cut splits days wrongly; convert to Europe/Paris before date_trunc.', calls: [{ name: 'write_file', args: { path: 'models/marts/cave_daily.sql', patch: "+ date_trunc('day', ts at time zone 'Europe/Paris')" }, out: 'written 1 file' }, { name: 'run_dbt', args: { cmd: 'test', select: 'cave_daily' }, out: dbt() }] },
        ],
        cutoff: 'MaxTurnsExceeded: Max turns (10) exceeded',
      },
    };
  },
  // 04 funicular ticket import -- OTel GenAI
  (N) => {
    const v = () => ({ status: 'rejected', run_id: N.ulid(), checked_at: N.iso(), errors: [{ line: 318, field: 'fare_zone', value: 'BZ', message: "fare_zone must be one of ['A','B','C']" }], elapsed: `${N.ms(90, 400)}ms`, worker: N.pod('validator') });
    return {
      isolates: 'After three different transformations of the fare CSV, the import validator rejects line 318 with the same message each time; only run id, worker pod and timing change.',
      style: 'otel',
      run: {
        goal: 'Get the Monte Brè funicular\'s September ticket sales CSV through the accounting import validator.', model: 'gpt-4o', agentName: 'finance-ops',
        system: 'You prepare CSV files for the accounting import. Tools: transform_csv, validate_import.',
        steps: [
          { calls: [{ name: 'validate_import', args: { file: 'sales_2025-09.csv' }, out: v() }] },
          { text: 'BZ is probably "Brè Zone"; map it to C.', calls: [{ name: 'transform_csv', args: { file: 'sales_2025-09.csv', map: { fare_zone: { 'Brè Zone': 'C' } } }, out: { rows_changed: 0 } }, { name: 'validate_import', args: { file: 'sales_2025-09.csv' }, out: v() }] },
          { text: 'Maybe whitespace is hiding in the value; trim all fields.', calls: [{ name: 'transform_csv', args: { file: 'sales_2025-09.csv', trim: true }, out: { rows_changed: 41 } }, { name: 'validate_import', args: { file: 'sales_2025-09.csv' }, out: v() }] },
          { text: 'Try re-encoding as UTF-8 without BOM; the è may break parsing.', calls: [{ name: 'transform_csv', args: { file: 'sales_2025-09.csv', encoding: 'utf-8', strip_bom: true }, out: { rows_changed: 0, bom_removed: true } }, { name: 'validate_import', args: { file: 'sales_2025-09.csv' }, out: v() }] },
        ],
        cutoff: 'invoke_agent timeout after 300s',
      },
    };
  },
  // 05 orchid nursery greenhouse automation -- Inspect AI
  (N) => {
    const play = () => `PLAY [misting controllers] *****************************************************\n\nTASK [Gathering Facts] *********************************************************\nok: [gh-cattleya-01]\n\nTASK [misting : render schedule] ***********************************************\nfatal: [gh-cattleya-01]: FAILED! => {"changed": false, "msg": "AnsibleUndefinedVariable: 'dict object' has no attribute 'vpd_target'. 'dict object' has no attribute 'vpd_target'"}\n\nPLAY RECAP *********************************************************************\ngh-cattleya-01             : ok=1    changed=0    unreachable=0    failed=1    skipped=0\n\n${N.compact()} playbook run took 0 days, 0 hours, 0 minutes, ${N.int(4, 19)} seconds`;
    return {
      isolates: 'The agent edits three different vars files to define vpd_target but the playbook fails on the same undefined attribute every time; only the timing line changes.',
      style: 'inspect',
      run: {
        goal: 'Deploy the new misting schedule to the Cattleya greenhouse controller.', model: 'openai/gpt-4o', agentName: 'greenhouse_ops', tools: ['bash', 'write_file'], sampleId: 17,
        system: 'You manage an orchid nursery\'s greenhouse automation with Ansible.',
        steps: [
          { calls: [{ name: 'bash', args: { cmd: 'ansible-playbook -i inv/greenhouse.ini misting.yml --limit gh-cattleya-01' }, out: play() }] },
          { text: 'vpd_target is missing; add it to group_vars/all.yml.', calls: [{ name: 'write_file', args: { path: 'group_vars/all.yml', append: 'vpd_target: 0.9\n' }, out: 'ok' }, { name: 'bash', args: { cmd: 'ansible-playbook -i inv/greenhouse.ini misting.yml --limit gh-cattleya-01' }, out: play() }] },
          { text: 'The template reads it from a dict, perhaps climate.vpd_target in host_vars.', calls: [{ name: 'write_file', args: { path: 'host_vars/gh-cattleya-01.yml', content: 'climate:\n  vpd_target: 0.9\n' }, out: 'ok' }, { name: 'bash', args: { cmd: 'ansible-playbook -i inv/greenhouse.ini misting.yml --limit gh-cattleya-01' }, out: play() }] },
          { text: 'Set it in the role defaults instead.', calls: [{ name: 'write_file', args: { path: 'roles/misting/defaults/main.yml', content: 'misting:\n  vpd_target: 0.9\n' }, out: 'ok' }, { name: 'bash', args: { cmd: 'ansible-playbook -i inv/greenhouse.ini misting.yml --limit gh-cattleya-01' }, out: play() }] },
        ],
        cutoff: 'message limit (40) reached',
      },
    };
  },
  // 06 planetarium show control -- smolagents
  (N) => {
    const lint = () => `Checking shows/equinox.lua                       1 warning / 1 error\n\n    shows/equinox.lua:57:14: (E011) expected 'then' near 'fade'\n    shows/equinox.lua:12:7: (W211) unused variable 'dome_az'\n\nTotal: 1 warning / 1 error in 1 file\n[showctl ${N.hex(7)}] lint finished ${N.http()} pid=${N.int(2000, 40000)}`;
    return {
      isolates: 'Three different edits to a planetarium show script leave luacheck reporting the same syntax error at line 57 column 14; only the pid, commit and time change.',
      style: 'smolagents',
      run: {
        goal: 'Make the equinox planetarium show script pass lint so it can be loaded on the dome controller tonight.', model: 'meta-llama/Llama-3.3-70B-Instruct',
        system: 'You edit Lua show-control scripts for a planetarium.',
        steps: [
          { text: 'Run the linter first.', calls: [{ name: 'run_lint', args: { file: 'shows/equinox.lua' }, out: lint() }] },
          { text: 'Line 57 has an if without then; rename the variable fade to fade_ms in case it is a keyword clash.', calls: [{ name: 'edit', args: { file: 'shows/equinox.lua', line: 57, new: 'if cue.fade_ms > 0 fade(cue)' }, out: 'edited' }, { name: 'run_lint', args: { file: 'shows/equinox.lua' }, out: lint() }] },
          { text: 'Maybe the previous line is missing a closing parenthesis.', calls: [{ name: 'edit', args: { file: 'shows/equinox.lua', line: 56, new: 'local cue = cues[i])' }, out: 'edited' }, { name: 'run_lint', args: { file: 'shows/equinox.lua' }, out: lint() }] },
          { text: 'Remove the unused dome_az in case the linter is confused earlier on.', calls: [{ name: 'edit', args: { file: 'shows/equinox.lua', line: 12, new: '' }, out: 'edited' }, { name: 'run_lint', args: { file: 'shows/equinox.lua' }, out: lint() }] },
        ],
        cutoff: 'AgentMaxStepsError: Reached max steps.',
      },
    };
  },
];
