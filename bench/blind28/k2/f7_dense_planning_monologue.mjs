// Family: dense_planning_monologue (healthy) — several long reasoning steps in a row, each adding concrete new content.
import { Trace, row } from './lib.mjs';
const F = 'dense_planning_monologue';

// 01 hammock manufacturing — Anthropic Messages API with thinking blocks
function r01() {
  const t = new Trace(`${F}-01`, 'anthropic', { agent: 'production-planner', goal: 'Plan production of 1,200 festival hammocks (3 colourways) for delivery in 5 weeks and publish the plan.' });
  const k = [];
  k.push(...t.turn({ reason: 'Need capacity and stock first.', calls: [{ name: 'get_capacity', args: { plant: 'Oaxaca-1' }, out: (n) => ({ looms: 6, hammocks_per_loom_day: 9, shifts: 1, working_days_per_week: 5, holidays: ['2025-05-01'], as_of: n.isoSec() }) }, { name: 'get_stock', args: { materials: ['cotton_cord_4mm', 'hardwood_spreader', 'carabiner'] }, out: (n) => ({ cotton_cord_4mm_kg: 1840, hardwood_spreader: 300, carabiner: 5200, snapshot: n.ulid() }) }] }));
  k.push(...t.turn({ reason: 'Capacity: 6 looms × 9/day = 54 per day. 5 weeks × 5 days = 25 days minus 1 holiday = 24 days → 1,296 hammocks on one shift. That covers 1,200 with 96 spare, but only if nothing breaks; one loom down for 4 days costs 36. Margin is 8%.' }));
  k.push(...t.turn({ reason: 'Materials: each hammock uses 1.45 kg cord → 1,740 kg for 1,200; stock 1,840 kg leaves 100 kg, about 69 hammocks of scrap tolerance. Spreaders: 2 per hammock = 2,400 needed, we have 300 → order 2,100 from the Puebla carpenter (lead time 12 days, so order by day 2 to have them for finishing in week 3). Carabiners: 2 each = 2,400, stock 5,200, fine.' }));
  k.push(...t.turn({ reason: 'Colourway split from the order: Sunset 500, Lagoon 450, Natural 250. Dyeing is batch-based, 80 kg per vat: Sunset needs 725 kg → 10 vats, Lagoon 652.5 kg → 9 vats, Natural is undyed. Dye house has 2 vats/day → 19 vats in 9.5 days; start Sunset first so looms 1–3 weave Natural for the first 3 days while Sunset cord dries.' }));
  k.push(...t.turn({ reason: 'Schedule: days 1–3 looms 1–3 Natural (162), looms 4–6 idle for warping → assign looms 4–6 Natural too → 324 by day 3, 250 needed, so switch looms 4–6 to Sunset on day 3. Days 4–12 Sunset on all 6 (486) + remainder on day 13; days 13–21 Lagoon (450). Finishing (spreaders + knots) 2 workers × 40/day lags weaving by 1 day. Ship in 2 trucks: day 14 (Natural + Sunset 750) and day 23 (Lagoon 450).' }));
  k.push(...t.turn({ text: 'Publishing the plan.', calls: [{ name: 'publish_plan', args: { order: 'FEST-1200', weave_days: 22, trucks: [{ day: 14, units: 750 }, { day: 23, units: 450 }], purchase: [{ item: 'hardwood_spreader', qty: 2100, order_by_day: 2 }] }, out: (n) => ({ plan_id: 'PP-' + n.digits(5), url: 'https://erp.example.mx/plans/PP', published_at: n.isoOffset(-6) }) }] }));
  return row(F, 1, 'Four consecutive long thinking steps each add new figures (capacity, materials, dye vats, loom schedule) before publishing.', t, t.root(k, { out: 'Plan published: 22 weave days, 2 trucks, 2,100 spreaders ordered.' }));
}

// 02 pedicab operators event day — OpenAI Responses API with reasoning summaries
function r02() {
  const t = new Trace(`${F}-02`, 'responses', { agent: 'pedicab-dispatch', goal: 'Plan pedicab rider shifts and staging points for the riverside food festival (Sat 11:00–23:00, ~38,000 visitors).' });
  const k = [];
  k.push(...t.turn({ reason: 'Pull rider roster and festival layout.', calls: [{ name: 'get_riders', args: { available_on: '2025-07-12' }, out: (n) => ({ riders: 27, ebike_assist: 11, max_shift_h: 6, roster_rev: n.hex(8) }) }, { name: 'get_event_layout', args: { event: 'riverside-food-fest' }, out: { gates: ['North Bridge', 'Market Sq', 'Boathouse'], parking: ['P3 (1,100 spaces, 1.4 km)', 'Park&Ride stop (0.9 km)'], closed_roads: ['Quay St 10:00–24:00'] } }] }));
  k.push(...t.turn({ reason: 'Demand estimate: pedicab share in past festivals 1.1% of visitors → ~420 rides; peaks 13:00–15:00 (30%) and 19:00–21:30 (40%). Average ride P3→gate 1.4 km ≈ 11 min incl. loading, so one rider does ~4 rides/hour. Peak hour 19–20 needs ≈ 60 rides → 15 riders on the road.' }));
  k.push(...t.turn({ reason: 'Shifts within 6 h: A 11:00–17:00 (10 riders), B 17:00–23:00 (15 riders), plus 2 floaters 14:00–20:00 to cover the overlap. That is 27 riders exactly. E-assist bikes (11) go to the P3 route because of the bridge incline; pedal bikes run Park&Ride–Boathouse which is flat.' }));
  k.push(...t.turn({ reason: 'Staging: Quay St is closed, so the Market Sq stand moves to Tanner Lane (50 m). Put 3 bikes at P3, 2 at Park&Ride, 2 at Tanner Lane outbound. After 21:30 flip the flow: staging at the gates for departures, 6 bikes at North Bridge.' }));
  k.push(...t.turn({ text: 'Plan: Shift A 11–17 (10), Shift B 17–23 (15), 2 floaters 14–20. E-assist on P3 route. Stands at P3, Park&Ride, Tanner Lane; after 21:30 stage at North Bridge for departures. Expected ~420 rides, peak 60/h.', calls: [{ name: 'post_rota', args: { date: '2025-07-12', shifts: [{ id: 'A', start: '11:00', end: '17:00', riders: 10 }, { id: 'B', start: '17:00', end: '23:00', riders: 15 }, { id: 'F', start: '14:00', end: '20:00', riders: 2 }] }, out: (n) => ({ ok: true, rota_id: n.uuid(), sms_sent: 27 }) }] }));
  return row(F, 2, 'Consecutive reasoning summaries move from demand figures to shift sizes to staging points, each with new numbers, then one rota post.', t, t.root(k, { out: 'Rota posted.' }));
}

// 03 solar car race team — plain message-level trace
function r03() {
  const t = new Trace(`${F}-03`, 'plain', { agent: 'race-strategist', goal: 'Set target speeds per stage for day 3 of the solar car challenge (Tennant Creek → Alice Springs, 507 km) given the forecast.' });
  const k = [];
  k.push(...t.turn({ text: 'Getting forecast and battery state.', calls: [{ name: 'get_forecast', args: { route: 'TC-AS', date: 'day3' }, out: (n) => ({ segments: [{ km: '0-180', cloud: 0.05, wind_kmh: -12 }, { km: '180-340', cloud: 0.35, wind_kmh: -20 }, { km: '340-507', cloud: 0.1, wind_kmh: 5 }], issued: n.http(), model_run: n.pick(['00Z', '06Z']) }) }, { name: 'get_telemetry', args: { fields: ['soc_pct', 'pack_kwh'] }, out: (n) => ({ soc_pct: 82, pack_kwh: 5.0, ts: n.epochMs(), seq: n.next() }) }] }));
  k.push(...t.turn({ text: 'Energy in: 4.1 kWh usable now (82% of 5.0). Array yields ~1.0 kW in clear sun, 0.65 kW at 35% cloud. Headwind of 20 km/h on segment 2 raises aero drag: at 80 km/h, drag power goes from ~0.95 kW to ~1.45 kW.' }));
  k.push(...t.turn({ text: 'Segment 1 (180 km, clear, 12 km/h headwind): at 85 km/h → 2.1 h, consumption 1.2 kW, solar 1.0 kW → net −0.42 kWh. Segment 2 (160 km, cloudy, 20 km/h headwind): 72 km/h → 2.2 h, consumption 1.25 kW vs 0.65 kW solar → −1.32 kWh. Segment 3 (167 km, clear, tailwind): 90 km/h → 1.85 h, 1.1 kW vs 1.0 → −0.19 kWh.' }));
  k.push(...t.turn({ text: 'Total draw 1.93 kWh of 4.1 → arrive at ~43% SoC, leaving room. So raise segment 3 to 95 km/h (extra ~0.3 kWh) and keep 2 kWh for day 4 morning. Control stops at Barrow Creek (km 224) and Ti Tree (km 314): 30 min each, park facing north-west to charge ~0.25 kWh each.' }));
  k.push(...t.turn({ text: 'Day 3 targets: 85 km/h to km 180, 72 km/h to km 340, 95 km/h to Alice Springs. Expected arrival SoC ~40%; control-stop charging adds ~0.5 kWh.', calls: [{ name: 'send_to_chase_car', args: { targets_kmh: [85, 72, 95], breakpoints_km: [180, 340] }, out: 'ack' }] }));
  return row(F, 3, 'A race strategist reasons through energy, per-segment consumption and control-stop charging in consecutive long steps, each with new numbers.', t, t.root(k, { out: 'targets sent' }));
}

// 04 goat yoga studio — Pydantic AI / Logfire
function r04() {
  const t = new Trace(`${F}-04`, 'logfire', { agent: 'studio_planner', goal: 'Plan an autumn class timetable for the goat yoga farm studio that adds weekday evening sessions without overworking the goats.' });
  const k = [];
  k.push(...t.turn({ text: 'Looking at the herd welfare rules and current bookings.', calls: [{ name: 'get_herd', args: {}, out: { goats: [{ name: 'Biscuit', age: 3 }, { name: 'Juniper', age: 2 }, { name: 'Mochi', age: 1 }, { name: 'Pepper', age: 4 }, { name: 'Clover', age: 2 }, { name: 'Tansy', age: 5 }], vet_rule: 'max 2 sessions/day per goat, 1 rest day/week, no session after sunset' } }, { name: 'booking_stats', args: { season: 'summer' }, out: (n) => ({ avg_fill: { 'Sat 09:00': 0.98, 'Sat 11:00': 0.93, 'Sun 10:00': 0.95, 'Wed 18:30': 0.71 }, waitlist: 64, exported: n.iso() }) }] }));
  k.push(...t.turn({ text: 'Sunset constraint: in October sunset moves from 18:50 to 17:55 (clocks change 26 Oct). So weekday evening sessions must start by 17:00 in October and 16:00 after the change, ending 45 min later.' }));
  k.push(...t.turn({ text: 'Goat budget: 6 goats × 2 sessions × 6 days = 72 goat-sessions/week; each class uses 3 goats. Current weekend schedule = 5 classes = 15 goat-sessions. Room for up to 19 more classes, but weekday demand is lower — waitlist 64 suggests ~4 extra classes of 16 people.' }));
  k.push(...t.turn({ text: 'Add Tue and Thu 17:00 (Oct) / 16:00 (Nov), Fri 16:30 "family" class, and a Wed 17:00 replacing the 18:30 (which will be after sunset). Rotation: Mochi (1 yr) only weekends to limit stress; Tansy (5) max one session/day. Rest day Monday for all.' }));
  k.push(...t.turn({ text: 'Publishing the autumn timetable.', calls: [{ name: 'publish_timetable', args: { season: 'autumn', classes: ['Tue 17:00', 'Wed 17:00', 'Thu 17:00', 'Fri 16:30 family', 'Sat 09:00', 'Sat 11:00', 'Sun 10:00'], dst_shift: { after: '2025-10-26', minus_minutes: 60 } }, out: (n) => ({ published: true, version: n.int(2, 9), url: '/timetable/autumn' }) }] }));
  return row(F, 4, 'Consecutive planning steps add sunset times, goat-session budgets, then a concrete rotation before publishing.', t, t.root(k, { out: 'Autumn timetable published with 4 weekday classes.' }));
}

// 05 tempeh producer fermentation capacity — CrewAI
function r05() {
  const t = new Trace(`${F}-05`, 'crewai', { agent: 'Fermentation Planner', goal: 'Decide whether the tempeh kitchen can take a new supermarket contract of 900 blocks/week and what it would need.' });
  const sub = t.agent('Fermentation Planner', t.goal, () => {
    const s = [];
    s.push(...t.turn({ text: 'I need incubator and current volume data.', calls: [{ name: 'read_production_sheet', args: { sheet: 'weekly' }, out: (n) => `incubators: 2 (Inc-A 24 trays, Inc-B 16 trays)\nblocks/tray: 12\ncycle: 36 h incl. 4 h load/unload\ncurrent volume: 1,150 blocks/week\nsoak: 12 h; dehull+cook: 2.5 h/batch of 40 kg dry soy\nexported ${n.dmy()}` }] }));
    s.push(...t.turn({ text: 'Tray capacity per cycle = 40 trays × 12 = 480 blocks. At 36 h per cycle we get 4.67 cycles/week if we run 7 days → 2,240 blocks max; realistically 4 cycles (Sun off) → 1,920. Current 1,150 + new 900 = 2,050, which exceeds 1,920 by 130.' }));
    s.push(...t.turn({ text: 'Options: (a) 3rd incubator with 16 trays → +192/cycle → 2,688/week at 4 cycles; second-hand proofing cabinet ~€2,400. (b) Shorten cycle to 30 h at 31°C: more risk of sporulation (black spots), supermarket spec rejects those. Option (a) preferred.' }));
    s.push(...t.turn({ text: 'Soy and labour: 900 blocks × 250 g ≈ 225 kg finished ≈ 160 kg dry soy/week → 4 extra cook batches; at 2.5 h each that is 10 h of kitchen time, so add one part-time cook (Tue/Thu). Starter culture: +0.32 kg/week.' }));
    s.push(...t.turn({ text: 'Recommendation ready.', reason: 'Accept the contract if we buy a 16-tray incubator (~€2,400) and add a part-time cook 2 days/week; capacity becomes 2,688 blocks/week vs 2,050 needed.' }));
    return s;
  }, 'Accept with a third incubator and part-time cook.');
  return row(F, 5, 'A CrewAI planner chains several long thoughts (tray capacity, options, soy and labour) each with new numbers, then a recommendation.', t, t.root([sub], { out: { raw: 'Accept with a third incubator and part-time cook.' } }));
}

// 06 travel: accessible two-week Japan itinerary — OTel GenAI
function r06() {
  const t = new Trace(`${F}-06`, 'otel', { agent: 'trip_planner', goal: 'Plan a 14-day Japan itinerary in late October for a family of four where the grandmother uses a manual wheelchair.' });
  const k = [];
  k.push(...t.turn({ text: 'Checking rail accessibility and hotel options.', calls: [{ name: 'search_accessible_hotels', args: { cities: ['Tokyo', 'Kanazawa', 'Kyoto', 'Osaka'], room: 'universal', guests: 4 }, out: (n) => ({ results: [{ city: 'Tokyo', hotel: 'Shinagawa Prince (UD room)', nightly_jpy: 38000 }, { city: 'Kanazawa', hotel: 'Hotel Nikko Kanazawa', nightly_jpy: 29000 }, { city: 'Kyoto', hotel: 'Hotel Granvia Kyoto (barrier-free)', nightly_jpy: 46000 }, { city: 'Osaka', hotel: 'Hotel Hankyu RESPIRE', nightly_jpy: 31000 }], search_id: n.uuid(), cached: false }) }] }));
  k.push(...t.turn({ text: 'Structure: Tokyo 5 nights (arrival jet lag, flat neighbourhoods), Kanazawa 2, Kyoto 4, Osaka 2, depart KIX day 14. Shinkansen Tokyo→Kanazawa (Kagayaki, 2 h 30) and Kanazawa→Kyoto (Thunderbird + Tsuruga change since 2024, 2 h 10) both have wheelchair spaces in car 11 — must be booked by phone/JR app 2 days ahead.' }));
  k.push(...t.turn({ text: 'Kyoto is the hard part: Fushimi Inari and Kiyomizu have steep steps. Alternatives with ramps: Kinkaku-ji (gravel but level route), Sanjūsangen-dō (fully accessible), Arashiyama bamboo path (paved). Use taxis with UD vans (JapanTaxi); budget ¥4,000/day.' }));
  k.push(...t.turn({ text: 'Cost: hotels 5×38k + 2×29k + 4×46k + 2×31k = ¥494,000; rail ≈ ¥62,000 for four; taxis 14×4k = ¥56,000. Total ≈ ¥612,000 before food and sights. Late October: autumn colour has not reached Kyoto yet, so put Kanazawa\'s Kenroku-en (good paths) first.' }));
  k.push(...t.turn({ text: 'Itinerary: D1–5 Tokyo, D6–7 Kanazawa, D8–11 Kyoto, D12–13 Osaka, D14 depart KIX. Book wheelchair spaces on the two long train legs; UD taxis in Kyoto; ~¥612k for hotels, rail and taxis.' }));
  return row(F, 6, 'Several long planning messages add routing, accessible sights and a cost total, each step new, ending in an itinerary.', t, t.root(k, { out: 'Itinerary delivered.' }));
}

export default [r01, r02, r03, r04, r05, r06];
