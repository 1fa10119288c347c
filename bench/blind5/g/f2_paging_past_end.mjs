// Family 2: pagination keeps advancing (or resends the same token) after the last real page.
import { agent, llm, tool, fail, pending, retr } from './lib.mjs';

export const family = {
  name: 'paging-past-last-page',
  isolates: 'After the last real page the agent keeps requesting further pages, offsets, cursors or scrolls (or resends the same next-token) and gets three or more empty results in a row.',
  loop: true,
  stagnation: false,
};

// 1. e-commerce: page-numbered order export
function ordersPages(c) {
  const goal = 'Pull every order from the Shopify store placed in the last 7 days that is still unfulfilled, and give me the total value.';
  const M = 'gpt-4o-mini';
  const ids = (n, base) => Array.from({ length: n }, (_, i) => ({ id: 5400000000 + base + i * 3, name: `#${base + i * 3}`, total_price: (c.int(1500, 25000) / 100).toFixed(2), fulfillment_status: null }));
  const page = (p, orders) => tool('shopify_list_orders', { status: 'open', fulfillment_status: 'unfulfilled', created_at_min: '-7d', limit: 50, page: p }, {
    orders, page: p, per_page: 50, total_count: 112, x_request_id: c.uuid(), api_call_limit: `${c.int(2, 39)}/40`,
  });
  const kids = [
    tool('shopify_get_shop', {}, { shop: { name: 'Kettle & Crumb', plan_name: 'shopify_plus', currency: 'USD', timezone: '(GMT-05:00) America/New_York' }, x_request_id: c.uuid() }),
    tool('shopify_count_orders', { status: 'open', fulfillment_status: 'unfulfilled', created_at_min: '-7d' }, { count: 112, x_request_id: c.uuid() }),
    llm(M, "112 open unfulfilled orders. I'll page through them 50 at a time and sum total_price."),
    page(1, ids(50, 51021)),
    page(2, ids(50, 51402)),
    page(3, ids(12, 51790)),
    page(4, []),
    page(5, []),
    page(6, []),
    page(7, []),
    page(8, []),
    page(9, []),
    page(10, []),
    page(11, []),
    page(12, []),
  ];
  return { domain: 'e-commerce', goal, root: agent('AgentExecutor', goal, 'Agent stopped due to iteration limit or time limit.', kids) };
}

// 2. browser automation: infinite scroll after the feed is exhausted
function scrollFeed(c) {
  c.str = true;
  const goal = 'On our company LinkedIn page, collect the text of every post we published in March 2024 into a list.';
  const M = 'browser-use/gpt-4o';
  const scroll = (n, count, note) => tool('browser.scroll', c.a({ direction: 'down', pixels: 2400 }), { ok: true, scrollY: n, new_elements: count, elapsed_ms: c.ms(), note });
  const extract = (posts) => tool('browser.extract', c.a({ selector: 'div.feed-shared-update-v2', fields: ['date', 'text'] }), { items: posts, frame: 'main', snapshot_id: c.alnum(10) });
  const kids = [
    tool('browser.navigate', c.a({ url: 'https://www.linkedin.com/company/northwind-labs/posts/?feedView=all' }), { status: 200, title: 'Northwind Labs: Posts | LinkedIn', load_ms: c.ms() }),
    llm(M, 'Feed loaded. Posts are lazy-loaded; I will scroll and extract until I reach posts older than March 2024.'),
    extract([{ date: '2024-04-02', text: 'We are hiring data engineers in Lisbon…' }, { date: '2024-03-28', text: 'Our Q1 product recap is live…' }]),
    scroll(2400, 6),
    extract([{ date: '2024-03-19', text: 'Meet the team behind Tidewater…' }, { date: '2024-03-11', text: 'Webinar: streaming ETL without tears…' }, { date: '2024-03-04', text: 'International Women\'s Day spotlight…' }]),
    scroll(4800, 4),
    extract([{ date: '2024-03-01', text: 'Tidewater 2.0 is GA…' }, { date: '2024-02-21', text: 'Open-sourcing our schema registry…' }]),
    llm(M, 'I can see a February post now, so March should be covered, but I will keep scrolling to be sure nothing is missing.'),
    scroll(5210, 0, 'end of page reached'),
    scroll(5210, 0, 'end of page reached'),
    scroll(5210, 0, 'end of page reached'),
    scroll(5210, 0, 'end of page reached'),
    scroll(5210, 0, 'end of page reached'),
    pending('browser.scroll', c.a({ direction: 'down', pixels: 2400 })),
  ];
  return { domain: 'browser automation', goal, root: agent('browser-use Agent', goal, 'Stopped: max_steps=14 reached.', kids) };
}

// 3. research: offset-based literature search past total
function paperSearch(c) {
  const goal = 'Find all papers on "retrieval-augmented generation for clinical notes" since 2022 and list the ones with >20 citations.';
  const M = 'ChatOpenAI';
  const q = 'retrieval-augmented generation clinical notes';
  const mk = (n) => Array.from({ length: n }, () => ({ paperId: c.hex(40), title: c.pick(['RAG for discharge summaries', 'Clinical note QA with retrieval', 'MedRAG benchmark', 'Grounded summarisation of EHR notes', 'Retrieval for ICD coding']) + ' ' + c.int(1, 9), year: c.int(2022, 2024), citationCount: c.int(0, 140) }));
  const s = (offset, data) => retr('semantic_scholar.search', { query: q, year: '2022-', fields: 'title,year,citationCount', offset, limit: 20 },
    data.length ? { total: 47, offset, next: offset + 20, data } : { total: 47, offset, data: [] });
  const kids = [
    s(0, mk(20)),
    s(20, mk(20)),
    s(40, mk(7)),
    s(60, []),
    s(80, []),
    s(100, []),
    s(120, []),
  ];
  return { domain: 'research', goal, root: agent('ResearchAgent', goal, 'Agent stopped due to max iterations.', kids) };
}

// 4. security triage: SIEM search re-sending the same continuation token
function siemCursor(c) {
  const goal = 'Triage alert SEC-4471: list every host that talked to 185.220.101.47 in the last 24h and say which ones need isolation.';
  const M = 'claude-3-5-haiku';
  const tok1 = 'eyJzaWQiOiI' + c.alnum(18) + 'IiwicCI6MX0=';
  const tok = 'eyJzaWQiOiI' + c.alnum(18) + 'IiwicCI6M30=';
  const q = (cursor, events, next) => tool('siem_search', c.a({ query: 'dest.ip="185.220.101.47" earliest=-24h | stats count by src.host', cursor }), {
    search_id: c.uuid(), took_ms: c.ms(), events, next_cursor: next, executed_at: c.rfc(2, 9),
  });
  const kids = [
    tool('get_alert', c.a({ id: 'SEC-4471' }), { id: 'SEC-4471', rule: 'Outbound to Tor exit node', severity: 'high', first_seen: c.isoS(), ioc: '185.220.101.47' }),
    llm(M, 'Alert is an outbound connection to a known Tor exit. I will enumerate all source hosts via the SIEM, following continuation cursors.'),
    q(null, [{ 'src.host': 'fin-ws-0142', count: 37 }, { 'src.host': 'fin-ws-0187', count: 4 }], tok1),
    q(tok1, [{ 'src.host': 'build-runner-09', count: 212 }], tok),
    q(tok, [], tok),
    q(tok, [], tok),
    q(tok, [], tok),
    q(tok, [], tok),
    llm(M, 'I have fin-ws-0142, fin-ws-0187 and build-runner-09 so far; continuing to page in case there are more hosts.'),
    q(tok, [], tok),
  ];
  return { domain: 'security triage', goal, root: agent('soc-copilot', goal, 'Run terminated: step budget exhausted.', kids) };
}

// 5. HR: applicant tracking system offset pagination (nested in a recruiting coordinator)
function atsCandidates(c) {
  c.str = true;
  const goal = 'For the Senior Backend Engineer req (JR-2291), give me everyone who reached the onsite stage and hasn\'t got a decision yet.';
  const M = 'gemini-1.5-pro';
  const list = (offset, cands) => tool('greenhouse.list_applications', c.a({ job_id: 'JR-2291', stage: 'Onsite', offset, per_page: 25 }), {
    applications: cands, meta: { offset, per_page: 25, returned: cands.length, request_id: 'gh-' + c.hex(12), generated_at: c.epochMs(1, 6) },
  });
  const person = (n) => ({ id: c.int(3000000, 3999999), candidate: n, stage: 'Onsite', decision: c.pick([null, null, 'reject']), updated_at: c.isoS() });
  const sub = [
    list(0, ['Priya Raman', 'Tomás Oliveira', 'Hannah Brandt'].map(person)),
    list(25, ['Kwame Mensah', 'Yuki Sato'].map(person)),
    list(50, []),
    list(75, []),
    list(100, []),
    list(125, []),
    list(150, []),
  ];
  const kids = [
    tool('greenhouse.get_job', c.a({ job_id: 'JR-2291' }), { id: 'JR-2291', title: 'Senior Backend Engineer', status: 'open', hiring_manager: 'L. Fischer', openings: 2 }),
    agent('ats-reader', 'Fetch all JR-2291 applications currently in the Onsite stage.', null, sub),
  ];
  return { domain: 'HR', goal, root: agent('recruiting-coordinator', goal, 'Timed out waiting for ats-reader (300s).', kids) };
}

// 6. logistics: carrier shipment API, keeps following after next_cursor became null
function shipmentsCursor(c) {
  const goal = 'Which of our DHL shipments out of the Venlo DC are delayed more than 48h this week? Draft the customer notice list.';
  const M = 'mistral-large-latest';
  const ship = () => ({ awb: String(c.int(1000000000, 9999999999)), dest: c.pick(['DE-Köln', 'FR-Lyon', 'BE-Gent', 'NL-Utrecht', 'PL-Poznań']), eta: c.dateOnly(c.int(-1, 3)), delay_h: c.pick([0, 0, 6, 52, 71, 12]) });
  const call = (cursor, items, next, i) => tool('carrier_api.get', { path: '/v2/shipments', params: { origin: 'NL-VENLO-DC', week, cursor, limit: 4 } }, {
    _meta: { trace: c.hex(16), ms: c.ms(), page: i }, shipments: items, next_cursor: next,
  });
  const week = '2024-W' + c.int(10, 40);
  const first = 'c_' + c.alnum(14);
  const last = 'c_' + c.alnum(14);
  const kids = [
    llm(M, 'I will pull all shipments from the Venlo DC for this week and filter on delay_h > 48.'),
    fail('carrier_api.get', { path: '/v2/shipments', params: { origin: 'NL-VENLO-DC', week, cursor: null, limit: 4 } }, `HTTP 429 Too Many Requests: rate limit exceeded, retry after ${c.int(2, 9)}s (x-request-id ${c.uuid()})`),
    call(null, Array.from({ length: 4 }, ship), first, 1),
    call(first, Array.from({ length: 4 }, ship), last, 2),
    call(last, Array.from({ length: 2 }, ship), null, 3),
    call(last, [], null, 4),
    call(last, [], null, 5),
    call(last, [], null, 6),
    call(last, [], null, 7),
  ];
  return { domain: 'logistics', goal, root: agent('ops-agent', goal, "I couldn't finish: the shipment listing did not complete within the tool-call budget.", kids) };
}

export const scenarios = [ordersPages, scrollFeed, paperSearch, siemCursor, atsCandidates, shipmentsCursor];
