// Family 2 (loop, no stagnation): the same search/lookup tool re-called with the
// same intent in other words / formats / field names; every result is empty.
import { agent, tool, retr, model } from '../lib.mjs';

export const family = {
  name: 'reworded-search-no-hits',
  isolates: 'The same search or lookup tool is called 3-6 times with one intent reworded (synonyms, reordered words, other field names, other ID or date formats) and every call returns no hits, so the run never gets anywhere.',
  loop: true,
  stagnation: false,
  scenarios: [
    // 01 legal document review — retriever spans over a clause index
    {
      domain: 'legal document review', style: 'chatty assistant with retriever', start: '2024-06-11T10:03:27Z',
      goal: 'In the Northwind-Acme master services agreement (MSA-2022-117), find the cap on indemnification liability and quote it.',
      build(c, goal) {
        const L = model('gpt-4o-2024-05-13');
        const q = (query) => ({ query, filter: { doc_id: 'MSA-2022-117' }, top_k: 5 });
        return agent('contract-reviewer', goal, 'I could not locate an indemnification cap in MSA-2022-117. You may want to check the signed PDF directly.', [
          L("I'll search the clause index of MSA-2022-117 for the indemnity cap."),
          retr('clause_index', q('indemnification cap'), []),
          L('No hits for that phrasing. Contracts often put the cap under a limitation-of-liability heading, so I will search for that wording.'),
          retr('clause_index', q('limitation of liability for indemnity'), []),
          retr('clause_index', q('maximum aggregate liability for indemnification obligations'), []),
          L('Still empty. Trying the shorter terms a drafter might have used: "indemnity ceiling" and "liability cap".'),
          retr('clause_index', q('indemnity ceiling amount'), []),
          retr('clause_index', q('cap on liability indemnify'), []),
        ]);
      },
    },
    // 02 e-commerce ops — terse agent, same order number in other ID formats
    {
      domain: 'e-commerce ops', style: 'terse tool-calling agent', start: '2024-08-22T18:40:51Z', stringArgs: true,
      goal: 'Customer says order 55120 arrived damaged; look it up and start a replacement.',
      build(c, goal) {
        const empty = () => ({ results: [], total: 0, page: 1, took_ms: c.ms(8, 90), request_id: c.uuid() });
        return agent('ops-agent', goal, 'Reached max_steps=6', [
          tool('orders_search', { order_number: '55120' }, empty()),
          tool('orders_search', { order_number: '#55120' }, empty()),
          tool('orders_search', { order_number: 'ORD-55120' }, empty()),
          tool('orders_search', { order_number: 'ord_0055120' }, empty()),
          tool('orders_search', { name: '55120', status: 'any' }, empty()),
        ]);
      },
    },
    // 03 HR/recruiting — same candidate under different field names
    {
      domain: 'HR/recruiting', style: 'chatty assistant', start: '2024-01-29T13:12:06Z',
      goal: 'Pull up the application of candidate Jo-Anne Mbeki-Carter for the Senior Data Engineer role and summarize her interview feedback.',
      build(c, goal) {
        const L = model('claude-3-opus-20240229');
        const none = () => ({ candidates: [], page: 1, per_page: 25, total: 0, trace_id: c.hex(16) });
        return agent('recruiting-assistant', goal, "I'm sorry, I wasn't able to find Jo-Anne Mbeki-Carter in the ATS under any spelling I tried, so I can't summarize her feedback.", [
          L('Sure! Let me find Jo-Anne in the applicant tracking system first.'),
          tool('ats_search_candidates', { name: 'Jo-Anne Mbeki-Carter' }, none()),
          L('No match. The hyphens might be tripping the search; I will try the full_name field without them.'),
          tool('ats_search_candidates', { full_name: 'JoAnne Mbeki Carter' }, none()),
          tool('ats_search_candidates', { first_name: 'Jo-Anne', last_name: 'Mbeki-Carter' }, none()),
          L('Split first/last name also returns nothing. One last form: surname-first with the requisition title.'),
          tool('ats_search_candidates', { candidate_name: 'Mbeki-Carter, Jo-Anne', job_title: 'Senior Data Engineer' }, none()),
        ]);
      },
    },
    // 04 travel booking — same date in other formats
    {
      domain: 'travel booking', style: 'function-calling assistant', start: '2024-09-30T07:05:12Z',
      goal: 'Book me a hotel near Back Bay in Boston for Nov 3-7 and the cheapest nonstop flight Lisbon to Boston on Nov 3 for one adult, economy.',
      build(c, goal) {
        const L = model('gemini-1.5-pro-002');
        const args = (date) => ({ origin: 'LIS', destination: 'BOS', departure_date: date, nonstop: true, adults: 1, cabin: 'ECONOMY' });
        const none = () => ({ search_id: c.uuid(), offers: [], count: 0, currency: 'EUR', generated: c.rfc() });
        return agent('trip-planner', goal, "I booked The Lenox (Nov 3-7, confirmation LNX-448120), but sorry, I couldn't find any nonstop LIS-BOS flights on November 3rd.", [
          L("I'll handle the hotel first, then the flight."),
          tool('hotel_availability', { city: 'Boston', neighborhood: 'Back Bay', check_in: '2024-11-03', check_out: '2024-11-07', adults: 1 }, { properties: [
            { code: 'BOSLNX', name: 'The Lenox', nightly_usd: 289, distance_km: 0.2 },
            { code: 'BOSCOP', name: 'Copley Square Hotel', nightly_usd: 264, distance_km: 0.4 },
          ], currency: 'USD', search_id: c.uuid() }),
          tool('hotel_book', { property: 'BOSLNX', check_in: '2024-11-03', check_out: '2024-11-07', rate_plan: 'FLEX', guest: { name: 'traveller' } }, { confirmation: 'LNX-448120', status: 'CONFIRMED', total_usd: 1156.0, created: c.isoS() }),
          L('Hotel confirmed. Now the flight.'),
          tool('flight_offers_search', args('2024-11-03'), none()),
          L('Zero offers. The provider may expect a day-first date; retrying as 03/11/2024.'),
          tool('flight_offers_search', args('03/11/2024'), none()),
          L('Also empty. Perhaps it is month-first after all.'),
          tool('flight_offers_search', args('11/03/2024'), none()),
          tool('flight_offers_search', args('3 Nov 2024'), none()),
          L('Last attempt with a full timestamp in case the field is a datetime.'),
          tool('flight_offers_search', args('2024-11-03T00:00:00'), none()),
        ]);
      },
    },
    // 05 data/analytics — planner builds a KPI page; two healthy sub-agents, then a catalog explorer stuck on synonyms
    {
      domain: 'data/analytics', style: 'planner/executor with sub-agents', start: '2024-02-05T15:30:00Z',
      goal: 'Build the 2023 KPI page in Metabase: monthly revenue, monthly active customers, and monthly customer churn rate.',
      build(c, goal) {
        const P = model('planner-llama-3.1-70b');
        const X = model('executor-llama-3.1-8b');
        const none = () => ({ tables: [], next_page_token: null, searched_schemas: 14, latency_ms: c.ms(40, 400) });
        const months = ['2023-01', '2023-02', '2023-03', '2023-04', '2023-05', '2023-06', '2023-07', '2023-08', '2023-09', '2023-10', '2023-11', '2023-12'];
        return agent('analyst-planner', goal, 'Partially done: revenue and active-customer cards published to "KPI 2023" (dashboard 57). Unable to complete the churn card: no churn table found in the warehouse catalog.', [
          P('Three cards. Revenue and active customers come from known marts (fct_orders, dim_customers). Churn source is unknown; a catalog explorer will locate it. Then publish all three to a new dashboard.'),
          agent('card-builder', 'Monthly revenue 2023 from marts.fct_orders (net of refunds).', 'Card 811 "Monthly revenue 2023" created.', [
            tool('run_sql', { sql: "select date_trunc('month', ordered_at) m, sum(net_amount) from marts.fct_orders where ordered_at >= '2023-01-01' and ordered_at < '2024-01-01' group by 1 order by 1" }, { rows: months.map((m, i) => [m, 410000 + i * 13250 + c.int(0, 9000)]), elapsed_ms: c.ms(800, 4000) }),
            X('12 rows, no gaps; December is the peak as expected.'),
            tool('metabase_create_card', { name: 'Monthly revenue 2023', display: 'bar', database: 3, native_query: 'select ... from marts.fct_orders ...' }, { id: 811, created_at: c.iso() }),
          ]),
          agent('card-builder', 'Monthly active customers 2023 (>=1 order in month).', 'Card 812 "Monthly active customers 2023" created.', [
            tool('run_sql', { sql: "select date_trunc('month', ordered_at) m, count(distinct customer_id) from marts.fct_orders where ordered_at >= '2023-01-01' and ordered_at < '2024-01-01' group by 1 order by 1" }, { rows: months.map((m, i) => [m, 18200 + i * 310 + c.int(0, 400)]), elapsed_ms: c.ms(800, 4000) }),
            tool('metabase_create_card', { name: 'Monthly active customers 2023', display: 'line', database: 3, native_query: 'select ... count(distinct customer_id) ...' }, { id: 812, created_at: c.iso() }),
          ]),
          agent('catalog-explorer', 'Locate the warehouse table holding customer churn events.', 'No table found for customer churn.', [
            tool('catalog_search', { text: 'customer churn', type: 'table' }, none()),
            tool('catalog_search', { text: 'churn_customers', type: 'table' }, none()),
            tool('catalog_search', { text: 'customer attrition', type: 'table' }, none()),
            tool('catalog_search', { text: 'churned accounts', type: 'table' }, none()),
            tool('catalog_search', { text: 'cust_churn_monthly', type: 'table' }, none()),
          ]),
          P('The explorer found nothing under any name, so there is no churn card. Publishing the two cards that exist.'),
          tool('metabase_create_dashboard', { name: 'KPI 2023', collection_id: 14 }, { id: 57 }),
          tool('metabase_add_cards', { dashboard_id: 57, cards: [{ card_id: 811, row: 0, col: 0, size_x: 12 }, { card_id: 812, row: 0, col: 12, size_x: 12 }] }, { added: 2 }),
        ]);
      },
    },
    // 06 browser automation — site search URL with reworded queries, page text says 0 results
    {
      domain: 'browser automation', style: 'terse browser agent', start: '2024-10-14T20:48:33Z', stringArgs: true,
      goal: 'On the Acme Cloud docs site, find how to set the idle timeout for the managed load balancer and give me the CLI flag.',
      build(c, goal) {
        const L = model('gpt-4o');
        const page = (q) => ({ status: 200, url: `https://docs.acmecloud.io/search?q=${encodeURIComponent(q).replace(/%20/g, '+')}`, title: 'Search - Acme Cloud Docs', text: `0 results for "${q}". Try different keywords or browse the product index.`, load_ms: c.ms(300, 1800) });
        const go = (q) => tool('browser.goto', { url: `https://docs.acmecloud.io/search?q=${encodeURIComponent(q).replace(/%20/g, '+')}`, wait_until: 'networkidle' }, page(q));
        return agent('web-navigator', goal, 'Reached max_steps=7', [
          go('load balancer idle timeout'),
          L('nothing. try abbreviation'),
          go('LB idle timeout'),
          go('load balancer connection timeout'),
          L('maybe called keepalive'),
          go('keepalive timeout lb'),
        ]);
      },
    },
  ],
};
