import { agent, llm, tool, retr, js } from '../lib.mjs';

export default {
  name: 'distinct-subtask-delegation',
  loop: false,
  stagnation: false,
  isolates: 'A supervisor sends the same worker sub-agent several different sub-tasks (or delegates agent -> sub-agent -> sub-sub-agent), each with distinct inputs and results, and the run succeeds.',
  rows: [
    // 01 research assistant — supervisor -> web_researcher x3 different questions
    {
      domain: 'research assistant', base: '2024-06-03T10:00:00Z',
      expect: { worker: 'web_researcher', times: 3 },
      build(n) {
        const goal = 'Compare the EU AI Act, the Colorado AI Act and Canada\'s AIDA on obligations for deployers of high-risk AI in hiring. One paragraph each plus a table.';
        const W = 'web_researcher';
        const sub = (q, hits, report) => agent(W, q, report, [
          tool('web_search', { q, num: 5 }, { results: hits.map((h) => ({ title: h[0], url: h[1] })), search_id: n.hex(16) }),
          tool('fetch_page', { url: hits[0][1], max_chars: 20000 }, { status: 200, chars: n.int(14000, 20000), fetched_at: n.tick(5, 20).iso() }),
          llm('gpt-4o-mini', report),
        ]);
        const kids = [
          llm('supervisor', 'Splitting into three independent research questions, one per jurisdiction, then I will merge them into a comparison table.'),
          sub('EU AI Act deployer obligations high-risk employment Annex III Article 26', [['Article 26: Obligations of deployers of high-risk AI systems', 'https://artificialintelligenceact.eu/article/26/'], ['Annex III high-risk uses', 'https://artificialintelligenceact.eu/annex/3/']],
            'EU AI Act: recruitment/selection systems are high-risk under Annex III(4). Deployers must use them per instructions, assign trained human oversight, monitor operation, keep logs at least 6 months, inform workers\' representatives and affected workers before use, and run a fundamental-rights impact assessment where Article 27 applies. Obligations apply from August 2026.'),
          sub('Colorado SB24-205 deployer duties consequential decisions employment', [['SB24-205 Consumer Protections for Artificial Intelligence', 'https://leg.colorado.gov/bills/sb24-205'], ['Colorado AI Act summary', 'https://www.example-law.com/colorado-ai-act']],
            'Colorado AI Act (SB24-205, effective Feb 1, 2026): deployers of high-risk systems making consequential employment decisions must use reasonable care against algorithmic discrimination, implement a risk-management policy, complete annual impact assessments, notify consumers that AI is used, give a statement of reasons and an appeal path for adverse decisions, and report discovered discrimination to the Attorney General within 90 days.'),
          sub('Canada AIDA Bill C-27 high-impact systems employment obligations status', [['Artificial Intelligence and Data Act (AIDA) – Companion document', 'https://ised-isde.canada.ca/site/innovation-better-canada/en/artificial-intelligence-and-data-act-aida-companion-document'], ['Bill C-27 status', 'https://www.parl.ca/legisinfo/en/bill/44-1/c-27']],
            'Canada AIDA (Part 3 of Bill C-27): not in force; the bill was still in committee in 2024. Proposed amendments list employment decisions as a high-impact class. Persons managing operations would need to assess and mitigate risks of biased output, monitor compliance, keep records and publish a plain-language description; most detail is left to future regulations.'),
          llm('supervisor', 'Merging: EU and Colorado are enacted with dates in 2026; AIDA is proposed only. Building the table on five rows: status, impact assessment, notice to individuals, human oversight/appeal, regulator reporting.'),
        ];
        return agent('policy-research-supervisor', goal, 'Comparison delivered: EU AI Act (Annex III high-risk, deployer duties from Aug 2026), Colorado AI Act (reasonable care, annual impact assessment, notice/appeal, AG reporting from Feb 2026), Canada AIDA (proposed, not in force). Table covers status, assessments, notice, oversight/appeal and reporting.', kids);
      },
    },
    // 02 coding agent — planner -> coder x3 on different files, then tests pass
    {
      domain: 'coding agent', base: '2024-02-14T14:22:00Z',
      expect: { worker: 'coder', times: 3 },
      build(n) {
        const goal = 'Add an optional `timeout_ms` setting to the HTTP client in our SDK: config, client implementation, and docs. Tests must pass.';
        const coder = (task, path, diff, note) => agent('coder', task, note, [
          tool('read_file', { path }, { path, lines: n.int(40, 220), sha: n.hex(12) }),
          tool('apply_patch', { path, patch: diff }, { applied: true, hunks: diff.split('@@').length > 2 ? 2 : 1 }),
        ]);
        const kids = [
          llm('planner', 'Three edits, in dependency order: (1) config schema gets timeout_ms with default 30000, (2) client passes it to AbortSignal.timeout, (3) README documents it. Then run the test suite once.'),
          coder('Add optional timeout_ms (int, default 30000, must be > 0) to ClientConfig in src/config.ts and validate it.', 'src/config.ts',
            '@@ -12,6 +12,8 @@ export interface ClientConfig {\n   baseUrl: string;\n   apiKey?: string;\n+  /** Request timeout in milliseconds (default 30000). */\n+  timeout_ms?: number;\n }\n@@ -31,4 +33,7 @@ export function resolveConfig(c: ClientConfig) {\n+  const timeout_ms = c.timeout_ms ?? 30000;\n+  if (!(timeout_ms > 0)) throw new RangeError("timeout_ms must be > 0");\n',
            'config.ts: added timeout_ms (default 30000) with RangeError on <= 0.'),
          coder('In src/http.ts, pass the resolved timeout to fetch via AbortSignal.timeout and map AbortError to SdkTimeoutError.', 'src/http.ts',
            '@@ -44,7 +44,12 @@ async request(path, init) {\n-    const res = await fetch(this.base + path, init);\n+    const res = await fetch(this.base + path, { ...init, signal: AbortSignal.timeout(this.cfg.timeout_ms) })\n+      .catch((e) => { if (e.name === "TimeoutError") throw new SdkTimeoutError(this.cfg.timeout_ms); throw e; });\n',
            'http.ts: requests now abort after timeout_ms and raise SdkTimeoutError.'),
          coder('Document timeout_ms in README.md under "Configuration" with an example.', 'README.md',
            '@@ -58,6 +58,10 @@ ## Configuration\n+| `timeout_ms` | number | `30000` | Abort requests that take longer than this. Raises `SdkTimeoutError`. |\n+\n+```ts\n+const client = new Client({ baseUrl, timeout_ms: 5000 });\n+```\n',
            'README.md: added timeout_ms row and example.'),
          tool('run_tests', { cmd: 'pnpm vitest run' }, { exit_code: 0, summary: `Test Files  14 passed (14)\n     Tests  162 passed (162)\n  Start at  ${n.hms()}\n  Duration  ${n.secs(4, 9)}` }),
        ];
        return agent('planner-executor', goal, 'Added timeout_ms to config (default 30000, validated), wired it into fetch via AbortSignal.timeout with SdkTimeoutError, documented it in README; 162/162 tests pass.', kids);
      },
    },
    // 03 customer support — triage -> kb_answerer for three different tickets in a batch
    {
      domain: 'customer support', base: '2024-09-23T08:05:00Z',
      expect: { worker: 'kb_answerer', times: 3 },
      build(n) {
        const goal = 'Draft replies for the three oldest unassigned tickets in the Billing queue.';
        const kb = (t, q, art, reply) => agent('kb_answerer', t, reply, [
          retr('kb_search', { query: q, k: 3 }, art),
          llm('claude-3-haiku', reply),
        ]);
        const kids = [
          tool('helpdesk.list', js({ queue: 'Billing', assignee: null, sort: 'created_at', limit: 3 }), [{ id: 51102, subject: 'Invoice shows wrong VAT number' }, { id: 51117, subject: 'How do I switch from monthly to annual?' }, { id: 51124, subject: 'Card expired - will my account be suspended?' }]),
          kb('Ticket 51102: customer says invoice INV-88213 shows an old VAT number DE811907980; new one is DE327661254.', 'update VAT number on invoices', [{ id: 'KB-221', title: 'Changing tax details on invoices', excerpt: 'Update VAT ID under Settings > Billing > Tax details; past invoices can be reissued once on request.' }],
            'Hi! You can update your VAT number under Settings > Billing > Tax details. I have also asked our billing team to reissue invoice INV-88213 with DE327661254; you will receive it by email within one business day.'),
          kb('Ticket 51117: customer on monthly Team plan asks how to switch to annual billing and whether they lose the current month.', 'switch monthly to annual billing proration', [{ id: 'KB-140', title: 'Switching billing cycle', excerpt: 'Switching to annual applies immediately; the unused part of the current month is credited pro rata.' }],
            'Great question — go to Settings > Plan > Change billing cycle and pick Annual. The change applies right away and the unused days of this month are credited to your annual invoice, so you do not lose anything.'),
          kb('Ticket 51124: card on file expired on 08/24; customer asks whether the account will be suspended.', 'expired card grace period suspension', [{ id: 'KB-097', title: 'Failed payments and grace period', excerpt: 'After a failed renewal we retry 3 times over 14 days. Accounts are suspended only after the grace period ends.' }],
            'No need to worry: after a failed payment we retry three times over 14 days before anything is suspended. Just add a new card under Settings > Billing > Payment method and we will charge it on the next retry.'),
        ];
        return agent('support-triage', goal, 'Drafted replies for tickets 51102 (VAT update + invoice reissue), 51117 (switch to annual, pro-rata credit) and 51124 (14-day retry grace period, update card).', kids);
      },
    },
    // 04 e-commerce ops — ops manager -> inventory_worker x4 SKUs/warehouses
    {
      domain: 'e-commerce ops', base: '2024-11-25T05:30:00Z',
      expect: { worker: 'inventory_worker', times: 6 },
      build(n) {
        const goal = 'Before Cyber Monday, rebalance stock for our six top sellers so no warehouse has less than 5 days of cover.';
        const w = (task, sku, from, to, qty, cover) => agent('inventory_worker', task, `${sku}: transfer ${qty} units ${from} -> ${to}; ${to} cover now ${cover} days.`, [
          tool('wms.stock_levels', { sku }, { sku, levels: { [from]: n.int(900, 2400), [to]: n.int(20, 140) }, as_of: n.tick(2, 8).isoMs() }),
          llm('worker-llm', `${from} has the most spare stock for ${sku}; ${qty} units lifts ${to} to about ${cover} days at the forecast run-rate while leaving ${from} above 10 days.`),
          tool('wms.create_transfer', { sku, from_wh: from, to_wh: to, qty, priority: 'expedite' }, { transfer_id: `TR-${n.digits(7)}`, eta: n.tick(86400, 86400).date() }),
          tool('carrier.book_ltl', { origin: from, dest: to, pallets: Math.ceil(qty / 120), service: 'guaranteed_2day' }, { pro_number: n.digits(10), pickup_window: `${n.date()} 14:00-18:00` }),
        ]);
        const kids = [
          tool('forecast.days_of_cover', { skus: ['AIRFRY-5Q', 'EARBUD-X2', 'KETTLE-GL', 'BLNDR-PRO', 'SMRT-PLUG4', 'ROBOVAC-S7'], horizon_days: 7 }, [{ sku: 'AIRFRY-5Q', low: 'DAL', days: 2.1 }, { sku: 'EARBUD-X2', low: 'ATL', days: 3.4 }, { sku: 'KETTLE-GL', low: 'RNO', days: 1.8 }, { sku: 'BLNDR-PRO', low: 'DAL', days: 4.2 }, { sku: 'SMRT-PLUG4', low: 'NJ1', days: 3.9 }, { sku: 'ROBOVAC-S7', low: 'ATL', days: 2.7 }]),
          w('AIRFRY-5Q is at 2.1 days of cover in DAL; move enough from the best-stocked DC to reach 6 days.', 'AIRFRY-5Q', 'NJ1', 'DAL', 420, 6.2),
          w('EARBUD-X2 is at 3.4 days in ATL; move stock to reach 6 days.', 'EARBUD-X2', 'RNO', 'ATL', 310, 6.0),
          w('KETTLE-GL is at 1.8 days in RNO; move stock to reach 6 days.', 'KETTLE-GL', 'NJ1', 'RNO', 260, 6.5),
          w('BLNDR-PRO is at 4.2 days in DAL; top up to 6 days.', 'BLNDR-PRO', 'ATL', 'DAL', 90, 6.1),
          w('SMRT-PLUG4 is at 3.9 days in NJ1; move stock to reach 6 days.', 'SMRT-PLUG4', 'RNO', 'NJ1', 540, 6.3),
          w('ROBOVAC-S7 is at 2.7 days in ATL; move stock to reach 6 days.', 'ROBOVAC-S7', 'DAL', 'ATL', 75, 6.0),
        ];
        return agent('ops-manager', goal, 'Created 6 expedited transfers with LTL pickups (AIRFRY-5Q 420 to DAL, EARBUD-X2 310 to ATL, KETTLE-GL 260 to RNO, BLNDR-PRO 90 to DAL, SMRT-PLUG4 540 to NJ1, ROBOVAC-S7 75 to ATL); every low warehouse is now at 6+ days of cover.', kids);
      },
    },
    // 05 travel booking — deep: trip_planner -> flight_agent -> fare_rules_agent ; plus hotel_agent
    {
      domain: 'travel booking', base: '2024-04-30T13:10:00Z',
      expect: { depth: 3 },
      build(n) {
        const goal = 'Book a refundable business trip for me to Frankfurt, June 10-13: flight from Boston and a hotel near the Messe.';
        const fare = agent('fare_rules_agent', 'Check refund and change rules for LH423 BOS-FRA Jun 10 / LH422 FRA-BOS Jun 13, fare basis ZNN0USF.', 'ZNN0USF: fully refundable before departure, change fee USD 0, no-show USD 200.', [
          tool('fare_rules', { carrier: 'LH', fare_basis: 'ZNN0USF', categories: [16, 31, 33] }, { cat16: 'CANCEL/REFUND PERMITTED ANY TIME BEFORE DEPARTURE. NO-SHOW CHARGE USD 200.', cat31: 'CHANGES PERMITTED FREE OF CHARGE', retrieved: n.rfc() }),
        ]);
        const flight = agent('flight_agent', 'Find and book a refundable business-class round trip BOS-FRA departing Jun 10, returning Jun 13.', 'Booked LH423/LH422 business, fare ZNN0USF (refundable), $4,812.40, PNR 6KT2WQ.', [
          tool('air_search', { from: 'BOS', to: 'FRA', depart: '2024-06-10', return: '2024-06-13', cabin: 'J', refundable_only: true }, { offers: [{ id: `o_${n.alnum(8)}`, segs: ['LH423', 'LH422'], fare_basis: 'ZNN0USF', total: 4812.4 }, { id: `o_${n.alnum(8)}`, segs: ['UA950', 'UA951'], fare_basis: 'DN7AUSF', total: 5190.0 }] }),
          fare,
          tool('air_book', { offer: 'LH423/LH422 ZNN0USF', traveler_id: 'T-5531' }, { pnr: '6KT2WQ', status: 'HK', ticketed: true }),
        ]);
        const hotel = agent('hotel_agent', 'Book 3 nights Jun 10-13 within 1 km of Messe Frankfurt, refundable, under EUR 350/night.', 'Booked Hotel Nordpark Messe (0.6 km), EUR 289/night refundable, conf 88120453.', [
          tool('hotel_search', { near: 'Messe Frankfurt', radius_km: 1, check_in: '2024-06-10', check_out: '2024-06-13', max_rate_eur: 350, refundable: true }, { hotels: [{ name: 'Hotel Nordpark Messe', distance_km: 0.6, rate_eur: 289 }, { name: 'Maritim Frankfurt', distance_km: 0.3, rate_eur: 342 }] }),
          tool('hotel_book', { hotel: 'Hotel Nordpark Messe', nights: 3, rate_eur: 289 }, { confirmation: '88120453', cancel_until: '2024-06-09T18:00:00+02:00' }),
        ]);
        const kids = [llm('trip_planner', 'Two sub-tasks: flights (needs refundability confirmed from fare rules) and a hotel near the Messe. Delegating both.'), flight, hotel];
        return agent('trip_planner', goal, 'Flights LH423/LH422 business (refundable, PNR 6KT2WQ, $4,812.40) and Hotel Nordpark Messe Jun 10-13 (EUR 289/night, refundable, conf 88120453).', kids);
      },
    },
    // 06 finance/accounting — deep: close_agent -> intercompany_agent -> fx_agent, plus accruals
    {
      domain: 'finance/accounting', base: '2024-10-01T05:00:00Z',
      expect: { depth: 3 },
      build(n) {
        const goal = 'Run the September intercompany elimination for ACME US and ACME UK and post the entries.';
        const fx = agent('fx_agent', 'Get the Sept 30 closing GBP/USD rate and September average rate from the treasury feed.', 'GBP/USD closing 1.3375, September average 1.3221.', [
          tool('treasury.fx_rates', js({ pair: 'GBPUSD', dates: ['2024-09-30'], average_for: '2024-09' }), { closing: { '2024-09-30': 1.3375 }, average: { '2024-09': 1.3221 }, source: 'WMR 4pm London', fetched: n.isoMs() }),
        ]);
        const ic = agent('intercompany_agent', 'Match US<->UK intercompany balances for September and compute eliminations in USD.', 'Matched 14 of 14 IC pairs; receivable GBP 612,400.00 = USD 819,085.00 at 1.3375; eliminations computed, no unexplained difference.', [
          tool('gl.ic_balances', js({ entities: ['ACME-US', 'ACME-UK'], period: '2024-09' }), { pairs: 14, us_receivable_gbp: '612400.00', uk_payable_gbp: '612400.00', unmatched: 0 }),
          fx,
          tool('calc', js({ expr: '612400.00 * 1.3375' }), '819085.00'),
        ]);
        const kids = [
          llm('close_agent', 'Intercompany first because consolidation depends on it; the intercompany agent will need FX so it can delegate that.'),
          ic,
          tool('gl.post_journal', js({ entity: 'ACME-CONSOL', period: '2024-09', lines: [{ account: '2410 IC Payable UK', debit: '819085.00' }, { account: '1410 IC Receivable US', credit: '819085.00' }], memo: 'Sept IC elimination US/UK' }), { je: `JE-CONSOL-${n.digits(5)}`, status: 'posted', posted_at: n.tick(60, 120).iso() }),
        ];
        return agent('close_agent', goal, 'Posted the September US/UK intercompany elimination: USD 819,085.00 (GBP 612,400.00 at 1.3375); all 14 IC pairs matched.', kids);
      },
    },
  ],
};
