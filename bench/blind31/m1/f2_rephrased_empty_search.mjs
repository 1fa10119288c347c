// Family 2: the same search intent reworded again and again (synonyms, formats, field names),
// every answer empty, 4 or more times; the task is never done.
import { agent, llm, tool, chain, retriever, span } from './lib.mjs';

export const family = 'rephrased_empty_search';
export const loop = true;
export const stagnation = false;
export const isolates = 'The same lookup reworded four or more times, each returning no hits, without the task getting done.';
export const domains = ['llama show entries', 'sea turtle nesting patrols', 'banknote printing spoilage', 'contract bridge club hand records', 'stairlift installation records', 'yerba mate import shipments'];
export const styles = ['Vercel AI SDK ai.* spans', 'OpenInference / Arize Phoenix', 'Semantic Kernel', 'LlamaIndex (ReAct agent + retriever)', 'Gemini API function calling', 'CrewAI'];

// ---------------------------------------------------------------- 01 llama shows / Vercel AI SDK
function r01(N) {
  const task = 'Find the entry for the suri female "Cinnamon Toast" in the Blue Ridge Llama & Alpaca Show and tell me which halter class she is in and her ring time.';
  const queries = [
    [{ name: 'Cinnamon Toast', division: 'suri' }, 'Searching the entry list by her show name.'],
    [{ name: 'Cinnamon-Toast' }, 'No hit on the exact name; catalogues sometimes hyphenate registered names, so trying the hyphenated spelling without the division filter.'],
    [{ name: 'Toast', owner: 'Hollow Creek' }, 'Still nothing. Searching on the distinctive word only and adding the farm name from the owner\'s email signature.'],
    [{ registration: 'ILR 41-0877' }, 'Switching to her registry number from the owner\'s message instead of the name.'],
    [{ registration: '410877', species: 'alpaca' }, 'The registry field might store digits only, and she may have been entered under alpaca classes; trying that combination.'],
  ];
  const children = [];
  let step = 0;
  for (const [args, text] of queries) {
    step++;
    const id = N.callId();
    N.tick(600, 2500);
    children.push(llm('ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': step === 1 ? [{ role: 'user', content: [{ type: 'text', text: task }] }] : '[…truncated…]' },
      { 'ai.response.text': text, 'ai.response.toolCalls': [{ toolCallType: 'function', toolCallId: id, toolName: 'searchEntries', args: JSON.stringify(args) }], 'ai.response.finishReason': 'tool-calls' },
      { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': 700 + step * 210 + N.int(0, 40), 'ai.usage.completionTokens': N.int(30, 90), 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'gen_ai.system': 'openai.chat' }));
    children.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchEntries', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) },
      { 'ai.toolCall.result': JSON.stringify({ show: 'BRLAS-2024', entries: [], total: 0, took_ms: N.int(8, 60) }) }, { 'operation.name': 'ai.toolCall', 'resource.name': 'show-entries-api' }));
  }
  return {
    isolates: 'Five searches for one llama entry by name, hyphenation, partial name, and two registry-number formats all return zero entries; maxSteps ends the run.',
    goal: task,
    root: agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: task }), 'ai.settings.maxSteps': 5 }, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, children,
      { 'operation.name': 'ai.generateText showAssistant', 'ai.telemetry.functionId': 'showAssistant', 'ai.model.id': 'gpt-4o-mini' }),
  };
}

// ---------------------------------------------------------------- 02 sea turtle nests / OpenInference
function r02(N) {
  const task = 'Patrol volunteer reported a leatherback nest on Playa Grande on the night of 14 June; find the nest record and tell me its expected hatch window.';
  const attempts = [
    { filters: { beach: 'Playa Grande', date: '2024-06-14', species: 'leatherback' }, say: 'Looking up the nest log for that beach and night.' },
    { filters: { beach: 'Playa Grande', date: '14/06/2024', species: 'Dermochelys coriacea' }, say: 'Zero rows. The log may store the scientific name and a day-first date, so I am using those.' },
    { filters: { beach_code: 'PG', laid_on: '2024-06-15' }, say: 'Nesting often runs past midnight, so the record could be dated the 15th; trying the beach code with that date.' },
    { filters: { sector: 'Grande', night_of: 'June 14' }, say: 'Maybe beach names are split into sectors; searching by the sector name and the night label patrol sheets use.' },
    { filters: { text: 'leatherback Grande 14 June nest' }, say: 'Falling back to a free-text search over the notes field with the same details.' },
  ];
  const kids = [];
  attempts.forEach((a, i) => {
    N.tick(800, 3000);
    const tcid = N.callId();
    kids.push(llm('ChatCompletion', { messages: '[…]' }, { role: 'assistant', content: a.say, tool_calls: [{ id: tcid, function: { name: 'query_nest_log', arguments: JSON.stringify(a.filters) } }] }, {
      'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.provider': 'openai', 'llm.token_count.prompt': 900 + i * 180, 'llm.token_count.completion': N.int(25, 80),
      'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You help the Tortugas del Pacífico patrol programme query nest data.',
      'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': task,
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'query_nest_log',
    }));
    kids.push(tool('query_nest_log', a.filters, JSON.stringify({ rows: [], row_count: 0, query_id: N.uuid(), elapsed: N.secs(0.02, 0.3) }), { 'openinference.span.kind': 'TOOL', 'tool.name': 'query_nest_log', 'tool.parameters': JSON.stringify(a.filters) }));
  });
  return {
    isolates: 'A nest lookup is retried five ways (date formats, Latin name, beach code, sector, free text), all zero rows; the trace ends without a record.',
    goal: task,
    root: agent('NestAgent', task, null, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid(), status: 'ERROR', 'exception.message': 'Agent stopped: max_iterations=5 reached' }),
  };
}

// ---------------------------------------------------------------- 03 banknote printing spoilage / Semantic Kernel
function r03(N) {
  const task = 'Quality audit: find the spoilage record for intaglio sheet batch NB-24-0917 (50-unit note) and report how many sheets were destroyed and why.';
  const tries = [
    ['NB-24-0917', null],
    ['NB240917', 'The spoilage log returned nothing for the hyphenated batch id; the MES exports ids without separators, so I will try NB240917.'],
    ['0917', 'Still empty. I will search on the sequence number alone in case the prefix is stored in a separate column.'],
    ['50 intaglio September 17 batch', 'Trying a descriptive query with denomination, process and the date the batch number encodes.'],
    ['NB-2024-0917', 'One more identifier variant, with the four-digit year, before I report back.'],
  ];
  const kids = [];
  tries.forEach(([q, text], i) => {
    N.tick(400, 1800);
    const id = N.callId();
    kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': '[…chat history…]' }, { content: text, tool_calls: [{ id, type: 'function', function: { name: 'SpoilageLog-search_spoilage', arguments: JSON.stringify({ query: q, plant: 'Works-2' }) } }] },
      { 'gen_ai.operation.name': 'chat.completions', 'gen_ai.system': 'openai', 'gen_ai.response.finish_reason': 'tool_calls', 'gen_ai.usage.input_tokens': 1200 + i * 150, 'gen_ai.usage.output_tokens': N.int(20, 70) }));
    kids.push(span('function', 'function.invocation SpoilageLog-search_spoilage', { query: q, plant: 'Works-2' }, '[]', [], { metadata: { 'semantic_kernel.function.invocation.name': 'search_spoilage', 'semantic_kernel.function.invocation.plugin_name': 'SpoilageLog', 'semantic_kernel.function.invocation.duration': Number(N.dur(0.05, 0.6)), 'db.statement.id': N.hex(12) } }));
  });
  return {
    isolates: 'Semantic Kernel auto function calling searches a spoilage log five times with reformatted batch ids and a descriptive query; every call returns [] and the run is cut off.',
    goal: task,
    root: agent('InvokePromptAsync', { prompt: task, execution_settings: { function_choice_behavior: 'auto', maximum_auto_invoke_attempts: 5 } }, null, kids,
      { 'semantic_kernel.kernel.id': N.uuid(), 'error.type': 'AutoFunctionInvocationLimitReached' }),
  };
}

// ---------------------------------------------------------------- 04 contract bridge club / LlamaIndex
function r04(N) {
  const task = 'A member disputes the score on board 17 of Tuesday\'s pairs game (NS Alvarez–Kim). Pull the hand record and the traveller for board 17.';
  const thoughts = [
    ['Thought: I need the hand record for board 17 from Tuesday\'s session.', 'board 17 hand record Tuesday pairs'],
    ['Thought: Nothing survived the similarity cutoff. The PBN files may title sessions by date rather than weekday; the Tuesday was 8 October.', 'Board 17 deal 2024-10-08 pairs session'],
    ['Thought: Still no nodes. Travellers are indexed separately and name pairs by surname, so I will ask for the Alvarez–Kim traveller directly.', 'traveller Alvarez Kim NS board seventeen'],
    ['Thought: Empty again. Perhaps the club calls it the "Tuesday Evening Duplicate"; searching that event title with the board number.', 'Tuesday Evening Duplicate bd 17 deal'],
  ];
  const kids = [];
  for (const [t, q] of thoughts) {
    N.tick(500, 2000);
    kids.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'You are designed to help with a variety of tasks… ## Output Format …' }, { role: 'user', content: task }, '…'] },
      { message: { role: 'assistant', content: `${t}\nAction: club_records\nAction Input: {"input": "${q}"}` } }, { model: 'gpt-4o', 'llm.token_count.total': N.int(1500, 3600) }));
    kids.push(span('chain', 'QueryEngineTool.call', { input: q }, { content: 'Empty Response', raw_output: { response: 'Empty Response', source_nodes: [] } }, [
      retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [], postprocessed_by: `SimilarityPostprocessor(similarity_cutoff=0.78)`, dropped: N.int(3, 4), best_score: Number((0.6 + N.f() * 0.12).toFixed(4)) }, { event_id: N.uuid() }),
    ], { metadata: { tool_name: 'club_records', span_id: `QueryEngineTool.call-${N.uuid()}` } }));
  }
  kids.push(llm('OpenAI.chat', { messages: '…' }, { message: { role: 'assistant', content: 'Thought: The index may store boards as "Bd17" inside the PBN header.\nAction: club_records\nAction Input: {"input": "[Board \\"17\\"] [Date \\"2024.10.08\\"]"}' } }, { model: 'gpt-4o' }));
  return {
    isolates: 'A LlamaIndex ReAct agent rewords a hand-record query (weekday, date, traveller names, event title) and every retrieval is cut to zero nodes; cut off mid-loop.',
    goal: task,
    root: agent('ReActAgent.chat', { message: task }, null, kids, { framework: 'llama-index-core 0.11.x', max_iterations: 5, error: 'ValueError: Reached max iterations.' }),
  };
}

// ---------------------------------------------------------------- 05 stairlift installs / Gemini function calling
function r05(N) {
  const task = 'Mrs Okonkwo-Baptiste says her stairlift (installed last spring) is beeping at the top landing. Find her installation record so we can check which rail kit was fitted.';
  const calls = [
    { customer_name: 'Okonkwo-Baptiste' },
    { customer_name: 'Okonkwo Baptiste', fuzzy: true },
    { postcode: 'LS6 3QA' },
    { postcode: 'LS63QA', installed_after: '2024-03-01' },
    { surname: 'Baptiste', town: 'Leeds' },
  ];
  const notes = [null, 'No match on the exact double-barrelled name. I will retry with a space and fuzzy matching.', 'Still none. The postcode from her call is more reliable than the name spelling.', 'Postcodes may be stored without the space, and she said spring, so I am adding a date bound.', 'Perhaps only the second surname was recorded by the installer; searching Baptiste in Leeds.'];
  const kids = [];
  calls.forEach((args, i) => {
    N.tick(700, 2200);
    const parts = notes[i] ? [{ text: notes[i] }, { functionCall: { name: 'find_installation', args } }] : [{ functionCall: { name: 'find_installation', args } }];
    kids.push(llm('models.generateContent', { model: 'gemini-1.5-pro-002', contents: i === 0 ? [{ role: 'user', parts: [{ text: task }] }] : `[${2 * i + 1} contents]` },
      { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 820 + i * 160, candidatesTokenCount: N.int(18, 60) }, modelVersion: 'gemini-1.5-pro-002', responseId: N.b62(22) }, { latency_ms: N.ms(600, 2400) }));
    kids.push(tool('find_installation', args, { functionResponse: { name: 'find_installation', response: { matches: 0, results: [], searched_at: N.isoSec(), index: 'installs_v3' } } }, { http_status: 200 }));
  });
  return {
    isolates: 'Gemini function calls look up one installation by name spellings, postcode formats and surname; five responses with matches: 0 and no record found.',
    goal: task,
    root: agent('stairlift-service-agent', { task }, null, kids, { sdk: 'google-genai 0.8', automatic_function_calling: { maximum_remote_calls: 5 }, stopped: 'afc_limit' }),
  };
}

// ---------------------------------------------------------------- 06 yerba mate imports / CrewAI
function r06(N) {
  const task = 'Locate the 20ft container of yerba mate from Posadas (supplier Hierbas del Alto Paraná, invoice HAP-3381) and give the ETA at Rotterdam.';
  const steps = [
    ['I should look up the container by the number the supplier emailed.', { container: 'MSKU 904417-3' }],
    ['The lookup found nothing for that spelling. Container numbers are usually stored as 11 characters without spaces.', { container: 'MSKU9044173' }],
    ['No result with the compact form either. I will use the supplier invoice reference instead.', { reference: 'HAP-3381' }],
    ['The invoice is not indexed. The bill of lading should be, so I will search the BL number from the packing list.', { bill_of_lading: 'ASU-RTM-2291' }],
    ['Maybe only the digits of the container are matched; searching the serial part alone.', { container: '904417' }],
  ];
  const kids = [];
  steps.forEach(([thought, args], i) => {
    N.tick(900, 3000);
    kids.push(llm('LLM Call', { messages: i === 0 ? [{ role: 'system', content: 'You are Import Logistics Analyst. You track inbound food shipments…' }, { role: 'user', content: `Current Task: ${task}` }] : '[…]' },
      `Thought: ${thought}\nAction: Shipment Lookup\nAction Input: ${JSON.stringify(args)}`, { model: 'gpt-4o-mini', crewai_event: 'LLMCallCompletedEvent' }));
    kids.push(tool('Shipment Lookup', JSON.stringify(args), `No shipment found. (carrier API ${N.host('track', 'eu-central-1')} answered ${N.msStr(120, 900)})`, { crewai_event: 'ToolUsageFinishedEvent', from_cache: false, run_attempts: 1 }));
  });
  return {
    isolates: 'A CrewAI agent searches one shipment five ways (two container spellings, invoice, bill of lading, serial digits), each "No shipment found", until the iteration limit.',
    goal: task,
    root: agent('Crew: inbound-logistics', { inputs: { invoice: 'HAP-3381' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [
      span('task', 'Task: Track yerba mate container', { description: task, expected_output: 'ETA and current vessel' }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [
        span('agent', 'Import Logistics Analyst', { role: 'Import Logistics Analyst', goal: 'Keep inbound shipments on schedule', max_iter: 5 }, null, kids, { metadata: { crewai_version: '0.86.0' } }),
      ], { metadata: { task_id: N.uuid() } }),
    ], { crew_id: N.uuid(), process: 'sequential' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
