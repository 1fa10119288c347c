import { kit, sys, user, asst } from './lib.mjs';
export const meta = { family: 'dense_planning_monologue', loop: false, stagnation: false,
  isolates: 'Healthy: several long reasoning steps in a row, each adding concrete new numbers, names or decisions, then action and completion.' };
export const rows = [
{ id: '01', domain: 'mezcal palenques (roast and distillation plan)', style: 'anthropic', goal: 'Plan next month\'s roasting and distillation schedule at the palenque for 14 t of espadín and 2 t of tobalá.',
  isolates: 'Anthropic extended thinking: four consecutive thinking blocks compute oven loads, fermentation days, still capacity and a calendar, each with new figures, then one tool call writes the plan.',
  build(N) { const K = kit('anthropic', N, 'claude-3-7-sonnet-20250219'); const ch = [];
    ch.push(K.tool('get_inventory', { palenque: 'San Baltazar' }, { pinas_t: { espadin: 14, tobala: 2 }, horno_capacity_t: 8, tinas: 12, tina_l: 1800, alambiques: 3, still_l: 350, updated: N.isoNoMs() }));
    const th = [
      'Oven holds 8 t, so espadín needs two roasts (8 t + 6 t) and tobalá fits in a third small roast of 2 t. Each roast is 4 days in the earth oven plus 1 day cooling, so roasts occupy days 1-5, 6-10 and 11-15 if run back to back.',
      'Milling with the tahona takes about 1 t per half day, so 8 t = 4 days, 6 t = 3 days, 2 t = 1 day. Fermentation in pine tinas runs 6-9 days this season (night temps ~12 °C); I\'ll plan 8. 12 tinas × 1.8 kL: the first roast fills 7 tinas, the second 5, so the tobalá must wait until tinas free up on day ~22.',
      'Distillation: 3 stills × 350 L, two passes. Roughly 10 kg piña per litre of 47% mezcal, so espadín yields ~1,400 L and tobalá ~160 L (lower yield, ~12.5 kg/L). At 2 runs/still/day, first pass ~2 days per tina batch. Ordering: espadín batch A stills days 14-19, batch B days 20-24, tobalá days 30-31 kept separate with a cleaned still (alambique #3).',
      'Calendar decision: roast A starts Mon 2 Jun, roast B 7 Jun, tobalá roast 16 Jun (to line up with tinas 1-2 freeing). Wood: ~1 t encino per roast, so order 3 t from Don Efrén by 30 May. Labour peaks days 14-24 with 3 maestros; Juan covers the tobalá run alone.'];
    th.forEach((t, i) => ch.push(K.llm({ messages: [user('Plan next month\'s roasts and distillation')], thinking: { type: 'enabled', budget_tokens: 6000 } }, { content: [{ type: 'thinking', thinking: t, signature: N.b62(40) }], stop_reason: i === 3 ? 'tool_use' : 'pause_turn' })));
    ch.push(K.tool('write_schedule', { roasts: ['2025-06-02', '2025-06-07', '2025-06-16'], stills: { A: '14-19', B: '20-24', tobala: '30-31 (#3)' }, wood_t: 3 }, { sheet: `https://docs.example/s/${N.b62(16)}`, saved: N.httpDate() }));
    ch.push(K.llm({ messages: ['...'] }, { content: [{ type: 'text', text: 'Schedule written: three roasts (2, 7, 16 June), distillation in two espadín blocks plus a separate tobalá run on still #3; expected ~1,400 L espadín and ~160 L tobalá. Order 3 t of oak firewood by 30 May.' }], stop_reason: 'end_turn' }));
    return K.agent('palenque-planner', { month: '2025-06' }, { status: 'done' }, ch); } },
{ id: '02', domain: 'geyser observation (visitor viewing windows)', style: 'dspy', goal: 'Publish tomorrow\'s predicted eruption viewing windows for three geysers on the visitor board.',
  isolates: 'DSPy ChainOfThought modules: consecutive rationale fields each derive a different geyser\'s window from its own interval statistics, then a final module publishes.',
  build(N) { const K = kit('dspy', N, 'openai/gpt-4o-mini'); const ch = [];
    ch.push(K.tool('fetch_intervals', { geysers: ['Ridge', 'Teakettle', 'Old Copper'], last: 20 }, { Ridge: { mean_min: 92, sd: 6, last: '06:41' }, Teakettle: { mean_min: 37, sd: 11, last: '07:05' }, 'Old Copper': { bimodal: [64, 88], last_duration_s: 190, last: '06:58' }, source: 'logger-net', pulled: N.isoNoMs() }));
    const r = ['Ridge: mean 92 min, sd 6, last 06:41 → next 08:13 ± 12 (2 sd). Windows for daylight 08:00-18:00: 08:13, 09:45, 11:17, 12:49, 14:21, 15:53, 17:25, publishing ±12 min.',
      'Teakettle is irregular (sd 11 on mean 37); ±22 min windows would overlap, so instead publish "about every 35-40 min" with no fixed times, and mark it as frequent.',
      'Old Copper is bimodal: after long eruptions (>150 s) the next comes in ~88 min, after short ones ~64. Last was 190 s at 06:58 → 08:26 ± 10. Only the next one can be predicted; publish one window plus "updated hourly".',
      'Board layout: Ridge gets the full list; Teakettle a frequency line; Old Copper a single window with the update note. Ranger note: Ridge 12:49 clashes with the boardwalk talk, move talk to 13:15.'];
    r.forEach((x, i) => ch.push(K.llm({ signature: 'intervals, geyser -> reasoning, windows', demos: 3 }, { reasoning: x, windows: i }, { 'dspy.module': 'ChainOfThought', lm: 'openai/gpt-4o-mini' })));
    ch.push(K.tool('publish_board', { date: 'tomorrow', items: 3 }, `HTTP/1.1 201 Created\nLocation: /boards/visitor/${N.int(1000, 9999)}\nETag: ${N.etag()}\nDate: ${N.httpDate()}`));
    return K.agent('Predict(GeyserBoard)', { date: 'tomorrow' }, { published: true }, ch); } },
{ id: '03', domain: 'salt mine tourism (tour capacity plan)', style: 'openai-responses', goal: 'Set the tour slot capacity plan for the salt mine\'s summer season within the lift and ventilation limits.',
  isolates: 'OpenAI Responses API output: successive reasoning items each derive a new limit (lift throughput, ventilation, guide count, chapel dwell time) before one write call.',
  build(N) { const K = kit('openai-responses', N, 'o4-mini'); const ch = [];
    ch.push(K.tool('get_constraints', { mine: 'Wieliska-Nowa' }, { lift_cage_persons: 18, lift_cycle_min: 4, vent_max_underground: 420, guides_summer: 22, chapel_dwell_min: 20, route_km: 3.2 }));
    const r = ['Lift: 18 persons per 4-minute cycle = 270 persons/hour down, shared with staff changes at :00, so plan 240/h for visitors.',
      'Ventilation caps 420 people underground. Tours last 2 h 10 min, so at 240/h arrivals the underground count would reach ~520: need to cut to 190/h (≈410 steady state).',
      'Guides: 22 on summer roster, max 35 per group, each guide does 3 tours/day. 190/h over 9 opening hours = 1,710 visitors/day → 49 groups → 17 guides needed, 5 spare for languages (EN, DE, PL, ES, FR).',
      'Chapel hall holds 140; at 20 min dwell that fits 4 groups per 20 min, fine at 190/h. Decision: slots every 10 min, 32 people per slot, total 1,728/day; EN slots every 20 min.'];
    ch.push(K.llm({ input: [{ role: 'user', content: 'Plan summer tour capacity' }], reasoning: { effort: 'high' } }, { id: N.reqId('resp_'), output: [...r.map((t) => ({ type: 'reasoning', summary: [{ type: 'summary_text', text: t }] })), { type: 'function_call', name: 'save_capacity_plan', arguments: '{"slot_min":10,"per_slot":32,"daily":1728}', call_id: 'call_' + N.b62(20) }] }));
    ch.push(K.tool('save_capacity_plan', '{"slot_min":10,"per_slot":32,"daily":1728}', { saved: true, version: N.int(3, 12), booking_engine_sync: N.jobId('sync') }));
    ch.push(K.llm({ input: ['...'] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Summer plan saved: 10-minute slots of 32 visitors (1,728/day), capped by ventilation (≤420 underground), 17 guides scheduled plus 5 language spares.' }] }], status: 'completed' }));
    return K.agent('responses.create', { model: 'o4-mini' }, { status: 'completed' }, ch); } },
{ id: '04', domain: 'rag rug co-op (loom and dye allocation)', style: 'letta', goal: 'Allocate the co-op\'s 5 looms and dye days for 40 rag rug orders due before the autumn fair.',
  isolates: 'Letta agent: inner_monologue steps in a row, each fixing a different part of the plan (order mix, warp lengths, dye batches, loom assignment), with a core-memory update and a send_message at the end.',
  build(N) { const K = kit('letta', N, 'letta/letta-free'); const ch = [];
    ch.push(K.tool('archival_memory_search', { query: 'autumn fair rug orders' }, { results: [{ text: '40 orders: 22 runner 70x200, 12 round 120cm, 6 large 160x230', timestamp: N.logTs() }] }));
    const m = ['22 runners, 12 rounds, 6 large. Rounds are braided by hand, not on looms, so only 28 rugs need loom time.',
      'Warp: a 70x200 runner needs ~2.6 m warp incl. fringe; 160x230 needs ~3 m on the wide loom only (loom 5 is the only 180 cm loom). So the 6 large rugs all go to loom 5, ~2 days each = 12 days.',
      'Dye: orders use 9 colourways; indigo and madder are shared by 15 runners, so two big dye days (indigo Tue 2 Sep, madder Thu 4 Sep) cover them; the other 7 colours fit one mixed dye day on 9 Sep.',
      'Looms 1-4 take the 22 runners at ~1.5 days each = 33 loom-days / 4 = 8-9 days each; starting 3 Sep they finish by 15 Sep, leaving a week before the fair on 22 Sep. Braiders (Ana, Mirela) take the 12 rounds.'];
    m.forEach((t) => ch.push(K.llm({ messages: [user('Allocate looms and dye days for fair orders')] }, { messages: [{ message_type: 'reasoning_message', reasoning: t, id: 'message-' + N.uuid() }] })));
    ch.push(K.tool('core_memory_append', { label: 'plan', content: 'Loom5: 6 large; L1-4: 22 runners from 3 Sep; dye 2/4/9 Sep; rounds: Ana, Mirela' }, { status: 'OK', time: N.offsetTs('+02:00') }));
    ch.push(K.tool('send_message', { message: 'Plan set: loom 5 takes the 6 large rugs, looms 1-4 split the 22 runners from 3 Sep (done ~15 Sep), dye days 2, 4 and 9 Sep, Ana and Mirela braid the 12 rounds.' }, { status: 'OK', time: N.offsetTs('+02:00') }));
    return K.agent('letta-agent', { agent_id: 'agent-' + N.uuid() }, { stop_reason: 'end_turn', usage: { step_count: 7 } }, ch); } },
{ id: '05', domain: 'singing bowls import (container consolidation)', style: 'otel-genai', goal: 'Plan the consolidated sea shipment of hand-hammered singing bowls from three Kathmandu workshops.',
  isolates: 'OTel GenAI chat spans: four long assistant messages in a row work out volumes, packing, HS codes and booking, each with new numbers, then the booking tool is called.',
  build(N) { const K = kit('otel-genai', N); const ch = [];
    ch.push(K.tool('get_supplier_lists', { workshops: ['Patan Metal', 'Bhaktapur Sound', 'Kirtipur Bowls'] }, `[{"w":"Patan Metal","bowls":420,"avg_kg":1.1},{"w":"Bhaktapur Sound","bowls":260,"avg_kg":1.6},{"w":"Kirtipur Bowls","bowls":180,"avg_kg":0.8}]`));
    const t = ['Totals: 860 bowls, 462 + 416 + 144 = 1,022 kg net. Packed 6 per carton (48x48x30 cm, 0.069 m³) with cotton wrap gives 144 cartons ≈ 9.9 m³, gross ~1,180 kg.',
      '9.9 m³ is too small for a 20\' FCL (33 m³) to be economic; LCL from Kolkata at ~$95/m³ ≈ $940 versus FCL ~$2,300. Choose LCL via Birgunj dry port to Kolkata.',
      'HS code 8306.29 (ornaments of base metal) vs 9206 (percussion instruments): bowls sold with strikers are classified as 9206.00 in EU BTI rulings; duty 3.2% vs 0% for 8306.29. Use 9206.00 to match the BTI and avoid reclassification.',
      'Timeline: collection Patan 12 Jun, Bhaktapur 13 Jun, Kirtipur 13 Jun; trucking to Birgunj 2 days; Kolkata CFS cut-off 20 Jun for the 24 Jun sailing, ETA Hamburg ~2 Aug.'];
    t.forEach((x) => ch.push(K.llm({ messages: [user('Plan the bowl consolidation shipment')] }, { role: 'assistant', content: x })));
    ch.push(K.tool('book_lcl', { origin: 'INCCU', dest: 'DEHAM', cbm: 9.9, kg: 1180, hs: '9206.00', cutoff: '2025-06-20' }, { booking: `KOL${N.int(1000000, 9999999)}`, vessel: 'MSC ' + N.pick(['Anisha', 'Leona', 'Tina']), voyage: `${N.int(100, 999)}W`, quote_usd: 944, created: N.iso() }));
    return K.agent('import-planner', { shipment: 'bowls-summer' }, { booked: true }, ch); } },
{ id: '06', domain: 'compass calibration (marine compass service lab)', style: 'smolagents', goal: 'Produce the deviation card for the yacht "Merlin\'s" steering compass from the swing data.',
  isolates: 'smolagents: several long Thought blocks each compute a different coefficient (A, B, C, D, E) from the swing readings before code builds the card.',
  build(N) { const K = kit('smolagents', N, 'meta-llama/Llama-3.3-70B-Instruct'); const ch = [];
    ch.push(K.tool('load_swing', { vessel: 'Merlin', date: '2025-04-18' }, { headings_magnetic: [0, 45, 90, 135, 180, 225, 270, 315], deviations_deg: [1.5, 3.0, 4.0, 2.5, -0.5, -2.0, -2.0, -0.5], swung_by: 'P. Aske', log: N.tmp('.csv') }));
    const t = ['Coefficient A = mean of the eight deviations = (1.5+3+4+2.5-0.5-2-2-0.5)/8 = 6/8 = 0.75°, a small constant, probably lubber line misalignment.',
      'B (sin term) = (dev 90 - dev 270)/2 = (4 - (-2))/2 = 3.0°. C (cos term) = (dev 0 - dev 180)/2 = (1.5 - (-0.5))/2 = 1.0°. B dominates: fore-aft permanent magnetism, likely the new engine panel.',
      'D = (dev45 + dev225 - dev135 - dev315)/4 = (3 - 2 - 2.5 + 0.5)/4 = -0.25°; E = (dev0 + dev180 - dev90 - dev270)/4 = (1.5 - 0.5 - 4 + 2)/4 = -0.25°. Both negligible, no quadrantal correctors needed.',
      'Card at 15° steps from A + B sinθ + C cosθ; max deviation ~3.9° near 075°. Recommend adjusting the B corrector magnets to bring B under 1°, then re-swing; for now issue the card with a "re-swing after correction" note.'];
    t.forEach((x) => ch.push(K.llm({ messages: [user('Make Merlin\'s deviation card')] }, `Thought: ${x}`)));
    ch.push(K.llm({ messages: ['...'] }, 'Code:\n```py\nimport math\ncard = {h: round(0.75 + 3.0*math.sin(math.radians(h)) + 1.0*math.cos(math.radians(h)),1) for h in range(0,360,15)}\nfinal_answer(card)\n```<end_code>'));
    ch.push(K.tool('python_interpreter', { code: 'card = {...}; final_answer(card)' }, `Execution logs:\nOut - Final answer: {0: 1.8, 15: 2.5, 30: 3.1, 45: 3.5, 60: 3.8, 75: 3.9, 90: 3.8, ...}`));
    return K.agent('CodeAgent', { task: 'Deviation card for Merlin' }, { final_answer: 'card with A 0.75, B 3.0, C 1.0' }, ch); } },
];
