// Family 8 (healthy): a supervisor gives the same worker different sub-tasks in turn, each answered with new results, then synthesis.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'supervisor-varied-subtasks';
export const loop = false;
export const stagnation = false;

// ---- 01 carousel restoration, LangGraph supervisor ----
function r01(R) {
  const goal = 'Prepare a restoration brief for the 1912 Savage carousel: paint layers on the horses, state of the drive mechanism, and the band organ music rolls.';
  const kids = [];
  const meta = (node, step) => ({ langgraph_node: node, langgraph_step: step, ls_model_name: 'gpt-4o', thread_id: 'th-' + R.alnum(8) });
  const subs = [
    ['Analyse the paint cross-section reports for horses H1-H24 and tell me how many original layers survive.', 'search_lab_reports', { q: 'paint cross-section carousel horses' }, { hits: 24, summary: 'H1-H24: 3-5 layers; original 1912 lead-white ground + gold leaf survives on 17 of 24 horses; H9, H14 overpainted with alkyd in 1968.' }, '17 of 24 horses keep original 1912 ground and gold leaf; H9 and H14 have 1968 alkyd overpaint that must be removed first.'],
    ['Now check the drive mechanism inspection notes: crank, gearing, centre pole.', 'search_inspections', { q: 'carousel drive mechanism crank bevel gear' }, { hits: 3, summary: 'Bevel gear teeth worn 2.1 mm (limit 1.5); centre pole sound; crank bearings replaced 1994.' }, 'The bevel gear is worn past limit (2.1 mm vs 1.5 mm) and needs a new cast; centre pole sound; crank bearings from 1994 are OK.'],
    ['Finally, inventory the band organ music rolls and their condition.', 'query_archive', { collection: 'organ_rolls' }, { rolls: 41, playable: 29, torn: 9, missing_leader: 3, oldest: '1908 Wurlitzer 165' }, '41 rolls: 29 playable, 9 torn, 3 missing leaders; oldest a 1908 Wurlitzer 165 roll.'],
  ];
  let step = 1;
  for (const [task, t, args, res, ans] of subs) {
    R.tick(1000, 3000);
    kids.push(llm('supervisor', { messages: [{ type: 'human', content: goal }] }, { tool_calls: [{ name: 'transfer_to_researcher', args: { task } }] }, { metadata: meta('supervisor', step++) }));
    kids.push(agent('researcher', { task }, { content: ans }, [
      llm('ChatOpenAI', { messages: [{ type: 'human', content: task }] }, { tool_calls: [{ name: t, args }] }, { metadata: meta('researcher', step) }),
      tool(t, args, { ...res, took_ms: R.ms(20, 400), index_rev: R.hex(7) }, { metadata: meta('tools', step) }),
      llm('ChatOpenAI', { messages: '[...]' }, { content: ans }, { metadata: meta('researcher', step++) }),
    ], { metadata: meta('researcher', step) }));
  }
  kids.push(llm('supervisor', {}, { content: 'Restoration brief: (1) strip 1968 alkyd from H9/H14, conserve original gold leaf on 17 horses; (2) cast a new bevel gear; (3) repair 9 torn rolls and make 3 leaders. Done.' }, { metadata: meta('supervisor', step) }));
  return {
    isolates: 'A LangGraph supervisor sends the same researcher three different sub-tasks (paint, mechanism, music rolls), each returning new findings, then writes a synthesis.',
    goal,
    root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { messages: ['...brief'] }, kids, { metadata: { langsmith_project: 'carousel-restoration', revision_id: R.sha(7) } }),
  };
}

// ---- 02 tabletop miniature painting commissions, CrewAI hierarchical ----
function r02(R) {
  const goal = 'Quote a commission for painting a 2,000-point Warhammer-style army (62 models) to display standard, with delivery date.';
  const kids = [];
  const tasks = [
    ['Count models by type from the client\'s list and estimate painting hours per type.', '62 models: 40 infantry x 1.5 h = 60 h; 12 cavalry x 3 h = 36 h; 6 monsters x 8 h = 48 h; 4 characters x 5 h = 20 h. Total 164 h.'],
    ['Check the painter\'s calendar for free capacity from next Monday.', 'Free hours: 22 h/week for the next 8 weeks (another commission ends week 3, then 30 h/week). 164 h completes in week 7.'],
    ['Price materials: primer, paints, basing, varnish for 62 models.', 'Materials: primer 2 cans 28 EUR, paints ~45 EUR top-up, basing 35 EUR, varnish 18 EUR = 126 EUR.'],
  ];
  for (const [t, out] of tasks) {
    R.tick(2000, 5000);
    kids.push(tool('Delegate work to coworker', { task: t, coworker: 'Studio Analyst', context: goal }, out, { metadata: { tool_run_id: R.uuid() } }, [
      agent('Studio Analyst', { task: t }, out, [llm('gpt-4o-mini', { messages: [{ role: 'user', content: t }] }, `Thought: I now know the final answer\nFinal Answer: ${out}`, { metadata: { tokens: R.usage(600, 1500, 40, 120) } })]),
    ]));
  }
  kids.push(llm('gpt-4o', { messages: '[manager]' }, 'Thought: I have hours, schedule and materials.\nFinal Answer: Quote: 164 h x 24 EUR = 3,936 EUR + 126 EUR materials = 4,062 EUR; delivery end of week 7.', { metadata: { crewai_agent_role: 'Crew Manager' } }));
  return {
    isolates: 'A CrewAI manager delegates three different questions (hours, calendar, materials) to the same analyst, gets distinct answers, and produces one quote.',
    goal,
    root: agent('Crew.kickoff', { inputs: { models: 62 } }, { raw: 'Quote: 4,062 EUR, delivery end of week 7.' }, [span('task', 'quote_commission', { description: goal }, { raw: '4,062 EUR' }, kids)], { metadata: { process: 'hierarchical', manager_llm: 'gpt-4o', crew_id: R.uuid() } }),
  };
}

// ---- 03 wetsuit repair, OpenAI Agents SDK agents-as-tools ----
function r03(R) {
  const goal = 'Triage today\'s 3 incoming wetsuit repair parcels and give each customer a price and turnaround.';
  const trace = 'trace_' + R.hex(32);
  const kids = [];
  const parcels = [
    ['Assess parcel P-881: photos show a 6 cm seam split at the left knee, 5 mm suit.', { repair: 'glue + blind-stitch seam 6 cm, knee tape', price_eur: 35, days: 3 }],
    ['Assess parcel P-882: chest zip stuck, 2 teeth missing.', { repair: 'replace chest zip (YKK #10)', price_eur: 68, days: 6, note: 'zip in stock: 4' }],
    ['Assess parcel P-883: neoprene tear 11 cm across the back panel plus delamination near the collar.', { repair: 'neoprene patch 14x4 cm + re-laminate collar', price_eur: 54, days: 5 }],
  ];
  for (const [task, res] of parcels) {
    R.tick(1000, 4000);
    kids.push(span('llm', 'Generation', { model: 'gpt-4.1' }, { output: [{ type: 'function_call', name: 'repair_assessor', arguments: JSON.stringify({ input: task }) }] }, [], { metadata: { span_data: { type: 'generation' }, trace_id: trace } }));
    kids.push(tool('repair_assessor', { input: task }, JSON.stringify(res), { metadata: { span_data: { type: 'function' } } }, [
      agent('RepairAssessor', { input: task }, res, [
        span('llm', 'Generation', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: 'price_lookup', arguments: JSON.stringify({ repair: res.repair }) }] }, [], { metadata: { span_data: { type: 'generation' } } }),
        tool('price_lookup', { repair: res.repair }, { price_eur: res.price_eur, pricebook: 'v' + R.int(3, 9), cached: R.chance(0.5) }, { metadata: { span_data: { type: 'function' } } }),
      ], { metadata: { span_data: { type: 'agent' } } }),
    ]));
  }
  kids.push(span('llm', 'Generation', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: 'P-881 seam 35 EUR/3 days; P-882 zip 68 EUR/6 days; P-883 patch+collar 54 EUR/5 days. Emails drafted.' }] }, [], { metadata: { span_data: { type: 'generation' } } }));
  return {
    isolates: 'An orchestrator calls the same assessor agent-as-tool for three different parcels and gets three different diagnoses and prices, then summarises.',
    goal,
    root: agent('Agent workflow', { input: goal }, { final_output: 'P-881 35 EUR, P-882 68 EUR, P-883 54 EUR.' }, [agent('RepairDesk', { tools: ['repair_assessor'] }, null, kids, { metadata: { span_data: { type: 'agent' } } })], { metadata: { trace_id: trace } }),
  };
}

// ---- 04 natural history specimen loans, AutoGen SelectorGroupChat ----
function r04(R) {
  const goal = 'Decide whether to approve the loan request from the Leiden museum for 6 beetle holotypes, checking condition, insurance and shipping rules.';
  const kids = [];
  const turns = [
    ['planner', 'collections_clerk: check the condition reports of the 6 requested holotypes.'],
    ['collections_clerk', 'Condition: 5 holotypes "stable"; COL-HT-0442 has a detached antenna glued 1987, rated "fragile - hand carry only".'],
    ['planner', 'collections_clerk: now check insurance valuation and whether Leiden\'s policy covers it.'],
    ['collections_clerk', 'Valuation total EUR 38,000; Leiden\'s nail-to-nail policy covers up to EUR 50,000 - covered.'],
    ['planner', 'collections_clerk: finally check shipping rules for type specimens to the Netherlands.'],
    ['collections_clerk', 'Holotypes may not be posted; courier or hand carry required. CITES not applicable (non-listed Carabidae).'],
    ['planner', 'Decision: approve 5 by courier; COL-HT-0442 only if Leiden sends a hand carrier. TERMINATE'],
  ];
  for (const [who, txt] of turns) {
    R.tick(1000, 4000);
    if (who === 'collections_clerk') kids.push(tool('lookup_collection_db', { query: txt.split(':')[0] }, { rows: R.int(1, 6), ms: R.ms(5, 80), db: R.host('specify') }));
    kids.push(llm(`${who}`, { source: who, model: 'gpt-4o' }, { type: 'TextMessage', source: who, content: txt, models_usage: { prompt_tokens: R.int(600, 2000), completion_tokens: R.int(30, 90) } }, { metadata: { id: R.uuid(), created_at: R.iso() } }));
  }
  return {
    isolates: 'A planner gives the same clerk agent three different checks (condition, insurance, shipping); each answer is new, then a decision ends the chat.',
    goal,
    root: agent('SelectorGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned", messages: turns.length }, kids, { metadata: { autogen_agentchat: '0.4.7' } }),
  };
}

// ---- 05 microgreens subscription, Mastra agent network ----
function r05(R) {
  const goal = 'Prepare next week\'s microgreens subscription run: which trays to harvest, which boxes to pack, and the delivery route.';
  const kids = [];
  const subs = [
    ['Which trays are ready to harvest by Tuesday?', 'queryTrays', { readyBy: 'tuesday' }, { trays: 148, varieties: { pea: 40, sunflower: 36, radish: 42, broccoli: 30 } }],
    ['How many boxes of each size are subscribed this week?', 'querySubscriptions', { week: 'next' }, { small: 64, large: 31, paused: 7, new: 5 }],
    ['Build the Wednesday delivery route for the 95 active boxes.', 'planRoute', { stops: 95, depot: 'Unit 4' }, { routes: 2, km: [38.2, 44.9], last_eta: '13:10' }],
  ];
  for (const [q, t, args, res] of subs) {
    R.tick(1000, 3000);
    kids.push(llm('network.routing', { model: 'openai/gpt-4o-mini' }, { text: `Routing to opsAgent: ${q}` }, { metadata: { 'mastra.network': 'microgreens-net' } }));
    kids.push(agent('opsAgent.generate', { prompt: q }, { text: JSON.stringify(res) }, [tool(t, args, { ...res, requestId: R.reqId('mg_'), took: R.dur(20, 300) })], { metadata: { 'mastra.agent': 'opsAgent' } }));
  }
  kids.push(llm('network.synthesis', {}, { text: 'Harvest 148 trays Tue; pack 64 small + 31 large (7 paused, 5 new welcome cards); 2 routes Wed, last ETA 13:10.' }));
  return {
    isolates: 'A Mastra network routes three different questions to the same opsAgent (trays, subscriptions, route), gets new data each time, then synthesises the run sheet.',
    goal,
    root: agent('AgentNetwork.generate', { prompt: goal }, { text: 'Run sheet ready.' }, kids, { metadata: { 'mastra.version': '0.9' } }),
  };
}

// ---- 06 Gaelic football club fixtures, smolagents managed agent ----
function r06(R) {
  const goal = 'Fix the U14 Gaelic football fixtures for the autumn league: pitch availability, referee assignments, and clashes with the U16 schedule.';
  const kids = [];
  const subs = [
    ['List pitch availability on Saturdays in September-October for Pitch 1 and the 3G pitch.', 'Pitch 1: 6 of 8 Saturdays free (13 Sep, 4 Oct used by senior games). 3G: all 8 free 09:00-12:00.'],
    ['Assign referees to the 7 U14 home games from the county referee pool.', 'Referees assigned: Ó Briain x3, Kelly x2, Nwosu x2; no referee has more than 3.'],
    ['Check U14 home games against U16 home games for coach/parent clashes.', '2 clashes: 20 Sep and 11 Oct share coaches; moving U14 to the 3G pitch at 09:00 resolves both.'],
  ];
  const why = ['Thought: Fixtures depend first on which Saturdays the pitches are free, so I start with pitch availability.', 'Thought: Pitch 1 has 6 free Saturdays and the 3G pitch all 8 mornings. Now referees for the 7 home games.', 'Thought: Referees are spread Ó Briain 3, Kelly 2, Nwosu 2. Last check: clashes with the U16 home games.'];
  for (const [k, [task, ans]] of subs.entries()) {
    R.tick(1500, 5000);
    kids.push(llm('manager.step', { model: 'Qwen/Qwen2.5-72B-Instruct' }, `${why[k]}\nCode:\n\`\`\`py\nres = fixtures_secretary(task="${task}")\nprint(res)\n\`\`\`<end_code>`, { metadata: { step_number: kids.length / 2 + 1 } }));
    kids.push(agent('fixtures_secretary', { task }, ans, [
      tool('club_calendar', { query: task.slice(0, 40) }, `| date | slot | status |\n|---|---|---|\n... (${R.int(6, 16)} rows) fetched ${R.isoLocal(R.now(), '+01:00')}`),
      llm('fixtures_secretary.step', {}, `Thought: I have what I need.\nCode:\n\`\`\`py\nfinal_answer("${ans}")\n\`\`\`<end_code>`),
    ], { metadata: { managed_agent: true } }));
  }
  kids.push(llm('manager.step', {}, 'Code:\n```py\nfinal_answer("U14 fixtures: 7 home games, referees assigned, 2 clashes resolved by moving to 3G 09:00.")\n```<end_code>'));
  return {
    isolates: 'A smolagents manager calls its managed fixtures_secretary three times with three different tasks (pitches, referees, clashes) and combines the distinct answers.',
    goal,
    root: agent('CodeAgent.run', { task: goal }, 'U14 fixtures: 7 home games, referees assigned, 2 clashes resolved.', kids, { metadata: { smolagents_version: '1.12', max_steps: 10 } }),
  };
}

export const rows = [
  { domain: 'carousel restoration', style: 'LangGraph / LangSmith', build: r01 },
  { domain: 'tabletop miniature painting commissions', style: 'CrewAI', build: r02 },
  { domain: 'wetsuit repair', style: 'OpenAI Agents SDK', build: r03 },
  { domain: 'natural history specimen loans', style: 'AutoGen AgentChat', build: r04 },
  { domain: 'microgreens subscription', style: 'Mastra', build: r05 },
  { domain: 'Gaelic football club fixtures', style: 'smolagents', build: r06 },
];
