import { agent, lcStep, oaiStep, smolStep, df } from './lib.mjs';
export const family = 'similar_records_reading';
function r1(c) {
  const sys = 'Data profiling agent.'; const goal = 'Profile every column of the claims table and flag quality issues.';
  const cols = [['claim_id', 0, 512044, 'unique'], ['policy_id', 0, 88120, ''], ['loss_date', 0.002, 2901, 'min 1999-01-01 suspicious'], ['reported_date', 0, 2890, ''], ['amount', 0, 311002, 'max 9,999,999 sentinel?'], ['status', 0, 5, ''], ['adjuster', 0.118, 141, 'null 11.8%']];
  const steps = cols.map(([n, nul, d, note]) => lcStep(c, { sys, goal, call: { name: 'sql_db_query', args: { query: `select avg((${n} is null)::int), count(distinct ${n}), min(${n})::text, max(${n})::text from claims` } }, result: `[(${nul}, ${d}, ...)]${note ? ' -- ' + note : ''}` })).flat();
  steps.push(...lcStep(c, { sys, goal, think: 'Issues: loss_date min 1999-01-01 placeholder; amount 9,999,999 sentinel; adjuster null 11.8%. Others clean.' }));
  return { isolates: 'The same profiling query template runs for seven different columns, each returning different stats, then a summary of three issues.', stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: '3 issues' }, steps) };
}
function r2(c) {
  const goal = 'Read the monthly sales workbooks Jan-Jun 2024 and report the month with the highest return rate.';
  const m = [['Jan', 1.21, 0.041], ['Feb', 1.08, 0.038], ['Mar', 1.33, 0.052], ['Apr', 1.29, 0.047], ['May', 1.41, 0.036], ['Jun', 1.37, 0.061]];
  const steps = m.map(([mo, s, r]) => oaiStep(c, { call: { name: 'read_excel', args: { path: `sales_2024/${mo}.xlsx`, sheet: 'Summary', range: 'A1:C3' } }, result: df(['metric', 'value'], [['net_sales_m', s], ['return_rate', r]]) })).flat();
  steps.push(...oaiStep(c, { call: { name: 'list_files', args: { dir: 'sales_2024' } }, result: 'Apr.xlsx Feb.xlsx Jan.xlsx Jun.xlsx Mar.xlsx May.xlsx' }));
  steps.push(...oaiStep(c, { text: 'June has the highest return rate (6.1%), ahead of March (5.2%).' }));
  return { isolates: 'Six similar workbooks are read with the same tool and same output layout, each with different numbers, and the answer picks June.', stagnation: false, goal, root: agent('Agent workflow', { input: goal }, null, steps) };
}
function r3(c) {
  const goal = 'Review the last six dbt Cloud run logs of job "core_nightly" and say which model is getting slower.';
  const steps = [2, 3, 4, 5, 6, 7].map((d, i) => smolStep(c, i + 1, { thought: `Read run from Oct ${d}.`, code: `print(top_models(runs[${i}]))`, logs: `fct_events ${(410 + i * 38 + c.int(0, 9))}s\ndim_users ${(62 + c.int(0, 5))}s\nfct_orders ${(121 + c.int(0, 8))}s`, last: 'None' }));
  steps.push(smolStep(c, 7, { thought: 'fct_events grows ~38 s per night; others stable.', code: "final_answer('fct_events')", logs: '', last: 'fct_events' }));
  return { isolates: 'Six run logs with the same format and different timings are read one by one; the trend shows fct_events slowing, others flat.', stagnation: false, goal, root: agent('CodeAgent.run', { task: goal }, { output: 'fct_events' }, steps) };
}
export const scenarios = [r1, r2, r3];
