import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'paginate_to_end', loop: false, stagnation: false,
  isolates: 'Healthy: the same list call with a new cursor/page brings new items each time until the source says there is no more, then a summary.' };
const pages = (t, c, texts, call, mk) => texts.forEach((x, i) => t(x, [[call, mk.args(i), () => mk.out(i, c)]]));
export const scenarios = [
{ id: '01', domain: 'tabletop RPG convention GM sign-ups', style: 'mastra', isolates: 'Three pages of GM sign-ups with distinct names, then has_more=false and a count by game system.',
  goal: 'List every GM signed up for DiceCon and count them by game system.',
  build(c) { const S = makeStyle('mastra', c), K = convo(S, 'Convention ops assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const P = [['Mara (D&D 5e)', 'Tobi (Call of Cthulhu)', 'Ines (D&D 5e)'], ['Rhys (Blades in the Dark)', 'Kai (Pathfinder 2e)', 'Lu (D&D 5e)'], ['Oren (Mothership)']];
    pages(t, c, [null, 'Page 1 had 3 GMs; fetching next page.', 'Page 2 had 3 more; fetching next page.'], 'listSignups', { args: i => ({ role: 'gm', cursor: i ? 'cur_' + i : null }), out: (i, c) => ({ data: P[i], next_cursor: i < 2 ? c.cursor() : null, has_more: i < 2, request_id: c.rid() }) });
    t('7 GMs: D&D 5e 3, Call of Cthulhu 1, Blades in the Dark 1, Pathfinder 2e 1, Mothership 1.');
    return S.agent('conOps', { messages: [this.goal] }, ch, { text: '7 GMs' }); } },
{ id: '02', domain: 'stale GitLab merge requests for a museum kiosk repo', style: 'plain', isolates: 'GitLab API pages via Link/X-Next-Page headers until X-Next-Page is empty, then a list of stale MRs.',
  goal: 'Find all open merge requests older than 90 days in kiosk/frontend and list their authors.',
  build(c) { const S = makeStyle('plain', c), K = convo(S, 'You are a repo maintenance bot.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const P = [[{ iid: 214, author: 'jpark', updated: '2024-01-09' }, { iid: 220, author: 'mfe', updated: '2024-01-30' }], [{ iid: 231, author: 'dvoss', updated: '2024-02-11' }], [{ iid: 236, author: 'jpark', updated: '2024-02-27' }]];
    pages(t, c, [null, null, null], 'http_get', { args: i => ({ url: `https://gitlab.example/api/v4/projects/88/merge_requests?state=opened&updated_before=2024-05-01&per_page=2&page=${i + 1}` }), out: (i, c) => `HTTP/1.1 200 OK\nDate: ${c.http()}\nX-Page: ${i + 1}\nX-Next-Page: ${i < 2 ? i + 2 : ''}\nX-Total-Pages: 3\nX-Request-Id: ${c.alnum(26)}\nRateLimit-Remaining: ${c.int(1500, 1999)}\n\n${JSON.stringify(P[i])}` });
    t('4 stale MRs: !214 and !236 by jpark, !220 by mfe, !231 by dvoss.');
    return { type: 'agent', name: 'repo-bot', input: this.goal, output: '4 stale MRs', children: ch, metadata: {} }; } },
{ id: '03', domain: 'flea market vendor applications', style: 'gemini', isolates: 'Paged vendor applications with page tokens; each page new vendors; last page has no nextPageToken; summary by stall type.',
  goal: 'Pull all pending vendor applications for the October flea market and tell me how many want food stalls.',
  build(c) { const S = makeStyle('gemini', c), K = convo(S, 'Market office assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const P = [[['Vintage Vinyl Vic', 'general'], ['Churro Bros', 'food']], [['Tin Toy Attic', 'general'], ['Gözleme Stand', 'food'], ['Bead Bazaar', 'craft']], [['Lemonade Lab', 'food']]];
    pages(t, c, ['', '', ''], 'list_applications', { args: i => ({ status: 'pending', market: '2024-10', pageToken: i ? 'tok' + i : '' }), out: (i, c) => ({ applications: P[i].map(([n, ty]) => ({ name: n, stall: ty, submitted: c.iso() })), ...(i < 2 ? { nextPageToken: c.alnum(24) } : {}) }) });
    t('6 pending applications; 3 want food stalls (Churro Bros, Gözleme Stand, Lemonade Lab).');
    return S.agent('market_office', { q: this.goal }, ch, { finishReason: 'STOP' }); } },
{ id: '04', domain: 'sock subscription chargeback disputes', style: 'openai-agents', isolates: 'Stripe-style starting_after pagination over disputes; new ids each page; has_more false ends it; totals by reason.',
  goal: 'Total up this quarter\'s open disputes on the sock subscription by reason code.',
  build(c) { const S = makeStyle('openai-agents', c), K = convo(S, 'Finance ops agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const P = [[['du_1a', 'fraudulent', 1200], ['du_1b', 'product_not_received', 1200]], [['du_2a', 'subscription_canceled', 2400], ['du_2b', 'fraudulent', 1200]], [['du_3a', 'product_not_received', 1200]]];
    pages(t, c, ['', '', ''], 'list_disputes', { args: i => ({ limit: 2, starting_after: i ? P[i - 1][1][0] : undefined }), out: (i, c) => ({ object: 'list', url: '/v1/disputes', has_more: i < 2, data: P[i].map(([id, r, a]) => ({ id: id + c.alnum(8), reason: r, amount: a, status: 'needs_response', created: c.epoch() })) }) });
    t('5 open disputes: fraudulent 2 (£24), product_not_received 2 (£24), subscription_canceled 1 (£24).');
    return S.agent('FinanceOps', { input: this.goal }, ch, { final_output: 'summary given' }); } },
{ id: '05', domain: 'houseplant shop product reviews', style: 'smolagents', isolates: 'Offset pagination over reviews; distinct reviews; a short final page signals the end; themes summarised.',
  goal: 'Read all reviews of the Calathea Orbifolia listing and summarise complaints.',
  build(c) { const S = makeStyle('smolagents', c), K = convo(S, 'Shop analyst.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const P = [['Arrived with crispy leaf edges', 'Gorgeous, huge leaves', 'Pot cracked in transit'], ['Needs humidity, as warned', 'Brown tips after a week', 'Great packaging'], ['Smaller than the photo']];
    pages(t, c, ['Fetch first page of reviews.', 'Full page of 3; fetch offset 3.', 'Another full page; fetch offset 6.'], 'get_reviews', { args: i => ({ listing: 'calathea-orbifolia', limit: 3, offset: i * 3 }), out: (i, c) => JSON.stringify({ reviews: P[i].map(x => ({ text: x, stars: x.includes('Gorgeous') || x.includes('Great') ? 5 : 2 })), total: 7, served_by: c.host('reviews'), took_ms: c.ms() }) });
    t('All 7 read. Complaints: leaf damage/brown tips (2), cracked pot in transit (1), smaller than pictured (1).', [['final_answer', { answer: 'Complaints: leaf damage (2), transit breakage (1), size (1).' }, 'Complaints: leaf damage (2), transit breakage (1), size (1).']]);
    return S.agent('analyst', { task: this.goal }, ch, 'Complaints: leaf damage (2), transit breakage (1), size (1).'); } },
{ id: '06', domain: 'muted Datadog monitors audit', style: 'griptape', isolates: 'Monitor search paged with page/per_page; new monitors each page; empty page ends; list of long-muted monitors.',
  goal: 'List every monitor muted for more than 30 days so we can review them.',
  build(c) { const S = makeStyle('griptape', c), K = convo(S, 'Observability hygiene agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const P = [[['disk-full kiosk-*', 61], ['p95 latency api-gw', 12]], [['queue depth notifications', 45]], []];
    pages(t, c, ['Searching muted monitors.', 'Next page.', 'Next page.'], 'MonitorSearchTool', { args: i => ({ query: 'muted:true', page: i, per_page: 2 }), out: (i, c) => ({ monitors: P[i].map(([n, d]) => ({ id: c.int(1e7, 9e7), name: n, muted_days: d })), metadata: { page: i, page_count: 3, total_count: 3 } }) });
    t('Muted >30 days: "disk-full kiosk-*" (61 d) and "queue depth notifications" (45 d).');
    return S.agent('hygiene', { input: this.goal }, ch, { output: '2 monitors' }); } },
];
