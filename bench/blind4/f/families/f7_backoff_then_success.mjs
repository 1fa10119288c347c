import { A, L, T, E } from '../lib.mjs';

export const family = 'transient-retry-then-success';
export const kind = 'backoff';
export const loop = false;
export const stagnation = false;
export const isolates =
  'Healthy backoff: the same call fails 1-3 times with the same transient error (fresh request ids each time), then succeeds and the task is completed.';

// ---------------------------------------------------------------- research (arXiv 503 x2, ReAct)
function research(n) {
  n.at('2024-02-12T08:00:00Z');
  const q = { search_query: 'ti:"speculative decoding" AND cat:cs.CL', start: 0, max_results: 5, sortBy: 'submittedDate' };
  const fail = () => { n.step(1, 3); return E('arxiv_query', q, `HTTP 503 Service Unavailable: export.arxiv.org is temporarily overloaded, retry later (x-request-id: ${n.uuid()})`); };
  const kids = [
    L('llm', 'Thought: Find latest speculative decoding papers.\nAction: arxiv_query'),
    fail(),
    L('llm', 'Thought: 503 is transient. Wait 3s then retry.\nAction: wait[3]'),
    T('wait', { seconds: 3 }, 'waited 3.0s'),
    fail(),
    L('llm', 'Thought: Still overloaded. Back off 9s.\nAction: wait[9]'),
    T('wait', { seconds: 9 }, 'waited 9.0s'),
    T('arxiv_query', q, { total_results: 61, entries: [
      { id: `2402.0${n.digits(4)}v1`, title: 'Tree-Structured Drafts for Faster Speculative Decoding', published: '2024-02-09' },
      { id: `2402.0${n.digits(4)}v1`, title: 'When Does Speculative Decoding Help? A Latency Model', published: '2024-02-07' },
      { id: `2402.0${n.digits(4)}v2`, title: 'Self-Speculation with Early-Exit Heads', published: '2024-02-05' },
      { id: `2401.1${n.digits(4)}v1`, title: 'Draft Model Distillation for Speculative Sampling', published: '2024-01-30' },
      { id: `2401.1${n.digits(4)}v1`, title: 'Speculative Decoding for Long-Context Retrieval Models', published: '2024-01-26' },
    ] }),
    L('llm', 'Thought: Got 5 newest. Summarize.\nFinal Answer: ready'),
  ];
  return {
    domain: 'research', style: 'terse ReAct',
    goal: 'What are the five most recent arXiv papers on speculative decoding? One line each.',
    root: A('react-agent', null, '1) Tree-Structured Drafts for Faster Speculative Decoding (Feb 9) — tree drafts raise acceptance rate. 2) When Does Speculative Decoding Help? (Feb 7) — latency model for draft/target sizes. 3) Self-Speculation with Early-Exit Heads (Feb 5). 4) Draft Model Distillation for Speculative Sampling (Jan 30). 5) Speculative Decoding for Long-Context Retrieval Models (Jan 26).', kids),
    meta: { tool: 'arxiv_query' },
  };
}

// ---------------------------------------------------------------- e-commerce (Stripe 429 x3, LangGraph)
function ecommerce(n) {
  n.at('2024-11-29T05:01:00Z');
  const pi = `pi_3Q${n.b64(22)}`;
  const fail = () => { n.step(1, 4); return E('stripe_capture_payment_intent', { payment_intent: pi, amount_to_capture: 12999 }, `429 rate_limit: Too many requests hit the API too quickly. Request req_${n.alnum(14)} — please retry with exponential backoff.`); };
  const kids = [
    T('get_order', { order_id: 'BF-2024-18834' }, { order_id: 'BF-2024-18834', status: 'packed', payment_intent: pi, amount: 129.99, authorized_at: n.epoch() }),
    L('ChatOpenAI', 'Order is packed and authorized; capture the payment, then mark it ready to ship.'),
    fail(), fail(), fail(),
    T('stripe_capture_payment_intent', { payment_intent: pi, amount_to_capture: 12999 }, { id: pi, status: 'succeeded', amount_received: 12999, latest_charge: `ch_3Q${n.b64(22)}` }),
    T('update_order', { order_id: 'BF-2024-18834', status: 'ready_to_ship' }, { ok: true }),
    T('send_email', { to: 'buyer@example.net', template: 'payment_captured', vars: { order_id: 'BF-2024-18834', amount: '$129.99' } }, { id: `em_${n.hex(12)}`, queued: true }),
  ];
  return {
    domain: 'e-commerce', style: 'LangGraph tools node',
    goal: 'Capture payment for Black Friday order BF-2024-18834 and release it to shipping.',
    root: A('fulfillment_graph', null, 'Captured $129.99 for BF-2024-18834 (after 3 rate-limited attempts), marked it ready_to_ship and emailed the buyer.', kids),
    meta: { tool: 'stripe_capture_payment_intent' },
  };
}

// ---------------------------------------------------------------- travel (GDS busy once, OpenAI Agents handoff)
function travel(n) {
  n.at('2024-08-05T10:10:00Z');
  const req = { offer_id: 'off_LHR_JFK_BA117_0912', passengers: [{ given: 'Amara', family: 'Okafor', dob: '1988-04-17' }], payment: 'corp_card_amex_1007' };
  const sub = [
    T('flight_search', { origin: 'LHR', destination: 'JFK', date: '2024-09-12', cabin: 'economy', max_stops: 0 }, [
      { offer_id: 'off_LHR_JFK_BA117_0912', carrier: 'BA', flight: 'BA117', dep: '08:25', arr: '11:10', fare_gbp: 612 },
      { offer_id: 'off_LHR_JFK_VS3_0912', carrier: 'VS', flight: 'VS3', dep: '11:40', arr: '14:35', fare_gbp: 598 },
    ]),
    L('gpt-4o', 'BA117 arrives 11:10, in time for the 2pm meeting, and is within policy (£650 cap). Booking it.'),
    E('create_booking', req, `GDS_SESSION_BUSY: Amadeus session pool exhausted, retry in 2s (txn ${n.HEX(10)})`),
    T('create_booking', req, { pnr: n.alnum(6).toUpperCase(), status: 'TICKETED', ticket_no: `125-${n.digits(10)}`, total_gbp: 612 }),
  ];
  const kids = [
    L('gpt-4o', 'Flight booking request — handing off to the Booking Agent.'),
    T('transfer_to_booking_agent', {}, { assistant: 'Booking Agent' }),
    A('Booking Agent', 'Book a nonstop LHR→JFK economy flight on Sept 12 arriving before 1pm for Amara Okafor, within the £650 policy cap.', 'Ticketed BA117 LHR→JFK 12 Sep, £612.', sub),
  ];
  return {
    domain: 'travel', style: 'OpenAI Agents handoff',
    goal: "Book Amara Okafor on a nonstop London to New York flight on Sept 12 that lands before 1pm; stay within travel policy.",
    root: A('Travel Desk', null, 'Booked BA117 (LHR 08:25 → JFK 11:10) on 12 Sep for Amara Okafor, £612, ticketed.', kids),
    meta: { tool: 'create_booking' },
  };
}

// ---------------------------------------------------------------- security triage (VirusTotal 429 x2, chatty)
function security(n) {
  n.at('2024-03-27T13:45:00Z');
  const h = n.hex(64);
  const fail = () => { n.step(15, 20); return E('virustotal_file_report', { sha256: h }, `QuotaExceededError (429): public API quota of 4 requests/minute exceeded [request ${n.hex(12)}, ${n.rfc()}]`); };
  const kids = [
    L('claude-3-5-sonnet', "Sure — I'll look up that attachment hash on VirusTotal and check whether anyone else in the org received it."),
    T('email_search', { attachment_sha256: h, days: 7 }, { hits: 3, recipients: ['ap@acme.example', 'j.lin@acme.example', 'finance-team@acme.example'], subject: 'Overdue invoice #88142', first_seen: n.isoSec() }),
    fail(),
    L('claude-3-5-sonnet', "VirusTotal is rate-limiting us (free-tier quota). I'll wait about 20 seconds and try again."),
    fail(),
    L('claude-3-5-sonnet', 'Still within the quota window; waiting one more minute before the next lookup.'),
    T('virustotal_file_report', { sha256: h }, { data: { attributes: { last_analysis_stats: { malicious: 41, suspicious: 2, undetected: 25, harmless: 0 }, popular_threat_classification: { suggested_threat_label: 'trojan.qakbot/xlsm' }, type_description: 'Office Open XML Spreadsheet (macro)' } } }),
    T('quarantine_messages', { attachment_sha256: h, scope: 'org' }, { quarantined: 3, action_id: `qa_${n.hex(10)}`, evidence_path: `${n.tmp()}/Overdue_invoice_88142.xlsm`, duration_ms: n.ms(300, 2200) }),
    L('claude-3-5-sonnet', "Confirmed malicious: 41 engines flag it as Qakbot (macro-enabled xlsm). I've quarantined all 3 copies and recommend resetting j.lin's session since the file was opened."),
  ];
  return {
    domain: 'security triage', style: 'chatty SOC assistant',
    goal: 'A user reported a suspicious invoice attachment. Check the file hash and contain it if it is malicious.',
    root: A('soc-assistant', null, 'Attachment is Qakbot (41/68 engines). Quarantined 3 copies org-wide; recommended a session reset for j.lin.', kids),
    meta: { tool: 'virustotal_file_report' },
  };
}

// ---------------------------------------------------------------- logistics (tracking 504 x3 inside sub-agent, long)
function logistics(n) {
  n.at('2024-10-14T12:20:00Z');
  const pros = ['40131877', '40131902', '40131955', '40132011'];
  const fail = () => { n.step(2, 12); return E('carrier_track_batch', { carrier: 'RDGL', pro_numbers: pros }, `504 Gateway Timeout: upstream tracking service did not respond (cf-ray ${n.hex(16)}-ORD)`); };
  const sub = [
    fail(),
    T('sleep', { ms: 2000 }, { slept_ms: 2000 }),
    fail(),
    T('sleep', { ms: 4000 }, { slept_ms: 4000 }),
    fail(),
    T('sleep', { ms: 8000 }, { slept_ms: 8000 }),
    T('carrier_track_batch', { carrier: 'RDGL', pro_numbers: pros }, pros.map((p, i) => ({ pro: p, status: ['DELIVERED', 'OUT_FOR_DELIVERY', 'IN_TRANSIT', 'EXCEPTION'][i], last_scan: (n.step(600, 7200), n.local(-4)), location: ['Indianapolis, IN', 'Dayton, OH', 'Toledo, OH', 'Fort Wayne, IN'][i], ...(i === 3 ? { exception: 'Consignee closed — reattempt 10/15' } : {}) }))),
    L('gpt-4o', 'Tracking pulled after 3 gateway timeouts. 1 delivered, 1 out for delivery, 1 in transit, 1 exception (consignee closed).'),
  ];
  const kids = [
    T('list_open_shipments', { customer: 'Harmon Supply', status: 'in_transit' }, pros.map((p) => ({ pro_number: p, ship_date: '2024-10-11', origin: 'CMH-1' }))),
    L('gpt-4o', 'Four open shipments for Harmon Supply. I will get live tracking via the tracking agent, then update the customer portal and draft a note.'),
    A('tracking-agent', 'Get current status for RDGL PROs 40131877, 40131902, 40131955, 40132011.', '1 delivered, 1 out for delivery, 1 in transit, 1 exception (40132011: consignee closed, reattempt 10/15).', sub),
    T('portal_update_status', { customer: 'Harmon Supply', updates: pros.map((p, i) => ({ pro: p, status: ['DELIVERED', 'OUT_FOR_DELIVERY', 'IN_TRANSIT', 'EXCEPTION'][i] })) }, { updated: 4 }),
    T('create_task', { queue: 'customer-care', title: 'Harmon Supply PRO 40132011 delivery exception — confirm receiving hours', due: '2024-10-15' }, { task_id: `TSK-${n.int(20000, 29999)}` }),
    T('send_email', { to: 'receiving@harmonsupply.example', subject: 'Your 4 shipments from Acme — status', body: 'Hi team, quick update on your four shipments: 40131877 delivered, 40131902 out for delivery today, 40131955 in transit (ETA Wed), and 40132011 could not be delivered because the dock was closed — the carrier will reattempt Oct 15. Please let us know your receiving hours.' }, { message_id: `<${n.hex(14)}@acme.example>`, status: 'sent' }),
    L('gpt-4o', 'Portal updated, exception task created for customer care, and the customer emailed.'),
  ];
  return {
    domain: 'logistics', style: 'operations agent with sub-agent',
    goal: "Where are Harmon Supply's open shipments? Update the portal and let them know.",
    root: A('shipment-desk', null, 'All 4 Harmon Supply shipments tracked and posted to the portal; customer emailed; exception on 40132011 routed to customer care (TSK created).', kids),
    meta: { tool: 'carrier_track_batch' },
  };
}

// ---------------------------------------------------------------- real estate (county records portal timeout once, browser)
function realestate(n) {
  n.at('2024-04-16T19:30:00Z');
  const q = { county: 'Travis', apn: '0219040312', record_types: ['deed', 'lien', 'tax'] };
  const kids = [
    L('gpt-4o-mini', 'Pull deed, lien and tax records for APN 0219040312 from the county portal before the offer goes out.'),
    E('county_records_lookup', q, `TimeoutError: portal did not respond within 20s (session ${n.uuid()})`),
    T('county_records_lookup', q, { owner: 'HOLLIS FAMILY TRUST', deed: { doc: `2019${n.digits(6)}`, recorded: '2019-06-03' }, liens: [], tax: { year: 2023, status: 'PAID', amount_usd: 11842.17 }, fetched_at: n.iso() }),
    L('gpt-4o-mini', 'Clean title on the county side: owner Hollis Family Trust, no recorded liens, 2023 taxes paid ($11,842.17).'),
    T('attach_to_deal', { deal_id: 'DL-4471', file: 'county_records_0219040312.json' }, { attached: true }),
  ];
  return {
    domain: 'real estate', style: 'browser/records agent',
    goal: 'Before we send the offer on 4805 Shoal Creek Blvd, check county records for liens and unpaid taxes.',
    root: A('deal-prep-agent', null, 'County records for 4805 Shoal Creek Blvd: owner Hollis Family Trust, no liens, 2023 taxes paid. Attached to DL-4471.', kids),
    meta: { tool: 'county_records_lookup' },
  };
}

export const scenarios = [research, ecommerce, travel, security, logistics, realestate];
