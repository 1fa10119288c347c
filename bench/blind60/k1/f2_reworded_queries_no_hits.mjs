import { row } from './lib.mjs';
const F = 'reworded_queries_no_hits';
const loop = (c, name, argsList, empty, texts = []) => argsList.forEach((a, i) => { c.llm(texts[i] || null, [{ name, args: a }]); c.tool(empty(i)); });
export default [
  () => row(F, 1, { style: 'vercel', agent: 'regatta-results', isolates: 'Five rewordings of the same sand-yacht results search (synonyms, date formats, quoting) all return zero hits and the task stays undone.', system: 'You answer questions about land/sand yachting race results using the federation search tool.', goal: 'Find the finishing position of pilot Maren Dekker in the Class 5 race at De Panne on 9 March 2025.' }, (c, N) => {
    loop(c, 'search_results', [{ q: 'Maren Dekker Class 5 De Panne 2025-03-09' }, { q: 'Dekker, Maren class5 DePanne 09/03/2025' }, { q: '"M. Dekker" sand yacht De Panne March 2025 Klasse 5' }, { q: 'pilot:Dekker event:"De Panne" date:9-3-2025' }, { q: 'Dekker Maren landyacht race Belgium 9 March' }],
      () => ({ hits: [], total: 0, took_ms: N.int(4, 60), index: 'results-2025', shard: N.int(0, 4) }),
      ['Searching the federation results.', 'No hits; trying the surname-first form and another date format.', 'Still nothing; maybe the Dutch class name and an initial.', 'Trying field syntax.', 'One more phrasing.']);
    return c.root(null, { error: 'maxSteps (12) reached without answer' });
  }),
  () => row(F, 2, { style: 'openinference', agent: 'buttonhook-forum-helper', isolates: 'The agent rephrases a forum search for a buttonhook maker mark six ways (synonyms, word order, field names); every search is empty.', system: 'Assist members of a buttonhook collectors forum. Tool: forum_search.', goal: 'Find earlier forum threads about buttonhooks stamped "W.H.H. & S." with a mother-of-pearl handle.' }, (c, N) => {
    loop(c, 'forum_search', [{ text: 'W.H.H. & S. buttonhook mother of pearl' }, { text: 'WHH&S button hook MOP handle' }, { title: 'W H H & S', body: 'pearl' }, { text: 'mother-of-pearl buttonhook maker mark WHHS' }, { text: '"W.H.H. and Sons" button-hook' }, { tags: ['makers-marks', 'mother-of-pearl'], text: 'WHH' }],
      () => ({ threads: [], count: 0, elapsed: N.dur(8, 90), node: N.host('search') }));
    return c.root(null, { error: 'recursion limit reached' });
  }),
  () => row(F, 3, { style: 'otel', agent: 'grafana-finder', isolates: 'Grafana dashboard search reworded four ways (tag, title, folder, quoting) for a dashboard that is never found.', system: 'You help an SRE find Grafana dashboards via the HTTP API.', goal: 'Find the Grafana dashboard that shows Celery queue latency for the invoicing workers and give its URL.' }, (c, N) => {
    loop(c, 'grafana_search', [{ query: 'celery queue latency invoicing' }, { query: 'invoicing workers celery', type: 'dash-db' }, { tag: 'celery', query: 'latency' }, { query: '"Celery - Invoicing"' }, { query: 'invoice worker queue lag' }],
      () => ({ status: 200, headers: { 'content-type': 'application/json', 'x-grafana-request-id': N.hex(16), date: N.http() }, body: '[]' }));
    return c.root(null, { error: 'agent stopped: tool budget exhausted' });
  }),
  () => row(F, 4, { style: 'langsmith', agent: 'petanque-league', isolates: 'The same player lookup is re-asked with name order, accents and id formats changed; the registry returns "no player found" each time.', system: 'League secretary assistant for a pétanque league.', goal: 'Find licence number and club of player Éloïse Marchetti to complete a triples team sheet.' }, (c, N) => {
    loop(c, 'licence_lookup', [{ name: 'Éloïse Marchetti' }, { name: 'Eloise Marchetti' }, { surname: 'MARCHETTI', first: 'Eloise' }, { licence: '0812-4477' }, { licence: '08124477' }],
      () => `No player found. (query ${N.int(100, 999)}.${N.int(10, 99)}, ${N.dur(2, 40)})`,
      ['Looking her up in the licence registry.', 'Trying without accents.', 'Maybe split surname/first name fields.', 'The captain mentioned 0812-4477; trying the licence number.', 'Trying the licence without the dash.']);
    return c.root(null, { error: 'GraphRecursionError: Recursion limit of 25 reached' });
  }),
  () => row(F, 5, { style: 'responses', agent: 'tapioca-sourcing', isolates: 'Supplier search for tapioca pearls is reworded with synonyms and units across four calls, each returning an empty supplier list.', system: 'Sourcing assistant for a bubble-tea chain; tool searches the approved-supplier database.', goal: 'Find an approved supplier of 3 kg bags of quick-cook black tapioca pearls with halal certification.' }, (c, N) => {
    loop(c, 'supplier_search', [{ product: 'black tapioca pearls', pack: '3kg', cert: 'halal' }, { product: 'boba pearls brown sugar quick cook', pack_size_g: 3000, certifications: ['HALAL'] }, { product: 'tapioca balls black 5-minute', pack: '3 kg', cert: 'Halal' }, { keywords: 'quick cook boba 3kg halal certified' }],
      () => JSON.stringify({ suppliers: [], page: 1, total: 0, x_request_id: N.uuid() }));
    return c.root(null, { error: 'max_output_turns' });
  }),
  () => row(F, 6, { style: 'agno', agent: 'mannequin-rentals', isolates: 'Availability search for a mannequin rental asked five ways (synonyms, sizes, date spellings) always returns zero units; no booking is made.', system: 'Rental desk agent for a display-mannequin hire company.', goal: 'Book 4 headless female mannequins, size 10, for a shop window from 14 to 28 April.' }, (c, N) => {
    loop(c, 'inventory_search', [{ type: 'female headless', size: '10', from: '2025-04-14', to: '2025-04-28' }, { type: 'torso form female', size: 'UK10', from: '14/04/2025', to: '28/04/2025' }, { category: 'mannequin', gender: 'F', head: false, size: 10, dates: '14 Apr - 28 Apr' }, { type: 'headless dress form', size: 'EU38', from: '2025-04-14', to: '2025-04-28' }, { query: 'female mannequin no head size 10 April' }],
      () => ({ available_units: 0, matches: [], warehouse: N.pick(['Leeds', 'Bristol']), checked_at: N.isoOff(N.now(), 1) }));
    return c.root(null, { error: 'tool_call_limit reached' });
  }),
];
