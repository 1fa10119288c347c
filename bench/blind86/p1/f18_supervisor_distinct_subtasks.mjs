import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'supervisor_distinct_subtasks';
export const LOOP = false;

// 01: LangGraph supervisor: acquisition due diligence, same researcher used 4 times
function s01(c) {
  const M = 'gpt-4o';
  const subs = [
    ['Find Ferrolytics ARR and growth for 2025.', 'sec_search', { q: 'Ferrolytics annual recurring revenue 2025' }, { hits: [{ src: 'Ferrolytics investor letter Jan 2026', text: 'ARR closed 2025 at $38.2M, +47% YoY' }] }, 'ARR $38.2M end-2025, +47% YoY (investor letter, Jan 2026).'],
    ['Find Ferrolytics net revenue retention and logo churn.', 'data_room_read', { path: '/dataroom/finance/cohorts_2025.xlsx', sheet: 'NRR' }, 'cohort,nrr,logo_churn\n2023,118%,9.1%\n2024,112%,11.4%\n2025,109%,12.8%', 'NRR declining 118% -> 109%, logo churn rising to 12.8% (2025).'],
    ['Check Ferrolytics for pending litigation.', 'court_search', { party: 'Ferrolytics Inc', jurisdictions: ['D. Del.', 'N.D. Cal.'] }, { cases: [{ docket: '1:25-cv-00412', court: 'D. Del.', title: 'Quantix GmbH v. Ferrolytics Inc.', nature: 'patent infringement', filed: '2025-03-28', status: 'open' }] }, 'One open patent case: Quantix GmbH v. Ferrolytics (D. Del. 1:25-cv-00412), filed Mar 2025.'],
    ['Estimate Ferrolytics headcount and engineering share.', 'web_fetch', { url: 'https://www.linkedin.com/company/ferrolytics/people/' }, '<div class="org-people">212 employees</div><ul><li>Engineering 94</li><li>Sales 41</li><li>Customer Success 28</li></ul>', 'Headcount 212; engineering 94 (44%).'],
  ];
  const kids = [];
  subs.forEach(([task, tn, ta, tout, ans]) => {
    kids.push(llm(c, M, [sys('Supervisor over researcher, writer.'), usr('Prepare a one-page diligence summary on Ferrolytics for the IC.')], null, [['route', { next: 'researcher', task }]], { name: 'supervisor' }));
    kids.push(agent('researcher', { task }, ans, [llm(c, M, [usr(task)], null, [[tn, ta]]), tool(tn, ta, tout), llm(c, M, [tmsg(tn, '...')], ans)], { langgraph_node: 'researcher' }));
  });
  kids.push(llm(c, M, [usr('all findings in')], null, [['route', { next: 'writer' }]], { name: 'supervisor' }));
  kids.push(agent('writer', {}, 'summary', [llm(c, M, [usr('synthesise')], 'Ferrolytics IC summary: strong growth (ARR $38.2M, +47%) but weakening retention (NRR 109%, churn 12.8%); open patent suit from Quantix (D. Del.) needs counsel review; 212 staff, 44% engineering. Recommendation: proceed to LOI with an indemnity escrow for the patent case.')], { langgraph_node: 'writer' }));
  return { stagnation: false, goal: 'Prepare a one-page due-diligence summary on acquisition target Ferrolytics for the investment committee.',
    isolates: 'The supervisor routes to the same researcher four times with different sub-tasks (ARR, retention, litigation, headcount), each returning new facts, then the writer synthesises.',
    root: agent('LangGraph', {}, null, kids, { framework: 'langgraph' }) };
}

// 02: OpenAI Agents SDK agents-as-tools: the sql_analyst tool answers four different KPI questions
function s02(c) {
  const M = 'gpt-4.1-mini';
  const qs = [
    ['Weekly active riders for week 2026-W15 vs W14', 'SELECT iso_week, COUNT(DISTINCT rider_id) FROM trips WHERE iso_week IN (\'2026-W14\',\'2026-W15\') GROUP BY 1', 'iso_week | wau\n2026-W14 | 184,220\n2026-W15 | 191,875', 'WAU 191,875 (+4.2% WoW).'],
    ['Average trip fare W15', 'SELECT AVG(fare_eur) FROM trips WHERE iso_week=\'2026-W15\'', 'avg\n14.37', 'Average fare EUR 14.37.'],
    ['Driver cancellation rate W15', 'SELECT AVG(cancelled_by_driver::int) FROM trips WHERE iso_week=\'2026-W15\'', 'rate\n0.061', 'Driver cancellations 6.1%.'],
    ['Top 3 cities by trips W15', 'SELECT city, COUNT(*) FROM trips WHERE iso_week=\'2026-W15\' GROUP BY 1 ORDER BY 2 DESC LIMIT 3', 'city | trips\nLisbon | 212,004\nPorto | 88,931\nMadrid | 71,550', 'Lisbon 212k, Porto 89k, Madrid 72k trips.'],
  ];
  const kids = [];
  qs.forEach(([q, sql, out, ans]) => {
    kids.push(llm(c, M, [sys('You are kpi_reporter. Tool: sql_analyst (agent).'), usr('Build the weekly KPI note for W15.')], null, [['sql_analyst', { input: q }]]));
    kids.push(agent('sql_analyst', { input: q }, ans, [llm(c, M, [usr(q)], null, [['run_sql', { sql }]]), tool('run_sql', { sql }, `${out}\n(${out.split('\n').length - 1} rows, ${c.ms()} ms, warehouse=${c.host('wh')})`), llm(c, M, [tmsg('run_sql', out)], ans)], { as_tool: true }));
  });
  kids.push(llm(c, M, [usr('compose')], 'W15 KPIs: WAU 191,875 (+4.2% WoW); avg fare EUR 14.37; driver cancellations 6.1%; top cities Lisbon (212k trips), Porto (89k), Madrid (72k).'));
  return { stagnation: false, goal: 'Write the weekly KPI note for ride-hailing week 2026-W15.',
    isolates: 'The same agent-as-tool sql_analyst is called four times with different questions, each giving new numbers, and the reporter composes the note.',
    root: agent('kpi_reporter', {}, null, kids, { framework: 'openai-agents' }) };
}

// 03: CrewAI hierarchical: manager delegates three products to the same copy editor
function s03(c) {
  const M = 'gpt-4o-mini';
  const items = [
    ['Trailfinder 28L daypack', 'Trailfinder 28L: a ventilated back panel, hip-belt pockets and a hydration sleeve, at 890 g.'],
    ['Alpenglow down jacket', 'Alpenglow: 750-fill RDS down, 310 g, packs into its own chest pocket.'],
    ['Basecamp 2 tent', 'Basecamp 2: two doors, two vestibules, 2.1 kg, pitches in under 4 minutes.'],
  ];
  const kids = [];
  items.forEach(([p, out]) => {
    const args = { task: `Write a 25-word product description for the ${p} using the spec sheet.`, context: 'Spring catalogue, brand voice: plain, factual.', coworker: 'Copy Editor' };
    kids.push(llm(c, M, [sys('You are Catalogue Manager.'), usr('Produce descriptions for three spring products and a catalogue intro.')], `Thought: next product: ${p}.`, [['Delegate work to coworker', args]]));
    kids.push(tool('Delegate work to coworker', args, out, { children: [agent('Copy Editor', { task: args.task }, out, [llm(c, M, [usr(args.task)], null, [['read_spec', { product: p }]]), tool('read_spec', { product: p }, { sku: c.b62(6).toUpperCase(), specs: out.split(': ')[1] }), llm(c, M, [tmsg('read_spec', '...')], `Final Answer: ${out}`)], { crewai_role: 'Copy Editor' })] }));
  });
  kids.push(llm(c, M, [usr('synthesize')], 'Final Answer: Catalogue intro: "Light, tough kit for long spring days." followed by the three descriptions (daypack 890 g, jacket 310 g, tent 2.1 kg).'));
  return { stagnation: false, goal: 'Produce three spring-catalogue product descriptions and a short catalogue intro.',
    isolates: 'A CrewAI manager delegates to the same Copy Editor three times for different products; each returns distinct copy; the manager then writes the intro.',
    root: agent('Crew', { process: 'hierarchical' }, null, [agent('Catalogue Manager', {}, 'done', kids, { crewai_role: 'Manager' })], { framework: 'crewai' }) };
}
export const scenarios = [s01, s02, s03];
