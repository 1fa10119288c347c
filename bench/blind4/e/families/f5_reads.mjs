// Family 5 (HEALTHY): many similar-but-different reads, then a synthesis.
export default {
  family: 'similar-records-then-synthesis',
  kind: 'many-reads',
  loop: false,
  stagnation: false,
  isolates: 'Many calls to one read tool on different targets return same-shaped but different contents, and the agent then synthesises them into an answer.',
  rows: [
    // 01 coding agent, terse, JSON-string args
    {
      domain: 'coding agent', style: 'terse CLI agent', strArgs: true, probe: { tool: 'read_file' },
      build(c) {
        const goal = 'Before we deploy release 3.8, list which pending migrations would lock large tables (NOT NULL without default, or index without CONCURRENTLY).';
        const migs = [
          ['0041_add_invoice_currency.sql', "ALTER TABLE invoices ADD COLUMN currency char(3) NOT NULL DEFAULT 'USD';"],
          ['0042_orders_status_idx.sql', 'CREATE INDEX orders_status_idx ON orders (status);'],
          ['0043_drop_legacy_flags.sql', 'ALTER TABLE accounts DROP COLUMN legacy_flags;'],
          ['0044_customer_tax_id.sql', 'ALTER TABLE customers ADD COLUMN tax_id text NOT NULL;'],
          ['0045_events_created_idx.sql', 'CREATE INDEX CONCURRENTLY events_created_at_idx ON events (created_at);'],
          ['0046_payments_fk.sql', 'ALTER TABLE payments ADD CONSTRAINT payments_invoice_fk FOREIGN KEY (invoice_id) REFERENCES invoices(id) NOT VALID;'],
          ['0047_shipments_carrier.sql', "ALTER TABLE shipments ADD COLUMN carrier text;\nUPDATE shipments SET carrier = 'ups' WHERE carrier IS NULL;"],
        ];
        const ch = [
          c.tool('bash', { command: 'ls db/migrations | sort | tail -n 7' }, migs.map((m) => m[0]).join('\n')),
        ];
        for (const [f, sql] of migs) ch.push(c.tool('read_file', { path: `db/migrations/${f}` }, `-- migration ${f.slice(0, 4)}\nBEGIN;\n${sql}\nCOMMIT;\n`));
        ch.push(c.tool('psql', { query: "select relname, n_live_tup from pg_stat_user_tables where relname in ('orders','customers','shipments') order by 2 desc" }, 'relname   | n_live_tup\n----------+-----------\norders    |  48211930\nshipments |  31877402\ncustomers |   2210458\n(3 rows)'));
        ch.push(c.llm('agent', 'Risky: 0042 plain CREATE INDEX on orders (48M rows, blocks writes) and 0044 NOT NULL without default on customers (fails if rows exist / full rewrite check). 0047 backfills 31M shipments rows in one transaction: long lock. 0041 has a default (fast in PG11+), 0045 is CONCURRENTLY, 0046 is NOT VALID. 0043 drop column is metadata-only.'));
        return { goal, root: c.agent('coder', goal, ch, 'Locking risks for 3.8: 0042 (non-concurrent index on orders, 48M rows), 0044 (NOT NULL without default on customers), 0047 (single-transaction backfill of 31M shipments rows). 0041, 0043, 0045, 0046 are safe.') };
      },
    },
    // 02 data engineering, LangGraph; partition manifests
    {
      domain: 'data engineering', style: 'LangGraph nodes', strArgs: false, probe: { tool: 's3.get_object' },
      build(c) {
        const goal = 'Check the clickstream partitions for 2024-06-01..2024-06-10 and report any day whose row count or file count looks off.';
        const days = [
          ['01', 14, 9811204], ['02', 14, 9650117], ['03', 15, 10122009], ['04', 14, 9903311], ['05', 3, 1877420],
          ['06', 14, 9788102], ['07', 15, 10355961], ['08', 12, 8120554], ['09', 12, 7998310], ['10', 14, 9702288],
        ];
        const ch = [c.llm('call_model', 'Reading the _manifest.json for each daily partition, then comparing counts against the typical day.')];
        for (const [d, files, rows] of days) {
          ch.push(c.tool('s3.get_object', { bucket: 'lake-prod', key: `clickstream/dt=2024-06-${d}/_manifest.json` }, {
            partition: `dt=2024-06-${d}`, files, rows, bytes: rows * c.int(180, 196), writer: 'spark-3.5.1', committed_at: c.isoMs(), etag: `"${c.hex(32)}"`,
          }));
        }
        ch.push(c.tool('warehouse.query', { sql: "select dt, count(*) from raw.clickstream_ingest_log where status='FAILED' and dt between '2024-06-01' and '2024-06-10' group by 1" }, { rows: [['2024-06-05', 11]], query_id: c.uuid() }));
        ch.push(c.llm('call_model', 'Typical day: 14-15 files and ~9.7-10.4M rows. 06-05 has only 3 files and 1.88M rows and the ingest log shows 11 failed batches that day. 06-08 and 06-09 are ~17-20% low with 12 files each but no failures, which matches the weekend dip seen in earlier months.'));
        return { goal, root: c.agent('lake_audit_graph', goal, ch, '2024-06-05 is incomplete (3 files, 1.88M rows vs ~9.8M typical; 11 failed ingest batches) and needs a re-run. 06-08/06-09 are lower but consistent with weekend traffic. All other days look normal.') };
      },
    },
    // 03 insurance claims, chatty + sub-agent batches
    {
      domain: 'insurance claims', style: 'chatty assistant + sub-agents', strArgs: false, probe: { tool: 'claims.get_record' },
      build(c) {
        const goal = 'SIU referral: review the seven rear-end collision claims filed in Harris County this month and say whether they look connected.';
        const recs = [
          ['CLM-8810231', 'Luis Herrera', 'Eastside Auto Body', '713-555-0142', 'Dr. K. Patel Chiropractic', 6120],
          ['CLM-8810377', 'Tanya Brooks', 'Eastside Auto Body', '713-555-0142', 'Dr. K. Patel Chiropractic', 5890],
          ['CLM-8810402', 'Omar Said', 'Bayou City Collision', '281-555-0199', 'Memorial Urgent Care', 3410],
          ['CLM-8810519', 'Kevin Nguyen', 'Eastside Auto Body', '713-555-0142', 'Dr. K. Patel Chiropractic', 6340],
          ['CLM-8810588', 'Rachel Green', 'Westheimer Paint & Body', '713-555-0871', 'none', 1980],
          ['CLM-8810640', 'Derrick Mills', 'Eastside Auto Body', '832-555-0013', 'Dr. K. Patel Chiropractic', 6005],
          ['CLM-8810702', 'Ana Ruiz', 'Bayou City Collision', '281-555-0199', 'none', 2750],
        ];
        const read = ([id, name, shop, phone, med, amt]) => c.tool('claims.get_record', { claim_id: id }, {
          claim_id: id, claimant: name, loss: 'rear-end collision', county: 'Harris', repair_shop: shop, claimant_phone: phone,
          medical_provider: med, reserve_usd: amt, fnol_at: c.sqlTs(),
        });
        const ch = [
          c.llm('assistant', "I'll split the seven claims between two reviewers so each batch is summarised, then compare the batches for shared shops, phones and providers."),
          c.agent('claims_reader_a', { claims: recs.slice(0, 4).map((r) => r[0]) }, recs.slice(0, 4).map(read), 'Batch A: 3 of 4 claims use Eastside Auto Body + Dr. K. Patel and all three list phone 713-555-0142.'),
          c.agent('claims_reader_b', { claims: recs.slice(4).map((r) => r[0]) }, recs.slice(4).map(read), 'Batch B: CLM-8810640 uses Eastside Auto Body + Dr. K. Patel with a different phone; the other two look ordinary.'),
          c.tool('sanctions.lookup', { entity: 'Dr. K. Patel Chiropractic', state: 'TX' }, { matches: [{ list: 'NICB watchlist', note: 'referral volume flag 2023' }], checked: c.iso() }),
          c.llm('assistant', 'Four of seven claims (8810231, 8810377, 8810519, 8810640) share Eastside Auto Body and Dr. K. Patel Chiropractic, three list the same phone number 713-555-0142, and reserves cluster tightly at $5.9k-$6.3k. The provider is already on an NICB watchlist. The other three claims look unrelated.'),
        ];
        return { goal, root: c.agent('SIU Copilot', goal, ch, 'Likely connected: CLM-8810231, -8810377, -8810519, -8810640 (same body shop and chiropractor, 3 share a phone, similar reserves; provider on NICB watchlist). Recommend SIU investigation of that ring; the other three claims appear independent.') };
      },
    },
    // 04 education, long; 14 submissions
    {
      domain: 'education/tutoring', style: 'chatty tutor assistant', strArgs: false, probe: { tool: 'lms.get_submission' },
      build(c) {
        const goal = 'Go through the 14 essays submitted for "Causes of WWI" in period 3 and give me a class-level feedback summary before tomorrow\'s lesson. Also leave each student a one-line comment on their submission.';
        const subs = [
          ['Ava', 'B+', 'Strong on alliances, weak on evidence citations'],
          ['Ben', 'C', 'Thesis unclear; lists causes without argument'],
          ['Chloe', 'A-', 'Uses MAIN framework well; good primary source'],
          ['Dev', 'B', 'Good on militarism; ignores nationalism'],
          ['Elif', 'C+', 'Mostly narrative of Sarajevo; little analysis'],
          ['Finn', 'B', 'Solid structure; conclusion repeats intro'],
          ['Grace', 'A', 'Weighs causes against each other convincingly'],
          ['Hugo', 'C', 'Several factual errors about 1914 dates'],
          ['Isla', 'B+', 'Good use of the Schlieffen Plan; no citations'],
          ['Jonah', 'B-', 'Argument present but paragraphs lack topic sentences'],
          ['Kira', 'B', 'Imperialism section strong; alliances thin'],
          ['Leo', 'D', 'Incomplete, stops after two paragraphs'],
          ['Maya', 'B+', 'Clear thesis; evidence from textbook only'],
          ['Noah', 'C+', 'Narrative of assassination dominates'],
        ];
        const ch = [
          c.tool('lms.list_submissions', { course: 'HIST10-P3', assignment: 'wwi-causes' }, { count: 14, ids: subs.map((_, i) => `sub_${1000 + i}`), as_of: c.iso() }),
          c.tool('lms.get_rubric', { assignment: 'wwi-causes' }, { criteria: ['Thesis', 'Use of evidence', 'Analysis of causes', 'Structure'], scale: 'A-F' }),
        ];
        subs.forEach(([name, grade, note], i) => {
          ch.push(c.tool('lms.get_submission', { submission_id: `sub_${1000 + i}` }, {
            student: name, word_count: c.int(420, 1150), rubric_grade: grade, teacher_comment_draft: note, submitted_at: c.rfc(),
          }));
        });
        ch.push(c.llm('assistant', 'Tallying: 2 A-range, 6 B-range, 5 C-range, 1 D. Three essays (Elif, Noah, Ben) narrate the Sarajevo assassination or list causes instead of arguing, and four mention weak or missing citations (Ava, Isla, Maya, and Hugo\'s factual errors). Only Grace and Chloe weigh causes against each other.'));
        const nextStep = {
          'B+': 'To reach an A, weigh one cause against another explicitly.',
          B: 'Next step: rank the causes and justify the ranking.',
          'B-': 'Start each paragraph with a topic sentence that argues.',
          C: 'Build a clear thesis and argue for it rather than listing.',
          'C+': 'Spend less space on the Sarajevo narrative and more on why it mattered.',
          'A-': 'Excellent; tighten the conclusion.',
          A: 'Outstanding weighing of causes.',
          D: 'Please see me to finish the essay this week.',
        };
        subs.forEach(([name, grade, note], i) => {
          ch.push(c.tool('lms.post_comment', { submission_id: `sub_${1000 + i}`, text: `${name}: ${note}. ${nextStep[grade]}` }, { comment_id: c.int(500000, 599999), posted: c.iso() }));
        });
        ch.push(c.tool('docs.create', { title: 'P3 WWI essays – class feedback', body: 'Strengths / Common issues / Mini-lesson: weighing causes' }, { doc_id: `doc_${c.b62(16)}`, url: 'https://docs.example/d/p3-wwi-feedback' }));
        ch.push(c.llm('assistant', "Done! I've put the summary in a doc. Suggested focus for tomorrow: a 15-minute mini-lesson on ranking causes with evidence, using Grace's paragraph on alliances versus nationalism as the model (with her permission)."));
        return { goal, root: c.agent('TutorAssistant', goal, ch, 'Class summary: grades A x2, B x6, C x5, D x1. Common issues: narrating events instead of arguing (Ben, Elif, Noah), thin citations (Ava, Isla, Maya), factual slips (Hugo). Leo needs follow-up for an incomplete essay. Feedback doc created, one-line comments posted on all 14 submissions; suggested mini-lesson on weighing causes.') };
      },
    },
    // 05 real estate, OpenAI Agents style, JSON-string args
    {
      domain: 'real estate', style: 'OpenAI Agents runner', strArgs: true, probe: { tool: 'mls.get_listing' },
      build(c) {
        const goal = 'Prepare a quick CMA for 2418 Alder Ct (3 bd / 2 ba, 1,640 sq ft) using the six comps I shortlisted.';
        const comps = [
          ['MLS-5510921', '2402 Alder Ct', 3, 2, 1590, 512000, 'sold', 18],
          ['MLS-5509877', '118 Birchwood Ln', 3, 2, 1710, 538500, 'sold', 9],
          ['MLS-5511340', '2307 Cedar Ridge Dr', 4, 2.5, 1920, 601000, 'sold', 31],
          ['MLS-5512006', '45 Hawthorn Pl', 3, 1.5, 1480, 468000, 'sold', 44],
          ['MLS-5512455', '2431 Alder Ct', 3, 2, 1655, 529900, 'pending', 6],
          ['MLS-5512788', '702 Juniper Way', 3, 2, 1600, 549000, 'active', 12],
        ];
        const ch = [c.tool('public_records.get_parcel', { address: '2418 Alder Ct' }, { apn: '112-304-27', year_built: 1994, lot_sqft: 6850, last_sale: { date: '2016-08-19', price: 351000 } })];
        for (const [id, addr, bd, ba, sqft, price, status, dom] of comps) {
          ch.push(c.tool('mls.get_listing', { listing_id: id }, { listing_id: id, address: addr, beds: bd, baths: ba, sqft, price, status, days_on_market: dom, updated: c.isoMs() }));
        }
        ch.push(c.llm('CMA Agent', 'Closest comps are 2402 Alder Ct ($322/sqft) and 118 Birchwood ($315/sqft); 2431 Alder Ct pending at $320/sqft. The 4-bed on Cedar Ridge ($313) and the 1.5-bath Hawthorn ($316) need adjusting. Sold/pending comps centre on ~$318/sqft, so 1,640 sq ft gives about $521k; range $510k-$535k. The active Juniper listing at $343/sqft looks optimistic.'));
        return { goal, root: c.agent('CMA Agent', goal, ch, 'Suggested list range for 2418 Alder Ct: $510k-$535k (≈$318/sq ft from 4 sold + 1 pending comp). Best comps: 2402 and 2431 Alder Ct. Juniper Way active at $549k is above market.') };
      },
    },
    // 06 marketing ops, ReAct
    {
      domain: 'marketing ops', style: 'terse ReAct', strArgs: false, probe: { tool: 'ads.get_campaign_report' },
      build(c) {
        const goal = 'Which of our six Q2 paid campaigns should get the extra $20k budget in July?';
        const camps = [
          ['g-brand-search', 'Google', 18200, 1430, 212, 96000],
          ['g-generic-search', 'Google', 26500, 2210, 188, 71400],
          ['li-abm-enterprise', 'LinkedIn', 31000, 402, 61, 122000],
          ['meta-retargeting', 'Meta', 9800, 1870, 95, 28500],
          ['meta-lookalike', 'Meta', 14300, 2950, 70, 19600],
          ['yt-demo-video', 'YouTube', 12100, 610, 22, 8800],
        ];
        const ch = [c.llm('react', 'Thought: pull the Q2 report for each campaign, compare cost per opportunity and pipeline ROI.')];
        for (const [id, net, spend, clicks, opps, pipe] of camps) {
          ch.push(c.tool('ads.get_campaign_report', { campaign: id, range: '2024-Q2' }, `campaign=${id} network=${net} spend_usd=${spend} clicks=${clicks} opps=${opps} pipeline_usd=${pipe} report_id=${c.hex(8)} generated=${c.iso()}`));
        }
        ch.push(c.llm('react', 'Thought: pipeline/spend: brand 5.3x, generic 2.7x, LinkedIn ABM 3.9x, retargeting 2.9x, lookalike 1.4x, YouTube 0.7x. Brand search is capped by query volume, so the best place for new money is LinkedIn ABM (highest absolute pipeline, $508/opp) with some to generic search.\nFinal Answer: below.'));
        return { goal, root: c.agent('mops_react', goal, ch, 'Put ~$14k into li-abm-enterprise (3.9x pipeline/spend, $122k pipeline) and ~$6k into g-generic-search (2.7x). Brand search (5.3x) is volume-capped; cut YouTube demo video (0.7x).') };
      },
    },
  ],
};
