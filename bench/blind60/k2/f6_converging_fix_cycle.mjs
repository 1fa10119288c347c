import { kit } from './lib.mjs';
export const family = 'converging_fix_cycle', loop = false;
function cyc(k, tool, cmd, steps, fin) { const { L, T } = k; const ch = []; for (const s of steps) { ch.push(L([{ role: 'user', content: 'continue' }], s.why, [{ name: 'edit', args: s.edit }])); ch.push(T('edit', s.edit, 'ok')); ch.push(T(tool, { cmd }, s.out, s.fail ? { error: s.fail } : {})); } ch.push(L([{ role: 'user', content: 'continue' }], fin, [])); return ch; }
export const rows = [
{ n: '01', domain: 'mypy strict rollout', style: 'anthropic', stagnation: false, isolates: 'mypy errors fall 6 -> 3 -> 1 -> 0 with a different fix each round, then done.', goal: 'Make the billing package pass mypy --strict.',
  build(id) { const k = kit(id, 'anthropic', 'claude-3-5-sonnet-20241022'); const { c, A } = k;
    return A('claude-agent', { prompt: this.goal }, { subtype: 'success' }, cyc(k, 'bash', 'mypy --strict billing/', [
      { why: 'Six errors; four are missing return annotations in invoices.py. Adding them.', edit: { path: 'billing/invoices.py', change: 'add -> Decimal annotations' }, out: `billing/tax.py:12: error: Untyped decorator\nbilling/api.py:40: error: Missing type parameters for "dict"\nbilling/api.py:77: error: Returning Any\nFound 3 errors in 2 files (checked 14 source files)`, fail: 'exit 1' },
      { why: 'Now dict[str, Decimal] in api.py and a cast for the JSON return; that fixes two.', edit: { path: 'billing/api.py', change: 'dict[str, Decimal], typed response' }, out: 'billing/tax.py:12: error: Untyped decorator makes function "rate" untyped\nFound 1 error in 1 file', fail: 'exit 1' },
      { why: 'Last one: the lru_cache wrapper in tax.py; use functools.cache with a typed signature.', edit: { path: 'billing/tax.py', change: 'typed functools.cache' }, out: `Success: no issues found in 14 source files (${c.secs()})` }], 'mypy --strict is clean: fixed annotations in invoices.py, generics in api.py, and the cached decorator in tax.py.')); } },
{ n: '02', domain: 'Jest snapshot suite', style: 'plain', stagnation: false, isolates: 'Failing Jest tests go 5 -> 2 -> 0 after two distinct fixes.', goal: 'Get the date-picker component tests green after the locale refactor.',
  build(id) { const k = kit(id, 'plain', 'gpt-4o'); const { c, A } = k;
    return A('coder', { goal: this.goal }, { status: 'done' }, cyc(k, 'shell', 'npx jest src/datepicker', [
      { why: 'Three failures import the old formatDate path; updating imports to i18n/format.', edit: { file: 'src/datepicker/*.test.tsx', replace: "'../utils/formatDate' -> '../i18n/format'" }, out: `Tests: 2 failed, 19 passed, 21 total\nTime: ${c.secs(2, 6)}\n  ● week starts on Monday for en-GB`, fail: 'exit 1' },
      { why: 'Remaining two: weekStartsOn now comes from the locale object, so pass locale=enGB in the fixture.', edit: { file: 'src/datepicker/fixtures.ts', add: 'locale: enGB' }, out: `Tests: 21 passed, 21 total\nSnapshots: 6 passed\nTime: ${c.secs(2, 6)}` }], 'All 21 tests pass.')); } },
{ n: '03', domain: 'CMake cross-compile', style: 'langsmith', stagnation: false, isolates: 'Linker errors for an ARM cross build drop 4 -> 1 -> 0 with different toolchain fixes.', goal: 'Cross-compile the sensor firmware for aarch64 with CMake.',
  build(id) { const k = kit(id, 'langsmith', 'gpt-4o-mini'); const { c, A } = k;
    return A('LangGraph', { input: this.goal }, { status: 'success' }, cyc(k, 'shell', 'cmake --build build-arm -j8', [
      { why: 'Undefined references to pthread and m: add Threads::Threads and m to target_link_libraries.', edit: { file: 'CMakeLists.txt', add: 'target_link_libraries(fw Threads::Threads m)' }, out: 'ld: cannot find -lssl\ncollect2: error: ld returned 1 exit status', fail: 'exit 2' },
      { why: 'libssl missing from sysroot: point CMAKE_SYSROOT at the aarch64 sysroot with openssl-dev.', edit: { file: 'toolchain-aarch64.cmake', set: 'CMAKE_SYSROOT=/opt/sysroots/aarch64' }, out: `[100%] Linking C executable fw\n[100%] Built target fw (${c.secs()})` }], 'Firmware binary built for aarch64.')); } },
{ n: '04', domain: 'clog dancing festival score sheets', style: 'gemini', stagnation: false, isolates: 'Validator rejects 7, then 3, then 0 score rows as the agent fixes distinct data problems.', goal: 'Clean the clog dancing festival score sheet so it passes the federation validator.',
  build(id) { const k = kit(id, 'gemini', 'gemini-1.5-pro-002'); const { c, A } = k;
    return A('score_agent', { goal: this.goal }, { done: true }, cyc(k, 'validator', 'validate scores.csv', [
      { why: 'Seven rows use commas as decimals (8,5); converting to dots.', edit: { column: 'score', fix: 'comma decimal -> dot' }, out: { rejected: 3, issues: ['row 41 judge id J9 unknown', 'row 42 judge id J9 unknown', 'row 77 duplicate dancer 1182'] }, fail: 'validation failed' },
      { why: 'J9 is the substitute judge, registered as J09; fixing ids. Row 77 duplicates row 76, dropping it.', edit: { rows: [41, 42, 77], fix: 'J9->J09, drop dup' }, out: { rejected: 0, accepted: 212, report_id: c.uuid() } }], 'Score sheet validates: 212 rows accepted.')); } },
{ n: '05', domain: 'Godot HTML5 export', style: 'vercel', stagnation: false, isolates: 'Browser console errors go 3 -> 1 -> 0 after two distinct export fixes.', goal: 'Make the Godot 4 web export of the puzzle game load in Chrome.',
  build(id) { const k = kit(id, 'vercel', 'gpt-4o'); const { c, A } = k;
    return A('ai.generateText', { prompt: this.goal }, { finishReason: 'stop' }, cyc(k, 'browserConsole', 'open http://localhost:8060/index.html', [
      { why: 'SharedArrayBuffer needs cross-origin isolation: add COOP/COEP headers to the dev server.', edit: { file: 'serve.json', headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } }, out: ["Failed to load resource: puzzle.pck 404"], fail: '1 console error' },
      { why: 'The pck is exported as game.pck; set export name to puzzle.', edit: { file: 'export_presets.cfg', set: 'export_path="build/puzzle.html"' }, out: [`Godot Engine v4.2.stable - ${c.int(60, 120)} fps`] }], 'The game loads with no console errors.')); } },
{ n: '06', domain: 'Terraform plan drift on a Nomad cluster', style: 'openai_responses', stagnation: false, isolates: 'terraform plan drift count falls 5 -> 2 -> 0 with different fixes, then done.', goal: 'Make terraform plan show no changes for the nomad-clients module.',
  build(id) { const k = kit(id, 'openai_responses', 'gpt-4.1'); const { c, A } = k;
    return A('agent.run', { input: this.goal }, { status: 'completed' }, cyc(k, 'shell', 'terraform plan -no-color', [
      { why: 'Three diffs are tag ordering; import the default_tags block at provider level.', edit: { file: 'providers.tf', add: 'default_tags { tags = local.tags }' }, out: 'Plan: 0 to add, 2 to change, 0 to destroy.', fail: 'changes pending' },
      { why: 'The two remaining: AMI id drifted via console; pin data.aws_ami filter to nomad-client-2024.05.', edit: { file: 'ami.tf', set: 'name = "nomad-client-2024.05*"' }, out: `No changes. Your infrastructure matches the configuration.\n(state lock ${c.uuid()} released)` }], 'Plan is clean.')); } },
];
