// Family 4: a different fix each time, the same check failing in the same way after every one.
export const family = 'fixes_same_failing_check';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'cheese shops (POS price-by-weight tests)', style: 'swe_agent',
    make(N) {
      const fail = (N) => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /testbed\ncollected 14 items\n\ntests/test_pricing.py ......F.......                                     [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_price_by_weight_comte ___________________________\n\n    def test_price_by_weight_comte():\n        item = WeighedItem(sku="COMTE-24M", price_per_kg=PRICE_TABLE["COMTE-24M"], grams=183)\n>       assert item.line_total() == Decimal("6.22")\nE       AssertionError: assert Decimal('6.21') == Decimal('6.22')\nE        +  where Decimal('6.21') = <bound method WeighedItem.line_total of <pos.pricing.WeighedItem object at ${N.addr()}>>()\n\ntests/test_pricing.py:58: AssertionError\n--------------------------- Captured log call ----------------------------------\nDEBUG    pos.pricing:pricing.py:41 price lookup COMTE-24M cache=${N.tmp('.db')}\n=========================== short test summary info ============================\nFAILED tests/test_pricing.py::test_price_by_weight_comte - AssertionError: assert Decimal('6.21') == Decimal('6.22')\n========================= 1 failed, 13 passed in ${(N.f() * 0.6 + 0.3).toFixed(2)}s =========================`;
      const t = { command: 'python -m pytest tests/test_pricing.py -q -p no:cacheprovider' };
      return {
        isolates: 'Four different edits to rounding and number types in pricing.py each end with the identical pytest failure (6.21 != 6.22) apart from the object address, temp path and run time.',
        goal: 'Comté sold by weight rings up one penny short at the till (183 g should be £6.22). Fix pos/pricing.py so tests/test_pricing.py passes.',
        spec: {
          agent: 'swe-agent', model: 'gpt-4o-2024-08-06', instance: 'cheeseshop-pos__pricing-113',
          system: 'SWE-agent: you are an autonomous programmer working in /testbed.',
          steps: [
            { llm: 'First I reproduce the failing test.' }, { tool: 'bash', args: t, out: fail },
            { llm: 'line_total probably uses default banker\'s rounding. I will switch quantize to ROUND_HALF_UP.' },
            { tool: 'str_replace_editor', args: { command: 'str_replace', path: '/testbed/pos/pricing.py', old_str: 'return (self.price_per_kg * self.grams / 1000).quantize(Decimal("0.01"))', new_str: 'return (self.price_per_kg * self.grams / 1000).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)' }, out: 'The file /testbed/pos/pricing.py has been edited. Review the changes and make sure they are as expected.' },
            { llm: '' }, { tool: 'bash', args: t, out: fail },
            { llm: 'Still 6.21. Maybe the weight should be converted to kilograms as a Decimal before multiplying, to avoid integer division artefacts.' },
            { tool: 'str_replace_editor', args: { command: 'str_replace', path: '/testbed/pos/pricing.py', old_str: 'self.grams / 1000', new_str: '(Decimal(self.grams) / Decimal(1000))' }, out: 'The file /testbed/pos/pricing.py has been edited. Review the changes and make sure they are as expected.' },
            { llm: '' }, { tool: 'bash', args: t, out: fail },
            { llm: 'The price_per_kg might be coming in as a float from PRICE_TABLE. I will coerce it via str() in __init__.' },
            { tool: 'str_replace_editor', args: { command: 'str_replace', path: '/testbed/pos/pricing.py', old_str: 'self.price_per_kg = price_per_kg', new_str: 'self.price_per_kg = Decimal(str(price_per_kg))' }, out: 'The file /testbed/pos/pricing.py has been edited. Review the changes and make sure they are as expected.' },
            { llm: '' }, { tool: 'bash', args: t, out: fail },
            { llm: 'Perhaps the decimal context precision is too low. Setting getcontext().prec = 28 explicitly at module import.' },
            { tool: 'str_replace_editor', args: { command: 'insert', path: '/testbed/pos/pricing.py', insert_line: 3, new_str: 'getcontext().prec = 28' }, out: 'The file /testbed/pos/pricing.py has been edited. Review the changes and make sure they are as expected.' },
            { llm: '' }, { tool: 'bash', args: t, out: fail },
          ],
          out: null, rootError: 'exit_cost: instance cost limit 2.00 exceeded', exitStatus: 'exit_cost',
        },
      };
    },
  },
  {
    id: '02', domain: 'taiko drumming school (Astro website build)', style: 'claude_agent_sdk',
    make(N) {
      const err = (N) => `\n> taiko-dojo-site@1.3.0 build\n> astro build\n\n${N.hhmm()}:${String(N.int(10, 59))} [build] output: "static"\n${N.hhmm()}:${String(N.int(10, 59))} [build] Collecting build info...\n${N.hhmm()}:${String(N.int(10, 59))} [vite] ✗ Build failed in ${N.int(180, 900)}ms\n[ERROR] [vite] ✗ [vite]: Rollup failed to resolve import "../components/DrumSchedule.astro" from "/home/sensei/taiko-dojo-site/src/pages/classes.astro".\nThis is most likely unintended because it can break your application at runtime.\n  Location:\n    /home/sensei/taiko-dojo-site/src/pages/classes.astro:3:27\n  Stack trace:\n    at viteWarn (file:///home/sensei/taiko-dojo-site/node_modules/vite/dist/node/chunks/dep-${N.b62(8)}.js:65839:17)`;
      const build = { command: 'npm run build 2>&1 | tail -n 12', description: 'Build the site' };
      return {
        isolates: 'Three different fixes (upgrading astro, Vite resolve.extensions, clearing caches) are each followed by the same Rollup unresolved-import error, differing only in clock times, build ms and the chunk hash.',
        goal: 'The Kodō Kids taiko school website fails `npm run build` since the class timetable component was added. Make the build pass.',
        spec: {
          agent: 'claude-code', model: 'claude-sonnet-4-20250514', cwd: '/home/sensei/taiko-dojo-site',
          system: 'Claude Code agent.',
          steps: [
            { llm: 'Let me run the build to see the error.' }, { tool: 'Bash', args: build, out: err },
            { llm: 'The project is on astro 4.0.3; there were resolver fixes for .astro imports in later 4.x releases. I\'ll upgrade astro within the major version.' },
            { tool: 'Bash', args: { command: 'npm install astro@^4.16.0', description: 'Upgrade astro' }, out: (N) => `\nchanged 14 packages, and audited 412 packages in ${N.int(3, 9)}s\n\n171 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities` },
            { llm: '' }, { tool: 'Bash', args: build, out: err },
            { llm: 'Same resolution failure. I\'ll add .astro to Vite\'s resolve.extensions in astro.config.mjs.' },
            { tool: 'Edit', args: { file_path: '/home/sensei/taiko-dojo-site/astro.config.mjs', old_string: 'export default defineConfig({', new_string: "export default defineConfig({\n  vite: { resolve: { extensions: ['.mjs', '.js', '.ts', '.astro', '.json'] } }," }, out: 'The file /home/sensei/taiko-dojo-site/astro.config.mjs has been updated.' },
            { llm: '' }, { tool: 'Bash', args: build, out: err },
            { llm: 'Maybe a stale Vite cache is holding the old module graph. Clearing node_modules/.vite and .astro.' },
            { tool: 'Bash', args: { command: 'rm -rf node_modules/.vite .astro dist && echo cleared', description: 'Clear caches' }, out: 'cleared' },
            { llm: '' }, { tool: 'Bash', args: build, out: err },
          ],
          out: null, rootError: 'error_max_turns',
        },
      };
    },
  },
  {
    id: '03', domain: 'tortilla factory (PLC recipe validation)', style: 'smolagents',
    make(N) {
      const v = (N) => `Execution logs:\nrecipe-validator 2.4.0  run=${N.uuid()}  at ${N.iso()}\nloading recipes/L2_corn_15cm.yaml ... ok\nloading recipes/L2_corn_18cm.yaml ... ok\n[L2_corn_15cm] masa_hydration_pct=62.0 OK  press_temp_c=215 OK  oven_dwell_s=28 OK\n[L2_corn_18cm] masa_hydration_pct=58.0 FAIL expected range [60.0, 66.0]\n[L2_corn_18cm] press_temp_c=218 OK  oven_dwell_s=31 OK\nRESULT: 1 recipe(s) failed validation (elapsed ${N.dur(50, 400)})\nLast output from code snippet:\nFalse`;
      const val = 'result = validate_recipes(line="L2")\nprint(result)';
      return {
        isolates: 'The agent changes water, flour and the lime ratio in one recipe file in turn; after each change the validator reports the same 18cm-recipe hydration failure with only the run id, time and elapsed changing.',
        goal: 'Line 2 cannot download recipes to the PLC because validation fails. Correct the corn tortilla recipe parameters so validation passes for line L2.',
        spec: {
          agent: 'recipe-agent', model: 'Qwen/Qwen2.5-Coder-32B-Instruct', agentClass: 'CodeAgent.run', toolNames: ['validate_recipes', 'edit_recipe', 'final_answer'],
          system: 'You are an expert assistant who can solve any task using code blobs.',
          steps: [
            { llm: 'I will run the validator for line L2.', code: val }, { tool: 'validate_recipes', args: { line: 'L2' }, out: v },
            { llm: 'Hydration is too low. I will raise water in the recipe from 41 L to 44 L per batch.', code: 'edit_recipe(path="recipes/L2_corn_15cm.yaml", key="water_l", value=44)\nprint(validate_recipes(line="L2"))' },
            { tool: 'edit_recipe', args: { path: 'recipes/L2_corn_15cm.yaml', key: 'water_l', value: 44 }, out: 'updated water_l: 41 -> 44' },
            { tool: 'validate_recipes', args: { line: 'L2' }, out: v },
            { llm: 'Still 58.0. Hydration is computed against flour mass, so I will lower flour from 70 kg to 66 kg instead.', code: 'edit_recipe(path="recipes/L2_corn_15cm.yaml", key="flour_kg", value=66)\nprint(validate_recipes(line="L2"))' },
            { tool: 'edit_recipe', args: { path: 'recipes/L2_corn_15cm.yaml', key: 'flour_kg', value: 66 }, out: 'updated flour_kg: 70 -> 66' },
            { tool: 'validate_recipes', args: { line: 'L2' }, out: v },
            { llm: 'The validator may derive hydration from the nixtamal lime ratio too. Reducing cal_pct from 1.2 to 1.0.', code: 'edit_recipe(path="recipes/L2_corn_15cm.yaml", key="cal_pct", value=1.0)\nprint(validate_recipes(line="L2"))' },
            { tool: 'edit_recipe', args: { path: 'recipes/L2_corn_15cm.yaml', key: 'cal_pct', value: 1.0 }, out: 'updated cal_pct: 1.2 -> 1.0' },
            { tool: 'validate_recipes', args: { line: 'L2' }, out: v },
            { llm: 'Maybe the rest time affects the computed hydration. Setting rest_min to 20.', code: 'edit_recipe(path="recipes/L2_corn_15cm.yaml", key="rest_min", value=20)\nprint(validate_recipes(line="L2"))' },
            { tool: 'edit_recipe', args: { path: 'recipes/L2_corn_15cm.yaml', key: 'rest_min', value: 20 }, out: 'updated rest_min: 15 -> 20' },
            { tool: 'validate_recipes', args: { line: 'L2' }, out: v },
          ],
          out: null, rootError: 'AgentMaxStepsError: Reached max steps.',
        },
      };
    },
  },
  {
    id: '04', domain: 'ramen shop ordering kiosk (Flutter widget test)', style: 'otel_genai',
    make(N) {
      const out = (N) => `${N.pick(['00:04', '00:05', '00:03'])} +0: loading /Users/ci/kiosk/test/order_summary_test.dart\n${N.pick(['00:06', '00:07'])} +3 -1: OrderSummary shows yen total with grouping [E]\n  Expected: '¥1,280'\n    Actual: '¥1280'\n     Which: is different.\n             Expected: ¥1,280\n               Actual: ¥1280\n                          ^\n              Differ at offset 2\n\n  package:matcher                                   expect\n  test/order_summary_test.dart 31:5                 main.<fn>\n\n  (build ${N.hex(8)}, device flutter-tester pid ${N.pid()})\n${N.pick(['00:07', '00:08'])} +4 -1: Some tests failed.`;
      const cmd = { command: 'flutter test test/order_summary_test.dart' };
      return {
        isolates: 'Three different approaches to yen formatting (NumberFormat.currency, simpleCurrency, setting Intl.defaultLocale) each leave the widget test failing with the identical expected/actual diff.',
        goal: 'The ramen kiosk order summary shows ¥1280 instead of ¥1,280. Fix the formatting in lib/widgets/order_summary.dart so the widget test passes.',
        spec: {
          agent: 'kiosk-dev-agent', model: 'gpt-4.1',
          system: 'You are a Flutter developer agent with run_shell and apply_patch tools.',
          steps: [
            { llm: '' }, { tool: 'run_shell', args: cmd, out: out, err: 'exit code 1' },
            { llm: 'The total is built with string interpolation. I will format with NumberFormat.currency(locale: "ja_JP", symbol: "¥", decimalDigits: 0).' },
            { tool: 'apply_patch', args: { patch: "*** Update File: lib/widgets/order_summary.dart\n@@\n-    Text('¥${order.total}'),\n+    Text(NumberFormat.currency(locale: 'ja_JP', symbol: '¥', decimalDigits: 0).format(order.total)),\n" }, out: 'Done!' },
            { llm: '' }, { tool: 'run_shell', args: cmd, out: out, err: 'exit code 1' },
            { llm: 'Still no grouping. The summary might use a separate helper; trying NumberFormat.simpleCurrency(name: "JPY") in lib/util/money.dart.' },
            { tool: 'apply_patch', args: { patch: "*** Update File: lib/util/money.dart\n@@\n-String yen(int v) => '¥$v';\n+String yen(int v) => NumberFormat.simpleCurrency(name: 'JPY').format(v);\n" }, out: 'Done!' },
            { llm: '' }, { tool: 'run_shell', args: cmd, out: out, err: 'exit code 1' },
            { llm: 'Perhaps intl falls back to a locale without grouping in tests. Setting Intl.defaultLocale = "ja_JP" in main.dart.' },
            { tool: 'apply_patch', args: { patch: "*** Update File: lib/main.dart\n@@\n void main() {\n+  Intl.defaultLocale = 'ja_JP';\n   runApp(const KioskApp());\n" }, out: 'Done!' },
            { llm: '' }, { tool: 'run_shell', args: cmd, out: out, err: 'exit code 1' },
          ],
          out: null,
        },
      };
    },
  },
  {
    id: '05', domain: 'wolf reserve (GPS collar data pipeline)', style: 'ai_sdk',
    make(N) {
      const res = (N) => ({ success: false, run_id: { run_name: `${N.local().replace(/[-: ]/g, '')}-collar_fixes`, run_time: N.isoOff(1) }, validation_results: [{ expectation: 'expect_column_values_to_be_between', column: 'lat', min_value: -90, max_value: 90, success: false, unexpected_count: 412, unexpected_percent: 100.0, partial_unexpected_list: [5712.3451, 5712.3398, 5712.3387] }, { expectation: 'expect_column_values_to_be_between', column: 'lon', min_value: -180, max_value: 180, success: true }], data_docs: `file://${N.tmp('/')}uncommitted/data_docs/local_site/index.html` });
      const chk = { checkpoint: 'collar_fixes', batch: 'collars/2025-02-*.csv' };
      return {
        isolates: 'After casting to float, dropping null fixes and then changing the CRS parameter, the same latitude-range expectation fails on the same 412 rows; only the run name, time and data-docs path change.',
        goal: 'The nightly data-quality checkpoint for the wolf pack GPS collar fixes is failing. Fix the ingest transform so the February batch passes validation.',
        spec: {
          agent: 'collar-pipeline-fixer', model: 'gpt-4o', maxSteps: 12,
          system: 'You maintain a small Python pipeline for GPS collar data at a wolf reserve. Tools: run_checkpoint, edit_transform.',
          steps: [
            { llm: '' }, { tool: 'run_checkpoint', args: chk, out: res },
            { llm: 'Latitude values look like they could be strings being compared lexically. I will cast lat/lon to float in transform.py.' },
            { tool: 'edit_transform', args: { file: 'pipeline/transform.py', patch: "+    df['lat'] = df['lat'].astype(float)\n+    df['lon'] = df['lon'].astype(float)" }, out: { ok: true, lines_changed: 2 } },
            { llm: '' }, { tool: 'run_checkpoint', args: chk, out: res },
            { llm: 'Maybe fixes without a satellite lock carry junk values. Dropping rows where fix_quality is 0 or lat is null.' },
            { tool: 'edit_transform', args: { file: 'pipeline/transform.py', patch: "+    df = df[(df['fix_quality'] > 0) & df['lat'].notna()]" }, out: { ok: true, lines_changed: 1 } },
            { llm: '' }, { tool: 'run_checkpoint', args: chk, out: res },
            { llm: 'The reprojection step may be receiving the wrong source CRS. Switching to_crs source from EPSG:27700 to EPSG:4326.' },
            { tool: 'edit_transform', args: { file: 'pipeline/transform.py', patch: "-    gdf = gdf.set_crs('EPSG:27700')\n+    gdf = gdf.set_crs('EPSG:4326')" }, out: { ok: true, lines_changed: 2 } },
            { llm: '' }, { tool: 'run_checkpoint', args: chk, out: res },
          ],
          out: null,
        },
      };
    },
  },
  {
    id: '06', domain: 'hedge-laying competition (results site TypeScript)', style: 'langgraph',
    make(N) {
      const tsc = (N) => `src/scoring.ts:42:18 - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\n42   return penalty(entry.styleClass, entry.stakesPerMetre);\n                    ~~~~~~~~~~~~~~~~\n\n\nFound 1 error in src/scoring.ts:42\n\n\nreal\t0m${(N.f() * 2 + 2).toFixed(3)}s\nuser\t0m${(N.f() * 4 + 3).toFixed(3)}s\nsys\t0m0.${N.int(200, 499)}s`;
      const c = { cmd: 'time npx tsc --noEmit -p .' };
      return {
        isolates: 'Three edits in the wrong places (a test fixture, a return annotation, skipLibCheck) leave the same TS2345 error at scoring.ts:42; only the `time` figures differ.',
        goal: 'CI for the county hedge-laying championship results site fails on the type check. Fix the TypeScript error so `tsc --noEmit` is clean.',
        spec: {
          agent: 'ts_fixer', model: 'claude-3-5-sonnet-20241022',
          system: 'You are a TypeScript maintenance agent. Tools: shell, write_file, read_file.',
          steps: [
            { llm: '' }, { tool: 'shell', args: c, out: tsc },
            { llm: 'styleClass can be undefined. The scoring test passes an entry without it; I will give the test fixture a style class.' },
            { tool: 'write_file', args: { path: 'src/scoring.test.ts', edit: "const entry = { competitor: 'J. Hollis', styleClass: 'Midland Bullock', stakesPerMetre: 2.2 }" }, out: 'wrote 1 change to src/scoring.test.ts' },
            { llm: '' }, { tool: 'shell', args: c, out: tsc },
            { llm: 'The test file is not the issue. Annotating scoring()\'s return type as number might narrow the call.' },
            { tool: 'write_file', args: { path: 'src/scoring.ts', edit: 'export function scoring(entry: Entry): number {' }, out: 'wrote 1 change to src/scoring.ts' },
            { llm: '' }, { tool: 'shell', args: c, out: tsc },
            { llm: 'Possibly a stale declaration in a dependency confuses the checker; enabling skipLibCheck in tsconfig.json.' },
            { tool: 'write_file', args: { path: 'tsconfig.json', edit: '    "skipLibCheck": true,' }, out: 'wrote 1 change to tsconfig.json' },
            { llm: '' }, { tool: 'shell', args: c, out: (N) => tsc(N) },
          ],
          out: null, rootError: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.',
        },
      };
    },
  },
];
