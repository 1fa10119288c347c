import { agent, chain, llm, tool, retriever, oaiMsg, antBlocks, gemParts } from './lib.mjs';
export const family = 'reworded_empty_search';
export const loop = true, stagnation = false;

export const scenarios = [
// 01 ukulele workshops — Vercel AI SDK
(N) => {
  const qs = [{ q: 'koa soprano body blank' }, { q: 'soprano ukulele body, koa' }, { q: 'acacia koa soprano shell' }, { q: '"koa" AND "soprano" AND blank' }, { q: 'Hawaiian koa uke body soprano size' }];
  const kids = [];
  qs.forEach((a, i) => {
    kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': `[${2 + i * 2} messages]` }, { 'ai.response.text': i === 0 ? 'Searching the tonewood catalogue.' : ['No hits. Trying different word order.', 'Still nothing, maybe the catalogue calls koa "acacia koa".', 'Let me try a boolean query with quotes.', 'One more phrasing with the size spelled out.'][i - 1], 'ai.response.toolCalls': [{ toolName: 'searchTonewood', args: a }] }, { 'ai.model.id': 'gpt-4o-mini', 'ai.usage.completionTokens': N.int(20, 60) }));
    kids.push(tool('ai.toolCall', a, { results: [], total: 0, took_ms: N.ms(5, 60), index: 'tonewood-v3', shard: N.host('es') }, { metadata: { 'ai.toolCall.name': 'searchTonewood', 'ai.toolCall.id': N.callId() } }));
  });
  return {
    isolates: 'Five reworded catalogue searches for the same koa soprano body blank all return zero hits and the run ends without an order.',
    goal: 'Find and reserve 12 koa soprano body blanks for the spring ukulele-building workshop.',
    root: agent('ai.generateText', { 'ai.prompt': 'Reserve 12 koa soprano body blanks for the April workshop.' }, { 'ai.response.text': 'I could not locate koa soprano blanks yet.', 'ai.response.finishReason': 'tool-calls' }, kids, { 'ai.settings.maxSteps': 10, 'operation.name': 'ai.generateText workshop-supplies' }),
  };
},
// 02 capsule hotels — Gemini API function calling
(N) => {
  const variants = [{ guest_name: 'Tanaka Haruto', date: '2025-07-14' }, { guest_name: 'Haruto Tanaka', date: '14/07/2025' }, { surname: 'TANAKA', checkin: '20250714' }, { name: 'たなか はると', date: '2025年7月14日' }, { guest: 'Tanaka H.', stay_date: 'Jul 14 2025' }];
  const kids = [];
  variants.forEach((args, i) => {
    kids.push(llm('models.generateContent', { contents: `[${1 + i * 2} turns]` }, gemParts(N, i ? ['Nothing under that name. The PMS may store family name last.', 'Still no match; trying surname-only in upper case with compact date.', 'Maybe it is stored in kana.', 'Trying initial and an English date.'][i - 1] : null, [['find_reservation', args]])));
    kids.push(tool('functionResponse find_reservation', args, { name: 'find_reservation', response: { matches: [], pms: 'PodStay 4.2', node: N.host('pms'), queried_at: N.isoOffset(9) } }));
  });
  return {
    isolates: 'The same reservation lookup is retried five times with name order, script and date format changed, always returning no match.',
    goal: 'Find guest Tanaka Haruto\'s capsule reservation for 14 July and move it to an upper-level pod.',
    root: agent('gemini.chat', { user: 'Guest Tanaka wants an upper pod for 14 July, please move him.' }, { text: null, note: 'client stopped after 10 turns' }, kids, { model: 'gemini-2.5-flash', 'tool_config.function_calling_config.mode': 'AUTO' }),
  };
},
// 03 rooibos exporters — OpenInference / Arize Phoenix
(N) => {
  const oi = (kind, extra = {}) => ({ 'openinference.span.kind': kind, ...extra });
  const qs = ['phytosanitary certificate batch RB-2291 Netherlands', 'PC for lot RB2291 to NL', 'plant health cert RB-2291 Rotterdam export', 'certificate rb 2291 phyto', 'EU phytosanitary document rooibos 2291'];
  const kids = [];
  qs.forEach((q, i) => {
    kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': i ? `Previous search returned no documents.` : 'Find the phyto cert for batch RB-2291.' }, { 'llm.output_messages.0.message.content': ['I will search the document store.', 'Nothing. I will abbreviate to PC and NL.', 'Try "plant health" wording with the port.', 'Try lowercase with spaces in the lot number.', 'Try the EU wording.'][i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'doc_search' }, oi('LLM', { 'llm.model_name': 'gpt-4o' })));
    kids.push(retriever('doc_search', { 'input.value': q }, { 'retrieval.documents': [], 'output.value': '[]' }, oi('RETRIEVER', { 'vector_store': 'qdrant://' + N.host('qdrant'), latency_ms: N.ms() })));
  });
  return {
    isolates: 'Five retriever queries for one phytosanitary certificate, each a rewording of the same request, all return an empty document list.',
    goal: 'Locate the phytosanitary certificate for rooibos export batch RB-2291 and attach it to the Rotterdam shipment file.',
    root: agent('ExportDocsAgent', { 'input.value': 'Attach the phyto cert for RB-2291 to the Rotterdam file.' }, { 'output.value': 'Still searching for the certificate.' }, kids, oi('AGENT', { 'session.id': N.uuid() })),
  };
},
// 04 hail cannon operators — CrewAI
(N) => {
  const tries = [['Weather Radar Archive', { station: 'Mendoza-Luján', date: '2025-01-19', product: 'hail_index' }], ['Weather Radar Archive', { site: 'Lujan de Cuyo', day: '19-01-2025', field: 'HDR' }], ['Weather Radar Archive', { station: 'MZA-LJ', date: '2025/01/19', product: 'hail size discriminator' }], ['Weather Radar Archive', { query: 'hail Luján de Cuyo January 19th' }]];
  const kids = [];
  tries.forEach(([t, a], i) => {
    kids.push(llm('LLM Call', { messages: '[react prompt]' }, `Thought: ${['I need the radar hail product to correlate with the cannon firing log.', 'Empty. Maybe the archive uses the municipality name and day-first dates.', 'Nothing again; try the station code and slashed date, and spell out the product.', 'Try a free-text query.'][i]}\nAction: ${t}\nAction Input: ${JSON.stringify(a)}`, { model: 'gpt-4o-mini' }));
    kids.push(tool('Tool usage: ' + t, a, `No radar records found. (archive=${N.host('radar')}, elapsed=${N.secs()})`, { metadata: { tool_run_attempts: 1 } }));
  });
  return {
    isolates: 'A CrewAI analyst re-asks the radar archive four times with different station names, date formats and field names, always getting no records.',
    goal: 'Correlate the hail cannon firing log of 19 January with radar hail intensity for the vineyard cooperative\'s insurance report.',
    root: agent('Crew.kickoff', { inputs: { date: '2025-01-19', site: 'Luján de Cuyo' } }, null, [
      chain('Task: Correlate cannon firing log with radar hail index', { agent: 'Storm Data Analyst' }, null, [agent('Agent: Storm Data Analyst', {}, null, kids)], {}, 'task'),
    ], { crew: 'hail-defense-report', process: 'sequential' }),
  };
},
// 05 batik studios — plain message-level trace
(N) => {
  const qs = [{ sku: 'DYE-INDIGO-NAT', warehouse: 'Yogyakarta' }, { name: 'natural indigo paste', location: 'YK' }, { keyword: 'indigofera tinctoria', store: 'Jogja' }, { product_code: 'DYE_INDIGO_NATURAL', warehouse_id: 3 }, { q: 'nila alami' }];
  const kids = [llm('chat.completions', { messages: [{ role: 'user', content: 'We need 8 kg natural indigo for the Parang order. Check stock and reserve.' }] }, oaiMsg(N, null, [['stock_search', qs[0]]]))];
  kids.push(tool('stock_search', qs[0], { items: [], count: 0, request_id: N.reqId('rq-') }));
  for (let i = 1; i < qs.length; i++) {
    kids.push(llm('chat.completions', { messages: `[${2 + i * 2} messages]` }, oaiMsg(N, ['Not found under the SKU, searching by product name.', 'Trying the botanical name.', 'Trying the internal product code format.', 'Trying the Indonesian name.'][i - 1], [['stock_search', qs[i]]])));
    kids.push(tool('stock_search', qs[i], { items: [], count: 0, request_id: N.reqId('rq-') }));
  }
  return {
    isolates: 'Plain chat-completions trace: five stock searches for natural indigo under different names and field spellings, all empty.',
    goal: 'Reserve 8 kg of natural indigo dye for a batik studio\'s Parang-pattern order.',
    root: agent('batik-inventory-bot', { user: 'We need 8 kg natural indigo for the Parang order.' }, null, kids, { format: 'openai-chat' }),
  };
},
// 06 sumo stable — Langfuse
(N) => {
  const qs = ['Wakatakano banzuke history', 'wakatakano ranking record', '若隆野 番付', 'Wakatakano shikona previous names', 'Wakatakano Makushita 2023'];
  const kids = [];
  qs.forEach((q, i) => {
    kids.push(llm('generation', { messages: '[ctx]' }, { content: ['Looking up the wrestler\'s ranking history.', 'No result. Maybe the database uses "record".', 'Try the kanji ring name.', 'Maybe he had an earlier shikona; search that way.', 'Search by division and year.'][i], tool_calls: [{ name: 'sumo_db_search', arguments: JSON.stringify({ q }) }] }, { langfuse_type: 'GENERATION', model: 'claude-3-5-haiku', usage: { input: N.int(400, 900), output: N.int(20, 80) } }));
    kids.push(tool('sumo_db_search', JSON.stringify({ q }), `HTTP/1.1 200 OK\nx-cache: MISS from ${N.host('cdn')}\ndate: ${N.httpDate()}\n\n{"rikishi":[],"total":0}`, { metadata: { langfuse_type: 'SPAN' } }));
  });
  return {
    isolates: 'A Langfuse-traced agent reformulates the same wrestler lookup five ways (romaji, kanji, other fields) and every response is an empty list.',
    goal: 'Pull the banzuke history of the stable\'s wrestler Wakatakano for the stablemaster\'s promotion memo.',
    root: agent('trace', { input: 'Write the promotion memo for Wakatakano with his ranking history.' }, { output: null }, kids, { langfuse_type: 'TRACE', userId: 'oyakata-office', sessionId: N.uuid() }),
  };
},
];
