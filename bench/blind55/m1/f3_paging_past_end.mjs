import { agent, llm, tool, chain, sys, usr, tc, oaiOut } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true, stagnation = false;
export const isolates = 'After the last real page the agent keeps advancing the page/offset/cursor (or re-sends the same token) and gets the same empty page 3+ times.';
export const meta = [
  ['01', 'biathlon range shooting results API', 'OpenTelemetry GenAI semantic conventions'],
  ['02', 'harmonica repair ticket desk', 'plain message-level trace'],
  ['03', 'parrot sanctuary adoption applications (Airtable)', 'Mastra'],
  ['04', 'S3 prefix listing for a photo archive', 'Vercel AI SDK ai.* spans'],
  ['05', 'luge federation athlete licences (GraphQL cursors)', 'Pydantic AI (Logfire)'],
  ['06', 'manhole cover foundry orders (infinite-scroll web page)', 'Claude Agent SDK transcript'],
];
const gen = (r, model, text, calls) => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + r.b62(29), 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((c) => ({ type: 'tool_call', name: c[0], arguments: c[1], id: 'call_' + r.b62(20) }))] }] });
export const rows = [
  (r) => {
    const kids = [];
    const athletes = [['NOR', 'Bø', '19/20'], ['FRA', 'Jacquelin', '18/20'], ['GER', 'Nawrath', '17/20'], ['SWE', 'Samuelsson', '19/20'], ['ITA', 'Giacomel', '16/20']];
    for (let p = 1; p <= 6; p++) {
      const rows = p <= 2 ? athletes.slice((p - 1) * 3, p * 3).map(([n, a, h]) => ({ nation: n, athlete: a, hits: h })) : [];
      const text = p === 1 ? 'Fetching page 1 of the zeroing results.' : p === 2 ? 'Page 1 had 3 athletes, continuing.' : p === 3 ? 'Page 2 had only 2 rows; checking page 3.' : `Page ${p - 1} returned no rows, trying page ${p}.`;
      kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': p === 1 ? [{ role: 'user', parts: [{ type: 'text', content: 'Collect all zeroing results from range session RS-0412.' }] }] : `[${p * 2} messages]` }, gen(r, 'gpt-4o', text, [['get_results', { session: 'RS-0412', page: p, per_page: 3 }]]), [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': r.int(500, 3000) } }));
      kids.push(tool('execute_tool get_results', { 'gen_ai.tool.name': 'get_results', 'gen_ai.tool.call.arguments': { session: 'RS-0412', page: p, per_page: 3 } }, { 'gen_ai.tool.call.result': JSON.stringify({ page: p, per_page: 3, data: rows, served_by: r.host('range-api'), ts: r.iso() }) }, { metadata: { 'gen_ai.operation.name': 'execute_tool' } }));
    }
    return { goal: 'Collect every zeroing result from biathlon range session RS-0412 and rank the athletes.', root: agent('invoke_agent range-steward', { 'gen_ai.agent.name': 'range-steward' }, null, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.conversation.id': r.uuid() }, error: 'deadline exceeded (120s)' }) };
  },
  (r) => {
    const kids = [];
    const tickets = ['HR-331 Hohner Special 20 key C, reed 4 blow sticks', 'HR-332 Seydel 1847 A, comb crack', 'HR-333 Suzuki Manji G, gapping', 'HR-334 Lee Oskar F, valve replacement', 'HR-335 Hohner Marine Band D, cover dent'];
    const offsets = [0, 2, 4, 6, 8, 10];
    offsets.forEach((off, i) => {
      const items = tickets.slice(off, off + 2);
      const c = tc(r, 'list_tickets', { status: 'awaiting_parts', offset: off, limit: 2 });
      kids.push(llm('chat.completions.create', { model: 'gpt-4o-mini', messages: i === 0 ? [sys('Repair desk assistant.'), usr('List every ticket awaiting parts so I can order reeds.')] : `[${2 + i * 2} messages]` }, { choices: [{ message: oaiOut(i < 3 ? `Got ${i === 0 ? 'the first' : 'more'} tickets, continuing at offset ${off}.` : `offset ${off - 2} was empty; checking offset ${off}.`, [c]) }] }));
      kids.push(tool('list_tickets', c.function.arguments, `HTTP/1.1 200 OK\nDate: ${r.httpDate()}\nX-Request-Id: ${r.uuid()}\nX-Total-Count: 5\nContent-Type: application/json\n\n${JSON.stringify({ tickets: items })}`));
    });
    return { goal: 'List every harmonica repair ticket awaiting parts so the workshop can place one reed order.', root: agent('conversation', { channel: 'workshop-desk' }, null, kids) };
  },
  (r) => {
    const kids = [];
    const recs = [[{ id: 'rec' + r.b62(14), fields: { Applicant: 'M. Okafor', Bird: 'Kiwi (African grey)', Status: 'Home visit booked' } }, { id: 'rec' + r.b62(14), fields: { Applicant: 'J. Ruiz', Bird: 'Mango (sun conure)', Status: 'New' } }], [{ id: 'rec' + r.b62(14), fields: { Applicant: 'T. Haas', Bird: 'Pip (budgie pair)', Status: 'New' } }]];
    let offset = null;
    for (let i = 0; i < 6; i++) {
      const args = { baseId: 'appPARROT', table: 'Applications', pageSize: 2, ...(offset ? { offset } : {}) };
      kids.push(llm('llm.generate', { model: 'openai/gpt-4o', messages: `[${1 + i * 2}]` }, { text: i === 0 ? 'Reading the applications table.' : i < 2 ? 'Continuing with the returned offset.' : `No records on that page, requesting again with offset ${offset}.`, toolCalls: [{ toolName: 'airtable_list_records', args }] }, [], { metadata: { 'mastra.agent': 'adoptionsAgent', runId: r.uuid() } }));
      const out = i < 2 ? { records: recs[i], offset: i === 0 ? 'itr' + r.b62(14) + '/rec' + r.b62(14) : 'itrEND' + 'x9Q' } : { records: [], offset: 'itrENDx9Q' };
      kids.push(tool('tool.airtable_list_records', args, out, { metadata: { 'http.status_code': 200, 'x-airtable-request-id': r.b62(12) } }));
      offset = out.offset;
    }
    return { goal: 'Export all open parrot adoption applications to a shortlist for Saturday\'s home-visit rota.', root: agent('agent.adoptionsAgent.generate', { prompt: 'Export open applications to a shortlist' }, null, kids, { metadata: { 'mastra.version': '0.2.x', maxSteps: 12 }, error: 'maxSteps reached' }) };
  },
  (r) => {
    const kids = [];
    const keys = [['archive/1962/neg_0001.tif', 'archive/1962/neg_0002.tif'], ['archive/1962/neg_0003.tif']];
    let token = null;
    for (let i = 0; i < 6; i++) {
      const args = { Bucket: 'harbour-photo-archive', Prefix: 'archive/1962/', MaxKeys: 2, ...(token ? { ContinuationToken: token } : {}) };
      kids.push(llm('ai.streamText.doStream', { messages: `[${1 + i * 2}]` }, { text: i === 0 ? '' : i === 1 ? 'More keys available, following the continuation token.' : `Empty page but a token is still present; requesting with it again (attempt ${i - 1}).`, toolCalls: [{ toolName: 'listObjects', args }] }, [], { metadata: { 'ai.model.provider': 'anthropic.messages', 'ai.model.id': 'claude-3-5-haiku-20241022', 'ai.response.msToFirstChunk': r.ms(200, 900) } }));
      const contents = i < 2 ? keys[i].map((k) => ({ Key: k, Size: r.int(20e6, 80e6), ETag: `"${r.hex(32)}"`, LastModified: r.iso() })) : [];
      const next = i === 0 ? '1' + r.b62(40) : 'AQEBdW5kZWZpbmVkLXRva2VuLWVuZA==';
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'listObjects', 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': { Contents: contents, KeyCount: contents.length, IsTruncated: i < 1 ? true : true, NextContinuationToken: i === 0 ? next : 'AQEBdW5kZWZpbmVkLXRva2VuLWVuZA==', $metadata: { httpStatusCode: 200, requestId: r.hex(16).toUpperCase(), extendedRequestId: r.b62(56) } } }));
      token = i === 0 ? next : (token || next);
      if (i === 1) token = 'AQEBdW5kZWZpbmVkLXRva2VuLWVuZA==';
    }
    return { goal: 'Count and size every 1962 negative scan in the harbour photo archive bucket.', root: agent('ai.streamText', { prompt: 'How many 1962 scans are there and how big in total?' }, null, kids, { metadata: { 'ai.telemetry.functionId': 'archive-audit', 'ai.settings.maxSteps': 6 } }) };
  },
  (r) => {
    const kids = [];
    const pages = [[{ name: 'Lena Fischer', licence: 'FIL-2024-0931', discipline: 'women singles' }, { name: 'Dominik Reiter', licence: 'FIL-2024-1177', discipline: 'doubles' }], [{ name: 'Emily Sweeney', licence: 'FIL-2024-0412', discipline: 'women singles' }]];
    const endCursor = 'Y3Vyc29yOnYyOpHOAAsN2A==';
    let after = null;
    for (let i = 0; i < 5; i++) {
      const q = `query($after:String){ athletes(first:2, after:$after, status:PENDING){ nodes{name licence discipline} pageInfo{endCursor hasNextPage} } }`;
      const nodes = i < 2 ? pages[i] : [];
      const cursor = i === 0 ? 'Y3Vyc29yOnYyOpHOAAsM9Q==' : endCursor;
      kids.push(chain('running tool: fis_graphql', { 'logfire.msg_template': 'running tool: {name}', args_json: JSON.stringify({ query: q, variables: { after } }) }, null, [
        tool('fis_graphql', { query: q, variables: { after } }, { data: { athletes: { nodes, pageInfo: { endCursor: cursor, hasNextPage: i === 0 } } }, extensions: { cost: { requestedQueryCost: 12, throttleStatus: { currentlyAvailable: r.int(700, 990) } }, traceId: r.hex(16) } }),
      ], { metadata: { 'logfire.span_type': 'span' } }));
      kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o' }, { parts: [{ part_kind: 'text', content: i === 0 ? 'Two pending licences so far; fetching the next page.' : i === 1 ? 'One more. Passing the end cursor to be thorough.' : `Still no nodes after cursor ${endCursor.slice(0, 10)}…, re-requesting.` }, { part_kind: 'tool-call', tool_name: 'fis_graphql', args: { variables: { after: cursor } } }] }, [], { metadata: { 'logfire.span_type': 'span', 'gen_ai.usage.output_tokens': r.int(30, 90) } }));
      after = cursor;
    }
    return { goal: 'List every pending luge athlete licence so the federation can approve them before the World Cup entry deadline.', root: agent('agent run', { 'logfire.msg': 'licence_agent run prompt=list pending licences' }, null, kids, { metadata: { 'pydantic_ai.agent': 'licence_agent', 'logfire.span_type': 'span' }, error: 'UsageLimitExceeded: request_limit of 10 exceeded' }) };
  },
  (r) => {
    const kids = [];
    kids.push(llm('assistant', { role: 'user', content: 'Go to the foundry portal orders page and list all open ductile-iron manhole cover orders.' }, { content: [{ type: 'text', text: 'Opening the orders page.' }, { type: 'tool_use', name: 'mcp__browser__navigate', input: { url: 'https://portal.eastfoundry.example/orders?type=cover' } }] }));
    kids.push(tool('mcp__browser__navigate', { url: 'https://portal.eastfoundry.example/orders?type=cover' }, `<table id="orders"><tr><td>EF-5510</td><td>D400 600x600 cover</td><td>open</td></tr><tr><td>EF-5513</td><td>B125 round 675</td><td>open</td></tr></table><div class="loader" data-session="${r.hex(12)}"></div>`));
    const scrolls = [1400, 2800, 4200, 5600, 7000];
    scrolls.forEach((y, i) => {
      kids.push(llm('assistant', { role: 'user', content: '[tool_result]' }, { content: [{ type: 'text', text: i === 0 ? 'Two orders visible; scrolling for more.' : i === 1 ? 'One more order loaded. Scrolling further.' : `Nothing new after scrolling to ${scrolls[i - 1]}px, trying ${y}px.` }, { type: 'tool_use', name: 'mcp__browser__scroll', input: { y } }] }));
      kids.push(tool('mcp__browser__scroll', { y }, i === 0 ? `appended 1 row: <tr><td>EF-5521</td><td>E600 frame+cover</td><td>open</td></tr>\n[scrollY=${y}, ${r.ms(300, 900)}ms]` : `appended 0 rows\n<div class="end-of-list">No more orders</div>\n[scrollY=${y}, ${r.ms(300, 900)}ms]`));
    });
    return { goal: 'List every open ductile-iron manhole cover order in the foundry customer portal.', root: agent('claude-agent-sdk session', { session_id: r.uuid(), cwd: '/home/ops' }, null, kids, { metadata: { permission_mode: 'default', num_turns: 7, subtype: 'error_max_turns' } }) };
  },
];
