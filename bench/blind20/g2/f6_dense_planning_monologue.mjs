// Healthy 1: several long reasoning steps in a row, each adding concrete new content, then the agent acts and finishes.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'dense_planning_monologue';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'A long run of consecutive reasoning steps where each one adds new numbers, names or decisions, followed by action and completion.';

// 01 pig farm farrowing plan - Anthropic Messages with extended thinking
function r01(N) {
  const goal = 'Plan farrowing-room allocation for the next six weeks for batches 41-44 at Brookside sow unit and write it to the planner.';
  const R = rec('anthropic', N, { user: goal, model: 'claude-opus-4-20250514', system: 'You are the production planner for a 600-sow batch-farrowing unit.' });
  const ch = [];
  ch.push(R.llm({ text: 'Let me get the batch and room data.', calls: [['get_batches', { from: 41, to: 44 }], ['get_rooms', { type: 'farrowing' }]] }));
  const [cb, cr] = R.last;
  ch.push(R.tool(cb, { batches: [{ id: 41, sows: 58, due: '2025-05-05' }, { id: 42, sows: 61, due: '2025-05-19' }, { id: 43, sows: 55, due: '2025-06-02' }, { id: 44, sows: 63, due: '2025-06-16' }], exported: N.isoS() }));
  ch.push(R.tool(cr, { rooms: [{ id: 'F1', crates: 32 }, { id: 'F2', crates: 32 }, { id: 'F3', crates: 24 }, { id: 'F4', crates: 24 }, { id: 'F5', crates: 32 }], wash_dry_days: 3, wean_age_days: 26, fetched: N.http() }));
  const steps = [
    'Capacity first. Batch 41 has 58 sows; F1+F2 give 64 crates, leaving 6 spare. Batch 42 has 61 sows; the only pair free two weeks later is F3+F4 (48 crates), 13 short, so batch 42 needs F3+F4+F5 = 80 crates. Sows enter 5 days before due date and wean at 26 days, so a room is occupied 31 days plus 3 days wash-and-dry = 34 days.',
    'Timeline with the 34-day rule: batch 41 enters F1/F2 on 30 Apr, leaves 31 May, rooms ready 3 Jun. Batch 42 enters F3/F4/F5 on 14 May, leaves 14 Jun, ready 17 Jun. Batch 43 (55 sows) enters 28 May - but F1/F2 are not ready until 3 Jun. That is a 6-day conflict I have to resolve.',
    'Options for batch 43: (a) wean batch 41 at 21 days instead of 26, freeing F1/F2 on 29 May and ready 1 Jun - still 4 days late; (b) split batch 43: 24 sows to F3 is impossible because F3 is occupied by batch 42 until 14 Jun. (c) Move the 6 latest-due sows of batch 41 out of F2 into the 6 spare crates... no, spare crates are inside F1/F2. So the real fix is (d): induce farrowing of batch 43 two days later and wean batch 41 at 23 days: F1/F2 free 26 May + 3 days = 29 May ready, batch 43 enters 30 May. 64 crates for 55 sows, 9 spare. Weaning at 23 days is within the welfare code minimum of 21.',
    'Batch 44 (63 sows) enters 11 Jun. F3/F4/F5 hold batch 42 until 14 Jun and are ready 17 Jun, so batch 44 must also shift: due dates 16 Jun, entering 17 Jun gives only 1 day pre-farrowing instead of 5. Instead wean batch 42 at 22 days (leaves 11 Jun, ready 14 Jun) and enter batch 44 on 14 Jun, 2 days before due. Final plan: B41 F1+F2 30 Apr-26 May; B42 F3+F4+F5 14 May-11 Jun; B43 F1+F2 30 May-27 Jun; B44 F3+F4+F5 14 Jun-12 Jul. Flag B41 and B42 early weaning for the vet sign-off.',
  ];
  for (const s of steps) ch.push(R.llm({ reasoning: s }));
  ch.push(R.llm({ text: 'Writing the plan with the two early-weaning flags.', calls: [['write_plan', { rows: [{ batch: 41, rooms: ['F1', 'F2'], enter: '2025-04-30', wean: '2025-05-26' }, { batch: 42, rooms: ['F3', 'F4', 'F5'], enter: '2025-05-14', wean: '2025-06-11' }, { batch: 43, rooms: ['F1', 'F2'], enter: '2025-05-30', wean: '2025-06-27' }, { batch: 44, rooms: ['F3', 'F4', 'F5'], enter: '2025-06-14', wean: '2025-07-12' }], flags: ['B41 wean 23d', 'B42 wean 22d', 'B43 induce +2d'] }]] }));
  ch.push(R.tool(R.last[0], { saved: true, plan_id: 'FP-' + N.digits(5), version: 1, saved_at: N.iso() }));
  ch.push(R.llm({ text: 'Plan FP saved. Batches 41-44 fit with no double-booking; the vet needs to approve early weaning for B41 (23 d) and B42 (22 d) and the 2-day induction shift for B43.' }));
  return { goal, root: R.root(ch, { stop_reason: 'end_turn', plan_saved: true }),
    isolates: 'Four consecutive thinking steps compute room capacity, find a six-day conflict, compare fixes and settle a dated plan; each adds new figures, then the plan is saved.' };
}

// 02 cotton gin module scheduling - OpenAI Responses API
function r02(N) {
  const goal = 'Sequence the 212 cotton modules waiting in the yard at Delta Co-op Gin for the next 3 days so that no module waits more than 10 days and high-moisture modules go first.';
  const R = rec('responses', N, { user: goal, model: 'o4-mini-2025-04-16', tools: ['get_yard_inventory', 'set_gin_sequence'] });
  const ch = [];
  ch.push(R.llm({ reasoning: 'Need the yard inventory with moisture readings and arrival dates.', calls: [['get_yard_inventory', { gin: 'delta-coop' }]] }));
  ch.push(R.tool(R.last[0], { modules: 212, by_moisture: { 'over_12pct': 19, '9_12pct': 64, 'under_9pct': 129 }, oldest_arrival: '2025-10-04', arrivals_before_oct8: 41, gin_rate_bales_per_hr: 42, bales_per_module_avg: 12.4, shift_hours: 20, as_of: N.isoTz(-300), yard_cam_sync: N.epoch() }));
  const steps = [
    'Throughput: 42 bales/h x 20 h = 840 bales/day; at 12.4 bales per round module that is about 67 modules per day, 203 in 3 days. So 9 modules will spill into day 4 - I need to choose which 9 are safest to hold.',
    'Constraint 1, moisture: the 19 modules over 12% must be ginned on day 1 because lint quality drops and heating risk rises. Constraint 2, age: today is Oct 13, so the 41 modules that arrived before Oct 8 hit the 10-day limit between Oct 14 and Oct 17. Any of those 41 still in the yard on day 3 is fine only if it arrived on or after Oct 7.',
    'Day 1 (67): all 19 high-moisture + the 48 oldest from the pre-Oct-8 group would exceed that group (41), so day 1 = 19 high-moisture + 41 old + 7 from the 9-12% band. Day 2 (67): remaining 57 of the 9-12% band + 10 dry modules ordered by arrival. Day 3 (67): 67 dry modules by arrival. Leftover 9: the 9 most recently arrived dry modules (arrived Oct 12), which will be 4 days old on day 4 - safe.',
  ];
  ch.push(R.llm({ reasoning: steps[0] }));
  ch.push(R.llm({ reasoning: steps[1] }));
  ch.push(R.llm({ reasoning: steps[2], calls: [['set_gin_sequence', { days: [{ day: 1, rules: ['moisture>12', 'arrived<2025-10-08', 'moisture 9-12 oldest 7'] }, { day: 2, rules: ['moisture 9-12 remaining 57', 'dry oldest 10'] }, { day: 3, rules: ['dry oldest 67'] }], holdover: 9 }]] }));
  ch.push(R.tool(R.last[0], { accepted: true, sequence_id: 'seq_' + N.hex(10), modules_scheduled: 203, holdover: 9, max_wait_days: 9 }));
  ch.push(R.llm({ text: 'Sequence accepted: 203 modules over 3 days (67/day), all 19 high-moisture modules on day 1, the 41 oldest also on day 1, and 9 recent dry modules held to day 4 with a max wait of 9 days.' }));
  return { goal, root: R.root(ch, { status: 'completed' }, { meta: { 'openai.project': 'proj_' + N.b62(20) } }),
    isolates: 'Three successive reasoning summaries derive throughput, apply moisture and age constraints and build a day-by-day sequence with new numbers each time; the sequence is accepted.' };
}

// 03 private jet repositioning - LangGraph
function r03(N) {
  const goal = 'Plan aircraft and crew for Friday\'s three charter requests (TEB-ASE, VNY-SJD, TEB-PBI) with our two Challenger 350s, minimising empty-leg hours.';
  const R = rec('langgraph', N, { user: goal, threadId: N.uuid(), model: 'gpt-4.1', llmName: 'ChatOpenAI' });
  const ch = [];
  ch.push(R.llm({ calls: [['get_fleet_status', { date: 'Friday' }]] }));
  ch.push(R.tool(R.last[0], { aircraft: [{ tail: 'N350KJ', location: 'TEB', crew: ['Capt. Ruiz', 'FO Chen'], duty_start_earliest: '06:00' }, { tail: 'N351KJ', location: 'VNY', crew: ['Capt. Okoye', 'FO Lund'], duty_start_earliest: '07:00' }], requests: [{ id: 'Q-771', route: 'TEB-ASE', dep: '08:00', pax: 6 }, { id: 'Q-772', route: 'VNY-SJD', dep: '11:30', pax: 8 }, { id: 'Q-773', route: 'TEB-PBI', dep: '15:00', pax: 4 }], block_times_h: { 'TEB-ASE': 4.6, 'VNY-SJD': 2.4, 'TEB-PBI': 2.7, 'ASE-TEB': 3.9, 'ASE-VNY': 1.9, 'SJD-VNY': 2.5, 'VNY-TEB': 4.9 }, as_of: N.iso() }));
  const steps = [
    'N351KJ is already at VNY and Q-772 departs VNY 11:30, so N351KJ takes Q-772 with zero positioning. Block 2.4 h, arriving SJD about 13:54 local-equivalent; return SJD-VNY empty 2.5 h unless a backhaul appears.',
    'N350KJ at TEB can take Q-771 TEB-ASE at 08:00 (4.6 h, arrives ~12:36). But then Q-773 TEB-PBI at 15:00 has no aircraft at TEB: ASE-TEB is 3.9 h, landing 17:30 at the earliest with a 45-min turn, 2.5 h late. So one aircraft cannot do both Q-771 and Q-773.',
    'Alternative: N350KJ does Q-773 (TEB-PBI 15:00) and we sub-charter Q-771. Empty legs: N351KJ SJD-VNY 2.5 h + N350KJ PBI-TEB 2.7 h = 5.2 h. Versus N350KJ doing Q-771 and sub-chartering Q-773: empty legs ASE-TEB 3.9 h + SJD-VNY 2.5 h = 6.4 h. Also Q-771 revenue (4.6 h) is higher than Q-773 (2.7 h). Net: keeping Q-771 earns ~1.9 h more revenue at a cost of 1.2 h more empty flying, so keep Q-771 and sub-charter Q-773.',
    'Crew duty: Capt. Ruiz/FO Chen start 07:00 for an 08:00 departure and finish the ASE-TEB reposition around 17:20, a 10.3 h duty day, within the 14 h limit. Capt. Okoye/FO Lund start 10:30, back at VNY about 17:00. Decision: N350KJ Q-771 + empty ASE-TEB; N351KJ Q-772 + empty SJD-VNY; Q-773 to broker with a 4-pax light-jet request.',
  ];
  for (const s of steps) ch.push(R.llm({ text: s }));
  ch.push(R.llm({ calls: [['assign_trips', { assignments: [{ request: 'Q-771', tail: 'N350KJ' }, { request: 'Q-772', tail: 'N351KJ' }], subcharter: [{ request: 'Q-773', category: 'light jet', pax: 4 }] }]] }));
  ch.push(R.tool(R.last[0], { ok: true, trip_numbers: ['T' + N.digits(5), 'T' + N.digits(5)], broker_rfq: 'RFQ-' + N.up(6), created: N.isoTz(-240) }));
  ch.push(R.llm({ text: 'Assigned: N350KJ flies Q-771 TEB-ASE, N351KJ flies Q-772 VNY-SJD; Q-773 TEB-PBI sent to brokers as a light-jet RFQ. Empty-leg time 6.4 h, crew duty within limits.' }));
  return { goal, root: R.root(ch, { messages: [{ type: 'ai', content: 'Assigned N350KJ Q-771, N351KJ Q-772, Q-773 sub-chartered.' }] }, { input: { messages: [{ type: 'human', content: goal }] }, meta: { thread_id: N.uuid() } }),
    isolates: 'Four consecutive planning messages assign one aircraft, discover a timing conflict, compare empty-leg hours and check crew duty, each with new figures, then trips are assigned.' };
}

// 04 landscaping crew plan - DSPy
function r04(N) {
  const goal = 'Build next week\'s crew plan for GreenEdge Landscaping: 23 jobs (9 mowing routes, 6 spring cleanups, 5 mulch installs, 3 patio pavers), 4 crews, rain forecast Wednesday.';
  const R = rec('dspy', N, { user: goal, model: 'gpt-4o-mini', system: 'Your input fields are: `question`, `trajectory`. Your output fields are: `next_thought`, `next_tool_name`, `next_tool_args`.' });
  const ch = [];
  ch.push(R.llm({ reasoning: 'I need crew sizes, skills and the forecast.', calls: [['get_crews', {}]] }));
  ch.push(R.tool(R.last[0], { crews: [{ id: 'A', size: 3, skills: ['mow', 'cleanup'] }, { id: 'B', size: 3, skills: ['mow', 'mulch'] }, { id: 'C', size: 4, skills: ['hardscape', 'mulch'] }, { id: 'D', size: 2, skills: ['mow'] }], forecast: { Mon: 'dry', Tue: 'dry', Wed: 'rain 18mm', Thu: 'showers am', Fri: 'dry' }, fetched: N.isoS() }));
  const steps = [
    'Pavers need dry ground and crew C is the only hardscape crew. 3 patio jobs at ~1.5 days each = 4.5 days; with Wednesday lost and Thursday morning wet, C has Mon, Tue, Thu pm, Fri = 3.5 days. So only 2 patios fit; the third (Hall residence, 28 m2) moves to next Monday.',
    'Mulch installs (5 jobs, ~0.5 day each with 3 people) can go in light rain. Crew B does mulch Wed (3 jobs) and Thu (2 jobs). That frees B\'s Monday-Tuesday for 4 of the 9 mowing routes.',
    'Mowing: 9 routes; D (2 people) handles 1 route per day on Mon, Tue, Thu pm, Fri = 4 routes; B takes 4 on Mon-Tue; 1 route remains and A takes it Friday. Mowing on Wednesday is skipped because wet grass clumps; routes M3 and M7 scheduled Wed shift to Thu pm and Fri.',
    'Cleanups: crew A does 6 spring cleanups; each ~0.75 day, so 4.5 days - A has Mon, Tue, Thu, Fri plus Wed partial under cover (leaf vacuuming is fine in rain) = 4.5 days. Total plan fits except the Hall patio. Fuel estimate: 9 mow routes x 11 L + 6 cleanups x 6 L = 135 L.',
  ];
  for (const s of steps) ch.push(R.llm({ reasoning: s }));
  ch.push(R.llm({ reasoning: 'Saving the plan.', calls: [['save_schedule', { week: '2025-W16', crews: { A: ['6 cleanups', 'mow M9 Fri'], B: ['mow M1-M4 Mon-Tue', 'mulch x5 Wed-Thu'], C: ['patio Jensen', 'patio Ortiz'], D: ['mow M5,M6,M7,M8'] }, deferred: ['patio Hall -> W17 Mon'], fuel_l: 135 }]] }));
  ch.push(R.tool(R.last[0], { saved: true, schedule_id: N.uuid(), notify_sms_sent: 12, jobber_sync: 'ok ' + N.ms(300, 1200) + 'ms' }));
  ch.push(R.llm({ rawText: '[[ ## reasoning ## ]]\nSchedule saved; all jobs placed except one patio deferred.\n\n[[ ## answer ## ]]\nWeek 16 plan saved: 22 of 23 jobs scheduled; Hall patio moved to Monday of week 17 because of Wednesday rain.\n\n[[ ## completed ## ]]' }));
  const react = chainSpan('ReAct.forward', { question: goal }, { answer: 'Week 16 plan saved: 22 of 23 jobs scheduled; Hall patio deferred.' }, ch);
  return { goal, root: R.root([react], { answer: 'Week 16 plan saved: 22 of 23 jobs scheduled; Hall patio deferred.' }, { name: 'Module.__call__' }),
    isolates: 'Four back-to-back thoughts each settle a different part of the crew plan (pavers, mulch, mowing, cleanups) with new counts and days; the schedule is saved.' };
}

// 05 school band instrument rentals - Letta
function r05(N) {
  const goal = 'End of school year: 143 rented band instruments are coming back. Plan the return days, triage for repair, and tell me the refurbishment budget.';
  const R = rec('letta', N, { user: goal, model: 'gpt-4o', agentId: 'agent-' + N.uuid() });
  const ch = [];
  ch.push(R.llm({ reasoning: 'Let me pull the rental records from archival memory.', calls: [['archival_memory_search', { query: 'active instrument rentals by school and type', page: 0 }]] }));
  ch.push(R.tool(R.last[0], 'Results: [{"school":"Lincoln MS","count":61,"types":{"flute":14,"clarinet":17,"trumpet":12,"trombone":7,"alto sax":11}},{"school":"Westview HS","count":52,"types":{"clarinet":9,"trumpet":10,"french horn":5,"tuba":3,"alto sax":12,"percussion kit":13}},{"school":"Oak Park ES","count":30,"types":{"violin 1/2":18,"violin 3/4":12}}] retrieved ' + N.isoS()));
  const steps = [
    'Return days: Lincoln MS has 61 instruments - one day there (June 9) with 3 techs checking ~20 each. Westview HS has 52 including 3 tubas that need the van, so June 10 with the van booked. Oak Park ES has 30 small violins; a single tech on June 11 morning.',
    'Triage rates from last year\'s memory: clarinets 35% need pads, saxes 40% need pads/corks, brass 25% need valve or slide work, violins 30% need strings/bridges, percussion kits 10% need heads. Expected repairs: clarinet 26 x 0.35 = 9; sax 23 x 0.40 = 9; brass (trumpet 22 + trombone 7 + horn 5 + tuba 3 = 37) x 0.25 = 9; violins 30 x 0.30 = 9; percussion 13 x 0.10 = 1; flutes 14 x 0.2 = 3. Total ~40 repairs.',
    'Costs: pad jobs $85 avg (9 clarinets + 9 saxes = $1,530), brass $60 avg (9 = $540), violin setups $45 (9 = $405), drum heads $30 (1 = $30), flute pads $95 (3 = $285). Subtotal $2,790. Add a 15% contingency for dents = $419. Budget = $3,209. Cleaning and sanitising all 143 at $6 each = $858, so the full refurbishment budget is $4,067.',
  ];
  for (const s of steps) ch.push(R.llm({ reasoning: s }));
  ch.push(R.llm({ reasoning: 'Recording the decision in core memory, then replying.', calls: [['core_memory_append', { label: 'season_plan', content: 'Returns: Lincoln Jun 9, Westview Jun 10 (van), Oak Park Jun 11 am. Refurb budget $4,067 (~40 repairs).' }]] }));
  ch.push(R.tool(R.last[0], 'None'));
  ch.push(R.llm({ calls: [['send_message', { message: 'Plan: collect at Lincoln MS on June 9 (61 instruments), Westview HS on June 10 with the van for the tubas (52), Oak Park ES on the morning of June 11 (30 violins). Expect about 40 repairs. Refurbishment budget: $4,067 ($2,790 repairs + $419 contingency + $858 cleaning).' }]] }));
  ch.push(R.tool(R.last[0], 'None'));
  return { goal, root: R.root(ch, { stop_reason: 'end_turn', usage: { step_count: 6 } }, { input: { messages: [{ role: 'user', content: goal }] } }),
    isolates: 'Three consecutive inner-monologue steps set return days, estimate repairs by instrument type and cost them into a $4,067 budget, each adding new figures; then the agent saves and replies.' };
}

// 06 co-op grocery sales reconciliation - LangChain4j (OpenTelemetry GenAI attributes)
function r06(N) {
  const goal = 'The co-op grocery\'s POS sales for March ($412,608.40) do not match the bank deposits ($409,977.15). Work out a reconciliation plan and post the adjusting entries.';
  const R = rec('otel_genai', N, { user: goal, model: 'gpt-4o-2024-08-06', agentName: 'ReconciliationAssistant' });
  const ch = [];
  ch.push(R.llm({ calls: [['getPosSummary', { month: '2025-03' }], ['getDeposits', { month: '2025-03' }]] }));
  const [a, b] = R.last;
  ch.push(R.tool(a, { gross: 412608.40, card: 351220.95, cash: 48911.20, ebt_snap: 12476.25, member_discount: -2041.30, refunds: -1958.70, tips: 0, terminals: 6, exported: N.eu() }));
  ch.push(R.tool(b, { deposits: 409977.15, card_settlements: 344812.14, cash_deposits: 48688.76, ebt_settlement: 12476.25, fees_netted: false, statement_id: 'STMT-' + N.digits(8), bank_ref: N.up(12) }));
  const steps = [
    'Difference is $2,631.25. EBT matches exactly ($12,476.25), so the gap is in card and cash. Card: POS $351,220.95 vs settled $344,812.14 = $6,408.81 short. Cash: POS $48,911.20 vs deposited $48,688.76 = $222.44 short. But discounts and refunds (-$4,000.00 total) reduce what should be deposited, so card+cash shortfall net of those is 6,408.81 + 222.44 - 4,000.00 = 2,631.25, which matches the gap.',
    'The card shortfall of $6,408.81 against $351,220.95 is 1.82%, consistent with processor fees at ~1.8% being netted from settlements even though the statement says fees_netted=false. I will verify against the processor\'s fee report before booking it as fees.',
  ];
  ch.push(R.llm({ text: steps[0] }));
  ch.push(R.llm({ text: steps[1], calls: [['getProcessorFees', { month: '2025-03' }]] }));
  ch.push(R.tool(R.last[0], { interchange: 5102.66, assessments: 421.47, processor_markup: 884.68, total: 6408.81, report_id: 'FR-' + N.hex(8), generated: N.isoTz(-360) }));
  ch.push(R.llm({ text: 'Fees total exactly $6,408.81, so card is fully explained. Remaining: the cash short of $222.44 is an over/short item, and discounts/refunds of $4,000.00 need to be booked against sales. Entries: (1) Dr Card processing fees 6,408.81 / Cr Card clearing; (2) Dr Cash over/short 222.44 / Cr Cash clearing; (3) Dr Sales discounts 2,041.30 and Dr Sales returns 1,958.70 / Cr Sales clearing 4,000.00.' }));
  ch.push(R.llm({ calls: [['postJournal', { period: '2025-03', entries: [{ dr: '6120 Card fees', cr: '1150 Card clearing', amount: 6408.81 }, { dr: '6190 Cash over/short', cr: '1140 Cash clearing', amount: 222.44 }, { dr: '4050 Sales discounts', cr: '1160 Sales clearing', amount: 2041.30 }, { dr: '4060 Sales returns', cr: '1160 Sales clearing', amount: 1958.70 }] }]] }));
  ch.push(R.tool(R.last[0], { posted: true, journal_no: 'JE-2025-03-' + N.int(100, 199), balanced: true, posted_by: 'svc-recon', at: N.sql() }));
  ch.push(R.llm({ text: 'Posted the four adjusting entries; March now reconciles to $0.00 difference.' }));
  return { goal, root: R.root(ch, { response: 'Posted the four adjusting entries; March now reconciles.' }, { name: 'AiServices.chat ReconciliationAssistant', meta: { 'langchain4j.version': '1.0.1', 'gen_ai.operation.name': 'invoke_agent' } }),
    isolates: 'Consecutive reasoning steps break a $2,631.25 gap into card, cash and discount components, check fees, and design journal entries, each with new amounts; entries are posted and it reconciles.' };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
