// Family: fixes_same_failure (loop: true, stagnation: false)
// Several DIFFERENT fixes, and after each the same check fails the same way (identical apart from
// volatile parts). It never passes.
import { call } from './lib.mjs';

export default [
  // 01 microbrewery canning line — Langfuse
  {
    domain: 'microbrewery canning line', style: 'langfuse', agent: 'canline-recipe-agent', stepSpans: 'iteration',
    system: 'You maintain recipes for the Wild Goose WG-4 canning line. A recipe must pass the line validator before upload.',
    isolates: 'Three different recipe edits (fill height, CO2 purge time, lid type) are each followed by the same validator failure about seamer chuck size, identical except for the run id and timestamp.',
    goal: 'Create a canning-line recipe for the new 440 ml slim can of "Harbour Haze" NEIPA and get it through the line validator.',
    build(h, t) {
      const fail = () => `wg4-validate v2.3.1  run=${h.hex(8)}  ${h.isoSec()}\n[OK]   filler.height_mm within 118.0..124.0\n[OK]   purge.co2_s >= 1.2\n[FAIL] seamer.chuck: recipe can_body=202x440-slim requires chuck 202-S, line has 202-STD (E-SEAM-014)\n1 error, 0 warnings (${h.ms(200, 900)} ms)`;
      t.turn('Drafting the recipe from the 355 ml template with the slim can dimensions.', [call('write_recipe', { name: 'HARBOUR_HAZE_440S', can_body: '202x440-slim', fill_height_mm: 121.5, co2_purge_s: 1.4, lid: 'CDL-202' }, { saved: true, rev: 1 }), call('run_validator', { recipe: 'HARBOUR_HAZE_440S' }, fail, { error: 'validator exit 2' })]);
      t.turn('Fill height may be read against the standard can; lowering it to 119 mm.', [call('write_recipe', { name: 'HARBOUR_HAZE_440S', fill_height_mm: 119.0 }, { saved: true, rev: 2 }), call('run_validator', { recipe: 'HARBOUR_HAZE_440S' }, fail, { error: 'validator exit 2' })]);
      t.turn('Maybe the purge value triggers a different profile. Setting CO2 purge to the slim-can default of 1.8 s.', [call('write_recipe', { name: 'HARBOUR_HAZE_440S', co2_purge_s: 1.8 }, { saved: true, rev: 3 }), call('run_validator', { recipe: 'HARBOUR_HAZE_440S' }, fail, { error: 'validator exit 2' })]);
      t.turn('Switching the lid to the B64 end, which the supplier lists for slim bodies.', [call('write_recipe', { name: 'HARBOUR_HAZE_440S', lid: 'B64-202' }, { saved: true, rev: 4 }), call('run_validator', { recipe: 'HARBOUR_HAZE_440S' }, fail, { error: 'validator exit 2' })]);
      t.cut('stopped: 4 validator runs, recipe never passed');
    },
  },

  // 02 Terraform in CI — Claude Code
  {
    domain: 'Terraform CI for a dock telemetry service', style: 'claude', agent: 'claude-code', cwd: '/repo/infra',
    isolates: 'Three different edits to provider and backend blocks are each followed by the same terraform plan error about an unsupported argument in a module, identical apart from timings and lock ids.',
    goal: 'CI for the infra repo fails on `terraform plan` in envs/prod after the AWS provider bump to 5.x. Make the plan succeed.',
    build(h, t) {
      const planErr = () => `Acquiring state lock. This may take a few moments...\nLock Info:\n  ID: ${h.uuid()}\n  Created: ${h.iso()}\n\nError: Unsupported argument\n\n  on ../../modules/dock_telemetry/s3.tf line 14, in resource "aws_s3_bucket" "raw":\n  14:   acl = "private"\n\nAn argument named "acl" is not expected here.\n\nReleasing state lock. This may take a few moments...\n(exit 1, ${h.dur(8, 30)})`;
      t.turn('Let me reproduce locally.', [call('Bash', { command: 'cd envs/prod && terraform init -upgrade -input=false >/dev/null && terraform plan -input=false -no-color', timeout: 300000 }, planErr, { error: 'exit code 1' })]);
      t.turn('The provider constraint may be too loose. I\'ll pin it to 5.31 exactly.', [
        call('Edit', { file_path: '/repo/infra/envs/prod/versions.tf', old_string: 'version = "~> 5.0"', new_string: 'version = "= 5.31.0"' }, 'The file /repo/infra/envs/prod/versions.tf has been updated.'),
        call('Bash', { command: 'cd envs/prod && terraform init -upgrade -input=false >/dev/null && terraform plan -input=false -no-color', timeout: 300000 }, planErr, { error: 'exit code 1' })]);
      t.turn('Possibly a stale lock file is pulling an old module version. Deleting .terraform.lock.hcl and reinitialising.', [
        call('Bash', { command: 'cd envs/prod && rm -f .terraform.lock.hcl && rm -rf .terraform && terraform init -input=false >/dev/null && terraform plan -input=false -no-color', timeout: 300000 }, planErr, { error: 'exit code 1' })]);
      t.turn('Try enabling the S3 backend\'s skip flags in case the backend init is the issue.', [
        call('Edit', { file_path: '/repo/infra/envs/prod/backend.tf', old_string: 'encrypt = true', new_string: 'encrypt = true\n    skip_region_validation = true\n    skip_credentials_validation = true' }, 'The file /repo/infra/envs/prod/backend.tf has been updated.'),
        call('Bash', { command: 'cd envs/prod && terraform init -reconfigure -input=false >/dev/null && terraform plan -input=false -no-color', timeout: 300000 }, planErr, { error: 'exit code 1' })]);
      t.cut('error_max_turns', null, { subtype: 'error_max_turns' });
    },
  },

  // 03 nginx edge config for a recipe-sharing site — plain
  {
    domain: 'nginx edge config for a recipe-sharing site', style: 'plain', agent: 'ops-agent',
    system: 'You are an SRE agent with shell access to the edge nodes. Never reload nginx unless `nginx -t` passes.',
    isolates: 'The agent changes a server block three different ways and each time `nginx -t` reports the same duplicate listen option on the same line, with only the pid and timestamp varying.',
    goal: 'Enable HTTP/2 and a new /api/v2 upstream on the recipe-sharing site edge config and reload nginx.',
    build(h, t) {
      const t1 = () => `${h.isoSec().replace('T', ' ').replace('Z', '')} [emerg] ${h.pid()}#${h.pid()}: duplicate listen options for 0.0.0.0:443 in /etc/nginx/sites-enabled/recipes.conf:3\nnginx: configuration file /etc/nginx/nginx.conf test failed`;
      t.turn('Adding the upstream and http2 on the 443 listener.', [
        call('write_file', { path: '/etc/nginx/sites-enabled/recipes.conf', patch: '@@ -3 +3 @@\n-    listen 443 ssl;\n+    listen 443 ssl http2;\n@@ +20,4 @@\n+    location /api/v2/ { proxy_pass http://recipes_v2; }' }, { bytes_written: 1843 }),
        call('shell', { cmd: 'sudo nginx -t' }, t1, { error: 'exit status 1' })]);
      t.turn('The old http2 syntax may be deprecated; using the `http2 on;` directive instead of the listen flag.', [
        call('write_file', { path: '/etc/nginx/sites-enabled/recipes.conf', patch: '@@ -3 +3,2 @@\n-    listen 443 ssl http2;\n+    listen 443 ssl;\n+    http2 on;' }, { bytes_written: 1851 }),
        call('shell', { cmd: 'sudo nginx -t' }, t1, { error: 'exit status 1' })]);
      t.turn('Maybe the upstream block itself is malformed. Moving it to conf.d/upstreams.conf.', [
        call('shell', { cmd: 'sudo tee /etc/nginx/conf.d/upstreams.conf <<<"upstream recipes_v2 { server 10.20.4.11:8080; server 10.20.4.12:8080; keepalive 16; }"' }, 'upstream recipes_v2 { server 10.20.4.11:8080; server 10.20.4.12:8080; keepalive 16; }'),
        call('shell', { cmd: 'sudo nginx -t' }, t1, { error: 'exit status 1' })]);
      t.turn('Adding `reuseport` explicitly so the listen options are unambiguous.', [
        call('write_file', { path: '/etc/nginx/sites-enabled/recipes.conf', patch: '@@ -3 +3 @@\n-    listen 443 ssl;\n+    listen 443 ssl reuseport;' }, { bytes_written: 1860 }),
        call('shell', { cmd: 'sudo nginx -t' }, t1, { error: 'exit status 1' })]);
      t.cut('agent halted: step limit reached without passing config test');
    },
  },

  // 04 asphalt paving crews — Strands
  {
    domain: 'asphalt paving crew scheduling', style: 'strands', agent: 'paving_scheduler',
    isolates: 'Three different schedule changes (crew swap, start time, plant switch) each get the same constraint-checker rejection about mix temperature on arrival, identical apart from check ids.',
    goal: 'Schedule the overlay of Ridge Road (2.1 km, 50 mm surface course) for Tuesday and get the plan approved by the constraint checker.',
    build(h, t) {
      const rej = () => ({ check_id: h.ulid(), verdict: 'REJECTED', violations: [{ code: 'TEMP-ARRIVAL', detail: 'Haul time from plant QP-North to Ridge Road is 74 min; AC 14 surface mix must arrive ≥ 135 °C, predicted 128 °C at ambient 9 °C' }], evaluated_at: h.iso(), engine: 'sched-rules 5.2' });
      t.turn('Drafting with Crew B, 06:30 start, mix from QP-North.', [call('propose_schedule', { job: 'RIDGE-RD-OVL', date: 'Tue', crew: 'B', start: '06:30', plant: 'QP-North', mix: 'AC14-surf', tonnage: 265 }, rej)]);
      t.turn('Crew B has the slower paver; swapping to Crew A with the Vögele 1900.', [call('propose_schedule', { job: 'RIDGE-RD-OVL', date: 'Tue', crew: 'A', start: '06:30', plant: 'QP-North', mix: 'AC14-surf', tonnage: 265 }, rej)]);
      t.turn('Starting later at 10:00 should give warmer ambient air.', [call('propose_schedule', { job: 'RIDGE-RD-OVL', date: 'Tue', crew: 'A', start: '10:00', plant: 'QP-North', mix: 'AC14-surf', tonnage: 265 }, rej)]);
      t.turn('Splitting the tonnage over two days to shorten the queue at the plant.', [call('propose_schedule', { job: 'RIDGE-RD-OVL', date: 'Tue+Wed', crew: 'A', start: '10:00', plant: 'QP-North', mix: 'AC14-surf', tonnage: [140, 125] }, rej)]);
      t.cut('EventLoopException: max cycles (4) reached');
    },
  },

  // 05 music engraving — DSPy
  {
    domain: 'music engraving studio', style: 'dspy', agent: 'ReAct.forward', inputField: 'task', outputField: 'result',
    isolates: 'Three different edits to a LilyPond score are each compiled, and lilypond fails with the same barcheck error at the same bar every time, apart from the temp path and elapsed time.',
    goal: 'Fix the LilyPond source of the string quartet part "viola.ly" so it compiles cleanly for the publisher\'s proof.',
    build(h, t) {
      const err = () => `GNU LilyPond 2.24.3 (running Guile 2.2)\nProcessing \`${h.tmp('lily-')}/viola.ly'\nParsing...\nviola.ly:47:62: warning: barcheck failed at: 1/8\n  c8 d e f g4 a8 bes | c2. r8 b8\n                                                             |\nviola.ly:47:62: error: barcheck failures are fatal (--strict)\nfatal error: failed files: "viola.ly"\nreal\t0m${h.float(1, 3, 3)}s`;
      t.turn('Compile to see the failure.', [call('lilypond', { file: 'viola.ly', flags: ['--strict', '-dno-point-and-click'] }, err, { error: 'exit 1' })]);
      t.turn('The time signature might be wrong in this section; changing \\time 3/4 to \\time 6/8 before bar 47.', [call('edit_source', { file: 'viola.ly', line: 45, replace: '\\time 3/4', with: '\\time 6/8' }, 'ok: 1 replacement')]);
      t.turn('Recompile after the time signature change.', [call('lilypond', { file: 'viola.ly', flags: ['--strict', '-dno-point-and-click'] }, err, { error: 'exit 1' })]);
      t.turn('Perhaps the partial bar at the repeat throws counting off; adding \\partial 8 at the start of the section.', [call('edit_source', { file: 'viola.ly', line: 44, insert: '\\partial 8' }, 'ok: inserted 1 line')]);
      t.turn('Recompile with the partial bar.', [call('lilypond', { file: 'viola.ly', flags: ['--strict', '-dno-point-and-click'] }, err, { error: 'exit 1' })]);
      t.turn('Maybe the tuplet above is unterminated; closing the \\tuplet 3/2 brace on line 46.', [call('edit_source', { file: 'viola.ly', line: 46, replace: '\\tuplet 3/2 { g8 f e', with: '\\tuplet 3/2 { g8 f e }' }, 'ok: 1 replacement')]);
      t.turn('Recompile once more.', [call('lilypond', { file: 'viola.ly', flags: ['--strict', '-dno-point-and-click'] }, err, { error: 'exit 1' })]);
      t.cut('max_iters reached (7)', null, { iterations: 7 });
    },
  },

  // 06 tidal turbine array — Haystack
  {
    domain: 'tidal turbine array SCADA', style: 'haystack', agent: 'scada-config-agent',
    isolates: 'The agent edits a turbine SCADA alarm config three different ways and the config linter keeps failing with the same unit-mismatch message on the same key.',
    goal: 'Add a new over-speed alarm for turbines T3-T6 of the Sound of Islay tidal array and get the SCADA config through the linter.',
    build(h, t) {
      const lint = () => JSON.stringify({ lint_run: h.uuid(), started: h.us(), status: 'failed', errors: [{ key: 'alarms.overspeed_T3_T6.threshold', msg: 'unit mismatch: threshold 24 looks like rpm, rotor speed channels are declared in rad/s', rule: 'U-201' }], warnings: 0, runtime_ms: h.ms(50, 400), host: h.host('scada-lint') });
      t.turn(null, [call('patch_config', { path: 'alarms.yaml', set: { 'alarms.overspeed_T3_T6': { signal: 'rotor_speed', threshold: '24 rpm', turbines: ['T3', 'T4', 'T5', 'T6'], severity: 'high' } } }, 'patched (rev 311)'), call('lint_config', { path: 'alarms.yaml' }, lint, { error: 'lint failed' })]);
      t.turn('The linter may want a bare number; removing the unit string from the threshold.', [call('patch_config', { path: 'alarms.yaml', set: { 'alarms.overspeed_T3_T6.threshold': 24 } }, 'patched (rev 312)'), call('lint_config', { path: 'alarms.yaml' }, lint, { error: 'lint failed' })]);
      t.turn('Perhaps the signal should be the filtered channel; switching signal to rotor_speed_avg10s.', [call('patch_config', { path: 'alarms.yaml', set: { 'alarms.overspeed_T3_T6.signal': 'rotor_speed_avg10s' } }, 'patched (rev 313)'), call('lint_config', { path: 'alarms.yaml' }, lint, { error: 'lint failed' })]);
      t.turn('Lowering severity to medium in case high-severity alarms need a different schema.', [call('patch_config', { path: 'alarms.yaml', set: { 'alarms.overspeed_T3_T6.severity': 'medium' } }, 'patched (rev 314)'), call('lint_config', { path: 'alarms.yaml' }, lint, { error: 'lint failed' })]);
      t.cut('PipelineMaxComponentRuns: tool_invoker exceeded max runs (4)');
    },
  },
];
