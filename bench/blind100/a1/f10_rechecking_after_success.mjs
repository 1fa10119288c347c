import { call } from './lib.mjs';
export const family = 'rechecking_after_success';
export const loop = true;

// 01: LangChain agent: dbt build goes green, then the agent keeps re-running tests and re-reading run_results.
function r01(c) {
  const goal = 'Add a not_null test on `orders.customer_id` in the shop_dbt project and make sure the build passes.';
  const kids = [];
  const t = (text, name, args, out) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call(name, args, 'call_' + c.hex(10))] })); kids.push(c.tool(name, args, out)); };
  t('Open the schema file.', 'read_file', { path: 'models/marts/_orders.yml' }, 'version: 2\nmodels:\n  - name: orders\n    columns:\n      - name: order_id\n        tests: [unique, not_null]\n      - name: customer_id');
  t('Add the test.', 'write_file', { path: 'models/marts/_orders.yml', content: '…\n      - name: customer_id\n        tests: [not_null]' }, 'wrote 214 bytes');
  const ok = () => `${c.hms()}  Running with dbt=1.8.2\n${c.hms()}  Found 37 models, 96 data tests\n${c.hms()}  1 of 4 OK created sql table model analytics.orders ......... [SUCCESS 1 in ${c.dur(1, 8)}s]\n${c.hms()}  2 of 4 PASS not_null_orders_customer_id ...................... [PASS in ${c.dur(0.2, 2)}s]\n${c.hms()}  3 of 4 PASS not_null_orders_order_id ......................... [PASS in ${c.dur(0.2, 2)}s]\n${c.hms()}  4 of 4 PASS unique_orders_order_id ........................... [PASS in ${c.dur(0.2, 2)}s]\n${c.hms()}  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4`;
  t('Build orders with its tests.', 'shell', { cmd: 'dbt build --select orders' }, { exit_code: 0, stdout: ok() });
  t('All 4 passed, including the new not_null test. Let me run the test alone to double-check.', 'shell', { cmd: 'dbt test --select orders' }, { exit_code: 0, stdout: ok().replace(/1 of 4 OK created[^\n]*\n/, '') });
  t('Check run_results.json to confirm the status.', 'shell', { cmd: "jq '.results[] | {unique_id, status}' target/run_results.json" }, { exit_code: 0, stdout: '{"unique_id":"test.shop_dbt.not_null_orders_customer_id.4f1a2b","status":"pass"}\n{"unique_id":"test.shop_dbt.not_null_orders_order_id.8e0c1d","status":"pass"}\n{"unique_id":"test.shop_dbt.unique_orders_order_id.77aa90","status":"pass"}' });
  t('Run the build once more to be certain it is stable.', 'shell', { cmd: 'dbt build --select orders' }, { exit_code: 0, stdout: ok() });
  t('Verify again that the not_null test specifically passes.', 'shell', { cmd: 'dbt test --select test_name:not_null,orders' }, { exit_code: 0, stdout: `${c.hms()}  1 of 2 PASS not_null_orders_customer_id ... [PASS in ${c.dur(0.2, 2)}s]\n${c.hms()}  2 of 2 PASS not_null_orders_order_id ... [PASS in ${c.dur(0.2, 2)}s]\n${c.hms()}  Done. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2` });
  t('Confirm one final time with a full build of orders.', 'shell', { cmd: 'dbt build --select orders' }, { exit_code: 0, stdout: ok() });
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain', meta: { max_iterations: 8 } });
  return { isolates: 'After the dbt build passes with the new test, the agent re-runs tests and builds four more times, each green again, and never declares completion before the iteration limit.', stagnation: false, goal, root };
}

// 02: Google ADK-style sheet agent: writes the block, confirms, then keeps re-reading the same range.
function r02(c) {
  const goal = 'Copy the 12 monthly headcount numbers for 2024 from BigQuery `hr-dw.people.headcount_monthly` into Sheet "HR board" B2:M2.';
  const kids = []; const sid = '1' + c.b36(43);
  const ev = (text, fname, args, out) => { kids.push(c.llm('gemini-2.0-flash', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text }, { function_call: { name: fname, args } }] }, { name: 'call_llm' })); kids.push(c.tool(fname, args, out)); };
  const vals = [1204, 1211, 1230, 1228, 1245, 1262, 1270, 1266, 1281, 1290, 1302, 1311];
  ev('Query the 2024 monthly headcount.', 'bq_query', { sql: "SELECT month, headcount FROM `hr-dw.people.headcount_monthly` WHERE EXTRACT(YEAR FROM month)=2024 ORDER BY month" }, { jobReference: { projectId: 'hr-dw', jobId: c.bqJob() }, totalRows: '12', rows: vals.map((v, i) => ({ month: `2024-${String(i + 1).padStart(2, '0')}-01`, headcount: v })) });
  ev('Write them to B2:M2.', 'sheets_update', { spreadsheetId: sid, range: "'HR board'!B2:M2", valueInputOption: 'RAW', values: [vals] }, { spreadsheetId: sid, updatedRange: "'HR board'!B2:M2", updatedRows: 1, updatedColumns: 12, updatedCells: 12 });
  ev('Read back to confirm.', 'sheets_get', { spreadsheetId: sid, range: "'HR board'!B2:M2" }, { range: "'HR board'!B2:M2", majorDimension: 'ROWS', values: [vals.map(String)] });
  ev('All 12 values match the query. Read the range again to make sure it saved.', 'sheets_get', { spreadsheetId: sid, range: "'HR board'!B2:M2" }, { range: "'HR board'!B2:M2", majorDimension: 'ROWS', values: [vals.map(String)] });
  ev('Check the values one more time with formatted output.', 'sheets_get', { spreadsheetId: sid, range: "'HR board'!B2:M2", valueRenderOption: 'FORMATTED_VALUE' }, { range: "'HR board'!B2:M2", majorDimension: 'ROWS', values: [vals.map((v) => v.toLocaleString('en-US'))] });
  ev('Re-write the same values in case the earlier write was partial.', 'sheets_update', { spreadsheetId: sid, range: "'HR board'!B2:M2", valueInputOption: 'RAW', values: [vals] }, { spreadsheetId: sid, updatedRange: "'HR board'!B2:M2", updatedRows: 1, updatedColumns: 12, updatedCells: 12 });
  ev('And read back again.', 'sheets_get', { spreadsheetId: sid, range: "'HR board'!B2:M2" }, { range: "'HR board'!B2:M2", majorDimension: 'ROWS', values: [vals.map(String)] });
  const root = c.agent('hr_sheet_agent', { new_message: goal }, null, kids, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 7 exceeded', meta: { app_name: 'hr_reports' } });
  return { isolates: 'The 12 headcount values are written and confirmed by a read-back, then the agent re-reads three more times and re-writes the identical block until the call limit.', stagnation: false, goal, root };
}

// 03: CrewAI ops agent: Airflow backfill succeeds, then it keeps re-checking and re-announcing completion in Slack.
function r03(c) {
  const goal = 'Backfill the `ads_spend_daily` DAG for 2024-10-01..2024-10-07 and let #marketing-data know when it is done.';
  const kids = [];
  const act = (thought, name, input, out) => { kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], `Thought: ${thought}\nAction: ${name}\nAction Input: ${JSON.stringify(input)}`)); kids.push(c.tool(name, input, out)); };
  act('Start the backfill.', 'airflow_cli', { cmd: 'airflow dags backfill ads_spend_daily -s 2024-10-01 -e 2024-10-07 --reset-dagruns -y' }, `[${c.isoOffset()}] {backfill_job_runner.py:446} INFO - [backfill progress] | finished run 7 of 7 | tasks waiting: 0 | succeeded: 21 | running: 0 | failed: 0 | skipped: 0 | deadlocked: 0 | not ready: 0\n[${c.isoOffset()}] {backfill_job_runner.py:1008} INFO - Backfill done for DAG <DAG: ads_spend_daily>. Exiting.`);
  act('Confirm the 7 runs are success.', 'airflow_api', { path: '/api/v1/dags/ads_spend_daily/dagRuns', params: { execution_date_gte: '2024-10-01T00:00:00Z', execution_date_lte: '2024-10-07T00:00:00Z' } }, { dag_runs: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dag_run_id: `backfill__2024-10-0${d}T00:00:00+00:00`, state: 'success' })), total_entries: 7 });
  const ann = 'The ads_spend_daily backfill for 2024-10-01 to 2024-10-07 is complete: all 7 runs succeeded. The data is ready for reporting.';
  act(`All runs succeeded. I will announce: ${ann}`, 'slack_post', { channel: '#marketing-data', text: ann }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` });
  act('Let me double-check the runs are still success.', 'airflow_api', { path: '/api/v1/dags/ads_spend_daily/dagRuns', params: { execution_date_gte: '2024-10-01T00:00:00Z', execution_date_lte: '2024-10-07T00:00:00Z' } }, { dag_runs: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dag_run_id: `backfill__2024-10-0${d}T00:00:00+00:00`, state: 'success' })), total_entries: 7 });
  act(`All runs succeeded. I will announce: ${ann}`, 'slack_post', { channel: '#marketing-data', text: ann }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` });
  act('Verify the row count in the target table for that week.', 'bq_query', { sql: "SELECT COUNT(*) FROM `mkt.ads.spend_daily` WHERE day BETWEEN '2024-10-01' AND '2024-10-07'" }, { jobReference: { jobId: c.bqJob() }, rows: [{ f0_: 18830 }], cacheHit: false });
  act(`All runs succeeded. I will announce: ${ann}`, 'slack_post', { channel: '#marketing-data', text: ann }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` });
  act('Check the DAG runs once more.', 'airflow_api', { path: '/api/v1/dags/ads_spend_daily/dagRuns', params: { execution_date_gte: '2024-10-01T00:00:00Z', execution_date_lte: '2024-10-07T00:00:00Z' } }, { dag_runs: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dag_run_id: `backfill__2024-10-0${d}T00:00:00+00:00`, state: 'success' })), total_entries: 7 });
  const task = c.span('chain', 'Task: ads_spend backfill', { description: goal }, null, kids, { error: 'Agent stopped due to iteration limit' });
  const root = c.agent('Crew', { inputs: { start: '2024-10-01', end: '2024-10-07' } }, null, [task], { error: 'Agent stopped due to iteration limit', meta: { process: 'sequential' } });
  return { isolates: 'After the backfill succeeds and is confirmed, the agent re-checks the runs twice, queries the table, and posts the same completion message to Slack three times until the iteration limit.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
