import { agent, lcStep, oaiStep, smolStep, llm, tool, psql, df } from './lib.mjs';
export const family = 'two_state_oscillation';
// 01: Looker explore filter toggled between two date filters; each state returns what it returned before.
function r1(c) {
  const sys = 'You answer questions with the Looker API (run_inline_query).'; const goal = 'How many trial signups converted to paid in the last 30 days on the EU instance?';
  const res = { 'last 30 days': [['2024-10-02', 'EU', 411, 58]], 'this month': [['2024-10', 'EU', 233, 31]] };
  const steps = []; const states = ['last 30 days', 'this month', 'last 30 days', 'this month', 'last 30 days', 'this month'];
  states.forEach((s, i) => steps.push(...lcStep(c, { sys, goal, think: i ? (s === 'this month' ? 'Numbers look low for a month; switch to the calendar month filter.' : 'Calendar month seems partial; go back to last 30 days.') : 'Query signups.', call: { name: 'looker_run_inline_query', args: { model: 'growth', view: 'signups', fields: ['signups.period', 'signups.region', 'signups.trials', 'signups.converted'], filters: { 'signups.created_date': s, 'signups.region': 'EU' }, result_format: 'json' } }, result: JSON.stringify({ rows: res[s].map(([p, r, t, cv]) => ({ 'signups.period': p, 'signups.region': r, 'signups.trials': t, 'signups.converted': cv })), runtime: +c.secs(0.3, 4), from_cache: c.r() < 0.5, sql_hash: c.hex(32) }) })));
  steps.push(...lcStep(c, { sys, goal, think: 'Compare once more with this month.', call: { name: 'looker_run_inline_query', args: { model: 'growth', view: 'signups', filters: { 'signups.created_date': 'last 30 days', 'signups.region': 'EU' } } }, result: JSON.stringify({ rows: [{ 'signups.trials': 411, 'signups.converted': 58 }], runtime: +c.secs(0.3, 4) }) }));
  return { isolates: "The filter flips 'last 30 days' <-> 'this month' three full cycles; each state returns its own same numbers (411/58 vs 233/31) every time.", stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, steps, { langchain: '0.2.1' }) };
}
// 02: dbt project: git checkout main <-> feature branch, dbt compile row count query gives same two answers.
function r2(c) {
  const goal = 'Explain why dim_customers has fewer rows on branch feat/scd2-customers than on main.';
  const steps = []; const cnt = { main: 84211, 'feat/scd2-customers': 79950 };
  ['main', 'feat/scd2-customers', 'main', 'feat/scd2-customers', 'main', 'feat/scd2-customers', 'main'].forEach((b, i) => {
    steps.push(...oaiStep(c, { reasoning: i < 2 ? `Measure on ${b}.` : `Re-check the count on ${b}.`, call: { name: 'shell', args: { cmd: `git checkout ${b} && dbt run -s dim_customers -q && dbt show --inline "select count(*) from {{ ref('dim_customers') }}"` } }, result: `Switched to branch '${b}'\n${c.isoNoMs().slice(11, 19)}  1 of 1 OK created sql table model dbt_ci_${c.hex(6)}.dim_customers ... [SUCCESS 1 in ${c.secs(2, 9)}s]\nPreviewing inline node:\n| count(*) |\n| -------- |\n| ${cnt[b]}    |` }));
  });
  return { isolates: 'The agent alternates between two branches, rebuilding and counting; main always gives 84211 and the feature branch 79950, and no diff of the model code or key comparison is ever done.', stagnation: false, goal, root: agent('Agent workflow', { input: goal }, null, steps, { sdk: 'openai-agents', max_turns: 10 }) };
}
// 03: pandas date parsing toggled dayfirst True/False; same two outcomes; model repeats its remark.
function r3(c) {
  const goal = 'Parse the order_date column of eu_orders.csv correctly and count orders per month.';
  const out = { True: df(['month', 'orders'], [['2024-01', 1204], ['2024-02', 1177], ['2024-03', 1390]]), False: "UserWarning: Parsing dates in %d/%m/%Y format when dayfirst=False (the default) was specified.\n" + df(['month', 'orders'], [['2024-01', 402], ['2024-02', 388], ['2024-03', 455], ['...', '...']]) };
  const steps = [smolStep(c, 1, { thought: 'Load file.', code: "raw = pd.read_csv('eu_orders.csv')\nprint(raw.order_date.head(3).tolist())", logs: "['03/01/2024', '17/01/2024', '05/02/2024']", last: 'None' })];
  ['True', 'False', 'True', 'False', 'True'].forEach((v, i) => steps.push(smolStep(c, i + 2, { thought: v === 'True' ? 'Counts look off; toggle dayfirst to True.' : 'Counts look off; toggle dayfirst to False.', code: `d = pd.to_datetime(raw.order_date, dayfirst=${v})\nprint(d.dt.to_period('M').value_counts().sort_index().rename_axis('month').reset_index(name='orders').head(3))`, logs: out[v], last: 'None' })));
  return { isolates: 'dayfirst is toggled True/False/True/False/True; each setting prints exactly what it printed before, and the model writes the same toggle sentence each time.', stagnation: true, goal, root: agent('CodeAgent.run', { task: goal }, { error: 'Reached max steps.' }, steps, { smolagents_version: '1.12.0' }) };
}
export const scenarios = [r1, r2, r3];
