import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'same_failure_after_each_fix';
export const meta = { loop: true, stagnation: false, isolates: 'the same check fails identically (modulo volatile parts) after 3+ different fixes; never passes' };
export const rows = [
{ id: '01', domain: 'ceramic insulator test lab (Elixir/Phoenix)', style: 'otel',
  isolates: 'Three different code edits to a Phoenix controller, each followed by `mix test` failing the same assertion with only the seed and timing changing.',
  goal: 'Make test/insulator_web/controllers/flashover_controller_test.exs pass: the flashover voltage report must round to 0.1 kV.',
  build(r) {
    const S = 'otel', ch = [];
    const fail = () => `Running ExUnit with seed: ${r.int(1, 999999)}, max_cases: 16\n\n  1) test GET /reports/flashover rounds kV to one decimal (InsulatorWeb.FlashoverControllerTest)\n     test/insulator_web/controllers/flashover_controller_test.exs:41\n     Assertion with == failed\n     code:  assert json_response(conn, 200)["flashover_kv"] == 118.4\n     left:  118.35\n     right: 118.4\n\nFinished in ${(r.int(80, 400) / 100).toFixed(1)} seconds (0.9s async, ${(r.int(10, 90) / 100).toFixed(2)}s sync)\n14 tests, 1 failure`;
    const edits = [
      { path: 'lib/insulator/reports.ex', old: 'Float.round(kv, 2)', new: 'Float.round(kv, 1)', why: 'The report rounds to 2 decimals; change it to 1.' },
      { path: 'lib/insulator_web/controllers/flashover_json.ex', old: 'flashover_kv: r.kv', new: 'flashover_kv: Decimal.round(Decimal.from_float(r.kv), 1)', why: 'Maybe the JSON view bypasses the rounded value; round in the view with Decimal.' },
      { path: 'config/config.exs', old: 'config :insulator, precision: 2', new: 'config :insulator, precision: 1', why: 'There is a precision config; lower it to 1.' }];
    edits.forEach((e, i) => {
      const l = llm(S, r, { model: 'gpt-4.1', messages: [{ role: 'user', content: this.goal }], text: e.why, calls: [{ name: 'edit_file', args: { path: e.path, old_str: e.old, new_str: e.new } }] });
      ch.push(l.span, tool(S, r, { name: 'edit_file', args: { path: e.path, old_str: e.old, new_str: e.new }, result: `Edited ${e.path} (1 replacement)` }));
      const l2 = llm(S, r, { model: 'gpt-4.1', messages: [{ role: 'user', content: '...' }], text: '', calls: [{ name: 'shell', args: { cmd: 'mix test test/insulator_web/controllers/flashover_controller_test.exs' } }] });
      ch.push(l2.span, tool(S, r, { name: 'shell', args: { cmd: 'mix test test/insulator_web/controllers/flashover_controller_test.exs' }, result: { exit_code: 2, output: fail() }, error: 'exit code 2' }));
    });
    return span('agent', 'invoke_agent code-fixer', { goal: this.goal }, { status: 'gave_up' }, ch, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'code-fixer' } });
  } },
{ id: '02', domain: 'sea-glass jewellery shop (Haskell cabal build)', style: 'plain',
  isolates: 'Plain message trace: four different dependency edits, each followed by `cabal build` failing on the same type error; only the build dir hash and timings differ.',
  goal: 'Get the shop inventory service (Haskell, cabal) to build after upgrading aeson to 2.2.',
  build(r) {
    const ch = [];
    const err = () => `Resolving dependencies...\nBuild profile: -w ghc-9.6.4 -O1\nIn order, the following will be built (use -v for more details):\n - seaglass-inv-0.3.1 (lib) (first run)\nPreprocessing library for seaglass-inv-0.3.1..\nBuilding library for seaglass-inv-0.3.1..\n[4 of 9] Compiling Inventory.Json ( src/Inventory/Json.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.4/seaglass-inv-0.3.1/build/Inventory/Json.o )\n\nsrc/Inventory/Json.hs:27:23: error: [GHC-83865]\n    • Couldn't match type ‘Data.Aeson.KeyMap.KeyMap Value’ with ‘HashMap Text Value’\n      Expected: HashMap Text Value\n        Actual: Object\n   |\n27 |   parseJSON (Object o) = parsePiece (HM.toList o)\n   |                       ^\nError: [Cabal-7125] Failed to build seaglass-inv-0.3.1. (took ${r.dur()}, store ${r.tmp()})`;
    const fixes = [['Pin aeson < 2.3 in the cabal file', { file: 'seaglass-inv.cabal', change: 'aeson >=2.2 && <2.3' }], ['Add unordered-containers to build-depends', { file: 'seaglass-inv.cabal', change: '+ unordered-containers ^>=0.2.20' }], ['Add allow-newer for aeson in cabal.project', { file: 'cabal.project', change: 'allow-newer: aeson' }], ['Bump ghc to 9.8 via with-compiler', { file: 'cabal.project', change: 'with-compiler: ghc-9.8.2' }]];
    fixes.forEach(([why, args]) => {
      const l = llm('plain', r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: why, calls: [{ name: 'apply_edit', args }, { name: 'run', args: { cmd: 'cabal build all' } }] });
      ch.push(l.span, tool('plain', r, { name: 'apply_edit', args: JSON.stringify(args), result: 'ok', call: l.calls[0] }), tool('plain', r, { name: 'run', args: JSON.stringify({ cmd: 'cabal build all' }), result: err(), error: 'exit status 1', call: l.calls[1] }));
    });
    return span('agent', 'run', { goal: this.goal }, null, ch, { metadata: { runner: 'custom-loop', max_iterations: 4 } });
  } },
{ id: '03', domain: 'dog agility trials results server (Ansible)', style: 'langsmith',
  isolates: 'Three different playbook changes, each followed by an idempotency re-run that still reports changed=1 on the same task; only timings and the PLAY RECAP time differ.',
  goal: 'Make the Ansible playbook for the agility results server idempotent (second run must report changed=0).',
  build(r) {
    const S = 'langsmith', ch = [];
    const out = () => `PLAY [results] *****\nTASK [Gathering Facts] ***** ok: [agility-res-01]\nTASK [nginx : template vhost] ***** ok: [agility-res-01]\nTASK [app : render scoring config] ***** changed: [agility-res-01]\nPLAY RECAP *****\nagility-res-01 : ok=11 changed=1 unreachable=0 failed=0 skipped=2 rescued=0 ignored=0\n${r.syslog()} Playbook run took 0 days, 0 hours, 0 minutes, ${r.int(18, 45)} seconds`;
    const fixes = [['Use `mode: "0644"` as a string in the template task.', 'roles/app/tasks/main.yml'], ['Sort the judges list in the Jinja template with `|sort` so ordering is stable.', 'roles/app/templates/scoring.yml.j2'], ['Set `backup: no` and add `lstrip_blocks: true` to the template task.', 'roles/app/tasks/main.yml']];
    fixes.forEach(([why, file]) => {
      const l = llm(S, r, { model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: why, calls: [{ name: 'write_file', args: { path: file } }] });
      ch.push(l.span, tool(S, r, { name: 'write_file', args: { path: file, content: '…' }, result: `wrote ${r.int(300, 1800)} bytes` }));
      ch.push(tool(S, r, { name: 'terminal', args: { commands: ['ansible-playbook site.yml -i inventory/prod', 'ansible-playbook site.yml -i inventory/prod'] }, result: out() }));
    });
    return span('chain', 'AgentExecutor', { input: this.goal }, { output: 'Stopped: iteration limit' }, ch, { metadata: { run_id: r.uuid() } });
  } },
{ id: '04', domain: 'sunflower oil mill ERP (Laravel)', style: 'swe_agent',
  isolates: 'SWE-agent style trajectory: three different patches to a Laravel migration, each followed by phpunit failing the same test with the same SQL error; only time and memory differ.',
  goal: 'Fix failing test PressRunTest::test_press_run_records_oil_yield after adding the yield_pct column.',
  build(r) {
    const ch = [];
    const fail = () => `PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n.......F..\n\nTime: 00:0${r.int(1, 9)}.${r.int(100, 999)}, Memory: ${r.int(30, 48)}.00 MB\n\nThere was 1 failure:\n\n1) Tests\\Feature\\PressRunTest::test_press_run_records_oil_yield\nIlluminate\\Database\\QueryException: SQLSTATE[HY000]: General error: 1 table press_runs has no column named yield_pct (Connection: sqlite, SQL: insert into "press_runs" ("batch","seed_kg","oil_l","yield_pct") values (SF-1102, 1000, 412, 41.2))\n\nFAILURES!\nTests: 10, Assertions: 23, Failures: 1.`;
    const acts = [['edit database/migrations/2024_05_02_add_yield_pct.php', 'The migration uses $table->decimal in up() but the class name mismatches; rename class.'], ['edit phpunit.xml', 'Maybe tests use a stale sqlite file; set DB_DATABASE to :memory:.'], ['edit tests/Feature/PressRunTest.php', 'Add the RefreshDatabase trait to the test class.'], ['edit app/Models/PressRun.php', 'Add yield_pct to $fillable.']];
    acts.forEach(([cmd, thought], i) => {
      ch.push(llm('swe_agent', r, { name: 'model.query', model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: 'OBSERVATION...' }], text: `DISCUSSION\n${thought}\n\n\`\`\`\n${cmd}\n\`\`\`` }).span);
      ch.push(tool('swe_agent', r, { name: 'edit', args: { command: cmd }, result: `[File updated. Please review the changes.]` }));
      ch.push(tool('swe_agent', r, { name: 'bash', args: { command: 'php artisan test --filter PressRunTest' }, result: fail(), error: 'exit 1' }));
    });
    return span('agent', 'swe-agent trajectory', { problem_statement: this.goal, instance_id: 'oilmill__erp-212' }, { exit_status: 'exit_cost', submission: null }, ch, { metadata: { format: 'SWE-agent .traj', env: 'docker', container: r.hex(12) } });
  } },
{ id: '05', domain: 'snow chain rental booking site (nginx)', style: 'anthropic',
  isolates: 'Three different nginx config edits, each followed by a curl check that returns the same 301 redirect loop headers except Date and request id.',
  goal: 'Stop the redirect loop on https://chains.example-pass.at/book after the HTTPS migration.',
  build(r) {
    const S = 'anthropic', M = 'claude-3-7-sonnet-20250219', ch = [];
    const curl = () => `HTTP/2 301\nserver: nginx/1.24.0\ndate: ${r.http()}\ncontent-type: text/html\nlocation: https://chains.example-pass.at/book\nx-request-id: ${r.hex(32)}\n\ncurl: (47) Maximum (50) redirects followed`;
    const edits = [['Remove the `return 301 https://$host$request_uri;` from the 443 server block.', 'sites-available/chains.conf'], ['Set `proxy_set_header X-Forwarded-Proto $scheme;` so the app knows it is on HTTPS.', 'snippets/proxy.conf'], ['Change the app env FORCE_HTTPS=false since nginx already terminates TLS.', '/srv/chains/.env']];
    edits.forEach(([why, file]) => {
      const a = llm(S, r, { model: M, messages: [{ role: 'user', content: this.goal }], text: why, calls: [{ name: 'str_replace_editor', args: { command: 'str_replace', path: file } }, { name: 'bash', args: { command: 'sudo nginx -t && sudo systemctl reload nginx && curl -sSIL https://chains.example-pass.at/book | head -8' } }] });
      ch.push(a.span, tool(S, r, { name: 'str_replace_editor', args: { command: 'str_replace', path: file }, result: 'The file has been edited.', call: a.calls[0] }), tool(S, r, { name: 'bash', args: { command: a.calls[1].args.command }, result: `nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n${curl()}`, error: 'exit 47', call: a.calls[1] }));
    });
    return agentSpan('ops-agent', { goal: this.goal }, null, ch, { log: 'anthropic messages API', host: r.host('ops') });
  } },
{ id: '06', domain: 'pumped-hydro storage dispatch data import', style: 'autogen',
  isolates: 'AutoGen two-agent chat: the assistant writes three different fixes to a CSV loader; the executor runs the same validation and it fails with the same 14 bad rows each time.',
  goal: 'Load the day-ahead pump/generate schedule CSV into the dispatch DB; validator must report 0 bad rows.',
  build(r) {
    const ch = [];
    const val = () => `validate_schedule.py run_id=${r.uuid()}\nchecked 96 intervals\nERROR 14 rows: reservoir_level_m out of range [312.0, 348.5] at intervals 33-46\nelapsed ${r.ms(100, 900)}ms\nexitcode: 1 (execution failed)`;
    const fixes = ['Convert the level column from feet to metres before inserting.', 'Parse the decimal comma with `decimal=","` in read_csv.', 'Skip the header row twice because the file has a units line.'];
    fixes.forEach((fx, i) => {
      ch.push(span('llm', 'assistant', { messages: [{ role: 'user', content: i ? 'exitcode: 1' : this.goal }] }, { role: 'assistant', content: `${fx}\n\`\`\`python\n# filename: load_schedule.py\n...\n\`\`\`` }, [], { metadata: { 'autogen.agent': 'assistant', model: 'gpt-4o' } }));
      ch.push(span('tool', 'user_proxy.execute_code_blocks', { language: 'python', file: 'load_schedule.py && python validate_schedule.py' }, val(), [], { error: 'exitcode: 1', metadata: { 'autogen.agent': 'user_proxy', work_dir: r.tmp() } }));
    });
    return span('agent', 'initiate_chat', { sender: 'user_proxy', recipient: 'assistant', message: this.goal }, { summary: '', cost: { total_cost: 0.0931 } }, ch, { metadata: { framework: 'autogen 0.2', max_consecutive_auto_reply: 6 } });
  } },
];
