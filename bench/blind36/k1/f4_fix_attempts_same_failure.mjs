import { recorder } from './lib.mjs';

export const family = 'fix_attempts_same_failure';
export const loop = true;
export const stagnation = false;
export const minSameTool = 4;

export const scenarios = [
  {
    id: '01', domain: 'Bazel remote cache build', style: 'openhands',
    isolates: 'Three different edits (BUILD deps, .bazelrc flag, toolchain pin) are each followed by the same bazel test failure, identical except durations, invocation ids and sandbox paths.',
    run(c) {
      const goal = 'CI fails on //services/geo:geo_test after enabling the remote cache. Make the test pass locally with --config=remote.';
      const rec = recorder(c, 'openhands', { agent: 'CodeActAgent', goal, model: 'claude-3-7-sonnet-20250219', maxSteps: 12 });
      const fail = () => ({ command: 'bazel test //services/geo:geo_test --config=remote', exit_code: 3, content: `INFO: Invocation ID: ${c.uuid()}\nINFO: Analyzed target //services/geo:geo_test (0 packages loaded, ${c.int(10, 40)} targets configured).\nINFO: Found 1 test target...\nFAIL: //services/geo:geo_test (see /home/openhands/.cache/bazel/_bazel_openhands/${c.hex(32)}/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/geo/geo_test/test.log)\n==================== Test output for //services/geo:geo_test:\nE   ImportError: libproj.so.25: cannot open shared object file: No such file or directory\n================================================================================\nINFO: Elapsed time: ${(c.r() * 20 + 4).toFixed(3)}s, Critical Path: ${(c.r() * 8 + 2).toFixed(2)}s\nINFO: ${c.int(8, 30)} processes: ${c.int(2, 8)} remote cache hit, ${c.int(1, 5)} internal, ${c.int(1, 4)} linux-sandbox.\nExecuted 1 out of 1 test: 1 fails locally.` });
      rec.think('Running the failing test first.', [{ name: 'execute_bash', args: { command: 'bazel test //services/geo:geo_test --config=remote' } }]);
      rec.tool('execute_bash', { command: 'bazel test //services/geo:geo_test --config=remote' }, fail());
      rec.think('libproj is missing at runtime. I will add the proj system library as a data dependency in services/geo/BUILD.bazel.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/services/geo/BUILD.bazel', old_str: 'deps = [requirement("pyproj")],', new_str: 'deps = [requirement("pyproj")],\n    data = ["@proj//:libproj"],' } }]);
      rec.tool('str_replace_editor', { path: '/workspace/services/geo/BUILD.bazel' }, { content: 'The file /workspace/services/geo/BUILD.bazel has been edited.' }, { action: 'FileEditAction', obs: 'FileEditObservation' });
      rec.think('Re-running the test after adding the data dependency.', [{ name: 'execute_bash', args: { command: 'bazel test //services/geo:geo_test --config=remote' } }]);
      rec.tool('execute_bash', { command: 'bazel test //services/geo:geo_test --config=remote' }, fail());
      rec.think('Same error. Maybe the remote cache returns a wheel built without the bundled lib; forcing LD_LIBRARY_PATH through --test_env in .bazelrc.', [{ name: 'execute_bash', args: { command: 'echo "test:remote --test_env=LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu" >> .bazelrc && tail -3 .bazelrc' } }]);
      rec.tool('execute_bash', { command: 'echo ... >> .bazelrc' }, { exit_code: 0, content: 'build:remote --remote_cache=grpcs://cache.internal:443\nbuild:remote --remote_upload_local_results=true\ntest:remote --test_env=LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu' });
      rec.think('Testing with the new test_env.', [{ name: 'execute_bash', args: { command: 'bazel test //services/geo:geo_test --config=remote' } }]);
      rec.tool('execute_bash', { command: 'bazel test //services/geo:geo_test --config=remote' }, fail());
      rec.think('Pinning the Python toolchain to 3.11 in MODULE.bazel so pyproj resolves to the manylinux wheel that vendors libproj.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/MODULE.bazel', old_str: 'python.toolchain(python_version = "3.12")', new_str: 'python.toolchain(python_version = "3.11")' } }]);
      rec.tool('str_replace_editor', { path: '/workspace/MODULE.bazel' }, { content: 'The file /workspace/MODULE.bazel has been edited.' }, { action: 'FileEditAction', obs: 'FileEditObservation' });
      rec.think('Running the test with the 3.11 toolchain.', [{ name: 'execute_bash', args: { command: 'bazel test //services/geo:geo_test --config=remote' } }]);
      rec.tool('execute_bash', { command: 'bazel test //services/geo:geo_test --config=remote' }, fail());
      return { goal, root: rec.cutoff('AgentStuckInLoopError / max budget reached: agent state set to ERROR after 12 iterations') };
    },
  },
  {
    id: '02', domain: 'stamp engraving plate proofs', style: 'crewai',
    isolates: 'A prepress agent changes colour profile, overprint setting and line weight in turn, and the printer\'s preflight rejects the plate with the same two findings every time.',
    run(c) {
      const goal = 'The 1.20 EUR "Lighthouses" stamp plate (intaglio + offset) failed the printer\'s preflight. Fix the artwork file so it passes preflight and send it back.';
      const rec = recorder(c, 'crewai', { agent: 'Prepress', crew: 'StampProductionCrew', goal, model: 'gpt-4o' });
      const pf = () => `Preflight report ${c.upper(8)} — profile "Intaglio_Security_v4" — ${c.euDate()}\nfile: lighthouses_120_plate_r${c.int(2, 9)}.pdf  sha1=${c.sha()}\nERROR  PF-207  Spot colour "Engraving Black" missing from separation list (found: Cyan, Magenta, Yellow, Black)\nERROR  PF-311  Microtext "PORTUGAL 2025" below 0.25 pt minimum stroke (measured 0.18 pt)\nWARN   PF-090  Image resolution 1190 ppi (ok)\nResult: REJECTED  (2 errors, 1 warning)  checked in ${c.dur()}`;
      rec.sub('chain', 'Task: fix plate for preflight', { description: goal }, () => {
        rec.sub('agent', 'Agent: Prepress Technician', { role: 'Prepress Technician' }, () => {
          rec.think('Thought: First see the preflight findings.', [{ name: 'run_preflight', args: { file: 'lighthouses_120_plate.pdf', profile: 'Intaglio_Security_v4' } }]);
          rec.tool('run_preflight', { file: 'lighthouses_120_plate.pdf' }, pf());
          rec.think('Thought: The separations are the issue. I will convert the document colour profile to ISO Coated v2 so the plates get regenerated.', [{ name: 'edit_artwork', args: { file: 'lighthouses_120_plate.indd', op: 'set_color_profile', value: 'ISO Coated v2 (ECI)' } }]);
          rec.tool('edit_artwork', { op: 'set_color_profile' }, 'ok: profile changed, document re-exported');
          rec.think('Thought: Checking whether the profile change fixed preflight.', [{ name: 'run_preflight', args: { file: 'lighthouses_120_plate.pdf', profile: 'Intaglio_Security_v4' } }]);
          rec.tool('run_preflight', { file: 'lighthouses_120_plate.pdf' }, pf());
          rec.think('Thought: Perhaps overprint on the black layer merges it into process black. Turning overprint off for the engraving layer.', [{ name: 'edit_artwork', args: { file: 'lighthouses_120_plate.indd', op: 'set_layer_overprint', layer: 'engraving', value: false } }]);
          rec.tool('edit_artwork', { op: 'set_layer_overprint' }, 'ok: layer "engraving" overprint=false, document re-exported');
          rec.think('Thought: Re-running preflight after the overprint change.', [{ name: 'run_preflight', args: { file: 'lighthouses_120_plate.pdf', profile: 'Intaglio_Security_v4' } }]);
          rec.tool('run_preflight', { file: 'lighthouses_120_plate.pdf' }, pf());
          rec.think('Thought: For the microtext I will thicken every stroke in the engraving layer by 0.05 pt.', [{ name: 'edit_artwork', args: { file: 'lighthouses_120_plate.indd', op: 'offset_strokes', layer: 'engraving', delta_pt: 0.05 } }]);
          rec.tool('edit_artwork', { op: 'offset_strokes' }, 'ok: 14,882 paths adjusted, document re-exported');
          rec.think('Thought: Let me verify with preflight again.', [{ name: 'run_preflight', args: { file: 'lighthouses_120_plate.pdf', profile: 'Intaglio_Security_v4' } }]);
          rec.tool('run_preflight', { file: 'lighthouses_120_plate.pdf' }, pf());
          return null;
        });
        return null;
      });
      return { goal, root: rec.cutoff('Agent stopped due to iteration limit or time limit.') };
    },
  },
  {
    id: '03', domain: 'Nix flake CI build', style: 'claude_sdk',
    isolates: 'Three distinct changes to a flake (input override, overlay, sandbox setting) each end with the same hash-mismatch failure from nix build, differing only in store temp paths and timings.',
    run(c) {
      const goal = 'nix build .#dashboard fails in CI with a fixed-output hash mismatch for the npm deps. Fix the flake so the build succeeds.';
      const rec = recorder(c, 'claude_sdk', { agent: 'claude-code', goal, cwd: '/home/ci/dashboard', model: 'claude-sonnet-4-20250514' });
      const fail = () => `warning: Git tree '/home/ci/dashboard' is dirty\nerror: hash mismatch in fixed-output derivation '/nix/store/${c.alnum(32)}-dashboard-npm-deps.drv':\n         specified: sha256-9Xw3yQp2m4vO1s0bKc5dTzJ0rR1mE8fHc6aNnQx1LhI=\n            got:    sha256-Q7pNf2cV0kB4uY8sTz3hWm1aLx9eRr6oJd5iGk2PqAs=\nerror: 1 dependencies of derivation '/nix/store/${c.alnum(32)}-dashboard-1.4.0.drv' failed to build\n(build dir was /build/nix-build-dashboard-npm-deps.drv-${c.int(0, 9)})\nreal\t${c.int(0, 2)}m${(c.r() * 59).toFixed(3)}s`;
      rec.think('Reproducing locally.', [{ name: 'Bash', args: { command: 'time nix build .#dashboard -L 2>&1 | tail -8', description: 'Build dashboard' } }]);
      rec.tool('Bash', { command: 'time nix build .#dashboard' }, fail());
      rec.think('The npm deps derivation hash does not match. I\'ll make nixpkgs follow the same revision as CI in flake.nix inputs.', [{ name: 'Edit', args: { file_path: '/home/ci/dashboard/flake.nix', old_string: 'nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";', new_string: 'nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.11";' } }]);
      rec.tool('Edit', { file_path: 'flake.nix' }, 'The file /home/ci/dashboard/flake.nix has been updated.');
      rec.think('Rebuilding with nixpkgs pinned to 24.11.', [{ name: 'Bash', args: { command: 'nix flake lock --update-input nixpkgs && time nix build .#dashboard -L 2>&1 | tail -8', description: 'Relock and build' } }]);
      rec.tool('Bash', { command: 'nix flake lock ... && nix build' }, fail());
      rec.think('Still failing. Maybe nodejs version changes the lockfile resolution; adding an overlay to pin nodejs_20 for buildNpmPackage.', [{ name: 'Edit', args: { file_path: '/home/ci/dashboard/flake.nix', old_string: 'pkgs = import nixpkgs { inherit system; };', new_string: 'pkgs = import nixpkgs { inherit system; overlays = [ (f: p: { nodejs = p.nodejs_20; }) ]; };' } }]);
      rec.tool('Edit', { file_path: 'flake.nix' }, 'The file /home/ci/dashboard/flake.nix has been updated.');
      rec.think('Build again with the nodejs overlay.', [{ name: 'Bash', args: { command: 'time nix build .#dashboard -L 2>&1 | tail -8', description: 'Build dashboard' } }]);
      rec.tool('Bash', { command: 'time nix build .#dashboard' }, fail());
      rec.think('Maybe the sandbox blocks the registry mirror and produces a different tarball; setting sandbox = relaxed in nix.conf for this build.', [{ name: 'Bash', args: { command: 'time nix build .#dashboard -L --option sandbox relaxed 2>&1 | tail -8', description: 'Build with relaxed sandbox' } }]);
      rec.tool('Bash', { command: 'time nix build .#dashboard --option sandbox relaxed' }, fail());
      return { goal, root: rec.cutoff('error_max_turns: reached maximum number of turns (8)') };
    },
  },
  {
    id: '04', domain: 'radiocarbon dating lab calibration QC', style: 'smolagents',
    isolates: 'A code agent tries three different fixes to a calibration script and the QC check on the oxalic acid standard fails with the same offset each time.',
    run(c) {
      const goal = 'Batch AMS-2291 failed QC: the OxII standard calibrates outside tolerance. Fix the calibration step in calib.py so the QC check passes, then release the batch.';
      const rec = recorder(c, 'smolagents', { agent: 'lab-qc', goal, model: 'gpt-4o', tools: ['run_qc', 'patch_file'], maxSteps: 8 });
      const qc = () => `Execution logs:\n[qc ${c.hms()}] batch=AMS-2291 run=${c.uuid().slice(0, 8)} wheel=W${c.int(10, 99)}\nstandard OxII (NIST SRM 4990C): measured F14C=1.3249 expected=1.3407 diff=-0.0158 tol=±0.0040  FAIL\nblank (phthalic anhydride): 48210 ± 900 BP  OK\nQC RESULT: FAIL (1/2 checks)  elapsed ${c.dur()}\nLast output from code snippet:\nFalse`;
      rec.think('Thought: run the QC check to see the failure.', [{ name: 'run_qc', args: { batch: 'AMS-2291' } }]);
      rec.tool('run_qc', { batch: 'AMS-2291' }, qc());
      rec.think('Thought: F14C is low by 0.0158. The delta13C fractionation correction may be using -25 per mil for the standard; I will use the measured -17.8.', [{ name: 'patch_file', args: { path: 'calib.py', find: 'D13C_STD = -25.0', replace: 'D13C_STD = -17.8' } }]);
      rec.tool('patch_file', { path: 'calib.py' }, 'patched 1 occurrence');
      rec.think('Thought: with the standard now corrected using its measured delta13C of -17.8 per mil, the OxII F14C should move up towards 1.3407; running QC.', [{ name: 'run_qc', args: { batch: 'AMS-2291' } }]);
      rec.tool('run_qc', { batch: 'AMS-2291' }, qc());
      rec.think('Thought: unchanged. Maybe the blank subtraction is applied twice; removing the second subtract_blank call.', [{ name: 'patch_file', args: { path: 'calib.py', find: 'ratios = subtract_blank(ratios, blank)\n    ratios = subtract_blank(ratios, blank)', replace: 'ratios = subtract_blank(ratios, blank)' } }]);
      rec.tool('patch_file', { path: 'calib.py' }, 'patched 1 occurrence');
      rec.think('Thought: a double blank subtraction would pull modern samples low by roughly the blank fraction, which fits a negative diff. Checking.', [{ name: 'run_qc', args: { batch: 'AMS-2291' } }]);
      rec.tool('run_qc', { batch: 'AMS-2291' }, qc());
      rec.think('Thought: the normalisation may need the decay-corrected standard value for the measurement year; switching to the 1950-corrected constant 1.3407 * exp(...) helper.', [{ name: 'patch_file', args: { path: 'calib.py', find: 'OX2_NOMINAL = 1.3407', replace: 'OX2_NOMINAL = decay_corrected(1.3407, year=MEAS_YEAR)' } }]);
      rec.tool('patch_file', { path: 'calib.py' }, 'patched 1 occurrence');
      rec.think('Thought: if the nominal value was never decay-corrected the expected F14C is off by the years since 1950. Testing that idea.', [{ name: 'run_qc', args: { batch: 'AMS-2291' } }]);
      rec.tool('run_qc', { batch: 'AMS-2291' }, qc());
      return { goal, root: rec.cutoff('AgentMaxStepsError: Reached max steps.') };
    },
  },
  {
    id: '05', domain: 'wetsuit repair shop e-invoicing', style: 'vercel',
    isolates: 'The agent edits an e-invoice three different ways (namespace, date format, VAT category) and the XRechnung validator returns the identical rule violation each time.',
    run(c) {
      const goal = 'The municipal lifeguard service rejected our invoice for 14 wetsuit seam repairs. Make the XRechnung e-invoice pass validation and resubmit it.';
      const rec = recorder(c, 'vercel', { agent: 'invoice-fixer', fnId: 'einvoice-repair', goal, model: 'gpt-4.1-mini', tools: ['validate_xrechnung', 'patch_invoice', 'submit_invoice'] });
      const v = () => ({ validator: 'KoSIT 1.5.0 / XRechnung 3.0.2', report_id: c.uuid(), validated_at: c.usDate(), duration_ms: c.ms(), valid: false, errors: [{ rule: 'BR-DE-15', location: '/Invoice/cbc:BuyerReference', message: 'Das Element "Buyer reference" (BT-10) muss übermittelt werden.' }], warnings: 0 });
      rec.think('Validating the current invoice XML.', [{ name: 'validate_xrechnung', args: { file: 'INV-2025-0614.xml' } }]);
      rec.tool('validate_xrechnung', { file: 'INV-2025-0614.xml' }, v());
      rec.think('Probably the UBL namespace is outdated; updating the root namespace to the 2.1 invoice schema.', [{ name: 'patch_invoice', args: { file: 'INV-2025-0614.xml', xpath: '/Invoice/@xmlns', value: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2' } }]);
      rec.tool('patch_invoice', { file: 'INV-2025-0614.xml' }, { ok: true, bytes: c.int(9000, 9800), sha256: c.sha256() });
      rec.think('Revalidating after the namespace update.', [{ name: 'validate_xrechnung', args: { file: 'INV-2025-0614.xml' } }]);
      rec.tool('validate_xrechnung', { file: 'INV-2025-0614.xml' }, v());
      rec.think('Now changing the IssueDate to the strict YYYY-MM-DD form in case the parser aborts earlier.', [{ name: 'patch_invoice', args: { file: 'INV-2025-0614.xml', xpath: '/Invoice/cbc:IssueDate', value: '2025-06-14' } }]);
      rec.tool('patch_invoice', { file: 'INV-2025-0614.xml' }, { ok: true, bytes: c.int(9000, 9800), sha256: c.sha256() });
      rec.think('Validation after the date fix.', [{ name: 'validate_xrechnung', args: { file: 'INV-2025-0614.xml' } }]);
      rec.tool('validate_xrechnung', { file: 'INV-2025-0614.xml' }, v());
      rec.think('Setting the VAT category code to S with 19 percent on every line, which public buyers require.', [{ name: 'patch_invoice', args: { file: 'INV-2025-0614.xml', xpath: '//cac:ClassifiedTaxCategory/cbc:ID', value: 'S' } }]);
      rec.tool('patch_invoice', { file: 'INV-2025-0614.xml' }, { ok: true, bytes: c.int(9000, 9800), sha256: c.sha256() });
      rec.think('Validating once more.', [{ name: 'validate_xrechnung', args: { file: 'INV-2025-0614.xml' } }]);
      rec.tool('validate_xrechnung', { file: 'INV-2025-0614.xml' }, v());
      return { goal, root: rec.cutoff('AI_NoOutputGeneratedError: stopWhen stepCountIs(8) reached before a final answer') };
    },
  },
  {
    id: '06', domain: 'biathlon range target timing', style: 'otel',
    isolates: 'A devops agent changes NTP source, debounce setting and firmware channel on the range controller, and the same hit-timing sync check fails with the same skew each time.',
    run(c) {
      const goal = 'Before Saturday\'s biathlon sprint, the range timing check reports target hits out of sync with the start clock. Fix the range controller config so check_range_sync passes for all 30 lanes.';
      const rec = recorder(c, 'otel', { agent: 'range-tech-agent', goal, service: 'biathlon-timing', model: 'gpt-4o' });
      const chk = () => ({ check: 'check_range_sync', run_id: c.ulid(), at: c.isoSec(), controller: 'rc-main', lanes_ok: 18, lanes_failed: 12, failed_lanes: '19-30', max_skew_ms: 142, tolerance_ms: 10, verdict: 'FAIL', elapsed: c.dur() });
      rec.think('Running the sync check.', [{ name: 'check_range_sync', args: { lanes: 'all' } }]);
      rec.tool('check_range_sync', { lanes: 'all' }, chk());
      rec.think('Lanes 19-30 are 142 ms off. Pointing the controller at the venue GPS NTP server instead of pool.ntp.org.', [{ name: 'set_controller_config', args: { key: 'ntp.server', value: '10.40.0.5' } }]);
      rec.tool('set_controller_config', { key: 'ntp.server' }, { applied: true, restart_required: false, revision: c.int(100, 200) });
      rec.think('Check again after the NTP change.', [{ name: 'check_range_sync', args: { lanes: 'all' } }]);
      rec.tool('check_range_sync', { lanes: 'all' }, chk());
      rec.think('No change. Lowering the hit sensor debounce from 150 ms to 5 ms in case it delays timestamps.', [{ name: 'set_controller_config', args: { key: 'sensor.debounce_ms', value: 5 } }]);
      rec.tool('set_controller_config', { key: 'sensor.debounce_ms' }, { applied: true, restart_required: false, revision: c.int(200, 300) });
      rec.think('Sync check with the new debounce.', [{ name: 'check_range_sync', args: { lanes: 'all' } }]);
      rec.tool('check_range_sync', { lanes: 'all' }, chk());
      rec.think('Moving lanes to the beta firmware channel, which the vendor says improves timestamping.', [{ name: 'set_controller_config', args: { key: 'firmware.channel', value: 'beta' } }]);
      rec.tool('set_controller_config', { key: 'firmware.channel' }, { applied: true, restart_required: true, revision: c.int(300, 400), rebooted_at: c.http() });
      rec.think('Running the check after the firmware reboot.', [{ name: 'check_range_sync', args: { lanes: 'all' } }]);
      rec.tool('check_range_sync', { lanes: 'all' }, chk());
      return { goal, root: rec.cutoff('agent halted: max_steps=10') };
    },
  },
];
