import { agent, llm, tool, chain, retriever, span, sys, usr, asst, call, chatOut, anthOut, geminiOut, otelMeta } from './lib.mjs';
export const family = 'reworded_empty_searches';
export const loop = true;
export const stagnation = false;
export const isolates = 'The same search intent is re-worded four or more times and every answer is empty; the task is never done.';

const r01 = (x) => {
  const qs = [
    ['Let me search the dispatch log for the missing parcel.', { query: 'parcel CX-5521 delivered' }],
    ['No hit. Maybe the ID is stored without the prefix.', { query: '5521 delivery confirmation' }],
    ['Still nothing; I will try the recipient name instead of the id.', { query: 'Fenwick Architects Clerkenwell drop' }],
    ['Trying the rider-centric phrasing, rider 14 did the afternoon loop.', { query: 'rider 14 proof of delivery Clerkenwell 2025-05-21' }],
    ['Perhaps the postcode format matters.', { query: 'EC1R 0HB signed for' }],
  ];
  const kids = [];
  for (const [t, a] of qs) {
    kids.push(llm('ChatCompletion', { 'llm.input_messages': [sys('Courier ops assistant for Pedal Post London.'), usr('Find proof of delivery for parcel CX-5521.')] }, { 'llm.output_messages.0.message.content': t, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_dispatch', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(a) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.total': x.int(800, 3000) }));
    kids.push(tool('search_dispatch', { 'tool.name': 'search_dispatch', 'tool.parameters': JSON.stringify(a) }, { hits: [], total: 0, took_ms: x.ms(2, 40) }, { 'openinference.span.kind': 'TOOL' }));
  }
  return { isolates: 'Five differently worded dispatch-log searches for one parcel (id, bare number, recipient, rider, postcode) all return zero hits.', goal: 'Find proof of delivery for bike-courier parcel CX-5521 to Fenwick Architects.', root: agent('courier-ops', { input: 'Find POD for CX-5521' }, null, kids, { 'openinference.span.kind': 'AGENT', recorder: 'arize-phoenix' }) };
};

const r02 = (x) => {
  const fs = [
    ['I\'ll look up the crevasse report for the route.', { route: 'Morteratsch upper icefall', type: 'crevasse' }],
    ['Nothing filed under that route name; trying the hut name the guides use.', { route: 'Boval hut approach', type: 'crevasse' }],
    ['Maybe reports are keyed by grid reference instead.', { grid: '2792150/1144700', type: 'hazard' }],
    ['Try the German spelling and widen the type to any observation.', { route: 'Morteratschgletscher oberer Bruch', type: 'any' }],
    ['Last attempt with the date window as DD.MM.YYYY.', { route: 'Morteratsch', from: '01.06.2025', to: '12.06.2025' }],
  ];
  const kids = [];
  for (const [t, a] of fs) {
    kids.push(llm('generate_content', { contents: [{ role: 'user', parts: [{ text: 'Is the upper icefall route safe for Thursday\'s group of six?' }] }] }, geminiOut(x, t, [{ name: 'find_conditions_reports', args: a }])));
    kids.push(tool('find_conditions_reports', { functionCall: { name: 'find_conditions_reports', args: a } }, { functionResponse: { name: 'find_conditions_reports', response: { reports: [], message: 'No reports match.' } } }));
  }
  return { isolates: 'Gemini function calls for a glacier hazard report are re-phrased by route name, hut, grid, spelling and date format with no report ever found.', goal: 'Decide whether the Morteratsch upper icefall route is safe for a guided group of six on Thursday.', root: agent('glacier-guide-assistant', { user_query: 'Is the upper icefall safe Thursday?' }, null, kids, { recorder: 'gemini-api function calling', session: x.uuid() }) };
};

const r03 = (x) => {
  const tries = [
    ['Product search for the whisky', { sku_text: 'Lagavulin 16 1L' }],
    ['Searching by brand + age with different word order', { sku_text: '16 year Lagavulin litre' }],
    ['Using the supplier code field instead', { supplier_code: 'DIAGEO-LAG16-100' }],
    ['Try the EAN field', { ean: '5000281025155' }],
  ];
  const tasks = [];
  for (const [d, a] of tries) {
    tasks.push(llm('LLM call', { messages: [sys('You are Stock Analyst. Goal: confirm airside stock for pre-orders.'), usr('Check whether terminal 2 duty-free holds the 1L Lagavulin 16 for pre-order #PO-8834.')] }, `Thought: ${d}.\nAction: Duty Free Catalog Search\nAction Input: ${JSON.stringify(a)}`, { crewai_agent: 'Stock Analyst', model: 'gpt-4o-mini' }));
    tasks.push(tool('Duty Free Catalog Search', a, `Observation: 0 products found for store T2-AIRSIDE. (search node ${x.host('cat')})`));
  }
  return { isolates: 'A CrewAI agent searches the duty-free catalogue four ways (name, word order, supplier code, EAN) and never finds the product.', goal: 'Confirm whether the Terminal 2 airside duty-free shop can fulfil pre-order PO-8834 (Lagavulin 16, 1 litre).', root: agent('Crew', { inputs: { order: 'PO-8834' } }, null, [agent('Task: Verify stock', { description: 'Confirm airside stock for PO-8834', agent: 'Stock Analyst' }, null, tasks, { crewai: '0.86.0' })], { crew_id: x.uuid(), process: 'sequential', status: 'max_iter reached' }) };
};

const r04 = (x) => {
  const qs = ['registered post item RR 4402 1193 7 GB returned undeliverable', 'undeliverable return RR440211937GB', 'item RR440211937GB status: returned to sender', 'RR 440211937 GB RTS mail centre Bristol'];
  const notes = ['Searching the tracking knowledge base for the return.', 'Removing the spaces in the item number.', 'Maybe the index uses the phrase "returned to sender".', 'Last try: include the mail centre name and the RTS abbreviation.'];
  const kids = [];
  qs.forEach((q, i) => {
    kids.push(llm('OpenAI.chat', { messages: [usr('Why did registered item RR440211937GB come back to the sender?')] }, { text: notes[i], tool: 'query_engine_tool', input: q }, { 'llamaindex.event': 'LLMChatEndEvent', model: 'gpt-4o' }));
    kids.push(chain('RetrieverQueryEngine.query', { query_str: q }, { response: 'Empty Response', source_nodes: [] }, [retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 5 }, { nodes: [] }, { similarity_cutoff: 0.78 })]));
  });
  return { isolates: 'A LlamaIndex agent rephrases a tracking query (spacing, wording, abbreviations) four times and every retrieval returns no nodes.', goal: 'Explain to a customer why registered post item RR440211937GB was returned to sender by the Bristol sorting office.', root: agent('ReActAgent.chat', { message: 'Why did RR440211937GB come back?' }, null, kids, { recorder: 'llamaindex instrumentation', callback_id: x.uuid() }) };
};

const r05 = (x) => {
  const attempts = [
    [{ shaper: 'K. Tamura', model: 'fish', length: "5'10\"" }, 'Looking for the custom order by shaper and model.'],
    [{ shaper: 'Kenji Tamura', model: 'twin fin fish', length: '178cm' }, 'Full name and metric length instead.'],
    [{ customer: 'o.brennan', board: 'fish 5-10' }, 'Maybe it is filed under the customer handle.'],
    [{ order_ref: 'SB-2025-0419' }, 'Trying the order ref format printed on the deposit receipt.'],
    [{ order_ref: '2025/0419' }, 'Trying the legacy slash format.'],
  ];
  const kids = [];
  for (const [a, t] of attempts) {
    kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': [usr('Where is my custom fish board? Paid the deposit in April.')] }, { 'gen_ai.completion': [{ role: 'assistant', content: t, tool_calls: [{ name: 'find_order', arguments: a }] }] }, { 'gen_ai.system': 'openai', 'gen_ai.operation.name': 'chat', logfire: { span_name: 'chat gpt-4o' } }));
    kids.push(tool('running tool: find_order', { 'gen_ai.tool.name': 'find_order', tool_arguments: JSON.stringify(a) }, { tool_response: '[]' }, { logfire: { level: 'info' } }));
  }
  return { isolates: 'A Pydantic AI agent looks up one surfboard order with five different field combinations and formats, each returning an empty list.', goal: 'Tell customer O. Brennan the shaping status of his custom 5\'10" twin-fin fish board.', root: agent('agent run', { prompt: 'Where is my custom fish board?' }, null, kids, { logfire: { service_name: 'saltline-shapers-support', trace_id: x.hex(32) }, 'pydantic_ai.all_messages_count': 11 }) };
};

const r06 = (x) => {
  const calls = [
    ['Queue-Search', { sample: 'JM-HSQC-0712' }, 'Search for the HSQC sample.'],
    ['Queue-Search', { sample: 'JM_HSQC_712' }, 'Sample names on the 600 are often underscored, retrying.'],
    ['Queue-Search', { owner: 'jmwangi', experiment: 'hsqcetgpsisp2' }, 'Search by owner and pulse program instead.'],
    ['Queue-Search', { holder: 37, spectrometer: 'AV-600' }, 'Maybe by sample changer holder position.'],
    ['Queue-Search', { owner: 'J. Mwangi', submitted_after: '2025-06-09T00:00' }, 'Last: owner display name with a submission date.'],
  ];
  const kids = [];
  for (const [fn, a, t] of calls) {
    kids.push(llm('ChatCompletionAgent.invoke', { chat_history: [usr('Has my HSQC on the 600 run yet?')] }, { content: t, items: [{ '$type': 'FunctionCallContent', pluginName: 'NmrQueue', functionName: fn, arguments: a }] }, { 'sk.model': 'gpt-4o', 'microsoft.semantic_kernel.function.invocation': true }));
    kids.push(tool(`NmrQueue-${fn}`, a, { '$type': 'FunctionResultContent', result: '{"entries":[],"spectrometer_time":"' + x.isoOff() + '"}' }, { 'semantic_kernel.function.invocation.duration': x.ms(20, 300) / 1000 }));
  }
  return { isolates: 'A Semantic Kernel agent re-queries the NMR queue for one sample five ways (name spellings, owner, holder) and finds nothing each time.', goal: 'Tell J. Mwangi whether the HSQC experiment submitted to the AV-600 NMR spectrometer has run.', root: agent('AgentGroupChat', { user: 'jmwangi' }, null, kids, { recorder: 'semantic-kernel otel', 'service.name': 'nmr-facility-bot' }) };
};
export const rows = [r01, r02, r03, r04, r05, r06];
