import { agent, llm, tool, chain, span, oai, ant, gem } from './lib.mjs';
export const family = 'shrinking_failure_fix_cycle';
export const loop = false;

export const rows = [
{ n: '01', stagnation: false, style: 'plain message-level (OpenAI chat tool_calls, sibling tool spans)', domain: 'falafel franchise ordering app (TypeScript strict mode)',
  goal: 'Turn on `strict: true` in the falafel franchise ordering app’s tsconfig and fix all resulting type errors.',
  isolates: 'tsc errors fall 6 → 4 → 1 → 0, each round a different fix to a different file, then the agent stops.',
  build(N) {
    const runs = [
      `src/cart/total.ts(14,22): error TS2532: Object is possibly 'undefined'.\nsrc/cart/total.ts(31,9): error TS7006: Parameter 'extra' implicitly has an 'any' type.\nsrc/menu/wrap.ts(8,5): error TS2322: Type 'string | null' is not assignable to type 'string'.\nsrc/menu/wrap.ts(19,12): error TS2532: Object is possibly 'undefined'.\nsrc/store/locate.ts(44,18): error TS2345: Argument of type 'number | undefined' is not assignable to parameter of type 'number'.\nsrc/api/hummus.ts(3,30): error TS7016: Could not find a declaration file for module 'tahini-client'.\n\nFound 6 errors in 4 files.`,
      `src/menu/wrap.ts(8,5): error TS2322: Type 'string | null' is not assignable to type 'string'.\nsrc/menu/wrap.ts(19,12): error TS2532: Object is possibly 'undefined'.\nsrc/store/locate.ts(44,18): error TS2345: Argument of type 'number | undefined' is not assignable to parameter of type 'number'.\nsrc/api/hummus.ts(3,30): error TS7016: Could not find a declaration file for module 'tahini-client'.\n\nFound 4 errors in 3 files.`,
      `src/api/hummus.ts(3,30): error TS7016: Could not find a declaration file for module 'tahini-client'.\n\nFound 1 error in src/api/hummus.ts:3`,
      ``];
    const fixes = [
      ['edit_file', { path: 'src/cart/total.ts', patch: '@@ -14 +14 @@\n-  const base = item.price * qty\n+  const base = (item.price ?? 0) * qty\n@@ -31 +31 @@\n-function addExtra(extra) {\n+function addExtra(extra: Extra): number {' }, 'total.ts: guard missing price and type the extra parameter.'],
      ['edit_file', { path: 'src/menu/wrap.ts', patch: '@@ -8 +8 @@\n-  name: row.label,\n+  name: row.label ?? "Unnamed wrap",\n@@ -19 +19 @@\n-  return sauces[0].id\n+  return sauces[0]?.id ?? DEFAULT_SAUCE' }, 'wrap.ts: default the label and handle an empty sauce list; locate.ts next.'],
      ['write_file', { path: 'src/types/tahini-client.d.ts', content: "declare module 'tahini-client' {\n  export function fetchStock(storeId: string): Promise<{ sku: string; qty: number }[]>;\n}\n" }, 'Only the untyped tahini-client import is left; add an ambient declaration.']];
    const kids = [llm('chat.completions', { messages: [{ role: 'user', content: 'enable strict and fix errors' }] }, oai(N, null, [['edit_file', { path: 'tsconfig.json', patch: '-    "strict": false\n+    "strict": true' }]]), { model: 'gpt-4.1' }),
      tool('edit_file', { path: 'tsconfig.json' }, { ok: true, bytes: 612 })];
    for (let i = 0; i < 4; i++) {
      kids.push(tool('run', { cmd: 'npx tsc --noEmit' }, `${runs[i]}${runs[i] ? '\n' : ''}real\t0m${N.int(3, 9)}.${N.int(100, 999)}s`, runs[i] ? { error: 'exit 2' } : {}));
      if (i === 1) { kids.push(llm('chat.completions', { messages: '…' }, oai(N, 'locate.ts: the store distance is optional; pass a fallback radius.', [['edit_file', { path: 'src/store/locate.ts', patch: '-  nearest(lat, lng, store.radiusKm)\n+  nearest(lat, lng, store.radiusKm ?? 5)' }]]), { model: 'gpt-4.1' })); kids.push(tool('edit_file', { path: 'src/store/locate.ts' }, { ok: true, bytes: 1904 })); }
      if (i < 3) { const [n, a, t] = fixes[i]; kids.push(llm('chat.completions', { messages: '…' }, oai(N, t, [[n, a]]), { model: 'gpt-4.1' })); kids.push(tool(n, a, { ok: true, bytes: N.int(200, 3000) })); }
    }
    kids.push(llm('chat.completions', { messages: '…' }, oai(N, 'Strict mode is on and `tsc --noEmit` is clean: fixed total.ts, wrap.ts, locate.ts and added a declaration for tahini-client.'), { model: 'gpt-4.1' }));
    return agent('falafel-app-dev', { task: 'enable strict' }, { status: 'done' }, kids);
  } },

{ n: '02', stagnation: false, style: 'LangSmith (LangChain AgentExecutor)', domain: 'urban noise monitoring network dbt models',
  goal: 'Make `dbt test` pass for the noise-monitoring warehouse models after the sensor vendor renamed columns.',
  isolates: 'dbt test failures drop 6 → 3 → 1 → 0 with three different model fixes, then a short summary.',
  build(N) {
    const out = (p, f) => `${N.logTs().slice(11, 19)}  Running with dbt=1.8.7\n${N.logTs().slice(11, 19)}  Found 14 models, 38 data tests, 2 sources\n${f}\n${N.logTs().slice(11, 19)}  Done. PASS=${p} WARN=0 ERROR=${38 - p} SKIP=0 TOTAL=38`;
    const steps = [
      ['FAIL not_null_stg_readings_laeq_db, not_null_stg_readings_lamax_db, accepted_values_stg_readings_weighting, relationships_fct_exceedance_sensor_id, unique_dim_sensor_sensor_id, not_null_dim_sensor_site', 32, 'The vendor renamed laeq→leq_a and lamax→lmax_a; update stg_readings to map the new names.', 'models/staging/stg_readings.sql'],
      ['FAIL relationships_fct_exceedance_sensor_id, unique_dim_sensor_sensor_id, not_null_dim_sensor_site', 35, 'dim_sensor duplicates sensors that were re-commissioned; keep the latest commissioning row per sensor_id with qualify row_number().', 'models/marts/dim_sensor.sql'],
      ['FAIL not_null_dim_sensor_site', 37, 'Two test sensors (NS-T01, NS-T02) have no site. Filter is_test sensors out of dim_sensor.', 'models/marts/dim_sensor.sql'],
      ['', 38, null, null]];
    const kids = [];
    for (const [f, p, t, file] of steps) {
      kids.push(tool('shell', { command: 'dbt test --select +fct_exceedance' }, out(p, f), f ? { error: 'exit code 1' } : {}));
      if (t) { kids.push(llm('ChatOpenAI', { messages: '…' }, { content: t, additional_kwargs: { tool_calls: [{ function: { name: 'edit_file', arguments: JSON.stringify({ path: file }) } }] } }, { ls_provider: 'openai', ls_model_name: 'gpt-4o' })); kids.push(tool('edit_file', JSON.stringify({ path: file, diff_lines: N.int(3, 20) }), 'File updated.')); }
    }
    kids.push(llm('ChatOpenAI', { messages: '…' }, { content: 'All 38 tests pass: remapped the renamed columns, deduplicated re-commissioned sensors, and excluded the two test sensors from dim_sensor.' }, { ls_model_name: 'gpt-4o' }));
    return agent('AgentExecutor', { input: 'fix dbt tests after vendor column rename' }, { output: 'All 38 tests pass.' }, kids, { run_id: N.uuid(), ls_project: 'noise-warehouse' });
  } },

{ n: '03', stagnation: false, style: 'LlamaIndex (instrumentation spans)', domain: 'equestrian vaulting competition scoring sheet',
  goal: 'Fix the formula errors in the vaulting competition scoring workbook so every team’s total computes before tomorrow’s results.',
  isolates: 'The workbook checker reports 7 → 4 → 2 → 0 #REF!/#DIV/0! cells, each round fixed with a different correction, then the agent reports.',
  build(N) {
    const checks = [
      { errors: 7, cells: ['Teams!H4', 'Teams!H5', 'Teams!H6', 'Teams!H7', 'Barrel!E12', 'Barrel!E13', 'Summary!C3'], kinds: ['#REF!', '#REF!', '#REF!', '#REF!', '#DIV/0!', '#DIV/0!', '#N/A'] },
      { errors: 4, cells: ['Teams!H7', 'Barrel!E12', 'Barrel!E13', 'Summary!C3'], kinds: ['#REF!', '#DIV/0!', '#DIV/0!', '#N/A'] },
      { errors: 2, cells: ['Teams!H7', 'Summary!C3'], kinds: ['#REF!', '#N/A'] },
      { errors: 0, cells: [] }];
    const fixes = [
      ['The compulsory-exercise column was deleted, breaking H4:H7; point them at the new column F.', { range: 'Teams!H4:H6', formula: '=F4*0.25+G4*0.75' }],
      ['Barrel scores divide by judges present; use COUNT over the judge row so absent judges do not give zero.', { range: 'Barrel!E12:E13', formula: '=SUM(B12:D12)/MAX(1,COUNT(B12:D12))' }],
      ['H7 is the team of six with a different weighting, and Summary!C3 looks up the old sheet name "Teams2025".', { range: 'Teams!H7;Summary!C3', formula: '=F7*0.3+G7*0.7 ; =XLOOKUP(B3,Teams!A:A,Teams!H:H)' }]];
    const kids = [];
    checks.forEach((c, i) => {
      kids.push(tool('FunctionTool.call', { fn: 'check_workbook', path: 'vaulting_regional_2025.xlsx' }, { ...c, checked: N.isoLocal(1), recalc_ms: N.ms(50, 400) }, { metadata: { span_id: `FunctionTool.call-${N.uuid()}` } }));
      if (i < 3) { kids.push(llm('OpenAI.chat', { messages: '…' }, { message: { role: 'assistant', content: fixes[i][0], additional_kwargs: { tool_calls: [{ function: { name: 'set_formula', arguments: JSON.stringify(fixes[i][1]) } }] } } }, { span_id: `OpenAI.chat-${N.uuid()}`, model: 'gpt-4o-mini' })); kids.push(tool('FunctionTool.call', { fn: 'set_formula', ...fixes[i][1] }, { updated_cells: N.int(1, 4) })); }
    });
    kids.push(llm('OpenAI.chat', { messages: '…' }, { message: { role: 'assistant', content: 'No formula errors remain: 7 cells repaired across Teams, Barrel and Summary; totals for all 11 teams compute.' } }, { model: 'gpt-4o-mini' }));
    return agent('FunctionAgent.run', { user_msg: 'fix the scoring sheet' }, { response: 'fixed' }, kids, { 'llama_index.version': '0.12.22' });
  } },

{ n: '04', stagnation: false, style: 'Inspect AI eval log', domain: 'coach charter quote engine (pytest)',
  goal: 'Fix the failing pytest suite of the coach charter quote engine after the fuel surcharge refactor.',
  isolates: 'pytest failures go 5 → 3 → 1 → 0; every edit targets a different bug (rounding, driver-hours rule, empty-leg discount).',
  build(N) {
    const runs = ['FAILED tests/test_quote.py::test_fuel_surcharge_rounding\nFAILED tests/test_quote.py::test_fuel_surcharge_multi_day\nFAILED tests/test_hours.py::test_second_driver_over_9h\nFAILED tests/test_hours.py::test_overnight_rest\nFAILED tests/test_discount.py::test_empty_leg_back\n5 failed, 61 passed', 'FAILED tests/test_hours.py::test_second_driver_over_9h\nFAILED tests/test_hours.py::test_overnight_rest\nFAILED tests/test_discount.py::test_empty_leg_back\n3 failed, 63 passed', 'FAILED tests/test_discount.py::test_empty_leg_back\n1 failed, 65 passed', '66 passed'];
    const fixes = ['The surcharge is now computed per litre then rounded per day; round once at the end with Decimal quantize.', 'Driving over 9 h needs a second driver, but the refactor compares minutes to hours; convert drive_minutes/60.', 'Empty-leg discount applies to the return positioning leg only; the refactor swapped leg indices.'];
    const kids = [];
    runs.forEach((r, i) => {
      kids.push(tool('bash', { cmd: 'pytest -q' }, `${r} in ${N.dur()}`, i < 3 ? { error: 'exit 1' } : {}));
      if (i < 3) { kids.push(llm('generate', { model: 'openai/gpt-4o' }, { choices: [{ message: { role: 'assistant', content: fixes[i], tool_calls: [{ function: 'python_edit', arguments: { file: ['quote/fuel.py', 'quote/hours.py', 'quote/discount.py'][i] } }] }, stop_reason: 'tool_calls' }] }, { event: 'model', timestamp: N.iso(), working_start: +(N.int(10, 900) / 10).toFixed(1) })); kids.push(tool('python_edit', { file: ['quote/fuel.py', 'quote/hours.py', 'quote/discount.py'][i] }, 'edited 1 hunk')); }
    });
    kids.push(llm('generate', { model: 'openai/gpt-4o' }, { choices: [{ message: { role: 'assistant', content: 'All 66 tests pass. Fixed surcharge rounding, the minutes/hours comparison for the second driver, and the empty-leg index.' }, stop_reason: 'stop' }] }, { event: 'model' }));
    return agent('sample', { id: 'coach-quote-fix', epoch: 1 }, { scores: { includes: { value: 'C' } } }, kids, { eval_id: N.b62(22), task: 'repo_fix', status: 'success' });
  } },

{ n: '05', stagnation: false, style: 'Anthropic Messages API log', domain: 'cello rental shop CSV import',
  goal: 'Import the spring cello rental contracts CSV into the shop system, fixing rows the importer rejects.',
  isolates: 'Importer rejections fall 6 → 2 → 0 across two distinct data fixes (date format, then instrument sizes), then the import commits.',
  build(N) {
    const M = 'claude-3-5-haiku-20241022';
    const kids = [
      tool('import_dry_run', { file: 'rentals_spring.csv' }, { rows: 84, rejected: 6, errors: [{ row: 12, field: 'start_date', msg: "unparseable '03/31/2025'" }, { row: 19, field: 'start_date', msg: "unparseable '04/15/2025'" }, { row: 33, field: 'start_date', msg: "unparseable '04/02/2025'" }, { row: 40, field: 'start_date', msg: "unparseable '03/29/2025'" }, { row: 57, field: 'size', msg: "unknown size '7/8ths'" }, { row: 71, field: 'size', msg: "unknown size 'three-quarter'" }], run: N.uuid() }, { error: '6 rows rejected' }),
      llm('messages.create', { model: M }, ant(N, M, 'Four rows use US month-first dates while the importer expects DD/MM/YYYY. I will rewrite rows 12, 19, 33 and 40.', [['patch_rows', { rows: [12, 19, 33, 40], field: 'start_date', transform: 'mdy_to_dmy' }]])),
      tool('patch_rows', { rows: [12, 19, 33, 40], field: 'start_date' }, { patched: 4 }),
      tool('import_dry_run', { file: 'rentals_spring.csv' }, { rows: 84, rejected: 2, errors: [{ row: 57, field: 'size', msg: "unknown size '7/8ths'" }, { row: 71, field: 'size', msg: "unknown size 'three-quarter'" }], run: N.uuid() }, { error: '2 rows rejected' }),
      llm('messages.create', { model: M }, ant(N, M, 'The remaining two are free-text sizes. Map "7/8ths" to 7/8 and "three-quarter" to 3/4, the codes in the size table.', [['patch_rows', { rows: [57, 71], field: 'size', values: ['7/8', '3/4'] }]])),
      tool('patch_rows', { rows: [57, 71], field: 'size' }, { patched: 2 }),
      tool('import_dry_run', { file: 'rentals_spring.csv' }, { rows: 84, rejected: 0, run: N.uuid() }),
      tool('import_commit', { file: 'rentals_spring.csv' }, { inserted: 84, batch: N.jobId('IMP'), committed_at: N.dmy() }),
      llm('messages.create', { model: M }, ant(N, M, 'Imported all 84 contracts after fixing 4 dates and 2 sizes.'))];
    return agent('rental-import', { file: 'rentals_spring.csv' }, { inserted: 84 }, kids, { workspace: 'wrkspc_' + N.b62(12) });
  } },

{ n: '06', stagnation: false, style: 'Mastra', domain: 'piano lesson school website accessibility',
  goal: 'Bring the piano school’s booking page to zero axe-core violations.',
  isolates: 'axe violations go 5 → 3 → 1 → 0, each fix different (contrast, labels, focus order), then finished.',
  build(N) {
    const runs = [
      ['color-contrast (3 nodes)', 'label (2 nodes)', 'button-name', 'tabindex', 'landmark-one-main'],
      ['label (2 nodes)', 'button-name', 'tabindex'],
      ['tabindex'], []];
    const fixes = ['Raise the grey text #9a9a9a to #595959 and wrap the page content in <main>.', 'Add <label for> to the lesson-length and teacher selects, and aria-label="Next month" on the arrow button.', 'Remove tabindex="3" from the calendar so focus follows DOM order.'];
    const kids = [];
    runs.forEach((v, i) => {
      kids.push(tool('runAxe', { url: 'http://localhost:4321/book' }, { violations: v.map(id => ({ id, impact: N.pick(['serious', 'moderate', 'critical']) })), passes: 40 + i * 2, testEngine: 'axe-core 4.10.2', timestamp: N.iso() }));
      if (i < 3) { kids.push(llm('agent.generate', { messages: '…' }, { text: fixes[i], toolCalls: [{ toolName: 'editFile', args: { path: 'src/pages/book.astro' } }] }, { model: 'anthropic/claude-3-5-sonnet' })); kids.push(tool('editFile', { path: ['src/styles/global.css', 'src/pages/book.astro', 'src/components/Calendar.astro'][i] }, { ok: true })); }
    });
    kids.push(llm('agent.generate', { messages: '…' }, { text: 'The booking page now has no axe violations (contrast, labels, button name, tabindex and main landmark fixed).' }, { model: 'anthropic/claude-3-5-sonnet' }));
    return agent('a11yAgent', { input: 'fix axe violations on /book' }, { ok: true }, kids, { runId: N.uuid() });
  } },
];
