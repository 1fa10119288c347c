import { kit, sys, user, asst } from './lib.mjs';
export const meta = { family: 'shrinking_failures_fix', loop: false, stagnation: false,
  isolates: 'Healthy: a repeated run/fix cycle where the failure count falls each round, each fix is different, and the run ends green.' };
export const rows = [
{ id: '01', domain: 'fly-tying shop (hook-size inventory app, pytest)', style: 'swe-agent', goal: 'Make the test suite of the fly-tying shop inventory app pass after the hook-size refactor.',
  isolates: 'SWE-agent style: pytest fails 6, 4, 1, then 0 times; each edit targets a different cause (enum rename, gauge parsing, barbless flag).',
  build(N) { const K = kit('swe-agent', N); const ch = []; const rounds = [
    ['6 failed, 31 passed', 'HookSize.SZ_14 renamed to HookSize.S14; updating the three call sites in stock.py and the fixture.', 'edit stock.py 41:44\n-    HookSize.SZ_14\n+    HookSize.S14'],
    ['4 failed, 33 passed', 'Remaining failures are gauge parsing: "#16" with a hash is not parsed. Adding a lstrip("#") in parse_size().', 'edit sizes.py 12:12\n-    n = int(raw)\n+    n = int(raw.lstrip("#"))'],
    ['1 failed, 36 passed', 'Only test_barbless_default left: the new dataclass defaults barbless=None instead of False.', 'edit models.py 27:27\n-    barbless: bool | None = None\n+    barbless: bool = False'],
    ['37 passed', null, null]];
    rounds.forEach(([res, thought, edit], i) => {
      ch.push(K.tool('bash', { command: 'pytest -q' }, `${'F'.repeat(6 - [0, 2, 5, 6][i])}${'.'.repeat(31 + [0, 2, 5, 6][i])}\n${res} in ${N.dur()}\nrootdir: /repo, cachedir: ${N.tmp()}`, res.includes('failed') ? { error: 'exit code 1' } : {}));
      if (thought) { ch.push(K.llm({ messages: [sys('SWE-agent'), user('Fix failing tests')] }, `DISCUSSION\n${thought}\n\n\`\`\`\n${edit}\nend_of_edit\n\`\`\``)); ch.push(K.tool('edit', { patch: edit }, `File updated. Please review the changes and make sure they are correct. [${N.sha(7)}]`)); }
    });
    ch.push(K.llm({ messages: ['...'] }, 'DISCUSSION\nAll 37 tests pass. Submitting.\n```\nsubmit\n```'));
    ch.push(K.tool('submit', {}, `diff --git a/stock.py b/stock.py\nindex ${N.sha(7)}..${N.sha(7)} 100644`));
    return K.agent('SWE-agent run', { instance_id: 'flyshop__inventory-212' }, { exit_status: 'submitted' }, ch); } },
{ id: '02', domain: 'pipe tobacco blending (recipe sheet linting)', style: 'anthropic', goal: 'Make the new "Harbour Latakia" blend recipe pass the recipe-sheet linter before it goes to the blending floor.',
  isolates: 'Anthropic Messages: linter errors drop 5 -> 3 -> 1 -> 0, with a different correction each round (percentages sum, casing temp unit, missing lot number).',
  build(N) { const K = kit('anthropic', N, 'claude-3-5-haiku-20241022'); const ch = []; const lint = [
    { errors: 5, issues: ['components sum to 104%', 'casing_temp unit missing', 'lot missing for Latakia', 'lot missing for Virginia flake', 'cut width "1.2" lacks unit'] },
    { errors: 3, issues: ['casing_temp unit missing', 'lot missing for Latakia', 'lot missing for Virginia flake'] },
    { errors: 1, issues: ['lot missing for Latakia'] }, { errors: 0, issues: [] }];
    const fixes = ['Reduced Orientals from 19% to 15% so the blend sums to 100%, and set cut width to 1.2 mm.', 'Added °C to the casing temperature (68 °C) and filled the Virginia flake lot VF-2291 from the stock sheet.', 'Looked up the Cyprian Latakia lot in receiving: LK-0877; added it.'];
    lint.forEach((l, i) => { ch.push(K.tool('lint_recipe', { file: 'harbour_latakia.yaml' }, { ...l, linter: 'blendlint 2.3.1', ran: N.iso() }, l.errors ? { error: `${l.errors} lint errors` } : {}));
      if (i < 3) { ch.push(K.llm({ messages: [user('Get Harbour Latakia through the linter')] }, { content: [{ type: 'text', text: fixes[i] }, { type: 'tool_use', name: 'edit_recipe', input: { file: 'harbour_latakia.yaml', change: fixes[i] } }], stop_reason: 'tool_use' }));
        ch.push(K.tool('edit_recipe', { file: 'harbour_latakia.yaml' }, { saved: true, rev: N.sha(10) })); } });
    ch.push(K.llm({ messages: ['...'] }, { content: [{ type: 'text', text: 'The recipe now lints clean (0 errors). It is ready for the blending floor.' }], stop_reason: 'end_turn' }));
    return K.agent('blend-desk', { recipe: 'Harbour Latakia' }, { result: 'lint clean' }, ch); } },
{ id: '03', domain: 'hail netting installers (quote calculator tests)', style: 'gemini', goal: 'Fix the orchard hail-net quote calculator so its unit tests pass.',
  isolates: 'Gemini function calls: go test failures 4 -> 2 -> 0 with distinct fixes (post spacing rounding, then VAT on labour).',
  build(N) { const K = kit('gemini', N, 'gemini-2.5-pro'); const ch = [];
    ch.push(K.tool('run_tests', { cmd: 'go test ./quote/...' }, `--- FAIL: TestPostsPerRow/120m (0.00s)\n--- FAIL: TestPostsPerRow/95m (0.00s)\n--- FAIL: TestLabourVAT (0.00s)\n--- FAIL: TestTotal_Apple3ha (0.00s)\nFAIL\tgithub.com/hailnet/quote\t${N.dur()}`, { error: '4 failing' }));
    ch.push(K.llm({ contents: ['...'] }, { candidates: [{ content: { parts: [{ text: 'Posts per row uses integer division, so a 95 m row with 8 m spacing gives 11 posts instead of 13 (ceil + end post). Fixing with math.Ceil and +1.' }, { functionCall: { name: 'apply_patch', args: { file: 'quote/posts.go', hunk: '-return length / spacing\n+return int(math.Ceil(length/spacing)) + 1' } } }] } }] }));
    ch.push(K.tool('apply_patch', { file: 'quote/posts.go' }, { functionResponse: { name: 'apply_patch', response: { ok: true } } }));
    ch.push(K.tool('run_tests', { cmd: 'go test ./quote/...' }, `--- FAIL: TestLabourVAT (0.00s)\n    quote_test.go:88: got 1840.00 want 2208.00\n--- FAIL: TestTotal_Apple3ha (0.00s)\nFAIL\tgithub.com/hailnet/quote\t${N.dur()}`, { error: '2 failing' }));
    ch.push(K.llm({ contents: ['...'] }, { candidates: [{ content: { parts: [{ text: '1840 * 1.2 = 2208, so VAT is missing on labour only; materials already include it. Applying VAT in labourTotal().' }, { functionCall: { name: 'apply_patch', args: { file: 'quote/labour.go', hunk: '+total = total * (1 + cfg.VATRate)' } } }] } }] }));
    ch.push(K.tool('apply_patch', { file: 'quote/labour.go' }, { functionResponse: { name: 'apply_patch', response: { ok: true } } }));
    ch.push(K.tool('run_tests', { cmd: 'go test ./quote/...' }, `ok  \tgithub.com/hailnet/quote\t${N.dur()}`));
    ch.push(K.llm({ contents: ['...'] }, { candidates: [{ content: { parts: [{ text: 'All quote tests pass: post count now rounds up with end posts, and VAT applies to labour.' }] }, finishReason: 'STOP' }] }));
    return K.agent('quote-fixer', { task: 'fix quote tests' }, { done: true }, ch); } },
{ id: '04', domain: 'relief model making (CNC toolpath validation)', style: 'openinference', goal: 'Get the G-code for the 1:25,000 Lake District relief model past the toolpath validator.',
  isolates: 'OpenInference spans: validator errors 7 -> 3 -> 2 -> 0, each round a different fix (feed units, Z below stock bottom, missing tool change).',
  build(N) { const K = kit('openinference', N); const ch = []; const runs = [
    [7, 'E101 feed F4000 exceeds 2500 mm/min (x5)\nE220 Z-31.0 below stock bottom Z-30.0 (x1)\nE305 T2 used without M6 (x1)', 'Feeds were exported in mm/min but postprocessor assumed inch; set units to G21 and rescale feeds.'],
    [3, 'E220 Z-31.0 below stock bottom Z-30.0 (x2)\nE305 T2 used without M6 (x1)', 'Vertical exaggeration 1.6 pushed Helvellyn pass below stock; clamp max depth at 29.5 mm.'],
    [2, 'E305 T2 used without M6 (x2)', 'Insert M6 T2 before finishing pass, and at the restart after probe.'], [0, 'OK 0 errors, 184,221 lines, est. 6h41m', null]];
    runs.forEach(([n, out, fix]) => { ch.push(K.tool('validate_gcode', { file: 'lakes_25k.nc', machine: 'ShopBot PRS' }, `gcval 1.8 ${N.logTs()}\n${out}`, n ? { error: `${n} errors` } : {}));
      if (fix) { ch.push(K.llm({ 'llm.input_messages.0.message.content': 'Fix validator errors' }, { 'llm.output_messages.0.message.content': fix })); ch.push(K.tool('regenerate_toolpath', { change: fix }, { file: 'lakes_25k.nc', lines: N.int(180000, 190000), md5: N.hex(32), took: N.dur() })); } });
    ch.push(K.llm({ 'llm.input_messages.0.message.content': '...' }, { 'llm.output_messages.0.message.content': 'Validator is clean; file ready for the router.' }));
    return K.agent('cnc-assistant', { job: 'lakes_25k' }, { status: 'ready' }, ch); } },
{ id: '05', domain: 'vinegar brewery (acetator batch data-quality checks)', style: 'weave', goal: 'Clean the acetator batch export so all data-quality checks pass before the monthly report.',
  isolates: 'W&B Weave calls: failing checks 9 -> 4 -> 1 -> 0, each round fixing a different problem (decimal commas, duplicate batches, a negative acidity).',
  build(N) { const K = kit('weave', N); const ch = []; const res = [
    { failed: 9, checks: { acidity_numeric: 6, unique_batch: 2, acidity_range: 1 } }, { failed: 4, checks: { unique_batch: 3, acidity_range: 1 } }, { failed: 1, checks: { acidity_range: 1 } }, { failed: 0, checks: {} }];
    const fix = ['Acidity column uses decimal commas ("6,2"); converting to dots.', 'Batches AC-311 and AC-312 appear twice from the re-export; keep the later timestamp rows.', 'AC-327 acidity -5.9 is a sign error per the lab sheet (5.9%); correcting.'];
    res.forEach((r, i) => { ch.push(K.tool('run_checks', { table: 'acetator_batches_2025_05' }, { ...r, rows: 148 - Math.min(i, 2), run: N.uuid(), ended: N.iso() }, r.failed ? { error: `${r.failed} checks failed` } : {}));
      if (i < 3) { ch.push(K.llm({ messages: [user('Make the batch export pass DQ')] }, { content: fix[i], tool_calls: [{ function: { name: 'apply_sql', arguments: JSON.stringify({ step: i + 1 }) } }] })); ch.push(K.tool('apply_sql', { step: i + 1 }, `UPDATE ${N.int(1, 9)}\nTime: ${N.ms()}.${N.int(100, 999)} ms`)); } });
    return K.agent('dq_agent', { table: 'acetator_batches_2025_05' }, { passed: true }, ch); } },
{ id: '06', domain: 'roller rinks (session booking site lint)', style: 'vercel', goal: 'Fix the ESLint errors blocking the deploy of the roller rink session-booking site.',
  isolates: 'Vercel AI SDK: eslint problems 12 -> 5 -> 0 across two distinct fixes (hooks deps, then unused imports and a11y alt text).',
  build(N) { const K = kit('vercel', N); const ch = [];
    ch.push(K.tool('run', { cmd: 'npx eslint src --format compact' }, `src/Sessions.tsx: line 22, col 6, Error - React Hook useEffect has a missing dependency: 'rinkId' (react-hooks/exhaustive-deps)\n... 11 more\n✖ 12 problems (12 errors, 0 warnings)\nDone in ${N.dur()}`, { error: 'exit 1' }));
    ch.push(K.llm({ messages: [user('Fix lint so we can deploy')] }, { text: 'Seven of the twelve are exhaustive-deps in Sessions.tsx and SkateHire.tsx; adding rinkId and date to the dependency arrays and memoising fetchSlots.', toolCalls: [{ toolName: 'write_file', args: { path: 'src/Sessions.tsx' } }] }));
    ch.push(K.tool('write_file', { path: 'src/Sessions.tsx', bytes: N.int(3000, 6000) }, { ok: true }));
    ch.push(K.tool('run', { cmd: 'npx eslint src --format compact' }, `src/Home.tsx: line 3, col 10, Error - 'useState' is defined but never used\nsrc/Gallery.tsx: line 40, col 9, Error - img elements must have an alt prop (jsx-a11y/alt-text)\n... 3 more\n✖ 5 problems (5 errors, 0 warnings)`, { error: 'exit 1' }));
    ch.push(K.llm({ messages: ['...'] }, { text: 'Remaining: 2 unused imports and 3 gallery images without alt text. Removing imports; alt text from photo captions ("Disco night", "Junior skate school", "Rink resurfacing").', toolCalls: [{ toolName: 'write_file', args: { path: 'src/Gallery.tsx' } }] }));
    ch.push(K.tool('write_file', { path: 'src/Gallery.tsx', bytes: N.int(2000, 4000) }, { ok: true }));
    ch.push(K.tool('run', { cmd: 'npx eslint src --format compact' }, `Done in ${N.dur()}`));
    ch.push(K.llm({ messages: ['...'] }, { text: 'ESLint is clean (0 problems); the deploy can proceed.', finishReason: 'stop' }));
    return K.agent('ai.generateText', { maxSteps: 12 }, { text: 'ESLint is clean.', finishReason: 'stop' }, ch); } },
];
