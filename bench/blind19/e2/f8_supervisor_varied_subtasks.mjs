// Family: supervisor_varied_subtasks (loop: false, stagnation: false)
// A supervisor gives the SAME worker agent different sub-tasks in turn; each comes back with new
// results; then the supervisor synthesises.

const worker = (agent, task, call, answer, pre) => ({ agent, task, steps: [...(pre || []), { text: null, calls: [call] }, { text: answer }], result: answer });

// 01 youth football referee assignment — LangGraph supervisor
const r01 = (n) => {
  const W = 'referee_desk';
  const s1 = worker(W, 'List qualified referees available this Saturday morning (U12-U14 level).', { name: 'query_referees', args: { date: 'saturday', slot: 'AM', min_level: 'Level 7' }, out: { referees: [{ name: 'Kofi B.', level: 7, travel_km: 6 }, { name: 'Hannah L.', level: 6, travel_km: 11 }, { name: 'Yusuf D.', level: 7, travel_km: 3 }, { name: 'Ellie M.', level: 8, travel_km: 9 }], source: 'whole-game', synced: n.iso() } }, '4 available: Yusuf D. (L7, 3 km), Kofi B. (L7, 6 km), Ellie M. (L8, 9 km), Hannah L. (L6, 11 km).');
  const s2 = worker(W, 'Check safeguarding (DBS) status for Yusuf D., Kofi B., Ellie M., Hannah L.', { name: 'dbs_status', args: { names: ['Yusuf D.', 'Kofi B.', 'Ellie M.', 'Hannah L.'] }, out: { 'Yusuf D.': 'valid to 2026-04', 'Kofi B.': 'valid to 2025-11', 'Ellie M.': 'EXPIRED 2025-01', 'Hannah L.': 'valid to 2027-02', checked: n.isoNoMs() } }, 'Ellie M.\'s DBS expired in January; the other three are valid.');
  const s3 = worker(W, 'Which pitches host U12-U14 games on Saturday AM and at what times?', { name: 'fixtures_for', args: { date: 'saturday', age_groups: ['U12', 'U13', 'U14'] }, out: [{ game: 'U12 Lions v Rovers', pitch: 'Meadow 1', ko: '09:30' }, { game: 'U13 Falcons v Town', pitch: 'Meadow 2', ko: '10:00' }, { game: 'U14 Athletic v Saints', pitch: 'Park Lane', ko: '11:00' }] }, '3 games: U12 Meadow 1 09:30, U13 Meadow 2 10:00, U14 Park Lane 11:00.');
  return {
    domain: 'youth football referee assignment', style: 'langgraph', agent: 'league_supervisor', model: 'gpt-4o',
    isolates: 'A league supervisor sends the same referee-desk worker three different questions (availability, DBS checks, fixtures), gets distinct answers, and assigns referees.',
    system: 'You supervise Saturday match-day admin for Northvale Junior League. Delegate lookups to referee_desk.',
    goal: 'Assign referees to this Saturday morning\'s U12-U14 games.',
    steps: [
      { text: 'First, who is available?', calls: [{ name: 'referee_desk', args: { task: s1.task }, sub: s1 }] },
      { text: 'Four names. Before assigning, safeguarding status.', calls: [{ name: 'referee_desk', args: { task: s2.task }, sub: s2 }] },
      { text: 'Ellie is out. Now the fixtures.', calls: [{ name: 'referee_desk', args: { task: s3.task }, sub: s3 }] },
      { text: 'Assigning.', calls: [{ name: 'assign_referees', args: { assignments: { 'U12 Lions v Rovers': 'Yusuf D.', 'U13 Falcons v Town': 'Kofi B.', 'U14 Athletic v Saints': 'Hannah L.' } }, out: { ok: true, notifications_sent: 3, batch: n.uuid() } }] },
      { text: 'Assigned: U12 (Meadow 1, 09:30) Yusuf D.; U13 (Meadow 2, 10:00) Kofi B.; U14 (Park Lane, 11:00) Hannah L. Ellie M. was not used because her DBS has expired — she should renew.' },
    ],
  };
};

// 02 occupational health screenings — AutoGen SelectorGroupChat
const r02 = (n) => {
  const W = 'records_agent';
  const mk = (task, call, ans) => ({ agent: { ...worker(W, task, call, ans), opts: { from: 'oh_coordinator' } } });
  return {
    domain: 'occupational health screenings', style: 'autogen', agent: 'oh_coordinator', model: 'gpt-4o',
    isolates: 'An occupational-health coordinator gives the same records agent three different lookups (overdue audiograms, lung-function results, clinic slots) and combines the answers into a schedule.',
    system: 'You coordinate occupational health surveillance for a foundry. Ask records_agent for data.',
    goal: 'Work out which foundry workers are overdue for health surveillance and book them into next week\'s clinic.',
    agentOpts: { team: 'SelectorGroupChat' },
    steps: [
      { text: 'records_agent: list workers overdue for annual audiometry.' },
      mk('List workers overdue for annual audiometry.', { name: 'query_surveillance', args: { test: 'audiometry', overdue: true }, out: { rows: [{ emp: 'E1043', name: 'D. Kowalski', last: '2023-09-12' }, { emp: 'E1177', name: 'R. Singh', last: '2023-10-02' }, { emp: 'E1290', name: 'M. Byrne', last: '2023-08-30' }], query_id: n.uuid() } }, 'Overdue audiometry: Kowalski (E1043), Singh (E1177), Byrne (E1290).'),
      { text: 'records_agent: now, who in the casting shop has abnormal or overdue spirometry?' },
      mk('Casting shop: abnormal or overdue spirometry?', { name: 'query_surveillance', args: { test: 'spirometry', department: 'casting', flag: ['abnormal', 'overdue'] }, out: { rows: [{ emp: 'E1177', name: 'R. Singh', fev1_pct: 71, flag: 'abnormal' }, { emp: 'E1412', name: 'J. Amoah', flag: 'overdue', last: '2023-07-19' }], query_id: n.uuid() } }, 'Singh has FEV1 71% (abnormal); Amoah overdue since July 2023.'),
      { text: 'records_agent: what clinic slots are free next week?' },
      mk('Free OH clinic slots next week?', { name: 'clinic_slots', args: { week: 'next' }, out: { slots: ['Tue 08:00', 'Tue 08:40', 'Tue 09:20', 'Thu 13:00', 'Thu 13:40'], nurse: 'S. Dunmore', rota_ver: n.int(10, 80) } }, '5 slots: Tue 08:00, 08:40, 09:20; Thu 13:00, 13:40 with nurse S. Dunmore.'),
      { text: 'Booking.', calls: [{ name: 'book_clinic', args: { bookings: [{ emp: 'E1177', slot: 'Tue 08:00', tests: ['audiometry', 'spirometry', 'GP referral letter'] }, { emp: 'E1043', slot: 'Tue 08:40', tests: ['audiometry'] }, { emp: 'E1290', slot: 'Tue 09:20', tests: ['audiometry'] }, { emp: 'E1412', slot: 'Thu 13:00', tests: ['spirometry'] }] }, out: { booked: 4, confirmations: [n.ulid(), n.ulid(), n.ulid(), n.ulid()] } }] },
      { text: 'Booked 4 workers: Singh Tue 08:00 (audiometry + repeat spirometry, GP letter for FEV1 71%), Kowalski Tue 08:40, Byrne Tue 09:20 (audiometry), Amoah Thu 13:00 (spirometry). One Thursday slot left. TERMINATE' },
    ],
  };
};

// 03 paint manufacturing batch QC — CrewAI hierarchical
const r03 = (n) => {
  const W = 'QC Chemist';
  const s1 = worker(W, 'Report viscosity and density for batch B-8812 (Satin Sage, 2,000 L) against spec.', { name: 'lims_results', args: { batch: 'B-8812', tests: ['viscosity_KU', 'density'] }, out: `batch B-8812 | viscosity 104 KU (spec 95-105) PASS | density 1.31 g/ml (spec 1.28-1.34) PASS | analyst AK | ${n.eu()}` }, 'Viscosity 104 KU and density 1.31 g/ml — both within spec.');
  const s2 = worker(W, 'Report the colour match (ΔE) of B-8812 against the Satin Sage standard.', { name: 'spectro_measure', args: { batch: 'B-8812', standard: 'STD-SATIN-SAGE-v3', illuminant: 'D65' }, out: { dE2000: 1.42, tolerance: 1.0, dL: 0.3, da: -0.9, db: 1.0, instrument: 'Ci7800 #' + n.digits(5), measured: n.iso() } }, 'ΔE2000 = 1.42 vs tolerance 1.0 — FAIL, too yellow (db +1.0) and slightly green (da −0.9).');
  const s3 = worker(W, 'Propose a tint correction for B-8812 to bring ΔE under 1.0.', { name: 'tint_correction', args: { batch: 'B-8812', target: 'STD-SATIN-SAGE-v3', volume_l: 2000 }, out: { additions: [{ colorant: 'Oxide Red (R2)', ml: 180 }, { colorant: 'Lamp Black (B1)', ml: 40 }], predicted_dE: 0.46, model: 'match-v' + n.build() } }, 'Add 180 ml Oxide Red and 40 ml Lamp Black; predicted ΔE 0.46.');
  return {
    domain: 'paint manufacturing', style: 'crewai', agent: 'Production Manager', model: 'gpt-4o',
    isolates: 'A production manager agent delegates three different QC sub-tasks (rheology, colour match, tint correction) to the same QC Chemist, each returning new data, then decides release.',
    system: 'You are the Production Manager at Fernley Paints. Your goal is to release or hold batches.',
    goal: 'Decide whether batch B-8812 (Satin Sage, 2,000 L) can be released to filling.',
    agentOpts: { crew: 'batch_release_crew', process: 'hierarchical', delegates: true },
    steps: [
      { text: 'Physical properties first.', calls: [{ name: 'Delegate work to coworker', args: { task: s1.task, context: 'Batch B-8812 finished mixing at ' + n.hms(), coworker: W }, sub: s1 }] },
      { text: 'Rheology passes. Now colour.', calls: [{ name: 'Delegate work to coworker', args: { task: s2.task, context: 'Use D65.', coworker: W }, sub: s2 }] },
      { text: 'Colour fails. I need a correction recipe.', calls: [{ name: 'Delegate work to coworker', args: { task: s3.task, context: 'ΔE 1.42, db +1.0, da −0.9', coworker: W }, sub: s3 }] },
      { text: 'Final Answer: HOLD B-8812. Viscosity (104 KU) and density (1.31) pass, but colour ΔE 1.42 exceeds 1.0. Add 180 ml Oxide Red + 40 ml Lamp Black (predicted ΔE 0.46), re-mix 20 min, re-measure, then release.' },
    ],
  };
};

// 04 magazine subscriptions churn — OpenAI Agents SDK, agent as tool
const r04 = (n) => {
  const W = 'Analyst';
  const s1 = worker(W, 'Monthly churn rate for print vs digital subscriptions over the last 6 months.', { name: 'run_sql', args: { sql: "select channel, month, churn_rate from churn_monthly where month >= date_trunc('month', now()) - interval '6 months'" }, out: JSON.stringify({ rows: [['print', '2024-10', 0.021], ['print', '2025-03', 0.023], ['digital', '2024-10', 0.038], ['digital', '2025-03', 0.061]], query_id: n.uuid(), ms: n.ms() }) }, 'Print churn flat at ~2.2%; digital rose from 3.8% (Oct) to 6.1% (Mar).');
  const s2 = worker(W, 'For digital cancellations since January, break down by cancellation reason.', { name: 'run_sql', args: { sql: "select reason, count(*) from cancellations where channel='digital' and created_at >= '2025-01-01' group by 1 order by 2 desc" }, out: JSON.stringify({ rows: [['price_increase', 412], ['app_login_issues', 388], ['not_reading', 201], ['other', 77]], query_id: n.uuid(), ms: n.ms() }) }, 'Top reasons: price increase (412), app login issues (388), not reading (201).');
  const s3 = worker(W, 'When did app login complaints start, and do they correlate with an app release?', { name: 'run_sql', args: { sql: "select date_trunc('week', created_at) wk, count(*) from support_tickets where tag='login' group by 1 order by 1" }, out: JSON.stringify({ rows: [['2025-01-06', 14], ['2025-01-13', 16], ['2025-01-20', 97], ['2025-01-27', 122]], release_log: [{ version: '5.2.0', date: '2025-01-19', note: 'SSO migration' }] }) }, 'Login tickets jumped from ~15/week to 97 the week of 20 Jan, right after app 5.2.0 (SSO migration, 19 Jan).');
  return {
    domain: 'magazine subscriptions', style: 'openai_agents', agent: 'Circulation Director', model: 'gpt-4.1',
    isolates: 'A circulation agent asks the same analyst agent three different questions (churn trend, cancellation reasons, login-ticket timing), each answered with new figures, then explains the churn.',
    system: 'You are the circulation director\'s assistant at Fieldnotes Magazine. Use the Analyst tool for data.',
    goal: 'Why has digital subscription churn gone up this year, and what should we do?',
    agentOpts: { tools: ['Analyst'] },
    steps: [
      { calls: [{ name: 'Analyst', args: { input: s1.task }, sub: s1 }] },
      { text: 'Digital churn is the problem. Why are they cancelling?', calls: [{ name: 'Analyst', args: { input: s2.task }, sub: s2 }] },
      { text: 'Login issues are nearly as big as price. Checking timing.', calls: [{ name: 'Analyst', args: { input: s3.task }, sub: s3 }] },
      { text: 'Digital churn rose from 3.8% to 6.1% while print stayed ~2.2%. Two drivers: the price increase (412 cancellations) and login problems (388) that began right after app 5.2.0\'s SSO migration on 19 Jan. Recommend: fix/rollback the SSO login flow first, send affected subscribers a re-login guide with a win-back offer, and review the price step for digital-only tiers.' },
    ],
  };
};

// 05 catteries — Google ADK with AgentTool
const r05 = (n) => {
  const W = 'kennel_records';
  const s1 = worker(W, 'Which cats are checking in on 20 December and how long are they staying?', { name: 'bookings_by_date', args: { date: '2024-12-20', type: 'check_in' }, out: { cats: [{ name: 'Miso', owner: 'Ford', nights: 10 }, { name: 'Pickle & Pip', owner: 'Adeyemi', nights: 7, shared_pen: true }, { name: 'Duchess', owner: 'Larsen', nights: 14 }], generated: n.iso() } }, 'Three bookings on 20 Dec: Miso (10 nights), Pickle & Pip sharing (7 nights), Duchess (14 nights).');
  const s2 = worker(W, 'Are vaccinations valid for Miso, Pickle, Pip and Duchess for their whole stay?', { name: 'vaccination_status', args: { cats: ['Miso', 'Pickle', 'Pip', 'Duchess'] }, out: { Miso: { fvrcp_due: '2025-06-02' }, Pickle: { fvrcp_due: '2025-03-11' }, Pip: { fvrcp_due: '2025-03-11' }, Duchess: { fvrcp_due: '2024-12-28' } } }, 'Duchess\'s booster is due 28 Dec, mid-stay (she leaves 3 Jan); the others are valid.');
  const s3 = worker(W, 'Which pens are free 20 Dec to 3 Jan, including any with heating?', { name: 'pen_availability', args: { from: '2024-12-20', to: '2025-01-03' }, out: { free: ['P3 (heated)', 'P7 (double)', 'P9', 'P11 (heated)'], occupancy_pct: 84 } }, 'Free: P3 heated, P7 double, P9, P11 heated.');
  return {
    domain: 'catteries', style: 'google_adk', agent: 'cattery_manager', model: 'gemini-2.0-flash',
    isolates: 'A cattery manager agent calls the same records agent for three different things (arrivals, vaccinations, free pens), each with new answers, then allocates pens and flags a booster.',
    system: 'You run bookings at Whiskerwood Cattery.',
    goal: 'Prepare the 20 December check-ins: allocate pens and flag anything that blocks a cat from staying.',
    steps: [
      { calls: [{ name: 'kennel_records', args: { request: s1.task }, sub: s1 }] },
      { calls: [{ name: 'kennel_records', args: { request: s2.task }, sub: s2 }] },
      { calls: [{ name: 'kennel_records', args: { request: s3.task }, sub: s3 }] },
      { text: 'Allocating.', calls: [{ name: 'allocate_pens', args: { allocations: { Miso: 'P9', 'Pickle & Pip': 'P7', Duchess: 'P3' } }, out: { ok: true, board_version: n.int(100, 400) } }] },
      { text: '20 Dec: Miso → P9, Pickle & Pip → P7 (double), Duchess → P3 (heated, she is 16). Action needed: Duchess\'s FVRCP booster is due 28 Dec during her stay — ask Mrs Larsen to get it done before check-in or bring proof.' },
    ],
  };
};

// 06 axe throwing venues — Strands Agents
const r06 = (n) => {
  const W = 'venue_ops';
  const s1 = worker(W, 'How many lanes are booked Friday 19:00-22:00 and how many are free?', { name: 'lane_bookings', args: { day: 'friday', from: '19:00', to: '22:00' }, out: { lanes: 8, booked: { '19:00': 6, '20:00': 8, '21:00': 5 }, source: 'bookeo', fetched: n.http() } }, '19:00: 2 free, 20:00: full, 21:00: 3 free.');
  const s2 = worker(W, 'Which coaches are rostered Friday evening?', { name: 'staff_roster', args: { day: 'friday', shift: 'evening' }, out: { coaches: ['Bex', 'Tariq'], max_lanes_per_coach: 4 } }, 'Bex and Tariq, 4 lanes each max.');
  const s3 = worker(W, 'What is the safety-briefing capacity of the briefing room?', { name: 'room_info', args: { room: 'briefing' }, out: { seats: 18, briefing_minutes: 15 } }, 'Briefing room seats 18, briefing takes 15 minutes.');
  return {
    domain: 'axe throwing venues', style: 'strands', agent: 'events_manager', model: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
    isolates: 'An events agent asks the same venue-ops agent about lanes, coaches and briefing-room seats in turn, each giving new facts, and then answers whether a 24-person group fits.',
    system: 'You handle group enquiries for Hatchet House.',
    goal: 'A company wants 24 people on Friday from 20:00 for 2 hours. Can we take them, and if not what can we offer?',
    agentOpts: { tools: ['venue_ops'] },
    steps: [
      { calls: [{ name: 'venue_ops', args: { query: s1.task }, sub: s1 }] },
      { calls: [{ name: 'venue_ops', args: { query: s2.task }, sub: s2 }] },
      { calls: [{ name: 'venue_ops', args: { query: s3.task }, sub: s3 }] },
      { text: '20:00 is fully booked, so 20:00-22:00 is not possible. 21:00 has 3 free lanes (up to 18 throwers at 6 per lane) but the group is 24. Offer: 19:00-21:00 is blocked at 20:00 too. Best option is Saturday, or split Friday: 12 people at 19:00 (2 lanes) and 12 at 21:00 (2 of the 3 lanes), each with a 15-minute briefing for up to 18. Coaches Bex and Tariq can cover this (4 lanes each).' },
    ],
  };
};

export default [r01, r02, r03, r04, r05, r06];
