import { call } from './lib.mjs';
export const family = 'identical_results_modulo_noise';
export const loop = true;

// 01: LangChain agent re-running the same Looker inline query; same data, new task ids and runtimes.
function r01(c) {
  const goal = 'The "Daily Signups" Looker tile looks flat since Tuesday. Confirm whether signups really stopped and tell the growth team what is going on.';
  const kids = [];
  const body = { model: 'growth', view: 'signups', fields: ['signups.created_date', 'signups.count'], filters: { 'signups.created_date': '7 days' }, sorts: ['signups.created_date desc'], limit: '500' };
  const data = [['2024-05-14', 0], ['2024-05-13', 0], ['2024-05-12', 0], ['2024-05-11', 1822], ['2024-05-10', 1904], ['2024-05-09', 1877], ['2024-05-08', 1931]];
  const texts = ['Run the tile query inline to see the raw numbers.', 'Three zero days. Run it again without cache to be sure.', 'Let me refresh the query once more in case the PDT was rebuilding.', 'Check the query again to see if the latest day has filled in.', 'Run it again to confirm before writing to the team.'];
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Find the tile on the Growth dashboard.', tool_calls: [call('looker_search_dashboard_elements', { title: 'Daily Signups' }, 'call_' + c.hex(10))] }));
  kids.push(c.tool('looker_search_dashboard_elements', { title: 'Daily Signups' }, JSON.stringify([{ id: '771', dashboard_id: '55', title: 'Daily Signups', query: { model: 'growth', view: 'signups', fields: ['signups.created_date', 'signups.count'] }, result_maker_id: 9120 }])));
  texts.forEach((t, i) => {
    const args = { result_format: 'json_detail', body, cache: i === 0, apply_formatting: false, generate_drill_links: false };
    kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: t, tool_calls: [call('looker_run_inline_query', args, 'call_' + c.hex(10))] }));
    kids.push(c.tool('looker_run_inline_query', args, JSON.stringify({ data: data.map(([d, n]) => ({ 'signups.created_date': { value: d }, 'signups.count': { value: n } })), fields: { dimensions: [{ name: 'signups.created_date', type: 'date_date' }], measures: [{ name: 'signups.count', type: 'count' }] }, ran_at: c.isoNoMs(), runtime: c.dur(0.2, 4), from_cache: i === 0 ? true : false, sql: `SELECT ... -- Looker Query Context '{"user_id":314,"history_slug":"${c.hex(32)}"}'`, query_task_id: c.hex(32), cache_key: c.hex(32), timezone: 'America/New_York', has_totals: false })));
  });
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Refreshing the query one more time before I answer.', tool_calls: [call('looker_run_inline_query', { result_format: 'json_detail', body, cache: false }, 'call_' + c.hex(10))] }));
  kids.push(c.tool('looker_run_inline_query', { result_format: 'json_detail', body, cache: false }, JSON.stringify({ data: data.map(([d, n]) => ({ 'signups.created_date': { value: d }, 'signups.count': { value: n } })), ran_at: c.isoNoMs(), runtime: c.dur(0.2, 4), from_cache: false, query_task_id: c.hex(32), cache_key: c.hex(32) })));
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain', meta: { max_iterations: 6 } });
  return { isolates: 'The same Looker inline query is run six times; every answer has the same three zero days and differs only in ran_at, runtime, query_task_id and cache_key, and the agent never investigates or reports.', stagnation: false, goal, root };
}

// 02: Google ADK-style agent running the same BigQuery count with a client timestamp comment; same repeated sentence.
function r02(c) {
  const goal = 'Check whether the nightly load duplicated rows in `ops-dw.logistics.shipments` for 2024-02-19 and fix the report if so.';
  const kids = [];
  const say = 'I will run the duplicate check again to make sure the numbers are stable before deciding what to do.';
  kids.push(c.llm('gemini-2.0-flash', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text: 'Get the table metadata.' }, { function_call: { name: 'get_table_info', args: { project_id: 'ops-dw', dataset_id: 'logistics', table_id: 'shipments' } } }] }, { name: 'call_llm' }));
  kids.push(c.tool('get_table_info', { project_id: 'ops-dw', dataset_id: 'logistics', table_id: 'shipments' }, { numRows: '88120344', numBytes: '21004455120', timePartitioning: { type: 'DAY', field: 'ship_date' }, lastModifiedTime: String(c.epochMs()), schema: { fields: [{ name: 'shipment_id', type: 'STRING' }, { name: 'ship_date', type: 'DATE' }, { name: 'carrier', type: 'STRING' }, { name: '_loaded_at', type: 'TIMESTAMP' }] } }));
  kids.push(c.llm('gemini-2.0-flash', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text: 'Count rows loaded for that day.' }, { function_call: { name: 'execute_sql', args: { project_id: 'ops-dw', query: "SELECT COUNT(*) n, COUNT(DISTINCT shipment_id) d FROM `ops-dw.logistics.shipments` WHERE ship_date = '2024-02-19'" } } }] }, { name: 'call_llm' }));
  kids.push(c.tool('execute_sql', { project_id: 'ops-dw', query: "SELECT COUNT(*) n, COUNT(DISTINCT shipment_id) d FROM `ops-dw.logistics.shipments` WHERE ship_date = '2024-02-19'" }, { status: 'SUCCESS', job: { jobReference: { projectId: 'ops-dw', jobId: c.bqJob(), location: 'US' } }, rows: [{ n: 41288, d: 40105 }], totalRows: 1 }));
  for (let i = 0; i < 5; i++) {
    const sql = `-- client_ts=${new Date(c.tick(5000, 40000)).toISOString()}\nSELECT shipment_id, COUNT(*) AS n FROM \`ops-dw.logistics.shipments\` WHERE ship_date = '2024-02-19' GROUP BY shipment_id HAVING COUNT(*) > 1 ORDER BY n DESC LIMIT 5`;
    kids.push(c.llm('gemini-2.0-flash', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text: i === 0 ? 'Look for shipment_ids appearing more than once on that date.' : say }, { function_call: { name: 'execute_sql', args: { project_id: 'ops-dw', query: sql } } }] }, { name: 'call_llm' }));
    kids.push(c.tool('execute_sql', { project_id: 'ops-dw', query: sql }, { status: 'SUCCESS', job: { jobReference: { projectId: 'ops-dw', jobId: c.bqJob(), location: 'US' }, statistics: { creationTime: String(c.epochMs()), totalBytesProcessed: '0', totalSlotMs: String(c.int(20, 900)), query: { cacheHit: false } } }, rows: [{ shipment_id: 'SHP-7731920', n: 2 }, { shipment_id: 'SHP-7731921', n: 2 }, { shipment_id: 'SHP-7731944', n: 2 }, { shipment_id: 'SHP-7732010', n: 2 }, { shipment_id: 'SHP-7732011', n: 2 }], totalRows: 5 }, { meta: { 'gcp.vertex.agent.event_id': c.uuid() } }));
  }
  kids.push(c.llm('gemini-2.0-flash', [{ role: 'user', parts: [{ text: goal }] }], { parts: [{ text: say }] }));
  const root = c.agent('dq_agent', { new_message: goal }, null, kids, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 6 exceeded', meta: { app_name: 'dq' } });
  return { isolates: 'The same duplicate-check query (only a client timestamp comment differs) returns the same five duplicated shipment ids five times with new job ids, while the agent repeats one sentence and never fixes anything.', stagnation: true, goal, root };
}

// 03: LlamaIndex ReAct agent re-checking a DAG run that is already failed (terminal); answers identical but for noise.
function r03(c) {
  const goal = 'The `crm_to_warehouse` Airflow DAG run for 2024-04-22 did not finish. Find out why and get it through.';
  const kids = [];
  const rid = 'scheduled__2024-04-22T02:00:00+00:00';
  kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], 'Thought: Find the run id for 2024-04-22.\nAction: list_dag_runs\nAction Input: {"dag_id": "crm_to_warehouse", "limit": 3}', { name: 'OpenAI.chat' }));
  kids.push(c.tool('list_dag_runs', { dag_id: 'crm_to_warehouse', limit: 3 }, JSON.stringify({ dag_runs: [{ dag_run_id: 'scheduled__2024-04-23T02:00:00+00:00', state: 'success' }, { dag_run_id: rid, state: 'failed' }, { dag_run_id: 'scheduled__2024-04-21T02:00:00+00:00', state: 'success' }], total_entries: 412 })));
  const ths = ['I need to check the DAG run state.', 'The run is failed at load_contacts. I should check the state again.', 'Let me look at the run state once more.', 'I want to confirm the status of load_contacts.', 'Check the run again to see if anything changed.', 'Let me get the DAG run status again.'];
  ths.forEach((t) => {
    const args = { dag_id: 'crm_to_warehouse', dag_run_id: rid };
    kids.push(c.llm('gpt-4o-mini', [{ role: 'system', content: 'You are designed to help with a variety of tasks ... ## Output Format: Thought/Action/Action Input' }, { role: 'user', content: goal }], `Thought: ${t}\nAction: get_dag_run_status\nAction Input: ${JSON.stringify(args)}`, { name: 'OpenAI.chat' }));
    kids.push(c.tool('get_dag_run_status', args, JSON.stringify({ dag_run_id: rid, state: 'failed', logical_date: '2024-04-22T02:00:00+00:00', end_date: '2024-04-22T02:41:09.118842+00:00', last_scheduling_decision: c.isoOffset(), task_instances: [{ task_id: 'extract_contacts', state: 'success', try_number: 1 }, { task_id: 'load_contacts', state: 'failed', try_number: 3, max_tries: 2, hostname: 'airflow-worker-0.airflow-worker.data.svc.cluster.local' }, { task_id: 'dbt_crm_models', state: 'upstream_failed', try_number: 0 }], _request: { id: c.uuid(), served_by: c.pod('airflow-webserver'), took_ms: c.ms(8, 140) } })));
  });
  const root = c.agent('ReActAgent', { input: goal }, null, kids, { error: 'ValueError: Reached max iterations.', meta: { framework: 'llama-index' } });
  return { isolates: 'A terminal failed DAG run is fetched five times; only the scheduling timestamp, request id, replica and timing change, and the agent never reads logs or clears the task.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
