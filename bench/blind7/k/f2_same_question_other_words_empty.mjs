// Family 2: same-question-other-words-empty (loop: true, stagnation: false)
// One search/lookup tool is asked 3-6 times for the same thing, reworded or via other
// fields/filters/formats; every answer is "nothing found" (with volatile noise).

export const family = 'same-question-other-words-empty';
export const loop = true;
export const stagnation = false;

export const rows = [
  // 01 ─ library systems, Agno agent, tool-only trace (Solr-backed catalog)
  {
    isolates: 'A catalog search tool is asked five times for the same pamphlet by title, keywords, subject, corporate author and OCLC number, and every response has numFound 0.',
    goal: 'Find the 1952 pamphlet "Flood of \'51: Kaw Valley Recovery" in our catalog and place a hold for patron 21187004415562 at the Lawrence branch.',
    make(c) {
      const K = [];
      const solr = (params) => {
        c.tick(600, 2500);
        return {
          responseHeader: { status: 0, QTime: c.int(3, 48), params: { ...params, wt: 'json', rows: '20', _: String(c.epochMs()) } },
          response: { numFound: 0, start: 0, numFoundExact: true, docs: [] },
          spellcheck: { suggestions: [], collations: [] },
          request_id: c.reqId('cat-'),
        };
      };
      const calls = [
        [{ query: 'Flood of \'51: Kaw Valley Recovery', format: 'any', branch: 'all' }, { q: 'Flood of \'51: Kaw Valley Recovery', defType: 'edismax' }],
        [{ query: 'Kaw Valley flood 1951 recovery pamphlet', year_from: 1950, year_to: 1955 }, { q: 'Kaw Valley flood 1951 recovery pamphlet', fq: 'pub_year:[1950 TO 1955]' }],
        [{ title: 'Flood of 1951', subject: 'Floods -- Kansas -- Kaw River Valley' }, { q: 'title_t:"Flood of 1951"', fq: 'subject_facet:"Floods -- Kansas -- Kaw River Valley"' }],
        [{ author: 'Kaw Valley Recovery Committee', author_type: 'corporate' }, { q: 'author_corp_t:"Kaw Valley Recovery Committee"' }],
        [{ oclc_number: 'ocm06621843' }, { q: 'oclc_num:(6621843 OR ocm06621843)' }],
      ];
      for (const [args, p] of calls) K.push(c.tool('search_catalog', args, solr(p)));
      return c.agent('Agent.run catalog-assistant', this.goal,
        'I couldn\'t find "Flood of \'51: Kaw Valley Recovery" in the catalog under any title, subject, author or OCLC number, so I wasn\'t able to place a hold. It may be uncataloged; the Kansas Collection desk might be able to help.', K);
    },
  },

  // 02 ─ fintech KYC, OpenAI Swarm (arguments recorded as JSON strings)
  {
    argsAsString: true,
    isolates: 'A customer-file lookup is retried four times with diacritic, ASCII-folded, surname+DOB and email variants, each returning zero matches, and the agent ends without the file.',
    goal: 'Customer Zoë Ängström-Baptiste says her account was frozen during the KYC refresh. Find her customer file and tell me which document is missing.',
    make(c) {
      const K = [];
      const M = 'gpt-4o-mini';
      const res = () => { c.tick(400, 1800); return { matches: [], total: 0, search_id: 'srch_' + c.b62(14), index: 'cif-prod-2024.06', latency_ms: c.dur(18, 140) }; };
      K.push(c.llm(M, [{ role: 'system', content: 'You are the KYC Operations agent. Look up customers in the CIF before answering.' }, { role: 'user', content: this.goal }], 'Let me look her up in the customer information file by full name.'));
      K.push(c.tool('lookup_customer', { name: 'Zoë Ängström-Baptiste' }, res()));
      K.push(c.llm(M, [{ role: 'tool', content: '{"matches":[],"total":0}' }], 'No match on the exact spelling. The index may store names ASCII-folded, so I\'ll strip the diacritics.'));
      K.push(c.tool('lookup_customer', { name: 'Zoe Angstrom-Baptiste' }, res()));
      K.push(c.llm(M, [{ role: 'tool', content: '{"matches":[],"total":0}' }], 'Hyphenated surnames are sometimes split on onboarding. Searching by the second surname with her date of birth from the complaint form.'));
      K.push(c.tool('lookup_customer', { last_name: 'Baptiste', dob: '1988-07-23' }, res()));
      K.push(c.llm(M, [{ role: 'tool', content: '{"matches":[],"total":0}' }], 'Trying the contact email she wrote in from, since that is a unique key on the profile.'));
      K.push(c.tool('lookup_customer', { email: 'zoe.angstrom.b@protonmail.com' }, res()));
      return c.agent('KYC Operations Agent', this.goal,
        'I could not find a customer file for Zoë Ängström-Baptiste in the CIF, so I can\'t tell which KYC document is missing. Could you share her customer number or account IBAN?', K);
    },
  },

  // 03 ─ customer support, LangGraph ReAct agent with Zendesk search; healthy lookup first
  {
    isolates: 'After a successful customer lookup, a help-desk search is phrased six different ways for the same refund ticket and always returns count 0.',
    goal: 'Maria Okonkwo (maria.okonkwo@fastmail.com) says she opened a refund request for order 88231 two weeks ago and never heard back. Find the ticket and escalate it.',
    make(c) {
      const K = [];
      let rl = c.int(380, 400);
      const wrap = (body) => { c.tick(500, 2200); rl -= c.int(1, 3); return { status: 200, headers: { 'x-request-id': c.uuid(), 'x-rate-limit-remaining': String(rl), 'x-runtime': `${c.float(0.05, 0.4, 6)}`, date: c.httpDate() }, body }; };
      K.push(c.llm('ChatAnthropic', [{ role: 'system', content: 'You are a support operations agent with Zendesk access.' }, { role: 'user', content: this.goal }], 'First I\'ll resolve her Zendesk user, then search for the refund ticket.'));
      K.push(c.tool('zendesk_find_user', { email: 'maria.okonkwo@fastmail.com' }, wrap({ users: [{ id: 3912804477, name: 'Maria Okonkwo', email: 'maria.okonkwo@fastmail.com', created_at: '2022-11-03T18:22:41Z', tags: ['vip_tier_1'], organization_id: null }], count: 1 })));
      const empty = () => wrap({ results: [], facets: null, next_page: null, previous_page: null, count: 0 });
      const qs = [
        'refund order 88231',
        'type:ticket "88231"',
        'type:ticket requester:maria.okonkwo@fastmail.com refund',
        'type:ticket subject:refund status<solved created>2 weeks',
        'type:ticket custom_field_360011:88231',
        'type:ticket tags:refund_request 88231',
      ];
      for (const q of qs) K.push(c.tool('zendesk_search', { query: q, sort_by: 'created_at', sort_order: 'desc' }, empty()));
      return c.agent('support_ops_agent', this.goal,
        'I couldn\'t find any Zendesk ticket about a refund for order 88231 from Maria Okonkwo, so there is nothing to escalate yet. She may have written to a different address or via chat.', K);
    },
  },

  // 04 ─ clinical trials, CrewAI (JSON-string tool inputs, Thought/Action text)
  {
    argsAsString: true,
    isolates: 'A CTMS site search is repeated with full name, abbreviated name, site number format and PI name for one site and returns "No sites found" every time.',
    goal: 'Pull the current screened/randomized counts for our site at Hospital Universitario La Paz in study ONC-3317 for the monthly enrollment report.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      const none = () => { c.tick(800, 3000); return `No sites found for the given criteria. (0 results, query_id=q-${c.hex(10)}, ${c.dur(90, 420)}ms)`; };
      const inner = [];
      inner.push(c.llm(M, 'You are Clinical Operations Analyst. Your goal: report site enrollment accurately.\nTask: ' + this.goal, 'Thought: I need the site record in CTMS to read its enrollment counters.\nAction: Search CTMS sites\nAction Input: {"site_name": "Hospital Universitario La Paz", "study": "ONC-3317"}'));
      inner.push(c.tool('Search CTMS sites', { site_name: 'Hospital Universitario La Paz', study: 'ONC-3317' }, none()));
      inner.push(c.llm(M, 'Observation: No sites found...', 'Thought: CTMS often stores abbreviated institution names. Let me try the abbreviation used on the site contract.\nAction: Search CTMS sites\nAction Input: {"site_name": "Hosp. Univ. La Paz", "study": "ONC-3317"}'));
      inner.push(c.tool('Search CTMS sites', { site_name: 'Hosp. Univ. La Paz', study: 'ONC-3317' }, none()));
      inner.push(c.llm(M, 'Observation: No sites found...', 'Thought: Name matching may be unreliable; the feasibility tracker lists it as site ES-028, and the protocol code may be stored without the hyphen.\nAction: Search CTMS sites\nAction Input: {"site_number": "ES-028", "study": "ONC3317"}'));
      inner.push(c.tool('Search CTMS sites', { site_number: 'ES-028', study: 'ONC3317' }, none()));
      inner.push(c.llm(M, 'Observation: No sites found...', 'Thought: Maybe searching by the principal investigator will surface the site record regardless of how the institution is spelled.\nAction: Search CTMS sites\nAction Input: {"principal_investigator": "Elena Morcillo", "country": "ES"}'));
      inner.push(c.tool('Search CTMS sites', { principal_investigator: 'Elena Morcillo', country: 'ES' }, none()));
      const out = 'I was unable to locate Hospital Universitario La Paz for ONC-3317 in CTMS, so I cannot report its screened or randomized counts.';
      K.push(c.agent('Clinical Operations Analyst', { task: 'Report site enrollment for La Paz, ONC-3317', expected_output: 'screened and randomized counts with data cut date' }, out, inner));
      return c.agent('Crew: Monthly Enrollment Report', this.goal, out + ' Please confirm the CTMS site ID.', K);
    },
  },

  // 05 ─ devops, Vertex AI Agent Development Kit (invoke_agent / call_llm / execute_tool)
  {
    isolates: 'A log search is run five times for one trace id using different filter fields and time windows, and every response has zero entries.',
    goal: 'A customer hit a 500 at checkout; the error page showed trace id 7f3c9a1e5b2d4c80. Find the error log and tell me which service threw it.',
    make(c) {
      const K = [];
      const empty = (window) => { c.tick(1200, 4000); return { entries: [], nextPageToken: '', resourceNames: ['projects/shop-prod'], window, scannedBytes: c.int(2, 90) * 1048576 + c.int(0, 1048575), executionTimeMs: c.dur(400, 3800), executionId: c.hex(16) }; };
      K.push(c.llm('call_llm gemini-1.5-pro-002', { contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, 'I\'ll search Cloud Logging for that trace in the production project.'));
      K.push(c.tool('execute_tool search_logs', { filter: 'trace="projects/shop-prod/traces/7f3c9a1e5b2d4c80"', since: '24h' }, empty('24h')));
      K.push(c.tool('execute_tool search_logs', { filter: 'jsonPayload.trace_id="7f3c9a1e5b2d4c80"', since: '24h' }, empty('24h')));
      K.push(c.llm('call_llm gemini-1.5-pro-002', { contents: [{ role: 'user', parts: [{ functionResponse: { name: 'search_logs', response: { entries: [] } } }] }] }, 'The checkout service may log the id under a label or in free text rather than the structured trace field, and the incident might be older than a day. Widening the window and searching the raw text.'));
      K.push(c.tool('execute_tool search_logs', { filter: '"7f3c9a1e5b2d4c80"', since: '72h' }, empty('72h')));
      K.push(c.tool('execute_tool search_logs', { filter: 'httpRequest.status=500 AND labels.trace_id:"7f3c9a1e"', since: '72h' }, empty('72h')));
      K.push(c.tool('execute_tool search_logs', { filter: 'severity>=ERROR AND textPayload:"7f3c9a1e5b2d4c80"', since: '72h' }, empty('72h')));
      return c.agent('invoke_agent sre_agent', this.goal,
        'I couldn\'t find any log entries for trace 7f3c9a1e5b2d4c80 in shop-prod over the last 72 hours, so I can\'t say which service returned the 500.', K);
    },
  },

  // 06 ─ real estate, Semantic Kernel with a RESO Web API plugin; successful geocode first
  {
    isolates: 'After a successful geocode, an MLS query for one address is reissued as free-text, structured-field and geo-radius OData filters, all returning an empty value array.',
    goal: 'Get the listing history (list price, days on market, sold price) for 1420 N Elm St, Denton TX 76201 for a CMA I am preparing.',
    make(c) {
      const K = [];
      const M = 'OpenAIChatCompletion (gpt-4o)';
      const reso = (filter) => { c.tick(700, 2600); return { status: 200, headers: { 'x-request-id': c.uuid(), 'x-ratelimit-remaining-hour': String(c.int(3000, 7200)) }, body: { '@odata.context': 'https://api.mlsgrid.com/v2/$metadata#Property', '@odata.count': 0, value: [], '@odata.nextLink': null }, elapsed_ms: c.dur(120, 900), filter } };
      K.push(c.tool('GeoPlugin-Geocode', { address: '1420 N Elm St, Denton, TX 76201' }, { formatted: '1420 N Elm St, Denton, TX 76201, USA', lat: 33.22184, lon: -97.13307, precision: 'ROOFTOP', county: 'Denton', apn: 'R47193', provider: 'census-geocoder', request_id: c.reqId('geo_') }));
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Address resolved to a rooftop match. Now I\'ll pull every MLS record for it, active and closed.'));
      const f1 = "UnparsedAddress eq '1420 N Elm St' and PostalCode eq '76201'";
      K.push(c.tool('MlsPlugin-SearchProperties', { $filter: f1, $top: 25, $select: 'ListingId,StandardStatus,ListPrice,ClosePrice,DaysOnMarket,OnMarketDate' }, reso(f1)));
      const f2 = "StreetNumber eq '1420' and StreetDirPrefix eq 'N' and StreetName eq 'Elm' and City eq 'Denton'";
      K.push(c.tool('MlsPlugin-SearchProperties', { $filter: f2, $top: 25 }, reso(f2)));
      const f3 = "geo.distance(Coordinates, geography'POINT(-97.13307 33.22184)') lt 0.04";
      K.push(c.tool('MlsPlugin-SearchProperties', { $filter: f3, $top: 25, $orderby: 'ModificationTimestamp desc' }, reso(f3)));
      return c.agent('ChatCompletionAgent:CmaAssistant', this.goal,
        'I wasn\'t able to find any MLS records (active, pending or closed) for 1420 N Elm St, Denton. Without listing history I can\'t fill in list price, DOM or sold price for the CMA.', K);
    },
  },
];
