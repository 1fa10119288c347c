// Family 2: the same lookup intent re-worded again and again, always empty; task never done.
export const family = 'rephrased_dry_queries';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool, same intent, reworded 4+ times (synonyms, field names, date/id formats, quoting); every answer is empty and the task is not completed.';

export const scenarios = [
  {
    id: '01', domain: 'scuba gear rental', style: 'vercel', agentName: 'rental-desk',
    isolates: 'Vercel AI SDK steps search the rental ledger five times for the same customer and wetsuit with different wording and field names, all zero hits, and the run ends without an answer.',
    goal: 'Customer J. Moreau says the 7 mm XL wetsuit she rented last week was already torn. Find her rental record and tell me whether damage was noted at check-out.',
    system: 'You are the back-office assistant for Blue Ledge Dive Centre rentals.',
    build(N, S) {
      const c = [];
      const empty = (q) => ({ index: `rentals-${N.dateOnly().slice(0, 7)}`, query: q, took: N.ms(3, 40), timed_out: false, hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] } });
      const qs = [
        [{ q: 'Moreau 7mm wetsuit XL' }, 'Searching the rental ledger for her booking.'],
        [{ customer: 'Moreau, J', item_type: 'wetsuit' }, 'No match on free text; trying the structured customer and item fields.'],
        [{ q: 'wet suit 7 mm extra large Moreau' }, 'Maybe the item was entered as "wet suit" with the size spelled out.'],
        [{ renter_last_name: 'MOREAU', category: 'exposure protection' }, 'Inventory groups wetsuits under exposure protection, so I will filter by that category and surname.'],
        [{ q: '"J Moreau" damage' }, 'Trying the exact name phrase together with the damage keyword.'],
      ];
      for (const [args, text] of qs) c.push(...S.turn({ text, calls: [{ name: 'searchRentals', args, out: empty(args) }] }));
      c.push(...S.turn({ text: 'I could not locate any rental for J. Moreau in the ledger, so I cannot say whether damage was noted at check-out.' }));
      return S.root({ input: { prompt: S.hist[1].content }, output: { text: 'I could not locate any rental for J. Moreau in the ledger, so I cannot say whether damage was noted at check-out.', finishReason: 'stop', steps: 6 }, children: c });
    },
  },
  {
    id: '02', domain: 'credit union lending', style: 'otel', agentName: 'member-services',
    isolates: 'An OpenTelemetry GenAI trace shows the agent querying the loan document store with the member id and month spelled five different ways, each returning zero documents.',
    goal: 'Member 40-11873 says we sent a payoff quote for their auto loan last month that had the wrong per-diem. Find that payoff quote and read me the per-diem figure.',
    system: 'You support member services at Harbourline Credit Union. Only cite documents you retrieved.',
    build(N, S) {
      const c = [];
      const qs = [
        [{ member_id: '40-11873', doc_type: 'payoff quote', period: '2024-05' }, null],
        [{ member_id: '4011873', doc_type: 'payoff_quote', period: 'May 2024' }, 'The store may hold member numbers without the dash.'],
        [{ member_number: '40 11873', document_type: 'payoff letter', from: '05/01/2024', to: '05/31/2024' }, 'Perhaps the document is called a payoff letter and uses the older field names.'],
        [{ account: '40-11873-S01', doc_type: '10-day payoff', period: '2024-05' }, 'Auto loans are suffixed by share id; trying the loan account form and the 10-day payoff label.'],
        [{ fulltext: 'payoff per diem 11873' }, 'Falling back to full-text search for the same document.'],
      ];
      for (const [args, text] of qs) c.push(...S.turn({ text, calls: [{ name: 'query_loan_documents', args, out: { status: 200, headers: { 'x-request-id': N.uuid(), date: N.http(), 'x-docstore-shard': `ds-${N.int(1, 9)}` }, body: { total: 0, documents: [], searched_collections: ['loan-servicing', 'correspondence'] } } }] }));
      return S.root({ output: null, children: c, error: 'agent stopped: step budget (6) exhausted before answer' });
    },
  },
  {
    id: '03', domain: 'film festival submissions', style: 'pydantic_ai', agentName: 'programming_assistant',
    isolates: 'A Pydantic AI run searches the festival submission system for one short film by English title, short title, original title and director name variants; every search is empty and the request limit stops it.',
    goal: 'Check whether the screener link for the short film "The Salt Road" (dir. Inés Calvo) in the Shorts Competition still works, and tell me the submission number.',
    system: 'You help the programming team of a film festival. Use search_submissions and check_screener.',
    build(N, S) {
      const c = [];
      const qs = [
        [{ title: 'The Salt Road', section: 'Shorts Competition' }, 'Looking up the submission by title.'],
        [{ title: 'Salt Road' }, 'No result with the article; trying without "The" and without the section filter.'],
        [{ director: 'Ines Calvo' }, 'Searching by the director instead, unaccented.'],
        [{ director: 'Calvo, Inés', year: 2024 }, 'Trying surname-first with the accent and this year\'s edition.'],
        [{ title: 'El camino de la sal' }, 'It may have been entered under its original Spanish title.'],
      ];
      for (const [args, text] of qs) c.push(...S.turn({ text, calls: [{ name: 'search_submissions', args, out: `0 submissions matched (platform=filmfreeway-sync, synced ${N.isoOffset(N.now() - N.int(1, 50) * 60000, -4)}, q_id=${N.hex(10)})` }] }));
      return S.root({ output: null, children: c, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5' });
    },
  },
  {
    id: '04', domain: 'hospice volunteer coordination', style: 'llamaindex', agentName: 'VolunteerHandbookAgent',
    isolates: 'A LlamaIndex agent reruns handbook retrieval with four paraphrases of one question (volunteers driving patients) and each time the similarity cutoff leaves no nodes, so it never answers.',
    goal: 'A new volunteer asks if she may drive a patient to a hospital appointment in her own car. What does our volunteer handbook say?',
    system: 'Answer only from the volunteer handbook index.',
    build(N, S) {
      const c = [];
      const qs = [
        ['volunteer driving patients in own car policy', 'I will search the handbook for the driving policy.'],
        ['transporting patients in personal vehicles', 'Nothing cleared the cutoff; rephrasing with "transporting" and "personal vehicles".'],
        ['mileage reimbursement when volunteers drive clients', 'The policy might sit under expenses, so I am asking about mileage claims.'],
        ['can volunteers give lifts to hospital appointments', 'Trying the plain-language way a volunteer would ask it.'],
      ];
      for (const [q, text] of qs) {
        const retr = { type: 'retriever', name: 'VectorIndexRetriever.retrieve', input: { query_str: q, similarity_top_k: 4 }, output: { nodes: [], postprocessor: 'SimilarityPostprocessor(similarity_cutoff=0.78)', dropped: N.int(3, 4), best_dropped_score: N.float(0.52, 0.7, 4) }, children: [], metadata: { event_id: N.uuid(), embed_ms: N.ms(40, 160) } };
        c.push(...S.turn({ text, calls: [{ name: 'handbook_query', args: { input: q }, out: 'Empty Response', children: [retr] }] }));
      }
      return S.root({ input: { user_msg: S.hist[1].content }, output: null, children: c, error: 'WorkflowTimeoutError: Operation timed out after 60.0 seconds' });
    },
  },
  {
    id: '05', domain: 'lightning detection network', style: 'gemini', model: 'gemini-1.5-pro-002',
    isolates: 'A Gemini function-calling loop asks the lightning stroke archive for the same location and afternoon using different date formats, time zones, and radius parameter names; every call returns zero strokes.',
    goal: 'For insurance claim LC-7734, list cloud-to-ground lightning strokes within 2 km of the Ashby Road substation (52.7712 N, -1.3921 E) on 18 July between 15:00 and 18:00 local time.',
    system: 'You query the regional lightning location network archive.',
    build(N, S) {
      const c = [];
      const qs = [
        [{ lat: 52.7712, lon: -1.3921, radius_km: 2, start: '2024-07-18T15:00', end: '2024-07-18T18:00' }, null],
        [{ lat: 52.7712, lon: -1.3921, radius_km: 2, start: '18/07/2024 14:00', end: '18/07/2024 17:00', tz: 'UTC' }, 'Local time is BST, so trying the same window in UTC and day-first dates.'],
        [{ latitude: '52.7712', longitude: '-1.3921', within_m: 2000, date: '20240718', hour_from: 14, hour_to: 17 }, 'The archive docs mention within_m and compact dates; same area and hours.'],
        [{ bbox: [-1.42, 52.75, -1.36, 52.79], start: '2024-07-18T14:00:00Z', end: '2024-07-18T17:00:00Z', type: 'CG' }, 'Using a bounding box around the substation with an explicit cloud-to-ground filter.'],
        [{ lat: 52.7712, lon: -1.3921, radius_km: 2.0, start: 1721311200, end: 1721322000 }, 'Trying epoch seconds for the same window.'],
      ];
      for (const [args, text] of qs) c.push(...S.turn({ text, calls: [{ name: 'query_strokes', args, out: { count: 0, strokes: [], network: 'UKLLN', sensor_uptime_pct: N.float(97, 99.9, 1), query_ms: N.ms(40, 600), archive_build: `b${N.int(1400, 1500)}-${N.hex(6)}` } }] }));
      return S.root({ input: { contents: [{ role: 'user', parts: [{ text: S.hist[1].content }] }] }, output: null, children: c, error: 'max function-calling iterations (5) reached' });
    },
  },
  {
    id: '06', domain: 'paper mill quality control', style: 'dspy', agentName: 'qc_react',
    isolates: 'A DSPy ReAct module searches the quality log for night-shift sheet breaks on paper machine 3 with four rewordings, gets 0 rows every time, and hits max_iters.',
    goal: 'How many sheet breaks did PM3 have on last night\'s shift (22:00-06:00), and what was the longest downtime?',
    system: 'Your input fields are `question`. Your output fields are `answer`.',
    build(N, S) {
      const c = [];
      const qs = [
        [{ query: 'reel break PM3 night shift' }, 'I should search the QC log for break events on PM3 during the night shift.'],
        [{ query: 'web break paper machine 3 22:00-06:00' }, 'The log may call them web breaks and spell the machine out, with the shift given as a time range.'],
        [{ query: 'sheet break "PM-3"' }, 'The machine code might be hyphenated in the log, so quote it exactly.'],
        [{ query: 'event_type=BREAK machine=PM3 shift=N' }, 'Structured filter syntax may work better than free text for the same break events.'],
      ];
      for (const [args, text] of qs) c.push(...S.turn({ text, calls: [{ name: 'search_qc_log', args, out: `rows: 0\nhistorian: PI-${N.upper(4)} snapshot ${N.local()}\nelapsed ${N.ms(80, 900)} ms` }] }));
      return S.root({ input: { question: S.hist[1].content }, output: { trajectory_len: 4, answer: null }, children: c, error: 'ReAct stopped: max_iters=4 reached without calling finish' });
    },
  },
];
