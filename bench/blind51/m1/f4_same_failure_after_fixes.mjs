// Loop family: several different fixes, the same check fails identically each time (only volatile parts differ).
export const family = 'same_failure_after_fixes';
export const loop = true, stagnation = false;
export const scenarios = [
{ n: '01', domain: 'barometer restoration shop inventory app (pytest)', style: 'sweagent',
  isolates: 'SWE-agent makes three different edits to a pressure-unit converter; pytest fails with the same assertion each time, only timing and tmp paths change.',
  goal: 'Fix failing test test_inhg_to_hpa in the barometer-shop inventory repo.',
  build(r, S) {
    const fail = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1\nrootdir: ${r.tmp('pytest-of-root/pytest-')}\ncollected 14 items\n\ntests/test_units.py ........F.....                                      [100%]\n\n___________________________ test_inhg_to_hpa ___________________________\n>       assert inhg_to_hpa(29.92) == pytest.approx(1013.25, abs=0.01)\nE       assert 1013.2075 == 1013.25 ± 1.0e-02\n\ntests/test_units.py:41: AssertionError\n========================= 1 failed, 13 passed in ${(r.f() + 0.3).toFixed(2)}s =========================`;
    const edits = [
      ['edit 12:12', 'FACTOR = 33.8639', 'Change the rounding constant.'],
      ['edit 18:20', 'return round(value * FACTOR, 4)', 'Maybe the rounding is the culprit; round to 4 places.'],
      ['edit 5:5', 'from decimal import Decimal as D', 'Use Decimal arithmetic to avoid float error.'],
      ['edit 18:20', 'return float(D(str(value)) * D("33.8639"))', 'Compute with Decimal strings.'],
    ];
    const kids = [S.tool('pytest', 'pytest tests/test_units.py -q', fail(), { error: 'exit code 1' })];
    edits.forEach(([cmd, code, th]) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], `DISCUSSION\n${th}\n\n\`\`\`\n${cmd}\n${code}\nend_of_edit\n\`\`\``));
      kids.push(S.tool('edit', { command: cmd, file: 'shop/units.py', replacement: code }, `[File: /repo/shop/units.py (44 lines total)]\nFile updated. Please review the changes.`));
      kids.push(S.tool('pytest', 'pytest tests/test_units.py -q', fail(), { error: 'exit code 1' }));
    });
    return S.agent('sweagent.run', { problem_statement: this.goal, instance_id: 'baroshop__inventory-112' }, null, kids, { exit_status: 'exit_cost', model_stats: { instance_cost: 2.91, api_calls: 9 } });
  } },
{ n: '02', domain: 'organic veg box delivery scheduler (Airflow DAG import)', style: 'openhands',
  isolates: 'OpenHands changes the DAG file three different ways, but `airflow dags list-import-errors` prints the same ModuleNotFoundError each time.',
  goal: 'Make the veg_box_route_planner DAG load in Airflow again.',
  build(r, S) {
    const err = () => `[${r.pyLog()}] {dagbag.py:588} INFO - Filling up the DagBag from /opt/airflow/dags\nfilepath                        | error\n================================+=====================================================\n/opt/airflow/dags/veg_routes.py | Traceback (most recent call last):\n                                |   File "/opt/airflow/dags/veg_routes.py", line 7, in <module>\n                                |     from routing.solver import plan_rounds\n                                | ModuleNotFoundError: No module named 'routing'\n`;
    const acts = [
      ['sys.path.insert(0, os.path.dirname(__file__))', 'Add the dags folder to sys.path at the top of the file.'],
      ['from .routing.solver import plan_rounds', 'Switch to a relative import.'],
      ['PYTHONPATH=/opt/airflow/dags/plugins in docker-compose env', 'Set PYTHONPATH for the scheduler container.'],
      ['touch /opt/airflow/dags/routing/__init__.py', 'Maybe the package marker is missing.'],
    ];
    const kids = [];
    acts.forEach(([a, th]) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], th, [{ name: 'execute_bash', args: { command: a.startsWith('touch') ? a : `apply_patch <<'P'\n${a}\nP` } }]));
      kids.push(S.tool('execute_bash', { command: a }, { exit_code: 0, stdout: '', metadata: { pid: r.int(1000, 9000), working_dir: '/workspace' } }));
      kids.push(S.tool('execute_bash', { command: 'airflow dags list-import-errors' }, { exit_code: 0, stdout: err() }));
    });
    return S.agent('CodeActAgent', { task: this.goal }, null, kids, { agent_state: 'STOPPED', reason: 'max_iterations 12 reached', conversation_id: r.hex(32) });
  } },
{ n: '03', domain: 'wetsuit repair booking widget (Jest snapshot)', style: 'claude_sdk',
  isolates: 'A Claude Agent SDK session tries three different component fixes; the same Jest snapshot diff reappears each time, with only the run time and worker ids varying.',
  goal: 'Get the RepairSlotPicker tests passing after the neoprene patch option was added.',
  build(r, S) {
    const out = () => `FAIL src/components/RepairSlotPicker.test.tsx (${(r.f() * 3 + 1).toFixed(3)} s)\n  ● RepairSlotPicker › renders patch options\n\n    expect(received).toMatchSnapshot()\n\n    Snapshot name: \`RepairSlotPicker renders patch options 1\`\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    -       Seam reglue (48h)\n    +       Seam re-glue (48h)\n\nTests:       1 failed, 6 passed, 7 total\nSnapshots:   1 failed, 3 passed, 4 total\nTime:        ${(r.f() * 4 + 2).toFixed(3)} s\nRan all test suites matching /RepairSlotPicker/i. [worker ${r.int(1, 8)}]`;
    const edits = [
      { file_path: 'src/components/RepairSlotPicker.tsx', old_string: "label: 'Seam re-glue (48h)'", new_string: "label: t('repair.seam')" },
      { file_path: 'src/i18n/en.json', old_string: '"seam": "Seam re-glue (48h)"', new_string: '"seam": "Seam re-glue  (48h)"' },
      { file_path: 'src/components/RepairSlotPicker.tsx', old_string: '<Option key={o.id}', new_string: '<Option key={o.id} data-testid={o.id}' },
    ];
    const kids = [S.tool('Bash', { command: 'npx jest RepairSlotPicker', description: 'Run tests' }, out(), { error: 'Exit code 1' })];
    edits.forEach((e, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['The label should come from i18n; switching to the translation key.', 'Adjust the English string in the locale file.', 'Perhaps the key ordering in the list changes the render; add a stable test id.'][i], [{ name: 'Edit', args: e }]));
      kids.push(S.tool('Edit', e, `The file ${e.file_path} has been updated.`));
      kids.push(S.tool('Bash', { command: 'npx jest RepairSlotPicker', description: 'Run tests' }, out(), { error: 'Exit code 1' }));
    });
    return S.agent('claude-agent-sdk session', { prompt: this.goal, cwd: '/home/dev/wetsuit-repairs' }, { subtype: 'error_max_turns', num_turns: 10 }, kids, { session_id: r.uuid(), total_cost_usd: 0.4123 });
  } },
{ n: '04', domain: 'snow globe manufacturer catalogue reindex', style: 'autogen',
  isolates: 'AutoGen agents try three different mapping changes; the reindex dry run fails with the same mapper_parsing_exception each time.',
  goal: 'Reindex the snow-globe product catalogue into products-v4 with the new glitter_colour field.',
  build(r, S) {
    const err = () => JSON.stringify({ error: { root_cause: [{ type: 'mapper_parsing_exception', reason: "failed to parse field [dimensions.height_mm] of type [integer] in document with id 'SG-0193'. Preview of field's value: '95.5'" }], type: 'mapper_parsing_exception' }, status: 400, took: r.int(5, 90), node: r.host('es-master') });
    const fixes = [
      { glitter_colour: { type: 'keyword' } },
      { glitter_colour: { type: 'keyword', ignore_above: 64 }, sku: { type: 'keyword', normalizer: 'lowercase' } },
      { 'settings.index.mapping.total_fields.limit': 2000 },
      { glitter_colour: { type: 'text', fields: { raw: { type: 'keyword' } } } },
    ];
    const kids = [];
    fixes.forEach((f, i) => {
      kids.push(S.agent('coder', null, null, [S.llm([{ role: 'user', content: this.goal }], `Applying mapping change ${i + 1}: ${JSON.stringify(f)}`, [{ name: 'put_mapping', args: { index: 'products-v4', body: f } }])], { autogen_agent: 'AssistantAgent' }));
      kids.push(S.tool('put_mapping', JSON.stringify({ index: 'products-v4', body: f }), { acknowledged: true }));
      kids.push(S.tool('reindex_dry_run', { source: 'products-v3', dest: 'products-v4', max_docs: 500 }, err(), { error: 'HTTP 400' }));
    });
    return S.agent('RoundRobinGroupChat', { task: this.goal }, null, kids, { stop_reason: 'Maximum number of messages 14 reached', autogen_version: '0.4.7' });
  } },
{ n: '05', domain: 'community land trust rent calculator', style: 'semantic_kernel',
  isolates: 'Semantic Kernel agent edits the affordability formula three different ways; the validation function returns the same mismatch for household 7 each time.',
  goal: 'Fix the rent calculator so every household pays at most 30% of income, and make validate_rents pass.',
  build(r, S) {
    const v = () => ({ checked: 18, failures: [{ household: 7, income_month: 2140, rent: 712.5, cap: 642.0, diff: 70.5 }], run_id: r.uuid(), evaluated_at: r.isoOffset(r.tick(), -5) });
    const changes = ['rent = min(base_rent, 0.30 * income)', 'rent = min(base_rent, round(income * 0.3, 2)) + service_charge', 'cap = 0.30 * (income - childcare_allowance)', 'rent = base_rent if income > 3000 else 0.3 * income'];
    const kids = [];
    changes.forEach((c, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['Clamp rent to 30% of income.', 'Round before comparing and keep service charge separate.', 'The cap may use net income after the childcare allowance.', 'Apply the cap only for lower incomes.'][i], [{ name: 'RentPlugin-update_formula', args: { expression: c } }]));
      kids.push(S.tool('RentPlugin-update_formula', { expression: c }, 'formula saved'));
      kids.push(S.tool('RentPlugin-validate_rents', {}, v(), { error: 'Validation failed: 1 household over cap' }));
    });
    return S.agent('invoke_agent RentAdvisor', { input: this.goal }, null, kids, { 'semantic_kernel.function.invocation.count': 12, status: 'MaximumAutoInvokeAttempts reached' });
  } },
{ n: '06', domain: 'frozen yogurt franchise app (GraphQL federation)', style: 'inspect',
  isolates: 'An Inspect AI eval sample shows three different subgraph schema edits, each followed by the same rover composition error.',
  goal: 'Make the loyalty and stores subgraphs compose into the frozen-yogurt supergraph.',
  build(r, S) {
    const out = () => `error[E029]: Encountered 1 build error while trying to build a supergraph.\n\nCaused by:\n    INVALID_FIELD_SHARING: Non-shareable field "Store.openingHours" is resolved from multiple subgraphs: it is resolved from subgraphs "loyalty" and "stores" and defined as non-shareable in subgraph "stores"\n\n  (composed in ${r.ms()}ms, rover 0.23.0, tmp ${r.tmp('rover-')})`;
    const e = [
      ['subgraphs/loyalty.graphql', 'type Store @key(fields: "id") { id: ID! openingHours: String @external }'],
      ['subgraphs/loyalty.graphql', 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.5", import: ["@key", "@shareable"])'],
      ['supergraph.yaml', 'federation_version: =2.7.1'],
    ];
    const kids = [S.tool('bash', { cmd: 'rover supergraph compose --config supergraph.yaml' }, out(), { error: 'exit status 1' })];
    e.forEach(([f, c], i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['Mark openingHours external in loyalty.', 'Import @shareable into the loyalty subgraph link.', 'Bump the federation version in the supergraph config.'][i], [{ name: 'text_editor', args: { command: 'str_replace', path: f, new_str: c } }]));
      kids.push(S.tool('text_editor', { command: 'str_replace', path: f, new_str: c }, `The file ${f} has been edited.`));
      kids.push(S.tool('bash', { cmd: 'rover supergraph compose --config supergraph.yaml' }, out(), { error: 'exit status 1' }));
    });
    return S.agent('sample 14 epoch 1', { input: this.goal, target: 'composition succeeds' }, { scores: { includes: 'I' } }, kids, { eval: 'federation_fix', task_id: r.b62(22), limit: 'message_limit 20' });
  } },
];
