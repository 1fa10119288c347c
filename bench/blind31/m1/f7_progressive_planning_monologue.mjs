// Family 7 (healthy): several long reasoning steps in a row, each adding concrete new content
// (numbers, names, decisions), then a finished plan.
import { agent, llm, tool, chain, span } from './lib.mjs';

export const family = 'progressive_planning_monologue';
export const loop = false;
export const stagnation = false;
export const isolates = 'Consecutive long reasoning steps that each add new numbers, names or decisions, ending in a plan.';
export const domains = ['juggling convention workshops', 'theremin kit production', 'jousting show arena schedule', 'lobster pound tank stocking', 'fog-harvesting net installation', 'dollhouse miniatures wholesale pricing'];
export const styles = ['Anthropic Messages API (extended thinking)', 'OpenAI Responses API (reasoning summaries)', 'CrewAI', 'Letta', 'DSPy', 'Dify workflow log (not in list)'];

// ---------------------------------------------------------------- 01 juggling convention / Anthropic thinking
function r01(N) {
  const task = 'Plan the Saturday workshop grid for the Northern Juggling Convention: 3 rooms, 10:00–18:00, 14 workshop proposals (list attached). Avoid teacher clashes and keep the gym free 13:00–14:00 for the open stage rehearsal.';
  const model = 'claude-3-7-sonnet-20250219';
  const thinking = [
    'Rooms: Gym (ceiling 9 m, 60 people), Studio B (ceiling 3.2 m, 25), Hall C (ceiling 5 m, 40). High-throw workshops — 7-club passing, diabolo vertax, 5-ball cascades — need the Gym or Hall C; contact juggling and cigar boxes can go in Studio B. That splits the 14 proposals into 6 high-ceiling and 8 low-ceiling sessions.',
    'Slots: 10:00–11:00, 11:15–12:15, 12:15–13:00 lunch, 14:00–15:00, 15:15–16:15, 16:30–17:30, so five teaching slots per room and 15 room-slots for 14 workshops, one spare. The Gym is blocked 13:00–14:00 anyway, which falls inside lunch, so that constraint costs nothing.',
    'Teacher clashes: Priya Nair teaches both 7-club passing and the beginners\' 3-ball class, and Tomasz Wierzbicki teaches vertax diabolo and the diabolo beginners\' session. Putting Priya at 10:00 Gym and 14:00 Studio B, and Tomasz at 11:15 Hall C and 15:15 Studio B keeps them apart and gives each a break.',
    'Remaining placements: 5-ball cascades 14:00 Gym (needs the rehearsal-cleared gym after lunch), club swinging 16:30 Gym, devil-stick tricks 10:00 Hall C, rings for beginners 15:15 Hall C, cigar boxes 11:15 Studio B, contact staff 16:30 Studio B, hat manipulation 10:00 Studio B. The spare slot is 16:30 Hall C, which I will leave as an open jam room.',
  ];
  const kids = [];
  N.tick(500, 1500);
  const tu = N.toolu();
  kids.push(llm('anthropic.messages.create', { model, thinking: { type: 'enabled', budget_tokens: 6000 }, messages: [{ role: 'user', content: task }] }, { id: 'msg_01' + N.b62(22), content: [{ type: 'thinking', thinking: 'I need the room list with capacities and ceiling heights before anything else.', signature: N.b62(40) }, { type: 'tool_use', id: tu, name: 'get_rooms', input: { venue: 'Leeds Trinity Sports Centre' } }], stop_reason: 'tool_use', usage: { input_tokens: 2200, output_tokens: 90 } }, { request_id: 'req_011' + N.b62(21) }));
  kids.push(tool('get_rooms', { venue: 'Leeds Trinity Sports Centre' }, { rooms: [{ name: 'Gym', ceiling_m: 9, cap: 60 }, { name: 'Studio B', ceiling_m: 3.2, cap: 25 }, { name: 'Hall C', ceiling_m: 5, cap: 40 }], fetched: N.httpDate() }));
  thinking.forEach((t, i) => {
    N.tick(2000, 6000);
    kids.push(llm('anthropic.messages.create', { model, messages: `[${3 + i} messages]` }, { id: 'msg_01' + N.b62(22), content: [{ type: 'thinking', thinking: t, signature: N.b62(40) }, ...(i === 3 ? [{ type: 'text', text: 'Saturday grid: Gym — 10:00 7-club passing (Priya), 14:00 5-ball cascades, 16:30 club swinging. Hall C — 10:00 devil sticks, 11:15 vertax diabolo (Tomasz), 15:15 rings, 16:30 open jam. Studio B — 10:00 hat manipulation, 11:15 cigar boxes, 14:00 3-ball beginners (Priya), 15:15 diabolo beginners (Tomasz), 16:30 contact staff. Gym free 12:15–14:00 for the rehearsal.' }] : [])], stop_reason: i === 3 ? 'end_turn' : 'pause_turn', usage: { input_tokens: 2500 + i * 400, output_tokens: N.int(200, 500) } }, { request_id: 'req_011' + N.b62(21) }));
  });
  return {
    isolates: 'Four consecutive extended-thinking blocks: room constraints, slot arithmetic, teacher clash resolution, final placements — each new; then the grid.',
    goal: task,
    root: agent('convention-planner', { task }, { status: 'completed' }, kids, { sdk: 'anthropic-python 0.49', model }),
  };
}

// ---------------------------------------------------------------- 02 theremin kits / OpenAI Responses reasoning
function r02(N) {
  const task = 'Plan the next production batch of the Aether-1 theremin kit: we have 340 kit pre-orders, PCB stock of 220, and the oscillator coil supplier quotes 5 weeks.';
  const summaries = [
    'Demand versus stock: 340 pre-orders against 220 bare PCBs leaves a shortfall of 120 boards. The board house (Aisler) needs 12 working days for a 150-panel order, so ordering 150 gives 30 spares for QA rejects, which ran at 4 % last batch.',
    'Coils are the long pole: 5 weeks for the 2 × 470 µH hand-wound pitch coils per kit means 680 coils. We hold 260, so 420 must be ordered now; at €1.85 each that is €777. Shipping the first 130 kits from existing coils is possible immediately.',
    'Sequencing: batch A of 130 kits ships in week 1 using stock coils and stock PCBs; batch B of 90 kits ships when the remaining 90 stock PCBs are matched with coils in week 6; batch C of 120 waits for the new PCBs (week 3) and coils (week 6), so B and C both ship in week 6–7.',
    'Customer communication: the 130 earliest pre-orders (up to order #A1-0130, placed before 14 March) get batch A; everyone else gets a week-7 estimate. Cash: PCB order €1,140 plus coils €777 is €1,917, covered by the 340 × €30 deposits already taken.',
  ];
  const kids = [];
  summaries.forEach((s, i) => {
    N.tick(3000, 8000);
    kids.push(llm('responses.create', { model: 'o4-mini', reasoning: { effort: 'medium', summary: 'auto' }, input: i === 0 ? [{ role: 'user', content: task }] : '[previous_response_id]' },
      { id: 'resp_' + N.hex(40), status: 'completed', output: [{ type: 'reasoning', id: 'rs_' + N.hex(40), summary: [{ type: 'summary_text', text: s }], encrypted_content: N.b62(60) }, ...(i === 3 ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Plan: order 150 PCBs and 420 coils today (€1,917). Ship batch A (130 kits) in week 1; batches B (90) and C (120) in weeks 6–7. Email pre-orders after #A1-0130 with the week-7 estimate.' }] }] : [])], usage: { input_tokens: 900 + i * 600, output_tokens: N.int(400, 1200), output_tokens_details: { reasoning_tokens: N.int(300, 1000) } } },
      { 'x-request-id': 'req_' + N.hex(32) }));
    if (i === 0) kids.push(tool('get_inventory', { sku: ['AE1-PCB', 'AE1-COIL-470'] }, { 'AE1-PCB': 220, 'AE1-COIL-470': 260, as_of: N.isoSec() }));
  });
  return {
    isolates: 'Four Responses API reasoning summaries in a row (shortfall, coil lead time, batch sequencing, comms and cash) each add new figures before a final plan.',
    goal: task,
    root: agent('production-planner', { task }, { output_text: 'plan delivered' }, kids, { api: 'OpenAI Responses', store: true }),
  };
}

// ---------------------------------------------------------------- 03 jousting show / CrewAI
function r03(N) {
  const task = 'Draft the two-day schedule for the Castle Roch jousting show: 4 knights, 6 horses, arena shared with the falconry display, shows at fixed times demanded by the ticketing (11:30, 14:00, 16:30).';
  const thoughts = [
    'Thought: Horses first, because welfare rules cap each horse at two tilting runs per day with 90 minutes between. Six horses × 2 runs = 12 horse-runs per day, and each show needs 4 runs (one per knight), so 3 shows × 4 = 12. Every horse runs exactly twice; there is no slack.',
    'Thought: Pairing horses to shows: Bayard and Marengo do 11:30 and 14:00 (150 minutes apart), Fidèle and Brann do 11:30 and 16:30, Lune and Corvo do 14:00 and 16:30. Each show then has exactly four horses and every horse gets at least 150 minutes of rest.',
    'Thought: Arena sharing: the falconry display needs 25 minutes and cannot follow a joust within 20 minutes because the birds react to hoofbeat dust. Shows run 40 minutes, so falconry fits at 12:35, 15:05 and 17:35; 17:35 is after gates close at 17:30, so the third falconry slot moves to 10:45 before the first joust.',
    'Thought: Knights: Sir Aldric (Hugo) has a shoulder strain and the medic allows him two shows per day, so the 16:30 show uses the understudy, Elise Marchand, riding Lune. On day two Hugo and Elise swap so Hugo rests in the morning.',
  ];
  const kids = [];
  thoughts.forEach((t) => { N.tick(2000, 6000); kids.push(llm('LLM Call', { messages: '[…]' }, t, { model: 'gpt-4o', crewai_event: 'LLMCallCompletedEvent', tokens: N.int(300, 700) })); });
  N.tick(2000, 4000);
  kids.push(tool('Schedule Writer', JSON.stringify({ day: 1, rows: 9 }), `Wrote schedule_day1.csv (9 rows) and schedule_day2.csv (9 rows) to /crew/out/${N.hex(8)}`));
  kids.push(llm('LLM Call', { messages: '[…]' }, 'Thought: I now know the final answer\nFinal Answer: Day 1 — 10:45 falconry; 11:30 joust (Bayard, Marengo, Fidèle, Brann); 12:35 falconry; 14:00 joust (Bayard, Marengo, Lune, Corvo); 15:05 falconry; 16:30 joust with Elise on Lune (Fidèle, Brann, Corvo). Day 2 mirrors it with Hugo and Elise swapped.', { model: 'gpt-4o' }));
  return {
    isolates: 'A CrewAI planner writes four long Thought steps in a row (horse-run arithmetic, pairings, falconry gaps, knight fitness), each introducing new constraints and decisions, then a final answer.',
    goal: task,
    root: agent('Crew: castle-roch-events', { inputs: { show: 'jousting' } }, { raw: 'schedule written' }, [
      span('task', 'Task: Draft jousting schedule', { description: task }, { raw: 'done' }, [
        span('agent', 'Show Scheduler', { role: 'Show Scheduler', goal: 'Safe, on-time shows' }, null, kids, { metadata: { crewai_version: '0.102.0' } }),
      ], { metadata: { task_id: N.uuid() } }),
    ], { process: 'sequential', crew_id: N.uuid() }),
  };
}

// ---------------------------------------------------------------- 04 lobster pound / Letta
function r04(N) {
  const task = 'We just received 1,800 lb of new-shell lobsters from the Stonington boats. Plan how to stock them across our tanks for the next two weeks of sales.';
  const kids = [];
  const monologue = [
    'New-shell lobsters lose more weight and die faster in storage than hard-shell, so they should go into the coldest, best-oxygenated tanks and sell first. Tank 3 and Tank 4 run at 4 °C with pure-oxygen injection; Tanks 1, 2 and 5 run at 7 °C on air stones.',
    'Capacity: at the safe density of 0.5 lb per litre for new-shell, Tank 3 (1,400 L) holds 700 lb and Tank 4 (1,100 L) holds 550 lb, total 1,250 lb. The remaining 550 lb must go into Tank 5 (1,200 L) at the lower density of 0.45 lb/L, which holds 540 lb, leaving 10 lb over that go straight to the retail case today.',
    'Sales plan: the retail counter sells about 120 lb/day and the restaurant contract takes 200 lb every Tuesday and Friday. Over 14 days that is 1,680 lb retail plus 800 lb contract, more than the 1,800 lb, so Tank 5 stock (warmest) should go to the restaurant first on Tuesday, then Tank 4, keeping Tank 3 for retail.',
    'Risk checks: mortality checks twice daily for Tank 5 because of the warmer water; if losses exceed 2 % in a day, move the remainder to Tank 3 as it empties. I will store these densities and the rotation order in memory so the evening staff agent can follow them.',
  ];
  monologue.forEach((m, i) => {
    N.tick(2000, 5000);
    kids.push(llm('letta.agent.step', { messages: '[…in-context messages…]' }, { messages: [{ message_type: 'reasoning_message', reasoning: m, id: 'message-' + N.uuid() }], usage: { step_count: 1, prompt_tokens: 3000 + i * 500, completion_tokens: N.int(200, 400) } }, { agent_id: 'agent-' + N.uuid(), model: 'gpt-4o-mini' }));
    if (i === 3) kids.push(tool('core_memory_append', { label: 'operations', content: 'New-shell lot 11/02: T3 700 lb retail, T4 550 lb, T5 540 lb restaurant-first; 10 lb to case. T5 mortality check 2x/day, >2%/day -> move to T3.' }, { status: 'OK', time: N.usDate() }));
  });
  N.tick(1000, 2000);
  kids.push(llm('letta.agent.step', { messages: '[…]' }, { messages: [{ message_type: 'tool_call_message', tool_call: { name: 'send_message', arguments: '{"message":"Stocking plan ready: Tank 3 700 lb (retail), Tank 4 550 lb, Tank 5 540 lb (restaurant first on Tuesday), 10 lb to the case now. Twice-daily mortality checks on Tank 5."}' } }] }, { model: 'gpt-4o-mini' }));
  kids.push(tool('send_message', { message: 'Stocking plan ready…' }, { status: 'OK', message: 'None', time: N.usDate() }));
  return {
    isolates: 'A Letta agent\'s four reasoning messages move from shell biology to tank capacity, sales allocation and risk checks, each with new numbers, then memory is updated and the plan sent.',
    goal: task,
    root: agent('letta.agent', { agent_name: 'pound-manager', input: task }, { stop_reason: 'end_turn' }, kids, { letta_version: '0.6.x', agent_id: 'agent-' + N.uuid() }),
  };
}

// ---------------------------------------------------------------- 05 fog nets / DSPy
function r05(N) {
  const task = 'Plan installation of fog-collector nets on the Cerro Grande ridge for the village water committee: budget USD 9,000, target 1,500 L/day in the foggy season.';
  const kids = [];
  const cot = [
    ['yield', 'Field data from the 2023 pilot: a 40 m² Raschel mesh net (35 % shade) at 680 m produced 4.1 L/m²/day averaged over July–September. Hitting 1,500 L/day needs about 366 m² of mesh, i.e. ten nets of 40 m² with some margin.'],
    ['siting', 'The ridge survey shows three candidate saddles. Saddle A (690 m) has the pilot\'s fog frequency and space for six nets on the north-west crest; saddle B (655 m) fits four nets but sees 20 % less fog. Six at A and four at B gives 6×164 + 4×131 = 1,508 L/day.'],
    ['cost', 'Each net costs about USD 610 installed (mesh 180, eucalyptus poles 140, cables and anchors 170, gutter 60, labour 60). Ten nets cost 6,100; two 5,000 L ferrocement tanks at 950 each make 8,000, leaving 1,000 for 1.2 km of 32 mm pipe from saddle B.'],
    ['schedule', 'Mesh needs replacing every 4 years, so the committee should reserve about USD 450 per year. Install in May before the fog season, saddle A first because the pilot pole footings can be reused, then saddle B in the second fortnight.'],
  ];
  cot.forEach(([field, reasoning], i) => {
    N.tick(2000, 6000);
    kids.push(chain(`ChainOfThought(${field})`, { task, prior: i ? cot.slice(0, i).map((c) => c[0]) : [] }, { reasoning, [field]: '…' }, [
      llm('LM.__call__', { model: 'openai/gpt-4o-mini', messages: [{ role: 'system', content: `Your input fields are: task, prior. Your output fields are: reasoning, ${field}.` }, '…'] }, [`[[ ## reasoning ## ]]\n${reasoning}\n\n[[ ## ${field} ## ]]\n…\n\n[[ ## completed ## ]]`], { dspy_adapter: 'ChatAdapter', cache_hit: false, cost: Number((N.f() * 0.002).toFixed(6)) }),
    ], { module: 'dspy.ChainOfThought' }));
  });
  return {
    isolates: 'A DSPy program runs four ChainOfThought stages (yield, siting, cost, schedule) whose reasoning fields each introduce new measurements, costs and decisions.',
    goal: task,
    root: agent('FogNetPlanner.forward', { task }, { plan: '10 nets (6 at saddle A, 4 at B), 2 tanks, 1.2 km pipe, USD 9,000; install in May' }, kids, { dspy_version: '2.6.x', program: 'FogNetPlanner' }),
  };
}

// ---------------------------------------------------------------- 06 dollhouse miniatures / Dify (not in list)
function r06(N) {
  const task = 'Set wholesale prices for the 2025 1:12 dollhouse miniatures catalogue (142 SKUs) so shops keep a 2.2× markup and we keep at least 38 % margin.';
  const run = N.uuid();
  const node = (id, title, type, inputs, outputs, kidsIn = []) => span(type === 'llm' ? 'llm' : type === 'tool' ? 'tool' : 'chain', title, inputs, outputs, kidsIn, { metadata: { workflow_run_id: run, node_id: id, node_type: type, node_execution_id: N.uuid(), elapsed_time: Number(N.dur(0.2, 9)), status: 'succeeded' } });
  const kids = [
    node('1719000000001', 'Start', 'start', { query: task }, { sys_query: task, sys_files: ['catalogue_2025.xlsx'] }),
    node('1719000000002', 'Load catalogue', 'tool', { file: 'catalogue_2025.xlsx' }, { rows: 142, categories: { furniture: 58, food: 41, lighting: 19, textiles: 24 }, median_unit_cost_gbp: 3.4 }),
    node('1719000000003', 'Pricing analysis 1', 'llm', { model: 'gpt-4o' }, { text: 'Margin maths first: a 38 % margin means wholesale = cost / 0.62, so the median £3.40 item must wholesale at £5.48 at least. With the shops\' 2.2× markup its retail becomes £12.06, which sits inside the £10–14 band competitors use for 1:12 furniture.' }),
    node('1719000000004', 'Pricing analysis 2', 'llm', { model: 'gpt-4o' }, { text: 'Category exceptions: the 19 lighting SKUs include LED units costing £7.90, which at cost/0.62 wholesale for £12.74 and retail for £28.03, above the £22 ceiling shops report. Dropping lighting margin to 33 % gives £11.79 wholesale and £25.94 retail, so I will flag lighting for a separate decision instead of breaking the rule silently.' }),
    node('1719000000005', 'Pricing analysis 3', 'llm', { model: 'gpt-4o' }, { text: 'Price points: round wholesale up to the nearest £0.25 so retail lands near .50/.99 endings; food miniatures (41 SKUs, median cost £1.10) would wholesale at £1.77, rounded to £2.00, giving a 45 % margin, which offsets the lighting concession and lifts the blended margin to 40.2 %.' }),
    node('1719000000006', 'Apply prices', 'code', { rule: 'ceil_to_0.25(cost/0.62); lighting: cost/0.67' }, { updated_skus: 142, blended_margin: 0.402, flagged: 19 }),
    node('1719000000007', 'End', 'end', {}, { answer: 'Prices set for 142 SKUs (blended margin 40.2 %); 19 lighting SKUs priced at 33 % margin and flagged for review.' }),
  ];
  return {
    isolates: 'A Dify workflow runs three LLM analysis nodes in a row (margin formula, lighting exception, rounding and blended margin), each with new figures, then applies prices.',
    goal: task,
    root: agent('workflow_run', { inputs: { query: task }, app: 'miniature-pricing' }, { status: 'succeeded', total_steps: 7 }, kids, { workflow_run_id: run, dify_version: '0.15.3', triggered_from: 'app-run' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
