// Family 10 (healthy): early queries find nothing or too much; a materially different query (new source or a constraint learnt from a result) finds it.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'pivoted_search_finds';
export const LABELS = { loop: false, stagnation: false };
export const ISOLATES = 'Early searches miss or flood; a genuinely different query using a new source or a clue learnt from a result finds the answer and the run finishes.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 antique map dealer, OpenInference with retriever spans
function r01() {
  const N = new Noise(id(1));
  const goal = 'A collector asks if we have Blaeu\'s 1654 map of the north of Scotland (Caithness/Sutherland). Check our stock catalogue and quote it.';
  const c = new Convo(N, 'openinference', { model: 'gpt-4o', system: 'You are the cataloguer at Meridian Antique Maps. Tools: search_stock(query, filters).', user: goal, name: 'StockAgent', spanName: 'ChatOpenAI' });
  const ret = (q, docs) => span('retriever', 'VectorIndexRetriever', { 'input.value': q }, Object.fromEntries(docs.flatMap((d, i) => [[`retrieval.documents.${i}.document.id`, d.id], [`retrieval.documents.${i}.document.score`, d.score], [`retrieval.documents.${i}.document.content`, d.content]])), [], { metadata: { 'openinference.span.kind': 'RETRIEVER', 'retrieval.top_k': 5 } });
  c.turn('', [{ name: 'search_stock', args: { query: 'Blaeu 1654 Scotland north Caithness Sutherland' } }], [{ result: { hits: [], total: 0, took_ms: N.int(5, 40) } }]);
  c.turn('No exact hit. Broadening to the mapmaker and atlas.', [{ name: 'search_stock', args: { query: 'Blaeu Atlas Novus' } }], [{ result: { total: 412, hits: [{ sku: 'BL-0231', title: 'Extima Scotiae septentrionalis pars, Cathenesia et Sutherlandia (sic), Amsterdam, J. Blaeu, 1654 [Gordon survey]', price_gbp: null, status: 'in_stock' }, { sku: 'BL-0102', title: 'Frisia Occidentalis, 1635' }, { sku: 'BL-0388', title: 'Westmorlandia, 1645' }], note: 'showing 3 of 412', took_ms: N.int(20, 90) } }]);
  c.push(ret('Extima Scotiae septentrionalis Blaeu Gordon 1654', [{ id: 'BL-0231', score: 0.91, content: 'Blaeu Atlas Novus vol. V (Scotia), 1654. After Robert and James Gordon. Latin text verso. Hand coloured in outline. 39 x 52 cm. Light toning at centrefold. Asking £1,450.' }, { id: 'BL-0229', score: 0.62, content: 'Blaeu, Scotiae provinciae mediterraneae, 1654. Asking £980.' }]));
  c.turn('The catalogue uses the Latin title "Extima Scotiae septentrionalis" for that sheet; searching that title with the Gordon survey credit.', [{ name: 'search_stock', args: { query: 'Extima Scotiae septentrionalis', filters: { mapmaker: 'Blaeu', year: 1654 } } }], [{ result: { total: 1, hits: [{ sku: 'BL-0231', title: 'Extima Scotiae septentrionalis pars ... 1654', price_gbp: 1450, condition: 'Hand coloured in outline; light toning at centrefold; Latin text verso', size_cm: '39 x 52' } ] } }]);
  c.final('Yes: BL-0231, Blaeu\'s "Extima Scotiae septentrionalis pars" (Caithness and Sutherland) from the 1654 Atlas Novus, after Gordon. Hand coloured in outline, Latin text on the verso, 39 x 52 cm, light toning at the centrefold. £1,450.');
  const root = c.root({ output: 'BL-0231 at £1,450' });
  return row(FAMILY, 1, 'A specific search finds nothing and a broad one returns 412 hits, but one hit reveals the Latin catalogue title; searching that title returns the single sheet, which is quoted.', goal, root, LABELS);
}

// 02 organic baby food delivery recall check, OpenAI Agents SDK
function r02() {
  const N = new Noise(id(2), '2025-06-02T10:30:00.000Z');
  const goal = 'A parent says the pear & spinach pouch from our subscription box is under a recall. Check whether any product we ship is affected and what to tell subscribers.';
  const c = new Convo(N, 'oai_agents', { model: 'gpt-4.1', user: goal, name: 'Safety Desk', workflow: 'recall-check', tools: ['search_internal_notices', 'search_fsa_alerts', 'lookup_supplier_lots'] });
  c.turn('', [{ name: 'search_internal_notices', args: { q: 'pear spinach pouch recall' } }], [{ result: { notices: [], searched: 'supplier-notices', as_of: N.iso() } }]);
  c.turn('Nothing in supplier notices. Checking the Food Standards Agency alerts directly.', [{ name: 'search_fsa_alerts', args: { q: 'pear spinach', type: 'product_recall', since: '2025-01-01' } }], [{ result: { items: [{ id: 'FSA-PRIN-31-2025', title: 'Little Sprout recalls Pear, Spinach & Pea pouches because of elevated lead levels', products: [{ name: 'Little Sprout Pear, Spinach & Pea 100g', batch: ['LS24312', 'LS24318'], best_before: ['2025-11-08', '2025-11-14'] }], published: '2025-05-27' }], total: 1 } }]);
  c.turn('The recall is for Little Sprout batches LS24312 and LS24318. Checking which lots we shipped.', [{ name: 'lookup_supplier_lots', args: { brand: 'Little Sprout', sku: 'LS-PSP-100' } }], [{ result: { lots_shipped: [{ batch: 'LS24318', boxes: 214, ship_weeks: ['2025-W19', '2025-W20'] }, { batch: 'LS24402', boxes: 380, ship_weeks: ['2025-W21'] }] } }]);
  c.final('Affected: the FSA recall (FSA-PRIN-31-2025, elevated lead) covers Little Sprout Pear, Spinach & Pea batches LS24312 and LS24318. We shipped LS24318 in 214 boxes during weeks 19-20; LS24402 is not affected. Tell those subscribers not to use the pouch, to check batch LS24318 on the back, and that a refund or replacement will be credited.');
  const root = c.root({ output: 'LS24318 affected: 214 boxes' });
  return row(FAMILY, 2, 'The internal notice search is empty; switching to the regulator\'s alert feed finds the recall batches, which are matched against shipped lots.', goal, root, LABELS);
}

// 03 weaving loom repair, Claude Agent SDK
function r03() {
  const N = new Noise(id(3));
  const session = N.uuid();
  const goal = 'A customer\'s 8-shaft Louët Spring loom shows fault "E7" on its electronic dobby. Find the cause and the part we need to send from the service manuals in docs/.';
  const c = new Convo(N, 'claude_sdk', { model: 'claude-sonnet-4-20250514', user: goal, session, cwd: '/srv/loomcare' });
  c.turn('Searching the manuals for the fault code.', [{ name: 'Grep', args: { pattern: '\\bE7\\b', path: 'docs', output_mode: 'files_with_matches' } }], [{ result: 'No files found' }]);
  c.turn('No E7 literal; codes may be written with a separator.', [{ name: 'Grep', args: { pattern: 'E-?0?7', path: 'docs', output_mode: 'count' } }], [{ result: 'docs/louet_megado_service.txt:184\ndocs/parts_catalogue_2023.txt:96\ndocs/spring_assembly.txt:41\n\nFound 321 total occurrences across 3 files.' }]);
  c.turn('Too broad (matches part numbers). The dobby is the Megado module; the manual likely has a fault table. Looking for it.', [{ name: 'Grep', args: { pattern: 'fault code|error table', path: 'docs/louet_megado_service.txt', output_mode: 'content', '-n': true, '-A': 6, '-i': true } }], [{ result: '212:FAULT CODE TABLE (display shows "Er" + digit)\n213-Er1  Communication loss to PC\n214-Er4  Shaft lift timeout\n215-Er7  Solenoid driver overcurrent - check coil of the reported shaft, replace driver board 2010.0734 if coil OK\n216-Er8  Supply under-voltage\n217-Er9  Treadle sensor open\n218-' }]);
  c.turn('The display code is "Er7": solenoid driver overcurrent. Checking the driver board part.', [{ name: 'Grep', args: { pattern: '2010\\.0734', path: 'docs/parts_catalogue_2023.txt', output_mode: 'content', '-n': true } }], [{ result: '1187:2010.0734  Megado solenoid driver board, 8-shaft, rev C   EUR 186.00   stock: 3' }]);
  c.final('"E7" is the Megado\'s Er7 fault: solenoid driver overcurrent. First have the customer check the coil resistance of the shaft shown; if the coil is fine, send driver board 2010.0734 (8-shaft, rev C, EUR 186, 3 in stock).');
  const root = c.root({ output: 'Er7 -> driver board 2010.0734', turns: 5, cost: 0.0712, session });
  return row(FAMILY, 3, 'A literal grep finds nothing and a loose regex floods 321 matches; searching for the manual\'s fault table reveals the code is written "Er7", which leads to the part number.', goal, root, LABELS);
}

// 04 cricket bat makers willow sourcing, OpenAI Responses API
function r04() {
  const N = new Noise(id(4));
  const goal = 'Find a supplier who can deliver 200 clefts of Grade 1 English willow, unbleached, by end of February, for our bat workshop.';
  const c = new Convo(N, 'responses', { model: 'gpt-4.1', system: 'You source materials for Oakridge Bat Makers. Tool: search_suppliers(query, filters).', user: goal, name: 'willow-sourcing', toolNames: ['search_suppliers', 'check_availability'] });
  c.turn('', [{ name: 'search_suppliers', args: { query: 'Grade 1 English willow clefts unbleached' } }], [{ result: { suppliers: [{ name: 'Essex Willow Co', grades: ['G1', 'G2'], note: 'G1 allocated to existing contracts until May' }, { name: 'Suffolk Cleft Ltd', grades: ['G2', 'G3'] }, { name: 'Kashmir Willow Exports', grades: ['Kashmir A'], note: 'not English willow' }], total: 3 } }]);
  c.turn('Essex has Grade 1 but it is allocated. Their note suggests G1 is scarce this season; I will look for growers who sell standing trees or season their own clefts, filtering on lead time.', [{ name: 'search_suppliers', args: { query: 'Salix alba caerulea grower clefts seasoned', filters: { region: 'East Anglia', lead_time_weeks_max: 10 } } }], [{ result: { suppliers: [{ name: 'Stour Valley Willow Growers', grades: ['G1', 'G1+', 'G2'], seasoned_stock: 340, lead_time_weeks: 6 }, { name: 'Wivenhoe Cleft Yard', grades: ['G2'], lead_time_weeks: 4 }], total: 2 } }]);
  c.turn('', [{ name: 'check_availability', args: { supplier: 'Stour Valley Willow Growers', grade: 'G1', qty: 200, bleached: false, deliver_by: '2026-02-27' } }], [{ result: { available: true, qty: 200, price_per_cleft_gbp: 54, deliver_by: '2026-02-20', quote_ref: 'SV-Q-' + N.int(1000, 9999) } }]);
  c.final('Stour Valley Willow Growers can supply 200 unbleached Grade 1 clefts at £54 each, delivering by 20 February 2026. Essex Willow Co\'s Grade 1 is committed until May, and the other first-round suppliers lacked G1 English willow.');
  const root = c.root({ output: 'Stour Valley, 200 x G1 @ £54, by 20 Feb' });
  return row(FAMILY, 4, 'The first supplier search finds no available Grade 1; a different query aimed at growers with a lead-time filter finds one, availability is confirmed and reported.', goal, root, LABELS);
}

// 05 pen pal matching service, Pydantic AI
function r05() {
  const N = new Noise(id(5));
  const goal = 'Find a good pen pal match for new member Ines (Lisbon, 34, writes in Portuguese and English, loves birdwatching and letterpress).';
  const c = new Convo(N, 'pydantic', { model: 'gpt-4o', system: 'You match members of Inkwell Pen Friends. Tool: search_members(interests, languages, exclude_country, limit).', user: goal, name: 'matcher', toolNames: ['search_members', 'propose_match'] });
  c.turn('', [{ name: 'search_members', args: { interests: ['birdwatching'], limit: 50 } }], [{ result: { count: 50, truncated: true, total_matching: 1873, sample: [{ id: 'M-1102', country: 'US', languages: ['en'] }, { id: 'M-2231', country: 'GB', languages: ['en'] }] } }]);
  c.turn('Far too many. Ines writes in Portuguese, and members who share two interests make better matches; narrowing by language, letterpress, and excluding Portugal for a cross-border friendship.', [{ name: 'search_members', args: { interests: ['birdwatching', 'letterpress'], languages: ['pt'], exclude_country: 'PT', limit: 20 } }], [{ result: { count: 3, members: [{ id: 'M-4410', name: 'Joana', country: 'BR', age: 31, languages: ['pt', 'es'], interests: ['birdwatching', 'letterpress', 'fountain pens'], active_letters: 1 }, { id: 'M-5021', name: 'Tiago', country: 'MZ', age: 45, languages: ['pt', 'en'], interests: ['birdwatching', 'letterpress'], active_letters: 4 }, { id: 'M-3307', name: 'Clara', country: 'CV', age: 29, languages: ['pt', 'en'], interests: ['letterpress', 'birdwatching', 'poetry'], active_letters: 0 }] } }]);
  c.turn('Clara (Cabo Verde, 29) shares both interests and both languages and has no active correspondents, so she has capacity.', [{ name: 'propose_match', args: { member_a: 'new:ines-lisbon', member_b: 'M-3307' } }], [{ result: { match_id: 'PM-' + N.int(10000, 99999), status: 'proposed' } }]);
  c.final('Proposed Clara (M-3307, Praia, Cabo Verde, 29) as Ines\'s pen pal: both write in Portuguese and English and both love birdwatching and letterpress; Clara currently has no active correspondents.');
  const root = c.root({ output: 'Matched with M-3307' });
  return row(FAMILY, 5, 'An interest-only search floods 1,873 members; adding language, a second interest and a country exclusion yields three candidates and a match is proposed.', goal, root, LABELS);
}

// 06 hovercraft tour maintenance logs, plain message-level trace
function r06() {
  const N = new Noise(id(6), '2025-03-20T09:00:00.000Z');
  const goal = 'Before the Solent hovercraft tour season, find when the skirt on craft HV-03 was last replaced and whether it is due.';
  const c = new Convo(N, 'plain', { model: 'gpt-4o-mini', system: 'You are the maintenance records assistant for Island Hover Tours. Tool: search_maintenance(craft, text).', user: goal });
  c.turn('', [{ name: 'search_maintenance', args: { craft: 'HV-03', text: 'skirt replaced' } }], [{ result: { records: [], total: 0, index_time: N.iso() } }]);
  c.turn('', [{ name: 'search_maintenance', args: { craft: 'HV-03', text: 'skirt' } }], [{ result: { records: [{ date: '2024-03-02', entry: 'Annual inspection. Skirt fingers: 14 of 72 worn beyond limit, replaced (see finger log). Bag OK.' }], total: 1 } }]);
  c.turn('The engineers log skirt work as "fingers" and "bag" separately. Searching finger replacements.', [{ name: 'search_maintenance', args: { craft: 'HV-03', text: 'fingers replaced' } }], [{ result: { records: [{ date: '2024-03-02', entry: '14 fingers replaced, bow section' }, { date: '2024-09-19', entry: 'Full finger set replaced (72) after beach abrasion, hours 6,410' }, { date: '2025-01-15', entry: '6 fingers replaced, port quarter, hours 7,020' }], total: 3 } }]);
  c.turn('', [{ name: 'search_maintenance', args: { craft: 'HV-03', text: 'hours' } }], [{ result: { records: [{ date: '2025-03-01', entry: 'Pre-season hour meter 7,188' }], total: 1 } }]);
  c.final('HV-03\'s full skirt finger set was last replaced on 19 Sept 2024 at 6,410 hours, with 6 more fingers replaced in January. At 7,188 hours it has done about 780 hours on the full set; the usual finger life is around 1,000 hours, so it is not yet due but should be inspected mid-season. The bag was last recorded OK in March 2024.');
  const root = c.root({ name: 'island-hover-maintenance', output: 'Last full finger set 2024-09-19; not due yet.' });
  return row(FAMILY, 6, 'The literal "skirt replaced" search finds nothing; a result reveals the log calls them "fingers", and a finger search plus the hour meter answers the question.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['antique map dealer', 'organic baby food delivery', 'weaving loom repair', 'cricket bat willow sourcing', 'pen pal matching service', 'hovercraft tour maintenance'];
