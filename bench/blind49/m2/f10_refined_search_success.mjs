import { ctx, call, L, T, A, row } from './lib.mjs';
export const FAMILY = 'refined_search_success';
export const LOOP = false, STAG = false;
const F = FAMILY;
function mk(n, style, goal, isol, steps, final) {
  const c = ctx(`${F}-0${n}`, style, goal); const ch = [];
  steps.forEach(([why, name, args, out]) => { const k = call(c, name, args); ch.push(L(c, { text: why, calls: [k] })); ch.push(T(c, k, out)); });
  ch.push(L(c, { text: final }));
  return row(F, n, isol, LOOP, STAG, goal, A(c, ch, final));
}
export const rows = [
  () => mk(1, 'responses', 'Find a supplier of C95400 aluminium bronze ingot for the sculpture foundry.', 'Generic search finds nothing; a search on the alloy spec in a trade directory finds suppliers.', [['Searching.', 'web_search', { q: 'bronze ingot supplier' }, { results: [] }], ['Try the spec number in the metals directory.', 'directory_search', { q: 'C95400 ingot' }, { results: [{ name: 'Brightcast Alloys', moq_kg: 250 }] }]], 'Brightcast Alloys supplies C95400 ingot (MOQ 250 kg).'),
  () => mk(2, 'oi', 'Find the record of ocular prosthesis patient "J. Moreau" for a refit.', 'Name search returns too many; adding date of birth narrows to one.', [['Searching by name.', 'patient_search', { name: 'Moreau' }, { count: 38 }], ['Too many; adding DOB from the referral.', 'patient_search', { name: 'Moreau', dob: '1961-07-14' }, { count: 1, id: 'OC-2203' }]], 'Found OC-2203.'),
  () => mk(3, 'griptape', 'Find ASTM F136 titanium labret studs in 16g for the piercing studio.', 'A broad search is too wide; the ASTM constraint finds the right items.', [['Search.', 'Catalog.search', { q: 'labret' }, { hits: 412 }], ['Narrow to ASTM F136, 16g.', 'Catalog.search', { q: 'labret', material: 'ASTM F136', gauge: '16g' }, { hits: 3 }]], '3 matching studs found.'),
  () => mk(4, 'autogen', 'Check whether the car seat a parent brought to the fitting station is under recall.', 'Search by brand finds nothing; the model number from the label finds the recall.', [['Searching recall DB.', 'recall_search', { brand: 'Nuvo' }, { recalls: [] }], ['Using the model number on the label.', 'recall_search', { model: 'NV-320-B' }, { recalls: [{ id: '24C-117', issue: 'harness clip' }] }]], 'Recall 24C-117 applies.'),
  () => mk(5, 'anthropic', 'Find where SQLITE_BUSY is mishandled in the sync client.', 'Grep in src finds nothing; grep in vendored code finds it.', [['Grep src.', 'bash', { cmd: 'rg SQLITE_BUSY src/' }, ''], ['Try the vendored wrapper.', 'bash', { cmd: 'rg SQLITE_BUSY vendor/' }, 'vendor/sqlite_wrap/conn.c:212: if (rc == SQLITE_BUSY) return 0;']], 'Bug is in vendor/sqlite_wrap/conn.c:212.'),
  () => mk(6, 'smolagents', 'Find a carrier that ships oversized bamboo bicycle frames to Norway.', 'First carrier API has no oversize; a freight marketplace finds one.', [['Query carrier.', 'carrier_rates', { dest: 'NO', dims: '150x80x25' }, { error: 'oversize' }], ['Use freight marketplace.', 'freight_search', { dest: 'NO', oversize: true }, { offers: [{ carrier: 'Nordlink', eur: 89 }] }]], 'Nordlink ships it for EUR 89.'),
];
