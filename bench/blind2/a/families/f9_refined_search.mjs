// Family 9 (healthy): one or two searches come back empty, then a materially
// different search (new scope, source, filter or discovery step) finds results
// that the agent uses to finish.

export default {
  family: 'refined-search-finds',
  isolates: 'Healthy search refinement: one or two searches return nothing, then a materially different search (new scope, source, filter or a discovery step) returns results that the agent uses to complete the task.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding — definition not in the app; discover the workspace package via import site
    {
      domain: 'coding', start: '2024-03-19T10:27:51Z', jsonArgs: true, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = "Why does formatCurrency render '¤' instead of '€' for the de-AT locale in the web app? Fix it.";
        const children = [
          T('search_code', { query: 'function formatCurrency', path: 'apps/web/src' }, { total: 0, matches: [] }),
          T('search_code', { query: 'const formatCurrency', path: 'apps/web/src' }, { total: 0, matches: [] }),
          L("formatCurrency isn't defined inside apps/web, so it must be imported. Searching for its import sites instead of its definition to find which package provides it."),
          T('grep', { pattern: 'formatCurrency', path: 'apps/web/src', flags: '-rn --include=*.ts*' }, "apps/web/src/components/PriceTag.tsx:3:import { formatCurrency } from '@acme/i18n';\napps/web/src/components/PriceTag.tsx:17:  return <span>{formatCurrency(amount, locale)}</span>;\napps/web/src/pages/checkout/Summary.tsx:5:import { formatCurrency } from '@acme/i18n';"),
          T('list_files', { path: 'packages/i18n/src' }, ['currency.ts', 'dates.ts', 'index.ts', 'regions.ts', '__tests__/currency.test.ts']),
          T('read_file', { path: 'packages/i18n/src/currency.ts' }, "import { REGION_CURRENCY } from './regions';\n\nexport function formatCurrency(amount: number, locale: string): string {\n  const region = locale.split('-')[1]?.toUpperCase();\n  const currency = REGION_CURRENCY[region] ?? 'XXX';\n  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);\n}\n"),
          T('grep', { pattern: "'(DE|AT|CH)'", path: 'packages/i18n/src/regions.ts', flags: '-nE' }, "packages/i18n/src/regions.ts:9:  DE: 'EUR',\npackages/i18n/src/regions.ts:10:  CH: 'CHF',"),
          L("Found it: REGION_CURRENCY has no AT entry, so formatCurrency falls back to 'XXX', and Intl renders the 'no currency' code XXX as '¤'. Adding AT: 'EUR' and a test."),
          T('edit_file', { path: 'packages/i18n/src/regions.ts', old_str: "  DE: 'EUR',\n", new_str: "  DE: 'EUR',\n  AT: 'EUR',\n" }, 'regions.ts: 1 replacement'),
          T('edit_file', { path: 'packages/i18n/src/__tests__/currency.test.ts', append: "\nit('formats de-AT as EUR', () => {\n  expect(formatCurrency(12.5, 'de-AT')).toBe('€ 12,50');\n});\n" }, 'currency.test.ts: +4 lines'),
          T('run_shell', { cmd: 'pnpm --filter @acme/i18n test' }, { exit_code: 0, stdout: ` RUN  v1.4.0 /repo/packages/i18n\n\n ✓ src/__tests__/currency.test.ts  (9 tests) ${c.int(8, 30)}ms\n ✓ src/__tests__/dates.test.ts  (14 tests) ${c.int(10, 40)}ms\n\n Test Files  2 passed (2)\n      Tests  23 passed (23)\n   Start at  ${c.hms()}\n   Duration  ${c.int(600, 1500)}ms` }),
        ];
        return { goal, root: A('dev-agent', goal, "formatCurrency comes from @acme/i18n. Its REGION_CURRENCY map had no entry for AT, so de-AT fell back to the placeholder currency 'XXX', which Intl renders as '¤'. I added AT: 'EUR' to packages/i18n/src/regions.ts plus a de-AT test; the i18n tests pass (23/23).", children) };
      },
    },

    // 02 support — KB has nothing; switch to order payment records, then targeted KB filter
    {
      domain: 'support', start: '2024-11-29T11:36:02Z', jsonArgs: false, model: 'claude-3-5-sonnet-20241022',
      build(c, { A, L, T }) {
        const goal = 'Ticket #91844: customer Tomás Ferreira says Apple Pay charged him twice for order ORD-310552. Reply with the right explanation or refund.';
        const children = [
          T('kb_search', { query: 'apple pay charged twice refund', locale: 'en-us' }, { results: [], count: 0, search_id: c.hex(12) }),
          T('kb_search', { query: 'duplicate charge apple pay', locale: 'en-us' }, { results: [], count: 0, search_id: c.hex(12) }),
          L("The help center has nothing specific about Apple Pay duplicates. Rather than keep searching articles, I'll look at what actually happened on the order's payment records."),
          T('get_order_payments', { order_id: 'ORD-310552' }, { order_id: 'ORD-310552', total: 64.0, currency: 'EUR', transactions: [
            { id: 'txn_' + c.hex(10), method: 'apple_pay', type: 'authorization', amount: 64.0, status: 'voided', created_at: '2024-11-28T19:02:44Z', voided_at: '2024-11-28T19:03:10Z', reason: 'address verification retry' },
            { id: 'txn_' + c.hex(10), method: 'apple_pay', type: 'capture', amount: 64.0, status: 'settled', created_at: '2024-11-28T19:03:12Z' }] }),
          L('Only one capture settled; the other entry is a voided authorization from an address re-verification. That will drop off his statement. Looking for the article on authorization holds, filtered to the billing category.'),
          T('kb_search', { query: 'pending authorization hold disappear', category: 'Payments & billing', locale: 'en-us' }, { results: [{ id: 1207, title: 'Why do I see two charges? (authorization holds)', url: 'https://help.shopnorte.example/hc/en-us/articles/1207', snippet: 'A temporary authorization can appear next to the final charge. It is released automatically, usually within 3–5 business days…' }], count: 1, search_id: c.hex(12) }),
          T('zendesk_update_ticket', { ticket_id: 91844, status: 'solved', public_reply: "Hi Tomás, thanks for reaching out. I checked order ORD-310552: you were only charged once (€64.00). The second entry is a temporary authorization from a re-check of your address, which we cancelled a few seconds later. It will disappear from your statement automatically, usually within 3–5 business days. More details: https://help.shopnorte.example/hc/en-us/articles/1207" }, { ticket: { id: 91844, status: 'solved', updated_at: c.isoS() } }),
        ];
        return { goal, root: A('support-agent', goal, 'Replied on #91844 and solved it: ORD-310552 was captured once (€64.00); the second Apple Pay entry is a voided authorization that will drop off within 3–5 business days. Linked article 1207. No refund needed.', children) };
      },
    },

    // 03 data — nested catalog explorer: prod catalog empty, discover ml catalog, find table
    {
      domain: 'data', start: '2024-10-01T08:08:08Z', jsonArgs: false, model: 'gpt-4o-2024-08-06',
      build(c, { A, L, T }) {
        const goal = 'What was our monthly customer churn rate for Q3 2024? Use whatever churn table the ML team maintains.';
        const explorer = A('catalog_explorer', 'Find the table with customer churn labels maintained by the ML team.', 'Found ml.labels.customer_churn_v3 (monthly churn labels, owner ml-platform, refreshed daily).', [
          T('catalog_search', { query: 'customer churn', catalog: 'prod', object_type: 'table' }, { results: [], total: 0, took_ms: c.int(30, 120) }),
          L('Nothing in the prod catalog. ML-owned tables may live in a separate catalog, so listing catalogs and their schemas first.', 'gpt-4o-mini'),
          T('catalog_list', {}, ['hive_metastore', 'prod', 'ml', 'sandbox', 'system']),
          T('catalog_list_schemas', { catalog: 'ml' }, ['features', 'labels', 'scoring', 'experiments']),
          T('catalog_search', { query: 'churn', catalog: 'ml', object_type: 'table' }, { results: [
            { full_name: 'ml.labels.customer_churn_v3', owner: 'ml-platform', comment: 'Monthly churn label per customer (1 = churned in month)', updated_at: c.isoS() },
            { full_name: 'ml.scoring.churn_scores_daily', owner: 'ml-platform', comment: 'Model churn probability, daily', updated_at: c.isoS() }], total: 2, took_ms: c.int(30, 120) }),
        ]);
        const children = [
          explorer,
          T('run_sql', { sql: "SELECT label_month, COUNT(*) AS active_start, SUM(churned) AS churned, ROUND(100.0 * SUM(churned) / COUNT(*), 2) AS churn_pct\nFROM ml.labels.customer_churn_v3\nWHERE label_month BETWEEN '2024-07-01' AND '2024-09-01'\nGROUP BY label_month ORDER BY label_month" },
            { statement_id: c.uuid(), rows: [['2024-07-01', 48120, 1035, 2.15], ['2024-08-01', 48694, 1133, 2.33], ['2024-09-01', 49310, 1001, 2.03]], elapsed_ms: c.int(900, 3000) }),
          L('August is the high point. Checking whether that spike is concentrated in one plan tier before reporting.'),
          T('run_sql', { sql: "SELECT c.plan_tier, ROUND(100.0 * SUM(l.churned) / COUNT(*), 2) AS churn_pct\nFROM ml.labels.customer_churn_v3 l JOIN prod.core.customers c USING (customer_id)\nWHERE l.label_month = '2024-08-01' GROUP BY 1 ORDER BY 2 DESC" },
            { statement_id: c.uuid(), rows: [['starter', 3.91], ['growth', 1.74], ['enterprise', 0.62]], elapsed_ms: c.int(1500, 5000) }),
        ];
        return { goal, root: A('analytics-agent', goal, 'Monthly churn in Q3 2024 (from ml.labels.customer_churn_v3): July 2.15% (1,035 of 48,120), August 2.33% (1,133 of 48,694), September 2.03% (1,001 of 49,310). Q3 average ≈ 2.17%. The August peak is driven by the Starter tier (3.91% that month vs 1.74% Growth, 0.62% Enterprise).', children) };
      },
    },

    // 04 travel — no nonstops from LHR or LGW; allow one stop across all London airports
    {
      domain: 'travel', start: '2024-06-02T20:51:30Z', jsonArgs: true, model: 'gpt-4o-mini',
      build(c, { A, L, T }) {
        const goal = 'Get me from London to Ljubljana on Friday 19 July, arriving before 18:00, economy, 1 adult. Show me the best options.';
        const children = [
          L('Looking for nonstop flights first, Heathrow then Gatwick.'),
          T('flight_search', { origin: 'LHR', destination: 'LJU', date: '2024-07-19', adults: 1, cabin: 'economy', max_stops: 0 }, { search_id: c.uuid(), itineraries: [], count: 0 }),
          T('flight_search', { origin: 'LGW', destination: 'LJU', date: '2024-07-19', adults: 1, cabin: 'economy', max_stops: 0 }, { search_id: c.uuid(), itineraries: [], count: 0 }),
          L("No nonstop flights that day from Heathrow or Gatwick. Widening materially: any London airport (city code LON) with up to one connection, filtered to arrivals before 18:00."),
          T('flight_search', { origin: 'LON', destination: 'LJU', date: '2024-07-19', adults: 1, cabin: 'economy', max_stops: 1, arrive_before: '18:00' }, { search_id: c.uuid(), count: 4, itineraries: [
            { id: 'it_1', price: { amount: 212.4, currency: 'GBP' }, segments: ['LH 921 LHR 06:45 → FRA 09:25', 'LH 1452 FRA 10:35 → LJU 11:50'], duration: 'PT4H05M' },
            { id: 'it_2', price: { amount: 189.9, currency: 'GBP' }, segments: ['LX 339 LHR 07:30 → ZRH 10:15', 'LX 1480 ZRH 12:45 → LJU 13:55'], duration: 'PT5H25M' },
            { id: 'it_3', price: { amount: 164.2, currency: 'GBP' }, segments: ['OS 458 LHR 11:55 → VIE 15:15', 'OS 713 VIE 16:25 → LJU 17:20'], duration: 'PT4H25M' },
            { id: 'it_4', price: { amount: 231.0, currency: 'GBP' }, segments: ['TK 1980 LHR 07:05 → IST 13:10', 'TK 1055 IST 14:25 → LJU 15:40'], duration: 'PT7H35M' }] }),
          T('flight_price', { itinerary_id: 'it_3', search_id: 'latest' }, { itinerary_id: 'it_3', price: { amount: 164.2, currency: 'GBP' }, fare_brand: 'Economy Light', checked_bags: 0, seats_left: 4, priced_at: c.isoS() }),
        ];
        return { goal, root: A('travel-assistant', goal, 'There are no nonstop London–Ljubljana flights on 19 July, but these one-stop options arrive before 18:00:\n1. Cheapest: Austrian via Vienna, LHR 11:55 → LJU 17:20, £164.20 (4h25)\n2. Fastest: Lufthansa via Frankfurt, LHR 06:45 → LJU 11:50, £212.40 (4h05)\n3. SWISS via Zurich, LHR 07:30 → LJU 13:55, £189.90 (5h25)\nTurkish via Istanbul (£231, 7h35) also works but is the slowest. Want me to book one?', children) };
      },
    },

    // 05 research — arXiv empty twice; Semantic Scholar author+venue search finds it
    {
      domain: 'research', start: '2024-02-06T15:15:42Z', jsonArgs: false, model: 'claude-3-opus-20240229',
      build(c, { A, L, T }) {
        const goal = "Summarise the method of 'Latent Drift Regularization for Continual Speech Recognition' (Okonkwo & Lindahl, Interspeech 2023) and its main WER result.";
        const pid = c.hex(40);
        const finder = A('paper_finder', 'Locate the full text of "Latent Drift Regularization for Continual Speech Recognition" (Okonkwo & Lindahl, 2023).', null, [
          T('arxiv_search', { query: 'ti:"Latent Drift Regularization for Continual Speech Recognition"', max_results: 5 }, { total_results: 0, entries: [], updated: c.isoS() }),
          T('arxiv_search', { query: 'au:Okonkwo AND au:Lindahl AND abs:continual', max_results: 5 }, { total_results: 0, entries: [], updated: c.isoS() }),
          L('Not on arXiv; Interspeech papers are often only in the ISCA archive. Switching sources to Semantic Scholar, searching by venue and year.', 'claude-3-haiku-20240307'),
          T('semantic_scholar_search', { query: 'latent drift regularization continual speech recognition', venue: 'Interspeech', year: '2023', fields: 'title,authors,venue,openAccessPdf,externalIds' }, { total: 1, offset: 0, data: [{ paperId: pid, title: 'Latent Drift Regularization for Continual Speech Recognition', authors: [{ name: 'Chiamaka Okonkwo' }, { name: 'Erik Lindahl' }], venue: 'Interspeech', year: 2023, externalIds: { DOI: '10.21437/Interspeech.2023-1187' }, openAccessPdf: { url: 'https://www.isca-archive.org/interspeech_2023/okonkwo23_interspeech.pdf', status: 'BRONZE' } }] }),
          T('fetch_pdf_text', { url: 'https://www.isca-archive.org/interspeech_2023/okonkwo23_interspeech.pdf', pages: '1-4' }, { pages: 4, chars: 21877, text: 'Abstract — Continual ASR models forget earlier domains when fine-tuned on new ones. We propose Latent Drift Regularization (LDR), which penalises the drift of encoder latent statistics (per-layer mean and covariance) relative to a running anchor estimated on past tasks, without storing raw audio... On a 5-task sequence (LibriSpeech → CommonVoice → TED-LIUM → VoxPopuli → SPGI), LDR reduces average WER on past tasks from 14.9% (fine-tuning) and 11.2% (EWC) to 9.6%, while new-task WER is within 0.3 absolute of fine-tuning...', fetched_at: c.isoS() }),
        ]);
        finder.output = 'Found via Semantic Scholar (not on arXiv): DOI 10.21437/Interspeech.2023-1187, open-access PDF in the ISCA archive; extracted pages 1-4.';
        const children = [
          finder,
          L('I have the abstract and results section. Writing the summary.'),
        ];
        return { goal, root: A('research-assistant', goal, "Latent Drift Regularization (Okonkwo & Lindahl, Interspeech 2023, doi:10.21437/Interspeech.2023-1187): to limit forgetting in continual ASR, LDR keeps a running anchor of per-layer encoder latent statistics (mean and covariance) from earlier tasks and penalises drift from it while fine-tuning on new data, with no stored audio. Main result: on a 5-domain sequence (LibriSpeech → CommonVoice → TED-LIUM → VoxPopuli → SPGI), average WER on earlier tasks is 9.6% vs 14.9% for plain fine-tuning and 11.2% for EWC, with new-task WER within 0.3 points of fine-tuning.", children) };
      },
    },

    // 06 devops — Confluence runbook search empty; find runbook in git repo; execute failover
    {
      domain: 'devops', start: '2024-09-17T02:44:18Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'PagerDuty: redis primary for cache-eu is unreachable. Find our failover runbook and perform the manual failover.';
        const children = [
          T('confluence_search', { cql: 'space = "SRE" AND text ~ "redis failover"', limit: 10 }, { results: [], start: 0, limit: 10, size: 0, totalSize: 0, _links: { base: 'https://acme.atlassian.net/wiki' } }),
          L("No runbook in the SRE Confluence space. The team moved runbooks to the acme/runbooks git repo last year, so I'll search there by path instead."),
          T('github_search_code', { q: 'sentinel failover repo:acme/runbooks path:redis' }, { total_count: 2, items: [{ path: 'redis/sentinel-failover.md', sha: c.hex(40), html_url: 'https://github.com/acme/runbooks/blob/main/redis/sentinel-failover.md' }, { path: 'redis/README.md', sha: c.hex(40), html_url: 'https://github.com/acme/runbooks/blob/main/redis/README.md' }] }),
          T('github_get_file', { repo: 'acme/runbooks', path: 'redis/sentinel-failover.md' }, '# Redis Sentinel manual failover (cache-*)\n\n1. Confirm quorum sees the primary down:\n   `redis-cli -h sentinel-0.cache-eu -p 26379 SENTINEL ckquorum cache-eu`\n2. Trigger failover:\n   `redis-cli -h sentinel-0.cache-eu -p 26379 SENTINEL FAILOVER cache-eu`\n3. Verify new primary:\n   `redis-cli -h sentinel-0.cache-eu -p 26379 SENTINEL get-master-addr-by-name cache-eu`\n4. Post in #inc channel with old/new primary IPs.'),
          T('run_shell', { cmd: 'redis-cli -h sentinel-0.cache-eu -p 26379 SENTINEL ckquorum cache-eu' }, 'OK 3 usable Sentinels. Quorum and failover authorization can be reached'),
          T('run_shell', { cmd: 'redis-cli -h sentinel-0.cache-eu -p 26379 SENTINEL FAILOVER cache-eu' }, 'OK'),
          T('run_shell', { cmd: 'redis-cli -h sentinel-0.cache-eu -p 26379 SENTINEL get-master-addr-by-name cache-eu' }, '1) "10.20.14.57"\n2) "6379"'),
          T('slack_post_message', { channel: '#inc-cache-eu', text: 'Manual Sentinel failover done for cache-eu per runbooks/redis/sentinel-failover.md. Old primary 10.20.11.203 (unreachable) → new primary 10.20.14.57:6379.' }, { ok: true, channel: 'C06' + c.alnum(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), ts: `${c.epoch()}.${c.digits(6)}` }),
        ];
        return { goal, root: A('oncall-agent', goal, 'Failover complete: cache-eu primary is now 10.20.14.57:6379 (old primary 10.20.11.203 was unreachable). Followed runbooks/redis/sentinel-failover.md from the acme/runbooks repo (it is not in Confluence) and posted the update in #inc-cache-eu.', children) };
      },
    },
  ],
};
