import { T } from './lib.mjs';
export const FAMILY = 'converging_fix_cycle';
export const LOOP = false;
const F = FAMILY;
// fixes: [[llmText, toolName, args, output, errorOrNull], ...]
function run(t, steps) { for (const [text, name, args, out, err] of steps) { t.llm(text, [{ name, args }]); t.tool(name, {}, out, err ? { error: err } : {}); } }
export const scenarios = [
  () => {
    const t = new T(`${F}-01`, 'openinference', { agent: 'WheelBuilder', goal: 'Make the aarch64 manylinux wheel build of the pyfastgeo package pass in CI.' });
    const n = t.n;
    run(t, [
      ['Running the aarch64 build to see failures.', 'run_ci', { job: 'wheels-aarch64' }, `cibuildwheel: building cp310..cp313 manylinux_2_28_aarch64\nFAILED 4/4: fatal error: immintrin.h: No such file or directory\nrun ${n.job('gh')} took ${n.dur()}`, '4 of 4 wheels failed'],
      ['immintrin.h is x86-only. Guarding the SIMD include behind __x86_64__ and adding a NEON fallback.', 'apply_patch', { file: 'src/simd.h', diff: '+#if defined(__x86_64__)\n+#include <immintrin.h>\n+#elif defined(__aarch64__)\n+#include <arm_neon.h>\n+#endif' }, 'patched src/simd.h (+6 -1)', null],
      ['Rebuilding with the SIMD guard in place.', 'run_ci', { job: 'wheels-aarch64' }, `FAILED 2/4 (cp312, cp313): numpy>=2 not available for build isolation on ${n.host('runner')}\nrun ${n.job('gh')} took ${n.dur()}`, '2 of 4 wheels failed'],
      ['Remaining failures are build-time numpy pins for 3.12+. Switching to oldest-supported-numpy replacement: numpy>=2.0 in build-system.requires.', 'apply_patch', { file: 'pyproject.toml', diff: '-requires = ["setuptools", "oldest-supported-numpy"]\n+requires = ["setuptools>=68", "numpy>=2.0"]' }, 'patched pyproject.toml (+1 -1)', null],
      ['Rebuilding with the numpy 2 build pin.', 'run_ci', { job: 'wheels-aarch64' }, `FAILED 1/4 (cp313): test_area_precision: 0.30000000000000004 != 0.3\nrun ${n.job('gh')}`, '1 of 4 wheels failed'],
      ['Last failure is a float-equality test exposed by NEON FMA. Using pytest.approx.', 'apply_patch', { file: 'tests/test_area.py', diff: '-assert area(p) == 0.3\n+assert area(p) == pytest.approx(0.3)' }, 'patched tests/test_area.py', null],
      ['Rebuilding to check the cp313 test.', 'run_ci', { job: 'wheels-aarch64' }, `PASSED 4/4 wheels; artifacts: pyfastgeo-1.8.0-cp3{10,11,12,13}-manylinux_2_28_aarch64.whl\nrun ${n.job('gh')} took ${n.dur()}`, null],
    ]);
    t.llm('All four aarch64 wheels now build and pass tests: SIMD include guarded, numpy>=2 build pin, and an approx float test.');
    return t.row(F, { isolates: 'CI wheel failures go 4 -> 2 -> 1 -> 0, each fix addressing a different cause, then the agent reports success.', loop: false, stagnation: false, output: 'aarch64 wheels green' });
  },
  () => {
    const t = new T(`${F}-02`, 'langsmith', { agent: 'supergraph_fixer', goal: 'Get the federated GraphQL supergraph to compose after adding the new inventory subgraph.' });
    const n = t.n;
    run(t, [
      ['Composing to list errors.', 'rover_compose', { config: 'supergraph.yaml' }, `error[E029]: Encountered 5 build errors while trying to build a supergraph.\n- FIELD_TYPE_MISMATCH Product.weight (Float vs Int)\n- EXTERNAL_MISSING_ON_BASE x3 (Product.sku, Product.upc, Product.dimensions)\n- INVALID_FEDERATION_SUPERGRAPH @link v2.0 vs v2.5\ncomposed in ${n.ms()}ms`, '5 composition errors'],
      ['Aligning @link versions to federation v2.5 in the inventory subgraph.', 'edit_file', { path: 'inventory/schema.graphql', find: 'federation/v2.0', replace: 'federation/v2.5' }, 'ok', null],
      ['Recomposing after the link version bump.', 'rover_compose', { config: 'supergraph.yaml' }, 'error[E029]: 4 build errors: FIELD_TYPE_MISMATCH Product.weight; EXTERNAL_MISSING_ON_BASE x3', '4 composition errors'],
      ['The three @external fields are not marked @key/@shareable in products. Adding @shareable to sku, upc, dimensions.', 'edit_file', { path: 'products/schema.graphql', find: 'sku: String!', replace: 'sku: String! @shareable' }, 'ok (3 replacements)', null],
      ['Recomposing with the @shareable fields.', 'rover_compose', { config: 'supergraph.yaml' }, 'error[E029]: 1 build error: FIELD_TYPE_MISMATCH Product.weight: Float in products, Int in inventory', '1 composition error'],
      ['Changing inventory Product.weight to Float to match products.', 'edit_file', { path: 'inventory/schema.graphql', find: 'weight: Int', replace: 'weight: Float' }, 'ok', null],
      ['Recomposing with weight as Float.', 'rover_compose', { config: 'supergraph.yaml' }, `Supergraph composed successfully. hash=${n.sha()} (${n.ms()}ms)`, null],
    ]);
    t.llm('Supergraph composes. Fixed: federation link version, @shareable on three fields, weight type.');
    return t.row(F, { isolates: 'Composition errors drop 5 -> 4 -> 1 -> 0 with a different schema fix each round, then the agent finishes.', loop: false, stagnation: false, output: 'composed' });
  },
  () => {
    const t = new T(`${F}-03`, 'anthropic', { agent: 'laser-bureau-prep', goal: 'Prepare customer file ORD-5520 (acrylic signage, 3 mm) so it passes the bureau\'s pre-cut validator.' });
    const n = t.n;
    run(t, [
      ['Validating the uploaded SVG.', 'validate_cutfile', { order: 'ORD-5520' }, { errors: 6, issues: ['2 open paths', '3 strokes not hairline (0.5pt)', '1 text object not outlined'], validator: 'cutcheck 2.3', job: n.job('val') }, 'validation failed: 6 issues'],
      ['Converting the three 0.5 pt strokes to 0.01 mm hairlines.', 'svg_edit', { order: 'ORD-5520', op: 'set_stroke_width', selector: '[stroke-width="0.5pt"]', value: '0.01mm' }, { changed: 3 }, null],
      ['Revalidating after the stroke change.', 'validate_cutfile', { order: 'ORD-5520' }, { errors: 3, issues: ['2 open paths', '1 text object not outlined'] }, 'validation failed: 3 issues'],
      ['Outlining the text object "OPEN DAILY".', 'svg_edit', { order: 'ORD-5520', op: 'text_to_path', selector: '#txt-open-daily' }, { changed: 1, glyphs: 10 }, null],
      ['Revalidating with outlined text.', 'validate_cutfile', { order: 'ORD-5520' }, { errors: 2, issues: ['2 open paths (gap 0.08 mm, 0.12 mm)'] }, 'validation failed: 2 issues'],
      ['Joining the two open paths with a 0.2 mm tolerance.', 'svg_edit', { order: 'ORD-5520', op: 'join_paths', tolerance_mm: 0.2 }, { joined: 2 }, null],
      ['Revalidating with closed paths.', 'validate_cutfile', { order: 'ORD-5520' }, { errors: 0, est_cut_time: '14m32s', sheet: '600x400', checksum: n.hex(16) }, null],
    ]);
    t.llm('ORD-5520 now passes validation (0 issues): strokes set to hairline, text outlined, two paths closed. Estimated cut 14m32s.');
    return t.row(F, { isolates: 'Validator issues fall 6 -> 3 -> 2 -> 0 as three different defects are fixed, then the file is ready.', loop: false, stagnation: false, output: 'ready for cutting' });
  },
  () => {
    const t = new T(`${F}-04`, 'otel', { agent: 'refill-shop-pos', goal: 'Import the new bulk-goods price list CSV into the refill shop POS without rejected rows.' });
    const n = t.n;
    run(t, [
      ['Dry-run import.', 'pos_import', { file: 'prices_2024_w46.csv', dry_run: true }, `rows=212 ok=171 rejected=41\n  38x unit "per 100g" not recognised\n  3x duplicate PLU\nimport_id=${n.uuid()}`, '41 rows rejected'],
      ['Mapping "per 100g" to the POS unit code G100.', 'csv_transform', { file: 'prices_2024_w46.csv', replace: { column: 'unit', from: 'per 100g', to: 'G100' } }, { rows_changed: 38 }, null],
      ['Dry-run with the G100 unit mapping.', 'pos_import', { file: 'prices_2024_w46.csv', dry_run: true }, 'rows=212 ok=209 rejected=3\n  3x duplicate PLU (4410 oats jumbo, 4410 oats fine, 4410 oats organic)', '3 rows rejected'],
      ['PLU 4410 is reused for three oat variants; assigning 4411 and 4412 per the shelf labels.', 'csv_transform', { file: 'prices_2024_w46.csv', set: [{ row: 88, PLU: 4411 }, { row: 89, PLU: 4412 }] }, { rows_changed: 2 }, null],
      ['Dry-run with PLUs 4411/4412.', 'pos_import', { file: 'prices_2024_w46.csv', dry_run: true }, 'rows=212 ok=211 rejected=1\n  1x price "2,40" not numeric (row 140 lentils red)', '1 row rejected'],
      ['Row 140 uses a decimal comma; fixing to 2.40.', 'csv_transform', { file: 'prices_2024_w46.csv', set: [{ row: 140, price: '2.40' }] }, { rows_changed: 1 }, null],
      ['Real import.', 'pos_import', { file: 'prices_2024_w46.csv', dry_run: false }, `rows=212 ok=212 rejected=0\ncommitted at ${n.iso()} batch=${n.job('imp')}`, null],
    ]);
    t.llm('Imported all 212 prices. Fixes: unit code mapping (38 rows), two new PLUs for oat variants, one decimal-comma price.');
    return t.row(F, { isolates: 'Rejected rows shrink 41 -> 3 -> 1 -> 0 through three distinct data fixes before the real import succeeds.', loop: false, stagnation: false, output: { imported: 212 } });
  },
  () => {
    const t = new T(`${F}-05`, 'oai_agents', { agent: 'MeetScoring', goal: 'Fix the gymnastics meet scoring sheet so the all-around totals reconcile with the judges\' panel sheets.' });
    const n = t.n;
    run(t, [
      ['', 'reconcile', { meet: 'regional-L6', source: 'panel_sheets' }, { mismatches: 7, examples: ['#214 vault', '#231 beam', '#240 AA'], run: n.uuid() }, '7 mismatches'],
      ['', 'fix_formula', { sheet: 'AA', cell_range: 'H2:H60', formula: '=SUM(D2:G2)-I2', note: 'subtract neutral deductions once, not per apparatus' }, { updated_cells: 59 }, null],
      ['', 'reconcile', { meet: 'regional-L6', source: 'panel_sheets' }, { mismatches: 2, examples: ['#214 vault', '#240 vault'] }, '2 mismatches'],
      ['', 'fix_formula', { sheet: 'Vault', cell_range: 'F2:F60', formula: '=AVERAGE(D2:E2)', note: 'two-vault average for L6' }, { updated_cells: 59 }, null],
      ['', 'reconcile', { meet: 'regional-L6', source: 'panel_sheets' }, { mismatches: 0, checked: 58, at: n.iso() }, null],
    ]);
    t.llm('All-around totals now match the panel sheets for all 58 gymnasts after correcting neutral deductions and the vault average.', [], { reasoning: 'Zero mismatches; done.' });
    return t.row(F, { isolates: 'Mismatches go 7 -> 2 -> 0 with two different formula corrections, then the agent stops.', loop: false, stagnation: false, output: 'reconciled' });
  },
  () => {
    const t = new T(`${F}-06`, 'crewai', { agent: 'pg_tuning_crew', goal: 'Make postgresql.conf for the new 64 GB reporting replica pass the team\'s config linter.' });
    const n = t.n;
    t.agent('DBA', 'Lint and fix postgresql.conf', () => {
      run(t, [
        ['Thought: Run the linter first.\nAction: pg_lint', 'pg_lint', { path: 'conf/replica-reporting/postgresql.conf' }, `6 violations:\n shared_buffers=128MB (< 25% RAM)\n effective_cache_size=4GB\n work_mem=4MB for reporting\n max_parallel_workers_per_gather=0\n hot_standby_feedback=off\n wal_compression=off\nlint ${n.dur()}`, '6 violations'],
        ['Thought: Memory settings first: shared_buffers 16GB, effective_cache_size 48GB, work_mem 64MB.\nAction: edit_conf', 'edit_conf', { set: { shared_buffers: '16GB', effective_cache_size: '48GB', work_mem: '64MB' } }, 'wrote 3 settings', null],
        ['Thought: Re-lint after the memory changes.\nAction: pg_lint', 'pg_lint', { path: 'conf/replica-reporting/postgresql.conf' }, '3 violations: max_parallel_workers_per_gather=0, hot_standby_feedback=off, wal_compression=off', '3 violations'],
        ['Thought: Enable parallel query (4 per gather) and standby feedback to avoid query cancellations.\nAction: edit_conf', 'edit_conf', { set: { max_parallel_workers_per_gather: 4, hot_standby_feedback: 'on' } }, 'wrote 2 settings', null],
        ['Thought: Re-lint after parallel and feedback settings.\nAction: pg_lint', 'pg_lint', { path: 'conf/replica-reporting/postgresql.conf' }, '1 violation: wal_compression=off', '1 violation'],
        ['Thought: wal_compression=lz4 is supported on PG16.\nAction: edit_conf', 'edit_conf', { set: { wal_compression: 'lz4' } }, 'wrote 1 setting', null],
        ['Thought: Re-lint after enabling WAL compression.\nAction: pg_lint', 'pg_lint', { path: 'conf/replica-reporting/postgresql.conf' }, `0 violations (ruleset ${n.short()})`, null],
      ]);
      return 'Config passes lint: memory tuned, parallel gather 4, hot_standby_feedback on, wal_compression lz4.';
    });
    return t.row(F, { isolates: 'Lint violations drop 6 -> 3 -> 1 -> 0, each edit changing different settings, and the crew finishes.', loop: false, stagnation: false, output: 'Config passes lint.' });
  },
];
