import { agent, llm, tool, fail, retr, js } from '../lib.mjs';

export default {
  name: 'paging-past-last-page',
  loop: true,
  stagnation: false,
  isolates: 'After the last real page the agent keeps advancing the page/offset/cursor/scroll position (or re-sends the same next token) and gets the same empty or end-of-list result three or more times without stopping.',
  rows: [
    // 01 data/analytics — SQL OFFSET paging, terse tool agent, ends on max_steps
    {
      domain: 'data/analytics', base: '2024-03-11T08:14:02Z',
      expect: { pagingTool: 'warehouse.run_sql', emptyRepeats: 4 },
      build(n) {
        const goal = 'Export every checkout_failed event from events_2024q1 for merchant m_20931 so I can attach it to the incident doc.';
        const q = (off) => ({ sql: `SELECT event_id, user_id, error_code, occurred_at FROM analytics.events_2024q1 WHERE merchant_id = 'm_20931' AND event_name = 'checkout_failed' ORDER BY occurred_at LIMIT 500 OFFSET ${off}`, warehouse: 'ANALYTICS_XS', timeout_s: 120 });
        const codes = ['CARD_DECLINED', '3DS_TIMEOUT', 'ADDRESS_MISMATCH', 'GATEWAY_5XX'];
        const page = (off, cnt) => {
          n.tick(2, 9);
          const rows = [];
          for (let i = 0; i < Math.min(cnt, 3); i++) rows.push({ event_id: `evt_${n.alnum(10)}`, user_id: `u_${n.digits(7)}`, error_code: n.pick(codes), occurred_at: n.local() });
          return { query_id: `01b2${n.hex(4)}-0000-${n.hex(4)}-0000-${n.hex(12)}`, status: 'SUCCESS', row_count: cnt, rows_preview: rows, preview_truncated: cnt > 3, bytes_scanned: n.int(8_000_000, 9_500_000), elapsed_ms: n.ms(380, 1900) };
        };
        const kids = [
          llm('claude-3-5-sonnet', 'Need all checkout_failed rows for m_20931 in Q1. Count first, then page through with LIMIT 500.'),
          tool('warehouse.run_sql', { sql: "SELECT COUNT(*) AS n FROM analytics.events_2024q1 WHERE merchant_id = 'm_20931' AND event_name = 'checkout_failed'", warehouse: 'ANALYTICS_XS', timeout_s: 60 },
            { query_id: `01b2${n.hex(4)}-0000-${n.hex(4)}-0000-${n.hex(12)}`, status: 'SUCCESS', row_count: 1, rows_preview: [{ n: 1712 }], elapsed_ms: n.ms(200, 600) }),
        ];
        [[0, 500], [500, 500], [1000, 500], [1500, 212]].forEach(([o, c]) => kids.push(tool('warehouse.run_sql', q(o), page(o, c))));
        [2000, 2500, 3000, 3500].forEach((o) => kids.push(tool('warehouse.run_sql', q(o), page(o, 0))));
        return agent('sql_export_agent', goal, 'Reached max_steps=10', kids);
      },
    },
    // 02 e-commerce ops — GraphQL cursor; same end cursor re-sent; JSON-string args
    {
      domain: 'e-commerce ops', base: '2024-05-02T16:40:55Z',
      expect: { pagingTool: 'shop_graphql', emptyRepeats: 4 },
      build(n) {
        const goal = 'Pull all unfulfilled orders older than 3 days and group them by SKU so the warehouse can prioritise.';
        const gql = (after) => js({ query: 'query($after:String){ orders(first:50, after:$after, query:"fulfillment_status:unfulfilled created_at:<-3d"){ edges{ node{ name createdAt lineItems(first:5){ edges{ node{ sku quantity } } } } } pageInfo{ hasNextPage endCursor } } }', variables: { after } });
        const skus = ['TSH-BLK-M', 'TSH-WHT-L', 'MUG-12OZ', 'HOOD-GRY-XL', 'CAP-NVY', 'SOCK-3PK'];
        let ord = 4410;
        const real = (cnt, hasNext, cursor) => {
          n.tick(1, 3);
          const edges = [];
          for (let i = 0; i < cnt; i++) edges.push({ node: { name: `#${ord++}`, createdAt: n.tick(40, 900).iso(), lineItems: { edges: [{ node: { sku: n.pick(skus), quantity: n.int(1, 3) } }] } } });
          return { data: { orders: { edges, pageInfo: { hasNextPage: hasNext, endCursor: cursor } } }, extensions: { cost: { requestedQueryCost: 252, actualQueryCost: 8 + cnt, throttleStatus: { currentlyAvailable: 1000 - n.int(20, 300), restoreRate: 50 } } } };
        };
        const c1 = 'eyJsYXN0X2lkIjo1NTA5ODc2MTIzLCJsYXN0X3ZhbHVlIjoiMjAyNC0wNC0yNSJ9';
        const c2 = 'eyJsYXN0X2lkIjo1NTEyMzQwMDk4LCJsYXN0X3ZhbHVlIjoiMjAyNC0wNC0yOCJ9';
        const empty = () => { n.tick(1, 2); return { data: { orders: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } }, extensions: { cost: { requestedQueryCost: 252, actualQueryCost: 2, throttleStatus: { currentlyAvailable: 1000 - n.int(5, 60), restoreRate: 50 } } } }; };
        const kids = [
          llm('gpt-4o', "Sure — I'll query the Admin API for unfulfilled orders created more than three days ago, walk through every page of results, and then roll the line items up by SKU for the warehouse team."),
          tool('shop_graphql', gql(null), real(6, true, c1)),
          tool('shop_graphql', gql(c1), real(4, false, c2)),
          tool('shop_graphql', gql(c2), empty()),
          tool('shop_graphql', gql(c2), empty()),
          tool('shop_graphql', gql(c2), empty()),
          tool('shop_graphql', gql(c2), empty()),
        ];
        return agent('OrdersAssistant', goal, 'Stopped: tool call budget exhausted (6/6 calls to shop_graphql).', kids);
      },
    },
    // 03 customer support — nested collector sub-agent stuck on page numbers
    {
      domain: 'customer support', base: '2024-02-19T13:02:11Z',
      expect: { pagingTool: 'zendesk_search', emptyRepeats: 5 },
      build(n) {
        const goal = 'Find every open ticket tagged "double_charge" from the last two weeks and draft a macro we can send to all of them.';
        const subjects = ['Charged twice for March plan', 'Two payments taken??', 'duplicate charge on card', 'Refund the second charge please', 'billed 2x after upgrade', 'Why was I charged again'];
        const pg = (p, cnt, next) => {
          n.tick(1, 4);
          const results = [];
          for (let i = 0; i < Math.min(cnt, 4); i++) results.push({ id: 88000 + p * 100 + n.int(0, 99), subject: n.pick(subjects), status: 'open', created_at: n.tick(60, 3000).iso(), requester_id: Number(n.digits(11)) });
          return { results, results_truncated_in_log: cnt > 4 ? cnt - 4 : 0, facets: null, next_page: next, previous_page: p > 1 ? `https://acme.zendesk.com/api/v2/search.json?page=${p - 1}&query=tags%3Adouble_charge+status%3Aopen` : null, count: 143 };
        };
        const sq = (p) => ({ query: 'type:ticket tags:double_charge status:open created>14days', page: p, per_page: 50, sort_by: 'created_at' });
        const sub = [
          tool('zendesk_search', sq(1), pg(1, 50, 'https://acme.zendesk.com/api/v2/search.json?page=2&query=tags%3Adouble_charge+status%3Aopen')),
          tool('zendesk_search', sq(2), pg(2, 50, 'https://acme.zendesk.com/api/v2/search.json?page=3&query=tags%3Adouble_charge+status%3Aopen')),
          tool('zendesk_search', sq(3), pg(3, 43, null)),
        ];
        for (const p of [4, 5, 6, 7, 8]) { n.tick(1, 3); sub.push(tool('zendesk_search', sq(p), { results: [], facets: null, next_page: null, previous_page: `https://acme.zendesk.com/api/v2/search.json?page=${p - 1}&query=tags%3Adouble_charge+status%3Aopen`, count: 143 })); }
        const kids = [
          llm('planner', 'Plan: (1) collect all matching tickets via the collector, (2) pull the refund policy article, (3) draft one macro covering both the pending-authorisation case and the real duplicate capture case.'),
          retr('help_center_search', { q: 'duplicate charge refund policy', locale: 'en-us', top_k: 2 }, [
            { article_id: 360044120991, title: 'Why do I see two charges?', snippet: 'A pending authorisation can appear alongside the final charge; it drops off within 3-5 business days.', score: 0.91 },
            { article_id: 360051877302, title: 'Refunds for duplicate payments', snippet: 'If both charges have settled, support can refund the duplicate in full. Refunds take 5-10 business days.', score: 0.87 },
          ]),
          agent('ticket_collector', 'Collect all open tickets tagged double_charge created in the last 14 days (expected ~143).', null, sub),
        ];
        return agent('support_supervisor', goal, 'ticket_collector exceeded its iteration limit (8) without returning; aborting run.', kids);
      },
    },
    // 04 legal document review — review batch offsets, give-up at the end
    {
      domain: 'legal document review', base: '2024-06-04T09:30:00Z',
      expect: { pagingTool: 'relativity_batch_fetch', emptyRepeats: 4 },
      build(n) {
        const goal = 'Pull every document in review set PRIV-2 that the first-pass reviewers coded "Potentially Privileged" and produce a draft privilege log.';
        const custodians = ['J. Whitfield', 'A. Moreno', 'K. Osei', 'Legal Dept Shared'];
        const batch = (off, cnt) => {
          n.tick(3, 11);
          const documents = [];
          for (let i = 0; i < Math.min(cnt, 3); i++) documents.push({ control_no: `ACME-${String(off + i + 1).padStart(7, '0')}`, custodian: n.pick(custodians), doc_date: `2022-${pad2(n.int(1, 12))}-${pad2(n.int(1, 28))}`, coding: 'Potentially Privileged', md5: n.hex(32) });
          return { set_id: 'PRIV-2', offset: off, returned: cnt, documents, more_in_batch: Math.max(0, cnt - 3), status: 'OK' };
        };
        const call = (off) => ({ workspace: 1017734, saved_search: 'PRIV-2 :: Potentially Privileged', batch_offset: off, batch_size: 50, fields: ['Control Number', 'Custodian', 'Document Date', 'Privilege Coding', 'MD5 Hash'] });
        const kids = [
          llm('gpt-4-turbo', 'I will page through the saved search in batches of 50 and capture control numbers, custodian and dates for each document; once I have the full list I will group them by custodian and draft log entries.'),
          tool('relativity_batch_fetch', call(0), batch(0, 50)),
          tool('relativity_batch_fetch', call(50), batch(50, 50)),
          tool('relativity_batch_fetch', call(100), batch(100, 50)),
          tool('relativity_batch_fetch', call(150), batch(150, 50)),
          tool('relativity_batch_fetch', call(200), batch(200, 37)),
        ];
        for (const off of [250, 300, 350, 400]) { n.tick(2, 5); kids.push(tool('relativity_batch_fetch', call(off), { set_id: 'PRIV-2', offset: off, returned: 0, documents: [], more_in_batch: 0, status: 'END_OF_SET' })); }
        kids.push(llm('gpt-4-turbo', 'I was not able to finish assembling the privilege log within the allotted steps. The retrieval step did not complete, so no draft log was produced.'));
        return agent('doc_review_assistant', goal, 'I was not able to finish assembling the privilege log within the allotted steps.', kids);
      },
    },
    // 05 HR/recruiting — Greenhouse-style page param returning [] repeatedly
    {
      domain: 'HR/recruiting', base: '2024-01-22T15:05:40Z',
      expect: { pagingTool: 'greenhouse.list_applications', emptyRepeats: 6 },
      build(n) {
        const goal = 'List all active applicants for the Senior Data Engineer req (job 4470921) who are still in Application Review, with source.';
        const sources = ['LinkedIn', 'Referral', 'Company Website', 'Hired', 'Agency: Talentwise'];
        const page = (p, cnt) => {
          n.tick(1, 2);
          const out = [];
          for (let i = 0; i < Math.min(cnt, 3); i++) out.push({ id: Number(n.digits(9)), candidate_id: Number(n.digits(9)), applied_at: n.tick(3600, 90000).isoMs(), status: 'active', current_stage: { id: 30112201, name: 'Application Review' }, source: { public_name: n.pick(sources) } });
          if (cnt > 3) out.push({ _log_note: `${cnt - 3} more records omitted by tracer` });
          return out;
        };
        const a = (p) => js({ job_id: 4470921, status: 'active', per_page: 50, page: p });
        const kids = [
          tool('greenhouse.get_job', { job_id: 4470921 }, { id: 4470921, name: 'Senior Data Engineer', requisition_id: 'ENG-2024-031', status: 'open', openings: [{ id: 5120039, status: 'open' }], applications_in_review: 861, updated_at: n.isoMs() }),
        ];
        for (let p = 1; p <= 18; p++) kids.push(tool('greenhouse.list_applications', a(p), page(p, p < 18 ? 50 : 11)));
        for (const p of [19, 20, 21, 22, 23, 24]) { n.tick(1, 2); kids.push(tool('greenhouse.list_applications', a(p), [])); }
        return agent('recruiting-ops', goal, 'Reached max_steps=25', kids);
      },
    },
    // 06 browser automation — infinite scroll; scroll target keeps increasing, page is at bottom
    {
      domain: 'browser automation', base: '2024-04-27T19:12:33Z',
      expect: { pagingTool: 'browser_scroll', emptyRepeats: 5 },
      build(n) {
        const goal = 'On rentwise.example, collect every 2-bedroom listing in Astoria under $2,400/month and give me a table with address, rent and link.';
        const streets = ['31st Ave', 'Ditmars Blvd', '23rd Rd', 'Newtown Ave', '36th St', 'Steinway St', 'Crescent St'];
        const mk = (k) => { const out = []; for (let i = 0; i < k; i++) out.push({ address: `${n.int(20, 45)}-${n.int(10, 70)} ${n.pick(streets)}`, rent: `$${n.int(1950, 2399).toLocaleString('en-US')}`, href: `/listing/${n.digits(8)}` }); return out; };
        const kids = [
          tool('browser_navigate', { url: 'https://rentwise.example/search?city=astoria-ny&beds=2&max_price=2400' }, { status: 200, title: '2 Bedroom Apartments for Rent in Astoria, NY | Rentwise', url: 'https://rentwise.example/search?city=astoria-ny&beds=2&max_price=2400', load_ms: n.ms(900, 2400) }),
          tool('browser_extract', { selector: 'article.listing-card', fields: { address: '.addr', rent: '.price', href: 'a@href' } }, { count: 4, items: mk(4) }),
          tool('browser_scroll', { to_y: 4000 }, { scrollY: 4000, documentHeight: 9100, new_cards_loaded: 6, network_idle_ms: n.ms(300, 900) }),
          tool('browser_extract', { selector: 'article.listing-card:nth-child(n+5)', fields: { address: '.addr', rent: '.price', href: 'a@href' } }, { count: 6, items: mk(6) }),
          tool('browser_scroll', { to_y: 8000 }, { scrollY: 8000, documentHeight: 12650, new_cards_loaded: 3, network_idle_ms: n.ms(300, 900) }),
          tool('browser_extract', { selector: 'article.listing-card:nth-child(n+11)', fields: { address: '.addr', rent: '.price', href: 'a@href' } }, { count: 3, items: mk(3) }),
        ];
        for (const y of [12000, 16000, 20000, 24000, 28000]) {
          kids.push(tool('browser_scroll', { to_y: y }, { scrollY: 11870, documentHeight: 12650, new_cards_loaded: 0, network_idle_ms: n.ms(300, 900), footer_visible: "You've seen all 13 listings" }));
        }
        return agent('web-navigator', goal, 'Agent stopped after 12 steps (step limit).', kids);
      },
    },
  ],
};

function pad2(x) { return String(x).padStart(2, '0'); }
