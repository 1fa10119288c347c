// Family 6 (healthy): a fix cycle where the failure count drops with each different fix, then done.
export const family = 'shrinking_failure_fixes';
export const loop = false;
export const stagnation = false;
export const summary = 'Run-fix-run cycle: the same check is re-run, but each fix is different and the failure count strictly drops to zero, then the agent finishes.';

export const rows = [
  {
    n: '01', domain: 'segway tour booking site (TypeScript build)', style: 'claude_sdk',
    isolates: 'A coding agent fixes a TypeScript build for a segway-tour booking site: tsc reports 6, then 4, then 1, then 0 errors, each round fixing a different cause.',
    goal: 'The segway tours booking site fails `npm run build` after the date-fns v3 upgrade. Make the build pass.',
    build: (N) => {
      const tsc = (out, err) => ({ name: 'Bash', args: { command: 'npx tsc --noEmit -p .', description: 'Type-check' }, out, ...(err ? { err: 'Exit code 2' } : {}) });
      return {
        agent: 'claude-code', cwd: '/home/dev/segway-tours-web', turns: [
          { say: 'Running the type-checker to see the errors.', calls: [tsc(`src/lib/slots.ts(3,10): error TS2305: Module '"date-fns"' has no exported member 'format'.\nsrc/lib/slots.ts(3,18): error TS2305: Module '"date-fns"' has no exported member 'addMinutes'.\nsrc/lib/slots.ts(41,22): error TS7006: Parameter 't' implicitly has an 'any' type.\nsrc/pages/book.tsx(12,10): error TS2305: Module '"date-fns"' has no exported member 'parseISO'.\nsrc/pages/book.tsx(88,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\nsrc/api/tours.ts(19,5): error TS2739: Type '{ id: number; }' is missing the following properties from type 'Tour': name, durationMin\n\nFound 6 errors in 3 files.`, true)] },
          { think: 'Three errors come from importing date-fns through a deep path that v3 removed; the imports in slots.ts and book.tsx need to use the package root with named exports. I will fix both import lines.', calls: [{ name: 'Edit', args: { file_path: 'src/lib/slots.ts', old_string: "import { format, addMinutes } from 'date-fns/esm';", new_string: "import { format, addMinutes } from 'date-fns';" }, out: 'The file src/lib/slots.ts has been updated.' }, { name: 'Edit', args: { file_path: 'src/pages/book.tsx', old_string: "import { parseISO } from 'date-fns/esm';", new_string: "import { parseISO } from 'date-fns';" }, out: 'The file src/pages/book.tsx has been updated.' }, tsc(`src/lib/slots.ts(41,22): error TS7006: Parameter 't' implicitly has an 'any' type.\nsrc/lib/slots.ts(44,9): error TS2345: Argument of type 'number' is not assignable to parameter of type 'Date'.\nsrc/pages/book.tsx(88,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\nsrc/api/tours.ts(19,5): error TS2739: Type '{ id: number; }' is missing the following properties from type 'Tour': name, durationMin\n\nFound 4 errors in 3 files.`, true)] },
          { think: 'Import errors are gone; a new one surfaced in slots.ts line 44 where a timestamp number is passed to addMinutes. Typing the callback parameter as Date and wrapping with new Date() fixes lines 41 and 44. The tours.ts fixture needs name and durationMin filled in.', calls: [{ name: 'Edit', args: { file_path: 'src/lib/slots.ts', old_string: 'slots.map((t) => addMinutes(t.start, 30))', new_string: 'slots.map((t: Slot) => addMinutes(new Date(t.start), 30))' }, out: 'The file src/lib/slots.ts has been updated.' }, { name: 'Edit', args: { file_path: 'src/api/tours.ts', old_string: 'return { id };', new_string: "return { id, name: row.name, durationMin: row.duration_min };" }, out: 'The file src/api/tours.ts has been updated.' }, tsc(`src/pages/book.tsx(88,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n\nFound 1 error in src/pages/book.tsx:88`, true)] },
          { think: 'Last one: the booking form passes router.query.tour, which may be undefined. Guard it with an early return before rendering the form.', calls: [{ name: 'Edit', args: { file_path: 'src/pages/book.tsx', old_string: 'const tourId: string = router.query.tour;', new_string: "const tourId = typeof router.query.tour === 'string' ? router.query.tour : '';\n  if (!tourId) return <NotFound />;" }, out: 'The file src/pages/book.tsx has been updated.' }, tsc('', false), { name: 'Bash', args: { command: 'npm run build', description: 'Full build' }, out: `> segway-tours-web@2.3.0 build\n> next build\n\n  ▲ Next.js 14.2.${N.int(1, 20)}\n ✓ Compiled successfully\n ✓ Generating static pages (14/14)\nRoute (pages)  Size  First Load JS\n○ /book  ${N.int(3, 9)}.${N.int(1, 9)} kB  ${N.int(90, 120)} kB\nDone in ${N.secs(20, 60)}s.` }] },
          { say: 'The build passes. Fixed: date-fns v3 imports in two files, Slot typing and Date wrapping in slots.ts, the Tour fixture in tours.ts, and an undefined query guard in book.tsx.' },
        ],
      };
    },
  },
  {
    n: '02', domain: 'flood barrier sensor firmware (C unit tests)', style: 'smolagents',
    isolates: 'An agent fixing flood-barrier sensor firmware reruns the Unity test suite: 5 failures, then 3, then 1, then 0, with a different bug fixed each time.',
    goal: 'Make the firmware unit tests for the demountable flood barrier water-level sensor pass (make test) and explain what was wrong.',
    build: (N) => {
      const mk = (fails, lines) => ({ name: 'run_shell', args: { cmd: 'make test' }, out: `gcc -Wall -Wextra -O0 -Itest/unity src/level.c src/filter.c test/test_level.c -o build/test_level\n./build/test_level\n${lines}\n-----------------------\n${18} Tests ${fails} Failures 0 Ignored\n${fails ? 'FAIL' : 'OK'}\n(make: elapsed ${N.secs(0.3, 2.5)}s, pid ${N.int(2000, 60000)})`, ...(fails ? { err: `make: *** [Makefile:31: test] Error 1` } : {}) });
      return {
        agent: 'firmware_fixer', turns: [
          { think: 'Run the tests to see the current state.', calls: [mk(5, 'test/test_level.c:22:test_raw_to_mm_zero:FAIL: Expected 0 Was -3\ntest/test_level.c:30:test_raw_to_mm_full:FAIL: Expected 2500 Was 2497\ntest/test_level.c:41:test_median_filter_odd:FAIL: Expected 512 Was 498\ntest/test_level.c:55:test_overflow_alarm:FAIL: Expected TRUE Was FALSE\ntest/test_level.c:63:test_hysteresis_clear:FAIL: Expected FALSE Was TRUE')] },
          { think: 'The zero and full-scale tests are off by 3 mm: raw_to_mm subtracts the 3 mm probe offset twice. I will remove the duplicate subtraction in level.c.', calls: [{ name: 'edit_file', args: { path: 'src/level.c', find: 'mm = mm - PROBE_OFFSET_MM;', replace: '' }, out: 'edited src/level.c (1 hunk)' }, mk(3, 'test/test_level.c:41:test_median_filter_odd:FAIL: Expected 512 Was 498\ntest/test_level.c:55:test_overflow_alarm:FAIL: Expected TRUE Was FALSE\ntest/test_level.c:63:test_hysteresis_clear:FAIL: Expected FALSE Was TRUE')] },
          { think: 'The median filter returns element n/2 of an unsorted buffer; it needs an insertion sort on the copy before indexing. That should fix 498 vs 512.', calls: [{ name: 'edit_file', args: { path: 'src/filter.c', find: 'return buf[n / 2];', replace: 'insertion_sort(tmp, n);\n    return tmp[n / 2];' }, out: 'edited src/filter.c (1 hunk)' }, mk(1, 'test/test_level.c:63:test_hysteresis_clear:FAIL: Expected FALSE Was TRUE')] },
          { think: 'Overflow alarm passes now since it depended on the filtered value. Hysteresis clear fails because the clear threshold compares with > instead of <; the alarm should clear when level drops below ALARM_MM - HYST_MM.', calls: [{ name: 'edit_file', args: { path: 'src/level.c', find: 'if (mm > ALARM_MM - HYST_MM) alarm = false;', replace: 'if (mm < ALARM_MM - HYST_MM) alarm = false;' }, out: 'edited src/level.c (1 hunk)' }, mk(0, '')] },
          { say: 'All 18 tests pass. Fixes: double probe-offset subtraction in raw_to_mm, unsorted median filter, inverted hysteresis comparison.' },
        ],
      };
    },
  },
  {
    n: '03', domain: 'casino chip RFID inventory service (pytest)', style: 'langgraph',
    isolates: 'An agent repairing a casino chip-inventory service reruns pytest after each distinct fix: 7 failed, 4 failed, 2 failed, then all pass.',
    goal: 'Fix the failing tests in chip-vault (RFID chip inventory for the cage) after the switch from float to Decimal denominations.',
    build: (N) => {
      const py = (summary, fails) => ({ name: 'run_pytest', args: { path: 'tests/', flags: '-q' }, out: `${fails}\n${summary} in ${N.secs(1, 9)}s`, ...(/failed/.test(summary) ? { err: 'pytest exited with code 1' } : {}) });
      return {
        agent: 'chip_vault_fixer', turns: [
          { think: 'See the current failures.', calls: [py('7 failed, 31 passed', 'FAILED tests/test_tray.py::test_tray_total - TypeError: unsupported operand type(s) for +: \'decimal.Decimal\' and \'float\'\nFAILED tests/test_tray.py::test_mixed_tray\nFAILED tests/test_fill.py::test_fill_slip_total\nFAILED tests/test_fill.py::test_credit_slip\nFAILED tests/test_reader.py::test_duplicate_tag_ignored - AssertionError: 2 != 1\nFAILED tests/test_reader.py::test_tag_case\nFAILED tests/test_export.py::test_csv_amounts - AssertionError: \'25.0\' != \'25.00\'')] },
          { think: 'Four failures are Decimal + float mixing; the tray summation starts from 0.0. Initialise sums with Decimal("0") in tray.py and fill.py.', calls: [{ name: 'apply_patch', args: { patch: '--- a/chip_vault/tray.py\n+++ b/chip_vault/tray.py\n@@\n-    total = 0.0\n+    total = Decimal("0")\n--- a/chip_vault/fill.py\n+++ b/chip_vault/fill.py\n@@\n-    return sum(c.value for c in chips)\n+    return sum((c.value for c in chips), Decimal("0"))' }, out: 'Applied 2 hunks to 2 files' }, py('4 failed, 34 passed', 'FAILED tests/test_fill.py::test_credit_slip - AssertionError: Decimal(\'99.999\') != Decimal(\'100.00\')\nFAILED tests/test_reader.py::test_duplicate_tag_ignored - AssertionError: 2 != 1\nFAILED tests/test_reader.py::test_tag_case\nFAILED tests/test_export.py::test_csv_amounts')] },
          { think: 'The credit slip converts from a float somewhere: Decimal(0.333*300). Build values from strings. The two reader tests share a cause: tag IDs are compared case-sensitively, so E2801160 and e2801160 count twice; normalise with upper().', calls: [{ name: 'apply_patch', args: { patch: '--- a/chip_vault/fill.py\n+++ b/chip_vault/fill.py\n@@\n-    amount = Decimal(rate * qty)\n+    amount = (Decimal(str(rate)) * qty).quantize(Decimal("0.01"))\n--- a/chip_vault/reader.py\n+++ b/chip_vault/reader.py\n@@\n-    tag = raw.tag_id\n+    tag = raw.tag_id.upper()' }, out: 'Applied 2 hunks to 2 files' }, py('2 failed, 36 passed', 'FAILED tests/test_reader.py::test_tag_case - AssertionError: \'e2801160\' != \'E2801160\'\nFAILED tests/test_export.py::test_csv_amounts - AssertionError: \'25.0\' != \'25.00\'')] },
          { think: 'test_tag_case asserts the stored key is uppercase, but the dict still stores raw; store the normalised tag. For the CSV export, format amounts with two decimals using f"{amount:.2f}".', calls: [{ name: 'apply_patch', args: { patch: '--- a/chip_vault/reader.py\n+++ b/chip_vault/reader.py\n@@\n-    seen[raw.tag_id] = raw\n+    seen[tag] = raw\n--- a/chip_vault/export.py\n+++ b/chip_vault/export.py\n@@\n-    row.append(str(amount))\n+    row.append(f"{amount:.2f}")' }, out: 'Applied 2 hunks to 2 files' }, py('38 passed', '')] },
          { say: 'All 38 tests pass. Changes: Decimal-safe sums (tray.py, fill.py), string-based Decimal for credit slips, uppercase tag normalisation in the reader, and two-decimal CSV amounts.' },
        ],
      };
    },
  },
  {
    n: '04', domain: 'beach clean-up volunteer app (ESLint)', style: 'mastra',
    isolates: 'A lint-fixing agent on a beach clean-up volunteer app sees ESLint problems go 9 → 4 → 1 → 0, each pass targeting a different rule.',
    goal: 'CI for the beach clean-up volunteer signup app fails on `pnpm lint`. Fix the lint problems without disabling rules.',
    build: (N) => {
      const lint = (out, n) => ({ name: 'run_command', args: { cmd: 'pnpm lint', cwd: 'apps/signup' }, out, ...(n ? { err: `ELIFECYCLE Command failed with exit code 1.` } : {}) });
      return {
        agent: 'lint-fixer', turns: [
          { think: 'Run lint to list problems.', calls: [lint(`/ci/apps/signup/src/Shifts.tsx\n  14:7   error  'tideTable' is assigned a value but never used  @typescript-eslint/no-unused-vars\n  22:3   error  React Hook useEffect has a missing dependency: 'beachId'  react-hooks/exhaustive-deps\n  57:11  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n/ci/apps/signup/src/api.ts\n  3:10   error  'z' is defined but never used  @typescript-eslint/no-unused-vars\n  18:5   error  Unexpected any  @typescript-eslint/no-explicit-any\n  31:1   error  Promises must be awaited  @typescript-eslint/no-floating-promises\n/ci/apps/signup/src/Waiver.tsx\n  9:14   error  img elements must have an alt prop  jsx-a11y/alt-text\n  40:9   error  Unexpected any  @typescript-eslint/no-explicit-any\n  44:9   error  'bagsCollected' is never reassigned. Use 'const'  prefer-const\n\n✖ 9 problems (9 errors, 0 warnings)\nDone in ${N.secs(2, 9)}s`, 9)] },
          { think: 'Start with the mechanical ones: remove unused tideTable and z imports, change bagsCollected to const, add alt text to the waiver logo, and await the signup promise in api.ts. That clears five.', calls: [{ name: 'write_patch', args: { files: ['src/Shifts.tsx', 'src/api.ts', 'src/Waiver.tsx'], summary: 'remove unused vars, prefer-const, alt text, await submitSignup()' }, out: { applied: 5, skipped: 0, diffstat: '3 files changed, 6 insertions(+), 7 deletions(-)' } }, lint(`/ci/apps/signup/src/Shifts.tsx\n  22:3   error  React Hook useEffect has a missing dependency: 'beachId'  react-hooks/exhaustive-deps\n  57:11  error  Unexpected any  @typescript-eslint/no-explicit-any\n/ci/apps/signup/src/api.ts\n  18:5   error  Unexpected any  @typescript-eslint/no-explicit-any\n/ci/apps/signup/src/Waiver.tsx\n  40:9   error  Unexpected any  @typescript-eslint/no-explicit-any\n\n✖ 4 problems (4 errors, 0 warnings)`, 4)] },
          { think: 'Three any types remain; they are all the shift API response. Define a ShiftSlot type {id, beach, startsAt, spotsLeft} in types.ts and use it in all three places.', calls: [{ name: 'write_patch', args: { files: ['src/types.ts', 'src/Shifts.tsx', 'src/api.ts', 'src/Waiver.tsx'], summary: 'introduce ShiftSlot type and replace any' }, out: { applied: 4, skipped: 0, diffstat: '4 files changed, 11 insertions(+), 3 deletions(-)' } }, lint(`/ci/apps/signup/src/Shifts.tsx\n  22:3   error  React Hook useEffect has a missing dependency: 'beachId'  react-hooks/exhaustive-deps\n\n✖ 1 problem (1 error, 0 warnings)`, 1)] },
          { think: 'Last: the effect that loads shifts reads beachId but only lists [date]. Add beachId to the dependency array; the fetch is idempotent so re-running on beach change is correct.', calls: [{ name: 'write_patch', args: { files: ['src/Shifts.tsx'], summary: 'add beachId to useEffect deps' }, out: { applied: 1, skipped: 0, diffstat: '1 file changed, 1 insertion(+), 1 deletion(-)' } }, lint(`> signup@0.9.2 lint /ci/apps/signup\n> eslint src --max-warnings 0\n\nDone in ${N.secs(2, 9)}s`, 0)] },
          { say: 'Lint is clean (9 → 4 → 1 → 0). No rules were disabled.' },
        ],
      };
    },
  },
  {
    n: '05', domain: 'date palm plantation yield warehouse (dbt tests)', style: 'otel',
    isolates: 'A data agent for a date-palm plantation reruns dbt tests after each fix; failures go from 4 to 2 to 1 to 0, each fix addressing a different test.',
    goal: 'dbt test fails for the date palm harvest models after adding the Medjool grading feed. Fix the models so all tests pass.',
    build: (N) => {
      const dbt = (lines, fail) => ({ name: 'dbt_cli', args: { command: 'dbt test --select harvest' }, out: `${N.clock()}  Running with dbt=1.8.${N.int(0, 7)}\n${N.clock()}  Found 14 models, 22 data tests, 3 sources\n${lines}\n${N.clock()}  Done. PASS=${22 - fail} WARN=0 ERROR=${fail} SKIP=0 TOTAL=22`, ...(fail ? { err: `dbt exited with ${fail} test failures` } : {}) });
      return {
        agent: 'palm-data-agent', turns: [
          { think: 'Run the harvest tests.', calls: [dbt('FAIL 37 unique_fct_harvest_bunch_id\nFAIL 12 not_null_fct_harvest_grade\nFAIL 5 accepted_values_fct_harvest_grade__A__B__C\nFAIL 3 relationships_fct_harvest_tree_id__tree_id__ref_dim_tree_', 4)] },
          { think: 'Bunch IDs duplicate because the grading feed has one row per grading pass, and fct_harvest joins all passes. Keep only the latest pass per bunch with a row_number window.', calls: [{ name: 'edit_model', args: { model: 'models/harvest/fct_harvest.sql', change: 'qualify row_number() over (partition by bunch_id order by graded_at desc) = 1' }, out: { saved: true, bytes: N.int(2000, 4000) } }, dbt('FAIL 12 not_null_fct_harvest_grade\nFAIL 3 relationships_fct_harvest_tree_id__tree_id__ref_dim_tree_', 2)] },
          { think: 'Dedup also cleared accepted_values: the lowercase grades were all from superseded grading passes. The 12 null grades are bunches that were weighed but never graded; they belong in staging as excluded rows, not in the fact table, so filter them there.', calls: [{ name: 'edit_model', args: { model: 'models/staging/stg_grading.sql', change: "where grade is not null and upper(grade) in ('A','A+','B','C')" }, out: { saved: true, bytes: N.int(900, 1500) } }, dbt('FAIL 3 relationships_fct_harvest_tree_id__tree_id__ref_dim_tree_', 1)] },
          { think: 'Three tree IDs are new offshoots planted this season (block M7) and missing from dim_tree, which is built from the 2023 census seed. Add them from the planting log source instead of the seed.', calls: [{ name: 'edit_model', args: { model: 'models/dims/dim_tree.sql', change: "union all select tree_id, block, planted_on from {{ source('ops','planting_log') }} where planted_on >= '2024-01-01'" }, out: { saved: true, bytes: N.int(1500, 2500) } }, dbt('', 0)] },
          { say: 'All 22 harvest tests pass: deduplicated grading passes, cleaned grades in staging, and added new M7 offshoots to dim_tree.' },
        ],
      };
    },
  },
  {
    n: '06', domain: 'short-let cleaning turnover scheduler (Go)', style: 'anthropic',
    isolates: 'An agent on a Go service for short-let cleaning turnovers runs go test: 3 failures, then 1, then 0, with a different change each time, then stops.',
    goal: 'The turnover scheduler assigns cleaners overlapping jobs when checkout is late. Fix it so `go test ./...` passes.',
    build: (N) => {
      const gt = (out, fail) => ({ name: 'bash', args: { command: 'go test ./...' }, out, ...(fail ? { err: 'exit status 1' } : {}) });
      return {
        agent: 'turnover-dev', turns: [
          { think: 'Run the tests.', calls: [gt(`--- FAIL: TestLateCheckoutShiftsWindow (0.00s)\n    schedule_test.go:48: window start = 10:00, want 12:30\n--- FAIL: TestNoOverlapSameCleaner (0.00s)\n    schedule_test.go:77: cleaner c-4 has overlapping jobs 11:00-13:00 and 12:30-14:30\n--- FAIL: TestTimezoneLisbon (0.00s)\n    tz_test.go:19: got 09:00 UTC, want 10:00 WEST\nFAIL\tgithub.com/example/turnover/schedule\t${N.secs(0.01, 0.2)}s\nok  \tgithub.com/example/turnover/api\t(cached)`, 1)] },
          { think: 'The window ignores Booking.LateCheckout; start should be max(checkout, lateCheckout). The overlap failure probably follows from the wrong window, so fix that first.', calls: [{ name: 'str_replace', args: { path: 'schedule/window.go', old: 'start := b.Checkout', new: 'start := b.Checkout\n\tif b.LateCheckout.After(start) {\n\t\tstart = b.LateCheckout\n\t}' }, out: 'ok: 1 replacement' }, gt(`--- FAIL: TestTimezoneLisbon (0.00s)\n    tz_test.go:19: got 09:00 UTC, want 10:00 WEST\nFAIL\tgithub.com/example/turnover/schedule\t${N.secs(0.01, 0.2)}s`, 1)] },
          { think: 'The overlap test passes now. The Lisbon test fails because time.LoadLocation is skipped when the property has a tz string and UTC is assumed. Load the property location and convert before formatting.', calls: [{ name: 'str_replace', args: { path: 'schedule/tz.go', old: 'return t.UTC()', new: 'loc, err := time.LoadLocation(p.TZ)\n\tif err != nil {\n\t\treturn t.UTC()\n\t}\n\treturn t.In(loc)' }, out: 'ok: 1 replacement' }, gt(`ok  \tgithub.com/example/turnover/schedule\t${N.secs(0.01, 0.2)}s\nok  \tgithub.com/example/turnover/api\t(cached)`, 0)] },
          { say: 'go test ./... passes. Late checkout now shifts the cleaning window, which also removed the overlapping assignment, and times are shown in the property\'s timezone.' },
        ],
      };
    },
  },
];
