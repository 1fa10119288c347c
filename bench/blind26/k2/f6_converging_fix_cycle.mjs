// Family: converging_fix_cycle (loop=false, stagnation=false)
// Repeated build/test/validate cycles whose failure count drops with a different fix each time, then done.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, toolMsg, tu, tr, txt } from './lib.mjs';

export const rows = [
  {
    domain: 'Zig build for a CLI tool after a compiler upgrade (coding)', style: 'W&B Weave calls',
    isolates: 'Weave-traced fix loop on a Zig 0.13 -> 0.14 upgrade where `zig build` errors go 6, 4, 1, 0, each round fixing a different API change.',
    goal: 'Make the `tidy-csv` Zig CLI build cleanly with Zig 0.14 and keep `zig build test` green.',
    build(r) {
      const op = (n) => `weave:///moorland-dev/agents/op/${n}:${r.b62(10)}`;
      const call = (type, name, inputs, output, err) => span(type, name, inputs, output, { meta: { op_name: op(name), call_id: r.uuid(), started_at: r.iso(r.tick(800, 5000)), ended_at: r.iso(r.tick(200, 2000)), summary: { weave: { status: err ? 'error' : 'success' } } }, err });
      const build = (errs, extra) => call('tool', 'run_shell', { cmd: 'zig build 2>&1 | tail -n 40' }, errs.length ? `${errs.join('\n')}\nerror: ${errs.length} compilation errors\nbuild.zig:${r.int(20, 40)}: the following build command failed with exit code 1:\n${r.tmp('.zig-cache/o/')}/build` : `${extra}\nBuild Summary: 5/5 steps succeeded; 12/12 tests passed\ntest success\n+- run test 12 passed ${r.int(3, 40)}ms MaxRSS:${r.int(2, 9)}M`, errs.length ? 'exit status 1' : undefined);
      const kids = [
        build(['src/main.zig:14:25: error: root struct of file \'std\' has no member named \'ChildProcess\'', 'src/reader.zig:31:9: error: no field named \'.Pointer\' in enum \'builtin.Type\'', 'src/reader.zig:58:9: error: no field named \'.Struct\' in enum \'builtin.Type\'', 'src/fmt.zig:12:18: error: expected type \'std.io.AnyWriter\', found \'std.fs.File.Writer\'', 'build.zig:19:10: error: no field named \'root_source_file\' in struct \'Build.ExecutableOptions\'', 'src/main.zig:77:30: error: use of undeclared identifier \'std.os.argv\'']),
        call('llm', 'openai.chat.completions.create', { model: 'gpt-4.1', messages: [sys('You fix Zig build errors.')] }, { content: '0.14 renamed std.builtin.Type tags to lowercase (.pointer, .@"struct") and moved ChildProcess to std.process.Child. Patching reader.zig tag names and the process import first.' }),
        call('tool', 'apply_patch', { files: ['src/reader.zig', 'src/main.zig'] }, 'patched 2 files (+6 -6)'),
        build(['src/fmt.zig:12:18: error: expected type \'std.io.AnyWriter\', found \'std.fs.File.Writer\'', 'build.zig:19:10: error: no field named \'root_source_file\' in struct \'Build.ExecutableOptions\'', 'src/main.zig:77:30: error: use of undeclared identifier \'std.os.argv\'', 'src/main.zig:80:12: error: expected type \'[]const u8\', found \'[*:0]u8\'']),
        call('llm', 'openai.chat.completions.create', { model: 'gpt-4.1' }, { content: 'Four left. build.zig needs b.createModule(.{ .root_source_file = ... }) passed as .root_module; argv should come from std.process.argsAlloc, which also fixes the [*:0]u8 type error on line 80.' }),
        call('tool', 'apply_patch', { files: ['build.zig', 'src/main.zig'] }, 'patched 2 files (+11 -5)'),
        build(['src/fmt.zig:12:18: error: expected type \'std.io.AnyWriter\', found \'std.fs.File.Writer\'']),
        call('llm', 'openai.chat.completions.create', { model: 'gpt-4.1' }, { content: 'Only fmt.zig remains: writeTable takes AnyWriter, so call it with stdout.writer().any() instead of the concrete File.Writer.' }),
        call('tool', 'apply_patch', { files: ['src/fmt.zig'] }, 'patched 1 file (+1 -1)'),
        build([], 'install\n+- install tidy-csv\n   +- zig build-exe tidy-csv Debug native success 2s MaxRSS:211M'),
        call('llm', 'openai.chat.completions.create', { model: 'gpt-4.1' }, { content: 'Build and all 12 tests pass on Zig 0.14. Changes: lowercase builtin.Type tags, std.process.Child, createModule in build.zig, argsAlloc for argv, AnyWriter via .any().' }),
      ];
      return agent('ZigFixAgent.run', { task: 'upgrade tidy-csv to zig 0.14' }, { result: 'fixed', rounds: 3 }, kids, { op_name: op('ZigFixAgent.run'), wb_run_id: r.b62(8), trace_id: r.uuid() });
    },
  },
  {
    domain: 'karst sinkhole survey (GIS data validation)', style: 'MLflow Tracing',
    isolates: 'An MLflow-traced agent validates a sinkhole survey layer, and topology/attribute errors fall 9, 5, 2, 0 as it fixes geometry, then CRS, then missing depth codes.',
    goal: 'Validate and fix the spring survey layer of 63 mapped sinkholes so it passes the county GIS intake checks, then publish it.',
    build(r) {
      const m = (span_type) => ({ span_type, 'mlflow.traceRequestId': 'tr-' + r.hex(32), start_time_ns: r.epochNs(r.tick(500, 3000)) });
      const check = (n, lines) => tool('validate_layer', { layer: 'sinkholes_spring25.gpkg', ruleset: 'county_intake_v4' }, { errors: n, details: lines, ran_at: r.isoOff(r.now(), -5), validator: 'gdal 3.9.2 / intake-rules ' + r.hex(7) }, m('TOOL'));
      const kids = [
        check(9, ['SH-014 self-intersecting polygon', 'SH-022 self-intersecting polygon', 'SH-031 ring not closed', 'SH-040 duplicate vertex run', 'SH-007 depth_code NULL', 'SH-019 depth_code NULL', 'layer CRS EPSG:4326 != required EPSG:26916', 'SH-051 area_m2 < 0', 'SH-058 outside county boundary']),
        llm('ChatOpenAI', { messages: [usr('Fix the validation errors')] }, 'Four errors are geometry (self-intersections, unclosed ring, duplicate vertices); running make_valid plus snapping with 0.01 m tolerance should clear them. SH-051\'s negative area is a side effect of its reversed ring and should go too.', m('CHAT_MODEL')),
        tool('run_ogr', { sql: 'UPDATE sinkholes SET geom = ST_MakeValid(ST_SnapToGrid(geom, 0.01))' }, 'UPDATE 63\nTime: ' + r.ms(200, 900) + ' ms', m('TOOL')),
        check(5, ['SH-007 depth_code NULL', 'SH-019 depth_code NULL', 'layer CRS EPSG:4326 != required EPSG:26916', 'SH-058 outside county boundary', 'SH-033 depth_code NULL']),
        llm('ChatOpenAI', {}, 'Geometry is clean now. Next: reproject to NAD83 / UTM 16N (EPSG:26916). SH-058 sits 40 m over the line in lat/long; after reprojection its boundary test should be exact.', m('CHAT_MODEL')),
        tool('run_ogr2ogr', { args: '-t_srs EPSG:26916 -overwrite' }, `0...10...20...30...40...50...60...70...80...90...100 - done. (${r.float(1, 4, 1)}s)`, m('TOOL')),
        check(3, ['SH-007 depth_code NULL', 'SH-019 depth_code NULL', 'SH-033 depth_code NULL']),
        tool('lookup_field_notes', { ids: ['SH-007', 'SH-019', 'SH-033'] }, { 'SH-007': 'depth 2.1 m, shallow cover-subsidence', 'SH-019': 'depth 0.6 m, incipient', 'SH-033': 'depth 4.8 m, cover-collapse, open throat' }, m('RETRIEVER')),
        llm('ChatOpenAI', {}, 'Field notes give depths 2.1, 0.6 and 4.8 m, which map to depth codes D2, D1 and D3 in the intake schema. Writing those three codes.', m('CHAT_MODEL')),
        tool('run_ogr', { sql: "UPDATE sinkholes SET depth_code = CASE id WHEN 'SH-007' THEN 'D2' WHEN 'SH-019' THEN 'D1' WHEN 'SH-033' THEN 'D3' END WHERE id IN ('SH-007','SH-019','SH-033')" }, 'UPDATE 3', m('TOOL')),
        check(0, []),
        tool('publish_layer', { layer: 'sinkholes_spring25.gpkg', target: 'county-intake' }, { status: 'published', version: 7, url: `https://gis.example-county.gov/intake/${r.uuid()}` }, m('TOOL')),
      ];
      return agent('sinkhole_validation_agent', { layer: 'sinkholes_spring25.gpkg' }, { published_version: 7, errors_fixed: 9 }, kids, { span_type: 'AGENT', 'mlflow.experiment_id': String(r.int(100, 999)), 'mlflow.trace.status': 'OK' });
    },
  },
  {
    domain: 'Spark job with Parquet schema drift (data engineering)', style: 'smolagents ToolCallingAgent',
    isolates: 'A smolagents agent repairs a Spark ingest that breaks on drifted Parquet files; failing partitions go 5, 3, 1, 0 as it handles a type widening, a renamed column, then a nested struct field.',
    goal: 'Make the nightly `orders_ingest` Spark job read all 31 daily Parquet partitions for May without schema errors and write the merged Delta table.',
    build(r) {
      const step = (n, thought, call, obs, err) => chain(`Step ${n}`, { step_number: n }, null, [
        llm('LiteLLMModel', { messages: r.int(6, 20) }, { content: thought, tool_calls: [{ id: r.callId(), type: 'function', function: { name: call[0], arguments: call[1] } }] }, { model_id: 'anthropic/claude-3-5-sonnet', token_counts: r.tokens() }),
        tool(call[0], call[1], obs, { duration: r.float(4, 90, 1) }, err),
      ], { start_time: r.epoch(r.tick(5000, 60000)) });
      const sub = (fails) => `spark-submit orders_ingest.py --month 2025-05 (app-${r.compact().slice(0, 8)}${r.digits(6)}-${r.digits(4)})\n${fails.length ? fails.map((f) => 'FAILED ' + f).join('\n') + `\n${31 - fails.length}/31 partitions read; ${fails.length} failed` : '31/31 partitions read\nWROTE delta table lake.orders_may: 4,812,330 rows, version ' + r.int(40, 90)}`;
      return agent('ToolCallingAgent', { task: 'fix orders_ingest for May' }, { final_answer: 'orders_ingest reads all 31 partitions; three schema adapters added.' }, [
        step(1, 'Run the job as-is to see which partitions fail.', ['run_job', { month: '2025-05' }], sub(['dt=2025-05-12: Parquet column cannot be converted. Column: [amount], Expected: int, Found: INT64', 'dt=2025-05-13: same INT64 amount', 'dt=2025-05-20: AnalysisException: cannot resolve `customer_id`', 'dt=2025-05-21: cannot resolve `customer_id`', 'dt=2025-05-28: field shipping.addr_line2 not found']), 'exit 1'),
        step(2, 'Two failures are amount widened from INT32 to INT64 on 12-13 May; cast amount to LongType in the read schema and enable mergeSchema.', ['edit_file', { path: 'jobs/orders_ingest.py', change: 'amount -> LongType(); .option("mergeSchema","true")' }], 'ok: 1 hunk applied'),
        step(3, 'Rerun after the amount cast.', ['run_job', { month: '2025-05' }], sub(['dt=2025-05-20: cannot resolve `customer_id`', 'dt=2025-05-21: cannot resolve `customer_id`', 'dt=2025-05-28: field shipping.addr_line2 not found']), 'exit 1'),
        step(4, 'Files from 20-21 May use cust_id instead of customer_id (the upstream rename was reverted on the 22nd). Coalesce the two columns.', ['edit_file', { path: 'jobs/orders_ingest.py', change: 'withColumn("customer_id", coalesce(col("customer_id"), col("cust_id")))' }], 'ok: 1 hunk applied'),
        step(5, 'Rerun to check the rename fix.', ['run_job', { month: '2025-05' }], sub(['dt=2025-05-28: field shipping.addr_line2 not found']), 'exit 1'),
        step(6, 'The 28 May files dropped the optional nested field shipping.addr_line2. Add it as a nullable StructField so older and newer files unify.', ['edit_file', { path: 'jobs/orders_ingest.py', change: 'shipping struct: add StructField("addr_line2", StringType(), True)' }], 'ok: 1 hunk applied'),
        step(7, 'Final run.', ['run_job', { month: '2025-05' }], sub([])),
      ], { max_steps: 12, smolagents_version: '1.13.0' });
    },
  },
  {
    domain: 'lost-wax jewellery casting (wax print slicer checks)', style: 'Agno (formerly Phidata) run events (framework not in the brief list)',
    isolates: 'An Agno agent prepares a ring tree for wax printing; slicer validation issues drop 7, 3, 0 as it first fixes supports and then wall thickness and sprue placement.',
    goal: 'Prepare the 9-ring casting tree for the wax 3D printer so the slicer reports no printability issues, then queue the print.',
    build(r) {
      const ev = (event) => ({ event, run_id: r.uuid(), created_at: r.epoch(r.tick(1000, 5000)), agent_id: 'casting-prep' });
      const slice = (issues) => tool('slice_tree', { file: 'tree_RN-09.stl', resin: 'castable-wax-40', layer_um: 25 }, { status: issues.length ? 'validation_failed' : 'ok', issues: issues.length, list: issues, est_print_h: r.float(3, 5, 1), volume_ml: r.float(7, 9, 2), job: r.jobId('slc') }, ev('ToolCallCompleted'));
      const kids = [
        slice(['RN-02 unsupported overhang 62°', 'RN-04 unsupported overhang 58°', 'RN-05 island at z=4.2mm', 'RN-07 wall 0.38mm < 0.5mm', 'RN-08 wall 0.41mm < 0.5mm', 'RN-03 sprue on decorative face', 'tree base suction cup risk']),
        llm('gpt-4o', { messages: [usr('Make the tree printable')] }, { content: 'Three issues are support-related (RN-02, RN-04 overhangs and the RN-05 island). Auto-support at 0.35 mm tip density 70% should cover them, and a 2 mm drain hole in the base removes the suction risk.' }, ev('RunResponseContent')),
        tool('auto_support', { tip_mm: 0.35, density: 70, drain_hole_mm: 2 }, { supports_added: 148, touched: ['RN-02', 'RN-04', 'RN-05', 'base'] }, ev('ToolCallCompleted')),
        slice(['RN-07 wall 0.38mm < 0.5mm', 'RN-08 wall 0.41mm < 0.5mm', 'RN-03 sprue on decorative face']),
        llm('gpt-4o', {}, { content: 'Remaining: thin walls on RN-07 and RN-08 (filigree bands) and RN-03\'s sprue placed on the engraved face. Thicken both bands to 0.55 mm inward and move RN-03\'s sprue to the inner shank at 6 o\'clock.' }, ev('RunResponseContent')),
        tool('thicken_walls', { parts: ['RN-07', 'RN-08'], target_mm: 0.55, direction: 'inward' }, { ok: true, max_change_mm: 0.17 }, ev('ToolCallCompleted')),
        tool('move_sprue', { part: 'RN-03', position: 'inner_shank_6', diameter_mm: 2.5 }, { ok: true }, ev('ToolCallCompleted')),
        slice([]),
        tool('queue_print', { printer: 'wax-printer-2', file: 'tree_RN-09.sliced' }, { queued: true, position: 2, eta: r.human(r.now() + 7200000) }, ev('ToolCallCompleted')),
      ];
      return agent('Agent.run casting-prep', { message: 'Prep tree RN-09 for wax printing' }, { content: 'Tree RN-09 is printable (0 issues) and queued on wax-printer-2.' }, kids, { framework: 'agno 1.5', session_id: r.uuid(), model: 'OpenAIChat(gpt-4o)' });
    },
  },
  {
    domain: 'wind tunnel testing lab (balance calibration script)', style: 'AutoGen AgentChat (assistant + code executor)',
    isolates: 'An AutoGen assistant/executor pair fixes a six-component balance calibration script; assertion failures fall 6, 2, 1, 0 with a units fix, a matrix transpose fix, and a temperature-drift term.',
    goal: 'Make calibrate_balance.py pass its 6 check-load assertions for the six-component strain-gauge balance before Monday\'s model test.',
    build(r) {
      const exec = (out, code) => tool('CodeExecutorAgent', { code_block: 'python calibrate_balance.py --checkloads checkloads_2025w14.csv' }, `exitcode: ${code} (execution ${code ? 'failed' : 'succeeded'})\nCode output:\n${out}\n[${r.logts()}] container ${r.hex(12)}`, { source: 'executor', models_usage: null }, code ? 'exit code 1' : undefined);
      const talk = (content) => llm('AssistantAgent', { source: 'user', messages_len: r.int(3, 20) }, { source: 'assistant', content, models_usage: { prompt_tokens: r.int(1500, 4000), completion_tokens: r.int(100, 300) } }, { type: 'TextMessage', created_at: r.iso(r.tick(2000, 6000)) });
      return agent('RoundRobinGroupChat', { task: 'Fix calibrate_balance.py so all 6 check loads pass' }, { stop_reason: "Text 'TERMINATE' mentioned" }, [
        exec('FAIL Fx: 49.02 lbf expected 218.05 N\nFAIL Fy ... FAIL Fz ... FAIL Mx ... FAIL My ... FAIL Mz\n6 failed, 0 passed', 1),
        talk('Every reading is off by about 4.448, which is lbf->N. The check-load file is in newtons but the interaction matrix outputs lbf. Converting forces by 4.44822 and moments (lbf·in) by 0.112985 to N·m.'),
        exec('PASS Fx PASS Fy PASS Fz PASS Mx\nFAIL My: 12.71 N·m expected 12.04 (tol 0.25)\nFAIL Mz: -3.36 N·m expected 3.41\n2 failed, 4 passed', 1),
        talk('My and Mz now differ in sign and by a coupling term, which looks like the 6x6 interaction matrix being applied transposed for the moment rows. Using C.T @ v -> C @ v in solve_loads().'),
        exec('PASS Fx PASS Fy PASS Fz PASS Mx PASS Mz\nFAIL My: 12.31 N·m expected 12.04 (tol 0.25)\n1 failed, 5 passed', 1),
        talk('My is 0.27 high. The check loads were applied at 31.5 °C against a 20 °C zero, and the balance datasheet gives a pitching-moment thermal zero shift of 0.024 N·m/°C. Adding the drift correction term (11.5 × 0.024 = 0.276).'),
        exec('PASS Fx PASS Fy PASS Fz PASS Mx PASS My PASS Mz\n0 failed, 6 passed', 0),
        talk('All six check loads pass. Fixes: unit conversion, non-transposed interaction matrix, pitching-moment temperature drift term. TERMINATE'),
      ], { autogen_version: '0.4.7', termination: 'TextMentionTermination' });
    },
  },
  {
    domain: 'airport check-in kiosk fleet (Ansible rollout)', style: 'Claude Agent SDK transcript',
    isolates: 'A Claude Agent SDK session rolls a kiosk agent update across 48 check-in kiosks; failed hosts go 12, 5, 1, 0 as it fixes a proxy variable, a full /var partition, and one kiosk\'s stale host key.',
    goal: 'Roll kiosk-agent 3.8.1 out to all 48 check-in kiosks in Terminal 2 with Ansible and get every host to ok/changed.',
    build(r) {
      const a = (content) => llm('assistant', { session_id: 'sess' }, { type: 'assistant', message: { role: 'assistant', content } }, { timestamp: r.iso(r.tick(2000, 7000)), uuid: r.uuid() });
      const bash = (cmd, out, err) => tool('Bash', { command: cmd }, { stdout: out, stderr: '', interrupted: false }, { duration_ms: r.ms(20000, 180000) }, err);
      const recap = (failed) => `PLAY RECAP *********************************************************************\n${failed.length ? failed.slice(0, 3).map((h) => `${h.padEnd(26)}: ok=3    changed=0    unreachable=0    failed=1`).join('\n') + '\n...' : 't2-kiosk-01               : ok=9    changed=4    unreachable=0    failed=0\n...'}\n\nSummary: ${48 - failed.length} ok, ${failed.length} failed  (elapsed ${r.int(2, 9)}m${r.int(10, 59)}s)`;
      const cmd = 'ansible-playbook -i inventories/t2.ini kiosk_agent.yml -e kiosk_agent_version=3.8.1';
      const f12 = Array.from({ length: 12 }, (_, i) => `t2-kiosk-${String(37 + i).padStart(2, '0')}`);
      return agent('claude-code', { prompt: 'Roll kiosk-agent 3.8.1 to all T2 kiosks', cwd: '/srv/ansible/kiosks' }, { subtype: 'success', result: 'All 48 kiosks on 3.8.1.', num_turns: 14 }, [
        a([txt('Running the playbook against the T2 inventory.'), tu(r.toolu(), 'Bash', { command: cmd })]),
        bash(cmd, recap(f12) + '\nfatal: [t2-kiosk-37]: FAILED! => {"msg": "Failed to download package: Connection timed out (apt.internal:3142)"}', 'exit 2'),
        a([txt('All 12 failures are kiosks 37-48, the pier C group, and they time out reaching apt.internal:3142. group_vars/pierc.yml still points http_proxy at the decommissioned proxy-c1; switching it to proxy-c2.')]),
        bash("sed -i 's/proxy-c1.t2.lan/proxy-c2.t2.lan/' group_vars/pierc.yml && " + cmd + ' --limit pierc', recap(['t2-kiosk-40', 't2-kiosk-41', 't2-kiosk-44', 't2-kiosk-45', 't2-kiosk-47']) + '\nfatal: [t2-kiosk-40]: FAILED! => {"msg": "dpkg: error processing archive: No space left on device (/var/cache/apt)"}', 'exit 2'),
        a([txt('Down to 5, now a different cause: /var is full on those kiosks. Adding an apt-get clean and journal vacuum pre-task before the install.')]),
        bash('ansible pierc -m shell -a "apt-get clean && journalctl --vacuum-size=50M" --limit t2-kiosk-40,t2-kiosk-41,t2-kiosk-44,t2-kiosk-45,t2-kiosk-47 && ' + cmd + ' --limit @kiosk_agent.retry', recap(['t2-kiosk-45']) + '\nfatal: [t2-kiosk-45]: UNREACHABLE! => {"msg": "Host key verification failed."}', 'exit 4'),
        a([txt('Only t2-kiosk-45 is left, with a host-key failure; it was re-imaged last week per the change log, so I\'ll refresh its known_hosts entry and retry that host.')]),
        bash('ssh-keygen -R t2-kiosk-45 && ssh-keyscan -t ed25519 t2-kiosk-45 >> ~/.ssh/known_hosts && ' + cmd + ' --limit t2-kiosk-45', recap([]).replace('t2-kiosk-01', 't2-kiosk-45')),
        bash("ansible t2 -m command -a 'kiosk-agent --version' -o | sort | uniq -c -f1 | head", `     48 t2-kiosk-xx | CHANGED | rc=0 | (stdout) kiosk-agent 3.8.1 (build ${r.hex(7)})`),
        a([txt('All 48 kiosks report kiosk-agent 3.8.1. Fixes: pier C proxy variable, /var cleanup on 5 kiosks, refreshed host key for t2-kiosk-45.')]),
      ], { sdk: 'claude-agent-sdk', model: 'claude-sonnet-4-5' });
    },
  },
];
