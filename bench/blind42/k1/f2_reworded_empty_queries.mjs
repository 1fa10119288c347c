// Family: reworded_empty_queries (loop: true, stagnation: false)
// Same tool, same intent, reworded 4+ times; every answer empty; task never done.
import { Run, http } from './lib.mjs';

export const scenarios = [
  // 01 duty-free shop inventory — Vercel AI SDK
  (id) => {
    const goal = 'Find how many 1-litre bottles of the Islay 12-year single malt are left in the Terminal 2 duty-free stockroom.';
    const R = new Run(id, 'vercel', { model: 'gpt-4o', goal, system: 'You answer stock questions for an airport duty-free retailer.', agent: 'stock-assistant', tools: ['searchInventory'] });
    const n = R.n;
    const qs = [{ q: 'Islay 12 year single malt 1L', location: 'T2-STOCK' }, { q: 'Islay 12yo 1000ml', location: 'T2-STOCK' }, { q: 'single malt Islay twelve years litre', location: 'Terminal 2' }, { q: '"Islay 12" 100cl', location: 'T2' }, { sku_prefix: 'WHS-ISL-12', size_ml: 1000, location: 'T2-STOCK' }];
    const notes = ['Searching the T2 stockroom index.', 'No match; the catalogue may write 1L as 1000ml.', 'Still nothing, trying a spelled-out phrasing and the terminal name.', 'Trying the exact quoted product name with the centilitre size.', 'Trying a SKU-prefix lookup instead of free text.'];
    qs.forEach((q, i) => { R.think(notes[i], [{ name: 'searchInventory', args: q }]); R.tool('searchInventory', q, { hits: [], total: 0, took_ms: n.ms(3, 60), index: `stock-t2-${n.int(20250301, 20250331)}` }); });
    return { isolates: 'Five rephrasings of one stock lookup (units, quoting, location spelling, SKU prefix) all return zero hits and the question is never answered.', goal, root: R.root({ text: '', finishReason: 'length' }, { error: 'maxSteps (5) exceeded' }) };
  },
  // 02 cricket bat willow growers — OpenTelemetry GenAI
  (id) => {
    const goal = 'Find the felling licence for the Salix alba caerulea plantation at Long Meadow farm so the cleft buyer can be told when the trees can be cut.';
    const R = new Run(id, 'otel', { model: 'gpt-4.1-mini', goal, system: 'You help a cricket-bat willow grower with forestry paperwork.', agent: 'willow-admin', tools: ['search_felling_licences'] });
    const n = R.n;
    const qs = [{ holder: 'Long Meadow Farm', species: 'Salix alba caerulea' }, { holder: 'Long Meadow', species: 'cricket bat willow' }, { site_name: 'Long Meadow plantation', species: 'willow' }, { holder: 'LONG MEADOW FARM LTD', species_code: 'SAC' }, { query: 'felling licence Long Meadow willow', year: '2025' }];
    const notes = ['Looking up the licence by holder and species.', 'Trying the common name and a shorter holder name.', 'Maybe it is indexed by site name rather than holder.', 'The register may hold the company name in capitals with a species code.', 'Falling back to a free-text query with the year.'];
    qs.forEach((q, i) => { R.think(notes[i], [{ name: 'search_felling_licences', args: q }]); R.tool('search_felling_licences', q, http(n, 200, { results: [], count: 0, page: 1 }, { 'x-served-by': n.host('fc-register') })); });
    return { isolates: 'The same felling-licence search is reworded five ways (common name, site name, caps, species code, free text) and every response is an empty result set.', goal, root: R.root({ status: 'incomplete' }) };
  },
  // 03 orchid show entries — LangSmith/LangGraph
  (id) => {
    const goal = "Check whether exhibitor M. Okafor's Paphiopedilum hybrid was entered in class 14 for the spring orchid show and, if so, print the bench card.";
    const R = new Run(id, 'langsmith', { model: 'gpt-4o', goal, system: 'You are the show-secretary assistant for an orchid society.', tools: ['query_entries', 'print_bench_card'] });
    const n = R.n;
    const qs = [{ exhibitor: 'M. Okafor', class: 14 }, { exhibitor: 'Okafor, M', class: '14' }, { exhibitor: 'Okafor', genus: 'Paphiopedilum' }, { exhibitor_name: 'Miriam Okafor', show: 'spring-2025' }, { text: 'Okafor Paph hybrid class fourteen' }, { exhibitor: 'okafor', class: 'XIV' }];
    const notes = ['', 'The register may store surname first.', 'Dropping the class and filtering by genus instead.', 'Using the full first name and the show key.', 'A loose text search this time.', 'Some schedules use roman numerals for class numbers.'];
    qs.forEach((q, i) => { R.think(notes[i], [{ name: 'query_entries', args: q }]); R.tool('query_entries', q, '[]'); });
    return { isolates: 'Six variants of the entry lookup (name order, full name, genus, roman numerals) each return an empty list and no bench card is printed.', goal, root: R.root({ messages: [{ type: 'ai', content: '' }] }, { error: 'GraphRecursionError: Recursion limit of 12 reached' }) };
  },
  // 04 anechoic chamber bookings — OpenInference / Phoenix
  (id) => {
    const goal = 'Find any existing booking of the full anechoic chamber by the hearing-aid acoustics group in week 23 so it can be moved to the hemi-anechoic room.';
    const R = new Run(id, 'openinference', { model: 'gpt-4o-mini', goal, system: 'You manage bookings for an acoustics test facility.', tools: ['find_bookings'] });
    const n = R.n;
    const qs = [{ room: 'full-anechoic', group: 'hearing-aid acoustics', week: 23 }, { room: 'FAC-1', group: 'HA acoustics', from: '2025-06-02', to: '2025-06-08' }, { room: 'Full Anechoic Chamber', owner: 'hearing aid group', from: '02/06/2025', to: '08/06/2025' }, { resource: 'anechoic', cost_centre: 'HA-ACOUS', iso_week: '2025-W23' }, { room: 'full anechoic', requested_by_group: 'Hearing Aids', week: '23' }];
    qs.forEach((q, i) => { R.think(['Searching bookings for week 23.', 'Trying the room code and explicit dates.', 'Maybe the system wants day-first dates and the long room name.', 'Using cost centre and ISO week instead.', 'One more phrasing of the group name.'][i], [{ name: 'find_bookings', args: q }]); R.tool('find_bookings', q, JSON.stringify({ bookings: [], generated: n.isoMs() })); });
    return { isolates: 'Five reformulations of one booking search (room code vs name, date formats, ISO week, cost centre) return an empty list every time; the booking is never found or moved.', goal, root: R.root({ response: null }, { error: 'Reached max iterations.' }) };
  },
  // 05 horse racing form data — smolagents
  (id) => {
    const goal = "Get the last five race results of the horse 'Quarry Lark' to write a form summary for Saturday's 3:15 at Ripon.";
    const R = new Run(id, 'smolagents', { model: 'Qwen/Qwen2.5-72B-Instruct', goal, system: 'You are an expert assistant who solves tasks with code blobs. Tools: form_search(query, limit).', tools: ['form_search'] });
    const n = R.n;
    const qs = ['Quarry Lark', 'Quarry Lark (IRE)', 'QUARRY LARK form', 'Quarry Lark horse last 5 runs', 'Quarrylark'];
    const thoughts = ['I will search the form database for the horse name.', 'Nothing. Horses often carry a country suffix, I will add (IRE).', 'Empty again, I will try upper case with the word form.', 'Let me describe what I want in words.', 'Maybe the name is stored without a space.'];
    qs.forEach((q, i) => { R.think(thoughts[i], [{ name: 'form_search', args: { query: q, limit: 5 } }]); R.tool('form_search', { query: q, limit: 5 }, `Execution logs:\n[]\nLast output from code snippet:\nNone`); });
    return { isolates: 'Five spellings of one horse-name search (suffix, case, descriptive, no space) all print an empty list; no form summary is produced.', goal, root: R.root(null, { error: 'AgentMaxStepsError: Reached max steps.' }) };
  },
  // 06 airport lounge access disputes — OpenAI Agents SDK
  (id) => {
    const goal = 'A passenger says she was refused entry to the Aurora lounge on 14 April despite holding a Priority Pass; find the access log entry and reply to her complaint.';
    const R = new Run(id, 'oai_agents', { model: 'gpt-4.1', goal, system: 'You handle lounge access complaints.', agent: 'Lounge Complaints Agent', tools: ['search_access_log'] });
    const n = R.n;
    const qs = [{ lounge: 'Aurora', date: '2025-04-14', card: 'Priority Pass', outcome: 'refused' }, { lounge: 'AURORA-T1', date: '14/04/2025', membership: 'PP', result: 'denied' }, { lounge: 'Aurora Lounge', date: 'April 14 2025', scheme: 'PriorityPass' }, { lounge: 'aurora', day: '2025-04-14', status: 'rejected' }, { lounge: 'Aurora', from: '2025-04-14T00:00:00Z', to: '2025-04-14T23:59:59Z', decision: 'DENY' }];
    qs.forEach((q, i) => { R.think(i === 0 ? 'Let me find the refusal in the access log.' : ['', 'No rows; trying the lounge code and day-first date.', 'Trying long-form names.', 'Maybe the status is recorded as rejected.', 'Trying an explicit time range and the enum DENY.'][i], [{ name: 'search_access_log', args: q }]); R.tool('search_access_log', q, { entries: [], next: null, query_id: n.ulid() }); });
    return { isolates: 'The access-log search is retried five times with other field names, date formats and outcome words; every answer is an empty entry list and no reply is written.', goal, root: R.root(null, { error: 'MaxTurnsExceeded: Max turns (5) exceeded' }) };
  },
];
