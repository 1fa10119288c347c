import { call } from './lib.mjs';
export const family = 'polling_until_job_done';
export const loop = false;

// 01: LangGraph-style graph (nodes as chain spans) triggering an Airflow DAG and polling until success.
function r01(c) {
  const goal = 'Re-run the `finance_daily_close` Airflow DAG for 2024-06-30 and report the reconciled ledger total it writes to XCom.';
  const kids = [];
  const node = (name, llmText, calls, tools) => {
    const ch = [c.llm('claude-3-5-sonnet-20240620', [{ role: 'user', content: goal }], { content: llmText, tool_calls: calls })];
    tools.forEach((t) => ch.push(t));
    kids.push(c.span('chain', name, { messages: `[${kids.length + 2} messages]` }, { messages: '[updated]' }, ch, { meta: { langgraph_node: name, langgraph_step: kids.length + 1 } }));
  };
  const runId = 'manual__2024-06-30T00:00:00+00:00';
  node('agent', 'Trigger the DAG run for the 2024-06-30 logical date.', [call('airflow_trigger_dag', { dag_id: 'finance_daily_close', logical_date: '2024-06-30T00:00:00Z', conf: { rerun: true } }, 'toolu_01')],
    [c.tool('airflow_trigger_dag', { dag_id: 'finance_daily_close', logical_date: '2024-06-30T00:00:00Z', conf: { rerun: true } }, { dag_run_id: runId, dag_id: 'finance_daily_close', logical_date: '2024-06-30T00:00:00+00:00', execution_date: '2024-06-30T00:00:00+00:00', state: 'queued', start_date: null, external_trigger: true, run_type: 'manual', queued_at: c.isoOffset() })]);
  const states = [
    ['queued', null, []],
    ['running', 'extract_gl', [['extract_gl', 'running', 1]]],
    ['running', 'reconcile', [['extract_gl', 'success', 1], ['fx_convert', 'success', 1], ['reconcile', 'running', 1]]],
    ['running', 'reconcile', [['extract_gl', 'success', 1], ['fx_convert', 'success', 1], ['reconcile', 'up_for_retry', 1]]],
    ['running', 'publish', [['extract_gl', 'success', 1], ['fx_convert', 'success', 1], ['reconcile', 'success', 2], ['publish', 'running', 1]]],
    ['success', null, [['extract_gl', 'success', 1], ['fx_convert', 'success', 1], ['reconcile', 'success', 2], ['publish', 'success', 1]]],
  ];
  const texts = ['Run is queued; wait and poll again.', 'extract_gl started. Keep polling.', 'reconcile is running now.', 'reconcile failed once and is up_for_retry (try 1); Airflow will retry automatically. Poll again.', 'reconcile succeeded on try 2, publish is running.', ''];
  states.forEach(([st, , tis], i) => {
    const args = { dag_id: 'finance_daily_close', dag_run_id: runId };
    node('agent', texts[i] || 'Poll the run state.', [call('airflow_get_dag_run', args, 'toolu_1' + i)],
      [c.tool('airflow_get_dag_run', args, { dag_run_id: runId, state: st, start_date: i ? c.isoOffset() : null, end_date: st === 'success' ? c.isoOffset() : null, last_scheduling_decision: c.isoOffset(), task_instances: tis.map(([task_id, state, try_number]) => ({ task_id, state, try_number, hostname: state === 'queued' ? '' : c.pod('airflow-worker'), duration: state === 'running' ? null : c.dur(3, 240) })) })]);
  });
  node('agent', 'DAG finished. Read the reconciled total from the publish task XCom.', [call('airflow_get_xcom', { dag_id: 'finance_daily_close', dag_run_id: runId, task_id: 'publish', key: 'return_value' }, 'toolu_30')],
    [c.tool('airflow_get_xcom', { dag_id: 'finance_daily_close', dag_run_id: runId, task_id: 'publish', key: 'return_value' }, { key: 'return_value', value: "{'ledger_total_usd': 18442019.37, 'unmatched_entries': 3, 'entities': 14}", timestamp: c.isoOffset(), map_index: -1 })]);
  kids.push(c.llm('claude-3-5-sonnet-20240620', [{ role: 'user', content: goal }], { content: 'The finance_daily_close run for 2024-06-30 succeeded (reconcile needed a second try). Reconciled ledger total: $18,442,019.37 across 14 entities, with 3 unmatched entries left for review.' }));
  const root = c.agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages: ['...', 'The finance_daily_close run ... $18,442,019.37 ...'] }, kids, { meta: { thread_id: c.uuid(), recursion_limit: 25 } });
  return { isolates: 'An agent polls an Airflow DAG run through queued, running (with a retried task) and success, each poll showing new task progress, then reads the XCom result.', stagnation: false, goal, root };
}

// 02: LlamaIndex-style FunctionAgent calling the BigQuery REST API: insert job, poll jobs.get until DONE, fetch results.
function r02(c) {
  const goal = 'Compute 2023 total ride revenue per borough from `nyc-open.tlc.trips_2023` (large table) and give me the top three.';
  const kids = [];
  const jobId = c.bqJob();
  const sql = 'SELECT z.borough, ROUND(SUM(t.total_amount),2) AS revenue FROM `nyc-open.tlc.trips_2023` t JOIN `nyc-open.tlc.zones` z ON z.location_id = t.pu_location_id GROUP BY 1 ORDER BY 2 DESC';
  const step = (thought, name, args, out) => {
    kids.push(c.llm('gemini-1.5-pro-002', [{ role: 'user', content: goal }, { role: 'assistant', content: '...' }], { text: thought, function_call: { name, args } }, { name: 'Gemini.achat' }));
    kids.push(c.tool(name, args, out, { type: 'tool', meta: { tool_id: name } }));
  };
  step('The table is large; submit an async query job.', 'bq_jobs_insert', { configuration: { query: { query: sql, useLegacySql: false } } }, { kind: 'bigquery#job', jobReference: { projectId: 'acme-analytics', jobId, location: 'US' }, status: { state: 'PENDING' }, statistics: { creationTime: String(c.epochMs()) } });
  const polls = [
    { status: { state: 'PENDING' }, statistics: { creationTime: String(c.epochMs()) } },
    { status: { state: 'RUNNING' }, statistics: { startTime: String(c.epochMs()), query: { totalSlotMs: String(c.int(1e5, 9e5)), estimatedBytesProcessed: '48211040256' } } },
    { status: { state: 'RUNNING' }, statistics: { startTime: String(c.epochMs()), query: { totalSlotMs: String(c.int(2e6, 5e6)), estimatedBytesProcessed: '48211040256', timeline: [{ elapsedMs: String(c.int(8000, 20000)), completedUnits: '311', pendingUnits: '402', activeUnits: '380' }] } } },
    { status: { state: 'RUNNING' }, statistics: { startTime: String(c.epochMs()), query: { totalSlotMs: String(c.int(6e6, 9e6)), estimatedBytesProcessed: '48211040256', timeline: [{ elapsedMs: String(c.int(30000, 50000)), completedUnits: '690', pendingUnits: '23', activeUnits: '23' }] } } },
    { status: { state: 'DONE' }, statistics: { endTime: String(c.epochMs()), totalBytesProcessed: '48211040256', query: { totalBytesBilled: '48211476480', totalSlotMs: String(c.int(9e6, 12e6)), cacheHit: false } } },
  ];
  const ts = ['Still pending; poll jobs.get.', 'Running; about 48 GB will be scanned.', '311 of 713 units complete.', '690 of 713 units complete, almost done.', ''];
  polls.forEach((p, i) => step(ts[i] || 'poll', 'bq_jobs_get', { projectId: 'acme-analytics', jobId, location: 'US' }, { kind: 'bigquery#job', etag: c.hex(22) + '==', id: `acme-analytics:US.${jobId}`, jobReference: { projectId: 'acme-analytics', jobId, location: 'US' }, ...p }));
  step('Job is DONE. Fetch the results.', 'bq_get_query_results', { projectId: 'acme-analytics', jobId, location: 'US', maxResults: 10 }, { kind: 'bigquery#getQueryResultsResponse', jobComplete: true, totalRows: '6', schema: { fields: [{ name: 'borough', type: 'STRING' }, { name: 'revenue', type: 'FLOAT' }] }, rows: [['Manhattan', 2412881004.17], ['Queens', 712004311.9], ['Brooklyn', 188420775.03], ['Bronx', 44120337.6], ['Unknown', 9044120.55], ['Staten Island', 3311022.18]].map(([a, b]) => ({ f: [{ v: a }, { v: String(b) }] })), pageToken: null });
  kids.push(c.llm('gemini-1.5-pro-002', [{ role: 'user', content: goal }], { text: 'Top three boroughs by 2023 ride revenue: Manhattan $2.41B, Queens $712.0M, Brooklyn $188.4M (job scanned 48.2 GB).' }));
  const root = c.agent('FunctionAgent', { user_msg: goal }, { response: 'Top three boroughs ... Manhattan $2.41B, Queens $712.0M, Brooklyn $188.4M' }, kids, { type: 'agent', meta: { framework: 'llama-index', instrumentation: 'openinference' } });
  return { isolates: 'A BigQuery job is polled from PENDING through RUNNING with growing completed units to DONE, then its results are fetched and summarised.', stagnation: false, goal, root };
}

// 03: CrewAI-style crew: a task that forces a Fivetran sync, polls it, then counts fresh rows in Snowflake.
function r03(c) {
  const goal = 'Force a Fivetran sync of the `hubspot_crm` connector and confirm yesterday\'s deals (2024-03-14) have landed in RAW.HUBSPOT.DEAL.';
  const kids = [];
  const act = (thought, name, input, out) => {
    kids.push(c.llm('gpt-4o-mini', [{ role: 'system', content: 'You are Data Ops Engineer. Your goal: keep ingestion fresh.' }, { role: 'user', content: goal }], `Thought: ${thought}\nAction: ${name}\nAction Input: ${JSON.stringify(input)}`, { name: 'LLM.call' }));
    kids.push(c.tool(name, input, out, { meta: { crewai_tool: true } }));
  };
  const hdr = () => ({ 'x-request-id': c.uuid(), date: c.httpDate(), 'x-ratelimit-remaining': String(c.int(400, 999)) });
  act('Trigger a sync.', 'fivetran_api', { method: 'POST', path: '/v1/connectors/quiet_mammal/force' }, { status: 200, headers: hdr(), body: { code: 'Success', message: "Sync has been successfully triggered for connector with id 'quiet_mammal'" } });
  const seq = [['syncing', 'scheduled', null], ['syncing', 'syncing', null], ['syncing', 'syncing', null], ['scheduled', 'scheduled', 'succeeded']];
  const th = ['Sync has started; check status.', 'Sync state is syncing; HubSpot deals table is large. Wait.', 'Still syncing, more tables processed since last check.', ''];
  seq.forEach(([sync_state, update_state, last], i) => act(th[i] || 'Check status.', 'fivetran_api', { method: 'GET', path: '/v1/connectors/quiet_mammal' }, { status: 200, headers: hdr(), body: { code: 'Success', data: { id: 'quiet_mammal', service: 'hubspot', schema: 'hubspot', status: { setup_state: 'connected', sync_state, update_state, is_historical_sync: false, tasks: [], warnings: [] }, succeeded_at: last ? c.isoNoMs() : '2024-03-14T21:02:11.481Z', failed_at: null, sync_frequency: 360, rows_synced_this_run: [0, 1220, 8841, 10412][i] } } }));
  act('Sync succeeded with 10412 rows. Verify deals for 2024-03-14 in Snowflake.', 'snowflake_query', { sql: "SELECT COUNT(*) AS deals, MAX(_fivetran_synced) AS synced FROM RAW.HUBSPOT.DEAL WHERE property_createdate::date = '2024-03-14'" }, { queryId: c.sfQid(), resultSetMetaData: { numRows: 1, rowType: [{ name: 'DEALS', type: 'fixed' }, { name: 'SYNCED', type: 'timestamp_tz' }] }, data: [['312', c.isoNoMs()]], statementStatusUrl: `/api/v2/statements/${c.sfQid()}` });
  kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], 'Thought: I now know the final answer\nFinal Answer: The hubspot_crm sync succeeded (10,412 rows) and 312 deals created on 2024-03-14 are in RAW.HUBSPOT.DEAL.'));
  const task = c.span('chain', 'Task: confirm hubspot deals freshness', { description: goal, agent: 'Data Ops Engineer' }, { raw: 'The hubspot_crm sync succeeded (10,412 rows) and 312 deals ...' }, kids);
  const root = c.agent('Crew', { inputs: { connector: 'hubspot_crm', date: '2024-03-14' } }, { raw: 'The hubspot_crm sync succeeded (10,412 rows) and 312 deals created on 2024-03-14 are in RAW.HUBSPOT.DEAL.' }, [task], { meta: { process: 'sequential', crew_id: c.uuid() } });
  return { isolates: 'A Fivetran connector is polled while syncing with the row counter growing until it succeeds, then the landed rows are verified in Snowflake.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
