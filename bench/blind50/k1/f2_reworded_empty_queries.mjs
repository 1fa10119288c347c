import { row } from './lib.mjs';
const F = 'f2_reworded_empty_queries';
const L = (i, iso, st, fn) => row(F, i, iso, true, false, st, fn);
const q = (name, list, outFn, says) => list.map((args, i) => ({ say: says ? says[i] : undefined, call: { name, args }, out: outFn }));
export const rows = () => [
L(1, 'Five reworded searches of a kite festival permit register, each returning zero hits, task never done.', 'plain', (N) => ({
  goal: 'Find whether the Saltburn kite festival already holds a beach-use permit for the weekend of 14 June.',
  steps: q('permit_search', [{ q: 'Saltburn kite festival' }, { q: 'kite festival Saltburn beach' }, { q: '"Saltburn Kite Fest"', status: 'any' }, { applicant: 'Saltburn Kite Festival CIC' }, { q: 'kites saltburn june', date_from: '14/06/2025' }],
    (N) => ({ total: 0, results: [], took_ms: N.int(3, 40), index: 'permits-v3' }),
    ['Searching the permit register.', 'No hits; swap word order.', 'Try the exact trading name in quotes.', 'Maybe the applicant field is indexed separately.', 'Add the date in UK format.']),
  cut: true })),
L(2, 'A tea-tasting note archive is queried with synonyms for "smoky" four-plus times and every result is empty.', 'gemini', (N) => ({
  goal: 'List Lapsang-style teas our tasting panel scored above 85 in 2023 for the winter blend brief.',
  steps: q('search_tasting_notes', [{ descriptor: 'smoky', min_score: 85, year: 2023 }, { descriptor: 'smoked', min_score: 85, year: 2023 }, { descriptor: 'pine smoke', score_gte: 85, season: '2023' }, { text: 'lapsang', year: '2023', min_score: '85' }, { descriptor: 'tarry', min_score: 85, from: '2023-01-01', to: '2023-12-31' }],
    (N) => ({ matches: [], count: 0, query_id: N.uuid() }),
    ['Searching tasting notes for smoky descriptors.', 'Nothing. Try the past participle.', 'Maybe panellists wrote "pine smoke".', 'Search the free text for the style name instead.', 'Tasters sometimes say tarry.']),
  cut: true })),
L(3, 'A ham-curing cellar agent re-asks the batch lookup with different id spellings and always gets "not found".', 'agents', (N) => ({
  goal: 'Find the salt-down date of ham batch 2024/117 at the Serra cellar to compute its release date.',
  steps: q('batch_lookup', [{ batch_id: '2024/117' }, { batch_id: '2024-117' }, { batch_id: '117' }, { batch_no: 117, year: 2024 }, { batch_id: 'B2024117' }],
    (N) => ({ error: 'not_found', message: 'No batch matches the supplied identifier', trace: N.hex(16) }),
    ['Looking up the batch.', 'Try dash instead of slash.', 'Maybe just the sequence number.', 'Use separate fields.', 'Try the label-printer format.']),
  cut: true })),
L(4, 'A community darkroom booking agent rewrites its calendar query several ways, all empty.', 'openinference', (N) => ({
  goal: 'Find who booked the large-format enlarger at the Millbank community darkroom on the evening film was damaged.',
  steps: q('calendar_query', [{ resource: 'Large format enlarger', date: '2025-02-11' }, { resource: 'enlarger (large)', day: 'Tue 11 Feb' }, { resource_id: 'LF-ENL', start: '2025-02-11T17:00', end: '2025-02-11T23:00' }, { text: 'Durst 138', date: '11/02/2025' }],
    (N) => ({ items: [], nextSyncToken: 'CP' + N.B62(18), updated: N.iso() }),
    ['Querying the booking calendar.', 'Rename the resource the way the form lists it.', 'Use the resource id with an evening window.', 'Search by the enlarger model name.']),
  cut: true })),
L(5, 'An ocular prosthetics lab order search is retried with reworded patient terms and returns nothing each time.', 'pydantic', (N) => ({
  goal: 'Find the iris-painting spec for the ocular prosthesis reorder for patient ref OP-5521.',
  steps: q('order_search', [{ patient_ref: 'OP-5521' }, { patient_ref: 'op5521' }, { query: 'OP 5521 iris' }, { reference: 'OP-5521', type: 'reorder' }, { query: 'iris painting spec 5521' }],
    (N) => ({ hits: [], total: 0, search_after: null, took: N.int(2, 30) }),
    ['Search orders by patient reference.', 'Lowercase without dash.', 'Free text with a space.', 'Use the reorder filter.', 'Search the spec wording.']),
  cut: true })),
L(6, 'A GitHub Actions cache debugging agent greps the logs with reworded patterns that never match.', 'anthropic', (N) => ({
  goal: 'Find out why the Gradle cache in the release workflow of the shipyard-app repo was not restored in run 8812.',
  steps: q('grep_run_logs', [{ run: 8812, pattern: 'Cache restored' }, { run: 8812, pattern: 'cache hit' }, { run: 8812, pattern: 'restore-keys' }, { run: 8812, pattern: 'gradle-.*-cache', regex: true }, { run: 8812, pattern: 'Cache not found for input keys' }],
    (N) => `grep: 0 matches in 14 log files (${N.int(900, 3000)} lines scanned) [${N.ms()}ms]`,
    ['Grep for the restore message.', 'Try a lowercase variant.', 'Look for the restore-keys line.', 'Use a regex on the cache key name.', 'Search for the miss message.']),
  cut: true })),
];
