// Family 2: the same search intent reworded again and again, every answer empty; the task is never done.
import { agent, chain, llm, tool, retriever, span, tc } from './lib.mjs';

export const family = { name: 'reworded_empty_search', loop: true, stagnation: false };

// 01 — Vercel AI SDK ai.* spans — pottery glaze recipe database
function s01(R) {
  const goal = 'Find a tested lithium-free celadon glaze recipe for cone 6 oxidation in the studio glaze database and add it to the next glaze-mixing sheet.';
  const base = { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.settings.maxSteps': 8, 'operation.name': 'ai.generateText.doGenerate' };
  const gen = (text, args, callId) => llm('ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': '[{"role":"system","content":"You manage the Clayhouse Studio glaze library."},{"role":"user","content":"' + goal + '"}, "..."]' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: callId, toolName: 'searchGlazes', args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls' }, { ...base, 'ai.response.id': 'chatcmpl-' + R.b62(29), 'ai.response.timestamp': R.isoMs(R.step()), 'ai.usage.promptTokens': R.int(600, 1400), 'ai.usage.completionTokens': R.int(20, 70) });
  const call = (args, callId) => tool('ai.toolCall', { 'ai.toolCall.name': 'searchGlazes', 'ai.toolCall.id': callId, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify({ hits: [], total: 0, took_ms: R.ms(4, 30), index: 'glazes_v7', shard_nodes: [R.host('search', 3)] }) }, { 'operation.name': 'ai.toolCall' });
  const qs = [
    ['Searching the library for a lithium-free celadon at cone 6.', { query: 'celadon cone 6 lithium free' }],
    ['Zero hits. The library may write cones with a caret, so I will try that notation.', { query: 'celadon ^6 no lithium' }],
    ['Still nothing. Switching to the structured fields instead of free text.', { family: 'celadon', cone: '6', atmosphere: 'oxidation', exclude_materials: ['lithium carbonate', 'spodumene'] }],
    ['Nothing again; perhaps recipes are tagged by colour rather than by the word celadon.', { query: 'pale green transparent midfire glaze without Li2CO3' }],
    ['Trying the exact phrase in quotes in case the tokenizer splits it.', { query: '"lithium-free celadon"', cone_range: '5-7' }],
  ];
  const children = [];
  for (const [text, args] of qs) { const id = R.callId(); children.push(gen(text, args, id)); children.push(call(args, id)); }
  return {
    isolates: 'Five differently worded glaze searches (caret notation, structured fields, colour words, quoted phrase) all return zero hits and the step limit ends the run.',
    goal,
    root: agent('ai.generateText', { 'ai.prompt': JSON.stringify({ system: 'You manage the Clayhouse Studio glaze library.', prompt: goal }) }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '' }, children, { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'glaze-sheet-builder', 'ai.settings.maxSteps': 10, 'resource.name': 'glaze-sheet-builder' }),
  };
}

// 02 — OpenInference / Arize Phoenix — chess clock firmware bug search
function s02(R) {
  const goal = 'Find the existing tracker issue about the TempoPro 3 chess clock adding an extra second in Bronstein delay mode on firmware 2.1.4 and link it to support case SC-5120.';
  const qs = [
    ['I will search the tracker for the Bronstein delay symptom.', 'bronstein delay extra second'],
    ['No results; users may describe it as the clock adding time.', 'Bronstein mode adds 1s after move'],
    ['Nothing. I will include the firmware version as text.', 'delay mode +1 second bug fw 2.1.4'],
    ['Empty again. Trying the tracker\'s qualifier syntax with labels.', 'label:bug firmware:2.1.4 bronstein'],
    ['Let me try exact-phrase quoting for both terms.', '"Bronstein" "extra second" TempoPro'],
  ];
  const children = [];
  qs.forEach(([text, q], i) => {
    const id = R.callId();
    children.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You triage support cases for TempoPro clocks.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': goal }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_issues', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ q, repo: 'tempo/firmware' }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': 700 + i * 140, 'llm.token_count.completion': R.int(18, 50) }));
    children.push(tool('search_issues', { 'input.value': JSON.stringify({ q, repo: 'tempo/firmware' }) }, { 'output.value': JSON.stringify({ total_count: 0, incomplete_results: false, items: [] }), 'output.mime_type': 'application/json', 'http.response.header.x-ratelimit-remaining': String(R.int(20, 58)), 'http.response.header.x-github-request-id': `${R.hex(4).toUpperCase()}:${R.hex(5).toUpperCase()}:${R.hex(7).toUpperCase()}:${R.hex(7).toUpperCase()}:${R.hex(8).toUpperCase()}` }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_issues', 'tool.parameters': '{"q": "string", "repo": "string"}' }));
  });
  return {
    isolates: 'Five reworded issue-tracker searches for the same firmware symptom all return total_count 0 and the case is never linked.',
    goal,
    root: agent('SupportTriageAgent', { 'input.value': goal }, { 'output.value': 'Reached iteration limit' }, children, { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid() }),
  };
}

// 03 — Langfuse trace — postal sorting centre missing scan events
function s03(R) {
  const goal = 'Find the sorting-machine scan events for parcel LP00491823377GB at the Northfield mail centre on 3 June and say which bay it was diverted to.';
  const calls = [
    ['Querying scan events for the barcode on that date.', { barcode: 'LP00491823377GB', date: '2025-06-03', site: 'NORTHFIELD' }],
    ['No events. The centre may log dates day-first; retrying with UK date format.', { barcode: 'LP00491823377GB', date: '03/06/2025', site: 'NORTHFIELD' }],
    ['Maybe the item id is stored with the spacing printed on the label.', { item_id: 'LP 0049 1823 377 GB', date: '2025-06-03' }],
    ['Trying a lowercase tracking field with an explicit UTC window.', { tracking: 'lp00491823377gb', from: '2025-06-03T00:00:00Z', to: '2025-06-03T23:59:59Z' }],
    ['Using the UPU identifier field and the three-letter site code.', { upu_id: 'LP00491823377GB', site: 'NFD', day: '20250603' }],
  ];
  const children = [];
  for (const [text, args] of calls) {
    children.push(llm('generation', { messages: [{ role: 'system', content: 'Parcel tracing assistant for mail centre operations.' }, { role: 'user', content: goal }] }, { role: 'assistant', content: text, tool_calls: [tc(R.callId(), 'query_scan_events', args)] }, { observationType: 'GENERATION', model: 'gpt-4.1-mini', usage: { input: R.int(500, 1300), output: R.int(30, 60), unit: 'TOKENS' }, latency_ms: R.ms(400, 1800), level: 'DEFAULT' }));
    children.push(tool('query_scan_events', args, { events: [], count: 0, source: 'SMS-PSM-7', query_id: R.ksuid(), served_at: R.syslog(R.step()) }, { observationType: 'SPAN', level: 'DEFAULT', statusMessage: 'ok' }));
  }
  return {
    isolates: 'The same scan-event lookup is re-sent with other date formats, id spellings and field names, each returning count 0, and the bay is never found.',
    goal,
    root: agent('parcel-trace-agent', { goal }, null, children, { langfuse_trace_id: R.hex(32), userId: 'ops-nfd-07', tags: ['mail-centre', 'misroute'], release: 'v0.14.2', observationType: 'TRACE' }),
  };
}

// 04 — Gemini API function calling — aurora alert archive
function s04(R) {
  const goal = 'Check whether an aurora alert was issued for the Tromsø area on the night of 10 October 2024 and quote its Kp estimate for the tour company\'s refund decision.';
  const decl = [{ name: 'search_alerts', description: 'Search the aurora alert archive', parameters: { type: 'OBJECT', properties: { region: { type: 'STRING' }, date: { type: 'STRING' }, min_kp: { type: 'NUMBER' } } } }];
  const steps = [
    ['Let me search the archive for that night.', { region: 'Tromsø', date: '2024-10-10' }],
    ['No alerts found; the archive might not handle the ø character.', { region: 'Tromso', date: '2024-10-10' }],
    ['Still empty. The archive may index by county rather than town.', { region: 'Troms og Finnmark', date: '10.10.2024' }],
    ['Trying a Kp threshold with the English region spelling and the next calendar day, since alerts after midnight carry the next date.', { region: 'Troms', date: '2024-10-11', min_kp: 5 }],
    ['One more with the coordinates label used in some alert feeds.', { region: '69.65N 18.96E', date: '2024-10-10T18:00Z' }],
  ];
  const children = [];
  const hist = [{ role: 'user', parts: [{ text: goal }] }];
  for (const [text, args] of steps) {
    children.push(llm('generateContent', { model: 'gemini-2.0-flash', contents: hist.slice(-3), tools: [{ functionDeclarations: decl }] }, { candidates: [{ content: { role: 'model', parts: [{ text }, { functionCall: { name: 'search_alerts', args } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: R.int(400, 1200), candidatesTokenCount: R.int(20, 60) }, modelVersion: 'gemini-2.0-flash-001', responseId: R.b62(22) }));
    const resp = { name: 'search_alerts', response: { alerts: [], count: 0, archive_build: `aurora-arch@${R.hex(7)}`, generated: R.epoch(R.step()) } };
    children.push(tool('search_alerts', { functionCall: { name: 'search_alerts', args } }, { functionResponse: resp }));
    hist.push({ role: 'model', parts: [{ functionCall: { name: 'search_alerts', args } }] }, { role: 'user', parts: [{ functionResponse: resp }] });
  }
  return {
    isolates: 'Region spellings, county names, date formats and coordinates are tried in turn for one alert lookup, all empty, and the refund question stays unanswered.',
    goal,
    root: agent('aurora-refund-helper', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, { stopped: 'max_function_call_rounds', rounds: 5 }, children, { sdk: 'google-genai 1.9.0', automatic_function_calling: { maximum_remote_calls: 5 } }),
  };
}

// 05 — Mastra AI tracing — badminton club shuttlecock supplier
function s05(R) {
  const goal = 'Reorder feather shuttlecocks for the club: speed 77, tubes of 12, from our wholesale supplier\'s catalogue, under £25 per tube.';
  const qs = [
    ['Searching the supplier catalogue.', { q: 'feather shuttlecock speed 77' }],
    ['No products matched. Suppliers often say goose feather and tube size.', { q: 'goose feather shuttle 77 tube of 12' }],
    ['Nothing. I will use the category and attribute filters instead of text.', { category: 'shuttlecocks', attributes: { material: 'feather', speed: '77' } }],
    ['Still no items. Maybe the catalogue uses the word shuttles and natural feather.', { q: 'shuttles 77 natural feather', maxPrice: 25 }],
    ['Trying the compact speed code as it might be printed on the tube.', { q: 'speed77 feather 12pk' }],
  ];
  const children = [];
  qs.forEach(([text, input], i) => {
    children.push(llm("llm: 'gpt-4o-mini'", { messages: [{ role: 'user', content: goal }], step: i }, { text, toolCalls: [{ toolCallId: R.callId(), toolName: 'catalogSearch', args: input }], finishReason: 'tool-calls' }, { spanType: 'MODEL_GENERATION', provider: 'openai', usage: { promptTokens: R.int(300, 900), completionTokens: R.int(15, 45) } }));
    children.push(tool("tool: 'catalogSearch'", input, { products: [], facets: { brand: [] }, page: 1, requestId: R.uuid(), edge: R.cfRay() }, { spanType: 'TOOL_CALL', toolId: 'catalogSearch', durationMs: R.ms(90, 600) }));
  });
  return {
    isolates: 'A product search is reworded five ways (synonyms, filters, price cap, compact code) and every answer has no products, so nothing is ordered.',
    goal,
    root: agent("agent run: 'clubSupplies'", { messages: [{ role: 'user', content: goal }] }, { text: '', finishReason: 'tool-calls', steps: 5 }, children, { spanType: 'AGENT_RUN', agentId: 'clubSupplies', maxSteps: 5, runId: R.uuid() }),
  };
}

// 06 — LlamaIndex ReAct agent with retriever — cryogenic sample storage
function s06(R) {
  const goal = 'Locate sample box CRY-2207 (organoid line OL-14, passage 6) in the liquid-nitrogen storage and give its dewar, rack and position.';
  const qs = [
    ['Thought: I need to search the storage inventory for the box id.', 'location of box CRY-2207'],
    ['Thought: The index returned nothing; the id may be stored without the hyphen.', 'CRY2207 dewar rack position'],
    ['Thought: Try describing the contents instead of the id.', 'organoid line OL-14 passage 6 liquid nitrogen box'],
    ['Thought: Maybe the inventory is phrased as a question-answer log.', 'where is cryobox 2207 stored'],
    ['Thought: Perhaps the rack listings name boxes by number only; searching dewar contents.', 'Dewar 3 rack contents box 2207'],
  ];
  const children = [];
  for (const [th, q] of qs) {
    children.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'You are designed to help with a variety of tasks... ## Tools: inventory_search' }, { role: 'user', content: goal }] }, `${th}\nAction: inventory_search\nAction Input: {"input": "${q}"}`, { model: 'gpt-4o', temperature: 0.1 }));
    children.push(span('tool', 'FunctionTool.call', { input: q }, 'Empty Response', [
      retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [], postprocessor: 'SimilarityPostprocessor(similarity_cutoff=0.78)', dropped: [{ node_id: R.uuid(), score: +(0.41 + R.f() * 0.1).toFixed(4) }], vector_store: 'chroma', collection: 'ln2_inventory' }, { embedding_model: 'text-embedding-3-small', latency_ms: R.ms(30, 140) }),
    ], { metadata: { tool_name: 'inventory_search', event_id: R.uuid() } }));
  }
  return {
    isolates: 'A retrieval tool is queried five times with the box id, contents and phrasing reworded, every answer is Empty Response, and no location is given.',
    goal,
    root: agent('ReActAgent.chat', { message: goal }, null, children, { framework: 'llama-index-core 0.12.8', max_iterations: 10, error: 'still running when trace flushed' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
