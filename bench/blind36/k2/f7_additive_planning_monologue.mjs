// Family 7 (healthy): several long reasoning/planning steps in a row, each adding concrete new
// content (numbers, names, decisions), then the plan is written out.
import { sp, Conv } from './lib.mjs';

export const family = 'additive_planning_monologue';
export const loop = false;
export const stagnation = false;
export const summary = 'A run of consecutive long planning steps where each adds new numbers, names or decisions, ending in a written plan';

// 01 jai alai fronton season — Anthropic Messages API with extended thinking
function s01(c) {
  const goal = 'Draft the 14-week autumn season schedule for the jai alai fronton: 5 playing nights a week, 8-team quiniela format, at least two rest nights per pelotari per week, and avoid the two city marathon weekends.';
  const cv = new Conv(c, { style: 'anthropic', model: 'claude-opus-4-20250514', system: 'You are the fronton\'s match scheduler. Think step by step, then write the schedule with the tool.', user: goal, llmName: 'anthropic.messages.create' });
  const k = [];
  k.push(cv.llm(null, [{ name: 'get_roster', args: { season: 'autumn' } }], { reasoning: 'I need the roster and the blocked dates before anything else.' }));
  k.push(cv.tool('get_roster', undefined, { front_court: 14, back_court: 12, injured: ['Arrieta (back court, out until week 3)'], blocked_dates: [c.ymd(40), c.ymd(41), c.ymd(75), c.ymd(76)], nights: ['Wed', 'Thu', 'Fri', 'Sat', 'Sun'], rev: c.hex(8) }));
  const plan = [
    ['Capacity first. A quiniela night has 12 games; each game uses 8 posts, in doubles that is 16 players per game but players rotate across posts, so one night needs 8 front-court and 8 back-court players. With 14 front and 12 back (11 until week 3 because of Arrieta), the back court is the constraint: 11 players, 5 nights, 8 per night = 40 back-court slots per week, 40/11 = 3.6 nights each, so everyone plays at most 4 nights and gets ≥ 1 rest night from play alone. The 2-rest-night rule means max 3 playing nights each for most: 11 × 3 = 33 < 40. So weeks 1–2 cannot fully meet the rule with 8 back-courters per night.', 'Let me work out the capacity per week.'],
    ['Fix for weeks 1–2: run Wednesdays as a 6-team short card (6 back-court players), giving 6 + 4 × 8 = 38 slots; still above 33. Second option: borrow 2 back-court players from the amateur league (Etxeberria and Sáenz are licensed). 13 × 3 = 39 ≥ 38. I will combine both: short Wednesday card in weeks 1–2 plus the two amateur call-ups, which leaves one spare slot for injury cover.', 'Weeks 1–2 need a short Wednesday card and two call-ups.'],
    ['Marathon weekends: the blocked dates fall in week 6 (Sat/Sun) and week 11 (Sat/Sun). Those weeks drop to 3 nights (Wed–Fri). To keep the 70-night season total (14 × 5) at least at 66, add a Tuesday night in weeks 7 and 12, giving 14 × 5 − 4 + 2 = 68 nights. Tuesday nights start at 19:30 instead of 20:00 because the TV window is earlier.', 'Handle the marathon weekends and make up nights.'],
    ['Rotation pattern from week 3 (12 back, 14 front): use a fixed 5-night cycle where each player sits out 2 consecutive nights, staggered in 6 pairs for back court: pair A rests Wed/Thu, B Thu/Fri, C Fri/Sat, D Sat/Sun, E Sun/Wed, F Wed/Fri. That gives 8–10 available each night, and I pick 8 by rotating the post order weekly so no one is always on post 1. Front court uses the same pattern with 7 pairs.', 'Rotation pattern from week 3 onward.'],
    ['Final check: total back-court appearances per player over 14 weeks ≈ (68 nights × 8) / 12 ≈ 45, within the 48 contractual maximum. Finale: week 14 Saturday is the championship night with a 16-game card; that night all healthy players are eligible and Friday of week 14 becomes a rest night for everyone. Now I can write the schedule.', 'Verify totals and set the finale.'],
  ];
  plan.forEach(([think, text], i) => {
    if (i > 0) cv.user('Continue.');
    k.push(cv.llm(text, [], { reasoning: think }));
  });
  k.push(cv.llm('Writing the 14-week schedule.', [{ name: 'write_schedule', args: { season: 'autumn', nights: 68, weeks: 14, short_cards: ['W1-Wed', 'W2-Wed'], callups: ['Etxeberria', 'Sáenz'], extra_tuesdays: ['W7', 'W12'], finale: 'W14-Sat 16 games' } }]));
  k.push(cv.tool('write_schedule', undefined, { ok: true, sheet: 'autumn_schedule_v1', rows: 68 * 12, url: 'https://docs.example/sheets/' + c.b62(20) }));
  k.push(cv.llm('Schedule written: 68 nights, short Wednesday cards and two call-ups in weeks 1–2, marathon weekends dropped with Tuesday make-ups in weeks 7 and 12, staggered two-night rests, 16-game finale.', []));
  return {
    isolates: 'Five consecutive thinking steps each add new material (back-court capacity maths, call-ups, marathon make-up nights, rotation pairs, appearance totals) before the schedule is written once.',
    goal,
    root: sp('agent', 'fronton-scheduler', { goal }, null, k, { api: 'messages', thinking: { type: 'enabled', budget_tokens: 8000 }, request_ids: [c.reqId('req_011C')] }),
  };
}

// 02 skate sharpening pro shop — OpenInference / Arize Phoenix chain of LLM calls
function s02(c) {
  const goal = 'Plan staffing for the skate sharpening pro shop at the twin-rink arena for the 3-week youth hockey tournament (40 teams), including machine time and walk-in queue limits.';
  const cv = new Conv(c, { style: 'openai', attrs: 'openinference', model: 'gpt-4o', system: 'You are an operations planner. Reason carefully with concrete numbers.', user: goal });
  const k = [];
  k.push(cv.llm(null, [{ name: 'get_shop_stats', args: { period: 'last_tournament' } }]));
  k.push(cv.tool('get_shop_stats', undefined, { pairs_sharpened: 3120, peak_hour_pairs: 46, avg_minutes_per_pair: { auto_machine: 2.5, hand_finish: 4 }, machines: { 'Sparx ES200': 2, 'Blademaster hand bench': 1 }, staff_on_roster: 7, exported: c.euDate() }));
  const steps = [
    'Demand: 40 teams × ~17 players = 680 skaters. Last tournament (32 teams) did 3,120 pairs over 3 weeks; scaling by 40/32 gives 3,900 pairs, about 186/day over 21 days. Game days are not uniform: the bracket puts 60% of games on the 6 weekend days, so weekend days ≈ 390 pairs and weekdays ≈ 104.',
    'Machine capacity: two Sparx units at 2.5 min/pair = 48 pairs/hour together; the hand bench at 4 min = 15/hour but only goalies and figure blades need it (≈ 8% of pairs). On a 12-hour weekend day the Sparx pair handles 576, so 390 fits with 68% utilisation; the peak hour (last year 46, scaled 58) exceeds 48, so a queue builds 08:00–09:00 before the first puck drop.',
    'Staffing: each Sparx unit needs one operator; a third person runs intake/tagging and the hand bench. Weekends: 3 people × two 6-hour shifts = 6 shifts/day. Weekdays: 2 people, one shift each 15:00–21:00 when most teams practise. Total = 6 weekend days × 6 + 15 weekdays × 2 = 66 shifts; with 7 staff that is 9–10 shifts each over 3 weeks, under the 12-shift cap.',
    'Queue limits: cap walk-ins at 25 tagged pairs in the 07:00–09:00 window and sell the rest as pre-booked slots through the tournament app (20 per half-hour). Goalie skates go only to the hand bench queue with a 45-minute promise. Rent a third Sparx for the two finals weekends (≈ €380/weekend) to absorb the semi-final surge of ~450 pairs/day.',
  ];
  steps.forEach((s, i) => { if (i) cv.user('Next part.'); k.push(cv.llm(s, [])); });
  k.push(cv.llm(null, [{ name: 'save_plan', args: { title: 'Youth tournament pro shop plan', shifts: 66, rent_extra_sparx: ['weekend 3'], walkin_cap: 25, prebook_slots_per_half_hour: 20 } }]));
  k.push(cv.tool('save_plan', undefined, { id: 'plan_' + c.hex(10), saved_at: c.iso() }));
  return {
    isolates: 'Four consecutive planning outputs each contribute a new part (demand by day, machine throughput, 66-shift roster, queue caps and a rented machine) and the plan is saved.',
    goal,
    root: sp('agent', 'proshop_planner', { input: goal }, { plan_saved: true }, k, { 'openinference.span.kind': 'AGENT', 'session.id': c.uuid(), 'phoenix.project': 'arena-ops' }),
  };
}

// 03 broom making workshop — Spring AI ChatClient advisors
function s03(c) {
  const goal = 'Make a production plan for the broom making workshop for the Christmas market: 260 brooms across three styles (kitchen, hearth, besom), with the broomcorn, handles and wire we have.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o-mini', system: 'You are a workshop planning assistant.', user: goal, llmName: 'spring_ai chat_client' });
  const k = [];
  k.push(cv.llm(null, [{ name: 'inventoryLookup', args: { categories: ['broomcorn', 'handles', 'wire', 'twine'] } }]));
  k.push(cv.tool('inventoryLookup', undefined, { broomcorn_kg: { hurl: 48, insides: 95 }, handles: { ash_120cm: 140, hazel_besom: 90, short_hearth: 60 }, wire_m: 1800, twine_rolls: 22, as_of: c.usDate() }, { spanName: 'spring_ai tool_call inventoryLookup', meta: { 'spring.ai.kind': 'tool_call' } }));
  const steps = [
    'Material per broom: kitchen uses 0.45 kg corn (0.12 hurl + 0.33 insides), one 120 cm ash handle and 9 m wire; hearth uses 0.25 kg (all insides), a short handle and 5 m wire; besom uses birch twigs not broomcorn, a hazel handle and 2 m wire plus 1 m of twine.',
    'Target split from last year\'s market sales (52% kitchen, 18% hearth, 30% besom) gives 135 kitchen, 47 hearth, 78 besom. Corn needed: hurl 135 × 0.12 = 16.2 kg (have 48), insides 135 × 0.33 + 47 × 0.25 = 56.3 kg (have 95). Handles: 135 ash of 140, 47 short of 60, 78 hazel of 90 — all fit. Wire: 135 × 9 + 47 × 5 + 78 × 2 = 1,606 m of 1,800.',
    'Labour: a kitchen broom takes 50 min on the winder and stitching vice, hearth 30 min, besom 20 min; total = 112.5 + 23.5 + 26 = 162 hours. Three makers at 24 h/week each is 72 h/week, so 2.3 weeks. Only one winder exists, so kitchen and hearth brooms (136 h) are the bottleneck: schedule the winder 6 days × 8 h across weeks 1–3, and besoms on the bench in parallel.',
    'Order of work: week 1 kitchen brooms (58), week 2 kitchen (58) + hearth (20), week 3 kitchen (19) + hearth (27) + finishing; besoms built by the apprentice throughout. Birch twigs must be cut this week to season 10 days. Spare 35 kg insides allows 20 extra hearth brooms if the first market weekend sells out.',
  ];
  steps.forEach((s, i) => { if (i) cv.user('Continue the plan.'); k.push(cv.llm(s, [], { meta: { 'spring.ai.advisors': ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'], 'gen_ai.request.model': 'gpt-4o-mini' } })); });
  k.push(cv.llm(null, [{ name: 'publishPlan', args: { kitchen: 135, hearth: 47, besom: 78, weeks: 3, notes: 'cut birch now; 20 hearth contingency' } }]));
  k.push(cv.tool('publishPlan', undefined, { published: true, board: 'workshop-wall-screen', at: c.hhmm() }, { spanName: 'spring_ai tool_call publishPlan', meta: { 'spring.ai.kind': 'tool_call' } }));
  return {
    isolates: 'Four consecutive long steps each add new content (per-broom materials, quantities and stock check, labour hours and winder bottleneck, week-by-week order) before the plan is published.',
    goal,
    root: sp('agent', 'ChatClient.call', { user: goal }, { status: 'published' }, k, { 'spring.ai.version': '1.0.0', 'spring.application.name': 'broom-workshop', 'micrometer.observation': 'spring.ai.chat.client' }),
  };
}

// 04 date palm orchard — LangChain4j AiServices
function s04(c) {
  const goal = 'Plan this season\'s hand pollination for the Medjool block (1,150 female palms, 28 male palms), given the flowering forecast, crew size of 9 and pollen stock.';
  const cv = new Conv(c, { style: 'openai', model: 'gpt-4o', system: 'You are an agronomy planning assistant for a date palm farm.', user: goal, llmName: 'ChatLanguageModel.chat' });
  const k = [];
  k.push(cv.llm(null, [{ name: 'getFloweringForecast', args: { block: 'MJ-North' } }]));
  k.push(cv.tool('getFloweringForecast', undefined, { spathes_per_palm: 14, window_start: c.ymd(9), peak: c.ymd(19), window_end: c.ymd(38), pollen_stock_g: 5200, pollen_viability_pct: 78, model: 'phenology-v2', run: c.jobId('pf-') }, { spanName: 'ToolExecutor.execute getFloweringForecast' }));
  const steps = [
    'Workload: 1,150 palms × 14 spathes = 16,100 spathes over a 29-day window. Each spathe must be pollinated within 3 days of cracking, so every palm needs a visit every 3 days while it flowers; a palm flowers about 18 days, so ~6 visits per palm = 6,900 palm-visits.',
    'Crew capacity: with hydraulic lifts a worker does ~45 palm-visits/day (8 min each including moving the lift); 9 workers × 45 = 405/day. Peak demand around the 19th is about 1,150/3 ≈ 383 palm-visits/day, so capacity is tight but sufficient; outside the peak, 5 workers can cover and 4 rotate to thinning.',
    'Pollen: 0.3 g per spathe with the puffer method = 4,830 g at 100% viability; at 78% viability use 0.38 g → 6,118 g needed, but stock is 5,200 g. Shortfall ~920 g. Our 28 males produce ~60 g each this season (1,680 g) — collect from the 12 earliest males in days 1–10, dry 48 h, and the deficit is covered with ~760 g margin.',
    'Schedule: days 1–8 ramp with 5 workers on rows 1–20 (earliest cracking), days 9–24 full crew in three lift teams of 3 on rows 1–45 in a 3-day rotation, days 25–29 back to 5 workers. Tag each spathe with a coloured tie per day-of-pollination so the second pass can skip it.',
  ];
  steps.forEach((s, i) => { if (i) cv.user('Go on.'); k.push(cv.llm(s, [])); });
  k.push(cv.llm(null, [{ name: 'saveSeasonPlan', args: { block: 'MJ-North', crews: [5, 9, 5], pollen_g_per_spathe: 0.38, collect_from_males: 12 } }]));
  k.push(cv.tool('saveSeasonPlan', undefined, 'Saved plan #' + c.int(200, 400) + ' for MJ-North', { spanName: 'ToolExecutor.execute saveSeasonPlan' }));
  k.push(cv.llm('Pollination plan saved: 6,900 palm-visits, crew 5→9→5, 0.38 g/spathe, extra pollen from 12 early males.', []));
  return {
    isolates: 'Four consecutive model steps each add new quantities (palm-visits, crew throughput, pollen shortfall and male collection, day-by-day schedule) and the plan is saved.',
    goal,
    root: sp('agent', 'AiServices.PollinationPlanner', { userMessage: goal }, null, k, { 'langchain4j.version': '1.0.0-beta3', memory: 'MessageWindowChatMemory(20)', 'service.name': 'orchard-planner' }),
  };
}

// 05 wound care clinic supplies — plain message-level trace with reasoning_content
function s05(c) {
  const goal = 'Prepare next month\'s dressing and compression supply order for the community wound care clinic from the caseload, staying within the £6,400 budget.';
  const cv = new Conv(c, { style: 'openai', model: 'deepseek-reasoner', system: 'You prepare supply orders for a nurse-led wound clinic. Do not change clinical plans.', user: goal });
  const k = [];
  k.push(cv.llm(null, [{ name: 'caseload_summary', args: { month: 'next' } }]));
  k.push(cv.tool('caseload_summary', undefined, { patients: 64, venous_leg_ulcers: 29, pressure_ulcers: 13, diabetic_foot: 11, surgical: 11, dressing_changes_per_week: { VLU: 2, PU: 3, DFU: 3, surgical: 2 }, generated: c.logStamp() }));
  k.push(cv.llm(null, [{ name: 'price_list', args: { formulary: 'ICB-2025' } }]));
  k.push(cv.tool('price_list', undefined, { items: { 'foam 10x10': 1.42, 'foam 15x15': 2.31, 'silver alginate 10x10': 3.95, 'hydrocolloid 10x10': 1.18, 'two-layer compression kit': 11.6, 'non-adherent 10x10': 0.34 }, updated: c.ymd(-20), etag: c.etag() }));
  const steps = [
    ['Change counts for 4.3 weeks: VLU 29 × 2 × 4.3 = 249; PU 13 × 3 × 4.3 = 168; DFU 11 × 3 × 4.3 = 142; surgical 11 × 2 × 4.3 = 95. Total 654 changes.', 'Counting dressing changes.'],
    ['VLU changes each use one 15x15 foam and one two-layer compression kit: 249 × (2.31 + 11.60) = £3,463.59. That alone is 54% of budget.', 'Pricing venous leg ulcer changes.'],
    ['PU: hydrocolloid 10x10 at 168 × 1.18 = £198.24. DFU: the caseload flags 4 of 11 as infected, so 4/11 of 142 ≈ 52 changes use silver alginate (52 × 3.95 = £205.40) and 90 use 10x10 foam (£127.80). Surgical: non-adherent plus 10x10 foam, 95 × 1.76 = £167.20.', 'Pricing the other wound types.'],
    ['Subtotal £4,162.23; add 10% buffer for new referrals = £4,578.45, leaving £1,821.55 under budget. Since compression kits have a 3-week lead time, order 300 kits instead of 249 (extra 51 × 11.60 = £591.60), total £5,170.05.', 'Totals, buffer, and lead-time adjustment.'],
  ];
  steps.forEach(([r, t], i) => { if (i) cv.user('continue'); k.push(cv.llm(t, [], { reasoning: r })); });
  k.push(cv.llm(null, [{ name: 'submit_order', args: { supplier: 'NHS Supply Chain', lines: [{ item: 'two-layer compression kit', qty: 300 }, { item: 'foam 15x15', qty: 249 }, { item: 'hydrocolloid 10x10', qty: 185 }, { item: 'silver alginate 10x10', qty: 57 }, { item: 'foam 10x10', qty: 204 }, { item: 'non-adherent 10x10', qty: 105 }], total_gbp: 5170.05 } }]));
  k.push(cv.tool('submit_order', undefined, { order: 'PO-' + c.int(100000, 999999), status: 'SUBMITTED', approver: 'Clinic lead', received: c.isoSec() }));
  k.push(cv.llm('Order PO submitted: £5,170.05 of £6,400, including a 10% buffer and extra compression kits for lead time.', []));
  return {
    isolates: 'Four consecutive reasoning steps each add new figures (change counts, VLU cost, other wound costs, buffer and lead-time adjustment) and the order is submitted once.',
    goal,
    root: sp('agent', 'chat_session', { goal }, null, k, { client: 'openai-python 1.68.0', base_url: 'https://api.deepseek.com', session: c.uuid() }),
  };
}

// 06 science centre exhibits — OpenAI Responses API with reasoning summaries
function s06(c) {
  const goal = 'Plan the quarterly maintenance for the science centre\'s 42 interactive exhibits with 2 technicians, prioritising by failure history and visitor traffic, and create the work orders.';
  const cv = new Conv(c, { style: 'responses', model: 'o3', system: 'You plan exhibit maintenance for a science centre.', user: goal });
  const k = [];
  k.push(cv.llm(null, [{ name: 'exhibit_stats', args: { quarter: 'last' } }], { reasoning: 'Need failure history and traffic first.' }));
  k.push(cv.tool('exhibit_stats', undefined, { exhibits: 42, top_failures: [{ id: 'EX-07 Tornado Tube', tickets: 11 }, { id: 'EX-19 Pedal Generator', tickets: 9 }, { id: 'EX-31 Air Cannon', tickets: 7 }, { id: 'EX-02 Bernoulli Ball', tickets: 6 }], footfall_rank: ['EX-19', 'EX-31', 'EX-07', 'EX-25'], closed_days: ['Mondays'], exported_at: c.iso() }));
  const steps = [
    'Capacity: 2 technicians × 13 weeks × 4 open-day maintenance slots (before opening, 07:30–09:30) + Mondays (7 h) = 2 × 13 × (4 × 2 + 7) = 390 hours for the quarter.',
    'Priority tiers: tier 1 (EX-07, EX-19, EX-31, EX-02: high failures or top-3 traffic) get a monthly service of 4 h = 48 h; tier 2 (the next 12 by footfall) a single 3 h service = 36 h; tier 3 (remaining 26) a 1.5 h inspection = 39 h. Planned total 123 h, leaving 267 h for reactive tickets (last quarter used 190 h).',
    'EX-07 Tornado Tube fails mostly on the fog humidifier; swap to the ultrasonic model in week 2 (parts £340, 6 h on a Monday). EX-19 Pedal Generator: replace the freewheel hubs on all 4 bikes in week 3 (3 h). Both reduce expected tickets by ~60%.',
    'Sequencing: tier-1 services on Mondays of weeks 1, 5 and 9 (both techs), tier-2 in the morning slots of weeks 2–8, tier-3 inspections in weeks 9–12, school holidays in weeks 6–7 kept light (reactive only).',
  ];
  steps.forEach((s, i) => { if (i) cv.user('Continue.'); k.push(cv.llm(null, [], { reasoning: s })); });
  k.push(cv.llm('Creating the work orders now.', [{ name: 'create_work_orders', args: { tiers: { '1': ['EX-07', 'EX-19', 'EX-31', 'EX-02'], '2': 12, '3': 26 }, projects: ['EX-07 ultrasonic humidifier wk2', 'EX-19 freewheel hubs wk3'] } }]));
  k.push(cv.tool('create_work_orders', undefined, { created: 54, range: 'WO-' + c.int(9000, 9100) + '…', calendar_synced: true, at: c.iso() }));
  k.push(cv.llm('54 work orders created: 123 planned hours of 390, two improvement projects in weeks 2–3, holidays kept reactive-only.', []));
  return {
    isolates: 'Four consecutive reasoning summaries each add a new layer (hours available, tiered service hours, two fixes with costs, week sequencing) before the 54 work orders are created.',
    goal,
    root: sp('agent', 'responses.run', { goal }, null, k, { reasoning: { effort: 'high', summary: 'auto' }, store: true, conversation: 'conv_' + c.hex(24) }),
  };
}

export const scenarios = [
  { domain: 'jai alai fronton season schedule', style: 'Anthropic Messages API (extended thinking)', build: s01 },
  { domain: 'skate sharpening pro shop staffing', style: 'OpenInference / Arize Phoenix', build: s02 },
  { domain: 'broom making workshop production', style: 'Spring AI', build: s03 },
  { domain: 'date palm orchard pollination', style: 'LangChain4j', build: s04 },
  { domain: 'community wound care clinic supplies', style: 'plain message-level (reasoning_content)', build: s05 },
  { domain: 'science centre exhibit maintenance', style: 'OpenAI Responses API (reasoning summaries)', build: s06 },
];
