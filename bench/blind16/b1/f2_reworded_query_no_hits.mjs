// Family: reworded_query_no_hits (loop: true, stagnation: false)
// The same tool with the same intent, reworded each time (synonyms, order, field names, id/date
// formats, quoting); every answer is empty. The task is never done.
import { call } from './lib.mjs';

export default [
  // 01 fjord salmon pens — Langfuse
  {
    domain: 'fjord salmon pens', style: 'langfuse', agent: 'aqua-compliance-agent',
    system: 'You assist the fish-health officer of a salmon farm. Tools query the site register and the lice-count database.',
    isolates: 'The agent searches the lice-count database five times for the same pen and week with reworded site names, id formats and date spellings, getting zero rows every time, and never produces the report.',
    goal: 'Get the adult female lice counts for pen 7 at the Hjartøy site for week 14 and say whether the 0.5 per fish limit was exceeded.',
    build(h, t) {
      const empty = (q) => () => ({ query: q, rows: [], row_count: 0, took_ms: h.ms(8, 90), db: h.host('pg-ro'), snapshot_lsn: `${h.hex(2).toUpperCase()}/${h.hex(8).toUpperCase()}` });
      t.turn('Querying lice counts for Hjartøy pen 7, week 14.', [call('query_lice_counts', { site: 'Hjartøy', pen: 7, week: 14 }, empty({ site: 'Hjartøy', pen: 7, week: 14 }))]);
      t.turn('No rows. The register may store the site without the Norwegian letter, so trying the ASCII spelling.', [call('query_lice_counts', { site: 'Hjartoy', pen: 7, week: 14 }, empty({ site: 'Hjartoy', pen: 7, week: 14 }))]);
      t.turn('Still empty. Perhaps pens are keyed as zero-padded strings like "P07".', [call('query_lice_counts', { site: 'Hjartøy', pen: 'P07', week: 14 }, empty({ site: 'Hjartøy', pen: 'P07', week: 14 }))]);
      t.turn('Nothing again. I will express the week as an ISO week string and use the locality number field instead of the name.', [call('query_lice_counts', { locality_no: '13457', cage: '7', iso_week: '2025-W14' }, empty({ locality_no: '13457', cage: '7', iso_week: '2025-W14' }))]);
      t.turn('Zero rows with the locality number too. Trying a date range covering the week in place of the week number.', [call('query_lice_counts', { site: 'Hjartøy', pen: 7, from: '31.03.2025', to: '06.04.2025' }, empty({ site: 'Hjartøy', pen: 7, from: '31.03.2025', to: '06.04.2025' }))]);
      t.turn('Let me try with the counting type spelled out, in case the default filter excludes adult females.', [call('query_lice_counts', { site: 'HJARTØY', pen: 7, week: 14, stage: 'adult_female' }, empty({ site: 'HJARTØY', pen: 7, week: 14, stage: 'adult_female' }))]);
      t.event('max-iterations', { limit: 6 }, null, { level: 'WARNING' });
      t.cut('agent stopped: iteration limit 6 reached, no final answer');
    },
  },

  // 02 sign-language interpreting agency — Claude Agent SDK (MCP tools)
  {
    domain: 'sign-language interpreting agency', style: 'claude', agent: 'claude-agent-sdk', cwd: '/app',
    isolates: 'The booking search for a BSL interpreter is rephrased with synonyms, quoted phrases and other field names four times, each returning an empty result list, and no interpreter is ever booked.',
    goal: 'Book a BSL/English interpreter with medical experience for a cardiology outpatient appointment at St Columba\'s on the 14th, 10:20-11:00.',
    build(h, t) {
      const none = () => JSON.stringify({ results: [], total: 0, page: 1, request_id: h.uuid(), served_at: h.isoSec() });
      t.turn('I\'ll search the interpreter roster for medical BSL interpreters on that date.', [call('mcp__roster__search_interpreters', { language: 'BSL', specialism: 'medical', date: '2025-11-14', start: '10:20', end: '11:00' }, none)]);
      t.turn('No results. The roster may tag the specialism as "healthcare" instead of "medical".', [call('mcp__roster__search_interpreters', { language: 'BSL', specialism: 'healthcare', date: '2025-11-14', start: '10:20', end: '11:00' }, none)]);
      t.turn('Empty again. Trying the language pair written out in full and the date in UK format.', [call('mcp__roster__search_interpreters', { language: 'British Sign Language / English', specialism: 'healthcare', date: '14/11/2025', start: '10:20', end: '11:00' }, none)]);
      t.turn('Still nothing. I\'ll use a free-text query with the registration body and the setting quoted.', [call('mcp__roster__search_interpreters', { q: '"RSLI" "hospital outpatient" BSL', date: '2025-11-14' }, none)]);
      t.turn('Also zero. One more variant: availability window expressed as a slot code and the qualification as NRCPD.', [call('mcp__roster__search_interpreters', { lang_code: 'bfi', qualification: 'NRCPD RSLI', slot: 'AM2', day: 'Fri 14 Nov' }, none)]);
      t.cut('error_max_turns: reached maximum number of turns (5)', null, { subtype: 'error_max_turns', num_turns: 5 });
    },
  },

  // 03 historic tram museum — DSPy ReAct
  {
    domain: 'historic tram museum', style: 'dspy', agent: 'ReAct.forward', inputField: 'question', outputField: 'answer',
    isolates: 'A ReAct agent hunts for a spare-part record in a museum archive with five rewordings (part names, fleet number formats, quoted phrases) and every search returns no hits.',
    goal: 'Does the museum hold a spare trolley pole base for tram car No. 21 (1912 Brush-built), and where is it stored?',
    build(h, t) {
      const nohit = (q) => () => `Archive search — 0 hits for ${q}\n(index generation ${h.int(800, 899)}, ${h.ms(12, 140)} ms, node ${h.host('solr')})`;
      t.turn('Search the parts archive for a trolley pole base linked to car 21.', [call('archive_search', { query: 'trolley pole base car 21' }, nohit('"trolley pole base car 21"'))]);
      t.turn('No hits; the cataloguers may have used the older term "trolley standard" and the fleet number written as No.21.', [call('archive_search', { query: 'trolley standard No.21' }, nohit('"trolley standard No.21"'))]);
      t.turn('Try the builder name plus the part, since parts are sometimes filed by manufacturer.', [call('archive_search', { query: 'Brush Electrical trolley base 1912' }, nohit('"Brush Electrical trolley base 1912"'))]);
      t.turn('Maybe an exact phrase with the accession prefix used for car fittings, TM-F.', [call('archive_search', { query: '"TM-F" "pole base"' }, nohit('"\\"TM-F\\" \\"pole base\\""'))]);
      t.turn('Try the swivel head wording with the fleet number as "twenty-one", in case numbers were spelled out.', [call('archive_search', { query: 'trolley swivel head car twenty-one spare' }, nohit('"trolley swivel head car twenty-one spare"'))]);
      t.cut('max_iters (5) reached; trajectory truncated', null, { iterations: 5 });
    },
  },

  // 04 meal-kit subscription support — plain message-level trace
  {
    domain: 'meal-kit subscription support', style: 'plain', agent: 'support-copilot',
    system: 'You are the support copilot for a meal-kit subscription service. Look up orders before answering.',
    isolates: 'A support agent looks up a missing delivery with the order number, the email, the box id and the postcode in turn; the order API answers 200 with an empty list each time and the customer never gets an answer.',
    goal: 'Customer says her Thursday box (order 88-20417, 4 recipes for 2) never arrived. Find the order and arrange a refund or redelivery.',
    build(h, t) {
      const empty = () => ({ status: 200, headers: { 'content-type': 'application/json', 'x-request-id': h.uuid(), date: h.http(), ...h.rate(300) }, body: { data: [], meta: { next: null, count: 0 } } });
      t.turn(null, [call('orders_search', { order_number: '88-20417' }, empty)]);
      t.turn('Nothing under that number; maybe the dash is not part of the stored order number.', [call('orders_search', { order_number: '8820417' }, empty)]);
      t.turn('No order. I will look the customer up by the email on the ticket instead.', [call('orders_search', { customer_email: 'h.okafor@example.net', delivery_day: 'thursday' }, empty)]);
      t.turn('Empty for the email as well. Trying the box identifier format printed on labels.', [call('orders_search', { box_id: 'BX-88-20417-2P4R' }, empty)]);
      t.turn('Still no results. Searching by postcode and delivery date, formatted as the warehouse does.', [call('orders_search', { postcode: 'M14 5RT', delivery_date: '2025/06/12' }, empty)]);
      t.cut('conversation abandoned: agent hit tool-call budget (5) without reply to customer');
    },
  },

  // 05 lapidary workshop — Strands
  {
    domain: 'lapidary workshop', style: 'strands', agent: 'workshop_assistant',
    isolates: 'The assistant tries to find a supplier quote for rough stone with four differently worded searches in the purchasing inbox, each returning no messages, and stops without the price.',
    goal: 'Find the quote we got last month for 500 g of rough Paraíba-type tourmaline and tell me the per-gram price.',
    build(h, t) {
      const nomsg = () => ({ messages: [], resultSizeEstimate: 0, nextPageToken: null, historyId: String(h.int(9000000, 9999999)) });
      t.turn('Searching the purchasing inbox for the tourmaline quote.', [call('mail_search', { mailbox: 'purchasing', q: 'quote Paraíba tourmaline rough 500g', newer_than: '45d' }, nomsg)]);
      t.turn('No messages. Suppliers often write "cuprian elbaite" for this material.', [call('mail_search', { mailbox: 'purchasing', q: 'cuprian elbaite rough offer', newer_than: '45d' }, nomsg)]);
      t.turn('Nothing. Perhaps the word order and accent differ, and the quote was a PDF attachment.', [call('mail_search', { mailbox: 'purchasing', q: 'tourmaline Paraiba has:attachment filename:pdf', newer_than: '45d' }, nomsg)]);
      t.turn('Still empty. Last attempt with the weight written in carats and the word "pricing".', [call('mail_search', { mailbox: 'purchasing', q: '"2500 ct" tourmaline pricing', newer_than: '60d' }, nomsg)]);
      t.turn('Trying the subject line format used by the Brazilian exporter, "Proposta".', [call('mail_search', { mailbox: 'purchasing', q: 'subject:(proposta turmalina bruta)', newer_than: '60d' }, nomsg)]);
      t.cut('MaxTokensReachedException: event loop stopped after 5 cycles');
    },
  },

  // 06 marathon race organisation — Haystack
  {
    domain: 'city marathon race office', style: 'haystack', agent: 'race-office-agent',
    isolates: 'The race-office agent looks up a runner\'s chip time with reworded name orders, bib formats and a club filter; the results service returns an empty hit list every time.',
    goal: 'A runner, Sinéad Ní Bhriain, says her finish time is missing from the results. Find her chip time and split data for the full marathon.',
    build(h, t) {
      const nohit = () => JSON.stringify({ hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: h.ms(2, 40), timed_out: false, _shards: { total: 3, successful: 3 }, node: h.host('es') });
      t.turn(null, [call('results_search', { name: 'Sinéad Ní Bhriain', race: 'FULL' }, nohit)]);
      t.turn('No hits. Results may list surname first without the fada.', [call('results_search', { name: 'Ni Bhriain, Sinead', race: 'FULL' }, nohit)]);
      t.turn('Empty. She may be registered under the anglicised surname; searching "Breen".', [call('results_search', { name: 'Sinead Breen', race: 'FULL' }, nohit)]);
      t.turn('Nothing again; trying her bib from the registration email, with the wave prefix.', [call('results_search', { bib: 'F-40913', race: 'FULL' }, nohit)]);
      t.turn('Trying the bib as a bare number and filtering by her club instead of name.', [call('results_search', { bib: '40913', club: 'Clontarf AC' }, nohit)]);
      t.cut('PipelineMaxComponentRuns: chat_generator reached max runs (6)');
    },
  },
];
