import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'planning-monologue-with-progress', loop: false, stagnation: false,
  isolates: 'Several long reasoning steps in a row with few or no tools, each adding concrete new numbers, names or decisions, ending in a plan.',
};

function monologue(T, steps) { const out = []; for (const s of steps) out.push(...T.turn(s, [])); return out; }

export const rows = [
  { id: '01', domain: 'marching band', style: 'anthropic', build(r) {
    const goal = 'Plan the Riverside Marching Band\'s 4-hour carnival parade day: call time, warm-ups, water, and the 2.8 km route with 3 stops.';
    const T = recorder('anthropic', r, { goal, system: 'You are a planning assistant for a community marching band.' });
    const ch = [];
    ch.push(...T.turn('Let me get the roster first.', [{ name: 'get_roster', args: { event: 'carnival' }, out: { players: 46, sections: { brass: 18, woodwind: 12, percussion: 11, colour_guard: 5 }, under_16: 9, updated: r.iso() } }]));
    ch.push(...monologue(T, [
      'Roster is 46: 18 brass, 12 woodwind, 11 percussion, 5 colour guard, with 9 under-16s who need a named chaperone each 1:8 ratio, so 2 chaperones minimum. Parade step-off is 13:00. At 2.8 km and a parade pace of roughly 2 km/h with stops, the moving time is ~85 minutes; with three 10-minute stops that makes 115 minutes, finishing about 14:55.',
      'Call time: percussion needs 30 minutes to tune and tension heads, brass 20 minutes for lip warm-up, so call time is 11:45 at the Scout hut, leaving 12:15-12:45 for a full block rehearsal on the car park, and 12:45-13:00 to walk 400 m to the assembly point on Mill Road.',
      'Water: 46 players × 0.5 L per stop × 3 stops = 69 L, plus 20% for heat = ~83 L. Use the two 25 L dispensers at stops 1 and 3 (the van can drive ahead on Bridge St) and 36 × 1 L bottles at stop 2 in the park, where the van cannot reach. Assign Priya and Tom (parents) to the van.',
      'Stop plan: stop 1 at the Market Cross (km 0.9) plays "Sousa - The Liberty Bell"; stop 2 at Victoria Park bandstand (km 1.8) is the longer 15-minute feature with the colour guard routine, so I will shorten stop 3 at the Town Hall (km 2.6) to 5 minutes. Revised total: 85 + 10 + 15 + 5 = 115 minutes, end still ~14:55; dismissal at 15:10 after the final 200 m.',
    ]));
    ch.push(...T.turn('Final plan:\n11:45 call (Scout hut), 11:45-12:15 sectional warm-ups, 12:15-12:45 block rehearsal, 12:45 walk to Mill Road, 13:00 step-off; stops at Market Cross (10 min), Victoria Park (15 min, colour guard), Town Hall (5 min); ~83 L water (2×25 L dispensers via van, 36 bottles at the park); 2 chaperones for 9 under-16s; dismissal 15:10.', []));
    return { isolates: 'Anthropic log: four long consecutive reasoning turns (timings, call time, water litres, stop plan) each introducing new figures and decisions, then a plan.', goal,
      root: rootAgent('anthropic', 'band-planner', goal, ch, { stop_reason: 'end_turn' }) };
  } },

  { id: '02', domain: 'hydroelectric dam', style: 'responses', build(r) {
    const goal = 'Draft a 7-day turbine dispatch plan for the Glenmore hydro scheme given the inflow forecast and a 2-day outage on unit 2.';
    const T = recorder('responses', r, { goal, system: 'You are an operations planner for a run-of-river hydro scheme.', reasoningSummary: true });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'get_inflow_forecast', args: { days: 7 }, out: JSON.stringify({ unit: 'm3/s', daily: [42, 47, 55, 61, 58, 44, 39], issued: r.iso(), model_run: r.hex(8) }) }, { name: 'get_plant', args: {}, out: JSON.stringify({ units: [{ id: 1, max_m3s: 30, eff: 0.91 }, { id: 2, max_m3s: 30, eff: 0.93 }], reservoir_head_m: 68, storage_mcm: 1.2, min_compensation_m3s: 4, outage: { unit: 2, days: [3, 4] } }) }]));
    ch.push(...monologue(T, [
      'Usable flow = inflow minus 4 m3/s compensation: 38, 43, 51, 57, 54, 40, 35 m3/s. With both units (60 m3/s capacity) every day would be fully absorbed. The constraint is days 3-4 when unit 2 (the more efficient one, 0.93) is out and unit 1 alone can take only 30 m3/s.',
      'On days 3-4 the surplus is 51-30 = 21 m3/s and 57-30 = 27 m3/s. Storage is 1.2 Mm3; 21 m3/s for a day is 1.81 Mm3, so storage alone cannot hold it. Pre-drawing the reservoir on days 1-2 (running both units at 30+30 while inflow is 38-43) frees 60-38 = 22 and 60-43 = 17 m3/s × 86,400 s ≈ 1.9 + 1.47 = 3.37 Mm3 of headroom, but we cannot draw below the 0.3 Mm3 minimum, so only 0.9 Mm3 of headroom is real. Some spill on days 3-4 is unavoidable: roughly (21+27)×86,400 − 0.9e6 ≈ 3.25 Mm3.',
      'Energy: P = 9.81 × Q × H × eff. Unit 1 at 30 m3/s, 68 m, 0.91 → 18.2 MW; unit 2 at 30 → 18.6 MW. Days 1-2 full draw gives ~36.8 MW; days 3-4 only 18.2 MW; day 5 returns to 54 m3/s usable split 30/24 (put the excess on unit 2, the efficient one): 18.6 + 14.6 = 33.2 MW. Days 6-7: 40 and 35 m3/s, split unit 2 at 30 and unit 1 at 10/5.',
      'Decision: day 1-2 run both units flat out and draw storage to 0.3 Mm3; day 3-4 unit 1 at 30, notify the environment agency of the planned spill volume (~3.25 Mm3) 24 h ahead; day 5 refill storage first, then run 30/24; days 6-7 prefer unit 2. Expected energy ≈ 36.8×48 + 36.8×48 + 18.2×96 + 33.2×24 + 24.7×24 + 21.6×24 ≈ 7.3 GWh.',
    ]));
    ch.push(...T.turn('Dispatch plan: D1-2 both units 30 m3/s (storage to 0.3 Mm3); D3-4 unit 1 only at 30 m3/s, planned spill ~3.25 Mm3 (EA notice due D2 noon); D5 refill then 30/24 (U2 high); D6-7 U2 at 30, U1 at remainder. ~7.3 GWh total.', []));
    return { isolates: 'Responses API with reasoning items: four long numeric reasoning messages (usable flow, spill, MW per unit, decisions) each building on the last, then a plan.', goal,
      root: rootAgent('responses', 'hydro-planner', goal, ch, { status: 'completed' }) };
  } },

  { id: '03', domain: 'food truck', style: 'plain', build(r) {
    const goal = 'Plan stock and staffing for the Dumpling Dash food truck at the 3-day Harbour Lights festival.';
    const T = recorder('plain', r, { goal, system: 'You are the planning assistant for a food-truck business.' });
    const ch = [];
    ch.push(...T.turn(null, [{ name: 'get_sales_history', args: { event_type: 'festival', limit: 3 }, out: `event              days  covers  top_item        avg_ticket\nCanal Fest 24      2     1,140   pork gyoza      £9.40\nJazz on Green 24   3     1,610   veg bao         £8.90\nSummer Market 24   1     420     pork gyoza      £9.10\n(export ${r.euDate()})` }]));
    ch.push(...monologue(T, [
      'Per-day covers in past festivals: 570, 537 and 420. Harbour Lights is bigger (18k attendees vs ~10k for Jazz on Green), so I\'ll plan for 700 covers/day Fri, 900 Sat and 650 Sun = 2,250 total.',
      'Menu mix from history: pork gyoza 45%, veg bao 30%, chilli wontons 25%. At 6 gyoza per portion: 0.45 × 2,250 × 6 = 6,075 gyoza; bao 2 per portion → 1,350 bao; wontons 8 per portion → 4,500. Our freezer holds 4,000 pieces, so we need a mid-event restock Saturday 07:00 from the commissary.',
      'Staffing: peak throughput is about 80 covers/hour with 3 on the line; Saturday evening 18:00-21:00 expects ~45% of 900 = 405 covers in 3 hours = 135/hour, so add a 4th person plus a runner on Saturday only. Friday and Sunday: 3 staff, 12:00-22:00 in two shifts.',
      'Cash/card: last festival 92% card; one extra SumUp reader for Saturday. Budget: ingredients ~£1.05 per cover = £2,360; staff 3×10h×2 days + 5×10h ×1 = 110 h × £13.50 = £1,485; pitch fee £900. Break-even at avg ticket £9.20 is ~517 covers; plan is 2,250.',
    ]));
    ch.push(...T.turn('Plan: 2,250 covers (700/900/650); 6,075 gyoza, 1,350 bao, 4,500 wontons with a Saturday 07:00 restock; 3 staff Fri/Sun, 4 + runner Sat; 2 card readers Sat; costs ~£4,745, break-even ~517 covers.', []));
    return { isolates: 'Plain trace: four back-to-back planning messages that derive covers, piece counts, staffing and budget, each with new numbers.', goal,
      root: rootAgent('plain', 'truck-planner', goal, ch, { status: 'completed' }) };
  } },

  { id: '04', domain: 'upholstery workshop', style: 'dspy', build(r) {
    const goal = 'Work out fabric yardage, foam and labour quote for re-covering a 3-seat Chesterfield and two matching wingback chairs.';
    const ch = [];
    const steps = [
      ['reasoning', 'Chesterfield 3-seat: typical body yardage 14 m of 137 cm plain fabric; the customer chose a velvet with a 64 cm pattern repeat, which adds about 15%: 16.1 m. Deep buttoning needs extra fullness, another 1.5 m, so 17.6 m.'],
      ['reasoning', 'Wingbacks: 6.5 m each for plain, repeat +15% → 7.5 m each, 15 m for two. Total fabric 17.6 + 15 = 32.6 m; round to 33 m and add 1 m for 60 covered buttons = 34 m. At £48/m that is £1,632.'],
      ['reasoning', 'Foam: seat cushions on the Chesterfield are sprung, not foam, so only the wingback seat cushions: 2 × (56×56×10 cm) in 33 kg/m3 HR foam with Dacron wrap, about £95 each = £190. Back of the Chesterfield needs new hessian and 4 kg of horsehair topping: £120.'],
      ['reasoning', 'Labour: Chesterfield strip and re-button 28 h, wingbacks 14 h each = 56 h at £38/h = £2,128. Total quote: fabric £1,632 + foam £190 + hair/hessian £120 + labour £2,128 = £4,070, plus VAT 20% = £4,884.'],
    ];
    for (const [k, v] of steps) ch.push(span('llm', 'ChainOfThought.forward', { signature: 'job_description -> reasoning, quote', job_description: goal }, { [k]: v }, [], { metadata: { lm: 'openai/gpt-4o-mini', module: 'dspy.ChainOfThought', call_id: r.uuid() } }));
    ch.push(span('llm', 'Predict.forward', { signature: 'reasoning -> quote' }, { quote: 'Fabric 34 m (£1,632), foam £190, hair/hessian £120, labour 56 h (£2,128); £4,070 + VAT = £4,884.' }, [], { metadata: { lm: 'openai/gpt-4o-mini' } }));
    return { isolates: 'DSPy-style module calls: four chained reasoning outputs (fabric with repeat, buttons + cost, foam, labour + total) each adding new quantities, then a quote.', goal,
      root: span('agent', 'QuoteProgram.__call__', { job_description: goal }, { quote: '£4,884 incl. VAT' }, ch, { metadata: { framework: 'dspy' } }) };
  } },

  { id: '05', domain: 'model rocketry club', style: 'strands', build(r) {
    const goal = 'Plan the Saturday launch day: pad layout, safe distances, launch order for 14 rockets and the wind cut-off.';
    const T = recorder('strands', r, { goal, system: 'You are the range safety planning assistant for a model rocketry club.' });
    const ch = [];
    ch.push(...T.turn('I\'ll pull the registered flights first.', [{ name: 'list_flights', args: { date: 'saturday' }, out: { status: 'success', content: [{ json: { flights: 14, motors: { A: 3, B: 4, C: 4, D: 2, E: 1 }, heaviest_g: 410, fetched: r.iso() } }] } }]));
    ch.push(...monologue(T, [
      'Motor mix: 3 A, 4 B, 4 C, 2 D, 1 E. Safety code minimum distances: 15 ft for A-D, 30 ft for E; the E rocket is also the heaviest at 410 g, still under the 1,500 g limit. I will lay out pads 1-4 at 15 ft from the LCO table and a separate pad 5 at 30 ft for the E.',
      'Field is 180 m × 120 m. The E on a 6-second delay may reach ~250 m; recommended field side for that altitude is ~150 m, so it fits only if winds are under 15 km/h. For A-C, any wind under 30 km/h is fine. So two cut-offs: 15 km/h for the E flight, 30 km/h for the rest.',
      'Launch order: morning winds are calmest (forecast 8 km/h at 10:00 rising to 22 km/h by 14:00), so fly the E first at 10:00 and the two Ds at 10:15; then the 4 Cs, 4 Bs and 3 As in rotation across pads 1-4, roughly 6 minutes per flight including recovery = ~66 minutes, finishing ~11:30.',
      'Roles: LCO is Dave (NAR L1), RSO is Amira; two recovery walkers with radios; spectator line at 30 ft for all flights to keep one rule. Fire extinguisher and bucket at the LCO table; first-aid kit from the clubhouse.',
    ]));
    ch.push(...T.turn('Launch-day plan: pads 1-4 at 15 ft, pad 5 (E) at 30 ft; cut-offs 15 km/h (E) / 30 km/h (others); order E 10:00, D×2 10:15, then C/B/A rotation to ~11:30; LCO Dave, RSO Amira; spectators at 30 ft.', []));
    return { isolates: 'Strands: after one tool call, four long reasoning turns (distances, wind cut-offs, launch order by forecast, roles) each with new facts, then a plan.', goal,
      root: rootAgent('strands', 'range_planner', goal, ch, { stop_reason: 'end_turn' }) };
  } },

  { id: '06', domain: 'cold storage warehouse', style: 'langfuse', build(r) {
    const goal = 'Plan the slotting of an incoming 26-pallet mixed frozen delivery into chambers C1-C3 before 06:00, respecting temperature classes.';
    const T = recorder('langfuse', r, { goal, system: 'You are the shift planner at Polar Logistics cold store.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'get_asn', args: { asn: 'ASN-' + r.int(700000, 799999) }, out: { pallets: 26, lines: [{ cls: '-25C ice cream', n: 10 }, { cls: '-18C frozen veg', n: 12 }, { cls: '-18C seafood', n: 4 }], eta: '03:40' } }, { name: 'get_chambers', args: {}, out: { C1: { temp: -25, free: 8 }, C2: { temp: -18, free: 11 }, C3: { temp: -18, free: 9, note: 'rack 3 beam damaged, 3 locations blocked' } } }]));
    ch.push(...monologue(T, [
      'Ice cream must go to -25 °C. C1 has 8 free, but 10 pallets arrive: 2 short. Options: move 2 slow-moving ice-cream pallets out of C1? No, those also need -25. Better: check if C1 has any -18 product parked there; last week\'s audit showed 3 pallets of frozen peas in C1 (they tolerate -25). Moving those 3 to C2 frees 3 locations in C1 → 11 free, enough for 10.',
      'Moving the peas to C2 uses 3 of C2\'s 11, leaving 8. Frozen veg is 12 pallets: 8 into C2, 4 into C3. C3 has 9 free minus 3 blocked by the damaged beam = 6 usable; seafood (4) + remaining veg (4) = 8 > 6. Short by 2.',
      'Fix for the shortfall: seafood has the shortest dwell (cross-dock to the fishmonger at 09:00 per the order book), so stage 2 seafood pallets in the -18 °C dispatch marshalling area (capacity 6, 0 used at night) instead of racking them. That leaves C3 with 4 veg + 2 seafood = 6, exactly the usable count.',
      'Sequence with 2 reach trucks: 02:30-03:15 shift the 3 pea pallets C1→C2 (about 5 min each, with door cycles); 03:40 receive; ice cream first (10 pallets to C1, ~50 min), then veg into C2/C3 and seafood split 2 racked/2 staged. Finish around 05:20, 40 minutes of slack before 06:00.',
    ]));
    ch.push(...T.turn('Slotting plan: pre-move 3 pea pallets C1→C2 (02:30); ice cream 10→C1; veg 8→C2, 4→C3; seafood 2→C3, 2 staged in -18 °C marshalling for 09:00 cross-dock; report damaged beam in C3 rack 3. Done by ~05:20.', []));
    return { isolates: 'Langfuse: four consecutive reasoning generations resolving capacity conflicts with new numbers and decisions each time, then the plan.', goal,
      root: rootAgent('langfuse', 'slotting-planner', goal, ch, { output: 'plan ready' }, { sessionId: r.uuid() }) };
  } },
];
