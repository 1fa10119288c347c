import { makeTracer } from './lib.mjs';
export const family = { name: 'loop_reworded_empty_search', loop: true, stagnation: false };
const run = (T, tool, qs, empty, texts) => { const c = []; qs.forEach((q, i) => { c.push(T.llm({ text: texts[i], calls: [[tool, q]] })); c.push(T.tool(tool, q, empty(i))); }); return c; };
export const rows = [
{ n: '01', domain: 'salt marsh surveys', style: 'vercel', isolates: 'Vercel AI SDK run rewords a vegetation-plot search five times (synonyms, codes, date formats) and every query returns zero hits.',
  goal: 'Find the 2023 cordgrass cover measurements for transect T7 at Blackwater salt marsh.',
  build(N) {
    const T = makeTracer('vercel', N, { model: 'gpt-4o-mini', goal: this.goal });
    const qs = [{ q: 'cordgrass cover transect T7 2023' }, { q: 'Spartina anglica percent cover T7', year: 2023 }, { q: 'Blackwater T-7 smooth cordgrass', from: '01/01/2023', to: '12/31/2023' }, { q: '"transect 7" Spartina', date_range: '2023-01-01..2023-12-31' }, { q: 'T07 SPAN cover plot survey 2023' }];
    const empty = () => JSON.stringify({ hits: [], total: 0, took_ms: N.int(3, 40), index: 'marsh-plots-v3' });
    return T.agent(run(T, 'search_plots', qs, empty, ['Searching the plot database.', 'No hits; the dataset may use the Latin name.', 'Try the site name and explicit US-style dates.', 'Quote the transect phrase and use an ISO range.', 'Maybe species codes are used: SPAN for Spartina anglica.']), null, { metadata: { 'ai.settings.maxSteps': 10, 'ai.response.finishReason': 'length' } });
  } },
{ n: '02', domain: 'ferret rescue', style: 'openai_agents', isolates: 'OpenAI Agents SDK run keeps rephrasing an adoption-record lookup (name order, microchip formats, field names) and gets an empty list each time.',
  goal: 'Find the adoption record for the ferret named "Biscuit" adopted last spring so we can send the vaccination reminder.',
  build(N) {
    const T = makeTracer('openai_agents', N, { model: 'gpt-4.1-mini', agentName: 'Rescue Records Agent', goal: this.goal });
    const qs = [{ animal_name: 'Biscuit', species: 'ferret' }, { name: 'biscuit', adopted_after: '2024-03-01' }, { query: 'Biscuit ferret adoption spring' }, { animal_name: 'BISCUIT', status: 'adopted', adopted_between: ['March 2024', 'June 2024'] }, { microchip: null, nickname: 'Biscuit', species: 'Mustela furo' }];
    return T.agent(run(T, 'search_adoptions', qs, () => ({ results: [], count: 0 }), ['', 'Nothing. Trying lowercase with a date filter.', 'Free-text search instead of fields.', 'Maybe the status filter helps, with month names.', 'Try the nickname field and the scientific species name.']), null);
  } },
{ n: '03', domain: 'reverse vending machines', style: 'crewai', isolates: 'CrewAI agent reformulates a fault-log query for a bottle-return machine four ways (error code spellings, machine id formats) with no results each time.',
  goal: 'Find when reverse vending machine RVM-0442 at the Elm Street supermarket last reported a jammed conveyor.',
  build(N) {
    const T = makeTracer('crewai', N, { model: 'gpt-4o', agentName: 'Field Service Analyst', goal: this.goal });
    const qs = [{ machine: 'RVM-0442', event: 'conveyor jam' }, { machine: 'rvm0442', code: 'E-17' }, { machine: '442', code: 'E17', text: 'belt blocked' }, { site: 'Elm Street', event_type: 'CONVEYOR_JAM' }, { machine: 'RVM-442', message_contains: 'jam' }];
    const empty = () => `0 events matched (scanned ${N.int(1000, 9000)} rows in ${N.int(20, 300)} ms)`;
    return T.agent(run(T, 'fault_log_search', qs, empty, ['I should search the fault log for jam events.', 'The log may store the error code instead of text.', 'Maybe the id is stored without prefix.', 'Filter by site and the enum name.', 'Try a substring match on the message.']), 'Agent stopped due to iteration limit or time limit.', { metadata: { task: 'Find last conveyor jam', max_iter: 5 } });
  } },
{ n: '04', domain: 'houseplant rental for offices', style: 'pydantic', isolates: 'Pydantic AI run asks an invoice API the same question with different field names and date spellings; every answer is an empty page with total 0.',
  goal: 'Find the invoice for the fiddle-leaf fig replacement at client Kestrel Partners in August.',
  build(N) {
    const T = makeTracer('pydantic', N, { model: 'claude-3-5-haiku-latest', agentName: 'billing_agent', goal: this.goal });
    const qs = [{ client: 'Kestrel Partners', item: 'fiddle-leaf fig replacement', month: '2024-08' }, { customer_name: 'Kestrel Partners LLP', description: 'Ficus lyrata' }, { client: 'KESTREL', line_item: 'fig swap', date_from: '1 Aug 2024', date_to: '31 Aug 2024' }, { account: 'kestrel-partners', sku: 'PLANT-FLF-REPL' }];
    const c = run(T, 'find_invoices', qs, () => ({ data: [], total: 0, page: 1 }), ['Query billing by client and month.', 'Use the legal name and the botanical name.', 'Short client name, date range in words.', 'Try account slug and the SKU for replacements.']);
    c.push(T.llm({ text: 'Maybe the invoice is under "replacement plant" wording.', calls: [['find_invoices', { client: 'Kestrel', text: 'replacement plant August' }]] }));
    c.push(T.tool('find_invoices', { client: 'Kestrel', text: 'replacement plant August' }, { data: [], total: 0, page: 1 }));
    return T.agent(c, null, { metadata: { 'logfire.level_name': 'warn', usage_limit_exceeded: 'request_limit=6' } });
  } },
{ n: '05', domain: 'subsea ROV pilot logbooks', style: 'openinference', isolates: 'OpenInference-instrumented retriever gets empty results for one reworded dive-log question after another.',
  goal: 'Find the dive log where ROV Triton-2 logged a tether snag near the Brae Alpha riser.',
  build(N) {
    const T = makeTracer('openinference', N, { model: 'gpt-4o', agentName: 'logbook-rag', goal: this.goal });
    const qs = ['Triton-2 tether snag Brae Alpha riser', 'umbilical entanglement Triton 2 Brae A', 'TMS cable caught riser Brae-Alpha', 'Triton II snagged tether dive log', 'ROV T2 tether fouling riser incident'];
    const c = [];
    qs.forEach((q, i) => {
      c.push(T.llm({ text: ['Searching logbooks.', 'Try "umbilical" instead of tether.', 'Maybe they wrote TMS cable.', 'Roman numeral spelling of the vehicle.', 'Use "fouling", a common incident word.'][i], calls: [['logbook_retriever', { query: q }]] }));
      c.push({ ...T.tool('logbook_retriever', { query: q, top_k: 5 }, { documents: [] }, { type: 'retriever' }), metadata: { 'openinference.span.kind': 'RETRIEVER', 'retrieval.documents': [] } });
    });
    return T.agent(c, 'I could not locate that dive log.', { metadata: { session: N.uuid() } });
  } },
{ n: '06', domain: 'airport lounge access', style: 'adk', isolates: 'Google ADK agent keeps reformulating a member lookup (name order, card number with and without spaces, email) and the membership API answers not-found each time.',
  goal: 'Check whether Ms. Ingrid Solberg can bring a guest into the Nordic Lounge at Gate B12 tonight.',
  build(N) {
    const T = makeTracer('adk', N, { model: 'gemini-2.0-flash', agentName: 'lounge_desk', goal: this.goal });
    const qs = [{ name: 'Ingrid Solberg' }, { name: 'Solberg, Ingrid' }, { card_number: '6012 4418 2291' }, { card_number: '601244182291' }, { email: 'ingrid.solberg@' }];
    const nf = () => ({ status: 404, error: 'MEMBER_NOT_FOUND', trace: N.hex(16) });
    return T.agent(run(T, 'member_lookup', qs, nf, ['', 'Maybe surname-first format.', 'Use the card number she showed.', 'Without spaces.', 'Try partial email.']), null);
  } },
];
