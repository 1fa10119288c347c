// Family 10 (healthy): a materially different search after empty/too-broad results finds what is needed.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'refined_search_success', loop: false, stagnation: 'per-row', isolates: 'Early queries find nothing or too much; a genuinely different query (new source or constraint) succeeds and the agent finishes.' };

function r01() { // clock-tower movement spare parts, OpenInference
  const k = kit('refined_search_success-01');
  const ch = [
    llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Search the parts catalogue for the escape wheel.' }, { 'openinference.span.kind': 'LLM' }),
    tool('search_parts', JSON.stringify({ q: 'escape wheel turret clock' }), JSON.stringify({ hits: 214, items: '[214 generic items]', took_ms: k.ms() }), { 'tool.name': 'search_parts' }),
    llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': '214 hits is too broad. The maker plate says Smith of Derby 1897 double three-legged gravity; filter by maker and escapement type.' }, { 'openinference.span.kind': 'LLM' }),
    tool('search_parts', JSON.stringify({ maker: 'Smith of Derby', escapement: 'double three-legged gravity', part: 'escape wheel' }), JSON.stringify({ hits: 1, items: [{ sku: 'SD-GR3-EW', price_gbp: 640, lead_weeks: 6 }] }), { 'tool.name': 'search_parts' }),
    llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Found SD-GR3-EW (GBP 640, 6 weeks). Ordering it for the town hall clock.' }, {}),
  ];
  return { stagnation: false, goal: 'Find and price a replacement escape wheel for the town hall turret clock.', isolates: 'A too-broad search is refined with maker and escapement from the maker plate, finding one exact part.', root: agent('clock-agent', {}, null, ch, { 'openinference.span.kind': 'AGENT' }) };
}

function r02() { // mushroom farm contamination, LangSmith
  const k = kit('refined_search_success-02');
  const ch = [
    llm('ChatOpenAI', {}, { content: 'Search the grower forum for green mould on oyster blocks.', tool_calls: [{ name: 'forum_search', args: { q: 'green mould oyster' } }] }, {}),
    tool('forum_search', { q: 'green mould oyster' }, { results: [] }, {}),
    llm('ChatOpenAI', {}, { content: 'The forum has nothing. Green mould in oyster substrate is usually Trichoderma; the extension service lab database indexes by pathogen, so I will search there by genus and substrate.', tool_calls: [{ name: 'lab_db_search', args: { genus: 'Trichoderma', substrate: 'straw', crop: 'Pleurotus' } }] }, {}),
    tool('lab_db_search', { genus: 'Trichoderma' }, { records: [{ id: 'TX-88', advice: 'pasteurise straw 65C 2h, lower spawn-run temp to 24C' }], etag: k.etag() }, {}),
    llm('ChatOpenAI', {}, { content: 'Likely Trichoderma: pasteurise straw at 65 C for 2 h and run spawn at 24 C.' }, {}),
  ];
  return { stagnation: false, goal: 'Diagnose green mould on oyster mushroom grow blocks and recommend a fix.', isolates: 'An empty forum search is followed by a search of a different source with a hypothesis, which finds the answer.', root: agent('AgentExecutor', {}, null, ch, { run_type: 'chain' }) };
}

function r03() { // film archive nitrate reel location, Gemini
  const k = kit('refined_search_success-03');
  const ch = [
    llm('generateContent', {}, { candidates: [{ content: { parts: [{ functionCall: { name: 'catalogue_search', args: { title: 'Herring Harvest' } } }] } }] }, {}),
    tool('catalogue_search', { title: 'Herring Harvest' }, { functionResponse: { response: { results: [] } } }),
    llm('generateContent', {}, { candidates: [{ content: { parts: [{ text: 'Not under that title. Pre-1930 nitrate films were often catalogued by the production company; the user said it was a Hull Film Co. newsreel from 1926.' }, { functionCall: { name: 'catalogue_search', args: { producer: 'Hull Film Co', year: 1926, base: 'nitrate' } } }] } }] }, {}),
    tool('catalogue_search', { producer: 'Hull Film Co' }, { functionResponse: { response: { results: [{ title: 'Silver Darlings of the Humber', vault: 'N-4', can: 211 }] } } }),
    llm('generateContent', {}, { candidates: [{ content: { parts: [{ text: 'It is catalogued as "Silver Darlings of the Humber", nitrate vault N-4, can 211.' }] } }] }, {}),
  ];
  return { stagnation: false, goal: 'Locate the 1926 Hull herring-fishery nitrate newsreel in the film archive vaults.', isolates: 'A title search fails; a producer/year/base search succeeds and locates the can.', root: agent('archive_assistant', {}, null, ch, {}) };
}

function r04() { // sign-language interpreter booking, plain messages
  const k = kit('refined_search_success-04');
  const ch = [
    llm('chat.completions', {}, { role: 'assistant', tool_calls: [{ function: { name: 'find_interpreters', arguments: '{"language":"BSL","date":"2025-06-12"}' } }] }, {}),
    tool('find_interpreters', { language: 'BSL', date: '2025-06-12' }, `HTTP/1.1 200 OK\nX-Request-Id: ${k.uuid()}\n\n{"count":57}`),
    llm('chat.completions', {}, { role: 'assistant', content: '57 is too many to choose from; the hearing is a medical tribunal in Leeds, so require the legal/medical specialism and a 30-mile radius.', tool_calls: [{ function: { name: 'find_interpreters', arguments: '{"language":"BSL","date":"2025-06-12","specialism":"medical-legal","near":"LS1","radius_mi":30}' } }] }, {}),
    tool('find_interpreters', {}, '{"count":2,"results":[{"name":"H. Akhtar","nrcpd":"RSLI"},{"name":"P. Dunn","nrcpd":"RSLI"}]}'),
    llm('chat.completions', {}, { role: 'assistant', content: 'Booked H. Akhtar (RSLI, medical-legal) for the 12 June Leeds tribunal; P. Dunn is the backup.' }, {}),
    tool('book_interpreter', { name: 'H. Akhtar' }, { booking: 'BK-' + k.int(1000, 9999) }),
  ];
  return { stagnation: false, goal: 'Book a qualified BSL interpreter for a 12 June medical tribunal in Leeds.', isolates: 'A too-broad interpreter search is narrowed with specialism and location, yielding two candidates and a booking.', root: agent('run', {}, null, ch, { recorder: 'raw-messages' }) };
}

function r05() { // lichen air-quality survey, Pydantic AI
  const k = kit('refined_search_success-05');
  const ch = [
    llm('chat gpt-4o', {}, { parts: [{ part_kind: 'tool-call', tool_name: 'gbif_search', args: { q: 'Usnea florida Devon 2024' } }] }, {}),
    tool('running tool: gbif_search', {}, { count: 0, results: [] }),
    llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'No 2024 records. Usnea florida was recently split; the accepted name in the checklist is Usnea flammea for some Devon records, and the British Lichen Society database is the better source.' }, { part_kind: 'tool-call', tool_name: 'bls_records', args: { taxon: 'Usnea', vc: 'VC3', year: 2024 } }] }, {}),
    tool('running tool: bls_records', {}, { records: 17, sites: ['Dartmoor Wistman\'s Wood', 'Lydford Gorge'] }),
    llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: '17 Usnea records in South Devon (VC3) in 2024, notably Wistman\'s Wood; good indicator of low nitrogen pollution.' }] }, {}),
  ];
  return { stagnation: false, goal: 'Summarise 2024 Usnea lichen records in South Devon as an air-quality indicator.', isolates: 'An empty GBIF query leads to a different database and taxon scope that returns records.', root: agent('agent run', {}, null, ch, { agent_name: 'lichen_survey' }) };
}

function r06() { // retro game cartridge repair, AutoGen
  const k = kit('refined_search_success-06');
  const ch = [
    llm('autogen.chat_completion', {}, { content: 'Search the wiki for the save battery part.', function_calls: [{ name: 'wiki_search', arguments: '{"q":"Pokemon Gold battery"}' }] }, {}),
    tool('execute_function', {}, { content: 'No results.' }),
    llm('autogen.chat_completion', {}, { content: 'The board silk says DMG-A09; searching by board revision instead of game title.', function_calls: [{ name: 'wiki_search', arguments: '{"q":"DMG-A09 battery"}' }] }, {}),
    tool('execute_function', {}, { content: 'DMG-A09: CR2025 with solder tabs; keep RTC crystal 32.768 kHz.' }),
    llm('autogen.chat_completion', {}, { content: 'Use a tabbed CR2025 for the DMG-A09 board and do not disturb the RTC crystal. TERMINATE' }, {}),
  ];
  return { stagnation: false, goal: 'Identify the correct replacement save battery for a customer\'s Pokemon Gold cartridge.', isolates: 'A game-title search fails; a board-revision search finds the battery spec.', root: agent('GroupChat', {}, null, ch, {}) };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
