// Family 3: the real results run out, but the agent keeps requesting further pages /
// offsets / cursors / scroll positions and gets the same empty page 3+ times in a row.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'paging-beyond-the-end';
export const loop = true;
export const stagnation = false;

// ---------------------------------------------------------------- 01 retail POS / Vercel AI SDK (page numbers)
function retail(c) {
  c.startAt('2025-06-02T13:30:00Z', 60);
  const goal = 'Reconcile refunds for store #0412 on 2025-05-31: list every refund transaction from the POS and total them by tender type.';
  const tenders = ['CASH', 'VISA', 'MC', 'AMEX', 'GIFT', 'DEBIT'];
  let n = 0;
  const mk = (k) => Array.from({ length: k }, () => {
    n++;
    return { txnId: `0412-R-${String(5300 + n * 7 + c.int(0, 5)).padStart(6, '0')}`, time: `2025-05-31T${String(9 + Math.floor(n / 3)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}-05:00`, register: `R${c.int(1, 6)}`, tender: c.pick(tenders), amount: -c.float(3, 180, 2), cashier: `E${c.int(1040, 1099)}`, origTxn: `0412-S-${c.digits(6)}` };
  });
  const page = (p, items) => ({ data: items, page: p, pageSize: 10, total: 23, totalPages: 3, requestId: c.reqId('pos_'), generatedAt: c.now() });
  const args = (p) => ({ storeId: '0412', businessDate: '2025-05-31', type: 'REFUND', page: p, pageSize: 10 });
  const m = 'ai.generateText.doGenerate';
  const kids = [
    c.llm(m, { system: 'You are a retail finance assistant with read access to the POS API.', prompt: goal }, 'I\'ll page through the refund transactions for 0412 on May 31 and total them by tender.'),
    c.tool('ai.toolCall listTransactions', args(1), page(1, mk(10))),
    c.tool('ai.toolCall listTransactions', args(2), page(2, mk(10))),
    c.tool('ai.toolCall listTransactions', args(3), page(3, mk(3))),
    c.tool('ai.toolCall listTransactions', args(4), page(4, [])),
    c.tool('ai.toolCall listTransactions', args(5), page(5, [])),
    c.tool('ai.toolCall listTransactions', args(6), page(6, [])),
    c.tool('ai.toolCall listTransactions', args(7), page(7, [])),
  ];
  return {
    goal,
    isolates: 'After three real pages (23 refunds, totalPages 3), the agent requests pages 4 through 7 and gets the same empty data array each time until the step limit hits.',
    root: c.agent('ai.generateText', goal, 'Stopped at the step limit (stepCountIs(8)) while still paging listTransactions; no refund reconciliation was produced.', kids, { error: 'Generation stopped: stepCountIs(8) reached while the model was still issuing listTransactions calls; no reconciliation text was produced.' }),
  };
}

// ---------------------------------------------------------------- 02 nonprofit grants / LangGraph, tool-only (same cursor re-sent)
function grants(c) {
  c.startAt('2025-09-10T19:00:00Z', 180);
  const goal = 'Find every open federal grant opportunity for rural digital-literacy or broadband-adoption programs that closes after October 1, and list them with agency, ceiling and deadline.';
  const opp = (num, title, agency, close, ceiling) => ({ opportunityNumber: num, title, agency, closeDate: close, awardCeiling: ceiling, status: 'posted' });
  const p1 = [
    opp('USDA-RUS-DLT-2026', 'Distance Learning and Telemedicine Grants', 'USDA-RUS', '2025-11-03', 1000000),
    opp('NTIA-DEP-26-001', 'Digital Equity Competitive Grant Program — Round 2', 'DOC-NTIA', '2025-12-15', 12000000),
    opp('IMLS-NLG-L-26', 'National Leadership Grants for Libraries', 'IMLS', '2025-11-14', 1000000),
    opp('ARC-POWER-26', 'POWER Initiative — Broadband Implementation', 'ARC', '2025-10-24', 1500000),
    opp('HRSA-26-031', 'Rural Health Network Development — Telehealth', 'HHS-HRSA', '2025-10-09', 300000),
  ];
  const p2 = [
    opp('ED-GRANTS-093025-001', 'Adult Education Digital Skills Innovation', 'ED', '2025-11-21', 750000),
    opp('USDA-RD-RCDG-26', 'Rural Community Development Initiative', 'USDA-RD', '2025-10-30', 500000),
    opp('NTIA-TBCP-26', 'Tribal Broadband Connectivity — Digital Use', 'DOC-NTIA', '2026-01-12', 2500000),
    opp('DRA-SEDAP-26', 'Delta Regional Authority — Community Infrastructure Fund', 'DRA', '2025-10-17', 1000000),
  ];
  const C1 = 'eyJvZmZzZXQiOjV9', C2 = 'eyJvZmZzZXQiOjl9';
  const res = (hits, next) => ({ hits, hitCount: 9, next_cursor: next, searchId: c.uuid(), took_ms: c.int(40, 320), served_at: c.now() });
  const q = { keyword: 'rural digital literacy broadband adoption', oppStatuses: 'posted', closeDateFrom: '2025-10-01', rows: 5 };
  const kids = [
    c.tool('search_grants', q, res(p1, C1)),
    c.tool('search_grants', { ...q, cursor: C1 }, res(p2, C2)),
    c.tool('search_grants', { ...q, cursor: C2 }, res([], C2)),
    c.tool('search_grants', { ...q, cursor: C2 }, res([], C2)),
    c.tool('search_grants', { ...q, cursor: C2 }, res([], C2)),
    c.tool('search_grants', { ...q, cursor: C2 }, res([], C2)),
  ];
  return {
    goal,
    isolates: 'Once nine opportunities are retrieved, the API keeps handing back the same next_cursor with no hits and the agent re-sends that cursor four times.',
    root: c.agent('LangGraph', goal, 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.', kids, { error: 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.' }),
  };
}

// ---------------------------------------------------------------- 03 devops / OpenAI Agents SDK (CloudWatch nextForwardToken)
function devops(c) {
  c.startAt('2025-08-19T09:12:00Z', 30);
  const goal = 'Pull the full CloudWatch log stream for the failed payments-settlement ECS task 7c1e9a04b2f64d0e9b5a3f1c8d2e6a77 and tell me why it exited with code 137.';
  const stream = 'ecs/settlement-worker/7c1e9a04b2f64d0e9b5a3f1c8d2e6a77';
  let t = c.epochMs() - 3 * 3600000;
  const ev = (msg) => { t += c.int(800, 40000); return { timestamp: t, message: msg, ingestionTime: t + c.int(120, 900) }; };
  const p1 = [
    ev('{"level":"info","msg":"settlement worker starting","version":"3.18.2","batch_window":"2025-08-19T04:00Z"}'),
    ev('{"level":"info","msg":"loaded 48211 pending captures","source":"ledger-replica"}'),
    ev('{"level":"info","msg":"processing batch","batch":1,"size":5000,"heap_used_mb":612}'),
    ev('{"level":"info","msg":"processing batch","batch":2,"size":5000,"heap_used_mb":903}'),
    ev('{"level":"warn","msg":"acquirer response slow","acquirer":"adyen","p95_ms":2210}'),
    ev('{"level":"info","msg":"processing batch","batch":3,"size":5000,"heap_used_mb":1187}'),
    ev('{"level":"info","msg":"processing batch","batch":4,"size":5000,"heap_used_mb":1466}'),
    ev('{"level":"info","msg":"processing batch","batch":5,"size":5000,"heap_used_mb":1702}'),
  ];
  const p2 = [
    ev('{"level":"info","msg":"processing batch","batch":6,"size":5000,"heap_used_mb":1931}'),
    ev('{"level":"warn","msg":"gc pause","pause_ms":1840}'),
    ev('{"level":"info","msg":"processing batch","batch":7,"size":5000,"heap_used_mb":2011}'),
  ];
  const F1 = 'f/38446719200417735482019771130028413520496113022771200000', F2 = 'f/38446719811204457730012936620487715530441997201534400000';
  const B = 'b/38446719200417735482019771130028413520496113022771200000';
  const out = (events, fwd) => ({ events, nextForwardToken: fwd, nextBackwardToken: B, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200, HTTPHeaders: { 'x-amzn-requestid': c.uuid(), date: c.httpDate(), 'content-type': 'application/x-amz-json-1.1' }, RetryAttempts: 0 } });
  const base = { logGroupName: '/ecs/payments-settlement', logStreamName: stream, startFromHead: true, limit: 50 };
  const m = 'Response';
  const kids = [
    c.llm(m, [sys('You are the on-call assistant. You can read CloudWatch logs and ECS task metadata.'), user(goal)], 'I\'ll check the stopped task\'s metadata, then read its log stream from the start.'),
    c.tool('describe_ecs_task', { cluster: 'payments-prod', task: '7c1e9a04b2f64d0e9b5a3f1c8d2e6a77' }, { lastStatus: 'STOPPED', stopCode: 'EssentialContainerExited', stoppedReason: 'Essential container in task exited', containers: [{ name: 'settlement-worker', exitCode: 137, memory: 2048, memoryReservation: 1536 }], taskDefinition: 'payments-settlement:214', stoppedAt: c.now() }),
    c.tool('get_log_events', base, out(p1, F1)),
    c.tool('get_log_events', { ...base, nextToken: F1 }, out(p2, F2)),
    c.llm(m, [toolMsg('get_log_events', '(3 events, last heap_used_mb=2011)')], 'Heap climbed to ~2 GB against a 2048 MB hard limit, which points to an OOM kill, but I don\'t see a final error line yet. The stream may have more events; I\'ll keep reading with the forward token.'),
    c.tool('get_log_events', { ...base, nextToken: F2 }, out([], F2)),
    c.tool('get_log_events', { ...base, nextToken: F2 }, out([], F2)),
    c.tool('get_log_events', { ...base, nextToken: F2 }, out([], F2)),
    c.tool('get_log_events', { ...base, nextToken: F2 }, out([], F2)),
  ];
  return {
    goal,
    isolates: 'At the end of a log stream the API returns an empty events list with the same nextForwardToken, and the agent re-sends that token four times until the turn cap.',
    root: c.agent('Agent workflow', goal, 'MaxTurnsExceeded: Max turns (10) exceeded', kids, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }),
  };
}

// ---------------------------------------------------------------- 04 construction bid board / smolagents browser tools (scroll)
function construction(c) {
  c.startAt('2025-04-22T15:00:00Z', 120);
  const goal = 'On the county bid board (bids.sonoma-county.example.gov/open), collect every open construction solicitation posted in April 2025 with its bid number, title and due date.';
  let k = 0;
  const titles = ['Roof Replacement — Main Adult Detention Facility', 'Guerneville Bridge Deck Seal', 'ADA Curb Ramps Phase 7', 'Veterans Bldg HVAC Retrofit', 'Sea Ranch Culvert Replacement', 'Airport Blvd Pavement Rehab', 'Library Branch Re-roof (Rohnert Park)', 'Fairgrounds Grandstand Seismic Retrofit', 'Hwy 116 Storm Drain Lining', 'Courthouse Elevator Modernization', 'Spring Lake Dam Spillway Repair', 'Health Campus Parking Lot Lighting', 'Regional Park Restroom Buildings (3)', 'Russian River Trail Segment 4', 'Jail Kitchen Floor Replacement', 'Sheriff Substation Generator', 'Animal Shelter Kennel Expansion', 'Bodega Bay Water Tank Recoat'];
  const rows = (n) => Array.from({ length: n }, () => { const t = titles[k++]; return { bid: `SC-25-${String(410 + k * 3).padStart(4, '0')}`, title: t, posted: `2025-04-${String(1 + (k * 2) % 21).padStart(2, '0')}`, due: `2025-05-${String(6 + k).padStart(2, '0')} 14:00 PT` }; });
  const scroll = (y, maxY, newRows) => ({ requested_y: y, scroll_y: Math.min(y, maxY), document_height: maxY + 864, new_rows: newRows, rows_total: k, at_bottom: y >= maxY, network_idle_ms: c.int(180, 1600), captured_at: c.now() });
  const m = 'LiteLLMModel.__call__ (gpt-4o)';
  const kids = [
    c.llm(m, [sys('You are a web agent using a headless Chromium. Tools: go_to, scroll_results, final_answer.'), user(goal)], 'Open the bid board and read the first batch of listings.'),
    c.tool('go_to', { url: 'https://bids.sonoma-county.example.gov/open?category=construction' }, { status: 200, title: 'Open Solicitations | Sonoma County Purchasing', first_rows: rows(8), lazy_loaded: true, url: `https://bids.sonoma-county.example.gov/open?category=construction&_s=${c.lower(8)}` }),
    c.tool('scroll_results', { to_y: 1800 }, scroll(1800, 4920, rows(6))),
    c.tool('scroll_results', { to_y: 3600 }, scroll(3600, 4920, rows(4))),
    c.tool('scroll_results', { to_y: 5400 }, scroll(5400, 4920, [])),
    c.llm(m, [toolMsg('scroll_results', '{"new_rows": [], "at_bottom": true}')], 'No rows came in on that scroll. Lazy-loaded tables on these county sites can lag, so I\'ll keep scrolling further down to trigger the next batch.'),
    c.tool('scroll_results', { to_y: 7200 }, scroll(7200, 4920, [])),
    c.tool('scroll_results', { to_y: 9000 }, scroll(9000, 4920, [])),
    c.tool('scroll_results', { to_y: 10800 }, scroll(10800, 4920, [])),
    c.tool('scroll_results', { to_y: 12600 }, scroll(12600, 4920, [])),
  ];
  return {
    goal,
    isolates: 'A browser agent keeps scrolling to ever larger y positions after the page bottom, getting five identical "no new rows, at_bottom" results before running out of steps.',
    root: c.agent('ToolCallingAgent.run', goal, 'Reached max steps (10). No final answer was produced.', kids, { error: 'AgentMaxStepsError: Reached max steps.' }),
  };
}

// ---------------------------------------------------------------- 05 energy grid / Pydantic AI (offset/limit)
function energy(c) {
  c.startAt('2025-09-30T10:40:00Z', 30);
  const goal = 'Download all 15-minute interval reads for meter MTR-88120457 for the current billing cycle (starts 2025-09-28) and compute the peak 15-minute demand in kW.';
  const vals = (n) => Array.from({ length: n }, (_, i) => Number((3.2 + 2.6 * Math.sin((i % 96) / 96 * Math.PI * 2 - 1.4) + c.float(-0.4, 0.4)).toFixed(2)));
  const page = (off, n, start) => ({ meter_id: 'MTR-88120457', interval: 'PT15M', unit: 'kWh', offset: off, limit: 96, returned: n, start: n ? start : null, values: vals(n), data_through: '2025-09-30T10:15:00-07:00', request_id: c.reqId('mdm-'), generated_at: c.now() });
  const args = (off) => ({ meter_id: 'MTR-88120457', from: '2025-09-28T00:00:00-07:00', offset: off, limit: 96 });
  const m = 'chat gpt-4o-mini';
  const kids = [
    c.llm(m, [sys('You are a utility billing analyst assistant with MDM API access.'), user(goal)], 'The cycle is 30 days, so up to 2,880 quarter-hour intervals. I\'ll page through in daily chunks of 96.'),
    c.tool('running tool: get_interval_reads', args(0), page(0, 96, '2025-09-28T00:00:00-07:00')),
    c.tool('running tool: get_interval_reads', args(96), page(96, 96, '2025-09-29T00:00:00-07:00')),
    c.tool('running tool: get_interval_reads', args(192), page(192, 41, '2025-09-30T00:00:00-07:00')),
    c.tool('running tool: get_interval_reads', args(288), page(288, 0)),
    c.llm(m, [toolMsg('get_interval_reads', '{"returned": 0, "values": []}')], 'Offset 288 came back empty. There are sometimes collection gaps when the head-end misses a day, so the later days may still be there; continue with the next offset.'),
    c.tool('running tool: get_interval_reads', args(384), page(384, 0)),
    c.tool('running tool: get_interval_reads', args(480), page(480, 0)),
    c.llm(m, [toolMsg('get_interval_reads', '{"returned": 0, "values": []}')], 'Two more empty windows. I have 233 intervals versus 2,880 expected for the cycle, so I should not compute the peak from a partial set yet. Trying further offsets.'),
    c.tool('running tool: get_interval_reads', args(576), page(576, 0)),
    c.tool('running tool: get_interval_reads', args(672), page(672, 0)),
  ];
  return {
    goal,
    isolates: 'Expecting a full 30-day cycle, the agent keeps advancing the offset past data_through and receives five identical empty windows before the request limit stops it.',
    root: c.agent('billing_analyst run', goal, 'UsageLimitExceeded: The next request would exceed the request_limit of 12', kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 12' }),
  };
}

// ---------------------------------------------------------------- 06 customer support / Google ADK (Zendesk search pages)
function support(c) {
  c.startAt('2025-09-29T18:00:00Z', 90);
  const goal = 'Summarise all billing-dispute tickets opened since September 1: how many, how many still open, and the three most common dispute reasons.';
  const reasons = ['double charge', 'cancelled but billed', 'proration error', 'card charged after trial', 'wrong plan tier', 'refund not received'];
  let id = 418800 + c.int(0, 90);
  const tix = (n) => Array.from({ length: n }, () => { id += c.int(3, 60); const r = c.pick(reasons); return { id, subject: `Billing dispute — ${r}`, status: c.pick(['open', 'open', 'pending', 'solved', 'solved']), created_at: `2025-09-${String(c.int(1, 28)).padStart(2, '0')}T${String(c.int(0, 23)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:00Z`, tags: ['billing_dispute', r.replace(/ /g, '_')] }; });
  const Q = 'type:ticket tags:billing_dispute created>2025-09-01';
  const url = (p) => p ? `https://northwind.zendesk.com/api/v2/search.json?page=${p}&per_page=10&query=${encodeURIComponent(Q)}` : null;
  let rl = c.int(560, 700);
  const resp = (p, results, next) => ({ status: 200, headers: { 'x-request-id': c.hex(16), 'x-rate-limit-remaining': String(rl -= c.int(1, 4)), date: c.httpDate() }, body: { results, facets: null, next_page: next ? url(p + 1) : null, previous_page: p > 1 ? url(p - 1) : null, count: 17 } });
  const m = 'call_llm';
  const kids = [
    c.llm(m, [sys('You are a support operations analyst. Use zendesk_search.'), user(goal)], 'Searching Zendesk for billing_dispute tickets created since Sept 1.'),
    c.tool('execute_tool zendesk_search', { query: Q, page: 1, per_page: 10 }, resp(1, tix(10), true)),
    c.tool('execute_tool zendesk_search', { query: Q, page: 2, per_page: 10 }, resp(2, tix(7), false)),
    c.llm(m, [toolMsg('zendesk_search', '(page 2: 7 results, count 17)')], 'Search says 17, but the billing dashboard showed roughly 40 disputes this month, so the search may be truncating. I\'ll request the following page to check.'),
    c.tool('execute_tool zendesk_search', { query: Q, page: 3, per_page: 10 }, resp(3, [], false)),
    c.tool('execute_tool zendesk_search', { query: Q, page: 4, per_page: 10 }, resp(4, [], false)),
    c.llm(m, [toolMsg('zendesk_search', '{"results": [], "count": 17}')], 'Pages 3 and 4 are empty. Zendesk caps search pagination at 1000 results but we are far below that, so the missing tickets are probably further along; one more page.'),
    c.tool('execute_tool zendesk_search', { query: Q, page: 5, per_page: 10 }, resp(5, [], false)),
    c.tool('execute_tool zendesk_search', { query: Q, page: 6, per_page: 10 }, resp(6, [], false)),
  ];
  return {
    goal,
    isolates: 'After next_page becomes null at 17 tickets, the agent asks for pages 3-6 on a hunch that more exist, receiving four identical empty result bodies until the invocation times out.',
    root: c.agent('agent_run [support_ops_analyst]', goal, 'The run timed out before a summary was produced.', kids, { error: 'DeadlineExceeded: invocation exceeded 120s' }),
  };
}

export const scenarios = [
  { build: retail },
  { build: grants },
  { build: devops, jsonArgs: true },
  { build: construction },
  { build: energy, jsonArgs: true },
  { build: support },
];
