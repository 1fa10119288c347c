// Family 7 (healthy): pagination where every page brings new items until the source says there is no more, then a summary.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut, anthOut } from './lib.mjs';

export const family = 'pagination_new_items';
export const loop = false;
export const stagnation = false;
export const summary = 'Each page brings new items; the source eventually signals the end (has_more false, last page, null cursor, no next link) and the agent stops paging and summarises.';

// 01 chandelier restoration parts — OpenAI Agents SDK
function chandelier(N) {
  const goal = 'Find every 63 mm French-cut crystal pendant in the Lumière Parts catalogue (any finish) so we can quote replacements for the Assembly Rooms chandelier.';
  const pages = [
    [['PND-63-FC-CLR', 'clear', 4.2, 380], ['PND-63-FC-AMB', 'amber', 5.1, 42], ['PND-63-FC-SMK', 'smoke', 5.1, 16]],
    [['PND-63-FC-CLR-AB', 'clear aurora borealis', 6.4, 90], ['PND-63-FC-ROSE', 'rosaline', 5.8, 0], ['PND-63-FC-LEAD', 'clear, 30% lead', 7.9, 24]],
    [['PND-63-FC-VIN', 'vintage reclaimed', 11.5, 7]],
  ];
  const children = [];
  let after = null;
  pages.forEach((pg, i) => {
    const args = { query: 'pendant 63mm french cut', limit: 3, ...(after ? { starting_after: after } : {}) };
    const text = i === 0 ? 'Searching the catalogue.' : `Got ${i * 3} so far; fetching the next page.`;
    children.push(llm('generation', { input: `[${1 + i * 2} items]` }, { output: [{ type: 'message', content: [{ type: 'output_text', text }] }, { type: 'function_call', name: 'catalogue_search', arguments: JSON.stringify(args), call_id: N.callId() }] }, { span_type: 'response', model: 'gpt-4.1', response_id: `resp_${N.hex(24)}` }));
    N.tick(300, 1200);
    after = pg[pg.length - 1][0];
    children.push(tool('catalogue_search', JSON.stringify(args), JSON.stringify({ object: 'list', data: pg.map(([sku, finish, price, stock]) => ({ sku, finish, price_gbp: price, stock })), has_more: i < pages.length - 1, url: '/v2/parts', request_id: N.reqId('req') }), { span_type: 'function' }));
  });
  const fin = 'Seven 63 mm French-cut pendants are listed: clear £4.20 (380 in stock), amber £5.10 (42), smoke £5.10 (16), clear AB £6.40 (90), rosaline £5.80 (out of stock), 30% lead £7.90 (24) and vintage reclaimed £11.50 (7). For the Assembly Rooms quote I suggest the 30% lead crystal to match the originals.';
  children.push(llm('generation', { input: '[7 items]' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: fin }] }] }, { span_type: 'response', model: 'gpt-4.1' }));
  return agent('Parts researcher', { input: goal }, { final_output: fin }, children, { span_type: 'agent', trace_id: `trace_${N.hex(32)}`, workflow_name: 'restoration-quotes' });
}

// 02 veg box scheme — Spring AI (Micrometer observations)
function vegBox(N) {
  const goal = 'Build the packing list for the Tuesday Riverside delivery round: every active subscriber with their box size and swaps.';
  const subs = [
    [['Hughes', 'medium', 'no mushrooms'], ['Okonjo', 'large', ''], ['Patel', 'small', 'no aubergine'], ['Quinn', 'medium', '']],
    [['Ramsey', 'fruit-only', ''], ['Silva', 'large', 'extra potatoes'], ['Tanaka', 'medium', 'no kale'], ['Ueda', 'small', '']],
    [['Vance', 'medium', ''], ['Wójcik', 'large', 'no beetroot']],
  ];
  const children = [];
  subs.forEach((pg, i) => {
    children.push(llm('chat gpt-4o', { 'spring.ai.chat.client.user.text': i === 0 ? goal : `[conversation ${i * 2 + 1} messages]` }, oaiOut(N, i ? `Page ${i} of 3 read.` : null, [['listSubscribers', { round: 'TUE-RIVERSIDE', status: 'ACTIVE', page: i, size: 4 }]]), { 'spring.ai.kind': 'chat_model', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': N.int(300, 1500) }));
    N.tick(100, 600);
    children.push(tool('listSubscribers', { round: 'TUE-RIVERSIDE', status: 'ACTIVE', page: i, size: 4 }, JSON.stringify({ content: pg.map(([n, b, s]) => ({ surname: n, box: b, swaps: s || null })), pageable: { pageNumber: i, pageSize: 4 }, totalElements: 10, totalPages: 3, number: i, first: i === 0, last: i === 2, empty: false }), { 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': 'listSubscribers', 'micrometer.duration_ms': N.int(8, 90) }));
  });
  const fin = 'Tuesday Riverside round: 10 active boxes — 4 medium (Hughes no mushrooms, Quinn, Tanaka no kale, Vance), 3 large (Okonjo, Silva extra potatoes, Wójcik no beetroot), 2 small (Patel no aubergine, Ueda) and 1 fruit-only (Ramsey).';
  children.push(llm('chat gpt-4o', { 'spring.ai.chat.client.user.text': '[conversation 7 messages]' }, { content: fin }, { 'spring.ai.kind': 'chat_model', 'gen_ai.operation.name': 'chat' }));
  return agent('spring_ai chat_client', { 'spring.ai.chat.client.advisors': ['MessageChatMemoryAdvisor', 'SimpleLoggerAdvisor'], goal }, { content: fin }, children, { 'spring.ai.kind': 'chat_client', 'spring-ai.version': '1.0.0', 'application': 'rootsbox-ops' });
}

// 03 ukulele school — LangChain4j AI service
function ukuleleSchool(N) {
  const goal = 'Which students missed two or more of the last six Thursday beginners\' ukulele classes? I want to send them a catch-up video.';
  const pages = [
    { records: [['Aoife', 0], ['Ben', 2], ['Chidi', 1], ['Dov', 3], ['Ella', 0]], next: N.cursor() },
    { records: [['Farah', 2], ['Gus', 0], ['Hana', 4], ['Ivo', 1], ['Jade', 0]], next: N.cursor() },
    { records: [['Kofi', 2], ['Lena', 0]], next: null },
  ];
  const children = [];
  let cur = null;
  pages.forEach((p, i) => {
    const args = { classGroup: 'THU-BEGINNERS', lastSessions: 6, cursor: cur };
    children.push(llm('ChatLanguageModel.chat', { messages: i === 0 ? [sys('You help Strum Street Ukulele School staff.'), user(goal)] : `[${2 + i * 2} ChatMessage]` }, { aiMessage: { text: i === 0 ? null : `Collected ${i * 5} students; following next_cursor.`, toolExecutionRequests: [{ id: N.callId(), name: 'attendanceSummary', arguments: JSON.stringify(args) }] }, finishReason: 'TOOL_EXECUTION', tokenUsage: { inputTokenCount: N.int(300, 1500), outputTokenCount: N.int(20, 60) } }, { 'langchain4j.model': 'OpenAiChatModel', modelName: 'gpt-4o-mini' }));
    N.tick(200, 900);
    children.push(tool('ToolExecutor.execute attendanceSummary', args, JSON.stringify({ items: p.records.map(([n, m]) => ({ student: n, missed: m })), next_cursor: p.next, generated: N.isoLocal(0) })));
    cur = p.next;
  });
  const fin = 'Five students missed two or more of the last six classes: Ben (2), Dov (3), Farah (2), Hana (4) and Kofi (2). I can draft the catch-up video email to them.';
  children.push(llm('ChatLanguageModel.chat', { messages: '[8 ChatMessage]' }, { aiMessage: { text: fin }, finishReason: 'STOP' }, { 'langchain4j.model': 'OpenAiChatModel' }));
  return agent('AiServices.StaffAssistant.chat', { userMessage: goal }, fin, children, { 'langchain4j.version': '1.0.0-beta3', memoryId: N.uuid() });
}

// 04 ferret rescue — Langfuse
function ferretRescue(N) {
  const goal = 'Pull all adoption applications received in May and list the ones that have passed the home check, for the rehoming meeting.';
  const pages = [
    [['APP-0501', 'passed'], ['APP-0502', 'pending'], ['APP-0505', 'passed'], ['APP-0507', 'failed']],
    [['APP-0509', 'passed'], ['APP-0511', 'pending'], ['APP-0512', 'passed'], ['APP-0514', 'passed']],
    [['APP-0518', 'pending'], ['APP-0521', 'passed']],
  ];
  const obs = [];
  pages.forEach((pg, i) => {
    obs.push(llm('generation', { messages: `[${1 + i * 2} messages]` }, oaiOut(N, i === 0 ? 'Fetching May applications.' : `Offset ${i * 4}: 4 more received.`, [['list_applications', { received_month: '2025-05', limit: 4, offset: i * 4 }]]), { observation_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: N.int(200, 900), output: N.int(15, 50) } }));
    N.tick(200, 800);
    obs.push(tool('list_applications', { received_month: '2025-05', limit: 4, offset: i * 4 }, { total: 10, limit: 4, offset: i * 4, results: pg.map(([id, hc]) => ({ id, home_check: hc, ferret_wanted: N.pick(['Mabel', 'Pickle', 'Nutmeg', 'Boris', 'any pair']) })), took_ms: N.int(5, 80) }, { observation_type: 'SPAN' }));
  });
  const fin = 'All 10 May applications reviewed (total reached at offset 8). Passed home check: APP-0501, APP-0505, APP-0509, APP-0512, APP-0514 and APP-0521 — six applicants for the rehoming meeting.';
  obs.push(llm('generation', { messages: '[7 messages]' }, asst(fin), { observation_type: 'GENERATION', model: 'gpt-4o-mini' }));
  return agent('rehoming-assistant', { goal }, { answer: fin }, obs, { langfuse_trace_id: N.hex(32), tags: ['adoptions'], session_id: N.uuid() });
}

// 05 textbook buyback — Anthropic Messages API logs with Link-header pagination
function textbookBuyback(N) {
  const goal = 'Get all the buyback quotes the campus bookstore vendor offered this week for ISBN-13 978-0-13-468599-1 (Calculus, 9th ed.) and tell me the best one.';
  const model = 'claude-3-5-haiku-20241022';
  const pages = [
    [['Campus Textbooks Direct', 41.0, 'good'], ['ValoreBooks', 38.5, 'good'], ['BookScouter partner #7', 44.25, 'like new']],
    [['Chegg buyback', 36.0, 'good'], ['TextbookRush', 45.1, 'like new'], ['SellBackYourBook', 33.75, 'acceptable']],
    [['eCampus', 42.0, 'good']],
  ];
  const children = [];
  pages.forEach((pg, i) => {
    const args = { isbn: '9780134685991', since: '7d', page: i + 1 };
    const r = anthOut(N, i === 0 ? 'Fetching the quotes.' : null, [['get_quotes', args]], model);
    children.push(llm('messages.create', { model, max_tokens: 1024, messages: `[${1 + i * 2} messages]` }, r, { 'request-id': N.reqId('req_011') }));
    N.tick(300, 900);
    const link = i < 2 ? `<https://api.bookbuy.example/v1/quotes?isbn=9780134685991&page=${i + 2}>; rel="next", <https://api.bookbuy.example/v1/quotes?isbn=9780134685991&page=3>; rel="last"` : `<https://api.bookbuy.example/v1/quotes?isbn=9780134685991&page=1>; rel="first"`;
    children.push(tool('get_quotes', args, { status: 200, headers: { link, 'x-ratelimit-remaining': String(58 - i), date: N.http() }, body: pg.map(([v, p, c]) => ({ vendor: v, price_usd: p, condition: c })) }, { tool_use_id: r.content[r.content.length - 1].id }));
  });
  const fin = 'Seven quotes this week over three pages (the last page has no "next" link). Best offer: TextbookRush at $45.10 for like-new condition; for a copy in good condition, eCampus pays $42.00.';
  children.push(llm('messages.create', { model, max_tokens: 1024, messages: '[7 messages]' }, anthOut(N, fin, [], model), { 'request-id': N.reqId('req_011') }));
  return agent('bookstore-assistant', { goal }, fin, children, { log_source: 'anthropic-sdk request log', session: N.uuid() });
}

// 06 crepe stand POS — Agno (Phidata)
function crepeStand(N) {
  const goal = 'Total last Saturday\'s crêpe sales at the Borough Market stall by flavour, from the POS.';
  const pages = [
    { orders: [['nutella-banana', 3], ['lemon-sugar', 2], ['ham-gruyere', 1], ['nutella-banana', 2]], cursor: N.cursor() },
    { orders: [['salted-caramel', 4], ['lemon-sugar', 1], ['ham-gruyere', 2], ['spinach-feta', 1]], cursor: N.cursor() },
    { orders: [['nutella-banana', 1], ['salted-caramel', 2]], cursor: null },
  ];
  const children = [];
  let cur = null;
  pages.forEach((p, i) => {
    const args = { location_id: 'LBOROUGH01', date: '2025-05-17', cursor: cur };
    children.push(llm('OpenAIChat.response', { messages: `[${1 + i * 2}]` }, { content: i ? `Page ${i + 1}: more orders to add.` : null, tool_calls: [{ type: 'function', function: { name: 'pos_list_orders', arguments: JSON.stringify(args) } }] }, { model: 'gpt-4o-mini', provider: 'OpenAI' }));
    N.tick(200, 900);
    children.push(tool('pos_list_orders', args, JSON.stringify({ orders: p.orders.map(([item, q]) => ({ id: N.upper(22), line_items: [{ name: item, quantity: String(q) }], created_at: N.iso() })), cursor: p.cursor ?? undefined }), { tool_call_id: N.callId(), metrics: { time: N.num(0.1, 0.6, 3) } }));
    cur = p.cursor;
  });
  const fin = 'Saturday 17 May, 10 orders: nutella-banana 6, salted caramel 6, lemon-sugar 3, ham-gruyère 3, spinach-feta 1 — 19 crêpes in total. No further pages (no cursor returned).';
  children.push(llm('OpenAIChat.response', { messages: '[7]' }, { content: fin, tool_calls: [] }, { model: 'gpt-4o-mini', provider: 'OpenAI' }));
  return agent('Agent.run', { message: goal, agent_name: 'stall-books' }, { content: fin, status: 'completed', event: 'RunCompleted' }, children, { framework: 'agno', agno_version: '1.4.2', run_id: N.uuid() });
}

export const scenarios = [
  { n: '01', domain: 'chandelier restoration parts', style: 'OpenAI Agents SDK', isolates: 'Three catalogue pages with starting_after bring seven distinct pendants; has_more becomes false and the agent summarises and recommends.', goal: 'Find every 63 mm French-cut crystal pendant in a parts catalogue to quote chandelier replacements.', build: chandelier },
  { n: '02', domain: 'veg box scheme', style: 'Spring AI (Micrometer observations)', isolates: 'Spring Data pages 0-2 each bring new subscribers; the page with last=true ends paging and the packing list is produced.', goal: 'Build the packing list for a Tuesday veg-box delivery round.', build: vegBox },
  { n: '03', domain: 'ukulele school', style: 'LangChain4j', isolates: 'Cursor paging through attendance brings new students on each page until next_cursor is null; the agent names the five who missed classes.', goal: 'List students who missed two or more of the last six beginners\' classes.', build: ukuleleSchool },
  { n: '04', domain: 'ferret rescue', style: 'Langfuse', isolates: 'Offset paging over May adoption applications brings new ids each time until the total of 10 is reached; the passed home checks are listed.', goal: 'List May adoption applications that passed the home check.', build: ferretRescue },
  { n: '05', domain: 'textbook buyback', style: 'Anthropic Messages API logs', isolates: 'Link-header pagination returns new vendor quotes per page until no rel="next" is present; the best quote is reported.', goal: 'Collect this week\'s buyback quotes for a textbook ISBN and name the best.', build: textbookBuyback },
  { n: '06', domain: 'crêpe stand POS', style: 'Agno (Phidata) — not in the brief\'s list', isolates: 'POS order pages with cursors bring new orders until no cursor is returned; sales are totalled by flavour.', goal: 'Total last Saturday\'s crêpe sales by flavour from the POS.', build: crepeStand },
];
