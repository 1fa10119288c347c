import { agent, llm, tool, chain, retriever, sys, user, oaiCall, anthOut, usage } from './lib.mjs';
export const family = 'reworded_empty_queries';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool, same intent, re-worded query (synonyms, field names, date/id formats, quoting) four or more times, every answer empty; task never done.';

export const rows = [
  // 01 cider vinegar — Vercel AI SDK ai.* spans
  (N) => {
    const goal = 'Find the acidity certificate (min 5% acetic) for cider vinegar lot from Brambleford Orchards delivered last Tuesday.';
    const qs = [{ supplier: 'Brambleford Orchards', doc_type: 'acidity certificate' }, { supplier_name: 'Brambleford', type: 'CoA' }, { q: '"brambleford" AND acetic', date_from: '2024-W18' }, { vendor: 'BRAMBLEFORD ORCHARDS LTD', document: 'certificate of analysis acetic acid' }, { supplier: 'Bramble ford', delivered: '30/04' }];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': i === 0 ? [sys('QA assistant for a cider vinegar bottler.'), user(goal)] : '[...]' }, { 'ai.response.text': '', 'ai.response.toolCalls': [{ toolCallType: 'function', toolName: 'searchQualityDocs', args: JSON.stringify(q) }], 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'gpt-4o-mini', 'ai.usage.promptTokens': N.int(400, 3000), 'operation.name': 'ai.generateText.doGenerate' }));
      N.tick();
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchQualityDocs', 'ai.toolCall.args': JSON.stringify(q) }, { 'ai.toolCall.result': JSON.stringify({ results: [], total: 0, took_ms: N.ms(3, 90) }) }, { 'ai.toolCall.id': 'call_' + N.b62(20) }));
    });
    return { domain: 'cider vinegar bottling QA', style: 'Vercel AI SDK (ai.generateText / ai.toolCall OTel spans)', isolates: 'Five reworded document searches (supplier name spellings, CoA vs certificate, ISO-week vs dd/mm dates) each return zero results.', goal,
      root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.text': 'I could not locate the certificate yet.' }, kids, { 'ai.settings.maxSteps': 6, 'ai.telemetry.functionId': 'qa-doc-finder' }) };
  },
  // 02 peat cutting licences — OpenInference / Phoenix
  (N) => {
    const goal = 'Confirm whether turbary licence holder Seán Ó Briain may cut on plot 14 at Cloonmore bog this season.';
    const queries = ['licence holder Seán Ó Briain', 'Sean O Briain turbary', 'O\'Brien plot 14 Cloonmore', 'turbary right Cloonmore bog plot 14', 'licensee "Ó Briain, Seán"'];
    const kids = [];
    queries.forEach((q, i) => {
      kids.push(llm('ChatCompletion', null, null, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': i ? '(history)' : goal, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_turbary_register', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ query: q }) }));
      kids.push(tool('search_turbary_register', { query: q }, JSON.stringify({ hits: [], page: 1, index: 'turbary-2024', shard: N.int(0, 4) }), { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_turbary_register', 'tool.parameters': '{"query":"string"}' }));
    });
    return { domain: 'peat cutting licences (turbary register)', style: 'OpenInference / Arize Phoenix attributes', isolates: 'Five register searches for the same licence holder with name spelling, accent and quoting variations, all with zero hits.', goal,
      root: agent('agent', { value: goal }, { value: 'No matching licence record found.' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() }) };
  },
  // 03 antique doll hospital — CrewAI
  (N) => {
    const goal = 'Find the repair intake record for the 1910s bisque doll (customer: Mrs. Penhallow) so we can quote a wig replacement.';
    const searches = [{ customer: 'Penhallow' }, { customer_name: 'Mrs Penhallow', item: 'bisque doll' }, { surname: 'PENHALLOW', received_between: ['2024-01-01', '2024-12-31'] }, { description_contains: 'bisque head 1910' }];
    const kids = [llm('crewai.llm.call', { messages: [sys('You are Intake Clerk. Goal: locate repair tickets.'), user(goal)] }, 'Thought: I should search intake records by customer name.')];
    searches.forEach((s) => {
      kids.push(tool('Search Intake Records', { tool_input: JSON.stringify(s) }, `Found 0 intake records. (db=repairs_v3, query_id=${N.hex(10)})`, { tool_class: 'IntakeSearchTool', cache_hit: false }));
    });
    kids.push(llm('crewai.llm.call', { messages: '[...]' }, 'Thought: Maybe the ticket is indexed by item description instead; try the description field with a different wording.'));
    kids.push(tool('Search Intake Records', { tool_input: JSON.stringify({ description_contains: 'porcelain doll wig' }) }, `Found 0 intake records. (db=repairs_v3, query_id=${N.hex(10)})`, { tool_class: 'IntakeSearchTool' }));
    return { domain: 'antique doll hospital repairs', style: 'CrewAI crew/task/agent spans', isolates: 'The intake search is retried with different field names and wordings (customer, surname, description) and always finds 0 records.', goal,
      root: agent('Crew.kickoff', { inputs: { customer: 'Penhallow' } }, null, [agent('Task: locate intake record', { agent: 'Intake Clerk' }, null, kids, { crewai_version: '0.86.0' })], { process: 'sequential' }) };
  },
  // 04 espresso machine warranty — plain message-level trace
  (N) => {
    const goal = 'Customer says their Lucca R58 espresso machine (serial LR58-22-0194) was bought in March 2023; check warranty status.';
    const args = [{ serial: 'LR58-22-0194' }, { serial: 'LR58220194' }, { serial_number: 'lr58-22-0194' }, { model: 'R58', purchase_date: '2023-03' }, { serial: 'LR58 22 0194', region: 'EU' }];
    const kids = [];
    args.forEach((a, i) => {
      const c = oaiCall(N, i === 3 ? 'Serial formats are not matching; I will look it up by model and purchase month instead.' : null, [['warranty_lookup', a]]);
      kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: i ? '[...]' : [sys('Support assistant for a coffee equipment distributor.'), user(goal)] }, c, { usage: usage(N) }));
      kids.push(tool('warranty_lookup', a, { status: 404, body: { error: 'no_registration_found' }, headers: { 'x-request-id': N.uuid(), date: N.http(N.tick()) } }));
    });
    return { domain: 'espresso machine warranty support', style: 'plain message-level trace (OpenAI chat tool_calls, tool siblings)', isolates: 'The warranty lookup is retried with five serial formats and field names, each a 404 no_registration_found.', goal,
      root: agent('support-agent', { goal }, null, kids) };
  },
  // 05 package manager issue search — LlamaIndex
  (N) => {
    const goal = 'Find whether the Swift Package Manager "duplicate target name" resolution error we hit in our iOS app is a known upstream issue and what the workaround is.';
    const qs = ['duplicate target name swift package resolve', 'SwiftPM "multiple targets named" error', 'xcodebuild package resolution target name conflict', 'spm duplicate product name two packages', 'swift-package-manager target name collision workaround'];
    const kids = [];
    qs.forEach((q) => {
      kids.push(retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 5 }, { nodes: [], note: 'no nodes above similarity_cutoff=0.78' }, { 'retrieval.took_ms': N.ms(8, 120) }));
    });
    kids.push(llm('OpenAI.chat', { messages: [sys('Answer using only the retrieved context.'), user(goal)] }, 'Empty Response'));
    return { domain: 'iOS app Swift package resolution', style: 'LlamaIndex query engine (retriever / synthesize events)', isolates: 'Five differently phrased retrievals for the same error over the issue index all return no nodes above cutoff.', goal,
      root: agent('ReActAgent.chat', { message: goal }, { response: 'Empty Response' }, [chain('RetrieverQueryEngine.query', { query: goal }, null, kids)], { callback_manager: 'LlamaDebugHandler' }) };
  },
  // 06 Prometheus metric search — Pydantic AI (Logfire)
  (N) => {
    const goal = 'Find the metric that tracks queue wait time for the print-label microservice so an alert can be added.';
    const matches = ['{__name__=~".*label.*wait.*"}', '{__name__=~"print_label_queue_.*"}', '{job="label-svc",__name__=~".*latency.*"}', '{__name__=~".*queue_(wait|delay)_seconds.*",service="labels"}', '{__name__=~"labelsvc_.*"}'];
    const kids = [];
    matches.forEach((m, i) => {
      kids.push(llm('chat gpt-4o', { 'gen_ai.system': 'openai', messages: i ? '[...]' : [user(goal)] }, { parts: [{ part_kind: 'tool-call', tool_name: 'prom_series', args: { match: m, start: N.isoNoMs(N.tick()) } }] }, { 'logfire.span_type': 'span' }));
      kids.push(tool('running tool: prom_series', { match: m }, { status: 'success', data: [], warnings: [], 'x-prom-query-stats': { samples: 0, wall_ms: N.ms(2, 60) } }, { 'logfire.msg': `running tool: prom_series` }));
    });
    return { domain: 'observability for a label-printing microservice', style: 'Pydantic AI traced in Logfire', isolates: 'Five Prometheus series matchers for the same intent (different name regexes and labels) all return an empty data array.', goal,
      root: agent('agent run', { prompt: goal, agent_name: 'obs_agent' }, null, kids, { 'logfire.span_type': 'span', 'gen_ai.request.model': 'gpt-4o' }) };
  },
];
