// Family 6 (healthy): fix cycle where the failure count drops with each different fix, then done.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'shrinking-failure-fixes';
export const loop = false;
export const stagnation = false;

// ---- 01 ukulele workshop order system, Claude Agent SDK transcript ----
function r01(R) {
  const goal = 'Fix the TypeScript errors in the ukulele workshop order app (src/orders) so `npm run typecheck` passes.';
  const kids = [];
  const tsc = (errs, t) => `> uke-orders@1.4.0 typecheck\n> tsc --noEmit\n\n${errs.join('\n')}\n\nFound ${errs.length} error${errs.length === 1 ? '' : 's'} in ${new Set(errs.map((e) => e.split('(')[0])).size} files.\n(${t}s)`;
  const e0 = ['src/orders/body.ts(14,7): error TS2322: Type \'string\' is not assignable to type \'Wood\'.', 'src/orders/body.ts(22,3): error TS2322: Type \'string\' is not assignable to type \'Wood\'.', 'src/orders/pricing.ts(31,18): error TS2339: Property \'fretCount\' does not exist on type \'NeckSpec\'.', 'src/orders/pricing.ts(40,9): error TS2339: Property \'fretCount\' does not exist on type \'NeckSpec\'.', 'src/orders/api.ts(8,27): error TS7006: Parameter \'req\' implicitly has an \'any\' type.', 'src/orders/api.ts(19,5): error TS2532: Object is possibly \'undefined\'.'];
  const steps = [
    ['Six errors in three files. body.ts assigns raw strings to Wood; the Wood union lacks "koa-curly". I will add it to the union in types.ts.', 'Edit', { file_path: 'src/orders/types.ts', old_string: "export type Wood = 'koa' | 'mahogany' | 'spruce';", new_string: "export type Wood = 'koa' | 'koa-curly' | 'mahogany' | 'spruce';" }, e0.slice(2)],
    ['Four left. NeckSpec was renamed: it has `frets` not `fretCount`. Updating pricing.ts to use `frets`.', 'Edit', { file_path: 'src/orders/pricing.ts', old_string: 'spec.neck.fretCount', new_string: 'spec.neck.frets', replace_all: true }, e0.slice(4)],
    ['Two left, both in api.ts: createOrder has untyped params, and `order.customer` can be undefined on line 19. Typing req/res with the express types and adding an early 400 when customer is missing.', 'Edit', { file_path: 'src/orders/api.ts', old_string: 'export async function createOrder(req, res) {\n  const order = req.body;\n  const email = order.customer.email;', new_string: "export async function createOrder(req: Request<{}, {}, OrderBody>, res: Response) {\n  const order = req.body;\n  if (!order.customer) return res.status(400).json({ error: 'customer required' });\n  const email = order.customer.email;" }, []],
  ];
  kids.push(llm('assistant', { model: 'claude-sonnet-4-20250514' }, { content: [tu(R, 'Bash', { command: 'npm run typecheck' })] }, { metadata: { uuid: R.uuid(), timestamp: R.iso(R.tick()) } }));
  kids.push(tool('Bash', { command: 'npm run typecheck' }, tsc(e0, R.float(3, 6, 2)), { error: 'exit 2' }));
  for (const [text, t, input, errs] of steps) {
    R.tick(2000, 6000);
    kids.push(llm('assistant', {}, { content: [{ type: 'text', text }, tu(R, t, input)] }, { metadata: { uuid: R.uuid(), usage: R.usage(8000, 20000, 80, 300) } }));
    kids.push(tool(t, input, `The file ${input.file_path} has been updated.`));
    kids.push(tool('Bash', { command: 'npm run typecheck' }, errs.length ? tsc(errs, R.float(3, 6, 2)) : `> uke-orders@1.4.0 typecheck\n> tsc --noEmit\n\n(${R.float(3, 6, 2)}s)`, errs.length ? { error: 'exit 2' } : {}));
  }
  kids.push(llm('assistant', {}, { content: [{ type: 'text', text: 'Typecheck passes (0 errors). Changes: added koa-curly to Wood, renamed fretCount->frets in pricing, typed createOrder params and guarded the missing customer.' }], stop_reason: 'end_turn' }));
  return {
    isolates: 'TypeScript error count goes 6 -> 4 -> 2 -> 0 across three different edits, then the agent reports success and stops.',
    goal,
    root: agent('claude-agent-sdk session', { prompt: goal, cwd: '/home/dev/uke-orders' }, { type: 'result', subtype: 'success', num_turns: 7, total_cost_usd: R.float(0.1, 0.4, 4) }, kids, { metadata: { session_id: R.uuid() } }),
  };
}

// ---- 02 snow survey courses, MLflow tracing ----
function r02(R) {
  const goal = 'Import the March snow course survey CSV (42 courses) into the snowpack database, fixing whatever the validator rejects.';
  const kids = [];
  const val = (n, detail) => ({ rows: 42, rejected: n, detail, validator: 'snowcourse-schema v3.2', run: R.jobId('val') });
  const runs = [
    ['9 rows rejected: 5 have depth in inches (values > 100) and 4 have dates as DD/MM. Converting inches to cm for rows flagged unit=in first.', 'convert_units', { rows: 'unit==in', from: 'in', to: 'cm' }, val(4, ['4x date format DD/MM/YYYY'])],
    ['Units fixed; 4 left, all date format. Parsing those dates as day-first and rewriting ISO.', 'normalize_dates', { column: 'survey_date', dayfirst: true }, val(1, ['course SC-118: swe_mm (212) > depth_cm*10 (180) - density > 1'])],
    ['Last one is a data error: SC-118 SWE larger than depth allows. The field sheet photo shows depth 218 cm, typo in CSV. Correcting depth to 218.', 'patch_row', { course: 'SC-118', depth_cm: 218, note: 'typo per field sheet IMG_2211' }, val(0, [])],
  ];
  kids.push(tool('validate_csv', { path: 's3://snowpack-raw/2025-03/courses.csv' }, val(9, ['5x depth_cm > 100 with unit=in', '4x date format DD/MM/YYYY']), { metadata: { 'mlflow.spanType': 'TOOL' } }));
  for (const [thought, fn, args, res] of runs) {
    R.tick(1500, 5000);
    kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }], model: 'gpt-4o' }, { content: thought, tool_calls: [tc(R, fn, args)] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: R.int(1500, 4000), output_tokens: R.int(50, 150) } } }));
    kids.push(tool(fn, args, { changed_rows: R.int(1, 5), took_ms: R.ms(40, 900) }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
    kids.push(tool('validate_csv', { path: 's3://snowpack-raw/2025-03/courses.fixed.csv' }, res, { metadata: { 'mlflow.spanType': 'TOOL' } }));
  }
  kids.push(tool('load_to_db', { table: 'snow_course_obs', path: 's3://snowpack-raw/2025-03/courses.fixed.csv' }, `COPY 42\nTime: ${R.float(100, 900, 3)} ms\nsession ${R.hex(8)} on ${R.host('pg')}`, { metadata: { 'mlflow.spanType': 'TOOL' } }));
  kids.push(llm('ChatOpenAI', { model: 'gpt-4o' }, { content: 'All 42 courses loaded. Fixes: 5 inch->cm conversions, 4 day-first dates, SC-118 depth corrected to 218 cm per field sheet.' }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  return {
    isolates: 'Validator rejections drop 9 -> 4 -> 1 -> 0 with three different fixes (units, dates, a typo), then the data loads and the agent summarises.',
    goal,
    root: agent('snow_import_agent', { goal }, { loaded: 42 }, kids, { metadata: { 'mlflow.traceRequestId': 'tr-' + R.hex(32), 'mlflow.spanType': 'AGENT', experiment_id: String(R.int(100, 999)) } }),
  };
}

// ---- 03 silkworm farm, Inspect AI eval log ----
function r03(R) {
  const goal = 'Make the failing tests in the silkworm rearing scheduler (feeding intervals per instar) pass.';
  const kids = [];
  const py = (failed, passed) => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.3\ncollected ${failed + passed} items\n\ntests/test_schedule.py ${'.'.repeat(passed)}${'F'.repeat(failed)}\n\n${failed ? `FAILED ... (${failed} failed)` : ''}\n======================== ${failed ? failed + ' failed, ' : ''}${passed} passed in ${R.float(0.3, 2, 2)}s ========================`;
  const fixes = [
    ['5 failures. Instar 5 feeding interval uses hours where minutes are expected. Converting in interval_for().', 'sed -i "s/return base_hours/return base_hours * 60/" rearing/schedule.py', 3],
    ['3 failures remain, all about moulting: the scheduler keeps feeding during moult (should pause 24 h). Adding a moult pause check.', "python - <<'EOF'\nimport re;p='rearing/schedule.py';s=open(p).read();s=s.replace('def next_feed(self, t):','def next_feed(self, t):\\n        if self.in_moult(t): return self.moult_end');open(p,'w').write(s)\nEOF", 1],
    ['1 failure: temperature correction sign is inverted above 26 C. Flipping the sign in temp_factor().', 'sed -i "s/1 + 0.04 \\* (26 - temp)/1 - 0.04 * (temp - 26)/" rearing/schedule.py', 0],
  ];
  kids.push(tool('bash', { cmd: 'pytest -q tests/' }, py(5, 13), { metadata: { inspect_event: 'tool', working_time: R.float(1, 3, 3) } }));
  for (const [thought, cmd, f] of fixes) {
    R.tick(3000, 9000);
    kids.push(llm('model', { model: 'openai/gpt-4o-2024-11-20', input: `[${kids.length + 2} messages]` }, { choices: [{ message: { role: 'assistant', content: thought, tool_calls: [{ id: R.callId(), function: 'bash', arguments: { cmd } }] }, stop_reason: 'tool_calls' }], usage: { input_tokens: R.int(3000, 9000), output_tokens: R.int(60, 200) } }, { metadata: { inspect_event: 'model', timestamp: R.isoLocal(R.now(), '+00:00') } }));
    kids.push(tool('bash', { cmd }, '', { metadata: { inspect_event: 'tool' } }));
    kids.push(tool('bash', { cmd: 'pytest -q tests/' }, py(f, 18 - f), f ? { error: 'exit 1', metadata: { inspect_event: 'tool' } } : { metadata: { inspect_event: 'tool' } }));
  }
  kids.push(llm('model', {}, { choices: [{ message: { role: 'assistant', content: '', tool_calls: [{ function: 'submit', arguments: { answer: 'All 18 tests pass: minute conversion, moult pause, temperature sign.' } }] } }] }, { metadata: { inspect_event: 'model' } }));
  return {
    isolates: 'pytest failures fall 5 -> 3 -> 1 -> 0 after three distinct code fixes, then the agent submits.',
    goal,
    root: agent('sample 1 epoch 1', { input: goal, target: 'tests pass' }, { scores: { includes: { value: 'C' } } }, kids, { metadata: { eval: 'silkworm_swe', task_id: R.alnum(22), run_id: R.alnum(22), solver: 'basic_agent' } }),
  };
}

// ---- 04 restaurant linen hire, LangChain4j ----
function r04(R) {
  const goal = 'Apply the Flyway migration V42 (add soil_grade and return_scan tables) for the linen hire service; fix it until the migration runs cleanly on staging.';
  const kids = [];
  const att = [
    ['Migration failed with 4 errors: two FK references to `customer` (table is `customers`), one CHECK using `IN` without parentheses, and a duplicate index name. Fixing the FK table name first.', 'V42 edited: REFERENCES customer(id) -> customers(id) (2 places)', `ERROR: syntax error at or near "'A'" (CHECK soil_grade IN 'A','B','C')\nERROR: relation "idx_scan_ts" already exists\nMigration V42__linen_tracking.sql failed (2 errors) in ${R.int(100, 900)} ms`],
    ['2 errors left. Wrapping the CHECK list in parentheses.', "V42 edited: CHECK (soil_grade IN ('A','B','C'))", `ERROR: relation "idx_scan_ts" already exists\nMigration failed (1 error)`],
    ['1 left: idx_scan_ts exists on an older table. Renaming the new index to idx_return_scan_ts.', 'V42 edited: CREATE INDEX idx_return_scan_ts', `Successfully applied 1 migration to schema "public", now at version v42 (execution time 00:0${R.int(1, 4)}.${R.int(100, 999)}s)`],
  ];
  kids.push(tool('runFlyway', { arg0: 'migrate', arg1: 'staging' }, `Flyway Community Edition 10.18.0 by Redgate\nDatabase: jdbc:postgresql://${R.host('pg-staging')}:5432/linen (PostgreSQL 16.4)\nERROR x4 ...\nMigration V42__linen_tracking.sql failed`, { error: 'FlywayMigrateException', metadata: { 'langchain4j.tool.execution.id': R.uuid() } }));
  for (const [thought, edit, res] of att) {
    R.tick(2000, 7000);
    kids.push(llm('ChatLanguageModel.chat', { messages: [{ type: 'USER', text: goal }], modelName: 'gpt-4o' }, { aiMessage: { text: thought, toolExecutionRequests: [{ id: R.callId(), name: 'editMigration', arguments: JSON.stringify({ change: edit }) }] }, tokenUsage: { inputTokenCount: R.int(1500, 3500), outputTokenCount: R.int(60, 140) }, finishReason: 'TOOL_EXECUTION' }));
    kids.push(tool('editMigration', { change: edit }, 'OK'));
    kids.push(tool('runFlyway', { arg0: 'migrate', arg1: 'staging' }, res, res.startsWith('Successfully') ? {} : { error: 'FlywayMigrateException' }));
  }
  kids.push(llm('ChatLanguageModel.chat', {}, { aiMessage: { text: 'V42 applied on staging. Fixed table name in FKs, CHECK syntax, and an index name collision.' }, finishReason: 'STOP' }));
  return {
    isolates: 'Flyway errors drop 4 -> 2 -> 1 -> 0 with a different SQL fix each round, then the agent reports the migration applied.',
    goal,
    root: agent('AiServices.LinenDbAssistant.migrate', { goal }, 'V42 applied on staging.', kids, { metadata: { 'langchain4j.version': '1.0.0-beta2', maxSequentialToolsInvocations: 10 } }),
  };
}

// ---- 05 ski wax manufacturing SDS documents, W&B Weave ----
function r05(R) {
  const goal = 'Generate EU-compliant safety data sheets for the three fluoro-free ski wax SKUs and make them pass the SDS schema validator.';
  const kids = [];
  const v = (n, issues) => ({ valid: n === 0, errors: n, issues, validator_build: R.sha(7) });
  const rounds = [
    [7, ['3x section 2 missing UFI code', '3x section 14 missing transport statement', 'section 9 flash point unit missing']],
    [3, ['3x section 14 missing transport statement']],
    [1, ['SKU WX-GLIDE-COLD section 9 flash point unit missing']],
    [0, []],
  ];
  const fixes = ['Adding UFI codes from the PCN registry to section 2 for all three SKUs.', 'Adding "Not regulated for transport (ADR/IMDG/IATA)" to section 14.', 'Adding the unit to flash point: "> 200 C (closed cup)" for WX-GLIDE-COLD.'];
  kids.push(tool('weave.op validate_sds', { skus: ['WX-GLIDE-WARM', 'WX-GLIDE-MID', 'WX-GLIDE-COLD'] }, v(...rounds[0]), { metadata: { weave_call_id: R.uuid7(), op: 'weave:///skiwax/sds/op/validate_sds:' + R.b64(10) } }));
  for (let i = 0; i < 3; i++) {
    R.tick(2000, 6000);
    kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: '[...]' }, { choices: [{ message: { content: fixes[i], tool_calls: [tc(R, 'patch_sds', { section: [2, 14, 9][i] })] } }], usage: { prompt_tokens: R.int(2000, 5000), completion_tokens: R.int(40, 100) } }, { metadata: { weave_call_id: R.uuid7() } }));
    kids.push(tool('weave.op patch_sds', { section: [2, 14, 9][i] }, { patched: i === 2 ? 1 : 3 }, { metadata: { weave_call_id: R.uuid7() } }));
    kids.push(tool('weave.op validate_sds', { skus: ['WX-GLIDE-WARM', 'WX-GLIDE-MID', 'WX-GLIDE-COLD'] }, v(...rounds[i + 1]), { metadata: { weave_call_id: R.uuid7() } }));
  }
  kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini' }, { choices: [{ message: { content: 'All three SDS documents validate. Exported PDFs to sds/2025/.' } }] }));
  return {
    isolates: 'SDS validator errors go 7 -> 3 -> 1 -> 0 via three different section fixes, then the documents are exported.',
    goal,
    root: agent('weave.op sds_agent', { goal }, { exported: 3 }, kids, { metadata: { weave_project: 'skiwax/sds', trace_id: R.uuid7(), wb_user: 'lab-automation' } }),
  };
}

// ---- 06 vermouth bodega infra, plain message-level ----
function r06(R) {
  const goal = 'Get `terraform plan` for the vermouth bodega\'s barrel-sensor ingestion stack to run clean so we can apply it.';
  const kids = [];
  const plan = (errs) => errs.length ? errs.map((e) => `\u2577\n\u2502 Error: ${e}\n\u2575`).join('\n') : `Plan: 7 to add, 1 to change, 0 to destroy.\n\nSaved the plan to: ${R.tmp('tfplan-')}`;
  const rounds = [
    [['Unsupported argument "kafka_version" in aws_iot_topic_rule', 'Reference to undeclared input variable "barrel_room_ids"', 'Invalid value for "retention_in_days": 45 is not valid']],
    ['Removing the stray kafka_version argument from the IoT rule.', 'edit_file', { path: 'iot.tf', remove_line: 'kafka_version = "3.6"' }, ['Reference to undeclared input variable "barrel_room_ids"', 'Invalid value for "retention_in_days": 45 is not valid']],
    ['Declaring variable barrel_room_ids (list(string)) in variables.tf.', 'edit_file', { path: 'variables.tf', append: 'variable "barrel_room_ids" { type = list(string) }' }, ['Invalid value for "retention_in_days": 45 is not valid']],
    ['CloudWatch allows 30 or 60, not 45. Using 60.', 'edit_file', { path: 'logs.tf', replace: ['retention_in_days = 45', 'retention_in_days = 60'] }, []],
  ];
  kids.push(llm('chat.completions', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', tool_calls: [tc(R, 'shell', { cmd: 'terraform plan -no-color' })] }, { metadata: { model: 'gpt-4.1' } }));
  kids.push(tool('shell', { cmd: 'terraform plan -no-color' }, plan(rounds[0][0]), { error: 'exit 1' }));
  for (const [t, fn, args, errs] of rounds.slice(1)) {
    R.tick(1500, 5000);
    kids.push(llm('chat.completions', { messages: '[...]' }, { role: 'assistant', content: t, tool_calls: [tc(R, fn, args), tc(R, 'shell', { cmd: 'terraform plan -no-color' })] }, { metadata: { model: 'gpt-4.1', id: R.chatcmpl() } }));
    kids.push(tool(fn, args, { ok: true }));
    kids.push(tool('shell', { cmd: 'terraform plan -no-color' }, `Acquiring state lock. Lock ID: ${R.uuid()}\n` + plan(errs), errs.length ? { error: 'exit 1' } : {}));
  }
  kids.push(llm('chat.completions', {}, { role: 'assistant', content: 'Plan is clean: 7 to add, 1 to change. Ready for apply.' }));
  return {
    isolates: 'terraform plan errors go 3 -> 2 -> 1 -> 0 with three different edits, then the agent reports a clean plan.',
    goal,
    root: agent('run', { goal }, { final: 'Plan is clean.' }, kids),
  };
}

export const rows = [
  { domain: 'ukulele workshop order app (coding)', style: 'Claude Agent SDK', build: r01 },
  { domain: 'snow survey courses', style: 'MLflow Tracing', build: r02 },
  { domain: 'silkworm farm scheduler', style: 'Inspect AI eval log', build: r03 },
  { domain: 'restaurant linen hire', style: 'LangChain4j', build: r04 },
  { domain: 'ski wax manufacturing', style: 'W&B Weave', build: r05 },
  { domain: 'vermouth bodega infra (devops)', style: 'plain message-level', build: r06 },
];
