import { agent, llm, tool, span, oaCall, tlMeta, tlLLM, tlTool, bt, aText, aTool, aResult } from './lib.mjs';

export const family = {
  name: 'progressing_planning_monologue',
  loop: false,
  stagnation: false,
  isolates: 'Several long reasoning steps in a row, each adding concrete new content (numbers, names, decisions), ending in a finished plan.',
};

export const rows = [
  {
    n: '01', domain: 'stadium mascot performer bookings', style: 'Anthropic Messages API logs (extended thinking)',
    isolates: 'Four consecutive long thinking/text steps build a mascot rota (shift counts, heat-break rules, named performers, a reserve), then the rota is saved.',
    goal: 'Plan the mascot performer rota for Riverside FC\'s six August home games so that "Barney the Badger" is always in costume with heat-safety breaks respected.',
    build: (c) => {
      const sys = 'You schedule mascot performers for Riverside FC. Heat rule: max 25 minutes in suit, then a 15-minute break.';
      const meta = () => ({ 'request-id': c.req('req_01', 22), date: c.http(), latency_ms: c.int(3000, 14000) });
      const res = (content, stop = 'end_turn') => ({ id: c.msgId(), type: 'message', role: 'assistant', model: 'claude-sonnet-4-20250514', content, stop_reason: stop, usage: { input_tokens: c.int(2000, 6000), output_tokens: c.int(300, 1200) } });
      const get = aTool(c, 'get_performers', { month: '2025-08' });
      const perf = { performers: [{ name: 'Jade Morley', available: ['Aug 2', 'Aug 9', 'Aug 16', 'Aug 30'] }, { name: 'Tomasz Bielak', available: ['Aug 2', 'Aug 16', 'Aug 23', 'Aug 27', 'Aug 30'] }, { name: 'Keisha Dunn', available: ['Aug 9', 'Aug 23', 'Aug 27'] }], fixtures: ['Aug 2 15:00', 'Aug 9 15:00', 'Aug 16 17:30', 'Aug 23 15:00', 'Aug 27 19:45 (cup)', 'Aug 30 12:30'] };
      const T1 = 'Each fixture needs Barney visible from 45 minutes before kick-off through the half-time show, roughly 120 minutes of coverage, and with 25 minutes in suit followed by 15 out, one performer delivers about 75 minutes of suit time, so every match needs two performers alternating plus overlap for the half-time penalty shootout.';
      const T2 = 'Matching availability: Aug 2 Jade and Tomasz, Aug 9 Jade and Keisha, Aug 16 Jade and Tomasz, Aug 23 Tomasz and Keisha, Aug 27 Tomasz and Keisha for the evening cup tie, Aug 30 Jade and Tomasz; every fixture has exactly two people, so there is no slack if anyone falls ill.';
      const T3 = 'The Aug 30 kick-off is 12:30 in forecast heat, so I will shorten suit stints there to 20 minutes and ask the stewards for the shaded tunnel as a cooling point, and because nobody is spare I should propose the academy volunteer Callum Reyes, who did the junior costume last season, as reserve.';
      const T4 = 'Hours check: Jade works four games at about 2.5 hours paid each, 10 hours; Tomasz five games, 12.5 hours; Keisha three games, 7.5 hours; total 30 hours at the 14.20 pound rate is 426 pounds, under the 500 pound August budget, leaving 74 pounds for the reserve briefing.';
      const m1 = [{ role: 'user', content: 'Plan Barney the Badger\'s August rota.' }];
      const m2 = [...m1, { role: 'assistant', content: [get] }, { role: 'user', content: [aResult(get.id, JSON.stringify(perf))] }];
      const save = aTool(c, 'save_rota', { month: '2025-08', rota: { 'Aug 2': ['Jade', 'Tomasz'], 'Aug 9': ['Jade', 'Keisha'], 'Aug 16': ['Jade', 'Tomasz'], 'Aug 23': ['Tomasz', 'Keisha'], 'Aug 27': ['Tomasz', 'Keisha'], 'Aug 30': ['Jade', 'Tomasz'] }, reserve: 'Callum Reyes', notes: 'Aug 30: 20-min stints, tunnel cooling point' });
      return agent('agent_loop', { task: m1[0].content }, { final: 'Rota saved; budget 426 of 500 GBP.' }, [
        llm('POST /v1/messages', { model: 'claude-sonnet-4-20250514', system: sys, messages: m1 }, res([aText('Fetching availability and fixtures.'), get], 'tool_use'), meta()),
        tool('get_performers', get.input, perf),
        llm('POST /v1/messages', { model: 'claude-sonnet-4-20250514', system: sys, messages: m2, thinking: { type: 'enabled', budget_tokens: 6000 } }, res([{ type: 'thinking', thinking: T1, signature: c.alnum(32) }, { type: 'thinking', thinking: T2, signature: c.alnum(32) }, aText(T3), aText(T4), save], 'tool_use'), meta()),
        tool('save_rota', save.input, { saved: true, rota_id: 'ROTA-' + c.upper(6), version: 1, saved_at: c.iso() }),
        llm('POST /v1/messages', { model: 'claude-sonnet-4-20250514', system: sys, messages: [...m2, { role: 'assistant', content: [save] }] }, res([aText('Saved the August rota: two performers per fixture, shorter 20-minute stints on the hot 12:30 game, Callum Reyes as reserve, 30 paid hours (GBP 426 of 500).')]), meta()),
      ], { runner: 'club-ops-bot' });
    },
  },
  {
    n: '02', domain: 'bamboo plantation harvest rotation', style: 'Agno (phidata) run response with reasoning_steps',
    isolates: 'Agno reasoning steps move from culm age counts, to a per-block quota, to a crew assignment and a transport plan, each step with new figures, then the plan is returned.',
    goal: 'Plan the next 8-week harvest rotation for the Moso bamboo blocks at Terra Verde plantation without cutting culms younger than 4 years.',
    build: (c) => {
      const inv = { blocks: [{ id: 'B1', ha: 3.2, culms_4y_plus: 5200 }, { id: 'B2', ha: 2.6, culms_4y_plus: 3100 }, { id: 'B3', ha: 4.1, culms_4y_plus: 7400 }, { id: 'B4', ha: 1.9, culms_4y_plus: 900 }], mill_capacity_per_week: 1500, crews: ['Ruiz', 'Okoro', 'Tanaka'] };
      const steps = [
        { title: 'Harvestable stock', reasoning: 'Blocks B1 to B4 hold 16,600 culms aged four years or more in total; B4 has only 900 on 1.9 hectares, which is below the 600 per hectare density we keep as standing stock, so B4 is rested this rotation and the pool becomes 15,700 culms across B1, B2 and B3.', action: 'exclude B4', confidence: 0.9 },
        { title: 'Quota per block', reasoning: 'Taking one third of mature culms keeps the stand healthy: B1 gives 1,730, B2 gives 1,030, B3 gives 2,460, so 5,220 culms over eight weeks, which is about 650 a week and comfortably under the 1,500 per week mill capacity, leaving room for the mill\'s outside suppliers.', action: 'set quotas', confidence: 0.85 },
        { title: 'Crew assignment', reasoning: 'Tanaka\'s crew is fastest on the steep terraces of B3 and takes weeks 1 to 4 there; Ruiz covers B1 in weeks 1 to 3 then joins B3 in week 5; Okoro handles B2 in weeks 4 to 6, so no block has two crews at once except the week 5 B3 overlap, which is intentional for the 2,460 quota.', action: 'assign crews', confidence: 0.8 },
        { title: 'Transport', reasoning: 'Culms leave on the 7-tonne flatbed at roughly 220 culms per load, so 5,220 culms need 24 loads, about three per week; B3 loads go out Tuesdays and Thursdays because the river ford is closed Mondays for the water board survey, and weeks 7 and 8 are buffer for rain delays.', action: 'finalise', confidence: 0.85 },
      ];
      const k = [tool('get_inventory', { plantation: 'terra-verde' }, inv, { tool_call_id: c.callId(), tool_name: 'get_inventory', tool_args: { plantation: 'terra-verde' }, tool_call_error: false, metrics: { time: 0.21 }, created_at: c.epoch() })];
      for (const s of steps) { c.adv(8); k.push(llm('reasoning_step', { title: s.title }, { title: s.title, reasoning: s.reasoning, action: s.action, result: null, next_action: 'continue', confidence: s.confidence }, { model: 'deepseek-reasoner', reasoning_agent: 'Reasoning Agent' })); }
      k.push(llm('OpenAIChat.response', { messages: '[...]' }, { content: 'Rotation plan: rest B4; quotas B1 1,730 / B2 1,030 / B3 2,460 (5,220 culms); Tanaka B3 wk1-4, Ruiz B1 wk1-3 then B3 wk5, Okoro B2 wk4-6; 24 flatbed loads, B3 on Tue/Thu; weeks 7-8 buffer.' }, { model: 'gpt-4o' }));
      return agent('Agent.run', { message: 'Plan the next 8-week harvest rotation.' }, { content_type: 'str', event: 'RunCompleted', reasoning_steps: steps.length }, k, { run_id: c.uuid(), agent_id: 'plantation-planner', reasoning: true, session_id: c.uuid() });
    },
  },
  {
    n: '03', domain: 'tropical fish wholesale shipments', style: 'Braintrust spans',
    isolates: 'A long chain of planning steps works out box counts, oxygen/transit limits, airline routing and a split order, each adding new numbers, then books the consolidation.',
    goal: 'Consolidate three retailer orders of Amazon tetras, discus and plecos into the fewest insulated boxes that can fly from Manaus to Lisbon within safe bag-transit time.',
    build: (c) => {
      const orders = { orders: [{ shop: 'AquaMundo Porto', items: { cardinal_tetra: 600, discus: 12 } }, { shop: 'Peixe Vivo Lisboa', items: { cardinal_tetra: 400, l046_pleco: 20 } }, { shop: 'Reef&Rio Coimbra', items: { discus: 18, cardinal_tetra: 200 } }] };
      const steps = [
        'Cardinal tetras total 1,200 across the three shops; at our standard 100 per bag and 4 bags per box that is 3 boxes, while the 30 discus need single bags of one fish each at 8 bags per box, so 4 boxes, and the 20 L046 plecos go 2 per bag in tubes, 10 bags, which fits in one box with padding.',
        'That gives 8 boxes; Manaus to Lisbon has no direct cargo so the routing is Manaus to Guarulhos on LATAM cargo and then TAP to Lisbon, around 31 hours door to door, and our bags are only rated for 36 hours with pure oxygen, leaving a 5-hour margin that the Guarulhos transfer could eat.',
        'To protect the discus, which suffer most from long transit, I will double-bag them with a Brightwell ammonia binder and ship them on the Tuesday rotation that has a 3-hour connection instead of 7, which cuts the total to about 27 hours and the margin to 9 hours.',
        'Splitting by shop after Lisbon: Porto gets 6 tetra bags plus 12 discus, Lisbon keeps 4 tetra bags and the plecos, Coimbra 2 tetra bags plus 18 discus; Coimbra and Porto go north together on the same refrigerated van, so only two onward legs are needed.',
      ];
      const k = [bt(c, 'tool', 'get_open_orders', { week: 'W36' }, orders)];
      for (const s of steps) k.push(bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'Keep planning the consolidation.' }], [{ role: 'assistant', content: s }], [], { model: 'o3' }));
      const book = { boxes: 8, route: ['MAO-GRU LA8071', 'GRU-LIS TP082'], departure_day: 'Tuesday', onward: [['Porto', 'Coimbra'], ['Lisboa']] };
      k.push(bt(c, 'tool', 'book_consolidation', book, { awb: `047-${c.int(10000000, 99999999)}`, status: 'CONFIRMED', cutoff: c.isoOff(-4) }));
      k.push(bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'Summarise.' }], [{ role: 'assistant', content: 'Booked 8 boxes on the Tuesday MAO-GRU-LIS rotation (about 27 h transit), discus double-bagged with ammonia binder, then two onward vans: Porto+Coimbra and Lisboa.' }], [], { model: 'o3' }));
      return bt(c, 'task', 'plan_consolidation', { week: 'W36' }, { booked: true }, k, { project: 'amazonas-wholesale' });
    },
  },
  {
    n: '04', domain: 'gold panning tour capacity', style: 'Dify workflow node runs (chained LLM nodes)',
    isolates: 'Four chained LLM nodes each add something concrete (trough capacity, guide ratios, bus slots, pricing) to a panning-tour capacity plan; the End node returns the plan.',
    goal: 'Work out how many gold-panning tour places Eldorado Creek Heritage Park can sell per day in July and at what price to cover the extra guide.',
    build: (c) => {
      const wf = c.uuid(); let idx = 1;
      const md = (type, title, extra = {}) => ({ node_type: type, title, index: idx++, workflow_run_id: wf, node_execution_id: c.uuid(), status: 'succeeded', elapsed_time: +(c.rand() * 6 + 1).toFixed(6), created_at: c.epoch(), ...extra });
      const n = (title, text) => span('llm', title, { model: { provider: 'openai', name: 'gpt-4o' }, prompt_template: '{{#sys.query#}} {{#previous.text#}}' }, { text }, [], { metadata: md('llm', title, { execution_metadata: { total_tokens: c.int(800, 2400), total_price: '0.0' + c.int(10, 99), currency: 'USD' } }) });
      return agent('Dify workflow run', { inputs: { month: 'July', park: 'Eldorado Creek' } }, { status: 'succeeded', outputs: { places_per_day: 96, price_usd: 24 } }, [
        span('chain', 'Start', { month: 'July' }, { month: 'July' }, [], { metadata: md('start', 'Start') }),
        span('tool', 'Knowledge Retrieval', { query: 'panning trough specs guide ratio' }, { result: [{ content: 'Sluice trough A: 16 stations. Trough B: 12 stations. Ratio 1 guide per 14 panners (insurance).', score: 0.82 }] }, [], { metadata: md('knowledge-retrieval', 'Knowledge Retrieval') }),
        n('Capacity', 'The two troughs give 28 stations; a session lasts 50 minutes plus a 10-minute changeover, so from 9:00 to 17:00 with a 13:00 lunch closure there are 7 sessions, which is 196 station-sessions a day if every station is full.'),
        n('Guides', 'Insurance caps each guide at 14 panners, so 28 stations need 2 guides per session; we currently have 2 guides for 6 sessions each, so sessions 7 and any cover for breaks need a third seasonal guide at 19 dollars an hour for 8 hours, 152 dollars a day.'),
        n('Transport', 'The park shuttle seats 24 and runs hourly from the visitor centre, so the real limit is 24 arrivals per session; with 7 sessions that is 168, but 4 sessions clash with the mine-tour shuttle, cutting those to 12 seats, which gives 3 x 24 + 4 x 6 = 96 places we can actually sell.'),
        n('Pricing', 'Selling 96 places with the historical 80 percent July fill means about 77 panners a day; the extra guide costs 152 dollars, which is about 2 dollars per panner, so raising the price from 22 to 24 dollars covers him with a little margin for the replacement gold-flake vials.'),
        span('chain', 'End', { places_per_day: 96, price_usd: 24 }, { places_per_day: 96, price_usd: 24, extra_guide: true }, [], { metadata: md('end', 'End') }),
      ], { workflow_run_id: wf, total_steps: idx - 1 });
    },
  },
  {
    n: '05', domain: 'rabbit show judging schedule', style: 'OpenLLMetry / Traceloop',
    isolates: 'Successive long model turns allocate breeds to judges, handle a conflict of interest, set table times and plan Best in Show, each with new names and numbers, then the schedule is published.',
    goal: 'Build the judging schedule for the Wessex Fancy Rabbit Show: 214 entries across 11 breeds, 3 judges, one day.',
    build: (c) => {
      const sys = { role: 'system', content: 'You organise the Wessex Fancy Rabbit Show. Judges average 90 seconds per exhibit including handling.' };
      const ent = { entries: { 'Netherland Dwarf': 38, 'Mini Lop': 41, 'Dutch': 22, 'Rex': 19, 'Lionhead': 27, 'English Spot': 11, 'Polish': 14, 'Himalayan': 9, 'Harlequin': 8, 'Satin': 12, 'Flemish Giant': 13 }, judges: ['Mrs P. Harker', 'Mr D. Osei', 'Ms L. Fenwick'], conflicts: [{ judge: 'Mr D. Osei', breed: 'Lionhead', reason: 'own stud entries' }] };
      const g = oaCall(c, 'get_entries', { show: 'wessex-2025' });
      const k = [tlLLM(c, { messages: [sys, { role: 'user', content: 'Build the judging schedule.' }], toolCalls: [g] }), tlTool(c, 'get_entries', { show: 'wessex-2025' }, ent)];
      const texts = [
        'At 90 seconds per exhibit the 214 entries need about 321 judge-minutes, roughly 107 minutes each if shared evenly, so three judges can finish breed classes by late morning if we start at 9:30 and keep each judge near 70 exhibits.',
        'Mr Osei cannot judge Lionheads because of his own stud entries, so Mrs Harker takes Lionhead 27 plus Netherland Dwarf 38 and Polish 14 for 79 exhibits, Mr Osei takes Mini Lop 41, Dutch 22 and Himalayan 9 for 72, and Ms Fenwick takes Rex 19, English Spot 11, Harlequin 8, Satin 12 and Flemish Giant 13 for 63.',
        'Mrs Harker at 79 exhibits needs about 119 minutes, so her table runs 9:30 to 11:30; Mr Osei finishes near 11:20 and Ms Fenwick near 11:05, so Ms Fenwick should also judge the 9 juvenile pairs class from 11:10 to 11:25 to balance the morning.',
        'Best in Show needs all three judges and a neutral referee in case of a tie, so I will ask the club secretary Mr Alan Pike to referee at 12:15 after a 30-minute lunch, with breed winners benched on table 4 by 12:00 and results printed for the 13:00 presentation.',
      ];
      for (const t of texts) k.push(tlLLM(c, { messages: [sys, { role: 'user', content: 'continue' }], text: t }));
      const p = oaCall(c, 'publish_schedule', { show: 'wessex-2025', tables: { 1: 'Harker', 2: 'Osei', 3: 'Fenwick' }, bis: '12:15', referee: 'Alan Pike' });
      k.push(tlLLM(c, { messages: [sys], toolCalls: [p] }), tlTool(c, 'publish_schedule', JSON.parse(p.function.arguments), { url: 'https://wessexrabbits.example/schedule-2025.pdf', published_at: c.iso() }));
      return agent('show_schedule.workflow', { show: 'wessex-2025' }, { published: true }, k, tlMeta('workflow', 'show_schedule', { show: 'wessex-2025' }, { published: true }));
    },
  },
  {
    n: '06', domain: 'bagged ice delivery routes', style: 'Pydantic AI (Logfire spans)',
    isolates: 'A Pydantic AI agent reasons through demand, truck cold capacity, route order and a heatwave contingency in successive long steps with new figures, then returns a typed route plan.',
    goal: 'Plan the Saturday bagged-ice delivery routes for Polar Cube Ice during the heatwave: 31 stores and 2 refrigerated trucks.',
    build: (c) => {
      const dem = { stores: 31, bags_ordered: 4620, zones: { north: 1840, coast: 1960, inland: 820 }, trucks: [{ id: 'PC-1', capacity_bags: 2600 }, { id: 'PC-2', capacity_bags: 2200 }], forecast_high_c: 36 };
      const steps = [
        'Orders total 4,620 bags against 4,800 bags of truck capacity, only 180 spare, so there is no room for the usual walk-in top-ups unless we do a second run; coast stores alone ordered 1,960 bags because of the beach crowds at 36 degrees.',
        'PC-1 with 2,600 bags takes the coast zone first at 1,960 and then the five inland stores closest to the coast road worth 560, finishing at 2,520; PC-2 takes north at 1,840 plus the remaining inland 260, which is 2,100, leaving PC-2 100 spare bags for top-ups.',
        'Coast stores open at 7:00 and sell out by noon in a heatwave, so PC-1 must leave the plant by 5:30 and hit the boardwalk kiosks first; north supermarkets have freezers that hold stock all day, so PC-2 can leave at 7:00 after the second freezer cycle finishes.',
        'As a contingency, if coast stores call for more by 13:00 PC-1 returns empty around 12:30 and can reload 1,200 bags from the plant store, which has 1,500 bags from the overnight run, for an afternoon coast run finishing around 16:00.',
      ];
      const k = [span('tool', 'running tool: get_demand', { store_group: 'all', date: 'saturday' }, dem, [], { metadata: { 'gen_ai.tool.name': 'get_demand', 'logfire.msg': 'running tool: get_demand', 'logfire.span_type': 'span', tool_call_id: c.callId() } })];
      for (const s of steps) { c.adv(10); k.push(llm('chat gpt-4.1', { 'gen_ai.input.messages': '[...]' }, { parts: [{ part_kind: 'text', content: s }] }, { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4.1', 'gen_ai.usage.input_tokens': c.int(900, 3500), 'gen_ai.usage.output_tokens': c.int(80, 260), 'logfire.msg': 'chat gpt-4.1' })); }
      k.push(llm('chat gpt-4.1', { 'gen_ai.input.messages': '[...]' }, { parts: [{ part_kind: 'tool-call', tool_name: 'final_result', args: { routes: [{ truck: 'PC-1', depart: '05:30', zones: ['coast', 'inland-south'], bags: 2520 }, { truck: 'PC-2', depart: '07:00', zones: ['north', 'inland-north'], bags: 2100 }], contingency: 'PC-1 afternoon coast reload 1,200 bags if called by 13:00' } }] }, { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4.1', 'logfire.msg': 'chat gpt-4.1' }));
      return agent('agent run', { user_prompt: 'Plan Saturday routes for the heatwave.' }, { output: 'RoutePlan(routes=[...2 routes], contingency=...)' }, k, { 'logfire.msg': 'route_planner run', 'agent_name': 'route_planner', 'model_name': 'gpt-4.1', 'logfire.span_type': 'span', 'service.name': 'polar-cube-ops' });
    },
  },
];
