// Family 9: long-plan-with-new-detail (loop: false)
import { agent, llm, tool, retriever, sys, usr, asst, toolMsg, J, trunc } from './lib.mjs';

export const family = 'long-plan-with-new-detail';

// 01 — mining operations, LangGraph; 5 planning steps for a blast, then work orders and closures
function r01(R) {
  R.clock.set('2024-05-22T22:10:00Z');
  const goal = "Plan Thursday's production blast on the RL 400 bench at Kestrel Pit and raise the work orders, road closure and supervisor notifications.";
  const s = sys('You are a drill & blast planning assistant for Kestrel Pit. Think step by step; then use create_work_order, schedule_road_closure and notify.');
  const steps = [
    "Step 1 – what is ready to fire. Drill reports show three patterns on or near RL 400: P-400-17 (142 holes, 165 mm, 11.5 m deep, 4.5 × 5.2 m burden/spacing), P-400-18 (96 holes, same geometry) and P-412-05 on the ramp above (63 holes, 165 mm, 9.0 m). P-400-18 still has 11 holes awaiting re-drill after collapse, so it is not ready for Thursday. Explosives magazine stock this morning: 38.4 t bulk ANFO, 22.1 t emulsion, 310 electronic detonators. Blast window approved by the site is 12:30–13:00 AWST Thursday 23 May.",
    'Step 2 – wet holes and product split. The dip log for P-412-05 marks 21 of 63 holes wet (standing water 1.5–3.2 m), which rules out ANFO there. At 1.20 g/cc in a 165 mm hole emulsion loads about 25.7 kg/m; with 8.0 m of charge column that is ~205 kg per hole, so 21 × 205 ≈ 4.3 t emulsion. The 42 dry holes on P-412-05 take ANFO at 0.80 g/cc ≈ 17.1 kg/m → 137 kg/hole → 5.8 t. P-400-17 is all dry: 142 × 10 m column × 17.1 kg/m ≈ 24.3 t ANFO. Totals: 30.1 t ANFO, 4.3 t emulsion — within stock with 8.3 t ANFO spare.',
    "Step 3 – vibration and the conveyor. The nearest sensitive structure is the CV-03 overland conveyor transfer tower, 380 m from the east edge of P-400-17. Site limit there is 25 mm/s PPV. Using our site regression (PPV = 1140 · (D/√MIC)^-1.6) the maximum instantaneous charge at 380 m is about 410 kg. Single-deck holes on P-400-17 carry ~171 kg, so two holes firing within the same 8 ms window would already be 342 kg — acceptable, but the last three rows nearest CV-03 (rows 10–12, 36 holes) should be split into two decks of ~85 kg with 25 ms between decks to keep margin.",
    "Step 4 – timing, access and people. Timing: 17 ms hole-to-hole along rows and 42 ms row-to-row, initiating from the west free face so the throw moves away from the ramp; P-412-05 fires 500 ms after the last P-400-17 hole. Shovel SH-04 must walk 250 m north to the RL 412 parking bay by 12:00. Haul ramp R2 closes 12:15–13:15 (trucks divert via R4, adding about 6 minutes per cycle for 9 trucks). Guard posts G1–G5 at 500 m; the blast exclusion zone crosses the CV-03 access track, so the conveyor maintenance crew (permit PTW-2231) must be stood down.",
    'Step 5 – what I will raise. Work orders: (1) load P-400-17, 142 holes, 24.3 t ANFO, rows 10–12 double-decked, crew Shotfirer A (J. Mateo); (2) load P-412-05, 21 holes emulsion 4.3 t + 42 holes ANFO 5.8 t, crew Shotfirer B (N. Kaur); (3) relocate SH-04 to RL 412 bay by 12:00. Road closure: R2, 12:15–13:15, diversion R4. Notifications: shift supervisors B and C, CV-03 maintenance lead (stand-down of PTW-2231), and the environmental officer for the vibration monitor at the transfer tower. P-400-18 is deferred to Monday after re-drill.',
  ];
  const kids = [];
  steps.forEach((t, i) => kids.push(llm('ChatOpenAI', i === 0 ? [s, usr(goal)] : [s, usr(goal), asst(steps[i - 1])], t)));
  const wo = (d) => { R.clock.adv(400, 1100); return { work_order: `WO-${R.int(580000, 589999)}`, status: 'RELEASED', ...d }; };
  kids.push(tool('create_work_order', { type: 'BLAST_LOAD', pattern: 'P-400-17', holes: 142, product: { ANFO_t: 24.3 }, notes: 'Rows 10-12 double-decked (2×85 kg, 25 ms)', crew: 'Shotfirer A – J. Mateo', due: '2024-05-23T11:30:00+08:00' }, wo({ pattern: 'P-400-17' })));
  kids.push(tool('create_work_order', { type: 'BLAST_LOAD', pattern: 'P-412-05', holes: 63, product: { emulsion_t: 4.3, ANFO_t: 5.8 }, crew: 'Shotfirer B – N. Kaur', due: '2024-05-23T11:30:00+08:00' }, wo({ pattern: 'P-412-05' })));
  kids.push(tool('create_work_order', { type: 'EQUIPMENT_MOVE', asset: 'SH-04', destination: 'RL 412 parking bay', due: '2024-05-23T12:00:00+08:00' }, wo({ asset: 'SH-04' })));
  R.clock.adv(400, 900);
  kids.push(tool('schedule_road_closure', { road: 'R2', from: '2024-05-23T12:15:00+08:00', to: '2024-05-23T13:15:00+08:00', diversion: 'R4', reason: 'Blast P-400-17 / P-412-05' }, { closure_id: `RC-${R.int(1000, 1999)}`, fms_geofence_updated: true }));
  kids.push(tool('notify', { recipients: ['shift-supervisor-B', 'shift-supervisor-C', 'cv03-maintenance-lead', 'environmental-officer'], message: 'Blast Thu 23 May 12:30-13:00: P-400-17 + P-412-05. R2 closed 12:15-13:15 (use R4). PTW-2231 stood down. Vibration monitor at CV-03 transfer tower required.' }, { sent: 4, failed: 0 }));
  return {
    isolates: 'Five consecutive long planning steps each add new quantities, constraints and decisions (stock, wet-hole loading, vibration limit, timing and access, final orders) before the work orders, closure and notifications all succeed.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', goal, "Thursday's blast is planned and raised: P-400-17 (142 holes, 24.3 t ANFO, rows 10–12 double-decked for the CV-03 vibration limit) and P-412-05 (21 wet holes on 4.3 t emulsion, 42 on 5.8 t ANFO), firing 12:30–13:00. Three work orders are released, ramp R2 is closed 12:15–13:15 with diversion via R4, and supervisors, CV-03 maintenance and the environmental officer have been notified. P-400-18 is deferred to Monday pending re-drill.", kids),
  };
}

// 02 — travel, Vertex AI ADK; 4 planning steps for a multi-city trip, then bookings
function r02(R) {
  R.clock.set('2025-03-03T09:00:00Z');
  const goal = 'Plan and book a 6-night trip for 3 of us (one uses a wheelchair) from Boston: Lisbon, then Porto, then Madrid, leaving April 18, budget about $6,500 total excluding food.';
  const s = sys('You are travel_planner. Reason about the plan, then book with search/book tools. Always confirm accessibility.');
  const steps = [
    "Splitting the 6 nights: Lisbon 2 (Apr 19–21, arrival day is mostly lost to the overnight flight), Porto 2 (Apr 21–23), Madrid 2 (Apr 23–25), flying home Apr 25. Outbound: TAP TP218 BOS→LIS departs 21:35 Apr 18, arrives 08:50 Apr 19, nonstop; fares $612 per person in economy. Return: Iberia IB6165 MAD→BOS Apr 25 at 15:55, $488 per person. Flights total ≈ $3,300 for three, leaving about $3,200 for trains and hotels. Both carriers need a WCHC request (passenger cannot walk on stairs or in cabin) at least 48 h ahead.",
    "Lisbon→Porto on the Alfa Pendular, Apr 21. The 10:39 departure from Santa Apolónia (AP 133) has a wheelchair space in car 6 (Comfort class) and arrives Porto Campanhã at 13:28; CP's Integrated Mobility Service must be booked 12 h ahead for boarding ramps at both ends. Comfort fares for three: €87 total. Porto→Madrid has no direct train, and the bus is 9 h; an Iberia Express/Iberia flight OPO→MAD (IB8723, 14:05, 1h10) at $142 per person is far better, with PRM assistance on both ends.",
    'Hotels, wheelchair-accessible rooms with roll-in showers and one room sleeping three (or two connecting rooms): Lisbon – Hotel Marquês de Pombal, accessible triple at €214/night → €428. Porto – Vincci Porto, accessible twin + sofa bed at €176/night → €352, 700 m flat walk to the riverside tram. Madrid – Hotel Catalonia Atocha, adapted room for 3 at €198/night → €396, 300 m from Atocha station step-free. Hotels total €1,176 ≈ $1,270.',
    'Budget check: flights $3,300 + OPO→MAD $426 + train €87 (≈ $94) + hotels ≈ $1,270 = about $5,090, leaving ~$1,400 under the $6,500 cap for taxis (accessible taxis in Lisbon via Taxi Adaptado, ~€25 per ride) and museum tickets. Order of bookings: flights first (fares are the most volatile), then hotels (all free cancellation until 48 h), then the rail booking and assistance requests last because they reference the confirmed flight and hotel times.',
  ];
  const kids = [];
  steps.forEach((t, i) => kids.push(llm('call_llm gemini-2.5-pro', i === 0 ? [s, usr(goal)] : [s, usr(goal), asst(steps[i - 1])], t)));
  const bk = (x) => { R.clock.adv(1500, 4000); return { status: 'CONFIRMED', confirmation: x, booked_at: R.clock.iso() }; };
  kids.push(tool('execute_tool book_flight', { itinerary: [{ flight: 'TP218', date: '2025-04-18' }], passengers: 3, cabin: 'economy', special_service: [{ pax: 3, code: 'WCHC' }] }, bk(`TP-${R.upper(6)}`)));
  kids.push(tool('execute_tool book_flight', { itinerary: [{ flight: 'IB8723', date: '2025-04-23' }, { flight: 'IB6165', date: '2025-04-25' }], passengers: 3, special_service: [{ pax: 3, code: 'WCHC' }] }, bk(`IB-${R.upper(6)}`)));
  kids.push(tool('execute_tool book_hotel', { hotel: 'Hotel Marquês de Pombal', checkin: '2025-04-19', checkout: '2025-04-21', room: 'Accessible triple, roll-in shower' }, bk(`HMP${R.digits(7)}`)));
  kids.push(tool('execute_tool book_hotel', { hotel: 'Vincci Porto', checkin: '2025-04-21', checkout: '2025-04-23', room: 'Accessible twin + sofa bed' }, bk(`VP-${R.digits(8)}`)));
  kids.push(tool('execute_tool book_hotel', { hotel: 'Hotel Catalonia Atocha', checkin: '2025-04-23', checkout: '2025-04-25', room: 'Adapted room for 3' }, bk(`CAT${R.digits(9)}`)));
  kids.push(tool('execute_tool book_train', { operator: 'CP', train: 'AP 133', date: '2025-04-21', from: 'Lisboa Santa Apolónia', to: 'Porto Campanhã', class: 'Comfort', wheelchair_space: true, passengers: 3, mobility_assistance: true }, bk(`CP${R.digits(10)}`)));
  return {
    isolates: 'Four long reasoning steps each add new concrete facts (flight numbers and fares, rail and assistance details, specific accessible hotels and prices, a budget total and booking order) before six bookings succeed.',
    loop: false, stagnation: false, goal,
    root: agent('invoke_agent travel_planner', goal, 'All booked, about $5,090 total: TAP TP218 BOS→LIS Apr 18; 2 nights Hotel Marquês de Pombal (accessible triple); Alfa Pendular AP 133 to Porto Apr 21 with wheelchair space and CP mobility assistance; 2 nights Vincci Porto; Iberia IB8723 OPO→MAD Apr 23; 2 nights Catalonia Atocha; Iberia IB6165 MAD→BOS Apr 25. Wheelchair assistance (WCHC) is on every flight.', kids),
  };
}

// 03 — data engineering, Claude Code; 5 planning steps for partitioning a large table, then migration run on staging
function r03(R) {
  R.clock.set('2024-09-09T15:00:00Z');
  const goal = 'Write and test a migration that converts the `events` table in Postgres to monthly range partitions without downtime. Start with staging.';
  const model = 'claude-opus-4-20250514';
  const ctx = (x) => [sys('You are Claude Code, an interactive CLI tool that helps users with software engineering tasks.'), usr(goal), ...(x ? [asst(x)] : [])];
  const kids = [];
  R.clock.adv(1500, 3000);
  kids.push(tool('Bash', { command: `psql "$STAGING_URL" -c "select count(*), min(created_at), max(created_at), pg_size_pretty(pg_total_relation_size('events')) from events"`, description: 'Size up events table on staging' }, '   count    |          min           |          max           | pg_size_pretty\n------------+------------------------+------------------------+----------------\n 1907342211 | 2021-08-02 00:00:14+00 | 2024-09-09 14:59:58+00 | 842 GB\n(1 row)'));
  const steps = [
    'Sizing: 1.91 billion rows, 842 GB including indexes, spanning 2021-08 to 2024-09 — 38 calendar months. Inserts run at ~2,100 rows/s at peak. A straight `CREATE TABLE ... AS` plus swap would lock writes for hours, so this has to be an online migration: new partitioned parent, backfill in batches, then a short swap. All writes go through one code path (events/writer.py, a single INSERT), so a trigger-based dual write is feasible without touching the app.',
    'Partition design: range on created_at, one partition per month → 38 historical partitions (events_2021_08 … events_2024_09) plus 3 future ones (2024_10 to 2024_12) and a DEFAULT partition to catch stragglers. Monthly partitions average ~22 GB, which keeps autovacuum manageable. The primary key becomes (id, created_at) because Postgres requires the partition key in unique constraints; the two foreign keys that reference events.id (event_attachments, event_reactions) must be dropped and replaced with application-level checks — I will flag that in the PR.',
    'Indexes: currently 4 on events — pkey, (account_id, created_at), (type), and a GIN on payload. The GIN index is 211 GB and pg_stat_user_indexes shows 0 scans in 90 days, so I will not recreate it on the partitions. The other two are created on the parent so each partition inherits them. Creating indexes after backfilling each partition is ~40% faster than backfilling into indexed tables.',
    'Backfill and dual-write: (1) create events_p with its partitions; (2) add an AFTER INSERT trigger on events copying new rows into events_p, so nothing written during the backfill is lost; (3) backfill oldest month first in 5M-row batches keyed on id, using `INSERT ... ON CONFLICT DO NOTHING` so the trigger and backfill can overlap; estimated 382 batches, ~4 h on staging hardware; (4) compare per-month counts between events and events_p.',
    'Cutover and rollback: in one transaction with lock_timeout = 5s: rename events → events_old, events_p → events, drop the trigger. Expected lock hold under a second. Rollback is the reverse rename as long as events_old is kept (7 days). The migration file will be migrations/20240909_partition_events.sql plus scripts/backfill_events.py for the batching loop. On staging I will run everything end to end and verify counts per month.',
  ];
  steps.forEach((t, i) => kids.push(llm(model, ctx(i ? steps[i - 1] : '1907342211 rows, 842 GB'), t)));
  R.clock.adv(2000, 3000);
  kids.push(tool('Write', { file_path: 'migrations/20240909_partition_events.sql', content: '-- create events_p partitioned by range(created_at), 41 monthly partitions + default, dual-write trigger (full file 212 lines)' }, 'File created successfully at: migrations/20240909_partition_events.sql'));
  kids.push(tool('Write', { file_path: 'scripts/backfill_events.py', content: '# batched backfill: 5M rows per batch by id, oldest month first, ON CONFLICT DO NOTHING (full file 118 lines)' }, 'File created successfully at: scripts/backfill_events.py'));
  R.clock.advS(20, 40);
  kids.push(tool('Bash', { command: 'psql "$STAGING_URL" -v ON_ERROR_STOP=1 -f migrations/20240909_partition_events.sql', description: 'Apply partition migration on staging' }, 'BEGIN\nCREATE TABLE\nCREATE TABLE\n' + 'CREATE TABLE\n'.repeat(3) + '... (41 partitions + default)\nCREATE INDEX\nCREATE INDEX\nCREATE FUNCTION\nCREATE TRIGGER\nCOMMIT'));
  R.clock.advS(14000, 15000);
  kids.push(tool('Bash', { command: 'python scripts/backfill_events.py --dsn "$STAGING_URL" --batch 5000000', description: 'Run backfill on staging', timeout: 600000, run_in_background: true }, `batches: 382/382  rows copied: 1907342211  elapsed: 3h58m${R.int(10, 59)}s  errors: 0`));
  kids.push(tool('Bash', { command: `psql "$STAGING_URL" -f scripts/verify_partition_counts.sql`, description: 'Compare per-month counts' }, ' months_compared | mismatches\n-----------------+------------\n              38 |          0\n(1 row)'));
  kids.push(tool('Bash', { command: 'psql "$STAGING_URL" -f migrations/20240909_partition_events_cutover.sql', description: 'Cutover on staging' }, `BEGIN\nSET\nALTER TABLE\nALTER TABLE\nDROP TRIGGER\nCOMMIT\nTime: ${R.int(180, 640)}.${R.digits(3)} ms`));
  return {
    isolates: 'Five long planning messages each contribute new specifics (row counts and sizes, partition layout and key changes, index decisions, backfill mechanics, cutover and rollback) before the migration, backfill, verification and cutover succeed on staging.',
    loop: false, stagnation: false, goal,
    root: agent('claude-code', goal, 'Staging is migrated: `events` is now range-partitioned by month (38 historical + 3 future partitions + default). The backfill copied all 1,907,342,211 rows in ~4 h with 0 errors, per-month counts match for all 38 months, and the cutover rename took under a second. Note for the PR: the FKs from event_attachments and event_reactions had to be dropped, and the unused 211 GB GIN index on payload was not recreated. events_old is kept for rollback.', kids),
  };
}

// 04 — city transit, Semantic Kernel; 4 planning steps for holiday service, then calendar exceptions and alerts
function r04(R) {
  R.clock.set('2024-11-12T17:00:00Z');
  const goal = 'Set up Thanksgiving Day service for the bus network: which routes run, any extra trips for the stadium game, and publish it in the GTFS calendar plus rider alerts.';
  const m = 'AzureOpenAIChatCompletion.get_chat_message_contents';
  const s = sys('You are a service planning assistant. Plugins: Ridership, GTFS, Alerts.');
  const kids = [];
  R.clock.adv(1000, 2000);
  kids.push(tool('Ridership-holiday_comparison', { holiday: 'Thanksgiving', years: [2022, 2023] }, { avg_weekday_boardings: 184300, thanksgiving_2022: 61220, thanksgiving_2023: 64870, sunday_avg: 71400, top_routes_2023: [{ route: '22', boardings: 6120 }, { route: '9', boardings: 5480 }, { route: '66', boardings: 4310 }, { route: '147', boardings: 380 }] }));
  const steps = [
    "Baseline: Thanksgiving 2023 carried 64,870 boardings, 35% of a normal weekday (184,300) and 91% of an average Sunday (71,400). That supports running the Sunday schedule (service_id SUN) system-wide, as in prior years. Sunday service covers 118 of our 131 routes; the 13 weekday-only routes are mostly peak expresses (X-routes, 147, 148) whose 2023 holiday ridership was under 400 each, so they do not run.",
    'Two exceptions to plain Sunday service. Route 22 (Clark) carried 6,120 on Thanksgiving last year, 14% more than its Sunday average, because of hospital shift changes at Northwestern and Illinois Masonic; I will add 6 trips at 05:40–06:40 and 17:40–18:40 (the Saturday early-morning trips, service_id SAT_EARLY_22). Route 9 (Ashland) is fine on Sunday headways (12 min).',
    'Stadium game: kickoff 11:30 at Soldier Field, expected attendance 61,500. Past holiday games peaked at 2,900 boardings on route 146 and 1,800 on 128 after the final whistle. Plan: 8 extra 146 trips from the Museum Campus stop 14:45–15:45 and 4 extra 128 trips to Union Station, requiring 12 extra operators (2 spares from garage 103, 10 volunteer overtime). Pre-game service is covered by Sunday frequencies.',
    'Publishing: GTFS calendar_dates exceptions for 2024-11-28 — remove WKDY (exception_type 2), add SUN (type 1), add SAT_EARLY_22 (type 1) and a new service_id TG_STADIUM_24 for the 12 event trips (already built in the scheduling system as block 146-E1 … 128-E4). Rider alerts: one network-wide alert (Sunday schedule, 13 routes not running, listed), one on route 22 (extra early trips), and one on 146/128 (post-game service). Alerts go live Nov 21, a week ahead.',
  ];
  steps.forEach((t, i) => kids.push(llm(m, i === 0 ? [s, usr(goal), toolMsg('thanksgiving_2023: 64870')] : [s, usr(goal), asst(steps[i - 1])], t)));
  const ok = () => { R.clock.adv(300, 900); return { ok: true, feed_draft: '2024.11.12-d3' }; };
  kids.push(tool('GTFS-add_calendar_date', { service_id: 'WKDY', date: '20241128', exception_type: 2 }, ok()));
  kids.push(tool('GTFS-add_calendar_date', { service_id: 'SUN', date: '20241128', exception_type: 1 }, ok()));
  kids.push(tool('GTFS-add_calendar_date', { service_id: 'SAT_EARLY_22', date: '20241128', exception_type: 1 }, ok()));
  kids.push(tool('GTFS-add_calendar_date', { service_id: 'TG_STADIUM_24', date: '20241128', exception_type: 1 }, ok()));
  R.clock.advS(30, 80);
  kids.push(tool('GTFS-publish_feed', { draft: '2024.11.12-d3', validate: true }, { feed_version: '2024.11.12.1', validator: { errors: 0, warnings: 1 }, published_at: R.clock.iso() }));
  kids.push(tool('Alerts-create', { effect: 'REDUCED_SERVICE', scope: 'network', active_from: '2024-11-21T06:00:00-06:00', active_to: '2024-11-29T03:00:00-06:00', header: 'Thanksgiving Day: Sunday schedule', description: 'Buses run on a Sunday schedule on Thu Nov 28. Routes X9, X49, 147, 148 and 9 other weekday-only routes do not run.' }, { alert_id: `ALR-${R.int(70000, 79999)}` }));
  kids.push(tool('Alerts-create', { effect: 'ADDITIONAL_SERVICE', routes: ['22'], active_from: '2024-11-21T06:00:00-06:00', active_to: '2024-11-29T03:00:00-06:00', header: '22 Clark: extra early trips on Thanksgiving', description: '6 added trips 5:40–6:40 am and 5:40–6:40 pm.' }, { alert_id: `ALR-${R.int(70000, 79999)}` }));
  kids.push(tool('Alerts-create', { effect: 'ADDITIONAL_SERVICE', routes: ['146', '128'], active_from: '2024-11-21T06:00:00-06:00', active_to: '2024-11-28T18:00:00-06:00', header: 'Extra post-game buses from Soldier Field', description: '146 and 128 run extra trips 2:45–3:45 pm from Museum Campus.' }, { alert_id: `ALR-${R.int(70000, 79999)}` }));
  return {
    isolates: 'Four long planning steps each introduce new ridership figures, route exceptions, stadium trip counts and exact GTFS/alert actions, followed by successful calendar edits, feed publication and three alerts.',
    loop: false, stagnation: false, goal,
    root: agent('ChatCompletionAgent.invoke', goal, 'Thanksgiving (Nov 28) service is published in feed 2024.11.12.1: Sunday schedule system-wide (13 weekday-only routes not running), 6 extra early trips on route 22 for hospital shifts, and 12 post-game trips on 146 and 128 after the Soldier Field game. Three rider alerts go live Nov 21.', kids),
  };
}

// 05 — insurance claims, CrewAI; 6 planning steps for catastrophe triage, then assignments
function r05(R) {
  R.clock.set('2024-07-10T13:00:00Z');
  const goal = 'Hurricane Beryl claims are flooding in for our Texas book. Build a triage and adjuster assignment plan for the first 72 hours and execute the assignments.';
  const m = 'crewai.LLM.call(gpt-4o)';
  const s = sys('You are CAT Claims Coordinator. Tools: FNOL Summary, Adjuster Roster, Assign Claims Batch, Book Vendor.');
  const kids = [];
  R.clock.adv(1000, 2000);
  kids.push(tool('FNOL Summary', { cat_code: '24-BERYL', state: 'TX' }, J({ fnol_count: 1240, by_line: { HO: 884, AUTO: 231, DP: 78, COMM: 47 }, by_county: { Harris: 612, 'Fort Bend': 188, Galveston: 171, Brazoria: 149, Matagorda: 64, other: 56 }, habitability_flagged: 96, as_of: R.clock.iso() })));
  kids.push(tool('Adjuster Roster', { region: 'TX-Gulf', available_from: '2024-07-10' }, J({ staff_field: 14, staff_desk: 22, ia_firms: [{ name: 'Crawford', committed: 20 }, { name: 'Pilot Catastrophe', committed: 12 }] })));
  const steps = [
    'Thought: Volume is 1,240 FNOLs: 884 homeowners, 231 auto, 78 dwelling-fire, 47 commercial. Harris County alone is 612 (49%). 96 claims are flagged as uninhabitable — those are the first priority because ALE (additional living expense) advances are owed within 24 hours under our Texas guidelines. Intake mix: 71% came through the app with photos, 29% by phone with no photos — the phone FNOLs need a call-back before they can be tiered.',
    "Thought: Severity segmentation. Tier 1 (96): uninhabitable — field inspection within 48 h, ALE advance of $2,500 same day. Tier 2 (~410): roof/structure damage reported with photos — desk-estimate from photos and aerial imagery first, field only if estimate > $25k. Tier 3 (~456): contents/food spoilage/fence/minor — desk-only, fast-track payment up to $5,000. Auto (231): route to the drive-in appraisal sites in Houston and Pearland.",
    'Thought: Capacity. 14 staff field adjusters plus 32 IA adjusters committed (Crawford 20, Pilot 12) = 46 field. At ~6 inspections per adjuster per day in storm conditions that is ~276/day, so Tier 1 (96) clears on day 1 and the Tier 2 field subset (estimated 35% of 410 ≈ 144) by day 2. 22 desk adjusters at ~25 desk files/day each = 550/day: Tier 3 plus the Tier 2 desk work (456 + ~266 ≈ 720) clears by end of day 2.',
    'Thought: Geography. Pair teams by county to cut drive time with power still out: Harris → staff field team (14) + Crawford (20); Galveston and Brazoria → Pilot (12), staging out of Alvin; Fort Bend and Matagorda → Tier 1 only in the field on day 1 (about 19 claims), remainder desk-first. Commercial (47) goes to the 3 senior commercial adjusters regardless of county.',
    'Thought: Vendors. Tier 1 homes need emergency mitigation: book ServiceMaster for water extraction/tarping on the 96 Tier 1 addresses (they quoted 48-hour response for 120 sites), and EagleView aerial imagery for all 410 Tier 2 roofs to speed desk estimates ($38 per report ≈ $15,580). ServiceMaster bills each claim under the $10,000 mitigation sublimit, so no extra payment authority is needed; EagleView is a CAT-expense PO.',
    'Thought: Execution order. (1) Assign the 96 Tier 1 claims to the field teams by county; (2) assign 456 Tier 3 to the desk pool with fast-track authority $5,000; (3) assign 410 Tier 2 to desk for photo/aerial review; (4) auto 231 to appraisal sites; (5) commercial 47 to the senior commercial team; (6) book ServiceMaster and EagleView. I will execute these batches now.',
  ];
  steps.forEach((t, i) => kids.push(llm(m, i === 0 ? [s, usr(goal)] : [s, usr(goal), asst(steps[i - 1])], t)));
  const batch = (name, n, to) => { R.clock.adv(800, 2000); return tool('Assign Claims Batch', { batch: name, count: n, assign_to: to, cat_code: '24-BERYL' }, J({ assigned: n, batch_id: `BAT-${R.int(3000, 3999)}`, unassigned: 0 })); };
  kids.push(batch('Tier1-uninhabitable', 96, { Harris: 'staff-field+crawford', 'Galveston,Brazoria': 'pilot-cat', 'Fort Bend,Matagorda': 'staff-field' }));
  kids.push(batch('Tier3-fasttrack', 456, 'desk-pool (authority $5,000)'));
  kids.push(batch('Tier2-roof-structure', 410, 'desk-pool (photo+aerial review)'));
  kids.push(batch('Auto', 231, 'appraisal-sites Houston/Pearland'));
  kids.push(batch('Commercial', 47, 'senior-commercial-team'));
  kids.push(tool('Book Vendor', { vendor: 'ServiceMaster', service: 'emergency mitigation', sites: 96, sla_hours: 48 }, J({ po: `PO-${R.int(880000, 889999)}`, accepted: true })));
  kids.push(tool('Book Vendor', { vendor: 'EagleView', service: 'aerial roof report', sites: 410 }, J({ po: `PO-${R.int(880000, 889999)}`, accepted: true, est_cost_usd: 15580 })));
  const ag = agent('Agent: CAT Claims Coordinator', goal, 'All 1,240 Beryl claims are assigned.', kids);
  return {
    isolates: 'Six long planning thoughts each bring new numbers and decisions (volume, severity tiers, capacity math, geographic pairing, vendors, execution order) before every assignment batch and vendor booking succeeds.',
    loop: false, stagnation: false, goal,
    root: agent('Crew: CAT Response', goal, 'All 1,240 Beryl FNOLs are assigned: 96 uninhabitable homes to field teams by county (inspection within 48 h, ALE advances same day), 456 minor claims fast-tracked on desk, 410 roof/structure claims to desk with aerial imagery, 231 auto to appraisal sites and 47 commercial to the senior team. ServiceMaster is booked for mitigation on the 96 Tier 1 homes and EagleView for 410 roof reports (~$15.6k).', [ag]),
  };
}

// 06 — library systems, BeeAI, string args; 4 planning steps for relocating a closing branch's collection
function r06(R) {
  R.clock.set('2025-01-06T16:00:00Z');
  const goal = "The Millbrook branch closes on Feb 28. Plan where its collection goes and create the transfer batches in the ILS.";
  const m = 'ollama:llama3.1:70b';
  const s = sys('You are a collection services assistant. Respond as Thought/Function Name/Function Input or Thought/Final Answer.');
  const kids = [];
  R.clock.adv(1500, 3000);
  kids.push(tool('CollectionStats', { branch: 'MLB' }, { items: 14120, by_collection: { 'Adult fiction': 4210, 'Adult nonfiction': 3380, Juvenile: 3950, 'Young adult': 1120, 'DVD/Blu-ray': 980, 'Large print': 480 }, zero_circ_3yr: 2260, damaged_flagged: 190, holds_active: 312 }));
  const steps = [
    'Thought: Millbrook has 14,120 items. 2,260 have not circulated in 3 years and 190 are flagged damaged; those 2,450 are weeding candidates, not transfers (they go to the Friends of the Library sale or recycling). That leaves 11,670 items to place. 312 items have active holds; they should transfer first so patrons are not stranded. Of those, 188 are for Millbrook patrons whose pickup location will change to Riverbend, and 124 are bound for other branches anyway.',
    "Thought: Receiving capacity from the December shelf survey: Eastside has ~4,100 free linear shelf positions, Central ~5,200, Riverbend ~2,600. Riverbend is the closest branch to Millbrook (2.1 miles) and will absorb most former Millbrook patrons, so it should get the children's material: Juvenile 3,950 minus weeded share (~630) ≈ 3,320 — more than its 2,600 capacity, so picture books (about 1,200) go to Riverbend and juvenile chapter books/nonfiction (~2,120) to Eastside.",
    'Thought: Remaining placement. Adult fiction (≈ 3,530 after weeding) and Large print (≈ 450) to Central, which has the largest fiction stacks and the homebound delivery program that serves large-print readers. Adult nonfiction (≈ 2,820) split by Dewey: 000–599 to Central, 600–999 to Eastside. YA (≈ 960) to Riverbend to sit with the teen space opened last year. DVDs (≈ 590 after weeding) to Eastside, which has the only remaining AV shelving.',
    'Thought: Batches in the ILS should follow van capacity (about 1,500 items per run, 2 runs per day). Batch 1: 312 on-hold items to their pickup branches (Feb 3). Then by destination: Riverbend – picture books + YA (~2,160, 2 runs); Central – adult fiction, large print, nonfiction 000–599 (~5,400, 4 runs); Eastside – juvenile chapter/nonfiction, nonfiction 600–999, DVD (~3,800, 3 runs). Weeding batch of 2,450 to status WITHDRAWN-SALE. All transfers complete by Feb 21, one week before closing.',
  ];
  steps.forEach((t, i) => kids.push(llm(m, i === 0 ? [s, usr(goal)] : [s, usr(goal), asst(steps[i - 1])], t)));
  const mk = (args, n) => { R.clock.adv(700, 1800); return tool('CreateTransferBatch', args, { batch_id: `TRB-${R.int(20000, 29999)}`, items: n, status: 'CREATED' }); };
  kids.push(mk({ from: 'MLB', to: 'HOLD_PICKUP', selector: 'holds_active', ship_date: '2025-02-03' }, 312));
  kids.push(mk({ from: 'MLB', to: 'RVB', selector: "collection in ('Picture books','Young adult') and not weeding_candidate", ship_date: '2025-02-04' }, 2158));
  kids.push(mk({ from: 'MLB', to: 'CEN', selector: "collection in ('Adult fiction','Large print') or (collection='Adult nonfiction' and dewey < 600)", ship_date: '2025-02-06' }, 5391));
  kids.push(mk({ from: 'MLB', to: 'EST', selector: "collection in ('Juvenile chapter','Juvenile nonfiction','DVD/Blu-ray') or (collection='Adult nonfiction' and dewey >= 600)", ship_date: '2025-02-12' }, 3809));
  kids.push(tool('SetItemStatus', { selector: 'zero_circ_3yr or damaged_flagged', status: 'WITHDRAWN-SALE' }, { updated: 2450 }));
  return {
    isolates: 'Four long planning thoughts each add new figures and placement decisions (weeding counts, branch capacities, subject splits, van-based batch schedule) before four transfer batches and the withdrawal update succeed.',
    loop: false, stagnation: false, goal,
    root: agent('bee.agent.run', goal, 'The Millbrook collection plan is in the ILS: 312 on-hold items ship first (Feb 3); 2,158 picture books and YA items go to Riverbend, 5,391 adult fiction, large print and nonfiction 000–599 go to Central, and 3,809 juvenile chapter/nonfiction, nonfiction 600–999 and DVDs go to Eastside, finishing by Feb 21. 2,450 zero-circulation or damaged items are withdrawn for the Friends sale.', kids),
    stringArgs: true,
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
