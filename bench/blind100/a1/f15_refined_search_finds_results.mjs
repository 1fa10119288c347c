import { call } from './lib.mjs';
export const family = 'refined_search_finds_results';
export const loop = false;

// 01: Haystack-style pipeline (chat generator + tool invoker components) on Snowflake information_schema.
function r01(c) {
  const goal = 'What was the average 24-month customer lifetime value for customers acquired via the referral channel in 2022?';
  const kids = [];
  const turn = (text, name, args, out) => {
    kids.push(c.span('chain', 'OpenAIChatGenerator', { messages: '[…]' }, { replies: [{ text, tool_calls: [{ tool_name: name, arguments: args }] }] }, [c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], { text, tool_calls: [{ tool_name: name, arguments: args }] })], { meta: { 'haystack.component.type': 'OpenAIChatGenerator' } }));
    kids.push(c.span('chain', 'ToolInvoker', { tool_calls: [name] }, null, [c.tool(name, args, out)], { meta: { 'haystack.component.type': 'ToolInvoker' } }));
  };
  turn('Search column names for ltv.', 'snowflake_sql', { sql: "SELECT table_schema, table_name, column_name FROM ANALYTICS.INFORMATION_SCHEMA.COLUMNS WHERE column_name ILIKE '%ltv%'" }, { query_id: c.sfQid(), rowcount: 0, rows: [] });
  turn('No ltv columns. Broaden to anything with value.', 'snowflake_sql', { sql: "SELECT table_schema, table_name, column_name FROM ANALYTICS.INFORMATION_SCHEMA.COLUMNS WHERE column_name ILIKE '%value%'" }, { query_id: c.sfQid(), rowcount: 214, rows: [['STAGING', 'STG_ADS__CLICKS', 'CONVERSION_VALUE'], ['STAGING', 'STG_SHOP__ORDERS', 'ORDER_VALUE'], ['…', '…', '212 more']], truncated: true });
  turn('Too broad. Check the dbt docs catalog for the metric description instead of column names.', 'dbt_docs_search', { query: 'lifetime value', resource_types: ['model', 'metric'] }, { results: [{ unique_id: 'model.acme.customer_metrics', description: 'One row per customer. clv_24m = gross margin over first 24 months after acquisition.', columns: ['customer_id', 'acquired_on', 'acquisition_channel', 'clv_24m'] }, { unique_id: 'metric.acme.avg_clv', description: 'Average clv_24m' }] });
  turn('The column is CLV_24M in MARTS.CUSTOMER_METRICS. Check the channel values.', 'snowflake_sql', { sql: 'SELECT acquisition_channel, COUNT(*) FROM ANALYTICS.MARTS.CUSTOMER_METRICS GROUP BY 1 ORDER BY 2 DESC' }, { query_id: c.sfQid(), rowcount: 5, rows: [['paid_search', 48120], ['organic', 40221], ['referral', 9833], ['affiliate', 6120], ['email', 3310]] });
  turn('Compute the 2022 referral average.', 'snowflake_sql', { sql: "SELECT ROUND(AVG(clv_24m), 2), COUNT(*) FROM ANALYTICS.MARTS.CUSTOMER_METRICS WHERE acquisition_channel = 'referral' AND YEAR(acquired_on) = 2022" }, { query_id: c.sfQid(), rowcount: 1, rows: [[412.37, 3518]], elapsed_ms: c.ms(300, 1900) });
  kids.push(c.llm('gpt-4o-mini', [{ role: 'user', content: goal }], { text: 'Referral customers acquired in 2022 (3,518 of them) have an average 24-month CLV of $412.37 (MARTS.CUSTOMER_METRICS.CLV_24M).' }));
  const root = c.agent('Agent', { messages: [{ role: 'user', content: goal }] }, { last_message: 'Referral customers acquired in 2022 ... $412.37' }, kids, { meta: { framework: 'haystack', 'haystack.pipeline.name': 'sql_agent' } });
  return { isolates: 'Column-name searches find nothing then too much; switching to the dbt docs catalog reveals clv_24m, and the agent computes and reports the answer.', stagnation: false, goal, root };
}

// 02: OpenAI Agents SDK-style Looker agent: explore search fails, field-description search finds NRR.
function r02(c) {
  const goal = 'What was net revenue retention for the Mid-Market segment in each quarter of 2024, according to Looker?';
  const kids = [];
  const gen = (text, name, args) => kids.push(c.llm('gpt-4.1-mini', [{ role: 'user', content: goal }], { output_text: text, tool_calls: name ? [call(name, args, 'fc_' + c.hex(8))] : [] }, { name: 'generation' }));
  const fn = (name, args, out) => kids.push(c.tool(name, JSON.stringify(args), JSON.stringify(out), { type: 'function', children: [c.span('http', name.includes('query') ? 'POST /api/4.0/queries/run/json' : 'GET /api/4.0/lookml_models', { host: 'acme.cloud.looker.com', 'http.method': name.includes('query') ? 'POST' : 'GET' }, { 'http.status_code': 200, 'x-request-id': c.hex(20), 'x-looker-runtime-ms': c.ms(40, 2400) })] }));
  gen('Search explores named NRR.', 'looker_search_explores', { name: '%nrr%' });
  fn('looker_search_explores', { name: '%nrr%' }, []);
  gen('No explore with that name. Search explores for retention.', 'looker_search_explores', { name: '%retention%' });
  fn('looker_search_explores', { name: '%retention%' }, [{ model: 'product', name: 'user_retention', label: 'User Retention (DAU cohorts)' }]);
  gen('That is product-usage retention, not revenue. Search field descriptions in the finance model instead.', 'looker_search_fields', { model: 'finance', q: 'net revenue retention' });
  fn('looker_search_fields', { model: 'finance', q: 'net revenue retention' }, [{ explore: 'arr_movements', field: 'arr_movements.nrr_pct', label: 'NRR %', description: 'Net revenue retention: (start ARR + expansion - contraction - churn) / start ARR', type: 'number' }, { explore: 'arr_movements', field: 'accounts.segment', label: 'Segment' }]);
  const q = { model: 'finance', view: 'arr_movements', fields: ['arr_movements.quarter', 'arr_movements.nrr_pct'], filters: { 'accounts.segment': 'Mid-Market', 'arr_movements.quarter': '2024' }, sorts: ['arr_movements.quarter'] };
  gen('Query NRR by quarter for Mid-Market.', 'looker_run_inline_query', q);
  fn('looker_run_inline_query', q, { data: [['2024-Q1', 1.031], ['2024-Q2', 1.047], ['2024-Q3', 1.012], ['2024-Q4', 0.986]].map(([a, b]) => ({ 'arr_movements.quarter': a, 'arr_movements.nrr_pct': b })), runtime: c.dur(0.4, 3), query_task_id: c.hex(32) });
  gen('Check the segment value spelling used in that filter matched rows.', 'looker_run_inline_query', { ...q, fields: ['accounts.segment', 'accounts.count'], filters: { 'arr_movements.quarter': '2024' } });
  fn('looker_run_inline_query', { ...q, fields: ['accounts.segment', 'accounts.count'] }, { data: [{ 'accounts.segment': 'Enterprise', 'accounts.count': 311 }, { 'accounts.segment': 'Mid-Market', 'accounts.count': 1240 }, { 'accounts.segment': 'SMB', 'accounts.count': 8812 }] });
  gen('Mid-Market NRR 2024 (finance / arr_movements, 1,240 accounts): Q1 103.1%, Q2 104.7%, Q3 101.2%, Q4 98.6% - the first sub-100% quarter.', null);
  const root = c.agent('Looker Analyst', { input: goal }, { final_output: 'Mid-Market NRR 2024 ...' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32) } });
  return { isolates: 'Explore-name searches miss or hit the wrong retention; a field-description search in the finance model finds nrr_pct and the quarterly answer is produced.', stagnation: false, goal, root };
}

// 03: smolagents CodeAgent in a notebook: event-name filter empty, value_counts shows the real names.
function r03(c) {
  const goal = 'From events.parquet, compute the checkout conversion rate (sessions with a completed checkout / all sessions) for Black Friday 2023.';
  const steps = []; let n = 0;
  const exec = (thought, code, out) => { n++; steps.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: out }, [c.llm('Qwen/Qwen2.5-72B-Instruct', [{ role: 'user', content: goal }], `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`), c.tool('python_interpreter', { code }, `Execution logs:\n${out}\nLast output from code snippet:\nNone`)])); };
  exec('Load events for 2023-11-24.', "ev = pd.read_parquet('events.parquet', filters=[('event_date','==','2023-11-24')])\nprint(ev.shape, ev.session_id.nunique())", '(2210418, 6) 301227');
  exec('Filter checkout events.', "co = ev[ev.event_name == 'checkout']\nprint(len(co))", '0');
  exec('No exact name match; try a substring.', "print(ev[ev.event_name.str.contains('checkout', case=False)].event_name.value_counts())", 'event_name\ncheckout_started    88412\ncheckout_step_2     61009\nName: count, dtype: int64');
  exec('Those are starts, not completions. Look at all event names to find completion.', 'print(ev.event_name.value_counts().head(12))', 'event_name\npage_view             1402210\nproduct_view           420118\nadd_to_cart            140773\ncheckout_started        88412\ncheckout_step_2         61009\norder_placed            41877\npayment_failed           3020\nName: count, dtype: int64');
  exec('order_placed marks a completed checkout. Compute conversion.', "conv = ev.loc[ev.event_name=='order_placed','session_id'].nunique() / ev.session_id.nunique()\nprint(round(conv*100, 2))", '13.84');
  exec('Report it.', "final_answer('Black Friday 2023: 41,688 of 301,227 sessions placed an order (event order_placed) - conversion 13.84%.')", 'Black Friday 2023: ... 13.84%.');
  const root = c.agent('CodeAgent', { task: goal }, { output: 'Black Friday 2023 ... conversion 13.84%.' }, steps, { meta: { framework: 'smolagents' } });
  return { isolates: 'An exact event-name filter returns nothing; value_counts reveals order_placed as the completion event and the conversion rate is computed and returned.', stagnation: false, goal, root };
}
export const rows = [r01, r02, r03];
