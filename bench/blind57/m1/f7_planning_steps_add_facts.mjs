import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'planning_steps_add_facts';
export const meta = { loop: false, stagnation: false, isolates: 'several long reasoning steps in a row, each adding concrete new numbers, names or decisions' };
const mono = (S, r, model, steps, final) => [...steps.map((t) => llm(S, r, { model, messages: [{ role: 'user', content: 'continue planning' }], ...(S === 'anthropic' || S === 'claude_sdk' || S === 'responses' ? { reasoning: t } : { text: t }) }).span), llm(S, r, { model, text: final }).span];
export const rows = [
{ id: '01', domain: 'mobile blood-pressure screening van routes', style: 'anthropic',
  isolates: 'Four long thinking blocks in a row plan a screening-van week; each adds new villages, hours, staffing or a decision.',
  goal: 'Plan next week\'s route for the blood-pressure screening van across the five upland villages.',
  build(r) { return agentSpan('screening-planner', { goal: this.goal }, { status: 'done' }, mono('anthropic', r, 'claude-3-5-sonnet-20241022', [
    'Villages and expected attendance from last quarter: Brackenhope 64, Lowther Cross 41, Skelby 23, Fellend 37, Nether Ashby 52. The van can screen about 11 people per hour with two nurses, so Brackenhope alone needs roughly six hours.',
    'Travel times from the depot: Brackenhope 35 min, Lowther Cross 20, Skelby 55 via the pass, Fellend 15 from Skelby, Nether Ashby 25. Pairing Skelby with Fellend on one day saves about 50 minutes compared with separate trips.',
    'Staffing: nurse Patel is off Wednesday, so Wednesday is a single-nurse day at roughly 6 per hour; give it the smallest village, Skelby with 23, plus Fellend in the afternoon only if a second nurse covers from 13:00.',
    'Decision: Monday Brackenhope 09:00-15:30, Tuesday Nether Ashby 09:30-14:30, Wednesday Skelby morning and Fellend afternoon, Thursday Lowther Cross 10:00-14:00, Friday reserved for follow-ups of anyone above 160/100.'],
    'Route: Mon Brackenhope, Tue Nether Ashby, Wed Skelby+Fellend, Thu Lowther Cross, Fri follow-ups. Total ~217 screenings.'), { api: 'anthropic-messages' }); } },
{ id: '02', domain: 'community orchestra tour logistics', style: 'responses',
  isolates: 'Responses API reasoning summaries over several steps that each add new facts (coach size, instrument cube, hall timings, costs) before the plan is written.',
  goal: 'Plan transport for the community orchestra\'s three-concert tour (Ghent, Lille, Arras).',
  build(r) { return agentSpan('tour-planner', { input: this.goal }, null, mono('responses', r, 'o3', [
    'Headcount is 58 players plus 4 crew. A 63-seat coach fits everyone, but the timpani (4 drums), double basses (5) and harp need a separate 7.5 tonne van with about 28 cubic metres.',
    'Hall access: Ghent De Bijloke get-in 14:00, Lille Nouveau Siècle 15:30, Arras Théâtre 13:00. Ghent to Lille is 75 km (~1h10), Lille to Arras 55 km (~50 min), so the van can leave Ghent after the 22:30 get-out and overnight in Lille.',
    'Costs: coach quote €1,940 for 3 days including driver hours compliance (max 9 h driving/day, fine), van €610 plus €180 fuel; harp insurance rider €95. Total €2,825, under the €3,000 budget by €175.',
    'Decision: book Autocars Delmotte for the coach, hire the 7.5t from Lille depot to avoid a one-way fee of €240, and assign Marc (C1 licence) as van driver with Sophie as second driver.'],
    'Transport plan drafted: coach + 7.5t van, €2,825, drivers Marc/Sophie, get-in times confirmed.')); } },
{ id: '03', domain: 'wood-chip heated glasshouse nursery', style: 'otel',
  isolates: 'A sequence of long planning messages for boiler fuel orders, each bringing new consumption numbers, moisture data and an order decision.',
  goal: 'Work out how much wood chip to order for January for the glasshouse nursery boiler.',
  build(r) {
    const ch = mono('otel', r, 'gpt-4o', [
      'The 500 kW biomass boiler ran 612 hours last January at an average 68% load, producing about 208 MWh of heat. At 30% moisture, chip yields roughly 3.4 MWh per tonne delivered, so last January consumed about 61 tonnes.',
      'This year the propagation house adds 1,100 m² heated to 18°C; the heat-loss model says an extra 38 MWh for January, taking demand to 246 MWh, which is about 72 tonnes at the same moisture.',
      'The supplier\'s last three loads tested 34%, 36% and 33% moisture; at 35% the yield falls to roughly 3.1 MWh per tonne, so the requirement rises to about 79 tonnes, or just over four 20-tonne walking-floor loads.',
      'The store holds 55 tonnes, so order two loads for 3 January and two for 17 January, and ask for a moisture cap of 30% with a price deduction clause of €2 per tonne per point above it.'],
      'Order 4 x 20 t chip (3 Jan, 17 Jan), moisture cap 30%.');
    return span('agent', 'invoke_agent fuel-planner', { goal: this.goal }, null, [tool('otel', r, { name: 'boiler_history', args: { month: '2024-01' }, result: { hours: 612, avg_load: 0.68, heat_mwh: 208.1, export: r.uuid() } }), ...ch], { metadata: { 'gen_ai.agent.name': 'fuel-planner' } });
  } },
{ id: '04', domain: 'ski mountaineering race course setting', style: 'claude_sdk',
  isolates: 'Five consecutive long reasoning steps build a race course: distances, climbs, avalanche constraints, checkpoints and a final decision, each new.',
  goal: 'Design the course for the club ski-mountaineering race on 8 February (individual category).',
  build(r) { return agentSpan('claude-code', { prompt: this.goal }, { subtype: 'success' }, mono('claude_sdk', r, 'claude-opus-4-20250514', [
    'Rules for the individual category require 1,600 to 1,900 m of total ascent with at least three climbs and one boot-pack section. Starting at the Alpbach car park at 1,020 m gives room for two climbs to the Gratlspitz ridge.',
    'Climb 1: car park to Joelspitze shoulder, 780 m ascent over 3.9 km. Descent 1 down the north bowl, 640 m. Climb 2: Böglalm to Gratlspitz, 610 m, including a 90 m boot-pack in the couloir with fixed ropes.',
    'The avalanche bulletin trend is danger level 2 above 2,000 m on north aspects; the north bowl is 32 degrees, so it needs a backup line via the forest road, 1.4 km longer but under 25 degrees.',
    'Climb 3: short 330 m kick-turn section above the Hornboden to bring total ascent to 1,720 m. Checkpoints at both summits and the boot-pack top, timing mats at start/finish, cut-off at the second summit at 11:45.',
    'Decision: main course 1,720 m ascent, 17.8 km; bad-conditions course 1,390 m via the forest road, announced by 06:30 on race day.'],
    'Course set: 3 climbs, 1,720 m, boot-pack on climb 2, backup route defined.')); } },
{ id: '05', domain: 'pipe insulation contractor quotation', style: 'vercel',
  isolates: 'A quoting agent writes several long steps in a row, each adding pipe runs, material quantities, labour and a margin decision.',
  goal: 'Prepare a quote to insulate the plant-room pipework at the Riverside leisure centre.',
  build(r) {
    const ch = [tool('vercel', r, { name: 'readSurvey', args: { job: 'RLC-0921' }, result: { runs: [{ dn: 50, m: 86, service: 'LTHW' }, { dn: 80, m: 41, service: 'LTHW' }, { dn: 25, m: 120, service: 'DHW' }], valves: 18 } }), ...mono('vercel', r, 'gpt-4o', [
      'Survey gives 86 m of DN50 and 41 m of DN80 LTHW heating pipe and 120 m of DN25 hot water. BS 5422 requires 40 mm mineral wool on DN50 and 50 mm on DN80 heating runs at 80°C; DN25 DHW needs 25 mm.',
      'Materials: DN50 sections 1 m each so 90 with 5% waste, DN80 43 sections, DN25 126 sections. Plus 18 valve jackets at £38 each. Aluminium foil tape 24 rolls. Material cost comes to £4,186.',
      'Labour: a two-person team averages 28 m per day on mixed sizes at height, so 247 m is about 9 team-days; the valve jackets add a day. At £460 per team-day, labour is £4,600.',
      'Access: the DN80 run is 4.2 m high over the pool plant, which needs a mobile tower for 4 days at £95 per day. Decision: apply a 22% margin, quote £11,180 ex VAT, valid 30 days, and start week commencing 4 November.']),
      llm('vercel', r, { model: 'gpt-4o', text: '', calls: [{ name: 'createQuote', args: { job: 'RLC-0921', total_gbp: 11180 } }] }).span,
      tool('vercel', r, { name: 'createQuote', args: { job: 'RLC-0921', total_gbp: 11180 }, result: { quote: 'Q-2024-1187', pdf: 'https://crm.example/q/Q-2024-1187.pdf' } })];
    return agentSpan('ai.generateText', { prompt: this.goal }, { text: 'Quote Q-2024-1187 created.' }, ch, { 'ai.operationId': 'ai.generateText' });
  } },
{ id: '06', domain: 'ceilidh dance event planning', style: 'dspy',
  isolates: 'A DSPy ChainOfThought module produces successive reasoning fields that each add band, caller, floor size and ticket numbers, then a final plan.',
  goal: 'Plan a 120-person charity ceilidh in the village hall in March.',
  build(r) {
    const steps = ['The hall floor is 14 x 9 m; a Strip the Willow set of 8 couples needs about 2 x 12 m, so up to four long sets at once, which comfortably covers 64 dancers with the rest seated.',
      'Band options: The Bothy Loons (£650, 4-piece, own PA) or Clachan Reel (£520, needs hired PA at £90). Bothy Loons include a caller, which saves a further £120, so they are cheaper overall.',
      'Tickets at £15 with 120 capacity gives £1,800; hall hire £210, band £650, stovies catering at £4.50 a head is £540, so the charity keeps about £400 before the raffle.',
      'Decision: Saturday 15 March, 19:30-23:30, Bothy Loons, catering by the WI, ticket sales via the village shop and an online form, 10 volunteer roles listed.'];
    const ch = steps.map((s, i) => span('llm', `ChainOfThought.forward[${i}]`, { signature: 'context, question -> reasoning, answer', context: i ? steps[i - 1].slice(0, 60) : this.goal }, { reasoning: s }, [], { metadata: { 'dspy.module': 'ChainOfThought', lm: 'openai/gpt-4o-mini', cache: false } }));
    ch.push(span('llm', 'Predict(answer)', { reasoning: '...' }, { answer: 'Ceilidh 15 March, Bothy Loons, £15 tickets, ~£400 surplus before raffle.' }, [], { metadata: { lm: 'openai/gpt-4o-mini' } }));
    return span('agent', 'CeilidhPlanner.__call__', { question: this.goal }, { answer: 'plan ready' }, ch, { metadata: { framework: 'dspy 2.5' } });
  } },
];
