// Family 7 (healthy): several long reasoning steps in a row, each adding concrete new content.
import { agent, llm, tool } from './lib.mjs';
function mk(N, name, goal, steps, meta, fin) {
  const k = steps.map((t, i) => llm(name, { step: i + 1 }, t, meta));
  k.push(tool(fin[0], fin[1], { ok: true, id: N.uuid(), at: N.iso() }));
  return agent('planner', { goal }, { done: true }, k, meta);
}
const S = [
  ['kite festival field layout', 'Gemini generateContent', { api: 'gemini' }, ['Field is 420 m x 180 m; wind forecast SW 14-22 km/h, so the flying arena goes on the NE half (240 m x 180 m) downwind of the crowd.', 'Crowd line at 30 m from arena edge per BKFA rule 4.2; that leaves 150 m depth for 3 trader rows of 18 pitches at 6 m.', 'Parking: 610 cars at 25 m2 = 1.5 ha on the lower meadow; shuttle every 12 min from Saltby station covers 2,100 rail arrivals.', 'First aid at gate B (grid H4), two St John units; toilets 1 per 90 visitors = 34 units split 20/14 between gates.'], ['save_layout', { plan: 'v3' }]],
  ['ice hotel build schedule', 'messages.create', { api: 'anthropic' }, ['Snow-ice stock: 1,800 m3 of snice at the pile; the 12 standard rooms need 95 m3 each = 1,140 m3.', 'Forms: 4 arch moulds x 2-day cure at -8 C gives 2 rooms every 2 days, so rooms done by day 12.', 'River ice: 310 blocks for suites and bar; harvest crew of 6 cuts 45/day, 7 days from 2 Dec.', 'Art suites: 8 artists arrive 10 Dec, 6 days each, so opening set for 20 Dec with 2 buffer days.'], ['publish_schedule', { version: 4 }]],
  ['tidal mill restoration budget', 'ChatOpenAI', { ls_run_type: 'llm' }, ['Waterwheel: 48 oak paddles at £210 = £10,080; shaft bearing relined, quote £3,400 from Hartley.', 'Sluice gate: replace with greenheart, 2.4 m x 1.6 m, £7,900 incl. crane day.', 'Millstones: French burr pair redressed not replaced, £2,600, saves £11k versus new.', 'Total £23,980 + 12% contingency = £26,858; grant covers £20,000, gap £6,858 from the Friends appeal.'], ['write_budget', { total: 26858 }]],
  ['map archive digitisation plan', 'llm', { 'openinference.span.kind': 'LLM' }, ['Inventory: 3,420 sheets, 61% A1, 27% A0, 12% oversize rolls.', 'A1 on the Cruse scanner at 38 sheets/day = 55 days; A0 on the same takes 22/day = 42 days.', 'Oversize rolls (410) go to an external vendor at £18 each = £7,380, 6 weeks.', 'Metadata: 2 cataloguers x 120 records/day = 15 working days, overlapping scans from week 3.'], ['create_project', { name: 'digitise-2025' }]],
  ['Kafka topic repartition plan', 'chat', { 'gen_ai.system': 'openai' }, ['orders.v2 has 12 partitions, consumer lag peaks at 1.9M; throughput 38 MB/s at peak.', 'Target 48 partitions: each consumer handles ~0.8 MB/s safely, 38/0.8 = 47.5.', 'Key is customer_id; repartition breaks ordering, so dual-write to orders.v3 for 7 days.', 'Cutover Tuesday 06:00 UTC; rollback = point consumers back at v2 offsets saved in offsets-snapshot-0611.'], ['open_change', { topic: 'orders.v3' }]],
  ['sheep shearing tour route', 'Agent.run', { framework: 'agno' }, ['Five stations: Kilbride 4,200, Ruatoria 2,900, Mangapai 3,600, Te Awa 1,800, Pukeko 2,500 = 15,000 sheep.', 'Crew of 6 stands at 180/day each = 1,080/day, so 14 shearing days.', 'Route by distance: Kilbride -> Mangapai (62 km) -> Ruatoria (48 km) -> Pukeko (70 km) -> Te Awa (35 km).', 'Wet-weather reserve days after Mangapai and Pukeko; start 2 Sept, finish 20 Sept.'], ['save_route', { stations: 5 }]],
];
export const scenarios = S.map(([dom, nm, meta, steps, fin], i) => (N) => ({
  isolates: `Four long planning steps about ${dom}, each adding new figures and decisions, then one save action.`,
  loop: false, stagnation: false, goal: `Produce a ${dom}.`, root: mk(N, nm, dom, steps, meta, fin),
}));
