import { agent, chain, llm, tool, retriever, oaiMsg, antBlocks } from './lib.mjs';
export const family = 'refined_search_success';
export const loop = false, stagnation = false;

export const scenarios = [
// 01 fountain restoration — plain
(N) => {
  const kids = [llm('chat.completions', {}, oaiMsg(N, null, [['parts_search', { q: 'bronze nozzle' }]])), tool('parts_search', { q: 'bronze nozzle' }, { hits: 412 }), llm('chat.completions', {}, oaiMsg(N, 'Too many hits; the pump plate says thread 3/4" BSP, filtering.', [['parts_search', { q: 'bronze nozzle', thread: '3/4 BSP', type: 'bell jet' }]])), tool('parts_search', { q: 'bronze nozzle', thread: '3/4 BSP', type: 'bell jet' }, { hits: 2, items: ['BJ-34-BR', 'BJ-34-BR-ADJ'] }), llm('chat.completions', {}, oaiMsg(N, 'Ordering BJ-34-BR-ADJ, adjustable bell jet for 3/4" BSP.'))];
  return { isolates: 'A broad search gives too many hits; a new constraint from the pump plate narrows it to two, and one is ordered.', goal: 'Find a replacement bell-jet nozzle for a restored park fountain.', root: agent('fountain-bot', {}, null, kids) };
},
// 02 sauerkraut fermenters — LlamaIndex
(N) => {
  const kids = [retriever('VectorIndexRetriever', { query: 'kahm yeast' }, { nodes: [] }), llm('OpenAI.chat', {}, { message: { content: 'Nothing in our SOPs; search the extension service bulletins instead.' } }), retriever('BM25Retriever(extension_bulletins)', { query: 'surface film brine cabbage' }, { nodes: [{ text: 'Kahm yeast: skim, ensure 2% salt', score: 0.81 }] }), llm('OpenAI.chat', {}, { message: { content: 'Skim the film and raise brine to 2% salt in crock 4.' } })];
  return { isolates: 'The internal index is empty, a different source gives the answer, and the agent finishes.', goal: 'Decide how to handle a white film on sauerkraut crock 4.', root: agent('ReActAgent.chat', {}, null, kids) };
},
// 03 roller skate rinks — Anthropic
(N) => {
  const kids = [llm('messages.create', {}, antBlocks(N, null, [['search_bookings', { date: '2025-08-09' }]])), tool('search_bookings', { date: '2025-08-09' }, { results: [] }), llm('messages.create', {}, antBlocks(N, 'No bookings; the email said "party package", search the party system by contact phone.', [['party_lookup', { phone: '+44 7700 900412' }]])), tool('party_lookup', { phone: '+44 7700 900412' }, { party: 'PP-3310', date: '2025-08-09', skaters: 14 }), llm('messages.create', {}, antBlocks(N, 'Found PP-3310 for 14 skaters; added 2 skaters.'))];
  return { isolates: 'A date search in the wrong system finds nothing; a lookup in the party system finds the booking and the change is made.', goal: 'Add two skaters to a roller rink birthday party booking.', root: agent('anthropic.session', {}, null, kids) };
},
// 04 saltwater taffy — Vercel AI SDK
(N) => {
  const kids = [llm('ai.generateText.doGenerate', {}, { 'ai.response.toolCalls': [{ toolName: 'supplierSearch', args: { q: 'taffy wrapper wax paper' } }] }), tool('ai.toolCall', { q: 'taffy wrapper wax paper' }, { results: [] }), llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Use the wrapper spec: 4x5 in, twist wrap, food-grade.', 'ai.response.toolCalls': [{ toolName: 'supplierSearch', args: { q: 'twist wrap 4x5 food grade' } }] }), tool('ai.toolCall', { q: 'twist wrap 4x5 food grade' }, { results: [{ sku: 'TW45-FG', price: 38.5 }] }), llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'TW45-FG at $38.50 a case; order placed.' })];
  return { isolates: 'A query by nickname finds nothing; a spec-based query finds a supplier and the agent orders.', goal: 'Find a supplier of wrappers for a saltwater taffy shop.', root: agent('ai.generateText', {}, null, kids) };
},
// 05 shoe shine kiosks — Pydantic AI
(N) => {
  const kids = [tool('running tool: sales_query', { kiosk: 'all', month: '2025-05' }, { rows: 3812 }), llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'Too broad; only airport kiosks matter. Filter terminal=T2.' }] }), tool('running tool: sales_query', { kiosk: 'T2-*', month: '2025-05', group_by: 'kiosk' }, { rows: [{ kiosk: 'T2-A', shines: 612 }, { kiosk: 'T2-B', shines: 401 }] }), llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'T2-A did 612 shines in May, T2-B 401.' }] })];
  return { isolates: 'A broad query returns too much; a narrowed query gives exactly what is needed.', goal: 'Report May shoe shine counts for the airport kiosks.', root: agent('agent run', {}, null, kids) };
},
// 06 Nix flake pinning (devops) — OpenInference
(N) => {
  const kids = [tool('grep', { 'input.value': 'libpng 1.6.37' }, { 'output.value': '' }), llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'No match; check flake.lock for the nixpkgs rev.' }), tool('read_file', { 'input.value': 'flake.lock' }, { 'output.value': '"rev": "a1b2c3"' }), llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Bumping the pin fixes libpng.' })];
  return { isolates: 'A grep finds nothing; reading the lock file reveals the pin and the fix is made.', goal: 'Fix an old libpng in the Nix flake of a label printer service.', root: agent('agent', {}, null, kids) };
},
];
