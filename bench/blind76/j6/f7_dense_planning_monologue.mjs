import { agent, llm, tool, span } from './lib.mjs';
// Healthy: several long reasoning steps in a row, each adding concrete numbers, names and decisions.
export const scenarios = [
  // 01 steam railway boiler washout rota, Anthropic extended thinking
  (r) => {
    const th = [
      'Fleet: 4 locos in traffic - 7828 Odney Manor (washout due every 30 steaming days, last 4 May), 5199 (due every 28, last 19 April), 80136 tank (every 21, last 12 May), and the Hunslet saddle tank (every 14, last 25 May). Gala weekend is 21-22 June and needs 3 locos.',
      'Counting steaming days from the diagram: 7828 reaches 30 on 16 June, 5199 hits 28 on 9 June, 80136 hits 21 on 6 June, Hunslet hits 14 on 11 June. Washout crew (Dave + 2 volunteers) can do one loco per Monday or Thursday.',
      'Assign: 80136 Thu 5 June, 5199 Mon 9 June, Hunslet Thu 12 June (one day over, within the 10% allowance in the WSE scheme), 7828 Mon 16 June. That leaves all four fresh for the gala; 80136 would be due again 27 June.',
      'Risk: 5199 needs its fusible plugs changed at this washout (last changed 14 months ago, limit 12) - order 2 plugs from the supplier today; lead time 5 working days means ordering by 2 June. The boiler inspector (Mr Pryce) must witness the 7828 washout because its hot exam is due; book him for 16 June.',
    ];
    const kids = th.map((t, i) => llm('POST /v1/messages', { model: 'claude-3-7-sonnet-20250219', thinking: { type: 'enabled', budget_tokens: 8000 }, step: i }, { content: [{ type: 'thinking', thinking: t, signature: r.b62(40) }], stop_reason: i < 3 ? 'pause_turn' : 'tool_use', usage: r.tokens(3000 + i * 500, 400) }, { 'request-id': r.reqId('req_011C'), date: r.http() }));
    kids.push(tool('calendar_create', { events: [{ d: '2025-06-05', t: 'Washout 80136' }, { d: '2025-06-09', t: 'Washout 5199 + fusible plugs' }, { d: '2025-06-12', t: 'Washout Hunslet' }, { d: '2025-06-16', t: 'Washout 7828, inspector Pryce' }] }, { created: 4, ical_uids: [r.uuid(), r.uuid(), r.uuid(), r.uuid()] }, {}));
    kids.push(tool('purchase_order', { supplier: 'Boiler Fittings Ltd', items: [{ sku: 'FP-5199', qty: 2 }] }, { po: 'PO-' + r.int(10000, 99999), eta: '2025-06-06' }, {}));
    kids.push(llm('POST /v1/messages', { step: 5 }, { content: [{ type: 'text', text: 'Washouts booked 5, 9, 12 and 16 June; fusible plugs for 5199 ordered (ETA 6 June); inspector booked for 7828.' }], stop_reason: 'end_turn' }, { 'request-id': r.reqId('req_011C') }));
    return { isolates: 'Four consecutive long thinking blocks each add new dates, counts, assignments and risks before two tool calls and a summary.', goal: 'Plan boiler washouts for the heritage railway\'s four locomotives before the June gala.', stagnation: false, root: agent('messages-session', { user: 'Plan June washouts so we have 3 locos for the gala.' }, { stop_reason: 'end_turn' }, kids, { anthropic_version: '2023-06-01' }) };
  },
  // 02 tapestry loom warp planning, OpenAI Responses API reasoning summaries
  (r) => {
    const s = [
      'Panel is 2.4 m wide x 3.1 m high at 8 warp ends per cm: 1920 ends. Loom TC2-B max width 2.6 m, so it fits with 10 cm selvedge each side.',
      'Warp length: 3.1 m woven + 0.9 m loom waste + 8% take-up = 4.32 m per end; 1920 x 4.32 = 8294 m of cotton 12/18. Stock has 3 cones of 2500 m = 7500 m - short by 794 m, order one more cone.',
      'Weft: wool 2/14 Nm in 23 colours from the cartoon. The three dominant greens (G04, G07, G11) cover 46% of area: roughly 1.9 kg each of G04 and G07 and 1.1 kg of G11. Dyer lead time 3 weeks.',
      'Schedule: warping 2 days (Mon-Tue), tying on 1 day, weaving at about 0.6 m2/week for a 7.44 m2 panel = 12.4 weeks; start 16 June, finish around 8 September, leaving 2 weeks before the 22 September delivery.',
    ];
    const kids = s.map((t, i) => llm('responses.create', { model: 'o4-mini', reasoning: { effort: 'high', summary: 'detailed' }, input: i ? '[previous_response_id]' : 'Plan the warp and yarn order for the verdure panel 3.' }, { id: 'resp_' + r.hex(32), output: [{ type: 'reasoning', id: 'rs_' + r.hex(32), summary: [{ type: 'summary_text', text: t }] }], usage: { input_tokens: r.int(1500, 2500), output_tokens: r.int(600, 1200), output_tokens_details: { reasoning_tokens: r.int(500, 1100) } } }, { 'openai-processing-ms': String(r.ms(3000, 12000)), 'x-request-id': r.reqId('req_') }));
    kids.push(tool('inventory_order', { items: [{ sku: 'COT-12/18-2500', qty: 1 }, { sku: 'WOOL-2/14-G04', kg: 1.9 }, { sku: 'WOOL-2/14-G07', kg: 1.9 }, { sku: 'WOOL-2/14-G11', kg: 1.1 }] }, { order: r.ulid(), status: 'placed' }, { type: 'function_call_output' }));
    kids.push(llm('responses.create', { model: 'o4-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: '1920 ends, 8294 m warp (1 cone ordered), greens ordered, weaving 16 June - 8 September.' }] }] }, {}));
    return { isolates: 'Four reasoning summaries in a row each compute something new (end count, warp metres, weft kilos, schedule) before ordering.', goal: 'Plan the warp, yarn order and weaving schedule for a 2.4 x 3.1 m tapestry panel.', stagnation: false, root: agent('responses-loop', { instructions: 'Atelier production planner' }, { status: 'completed' }, kids, { api: 'POST /v1/responses' }) };
  },
  // 03 mountain observatory camera maintenance trek, DSPy ChainOfThought
  (r) => {
    const steps = [
      { reasoning: 'Camera ASC-North needs a new lens heater (12 V, 6 W) and a dome wipe. Access is by the cable car to 2877 m, last descent 17:30. The heater swap takes about 90 minutes including resealing.' },
      { reasoning: 'Forecast for Tuesday: wind 45 km/h gusting 70 after 13:00 (cable car closes above 60). Wednesday: 20 km/h all day, -8 C. So Wednesday is the window.' },
      { reasoning: 'Team: Léa (electronics) and Karim (rope access for the mast, 4 m). Spare heater S/N HT-2231 is in the valley stores; Karim collects it Tuesday evening.' },
      { reasoning: 'Timeline Wednesday: 08:40 first car, 09:30-11:00 heater swap, 11:00-11:30 test capture at 30 s exposure (expect mean below 20000 ADU at daylight-blocked mode), 12:00 descent, buffer of 5.5 h before last car.' },
    ];
    const kids = steps.map((s, i) => llm('dspy.ChainOfThought(PlanTrek)', { signature: 'situation -> reasoning, plan_fragment', step: i }, s, { lm: 'anthropic/claude-3-5-sonnet-20241022', 'dspy.cache': false, call_id: r.uuid() }));
    kids.push(tool('weather.fetch', { site: 'Pic du Midi', days: 2 }, `Pic du Midi 2877m  issued ${r.syslog()}\nTUE wind 45G70 vis 2km\nWED wind 20 vis 30km temp -8`, {}));
    kids.push(tool('booking.cable_car', { date: 'Wed', pax: 2, up: '08:40', down: '12:00' }, { ref: 'PDM-' + r.int(1000, 9999), ok: true }, {}));
    kids.push(llm('dspy.Predict(Summarise)', { plan: '...' }, { answer: 'Wednesday, Léa + Karim, 08:40 up / 12:00 down, heater HT-2231.' }, {}));
    return { isolates: 'Four back-to-back chain-of-thought steps add the part spec, the weather window, the team and the timeline before booking.', goal: 'Plan the maintenance trip to replace the observatory all-sky camera\'s lens heater.', stagnation: false, root: agent('TrekPlanner.forward', { situation: 'ASC-North frames saturated since Sunday.' }, { answer: 'Wednesday trip booked.' }, kids, { dspy_version: '2.6.3' }) };
  },
  // 04 reed-bed sewage works expansion sizing, Langfuse generations
  (r) => {
    const t = [
      'Population equivalent rises from 850 to 1240 PE after the new estate. At 150 l/PE/day, dry-weather flow becomes 186 m3/day.',
      'Horizontal-flow bed sizing rule of thumb 5 m2/PE for secondary treatment: 6200 m2 needed; existing beds 1 and 2 give 4400 m2, so a third bed of 1800 m2 is required.',
      'Site constraint: the field east of bed 2 is 60 x 35 m = 2100 m2 but a 6 m easement for the water main runs along its north edge, leaving 60 x 29 = 1740 m2 - 60 m2 short. Raise effective area by using a vertical-flow stage upstream, which handles roughly 1.5 m2/PE for nitrification.',
      'Decision: 1740 m2 horizontal bed 3 plus a 300 m2 vertical-flow pre-stage; Phragmites planting at 4 plugs/m2 = 8160 plugs; budget estimate GBP 212k; planning note to the Environment Agency about the permit variation.',
    ];
    const kids = t.map((x, i) => llm('generation', { model: 'gpt-4o', input: i ? '[continue]' : 'Size the reed-bed extension for the new estate.' }, { output: x }, { langfuse_type: 'GENERATION', observation_id: r.uuid(), usage: { input: r.int(800, 1800), output: r.int(200, 400), unit: 'TOKENS' }, latency_s: r.secs(2, 9), calculatedTotalCost: Number((0.004 + r.rnd() * 0.006).toFixed(5)) }));
    kids.push(tool('span:gis_measure', { parcel: 'East field 7/2' }, { area_m2: 2100, easement_m2: 360, source: 'OS MasterMap ' + r.hex(6) }, { langfuse_type: 'SPAN' }));
    kids.push(llm('generation', { model: 'gpt-4o' }, { output: 'Recommendation: bed 3 (1740 m2 HF) + 300 m2 VF pre-stage, 8160 plugs, ~GBP 212k.' }, { langfuse_type: 'GENERATION' }));
    return { isolates: 'Four consecutive generations each add a new figure (flow, area, site constraint, final design and cost) before a recommendation.', goal: 'Size the extension of the village reed-bed sewage works for a new housing estate.', stagnation: false, root: agent('trace reedbed-sizing', { user_id: 'eng-' + r.int(10, 99) }, { status: 'ok' }, kids, { langfuse_trace_id: r.hex(32), release: 'v' + r.int(1, 3) + '.' + r.int(0, 9) }) };
  },
  // 05 sea-salt smokery new product launch, OpenInference (Arize Phoenix)
  (r) => {
    const t = [
      'Current output 1.2 t/month flaky salt; smoked variant would use cold-2 smoker, 48 h per 40 kg batch, so at most 15 batches/month = 600 kg if cold-2 does nothing else.',
      'Demand signal: the two delis (Fenwick\'s, Harbour Larder) pre-ordered 180 kg/month combined at GBP 28/kg wholesale; farm shop estimates 60 kg. So 240 kg/month, 6 batches - leaves cold-2 free 9 batches for the kippers contract.',
      'Wood: oak chips at 3.5 kg per batch = 21 kg/month; lot OK-77 has 160 kg left, enough for 7 months. Packaging: 100 g kraft pouches, 2400/month; supplier MOQ 5000, so order quarterly.',
      'Launch: label compliance check (smoked flavouring declaration not needed since it is real smoke), first batch week 27, delis from week 29.',
    ];
    const kids = t.map((x, i) => llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': i ? 'continue' : 'Plan launching a smoked salt line.' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': x }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': r.int(700, 2000), 'llm.token_count.completion': r.int(150, 300), 'context.span_id': r.hex(16) }));
    kids.push(tool('label_check', { 'tool.name': 'label_check', 'input.value': '{"product":"Oak Smoked Sea Salt 100g"}' }, { 'output.value': '{"allergens":[],"smoke_flavouring":false,"issues":[]}', 'output.mime_type': 'application/json' }, { 'openinference.span.kind': 'TOOL' }));
    kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM' }, { 'llm.output_messages.0.message.content': 'Launch plan: 6 batches/month on cold-2, OK-77 oak, pouches quarterly, first batch week 27.' }, { 'openinference.span.kind': 'LLM' }));
    return { isolates: 'Four consecutive LLM spans each contribute new capacity, demand, materials and launch facts before a label check and plan.', goal: 'Plan the launch of an oak-smoked sea salt product line at the smokery.', stagnation: false, root: agent('agent', { 'openinference.span.kind': 'AGENT', 'input.value': 'Plan launching a smoked salt line.' }, { 'output.value': 'Launch plan ready.' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': r.uuid() }) };
  },
  // 06 rural broadband co-op trench route, Agno (formerly phidata; not in brief list)
  (r) => {
    const t = [
      'Three unconnected farms: Cefn Uchaf (1.1 km from cabinet), Pant-y-Wern (1.6 km), Ty Newydd (0.7 km). A shared trench along the B4391 verge reaches all three with 2.3 km of duct instead of 3.4 km individually.',
      'Verge trench costs GBP 18/m by mole plough vs GBP 55/m by open cut through the farmyards; only the last 120 m to Pant-y-Wern must be open cut (stone wall crossing). Cost: 2180 m x 18 + 120 x 55 = GBP 45,840.',
      'Wayleaves: the verge is highway (section 50 licence, 4 weeks); the cross-field spur to Cefn Uchaf needs Mr Jenkins\' consent - he is a co-op member, so expect yes. Ty Newydd is on the highway side already.',
      'Volunteer dig days: co-op rule allows volunteers for mole ploughing with a hired operator; 3 Saturdays in August. Borrow 30% of cost from the co-op reserve, rest from the voucher scheme (GBP 4,500 per premises x 3 = 13,500).',
    ];
    const kids = t.map((x, i) => llm('Agent.run > OpenAIChat.response', { messages: [{ role: 'user', content: i ? '(continue)' : 'Work out the cheapest trench route for the three farms.' }] }, { content: x, metrics: { input_tokens: r.int(600, 1600), output_tokens: r.int(150, 300), time: Number(r.secs(2, 7)) } }, { agno_version: '1.4.2', run_id: r.uuid(), model: 'gpt-4o' }));
    kids.push(tool('FunctionCall(geo_distance)', { points: ['cabinet-C7', 'Cefn Uchaf', 'Pant-y-Wern', 'Ty Newydd'] }, { route_m: 2300, per_farm_m: [1100, 1600, 700], osm_snapshot: r.hex(10) }, { tool_call_id: r.callId() }));
    kids.push(llm('Agent.run > OpenAIChat.response', { messages: '...' }, { content: 'Shared B4391 verge route, 2.3 km, GBP 45,840, 3 volunteer Saturdays in August, voucher-funded.' }, { agno_version: '1.4.2' }));
    return { isolates: 'An Agno agent reasons through four long steps that each add distances, costs, permissions and funding before a distance check and answer.', goal: 'Choose the cheapest fibre trench route to connect three farms to the co-op cabinet.', stagnation: false, root: agent('Agent.run', { message: 'Cheapest trench route for the three farms?' }, { content_type: 'str', status: 'COMPLETED' }, kids, { framework: 'agno', agent_name: 'co-op planner', session_id: r.uuid() }) };
  },
];
