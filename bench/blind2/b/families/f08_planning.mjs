// Family 8 (healthy): a long planning monologue - 4-6 consecutive long reasoning steps on one topic, each adding
// concrete new content.
import { agent, llm, tool } from '../lib.mjs';

// Row 1 - devops/SRE: Postgres 12 -> 15 upgrade plan (5 steps), then writes the runbook.
function pgUpgrade(c) {
  const M = 'claude-3-opus-20240229';
  const goal = 'Write a plan to upgrade our orders Postgres cluster from 12 to 15 with under 5 minutes of write downtime.';
  const ch = [];
  ch.push(tool('rds_describe', { identifier: 'orders-prod' }, { engine: 'postgres', version: '12.17', instance: 'db.r6g.2xlarge', storage_gb: 1840, multi_az: true, replicas: ['orders-prod-ro-1', 'orders-prod-ro-2'], logical_replication: false, extensions: ['pg_stat_statements', 'pgcrypto', 'postgis 3.1'] }));
  ch.push(llm('Step 1 — constraints. 1.8 TB on 12.17 with PostGIS 3.1, two read replicas, Multi-AZ. An in-place major upgrade (pg_upgrade via RDS) takes the instance offline for the whole upgrade plus ANALYZE — for 1.8 TB that is realistically 20–40 minutes, so it cannot meet the 5-minute budget. That rules in a blue/green approach with logical replication: build a PG15 copy, keep it in sync, switch writes. PostGIS must be upgraded to 3.3+ on the target since 3.1 is not supported on 15.', M));
  ch.push(llm('Step 2 — replication mechanics. Enable rds.logical_replication=1 on the 12 cluster parameter group (needs a reboot: schedule it in the Tuesday 02:00 UTC window, ~2 minutes). Use RDS Blue/Green Deployments, which creates the green PG15 instance from a snapshot and streams changes via logical replication. Pre-checks: every table needs a primary key or REPLICA IDENTITY FULL — I will run a query against pg_class/pg_index to list offenders; sequences are not replicated, so cutover must bump them on green with setval(max(id)+10000).', M));
  ch.push(llm('Step 3 — timeline. T-7d: parameter change + reboot. T-5d: create blue/green, let initial sync finish (estimate 6–8 h for 1.8 TB). T-5d to T-1d: soak — run the read-only reporting jobs against green, compare row counts of the 20 largest tables nightly, watch replica lag (target < 1 s). T-0 at 03:00 UTC (lowest write volume, ~140 writes/s): freeze deploys, run the switchover (RDS blocks writes, waits for lag 0, renames endpoints; typically 60–90 s), then setval the sequences and unpause workers.', M));
  ch.push(llm('Step 4 — rollback. Blue stays intact after switchover but stops receiving writes, so rollback after traffic resumes loses data. Therefore the go/no-go window is the first 10 minutes: if error rate > 1% or p99 > 2× baseline, point the app back to old endpoint with the writes made in those minutes replayed from the outbox table (orders service already writes an outbox). After 10 minutes we roll forward only. Keep blue for 7 days, then delete.', M));
  ch.push(llm('Step 5 — communication and owners. Announce in #eng-announce at T-7d and T-1d; status page maintenance notice for 03:00–03:15 UTC; on-call DBA (Ines) runs switchover, SRE (Tom) watches dashboards, orders team lead approves go/no-go. Success criteria: write unavailability < 5 min measured from the load balancer 5xx on POST /orders, zero row-count mismatches, sequences ahead of max ids.', M));
  c.tick(5, 10);
  ch.push(tool('confluence_create_page', { space: 'SRE', title: 'orders-prod: PostgreSQL 12 → 15 upgrade runbook', body_format: 'markdown', parent: 'Runbooks' }, { id: c.digits(9), url: `https://acme.atlassian.net/wiki/spaces/SRE/pages/${c.digits(9)}`, version: 1, created: c.iso() }));
  return { domain: 'devops/SRE', goal, root: agent('sre-planner', goal, 'Plan written (Confluence SRE runbook): RDS Blue/Green with logical replication, PostGIS upgraded on green, 5-day soak, 03:00 UTC switchover with ~60–90 s write freeze, 10-minute go/no-go with outbox replay rollback, owners and comms assigned.', ch) };
}

// Row 2 - travel booking: 10-day Japan itinerary with budget, 6 planning steps, then a calendar hold.
function japanTrip(c) {
  const M = 'gpt-4o';
  const goal = 'Plan a 10-day Japan trip for two in mid-October, budget around ¥600,000 excluding international flights. We like food, hiking and not too many hotel changes.';
  const ch = [];
  ch.push(llm('Step 1 — shape of the trip. With "not too many hotel changes", three bases are the sweet spot: Tokyo (3 nights), Hakone or Kawaguchiko for hiking (2 nights), Kyoto (4 nights) with day trips, and fly out of Osaka (KIX) or back from Tokyo. Mid-October gives early autumn colour in the mountains but not yet in Kyoto city. Arriving HND on 14 Oct, leaving KIX on 24 Oct.', M));
  ch.push(llm('Step 2 — transport. Tokyo → Kawaguchiko by Fuji Excursion limited express (~¥4,130 pp reserved). Kawaguchiko → Kyoto: bus to Mishima then Shinkansen Hikari (~¥11,500 pp). A 7-day JR Pass is now ¥50,000 and would not pay off for this route, so buy point-to-point. Suica/ICOCA for city transport, budget ¥1,500 pp per day. Transport total ≈ ¥63,000 for two.', M));
  ch.push(llm('Step 3 — accommodation. Tokyo: business hotel in Ningyocho ~¥18,000/night × 3 = ¥54,000. Kawaguchiko: ryokan with kaiseki dinner and breakfast ~¥45,000/night for two × 2 = ¥90,000 — this is the splurge. Kyoto: machiya rental near Gojo ~¥22,000 × 4 = ¥88,000. Plus 1 night near KIX not needed if the flight is after 13:00. Accommodation ≈ ¥232,000.', M));
  ch.push(llm('Step 4 — hiking and day plans. Day 5: Mt Mitsutoge trail from Kawaguchiko (≈ 6 h, 1,100 m gain, best Fuji views). Day 6: Lake loop by bike, then to Kyoto. Kyoto days: Fushimi Inari full-mountain loop at 07:00 to beat crowds; Kurama → Kibune ridge walk (2.5 h); Nara day trip; one slow day in Arashiyama. Tokyo: Tsukiji outer market, Yanaka walk, an evening in Shimokitazawa.', M));
  ch.push(llm('Step 5 — food budget and bookings. Daily food ¥12,000 for two × 8 days outside ryokan dinners = ¥96,000, plus two special meals: kaiseki in Kyoto (¥30,000 for two, book 30 days ahead via Omakase) and sushi counter in Tokyo (¥36,000, book when reservations open 60 days before). Food ≈ ¥162,000. Activities/entry fees ≈ ¥25,000.', M));
  ch.push(llm('Step 6 — totals and buffer. Transport 63k + accommodation 232k + food 162k + activities 25k = ¥482,000, leaving ~¥118,000 (20%) buffer under the ¥600,000 budget for shopping, a taxi or two and weather changes. Risks: typhoon season tail — keep the Kawaguchiko ryokan on a free-cancellation rate until 3 days before; swap the Mitsutoge hike for the lower Oishi Park walk if visibility is poor.', M));
  ch.push(tool('calendar_create_event', { title: 'Japan trip — reservations open (Tokyo sushi)', start: '2024-08-15T09:00:00+09:00', duration_min: 30, notes: 'Sushi counter reservations open 60 days before 15 Oct dinner.' }, { id: c.b62(26), htmlLink: `https://calendar.google.com/event?eid=${c.b62(40)}`, status: 'confirmed' }));
  return { domain: 'travel booking', goal, root: agent('trip-planner', goal, 'Itinerary: Tokyo 3 nights → Kawaguchiko ryokan 2 nights (Mitsutoge hike) → Kyoto machiya 4 nights, out of KIX on 24 Oct. Estimated ¥482,000 for two (transport 63k, stays 232k, food 162k, activities 25k), ~¥118,000 buffer. I added a reminder for when the Tokyo sushi bookings open.', ch) };
}

// Row 3 - coding: auth module refactor plan after reading the code (4 steps, short-ish).
function authRefactor(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Plan how to split auth/session.py (1,400 lines) into smaller modules without breaking the public API.';
  const ch = [];
  ch.push(tool('code_outline', { path: 'auth/session.py' }, { classes: ['SessionStore', 'RedisSessionStore', 'SignedCookieCodec', 'SessionMiddleware'], functions: ['create_session', 'load_session', 'rotate_session', 'revoke_all', '_hmac_sign', '_hmac_verify', '_parse_cookie', '_ttl_for'], imported_by: 41, lines: 1412 }));
  ch.push(llm('Step 1 — target layout. auth/session/ package with: store.py (SessionStore, RedisSessionStore, _ttl_for), codec.py (SignedCookieCodec, _hmac_sign, _hmac_verify, _parse_cookie), middleware.py (SessionMiddleware), api.py (create/load/rotate/revoke_all). auth/session/__init__.py re-exports exactly the current public names so the 41 importers keep working.', M));
  ch.push(llm('Step 2 — dependency order and cycles. codec has no internal deps; store depends on codec only for serialisation; api depends on store + codec; middleware depends on api. So extraction order is codec → store → api → middleware, one PR each, each PR leaving session.py as a shim that imports from the new module. That keeps every PR reviewable (~300–400 lines moved, no logic change).', M));
  ch.push(llm('Step 3 — safety nets. Before moving anything: add a test that imports every public name from auth.session and asserts identity with the new locations (catches missing re-exports). Add a pickling round-trip test for RedisSessionStore payloads because moving classes changes their __module__ and would break unpickling of live sessions — fix with a copyreg/alias in __init__ or by switching payloads to JSON first (preferred, 1 extra PR).', M));
  ch.push(llm('Step 4 — rollout. PR0: JSON payloads with dual-read for 14 days (session TTL is 7 days, so all pickled sessions expire). PR1–4: the moves. PR5: delete the shim and update the 41 imports with a codemod (libcst), plus a ruff banned-import rule for auth.session internals. Total ≈ 6 PRs over ~3 weeks, gated by the 14-day dual-read.', M));
  return { domain: 'coding', goal, root: agent('architect-agent', goal, 'Plan: convert auth/session.py into an auth/session/ package (codec, store, api, middleware) via 6 small PRs: JSON session payloads with 14-day dual-read first, then one move per PR behind a re-exporting shim, then a libcst codemod for the 41 importers and a lint rule. Safety: re-export identity test and payload round-trip test.', ch) };
}

// Row 4 - data/analytics: A/B test analysis plan with sample size numbers (5 steps), then a query.
function abPlan(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'We want to test a one-page checkout against the current 3-step flow. Plan the experiment and analysis.';
  const ch = [];
  ch.push(tool('sql', { query: "SELECT COUNT(DISTINCT session_id) AS sessions, AVG(converted::int) AS cr FROM analytics.checkout_sessions WHERE started_at >= CURRENT_DATE - 28" }, [{ sessions: 412880, cr: 0.0312 }]));
  ch.push(llm('Step 1 — primary metric and baseline. Primary: checkout conversion per session that reaches the cart, baseline 3.12% over the last 28 days on ~412,880 sessions (~14,750/day). Guardrails: average order value, payment error rate, and refund rate within 30 days. Unit of randomisation: user_id (logged-in) falling back to device cookie, so returning users stay in one arm.', M));
  ch.push(llm('Step 2 — sample size. For a minimum detectable effect of +5% relative (3.12% → 3.28%) at α = 0.05 two-sided and power 0.8: n ≈ 2 × (1.96 + 0.84)² × p(1−p) / Δ² ≈ 2 × 7.84 × 0.0302 / 0.00000256 ≈ 185,000 per arm. With 14,750 sessions/day split 50/50 that is ~25 days; round up to 28 days to cover four full weekly cycles.', M));
  ch.push(llm('Step 3 — variance reduction and checks. Use CUPED with each user\'s pre-period conversion as covariate; on similar past tests that cut variance ~18%, which would shorten to ~21 days, but keep 28 for weekly seasonality. Run an A/A check for 3 days first and a sample-ratio-mismatch test daily (chi-square, alert at p < 0.001).', M));
  ch.push(llm('Step 4 — analysis plan, fixed in advance. Primary: difference in proportions with CUPED-adjusted delta-method CI. Segments pre-registered: mobile vs desktop, new vs returning — reported but not used to declare a win. No peeking-based stopping; if we need interim looks, use an O\'Brien-Fleming boundary at day 14 only. Decision: ship if the primary CI excludes 0 and no guardrail degrades by more than 2% relative.', M));
  ch.push(llm('Step 5 — instrumentation to-dos. Add experiment_id/variant to checkout_sessions (currently missing), log payment_error events with step index so the 1-page flow can be compared fairly, and backfill user pre-period conversion into a feature table for CUPED. Owner: analytics eng; estimate 3 days before the A/A starts.', M));
  return { domain: 'data/analytics', goal, root: agent('experimentation-agent', goal, 'Experiment plan: randomise by user, primary metric cart→order conversion (baseline 3.12%), MDE +5% relative needs ~185k sessions per arm → run 28 days after a 3-day A/A. CUPED for variance, daily SRM check, pre-registered segments, ship if CI excludes 0 and guardrails (AOV, payment errors, refunds) hold. Instrumentation work (~3 days) listed.', ch) };
}

// Row 5 - research: literature review structure, searching first, planning inside a sub-agent.
function reviewOutline(c) {
  const M = 'claude-3-opus-20240229';
  const goal = 'Draft an outline for a literature review on retrieval-augmented generation evaluation methods.';
  const sub = [];
  sub.push(llm('Step 1 — scope. Cover 2020–2024 work on evaluating RAG systems, split into (a) retrieval quality metrics (recall@k, nDCG, context precision), (b) generation faithfulness/attribution (e.g. claim-level entailment, citation precision/recall), (c) end-to-end task metrics (EM/F1 on QA, human preference). Exclude pure retrieval benchmarks without a generator.', M));
  sub.push(llm('Step 2 — section plan with target lengths: 1. Introduction and taxonomy (1 page). 2. Component-level retrieval evaluation (1.5 pages). 3. Faithfulness and attribution (2 pages, largest area). 4. LLM-as-judge frameworks such as RAGAS- and ARES-style approaches, with their agreement numbers versus humans (1.5 pages). 5. Benchmarks and datasets (1 page, table). 6. Open problems (1 page).', M));
  sub.push(llm('Step 3 — comparison table columns for section 5: benchmark, year, domain, answer type, whether gold passages are provided, metric(s), size. Candidates so far: Natural Questions/KILT, HotpotQA, ASQA (long-form), ELI5, MultiHop-RAG, CRAG. I will flag which ones include attribution labels since that decides if they can test section 3 metrics.', M));
  sub.push(llm('Step 4 — open problems to argue in section 6: judge-model bias toward its own family; metrics that reward abstention poorly; no standard for evaluating multi-hop evidence chains; contamination of benchmarks in pre-training data; cost — LLM-judge evaluation at ~$0.01–0.05 per sample adds up for 10k-sample suites.', M));
  const ch = [
    tool('arxiv_search', { query: 'retrieval augmented generation evaluation faithfulness benchmark', max_results: 8, sort_by: 'relevance' }, { total: 214, entries: ['2309.15217', '2311.09476', '2401.05856', '2312.10997', '2405.07437', '2406.04744', '2307.03172', '2404.13781'], fetched: c.http() }),
    agent('outline_writer', 'Using the retrieved papers, draft a section-by-section outline with scope, table design and open problems.', 'Outline drafted: 6 sections, benchmark table schema, 5 open problems.', sub),
    tool('write_file', { path: 'drafts/rag-eval-review-outline.md', content: '# RAG evaluation: a review (outline)\n\n1. Introduction & taxonomy\n2. Retrieval-level evaluation\n3. Faithfulness & attribution\n4. LLM-as-judge frameworks\n5. Benchmarks (table)\n6. Open problems\n' }, { ok: true, bytes: 176 }),
  ];
  return { domain: 'research', goal, root: agent('research-lead', goal, 'Outline saved to drafts/rag-eval-review-outline.md: 6 sections (taxonomy; retrieval metrics; faithfulness/attribution; LLM-as-judge; benchmark table; open problems) with scope 2020–2024, target lengths, the benchmark table schema and five open problems.', ch) };
}

// Row 6 - e-commerce: Black Friday inventory/promo plan, 4 long steps between two data pulls.
function blackFriday(c) {
  const M = 'gemini-1.5-pro';
  const goal = 'Plan inventory and promotions for Black Friday week for our outdoor gear store.';
  const ch = [];
  ch.push(tool('get_sales_history', { period: '2023-11-20/2023-11-27', group_by: 'category' }, [
    { category: 'jackets', units: 1840, revenue: 239200, sell_through: 0.91 },
    { category: 'tents', units: 412, revenue: 123600, sell_through: 0.64 },
    { category: 'footwear', units: 1275, revenue: 165750, sell_through: 0.83 },
    { category: 'accessories', units: 3920, revenue: 78400, sell_through: 0.72 },
  ]));
  ch.push(llm('Step 1 — read of last year. Jackets sold through 91% and likely stocked out early (lost sales), tents only 64%. So: raise jacket depth, keep tents flat, and use tents as the discount lever instead of jackets. Footwear at 83% is healthy. Accessories move volume but low revenue — good as add-ons, not headline deals.', M));
  ch.push(llm('Step 2 — inventory targets. Jackets: +35% units vs last year → ~2,480, with re-order point at 40% remaining by Wednesday. Footwear: +10% → ~1,400. Tents: same 640 units on hand, no new PO. Accessories: +15% focusing on the top 20 SKUs. Purchase orders must land by 8 Nov given the 3-week lead time from the main supplier.', M));
  ch.push(llm('Step 3 — promotion mechanics. Headline: 30% off tents (clears ageing stock, margin still ~22%). Jackets: no blanket discount; instead free insulated gloves (cost $6) with any jacket over $180. Footwear: 15% off for loyalty members only. Accessories: "3 for 2" bundle. Avoid stacking codes; cap one promo per order.', M));
  ch.push(llm('Step 4 — timeline and checks. Early access for loyalty members Tue 26 Nov, public launch Fri 29 Nov 00:00, ends Mon 2 Dec 23:59. Load test the storefront at 3× last year\'s peak (≈ 450 orders/min) by 15 Nov. Daily stand-up on sell-through; if jackets drop below 25% remaining before Saturday, pull them from paid ads.', M));
  ch.push(tool('create_purchase_order_draft', { supplier: 'Nordvik Outerwear', lines: [{ category: 'jackets', units: 640 }], deliver_by: '2024-11-08' }, { draft_id: `PO-D-${c.digits(6)}`, status: 'draft', total_estimate: { amount: 41600, currency: 'USD' } }));
  return { domain: 'e-commerce', goal, root: agent('merch-planner', goal, 'Plan: raise jacket stock ~35% (draft PO for 640 units to land by 8 Nov), footwear +10%, tents flat; promos = 30% off tents, free gloves with jackets over $180, 15% footwear for members, 3-for-2 accessories; member early access 26 Nov, public 29 Nov–2 Dec; load test at 450 orders/min by 15 Nov.', ch) };
}

export default {
  name: 'long-planning-progressive',
  isolates: 'Healthy long planning monologue: 4-6 consecutive long reasoning steps on one topic, each adding new concrete steps, numbers or decisions instead of restating.',
  loop: false,
  stagnation: false,
  kind: 'healthy',
  scenarios: [pgUpgrade, japanTrip, authRefactor, abPlan, reviewOutline, blackFriday],
};
