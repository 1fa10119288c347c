// Healthy look-alike families, part B.
import { agent, llm, tool, toolErr } from "./lib.mjs";

// ---------------------------------------------------------------------------
// H7: a materially refined search finds results
export const refinedSearchFinds = {
  family: "refined-search-finds",
  isolates: "one or two searches come back empty, then a materially different search (new scope, filter, source or discovery step) finds results the agent uses",
  loop: false,
  stagnation: false,
  domains: ["research", "customer support", "data", "travel", "browser", "coding"],
  variants: [
    (c) => {
      const goal = "Find the original source for 'code inspections remove 60-90% of defects'.";
      const kids = [
        tool("scholar_search", c.args({ query: "code inspections remove 60-90% of defects" }), { results: [], total: 0, took_ms: c.ms(80, 600) }),
        llm("Exact phrasing isn't indexed. The claim is usually attributed to Fagan's inspection work at IBM in the 1970s, so search by author and venue instead of the quote.", "reasoning"),
        tool("scholar_search", c.args({ query: "Fagan design and code inspections to reduce errors in program development", author: "M. E. Fagan", year_to: 1990 }), { results: [{ title: "Design and code inspections to reduce errors in program development", venue: "IBM Systems Journal 15(3)", year: 1976, cited_by: 4120 }, { title: "Advances in software inspections", venue: "IEEE TSE 12(7)", year: 1986, cited_by: 1640 }], total: 2, took_ms: c.ms(80, 600) }),
        tool("fetch_pdf_text", c.args({ doi: "10.1147/sj.153.0182", pages: "3-4" }), "... inspections found 82 percent of all errors in the coding phase, versus 18 percent found in unit testing ..."),
      ];
      const out = "Source: M. E. Fagan, 'Design and code inspections to reduce errors in program development', IBM Systems Journal 15(3), 1976 - it reports inspections catching 82% of coding-phase errors; the '60-90%' range is a later summary (Fagan 1986, IEEE TSE).";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("researcher", goal, kids, out) };
    },
    (c) => {
      const goal = "Customer asks how to download their subscriber list as a spreadsheet. Answer from the help center.";
      const kids = [
        tool("kb.search", c.args({ q: "download subscriber list spreadsheet", locale: "en-US" }), { hits: [], query_id: c.hex(16) }),
        tool("kb.list_categories", c.args({}), ["Getting started", "Audience", "Campaigns", "Automations", "Billing"]),
        tool("kb.search", c.args({ q: "export audience", category: "Audience", locale: "en-US" }), { hits: [{ id: 3301, title: "Export your audience (contacts) to CSV", score: 0.91 }, { id: 3317, title: "Export a segment", score: 0.74 }], query_id: c.hex(16) }),
        tool("kb.get_article", c.args({ id: 3301 }), "Go to Audience > All contacts, click Export Audience, then Export as CSV. You'll get an email when the file is ready (usually under 5 minutes)."),
        tool("send_message", c.args({ text: "You can export it from Audience > All contacts > Export Audience > Export as CSV. We'll email you when the file is ready, usually within a few minutes. Full guide: help article 3301." }), { delivered: true }),
      ];
      return { goal, root: agent("helpdesk-agent", goal, kids, "answered") };
    },
    (c) => {
      const goal = "How many orders did 'Brightline Logistics' place in August?";
      const kids = [
        tool("run_sql", c.args({ sql: "select count(*) from sales.orders o join sales.customers c on c.id = o.customer_id where c.name = 'Brightline Logistics' and o.created_at >= '2025-08-01' and o.created_at < '2025-09-01'" }), { rows: [[0]], query_id: c.uuid() }),
        llm("Zero is suspicious for a named account. Before changing the date filter, check how the customer is actually spelled in the table.", "thinking"),
        tool("run_sql", c.args({ sql: "select id, name from sales.customers where name ilike '%brightline%'" }), { rows: [["c_20931", "BrightLine Logistik GmbH"], ["c_20932", "BrightLine Logistik GmbH (test)"]], query_id: c.uuid() }),
        tool("run_sql", c.args({ sql: "select count(*) from sales.orders where customer_id = 'c_20931' and created_at >= '2025-08-01' and created_at < '2025-09-01'" }), { rows: [[14]], query_id: c.uuid() }),
      ];
      const out = "14 orders in August. The account is stored as 'BrightLine Logistik GmbH' (id c_20931); I excluded its test duplicate.";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("sql-agent", goal, kids, out) };
    },
    (c) => {
      const goal = "Find a hotel in Bologna for 21 November under €130, walking distance to the station.";
      const kids = [
        tool("hotels.search", c.args({ city: "Bologna", check_in: "2025-11-21", check_out: "2025-11-22", max_price: 130, near: "Bologna Centrale", radius_km: 0.5 }), { results: [], message: "No properties match your search." }),
        tool("hotels.search", c.args({ city: "Bologna", check_in: "2025-11-21", check_out: "2025-11-22", max_price: 130, near: "Bologna Centrale", radius_km: 1.2 }), { results: [{ name: "Hotel Il Guercino", price: 118, distance_km: 0.7 }, { name: "Zanhotel Europa", price: 127, distance_km: 0.3 }, { name: "Albergo Centrale", price: 96, distance_km: 1.1 }] }),
        llm("Zanhotel Europa is €127 and 300 m from the station - that fits. Holding it.", "assistant"),
        tool("hotels.hold", c.args({ name: "Zanhotel Europa", rate: 127 }), { hold_id: c.uuid(), expires_at: c.tick(1800, 1800) }),
      ];
      return { goal, root: agent("booking-assistant", goal, kids, "Held Zanhotel Europa at €127") };
    },
    (c) => {
      const goal = "Find the assembly instructions PDF for the KALLAX shelf with 4 inserts.";
      const kids = [
        tool("browser.goto", c.args({ url: "https://www.ikea.com/gb/en/customer-service/product-support/assembly-instructions/" }), { status: 200 }),
        tool("browser.type", c.args({ selector: "input[name=q]", text: "KALLAX 4 inserts instructions", submit: true }), { ok: true }),
        tool("browser.read", c.args({ selector: ".search-results" }), "0 results for \"KALLAX 4 inserts instructions\""),
        llm("The support search wants an article number, not a description. Get it from the product page first.", "reasoning"),
        tool("browser.goto", c.args({ url: "https://www.ikea.com/gb/en/p/kallax-shelving-unit-with-4-inserts-white-s69278332/" }), { status: 200 }),
        tool("browser.read", c.args({ selector: ".product-details__assembly" }), "Assembly instructions: KALLAX shelving unit (PDF, 2.1 MB) - AA-2141207-3\nKALLAX insert with door (PDF) - AA-1009876-6"),
        tool("browser.download", c.args({ link_text: "KALLAX shelving unit (PDF, 2.1 MB)" }), { saved: `/home/agent/Downloads/AA-2141207-3.pdf`, bytes: 2201733 }),
      ];
      return { goal, root: agent("shopping-helper", goal, kids, "Downloaded AA-2141207-3.pdf") };
    },
    (c) => {
      const goal = "Where is the retry timeout for the inventory client configured?";
      const kids = [
        tool("search_code", c.args({ pattern: "retryTimeout", path: "services/inventory-client" }), ""),
        llm("Not in Go code. It's probably config-driven; search YAML and env files across the repo, case-insensitive.", "reasoning"),
        tool("search_code", c.args({ pattern: "retry[_-]?timeout", path: ".", include: ["*.yaml", "*.yml", "*.env"], ignore_case: true }), "deploy/helm/inventory-client/values.yaml:41:  retryTimeout: 2500ms\nconfig/inventory.env:7:INVENTORY_RETRY_TIMEOUT=2500ms"),
        tool("read_file", c.args({ path: "services/inventory-client/config.go", lines: "1-30" }), "// Loaded via envconfig\ntype Config struct {\n    RetryTimeoutMs time.Duration `envconfig:\"INVENTORY_RETRY_TIMEOUT\" default:\"1s\"`\n}"),
      ];
      const out = "It's INVENTORY_RETRY_TIMEOUT (read via envconfig into Config.RetryTimeoutMs, default 1s). Production sets it to 2500ms in deploy/helm/inventory-client/values.yaml and config/inventory.env.";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("code-navigator", goal, kids, out) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H8: a long planning monologue where every step adds concrete new content
export const progressivePlanning = {
  family: "progressive-long-planning",
  isolates: "several long consecutive reasoning/plan messages on one topic, each adding concrete new content (new steps, numbers, decisions) rather than restating",
  loop: false,
  stagnation: false,
  domains: ["coding", "travel", "data", "devops", "research", "customer support"],
  variants: [
    (c) => {
      const goal = "Plan the migration of the orders table from MySQL to Postgres with no downtime.";
      const steps = [
        "Phase 1 is schema translation: orders has 41 columns, two ENUMs (status, channel) that become Postgres enum types, DATETIME columns that map to timestamptz after confirming the app writes UTC, and an unsigned BIGINT id that fits in bigint since max id is 2.1e9.",
        "Phase 2 is the initial copy. At 380M rows a logical dump is too slow, so use pgloader with 8 workers against a read replica, which benchmarks at roughly 55k rows/s, about two hours. Indexes get created after the load, not before.",
        "Phase 3 is change capture between snapshot and cutover: Debezium on the MySQL binlog into Kafka topic orders.cdc, consumed by a small sink that upserts by id. Lag target under 5 seconds; alert at 30.",
        "Phase 4 is verification and cutover: nightly row-count and checksum per day-partition, then dual reads in the API behind flag orders_pg_read at 1%, 10%, 50%. Cutover is switching writes behind orders_pg_write during the Tuesday 06:00 UTC low-traffic window, with MySQL kept as rollback target for 14 days.",
      ];
      const kids = [tool("mysql.describe", c.args({ table: "orders" }), { columns: 41, rows_estimate: 381204551, max_id: 2104331870, engine: "InnoDB" })];
      steps.forEach((s, i) => { kids.push(llm(s, "planning")); if (i === 1) kids.push(tool("benchmark_pgloader", c.args({ workers: 8, sample_rows: 1000000 }), { rows_per_s: c.int(52000, 58000), elapsed_s: c.secs(17, 20) })); });
      return { goal, root: agent("db-architect", goal, kids, "Migration plan drafted (4 phases)") };
    },
    (c) => {
      const goal = "Plan a 10-day Japan trip in April for two: Tokyo, Kyoto, and somewhere with onsen.";
      const steps = [
        "Days 1-4 Tokyo: land at HND on 3 April, stay in Asakusa near the Ginza line. Day 2 Meiji Jingu and Harajuku, day 3 teamLab Planets and Tsukiji outer market, day 4 a day trip to Nikko using the Tobu Nikko pass.",
        "Days 5-6 Hakone for the onsen: Romancecar from Shinjuku (85 minutes), one night at a ryokan with private bath in Gora around ¥48,000 for two with dinner, the Hakone loop by ropeway and Lake Ashi pirate ship.",
        "Days 7-10 Kyoto: Shinkansen from Odawara to Kyoto (about 2h), stay near Shijo. Fushimi Inari at 7am before crowds, Arashiyama on day 8, Nara as a half-day trip on day 9, and a kaiseki dinner in Gion on the last night.",
        "Budget and passes: the 7-day JR pass no longer pays off after the 2023 price rise, so buy point-to-point tickets (about ¥14,000 per person for Odawara-Kyoto, ¥14,500 Kyoto-Tokyo). Estimated total for two excluding flights is ¥620,000.",
      ];
      const kids = [tool("search_ryokan", c.args({ area: "Gora, Hakone", date: "2026-04-07", guests: 2, private_bath: true }), [{ name: "Gora Kadan", price_jpy: 128000 }, { name: "Hakone Gora Onsen Hotel Kajikaso", price_jpy: 47800 }])];
      steps.forEach((s) => kids.push(llm(s, "planning")));
      return { goal, root: agent("trip-planner", goal, kids, null) };
    },
    (c) => {
      const goal = "Design the metrics for the new self-serve onboarding dashboard.";
      const steps = [
        "North-star metric: activation rate, defined as the share of new workspaces that create a project and invite at least one teammate within 7 days of signup. Current baseline from last quarter is 23%.",
        "Funnel below it, each step as a conversion from the previous one: signup -> email verified -> first project created -> first integration connected -> teammate invited. All timestamps come from the product_events table; workspaces created by internal domains are excluded.",
        "Segments: plan (free, trial, paid), signup source (organic, paid search, referral), and company size bucket from Clearbit enrichment (1-10, 11-50, 51+). Show weekly cohorts, not daily, because daily signups per segment are under 50.",
        "Guardrail metrics so onboarding changes don't just shift problems downstream: 30-day retention of activated workspaces and support tickets per 100 new workspaces. Refresh nightly at 04:00 UTC after the events load.",
      ];
      const kids = [tool("sql", c.args({ q: "select avg(activated_7d::int) from analytics.workspace_facts where created_at >= '2025-07-01' and created_at < '2025-10-01'" }), { rows: [[0.231]] })];
      steps.forEach((s) => kids.push(llm(s, "thinking")));
      kids.push(tool("docs.create", c.args({ title: "Onboarding dashboard - metric spec" }), { doc_id: c.alnum(20), url: `https://docs.acme.io/d/${c.alnum(12)}` }));
      return { goal, root: agent("analytics-lead", goal, kids, null) };
    },
    (c) => {
      const goal = "Plan the EKS upgrade from 1.28 to 1.30 for the prod cluster.";
      const steps = [
        "Upgrades must go one minor version at a time, so this is two passes: 1.28 -> 1.29, soak for 48 hours, then 1.29 -> 1.30. Each control-plane upgrade takes roughly 25 minutes and is non-disruptive.",
        "Before the first pass: the pluto scan found two manifests still on flowcontrol.apiserver.k8s.io/v1beta2, removed in 1.29, in the priority-classes chart. Those need to move to v1 first, and the Karpenter version must be at least 0.34 for 1.29 support.",
        "Add-ons after each control-plane bump: vpc-cni to v1.18.x, coredns to v1.11.x, kube-proxy matching the minor version, and the EBS CSI driver to v1.31. Node groups roll last via Karpenter drift with a disruption budget of 10% of nodes.",
        "Rollback reality: control-plane upgrades cannot be reverted, so the safety net is the staging cluster going through the identical sequence one week earlier, plus PodDisruptionBudgets verified on all tier-1 deployments.",
      ];
      const kids = [tool("pluto", c.args({ cmd: "detect-helm -A --target-versions k8s=v1.30.0" }), `NAME                      NAMESPACE   KIND                 VERSION                              REPLACEMENT                     REMOVED\npriority-classes/fs-high  platform    FlowSchema           flowcontrol.apiserver.k8s.io/v1beta2 flowcontrol.apiserver.k8s.io/v1 true\npriority-classes/fs-low   platform    FlowSchema           flowcontrol.apiserver.k8s.io/v1beta2 flowcontrol.apiserver.k8s.io/v1 true`)];
      steps.forEach((s) => kids.push(llm(s, "reasoning")));
      return { goal, root: agent("platform-planner", goal, kids, "upgrade plan ready") };
    },
    (c) => {
      const goal = "Design a small study to test whether AI code review comments reduce defect escape rate.";
      const steps = [
        "Design: a randomized pull-request-level experiment in two product teams for 8 weeks. Each PR is randomly assigned to get AI review comments or not; human review continues as usual in both arms.",
        "Primary outcome: defects escaping to production, measured as bugs linked via the 'caused-by' field to a PR within 30 days of merge. Secondary outcomes are review turnaround time and the number of human review comments per PR.",
        "Sample size: the teams merge about 140 PRs per week, so roughly 1,100 PRs over 8 weeks. With a baseline escape rate of 6% this detects a drop to 3.5% at 80% power with alpha 0.05; smaller effects would need a longer run.",
        "Threats to validity: spillover because authors learn from AI comments on other PRs, and ticket-linking is manual. Mitigate by analysing by author first-exposure week and auditing a random 10% of links.",
      ];
      const kids = [tool("sql", c.args({ q: "select count(*)/8.0 from eng.pull_requests where merged_at >= now() - interval '8 weeks' and team in ('payments','growth')" }), { rows: [[139.6]] })];
      steps.forEach((s) => kids.push(llm(s, "planning")));
      kids.push(tool("power_calc", c.args({ p1: 0.06, p2: 0.035, alpha: 0.05, power: 0.8 }), { n_per_arm: 547 }));
      return { goal, root: agent("research-designer", goal, kids, null) };
    },
    (c) => {
      const goal = "Put together the escalation plan for Globex's outage complaint (enterprise, renewal in 6 weeks).";
      const steps = [
        "First the facts: Globex had 3 hours 12 minutes of degraded API availability on 14 October, which breaches their 99.9% monthly SLA. Their contract gives a 10% service credit, about $4,100 on the current monthly fee.",
        "Response within 24 hours: apply the credit proactively before they ask, and send the RCA prepared by the incident team, covering the exhausted connection pool and the two fixes already shipped.",
        "Relationship: schedule a call this week with their VP Engineering, our CTO and the account manager Lena. Agenda: RCA walk-through, the dedicated-cluster option for their region, and a named support engineer through the renewal.",
        "Renewal risk: flag the account as amber in the CRM, move the QBR forward to week 2, and prepare a 12-month price hold offer as a fallback if they push back on the uplift.",
      ];
      const kids = [tool("crm.get_account", c.args({ name: "Globex" }), { id: c.alnum(18), arr_usd: 492000, renewal_date: c.day(42), sla: "99.9", owner: "Lena Hofmann" })];
      steps.forEach((s) => kids.push(llm(s, "planning")));
      return { goal, root: agent("cs-lead-assistant", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H9: delegation with distinct sub-tasks (same worker reused, or a deep chain)
export const delegationDistinct = {
  family: "delegation-distinct-subtasks",
  isolates: "repeated delegation (the same worker sub-agent invoked several times, or a deep agent -> sub-agent -> sub-sub-agent chain) where every delegated sub-task and its result is different",
  loop: false,
  stagnation: false,
  domains: ["research", "coding", "travel", "data", "devops", "customer support"],
  variants: [
    (c) => {
      const goal = "Write a one-page brief comparing Postgres, CockroachDB and Spanner for multi-region writes.";
      const sub = [
        ["Summarise how Postgres handles multi-region writes (logical replication, BDR/pgactive, conflicts).", "Postgres has no native multi-primary; options are logical replication with app-level conflict handling or pgactive/BDR with last-update-wins. Cross-region write latency is local, consistency is eventual."],
        ["Summarise CockroachDB's multi-region model (regional by row, global tables, survival goals).", "CockroachDB offers REGIONAL BY ROW tables with home regions, GLOBAL tables for read-mostly data, and ZONE or REGION survival goals. Writes are serializable; latency depends on leaseholder placement."],
        ["Summarise Spanner's multi-region configurations and write latency.", "Spanner multi-region configs (e.g. nam6, eur5) use Paxos across regions with TrueTime; writes are externally consistent, with commit latency typically 10-100ms depending on leader region."],
      ];
      const qs = [["postgres multi-region multi-primary logical replication conflicts pgactive", "https://www.postgresql.org/docs/current/logical-replication-conflicts.html", "PostgreSQL: Logical Replication Conflicts"], ["cockroachdb regional by row global tables survival goals", "https://www.cockroachlabs.com/docs/stable/multiregion-overview", "Multi-Region Capabilities Overview"], ["spanner multi-region configuration write latency nam6", "https://cloud.google.com/spanner/docs/instance-configurations", "Regional, dual-region, and multi-region configurations"]];
      const kids = sub.map(([t, r], i) => agent("research-worker", t, [tool("web_search", c.args({ q: qs[i][0] }), [{ url: qs[i][1], title: qs[i][2] }, { url: `https://news.ycombinator.com/item?id=${c.int(38000000, 42000000)}`, title: "Ask HN: multi-region writes in practice?" }]), llm(r, "report")], r));
      kids.push(llm("All three sections are in; writing the comparison table and recommendation.", "supervisor"));
      return { goal, root: agent("brief-writer", goal, kids, "brief drafted") };
    },
    (c) => {
      const goal = "Prepare the 3.0 release: changelog, version bumps, and migration guide.";
      const sub = [
        ["Generate the changelog from merged PRs since v2.9.0.", [tool("git", c.args({ args: "log v2.9.0..HEAD --merges --oneline" }), `${c.short()} Merge pull request #812 from feat/streaming\n${c.short()} Merge pull request #820 from fix/timeouts\n${c.short()} Merge pull request #827 from breaking/drop-py38`)], "Changelog: streaming responses (#812), timeout fixes (#820), and breaking removal of Python 3.8 support (#827)."],
        ["Bump version strings to 3.0.0 in pyproject.toml and src/acme/__init__.py.", [tool("edit_file", c.args({ path: "pyproject.toml" }), "ok"), tool("edit_file", c.args({ path: "src/acme/__init__.py" }), "ok")], "Both version strings now read 3.0.0."],
        ["Write docs/migration-3.0.md covering the Python 3.8 removal and the renamed timeout parameter.", [tool("write_file", c.args({ path: "docs/migration-3.0.md" }), `written ${c.int(1800, 4000)} bytes`)], "Migration guide written: Python >= 3.9 required; `timeout=` replaced by `timeouts=Timeouts(connect, read)`."],
      ];
      const kids = sub.map(([t, spans, r]) => agent("repo-worker", t, [...spans, llm(r, "report")], r));
      return { goal, root: agent("release-lead", goal, kids, "3.0 release prepared") };
    },
    (c) => {
      const goal = "Sort out the Berlin offsite: flights for 4 people, a hotel, and a dinner reservation.";
      const sub = [
        ["Book flights to BER on 10 Dec for Ana (LIS), Ben (MAD), Chen (AMS), Dario (CPH).", [tool("flights.book_group", c.args({ date: "2025-12-10", pax: 4 }), { pnrs: [c.alnum(6), c.alnum(6), c.alnum(6), c.alnum(6)] })], "4 flights booked, all landing before 13:00."],
        ["Book a hotel in Mitte for 4 single rooms, 10-12 Dec, under €160/night.", [tool("hotels.book", c.args({ area: "Mitte", rooms: 4, max_rate: 160 }), { hotel: "Hotel Amano Grand Central", rate: 142, conf: c.alnum(8) })], "Hotel Amano Grand Central, 4 rooms at €142."],
        ["Reserve dinner for 4 on 11 Dec around 19:30 near the hotel.", [tool("opentable.reserve", c.args({ party: 4, date: "2025-12-11", time: "19:30", near: "Hauptbahnhof" }), { restaurant: "Lokal", time: "19:45", conf: c.alnum(6) })], "Dinner at Lokal, 11 Dec 19:45."],
      ];
      const kids = sub.map(([t, spans, r]) => agent("booking-worker", t, [...spans, llm(r, "report")], r));
      return { goal, root: agent("offsite-planner", goal, kids, "offsite booked") };
    },
    (c) => {
      const goal = "Produce the quarterly data-quality report for the warehouse.";
      const leaf = agent("freshness-checker", "Check freshness of the 12 tier-1 tables.", [tool("sql", c.args({ q: "select table_name, max(_loaded_at) from meta.loads where tier = 1 group by 1" }), { rows: [["orders", c.tick()], ["payments", c.tick()], ["events", c.tick()]], note: "12 rows" }), llm("11 of 12 tier-1 tables loaded within SLA; events was 3h late on 2 days.", "report")], "11/12 within SLA");
      const mid = agent("quality-auditor", "Audit tier-1 tables: freshness and null rates.", [leaf, tool("sql", c.args({ q: "select table_name, column_name, null_rate from meta.column_profiles where tier = 1 and null_rate > 0.05" }), { rows: [["payments", "psp_reference", 0.083]] }), llm("Freshness ok except events; payments.psp_reference has 8.3% nulls.", "report")], "audit done");
      const kids = [mid, agent("report-writer", "Write the report from the audit findings.", [tool("docs.create", c.args({ title: `DQ report ${c.day(0).slice(0, 7)}` }), { doc_id: c.alnum(16) }), llm("Report written with 2 findings and owners assigned.", "report")], "report written")];
      return { goal, root: agent("dq-lead", goal, kids, "report published") };
    },
    (c) => {
      const goal = "Investigate the spike in 5xx errors on the edge proxies last night.";
      const leaf2 = agent("log-reader", "Pull error logs for edge-proxy-3 between 01:00 and 01:40 UTC.", [tool("loki.query", c.args({ query: "{app=\"edge-proxy\", instance=\"edge-proxy-3\"} |= \"upstream\"", start: "01:00", end: "01:40" }), `${c.tick()} upstream connect error or disconnect/reset before headers. reset reason: overflow\n... 4,812 similar lines`), llm("Nearly all errors are 'upstream overflow' from the circuit breaker on edge-proxy-3.", "report")], "circuit breaker overflow");
      const leaf1 = agent("metrics-reader", "Find which proxy instances had the 5xx spike.", [tool("prometheus.query", c.args({ query: "sum by (instance) (increase(envoy_http_downstream_rq_5xx[1h]))" }), { "edge-proxy-1": 12, "edge-proxy-2": 9, "edge-proxy-3": 4907 }), llm("Spike is almost entirely on edge-proxy-3.", "report")], "edge-proxy-3");
      const mid = agent("sre-investigator", "Localise the 5xx spike and explain it.", [leaf1, leaf2, tool("kubectl", c.args({ cmd: "get configmap edge-proxy-3-envoy -o yaml | grep max_pending" }), "max_pending_requests: 64"), llm("edge-proxy-3 has max_pending_requests=64 while the others use 1024 - a leftover from a load test.", "report")], "misconfigured breaker on edge-proxy-3");
      return { goal, root: agent("incident-lead", goal, [mid, llm("Root cause found; opening a PR to restore the 1024 limit.", "supervisor")], "RCA complete") };
    },
    (c) => {
      const goal = "Handle the enterprise escalation from Initech about missing invoices.";
      const l3 = agent("pdf-regenerator", "Regenerate the 3 missing invoice PDFs.", [tool("billing.render_invoice", c.args({ ids: ["INV-8812", "INV-8911", "INV-9020"] }), { rendered: 3, urls: 3 }), llm("3 PDFs regenerated.", "report")], "3 PDFs");
      const l2 = agent("billing-specialist", "Find why Initech's July-September invoices weren't emailed and fix it.", [tool("billing.get_account", c.args({ account: "initech" }), { billing_email: "ap@initech.example", email_bounced: true, last_bounce: "2025-07-02" }), l3, tool("billing.update_account", c.args({ account: "initech", billing_email: "accounts-payable@initech.example" }), { ok: true })], "billing email fixed and PDFs regenerated");
      const kids = [l2, tool("send_message", c.args({ to: "initech", text: "The invoices for July-September weren't delivered because the billing address ap@initech.example was bouncing. We've updated it to accounts-payable@initech.example and attached all three invoices." }), { delivered: true })];
      return { goal, root: agent("escalation-manager", goal, kids, "resolved") };
    },
  ],
};

// ---------------------------------------------------------------------------
// H10: content not recorded, and a pending tool call at the end
export const uncapturedContent = {
  family: "uncaptured-content-pending-call",
  isolates: "a healthy run recorded with content capture off: llm spans and nested chat/agent spans carry null input/output (so they all look identical), and the last tool call is still pending (null output, no error)",
  loop: false,
  stagnation: false,
  domains: ["coding", "customer support", "data", "devops", "travel", "browser"],
  variants: [
    (c) => {
      const goal = "Add pagination to the /v2/invoices endpoint.";
      const kids = [llm(null, "chat gpt-4o"), tool("read_file", c.args({ path: "api/v2/invoices.py" }), `@router.get("/v2/invoices")\ndef list_invoices(db=Depends(get_db)):\n    return db.query(Invoice).all()\n`), llm(null, "chat gpt-4o"), tool("edit_file", c.args({ path: "api/v2/invoices.py" }), "ok"), llm(null, "chat gpt-4o"), tool("run_tests", c.args({ path: "tests/api/test_invoices.py" }), `7 passed in ${c.secs(1, 4)}s`), llm(null, "chat gpt-4o"), tool("git_commit", c.args({ message: "v2/invoices: cursor pagination" }), null)];
      return { goal, root: agent("coding-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Customer asks to switch their plan from monthly to annual billing.";
      const kids = [llm(null, "ChatCompletion"), llm(null, "ChatCompletion"), tool("billing.get_subscription", c.args({ customer: "cus_T2mx" }), { plan: "pro_monthly", renews: c.day(12) }), llm(null, "ChatCompletion"), tool("billing.change_plan", c.args({ customer: "cus_T2mx", plan: "pro_annual", prorate: true }), { ok: true, invoice: `in_${c.hex(16)}` }), llm(null, "ChatCompletion"), tool("send_message", c.args({ to: "customer" }), null)];
      return { goal, root: agent("support-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Backfill the sessions table for the last 3 days.";
      const days = [c.day(-3), c.day(-2), c.day(-1)];
      const kids = [llm(null, "llm")];
      days.forEach((d, i) => {
        kids.push(agent("chat", null, [llm(null, "llm")], null));
        kids.push(tool("run_sql", c.args({ sql: `insert into analytics.sessions select * from staging.sessions_raw where dt = '${d}'` }), i < 2 ? { rows_inserted: c.int(800000, 1200000), query_id: c.uuid() } : null));
      });
      return { goal, root: agent("pipeline-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Rotate the database password for the reporting service and redeploy it.";
      const kids = [agent("invoke_agent", null, [llm(null, "chat"), tool("vault.write", c.args({ path: "secret/reporting/db", rotate: true }), { version: c.int(10, 40), created_time: c.tick() }), llm(null, "chat")], null), agent("invoke_agent", null, [llm(null, "chat"), tool("kubectl", c.args({ cmd: "rollout restart deploy/reporting -n tools" }), "deployment.apps/reporting restarted"), llm(null, "chat"), tool("kubectl", c.args({ cmd: "rollout status deploy/reporting -n tools --timeout=120s" }), null)], null)];
      return { goal, root: agent("ops-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Find and book a train from Zurich to Milan on Saturday morning.";
      const kids = [llm(null, "anthropic.messages"), tool("trains.search", c.args({ from: "Zürich HB", to: "Milano Centrale", date: c.day(4), after: "07:00" }), [{ train: "EC 15", dep: "07:33", arr: "10:50", price_chf: 64 }, { train: "EC 17", dep: "09:33", arr: "12:50", price_chf: 71 }]), llm(null, "anthropic.messages"), llm(null, "anthropic.messages"), tool("trains.book", c.args({ train: "EC 15", class: 2 }), null)];
      return { goal, root: agent("rail-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Fill in the supplier onboarding form on the procurement portal.";
      const fields = [["#company", "Acme AG"], ["#vat", "CHE-123.456.789"], ["#iban", "CH93 0076 2011 6238 5295 7"], ["#contact", "procurement@acme.ch"]];
      const kids = [tool("browser.goto", c.args({ url: "https://portal.buyco.com/suppliers/new" }), { status: 200 })];
      fields.forEach(([s, v]) => { kids.push(llm(null, "chat")); kids.push(tool("browser.fill", c.args({ selector: s, value: v }), { ok: true })); });
      kids.push(llm(null, "chat"));
      kids.push(tool("browser.click", c.args({ selector: "button[type=submit]" }), null));
      return { goal, root: agent("web-agent", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H11: asking the user again only after an unclear answer, or two genuinely different questions
export const clarifyThenAnswer = {
  family: "clarify-then-proceed",
  isolates: "the agent asks the user more than once, but either the questions are genuinely different or the repeat follows an unclear answer and a clear answer then arrives and is acted on",
  loop: false,
  stagnation: false,
  domains: ["customer support", "travel", "coding", "data", "devops", "research"],
  variants: [
    (c) => {
      const goal = "Customer: I was charged twice, fix it.";
      const kids = [
        tool("ask_user", c.args({ question: "Sorry about that! Could you tell me the email on your account or the last 4 digits of the card that was charged?" }), "its the usual one"),
        tool("ask_user", c.args({ question: "Thanks - I can't see which account that is from here. Could you type the email address you use to log in?" }), "oh sorry, it's t.nguyen@proton.me"),
        tool("billing.find_customer", c.args({ email: "t.nguyen@proton.me" }), { customer: "cus_U8aa", charges_today: [{ id: "ch_1", amount: 1900 }, { id: "ch_2", amount: 1900 }] }),
        tool("billing.refund", c.args({ charge: "ch_2" }), { status: "succeeded", refund: `re_${c.hex(20)}` }),
        tool("send_message", c.args({ text: "Found it - you were charged $19 twice today. I've refunded the duplicate; it'll show on your statement in 5-10 business days." }), { delivered: true }),
      ];
      return { goal, root: agent("support-agent", goal, kids, "duplicate refunded") };
    },
    (c) => {
      const goal = "Book me a flight to Lisbon next week.";
      const kids = [
        tool("human_input", c.args({ prompt: "Which day next week do you want to fly, and from which airport?" }), "Wednesday, from Manchester"),
        tool("flights.search", c.args({ from: "MAN", to: "LIS", date: c.day(8) }), [{ flight: "TP1321", dep: "06:05", price_gbp: 148 }, { flight: "EZY1901", dep: "13:40", price_gbp: 96 }]),
        tool("human_input", c.args({ prompt: "There's TP 1321 at 06:05 for £148 (bag included) or easyJet at 13:40 for £96 (no hold bag). Which one?" }), "the easyJet one"),
        tool("flights.book", c.args({ flight: "EZY1901", date: c.day(8) }), { pnr: c.alnum(6), status: "TICKETED" }),
      ];
      return { goal, root: agent("travel-assistant", goal, kids, "Booked EZY1901") };
    },
    (c) => {
      const goal = "Clean up old branches in the repo.";
      const kids = [
        tool("git", c.args({ args: "branch -r --merged origin/main" }), "  origin/feat/a11y-pass\n  origin/fix/login-redirect\n  origin/chore/deps-2024-q4\n  origin/exp/new-router"),
        tool("ask_user", c.args({ question: "Four remote branches are merged into main. Should I delete all of them, including exp/new-router?" }), "hmm not sure about that one"),
        tool("ask_user", c.args({ question: "OK - should I leave exp/new-router alone and delete only the other three?" }), "yes, keep exp/new-router, delete the rest"),
        tool("git", c.args({ args: "push origin --delete feat/a11y-pass fix/login-redirect chore/deps-2024-q4" }), "To github.com:acme/web.git\n - [deleted]         feat/a11y-pass\n - [deleted]         fix/login-redirect\n - [deleted]         chore/deps-2024-q4"),
      ];
      return { goal, root: agent("git-helper", goal, kids, "3 branches deleted, exp/new-router kept") };
    },
    (c) => {
      const goal = "Pull our churn rate for last quarter.";
      const kids = [
        tool("ask_user", c.args({ question: "Do you want logo churn (share of customers lost) or revenue churn?" }), "logo churn"),
        tool("ask_user", c.args({ question: "And should trial accounts that never paid count as churned customers?" }), "no, paying customers only"),
        tool("sql", c.args({ q: "select logo_churn from finance.churn_quarterly where quarter = '2025-Q3' and segment = 'paying'" }), { rows: [[0.041]], query_id: c.uuid() }),
        llm("Q3 logo churn for paying customers was 4.1%.", "assistant"),
      ];
      return { goal, root: agent("metrics-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Restart the queue consumers.";
      const kids = [
        tool("request_human_input", c.args({ message: "Which consumers - the order-events consumers or the email consumers?", channel: "#ops-requests" }), { reply: "the ones that are stuck", user: "k.osei", replied_at: c.tick(30, 200) }),
        tool("rabbitmq.list_queues", c.args({ vhost: "/" }), [{ queue: "order-events", consumers: 6, messages_ready: 18244 }, { queue: "email-outbound", consumers: 4, messages_ready: 12 }]),
        tool("request_human_input", c.args({ message: "order-events has 18k messages backed up while email-outbound is nearly empty, so I think order-events is the stuck one. Restart the order-events consumers?", channel: "#ops-requests" }), { reply: "yes order-events, go ahead", user: "k.osei", replied_at: c.tick(30, 200) }),
        tool("kubectl", c.args({ cmd: "rollout restart deploy/order-events-consumer -n queues" }), "deployment.apps/order-events-consumer restarted"),
        tool("rabbitmq.list_queues", c.args({ vhost: "/", name: "order-events" }), [{ queue: "order-events", consumers: 6, messages_ready: 2310 }]),
      ];
      return { goal, root: agent("ops-agent", goal, kids, "order-events consumers restarted, backlog draining") };
    },
    (c) => {
      const goal = "Format my thesis bibliography.";
      const kids = [
        tool("ask_user", c.args({ question: "Which citation style should I use?" }), "whatever the department uses"),
        tool("ask_user", c.args({ question: "I don't know your department's rule - is it APA, Harvard, Chicago, or something else? If you're unsure, the thesis template's cover page usually says." }), "Checked the template: Harvard"),
        tool("format_bibliography", c.args({ file: "refs.bib", style: "harvard-cite-them-right" }), { entries: c.int(60, 120), warnings: 2 }),
        llm("Bibliography reformatted in Harvard (Cite Them Right). Two entries are missing page numbers - smith2019 and ortega2021.", "assistant"),
      ];
      return { goal, root: agent("thesis-helper", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H12: a short status line repeated between distinct productive actions
export const shortStatusRepeat = {
  family: "short-status-line-repeat",
  isolates: "a short status line ('Checking.', 'On it.', 'Done.') is repeated verbatim between distinct, productive actions whose results differ",
  loop: false,
  stagnation: false,
  domains: ["devops", "customer support", "data", "coding", "travel", "browser"],
  variants: [
    (c) => {
      const goal = "Check disk usage on the four database hosts and clean up where it's above 80%.";
      const hosts = [["db-1", 62], ["db-2", 87], ["db-3", 71], ["db-4", 84]];
      const kids = [];
      hosts.forEach(([h, p]) => {
        kids.push(llm("Checking.", "assistant"));
        kids.push(tool("ssh", c.args({ host: h, cmd: "df -h /var/lib/postgresql" }), `Filesystem  Size  Used Avail Use% Mounted on\n/dev/nvme1n1 500G ${Math.round(p * 5)}G ${500 - Math.round(p * 5)}G ${p}% /var/lib/postgresql`));
        if (p > 80) kids.push(tool("ssh", c.args({ host: h, cmd: "find /var/lib/postgresql/archive -mtime +7 -delete && df -h /var/lib/postgresql | tail -1" }), `/dev/nvme1n1 500G ${Math.round((p - 19) * 5)}G ${500 - Math.round((p - 19) * 5)}G ${p - 19}% /var/lib/postgresql`));
      });
      return { goal, root: agent("sre-bot", goal, kids, "db-2 and db-4 cleaned to below 70%") };
    },
    (c) => {
      const goal = "Go through the three pending refund requests and process the valid ones.";
      const reqs = [["RR-301", 42.5, true], ["RR-302", 310.0, false], ["RR-303", 18.99, true]];
      const kids = [];
      reqs.forEach(([id, amt, ok]) => {
        kids.push(llm("On it.", "assistant"));
        kids.push(tool("refunds.get", c.args({ id }), { id, amount: amt, within_policy: ok, reason: ok ? "damaged item" : "outside 30-day window" }));
        kids.push(ok ? tool("refunds.approve", c.args({ id }), { id, status: "approved", psp_ref: `re_${c.hex(16)}` }) : tool("refunds.reject", c.args({ id, reason: "outside 30-day window" }), { id, status: "rejected" }));
      });
      kids.push(llm("Done.", "assistant"));
      return { goal, root: agent("refund-desk", goal, kids, "2 approved, 1 rejected") };
    },
    (c) => {
      const goal = "Validate the five CSV drops from partners before loading them.";
      const files = ["partner_a.csv", "partner_b.csv", "partner_c.csv", "partner_d.csv", "partner_e.csv"];
      const kids = [];
      files.forEach((f, i) => {
        kids.push(llm("Validating.", "reasoning"));
        kids.push(tool("csv_validate", c.args({ file: `s3://acme-partner-drops/${c.day(0)}/${f}`, schema: "partner_v4" }), i === 2 ? { valid: false, errors: [{ row: 118, column: "amount", error: "not a number: '1.204,50'" }] } : { valid: true, rows: c.int(1000, 40000) }));
      });
      kids.push(llm("Four files valid; partner_c.csv uses a European decimal format on row 118 and needs a fix before loading.", "assistant"));
      return { goal, root: agent("ingest-checker", goal, kids, null) };
    },
    (c) => {
      const goal = "Bump the lodash version in all four frontend packages and make sure each still builds.";
      const pkgs = ["web", "admin", "widgets", "docs"];
      const kids = [];
      pkgs.forEach((p) => {
        kids.push(tool("shell", c.args({ cmd: `cd packages/${p} && pnpm up lodash@4.17.21` }), `Packages: +1 -1\nDone in ${c.secs(1, 5)}s`));
        kids.push(llm("Building.", "assistant"));
        kids.push(tool("shell", c.args({ cmd: `cd packages/${p} && pnpm build` }), `✓ built ${p} in ${c.secs(3, 40)}s (${c.int(20, 900)} modules)`));
      });
      return { goal, root: agent("deps-bot", goal, kids, "all four build") };
    },
    (c) => {
      const goal = "Check availability for our three preferred hotels in Vienna for 3-5 March.";
      const hotels = [["Hotel Topazz", 0], ["25hours Hotel beim MuseumsQuartier", 6], ["Hotel Daniel", 2]];
      const kids = [];
      hotels.forEach(([h, n]) => {
        kids.push(llm("Checking.", "assistant"));
        kids.push(tool("hotel_availability", c.args({ hotel: h, check_in: "2026-03-03", check_out: "2026-03-05" }), { hotel: h, rooms_available: n, best_rate_eur: n ? c.int(140, 260) : null }));
      });
      kids.push(llm("Topazz is full. 25hours has 6 rooms and Hotel Daniel has 2; want me to hold rooms at 25hours?", "assistant"));
      return { goal, root: agent("travel-desk", goal, kids, null) };
    },
    (c) => {
      const goal = "Take screenshots of the pricing page in EN, DE, FR and ES for the localisation review.";
      const locs = ["en", "de", "fr", "es"];
      const kids = [];
      locs.forEach((l) => {
        kids.push(tool("browser.goto", c.args({ url: `https://acme.io/${l}/pricing` }), { status: 200, title: { en: "Pricing", de: "Preise", fr: "Tarifs", es: "Precios" }[l] }));
        kids.push(tool("browser.screenshot", c.args({ full_page: true, path: `shots/pricing-${l}.png` }), { saved: `shots/pricing-${l}.png`, bytes: c.int(300000, 900000) }));
        kids.push(llm("Done.", "assistant"));
      });
      return { goal, root: agent("ui-agent", goal, kids, "4 screenshots saved") };
    },
  ],
};
