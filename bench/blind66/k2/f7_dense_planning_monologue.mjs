import { agent, llm, tool, user } from './lib.mjs';

export const FAMILY = 'dense_planning_monologue';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'Several long reasoning steps in a row, each adding concrete numbers, names and decisions, then the plan is delivered.';

function plan(k, name, steps, final, meta) {
  return agent(name, { task: steps[0][0] }, { final }, [
    ...steps.map(([, t], i) => llm(`reasoning step ${i + 1}`, { messages: [user('continue planning')] }, { content: t }, { ...meta, tokens: k.int(300, 700) })),
    tool('save_plan', { title: name }, { saved: true, doc_id: k.uuid(), at: k.iso() }, meta),
  ], meta);
}

export const scenarios = [
  { n: 1, domain: 'chickpea cannery shift plan', style: 'Anthropic Messages API logs (extended thinking)',
    isolates: 'Four thinking blocks each add new figures: line speeds, crew counts, changeover times, then the final roster.',
    goal: 'Plan next week\'s shifts for the chickpea canning line to fill a 180,000-can order.',
    build: (k) => plan(k, 'cannery-planner', [['plan shifts', '180,000 cans at 95 cans/min effective = 1,895 line-minutes ≈ 31.6 h. Two 8 h shifts/day gives 16 h/day, so 2 days of pure running.'], ['', 'Add retort cycle limits: 4 retorts × 2,400 cans per 70-min cycle = 8,229 cans/h cap, above 5,700 cans/h line rate, so filler is the bottleneck, not retorts.'], ['', 'Crew: filler 3, seamer 2, retort 2, palletising 2 = 9 per shift. Ana and Joseph are on leave Wed; swap in agency staff from Flexi (2).'], ['', 'Decision: Mon–Tue double shift (06–14, 14–22), Wed single shift for CIP and 20,000-can buffer; total 4.5 shifts = 36 h incl. 4.4 h changeovers.']], 'Mon-Tue 2 shifts, Wed 1 shift + CIP; 9 crew/shift.', { 'anthropic.thinking': true }) },
  { n: 2, domain: 'walnut orchard harvest logistics', style: 'Google ADK',
    isolates: 'Long planning monologue for shaker, sweeper and huller capacity; each step new numbers and a decision.',
    goal: 'Plan the walnut harvest order of blocks and equipment hire for the 120-acre Chandler/Howard orchard.',
    build: (k) => plan(k, 'harvest_planner', [['plan', 'Chandler blocks (70 ac) hull-split ~Sep 28, Howard (50 ac) ~Oct 8. Yield est. 2.1 t/ac dry → 147 t + 105 t.'], ['', 'One shaker does 12 ac/day; Chandler needs 6 days. Hire a second shaker from Delta Ag Rentals at $1,150/day for days 1-3 only.'], ['', 'Huller at Valley Hulling takes 60 t/day; our peak is 25 t/day, so no queueing; book slots 29 Sep–6 Oct and 9–14 Oct.'], ['', 'Order: B4, B2, B1 (Chandler, oldest first), then H3, H5. Sweeper crew of 3 follows 1 day behind.']], 'Harvest plan with 2 shakers days 1-3, huller slots booked.', { 'gcp.vertex.agent.event_id': 'ev' }) },
  { n: 3, domain: 'pecan praline shop Christmas staffing', style: 'LangSmith',
    isolates: 'Planning steps turn sales history into batch counts, staff hours and a rota.',
    goal: 'Plan December production batches and staff hours for a pecan praline shop.',
    build: (k) => plan(k, 'RunnableSequence', [['plan', 'Last December: 9,400 boxes, peaking 1,100/day on Dec 20-23. Forecast +8% → 10,150.'], ['', 'Batch = 240 pralines = 20 boxes; 508 batches; copper kettle does 14/day → 36 production days needed, we have 24, so add the second kettle from Dec 1.'], ['', 'Staff: 2 cooks per kettle, 3 packers; packers paid £12.60/h; 960 packer hours budgeted.'], ['', 'Rota: Maya & Dev kettle A, Lou & Sam kettle B from Dec 1; packing shifts 10–18 weekdays, 9–17 weekends.']], 'Two-kettle plan from Dec 1, rota drafted.', { ls_run_type: 'chain' }) },
  { n: 4, domain: 'acorn-fed pig farm feed budget', style: 'Letta (MemGPT)',
    isolates: 'Inner monologue steps each compute a different part of the montanera feed budget.',
    goal: 'Budget supplementary feed for 60 Iberian pigs during the acorn season.',
    build: (k) => plan(k, 'letta_agent', [['budget', 'Montanera 1 Oct–15 Jan = 107 days. Acorn yield on dehesa est. 520 kg/ha × 85 ha = 44 t.'], ['', 'Each pig eats ~8 kg acorns/day when available: 60 × 8 × 107 = 51 t demand, so 7 t shortfall.'], ['', 'Shortfall covered by 4.2 t barley (1 kg barley ≈ 1.7 kg acorn energy) at €265/t = €1,113.'], ['', 'Decision: start barley supplement 20 Dec when acorn drop tails, 700 g/pig/day.']], '€1,113 barley budget, start 20 Dec.', { 'letta.message_type': 'inner_thoughts' }) },
  { n: 5, domain: 'elderflower cordial seasonal run', style: 'Haystack',
    isolates: 'Planning pipeline: each generator step adds picking volumes, sugar quantities, bottle counts and a schedule.',
    goal: 'Plan the elderflower cordial production run for the 3-week flowering season.',
    build: (k) => plan(k, 'Pipeline.run', [['plan', 'Pickers: 6 people × 9 kg heads/day × 15 picking days = 810 kg flowers.'], ['', 'Recipe: 1 kg heads per 20 L cordial → 16,200 L; sugar 0.6 kg/L → 9.7 t, order from Tate in 3 drops.'], ['', '500 ml bottles: 32,400; glass supplier lead time 3 weeks; order 34,000 incl. breakage.'], ['', 'Decision: cold-infuse 48 h, pasteurise at 72 °C, bottling Tue/Thu/Sat.']], 'Run plan: 16,200 L, 34,000 bottles, 9.7 t sugar.', { haystack_component: 'OpenAIGenerator' }) },
  { n: 6, domain: 'persimmon drying (hoshigaki) cooperative', style: 'smolagents (planning steps)',
    isolates: 'Planning steps set hanging racks, massage schedule and humidity targets with new numbers each time.',
    goal: 'Plan the hoshigaki drying season for the co-op: racks, labour and schedule for 3 t of Hachiya persimmons.',
    build: (k) => plan(k, 'ToolCallingAgent', [['plan', '3 t Hachiya ≈ 12,000 fruit at 250 g. A rack holds 160 fruit → 75 racks; we own 48, build 27 more.'], ['', 'Massage every 3 days from day 7 to day 35: 10 sessions; 1 person does 900 fruit/h → 13.3 h per session.'], ['', 'Barn humidity target 55-65 %; two dehumidifiers (Meaco 20L) on timers 22:00-06:00.'], ['', 'Decision: peel & hang Nov 3-6, sessions Nov 13 onwards, pack Dec 10. Sell 60% to Hayashi store.']], 'Season plan saved.', { smolagents_step: 'PlanningStep' }) },
];
