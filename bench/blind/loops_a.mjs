// Loop families, part A. Every family here has loop: true.
import { agent, llm, tool, toolErr, nearVerbatim } from "./lib.mjs";

// ---------------------------------------------------------------------------
// L1: a long reasoning/plan step emitted again (near-)verbatim with nothing new observed in between
export const restatedPlan = {
  family: "restated-plan-no-observation",
  isolates: "a long (20+ word) reasoning/plan step is emitted again verbatim or near-verbatim with no new observation between the copies",
  loop: true,
  stagnation: true,
  domains: ["coding", "devops", "data", "travel", "research", "browser"],
  variants: [
    (c) => {
      const goal = "Migrate the session middleware in services/gateway from express-session to the new SignedCookieStore without logging anyone out.";
      const plan = "Plan: keep the cookie name `gw.sid` so existing sessions stay valid, wrap SignedCookieStore behind the same getSession(req) helper, move the 12 call sites that touch req.session directly onto that helper, and only then drop the express-session import and run the gateway test suite.";
      return {
        goal,
        root: agent("gateway-dev", goal, [
          tool("read_file", c.args({ path: "services/gateway/src/middleware/session.ts" }), "import session from 'express-session';\nimport RedisStore from 'connect-redis';\nexport const sessionMw = session({\n  name: 'gw.sid',\n  secret: process.env.SESSION_SECRET!,\n  store: new RedisStore({ client: redis, prefix: 'gw:' }),\n  cookie: { sameSite: 'lax', secure: true, maxAge: 1000 * 60 * 60 * 24 * 14 },\n  resave: false,\n  saveUninitialized: false,\n});\n"),
          tool("grep", c.args({ pattern: "req\\.session", path: "services/gateway/src" }), `services/gateway/src/routes/auth.ts:41:    req.session.userId = user.id;\nservices/gateway/src/routes/auth.ts:77:    req.session.destroy(done);\nservices/gateway/src/routes/cart.ts:18:  const cart = req.session.cart ?? [];\nservices/gateway/src/routes/cart.ts:52:  req.session.cart = next;\nservices/gateway/src/routes/profile.ts:12:  if (!req.session.userId) return res.sendStatus(401);\n... 7 more matches (12 total) in ${c.ms(30, 90)}ms`),
          llm(plan, "reasoning"),
          llm(nearVerbatim(c, plan, 1), "reasoning"),
        ], null),
      };
    },
    (c) => {
      const goal = "Figure out why `terraform plan` in infra/prod shows drift on the NAT gateways every morning and stop it.";
      const plan = "The drift is only in the tags block: something outside Terraform rewrites the LastRotated tag on both NAT gateways overnight. So the fix is either to add tags[\"LastRotated\"] to lifecycle.ignore_changes on aws_nat_gateway.this, or to find the rotation Lambda and make it stop tagging resources it does not own. I'll start with ignore_changes since it is the least invasive.";
      const plan2 = plan.replace("So the fix", "So, the fix");
      const plan3 = plan.replace("I'll start", "I will start");
      return {
        goal,
        root: agent("infra-agent", goal, [
          tool("terraform_plan", c.args({ dir: "infra/prod", target: "module.network" }), `Refreshing state... [id=nat-0${c.hex(16)}]\nRefreshing state... [id=nat-0${c.hex(16)}]\n\n  # module.network.aws_nat_gateway.this[0] will be updated in-place\n  ~ resource "aws_nat_gateway" "this" {\n      ~ tags = {\n          - "LastRotated" = "${c.day(0)}T03:00:12Z" -> null\n        }\n    }\n  # module.network.aws_nat_gateway.this[1] will be updated in-place\n  ~ tags = { - "LastRotated" = "${c.day(0)}T03:00:14Z" -> null }\n\nPlan: 0 to add, 2 to change, 0 to destroy.`),
          llm("Both changes are tag-only, and the removed value is a timestamp from around 03:00 UTC today. That smells like an external job.", "reasoning"),
          llm(plan, "reasoning"),
          llm(plan2, "reasoning"),
          llm(plan3, "reasoning"),
        ], null),
      };
    },
    (c) => {
      const goal = "Write the weekly cohort retention query for the growth dashboard (signup week x weeks since signup, % active).";
      const plan = "I have what I need from the schema: users.created_at gives the signup week, events.occurred_at gives activity, and both use UTC. The query will bucket users by date_trunc('week', created_at), join distinct active weeks from events, compute the week offset with a datediff, and divide active users by cohort size per offset.";
      return {
        goal,
        root: agent("analytics-assistant", goal, [
          tool("describe_table", c.args({ table: "analytics.users" }), { columns: [{ name: "user_id", type: "VARCHAR" }, { name: "created_at", type: "TIMESTAMP_NTZ" }, { name: "plan", type: "VARCHAR" }, { name: "country", type: "VARCHAR(2)" }], row_count: 1840223, last_altered: c.tick(60, 600) }),
          tool("describe_table", c.args({ table: "analytics.events" }), { columns: [{ name: "event_id", type: "VARCHAR" }, { name: "user_id", type: "VARCHAR" }, { name: "event_name", type: "VARCHAR" }, { name: "occurred_at", type: "TIMESTAMP_NTZ" }], row_count: 912004711, last_altered: c.tick(5, 60) }),
          llm(plan, "thinking"),
          llm(plan, "thinking"),
        ], ""),
      };
    },
    (c) => {
      const goal = "My LH1234 FRA-LIS on the 14th got cancelled. Rebook me on something that lands before 18:00, same day.";
      const pnr = c.alnum(6);
      const plan = "The best fit is TP 579 departing 13:05 and landing 15:10, which is in the same fare family as the cancelled ticket, so there should be no fare difference. I'll hold that seat first, then cancel the remaining segment on the original PNR, and finally reissue the ticket and email the new itinerary to the traveller.";
      return {
        goal,
        root: agent("travel-desk", goal, [
          tool("get_booking", c.args({ pnr }), { pnr, status: "SEGMENT_CANCELLED", segments: [{ flight: "LH1234", from: "FRA", to: "LIS", date: c.day(9), status: "UN" }], fare_family: "Economy Classic", updated_at: c.tick() }),
          tool("search_flights", c.args({ origin: "FRA", destination: "LIS", date: c.day(9), arrive_before: "18:00" }), { request_id: c.uuid(), options: [{ flight: "TP579", dep: "13:05", arr: "15:10", fare_family: "Economy Classic", seats: 4 }, { flight: "LH1166", dep: "15:45", arr: "17:55", fare_family: "Economy Classic", seats: 1 }, { flight: "FR1688", dep: "06:30", arr: "08:35", fare_family: "n/a", seats: 22 }] }),
          llm(plan, "assistant"),
          llm(nearVerbatim(c, plan, 1), "assistant"),
          llm(nearVerbatim(c, plan, 2), "assistant"),
        ], null),
      };
    },
    (c) => {
      const goal = "Summarise what randomized trials since 2018 say about intermittent fasting and LDL cholesterol.";
      const plan = "Five of the hits are RCTs with LDL as a reported outcome. I should extract for each one the sample size, the fasting protocol (16:8, 5:2 or alternate-day), the duration, and the between-group LDL difference with its confidence interval, then write the summary around whether any trial beats plain calorie restriction.";
      return {
        goal,
        root: agent("lit-review", goal, [
          tool("pubmed_search", c.args({ term: "(intermittent fasting OR time-restricted eating) AND LDL AND randomized controlled trial[pt]", mindate: "2018/01/01", retmax: 20 }), { count: 17, idlist: ["35388785", "32421817", "36934355", "33749345", "31732214", "34837417"], querytranslation: "(\"intermittent fasting\"[MeSH Terms] OR ...) AND \"ldl\"[All Fields]", webenv: `MCID_${c.hex(24)}` }),
          tool("pubmed_summary", c.args({ ids: ["35388785", "32421817", "36934355", "33749345", "31732214"] }), [{ pmid: "35388785", title: "Calorie Restriction with or without Time-Restricted Eating in Weight Loss", journal: "N Engl J Med", year: 2022 }, { pmid: "32421817", title: "Effects of 5:2 fasting versus daily restriction on cardiometabolic markers", journal: "Obesity", year: 2020 }, { pmid: "36934355", title: "Alternate-day fasting and LDL particle size: a 12-month RCT", journal: "Am J Clin Nutr", year: 2023 }, { pmid: "33749345", title: "Time-restricted eating in metabolic syndrome", journal: "Cell Metab", year: 2021 }, { pmid: "31732214", title: "Intermittent vs continuous energy restriction", journal: "JAMA Netw Open", year: 2019 }]),
          llm(plan, "reasoning"),
          llm(nearVerbatim(c, plan, 1), "reasoning"),
        ], null),
      };
    },
    (c) => {
      const goal = "Download the March invoice PDF from the Hetzner console and save it under /invoices/2025-03.pdf.";
      const snap = `Hetzner Accounts | Invoices\n[Filter: 2025] [Search]\nInvoice R0${c.int(10000000, 99999999)}  01.04.2025  €48.31  [PDF] [CSV]\nInvoice R0${c.int(10000000, 99999999)}  01.03.2025  €47.90  [PDF] [CSV]\nInvoice R0${c.int(10000000, 99999999)}  01.02.2025  €47.90  [PDF] [CSV]`;
      const plan = "The row dated 01.04.2025 is the invoice for March usage, not the one dated 01.03.2025, because Hetzner bills in arrears. So I need to click the PDF link in the first row, wait for the download to finish, and move the file from the browser download folder to /invoices/2025-03.pdf.";
      return {
        goal,
        root: agent("browser-operator", goal, [
          tool("browser.navigate", c.args({ url: "https://accounts.hetzner.com/invoice" }), { status: 200, title: "Invoices - Hetzner Accounts", load_ms: c.ms(400, 1800) }),
          tool("browser.get_text", c.args({ selector: "main" }), snap),
          llm(plan, "reasoning"),
          tool("browser.get_text", c.args({ selector: "main" }), snap),
          llm(nearVerbatim(c, plan, 1), "reasoning"),
          llm(nearVerbatim(c, plan, 1), "reasoning"),
        ], null),
      };
    },
  ],
};

// ---------------------------------------------------------------------------
// L2: the same long message to the user sent again with nothing new in between
export const repeatedUserMessage = {
  family: "repeated-user-message",
  isolates: "the same long message to the user is sent two or more times (near-verbatim) with nothing new learned between the sends",
  loop: true,
  stagnation: true,
  domains: ["customer support", "travel", "coding", "data", "devops", "browser"],
  variants: [
    (c) => {
      const goal = "Customer asks where refund for order #A-58213 is.";
      const msg = "I've checked order #A-58213: the refund of $84.20 was approved on our side and sent back to your Visa ending 4471. Banks usually take 5 to 10 business days to post it, so if you don't see it by next Friday, reply here and I'll open a trace with the payments team.";
      return {
        goal,
        root: agent("support-bot", goal, [
          tool("orders.get", c.args({ order_id: "A-58213" }), { order_id: "A-58213", status: "refunded", refund: { amount: 84.2, currency: "USD", method: "visa_4471", approved_at: c.tick(3600, 86400), psp_ref: `re_${c.hex(24)}` } }),
          tool("send_message", c.args({ channel: "chat", text: msg }), { delivered: true, message_id: c.uuid() }),
          tool("send_message", c.args({ channel: "chat", text: nearVerbatim(c, msg, 1) }), { delivered: true, message_id: c.uuid() }),
        ], "refund status communicated"),
      };
    },
    (c) => {
      const goal = "Put together my Lisbon trip itinerary for 3-6 June and send it to me.";
      const msg = "Here's your itinerary: Wed 3 June you fly TP 1351 from Heathrow at 07:40 and land in Lisbon at 10:15, check in at Memmo Alfama (confirmation HX-22817) from 15:00. Sat 6 June you check out by 11:00 and fly back on TP 1366 at 18:20, landing 21:05. Total so far: £612.40.";
      return {
        goal,
        root: agent("trip-planner", goal, [
          tool("list_reservations", c.args({ trip_id: `trp_${c.hex(10)}` }), [{ type: "flight", ref: "TP1351", date: "2026-06-03" }, { type: "hotel", ref: "HX-22817", checkin: "2026-06-03" }, { type: "flight", ref: "TP1366", date: "2026-06-06" }]),
          tool("respond_to_user", c.args({ message: msg }), "ok"),
          tool("respond_to_user", c.args({ message: msg }), "ok"),
          tool("respond_to_user", c.args({ message: nearVerbatim(c, msg, 1) }), "ok"),
        ], null),
      };
    },
    (c) => {
      const goal = "Open a PR for the retry-budget change and tell me what's in it.";
      const sha = c.short();
      const prn = c.int(1200, 4800);
      const msg = `PR #${prn} is up. It adds a per-client retry budget (default 20% of requests over a 10s window) to http/retry.go, makes the exponential backoff respect the budget, and adds table tests for budget exhaustion. CI is green on commit ${sha}; I've requested review from @platform-core.`;
      return {
        goal,
        root: agent("coder", goal, [
          tool("git_push", c.args({ branch: "feat/retry-budget" }), `To github.com:acme/edge.git\n * [new branch]      feat/retry-budget -> feat/retry-budget`),
          tool("github.create_pull_request", c.args({ head: "feat/retry-budget", base: "main", title: "http: add per-client retry budget" }), { number: prn, url: `https://github.com/acme/edge/pull/${prn}`, created_at: c.tick() }),
          llm(msg, "assistant"),
          llm(msg, "assistant"),
        ], msg),
      };
    },
    (c) => {
      const goal = "Send the Q3 churn numbers to the #revenue channel with a short explanation.";
      const msg = "Q3 logo churn came in at 3.8% (down from 4.4% in Q2), revenue churn at 2.1%. Most of the improvement is SMB monthly plans after the annual-discount change in July; enterprise churn was flat at two accounts. Full breakdown is in the Churn Q3 tab of the board deck.";
      return {
        goal,
        root: agent("analyst", goal, [
          tool("run_sql", c.args({ sql: "select quarter, logo_churn, revenue_churn from finance.churn_quarterly where fiscal_year = 2025 order by quarter" }), { query_id: c.uuid(), rows: [["Q1", 0.046, 0.024], ["Q2", 0.044, 0.023], ["Q3", 0.038, 0.021]], elapsed_ms: c.ms(200, 3000) }),
          tool("slack.post_message", c.args({ channel: "#revenue", text: msg }), { ok: true, ts: (c.tick(1, 4), c.slackTs()) }),
          llm("Posted.", "assistant"),
          tool("slack.post_message", c.args({ channel: "#revenue", text: nearVerbatim(c, msg, 1) }), { ok: true, ts: (c.tick(1, 4), c.slackTs()) }),
        ], null),
      };
    },
    (c) => {
      const goal = "Post an incident update for INC-4471 (checkout latency) to the status page.";
      const msg = "We have identified the cause of elevated checkout latency: a connection pool limit on the payments database was reached after this morning's deploy. We have rolled back the deploy and latency is recovering. We will post another update within 30 minutes.";
      return {
        goal,
        root: agent("incident-scribe", goal, [
          tool("pagerduty.get_incident", c.args({ id: "INC-4471" }), { id: "INC-4471", status: "acknowledged", title: "p99 checkout latency > 4s", timeline: [{ at: c.tick(60, 300), note: "rollback of api@v2025.41.3 started" }, { at: c.tick(60, 300), note: "rollback finished, p99 2.1s and falling" }] }),
          tool("statuspage.create_update", c.args({ incident: "INC-4471", status: "identified", body: msg }), { id: c.alnum(12).toLowerCase(), created_at: c.tick() }),
          tool("statuspage.create_update", c.args({ incident: "INC-4471", status: "identified", body: msg }), { id: c.alnum(12).toLowerCase(), created_at: c.tick() }),
          tool("statuspage.create_update", c.args({ incident: "INC-4471", status: "identified", body: nearVerbatim(c, msg, 1) }), { id: c.alnum(12).toLowerCase(), created_at: c.tick() }),
        ], null),
      };
    },
    (c) => {
      const goal = "Fill out the conference registration form for me and tell me when it's done.";
      const msg = "Your registration form for DevOpsDays Zürich is filled in: name, company (Acme AG), ticket type Early Bird, dietary preference vegetarian, and the workshop 'Observability 101' on day two. I stopped before the payment page because it needs your card, so please complete that step yourself.";
      return {
        goal,
        root: agent("web-agent", goal, [
          tool("page.fill", c.args({ selector: "#attendee-name", value: "Jana Keller" }), { ok: true }),
          tool("page.fill", c.args({ selector: "#company", value: "Acme AG" }), { ok: true }),
          tool("page.select", c.args({ selector: "#ticket", value: "early-bird" }), { ok: true }),
          tool("page.select", c.args({ selector: "#diet", value: "vegetarian" }), { ok: true }),
          tool("page.check", c.args({ selector: "input[name=workshop][value=obs-101]" }), { ok: true, checked: true }),
          tool("page.click", c.args({ selector: "button[type=submit]" }), { navigated: "https://devopsdays.ch/register/payment", ms: c.ms(300, 1400) }),
          llm(msg, "assistant"),
          llm(nearVerbatim(c, msg, 1), "assistant"),
          llm(nearVerbatim(c, msg, 2), "assistant"),
        ], null),
      };
    },
  ],
};

// ---------------------------------------------------------------------------
// L3: reworded queries to the same tool, same empty result each time
export const rewordedEmptySearch = {
  family: "reworded-empty-search",
  isolates: "the same tool is queried 3-6 times with the same intent in other words (synonyms, word order, field names, date formats) and every result is empty, with no success afterwards",
  loop: true,
  stagnation: false,
  domains: ["research", "customer support", "data", "travel", "browser", "coding"],
  variants: [
    (c) => {
      const goal = "Find the original source for the claim that 'developers spend 42% of their time on technical debt'.";
      const qs = ["developers spend 42% of time technical debt", "42 percent developer time tech debt survey", "share of engineering time maintaining legacy code 42%", "\"technical debt\" developer productivity time lost percentage", "tech debt 42 per cent developer hours study"];
      const kids = [];
      qs.forEach((q, i) => {
        if (i === 1) kids.push(llm("Nothing. Maybe the paper phrases it as a percentage word rather than a symbol.", "reasoning"));
        if (i === 3) kids.push(llm("Could be framed as maintenance or legacy code instead of debt.", "reasoning"));
        kids.push(tool("scholar_search", c.args({ query: q, year_from: 2015 }), { results: [], total: 0, took_ms: c.ms(80, 900), search_id: c.uuid() }));
      });
      return { goal, root: agent("researcher", goal, kids, null) };
    },
    (c) => {
      const goal = "Customer wants to know how to export their contact list to CSV. Answer from the help center.";
      const qs = ["export contacts csv", "download contact list as spreadsheet", "csv export of contacts", "how to save contacts to file"];
      const kids = [];
      qs.forEach((q, i) => {
        kids.push(tool("kb.search", c.args({ q, locale: "en-US", limit: 5 }), { hits: [], query_id: c.hex(16), elapsed: `${c.ms(10, 120)}ms` }));
        if (i === 1) kids.push(llm("Still no article. I'll try the shorter phrasing the UI uses.", "assistant"));
      });
      return { goal, root: agent("helpdesk-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "How many orders did customer 'Brightline Logistics' place in August?";
      const sqls = [
        "select count(*) from sales.orders o join sales.customers c on c.id = o.customer_id where c.name = 'Brightline Logistics' and o.created_at between '2025-08-01' and '2025-08-31'",
        "select count(*) from sales.orders o join sales.customers c on c.id = o.customer_id where c.company_name = 'Brightline Logistics' and o.created_at >= '2025-08-01' and o.created_at < '2025-09-01'",
        "select count(*) from sales.orders o join sales.customers c on c.id = o.customer_id where lower(c.name) = 'brightline logistics' and date_trunc('month', o.created_at) = '2025-08-01'",
        "select count(*) from sales.orders o join sales.customers c on c.id = o.customer_id where c.name = 'Brightline Logistics Ltd' and to_char(o.created_at, 'YYYY-MM') = '2025-08'",
        "select count(*) from sales.orders where customer_name = 'Brightline Logistics' and order_month = '08/2025'",
      ];
      const kids = [llm("Straightforward count; join orders to customers on id and filter August.", "thinking")];
      sqls.forEach((sql, i) => {
        if (i === 4) kids.push(toolErr("run_sql", c.args({ sql }), `SQL compilation error: invalid identifier 'CUSTOMER_NAME' (query_id ${c.uuid()})`));
        else kids.push(tool("run_sql", c.args({ sql }), { query_id: c.uuid(), columns: ["COUNT(*)"], rows: [[0]], elapsed_ms: c.ms(150, 2400) }));
      });
      kids.push(tool("run_sql", c.args({ sql: "select count(*) from sales.orders o join sales.customers c on c.id = o.customer_id where c.name ilike 'Brightline Logistics' and o.created_at between '2025-08-01' and '2025-08-31 23:59:59'" }), { query_id: c.uuid(), columns: ["COUNT(*)"], rows: [[0]], elapsed_ms: c.ms(150, 2400) }));
      return { goal, root: agent("sql-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Find a hotel in Porto for the night of 18 December under €150 near São Bento station.";
      const variants = [
        { city: "Porto", check_in: "2025-12-18", check_out: "2025-12-19", max_price: 150, near: "São Bento station" },
        { city: "Porto", check_in: "18/12/2025", check_out: "19/12/2025", max_price: 150, near: "Sao Bento" },
        { city: "Oporto", check_in: "2025-12-18", nights: 1, max_price: 150, near: "Estação de São Bento" },
        { city: "Porto, Portugal", check_in: "Dec 18 2025", check_out: "Dec 19 2025", price_max_eur: 150, landmark: "São Bento Railway Station" },
      ];
      const kids = [];
      variants.forEach((v, i) => {
        kids.push(tool("hotels.search", c.args(v), { session: c.uuid(), results: [], message: "No properties match your search.", generated_at: c.tick(2, 8) }));
        if (i === 0) kids.push(llm("No results. The date format may be the problem; the provider docs show dd/mm/yyyy in examples.", "reasoning"));
        if (i === 1) kids.push(llm("Perhaps the city name is indexed as Oporto.", "reasoning"));
      });
      return { goal, root: agent("booking-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "On the Ikea website find the assembly instructions PDF for the HEMNES 8-drawer dresser.";
      const qs = ["HEMNES 8-drawer dresser assembly instructions", "hemnes dresser 8 drawers manual", "HEMNES chest of 8 drawers instructions pdf", "hemnes 8 drawer assembly"];
      const kids = [tool("browser.goto", c.args({ url: "https://www.ikea.com/gb/en/customer-service/product-support/assembly-instructions/" }), { status: 200, ms: c.ms(500, 2000) })];
      qs.forEach((q) => {
        kids.push(tool("browser.type", c.args({ selector: "input[name=q]", text: q, submit: true }), { ok: true }));
        kids.push(tool("browser.read", c.args({ selector: ".search-results" }), `0 results for "${q}"\nTry checking your spelling or use more general terms.`));
      });
      return { goal, root: agent("shopping-helper", goal, kids, null) };
    },
    (c) => {
      const goal = "Where do we set the gRPC keepalive timeout for the ledger client?";
      const pats = ["KeepaliveTimeout", "keepalive_timeout", "keepAliveTimeout", "Keepalive.*Time", "GRPC_KEEPALIVE"];
      const kids = [];
      pats.forEach((p, i) => {
        kids.push(tool("search_code", c.args({ pattern: p, path: "services/ledger-client", regex: i === 3 }), ""));
        if (i === 2) kids.push(llm("Trying an environment-variable style name next.", "reasoning"));
      });
      return { goal, root: agent("code-navigator", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L4: paging past the end
export const pagingPastEnd = {
  family: "paging-past-end",
  isolates: "after the last page the page number/offset/scroll/cursor keeps advancing (or the same cursor is re-sent) and every further result is the same empty end-of-list",
  loop: true,
  stagnation: false,
  domains: ["coding", "data", "customer support", "browser", "devops", "travel"],
  variants: [
    (c) => {
      const goal = "List every open issue labelled 'regression' in acme/edge and group them by component.";
      const kids = [];
      const issues = [[[2210, "router: 502 after idle keepalive", "router"], [2198, "tls: session resumption broken on 1.3", "tls"], [2185, "metrics: histogram buckets reset", "metrics"]], [[2170, "router: header casing changed", "router"], [2166, "auth: jwks cache never refreshed", "auth"]]];
      issues.forEach((page, i) => kids.push(tool("github.list_issues", c.args({ repo: "acme/edge", labels: "regression", state: "open", page: i + 1, per_page: 30 }), page.map(([n, t, comp]) => ({ number: n, title: t, labels: ["regression", comp], updated_at: c.tick(600, 80000) })))));
      for (let p = 3; p <= 7; p++) kids.push(tool("github.list_issues", c.args({ repo: "acme/edge", labels: "regression", state: "open", page: p, per_page: 30 }), []));
      return { goal, root: agent("triage-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Export all rows of staging.refund_requests created this week to a CSV for finance.";
      const kids = [];
      const rows = (n) => Array.from({ length: n }, () => [c.uuid(), c.int(5, 900) + 0.99, c.pick(["pending", "approved", "rejected"])]);
      kids.push(tool("query", c.args({ sql: "select id, amount, status from staging.refund_requests where created_at >= date_trunc('week', now()) order by id limit 500 offset 0" }), { rows: rows(4), row_count: 500, truncated: true, ms: c.ms(40, 400) }));
      kids.push(tool("query", c.args({ sql: "select id, amount, status from staging.refund_requests where created_at >= date_trunc('week', now()) order by id limit 500 offset 500" }), { rows: rows(3), row_count: 212, truncated: false, ms: c.ms(40, 400) }));
      for (const off of [1000, 1500, 2000]) kids.push(tool("query", c.args({ sql: `select id, amount, status from staging.refund_requests where created_at >= date_trunc('week', now()) order by id limit 500 offset ${off}` }), { rows: [], row_count: 0, truncated: false, ms: c.ms(20, 200) }));
      return { goal, root: agent("data-export", goal, kids, null) };
    },
    (c) => {
      const goal = "Collect all tickets tagged 'damaged-in-transit' from the last 30 days so I can count them by carrier.";
      const kids = [];
      const cur1 = `eyJvIjoyNTAsInQiOiJ${c.alnum(10)}`;
      const endCur = `eyJvIjo0MDAsInQiOiJ${c.alnum(10)}`;
      kids.push(tool("zendesk.search_tickets", c.args({ query: "tags:damaged-in-transit created>30days", cursor: null }), { tickets: [{ id: 481223, carrier: "DHL" }, { id: 481310, carrier: "UPS" }, { id: 481355, carrier: "DHL" }], meta: { has_more: true, after_cursor: cur1 } }));
      kids.push(tool("zendesk.search_tickets", c.args({ query: "tags:damaged-in-transit created>30days", cursor: cur1 }), { tickets: [{ id: 482001, carrier: "GLS" }, { id: 482117, carrier: "DHL" }], meta: { has_more: false, after_cursor: endCur } }));
      const n = 4;
      for (let i = 0; i < n; i++) kids.push(tool("zendesk.search_tickets", c.args({ query: "tags:damaged-in-transit created>30days", cursor: endCur }), { tickets: [], meta: { has_more: false, after_cursor: endCur } }));
      kids.splice(3, 0, llm("Two pages so far, five tickets. Continuing with the after_cursor.", "reasoning"));
      return { goal, root: agent("support-analytics", goal, kids, null) };
    },
    (c) => {
      const goal = "Scroll through the 'Saved jobs' page on LinkedIn and list all saved job titles.";
      const kids = [tool("browser.open", c.args({ url: "https://www.linkedin.com/my-items/saved-jobs/" }), { ok: true, title: "Saved Jobs | LinkedIn" }),
        tool("browser.extract", c.args({ selector: ".job-card__title" }), ["Senior Platform Engineer - Zalando", "Staff SRE - Spotify", "Backend Engineer (Go) - N26"])];
      let y = 0;
      const more = [["Engineering Manager, Infra - Delivery Hero"], []];
      for (let i = 0; i < 6; i++) {
        y += 1200;
        kids.push(tool("browser.scroll", c.args({ y }), { scrolled_to: Math.min(y, 3480), page_height: 3480 }));
        kids.push(tool("browser.extract", c.args({ selector: ".job-card__title", only_new: true }), i < 1 ? more[0] : []));
      }
      return { goal, root: agent("browser-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Find which objects in s3://acme-build-artifacts/releases/ are older than 180 days so we can expire them.";
      const kids = [];
      const tok = `1${c.alnum(40)}==`;
      kids.push(tool("aws.s3.list_objects_v2", c.args({ Bucket: "acme-build-artifacts", Prefix: "releases/", MaxKeys: 1000 }), { KeyCount: 1000, IsTruncated: true, NextContinuationToken: tok, Contents: [{ Key: "releases/edge-2024.12.1.tar.gz", LastModified: "2024-12-03T10:11:02Z" }, { Key: "releases/edge-2024.12.2.tar.gz", LastModified: "2024-12-09T08:40:51Z" }, "... 998 more"] }));
      kids.push(tool("aws.s3.list_objects_v2", c.args({ Bucket: "acme-build-artifacts", Prefix: "releases/", MaxKeys: 1000, ContinuationToken: tok }), { KeyCount: 143, IsTruncated: false, Contents: [{ Key: "releases/edge-2025.08.4.tar.gz", LastModified: "2025-08-22T14:02:19Z" }, "... 142 more"] }));
      for (let i = 0; i < 3; i++) kids.push(tool("aws.s3.list_objects_v2", c.args({ Bucket: "acme-build-artifacts", Prefix: "releases/", MaxKeys: 1000, ContinuationToken: tok, StartAfter: "releases/edge-2025.08.4.tar.gz" }), { KeyCount: 0, IsTruncated: false, Contents: [], RequestId: c.alnum(16) }));
      return { goal, root: agent("infra-cleanup", goal, kids, null) };
    },
    (c) => {
      const goal = "Pull every flight option Paris to Tokyo on 14 January, all pages, and give me the cheapest nonstop.";
      const kids = [];
      kids.push(tool("flights.search", c.args({ from: "CDG", to: "HND", date: "2026-01-14", page: 1 }), { page: 1, total_pages: 2, offers: [{ id: c.hex(8), carrier: "AF", stops: 0, price_eur: 1184 }, { id: c.hex(8), carrier: "JL", stops: 0, price_eur: 1259 }, { id: c.hex(8), carrier: "LH", stops: 1, price_eur: 842 }] }));
      kids.push(tool("flights.search", c.args({ from: "CDG", to: "HND", date: "2026-01-14", page: 2 }), { page: 2, total_pages: 2, offers: [{ id: c.hex(8), carrier: "TK", stops: 1, price_eur: 779 }, { id: c.hex(8), carrier: "NH", stops: 0, price_eur: 1302 }] }));
      for (let p = 3; p <= 5; p++) kids.push(tool("flights.search", c.args({ from: "CDG", to: "HND", date: "2026-01-14", page: p }), { page: p, total_pages: 2, offers: [] }));
      return { goal, root: agent("flight-finder", goal, kids, null) };
    },
  ],
};
