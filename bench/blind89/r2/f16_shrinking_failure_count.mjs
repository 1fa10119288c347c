import { agent, lcStep, oaiStep, smolStep } from './lib.mjs';
export const family = 'shrinking_failure_count';
const sum = (c, p, f) => `${c.isoNoMs().slice(11, 19)}  Finished running ${p + f} data tests in 0 hours 0 minutes and ${c.secs(5, 30)} seconds.\n\nCompleted with ${f} error${f === 1 ? '' : 's'}\n\nDone. PASS=${p} WARN=0 ERROR=${f} SKIP=0 TOTAL=${p + f}`;
function r1(c) {
  const sys = 'dbt developer agent.'; const goal = 'Make all tests on the staging layer pass after the source schema change in Shopify.';
  const cmd = { name: 'run_shell', args: { command: 'dbt build --select staging.shopify' } };
  const fixes = [['stg_shopify_orders: column total_price renamed to current_total_price upstream', 6, 44], ['stg_shopify_customers: accepts_marketing became email_marketing_consent (JSON)', 3, 47], ['not_null on stg_shopify_refunds.order_id: filter test rows', 1, 49], ['relationship test: refunds->orders test env; set where created_at > 2020', 0, 50]];
  const steps = [...lcStep(c, { sys, goal, call: cmd, result: sum(c, 41, 9) })];
  fixes.forEach(([f, e, p]) => { steps.push(...lcStep(c, { sys, goal, think: `Fix: ${f}.`, call: { name: 'edit_file', args: { path: `models/staging/shopify/${f.split(':')[0]}.sql`, summary: f } }, result: 'ok' })); steps.push(...lcStep(c, { sys, goal, call: cmd, result: sum(c, p, e) })); });
  return { isolates: 'Each different fix to the Shopify staging models drops failures 9 -> 6 -> 3 -> 1 -> 0, then the work ends.', stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: 'All 50 staging tests pass.' }, steps) };
}
function r2(c) {
  const goal = 'Fix the CSV-to-Postgres loader so that all rows of suppliers_2024.csv pass validation.';
  const steps = [];
  [['Run validation.', '', 412], ['Dates are DD.MM.YYYY; parse with format.', "df['since'] = pd.to_datetime(df['since'], format='%d.%m.%Y')", 138], ['VAT numbers have spaces; strip them.', "df['vat'] = df['vat'].str.replace(' ', '')", 17], ['17 rows with country "UK"; map to ISO GB.', "df['country'] = df['country'].replace({'UK': 'GB'})", 0]].forEach(([t, code, n], i) => steps.push(smolStep(c, i + 1, { thought: t, code: `${code}\nerrs = validate(df)\nprint(len(errs), errs[:2])`, logs: `${n} ${n ? JSON.stringify([{ row: c.int(2, 900), field: ['since', 'vat', 'country'][Math.min(i, 2)] }]) : '[]'}`, last: 'None' })));
  steps.push(smolStep(c, 5, { thought: 'Load.', code: "df.to_sql('suppliers', eng, if_exists='append', index=False, method='multi')\nprint(pd.read_sql('select count(*) from suppliers', eng))", logs: '   count\n0   2911', last: 'None' }));
  return { isolates: 'Validation errors fall 412 -> 138 -> 17 -> 0 after three different cleaning fixes, then 2911 rows are loaded.', stagnation: false, goal, root: agent('CodeAgent.run', { task: goal }, { output: 'Loaded 2911 suppliers' }, steps) };
}
function r3(c) {
  const goal = 'Fix the Plotly chart in the monthly_revenue notebook: wrong axis, missing months and unreadable labels.';
  const steps = [...oaiStep(c, { call: { name: 'notebook_read', args: { path: 'monthly_revenue.ipynb' } }, result: { cells: 14, kernel: 'python3' } }), ...oaiStep(c, { call: { name: 'notebook_run_cell', args: { code: 'df.dtypes' } }, result: { execution_count: 3, output: 'month      object\nrevenue    float64\ndtype: object' } })];
  [['Render and check.', 'fig.show()', 'Warnings: 3 (x not datetime; 2 months missing; labels overlap)'], ['Convert month to datetime.', "df['month']=pd.to_datetime(df['month']); fig=px.bar(df, x='month', y='revenue')", 'Warnings: 2 (2 months missing; labels overlap)'], ['Reindex to fill missing months with 0.', "df=df.set_index('month').asfreq('MS', fill_value=0).reset_index()", 'Warnings: 1 (labels overlap)'], ['Rotate ticks.', "fig.update_xaxes(tickangle=-45, dtick='M1', tickformat='%b %Y')", 'Warnings: 0']].forEach(([t, code, out]) => steps.push(...oaiStep(c, { reasoning: t, call: { name: 'notebook_run_cell', args: { code } }, result: { execution_count: c.int(5, 40), output: out, png: `fig_${c.hex(8)}.png` } })));
  steps.push(...oaiStep(c, { call: { name: 'notebook_save', args: { path: 'monthly_revenue.ipynb' } }, result: 'saved' }), ...oaiStep(c, { text: 'Chart fixed: datetime axis, 24 months including two zero months, rotated labels.' }));
  return { isolates: 'Chart checks go 3 -> 2 -> 1 -> 0 warnings as each different fix lands, then the notebook is saved.', stagnation: false, goal, root: agent('Agent workflow', { input: goal }, null, steps) };
}
export const scenarios = [r1, r2, r3];
