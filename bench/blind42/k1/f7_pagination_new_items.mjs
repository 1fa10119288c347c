// Family: pagination_new_items (loop: false) — every page brings new items until the source says there is no more.
import { Run } from './lib.mjs';
function pages(R, tool, base, key, sizes, mk, endField) {
  let tok = 1; const all = [];
  sizes.forEach((sz, i) => {
    const args = { ...base, [key]: tok }; R.think('', [{ name: tool, args }]);
    const items = Array.from({ length: sz }, () => mk(R.n)); all.push(...items);
    const last = i === sizes.length - 1; const next = last ? null : (key === 'page' ? tok + 1 : R.n.cursor());
    R.tool(tool, args, { items, [endField]: next, fetched_at: R.n.iso() }); tok = next;
  });
  return all;
}
export const scenarios = [
  (id) => { // 01 tennis stringers — LangSmith
    const goal = 'Count racquets waiting for restringing at the club pro shop by string type so tomorrow\'s string order can be placed.';
    const R = new Run(id, 'langsmith', { model: 'gpt-4o-mini', goal, system: 'You help a tennis stringer run the workshop.', tools: ['list_jobs'] });
    const all = pages(R, 'list_jobs', { status: 'waiting' }, 'page', [5, 5, 3], (n) => ({ job: `RS-${n.int(100, 999)}`, string: n.pick(['poly 1.25', 'multifilament 1.30', 'gut 1.30']), tension_kg: n.int(21, 27) }), 'next_page');
    const c = {}; all.forEach((j) => (c[j.string] = (c[j.string] || 0) + 1));
    R.think(`All ${all.length} waiting jobs read: ${Object.entries(c).map(([k, v]) => `${v}× ${k}`).join(', ')}.`);
    return { isolates: 'Three pages of distinct restringing jobs, the last with next_page null, then a count by string type.', goal, root: R.root({ output: c }) };
  },
  (id) => { // 02 weaving guild loom repair members — plain
    const goal = 'List guild members who own a countermarch loom, for the visiting loom repairer\'s route.';
    const R = new Run(id, 'plain', { model: 'gpt-4o', goal, system: 'You are the weaving guild secretary bot.', tools: ['members'] });
    const all = pages(R, 'members', { filter: 'loom_type=countermarch' }, 'cursor', [4, 4, 2], (n) => ({ name: n.pick(['Ingrid', 'Maud', 'Ruth', 'Elsie', 'Hannah', 'Beth']) + ' ' + n.pick(['Hall', 'Wren', 'Dyer', 'Shaw']), town: n.pick(['Kendal', 'Sedbergh', 'Keswick']) }), 'next_cursor');
    R.think(`${all.length} members own countermarch looms; grouping by town for the route: ${[...new Set(all.map((m) => m.town))].join(', ')}.`);
    return { isolates: 'Cursor pagination yields 4, 4 and 2 new members, stops when next_cursor is null, then a summary.', goal, root: R.root({ content: 'route list ready' }) };
  },
  (id) => { // 03 arctic expedition cruise manifest — Gemini
    const goal = 'Find passengers on the Svalbard expedition cruise who declared dietary needs so the galley can plan.';
    const R = new Run(id, 'gemini', { model: 'gemini-2.0-flash', goal, system: 'You assist an expedition cruise hotel manager.', tools: ['manifest_page'] });
    const all = pages(R, 'manifest_page', { voyage: 'SV-0612', has_diet: true }, 'page', [6, 6, 6, 1], (n) => ({ cabin: n.int(301, 560), diet: n.pick(['vegan', 'coeliac', 'halal', 'nut allergy']) }), 'nextPage');
    R.think(`Four pages read (${all.length} passengers with dietary needs). Galley summary prepared by diet type.`);
    return { isolates: 'Four manifest pages each with new cabins until nextPage is null, then a galley summary.', goal, root: R.root({ finishReason: 'STOP' }) };
  },
  (id) => { // 04 flat-pack assembly bookings — OpenInference
    const goal = 'Export next week\'s flat-pack furniture assembly bookings for the fitters\' schedule.';
    const R = new Run(id, 'openinference', { model: 'gpt-4o-mini', goal, system: 'You schedule assembly fitters.', tools: ['bookings'] });
    const all = pages(R, 'bookings', { week: '2025-W24' }, 'page', [10, 10, 4], (n) => ({ ref: `FP-${n.int(10000, 99999)}`, item: n.pick(['wardrobe 3-door', 'bunk bed', 'desk', 'kitchen unit x4']), postcode: `M${n.int(1, 40)}` }), 'next');
    R.think(`Exported ${all.length} bookings; the last page had 4 and no next link, so that is the full week.`);
    return { isolates: 'Pages of 10, 10 and 4 distinct bookings, stopping at the short final page with no next link.', goal, root: R.root({ response: `${all.length} bookings` }) };
  },
  (id) => { // 05 saxophone pad replacement intake — Agno
    const goal = 'Summarise the woodwind repair intake queue: how many saxophones are waiting for full repads.';
    const R = new Run(id, 'agno', { model: 'gpt-4.1-mini', goal, system: 'You help a woodwind repair shop.', agent: 'intake', tools: ['intake_list'] });
    const all = pages(R, 'intake_list', { instrument: 'saxophone' }, 'page', [8, 3], (n) => ({ ticket: `WW-${n.int(500, 999)}`, model: n.pick(['Selmer Mk VI alto', 'Yamaha YTS-62', 'Yanagisawa A-WO1']), work: n.pick(['full repad', 'partial repad', 'neck cork']) }), 'next_page');
    R.think(`${all.filter((x) => x.work === 'full repad').length} of ${all.length} saxophones in the queue need a full repad.`);
    return { isolates: 'Two pages of new intake tickets, the second with next_page null, then a count.', goal, root: R.root({ content: 'summary done' }) };
  },
  (id) => { // 06 sinkhole monitoring survey points — MLflow
    const goal = 'Report which sinkhole monitoring survey points moved more than 5 mm since the last InSAR pass.';
    const R = new Run(id, 'mlflow', { model: 'gpt-4o', goal, system: 'You analyse ground movement monitoring data.', tools: ['survey_points'] });
    const all = pages(R, 'survey_points', { area: 'Ripon-gypsum', since_pass: 'S1A-118' }, 'cursor', [7, 7, 7, 2], (n) => ({ point: `GP-${n.int(1, 400)}`, dz_mm: -n.int(0, 90) / 10 }), 'next_cursor');
    const big = all.filter((p) => p.dz_mm < -5);
    R.think(`${big.length} of ${all.length} points subsided more than 5 mm: ${big.map((p) => p.point).join(', ') || 'none'}.`);
    return { isolates: 'Four cursor pages of new survey points until next_cursor is null, then the points over threshold are reported.', goal, root: R.root({ flagged: big.length }) };
  },
];
