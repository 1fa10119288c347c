// Family 5: different fixes, each followed by the same verification failing identically (modulo volatile parts).
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'fix_retry_same_failure';
export const LOOP = true;
export const STAGNATION = false;
export const ISOLATES = 'Three or more different fixes, each followed by the same check failing the same way apart from volatile details; it never passes.';

// 01 aarch64 wheel build - Inspect AI eval log
function r01(N) {
  const goal = 'The aarch64 wheel build of the fastgeo C extension fails in CI. Make `pip wheel . -w dist/` succeed inside the manylinux_2_28_aarch64 container.';
  const R = rec('inspect', N, { user: goal, model: 'openai/gpt-4.1', tools: [{ name: 'bash' }, { name: 'text_editor' }] });
  const ch = [];
  const fail = () => `Processing /src\n  Preparing metadata (pyproject.toml) ... done\nBuilding wheels for collected packages: fastgeo\n  Building wheel for fastgeo (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n  ...\n  gcc -shared build/temp.linux-aarch64-cpython-311/src/fastgeo/_core.o -L/usr/lib64 -lgeos_c_static -o build/lib.linux-aarch64-cpython-311/fastgeo/_core.cpython-311-aarch64-linux-gnu.so\n  /usr/bin/ld: cannot find -lgeos_c_static: No such file or directory\n  collect2: error: ld returned 1 exit status\n  error: command '/opt/rh/gcc-toolset-12/root/usr/bin/gcc' failed with exit code 1\n  [end of output]\n  note: This error originates from a subprocess. Build dir: ${N.tmp('pip-req-build-')}\n  ERROR: Failed building wheel for fastgeo\nFailed to build fastgeo\n(took ${N.dur(14, 41)})`;
  ch.push(R.llm({ text: 'Let me reproduce the failure first.', calls: [['bash', { cmd: 'cd /src && pip wheel . -w dist/ 2>&1 | tail -20' }]] }));
  ch.push(R.tool(R.last[0], fail()));
  const fixes = [
    ['The linker may be failing because the object was not built position-independent. I will add -fPIC to extra_compile_args in setup.py.', ['text_editor', { command: 'str_replace', path: '/src/setup.py', old_str: "extra_compile_args=['-O3']", new_str: "extra_compile_args=['-O3', '-fPIC']" }], 'The file /src/setup.py has been edited.'],
    ['Maybe the GEOS development package is missing from the image. Installing geos-devel with dnf.', ['bash', { cmd: 'dnf install -y geos-devel 2>&1 | tail -3' }], `Installed:\n  geos-3.10.${N.int(1, 6)}-1.el8.aarch64  geos-devel-3.10.${N.int(1, 6)}-1.el8.aarch64\nComplete!`],
    ['Possibly the build picks an x86 flag set; I will pin the architecture explicitly with CFLAGS=-march=armv8-a in pyproject\'s build environment.', ['text_editor', { command: 'str_replace', path: '/src/pyproject.toml', old_str: '[tool.cibuildwheel.linux]', new_str: '[tool.cibuildwheel.linux]\nenvironment = { CFLAGS="-march=armv8-a" }' }], 'The file /src/pyproject.toml has been edited.'],
    ['setuptools 70 changed how build_ext locates libraries; pinning setuptools<70 in build-system.requires.', ['text_editor', { command: 'str_replace', path: '/src/pyproject.toml', old_str: 'requires = ["setuptools>=68", "wheel"]', new_str: 'requires = ["setuptools>=68,<70", "wheel"]' }], 'The file /src/pyproject.toml has been edited.'],
  ];
  for (const [why, call, res] of fixes) {
    ch.push(R.llm({ text: why, calls: [call] }));
    ch.push(R.tool(R.last[0], res));
    ch.push(R.llm({ calls: [['bash', { cmd: 'cd /src && rm -rf build && pip wheel . -w dist/ 2>&1 | tail -20' }]] }));
    N.tick(15000, 40000);
    ch.push(R.tool(R.last[0], fail()));
  }
  return { goal, root: R.root(ch, { scores: { build_ok: { value: 'I', explanation: 'wheel not produced' } }, limit: { type: 'message', limit: 20 } }, { input: { id: 'fastgeo-aarch64', epoch: 1, input: goal }, meta: { task: 'ci_repair', eval_id: N.b62(22), run_id: N.b62(22) } }),
    isolates: 'Four unrelated fixes (-fPIC, installing geos-devel, CFLAGS, pinning setuptools) are each followed by the same "cannot find -lgeos_c_static" linker error, differing only in build dir and timing.' };
}

// 02 IVF lab scheduling validator - LangGraph / LangSmith
function r02(N) {
  const goal = 'Generate tomorrow\'s embryology lab schedule (8 retrievals, 6 ICSI procedures, 11 day-5 checks) so that it passes validate_schedule.';
  const R = rec('langgraph', N, { user: goal, threadId: N.uuid(), model: 'gpt-4o', system: 'You configure the lab scheduler and must deliver a schedule that validates.' });
  const ch = [];
  const v = () => ({ valid: false, run_id: 'val_' + N.hex(10), checked_at: N.iso(), errors: [{ code: 'STAFF_DOUBLE_BOOKED', message: 'EM-3 (R. Aydin) assigned to ICSI C-1182 and oocyte retrieval C-1190 at 09:40-10:10', severity: 'error' }], warnings: 2, solver_ms: N.ms(300, 2400) });
  ch.push(R.llm({ calls: [['generate_schedule', { date: 'tomorrow', config: 'default' }]] }));
  ch.push(R.tool(R.last[0], { schedule_id: 'sch_' + N.hex(8), slots: 25 }));
  ch.push(R.llm({ calls: [['validate_schedule', { schedule: 'latest' }]] }));
  ch.push(R.tool(R.last[0], v()));
  const fixes = [
    ['EM-3 is overloaded in the morning. I will lower EM-3\'s weight for ICSI so the solver prefers EM-1 and EM-2.', { staff_weights: { 'EM-3': { ICSI: 0.4 } } }],
    ['The retrieval and the ICSI are back to back; adding a 15-minute buffer between procedures for the same embryologist should separate them.', { min_buffer_minutes: 15 }],
    ['The second theatre may be what forces the overlap. I will move retrievals to Theatre B first.', { room_order: ['Theatre B', 'Theatre A'] }],
  ];
  for (const [why, patch] of fixes) {
    ch.push(R.llm({ text: why, calls: [['update_scheduler_config', patch]] }));
    ch.push(R.tool(R.last[0], { ok: true, config_version: N.int(40, 99) }));
    ch.push(R.llm({ calls: [['validate_schedule', { schedule: 'regenerate' }]] }));
    ch.push(R.tool(R.last[0], v()));
  }
  return { goal, root: R.root(ch, null, { input: { messages: [{ type: 'human', content: goal }] }, meta: { thread_id: N.uuid(), ls_project: 'lab-scheduler' } }),
    isolates: 'Three different scheduler config changes are each followed by an identical STAFF_DOUBLE_BOOKED error for EM-3 at 09:40; only run ids and timings differ.' };
}
function r02fix(row) { row.root.error = 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.'; return row; }

// 03 marathon chip timing reconciliation - W&B Weave
function r03(N) {
  const goal = 'Reconcile the chip-timing reads for the Harbour City Marathon with the official finisher list (4,219 finishers) so that reconcile.py --check passes, then publish results.';
  const R = rec('weave', N, { user: goal, weaveProject: 'racetime/harbour-city-2025', weaveTrace: N.uuid7(), model: 'gpt-4o' });
  const ch = [];
  const chk = () => `reconcile.py --check  (run ${N.uuid().slice(0, 8)} @ ${N.goLog()})\nloaded 51,806 mat reads from 6 mats\nmatched finishers: 4212\nexpected finishers: 4219\nMISSING (7): bibs 1044, 2208, 2219, 3517, 3520, 4101, 5876\nCHECK FAILED (exit 1) in ${N.float(3, 9)}s`;
  ch.push(R.llm({ calls: [['run_shell', { cmd: 'python reconcile.py --check' }]] }));
  ch.push(R.tool(R.last[0], chk()));
  const fixes = [
    ['Some chips may be read twice at the finish; deduplicating by (chip, mat) keeping the first read.', { file: 'reconcile.py', patch: 'reads = reads.drop_duplicates(["chip", "mat"], keep="first")' }],
    ['The mats log in UTC while the start list is local time; converting reads to America/Halifax before matching.', { file: 'reconcile.py', patch: 'reads["ts"] = reads["ts"].dt.tz_convert("America/Halifax")' }],
    ['The backup finish mat (mat 6b) was not being loaded; adding it to MATS.', { file: 'config.yaml', patch: 'mats: [start, 10k, half, 30k, finish, finish_backup]' }],
    ['The minimum plausible split filter (2:05 for 42.2 km) may be dropping fast finishers; lowering it to 1:59.', { file: 'config.yaml', patch: 'min_finish_time: "1:59:00"' }],
  ];
  for (const [why, p] of fixes) {
    ch.push(R.llm({ text: why, calls: [['apply_patch', p]] }));
    ch.push(R.tool(R.last[0], { applied: true, file: p.file, sha: N.short() }));
    ch.push(R.llm({ calls: [['run_shell', { cmd: 'python reconcile.py --check' }]] }));
    ch.push(R.tool(R.last[0], chk()));
  }
  return { goal, root: R.root(ch, null, { meta: { op_name: `weave:///racetime/harbour-city-2025/op/Agent.invoke:${N.b62(43)}`, status: 'error' } }),
    isolates: 'Deduplication, timezone conversion, an extra mat and a looser time filter are tried in turn; every check prints the same 7 missing bibs, only run id and timing vary.' };
}
function r03fix(row) { row.root.error = 'MaxStepsReached: 10'; return row; }

// 04 appliance repair route optimiser - AgentOps session
function r04(N) {
  const goal = 'Fix the failing test test_no_overtime in the technician route optimiser (appliance repair dispatch) without changing the test.';
  const R = rec('agentops', N, { user: goal, sessionId: N.uuid(), model: 'gpt-4o-mini' });
  const ch = [];
  const t = () => `============ test session starts ============\ncollected 14 items / 13 deselected / 1 selected\n\ntests/test_routes.py::test_no_overtime FAILED [100%]\n\nE   AssertionError: tech T-07 route ends 18:42 > shift end 17:30 (jobs: W-5531 dryer, W-5540 fridge, W-5544 oven)\nE   assert datetime.time(18, 42) <= datetime.time(17, 30)\n\nsolver seed=${N.int(1000, 9999)} tmpdir=${N.tmp('pytest-of-runner/pytest-')}\n=========== 1 failed in ${N.float(1.2, 4.5)}s ===========`;
  ch.push(R.llm({ calls: [['run_tests', { k: 'test_no_overtime' }]] }));
  ch.push(R.tool(R.last[0], t()));
  const fixes = [
    ['The travel matrix might use straight-line distance. Switching distance_mode to "road".', ['edit_config', { key: 'distance_mode', value: 'road' }]],
    ['Maybe jobs are packed without the 10-minute parking allowance. Setting stop_overhead_min=10.', ['edit_config', { key: 'stop_overhead_min', value: 10 }]],
    ['The solver time limit of 2 s may stop it before it finds a feasible route. Raising it to 15 s.', ['edit_config', { key: 'solver_time_limit_s', value: 15 }]],
  ];
  for (const [why, call] of fixes) {
    ch.push(R.llm({ text: why, calls: [call] }));
    ch.push(R.tool(R.last[0], { updated: call[1].key, previous: N.pick(['euclid', 5, 2, null]), file: 'dispatch/config.toml' }));
    ch.push(R.llm({ calls: [['run_tests', { k: 'test_no_overtime' }]] }));
    ch.push(R.tool(R.last[0], t()));
  }
  return { goal, root: R.root(ch, { end_state: 'Fail', end_state_reason: 'max steps', event_counts: { llms: 7, tools: 7, errors: 0 } }, { meta: { session_id: N.uuid(), tags: ['dispatch', 'ci'], host_env: { OS: 'Linux', python: '3.12.3' } } }),
    isolates: 'Three different optimiser settings are changed and the same T-07 18:42 overtime assertion fails after each, apart from seed, tmpdir and duration.' };
}

// 05 Terraform lifecycle drift - Vercel AI SDK
function r05(N) {
  const goal = 'terraform plan for the logging stack should show no changes, but it keeps proposing an update to aws_s3_bucket_lifecycle_configuration.logs. Make the plan clean.';
  const R = rec('vercel', N, { user: goal, model: 'claude-3-7-sonnet-20250219', provider: 'anthropic.messages' });
  const ch = [];
  const plan = () => `aws_s3_bucket.logs: Refreshing state... [id=acme-prod-logs]\naws_s3_bucket_lifecycle_configuration.logs: Refreshing state... [id=acme-prod-logs]\n\nTerraform will perform the following actions:\n\n  # aws_s3_bucket_lifecycle_configuration.logs will be updated in-place\n  ~ resource "aws_s3_bucket_lifecycle_configuration" "logs" {\n        id     = "acme-prod-logs"\n      ~ rule {\n            id     = "expire-90d"\n          + filter {\n            }\n            # (2 unchanged blocks hidden)\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nReleasing state lock. This may take a few moments...\n(lock ${N.uuid()}, ${N.dur(4, 19)})`;
  ch.push(R.llm({ calls: [['shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }]] }));
  ch.push(R.tool(R.last[0], plan()));
  const fixes = [
    ['The plan wants an empty filter block, so I will add `filter {}` to the rule explicitly.', ['edit_file', { path: 'logging/s3.tf', find: '    id     = "expire-90d"\n    status = "Enabled"', replace: '    id     = "expire-90d"\n    status = "Enabled"\n    filter {}' }]],
    ['This looks like a known AWS provider diff bug; upgrading hashicorp/aws from 5.31 to 5.82.', ['shell', { cmd: 'sed -i \'s/version = "~> 5.31"/version = "~> 5.82"/\' versions.tf && terraform init -upgrade -no-color | tail -4' }]],
    ['Perhaps the stored state is stale. Running a refresh-only apply to sync state with AWS.', ['shell', { cmd: 'terraform apply -refresh-only -auto-approve -no-color | tail -3' }]],
    ['Replacing the empty filter with an explicit prefix = "" filter so both sides agree.', ['edit_file', { path: 'logging/s3.tf', find: '    filter {}', replace: '    filter {\n      prefix = ""\n    }' }]],
  ];
  for (const [why, call] of fixes) {
    ch.push(R.llm({ text: why, calls: [call] }));
    ch.push(R.tool(R.last[0], call[0] === 'edit_file' ? { ok: true, bytes: N.int(1800, 2400) } : call[1].cmd.includes('init') ? `- Installing hashicorp/aws v5.82.${N.int(0, 2)}...\n- Installed hashicorp/aws v5.82.${N.int(0, 2)} (signed by HashiCorp)\n\nTerraform has been successfully initialized!` : `Apply complete! Resources: 0 added, 0 changed, 0 destroyed.`));
    ch.push(R.llm({ calls: [['shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }]] }));
    ch.push(R.tool(R.last[0], plan(), { meta: { exit_code: 2 } }));
  }
  return { goal, root: R.root(ch, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, { meta: { 'ai.settings.maxSteps': 10, 'ai.telemetry.functionId': 'infra-fixer' } }),
    isolates: 'Adding filter {}, a provider upgrade, a refresh-only apply and a prefix filter each end with the identical "1 to change" plan; only lock ids and timings differ.' };
}

// 06 choir rota PDF export - Spring AI
function r06(N) {
  const goal = 'The monthly choir rehearsal rota PDF must pass the diocese\'s PDF/A-2b preflight before it is emailed. Make the export pass preflight.';
  const R = rec('spring', N, { user: goal, model: 'gpt-4o', agentName: 'rota-exporter' });
  const ch = [];
  const pf = () => ({ file: N.tmp('rota-') + '.pdf', profile: 'PDF/A-2b', passed: false, checked: N.human(), engine: 'veraPDF 1.26.' + N.int(1, 5), failures: [{ rule: '6.2.11.4.1', message: "The font program is not embedded: Lato-Regular", page: 1, count: 47 }] });
  ch.push(R.llm({ calls: [['exportRota', { month: '2025-09' }]] }));
  ch.push(R.tool(R.last[0], { ok: true, bytes: N.int(80000, 120000) }));
  ch.push(R.llm({ calls: [['runPreflight', { profile: 'PDF/A-2b' }]] }));
  ch.push(R.tool(R.last[0], pf()));
  const fixes = [
    ['Enable font embedding in the renderer configuration (pdf.embed-fonts=true).', ['setProperty', { key: 'rota.pdf.embed-fonts', value: 'true' }]],
    ['Point the renderer at the Lato TTF file instead of relying on the system font name.', ['setProperty', { key: 'rota.pdf.font-path', value: 'classpath:/fonts/Lato-Regular.ttf' }]],
    ['Switch the conformance level to PDF/A-2u, which also forces Unicode mapping of fonts.', ['setProperty', { key: 'rota.pdf.conformance', value: 'PDFA_2_U' }]],
    ['Upgrade openhtmltopdf from 1.0.10 to 1.1.22, which has fixes for font subsetting.', ['bumpDependency', { group: 'com.openhtmltopdf', artifact: 'openhtmltopdf-pdfbox', version: '1.1.22' }]],
  ];
  for (const [why, call] of fixes) {
    ch.push(R.llm({ text: why, calls: [call] }));
    ch.push(R.tool(R.last[0], { applied: true, restartRequired: false }));
    ch.push(R.llm({ calls: [['exportRota', { month: '2025-09' }]] }));
    ch.push(R.tool(R.last[0], { ok: true, bytes: N.int(80000, 120000) }));
    ch.push(R.llm({ calls: [['runPreflight', { profile: 'PDF/A-2b' }]] }));
    ch.push(R.tool(R.last[0], pf()));
  }
  return { goal, root: R.root(ch, null, { meta: { 'spring.ai.kind': 'chat_client', 'spring.ai.chat.client.advisors': ['ToolCallAdvisor', 'SimpleLoggerAdvisor'], 'gen_ai.operation.name': 'framework' } }),
    isolates: 'Four different renderer and dependency changes are each followed by the same veraPDF failure "font program is not embedded: Lato-Regular"; only temp file names and check times change.' };
}
function r06fix(row) { row.root.error = 'IllegalStateException: tool calling iteration limit (15) exceeded'; return row; }

export const scenarios = [r01, (N) => r02fix(r02(N)), (N) => r03fix(r03(N)), r04, r05, (N) => r06fix(r06(N))];
