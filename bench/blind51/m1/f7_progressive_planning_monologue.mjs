// Healthy: several long reasoning steps in a row, each adding concrete new content.
export const family = 'progressive_planning_monologue';
export const loop = false, stagnation = false;
const mono = (S, r, goal, steps, extra = []) => {
  const msgs = [{ role: 'user', content: goal }];
  const kids = [];
  steps.forEach(t => { kids.push(S.llm([...msgs], t)); msgs.push({ role: 'assistant', content: t }); });
  return [...extra, ...kids];
};
export const scenarios = [
{ n: '01', domain: 'sculpture foundry open day logistics', style: 'anthropic',
  isolates: 'Four long planning steps for a foundry open day, each adding new numbers: visitor caps, pour times, staffing, then a final schedule.',
  goal: 'Plan the Saturday open day at Ashcombe Bronze foundry, including a live pour demonstration.',
  build(r, S) { return S.agent('foundry-planner', { prompt: this.goal }, 'Schedule drafted.', mono(S, r, this.goal, [
    'Capacity first: the casting hall is 240 m² and fire safety allows 60 people at once behind the barrier line, so with 45-minute tour slots from 10:00 to 16:00 we can run 8 slots and host at most 480 visitors; I will set online tickets at 400 to keep 80 walk-in places.',
    'The live pour needs the furnace at 1 150 °C for silicon bronze, which takes about 2 h 40 min from cold, so firing must start at 08:50 for an 11:30 pour; a second pour at 14:30 only needs a 55-minute reheat. The shell moulds for the two demo pieces (an owl and a hand) must come out of the burnout kiln by 11:15 and 14:15.',
    'Staffing: each pour needs three people in aluminised gear plus one safety marshal, and tours need one guide per slot, so with overlapping slots that is 4 pourers, 2 marshals and 3 guides; Priya and Tom cannot wear the gear this month, so they take the tours, and we hire one agency marshal for 140 pounds.',
    'Final schedule: 08:50 furnace on; 10:00 first tour; 11:15 moulds out; 11:30 pour one; 12:30 lunch break with the patina corner open; 14:15 moulds out; 14:30 pour two; 16:00 last tour; 16:45 gates close. Tickets: 400 online across 8 slots of 50, plus 10 walk-ins per slot.'])); } },
{ n: '02', domain: 'forestry fire road grading', style: 'gemini',
  isolates: 'Gemini reasoning across three steps narrows forestry road grading: segment survey numbers, crew and grader allocation, and weather window.',
  goal: 'Plan the autumn grading of fire roads in the Glen Tarra plantation before the wet season.',
  build(r, S) { return S.agent('gemini-agent', { goal: this.goal }, null, mono(S, r, this.goal, [
    'The survey lists 14 road segments totalling 38.6 km; segments G4, G7 and G11 (9.2 km) have ruts deeper than 15 cm and are rated priority A, seven segments are B with surface washboarding, and four are C and can wait until spring.',
    'A motor grader covers about 3 km of B-grade road a day but only 1.2 km of A-grade because the ruts need two passes plus compaction, so the A segments need roughly 8 grader-days and the B segments (22.1 km) about 7.5; with our two graders and the hired Volvo G940 that is 5.2 working days if all run in parallel.',
    'The Met Office outlook shows dry days until the 19th and then a front; starting Monday the 11th with G4/G7/G11 on grader one and the hire machine, and B segments on grader two, finishes the A work by Thursday and the B work by Saturday the 16th, leaving two spare dry days for the culvert clearing at G9.'], [S.tool('road_survey', { plantation: 'glen-tarra' }, { segments: 14, km: 38.6, survey_date: r.isoNoMs() })])); } },
{ n: '03', domain: 'kefir dairy cold-room upgrade', style: 'pydantic',
  isolates: 'A Pydantic AI agent reasons in four steps about a kefir dairy cold room: heat load, compressor sizing, supplier quotes, and a decision.',
  goal: 'Decide which refrigeration unit to buy for the new 28 m³ kefir cold room.',
  build(r, S) { return S.agent('agent run', { user_prompt: this.goal }, { output: 'Buy Zanotti BGS-235' }, mono(S, r, this.goal, [
    'The room is 28 m³ with 100 mm PIR panels; at 4 °C inside and 32 °C peak ambient the transmission load is about 0.9 kW, product pull-down of 600 kg of kefir from 20 °C to 4 °C over 8 hours adds 1.3 kW, and door openings plus lights add 0.6 kW, so the design load is roughly 2.8 kW.',
    'With a 1.3 safety factor the unit must deliver at least 3.6 kW at -5 °C evaporating and 35 °C ambient; monoblocks under 4 kW are cheaper to install because they need no split piping, so I will restrict the shortlist to monoblocks between 3.6 and 4.5 kW.',
    'Quotes: Zanotti BGS-235 gives 3.9 kW for 4 180 euros installed, Rivacold FSM 4.2 kW for 4 950, and a Danfoss-based split at 4.4 kW for 6 300; the Zanotti uses R290 which avoids the F-gas phase-down surcharge, while the Rivacold still uses R452A.',
    'Decision: the Zanotti BGS-235 meets the 3.6 kW requirement with 8% margin, is 770 euros cheaper than the Rivacold, and its R290 refrigerant future-proofs compliance; order it with the optional night-setback controller for 190 euros.'])); } },
{ n: '04', domain: 'mushroom foraging tour permits', style: 'otel',
  isolates: 'Three long reasoning steps plan foraging tours: quota per permit, group sizing, then a dated route rotation.',
  goal: 'Plan October mushroom foraging tours in Kielder forest within the Forestry Commission permit.',
  build(r, S) { return S.agent('invoke_agent tour-planner', { 'gen_ai.prompt': this.goal }, null, mono(S, r, this.goal, [
    'The permit allows 1.5 kg of fungi per person per day and no more than 12 guided visits in October, with ceps and chanterelles only from the northern compartments 14 to 19; that caps each tour\'s harvest at 18 kg for a group of 12.',
    'Sizing: a guide can supervise at most 8 foragers safely on steep ground, so groups of 12 need two guides; we have Ewan and Marta for all weekends and Lior on Saturdays only, so weekends can carry two tours on Saturday and one on Sunday, which is 12 tours over four weekends exactly.',
    'Rotation to avoid over-picking: Saturday morning in compartments 14-15, Saturday afternoon in 16-17, Sunday in 18-19, shifting by one compartment each weekend so no compartment is visited twice in 7 days; first tour Saturday 5 October 09:30 from the Lewisburn car park.'], [S.tool('get_permit', { permit: 'FC-KLD-2024-117' }, `Permit FC-KLD-2024-117 | fungi | 1.5 kg/person/day | max 12 visits Oct | cpts 14-19 | issued ${r.usDate()}`)])); } },
{ n: '05', domain: 'telescope retail store Black Friday stock', style: 'weave',
  isolates: 'A Weave-traced planner reasons through sales history, supplier lead times and cash limits, each step introducing new figures before a purchase order.',
  goal: 'Plan Black Friday stock for StarGazer Optics\' three best-selling telescopes.',
  build(r, S) { return S.agent('StockPlanner.plan', { goal: this.goal }, { po_lines: 3 }, mono(S, r, this.goal, [
    'Last Black Friday week we sold 46 Skywatcher 130P, 21 Celestron NexStar 8SE and 33 Dobsonian 200P; year-to-date sales are up 18%, so the base forecast is 54, 25 and 39 units.',
    'Lead times differ: Skywatcher ships from the Dutch distributor in 6 days, Celestron needs 21 days from the UK hub, and the 200P is backordered until 2 November; on-hand stock is 12, 4 and 9, so the order quantities before safety stock are 42, 21 and 30.',
    'Cash: the 8SE costs 1 020 pounds wholesale, so 21 units is 21 420 and pushes total spend to 37 900 against our 32 000 limit; cutting 8SE to 15 (the 2023 sell-through at full price was only 71%) and keeping the others brings it to 31 780, within budget. PO: 42 x 130P, 15 x 8SE, 30 x 200P.'], [S.tool('sales_history', { skus: ['130P', '8SE', '200P'], window: 'bf-2023' }, { '130P': 46, '8SE': 21, '200P': 33, query_ms: r.ms() })])); } },
{ n: '06', domain: 'ice hockey skate sharpening pro shop', style: 'dspy',
  isolates: 'A DSPy ChainOfThought module produces three successive reasoning fields, each with new facts (demand, machine throughput, staffing) before the rota.',
  goal: 'Create a skate sharpening rota for the pro shop during the youth tournament weekend.',
  build(r, S) { return S.agent('ChainOfThought(TournamentRota)', { goal: this.goal }, { rota: 'Fri 16-21 Jo; Sat 07-13 Ben+Jo; Sat 13-19 Ben; Sun 07-12 Ana' }, mono(S, r, this.goal, [
    'reasoning: 32 teams with about 17 skaters each is 544 players; last year 38% of players had skates sharpened during a tournament, so expect about 207 sharpenings, peaking Saturday morning before the group games.',
    'reasoning: the Blackstone SS-8 does one pair in about 4 minutes including profiling, so 207 pairs is roughly 14 machine-hours; with a single machine and Saturday morning demand at 40% (about 83 pairs, 5.5 h) the 07:00 to 13:00 window needs a second person bagging and taking tickets.',
    'reasoning: Jo covers Friday evening 16:00-21:00 for early arrivals (~40 pairs), Ben and Jo share Saturday 07:00-13:00, Ben alone 13:00-19:00, and Ana takes Sunday 07:00-12:00 for the finals (~30 pairs); that is 28 staff-hours against a 30-hour budget.'], [S.tool('tournament_info', { event: 'u14-spring-cup' }, { teams: 32, avg_roster: 17, schedule_url: 'https://rink.example/cup/' + r.hex(6) })])); } },
];
