// Loop family: the same search intent reworded again and again, every answer empty, task not done.
export const family = 'reworded_empty_search';
export const loop = true, stagnation = false;
const seqSearch = (S, r, tool, argsList, emptyFn, thoughts, msgs) => {
  const out = [];
  argsList.forEach((a, i) => {
    out.push(S.llm(msgs, thoughts[i] || null, [{ name: tool, args: a }]));
    out.push(S.tool(tool, a, emptyFn(a, i)));
  });
  return out;
};
export const scenarios = [
{ n: '01', domain: 'hydrant flushing crew records', style: 'responses',
  isolates: 'Five reworded searches for a hydrant\'s last flush record (id formats, street names, synonyms) all return zero hits.',
  goal: 'Find when hydrant H-0417 on Larchmont Ave was last flushed and whether it is overdue under the 12-month rule.',
  build(r, S) {
    const args = [{ q: 'H-0417 flush' }, { q: 'hydrant 417 flushing Larchmont' }, { q: 'H0417', field: 'asset_id' }, { q: '"Larchmont Avenue" hydrant flushed' }, { q: 'asset:HYD-000417 maintenance type:flush' }];
    const th = ['Searching the maintenance log for the hydrant.', 'Nothing. Maybe the record uses the street name.', 'Try the bare asset id without the dash.', 'Perhaps the street is stored as Avenue rather than Ave.', 'Trying the zero-padded GIS asset format instead.'];
    return S.agent('Runner.run hydrant-maintenance', { input: this.goal }, null,
      seqSearch(S, r, 'search_maintenance_log', args, () => ({ object: 'search_result', total: 0, hits: [], took_ms: r.int(3, 40), index: 'wo-2024', shard_node: r.host('es-data') }), th, [{ role: 'user', content: this.goal }]),
      { 'openai.agents.sdk': '0.0.17', trace_id: 'trace_' + r.hex(32), max_turns_exceeded: true });
  } },
{ n: '02', domain: 'dumpling factory allergen batch lookup', style: 'crewai',
  isolates: 'A CrewAI agent queries the batch system with four phrasings of the same sesame-contamination question, each returning "No records found."',
  goal: 'Identify which pork-and-chive dumpling batches from line 3 shared a shift with the sesame dough run on 14 May.',
  build(r, S) {
    const qs = ['line 3 sesame 14 May', 'sesame dough production line3 2024-05-14', 'batches overlapping sesame run L3 14/05/2024', 'L-03 shift sesame allergen changeover May 14'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(S.llm([{ role: 'system', content: 'You are Food Safety Analyst. Use Batch Search Tool.' }, { role: 'user', content: this.goal }],
        ['Thought: I should search batch records for the sesame run on line 3.', 'Thought: No records; maybe the date format is ISO.', 'Thought: Try describing the overlap instead of the run.', 'Thought: Maybe the line is coded L-03 and the event is called an allergen changeover.'][i] + `\nAction: Batch Search Tool\nAction Input: {"query": "${q}"}`));
      kids.push(S.tool('Batch Search Tool', { query: q }, `No records found. (mes-query ${r.uuid().slice(0, 8)} in ${r.ms()}ms)`));
    });
    return S.agent('Crew: allergen-trace', { inputs: { goal: this.goal } }, null, [
      S.agent('Task: trace sesame exposure', { agent: 'Food Safety Analyst' }, null, kids, { crew_id: r.uuid(), task_id: r.uuid() }),
    ], { crewai_version: '0.86.0', status: 'max_iter reached' });
  } },
{ n: '03', domain: 'bottle deposit return machines', style: 'gemini',
  isolates: 'Gemini function calls look up a reverse-vending machine\'s jam reports under different serial spellings and date formats; every functionResponse is empty.',
  goal: 'Summarise jam incidents for the reverse vending machine at the Westgate supermarket over the last 30 days.',
  build(r, S) {
    const argsL = [{ machine: 'RVM-WG-02', since: '2024-09-01' }, { machine: 'rvm_wg_02', since: '01.09.2024' }, { serial: 'TM-H11-550923', from: '1725148800' }, { site: 'Westgate', device_type: 'reverse vending', event: 'bottle jam' }, { machine: 'Westgate #2', event: 'JAM_CHAMBER', last_days: 30 }];
    const kids = [];
    argsL.forEach((a) => {
      kids.push(S.llm({ contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, null, [{ name: 'query_machine_events', args: a }]));
      kids.push(S.tool('query_machine_events', a, { functionResponse: { name: 'query_machine_events', response: { events: [], count: 0, generated: r.isoOffset(r.tick(), 2) } } }));
    });
    return S.agent('gemini-agent-loop', { goal: this.goal }, null, kids, { turns: 10, stop: 'turn limit' });
  } },
{ n: '04', domain: 'indoor skydiving wind tunnel bookings', style: 'otel',
  isolates: 'OTel GenAI spans show four reworded customer lookups (name order, email, phone format, booking code) for a tunnel flight voucher, all with hits=0.',
  goal: 'Find the flight-time voucher bought by Dominika Wrzesniewska and move her session from Sunday to next Saturday.',
  build(r, S) {
    const args = [{ name: 'Dominika Wrzesniewska' }, { name: 'Wrzesniewska, Dominika' }, { email: 'd.wrzesniewska@gmail.com' }, { phone: '+48 601 223 918' }, { voucher_code: 'WT-2024-DW' }];
    const th = [null, 'No match; trying surname-first.', 'Still empty. Search by email on file from her message.', 'Trying the phone number instead.', 'Maybe the voucher code follows her initials.'];
    const kids = [];
    args.forEach((a, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], th[i], [{ name: 'find_customer', args: a }]));
      kids.push(S.tool('find_customer', a, { status: 200, headers: { 'x-ratelimit-remaining': String(118 - i * 2), date: r.httpDate() }, body: { customers: [], page: 1, total: 0 } }));
    });
    return S.agent('invoke_agent tunnel-frontdesk', { 'gen_ai.prompt': this.goal }, null, kids, { 'gen_ai.agent.name': 'tunnel-frontdesk', 'gen_ai.operation.name': 'invoke_agent' });
  } },
{ n: '05', domain: 'Postgres autovacuum incident log search', style: 'openinference',
  isolates: 'A devops agent searches logs for an autovacuum wraparound warning in five phrasings with Lucene-style quoting variants; each returns no documents.',
  goal: 'Find when autovacuum first warned about transaction ID wraparound on the orders-db primary last week.',
  build(r, S) {
    const qs = ['wraparound orders-db', '"must be vacuumed within" host:orders-db-0', 'message:*transaction ID wraparound*', 'autovacuum AND (xid OR wraparound) AND service:orders', '"to avoid wraparound" level:WARNING'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['Searching logs.', 'Try the exact Postgres wording with host filter.', 'Wildcard search on message field.', 'Boolean combination of the keywords.', 'Use the other Postgres phrase "to avoid wraparound".'][i], [{ name: 'log_search', args: { query: q, range: 'now-7d' } }]));
      kids.push(S.tool('log_search', JSON.stringify({ query: q, range: 'now-7d' }), JSON.stringify({ hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: r.int(20, 400), timed_out: false, _shards: { total: 12, successful: 12 } }), { rawArgs: false }));
    });
    return S.agent('incident-agent', { input: this.goal }, null, kids, { 'openinference.span.kind': 'AGENT', 'session.id': r.uuid() });
  } },
{ n: '06', domain: 'bronze sculpture foundry pour schedule', style: 'mlflow',
  isolates: 'An MLflow-traced retriever is asked four reworded questions about a lost-wax pour record and returns an empty document list every time.',
  goal: 'Find the pour temperature and alloy lot recorded for the "Heron in Flight" casting so the patina shop can match it.',
  build(r, S) {
    const qs = ['Heron in Flight pour temperature', 'heron sculpture bronze alloy lot', 'lost wax casting heron flight melt log', 'silicon bronze pour record commission #C-233 heron'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(S.llm([{ role: 'user', content: this.goal }], ['I will search the foundry log.', 'No documents; try alloy wording.', 'Try the process name lost wax.', 'Try the commission number and alloy type.'][i], [{ name: 'foundry_docs', args: { query: q } }]));
      kids.push({ type: 'retriever', name: 'VectorSearchRetriever', input: { query: q, k: 5 }, output: [], children: [], metadata: { 'mlflow.spanType': 'RETRIEVER', index: 'foundry_logs_v3', latency_ms: r.ms() } });
    });
    return S.agent('foundry_assistant', { question: this.goal }, 'I could not find that record yet.', kids, { 'mlflow.traceRequestId': 'tr-' + r.hex(32), 'mlflow.spanType': 'AGENT' });
  } },
];
