import { agent, llm, tool, chain, retr, span, tcall } from './lib.mjs';
export const family = 'reworded_empty_search';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool, same intent, query reworded 4+ times (synonyms, order, field names, date formats, quoting); every answer empty; task not done.';

export const scenarios = [
  { id: '01', domain: 'ice fishing guide outfitters', style: 'OpenInference / Arize Phoenix', build(N) {
    const qs = ['shanty rental Lake Mille Lacs January 18', 'ice house hire Mille Lacs 2026-01-18', '"Mille Lacs" fish house available 01/18/2026', 'heated sleeper shack Mille Lacs Jan 18th', 'Mille Lacs portable shelter rental 18 Jan 2026'];
    const kids = [];
    const thoughts = ['Search the outfitter booking index for a shanty.', 'No hits. Maybe the index calls them ice houses and uses ISO dates.', 'Still nothing; try the exact lake name quoted and a US date.', 'Perhaps sleeper shacks are listed separately; search that term.', 'Try "portable shelter" with a day-month date.'];
    qs.forEach((q, i) => {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Book an ice shanty on Mille Lacs for Jan 18 for 3 anglers.' }, { 'llm.output_messages.0.message.content': thoughts[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_rentals', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ q }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.total': N.int(400, 900) }));
      kids.push(tool('search_rentals', { 'tool.name': 'search_rentals', 'tool.parameters': JSON.stringify({ q }) }, JSON.stringify({ hits: [], total: 0, took_ms: N.ms(3, 60), shard: N.host('es-outfit') }), { 'openinference.span.kind': 'TOOL' }));
    });
    const goal = 'Book a heated ice shanty on Lake Mille Lacs for 18 January for three anglers.';
    return { isolates: 'Five rewordings of the same rental search (synonyms, date formats, quoting) all come back with zero hits and nothing is booked.', goal, root: agent('AgentExecutor', { 'input.value': goal }, { 'output.value': 'Agent stopped due to iteration limit or time limit.' }, kids, { 'openinference.span.kind': 'AGENT' }) };
  } },
  { id: '02', domain: 'sherry bodega solera records', style: 'LlamaIndex', build(N) {
    const qs = ['criadera 3 butt 114 last saca', 'third criadera cask 114 withdrawal history', 'saca record bota 114 escala 3', 'butt #114 third scale racking log', 'solera row 3 barrel 114 extraction'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(span('query', 'RetrieverQueryEngine.query', { query_str: q }, { response: 'Empty Response', source_nodes: [] }, [
        retr('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [] }, { embedding_model: 'text-embedding-3-small', vector_store: 'qdrant', collection: 'bodega_ledgers', latency_ms: N.ms(20, 300) }),
        llm('OpenAI.chat', { messages: [{ role: 'system', content: 'Answer from context only.' }, { role: 'user', content: `Context information is below.\n---------------------\n\n---------------------\nQuery: ${q}` }] }, 'Empty Response'),
      ]));
    });
    const goal = 'Find when the last saca (withdrawal) was taken from butt 114 in the third criadera.';
    return { isolates: 'A LlamaIndex query engine is asked the same question about one cask five ways (Spanish terms, synonyms, numbering styles) and retrieves no nodes each time.', goal, root: agent('ReActAgent.chat', { message: goal }, { response: 'I could not find any record of the saca for butt 114.' }, [
      llm('OpenAI.chat', { messages: [{ role: 'user', content: goal }] }, 'Thought: I need to use a tool to help me answer the question.\nAction: bodega_ledger\nAction Input: {"input": "criadera 3 butt 114 last saca"}'),
      ...kids.slice(0, 2),
      llm('OpenAI.chat', { messages: ['...'] }, 'Thought: The ledger may use Spanish terms (bota, escala) or English (cask, racking). I will vary them.\nAction: bodega_ledger'),
      ...kids.slice(2),
      llm('OpenAI.chat', { messages: ['...'] }, 'Thought: I cannot answer the question with the provided tools.\nAnswer: I could not find any record of the saca for butt 114.'),
    ], { agent_type: 'ReActAgent', max_iterations: 10 }) };
  } },
  { id: '03', domain: 'bingo hall caller rota', style: 'Haystack pipeline', build(N) {
    const fs = [{ field: 'caller_name', op: '==', value: 'Maureen Tully' }, { field: 'staff.name', op: '==', value: 'Tully, Maureen' }, { field: 'caller', op: 'in', value: ['M. Tully', 'Mo Tully'] }, { field: 'name', op: '==', value: 'maureen tully' }, { field: 'employee', op: '==', value: 'TULLY MAUREEN' }];
    const kids = [];
    fs.forEach((f, i) => {
      kids.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: `Find Maureen Tully's caller shifts next week. Previous attempt ${i} returned nothing.` }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'rota_search', arguments: { filters: f, week: '2025-W47' } }] }], meta: [{ model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls', usage: { total_tokens: N.int(300, 700) } }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
      kids.push(tool('ToolInvoker', { tool_calls: [{ tool_name: 'rota_search', arguments: { filters: f, week: '2025-W47' } }] }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify({ documents: [], count: 0, index: 'rota-' + N.hex(4) }), origin: { tool_name: 'rota_search' } }] }] }, { 'haystack.component.type': 'ToolInvoker' }));
    });
    const goal = 'List the evening sessions Maureen Tully is calling next week at the Riverside bingo hall.';
    return { isolates: 'Haystack agent retries the same rota lookup with five different field names and name spellings; every filter returns zero documents.', goal, root: chain('haystack.pipeline.run', { data: { messages: goal } }, { error: 'max_agent_steps exceeded' }, kids, { 'haystack.pipeline.max_runs_per_component': 100 }) };
  } },
  { id: '04', domain: 'Gradle build cache miss in an Android codebase for a laundry-pickup app', style: 'SWE-agent trajectory', build(N) {
    const cmds = ['grep -rn "org.gradle.caching" .', 'grep -rn "buildCache" --include=*.gradle* .', 'find . -name "gradle.properties" -exec grep -H caching {} \\;', 'grep -rni "build-cache" --include=*.kts .', 'grep -rn "remote(HttpBuildCache" .'];
    const th = ['Let me see whether the build cache is enabled anywhere.', 'Nothing in properties; check Gradle scripts for a buildCache block.', 'Maybe a nested gradle.properties sets it; search every one.', 'Try the hyphenated spelling in Kotlin DSL files.', 'Search for an HttpBuildCache remote configuration.'];
    const kids = [];
    cmds.forEach((c, i) => {
      kids.push(llm('model_query', { history_len: 4 + 2 * i }, `DISCUSSION\n${th[i]}\n\n\`\`\`\n${c}\n\`\`\``, { model: 'gpt-4o', cost: Number((N.r() * 0.02).toFixed(4)) }));
      kids.push(tool('bash', { action: c }, { observation: 'Your command ran successfully and did not produce any output.\n(Open file: n/a)\n(Current directory: /washday-android)', state: { working_dir: '/washday-android' } }));
    });
    const goal = 'Issue #812: CI builds never hit the Gradle build cache. Find where caching is configured and fix it.';
    return { isolates: 'SWE-agent greps for the cache setting five ways (property name, block name, hyphenation, remote class); every grep prints nothing and no fix is made.', goal, root: agent('swe-agent.run', { problem_statement: goal, repo: 'washday/washday-android', instance_id: 'washday__android-812' }, { exit_status: 'exit_cost', submission: null }, kids, { config: 'default.yaml', per_instance_cost_limit: 0.5 }) };
  } },
  { id: '05', domain: 'date palm grove irrigation permits', style: 'Gemini API function calling', build(N) {
    const args = [{ applicant: 'Al-Nakheel Farms', permit_type: 'groundwater' }, { holder: 'Al Nakheel Farm LLC', type: 'well abstraction' }, { applicant: 'Nakheel', category: 'aquifer withdrawal', year: 2024 }, { company_name: 'AL-NAKHEEL FARMS', permit: 'water extraction licence' }];
    const contents = [{ role: 'user', parts: [{ text: 'Find the groundwater abstraction permit number for Al-Nakheel Farms.' }] }];
    const kids = [];
    args.forEach((a, i) => {
      kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: contents.length, tools: [{ functionDeclarations: [{ name: 'search_permits' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ text: i ? 'No permits matched. I will adjust the applicant spelling and permit wording.' : '' }, { functionCall: { name: 'search_permits', args: a } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(200, 900), candidatesTokenCount: N.int(20, 60) }, modelVersion: 'gemini-1.5-pro-002', responseId: N.b62(22) }));
      kids.push(tool('search_permits', { functionCall: { name: 'search_permits', args: a } }, { functionResponse: { name: 'search_permits', response: { results: [], message: 'No matching permits', query_id: N.uuid() } } }));
    });
    kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: 9 }, { candidates: [{ content: { role: 'model', parts: [{ text: 'I was unable to locate a groundwater permit for Al-Nakheel Farms in the registry.' }] }, finishReason: 'STOP' }] }));
    const goal = 'Find the groundwater abstraction permit number for Al-Nakheel Farms date grove.';
    return { isolates: 'Gemini function calls to the same permit search with four spellings of the holder and permit type; each functionResponse is empty and the permit is never found.', goal, root: agent('chat_session', { goal }, null, kids) };
  } },
  { id: '06', domain: 'duck decoy carving guild archive', style: 'smolagents CodeAgent', build(N) {
    const qs = ["archive.search('canvasback decoy Ward brothers 1936')", "archive.search('Lem Ward canvasback 1936 carving')", "archive.search(maker='Ward', species='Aythya valisineria', year=1936)", "archive.search('\"Ward Brothers\" Crisfield canvasback')", "archive.search('1936 Ward bros. can decoy')"];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(agent(`Step ${i + 1}`, { step_number: i + 1 }, null, [
        llm('LiteLLMModel.__call__', { messages_count: 3 + 2 * i }, `Thought: ${['Search the guild archive for the decoy.', 'Try the carver’s first name.', 'Use structured fields with the Latin species name.', 'Quote the workshop name and add the town.', 'Use the collectors’ shorthand “can”.'][i]}\nCode:\n\`\`\`py\nres = ${q}\nprint(res)\n\`\`\`<end_code>`),
        tool('python_interpreter', { code: `res = ${q}\nprint(res)` }, `Execution logs:\n[]\nOut: None`),
      ], { duration: N.dur(), input_tokens: N.int(900, 3000) }));
    });
    const goal = 'Find the guild archive record for a 1936 Ward Brothers canvasback decoy and report its provenance.';
    return { isolates: 'smolagents CodeAgent calls archive.search five times with reworded carver, species and date terms; every call prints an empty list and no provenance is reported.', goal, root: agent('CodeAgent.run', { task: goal }, { error: 'Reached max steps.' }, kids, { max_steps: 5 }) };
  } },
];
