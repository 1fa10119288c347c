import { agent, lcStep, smolStep, oaiStep, llm, tool } from './lib.mjs';
export const family = 'same_failure_after_fixes';

const dbtOut = (c) => `${c.isoNoMs().slice(11, 19)}  Running with dbt=1.7.14\n${c.isoNoMs().slice(11, 19)}  Registered adapter: snowflake=1.7.3\n${c.isoNoMs().slice(11, 19)}  Found 142 models, 388 tests, 31 sources, 0 exposures, 0 metrics, 611 macros\n${c.isoNoMs().slice(11, 19)}  Concurrency: 8 threads (target='dev')\n${c.isoNoMs().slice(11, 19)}  1 of 1 START test unique_fct_orders_order_id ....................... [RUN]\n${c.isoNoMs().slice(11, 19)}  1 of 1 FAIL 37 unique_fct_orders_order_id ......................... [FAIL 37 in ${c.secs(1, 6)}s]\n${c.isoNoMs().slice(11, 19)}  \n${c.isoNoMs().slice(11, 19)}  Finished running 1 test in 0 hours 0 minutes and ${c.secs(4, 14)} seconds (${c.secs(4, 14)}s).\n\nFailure in test unique_fct_orders_order_id (models/marts/_marts.yml)\n  Got 37 results, configured to fail if != 0\n\n  compiled Code at target/compiled/shop/models/marts/_marts.yml/unique_fct_orders_order_id.sql\n\nDone. PASS=0 WARN=0 ERROR=0 SKIP=0 TOTAL=1`;
// 01: dbt unique test keeps failing with 37 duplicates after three different model edits.
function r1(c) {
  const sys = 'You are a dbt developer agent. You can read/write files and run dbt commands in the project repo.';
  const goal = 'The dbt test unique_fct_orders_order_id is failing in CI. Fix fct_orders so the test passes.';
  const cmd = { name: 'run_shell', args: { command: 'dbt test --select unique_fct_orders_order_id --target dev' } };
  const steps = [
    ...lcStep(c, { sys, goal, call: cmd, result: { exit_code: 1, stdout: dbtOut(c) } }),
    ...lcStep(c, { sys, goal, call: { name: 'read_file', args: { path: 'models/marts/fct_orders.sql' } }, result: "with orders as (select * from {{ ref('stg_orders') }}),\npayments as (select * from {{ ref('stg_payments') }})\nselect o.order_id, o.customer_id, o.ordered_at, p.amount\nfrom orders o left join payments p on p.order_id = o.order_id" }),
    ...lcStep(c, { sys, goal, think: 'Orders with several payments fan out. Add SELECT DISTINCT.', call: { name: 'write_file', args: { path: 'models/marts/fct_orders.sql', content: "...select distinct o.order_id, o.customer_id, o.ordered_at, p.amount\nfrom orders o left join payments p on p.order_id = o.order_id" } }, result: 'wrote 212 bytes' }),
    ...lcStep(c, { sys, goal, call: cmd, result: { exit_code: 1, stdout: dbtOut(c) } }),
    ...lcStep(c, { sys, goal, think: 'DISTINCT keeps rows with different amounts. Aggregate payments first in a CTE.', call: { name: 'write_file', args: { path: 'models/marts/fct_orders.sql', content: "...payments as (select order_id, sum(amount) as amount from {{ ref('stg_payments') }} group by 1)\nselect o.order_id, o.customer_id, o.ordered_at, p.amount from orders o left join payments p using (order_id)" } }, result: 'wrote 248 bytes' }),
    ...lcStep(c, { sys, goal, call: cmd, result: { exit_code: 1, stdout: dbtOut(c) } }),
    ...lcStep(c, { sys, goal, think: 'Maybe the incremental table still has old duplicates. Switch materialization to table with full refresh.', call: { name: 'write_file', args: { path: 'models/marts/fct_orders.sql', content: "{{ config(materialized='table') }}\n..." } }, result: 'wrote 281 bytes' }),
    ...lcStep(c, { sys, goal, call: cmd, result: { exit_code: 1, stdout: dbtOut(c) } }),
    ...lcStep(c, { sys, goal, think: 'Add a qualify on row_number over order_id ordered by ordered_at.', call: { name: 'write_file', args: { path: 'models/marts/fct_orders.sql', content: "...qualify row_number() over (partition by o.order_id order by o.ordered_at) = 1" } }, result: 'wrote 322 bytes' }),
    ...lcStep(c, { sys, goal, call: cmd, result: { exit_code: 1, stdout: dbtOut(c) } }),
  ];
  return { isolates: 'Four different edits to fct_orders.sql (DISTINCT, pre-aggregated CTE, table materialization, QUALIFY) are each followed by the same dbt test run failing with 37 duplicates; only the log timestamps and durations differ. The agent never runs dbt build first, so the edits are never applied.', stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain: '0.2.5' }) };
}

// 02: Great Expectations checkpoint keeps failing the same not-null expectation after changes to the wrong file/settings.
function r2(c) {
  const goal = 'Make the GX checkpoint "crm_contacts_daily" pass; it fails on expect_column_values_to_not_be_null for email.';
  const gx = (c) => `Calculating Metrics: 100%|##########| 19/19 [00:0${c.int(1, 9)}<00:00, ${c.secs(2, 9)}it/s]\n{\n  "success": false,\n  "run_id": {"run_name": "${c.isoNoMs().replace(/[-:]/g, '')}-crm_contacts_daily", "run_time": "${c.iso().replace('Z', '+00:00')}"},\n  "statistics": {"evaluated_expectations": 6, "successful_expectations": 5, "unsuccessful_expectations": 1, "success_percent": 83.33333333333334},\n  "failed": [{"expectation_type": "expect_column_values_to_not_be_null", "kwargs": {"column": "email", "batch_id": "${c.hex(32)}"}, "result": {"element_count": 20931, "unexpected_count": 412, "unexpected_percent": 1.968372270794515, "partial_unexpected_list": [null, null, null]}}]\n}`;
  const run = "import great_expectations as gx\nctx = gx.get_context()\nres = ctx.run_checkpoint(checkpoint_name='crm_contacts_daily')\nprint(res.to_json_dict() if False else summarize(res))";
  const steps = [
    smolStep(c, 1, { thought: 'Run the checkpoint to see the failure.', code: run, logs: gx(c), last: 'None' }),
    smolStep(c, 2, { thought: 'Fill null emails in the cleaning step with a placeholder.', code: "patch_file('etl/clean_contacts.py', old=\"df = df.dropna(subset=['contact_id'])\", new=\"df = df.dropna(subset=['contact_id'])\\ndf['email'] = df['email'].fillna('unknown@invalid')\")\nprint('patched')", logs: 'patched', last: 'None' }),
    smolStep(c, 3, { thought: 'Re-run checkpoint.', code: run, logs: gx(c), last: 'None' }),
    smolStep(c, 4, { thought: 'Relax the expectation with mostly=0.95 in the suite JSON.', code: "import json\np='gx/expectations/crm_contacts_suite_v1.json'\ns=json.load(open(p))\nfor e in s['expectations']:\n    if e['expectation_type']=='expect_column_values_to_not_be_null' and e['kwargs']['column']=='email':\n        e['kwargs']['mostly']=0.95\njson.dump(s, open(p,'w'), indent=2)\nprint('suite updated')", logs: 'suite updated', last: 'None' }),
    smolStep(c, 5, { thought: 'Re-run checkpoint.', code: run, logs: gx(c), last: 'None' }),
    smolStep(c, 6, { thought: 'Maybe the batch is stale; change the batch_request to use the latest partition via data_connector_query index -1.', code: "patch_yaml('gx/checkpoints/crm_contacts_daily.yml', 'validations[0].batch_request.data_connector_query', {'index': -1})\nprint('checkpoint updated')", logs: 'checkpoint updated', last: 'None' }),
    smolStep(c, 7, { thought: 'Re-run checkpoint.', code: run, logs: gx(c), last: 'None' }),
  ];
  return { isolates: 'Three different fixes (a fillna in a cleaning script the checkpoint does not read, mostly=0.95 in a suite file the checkpoint does not use, a batch index change) each leave the GX result identical: 412 unexpected nulls, only run_id/run_time/batch_id and progress timings differ.', stagnation: false, goal,
    root: agent('CodeAgent.run', { task: goal, max_steps: 7 }, { error: 'Reached max steps.' }, steps, { smolagents_version: '1.10.0' }) };
}

// 03: pytest on a pandas revenue transform; the same assertion fails after three edits; model restates the same diagnosis each time.
function r3(c) {
  const goal = 'tests/test_revenue.py::test_monthly_totals fails after the currency refactor. Fix transform/revenue.py.';
  const py = (c) => `============================= test session starts ==============================\nplatform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0\nrootdir: /workspace/finance-etl\nplugins: xdist-3.5.0, cov-4.1.0\ncollected 1 item\n\ntests/test_revenue.py F                                                  [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_monthly_totals _____________________________\n\ntmp_path = PosixPath('/tmp/pytest-of-runner/pytest-${c.int(10, 400)}/test_monthly_totals0')\n\n>       pd.testing.assert_series_equal(out['total_eur'], expected['total_eur'])\nE       AssertionError: Series are different\nE       \nE       Series values are different (33.33333 %)\nE       [index]: [2024-01, 2024-02, 2024-03]\nE       [left]:  [10450.0, 9313.5, 12720.25]\nE       [right]: [10450.0, 10518.0, 12720.25]\n\ntests/test_revenue.py:41: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_revenue.py::test_monthly_totals - AssertionError: Series are different\n============================== 1 failed in ${c.secs(0.6, 3)}s ===============================`;
  const diag = 'The test still fails with the same mismatch in 2024-02 (9313.5 vs 10518.0). The February rows must be converted with the wrong rate, so I will change how the conversion rate is looked up.';
  const cmd = { name: 'bash', args: { cmd: 'cd /workspace/finance-etl && python -m pytest tests/test_revenue.py::test_monthly_totals -q -p no:cacheprovider' } };
  const edits = ["rates = rates.sort_values('date')\ndf = pd.merge_asof(df.sort_values('date'), rates, on='date', direction='backward')", "df['rate'] = df['currency'].map(rates.set_index('currency')['rate'])", "df['total_eur'] = (df['amount'] * df['rate']).round(2)"];
  const steps = [...oaiStep(c, { text: 'Running the failing test.', call: cmd, result: py(c) }), ...oaiStep(c, { call: { name: 'read_file', args: { path: 'transform/revenue.py' } }, result: "def monthly_totals(df, rates):\n    df = df.merge(rates, on=['currency', 'date'], how='left')\n    df['total_eur'] = df['amount'] * df['rate'].fillna(1.0)\n    return df.groupby(df['date'].dt.to_period('M'))['total_eur'].sum().reset_index()" })];
  edits.forEach((e, i) => { steps.push(...oaiStep(c, { text: i ? diag : 'February differs. The conversion must use the wrong rate for February; change the rate lookup.', call: { name: 'apply_patch', args: { path: 'transform/revenue.py', replacement: e } }, result: 'Patch applied (1 hunk).' })); steps.push(...oaiStep(c, { call: cmd, result: py(c) })); });
  steps.push(...oaiStep(c, { text: diag }));
  return { isolates: 'Three different patches to the rate lookup leave the same pytest failure (Feb 9313.5 vs 10518.0; only tmp_path and timing differ) and the model restates the same diagnosis sentence verbatim before each new patch.', stagnation: true, goal,
    root: agent('Agent workflow', { agent: 'etl-fixer', input: goal }, null, steps, { sdk: 'openai-agents', max_turns: 12 }) };
}
export const scenarios = [r1, r2, r3];
