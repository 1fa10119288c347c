import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'reworded-empty-search';
export const loop = true;
export const scenarios = [
{
  domain: 'clock-tower restoration parts sourcing', style: 'CrewAI crew/task/agent spans',
  goal: 'Find a supplier for a replacement escape wheel for the 1887 Gillett & Bland turret clock at St Aldhelm\'s.',
  isolates: 'Five reworded catalogue searches (synonyms, word order, quoted phrase, part number format) for the same part all return zero hits and the task stays open.',
  stagnation: false,
  build(id) { const n = noise(id);
    const qs = [['query', 'escape wheel Gillett & Bland turret clock'], ['query', 'Gillett Bland escapement wheel replacement'], ['query', '"double three-legged gravity escapement" wheel'], ['part_no', 'GB-1887-EW'], ['part_no', 'GB1887/EW']];
    const thoughts = ['Thought: I should search the horological parts catalogue for the escape wheel.', 'Thought: No hits; the catalogue may call it an escapement wheel, and the maker name without the ampersand.', 'Thought: Still nothing. Gillett & Bland clocks of this date use a double three-legged gravity escapement, so I will search that exact phrase.', 'Thought: Perhaps a part number works better; the maker\'s drawings use GB-year-code.', 'Thought: Maybe the catalogue stores part numbers without a hyphen and with a slash.'];
    const kids = [];
    qs.forEach(([k, v], i) => {
      kids.push(llm('LLM call', { messages: [sys('You are Parts Researcher. Your goal: source heritage clock parts.'), user('Current Task: ' + this.goal)] }, thoughts[i] + `\nAction: Horology Catalogue Search\nAction Input: {"${k}": "${v}"}`, { model: 'gpt-4o-mini', crewai_version: '0.86.0', tokens: usage(n) }));
      kids.push(tool('Horology Catalogue Search', { [k]: v }, JSON.stringify({ hits: 0, results: [], took_ms: n.ms(30, 400), index: 'parts-v3', shard: n.host('cat-search') }), { tool_usage_id: n.uuid(), cache_hit: false }));
    });
    return agent('Crew kickoff', { inputs: { clock: 'St Aldhelm 1887 G&B' } }, null, [
      span('task', 'Task: source escape wheel', { description: this.goal, expected_output: 'supplier name and quote' }, null, [
        agent('Parts Researcher', { role: 'Parts Researcher', allow_delegation: false }, null, kids),
      ]),
    ], { crew_id: n.uuid(), process: 'sequential', status: 'max_iter reached' });
  },
},
{
  domain: 'mushroom spawn lab contamination records', style: 'Pydantic AI (Logfire spans)',
  goal: 'Find every grain-spawn batch of oyster strain PO-17 flagged for Trichoderma in March and list their autoclave cycles.',
  isolates: 'The same lab-records query tool is called with rephrased filters (field names, date formats, synonyms) five times and each returns an empty list.',
  stagnation: false,
  build(id) { const n = noise(id);
    const tries = [{ strain: 'PO-17', contaminant: 'Trichoderma', month: '2026-03' }, { strain_code: 'PO17', contamination: 'trichoderma', from: '01/03/2026', to: '31/03/2026' }, { strain: 'Pleurotus ostreatus 17', flag: 'green mould', date_range: 'March 2026' }, { q: 'PO-17 AND (Trichoderma OR "green mold")', since: '2026-03-01T00:00:00Z' }, { strain: 'po-17', contaminant: 'T. harzianum', month: 3, year: 2026 }];
    const why = ['', 'Empty. The records may use strain_code without hyphen and day-first dates.', 'Still empty; lab techs often write "green mould" instead of the genus.', 'Nothing again. I will try a boolean query string with an ISO since date.', 'No records. Possibly they logged the species, T. harzianum, with a numeric month.'];
    const kids = [];
    tries.forEach((a, i) => {
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: i ? '[... tool-return ...]' : [user(this.goal)] }, { parts: [...(why[i] ? [{ part_kind: 'text', content: why[i] }] : []), { part_kind: 'tool-call', tool_name: 'query_batches', args: a, tool_call_id: 'pyd_ai_' + n.hex(32) }] }, { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': n.int(500, 2200), 'gen_ai.usage.output_tokens': n.int(30, 120), 'logfire.span_type': 'span' }));
      kids.push(tool('running tool: query_batches', { 'gen_ai.tool.name': 'query_batches', tool_arguments: JSON.stringify(a) }, { tool_response: [], meta: { count: 0, query_ms: n.ms(3, 90) } }, { 'logfire.msg': 'running tool: query_batches', 'gen_ai.tool.call.id': 'pyd_ai_' + n.hex(32) }));
    });
    return agent('agent run', { prompt: this.goal, agent_name: 'spawn_lab_agent' }, null, kids, { 'logfire.span_type': 'span', 'final_result': null, trace_id: n.traceId(), exception: 'UsageLimitExceeded: request_limit of 6' });
  },
},
{
  domain: 'desert solar-panel cleaning robot fault codes', style: 'Google ADK events',
  goal: 'Explain what fault E-417 on cleaning robot SR-22 (row 14, Tabernas array) means and whether it is safe to reset remotely.',
  isolates: 'The agent keeps rephrasing the fault-code lookup (code spellings, model names, description words) and the manual search returns nothing each of four times, then gives up without an answer.',
  stagnation: false,
  build(id) { const n = noise(id);
    const qs = ['E-417 SR-22', 'E417 error code brush robot', 'fault 417 "SR22" cleaning unit', 'error code 0x1A1 solar robot brush motor'];
    const notes = ['Let me search the maintenance manual for the fault code.', 'No results. The manual may write the code without the hyphen.', 'Nothing found; trying the model name without the dash and a quoted form.', 'Still nothing. 417 in hex is 0x1A1; some firmware logs hex codes.'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: i ? '...' : this.goal }] }] }) }, { content: { role: 'model', parts: [{ text: notes[i] }, { functionCall: { name: 'search_manual', args: { query: q } } }] }, invocation_id: 'e-' + n.uuid(), author: 'fleet_helper' }, { 'gen_ai.system': 'gcp.vertex.agent', event_id: n.b62(8), usage_metadata: { prompt_token_count: n.int(400, 1800), candidates_token_count: n.int(20, 60) } }));
      kids.push(tool('execute_tool search_manual', { 'gen_ai.tool.name': 'search_manual', args: { query: q } }, { functionResponse: { name: 'search_manual', response: { status: 'ok', matches: [], searched_docs: 38, engine_latency: `${n.ms(40, 600)}ms` } } }, { 'gen_ai.operation.name': 'execute_tool', 'gcp.vertex.agent.event_id': n.b62(8) }));
    });
    kids.push(llm('call_llm', { contents: '...' }, { content: { role: 'model', parts: [{ text: 'I could not find fault E-417 in the maintenance manual, so I cannot say whether a remote reset is safe.' }] }, turn_complete: true }, { finish_reason: 'STOP' }));
    return agent('invoke_agent fleet_helper', { user_content: this.goal, session_id: n.uuid(), app_name: 'solar_ops' }, { final_response: 'I could not find fault E-417 in the maintenance manual.' }, kids, { 'gen_ai.agent.name': 'fleet_helper' });
  },
},
{
  domain: 'cathedral organ humidity logs', style: 'LlamaIndex (query engine + retriever events)',
  goal: 'Find the humidity readings near the Swell box of the Lincoln Cathedral organ during the week the reeds went out of tune (late January).',
  isolates: 'Four reworded retriever queries over the same log index all return zero nodes above the similarity cutoff and the agent keeps rewording instead of changing approach.',
  stagnation: true,
  build(id) { const n = noise(id);
    const qs = ['Swell box humidity late January', 'relative humidity sensor swell division January 2026', 'RH readings near swell shutters week of reed tuning drift', 'humidity swell organ Jan 24-31'];
    const stuck = 'The retriever returned no nodes for that query, so the logs probably use different wording for the sensor location; I will rephrase the query and try again.';
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(llm('OpenAI.chat', { messages: [sys('You are a ReAct agent with a log search tool.'), user(i ? `Observation: Empty Response` : this.goal)] }, (i ? stuck + '\n' : '') + `Action: organ_logs\nAction Input: {"input": "${q}"}`, { model: 'gpt-4o-mini', 'llama_index.event': 'LLMChatEndEvent', span_id: `OpenAI.chat-${n.uuid()}` }));
      kids.push(span('retriever', 'VectorIndexRetriever._retrieve', { query_str: q, similarity_top_k: 5 }, { nodes: [], similarity_cutoff: 0.72, max_score_seen: Number((0.4 + n.r() * 0.2).toFixed(4)) }, [], { metadata: { span_id: `VectorIndexRetriever._retrieve-${n.uuid()}`, duration_ms: n.ms(20, 300) } }));
    });
    return agent('ReActAgent.chat', { message: this.goal }, { response: 'Empty Response' }, kids, { 'llama_index.version': '0.12.8', index_id: 'organ-rh-' + n.hex(6), stopped: 'max_iterations=10 not reached; user aborted' });
  },
},
{
  domain: 'falconry bird registration (rehoming a Harris hawk)', style: 'Semantic Kernel function invocations',
  goal: 'Confirm that the Harris hawk with ring UK-9921-HH is registered to the seller before the club approves the rehoming.',
  isolates: 'The registry lookup is retried with the ring number spelled five different ways and with other field names; every answer is "no record".',
  stagnation: false,
  build(id) { const n = noise(id);
    const tries = [{ ring: 'UK-9921-HH' }, { ring: 'UK9921HH' }, { ring_number: 'uk 9921 hh' }, { closed_ring_id: '9921-HH', country: 'GB' }, { search: '"9921" Harris hawk' }];
    const txt = ['', 'No record for that ring. Registries often strip hyphens, trying UK9921HH.', 'Still no record. Maybe the field is ring_number and lower case with spaces.', 'Nothing. The UK registry might store the country separately as GB.', 'No match again; a free-text search on the digits and species might find it.'];
    const kids = [];
    tries.forEach((a, i) => {
      kids.push(llm('ChatCompletion', { chat_history: i ? '[...FunctionResultContent...]' : [user(this.goal)], execution_settings: { function_choice_behavior: 'auto' } }, { role: 'assistant', items: [...(txt[i] ? [{ $type: 'TextContent', text: txt[i] }] : []), { $type: 'FunctionCallContent', plugin_name: 'Registry', function_name: 'LookupBird', arguments: a, id: 'call_' + n.b62(24) }] }, { 'semantic_kernel.function.invocation': 'ChatCompletion', model_id: 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + n.b62(29) }));
      kids.push(tool('Registry-LookupBird', { plugin: 'Registry', function: 'LookupBird', arguments: a }, { value: JSON.stringify({ found: false, message: 'No record matches the supplied identifiers.', registry_ref: 'APHA-' + n.hex(8).toUpperCase(), served_by: n.host('apha-reg') }) }, { 'sk.function.duration_ms': n.ms(80, 900) }));
    });
    return agent('Kernel.InvokePromptAsync', { prompt: this.goal }, { value: null }, kids, { kernel_id: n.uuid(), status: 'cancelled (auto function invocation limit 5)' });
  },
},
{
  domain: 'rare-book auction lot provenance', style: 'plain message-level trace (OpenAI Chat Completions tool_calls)',
  goal: 'Find the earlier sale record for lot 212 (a 1611 King James "He" Bible) to complete its provenance note.',
  isolates: 'The sales-archive search is issued four times with synonyms, word order and date formats changed; every answer is an empty result set.',
  stagnation: false,
  build(id) { const n = noise(id);
    const qs = [{ title: 'King James Bible 1611 He', sold_before: '2026-01-01' }, { title: '"He Bible" 1611 folio', sold_before: '1 Jan 2026' }, { keywords: 'Authorised Version first edition He issue', sold_before: '20260101' }, { title: 'Bible, English, 1611, Robert Barker', sale_year_max: 2025 }];
    const txt = [null, 'Nothing; the archive may index the nickname in quotes.', 'No results. Cataloguers call it the Authorised Version; trying that.', 'Still empty. Trying the formal cataloguing heading with the printer.'];
    const kids = [];
    qs.forEach((a, i) => {
      const c = tcall(n, 'search_sales_archive', a);
      kids.push(llm('chat.completions.create', { model: 'gpt-4o-2024-11-20', messages: i ? ['...', { role: 'tool', tool_call_id: 'call_prev', content: '{"results":[]}' }] : [sys('You research auction provenance.'), user(this.goal)] }, { id: 'chatcmpl-' + n.b62(29), choices: [{ index: 0, finish_reason: 'tool_calls', message: asst(txt[i], [c]) }], usage: usage(n), system_fingerprint: 'fp_' + n.hex(10) }));
      kids.push(tool('search_sales_archive', c.function.arguments, JSON.stringify({ results: [], total: 0, next: null, took: `${n.ms(5, 200)}ms` })));
    });
    return agent('run', { goal: this.goal }, null, kids, { run_id: n.uuid(), stopped_reason: 'step budget exhausted' });
  },
},
];
