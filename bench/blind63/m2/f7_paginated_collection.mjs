import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'paginated_collection';
export const LOOP = false;
export const scenarios = [
// 01 cheesemonger — LangSmith
{ domain: 'cheesemonger wholesale price list', style: 'LangSmith run tree', build(c) {
  const goal = 'Collect every cheese in the wholesaler\'s catalogue priced under £20/kg and summarise by milk type.';
  const pages = [
    [['Baron Bigod', 'cow', 31.5], ['Tunworth', 'cow', 18.9], ['Cornish Yarg', 'cow', 17.2], ['Perroche', 'goat', 24.0]],
    [['Ticklemore', 'goat', 19.5], ['Lanark Blue', 'sheep', 23.1], ['Berkswell', 'sheep', 27.8], ['Wensleydale (Hawes)', 'cow', 12.4]],
    [['Ragstone', 'goat', 21.0], ['Sinodun Hill', 'goat', 26.5], ['Caerphilly (Gorwydd)', 'cow', 16.0]],
  ];
  const kids = []; let cur = null;
  pages.forEach((p, i) => {
    kids.push(llm('ChatOpenAI', { messages: i ? `[page ${i} returned ${pages[i - 1].length} items, next_cursor present]` : [{ role: 'user', content: goal }] }, { generations: [[{ message: { content: i ? `Page ${i} had ${pages[i - 1].length} cheeses; fetching page ${i + 1} with the cursor.` : 'Fetching the catalogue.', tool_calls: [{ name: 'catalogue', args: cur ? { cursor: cur } : { limit: 4 } }] } }]] }, { ls_model_name: 'gpt-4o-mini', ...tIso(c) }));
    const next = i < 2 ? c.cursor() : null;
    kids.push(tool('catalogue', cur ? { cursor: cur } : { limit: 4 }, { status: 200, headers: { 'x-request-id': c.uuid(), 'x-total-count': '11', link: next ? `<https://trade.cheese.example/api/items?cursor=${next}>; rel="next"` : '' }, body: { items: p.map(([n, m, pr]) => ({ name: n, milk: m, gbp_per_kg: pr, sku: 'CH' + c.int(1000, 9999) })), next_cursor: next } }, { ls_run_type: 'tool', ...tIso(c) }));
    cur = next;
  });
  kids.push(llm('ChatOpenAI', {}, { generations: [[{ message: { content: 'No next cursor, so the catalogue is complete (11 items). Under £20/kg — cow: Tunworth £18.90, Cornish Yarg £17.20, Wensleydale £12.40, Caerphilly £16.00; goat: Ticklemore £19.50; sheep: none.' } }]] }, { ...tIso(c) }));
  return { isolates: 'Three pages of catalogue items, each different, followed by a null cursor and a summary by milk type.', stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'cow 4, goat 1, sheep 0 under £20/kg' }, kids, { ls_run_type: 'chain', run_id: c.uuid(), project: 'trade-desk' }) };
} },
// 02 clam licences — Langfuse
{ domain: 'hand-gathered clam licensing', style: 'Langfuse', build(c) {
  const goal = 'List all clam-gathering licences expiring in September across the estuary register and draft the renewal reminder list.';
  const pages = [['LIC-0412 (J. Pengelly)', 'LIC-0419 (A. Roskilly)', 'LIC-0433 (T. Nance)'], ['LIC-0501 (M. Trewin)', 'LIC-0507 (D. Carne)'], ['LIC-0622 (R. Hosking)']];
  const kids = [];
  pages.forEach((p, i) => {
    kids.push(tool('register.search', { expires_month: '2024-09', page: i + 1, per_page: 3 }, `HTTP/2 200\ndate: ${c.http()}\nx-page: ${i + 1}\nx-total-pages: 3\nx-ratelimit-remaining: ${c.int(50, 99)}\n\n${JSON.stringify({ results: p, page: i + 1, has_more: i < 2 })}`, { langfuse_type: 'SPAN', ...tIso(c) }));
    kids.push(llm('generation: next-step', { page: i + 1 }, i < 2 ? `Page ${i + 1}: ${p.length} licences (${p.map((x) => x.split(' ')[0]).join(', ')}). has_more is true, requesting page ${i + 2}.` : `Page 3: LIC-0622. has_more is false; the list is complete with 6 licences.`, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', ...tIso(c) }));
  });
  kids.push(llm('generation: draft-reminders', { licences: pages.flat() }, 'Renewal reminders (expiring Sept 2024):\n' + pages.flat().map((x) => '- ' + x).join('\n'), { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', ...tIso(c) }));
  return { isolates: 'A register is read page by page (3, 2, 1 new licences) until has_more is false, then a reminder list of all six is drafted.', stagnation: false, goal,
    root: agent('licence-renewals', { goal }, { reminders: 6 }, kids, { langfuse_trace_id: c.hex(32), release: 'v' + c.int(1, 3) + '.' + c.int(0, 9) }) };
} },
// 03 doula collective — Claude Agent SDK transcript
{ domain: 'doula collective client intake', style: 'Claude Agent SDK transcript', build(c) {
  const goal = 'Go through all intake form submissions since 1 June and count how many clients want birth vs postpartum support.';
  const pages = [[['birth', 'postpartum', 'birth', 'birth']], [['postpartum', 'both', 'birth']], [['postpartum', 'birth']]];
  const kids = []; let off = 0; let tally = { birth: 0, postpartum: 0, both: 0 };
  pages.forEach(([p], i) => {
    kids.push(llm('assistant', {}, { content: [{ type: 'text', text: i === 0 ? 'I will page through the form responses.' : `Offset ${off} next; ${off} responses read so far.` }, { type: 'tool_use', id: c.toolu(), name: 'mcp__forms__list_responses', input: { form: 'intake-2024', since: '2024-06-01', offset: off, limit: 4 } }] }, { model: 'claude-sonnet-4-20250514', uuid: c.uuid(), timestamp: c.iso() }));
    p.forEach((x) => tally[x]++);
    kids.push(tool('mcp__forms__list_responses', { offset: off, limit: 4 }, { content: [{ type: 'text', text: JSON.stringify({ responses: p.map((x) => ({ id: c.uuid().slice(0, 8), support: x, submitted: c.tick(c.ms(3600000, 86400000)) && c.isoNoMs() })), total: 9, offset: off }) }] }, { timestamp: c.iso() }));
    off += p.length;
  });
  kids.push(llm('assistant', {}, { content: [{ type: 'text', text: `All 9 responses read (offset ${off} = total). Birth: ${tally.birth}, postpartum: ${tally.postpartum}, both: ${tally.both}.` }], stop_reason: 'end_turn' }, { model: 'claude-sonnet-4-20250514', timestamp: c.iso() }));
  return { isolates: 'Offset pagination brings 4, 3 and 2 new form responses until the offset equals the total; the agent then gives the counts.', stagnation: false, goal,
    root: agent('claude-agent-sdk session', { prompt: goal }, { subtype: 'success', num_turns: 4, result: 'birth 5, postpartum 3, both 1' }, kids, { session_id: c.uuid() }) };
} },
// 04 angora rabbitry — OpenAI Responses API
{ domain: 'angora rabbit fibre breeders', style: 'OpenAI Responses API', build(c) {
  const goal = 'Pull every fibre-grading record for the French angora herd this season and report average staple length by grade.';
  const pages = [[['A1', 92], ['A1', 88], ['A2', 71]], [['A2', 74], ['B', 55], ['A1', 95]], [['B', 58]]];
  const kids = []; let after = null;
  pages.forEach((p, i) => {
    kids.push(llm('responses.create', { model: 'gpt-4.1', input: i ? [{ type: 'function_call_output', call_id: c.callId(), output: '…' }] : goal, previous_response_id: i ? 'resp_' + c.alnum(24) : null }, { id: 'resp_' + c.alnum(24), output: [{ type: 'function_call', name: 'grading_records', arguments: JSON.stringify(after ? { after, limit: 3 } : { herd: 'french-angora', season: '2024', limit: 3 }), call_id: c.callId() }], usage: { input_tokens: 500 + i * 200, output_tokens: 30 } }, { 'openai-processing-ms': String(c.ms(300, 1200)), 'x-request-id': 'req_' + c.hex(32) }));
    const next = i < 2 ? 'grd_' + c.alnum(12) : null;
    kids.push(tool('grading_records', after ? { after } : { herd: 'french-angora' }, JSON.stringify({ object: 'list', data: p.map(([g, mm]) => ({ id: 'grd_' + c.alnum(12), rabbit: 'FA-' + c.int(10, 60), grade: g, staple_mm: mm, clipped: c.day(-c.int(5, 90)) })), has_more: i < 2, last_id: next }), tLat(c)));
    after = next;
  });
  kids.push(llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Seven records across three pages (has_more now false). Average staple length: A1 91.7 mm (3), A2 72.5 mm (2), B 56.5 mm (2).' }] }], status: 'completed' }, {}));
  return { isolates: 'Cursor pagination over grading records returns 3, 3, 1 new records until has_more is false; averages by grade follow.', stagnation: false, goal,
    root: agent('responses session', { goal }, { status: 'completed' }, kids, { store: true, tool_choice: 'auto' }) };
} },
// 05 thimble collectors' society — Haystack
{ domain: 'thimble collectors\' society archive', style: 'Haystack pipeline', build(c) {
  const goal = 'Compile all newsletter articles that mention Meissen porcelain thimbles from the society\'s archive API into a reading list.';
  const pages = [['1998-03 "Meissen marks explained"', '2001-11 "A Meissen fake uncovered"'], ['2007-05 "Porcelain thimbles at auction"', '2012-02 "Meissen onion pattern"'], ['2019-09 "Restoring a cracked Meissen"']];
  const kids = [];
  pages.forEach((p, i) => {
    kids.push(S('retriever', 'ArchiveRetriever', { query: 'Meissen porcelain thimble', page: i + 1 }, { documents: p.map((t) => ({ id: c.hex(16), content: t, meta: { issue: t.slice(0, 7) } })), meta: { page: i + 1, next_page: i < 2 ? i + 2 : null, served_by: c.host('archive-api'), took_ms: c.ms(20, 300) } }, { metadata: { 'haystack.component.type': 'ArchiveRetriever', ...tLat(c) } }));
    kids.push(llm('OpenAIChatGenerator', { messages: [`page ${i + 1}: ${p.length} articles`] }, { replies: [i < 2 ? `Page ${i + 1} added ${p.length} articles (${p.map((x) => x.slice(0, 7)).join(', ')}); next_page=${i + 2}.` : 'Page 3 adds the 2019 restoration article; next_page is null, so the archive is exhausted.'] }, { 'haystack.component.type': 'OpenAIChatGenerator', ...tLat(c) }));
  });
  kids.push(tool('ListWriter', { items: pages.flat() }, { written: '/srv/society/reading_lists/meissen.md', items: 5, bytes: c.int(400, 700) }, tLat(c)));
  return { isolates: 'Archive pages 1-3 each add different articles, the last page has no next page, and a five-item reading list is written.', stagnation: false, goal,
    root: agent('haystack.pipeline.run', { query: goal }, { written: 5 }, kids, { 'haystack.version': '2.7.0' }) };
} },
// 06 watch strap maker — Mastra
{ domain: 'leather-free watch strap maker (Shopify orders)', style: 'Mastra', build(c) {
  const goal = 'Find all unfulfilled orders containing 20 mm cork straps and total the quantity for tomorrow\'s cutting run.';
  const pages = [[{ o: '#3301', q: 2 }, { o: '#3307', q: 1 }], [{ o: '#3312', q: 3 }, { o: '#3315', q: 1 }], [{ o: '#3320', q: 2 }]];
  const kids = []; let total = 0;
  pages.forEach((p, i) => {
    kids.push(llm('llm: openai/gpt-4o-mini', { messages: '[…]' }, { text: i ? `Got ${pages[i - 1].length} more orders; running total ${total}. Fetching the next page.` : 'Query Shopify for unfulfilled cork 20mm orders.', toolCalls: [{ toolName: 'shopifyOrders', args: { query: 'fulfillment_status:unfulfilled sku:CORK-20', page_info: i ? c.alnum(40) : null } }] }, tOtel(c)));
    p.forEach((x) => (total += x.q));
    kids.push(tool('tool: shopifyOrders', { page: i + 1 }, { status: 200, headers: { link: i < 2 ? `<https://strapco.myshopify.com/admin/api/2024-07/orders.json?page_info=${c.alnum(40)}>; rel="next"` : null, 'x-shopify-shop-api-call-limit': `${c.int(2, 12)}/40`, 'x-request-id': c.uuid() }, body: { orders: p.map((x) => ({ name: x.o, line_items: [{ sku: 'CORK-20', quantity: x.q }], created_at: c.isoOff(1) })) } }, tOtel(c)));
  });
  kids.push(llm('llm: openai/gpt-4o-mini', {}, { text: `No rel="next" link on page 3, so that is every order. 5 orders, ${total} cork 20 mm straps to cut tomorrow.` }, tOtel(c)));
  return { isolates: 'Link-header pagination brings different orders on three pages; when no next link remains the agent totals the straps.', stagnation: false, goal,
    root: agent('agent.opsAgent.generate', { goal }, { finishReason: 'stop' }, kids, { runId: c.uuid() }) };
} },
];
