import { style, span, http } from './lib.mjs';
export const meta = { family: 'same_failure_after_fixes', loop: true, stagnation: false, behaviour: 'different edits/settings each time, the same check fails identically apart from volatile parts' };

export const scenarios = [
  // 01 coding: Python test for a barley malting kiln scheduler — SWE-agent-like plain trace
  (c) => {
    const S = style('plain', c, 'claude-3-5-sonnet-20241022');
    const goal = 'Make tests/test_kiln.py::test_curing_ramp pass in the malthouse kiln scheduler.';
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1\nrootdir: ${c.tmp('malt')}\ncollected 1 item\n\ntests/test_kiln.py F\n\nE   AssertionError: assert 85.0 == 82.5\nE    +  where 85.0 = <kiln.Ramp object at ${c.objAddr()}>.final_temp\n\nFAILED tests/test_kiln.py::test_curing_ramp - AssertionError: assert 85.0 == 82.5\n============================== 1 failed in ${c.secs(0.1, 0.9)} ==============================`;
    const edits = [['kiln/ramp.py', 'round final_temp to 0.5'], ['kiln/ramp.py', 'use float division in step calc'], ['kiln/config.py', 'set CURING_MAX = 82.5'], ['kiln/ramp.py', 'clamp final_temp with min()']];
    const kids = [];
    edits.forEach(([f, d], i) => {
      kids.push(S.llm({ prompt: goal, text: `Attempt ${i + 1}: ${d}.`, calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', path: f, note: d } }] }));
      kids.push(S.tool('str_replace_editor', { command: 'str_replace', path: f }, `The file ${f} has been edited.`));
      kids.push(S.tool('bash', { command: 'pytest tests/test_kiln.py::test_curing_ramp -q' }, { output: fail(), exit_code: 1 }, { error: 'exit status 1' }));
    });
    return { isolates: 'Four different edits are each followed by the same pytest assertion failure that differs only in temp rootdir, object address and duration.', goal, root: span('agent', 'swe-agent.run', { problem_statement: goal }, { exit_status: 'exit_cost' }, kids) };
  },
  // 02 devops: nginx config for a kite festival site — OTel GenAI
  (c) => {
    const S = style('otel', c);
    const goal = 'Get the kite festival ticket site to pass its TLS health check after moving it behind the new load balancer.';
    const chk = () => ({ check: 'https://tickets.kitefest.example/healthz', result: 'FAIL', detail: 'SSL_ERROR_RX_RECORD_TOO_LONG', probe: c.host('probe'), at: c.isoOffset(), latency: c.dur(5, 60) });
    const fixes = [['ssl_protocols TLSv1.2 TLSv1.3;', 'Tighten protocols'], ['listen 443 ssl http2;', 'Add http2 on the listener'], ['ssl_certificate /etc/ssl/kitefest/fullchain.pem;', 'Point at the full chain'], ['proxy_ssl_server_name on;', 'Enable SNI upstream']];
    const kids = [];
    fixes.forEach(([line, why]) => {
      kids.push(S.llm({ prompt: goal, text: `${why}.`, calls: [{ name: 'apply_nginx_patch', args: { file: '/etc/nginx/sites-enabled/tickets.conf', add: line } }] }));
      kids.push(S.tool('apply_nginx_patch', { file: '/etc/nginx/sites-enabled/tickets.conf', add: line }, { nginx_t: 'syntax is ok; test is successful', reloaded: true, pid: c.int(2000, 9000) }));
      kids.push(S.tool('run_health_check', { target: 'tickets' }, chk(), { error: 'health check failed' }));
    });
    return { isolates: 'Four different nginx changes each reload cleanly but the health check fails with the identical SSL_ERROR_RX_RECORD_TOO_LONG, only probe host, time and latency changing.', goal, root: S.agent('ops-agent', { goal }, { status: 'gave_up' }, kids) };
  },
  // 03 Christmas... no: ice wine harvest — data validation, DSPy
  (c) => {
    const S = style('dspy', c);
    const goal = 'Load the icewine harvest sheet into the cellar system; the import validator must accept it.';
    const val = () => `import_id=${c.jobId('imp')} started=${c.logTs()}\nrow 14: field "brix_at_press" value "38,5" is not a number\nrejected: 1 row(s), accepted: 0\nelapsed ${c.dur(50, 400)}`;
    const fixes = [['set delimiter to ";"', { delimiter: ';' }], ['set encoding to latin-1', { encoding: 'latin-1' }], ['rename column Brix to brix_at_press', { rename: { Brix: 'brix_at_press' } }], ['strip whitespace in all cells', { strip: true }]];
    const kids = [];
    fixes.forEach(([t, opt]) => { kids.push(S.llm({ prompt: goal, text: `Try: ${t}.`, calls: [{ name: 'import_sheet', args: { file: 'harvest_2024-01-09.csv', options: opt } }] })); kids.push(S.tool('import_sheet', { file: 'harvest_2024-01-09.csv', options: opt }, val(), { error: 'ValidationError' })); });
    return { isolates: 'Four different import options are tried; each time the validator rejects row 14 for the decimal comma, identical except import id, timestamp and elapsed time.', goal, root: S.agent('cellar_import', { goal }, { error: 'max_iters reached' }, kids) };
  },
  // 04 mechanical keyboard group buys — TypeScript build, Vercel AI SDK
  (c) => {
    const S = style('vercel', c);
    const goal = 'Fix the TypeScript build of the keyboard group-buy storefront after the switch to ESM.';
    const tsc = () => `> gb-store@2.3.0 build\n> tsc -p tsconfig.json\n\nsrc/orders/allocate.ts(41,17): error TS2307: Cannot find module '@gb/inventory' or its corresponding type declarations.\n\nFound 1 error in src/orders/allocate.ts:41\n\nnpm ERR! Lifecycle script \`build\` failed with error: exit 2\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/${new Date(c.tick()).toISOString().replace(/:/g, '_')}-debug-0.log`;
    const edits = [{ file: 'tsconfig.json', set: { moduleResolution: 'node16' } }, { file: 'tsconfig.json', set: { moduleResolution: 'bundler' } }, { file: 'packages/inventory/package.json', set: { types: './dist/index.d.ts' } }, { file: 'tsconfig.json', set: { paths: { '@gb/*': ['packages/*/src'] } } }];
    const kids = [];
    edits.forEach((e, i) => { kids.push(S.llm({ prompt: goal, text: ['Try node16 resolution.', 'Try bundler resolution instead.', 'Point types at dist.', 'Add a path alias.'][i], calls: [{ name: 'editJson', args: e }] })); kids.push(S.tool('editJson', e, { ok: true })); kids.push(S.tool('runCommand', { cmd: 'npm run build' }, { exitCode: 2, stdout: tsc() }, { error: 'Command failed: npm run build' })); });
    return { isolates: 'Four different tsconfig/package edits; the build fails with the same TS2307 error each time, only the npm debug-log timestamp differing.', goal, root: S.agent('build-fixer', { prompt: goal }, { text: '' }, kids) };
  },
  // 05 go (baduk) club ratings — Pydantic AI / Logfire-like via Langfuse? use Anthropic
  (c) => {
    const S = style('anthropic', c);
    const goal = 'Recompute the Go club ladder so that the ratings audit script reports no drift against the EGD export.';
    const audit = () => `ratings-audit v0.4 run=${c.uuid()}\nloaded 212 players from egd_export.csv (sha256 ${c.hex(16)}…)\nDRIFT player=EGD-13800917 local=1987.4 egd=2011.0 delta=-23.6\nDRIFT player=EGD-13901440 local=1502.1 egd=1517.9 delta=-15.8\n2 drifted, 210 ok (${c.secs(0.5, 3)})`;
    const fixes = [{ k_factor: 20 }, { handicap_adjust: true }, { include_unrated_games: false }];
    const kids = [];
    fixes.forEach((f, i) => { kids.push(S.llm({ prompt: goal, text: ['Lower the K factor to 20 and recompute.', 'Maybe handicap games are not adjusted; enable it.', 'Exclude games versus unrated opponents.'][i], calls: [{ name: 'recompute_ladder', args: f }] })); kids.push(S.tool('recompute_ladder', f, { recomputed: 212, took: c.dur() })); kids.push(S.tool('run_audit', {}, audit(), { error: 'audit failed: 2 drifted' })); });
    return { isolates: 'Three different rating settings, and the audit reports the same two drifted players with identical deltas each time, only run id, checksum prefix and time varying.', goal, root: S.agent('ladder_keeper', { goal }, { stop_reason: 'user_interrupt' }, kids) };
  },
  // 06 tuxedo rental — OpenAI Agents SDK, Playwright test
  (c) => {
    const S = style('oai-agents', c);
    const goal = 'Make the e2e test "reserve tux for wedding party of 5" pass on the rental site.';
    const pw = () => `Running 1 test using 1 worker\n  ✘  1 [chromium] › reserve.spec.ts:22:5 › reserve tux for wedding party of 5 (${c.secs(4, 12)})\n\n  Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n  Locator: getByRole('button', { name: 'Confirm party reservation' })\n\n  attachment #1: trace (application/zip) test-results/reserve-${c.hex(5)}-chromium/trace.zip`;
    const edits = ['increase expect timeout to 10000', 'wait for networkidle before clicking', 'use getByText("Confirm") locator'];
    const kids = [];
    edits.forEach((e) => { kids.push(S.llm({ prompt: goal, text: `Change: ${e}.`, calls: [{ name: 'edit_test', args: { file: 'e2e/reserve.spec.ts', change: e } }] })); kids.push(S.tool('edit_test', { file: 'e2e/reserve.spec.ts', change: e }, 'ok')); kids.push(S.tool('run_playwright', { spec: 'e2e/reserve.spec.ts' }, pw(), { error: '1 failed' })); });
    return { isolates: 'Three different test edits, each followed by the same Playwright timeout on the Confirm button, only durations and trace folder hash changing.', goal, root: S.agent('E2EFixer', { input: goal }, { final_output: null }, kids) };
  },
];
