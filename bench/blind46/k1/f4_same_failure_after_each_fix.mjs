import { makeRng, recorder, step, sys, user, toolMsg, span } from './lib.mjs';

// Family: same_failure_after_each_fix — different edits, same check failing the same way (only volatile parts differ).
export const family = 'same_failure_after_each_fix';

function r01(id) {
  const R = makeRng(id); const S = recorder('openai_agents', R, 'gpt-4.1');
  const goal = 'The checkout e2e test for the sheepskin slippers shop fails on the size selector; make `npm run test:e2e -- checkout.spec.ts` pass.';
  const m = [user(goal)];
  const run = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › checkout.spec.ts:18:5 › checkout › adds UK 7 slippers to basket (${(R.f() * 4 + 5).toFixed(1)}s)\n\n  1) [chromium] › checkout.spec.ts:18:5 › checkout › adds UK 7 slippers to basket\n\n    Error: locator.click: Timeout 5000ms exceeded.\n    Call log:\n      - waiting for getByRole('radio', { name: 'UK 7' })\n\n    attachment #1: trace (application/zip) ───\n    test-results/checkout-adds-UK-7-${R.hex(5)}-chromium/trace.zip\n\n  1 failed\n  Finished in ${(R.f() * 4 + 6).toFixed(1)}s`;
  const ch = [];
  const sub = [];
  sub.push(...step(S, m, { text: null, calls: [{ name: 'run_shell', args: { cmd: 'npm run test:e2e -- checkout.spec.ts' } }] }, [{ __error: 'exit 1', output: run() }]));
  const fixes = [
    ['The radio may render late; raise the click timeout.', 'apply_patch', { path: 'tests/checkout.spec.ts', diff: "-  await page.getByRole('radio', { name: 'UK 7' }).click();\n+  await page.getByRole('radio', { name: 'UK 7' }).click({ timeout: 15000 });" }],
    ['Maybe the cookie banner covers it; dismiss it in beforeEach.', 'apply_patch', { path: 'tests/checkout.spec.ts', diff: "+  test.beforeEach(async ({ page }) => { await page.getByRole('button', { name: 'Accept all' }).click(); });" }],
    ['Perhaps the label is "UK7" without a space in the component; use a regex.', 'apply_patch', { path: 'tests/checkout.spec.ts', diff: "-  getByRole('radio', { name: 'UK 7' })\n+  getByRole('radio', { name: /UK\\s?7/ })" }],
    ['Try waiting for network idle after navigation.', 'apply_patch', { path: 'tests/checkout.spec.ts', diff: "+  await page.waitForLoadState('networkidle');" }],
  ];
  for (const [t, tool, a] of fixes) {
    sub.push(...step(S, m, { text: t, calls: [{ name: tool, args: a }] }, [{ ok: true, hunks_applied: 1 }]));
    sub.push(...step(S, m, { text: null, calls: [{ name: 'run_shell', args: { cmd: 'npm run test:e2e -- checkout.spec.ts' } }] }, [{ __error: 'exit 1', output: run() }]));
  }
  ch.push(span('agent', 'Frontend Fixer', { instructions: 'fix failing e2e' }, null, sub, { metadata: { 'span_data.type': 'agent', handoffs: [], tools: ['run_shell', 'apply_patch'] } }));
  return { isolates: 'Four different patches (timeout, cookie banner, regex name, network idle) and the Playwright run fails identically each time except durations and trace paths.', goal,
    root: S.agent('Agent workflow', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, ch) };
}

function r02(id) {
  const R = makeRng(id); const S = recorder('otel_genai', R, 'gpt-4o');
  const goal = 'Uploads of equipment photos to the DJ hire site fail with 413; change the nginx config so 25 MB uploads work and verify with the smoke script.';
  const m = [sys('DevOps assistant with shell access to the staging box.'), user(goal)];
  const smoke = () => `$ ./smoke_upload.sh 25M\n* Trying 10.20.4.17:443...\n> POST /admin/gear/photos HTTP/1.1\n< HTTP/1.1 413 Request Entity Too Large\n< Server: nginx/1.24.0\n< Date: ${R.httpDate()}\n< X-Request-Id: ${R.hex(32)}\nFAIL upload 25M -> 413 (${R.ms(80, 400)} ms)`;
  const ch = [];
  ch.push(...step(S, m, { text: null, calls: [{ name: 'shell', args: { command: './smoke_upload.sh 25M' } }] }, [{ __error: 'exit status 1', output: smoke() }]));
  const fixes = [
    ['Set client_max_body_size 30m in the server block.', "sed -i 's/client_max_body_size 1m;/client_max_body_size 30m;/' /etc/nginx/sites-enabled/djhire.conf && nginx -t && systemctl reload nginx"],
    ['Maybe the http block also needs it.', "sed -i '/http {/a \\    client_max_body_size 30m;' /etc/nginx/nginx.conf && nginx -t && systemctl reload nginx"],
    ['The location for /admin might override it; add it there too.', "sed -i '/location \\/admin\\/ {/a \\        client_max_body_size 30m;' /etc/nginx/sites-enabled/djhire.conf && nginx -t && systemctl reload nginx"],
  ];
  for (const [t, cmd] of fixes) {
    ch.push(...step(S, m, { text: t, calls: [{ name: 'shell', args: { command: cmd } }] }, [`nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful`]));
    ch.push(...step(S, m, { text: null, calls: [{ name: 'shell', args: { command: './smoke_upload.sh 25M' } }] }, [{ __error: 'exit status 1', output: smoke() }]));
  }
  return { isolates: 'Three different nginx body-size edits (server, http, location) each followed by the same 413 smoke failure differing only in date, request id and timing.', goal,
    root: S.agent('invoke_agent devops-assistant', goal, null, ch) };
}

function r03(id) {
  const R = makeRng(id); const S = recorder('langsmith', R, 'gpt-4o');
  const goal = 'Fix the hail-damage adjuster report generator so the unit test test_render_field_map passes (it should embed the field map PNG in the PDF).';
  const m = [sys('Coding agent for a crop-insurance adjusting team.'), user(goal)];
  const pytest = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1\ncollected 1 item\n\ntests/test_report.py F                                                   [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_render_field_map ____________________________\n\n    def test_render_field_map(tmp_path):\n        pdf = render_report(CLAIM, out=tmp_path / "r.pdf")\n>       assert pdf.images == 1\nE       assert 0 == 1\nE        +  where 0 = <Report object at ${R.addr()}>.images\n\ntests/test_report.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_report.py::test_render_field_map - assert 0 == 1\n============================== 1 failed in ${(R.f() * 2 + 0.4).toFixed(2)}s ===============================`;
  const ch = [];
  ch.push(...step(S, m, { text: null, calls: [{ name: 'run_tests', args: { target: 'tests/test_report.py::test_render_field_map' } }] }, [{ __error: 'pytest exited 1', output: pytest() }]));
  const fixes = [
    ['Image path is relative; make it absolute.', { file: 'adjust/report.py', old: 'Image("field_map.png")', new: 'Image(str(Path(__file__).parent / "field_map.png"))' }],
    ['Maybe the image is added after the page is closed; move the add_image call before finish_page.', { file: 'adjust/report.py', old: 'page.finish()\n        page.add_image(img)', new: 'page.add_image(img)\n        page.finish()' }],
    ['Possibly PNG with alpha is rejected; convert to RGB first.', { file: 'adjust/report.py', old: 'img = load(map_path)', new: 'img = load(map_path).convert("RGB")' }],
  ];
  for (const [t, a] of fixes) {
    ch.push(...step(S, m, { text: t, calls: [{ name: 'edit_file', args: a }] }, ['Edited adjust/report.py (1 replacement)']));
    ch.push(...step(S, m, { text: null, calls: [{ name: 'run_tests', args: { target: 'tests/test_report.py::test_render_field_map' } }] }, [{ __error: 'pytest exited 1', output: pytest() }]));
  }
  return { isolates: 'Three distinct code edits, each followed by the same pytest assertion 0 == 1; only the object address and timing change.', goal,
    root: S.agent('LangGraph', { messages: [goal] }, null, ch) };
}

function r04(id) {
  const R = makeRng(id); const S = recorder('haystack', R, 'gpt-4o-mini');
  const goal = 'Import the club 10-mile time-trial results CSV into the results database; the importer rejects it.';
  const m = [sys('Club results assistant.'), user(goal)];
  const out = () => `[${R.iso()}] importer run ${R.uuid()}\nreading /var/tmp/upload-${R.b62(8)}.csv\nrow 1: header ok (rider,club,category,time)\nrow 7: ValueError: could not parse time '21:07.4' for rider 'K. Osei' (expected HH:MM:SS)\nimport aborted, 0 rows committed (${R.ms(20, 90)} ms)`;
  const ch = [];
  ch.push(...step(S, m, { text: null, calls: [{ name: 'run_import', args: { file: 'tt10_2025-05-14.csv' } }] }, [{ __error: 'import aborted', output: out() }]));
  const fixes = [
    ['Set the CSV dialect to semicolon in case the separator is wrong.', { setting: 'csv.delimiter', value: ';' }],
    ['Change the encoding to utf-8-sig to strip a BOM.', { setting: 'csv.encoding', value: 'utf-8-sig' }],
    ['Allow blank category values.', { setting: 'schema.category.required', value: false }],
  ];
  for (const [t, a] of fixes) {
    ch.push(...step(S, m, { text: t, calls: [{ name: 'set_import_option', args: a }] }, [{ saved: true, option: a.setting }]));
    ch.push(...step(S, m, { text: null, calls: [{ name: 'run_import', args: { file: 'tt10_2025-05-14.csv' } }] }, [{ __error: 'import aborted', output: out() }]));
  }
  return { isolates: 'Three unrelated importer settings are changed and the import aborts at row 7 on the same time format each time, with only run id, temp path and timing differing.', goal,
    root: S.agent('Agent', { messages: [goal] }, null, ch) };
}

function r05(id) {
  const R = makeRng(id); const S = recorder('agno', R, 'gpt-4o');
  const goal = 'Generate the hospital chaplaincy on-call rota for June so that the rota validator passes (no chaplain on call more than 2 nights in a row, Catholic cover every Sunday).';
  const m = [sys('Rota assistant for a hospital chaplaincy team.'), user(goal)];
  const val = () => `validator v2.3.1 (${R.host('rota-val')})\nchecked 30 nights, 5 chaplains\nFAIL sunday_catholic_cover: 2025-06-15 has no Catholic chaplain on call\nPASS max_consecutive_nights\nresult=FAIL elapsed=${R.ms(4, 60)}ms run=${R.hex(8)}`;
  const ch = [];
  ch.push(...step(S, m, { text: 'Generating the first draft.', calls: [{ name: 'generate_rota', args: { month: '2025-06', seed: 1 } }] }, [{ draft_id: 'june-d1' }]));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'validate_rota', args: { draft_id: 'june-d1' } }] }, [{ __error: 'validation failed', output: val() }]));
  const fixes = [
    ['Regenerating with a different seed.', { month: '2025-06', seed: 7 }, 'june-d2'],
    ['Raising weight on Sunday cover.', { month: '2025-06', seed: 7, weights: { sunday_cover: 5 } }, 'june-d3'],
    ['Allowing three consecutive nights to give the solver room.', { month: '2025-06', seed: 7, max_consecutive: 3 }, 'june-d4'],
  ];
  for (const [t, a, d] of fixes) {
    ch.push(...step(S, m, { text: t, calls: [{ name: 'generate_rota', args: a }] }, [{ draft_id: d }]));
    ch.push(...step(S, m, { text: null, calls: [{ name: 'validate_rota', args: { draft_id: d } }] }, [{ __error: 'validation failed', output: val() }]));
  }
  return { isolates: 'Recorded in Agno (not in the named list): three different generator settings, and the validator fails on the same 15 June Sunday each time; only host, elapsed time and run id vary.', goal,
    root: S.agent('RotaAgent', { message: goal }, null, ch) };
}

function r06(id) {
  const R = makeRng(id); const S = recorder('anthropic', R, 'claude-3-7-sonnet-20250219');
  const goal = 'Make `go test ./pricing/...` pass in the rickshaw tours booking service; the fare test for night surcharges fails.';
  const m = [user(goal)];
  const gt = () => `--- FAIL: TestNightSurcharge (0.00s)\n    fare_test.go:44: fare for 23:30 ride = 1800, want 2250\nFAIL\nFAIL\tgithub.com/rickshawtours/booking/pricing\t${(R.f() * 0.05 + 0.005).toFixed(3)}s\nFAIL`;
  const ch = [];
  ch.push(...step(S, m, { text: 'Running the pricing tests.', calls: [{ name: 'bash', args: { command: 'go test ./pricing/...' } }] }, [{ __error: 'exit status 1', output: gt() }]));
  const fixes = [
    ['The night window may be using local time; convert to Asia/Kolkata.', { path: 'pricing/fare.go', old_str: 't.Hour()', new_str: 't.In(loc).Hour()' }],
    ['Maybe the comparison should be >= 22.', { path: 'pricing/fare.go', old_str: 'h > 22', new_str: 'h >= 22' }],
    ['The multiplier could be integer-truncated; use float math.', { path: 'pricing/fare.go', old_str: 'base * 5 / 4', new_str: 'int(float64(base) * 1.25)' }],
  ];
  for (const [t, a] of fixes) {
    ch.push(...step(S, m, { text: t, calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', ...a } }] }, ['The file pricing/fare.go has been edited.']));
    ch.push(...step(S, m, { text: null, calls: [{ name: 'bash', args: { command: 'go test ./pricing/...' } }] }, [{ __error: 'exit status 1', output: gt() }]));
  }
  return { isolates: 'Anthropic Messages log: three different fare.go edits and `go test` fails with the same 1800 vs 2250 message each time, only the package timing changing.', goal,
    root: S.agent('messages-loop', { messages: m }, { stop_reason: 'max_turns' }, ch) };
}

export const rows = [r01, r02, r03, r04, r05, r06];
