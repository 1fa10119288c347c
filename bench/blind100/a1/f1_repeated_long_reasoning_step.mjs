import { call } from './lib.mjs';
export const family = 'repeated_long_reasoning_step';
export const loop = true;

// 01: LangChain SQL agent on Snowflake (AgentExecutor -> ChatOpenAI / tool runs), repeats one long thought and is cut off.
function r01(c) {
  const sys = { role: 'system', content: 'You are a Snowflake SQL analyst for Brightline Retail. Use the tools sql_db_list_tables, sql_db_schema, sql_db_query. Answer with numbers.' };
  const user = { role: 'user', content: 'Why did gross merchandise value for the EMEA region drop in week 37 compared with week 36? Give the main driver.' };
  const msgs = [sys, user]; const kids = [];
  const step = (thought, tname, args, out, extra = {}) => {
    const id = 'call_' + c.hex(20);
    kids.push(c.llm('gpt-4o-2024-08-06', [...msgs], { content: thought, tool_calls: [call(tname, args, id)] }, { name: 'ChatOpenAI' }));
    kids.push(c.tool(tname, args, out, extra));
    msgs.push({ role: 'assistant', content: thought, tool_calls: [call(tname, args, id)] }, { role: 'tool', tool_call_id: id, content: typeof out === 'string' ? out : JSON.stringify(out) });
  };
  step('I will first list the tables available in the ANALYTICS schema.', 'sql_db_list_tables', { tool_input: '' }, 'FCT_ORDERS, FCT_ORDER_LINES, DIM_STORE, DIM_PRODUCT, DIM_CALENDAR, FCT_RETURNS');
  step('Let me look at FCT_ORDERS and DIM_STORE to see how region is modelled.', 'sql_db_schema', { table_names: 'FCT_ORDERS, DIM_STORE' },
    `CREATE TABLE FCT_ORDERS (ORDER_ID VARCHAR, STORE_ID NUMBER, ORDER_TS TIMESTAMP_NTZ, GMV_EUR NUMBER(18,2), CHANNEL VARCHAR, STATUS VARCHAR)\n/*\n3 rows from FCT_ORDERS table:\nORDER_ID\tSTORE_ID\tORDER_TS\tGMV_EUR\tCHANNEL\tSTATUS\nO-88120311\t412\t2024-09-02 08:11:04\t64.90\tweb\tcompleted\n*/\n\nCREATE TABLE DIM_STORE (STORE_ID NUMBER, REGION VARCHAR, COUNTRY VARCHAR, OPENED_ON DATE)`);
  const q1 = `SELECT d.ISO_WEEK, SUM(o.GMV_EUR) AS gmv FROM FCT_ORDERS o JOIN DIM_STORE s USING (STORE_ID) JOIN DIM_CALENDAR d ON d.DATE_DAY = o.ORDER_TS::date WHERE s.REGION = 'EMEA' AND d.ISO_WEEK IN (36,37) AND d.YEAR = 2024 GROUP BY 1 ORDER BY 1`;
  step('Compute weekly GMV for EMEA for weeks 36 and 37.', 'sql_db_query', { query: q1 }, `[(36, Decimal('4812330.55')), (37, Decimal('4127904.10'))]`, { meta: { query_id: c.sfQid(), warehouse: 'ANALYST_WH_M', elapsed_ms: c.ms(400, 3000) } });
  const q2 = `SELECT s.COUNTRY, d.ISO_WEEK, SUM(o.GMV_EUR) FROM FCT_ORDERS o JOIN DIM_STORE s USING (STORE_ID) JOIN DIM_CALENDAR d ON d.DATE_DAY = o.ORDER_TS::date WHERE s.REGION='EMEA' AND d.ISO_WEEK IN (36,37) AND d.YEAR=2024 GROUP BY 1,2 ORDER BY 1,2`;
  step('GMV fell by about 684k EUR (-14.2%). Break it down by country.', 'sql_db_query', { query: q2 },
    `[('DE', 36, Decimal('1920114.20')), ('DE', 37, Decimal('1301877.65')), ('FR', 36, Decimal('1204551.00')), ('FR', 37, Decimal('1198320.45')), ('NL', 36, Decimal('880410.35')), ('NL', 37, Decimal('842006.00')), ('UK', 36, Decimal('807255.00')), ('UK', 37, Decimal('785700.00'))]`, { meta: { query_id: c.sfQid(), warehouse: 'ANALYST_WH_M', elapsed_ms: c.ms(400, 3000) } });
  const q3 = `SELECT o.CHANNEL, d.ISO_WEEK, COUNT(*) n, SUM(o.GMV_EUR) FROM FCT_ORDERS o JOIN DIM_STORE s USING (STORE_ID) JOIN DIM_CALENDAR d ON d.DATE_DAY = o.ORDER_TS::date WHERE s.COUNTRY='DE' AND d.ISO_WEEK IN (36,37) AND d.YEAR=2024 GROUP BY 1,2`;
  step('Germany explains ~618k of the drop. Split Germany by channel.', 'sql_db_query', { query: q3 },
    `[('store', 36, 10221, Decimal('905880.10')), ('store', 37, 10090, Decimal('893410.25')), ('web', 36, 14877, Decimal('1014234.10')), ('web', 37, 6102, Decimal('408467.40'))]`, { meta: { query_id: c.sfQid(), warehouse: 'ANALYST_WH_M', elapsed_ms: c.ms(400, 3000) } });
  const q4 = `SELECT o.ORDER_TS::date AS day, o.STATUS, COUNT(*) FROM FCT_ORDERS o JOIN DIM_STORE s USING (STORE_ID) WHERE s.COUNTRY='DE' AND o.CHANNEL='web' AND o.ORDER_TS BETWEEN '2024-09-09' AND '2024-09-16' GROUP BY 1,2 ORDER BY 1,2`;
  const long = 'The German web channel lost more than half of its orders in week 37 while the store channel stayed flat, so the drop is not demand across the region. It looks like a checkout or tracking outage on the DE web shop. I should check whether orders are missing entirely or only stuck in a non-completed status, so I will look at daily order counts by status for the DE web channel in week 37.';
  const out4 = `[(datetime.date(2024, 9, 9), 'completed', 2210), (datetime.date(2024, 9, 10), 'completed', 2034), (datetime.date(2024, 9, 11), 'completed', 1858)]`;
  step(long, 'sql_db_query', { query: q4 }, out4, { meta: { query_id: c.sfQid(), warehouse: 'ANALYST_WH_M', elapsed_ms: c.ms(400, 3000) } });
  const long2 = 'The German web channel lost more than half of its orders in week 37 while the store channel stayed flat, so the drop is not demand across the region. It looks like a checkout or tracking outage on the DE web shop. I should check whether orders are missing entirely or only stuck in a non-completed status, so I will look at the daily order counts by status for the DE web channel in week 37.';
  step(long2, 'sql_db_query', { query: q4 }, out4, { meta: { query_id: c.sfQid(), warehouse: 'ANALYST_WH_M', elapsed_ms: c.ms(400, 3000) } });
  const root = c.agent('AgentExecutor', { input: user.content }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { type: 'chain', meta: { run_type: 'chain', tags: ['sql-agent', 'snowflake'], max_iterations: 7 } });
  return { isolates: 'A LangChain SQL agent restates the same long hypothesis-and-plan paragraph and re-runs the identical query with the same truncated result, then hits the iteration limit.', stagnation: true, goal: user.content, root };
}

// 02: smolagents-style CodeAgent in a Jupyter kernel (pandas), repeats a long Thought after the same KeyError.
function r02(c) {
  const goal = 'Using /data/clinic_visits_2023.parquet, compute the median wait time per clinic and flag clinics whose median exceeds 45 minutes.';
  const steps = []; let n = 0;
  const exec = (thought, code, out, err) => {
    n++;
    const llm = c.llm('Qwen/Qwen2.5-Coder-32B-Instruct', [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs. ... Thought: / Code: / <end_code>' }, { role: 'user', content: `New task:\n${goal}` }, { role: 'assistant', content: `(memory: ${n - 1} previous steps)` }], `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { name: 'OpenAIServerModel.generate' });
    const tool = c.tool('python_interpreter', { code }, err ? null : out, err ? { error: err, meta: { execution_count: c.int(3, 80) } } : { meta: { execution_count: c.int(3, 80) } });
    steps.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: err ? null : out }, [llm, tool], err ? { error: err } : {}));
  };
  exec('Load the parquet file and inspect columns.', "import pandas as pd\ndf = pd.read_parquet('/data/clinic_visits_2023.parquet')\nprint(df.shape)\nprint(df.dtypes)",
    `Execution logs:\n(418233, 7)\nvisit_id            object\nclinic_code         object\narrived_at  datetime64[ns]\nseen_at     datetime64[ns]\ntriage_level         int64\npayer               object\nsite_tz             object\ndtype: object\nLast output from code snippet:\nNone`);
  exec('There is no wait column; derive it from seen_at - arrived_at in minutes.', "df['wait_min'] = (df['seen_at'] - df['arrived_at']).dt.total_seconds() / 60\nprint(df['wait_min'].describe())",
    `Execution logs:\ncount    409877.000000\nmean         38.114020\nstd          29.551873\nmin        -12.000000\n25%         17.000000\n50%         31.000000\n75%         52.000000\nmax       1432.000000\nName: wait_min, dtype: float64\nLast output from code snippet:\nNone`);
  exec('Negative waits exist and 8356 rows lack seen_at. Drop negatives and nulls.', "clean = df[(df['wait_min'] >= 0) & df['wait_min'].notna()]\nprint(len(clean), clean['clinic_code'].nunique())",
    `Execution logs:\n409101 23\nLast output from code snippet:\nNone`);
  const code4 = "med = clean.groupby('clinic')['wait_min'].median().sort_values(ascending=False)\nprint(med.head(10))";
  const tb = `Code execution failed at line 'med = clean.groupby('clinic')['wait_min'].median().sort_values(ascending=False)' due to: KeyError: 'clinic'\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/opt/conda/lib/python3.11/site-packages/pandas/core/frame.py", line 9183, in groupby\n    return DataFrameGroupBy(\n  File "/opt/conda/lib/python3.11/site-packages/pandas/core/groupby/grouper.py", line 1043, in get_grouper\n    raise KeyError(gpr)\nKeyError: 'clinic'`;
  const th = 'Now I have 409101 clean visits across 23 clinics. I will group the cleaned frame by clinic, take the median of wait_min for each clinic, sort descending so the worst clinics come first, and then filter the ones above the 45 minute threshold required by the task.';
  exec(th, code4, null, tb);
  exec('Now I have 409101 clean visits across 23 clinics. I will group the cleaned frame by clinic, take the median of wait_min for each clinic, sort it descending so the worst clinics come first, and then filter the ones above the 45 minute threshold required by the task.', code4, null, tb.replace(/\bmed\b/, 'med'));
  const root = c.agent('CodeAgent', { task: goal }, null, steps, { error: 'AgentMaxStepsError: Reached max steps.', meta: { max_steps: 5, framework: 'smolagents' } });
  return { isolates: 'A code agent hits a KeyError and then writes the same long plan again with the same code, getting the same traceback before the step cap.', stagnation: true, goal, root };
}

// 03: OpenAI Agents SDK style Looker agent (agent -> generation/function spans), repeats a long explanation to the user.
function r03(c) {
  const goal = 'In Looker, find why the "Weekly Active Seats" tile on the Customer Health dashboard shows 0 for the last two weeks and tell me what to fix.';
  const kids = [];
  const gen = (text, calls = []) => kids.push(c.llm('gpt-4.1', [{ role: 'user', content: goal }], { output_text: text, tool_calls: calls }, { name: 'generation' }));
  const fn = (name, args, out, extra) => kids.push(c.tool(name, JSON.stringify(args), out, { type: 'function', ...extra }));
  gen('', [call('get_dashboard', { dashboard_id: '418' }, 'fc_1')]);
  fn('get_dashboard', { dashboard_id: '418' }, JSON.stringify({ id: '418', title: 'Customer Health', dashboard_elements: [{ id: '2291', title: 'Weekly Active Seats', query_id: '88120', type: 'looker_line' }, { id: '2292', title: 'NPS', query_id: '88121' }], updated_at: c.isoNoMs(), content_metadata_id: 5012 }));
  gen('', [call('get_query', { query_id: '88120' }, 'fc_2')]);
  fn('get_query', { query_id: '88120' }, JSON.stringify({ id: '88120', model: 'saas_core', view: 'seat_activity', fields: ['seat_activity.activity_week', 'seat_activity.active_seats'], filters: { 'seat_activity.activity_week': '12 weeks', 'accounts.plan_tier': '-trial' }, slug: c.b36(7), client_id: c.b36(22) }));
  gen('', [call('run_query', { query_id: '88120', result_format: 'json' }, 'fc_3')]);
  fn('run_query', { query_id: '88120', result_format: 'json' }, JSON.stringify([{ 'seat_activity.activity_week': '2024-10-21', 'seat_activity.active_seats': 18231 }, { 'seat_activity.activity_week': '2024-10-28', 'seat_activity.active_seats': 18407 }, { 'seat_activity.activity_week': '2024-11-04', 'seat_activity.active_seats': null }, { 'seat_activity.activity_week': '2024-11-11', 'seat_activity.active_seats': null }]));
  gen('', [call('get_sql_for_query', { query_id: '88120' }, 'fc_4')]);
  fn('get_sql_for_query', { query_id: '88120' }, `-- Looker Query Context '{"user_id":77,"history_slug":"${c.hex(32)}","instance_slug":"${c.hex(32)}"}'\nSELECT DATE_TRUNC(seat_activity.event_date, WEEK(MONDAY)) AS seat_activity_activity_week,\n  COUNT(DISTINCT seat_activity.seat_id) AS seat_activity_active_seats\nFROM \`saas-prod.events.seat_activity_v2\` AS seat_activity\nLEFT JOIN \`saas-prod.core.accounts\` AS accounts ON seat_activity.account_id = accounts.id\nWHERE (accounts.plan_tier <> 'trial' OR accounts.plan_tier IS NULL)\nGROUP BY 1 ORDER BY 1 DESC LIMIT 500`);
  gen('The SQL is valid; check the LookML view definition and its datagroup.', [call('get_lookml_view', { model: 'saas_core', view: 'seat_activity' }, 'fc_4b')]);
  fn('get_lookml_view', { model: 'saas_core', view: 'seat_activity' }, { sql_table_name: '`saas-prod.events.seat_activity_v2`', persist_with: 'events_datagroup', datagroup: { name: 'events_datagroup', sql_trigger: 'SELECT MAX(_loaded_at) FROM `saas-prod.events.seat_activity_v2`', max_cache_age: '24 hours', last_triggered_at: c.isoNoMs() }, file: 'views/seat_activity.view.lkml', git_sha: c.sha().slice(0, 12) });
  gen('', [call('run_sql', { connection: 'bq_prod', sql: 'SELECT MAX(event_date), COUNT(*) FROM `saas-prod.events.seat_activity_v2` WHERE event_date >= "2024-10-28"' }, 'fc_5')]);
  fn('run_sql', { connection: 'bq_prod', sql: 'SELECT MAX(event_date), COUNT(*) FROM `saas-prod.events.seat_activity_v2` WHERE event_date >= "2024-10-28"' }, JSON.stringify({ jobReference: { projectId: 'saas-prod', jobId: c.bqJob(), location: 'US' }, totalBytesProcessed: String(c.bytes()), cacheHit: false, rows: [{ f0_: '2024-11-03', f1_: 1204411 }] }));
  const expl = 'The tile is empty because the view reads saas-prod.events.seat_activity_v2, and that table stops at 2024-11-03: nothing has landed since the week of 2024-11-04. The LookML is fine; the upstream load for seat_activity_v2 stopped. You should check the ingestion job that writes seat_activity_v2 (or repoint the view at the new table if v2 was retired) and then clear the dashboard cache.';
  gen(expl, [call('run_sql', { connection: 'bq_prod', sql: 'SELECT MAX(event_date), COUNT(*) FROM `saas-prod.events.seat_activity_v2` WHERE event_date >= "2024-10-28"' }, 'fc_6')]);
  fn('run_sql', { connection: 'bq_prod', sql: 'SELECT MAX(event_date), COUNT(*) FROM `saas-prod.events.seat_activity_v2` WHERE event_date >= "2024-10-28"' }, JSON.stringify({ jobReference: { projectId: 'saas-prod', jobId: c.bqJob(), location: 'US' }, totalBytesProcessed: '0', cacheHit: true, rows: [{ f0_: '2024-11-03', f1_: 1204411 }] }));
  gen('The tile is empty because the view reads saas-prod.events.seat_activity_v2 and that table stops at 2024-11-03; nothing has landed since the week of 2024-11-04. The LookML itself is fine; the upstream load for seat_activity_v2 stopped. You should check the ingestion job that writes seat_activity_v2 (or repoint the view at the new table if v2 was retired) and then clear the dashboard cache.', []);
  const root = c.agent('Looker Analyst', { input: goal }, { final_output: null, status: 'max_turns_exceeded' }, kids, { meta: { sdk: 'openai-agents', trace_id: 'trace_' + c.hex(32), max_turns: 8 } });
  return { isolates: 'A Looker agent writes a long diagnosis, re-runs the same freshness query (cache hit, same answer) and then restates the diagnosis near-verbatim until max turns.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
