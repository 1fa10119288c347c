// Family 2 — rephrased_empty_search (loop: true, stagnation: false)
// The same search tool is called 4+ times with the same intent in other words (synonyms, spellings,
// field names, filters, date formats); every call comes back empty and the task is never done.
// Each reasoning step states a new hypothesis, so the model's text itself does not repeat.
import { Trace } from './lib.mjs';

export const family = 'rephrased_empty_search';
export const loop = true;
export const stagnation = false;
export const isolates = 'Four or more reworded calls to one search tool with the same intent, all empty, task not done.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'rare-book auctions', style: 'assistants',
    isolates: 'An Assistants run searches the consignment index six ways (period vs modern spelling, author heading, structured fields, publisher) for one rare book and never gets a hit.',
    goal: "Find the consignment record and reserve price for the 1653 first edition of Walton's 'The Compleat Angler' consigned for the June sale.",
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the cataloguing assistant of Ashdown & Pryce Rare Books. Use search_consignments to look up consigned lots. Reserve prices are confidential: only report them to staff.' });
      const empty = (q) => () => ({ index: 'consignments-v7', query: q, total: 0, hits: [], took_ms: n.int(4, 38), shard: `cons-${n.int(0, 5)}`, query_id: n.uuid() });
      const q = (query, sale) => ({ name: 'search_consignments', args: sale === undefined ? { query } : { query, sale }, result: empty(query) });
      T.step({ calls: [q('Compleat Angler 1653', 'JUN-25')] });
      T.step({ text: 'No hit on the period spelling. Cataloguers often normalise titles to modern spelling, so I will try "Complete Angler" together with the author\'s surname.', calls: [q('Complete Angler Walton', 'JUN-25')] });
      T.step({ text: 'Nothing either. The record might be filed under the author heading "Walton, Izaak" rather than the title, and it may have been moved to another sale, so I am dropping the sale filter.', calls: [q('Walton, Izaak')] });
      T.step({ text: 'The author heading is empty too, which suggests free text may not cover the author field. Switching to the structured field syntax: author plus publication year.', calls: [q('author:walton AND pub_year:1653')] });
      T.step({ text: 'Structured fields give zero as well. Perhaps the lot sits in the sporting-books category under an abbreviated description like "Angler, 1st ed."; trying that wording.', calls: [q('Angler 1st ed. angling sporting', 'JUN-25')] });
      T.step({ text: 'Last idea from the imprint: the first edition was printed for Richard Marriot in 1653, and a consignor may have described it by the publisher.', calls: [q('Marriot 1653 fishing')] });
      return T.finish({ status: 'cancelled', error: 'Run cancelled by client: step budget of 6 tool calls used.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'urban tree inventory', style: 'bedrock',
    isolates: 'A Bedrock agent queries the street-tree inventory with species code, common name, abbreviated street and three date spellings; every query returns zero features and it gives up.',
    goal: 'List the ginkgo trees on Elm Street planted before 2000 so the arborist can schedule their fruit-drop pruning.',
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the Urban Forestry assistant for the City of Brackwater. The TreeInventory action group queries the street-tree GIS layer. Report tree IDs, species, DBH and planting date.' });
      const empty = () => JSON.stringify({ type: 'FeatureCollection', features: [], numberMatched: 0, numberReturned: 0, crs: 'EPSG:27700', timeStamp: n.isoSec(), layer: 'street_trees_v12', query_ms: n.int(11, 140) });
      const q = (args) => ({ name: 'TreeInventory::queryTrees', args, result: empty });
      T.step({ text: 'I will query the inventory for Ginkgo biloba on Elm Street with a planting date before 2000.', calls: [q({ street: 'Elm Street', species: 'Ginkgo biloba', planted_before: '2000-01-01' })] });
      T.step({ text: 'Zero features. The inventory may store species as a four-letter code built from genus and species (GIBI) rather than the Latin binomial.', calls: [q({ street: 'Elm Street', species: 'GIBI', planted_before: '2000-01-01' })] });
      T.step({ text: 'The code returns nothing either. Municipal address layers are often upper-case and abbreviated, so the street may be stored as ELM ST.', calls: [q({ street: 'ELM ST', species: 'GIBI', planted_before: '2000-01-01' })] });
      T.step({ text: 'Still empty. If planting dates are stored as a year only, comparing against an ISO date could exclude every row; passing the year as a number instead.', calls: [q({ street: 'ELM ST', species: 'GIBI', planted_before: 2000 })] });
      T.step({ text: 'No change. Perhaps species holds vernacular names; the common name of Ginkgo biloba is maidenhair tree.', calls: [q({ street: 'Elm Street', species: 'Maidenhair tree', planted_before: 2000 })] });
      T.step({ text: 'Trying the day-first date format used by the original survey spreadsheet in case the layer kept that text format.', calls: [q({ street: 'Elm Street', species: 'Ginkgo', planted_before: '31/12/1999' })] });
      T.say('I could not find any ginkgo trees on Elm Street planted before 2000 in the street-tree layer. Six queries with different species names, street spellings and date formats all returned zero features, so I cannot give the arborist a list yet.', { reasoning: 'All six formulations returned nothing; I have to report that I could not produce the list.' });
      return T.finish({ final: 'I could not find any ginkgo trees on Elm Street planted before 2000 in the street-tree layer.', status: 'FINISHED' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'crematorium scheduling', style: 'vertex',
    isolates: 'An ADK agent looks for one cremation booking by five spellings of the deceased\'s name and two spellings of the funeral director; the booking search is empty every time.',
    goal: 'Find the cremation booking for the late Mr. Stanisław Kowalczyk (funeral director: Hargreaves & Sons) and confirm the chapel service time.',
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'chapel_bookings_agent', app: 'oakfield-crematorium', system: 'You help the Oakfield Crematorium office. search_bookings finds bookings by deceased name, funeral director or date. Be respectful; never guess times.' });
      const empty = () => ({ results: [], next_page_token: null, total_size: 0, search_latency_ms: n.int(30, 210), consistency_token: n.b64(18) });
      const q = (args) => ({ name: 'search_bookings', args, result: empty });
      T.step({ calls: [q({ deceased_name: 'Stanisław Kowalczyk' })] });
      T.step({ text: 'No booking under the name with the Polish diacritic. The booking form may have stripped it, so I will search the plain ASCII spelling with surname first.', calls: [q({ deceased_name: 'Kowalczyk Stanislaw' })] });
      T.step({ text: 'Still empty. Funeral directors sometimes type the name phonetically; an anglicised spelling like Kovalchik is plausible.', calls: [q({ deceased_name: 'Kovalchik' })] });
      T.step({ text: 'Nothing for the phonetic form. A dropped letter is another common typo, so trying Kowalcyk.', calls: [q({ deceased_name: 'Kowalcyk' })] });
      T.step({ text: 'Name variants are not working. I will search by the funeral director instead, spelled as given.', calls: [q({ funeral_director: 'Hargreaves & Sons' })] });
      T.step({ text: 'The ampersand may break the match; the directory could hold the firm as "Hargreaves and Sons".', calls: [q({ funeral_director: 'Hargreaves and Sons', deceased_name: 'S. Kowalczyk' })] });
      return T.finish({ status: 'max_llm_calls_exceeded', error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 6 exceeded' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'sailing regatta results', style: 'plain',
    isolates: 'A message-level trace queries a regatta results page with four spellings of a sail number and then the boat name; every HTTP 200 HTML response has an empty results table.',
    goal: "Get the corrected finishing times for the yacht 'Kestrel' (sail number GBR 4412) in races 3 and 4 of the autumn series, to answer the owner's protest query.",
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'race-office-bot', system: 'You assist the race officer of the Solent Corinthian Yacht Club. Use results_search to read the scoring database (corrected times under IRC).' });
      const empty = (params) => () => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', date: n.http(), 'x-request-id': n.uuid(), 'x-ratelimit-remaining': String(n.int(40, 58)), server: 'nginx/1.24.0', 'x-cache': n.pick(['MISS', 'EXPIRED']) }, body: `<div class="sw-results" data-series="AUTUMN-24" data-query="${Object.entries(params).map(([k, v]) => `${k}=${v}`).join('&amp;')}">\n  <table class="summarytable"><thead><tr><th>Rank</th><th>Boat</th><th>SailNo</th><th>Race 3</th><th>Race 4</th><th>Corrected</th></tr></thead>\n  <tbody></tbody></table>\n  <p class="sw-empty">No entries match your search.</p>\n  <!-- generated ${n.isoSec()} by sw-web ${n.pick(['2.19.4', '2.19.4', '2.19.5'])} -->\n</div>` });
      const q = (args) => ({ name: 'results_search', args, argsString: true, result: empty(args) });
      T.step({ calls: [q({ series: 'AUTUMN-24', races: [3, 4], sail_no: 'GBR 4412' })] });
      T.step({ text: 'The results table is empty. Sail numbers are often stored without the space, so GBR4412.', calls: [q({ series: 'AUTUMN-24', races: [3, 4], sail_no: 'GBR4412' })] });
      T.step({ text: 'Nothing with the compact form. The club database may keep only the numeric part of the sail number for national entries.', calls: [q({ series: 'AUTUMN-24', races: [3, 4], sail_no: '4412' })] });
      T.step({ text: 'Numeric-only gave nothing too; some scoring exports use a hyphen between nation and number.', calls: [q({ series: 'AUTUMN-24', races: [3, 4], sail_no: 'GBR-4412' })] });
      T.step({ text: 'Switching from the sail number to the boat name field, in case entries are keyed by yacht name.', calls: [q({ series: 'AUTUMN-24', races: [3, 4], boat_name: 'Kestrel' })] });
      T.say('I was unable to retrieve Kestrel\'s corrected times. The results service returned no entries for sail number GBR 4412 in any of its spellings (GBR 4412, GBR4412, 4412, GBR-4412) or for the boat name, so I cannot answer the protest query from the database.');
      return T.finish({ final: 'Unable to retrieve Kestrel\'s corrected times for races 3 and 4.', status: 'gave_up' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'quantum lab bookings', style: 'claude',
    isolates: 'A Claude Agent SDK run greps the same booking directory with six different patterns for a cryostat reservation and gets "No matches found" every time, never questioning the path.',
    goal: "Find out who booked the dilution refrigerator (DR-2) cooldown for next week and whether Dr. Ng's transmon run is on it.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You help the Quantum Devices Lab manager. Bookings are kept as markdown and YAML files in the lab-ops repository.', tools: ['Grep', 'Read', 'Glob'], cwd: '/home/labops/lab-ops' });
      const g = (pattern, extra = {}) => ({ name: 'Grep', args: { pattern, path: 'bookings/2024', output_mode: 'content', '-n': true, ...extra }, result: 'No matches found' });
      T.step({ text: 'I\'ll search the booking files for the DR-2 cooldown.', calls: [g('DR-2')] });
      T.step({ text: 'No matches for the hyphenated name. The fridge may be written without the hyphen or with a space, so I\'ll use a regex that covers both.', calls: [g('DR ?2|DR2')] });
      T.step({ text: 'Still nothing. Booking entries might name the instrument by its type rather than its ID; searching for "dilution" case-insensitively.', calls: [g('dilution', { '-i': true })] });
      T.step({ text: 'Perhaps people write the manufacturer and model. Our DR-2 is a Bluefors LD400, so searching for the vendor name.', calls: [g('bluefors|LD400', { '-i': true })] });
      T.step({ text: 'Vendor names find nothing either. Looking from the other side: Dr. Ng\'s run would mention the transmon chip or her initials.', calls: [g('transmon|\\bJ\\.? ?Ng\\b', { '-i': true })] });
      T.step({ text: 'Last variant: the booking might be phrased around the procedure, e.g. "cooldown" or "cool-down" to base temperature.', calls: [g('cool-?down|base temp', { '-i': true, glob: '*.{md,yaml}' })] });
      return T.finish({ status: 'error_max_turns' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'car-sharing fleet', style: 'vercel',
    isolates: 'An AI SDK agent searches damage reports for one car by plate in three spellings, by VIN and with two date formats; every response is an empty page and the step limit ends the run.',
    goal: 'Find the damage reports filed for car B-CS 4821 in the last 30 days so we can decide whether to pull it from service.',
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the fleet-quality assistant of Stadtflitzer car sharing (Berlin). searchDamageReports queries the damage report service.', stopWhen: 'stepCountIs(7)' });
      const empty = () => ({ data: [], meta: { total: 0, page: 1, per_page: 25, next_cursor: null }, request_id: n.reqId('dmg_', 20), served_at: n.isoTz(60), rate_limit: { limit: 600, remaining: n.int(420, 590), reset_s: n.int(2, 59) } });
      const q = (args) => ({ name: 'searchDamageReports', args, result: empty });
      T.step({ calls: [q({ plate: 'B-CS 4821', from: '2025-02-10', to: '2025-03-12' })] });
      T.step({ reasoning: 'Empty. German plates are often normalised without separators in backend systems.', calls: [q({ plate: 'BCS4821', from: '2025-02-10', to: '2025-03-12' })] });
      T.step({ reasoning: 'Still no reports. The apps might store the plate with a space instead of a hyphen after the district code.', calls: [q({ plate: 'B CS 4821', from: '2025-02-10', to: '2025-03-12' })] });
      T.step({ reasoning: 'Plate spellings are not matching anything. Damage reports from the workshop are keyed by VIN; the fleet record gives WVWZZZAWZNU0482 for this car.', calls: [q({ vin: 'WVWZZZAWZNU0482', from: '2025-02-10', to: '2025-03-12' })] });
      T.step({ reasoning: 'VIN gives nothing too. Maybe the service expects German day-first dates and silently ignored my ISO range.', calls: [q({ plate: 'B-CS 4821', from: '10.02.2025', to: '12.03.2025' })] });
      T.step({ reasoning: 'Trying epoch seconds for the date range, which some internal APIs require.', calls: [q({ plate: 'B-CS 4821', from: 1739145600, to: 1741737600 })] });
      T.step({ reasoning: 'One more: the customer-facing app files damage under the word "Schaden" with the plate in lower case.', text: 'Checking once more with the customer-app plate format.', calls: [q({ plate: 'b-cs4821', category: 'Schaden', from: '2025-02-10', to: '2025-03-12' })] });
      return T.finish({ status: 'length', output: { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': 'Checking once more with the customer-app plate format.', 'ai.stopReason': 'stepCountIs(7) reached' } });
    },
  },
];
