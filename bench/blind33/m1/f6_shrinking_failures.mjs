// Family 6 (healthy): fix cycle whose failure count drops with each different fix, then done.
export const family = 'shrinking_failures';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'telescope mirror grinding workshop', style: 'claude-agent-sdk',
    isolates: 'Test runs of a Foucault-test reduction library go 6 failed, 4, 1, 0 as three different bugs are fixed, then the agent reports done.',
    goal: 'The `foucault` package that reduces knife-edge readings for our 10-inch f/5 mirrors fails its tests after the numpy 2 upgrade. Get the suite green.',
    opts: { agent: 'claude-code', model: 'claude-sonnet-4-5-20250929', cwd: '/workspace/foucault' },
    build(k) {
      const r = k.r;
      const py = (fails, passed) => `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.2\ncollected 22 items\n\n${fails.map((f) => `FAILED ${f}`).join('\n')}${fails.length ? '\n' : ''}======================== ${fails.length ? fails.length + ' failed, ' : ''}${passed} passed in ${r.secs(0.4, 2)}s ========================`;
      const ch = [
        ...k.t({ calls: [{ name: 'Bash', args: { command: 'python -m pytest -q', description: 'Run test suite' }, out: py(['tests/test_zones.py::test_zone_radii_10in - AttributeError: module \'numpy\' has no attribute \'float_\'', 'tests/test_zones.py::test_zone_radii_8in - AttributeError: module \'numpy\' has no attribute \'float_\'', 'tests/test_reduce.py::test_conic_constant - AttributeError: module \'numpy\' has no attribute \'float_\'', 'tests/test_reduce.py::test_wavefront_rms - AttributeError: module \'numpy\' has no attribute \'float_\'', 'tests/test_reduce.py::test_millies_lacroix - ValueError: setting an array element with a sequence', 'tests/test_io.py::test_read_couder_csv - TypeError: loadtxt() got an unexpected keyword argument \'skiprows\''], 16), err: 'Exit code 1' }] }),
        ...k.t({ text: 'Four failures are the removed `np.float_` alias. Replacing it with `np.float64` in zones.py and reduce.py.', calls: [{ name: 'Edit', args: { file_path: '/workspace/foucault/foucault/zones.py', old_string: 'dtype=np.float_', new_string: 'dtype=np.float64', replace_all: true }, out: 'The file /workspace/foucault/foucault/zones.py has been updated. All occurrences of \'dtype=np.float_\' were successfully replaced with \'dtype=np.float64\'.' }] }),
        ...k.t({ calls: [{ name: 'Bash', args: { command: 'python -m pytest -q', description: 'Re-run tests' }, out: py(['tests/test_reduce.py::test_conic_constant - AttributeError: module \'numpy\' has no attribute \'float_\'', 'tests/test_reduce.py::test_wavefront_rms - AttributeError: module \'numpy\' has no attribute \'float_\'', 'tests/test_reduce.py::test_millies_lacroix - ValueError: setting an array element with a sequence', 'tests/test_io.py::test_read_couder_csv - TypeError: loadtxt() got an unexpected keyword argument \'skiprows\''], 18), err: 'Exit code 1' }] }),
        ...k.t({ text: 'zones.py is fixed (6 → 4). reduce.py still uses the alias and also builds the Millies-Lacroix table from a ragged list of per-zone readings; averaging each zone before building the float64 array fixes both. The loadtxt failure is separate, I\'ll look at it after.', calls: [{ name: 'Edit', args: { file_path: '/workspace/foucault/foucault/reduce.py', old_string: 'readings = np.array([z.readings for z in zones], dtype=np.float_)', new_string: 'readings = np.array([np.mean(z.readings) for z in zones], dtype=np.float64)' }, out: 'The file /workspace/foucault/foucault/reduce.py has been updated.' }] }),
        ...k.t({ calls: [{ name: 'Bash', args: { command: 'python -m pytest -q', description: 'Re-run tests' }, out: py(['tests/test_io.py::test_read_couder_csv - TypeError: loadtxt() got an unexpected keyword argument \'skiprows\''], 21), err: 'Exit code 1' }] }),
        ...k.t({ calls: [{ name: 'Read', args: { file_path: '/workspace/foucault/foucault/io.py', offset: 10, limit: 8 }, out: '    10\tdef read_couder_csv(path):\n    11\t    opts = dict(delimiter=",", skiprows=1)\n    12\t    return np.loadtxt(path, **opts, **LEGACY_KW)\n    13\t\n    14\tLEGACY_KW = {"skiprows ": 0}\n' }] }),
        ...k.t({ text: 'The last one is a stray `"skiprows "` key with a trailing space in LEGACY_KW. Removing it.', calls: [{ name: 'Edit', args: { file_path: '/workspace/foucault/foucault/io.py', old_string: '    return np.loadtxt(path, **opts, **LEGACY_KW)\n\nLEGACY_KW = {"skiprows ": 0}', new_string: '    return np.loadtxt(path, **opts)' }, out: 'The file /workspace/foucault/foucault/io.py has been updated.' }] }),
        ...k.t({ calls: [{ name: 'Bash', args: { command: 'python -m pytest -q', description: 'Re-run tests' }, out: py([], 22) }] }),
        ...k.t({ text: 'All 22 tests pass. Changes: `np.float_` → `np.float64` in zones.py and reduce.py, zone readings averaged before building the array (fixes the ragged Millies-Lacroix table), and a bogus `"skiprows "` kwarg removed from io.py.' }),
      ];
      return k.root(ch, { output: 'All 22 tests pass after three fixes (numpy alias, ragged zone array, stray loadtxt kwarg).', meta: { num_turns: 9, subtype: 'success' } });
    },
  },
  {
    n: '02', domain: 'lahar warning siren network', style: 'openhands',
    isolates: 'The siren-zone config validator reports 5, then 3, then 1, then 0 errors as different config mistakes are corrected; then the config is committed.',
    goal: 'Add the new Orting Valley siren zone (OV-07, four sirens) to sirens.yaml and make `sirenctl validate` pass before tonight\'s monthly test broadcast.',
    opts: { agent: 'CodeActAgent', model: 'claude-3-7-sonnet-20250219' },
    build(k) {
      const r = k.r;
      const v = (errs) => ({ name: 'execute_bash', obs: 'CmdRunAction', args: { command: 'sirenctl validate config/sirens.yaml' }, out: `sirenctl ${'1.9.4'} — validating config/sirens.yaml\n${errs.map((e) => '  ✗ ' + e).join('\n')}${errs.length ? '' : '  ✓ 31 zones, 142 sirens, 0 errors'}\n${errs.length} error(s) (${r.int(30, 180)} ms)`, extras: { metadata: { exit_code: errs.length ? 1 : 0 } } });
      const ed = (path, o, n) => ({ name: 'str_replace_editor', obs: 'FileEditAction', args: { command: 'str_replace', path, old_str: o, new_str: n }, out: `The file ${path} has been edited. Review the changes and make sure they are as expected.` });
      const ch = [
        ...k.t({ think: 'Validate after adding the zone block to see what is wrong.', calls: [v(['OV-07.sirens[0].lat: 46.9812 outside zone polygon', 'OV-07.sirens[2].id "OV07-3" does not match ^OV-07-\\d{2}$', 'OV-07.sirens[3].id "OV07-4" does not match ^OV-07-\\d{2}$', 'OV-07.tone: "wail" not in [alert_lahar, test_westminster, all_clear]', 'OV-07.radio.channel 9 already used by zone PY-02'])] }),
        ...k.t({ think: 'Two ids use the old naming; renaming OV07-3 and OV07-4 to OV-07-03/04.', calls: [ed('/workspace/config/sirens.yaml', '      - id: OV07-3\n', '      - id: OV-07-03\n')] }),
        ...k.t({ think: 'Fix the fourth siren id too.', calls: [ed('/workspace/config/sirens.yaml', '      - id: OV07-4\n', '      - id: OV-07-04\n')] }),
        ...k.t({ think: 'Re-validate after the two id fixes.', calls: [v(['OV-07.sirens[0].lat: 46.9812 outside zone polygon', 'OV-07.tone: "wail" not in [alert_lahar, test_westminster, all_clear]', 'OV-07.radio.channel 9 already used by zone PY-02'])] }),
        ...k.t({ think: 'Tone must be alert_lahar, and channel 9 collides with Puyallup zone 2; the frequency plan leaves channel 14 free for the valley.', calls: [ed('/workspace/config/sirens.yaml', '    tone: wail\n    radio:\n      channel: 9', '    tone: alert_lahar\n    radio:\n      channel: 14')] }),
        ...k.t({ think: 'Validate again; only the coordinate should remain.', calls: [v(['OV-07.sirens[0].lat: 46.9812 outside zone polygon'])] }),
        ...k.t({ think: 'Siren OV-07-01 at the fire station is 46.9182 N per the survey sheet; the digits were transposed.', calls: [ed('/workspace/config/sirens.yaml', '        lat: 46.9812', '        lat: 46.9182')] }),
        ...k.t({ think: 'Final validation.', calls: [v([])] }),
        ...k.t({ think: 'Commit the validated config.', calls: [{ name: 'execute_bash', obs: 'CmdRunAction', args: { command: 'git add config/sirens.yaml && git commit -m "Add Orting Valley zone OV-07 (4 sirens, ch14)"' }, out: `[main ${r.hex(7)}] Add Orting Valley zone OV-07 (4 sirens, ch14)\n 1 file changed, 27 insertions(+)` }] }),
        ...k.t({ text: 'Zone OV-07 is added and validates cleanly (5 → 3 → 1 → 0 errors): fixed two siren ids, tone alert_lahar, radio channel 14, and a transposed latitude. Committed.' }),
      ];
      return k.root(ch, { output: 'OV-07 added; sirenctl validate passes with 0 errors; committed.', meta: { agent_state: 'FINISHED' } });
    },
  },
  {
    n: '03', domain: 'wood-burning stove installers quote tool', style: 'plain',
    isolates: 'ESLint error count on the quote calculator goes 7, 3, 1, 0 across three distinct fixes; the agent then reports the clean run.',
    goal: 'Our stove-installation quote calculator fails the lint step in CI. Fix the lint errors in src/quote/ without changing behaviour.',
    opts: { agent: 'lint-fixer', model: 'gpt-4.1-mini', system: 'You fix JavaScript lint errors. Tools: run, edit.' },
    build(k) {
      const r = k.r;
      const lint = (lines) => `\n/app/src/quote/${lines.length ? '' : ''}\n${lines.join('\n')}\n\n${lines.length ? `✖ ${lines.length} problem${lines.length > 1 ? 's' : ''} (${lines.length} error${lines.length > 1 ? 's' : ''}, 0 warnings)` : ''}\nDone in ${r.secs(1, 3)}s.`;
      const all = ['  flue.js 12:7  error  \'minHeight\' is assigned a value but never used  no-unused-vars', '  flue.js 31:5  error  Unexpected console statement  no-console', '  hearth.js 8:1  error  \'lodash\' should be listed in the project\'s dependencies  import/no-extraneous-dependencies', '  hearth.js 22:18  error  Expected \'===\' and instead saw \'==\'  eqeqeq', '  hearth.js 40:18  error  Expected \'===\' and instead saw \'==\'  eqeqeq', '  vat.js 5:14  error  \'VAT_RATE\' is already declared in the upper scope  no-shadow', '  vat.js 19:3  error  Unreachable code  no-unreachable'];
      const ch = [
        ...k.t({ calls: [{ name: 'run', args: { cmd: 'npx eslint src/quote' }, out: lint(all) }] }),
        ...k.t({ text: 'Fixing the easy ones first: the two == comparisons in hearth.js, the console.log in flue.js and the unused minHeight.', calls: [{ name: 'edit', args: { file: 'src/quote/hearth.js', replacements: [{ line: 22, from: 'if (hearth.type == \'constructional\')', to: 'if (hearth.type === \'constructional\')' }, { line: 40, from: 'depth == null', to: 'depth === null || depth === undefined' }] }, out: 'ok: 2 replacements' }, { name: 'edit', args: { file: 'src/quote/flue.js', replacements: [{ line: 12, from: 'const minHeight = 4.5;', to: '' }, { line: 31, from: 'console.log(\'flue\', flue);', to: '' }] }, out: 'ok: 2 replacements' }] }),
        ...k.t({ calls: [{ name: 'run', args: { cmd: 'npx eslint src/quote' }, out: lint(all.slice(2, 3).concat(all.slice(5))) }] }),
        ...k.t({ text: 'Down to 3. In vat.js the inner VAT_RATE shadows the module constant; rename it to reducedRate (5% applies to installs with insulation) and remove the dead return.', calls: [{ name: 'edit', args: { file: 'src/quote/vat.js', replacements: [{ line: 5, from: 'const VAT_RATE = job.energySaving ? 0.05 : VAT_RATE;', to: 'const rate = job.energySaving ? REDUCED_RATE : VAT_RATE;' }, { line: 19, from: '  return total;', to: '' }] }, out: 'ok: 2 replacements' }] }),
        ...k.t({ calls: [{ name: 'run', args: { cmd: 'npx eslint src/quote' }, out: lint(all.slice(2, 3)) }] }),
        ...k.t({ text: 'Last one: hearth.js imports lodash only for clamp. Replacing it with Math.min/Math.max avoids adding a dependency.', calls: [{ name: 'edit', args: { file: 'src/quote/hearth.js', replacements: [{ line: 8, from: 'import { clamp } from \'lodash\';', to: 'const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));' }] }, out: 'ok: 1 replacement' }] }),
        ...k.t({ calls: [{ name: 'run', args: { cmd: 'npx eslint src/quote && npm test -- --silent' }, out: `Done in ${r.secs(1, 3)}s.\n\nTest Suites: 4 passed, 4 total\nTests:       38 passed, 38 total\nTime:        ${r.secs(1, 4)} s` }] }),
        ...k.t({ text: 'Lint is clean (7 → 3 → 1 → 0) and the 38 quote tests still pass.' }),
      ];
      return k.root(ch, { output: 'Lint clean, tests pass.' });
    },
  },
  {
    n: '04', domain: 'conveyor-belt sushi restaurant billing', style: 'swe-agent',
    isolates: 'Plate-colour pricing tests go 5 failed, 2, then 0 after two different fixes, and the agent submits.',
    goal: 'Issue #212: the bill for a kaiten-zushi table is wrong when plates of mixed colours and the happy-hour discount are combined. Fix `billing.py` so tests/test_billing.py passes.',
    opts: { agent: 'swe-agent', model: 'gpt-4o', instance: 'kaiten-pos__212' },
    build(k) {
      const r = k.r;
      const res = (f, p) => `${f.map((x) => 'FAILED tests/test_billing.py::' + x).join('\n')}\n${f.length ? f.length + ' failed, ' : ''}${p} passed in ${r.secs(0.1, 0.9)}s`;
      const ch = [
        ...k.t({ think: 'Run the billing tests to see the current state.', calls: [{ name: 'bash', args: { command: 'pytest tests/test_billing.py -q' }, out: res(['test_gold_plate_price - assert 480 == 500', 'test_mixed_colours - assert 1620 == 1640', 'test_happy_hour_red_only - assert 1080 == 1040', 'test_happy_hour_mixed - assert 2290 == 2210', 'test_service_charge_rounding - assert 3377 == 3380'], 9) }] }),
        ...k.t({ think: 'PLATE_PRICES has gold at 480 yen but the menu and tests say 500. Gold appears in two failing cases.', calls: [{ name: 'edit', args: { command: 'edit 7:7\n    "gold": 500,\nend_of_edit' }, out: '[File: /kaiten-pos/kaiten/billing.py (88 lines total)]\n7:    "gold": 500,\nFile updated.' }] }),
        ...k.t({ think: 'Re-run to see what remains after the gold price fix.', calls: [{ name: 'bash', args: { command: 'pytest tests/test_billing.py -q' }, out: res(['test_happy_hour_red_only - assert 1080 == 1040', 'test_happy_hour_mixed - assert 2290 == 2210'], 12) }] }),
        ...k.t({ think: 'Happy hour should discount red and blue plates by 20 yen each, but the loop applies it once per order line, not per plate. Multiply by plate count.', calls: [{ name: 'edit', args: { command: 'edit 52:53\n        if colour in HAPPY_HOUR_COLOURS and order.happy_hour:\n            discount += HAPPY_HOUR_DISCOUNT * count\nend_of_edit' }, out: '[File: /kaiten-pos/kaiten/billing.py (88 lines total)]\n52:        if colour in HAPPY_HOUR_COLOURS and order.happy_hour:\n53:            discount += HAPPY_HOUR_DISCOUNT * count\nFile updated.' }] }),
        ...k.t({ think: 'Run the tests again.', calls: [{ name: 'bash', args: { command: 'pytest tests/test_billing.py -q' }, out: res([], 14) }] }),
        ...k.t({ think: 'All 14 billing tests pass: gold plate price corrected and happy-hour discount applied per plate. Submitting.' }),
      ];
      return k.root(ch, { output: { submission: 'diff --git a/kaiten/billing.py b/kaiten/billing.py\n@@ -7 +7 @@\n-    "gold": 480,\n+    "gold": 500,\n@@ -53 +53 @@\n-            discount += HAPPY_HOUR_DISCOUNT\n+            discount += HAPPY_HOUR_DISCOUNT * count', exit_status: 'submitted' } });
    },
  },
  {
    n: '05', domain: 'hovercraft rescue crew training records', style: 'ai-sdk',
    isolates: 'Importing training records: schema validation errors fall 6, 4, 1, 0 as different record problems are corrected, then the import succeeds.',
    goal: 'Import this quarter\'s hovercraft rescue crew training log (training_q3.csv) into the competency system; fix any rows the validator rejects.',
    opts: { agent: 'training-records', model: 'gpt-4o-mini', system: 'You maintain crew competency records for an inshore hovercraft rescue unit.' },
    build(k) {
      const r = k.r;
      const val = (errs) => ({ valid: errs.length === 0, error_count: errs.length, errors: errs, validator: 'competency-schema@3.2', run: r.uuid() });
      const e = [{ row: 4, field: 'craft', msg: 'unknown craft "GRIFFON 470TD"; expected one of H-01, H-02' }, { row: 9, field: 'date', msg: '"31/09/2025" is not a valid date' }, { row: 11, field: 'assessor_id', msg: 'assessor A-118 not certified for mud rescue' }, { row: 12, field: 'craft', msg: 'unknown craft "GRIFFON 470TD"; expected one of H-01, H-02' }, { row: 15, field: 'hours', msg: '-1.5 is less than minimum 0' }, { row: 17, field: 'module', msg: '"Night nav" not in syllabus; did you mean "NAV-NIGHT"?' }];
      const ch = [
        ...k.t({ calls: [{ name: 'validate_training_csv', args: { file: 'training_q3.csv' }, out: val(e) }] }),
        ...k.t({ text: 'Rows 4 and 12 use the craft model name instead of the fleet id. The unit\'s Griffon 470TD is H-02.', calls: [{ name: 'patch_rows', args: { file: 'training_q3.csv', set: [{ row: 4, craft: 'H-02' }, { row: 12, craft: 'H-02' }] }, out: { patched: 2 } }] }),
        ...k.t({ calls: [{ name: 'validate_training_csv', args: { file: 'training_q3.csv' }, out: val(e.filter((x) => x.field !== 'craft')) }] }),
        ...k.t({ text: 'Row 9\'s date must be 30 September (the exercise log says Tuesday 30/09), row 15 hours is a sign error (1.5), and row 17 maps to NAV-NIGHT.', calls: [{ name: 'patch_rows', args: { file: 'training_q3.csv', set: [{ row: 9, date: '30/09/2025' }, { row: 15, hours: 1.5 }, { row: 17, module: 'NAV-NIGHT' }] }, out: { patched: 3 } }] }),
        ...k.t({ calls: [{ name: 'validate_training_csv', args: { file: 'training_q3.csv' }, out: val([e[2]]) }] }),
        ...k.t({ text: 'A-118 cannot sign off mud rescue. The roster shows the session was co-assessed by A-104, who is certified, so I\'ll record A-104 as the assessor.', calls: [{ name: 'patch_rows', args: { file: 'training_q3.csv', set: [{ row: 11, assessor_id: 'A-104', note: 'co-assessed with A-118' }] }, out: { patched: 1 } }] }),
        ...k.t({ calls: [{ name: 'validate_training_csv', args: { file: 'training_q3.csv' }, out: val([]) }] }),
        ...k.t({ calls: [{ name: 'import_training', args: { file: 'training_q3.csv', quarter: '2025-Q3' }, out: { imported: 23, skipped: 0, batch: 'imp_' + r.hex(10) } }] }),
        ...k.t({ text: 'Imported all 23 Q3 training rows after fixing 6 validation errors (craft ids, a date, negative hours, a module code and an uncertified assessor).' }),
      ];
      return k.root(ch, { output: { 'ai.response.text': 'Imported all 23 Q3 training rows after fixing 6 validation errors.' } });
    },
  },
  {
    n: '06', domain: 'cricket bat willow growers', style: 'smolagents',
    isolates: 'Data-quality checks on a willow plantation inventory fail 4, then 2, then 0 as different cleaning steps are applied; then the summary is produced.',
    goal: 'Clean the 2025 willow clone inventory (plantation_2025.csv) so it passes the grower association\'s data checks, then tell me how many Salix alba caerulea trees are ready to fell this winter.',
    opts: { agent: 'willow-data', model: 'Qwen/Qwen2.5-72B-Instruct' },
    build(k) {
      const r = k.r;
      const ch = [
        ...k.t({ think: 'Run the association checks on the raw file first.', code: 'report = run_checks(path="plantation_2025.csv")\nprint(report)', calls: [{ name: 'run_checks', args: { path: 'plantation_2025.csv' }, out: `Execution logs:\nchecks: 9 run, 4 failed (${r.dur(80, 400)})\n FAIL girth_cm numeric: 12 rows contain text like "58cm"\n FAIL planted_year range: 3 rows with 2205\n FAIL clone in registry: 7 rows "Caerulea" (case)\n FAIL duplicate tree_id: T-0441, T-0442\n` }] }),
        ...k.t({ think: 'Strip units from girth, normalise clone names to the registry casing.', code: 'df = load_csv("plantation_2025.csv")\ndf["girth_cm"] = df["girth_cm"].str.replace("cm", "").astype(float)\ndf["clone"] = df["clone"].str.lower()\nsave_csv(df, "plantation_2025_clean.csv")\nprint(run_checks(path="plantation_2025_clean.csv"))', calls: [{ name: 'run_checks', args: { path: 'plantation_2025_clean.csv' }, out: `Execution logs:\nchecks: 9 run, 2 failed (${r.dur(80, 400)})\n FAIL planted_year range: 3 rows with 2205\n FAIL duplicate tree_id: T-0441, T-0442\n` }] }),
        ...k.t({ think: 'Year 2205 is a typo for 2005 in rows from block C; duplicate ids come from a re-tagged row pair, keep the later survey.', code: 'df.loc[df.planted_year == 2205, "planted_year"] = 2005\ndf = df.sort_values("survey_date").drop_duplicates("tree_id", keep="last")\nsave_csv(df, "plantation_2025_clean.csv")\nprint(run_checks(path="plantation_2025_clean.csv"))', calls: [{ name: 'run_checks', args: { path: 'plantation_2025_clean.csv', after: 'year+dedupe' }, out: `Execution logs:\nchecks: 9 run, 0 failed (${r.dur(80, 400)})\n` }] }),
        ...k.t({ think: 'Now count caerulea trees at felling girth (>= 150 cm at 1.5 m, typically 15+ years).', code: 'ready = df[(df.clone == "salix alba caerulea") & (df.girth_cm >= 150)]\nprint(len(ready), ready.block.value_counts().to_dict())', calls: [{ name: 'python_eval', args: { expr: 'count ready caerulea >= 150cm' }, out: 'Execution logs:\n214 {\'A\': 88, \'C\': 71, \'D\': 55}\n' }] }),
        ...k.t({ think: 'Checks pass and I have the count.', text: 'Inventory cleaned (4 → 2 → 0 failed checks). 214 Salix alba caerulea trees are at felling girth this winter: 88 in block A, 71 in C and 55 in D.' }),
      ];
      return k.root(ch, { output: 'Inventory cleaned; 214 caerulea trees ready (A 88, C 71, D 55).' });
    },
  },
];
