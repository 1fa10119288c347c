import { call } from './lib.mjs';
export const family = 'backoff_then_success';
export const loop = false;

// 01: Pydantic AI-style agent run (agent run -> model request / running tools); BigQuery rateLimitExceeded twice then OK.
function r01(c) {
  const goal = 'What share of 2024 web sessions in `webshop-prod.ga4.events_*` came from paid search, by quarter?';
  const kids = [];
  const req = (text, tc) => kids.push(c.llm('gemini-1.5-flash', [{ role: 'user', content: goal }], { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...(tc ? [{ part_kind: 'tool-call', tool_name: tc[0], args: tc[1], tool_call_id: 'pyd_' + c.hex(10) }] : [])] }, { name: 'model request' }));
  const run = (name, args, out, err) => kids.push(c.span('chain', 'running tools', { tools: [name] }, null, [c.tool(name, args, err ? null : out, err ? { error: err } : {})]));
  const sql = "SELECT FORMAT_DATE('%Y-Q%Q', PARSE_DATE('%Y%m%d', event_date)) q, COUNTIF(collected_traffic_source.manual_medium = 'cpc') / COUNT(*) share FROM `webshop-prod.ga4.events_2024*` WHERE event_name = 'session_start' GROUP BY 1 ORDER BY 1";
  req('Check the event table partitions first.', ['bq_query', { sql: "SELECT COUNT(DISTINCT _TABLE_SUFFIX) FROM `webshop-prod.ga4.events_2024*`", dry_run: false }]);
  run('bq_query', { sql: 'SELECT COUNT(DISTINCT _TABLE_SUFFIX) ...' }, { jobReference: { projectId: 'webshop-prod', jobId: c.bqJob(), location: 'EU' }, totalBytesProcessed: '0', rows: [{ f0_: 366 }], cacheHit: false });
  req('366 daily tables. Run the quarterly share query.', ['bq_query', { sql }]);
  const rl = () => `google.api_core.exceptions.Forbidden: 403 POST https://bigquery.googleapis.com/bigquery/v2/projects/webshop-prod/jobs?prettyPrint=false: Exceeded rate limits: too many concurrent queries for this project_and_region. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas\n\nLocation: EU\nJob ID: ${c.uuid()}\n reason: rateLimitExceeded`;
  run('bq_query', { sql }, null, rl());
  req('Concurrent-query rate limit, a transient quota error. Wait 20s and retry the same query.', ['bq_query', { sql }]);
  run('bq_query', { sql }, null, rl());
  req('Still rate limited; back off 60s then retry.', ['bq_query', { sql }]);
  run('bq_query', { sql }, { jobReference: { projectId: 'webshop-prod', jobId: c.bqJob(), location: 'EU' }, totalBytesProcessed: '91244017664', totalSlotMs: String(c.int(4e6, 9e6)), cacheHit: false, schema: [{ name: 'q', type: 'STRING' }, { name: 'share', type: 'FLOAT' }], rows: [{ q: '2024-Q1', share: 0.2113 }, { q: '2024-Q2', share: 0.2380 }, { q: '2024-Q3', share: 0.2619 }, { q: '2024-Q4', share: 0.2241 }] });
  req(null, ['final_result', { answer: 'Paid search share of 2024 sessions: Q1 21.1%, Q2 23.8%, Q3 26.2%, Q4 22.4%', bytes_scanned_gb: 91.2 }]);
  run('final_result', { answer: 'Paid search share of 2024 sessions: Q1 21.1%, Q2 23.8%, Q3 26.2%, Q4 22.4%' }, 'Final result processed.');
  const root = c.agent('agent run', { user_prompt: goal }, { output: 'Paid search share ... Q1 21.1%, Q2 23.8%, Q3 26.2%, Q4 22.4%' }, kids, { meta: { framework: 'pydantic-ai', 'gen_ai.system': 'google-vertex', run_id: c.uuid() } });
  return { isolates: 'The same BigQuery query fails twice with the same rateLimitExceeded quota error, succeeds on the third try, and the quarterly shares are reported.', stagnation: false, goal, root };
}

// 02: LangGraph spreadsheet agent writing a summary block; Sheets 429 once, then success, then formatting.
function r02(c) {
  const goal = 'Write the monthly churn summary (Jan-Jun) from the "subs_raw" tab into a new "Churn summary" tab with a rate formula per month.';
  const kids = []; const sid = '1' + c.b36(43);
  const node = (text, name, args, out, err) => {
    const ch = [c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: name ? [call(name, args, 'call_' + c.hex(12))] : [] })];
    if (name) ch.push(c.tool(name, args, err ? null : out, err ? { error: err } : {}));
    kids.push(c.span('chain', name ? 'tools' : 'agent', {}, {}, ch, { meta: { langgraph_node: name ? 'tools' : 'agent' } }));
  };
  node('Read the raw subscription tab.', 'sheets_get_values', { spreadsheetId: sid, range: 'subs_raw!A1:D7' }, { range: 'subs_raw!A1:D7', majorDimension: 'ROWS', values: [['month', 'start_subs', 'cancellations', 'new'], ['2024-01', '10412', '388', '702'], ['2024-02', '10726', '401', '655'], ['2024-03', '10980', '512', '690'], ['2024-04', '11158', '467', '612'], ['2024-05', '11303', '430', '744'], ['2024-06', '11617', '455', '701']] });
  node('Create the tab.', 'sheets_batch_update', { spreadsheetId: sid, requests: [{ addSheet: { properties: { title: 'Churn summary' } } }] }, { spreadsheetId: sid, replies: [{ addSheet: { properties: { sheetId: 1730492211, title: 'Churn summary', index: 3 } } }] });
  const vals = { spreadsheetId: sid, range: "'Churn summary'!A1:C7", valueInputOption: 'USER_ENTERED', values: [['Month', 'Cancellations', 'Churn rate'], ...['01', '02', '03', '04', '05', '06'].map((m, i) => [`2024-${m}`, `=subs_raw!C${i + 2}`, `=subs_raw!C${i + 2}/subs_raw!B${i + 2}`])] };
  node('Write the header, references and rate formulas.', 'sheets_update_values', vals, null, `HttpError 429 when requesting https://sheets.googleapis.com/v4/spreadsheets/${sid}/values/'Churn%20summary'!A1%3AC7?valueInputOption=USER_ENTERED&alt=json returned "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:${c.int(1e11, 9e11)}'.". Details: "[{'@type': 'type.googleapis.com/google.rpc.ErrorInfo', 'reason': 'RATE_LIMIT_EXCEEDED'}]"`);
  node('Per-minute write quota; wait ~60s and retry the same write.', 'sheets_update_values', vals, { spreadsheetId: sid, updatedRange: "'Churn summary'!A1:C7", updatedRows: 7, updatedColumns: 3, updatedCells: 21 });
  node('Format column C as percent.', 'sheets_batch_update', { spreadsheetId: sid, requests: [{ repeatCell: { range: { sheetId: 1730492211, startRowIndex: 1, endRowIndex: 7, startColumnIndex: 2, endColumnIndex: 3 }, cell: { userEnteredFormat: { numberFormat: { type: 'PERCENT', pattern: '0.00%' } } }, fields: 'userEnteredFormat.numberFormat' } }] }, { spreadsheetId: sid, replies: [{}] });
  node('Read back the computed values.', 'sheets_get_values', { spreadsheetId: sid, range: "'Churn summary'!A1:C7", valueRenderOption: 'FORMATTED_VALUE' }, { range: "'Churn summary'!A1:C7", values: [['Month', 'Cancellations', 'Churn rate'], ['2024-01', '388', '3.73%'], ['2024-02', '401', '3.74%'], ['2024-03', '512', '4.66%'], ['2024-04', '467', '4.19%'], ['2024-05', '430', '3.80%'], ['2024-06', '455', '3.92%']] });
  node('Done: "Churn summary" holds Jan-Jun with live formulas; churn peaked in March at 4.66% and was 3.92% in June.', null);
  const root = c.agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages: ['…', 'Done: "Churn summary" holds Jan-Jun …'] }, kids, { meta: { thread_id: c.uuid() } });
  return { isolates: 'A Sheets write hits a per-minute 429 quota once, the identical write succeeds after a wait (updatedCells 21), and the tab is formatted and verified.', stagnation: false, goal, root };
}

// 03: smolagents ToolCallingAgent on Postgres: connection slots exhausted three times, then query works.
function r03(c) {
  const goal = 'From the Postgres replica, give the 95th percentile API latency per endpoint for yesterday from `metrics.request_log`.';
  const steps = []; let n = 0;
  const step = (text, name, args, out, err) => {
    n++;
    const l = c.llm('meta-llama/Llama-3.3-70B-Instruct', [{ role: 'user', content: goal }], { content: text, tool_calls: [{ name, arguments: args }] }, { name: 'InferenceClientModel.generate' });
    const t = c.tool(name, args, err ? null : out, err ? { error: err } : {});
    steps.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: err ? `Error: ${err.split('\n')[0]}` : String(out).slice(0, 120) }, [l, t]));
  };
  const q = "SELECT endpoint, percentile_cont(0.95) WITHIN GROUP (ORDER BY latency_ms) AS p95 FROM metrics.request_log WHERE ts >= current_date - 1 AND ts < current_date GROUP BY endpoint ORDER BY p95 DESC";
  const full = (pid) => `psycopg2.OperationalError: connection to server at "pg-replica-2.data.internal" (10.40.2.${pid}), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections`;
  step('Run the p95 query.', 'pg_query', { sql: q }, null, full(c.int(10, 60)));
  step('Connection slots are full on the replica; this is transient. Retry after 5s.', 'pg_query', { sql: q }, null, full(c.int(10, 60)));
  step('Same error; wait 15s and retry.', 'pg_query', { sql: q }, null, full(c.int(10, 60)));
  step('Retry once more after 45s.', 'pg_query', { sql: q }, ' endpoint            |  p95\n---------------------+-------\n POST /v2/checkout   | 1840.5\n GET /v2/search      |  912.0\n GET /v2/product/:id |  244.8\n POST /v2/cart       |  201.3\n GET /v2/health      |    3.1\n(5 rows)\n\nTime: ' + c.dur(300, 2000) + ' ms');
  step('Check yesterday\'s request volume so the p95s have context.', 'pg_query', { sql: 'SELECT endpoint, count(*) FROM metrics.request_log WHERE ts >= current_date - 1 AND ts < current_date GROUP BY 1 ORDER BY 2 DESC' }, ' endpoint            |  count\n---------------------+---------\n GET /v2/search      | 4120334\n GET /v2/product/:id | 3011876\n POST /v2/cart       |  640201\n POST /v2/checkout   |  120844\n GET /v2/health      |   86400\n(5 rows)');
  step('Report.', 'final_answer', { answer: 'Yesterday p95 latency: POST /v2/checkout 1840.5 ms (120,844 req), GET /v2/search 912.0 ms (4.12M), GET /v2/product/:id 244.8 ms (3.01M), POST /v2/cart 201.3 ms (640k), GET /v2/health 3.1 ms.' }, 'Yesterday p95 latency: POST /v2/checkout 1840.5 ms ...');
  const root = c.agent('ToolCallingAgent', { task: goal }, { output: 'Yesterday p95 latency: POST /v2/checkout 1840.5 ms ...' }, steps, { meta: { framework: 'smolagents', max_steps: 10 } });
  return { isolates: 'A Postgres query fails three times with the same connection-slots error, succeeds on the fourth try with backoff, and the answer is delivered.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
