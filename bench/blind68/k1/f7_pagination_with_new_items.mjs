import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Healthy 2: each page brings new items until the source says there is no more; then a summary.
export const family = { name: 'pagination_with_new_items', loop: false, stagnation: false, rows: [
// 01 thatching — OpenInference
(N) => {
  const goal = 'List all water-reed deliveries to the Wareham thatching yard this season and total the bundles by supplier.';
  const pages = [[['Poole Reeds', 400], ['Broads Reed Co', 250], ['Poole Reeds', 300]], [['Camargue Imports', 600], ['Broads Reed Co', 150]], [['Tay Reedbeds', 220]]];
  const ch = [];
  pages.forEach((p, i) => {
    ch.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': goal }, { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ yard: 'wareham', page: i + 1 }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' }));
    ch.push(tool('deliveries', { 'tool.name': 'deliveries', 'tool.parameters': JSON.stringify({ yard: 'wareham', page: i + 1 }) }, { value: JSON.stringify({ items: p.map(([s, n], k) => ({ id: `D-${i * 10 + k + 31}`, supplier: s, bundles: n, date: N.iso().slice(0, 10) })), has_more: i < 2, request_id: N.reqId() }) }, { 'openinference.span.kind': 'TOOL' }));
  });
  ch.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': '…' }, { 'llm.output_messages.0.message.content': 'Season totals (bundles): Camargue Imports 600, Poole Reeds 700, Broads Reed Co 400, Tay Reedbeds 220 — 1,920 bundles over 6 deliveries.' }, { 'openinference.span.kind': 'LLM' }));
  return { goal, isolates: 'Three pages each with new deliveries, has_more false on the last, then totals by supplier.', root: agent('thatch-yard-agent', { value: goal }, null, ch, { 'openinference.span.kind': 'AGENT' }) };
},
// 02 bonsai nursery — CrewAI
(N) => {
  const goal = 'Find every juniper in the nursery stock older than 20 years and draft a price list for the autumn show.';
  const pages = [['J-014 Shimpaku 34y', 'J-022 Itoigawa 21y'], ['J-031 Chinensis 27y', 'J-040 Procumbens 22y', 'J-043 Shimpaku 45y'], ['J-057 Rigida 25y']];
  const ch = [];
  pages.forEach((p, i) => {
    ch.push(llm('LLM call', { messages: '[…]' }, `Thought: ${i ? `Got ${pages[i - 1].length} more junipers; the response says more pages remain.` : 'Query stock.'}\nAction: stock_search\nAction Input: {"genus": "Juniperus", "min_age": 20, "page": ${i + 1}}`, { model: 'gpt-4o' }));
    ch.push(tool('stock_search', `{"genus": "Juniperus", "min_age": 20, "page": ${i + 1}}`, JSON.stringify({ trees: p, page: i + 1, pages: 3, generated: N.http() })));
  });
  ch.push(llm('LLM call', { messages: '[…]' }, 'Thought: I now have all 6 junipers from 3 of 3 pages.\nFinal Answer: Autumn show price list — J-043 Shimpaku 45y £2,400; J-014 Shimpaku 34y £1,650; J-031 Chinensis 27y £980; J-057 Rigida 25y £870; J-040 Procumbens 22y £540; J-022 Itoigawa 21y £720.', { model: 'gpt-4o' }));
  return { goal, isolates: 'CrewAI agent pages 1-3 of 3, each with new junipers, then writes the price list.', root: agent('Crew: show_prep', {}, null, [agent('Task: juniper_price_list', { description: goal }, null, ch, {})], { framework: 'crewai' }) };
},
// 03 circus rigging certificates — Google ADK
(N) => {
  const goal = 'Compile all rigging-point load certificates for the big top and list any expiring before the summer tour.';
  const pages = [[{ point: 'KP-1', expires: '2025-09-01' }, { point: 'KP-2', expires: '2025-05-20' }], [{ point: 'KP-3', expires: '2026-01-10' }, { point: 'SP-1', expires: '2025-06-02' }], [{ point: 'SP-2', expires: '2025-11-11' }]];
  const ch = [];
  pages.forEach((p, i) => {
    ch.push(llm('call_llm', { contents: '[…]' }, { content: { parts: [{ function_call: { name: 'list_certs', args: { tent: 'bigtop', page_token: i ? `t${i}` : null } } }] } }, { model: 'gemini-2.0-flash' }));
    ch.push(tool('execute_tool list_certs', { page_token: i ? `t${i}` : null }, { function_response: { certs: p, next_page_token: i < 2 ? `t${i + 1}` : null, lolER_ref: 'LOLER-' + N.int(1000, 9999) } }));
  });
  ch.push(llm('call_llm', { contents: '[…]' }, { content: { parts: [{ text: 'Five rigging points certified. Expiring before the June tour start: KP-2 (20 May 2025) and SP-1 (2 June 2025) — both need re-inspection.' }] } }, { model: 'gemini-2.0-flash' }));
  return { goal, isolates: 'Page tokens lead through three pages of distinct certificates until next_page_token is null, then expiring ones are listed.', root: agent('invoke_agent rigging_agent', { new_message: goal }, null, ch, { framework: 'google-adk' }) };
},
// 04 brass band library — Pydantic AI
(N) => {
  const goal = 'Find all 2nd cornet parts missing from the band library folders and produce a reprint list.';
  const pages = [['Cornet Carillon', 'Deep Harmony'], ['Floral Dance', 'Frieze', 'Slaidburn'], ['Mack and Mabel']];
  const ch = [];
  pages.forEach((p, i) => {
    ch.push(llm('chat gpt-4o', { messages: '[…]' }, { parts: [{ part_kind: 'tool-call', tool_name: 'missing_parts', args: JSON.stringify({ part: '2nd cornet', offset: i * 3 }) }] }, { 'gen_ai.system': 'openai' }));
    ch.push(tool('running tool: missing_parts', { offset: i * 3 }, { part_kind: 'tool-return', content: { titles: p, offset: i * 3, next_offset: i < 2 ? (i + 1) * 3 : null, total: 6 } }));
  });
  ch.push(llm('chat gpt-4o', { messages: '[…]' }, { parts: [{ part_kind: 'text', content: 'Reprint 2nd cornet parts for 6 titles: Cornet Carillon, Deep Harmony, Floral Dance, Frieze, Slaidburn, Mack and Mabel.' }] }, {}));
  return { goal, isolates: 'Offsets 0, 3, 6 return new missing titles until next_offset is null; the reprint list is produced.', root: agent('agent run', { prompt: goal }, null, ch, { 'logfire.span_type': 'span', agent_name: 'librarian' }) };
},
// 05 cemetery burial register — Semantic Kernel
(N) => {
  const goal = 'Find every burial of the surname Penhallow in the parish register for a family-history enquiry and summarise the plots.';
  const pages = [['1871 John Penhallow, plot C-12', '1874 Mary Penhallow, plot C-12'], ['1902 Thomas Penhallow, plot F-3'], ['1938 Ellen Penhallow, plot F-3', '1951 Wm. Penhallow, plot K-40']];
  const ch = [];
  pages.forEach((p, i) => {
    ch.push(llm('chat.completions gpt-4o', { prompt: '[…]' }, { tool_calls: [{ function: { name: 'Register-Search', arguments: JSON.stringify({ surname: 'Penhallow', page: i + 1 }) } }] }, {}));
    ch.push(tool('Register-Search', { surname: 'Penhallow', page: i + 1 }, `<table class="burials">${p.map((r) => `<tr><td>${r}</td></tr>`).join('')}</table><nav>${i < 2 ? `<a rel="next" href="?page=${i + 2}">Next</a>` : '<span>End of results</span>'}</nav><!-- rendered ${N.iso()} by ${N.host('parish-web')} -->`, { 'semantic_kernel.plugin.name': 'Register' }));
  });
  ch.push(llm('chat.completions gpt-4o', { prompt: '[…]' }, { content: 'Five Penhallow burials (1871-1951) in three plots: C-12 (John, Mary), F-3 (Thomas, Ellen), K-40 (William).' }, {}));
  return { goal, isolates: 'HTML register pages with new burials each time until the page shows "End of results", then the plots are summarised.', root: agent('ChatCompletionAgent', { prompt: goal }, null, ch, { framework: 'semantic-kernel' }) };
},
// 06 escape room bookings — LangChain4j
(N) => {
  const goal = 'Collect all group bookings for "The Alchemist\'s Cellar" room next month and tell the manager which weekends are full.';
  const pages = [['2024-11-02 10:00', '2024-11-02 14:00', '2024-11-02 18:00', '2024-11-03 12:00'], ['2024-11-09 10:00', '2024-11-16 14:00', '2024-11-16 18:00'], ['2024-11-23 10:00', '2024-11-23 14:00', '2024-11-23 18:00', '2024-11-24 12:00']];
  const ch = [];
  pages.forEach((p, i) => {
    ch.push(llm('ChatLanguageModel.chat', { messages: '[…]' }, { aiMessage: { toolExecutionRequests: [{ id: N.b62(12), name: 'listBookings', arguments: JSON.stringify({ room: 'alchemist', month: '2024-11', cursor: i ? `c${i}` : '' }) }] } }, { 'langchain4j.model': 'OpenAiChatModel' }));
    ch.push(tool('ToolExecutor listBookings', { cursor: i ? `c${i}` : '' }, { ToolExecutionResultMessage: { text: JSON.stringify({ slots: p, nextCursor: i < 2 ? `c${i + 1}` : null, serverTime: N.epochMs() }) } }));
  });
  ch.push(llm('ChatLanguageModel.chat', { messages: '[…]' }, { aiMessage: { text: '11 bookings. Fully booked weekends (all 4 slots): 2-3 Nov and 23-24 Nov. 9-10 and 16-17 Nov still have openings.' } }, {}));
  return { goal, isolates: 'LangChain4j AI service follows cursors through three pages of distinct bookings until nextCursor is null, then answers.', root: agent('AiServices.chat', { userMessage: goal }, null, ch, { framework: 'langchain4j' }) };
},
] };
