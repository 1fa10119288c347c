// Family 2: the same search intent re-worded again and again (synonyms, formats, field names), empty every time; task never done.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'synonym_search_drought';
export const LABELS = { loop: true, stagnation: false };
export const ISOLATES = 'Four or more rewordings of one query against the same tool, each returning no hits, with the task left undone.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 button factory SKU catalogue, Pydantic AI / Logfire
function r01() {
  const N = new Noise(id(1));
  const goal = 'A tailor wants 400 brown corozo buttons, 18 ligne, four-hole. Find the SKU in our catalogue and quote the price per gross.';
  const c = new Convo(N, 'pydantic', { model: 'gpt-4o', system: 'You are the order desk assistant at Whitcombe Button Works. Use search_catalog to find SKUs; prices are per gross (144).', user: goal, toolNames: ['search_catalog', 'get_price'], name: 'order_desk' });
  const empty = (q) => ({ result: { query: q, hits: [], total: 0, took_ms: N.int(3, 40), index: 'catalog_v7', shard: `s${N.int(0, 5)}`, search_id: N.hex(20) } });
  c.turn('', [{ name: 'search_catalog', args: { q: 'corozo button 18 ligne 4 hole brown' } }], [empty('corozo button 18 ligne 4 hole brown')]);
  c.turn('No hits. Corozo is also sold as tagua nut; I will try that name.', [{ name: 'search_catalog', args: { q: 'tagua nut button 18L four-hole brown' } }], [empty('tagua nut button 18L four-hole brown')]);
  c.turn('Still nothing. 18 ligne is 11.4 mm, so perhaps the catalogue stores millimetres.', [{ name: 'search_catalog', args: { q: 'tagua 11.4mm 4-hole button brown' } }], [empty('tagua 11.4mm 4-hole button brown')]);
  c.turn('Maybe the material is listed as "vegetable ivory" in the product names.', [{ name: 'search_catalog', args: { q: '"vegetable ivory" button 11.5 mm brown' } }], [empty('"vegetable ivory" button 11.5 mm brown')]);
  c.turn('Trying a field-style query in case the search expects filters.', [{ name: 'search_catalog', args: { q: 'material:corozo size:18L holes:4 colour:brown' } }], [empty('material:corozo size:18L holes:4 colour:brown')]);
  c.turn('Perhaps American spelling of the colour field matters.', [{ name: 'search_catalog', args: { q: 'material:tagua size:18 holes:4 color:brown' } }], [empty('material:tagua size:18 holes:4 color:brown')]);
  const root = c.root({ output: 'I could not find a corozo/tagua 18 ligne four-hole button in the catalogue, so I cannot quote a price yet.' });
  return row(FAMILY, 1, 'Six catalogue searches for the same button under different material names, units and field syntaxes all return zero hits, and no quote is produced.', goal, root, LABELS);
}

// 02 camel trekking bookings, Google ADK
function r02() {
  const N = new Noise(id(2), '2025-10-21T09:12:00.000Z');
  const inv = 'e-' + N.uuid();
  const goal = 'Guest Adaeze Okonkwo-Hale says her two-night Erg Chebbi camel trek booking for 3 November is missing from her confirmation email. Find the booking and resend it.';
  const c = new Convo(N, 'adk', { model: 'gemini-2.5-flash', system: 'You are the reservations agent for Dune Caravan Treks. Use find_booking then resend_confirmation.', user: goal, inv, name: 'reservations_agent', app: 'dune_caravan' });
  const none = (filters) => ({ result: { bookings: [], filters_applied: filters, server: N.pod('bookings-api'), served_at: N.isoSec() } });
  c.turn('', [{ name: 'find_booking', args: { guest_name: 'Adaeze Okonkwo-Hale', start_date: '2025-11-03' } }], [none(['guest_name', 'start_date'])]);
  c.turn('Maybe the hyphenated surname was stored without the hyphen.', [{ name: 'find_booking', args: { guest_name: 'Adaeze Okonkwo Hale', start_date: '2025-11-03' } }], [none(['guest_name', 'start_date'])]);
  c.turn('The system might expect a day-first date.', [{ name: 'find_booking', args: { guest_name: 'Okonkwo-Hale', start_date: '03/11/2025' } }], [none(['guest_name', 'start_date'])]);
  c.turn('Try surname first, as some agents type it that way.', [{ name: 'find_booking', args: { guest_name: 'Okonkwo-Hale, Adaeze', start_date: '3 Nov 2025' } }], [none(['guest_name', 'start_date'])]);
  c.turn('Perhaps only the first surname was used.', [{ name: 'find_booking', args: { guest_name: 'A. Okonkwo', start_date: '2025-11-03' } }], [none(['guest_name', 'start_date'])]);
  const root = c.root({ output: 'I was not able to locate the booking yet.' });
  root.error = 'max_llm_calls (6) reached for invocation';
  return row(FAMILY, 2, 'The same guest booking is looked up five times with the name spelled and the date formatted differently, always returning an empty list.', goal, root, LABELS);
}

// 03 snow globe manufacturing QC defects, MLflow
function r03() {
  const N = new Noise(id(3));
  const traceReq = 'tr-' + N.hex(32);
  const goal = 'Retail partner reports leaking snow globes from lot SG-24-118. Find any QC defect records for that lot so we can decide on a recall.';
  const c = new Convo(N, 'mlflow', { model: 'gpt-4o-mini', system: 'You search the QC defect database of Alpenglass Souvenirs. Use query_defects(text, lot).', user: goal, traceReq, toolNames: ['query_defects'] });
  const zero = () => ({ result: { rows: [], row_count: 0, statement_id: N.uuid(), warehouse: 'qc-sql-wh', elapsed: N.dur('s') } });
  c.turn('', [{ name: 'query_defects', args: { text: 'leak', lot: 'SG-24-118' } }], [zero()]);
  c.turn('Inspectors may have written "seepage" rather than leak.', [{ name: 'query_defects', args: { text: 'fluid seepage', lot: 'SG-24-118' } }], [zero()]);
  c.turn('The defect might be logged against the seal rather than the fluid.', [{ name: 'query_defects', args: { text: 'base seal failure', lot: 'SG-24-118' } }], [zero()]);
  c.turn('Lot numbers may be stored without dashes.', [{ name: 'query_defects', args: { text: 'leaking', lot: 'SG24118' } }], [zero()]);
  c.turn('Try glycerine mixture wording and the lower-case lot.', [{ name: 'query_defects', args: { text: 'glycerin water loss', lot: 'sg-24-118' } }], [zero()]);
  c.turn('One more form: dome/globe cracking could cause leaking.', [{ name: 'query_defects', args: { text: 'cracked dome', lot: 'SG-24-118' } }], [zero()]);
  const root = c.root({ name: 'qc_defect_lookup', output: 'No defect records found for lot SG-24-118 under any wording tried.' });
  return row(FAMILY, 3, 'Six QC queries with synonyms for leaking and variant lot spellings all return zero rows; the recall question is left unanswered.', goal, root, LABELS);
}

// 04 doll hospital intake log, Vercel AI SDK
function r04() {
  const N = new Noise(id(4), '2025-06-17T14:05:00.000Z');
  const goal = 'A customer asks whether her 1920s Käthe Kruse cloth doll, dropped off in March, has had its face repainting finished. Look up the repair ticket.';
  const c = new Convo(N, 'vercel', { model: 'gpt-4o-mini', system: 'You handle customer questions for the Tinder Street Doll Hospital. Tools: search_intake(query).', user: goal, name: 'doll-hospital-helpdesk' });
  const nil = () => ({ result: { matches: [], page: 1, query_time: N.dur('ms'), x_request_id: N.reqId('dh_') } });
  c.turn('', [{ name: 'search_intake', args: { query: 'Käthe Kruse cloth doll face repaint' } }], [nil()]);
  c.turn('The umlaut may not be indexed.', [{ name: 'search_intake', args: { query: 'Kathe Kruse doll repaint' } }], [nil()]);
  c.turn('German transliteration uses ae.', [{ name: 'search_intake', args: { query: 'Kaethe Kruse repaint face' } }], [nil()]);
  c.turn('Maybe the intake describes the doll generically.', [{ name: 'search_intake', args: { query: 'cloth doll 1920s german facial paint restoration' } }], [nil()]);
  c.turn('Try only the maker surname and the month.', [{ name: 'search_intake', args: { query: 'Kruse March' } }], [nil()]);
  const root = c.root({ output: 'I could not find the repair ticket for the Käthe Kruse doll.', maxSteps: 6 });
  return row(FAMILY, 4, 'Five intake searches spelling the doll maker differently or describing the doll generically come back empty and the question stays unanswered.', goal, root, LABELS);
}

// 05 PO box rentals, Agno (not in the brief list)
function r05() {
  const N = new Noise(id(5));
  const goal = 'Find who rents PO Box 417 at the Millbrook counter and whether the rental is paid up, so we can forward a parcel notice.';
  const c = new Convo(N, 'agno', { model: 'gpt-4.1-mini', system: 'You are the Millbrook post counter assistant. Use lookup_box to find rentals.', user: goal, name: 'po-box-desk' });
  const nf = (k) => ({ result: J({ status: 404, error: 'no_rental', detail: `no rental matched ${k}`, trace: N.hex(16), at: N.epochMs() }) });
  c.turn('', [{ name: 'lookup_box', args: { box: 'PO Box 417', office: 'Millbrook' } }], [nf('box')]);
  c.turn('The field may want the bare number.', [{ name: 'lookup_box', args: { box: '417', office: 'Millbrook' } }], [nf('box')]);
  c.turn('Boxes are sometimes zero-padded to four digits.', [{ name: 'lookup_box', args: { box: '0417', office: 'MILLBROOK' } }], [nf('box')]);
  c.turn('Perhaps the id includes a bank prefix like B-.', [{ name: 'lookup_box', args: { box_id: 'B-0417', office_code: 'MLB' } }], [nf('box_id')]);
  c.turn('Trying the office postcode instead of the name.', [{ name: 'lookup_box', args: { box: '417', office: 'MB4 2QT' } }], [nf('box')]);
  c.turn('Maybe it is a large box with an A suffix.', [{ name: 'lookup_box', args: { box: '417A', office: 'Millbrook' } }], [nf('box')]);
  c.turn('Last attempt with P.O. spelled with dots.', [{ name: 'lookup_box', args: { box: 'P.O. Box 417', office: 'Millbrook' } }], [nf('box')]);
  const root = c.root({ output: 'No rental record found for box 417; unable to confirm the renter.' });
  return row(FAMILY, 5, 'Seven lookups of the same PO box with different number formats, prefixes and office identifiers each return a not-found error.', goal, root, LABELS);
}

// 06 steel pan band arrangement library, DSPy ReAct
function r06() {
  const N = new Noise(id(6));
  const goal = 'Find our band\'s arrangement of "Pan in A Minor" for tenor, double seconds and bass so the juniors can rehearse it Saturday.';
  const c = new Convo(N, 'dspy', { model: 'gpt-4o-mini', user: goal });
  const e = () => ({ result: { results: [], collection: 'arrangements', engine: 'meilisearch', processingTimeMs: N.int(0, 6), estimatedTotalHits: 0, requestUid: N.uuid() } });
  c.turn('Search the arrangement library for the title.', [{ name: 'search_scores', args: { query: 'Pan in A Minor' } }], [e()]);
  c.turn('Perhaps it is filed under the composer, Lord Kitchener.', [{ name: 'search_scores', args: { query: 'Lord Kitchener Pan in A Minor arrangement' } }], [e()]);
  c.turn('The title may be stored without the article.', [{ name: 'search_scores', args: { query: 'Pan A Minor tenor double seconds bass' } }], [e()]);
  c.turn('Maybe with "Am" abbreviation as on part labels.', [{ name: 'search_scores', args: { query: 'Pan in Am' } }], [e()]);
  c.turn('Try the genre and section names instead.', [{ name: 'search_scores', args: { query: 'calypso road march tenor pan double second part' } }], [e()]);
  const root = c.root({ output: 'Could not locate the arrangement.', reasoning: 'Five searches returned no results.' });
  return row(FAMILY, 6, 'Five searches of the score library for the same tune under title, composer, abbreviation and genre wordings all come back empty.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['button factory catalogue', 'camel trekking bookings', 'snow globe factory QC', 'doll hospital repairs', 'PO box rentals', 'steel pan band library'];
