import { agent, llm, tool, retr, chain, span, sys, usr, asst, toolMsg, oaiCall, callId, usage } from './lib.mjs';

// Family 2: same tool, same intent, reworded each time; nothing found each time; task not done.
export default {
  name: 'rephrased_dry_search', loop: true, stagnation: false,
  isolates: 'The same search tool called 4+ times with the same intent reworded (synonyms, order, field names, id/date formats, quoting), each returning no hits; the task is never completed.',
  rows: [
    {
      domain: 'bell-tent hire', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
      isolates: 'A bell-tent hire assistant searches the bookings system five ways for the same customer booking (name, surname only, quoted, event type, field name) and gets zero results every time.',
      goal: 'Find the Okafor booking for three 5 m bell tents in August and confirm the pitch-up time with the customer.',
      build(n) {
        const qs = [
          { query: 'Okafor bell tents August' },
          { query: 'Okafor' },
          { query: '"Okafor" 5m' },
          { customer_surname: 'Okafor', month: 8 },
          { query: 'Okafor 3x 5 metre bell tent garden party' },
        ];
        const texts = ['', 'No match on the full phrase; trying the surname alone.', 'Still nothing. Quoting the name with the tent size.', 'Trying the structured surname/month filter instead of free text.', 'Perhaps the booking was logged as a garden party with the tent count spelled out.'];
        const kids = [];
        qs.forEach((q, i) => {
          const id = callId(n);
          kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([sys('You are the bookings assistant for Canvas & Co bell-tent hire.'), usr('Find the Okafor booking (3 x 5m bell tents, August) and confirm pitch-up time.')]) },
            { 'ai.response.text': texts[i], 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: 'searchBookings', args: JSON.stringify(q) }]), 'ai.response.finishReason': 'tool-calls' },
            { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': n.int(600, 2200), 'ai.usage.completionTokens': n.int(20, 80), 'ai.response.id': 'chatcmpl-' + n.b62(29), 'ai.response.timestamp': n.iso(n.tick(2)) }));
          kids.push(tool('ai.toolCall', { 'ai.toolCall.args': JSON.stringify(q) }, { 'ai.toolCall.result': JSON.stringify({ results: [], total: 0, took_ms: n.int(8, 60), index: 'bookings_v3' }) }, { metadata: { 'ai.toolCall.name': 'searchBookings', 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' } }));
        });
        return agent('ai.generateText', { 'ai.prompt': 'Find the Okafor booking (3 x 5m bell tents, August) and confirm pitch-up time.' }, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, kids,
          { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': 5, 'ai.telemetry.functionId': 'bookings-assistant' });
      },
    },
    {
      domain: 'truffle dogs', style: 'Pydantic AI (Logfire)',
      isolates: 'A truffle-dog training assistant looks up one dog\'s scent certification by name, breed, kennel name and microchip in different spellings; the registry answers "0 records" each time.',
      goal: 'Check whether the Lagotto bitch "Bruna" passed her Tuber melanosporum scent certification and tell the owner the expiry date.',
      build(n) {
        const qs = [
          ['search_cert_registry', { dog_name: 'Bruna', breed: 'Lagotto Romagnolo' }, 'Looking Bruna up by name and breed.'],
          ['search_cert_registry', { dog_name: 'BRUNA', breed: 'Lagotto' }, 'Maybe the registry stores names upper-case with a short breed name.'],
          ['search_cert_registry', { kennel_name: 'Bruna di Monte Amiata' }, 'The owner\'s kennel prefix might be part of the registered name.'],
          ['search_cert_registry', { microchip: '380260101234567' }, 'Searching by the microchip number from the intake form.'],
          ['search_cert_registry', { microchip: '380-260-101-234-567' }, 'Trying the microchip with the dashed grouping the paper certificate uses.'],
        ];
        const kids = [];
        for (const [name, args, text] of qs) {
          kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: [sys('Assist Tartufai dog training school staff.'), usr('Has Bruna (Lagotto) passed her melanosporum scent cert? When does it expire?')] },
            { parts: [{ part_kind: 'text', content: text }, { part_kind: 'tool-call', tool_name: name, args, tool_call_id: 'pyd_ai_' + n.hex(32) }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': n.int(700, 3000), 'gen_ai.usage.output_tokens': n.int(20, 90) }));
          kids.push(tool('running tool: ' + name, args, { status: 'ok', records: 0, registry: 'ENCI-ST', query_ms: n.int(30, 400), served_by: n.host('registry') }, { metadata: { 'logfire.msg': `running tool: ${name}`, 'gen_ai.tool.name': name } }));
        }
        return agent('agent run', { user_prompt: 'Has Bruna (Lagotto) passed her melanosporum scent cert? When does it expire?' }, null, kids,
          { 'logfire.msg': 'tartufai_assistant run', model_name: 'gpt-4o', 'pydantic_ai.all_messages_events': '[...]', error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5' });
      },
    },
    {
      domain: 'darts league', style: 'LlamaIndex',
      isolates: 'A darts-league rules assistant queries the league handbook index five times for the nine-dart-finish bonus rule in different words; every retrieval returns no nodes above the similarity cutoff.',
      goal: 'Tell the Red Lion team captain how many bonus league points a nine-dart finish earns under the Tri-Valley Darts League rules.',
      build(n) {
        const qs = ['nine-dart finish bonus points', 'bonus for a 9 darter', 'perfect leg league points award', 'points for completing 501 in nine darts', 'nine dart leg extra point rule section'];
        const kids = [];
        qs.forEach((q, i) => {
          kids.push(llm('OpenAI.chat', { messages: [sys('Answer from the Tri-Valley Darts League handbook via the handbook_search tool.'), usr('How many bonus league points for a nine-dart finish?')] },
            { message: { role: 'assistant', content: null, additional_kwargs: { tool_calls: [oaiCall(callId(n), 'handbook_search', { input: q })] } } }, { model: 'gpt-4o-mini', step: i + 1 }));
          kids.push(tool('FunctionTool.call', { tool: 'handbook_search', input: q }, 'Empty Response', {
            children: [retr('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 4 }, { nodes: [], similarity_cutoff: 0.78, below_cutoff_dropped: 4 }, { metadata: { embed_model: 'text-embedding-3-small', index_id: 'tvdl-handbook-2024' } })],
          }));
        });
        return agent('AgentRunner.chat', { message: 'How many bonus league points for a nine-dart finish?' }, { response: 'Reached max iterations.' }, kids, { agent: 'FunctionCallingAgent', max_iterations: 5 });
      },
    },
    {
      domain: 'vintage guitar appraisal', style: 'Haystack',
      isolates: 'A guitar-appraisal pipeline searches its auction-results store for comparable sales of the same guitar with four reworded queries (full name, year abbreviation, model code, finish code); each returns zero documents.',
      goal: 'Produce an insurance valuation for a 1962 Fender Jazzmaster in three-tone sunburst, using comparable auction sales from the last three years.',
      build(n) {
        const qs = ['1962 Fender Jazzmaster sunburst auction result', "'62 Jazzmaster 3TS sold", 'Fender JM 1962 three tone sunburst hammer price', 'Jazzmaster pre-CBS 1962 sunburst comparable sale'];
        const notes = ['Searching comparables with the plain description.', 'Dealers often write the year as \'62 and the finish as 3TS; retrying that way.', 'Using the catalogue abbreviation JM and the spelled-out finish.', 'Trying the pre-CBS wording that auction houses use.'];
        const kids = [];
        qs.forEach((q, i) => {
          kids.push(span('component', 'haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator', messages: [sys('You value vintage guitars for Fretwise Appraisals.'), usr('Insurance valuation: 1962 Fender Jazzmaster, 3-tone sunburst.')] }, null, []));
          kids[kids.length - 1].type = 'llm';
          kids[kids.length - 1].output = { replies: [{ role: 'assistant', content: notes[i], tool_calls: [{ tool_name: 'search_sales', arguments: { query: q, years: 3 } }] }], meta: [{ model: 'gpt-4o-2024-08-06', finish_reason: 'tool_calls', usage: usage(n) }] };
          kids.push(span('component', 'haystack.component.run', { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker' }, { tool_messages: [{ role: 'tool', content: JSON.stringify({ documents: [] }) }] }, [
            retr('haystack.component.run', { 'haystack.component.name': 'sales_retriever', 'haystack.component.type': 'InMemoryBM25Retriever', query: q, filters: { field: 'meta.sold_year', operator: '>=', value: 2021 }, top_k: 5 }, { documents: [] }),
          ]));
        });
        return agent('haystack.pipeline.run', { data: { llm: { messages: ['Insurance valuation: 1962 Fender Jazzmaster, 3-tone sunburst.'] } } }, { error: 'PipelineMaxComponentRuns: Maximum run count 4 reached for component llm' }, kids,
          { 'haystack.pipeline.max_runs_per_component': 4, 'haystack.pipeline.metadata': { name: 'appraisal-agent' } });
      },
    },
    {
      domain: 'citrus packing house', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'A packing-house QA agent looks up one pallet by its id in four spellings (prefixed, bare number, no dash, lower case) and the traceability DB returns zero rows each time.',
      goal: 'Find where pallet PLT-004512 of Valencia oranges was shipped so the lot can be traced after a customer complaint about mould.',
      build(n) {
        const ids = ['PLT-004512', '4512', 'PLT004512', 'plt-4512', 'PLT-4512'];
        const kids = [];
        ids.forEach((id, i) => {
          const cid = callId(n);
          const sql = `SELECT pallet_id, lot, dispatch_ref, consignee FROM pallets WHERE pallet_id = '${id}'`;
          kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': [usr('Trace pallet PLT-004512 (Valencia late, mould complaint). Where did it ship?')] },
            { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', id: cid, name: 'query_traceability', arguments: { sql } }], finish_reason: 'tool_call' }] },
            { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': n.int(500, 2500), 'gen_ai.usage.output_tokens': n.int(30, 90), 'gen_ai.response.id': 'chatcmpl-' + n.b62(29) }));
          kids.push(tool('execute_tool query_traceability', { sql }, `pallet_id | lot | dispatch_ref | consignee\n----------+-----+--------------+----------\n(0 rows)\n\nTime: ${(n.int(100, 9000) / 1000).toFixed(3)} ms`, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'query_traceability', 'gen_ai.tool.call.id': cid, 'db.system': 'postgresql', 'server.address': n.host('pg-ro') } }));
        });
        return agent('invoke_agent traceability_agent', { 'gen_ai.input.messages': [usr('Trace pallet PLT-004512 (Valencia late, mould complaint). Where did it ship?')] }, null, kids,
          { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'traceability_agent', 'gen_ai.conversation.id': n.uuid(), 'error.type': 'max_turns_exceeded' });
      },
    },
    {
      domain: 'travel: hostel reservations', style: 'Amazon Bedrock Agents trace',
      isolates: 'A hostel front-desk Bedrock agent searches reservations for one guest arrival using four different date spellings; every action-group call returns an empty list.',
      goal: 'Find Ms. Lindqvist\'s dorm-bed reservation arriving 14 September and move it to a private twin room.',
      build(n) {
        const dates = [['2024-09-14', 'ISO date'], ['14/09/2024', 'European format used by the booking widget'], ['Sep 14 2024', 'the spelled-out month the OTA channel sends'], ['20240914', 'the compact date key of the legacy PMS']];
        const kids = [];
        dates.forEach(([d, why], i) => {
          kids.push(llm('orchestrationTrace.modelInvocation', { text: `Human: Find Lindqvist reservation arriving 14 Sept, move to private twin.\n...` },
            { rationale: { text: `Searching reservations with arrival ${d} (${why}) and guest surname Lindqvist.` }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'ReservationsAPI', apiPath: '/reservations/search', verb: 'get', parameters: [{ name: 'surname', type: 'string', value: 'Lindqvist' }, { name: 'arrival', type: 'string', value: d }] } } },
            { traceId: n.uuid() + '-' + i, foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', inputTokens: n.int(1200, 4000), outputTokens: n.int(60, 160) }));
          kids.push(tool('ReservationsAPI::/reservations/search', { surname: 'Lindqvist', arrival: d }, { observation: { actionGroupInvocationOutput: { text: JSON.stringify({ reservations: [], count: 0, property: 'HOSTEL-GBG-02', lambda_request_id: n.uuid() }) } } }, { metadata: { lambda: 'arn:aws:lambda:eu-north-1:000000000000:function:hostel-res-search' } }));
        });
        return agent('InvokeAgent', { inputText: 'Find Lindqvist reservation arriving 14 Sept, move to private twin.', sessionId: n.hex(12) }, { completion: 'Sorry, I was unable to complete your request within the allowed number of steps.' }, kids,
          { agentId: 'HSTLDESK' + n.int(10, 99), agentAliasId: 'TSTALIASID', maxIterations: 4 });
      },
    },
  ],
};
