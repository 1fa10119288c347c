import { agent, lcStep, oaiStep, smolStep, llm, tool, psql } from './lib.mjs';
export const family = 'rechecking_after_success';
// 01: Metabase dashboard card updated and confirmed; agent keeps re-fetching and re-announcing.
function r1(c) {
  const sys = 'You maintain Metabase dashboards via the API.'; const goal = 'Change the "Weekly GMV" card on dashboard 57 to exclude refunded orders.';
  const steps = [
    ...lcStep(c, { sys, goal, call: { name: 'metabase_get_card', args: { card_id: 903 } }, result: JSON.stringify({ id: 903, name: 'Weekly GMV', dataset_query: { native: { query: "select date_trunc('week', created_at) w, sum(total) from orders group by 1" } } }) }),
    ...lcStep(c, { sys, goal, call: { name: 'metabase_update_card', args: { card_id: 903, dataset_query: { native: { query: "select date_trunc('week', created_at) w, sum(total) from orders where status <> 'refunded' group by 1" } } } }, result: JSON.stringify({ id: 903, updated_at: c.iso(), last_edit_info: { email: 'bi-agent@corp.io' } }) }),
    ...lcStep(c, { sys, goal, call: { name: 'metabase_query_card', args: { card_id: 903 } }, result: JSON.stringify({ status: 'completed', row_count: 12, data: { rows: [['2024-08-26', 418223.1], ['2024-09-02', 402117.55]] }, running_time: c.ms() }) }),
    ...lcStep(c, { sys, goal, think: 'Done: the card now excludes refunded orders and the query runs (GMV for week of 2024-09-02: 402,117.55).' }),
  ];
  for (let i = 0; i < 4; i++) {
    steps.push(...lcStep(c, { sys, goal, think: 'Let me verify the card definition once more.', call: { name: 'metabase_get_card', args: { card_id: 903 } }, result: JSON.stringify({ id: 903, name: 'Weekly GMV', updated_at: '2024-09-09T10:14:02Z', dataset_query: { native: { query: "select date_trunc('week', created_at) w, sum(total) from orders where status <> 'refunded' group by 1" } }, cache_ttl: null, view_count: 331 + i }) }));
    steps.push(...lcStep(c, { sys, goal, think: 'Confirmed: the Weekly GMV card excludes refunded orders.' }));
  }
  return { isolates: "After the update is confirmed by a successful query, the agent re-fetches the unchanged card four times and re-announces 'Confirmed' each time until the step limit.", stagnation: true, goal, root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain: '0.2.0' }) };
}
// 02: Snowflake MERGE done and verified; agent re-runs the verification count and re-submits the MERGE (0 rows affected).
function r2(c) {
  const goal = 'Upsert the corrected FX rates from STAGE.FX_FIX into CORE.FX_RATES and verify.';
  const merge = 'MERGE INTO CORE.FX_RATES t USING STAGE.FX_FIX s ON t.ccy = s.ccy AND t.rate_date = s.rate_date WHEN MATCHED THEN UPDATE SET rate = s.rate WHEN NOT MATCHED THEN INSERT (ccy, rate_date, rate) VALUES (s.ccy, s.rate_date, s.rate)';
  const ver = "SELECT COUNT(*) FROM CORE.FX_RATES t JOIN STAGE.FX_FIX s USING (ccy, rate_date) WHERE t.rate <> s.rate";
  const steps = [
    ...oaiStep(c, { call: { name: 'snowflake_execute', args: { sql: merge } }, result: { queryId: c.qid(), rows: [[14, 3]], columns: ['number of rows inserted', 'number of rows updated'], elapsed_ms: c.ms() } }),
    ...oaiStep(c, { call: { name: 'snowflake_execute', args: { sql: ver } }, result: { queryId: c.qid(), rows: [[0]], elapsed_ms: c.ms() } }),
    ...oaiStep(c, { text: 'The upsert is complete: 14 rows inserted, 3 updated, and 0 mismatches remain.' }),
  ];
  const thinks = ['', '', 'Apply the merge again to be sure it is idempotent.', '', ''];
  thinks.forEach((t, i) => steps.push(...oaiStep(c, { reasoning: t, call: { name: 'snowflake_execute', args: { sql: i === 2 ? merge : ver } }, result: { queryId: c.qid(), rows: i === 2 ? [[0, 0]] : [[0]], elapsed_ms: c.ms(), resultFromCache: i > 2 } })));
  return { isolates: 'The MERGE succeeds and the mismatch check returns 0, yet the agent re-runs the check four more times and re-submits the MERGE (0/0 rows), learning nothing new.', stagnation: false, goal, root: agent('Agent workflow', { input: goal }, null, steps, { sdk: 'openai-agents', max_turns: 9 }) };
}
// 03: Airtable CSV import done; agent re-counts and re-posts the same summary.
function r3(c) {
  const goal = 'Import vendors.csv (212 rows) into the Airtable "Vendors" table and report how many were created.';
  const steps = [smolStep(c, 1, { thought: 'Read CSV and create records in batches of 10.', code: "rows = pd.read_csv('vendors.csv').to_dict('records')\ncreated = 0\nfor i in range(0, len(rows), 10):\n    created += len(at.batch_create('Vendors', rows[i:i+10]))\nprint(created)", logs: '212', last: 'None' }),
    smolStep(c, 2, { thought: 'Verify count.', code: "print(len(at.all('Vendors', fields=['Name'])))", logs: '212', last: 'None' }),
    smolStep(c, 3, { thought: 'All 212 vendors were imported and the table has 212 records. Post the summary.', code: "post_message('#procurement', 'Vendors import finished: 212 records created in Airtable.')", logs: "{'ok': True}", last: 'None' })];
  for (let i = 4; i <= 7; i++) steps.push(smolStep(c, i, { thought: 'All 212 vendors were imported and the table has 212 records. Post the summary.', code: "print(len(at.all('Vendors', fields=['Name'])))\npost_message('#procurement', 'Vendors import finished: 212 records created in Airtable.')", logs: `212\n{'ok': True, 'ts': '${c.epoch()}.${c.int(100000, 999999)}'}`, last: 'None' }));
  return { isolates: 'Import and count both confirm 212 records, but the agent re-counts and re-posts the same Slack summary four more times until max_steps.', stagnation: true, goal, root: agent('CodeAgent.run', { task: goal }, { error: 'Reached max steps.' }, steps, { smolagents_version: '1.11.0' }) };
}
export const scenarios = [r1, r2, r3];
