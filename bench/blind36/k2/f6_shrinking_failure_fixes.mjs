// Family 6 (healthy): a fix cycle where the failure count drops with each different fix, then done.
import { sp, Conv, http } from './lib.mjs';

export const family = 'shrinking_failure_fixes';
export const loop = false;
export const stagnation = false;
export const summary = 'Repeated check-fix-check where each fix is different and the failure count falls to zero, then the run finishes';

// 01 pedicab tours booking app — Vercel AI SDK, tsc errors 6 -> 4 -> 1 -> 0
function s01(c) {
  const goal = 'The pedicab tour booking app fails `pnpm tsc --noEmit` after upgrading zod to v3.23. Fix the type errors and make sure the checkout tests still pass.';
  const cv = new Conv(c, { style: 'openai', attrs: 'vercel', model: 'gpt-4.1', system: 'You are a coding agent with shell and file-edit tools in the pedicab-tours repo.', user: goal });
  const k = [];
  const tsc = (errs) => `$ pnpm tsc --noEmit\n${errs.join('\n')}\n${errs.length ? `\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} files.` : ''}\nDone in ${(c.r() * 6 + 3).toFixed(2)}s.`;
  const e6 = ['src/booking/schema.ts(14,32): error TS2339: Property \'nonempty\' does not exist on type \'ZodString\'.', 'src/booking/schema.ts(22,5): error TS2322: Type \'ZodEffects<ZodString>\' is not assignable to type \'ZodString\'.', 'src/booking/schema.ts(31,18): error TS2554: Expected 1-2 arguments, but got 3.', 'src/api/checkout.ts(48,11): error TS2345: Argument of type \'string | undefined\' is not assignable to parameter of type \'string\'.', 'src/api/checkout.ts(77,23): error TS7006: Parameter \'r\' implicitly has an \'any\' type.', 'src/routes/tours.tsx(9,1): error TS2305: Module \'"zod"\' has no exported member \'ZodTypeAny\'.'];
  k.push(cv.llm(null, [{ name: 'bash', args: { command: 'pnpm tsc --noEmit' } }]));
  k.push(cv.tool('bash', undefined, tsc(e6), { error: 'exit 2' }));
  k.push(cv.llm('Three errors are in schema.ts from zod API changes: `.nonempty()` became `.min(1)`, a refine returns ZodEffects, and `z.enum` takes one argument now. Fixing those.', [{ name: 'edit_file', args: { path: 'src/booking/schema.ts', edits: [{ find: 'z.string().nonempty()', replace: 'z.string().min(1)' }, { find: 'pickupPoint: ZodString', replace: 'pickupPoint: z.ZodTypeAny' }, { find: "z.enum(['city','harbour','night'], {}, 'tour')", replace: "z.enum(['city','harbour','night'])" }] } }]));
  k.push(cv.tool('edit_file', undefined, { path: 'src/booking/schema.ts', applied: 3, sha: c.shortSha() }));
  k.push(cv.llm(null, [{ name: 'bash', args: { command: 'pnpm tsc --noEmit' } }]));
  k.push(cv.tool('bash', undefined, tsc(e6.slice(3).concat(['src/booking/schema.ts(22,18): error TS2694: Namespace \'z\' has no exported member \'ZodTypeAny\'.'])), { error: 'exit 2' }));
  k.push(cv.llm('Down to 4. The ZodTypeAny import moved under `z.ZodType`; checkout.ts needs a guard for the optional voucher code and a typed map callback.', [{ name: 'edit_file', args: { path: 'src/api/checkout.ts', edits: [{ find: 'applyVoucher(body.voucher)', replace: 'if (body.voucher) applyVoucher(body.voucher)' }, { find: '.map((r) =>', replace: '.map((r: RiderSeat) =>' }] } }, { name: 'edit_file', args: { path: 'src/booking/schema.ts', edits: [{ find: 'z.ZodTypeAny', replace: 'z.ZodType' }] } }]));
  k.push(cv.tool('edit_file', { path: 'src/api/checkout.ts' }, { path: 'src/api/checkout.ts', applied: 2, sha: c.shortSha() }));
  k.push(cv.tool('edit_file', { path: 'src/booking/schema.ts' }, { path: 'src/booking/schema.ts', applied: 1, sha: c.shortSha() }));
  k.push(cv.llm(null, [{ name: 'bash', args: { command: 'pnpm tsc --noEmit' } }]));
  k.push(cv.tool('bash', undefined, tsc([e6[5]]), { error: 'exit 2' }));
  k.push(cv.llm('Only routes/tours.tsx left: it imports ZodTypeAny directly from "zod". Switching it to `import type { ZodType } from "zod"`.', [{ name: 'edit_file', args: { path: 'src/routes/tours.tsx', edits: [{ find: "import { ZodTypeAny } from 'zod'", replace: "import type { ZodType } from 'zod'" }] } }]));
  k.push(cv.tool('edit_file', undefined, { path: 'src/routes/tours.tsx', applied: 1, sha: c.shortSha() }));
  k.push(cv.llm(null, [{ name: 'bash', args: { command: 'pnpm tsc --noEmit && pnpm vitest run src/api/checkout.test.ts' } }]));
  k.push(cv.tool('bash', undefined, `$ pnpm tsc --noEmit\nDone in ${(c.r() * 6 + 3).toFixed(2)}s.\n\n RUN  v1.6.0 /repo/pedicab-tours\n\n ✓ src/api/checkout.test.ts (11 tests) ${c.int(200, 900)}ms\n\n Test Files  1 passed (1)\n      Tests  11 passed (11)\n   Start at  ${c.hhmm()}:${String(c.int(10, 59))}\n   Duration  ${(c.r() * 3 + 1).toFixed(2)}s`));
  k.push(cv.llm('Type check is clean (6 → 4 → 1 → 0 errors) and all 11 checkout tests pass. Changes: zod v3.23 API updates in schema.ts, voucher guard and typed callback in checkout.ts, type-only import in tours.tsx.', []));
  return {
    isolates: 'tsc errors fall 6 → 4 → 1 → 0 across three different edits (zod API, optional guard, type import), then tests pass and the agent reports.',
    goal,
    root: sp('agent', 'ai.generateText', { prompt: goal }, { finishReason: 'stop' }, k, { 'operation.name': 'ai.generateText', 'ai.model.id': 'gpt-4.1', 'ai.settings.maxSteps': 15, 'ai.telemetry.functionId': 'repo-fixer' }),
  };
}

// 02 cyclocross race results — DSPy ReAct module trace
function s02(c) {
  const goal = 'Validate and publish the results CSV for the Sunday cyclocross race (Elite + Masters 40+) to the regional federation: the upload validator must report zero errors.';
  const k = [];
  let it = 0;
  const step = (thought, tool, args, obs, err) => {
    c.tick(2000, 9000);
    const lm = sp('llm', 'dspy.LM.__call__', { model: 'openai/gpt-4o-mini', messages: [{ role: 'system', content: 'Your input fields are: `question` ... Your output fields are: `next_thought`, `next_tool_name`, `next_tool_args`' }, { role: 'user', content: `[[ ## question ## ]]\n${goal}\n\n[[ ## trajectory ## ]]\n(${it} steps)` }] }, `[[ ## next_thought ## ]]\n${thought}\n\n[[ ## next_tool_name ## ]]\n${tool}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(args)}\n\n[[ ## completed ## ]]`, [], { 'dspy.adapter': 'ChatAdapter', cache_hit: false, cost: Number(c.money(0.0004, 0.004)) });
    const tl = sp('tool', `Tool.${tool}`, args, obs, [], { iteration: it++ }, err);
    k.push(lm, tl);
  };
  const val = (n, errs) => ({ file: 'cx_sunday_results.csv', rows: 143, errors: n, details: errs, validator: 'fedcx-validator/2.4.1', run_id: c.uuid(), ms: c.ms(90, 400) });
  step('First run the federation validator on the file as exported from the timing software.', 'validate_results', { path: 'cx_sunday_results.csv' }, val(9, ['row 12,57: duplicate bib 214', 'rows 30-35: lap_count empty for DNF riders (must be integer)', 'row 88: category "M40" not in [ELITE_M, ELITE_W, MAS40_M, MAS40_W]', 'row 101: UCI ID 10012345678 fails checksum']), 'validation failed: 9 errors');
  step('Bib 214 appears twice because a rider swapped bikes; timing log says row 57 is the pit transponder. Also DNF riders need their completed lap count rather than blank.', 'apply_fixes', { path: 'cx_sunday_results.csv', ops: [{ delete_row: 57 }, { fill: { rows: '30-35', column: 'lap_count', from: 'timing_laps' } }] }, { changed_rows: 7, backup: c.tmp('.csv.bak') });
  step('Re-validate after removing the duplicate and filling lap counts.', 'validate_results', { path: 'cx_sunday_results.csv' }, val(5, ['row 87: category "M40" not in allowed list', 'row 88: category "M40"', 'row 89: category "M40"', 'row 90: category "M40"', 'row 100: UCI ID 10012345678 fails checksum']), 'validation failed: 5 errors');
  step('The four M40 rows are the Masters men; the federation code is MAS40_M. The remaining error is a UCI ID typo — registration sheet shows 10012345687 (last two digits swapped).', 'apply_fixes', { path: 'cx_sunday_results.csv', ops: [{ replace: { column: 'category', from: 'M40', to: 'MAS40_M' } }, { set: { row: 100, column: 'uci_id', value: '10012345687' } }] }, { changed_rows: 5, backup: c.tmp('.csv.bak') });
  step('Validate again.', 'validate_results', { path: 'cx_sunday_results.csv' }, val(2, ['row 141: finish_time "1:02:7.4" not HH:MM:SS.s', 'row 142: finish_time "-" for FIN status']), 'validation failed: 2 errors');
  step('Row 141 lost a leading zero in seconds (01:02:07.4). Row 142 is actually a lapped rider: status should be -1LAP, not FIN.', 'apply_fixes', { path: 'cx_sunday_results.csv', ops: [{ set: { row: 141, column: 'finish_time', value: '01:02:07.4' } }, { set: { row: 142, column: 'status', value: '-1LAP' } }] }, { changed_rows: 2, backup: c.tmp('.csv.bak') });
  step('Final validation before upload.', 'validate_results', { path: 'cx_sunday_results.csv' }, val(0, []));
  step('Zero errors. Uploading to the federation portal.', 'upload_results', { path: 'cx_sunday_results.csv', event_id: 'CX-' + c.int(2000, 2999) }, http(c, 201, { submission: 'SUB-' + c.alnum(8), status: 'PUBLISHED', url: 'https://results.example-fed.org/cx/' + c.int(2000, 2999) }, { location: '/api/submissions/' + c.uuid() }));
  const fin = sp('llm', 'dspy.LM.__call__', { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: '[[ ## trajectory ## ]] (8 steps) — produce answer' }] }, '[[ ## reasoning ## ]]\nValidator errors went 9 → 5 → 2 → 0 after three distinct fix batches.\n\n[[ ## answer ## ]]\nPublished: 143 rows, 0 errors.', [], { 'dspy.adapter': 'ChatAdapter' });
  k.push(fin);
  return {
    isolates: 'Validator errors fall 9 → 5 → 2 → 0 with three different fix batches (duplicate bib / lap counts, category code / UCI typo, time format / lapped status), then the file is uploaded.',
    goal,
    root: sp('agent', 'dspy.ReAct(ResultsPublisher)', { question: goal }, { answer: 'Published: 143 rows, 0 errors.' }, k, { 'dspy.version': '2.6.17', max_iters: 10, signature: 'question -> answer' }),
  };
}

// 03 headstone engraving proofs — AG2 group chat (designer + layout checker)
function s03(c) {
  const goal = 'Prepare the engraving proof for a grey granite headstone (600×900 mm, V-cut, Trajan lettering, gold leaf) with the family\'s inscription, passing the workshop layout check.';
  const k = [];
  const m = (from, content, meta = {}) => { c.tick(3000, 20000); k.push(sp(from === 'layout_checker' ? 'tool' : 'llm', from, { sender: from }, { content }, [], { timestamp: c.iso(), ...meta })); };
  m('designer', 'Draft v1: IN LOVING MEMORY OF / MARGARET ELLEN HOLLOWAY / 3 MAY 1941 – 19 JANUARY 2025 / BELOVED MOTHER, GRANDMOTHER AND FRIEND / "THE GARDEN WAS HER JOY". Cap height 55 mm for the name, 32 mm otherwise, centred.', { model: 'gpt-4o' });
  m('layout_checker', `LAYOUT CHECK proof_v1.svg  (${c.logStamp()})\n[FAIL] line 4 width 612 mm > usable 540 mm\n[FAIL] line 2 width 566 mm > usable 540 mm\n[FAIL] min stroke 1.1 mm < 1.5 mm for V-cut at 32 mm\n[FAIL] en dash in line 3 not in Trajan V-cut glyph set\n[FAIL] bottom margin 38 mm < 60 mm (ground line)\n5 failures`, { tool: 'layout_check', exit_code: 1 });
  m('designer', 'v2: split line 4 into "BELOVED MOTHER, GRANDMOTHER" / "AND FRIEND", reduce name cap height to 50 mm so it fits 540 mm, replace the en dash with a hyphen glyph cut as a 12 mm rule.', { model: 'gpt-4o' });
  m('layout_checker', `LAYOUT CHECK proof_v2.svg  (${c.logStamp()})\n[PASS] line widths\n[FAIL] min stroke 1.1 mm < 1.5 mm for V-cut at 32 mm\n[FAIL] bottom margin 22 mm < 60 mm (ground line)\n[FAIL] line spacing 0.9× < 1.1× cap height\n3 failures`, { tool: 'layout_check', exit_code: 1 });
  m('designer', 'v3: stroke issue comes from the 32 mm size, raising small text to 38 mm gives 1.7 mm strokes. Freed vertical space by dropping the quotation marks around the epitaph, so spacing can go to 1.15×.', { model: 'gpt-4o' });
  m('layout_checker', `LAYOUT CHECK proof_v3.svg  (${c.logStamp()})\n[PASS] line widths\n[PASS] stroke\n[PASS] line spacing\n[FAIL] bottom margin 47 mm < 60 mm (ground line)\n1 failure`, { tool: 'layout_check', exit_code: 1 });
  m('designer', 'v4: moved the whole block up 15 mm; top margin was 95 mm, so 80 mm remains above "IN LOVING MEMORY".', { model: 'gpt-4o' });
  m('layout_checker', `LAYOUT CHECK proof_v4.svg  (${c.logStamp()})\n[PASS] line widths\n[PASS] stroke\n[PASS] line spacing\n[PASS] margins (top 80 mm, bottom 62 mm)\nOK — 0 failures · render ${c.tmp('.pdf')}`, { tool: 'layout_check', exit_code: 0 });
  m('designer', 'Proof v4 passes all checks. Sending proof_v4.pdf to the family for sign-off. TERMINATE', { model: 'gpt-4o' });
  return {
    isolates: 'Layout failures go 5 → 3 → 1 → 0 as the designer makes four different changes (line split and hyphen, larger small text and spacing, raising the block), then stops.',
    goal,
    root: sp('agent', 'GroupChatManager.run_chat', { message: goal, speaker_selection_method: 'round_robin' }, { summary: 'proof_v4 passed layout check' }, k, { framework: 'ag2 0.8.2', agents: ['designer', 'layout_checker'], max_round: 12 }),
  };
}

// 04 cardiac rehab gym kiosks — SWE-agent trajectory (thought / action / observation)
function s04(c) {
  const goal = 'The Ansible playbook that provisions the check-in kiosks at the cardiac rehab gym fails ansible-lint in CI. Make `ansible-lint playbooks/kiosk.yml` pass.';
  const k = [];
  const t = (thought, action, obs, err) => { c.tick(4000, 25000); k.push(sp('llm', 'swe-agent.model', { history_len: k.length + 3 }, { thought, action }, [], { model: 'claude-3-5-sonnet-20241022', tokens_sent: c.tokens(4000, 20000), tokens_received: c.int(80, 400) })); k.push(sp('tool', action.split(' ')[0], { command: action }, obs, [], { execution_time: Number((c.r() * 20).toFixed(2)), state: { open_file: '/repo/playbooks/kiosk.yml', working_dir: '/repo' } }, err)); };
  t('Let me run the linter to see the current violations.', 'ansible-lint playbooks/kiosk.yml', `WARNING  Listing 7 violation(s) that are fatal\nfqcn[action-core]: Use FQCN for builtin module actions (apt).\nplaybooks/kiosk.yml:14 Task/Handler: Install kiosk packages\nfqcn[action-core]: Use FQCN for builtin module actions (copy).\nplaybooks/kiosk.yml:22\nfqcn[action-core]: Use FQCN for builtin module actions (service).\nplaybooks/kiosk.yml:31\nfqcn[action-core]: Use FQCN for builtin module actions (lineinfile).\nplaybooks/kiosk.yml:40\nno-changed-when: Commands should not change things if nothing needs doing.\nplaybooks/kiosk.yml:47 Task/Handler: Register heart-rate monitor bridge\nrisky-file-permissions: File permissions unset or incorrect.\nplaybooks/kiosk.yml:22\nyaml[truthy]: Truthy value should be one of [false, true]\nplaybooks/kiosk.yml:52\nFailed: 7 failure(s), 0 warning(s) on 1 files. Profile 'production'. (${c.dur(900, 4000)})`, 'exit 2');
  t('Four are FQCN violations; I will prefix apt, copy, service and lineinfile with ansible.builtin.', 'sed -i -E "s/^(\\s+)(apt|copy|service|lineinfile):/\\1ansible.builtin.\\2:/" playbooks/kiosk.yml && ansible-lint playbooks/kiosk.yml', `WARNING  Listing 3 violation(s) that are fatal\nno-changed-when: Commands should not change things if nothing needs doing.\nplaybooks/kiosk.yml:47\nrisky-file-permissions: File permissions unset or incorrect.\nplaybooks/kiosk.yml:22\nyaml[truthy]: Truthy value should be one of [false, true]\nplaybooks/kiosk.yml:52\nFailed: 3 failure(s), 0 warning(s) on 1 files. (${c.dur(900, 4000)})`, 'exit 2');
  t('The copy of kiosk.conf needs an explicit mode (0644, it holds no secrets), and `enabled: yes` on line 52 should be `true`.', 'edit 22:26 and 52:52 in playbooks/kiosk.yml && ansible-lint playbooks/kiosk.yml', `WARNING  Listing 1 violation(s) that are fatal\nno-changed-when: Commands should not change things if nothing needs doing.\nplaybooks/kiosk.yml:47 Task/Handler: Register heart-rate monitor bridge\nFailed: 1 failure(s), 0 warning(s) on 1 files. (${c.dur(900, 4000)})`, 'exit 2');
  t('The bridge registration command is idempotent only if the device file is absent; adding `creates: /etc/hrbridge/registered` is better than silencing with changed_when.', 'edit 47:50 in playbooks/kiosk.yml && ansible-lint playbooks/kiosk.yml', `Passed: 0 failure(s), 0 warning(s) on 1 files. Last profile that met the validation criteria was 'production'. (${c.dur(900, 4000)})`);
  t('Lint passes (7 → 3 → 1 → 0). Submitting the change.', 'submit', `diff --git a/playbooks/kiosk.yml b/playbooks/kiosk.yml\nindex ${c.shortSha()}..${c.shortSha()} 100644\n--- a/playbooks/kiosk.yml\n+++ b/playbooks/kiosk.yml\n@@ -14,7 +14,7 @@\n-    apt:\n+    ansible.builtin.apt:\n…`);
  return {
    isolates: 'ansible-lint violations fall 7 → 3 → 1 → 0 through three different fixes (FQCN, file mode + truthy, creates guard), then the agent submits.',
    goal,
    root: sp('agent', 'SWE-agent run', { problem_statement: goal, instance_id: 'kiosk-lint-' + c.int(100, 999) }, { exit_status: 'submitted', submission: 'patch (4 hunks)' }, k, { 'swe_agent.version': '1.0.1', env: { image: 'sweagent/swe-agent:latest', repo: 'rehab-gym/ops-kiosk' }, trajectory: c.tmp('.traj') }),
  };
}

// 05 coconut coir processing — MLflow Tracing spans
function s05(c) {
  const goal = 'Import this week\'s coir fibre bale production sheet (mattress fibre, bristle fibre, coir pith blocks) into the ERP; all rows must be accepted.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o-mini', system: 'You maintain the ERP imports for a coir processing mill.', user: goal, llmName: 'ChatOpenAI' });
  const k = [];
  const imp = (rej, reasons) => ({ batch: 'B' + c.int(100000, 999999), rows_total: 212, accepted: 212 - rej, rejected: rej, reasons, erp_node: c.host('erp'), took: c.dur(700, 5000) });
  const mt = { 'mlflow.spanType': 'TOOL' };
  k.push(cv.llm(null, [{ name: 'erp_import', args: { file: 'coir_week_' + c.int(10, 52) + '.xlsx', dry_run: true } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('erp_import', undefined, imp(12, { 'UOM "bale" not mapped for item PITH-5KG': 7, 'moisture_pct > 100 (decimal comma?)': 3, 'unknown grade "2nd"': 2 }), { meta: mt, error: 'ImportRejected: 12 rows' }));
  k.push(cv.llm('Pith blocks are counted in bales on the sheet but the ERP item is per block, 1 bale = 10 blocks; I will add that conversion.', [{ name: 'erp_set_uom_conversion', args: { item: 'PITH-5KG', from: 'bale', to: 'block', factor: 10 } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('erp_set_uom_conversion', undefined, { ok: true, conversion_id: c.int(800, 999) }, { meta: mt }));
  k.push(cv.llm(null, [{ name: 'erp_import', args: { file: 'coir_week.xlsx', dry_run: true } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('erp_import', undefined, imp(6, { 'moisture_pct > 100 (decimal comma?)': 3, 'unknown grade "2nd"': 2, 'negative net_kg': 1 }), { meta: mt, error: 'ImportRejected: 6 rows' }));
  k.push(cv.llm('Moisture values like 165 are 16,5 typed with a comma; normalising decimals. Grade "2nd" maps to BRISTLE-B in the item master.', [{ name: 'sheet_transform', args: { ops: [{ column: 'moisture_pct', op: 'decimal_comma_fix' }, { column: 'grade', op: 'map', map: { '2nd': 'BRISTLE-B' } }] } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('sheet_transform', undefined, { rows_changed: 5, out: c.tmp('.xlsx') }, { meta: mt }));
  k.push(cv.llm(null, [{ name: 'erp_import', args: { file: 'coir_week_fixed.xlsx', dry_run: true } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('erp_import', undefined, imp(2, { 'negative net_kg': 1, 'duplicate bale_id MF-22871': 1 }), { meta: mt, error: 'ImportRejected: 2 rows' }));
  k.push(cv.llm('Row with net_kg −38 is a tare entered as net (gross 38, tare 0.6 → 37.4). The duplicate MF-22871 is a re-weigh; keeping the later reading.', [{ name: 'sheet_transform', args: { ops: [{ row: 133, set: { net_kg: 37.4 } }, { dedupe: 'bale_id', keep: 'last' }] } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('sheet_transform', undefined, { rows_changed: 2, out: c.tmp('.xlsx') }, { meta: mt }));
  k.push(cv.llm(null, [{ name: 'erp_import', args: { file: 'coir_week_fixed2.xlsx', dry_run: false } }], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  k.push(cv.tool('erp_import', undefined, { ...imp(0, {}), rows_total: 211, accepted: 211, committed: true }, { meta: mt }));
  k.push(cv.llm('Imported: 211 rows accepted (one duplicate re-weigh merged). Rejections went 12 → 6 → 2 → 0.', [], { meta: { 'mlflow.spanType': 'CHAT_MODEL' } }));
  return {
    isolates: 'ERP rejections fall 12 → 6 → 2 → 0 through different fixes (UOM conversion, decimal/grade mapping, tare and duplicate), then the real import commits.',
    goal,
    root: sp('agent', 'coir_import_agent', { goal }, { accepted: 211 }, k, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + c.hex(32), experiment_id: String(c.int(100, 999)) }),
  };
}

// 06 harmonica workshop label printing — Agno (formerly Phidata), not in the brief's list
function s06(c) {
  const goal = 'Fix the ZPL template for the harmonica workshop\'s box labels (key, tuning, reed plate alloy, serial barcode) so the label validator passes, then print a test label on the Zebra ZD421.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o', system: 'You are an Agno agent with tools: validate_zpl, write_file, print_test.', user: goal, llmName: 'OpenAIChat.response' });
  const k = [];
  const v = (errs) => ({ template: 'box_label.zpl', dpi: 203, errors: errs, count: errs.length, checked: c.isoSec(), validator: 'zpl-lint ' + '0.9.' + c.int(1, 9) });
  k.push(cv.llm(null, [{ name: 'validate_zpl', args: { path: 'labels/box_label.zpl' } }], { meta: { agno_run_id: c.uuid() } }));
  k.push(cv.tool('validate_zpl', undefined, v(['L7: ^BC barcode width exceeds label (812 dots > 799)', 'L9: ^FD contains unescaped "^" in "C^ Major"', 'L12: font ^A0N,18 below 20-dot minimum for 203dpi', 'L15: missing ^XZ']), { spanName: 'Function.execute validate_zpl', error: '4 errors' }));
  k.push(cv.llm('Adding the missing ^XZ terminator and enlarging font on L12 to 22 dots.', [{ name: 'write_file', args: { path: 'labels/box_label.zpl', patch: '@@ L12 @@\n-^A0N,18\n+^A0N,22\n@@ EOF @@\n+^XZ' } }]));
  k.push(cv.tool('write_file', undefined, 'wrote 2 hunks (412 bytes)', { spanName: 'Function.execute write_file' }));
  k.push(cv.llm(null, [{ name: 'validate_zpl', args: { path: 'labels/box_label.zpl' } }]));
  k.push(cv.tool('validate_zpl', undefined, v(['L7: ^BC barcode width exceeds label (812 dots > 799)', 'L9: ^FD contains unescaped "^" in "C^ Major"']), { spanName: 'Function.execute validate_zpl', error: '2 errors' }));
  k.push(cv.llm('The caret in the key name collides with ZPL command syntax; using ^FH with _5E hex escape. For the barcode, module width 3 → 2 dots.', [{ name: 'write_file', args: { path: 'labels/box_label.zpl', patch: '@@ L7 @@\n-^BY3\n+^BY2\n@@ L9 @@\n-^FDKey: C^ Major^FS\n+^FH^FDKey: C_5E Major^FS' } }]));
  k.push(cv.tool('write_file', undefined, 'wrote 2 hunks (418 bytes)', { spanName: 'Function.execute write_file' }));
  k.push(cv.llm(null, [{ name: 'validate_zpl', args: { path: 'labels/box_label.zpl' } }]));
  k.push(cv.tool('validate_zpl', undefined, v(['L7: ^BC human-readable line overlaps field at ^FO40,160']), { spanName: 'Function.execute validate_zpl', error: '1 error' }));
  k.push(cv.llm('Narrower barcode now prints its interpretation line into the serial text; turning off the HRI (^BCN,60,N) since the serial is printed separately.', [{ name: 'write_file', args: { path: 'labels/box_label.zpl', patch: '@@ L7 @@\n-^BCN,60,Y\n+^BCN,60,N' } }]));
  k.push(cv.tool('write_file', undefined, 'wrote 1 hunk (418 bytes)', { spanName: 'Function.execute write_file' }));
  k.push(cv.llm(null, [{ name: 'validate_zpl', args: { path: 'labels/box_label.zpl' } }]));
  k.push(cv.tool('validate_zpl', undefined, v([]), { spanName: 'Function.execute validate_zpl' }));
  k.push(cv.llm(null, [{ name: 'print_test', args: { printer: 'ZD421-bench', path: 'labels/box_label.zpl', copies: 1 } }]));
  k.push(cv.tool('print_test', undefined, `~HS response: 030,0,0,1245,000,0,0,0,000,0,0,0\n001,0,0,0,1,2,6,0,00000000,1,000\n1234,0\njob ${c.int(100, 999)} printed in ${c.dur(300, 1500)} on ${c.ip()}:9100`, { spanName: 'Function.execute print_test' }));
  k.push(cv.llm('Template validates clean (4 → 2 → 1 → 0) and the test label printed on the ZD421.', []));
  return {
    isolates: 'ZPL validator errors drop 4 → 2 → 1 → 0 with three different edits (terminator and font, caret escape and module width, HRI off), then a test label prints.',
    goal,
    root: sp('agent', 'Agent.run', { message: goal }, { content: 'Template fixed and test label printed.' }, k, { framework: 'Agno 1.2', agent_id: c.uuid(), session_id: c.uuid(), monitoring: true }),
  };
}

export const scenarios = [
  { domain: 'pedicab tour booking app (TypeScript)', style: 'Vercel AI SDK ai.* spans', build: s01 },
  { domain: 'cyclocross race results', style: 'DSPy ReAct', build: s02 },
  { domain: 'headstone engraving proofs', style: 'AutoGen / AG2 group chat', build: s03 },
  { domain: 'cardiac rehab gym kiosk provisioning (Ansible)', style: 'SWE-agent trajectory', build: s04 },
  { domain: 'coconut coir mill ERP import', style: 'MLflow Tracing', build: s05 },
  { domain: 'harmonica workshop box labels (ZPL)', style: 'Agno / Phidata (not in the list)', build: s06 },
];
