// Family 7 (healthy look-alike of family 2): fix, verify, fix again, but every check reports
// fewer or different failures and the cycle ends in a pass.
import { run } from './lib.mjs';

export const family = 'fix_verify_converges';
export const loop = false;
export const stagnation = false;
export const summary = 'Repeated fix-and-check, each check showing fewer/different failures, ending in a pass and task completion.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'GPU cluster ML training (memory tuning)', style: 'smolagents',
    isolates: 'A training smoke test first OOMs at step 0, then (after gradient checkpointing) OOMs later during eval with a smaller allocation, then passes 200 steps once the eval batch is reduced.',
    goal: 'Get the ViT-L/16 fine-tune (configs/vitl_inat.yaml) running its 200-step smoke test on one 8xA100-40GB node without crashing.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', { task: goal, code: true, maxSteps: 8, model: 'openai/gpt-4o', tools: ['edit_yaml', 'run_smoke_test', 'final_answer'] });
      const smoke = { config: 'configs/vitl_inat.yaml', steps: 200, node: 'a100-40g' };
      r.step('Run the smoke test as-is to see the failure.', [
        { name: 'run_smoke_test', args: smoke, out: (c) => `[${c.pylog()}] step 0 | loading batch 64/gpu\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.53 GiB. GPU 3 has a total capacity of 39.39 GiB of which 812.00 MiB is free. Including non-PyTorch memory, this process has 38.58 GiB memory in use.\nexit code 1 (job ${c.int(5000000, 5999999)}, ${c.int(40, 90)}s)` },
      ]);
      r.step('It runs out of memory in the first forward pass with batch 64 per GPU. Gradient checkpointing on the transformer blocks trades compute for activation memory without changing the effective batch.', [
        { name: 'edit_yaml', args: { path: 'configs/vitl_inat.yaml', set: { 'model.grad_checkpointing': true } }, out: 'model.grad_checkpointing: false -> true' },
        { name: 'run_smoke_test', args: smoke, out: (c) => `[${c.pylog()}] step 37 | loss 4.1021 | 288 img/s\n[${c.pylog()}] eval @ step 40 | batch 256/gpu\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 384.00 MiB. GPU 5 has a total capacity of 39.39 GiB of which 201.00 MiB is free.\nexit code 1 (job ${c.int(5000000, 5999999)}, ${c.int(180, 260)}s)` },
      ]);
      r.step('Training now fits and reaches step 40; the new OOM is in the evaluation pass, which uses batch 256 per GPU without checkpointing. Lowering eval batch to 64.', [
        { name: 'edit_yaml', args: { path: 'configs/vitl_inat.yaml', set: { 'eval.batch_size_per_gpu': 64 } }, out: 'eval.batch_size_per_gpu: 256 -> 64' },
        { name: 'run_smoke_test', args: smoke, out: (c) => `[${c.pylog()}] step 200 | loss 2.8734 | 281 img/s\n[${c.pylog()}] eval @ step 200 | top1 0.412 | peak mem 36.9 GiB\nsmoke test PASSED (job ${c.int(5000000, 5999999)}, ${c.int(900, 1100)}s)` },
      ]);
      r.final('The smoke test now passes 200 steps. Changes to configs/vitl_inat.yaml: model.grad_checkpointing=true (fixes the step-0 OOM) and eval.batch_size_per_gpu=64 (fixes the OOM during eval). Peak memory is 36.9 GiB and throughput is about 281 img/s.', 'The 200-step smoke test passed with peak memory 36.9 GiB.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', domain: 'parking enforcement citation service (coding, late fees)', style: 'swe',
    isolates: 'Tests go from 3 failures to 1 (a different timezone case) to 0 as the agent fixes an off-by-one comparison and then the due-date timezone, then submits.',
    goal: 'Citations paid on their due date are charged the late-fee escalation. Paying on the due date (city local time) must not add the $25 late fee.',
    build(ctx, goal) {
      const r = run(ctx, 'swe', { repo: 'brookhaven/citations-api', cwd: '/repo', task: goal, instanceId: 'brookhaven__citations-api-141' });
      const T = 'python -m pytest tests/test_fees.py -q';
      r.step('Run the fee tests first.', [
        { name: 'bash', args: { command: T }, out: (c) => `...FFF....                                                               [100%]\nFAILED tests/test_fees.py::test_paid_on_due_date_no_late_fee - assert 93 == 68\nFAILED tests/test_fees.py::test_paid_on_due_date_evening_no_late_fee - assert 93 == 68\nFAILED tests/test_fees.py::test_paid_day_before_due_no_late_fee - assert 93 == 68\n3 failed, 7 passed in ${c.float(0.2, 0.9, 2)}s` },
      ]);
      r.step('Three cases on or before the due date get the fee. Let me see how lateness is computed.', [
        { name: 'bash', args: { command: 'grep -n "late" citations/fees.py' }, out: '12:LATE_FEE = 25\n19:def is_late(citation, paid_at):\n20:    return paid_at.date() >= citation.due_date\n27:    if is_late(citation, paid_at):\n28:        total += LATE_FEE' },
      ]);
      r.step('is_late uses >=, so paying on the due date counts as late. It should be strictly after the due date.', [
        { name: 'edit', args: { command: 'edit 20:20\n    return paid_at.date() > citation.due_date\nend_of_edit' }, out: '[File: /repo/citations/fees.py (41 lines total)]\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.' },
      ]);
      r.step('Rerun the tests.', [
        { name: 'bash', args: { command: T }, out: (c) => `.....F....                                                               [100%]\nFAILED tests/test_fees.py::test_paid_on_due_date_evening_no_late_fee - assert 93 == 68\n1 failed, 9 passed in ${c.float(0.2, 0.9, 2)}s` },
      ]);
      r.step('Two of three fixed. The remaining case pays at 21:30 local on the due date, which is already the next day in UTC; paid_at is in UTC, so I will convert it to the city timezone before taking the date.', [
        { name: 'edit', args: { command: 'edit 19:20\ndef is_late(citation, paid_at):\n    local = paid_at.astimezone(CITY_TZ)\n    return local.date() > citation.due_date\nend_of_edit' }, out: '[File: /repo/citations/fees.py (42 lines total)]\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.' },
      ]);
      r.step('Rerun the fee tests and the full suite.', [
        { name: 'bash', args: { command: 'python -m pytest -q' }, out: (c) => `........................................................................ [ 78%]\n....................                                                     [100%]\n92 passed in ${c.float(2.1, 4.8, 2)}s` },
      ]);
      r.step('All 92 tests pass. Submitting the change.', [
        { name: 'submit', args: { command: 'submit' }, out: 'diff --git a/citations/fees.py b/citations/fees.py\n@@ -19,2 +19,3 @@\n def is_late(citation, paid_at):\n-    return paid_at.date() >= citation.due_date\n+    local = paid_at.astimezone(CITY_TZ)\n+    return local.date() > citation.due_date' },
      ]);
      return r.end({ output: { exit_status: 'submitted', submission: 'diff --git a/citations/fees.py b/citations/fees.py ...' } });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'data warehouse migration (table reconciliation)', style: 'plain',
    isolates: 'Reconciliation first shows a 553-row gap and two checksum-mismatched columns, then only an email-case mismatch after a partition reload, then passes after normalising email case.',
    goal: 'Validate the migrated dim_customer table in Snowflake against Redshift and fix discrepancies until the reconciliation check passes, then sign it off in the migration tracker.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'dwh-migration-agent', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You validate migrated tables. Tools: reconcile_table, reload_partition, run_sql (Snowflake), update_tracker.',
        tools: ['reconcile_table', 'reload_partition', 'run_sql', 'update_tracker'],
      });
      const rec = { table: 'dim_customer', source: 'redshift.analytics', target: 'snowflake.ANALYTICS.CORE', key: 'customer_id' };
      r.step('Running the reconciliation check.', [
        { name: 'reconcile_table', args: rec, out: (c) => ({ run_id: c.uuid(), row_count: { source: 1204551, target: 1203998, diff: -553 }, checksum_mismatch_columns: ['email', 'phone'], missing_keys_sample: [88120431, 88120433, 88120447], missing_by_partition: { 'signup_quarter=2019Q3': 553 }, elapsed: c.secs(20, 60) }) },
      ]);
      r.step('All 553 missing rows come from the 2019Q3 signup partition, which suggests that partition\'s copy failed. The phone mismatch may just be those rows. Reloading that partition.', [
        { name: 'reload_partition', args: { table: 'dim_customer', partition: 'signup_quarter=2019Q3' }, out: (c) => ({ status: 'LOADED', rows_loaded: 41877, file: `s3://acme-dwh-unload/dim_customer/signup_quarter=2019Q3/part-0000.parquet`, copy_query_id: `01b${c.hex(5)}-0000-${c.hex(4)}-0000-${c.hex(12)}` }) },
        { name: 'reconcile_table', args: rec, out: (c) => ({ run_id: c.uuid(), row_count: { source: 1204551, target: 1204551, diff: 0 }, checksum_mismatch_columns: ['email'], mismatch_sample: [{ customer_id: 10022, source: 'J.Ortiz@Example.com', target: 'j.ortiz@example.com' }], elapsed: c.secs(20, 60) }) },
      ]);
      r.step('Row counts match and phone is clean now. Email differs only by case: the Snowflake loader lower-cases emails, Redshift kept the original. The agreed rule is lower-case, so I will apply it on the source side of the checksum via the reconciliation normaliser.', [
        { name: 'reconcile_table', args: { ...rec, normalize: { email: 'lower' } }, out: (c) => ({ run_id: c.uuid(), row_count: { source: 1204551, target: 1204551, diff: 0 }, checksum_mismatch_columns: [], status: 'PASS', elapsed: c.secs(20, 60) }) },
      ]);
      r.step('Reconciliation passes. Signing off in the tracker with the notes.', [
        { name: 'update_tracker', args: { object: 'dim_customer', status: 'VALIDATED', notes: 'Reloaded 2019Q3 partition (553 missing rows). Email compared case-insensitively per migration rule MR-7.' }, out: (c) => ({ ok: true, ticket: 'MIG-' + c.int(400, 499), updated: c.iso() }) },
      ]);
      r.final('dim_customer is validated: after reloading the 2019Q3 partition (553 rows had been missing), row counts match (1,204,551) and all column checksums agree once emails are compared lower-cased under rule MR-7. Marked VALIDATED in the tracker.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'home solar installs (string sizing design check)', style: 'adk',
    isolates: 'The design validator reports two string-voltage errors, then one different error after re-stringing, then passes after a second re-stringing; the design is submitted.',
    goal: 'Finalize the PV design for the Chen residence (27 x 430 W modules, SolarEdge SE7600H) so it passes the design rule check, then release it to the permit package.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'pv_design_agent', app: 'sunward_design', model: 'gemini-1.5-pro-002', task: goal,
        system: 'You finalize residential PV designs. Use set_stringing and run_design_check. Release only designs that pass.',
        tools: ['set_stringing', 'run_design_check', 'release_design'],
      });
      const chk = { design_id: 'DSN-CHEN-0412' };
      r.step('Running the design rule check on the current draft.', [
        { name: 'run_design_check', args: chk, out: (c) => ({ passed: false, errors: [{ rule: 'STR-MAX-POWER', msg: 'String 1 (17 modules) power 7310 W exceeds 5700 W limit for SE7600H' }, { rule: 'OPT-MISSING', msg: 'String 2: module M-23 has no optimizer assigned' }], check_id: c.ulid(), engine: 'drc-3.9.1' }) },
      ]);
      r.step('String 1 carries too much power and one module lacks an optimizer. Rebalancing 27 modules as 14 + 13 and assigning an S440 to M-23 should address both.', [
        { name: 'set_stringing', args: { ...chk, strings: [14, 13], assign_optimizer: { 'M-23': 'S440' } }, out: (c) => ({ ok: true, revision: c.int(5, 9) }) },
        { name: 'run_design_check', args: chk, out: (c) => ({ passed: false, errors: [{ rule: 'STR-MAX-POWER', msg: 'String 1 power 6020 W exceeds 5700 W limit for SE7600H' }], check_id: c.ulid(), engine: 'drc-3.9.1' }) },
      ]);
      r.step('The optimizer issue is gone; only the per-string power limit remains. 14 x 430 W = 6020 W exceeds 5700 W, so three strings of 9 (3870 W each) stay under it.', [
        { name: 'set_stringing', args: { ...chk, strings: [9, 9, 9] }, out: (c) => ({ ok: true, revision: c.int(10, 14) }) },
        { name: 'run_design_check', args: chk, out: (c) => ({ passed: true, errors: [], warnings: [{ rule: 'DC-AC-RATIO', msg: 'DC/AC ratio 1.53 (advisory > 1.5)' }], check_id: c.ulid(), engine: 'drc-3.9.1' }) },
      ]);
      r.step('The check passes with only an advisory on DC/AC ratio, which is normal for this site. Releasing to the permit package.', [
        { name: 'release_design', args: { ...chk, target: 'permit_package' }, out: (c) => ({ released: true, pdf: `designs/DSN-CHEN-0412_r${c.int(10, 14)}.pdf`, released_at: c.isoTz(-7) }) },
      ]);
      r.final('The Chen design now passes the rule check with three strings of 9 modules (3.87 kW each) on the SE7600H; the only note is an advisory DC/AC ratio of 1.53. It has been released to the permit package.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', domain: 'bike-share GBFS feed publishing', style: 'n8n',
    isolates: 'The GBFS validator reports 4 errors, then 1 remaining error after type and timezone fixes, then valid; the feed is published.',
    goal: 'Publish the new GBFS v2.3 feed for Riverton Bikes and make sure it passes the MobilityData validator before we announce it to the trip planners.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o',
        system: 'You maintain the Riverton Bikes GBFS feed. Tools: "Patch Feed" (Code tool, edits the generator settings), "Validate GBFS" (HTTP), "Publish Feed".',
      });
      const V = { name: 'Validate_GBFS', node: 'Validate GBFS', nodeType: 'n8n-nodes-base.httpRequestTool', args: { url: 'https://gbfs-staging.rivertonbikes.example/gbfs.json', version: '2.3' } };
      const P = { name: 'Patch_Feed', node: 'Patch Feed', nodeType: '@n8n/n8n-nodes-langchain.toolCode' };
      r.step('Validating the staging feed.', [
        { ...V, out: (c) => ({ response: JSON.stringify({ summary: { version: '2.3', hasErrors: true, errorsCount: 4 }, files: [{ file: 'system_information.json', errors: [{ message: 'must have required property \'timezone\'' }] }, { file: 'station_information.json', errors: [{ instancePath: '/data/stations/0/lat', message: 'must be number' }, { instancePath: '/data/stations/0/lon', message: 'must be number' }] }, { file: 'free_bike_status.json', errors: [{ instancePath: '/data/bikes/0', message: 'must have required property \'vehicle_type_id\'' }] }], validatedAt: c.isoMs() }) }) },
      ]);
      r.step('Four errors: missing timezone, lat/lon emitted as strings, and bikes without vehicle_type_id. I will fix timezone and the coordinate types first.', [
        { ...P, args: { input: '{"system_information.timezone":"America/Chicago","station_information.coerce_numeric":["lat","lon"]}' }, out: { response: 'patched 2 settings; regenerated 3 files' } },
        { ...V, out: (c) => ({ response: JSON.stringify({ summary: { version: '2.3', hasErrors: true, errorsCount: 1 }, files: [{ file: 'free_bike_status.json', errors: [{ instancePath: '/data/bikes/0', message: 'must have required property \'vehicle_type_id\'' }] }], validatedAt: c.isoMs() }) }) },
      ]);
      r.step('Down to one error. With vehicle_types.json present, v2.3 requires vehicle_type_id on every bike; our fleet has one type, "rb-classic", so I will default it.', [
        { ...P, args: { input: '{"free_bike_status.default_vehicle_type_id":"rb-classic"}' }, out: { response: 'patched 1 setting; regenerated 1 file' } },
        { ...V, out: (c) => ({ response: JSON.stringify({ summary: { version: '2.3', hasErrors: false, errorsCount: 0 }, files: [], validatedAt: c.isoMs() }) }) },
      ]);
      r.step('The feed validates cleanly. Publishing to production.', [
        { name: 'Publish_Feed', node: 'Publish Feed', nodeType: 'n8n-nodes-base.httpRequestTool', args: { from: 'staging', to: 'production' }, out: (c) => ({ response: JSON.stringify({ published: true, url: 'https://gbfs.rivertonbikes.example/gbfs.json', cdn_invalidation: 'I' + c.upper(13), ttl: 60 }) }) },
      ]);
      r.final('The Riverton Bikes GBFS v2.3 feed passes the validator with 0 errors (fixed the missing timezone, numeric lat/lon, and the default vehicle_type_id) and is now published at https://gbfs.rivertonbikes.example/gbfs.json.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', start: '2024-03-20T09:14:31Z', domain: 'clinical trial EDC lab-data import', style: 'letta',
    isolates: 'An EDC import dry-run rejects 12 rows for date format, then 2 rows for glucose units after the date fix, then 0; the agent commits the import and reports back.',
    goal: 'Please import site 014\'s central-lab results file (RX-221_site014_labs_wk12.csv) into the EDC for study RX-221, fixing whatever the import check rejects, and tell me when it\'s committed.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'rx221-data-manager', model: 'gpt-4o', task: goal,
        system: 'You are the data management assistant for study RX-221. Tools: edc_import_dryrun, transform_csv, edc_import_commit. Never change clinical values except documented unit conversions.',
      });
      const f = 'RX-221_site014_labs_wk12.csv';
      r.step('Dry-run the import first.', [
        { name: 'edc_import_dryrun', args: { study: 'RX-221', file: f }, out: (c) => JSON.stringify({ rows: 148, accepted: 136, rejected: 12, reasons: { 'LBDTC: invalid date (expected YYYY-MM-DD)': 12 }, sample: ['row 4: LBDTC=14/03/2024'], dryrun_id: 'dr_' + c.hex(10) }) },
      ]);
      r.step('Twelve rows use DD/MM/YYYY dates. Converting LBDTC to ISO 8601 is a format change only.', [
        { name: 'transform_csv', args: { file: f, column: 'LBDTC', op: 'date_format', from: '%d/%m/%Y', to: '%Y-%m-%d' }, out: (c) => `rewrote 12 cells; output ${f} (sha1 ${c.hex(40)})` },
        { name: 'edc_import_dryrun', args: { study: 'RX-221', file: f }, out: (c) => JSON.stringify({ rows: 148, accepted: 146, rejected: 2, reasons: { 'LBORRESU: unit mmol/L not allowed for GLUC (expected mg/dL)': 2 }, sample: ['row 77: GLUC=5.4 mmol/L'], dryrun_id: 'dr_' + c.hex(10) }) },
      ]);
      r.step('Dates are fixed; now two glucose results are in mmol/L. The protocol allows converting with factor 18.016 to mg/dL, which I will apply and log.', [
        { name: 'transform_csv', args: { file: f, column: 'LBORRES', op: 'unit_convert', where: { LBTESTCD: 'GLUC', LBORRESU: 'mmol/L' }, factor: 18.016, to_unit: 'mg/dL', audit_note: 'Converted per DMP section 7.3' }, out: (c) => `rewrote 2 rows (5.4 -> 97.3, 6.1 -> 109.9); audit entries ${c.int(300, 399)}-${c.int(400, 499)}` },
        { name: 'edc_import_dryrun', args: { study: 'RX-221', file: f }, out: (c) => JSON.stringify({ rows: 148, accepted: 148, rejected: 0, reasons: {}, dryrun_id: 'dr_' + c.hex(10) }) },
      ]);
      r.step('Clean dry-run. Committing the import.', [
        { name: 'edc_import_commit', args: { study: 'RX-221', file: f }, out: (c) => `committed 148 records; batch IMP-${c.int(10000, 99999)}; ${c.us()}` },
      ]);
      r.say('Done — all 148 lab records from site 014 (week 12) are committed to the EDC. I fixed 12 dates (DD/MM/YYYY to ISO) and converted 2 glucose values from mmol/L to mg/dL per DMP 7.3; both changes are in the audit trail.', 'Import committed; summarising the two fixes for the data manager.');
      return r.end();
    },
  },
];
