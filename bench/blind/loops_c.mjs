// Loop families, part C.
import { agent, llm, tool, toolErr, nearVerbatim } from "./lib.mjs";

// ---------------------------------------------------------------------------
// L9: the same long message to the user repeated while the same failing action repeats
export const repeatMessageWhileFailing = {
  family: "repeat-message-while-action-fails",
  isolates: "the agent repeats a long, near-verbatim message to the user while the same write/update action fails with the same error between the messages",
  loop: true,
  stagnation: true,
  domains: ["customer support", "travel", "data", "browser", "devops", "coding"],
  variants: [
    (c) => {
      const goal = "Customer wants the shipping address on order #77120 changed to Karl-Marx-Allee 90, 10243 Berlin.";
      const msg = "Thanks for your patience! I'm updating the delivery address on order #77120 to Karl-Marx-Allee 90, 10243 Berlin right now. As soon as the change goes through you'll get a confirmation email, and the parcel will ship to the new address.";
      const kids = [tool("orders.lookup", c.args({ order: 77120 }), { order: 77120, status: "processing", ship_to: "Warschauer Str. 12, 10243 Berlin", warehouse: "BER-2" })];
      for (let i = 0; i < 3; i++) {
        kids.push(tool("send_message", c.args({ to: "customer", body: i === 0 ? msg : nearVerbatim(c, msg, 1) }), { sent: true, id: c.uuid() }));
        kids.push(toolErr("orders.update_shipping_address", c.args({ order: 77120, address: { line1: "Karl-Marx-Allee 90", postcode: "10243", city: "Berlin", country: "DE" } }), `409 Conflict: order is locked for fulfilment by warehouse BER-2 (lock_id ${c.hex(12)}, trace ${c.uuid()})`));
      }
      return { goal, root: agent("support-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Move me from seat 32B to an aisle seat on tomorrow's flight UA 915.";
      const msg = "I'm moving you to aisle seat 27C on UA 915 now. It's in the same cabin so there's no extra charge, and your boarding pass will update automatically in the United app once the change is confirmed.";
      const kids = [tool("seatmap", c.args({ flight: "UA915", date: c.day(1) }), { aisle_available: ["27C", "31D", "40H"], as_of: c.tick() })];
      const n = 4;
      for (let i = 0; i < n; i++) {
        kids.push(llm(i % 2 ? nearVerbatim(c, msg, 1) : msg, "assistant"));
        kids.push(toolErr("change_seat", c.args({ pnr: "H7KLQ2", seat: "27C" }), `UC_SEAT_CHG_FAIL: seat change not permitted for fare basis LAA7AFEN (basic economy). ref ${c.alnum(10)}`));
      }
      return { goal, root: agent("airline-chat", goal, kids, null) };
    },
    (c) => {
      const goal = "Share the churn dashboard export with the finance team (finance@acme.com).";
      const msg = "I'm exporting the Churn Overview dashboard as a PDF and emailing it to finance@acme.com. It includes the monthly logo churn chart, the cohort table and the top-20 churned accounts list; you should see it in your inbox within a couple of minutes.";
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(tool("respond_to_user", c.args({ text: i === 2 ? nearVerbatim(c, msg, 2) : msg }), "delivered"));
        kids.push(toolErr("looker.schedule_dashboard_export", c.args({ dashboard_id: 418, format: "pdf", recipients: ["finance@acme.com"] }), `Looker API 422: Email recipient domain acme.com is not in the allowlist for scheduled deliveries. (request ${c.uuid()})`));
      }
      return { goal, root: agent("bi-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Submit my expense report for the Berlin trip in the Concur web UI.";
      const msg = "Submitting your Berlin trip expense report now: 6 line items totalling €1,284.55 (hotel, two train tickets, three meals), all receipts attached. Once it's submitted it goes to Petra for approval and you'll get an email from Concur.";
      const kids = [tool("browser.goto", c.args({ url: "https://www.concursolutions.com/nui/expense" }), { ok: true })];
      for (let i = 0; i < 3; i++) {
        kids.push(llm(i ? nearVerbatim(c, msg, 1) : msg, "assistant"));
        kids.push(tool("browser.click", c.args({ selector: "button#submitReport" }), { ok: true }));
        kids.push(tool("browser.read_text", c.args({ selector: ".sapcnqr-message--error" }), `Exception: Line item 4 (Meals) exceeds the daily limit for Germany. Add a comment to continue. [${c.hex(8)}]`));
      }
      return { goal, root: agent("expenses-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Roll back the search-indexer deployment in prod to the previous revision and keep #ops informed.";
      const msg = "Rolling search-indexer in prod back to revision 41 (image sha-9f2c1e0) now. Indexing lag should start recovering within a few minutes of the old pods going ready; I'll confirm here once the rollout is complete.";
      const kids = [tool("helm", c.args({ cmd: "history search-indexer -n prod --max 3" }), "REVISION  UPDATED                   STATUS      CHART                  DESCRIPTION\n41        ...                       superseded  search-indexer-1.9.3   Upgrade complete\n42        ...                       deployed    search-indexer-1.9.4   Upgrade complete")];
      for (let i = 0; i < 3; i++) {
        kids.push(tool("slack.post", c.args({ channel: "#ops", text: i ? nearVerbatim(c, msg, 1) : msg }), { ok: true, ts: (c.tick(1, 4), c.slackTs()) }));
        kids.push(toolErr("helm", c.args({ cmd: "rollback search-indexer 41 -n prod --wait" }), `Error: another operation (install/upgrade/rollback) is in progress (${c.tick(20, 90)})`));
      }
      return { goal, root: agent("oncall-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Merge PR #918 once it's approved and let the author know.";
      const msg = "Hi @dmitri - your PR #918 (cache warmup on boot) has two approvals, so I'm merging it into main now with a squash commit. It'll go out with tonight's 22:00 deploy train; ping me if you want it held back.";
      const kids = [tool("github.get_pull_request", c.args({ number: 918 }), { number: 918, state: "open", reviews: { approved: 2 }, mergeable_state: "blocked" })];
      for (let i = 0; i < 2; i++) {
        kids.push(tool("github.create_comment", c.args({ issue_number: 918, body: i ? nearVerbatim(c, msg, 1) : msg }), { id: c.int(2e9, 3e9), created_at: c.tick() }));
        kids.push(toolErr("github.merge_pull_request", c.args({ number: 918, merge_method: "squash" }), `405 Method Not Allowed: Required status check "ci/integration" is expected. (request ${c.alnum(4)}:${c.hex(8).toUpperCase()})`));
      }
      return { goal, root: agent("merge-bot", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L10: two-state oscillation
export const twoStateOscillation = {
  family: "two-state-oscillation",
  isolates: "the agent alternates between two states or approaches (A, B, A, B ...) and each switch reproduces the failure already seen for that state",
  loop: true,
  stagnation: false,
  domains: ["coding", "data", "browser", "travel", "devops", "research"],
  variants: [
    (c) => {
      const goal = "Make `pip install -r requirements.txt` succeed for the ingest service.";
      const A = "pydantic==1.10.17", B = "pydantic==2.8.2";
      const errA = () => `ERROR: Cannot install fastapi==0.112.0 and pydantic==1.10.17 because these package versions have conflicting dependencies.\n  fastapi 0.112.0 depends on pydantic!=1.8,!=1.8.1,!=2.0.0,!=2.0.1,!=2.1.0,<3.0.0,>=1.7.4\n  ... langchain-core 0.2.38 depends on pydantic>=2.7.4\n(log: ${c.tmp()})`;
      const errB = () => `ERROR: Cannot install great-expectations==0.17.23 and pydantic==2.8.2 because these package versions have conflicting dependencies.\n  great-expectations 0.17.23 depends on pydantic<2.0,>=1.9.2\n(log: ${c.tmp()})`;
      const kids = [];
      const seq = [A, B, A, B, A];
      kids.push(llm("great-expectations still needs pydantic v1, so pin 1.10 and see what else complains.", "reasoning"));
      seq.forEach((v, i) => {
        if (i === 3) kids.push(llm("Back to 2.8.", "reasoning"));
        kids.push(tool("edit_file", c.args({ path: "requirements.txt", replace_line: "pydantic==", with: v }), "ok"));
        kids.push(toolErr("shell", c.args({ cmd: "pip install -r requirements.txt" }), v === A ? errA() : errB()));
      });
      return { goal, root: agent("deps-fixer", goal, kids, null) };
    },
    (c) => {
      const goal = "Load vendor_prices_2025-09.csv into staging.vendor_prices.";
      const fmtA = "YYYY-MM-DD", fmtB = "DD/MM/YYYY";
      const kids = [tool("head_file", c.args({ path: "s3://acme-ingest/vendor_prices_2025-09.csv", n: 3 }), "sku,price,valid_from\nA-1001,12.40,2025-09-01\nA-1002,7.95,01/09/2025")];
      const seq = [fmtA, fmtB, fmtA, fmtB];
      seq.forEach((f) => kids.push(toolErr("copy_into", c.args({ table: "staging.vendor_prices", file: "vendor_prices_2025-09.csv", date_format: f }), f === fmtA ? `Date '01/09/2025' is not recognized (line 3, column valid_from). load_id ${c.uuid()}` : `Date '2025-09-01' is not recognized (line 2, column valid_from). load_id ${c.uuid()}`)));
      return { goal, root: agent("loader", goal, kids, null) };
    },
    (c) => {
      const goal = "Complete checkout on the supplier portal and get the order confirmation number.";
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(tool("browser.click", c.args({ text: "Proceed to checkout" }), { url: "https://portal.supplyco.eu/checkout", title: "Checkout" }));
        kids.push(tool("browser.read", c.args({}), `Checkout\nYour session cart has changed. Please review your cart.\n[Back to cart]  (rid ${c.hex(10)})`));
        kids.push(tool("browser.click", c.args({ text: "Back to cart" }), { url: "https://portal.supplyco.eu/cart", title: "Cart (3)" }));
        kids.push(tool("browser.read", c.args({}), `Cart (3)\nM8 hex bolts x500  €41.20\nWasher set x200   €9.80\nCable ties x1000  €18.40\n[Proceed to checkout]`));
      }
      return { goal, root: agent("procurement-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Book the cheapest fare Madrid-Boston on 4 Dec that's within the €700 travel policy cap.";
      const kids = [tool("fares.search", c.args({ o: "MAD", d: "BOS", date: "2025-12-04" }), [{ fare: "IB6165-Q", price: 689, seats: 0 }, { fare: "IB6165-N", price: 742, seats: 5 }])];
      const seq = ["Q", "N", "Q", "N", "Q", "N"];
      seq.forEach((f) => {
        if (f === "Q") kids.push(toolErr("fares.price", c.args({ fare: "IB6165-Q" }), `NO_AVAILABILITY: booking class Q sold out (txn ${c.hex(12)})`));
        else kids.push(tool("policy.check", c.args({ amount: 742, currency: "EUR", fare: "IB6165-N" }), { allowed: false, reason: "exceeds cap 700 EUR", check_id: c.uuid() }));
      });
      return { goal, root: agent("corporate-travel", goal, kids, null) };
    },
    (c) => {
      const goal = "Get the ingress for api.staging.acme.io serving HTTPS again.";
      const kids = [];
      const seq = ["true", "false", "true", "false"];
      seq.forEach((v) => {
        kids.push(tool("kubectl", c.args({ cmd: `annotate ingress api -n staging nginx.ingress.kubernetes.io/ssl-redirect=${v} --overwrite` }), "ingress.networking.k8s.io/api annotated"));
        kids.push(tool("curl", c.args({ url: "https://api.staging.acme.io/healthz", follow: true, max_redirs: 10 }), v === "true" ? `curl: (47) Maximum (10) redirects followed\n[time_total ${c.secs(0.2, 1.5)}s]` : `HTTP/2 404\nserver: nginx\ndate: ${c.tick()}\ncontent-length: 146\n\ndefault backend - 404`));
      });
      return { goal, root: agent("k8s-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Produce the figure comparing model A and model B on the held-out set, with error bars, for the appendix.";
      const kids = [];
      const seq = ["seaborn", "matplotlib", "seaborn", "matplotlib", "seaborn"];
      seq.forEach((lib) => {
        kids.push(tool("run_python", c.args({ file: lib === "seaborn" ? "plots/fig_ab_sns.py" : "plots/fig_ab_mpl.py" }), lib === "seaborn"
          ? `Traceback (most recent call last):\n  File "plots/fig_ab_sns.py", line 22, in <module>\n    sns.barplot(data=df, x="model", y="acc", errorbar=("ci", 95))\nTypeError: barplot() got an unexpected keyword argument 'errorbar'\n[pid ${c.pid()}]`
          : `Traceback (most recent call last):\n  File "plots/fig_ab_mpl.py", line 31, in <module>\n    ax.bar(x, means, yerr=ci)\nValueError: 'yerr' (shape: (2, 3)) must be a scalar or a 1D or (2, n) array-like whose shape matches 'x' (shape: (2,))\n[pid ${c.pid()}]`));
      });
      kids.splice(2, 0, llm("seaborn version on the cluster is old; fall back to plain matplotlib.", "reasoning"));
      kids.splice(5, 0, llm("The matplotlib version needs the CI array reshaped; the seaborn script is simpler, use that.", "reasoning"));
      return { goal, root: agent("analysis-agent", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L11: a supervisor re-delegates the same task to a sub-agent which returns the same inconclusive result
function subRun(c, name, task, toolSpans, report) {
  return agent(name, task, [...toolSpans, llm(report, "report")], report);
}
export const redelegateSameTask = {
  family: "redelegate-same-task",
  isolates: "a supervisor hands the same task (lightly reworded) to a sub-agent 2-4 times; the sub-agent does the same lookups and returns the same inconclusive report each time",
  loop: true,
  stagnation: true,
  domains: ["research", "coding", "data", "travel", "devops", "customer support"],
  variants: [
    (c) => {
      const goal = "Find the primary source for '70% of enterprise AI projects never reach production' for the blog post.";
      const tasks = ["Locate the original study behind the '70% of enterprise AI projects never reach production' statistic.", "Please find who first published the figure that 70% of AI projects fail to reach production.", "Track down the primary source of the 70% AI-projects-not-in-production claim."];
      const report = "I could not find a primary source. The figure appears in several blog posts and a 2019 VentureBeat article, all of which cite each other or 'industry research' without a link. No Gartner or McKinsey report in the results states exactly 70%.";
      const kids = [];
      tasks.forEach((t, i) => {
        kids.push(subRun(c, "web-researcher", t, [
          tool("web_search", c.args({ q: i === 1 ? "who first said 70% AI projects fail production" : "70% of AI projects never make it to production source" }), [{ url: "https://venturebeat.com/ai/why-do-87-of-data-science-projects-never-make-it-into-production/", title: "Why do 87% of data science projects never make it into production?" }, { url: "https://www.techblog.example/ai-fail-rate", title: "The AI failure rate nobody talks about" }]),
          tool("fetch_page", c.args({ url: "https://www.techblog.example/ai-fail-rate" }), `...according to industry research, roughly 70% of enterprise AI projects never reach production... [fetched ${c.tick()}]`),
        ], i === 0 ? report : nearVerbatim(c, report, 1)));
        if (i < tasks.length - 1) kids.push(llm(i === 0 ? "The researcher came back empty. Sending it back with a sharper ask." : "Still nothing; one more pass.", "supervisor"));
      });
      return { goal, root: agent("editor-supervisor", goal, kids, null) };
    },
    (c) => {
      const goal = "Find the root cause of the flaky test OrderSyncIT.shouldRetryOnTimeout and propose a fix.";
      const report = "Ran OrderSyncIT 20 times: 3 failures, all with 'expected 3 retries but was 2'. The retry count depends on timing of the mocked clock; I could not pin down which thread advances it. No code change proposed yet.";
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(subRun(c, "test-investigator", ["Investigate why OrderSyncIT.shouldRetryOnTimeout is flaky.", "Dig into the flakiness of shouldRetryOnTimeout in OrderSyncIT and find the cause.", "Figure out what makes OrderSyncIT.shouldRetryOnTimeout fail intermittently."][i], [
          tool("gradle", c.args({ task: ":order-sync:integrationTest", tests: "OrderSyncIT.shouldRetryOnTimeout", repeat: 20 }), `20 tests completed, 3 failed\n  expected: <3> but was: <2>\nBUILD FAILED in ${c.int(40, 95)}s`),
          tool("read_file", c.args({ path: "order-sync/src/test/java/com/acme/OrderSyncIT.java", lines: "40-88" }), "    clock.advance(Duration.ofSeconds(5));\n    await().atMost(2, SECONDS).until(() -> client.attempts() >= 3);\n    assertThat(client.attempts()).isEqualTo(3);"),
        ], nearVerbatim(c, report, i ? 1 : 0)));
      }
      return { goal, root: agent("lead-engineer", goal, kids, null) };
    },
    (c) => {
      const goal = "Reconcile September revenue between Stripe and the finance ledger; explain the gap.";
      const report = "Stripe gross for September is $412,880.15 and the ledger shows $409,313.40, a gap of $3,566.75. I could not attribute the gap: refunds and disputes in both systems match, and currency conversion differences only explain about $40.";
      const kids = [llm("Delegating the reconciliation to the finance worker.", "supervisor")];
      for (let i = 0; i < 2; i++) {
        kids.push(subRun(c, "finance-worker", i ? "Reconcile September: Stripe vs ledger, find where the $3.5k goes." : "Compare Stripe and ledger revenue for September 2025 and explain any difference.", [
          tool("stripe.balance_transactions.summary", c.args({ from: "2025-09-01", to: "2025-09-30" }), { gross: 41288015, refunds: -1203300, disputes: -98000, currency: "usd", generated: c.tick() }),
          tool("sql", c.args({ q: "select sum(amount) from ledger.revenue where period = '2025-09'" }), { rows: [[409313.4]], query_id: c.uuid() }),
        ], nearVerbatim(c, report, i)));
      }
      return { goal, root: agent("controller-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Find a hotel in Zurich near the ETH for 3 nights in late February under CHF 180/night.";
      const report = "No options found: all properties within 2 km of ETH Zentrum for 24-27 February are above CHF 180 per night; the cheapest is Hotel Rex at CHF 214. I did not book anything.";
      const kids = [];
      const asks = ["Search hotels near ETH Zurich, 24-27 Feb, max CHF 180/night.", "Find accommodation close to ETH Zentrum for Feb 24 to 27 below CHF 180 a night.", "Look again for hotels by ETH for those 3 nights within CHF 180.", "Please try once more: Zurich, ETH area, 24-27 Feb, <= CHF 180."];
      asks.forEach((a, i) => {
        kids.push(subRun(c, "hotel-finder", a, [tool("hotel_search", c.args({ near: "ETH Zentrum", radius_km: 2, check_in: "2026-02-24", check_out: "2026-02-27", max_rate_chf: 180 }), { results: [], cheapest_over_budget: { name: "Hotel Rex", rate_chf: 214 }, search_id: c.uuid() })], i % 2 ? nearVerbatim(c, report, 1) : report));
      });
      return { goal, root: agent("trip-coordinator", goal, kids, null) };
    },
    (c) => {
      const goal = "Diagnose why p99 latency on /v1/quotes doubled since Tuesday.";
      const report = "p99 for /v1/quotes went from ~180ms to ~390ms starting Tuesday 14:20 UTC. CPU, memory and DB query times look unchanged in the dashboards I checked. I couldn't identify the cause from metrics alone.";
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(subRun(c, "sre-investigator", ["Investigate the p99 regression on /v1/quotes since Tuesday.", "Find out what changed for /v1/quotes latency around Tuesday afternoon.", "Root-cause the /v1/quotes p99 doubling."][i], [
          tool("prometheus.query_range", c.args({ query: "histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{route=\"/v1/quotes\"}[5m])) by (le))", step: "5m" }), { status: "success", resultType: "matrix", sample: [["tue 14:15", 0.181], ["tue 14:25", 0.377], ["now", 0.392]], query_ms: c.ms(40, 300) }),
          tool("grafana.get_panel", c.args({ dashboard: "quotes-svc", panel: "CPU / memory / db" }), { cpu: "flat ~35%", mem: "flat 1.2GiB", db_p95_ms: "flat ~22ms", rendered_at: c.tick() }),
        ], nearVerbatim(c, report, i ? 1 : 0)));
        if (i === 1) kids.push(llm("The investigator should look harder; asking again.", "supervisor"));
      }
      return { goal, root: agent("incident-lead", goal, kids, null) };
    },
    (c) => {
      const goal = "Customer says parcel 1Z999AA10123456784 is lost. Find where it is.";
      const report = "UPS tracking for 1Z999AA10123456784 shows the last scan on 28 October at the Neuss hub ('Arrived at Facility'). There are no scans since. I could not locate it further with the tools available.";
      const kids = [];
      for (let i = 0; i < 3; i++) {
        kids.push(subRun(c, "shipment-tracer", i ? "Re-check the whereabouts of 1Z999AA10123456784 with UPS." : "Find the current location of parcel 1Z999AA10123456784.", [
          tool("ups.track", c.args({ tracking_number: "1Z999AA10123456784" }), { status: "In Transit", last_event: { date: "2025-10-28", location: "Neuss, DE", desc: "Arrived at Facility" }, transaction_id: c.uuid() }),
        ], nearVerbatim(c, report, i)));
      }
      return { goal, root: agent("support-orchestrator", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L12: the same reasoning restated in paraphrase across steps while the same action gives the same result
export const paraphrasedReasoningSameAction = {
  family: "paraphrased-reasoning-same-action",
  isolates: "the model restates the same diagnosis in new words at each step while repeating the same action, which returns the same result every time",
  loop: true,
  stagnation: true,
  domains: ["devops", "coding", "data", "customer support", "browser", "travel"],
  variants: [
    (c) => {
      const goal = "The worker pods in namespace jobs are in CrashLoopBackOff; get them running.";
      const thoughts = [
        "The container exits immediately because the WORKER_QUEUE_URL variable is missing, which comes from the jobs-config ConfigMap. Re-applying the ConfigMap manifest should restore it.",
        "Since the crash is caused by WORKER_QUEUE_URL not being set, and that value lives in jobs-config, applying the ConfigMap again ought to fix the pods.",
        "The pods keep dying because the queue URL env var isn't there; it's sourced from the jobs-config config map, so I'll push that config map again.",
        "Root cause remains the absent WORKER_QUEUE_URL setting from jobs-config; reapplying that ConfigMap is the fix.",
      ];
      const kids = [];
      thoughts.forEach((t) => {
        kids.push(llm(t, "reasoning"));
        kids.push(tool("kubectl", c.args({ cmd: "apply -f k8s/jobs/configmap.yaml" }), "configmap/jobs-config unchanged"));
        kids.push(tool("kubectl", c.args({ cmd: "get pods -n jobs -l app=worker" }), `NAME                      READY   STATUS             RESTARTS        AGE\nworker-7d9f8b6c5-${c.alnum(5).toLowerCase()}   0/1     CrashLoopBackOff   ${c.int(9, 30)} (${c.int(10, 59)}s ago)   ${c.int(20, 59)}m`));
      });
      return { goal, root: agent("k8s-operator", goal, kids, null) };
    },
    (c) => {
      const goal = "Fix the import error when running `python -m reports.weekly`.";
      const err = "ModuleNotFoundError: No module named 'reports.utils'";
      const thoughts = [
        "The error says reports.utils can't be found, which means the reports package isn't on the path; installing the project in editable mode will put it there.",
        "Python can't resolve reports.utils because the package isn't installed into the environment. An editable install should make it importable.",
        "This is a path problem: the interpreter doesn't see the reports package. I'll do `pip install -e .` so it is registered.",
      ];
      const kids = [tool("shell", c.args({ cmd: "python -m reports.weekly" }), err)];
      thoughts.forEach((t) => {
        kids.push(llm(t, "thinking"));
        kids.push(tool("shell", c.args({ cmd: "pip install -e ." }), `Obtaining file:///home/dev/reports\n  Installing build dependencies ... done\nSuccessfully installed reports-0.4.1 (${c.secs(2, 9)}s)`));
        kids.push(tool("shell", c.args({ cmd: "python -m reports.weekly" }), `Traceback (most recent call last):\n  File "/home/dev/reports/reports/weekly.py", line 3, in <module>\n    from reports.utils import fmt_currency\n${err}`));
      });
      return { goal, root: agent("dev-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Why is the orders_daily Airflow DAG stuck? Get today's run through.";
      const thoughts = [
        "The sensor task wait_for_orders_export is waiting on the partition dt=today in the raw bucket; clearing the task so it re-checks should let it pick the file up.",
        "It's the wait_for_orders_export sensor holding the run - it hasn't seen today's partition. A clear on that task will make it look again.",
        "Today's run is blocked by the export sensor not finding the dt partition; I'll clear the sensor so it re-pokes.",
        "Same situation: sensor waiting for the partition. Clearing it again to force a fresh poke.",
        "The blocker is still the orders export sensor missing today's partition, so clearing it should unblock the run.",
      ];
      const kids = [];
      thoughts.forEach((t) => {
        kids.push(llm(t, "reasoning"));
        kids.push(tool("airflow.clear_task", c.args({ dag_id: "orders_daily", task_id: "wait_for_orders_export", run_id: `scheduled__${c.day(0)}T02:00:00+00:00` }), { cleared: 1 }));
        kids.push(tool("airflow.get_task_instance", c.args({ dag_id: "orders_daily", task_id: "wait_for_orders_export" }), { state: "up_for_reschedule", try_number: 1, next_poke: c.tick(60, 300), log_tail: `Poking for s3://acme-raw/orders/dt=${c.day(0)}/_SUCCESS ... not found` }));
      });
      return { goal, root: agent("pipeline-doctor", goal, kids, null) };
    },
    (c) => {
      const goal = "Customer can't log in: 'account locked'. Unlock the account for m.ricci@example.it.";
      const thoughts = [
        "The account is locked after too many failed password attempts; resetting the failed-login counter should unlock it.",
        "Lockout is triggered by the failed attempt counter, so clearing that counter will let her sign in again.",
        "She's locked because of repeated bad passwords - I'll reset the failed-attempts count to zero.",
      ];
      const kids = [tool("auth.get_user", c.args({ email: "m.ricci@example.it" }), { id: "usr_8812", locked: true, lock_reason: "admin_hold", failed_logins: 0 })];
      thoughts.forEach((t) => {
        kids.push(llm(t, "assistant"));
        kids.push(tool("auth.reset_failed_logins", c.args({ user_id: "usr_8812" }), { ok: true, failed_logins: 0 }));
        kids.push(tool("auth.get_user", c.args({ email: "m.ricci@example.it" }), { id: "usr_8812", locked: true, lock_reason: "admin_hold", failed_logins: 0, fetched_at: c.tick() }));
      });
      return { goal, root: agent("account-support", goal, kids, null) };
    },
    (c) => {
      const goal = "Log in to the vendor portal and download the latest remittance advice.";
      const thoughts = [
        "The login fails because the form submits before the password field is filled; typing slower and then pressing Enter should work.",
        "The submit is probably racing the password input. If I type the password with a delay and hit Enter it should go through.",
        "Looks like the sign-in fires before the password is in the box; retype it with a per-key delay and press Enter.",
        "The issue is timing between password entry and submit, so I'll enter it slowly again.",
      ];
      const kids = [tool("browser.goto", c.args({ url: "https://vendors.megaretail.com/login" }), { ok: true })];
      thoughts.forEach((t) => {
        kids.push(llm(t, "reasoning"));
        kids.push(tool("browser.type", c.args({ selector: "#password", text: "••••••••", delay_ms: 80 }), { ok: true }));
        kids.push(tool("browser.press", c.args({ key: "Enter" }), { ok: true }));
        kids.push(tool("browser.read", c.args({ selector: ".alert" }), "Your session has expired. Please reload the page and try again."));
      });
      return { goal, root: agent("portal-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Apply the corporate discount code ACME-CORP-24 to Marcus's Hertz rental in Denver.";
      const thoughts = [
        "The corporate rate isn't showing because the CDP code has to be on the reservation before the vehicle class is chosen; applying the code to the reservation should reprice it.",
        "Hertz only reprices when the discount code is attached ahead of the car class, so adding ACME-CORP-24 to the booking again should trigger the new rate.",
        "Discount codes need to sit on the reservation before the class is picked; one more application of ACME-CORP-24 should get it repriced.",
      ];
      const kids = [tool("rental.get", c.args({ conf: "K4471902" }), { conf: "K4471902", class: "ICAR", rate_usd_day: 71.4, cdp: null })];
      thoughts.forEach((t) => {
        kids.push(llm(t, "assistant"));
        kids.push(tool("rental.apply_discount", c.args({ conf: "K4471902", cdp: "ACME-CORP-24" }), { conf: "K4471902", applied: false, note: "CDP not valid for pick-up location DEN", rate_usd_day: 71.4, txn: c.hex(10) }));
      });
      return { goal, root: agent("rental-agent", goal, kids, null) };
    },
  ],
};
