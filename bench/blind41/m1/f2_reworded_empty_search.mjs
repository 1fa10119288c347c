import { agent, llm, tool, span, tc, sys, user } from './lib.mjs';
export const meta = { family: 'reworded_empty_search', loop: true, stagnation: false };
export const scenarios = [
// 01 sauerkraut co-op - Vercel AI SDK ai.* spans
(c) => {
  const qs = [{ q: 'batch 44 salt ratio' }, { q: 'salt percentage for crock 44' }, { q: '"brine ratio" batch #44' }, { q: 'NaCl w/w fermentation lot 0044' }, { q: 'batch=44 salinity' }];
  const kids = [];
  qs.forEach((a, i) => { kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': i ? '[…]' : '[{"role":"user","content":"What salt ratio did batch 44 use?"}]' }, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'searchBatchLog', args: a }]), 'ai.response.text': i === 0 ? 'Looking up the batch log.' : ['Nothing; trying a different phrasing.', 'Try quoting the field name.', 'Maybe lot numbers are zero padded.', 'One more with the field name.'][i - 1] }, [], { metadata: { 'ai.model.id': 'gpt-4o-mini', 'ai.response.msToFirstChunk': c.dur(150, 900) } })); kids.push(tool('ai.toolCall searchBatchLog', { 'ai.toolCall.args': JSON.stringify(a) }, { 'ai.toolCall.result': JSON.stringify({ hits: [], took_ms: c.dur(3, 60) }) })); });
  return { isolates: 'The same batch-log search is reworded five ways (synonyms, quoting, zero padding, field syntax) and returns no hits every time; the question stays unanswered.',
    goal: 'Find the salt ratio used for sauerkraut batch 44 at the fermentation co-op.',
    root: agent('ai.streamText', { 'ai.operationId': 'ai.streamText', 'ai.settings.maxSteps': 6 }, { 'ai.response.finishReason': 'tool-calls' }, kids, { metadata: { 'ai.telemetry.functionId': 'kraut-assistant' } }) };
},
// 02 ship-breaking yard - Semantic Kernel
(c) => {
  const args = [{ vessel_name: 'MV Aral Star' }, { name: 'Aral Star' }, { imo: 'IMO 9123456' }, { imo: '9123456' }, { hull_name: 'ARAL STAR (ex-Nordic Wave)' }];
  const kids = [llm('ChatCompletion', { chat_history: [sys('You help the yard compliance desk.'), user('Do we have the Inventory of Hazardous Materials for the Aral Star?')] }, tc(c, 'HazmatRegistry-find_ihm', args[0]), { metadata: { 'semantic_kernel.function.invocation': 'auto' } })];
  args.forEach((a, i) => { kids.push(tool('HazmatRegistry-find_ihm', a, { value: '[]', metadata: { 'x-ms-request-id': c.uuid(), elapsed: `00:00:0${c.int(0, 2)}.${c.int(100, 999)}` } })); if (i < 4) kids.push(llm('ChatCompletion', { chat_history: '…' }, tc(c, 'HazmatRegistry-find_ihm', args[i + 1]))); });
  return { isolates: 'The IHM registry is searched by vessel name, shortened name, IMO with and without prefix and former name; each returns an empty list and the hazmat inventory is never found.',
    goal: 'Locate the Inventory of Hazardous Materials for the vessel arriving at the ship-breaking yard before beaching.',
    root: agent('Kernel.InvokePromptAsync', { prompt: 'Find IHM for Aral Star' }, null, kids, { error: 'Maximum auto-invoke attempts (5) reached.' }) };
},
// 03 cattle brand registry - LlamaIndex
(c) => {
  const qs = ['Lazy J Bar brand owner', 'owner of brand "J-bar lazy"', 'brand lazy J with bar, left hip', 'registered brand LJB cattle left hip', 'JL bar reversed brand registration'];
  const kids = [];
  qs.forEach((q, i) => { kids.push(llm('OpenAI.chat', { messages: [i ? '…' : user('Who owns the Lazy J Bar brand seen on the stray heifer?')] }, { message: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'brand_registry_query', arguments: JSON.stringify({ input: q }) } }] } })); kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: q }, { nodes: [] , note: `similarity_top_k=5 cutoff=0.78 kept=0` }, [], { metadata: { 'retrieval.latency_ms': c.dur(20, 200) } })); });
  return { isolates: 'A LlamaIndex agent rewords a brand-registry lookup five ways and every retrieval keeps zero nodes; the owner is never identified.',
    goal: 'Identify the registered owner of the brand on a stray heifer held at the county pound.',
    root: agent('FunctionCallingAgent.chat', { message: 'Who owns the Lazy J Bar brand seen on the stray heifer?' }, { response: 'I could not find a matching brand yet.' }, kids) };
},
// 04 playground inspections - Haystack
(c) => {
  const filters = [{ field: 'meta.site', operator: '==', value: 'Millbrook Park' }, { field: 'meta.site', operator: '==', value: 'Millbrook Pk' }, { field: 'meta.location', operator: '==', value: 'millbrook park playground' }, { field: 'meta.site_name', operator: 'in', value: ['Millbrook', 'Mill Brook'] }];
  const kids = [];
  filters.forEach((f, i) => { kids.push(span('component', 'OpenAIChatGenerator', { messages: i ? ['…'] : [user('Last EN 1176 annual inspection for Millbrook Park playground?')] }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'inspection_search', arguments: { query: 'annual inspection EN 1176', filters: f } }] }] }, [], { metadata: { 'haystack.component.type': 'OpenAIChatGenerator' } })); kids.push(tool('ToolInvoker', { tool: 'inspection_search', filters: f }, { tool_messages: [{ role: 'tool', content: '{"documents": [], "total": 0}' }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } })); });
  return { isolates: 'A Haystack pipeline retries the same inspection search with different metadata field names and spellings of the site; each returns zero documents.',
    goal: 'Find the date and findings of the last annual EN 1176 inspection of the Millbrook Park playground.',
    root: agent('haystack.pipeline.run', { data: { query: 'Last annual inspection for Millbrook Park playground' } }, null, kids, { metadata: { 'haystack.pipeline.max_runs_per_component': 100 } }) };
},
// 05 ghost tours - Gemini function calling
(c) => {
  const args = [{ date: '2024-10-31', tour: 'Old Town Lantern Walk' }, { date: '31/10/2024', tour: 'Old Town Lantern Walk' }, { date: 'Oct 31', tour: 'lantern walk' }, { date: '2024-10-31T19:00', tour_code: 'OTLW' }, { when: 'Halloween night', tour: 'Old Town ghost walk' }];
  const kids = [];
  args.forEach((a, i) => { kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: i ? '[…]' : [{ role: 'user', parts: [{ text: 'How many guides are rostered for the Halloween lantern walk?' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_guide_roster', args: a } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 300 + i * 60 } })); kids.push(tool('get_guide_roster', a, { functionResponse: { name: 'get_guide_roster', response: { shifts: [], message: 'no shifts match' } } })); });
  return { isolates: 'The roster is queried with the date in five spellings and the tour under different names; each call returns no shifts and the guide count is never found.',
    goal: 'Report how many guides are rostered for the Halloween night ghost tour.',
    root: agent('gemini-chat-session', { model: 'gemini-1.5-pro-002', tools: ['get_guide_roster'] }, null, kids) };
},
// 06 weighbridge calibration - Mastra
(c) => {
  const ids = ['WB-North-3', 'WBN3', 'weighbridge north 3', 'WB-N-03', 'North Gate Weighbridge #3'];
  const kids = [];
  ids.forEach((w, i) => { kids.push(llm('llm.generate', { prompt: i ? '…' : 'When is weighbridge WB-North-3 due for trading-standards calibration?' }, { text: '', toolCalls: [{ toolName: 'calibrationLookup', args: { asset: w } }] }, { metadata: { componentName: 'calibrationAgent', runId: c.uuid() } })); kids.push(tool('tool.execute calibrationLookup', { asset: w }, { status: 404, body: { error: 'asset_not_found', asset: w }, headers: { 'x-request-id': c.reqId('rq-'), date: c.http(c.tick()) } }, { error: 'asset_not_found' })); });
  return { isolates: 'A Mastra agent tries five identifier spellings for the same weighbridge; every lookup is a 404 and the due date is never found.',
    goal: 'Find the next trading-standards calibration date for the north gate weighbridge.',
    root: agent('agent.calibrationAgent.generate', { messages: ['When is weighbridge WB-North-3 due for calibration?'] }, null, kids, { metadata: { 'mastra.version': '0.1.x' } }) };
},
];
