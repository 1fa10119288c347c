import { agent, llm, tool, retr, js } from '../lib.mjs';

export default {
  name: 'pagination-to-the-end',
  loop: false,
  stagnation: false,
  isolates: 'Repeated list calls with an advancing page/offset/cursor where every page brings new items and the agent stops at the end (at most one empty final page), then finishes the task.',
  rows: [
    // 01 research assistant — Semantic Scholar style offset paging, 3 pages then summary
    {
      domain: 'research assistant', base: '2024-05-14T18:20:00Z',
      expect: { pageTool: 's2_paper_search', items: (o) => o.data.map((d) => d.paperId) },
      build(n) {
        const goal = 'Find papers since 2021 on retrieval-augmented generation for clinical question answering and tell me which venues publish most of them.';
        const venues = ['ACL', 'EMNLP', 'NAACL', 'JAMIA', 'AMIA Annu Symp Proc', 'arXiv', 'npj Digital Medicine', 'ClinicalNLP Workshop'];
        const words = ['Retrieval-Augmented', 'Clinical', 'Question Answering', 'EHR', 'Guideline-Grounded', 'Hallucination', 'Evidence', 'Medical LLMs', 'Benchmark', 'Dense Retrieval'];
        const page = (off, k, next) => {
          const data = [];
          for (let i = 0; i < k; i++) data.push({ paperId: n.hex(40), title: `${n.pick(words)} ${n.pick(words)} for ${n.pick(words)}`, year: n.int(2021, 2024), venue: n.pick(venues), citationCount: n.int(0, 310) });
          const o = { total: 7, offset: off, data };
          if (next != null) o.next = next;
          return o;
        };
        const q = (off) => ({ query: 'retrieval augmented generation clinical question answering', year: '2021-', fields: 'title,year,venue,citationCount', offset: off, limit: 3 });
        const p1 = page(0, 3, 3), p2 = page(3, 3, 6), p3 = page(6, 1, null);
        const tally = {};
        for (const d of [...p1.data, ...p2.data, ...p3.data]) tally[d.venue] = (tally[d.venue] || 0) + 1;
        const ranked = Object.entries(tally).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v, c]) => `${v} (${c})`).join(', ');
        const kids = [
          llm('researcher', 'Searching Semantic Scholar with a year filter, 3 results per page for readability in the log.'),
          tool('s2_paper_search', q(0), p1),
          tool('s2_paper_search', q(3), p2),
          tool('s2_paper_search', q(6), p3),
          llm('researcher', `All 7 results retrieved (no \`next\` on the last page). Venue counts: ${ranked}.`),
        ];
        return agent('research-assistant', goal, `7 matching papers since 2021. By venue: ${ranked}.`, kids);
      },
    },
    // 02 e-commerce ops — catalog sync with cursor, 4 pages, has_next false, then upsert
    {
      domain: 'e-commerce ops', base: '2024-02-01T03:00:12Z',
      expect: { pageTool: 'supplier_catalog.list', items: (o) => o.items.map((x) => x.supplier_sku) },
      build(n) {
        const goal = 'Sync the Brandt Outdoor supplier catalog into our store: import any SKUs we do not already carry as drafts.';
        let sku = 70110;
        const page = (k, next) => { const items = []; for (let i = 0; i < k; i++) { items.push({ supplier_sku: `BO-${sku}`, title: n.pick(['Trail Pack 28L', 'Ultralight Tarp', 'Camp Mug Ti', 'Merino Beanie', 'Trek Poles Carbon', 'Dry Bag 10L']), msrp: (n.int(1500, 18900) / 100).toFixed(2), stock: n.int(0, 400) }); sku += n.int(1, 7); } return { items, has_next: next !== null, next_cursor: next, served_by: `edge-${n.alnum(4).toLowerCase()}` }; };
        const a = (c) => js(c ? { supplier: 'brandt-outdoor', limit: 4, cursor: c } : { supplier: 'brandt-outdoor', limit: 4 });
        const kids = [];
        let cur = null;
        for (let i = 1; i <= 20; i++) {
          const next = i < 20 ? 'c_' + Buffer.from(`{"o":${i * 4},"s":"brandt-outdoor"}`).toString('base64url') : null;
          kids.push(tool('supplier_catalog.list', a(cur), page(i < 20 ? 4 : 2, next)));
          cur = next;
        }
        kids.push(tool('store.products_lookup', js({ vendor_skus_prefix: 'BO-', fields: ['vendor_sku'] }), { count: 31, vendor_skus_found: 31 }));
        kids.push(tool('store.bulk_create_drafts', js({ vendor: 'Brandt Outdoor', source: 'supplier_catalog', only_missing: true }), { job: `bulk_${n.uuid()}`, created: 47, skipped_existing: 31, finished_at: n.tick(30, 70).iso() }));
        return agent('catalog-sync', goal, 'Read all 78 Brandt Outdoor catalog SKUs (20 pages); imported 47 new ones as draft products, 31 were already in the store.', kids);
      },
    },
    // 03 HR/recruiting — employee directory pages 1-3, one empty page 4 then stop
    {
      domain: 'HR/recruiting', base: '2024-09-05T13:41:27Z',
      expect: { pageTool: 'bamboohr_directory', items: (o) => o.employees.map((e) => e.id) },
      build(n) {
        const goal = 'Make a list of everyone in the Customer Success department whose work anniversary falls in October, so we can plan recognition.';
        const first = ['Ana', 'Marcus', 'Li', 'Grace', 'Omar', 'Sven', 'Rita', 'Dev', 'Hana', 'Paulo', 'Ife', 'June'];
        let id = 1040;
        const page = (p, k) => { const employees = []; for (let i = 0; i < k; i++) employees.push({ id: String(id += n.int(1, 9)), displayName: `${n.pick(first)} ${n.pick(['K.', 'M.', 'R.', 'T.', 'W.'])}`, department: 'Customer Success', hireDate: `${n.int(2016, 2023)}-${String((i + p) % 3 === 0 ? 10 : n.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12])).padStart(2, '0')}-${String(n.int(1, 28)).padStart(2, '0')}` }); return { page: p, employees }; };
        const a = (p) => ({ department: 'Customer Success', fields: ['displayName', 'department', 'hireDate'], page: p, page_size: 5 });
        const pg = [page(1, 5), page(2, 5), page(3, 2)];
        const oct = pg.flatMap((x) => x.employees).filter((e) => e.hireDate.slice(5, 7) === '10').map((e) => `${e.displayName} (hired ${e.hireDate})`);
        const kids = [
          tool('bamboohr_directory', a(1), pg[0]),
          tool('bamboohr_directory', a(2), pg[1]),
          tool('bamboohr_directory', a(3), pg[2]),
          tool('bamboohr_directory', a(4), { page: 4, employees: [] }),
          llm('hr-helper', `Directory exhausted at page 4 (12 people in Customer Success). ${oct.length} have October hire dates.`),
        ];
        return agent('people-ops-assistant', goal, `October work anniversaries in Customer Success: ${oct.join('; ')}.`, kids);
      },
    },
    // 04 devops/SRE — EC2 describe with NextToken, then tag untagged instances
    {
      domain: 'devops/SRE', base: '2024-12-02T09:09:09Z',
      expect: { pageTool: 'aws', items: (o) => (o.Reservations || []).flatMap((r) => r.Instances.map((i) => i.InstanceId)), only: (s) => s.input.operation === 'DescribeInstances' },
      build(n) {
        const goal = 'Find every running EC2 instance in us-east-1 without a CostCenter tag and tag it CostCenter=platform.';
        const inst = () => ({ InstanceId: `i-0${n.hex(16)}`, InstanceType: n.pick(['t3.medium', 'm6i.large', 'c6g.xlarge', 'r6i.2xlarge']), LaunchTime: n.tick(-9000000, -100000).isoMs().replace('Z', '+00:00'), Tags: n.r() < 0.4 ? [{ Key: 'Name', Value: `svc-${n.alnum(5).toLowerCase()}` }] : [{ Key: 'Name', Value: `svc-${n.alnum(5).toLowerCase()}` }, { Key: 'CostCenter', Value: n.pick(['data', 'web', 'platform']) }] });
        const res = (k, tok) => { const o = { Reservations: Array.from({ length: k }, () => ({ ReservationId: `r-0${n.hex(16)}`, Instances: [inst()] })), ResponseMetadata: { RequestId: n.uuid(), HTTPStatusCode: 200 } }; if (tok) o.NextToken = tok; return o; };
        const a = (tok) => { const p = { Filters: [{ Name: 'instance-state-name', Values: ['running'] }], MaxResults: 5 }; if (tok) p.NextToken = tok; return { service: 'ec2', operation: 'DescribeInstances', region: 'us-east-1', params: p }; };
        const t1 = `eyJ2IjoiMiIsImMiOiI${n.alnum(24)}`; const t2 = `eyJ2IjoiMiIsImMiOiI${n.alnum(24)}`;
        const r1 = res(5, t1), r2 = res(5, t2), r3 = res(3, null);
        const untagged = [r1, r2, r3].flatMap((r) => r.Reservations.flatMap((x) => x.Instances)).filter((i) => !i.Tags.some((t) => t.Key === 'CostCenter')).map((i) => i.InstanceId);
        const kids = [
          tool('aws', a(null), r1), tool('aws', a(t1), r2), tool('aws', a(t2), r3),
          tool('aws', { service: 'ec2', operation: 'CreateTags', region: 'us-east-1', params: { Resources: untagged, Tags: [{ Key: 'CostCenter', Value: 'platform' }] } }, { ResponseMetadata: { RequestId: n.uuid(), HTTPStatusCode: 200 } }),
        ];
        return agent('cloud-janitor', goal, `Scanned 13 running instances across 3 pages; tagged ${untagged.length} untagged instance(s) with CostCenter=platform.`, kids);
      },
    },
    // 05 finance/accounting — ledger transactions with starting_after, 5 pages
    {
      domain: 'finance/accounting', base: '2024-03-01T07:00:00Z',
      expect: { pageTool: 'ledger.list_transactions', items: (o) => o.data.map((t) => t.id) },
      build(n) {
        const goal = 'Total all March card-processing fees in the operating account so I can book the accrual.';
        const mk = (k, more) => { const data = []; for (let i = 0; i < k; i++) data.push({ id: `txn_${n.alnum(16)}`, type: 'fee', description: n.pick(['Processing fees', 'Dispute fee', 'Card network fee', 'Payout fee']), amount: -n.int(120, 9400), currency: 'usd', created: n.tick(20000, 160000).epoch() }); return { object: 'list', data, has_more: more, url: '/v1/balance_transactions' }; };
        const pages = [mk(4, true), mk(4, true), mk(4, true), mk(4, true), mk(2, false)];
        const kids = [llm('controller-bot', 'Pulling fee transactions for 2024-03-01..2024-03-31 with cursor pagination (limit 4) and summing amounts in cents.')];
        let after = null;
        for (const p of pages) {
          const a = { type: 'fee', created: { gte: 1709251200, lt: 1711929600 }, limit: 4 };
          if (after) a.starting_after = after;
          kids.push(tool('ledger.list_transactions', js(a), p));
          after = p.data[p.data.length - 1].id;
        }
        const total = pages.flatMap((p) => p.data).reduce((s, t) => s + t.amount, 0);
        kids.push(tool('gl.draft_journal_entry', { date: '2024-03-31', lines: [{ account: '6150 Merchant Fees', debit: (-total / 100).toFixed(2) }, { account: '2100 Accrued Liabilities', credit: (-total / 100).toFixed(2) }], memo: 'March card-processing fees accrual' }, { je_id: `JE-${n.digits(6)}`, status: 'draft' }));
        return agent('close-assistant', goal, `March card-processing fees total $${(-total / 100).toFixed(2)} across 18 transactions; a draft accrual entry has been created.`, kids);
      },
    },
    // 06 customer support — chatty: export CSAT comments via next_page url, 2 pages, reply
    {
      domain: 'customer support', base: '2024-11-11T11:11:48Z',
      expect: { pageTool: 'freshdesk_list_ratings', items: (o) => o.ratings.map((r) => r.id) },
      build(n) {
        const goal = 'What are customers complaining about in last week\'s negative CSAT comments?';
        const c = ['Waited 3 days for a first reply', 'Ticket marked solved but my export still fails', 'No response over the weekend at all', 'Refund was promised last Monday, still nothing', 'Agent closed my ticket without fixing it', 'First answer came after 52 hours', 'Closed as resolved, problem is not resolved', 'Said someone would call me back, nobody did', 'Slow. Took two days to hear anything'];
        let ci = 0;
        const page = (k, next) => ({ ratings: Array.from({ length: k }, () => ({ id: Number(n.digits(11)), rating: n.pick([-103, -102]), feedback: c[ci++], ticket_id: n.int(40000, 49999), created_at: n.tick(3000, 40000).iso() })), next_page: next });
        const kids = [
          llm('gpt-4o', "Happy to dig in! I'll pull every negative satisfaction rating from the past seven days, read through the comments, and group them into themes so you can see what's driving the bad scores."),
          tool('freshdesk_list_ratings', { created_since: '2024-11-04T00:00:00Z', rating_lte: -102, per_page: 6, page: 1 }, page(6, 'https://acme.freshdesk.com/api/v2/surveys/satisfaction_ratings?page=2')),
          tool('freshdesk_list_ratings', { created_since: '2024-11-04T00:00:00Z', rating_lte: -102, per_page: 6, page: 2 }, page(3, null)),
          llm('gpt-4o', 'I went through all 9 negative comments from last week. Three themes stand out: slow first response (4 comments), tickets closed before the problem was solved (3), and refunds or callbacks that did not happen when promised (2).'),
        ];
        return agent('insights-assistant', goal, 'Last week had 9 negative CSAT comments: slow first response (4), tickets closed unresolved (3), and missed refund/callback promises (2).', kids);
      },
    },
  ],
};
