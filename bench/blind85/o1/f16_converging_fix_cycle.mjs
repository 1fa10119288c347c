// Healthy 6: a fix cycle whose failure count drops (different fix each time) until the check passes.
export const family = 'converging_fix_cycle';
export const loop = false;

// 01: Aider (llama3.1:70b q3) fixing ESLint errors, with a syntax-error reflection in between.
function s01(c) {
  c.model = 'ollama_chat/llama3.1:70b-instruct-q3_K_S';
  const goal = 'Make `npm run lint` pass in the dashboard app (eslint, no rule disabling).';
  const k = [];
  const lint = (errs) => `> dashboard@2.3.0 lint\n> eslint src --max-warnings=0\n\n${errs.map(([f, l, m, r]) => `/home/sam/dashboard/${f}\n  ${l}  error  ${m}  ${r}`).join('\n\n')}\n\n✖ ${errs.length} problem${errs.length === 1 ? '' : 's'} (${errs.length} error${errs.length === 1 ? '' : 's'}, 0 warnings)\n`;
  const E = [['src/api/client.ts', '12:7', "'retries' is assigned a value but never used", '@typescript-eslint/no-unused-vars'], ['src/api/client.ts', '40:3', 'Unexpected console statement', 'no-console'], ['src/hooks/useFilters.ts', '18:6', "React Hook useEffect has a missing dependency: 'range'", 'react-hooks/exhaustive-deps'], ['src/pages/Home.tsx', '5:10', "'Spinner' is defined but never used", '@typescript-eslint/no-unused-vars'], ['src/pages/Home.tsx', '61:21', "Expected '===' and instead saw '=='", 'eqeqeq'], ['src/utils/date.ts', '9:1', 'Prefer default export on a file with single export', 'import/prefer-default-export']];
  const turn = (u, a, files, out, err, extra) => {
    k.push(c.span('llm', 'litellm.completion', { messages: [{ role: 'user', content: u.slice(0, 400) }] }, a, [], { metadata: { model: c.model, tokens_sent: c.int(4000, 12000), tokens_received: c.int(100, 700) } }));
    k.push(c.tool('aider.apply_edits', { files }, `Applied edit to ${files.join('\nApplied edit to ')}`));
    if (extra) k.push(extra);
    k.push(c.tool('aider.run_lint', { cmd: 'npm run lint' }, out, { error: err }));
  };
  k.push(c.tool('aider.run_lint', { cmd: 'npm run lint' }, lint(E), { error: 'exit status 1' }));
  turn(lint(E), 'Removing the unused variable and the console statement in the API client.\n\nsrc/api/client.ts\n```ts\n<<<<<<< SEARCH\n  const retries = 3;\n=======\n>>>>>>> REPLACE\n```\n(…2 more blocks)', ['src/api/client.ts'], lint(E.slice(2)), 'exit status 1');
  turn('Fix any errors below:\n' + lint(E.slice(2)), 'Use ===, drop the unused Spinner import, and add range to the deps array.\n\nsrc/hooks/useFilters.ts\n```ts\n<<<<<<< SEARCH\n  }, [filters]);\n=======\n  }, [filters, range];\n>>>>>>> REPLACE\n```', ['src/hooks/useFilters.ts', 'src/pages/Home.tsx'], null, undefined, c.span('harness', 'aider.syntax_check', { file: 'src/hooks/useFilters.ts' }, "# Fix any errors below, if possible.\n\n## Running: tsc --noEmit src/hooks/useFilters.ts\n\nsrc/hooks/useFilters.ts(18,22): error TS1005: ')' expected.\n\n## See relevant line below marked with █.\n\nsrc/hooks/useFilters.ts:\n 18█  }, [filters, range];", [], { error: 'Your edit introduced a syntax error' }));
  k.pop();
  k.push(c.tool('aider.run_lint', { cmd: 'npm run lint' }, 'skipped: syntax error must be fixed first', { error: 'skipped' }));
  turn('Fix any errors below: src/hooks/useFilters.ts(18,22): error TS1005', 'Missing closing parenthesis.\n\nsrc/hooks/useFilters.ts\n```ts\n<<<<<<< SEARCH\n  }, [filters, range];\n=======\n  }, [filters, range]);\n>>>>>>> REPLACE\n```', ['src/hooks/useFilters.ts'], lint(E.slice(5)), 'exit status 1');
  turn('Fix any errors below:\n' + lint(E.slice(5)), 'Switch date.ts to a default export and update the two importers.\n\nsrc/utils/date.ts\n```ts\n<<<<<<< SEARCH\nexport function fmtDate(\n=======\nexport default function fmtDate(\n>>>>>>> REPLACE\n```\n(…2 more blocks)', ['src/utils/date.ts', 'src/pages/Home.tsx', 'src/components/RangePicker.tsx'], '> dashboard@2.3.0 lint\n> eslint src --max-warnings=0\n\n');
  k.push(c.tool('aider.run_test', { cmd: 'npm test -- --run' }, ` ✓ src/utils/date.test.ts (4 tests) ${c.ms(3, 30)}ms\n ✓ src/hooks/useFilters.test.ts (6 tests) ${c.ms(10, 90)}ms\n\n Test Files  2 passed (2)\n      Tests  10 passed (10)\n   Duration  ${c.dur(0.6, 2)}`));
  const root = c.agent('aider', { argv: ['--lint-cmd', 'npm run lint', '--auto-lint'] }, { exit: 0 }, k, { aider: '0.70.0', repo: 'dashboard', git_head: c.hex(40) });
  return { goal, stagnation: false, isolates: 'Lint errors drop 6 → 4 → (a syntax slip reported by the harness and fixed) → 1 → 0 with a different edit each time; tests then pass.', root };
}

// 02: Continue agent (qwen2.5-coder:14b) reducing mypy errors 9 → 5 → 2 → 0, reading a file in ranges.
function s02(c) {
  c.model = 'qwen2.5-coder:14b';
  const goal = 'Get `mypy --strict src/ingest` clean. The package was just typed; do not use `# type: ignore`.';
  c.chat('You are Continue agent. Tools: builtin_read_file, builtin_read_file_range, builtin_edit_existing_file, builtin_run_terminal_command.', goal);
  const k = [];
  const mypy = (lines) => `${lines.join('\n')}\nFound ${lines.length} error${lines.length === 1 ? '' : 's'} in ${new Set(lines.map((l) => l.split(':')[0])).size} file${lines.length === 1 ? '' : 's'} (checked 7 source files)`;
  const L9 = ['src/ingest/reader.py:14: error: Function is missing a return type annotation  [no-untyped-def]', 'src/ingest/reader.py:22: error: Missing type parameters for generic type "dict"  [type-arg]', 'src/ingest/reader.py:31: error: Returning Any from function declared to return "list[Row]"  [no-any-return]', 'src/ingest/schema.py:8: error: Missing type parameters for generic type "dict"  [type-arg]', 'src/ingest/schema.py:19: error: Incompatible default for argument "tz" (default has type "None", argument has type "str")  [assignment]', 'src/ingest/schema.py:40: error: Item "None" of "Optional[Match[str]]" has no attribute "group"  [union-attr]', 'src/ingest/sink.py:11: error: Function is missing a type annotation  [no-untyped-def]', 'src/ingest/sink.py:27: error: Call to untyped function "flush" in typed context  [no-untyped-call]', 'src/ingest/sink.py:33: error: Missing return statement  [return]'];
  const sh = (out, err) => { k.push(c.llm(null, [{ name: 'builtin_run_terminal_command', args: { command: 'mypy --strict src/ingest' } }])); k.push(c.tool('builtin_run_terminal_command', { command: 'mypy --strict src/ingest' }, out, { error: err })); };
  const ed = (text, file, ch) => { k.push(c.llm(text, [{ name: 'builtin_edit_existing_file', args: { filepath: file, changes: ch } }])); k.push(c.tool('builtin_edit_existing_file', { filepath: file }, `Applied: ${file}`)); };
  sh(mypy(L9), 'exit 1');
  k.push(c.llm(null, [{ name: 'builtin_read_file', args: { filepath: 'src/ingest/sink.py' } }]));
  k.push(c.tool('builtin_read_file', { filepath: 'src/ingest/sink.py' }, 'from __future__ import annotations\nimport json\n\nclass Sink:\n    def __init__(self, path: str) -> None:\n        self.path = path\n        self.buf: list[str] = []\n\n    def write(self, row):\n        self.buf.append(json.dumps(row))\n …[truncated: file is 2,114 lines; use builtin_read_file_range]'));
  k.push(c.llm('Output truncated; reading lines 1-40.', [{ name: 'builtin_read_file_range', args: { filepath: 'src/ingest/sink.py', startLine: 1, endLine: 40 } }]));
  k.push(c.tool('builtin_read_file_range', { filepath: 'src/ingest/sink.py', startLine: 1, endLine: 40 }, '…\n11    def write(self, row):\n…\n25    def flush(self):\n27        self.flush()\n…\n33    def close(self) -> int:\n34        if self.buf:\n35            return self.flush_all()'));
  ed('Typing sink.py: write(row: Row) -> None, flush() -> None, and close returns 0 when empty. Also dict[str, Any] in reader.', 'src/ingest/sink.py', 'annotate write/flush, return 0 in close');
  ed(null, 'src/ingest/reader.py', 'def read_rows(path: Path) -> list[Row]; dict -> dict[str, Any]');
  sh(mypy([L9[2], L9[3], L9[4], L9[5], 'src/ingest/sink.py:35: error: Returning Any from function declared to return "int"  [no-any-return]']), 'exit 1');
  ed('Five left. Cast the JSON load into Row objects, give the schema dict type params, make tz Optional[str].', 'src/ingest/schema.py', 'Mapping[str, FieldSpec]; tz: str | None = None');
  ed(null, 'src/ingest/reader.py', 'return [Row(**r) for r in data]');
  sh(mypy([L9[5], 'src/ingest/sink.py:35: error: Returning Any from function declared to return "int"  [no-any-return]']), 'exit 1');
  ed('Two left: guard the regex match and annotate flush_all.', 'src/ingest/schema.py', 'm = RX.match(s)\nif m is None: raise ValueError(s)');
  ed(null, 'src/ingest/sink.py', 'def flush_all(self) -> int:');
  sh('Success: no issues found in 7 source files');
  k.push(c.llm(null, [{ name: 'builtin_run_terminal_command', args: { command: 'pytest -q tests/ingest' } }]));
  k.push(c.tool('builtin_run_terminal_command', { command: 'pytest -q tests/ingest' }, `..................                                                       [100%]\n18 passed in ${c.dur(0.3, 2)}`));
  k.push(c.llm('mypy --strict is clean (9 → 5 → 2 → 0 errors) without type: ignore, and the 18 ingest tests pass.', []));
  const root = c.agent('continue.agent', { input: goal }, { done: true }, k, { continue: '1.0.1', provider: 'ollama', sessionId: c.uuid() });
  return { goal, stagnation: false, isolates: 'mypy errors drop 9 → 5 → 2 → 0 with different annotations each round; a truncated file read is continued by line range; tests pass at the end.', root };
}

// 03: Goose (mistral-small) fixing failing dbt tests 5 → 3 → 1 → 0 with the same polite preamble.
function s03(c) {
  c.model = 'mistral-small:24b';
  const goal = 'dbt test is failing on the marts layer after the source rename. Fix the models so `dbt build --select marts` passes.';
  c.chat('You are Goose. Extensions: developer.', goal);
  const k = [];
  const dbt = (fails, pass) => `${c.hms().slice(0, 8)}  Running with dbt=1.9.1\n${c.hms().slice(0, 8)}  Found 42 models, 118 data tests, 9 sources\n${fails.map((f, i) => `${c.hms().slice(0, 8)}  ${i + 1} of ${fails.length + pass} FAIL ${f}`).join('\n')}\n${c.hms().slice(0, 8)}  Done. PASS=${pass} WARN=0 ERROR=${fails.length} SKIP=0 TOTAL=${fails.length + pass}\n(invocation_id ${c.uuid()}; ${c.dur(4, 30)})`;
  const sh = (text, cmd, out, err) => { k.push(c.llm(text, [{ name: 'developer__shell', args: { command: cmd } }])); k.push(c.tool('developer__shell', { command: cmd }, out, { error: err })); };
  const ed = (text, path, a, b) => { k.push(c.llm(text, [{ name: 'developer__text_editor', args: { command: 'str_replace', path, old_str: a, new_str: b } }])); k.push(c.tool('developer__text_editor', { path }, `The file ${path} has been edited.`)); };
  const f5 = ['unique_fct_orders_order_id [FAIL 212]', 'not_null_fct_orders_customer_id [FAIL 3012]', 'relationships_fct_orders_customer_id__customer_id__ref_dim_customers_ [FAIL 3012]', 'accepted_values_fct_orders_status__placed__shipped__returned [FAIL 4]', 'not_null_dim_customers_region [FAIL 57]'];
  sh(null, 'dbt build --select marts', dbt(f5, 113), 'exit 1');
  sh("I'm sorry for the trouble. Let me look at the order model.", 'sed -n 1,40p models/marts/fct_orders.sql', "with o as (select * from {{ ref('stg_shop__orders') }}),\np as (select * from {{ ref('stg_shop__payments') }})\nselect o.order_id, o.cust_id as customer_id, o.status, p.amount\nfrom o left join p on p.order_id = o.order_id");
  ed('The staging model now calls it customer_id (cust_id is null after the rename), and the payments join fans out rows.', 'models/marts/fct_orders.sql', 'o.cust_id as customer_id', 'o.customer_id');
  ed(null, 'models/marts/fct_orders.sql', "p as (select * from {{ ref('stg_shop__payments') }})", "p as (select order_id, sum(amount) as amount from {{ ref('stg_shop__payments') }} group by 1)");
  sh(null, 'dbt build --select marts', dbt([f5[3], f5[4], 'not_null_fct_orders_amount [FAIL 19]'], 115), 'exit 1');
  sh("I'm sorry for the trouble. Let me check which status values appear.", "dbt show --inline \"select status, count(*) from {{ ref('stg_shop__orders') }} group by 1\"", '| status    | count |\n| --------- | ----- |\n| placed    |  8812 |\n| shipped   | 20417 |\n| returned  |   611 |\n| cancelled |     4 |');
  ed('Cancelled is a new legitimate status; adding it to accepted values, and orders with no payment get amount 0.', 'models/marts/_marts.yml', 'values: [placed, shipped, returned]', 'values: [placed, shipped, returned, cancelled]');
  ed(null, 'models/marts/fct_orders.sql', 'p.amount', 'coalesce(p.amount, 0) as amount');
  sh(null, 'dbt build --select marts', dbt([f5[4]], 117), 'exit 1');
  sh("I'm sorry for the trouble. Let me see where region comes from.", 'grep -n region models/marts/dim_customers.sql models/staging/shop/stg_shop__customers.sql', 'models/marts/dim_customers.sql:6:    c.region,\nmodels/staging/shop/stg_shop__customers.sql:9:    country_region as region_code,');
  ed('The staging column became region_code. Using it in dim_customers.', 'models/marts/dim_customers.sql', '    c.region,', '    c.region_code as region,');
  sh(null, 'dbt build --select marts', dbt([], 118).replace(/\n\n/, '\n'));
  k.push(c.llm('dbt build --select marts passes (118/118). Failures went 5 → 3 → 1 → 0: renamed customer_id and region_code columns, pre-aggregated payments, added the new "cancelled" status and defaulted missing amounts to 0.', []));
  const root = c.agent('goose session', { prompt: goal }, { status: 'completed' }, k, { goose: '1.0.15', provider: 'ollama', session: `${c.int(20260101, 20261231)}_${c.int(1, 30)}` });
  return { goal, stagnation: false, isolates: 'dbt test failures drop 5 → 3 → 1 → 0 with a different fix each round; each inspection turn opens with the same apology, but each turn looks at something new.', root };
}
export const scenarios = [s01, s02, s03];
