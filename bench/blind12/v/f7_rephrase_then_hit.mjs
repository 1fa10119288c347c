// Family 7 — rephrase_then_hit (loop: false, stagnation: false)
// A search comes back empty, the agent rewords it, and the second or third attempt finds what is
// needed; the agent then uses the result and completes the task. Healthy.
import { Trace } from './lib.mjs';

export const family = 'rephrase_then_hit';
export const loop = false;
export const stagnation = false;
export const isolates = 'A reworded search that hits on the second or third try, after which the task is completed.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'court reporting', style: 'vercel',
    isolates: 'An AI SDK agent\'s free-text transcript search is empty, the structured witness/date search finds the certified deposition, and the requested excerpt is delivered.',
    goal: 'Find the certified transcript of the Delgado deposition taken in March and send pages 44-52 to the paralegal, Nina Osei.',
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the production assistant at Keystone Court Reporting. Transcripts are stored by job number with witness and date metadata.' });
      T.step({ calls: [{ name: 'searchTranscripts', args: { query: 'Delgado deposition March' }, result: () => ({ hits: [], total: 0, took: `${n.int(8, 40)}ms` }) }] });
      T.step({ reasoning: 'Free text found nothing. The index is keyed on the witness field in "Last, First" form plus a date range, so use the structured filters.', calls: [{ name: 'searchTranscripts', args: { witness: 'Delgado', date_from: '2025-03-01', date_to: '2025-03-31', status: 'certified' }, result: () => ({ hits: [{ job: 'KCR-25-03117', witness: 'Delgado, Ramón A.', case: 'Harlow v. Meridian Logistics', taken: '2025-03-18', pages: 212, certified: true, reporter: 'L. Brandt, RPR' }], total: 1, took: `${n.int(8, 40)}ms` }) }] });
      T.step({ reasoning: 'Job KCR-25-03117 is the certified Delgado transcript (212 pages). Pull pages 44-52.', calls: [{ name: 'getTranscriptPages', args: { job: 'KCR-25-03117', from: 44, to: 52, format: 'pdf' }, result: () => ({ file: `https://files.keystonecr.example/x/KCR-25-03117_p44-52.pdf?sig=${n.b64(43)}&exp=${n.epoch() + 86400}`, pages: 9, bytes: n.int(180000, 260000) }) }] });
      T.step({ reasoning: 'Send the excerpt link to Nina.', calls: [{ name: 'sendEmail', args: { to: 'nina.osei@harlowlaw.example', subject: 'Delgado depo (KCR-25-03117), pp. 44-52', body: 'Hi Nina, attached is the certified excerpt, pages 44-52 of the Ramón A. Delgado deposition taken 18 March 2025 (Harlow v. Meridian Logistics). The link is valid for 24 hours.' }, result: () => ({ messageId: n.uuid(), accepted: ['nina.osei@harlowlaw.example'] }) }] });
      T.say('Sent Nina Osei pages 44–52 of the certified Delgado deposition (job KCR-25-03117, taken 18 March 2025). The first free-text search missed it; the witness/date filter found it.');
      return T.finish({ final: 'Excerpt sent to Nina Osei.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'open-source library maintenance', style: 'claude',
    isolates: 'A Claude Agent SDK coding run greps for url.parse( with no matches, rewrites the search to the import forms, finds two call sites, fixes them and the tests pass.',
    goal: "Our npm library 'tiny-invoice' must stop using the deprecated Node url.parse API before the v4 release. Find and fix every call site.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are a coding agent in the tiny-invoice repository (TypeScript, Node 20).', tools: ['Grep', 'Read', 'Edit', 'Bash'], cwd: '/home/dev/tiny-invoice' });
      T.step({ text: 'Let me find the url.parse call sites.', calls: [{ name: 'Grep', args: { pattern: 'url\\.parse\\(', path: 'src', output_mode: 'content', '-n': true }, result: 'No matches found' }] });
      T.step({ text: 'No direct url.parse( calls, so the API is probably imported under another name. Searching for imports of the url module instead.', calls: [{ name: 'Grep', args: { pattern: "from ['\"](node:)?url['\"]|require\\(['\"](node:)?url['\"]\\)", path: 'src', output_mode: 'content', '-n': true }, result: "src/http/webhook.ts:3:import { parse as parseUrl } from 'node:url';\nsrc/pdf/links.ts:1:const { parse } = require('url');" }] });
      T.step({ text: 'Two files alias it: parseUrl in webhook.ts and a destructured parse in links.ts. Let me look at the usages.', calls: [{ name: 'Grep', args: { pattern: 'parseUrl\\(|\\bparse\\(', path: 'src', output_mode: 'content', '-n': true }, result: 'src/http/webhook.ts:41:  const { pathname, query } = parseUrl(req.url ?? "", true);\nsrc/pdf/links.ts:12:  const u = parse(href);\nsrc/pdf/links.ts:13:  return u.protocol === "https:" && ALLOWED.has(u.hostname ?? "");' }] });
      T.step({ text: 'webhook.ts needs pathname and the query object; WHATWG URL gives searchParams, so I will convert with Object.fromEntries and use a dummy base for relative request URLs.', calls: [{ name: 'Edit', args: { file_path: '/home/dev/tiny-invoice/src/http/webhook.ts', old_string: '  const { pathname, query } = parseUrl(req.url ?? "", true);', new_string: '  const u = new URL(req.url ?? "", "http://localhost");\n  const pathname = u.pathname;\n  const query = Object.fromEntries(u.searchParams);' }, result: 'The file /home/dev/tiny-invoice/src/http/webhook.ts has been updated.' }, { name: 'Edit', args: { file_path: '/home/dev/tiny-invoice/src/http/webhook.ts', old_string: "import { parse as parseUrl } from 'node:url';\n", new_string: '' }, result: 'The file /home/dev/tiny-invoice/src/http/webhook.ts has been updated.' }] });
      T.step({ text: 'links.ts only checks protocol and hostname; new URL throws on invalid input where parse did not, so I will wrap it to keep returning false.', calls: [{ name: 'Edit', args: { file_path: '/home/dev/tiny-invoice/src/pdf/links.ts', old_string: '  const u = parse(href);\n  return u.protocol === "https:" && ALLOWED.has(u.hostname ?? "");', new_string: '  let u: URL;\n  try { u = new URL(href); } catch { return false; }\n  return u.protocol === "https:" && ALLOWED.has(u.hostname);' }, result: 'The file /home/dev/tiny-invoice/src/pdf/links.ts has been updated.' }, { name: 'Edit', args: { file_path: '/home/dev/tiny-invoice/src/pdf/links.ts', old_string: "const { parse } = require('url');\n", new_string: '' }, result: 'The file /home/dev/tiny-invoice/src/pdf/links.ts has been updated.' }] });
      T.step({ calls: [{ name: 'Bash', args: { command: 'npm test --silent 2>&1 | tail -n 8', description: 'Run tests' }, result: () => ` ✓ test/webhook.test.ts (9 tests) ${n.int(20, 60)}ms\n ✓ test/links.test.ts (6 tests) ${n.int(5, 20)}ms\n ✓ test/invoice.test.ts (31 tests) ${n.int(90, 240)}ms\n\n Test Files  3 passed (3)\n      Tests  46 passed (46)\n   Start at  ${n.hms()}\n   Duration  ${n.float(1.1, 2.4, 2)}s (transform ${n.int(200, 400)}ms, setup 0ms, collect ${n.int(300, 600)}ms, tests ${n.int(150, 320)}ms)` }] });
      T.say('Removed both url.parse usages: src/http/webhook.ts now uses new URL(...) with searchParams, and src/pdf/links.ts uses new URL inside try/catch. A plain grep for "url.parse(" missed them because they were imported under aliases. All 46 tests pass.');
      return T.finish({ final: 'Both url.parse call sites replaced; tests pass.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'tattoo studio bookings', style: 'bedrock',
    isolates: 'A Bedrock agent\'s first two client-name searches are empty, the surname-only search finds the double-barrelled client, and her consultation is moved.',
    goal: "Find the client record for 'Jess Whitfield' who booked a cover-up consultation, and move her consultation from Thursday to Saturday at 11:00.",
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the front-desk agent at Ironleaf Tattoo Collective. Clients and Calendar action groups are available.' });
      const empty = () => JSON.stringify({ clients: [], count: 0, searched_in: 'clients_v3', ms: n.int(5, 40) });
      T.step({ text: 'I will look up the client by the name given.', calls: [{ name: 'Clients::searchClients', args: { name: 'Jess Whitfield' }, result: empty }] });
      T.step({ text: 'No match for the short first name. Records are usually created with the full legal first name, so trying Jessica.', calls: [{ name: 'Clients::searchClients', args: { name: 'Jessica Whitfield' }, result: empty }] });
      T.step({ text: 'Still nothing with the full name. The surname may be double-barrelled or hyphenated in the record, so I will search by surname alone.', calls: [{ name: 'Clients::searchClients', args: { name: 'Whitfield' }, result: () => JSON.stringify({ clients: [{ id: 'CL-20931', name: 'Jessica Whitfield-Carr', phone: '07700 900 562', next: { type: 'cover-up consultation', artist: 'Rae', when: 'Thu 15:30' } }, { id: 'CL-11802', name: 'Dan Whitfield', next: null }], count: 2, searched_in: 'clients_v3', ms: n.int(5, 40) }) }] });
      T.step({ text: 'CL-20931 Jessica Whitfield-Carr has the cover-up consultation with Rae on Thursday 15:30. Moving it to Saturday 11:00.', calls: [{ name: 'Calendar::rescheduleAppointment', args: { client_id: 'CL-20931', appointment_type: 'cover-up consultation', new_slot: 'Saturday 11:00', artist: 'Rae' }, result: () => JSON.stringify({ ok: true, appointment: 'APT-' + n.digits(6), artist: 'Rae', slot: 'Sat 11:00-11:45', sms_confirmation: 'sent' }) }] });
      T.say('Found the client as Jessica Whitfield-Carr (CL-20931) and moved her cover-up consultation with Rae from Thursday 15:30 to Saturday 11:00–11:45. She has been sent an SMS confirmation.', { reasoning: 'Reschedule succeeded; report back.' });
      return T.finish({ final: 'Consultation moved to Saturday 11:00.', status: 'FINISHED' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'pipe organ restoration', style: 'plain',
    isolates: 'A message-level agent\'s literal catalogue search for pouch leather is empty, the trade-term query finds pre-cut zephyr skin discs, and it places the order.',
    goal: "Order 48 replacement leather pouches (32 mm) for the pneumatic action of the 1887 Hill & Son organ from our usual supplier.",
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'workshop-buyer', system: 'You buy materials for Corran Organ Builders. Usual supplier: Stoke Organ Supplies (catalogue API). Confirm price before ordering; budget per job £400.' });
      T.step({ calls: [{ name: 'search_catalogue', args: { supplier: 'stoke-organ-supplies', q: 'leather pouch 32mm pneumatic' }, result: () => ({ status: 200, headers: { 'content-type': 'text/html; charset=UTF-8', 'x-request-id': n.uuid(), date: n.http(), 'set-cookie': `PHPSESSID=${n.lower(26)}; path=/; HttpOnly` }, body: '<div class="search-results">\n  <h1>Search results for &ldquo;leather pouch 32mm pneumatic&rdquo;</h1>\n  <div class="search-empty">Sorry, no products matched your search. Try fewer words or check the spelling.</div>\n</div>' }) }] });
      T.step({ text: 'Nothing under the literal description. Organ suppliers sell pouch leather as "zephyr skin" and list pouches as pre-cut discs, so searching with that trade term.', calls: [{ name: 'search_catalogue', args: { supplier: 'stoke-organ-supplies', q: 'zephyr skin disc', category: 'pneumatic action' }, result: () => ({ status: 200, headers: { 'content-type': 'text/html; charset=UTF-8', 'x-request-id': n.uuid(), date: n.http(), 'set-cookie': `PHPSESSID=${n.lower(26)}; path=/; HttpOnly` }, body: '<div class="search-results">\n  <h1>Search results for &ldquo;zephyr skin disc&rdquo; in Pneumatic action</h1>\n  <ul class="products">\n    <li class="product" data-sku="ZS-DISC-32"><a href="/p/zs-disc-32">Zephyr skin pouch discs, pre-cut, 32 mm, pack of 25</a> <span class="price">&pound;38.50</span> <span class="stock in">In stock (9)</span></li>\n    <li class="product" data-sku="ZS-SHEET-A4"><a href="/p/zs-sheet-a4">Zephyr skin, A4 sheet</a> <span class="price">&pound;21.00</span> <span class="stock in">In stock (30)</span></li>\n  </ul>\n</div>' }) }] });
      T.step({ text: 'ZS-DISC-32 is exactly 32 mm pre-cut, 25 per pack at £38.50. 48 pouches need 2 packs (50 discs), £77 total, within budget. Ordering.', calls: [{ name: 'place_order', args: { supplier: 'stoke-organ-supplies', lines: [{ sku: 'ZS-DISC-32', qty: 2 }], job_ref: 'HILL-1887-PNEU' }, result: () => ({ order: 'SOS-' + n.digits(6), total_gbp: 77.0, shipping: 'Royal Mail Tracked 48', eta: n.dayPlus(3) }) }] });
      T.say('Ordered 2 packs of ZS-DISC-32 zephyr skin pouch discs (32 mm, 50 discs in total for the 48 pouches) from Stoke Organ Supplies for £77, charged to job HILL-1887-PNEU.');
      return T.finish({ final: 'Order placed with Stoke Organ Supplies.', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'lighthouse heritage archive', style: 'assistants',
    isolates: 'An Assistants run\'s first two archive searches for 1911 logbooks are empty; the third, using the archival record type and a date range, finds the journal and a reading-room slot is booked.',
    goal: "Find the keeper's logbooks for Skerrow Point lighthouse from 1911 for the centenary exhibition researcher, and book her a reading-room slot to see them.",
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You help visitors of the Northern Lights Heritage Trust archive. search_archive queries the catalogue; book_reading_room reserves a seat with the requested documents.' });
      T.step({ calls: [{ name: 'search_archive', args: { q: 'Skerrow Point keeper log 1911' }, result: () => ({ results: [], total: 0, took_ms: n.int(20, 90) }) }] });
      T.step({ text: 'Nothing under "keeper log". Catalogue entries may use "journal" and the station name without "Point", so I will try that with a year filter.', calls: [{ name: 'search_archive', args: { q: 'Skerrow lighthouse journal', year: 1911 }, result: () => ({ results: [], total: 0, took_ms: n.int(20, 90) }) }] });
      T.step({ text: 'The year filter might exclude volumes that span several years. Searching by the formal record type with a date range around 1911.', calls: [{ name: 'search_archive', args: { q: 'Skerrow', record_type: 'Principal Lightkeeper journal', date_from: 1905, date_to: 1915 }, result: () => ({ results: [{ ref: 'NLHT/SKR/3/7', title: 'Journal of the Principal Lightkeeper, Skerrow, 1909-1913', extent: '1 volume', access: 'open', location: 'Strongroom B' }, { ref: 'NLHT/SKR/3/8', title: 'Journal of the Principal Lightkeeper, Skerrow, 1913-1917', access: 'open' }], total: 2, took_ms: n.int(20, 90) }) }] });
      T.step({ text: 'NLHT/SKR/3/7 covers 1909-1913 and so includes 1911. Booking a reading-room slot for the researcher with that volume.', calls: [{ name: 'book_reading_room', args: { visitor: 'Dr. Helen Marwick', date: 'next available', documents: ['NLHT/SKR/3/7'] }, result: () => ({ booking: 'RR-' + n.digits(5), date: n.dayPlus(2), seat: 4, documents_ready_by: '10:00' }) }] });
      T.say('The 1911 entries are in NLHT/SKR/3/7, "Journal of the Principal Lightkeeper, Skerrow, 1909–1913" (open access). I have booked Dr. Helen Marwick reading-room seat 4, with the volume ready from 10:00.');
      return T.finish({ status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'dog show entries', style: 'vertex',
    isolates: 'An ADK agent\'s search by the dog\'s pet name is empty, the breed-plus-owner search finds the registered name, and it replies with the classes entered.',
    goal: "Check whether 'Biscuit' the Cavalier King Charles Spaniel is entered in Sunday's open show, and in which classes, and tell the owner.",
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'show_secretary_agent', app: 'wolds-canine-society', system: 'You assist the show secretary of the Wolds Canine Society. Entries are stored under the Kennel Club registered name.' });
      T.step({ calls: [{ name: 'search_entries', args: { show: 'OPEN-SUN', dog_name: 'Biscuit' }, result: () => ({ entries: [], total: 0, index_rev: n.int(300, 340) }) }] });
      T.step({ text: 'No entry called Biscuit. Entries use the registered name, which usually differs from the pet name, so searching by breed and owner instead.', calls: [{ name: 'search_entries', args: { show: 'OPEN-SUN', breed: 'Cavalier King Charles Spaniel', owner: 'Pereira' }, result: () => ({ entries: [{ ring_no: 112, registered_name: 'Amberlea Golden Biscuit', call_name: 'Biscuit', owner: 'M. Pereira', classes: ['Post Graduate Dog', 'Limit Dog'], ring: 3, judging_from: '10:30' }], total: 1, index_rev: n.int(300, 340) }) }] });
      T.step({ text: 'Found Amberlea Golden Biscuit, ring number 112, in two classes. Letting the owner know.', calls: [{ name: 'send_owner_message', args: { owner: 'M. Pereira', text: 'Biscuit (Amberlea Golden Biscuit) is entered on Sunday in Post Graduate Dog and Limit Dog, ring 3, judging from 10:30. Ring number 112.' }, result: () => ({ sent: true, id: n.lower(12) }) }] });
      T.say('Yes — Biscuit is entered as Amberlea Golden Biscuit (ring no. 112) in Post Graduate Dog and Limit Dog, ring 3, from 10:30 on Sunday. The owner has been told.');
      return T.finish({ final: 'Entered in Post Graduate Dog and Limit Dog; owner informed.', status: 'completed' });
    },
  },
];
