// Family 1: one verbatim / near-verbatim repeat of a long reasoning step,
// nothing new observed in between, run ends without success.

export default {
  family: 'restated-long-plan',
  isolates: 'A single verbatim or near-verbatim repeat of a long reasoning/plan step with nothing new observed in between (at most a tool call returning the same result as before), after which the run ends without success.',
  loop: true,
  stagnation: true,
  scenarios: [
    // 01 coding — verbatim, same grep re-run between copies, loop late
    {
      domain: 'coding', start: '2024-06-11T09:14:05Z', jsonArgs: false, model: 'gpt-4o-2024-08-06',
      build(c, { A, L, T }) {
        const goal = 'tests/test_invoice.py::test_refund_rounding fails intermittently on CI (roughly 1 run in 5). Find the cause and fix it.';
        const grepArgs = { pattern: 'rounding\\s*=', path: 'src/', flags: '-rn' };
        const grepOut = 'src/billing/money.py:14:        ctx.rounding = ROUND_HALF_EVEN\nsrc/billing/fx.py:9:getcontext().rounding = ROUND_CEILING';
        const plan = "The failure only shows up when the test order is shuffled, so this is shared state rather than the refund math itself. src/billing/fx.py sets getcontext().rounding = ROUND_CEILING at module import and never restores it, so whenever an FX test imports it before test_refund_rounding runs, the thread's decimal context is left in ceiling mode and 20.01 x 0.5 = 10.005 rounds up to 10.01 instead of banker's rounding to 10.00. Plan: confirm that fx.py mutates the global context at import time, replace that line with a scoped decimal.localcontext() block inside convert(), then rerun the full suite with --randomly-seed=1742 to verify.";
        const seedRun = c.secs(2.1, 3.9);
        const children = [
          L("Intermittent failures usually come from test ordering or shared state. I'll read the test, run it on its own, then run the whole suite shuffled to see if I can reproduce it."),
          T('read_file', { path: 'tests/test_invoice.py', start_line: 88, end_line: 96 },
            '88  def test_refund_rounding():\n89      inv = Invoice(lines=[Line("Widget", Decimal("20.01"), qty=1)])\n90      refund = inv.partial_refund(ratio=Decimal("0.5"))\n91      # banker\'s rounding, see FIN-212\n92      assert refund.amount == Decimal("10.00")\n93  \n94  \n95  def test_refund_full():\n96      inv = Invoice(lines=[Line("Widget", Decimal("20.01"), qty=1)])'),
          T('run_shell', { cmd: 'python -m pytest tests/test_invoice.py::test_refund_rounding -q -p no:randomly', cwd: '/workspace/billing-svc' },
            { exit_code: 0, stdout: `.                                                                        [100%]\n1 passed in ${c.fx(0.3, 0.7)}s\n`, stderr: '' }),
          T('run_shell', { cmd: 'python -m pytest tests/ -q -p randomly --randomly-seed=1742', cwd: '/workspace/billing-svc' },
            { exit_code: 1, stdout: `Using --randomly-seed=1742\n.......F.......................................\n=================================== FAILURES ===================================\n_____________________________ test_refund_rounding _____________________________\n\n    def test_refund_rounding():\n        inv = Invoice(lines=[Line("Widget", Decimal("20.01"), qty=1)])\n        refund = inv.partial_refund(ratio=Decimal("0.5"))\n        # banker's rounding, see FIN-212\n>       assert refund.amount == Decimal("10.00")\nE       AssertionError: assert Decimal('10.01') == Decimal('10.00')\nE        +  where Decimal('10.01') = Refund(amount=Decimal('10.01'), currency='EUR').amount\n\ntests/test_invoice.py:92: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_invoice.py::test_refund_rounding - AssertionError: assert Decimal('10.01') == Decimal('10.00')\n1 failed, 46 passed in ${seedRun}s\n`, stderr: '' }),
          L('Reproduced with seed 1742: the refund comes out as 10.01, i.e. rounded up. Something must be changing the decimal rounding mode. Searching for places that set it.'),
          T('grep', grepArgs, grepOut),
          L(plan),
          T('grep', grepArgs, grepOut),
          L(plan),
        ];
        return { goal, root: A('AgentExecutor', goal, 'Agent stopped due to iteration limit or time limit.', children) };
      },
    },

    // 02 browser — near-verbatim, no tool between, ends with a pending snapshot + timeout
    {
      domain: 'browser', start: '2024-09-03T14:40:12Z', jsonArgs: true, model: 'claude-3-5-sonnet-20241022',
      build(c, { A, L, T, P }) {
        const goal = 'On the Eastport city permits portal, renew sidewalk café permit SC-2291 using the details in the attached PDF (insurance certificate, seating plan).';
        const a1 = 'The renewal form for SC-2291 is now open on step 1 of 4. The Continue button is disabled until two required fields are filled: the insurance certificate expiry date and the seating plan upload. From the attached PDF the certificate expires on 2025-08-31 and the seating plan is on page 3, so I will type the date into the expiry field (ref e31) in MM/DD/YYYY format, upload the extracted seating plan page to the file input (ref e29), and then click Continue.';
        const a2 = 'The renewal form for SC-2291 is open on step 1 of 4. The Continue button stays disabled until two required fields are filled: the insurance certificate expiry date and the seating plan upload. From the attached PDF the certificate expires on 2025-08-31 and the seating plan is on page 3, so I will type the date into the expiry field (ref e31) using MM/DD/YYYY format, upload the extracted seating plan page to the file input (ref e29), and then click Continue.';
        const children = [
          L("I'll open the renewals page, look up SC-2291 and work through the form with the details from the PDF: insurance certificate expiring 2025-08-31 and the seating plan on page 3."),
          T('browser_navigate', { url: 'https://permits.eastport.gov/renewals' },
            { url: 'https://permits.eastport.gov/renewals', status: 200, title: 'Permit Renewals | City of Eastport', load_time_ms: c.int(700, 1900) }),
          T('browser_snapshot', {},
            '- banner:\n  - link "City of Eastport" [ref=e2]\n- main:\n  - heading "Renew a permit" [level=1] [ref=e6]\n  - paragraph: Enter the permit number printed on your current permit.\n  - textbox "Permit number" [ref=e14]\n  - button "Look up" [ref=e17]\n  - link "Need help?" [ref=e21]'),
          T('browser_type', { ref: 'e14', element: 'Permit number textbox', text: 'SC-2291' }, 'Typed "SC-2291" into textbox "Permit number"'),
          T('browser_click', { ref: 'e17', element: 'Look up button' },
            { navigated: true, url: 'https://permits.eastport.gov/renewals/SC-2291/step-1', title: 'Renewal SC-2291 – Step 1 | City of Eastport' }),
          T('browser_snapshot', {},
            '- main:\n  - heading "Sidewalk Café Permit SC-2291 — Renewal (Step 1 of 4)" [level=1] [ref=e22]\n  - paragraph: "Holder: Bluebird Coffee Co., 114 Harbor St"\n  - group "Insurance":\n    - textbox "Certificate expiry (MM/DD/YYYY)" [required] [ref=e31]\n  - group "Seating plan":\n    - button "Choose file (PDF, max 5 MB)" [required] [ref=e29]\n  - button "Save draft" [ref=e35]\n  - button "Continue" [disabled] [ref=e36]'),
          L(a1),
          L(a2),
          P('browser_snapshot', {}),
        ];
        return { goal, root: A('browser-agent', goal, 'Run cancelled: step timeout after 300s', children) };
      },
    },

    // 03 support — nested billing sub-agent repeats itself; orchestrator escalates
    {
      domain: 'support', start: '2024-05-29T08:03:44Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Customer Priya Raman (cust #48213) says she was charged twice for order ORD-99127, ticket #55012. Investigate and resolve.';
        const orderArgs = { order_id: 'ORD-99127', include: ['payment', 'items'] };
        const order = {
          order_id: 'ORD-99127', status: 'fulfilled', total: 84.5, currency: 'USD', created_at: '2024-05-28T16:02:11Z',
          items: [{ sku: 'LMP-0412', name: 'Arc floor lamp, brass', qty: 1, price: 84.5 }],
          payment: { provider: 'stripe', customer: 'cus_Q8xT2mLr4aZ1', payment_intent: null, charge_id: null, note: 'migrated from legacy checkout 2024-05-02' },
        };
        const piA = 'pi_3PLw' + c.alnum(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
        const piB = 'pi_3PLw' + c.alnum(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
        const rep = `There are two $84.50 payment intents for this customer on 28 May: ${piA} succeeded and carries metadata order_id ORD-99127, while ${piB} is only an uncaptured authorization (status requires_capture) with no order metadata. An authorization hold is not a second charge, so issuing a refund is the wrong tool; the fix is to cancel ${piB} so the hold is released. But the order record has payment_intent null because it was migrated from the legacy checkout, so before cancelling anything I need the order record itself to confirm which intent actually paid for it.`;
        const sub = A('billing_specialist', 'Determine whether order ORD-99127 (Stripe customer cus_Q8xT2mLr4aZ1) was charged twice and refund the duplicate if so.',
          'Could not confirm which payment intent belongs to ORD-99127: the order record has no payment reference. No refund or cancellation performed.', [
            T('get_order', orderArgs, order),
            T('stripe_list_payment_intents', { customer: 'cus_Q8xT2mLr4aZ1', created: { gte: 1716854400 }, limit: 10 },
              { object: 'list', url: '/v1/payment_intents', has_more: false, data: [
                { id: piA, object: 'payment_intent', amount: 8450, currency: 'usd', status: 'succeeded', created: 1716912131, latest_charge: 'ch_3PLw' + c.alnum(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), metadata: { order_id: 'ORD-99127' } },
                { id: piB, object: 'payment_intent', amount: 8450, currency: 'usd', status: 'requires_capture', created: 1716912164, latest_charge: null, metadata: {} },
              ] }),
            L(rep, 'gpt-4o-mini'),
            T('get_order', orderArgs, order),
            L(rep, 'gpt-4o-mini'),
          ]);
        const children = [
          L("I'll read the ticket first, then hand the payment investigation to the billing specialist."),
          T('zendesk_get_ticket', { ticket_id: 55012 }, {
            ticket: { id: 55012, subject: 'Charged twice for my order', status: 'open', priority: 'normal', created_at: c.isoS(), requester: { id: 48213, name: 'Priya Raman', email: 'priya.raman@fastmail.com' },
              description: 'Hi, I can see two charges of $84.50 from you on my card for order ORD-99127. Please refund one of them. Thanks, Priya', tags: ['billing', 'duplicate_charge'] } }),
          sub,
          L('The specialist could not finish. I will escalate to Billing L2 with the findings so far and send Priya a holding reply.'),
          T('zendesk_update_ticket', {
            ticket_id: 55012, status: 'pending', group: 'Billing L2',
            internal_note: `Two PIs of $84.50 on 28 May: ${piA} (succeeded, order metadata) and ${piB} (requires_capture, no metadata). Order record has no payment reference (legacy migration). Needs manual confirmation before cancelling the auth.`,
            public_reply: "Hi Priya, thanks for flagging this. One of the two $84.50 entries looks like a temporary authorization hold rather than a second charge. Our billing team is confirming this and will release it if so; we'll update you within 1 business day.",
          }, { ticket: { id: 55012, status: 'pending', group_id: 360011482, updated_at: c.isoS() }, audit: { id: Number(c.digits(14)) } }),
        ];
        return { goal, root: A('support-orchestrator', goal, 'Escalated #55012 to Billing L2. One of the two $84.50 entries appears to be an uncaptured authorization hold rather than a second charge, but the order record has no payment reference, so I could not confirm which one to cancel. The customer was sent a holding reply.', children) };
      },
    },

    // 04 data — healthy exploration first, near-verbatim repeat late with same describe_table between
    {
      domain: 'data', start: '2024-06-12T10:21:30Z', jsonArgs: true, model: 'gpt-4-turbo-2024-04-09',
      build(c, { A, L, T }) {
        const goal = 'Build a weekly active users chart for the last 12 weeks, split by platform (iOS / Android / web), from the analytics warehouse.';
        const weeks = ['2024-03-18', '2024-03-25', '2024-04-01', '2024-04-08', '2024-04-15', '2024-04-22', '2024-04-29', '2024-05-06', '2024-05-13', '2024-05-20', '2024-05-27', '2024-06-03'];
        const rows = [];
        for (const w of weeks) {
          if (w < '2024-04-08') for (const p of ['android', 'ios', 'web']) rows.push({ WK: w, PLATFORM: p, WAU: c.int(p === 'web' ? 21000 : 38000, p === 'web' ? 26000 : 52000) });
          else rows.push({ WK: w, PLATFORM: null, WAU: c.int(104000, 121000) });
        }
        const sessDesc = { table: 'PROD.ANALYTICS.SESSIONS', columns: [
          { name: 'SESSION_ID', type: 'VARCHAR(36)', nullable: false },
          { name: 'USER_ID', type: 'NUMBER(38,0)', nullable: false },
          { name: 'STARTED_AT', type: 'TIMESTAMP_NTZ(9)', nullable: false },
          { name: 'APP_VERSION', type: 'VARCHAR(32)', nullable: true },
          { name: 'DEVICE_FAMILY', type: 'VARCHAR(16)', nullable: true, comment: 'added 2024-04-08 (TRACK-2231)' },
        ], row_count: 918442071, last_altered: '2024-06-12 09:58:03.114 -0700' };
        const plan1 = 'Platform is NULL for every event since 2024-04-08, which is exactly when the sessions table gained the DEVICE_FAMILY column, so the events pipeline probably stopped populating EVENTS.PLATFORM and moved that attribute to sessions. To get a consistent split across all 12 weeks I should join events to sessions on session_id, use COALESCE(events.platform, sessions.device_family) as the platform, map the device_family values to the ios/android/web labels, and then recompute weekly distinct user_id counts.';
        const plan2 = 'Platform is NULL for all events since 2024-04-08, which is exactly when the sessions table gained the DEVICE_FAMILY column, so the events pipeline probably stopped populating EVENTS.PLATFORM and moved that attribute to sessions. To get a consistent split across all 12 weeks I should join events to sessions on session_id, take COALESCE(events.platform, sessions.device_family) as the platform, map the device_family values to ios/android/web labels, and then recompute the weekly distinct user_id counts.';
        const children = [
          L('Plan: find the events table, confirm the timestamp / user / platform columns, then aggregate weekly distinct users by platform for the last 12 complete weeks.'),
          T('list_tables', { database: 'PROD', schema: 'ANALYTICS' }, ['DIM_PLATFORM', 'EVENTS', 'EVENTS_ARCHIVE_2023', 'SESSIONS', 'USERS']),
          T('describe_table', { table: 'PROD.ANALYTICS.EVENTS' }, { table: 'PROD.ANALYTICS.EVENTS', columns: [
            { name: 'EVENT_ID', type: 'VARCHAR(36)', nullable: false },
            { name: 'USER_ID', type: 'NUMBER(38,0)', nullable: false },
            { name: 'SESSION_ID', type: 'VARCHAR(36)', nullable: true },
            { name: 'EVENT_TS', type: 'TIMESTAMP_NTZ(9)', nullable: false },
            { name: 'EVENT_NAME', type: 'VARCHAR(128)', nullable: false },
            { name: 'PLATFORM', type: 'VARCHAR(16)', nullable: true },
          ], row_count: 4812339120, last_altered: '2024-06-12 10:02:41.562 -0700' }),
          T('run_sql', { warehouse: 'ANALYTICS_WH', sql: "SELECT DATE_TRUNC('week', event_ts)::date AS wk, platform, COUNT(DISTINCT user_id) AS wau\nFROM prod.analytics.events\nWHERE event_ts >= '2024-03-18' AND event_ts < '2024-06-10'\nGROUP BY 1, 2 ORDER BY 1, 2" },
            { query_id: '01b4' + c.hex(4) + '-0305-' + c.hex(4) + '-0000-' + c.hex(12), row_count: rows.length, elapsed_ms: c.int(6000, 14000), rows }),
          L('Every week from 2024-04-08 onward has PLATFORM = NULL, so the split breaks for 9 of the 12 weeks. Checking whether the sessions table carries the device information instead.'),
          T('describe_table', { table: 'PROD.ANALYTICS.SESSIONS' }, sessDesc),
          T('run_sql', { warehouse: 'ANALYTICS_WH', sql: "SELECT device_family, COUNT(*) AS n FROM prod.analytics.sessions WHERE started_at >= '2024-04-08' GROUP BY 1 ORDER BY 2 DESC" },
            { query_id: '01b4' + c.hex(4) + '-0305-' + c.hex(4) + '-0000-' + c.hex(12), row_count: 4, elapsed_ms: c.int(1500, 4000), rows: [
              { DEVICE_FAMILY: 'iOS', N: c.int(31000000, 36000000) }, { DEVICE_FAMILY: 'Android', N: c.int(27000000, 30000000) },
              { DEVICE_FAMILY: 'Web', N: c.int(11000000, 14000000) }, { DEVICE_FAMILY: null, N: c.int(20000, 90000) }] }),
          L(plan1),
          T('describe_table', { table: 'PROD.ANALYTICS.SESSIONS' }, sessDesc),
          L(plan2),
        ];
        return { goal, root: A('sql-analyst', goal, 'Agent stopped: max iterations reached', children) };
      },
    },

    // 05 travel — short trace, verbatim repeat around an identical fare-rules call, gives up
    {
      domain: 'travel', start: '2024-08-20T17:05:51Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Book the cheapest refundable round trip Lisbon → Toronto, leaving 14 Oct and returning 28 Oct, for 2 adults.';
        const rulesArgs = { offer_id: 'off_0000AkT3' + c.alnum(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), sections: ['refund', 'change'] };
        const rules = { carrier: 'TS', fare_basis: 'LOWPLUS', refund: { allowed: true, form: 'travel_credit', text: 'CANCELLATIONS PERMITTED BEFORE DEPARTURE. REFUND ISSUED AS FUTURE TRAVEL CREDIT ONLY, VALID 12 MONTHS. NO-SHOW: FARE FORFEITED.' }, change: { allowed: true, fee: { amount: 75, currency: 'EUR', per: 'passenger' } }, retrieved_at: c.isoS() };
        const plan = `Offer ${rulesArgs.offer_id} (Air Transat Option Plus, EUR 1,390 for both passengers) is cheaper than the Air Canada Flex offer at EUR 1,486, but its fare rules say cancellations are refunded as future travel credit only, which does not meet the requirement of a refundable fare. The Air Canada Flex fare allows a cash refund before departure with a EUR 150 per passenger fee. Before booking Air Canada I want to double-check the Air Transat rules in case the credit-only clause applies to only one direction, because if the outbound is cash-refundable it might still be the better choice.`;
        const children = [
          L('Searching round-trip fares LIS–YYZ for the requested dates, then I will check refund conditions on the cheapest candidates.'),
          T('search_flights', { origin: 'LIS', destination: 'YYZ', departure_date: '2024-10-14', return_date: '2024-10-28', adults: 2, cabin: 'economy', max_results: 5 }, {
            search_id: c.uuid(), currency: 'EUR', offers: [
              { id: 'off_0000AkT3' + c.alnum(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), carrier: 'TP', brand: 'Discount', total: 1142.3, stops: 0, refundable: false },
              { id: rulesArgs.offer_id, carrier: 'TS', brand: 'Option Plus', total: 1390.0, stops: 0, refundable: 'see_rules' },
              { id: 'off_0000AkT3' + c.alnum(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), carrier: 'AC', brand: 'Flex', total: 1486.6, stops: 0, refundable: true, refund_fee_per_pax: 150 },
            ] }),
          T('get_fare_rules', rulesArgs, rules),
          L(plan),
          T('get_fare_rules', rulesArgs, rules),
          L(plan),
        ];
        return { goal, root: A('travel-assistant', goal, "I wasn't able to finish the booking. The refundable candidates are Air Canada Flex (EUR 1,486.60 total for 2 adults, cash refund minus EUR 150 per passenger) and Air Transat Option Plus (EUR 1,390, but refunds only as travel credit). Let me know which you'd prefer and I'll book it.", children) };
      },
    },

    // 06 research — nested search + synthesis agents; synthesizer repeats its plan around the same fetch
    {
      domain: 'research', start: '2024-11-04T13:30:00Z', jsonArgs: false, model: 'claude-3-opus-20240229',
      build(c, { A, L, T }) {
        const goal = 'Write a one-page brief on whether low-dose aspirin reduces colorectal cancer incidence in adults over 70, citing randomized trials.';
        const asFetch = { pmid: '37106214', section: 'results' };
        const asText = { pmid: '37106214', title: 'Effect of aspirin on cancer incidence and mortality in older adults (ASPREE extended follow-up)', section: 'results', excerpt: 'During a median of 6.4 years of follow-up, 981 participants in the aspirin group and 952 in the placebo group had incident cancer (HR 1.04; 95% CI 0.95-1.14). Cancer-related mortality was higher in the aspirin group (HR 1.15; 95% CI 1.00-1.33). Site-specific estimates are provided in Supplementary Table S4.', supplementary_available: false, fetched_at: c.isoS() };
        const plan = "ASPREE is the only large RCT that specifically enrolled adults aged 70 and over, and its extended follow-up reported no reduction in overall cancer incidence and higher cancer mortality in the aspirin arm, while the CAPP2 and Women's Health Study signals of reduced colorectal cancer come from younger populations with 10+ years of exposure. To write a balanced brief I need to reconcile these: I should check whether ASPREE's colorectal-specific incidence hazard ratio is reported in the extended follow-up results, and if so compare it against the pooled estimate from the Rothwell meta-analysis before drafting.";
        const searcher = A('literature_searcher', 'Find RCTs and meta-analyses on aspirin and colorectal cancer incidence, prioritising trials that include adults 70+.',
          'Found 4 key sources: ASPREE (PMID 30221595; extended follow-up PMID 37106214), CAPP2 (PMID 32534646), WHS (PMID 24060097), Rothwell 2010 pooled analysis (PMID 20870277).', [
            T('pubmed_search', { term: '(aspirin[tiab]) AND (colorectal neoplasms[mh]) AND (randomized controlled trial[pt] OR meta-analysis[pt])', retmax: 20, sort: 'relevance' },
              { count: 143, retmax: 20, idlist: ['37106214', '30221595', '32534646', '24060097', '20870277', '29525519', '31383579', '27574162'], querytranslation: '"aspirin"[tiab] AND "colorectal neoplasms"[MeSH Terms] AND ("randomized controlled trial"[pt] OR "meta-analysis"[pt])', webenv: 'MCID_' + c.hex(24) }),
            T('pubmed_fetch_summaries', { ids: ['37106214', '30221595', '32534646', '24060097', '20870277'] }, [
              { pmid: '37106214', title: 'Effect of aspirin on cancer incidence and mortality in older adults', journal: 'J Natl Cancer Inst', year: 2023 },
              { pmid: '30221595', title: 'Effect of Aspirin on All-Cause Mortality in the Healthy Elderly', journal: 'N Engl J Med', year: 2018 },
              { pmid: '32534646', title: 'Cancer prevention with aspirin in hereditary colorectal cancer (Lynch syndrome), 10-year follow-up and registry-based 20-year data in the CAPP2 study', journal: 'Lancet', year: 2020 },
              { pmid: '24060097', title: 'Alternate-day, low-dose aspirin and cancer risk: long-term observational follow-up of a randomized trial', journal: 'Ann Intern Med', year: 2013 },
              { pmid: '20870277', title: 'Long-term effect of aspirin on colorectal cancer incidence and mortality: 20-year follow-up of five randomised trials', journal: 'Lancet', year: 2010 },
            ]),
            T('pubmed_search', { term: 'ASPREE[tiab] AND (colorectal[tiab] OR cancer[tiab]) AND aspirin[tiab]', retmax: 10, sort: 'pub_date' },
              { count: 9, retmax: 10, idlist: ['37106214', '33211862', '32652534', '30221595'], querytranslation: '"ASPREE"[tiab] AND ("colorectal"[tiab] OR "cancer"[tiab]) AND "aspirin"[tiab]', webenv: 'MCID_' + c.hex(24) }),
            T('pubmed_fetch_summaries', { ids: ['33211862', '32652534'] }, [
              { pmid: '33211862', title: 'Effect of Aspirin on Cancer Incidence and Mortality in Older Adults', journal: 'J Natl Cancer Inst', year: 2021 },
              { pmid: '32652534', title: 'Aspirin and colorectal cancer incidence in older adults: secondary analysis protocol', journal: 'Contemp Clin Trials', year: 2020 }]),
            L('Five core sources identified, plus two ASPREE secondary papers; ASPREE is the only trial built around a 70+ population. Handing back the list.', 'claude-3-haiku-20240307'),
          ]);
        const appraiser = A('trial_appraiser', 'For each trial found, record design, population age, dose, follow-up and risk of bias.', 'ASPREE: 19,114 adults ≥70 (≥65 US minorities), 100 mg daily vs placebo, median 4.7 y, low risk of bias. WHS: 39,876 women ≥45, 100 mg alternate days, 10 y + observational follow-up, low risk (some concerns for the post-trial phase). Rothwell 2010: pooled 5 trials, 14,033 participants, mostly <70, 20-y follow-up via registries, some concerns. CAPP2: Lynch syndrome carriers, mean age 45, 600 mg daily, not generalisable.', [
          T('fetch_fulltext', { pmid: '30221595', section: 'methods' }, { pmid: '30221595', section: 'methods', excerpt: 'From 2010 through 2014, we enrolled community-dwelling persons in Australia and the United States who were 70 years of age or older (or 65 years of age or older among blacks and Hispanics in the United States) and did not have cardiovascular disease, dementia, or disability. Participants were randomly assigned to receive 100 mg per day of enteric-coated aspirin or placebo.', fetched_at: c.isoS() }),
          T('fetch_fulltext', { pmid: '24060097', section: 'methods' }, { pmid: '24060097', section: 'methods', excerpt: '39,876 initially healthy women aged 45 years or older were randomly assigned to 100 mg aspirin on alternate days or placebo and followed for 10 years; 33,682 continued observational follow-up after trial end.', fetched_at: c.isoS() }),
          T('fetch_fulltext', { pmid: '20870277', section: 'methods' }, { pmid: '20870277', section: 'methods', excerpt: 'We studied the effect of aspirin on colorectal cancer in five randomised trials of aspirin versus control in primary and secondary prevention (14,033 participants), using data from national cancer registries over a median follow-up of 18.3 years.', fetched_at: c.isoS() }),
          L('Only ASPREE randomised people aged 70+. WHS and the Rothwell pool are younger cohorts with long exposure; CAPP2 is a genetic high-risk group. Recording risk-of-bias judgements.', 'claude-3-haiku-20240307'),
          T('rob2_record', { assessments: [{ trial: 'ASPREE', overall: 'low' }, { trial: 'WHS', overall: 'some concerns', note: 'post-trial observational phase' }, { trial: 'Rothwell pooled', overall: 'some concerns', note: 'registry ascertainment' }, { trial: 'CAPP2', overall: 'low', note: 'not generalisable (Lynch syndrome)' }] }, { saved: 4, sheet: 'rob2_aspirin_crc.csv', updated_at: c.isoS() }),
        ]);
        const synth = A('evidence_synthesizer', 'Using the sources found, assess the evidence for adults over 70 and draft the brief.', 'Agent stopped: max iterations reached', [
          T('fetch_fulltext', { pmid: '32534646', section: 'results' }, { pmid: '32534646', section: 'results', excerpt: 'Among 861 participants with Lynch syndrome, intention-to-treat analysis showed fewer colorectal cancers in the aspirin group (HR 0.65; 95% CI 0.43-0.97) over 10 years of follow-up. Mean age at enrolment was 45 years.', fetched_at: c.isoS() }),
          L('CAPP2 shows a protective effect, but in a hereditary high-risk group with mean age 45, so it does not generalise to healthy over-70s. Next: ASPREE extended follow-up results.'),
          T('fetch_fulltext', asFetch, asText),
          L(plan),
          T('fetch_fulltext', asFetch, asText),
          L(plan),
        ]);
        const children = [
          L('I will split this into a literature search and an evidence synthesis step, then write the brief myself from the synthesis.'),
          searcher,
          L('Sources are in. Before synthesis I want a quick appraisal of each trial, since age range is the crux of the question.'),
          appraiser,
          synth,
          L('The synthesis step hit its iteration limit without producing an assessment; I only have the source list.'),
        ];
        return { goal, root: A('research-lead', goal, "I couldn't complete the brief: the evidence synthesis step did not finish. Sources gathered so far: ASPREE (McNeil 2018, NEJM; extended follow-up 2023, JNCI), CAPP2 (Burn 2020, Lancet), Women's Health Study (Cook 2013, Ann Intern Med), and Rothwell 2010 pooled analysis (Lancet).", children) };
      },
    },
  ],
};
