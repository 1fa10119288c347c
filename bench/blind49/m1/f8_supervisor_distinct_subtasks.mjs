import { Rec } from './lib.mjs';
export const FAMILY = { name: 'supervisor_distinct_subtasks', loop: false, stagnation: false,
  isolates: 'a supervisor calls the same worker agent repeatedly, each time with a different sub-task answered with new results, then synthesises' };

const W = 'You are a worker agent. Complete only the sub-task given.';
export const scenarios = [
  // 01 horse-racing stewards inquiry: LangGraph supervisor
  (id) => {
    const goal = 'Prepare the stewards\' inquiry pack for race 4 at Fontwell: interference at the last fence, jockey whip use, and vet report.';
    const r = new Rec(id, 'langgraph', { model: 'gpt-4o', goal, system: 'You are the supervisor. Route sub-tasks to research_worker.' });
    const n = r.n;
    r.step('Sub-task 1 to research_worker: footage notes for the last fence.');
    r.agent('research_worker', 'Summarise the head-on footage of the last fence in race 4.', (r) => { r.step(null, [{ name: 'video_index', args: { race: 4, camera: 'head-on', from_s: 302, to_s: 318 }, out: { clip: 'R4-HO-302', frames: 400, notes_auto: 'No.7 drifts right 2 lanes on landing, No.3 checked' } }]); r.step('No.7 (Kingsmere) drifted right two lanes on landing and No.3 (Pebble Ash) was checked.'); return 'No.7 drifted right 2 lanes, No.3 checked.'; }, W);
    r.step('Sub-task 2: whip count for No.7.');
    r.agent('research_worker', 'Count the whip strikes of the No.7 jockey after the last fence.', (r) => { r.step(null, [{ name: 'whip_sensor', args: { race: 4, saddlecloth: 7 }, out: { strikes_after_last: 8, strikes_total: 9, threshold: 7, device: 'WS-' + n.int(100, 999) } }]); r.step('8 strikes after the last, above the threshold of 7.'); return '8 strikes after last fence (limit 7).'; }, W);
    r.step('Sub-task 3: vet report on No.3.');
    r.agent('research_worker', 'Fetch the post-race vet report for No.3 Pebble Ash.', (r) => { r.step(null, [{ name: 'vet_reports', args: { race: 4, saddlecloth: 3 }, out: { finding: 'superficial cut left fore, sound trotted up', vet: 'Dr A. Kerr', filed: n.iso() } }]); r.step('Superficial cut on the left fore, trotted up sound.'); return 'Cut left fore, sound.'; }, W);
    r.step('Inquiry pack: (1) No.7 Kingsmere drifted right two lanes on landing, checking No.3; (2) No.7 rider used the whip 8 times after the last, over the limit of 7; (3) No.3 vet: superficial cut left fore, sound.');
    return { isolates: 'LangGraph supervisor: the same research_worker gets footage, whip and vet sub-tasks in turn, each returning new facts, then a synthesis.', goal, root: r.finish({ messages: ['pack ready'] }) };
  },
  // 02 cassette tape duplication: CrewAI hierarchical
  (id) => {
    const goal = 'Get a production quote for 500 chrome C46 cassettes for an indie label: shells, duplication time, J-card printing.';
    const r = new Rec(id, 'crewai', { model: 'gpt-4o', goal, agent: 'Production Manager' });
    const n = r.n;
    const qs = [
      ['Price 500 clear C46 shells with chrome tape.', 'supplier_prices', { item: 'C46 chrome clear shell', qty: 500 }, { unit_gbp: 0.92, moq: 250, lead_days: 6 }, '500 shells at £0.92 = £460, 6 days.'],
      ['Work out real-time vs high-speed duplication time for 500 units.', 'dup_capacity', { format: 'C46', units: 500 }, { bins: 'high-speed 1:16, 10 slaves', minutes_per_cycle: 3, units_per_cycle: 10 }, '50 cycles × 3 min = 2.5 h high-speed.'],
      ['Quote 500 J-cards, 4-panel, 4/1 colour.', 'print_quote', { item: 'J-card 4 panel', qty: 500, colours: '4/1' }, { total_gbp: 138, proof_by: n.iso() }, 'J-cards £138.'],
    ];
    for (const [task, tool, args, out, ans] of qs) { r.step(`Delegate: ${task}`); r.agent('Production Specialist', task, (r) => { r.step(null, [{ name: tool, args, out }]); r.step(ans); return ans; }, W); }
    r.step('Quote: shells £460, duplication 2.5 h high-speed (about £75 of labour at £30/h), J-cards £138 — total £673, 7 working days.');
    return { isolates: 'CrewAI hierarchical process: the manager gives the same specialist three different sub-tasks (shells, duplication, print) and then totals them.', goal, root: r.finish('£673, 7 days') };
  },
  // 03 goat yoga studio: AutoGen
  (id) => {
    const goal = 'Prepare next month\'s goat yoga schedule: goat availability, instructor cover, and weather backup venue.';
    const r = new Rec(id, 'autogen', { model: 'gpt-4o', goal, agent: 'planner' });
    const n = r.n;
    r.step('Ask helper for goat rota.');
    r.agent('helper', 'Which goats are available on weekends next month (kids must be over 8 weeks)?', (r) => { r.step(null, [{ name: 'herd_db', args: { filter: 'age_weeks>8 AND health=ok' }, out: [{ goat: 'Biscuit', weeks: 14 }, { goat: 'Marigold', weeks: 9 }, { goat: 'Tofu', weeks: 30 }] }]); return 'Biscuit, Marigold, Tofu available.'; }, W);
    r.step('Ask helper for instructor cover.');
    r.agent('helper', 'Which instructors can cover Saturday 10:00 and Sunday 11:00 sessions next month?', (r) => { r.step(null, [{ name: 'staff_calendar', args: { slots: ['Sat 10:00', 'Sun 11:00'] }, out: { 'Sat 10:00': ['Priya'], 'Sun 11:00': ['Priya', 'Dale'], fetched: n.iso() } }]); return 'Priya Sat; Dale Sun.'; }, W);
    r.step('Ask helper for wet-weather venue.');
    r.agent('helper', 'Find an indoor backup barn for rainy sessions.', (r) => { r.step(null, [{ name: 'venue_search', args: { type: 'barn', max_km: 5 }, out: [{ name: 'Hollins Threshing Barn', km: 2.1, fee: 40 }] }]); return 'Hollins Threshing Barn, £40, 2.1 km.'; }, W);
    r.step('Schedule: Sat 10:00 Priya and Sun 11:00 Dale, with goats Biscuit, Marigold and Tofu; the rain backup is Hollins Threshing Barn (£40).');
    return { isolates: 'AutoGen: the planner consults the same helper for goats, instructors and venue in turn, each answer new, then writes the schedule.', goal, root: r.finish('schedule done') };
  },
  // 04 public drinking fountain maintenance: Google ADK
  (id) => {
    const goal = 'Prioritise this week\'s maintenance for the city\'s 40 public drinking fountains.';
    const r = new Rec(id, 'adk', { model: 'gemini-2.0-flash', goal, agent: 'coordinator' });
    const n = r.n;
    const sub = [
      ['List fountains with failed legionella or coliform tests.', 'lab_results', { since: '14d' }, { failed: [{ id: 'F-07', test: 'coliform', cfu: 3 }, { id: 'F-22', test: 'legionella', cfu_l: 120 }] }],
      ['List fountains with citizen complaints about low pressure.', 'complaints', { topic: 'pressure', since: '14d' }, { items: [{ id: 'F-11', count: 5 }, { id: 'F-30', count: 2 }] }],
      ['List fountains with vandalism reports.', 'incidents', { type: 'vandalism', since: '14d' }, { items: [{ id: 'F-19', detail: 'push button snapped', reported: n.iso() }] }],
    ];
    for (const [t, tool, args, out] of sub) r.agent('field_data_agent', t, (r) => { r.step(null, [{ name: tool, args, out }]); return out; }, W);
    r.step('Priority: 1) F-22 legionella 120 cfu/l, shut and disinfect today; 2) F-07 coliform, flush and retest; 3) F-19 replace push button; 4) F-11 pressure (5 complaints), then F-30.');
    return { isolates: 'Google ADK: the coordinator sends field_data_agent three distinct queries (lab, complaints, vandalism) and merges them into a ranked list.', goal, root: r.finish('priorities set') };
  },
  // 05 snow-making at cross-country trails: OpenAI Agents SDK (agent as tool)
  (id) => {
    const goal = 'Decide tonight\'s snowmaking plan for the cross-country ski centre: which loops, how many guns, and water budget.';
    const r = new Rec(id, 'oai_agents', { model: 'gpt-4.1', goal, agent: 'Snow Ops Lead' });
    const n = r.n;
    r.agent('Snow Analyst', 'Give tonight\'s wet-bulb temperature by hour.', (r) => { r.step(null, [{ name: 'weather_hourly', args: { site: 'Lejre XC' }, out: { '20h': -2.1, '23h': -4.0, '02h': -5.6, '05h': -5.0, rh: 72 } }]); return 'Wet-bulb below -3 from 23h to 06h.'; }, W);
    r.agent('Snow Analyst', 'How much water is in the pond and what is the licensed draw?', (r) => { r.step(null, [{ name: 'pond_level', args: {}, out: { volume_m3: 6400, licence_max_m3_night: 2200, read_at: n.iso() } }]); return '2200 m³ allowed tonight.'; }, W);
    r.agent('Snow Analyst', 'Which loops have the thinnest base?', (r) => { r.step(null, [{ name: 'base_depth', args: {}, out: { 'Red 5km': 12, 'Blue 3km': 28, 'Stadium 1km': 9 } }]); return 'Stadium 9 cm, Red 12 cm thinnest.'; }, W);
    r.step('Plan: run 6 guns 23:00-06:00 on Stadium and Red loops; at 40 m³/h each that is 1680 m³ within the 2200 m³ licence.');
    return { isolates: 'OpenAI Agents SDK: the lead calls the same Snow Analyst as a tool three times with different questions, then sets the plan.', goal, root: r.finish('6 guns, Stadium + Red, 1680 m³') };
  },
  // 06 tuk-tuk tours: Agno team (not in list)
  (id) => {
    const goal = 'Plan a 3-hour evening tuk-tuk food tour for a group of 9 on Thursday: vehicles, drivers, stops.';
    const r = new Rec(id, 'agno', { model: 'gpt-4o-mini', goal, agent: 'tour_team_leader' });
    const n = r.n;
    r.agent('ops_member', 'How many tuk-tuks seat 9 guests and which are free Thursday 18:00-21:00?', (r) => { r.step(null, [{ name: 'fleet', args: { from: 'Thu 18:00', to: 'Thu 21:00' }, out: { free: ['TT-02 (3 seats)', 'TT-05 (3 seats)', 'TT-08 (4 seats)'] } }]); return 'TT-02, TT-05, TT-08 = 10 seats.'; }, W);
    r.agent('ops_member', 'Which drivers are rostered Thursday evening with English?', (r) => { r.step(null, [{ name: 'roster', args: { day: 'Thu', lang: 'en' }, out: ['Somchai', 'Nok', 'Arthit'] }]); return 'Somchai, Nok, Arthit.'; }, W);
    r.agent('ops_member', 'Propose 4 food stops within the old town open on Thursday night.', (r) => { r.step(null, [{ name: 'places', args: { area: 'old town', open: 'Thu 18-21', tags: ['street food'] }, out: [{ n: 'Boat noodle alley' }, { n: 'Khao soi stall 88' }, { n: 'Night market satay' }, { n: 'Mango sticky rice cart' }], etag: n.etag() }]); return '4 stops listed.'; }, W);
    r.step('Thursday 18:00-21:00: TT-02/Somchai, TT-05/Nok, TT-08/Arthit; stops boat noodles → khao soi → satay → mango sticky rice.');
    return { isolates: 'Agno team: the leader asks the same ops member for vehicles, drivers and stops in turn and combines the answers.', goal, root: r.finish('tour planned') };
  },
];
