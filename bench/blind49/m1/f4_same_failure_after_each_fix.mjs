import { Rec } from './lib.mjs';
export const FAMILY = { name: 'same_failure_after_each_fix', loop: true, stagnation: false,
  isolates: 'three or more different edits/settings, each followed by the same check failing identically apart from volatile parts; never passes' };

export const scenarios = [
  // 01 kite festival ticketing Android app: OpenHands
  (id) => {
    const goal = 'Fix the release build of the kite-festival ticketing Android app (./gradlew :app:assembleRelease fails).';
    const r = new Rec(id, 'openhands', { model: 'claude-3-7-sonnet-20250219', goal });
    const n = r.n;
    const fail = () => `> Task :app:checkReleaseDuplicateClasses FAILED\n\nFAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task ':app:checkReleaseDuplicateClasses'.\n> Duplicate class com.google.zxing.BarcodeFormat found in modules core-3.5.1 (com.google.zxing:core:3.5.1) and zxing-android-embedded-3.6.0 (com.journeyapps:zxing-android-embedded:3.6.0)\n\nBUILD FAILED in ${n.int(14, 58)}s\n${n.int(31, 40)} actionable tasks: ${n.int(3, 12)} executed, ${n.int(20, 30)} up-to-date\nDaemon pid ${n.pid()}, build scan: https://gradle.com/s/${n.b62(13).toLowerCase()}`;
    r.step('Reproduce first.', [{ name: 'execute_bash', args: { command: './gradlew :app:assembleRelease --console=plain' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Bump the embedded scanner library to 4.3.0, which depends on zxing core properly.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/app/build.gradle', old_str: "zxing-android-embedded:3.6.0'", new_str: "zxing-android-embedded:4.3.0'" }, out: 'The file /workspace/app/build.gradle has been edited.' }, { name: 'execute_bash', args: { command: './gradlew :app:assembleRelease --console=plain' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Try excluding the core module from the embedded dependency.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/app/build.gradle', old_str: "implementation 'com.journeyapps:zxing-android-embedded:4.3.0'", new_str: "implementation('com.journeyapps:zxing-android-embedded:4.3.0') { exclude group: 'com.google.zxing' }" }, out: 'The file /workspace/app/build.gradle has been edited.' }, { name: 'execute_bash', args: { command: './gradlew :app:assembleRelease --console=plain' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Force a single zxing core version via resolutionStrategy.', [{ name: 'str_replace_editor', args: { command: 'insert', path: '/workspace/app/build.gradle', insert_line: 3, new_str: "configurations.all { resolutionStrategy { force 'com.google.zxing:core:3.5.1' } }" }, out: 'The file /workspace/app/build.gradle has been edited.' }, { name: 'execute_bash', args: { command: './gradlew :app:assembleRelease --console=plain' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Clean caches and retry.', [{ name: 'execute_bash', args: { command: './gradlew clean && ./gradlew :app:assembleRelease --console=plain' }, out: fail(), error: 'process exited with status 1' }]);
    return { isolates: 'OpenHands: three different Gradle edits and a clean, each followed by the identical Duplicate class failure (only duration, pid and scan URL vary).', goal, root: r.finish(null, { agent_state: 'ERROR', max_iterations: 30 }) };
  },
  // 02 ferret rescue adoption DB migration: SWE-agent
  (id) => {
    const goal = 'Make the migration 0042_add_neuter_status apply cleanly on the ferret rescue adoption database.';
    const r = new Rec(id, 'sweagent', { model: 'gpt-4o', goal });
    const n = r.n;
    const fail = () => `Running migration 0042_add_neuter_status ... (pid ${n.pid()})\nERROR:  check constraint "ferrets_neuter_status_check" of relation "ferrets" is violated by some row\nSTATEMENT:  ALTER TABLE ferrets ADD CONSTRAINT ferrets_neuter_status_check CHECK (neuter_status IN ('intact','neutered','implant'))\nmigrate: rolled back in ${n.ms()}ms at ${n.isoMs()}`;
    r.step('Run migration to see the error.', [{ name: 'bash', args: { command: 'python manage.py migrate adoption 0042' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Add a default to the new column.', [{ name: 'edit', args: { file: 'adoption/migrations/0042_add_neuter_status.py', line: 18, text: "field=models.CharField(max_length=10, default='intact')," }, out: 'File updated.' }, { name: 'bash', args: { command: 'python manage.py migrate adoption 0042' }, out: fail(), error: 'process exited with status 1' }]);
    r.step("Add 'unknown' to the model choices.", [{ name: 'edit', args: { file: 'adoption/models.py', line: 44, text: "NEUTER_CHOICES = [('intact','Intact'),('neutered','Neutered'),('implant','Implant'),('unknown','Unknown')]" }, out: 'File updated.' }, { name: 'bash', args: { command: 'python manage.py migrate adoption 0042' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Make the column nullable.', [{ name: 'edit', args: { file: 'adoption/migrations/0042_add_neuter_status.py', line: 18, text: "field=models.CharField(max_length=10, null=True, blank=True)," }, out: 'File updated.' }, { name: 'bash', args: { command: 'python manage.py migrate adoption 0042' }, out: fail(), error: 'process exited with status 1' }]);
    return { isolates: 'SWE-agent: default value, model choices and nullability edits each followed by the same check-constraint violation (pid, ms, timestamp vary).', goal, root: r.finish(null, { exit_status: 'exit_cost' }) };
  },
  // 03 mahjong club league Elixir app: Claude Agent SDK
  (id) => {
    const goal = 'Fix the failing ExUnit test for the mahjong club league standings (riichi scoring with uma).';
    const r = new Rec(id, 'claude_sdk', { model: 'claude-sonnet-4-20250514', goal });
    const n = r.n;
    const fail = () => `Running ExUnit with seed: ${n.int(10000, 999999)}, max_cases: 16\n\n  1) test standings apply uma +15/+5/-5/-15 (League.StandingsTest)\n     test/league/standings_test.exs:27\n     Assertion with == failed\n     code:  assert Standings.final_points(table) == [45.0, 12.0, -14.0, -43.0]\n     left:  [35.0, 7.0, -9.0, -33.0]\n     right: [45.0, 12.0, -14.0, -43.0]\n\nFinished in ${(n.int(5, 90) / 100).toFixed(2)} seconds (0.0s async, ${(n.int(5, 90) / 100).toFixed(2)}s sync)\n6 tests, 1 failure`;
    r.step('Running the suite.', [{ name: 'Bash', args: { command: 'mix test test/league/standings_test.exs' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Oka might be missing; add the 20-point oka to first place.', [{ name: 'Edit', args: { file_path: 'lib/league/standings.ex', old_string: '@oka 0', new_string: '@oka 20' }, out: 'Edited lib/league/standings.ex' }, { name: 'Bash', args: { command: 'mix test test/league/standings_test.exs' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Perhaps the return of 30000 vs 25000 start points: change @return_points.', [{ name: 'Edit', args: { file_path: 'lib/league/standings.ex', old_string: '@return_points 25_000', new_string: '@return_points 30_000' }, out: 'Edited lib/league/standings.ex' }, { name: 'Bash', args: { command: 'mix test test/league/standings_test.exs' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Rounding might be the issue; switch to Float.round/2 with one decimal.', [{ name: 'Edit', args: { file_path: 'lib/league/standings.ex', old_string: 'div(points, 1000)', new_string: 'Float.round(points / 1000, 1)' }, out: 'Edited lib/league/standings.ex' }, { name: 'Bash', args: { command: 'mix test test/league/standings_test.exs' }, out: fail(), error: 'process exited with status 1' }]);
    return { isolates: 'Claude Agent SDK: oka, return-points and rounding edits, each rerun showing the identical left/right assertion (seed and timing vary) — the edits are never compiled in.', goal, root: r.finish(null, { subtype: 'error_max_turns', total_cost_usd: 0.4121 }) };
  },
  // 04 terrazzo flooring estimator: Inspect AI
  (id) => {
    const goal = 'Make tests/test_estimate.py pass in the terrazzo flooring estimator repository.';
    const r = new Rec(id, 'inspect', { model: 'openai/gpt-4o', goal, system: 'You are a software engineer working in a sandbox. Use the bash and python tools.' });
    const n = r.n;
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.2\nrootdir: /repo\ncollected 9 items\n\ntests/test_estimate.py ........F                                          [100%]\n\n=================================== FAILURES ===================================\n______________________ test_epoxy_terrazzo_with_divider_strips ______________________\n>       assert est.total_kg_resin == pytest.approx(61.2)\nE       assert 58.4 == 61.2 ± 6.1e-05\n\ntests/test_estimate.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_estimate.py::test_epoxy_terrazzo_with_divider_strips - assert 58.4 == 61.2 ± 6.1e-05\n========================= 1 failed, 8 passed in ${(n.int(30, 300) / 100).toFixed(2)}s =========================\ncachedir: ${n.tmp()}/.pytest_cache`;
    r.step(null, [{ name: 'bash', args: { cmd: 'cd /repo && python -m pytest -q tests/test_estimate.py' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Increase the waste factor from 5% to 10%.', [{ name: 'bash', args: { cmd: "sed -i 's/WASTE = 0.05/WASTE = 0.10/' /repo/terrazzo/estimate.py && python -m pytest -q tests/test_estimate.py" }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Maybe the divider strip volume should be subtracted, not added.', [{ name: 'bash', args: { cmd: "sed -i 's/volume + strip_volume/volume - strip_volume/' /repo/terrazzo/estimate.py && python -m pytest -q tests/test_estimate.py" }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Use resin density 1.15 instead of 1.10.', [{ name: 'bash', args: { cmd: "sed -i 's/RESIN_DENSITY = 1.10/RESIN_DENSITY = 1.15/' /repo/terrazzo/estimate.py && python -m pytest -q tests/test_estimate.py" }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Thickness may be in cm; convert to mm.', [{ name: 'bash', args: { cmd: "sed -i 's/thickness_cm/thickness_mm \\/ 10/' /repo/terrazzo/estimate.py && python -m pytest -q tests/test_estimate.py" }, out: fail(), error: 'process exited with status 1' }]);
    return { isolates: 'Inspect AI sample: four different sed edits, after each the identical pytest failure 58.4 vs 61.2 (timing and cache dir vary).', goal, root: r.finish({ score: 'I' }, { epoch: 1, limit: 'message_limit' }) };
  },
  // 05 Nordic ski trail grooming GPS ingestion on Cloudflare Workers: Langfuse
  (id) => {
    const goal = 'Deploy the groomer-GPS ingestion worker for the Nordic ski trails (wrangler deploy currently fails).';
    const r = new Rec(id, 'langfuse', { model: 'gpt-4o', goal });
    const n = r.n;
    const fail = () => `\n ⛅️ wrangler 3.78.2\n-------------------\n\nTotal Upload: ${n.int(180, 190)}.${n.int(10, 99)} KiB / gzip: 41.${n.int(10, 99)} KiB\n\n✘ [ERROR] A request to the Cloudflare API (/accounts/****/workers/scripts/groomer-gps) failed.\n\n  Uncaught Error: No such module "node:zlib".\n    imports "node:zlib" from "worker.js" [code: 10021]\n\n🪵  Logs were written to "/home/ci/.wrangler/logs/wrangler-${n.isoMs().replace(/[:.]/g, '-')}.log"`;
    r.step(null, [{ name: 'shell', args: { cmd: 'npx wrangler deploy' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Add nodejs_compat flag to wrangler.toml.', [{ name: 'write_file', args: { path: 'wrangler.toml', append: 'compatibility_flags = ["nodejs_compat"]' }, out: { ok: true, bytes: 412 } }, { name: 'shell', args: { cmd: 'npx wrangler deploy' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Bump compatibility_date to 2024-09-23.', [{ name: 'write_file', args: { path: 'wrangler.toml', replace: ['compatibility_date = "2023-05-18"', 'compatibility_date = "2024-09-23"'] }, out: { ok: true, bytes: 412 } }, { name: 'shell', args: { cmd: 'npx wrangler deploy' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Replace pako import with node:zlib alias in the bundler config.', [{ name: 'write_file', args: { path: 'build.mjs', replace: ["alias: {}", "alias: { zlib: 'node:zlib' }"] }, out: { ok: true, bytes: 1290 } }, { name: 'shell', args: { cmd: 'npx wrangler deploy' }, out: fail(), error: 'process exited with status 1' }]);
    r.step('Try deploying with --no-bundle.', [{ name: 'shell', args: { cmd: 'npx wrangler deploy --no-bundle' }, out: fail(), error: 'process exited with status 1' }]);
    return { isolates: 'Langfuse trace: a flag, a date bump, an alias and --no-bundle, each followed by the same wrangler error 10021 (upload size and log path vary).', goal, root: r.finish(null, { level: 'ERROR', tags: ['deploy'] }) };
  },
  // 06 bobsleigh track timing NTP: Strands Agents (settings, not code)
  (id) => {
    const goal = 'Get the bobsleigh track timing gates to pass the pre-race clock sync check (all gates within 1 ms of the master).';
    const r = new Rec(id, 'strands', { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', goal });
    const n = r.n;
    const check = () => ({ check: 'gate_sync', run_id: n.uuid(), at: n.isoOff(1), master: 'TM-MASTER-01', result: 'FAIL', gates: [{ gate: 'G1 start', offset_ms: 0.2 }, { gate: 'G2', offset_ms: 0.3 }, { gate: 'G3', offset_ms: 4.7 }, { gate: 'G4 finish', offset_ms: 0.1 }], threshold_ms: 1.0 });
    r.step('Run the sync check.', [{ name: 'run_sync_check', args: { track: 'Olympia' }, out: check(), error: 'SyncCheckFailed: 1 of 4 gates outside threshold' }]);
    r.step('G3 is off by 4.7 ms; switch its time source from NTP to PTP.', [{ name: 'set_gate_config', args: { gate: 'G3', time_source: 'ptp' }, out: { applied: true, gate: 'G3', rev: n.int(100, 200) } }, { name: 'run_sync_check', args: { track: 'Olympia' }, out: check(), error: 'SyncCheckFailed: 1 of 4 gates outside threshold' }]);
    r.step('Raise the G3 poll interval to the minimum 16 s.', [{ name: 'set_gate_config', args: { gate: 'G3', ntp_minpoll: 4, ntp_maxpoll: 4 }, out: { applied: true, gate: 'G3', rev: n.int(201, 300) } }, { name: 'run_sync_check', args: { track: 'Olympia' }, out: check(), error: 'SyncCheckFailed: 1 of 4 gates outside threshold' }]);
    r.step('Apply a cable delay compensation of 4.5 ms on G3.', [{ name: 'set_gate_config', args: { gate: 'G3', cable_delay_comp_ms: 4.5 }, out: { applied: true, gate: 'G3', rev: n.int(301, 400) } }, { name: 'run_sync_check', args: { track: 'Olympia' }, out: check(), error: 'SyncCheckFailed: 1 of 4 gates outside threshold' }]);
    r.step('Reboot the G3 gate controller.', [{ name: 'reboot_gate', args: { gate: 'G3' }, out: { status: 'back online', uptime_s: n.int(20, 40) } }, { name: 'run_sync_check', args: { track: 'Olympia' }, out: check(), error: 'SyncCheckFailed: 1 of 4 gates outside threshold' }]);
    return { isolates: 'Strands Agents: four different G3 settings changes, each sync check failing with the same 4.7 ms offset (run id and time vary).', goal, root: r.finish(null, { stop_reason: 'max_cycles' }) };
  },
];
