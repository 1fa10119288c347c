import { agent, llm, tool, span, chain, oaCall, tlMeta, tlLLM, tlTool, bt } from './lib.mjs';

export const family = {
  name: 'reworded_empty_searches',
  loop: true,
  stagnation: false,
  isolates: 'The same search tool is called with the same intent reworded (synonyms, word order, field names, formats, quoting) four or more times, every answer is empty, and the task is never done.',
};

export const rows = [
  {
    n: '01', domain: 'puppet library lending', style: 'Agno (phidata) run response',
    isolates: 'Five differently worded catalogue searches for the same Punch-and-Judy glove puppet all return zero hits and the agent never reports back.',
    goal: 'Find whether the Bramley Puppet Library has a Mr Punch glove puppet available to lend to St Aidan\'s primary school for the 12 June assembly.',
    build: (c) => {
      const qs = [
        { query: 'Mr Punch glove puppet' },
        { query: 'Punch & Judy hand puppet', type: 'glove' },
        { query: '"Mr. Punch"', collection: 'traditional' },
        { query: 'punch puppet glove traditional seaside' },
        { title_contains: 'Punch', puppet_type: 'hand/glove' },
      ];
      const texts = [
        null,
        'No hits for the plain title. Trying the ampersand form with the glove type filter.',
        'Still nothing; maybe the catalogue stores the abbreviation with a full stop, so I will quote it and restrict to the traditional collection.',
        'Quoted form gave zero too. A looser keyword bag with "seaside" might match a description field.',
        'Switching to the structured fields instead of free text: title_contains plus puppet_type.',
      ];
      const children = [];
      qs.forEach((q, i) => {
        const id = c.callId();
        children.push(llm('OpenAIChat.response', { messages: [{ role: 'user', content: i === 0 ? 'Is there a Mr Punch glove puppet we can lend to St Aidan\'s on 12 June?' : `tool result ${i}` }] },
          { content: texts[i], tool_calls: [{ id, type: 'function', function: { name: 'search_catalogue', arguments: JSON.stringify(q) } }] },
          { model: 'gpt-4o', input_tokens: c.int(700, 2400), output_tokens: c.int(20, 80), time: +(c.rand() * 2 + 0.4).toFixed(4) }));
        c.adv(2);
        children.push(tool('search_catalogue', q, JSON.stringify({ total: 0, items: [], facets: { collection: {}, puppet_type: {} }, searched_at: c.iso(), took: `${c.int(8, 60)}ms` }),
          { tool_call_id: id, tool_name: 'search_catalogue', tool_args: q, tool_call_error: false, metrics: { time: +(c.rand() * 0.3).toFixed(6) }, created_at: c.epoch() }));
      });
      return agent('Agent.run', { message: 'Is there a Mr Punch glove puppet we can lend to St Aidan\'s on 12 June?' }, { content: null, content_type: 'str', event: 'RunPaused', status: 'max_tool_calls' }, children,
        { run_id: c.uuid(), session_id: c.uuid(), agent_id: 'bramley-lending-desk', model: 'gpt-4o', model_provider: 'OpenAI', tool_call_limit: 5, created_at: c.epoch() });
    },
  },
  {
    n: '02', domain: 'record shop inventory', style: 'Dify workflow node runs (agent node)',
    isolates: 'An inventory search for a Nick Drake first pressing is reworded by catalogue number, artist-title order and label nickname, always returning an empty list; the node run ends without an answer.',
    goal: 'A customer asks whether Groove Cellar Records has a 1972 UK first pressing of Nick Drake\'s "Pink Moon" in stock and at what price.',
    build: (c) => {
      const wf = c.uuid();
      let idx = 1;
      const node = (type, title, inputs, outputs, children = [], extra = {}) => span(type === 'llm' ? 'llm' : type === 'tool' ? 'tool' : type === 'agent' ? 'agent' : 'chain', title, inputs, outputs, children,
        { metadata: { node_id: String(c.epochMs() + idx), node_type: type, title, index: idx++, workflow_run_id: wf, node_execution_id: c.uuid(), status: 'succeeded', elapsed_time: +(c.rand() * 3).toFixed(6), created_at: c.epoch(), ...extra } });
      const qs = [
        { keyword: 'Nick Drake Pink Moon first pressing' },
        { keyword: 'ILPS 9184' },
        { keyword: 'Drake, Nick – Pink Moon (1972)' },
        { keyword: 'Pink Moon Island pink rim label' },
      ];
      const thoughts = [
        'Search by artist and title.',
        'Nothing under the descriptive phrase; first pressings are usually listed by catalogue number, ILPS 9184.',
        'Catalogue number is empty as well. Our intake sheet writes artists surname-first with the year, trying that form.',
        'Collectors call it the "pink rim" Island label; trying that nickname.',
      ];
      const rounds = qs.map((q, i) => {
        c.adv(3);
        return node('agent', `round ${i + 1}`, { query: 'Pink Moon 1972 UK first pressing in stock?' }, { thought: thoughts[i], tool_name: 'inventory_search', tool_input: q }, [
          node('llm', 'LLM', { model: 'gpt-4o-mini', prompt: thoughts[i] }, { text: thoughts[i] }, [], { execution_metadata: { total_tokens: c.int(900, 2000), total_price: '0.00' + c.int(10, 99), currency: 'USD' } }),
          node('tool', 'inventory_search', q, { text: '[]', json: [{ data: [], count: 0, store: 'groove-cellar-main', query_id: c.hex(12) }] }),
        ]);
      });
      return agent('Dify workflow run', { inputs: { customer_question: 'Do you have a 1972 UK first press of Pink Moon?' } }, { status: 'stopped', outputs: {}, error: 'Agent reached max iteration (4)' }, [
        node('start', 'Start', { customer_question: 'Do you have a 1972 UK first press of Pink Moon?' }, { customer_question: 'Do you have a 1972 UK first press of Pink Moon?' }),
        node('agent', 'Stock Agent', { strategy: 'function_calling', max_iterations: 4 }, { text: '' }, rounds),
      ], { workflow_run_id: wf, app_id: c.uuid(), triggered_from: 'app-run', version: 'draft' });
    },
  },
  {
    n: '03', domain: 'classic car auction lots', style: 'n8n execution data (runData, AI Agent node with tool sub-runs)',
    isolates: 'The auction-lot search tool is called five times with different parameter names and spellings for the same Alvis TD21, each returning total 0; the execution ends without a reply.',
    goal: 'Tell consignor R. Hallam which lot number his 1961 Alvis TD21 drophead has in the Cheltenham spring classic car sale.',
    build: (c) => {
      const exec = String(c.int(40000, 90000));
      const run = (node, type, runIndex, input, json, extra = {}) => {
        c.adv(c.int(1, 4));
        return { node, type, runIndex, input, json, meta: { node, type, runIndex, startTime: c.epochMs(), executionTime: c.int(40, 900), executionStatus: 'success', source: [{ previousNode: 'AI Agent' }], ...extra } };
      };
      const calls = [
        { make: 'Alvis', model: 'TD21' },
        { q: 'Alvis TD21 drophead 1961' },
        { marque: 'ALVIS', body: 'DHC' },
        { consignor: 'Hallam' },
        { q: 'TD 21 Alvis convertible' },
      ];
      const children = [span('chain', 'Webhook', { httpMethod: 'POST' }, { main: [[{ json: { body: { from: 'r.hallam@example.net', text: 'Which lot is my Alvis TD21?' } } }]] }, [], { metadata: { node: 'Webhook', type: 'n8n-nodes-base.webhook', runIndex: 0, startTime: c.epochMs(), executionTime: 2, executionStatus: 'success' } })];
      const agentKids = [];
      calls.forEach((q, i) => {
        const l = run('OpenAI Chat Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi', i, null, null);
        agentKids.push(span('llm', 'OpenAI Chat Model', { ai_languageModel: [[{ json: { messages: [`System: You look up lots for consignors.\nHuman: Which lot is my Alvis TD21?${i ? `\nAI: tool returned total 0 (${i})` : ''}`] } }]] },
          { ai_languageModel: [[{ json: { response: { generations: [[{ text: '', message: { kwargs: { tool_calls: [{ name: 'search_lots', args: q, id: c.callId() }] } } }]] }, tokenUsage: { promptTokens: c.int(500, 1500), completionTokens: c.int(15, 40) } } }]] }, [], { metadata: l.meta }));
        const t = run('search_lots', '@n8n/n8n-nodes-langchain.toolHttpRequest', i, null, null);
        agentKids.push(span('tool', 'search_lots', { ai_tool: [[{ json: { query: q } }]] },
          { ai_tool: [[{ json: { response: JSON.stringify({ data: [], meta: { total: 0, page: 1, sale: 'CHL-SPR-25', generated: c.isoOff(1), cf_ray: c.cfRay() } }) } }]] }, [], { metadata: t.meta }));
      });
      children.push(span('agent', 'AI Agent', { main: [[{ json: { chatInput: 'Which lot is my Alvis TD21?' } }]] }, null, agentKids,
        { metadata: { node: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', runIndex: 0, startTime: c.epochMs(), executionTime: c.int(9000, 20000), executionStatus: 'error' } }));
      children[1].error = 'Agent stopped due to max iterations.';
      return agent(`execution ${exec}`, { workflowId: c.alnum(16), mode: 'webhook' }, { finished: false, status: 'error', lastNodeExecuted: 'AI Agent' }, children, { executionId: exec, startedAt: c.isoMs(), n8nVersion: '1.88.0' });
    },
  },
  {
    n: '04', domain: 'cranberry bog harvest records', style: 'LangSmith / LangGraph runs',
    isolates: 'A SQL tool is queried five times for one bog\'s 3 October harvest with different date spellings, id formats and casts, always an empty result, and the graph hits its recursion limit.',
    goal: 'Report how many barrels Bog 7 at Cedar Swamp Farms delivered to the receiving station on 3 October 2024.',
    build: (c) => {
      const thread = c.uuid();
      const sqls = [
        "SELECT SUM(barrels) FROM deliveries WHERE bog_id = 7 AND harvest_date = '2024-10-03'",
        "SELECT SUM(barrels) FROM deliveries WHERE bog_id = 7 AND harvest_date = '10/03/2024'",
        "SELECT SUM(barrels) FROM deliveries WHERE bog_id = '07' AND harvest_date = '03-OCT-2024'",
        "SELECT SUM(barrels) FROM deliveries WHERE bog_id = 7 AND date(harvest_date) BETWEEN '2024-10-03' AND '2024-10-03'",
        "SELECT barrels FROM deliveries WHERE bog_name ILIKE '%bog 7%' AND harvest_date::text LIKE '2024-10-03%'",
      ];
      const notes = [
        'Querying deliveries for bog 7 on the ISO date.',
        'The ISO date gave no rows; the scale-house app may store US-style dates.',
        'Perhaps the bog id is stored zero-padded as text, and the date in the Oracle-style DD-MON-YYYY form the scale house prints.',
        'Trying a date() cast with a one-day BETWEEN in case the column holds timestamps.',
        'Last attempt: match on bog name text and the timestamp prefix.',
      ];
      const kids = [];
      sqls.forEach((q, i) => {
        kids.push(chain('agent', { messages: [`step ${i + 1}`] }, null, [
          llm('ChatOpenAI', { messages: [[{ type: 'human', content: 'How many barrels did Bog 7 deliver on 3 Oct 2024?' }]] }, { generations: [[{ text: notes[i], message: { type: 'ai', content: notes[i], tool_calls: [{ name: 'sql_db_query', args: { query: q }, id: c.callId() }] } }]], llm_output: { token_usage: { total_tokens: c.int(800, 2500) } } },
            { ls_provider: 'openai', ls_model_name: 'gpt-4o-mini', langgraph_node: 'agent', langgraph_step: 2 * i + 1, thread_id: thread, run_id: c.uuid() }),
        ], { langgraph_node: 'agent', langgraph_step: 2 * i + 1 }));
        c.adv(2);
        kids.push(chain('tools', { messages: ['tool'] }, null, [
          tool('sql_db_query', { query: q }, i === 4 ? '[]' : '[(None,)]',
            { langgraph_node: 'tools', langgraph_step: 2 * i + 2, run_id: c.uuid(), start_time: c.isoMicro(), pg_backend_pid: c.pid() }),
        ], { langgraph_node: 'tools' }));
      });
      return agent('LangGraph', { messages: [{ role: 'user', content: 'How many barrels did Bog 7 deliver on 3 Oct 2024?' }] }, null, kids, { thread_id: thread, recursion_limit: 10 });
    },
  },
  {
    n: '05', domain: 'brass band music hire', style: 'OpenInference / Arize Phoenix',
    isolates: 'The music-hire search for one test piece is retried with quoting, composer-first order, and an alternate title, every call returning no matches; no answer is given.',
    goal: 'Check whether the county band library can hire out a full set of parts for Philip Wilby\'s "The New Jerusalem" for Thornbury Silver Band\'s contest in March.',
    build: (c) => {
      const qs = ['The New Jerusalem Wilby', '"New Jerusalem" brass band', 'Wilby, Philip: New Jerusalem', 'Jerusalem (Wilby) test piece', 'NEW JERUSALEM THE'];
      const said = ['Searching the hire catalogue for the title and composer.', 'Nothing found. Quoting the title and adding the ensemble type.', 'Trying catalogue style: composer surname first.', 'Maybe it is indexed as a test piece under Jerusalem.', 'Some library systems move the article to the end; trying that.'];
      const kids = [];
      qs.forEach((q, i) => {
        kids.push(llm('ChatCompletion', { messages: [{ role: 'user', content: 'Can we hire The New Jerusalem (Wilby) for March?' }] }, { role: 'assistant', content: said[i] },
          { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Can we hire The New Jerusalem (Wilby) for March?', 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': said[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_hire_catalogue', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ q }), 'llm.token_count.total': c.int(400, 1600) }));
        c.adv(1.5);
        kids.push(tool('search_hire_catalogue', JSON.stringify({ q }), `HTTP/1.1 200 OK\nDate: ${c.http()}\nX-Served-By: ${c.host('cache-man', 20)}\nContent-Type: application/json\n\n{"matches":[],"q":${JSON.stringify(q)}}`,
          { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_hire_catalogue', 'tool.parameters': JSON.stringify({ q }), 'input.value': JSON.stringify({ q }) }));
      });
      return agent('band-librarian', { 'input.value': 'Can we hire The New Jerusalem (Wilby) for March?' }, null, kids, { 'openinference.span.kind': 'AGENT', 'session.id': c.uuid() });
    },
  },
  {
    n: '06', domain: 'emergency plumbing callouts', style: 'OpenLLMetry / Traceloop',
    isolates: 'The CRM customer lookup is retried with the same mobile number in five phone-number formats, every call returning no match, and the dispatch never happens.',
    goal: 'Find the existing customer record for the caller on 07700 900123 reporting a burst pipe and dispatch the on-call plumber to their saved address.',
    build: (c) => {
      const phones = [{ phone: '+44 7700 900123' }, { phone: '07700900123' }, { phone: '7700900123', country: 'GB' }, { mobile: '(0)7700-900-123' }, { phone_e164: '+447700900123' }];
      const sys = { role: 'system', content: 'You are the after-hours dispatcher for Kettering Rapid Plumbing. Find the customer, then dispatch.' };
      const user = { role: 'user', content: 'Caller on 07700 900123, burst pipe under kitchen sink, says they are an existing customer.' };
      const texts = [null, 'No match for the international format, trying the national format without spaces.', 'Still nothing. Sending the bare digits with a country hint.', 'Maybe the CRM indexes a separate mobile field; using it with the bracketed trunk prefix.', 'Trying the dedicated E.164 field.'];
      const kids = [];
      phones.forEach((p, i) => {
        const call = oaCall(c, 'crm_find_customer', p);
        kids.push(tlLLM(c, { messages: [sys, user], text: texts[i], toolCalls: [call] }));
        c.adv(1);
        kids.push(tlTool(c, 'crm_find_customer', p, { matches: [], count: 0, request_id: c.req('crm-', 16), region: 'eu-west-2', served_at: c.isoMs() }));
      });
      return agent('after_hours_dispatch.workflow', { call: user.content }, null, kids, { ...tlMeta('workflow', 'after_hours_dispatch', { call: user.content }, undefined), 'traceloop.association.properties.shift': 'night' });
    },
  },
];
