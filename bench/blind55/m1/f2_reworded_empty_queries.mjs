import { agent, llm, tool, retriever, chain, sys, usr, tc, oaiOut } from './lib.mjs';
export const family = 'reworded_empty_queries';
export const loop = true, stagnation = false;
export const isolates = 'The same search tool with the same intent is re-asked in new wording (synonyms, field names, formats, quoting) and returns nothing every time; the task is never done.';
export const meta = [
  ['01', 'antique map dealer catalogue', 'OpenAI Agents SDK'],
  ['02', 'sumo stable training logs', 'Gemini API function calling'],
  ['03', 'aquaponics farm fish mortality records', 'LlamaIndex'],
  ['04', 'carousel restoration parts suppliers', 'CrewAI'],
  ['05', 'CI cache-key investigation in GitHub Actions logs', 'plain message-level trace'],
  ['06', 'ice fishing shanty rental reservations', 'Langfuse'],
];
export const rows = [
  (r) => {
    const qs = [['Blaeu Atlas Maior Scotland', 'I will search the catalogue for the Blaeu Scotland sheet.'], ['"Scotia Regnum" Blaeu 1654', 'No hits; maybe it is catalogued under its Latin title.'], ['Joan Blaeu Scottish map 17th century', 'Still nothing, trying the cartographer\'s full name and century.'], ['Blaeu, Johannes — Scotland — engraved', 'Trying the catalogue\'s surname-first convention.'], ['scotland blaeu 1650s hand-coloured', 'Maybe descriptors about colouring are indexed instead.']];
    const kids = [];
    qs.forEach(([q, t], i) => {
      kids.push(llm('Runner.run_step', { input: i === 0 ? [{ role: 'user', content: 'Do we have the Blaeu map of Scotland in stock, and at what price?' }] : `[${i * 2 + 1} items]` }, { output: [{ type: 'message', content: [{ type: 'output_text', text: t }] }, { type: 'function_call', name: 'search_inventory', arguments: JSON.stringify({ query: q, in_stock_only: true }), call_id: 'call_' + r.b62(22) }] }, [], { metadata: { 'span_data.type': 'generation', model: 'gpt-4o' } }));
      kids.push(tool('search_inventory', { query: q, in_stock_only: true }, JSON.stringify({ hits: [], total: 0, took_ms: r.ms(8, 60), index: 'maps_v3' }), { metadata: { 'span_data.type': 'function' } }));
    });
    return { goal: 'Find whether the shop holds the Blaeu map of Scotland and quote its price to a customer.', root: agent('Agent workflow', { agent: 'Catalogue Assistant' }, null, kids, { metadata: { 'span_data.type': 'agent', trace_id: 'trace_' + r.hex(32), max_turns: 10 }, error: 'MaxTurnsExceeded: Max turns (10) exceeded' }) };
  },
  (r) => {
    const calls = [
      [{ rikishi: 'Wakatakakage', date: '2024-05-03' }, 'Let me fetch the keiko log for that wrestler on that date.'],
      [{ wrestler_name: 'Wakatakakage', day: '3 May 2024' }, 'The log was empty; maybe the field names differ.'],
      [{ rikishi: '若隆景', date: '2024/05/03' }, 'Trying his name in kanji and a slashed date.'],
      [{ rikishi: 'WAKATAKAKAGE', date_from: '2024-05-01', date_to: '2024-05-05' }, 'Widening to a date range in upper case.'],
      [{ shikona: 'Wakatakakage Atsushi', date: '20240503' }, 'Using the full shikona and compact date.'],
    ];
    const kids = [];
    let contents = [{ role: 'user', parts: [{ text: 'How many moshi-ai bouts did Wakatakakage do on 3 May?' }] }];
    calls.forEach(([args, t], i) => {
      kids.push(llm('generateContent', { model: 'gemini-1.5-pro', contents: i === 0 ? contents : `[${1 + i * 2} contents]`, tools: [{ functionDeclarations: [{ name: 'get_training_log' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ text: t }, { functionCall: { name: 'get_training_log', args } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: r.int(400, 1600), candidatesTokenCount: r.int(20, 60) }, modelVersion: 'gemini-1.5-pro-002' }));
      kids.push(tool('get_training_log', args, { functionResponse: { name: 'get_training_log', response: { entries: [], stable: 'Arashio-beya', server_time: r.epoch() } } }));
    });
    return { goal: 'Report how many moshi-ai practice bouts a named wrestler did on 3 May from the stable\'s training logs.', root: agent('chat_session', { stable: 'Arashio-beya' }, null, kids, { metadata: { sdk: 'google-generativeai 0.8.3', automatic_function_calling: false } }) };
  },
  (r) => {
    const qs = ['tilapia deaths tank 4 last week', 'mortality events fish tank T4 previous 7 days', 'dead fish count grow-out tank four', 'T-04 losses Oreochromis week 23', 'fish mortality log tank_id=4'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(chain('query', { query_str: q }, null, [
        retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 5, filters: { farm: 'north-shed' } }, { nodes: [] }, { metadata: { 'retrieval.documents': 0, duration_ms: r.ms(30, 200) } }),
        llm('OpenAI.complete', { prompt: `Context information is below.\n---------------------\n\n---------------------\nQuery: ${q}\nAnswer:` }, { text: ['There is no context about tank 4 mortality, so I cannot answer.', 'The provided context is empty; I do not have mortality records for T4.', 'No records were retrieved. Unable to give a death count for the grow-out tank.', 'I could not find information about losses in T-04 for week 23.', 'Nothing in the context mentions tank_id 4.'][i] }),
      ]));
    });
    return { goal: 'Summarise last week\'s fish mortality in tank 4 of the aquaponics farm and flag if it exceeds 2%.', root: agent('ReActAgent.chat', { message: 'Summarise tank 4 mortality last week' }, { response: 'I was unable to find mortality records for tank 4.' }, kids, { metadata: { 'llama_index.version': '0.10.55', index: 'aquaponics-ops' } }) };
  },
  (r) => {
    const qs = [['brass rounding board bracket Herschell 1921', 'I need the supplier for the rounding board brackets.'], ['Allan Herschell carousel bracket replacement cast brass', 'Zero suppliers. Rephrasing with manufacturer name.'], ['carrousel crown bracket repro', 'Trying the French spelling "carrousel" and "crown".'], ['"rounding board" hardware vintage merry-go-round', 'Trying quoted phrase with merry-go-round.'], ['cast brass bracket fairground ride antique reproduction foundry', 'Maybe generic foundry search terms help.']];
    const kids = [];
    qs.forEach(([q, t]) => {
      kids.push(llm('LLM call', { messages: '[...]' }, `Thought: ${t}\nAction: Supplier Directory Search\nAction Input: {"q": ${JSON.stringify(q)}, "country": "US"}`));
      kids.push(tool('Supplier Directory Search', JSON.stringify({ q, country: 'US' }), `Search returned 0 suppliers (cache: MISS, x-request-id: ${r.uuid()}, ${r.ms(100, 900)}ms)`));
    });
    return { goal: 'Find a supplier that can reproduce brass rounding-board brackets for a 1921 Herschell carousel restoration.', root: agent('Crew.kickoff', { inputs: { part: 'rounding board bracket', carousel: 'Herschell 1921' } }, null, [agent('Parts Sourcing Specialist', { task: 'Find a supplier for the brackets' }, null, kids, { metadata: { 'crewai.task': 'source_parts', max_iter: 5 }, error: 'Agent stopped due to iteration limit or time limit.' })], { metadata: { crewai_version: '0.70.1', process: 'sequential' } }) };
  },
  (r) => {
    const qs = [{ pattern: 'Cache restored from key: linux-pnpm-' }, { pattern: 'cache hit.*pnpm-store' }, { pattern: 'Restored cache for key' }, { pattern: 'restore-keys matched' }, { pattern: 'actions/cache.*restored' }];
    const thoughts = ['I will grep the job log for the cache restore line.', 'No match. Maybe the message is phrased as "cache hit".', 'Still nothing; trying the exact wording the cache action v4 uses.', 'Maybe a partial restore via restore-keys was logged instead.', 'Trying a looser regex over the action name.'];
    const kids = [];
    qs.forEach((a, i) => {
      const c = tc(r, 'grep_job_log', { run_id: 9123387711, job: 'build (ubuntu-latest, 20)', ...a });
      kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: i === 0 ? [sys('You debug CI.'), usr('Why is our pnpm install slow on every run? Check whether the cache is restored.')] : `[${i * 2 + 2} messages]` }, { choices: [{ message: oaiOut(thoughts[i], [c]), finish_reason: 'tool_calls' }] }));
      kids.push(tool('grep_job_log', JSON.parse(c.function.arguments), { stdout: '', stderr: '', exit_code: 1, note: `0 matching lines in 4,812 lines (log fetched ${r.httpDate()})` }));
    });
    return { goal: 'Find out whether the pnpm store cache is restored in the CI build job and why installs are slow.', root: agent('session', { user: 'Why is pnpm install slow on every CI run?' }, null, kids) };
  },
  (r) => {
    const ps = [[{ guest: 'Lindqvist', date: '2024-01-20' }, 'Looking up the reservation by surname and date.'], [{ guest_name: 'Lindquist', arrival: '01/20/2024' }, 'No match. Possibly misspelled; trying Lindquist with US date.'], [{ q: 'Lindqvist shanty', from: '2024-01-19', to: '2024-01-21' }, 'Trying a free-text query with a date window.'], [{ customer: 'E. Lindqvist', shanty_no: 7 }, 'Trying with initial and the shanty number he mentioned.'], [{ phone: '+1 218-555-0147' }, 'Trying his phone number as the key.']];
    const kids = ps.map(([args, t]) => chain('generation+tool', {}, null, [
      llm('generation', { model: 'claude-3-haiku-20240307', input: '[..]' }, { text: t, tool_use: { name: 'find_reservation', input: args } }, [], { metadata: { langfuse_type: 'GENERATION', latency: r.dur(0.4, 2) } }),
      tool('find_reservation', args, { status: 200, body: { reservations: [] }, headers: { 'x-ratelimit-remaining': String(r.int(40, 99)), date: r.httpDate() } }, { metadata: { langfuse_type: 'SPAN' } }),
    ]));
    return { goal: 'Find Erik Lindqvist\'s ice fishing shanty reservation for 20 January and move it to 27 January.', root: agent('trace: reschedule-shanty', { userId: 'front-desk-2' }, null, kids, { metadata: { langfuse_trace_id: r.uuid(), release: 'v2.3.1' } }) };
  },
];
