// Healthy look-alike families, part A. Every family here has loop: false, stagnation: false.
import { agent, llm, tool, toolErr } from "./lib.mjs";

// ---------------------------------------------------------------------------
// H1: polling until the status changes
export const pollUntilChange = {
  family: "poll-until-status-changes",
  isolates: "several identical status polls (differing only in timestamps/counters) followed by a status change that the agent acts on and finishes",
  loop: false,
  stagnation: false,
  domains: ["devops", "data", "travel", "customer support", "research", "browser"],
  variants: [
    (c) => {
      const goal = "Deploy checkout-web 5.2.0 to production and confirm the rollout finishes.";
      const kids = [tool("kubectl", c.args({ cmd: "set image deploy/checkout-web web=registry.acme.io/checkout-web:5.2.0 -n prod" }), "deployment.apps/checkout-web image updated")];
      for (let i = 0; i < 4; i++) kids.push(tool("kubectl", c.args({ cmd: "rollout status deploy/checkout-web -n prod --timeout=45s" }), `Waiting for deployment "checkout-web" rollout to finish: 2 out of 6 new replicas have been updated...\nerror: timed out waiting for the condition (elapsed 45.${c.int(0, 9)}s, ${c.tick(45, 50)})`));
      kids.push(tool("kubectl", c.args({ cmd: "rollout status deploy/checkout-web -n prod --timeout=45s" }), `Waiting for deployment "checkout-web" rollout to finish: 5 out of 6 new replicas have been updated...\ndeployment "checkout-web" successfully rolled out`));
      kids.push(tool("http_get", c.args({ url: "https://shop.acme.io/api/version" }), { version: "5.2.0", commit: c.short(), served_by: `checkout-web-${c.hex(9)}-${c.alnum(5).toLowerCase()}` }));
      const out = "checkout-web 5.2.0 is fully rolled out in prod (6/6 replicas) and the public /api/version endpoint reports 5.2.0.";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("deploy-bot", goal, kids, out) };
    },
    (c) => {
      const goal = "Run the monthly cohort export query in BigQuery and give me the row count.";
      const job = `bquxjob_${c.hex(8)}_${c.hex(12)}`;
      const kids = [tool("bigquery.insert_job", c.args({ query: "select * from analytics.cohort_monthly where month = '2025-09-01'", destination: "exports.cohort_2025_09" }), { job_id: job, state: "PENDING" })];
      const n = c.int(3, 5);
      for (let i = 0; i < n; i++) kids.push(tool("bigquery.get_job", c.args({ job_id: job }), { job_id: job, state: i < 1 ? "PENDING" : "RUNNING", polled_at: c.tick(10, 30), slot_ms: i < 1 ? 0 : c.int(10000, 900000) }));
      kids.push(tool("bigquery.get_job", c.args({ job_id: job }), { job_id: job, state: "DONE", errorResult: null, statistics: { query: { totalBytesProcessed: "8291047212", numDmlAffectedRows: null }, load: null }, destination_rows: 248117, polled_at: c.tick(10, 30) }));
      const out = "Done: the September cohort export wrote 248,117 rows to exports.cohort_2025_09 (about 8.3 GB scanned).";
      kids.push(tool("respond_to_user", c.args({ text: out }), "ok"));
      return { goal, root: agent("data-assistant", goal, kids, out) };
    },
    (c) => {
      const goal = "Book the Casa do Rio guesthouse for 2 nights from 5 May and send me the confirmation.";
      const bk = `BK-${c.alnum(8)}`;
      const kids = [tool("book_property", c.args({ property_id: "pt-dou-2291", check_in: "2026-05-05", nights: 2, guests: 2 }), { booking_ref: bk, status: "PENDING_SUPPLIER" })];
      kids.push(llm("Small properties confirm manually; I'll check back in a bit.", "assistant"));
      for (let i = 0; i < 2; i++) kids.push(tool("get_booking_status", c.args({ booking_ref: bk }), { booking_ref: bk, status: "PENDING_SUPPLIER", last_checked: c.tick(120, 300), supplier_attempt: i + 1 }));
      kids.push(tool("get_booking_status", c.args({ booking_ref: bk }), { booking_ref: bk, status: "CONFIRMED", supplier_conf: `CDR-${c.int(1000, 9999)}`, last_checked: c.tick(120, 300) }));
      kids.push(tool("email.send", c.args({ to: "traveller", subject: `Casa do Rio confirmed - ${bk}`, body: "2 nights, 5-7 May 2026, 2 guests. Check-in from 15:00." }), { queued: true, message_id: `<${c.hex(16)}@mail.acme.travel>` }));
      return { goal, root: agent("concierge", goal, kids, `Booked and confirmed (${bk}); confirmation emailed.`) };
    },
    (c) => {
      const goal = "Let the customer know once their replacement card order ships.";
      const o = `RC-${c.int(100000, 999999)}`;
      const kids = [];
      const n = c.int(4, 6);
      const upd = c.iso();
      for (let i = 0; i < n; i++) kids.push(tool("fulfilment.get_order", c.args({ id: o }), { id: o, status: "packing", updated_at: upd, checked_at: c.tick(300, 900) }));
      kids.push(tool("fulfilment.get_order", c.args({ id: o }), { id: o, status: "shipped", carrier: "Royal Mail", tracking: `RM${c.int(100000000, 999999999)}GB`, updated_at: c.tick(60, 200) }));
      kids.push(tool("send_message", c.args({ to: "customer", text: "Good news - your replacement card has shipped with Royal Mail. You can track it with the number in your account; it usually arrives in 1-2 working days." }), { delivered: true }));
      return { goal, root: agent("card-support", goal, kids, "customer notified of shipment") };
    },
    (c) => {
      const goal = "Submit the fine-tuning job on the reviews dataset and report the final eval accuracy.";
      const id = `ftjob-${c.alnum(24)}`;
      const kids = [tool("finetune.create", c.args({ training_file: "file-reviews-train.jsonl", validation_file: "file-reviews-val.jsonl", epochs: 3 }), { id, status: "queued" })];
      for (let i = 0; i < 3; i++) kids.push(tool("finetune.retrieve", c.args({ id }), { id, status: "running", trained_steps: 0, checked: c.tick(60, 120) }));
      kids.push(tool("finetune.retrieve", c.args({ id }), { id, status: "running", trained_steps: 410, total_steps: 1230, checked: c.tick(60, 120) }));
      kids.push(tool("finetune.retrieve", c.args({ id }), { id, status: "succeeded", fine_tuned_model: `ft:base:reviews:${c.alnum(8).toLowerCase()}`, result: { val_accuracy: 0.914, val_loss: 0.238 }, finished_at: c.tick(600, 1200) }));
      const out = "Fine-tune finished: validation accuracy 91.4% (loss 0.238).";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("ml-runner", goal, kids, out) };
    },
    (c) => {
      const goal = "Export the Q3 funnel report from the Amplitude UI as CSV.";
      const kids = [tool("browser.click", c.args({ selector: "button[data-testid=export-csv]" }), { ok: true })];
      for (let i = 0; i < 3; i++) kids.push(tool("browser.query", c.args({ selector: ".export-toast" }), { text: "Preparing export…", visible: true, observed_at: c.tick(5, 12) }));
      kids.push(tool("browser.query", c.args({ selector: ".export-toast" }), { text: "Export ready. Download", visible: true, observed_at: c.tick(5, 12) }));
      kids.push(tool("browser.click", c.args({ selector: ".export-toast a" }), { download: `/home/agent/Downloads/q3-funnel-${c.hex(6)}.csv`, bytes: c.int(20000, 90000) }));
      return { goal, root: agent("ui-agent", goal, kids, "CSV downloaded") };
    },
  ],
};

// ---------------------------------------------------------------------------
// H2: pagination with new items every page, stopping at the end
export const paginationNewItems = {
  family: "pagination-new-items",
  isolates: "repeated paging calls where every page returns new items and the agent stops at the end (at most one empty final page)",
  loop: false,
  stagnation: false,
  domains: ["coding", "data", "customer support", "browser", "devops", "travel"],
  variants: [
    (c) => {
      const goal = "List all open 'bug' issues in acme/mobile and tell me which components have the most.";
      const comps = ["ios", "android", "sync", "auth", "payments"];
      const kids = [];
      let n = 3100;
      const pages = c.int(3, 5);
      const counts = {};
      for (let p = 1; p <= pages; p++) {
        const items = Array.from({ length: c.int(3, 5) }, () => { const comp = c.pick(comps); counts[comp] = (counts[comp] || 0) + 1; return { number: n -= c.int(3, 40), title: `${comp}: ${c.pick(["crash on resume", "stale badge count", "token refresh race", "layout jump", "duplicate push"])}`, labels: ["bug", comp] }; });
        kids.push(tool("github.list_issues", c.args({ repo: "acme/mobile", labels: "bug", state: "open", page: p, per_page: 100 }), items));
      }
      kids.push(tool("github.list_issues", c.args({ repo: "acme/mobile", labels: "bug", state: "open", page: pages + 1, per_page: 100 }), []));
      const top = Object.entries(counts).sort((a, b) => b[1] - a[1]);
      const out = `Open bugs by component: ${top.map(([k, v]) => `${k} ${v}`).join(", ")}.`;
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("triage-bot", goal, kids, out) };
    },
    (c) => {
      const goal = "Pull every row of staging.chargebacks for October and total the amounts.";
      const kids = [];
      let total = 0;
      const pages = c.int(2, 4);
      for (let p = 0; p < pages; p++) {
        const rows = Array.from({ length: 3 }, () => { const a = c.int(1500, 90000) / 100; total += a; return [c.uuid(), a]; });
        kids.push(tool("query", c.args({ sql: `select id, amount from staging.chargebacks where month = '2025-10' order by id limit 1000 offset ${p * 1000}` }), { rows, row_count: p === pages - 1 ? c.int(10, 900) : 1000, truncated: p !== pages - 1, ms: c.ms(30, 400) }));
      }
      const out = `October chargebacks total $${total.toFixed(2)} across ${pages} result pages.`;
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("data-export", goal, kids, out) };
    },
    (c) => {
      const goal = "Collect all tickets tagged 'billing-bug' from last week and summarise the top themes.";
      const kids = [];
      const themes = [["VAT shown twice on invoice", "Proration wrong after downgrade", "Card declined but charged"], ["Invoice PDF blank", "Proration wrong after upgrade"], ["Coupon not applied at renewal"]];
      let cur = null;
      themes.forEach((page, i) => {
        const next = i < themes.length - 1 ? `eyJvIjo${c.alnum(12)}` : null;
        kids.push(tool("zendesk.search_tickets", c.args({ query: "tags:billing-bug created>7days", cursor: cur }), { tickets: page.map((s) => ({ id: c.int(480000, 499999), subject: s })), meta: { has_more: !!next, after_cursor: next } }));
        cur = next;
      });
      kids.push(llm("Six tickets. Themes: proration errors after plan changes (2), invoice rendering (VAT duplicated, blank PDF), payment/charge mismatch, and a renewal coupon not applied.", "assistant"));
      return { goal, root: agent("support-analytics", goal, kids, "summary sent") };
    },
    (c) => {
      const goal = "Scroll the saved listings page on Rightmove and list all saved properties.";
      const kids = [tool("browser.open", c.args({ url: "https://www.rightmove.co.uk/user/shortlist.html" }), { ok: true })];
      const batches = [["2 bed flat, Hackney E8 - £525,000", "1 bed flat, Dalston E8 - £410,000"], ["3 bed terrace, Leyton E10 - £690,000"], ["2 bed flat, Walthamstow E17 - £475,000", "Studio, Bow E3 - £295,000"]];
      batches.forEach((b, i) => {
        if (i) kids.push(tool("browser.scroll", c.args({ y: i * 1400 }), { scrolled_to: i * 1400, page_height: 5200 }));
        kids.push(tool("browser.extract", c.args({ selector: ".propertyCard-title", only_new: true }), b));
      });
      kids.push(tool("browser.scroll", c.args({ y: 4200 }), { scrolled_to: 4200, page_height: 5200 }));
      kids.push(tool("browser.extract", c.args({ selector: ".propertyCard-title", only_new: true }), []));
      kids.push(llm("Five saved properties: Hackney 2-bed (£525k), Dalston 1-bed (£410k), Leyton 3-bed terrace (£690k), Walthamstow 2-bed (£475k), Bow studio (£295k).", "assistant"));
      return { goal, root: agent("browser-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Find objects under s3://acme-logs/alb/ older than 400 days and count them.";
      const kids = [];
      const pages = c.int(2, 4);
      let tok = null, sum = 0;
      for (let p = 0; p < pages; p++) {
        const last = p === pages - 1;
        const next = last ? undefined : `1${c.alnum(38)}==`;
        const k = last ? c.int(5, 900) : 1000;
        sum += k;
        const args = { Bucket: "acme-logs", Prefix: "alb/", MaxKeys: 1000 };
        if (tok) args.ContinuationToken = tok;
        kids.push(tool("aws.s3.list_objects_v2", c.args(args), { KeyCount: k, IsTruncated: !last, NextContinuationToken: next, Contents: [{ Key: `alb/2024/0${p + 1}/01/elb-${c.hex(12)}.log.gz`, LastModified: `2024-0${p + 1}-01T00:05:00Z` }, `... ${k - 1} more`] }));
        tok = next;
      }
      kids.push(llm(`Listed ${sum} objects in ${pages} pages; filtering by LastModified next.`, "reasoning"));
      kids.push(tool("python", c.args({ code: "sum(1 for o in objs if age_days(o) > 400)" }), String(Math.floor(sum * 0.37))));
      return { goal, root: agent("infra-cleanup", goal, kids, `${Math.floor(sum * 0.37)} objects older than 400 days`) };
    },
    (c) => {
      const goal = "Get all train options Munich to Vienna on 9 March and pick the fastest direct one.";
      const kids = [];
      const pages = [[["RJX 61", "06:25", "10:25", 0], ["ICE 91", "07:17", "11:50", 1]], [["RJX 63", "08:25", "12:25", 0], ["NJ 40490", "23:20", "06:19", 0]], [["RJX 65", "10:25", "14:18", 0]]];
      pages.forEach((pg, i) => kids.push(tool("trains.search", c.args({ from: "München Hbf", to: "Wien Hbf", date: "2026-03-09", page: i + 1 }), { page: i + 1, total_pages: 3, connections: pg.map(([t, d, a, ch]) => ({ train: t, dep: d, arr: a, changes: ch })) })));
      const out = "Fastest direct: RJX 65 at 10:25, arriving 14:18 (3h53). The other Railjets take 4h00.";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("rail-planner", goal, kids, out) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H3: backoff then success
export const backoffThenSuccess = {
  family: "backoff-then-success",
  isolates: "the same call fails 1-3 times with the same transient error (new request ids each time), then succeeds and the agent completes the task",
  loop: false,
  stagnation: false,
  domains: ["coding", "customer support", "travel", "data", "browser", "research"],
  variants: [
    (c) => {
      const goal = "Create the v1.9.0 release on GitHub for acme/cli.";
      const kids = [];
      const fails = c.int(2, 3);
      for (let i = 0; i < fails; i++) {
        kids.push(toolErr("github.create_release", c.args({ repo: "acme/cli", tag_name: "v1.9.0", target_commitish: "main" }), `502 Bad Gateway (x-github-request-id: ${c.alnum(4)}:${c.hex(6).toUpperCase()}:${c.hex(8).toUpperCase()})`));
        kids.push(tool("sleep", c.args({ seconds: 2 ** (i + 1) }), `slept ${2 ** (i + 1)}s`));
      }
      kids.push(tool("github.create_release", c.args({ repo: "acme/cli", tag_name: "v1.9.0", target_commitish: "main" }), { id: c.int(1.5e8, 1.9e8), html_url: "https://github.com/acme/cli/releases/tag/v1.9.0", created_at: c.tick() }));
      return { goal, root: agent("release-manager", goal, kids, "Released v1.9.0") };
    },
    (c) => {
      const goal = "Issue a $25 goodwill credit to customer cus_R81 for the outage.";
      const kids = [toolErr("billing.create_credit", c.args({ customer: "cus_R81kq", amount: 2500, currency: "usd", reason: "outage 2025-10-21" }), `429 Too Many Requests: rate limit exceeded (request_id ${c.reqId()}, retry_after=1)`)];
      kids.push(tool("billing.create_credit", c.args({ customer: "cus_R81kq", amount: 2500, currency: "usd", reason: "outage 2025-10-21" }), { id: `cbtxn_${c.hex(20)}`, amount: -2500, ending_balance: -2500, request_id: c.reqId() }));
      kids.push(tool("send_message", c.args({ text: "I've added a $25 credit to your account for Tuesday's outage - it will be applied automatically to your next invoice. Sorry for the disruption!" }), { delivered: true }));
      return { goal, root: agent("support-agent", goal, kids, "credit issued") };
    },
    (c) => {
      const goal = "Hold seat 3A on the Iberia MAD-LHR flight on Friday for the CEO.";
      const kids = [];
      for (let i = 0; i < 2; i++) kids.push(tool("assign_seat", c.args({ pnr: "ZT8QWE", seat: "3A" }), { success: false, error: { code: "HOST_TIMEOUT", message: "Host did not respond in 8000ms", transaction_id: c.uuid() } }));
      kids.push(tool("assign_seat", c.args({ pnr: "ZT8QWE", seat: "3A" }), { success: true, seat: "3A", transaction_id: c.uuid() }));
      kids.push(llm("Seat 3A is held on IB 3166 Friday for the CEO's booking ZT8QWE.", "assistant"));
      return { goal, root: agent("exec-travel", goal, kids, null) };
    },
    (c) => {
      const goal = "Refresh the revenue extract and tell me yesterday's total.";
      const kids = [];
      const n = c.int(1, 3);
      for (let i = 0; i < n; i++) kids.push(toolErr("snowflake.execute", c.args({ sql: "select sum(amount) from analytics.revenue_daily where day = current_date - 1" }), `390114 (08001): Authentication token has expired. The user must authenticate again. query_id=${c.uuid()}`));
      kids.push(tool("snowflake.reconnect", c.args({}), { session_id: c.int(1e12, 9e12), ok: true }));
      kids.push(tool("snowflake.execute", c.args({ sql: "select sum(amount) from analytics.revenue_daily where day = current_date - 1" }), { rows: [[186422.9]], query_id: c.uuid(), elapsed_ms: c.ms(200, 900) }));
      return { goal, root: agent("warehouse-agent", goal, kids, "Yesterday's revenue: $186,422.90") };
    },
    (c) => {
      const goal = "Accept the cookie banner on lieferando.de and open the pizza category for Berlin 10115.";
      const kids = [tool("browser.navigate", c.args({ url: "https://www.lieferando.de/" }), { status: 200 })];
      kids.push(toolErr("browser.click", c.args({ selector: "button[data-qa=privacy-settings-action-accept]" }), `TimeoutError: locator.click: Timeout 5000ms exceeded. element is not visible - waiting... [trace ${c.hex(16)}]`));
      kids.push(tool("browser.wait_for", c.args({ selector: "button[data-qa=privacy-settings-action-accept]", state: "visible", timeout: 10000 }), { ok: true, waited_ms: c.ms(800, 3000) }));
      kids.push(tool("browser.click", c.args({ selector: "button[data-qa=privacy-settings-action-accept]" }), { ok: true }));
      kids.push(tool("browser.fill", c.args({ selector: "input[name=address]", value: "10115 Berlin" }), { ok: true }));
      kids.push(tool("browser.click", c.args({ text: "Pizza" }), { url: "https://www.lieferando.de/lieferservice/essen/berlin-10115?cuisine=pizza" }));
      return { goal, root: agent("shop-bot", goal, kids, "Pizza category open for 10115") };
    },
    (c) => {
      const goal = "Download arXiv:2405.11801 and pull the main results table.";
      const kids = [];
      kids.push(tool("http_get", c.args({ url: "https://export.arxiv.org/pdf/2405.11801" }), { status: 503, headers: { "retry-after": "5", "x-request-id": c.uuid() } }));
      kids.push(tool("http_get", c.args({ url: "https://export.arxiv.org/pdf/2405.11801" }), { status: 200, headers: { "content-type": "application/pdf", "content-length": String(c.int(400000, 2000000)) }, saved_to: c.tmp("pdf") }));
      kids.push(tool("pdf_extract_tables", c.args({ pages: "6-7" }), [{ caption: "Table 2: Results on MMLU and GSM8K", rows: [["Baseline", "62.1", "48.3"], ["+ curriculum", "64.8", "55.0"], ["+ curriculum + distill", "66.2", "57.9"]] }]));
      kids.push(llm("Main table (Table 2): curriculum + distillation improves MMLU 62.1 -> 66.2 and GSM8K 48.3 -> 57.9 over the baseline.", "assistant"));
      return { goal, root: agent("paper-reader", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H4: batch over distinct items with identical acknowledgements
export const batchSameAck = {
  family: "batch-distinct-items-same-ack",
  isolates: "batch work over 4-7 distinct items where every call returns the same acknowledgement and the agent writes a templated sentence per item",
  loop: false,
  stagnation: false,
  domains: ["customer support", "devops", "data", "travel", "coding", "browser"],
  variants: [
    (c) => {
      const goal = "Send the 'card expiring' reminder to every customer whose card expires this month.";
      const cust = [["Hannah Lee", "cus_Q1a"], ["Omar Haddad", "cus_Q7f"], ["Priya Nair", "cus_R02"], ["Lukas Brandt", "cus_R3k"], ["Sofia Conti", "cus_S9p"]].slice(0, c.int(4, 5));
      const kids = [tool("billing.cards_expiring", c.args({ month: "2025-11" }), cust.map(([n, id]) => ({ customer: id, name: n, last4: String(c.int(1000, 9999)) })))];
      cust.forEach(([n, id]) => {
        kids.push(tool("notifications.enqueue", c.args({ template: "card_expiring_v3", customer: id }), { status: "queued" }));
        kids.push(llm(`Queued the card-expiry reminder for ${n}.`, "assistant"));
      });
      return { goal, root: agent("billing-ops", goal, kids, `${cust.length} reminders queued`) };
    },
    (c) => {
      const goal = "Restart the ingest workers on every node in the eu-west pool after the config change.";
      const nodes = ["ip-10-4-1-17", "ip-10-4-1-52", "ip-10-4-2-8", "ip-10-4-2-91", "ip-10-4-3-33", "ip-10-4-3-60"].slice(0, c.int(4, 6));
      const kids = [];
      nodes.forEach((nd) => kids.push(tool("ssm.send_command", c.args({ target: nd, command: "systemctl restart ingest-worker" }), "ok")));
      kids.push(tool("ssm.list_command_invocations", c.args({ filter: "last" }), nodes.map((nd) => ({ instance: nd, status: "Success" }))));
      return { goal, root: agent("ops-agent", goal, kids, `restarted ingest-worker on ${nodes.length} nodes`) };
    },
    (c) => {
      const goal = "Grant the new analysts read access to the marketing schema.";
      const users = ["a.kowalski", "b.mensah", "c.ito", "d.ferreira"].slice(0, c.int(3, 4));
      const kids = [];
      users.forEach((u) => {
        kids.push(tool("sql", c.args({ q: `grant usage on schema marketing to user ${u}; grant select on all tables in schema marketing to user ${u};` }), { status: "Statement executed successfully." }));
        kids.push(llm(`Granted read access on marketing to ${u}.`, "assistant"));
      });
      return { goal, root: agent("dba-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Send each offsite attendee their hotel confirmation.";
      const ppl = [["Ana", "Room 412"], ["Ben", "Room 415"], ["Chen", "Room 418"], ["Dario", "Room 502"], ["Eva", "Room 507"], ["Farah", "Room 511"], ["Gus", "Room 514"]].slice(0, c.int(5, 7));
      const kids = [];
      ppl.forEach(([n, r]) => {
        kids.push(tool("email.send", c.args({ to: `${n.toLowerCase()}@acme.com`, subject: "Offsite hotel confirmation", body: `Hi ${n}, you're booked at Hotel Arts, ${r}, 10-12 Dec.` }), { status: "queued" }));
        kids.push(llm(`Sent ${n} their confirmation (${r}).`, "assistant"));
      });
      return { goal, root: agent("event-coordinator", goal, kids, "all confirmations sent") };
    },
    (c) => {
      const goal = "Add the 'needs-triage' label to every issue opened in the last 24h that has no labels.";
      const iss = Array.from({ length: c.int(4, 6) }, () => c.int(5000, 5999));
      const kids = [tool("github.search_issues", c.args({ q: "repo:acme/api is:issue is:open no:label created:>=" + c.day(-1) }), iss.map((n) => ({ number: n })))];
      iss.forEach((n) => kids.push(tool("github.add_labels", c.args({ issue_number: n, labels: ["needs-triage"] }), [{ name: "needs-triage" }])));
      kids.push(llm(`Labelled ${iss.length} issues: ${iss.map((n) => "#" + n).join(", ")}.`, "assistant"));
      return { goal, root: agent("triage-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Unsubscribe me from all the newsletters in my Gmail promotions tab.";
      const senders = ["Medium Daily Digest", "Zalando", "Product Hunt", "Lidl Plus", "Booking.com Deals"].slice(0, c.int(4, 5));
      const kids = [];
      senders.forEach((s) => {
        kids.push(tool("browser.click", c.args({ text: `Unsubscribe from ${s}` }), { ok: true }));
        kids.push(tool("browser.read", c.args({ selector: "[role=alertdialog]" }), "Unsubscribed. It may take a few days to stop receiving messages."));
      });
      kids.push(llm(`Unsubscribed from ${senders.join(", ")}.`, "assistant"));
      return { goal, root: agent("inbox-agent", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H5: reading many similar but different files/records
export const readSimilarRecords = {
  family: "read-similar-records",
  isolates: "the agent reads 4-7 files/records with the same structure but different contents, then synthesises them",
  loop: false,
  stagnation: false,
  domains: ["coding", "devops", "customer support", "data", "research", "travel"],
  variants: [
    (c) => {
      const goal = "Which of our services still use the deprecated `log.Printf` logger?";
      const svcs = ["billing", "catalog", "search", "notify", "auth", "gateway"].slice(0, c.int(4, 6));
      const kids = [];
      const users = [];
      svcs.forEach((s) => {
        const uses = c.chance(0.5);
        if (uses) users.push(s);
        kids.push(tool("read_file", c.args({ path: `services/${s}/internal/log/log.go` }), uses ? `package log\n\nimport stdlog "log"\n\nfunc Info(msg string, args ...any) { stdlog.Printf("[${s}] "+msg, args...) }\n` : `package log\n\nimport "log/slog"\n\nvar L = slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo})).With("svc", "${s}")\n`));
      });
      const out = users.length ? `Still on log.Printf: ${users.join(", ")}. The rest already use slog.` : "None - all services use slog now.";
      kids.push(llm(out, "assistant"));
      return { goal, root: agent("code-auditor", goal, kids, out) };
    },
    (c) => {
      const goal = "Check the TLS certificate expiry for all our public endpoints.";
      const hosts = ["api.acme.io", "app.acme.io", "status.acme.io", "docs.acme.io", "cdn.acme.io"].slice(0, c.int(4, 5));
      const kids = [];
      const soon = [];
      hosts.forEach((h) => {
        const days = c.int(5, 85);
        if (days < 21) soon.push(`${h} (${days} days)`);
        kids.push(tool("tls_check", c.args({ host: h, port: 443 }), { host: h, issuer: "R11", not_after: c.day(days), days_left: days, sans: [h] }));
      });
      kids.push(llm(soon.length ? `Renew soon: ${soon.join(", ")}. Others have more than three weeks left.` : "All certificates have more than three weeks left.", "assistant"));
      return { goal, root: agent("sre-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Read the last five tickets from customer Nordwind GmbH and tell me what's bothering them.";
      const tickets = [["SSO login fails for new users", "open"], ["Invoice missing PO number", "solved"], ["SSO: group mapping not applied", "open"], ["Export to CSV times out", "pending"], ["SSO redirect loop on Safari", "open"]];
      const kids = tickets.map(([s, st]) => tool("zendesk.get_ticket", c.args({ id: c.int(400000, 499999) }), { subject: s, status: st, requester: "it-admin@nordwind.de", created_at: c.tick(3600, 90000) }));
      kids.push(llm("Mostly SSO: three of five tickets are SSO issues (new users can't log in, group mapping, Safari redirect loop), all still open. The others are an invoice PO number (solved) and a slow CSV export (pending).", "assistant"));
      return { goal, root: agent("account-manager-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Compare the row counts of the daily partitions of events for last week; any gaps?";
      const kids = [];
      const counts = [];
      for (let d = -7; d < 0; d++) {
        const n = d === -3 ? c.int(1200000, 1500000) : c.int(4100000, 4600000);
        counts.push([c.day(d), n]);
        kids.push(tool("sql", c.args({ q: `select count(*) from raw.events where dt = '${c.day(d)}'` }), { rows: [[n]], query_id: c.uuid() }));
      }
      kids.push(llm(`Six days are between 4.1M and 4.6M rows, but ${counts[4][0]} only has ${counts[4][1].toLocaleString("en-US")} - looks like a partial load for that day.`, "assistant"));
      return { goal, root: agent("data-quality", goal, kids, null) };
    },
    (c) => {
      const goal = "Read the abstracts of the four shortlisted papers and tell me which use human evaluation.";
      const papers = [["2309.01219", "We propose ... evaluated with 12 expert annotators ..."], ["2310.11511", "We introduce a benchmark ... all metrics are automatic (BLEU, BERTScore) ..."], ["2402.05120", "... a user study with 48 participants ..."], ["2404.19756", "... we report GPT-4-as-judge win rates ..."]];
      const kids = papers.map(([id, abs]) => tool("arxiv.get_abstract", c.args({ id }), { id, abstract: abs, fetched: c.tick(1, 3) }));
      kids.push(llm("Human evaluation: 2309.01219 (12 expert annotators) and 2402.05120 (48-person user study). 2310.11511 is automatic-metrics only; 2404.19756 uses an LLM judge.", "assistant"));
      return { goal, root: agent("lit-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Go through the team's five booked trips next month and flag any without travel insurance.";
      const trips = [["TR-1101", "Oslo", true], ["TR-1102", "Austin", false], ["TR-1103", "Paris", true], ["TR-1104", "Singapore", false], ["TR-1105", "Milan", true]];
      const kids = trips.map(([id, city, ins]) => tool("trips.get", c.args({ trip_id: id }), { trip_id: id, destination: city, insurance: ins ? { policy: `AXA-${c.int(100000, 999999)}` } : null, depart: c.day(c.int(30, 58)) }));
      kids.push(llm("Missing insurance: TR-1102 (Austin) and TR-1104 (Singapore). The Oslo, Paris and Milan trips are covered.", "assistant"));
      return { goal, root: agent("travel-admin", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// H6: fix-test cycle with failures dropping to zero
export const fixTestConverging = {
  family: "fix-test-converging",
  isolates: "a fix-then-verify cycle repeated 3-5 times where the failure count/output changes each round and the last run passes",
  loop: false,
  stagnation: false,
  domains: ["coding", "devops", "data", "browser", "research"],
  variants: [
    (c) => {
      const goal = "Get the test suite for the invoicing package green after the Decimal refactor.";
      const seq = [5, 3, 1, 0];
      const fixes = ["Tax lines still used float(); convert to Decimal in tax.py.", "Currency formatting expects str; update format_money to accept Decimal.", "One fixture builds amounts from floats; switch it to Decimal strings."];
      const kids = [];
      seq.forEach((f, i) => {
        kids.push(tool("pytest", c.args({ path: "tests/invoicing", q: true }), f ? `${f} failed, ${42 - f} passed in ${c.secs(1, 5)}s` : `42 passed in ${c.secs(1, 5)}s`));
        if (i < fixes.length) { kids.push(llm(fixes[i], "reasoning")); kids.push(tool("edit_file", c.args({ path: ["invoicing/tax.py", "invoicing/fmt.py", "tests/conftest.py"][i] }), "ok")); }
      });
      return { goal, root: agent("coding-agent", goal, kids, "All 42 invoicing tests pass.") };
    },
    (c) => {
      const goal = "Fix the lint errors blocking the CI pipeline for the web app.";
      const seq = [[17, "no-unused-vars"], [6, "react-hooks/exhaustive-deps"], [2, "import/order"], [0, null]];
      const kids = [];
      seq.forEach(([n, rule], i) => {
        kids.push(tool("shell", c.args({ cmd: "pnpm eslint src --max-warnings 0" }), n ? `✖ ${n} problems (${n} errors, 0 warnings)\n  most common: ${rule}\n(${c.secs(4, 12)}s)` : `✔ No problems found (${c.secs(4, 12)}s)`));
        if (n) kids.push(tool("apply_patch", c.args({ files: c.int(2, 7), rule }), "applied"));
      });
      return { goal, root: agent("frontend-dev", goal, kids, "eslint clean") };
    },
    (c) => {
      const goal = "Make `terraform validate` pass in modules/rds after the provider upgrade.";
      const errs = ["Unsupported argument \"name\" (use db_name) in main.tf line 12", "Unsupported block type \"timeouts\" in parameter_group.tf", null];
      const kids = [];
      errs.forEach((e, i) => {
        kids.push(tool("terraform", c.args({ cmd: "validate", dir: "modules/rds" }), e ? `│ Error: ${e}\n[run ${c.uuid()}]` : "Success! The configuration is valid."));
        if (e) kids.push(tool("write_file", c.args({ path: i ? "modules/rds/parameter_group.tf" : "modules/rds/main.tf" }), "written"));
      });
      return { goal, root: agent("platform-agent", goal, kids, "validate passes") };
    },
    (c) => {
      const goal = "dbt test is failing on fct_subscriptions; fix it.";
      const seq = [[2, "unique_fct_subscriptions_id; not_null_fct_subscriptions_plan"], [1, "not_null_fct_subscriptions_plan"], [0, ""]];
      const kids = [];
      seq.forEach(([n, t], i) => {
        kids.push(tool("dbt", c.args({ args: "test -s fct_subscriptions" }), n ? `Done. PASS=${9 - n} WARN=0 ERROR=${n} SKIP=0 TOTAL=9\nFailing: ${t}` : `Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9 (${c.secs(5, 20)}s)`));
        if (n) { kids.push(llm(i ? "The null plans are trial accounts; coalesce plan to 'trial'." : "Duplicates come from the plan_changes join; keep only the latest change per subscription.", "thinking")); kids.push(tool("edit_file", c.args({ path: "models/marts/fct_subscriptions.sql" }), "ok")); }
      });
      return { goal, root: agent("dbt-agent", goal, kids, "fct_subscriptions tests all pass") };
    },
    (c) => {
      const goal = "The Playwright login spec fails in CI; make it pass.";
      const outs = [
        () => `✘ login.spec.ts:12 › user can log in (${c.secs(5, 20)}s)\n  Error: locator('#email') not found`,
        () => `✘ login.spec.ts:12 › user can log in (${c.secs(5, 20)}s)\n  Error: expect(page).toHaveURL('/dashboard') - received '/onboarding'`,
        () => `✓ login.spec.ts:12 › user can log in (${c.secs(3, 9)}s)\n  1 passed`,
      ];
      const fixes = ["The form now uses name=email not id; update the selector.", "New test users land on onboarding; seed the fixture user with onboarded=true."];
      const kids = [];
      outs.forEach((o, i) => { kids.push(tool("npx", c.args({ cmd: "playwright test login.spec.ts" }), o())); if (i < 2) { kids.push(llm(fixes[i], "reasoning")); kids.push(tool("edit", c.args({ file: i ? "e2e/fixtures/users.ts" : "e2e/login.spec.ts" }), { ok: true })); } });
      return { goal, root: agent("qa-agent", goal, kids, "login spec green") };
    },
    (c) => {
      const goal = "Compile the grant proposal LaTeX without warnings.";
      const seq = [["3 undefined citations, 1 overfull hbox"], ["1 undefined citation"], ["no warnings"]];
      const kids = [];
      seq.forEach(([w], i) => {
        kids.push(tool("latexmk", c.args({ file: "proposal.tex" }), `Output written on proposal.pdf (${c.int(10, 12)} pages).\nSummary: ${w}`));
        if (i < 2) kids.push(tool("edit_file", c.args({ path: i ? "refs.bib" : "sections/aims.tex" }), i ? "added entry chen2021" : "fixed 2 cite keys, shortened URL"));
      });
      return { goal, root: agent("paper-assistant", goal, kids, "clean build") };
    },
  ],
};
