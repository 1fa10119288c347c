import { call } from './lib.mjs';
export const family = 'self_delegation_without_work';
export const loop = true;

// 01: CrewAI agents delegating the same analysis back and forth, nested five levels deep, nobody querying.
function r01(c) {
  const goal = 'Find the top 5 reasons for support ticket escalations in Zendesk data (warehouse table SUPPORT.TICKETS) for May 2024.';
  const roles = ['Support Data Analyst', 'Senior Analytics Engineer', 'Support Data Analyst', 'Senior Analytics Engineer', 'Support Data Analyst'];
  const tasks = [
    'Find the top 5 escalation reasons in SUPPORT.TICKETS for May 2024.',
    'Please determine the five most common escalation reasons in SUPPORT.TICKETS during May 2024; you know the schema better.',
    'Could you identify the top 5 reasons tickets were escalated in May 2024 (SUPPORT.TICKETS)? This needs warehouse expertise.',
    'Work out the five leading escalation reasons for May 2024 from the SUPPORT.TICKETS table.',
    'Identify the top five May 2024 escalation reasons in SUPPORT.TICKETS.',
  ];
  let inner = c.agent(roles[4], { task: tasks[4] }, null, [
    c.llm('gpt-4o-mini', [{ role: 'system', content: `You are ${roles[4]}.` }, { role: 'user', content: tasks[4] }], `Thought: The Senior Analytics Engineer owns the warehouse models, they should do this.\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[1]}", "context": "May 2024 escalations", "coworker": "Senior Analytics Engineer"}`),
    c.tool('Delegate work to coworker', { task: tasks[1], coworker: 'Senior Analytics Engineer' }, null, { error: 'Agent stopped due to iteration limit or time limit.' }),
  ], { error: 'Agent stopped due to iteration limit or time limit.' });
  for (let i = 3; i >= 0; i--) {
    const next = i + 1;
    const thought = roles[i] === 'Support Data Analyst' ? 'The Senior Analytics Engineer knows the ticket schema; I will delegate this.' : 'The Support Data Analyst knows what counts as an escalation; I will hand this back to them.';
    inner = c.agent(roles[i], { task: tasks[i] }, null, [
      c.llm('gpt-4o-mini', [{ role: 'system', content: `You are ${roles[i]}.` }, { role: 'user', content: tasks[i] }], `Thought: ${thought}\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify({ task: tasks[next], context: 'May 2024 escalations', coworker: roles[next] })}`),
      c.tool('Delegate work to coworker', { task: tasks[next], coworker: roles[next] }, null, { error: 'Agent stopped due to iteration limit or time limit.', children: [inner] }),
    ], { error: 'Agent stopped due to iteration limit or time limit.' });
  }
  const pre = c.llm('gpt-4o', [{ role: 'user', content: goal }], 'Planning: 1) have the Support Data Analyst compute the top 5 escalation reasons for May 2024. 2) summarise.', { name: 'planning' });
  const task = c.span('chain', 'Task: escalation reasons', { description: goal }, null, [pre, inner], { error: 'Agent stopped due to iteration limit or time limit.' });
  const root = c.agent('Crew', { inputs: { month: '2024-05' } }, null, [task], { error: 'Agent stopped due to iteration limit or time limit.', meta: { process: 'sequential', allow_delegation: true } });
  return { isolates: 'Two CrewAI agents hand the same escalation-reasons task to each other, reworded, nested five levels deep with the same two delegation thoughts; no query is ever run.', stagnation: true, goal, root };
}

// 02: Claude-Code-style Task tool: each sub-agent spawns another sub-agent with the same cohort task.
function r02(c) {
  const goal = 'Compute 90-day retention by signup cohort (monthly, 2024) from DuckDB file product.duckdb and save it as cohorts.csv.';
  const prompts = [
    'Compute 90-day retention by monthly signup cohort for 2024 from product.duckdb and write cohorts.csv.',
    'You are a sub-agent. Task: compute 90-day retention per monthly 2024 signup cohort using product.duckdb; save cohorts.csv.',
    'Sub-task: produce cohorts.csv with 90-day retention for each 2024 monthly signup cohort (source product.duckdb).',
    'Please compute 2024 monthly-cohort 90-day retention from product.duckdb and store it in cohorts.csv.',
    'Compute 90-day retention for the 2024 monthly signup cohorts in product.duckdb; output cohorts.csv.',
  ];
  const mk = (lvl, child) => {
    const text = ['This is a multi-step analysis; I will hand it to a specialised sub-agent via the Task tool.', 'Cohort maths with window functions is best done by a focused SQL agent, so I am spawning one.', 'The database is 1.8 GB; a fresh agent with its own context should load it. Passing the task on.', 'Writing the CSV and computing retention are separate concerns; delegating the whole thing to a dedicated worker.', 'A specialised analytics sub-agent will be more reliable for this retention query; handing it over.'][lvl];
    const kids = [c.llm('claude-3-7-sonnet-20250219', [{ role: 'user', content: prompts[lvl] }], { content: [{ type: 'text', text }, { type: 'tool_use', id: 'toolu_' + c.b36(20), name: 'Task', input: { description: 'Cohort retention analysis', prompt: prompts[lvl + 1] || prompts[1] } }] })];
    kids.push(c.tool('Task', { description: 'Cohort retention analysis', prompt: prompts[lvl + 1] || prompts[1] }, child ? null : 'Error: maximum sub-agent depth (5) exceeded', { error: child ? 'sub-agent did not return a result' : 'maximum sub-agent depth (5) exceeded', children: child ? [child] : [] }));
    return c.agent(lvl === 0 ? 'main' : `subagent-${lvl}`, { prompt: prompts[lvl] }, null, kids, { meta: { depth: lvl, session_id: c.uuid() } });
  };
  let node = null;
  for (let lvl = 4; lvl >= 1; lvl--) node = mk(lvl, node);
  const top = mk(0, node);
  const first = c.llm('claude-3-7-sonnet-20250219', [{ role: 'user', content: goal }], { content: [{ type: 'text', text: 'Check the file exists.' }, { type: 'tool_use', name: 'Bash', input: { command: 'ls -la product.duckdb' } }] });
  const ls = c.tool('Bash', { command: 'ls -la product.duckdb' }, `-rw-r--r-- 1 analyst staff 1849012224 ${c.pick(['Jun', 'Jul'])} ${c.int(1, 28)} ${c.hms().slice(0, 5)} product.duckdb`);
  const root = c.agent('claude-code', { prompt: goal }, null, [first, ls, ...top.children], { error: 'sub-agent chain returned no result', meta: { cwd: '/home/analyst/product-analytics', session_id: c.uuid() } });
  return { isolates: 'A coding agent hands the cohort-retention task to a sub-agent, which hands the reworded task to another, five levels deep, until the depth limit; nobody opens the DuckDB file.', stagnation: false, goal, root };
}

// 03: smolagents managed agents: manager -> bi_agent -> bi_agent ... same Looker request, with one repeated justification.
function r03(c) {
  const goal = 'Schedule the Looker "Inventory Health" dashboard to be emailed as PDF to ops-leads@ every Monday 08:00 Europe/Berlin.';
  const just = 'Scheduling requires the Looker admin API and the correct dashboard id, which the specialised bi_agent handles, so I will pass the full request to bi_agent.';
  const level = (name, task, child, d) => {
    const code = `result = bi_agent(task="${task}")\nprint(result)`;
    const step = c.span('chain', 'Step 1', { step_number: 1 }, null, [
      c.llm('gpt-4o', [{ role: 'user', content: task }], `Thought: ${just}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { name: 'OpenAIServerModel.generate' }),
      c.tool('python_interpreter', { code }, null, { error: d >= 4 ? 'AgentMaxStepsError: Reached max steps.' : 'managed agent returned no final answer', children: child ? [child] : [] }),
    ], { error: 'no observation' });
    return c.agent(name, { task }, null, [step], { error: 'AgentMaxStepsError: Reached max steps.', meta: { managed_agents: ['bi_agent'], depth: d } });
  };
  const tasks = ['Email the Inventory Health dashboard as PDF to ops-leads@ every Monday 08:00 Europe/Berlin.', 'You\'re a helpful agent named \'bi_agent\'. Task: schedule a weekly PDF of dashboard "Inventory Health" to ops-leads@ on Mondays at 08:00 Berlin time.', 'You\'re a helpful agent named \'bi_agent\'. Task: set up a Monday 08:00 (Europe/Berlin) PDF email of "Inventory Health" to ops-leads@.', 'You\'re a helpful agent named \'bi_agent\'. Task: create a scheduled plan sending Inventory Health as PDF weekly (Mon 08:00 CET) to ops-leads@.', 'You\'re a helpful agent named \'bi_agent\'. Task: schedule Inventory Health dashboard PDF delivery to ops-leads@, Mondays 08:00 Europe/Berlin.'];
  let node = null;
  for (let d = 4; d >= 1; d--) node = level('bi_agent', tasks[d], node, d);
  const top = level('manager', tasks[0], node, 0);
  const root = c.agent('CodeAgent', { task: goal }, null, [top], { error: 'AgentMaxStepsError: Reached max steps.', meta: { framework: 'smolagents' } });
  return { isolates: 'A manager passes the scheduling request to bi_agent, which passes it to its own bi_agent again, four levels deep with the same justification each time; no Looker API call is made.', stagnation: true, goal, root };
}
export const rows = [r01, r02, r03];
