// Healthy 2: several long reasoning steps in a row, each adding concrete new content.
export const family = 'progressive_planning';
export const loop = false, stagnation = false;
function plan(R, S, root, goal, steps, tool, final) {
  const kids = [];
  let msgs = [{ role: 'user', content: goal }];
  steps.forEach((t, i) => { kids.push(S.llm(msgs, t, [])); msgs = [...msgs, { role: 'assistant', content: t }]; if (tool && i === 1) kids.push(S.tool(tool[0], tool[1], tool[2])); });
  kids.push(S.llm(msgs, final, []));
  return S.agent(root, { goal }, kids, final);
}
export const scenarios = [
{ id: '01', domain: 'saffron farm harvest crew plan', style: 'anthropic', isolates: 'Four long planning steps each add new figures (bloom forecast, crew size, drying capacity, shift times).',
  goal: 'Plan the 10-day saffron crocus harvest crew for a 2 ha farm.',
  build: (R, S) => plan(R, S, 'harvest-planner', 'Plan the 10-day saffron harvest crew', [
    'Bloom forecast: 2 ha at roughly 400,000 flowers per ha gives 800,000 flowers, peaking on days 4-6 at about 15% of the total per day, i.e. 120,000 flowers on the busiest day.',
    'A picker cuts about 1,200 flowers per hour in the 06:00-10:00 window before petals open fully, so 4,800 per picker per morning; peak days need 25 pickers, shoulder days 10-12.',
    'Stigma separation runs 10:00-18:00 at about 150 flowers per person per hour, 1,200 per person per day, which means 100 separators on peak days; that is impossible, so I will add cold storage at 4 °C to spread separation over 36 hours and cap separators at 45.',
    'Drying: 120,000 flowers give about 780 g fresh stigma, roughly 150 g dry; our two dehydrators handle 400 g fresh each per 40-minute cycle at 50 °C, so 2 cycles per evening suffice.',
  ], null, 'Crew: 25 pickers days 4-6, 12 otherwise; 45 separators with cold-room buffering; 2 dehydrator cycles nightly.') },
{ id: '02', domain: 'kite aerial photography survey of a Roman fort excavation', style: 'gemini', isolates: 'Each reasoning step fixes a new parameter: wind window, altitude, overlap, flight lines, then a weather check informs the final.',
  goal: 'Plan a kite aerial photography survey of the Vindolanda-style fort trench for an orthomosaic.',
  build: (R, S) => plan(R, S, 'kap-planner', 'Plan the KAP survey', [
    'The trench area is 60 x 40 m. A Rokkaku 2 m kite flies stably at 12-25 km/h, so I need a morning with steady westerlies in that band.',
    'For 5 mm ground sampling distance with a 24 mm lens on APS-C, altitude should be about 55 m; the line out at 50° elevation is roughly 72 m.',
    'Overlap 70% forward and 60% side with the intervalometer at 2 s means walking the kite line at 1.1 m/s along four passes 14 m apart.',
    'The forecast shows 18 km/h WSW on Thursday 07:00-10:00, so passes go north to south with the line crossing the spoil heap safely.',
  ], ['wind_forecast', { site: 'fort-trench', day: 'Thu' }, { hourly: [{ t: '07:00', kmh: 17, dir: 'WSW' }, { t: '09:00', kmh: 19, dir: 'WSW' }], issued: R.iso() }], 'Survey Thursday 07:00, 55 m, 4 passes 14 m apart, 2 s interval.') },
{ id: '03', domain: 'community orchard grafting day', style: 'letta', isolates: 'Long planning steps progress from rootstock counts to scion allocation to the timetable.',
  goal: 'Plan the March grafting day for the community orchard.',
  build: (R, S) => plan(R, S, 'letta agent orchard_keeper', 'Plan the grafting day', [
    'We have 40 M26 rootstocks and 15 MM106; the M26 suit the small allotment plots, the MM106 go on the slope where soil is thin.',
    'Scion wood: Ashmead\'s Kernel 12 sticks, Egremont Russet 10, Bramley 8, local variety Foxwhelp 10; each stick yields about 2 whip-and-tongue grafts, so 80 scions for 55 rootstocks with spares.',
    '12 volunteers booked; two experienced grafters will teach tables of five, each novice doing 4 grafts under supervision, so we need 6 knives, 3 rolls of grafting tape and wax.',
    'Timetable: 10:00 demo, 10:30-12:30 grafting, lunch, 13:30 heel-in on the nursery bed in rows labelled by variety.',
  ], null, 'Grafting day plan fixed: 55 grafts, 12 volunteers, 10:00-14:30.') },
{ id: '04', domain: 'Mastodon instance capacity planning', style: 'langsmith', isolates: 'Each planning step introduces new measurements and a decision (media storage, Sidekiq queues, DB size).',
  goal: 'Plan capacity for growing our Mastodon instance from 3k to 12k active users.',
  build: (R, S) => plan(R, S, 'LangGraph', 'Plan Mastodon capacity', [
    'Current: 3,100 MAU, 180 GB media cache growing 9 GB/week, Postgres 41 GB. Linear scaling to 12k suggests 35 GB/week media, so move media to object storage with a 7-day remote cache prune.',
    'Sidekiq: push queue latency peaks at 40 s now; at 4x load we need to split default/push/pull into separate processes, 25 threads each, on a second 8 vCPU node.',
    'Postgres will reach about 160 GB in a year; pgbouncer in transaction mode with 200 client connections and a 16 GB shared_buffers box handles it.',
  ], ['db_stats', { db: 'mastodon_production' }, 'pg_database_size: 41 GB\nstatuses: 11,204,551 rows\nlargest index: index_statuses_on_account_id_id 6.2 GB'], 'Plan: S3 media, split Sidekiq, pgbouncer, 16 GB DB box.') },
{ id: '05', domain: 'mosque iftar catering for Ramadan', style: 'crewai', isolates: 'Successive thoughts add headcount, menu quantities, volunteer shifts, then a halal supplier check.',
  goal: 'Plan nightly iftar catering for 30 nights at the community mosque.',
  build: (R, S) => plan(R, S, 'Crew: iftar_planning', 'Plan iftar catering', [
    'Thought: Weeknights draw about 220 people, Fridays and weekends 350, and the last ten nights around 420, so total covers are about 8,900.',
    'Thought: Per 100 covers we need 12 kg dates? No: 3 kg dates, 25 L lentil soup, 18 kg rice and 14 kg chicken; peak nights therefore need 59 kg chicken.',
    'Thought: Volunteer shifts: setup 17:00 with 8 people, serving at sunset with 14, cleanup 10; the rota repeats weekly with 3 teams.',
    'Thought: Supplier Al-Noor Halal quoted £4.10/kg chicken for standing orders over 300 kg/week, which fits the last-ten-nights volume.',
  ], null, 'Final Answer: covers 8,900; chicken standing order with Al-Noor; 3 volunteer teams.') },
{ id: '06', domain: 'sea turtle nest relocation', style: 'adk', isolates: 'Long reasoning over tide data, nest counts and hatchery spacing, each step new.',
  goal: 'Decide which loggerhead nests on the south beach need relocation to the hatchery before the spring tides.',
  build: (R, S) => plan(R, S, 'invoke_agent nest_planner', 'Which nests to relocate', [
    '14 nests are recorded on the south beach; 6 lie below the 2023 high-water debris line, which the spring tide of 1.9 m on the 21st will likely reach.',
    'Of those 6, nests S-03 and S-07 were laid more than 12 hours ago but less than 14 days, inside the safe window only if moved within 6 hours of... no, relocation after 12 hours risks embryo movement injury; those two must stay and get a sand berm instead.',
    'That leaves S-01, S-05, S-09 and S-12 to move; the hatchery has 10 free plots at 1 m spacing, so all 4 fit with plots H-21 to H-24.',
  ], ['tide_table', { station: 'south-beach', days: 7 }, { max_height_m: 1.9, date: '21', generated: R.iso() }], 'Relocate S-01, S-05, S-09, S-12; berm S-03 and S-07.') },
];
