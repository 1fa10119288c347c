import { agent, llm, tool } from './lib.mjs';
export const family = 'deep_distinct_delegation';
// levels: [name, task, think, [toolName, args, out], answer]
function chainOf(c, levels, model) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const [name, task, think, t, ans] = levels[i];
    const kids = [llm(model, { messages: [{ role: 'user', content: task }] }, think), tool(t[0], t[1], t[2], { metadata: { ms: c.ms() } })];
    if (inner) kids.push(tool('delegate', { to: levels[i + 1][0], task: levels[i + 1][1] }, inner.output, { children: [inner] }));
    kids.push(llm(model, { messages: [{ role: 'user', content: task }] }, ans));
    inner = agent(name, { task }, { result: ans }, kids);
  }
  return inner;
}
function r1(c) {
  const goal = 'Why is the finance dashboard showing negative margin for SKU group "outdoor"?';
  const L = [['dashboard_agent', goal, 'Find the tile query, then delegate the data check.', ['looker_get_tile', { dashboard: 12, tile: 'margin_by_group' }, { explore: 'sales', measure: 'margin' }], 'Negative margin comes from 3 SKUs with missing standard cost, costed at list price.'],
    ['model_agent', 'Check how margin is computed for outdoor in the sales explore.', 'Read LookML for margin.', ['lookml_get_field', { field: 'sales.margin' }, { sql: '${revenue} - ${cogs}', cogs: 'coalesce(std_cost, list_price) * qty' }], 'COGS falls back to list_price when std_cost is null; 3 outdoor SKUs lack std_cost.'],
    ['sql_agent', 'Find outdoor SKUs with null std_cost sold in the last quarter.', 'Query the cost table.', ['run_sql', { sql: "select sku from dim_sku where grp='outdoor' and std_cost is null" }, "[('OUT-TENT-4P',), ('OUT-STOVE-2',), ('OUT-PACK-65',)]"], '3 SKUs with null std_cost.'],
    ['erp_agent', 'Look up the ERP cost records for OUT-TENT-4P, OUT-STOVE-2, OUT-PACK-65.', 'Query the ERP API.', ['erp_get_costs', { skus: ['OUT-TENT-4P', 'OUT-STOVE-2', 'OUT-PACK-65'] }, { items: [{ sku: 'OUT-TENT-4P', std_cost: null, status: 'pending_costing' }, { sku: 'OUT-STOVE-2', std_cost: null, status: 'pending_costing' }, { sku: 'OUT-PACK-65', std_cost: null, status: 'pending_costing' }], request_id: c.uuid() }], 'All three are pending costing in the ERP.']];
  return { isolates: 'Four nested agents, each with a narrower different sub-task (tile, LookML field, SQL, ERP), return findings upward and the root answers.', stagnation: false, goal, root: chainOf(c, L, 'gpt-4o') };
}
function r2(c) {
  const goal = 'Produce the quarterly churn report for the board deck.';
  const L = [['report_agent', goal, 'Delegate the metric build, then format.', ['sheets_create', { title: 'Q3 churn board' }, { spreadsheetId: '1Q' + c.b36(30) }], 'Report sheet filled: logo churn 2.9%, revenue churn 1.7%, net retention 108%.'],
    ['metrics_agent', 'Compute logo churn, revenue churn and NRR for Q3.', 'Need the cohort base first; delegate.', ['list_metrics', {}, ['logo_churn', 'gross_revenue_churn', 'nrr']], 'logo 2.9%, revenue 1.7%, NRR 108%.'],
    ['cohort_agent', 'Build the Q3 start-of-quarter customer base with MRR.', 'Base = active subs on 2024-07-01.', ['run_sql', { sql: "select count(*), sum(mrr) from fct_subscription_daily where date_day='2024-07-01' and mrr>0" }, '[(3412, 1822031.50)]'], 'Base 3412 customers, MRR 1,822,031.50.'],
    ['events_agent', 'Count churned and expanded customers of that base during Q3.', 'Use fct_mrr_movements.', ['run_sql', { sql: "select movement_type, count(distinct sub_id), sum(delta) from fct_mrr_movements where q='2024Q3' group by 1" }, "[('churn', 99, -30975.5), ('expansion', 301, 176740.0), ('contraction', 57, -1892.0)]"], '99 churned (-30,975.50), expansion +176,740.']];
  return { isolates: 'A four-level chain where each agent gets a narrower sub-task (sheet, metrics, cohort base, movements) and results compose into the final report.', stagnation: false, goal, root: chainOf(c, L, 'claude-3-5-sonnet') };
}
function r3(c) {
  const goal = 'Find out why yesterday\'s Airflow ETL loaded 40% fewer rows into fact_web_sessions.';
  const L = [['oncall_agent', goal, 'Delegate to the pipeline agent.', ['airflow_list_runs', { dag: 'web_sessions' }, [{ run_id: 'scheduled__2024-10-14', state: 'success' }]], 'Cause: the source S3 prefix for the eu-west shard was empty because the collector was migrated; sessions are in the new prefix.'],
    ['pipeline_agent', 'Compare yesterday\'s task row counts with the previous 7 days.', 'Look at the XCom row counts.', ['airflow_xcom', { dag: 'web_sessions', key: 'rows' }, { extract_us: 812204, extract_eu: 0, extract_apac: 211390 }], 'extract_eu loaded 0 rows.'],
    ['storage_agent', 'List the S3 objects the extract_eu task reads for 2024-10-14.', 'List the prefix.', ['s3_list', { bucket: 'collector-raw', prefix: 'eu-west/2024/10/14/' }, { KeyCount: 0, IsTruncated: false }], 'Prefix empty; the collector writes to eu-west-2 now.'],
    ['collector_agent', 'Check where the EU collector wrote data on 2024-10-14.', 'Query deployment config.', ['s3_list', { bucket: 'collector-raw', prefix: 'eu-west-2/2024/10/14/' }, { KeyCount: 288, Contents_sample: ['eu-west-2/2024/10/14/part-0000.json.gz'] }], '288 files found under eu-west-2/.']];
  return { isolates: 'Four nested agents narrow the problem step by step (run, task counts, S3 prefix, new prefix) and the root reports the cause.', stagnation: false, goal, root: chainOf(c, L, 'gpt-4.1') };
}
export const scenarios = [r1, r2, r3];
