// Family 2: the same search intent reworded again and again, every answer empty; the task is not done.
import { agent, llm, tool, retriever, chain, span, sys, user, asst, oaiOut, gemOut } from './lib.mjs';

export const family = 'reworded_empty_queries';
export const loop = true;
export const stagnation = false;
export const summary = 'The agent keeps calling one search tool with the same intent reworded (synonyms, word order, field names, date/id formats, quoting); every call returns nothing and the task is never done.';

// 01 hedge-laying competitions — Vercel AI SDK ai.* OpenTelemetry spans
function hedgeLaying(N) {
  const goal = 'Find the 2019 National Hedgelaying Championship result for the Midland style open class and tell me who won and their points.';
  const queries = [
    { q: 'Midland style open champion 2019' },
    { q: '2019 national hedgelaying Midland open winner' },
    { q: 'winner "Midland Open" 2019', class: 'open' },
    { q: 'Midland bullock style championship first place', year: '2019' },
    { q: 'champion Midland-style open class', season: '2019/20' },
    { q: 'Midland open class results', date_from: '01/10/2019', date_to: '31/10/2019' },
  ];
  const texts = [
    null,
    'No hits. I will try wording it as the national championship winner.',
    'Still nothing; maybe the class is indexed as "Midland Open" so I will quote it.',
    'Quoting did not help. The archive may call it "bullock style", which is the older name for Midland style.',
    'Also empty. Perhaps the competition is filed under the 2019/20 season rather than the calendar year.',
    'Nothing again. The championship is held in October, so a date range might match where the year field did not.',
  ];
  const children = [];
  queries.forEach((args, i) => {
    const id = N.callId();
    children.push(span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': i === 0 ? [user(goal)] : `[${2 + i * 2} messages]` }, { 'ai.response.text': texts[i] ?? '', 'ai.response.toolCalls': [{ toolCallType: 'function', toolCallId: id, toolName: 'searchResults', args: JSON.stringify(args) }], 'ai.response.finishReason': 'tool-calls' }, { metadata: { 'ai.operationId': 'ai.generateText.doGenerate', 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'gen_ai.system': 'openai', 'ai.usage.promptTokens': N.int(300, 1500), 'ai.usage.completionTokens': N.int(20, 90), 'ai.response.msToFirstChunk': N.int(200, 900) } }));
    N.tick(300, 1200);
    children.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'searchResults', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify({ source: 'nhs-archive.org.uk', results: [], total: 0, took_ms: N.int(8, 60) }) }, { metadata: { 'ai.operationId': 'ai.toolCall' } }));
  });
  return span('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: 'You research rural craft competition archives.', prompt: goal }) }, null, { children, metadata: { 'ai.operationId': 'ai.generateText', 'ai.settings.maxSteps': 6, 'ai.telemetry.functionId': 'hedge-archive-research', 'resource.service.name': 'nhs-archive-bot', note: 'maxSteps reached with finishReason tool-calls' } });
}

// 02 bird feeder subscriptions — OpenAI Agents SDK trace
function birdFeeders(N) {
  const goal = 'A customer emailed that her March nyjer seed refill never arrived. Find her subscription and check the dispatch.';
  const email = 'From: Joy Okafor <joy.okafor@btinternet.com>\nSubject: missing nyjer refill\nHi, my March refill of nyjer seed hasn\'t come, I\'m in Headingley, LS6. Thanks, Joy';
  const attempts = [
    [{ email: 'joy.okafor@btinternet.com' }, 'Looking her up by the sender address.'],
    [{ name: 'Joy Okafor' }, 'No account on that email; trying her full name.'],
    [{ name: 'Okafor, Joy' }, 'Trying surname-first, the way the old import stored names.'],
    [{ customer_name: 'J Okafor', postcode_prefix: 'LS6' }, 'Maybe only an initial was saved; adding the LS6 postcode area from her email.'],
    [{ q: 'okafor nyjer' }, 'Free-text search on surname plus product.'],
  ];
  const children = [];
  children.push(span('custom', 'guardrail:pii_redaction', { text: email }, { tripwire_triggered: false }, { metadata: { span_type: 'guardrail' } }));
  attempts.forEach(([args, text], i) => {
    children.push(llm('generation', { input: i === 0 ? [user(goal), user(email)] : `[history: ${i * 2 + 2} items]` }, { output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }, { type: 'function_call', name: 'find_subscription', arguments: JSON.stringify(args), call_id: N.callId() }] }, { span_type: 'response', response_id: `resp_${N.hex(24)}`, model: 'gpt-4.1-mini', usage: { input_tokens: N.int(500, 2000), output_tokens: N.int(20, 70) } }));
    N.tick(200, 900);
    children.push(tool('find_subscription', JSON.stringify(args), JSON.stringify({ matches: [], count: 0, index: 'subs_v3', searched_at: N.isoSec() }), { span_type: 'function', mcp_data: null }));
  });
  return agent('Support triage', { input: [user(goal), user(email)] }, null, children, { span_type: 'agent', trace_id: `trace_${N.hex(32)}`, workflow_name: 'Featherly support', handoffs: ['Refunds agent'], tools: ['find_subscription', 'get_dispatches'], output_type: 'str', error: { message: 'Max turns (5) exceeded', data: null } });
}

// 03 Christmas lights installers — Gemini API function calling
function xmasLights(N) {
  const goal = 'A homeowner on Hollingworth Road says the icicle lights we installed keep tripping. Find the installation job so we can send the same crew.';
  const calls = [
    [{ text: 'icicle lights Hollingworth Road' }, 'Searching jobs by product and street.'],
    [{ text: 'Hollingworth Rd icicle' }, 'Nothing; the street may be abbreviated in the job records.'],
    [{ address: '"Hollingworth Road"', product_type: 'icicle_string' }, 'Trying the structured address field with the product category.'],
    [{ text: 'eaves fairy lights Hollingworth' }, 'Crews often log icicle strings as eaves lighting; trying that.'],
    [{ address_contains: 'Hollingworth', installed_between: ['2024-11-15', '2024-12-10'] }, 'Widening to any job on that street within install season.'],
    [{ address_contains: 'hollingworth', installed_between: ['15/11/2024', '10/12/2024'] }, 'Maybe the date filter wants day-first format.'],
  ];
  const contents = [{ role: 'user', parts: [{ text: goal }] }];
  const children = [];
  calls.forEach(([args, text]) => {
    const out = gemOut(N, text, [['search_jobs', args]]);
    children.push(llm('models.generateContent', { model: 'gemini-2.0-flash', contents: contents.length > 3 ? `[${contents.length} contents]` : [...contents], tools: [{ functionDeclarations: [{ name: 'search_jobs' }] }] }, out, { latency_ms: N.int(400, 1400) }));
    const resp = { name: 'search_jobs', response: { jobs: [], next_page_token: '', query_id: N.uuid() } };
    children.push(tool('search_jobs', args, { functionResponse: resp }, { 'x-goog-request-id': N.hex(16) }));
    contents.push({ role: 'model', parts: [{ functionCall: { name: 'search_jobs', args } }] }, { role: 'user', parts: [{ functionResponse: resp }] });
    N.tick(500, 1500);
  });
  return agent('dispatch-assistant', { contents: [contents[0]] }, null, children, { sdk: 'google-genai 1.2.0', automatic_function_calling: { disable: true }, stopped: 'client loop limit 6' });
}

// 04 oral history archive — LlamaIndex ReAct agent with a vector retriever
function oralHistory(N) {
  const goal = 'Find the oral history interview where a weaver describes the day the Todmorden mill closed in 1962 and give me the timestamp.';
  const qs = [
    'weaver describes day Todmorden mill closed 1962',
    'Todmorden cotton mill shutdown 1962 recollection',
    'last shift at the mill Todmorden sixties',
    'mill closure redundancy weavers Calder Valley 1962',
    '"Todmorden" "1962" closure interview',
  ];
  const thoughts = [
    'Thought: I need to search the oral history index for the mill closure.',
    'Thought: The index returned nothing. Interviewees may say "shutdown" rather than "closed", so I will rephrase.',
    'Thought: Still empty. People often talk about "the last shift", and may give the decade rather than the year.',
    'Thought: Nothing. The catalogue might tag by valley rather than town, so I will use Calder Valley and redundancy.',
    'Thought: No nodes again. I will try exact phrase matching on the place and year.',
  ];
  const steps = qs.map((q, i) => {
    const r = retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [] }, { similarity_cutoff: 0.78, index_id: 'oral-histories-v2', embed_model: 'text-embedding-3-small', duration_ms: N.int(40, 300) });
    const synth = span('chain', 'CompactAndRefine.get_response', { query_str: q, text_chunks: [] }, 'Empty Response', { metadata: { duration_ms: N.int(1, 5) } });
    const qe = tool('QueryEngineTool.call', { input: q }, 'Empty Response', { tool_name: 'oral_history_search' });
    qe.children = [span('chain', 'RetrieverQueryEngine.query', { query_str: q }, { response: 'Empty Response', source_nodes: [] }, { children: [r, synth] })];
    const l = llm('OpenAI.chat', { messages: i === 0 ? [sys('You are a ReAct agent…'), user(goal)] : `[${3 + i * 2} messages]` }, { message: { role: 'assistant', content: `${thoughts[i]}\nAction: oral_history_search\nAction Input: {"input": "${q.replace(/"/g, '\\"')}"}` } }, { model: 'gpt-4o', temperature: 0.1, event_id: N.uuid() });
    N.tick(600, 2000);
    return span('chain', 'ReActAgentWorker.run_step', { step_id: N.uuid() }, { is_last: false }, { children: [l, qe] });
  });
  return agent('AgentRunner.chat', { message: goal }, null, steps, { framework: 'llama-index-core 0.11.23', task_id: N.uuid(), max_iterations: 5, error: 'ValueError: Reached max iterations.' });
}

// 05 boating licence exams — smolagents CodeAgent
function boatingExams(N) {
  const goal = 'Find the candidate who sat the RYA Powerboat Level 2 practical at Poole on 9 August and confirm whether their certificate was issued.';
  const codes = [
    ['I will search the exam register for Poole powerboat level 2 on 9 August.', `results = search_register(centre="Poole", course="Powerboat Level 2", date="2024-08-09")\nprint(results)`],
    ['Empty. Maybe the centre is stored under its full name.', `results = search_register(centre="Poole Harbour Boat School", course="PB2", date="2024-08-09")\nprint(results)`],
    ['Nothing with the abbreviation either. The register may use day-first dates.', `results = search_register(centre="Poole Harbour Boat School", course="Powerboat Level 2", date="09/08/2024")\nprint(results)`],
    ['Still empty. Perhaps the course field is the official syllabus title.', `results = search_register(centre="Poole", course="RYA National Powerboat Certificate Level 2", date="9 Aug 2024")\nprint(results)`],
    ['No. I will drop the course and search on the venue keyword plus month.', `results = search_register(venue_keyword="poole", month="2024-08", assessment_type="practical")\nprint(results)`],
  ];
  const steps = codes.map(([thought, code], i) => {
    const l = llm('LiteLLMModel.generate', { messages: i === 0 ? [sys('You are an expert assistant who can solve any task using code blobs…'), user(`New task:\n${goal}`)] : `[${2 + i * 2} messages]` }, `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { model_id: 'anthropic/claude-3-5-haiku-latest', input_tokens: N.int(1800, 4000), output_tokens: N.int(60, 140) });
    const t = tool('python_interpreter', { code }, `Execution logs:\n[]\nLast output from code snippet:\nNone`, { tool_calls_inner: [{ name: 'search_register', elapsed: N.secs(0.1, 0.8) }] });
    N.tick(800, 2500);
    return span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: 'Execution logs:\n[]\nLast output from code snippet:\nNone' }, { children: [l, t], metadata: { start_time: N.epoch(), duration: N.num(1.5, 5, 3) } });
  });
  return agent('CodeAgent.run', { task: goal }, null, steps, { framework: 'smolagents 1.9.2', max_steps: 5, interrupted: 'Reached max steps.' });
}

// 06 matcha import — Langfuse trace with observations
function matchaImport(N) {
  const goal = 'Our ceremonial matcha shipment from Uji (container MSKU 482931-7) is overdue. Find its customs declaration status.';
  const tries = [
    [{ container: 'MSKU 482931-7' }, 'Looking up the customs declaration by container number.'],
    [{ container: 'MSKU4829317' }, 'No result with the spaced format; trying the compact ISO 6346 form.'],
    [{ container_no: 'msku4829317' }, 'Trying the alternate field name and lower case.'],
    [{ bill_of_lading: 'MAEU-482931-7' }, 'Perhaps declarations are keyed by bill of lading; trying the carrier prefix with the same digits.'],
    [{ goods_description: 'powdered green tea', origin: 'JP' }, 'Searching by goods description: matcha is declared as powdered green tea.'],
    [{ commodity_code: '0902.10', origin_country: 'Japan' }, 'Using the HS code for green tea with the country name.'],
  ];
  const obs = [];
  tries.forEach(([args, text], i) => {
    obs.push(llm('generation', { messages: i === 0 ? [sys('You are an import operations assistant for Kyoto Leaf Traders UK.'), user(goal)] : `[${2 + i * 2} messages]` }, oaiOut(N, text, [['customs_declaration_search', args]]), { observation_type: 'GENERATION', model: 'gpt-4o-2024-11-20', usage: { input: N.int(400, 1600), output: N.int(20, 60), unit: 'TOKENS' }, level: 'DEFAULT', completionStartTime: N.iso() }));
    N.tick(400, 1400);
    obs.push(tool('customs_declaration_search', JSON.stringify(args), JSON.stringify({ status: 200, body: { declarations: [], message: 'No declarations match the supplied criteria' }, headers: { 'x-correlation-id': N.uuid(), date: N.http() } }), { observation_type: 'SPAN', level: 'DEFAULT' }));
  });
  return agent('matcha-import-agent', { goal }, null, obs, { langfuse_trace_id: N.hex(32), session_id: `sess-${N.alnum(10)}`, tags: ['imports', 'customs'], user_id: 'ops@kyotoleaf.co.uk', release: 'v0.8.3', output_missing: 'trace ended without final generation' });
}

export const scenarios = [
  { n: '01', domain: 'hedge-laying competitions', style: 'Vercel AI SDK (ai.* spans)', isolates: 'Six reworded archive searches for one championship result (synonyms, quoting, season vs year, date range) all return zero hits until maxSteps.', goal: 'Find the 2019 National Hedgelaying Championship result for the Midland style open class and report the winner and points.', build: hedgeLaying },
  { n: '02', domain: 'bird feeder subscriptions', style: 'OpenAI Agents SDK', isolates: 'A customer is looked up by email, name, surname-first, initial plus postcode and free text; every lookup is empty and the run exceeds max turns.', goal: 'Find the subscription of a customer whose nyjer seed refill never arrived and check the dispatch.', build: birdFeeders },
  { n: '03', domain: 'Christmas lights installers', style: 'Gemini API function calling', isolates: 'The same installation job is searched with street abbreviations, field names, product synonyms and two date formats, always returning no jobs.', goal: 'Find the icicle-light installation job on Hollingworth Road so the same crew can be sent back.', build: xmasLights },
  { n: '04', domain: 'oral history archive', style: 'LlamaIndex', isolates: 'A ReAct agent rephrases one retrieval query five times; the retriever returns no nodes each time and the agent hits max iterations.', goal: 'Find the oral history interview describing the 1962 Todmorden mill closure and give the timestamp.', build: oralHistory },
  { n: '05', domain: 'boating licence exams', style: 'smolagents CodeAgent', isolates: 'Code steps query an exam register with different centre names, course titles and date formats; each prints an empty list.', goal: 'Find the candidate who sat a powerboat practical at Poole on 9 August and confirm whether their certificate was issued.', build: boatingExams },
  { n: '06', domain: 'matcha import', style: 'Langfuse', isolates: 'A customs declaration is searched by container number in several spellings, by bill of lading, goods description and HS code; no declaration is ever found.', goal: 'Find the customs declaration status of an overdue matcha container.', build: matchaImport },
];
