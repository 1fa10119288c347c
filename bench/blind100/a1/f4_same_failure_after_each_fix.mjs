import { call } from './lib.mjs';
export const family = 'same_failure_after_each_fix';
export const loop = true;

// 01: OpenAI Agents SDK-style coding agent running dbt; same not_null failure after three different model edits.
function r01(c) {
  const goal = 'Make `dbt build --select fct_payments` pass in the jaffle_finance project; the not_null test on payment_id is failing.';
  const kids = [];
  const gen = (text, name, args) => kids.push(c.llm('gpt-4.1', [{ role: 'user', content: goal }], { output_text: text, tool_calls: [call(name, args, 'fc_' + c.hex(8))] }, { name: 'generation' }));
  const fn = (name, args, out, err) => kids.push(c.tool(name, JSON.stringify(args), out, { type: 'function', ...(err ? { error: err } : {}) }));
  const build = () => {
    const t = c.hms(); const inv = c.uuid();
    return `${t}  Running with dbt=1.8.7\n${t}  Registered adapter: snowflake=1.8.3\n${t}  Found 42 models, 118 data tests, 9 sources, 611 macros\n${t}\n${t}  Concurrency: 8 threads (target='dev')\n${t}\n${t}  1 of 3 START sql table model dbt_ci_${c.hex(6)}.fct_payments ............ [RUN]\n${t}  1 of 3 OK created sql table model dbt_ci.fct_payments ................... [SUCCESS 1 in ${c.dur(2, 9)}s]\n${t}  2 of 3 START test not_null_fct_payments_payment_id ...................... [RUN]\n${t}  2 of 3 FAIL 37 not_null_fct_payments_payment_id ........................ [FAIL 37 in ${c.dur(0.5, 3)}s]\n${t}  3 of 3 START test unique_fct_payments_payment_id ........................ [RUN]\n${t}  3 of 3 PASS unique_fct_payments_payment_id .............................. [PASS in ${c.dur(0.5, 3)}s]\n${t}\n${t}  Finished running 1 table model, 2 data tests in 0 hours 0 minutes and ${c.dur(8, 20)} seconds (${c.dur(8, 20)}s).\n${t}\n${t}  Completed with 1 error and 0 warnings:\n${t}\n${t}  Failure in test not_null_fct_payments_payment_id (models/marts/_marts.yml)\n${t}    Got 37 results, configured to fail if != 0\n${t}\n${t}    compiled code at target/compiled/jaffle_finance/models/marts/_marts.yml/not_null_fct_payments_payment_id.sql\n${t}\n${t}  Done. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3\n# invocation_id=${inv}`;
  };
  gen('Run the build to see the failure.', 'shell', { cmd: 'dbt build --select fct_payments' });
  fn('shell', { cmd: 'dbt build --select fct_payments' }, { exit_code: 1, stdout: build() });
  gen('Read the model.', 'read_file', { path: 'models/marts/fct_payments.sql' });
  fn('read_file', { path: 'models/marts/fct_payments.sql' }, "select\n    p.id as payment_id,\n    o.order_id,\n    p.amount / 100.0 as amount_usd,\n    p.created_at\nfrom {{ ref('stg_stripe__payments') }} p\nleft join {{ ref('stg_orders') }} o on o.payment_ref = p.order_ref");
  gen('Left join could be producing rows; switch to an inner join.', 'apply_patch', { path: 'models/marts/fct_payments.sql', diff: '-left join {{ ref(\'stg_orders\') }} o\n+inner join {{ ref(\'stg_orders\') }} o' });
  fn('apply_patch', { path: 'models/marts/fct_payments.sql' }, 'Patched 1 file (+1 -1)');
  gen('Rebuild.', 'shell', { cmd: 'dbt build --select fct_payments' });
  fn('shell', { cmd: 'dbt build --select fct_payments' }, { exit_code: 1, stdout: build() });
  gen('Still 37. Filter out test payments in the model.', 'apply_patch', { path: 'models/marts/fct_payments.sql', diff: "+where p.is_test = false" });
  fn('apply_patch', { path: 'models/marts/fct_payments.sql' }, 'Patched 1 file (+1 -0)');
  gen('Rebuild.', 'shell', { cmd: 'dbt build --select fct_payments' });
  fn('shell', { cmd: 'dbt build --select fct_payments' }, { exit_code: 1, stdout: build() });
  gen('Maybe the staging model must be refreshed first; add a +full_refresh config and rebuild with the upstream.', 'apply_patch', { path: 'models/marts/fct_payments.sql', diff: "+{{ config(materialized='table', full_refresh=true) }}" });
  fn('apply_patch', { path: 'models/marts/fct_payments.sql' }, 'Patched 1 file (+1 -0)');
  gen('Rebuild including upstream.', 'shell', { cmd: 'dbt build --select +fct_payments --exclude stg_orders' });
  fn('shell', { cmd: 'dbt build --select +fct_payments --exclude stg_orders' }, { exit_code: 1, stdout: build() });
  const root = c.agent('dbt-fixer', { input: goal }, { final_output: null, status: 'max_turns_exceeded' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32), max_turns: 10 } });
  return { isolates: 'Three different edits to a dbt model (join type, test filter, full-refresh config) each leave the not_null test failing with the same 37 rows; only timings and ids change.', stagnation: false, goal, root };
}

// 02: CrewAI-style data-quality agent; GX checkpoint fails identically after three config changes.
function r02(c) {
  const goal = 'Get the `orders_daily` Great Expectations checkpoint green before the 09:00 publish; it fails on discount_pct.';
  const kids = [];
  const act = (thought, name, input, out, err) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], `Thought: ${thought}\nAction: ${name}\nAction Input: ${JSON.stringify(input)}`)); kids.push(c.tool(name, input, err ? null : out, err ? { error: err } : {})); };
  const ck = () => ({ success: false, run_id: { run_name: `orders_daily-${c.hex(8)}`, run_time: c.isoOffset() }, validation_results: [{ expectation_suite_name: 'orders_daily.critical', success: false, statistics: { evaluated_expectations: 14, successful_expectations: 13, unsuccessful_expectations: 1, success_percent: 92.85714285714286 }, results: [{ expectation_config: { expectation_type: 'expect_column_values_to_be_between', kwargs: { column: 'discount_pct', min_value: 0, max_value: 0.8, mostly: 1.0 } }, success: false, result: { element_count: 48120, unexpected_count: 112, unexpected_percent: 0.23275145469659186, partial_unexpected_list: [-0.05, 1.0, 1.0, -0.1, 0.95, 1.0] } }], meta: { batch_spec: { query: 'SELECT * FROM analytics.orders_daily' }, validation_time: c.isoOffset().replace(/[-:]/g, '').replace('.', '') , great_expectations_version: '0.18.19' } }] });
  act('Run the checkpoint.', 'run_checkpoint', { name: 'orders_daily' }, ck());
  act('112 rows out of [0, 0.8]. Inspect some of them.', 'sql', { q: 'SELECT order_id, discount_pct, promo_code FROM analytics.orders_daily WHERE discount_pct NOT BETWEEN 0 AND 0.8 LIMIT 5' }, { rows: [['A-99120', -0.05, 'REFUND_ADJ'], ['A-99188', 1.0, 'STAFF100'], ['A-99401', 0.95, 'VIP95']], query_id: c.uuid() });
  act('Cast the column to numeric in the batch query in case it is text.', 'edit_batch_request', { datasource: 'warehouse', query: 'SELECT *, CAST(discount_pct AS NUMERIC(5,4)) AS discount_pct FROM analytics.orders_daily' }, { updated: true, file: 'gx/checkpoints/orders_daily.yml' });
  act('Re-run.', 'run_checkpoint', { name: 'orders_daily' }, ck());
  act('Same. Rebuild the data docs and clear the GX metric cache, maybe it is stale.', 'shell', { cmd: 'great_expectations docs build --no-view && rm -rf gx/uncommitted/validations/.cache' }, `Building Data Docs...\nThe following Data Docs sites were built:\n - local_site: file:///srv/gx/uncommitted/data_docs/local_site/index.html\nDone in ${c.dur(1, 6)}s`);
  act('Re-run.', 'run_checkpoint', { name: 'orders_daily' }, ck());
  act('Change the expectation\'s result_format to COMPLETE and mostly stays 1.0; re-run to see if the evaluation differs.', 'edit_suite', { suite: 'orders_daily.critical', expectation: 'expect_column_values_to_be_between', kwargs: { result_format: 'COMPLETE' } }, { updated: true });
  act('Re-run.', 'run_checkpoint', { name: 'orders_daily' }, ck());
  const task = c.span('chain', 'Task: green orders_daily checkpoint', { description: goal }, null, kids, { error: 'Agent stopped: max iterations reached' });
  const root = c.agent('Crew', { inputs: { checkpoint: 'orders_daily' } }, null, [task], { error: 'Agent stopped: max iterations reached', meta: { process: 'sequential' } });
  return { isolates: 'A GX checkpoint fails with the same 112 unexpected discount_pct values after three unrelated changes (cast, cache clear, result_format); only run ids and times vary.', stagnation: false, goal, root };
}

// 03: Jupyter agent reconciling revenue; same AssertionError after three pandas fixes.
function r03(c) {
  const goal = 'In reconcile.ipynb, make the revenue in `fact` match the ledger total (assert cell) for March 2024.';
  const kids = []; let ec = c.int(5, 20);
  const cell = (text, code, out, err) => {
    kids.push(c.llm('claude-3-5-sonnet-20241022', [{ role: 'user', content: goal }], { content: [{ type: 'text', text }, { type: 'tool_use', name: 'run_cell', input: { code } }] }));
    ec++;
    kids.push(c.tool('run_cell', { code }, err ? { status: 'error', execution_count: ec, ename: 'AssertionError', evalue: err, traceback: ['---------------------------------------------------------------------------', 'AssertionError                            Traceback (most recent call last)', `Cell In[${ec}], line ${code.split('\n').length}`, `File /tmp/ipykernel_${c.int(1000, 99999)}/${c.int(100000000, 999999999)}.py:${code.split('\n').length}`, `AssertionError: ${err}`] } : { status: 'ok', execution_count: ec, outputs: [{ output_type: 'stream', name: 'stdout', text: out }] }, err ? { error: `AssertionError: ${err}` } : {}));
  };
  const chk = "assert round(fact['revenue'].sum(), 2) == ledger_total, f\"{fact['revenue'].sum():.2f} != {ledger_total:.2f}\"";
  const ae = '1284410.55 != 1271902.30';
  cell('Run the check to see the gap.', chk, null, ae);
  cell('Difference is 12,508.25. Look at duplicates.', "print(fact.duplicated(['invoice_id']).sum(), fact.shape)\nprint(fact.revenue.describe())", `0 (18233, 9)\ncount     18233.000000\nmean         70.444…\nmin        -412.000000\nmax       9830.000000\nName: revenue, dtype: float64`);
  cell('Confirm the ledger figure itself.', "print(ledger.query('period == \"2024-03\"')[['account', 'amount']].groupby('account').sum())\nprint(ledger_total)", 'account\n4000-Product     1198020.10\n4100-Services      73882.20\nName: amount, dtype: float64\n1271902.3');
  cell('No duplicate invoices. Drop rows with missing customer, maybe they are test data.', `fact = fact.dropna(subset=['customer_id'])\n${chk}`, null, ae);
  cell('Nulls were not it. Convert currency columns: maybe some rows are in cents.', `fact['revenue'] = fact['revenue'].astype('float64')\n${chk}`, null, ae);
  cell('Restrict to the invoice date instead of the posting date.', `fact = fact[fact['invoice_date'].between('2024-03-01', '2024-03-31')]\n${chk}`, null, ae);
  cell('Deduplicate on (invoice_id, line_no) in case line items repeat.', `fact = fact.drop_duplicates(['invoice_id', 'line_no'])\n${chk}`, null, ae);
  const root = c.agent('notebook-agent', { goal }, null, kids, { error: 'stopped: tool budget exhausted (12 calls)', meta: { kernel: 'python3', notebook: 'finance/reconcile.ipynb', session: c.uuid() } });
  return { isolates: 'Four different pandas fixes (dropna, dtype cast, date filter, drop_duplicates) each end in the same AssertionError with identical numbers; only execution counts change.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
