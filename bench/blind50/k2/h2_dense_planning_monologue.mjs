import { Trace, row } from './lib.mjs';
const F = 'dense_planning_monologue';
const ISO = 'Several long reasoning steps in a row, each adding concrete new numbers, names or decisions, then a short execution and a finish.';
function mk(num, style, g, steps, tool, args, out, done) {
  const t = new Trace(`${F}-0${num}`, style, g); steps.forEach((s) => t.llm(s)); t.llm('Plan fixed; recording it.', [{ name: tool, args }]); t.tool(tool, args, out(t.n)); t.llm(done);
  return row(F, num, ISO, false, false, g, t.root('planner', { status: 'done', summary: done }));
}
export default [
  () => mk(1, 'anthropic', 'Plan winter stock for the telescope rental shop.', [
    'Demand: last Dec–Feb we had 142 rentals; 61% were 8" Dobsonians, 24% 102mm refractors, 15% smart scopes. Meteor showers (Geminids 13–14 Dec) drove a 3-day spike of 29 rentals.',
    'Fleet: 18 Dobsonians, 9 refractors, 4 smart scopes. Peak concurrency last year was 23 units on 13 Dec, so Dobs ran short by 4. Plan: add 5 Dobs (2 used from Astroswap at £240, 3 new at £395).',
    'Refractors: utilisation 38%; sell 2 of the 9 (the ones with chipped dew shields, asset 55 and 61). Smart scopes had a 9-person waitlist; buy 2 Seestar S50 at £499.',
    'Budget: 2×240 + 3×395 + 2×499 = £2,663, minus ~£300 from refractor sales = £2,363, under the £2,500 cap. Order Dobs by 20 Nov so collimation checks finish before the Geminids.'],
    'save_plan', { season: 'winter-2025', budget_gbp: 2363 }, (n) => ({ saved: true, doc: n.uuid() }), 'Winter plan saved: +5 Dobsonians, +2 smart scopes, sell 2 refractors; £2,363.'),
  () => mk(2, 'langgraph', 'Redraw delivery zones for the dumpling restaurant so 90% of orders arrive within 35 minutes.', [
    'Current: one 6 km radius zone; p90 delivery 47 min. 38% of orders come from Riverside, 4.2 km away across the bridge, which adds ~11 min at peak.',
    'Option A: split into North (0–3 km, ¥0 fee) and Riverside (bridge side, ¥300 fee, cap 40 orders/hour). Simulated p90 = 36 min. Option B: add a second rider hub at Kōen station; p90 = 31 min but +2 riders (¥54,000/week).',
    'Decision: A plus moving the Riverside cutoff from 21:30 to 21:00, which removes the 14% of late orders with worst times; simulated p90 drops to 33 min. Keep B as a Q1 option.'],
    'update_zones', { zones: [{ name: 'North', radius_km: 3, fee: 0 }, { name: 'Riverside', fee: 300, cap_per_hour: 40, cutoff: '21:00' }] }, (n) => JSON.stringify({ ok: true, version: n.int(20, 40) }), 'Zones updated; expected p90 33 min.'),
  () => mk(3, 'dspy_style', 'Design the ingest pipeline for bird-migration weather-radar scans.', [
    'Sources: 7 NEXRAD sites along the flyway, Level II volumes every 5–10 min, ~12 MB each → about 11 GB/night in peak season (Apr–May, Sep–Oct).',
    'Processing: dealias with the region-growing method, then MistNet segmentation to separate biology from precipitation; GPU time ~0.8 s/scan on one T4, so one instance handles all 7 sites in real time.',
    'Storage: keep vertical profiles (VPTS CSV, ~40 KB/scan) forever; keep raw volumes 30 days in the cold bucket. Cost: ~€18/month storage, €140/month for the T4 spot instance.',
    'Schedule: run from sunset−30 min to sunrise, because nocturnal migrants dominate; daytime scans are sampled hourly for QC only.'],
    'write_design_doc', { title: 'Radar ingest v1' }, (n) => 'wrote docs/radar-ingest.md (' + n.int(3, 9) + ' KB)', 'Design written: 7 sites, MistNet on one T4, VPTS kept forever.'),
  () => mk(4, 'crewai', 'Roster the airport-parking shuttle drivers for the half-term week.', [
    'Thought: Flights peak 05:00–08:00 and 17:00–21:00; last half-term saw 3,900 passengers/day, with buses at 16 seats and a 22-minute loop — so 11 buses/hour in the morning peak.',
    'Thought: 11 buses/hour × 22 min ≈ 4 buses on the road plus 1 spare; evenings need 3 + 1. Drivers: 14 available, two (Adeyemi, Kowalczyk) have leave Wed–Thu.',
    'Thought: Shifts: early 04:30–13:00 (5 drivers), late 13:00–21:30 (4 drivers), floater 10:00–18:30 (1). 10/day × 7 = 70 shifts over 14 drivers = 5 each; Adeyemi and Kowalczyk take 3, so four others take 6 with overtime approved.'],
    'publish_rota', { week: '2025-W43', shifts: 70 }, (n) => `published rota ${n.jobId('rota-')}`, 'Final Answer: Rota published, 70 shifts, 4 drivers on 6 shifts.'),
  () => mk(5, 'weave', 'Allocate hot-dog carts to pitches at the three-day folk festival.', [
    'Pitches: 9 (P1–P9). Footfall counts from last year: P2 main stage 4,100/day, P5 campsite gate 2,600, P7 family field 1,900; the rest under 1,000.',
    'Carts: 6. Two have griddles for veggie sausages (carts C and E). Veggie share was 31% at P7, so cart C goes there; cart E to P2 alongside cart A for volume.',
    'Night: main stage runs to 23:30, so A and E need the late licence (£85 each). B to P5, D to P1 (car park, early breakfast trade), F floats between P3 and P8 on Saturday only.'],
    'save_allocation', { carts: { A: 'P2', E: 'P2', C: 'P7', B: 'P5', D: 'P1', F: 'P3/P8' } }, (n) => ({ ok: true, id: n.uuid() }), 'Allocation saved; two late licences to buy.'),
  () => mk(6, 'autogen', 'Sequence this month\'s jobs in the lamp-restoration workshop.', [
    'Jobs: 11 lamps. Four need rewiring only (~1.5 h each), three need brass polishing and lacquer (lacquer cures 24 h), two Tiffany-style shades need glass replacement (parts arrive the 14th), two need PAT testing after repair.',
    'Bench order: start lacquer jobs Monday so curing overlaps rewiring; rewires Mon–Tue (6 h); Tiffany shades after the 14th; PAT tests batched on Friday the 17th when the tester is booked.',
    'Capacity: 2 restorers × 30 h = 60 h; estimate 41 h of work, leaving 19 h for the backlog lamp (the 1920s Benson) which needs a custom finial turned — schedule it the week of the 20th.'],
    'write_schedule', { month: '2025-10', jobs: 12 }, (n) => 'schedule written (' + n.hex(7) + ')', 'Schedule done: lacquer first, Tiffany after the 14th, PAT on the 17th.'),
];
