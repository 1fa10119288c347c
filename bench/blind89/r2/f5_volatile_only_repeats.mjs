import { agent, lcStep, smolStep, oaiStep, llm, tool, chain, df } from './lib.mjs';
export const family = 'volatile_only_repeats';

// 01: Airflow REST API: task instance log fetched five times; same failure, different try_number wording/hosts/timestamps; no action.
function r1(c) {
  const sys = 'You are an on-call data engineer assistant with Airflow REST API tools.';
  const goal = 'The DAG "ingest_salesforce" failed last night. Find the cause and re-run the failed task if it is safe.';
  const logs = (c) => `[${c.pgTs().replace('+00', ',' + c.int(100, 999))}] {taskinstance.py:2731} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File "/opt/airflow/dags/ingest_salesforce.py", line 88, in extract_accounts\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://acme.my.salesforce.com/services/data/v59.0/query?q=SELECT+Id...\n[${c.pgTs()}] {taskinstance.py:1149} INFO - Marking task as FAILED. dag_id=ingest_salesforce, task_id=extract_accounts, execution_date=20240611T020000, start_date=${c.isoNoMs().replace(/[-:]/g, '')}, end_date=${c.isoNoMs().replace(/[-:]/g, '')}\n[${c.pgTs()}] {standard_task_runner.py:107} ERROR - Failed to execute job ${c.int(880000, 899999)} for task extract_accounts (401 Client Error; ${c.int(9000, 40000)})\n*** Found local files: /opt/airflow/logs/dag_id=ingest_salesforce/run_id=scheduled__2024-06-11T02:00:00+00:00/task_id=extract_accounts/attempt=3.log on ${c.host('airflow-worker')}`;
  const args = { dag_id: 'ingest_salesforce', dag_run_id: 'scheduled__2024-06-11T02:00:00+00:00', task_id: 'extract_accounts', task_try_number: 3, full_content: true };
  const steps = [...lcStep(c, { sys, goal, call: { name: 'airflow_list_task_instances', args: { dag_id: 'ingest_salesforce', dag_run_id: 'scheduled__2024-06-11T02:00:00+00:00' } }, result: JSON.stringify({ task_instances: [{ task_id: 'extract_accounts', state: 'failed', try_number: 3, hostname: c.host('airflow-worker'), duration: +c.secs(1, 9) }, { task_id: 'load_accounts', state: 'upstream_failed' }], total_entries: 2 }) })];
  const thinks = ['Fetch the log of the failed try.', '', '', '', '', ''];
  thinks.forEach((t) => steps.push(...lcStep(c, { sys, goal, think: t, call: { name: 'airflow_get_task_log', args: { ...args, token: c.b36(16) } }, result: JSON.stringify({ continuation_token: c.b36(40), content: logs(c) }) })));
  return { isolates: 'The same Airflow task log (401 Unauthorized) is fetched six times with bare tool calls (no model text after the first); each copy differs only in log timestamps, job ids, worker host names and the continuation token, and the agent never rotates the credential or re-runs the task.', stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain: '0.2.11' }) };
}

// 02: Snowflake Cortex-style analyst re-runs the same COUNT query; same number, new query ids/timings/bytes.
function r2(c) {
  const goal = 'Confirm whether yesterday\'s Kafka-to-Snowflake load of raw.clickstream completed and, if not, backfill it.';
  const sql = "SELECT COUNT(*) AS n, MAX(event_ts) AS last_event FROM RAW.CLICKSTREAM WHERE event_ts::date = '2024-09-17';";
  const steps = [];
  const res = (c) => ({ statementHandle: c.uuid(), queryId: c.qid(), resultSetMetaData: { numRows: 1, rowType: [{ name: 'N' }, { name: 'LAST_EVENT' }] }, data: [['1402277', '2024-09-17 13:58:41.204']], stats: { elapsedMs: c.ms(300, 3000), bytesScanned: c.bytes(3e8, 9e8), partitionsScanned: c.int(40, 60), warehouse: 'ANALYST_WH', creditsUsed: +(c.r() * 0.02).toFixed(5), resultFromCache: c.r() < 0.4 }, createdOn: c.epochMs() });
  steps.push(...oaiStep(c, { text: 'Checking the loaded row count for 2024-09-17.', call: { name: 'snowflake_execute', args: { statement: sql, warehouse: 'ANALYST_WH' } }, result: res(c) }));
  steps.push(...oaiStep(c, { text: 'The last event is 13:58, about ten hours short of a full day. Check the connector.', call: { name: 'kafka_connect_status', args: { connector: 'sf-sink-clickstream' } }, result: { name: 'sf-sink-clickstream', connector: { state: 'RUNNING', worker_id: '10.4.2.17:8083' }, tasks: [{ id: 0, state: 'FAILED', worker_id: '10.4.2.17:8083', trace: 'net.snowflake.ingest.utils.SFException: Channel CLICKSTREAM_0 is invalid and might contain uncommitted rows' }] } }));
  for (let i = 0; i < 5; i++) steps.push(...oaiStep(c, { text: 'Still 1402277 rows with the last event at 13:58:41. Let me re-run the count to confirm the load status.', call: { name: 'snowflake_execute', args: { statement: sql, warehouse: 'ANALYST_WH' } }, result: res(c) }));
  return { isolates: 'After seeing a failed sink task, the agent re-runs the same COUNT five times; each answer has the same rows (1402277, 13:58:41) under a new statement handle, query id, elapsed ms, bytes and credits, and the model repeats the same sentence; no backfill is started.', stagnation: true, goal,
    root: agent('Agent workflow', { agent: 'load-checker', input: goal }, null, steps, { sdk: 'openai-agents', max_turns: 8 }) };
}

// 03: Jupyter AI / code interpreter re-runs an aggregate; only float tail digits and execution counts change.
function r3(c) {
  const goal = 'Compute average basket value per store for the Q3 promo analysis and write it to promo_q3.xlsx.';
  const steps = [];
  const cell = (n, code, out) => tool('jupyter_execute_cell', { kernel_id: 'k-7f31', code }, { execution_count: n, outputs: [{ output_type: 'execute_result', data: { 'text/plain': out } }], status: 'ok', elapsed_ms: c.ms(200, 2000) });
  const m = (t) => llm('ChatBedrock', { model_id: 'anthropic.claude-3-sonnet-20240229-v1:0', messages: [{ role: 'user', content: goal }] }, t, { metadata: { stop_reason: 'tool_use' } });
  steps.push(m('Load baskets.'), cell(1, "import pandas as pd\nb = pd.read_parquet('s3://retail-lake/baskets/q3/')\nb.shape", '(3120455, 7)'));
  const agg = (n) => cell(n, "avg = b.groupby('store_id')['basket_value'].mean().round(12)\navg.head()", `store_id\nS001    ${c.jit(38.214906224, 9)}\nS002    ${c.jit(41.877310552, 9)}\nS003    ${c.jit(29.604418831, 9)}\nS004    ${c.jit(44.190052617, 9)}\nS005    ${c.jit(35.731206440, 9)}\nName: basket_value, dtype: float64`);
  steps.push(m('Compute the averages.'), agg(2));
  const ts = ['The last digits look unstable; re-run to check determinism.', 'Values moved in the 10th decimal. Parallel reduction order may differ; re-run again.', 'Maybe the parquet read order changes; run the aggregation once more.', 'Still small differences at 1e-10. Run again to see whether they settle.', 'Try one more run before writing the file.'];
  ts.forEach((t, i) => steps.push(m(t), agg(3 + i)));
  return { isolates: 'The same groupby mean is re-executed five times; the outputs differ only in the 10th-11th decimal digits and the notebook execution count, and the agent never writes the Excel file.', stagnation: false, goal,
    root: agent('jupyter_ai.agent', { prompt: goal }, { status: 'interrupted', reason: 'max_iterations' }, steps, { jupyter_ai: '2.19.1', kernel: 'python3' }) };
}
export const scenarios = [r1, r2, r3];
