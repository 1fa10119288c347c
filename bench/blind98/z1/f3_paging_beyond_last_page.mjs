import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'paging_beyond_last_page';

// 01: Buffer scheduled updates; OpenAI Agents style with tools as siblings
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Find every scheduled LinkedIn post in Buffer for the Harbor Analytics profile that mentions "webinar" and move them one day later.';
  const msgs = [sys('Social scheduling agent using the Buffer API.'), u(goal)];
  const kids = [];
  const texts = ['Join our webinar on churn models', 'New case study: Port of Tallinn', 'Webinar recording is live', 'Hiring: data engineer', 'Q3 benchmark report', 'Webinar: forecasting with sparse data', 'Behind the scenes at our Oslo office', 'Customer story: Fjord Freight'];
  const page = (n) => { const items = n === 1 ? texts.slice(0, 5) : n === 2 ? texts.slice(5) : []; return { total: 8, updates: items.map((t) => ({ id: c.hex(24), text: t, status: 'buffer', due_at: c.unix() + c.int(86400, 900000), profile_service: 'linkedin', created_at: c.unix() - c.int(1e4, 1e6) })), _meta: { request_id: c.uuid(), rate_limit: { remaining: c.int(40, 60), window_s: 60 } } }; };
  const notes = ['Listing pending updates, page 1.', 'Page 1 had 5 updates, two mention webinars. Fetching page 2.', 'Page 2 had 3 more (one webinar post). Checking page 3 in case there are more.', 'Page 3 came back empty. Trying page 4, sometimes Buffer skips a page.', 'Page 4 empty too. Checking page 5.', 'Still nothing on page 5; trying page 6 before moving posts.', 'Page 6 also empty; page 7 to be thorough.'];
  notes.forEach((t, i) => {
    const args = { profile_id: '5f1e' + 'a9c20b7d3e8f6a1c2d4e', page: i + 1, count: 5 };
    c.tick(); kids.push(llm(c, M, msgs, t, [['buffer_get_pending_updates', args]]));
    c.tick(); kids.push(tool('buffer_get_pending_updates', args, page(i + 1), { metadata: { duration_ms: c.ms() } }));
  });
  c.tick(); kids.push(span('guardrail', 'max_turns', { max_turns: 15 }, { tripped: true }, []));
  return { isolates: 'After the last real page of scheduled posts (8 of 8 seen by page 2), the agent requests pages 3 to 7, each an identical empty list, and never reschedules anything.', loop: true, stagnation: false, goal,
    root: agent('Buffer Scheduler', { input: goal }, { final_output: null }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: Contentful entries by skip, LangGraph nodes; the model repeats one sentence verbatim
function r02(c) {
  const goal = 'Scan all blogPost entries in Contentful space "m4q9t1" and list the ones whose body links to the retired domain old.kettleworks.com.';
  const node = (name, kids, out) => chain(name, { state: 'messages' }, out, kids, { langgraph_node: name, langgraph_step: c.n() });
  const L = (t) => { c.tick(); return llmText(c, 'claude-3-5-haiku-20241022', 'scan loop', t); };
  const page = (skip) => ({ sys: { type: 'Array' }, total: 137, skip, limit: 100, items: skip < 137 ? Array.from({ length: Math.min(3, 137 - skip) }, () => ({ sys: { id: c.b62(22), version: c.int(2, 60), updatedAt: c.iso() }, fields: { slug: 'post-' + c.hex(4) } })).concat([{ note: `... ${Math.min(100, 137 - skip) - 3} more` }]) : [], _headers: { 'x-contentful-request-id': c.uuid(), 'cf-cache-status': c.pick(['HIT', 'MISS', 'EXPIRED']), 'x-contentful-route': '/spaces/:space/environments/:env/entries' } });
  const T = (skip) => { c.tick(); return tool('contentful_get_entries', { content_type: 'blogPost', limit: 100, skip, 'fields.body[match]': 'old.kettleworks.com' }, page(skip)); };
  const same = 'The page returned no items; continuing to the next page to make sure nothing is missed.';
  const kids = [
    node('agent', [L('Query entries with limit 100, skip 0.')], { next: 'tools' }), node('tools', [T(0)], {}),
    node('agent', [L('100 of 137 scanned, 2 link to the old domain. Next skip 100.')], { next: 'tools' }), node('tools', [T(100)], {}),
    node('agent', [L('137 of 137 scanned, 1 more match. Checking skip 200.')], { next: 'tools' }), node('tools', [T(200)], {}),
    node('agent', [L(same)], { next: 'tools' }), node('tools', [T(300)], {}),
    node('agent', [L(same)], { next: 'tools' }), node('tools', [T(400)], {}),
    node('agent', [L(same)], { next: 'tools' }), node('tools', [T(500)], {}),
  ];
  return { isolates: 'The total of 137 entries is covered by skip 100, yet the agent keeps advancing skip to 200, 300, 400 and 500, getting the same empty items array and repeating one sentence.', loop: true, stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 12 reached' }, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: Mastodon notifications, same max_id re-sent; plain HTTP tool recorder
function r03(c) {
  const goal = 'Reply to every unanswered question in the notifications of @editor@social.kestrelpress.eu from this week.';
  const kids = [];
  const S = (t) => { c.tick(); kids.push(span('llm', 'generate', { prompt: '…notifications so far…' }, { text: t, finish_reason: 'tool_calls' }, [], { metadata: { model: 'mistral-small-2409', tokens: c.int(300, 2000) } })); };
  const H = (q, body, link) => { c.tick(); kids.push(tool('http_request', { method: 'GET', url: 'https://social.kestrelpress.eu/api/v1/notifications' + q, headers: { Authorization: 'Bearer ***' } }, { status: 200, headers: { date: c.http(), 'x-request-id': c.uuid(), 'x-ratelimit-remaining': String(c.int(250, 299)), 'x-ratelimit-reset': c.iso(), ...(link ? { link } : {}), 'x-runtime': (c.r() * 0.2).toFixed(6) }, body }, { metadata: { elapsed_ms: c.ms() } })); };
  const n = (t) => ({ id: String(c.int(4e5, 5e5)), type: 'mention', created_at: c.iso(), account: { acct: c.pick(['tomasz@mas.to', 'reina@hachyderm.io', 'lfk@mastodon.social']) }, status: { id: '1134' + c.int(1e13, 9e13), content: `<p><span class="h-card"><a href="https://social.kestrelpress.eu/@editor">@editor</a></span> ${t}</p>`, in_reply_to_id: null } });
  S('Fetch the newest notifications of type mention.');
  H('?types[]=mention&limit=40', [n('when does the spring issue ship?'), n('is the submission window still open?'), n('loved the essay on tide mills')], '<https://social.kestrelpress.eu/api/v1/notifications?max_id=401877&types[]=mention>; rel="next", <https://social.kestrelpress.eu/api/v1/notifications?min_id=409912>; rel="prev"');
  S('Three mentions, two questions. Following the next link with max_id=401877 for older ones.');
  H('?types[]=mention&limit=40&max_id=401877', [n('do you accept translated fiction?')], '<https://social.kestrelpress.eu/api/v1/notifications?max_id=400210&types[]=mention>; rel="next"');
  S('One more question. Following max_id=400210.');
  H('?types[]=mention&limit=40&max_id=400210', [], null);
  S('Empty array, no Link header. Retrying max_id=400210 in case the instance was slow.');
  H('?types[]=mention&limit=40&max_id=400210', [], null);
  S('Empty again with max_id=400210. Requesting it once more with limit 80.');
  H('?types[]=mention&limit=80&max_id=400210', [], null);
  S('Still an empty list for max_id=400210. Trying again without the types filter.');
  H('?limit=40&max_id=400210', [], null);
  S('Empty. Re-sending max_id=400210 with exclude_types[]=follow.');
  H('?exclude_types[]=follow&limit=40&max_id=400210', [], null);
  c.tick(); kids.push(span('limit', 'step_budget', { max_steps: 14 }, { exhausted: true }, []));
  return { isolates: 'After the last page (no Link header) the agent re-sends the same max_id cursor five times with cosmetic parameter changes, always getting [], and never replies to the three questions it already found.', loop: true, stagnation: false, goal,
    root: agent('mastodon-community-agent', { goal }, { status: 'step budget exhausted' }, kids, { recorder: 'otel-genai', 'service.name': 'community-bot', trace_id: c.hex(32) }) };
}
export const rows = [r01, r02, r03];
