// Family 4 (loop): the agent rewords the same search again and again (synonyms, word order,
// singular/plural, quoting, another field or format) and every search comes back empty. Each
// rewording is a different thought, so the model's text does not repeat (stagnation false),
// but nothing new is learned and the task is never done.

export const family = {
  name: 'reworded_search_all_empty',
  loop: true,
  stagnation: false,
  isolates: 'Four or more reworded versions of one search all return nothing and the task stays undone.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'crane hire', style: 'pydantic', model: 'gpt-4o-2024-08-06', agent: 'lift_planner',
    isolates: 'Six rewordings of a load-chart search (model spelling, German title, asset filter, radius wording, manufacturer filter) all return zero hits and the request limit ends the run with the lift unconfirmed.',
    system: 'You support the dispatch desk of a mobile-crane hire company. Use search_documents over the technical document store to find manufacturer documents, then confirm lifts against them.',
    goal: 'Find the load chart for our Liebherr LTM 1090-4.2 (asset MC-1090-02) at 40 m radius with 16.5 t counterweight so dispatch can confirm Friday\'s 7.2 t rooftop HVAC lift.',
    tools: ['search_documents', 'get_document'],
    rootMeta: { request_limit: 6 },
    build(T) {
      const n = T.n;
      const empty = (q, f) => () => ({ query: q, filters: f || {}, hits: [], total: 0, took_ms: n.int(6, 70), index: 'techdocs-v7', search_id: n.uuid(), shard_failures: 0 });
      const qs = [
        ['I\'ll search the document store for the load chart.', 'LTM 1090-4.2 load chart', null],
        ['Nothing under that title. Manufacturer docs are often indexed by capacity wording, so trying "lifting capacity table".', 'Liebherr 1090 lifting capacity table 16.5 t counterweight', null],
        ['Liebherr documents are frequently German originals; searching for the German title with the model written without a space.', '"LTM1090-4.2" Traglasttabelle', null],
        ['Free text is not matching. Filtering by document type and our asset number instead of words.', '', { doc_type: 'load_chart', asset_id: 'MC-1090-02' }],
        ['Perhaps charts are split by boom configuration. Searching for the telescopic boom chart at 40 m radius.', '1090-4.2 telescopic boom charts 40 m radius', null],
        ['Widening to anything from Liebherr tagged as a load chart.', 'load chart', { manufacturer: 'Liebherr' }],
      ];
      for (const [text, q, f] of qs) {
        T.llm({ text, calls: [{ name: 'search_documents', args: f ? { query: q, filters: f, limit: 10 } : { query: q, limit: 10 } }] });
        T.tool('search_documents', undefined, empty(q, f));
      }
      return T.end({ error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'archaeological dig finds registries', style: 'messages', model: 'gpt-4o-mini-2024-07-18', agent: 'finds-registry-assistant',
    isolates: 'Seven reworded finds-registry searches (word order, comma form, material filter, typology name, Italian terms, context range) all come back with count 0 and the agent ends without the record.',
    system: 'You help the excavation team query the finds registry of the Monte Castellaccio excavation. Search with search_finds; cite context sheets by number.',
    goal: 'Find the context sheet and finds record for the stamped amphora handle from Trench C so I can cite it in the interim report.',
    tools: ['search_finds', 'get_context_sheet'],
    build(T) {
      const n = T.n;
      const empty = (params) => () => ({ results: [], count: 0, page: 1, params, db: 'finds_2025', time: `${n.float(0.004, 0.05, 3)}s`, cache_key: n.hex(16) });
      const steps = [
        ['Searching the registry for the stamped handle in Trench C.', { q: 'stamped amphora handle', trench: 'C' }],
        ['No match. Trying a shorter phrase in a different order.', { q: 'amphora handle stamp', trench: 'C' }],
        ['The registry sometimes uses the catalogue form with a comma. Trying that.', { q: 'handle, amphora, stamped' }],
        ['Searching by material and keyword instead of object name.', { material: 'ceramic', keyword: 'stamp', trench: 'C' }],
        ['If it was classified typologically it may be listed as a Dressel 20 handle.', { q: 'Dressel 20 handle' }],
        ['The site team records in Italian too; trying "ansa anfora bollo".', { q: 'ansa anfora bollo' }],
        ['Last attempt: all amphora fragments from contexts C100-C199 regardless of wording.', { object_type: 'amphora', context_from: 'C100', context_to: 'C199' }],
      ];
      for (const [text, args] of steps) {
        T.llm({ text, calls: [{ name: 'search_finds', args }] });
        T.tool('search_finds', undefined, empty(args));
      }
      T.llm({ text: 'I could not find any registry entry for a stamped amphora handle from Trench C under any of the terms I tried, so I cannot give you the context sheet or find number yet. It may not have been registered; the finds supervisor would know.' });
      return T.end({ output: 'I could not find any registry entry for a stamped amphora handle from Trench C under any of the terms I tried, so I cannot give you the context sheet or find number yet. It may not have been registered; the finds supervisor would know.' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'type foundries', style: 'adk', model: 'gemini-2.0-flash-001', agent: 'licence_desk',
    isolates: 'A font-licence search for one customer is retried under six spellings and fields (hyphen, legal suffix, word order, email domain, fuzzy prefix, family filter), all with zero matches, until the LLM-call limit.',
    system: 'You answer licensing questions for a small type foundry. search_licences searches the licence ledger by licensee name, email domain or font family.',
    goal: "Check which desktop and webfont licences Nordlicht Verlag holds for 'Fjord Serif' before we answer their request to add 5 desktop seats.",
    tools: ['search_licences', 'get_licence'],
    app: 'foundry_desk',
    build(T) {
      const n = T.n;
      const empty = () => ({ matches: [], total: 0, index_generation: n.seq('gen', n.int(8800, 9100), 0, 2), searched_at: n.isoNoMs(), ledger_region: 'eu-central' });
      const steps = [
        ['Looking the customer up by name.', { licensee: 'Nordlicht Verlag' }],
        ['German company names usually carry a legal form; trying the registered style with hyphen and GmbH.', { licensee: 'Nordlicht-Verlag GmbH' }],
        ['Maybe it was entered with the words swapped.', { licensee: 'Verlag Nordlicht' }],
        ['Switching from name to the email domain of their request.', { email_domain: 'nordlicht-verlag.de' }],
        ['Trying a fuzzy prefix match on just the distinctive word.', { licensee: 'Nordlicht', fuzzy: true }],
        ['Going from the font side: every Fjord Serif licence whose licensee contains "nord".', { family: 'Fjord Serif', licensee_contains: 'nord' }],
      ];
      for (const [text, args] of steps) {
        T.llm({ text, calls: [{ name: 'search_licences', args }] });
        T.tool('search_licences', undefined, empty);
      }
      return T.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `6` exceeded' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'scuba diving centres', style: 'vercel', model: 'gpt-4o-mini-2024-07-18', agent: 'dive-desk',
    isolates: 'A diver-certification lookup is rewritten seven ways (accent, surname-first, initial, card number with and without dashes, other agency) and every lookup returns no records before maxSteps stops the run.',
    system: 'You are the front-desk assistant of a dive centre. Before deep or wreck dives, verify certification with lookup_certification (it queries the agencies\' verification gateways).',
    goal: "Verify that diver 'Ana Beltrán' (born 1991) holds at least an Advanced Open Water certification before tomorrow's wreck dive to 28 m.",
    tools: ['lookup_certification'],
    cfg: { maxSteps: 7, finishReason: 'tool-calls' },
    build(T) {
      const n = T.n;
      const none = () => ({ records: [], message: 'No matching diver records', gateway: n.pick(['verify-gw-2.eu', 'verify-gw-4.eu', 'verify-gw-1.us']), ts: n.epoch(), trace: n.hex(16) });
      const steps = [
        ['', { name: 'Ana Beltrán', birth_year: 1991, agency: 'PADI' }],
        ['', { name: 'Ana Beltran', birth_year: 1991, agency: 'PADI' }],
        ['Trying surname-first as some agencies store it.', { name: 'Beltrán, Ana', agency: 'PADI' }],
        ['', { name: 'A. Beltran', birth_year: 1991, agency: 'PADI' }],
        ['She gave a card number on the booking form; searching by that.', { cert_no: '19-0722-8841', agency: 'PADI' }],
        ['The gateway may want the number without separators.', { cert_no: '1907228841', agency: 'PADI' }],
        ['Could be an SSI card instead of PADI.', { cert_no: '1907228841', agency: 'SSI' }],
      ];
      for (const [text, args] of steps) {
        T.llm({ text, calls: [{ name: 'lookup_certification', args }] });
        T.tool('lookup_certification', undefined, none);
      }
      return T.end({ output: '' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', startAt: '2025-03-17T08:10:00Z', domain: 'seismograph networks', style: 'mastra', model: 'gpt-4o-2024-08-06', agent: 'feltReportAgent',
    isolates: 'A felt-report lookup runs six reworded event queries (place spelling, coordinates, wider radius, lower magnitude, other event types, wider time window), each answered 204 No Content, and the step limit ends the run with no reply sent.',
    system: 'You answer public felt reports for a regional seismic network. Query the FDSN event service with search_events, then reply to the resident with reply_to_report.',
    goal: 'A resident near Nowa Dęba reported shaking last Tuesday around 21:30 local time (report FR-7734). Find the matching event in our catalogue and send them its time and magnitude.',
    tools: ['search_events', 'reply_to_report'],
    cfg: { maxSteps: 6 },
    build(T) {
      const n = T.n;
      const nc = () => `HTTP/1.1 204 No Content\nDate: ${n.httpDate()}\nServer: fdsnws-event/1.2.4 (SeisComP)\nX-Request-Id: ${n.hex(20)}\nX-Query-Time-Ms: ${n.int(11, 160)}\nConnection: keep-alive\n`;
      const steps = [
        ['Querying the catalogue by place name for Tuesday evening.', { region: 'Nowa Dęba', starttime: '2025-03-11T19:00:00', endtime: '2025-03-11T21:59:59' }],
        ['No events. The service may not handle the diacritic; using the ASCII spelling.', { region: 'Nowa Deba', starttime: '2025-03-11T19:00:00', endtime: '2025-03-11T21:59:59' }],
        ['Place-name search might not be supported at all. Switching to coordinates with a 20 km radius.', { latitude: 50.43, longitude: 21.75, maxradiuskm: 20, starttime: '2025-03-11T19:00:00', endtime: '2025-03-11T21:59:59' }],
        ['Widening the radius to 60 km and lowering the magnitude floor to 0.5.', { latitude: 50.43, longitude: 21.75, maxradiuskm: 60, minmagnitude: 0.5, starttime: '2025-03-11T19:00:00', endtime: '2025-03-11T21:59:59' }],
        ['Shaking near a military range could be catalogued as an explosion rather than an earthquake; including all event types.', { latitude: 50.43, longitude: 21.75, maxradiuskm: 60, eventtype: 'earthquake,explosion,quarry blast,sonic boom', starttime: '2025-03-11T19:00:00', endtime: '2025-03-11T21:59:59' }],
        ['Maybe the resident\'s day was off; widening the window to Monday through Wednesday.', { latitude: 50.43, longitude: 21.75, maxradiuskm: 60, starttime: '2025-03-10T00:00:00', endtime: '2025-03-12T23:59:59' }],
      ];
      for (const [text, args] of steps) {
        T.llm({ text, calls: [{ name: 'search_events', args: { ...args, format: 'text' } }] });
        T.tool('search_events', undefined, nc);
      }
      return T.end({ error: 'Agent feltReportAgent stopped: maxSteps (6) reached before a final answer' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'violin-making workshops', style: 'langgraph', model: 'claude-3-5-sonnet-20241022', agent: 'tonewood_finder',
    isolates: 'A luthier\'s stock search is reworded six times (word order, abbreviation, botanical name, English trade name, structured origin filter, grade wording) and the inventory returns 0 rows each time until the recursion limit.',
    system: 'You manage the tonewood inventory of a violin-making workshop. search_stock runs a query over the wood stock database and prints matching rows.',
    goal: 'Find a one-piece Bosnian maple back with medium flame in our wood stock for the new 4/4 violin commission and reserve it.',
    tools: ['search_stock', 'reserve_item'],
    cfg: { recursionLimit: 12 },
    build(T) {
      const n = T.n;
      const where = (a) => a.query ? `search_vec @@ plainto_tsquery('simple', '${a.query}')` : Object.entries(a).map(([k, v]) => `${k} = ${typeof v === 'number' ? v : `'${v}'`}`).join(' AND ');
      const zero = (a) => () => `stockdb=> SELECT id, species, origin, part, pieces, grade, flame, bin FROM stock WHERE ${where(a)} AND reserved_for IS NULL;\n id | species | origin | part | pieces | grade | flame | bin\n----+---------+--------+------+--------+-------+-------+-----\n(0 rows)\n\nTime: ${n.float(0.8, 14.5, 3)} ms\n-- backend pid ${n.pid()} on ${n.pick(['werkstatt-db', 'werkstatt-db-replica'])}`;
      const steps = [
        ['Searching the stock for the back.', { query: 'Bosnian maple one-piece back' }],
        ['Nothing. Re-ordering the words and using the shorthand we use on labels.', { query: 'maple back 1pc Bosnia' }],
        ['Some older entries use the botanical name.', { query: 'Acer pseudoplatanus one piece back' }],
        ['Trying the trade description without origin.', { query: 'flamed maple violin back one piece' }],
        ['Using structured fields instead: category tonewood, part back, origin BA.', { category: 'tonewood', part: 'back', origin: 'BA', pieces: 1 }],
        ['Last variant: grading wording.', { query: 'AAA medium flame maple back 4/4' }],
      ];
      for (const [text, args] of steps) {
        T.llm({ text, calls: [{ name: 'search_stock', args }] });
        T.tool('search_stock', undefined, zero(args));
      }
      return T.end({ error: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.' });
    },
  },
];
