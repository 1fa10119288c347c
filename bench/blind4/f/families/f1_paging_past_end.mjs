import { A, L, T, P } from '../lib.mjs';

export const family = 'paging-past-last-page';
export const kind = 'paging-loop';
export const loop = true;
export const stagnation = false;
export const isolates =
  'After the last real page the agent keeps advancing the page/offset/cursor/scroll (or re-sends the same token) and gets the same empty end-of-list result three or more further times without finishing.';

// ---------------------------------------------------------------- research
function research(n) {
  n.at('2024-04-02T13:10:00Z');
  const A1 = ['Evaluating', 'Measuring', 'Detecting', 'Benchmarking', 'Mitigating', 'Attributing', 'Quantifying', 'Auditing'];
  const A2 = ['Hallucination', 'Faithfulness', 'Factual Consistency', 'Groundedness', 'Citation Accuracy', 'Answer Attribution'];
  const A3 = ['in Retrieval-Augmented Generation', 'for Open-Domain QA', 'in Long-Form RAG Answers', 'under Noisy Retrieval', 'with Small Rerankers'];
  const papers = [];
  for (let i = 0; i < 23; i++) {
    papers.push({
      paperId: n.hex(40),
      title: `${A1[i % A1.length]} ${A2[(i * 5) % A2.length]} ${A3[(i * 3) % A3.length]}`,
      year: n.int(2021, 2024),
      citationCount: n.int(0, 410),
      venue: n.pick(['ACL', 'EMNLP', 'arXiv.org', 'NAACL', 'TACL', 'ICLR']),
    });
  }
  const q = 'retrieval augmented generation hallucination evaluation';
  const page = (offset, data, next) => {
    const o = { total: 23, offset };
    if (next !== undefined) o.next = next;
    o.data = data;
    return o;
  };
  const kids = [
    L('claude-3-5-sonnet', 'I will gather the candidate literature first, then group the papers by evaluation method (reference-based, NLI-based, LLM-as-judge) before writing the review.'),
    T('scholar_search', { query: q, offset: 0, limit: 10, fields: 'title,year,citationCount,venue' }, page(0, papers.slice(0, 10), 10)),
    T('scholar_search', { query: q, offset: 10, limit: 10, fields: 'title,year,citationCount,venue' }, page(10, papers.slice(10, 20), 20)),
    T('scholar_search', { query: q, offset: 20, limit: 10, fields: 'title,year,citationCount,venue' }, page(20, papers.slice(20))),
    L('claude-3-5-sonnet', 'That gives 23 papers so far. I will keep paging to be thorough before grouping them.'),
  ];
  for (const off of [30, 40, 50, 60, 70, 80]) kids.push(T('scholar_search', { query: q, offset: off, limit: 10, fields: 'title,year,citationCount,venue' }, page(off, [])));
  return {
    domain: 'research', style: 'function-calling assistant',
    goal: 'Find recent papers on evaluating hallucination in retrieval-augmented generation and write me a short literature review grouped by evaluation method.',
    root: A('research_assistant', null, 'Agent stopped: reached max_turns=12 before producing a final answer.', kids),
    meta: { tool: 'scholar_search', empty: (o) => o.data.length === 0 },
  };
}

// ---------------------------------------------------------------- e-commerce (LangGraph, cursor re-sent)
function ecommerce(n) {
  n.at('2024-05-20T07:30:00Z');
  const adj = ['Alpine', 'Ridge', 'Cascade', 'Summit', 'Trail', 'Canyon', 'Glacier', 'Timber', 'Basecamp', 'Switchback'];
  const noun = ['Rain Shell', 'Fleece Hoodie', 'Trekking Poles', 'Dry Bag 20L', 'Camp Mug', 'Headlamp 400', 'Gaiters', 'Merino Beanie', 'Day Pack 24', 'Sleeping Pad'];
  let pid = n.int(7102200000000, 7102299999999);
  const mk = (i) => {
    pid += n.int(1000, 90000);
    const title = `${adj[i % 10]} ${noun[(i * 7 + 3) % 10]}`;
    return { id: `gid://shopify/Product/${pid}`, title, handle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), status: 'active', variants_count: n.int(1, 6), updated_at: n.local(-4) };
  };
  const prods = Array.from({ length: 37 }, (_, i) => mk(i));
  const tokens = Array.from({ length: 5 }, () => n.b64(48));
  const kids = [
    T('shopify_get_shop', { shop: 'northwind-outdoor.myshopify.com' }, { name: 'Northwind Outdoor', currency: 'USD', plan_name: 'shopify_plus', products_count: 37, timezone: '(GMT-05:00) America/New_York' }),
    L('ChatOpenAI', 'Plan: 1) page through active products with shopify_list_products (limit 8) following next_page_info, 2) write them to the staging sheet, 3) report totals.'),
  ];
  const sub = [];
  for (let p = 0; p < 5; p++) {
    const input = p === 0 ? { limit: 8, status: 'active' } : { limit: 8, page_info: tokens[p - 1] };
    // the last real page still echoes a next_page_info (buggy adapter)
    sub.push(T('shopify_list_products', input, { products: prods.slice(p * 8, p * 8 + 8), next_page_info: tokens[p] }));
  }
  for (let i = 0; i < 17; i++) {
    n.step(1, 3);
    sub.push(T('shopify_list_products', { limit: 8, page_info: tokens[4] }, { products: [], next_page_info: tokens[4] }));
  }
  kids.push(A('fetch_products', 'Pull all active products from northwind-outdoor into memory, following next_page_info until exhausted.',
    'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', sub));
  kids.push(T('log_run', { job: 'catalog_sync', status: 'failed', failed_node: 'fetch_products', rows_written: 0 }, { ok: true, run_id: n.uuid(), logged_at: n.epoch() }));
  return {
    domain: 'e-commerce', style: 'LangGraph nodes',
    goal: "Sync every active product from our Shopify store 'northwind-outdoor' into the merchandising staging sheet and tell me how many were copied.",
    root: A('LangGraph', null, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition. No rows were written to the staging sheet.', kids),
    meta: { tool: 'shopify_list_products', empty: (o) => o.products.length === 0 },
  };
}

// ---------------------------------------------------------------- support (chatty, page numbers, ends pending)
function support(n) {
  n.at('2024-04-03T15:00:00Z');
  const subjects = ['Charged twice for April invoice', 'Dispute: annual plan renewal', 'Refund not received', 'Card charged after cancellation', 'Unknown charge from ACME*CLOUD', 'Pro-rated amount looks wrong', 'Chargeback notice received', 'Billed for seats we removed', 'Tax added incorrectly', 'Duplicate payment on upgrade'];
  let id = n.int(48000, 48200);
  const mk = (i) => { id += n.int(3, 140); n.step(3600, 90000); return { id, subject: subjects[(i * 3) % 10], status: n.pick(['open', 'pending', 'solved', 'solved']), requester_id: n.int(360000000000, 369999999999), created_at: n.isoSec() }; };
  const all = Array.from({ length: 38 }, (_, i) => mk(i));
  const base = 'https://acmecloud.zendesk.com/api/v2/search.json?query=tags%3Abilling-dispute+created%3E2024-01-01+created%3C2024-04-01&per_page=15';
  const page = (p, res) => ({ results: res, count: 38, next_page: p < 3 ? `${base}&page=${p + 1}` : null, previous_page: p > 1 ? `${base}&page=${p - 1}` : null });
  const q = { query: 'tags:billing-dispute created>2024-01-01 created<2024-04-01', per_page: 15 };
  const kids = [
    L('gpt-4o', "Sure thing! I'll pull every ticket tagged billing-dispute from Q1 and put them in a CSV for you. Let me page through the search results now."),
    T('zendesk_search', { ...q, page: 1 }, page(1, all.slice(0, 15))),
    T('zendesk_search', { ...q, page: 2 }, page(2, all.slice(15, 30))),
    T('zendesk_search', { ...q, page: 3 }, page(3, all.slice(30))),
    L('gpt-4o', "Great progress — that's 38 tickets so far! I'll keep going through the next pages to be sure I haven't missed any."),
  ];
  for (const p of [4, 5, 6, 7]) kids.push(T('zendesk_search', { ...q, page: p }, { results: [], count: 38, next_page: null, previous_page: `${base}&page=${p - 1}` }));
  kids.push(P('zendesk_search', { ...q, page: 8 }));
  return {
    domain: 'customer support', style: 'chatty assistant',
    goal: "Export all tickets tagged 'billing-dispute' from last quarter (Jan-Mar) into a CSV so I can review them.",
    root: A('SupportOps Assistant', null, 'Run interrupted: the session exceeded its 300s wall-clock budget while waiting on zendesk_search.', kids),
    meta: { tool: 'zendesk_search', empty: (o) => o.results.length === 0 },
  };
}

// ---------------------------------------------------------------- security (OpenAI Agents handoff, ES scroll)
function security(n) {
  n.at('2024-06-11T02:41:00Z');
  const rules = ['Suspicious PowerShell EncodedCommand', 'LSASS memory access', 'New service installed via sc.exe', 'Office spawning cmd.exe', 'Rundll32 network connection'];
  const hosts = ['FIN-WS-0142', 'FIN-WS-0177', 'FIN-LT-0031', 'HR-WS-0210', 'FIN-SRV-DB02'];
  const mk = (i) => { n.step(20, 600); return { _index: '.alerts-security.alerts-default-000041', _id: n.hex(20), _source: { '@timestamp': n.iso(), 'kibana.alert.rule.name': rules[i % 5], 'host.name': hosts[(i * 3) % 5], 'kibana.alert.severity': n.pick(['high', 'medium', 'critical']) } } };
  const alerts = Array.from({ length: 24 }, (_, i) => mk(i));
  const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + n.b64(40);
  const hitsPage = (h) => ({ _scroll_id: sid, took: n.int(2, 31), timed_out: false, hits: { total: { value: 24, relation: 'eq' }, max_score: null, hits: h } });
  const sub = [
    T('siem_search', { index: '.alerts-security.alerts-*', scroll: '1m', size: 10, query: { bool: { filter: [{ terms: { 'host.name': hosts } }, { range: { '@timestamp': { gte: 'now-24h' } } }] } } }, hitsPage(alerts.slice(0, 10))),
    T('siem_scroll', { scroll_id: sid, scroll: '1m' }, hitsPage(alerts.slice(10, 20))),
    T('siem_scroll', { scroll_id: sid, scroll: '1m' }, hitsPage(alerts.slice(20))),
  ];
  for (let i = 0; i < 28; i++) sub.push(T('siem_scroll', { scroll_id: sid, scroll: '1m' }, { _scroll_id: sid, took: n.int(0, 2), timed_out: false, hits: { total: { value: 24, relation: 'eq' }, max_score: null, hits: [] } }));
  const kids = [
    T('get_incident', { incident_id: 'INC-20240611-007' }, { id: 'INC-20240611-007', title: 'Possible credential theft on finance workstations', priority: 'P2', opened_at: n.rfc(), assets: hosts }),
    L('gpt-4o', 'The incident covers five finance hosts. The first step is collecting every alert on those hosts from the last 24h, which is a bulk job for the Alert Collector.'),
    T('transfer_to_alert_collector', {}, { assistant: 'Alert Collector' }),
    A('Alert Collector', 'Collect all SIEM alerts from the last 24h for hosts FIN-WS-0142, FIN-WS-0177, FIN-LT-0031, HR-WS-0210, FIN-SRV-DB02 and return them grouped by rule.',
      'MaxTurnsExceeded: Max turns (32) exceeded', sub),
  ];
  return {
    domain: 'security triage', style: 'OpenAI Agents handoff',
    goal: 'Triage INC-20240611-007: gather all alerts on the affected finance hosts from the last 24 hours and tell me whether this looks like credential theft.',
    root: A('Triage Agent', null, 'Run ended with MaxTurnsExceeded inside Alert Collector; no triage verdict was produced.', kids),
    meta: { tool: 'siem_scroll', empty: (o) => o.hits.hits.length === 0 },
  };
}

// ---------------------------------------------------------------- logistics (offset; text changes meaningfully)
function logistics(n) {
  n.at('2024-06-03T14:05:00Z');
  const lanes = ['CMH→IND', 'CMH→CHI', 'CMH→DET', 'CMH→PIT', 'CMH→LOU', 'CMH→STL'];
  let pro = n.int(40120000, 40129999);
  const mk = (i) => { pro += n.int(3, 400); return { pro_number: String(pro), lane: lanes[(i * 5) % 6], delivered_at: `2024-05-${String(1 + (i % 30)).padStart(2, '0')}T${String(8 + (i % 9)).padStart(2, '0')}:${String(n.int(0, 59)).padStart(2, '0')}:00-04:00`, weight_lb: n.int(420, 18800), charge_usd: n.int(310, 2950) + 0.5 * n.int(0, 1) }; };
  const ships = Array.from({ length: 37 }, (_, i) => mk(i));
  const base = { carrier_scac: 'RDGL', status: 'delivered', delivered_from: '2024-05-01', delivered_to: '2024-05-31', limit: 15 };
  const pg = (off, s) => ({ total_count: 37, offset: off, limit: 15, shipments: s });
  const kids = [
    L('gpt-4-turbo', 'To reconcile, I need (a) the invoice lines for Ridgeline Freight in May and (b) the delivered shipments from the TMS. I will load the invoice file first.'),
    T('read_invoice_csv', { path: 's3://acme-ap-inbox/carriers/ridgeline/RDGL_INV_2024-05.csv' }, { rows: 41, columns: ['invoice_no', 'pro_number', 'ship_date', 'amount_usd'], sample: [{ invoice_no: 'RF-558120', pro_number: ships[0].pro_number, ship_date: '2024-04-30', amount_usd: ships[0].charge_usd }], read_ms: n.ms() }),
    T('tms_list_shipments', { ...base, offset: 0 }, pg(0, ships.slice(0, 15))),
    T('tms_list_shipments', { ...base, offset: 15 }, pg(15, ships.slice(15, 30))),
    T('tms_list_shipments', { ...base, offset: 30 }, pg(30, ships.slice(30))),
    L('gpt-4-turbo', 'I have 37 shipments but the invoice has 41 lines. total_count says 37, yet I suspect the remaining four are further down the list; moving to offset 45.'),
    T('tms_list_shipments', { ...base, offset: 45 }, pg(45, [])),
    L('gpt-4-turbo', 'Offset 45 is empty. Perhaps partial deliveries are filed under a later sequence block in the TMS, separate from the main run — checking offset 60.'),
    T('tms_list_shipments', { ...base, offset: 60 }, pg(60, [])),
    L('gpt-4-turbo', 'Nothing at 60. Another possibility: re-consigned loads are excluded from total_count but appended at the tail after a gap, so I will probe offset 75.'),
    T('tms_list_shipments', { ...base, offset: 75 }, pg(75, [])),
    L('gpt-4-turbo', 'Still empty. Maybe the API silently caps limit and wraps the cursor around; trying offset 90 to test that theory.'),
    T('tms_list_shipments', { ...base, offset: 90 }, pg(90, [])),
  ];
  return {
    domain: 'logistics', style: 'reasoning agent',
    goal: "Reconcile all shipments delivered by carrier Ridgeline Freight (SCAC RDGL) in May against their invoice file and list any discrepancies.",
    root: A('freight-audit-agent', null, 'Stopped after 12 steps (step budget exhausted). Reconciliation not completed.', kids),
    meta: { tool: 'tms_list_shipments', empty: (o) => o.shipments.length === 0 },
  };
}

// ---------------------------------------------------------------- real estate (browser scrolling past end)
function realestate(n) {
  n.at('2024-03-09T18:20:00Z');
  const streets = ['W Hays St', 'N 15th St', 'E Boise Ave', 'W Irving St', 'S Vista Ave', 'N Garden St', 'W Cherry Ln', 'E Parkcenter Blvd', 'N Five Mile Rd', 'W State St'];
  const mk = (i) => ({ address: `${n.int(110, 9800)} ${streets[(i * 7) % 10]}, Boise, ID`, price: `$${n.int(412, 649)},${n.pick(['000', '900', '500', '950'])}`, beds: 3, baths: n.pick([2, 2, 2.5, 1.5]), sqft: n.int(1240, 2380), url: `https://www.homefinder.example/ID/Boise/home/${n.int(180000000, 189999999)}` });
  const cards = Array.from({ length: 18 }, (_, i) => mk(i));
  const kids = [
    L('gpt-4o-mini', 'Open the search results page with filters beds=3 and max price 650k, then scroll and collect listing cards until all are loaded.'),
    T('browser_navigate', { url: 'https://www.homefinder.example/city/Boise/ID/filter/min-beds=3,max-beds=3,max-price=650k' }, { status: 200, title: '3 Bedroom Homes for Sale in Boise, ID | HomeFinder', url: 'https://www.homefinder.example/city/Boise/ID/filter/min-beds=3,max-beds=3,max-price=650k', load_ms: n.ms(800, 2400) }),
    T('scroll_and_collect', { pixels: 1800 }, { scrollY: 1800, documentHeight: 5120, new_cards: cards.slice(0, 9), reached_end: false }),
    T('scroll_and_collect', { pixels: 1800 }, { scrollY: 3600, documentHeight: 5120, new_cards: cards.slice(9, 16), reached_end: false }),
    T('scroll_and_collect', { pixels: 1800 }, { scrollY: 4330, documentHeight: 5120, new_cards: cards.slice(16), reached_end: true, footer_text: "You've reached the end of the results · 18 homes" }),
  ];
  for (let i = 0; i < 5; i++) kids.push(T('scroll_and_collect', { pixels: 1800 }, { scrollY: 4330, documentHeight: 5120, new_cards: [], reached_end: true, footer_text: "You've reached the end of the results · 18 homes" }));
  return {
    domain: 'real estate', style: 'browser agent',
    goal: 'Collect every 3-bed home under $650k currently listed in Boise on HomeFinder into a list with address, price and link.',
    root: A('browser-agent', null, 'Stopped: step limit (10) reached.', kids),
    meta: { tool: 'scroll_and_collect', empty: (o) => o.new_cards.length === 0 },
  };
}

export const scenarios = [research, ecommerce, support, security, logistics, realestate];
