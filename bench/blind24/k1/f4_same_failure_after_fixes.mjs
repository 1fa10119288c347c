// Family 4: the same check fails the same way after each different fix; output identical apart from volatile parts.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut, anthOut } from './lib.mjs';

export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const summary = 'Three or more different edits/settings are tried; after each, the same verification fails with output identical apart from durations, timestamps, temp paths, addresses or run ids. It never passes.';

// 01 RC car racing lap timing — SWE-agent trajectory
function rcLapTiming(N) {
  const goal = 'Fix issue #88 in rc-laptimer: lap splits from the AMB transponder decoder are off by one millisecond (test_lap_split fails).';
  const pytestOut = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /repo\ncollected 24 items\n\ntests/test_decoder.py ........                                          [ 33%]\ntests/test_transponder.py .......F.......                               [ 95%]\ntests/test_export.py .                                                  [100%]\n\n=================================== FAILURES ===================================\n________________________________ test_lap_split ________________________________\n\n    def test_lap_split():\n        passes = [Passing(tx=4412290, t_us=83_112_405), Passing(tx=4412290, t_us=95_459_887)]\n>       assert lap_splits(passes)[0] == 12.348\nE       assert 12.347 == 12.348\nE        +  where 12.347 = <built-in method __getitem__ of list object at ${N.addr()}>(0)\n\ntests/test_transponder.py:41: AssertionError\n--------------------------- Captured stdout call -------------------------------\ndecoder session ${N.hex(8)} opened /tmp/pytest-of-root/pytest-${N.int(3, 40)}/test_lap_split0/amb.log\n=========================== short test summary info ============================\nFAILED tests/test_transponder.py::test_lap_split - assert 12.347 == 12.348\n========================= 1 failed, 23 passed in ${N.num(0.3, 1.4)}s =========================`;
  const steps = [
    ['The split is computed in laptimer/transponder.py. Let me look at lap_splits.', 'open laptimer/transponder.py 30', '[File: /repo/laptimer/transponder.py (96 lines total)]\n(30 more lines above)\n31:def lap_splits(passes):\n32:    out = []\n33:    for a, b in zip(passes, passes[1:]):\n34:        out.append(int((b.t_us - a.t_us) / 1000) / 1000)\n35:    return out\n(61 more lines below)'],
    ['The int() truncates 12347.482 ms down. I will round to the nearest millisecond instead.', 'edit 34:34\n        out.append(round((b.t_us - a.t_us) / 1000) / 1000)\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'],
    ['Run the test.', 'pytest -q tests/', null],
    ['Still 12.347. Maybe float rounding; switch to Decimal with ROUND_HALF_UP on the seconds value.', 'edit 34:34\n        out.append(float(Decimal(b.t_us - a.t_us) / Decimal(1_000_000)).quantize(Decimal("0.001"), ROUND_HALF_UP))\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'],
    ['Run the test again.', 'pytest -q tests/', null],
    ['Same value. The decoder may deliver timestamps in 1/1024 s ticks rather than microseconds; I will convert in Passing.__post_init__.', 'edit 12:13\n    def __post_init__(self):\n        self.t_us = self.t_us * 1_000_000 // 1_048_576 if self.raw_ticks else self.t_us\nend_of_edit', 'File updated. Please review the changes and make sure they are correct.'],
    ['Run the tests.', 'pytest -q tests/', null],
    ['Unchanged. Perhaps the exporter rounds again; set the export precision to 4 decimals in config.toml.', 'sed -i \'s/split_precision = 3/split_precision = 4/\' config.toml && pytest -q tests/', null],
  ];
  const children = steps.map(([thought, action, obs]) => {
    const l = llm('model_query', { history_len: N.int(6, 30) }, { thought, action: '```\n' + action + '\n```' }, { model: 'gpt-4o-2024-08-06', cost: N.num(0.004, 0.03, 4), tokens_sent: N.int(3000, 12000) });
    N.tick(2000, 9000);
    const t = tool(action.split(/\s/)[0], { command: action }, obs ?? pytestOut(), { execution_time: N.num(0.1, 3, 3), exit_code: obs ? 0 : 1, state: { open_file: '/repo/laptimer/transponder.py', working_dir: '/repo' } });
    return span('step', 'trajectory_step', { thought }, { observation: 'see tool' }, { children: [l, t] });
  });
  return agent('SWEAgent.run', { problem_statement: goal, instance_id: 'rc-laptimer__rc-laptimer-88' }, { exit_status: 'exit_cost', submission: null }, children, { 'sweagent.version': '1.0.1', per_instance_cost_limit: 0.3, env: 'docker://sweagent/swe-agent:latest' });
}

// 02 student newspaper CMS — OpenHands events
function studentPaper(N) {
  const goal = 'The Tab-and-Quill student newspaper site fails to build after moving components into src/. Make `npm run build` pass.';
  const buildOut = () => `> quill-site@2.3.0 build\n> next build\n\n  ▲ Next.js 14.2.3\n  - Environments: .env.production\n\n   Creating an optimized production build ...\nFailed to compile.\n\n./src/app/articles/[slug]/page.tsx\nModule not found: Can't resolve '@/components/Byline'\n\nhttps://nextjs.org/docs/messages/module-not-found\n\nImport trace for requested module:\n./src/app/articles/[slug]/page.tsx\n\n> Build failed because of webpack errors\n   build id: ${N.alnum(21)}   cache: .next/cache/webpack/client-production/${N.hex(8)}.pack\n[${N.iso()}] npm ERR! code 1 (${N.num(6, 20)}s)`;
  const ev = [];
  const run = (thought, command, content, exit) => {
    ev.push(llm('LLM completion', { messages: `[${ev.length + 3} messages]` }, oaiOut(N, thought, [['execute_bash', { command }]]), { model: 'anthropic/claude-3-7-sonnet', response_id: `chatcmpl-${N.alnum(24)}` }));
    N.tick(4000, 15000);
    ev.push(tool('CmdRunAction', { command, thought, is_input: false, blocking: false }, { observation: 'run', content, extras: { command, metadata: { exit_code: exit, pid: N.pid(), working_dir: '/workspace/quill-site', prefix: '', suffix: `\n[The command completed with exit code ${exit}.]` } } }, { event_id: ev.length, source: 'agent', timestamp: N.isoMicro() }));
  };
  const edit = (thought, path, old_str, new_str) => {
    ev.push(llm('LLM completion', { messages: `[${ev.length + 3} messages]` }, oaiOut(N, thought, [['str_replace_editor', { command: 'str_replace', path, old_str, new_str }]]), { model: 'anthropic/claude-3-7-sonnet', response_id: `chatcmpl-${N.alnum(24)}` }));
    ev.push(tool('FileEditAction', { path, command: 'str_replace', old_str, new_str }, { observation: 'edit', content: `The file ${path} has been edited. Here's the result of running \`cat -n\` on a snippet…`, extras: { path, prev_exist: true } }, { event_id: ev.length, source: 'agent', timestamp: N.isoMicro() }));
  };
  run('Reproduce the failure first.', 'cd /workspace/quill-site && npm run build 2>&1 | tail -20', buildOut(), 1);
  edit('The @/ alias still points at the old root. Update tsconfig paths to src/.', '/workspace/quill-site/tsconfig.json', '"@/*": ["./*"]', '"@/*": ["./src/*"]');
  run('Rebuild.', 'npm run build 2>&1 | tail -20', buildOut(), 1);
  edit('Next may need a webpack alias too; add it in next.config.mjs.', '/workspace/quill-site/next.config.mjs', 'const nextConfig = {', 'const nextConfig = {\n  webpack: (c) => { c.resolve.alias["@"] = path.resolve(__dirname, "src"); return c; },');
  run('Rebuild after adding the alias.', 'npm run build 2>&1 | tail -20', buildOut(), 1);
  run('Maybe the stale cache is serving old resolution; clear .next and rebuild.', 'rm -rf .next && npm run build 2>&1 | tail -20', buildOut(), 1);
  edit('TypeScript may need an explicit baseUrl for paths to apply; add baseUrl ".".', '/workspace/quill-site/tsconfig.json', '"compilerOptions": {', '"compilerOptions": {\n    "baseUrl": ".",');
  run('Build again.', 'npm run build 2>&1 | tail -20', buildOut(), 1);
  return agent('CodeActAgent', { task: goal }, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode (iteration 30, max 30)' }, ev, { openhands_version: '0.28.1', runtime: 'docker', sandbox_id: N.hex(12), conversation_id: N.hex(32) });
}

// 03 cooking school recipe scaler — Inspect AI eval log sample
function cookingSchool(N) {
  const goal = 'In the Saltbox Cookery School repo, fix scale_quantity so that scaling "3/4 cup" by 2 gives "1 1/2 cups"; the tests in tests/test_scale.py must pass.';
  const testOut = () => ({ returncode: 1, stdout: `F..\n=================================== FAILURES ===================================\n_____________________________ test_scale_fraction ______________________________\ntests/test_scale.py:14: in test_scale_fraction\n    assert scale_quantity("3/4 cup", 2) == "1 1/2 cups"\nE   AssertionError: assert '1.5 cup' == '1 1/2 cups'\nE     - 1 1/2 cups\nE     + 1.5 cup\n1 failed, 2 passed in ${N.num(0.05, 0.6)}s`, stderr: '' });
  const events = [];
  const model = (text, call) => events.push(llm('model', { event: 'model', model: 'openai/gpt-4o', input: `[${events.length + 2} messages]`, tools: ['bash', 'python'], config: { temperature: 0 } }, { event: 'model', output: { model: 'gpt-4o-2024-08-06', choices: [{ message: { role: 'assistant', content: text, tool_calls: [{ id: N.callId(), function: call[0], arguments: call[1], type: 'function' }] }, stop_reason: 'tool_calls' }], usage: { input_tokens: N.int(800, 5000), output_tokens: N.int(40, 300) }, time: N.num(0.8, 4, 3) } }, { timestamp: N.isoMicro(), working_start: N.num(1, 200, 3) }));
  const toolEv = (fn, args, result) => { N.tick(500, 3000); events.push(tool('tool', { event: 'tool', type: 'function', id: N.callId(), function: fn, arguments: args }, { result, truncated: null, events: [] }, { timestamp: N.isoMicro(), working_time: N.num(0.2, 2, 3) })); };
  model('Run the tests to see the failure.', ['bash', { cmd: 'cd /repo && python -m pytest -q tests/test_scale.py' }]);
  toolEv('bash', { cmd: 'cd /repo && python -m pytest -q tests/test_scale.py' }, testOut());
  model('The scaler returns a float. I will format the result with fractions.Fraction and mixed numbers.', ['bash', { cmd: "cd /repo && python - <<'EOF'\nimport re,pathlib\np=pathlib.Path('saltbox/scale.py');s=p.read_text()\ns=s.replace('return f\"{qty*factor} {unit}\"','return f\"{to_mixed(Fraction(qty)*factor)} {unit}\"')\np.write_text(s)\nEOF" }]);
  toolEv('bash', { cmd: '…edit saltbox/scale.py…' }, { returncode: 0, stdout: '', stderr: '' });
  toolEv('bash', { cmd: 'cd /repo && python -m pytest -q tests/test_scale.py' }, testOut());
  model('Still "1.5 cup". Maybe the unit pluralisation lives in units.py; add a plural rule for quantities above one.', ['bash', { cmd: "cd /repo && sed -i 's/PLURALS = {}/PLURALS = {\"cup\": \"cups\", \"tbsp\": \"tbsp\"}/' saltbox/units.py && python -m pytest -q tests/test_scale.py" }]);
  toolEv('bash', { cmd: "sed -i … saltbox/units.py && python -m pytest -q tests/test_scale.py" }, testOut());
  model('No change. The package may be installed non-editably so edits are ignored? I will set SALTBOX_FRACTIONS=1, which the config reads.', ['bash', { cmd: 'cd /repo && SALTBOX_FRACTIONS=1 python -m pytest -q tests/test_scale.py' }]);
  toolEv('bash', { cmd: 'cd /repo && SALTBOX_FRACTIONS=1 python -m pytest -q tests/test_scale.py' }, testOut());
  events.push(span('scorer', 'score', { event: 'score', target: 'tests pass' }, { value: 'I', answer: null, explanation: 'pytest exit code 1' }, {}));
  return agent('sample', { id: 'saltbox-scale-017', epoch: 1, input: goal }, { error: null, limit: { type: 'message', limit: 12 } }, events, { eval_id: N.b64(22).replace(/[+/]/g, 'k'), run_id: N.b64(22).replace(/[+/]/g, 'p'), task: 'swe_small_repos', inspect_ai_version: '0.3.63', sandbox: 'docker' });
}

// 04 carnival floats parade route — AutoGen (AG2) two-agent chat with code execution
function carnivalFloats(N) {
  const goal = 'Make the Notting Dale carnival parade plan pass route-lint (parade.yaml) so the council can approve it.';
  const lintOut = () => `route-lint 2.4.1  run ${N.uuid()}  started ${N.mdy()}\nchecking parade.yaml against council/road-network-2025.geojson\n  ✓ E101 road closures declared (14)\n  ✓ E150 stewards per segment\n  ✗ E211 junction J7 (Ladbroke Grove / Lancaster Rd): swept path of float "Neptune's Court" 13.8 m exceeds junction envelope 12.5 m\n1 error, 0 warnings  (${N.ms(120, 900)})\nexitcode: 1 (execution failed)`;
  const msgs = [];
  const A = (content) => msgs.push(llm('assistant', { messages: `[${msgs.length + 1} messages]`, sender: 'user_proxy' }, { content, role: 'assistant', name: 'planner' }, { model: 'gpt-4o', cost: N.num(0.002, 0.02, 4) }));
  const U = (code) => { N.tick(1500, 4000); msgs.push(tool('user_proxy.execute_code_blocks', { language: 'sh', code }, lintOut(), { executor: 'LocalCommandLineCodeExecutor', work_dir: `/tmp/autogen_${N.alnum(8)}` })); };
  A('Let me run the linter to see what fails.\n```sh\nroute-lint parade.yaml\n```');
  U('route-lint parade.yaml');
  A('Neptune\'s Court is too long for the J7 turn. I will shorten its declared length from 16 m to 14 m in parade.yaml and re-run.\n```sh\nyq -i \'.floats[] |= (select(.name == "Neptune\'\'s Court").length_m = 14)\' parade.yaml && route-lint parade.yaml\n```');
  U('yq -i ... length_m = 14 ... && route-lint parade.yaml');
  A('Still 13.8 m swept path. I will move Neptune\'s Court to the alternative route segment via Westbourne Park Rd so it avoids J7.\n```sh\nyq -i \'.floats[3].route = "alt-B"\' parade.yaml && route-lint parade.yaml\n```');
  U('yq -i .floats[3].route = "alt-B" && route-lint parade.yaml');
  A('The error is unchanged. Perhaps the linter uses the tow vehicle profile; switch the tractor unit from "artic-44t" to "rigid-18t".\n```sh\nyq -i \'.floats[3].tow_profile = "rigid-18t"\' parade.yaml && route-lint parade.yaml\n```');
  U('yq -i .floats[3].tow_profile = "rigid-18t" && route-lint parade.yaml');
  A('Same failure. I will add a steward-controlled wide turn waypoint at J7 (allow_wide_turn: true).\n```sh\nyq -i \'.junctions.J7.allow_wide_turn = true\' parade.yaml && route-lint parade.yaml\n```');
  U('yq -i .junctions.J7.allow_wide_turn = true && route-lint parade.yaml');
  return agent('initiate_chat', { sender: 'user_proxy', recipient: 'planner', message: goal, max_turns: 5 }, { summary: 'max_turns reached', cost: { total_cost: N.num(0.02, 0.1, 4) } }, msgs, { framework: 'ag2 0.7.4', chat_id: N.int(1e8, 9e8) });
}

// 05 terrarium supplies shop CSV import — MLflow Tracing
function terrariumShop(N) {
  const goal = 'Import the new supplier feed (mossworks_feed.csv) into the Terrarium Tribe shop catalogue; the dry run must succeed before we import for real.';
  const dry = () => `$ python import_products.py --dry-run data/mossworks_feed.csv\n[${N.clockTime()}] INFO  import run ${N.hex(12)} pid=${N.pid()}\n[${N.clockTime()}] INFO  staging to ${N.tmp('sqlite')}\n[${N.clockTime()}] INFO  read 611 rows (encoding=utf-8)\nTraceback (most recent call last):\n  File "/srv/shop/import_products.py", line 88, in parse_price\n    return Decimal(raw)\ndecimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\nValueError: row 214 (sku MW-CUSH-L "Cushion moss, large tray"): price '£12,50' could not be parsed\n[${N.clockTime()}] ERROR dry run aborted after ${N.ms(300, 2000)}`;
  const spans = [];
  const chat = (text, cmd) => spans.push(llm('ChatOpenAI', { messages: `[${spans.length + 2} messages]` }, oaiOut(N, text, [['shell', { cmd }]]), { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: N.int(500, 3000), output_tokens: N.int(30, 200) } }));
  const sh = (cmd, out, err) => { N.tick(1000, 5000); spans.push(tool('shell', { cmd }, out, { 'mlflow.spanType': 'TOOL', 'mlflow.spanFunctionName': 'shell', status: err ? 'ERROR' : 'OK' }, err)); };
  chat('Start with the dry run.', 'python import_products.py --dry-run data/mossworks_feed.csv');
  sh('python import_products.py --dry-run data/mossworks_feed.csv', dry(), 'exit status 1');
  chat('The feed uses a comma decimal separator. Set LC_NUMERIC=de_DE.UTF-8 for the run.', 'LC_NUMERIC=de_DE.UTF-8 python import_products.py --dry-run data/mossworks_feed.csv');
  sh('LC_NUMERIC=de_DE.UTF-8 python import_products.py --dry-run data/mossworks_feed.csv', dry(), 'exit status 1');
  chat('Locale is ignored by Decimal. Patch parse_price to strip the £ sign before converting.', "sed -i 's/return Decimal(raw)/return Decimal(raw.lstrip(\"£\"))/' import_products.py && python import_products.py --dry-run data/mossworks_feed.csv");
  sh("sed -i … && python import_products.py --dry-run data/mossworks_feed.csv", dry(), 'exit status 1');
  chat('Maybe the file is really Windows-1252 and the pound sign is mis-decoded; pass --encoding cp1252.', 'python import_products.py --dry-run --encoding cp1252 data/mossworks_feed.csv');
  sh('python import_products.py --dry-run --encoding cp1252 data/mossworks_feed.csv', dry(), 'exit status 1');
  chat('Try the importer\'s --price-column option pointing at price_gbp instead of price.', 'python import_products.py --dry-run --price-column price_gbp data/mossworks_feed.csv');
  sh('python import_products.py --dry-run --price-column price_gbp data/mossworks_feed.csv', dry(), 'exit status 1');
  return agent('catalogue_import_agent', { goal }, null, spans, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': `tr-${N.hex(32)}`, 'mlflow.experimentId': String(N.int(100000000, 999999999)), status: 'ERROR', 'mlflow.trace.sizeBytes': N.int(20000, 90000) });
}

// 06 sundial restoration — Strands Agents
function sundial(N) {
  const goal = 'The hour-line calculator used to re-cut the gnomon plate for the St Botolph\'s sundial gives wrong angles; make tests/test_hourlines.py pass.';
  const out = () => `FAILED tests/test_hourlines.py::test_horizontal_dial_52N[15] - AssertionError: hour line 15:00 at lat 52.2: got 38.59°, expected 38.03° (±0.05)\n  line = <hourlines.HourLine object at ${N.addr()}>\n  plate = <hourlines.Plate object at ${N.addr()}>\n1 failed, 11 passed, 1 warning in ${N.num(0.1, 0.9)}s\ncachedir: /tmp/pytest-cache-${N.alnum(6)}`;
  const cycles = [];
  const cycle = (text, name, input, result) => {
    const c = llm('chat', { 'gen_ai.prompt': `[${cycles.length * 2 + 1} messages]` }, { role: 'assistant', content: [{ text }, { toolUse: { toolUseId: `tooluse_${N.b64(22).replace(/[+/]/g, 'x')}`, name, input } }] }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.total_tokens': N.int(1500, 6000) });
    N.tick(1000, 4000);
    const t = tool(`execute_tool ${name}`, input, { status: name === 'shell' ? 'error' : 'success', content: [{ text: result }] }, { 'gen_ai.tool.name': name }, name === 'shell' ? 'exit code 1' : undefined);
    cycles.push(span('chain', 'execute_event_loop_cycle', { cycle: cycles.length + 1 }, null, { children: [c, t], metadata: { 'event_loop.cycle_id': N.uuid() } }));
  };
  cycle('Run the failing test first.', 'shell', { command: 'pytest -q tests/test_hourlines.py' }, out());
  cycle('The formula tan(H) = sin(φ)·tan(15°·t) needs radians; I will convert the latitude with math.radians.', 'editor', { command: 'str_replace', path: 'hourlines.py', old_str: 'math.sin(lat)', new_str: 'math.sin(math.radians(lat))' }, 'Replaced 1 occurrence.');
  cycle('Re-run the test.', 'shell', { command: 'pytest -q tests/test_hourlines.py' }, out());
  cycle('Use atan2 so afternoon angles land in the right quadrant.', 'editor', { command: 'str_replace', path: 'hourlines.py', old_str: 'math.degrees(math.atan(x))', new_str: 'math.degrees(math.atan2(x, 1.0))' }, 'Replaced 1 occurrence.');
  cycle('Test again.', 'shell', { command: 'pytest -q tests/test_hourlines.py' }, out());
  cycle('Perhaps the longitude correction for Boston (0.02°W) has the wrong sign; flip it in dial.toml.', 'editor', { command: 'str_replace', path: 'dial.toml', old_str: 'longitude_correction_min = 0.08', new_str: 'longitude_correction_min = -0.08' }, 'Replaced 1 occurrence.');
  cycle('Test again.', 'shell', { command: 'pytest -q tests/test_hourlines.py' }, out());
  return agent('invoke_agent', { prompt: goal }, { stop_reason: 'max_cycles', message: null }, cycles, { 'gen_ai.agent.name': 'Strands Agents', 'strands.version': '0.1.6', 'session.id': N.uuid() });
}

export const scenarios = [
  { n: '01', domain: 'RC car racing lap timing', style: 'SWE-agent trajectory', isolates: 'Rounding, Decimal, tick conversion and an export-precision setting are tried in turn; test_lap_split fails with the same 12.347 vs 12.348 assertion each time, differing only in duration, tmp path and object address.', goal: 'Fix the off-by-one-millisecond lap split bug so test_lap_split passes.', build: rcLapTiming },
  { n: '02', domain: 'student newspaper CMS', style: 'OpenHands events', isolates: 'tsconfig paths, a webpack alias, a cache wipe and a baseUrl setting are tried; next build fails with the same module-not-found error each time apart from build id, cache hash and timing.', goal: 'Make the student newspaper site build pass after components moved into src/.', build: studentPaper },
  { n: '03', domain: 'cooking school recipe scaler', style: 'Inspect AI eval log', isolates: 'Fraction formatting, a plural table and an env flag are tried; the same test fails with "1.5 cup" each time and the sample is scored incorrect.', goal: 'Fix the recipe scaler so 3/4 cup doubled reads "1 1/2 cups" and the tests pass.', build: cookingSchool },
  { n: '04', domain: 'carnival float parade routes', style: 'AutoGen / AG2', isolates: 'Float length, route, tow profile and a junction flag are changed in turn; route-lint reports the identical E211 swept-path error with only run id, date and timing differing.', goal: 'Make the carnival parade plan pass the route linter for council approval.', build: carnivalFloats },
  { n: '05', domain: 'terrarium supplies shop', style: 'MLflow Tracing', isolates: 'Locale, a price-parsing patch, an encoding flag and a price-column option are tried; the dry run aborts on the same row-214 price error each time, differing only in run id, pid, temp path and clock.', goal: 'Get the supplier feed dry-run import to succeed for the terrarium shop catalogue.', build: terrariumShop },
  { n: '06', domain: 'sundial restoration', style: 'Strands Agents', isolates: 'Radians conversion, atan2 and a longitude-sign change are tried; the hour-line test fails with the same 38.59° vs 38.03° each time, only object addresses and timings changing.', goal: 'Fix the sundial hour-line calculator so its tests pass.', build: sundial },
];
