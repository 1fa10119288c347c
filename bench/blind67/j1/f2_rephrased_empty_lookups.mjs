import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'rephrased-empty-lookups';
export const ROWS = [
{ n: '01', domain: 'rope-access window cleaners', style: 'OpenAI Agents SDK',
  isolates: 'The same certificate search is retried five times with reworded queries (synonyms, word order, id formats) and each returns zero hits; the agent never finds or reports the certificate.',
  goal: 'Find the latest load-test certificate for roof anchor RA-17 on the Tolbooth Tower before the abseil crew starts Monday.',
  build: (N) => {
    const qs = ['RA-17 anchor load test certificate Tolbooth', 'Tolbooth Tower roof anchor 17 proof test', 'anchor RA17 certification', '"RA 17" pull test report', 'Tolbooth anchor point seventeen inspection cert'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(span('response', 'response', { model: 'gpt-4.1' }, { output: [{ type: 'function_call', name: 'search_documents', arguments: JSON.stringify({ query: q, folder: 'site-certs' }), call_id: N.callId() }] }, [], { metadata: { response_id: 'resp_' + N.hex(24), usage: { input_tokens: 1100 + i * 140, output_tokens: 24 } } }));
      kids.push(span('function', 'search_documents', JSON.stringify({ query: q, folder: 'site-certs' }), JSON.stringify({ hits: [], total: 0, took_ms: N.dur(8, 60), index: 'site-certs-v3' })));
    });
    kids.push(span('response', 'response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Still nothing under that name. Let me try the contractor\'s naming for the anchor instead.' }] }] }, [], { metadata: { note: 'max_turns exceeded after this response' } }));
    return span('agent', 'Agent: CertFinder', { input: 'Latest load-test cert for RA-17 at Tolbooth Tower' }, { error: 'MaxTurnsExceeded' }, kids, { metadata: { workflow_name: 'rope-access-prestart', trace_id: 'trace_' + N.hex(32), handoffs: [], tools: ['search_documents'] } });
  } },
{ n: '02', domain: 'fjord salmon pens', style: 'Gemini API function calling',
  isolates: 'The agent asks the pen-records API for sea-lice counts four times with other field names and date formats; every answer is an empty list and the count is never obtained.',
  goal: 'Report the adult female sea-lice average for pen 6 at Hardanger site H-3 in week 14 for the regulator filing.',
  build: (N) => {
    const calls = [
      { pen: 'H3-P06', week: '2024-W14' }, { site: 'H-3', cage: 6, from: '01.04.2024', to: '07.04.2024' },
      { pen_id: 'P6', location: 'Hardanger H3', iso_week: 14, year: 2024 }, { pen: 'pen 6', site: 'H-3', metric: 'lice_adult_female', date: '2024-04-03' },
    ];
    const ch = [];
    calls.forEach((a, i) => {
      ch.push(llm('generateContent', { contents: [{ role: 'user', parts: [{ text: i === 0 ? 'Adult female lice average for pen 6, site H-3, week 14?' : '(history)' }] }] }, { candidates: [{ content: { role: 'model', parts: [...(i ? [{ text: ['No records with that key. Trying the cage number and a date range.', 'Empty again; maybe the pen id is short form.', 'Still empty; I will ask for the metric directly for a day inside the week.'][i - 1] }] : []), { functionCall: { name: 'get_lice_counts', args: a } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 640 + i * 90, candidatesTokenCount: 30 } }, [], { model: 'gemini-1.5-pro-002' }));
      ch.push(tool('get_lice_counts', a, { functionResponse: { name: 'get_lice_counts', response: { counts: [], next: null, served_by: N.host('pensvc'), at: N.iso() } } }));
    });
    ch.push(llm('generateContent', { contents: '(history)' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'I could not find the week 14 counts yet. Trying once more with the Norwegian field name "lakselus".' }] }, finishReason: 'MAX_TOKENS' }] }));
    return agent('lice-report-agent', { task: 'H-3 pen 6 week 14 lice average' }, null, ch, { api: 'generativelanguage.googleapis.com/v1beta', tool_config: { function_calling_config: { mode: 'AUTO' } } });
  } },
{ n: '03', domain: 'Prisma migration history', style: 'plain message-level trace (OpenAI chat, tool calls as siblings)',
  isolates: 'Four git log searches with reworded patterns for the migration that dropped a column all print nothing; the agent keeps rephrasing instead of checking another place.',
  goal: 'Find which Prisma migration dropped the `legacy_sku` column from the Product table and who authored it.',
  build: (N) => {
    const pats = ["git log --oneline -S 'DROP COLUMN \"legacy_sku\"' -- prisma/migrations", "git log --oneline -G 'legacy_sku' -- prisma/migrations", "git log --all --oneline --grep='legacy sku'", "git log --oneline -S 'legacySku' -- prisma/"];
    const ch = []; const msgs = [sys('You are a repo assistant with a shell tool.'), user('Which migration dropped legacy_sku from Product, and who wrote it?')];
    pats.forEach((c, i) => {
      const id = N.callId();
      ch.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: i ? `[${msgs.length + i * 2} messages]` : msgs }, { choices: [{ message: asst(i ? ['Nothing printed. Maybe the SQL uses the column unquoted; search for any change mentioning it.', 'Still empty. The commit message might mention it.', 'No match either. Perhaps the Prisma field is camelCase.'][i - 1] : null, [tc(id, 'shell', { cmd: c })]), finish_reason: 'tool_calls' }] }));
      ch.push(tool('shell', { cmd: c }, { stdout: '', stderr: '', exit_code: 0, duration: N.secs(0.05, 0.9) }));
    });
    ch.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: '[11 messages]' }, { choices: [{ message: asst('Those searches returned nothing. I will try the snake_case name with a different quoting style next.'), finish_reason: 'stop' }] }));
    return agent('repo-assistant', { question: 'Which migration dropped legacy_sku?' }, { final: null, status: 'stopped: step budget' }, ch, { repo: 'shopfront-api', cwd: '/srv/shopfront-api' });
  } },
{ n: '04', domain: 'cinnamon bark export contracts', style: 'smolagents CodeAgent steps',
  isolates: 'A CodeAgent calls the same contract search five times with reordered and translated terms; each prints an empty result list and no contract is found.',
  goal: 'Locate the 2024 forward contract with the Hamburg buyer for Alba-grade Ceylon cinnamon quills and extract the delivery window.',
  build: (N) => {
    const qs = ['Alba cinnamon Hamburg forward contract 2024', 'Hamburg buyer Ceylon cinnamon quills Alba 2024', 'contract Alba grade Hamburg', 'Zimt Alba Hamburg Vertrag 2024', 'forward sale 2024 ALBA quills HH'];
    const steps = qs.map((q, i) => span('step', `Step ${i + 1}`, { step_number: i + 1 }, null, [
      llm('LiteLLMModel', { messages: `[${3 + i * 2} messages]` }, `Thought: ${['Search the contract store for the Hamburg forward contract.', 'No results; reorder the terms and include the product form.', 'Nothing; keep only the grade and city.', 'Empty; the buyer may file in German.', 'Still empty; try the abbreviation used in the ledger.'][i]}\nCode:\n\`\`\`py\nres = search_contracts(query="${q}")\nprint(res)\n\`\`\`<end_code>`, [], { 'llm.token_count.completion': N.int(60, 90) }),
      tool('search_contracts', { query: q }, `Execution logs:\n[]\nLast output from code snippet:\nNone`, { duration: N.secs(0.3, 2.5) }),
    ]));
    return agent('CodeAgent', { task: 'Find the 2024 Hamburg forward contract for Alba quills and the delivery window' }, { error: 'AgentMaxStepsError: Reached max steps.' }, steps, { smolagents: '1.9.2', max_steps: 5 });
  } },
{ n: '05', domain: 'tennis court resurfacing', style: 'Langfuse trace with generations and spans',
  isolates: 'Warranty lookups by court name, contractor job number, two date spellings and a postcode all come back with zero records; the agent keeps reformulating and never answers.',
  goal: 'Check whether the acrylic resurfacing of courts 3 and 4 at Meadowbank Tennis Club is still under the contractor warranty.',
  build: (N) => {
    const args = [{ site: 'Meadowbank Tennis Club', courts: [3, 4] }, { contractor_job: 'CR/2022/118' }, { completed_on: '14/06/2022', site: 'Meadowbank' }, { completed_on: '2022-06-14' }, { postcode: 'EH7 4RT', type: 'acrylic resurface' }];
    const ch = [];
    args.forEach((a, i) => {
      ch.push(llm('generation', { messages: i ? '[history]' : [user('Are Meadowbank courts 3 & 4 still under the resurfacing warranty?')] }, { role: 'assistant', content: i ? 'No warranty record came back; I will look it up another way.' : 'Looking up the warranty register.', tool_calls: [{ name: 'warranty_lookup', arguments: a }] }, [], { langfuse_type: 'GENERATION', model: 'mistral-large-latest', usage: { input: 500 + 70 * i, output: 28 } }));
      ch.push(tool('warranty_lookup', a, { status: 200, body: `{"records":[],"count":0,"request_id":"${N.uuid()}"}`, headers: { date: N.http(), 'x-served-by': N.host('warr') } }, { langfuse_type: 'SPAN', latency: N.dur(60, 400) / 1000 }));
    });
    return agent('tennis-club-ops', { input: 'Resurfacing warranty courts 3-4' }, { output: null }, ch, { langfuse_trace_id: N.hex(32), session_id: 'sess-' + N.int(1000, 9999), tags: ['facilities'], level: 'WARNING', statusMessage: 'timeout after 5 tool rounds' });
  } },
{ n: '06', domain: 'fire door inspections', style: 'AutoGen AgentChat (AssistantAgent + tool events)',
  isolates: 'The assistant asks the facilities database for a fire-door defect report four times with different field names and quoting; every query returns no rows and the report is never located.',
  goal: 'Pull the last inspection defects for fire door FD-2.14 in the Riverside care home so the joiner can quote.',
  build: (N) => {
    const qs = ["SELECT * FROM inspections WHERE door_ref = 'FD-2.14'", "SELECT * FROM inspections WHERE door_id = 'FD2.14'", "SELECT * FROM inspections WHERE asset_tag LIKE '%2.14%' AND building = 'Riverside'", "SELECT * FROM inspections WHERE door_ref = 'FD-02-14' ORDER BY inspected_at DESC"];
    const ch = [span('message', 'TextMessage', { source: 'user' }, 'Get the latest defect list for fire door FD-2.14 at Riverside.', [])];
    qs.forEach((q, i) => {
      ch.push(llm('OpenAIChatCompletionClient.create', { messages: `[${2 + i * 2}]` }, { content: [{ id: N.callId(), name: 'run_sql', arguments: JSON.stringify({ query: q }) }], finish_reason: 'function_calls', thought: i ? ['No rows. The column might be door_id and the ref without hyphen.', 'Nothing. Use a LIKE match on the asset tag.', 'Empty again; try zero-padded floor number.'][i - 1] : null }, [], { usage: { prompt_tokens: 700 + i * 120, completion_tokens: 40 } }));
      ch.push(tool('run_sql', { query: q }, { type: 'ToolCallExecutionEvent', content: [{ content: '[]', is_error: false, call_id: N.callId() }] }, { elapsed_ms: N.dur(5, 80) }));
    });
    return agent('AssistantAgent: facilities_assistant', { task: 'FD-2.14 defects' }, { stop_reason: 'Maximum number of turns 10 reached.' }, ch, { autogen: '0.4.7', team: 'RoundRobinGroupChat' });
  } },
];
