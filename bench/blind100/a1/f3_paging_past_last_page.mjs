import { call } from './lib.mjs';
export const family = 'paging_past_last_page';
export const loop = true;

// 01: Google ADK-style agent reading a Google Sheet in 500-row windows and continuing past the data.
function r01(c) {
  const goal = 'From the "Field Sales Log" Google Sheet, total the Q2 commission owed per rep (columns A:F of tab Log).';
  const kids = []; const sid = '1' + c.b36(43);
  const ev = (text, args, out) => {
    kids.push(c.llm('gemini-2.0-flash', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text }, { function_call: { name: 'sheets_values_get', args } }] }, { name: 'call_llm' }));
    kids.push(c.tool('sheets_values_get', args, out, { meta: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gcp.vertex.agent.event_id': c.uuid() } }));
  };
  ev('Read the header row and the first block.', { spreadsheetId: sid, range: 'Log!A1:F500' }, { range: "Log!A1:F500", majorDimension: 'ROWS', values: [['Date', 'Rep', 'Account', 'Deal', 'Amount', 'Rate'], ['2024-04-01', 'J. Alvarez', 'Northwind', 'D-1101', '12,400.00', '6%'], ['…498 more rows…']] });
  ev('Block 1 read (499 deals). Next block.', { spreadsheetId: sid, range: 'Log!A501:F1000' }, { range: "Log!A501:F1000", majorDimension: 'ROWS', values: [['2024-05-09', 'P. Ng', 'Contoso', 'D-1642', '3,050.00', '5%'], ['…497 more rows…'], ['2024-06-18', 'R. Silva', 'Fabrikam', 'D-2140', '8,800.00', '6%']] });
  ev('Block 2 read. Next block.', { spreadsheetId: sid, range: 'Log!A1001:F1500' }, { range: "Log!A1001:F1500", majorDimension: 'ROWS', values: [['2024-06-19', 'J. Alvarez', 'Tailspin', 'D-2141', '1,900.00', '6%'], ['…210 more rows…'], ['2024-06-30', 'M. Chen', 'Litware', 'D-2355', '14,250.00', '7%']] });
  ev('Block 3 had 212 rows and ended at row 1212. Keep reading the next block to be sure.', { spreadsheetId: sid, range: 'Log!A1501:F2000' }, { range: "Log!A1501:F2000", majorDimension: 'ROWS' });
  ev('Nothing there; read the following block.', { spreadsheetId: sid, range: 'Log!A2001:F2500' }, { range: "Log!A2001:F2500", majorDimension: 'ROWS' });
  ev('Continue with the next window.', { spreadsheetId: sid, range: 'Log!A2501:F3000' }, { range: "Log!A2501:F3000", majorDimension: 'ROWS' });
  ev('Read rows 3001 to 3500.', { spreadsheetId: sid, range: 'Log!A3001:F3500' }, { range: "Log!A3001:F3500", majorDimension: 'ROWS' });
  const root = c.agent('sales_ops_agent', { new_message: goal }, null, kids, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded', meta: { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), app_name: 'sheets_helper' } });
  return { isolates: 'A Sheets agent keeps advancing 500-row windows after the data ended at row 1212; four windows in a row return a range with no values, and no total is produced.', stagnation: false, goal, root };
}

// 02: OpenInference-instrumented agent on BigQuery tabledata.list using startIndex past totalRows.
function r02(c) {
  const goal = 'Export all rows of `retail-dw.marts.store_targets_2025` (store targets) and check that every store has 12 monthly targets.';
  const kids = [];
  const tab = (text, args, rows) => {
    kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call('bq_tabledata_list', args, 'call_' + c.hex(12))] }, { meta: { 'openinference.span.kind': 'LLM' } }));
    const out = { kind: 'bigquery#tableDataList', etag: c.hex(22) + '==', totalRows: '2280' };
    if (rows) { out.rows = rows; if (args.startIndex + 1000 < 2280) out.pageToken = 'BG' + c.b36(30).toUpperCase(); }
    kids.push(c.tool('bq_tabledata_list', args, JSON.stringify(out), { meta: { 'openinference.span.kind': 'TOOL', 'http.response.header.x-goog-request-id': c.hex(16) } }));
  };
  const r = (s, m, v) => ({ f: [{ v: s }, { v: m }, { v: String(v) }] });
  tab('Read the first 1000 rows.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 0 }, [r('S001', '2025-01', 120000), r('S001', '2025-02', 118500), { f: '…998 more…' }]);
  tab('Next 1000.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 1000 }, [r('S084', '2025-05', 98000), { f: '…998 more…' }, r('S167', '2025-08', 143000)]);
  tab('Next 1000; 280 remain.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 2000 }, [r('S167', '2025-09', 141000), { f: '…278 more…' }, r('S190', '2025-12', 77000)]);
  tab('Got 280 rows. Fetch the next page.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 3000 }, null);
  tab('No rows returned; try the next offset.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 4000 }, null);
  tab('Empty again; fetch from 5000.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 5000 }, null);
  tab('Fetch from 6000.', { datasetId: 'marts', tableId: 'store_targets_2025', maxResults: 1000, startIndex: 6000 }, null);
  const root = c.agent('AgentRunner', { input: goal }, null, kids, { error: 'Reached max iterations (7)', meta: { 'openinference.span.kind': 'AGENT' } });
  return { isolates: 'BigQuery tabledata.list is read to totalRows 2280 (last page has no pageToken), then startIndex keeps advancing to 3000..6000 with four identical row-less answers.', stagnation: false, goal, root };
}

// 03: LangChain agent listing Airflow task instances with an offset past total_entries; same text each time.
function r03(c) {
  const goal = 'List every failed task instance of the `marketing_attribution` DAG in the last 30 days and group the failures by task_id.';
  const kids = [];
  const go = (text, offset, tis) => {
    const args = { dag_id: 'marketing_attribution', state: ['failed'], start_date_gte: '2024-08-01T00:00:00Z', limit: 25, offset };
    kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], { content: text, tool_calls: [call('airflow_list_task_instances', args, 'call_' + c.hex(12))] }));
    kids.push(c.tool('airflow_list_task_instances', args, { task_instances: tis, total_entries: 41 }, { children: [c.span('http', 'GET /api/v1/dags/~/dagRuns/~/taskInstances', { url: `http://airflow-web.data.svc:8080/api/v1/dags/~/dagRuns/~/taskInstances/list?offset=${offset}` }, { status_code: 200, headers: { date: c.httpDate(), 'x-request-id': c.uuid() } })] }));
  };
  const ti = (task_id, day) => ({ task_id, dag_run_id: `scheduled__2024-08-${day}T04:00:00+00:00`, execution_date: `2024-08-${day}T04:00:00+00:00`, state: 'failed', try_number: c.int(1, 3), hostname: c.pod('airflow-worker'), duration: c.dur(1, 400) });
  go('Get the first 25 failed task instances.', 0, [ti('load_ga4_events', '03'), ti('compute_touchpoints', '05'), { note: '…23 more…' }]);
  go('25 of 41 read; get the remaining ones.', 25, [ti('load_ga4_events', '19'), { note: '…14 more…' }, ti('publish_to_looker', '29')]);
  const same = 'There may be more failed task instances; I will request the next page with a higher offset.';
  go(same, 50, []); go(same, 75, []); go(same, 100, []); go(same, 125, []);
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain' });
  return { isolates: 'After reading all 41 failed task instances on two pages, the agent keeps raising the offset (50, 75, 100, 125) and gets the same empty list four times, repeating one sentence.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
