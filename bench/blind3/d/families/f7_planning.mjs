import { agent, llm, tool, retr, js } from '../lib.mjs';

export default {
  name: 'long-planning-monologue',
  loop: false,
  stagnation: false,
  isolates: 'Four to six consecutive long reasoning steps on one topic, each adding concrete new numbers, steps or decisions rather than restating, followed by execution that succeeds.',
  rows: [
    // 01 devops/SRE — Postgres 12 -> 15 upgrade plan, 5 thinking steps, then execution
    {
      domain: 'devops/SRE', base: '2024-04-09T01:00:00Z',
      expect: { minThoughts: 5 },
      build(n) {
        const goal = 'Write and kick off the plan to upgrade the orders Postgres cluster from 12 to 15 with under 5 minutes of write downtime.';
        const M = 'o1-mini';
        const kids = [
          tool('psql', { host: 'orders-pg-primary', sql: "SELECT pg_size_pretty(pg_database_size('orders')), (SELECT count(*) FROM pg_stat_replication), current_setting('server_version')" }, [{ pg_size_pretty: '1841 GB', count: 2, current_setting: '12.17' }]),
          llm(M, 'Constraints first. The database is 1.84 TB on 12.17 with two streaming replicas. A pg_upgrade --link on the primary would be fast (minutes) but needs the old and new binaries on the same host and leaves no easy rollback once the new cluster has accepted writes. pg_dump/restore of 1.84 TB would take hours, so it is out. That leaves two candidates: in-place pg_upgrade --link, or logical replication into a fresh 15 cluster followed by a switchover.'),
          llm(M, 'Comparing the two against the 5-minute write-downtime budget. pg_upgrade --link: stop primary, run upgrade (~3-4 min for catalog rewrite at this object count, 41k relations), restart, then rebuild both replicas from scratch with pg_basebackup — at ~400 MB/s that is about 80 minutes during which we run without a replica. Logical replication: downtime is only the switchover (stop writes, wait for lag 0, bump sequences, repoint PgBouncer), typically 60-120 s. I pick logical replication; the risk it adds is tables without primary keys.'),
          llm(M, 'Checking the logical-replication prerequisites concretely. wal_level must become logical on the 12 primary, which needs one restart (schedule it in the Tuesday 02:00 UTC window, ~20 s blip). Tables without a primary key cannot replicate UPDATE/DELETE; I will query pg_class for them and either add a PK or set REPLICA IDENTITY FULL. Sequences are not replicated, so at cutover I must run setval on every sequence to max(id)+1000. Large objects are not replicated either; orders does not use them, I will verify with pg_largeobject_metadata count.'),
          llm(M, 'Sizing the target. New 15 cluster: three r6i.4xlarge nodes (same as today), 2.5 TB gp3 at 12k IOPS. Initial table sync for 1.84 TB with max_sync_workers_per_subscription=4 should take roughly 6-8 hours; I will start it Wednesday 22:00 UTC so it finishes before the Thursday peak. Catch-up is monitored via pg_stat_subscription; cutover is allowed only when apply lag stays under 1 s for 30 minutes.'),
          llm(M, 'Final runbook order: (1) add PKs to 3 heap tables or mark REPLICA IDENTITY FULL, (2) set wal_level=logical and restart in Tuesday window, (3) provision PG15 cluster and load schema with pg_dump --schema-only, (4) CREATE PUBLICATION orders_all FOR ALL TABLES; CREATE SUBSCRIPTION on 15, (5) validate row counts on the 20 largest tables, (6) cutover: PgBouncer PAUSE, wait lag 0, setval sequences, repoint, RESUME — target 90 s, (7) keep the 12 cluster read-only for 72 h as rollback. Opening the change ticket and starting step 1 now.'),
          tool('psql', { host: 'orders-pg-primary', sql: "SELECT c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid=c.relnamespace WHERE c.relkind='r' AND ns.nspname='public' AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid=c.oid AND i.indisprimary)" }, [{ relname: 'order_events_archive' }, { relname: 'tmp_refund_backfill' }, { relname: 'audit_log_2019' }]),
          tool('jira.create_issue', { project: 'CHG', type: 'Change', summary: 'orders-pg: PG12 -> PG15 via logical replication', description_ref: `runbooks/orders-pg15-${n.date()}.md`, start: '2024-04-09T02:00:00Z' }, { key: `CHG-${n.int(2100, 2400)}`, self: `https://acme.atlassian.net/rest/api/2/issue/${n.digits(6)}` }),
        ];
        return agent('db-upgrade-planner', goal, 'Plan chosen: logical replication to a new PG15 cluster with a ~90 s PgBouncer cutover; 3 tables without PKs identified; change ticket opened and step 1 scheduled.', kids);
      },
    },
    // 02 data/analytics — churn cohort analysis plan, 4 thoughts, then SQL + result
    {
      domain: 'data/analytics', base: '2024-08-13T09:15:00Z',
      expect: { minThoughts: 4 },
      build(n) {
        const goal = 'Did the June pricing change increase churn for annual-plan customers? Give me a defensible answer.';
        const M = 'analyst';
        const kids = [
          llm(M, 'Defining churn precisely: an annual customer churns if auto-renew is off at renewal date or the subscription is cancelled within 30 days after renewal. Because annual customers only decide once per year, the comparison has to be on renewal cohorts, not calendar months. Treatment group: annual subscriptions with a renewal date between 2024-06-15 (price change effective) and 2024-07-31. Control: renewals 2024-04-01 to 2024-06-14 at old prices.'),
          llm(M, 'Confounders to handle. Seasonality: last year June-July renewals churned 2.1 points higher than April-May, so a naive before/after would overstate the effect. I will use a difference-in-differences: (2024 treatment - 2024 control) minus (2023 same windows). Plan mix: Team and Business plans had different increases (+12% and +8%), so I will split by plan and weight by seat count bucket (1-10, 11-50, 51+).'),
          llm(M, 'Sample sizes decide what we can claim. From the subscriptions table there are roughly 1,900 treatment renewals and 2,600 control renewals in 2024, and similar counts in 2023. With a baseline churn near 11%, a two-proportion test at these sizes detects a difference of about 2.7 points at 80% power. So if the DiD estimate is under ~2.7 points I will report it as not distinguishable from zero rather than as "no effect".'),
          llm(M, 'Execution plan: one SQL query producing renewal_year, window (control/treatment), plan, seat_bucket, renewals, churned; then compute the DiD overall and per plan in Python with a bootstrap CI (2,000 resamples clustered by account). Deliverable: the headline DiD with CI, per-plan estimates, and one sentence on the power limitation.'),
          tool('warehouse_sql', { sql: 'SELECT renewal_year, window, plan, seat_bucket, COUNT(*) renewals, SUM(churned::int) churned FROM analytics.annual_renewal_cohorts WHERE renewal_year IN (2023, 2024) GROUP BY 1,2,3,4', engine: 'snowflake' }, { rows: 24, result_id: n.uuid(), elapsed: n.secs(2, 6) }),
          tool('python', { code: 'did = compute_did(df, cluster="account_id", n_boot=2000)\nprint(did.summary())' }, { stdout: 'overall DiD: +3.4 pts (95% CI +0.9 to +5.8)\nTeam: +4.6 pts (95% CI +1.2 to +7.9)\nBusiness: +1.3 pts (95% CI -2.2 to +4.7)\n', exec_ms: n.ms(4000, 9000) }),
        ];
        return agent('analytics-agent', goal, 'Yes, for Team plans: after adjusting for seasonality (difference-in-differences vs 2023), annual churn rose +3.4 pts overall (95% CI +0.9 to +5.8), driven by Team (+4.6). Business plans show +1.3 pts, not distinguishable from zero at this sample size.', kids);
      },
    },
    // 03 travel booking — multi-city Japan itinerary, 6 thoughts, then holds
    {
      domain: 'travel booking', base: '2024-09-02T21:30:00Z',
      expect: { minThoughts: 6 },
      build(n) {
        const goal = 'Plan 12 days in Japan for two in late March (cherry blossom), flying from Seattle, budget about $9,000 total, Tokyo + Kyoto + somewhere less touristy. Put holds on what you recommend.';
        const M = 'claude-3-opus';
        const kids = [
          llm(M, 'Dates: blossom forecasts for Tokyo and Kyoto usually peak March 28 - April 5. Flying SEA→HND on March 24 lands on the 25th, which gives 12 nights through April 6. Outbound direct options are ANA NH177 and Delta DL167; return from KIX rather than HND avoids backtracking from Kyoto.'),
          llm(M, 'City split: Tokyo 4 nights (Mar 25-29), then the less-touristy leg, then Kyoto 4 nights (Apr 2-6). For the quiet leg I am choosing Kanazawa over Takayama: it is 2.5 h from Tokyo on the Hokuriku Shinkansen, Kenroku-en blooms around the same time, and it connects onward to Kyoto by the Thunderbird in about 2 h 10 min since the 2024 Tsuruga extension. Kanazawa gets 4 nights (Mar 29 - Apr 2).'),
          llm(M, 'Budget allocation against $9,000: flights open-jaw SEA-HND / KIX-SEA in economy are about $1,450 per person, so $2,900. Hotels: Tokyo ~$260/night x4 = $1,040, Kanazawa ryokan 1 night at $480 plus 3 nights business hotel at $170 = $990, Kyoto peak season ~$300/night x4 = $1,200. Lodging total $3,230. That leaves $2,870 for trains, food and activities.'),
          llm(M, 'Transport: a 7-day JR Pass is now ¥50,000 after the 2023 price rise, and our rail legs are Tokyo→Kanazawa (~¥14,380), Kanazawa→Tsuruga→Kyoto (~¥9,000) and Kyoto→KIX on the Haruka (~¥3,600) — about ¥27,000 per person in point-to-point tickets, so no JR Pass. Budget ¥54,000 for two, roughly $370, plus $120 in IC-card fares for city transit.'),
          llm(M, 'Remaining ~$2,380 for 12 days of food and activities is about $200/day for two, which works with one special dinner each in Tokyo and Kyoto (~$250 each). Bookable-in-advance items worth holding now: teamLab Planets timed entry on Mar 26, and the Kenroku-en night illumination if dates are announced. Everything else can be done on the day.'),
          llm(M, 'Holds to place, in order of scarcity: Kyoto hotel first (peak sells out), then the Kanazawa ryokan night of Mar 29, then flights with a 24-hour hold, then Tokyo hotel. I will use refundable rates everywhere so the user can adjust; the ryokan requires a credit-card guarantee but free cancellation to Mar 19.'),
          tool('hotel_hold', { city: 'Kyoto', property_id: 'KYO-0417', check_in: '2025-04-02', check_out: '2025-04-06', room: 'Twin', refundable: true }, { hold_id: `H-${n.alnum(8)}`, total: { amount: 186400, currency: 'JPY' }, expires: n.tick(86400).iso() }),
          tool('hotel_hold', { city: 'Kanazawa', property_id: 'KNZ-RYO-22', check_in: '2025-03-29', check_out: '2025-03-30', room: 'Japanese-style w/ dinner', refundable: true }, { hold_id: `H-${n.alnum(8)}`, total: { amount: 71200, currency: 'JPY' }, cancellation_free_until: '2025-03-19' }),
          tool('flight_hold', { itinerary: [{ from: 'SEA', to: 'HND', date: '2025-03-24', flight: 'NH177' }, { from: 'KIX', to: 'SEA', date: '2025-04-06', flight: 'DL182' }], pax: 2, cabin: 'Y' }, { pnr: `${n.alnum(6)}`, fare_total: '2894.60 USD', ticketing_deadline: n.tick(3600).iso() }),
        ];
        return agent('trip-planner', goal, 'Itinerary: Tokyo Mar 25-29, Kanazawa Mar 29-Apr 2, Kyoto Apr 2-6; open-jaw flights SEA-HND / KIX-SEA held ($2,894.60), Kyoto and Kanazawa ryokan held on refundable rates. Estimated total ~$8,900 with point-to-point rail instead of a JR Pass.', kids);
      },
    },
    // 04 legal document review — MSA review plan, 4 thoughts, then retriever + memo
    {
      domain: 'legal document review', base: '2024-05-06T16:05:00Z',
      expect: { minThoughts: 4 },
      build(n) {
        const goal = 'Review the Zephyr Analytics MSA redline (v3) against our vendor playbook and give me the issues list for tomorrow\'s negotiation call.';
        const M = 'gpt-4-turbo';
        const kids = [
          retr('contract_store', { doc: 'Zephyr_MSA_v3_redline.docx', mode: 'sections' }, { sections: 27, changed_sections: ['8.2', '9.1', '9.4', '11.3', '14.1', 'Exhibit C'], pages: 31, hash: n.hex(40) }),
          llm(M, 'Scope: six sections changed in v3 (8.2, 9.1, 9.4, 11.3, 14.1 and Exhibit C). I will triage them against the playbook tiers: Tier 1 (must-have: liability caps, data protection, IP ownership), Tier 2 (strong preference: termination, payment terms), Tier 3 (acceptable with notice). 9.1 and 9.4 are the limitation-of-liability clauses, so they go first.'),
          llm(M, 'Section 9.1 reduces their cap from 12 months of fees to "fees paid in the 6 months preceding the claim"; at our $420k annual contract that drops the cap from about $420k to $210k. Playbook floor is 12 months. 9.4 adds data-breach losses to the general cap instead of the super-cap of 3x fees we had in v2. Both are Tier 1: we push back on 9.1 and insist on restoring the $1.26M super-cap for breaches in 9.4.'),
          llm(M, 'Section 8.2 now lets Zephyr use "aggregated and de-identified Customer Data" to improve its services. Playbook allows this only with a defined de-identification standard and no model training on our data. Proposed fix: reference the HIPAA Safe Harbor method and add "excluding training of machine-learning models made available to third parties". Section 11.3 shortens our termination-for-convenience notice from 90 to 30 days for them only — Tier 2, ask for mutual 60.'),
          llm(M, 'Section 14.1 moves governing law from Delaware to California — Tier 3, acceptable. Exhibit C raises the annual price escalator from 3% to "CPI + 2%", uncapped; in a 4% CPI year that is 6%. Ask for a cap at 5%. Final issues list ordered by priority: 9.4 super-cap, 9.1 cap period, 8.2 data use, Exhibit C escalator cap, 11.3 mutual notice; 14.1 concede as a trade.'),
          tool('docs.create', { title: 'Zephyr MSA v3 - negotiation issues', folder: 'Legal/Vendors/Zephyr', format: 'gdoc' }, { doc_id: `1${n.alnum(43)}`, url: 'https://docs.example.com/d/zephyr-msa-v3-issues', created_time: n.isoMs() }),
        ];
        return agent('contracts-reviewer', goal, 'Issues list created (6 items, prioritised): restore 3x breach super-cap (9.4), keep 12-month cap (9.1), tighten de-identified data use (8.2), cap escalator at 5% (Ex. C), mutual 60-day termination notice (11.3); concede CA governing law (14.1).', kids);
      },
    },
    // 05 HR/recruiting — interview loop scheduling for 4 finalists, 5 thoughts, then invites
    {
      domain: 'HR/recruiting', base: '2024-10-21T12:40:00Z',
      expect: { minThoughts: 5 },
      build(n) {
        const goal = 'Schedule onsite loops next week for the four Staff Engineer finalists. Each loop needs system design, coding, and hiring-manager interviews, and Priya must do every system design.';
        const M = 'scheduler';
        const kids = [
          tool('calendar.freebusy', js({ people: ['priya.n', 'marco.d', 'ellen.w', 'sam.t', 'hm.kofi'], from: '2024-10-28', to: '2024-11-01', tz: 'America/New_York' }), { priya_n: { free: ['Mon 10-12', 'Tue 13-17', 'Wed 9-11', 'Thu 14-16'] }, kofi: { free: ['Mon 13-17', 'Tue 9-12', 'Wed 13-17', 'Thu 9-12', 'Fri 9-11'] }, marco_d: { free: ['Mon 9-17', 'Wed 9-17'] }, ellen_w: { free: ['Tue 9-17', 'Thu 9-17'] }, sam_t: { free: ['Fri 9-15'] }, computed_at: n.iso() }),
          llm(M, 'Priya is the bottleneck: she is the only system-design interviewer and has four windows (Mon 10-12, Tue 13-17, Wed 9-11, Thu 14-16). Each system design is 60 min and she has said she will not do two in one day, so each candidate gets a different day, Monday to Thursday, and Friday stays free as a buffer for reschedules. Total loop per candidate: 60 min system design, 60 min coding, 45 min with the hiring manager, about 3 hours with breaks.'),
          llm(M, 'Coding interviewers: Marco is free Mon and Wed, Ellen Tue and Thu. That maps cleanly: Mon and Wed candidates code with Marco, Tue and Thu candidates with Ellen. Sam is only free Friday, so Sam is not needed unless someone reschedules. Marco and Ellen each do exactly two coding rounds, which keeps them under the 3-interviews-per-week cap set by engineering leadership.'),
          llm(M, 'Hiring manager Kofi: Mon 13-17, Tue 9-12, Wed 13-17, Thu 9-12. Building each day: Mon — SD 10:00-11:00 (Priya), coding 11:15-12:15 (Marco), HM 13:30-14:15 (Kofi). Tue — HM 10:00-10:45, coding 11:00-12:00 (Ellen), SD 13:30-14:30. Wed — SD 9:30-10:30, coding 10:45-11:45 (Marco), HM 13:15-14:00. Thu — HM 10:00-10:45, coding 11:00-12:00 (Ellen), SD 14:00-15:00.'),
          llm(M, 'Assigning candidates by their stated constraints: Alex Ruiz flies in from Denver and asked for Tuesday or later, so Tuesday. Bea Osei is local but unavailable Thursday, so Monday. Chen Wu prefers mornings; Wednesday starts earliest at 9:30, so Wednesday. Dara Novak gets Thursday. Each day has a 45-min lunch gap, satisfying the policy of a break for loops over 2.5 hours.'),
          llm(M, 'Sending invites: one calendar event per interview with the candidate, the interviewer and the recruiting coordinator, Zoom links for Alex because he asked for hybrid on the coding round, rooms from the 4th floor pool otherwise. Then one summary email per candidate from the coordinator template.'),
          tool('calendar.bulk_create', js({ events: 12, template: 'staff-eng-onsite', candidates: ['Bea Osei:Mon', 'Alex Ruiz:Tue', 'Chen Wu:Wed', 'Dara Novak:Thu'] }), { created: 12, failed: 0, batch_id: n.uuid() }),
          tool('email.send_template', js({ template: 'onsite_confirmation_v2', recipients: 4 }), { sent: 4, message_ids: [n.hex(12), n.hex(12), n.hex(12), n.hex(12)] }),
        ];
        return agent('recruiting-coordinator', goal, 'Loops scheduled Mon-Thu (Bea Mon, Alex Tue, Chen Wed, Dara Thu); Priya runs all four system design rounds; 12 invites and 4 candidate confirmations sent.', kids);
      },
    },
    // 06 research assistant — literature review plan on Na-ion hard carbon, 4 thoughts
    {
      domain: 'research assistant', base: '2024-12-10T19:45:00Z',
      expect: { minThoughts: 4 },
      build(n) {
        const goal = 'I need a structured literature review plan on hard-carbon anodes for sodium-ion batteries for my thesis chapter, then start the search.';
        const M = 'research-llm';
        const kids = [
          llm(M, 'Scope decision: hard carbon only (excluding soft carbon, alloys and conversion anodes), publications 2015-2024, because the 2015 Stevens/Dahn work on the "house of cards" model set the mechanistic baseline. Three research questions: RQ1 how precursor and pyrolysis temperature affect reversible capacity and initial Coulombic efficiency (ICE); RQ2 what storage mechanism evidence exists for the low-voltage plateau; RQ3 how electrolyte and pre-sodiation improve ICE.'),
          llm(M, 'Search strategy: Web of Science and Scopus, string ("hard carbon" AND (sodium OR "Na-ion") AND (anode OR negative electrode)). Expected yield roughly 2,500 records; after de-duplication and title screening I expect about 300. Inclusion: reports both reversible capacity and ICE at a stated current density. Exclusion: reviews (tracked separately), papers without half-cell data.'),
          llm(M, 'Data extraction sheet columns: precursor class (biomass / polymer / pitch / resin), carbonisation temperature (°C), BET surface area (m²/g), d002 spacing (nm), reversible capacity at 20-30 mA/g (mAh/g), ICE (%), plateau capacity share (%), electrolyte, cycles to 80% retention. The plateau share column is what lets me test the mechanism claims in RQ2 quantitatively.'),
          llm(M, 'Synthesis plan: a scatter of capacity vs carbonisation temperature coloured by precursor class for RQ1; a table contrasting intercalation-filling vs adsorption-intercalation evidence (in-situ XRD, SAXS, 23Na NMR) for RQ2; for RQ3, the ICE gain per intervention with median and range. Timeline: search and screening week 1-2, extraction week 3-4, writing week 5-6. Starting the Scopus search now.'),
          tool('scopus_search', { query: 'TITLE-ABS-KEY("hard carbon" AND (sodium OR "Na-ion") AND (anode OR "negative electrode")) AND PUBYEAR > 2014 AND PUBYEAR < 2025', count: 25, sort: 'citedby-count' }, { 'opensearch:totalResults': '2614', entry_count: 25, first: { 'dc:title': 'Sodium-ion batteries: present and future', 'prism:publicationName': 'Chemical Society Reviews', 'citedby-count': '3871' }, request_id: n.uuid() }),
          tool('save_to_zotero', { collection: 'Thesis/Ch3-HardCarbon', items_from: 'scopus_last_query', max: 25 }, { added: 25, duplicates: 0, collection_key: n.alnum(8) }),
        ];
        return agent('thesis-assistant', goal, 'Review plan written (3 RQs, search string, 9-column extraction sheet, synthesis and 6-week timeline). Scopus returned 2,614 records; top 25 by citations saved to Zotero collection Thesis/Ch3-HardCarbon.', kids);
      },
    },
  ],
};
