import { A, L, T, R } from './lib.mjs';

export const family = 'refined-search-then-hit';
export const isolates = 'After one or two empty searches the agent makes a materially different search (new source, scope or filter) that returns results, and uses them to finish the task (healthy).';
export const loop = false;
export const stagnation = false;

// 01 SRE: Confluence empty -> runbooks repo
function sre(n) {
  const goal = 'Kafka consumer lag on orders-events is climbing - find our runbook for it and apply the first mitigation step.';
  const kids = [
    L('claude-3-5-sonnet', 'Looking for the runbook in the SRE Confluence space first.'),
    T('confluence_search', { cql: 'space = SRE AND text ~ "kafka consumer lag runbook"', limit: 10 }, { results: [], size: 0, _links: { base: 'https://wiki.example' } }),
    T('confluence_search', { cql: 'space = SRE AND title ~ "consumer lag"', limit: 10 }, { results: [], size: 0, _links: { base: 'https://wiki.example' } }),
    L('claude-3-5-sonnet', 'Nothing in Confluence. Platform team keeps runbooks as markdown in the platform/runbooks repo; searching code there instead.'),
    T('github_search_code', { q: 'consumer lag repo:platform/runbooks path:kafka' }, { total_count: 2, items: [{ path: 'kafka/consumer-lag.md', sha: n.hex(40) }, { path: 'kafka/rebalance-storms.md', sha: n.hex(40) }] }),
    T('github_get_file', { repo: 'platform/runbooks', path: 'kafka/consumer-lag.md' }, '# Consumer lag\n\n## Step 1 - check for stuck partitions\n`kafka-consumer-groups --describe --group <group>`; if one partition is stuck, restart the consumer pod that owns it.\n\n## Step 2 - scale consumers\nScale the deployment up to the partition count (max 12).\n'),
    T('bash', { command: 'kafka-consumer-groups --bootstrap-server kafka:9092 --describe --group orders-events-consumer | sort -k6 -n -r | head -4' }, `GROUP                   TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID\norders-events-consumer  orders-events  7          ${n.int(800000, 900000)}          ${n.int(1100000, 1200000)}         ${n.int(250000, 300000)}  consumer-3-${n.uuid()}\norders-events-consumer  orders-events  2          ${n.int(900000, 990000)}          ${n.int(990000, 991000)}          ${n.int(10, 90)}      consumer-1-${n.uuid()}`),
    L('claude-3-5-sonnet', 'Partition 7 is stuck and owned by consumer-3. Step 1 says restart that pod.'),
    T('bash', { command: 'kubectl -n streaming delete pod orders-events-consumer-3' }, 'pod "orders-events-consumer-3" deleted\n'),
  ];
  return { domain: 'SRE/on-call', goal, meta: { tools: ['confluence_search', 'github_search_code'] },
    root: A('oncall-copilot', goal, 'Runbook found at platform/runbooks kafka/consumer-lag.md. Step 1 applied: partition 7 was stuck on consumer-3, and I restarted that pod. Watch lag for 10 minutes before moving to step 2 (scale out).', kids) };
}

// 02 e-commerce: name search empty -> PO lookup -> SKU search
function ecommerce(n) {
  const goal = 'A customer asked if the "8-in-1 USB-C hub, silver" is back in stock - find it and tell me the stock level.';
  const kids = [
    T('catalog_search', { q: '8-in-1 USB-C hub silver', in_stock_only: false }, { hits: [], total: 0, request_id: n.uuid() }),
    L('gpt-4o-mini', "No catalog match by name; the listing may use the supplier's title. The customer's earlier order should carry the SKU."),
    T('orders_search', { customer_email: 'k.brandt@example.com', text: 'USB-C hub' }, [{ order_id: 'A-77120', lines: [{ sku: 'ANK-A8383-SL', title: 'PowerExpand 8-in-1 USB-C Dock (Silver)', qty: 1 }] }]),
    T('catalog_search', { sku: 'ANK-A8383-SL' }, { hits: [{ sku: 'ANK-A8383-SL', title: 'PowerExpand 8-in-1 USB-C Dock (Silver)', stock: { on_hand: 34, reserved: 6 }, restocked_at: n.isoS() }], total: 1, request_id: n.uuid() }),
  ];
  return { domain: 'e-commerce', goal, meta: { tools: ['catalog_search'] },
    root: A('shop-assistant', goal, 'Yes - it is listed as "PowerExpand 8-in-1 USB-C Dock (Silver)" (SKU ANK-A8383-SL): 34 on hand, 28 available after reservations.', kids) };
}

// 03 customer support: email search empty twice -> order lookup -> account
function support(n) {
  const goal = "Caller says they opened a ticket last week about a double charge but can't find it; their email is lena.fischer@example.de and order number is 40-55821.";
  const kids = [
    L('response', 'Searching tickets by the email the caller gave.'),
    T('tickets_search', { requester_email: 'lena.fischer@example.de', created_after: n.date(-14) }, { tickets: [], count: 0 }),
    T('tickets_search', { query: 'lena.fischer', created_after: n.date(-14) }, { tickets: [], count: 0 }),
    L('response', 'Not under that email. Looking up the order to find which account it belongs to.'),
    T('orders_get', { order_number: '40-55821' }, { order_number: '40-55821', account_id: 'acc_' + n.alnum(10), account_email: 'l.fischer@work-mail.example', charges: [{ id: 'ch_a', amount: 129.0, at: n.date(-9) }, { id: 'ch_b', amount: 129.0, at: n.date(-9) }] }),
    T('tickets_search', { requester_email: 'l.fischer@work-mail.example', created_after: n.date(-14) }, { tickets: [{ id: 'T-99812', subject: 'Charged twice for order 40-55821', status: 'pending', assignee: 'billing-tier2' }], count: 1 }),
    T('tickets_add_comment', { ticket_id: 'T-99812', body: 'Customer called in; confirmed both charges of EUR 129.00 on 40-55821. Please refund ch_b.', internal: true }, { id: n.int(1e6, 9e6), created_at: n.isoS() }),
  ];
  return { domain: 'customer support', goal, meta: { tools: ['tickets_search'] },
    root: A('Support Agent', goal, 'Found it: ticket T-99812 "Charged twice for order 40-55821" was opened under l.fischer@work-mail.example and is pending with billing tier 2. I added a note confirming both EUR 129.00 charges and asking for a refund of the duplicate.', kids) };
}

// 04 research: narrow PubMed query empty -> MeSH + wider dates
function research(n) {
  const goal = 'Find randomized trials on whether early mobilization after hip fracture surgery reduces 30-day mortality, and summarize the evidence.';
  const kids = [
    L('OpenAI', 'Searching PubMed for recent randomized trials.'),
    R('pubmed_retriever', { term: 'early mobilization hip fracture 30-day mortality randomized', filters: { publication_type: 'Randomized Controlled Trial', years: '2023-2023' } }, []),
    L('OpenAI', 'No 2023 trials with that exact wording. Switching to MeSH terms and widening to 2010-2024.'),
    R('pubmed_retriever', { term: '("Hip Fractures/surgery"[MeSH]) AND ("Early Ambulation"[MeSH]) AND (mortality)', filters: { publication_type: 'Randomized Controlled Trial', years: '2010-2024' } }, [
      { pmid: '3' + n.int(1000000, 9999999), title: 'Mobilisation within 24 h vs delayed mobilisation after hip fracture surgery: a randomised trial', year: 2019, n: 412, finding: '30-day mortality 4.1% vs 6.8% (NS)' },
      { pmid: '3' + n.int(1000000, 9999999), title: 'Accelerated rehabilitation after proximal femoral fracture (ARPF)', year: 2021, n: 268, finding: 'No mortality difference; shorter length of stay' },
      { pmid: '2' + n.int(1000000, 9999999), title: 'Same-day mobilisation in older adults after hip fracture fixation', year: 2016, n: 150, finding: 'Fewer pneumonia cases; mortality not powered' },
    ]),
    L('OpenAI', 'Three RCTs: none shows a statistically significant drop in 30-day mortality, though the largest trend favours early mobilization and secondary outcomes (LOS, pneumonia) improve.'),
  ];
  return { domain: 'research', goal, meta: { tools: ['pubmed_retriever'] },
    root: A('LitReviewAgent', goal, 'Evidence from 3 RCTs (2016-2021, n=830): early mobilization shows a non-significant trend toward lower 30-day mortality (largest trial 4.1% vs 6.8%) and clear benefits for length of stay and pneumonia. The trials were not powered for mortality.', kids) };
}

// 05 travel: 1km hotels empty -> 5km incl. apartments; JSON-string args
function travel(n) {
  const goal = 'Book a place to stay within walking distance of the Messe Basel for 3 nights from 14 June, up to CHF 260 per night.';
  const kids = [
    T('hotel_search', { near: 'Messe Basel', radius_km: 1, check_in: '2024-06-14', nights: 3, max_rate_chf: 260, type: 'hotel' }, { properties: [], total: 0, session: n.hex(12) }),
    L('gemini-1.5-flash', 'Nothing within 1 km at that price during the fair week. Widening to 3 km with tram access and including serviced apartments.'),
    T('hotel_search', { near: 'Messe Basel', radius_km: 3, check_in: '2024-06-14', nights: 3, max_rate_chf: 260, type: ['hotel', 'serviced_apartment'], transit_minutes_max: 12 }, { properties: [
      { id: 'P-2281', name: 'Rhine Loft Apartments', type: 'serviced_apartment', distance_km: 1.8, rate_chf: 238, tram: '8 min, line 2' },
      { id: 'P-1904', name: 'Hotel Kleinbasel', type: 'hotel', distance_km: 2.4, rate_chf: 255, tram: '11 min, line 6' }], total: 2, session: n.hex(12) }),
    T('book_property', { property_id: 'P-2281', check_in: '2024-06-14', nights: 3, guest: 'Ines Kovac' }, { confirmation: 'BK-' + n.ALNUM(8), total_chf: 714, cancellable_until: '2024-06-10T18:00:00+02:00' }),
  ];
  return { domain: 'travel', goal, stringArgs: true, meta: { tools: ['hotel_search'] },
    root: A('trip-planner', goal, 'Nothing was available within 1 km, so I booked Rhine Loft Apartments (1.8 km, 8 min by tram line 2) for 14-17 June at CHF 238/night, CHF 714 total. Free cancellation until 10 June.', kids) };
}

// 06 marketing ops: CRM segment empty -> webinar platform registrants (nested)
function marketing(n) {
  const goal = 'Build a follow-up list of everyone who attended the Q2 "Data Mesh in Practice" webinar and add them to the nurture sequence.';
  const people = ['ana@retailco.example', 'bo.li@fintrack.example', 'c.okoro@medline.example', 'd.vance@logi.example'];
  const finder = A('list_builder', 'Find the attendees of the Q2 Data Mesh in Practice webinar.', '4 attendees found via the webinar platform (the CRM had no segment).', [
    T('crm_search_contacts', { filter: { segment: 'Webinar attendees Q2', campaign: 'Data Mesh in Practice' } }, { contacts: [], total: 0, page: 1 }),
    L('claude-3-haiku', 'No CRM segment exists for it. The attendance record lives in the webinar platform; pulling the attendee report there.'),
    T('zoom_webinar_participants', { webinar_id: String(n.int(80000000000, 89999999999)), type: 'past', page_size: 300 }, { participants: people.map(e => ({ user_email: e, duration: n.int(600, 3600), join_time: n.isoS() })), total_records: 4, next_page_token: '' }),
  ]);
  const kids = [
    L('claude-3-haiku', 'Delegating attendee lookup, then enrolling them in nurture.'),
    finder,
    T('hubspot_enroll_sequence', { sequence_id: 'seq_datamesh_followup', emails: people }, { enrolled: 4, skipped: 0, batch_id: n.uuid() }),
  ];
  return { domain: 'marketing ops', goal, meta: { tools: ['crm_search_contacts', 'zoom_webinar_participants'] },
    root: A('ops-orchestrator', goal, 'The CRM had no attendee segment, so I pulled the 4 attendees from the Zoom webinar report and enrolled all 4 in the Data Mesh follow-up sequence.', kids) };
}

export const rows = [sre, ecommerce, support, research, travel, marketing];
