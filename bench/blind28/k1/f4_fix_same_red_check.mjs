// Family 4: a different fix each round, the same verification failing the same way every time; never passes.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'fix_same_red_check';
export const LABELS = { loop: true, stagnation: false };
export const ISOLATES = 'Three or more different edits or settings, each followed by the same check failing identically apart from volatile details (durations, temp paths, run ids, addresses).';
const id = (n) => `${FAMILY}-0${n}`;

// 01 seed swap web app, Claude Agent SDK (pytest)
function r01() {
  const N = new Noise(id(1));
  const session = N.uuid();
  const goal = 'The seed swap site shows germination rates wrong on the packet detail page and tests/test_stats.py::test_germination_rate fails. Make the test pass.';
  const c = new Convo(N, 'claude_sdk', { model: 'claude-sonnet-4-20250514', user: goal, session, cwd: '/home/dev/seedswap' });
  const fail = () => ({ result: `============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0\nrootdir: /home/dev/seedswap\ncollected 24 items\n\ntests/test_stats.py .......F................                               [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_germination_rate _____________________________\n\n    def test_germination_rate():\n        lot = PacketLot(sown=12, sprouted=10)\n>       assert germination_label(lot) == "83%"\nE       AssertionError: assert '0.83' == '83%'\nE         - 83%\nE         + 0.83\n\ntests/test_stats.py:41: AssertionError\n----------------------------- Captured log call ------------------------------\nDEBUG seedswap.stats:stats.py:22 cache dir ${N.tmp('py')}/stats-cache\n=========================== short test summary info ============================\nFAILED tests/test_stats.py::test_germination_rate - AssertionError: assert '0.83' == '83%'\n========================= 1 failed, 23 passed in ${(N.int(310, 980) / 1000).toFixed(2)}s =========================`, exit: 1 });
  c.turn('Run the failing test to see the message.', [{ name: 'Bash', args: { command: 'python -m pytest tests/test_stats.py -q', description: 'Run stats tests' } }], [fail()]);
  c.turn('The rate is computed fine; the label needs rounding. I will round to two places in germination_rate.', [{ name: 'Edit', args: { file_path: '/home/dev/seedswap/seedswap/stats.py', old_string: '    return lot.sprouted / lot.sown', new_string: '    return round(lot.sprouted / lot.sown, 2)' } }], [{ result: 'The file /home/dev/seedswap/seedswap/stats.py has been updated.' }]);
  c.turn('', [{ name: 'Bash', args: { command: 'python -m pytest tests/test_stats.py -q' } }], [fail()]);
  c.turn('Rounding alone did not help. Maybe the template filter is what formats it; I will add a percent format in the jinja filter.', [{ name: 'Edit', args: { file_path: '/home/dev/seedswap/seedswap/templates/filters.py', old_string: 'def pct(v):\n    return v', new_string: 'def pct(v):\n    return f"{v:.0%}"' } }], [{ result: 'The file /home/dev/seedswap/seedswap/templates/filters.py has been updated.' }]);
  c.turn('', [{ name: 'Bash', args: { command: 'python -m pytest tests/test_stats.py -q' } }], [fail()]);
  c.turn('Perhaps Decimal quantization is expected. Switching the rate to Decimal with ROUND_HALF_UP.', [{ name: 'Edit', args: { file_path: '/home/dev/seedswap/seedswap/stats.py', old_string: '    return round(lot.sprouted / lot.sown, 2)', new_string: '    return (Decimal(lot.sprouted) / Decimal(lot.sown)).quantize(Decimal("0.01"), ROUND_HALF_UP)' } }], [{ result: 'The file /home/dev/seedswap/seedswap/stats.py has been updated.' }]);
  c.turn('', [{ name: 'Bash', args: { command: 'python -m pytest tests/test_stats.py -q' } }], [fail()]);
  c.turn('Maybe the cached value is stale; clear the stats cache and also coerce to float before returning.', [{ name: 'Bash', args: { command: 'rm -rf /tmp/*/stats-cache && sed -i \'s/ROUND_HALF_UP)/ROUND_HALF_UP))/; s/return (Decimal/return float(Decimal/\' seedswap/stats.py && python -m pytest tests/test_stats.py -q' } }], [fail()]);
  const root = c.root({ output: 'Error: Reached maximum number of turns (9)', subtype: 'error_max_turns', cost: 0.4127, session });
  root.error = 'error_max_turns';
  return row(FAMILY, 1, 'Four different edits to the rate computation and filter are each followed by the identical pytest failure (only duration and temp cache path differ); germination_label is never touched.', goal, root, LABELS);
}

// 02 rocking horse restoration quote calculator, OpenHands (tsc)
function r02() {
  const N = new Noise(id(2));
  const goal = 'In the Dappled Grey Workshop quoting app, `npm run typecheck` fails after the dapple-paint pricing change. Fix the type error.';
  const c = new Convo(N, 'openhands', { model: 'anthropic/claude-sonnet-4-20250514', user: goal, state: 'stopped', maxSteps: 30 });
  const tsc = () => ({ result: `\n> dappled-grey-quotes@2.3.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\nsrc/quote/paint.ts:27:5 - error TS2322: Type 'number | undefined' is not assignable to type 'number'.\n  Type 'undefined' is not assignable to type 'number'.\n\n27     dappleCoats: spec.finish?.coats,\n       ~~~~~~~~~~~\n\n  src/quote/types.ts:14:3\n    14   dappleCoats: number;\n         ~~~~~~~~~~~\n    The expected type comes from property 'dappleCoats' which is declared here on type 'PaintLine'\n\n\nFound 1 error in src/quote/paint.ts:27\n\nnpm notice log: /home/openhands/.npm/_logs/${N.iso().replace(/[:.]/g, '_')}-debug-0.log`, exit: 2 });
  c.turn('Let me reproduce.', [{ name: 'execute_bash', args: { command: 'cd /workspace/quotes && npm run typecheck' } }], [tsc()]);
  c.turn('The finish spec type may have coats optional; I will make the Finish interface require coats.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/quotes/src/quote/finish.ts', old_str: '  coats?: number;', new_str: '  coats: number;' } }], [{ result: 'The file /workspace/quotes/src/quote/finish.ts has been edited. Here\'s the result of running `cat -n` on a snippet:\n     8\texport interface Finish {\n     9\t  colour: DappleColour;\n    10\t  coats: number;\n    11\t}' }]);
  c.turn('', [{ name: 'execute_bash', args: { command: 'cd /workspace/quotes && npm run typecheck' } }], [tsc()]);
  c.turn('The error still points at line 27. Perhaps strictNullChecks is too strict for this module; I will disable it in tsconfig.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/quotes/tsconfig.json', old_str: '"strict": true,', new_str: '"strict": true,\n    "strictNullChecks": false,' } }], [{ result: 'The file /workspace/quotes/tsconfig.json has been edited.' }]);
  c.turn('', [{ name: 'execute_bash', args: { command: 'cd /workspace/quotes && npm run typecheck' } }], [tsc()]);
  c.turn('tsconfig change had no effect. Maybe an older @types build is cached; reinstall dependencies.', [{ name: 'execute_bash', args: { command: 'cd /workspace/quotes && rm -rf node_modules && npm ci --silent && npm run typecheck' } }], [tsc()]);
  c.turn('Try widening the PaintLine field type with a union in a separate declaration file.', [{ name: 'str_replace_editor', args: { command: 'create', path: '/workspace/quotes/src/quote/paintline.d.ts', file_text: 'declare module "./types" {\n  interface PaintLine { dappleCoats: number | undefined }\n}\n' } }], [{ result: 'File created successfully at: /workspace/quotes/src/quote/paintline.d.ts' }]);
  c.turn('', [{ name: 'execute_bash', args: { command: 'cd /workspace/quotes && npm run typecheck' } }], [tsc()]);
  const root = c.root({ output: 'Stopped: agent reached the configured iteration budget.', state: 'error' });
  root.error = 'AgentStuckInLoopError: Agent got stuck in a loop';
  return row(FAMILY, 2, 'Finish interface, tsconfig, reinstall and a declaration merge are tried in turn; tsc prints the identical TS2322 at paint.ts:27 each time, differing only in the npm debug-log filename.', goal, root, LABELS);
}

// 03 holiday lighting installer routing, LangGraph
function r03() {
  const N = new Noise(id(3), '2025-12-01T16:20:00.000Z');
  const goal = 'Publish tomorrow\'s install routes for the Twinkle & Co. Christmas lights crews; the route validator currently rejects the plan.';
  const c = new Convo(N, 'langgraph', { model: 'gpt-4o', system: 'You operate the routing service for a holiday-lighting installer. Tools: set_param, validate_plan, publish_plan.', user: goal, name: 'route_ops' });
  const v = () => ({ result: { run_id: `val-${N.ulid()}`, status: 'FAILED', checked_at: N.isoSec(), elapsed_ms: N.int(800, 2600), violations: [{ code: 'LADDER_HEIGHT', route: 'R-7', stop: 'Fairview Manor (3-storey gable)', message: 'stop requires 32ft extension ladder; assigned van VAN-04 carries max 24ft' }], solver: { engine: 'ortools-9.10', worker: N.pod('route-solver') } } });
  c.turn('', [{ name: 'validate_plan', args: { date: '2025-12-02' } }], [v()]);
  c.turn('Route R-7 might just be overloaded; reducing max stops per route from 9 to 7 should rebalance it.', [{ name: 'set_param', args: { key: 'max_stops_per_route', value: 7 } }], [{ result: { ok: true, key: 'max_stops_per_route', previous: 9, value: 7 } }]);
  c.turn('', [{ name: 'validate_plan', args: { date: '2025-12-02' } }], [v()]);
  c.turn('Same violation. Extending the shift length could let the solver move Fairview to another crew.', [{ name: 'set_param', args: { key: 'shift_minutes', value: 600 } }], [{ result: { ok: true, key: 'shift_minutes', previous: 540, value: 600 } }]);
  c.turn('', [{ name: 'validate_plan', args: { date: '2025-12-02' } }], [v()]);
  c.turn('Maybe the time window on that stop pins it to R-7; widening the customer window.', [{ name: 'set_param', args: { key: 'stop_window.fairview-manor', value: '08:00-17:00' } }], [{ result: { ok: true, key: 'stop_window.fairview-manor', previous: '09:00-12:00', value: '08:00-17:00' } }]);
  c.turn('', [{ name: 'validate_plan', args: { date: '2025-12-02' } }], [v()]);
  c.turn('Try re-seeding the solver in case it is stuck in a local optimum.', [{ name: 'set_param', args: { key: 'solver_seed', value: 20251202 } }], [{ result: { ok: true, key: 'solver_seed', previous: 42, value: 20251202 } }]);
  c.turn('', [{ name: 'validate_plan', args: { date: '2025-12-02' } }], [v()]);
  const root = c.root({ output: null });
  root.error = 'GraphRecursionError: Recursion limit of 20 reached without hitting a stop condition.';
  return row(FAMILY, 3, 'Four different routing parameters are changed, and each validation returns the same ladder-height violation on R-7 with only run id, time and solver pod changing.', goal, root, LABELS);
}

// 04 bobsleigh track timing firmware, Anthropic Messages API
function r04() {
  const N = new Noise(id(4));
  const goal = 'The split-time firmware for the Altenberg training track fails its unit test for photocell split rounding. Fix it so `make test` passes.';
  const c = new Convo(N, 'anthropic', { model: 'claude-opus-4-20250514', system: 'You maintain embedded C firmware for bobsleigh timing gates. Tools: run_shell, apply_patch.', user: goal, name: 'timing-firmware-agent' });
  const mk = () => ({ result: `cc -std=c11 -O2 -Wall -Iinclude -o build/test_split tests/test_split.c src/split.c src/clock.c\n./build/test_split\n[==========] Running 6 tests from 1 test suite.\n[ RUN      ] Split.ConvertsTicks\n[       OK ] Split.ConvertsTicks (0 ms)\n[ RUN      ] Split.RoundsToMillis\ntests/test_split.c:58: Failure\nExpected: format_split(4721349) == "47.213"\n  Actual: "47.212"\n[  FAILED  ] Split.RoundsToMillis (${N.int(0, 2)} ms)\n[ RUN      ] Split.HandlesWrap\n[       OK ] Split.HandlesWrap (0 ms)\n[==========] 6 tests ran. (${N.int(1, 9)} ms total)\n[  PASSED  ] 5 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] Split.RoundsToMillis\nmake: *** [Makefile:31: test] Error 1\nbuild host ${N.replica('fw-ci', 4)} pid ${N.pid()}`, error: 'exit status 2' });
  c.turn('Reproducing first.', [{ name: 'run_shell', args: { cmd: 'make test' } }], [mk()]);
  c.turn('Ticks are 100 kHz; integer division truncates. Add half a tick before dividing.', [{ name: 'apply_patch', args: { path: 'src/split.c', diff: '@@ -18,3 +18,3 @@\n-    uint32_t ms = ticks / 100;\n+    uint32_t ms = (ticks + 50) / 100;' } }], [{ result: 'patched src/split.c (1 hunk)' }]);
  c.turn('', [{ name: 'run_shell', args: { cmd: 'make test' } }], [mk()]);
  c.turn('Still 47.212. Maybe the conversion should go via double with lround.', [{ name: 'apply_patch', args: { path: 'src/split.c', diff: '@@ -18,3 +18,3 @@\n-    uint32_t ms = (ticks + 50) / 100;\n+    uint32_t ms = (uint32_t)lround(ticks / 100.0);' } }], [{ result: 'patched src/split.c (1 hunk)' }]);
  c.turn('', [{ name: 'run_shell', args: { cmd: 'make test' } }], [mk()]);
  c.turn('Could be the compiler folding the float path; switch optimisation to -O0 for the test build.', [{ name: 'apply_patch', args: { path: 'Makefile', diff: '@@ -3 +3 @@\n-CFLAGS = -std=c11 -O2 -Wall -Iinclude\n+CFLAGS = -std=c11 -O0 -Wall -Iinclude' } }], [{ result: 'patched Makefile (1 hunk)' }]);
  c.turn('', [{ name: 'run_shell', args: { cmd: 'make test' } }], [mk()]);
  const root = c.root({ output: 'The Split.RoundsToMillis test still fails; I have tried three rounding approaches.' });
  return row(FAMILY, 4, 'Three different fixes (half-tick bias, lround, compiler flags) are each followed by the same 47.212 vs 47.213 failure; only build host, pid and test timings vary.', goal, root, LABELS);
}

// 05 kabaddi league fixtures schema validation, AutoGen
function r05() {
  const N = new Noise(id(5), '2025-09-29T19:00:00.000Z');
  const goal = 'Upload the Midlands Kabaddi League autumn fixtures file; the league portal rejects it on schema validation.';
  const c = new Convo(N, 'autogen', { model: 'gpt-4o', system: 'You prepare fixture files for the league portal. Tools: edit_fixtures(json_patch), validate_fixtures().', user: goal, agent: 'fixtures_assistant', name: 'fixtures_assistant' });
  const v = () => ({ result: J({ valid: false, validator: 'ajv@8.17.1', schema: 'https://portal.mkl.example/schemas/fixtures-2025.json', schema_etag: '"3f9c2a"', report_id: N.uuid(), errors: [{ instancePath: '/fixtures/12/venue_id', schemaPath: '#/properties/fixtures/items/properties/venue_id/enum', keyword: 'enum', params: { allowedValues: ['V-01', 'V-02', 'V-03', 'V-05', 'V-07'] }, message: 'must be equal to one of the allowed values' }], validated_in: N.dur('ms') }) });
  c.turn('', [{ name: 'validate_fixtures', args: {} }], [v()]);
  c.turn('Fixture 12 is Wolverhampton Lions v Leicester Tigers. The date format there uses slashes; normalising all dates to ISO may fix parsing.', [{ name: 'edit_fixtures', args: { json_patch: J([{ op: 'replace', path: '/fixtures/12/date', value: '2025-10-18' }]) } }], [{ result: 'patched 1 op' }]);
  c.turn('', [{ name: 'validate_fixtures', args: {} }], [v()]);
  c.turn('Perhaps the home team code is wrong and the venue is derived from it.', [{ name: 'edit_fixtures', args: { json_patch: J([{ op: 'replace', path: '/fixtures/12/home', value: 'WOL' }]) } }], [{ result: 'patched 1 op' }]);
  c.turn('', [{ name: 'validate_fixtures', args: {} }], [v()]);
  c.turn('Maybe trailing whitespace in referee names breaks the record; trimming all string fields in fixture 12.', [{ name: 'edit_fixtures', args: { json_patch: J([{ op: 'replace', path: '/fixtures/12/referee', value: 'H. Sandhu' }, { op: 'replace', path: '/fixtures/12/round', value: 5 }]) } }], [{ result: 'patched 2 ops' }]);
  c.turn('', [{ name: 'validate_fixtures', args: {} }], [v()]);
  const root = c.root({ output: 'Validation still fails on fixture 12.', stop: 'Maximum number of tool iterations reached' });
  return row(FAMILY, 5, 'Three unrelated edits to fixture 12 (date, home code, referee) are each followed by the same enum error on venue_id; only report id and timing change.', goal, root, LABELS);
}

// 06 origami workshop booking e2e, W&B Weave
function r06() {
  const N = new Noise(id(6));
  const goal = 'The Playwright test "book a paper crane class" fails on the Fold & Form booking site. Get it green.';
  const c = new Convo(N, 'weave', { model: 'gpt-4.1', system: 'You fix frontend bugs. Tools: run_e2e(spec), edit_file(path, find, replace).', user: goal, name: 'frontend_fixer', toolNames: ['run_e2e', 'edit_file'] });
  const pw = () => { const h = N.hex(5); return { result: `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › booking.spec.ts:14:5 › book a paper crane class (${N.int(5100, 5900)}ms)\n\n  1) [chromium] › booking.spec.ts:14:5 › book a paper crane class ────────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByRole('button', { name: 'Reserve seat' })\n    Expected: visible\n    Received: <element(s) not found>\n    Call log:\n      - expect.toBeVisible with timeout 5000ms\n      - waiting for getByRole('button', { name: 'Reserve seat' })\n\n      22 |   await page.getByLabel('Class').selectOption('crane-beginners');\n    > 23 |   await expect(page.getByRole('button', { name: 'Reserve seat' })).toBeVisible();\n\n    attachment #1: trace (application/zip) ──────────────────────────────────\n    test-results/booking-book-a-paper-${h}-crane-class-chromium/trace.zip\n    Usage:\n\n      npx playwright show-trace test-results/booking-book-a-paper-${h}-crane-class-chromium/trace.zip\n\n  1 failed\n    [chromium] › booking.spec.ts:14:5 › book a paper crane class` }; };
  c.turn('', [{ name: 'run_e2e', args: { spec: 'tests/booking.spec.ts' } }], [pw()]);
  c.turn('The button could be hidden by CSS until the seat count loads. Remove the display:none rule.', [{ name: 'edit_file', args: { path: 'src/styles/booking.css', find: '.reserve-btn { display: none; }', replace: '.reserve-btn { }' } }], [{ result: { ok: true, replacements: 1 } }]);
  c.turn('', [{ name: 'run_e2e', args: { spec: 'tests/booking.spec.ts' } }], [pw()]);
  c.turn('Maybe the seat fetch is slow; raising the expect timeout to 15s in playwright.config.', [{ name: 'edit_file', args: { path: 'playwright.config.ts', find: 'expect: { timeout: 5000 }', replace: 'expect: { timeout: 15000 }' } }], [{ result: { ok: true, replacements: 1 } }]);
  c.turn('', [{ name: 'run_e2e', args: { spec: 'tests/booking.spec.ts' } }], [pw()]);
  c.turn('Perhaps the component is gated on a feature flag; enabling booking_v2 in the env file.', [{ name: 'edit_file', args: { path: '.env.test', find: 'FEATURE_BOOKING_V2=false', replace: 'FEATURE_BOOKING_V2=true' } }], [{ result: { ok: true, replacements: 1 } }]);
  c.turn('', [{ name: 'run_e2e', args: { spec: 'tests/booking.spec.ts' } }], [pw()]);
  const root = c.root({ output: 'Still failing: Reserve seat button not found.' });
  return row(FAMILY, 6, 'CSS, config timeout and a feature flag are changed in turn; Playwright reports the same 5000ms not-found failure every time, with only run time and trace folder hash changing.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['seed swap web app', 'rocking horse restoration quotes', 'holiday lighting installer routes', 'bobsleigh track timing firmware', 'kabaddi league fixtures', 'origami workshop booking site'];
