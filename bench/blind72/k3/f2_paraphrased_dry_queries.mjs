// Family: paraphrased_dry_queries (loop: true). Same tool, same intent, reworded 4+ times,
// no hits each time; the task is never done.
import { span, llm, tool, agent, sys, user, asst, oaiCall } from './lib.mjs';

export const scenarios = [
  // 01 reed-bed sewage works — OpenInference / Arize Phoenix attributes
  (N) => {
    const qs = [
      ['ammoniacal nitrogen exceedance March 2025 outlet', 'I need the March sampling where the outlet breached the ammonia consent. Searching the sampling record store.'],
      ['NH4-N above consent limit reed bed outlet', 'Nothing for that wording; the lab sheets usually write NH4-N, so I will use the chemical notation.'],
      ['ammonia breach final effluent Q1', 'Still empty. Maybe the records call the outlet "final effluent" and group by quarter.'],
      ['"consent failure" ammonia horizontal flow bed 2', 'No match again. I will quote the compliance phrase and name the bed explicitly.'],
      ['NH3 high result Little Mendham works spring', 'Nothing. Trying the site name and the unionised ammonia notation instead.'],
    ];
    const kids = [];
    let i = 0;
    for (const [q, text] of qs) {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are a wastewater compliance assistant for small reed-bed works.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': 'Find the March ammonia exceedance at Little Mendham reed-bed works and draft the EA notification.' },
        { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_samples', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ query: q, site: 'LM-RB' }) },
        { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': 800 + i * 140, 'llm.token_count.completion': N.int(40, 70) }));
      kids.push(tool('search_samples', { 'input.value': JSON.stringify({ query: q, site: 'LM-RB' }), 'input.mime_type': 'application/json' }, { 'output.value': JSON.stringify({ hits: [], total: 0, took_ms: N.ms(3, 40), index: 'samples-v3' }), 'output.mime_type': 'application/json' }, { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_samples', 'tool.parameters': '{"query":"string","site":"string"}' }));
      i++; N.tick();
    }
    return {
      isolates: 'Five reworded searches (chemical notation, quarter wording, quoted phrase, site name) for the same ammonia exceedance in a reed-bed works sample store all return zero hits and the notification is never drafted.',
      stagnation: false,
      goal: 'Find the March ammonia consent exceedance at Little Mendham reed-bed sewage works and draft the regulator notification.',
      root: agent('ComplianceAgent', { 'input.value': 'Find the March ammonia exceedance at Little Mendham reed-bed works and draft the EA notification.' }, { 'output.value': null }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() }),
    };
  },

  // 02 rooftop apiary — Vercel AI SDK OpenTelemetry spans
  (N) => {
    const filters = [{ queenMark: 'green', site: 'Peckham Levels roof' }, { marking_colour: 'GREEN', location: 'Peckham' }, { queen: { mark: 'G' }, roof: 'PL-roof' }, { q: 'green marked queen peckham' }, { colour_code: 2, site_id: 'peckham-levels' }];
    const say = 'No hives matched that search. Let me try a different search.';
    const kids = [];
    filters.forEach((f, i) => {
      const id = 'call_' + N.b62(24);
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Which hive on the Peckham roof has the green-marked 2025 queen? I need to requeen it.' }] }]) },
        { 'ai.response.text': i === 0 ? 'I\'ll look up the hive registry for the green-marked queen.' : say, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: 'searchHives', args: JSON.stringify(f) }]), 'ai.response.finishReason': 'tool-calls' },
        { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': 420 + i * 90, 'ai.usage.completionTokens': N.int(30, 60), 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(N.tick()) }));
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchHives', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(f) }, { 'ai.toolCall.result': JSON.stringify({ hives: [], count: 0 }) }, { 'operation.name': 'ai.toolCall', 'ai.operationId': 'ai.toolCall' }));
    });
    return {
      isolates: 'The same hive-registry search is retried with renamed filter fields and codes (queenMark, marking_colour, queen.mark, colour_code) five times, always empty, while the model repeats the same one-line excuse.',
      stagnation: true,
      goal: 'Identify which rooftop hive at Peckham Levels holds the green-marked 2025 queen so it can be requeened.',
      root: agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: 'Which hive on the Peckham roof has the green-marked 2025 queen? I need to requeen it.' }), 'ai.settings.maxSteps': 5 }, { 'ai.response.text': say, 'ai.response.finishReason': 'tool-calls' }, kids, { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'apiary-helper', 'resource.name': 'apiary-helper' }),
    };
  },

  // 03 lighthouse lens archive — Google ADK with Gemini functionCall parts
  (N) => {
    const attempts = [
      [{ maker: 'Chance Brothers', order: 'first', year: 1872 }, 'The archive should have the drawing set for the Longstone first-order lens. Searching by maker and year.'],
      [{ maker: 'Chance Bros. & Co.', order: '1st', year: '1872' }, 'Zero drawings. Catalogue entries often abbreviate the maker, so I will use "Chance Bros. & Co." and the ordinal form.'],
      [{ maker: 'CHANCE', order: 'I', date_range: '1870-1875' }, 'Still no drawings. Trying the Roman numeral order used on Trinity House sheets and a date range.'],
      [{ keywords: 'Longstone dioptric apparatus 920mm' }, 'Nothing. The lens may be described by its focal length; 920 mm is the first-order standard.'],
      [{ keywords: 'Longstone lighthouse optic drawings', year: '1872-01-01/1872-12-31' }, 'No result with the ISO interval either; one more wording.'],
    ];
    const kids = [];
    for (const [args, text] of attempts) {
      kids.push(llm('call_llm', { contents: [{ role: 'user', parts: [{ text: 'Find the original Chance Brothers drawings for the Longstone first-order lens so the conservator can order a replacement prism.' }] }] },
        { content: { role: 'model', parts: [{ text }, { functionCall: { name: 'search_drawings', args } }] }, finishReason: 'STOP', usageMetadata: { promptTokenCount: N.int(600, 1400), candidatesTokenCount: N.int(30, 70) } },
        { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': 'gemini-2.0-flash', 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.b62(8) }));
      kids.push(tool('execute_tool search_drawings', { functionCall: { name: 'search_drawings', args } }, { functionResponse: { name: 'search_drawings', response: { result: { drawings: [], searched_collections: ['TH-ENG', 'CB-WORKS'], server: N.host('archive-api') } } } }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'search_drawings', 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }));
      N.tick();
    }
    return {
      isolates: 'A Google ADK agent searches a lighthouse optics archive five times with reworded maker names, Roman-numeral orders, date formats and focal length, all empty; no drawing is found.',
      stagnation: false,
      goal: 'Locate the original Chance Brothers drawings for the Longstone first-order lighthouse lens to order a replacement prism.',
      root: agent('invoke_agent lens_archivist', { user_content: 'Find the Longstone first-order lens drawings.' }, null, kids, { 'gen_ai.agent.name': 'lens_archivist', 'gcp.vertex.agent.session_id': N.uuid(), app_name: 'heritage-optics' }),
    };
  },

  // 04 violin bow rehair supplier — OpenAI Agents SDK spans
  (N) => {
    const qs = [
      'Mongolian stallion hair 32 inch unbleached',
      'unbleached Mongolian horsehair 81 cm hank',
      'natural white bow hair Mongolia 32"',
      'stallion tail hair undyed bow rehair bulk 250g',
    ];
    const notes = [
      'Searching the luthier supply catalogue for the hair the shop uses on cello bows.',
      'No products. The catalogue is European; I will give the length in centimetres and say hank.',
      'Still nothing; trying the inch mark and "natural white" which some dealers use instead of unbleached.',
      'Zero results again. Trying bulk weight phrasing used for workshop orders.',
    ];
    const kids = [];
    qs.forEach((q, i) => {
      const cid = 'call_' + N.b62(24);
      kids.push(llm('response', { input: [{ role: 'user', content: 'Reorder our cello bow hair: unbleached Mongolian stallion, 32 inch, 250 g.' }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: notes[i] }] }, { type: 'function_call', name: 'catalogue_search', arguments: JSON.stringify({ query: q, in_stock_only: false }), call_id: cid }] }, { span_data: { type: 'response', response_id: 'resp_' + N.hex(48) }, span_id: 'span_' + N.hex(24), started_at: N.iso(N.tick()) }));
      kids.push(tool('catalogue_search', { input: JSON.stringify({ query: q, in_stock_only: false }) }, { output: JSON.stringify({ products: [], facets: {}, query_id: N.uuid() }) }, { span_data: { type: 'function', name: 'catalogue_search' }, span_id: 'span_' + N.hex(24), ended_at: N.iso(N.tick(N.ms(200, 900))) }));
    });
    return {
      isolates: 'An OpenAI Agents SDK run searches a luthier catalogue four times for the same bow hair using metric/imperial lengths and synonyms, each time with no products, and never places the reorder.',
      stagnation: false,
      goal: 'Reorder 250 g of unbleached 32-inch Mongolian stallion hair for rehairing cello bows.',
      root: agent('Bow Workshop Buyer', { input: 'Reorder our cello bow hair: unbleached Mongolian stallion, 32 inch, 250 g.' }, null, kids, { span_data: { type: 'agent', name: 'Bow Workshop Buyer', tools: ['catalogue_search', 'place_order'], handoffs: [] }, trace_id: 'trace_' + N.hex(32), workflow_name: 'Agent workflow' }),
    };
  },

  // 05 canal lock-keeping logs — Semantic Kernel function invocations
  (N) => {
    const forms = [{ boat: 'Wren' }, { boat: 'NB WREN' }, { licence: '052817' }, { licence: 'BW-52817' }, { boat: 'narrowboat "Wren"' }];
    const line = 'The lock log returned no passages for that boat. I will try another form of the boat name or licence number.';
    const kids = [];
    forms.forEach((f, i) => {
      const text = i === 0 ? 'Searching the Caen Hill lock log for the boat\'s passages last Tuesday.' : (i === 3 ? 'The lock log returned no passages for this boat. I will try another form of the boat name or the licence number.' : line);
      kids.push(llm('ChatCompletion', { chat_history: [{ Role: 'user', Content: 'When did narrowboat Wren (licence 52817) pass lock 29 on Tuesday? The owner disputes an overstay fine.' }] }, { Role: 'assistant', Content: text, Items: [{ $type: 'FunctionCallContent', PluginName: 'LockLog', FunctionName: 'FindPassages', Arguments: { ...f, lock: 29, date: '2025-06-10' } }] }, { 'semantic_kernel.function.invocation.duration': Number(N.secs(0.8, 3)), model: 'gpt-4o', service_id: 'azure-openai' }));
      kids.push(tool('LockLog-FindPassages', { ...f, lock: 29, date: '2025-06-10' }, '[]', { 'semantic_kernel.function.name': 'FindPassages', 'semantic_kernel.plugin.name': 'LockLog', invocation_id: N.uuid() }));
    });
    return {
      isolates: 'A Semantic Kernel agent looks up one boat in a canal lock log five times with alternative names and licence-number formats, always getting an empty list and saying the same sentence each time.',
      stagnation: true,
      goal: 'Find when narrowboat Wren passed lock 29 on Tuesday to settle an overstay fine dispute.',
      root: agent('ChatCompletionAgent.InvokeAsync', { agent: 'LockKeeperAssistant', input: 'When did narrowboat Wren (licence 52817) pass lock 29 on Tuesday?' }, null, kids, { 'sk.kernel_id': N.uuid(), 'FunctionChoiceBehavior': 'Auto' }),
    };
  },

  // 06 fossil preparation lab — LlamaIndex agent with retriever spans
  (N) => {
    const qs = [
      ['ichthyosaur paddle consolidant Paraloid B-72 concentration', 'I\'ll check the prep notes for what consolidant concentration was used on the paddle.'],
      ['which adhesive and dilution used on Lyme Regis ichthyosaur fore-fin', 'The retriever returned no nodes above threshold. Rephrasing with fore-fin and adhesive.'],
      ['B72 acetone percent specimen LYMPH-2023-114', 'Nothing again; trying the accession number and shorthand B72.'],
      ['consolidation record pyritic ichthyosaur limb', 'No nodes. The prep note might describe it as pyrite treatment for the limb.'],
    ];
    const kids = [];
    for (const [q, text] of qs) {
      kids.push(llm('OpenAI.achat', { messages: [sys('You help the fossil preparation lab answer questions from its prep notes.'), user('What consolidant and concentration was used on the Lyme Regis ichthyosaur paddle? We need to reverse it.')] }, { message: { role: 'assistant', content: text, additional_kwargs: { tool_calls: [oaiCall('call_' + N.b62(24), 'prep_notes', { input: q })] } } }, { model: 'gpt-4o-mini', 'llama_index.span_id': 'OpenAI.achat-' + N.uuid() }));
      kids.push(span('tool', 'FunctionTool.acall', { input: q }, { content: 'Empty Response', raw_output: { response: null, source_nodes: [] } }, [
        span('retriever', 'VectorIndexRetriever.aretrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [] }, [], { metadata: { vector_store: 'chroma', collection: 'prep_notes_2019_2025', filtered_below: 0.72 } }),
      ], { metadata: { tool_name: 'prep_notes', 'llama_index.span_id': 'FunctionTool.acall-' + N.uuid() } }));
    }
    return {
      isolates: 'A LlamaIndex agent queries a fossil-prep notes index four times with reworded questions about the same consolidant, the retriever returns no nodes each time, and the question stays unanswered.',
      stagnation: false,
      goal: 'Find which consolidant and concentration was used on the Lyme Regis ichthyosaur paddle so the preparator can reverse it.',
      root: agent('FunctionCallingAgent.run', { input: 'What consolidant and concentration was used on the Lyme Regis ichthyosaur paddle?' }, null, kids, { 'llama_index.version': '0.12.8', max_function_calls: 4 }),
    };
  },
];
