import { agent, lcStep, smolStep, oaiStep, psql, df, tool } from './lib.mjs';
export const family = 'repeated_long_reasoning';

// 01: LangChain SQL toolkit agent on a Postgres e-commerce DB; one long analysis paragraph repeated after a re-query that returned the same rows.
function r1(c) {
  const sys = 'You are an agent designed to interact with a SQL database. Given an input question, create a syntactically correct postgresql query to run...';
  const goal = 'Why did the repeat-purchase rate drop in March 2024 compared with February? Give the main driver.';
  const q1 = `SELECT date_trunc('month', o.created_at) AS m, count(DISTINCT o.customer_id) FILTER (WHERE o.order_seq > 1)::numeric / count(DISTINCT o.customer_id) AS repeat_rate\nFROM orders o WHERE o.created_at >= '2024-01-01' AND o.created_at < '2024-04-01' GROUP BY 1 ORDER BY 1;`;
  const res1 = psql(['m', 'repeat_rate'], [['2024-01-01 00:00:00+00', '0.3127'], ['2024-02-01 00:00:00+00', '0.3342'], ['2024-03-01 00:00:00+00', '0.2618']]);
  const q2 = `SELECT c.acquisition_channel, count(*) AS new_customers\nFROM customers c WHERE c.first_order_at >= '2024-03-01' AND c.first_order_at < '2024-04-01' GROUP BY 1 ORDER BY 2 DESC;`;
  const res2 = psql(['acquisition_channel', 'new_customers'], [['paid_social', 4180], ['organic', 1712], ['email', 644], ['affiliate', 402]]);
  const long = "The repeat rate fell from 33.4% in February to 26.2% in March, and the March cohort is dominated by paid_social signups (4,180 of 6,938 new customers). New customers cannot be repeat buyers in their first month, so a large influx of first-time buyers mechanically lowers the ratio. Before concluding, I should confirm that the denominator grew because of new customers rather than existing customers churning, so I will re-run the monthly repeat-rate query to double check the figures.";
  const steps = [
    ...lcStep(c, { sys, goal, call: { name: 'sql_db_list_tables', args: { tool_input: '' } }, result: 'customers, order_items, orders, products, promotions, refunds, sessions' }),
    ...lcStep(c, { sys, goal, obs: 'customers, order_items, orders, ...', call: { name: 'sql_db_schema', args: { table_names: 'orders, customers' } }, result: `\nCREATE TABLE orders (\n\tid BIGINT NOT NULL, \n\tcustomer_id BIGINT NOT NULL, \n\tcreated_at TIMESTAMP WITH TIME ZONE, \n\torder_seq INTEGER, \n\ttotal_cents INTEGER\n)\n\n/*\n3 rows from orders table:\nid\tcustomer_id\tcreated_at\torder_seq\ttotal_cents\n9912001\t44120\t2024-01-02 08:13:51+00:00\t1\t4599\n*/\n\nCREATE TABLE customers (\n\tid BIGINT NOT NULL, \n\tfirst_order_at TIMESTAMP WITH TIME ZONE, \n\tacquisition_channel TEXT\n)` }),
    ...lcStep(c, { sys, goal, obs: 'CREATE TABLE orders ...', call: { name: 'sql_db_query_checker', args: { query: q1 } }, result: q1 }),
    ...lcStep(c, { sys, goal, obs: q1, call: { name: 'sql_db_query', args: { query: q1 } }, result: res1 }),
    ...lcStep(c, { sys, goal, obs: res1, think: 'March dropped by ~7 points. Check whether new-customer acquisition spiked.', call: { name: 'sql_db_query', args: { query: q2 } }, result: res2 }),
    ...lcStep(c, { sys, goal, obs: res2, think: long, call: { name: 'sql_db_query', args: { query: q1 } }, result: res1 }),
    ...lcStep(c, { sys, goal, obs: res1, think: long.replace('and the March cohort', 'while the March cohort').replace('so I will re-run', 'so I will run'), call: { name: 'sql_db_query', args: { query: q1 } }, result: res1 }),
  ];
  return { isolates: 'A 70-word analysis paragraph is restated almost word for word after a re-run query returned the identical monthly table; the run is then cut off.', stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain_version: '0.2.14', max_iterations: 15, dialect: 'postgresql' }) };
}

// 02: smolagents CodeAgent over a hospital readmissions CSV; long Thought repeated verbatim.
function r2(c) {
  const goal = 'Using readmissions_2023.csv, find which discharge disposition has the highest 30-day readmission rate, adjusted for age band.';
  const thought = "The crude rates show skilled nursing facility discharges at 21.7% versus home at 11.2%, but the SNF group is much older, so the comparison is confounded by age. I need to stratify by age_band and compute a directly standardized rate using the overall age distribution as the standard population. First I will look again at the age distribution inside each disposition so I can be sure the weights are right.";
  const steps = [
    smolStep(c, 1, { thought: 'Load the file and inspect columns.', code: "import pandas as pd\ndf = pd.read_csv('readmissions_2023.csv')\nprint(df.shape)\nprint(df.dtypes)", logs: `(48213, 9)\nencounter_id          int64\npatient_id            int64\nage_band             object\nsex                  object\ndischarge_disp       object\nlos_days              int64\nprimary_dx           object\nreadmit_30d           int64\nadmit_date           object\ndtype: object`, last: 'None' }),
    smolStep(c, 2, { thought: 'Compute crude readmission rate per disposition.', code: "crude = df.groupby('discharge_disp')['readmit_30d'].agg(['mean','size']).sort_values('mean', ascending=False)\nprint(crude)", logs: df(['discharge_disp', 'mean', 'size'], [['SNF', 0.217, 6120], ['home_health', 0.158, 9044], ['AMA', 0.149, 611], ['home', 0.112, 31021], ['hospice', 0.021, 1417]]), last: 'None' }),
    smolStep(c, 3, { thought: 'Check age structure per disposition.', code: "ct = pd.crosstab(df['discharge_disp'], df['age_band'], normalize='index').round(3)\nprint(ct)", logs: `age_band       18-44  45-64  65-79    80+\ndischarge_disp                            \nAMA            0.521  0.344  0.109  0.026\nSNF            0.018  0.121  0.402  0.459\nhome           0.301  0.352  0.262  0.085\nhome_health    0.044  0.198  0.431  0.327\nhospice        0.006  0.088  0.354  0.552`, last: 'None' }),
    smolStep(c, 4, { thought, code: "ct = pd.crosstab(df['discharge_disp'], df['age_band'], normalize='index').round(3)\nprint(ct)", logs: `age_band       18-44  45-64  65-79    80+\ndischarge_disp                            \nAMA            0.521  0.344  0.109  0.026\nSNF            0.018  0.121  0.402  0.459\nhome           0.301  0.352  0.262  0.085\nhome_health    0.044  0.198  0.431  0.327\nhospice        0.006  0.088  0.354  0.552`, last: 'None' }),
    smolStep(c, 5, { thought, code: "ct = pd.crosstab(df['discharge_disp'], df['age_band'], normalize='index').round(3)\nprint(ct)", logs: `age_band       18-44  45-64  65-79    80+\ndischarge_disp                            \nAMA            0.521  0.344  0.109  0.026\nSNF            0.018  0.121  0.402  0.459\nhome           0.301  0.352  0.262  0.085\nhome_health    0.044  0.198  0.431  0.327\nhospice        0.006  0.088  0.354  0.552`, last: 'None' }),
  ];
  return { isolates: 'A CodeAgent repeats the same long standardisation plan verbatim (once) after re-printing a crosstab it had already seen, then hits max_steps.', stagnation: true, goal,
    root: agent('CodeAgent.run', { task: goal, max_steps: 5 }, { error: 'Reached max steps.' }, steps, { smolagents_version: '1.9.2', authorized_imports: ['pandas', 'numpy'] }) };
}

// 03: OpenAI Agents SDK agent debugging a dbt Cloud freshness failure; reasoning summary repeated.
function r3(c) {
  const goal = 'The dbt Cloud job "nightly_marts" failed its source freshness check on raw.stripe.charges. Find out why and propose a fix.';
  const runId = c.int(240000000, 260000000);
  const fresh = (t) => ({ status: 'error', unique_id: 'source.analytics.stripe.charges', max_loaded_at: '2024-06-11T02:14:07Z', snapshotted_at: t, max_loaded_at_time_ago_in_s: 101233.4, criteria: { warn_after: { count: 12, period: 'hour' }, error_after: { count: 24, period: 'hour' } } });
  const reasoning = 'The freshness result says max_loaded_at for stripe.charges is 2024-06-11T02:14:07Z, more than 24 hours old, which trips error_after. The Fivetran connector for Stripe is the loader, so either the connector is paused, failing, or loading into a different schema. The next step is to check the connector sync status and its last successful sync time before touching the dbt config.';
  const steps = [
    ...oaiStep(c, { reasoning: 'Start with the failing run.', call: { name: 'dbt_cloud_get_run', args: { account_id: 70403, run_id: runId, include_related: ['run_steps'] } }, result: JSON.stringify({ data: { id: runId, status: 20, status_humanized: 'Error', job_definition_id: 412233, git_sha: c.hex(40), finished_at: c.pgTs(), run_steps: [{ name: 'Invoke dbt with `dbt source freshness`', status_humanized: 'Error' }, { name: 'Invoke dbt with `dbt build --select marts`', status_humanized: 'Cancelled' }] }, status: { code: 200, is_success: true } }) }),
    ...oaiStep(c, { reasoning: 'Get the sources.json artifact.', call: { name: 'dbt_cloud_get_artifact', args: { run_id: runId, path: 'sources.json' } }, result: JSON.stringify({ metadata: { invocation_id: c.uuid(), generated_at: c.iso() }, results: [fresh(c.iso())] }) }),
    ...oaiStep(c, { reasoning, call: { name: 'fivetran_list_connectors', args: { group_id: 'warehouse_prod' } }, result: JSON.stringify({ code: 'Success', data: { items: [{ id: 'decidedly_ripe', service: 'stripe', schema: 'stripe', paused: false, status: { setup_state: 'connected', sync_state: 'scheduled' }, succeeded_at: '2024-06-12T03:02:44.118Z', failed_at: null }] } }) }),
    ...oaiStep(c, { reasoning: 'Connector reports success on 06-12 but the table max is 06-11. Check what the warehouse actually has.', call: { name: 'snowflake_query', args: { sql: 'select max(_fivetran_synced), max(created) from raw.stripe.charges' } }, result: JSON.stringify({ queryId: c.qid(), rows: [['2024-06-11 02:14:07.000 +0000', '2024-06-11 02:13:55.000 +0000']], rowcount: 1, elapsed_ms: c.ms() }) }),
    ...oaiStep(c, { reasoning: 'Re-read the freshness artifact to be sure the loaded_at_field is _fivetran_synced.', call: { name: 'dbt_cloud_get_artifact', args: { run_id: runId, path: 'sources.json' } }, result: JSON.stringify({ metadata: { invocation_id: c.uuid(), generated_at: c.iso() }, results: [fresh(c.iso())] }) }),
    ...oaiStep(c, { reasoning: reasoning.replace('The next step is to', 'Next I need to'), call: { name: 'fivetran_list_connectors', args: { group_id: 'warehouse_prod' } }, result: JSON.stringify({ code: 'Success', data: { items: [{ id: 'decidedly_ripe', service: 'stripe', schema: 'stripe', paused: false, status: { setup_state: 'connected', sync_state: 'scheduled' }, succeeded_at: '2024-06-12T03:02:44.118Z', failed_at: null }] } }) }),
    ...oaiStep(c, { reasoning: 'Checking connector schema config.', call: { name: 'fivetran_get_connector', args: { connector_id: 'decidedly_ripe' } }, result: null, error: 'MaxTurnsExceeded: Max turns (8) exceeded' }),
  ];
  return { isolates: 'After re-reading the same freshness artifact, the agent repeats its long diagnosis-and-next-step reasoning near verbatim and repeats the connector listing, then runs out of turns.', stagnation: true, goal,
    root: agent('Agent workflow', { agent: 'dbt-oncall', input: goal }, null, steps, { sdk: 'openai-agents 0.0.17', trace_id: `trace_${c.hex(32)}`, max_turns: 8 }) };
}
export const scenarios = [r1, r2, r3];
