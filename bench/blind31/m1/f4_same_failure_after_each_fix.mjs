// Family 4: three or more different fixes, and after each one the same check fails the same way
// (identical apart from durations, timestamps, temp paths, run ids). Never passes.
import { agent, llm, tool, chain, span } from './lib.mjs';

export const family = 'same_failure_after_each_fix';
export const loop = true;
export const stagnation = false;
export const isolates = 'Different edits, each followed by the same failing check with only volatile parts changed.';
export const domains = ['sourdough starter shipping rates (Python)', 'banjo fretboard CNC G-code', 'geyser monitoring dbt models', 'ferret rescue adoption form (Playwright)', 'kefir dairy nutrition labels', 'renaissance fair ticket site nginx'];
export const styles = ['SWE-agent', 'OpenHands', 'MLflow Tracing', 'Claude Agent SDK transcript', 'AutoGen 0.4 AgentChat', 'Strands Agents'];

// ---------------------------------------------------------------- 01 sourdough shipping / SWE-agent
function r01(N) {
  const task = 'Issue #212: test_cold_pack_surcharge fails — shipments of live starter to zone 4 in summer should add the €2.50 cold-pack surcharge. Make the test pass.';
  const pytest = () => {
    N.tick(4000, 15000);
    const n = N.int(3, 40);
    return `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /repo\ncollected 1 item\n\ntests/test_rates.py F                                                    [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_cold_pack_surcharge ___________________________\n\ntmp_path = PosixPath('/tmp/pytest-of-root/pytest-${n}/test_cold_pack_surcharge0')\n\n    def test_cold_pack_surcharge(tmp_path):\n        cfg = load_rates(tmp_path / "rates.toml")\n>       assert quote(cfg, zone=4, month=7, kg=0.4) == Decimal("14.90")\nE       AssertionError: assert Decimal('12.40') == Decimal('14.90')\n\ntests/test_rates.py:31: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_rates.py::test_cold_pack_surcharge - AssertionError: assert Decimal('12.40') == Decimal('14.90')\n============================== 1 failed in ${N.dur(0.2, 0.9).slice(0, 4)}s ===============================`;
  };
  const steps = [
    ['The surcharge is probably gated on the wrong months. In rates.py the summer check is `month in (6, 7)`; the spec says June–August, so I will widen it.', 'edit starter_ship/rates.py 44:44\n    if month in (6, 7, 8):\nend_of_edit'],
    ['Months were not the issue. Maybe zone 4 is not in COLD_ZONES; it currently lists 3 and 5. Adding 4.', 'edit starter_ship/rates.py 12:12\nCOLD_ZONES = {3, 4, 5}\nend_of_edit'],
    ['Still 12.40. The surcharge might be added before rounding and lost by quantize(); I will add it after quantize instead.', 'edit starter_ship/rates.py 58:60\n    total = base.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)\n    if needs_cold_pack(zone, month):\n        total += COLD_PACK_FEE\nend_of_edit'],
    ['Perhaps COLD_PACK_FEE is read from the toml as a string and the addition is skipped by the isinstance guard; converting it with Decimal(str(...)).', 'edit starter_ship/config.py 27:27\n    fee = Decimal(str(raw.get("cold_pack_fee", "2.50")))\nend_of_edit'],
  ];
  const kids = [];
  const ask = (thought, action) => llm('model_query', { history_len: kids.length + 2 }, { thought, action: '```\n' + action + '\n```' }, { model: 'gpt-4o-2024-08-06', tokens_sent: N.int(5000, 14000), tokens_received: N.int(60, 200), api_calls: kids.length / 2 + 1 });
  kids.push(ask('First reproduce the failure.', 'pytest tests/test_rates.py::test_cold_pack_surcharge -q'));
  kids.push(tool('bash', 'pytest tests/test_rates.py::test_cold_pack_surcharge', pytest()));
  steps.forEach(([thought, edit], k) => {
    kids.push(ask(thought, edit));
    kids.push(tool('edit', edit, `File updated. Please review the changes and make sure they are correct.\n[File: /repo/starter_ship/${edit.includes('config') ? 'config' : 'rates'}.py (${N.int(80, 140)} lines total)]`));
    kids.push(ask(`Re-running the test after ${['widening the months', 'adding zone 4', 'moving the fee after rounding', 'parsing the fee as Decimal'][k]}.`, 'pytest tests/test_rates.py::test_cold_pack_surcharge'));
    kids.push(tool('bash', 'pytest tests/test_rates.py::test_cold_pack_surcharge', pytest()));
  });
  return {
    isolates: 'SWE-agent makes four different edits to a rates module and each rerun prints the identical assertion 12.40 != 14.90; only the pytest temp dir number and duration change.',
    goal: task,
    root: agent('SWE-agent', { problem_statement: task, repo: 'bakehouse/starter-ship' }, { exit_status: 'exit_cost', submission: null }, kids, { config: 'default_from_url.yaml', per_instance_cost_limit: 2.0, instance_id: 'bakehouse__starter-ship-212', env: 'docker://sweagent/swe-agent:latest' }),
  };
}

// ---------------------------------------------------------------- 02 banjo fretboard G-code / OpenHands
function r02(N) {
  const task = 'The fret-slot program for the 26.25" scale banjo neck is rejected by our G-code checker. Fix the generator so fretboard_22.nc passes tools/check_gcode.py.';
  const check = () => {
    N.tick(3000, 9000);
    return { content: `[check_gcode] file=fretboard_22.nc lines=1968 machine=ShopBot-PRSalpha\nERROR line 412: Z plunge -3.20 exceeds max slot depth -3.00 (tool T3, 0.023" kerf saw)\nERROR line 988: Z plunge -3.20 exceeds max slot depth -3.00 (tool T3, 0.023" kerf saw)\n2 errors, 0 warnings (checked in ${N.int(40, 190)} ms)\n`, command: 'python tools/check_gcode.py out/fretboard_22.nc', exit_code: 1, metadata: { pid: N.pid(), working_dir: '/workspace/neckshop', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', hostname: 'runtime-' + N.hex(12) } };
  };
  const kids = [];
  const think = (text, action) => { N.tick(1000, 4000); kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: '[…]' }, { content: text, tool_calls: [{ id: N.toolu(), type: 'function', function: { name: action.name, arguments: JSON.stringify(action.args) } }] }, { response_id: 'chatcmpl-' + N.uuid(), cost: Number((N.f() * 0.03).toFixed(5)) })); };
  const run = () => kids.push(tool('CmdRunAction', { command: 'python tools/check_gcode.py out/fretboard_22.nc', is_input: false, thought: '' }, { observation: 'run', ...check() }, { action_id: N.int(10, 99) }));
  const gen = () => ({ command: 'python gen_frets.py --scale 26.25 --frets 22 -o out/fretboard_22.nc', exit_code: 0, content: `wrote out/fretboard_22.nc (1968 lines) in ${N.secs(0.1, 0.6)}` });
  think('Let me reproduce the checker failure first.', { name: 'execute_bash', args: { command: 'python tools/check_gcode.py out/fretboard_22.nc' } });
  run();
  const fixes = [
    ['The depth comes from SLOT_DEPTH_IN = 0.126 in gen_frets.py, which is 3.20 mm. I will set it to 0.118 in (3.0 mm) and regenerate.', { path: '/workspace/neckshop/gen_frets.py', old_str: 'SLOT_DEPTH_IN = 0.126', new_str: 'SLOT_DEPTH_IN = 0.118' }],
    ['No change in the error. The post-processor may add the stock-surface offset; setting z_offset to 0 in post/shopbot.json.', { path: '/workspace/neckshop/post/shopbot.json', old_str: '"z_offset_mm": -0.2', new_str: '"z_offset_mm": 0.0' }],
    ['Still -3.20. Maybe the tool table entry for T3 overrides depth; changing T3 max_depth_mm from 3.2 to 3.0 in tools.csv.', { path: '/workspace/neckshop/tools.csv', old_str: 'T3,saw,0.023,3.2', new_str: 'T3,saw,0.023,3.0' }],
  ];
  for (const [t, args] of fixes) {
    think(t, { name: 'str_replace_editor', args: { command: 'str_replace', ...args } });
    kids.push(tool('FileEditAction', { command: 'str_replace', ...args }, { observation: 'edit', content: `The file ${args.path} has been edited. Here's the result of running \`cat -n\` on a snippet…` }));
    kids.push(tool('CmdRunAction', { command: 'python gen_frets.py --scale 26.25 --frets 22 -o out/fretboard_22.nc' }, { observation: 'run', ...gen() }));
    run();
  }
  return {
    isolates: 'OpenHands changes a depth constant, a post-processor offset and a tool-table limit; the checker prints the same two -3.20 plunge errors on lines 412 and 988 each time.',
    goal: task,
    root: agent('CodeActAgent', { task }, { agent_state: 'ERROR', error: 'Agent reached maximum iteration in headless mode. Current iteration: 14, max iteration: 14' }, kids, { openhands_version: '0.21.1', sid: N.hex(32), runtime: 'docker', max_iterations: 14 }),
  };
}

// ---------------------------------------------------------------- 03 geyser monitoring dbt / MLflow Tracing
function r03(N) {
  const task = 'The nightly dbt build for the geyser eruption warehouse fails on stg_eruptions. Fix the model so `dbt test --select stg_eruptions` passes.';
  const dbt = () => {
    N.tick(20000, 60000);
    const t = () => { N.tick(100, 1500); return N.hhmmss(); };
    return `${t()}  Running with dbt=1.8.7\n${t()}  Registered adapter: duckdb=1.8.4\n${t()}  Found 14 models, 31 data tests, 3 sources, 0 exposures\n${t()}  Concurrency: 4 threads (target='dev')\n${t()}  1 of 3 START test not_null_stg_eruptions_interval_min ................... [RUN]\n${t()}  1 of 3 FAIL 37 not_null_stg_eruptions_interval_min ...................... [FAIL 37 in ${N.dur(0.05, 0.4).slice(0, 4)}s]\n${t()}  2 of 3 PASS unique_stg_eruptions_eruption_id ............................. [PASS in ${N.dur(0.05, 0.3).slice(0, 4)}s]\n${t()}  3 of 3 PASS accepted_values_stg_eruptions_geyser ......................... [PASS in ${N.dur(0.05, 0.3).slice(0, 4)}s]\n${t()}  Failure in test not_null_stg_eruptions_interval_min (models/staging/schema.yml)\n${t()}    Got 37 results, configured to fail if != 0\n${t()}  Done. PASS=2 WARN=0 ERROR=0 FAIL=1 SKIP=0 TOTAL=3\ninvocation_id=${N.uuid()}`;
  };
  const kids = [];
  const attrs = (type) => ({ 'mlflow.spanType': type, 'mlflow.traceRequestId': 'tr-' + N.hex(32) });
  const ask = (content, call) => { N.tick(1500, 5000); kids.push(llm('ChatOpenAI', { messages: '[…]' }, { content, tool_calls: [call] }, attrs('CHAT_MODEL'))); };
  const runTest = () => kids.push(tool('run_shell', { cmd: 'dbt test --select stg_eruptions' }, { exit_code: 1, stdout: dbt() }, attrs('TOOL')));
  ask('Reproducing the failing test.', { name: 'run_shell', args: { cmd: 'dbt test --select stg_eruptions' } });
  runTest();
  const fixes = [
    ['interval_min is null for the first eruption of each geyser because lag() has no previous row. Coalescing it to 0 in the model.', 'models/staging/stg_eruptions.sql', "coalesce(datediff('minute', lag(erupted_at) over w, erupted_at), 0) as interval_min"],
    ['Same 37 rows. I will filter those first-eruption rows out with a qualify clause instead of filling them.', 'models/staging/stg_eruptions.sql', 'qualify lag(erupted_at) over w is not null'],
    ['Still 37. The source may contain rows with a null erupted_at from the seismometer gaps; adding where erupted_at is not null to the source CTE.', 'models/staging/stg_eruptions.sql', 'where erupted_at is not null and geyser_id is not null'],
    ['Perhaps the test targets an old materialisation; switching the model to materialized=\'table\' so a fresh relation is built.', 'models/staging/schema.yml', "config:\n      materialized: table"],
  ];
  for (const [t, file, snippet] of fixes) {
    ask(t, { name: 'edit_file', args: { path: file, patch: snippet } });
    kids.push(tool('edit_file', { path: file, patch: snippet }, { ok: true, bytes_written: N.int(900, 2400) }, attrs('TOOL')));
    ask(null, { name: 'run_shell', args: { cmd: 'dbt test --select stg_eruptions' } });
    runTest();
  }
  return {
    isolates: 'Four different model edits (coalesce, qualify, source filter, materialisation) and dbt reports the same "Got 37 results" failure each run, with only log clock times and invocation ids changing.',
    goal: task,
    root: agent('geyser_dbt_fixer', { task }, null, kids, { 'mlflow.spanType': 'AGENT', 'mlflow.trace.status': 'ERROR', 'mlflow.experiment_id': String(N.int(100, 999)), error: 'RecursionLimit reached' }),
  };
}

// ---------------------------------------------------------------- 04 ferret rescue Playwright / Claude Agent SDK
function r04(N) {
  const task = 'The e2e test "adoption form submits" is red on main. Get `npx playwright test tests/adopt.spec.ts` passing.';
  const session = N.uuid();
  const pw = () => {
    N.tick(15000, 40000);
    const h = N.hex(5);
    return `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › adopt.spec.ts:9:5 › adoption form submits (${N.dur(5.1, 6.4).slice(0, 3)}s)\n\n  1) [chromium] › adopt.spec.ts:9:5 › adoption form submits ─────────────────────\n\n    Error: locator.click: Timeout 5000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Submit application' })\n\n      17 |   await page.getByLabel('Home type').selectOption('flat');\n      18 |   await page.getByLabel('Other ferrets at home').fill('1');\n    > 19 |   await page.getByRole('button', { name: 'Submit application' }).click();\n\n    attachment #1: trace (application/zip) ─────────────────\n    test-results/adopt-adoption-form-submits-chromium-${h}/trace.zip\n\n  1 failed\n    [chromium] › adopt.spec.ts:9:5 › adoption form submits\n`;
  };
  const msg = (content) => ({ type: 'assistant', session_id: session, uuid: N.uuid(), message: { id: 'msg_01' + N.b62(22), content, stop_reason: 'tool_use' } });
  const kids = [];
  const bash = () => { const id = N.toolu(); kids.push(tool('Bash', { command: 'npx playwright test tests/adopt.spec.ts --reporter=list', description: 'Run adoption e2e test' }, { tool_use_id: id, content: pw(), is_error: true })); return id; };
  kids.push(llm('assistant', { session_id: session }, msg([{ type: 'text', text: 'Running the failing spec to see the error.' }, { type: 'tool_use', id: N.toolu(), name: 'Bash', input: { command: 'npx playwright test tests/adopt.spec.ts --reporter=list' } }])));
  bash();
  const fixes = [
    ['The button text in AdoptForm.tsx is "Submit Application" with a capital A; getByRole name matching is case-sensitive when exact, so I will change the component text to match the test.', 'Edit', { file_path: 'src/components/AdoptForm.tsx', old_string: '>Submit Application<', new_string: '>Submit application<' }],
    ['Same timeout. The button may render only after the consent checkbox is ticked; I will add a step in the test that checks "I agree to a home visit" before clicking.', 'Edit', { file_path: 'tests/adopt.spec.ts', old_string: "  await page.getByRole('button'", new_string: "  await page.getByLabel('I agree to a home visit').check();\n  await page.getByRole('button'" }],
    ['Still waiting on the button. Perhaps it is disabled while the postcode lookup runs; giving the click a longer timeout and waiting for networkidle first.', 'Edit', { file_path: 'tests/adopt.spec.ts', old_string: ".click();", new_string: ".click({ timeout: 15000 });" }],
  ];
  for (const [text, name, input] of fixes) {
    kids.push(llm('assistant', { session_id: session }, msg([{ type: 'text', text }, { type: 'tool_use', id: N.toolu(), name, input }])));
    kids.push(tool(name, input, { content: `The file ${input.file_path} has been updated.` }));
    kids.push(llm('assistant', { session_id: session }, msg([{ type: 'tool_use', id: N.toolu(), name: 'Bash', input: { command: 'npx playwright test tests/adopt.spec.ts --reporter=list' } }])));
    bash();
  }
  return {
    isolates: 'Three different edits (button label, consent checkbox, longer timeout) and Playwright reports the identical "Timeout 5000ms exceeded" on line 19 each run; only durations and the trace folder hash change.',
    goal: task,
    root: agent('claude_agent_sdk.query', { prompt: task, options: { permission_mode: 'acceptEdits', max_turns: 10 } }, { type: 'result', subtype: 'error_max_turns', num_turns: 10, session_id: session }, kids, { session_id: session, cwd: '/srv/ferret-rescue-web' }),
  };
}

// ---------------------------------------------------------------- 05 kefir labels / AutoGen 0.4
function r05(N) {
  const task = 'Our kefir nutrition label check fails for the 500 ml plain kefir. Fix compute_label.py so check_label.py passes.';
  const exec = () => {
    N.tick(2000, 6000);
    const d = N.tmp('tmp');
    return { type: 'ToolCallExecutionEvent', source: 'executor', content: [{ content: `exitcode: 1 (execution failed)\nCode output: [${N.logTs()}] loading recipe PK-500 from recipes/plain_kefir.yaml\nFAIL protein_g_per_100ml: computed 3.1, declared 3.4 (tolerance ±0.2)\nPASS fat_g_per_100ml: computed 3.5, declared 3.5\nPASS carbs_g_per_100ml: computed 4.0, declared 4.1\nworkdir=${d} code_file=${d}/tmp_code_${N.hex(32)}.py`, call_id: N.callId(), is_error: false }] };
  };
  const kids = [];
  const say = (text, code) => { N.tick(1500, 4000); kids.push(llm('assistant.on_messages', { source: 'user', messages: '[…]' }, { type: 'TextMessage', source: 'coder', content: `${text}\n\n\`\`\`python\n${code}\n\`\`\``, models_usage: { prompt_tokens: N.int(1500, 5000), completion_tokens: N.int(80, 300) } }, { agent: 'coder', model: 'gpt-4o-2024-11-20' })); };
  const run = () => kids.push(tool('executor.execute_code_blocks', { language: 'python', code: '# compute_label.py patched + python check_label.py PK-500' }, exec(), { executor: 'LocalCommandLineCodeExecutor', timeout: 60 }));
  say('Let me run the checker to see the current numbers.', 'import subprocess\nsubprocess.run(["python", "check_label.py", "PK-500"])');
  run();
  const fixes = [
    ['Protein is computed per 100 g but the label is per 100 ml. Kefir density is about 1.03 g/ml, so I will multiply by the density.', 'PER_100ML = per_100g * 1.03'],
    ['The value did not move, so density is not applied where I thought. The milk protein source value may be wrong: the recipe uses 3.2 g/100 g whole milk; switching to the supplier\'s spec of 3.4.', "MILK_PROTEIN_G = 3.4  # Arla spec sheet 2024"],
    ['Still 3.1. Maybe rounding truncates: round(3.149, 1). Using Decimal with ROUND_HALF_UP for all label values.', 'value = Decimal(str(x)).quantize(Decimal("0.1"), ROUND_HALF_UP)'],
  ];
  for (const [t, c] of fixes) { say(t, c); run(); }
  return {
    isolates: 'AutoGen coder/executor pair: three different changes to a protein calculation and the executor prints the same "computed 3.1, declared 3.4" failure; only temp workdir, code-file hash and log timestamp change.',
    goal: task,
    root: agent('RoundRobinGroupChat', { task }, { stop_reason: 'Maximum number of messages 9 reached, current message count: 9' }, kids, { autogen_version: '0.4.7', participants: ['coder', 'executor'], team_id: N.uuid() }),
  };
}

// ---------------------------------------------------------------- 06 renaissance fair nginx / Strands Agents
function r06(N) {
  const task = 'nginx refuses to reload on the Harrowgate Renaissance Faire ticket server after the new /tickets routes were added. Fix the config so `nginx -t` passes and reload.';
  const ngt = () => { N.tick(1500, 5000); return `$ sudo nginx -t\nnginx: [emerg] duplicate location "/tickets" in /etc/nginx/conf.d/faire.conf:48\nnginx: configuration file /etc/nginx/nginx.conf test failed\n\nreal\t0m0.0${N.int(21, 68)}s\nuser\t0m0.0${N.int(10, 30)}s\nsys\t0m0.0${N.int(5, 20)}s\n[${N.host('tix-web', 'lon1')} ${N.syslog()}]`; };
  const kids = [];
  const cycle = (i, thought, toolName, args, result) => {
    N.tick(1000, 3000);
    const tid = 'tooluse_' + N.b62(22);
    kids.push(span('chain', 'execute_event_loop_cycle', { cycle: i }, null, [
      llm('chat', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', messages: '[…]' }, { content: [...(thought ? [{ text: thought }] : []), { toolUse: { toolUseId: tid, name: toolName, input: args } }], stopReason: 'tool_use' }, { 'gen_ai.usage.input_tokens': N.int(1800, 6000), 'gen_ai.usage.output_tokens': N.int(40, 200) }),
      tool(`execute_tool ${toolName}`, args, { toolUseId: tid, status: 'success', content: [{ text: result }] }, { 'gen_ai.tool.name': toolName, 'event_loop.cycle_id': N.uuid() }),
    ], { 'event_loop.cycle_id': N.uuid() }));
  };
  cycle(1, 'Checking the current error.', 'shell', { command: 'sudo nginx -t' }, ngt());
  const fixes = [
    ['Line 48 repeats `location /tickets` from line 22. I will merge the two blocks by deleting the second one.', { path: '/etc/nginx/conf.d/faire.conf', command: 'str_replace', old_str: '    location /tickets {\n        proxy_pass http://tix_backend;\n    }\n', new_str: '' }],
    ['The error still points at faire.conf:48. I will make the new route a prefix match with ^~ so it is a different location.', { path: '/etc/nginx/conf.d/faire.conf', command: 'str_replace', old_str: 'location /tickets {', new_str: 'location ^~ /tickets/ {' }],
    ['Unchanged. Maybe the include order matters; moving conf.d after sites-enabled in nginx.conf.', { path: '/etc/nginx/nginx.conf', command: 'str_replace', old_str: '    include /etc/nginx/conf.d/*.conf;\n    include /etc/nginx/sites-enabled/*;', new_str: '    include /etc/nginx/sites-enabled/*;\n    include /etc/nginx/conf.d/*.conf;' }],
  ];
  fixes.forEach(([t, args], k) => {
    cycle(2 + 2 * k, t, 'editor', args, `Successfully edited ${args.path}`);
    cycle(3 + 2 * k, null, 'shell', { command: 'sudo nginx -t' }, ngt());
  });
  return {
    isolates: 'A Strands agent makes three different nginx edits (delete block, ^~ prefix, include order) and nginx -t prints the identical duplicate-location error at faire.conf:48 after each; only timings and the syslog stamp change.',
    goal: task,
    root: agent('invoke_agent faire_ops', { prompt: task }, null, kids, { 'gen_ai.agent.name': 'faire_ops', 'strands.version': '0.1.x', stop: 'MaxTokensReachedException / user cancelled after 7 cycles' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
