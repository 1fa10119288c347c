import { Rec } from './lib.mjs';
export const FAMILY = { name: 'rephrased_empty_lookups', loop: true, stagnation: false,
  isolates: 'the same tool is queried with the same intent in reworded forms and every answer is empty; the task is never done' };

export const scenarios = [
  // 01 equine passport registry: OTel GenAI
  (id) => {
    const goal = 'Find the passport record and UELN for the mare "Corrib Lady" so the vet can record her flu vaccination.';
    const r = new Rec(id, 'otel', { model: 'gpt-4o', goal, agent: 'equine-registry-helper' });
    const n = r.n;
    const empty = () => ({ status: 200, headers: { 'x-request-id': n.uuid(), date: n.httpDate() }, body: { total: 0, hits: [] } });
    r.step('Searching the passport database by name.', [{ name: 'search_passports', args: { name: 'Corrib Lady' }, out: empty() }]);
    r.step('Maybe the registered name differs in spacing; trying a wildcard.', [{ name: 'search_passports', args: { name: 'Corrib*Lady' }, out: empty() }]);
    r.step('Trying the Irish spelling of the river.', [{ name: 'search_passports', args: { name: 'Coirib Lady' }, out: empty() }]);
    r.step('Perhaps indexed under the stable name field.', [{ name: 'search_passports', args: { stable_name: 'corrib lady' }, out: empty() }]);
    r.step('Searching with the name in quotes and lower case.', [{ name: 'search_passports', args: { name: '"corrib lady"' }, out: empty() }]);
    return { isolates: 'OTel GenAI spans: five name searches with spelling, wildcard, field and quoting variants all return zero hits; no record found.', goal, root: r.finish(null, { 'gen_ai.agent.status': 'max_iterations' }) };
  },
  // 02 carousel restoration: smolagents
  (id) => {
    const goal = 'Locate the original paint scheme photographs for the 1912 Savage gallopers horse No. 17 in the restoration archive.';
    const r = new Rec(id, 'smolagents', { model: 'Qwen/Qwen2.5-72B-Instruct', goal });
    const n = r.n;
    const none = (q) => `Search took ${n.int(20, 400)}ms (index rev ${n.short()})\nNo documents match: ${q}`;
    r.step('I will search the archive for photos of horse 17.', [{ name: 'archive_search', args: { query: 'Savage gallopers horse 17 paint' }, out: none('Savage gallopers horse 17 paint') }]);
    r.step('Nothing. Maybe the catalogue uses "No." notation.', [{ name: 'archive_search', args: { query: 'Savage galloper No.17 original livery' }, out: none('Savage galloper No.17 original livery') }]);
    r.step('Try describing it as a roundabout horse instead of galloper.', [{ name: 'archive_search', args: { query: 'roundabout horse seventeen colour photograph 1912' }, out: none('roundabout horse seventeen colour photograph 1912') }]);
    r.step('Try the maker with full firm name and the year first.', [{ name: 'archive_search', args: { query: '1912 Frederick Savage & Co horse #17 paintwork' }, out: none('1912 Frederick Savage & Co horse #17 paintwork') }]);
    r.step('Use the term "scheme" and "carved horse".', [{ name: 'archive_search', args: { query: 'carved horse 17 scheme Savage photographs' }, out: none('carved horse 17 scheme Savage photographs') }]);
    return { isolates: 'smolagents CodeAgent: five reworded archive searches for the same photos, each "No documents match"; no answer.', goal, root: r.finish(null, { max_steps: 5, final_answer: null }) };
  },
  // 03 ocularists: Pydantic AI / Logfire
  (id) => {
    const goal = 'Find the follow-up appointment for patient R. Castellano to fit the polished acrylic eye prosthesis and confirm the date by SMS.';
    const r = new Rec(id, 'pydantic', { model: 'gpt-4o-mini', goal, system: 'You help the front desk of an ocular prosthetics clinic.' });
    const n = r.n;
    const empty = () => ({ appointments: [], query_ms: n.ms(), server: n.host('sched') });
    r.step(null, [{ name: 'find_appointments', args: { patient: 'R. Castellano', type: 'fitting' }, out: empty() }]);
    r.step('No fittings found; try the full surname only.', [{ name: 'find_appointments', args: { patient: 'Castellano', type: 'fitting' }, out: empty() }]);
    r.step('Maybe booked as "prosthesis delivery".', [{ name: 'find_appointments', args: { patient: 'Castellano, R', type: 'prosthesis delivery' }, out: empty() }]);
    r.step('Try date range and the type "polish/fit".', [{ name: 'find_appointments', args: { patient: 'CASTELLANO R', type: 'polish/fit', from: '2025-01-01', to: '2025-12-31' }, out: empty() }]);
    r.step('Trying the Spanish double-surname form.', [{ name: 'find_appointments', args: { patient: 'Castellano Ruiz', type: 'follow-up fitting' }, out: empty() }]);
    return { isolates: 'Pydantic AI spans: five re-phrasings of the patient name and appointment type return empty lists; the SMS is never sent.', goal, root: r.finish(null, { 'logfire.level': 'warn', usage_limit: 'request_limit=6' }) };
  },
  // 04 ice fishing shanty rentals: OpenInference
  (id) => {
    const goal = 'Find an available ice fishing shanty for 4 people on Lake Mille Lacs for the weekend of February 7th and hold it.';
    const r = new Rec(id, 'openinference', { model: 'gpt-4o', goal });
    const n = r.n;
    const empty = (d) => JSON.stringify({ data: [], meta: { requested: d, generated_at: n.epoch(), request_id: n.req('rq_') } });
    r.step('Searching availability.', [{ name: 'search_shanties', args: { lake: 'Mille Lacs', date: '2025-02-07', guests: 4 }, out: empty('2025-02-07') }]);
    r.step('Try with US date format.', [{ name: 'search_shanties', args: { lake: 'Mille Lacs', date: '02/07/2025', guests: 4 }, out: empty('02/07/2025') }]);
    r.step('Try checkin/checkout fields instead.', [{ name: 'search_shanties', args: { lake: 'Lake Mille Lacs', checkin: 'Feb 7', checkout: 'Feb 9', party_size: 4 }, out: empty('Feb 7') }]);
    r.step('Perhaps the lake is keyed as MilleLacs without space.', [{ name: 'search_shanties', args: { lake: 'MilleLacs', date: '2025-02-07T00:00:00', guests: '4' }, out: empty('2025-02-07T00:00:00') }]);
    r.step('Maybe "sleeper house" is the listing category.', [{ name: 'search_shanties', args: { lake: 'Mille Lacs', category: 'sleeper house', date: '7 Feb 2025', guests: 4 }, out: empty('7 Feb 2025') }]);
    return { isolates: 'OpenInference attributes: the same availability search re-sent with other date formats and field names, empty every time; nothing is held.', goal, root: r.finish(null, { 'openinference.span.kind': 'AGENT' }) };
  },
  // 05 harness racing: MLflow tracing
  (id) => {
    const goal = 'Pull the last five race lines for the trotter "Quite Easy Hanover" to check eligibility for the Saturday claiming race.';
    const r = new Rec(id, 'mlflow', { model: 'gpt-4o', goal });
    const n = r.n;
    const empty = () => `HTTP/1.1 200 OK\nDate: ${n.httpDate()}\nX-Cache: MISS from ${n.host('edge')}\nContent-Type: application/json\n\n{"starts":[],"count":0}`;
    r.step(null, [{ name: 'race_lines', args: { horse: 'Quite Easy Hanover', last: 5 }, out: empty() }]);
    r.step('Empty. I will try without the farm suffix.', [{ name: 'race_lines', args: { horse: 'Quite Easy', last: 5 }, out: empty() }]);
    r.step('Try with registration-style capitals.', [{ name: 'race_lines', args: { horse: 'QUITE EASY HANOVER', last: 5, gait: 'trot' }, out: empty() }]);
    r.step('Try apostrophe-free hyphenated form used by some tote systems.', [{ name: 'race_lines', args: { horse: 'Quite-Easy-Hanover', last: 5 }, out: empty() }]);
    r.step('Try the horse_name key.', [{ name: 'race_lines', args: { horse_name: 'Quite Easy Hanover', limit: 5 }, out: empty() }]);
    r.step('Try name plus sex/age descriptor.', [{ name: 'race_lines', args: { horse: 'Quite Easy Hanover (4yo gelding)', last: 5 }, out: empty() }]);
    return { isolates: 'MLflow trace: six reworded lookups for one horse (case, hyphens, key names, descriptors) all return zero starts; eligibility never checked.', goal, root: r.finish(null, { 'mlflow.traceStatus': 'ERROR', reason: 'timeout' }) };
  },
  // 06 yurt manufacturing: Agno (not in list)
  (id) => {
    const goal = 'Find the supplier lead time for steam-bent ash roof wheels (crown) 1.2 m diameter for the 6 m yurt order Y-6-118.';
    const r = new Rec(id, 'agno', { model: 'gpt-4o', goal, agent: 'procurement' });
    const n = r.n;
    const empty = () => ({ results: [], took: n.int(3, 90), _shards: { total: 3, successful: 3 }, hits_total: 0, x_opaque_id: n.hex(12) });
    r.step(null, [{ name: 'search_supplier_catalog', args: { q: 'ash roof wheel 1.2m' }, out: empty() }]);
    r.step('Try "crown" instead of roof wheel.', [{ name: 'search_supplier_catalog', args: { q: 'steam bent ash crown 1200mm' }, out: empty() }]);
    r.step('Try the Mongolian term "toono".', [{ name: 'search_supplier_catalog', args: { q: 'toono ash 120cm' }, out: empty() }]);
    r.step('Try the compression ring wording.', [{ name: 'search_supplier_catalog', args: { q: 'yurt compression ring ash 1.2 m diameter' }, out: empty() }]);
    return { isolates: 'Agno-style run: four synonym searches (roof wheel, crown, toono, compression ring) all return no hits; lead time never found.', goal, root: r.finish(null, { run_status: 'incomplete' }) };
  },
];
