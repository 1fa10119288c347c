// Family 2: the same lookup re-worded again and again (synonyms, field names, date/id formats, quoting), never a hit.
export const family = 'reworded_empty_queries';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'ocularist (prosthetic eye) clinic', style: 'ai-sdk',
    isolates: 'Five patient-record searches for the same iris-painting file, each phrased with different name order, date format or field, all return zero hits.',
    goal: 'Find the iris painting reference photo and shell measurements for patient Adaeze Okonkwo (DOB 9 April 1987) so the lab can remake her left scleral shell.',
    opts: { agent: 'ocular-lab-assistant', model: 'gpt-4.1-mini', system: 'You help an ocular prosthetics lab. Use search_patient_records to find records; never guess measurements.' },
    build(k) {
      const r = k.r;
      const none = (q) => ({ results: [], total: 0, query_echo: q, took_ms: r.int(8, 60), request_id: r.reqId('rq_'), index: 'ocular-records-v3' });
      const qs = [
        { query: 'Adaeze Okonkwo' },
        { last_name: 'Okonkwo', first_name: 'Adaeze', dob: '1987-04-09' },
        { query: 'Okonkwo, A. left shell iris photo' },
        { dob: '09/04/1987', eye: 'OS' },
        { query: '"Okonkwo" scleral shell remake', fuzzy: true },
      ];
      const texts = [undefined, 'No match on the full name. I will try structured name and ISO date fields.', undefined, 'Still nothing; the clinic might store dates day-first, so I\'ll search by DOB in that format with the eye code.', undefined];
      const ch = [];
      qs.forEach((q, i) => ch.push(...k.t({ text: texts[i], calls: [{ name: 'search_patient_records', args: q, out: none(q) }] })));
      ch.push(...k.t({ text: 'I could not locate any record for Adaeze Okonkwo under name, date of birth or shell keywords, so I cannot provide the iris reference or shell measurements yet.' }));
      return k.root(ch, { output: { 'ai.response.text': 'I could not locate any record for Adaeze Okonkwo under name, date of birth or shell keywords.' }, meta: { 'ai.response.finishReason': 'stop' } });
    },
  },
  {
    n: '02', domain: 'ice hockey skate sharpening shop', style: 'plain',
    isolates: 'The agent looks up one sharpening ticket with the id spelled five different ways; every lookup is a not-found and the customer question stays open.',
    goal: 'A customer says his skates (ticket SK-0412, dropped off Tuesday) were sharpened to the wrong hollow. Find the ticket and tell me which radius was recorded.',
    opts: { agent: 'pro-shop-bot', model: 'gpt-4o-mini', system: 'You are the pro-shop assistant at Riverside Arena. Tool: lookup_ticket(ticket).' },
    build(k) {
      const r = k.r;
      const nf = (t) => ({ status: 404, body: { error: 'ticket_not_found', ticket: t }, headers: { 'x-request-id': r.uuid(), 'x-served-by': r.host('pos-api'), date: r.date('http') } });
      const ids = ['SK-0412', 'SK0412', '412', 'sk-412', '#0412'];
      const ch = [];
      ids.forEach((t, i) => ch.push(...k.t({ text: i === 2 ? 'Maybe the prefix is not stored; trying the bare number.' : undefined, calls: [{ name: 'lookup_ticket', args: { ticket: t }, out: nf(t) }] })));
      ch.push(...k.t({ text: 'I cannot find ticket SK-0412 in the POS under any spelling. Could you check the paper stub for the exact number?' }));
      return k.root(ch, { output: 'I cannot find ticket SK-0412 in the POS under any spelling.' });
    },
  },
  {
    n: '03', domain: 'mobile push-notification outage log search', style: 'openinference',
    isolates: 'Six Elasticsearch queries for the same APNs failure, rewritten with different field names, quoting and time syntax, each report hits.total 0.',
    goal: 'Between 02:00 and 03:00 UTC last night iOS users stopped getting order-shipped notifications. Find the push-gateway error that explains it.',
    opts: { agent: 'oncall-log-agent', model: 'gpt-4o', system: 'You investigate incidents for the notifications team using search_logs (Elasticsearch query_string syntax).' },
    build(k) {
      const r = k.r;
      const empty = () => ({ took: r.int(4, 210), timed_out: false, _shards: { total: 24, successful: 24, skipped: r.int(0, 20), failed: 0 }, hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] } });
      const qs = [
        { index: 'logs-push-*', q: 'service:push-gateway AND level:error AND apns', from: 'now-1d/d+2h', to: 'now-1d/d+3h' },
        { index: 'logs-push-*', q: 'service.name:"push-gateway" AND log.level:ERROR', from: '2024-11-19T02:00:00Z', to: '2024-11-19T03:00:00Z' },
        { index: 'logs-push-*', q: 'message:"APNs" AND (failed OR rejected)', from: '2024-11-19 02:00', to: '2024-11-19 03:00' },
        { index: 'logs-push-*', q: '"BadDeviceToken" OR "ExpiredProviderToken" OR "TooManyProviderTokenUpdates"', from: '2024-11-19T02:00:00Z', to: '2024-11-19T03:00:00Z' },
        { index: 'logs-push-*', q: 'apns.status:[400 TO 499]', from: '1731981600000', to: '1731985200000' },
        { index: 'logs-push-*', q: 'component:apns_client AND NOT level:info', from: '2024-11-19T02:00:00+00:00', to: '2024-11-19T03:00:00+00:00' },
      ];
      const texts = ['Searching error-level push-gateway logs mentioning APNs in the window.', undefined, 'Maybe errors are not tagged as such; I\'ll search the message text for APNs failures instead.', 'Trying the specific APNs reason strings that usually break delivery.', undefined, 'Epoch-millis window and a status-range query also came back empty; last attempt with the client component name.'];
      const ch = [];
      qs.forEach((q, i) => ch.push(...k.t({ text: texts[i], calls: [{ name: 'search_logs', args: q, out: JSON.stringify(empty()) }] })));
      return k.root(ch, { error: 'agent stopped: max_iterations=6 reached' });
    },
  },
  {
    n: '04', domain: 'headstone engraving orders', style: 'llamaindex',
    isolates: 'A query-engine tool over the order archive is asked four times for the same epitaph proof in different wording; each retrieval returns no nodes and an Empty Response.',
    goal: 'The Harrow family wants to confirm the epitaph proof approved for their grandmother\'s grey granite headstone (order placed around June 2023). Find the approved wording.',
    opts: { agent: 'engraving-orders', model: 'gpt-4o-mini', system: 'Answer questions about memorial engraving orders using the orders_archive tool.' },
    build(k) {
      const r = k.r;
      const q = (text) => ({ name: 'orders_archive', args: { input: text }, out: 'Empty Response', children: [k.retriever('VectorIndexRetriever.retrieve', text, [], { 'retrieval.top_k': 5, 'vector_store': 'qdrant://orders-archive', request_ms: r.int(20, 90) })] });
      const ch = [
        ...k.t({ calls: [q('Harrow epitaph proof approved grey granite')] }),
        ...k.t({ text: 'No nodes. The surname may be recorded under the purchaser; rephrasing by the memorial details.', calls: [q('approved inscription wording for Mrs Harrow memorial headstone June 2023')] }),
        ...k.t({ calls: [q('proof sign-off grey granite upright 2023-06 Harrow')] }),
        ...k.t({ text: 'Trying the archive terminology used on job sheets: "lettering layout" instead of epitaph.', calls: [q('lettering layout signed off by family HARROW')] }),
        ...k.t({ text: 'The archive returned nothing for any of these phrasings, so I cannot confirm the approved epitaph.' }),
      ];
      return k.root(ch, { output: { response: 'The archive returned nothing for any of these phrasings, so I cannot confirm the approved epitaph.', source_nodes: [] } });
    },
  },
  {
    n: '05', domain: 'pinhole camera kit maker support', style: 'pydantic-ai',
    isolates: 'A support agent searches the help-centre five times for the warranty policy on a discontinued camera, using synonyms each time, and never gets an article.',
    goal: 'Customer asks whether the 2-year warranty still applies to her Lumen 6x9 wooden pinhole camera now that the model is discontinued. Answer from our policy articles.',
    opts: { agent: 'support_agent', model: 'gpt-4o', system: 'You answer customer questions for a pinhole camera kit company. Only answer from help-centre articles found with search_help_center.' },
    build(k) {
      const r = k.r;
      const empty = (qq) => ({ articles: [], count: 0, locale: 'en-gb', query: qq, search_id: 'srch_' + r.hex(16), ms: r.int(30, 140) });
      const qs = ['warranty discontinued camera', 'Lumen 6x9 guarantee', 'repair policy for models no longer sold', 'legacy product two year cover', 'end-of-life products warranty terms'];
      const ch = [];
      qs.forEach((qq, i) => ch.push(...k.t({ text: i === 3 ? 'None of the product-specific searches hit; trying the generic legacy wording.' : undefined, calls: [{ name: 'search_help_center', args: { query: qq, locale: 'en-gb' }, out: empty(qq) }] })));
      return k.root(ch, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' });
    },
  },
  {
    n: '06', domain: 'tide-table almanac publisher', style: 'genkit',
    isolates: 'A Genkit flow (a tracer not in the brief\'s list) queries the archive for the same 1987 harmonic constants with four different parameter spellings and gets an empty list each time.',
    goal: 'For the 2026 almanac reprint we need the 1987 harmonic constants (M2, S2, K1, O1) for Port Ellery that the old edition used. Retrieve them from the archive.',
    opts: { agent: 'almanacResearchFlow', llmName: 'googleai/gemini-2.5-pro', model: 'gemini-2.5-pro', toolNames: ['searchTideArchive'] },
    build(k) {
      const r = k.r;
      const e = () => ({ records: [], matched: 0, archive_build: 'tide-arch ' + r.hex(8), served_from: r.pick(['eu-west4-a', 'eu-west4-b', 'eu-west4-c']), query_ms: r.int(12, 300) });
      const qs = [
        { station: 'Port Ellery', year: 1987, constituents: ['M2', 'S2', 'K1', 'O1'] },
        { station_name: 'PORT ELLERY', epoch: '1987' },
        { q: 'Ellery harmonic constituents amplitude phase 1987' },
        { station_id: 'PE-0412', date_range: '1987-01-01/1987-12-31', type: 'harmonics' },
      ];
      const ch = [];
      qs.forEach((q, i) => ch.push(...k.t({ text: i === 1 ? 'Nothing under the display name; trying the uppercase catalogue spelling and epoch field.' : i === 3 ? 'Switching to the station identifier with an explicit ISO date range.' : undefined, calls: [{ name: 'searchTideArchive', args: q, out: e() }] })));
      ch.push(...k.t({ text: 'The archive has no 1987 harmonic record for Port Ellery under any station name or id I tried.' }));
      return k.root(ch, { output: 'The archive has no 1987 harmonic record for Port Ellery under any station name or id I tried.' });
    },
  },
];
