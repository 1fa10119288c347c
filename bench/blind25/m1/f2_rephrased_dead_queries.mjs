// Family 2: the same search intent reworded again and again, every attempt empty.
import { agent, llm, tool, retriever, span, oaiChat, anthMsg } from './lib.mjs';

export const family = 'rephrased_dead_queries';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool, same intent, reworded 4+ times (synonyms, formats, field names, quoting); every answer is empty and the task is never done.';

export const scenarios = [
  {
    id: '01', domain: 'courier lockers (locating a parcel in a locker bank)', style: 'Vercel AI SDK (ai.generateText / ai.toolCall OpenTelemetry spans)',
    build(N) {
      const goal = 'A customer says the app shows parcel JD014600003812 as "delivered to locker" at Canal Street but no pickup code arrived. Find which locker bay it is in and resend the code.';
      const model = 'gpt-4o-mini';
      const steps = [];
      const queries = [
        [{ tracking_number: 'JD014600003812' }, 'Searching the locker system by tracking number.'],
        [{ tracking_number: 'JD-0146-0000-3812' }, 'No result. The carrier sometimes stores it hyphenated, trying that format.'],
        [{ tracking_number: 'jd014600003812', site: 'canal-street' }, 'Still empty; lower-case and scoped to the Canal Street site.'],
        [{ barcode: '014600003812' }, 'Maybe the locker stored only the numeric barcode without the JD prefix.'],
        [{ reference: 'JD014600003812', include_archived: true }, 'Trying the generic reference field and including archived deposits.'],
        [{ query: '"JD014600003812"', fields: ['tracking', 'barcode', 'ref'] }, 'Last idea: a quoted full-text query across all identifier fields.'],
      ];
      let prev = [{ role: 'system', content: 'You are LockerLink support. Use tools to find parcels.' }, { role: 'user', content: goal }];
      for (const [args, text] of queries) {
        N.tick(400, 2500);
        const callId = N.callId();
        steps.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(prev.slice(-3)) }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: callId, toolName: 'findParcel', args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls' }, [], { metadata: { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'gen_ai.system': 'openai', 'ai.usage.promptTokens': N.int(600, 1800), 'ai.usage.completionTokens': N.int(20, 60), 'ai.response.id': N.chatcmpl(), 'ai.response.timestamp': N.iso(), 'operation.name': 'ai.generateText.doGenerate' } }));
        const out = { ok: true, site_filter: args.site || null, matches: [], total: 0, took_ms: N.ms(8, 60), api_node: `lockerapi-${N.pick(['eu1', 'eu2'])}-${N.int(1, 6)}` };
        steps.push(tool('ai.toolCall', { 'ai.toolCall.name': 'findParcel', 'ai.toolCall.id': callId, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(out) }, { metadata: { 'operation.name': 'ai.toolCall' } }));
        prev = [...prev, { role: 'assistant', content: text }, { role: 'tool', content: JSON.stringify(out) }];
      }
      const root = agent('ai.generateText', { 'ai.prompt': JSON.stringify({ system: 'You are LockerLink support.', prompt: goal }) }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '' }, steps, { metadata: { 'ai.settings.maxSteps': 6, 'ai.telemetry.functionId': 'support-locker-lookup', 'resource.service.name': 'lockerlink-support-bot' } });
      return { goal, isolates: 'Six lookups of one parcel with the tracking number respelled (hyphens, case, bare barcode, other field names, quoted) all return zero matches, and the step budget runs out with no locker found.', root };
    },
  },
  {
    id: '02', domain: 'bridal shops (finding a gown alteration order)', style: 'LlamaIndex (agent step / FunctionTool / retriever spans)',
    build(N) {
      const goal = 'The bride Adaeze Okafor is on the phone asking whether her hem and bustle alteration will be ready before her final fitting. Find her alteration ticket and tell her the status.';
      const phrasings = [
        'Okafor alteration hem bustle',
        'ivory mermaid gown hemming ticket for Adaeze',
        'alterations order final fitting Okafor bride',
        'A. Okafor seamstress job bustle',
        'Adaeze O. wedding dress shortening',
      ];
      const children = [];
      let i = 0;
      for (const q of phrasings) {
        i++;
        N.tick(600, 3000);
        const thought = [
          'Thought: I need to find the alteration ticket. I will search the alterations index.',
          'Thought: Nothing came back. Maybe the ticket describes the dress rather than the name.',
          'Thought: Still no nodes. Perhaps it is filed under the fitting appointment.',
          'Thought: The seamstresses abbreviate first names on job cards, trying an initial.',
          'Thought: Perhaps they wrote "shortening" instead of "hem".',
        ][i - 1];
        children.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'You are the front-desk assistant for Maison Lorne Bridal. Use alteration_search.' }, { role: 'user', content: goal }], additional_kwargs: { tool_choice: 'auto' } }, { message: { role: 'assistant', content: `${thought}\nAction: alteration_search\nAction Input: {"input": "${q}"}` }, raw: { id: N.chatcmpl(), model: 'gpt-4o-2024-11-20' } }, [], { metadata: { 'llm.token_count.total': N.int(900, 1600) } }));
        const ret = retriever('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [], filtered_below_cutoff: N.int(2, 4), similarity_cutoff: 0.78 }, { metadata: { index_id: 'alterations-2025', vector_store: 'qdrant', collection: 'maison_lorne_tickets', elapsed_ms: N.ms(20, 140) } });
        const synth = span('chain', 'CompactAndRefine.get_response', { query_str: q, num_nodes: 0 }, 'Empty Response', [], {});
        children.push(span('tool', 'FunctionTool.call', { tool_name: 'alteration_search', kwargs: { input: q } }, { content: 'Empty Response', raw_output: { response: 'Empty Response', source_nodes: [] }, is_error: false }, [span('chain', 'RetrieverQueryEngine.query', { query_str: q }, { response: 'Empty Response' }, [ret, synth])]));
      }
      const root = agent('ReActAgent.chat', { message: goal }, null, children, { error: 'ValueError: Reached max iterations.', metadata: { max_iterations: 5, llama_index_version: '0.12.34', callback_manager: 'LlamaDebugHandler' } });
      return { goal, isolates: 'A retrieval tool is queried five times with reworded descriptions of the same alteration ticket (name, dress, fitting, initial, synonym for hem) and returns no nodes every time, until max iterations.', root };
    },
  },
  {
    id: '03', domain: 'wind tunnel test lab (finding a prior run for a rear-wing configuration)', style: 'OpenInference / Arize Phoenix attributes',
    build(N) {
      const goal = 'Find last season\'s wind tunnel run for the WT-88 rear wing with the upper flap open at 5 degrees yaw, so the aero team can compare downforce against today\'s run 4471.';
      const attempts = [
        { model: 'WT-88 rear wing', flap: 'open', yaw_deg: 5 },
        { article: 'WT88-RW', flap_state: 'DRS_OPEN', yaw: 5.0 },
        { part_no: 'WT-088-RW-01', configuration: 'flap open', yaw_angle: '5°' },
        { description: 'rear wing upper element open, five degrees yaw', season: 2024 },
        { model: 'WT88', tags: ['rear-wing', 'open-flap', 'yaw5'] },
      ];
      const notes = [
        'I\'ll query the run database with the model, flap state and yaw.',
        'Empty. The database might use the article code and DRS naming; retrying.',
        'Nothing again, trying the part number and a textual configuration string.',
        'Maybe a free-text description search will catch it, restricted to 2024.',
        'Trying tag-based search with the short model name.',
      ];
      const children = [];
      attempts.forEach((a, i) => {
        N.tick(500, 2500);
        const cid = N.callId();
        children.push(llm('ChatCompletion', null, null, [], { metadata: {
          'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4.1-mini', 'llm.provider': 'openai',
          'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You help the aero department of Falcon Racing query the tunnel run DB.',
          'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': goal,
          'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': notes[i],
          'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_runs',
          'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(a),
          'llm.token_count.prompt': N.int(700, 2200), 'llm.token_count.completion': N.int(20, 70),
        } }));
        children[children.length - 1].input = { messages: [{ role: 'user', content: goal }] };
        children[children.length - 1].output = { role: 'assistant', content: notes[i], tool_calls: [{ id: cid, function: { name: 'search_runs', arguments: JSON.stringify(a) } }] };
        const body = { query: a, runs: [], total: 0, db: 'tunneldb-ro-' + N.int(1, 2), query_ms: N.ms(3, 40) };
        children.push(tool('search_runs', JSON.stringify(a), JSON.stringify(body), { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_runs', 'tool.parameters': JSON.stringify(a), 'output.mime_type': 'application/json' } }));
      });
      const root = agent('aero-run-finder', { 'input.value': goal }, null, children, { error: 'Recursion limit of 10 reached without hitting a stop condition.', metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } });
      return { goal, isolates: 'The same run-database search is re-sent five times with other field names, spellings of the yaw angle and tag styles; every response is total 0 and no comparison run is found.', root };
    },
  },
  {
    id: '04', domain: 'district heating network (fault tickets for a substation)', style: 'Semantic Kernel OpenTelemetry (chat.completions / execute_tool)',
    build(N) {
      const goal = 'List the fault tickets raised for consumer substation Nordhavn 12 on 3 April 2025, when several flats reported no hot water, so we can bill the contractor callout correctly.';
      const variants = [
        { substation: 'Nordhavn 12', date: '2025-04-03' },
        { substation: 'Nordhavn 12', date: '03/04/2025' },
        { substation: 'NH-12', date: '3 April 2025' },
        { substation: 'Nordhavn substation 12', from: '20250403', to: '20250403' },
        { substation: 'nordhavn-12', date: '2025-04-03T00:00:00+02:00' },
      ];
      const texts = [
        null,
        'Zero tickets. The ticket service may expect the European date format; retrying.',
        'Still none. I\'ll use the short substation code and a written date.',
        'Trying the long substation name with a compact from/to range.',
        'One more variant: slug-style id and an ISO timestamp with the Copenhagen offset.',
      ];
      const children = [];
      variants.forEach((v, i) => {
        N.tick(300, 2000);
        const out = oaiChat(N, 'gpt-4o', texts[i], [{ name: 'FaultTickets-Search', args: v }]);
        children.push(llm('chat.completions gpt-4o', { messages: [{ role: 'system', content: 'You are the billing assistant for HOFOR Varme.' }, { role: 'user', content: goal }] }, out, [], { metadata: { 'gen_ai.operation.name': 'chat.completions', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': out.id } }));
        children.push(tool('execute_tool FaultTickets-Search', v, { Value: '[]', Metadata: { count: 0, trace: N.traceparent(), server: 'sd-api-' + N.int(1, 3) + '.varme.local', elapsed: N.goDur(10, 300) } }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'FaultTickets-Search', 'gen_ai.tool.call.id': out.choices[0].message.tool_calls[0].id, 'sk.function.plugin': 'FaultTickets' } }));
      });
      const root = agent('invoke_agent BillingAgent', { input: goal }, null, children, { metadata: { 'gen_ai.agent.name': 'BillingAgent', 'gen_ai.agent.id': N.uuid(), 'sk.function.invocation.maximum_auto_invoke_attempts': 5 } });
      return { goal, isolates: 'The ticket search is repeated five times, each with another spelling of the substation id and another date format, always returning an empty list; the billing question is never answered.', root };
    },
  },
  {
    id: '05', domain: 'coding: tracking down a removed helper in a Python GIS library', style: 'SWE-agent trajectory (thought / action / observation)',
    build(N) {
      const goal = 'Issue #1842 in geotessera: "ImportError: cannot import name reproject_bbox from geotessera.crs since 0.9". Find where reproject_bbox went (renamed or moved) and restore a deprecated alias.';
      const actions = [
        ['Let me search the repository for the function name from the error.', 'search_dir "reproject_bbox"'],
        ['Not found anywhere. Maybe it is camel-cased in a newer module.', 'search_dir "reprojectBBox"'],
        ['Maybe the words were swapped when it was renamed.', 'search_dir "bbox_reproject"'],
        ['Perhaps "bounds" was used instead of "bbox".', 'search_dir "reproject_bounds"'],
        ['Let me look for any file with bbox in its name.', 'find_file "*bbox*.py"'],
        ['Maybe it is defined with a leading underscore as a private helper.', 'search_dir "_reproject_bbox" src'],
      ];
      const obs = (a) => {
        const term = a.match(/"([^"]+)"/)[1];
        return a.startsWith('find_file') ? `No matches found for "${term}" in /repo` : `No matches found for "${term}" in /repo${a.endsWith(' src') ? '/src' : ''}`;
      };
      const children = [];
      for (const [thought, action] of actions) {
        N.tick(3000, 9000);
        children.push(llm('model_query', { history_len: children.length + 3 }, `DISCUSSION\n${thought}\n\n\`\`\`\n${action}\n\`\`\``, [], { metadata: { model: 'claude-3-7-sonnet-20250219', tokens_sent: N.int(8000, 16000), tokens_received: N.int(40, 120), api_calls: children.length / 2 + 1 } }));
        children.push(tool(action.split(' ')[0], { command: action }, `${obs(action)}\n(Open file: n/a)\n(Current directory: /repo)\nbash-$`, { metadata: { execution_time: N.secs(0.05, 0.9) } }));
      }
      const root = agent('sweagent.run', { problem_statement: goal, repo: 'geotessera/geotessera', base_commit: N.sha() }, { exit_status: 'exit_cost', submission: null }, children, { metadata: { instance_id: 'geotessera__geotessera-1842', model_stats: { instance_cost: 2.0 + N.float(0, 0.1, 2), api_calls: 6 } } });
      return { goal, isolates: 'The agent searches the repository six times for the same missing function under guessed spellings (camel case, swapped words, synonyms, file glob, underscore) and every search says no matches; it never tries history and exits on cost.', root };
    },
  },
  {
    id: '06', domain: 'vital records office (locating a birth certificate request)', style: 'Agno agent run (not in the listed tools: agno.agent.run / model.response / tool call events)',
    build(N) {
      const goal = 'An applicant emailed asking why her birth certificate copy has not arrived. Applicant: Siobhán Ní Bhriain, born 14/02/1991 in Galway, request paid about three weeks ago. Find the request and its status.';
      const calls = [
        { full_name: 'Siobhán Ní Bhriain', dob: '1991-02-14' },
        { full_name: 'Siobhan Ni Bhriain', dob: '14/02/1991' },
        { surname: 'Ní Bhriain', forename: 'Siobhán', dob: '19910214' },
        { surname: 'Bhriain', forename: 'Siobhan', birth_place: 'Galway' },
        { full_name: 'Ni Bhriain, Siobhan', dob: '14 Feb 1991' },
      ];
      const msgs = [
        'Looking up the certificate request by name and date of birth.',
        'No hit; the register may not store accents. Retrying without fadas and with the Irish date format.',
        'Trying separate surname/forename fields and a compact date.',
        'Maybe the prefix "Ní" was dropped on entry. Searching by the core surname and place of birth.',
        'Trying "surname, forename" ordering and a written-out date.',
      ];
      const children = [];
      calls.forEach((c, i) => {
        N.tick(500, 2500);
        const cid = N.callId();
        children.push(llm('model.response', { model: 'gpt-4o', messages_count: 2 + i * 2 }, { content: msgs[i], tool_calls: [{ id: cid, type: 'function', function: { name: 'search_certificate_requests', arguments: JSON.stringify(c) } }] }, [], { metadata: { event: 'RunResponseContent', run_id: N.uuid(), metrics: { input_tokens: N.int(800, 2000), output_tokens: N.int(25, 70), time: N.secs(0.6, 2.4, 4) } } }));
        children.push(tool('search_certificate_requests', c, { result: JSON.stringify({ requests: [], count: 0, searched_registers: ['births'], served_by: 'gro-search-' + N.pick(['a', 'b', 'c']) }) }, { metadata: { event: 'ToolCallCompleted', tool_call_id: cid, tool_call_error: false, metrics: { time: N.secs(0.05, 0.4, 4) } } }));
      });
      const root = agent('agno.agent.run', { message: goal }, { content: null, event: 'RunCancelled' }, children, { error: 'Run cancelled: tool_call_limit (5) reached', metadata: { agent_name: 'Certificates Desk', session_id: N.uuid(), framework: 'agno 1.4', tool_call_limit: 5 } });
      return { goal, isolates: 'One request lookup is retried five times with the applicant\'s name with and without accents, split into fields, reordered, and with the date written in five formats, always zero results, until the tool call limit.', root };
    },
  },
];
