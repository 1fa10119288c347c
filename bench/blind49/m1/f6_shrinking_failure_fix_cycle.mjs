import { Rec } from './lib.mjs';
export const FAMILY = { name: 'shrinking_failure_fix_cycle', loop: false, stagnation: false,
  isolates: 'a fix-and-recheck cycle where each fix is different and the failure count drops to zero, then the run finishes' };

export const scenarios = [
  // 01 hammock makers: plain message-level
  (id) => {
    const goal = 'Make the pattern-cutter test suite pass for the hammock workshop (spreader bar and ridgeline calculations).';
    const r = new Rec(id, 'plain', { model: 'gpt-4o', goal });
    const n = r.n;
    const run = (f, names) => `${'='.repeat(20)} ${f ? f + ' failed, ' : ''}${24 - f} passed in ${(n.int(40, 200) / 100).toFixed(2)}s ${'='.repeat(20)}${names.length ? '\nFAILED ' + names.join('\nFAILED ') : ''}`;
    r.step(null, [{ name: 'run_tests', args: { path: 'tests/' }, out: run(6, ['test_ridgeline_83pct', 'test_ridgeline_long', 'test_sag_angle_30', 'test_spreader_len', 'test_fabric_width_inch', 'test_fabric_width_cm']) }]);
    r.step('Ridgeline should be 83% of the hammock body length, the code uses 0.8. Fixing.', [{ name: 'edit_file', args: { path: 'cutter/geometry.py', find: 'RIDGE_RATIO = 0.8', replace: 'RIDGE_RATIO = 0.83' }, out: 'ok' }, { name: 'run_tests', args: { path: 'tests/' }, out: run(4, ['test_sag_angle_30', 'test_spreader_len', 'test_fabric_width_inch', 'test_fabric_width_cm']) }]);
    r.step('Fabric width tests fail because inches are not converted; add 2.54 factor in units.py. Sag angle uses degrees in math.tan.', [{ name: 'edit_file', args: { path: 'cutter/units.py', find: 'return width', replace: 'return width * 2.54 if unit == "in" else width' }, out: 'ok' }, { name: 'edit_file', args: { path: 'cutter/geometry.py', find: 'math.tan(sag)', replace: 'math.tan(math.radians(sag))' }, out: 'ok' }, { name: 'run_tests', args: { path: 'tests/' }, out: run(1, ['test_spreader_len']) }]);
    r.step('Spreader length must subtract the two 2 cm end caps.', [{ name: 'edit_file', args: { path: 'cutter/spreader.py', find: 'return span', replace: 'return span - 2 * END_CAP_CM' }, out: 'ok' }, { name: 'run_tests', args: { path: 'tests/' }, out: run(0, []) }]);
    r.step('All 24 tests pass: ridgeline ratio 0.83, inch conversion, radians for sag angle and end-cap subtraction fixed.');
    return { isolates: 'plain chat trace: test failures go 6 → 4 → 1 → 0 after three different fixes, then a final summary.', goal, root: r.finish('All 24 tests pass.') };
  },
  // 02 clog dancing troupe tour site: Vercel AI SDK
  (id) => {
    const goal = 'Fix the TypeScript errors blocking the build of the clog-dancing troupe tour website.';
    const r = new Rec(id, 'vercel', { model: 'gpt-4.1', goal });
    const n = r.n;
    r.step(null, [{ name: 'runTsc', args: { project: 'tsconfig.json' }, out: `src/tour/dates.ts(14,7): error TS2322: Type 'string' is not assignable to type 'Date'.\nsrc/tour/dates.ts(31,12): error TS2532: Object is possibly 'undefined'.\nsrc/components/Venue.tsx(8,20): error TS2339: Property 'capacity' does not exist on type 'VenueLite'.\nsrc/components/Venue.tsx(22,5): error TS2741: Property 'key' is missing.\nsrc/lib/tickets.ts(5,1): error TS6133: 'fmt' is declared but its value is never read.\n\nFound 5 errors in 3 files. (${n.dur()})` }]);
    r.step('Parse the date strings and guard the optional venue.', [{ name: 'applyPatch', args: { file: 'src/tour/dates.ts', patch: '-  start: row.start,\n+  start: new Date(row.start),\n@@\n-  return show.venue.city\n+  return show.venue?.city ?? "TBA"' }, out: { applied: true } }, { name: 'runTsc', args: { project: 'tsconfig.json' }, out: `src/components/Venue.tsx(8,20): error TS2339: Property 'capacity' does not exist on type 'VenueLite'.\nsrc/components/Venue.tsx(22,5): error TS2741: Property 'key' is missing.\nsrc/lib/tickets.ts(5,1): error TS6133: 'fmt' is declared but its value is never read.\n\nFound 3 errors in 2 files. (${n.dur()})` }]);
    r.step('Add capacity to VenueLite and a key on the mapped list; drop unused fmt.', [{ name: 'applyPatch', args: { file: 'src/types.ts', patch: '+  capacity?: number' }, out: { applied: true } }, { name: 'applyPatch', args: { file: 'src/components/Venue.tsx', patch: '-<Seat s={s} />\n+<Seat key={s.id} s={s} />' }, out: { applied: true } }, { name: 'applyPatch', args: { file: 'src/lib/tickets.ts', patch: "-import { fmt } from './fmt'" }, out: { applied: true } }, { name: 'runTsc', args: { project: 'tsconfig.json' }, out: `Found 0 errors. (${n.dur()})` }]);
    r.step('The build type-checks cleanly now: 5 errors fixed across dates.ts, Venue.tsx, types.ts and tickets.ts.');
    return { isolates: 'Vercel ai.* spans: tsc errors drop 5 → 3 → 0 with different patches each round, then done.', goal, root: r.finish({ text: 'Build type-checks cleanly.' }) };
  },
  // 03 water tower inspection report generator (Go): OTel GenAI
  (id) => {
    const goal = 'Make `go test ./...` pass for the water-tower inspection report generator.';
    const r = new Rec(id, 'otel', { model: 'claude-3-5-sonnet-20241022', goal, agent: 'go-fixer' });
    const n = r.n;
    r.step(null, [{ name: 'shell', args: { cmd: 'go test ./...' }, out: `--- FAIL: TestCoatingLossPct (0.00s)\n--- FAIL: TestAnchorBoltTorque (0.00s)\n--- FAIL: TestRiserCorrosionGrade (0.00s)\nFAIL\tgithub.com/acme/towerinspect/report\t${n.dur()}\nok  \tgithub.com/acme/towerinspect/photos\t(cached)` }]);
    r.step('Coating loss divides by the wrong area; bolt torque uses ft-lb. Fix both.', [{ name: 'edit', args: { file: 'report/coating.go', diff: '-return lost / paintedArea\n+return 100 * lost / totalArea' }, out: 'applied' }, { name: 'edit', args: { file: 'report/bolts.go', diff: '-torque := raw\n+torque := raw * 1.3558 // ft-lb → N·m' }, out: 'applied' }, { name: 'shell', args: { cmd: 'go test ./...' }, out: `--- FAIL: TestRiserCorrosionGrade (0.00s)\n    corrosion_test.go:19: grade for 0.42mm pitting = "B", want "C"\nFAIL\tgithub.com/acme/towerinspect/report\t${n.dur()}` }]);
    r.step('Grade thresholds are exclusive in the spec (>=0.4 mm is C).', [{ name: 'edit', args: { file: 'report/corrosion.go', diff: '-case depth > 0.4:\n+case depth >= 0.4:' }, out: 'applied' }, { name: 'shell', args: { cmd: 'go test ./...' }, out: `ok  \tgithub.com/acme/towerinspect/report\t${n.dur()}\nok  \tgithub.com/acme/towerinspect/photos\t(cached)` }]);
    r.step('All packages pass.');
    return { isolates: 'OTel GenAI: 3 failing Go tests → 1 → 0 via different fixes (area, units, threshold), then done.', goal, root: r.finish('go test passes') };
  },
  // 04 paper marbling shop ESLint: LangGraph
  (id) => {
    const goal = 'Get ESLint to zero errors on the paper-marbling workshop shop front so CI can deploy.';
    const r = new Rec(id, 'langgraph', { model: 'gpt-4o-mini', goal });
    const n = r.n;
    r.step(null, [{ name: 'eslint', args: { paths: ['src'] }, out: { errorCount: 7, warningCount: 2, rules: { 'react-hooks/exhaustive-deps': 3, 'no-unused-vars': 2, 'jsx-a11y/alt-text': 2 }, elapsed_ms: n.ms() } }]);
    r.step('Add alt text to the marbled paper swatches and remove unused vars.', [{ name: 'patch', args: { files: ['src/Swatch.jsx', 'src/Cart.jsx'], summary: 'alt={`${paper.pattern} marbled sheet`}; remove unused discount, setSort' }, out: { ok: true } }, { name: 'eslint', args: { paths: ['src'] }, out: { errorCount: 3, warningCount: 2, rules: { 'react-hooks/exhaustive-deps': 3 }, elapsed_ms: n.ms() } }]);
    r.step('Add missing deps to the three useEffect hooks in Checkout and Gallery.', [{ name: 'patch', args: { files: ['src/Checkout.jsx', 'src/Gallery.jsx'], summary: 'add [currency], [filter, page], [basketId] deps' }, out: { ok: true } }, { name: 'eslint', args: { paths: ['src'] }, out: { errorCount: 0, warningCount: 2, rules: {}, elapsed_ms: n.ms() } }]);
    r.step('ESLint reports 0 errors (2 warnings remain, allowed by CI).');
    return { isolates: 'LangGraph: ESLint errors 7 → 3 → 0 via different fixes, then finishes.', goal, root: r.finish({ messages: ['ESLint clean'] }) };
  },
  // 05 ski jumping hill wind compensation (Rust): Anthropic
  (id) => {
    const goal = 'Fix the failing cargo tests in the ski jumping wind/gate compensation crate used by the competition scoring system.';
    const r = new Rec(id, 'anthropic', { model: 'claude-3-7-sonnet-20250219', goal });
    const n = r.n;
    const res = (f) => `running 18 tests\n...\ntest result: ${f ? 'FAILED' : 'ok'}. ${18 - f} passed; ${f} failed; 0 ignored; 0 measured; 0 filtered out; finished in ${n.int(1, 90) / 100}s`;
    r.step(null, [{ name: 'bash', args: { command: 'cargo test -q' }, out: res(4) + '\nfailures: gate_factor_hs140, tailwind_sign, headwind_sign, wind_segments_avg' }]);
    r.step('Tailwind must add points and headwind subtract; the signs are swapped.', [{ name: 'str_replace', args: { path: 'src/wind.rs', old: 'points -= tail * TAIL_F', new: 'points += tail * TAIL_F' }, out: 'ok' }, { name: 'bash', args: { command: 'cargo test -q' }, out: res(2) + '\nfailures: gate_factor_hs140, wind_segments_avg' }]);
    r.step('HS140 gate factor is 7.24 points per metre of gate, not 7.0; and the wind average must weight the 5 segments equally.', [{ name: 'str_replace', args: { path: 'src/gate.rs', old: 'HS140 => 7.0', new: 'HS140 => 7.24' }, out: 'ok' }, { name: 'str_replace', args: { path: 'src/wind.rs', old: 'weighted_avg(&segs, &W)', new: 'segs.iter().sum::<f64>() / segs.len() as f64' }, out: 'ok' }, { name: 'bash', args: { command: 'cargo test -q' }, out: res(0) }]);
    r.step('All 18 tests pass now.');
    return { isolates: 'Anthropic log: cargo test failures 4 → 2 → 0 with distinct fixes, then done.', goal, root: r.finish('done') };
  },
  // 06 mushroom foraging permit Ansible playbook: Google ADK
  (id) => {
    const goal = 'Get the ansible-lint run clean for the playbook deploying the mushroom-foraging permit portal.';
    const r = new Rec(id, 'adk', { model: 'gemini-2.0-flash', goal, agent: 'infra_agent' });
    const n = r.n;
    r.step(null, [{ name: 'ansible_lint', args: { playbook: 'site.yml' }, out: `WARNING  Listing 5 violation(s) that are fatal\nname[missing]: roles/portal/tasks/main.yml:12\nfqcn[action-core]: roles/portal/tasks/main.yml:20\nfqcn[action-core]: roles/portal/tasks/main.yml:31\nyaml[truthy]: group_vars/all.yml:4\nno-changed-when: roles/db/tasks/main.yml:9\nFinished with 5 failure(s), 0 warning(s) on 14 files. (${n.dur()})` }]);
    r.step('Use FQCN modules and name the unnamed task.', [{ name: 'edit_yaml', args: { file: 'roles/portal/tasks/main.yml', changes: ['name: Install permit portal package', 'ansible.builtin.template', 'ansible.builtin.systemd'] }, out: { saved: true } }, { name: 'ansible_lint', args: { playbook: 'site.yml' }, out: `yaml[truthy]: group_vars/all.yml:4\nno-changed-when: roles/db/tasks/main.yml:9\nFinished with 2 failure(s), 0 warning(s) on 14 files. (${n.dur()})` }]);
    r.step('Set truthy value to true and add changed_when: false on the migration check.', [{ name: 'edit_yaml', args: { file: 'group_vars/all.yml', changes: ['portal_tls: true'] }, out: { saved: true } }, { name: 'edit_yaml', args: { file: 'roles/db/tasks/main.yml', changes: ['changed_when: false'] }, out: { saved: true } }, { name: 'ansible_lint', args: { playbook: 'site.yml' }, out: `Passed: 0 failure(s), 0 warning(s) on 14 files. (${n.dur()})` }]);
    r.step('ansible-lint passes on all 14 files.');
    return { isolates: 'Google ADK: lint violations 5 → 2 → 0 with different edits each round, then done.', goal, root: r.finish('lint clean') };
  },
];
