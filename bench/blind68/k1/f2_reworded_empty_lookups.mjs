import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Loop 2: same tool, same intent, reworded query each time, always empty; task not done.
export const family = { name: 'reworded_empty_lookups', loop: true, stagnation: false, rows: [
// 01 organ tuning — OpenAI Agents SDK
(N) => {
  const goal = 'Find a replacement leather pouch kit for the Swell Oboe 8\' stop of the 1911 Binns organ at St Aidan\'s and quote the price.';
  const qs = [{ q: 'Binns pouch leather kit oboe' }, { q: 'pneumatic pouch leather for Binns organ' }, { q: '"oboe 8" pouch replacement', maker: 'Binns' }, { q: 'tubular-pneumatic action pouch kit, Swell Oboe' }, { q: 'J.J. Binns 1911 pouches leather set' }];
  const notes = ['', 'No hits for the maker name; trying a description of the part instead.', 'Still nothing. Maybe the stop name must be quoted exactly.', 'Perhaps the catalogue files it under the action type.', 'Trying the builder\'s full name and year.'];
  const ch = [];
  qs.forEach((a, i) => {
    const c = call(N, 'search_parts_catalogue', a);
    ch.push(span('response', 'Response', { model: 'gpt-4.1', input: i ? `[${i * 2 + 1} items]` : goal }, { id: 'resp_' + N.hex(24), output: [...(notes[i] ? [{ type: 'message', content: [{ type: 'output_text', text: notes[i] }] }] : []), { type: 'function_call', name: c.function.name, arguments: c.function.arguments, call_id: c.id }] }, [], { metadata: { 'span_data.type': 'response' } }));
    ch.push(span('function', 'search_parts_catalogue', c.function.arguments, JSON.stringify({ results: [], total: 0, took_ms: N.ms(), index: 'organparts-v3' }), [], { metadata: { 'span_data.type': 'function' } }));
  });
  return { goal, isolates: 'Five differently worded catalogue searches for the same organ pouch kit all return zero results and the agent never changes source.', root: agent('Agent workflow', { input: goal }, null, [agent('Organ Parts Buyer', {}, null, ch, { 'span_data.type': 'agent', tools: ['search_parts_catalogue'] })], { trace_id: 'trace_' + N.hex(32), max_turns_exceeded: true }) };
},
// 02 glacier guiding — Gemini API function calling
(N) => {
  const goal = 'Check whether guide Ragna Solheim holds a valid glacier-travel certificate for the Nigardsbreen tour on Saturday.';
  const args = [{ name: 'Ragna Solheim' }, { surname: 'Solheim', given: 'Ragna' }, { name: 'R. Solheim', region: 'Jostedal' }, { name: 'Solheim, Ragna', cert_type: 'glacier' }, { full_name: 'ragna solheim' }];
  const ch = []; let hist = [{ role: 'user', parts: [{ text: goal }] }];
  args.forEach((a, i) => {
    ch.push(llm('generateContent', { model: 'gemini-2.0-flash', contents: `[${hist.length + i * 2} contents]` }, { candidates: [{ content: { role: 'model', parts: [...(i ? [{ text: ['', 'No record; try splitting the name.', 'Maybe the initial and the region help.', 'Try registry order surname, given name.', 'Lowercase full name then.'][i] }] : []), { functionCall: { name: 'lookup_guide_cert', args: a } }] }, finishReason: 'STOP' }], usageMetadata: { totalTokenCount: N.int(300, 900) } }, { 'gen_ai.system': 'gemini' }));
    ch.push(tool('lookup_guide_cert', { functionCall: { name: 'lookup_guide_cert', args: a } }, { functionResponse: { name: 'lookup_guide_cert', response: { matches: [], registry: 'NF-breforer', queried_at: N.iso() } } }));
  });
  return { goal, isolates: 'Gemini function calls query the guide-certificate registry five times with the name spelled differently, each returning no matches.', root: agent('glacier-ops-assistant', { goal }, { text: null }, ch, { api: 'gemini-function-calling', session: N.uuid() }) };
},
// 03 stained-glass restoration — smolagents CodeAgent
(N) => {
  const goal = 'Locate the 1890s cartoon drawing for the east window of Holy Trinity, Frome in the studio archive so the missing quarry panel can be repainted.';
  const codes = [`search_archive(query="Holy Trinity Frome east window cartoon")`, `search_archive(query="Frome east window 1890s drawing")`, `search_archive(query="cartoon, east lancet, Holy Trinity (Frome)")`, `search_archive(query="Trinity Church Frome full-size design")`, `search_archive(query="HT Frome E window")`];
  const thoughts = ['Thought: search the archive for the cartoon.', 'Thought: no records; maybe the catalogue uses "drawing" not "cartoon".', 'Thought: try the lancet wording and bracketed town.', 'Thought: perhaps it is catalogued as a full-size design.', 'Thought: try the abbreviation the studio uses on job sheets.'];
  const ch = codes.map((c, i) => chain(`Step ${i + 1}`, { step: i + 1 }, null, [
    llm('LiteLLMModel.generate', { messages: `[${2 + i * 2} messages]` }, `${thoughts[i]}\nCode:\n\`\`\`py\nres = ${c}\nprint(res)\n\`\`\`<end_code>`, { model_id: 'anthropic/claude-3-5-sonnet-latest' }),
    tool('search_archive', { code: c }, `Execution logs:\n[]\nLast output from code snippet:\nNone`, { duration_s: Number((N.int(20, 300) / 100).toFixed(2)) }),
  ], { 'smolagents.step_type': 'ActionStep' }));
  return { goal, isolates: 'smolagents code steps call the archive search with five rewordings of the same request and get an empty list every time.', root: agent('CodeAgent.run', { task: goal }, null, ch, { framework: 'smolagents', max_steps: 5, final: 'Reached max steps.' }) };
},
// 04 beekeeping co-op — AutoGen
(N) => {
  const goal = 'Find which co-op member sold the queen bees from the Buckfast line that failed the March brood inspection.';
  const qs = [`SELECT * FROM queen_sales WHERE line='Buckfast' AND inspection='failed'`, `SELECT * FROM queen_sales WHERE strain LIKE '%buckfast%' AND result='FAIL'`, `SELECT seller FROM queen_sales WHERE line='BF' AND insp_month='2024-03'`, `SELECT * FROM queen_sales WHERE notes ILIKE '%brood%' AND line ILIKE 'buckfast'`];
  const ch = [];
  qs.forEach((q, i) => {
    ch.push(llm('assistant', { messages: `[${i * 2 + 1}]` }, { content: ['Querying the sales table.', 'Empty. Maybe the column is named strain and results are uppercase.', 'Still empty; the line might be abbreviated and filtered by month.', 'Trying the notes field instead.'][i], tool_calls: [call(N, 'run_sql', { sql: q })] }, { model: 'gpt-4o', autogen_agent: 'coop_analyst' }));
    ch.push(tool('run_sql', { sql: q }, `(0 rows)\nTime: ${N.int(2, 40)}.${N.int(100, 999)} ms`, { autogen_agent: 'executor' }));
  });
  ch.push(llm('assistant', { messages: '[9]' }, { content: 'No rows again; let me try another spelling of the line.', tool_calls: [] }, { model: 'gpt-4o' }));
  return { goal, isolates: 'AutoGen two-agent chat rewrites the same SQL intent four ways (field names, abbreviations, case) and every query returns zero rows.', root: agent('GroupChat', { message: goal }, { summary: '' }, ch, { framework: 'autogen', termination: 'max_round=10' }) };
},
// 05 sail loft — Pydantic AI (Logfire)
(N) => {
  const goal = 'Retrieve the cut file for the mainsail order of the yacht "Tern II" so it can be sent to the plotter.';
  const args = [{ boat_name: 'Tern II' }, { boat_name: 'TERN 2' }, { customer: 'Tern II', sail: 'main' }, { order_ref: 'Tern-II-main' }, { boat_name: '"Tern II"', year: 2024 }];
  const ch = [];
  args.forEach((a, i) => {
    ch.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: `[${i * 2 + 2}]` }, { parts: [{ part_kind: 'tool-call', tool_name: 'find_cut_file', args: JSON.stringify(a) }] }, { 'logfire.span_type': 'span', 'gen_ai.system': 'openai' }));
    ch.push(tool('running tool: find_cut_file', { args: a }, { part_kind: 'tool-return', content: { files: [], searched: '/loft/cutfiles', elapsed: N.secs() } }, { 'logfire.msg': 'running tool: find_cut_file' }));
  });
  return { goal, isolates: 'Pydantic AI agent looks up the sail cut file five times with different spellings and fields of the same boat name, always an empty file list.', root: agent('agent run', { prompt: goal }, null, ch, { 'logfire.span_type': 'span', agent_name: 'loft_assistant', 'exception.type': 'UsageLimitExceeded' }) };
},
// 06 tram depot — Agno (formerly Phidata), not in the brief's list
(N) => {
  const goal = 'Find whether the depot stores hold a spare pantograph carbon strip for the Variobahn cars before tonight\'s maintenance shift.';
  const qs = ['pantograph carbon strip Variobahn', 'carbon contact strip for pantograph', 'Schleifleiste Variobahn', 'pan strip, carbon, tram type VB', 'spare collector strip pantograph'];
  const ch = [];
  qs.forEach((q, i) => {
    ch.push(llm('OpenAIChat.response', { messages: `[${i * 2 + 2}]` }, { content: i ? ['', 'Nothing. Try the generic name.', 'Maybe stores uses the German part name.', 'Could be listed by tram type abbreviation.', 'Try "collector strip".'][i] : '', tool_calls: [{ type: 'function', function: { name: 'stores_search', arguments: JSON.stringify({ text: q }) } }] }, { 'agno.model': 'gpt-4o-mini' }));
    ch.push(tool('stores_search', { text: q }, { hits: 0, items: [], warehouse: 'DEPOT-N', cache: N.pick(['MISS', 'HIT']) }, { 'agno.tool_call_id': N.uuid() }));
  });
  return { goal, isolates: 'Agno agent searches the stores system five times for the same pantograph part in different words and languages and never finds it or tries anything else.', root: agent('Agent.run', { message: goal }, null, ch, { framework: 'agno', run_id: N.uuid(), session_id: N.uuid() }) };
},
] };
