// Loop: the task is handed down (to itself or a sub-agent) 3+ levels deep, nobody does the work.
export const family = 'delegation_hot_potato';
export const loop = true;
export const stagnation = true;
const wrap = (t, kids) => { t.children = kids; return t; };
export const rows = [
{
  domain: 'rock-salt mine tours', style: 'openai_agents', model: 'gpt-4o',
  isolates: 'Triage agent hands "price the school group tour" to a Booking agent, which hands it to a Pricing agent, which hands it back to a fresh Booking agent, four levels, no one computes a price.',
  goal: 'Quote a price for a school group of 42 pupils and 4 teachers for the underground salt cathedral tour.',
  build: (c, S) => {
    const task = 'Quote a price for 42 pupils + 4 teachers, salt cathedral tour.';
    const lvl4 = S.agent('PricingAgent', { input: task }, { error: 'MaxTurnsExceeded' }, [S.llm([['user', task]], 'This is a booking question; transferring to BookingAgent to quote the group.', [['transfer_to_bookingagent', {}]])]);
    const lvl3 = S.agent('BookingAgent', { input: task }, null, [S.llm([['user', task]], 'Pricing is handled by PricingAgent; transferring so they can quote the group.', [['transfer_to_pricingagent', {}]]), wrap(S.tool('transfer_to_pricingagent', {}, { assistant: 'PricingAgent' }), [lvl4])]);
    const lvl2 = S.agent('PricingAgent', { input: task }, null, [S.llm([['user', task]], 'This is a booking question; transferring to BookingAgent to quote the group.', [['transfer_to_bookingagent', {}]]), wrap(S.tool('transfer_to_bookingagent', {}, { assistant: 'BookingAgent' }), [lvl3])]);
    const lvl1 = S.agent('BookingAgent', { input: task }, null, [S.llm([['user', task]], 'Pricing is handled by PricingAgent; transferring so they can quote the group.', [['transfer_to_pricingagent', {}]]), wrap(S.tool('transfer_to_pricingagent', {}, { assistant: 'PricingAgent' }), [lvl2])]);
    return S.agent('TriageAgent', { input: task }, { final_output: null, error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, [
      S.tool('lookup_tariffs', { product: 'salt-cathedral-90min' }, JSON.stringify({ adult_pln: 119, child_pln: 79, group_discount_from: 20, discount_pct: 10, teacher_free_per: 15, valid_from: c.isoOff(), tariff_rev: c.hex(8) })),
      S.llm([['user', task]], 'Booking request; handing off to BookingAgent.', [['transfer_to_bookingagent', {}]]),
      wrap(S.tool('transfer_to_bookingagent', {}, { assistant: 'BookingAgent' }), [lvl1]),
    ]);
  },
},
{
  domain: 'kazoo factory', style: 'crewai', model: 'gpt-4o-mini',
  isolates: 'A crew manager delegates "write the membrane QA report" to a QA specialist who delegates the same task, reworded, to a coworker, who delegates it onward again, three levels deep, nobody writes it.',
  goal: 'Write the weekly QA report on kazoo membrane rejects (tear rate, buzz frequency drift) for plant B.',
  build: (c, S) => {
    const deleg = (who, txt) => S.tool('Delegate work to coworker', { task: txt, context: 'Plant B weekly membrane QA', coworker: who }, null);
    const d3 = deleg('Report Writer', 'Write the weekly membrane QA report for plant B.');
    d3.output = 'Agent stopped due to iteration limit or time limit.';
    d3.children = [S.agent('Report Writer', { task: 'Write the weekly membrane QA report for plant B.' }, null, [S.llm('Task: Write the weekly membrane QA report for plant B.', 'Thought: The QA specialist is better placed to write the membrane QA report for plant B.', [['Delegate work to coworker', { coworker: 'QA Specialist' }]])])];
    const d2 = deleg('Report Writer', 'Please write the weekly QA report on membrane rejects for plant B.');
    d2.children = [S.agent('Data Clerk', { task: 'Please write the weekly QA report on membrane rejects for plant B.' }, null, [S.llm('Task: Please write the weekly QA report on membrane rejects for plant B.', 'Thought: The report writer is better placed to write the membrane QA report for plant B.', [['Delegate work to coworker', { coworker: 'Report Writer' }]]), d3])];
    const d1 = deleg('Data Clerk', 'Write the plant B weekly membrane QA report.');
    d1.children = [S.agent('QA Specialist', { task: 'Write the plant B weekly membrane QA report.' }, null, [S.llm('Task: Write the plant B weekly membrane QA report.', 'Thought: The data clerk is better placed to write the membrane QA report for plant B.', [['Delegate work to coworker', { coworker: 'Data Clerk' }]]), d2])];
    return S.agent('Crew Manager', { task: 'Weekly membrane QA report, plant B' }, { result: 'Agent stopped due to iteration limit or time limit.' }, [
      S.llm('You are the crew manager. Task: weekly membrane QA report.', 'Thought: The QA specialist is better placed to write the membrane QA report for plant B.', [['Delegate work to coworker', { coworker: 'QA Specialist' }]]),
      wrap(deleg('QA Specialist', 'Write the weekly membrane QA report for plant B.'), [S.agent('QA Specialist', { task: 'Write the weekly membrane QA report for plant B.' }, null, [S.llm('Task: Write the weekly membrane QA report for plant B.', 'Thought: The data clerk is better placed to write the membrane QA report for plant B.', [['Delegate work to coworker', { coworker: 'Data Clerk' }]]), d1])]),
    ]);
  },
},
{
  domain: 'ski wax formulation lab', style: 'claude_sdk', model: 'claude-opus-4-20250514',
  isolates: 'Main agent spawns a Task sub-agent to "recommend a fluoro-free wax for -12 °C wet snow"; the sub-agent spawns another Task with the same prompt, and so on four levels, nobody queries the test database.',
  goal: 'Recommend a fluoro-free glide wax for -12 °C, 85% humidity race conditions from the lab\'s test database.',
  build: (c, S) => {
    const p = 'Recommend a fluoro-free glide wax for -12 °C, 85% humidity, using the wax test database.';
    let inner = S.agent('general-purpose', { prompt: p }, { error: 'Maximum nesting depth reached' }, [S.llm([['user', p]], 'I will delegate this to a specialised agent to research the wax database.', [['Task', { description: 'wax recommendation', prompt: p }]])]);
    for (let i = 0; i < 3; i++) {
      const t = S.tool('Task', { description: 'wax recommendation', prompt: p, subagent_type: 'general-purpose' }, i === 0 ? null : '[sub-agent did not return a result]');
      t.children = [inner];
      inner = S.agent('general-purpose', { prompt: p }, null, [S.llm([['user', p]], 'I will delegate this to a specialised agent to research the wax database.', [['Task', { description: 'wax recommendation', prompt: p }]]), t]);
    }
    const top = S.tool('Task', { description: 'wax recommendation', prompt: p, subagent_type: 'general-purpose' }, '[sub-agent did not return a result]');
    top.children = [inner];
    return S.agent('', { prompt: 'Which fluoro-free wax for Saturday? -12C, humid.' }, { subtype: 'error_max_turns', session_id: c.uuid(), duration_ms: c.int(60000, 200000) }, [
      S.llm([['user', 'Which fluoro-free wax for Saturday? -12C, humid.']], 'I will delegate this to a specialised agent to research the wax database.', [['Task', { description: 'wax recommendation', prompt: p }]]), top,
    ]);
  },
},
{
  domain: 'quill and ink stationery shop', style: 'langgraph', model: 'gpt-4o-mini',
  isolates: 'A supervisor graph routes "reconcile the ink stock count" to a subgraph whose planner node routes the same task to a nested subgraph, three levels, each only re-routing.',
  goal: 'Reconcile the iron-gall ink bottle stock count with the POS sales for March.',
  build: (c, S) => {
    const t = 'Reconcile iron-gall ink stock count with March POS sales.';
    const node = (lvl, kids) => S.agent(`inventory_subgraph:${lvl}`, { task: t, checkpoint_ns: `inventory_subgraph:${c.uuid()}` }, null, [S.llm([['user', t]], 'Routing this reconciliation to the inventory subgraph, which owns stock counts.', [['route', { next: 'inventory_subgraph', task: t }]]), ...kids]);
    const l3 = node(3, []); l3.output = { error: 'GraphRecursionError: Recursion limit of 25 reached' };
    const l2 = node(2, [l3]);
    const l1 = node(1, [l2]);
    return S.agent('supervisor', { messages: [{ role: 'user', content: t }] }, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }, [
      S.llm([['user', t]], 'Routing this reconciliation to the inventory subgraph, which owns stock counts.', [['route', { next: 'inventory_subgraph', task: t }]]), l1,
    ]);
  },
},
{
  domain: 'horseshoe pitching league', style: 'autogen', model: 'gpt-4o',
  isolates: 'An orchestrator asks a Stats agent to compute ringer percentages; Stats asks a nested Stats team with reworded instructions, which does the same, three deep, no calculation ever runs.',
  goal: 'Compute each player\'s ringer percentage for the county horseshoe pitching league spring season.',
  build: (c, S) => {
    const msgs = ['Compute ringer percentage per player for the spring season.', 'Please calculate each player\'s ringer % for spring.', 'Work out the spring ringer percentage for every player.', 'Calculate ringer percentages for all players, spring season.'];
    let inner = S.agent('StatsAgent', { task: msgs[3] }, { stop_reason: 'max_turns' }, [S.llm([['user', msgs[3]]], 'I will ask the stats team to compute the ringer percentages per player.', [['ask_stats_team', { task: msgs[3] }]])]);
    for (let i = 2; i >= 1; i--) {
      const tl = S.tool('ask_stats_team', { task: msgs[i + 1] }, null); tl.children = [inner];
      inner = S.agent('StatsAgent', { task: msgs[i] }, null, [S.llm([['user', msgs[i]]], 'I will ask the stats team to compute the ringer percentages per player.', [['ask_stats_team', { task: msgs[i + 1] }]]), tl]);
    }
    const tl0 = S.tool('ask_stats_team', { task: msgs[1] }, null); tl0.children = [inner];
    return S.agent('SelectorGroupChat', { task: msgs[0] }, { stop_reason: 'Maximum number of turns 12 reached.' }, [
      S.tool('load_scoresheets', { season: 'spring-2025' }, { rows: 1184, players: 37, file: c.tmp('.csv'), sha256: c.sha256() }),
      S.llm([['user', msgs[0]]], 'I will ask the stats team to compute the ringer percentages per player.', [['ask_stats_team', { task: msgs[1] }]]), tl0,
    ]);
  },
},
{
  domain: 'Airflow DAG backfill (data)', style: 'mastra', model: 'gpt-4.1-mini',
  isolates: 'A workflow agent hands "backfill the tide_readings DAG for 3 days" to itself via a self-call tool; each call hands it on again, four nested levels, the backfill command is never run.',
  goal: 'Backfill the tide_readings Airflow DAG for 2025-02-01 to 2025-02-03 after the sensor outage.',
  build: (c, S) => {
    const t = 'Backfill tide_readings DAG 2025-02-01..2025-02-03';
    let inner = S.agent('opsAgent', { input: t }, { error: 'maxSteps reached' }, [S.llm([['user', t]], 'Handing this backfill to an ops agent run so it can be executed in isolation.', [['callOpsAgent', { input: t }]])]);
    for (let i = 0; i < 3; i++) {
      const tl = S.tool('callOpsAgent', { input: t }, { text: '', finishReason: 'length' }); tl.children = [inner];
      inner = S.agent('opsAgent', { input: t }, null, [S.llm([['user', t]], 'Handing this backfill to an ops agent run so it can be executed in isolation.', [['callOpsAgent', { input: t }]]), tl]);
    }
    inner.children.unshift(S.tool('airflowDagState', { dag_id: 'tide_readings' }, { is_paused: false, last_run: c.iso(), failed_runs: 3, scheduler_host: c.host('airflow-sched') }));
    return inner;
  },
},
];
