// Family: same_failure_new_fixes — a different fix each time, the check fails identically (only volatile parts differ).
import { sp, styler } from './lib.mjs';

export const family = 'same_failure_new_fixes';
export const loop = true;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'glider winch crew rota service (Python)', style: 'swe',
    isolates: 'SWE-agent trajectory: three different edits to the rota code, and pytest reports the same single assertion failure each time, only the timing and tmp path differ.',
    goal: 'Fix failing test tests/test_rota.py::test_no_driver_twice_in_a_row in the glider club winch-crew rota generator.',
    build(n, goal) {
      const S = styler(n, 'swe', { model: 'gpt-4o-2024-08-06', goal });
      const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /repo\ncollected 14 items\n\ntests/test_rota.py .............F                                        [100%]\n\n=================================== FAILURES ===================================\n_______________________ test_no_driver_twice_in_a_row ________________________\n\n    def test_no_driver_twice_in_a_row():\n        rota = build_rota(MEMBERS, days=8, seed=3)\n>       assert all(a.driver != b.driver for a, b in zip(rota, rota[1:]))\nE       assert False\n\ntests/test_rota.py:88: AssertionError\n----------------------------- Captured log call ------------------------------\nINFO rota:rota.py:41 cache dir ${n.tmp('pytest-of-root/pytest-')}\n=========================== short test summary info ============================\nFAILED tests/test_rota.py::test_no_driver_twice_in_a_row - assert False\n========================= 1 failed, 13 passed in ${(0.3 + n.rng()).toFixed(2)}s =========================`;
      const kids = [];
      const steps = [
        ['Run the failing test to see the error.', 'pytest -q tests/test_rota.py', fail],
        ['The picker chooses drivers from the full qualified list. I will exclude yesterday\'s driver in pick_driver.', "edit 52:55\n    candidates = [m for m in qualified if m is not prev_driver]\nend_of_edit", () => 'File updated. [File: /repo/rota/rota.py (120 lines total)]'],
        ['Re-run.', 'pytest -q tests/test_rota.py', fail],
        ['Maybe the comparison by identity fails because members are copied; compare by member id instead.', "edit 53:53\n    candidates = [m for m in qualified if m.id != getattr(prev_driver, 'id', None)]\nend_of_edit", () => 'File updated. [File: /repo/rota/rota.py (120 lines total)]'],
        ['Re-run the test.', 'pytest -q tests/test_rota.py', fail],
        ['Perhaps the fallback when candidates is empty re-adds everyone. Raise instead of falling back.', "edit 57:58\n    if not candidates:\n        raise RotaError('no eligible driver')\nend_of_edit", () => 'File updated. [File: /repo/rota/rota.py (121 lines total)]'],
        ['Run the test again.', 'pytest -q tests/test_rota.py', fail],
        ['Shuffle with a copy so the seed ordering is not mutated between days.', "edit 47:47\n    qualified = random.Random(seed + day).sample(list(qualified), k=len(qualified))\nend_of_edit", () => 'File updated. [File: /repo/rota/rota.py (121 lines total)]'],
        ['Run it once more.', 'pytest -q tests/test_rota.py', fail],
      ];
      for (const [t, cmd, out] of steps) {
        const tool = cmd.startsWith('edit') ? 'edit' : 'bash';
        kids.push(S.llm(t, [[tool, { command: cmd }]]));
        kids.push(S.tool(tool, undefined, out()));
      }
      return sp('agent', 'SWE-agent run', { problem_statement: goal, instance_id: 'gliding-club__rota-112' }, { exit_status: 'exit_cost', submission: null }, kids, { metadata: { model: 'gpt-4o-2024-08-06', per_instance_cost_limit: 2.0 } });
    },
  },
  {
    id: '02', domain: 'quill pen makers webshop (Next.js build)', style: 'claude_sdk',
    isolates: 'Claude Agent SDK: three different config/code changes to fix a Next.js build, and `next build` prints the same prerender error every time apart from build id and timing.',
    goal: 'Make `npm run build` succeed for the quill pen shop after adding the /nibs/[cut] product pages.',
    build(n, goal) {
      const sess = n.uuid();
      const S = styler(n, 'claude_sdk', { model: 'claude-sonnet-4-20250514', goal });
      const fail = () => `> quill-shop@0.9.1 build\n> next build\n\n  ▲ Next.js 14.2.5\n\n   Creating an optimized production build ...\n ✓ Compiled successfully\n   Collecting page data  .\nError: Page "/nibs/[cut]" is missing "generateStaticParams()" so it cannot be used with "output: export" config.\n    at /home/maker/quill-shop/node_modules/next/dist/build/index.js:1234:27\n    at async Span.traceAsyncFn (/home/maker/quill-shop/node_modules/next/dist/trace/trace.js:${n.int(100, 160)}:20)\n\n> Build error occurred\nError: Failed to collect page data for /nibs/[cut]\n    build id: ${n.b62(21)}\n   (${(n.rng() * 20 + 8).toFixed(1)}s)\n`;
      const kids = [];
      const seq = [
        ['Running the build.', 'Bash', { command: 'npm run build' }, fail],
        ['The dynamic route needs static params under static export. I\'ll add `export const dynamicParams = false` to the page.', 'Edit', { file_path: '/home/maker/quill-shop/app/nibs/[cut]/page.tsx', old_string: 'export default async function NibPage', new_string: 'export const dynamicParams = false;\n\nexport default async function NibPage' }, () => 'The file /home/maker/quill-shop/app/nibs/[cut]/page.tsx has been updated.'],
        ['', 'Bash', { command: 'npm run build' }, fail],
        ['Try switching the route to force-static rendering in next.config.mjs instead.', 'Edit', { file_path: '/home/maker/quill-shop/next.config.mjs', old_string: "output: 'export',", new_string: "output: 'export',\n  experimental: { missingSuspenseWithCSRBailout: false }," }, () => 'The file /home/maker/quill-shop/next.config.mjs has been updated.'],
        ['', 'Bash', { command: 'npm run build' }, fail],
        ['Perhaps a stale .next cache keeps the old route manifest. Clearing it and rebuilding.', 'Bash', { command: 'rm -rf .next && npm run build' }, fail],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, [[name, a]], { session: sess, cwd: '/home/maker/quill-shop' })); kids.push(S.tool(name, a, out())); }
      return sp('agent', 'claude-agent-sdk.query', { prompt: goal, options: { max_turns: 6, allowed_tools: ['Bash', 'Read', 'Edit'] } }, { type: 'result', subtype: 'error_max_turns', session_id: sess, num_turns: 6 }, kids, { error: 'error_max_turns' });
    },
  },
  {
    id: '03', domain: 'tempeh producers fermentation QC (data pipeline)', style: 'langsmith',
    isolates: 'LangGraph agent changes a pandas cleaning step three different ways; the data validation check reports the same 12 failing rows each run (only the run id and timestamp vary).',
    goal: 'Make the tempeh batch QC pipeline pass its Great Expectations check on incubation temperature before tonight\'s report.',
    build(n, goal) {
      const S = styler(n, 'langsmith', { model: 'gpt-4o', goal });
      const chk = () => JSON.stringify({ run_id: n.uuid(), run_time: n.isoMicro(), success: false, results: [{ expectation: 'expect_column_values_to_be_between', column: 'incubation_temp_c', min_value: 29, max_value: 33, unexpected_count: 12, unexpected_percent: 4.8, partial_unexpected_list: [85.1, 86.0, 84.2, 85.5] }], statistics: { evaluated_expectations: 7, successful_expectations: 6 } });
      const w = (name, s) => sp('chain', name, null, null, [s]);
      const kids = [];
      kids.push(w('agent', S.llm('', [['run_validation', { suite: 'tempeh_batches' }]])));
      kids.push(w('tools', S.tool('run_validation', undefined, chk())));
      const fixes = [
        ['Values around 85 look like Fahrenheit. Convert readings above 60 with (F-32)*5/9.', { step: 'clean_temps', code: "df.loc[df.incubation_temp_c > 60, 'incubation_temp_c'] = (df.incubation_temp_c - 32) * 5/9" }],
        ['Still failing. Maybe the column is read as string; coerce to float before the conversion.', { step: 'load', code: "df['incubation_temp_c'] = pd.to_numeric(df['incubation_temp_c'], errors='coerce')" }],
        ['Same 12 rows. Drop the sensor-probe-B readings, which were flagged in maintenance.', { step: 'filter', code: "df = df[df.probe_id != 'B']" }],
      ];
      for (const [t, a] of fixes) {
        kids.push(w('agent', S.llm(t, [['patch_pipeline_step', a]])));
        kids.push(w('tools', S.tool('patch_pipeline_step', undefined, `patched ${a.step} (revision ${n.shortSha()})`)));
        kids.push(w('agent', S.llm('', [['run_validation', { suite: 'tempeh_batches' }]])));
        kids.push(w('tools', S.tool('run_validation', undefined, chk())));
      }
      return sp('chain', 'LangGraph', { messages: [{ type: 'human', content: goal }] }, null, kids, { error: 'GraphRecursionError: Recursion limit of 16 reached', metadata: { thread_id: n.uuid() } });
    },
  },
  {
    id: '04', domain: 'demolition derby registration form (Playwright)', style: 'vercel',
    isolates: 'Three different selector/timing fixes to an e2e test; Playwright fails with the same timeout on the same locator, differing only in duration, worker and trace path.',
    goal: 'Get the Playwright test "driver can register a car" passing for the demolition derby entry site.',
    build(n, goal) {
      const S = styler(n, 'vercel', { model: 'claude-3-5-sonnet-20241022', goal });
      const fail = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › register.spec.ts:14:5 › driver can register a car (${(30 + n.rng()).toFixed(1)}s)\n\n  1) [chromium] › register.spec.ts:14:5 › driver can register a car ──────────\n\n    TimeoutError: locator.click: Timeout 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Submit entry' })\n\n      22 |   await page.getByLabel('Car class').selectOption('compact');\n    > 23 |   await page.getByRole('button', { name: 'Submit entry' }).click();\n\n    attachment #1: trace (application/zip) ──────────────────\n    test-results/register-driver-can-register-a-car-chromium-${n.hex(5)}/trace.zip\n\n  1 failed\n    [chromium] › register.spec.ts:14:5 › driver can register a car`;
      const kids = [];
      const seq = [
        ['Run the spec.', 'runCommand', { cmd: 'npx playwright test register.spec.ts' }, fail],
        ['The button may be labelled differently; use a text locator.', 'editFile', { path: 'e2e/register.spec.ts', find: "getByRole('button', { name: 'Submit entry' })", replace: "getByText('Submit entry')" }, () => ({ ok: true, bytes: 1874 })],
        ['', 'runCommand', { cmd: 'npx playwright test register.spec.ts' }, fail],
        ['Increase the action timeout to 60s in playwright.config.ts in case the page is slow.', 'editFile', { path: 'playwright.config.ts', find: 'actionTimeout: 0', replace: 'actionTimeout: 60_000' }, () => ({ ok: true, bytes: 911 })],
        ['', 'runCommand', { cmd: 'npx playwright test register.spec.ts' }, fail],
        ['Wait for the car-class network request before clicking.', 'editFile', { path: 'e2e/register.spec.ts', find: "await page.getByLabel('Car class')", replace: "await page.waitForResponse('**/api/classes');\n  await page.getByLabel('Car class')" }, () => ({ ok: true, bytes: 1931 })],
        ['', 'runCommand', { cmd: 'npx playwright test register.spec.ts' }, fail],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, [[name, a]])); kids.push(S.tool(name, a, out())); }
      return sp('agent', 'ai.generateText', { 'ai.prompt': goal, 'ai.settings.maxSteps': 7 }, { 'ai.response.finishReason': 'tool-calls' }, kids, { metadata: { 'ai.telemetry.functionId': 'e2e-fixer' } });
    },
  },
  {
    id: '05', domain: 'button factory label printer (Go service)', style: 'weave',
    isolates: 'W&B Weave calls: three different code fixes to a Go label service; `go test` reports the identical data race each time, only goroutine ids, addresses and timings changing.',
    goal: 'Fix the data race detected in the button factory\'s label-printing queue so `go test -race ./printer/...` passes.',
    build(n, goal) {
      const S = styler(n, 'weave', { model: 'gpt-4.1', goal });
      const race = () => `==================\nWARNING: DATA RACE\nWrite at ${n.addr()} by goroutine ${n.int(7, 40)}:\n  factory/printer.(*Queue).Push()\n      /src/printer/queue.go:31 +0x${n.hex(3)}\n\nPrevious read at ${n.addr()} by goroutine ${n.int(41, 90)}:\n  factory/printer.(*Queue).Len()\n      /src/printer/queue.go:44 +0x${n.hex(2)}\n==================\n--- FAIL: TestConcurrentPrint (0.0${n.int(1, 9)}s)\n    testing.go:1398: race detected during execution of test\nFAIL\nFAIL\tfactory/printer\t${(1 + n.rng()).toFixed(3)}s\nFAIL`;
      const kids = [];
      const seq = [
        ['', 'shell', { cmd: 'go test -race ./printer/...' }, race],
        ['Guard Push with the existing mutex.', 'apply_patch', { file: 'printer/queue.go', diff: '@@ func (q *Queue) Push(l Label) {\n+\tq.mu.Lock()\n+\tdefer q.mu.Unlock()\n \tq.items = append(q.items, l)' }, () => 'patch applied'],
        ['', 'shell', { cmd: 'go test -race ./printer/...' }, race],
        ['Make the counter atomic instead of an int.', 'apply_patch', { file: 'printer/queue.go', diff: '-\tcount int\n+\tcount atomic.Int64' }, () => 'patch applied'],
        ['', 'shell', { cmd: 'go test -race ./printer/...' }, race],
        ['Switch the queue to a buffered channel.', 'apply_patch', { file: 'printer/queue.go', diff: '-\titems []Label\n+\titems chan Label' }, () => 'patch applied'],
        ['', 'shell', { cmd: 'go test -race ./printer/...' }, race],
      ];
      for (const [t, name, a, out] of seq) { kids.push(S.llm(t, [[name, a]])); kids.push(S.tool(name, a, out())); }
      return sp('agent', 'weave:///op/RaceFixAgent.run', { task: goal }, null, kids, { error: 'max iterations (7) reached', metadata: { weave: { project: 'button-factory/agents', call_id: n.uuid() } } });
    },
  },
  {
    id: '06', domain: 'weather vane forge CNC profile export (settings changes)', style: 'sk',
    isolates: 'Semantic Kernel agent tries three different export settings; the DXF validator rejects each file with the same open-contour error, differing only in job id and temp path.',
    goal: 'Export the rooster weather-vane silhouette as a DXF the plasma cutter accepts.',
    build(n, goal) {
      const S = styler(n, 'sk', { model: 'gpt-4o', goal });
      const val = () => ({ job: n.job('dxf'), file: n.tmp('export_') + '.dxf', valid: false, errors: [{ code: 'E_OPEN_CONTOUR', entity: 'LWPOLYLINE', handle: '2F', message: 'contour not closed: gap 0.42 mm at (118.20, 64.75)' }], checked_at: n.usDate() });
      const kids = [];
      const settings = [{ tolerance_mm: 0.1 }, { tolerance_mm: 0.5, join_segments: true }, { units: 'mm', spline_to_polyline: true, tolerance_mm: 0.05 }];
      kids.push(S.llm('', [['CadPlugin-export_dxf', { part: 'rooster_v3', settings: {} }]]));
      kids.push(S.tool('CadPlugin-export_dxf', undefined, val()));
      settings.forEach((st, i) => {
        kids.push(S.llm(['Close small gaps with a looser tolerance.', 'Also join segments before export.', 'Convert splines to polylines in millimetres with a fine tolerance.'][i], [['CadPlugin-export_dxf', { part: 'rooster_v3', settings: st }]]));
        kids.push(S.tool('CadPlugin-export_dxf', undefined, val()));
      });
      return sp('agent', 'ChatCompletionAgent.invoke', { message: goal }, null, kids, { error: 'Maximum auto-invoke attempts (4) reached', metadata: { 'semantic_kernel.agent.name': 'ForgeCad' } });
    },
  },
];
