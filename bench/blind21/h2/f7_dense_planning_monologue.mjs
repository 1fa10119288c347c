import { T } from './lib.mjs';
export const FAMILY = 'dense_planning_monologue';
export const LOOP = false;
const F = FAMILY;
function plan(t, load, steps, save) {
  t.llm('', [{ name: load[0], args: load[1] }]); t.tool(load[0], {}, load[2]);
  for (const s of steps) t.llm(s, [], { reasoning: undefined });
  t.llm('', [{ name: save[0], args: save[1] }]); t.tool(save[0], {}, save[2]);
}
export const scenarios = [
  () => {
    const t = new T(`${F}-01`, 'anthropic', { agent: 'repair-cafe-planner', goal: 'Plan the staffing and bench layout for Saturday\'s repair café (expected 60 visitors) in the church hall.' });
    const n = t.n;
    plan(t, ['get_volunteers', { event: 'RC-2024-11-16' }, { volunteers: [{ name: 'Dev', skills: ['electrics', 'PAT'] }, { name: 'Maggie', skills: ['sewing'] }, { name: 'Tomasz', skills: ['bikes'] }, { name: 'Ify', skills: ['electrics'] }, { name: 'Ruth', skills: ['sewing', 'knitwear'] }, { name: 'Sol', skills: ['laptops'] }, { name: 'Pete', skills: ['furniture', 'bikes'] }], hall: { sockets: 8, tables: 14 }, last_event: { visitors: 54, by_category: { electrical: 21, textiles: 15, bikes: 8, it: 6, other: 4 } }, fetched: n.iso() }], [
      'Last time 21 of 54 visitors (39%) brought electrical items, so for 60 visitors I expect about 23 electrical, 17 textiles, 9 bikes, 7 laptops/phones and 4 other. Electrical repairs take ~25 min each, so 23 items is ~9.6 bench-hours; with Dev and Ify over a 4-hour session that is 8 bench-hours — slightly short, so Dev should do PAT testing only for the first hour and then repair.',
      'Sockets are the constraint: 8 in the hall. Electrical needs 2 benches × 2 sockets plus 1 for the PAT tester = 5; laptops need 1 for Sol; the remaining 2 go to the sewing machines (Maggie and Ruth). Bikes (Tomasz, Pete) need none and should go by the side door near the ramp, using 3 of the 14 tables.',
      'Layout: tables 1-2 reception and triage by the entrance; 3-6 electrical along the north wall (sockets N1-N5); 7 laptops at socket E1; 8-10 textiles at E2/E3 with good window light; 11-12 bikes at the side door; 13 furniture for Pete in the afternoon; 14 tea and waiting. Triage needs one non-fixer — I will ask the coordinator to staff it from the welcome rota.',
      'Timing: doors 10:00, last item accepted 13:15 so electrical finishes by 14:00. Pete moves from bikes to furniture at 12:00 when bike demand historically drops (6 of 8 bikes arrived before noon). Final plan ready to save.'], ['save_plan', { event: 'RC-2024-11-16', tables: 14, socket_map: { N1_N5: 'electrical', E1: 'laptops', E2_E3: 'sewing' }, last_accept: '13:15' }, { saved: true, version: n.seq() }]);
    return t.row(F, { isolates: 'Four consecutive long planning steps, each adding new numbers (forecast, socket allocation, table map, timings), then the plan is saved.', loop: false, stagnation: false, output: 'Plan saved' });
  },
  () => {
    const t = new T(`${F}-02`, 'oai_agents', { agent: 'LarpLogistics', goal: 'Draft the logistics plan for a 3-day woodland LARP event for 140 players and 35 crew.' });
    const n = t.n;
    plan(t, ['get_site_info', { site: 'Brackenwood' }, { area_ha: 12, water_points: 2, toilets: 0, parking_spaces: 90, fire_pits_allowed: 4, access_gate_width_m: 3.1, warden: 'on call', ref: n.uuid() }], [
      'Headcount 175 over 3 days. Water: at 10 L/person/day for drinking and washing, that is 5.25 m³ total; the two standpipes deliver it, but kitchen needs a 1,000 L bowser near the tavern set to avoid carrying.',
      'Toilets: none on site. Guidance is 1 unit per 15 people for multi-day events, so 12 units plus 1 accessible; I will split them 8 at camp and 5 near the tavern. Servicing every 24h — Saturday 07:00 and Sunday 07:00 before players are up.',
      'Parking: 90 spaces for ~120 expected cars (car-share rate 1.45 last year). Overflow of 30 to the farmer\'s field at £5/car, shuttle by crew minibus every 20 min from 16:00-20:00 Friday.',
      'Fire: only 4 pits allowed. Assign them to tavern, two faction camps (north and south) and the crew camp; each needs a fire marshal (4 of the 35 crew) and a 9 L water extinguisher plus fire blanket. Gate width 3.1 m means the bowser (2.5 m) fits but the catering truck (3.2 m) does not — catering must unload at the gate with a trolley.'], ['create_doc', { title: 'Brackenwood LARP logistics v1', sections: ['water', 'toilets', 'parking', 'fire', 'access'] }, { doc_id: '1' + n.alnum(43), url: 'https://docs.example.com/d/' + n.alnum(16) }]);
    return t.row(F, { isolates: 'Long multi-step reasoning on water, toilets, parking and fire, each step computing new figures and decisions, ending with a written plan.', loop: false, stagnation: false, output: 'Logistics plan drafted' });
  },
  () => {
    const t = new T(`${F}-03`, 'gemini', { agent: 'lounge_rostering', goal: 'Plan Thursday staffing for the airport business lounge given the flight schedule.' });
    const n = t.n;
    plan(t, ['get_departures', { terminal: 'T1', date: 'Thursday', eligible_only: true }, { waves: [{ window: '05:30-08:00', eligible_pax: 410 }, { window: '11:00-13:30', eligible_pax: 260 }, { window: '17:00-20:30', eligible_pax: 520 }], lounge_capacity: 180, avg_dwell_min: 75, generated_at: n.httpDate() }], [
      'Morning wave: 410 eligible passengers over 150 minutes with a 75-minute dwell gives an average occupancy of ~205, above the 180 capacity, so we need a queue host at the door from 06:00 and breakfast buffet fully staffed: 4 hosts, 3 F&B, 2 cleaners.',
      'Midday wave: 260 over 150 minutes means ~130 average occupancy — 3 hosts, 2 F&B, 1 cleaner. This is the time to rotate morning staff breaks: 11:00-12:30.',
      'Evening wave is the peak: 520 over 210 minutes gives ~186, again at capacity, and bar service dominates. 4 hosts, 4 F&B including 2 bartenders, 2 cleaners, plus a supervisor who can close the shower suites if queues pass 20 minutes.',
      'Total shifts: early 06:00-14:00 (4 hosts, 3 F&B, 2 cleaners), late 14:00-22:00 (4 hosts, 4 F&B, 2 cleaners), and one split supervisor 05:30-09:30 / 16:30-20:30. That is 19 shifts versus 17 last Thursday.'], ['publish_roster', { date: 'Thursday', shifts: 19 }, { published: true, roster_id: n.job('rst') }]);
    return t.row(F, { isolates: 'Consecutive reasoning steps compute occupancy and staffing per wave, each with new numbers, then one roster is published.', loop: false, stagnation: false, output: 'Roster published' });
  },
  () => {
    const t = new T(`${F}-04`, 'langsmith', { agent: 'league_fixtures', goal: 'Produce the winter badminton league fixture list for 8 teams across 2 halls.' });
    const n = t.n;
    plan(t, ['get_league_setup', { season: '2024-25' }, { teams: ['Ashford A', 'Ashford B', 'Cobham', 'Dene Park', 'Elm Vale', 'Farley', 'Grange', 'Hurst'], halls: { 'Leisure Centre': 'Tue', 'School Hall': 'Thu' }, weeks_available: 16, blackout: ['2024-12-24', '2024-12-26'], rev: n.short() }], [
      '8 teams double round-robin is 56 matches. Each team plays 14 matches; with 2 halls × 2 courts on separate nights we can fit 4 matches per week, so 14 playing weeks. We have 16 weeks minus the Christmas blackout week = 15, leaving one spare week for rain-offs... well, illness postponements.',
      'Ashford A and B share players\' kit and a captain, so they must not play on the same night unless against each other; I\'ll put Ashford A on Tuesdays and Ashford B on Thursdays for home games, and schedule the Ashford derby in week 1 and week 8.',
      'Using the circle method for 8 teams gives 7 rounds; the second half mirrors home/away. Rounds 1-7 in weeks 1-7, blackout week 8 shifted so the derby return moves to week 9, rounds 8-14 in weeks 9-15, spare week 16.',
      'Hall balance check: each team gets 7 home matches; Leisure Centre hosts 28 and School Hall 28. Cobham asked for no home matches in week 3 (hall refit) — swap their round-3 home with Grange, reversed in round 10.'], ['write_fixtures', { season: '2024-25', matches: 56, spare_week: 16 }, { written: 56, sheet: 'fixtures!A1:F57', etag: n.etag() }]);
    return t.row(F, { isolates: 'Planning monologue works through match count, club constraints, round allocation and hall balance with new decisions each step, then writes 56 fixtures.', loop: false, stagnation: false, output: '56 fixtures written' });
  },
  () => {
    const t = new T(`${F}-05`, 'plain', { agent: 'camera-trap-planner', goal: 'Design a camera-trap survey for pine martens across the 4 km² Coedmawr woodland.' });
    const n = t.n;
    plan(t, ['get_habitat_layers', { site: 'coedmawr' }, { area_km2: 4.1, cover: { conifer: 0.55, broadleaf: 0.3, clearfell: 0.15 }, cameras_available: 18, prior_detections: [{ grid: 'C4' }, { grid: 'D2' }], tile: n.hex(12) }], [
      'Pine marten home ranges here are ~1-2 km², so a 500 m grid over 4.1 km² gives about 16 cells; with 18 cameras I can cover every cell and put 2 extra at the prior detection cells C4 and D2.',
      'Stratify by cover: 9 cells conifer, 5 broadleaf, 2 clearfell edge. Clearfell interiors are poor habitat, so those two cameras go on the edge within 30 m of standing trees, facing along rides.',
      'Deployment 60 days from 1 March (before kits are mobile) at 40-60 cm height on trees, with a peanut-jam bait tube every other site so I can compare baited vs unbaited detection (9 vs 9).',
      'Checks every 14 days to swap SD cards and batteries: 4 check rounds, each ~6 hours on foot for 18 sites. Data sheet fields: site, cell, cover, bait, deploy time, check times, trigger count.'], ['create_survey', { sites: 18, grid_m: 500, duration_days: 60, checks: 4 }, { survey_id: 'SV-' + n.int(100, 999), created: n.iso() }]);
    return t.row(F, { isolates: 'Four long design steps, each adding grid size, stratification, bait design and check schedule, ending with the survey created.', loop: false, stagnation: false, output: 'Survey created' });
  },
  () => {
    const t = new T(`${F}-06`, 'vercel', { agent: 'tofu-production', goal: 'Schedule next week\'s tofu production to cover orders (firm, silken, smoked) with the single coagulation tank.' });
    const n = t.n;
    plan(t, ['getOrders', { week: '2024-W48' }, { firm_kg: 820, silken_kg: 300, smoked_kg: 240, soy_stock_kg: 1100, tank_batch_kg_out: 180, smoker_capacity_kg_day: 90, pulled_at: n.iso() }], [
      'Yields: about 2.3 kg of tofu per kg of dry soy for firm, 4 for silken. Firm+smoked = 1,060 kg needs ~461 kg soy; silken 300 kg needs ~75 kg; total 536 kg, well within the 1,100 kg stock.',
      'Tank runs: 180 kg out per batch → firm+smoked 1,060/180 = 6 batches, silken needs its own runs because it sets in the pack: 2 batches. 8 batches over 5 days; the tank cleaning between silken and firm takes 90 minutes, so silken should be grouped on one day.',
      'Smoked tofu is limited by the smoker at 90 kg/day: 240 kg takes 3 days, and it must be pressed firm from the previous day, so firm batches run Mon-Wed with smoking Tue-Thu.',
      'Schedule: Mon 2 firm; Tue 2 firm + smoke 90; Wed 1 firm + smoke 90; Thu 2 silken + smoke 60; Fri 1 firm (buffer and late orders). 8 batches total.'], ['saveSchedule', { week: '2024-W48', batches: 8 }, { ok: true, schedule_id: n.uuid() }]);
    return t.row(F, { isolates: 'Consecutive planning steps turn orders into soy needs, batches, smoker limits and a day-by-day schedule, each step adding new facts, then saving.', loop: false, stagnation: false, output: 'Schedule saved' });
  },
];
