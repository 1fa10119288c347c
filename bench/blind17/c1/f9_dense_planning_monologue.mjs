// Family 9 (healthy): a long planning monologue - several long reasoning steps in a row, each
// adding concrete new content (numbers, names, decisions) - then the plan is used.
import { Noise, Chat, agent, chain, row, toolSpans, walk } from './lib.mjs';

export const FAMILY = {
  name: 'dense_planning_monologue',
  loop: false,
  summary: 'Several long consecutive reasoning steps, each adding new numbers, names or decisions, then the plan is saved or executed.',
  check(r) {
    let run = 0, best = 0;
    const seq = []; walk(r.root, (s) => { if (s.type === 'llm' || s.type === 'tool') seq.push(s.type); });
    for (const t of seq) { run = t === 'llm' ? run + 1 : 0; best = Math.max(best, run); }
    return best >= 3 && toolSpans(r.root).length >= 1 ? null : 'needs 3+ consecutive reasoning steps';
  },
};

// 01 lavender distillery: Anthropic with thinking, then consecutive planning steps
function r01() {
  const n = new Noise('dense_planning_monologue-01');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-7-sonnet-20250219', tools: ['field_yields', 'save_plan'],
    system: 'You plan harvest and distillation at Hollowfield Lavender (Lavandula x intermedia Grosso and L. angustifolia Maillette). One 1,000 L copper still, steam distillation.',
    user: 'Plan next week\'s harvest-to-still schedule so every field is cut at peak and the still never sits idle. Save the plan when done.',
  });
  const kids = [];
  kids.push(c.say('Let me get the current field data.', [['field_yields', { week: 'next' }]], {}, 'I need per-field bloom stage and expected fresh-weight yield before I can sequence anything.'));
  kids.push(c.run({ fields: [{ id: 'F1 Long Acre', variety: 'Grosso', ha: 2.4, bloom_pct: 55, est_t_per_ha: 6.5 }, { id: 'F2 Chalk Bank', variety: 'Maillette', ha: 1.1, bloom_pct: 70, est_t_per_ha: 3.8 }, { id: 'F3 Top Field', variety: 'Grosso', ha: 3.0, bloom_pct: 35, est_t_per_ha: 6.9 }], still: { charge_kg: 350, cycle_min: 75, turnaround_min: 25 }, as_of: n.isoS() }));
  c.user('[auto] continue');
  kids.push(c.say('Step 1 — volumes. F1: 2.4 ha x 6.5 t = 15.6 t. F2: 1.1 ha x 3.8 t = 4.18 t. F3: 3.0 ha x 6.9 t = 20.7 t. Total 40.48 t fresh. The still takes a 350 kg charge every 100 minutes (75 min distil + 25 min turnaround), i.e. 14 charges in a 24 h day = 4.9 t/day. So the week needs 40.48 / 0.35 = 116 charges, about 8.3 still-days — more than 7, so I either run the still 24/7 for all 7 days and wilt part of the crop, or prioritise.'));
  c.user('[auto] continue');
  kids.push(c.say('Step 2 — peak timing. Grosso oil yield peaks around 50-60% bloom, Maillette (fine lavender) around 70-80%. F2 Chalk Bank is at 70% now, so it goes first: 4.18 t = 12 charges, done by Tuesday 04:00 if we start Monday 08:00. F1 Long Acre at 55% is at peak now too and holds 2-3 days: 15.6 t = 45 charges, Tuesday 04:00 to Thursday 07:00. F3 Top Field at 35% gains about 8 points a day and hits 55% around Wednesday-Thursday, so it follows F1 from Thursday.'));
  c.user('[auto] continue');
  kids.push(c.say('Step 3 — the shortfall. From Thursday 07:00 to Sunday 24:00 is 89 h = 53 charges = 18.6 t, leaving 20.7 - 18.6 = 2.1 t of F3 uncut. Options: (a) let cut Grosso wilt up to 48 h in windrows (it loses about 15% weight but little oil), which lets the cutting crew get ahead; (b) sell the 2.1 t as dried bunches to Marlow Florists at about £4.50/kg dried (2.1 t fresh = about 0.7 t dried = £3,150). Grosso oil at 2.1 t x 1.1% = 23 kg at £55/kg = £1,270. Option (b) earns more, so the last 2.1 t of F3 (the north strip, about 0.3 ha) becomes dried bunches.'));
  c.user('[auto] continue');
  kids.push(c.say('Step 4 — crews. Cutting rate with the single-row harvester is about 0.4 ha/h. F2 (1.1 ha) is cut Monday 06:00-09:00; F1 (2.4 ha) in two blocks, Tuesday 05:00-08:00 and Wednesday 05:00-08:00, so the cut material stays fresh (under 24 h) for the still; F3 in three blocks Thursday-Saturday 05:00-07:30, with the north strip hand-cut Saturday for bunching by Ella\'s team. Night still operators: Dev (Mon-Wed) and Marta (Thu-Sun), with changeovers at 06:00 and 18:00.'));
  kids.push(c.say('Saving the plan.', [['save_plan', { week: 'next', sequence: ['F2 Mon 08:00 (12 charges)', 'F1 Tue 04:00 (45 charges)', 'F3 Thu 07:00 (53 charges)'], bunching: { field: 'F3 north strip', t_fresh: 2.1, buyer: 'Marlow Florists' }, crews: { night_still: { 'Mon-Wed': 'Dev', 'Thu-Sun': 'Marta' } } }]]));
  kids.push(c.run({ saved: true, plan_id: 'HP-' + n.digits(4), revision: 1 }));
  kids.push(c.say('Plan saved: F2 Maillette first (Mon), F1 Grosso from Tue 04:00, F3 Grosso from Thu 07:00, 110 charges in total with the still running 24/7, and 2.1 t of F3\'s north strip sold as dried bunches.', []));
  const root = agent('hollowfield-planner', { request: c.o.user }, { plan_saved: true }, kids, { sdk: 'anthropic-python 0.49.0', thinking_budget: 2048 });
  return row(FAMILY, 1, { isolates: 'Four consecutive long planning steps each add new figures (tonnages, charge counts, peak dates, the oil-versus-bunches trade-off, crew names) before the plan is saved.', stagnation: false, goal: c.o.user, root });
}

// 02 ghost tours: OpenAI chat, route and staffing plan
function r02() {
  const n = new Noise('dense_planning_monologue-02');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', tools: ['venue_access', 'create_schedule'],
    system: 'You plan the Halloween fortnight for Old Town Ghost Walks (York). Think step by step, then create the schedule.',
    user: 'Plan the 14 nights from 24 Oct: how many tours per night, which routes, and which guides, given the access rules for the venues.',
  });
  const kids = [];
  kids.push(c.say(null, [['venue_access', { from: '2024-10-24', to: '2024-11-06' }]]));
  kids.push(c.run({ venues: [{ name: 'Holy Trinity churchyard', latest_entry: '21:30', max_group: 25 }, { name: 'Treasurer\'s House cellar', nights: ['Fri', 'Sat'], max_group: 15, fee_gbp: 60 }, { name: 'Shambles', latest_entry: null, max_group: 30 }], guides: ['Agnes', 'Barnaby', 'Cormac', 'Dolly', 'Evander'], etag: n.etag() }));
  c.user('[planner] continue');
  kids.push(c.say('Demand: last year sold 1,180 tickets over the same 14 nights, 62% of them on the 4 weekend nights and Halloween itself. Planning for 10% growth: about 1,300 tickets, about 800 on the five peak nights (Fri 25, Sat 26, Thu 31, Fri 1, Sat 2) = 160 per peak night, and about 500 over the 9 other nights = 56 per night. With a 25-person cap set by the churchyard, peak nights need 7 tours and quiet nights 3.'));
  c.user('[planner] continue');
  kids.push(c.say('Routes: Route A "Shambles & Churchyard" (75 min) must reach Holy Trinity before 21:30, so its latest start is 20:00. Route B "Cellar Route" uses the Treasurer\'s House cellar, Fri/Sat only, capped at 15 and a £60 fee per visit, so a B ticket should be £22 instead of £16 to cover it. Route C "Shambles Late" has no churchyard and can run until 23:00. Peak night: A at 18:00, 18:30, 19:00, 19:30, 20:00; B at 19:15 (Fri/Sat only); C at 21:30 and 22:30 = 8 tours. Quiet night: A at 18:30 and 19:30, C at 21:30.'));
  c.user('[planner] continue');
  kids.push(c.say('Guides: 5 guides, and a guide can do at most 3 tours a night (voice). Peak nights need 8 tours, so 3 guides: Agnes A 18:00/19:00/20:00, Barnaby A 18:30/19:30 + B 19:15 is impossible (overlap) so Barnaby A 18:30/19:30 + C 22:30, Cormac B 19:15 + C 21:30. Quiet nights: one guide doing A 18:30, A 19:30 and C 21:30 back to back, rotating Dolly and Evander so nobody works more than 4 nights in a row. Halloween (Thu 31) also gets the B route by special arrangement? No — the cellar is Fri/Sat only, so Thu 31 gets a sixth A tour at 17:30 instead, taken by Dolly.'));
  kids.push(c.say(null, [['create_schedule', { nights: 14, peak_nights: ['2024-10-25', '2024-10-26', '2024-10-31', '2024-11-01', '2024-11-02'], peak_template: { A: ['18:00', '18:30', '19:00', '19:30', '20:00'], B: ['19:15'], C: ['21:30', '22:30'] }, quiet_template: { A: ['18:30', '19:30'], C: ['21:30'] }, extras: { '2024-10-31': { A: ['17:30'], guide: 'Dolly' } }, prices: { A: 16, B: 22, C: 16 } }]]));
  kids.push(c.run({ created: true, tours: 67, calendar_id: n.uuid(), published_to: 'fareharbor-sync' }));
  kids.push(c.say('Schedule created: 7-8 tours on each of the 5 peak nights, 3 on quiet nights, Route B only on Fri/Sat at £22, plus an extra 17:30 tour on Halloween with Dolly.', []));
  const root = agent('ghostwalks-planner', { request: c.o.user }, { created: true }, kids, { framework: 'openai tool loop + auto-continue' });
  return row(FAMILY, 2, { isolates: 'Three long consecutive planning messages add demand figures, then route timings and prices, then guide assignments with a corrected conflict, before the schedule is created.', stagnation: false, goal: c.o.user, root });
}

// 03 sand sculpture festival: CrewAI planner thoughts
function r03() {
  const n = new Noise('dense_planning_monologue-03');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o', llmName: 'LLM Call (gpt-4o)',
    system: 'You are Festival Logistics Planner for the Weston Sand Sculpture Festival.\nTools: Order Sand(tonnes: int, delivery: str), Book Crew(people: int, days: int)\nThink in detail before acting.',
    user: 'Current Task: Plan sand and compaction crew for this year\'s 9 sculptures (theme: "Myths of the Severn"), build to start 18 March.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say('Thought: Sand volume first. The 9 sculptures are 3 large blocks (4 x 4 x 3.5 m = 56 m³ each = 168 m³), 4 medium (3 x 3 x 2.5 m = 22.5 m³ each = 90 m³) and 2 small (2 x 2 x 2 m = 8 m³ each = 16 m³), 274 m³ compacted in total. Compacted sculpting sand (silt-rich, 12% fines) runs at about 1.75 t/m³, so 274 x 1.75 = 480 t, plus 8% wastage in formwork and trimming = 518 t, rounded up to 520 t.'));
  c.user('Continue.');
  kids.push(c.say('Thought: Delivery. Tipper lorries carry 20 t, so 520 t = 26 loads. The promenade access allows 6 lorries a day (council permit), so 5 delivery days. Build starts 18 March, so deliveries run 12-16 March, large-block sand first (336 t = 17 loads on 12-14 March) because those forms are filled first, then medium and small (184 t = 9 loads, 15-16 March).'));
  c.user('Continue.');
  kids.push(c.say('Thought: Compaction crew. Each large form takes 4 people 2 days (lifts of 30 cm, plate compactor plus water), a medium form 3 people 1.5 days, a small form 2 people 1 day. Person-days: 3 x 8 + 4 x 4.5 + 2 x 2 = 24 + 18 + 4 = 46. Doing it in 5 days (18-22 March), so the carvers can start on the 23rd, needs 46 / 5 = 9.2, so 10 people. Two of them should be the Dutch form specialists from last year (Jeroen and Saskia) to lead the large blocks.'));
  c.user('Continue.');
  kids.push(c.say('Thought: Order 520 t for 12-16 March and book 10 people for 5 days.', [['Order Sand', { tonnes: 520, delivery: '2024-03-12..2024-03-16, 6 loads/day max, large-block sand first' }]]));
  kids.push(c.run(`Order SO-${n.digits(5)} accepted: 520 t sculpting sand (12% fines), 26 loads, first slot ${n.dateOnly(0)} 07:00, haulier Bristol Channel Aggregates, ref ${n.HEX(8)}`));
  kids.push(c.say('Thought: Now the crew.', [['Book Crew', { people: 10, days: 5 }]]));
  kids.push(c.run(`Crew booking CB-${n.digits(4)}: 10 people x 5 days from 18 Mar incl. leads Jeroen V., Saskia B. Invoice to follow.`));
  kids.push(c.say('Thought: I now know the final answer\nFinal Answer: 520 t of sand (274 m³ compacted + 8% wastage) in 26 loads over 12-16 March, large-block sand first; 10-person compaction crew for 18-22 March (46 person-days) led by Jeroen and Saskia, so carving can start on 23 March.', []));
  const ag = agent('Festival Logistics Planner', { role: 'Festival Logistics Planner' }, 'Sand and crew booked', kids, { crewai_version: '0.80.0' });
  const t = chain('Task: Sand and crew plan', { description: c.o.user }, 'Sand and crew booked', [ag], { task_id: n.uuid() });
  const root = agent('Crew: weston-sand-fest', { inputs: { sculptures: 9 } }, { raw: 'Sand and crew booked' }, [t], { crew_id: n.uuid() });
  return row(FAMILY, 3, { isolates: 'Three long consecutive Thoughts compute sand volume and tonnage, then delivery loads and dates, then crew person-days and names, before ordering and booking.', stagnation: false, goal: 'Plan sand and compaction crew for the 9 festival sculptures starting 18 March.', root });
}

// 04 globe making: LangSmith, gore print production plan
function r04() {
  const n = new Noise('dense_planning_monologue-04');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o',
    system: 'You are the production planner at Meridian Globemakers (hand-gored globes, 30/50/80 cm). Reason through the plan, then submit print jobs.',
    user: 'We have 42 globe orders for December delivery. Plan gore printing, ball casting and gore-laying so everything ships by 13 December.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  kids.push(c.say('Order mix by size: 30 cm x 24, 50 cm x 14, 80 cm x 4. Gores per globe: 12 for 30 cm and 50 cm, 24 for the 80 cm (split gores for the larger sphere). Sheets: a 30 cm globe\'s gores fit on one A1 sheet; a 50 cm globe needs 2 A1 sheets; an 80 cm globe needs 2 A0 sheets. That is 24 + 28 = 52 A1 sheets and 8 A0 sheets, plus 15% spoilage for the hand-colouring: 60 A1 and 10 A0.', []));
  c.user('continue');
  kids.push(c.say('Ball casting: plaster-over-fibreglass balls cure for 48 h. The mould shop has three 30 cm moulds, two 50 cm and one 80 cm, and each mould turns out one ball per 2 days. 30 cm: 24 balls / 3 moulds x 2 days = 16 days. 50 cm: 14 / 2 x 2 = 14 days. 80 cm: 4 x 2 = 8 days. Starting casting 18 November, the 30 cm balls finish 4 December, the 50 cm 2 December and the 80 cm 26 November.', []));
  c.user('continue');
  kids.push(c.say('Gore-laying is the bottleneck: Hannah lays a 30 cm globe in 1 day, a 50 cm in 1.5 days and an 80 cm in 3 days; Tobias is 20% slower. Total Hannah-days: 24 + 21 + 12 = 57. Together they have 1 + 1/1.2 = 1.83 Hannah-days per day, so 31 working days, which starting 25 November ends around 6 January. That misses 13 December. Fix: from 29 November ship 12 of the 30 cm orders as "gores-laid, varnish pending" is not acceptable, so instead bring in Priya (ex-staff, as fast as Tobias) for 3 weeks, giving 2.67/day: 57 / 2.67 = 21.4 working days, 25 Nov to 23 Dec. Still late. Final lever: the 4 large globes go to January with customer consent (12 Hannah-days freed), leaving 45 / 2.67 = 16.9 days, finishing 17 December. Also bring gore-laying forward by starting the 80 cm-free queue on 20 November with the first cast balls... the first 30 cm balls are ready on 20 November, so starting then gives 45 / 2.67 from 20 Nov = 12 December. That works.', []));
  c.user('continue');
  kids.push(c.say('Printing must stay ahead of laying: the first 30 cm gores are needed on 20 November, so print all 60 A1 sheets on 14-15 November (the Epson P20000 does about 4 A1/hour including drying, so 15 h) and the 10 A0 sheets in January with the large globes. Submitting the A1 print job now.', [['submit_print_job', { printer: 'P20000-studio', media: 'Hahnemühle Photo Rag 188 A1', sheets: 60, files: 'gores/dec-batch/*.tif', window: '2024-11-14..2024-11-15' }]]));
  kids.push(c.run({ job: 'PJ-' + n.digits(5), queued_sheets: 60, est_ink_ml: 1840, spool: n.tmp('spool'), printer_fw: '1.07' }));
  kids.push(c.say('Plan: print 60 A1 gore sheets 14-15 Nov (job submitted); cast balls from 18 Nov (30 cm done 4 Dec, 50 cm 2 Dec); gore-laying from 20 Nov with Hannah, Tobias and Priya (needs hiring for 3 weeks) finishing 12 Dec; the four 80 cm globes move to January pending customer consent, and their A0 sheets print then.', []));
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: 'Plan + print job submitted' }, kids, { run_id: n.uuid() });
  const root = agent('meridian-production', { input: c.o.user }, { output: 'Plan + print job submitted' }, [exec], { project: 'meridian', run_id: n.uuid() });
  return row(FAMILY, 4, { isolates: 'Four long consecutive planning messages add sheet counts, casting dates, a labour calculation that finds and fixes a deadline miss, then print timing, before a print job is submitted.', stagnation: false, goal: c.o.user, root });
}

// 05 watercress beds: Agents SDK, flow and harvest rota
function r05() {
  const n = new Noise('dense_planning_monologue-05');
  const c = new Chat(n, {
    format: 'responses', model: 'o3-mini',
    user: 'Plan the next 4 weeks of cutting and re-planting across our 8 watercress beds, given the borehole flow forecast, and post the rota to the team board.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say(null, [['borehole_forecast', { weeks: 4 }]]));
  kids.push(c.run(JSON.stringify({ flow_l_s: [46, 44, 39, 35], temp_c: 10.6, nitrate_mg_l: 31, gauge: n.host('telemetry'), issued: n.isoS() })));
  kids.push(c.say('Flow requirement: each bed needs about 5 l/s to keep the water moving and at 10-11°C. Eight beds need 40 l/s. Weeks 1-2 (46, 44 l/s) can feed all 8; week 3 (39 l/s) can feed 7; week 4 (35 l/s) only 7 at a stretch (35 / 5 = 7), so one bed must be dry-fallowed from week 3. Bed 8 is the obvious choice: it is furthest from the spring head, so its water arrives warmest in summer.', []));
  kids.push(c.say('Crop state: beds 1-3 were planted 5 weeks ago and are ready to cut now (week 1); beds 4-5 at 3 weeks are ready in week 3; beds 6-7 were cut last week and regrow for a second cut in weeks 4-5; bed 8 is ready in week 2. A cut bed gives about 1.2 t per cut. Week 1 cut: beds 1-3 = 3.6 t; week 2: bed 8 = 1.2 t, then bed 8 is cleared and fallowed; week 3: beds 4-5 = 2.4 t; week 4: beds 6-7 = 2.4 t.', []));
  kids.push(c.say('Re-planting: beds 1-3 are replanted from the nursery trays in week 2 (36 trays, 12 per bed), so they are ready again in week 7. Beds 4-5 are replanted in week 4. Labour: cutting needs 2 people per bed-day, planting 3 people per bed-day. Week 1: 3 bed-days of cutting = Tom, Lena and Ravi over 2 days; week 2: cutting bed 8 (Tom, Lena) + planting 1-3 (Ravi, Sofia, Jan); week 3: cutting 4-5 (Lena, Ravi); week 4: cutting 6-7 (Tom, Sofia) + planting 4-5 (Jan, Ravi, Lena).', []));
  kids.push(c.say(null, [['post_rota', { board: 'team', weeks: [{ w: 1, cut: [1, 2, 3], crew: ['Tom', 'Lena', 'Ravi'] }, { w: 2, cut: [8], plant: [1, 2, 3], fallow: [8], crew: ['Tom', 'Lena', 'Ravi', 'Sofia', 'Jan'] }, { w: 3, cut: [4, 5], crew: ['Lena', 'Ravi'] }, { w: 4, cut: [6, 7], plant: [4, 5], crew: ['Tom', 'Sofia', 'Jan', 'Ravi', 'Lena'] }] }]]));
  kids.push(c.run(JSON.stringify({ posted: true, board_msg: n.digits(10) + '.' + n.digits(6) })));
  kids.push(c.say('Rota posted: 9.6 t of cress over 4 weeks, bed 8 fallowed from week 2 as borehole flow drops to 35 l/s, beds 1-3 replanted in week 2 and beds 4-5 in week 4.', []));
  const root = agent('Cress Beds Planner', { input: c.o.user }, { final_output: 'Rota posted' }, kids, { span_type: 'agent', tools: ['borehole_forecast', 'post_rota'], trace_id: 'trace_' + n.hex(32) });
  return row(FAMILY, 5, { isolates: 'Three consecutive long generations add the flow budget and fallow decision, then the cut schedule and tonnage, then planting trays and named crews, before the rota is posted.', stagnation: false, goal: c.o.user, root });
}

// 06 laser tag arena: Semantic Kernel, tournament bracket plan
function r06() {
  const n = new Noise('dense_planning_monologue-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You are the events planner for Photon Alley laser tag arena (2 arenas: Nebula 10v10 max, Crater 6v6 max; 48 vests). Plan first, then create the event.',
    user: 'Plan Saturday\'s regional team tournament: 22 teams of 5 registered, doors 09:00, must finish by 19:00. Create the event when the plan works.',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
  });
  const kids = [];
  kids.push(c.say('Format: 22 teams is awkward for a straight knockout, so group stage plus knockout. 22 teams split into 2 groups of 6 and 2 groups of 5. Round-robin games: a 6-team group has 15 games and a 5-team group 10, so 2 x 15 + 2 x 10 = 50 group games. Each game is 5v5 = 10 vests, so Nebula (up to 20 players) could run 2 games at once but the scoring system tracks one game per arena, so one game per arena at a time.', []));
  c.user('Continue planning.');
  kids.push(c.say('Timing: a game is 12 minutes of play plus 8 minutes of briefing, vesting and de-vesting = 20-minute slots. Two arenas give 6 games per hour, so 50 games = 8 h 20 min. From 09:30 (after check-in) that runs to 17:50, leaving only 70 minutes for the knockout. Knockout with top 2 per group = 8 teams: QF 4 games, SF 2, 3rd place + final 2 = 8 games, which on 2 arenas is 4 slots = 80 minutes (the final runs alone in Nebula). That ends at 19:10, 10 minutes late.', []));
  c.user('Continue planning.');
  kids.push(c.say('Fixes: cut the group games to 10 minutes of play (18-minute slots): 50 x 18 / 2 arenas = 450 min = 7 h 30 min, 09:30-17:00. Knockout keeps 12-minute games for drama: QFs 17:15-17:55 (2 slots), SFs 18:00-18:20, 3rd place in Crater and the final in Nebula 18:30-18:50, prizes 18:50, done 19:00. Vests: two games at once = 20 vests in use, 48 available, so the 28 spare vests can be charged in rotation (each vest battery lasts about 3 h of play).', []));
  c.user('Continue planning.');
  kids.push(c.say(null, [['Events-CreateTournament', { date: 'saturday', groups: { A: 6, B: 6, C: 5, D: 5 }, group_slot_min: 18, group_play_min: 10, knockout: { teams: 8, slot_min: 20, play_min: 12 }, arenas: ['Nebula', 'Crater'], start: '09:30', end: '19:00' }]]));
  kids.push(c.run({ event_id: 'PA-T-' + n.digits(4), fixtures_generated: 58, conflicts: 0, public_url: 'https://photonalley.example/t/regional', created: n.isoS() }));
  kids.push(c.say('Tournament created: 4 groups (6, 6, 5, 5), 50 group games with 10-minute play from 09:30 to 17:00, quarter-finals at 17:15, final at 18:30, finishing by 19:00 with no fixture conflicts.', []));
  const root = agent('ChatCompletionAgent:EventsPlanner', { input: c.o.user }, { result: 'tournament created' }, kids, { 'semantic_kernel.version': '1.21.0' });
  return row(FAMILY, 6, { isolates: 'Three consecutive long planning messages set the group format and game count, find the schedule 10 minutes over, then fix slot lengths and vest rotation, before the event is created.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
