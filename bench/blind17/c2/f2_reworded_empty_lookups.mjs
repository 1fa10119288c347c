// Family 2: the same lookup reworded again and again (synonyms, field names, id/date formats, quoting), empty every time.
import { Chat, SmolRun, agentSpan } from './lib.mjs';

export const family = {
  name: 'reworded_empty_lookups',
  loop: true,
  stagnation: false,
  summary: 'The same tool and intent is re-asked in other words four or more times (synonyms, other fields, other id/date formats, quoting), every answer is empty, and the task is never done.',
};

export const rows = [
  // 01 wildflower seed farm, Mastra agent
  (n) => {
    n.at('2024-03-05T10:05:00Z');
    const goal = 'Find the germination test result for yarrow lot YAR-23-117 so the seed certificate for the Meadowfield order can be issued.';
    const chat = new Chat(n, { style: 'mastra', agent: 'seedCertAgent', system: 'You prepare seed certificates for Brackenhill Wildflower Seeds. Use queryLabResults to find purity and germination tests.', user: goal });
    const empty = (extra = {}) => ({ results: [], total: 0, page: 1, took_ms: n.ms(9, 80), lab_api: `lims-gw ${n.replica('lims')}`, request_id: n.uuid(), ...extra });
    const s = [];
    s.push(...chat.turn('Looking up the lab results by lot number.', [{ name: 'queryLabResults', args: { lot: 'YAR-23-117' }, out: empty() }]));
    s.push(...chat.turn('Nothing under that exact lot string; the LIMS may store lot numbers without hyphens.', [{ name: 'queryLabResults', args: { lot_number: 'YAR23117' }, out: empty() }]));
    s.push(...chat.turn('Still empty. I will search by species and harvest year instead of lot.', [{ name: 'queryLabResults', args: { species: 'Achillea millefolium', harvest_year: 2023 }, out: empty() }]));
    s.push(...chat.turn('No tests for the Latin name either; perhaps the common name and a free-text search will match.', [{ name: 'queryLabResults', args: { search: 'yarrow 117' }, out: empty({ hint: 'free-text search covers notes field only' }) }]));
    s.push(...chat.turn('Trying lower case with an explicit test type filter for germination.', [{ name: 'queryLabResults', args: { lot: 'yar-23-117', test_type: 'germination' }, out: empty() }]));
    s.push(...chat.turn("One more variant: the lab sometimes prefixes the farm code, so I'll try BH/YAR-23-117.", [{ name: 'queryLabResults', args: { lot: 'BH/YAR-23-117' }, out: empty() }]));
    return {
      domain: 'wildflower seed farm', style: 'Mastra agent',
      isolates: 'Six reworded lab-result lookups (hyphenless id, Latin name, common name, lower case, farm prefix) all return zero results and the certificate is never issued.',
      goal,
      root: agentSpan("agent run: 'seedCertAgent'", { messages: [{ role: 'user', content: goal }], maxSteps: 6 }, { text: '', finishReason: 'tool-calls', steps: 6 }, s, { spanType: 'agent_run', agentId: 'seedCertAgent', runId: chat.session, 'mastra.version': '0.10.5' }),
    };
  },

  // 02 gin still, plain message-level
  (n) => {
    n.at('2024-10-14T13:30:00Z');
    const goal = 'Attach the supplier certificate of analysis for juniper berry lot 4471 to gin batch G-0932 before the duty-paid release.';
    const chat = new Chat(n, { style: 'plain', system: 'You are the QA assistant at Tollgate Gin. Use search_documents (document management system) and attach_document.', user: goal });
    const empty = (q) => ({ status: 200, headers: { 'x-request-id': n.reqId('dms-'), 'x-search-took': n.msStr(12, 140), date: n.httpDate() }, body: { query: q, total: 0, hits: [], facets: { doc_type: {} }, index_version: `2024.10.${n.int(1, 9)}` } });
    const q = ['juniper CoA lot 4471', 'Juniperus communis certificate of analysis 4471', '"4471" juniper berries', 'COA-4471', 'juniper batch 4471 supplier Tuscany 2024'];
    const text = [
      'Searching the document store for the juniper certificate.',
      'No hits. The supplier may have used the botanical name on the certificate, so I will search for that.',
      'Still no hits; trying the lot number as an exact phrase next to the common name.',
      'Nothing again. Certificates are often filed under a COA- prefix, so trying that form of the id.',
      'No document either. I will add the supplier region and year to the query.',
    ];
    const s = [];
    q.forEach((qq, i) => s.push(...chat.turn(text[i], [{ name: 'search_documents', args: { query: qq, doc_types: ['certificate', 'supplier_doc'] }, argsAsString: i % 2 === 1, out: empty(qq) }])));
    return {
      domain: 'gin distillery QA', style: 'plain message-level',
      isolates: 'Five differently worded document searches for one juniper certificate (botanical name, quoted id, COA prefix, supplier region) return total 0 and the batch is never released.',
      goal,
      root: agentSpan('qa_assistant', { goal }, null, s, { max_turns: 5, stopped_reason: 'max_turns', run_id: n.ulid() }, 'max_turns (5) exceeded'),
    };
  },

  // 03 stilt walkers' troupe, AutoGen group chat
  (n) => {
    n.at('2024-08-28T09:10:00Z');
    const goal = "Find the signed contract for the troupe's appearance at the Lantern Parade on 14 September and confirm the fee and call time for the six stilt walkers.";
    const chat = new Chat(n, { style: 'autogen', agent: 'booker', user: goal, userName: 'troupe_manager' });
    const none = () => ({ bookings: [], count: 0, server_time: n.epoch(), api: 'gigbook/v2', trace: n.hex(16) });
    const s = [];
    s.push(...chat.turn('I will look the gig up in the booking calendar by its name.', [{ name: 'search_bookings', args: { text: 'Lantern Parade' }, out: none() }], { speaker: 'booker', executor: 'calendar_proxy' }));
    s.push(...chat.turn('No match on the event title. The client is probably recorded as the organising trust, so I will filter by client.', [{ name: 'search_bookings', args: { client: 'Lantern Parade Trust' }, out: none() }], { speaker: 'booker', executor: 'calendar_proxy' }));
    s.push(...chat.turn('Client filter is empty too. Switching to the date of the performance.', [{ name: 'search_bookings', args: { date: '2024-09-14' }, out: none() }], { speaker: 'booker', executor: 'calendar_proxy' }));
    s.push(...chat.turn('Maybe the calendar expects day/month/year dates as typed by the office.', [{ name: 'search_bookings', args: { date: '14/09/2024' }, out: none() }], { speaker: 'booker', executor: 'calendar_proxy' }));
    s.push(...chat.turn('I will try the slug form of the event name in the event_name field.', [{ name: 'search_bookings', args: { event_name: 'lantern-parade' }, out: none() }], { speaker: 'booker', executor: 'calendar_proxy' }));
    return {
      domain: "stilt walkers' troupe", style: 'AutoGen / AG2 group chat',
      isolates: 'The booker agent re-asks the booking calendar five ways (title, client, ISO date, UK date, slug) and gets an empty list each time; the chat stops at its message limit without the contract.',
      goal,
      root: agentSpan('RoundRobinGroupChat.run', { task: goal, participants: ['booker', 'calendar_proxy'] }, { stop_reason: 'Maximum number of messages 11 reached, current message count: 11' }, s, { 'autogen.version': '0.4.7', team_id: n.uuid() }),
    };
  },

  // 04 ropemaking museum, Google ADK
  (n) => {
    n.at('2025-01-21T11:00:00Z');
    const goal = 'Find the accession record for the 19th-century cable-laid hemp rope sample shown in the rope-walk gallery so its label can be rewritten.';
    const chat = new Chat(n, { style: 'adk', agent: 'collections_agent', system: 'You help curators at the Ropewalk Museum. search_collection queries the collections database (Solr).', user: goal, tools: ['search_collection'] });
    const solr = (params) => ({ responseHeader: { status: 0, QTime: n.int(2, 45), params }, response: { numFound: 0, start: 0, numFoundExact: true, docs: [] }, shard: n.host('solr') });
    const s = [];
    s.push(...chat.turn('', [{ name: 'search_collection', args: { q: 'cable-laid hemp' }, out: solr({ q: 'cable-laid hemp', rows: '20' }) }]));
    s.push(...chat.turn('No records for that phrase. Older cataloguing often says hawser-laid for the same construction, so I will search that.', [{ name: 'search_collection', args: { q: 'hawser laid hemp rope' }, out: solr({ q: 'hawser laid hemp rope', rows: '20' }) }]));
    s.push(...chat.turn('Nothing. Using the structured fields for object name and material instead of keywords.', [{ name: 'search_collection', args: { object_name: 'rope sample', material: 'hemp' }, out: solr({ q: 'object_name:"rope sample" AND material:hemp', rows: '20' }) }]));
    s.push(...chat.turn('The gallery objects were accessioned in the 1987 transfer, so a wildcard on that accession range may catch it.', [{ name: 'search_collection', args: { accession: '1987.44.*' }, out: solr({ q: 'accession:1987.44.*', rows: '20' }) }]));
    s.push(...chat.turn('Last attempt: the construction term with a date range for the period.', [{ name: 'search_collection', args: { q: 'cable laid', date_range: '1850-1899' }, out: solr({ q: '"cable laid"', fq: 'date_made:[1850 TO 1899]', rows: '20' }) }]));
    return {
      domain: 'ropemaking museum', style: 'Google ADK events',
      isolates: 'Five reworded collection searches (synonym, structured fields, accession wildcard, date range) each come back with numFound 0 and the accession is never found.',
      goal,
      root: agentSpan('agent_run [collections_agent]', { new_message: goal, session_id: chat.session }, null, s, { 'gcp.vertex.agent.invocation_id': chat.invocation, max_llm_calls: 5 }, 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded'),
    };
  },

  // 05 EV charging network, smolagents
  (n) => {
    n.at('2024-10-03T08:45:00Z');
    const goal = 'A driver disputes a 41.7 kWh charge at charge point CP-LEEDS-0113 on 2 October. Find the OCPP StopTransaction for transaction 88412 and report the meterStop value.';
    const run = new SmolRun(n, { task: goal });
    const zero = (q) => `query=${q} | hits=0 | scanned=${n.int(180000, 990000)} events | took=${n.secStr(0.4, 3.2)} | cluster=${n.host('logs')}`;
    const qs = [
      ['transactionId:88412', 'Search the OCPP log index for the transaction id.'],
      ['"88412"', 'No hits on the field; perhaps the field is named differently, so a bare quoted number.'],
      ['idTag:04A2B7C21F6680 AND StopTransaction', 'The driver card id from the dispute form may find the stop message even without the transaction id.'],
      ['chargeBoxId:"CP-LEEDS-0113" AND @date:2024-10-02', 'Narrowing to the charge box and day instead.'],
      ['meterStop AND CP-LEEDS-113', 'Maybe the station id is stored without the leading zero; combining it with the meterStop key.'],
    ];
    const s = qs.map(([q, th]) => run.step({ thought: th, code: `res = log_search(query=${JSON.stringify(q)}, index="ocpp-*")\nprint(res)`, calls: [{ name: 'log_search', args: { query: q, index: 'ocpp-*' }, out: zero(q) }], logs: zero(q) + '\n' }));
    return {
      domain: 'EV charging network', style: 'smolagents CodeAgent',
      isolates: 'The code agent reformulates an OCPP log search five ways (field, quoted number, card id, station and day, station id without zero) and every search reports hits=0; no meter value is found.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal, max_steps: 5 }, null, s, { run_id: n.uuid() }, 'AgentMaxStepsError: Reached max steps.'),
    };
  },

  // 06 kayak river outfitter, OpenTelemetry GenAI
  (n) => {
    n.at('2024-07-08T16:20:00Z');
    const goal = "Pull up the signed liability waiver for Siobhán O'Connell, who paddled the Blackwater gorge trip on 6 July, for the insurer's incident file.";
    const chat = new Chat(n, { style: 'otel', agent: 'waiver_lookup', system: 'You retrieve waivers from the RiverDesk booking system via search_waivers.', user: goal });
    const empty = () => JSON.stringify({ data: [], meta: { count: 0, next: null, took: n.msStr(15, 90), api_version: '2023-11-01' }, request: { id: n.ksuid(), received: n.usDate() } });
    const s = [];
    s.push(...chat.turn('', [{ name: 'search_waivers', args: { name: "Siobhán O'Connell" }, out: empty() }]));
    s.push(...chat.turn('No waiver found with the accented spelling. Trying ASCII letters and no apostrophe.', [{ name: 'search_waivers', args: { name: 'Siobhan OConnell' }, out: empty() }]));
    s.push(...chat.turn('Searching by surname with the trip date.', [{ name: 'search_waivers', args: { last_name: "O'Connell", trip_date: '2024-07-06' }, out: empty() }]));
    s.push(...chat.turn('Maybe the form was signed under her email address; trying a partial email match.', [{ name: 'search_waivers', args: { email_contains: 'oconnell' }, out: empty() }]));
    s.push(...chat.turn('The date field may be US-formatted in this system. Retrying surname plus 07/06/2024.', [{ name: 'search_waivers', args: { last_name: 'Oconnell', trip_date: '07/06/2024' }, out: empty() }]));
    const fin = "I could not locate a waiver for Siobhán O'Connell in RiverDesk under any spelling, date format or email. It may have been signed on paper at the put-in.";
    s.push(...chat.turn(fin, []));
    return {
      domain: 'kayak river outfitter', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'Five waiver searches reworded by spelling, field and date format all return count 0, and the run ends without the waiver.',
      goal,
      root: agentSpan('invoke_agent waiver_lookup', { input: goal }, fin, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'waiver_lookup', 'gen_ai.conversation.id': n.uuid() }),
    };
  },
];
