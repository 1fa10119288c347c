import { call } from './lib.mjs';
export const family = 'pagination_with_new_items';
export const loop = false;

// 01: AutoGen-style assistant/executor chat; Snowflake SQL API statement result fetched partition by partition.
function r01(c) {
  const goal = 'Pull every SKU with negative on-hand inventory from INVENTORY.PUBLIC.STOCK_SNAPSHOT (today) and summarise by warehouse.';
  const kids = [];
  const handle = c.sfQid();
  const msg = (text, fc) => kids.push(c.llm('gpt-4-turbo', [{ role: 'user', content: goal }], { content: text, function_call: fc }, { name: 'inventory_analyst' }));
  msg('Submit the statement via the SQL API.', { name: 'snowflake_statement', arguments: JSON.stringify({ statement: "SELECT WAREHOUSE_CODE, SKU, ON_HAND FROM INVENTORY.PUBLIC.STOCK_SNAPSHOT WHERE SNAPSHOT_DATE = CURRENT_DATE AND ON_HAND < 0 ORDER BY WAREHOUSE_CODE, SKU", warehouse: 'OPS_WH' }) });
  kids.push(c.tool('snowflake_statement', { statement: 'SELECT WAREHOUSE_CODE, SKU, ON_HAND ... ON_HAND < 0', warehouse: 'OPS_WH' }, { code: '090001', statementHandle: handle, sqlState: '00000', message: 'Statement executed successfully.', createdOn: c.epochMs(), resultSetMetaData: { numRows: 1387, format: 'jsonv2', partitionInfo: [{ rowCount: 412, uncompressedSize: 30121 }, { rowCount: 401, uncompressedSize: 29877 }, { rowCount: 388, uncompressedSize: 28990 }, { rowCount: 186, uncompressedSize: 13880 }], rowType: [{ name: 'WAREHOUSE_CODE', type: 'text' }, { name: 'SKU', type: 'text' }, { name: 'ON_HAND', type: 'fixed' }] }, data: [['ATL1', 'SKU-100023', '-4'], ['ATL1', 'SKU-100188', '-1'], ['...', '...', '...']] }, { meta: { executor: 'user_proxy' } }));
  const parts = [
    { p: 1, first: ['ATL1', 'SKU-211904', '-12'], last: ['DFW2', 'SKU-004411', '-2'], tally: { ATL1: 164, DFW2: 237 } },
    { p: 2, first: ['DFW2', 'SKU-004420', '-1'], last: ['LAX3', 'SKU-330012', '-7'], tally: { DFW2: 51, LAX3: 350 } },
    { p: 3, first: ['LAX3', 'SKU-330019', '-3'], last: ['SEA1', 'SKU-902111', '-1'], tally: { LAX3: 29, SEA1: 186 } },
  ];
  const th = ['Partition 0 had 412 rows (ATL1 248, DFW2 164 so far). Fetch partition 1.', 'Partition 1 adds DFW2 and starts LAX3. Fetch partition 2.', 'Partition 2 finishes LAX3 and starts SEA1. Fetch the last partition 3.'];
  parts.forEach((pt, i) => {
    msg(th[i], { name: 'snowflake_get_partition', arguments: JSON.stringify({ statementHandle: handle, partition: pt.p }) });
    kids.push(c.tool('snowflake_get_partition', { statementHandle: handle, partition: pt.p }, { statementHandle: handle, partition: pt.p, rowCount: [401, 388, 186][i], data: [pt.first, ['…'], pt.last], per_warehouse_in_partition: pt.tally, headers: { 'x-snowflake-request-id': c.uuid(), 'content-encoding': 'gzip' } }, { children: [c.span('http', 'GET /api/v2/statements/{handle}', { url: `https://xy12345.snowflakecomputing.com/api/v2/statements/${handle}?partition=${pt.p}&requestId=${c.uuid()}` }, { status_code: 200, 'content-length': c.int(9000, 31000) })] }));
  });
  msg('Partition 3 was the last one in partitionInfo (4 partitions, 1387 rows). Compute the summary.', { name: 'python', arguments: JSON.stringify({ code: "import pandas as pd\nprint(pd.Series({'ATL1':248,'DFW2':452,'LAX3':379,'SEA1':308}).sort_values(ascending=False))" }) });
  kids.push(c.tool('python', { code: 'print(...)' }, 'exitcode: 0 (execution succeeded)\nCode output:\nDFW2    452\nLAX3    379\nSEA1    308\nATL1    248\ndtype: int64'));
  msg('1,387 SKUs have negative on-hand today: DFW2 452, LAX3 379, SEA1 308, ATL1 248. TERMINATE', null);
  const root = c.agent('GroupChatManager', { message: goal }, { summary: '1,387 SKUs negative: DFW2 452, LAX3 379, SEA1 308, ATL1 248' }, kids, { meta: { framework: 'autogen', max_round: 20 } });
  return { isolates: 'A Snowflake SQL API result is read partition by partition, each with new rows and warehouses, stopping at the last partition listed, then summarised.', stagnation: false, goal, root };
}

// 02: LangChain agent paging the Superset chart API to find charts on a deprecated dataset.
function r02(c) {
  const goal = 'Find every Superset chart that still uses the deprecated dataset `legacy_orders_v1` so we can migrate them.';
  const kids = [];
  const step = (text, name, args, out) => { kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call(name, args, 'call_' + c.hex(12))] })); kids.push(c.tool(name, JSON.stringify(args), JSON.stringify(out), { children: [c.span('http', 'GET ' + args.path, { method: 'GET', url: 'https://superset.internal.acme.io' + args.path, params: { q: args.q } }, { status_code: 200, headers: { 'x-request-id': c.uuid(), 'server-timing': `db;dur=${c.dur(2, 90)}` } })] })); };
  const pages = [
    [{ id: 311, slice_name: 'Orders by day (old)', owners: ['m.ortiz'] }, { id: 318, slice_name: 'AOV trend', owners: ['k.lee'] }, { id: 402, slice_name: 'Refund rate by SKU', owners: ['m.ortiz'] }],
    [{ id: 455, slice_name: 'Top customers 2022', owners: ['a.nwosu'] }, { id: 470, slice_name: 'Promo uplift', owners: ['k.lee'] }, { id: 488, slice_name: 'Orders map', owners: ['r.patel'] }],
    [{ id: 512, slice_name: 'Cohort retention (legacy)', owners: ['a.nwosu'] }, { id: 533, slice_name: 'Late deliveries', owners: ['ops-bot'] }],
  ];
  step('Look up the dataset id.', 'superset_get', { path: '/api/v1/dataset/', q: "(filters:!((col:table_name,opr:eq,value:legacy_orders_v1)))" }, { count: 1, ids: [87], result: [{ id: 87, table_name: 'legacy_orders_v1', database: { database_name: 'warehouse_pg' }, changed_on_utc: c.isoOffset() }] });
  pages.forEach((res, i) => step(i === 0 ? 'Dataset id 87. List charts with datasource_id 87, 3 per page.' : `Page ${i - 1} gave ${pages[i - 1].length} charts; get page ${i}.`, 'superset_get', { path: '/api/v1/chart/', q: `(filters:!((col:datasource_id,opr:eq,value:87)),page:${i},page_size:3)` }, { count: 8, ids: res.map((r) => r.id), result: res.map((r) => ({ ...r, changed_on_delta_humanized: `${c.int(2, 40)} days ago`, viz_type: c.pick(['echarts_timeseries_line', 'table', 'pie', 'deck_scatter']) })) }));
  step('8 charts in total and I have all 8 after page 2. Check which dashboards embed them.', 'superset_get', { path: '/api/v1/chart/related/dashboards', q: '(ids:!(311,318,402,455,470,488,512,533))' }, { count: 3, result: [{ value: 12, text: 'Sales Daily' }, { value: 19, text: 'Exec Weekly' }, { value: 33, text: 'Ops Late Orders' }] });
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: '8 charts use legacy_orders_v1: 311, 318, 402, 455, 470, 488, 512, 533 (owners m.ortiz 2, k.lee 2, a.nwosu 2, r.patel 1, ops-bot 1). They sit on dashboards Sales Daily, Exec Weekly and Ops Late Orders.' }));
  const root = c.agent('AgentExecutor', { input: goal }, { output: '8 charts use legacy_orders_v1 ...' }, kids, { type: 'chain' });
  return { isolates: 'A Superset chart listing is paged three times with new charts on each page until the count of 8 is reached, then owners and dashboards are summarised.', stagnation: false, goal, root };
}

// 03: Semantic Kernel-style plugin calls paging dbt Cloud job runs by offset.
function r03(c) {
  const goal = 'How many dbt Cloud runs of job 70114 (nightly prod) failed in October 2024, and on which models?';
  const kids = [];
  const fn = (text, args, out) => {
    kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: text, tool_calls: [call('DbtCloud-list_runs', args, 'call_' + c.hex(12))] }, { name: 'AzureChatCompletion' }));
    kids.push(c.tool('DbtCloud-list_runs', args, { status: { code: 200, is_success: true, user_message: 'Success!', developer_message: '' }, data: out.data, extra: { filters: { job_definition_id: 70114, account_id: 1422 }, order_by: '-id', pagination: { count: out.data.length, total_count: 31 } } }, { type: 'function', children: [c.span('http', 'GET /api/v2/accounts/1422/runs/', { url: `https://cloud.getdbt.com/api/v2/accounts/1422/runs/?job_definition_id=70114&order_by=-id&limit=${args.limit}&offset=${args.offset}` }, { status_code: 200, headers: { 'x-dbt-request-id': c.uuid(), date: c.httpDate() } })] }));
  };
  const run = (id, status, day, model) => ({ id, status, status_humanized: status === 20 ? 'Error' : 'Success', created_at: `2024-10-${String(day).padStart(2, '0')} 02:00:${String(c.int(10, 59))}.${c.int(100000, 999999)}+00:00`, duration: `00:${c.int(14, 31)}:${String(c.int(10, 59))}`, git_sha: c.hex(40), status_message: model ? `Database Error in model ${model}` : null });
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'Confirm the job first.', tool_calls: [call('DbtCloud-get_job', { job_id: 70114 }, 'call_' + c.hex(12))] }));
  kids.push(c.tool('DbtCloud-get_job', { job_id: 70114 }, { data: { id: 70114, name: 'nightly prod', environment_id: 2201, execute_steps: ['dbt source freshness', 'dbt build --exclude tag:hourly'], triggers: { schedule: true }, schedule: { cron: '0 2 * * *' }, next_run: c.isoOffset() } }, { type: 'function' }));
  fn('List runs, newest first, 10 at a time.', { job_definition_id: 70114, limit: 10, offset: 0 }, { data: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22].map((d) => run(88200000 + d * 7, d === 29 ? 20 : 10, d, d === 29 ? 'fct_shipments' : null)) });
  fn('One failure so far (Oct 29, fct_shipments). Next 10.', { job_definition_id: 70114, limit: 10, offset: 10 }, { data: [21, 20, 19, 18, 17, 16, 15, 14, 13, 12].map((d) => run(88200000 + d * 7, [17, 16].includes(d) ? 20 : 10, d, [17, 16].includes(d) ? 'int_fx_rates' : null)) });
  fn('Two more (Oct 16-17, int_fx_rates). Next 10.', { job_definition_id: 70114, limit: 10, offset: 20 }, { data: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((d) => run(88200000 + d * 7, d === 4 ? 20 : 10, d, d === 4 ? 'dim_customers' : null)) });
  fn('One more on Oct 4 (dim_customers). Last page, offset 30.', { job_definition_id: 70114, limit: 10, offset: 30 }, { data: [run(88200007, 10, 1, null)] });
  kids.push(c.llm('gpt-4o', [{ role: 'user', content: goal }], { content: 'All 31 October runs read. 4 failed: Oct 4 (dim_customers), Oct 16 and 17 (int_fx_rates), Oct 29 (fct_shipments).' }));
  const root = c.agent('ChatCompletionAgent', { input: goal }, { content: 'All 31 October runs read. 4 failed ...' }, kids, { meta: { framework: 'semantic-kernel', function_choice_behavior: 'auto' } });
  return { isolates: 'dbt Cloud runs are paged by offset 0, 10, 20, 30 with new runs and failures on each page until total_count 31, then the failures are reported.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
