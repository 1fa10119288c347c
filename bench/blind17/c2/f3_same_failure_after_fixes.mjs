// Family 3: a different fix each time, the same check failing the same way (only volatile parts differ). Never passes.
import { Chat, SmolRun, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = {
  name: 'same_failure_after_fixes',
  loop: true,
  stagnation: false,
  summary: 'Three or more different edits or settings are tried, and after each the same check fails with output identical apart from timings, ids and timestamps; it never passes.',
};

export const rows = [
  // 01 meteorite dealer, plain message-level
  (n) => {
    n.at('2024-04-16T14:00:00Z');
    const goal = 'Fix the failing price-per-gram test in the meteorite dealer inventory service (stonefall-inventory) so CI goes green.';
    const chat = new Chat(n, { style: 'plain', system: 'You are a coding agent working in /workspace/stonefall-inventory. Tools: read_file, edit_file, run_tests.', user: goal });
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0\nUsing --randomly-seed=${n.int(100000000, 4294967295)}\nrootdir: /workspace/stonefall-inventory\ncollected 42 items\n\ntests/test_pricing.py ....F.........                                      [ 33%]\ntests/test_catalogue.py ............................                         [100%]\n\n=================================== FAILURES ===================================\n____________________ test_price_per_gram_rounds_half_up _____________________\n\n    def test_price_per_gram_rounds_half_up():\n        specimen = Specimen(mass_g=Decimal("37.05"), price=Decimal("457.57"))\n>       assert specimen.price_per_gram() == Decimal("12.35")\nE       AssertionError: assert Decimal('12.34') == Decimal('12.35')\n\ntests/test_pricing.py:58: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_pricing.py::test_price_per_gram_rounds_half_up - AssertionError: assert Decimal('12.34') == Decimal('12.35')\n========================= 1 failed, 41 passed in ${n.float(1.8, 3.4)}s =========================`;
    const s = [];
    s.push(...chat.turn('Running the tests to see the failure.', [{ name: 'run_tests', args: { cmd: 'pytest -q tests/' }, out: { exit_code: 1, stdout: fail(), cwd: '/workspace/stonefall-inventory' } }]));
    s.push(...chat.turn('', [{ name: 'read_file', args: { path: 'stonefall/pricing.py' }, out: 'from decimal import Decimal, ROUND_HALF_EVEN\n\nclass Specimen:\n    def __init__(self, mass_g, price):\n        self.mass_g = mass_g\n        self.price = price\n\n    def price_per_gram(self):\n        ppg = float(self.price) / float(self.mass_g)\n        return Decimal(ppg).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)\n' }]));
    s.push(...chat.turn('The rounding mode is banker\'s rounding; the test expects half-up. Switching to ROUND_HALF_UP.', [
      { name: 'edit_file', args: { path: 'stonefall/pricing.py', old: 'rounding=ROUND_HALF_EVEN', new: 'rounding=ROUND_HALF_UP' }, out: { ok: true, bytes_written: 312 } },
      { name: 'edit_file', args: { path: 'stonefall/pricing.py', old: 'from decimal import Decimal, ROUND_HALF_EVEN', new: 'from decimal import Decimal, ROUND_HALF_UP' }, out: { ok: true, bytes_written: 310 } },
      { name: 'run_tests', args: { cmd: 'pytest -q tests/' }, out: { exit_code: 1, stdout: fail(), cwd: '/workspace/stonefall-inventory' } },
    ]));
    s.push(...chat.turn('Same assertion. Perhaps the quantize exponent is the issue; I will quantize with Decimal("1.00") instead.', [
      { name: 'edit_file', args: { path: 'stonefall/pricing.py', old: 'quantize(Decimal("0.01")', new: 'quantize(Decimal("1.00")' }, out: { ok: true, bytes_written: 310 } },
      { name: 'run_tests', args: { cmd: 'pytest -q tests/' }, out: { exit_code: 1, stdout: fail(), cwd: '/workspace/stonefall-inventory' } },
    ]));
    s.push(...chat.turn('Unchanged. The test may pick up a stale compiled module; clearing caches and pinning the decimal context precision to 28.', [
      { name: 'edit_file', args: { path: 'stonefall/__init__.py', old: '', new: 'import decimal\ndecimal.getcontext().prec = 28\n' }, out: { ok: true, bytes_written: 44 } },
      { name: 'run_tests', args: { cmd: 'find . -name __pycache__ -exec rm -rf {} + ; pytest -q -p no:cacheprovider tests/' }, out: { exit_code: 1, stdout: fail(), cwd: '/workspace/stonefall-inventory' } },
    ]));
    return {
      domain: 'meteorite dealer inventory', style: 'plain message-level',
      isolates: 'Three different edits (rounding mode, quantize exponent, decimal context) are each followed by the identical pytest failure, differing only in seed and runtime, because the float division is never touched.',
      goal,
      root: agentSpan('coding_agent', { goal, repo: 'stonefall-inventory' }, null, s, { max_turns: 5, stopped_reason: 'max_turns', sandbox: n.pod('sbx') }, 'Stopped after 5 turns without passing tests'),
    };
  },

  // 02 mosaic tile workshop, Mastra workflow + agent
  (n) => {
    n.at('2025-02-11T09:30:00Z');
    const goal = 'Make the quote generator of the mosaic tile workshop website compile again (npm run typecheck fails) so the smalti price update can ship.';
    const chat = new Chat(n, { style: 'mastra', agent: 'devAgent', system: 'You are a TypeScript maintenance agent. Tools: readFile, applyPatch, runCommand.', user: goal });
    const tsc = () => ({ exitCode: 2, durationMs: n.int(3800, 6100), stdout: `> tessera-site@2.3.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\nsrc/quote/buildQuote.ts:48:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n48       finish: tile.finishCode,\n         ~~~~~~\n\n  src/quote/types.ts:12:3\n    12   finish: string;\n         ~~~~~~\n    The expected type comes from property 'finish' which is declared here on type 'QuoteLine'\n\n\nFound 1 error in src/quote/buildQuote.ts:48\n`, stderr: '', tmpBuildInfo: n.tmp('tsbuildinfo-') });
    const s = [];
    s.push(...chat.turn('Running the type check first.', [{ name: 'runCommand', args: { cmd: 'npm run typecheck' }, out: tsc() }]));
    s.push(...chat.turn('The finish code can be undefined for unglazed smalti. I will default it where the tile is loaded in loadTiles.ts.', [
      { name: 'applyPatch', args: { file: 'src/quote/loadTiles.ts', patch: "@@ -22,3 +22,3 @@\n-    finishCode: row.finish_code,\n+    finishCode: row.finish_code ?? '',\n" }, out: { applied: true, hunks: 1 } },
      { name: 'runCommand', args: { cmd: 'npm run typecheck' }, out: tsc() },
    ]));
    s.push(...chat.turn('The loader is not the declared type source. Making finishCode required in the Tile interface instead.', [
      { name: 'applyPatch', args: { file: 'src/catalog/tile.ts', patch: '@@ -8,1 +8,1 @@\n-  finishCode?: string;\n+  finishCode: string;\n' }, out: { applied: true, hunks: 1 } },
      { name: 'runCommand', args: { cmd: 'npm run typecheck' }, out: tsc() },
    ]));
    s.push(...chat.turn('Another approach: relax QuoteLine so finish is optional.', [
      { name: 'applyPatch', args: { file: 'src/quote/types.ts', patch: '@@ -12,1 +12,1 @@\n-  finish: string;\n+  finish?: string | null;\n' }, out: { applied: false, reason: 'hunk 1 did not apply: context mismatch at line 12 (file uses CRLF)' } },
      { name: 'runCommand', args: { cmd: 'npm run typecheck' }, out: tsc() },
    ]));
    s.push(...chat.turn('I will set strictNullChecks to false in tsconfig.build.json to unblock the release.', [
      { name: 'applyPatch', args: { file: 'tsconfig.build.json', patch: '@@ -5,0 +6,1 @@\n+    "strictNullChecks": false,\n' }, out: { applied: true, hunks: 1 } },
      { name: 'runCommand', args: { cmd: 'npm run typecheck' }, out: tsc() },
    ]));
    return {
      domain: 'mosaic tile workshop web shop', style: 'Mastra agent',
      isolates: 'Four different patches (loader default, interface change, a patch that did not apply, a tsconfig that the script does not read) each end in the same TS2322 error at buildQuote.ts:48.',
      goal,
      root: agentSpan("agent run: 'devAgent'", { messages: [{ role: 'user', content: goal }] }, { text: '', finishReason: 'tool-calls' }, s, { spanType: 'agent_run', agentId: 'devAgent', runId: chat.session, maxSteps: 5 }, 'Max steps (5) reached'),
    };
  },

  // 03 air quality monitoring network, smolagents
  (n) => {
    n.at('2024-11-27T07:50:00Z');
    const goal = 'Sensor AQ-114 (Hollins Road) fails the weekly PM2.5 drift check against the reference monitor. Recalibrate it so the check passes.';
    const run = new SmolRun(n, { task: goal });
    const fail = () => ({ run_id: n.uuid7(), sensor: 'AQ-114', ref: 'REF-HOLL-01', window: '2024-11-20/2024-11-27', n_pairs: 161, slope: 1.37, intercept: 2.8, r2: 0.91, allowed_slope: [0.9, 1.1], status: 'FAIL', checked_at: n.isoMicro(), worker: n.pod('driftcheck') });
    const s = [];
    s.push(run.step({ thought: 'First run the drift check to see the current figures.', code: 'print(run_drift_check(sensor="AQ-114"))', calls: [{ name: 'run_drift_check', args: { sensor: 'AQ-114' }, out: fail() }], logs: 'status FAIL slope 1.37\n' }));
    s.push(run.step({ thought: 'Slope 1.37 suggests the humidity correction is off. I will enable the kappa-Köhler humidity compensation and re-check.', code: 'set_sensor_config(sensor="AQ-114", key="rh_compensation", value="kappa_koehler")\nprint(run_drift_check(sensor="AQ-114"))', calls: [{ name: 'set_sensor_config', args: { sensor: 'AQ-114', key: 'rh_compensation', value: 'kappa_koehler' }, out: { ok: true, version: n.int(40, 90) } }, { name: 'run_drift_check', args: { sensor: 'AQ-114' }, out: fail() }], logs: 'status FAIL slope 1.37\n' }));
    s.push(run.step({ thought: 'Humidity compensation made no difference. Lengthening the averaging window from 1 h to 24 h should smooth fog events.', code: 'set_sensor_config(sensor="AQ-114", key="avg_window", value="24h")\nprint(run_drift_check(sensor="AQ-114"))', calls: [{ name: 'set_sensor_config', args: { sensor: 'AQ-114', key: 'avg_window', value: '24h' }, out: { ok: true, version: n.int(91, 99) } }, { name: 'run_drift_check', args: { sensor: 'AQ-114' }, out: fail() }], logs: 'status FAIL slope 1.37\n' }));
    s.push(run.step({ thought: 'Still 1.37. Applying a gain correction of 0.73 directly to the PM2.5 channel.', code: 'set_sensor_config(sensor="AQ-114", key="pm25_gain", value=0.73)\nprint(run_drift_check(sensor="AQ-114"))', calls: [{ name: 'set_sensor_config', args: { sensor: 'AQ-114', key: 'pm25_gain', value: 0.73 }, out: { ok: true, version: n.int(100, 120), note: 'applies to readings ingested after change' } }, { name: 'run_drift_check', args: { sensor: 'AQ-114' }, out: fail() }], logs: 'status FAIL slope 1.37\n' }));
    return {
      domain: 'air quality monitoring network', style: 'smolagents CodeAgent',
      isolates: 'Three different configuration changes are followed by a drift check with the same slope 1.37 FAIL verdict (only run id, timestamp and worker change), since the check re-reads last week\'s data.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal, max_steps: 4 }, null, s, { run_id: n.uuid() }, 'AgentMaxStepsError: Reached max steps.'),
    };
  },

  // 04 paragliding school, Google ADK
  (n) => {
    n.at('2025-03-18T06:30:00Z');
    const goal = "Deploy the new morning weather-briefing service for the paragliding school to Cloud Run and make sure the revision becomes healthy before the 08:00 briefing.";
    const chat = new Chat(n, { style: 'adk', agent: 'deploy_agent', system: 'You deploy services with gcloud. Tools: run_shell, read_file.', user: goal, tools: ['run_shell', 'read_file'] });
    const err = () => `Deploying container to Cloud Run service [wx-briefing] in project [ridge-lift-school] region [europe-west1]\nX Deploying new service...\n  - Creating Revision...\n  . Routing traffic...\nDeployment failed\nERROR: (gcloud.run.deploy) Revision 'wx-briefing-000${n.int(10, 99)}-${n.b36(3)}' is not ready and cannot serve traffic. The user-provided container failed to start and listen on the port defined provided by the PORT=8080 environment variable within the allocated timeout. This can happen when the container port is misconfigured or if the timeout is too short.\n\nLogs URL: https://console.cloud.google.com/logs/viewer?project=ridge-lift-school&resource=cloud_run_revision/service_name/wx-briefing/revision_name/wx-briefing-000${n.int(10, 99)}-${n.b36(3)}&advancedFilter=resource.type%3D%22cloud_run_revision%22`;
    const s = [];
    s.push(...chat.turn('', [{ name: 'run_shell', args: { cmd: 'gcloud run deploy wx-briefing --source . --region europe-west1' }, error: err() }]));
    s.push(...chat.turn('The container did not listen on 8080 in time. Giving it more memory might speed start-up; redeploying with 1Gi.', [{ name: 'run_shell', args: { cmd: 'gcloud run deploy wx-briefing --source . --region europe-west1 --memory 1Gi' }, error: err() }]));
    s.push(...chat.turn('Memory did not help. Raising the startup probe timeout to 240 seconds.', [{ name: 'run_shell', args: { cmd: 'gcloud run deploy wx-briefing --source . --region europe-west1 --memory 1Gi --timeout 240 --startup-probe=timeoutSeconds=240,periodSeconds=240' }, error: err() }]));
    s.push(...chat.turn('Maybe the start command is wrong; setting the entrypoint explicitly to gunicorn on $PORT.', [{ name: 'run_shell', args: { cmd: "gcloud run deploy wx-briefing --source . --region europe-west1 --command gunicorn --args='-b,:$PORT,app:server'" }, error: err() }]));
    s.push(...chat.turn('Trying the CPU boost flag so the Python imports finish faster at start-up.', [{ name: 'run_shell', args: { cmd: 'gcloud run deploy wx-briefing --source . --region europe-west1 --cpu-boost --memory 1Gi' }, error: err() }]));
    return {
      domain: 'paragliding school', style: 'Google ADK events',
      isolates: 'Four different deploy settings (memory, probe timeout, entrypoint, CPU boost) all end in the same "failed to start and listen on PORT=8080" error apart from the revision name; the agent never reads the logs.',
      goal,
      root: agentSpan('agent_run [deploy_agent]', { new_message: goal, session_id: chat.session }, null, s, { 'gcp.vertex.agent.invocation_id': chat.invocation }, 'Invocation cancelled: session deadline 600s exceeded'),
    };
  },

  // 05 audiobook narration production, AutoGen
  (n) => {
    n.at('2024-09-05T12:00:00Z');
    const goal = 'Chapter 7 of "The Salt Road" fails the audiobook retailer loudness check. Master it so it passes (RMS between -23 and -18 dB, peak at most -3 dB, noise floor at most -60 dB).';
    const chat = new Chat(n, { style: 'autogen', agent: 'mastering_engineer', user: goal, userName: 'producer' });
    const check = () => ({ file: 'masters/salt_road_ch07.mp3', analysed_at: n.isoSec(), analysis_id: n.uuid(), duration: '00:38:12.46', rms_db: -24.9, peak_db: -3.2, noise_floor_db: -63.1, bitrate: '192k CBR', sample_rate: 44100, verdict: { rms: 'FAIL', peak: 'OK', noise_floor: 'OK' }, overall: 'FAIL', mtime: n.epoch() - 86400 * 3 });
    const s = [];
    const ex = 'audio_executor';
    s.push(...chat.turn('', [{ name: 'acx_check', args: { path: 'masters/salt_road_ch07.mp3' }, out: check() }], { speaker: 'mastering_engineer', executor: ex }));
    s.push(...chat.turn('RMS is 1.9 dB too low. Applying EBU loudnorm with an integrated target of -20 LUFS.', [
      { name: 'run_ffmpeg', args: { args: '-y -i raw/ch07.wav -af loudnorm=I=-20:TP=-3.5:LRA=11 -ar 44100 -b:a 192k out/salt_road_ch07.mp3' }, out: { rc: 0, stderr_tail: `size=   53742kB time=00:38:12.46 bitrate= 192.0kbits/s speed=${n.float(40, 90, 1)}x` } },
      { name: 'acx_check', args: { path: 'masters/salt_road_ch07.mp3' }, out: check() },
    ], { speaker: 'mastering_engineer', executor: ex }));
    s.push(...chat.turn('No change in RMS. Using a plain +3 dB gain followed by a limiter at -3.2 dB instead.', [
      { name: 'run_ffmpeg', args: { args: '-y -i raw/ch07.wav -af volume=3dB,alimiter=limit=0.69 -b:a 192k out/salt_road_ch07.mp3' }, out: { rc: 0, stderr_tail: `size=   53741kB time=00:38:12.46 bitrate= 192.0kbits/s speed=${n.float(40, 90, 1)}x` } },
      { name: 'acx_check', args: { path: 'masters/salt_road_ch07.mp3' }, out: check() },
    ], { speaker: 'mastering_engineer', executor: ex }));
    s.push(...chat.turn('Still -24.9. Trying dynamic normalisation, which lifts quiet passages of the narration.', [
      { name: 'run_ffmpeg', args: { args: '-y -i raw/ch07.wav -af dynaudnorm=f=250:g=15,alimiter=limit=0.69 -b:a 192k out/salt_road_ch07.mp3' }, out: { rc: 0, stderr_tail: `size=   53760kB time=00:38:12.46 bitrate= 192.0kbits/s speed=${n.float(20, 40, 1)}x` } },
      { name: 'acx_check', args: { path: 'masters/salt_road_ch07.mp3' }, out: check() },
    ], { speaker: 'mastering_engineer', executor: ex }));
    return {
      domain: 'audiobook narration production', style: 'AutoGen / AG2 group chat',
      isolates: 'Three different ffmpeg masters (loudnorm, gain plus limiter, dynaudnorm) are each followed by a loudness check giving the same -24.9 dB RMS FAIL, because the check reads masters/ while the renders go to out/.',
      goal,
      root: agentSpan('RoundRobinGroupChat.run', { task: goal, participants: ['mastering_engineer', 'audio_executor'] }, { stop_reason: 'Maximum number of turns 4 reached.' }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }),
    };
  },

  // 06 hydrographic survey vessel, LlamaIndex workflow
  (n) => {
    n.at('2024-06-12T19:10:00Z');
    const goal = 'Get survey block HB-07 (Hythe Bank, MBES) through the crossline QC so it can be delivered to the chart office.';
    const s = [];
    const chat = new Chat(n, { style: 'llamaindex', system: 'You are a hydrographic processing agent. Tools: set_processing_param, run_crossline_qc.', user: goal });
    const qc = () => ({ job: n.jobId('qc-'), block: 'HB-07', started: n.euDate(), intersections: 212, failing: 38, max_diff_m: 0.42, limit_m: 0.29, standard: 'IHO S-44 Order 1a', result: 'FAILED', report: `/data/qc/HB-07/${n.compact()}_crossline.pdf`, node: n.host('caris-batch') });
    const step = (text, calls) => { const sp = chat.turn(text, calls); return chainSpan('FunctionAgent.run_agent_step', { input: text.slice(0, 60) }, { tool_calls: calls.length }, sp); };
    s.push(step('Running the crossline QC to see where we stand.', [{ name: 'run_crossline_qc', args: { block: 'HB-07' }, out: qc() }]));
    s.push(step('Differences this large usually come from tides. Switching from the predicted tide to the observed gauge zoning file.', [{ name: 'set_processing_param', args: { block: 'HB-07', param: 'tide_source', value: 'zdf:Hythe_observed_2024.zdf' }, out: { saved: true } }, { name: 'run_crossline_qc', args: { block: 'HB-07' }, out: qc() }]));
    s.push(step('Tide change did not move the numbers. Replacing the sound velocity profile with the cast from 11 June.', [{ name: 'set_processing_param', args: { block: 'HB-07', param: 'svp', value: 'casts/SVP_20240611_1422.svp' }, out: { saved: true } }, { name: 'run_crossline_qc', args: { block: 'HB-07' }, out: qc() }]));
    s.push(step('Maybe heave artefacts: enabling delayed heave (TrueHeave) instead of real-time heave.', [{ name: 'set_processing_param', args: { block: 'HB-07', param: 'heave', value: 'delayed_trueheave' }, out: { saved: true, warning: 'parameters take effect after Merge/Compute TPU' } }, { name: 'run_crossline_qc', args: { block: 'HB-07' }, out: qc() }]));
    return {
      domain: 'hydrographic survey vessel', style: 'LlamaIndex workflow',
      isolates: 'Three different processing changes (tide source, sound velocity, heave) are each followed by the same 38-of-212 crossline FAILED result, because the lines are never re-merged.',
      goal,
      root: agentSpan('AgentWorkflow.run', { user_msg: goal }, null, s, { workflow: 'AgentWorkflow', run_id: n.uuid(), timeout: 300 }, 'WorkflowTimeoutError: Operation timed out after 300.0 seconds'),
    };
  },
];
