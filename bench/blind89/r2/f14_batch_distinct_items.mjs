import { agent, lcStep, oaiStep, smolStep } from './lib.mjs';
export const family = 'batch_distinct_items';
function r1(c) {
  const sys = 'dbt ops agent.'; const goal = 'Add the "pii" tag to the seven customer-facing models listed in ticket DATA-902.';
  const models = ['dim_customers', 'dim_contacts', 'fct_support_tickets', 'int_customer_emails', 'stg_zendesk_users', 'stg_hubspot_contacts', 'rpt_customer_360'];
  const steps = [];
  models.forEach((m) => steps.push(...lcStep(c, { sys, goal, think: `Tagging ${m} as pii.`, call: { name: 'dbt_yaml_set', args: { model: m, key: 'config.tags', append: 'pii' } }, result: 'ok' })));
  steps.push(...lcStep(c, { sys, goal, call: { name: 'run_shell', args: { command: 'dbt ls --select tag:pii' } }, result: models.map((m) => `shop.${m}`).join('\n') }));
  return { isolates: 'Seven different models each get an identical "ok" acknowledgement with one templated sentence per model; dbt ls then confirms all seven.', stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: 'Tagged 7 models with pii.' }, steps) };
}
function r2(c) {
  const goal = 'Send each regional manager the Q3 sales summary for their region by email.';
  const regions = [['North', 'h.berg@corp.io', 1.82], ['South', 'r.alves@corp.io', 2.14], ['East', 'p.nowak@corp.io', 1.37], ['West', 'd.kim@corp.io', 2.66], ['Central', 'a.okafor@corp.io', 1.09], ['Export', 'l.silva@corp.io', 0.74]];
  const steps = [...oaiStep(c, { call: { name: 'sql', args: { q: 'select region, sum(net) from sales where quarter = 3 group by 1' } }, result: regions.map(([r, , m]) => `${r}|${m}M`).join('\n') })];
  regions.forEach(([r, e, m]) => steps.push(...oaiStep(c, { text: `Sending the Q3 summary for ${r} (EUR ${m}M) to ${e}.`, call: { name: 'send_email', args: { to: e, subject: `Q3 sales summary - ${r}`, body: `Net sales for ${r} in Q3: EUR ${m}M.` } }, result: { status: 'queued', id: `<${c.hex(16)}@mail.corp.io>` } })));
  steps.push(...oaiStep(c, { text: 'All six regional summaries have been queued.' }));
  return { isolates: "Six emails to six different managers, each acknowledged 'queued', with one templated sentence per region carrying that region's figure; then done.", stagnation: false, goal, root: agent('Agent workflow', { input: goal }, null, steps) };
}
function r3(c) {
  const goal = 'Create one Metabase pulse (weekly email) per product squad dashboard.';
  const squads = [['Growth', 41], ['Payments', 44], ['Search', 47], ['Mobile', 52], ['Platform', 58]];
  const steps = squads.map(([s, d], i) => smolStep(c, i + 1, { thought: `Create pulse for ${s} (dashboard ${d}).`, code: `r = mb.post('/api/pulse', json={'name': '${s} weekly', 'dashboard_id': ${d}, 'channels': [{'channel_type': 'email', 'schedule_type': 'weekly', 'schedule_day': 'mon'}]})\nprint(r.status_code)`, logs: '200', last: 'None' }));
  steps.push(smolStep(c, 6, { thought: 'Verify all pulses exist.', code: "print([p['name'] for p in mb.get('/api/pulse').json()])", logs: "['Growth weekly', 'Payments weekly', 'Search weekly', 'Mobile weekly', 'Platform weekly']", last: 'None' }));
  return { isolates: 'Five pulses for five different dashboards, each answering HTTP 200, then a listing confirms them.', stagnation: false, goal, root: agent('CodeAgent.run', { task: goal }, { output: '5 pulses created' }, steps) };
}
export const scenarios = [r1, r2, r3];
