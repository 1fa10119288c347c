import { agent, llm, tool, chain, span, oaiCompletion, anthMsg, sys, user } from './lib.mjs';
export const family = 'cursor_pagination_to_end';
export const loop = false;
export const summary = 'Pagination brings new items on every page until the source says there is no more, then a summary.';
const pages = (N, name, items, mk) => items.map((it, i) => tool(name, { cursor: i ? 'c' + i : null }, mk(it, i, i === items.length - 1)));

export const rows = [
{ n: '01', domain: 'poultry show entries', style: 'Pydantic AI (Logfire spans)', stagnation: false,
  isolates: 'Three pages of show entries with new birds each page; has_more=false on page 3; the agent then counts entries per breed.',
  goal: 'Count entries per breed for the county poultry show.',
  build: (N) => agent('agent run', { prompt: 'Entries per breed?' }, 'Orpington 3, Pekin 2, Silkie 2, Wyandotte 1.', [
    ...pages(N, 'running tool: list_entries', [['Orpington', 'Silkie', 'Pekin'], ['Orpington', 'Wyandotte', 'Pekin'], ['Silkie', 'Orpington']], (b, i, last) => ({ data: b.map((x, k) => ({ pen: 100 + i * 3 + k, breed: x, exhibitor: 'EX' + N.int(100, 999) })), has_more: !last, next_cursor: last ? null : N.cursor(), request_id: N.reqId('req_') })),
    llm('chat gpt-4o-mini', { all_messages: '…' }, { parts: [{ part_kind: 'text', content: 'All 8 entries fetched: Orpington 3, Pekin 2, Silkie 2, Wyandotte 1.' }] }),
  ]) },
{ n: '02', domain: 'goat yoga class attendance', style: 'OpenAI Responses API', stagnation: false,
  isolates: 'Responses API function calls walk 4 attendance pages (new names each), the last page returns next_page_token null; the model summarises repeat attendees.',
  goal: 'List members who attended 3+ goat yoga sessions in May.',
  build: (N) => { const names = [['Ana', 'Ben', 'Caro'], ['Ana', 'Dev'], ['Ben', 'Ana', 'Eli'], ['Ben']];
    return agent('responses.create loop', { model: 'gpt-4.1', input: 'Members with 3+ sessions in May?' }, null, [
      ...names.flatMap((pg, i) => [
        llm('responses.create', { previous_response_id: i ? N.respId() : null }, { id: N.respId(), output: [{ type: 'function_call', name: 'attendance_page', arguments: JSON.stringify({ month: '2024-05', page_token: i ? 'pt_' + i : null }), call_id: N.callId() }] }),
        tool('attendance_page', { month: '2024-05' }, JSON.stringify({ sessions: [{ date: `2024-05-${String(4 + i * 7).padStart(2, '0')}`, attendees: pg }], next_page_token: i === 3 ? null : N.b62(16), served: N.httpDate() })),
      ]),
      llm('responses.create', {}, { id: N.respId(), output: [{ type: 'message', content: [{ type: 'output_text', text: 'Ana (3 sessions) and Ben (3 sessions) attended 3 or more goat yoga classes in May.' }] }], status: 'completed' }),
    ]); } },
{ n: '03', domain: 'harmonica customisation orders', style: 'LlamaIndex workflow', stagnation: false,
  isolates: 'Offset pagination (0, 25, 50) over an order API with different order ids each page; the third page is short and total=57 is reached; agent totals reed-gapping jobs.',
  goal: 'How many open orders need reed gapping work this week?',
  build: (N) => agent('Workflow.run', { query: 'Open orders needing reed gapping?' }, { result: '19 of 57 open orders need reed gapping.' }, [
    ...[[0, 25, 8], [25, 25, 7], [50, 7, 4]].map(([off, n, gap]) => tool('FunctionTool.acall', { tool: 'list_orders', kwargs: { status: 'open', offset: off, limit: 25 } }, { orders: `${n} orders ORD-${5000 + off}..ORD-${5000 + off + n - 1}`, reed_gapping: gap, offset: off, total: 57, took: N.dur() })),
    llm('OpenAI.achat', { messages: '…' }, { message: { role: 'assistant', content: 'Reached the end (57 orders). 8 + 7 + 4 = 19 open orders need reed gapping.' } }),
  ]) },
{ n: '04', domain: 'luge track ice temperature sensors', style: 'OpenInference / Arize Phoenix', stagnation: false,
  isolates: 'Time-series API returns successive windows of readings with a continuation token until "complete": true; the agent then reports the warmest curve.',
  goal: 'Find which curve of the luge track had the warmest ice overnight.',
  build: (N) => agent('agent', { 'input.value': 'Warmest curve overnight?' }, { 'output.value': 'Curve 9 (-3.1 °C at 04:20).' }, [
    ...[['C1-C5', -6.2, 'C3'], ['C6-C10', -3.1, 'C9'], ['C11-C16', -4.4, 'C14']].map(([rng, t, c], i) => tool('query_sensors', { 'tool.name': 'query_sensors', 'tool.parameters': JSON.stringify({ from: '22:00', to: '06:00', continuation: i ? N.cursor() : null }) }, JSON.stringify({ curves: rng, max_temp_c: t, at_curve: c, complete: i === 2, continuation: i === 2 ? null : N.cursor(), points: N.int(4000, 6000) }), { metadata: { 'openinference.span.kind': 'TOOL' } })),
    llm('ChatCompletion', { 'llm.input_messages.0.message.content': '…' }, { 'llm.output_messages.0.message.content': 'All windows read. Warmest ice: curve 9 at -3.1 °C; curves 1-5 peaked at -6.2 °C and 11-16 at -4.4 °C.' }, { metadata: { 'openinference.span.kind': 'LLM' } }),
  ], { metadata: { 'openinference.span.kind': 'AGENT' } }) },
{ n: '05', domain: 'gondola boat licences (canal city)', style: 'AutoGen / AG2 (tool executor agent)', stagnation: false,
  isolates: 'Assistant and executor page through a licence registry (Link header rel=next) with new licences each page, stop when no rel=next, and list the ones expiring soon.',
  goal: 'List gondola licences expiring before 1 September.',
  build: (N) => agent('GroupChat', { task: 'Licences expiring before 1 Sept?' }, { summary: 'GON-014, GON-087, GON-133 expire before 1 Sept.' }, [
    ...[['GON-001..GON-050', 'GON-014'], ['GON-051..GON-100', 'GON-087'], ['GON-101..GON-140', 'GON-133']].flatMap(([r, e], i) => [
      llm('assistant', { messages: '…' }, { content: null, tool_calls: [{ function: { name: 'get_licences', arguments: JSON.stringify({ page: i + 1 }) } }] }),
      tool('executor.get_licences', { page: i + 1 }, `HTTP/1.1 200 OK\nLink: ${i < 2 ? `<https://registry.example/licences?page=${i + 2}>; rel="next"` : '<https://registry.example/licences?page=1>; rel="first"'}\nX-Total-Count: 140\nDate: ${N.httpDate()}\n\n[{range:"${r}", expiring_before_sep:["${e}"]}]`),
    ]),
    llm('assistant', { messages: '…' }, { content: 'No further pages. Licences expiring before 1 September: GON-014, GON-087, GON-133. TERMINATE' }),
  ]) },
{ n: '06', domain: 'cactus nursery wholesale catalogue', style: 'Agno agent run (not in the brief\'s list)', stagnation: false,
  isolates: 'Shopify-style GraphQL pagination (pageInfo.hasNextPage, endCursor) brings new SKUs each page until hasNextPage=false; the agent reports out-of-stock items.',
  goal: 'Which wholesale cactus SKUs are out of stock?',
  build: (N) => agent('Agent.run', { message: 'Out-of-stock wholesale SKUs?' }, { content: 'Out of stock: Astrophytum asterias 5cm, Mammillaria plumosa 8cm.' }, [
    ...[['Echinocactus grusonii 10cm', null], ['Astrophytum asterias 5cm', 'Astrophytum asterias 5cm'], ['Mammillaria plumosa 8cm', 'Mammillaria plumosa 8cm']].map(([sku, oos], i) => tool('shop_graphql', { query: 'products(first:50, after:$c)', variables: { c: i ? N.cursor() : null } }, { data: { products: { nodes: [{ title: sku, inventory: oos ? 0 : N.int(10, 90) }], pageInfo: { hasNextPage: i < 2, endCursor: N.cursor() } } }, extensions: { cost: { requestedQueryCost: 52, throttleStatus: { currentlyAvailable: N.int(800, 1000) } } } })),
    llm('OpenAIChat.response', {}, { content: 'Catalogue fully read (3 pages). Out of stock: Astrophytum asterias 5cm, Mammillaria plumosa 8cm.' }),
  ]) },
];
