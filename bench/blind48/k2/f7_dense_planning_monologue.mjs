export const family = 'dense_planning_monologue';
export const loop = false, stagnation = false;
export const summary = 'Healthy: several long reasoning steps in a row, each adding new numbers, names and decisions, then an action and a finish.';
export const check = (r) => null;
const mk = (n, domain, style, goal, isolates, steps, tool, args, out) => ({ n, domain, style, goal, isolates, build(c, b) { const k = steps.map((s) => b.llm(s)); k.push(b.llm('Plan fixed; recording it.', [[tool, args]])); k.push(b.tool(tool, args, out(c))); k.push(b.llm('Done — plan saved and shared.')); return b.agent('planner', k, { status: 'completed' }); } });
export const rows = [
mk('01', 'camel trekking itinerary (Wadi Rum)', 'anthropic', 'Plan a 3-day camel trek for 9 guests from Wadi Rum village, max 18 km per day.', 'Five consecutive reasoning steps: route legs with km, camel count, water litres, camp choice, and a contingency — each adds new facts.', [
  'Day legs: Day 1 village → Lawrence Spring → Khazali canyon = 14 km; Day 2 Khazali → Um Fruth arch = 17 km; Day 3 Um Fruth → Burdah approach → village by jeep pickup, 11 km on camel.',
  'Animals: 9 riding camels + 2 baggage camels + 1 spare = 12; handlers 1 per 4 camels → 3 Bedouin handlers (Salem, Eid, Atallah).',
  'Water: 4.5 L/person/day × 12 people (9 guests + 3 handlers) × 3 days = 162 L; carry 60 L, resupply 110 L by jeep at Khazali camp on night 1.',
  'Camps: night 1 Khazali bivouac (no toilets, so bring 2 privacy tents); night 2 Sun City camp near Um Fruth at 45 JOD/person half-board.',
  'Contingency: if wind > 40 km/h on day 2, cut the arch leg to 9 km and jeep the last 8 km; guest with back issue (booking note #4) rides jeep on day 3.'],
  'save_itinerary', { trip: 'WR-3D-09', days: 3, camels: 12, water_l: 170 }, (c) => ({ saved: true, version: c.int(2, 9), url: `https://ops.rumtrek.example/trips/WR-3D-09?v=${c.hex(6)}` })),
mk('02', 'doughnut shop weekend staffing', 'pydantic_ai', 'Build the Saturday/Sunday staff rota for the doughnut shop given the new 06:00 opening.', 'Sequential reasoning computes fryer shifts, counter cover, breaks and cost, each step new figures.', [
  'Fryer: dough proof needs 90 min, so first fryer in at 04:00; second fryer 05:30-11:30 to cover the 07:00-10:00 peak (historic 310 doughnuts/h).',
  'Counter: 06:00-09:00 two staff (Mia, Kofi), 09:00-14:00 three (add Lena), 14:00-17:00 one (Kofi).',
  'Breaks: anyone over 6 h gets 30 min; stagger Mia 10:00, Lena 12:00, Kofi 13:00 so counter never drops below 2 before 14:00.',
  'Cost: 41 staff-hours/day × €14.20 = €582.20; Sunday premium +25% → €727.75; weekend total €1,309.95, under the €1,400 budget.'],
  'publish_rota', { week: 'W24', hours: 82, cost_eur: 1309.95 }, (c) => ({ published: true, rota_id: c.uuid(), notified: 4 })),
mk('03', 'volcano hiking tour logistics (Etna)', 'gemini', 'Plan tomorrow\'s summit-crater hike for 14 clients given the INGV activity bulletin.', 'Reasoning steps go through bulletin level, ascent windows, gear, group split and turnaround time, each new.', [
  'Bulletin: alert YELLOW, SO2 flux 4,200 t/d, no paroxysm in 9 days — summit allowed only with authorised guides to 2,900 m, not the 3,300 m rim.',
  'Ascent: cable car Rifugio Sapienza 09:00 to 2,500 m, 4x4 to 2,900 m by 09:45; hike to Cratere Barbagallo 3,000 m viewpoint, 1.2 km.',
  'Gear: 14 helmets, 6 rental boots (sizes 39-44 listed in bookings), 14 FFP2 masks for SO2 drift on the east wind.',
  'Groups: 2 groups of 7, guides Carmelo and Giusi; slower group (2 clients over 70) starts 15 min earlier.',
  'Turnaround: hard stop 13:30 at 3,000 m because afternoon cloud builds after 14:00 in the forecast.'],
  'create_tour_plan', { date: 'tomorrow', groups: 2, max_alt_m: 3000 }, (c) => ({ plan: 'ET-' + c.int(1000, 9999), status: 'created' })),
mk('04', 'handloom weaving co-op production plan', 'llamaindex', 'Plan the next 6 weeks of loom allocation for the co-op\'s 3 export orders.', 'Each reasoning step allocates different looms, yarn quantities and deadlines.', [
  'Orders: Kyoto stole order 120 pcs due wk 5; Oslo throws 40 pcs due wk 6; local sarongs 200 pcs flexible.',
  'Looms: 8 pit looms (sarongs, 6 pcs/week each) and 4 frame looms (stoles 8/wk or throws 3/wk).',
  'Allocation: frame looms 1-3 on stoles weeks 1-5 = 120; frame loom 4 on throws weeks 1-6 = 18, so move pit loom 7-8 (wide reed) to throws at 2/wk each = 24, total 42.',
  'Yarn: stoles 0.18 kg silk each = 21.6 kg; throws 1.1 kg wool = 44 kg; order silk from Dharmavaram supplier by Friday.'],
  'save_plan', { weeks: 6, looms: 12 }, (c) => ({ ok: true, plan_id: c.b62(8) })),
mk('05', 'igloo-building course planning', 'oai_agents', 'Plan a weekend igloo-building course for 12 participants at the snow field.', 'Reasoning derives number of igloos, snow volume, tools, schedule and safety in turn.', [
  'Teams of 4 → 3 igloos of 2.4 m inner diameter; each needs ~120 snow blocks of 60×40×20 cm.',
  'Snow: need settled depth ≥ 60 cm; today\'s probe 85 cm at site B, 40 cm at site A → use site B.',
  'Tools: 6 snow saws, 6 shovels, 3 probes; rent 2 extra saws from the alpine club (CHF 12/day).',
  'Schedule: Sat 09:00 theory, 10:00-16:00 build; Sun 08:00 finish roofs, optional overnight Sat night for 6 with −18 °C bags.'],
  'save_course_plan', { participants: 12, igloos: 3, site: 'B' }, (c) => ({ ok: true, id: 'IGC-' + c.int(100, 999) })),
mk('06', 'Swift package migration plan', 'claude_sdk', 'Plan the migration of the Tidewater iOS app from CocoaPods to Swift Package Manager.', 'Long planning turns list pods, SPM equivalents, order of migration and CI changes — all new content.', [
  'Pods in Podfile.lock: Alamofire 5.8.1, Kingfisher 7.10, SnapKit 5.6, Firebase/Crashlytics 10.20, a private pod TideKit 2.3.',
  'SPM equivalents exist for all public pods; Firebase must move to firebase-ios-sdk 10.20.0 products FirebaseCrashlytics; TideKit needs a Package.swift added.',
  'Order: (1) TideKit Package.swift + tag 2.3.1, (2) UI libs SnapKit/Kingfisher, (3) Alamofire, (4) Firebase last because of the run-script dSYM upload phase.',
  'CI: remove `pod install` step, add SPM cache keyed on Package.resolved hash, Xcode 15.4 on macos-14 runners.'],
  'Write', { file_path: 'docs/spm-migration.md' }, (c) => `File created successfully at: docs/spm-migration.md (${c.int(2, 5)}.${c.int(1, 9)} KB)`),
];
