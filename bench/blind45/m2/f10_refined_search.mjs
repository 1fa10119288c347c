import { mk, span } from './lib.mjs';
export const family = 'refined_search';
export const loop = false;
export const stagnation = false;
const mkRow = (domain, style, goal, steps, final, isolates) => ({ domain, style, build(R) {
  const L = mk(style, R); const ch = [];
  for (const [thought, tool, args, out] of steps) { ch.push(L.llm([L.user(goal)], thought, [{ name: tool, args }])); ch.push(L.tool(tool, args, typeof out === 'function' ? out(R) : out, undefined, { type: tool.includes('search') ? 'retriever' : 'tool' })); }
  ch.push(L.llm([], final, []));
  return { isolates, goal, root: L.agent(domain.split(' ')[0] + '-search', { goal }, { status: 'done' }, ch) };
} });
export const rows = [
  mkRow('kabaddi league referees', 'plain', 'Find a referee certified for pro kabaddi free on 9 March in Pune.', [['Search the referee list for Pune.', 'search_refs', { city: 'Pune' }, (R) => ({ hits: 48, took: R.dur() })], ['48 is too many; add the pro certification and the date.', 'search_refs', { city: 'Pune', cert: 'PKL-A', free_on: '2025-03-09' }, { hits: 2, results: ['S. Kulkarni', 'A. Deshmukh'] }]], 'S. Kulkarni and A. Deshmukh are available.', 'Too many results, then a narrower query yields two.'),
  mkRow('rare plant micropropagation lab', 'openinference', 'Find a published agar medium protocol for Nepenthes rajah.', [['Search the lab wiki.', 'wiki_search', { q: 'Nepenthes rajah medium' }, { results: [] }], ['Nothing internal; query PubMed instead with the genus.', 'pubmed_search', { q: 'Nepenthes in vitro propagation medium' }, (R) => ({ ids: ['3812' + R.int(1000, 9999)], count: 1 })]], 'Found one paper with a half-strength MS protocol.', 'An empty internal search, then another source gives a result.'),
  mkRow('aurora tour alerts', 'gemini', 'Find a clear-sky night with Kp>=4 this week near Tromso.', [['Check Kp forecast.', 'kp_forecast', { days: 7 }, { nights: ['Tue', 'Thu'] }], ['Kp only; now check cloud cover for those nights.', 'cloud_cover', { place: 'Tromso', nights: ['Tue', 'Thu'] }, { Tue: '90%', Thu: '15%' }]], 'Thursday looks best: Kp>=4 and 15% cloud.', 'A second query uses a constraint learnt from the first.'),
  mkRow('sand dune stabilisation', 'langsmith', 'Find a supplier of marram grass plugs that delivers to Norfolk in March.', [['Search suppliers.', 'supplier_search', { q: 'marram grass' }, { results: [] }], ['Try the Latin name Ammophila arenaria.', 'supplier_search', { q: 'Ammophila arenaria plugs' }, { results: ['Coastal Natives Ltd (delivers UK-wide)'] }]], 'Coastal Natives Ltd can deliver in March.', 'A different query term finds what the first missed.'),
  mkRow('amphora winemaking', 'anthropic', 'Find a clay amphora (qvevri) of 800 L available for import.', [['Search makers.', 'catalog_search', { q: 'amphora 800L' }, { results: [] }], ['Use the Georgian term and size range.', 'catalog_search', { q: 'qvevri 700-900L' }, { results: ['Kakheti Qvevri 820L'] }]], 'Kakheti Qvevri 820 L is available.', 'A refined query with a new term yields a result.'),
  mkRow('safe technician dispatch', 'strands', 'Find a technician certified for S&G 6730 locks near Leeds tomorrow.', [['Search nearby technicians.', 'tech_search', { near: 'Leeds' }, { count: 31 }], ['Filter by lock model and availability.', 'tech_search', { near: 'Leeds', cert: 'S&G 6730', date: 'tomorrow' }, { count: 1, results: ['R. Haigh'] }]], 'R. Haigh can attend tomorrow.', 'Too many results, then a refined query with new constraints.'),
];
