// Healthy 2: the first searches find nothing or too much; a genuinely different query (another source,
// or a constraint learnt from a result) finds what is needed, and the agent finishes.
import { Chat, SmolRun, agentSpan, chainSpan, retrieverSpan, llmSpan } from './lib.mjs';

export const family = {
  name: 'refined_search_succeeds',
  loop: false,
  stagnation: false,
  summary: 'Early searches return nothing or too much; the agent learns a constraint from a result or switches source, the materially different query finds the answer, and the task completes.',
};

export const rows = [
  // 01 accordion repair, plain
  (n) => {
    n.at('2024-02-20T10:30:00Z');
    const goal = "Find and reserve a replacement treble reed plate for the customer's Hohner Morino IV M accordion (the C#5 reed on the 8' piccolo reed block is cracked).";
    const chat = new Chat(n, { style: 'plain', system: 'You are the parts assistant for a squeezebox repair workshop. Tools: search_parts, read_manual, reserve_part.', user: goal });
    const s = [];
    s.push(...chat.turn('Searching the parts catalogue for the reed.', [{ name: 'search_parts', args: { q: 'C#5 reed Morino' }, out: { total: 0, items: [], took_ms: n.ms(5, 40) } }]));
    s.push(...chat.turn('No exact match. Broadening to reed plates in general to see how the catalogue names them.', [{ name: 'search_parts', args: { q: 'reed plate treble' }, out: { total: 241, items: [{ sku: 'RP-TR-A4-STD', name: 'Treble reed plate A4 (standard, riveted)' }, { sku: 'RP-TR-C5-16', name: 'Treble reed plate C5 16 mm' }, { sku: 'RP-TR-CS5-HM-PB4', name: 'Hohner piccolo reed plate, block 4, C#' }], note: 'showing 3 of 241', took_ms: n.ms(20, 90) } }]));
    s.push(...chat.turn("Too many generic results, but the Hohner items are catalogued by reed block number. The service manual will tell me which block holds the 4' piccolo set on this model.", [{ name: 'read_manual', args: { model: 'Hohner Morino IV M', section: 'reed blocks' }, out: 'Morino IV M treble: 5 reed blocks. Block 1: 16\' bassoon. Block 2/3: 8\' clarinet (M/M). Block 4: 4\' piccolo (cassotto exit). Block 5: 8\' tremolo. Reed plates are Hohner "a mano" type, catalogue prefix PB followed by block number.' }]));
    s.push(...chat.turn("The manual calls the piccolo set the 4' block 4, not 8', and uses the PB4 prefix. Searching with that constraint.", [{ name: 'search_parts', args: { q: 'PB4 C#', brand: 'Hohner', model_family: 'Morino' }, out: { total: 2, items: [{ sku: 'RP-TR-CS5-HM-PB4', name: 'Hohner piccolo reed plate, block 4, C#5', stock: 1, price_eur: 38 }, { sku: 'RP-TR-CS6-HM-PB4', name: 'Hohner piccolo reed plate, block 4, C#6', stock: 3, price_eur: 36 }], took_ms: n.ms(8, 50) } }]));
    s.push(...chat.turn('RP-TR-CS5-HM-PB4 is the right plate and there is one in stock. Reserving it.', [{ name: 'reserve_part', args: { sku: 'RP-TR-CS5-HM-PB4', qty: 1, job: 'REP-2291' }, out: { reserved: true, hold_until: '2024-02-27', reservation: n.jobId('RSV-') } }]));
    const fin = "Reserved RP-TR-CS5-HM-PB4 (Hohner piccolo reed plate, block 4, C#5, €38) for job REP-2291. Note the manual places the piccolo set on the 4' block 4, not an 8' block.";
    s.push(...chat.turn(fin, []));
    return {
      domain: 'accordion repair workshop', style: 'plain message-level',
      isolates: 'A no-hit search and a 241-hit search are followed by reading the manual, which gives the block number and prefix; the refined search finds the plate and it is reserved.',
      goal,
      root: agentSpan('parts_assistant', { goal }, fin, s, { run_id: n.uuid(), status: 'completed' }),
    };
  },

  // 02 moth trapping survey, LlamaIndex workflow
  (n) => {
    n.at('2024-08-30T20:00:00Z');
    const goal = 'Has the Clifden Nonpareil (Catocala fraxini) been recorded in our county before? A volunteer caught one in the Heathfield light trap last night; answer with the earliest prior record.';
    const s = [];
    n.step(0.3, 1);
    s.push(chainSpan('MothRecordsWorkflow.search_local', { query: 'Clifden Nonpareil Heathfield' }, { nodes: 0 }, [retrieverSpan('VectorIndexRetriever.retrieve', { query_str: 'Clifden Nonpareil county record', similarity_top_k: 5, filters: { source: 'recorder_spreadsheets' } }, [], { metadata: { index: 'county-moth-sheets', took_ms: n.ms(20, 90) } })]));
    n.step(0.3, 1);
    s.push(chainSpan('MothRecordsWorkflow.search_local', { query: 'Catocala fraxini' }, { nodes: 0 }, [retrieverSpan('VectorIndexRetriever.retrieve', { query_str: 'Catocala fraxini', similarity_top_k: 5, filters: { source: 'recorder_spreadsheets' } }, [], { metadata: { index: 'county-moth-sheets', took_ms: n.ms(20, 90) } })]));
    const plan = 'Our own spreadsheets only go back to 2009 and hold nothing under either the vernacular or Latin name. Older county records were published in the national atlas, so I will query that source by taxon and vice-county instead.';
    n.step(1.5, 4);
    s.push(chainSpan('MothRecordsWorkflow.route', { nodes: 0 }, { next: 'search_atlas' }, [llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'Decide the next retrieval source for the moth records question.' }, { role: 'user', content: goal }, { role: 'user', content: 'Local results: 0 for both names.' }] }, { message: { role: 'assistant', content: plan } }, { metadata: { 'llm.model_name': 'gpt-4o-mini' } })]));
    n.step(0.5, 2);
    const atlas = { totalRecords: 3, occurrences: [
      { uuid: n.uuid(), scientificName: 'Catocala fraxini', eventDate: '1953-09-12', locality: 'Bexhill', vc: 'VC14', recordedBy: 'R. Craske', basisOfRecord: 'PreservedSpecimen' },
      { uuid: n.uuid(), scientificName: 'Catocala fraxini', eventDate: '1976-09-20', locality: 'Rye Harbour', vc: 'VC14', basisOfRecord: 'HumanObservation' },
      { uuid: n.uuid(), scientificName: 'Catocala fraxini', eventDate: '2019-09-03', locality: 'Ashdown Forest', vc: 'VC14', basisOfRecord: 'HumanObservation' }], queryTime: n.ms(80, 400), dataResourceUid: 'dr' + n.int(600, 999) };
    s.push(chainSpan('MothRecordsWorkflow.search_atlas', { taxon: 'Catocala fraxini', vc: 'VC14' }, { records: 3 }, [{ type: 'tool', name: 'atlas_occurrence_search', input: { q: 'taxon_name:"Catocala fraxini"', fq: ['cl22:"East Sussex"'], pageSize: 20 }, output: atlas, children: [], metadata: { 'llama_index.span': 'FunctionTool.acall', http_status: 200 } }]));
    const ans = 'Yes. The national atlas holds three earlier county records of Clifden Nonpareil; the earliest is a preserved specimen from Bexhill on 12 September 1953 (R. Craske), with later records at Rye Harbour in 1976 and Ashdown Forest in 2019. Last night\'s Heathfield moth would be the fourth county record.';
    n.step(1.5, 4);
    s.push(chainSpan('MothRecordsWorkflow.answer', { records: 3 }, { ev: 'StopEvent' }, [llmSpan('OpenAI.achat', { messages: [{ role: 'user', content: goal }, { role: 'user', content: JSON.stringify(atlas.occurrences.map((o) => [o.eventDate, o.locality])) }] }, { message: { role: 'assistant', content: ans } }, { metadata: { 'llm.model_name': 'gpt-4o-mini' } })]));
    return {
      domain: 'moth trapping survey', style: 'LlamaIndex workflow',
      isolates: 'Local retrieval under both names finds nothing; the workflow switches to the national atlas by taxon and area, finds three records and answers with the earliest.',
      goal,
      root: agentSpan('MothRecordsWorkflow.run', { query: goal }, ans, s, { workflow: 'MothRecordsWorkflow', run_id: n.uuid() }),
    };
  },

  // 03 kimchi fermentation co-op, Google ADK
  (n) => {
    n.at('2024-10-01T09:00:00Z');
    const goal = 'Find a new supplier of certified-organic coarse gochugaru (Korean chilli flakes) who can deliver 200 kg by November, and request a quote.';
    const chat = new Chat(n, { style: 'adk', agent: 'sourcing_agent', system: 'You source ingredients for the Hanok Kimchi Co-operative. Tools: search_suppliers, request_quote.', user: goal, tools: ['search_suppliers', 'request_quote'] });
    const s = [];
    s.push(...chat.turn('', [{ name: 'search_suppliers', args: { q: 'organic gochugaru' }, out: { count: 0, suppliers: [], index_updated: n.ymd() } }]));
    s.push(...chat.turn('No supplier lists gochugaru by that name. Searching the wider spice category to see how it is catalogued.', [{ name: 'search_suppliers', args: { q: 'chilli powder' }, out: { count: 87, suppliers: [{ id: 'SUP-1182', name: 'Seoul Pantry Wholesale', products: ['red pepper powder (gochugaru), coarse', 'fine'], certs: ['KR-ORG-0413'], moq_kg: 25 }, { id: 'SUP-2217', name: 'Spice Route Imports', products: ['chilli powder, extra hot'], certs: [] }], page: 1, pages: 9 } }]));
    s.push(...chat.turn('87 is too many, but the first hit shows gochugaru is listed as "red pepper powder" and organic suppliers carry a KR-ORG certificate. Filtering on that product name, coarse grade and organic certification.', [{ name: 'search_suppliers', args: { q: 'red pepper powder coarse', cert_prefix: 'KR-ORG', min_capacity_kg: 200 }, out: { count: 2, suppliers: [{ id: 'SUP-1182', name: 'Seoul Pantry Wholesale', lead_time_days: 21, certs: ['KR-ORG-0413'] }, { id: 'SUP-3051', name: 'Gangwon Farm Direct', lead_time_days: 35, certs: ['KR-ORG-1120', 'EU-ORG equivalence'] }] } }]));
    s.push(...chat.turn('Both can meet 200 kg; Seoul Pantry has the shorter 21-day lead time, which lands well before November. Requesting a quote from them.', [{ name: 'request_quote', args: { supplier: 'SUP-1182', product: 'red pepper powder (gochugaru), coarse, organic', qty_kg: 200, deliver_by: '2024-11-01' }, out: { rfq: `RFQ-${n.int(4000, 4999)}`, status: 'sent', expected_reply: '2 working days' } }]));
    const fin = 'Quote requested from Seoul Pantry Wholesale (KR-ORG-0413 certified, 21-day lead time) for 200 kg organic coarse gochugaru delivered by 1 November; Gangwon Farm Direct is the backup (35 days).';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'kimchi fermentation co-op', style: 'Google ADK events',
      isolates: 'A zero-hit search and an 87-hit search reveal the catalogue name and certificate prefix; the constrained search returns two suppliers and a quote is requested.',
      goal,
      root: agentSpan('agent_run [sourcing_agent]', { new_message: goal, session_id: chat.session }, fin, s, { 'gcp.vertex.agent.invocation_id': chat.invocation }),
    };
  },

  // 04 retro console refurbishment, Mastra
  (n) => {
    n.at('2025-03-03T17:20:00Z');
    const goal = 'Build the capacitor replacement list for a Sega Game Gear with the customer\'s main board (photo notes say "VA1, Sega 1992") so we can order a recap kit.';
    const chat = new Chat(n, { style: 'mastra', agent: 'refurbAgent', system: 'You help a console refurbishment shop. Tools: searchWiki, getPage, createPartsList.', user: goal });
    const s = [];
    s.push(...chat.turn('', [{ name: 'searchWiki', args: { q: 'Game Gear recap list' }, out: { hits: 64, results: [{ title: 'Game Gear capacitor list (all revisions)', slug: 'gg-caps-all' }, { title: 'Game Gear VA0 recap', slug: 'gg-va0' }, { title: 'Game Gear VA4 audio board', slug: 'gg-va4-audio' }], took: n.msStr() } }]));
    s.push(...chat.turn('Sixty-four pages covering several revisions. The all-revisions page should say how to tell the boards apart.', [{ name: 'getPage', args: { slug: 'gg-caps-all' }, out: { title: 'Game Gear capacitor list (all revisions)', body: 'Identify the board by the part number silkscreened near the cartridge slot: 171-5953 = VA0, 171-6150 = VA1, 171-6305 = VA4. VA1 boards have the sound section on the main board. See the per-board pages for values.', revision: n.int(300, 400), lastEdited: n.ago() } }]));
    s.push(...chat.turn('VA1 corresponds to board number 171-6150. Searching for that board number instead of the nickname.', [{ name: 'searchWiki', args: { q: '"171-6150" capacitor' }, out: { hits: 1, results: [{ title: 'Game Gear VA1 (171-6150) main board caps', slug: 'gg-171-6150' }] } }]));
    s.push(...chat.turn('', [{ name: 'getPage', args: { slug: 'gg-171-6150' }, out: { title: 'Game Gear VA1 (171-6150) main board caps', body: 'C1 47uF 10V, C2 47uF 10V, C3 100uF 6.3V, C4-C9 10uF 16V (x6), C10 220uF 6.3V, C11-C12 1uF 50V (x2), C13 33uF 16V. All SMD, 105C recommended.', revision: n.int(100, 200) } }]));
    s.push(...chat.turn('Creating the parts list from the VA1 page.', [{ name: 'createPartsList', args: { job: 'GG-0417', items: [['47uF 10V', 2], ['100uF 6.3V', 1], ['10uF 16V', 6], ['220uF 6.3V', 1], ['1uF 50V', 2], ['33uF 16V', 1]] }, out: { listId: n.uuid(), lines: 6, caps: 13 } }]));
    const fin = 'Recap list for Game Gear VA1 (171-6150): 2x 47uF 10V, 1x 100uF 6.3V, 6x 10uF 16V, 1x 220uF 6.3V, 2x 1uF 50V, 1x 33uF 16V (13 SMD caps, 105C). Saved as the parts list for job GG-0417.';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'retro console refurbishment', style: 'Mastra agent',
      isolates: 'A broad 64-hit search leads to a page that maps VA1 to board 171-6150; searching that number finds the exact cap list and the parts list is created.',
      goal,
      root: agentSpan("agent run: 'refurbAgent'", { messages: [{ role: 'user', content: goal }] }, { text: fin, finishReason: 'stop' }, s, { spanType: 'agent_run', agentId: 'refurbAgent', runId: chat.session }),
    };
  },

  // 05 canoe polo league, AutoGen
  (n) => {
    n.at('2024-11-19T19:00:00Z');
    const goal = 'A club has appealed a card from last season. Find which referees officiated Division 1 match 14 of the 2023 season (Riverside vs Northgate) and tell the disciplinary secretary.';
    const chat = new Chat(n, { style: 'autogen', agent: 'league_clerk', user: goal, userName: 'disciplinary_secretary' });
    const ex = 'records_tool';
    const s = [];
    s.push(...chat.turn('', [{ name: 'search_fixtures', args: { season: 2023, division: 1, match_no: 14 }, out: { fixtures: [], note: 'match_no is assigned per season since 2024 import' } }], { speaker: 'league_clerk', executor: ex }));
    s.push(...chat.turn('Match numbers were not kept for 2023 fixtures. Searching by the two teams across the season instead.', [{ name: 'search_fixtures', args: { season: 2023, teams: ['Riverside', 'Northgate'] }, out: { fixtures: [{ id: 'FX-23-0412', date: '2023-05-14', venue: 'Marlow Lakes', home: 'Riverside', away: 'Northgate', division: 1, round: 3 }, { id: 'FX-23-0688', date: '2023-08-20', venue: 'Northgate Pool', home: 'Northgate', away: 'Riverside', division: 1, round: 7 }] } }], { speaker: 'league_clerk', executor: ex }));
    s.push(...chat.turn('Two meetings. Riverside was home on 14 May, which matches the order of the appeal. Reading the match sheet for FX-23-0412.', [{ name: 'get_match_sheet', args: { fixture: 'FX-23-0412' }, out: { fixture: 'FX-23-0412', legacy_no: 'D1-14', referees: ['Gwen Harcourt (R1)', 'Deepak Varma (R2)'], cards: [{ player: 'Northgate #6', card: 'yellow', minute: 11 }], scanned: `sheets/2023/${n.hex(10)}.pdf` } }], { speaker: 'league_clerk', executor: ex }));
    const fin = 'Division 1 match 14 of 2023 (legacy number D1-14, fixture FX-23-0412, 14 May at Marlow Lakes) was refereed by Gwen Harcourt (R1) and Deepak Varma (R2). The only card was a yellow to Northgate #6 in the 11th minute. TERMINATE';
    s.push(...chat.turn(fin, [], { speaker: 'league_clerk' }));
    return {
      domain: 'canoe polo league', style: 'AutoGen / AG2 group chat',
      isolates: 'Searching by match number finds nothing because 2023 fixtures lack it; searching by teams finds two fixtures, the match sheet confirms the legacy number, and the referees are reported.',
      goal,
      root: agentSpan('RoundRobinGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }),
    };
  },

  // 06 vintage motorcycle parts, OpenTelemetry GenAI
  (n) => {
    n.at('2024-04-08T11:45:00Z');
    const goal = 'Source a rocker box gasket for a 1962 BSA A10 Super Rocket engine and add it to the customer\'s order SO-6610.';
    const chat = new Chat(n, { style: 'otel', agent: 'parts_desk', system: 'You work the parts desk of a classic motorcycle shop. Tools: search_catalogue, parts_book_lookup, add_to_order.', user: goal });
    const s = [];
    s.push(...chat.turn('', [{ name: 'search_catalogue', args: { q: 'BSA A10 rocker box gasket', supplier: 'main' }, out: { total: 0, items: [], suggestions: ['rocker cover gasket', 'BSA B31 rocker gasket'] } }]));
    s.push(...chat.turn('Nothing in our main supplier\'s catalogue under that description. The factory parts book will give the original part number, which suppliers index by.', [{ name: 'parts_book_lookup', args: { model: 'A10 Super Rocket', year: 1962, group: 'cylinder head' }, out: { plate: 'Plate 7', rows: [{ ref: 23, desc: 'Gasket, rocker box to head', part_no: '67-0591', qty: 1 }, { ref: 24, desc: 'Gasket, rocker box inspection cap', part_no: '67-0613', qty: 2 }], scan: `pb/a10-1962/plate07.jpg?v=${n.hex(8)}` } }]));
    s.push(...chat.turn('The part is 67-0591. Searching by part number across both suppliers.', [{ name: 'search_catalogue', args: { part_no: '67-0591', supplier: 'all' }, out: { total: 2, items: [{ supplier: 'Draganfly', sku: '67-0591-DF', desc: 'Rocker box gasket A7/A10 (1954-62)', price_gbp: 4.2, stock: 'in stock' }, { supplier: 'SRM', sku: 'S670591', desc: 'A10 rocker gasket, Klinger', price_gbp: 6.95, stock: '3 days' }] } }]));
    s.push(...chat.turn('The 67-0591-DF is in stock now; adding it to the order.', [{ name: 'add_to_order', args: { order: 'SO-6610', sku: '67-0591-DF', qty: 1 }, out: { order: 'SO-6610', lines: 4, total_gbp: 61.7, updated: n.isoSec() } }]));
    const fin = 'Added rocker box gasket 67-0591 (Draganfly 67-0591-DF, £4.20, in stock) to order SO-6610; part number taken from the 1962 A10 parts book, plate 7 ref 23.';
    s.push(...chat.turn(fin, []));
    return {
      domain: 'vintage motorcycle parts', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'A descriptive catalogue search finds nothing; the parts book gives part number 67-0591, the part-number search across suppliers finds it, and it is added to the order.',
      goal,
      root: agentSpan('invoke_agent parts_desk', { input: goal }, fin, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'parts_desk', 'gen_ai.conversation.id': n.uuid() }),
    };
  },
];
