// Loop families, part B.
import { agent, llm, tool, toolErr } from "./lib.mjs";

// ---------------------------------------------------------------------------
// L5: the same verification fails identically after each different fix
export const sameFailureAfterFixes = {
  family: "same-failure-after-different-fixes",
  isolates: "different edits are tried but the same check (test/build/validator) fails the same way after each, its output differing only in durations/pids/timestamps",
  loop: true,
  stagnation: false,
  domains: ["coding", "devops", "data", "browser", "research"],
  variants: [
    (c) => {
      const goal = "Fix the failing test tests/test_pricing.py::test_bulk_discount_rounding.";
      const out = () => `============================= test session starts ==============================\nplatform linux -- Python 3.12.4, pytest-8.3.2\ncollected 1 item\n\ntests/test_pricing.py F                                                  [100%]\n\n=================================== FAILURES ===================================\n________________________ test_bulk_discount_rounding ___________________________\n    def test_bulk_discount_rounding():\n>       assert bulk_price(Decimal("19.99"), qty=3, discount=Decimal("0.15")) == Decimal("50.97")\nE       AssertionError: assert Decimal('50.98') == Decimal('50.97')\n\ntests/test_pricing.py:48: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_pricing.py::test_bulk_discount_rounding - AssertionError\n============================== 1 failed in ${c.secs(0.1, 0.9)}s ===============================`;
      const fixes = [
        ["Rounding happens per unit before multiplying; switch to rounding the total.", { path: "pricing/bulk.py", old: "unit = (price * (1 - discount)).quantize(CENT)\n    return unit * qty", new: "return (price * qty * (1 - discount)).quantize(CENT)" }],
        ["Maybe the rounding mode: quantize defaults to ROUND_HALF_EVEN here. Use ROUND_HALF_UP explicitly.", { path: "pricing/bulk.py", old: "quantize(CENT)", new: "quantize(CENT, rounding=ROUND_HALF_UP)" }],
        ["The Decimal context precision might be clipping. Set localcontext prec=28 around the computation.", { path: "pricing/bulk.py", old: "def bulk_price(price, qty, discount):", new: "def bulk_price(price, qty, discount):\n    with localcontext() as ctx:\n        ctx.prec = 28" }],
        ["Try computing the discount amount separately and subtracting it.", { path: "pricing/bulk.py", old: "return (price * qty * (1 - discount))", new: "gross = price * qty\n    return (gross - gross * discount)" }],
      ];
      const kids = [tool("run_tests", c.args({ target: "tests/test_pricing.py::test_bulk_discount_rounding" }), out())];
      for (const [why, edit] of fixes) {
        kids.push(llm(why, "reasoning"));
        kids.push(tool("edit_file", c.args(edit), { ok: true, bytes_written: c.int(900, 2400) }));
        kids.push(tool("run_tests", c.args({ target: "tests/test_pricing.py::test_bulk_discount_rounding" }), out()));
      }
      return { goal, root: agent("coding-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Get the web frontend building again after the React 19 upgrade.";
      const out = () => `$ tsc -p tsconfig.json --noEmit\nsrc/components/DatePicker.tsx(88,17): error TS2322: Type 'RefObject<HTMLInputElement | null>' is not assignable to type 'RefObject<HTMLInputElement>'.\n  Type 'HTMLInputElement | null' is not assignable to type 'HTMLInputElement'.\n\nFound 1 error in src/components/DatePicker.tsx:88\n\nDone in ${c.secs(3, 14)}s.`;
      const fixes = [
        ["Bumped @types/react and @types/react-dom to 19.0.2.", "package.json"],
        ["Changed useRef<HTMLInputElement>(null) to useRef<HTMLInputElement>(null!) in useDateInput.ts.", "src/hooks/useDateInput.ts"],
        ["Added \"strictNullChecks\": true explicitly in tsconfig (it was inherited before).", "tsconfig.json"],
      ];
      const kids = [tool("shell", c.args({ cmd: "yarn tsc" }), out())];
      for (const [why, file] of fixes) {
        kids.push(tool("apply_patch", c.args({ file, description: why }), `patched ${file} (+${c.int(1, 6)} -${c.int(1, 4)})`));
        if (file === "package.json") kids.push(tool("shell", c.args({ cmd: "yarn install --immutable=false" }), `➤ YN0000: Done with warnings in ${c.secs(8, 40)}s`));
        kids.push(tool("shell", c.args({ cmd: "yarn tsc" }), out()));
      }
      return { goal, root: agent("frontend-dev", goal, kids, null) };
    },
    (c) => {
      const goal = "terraform validate fails in modules/eks after the provider bump; make it pass.";
      const out = () => `╷\n│ Error: Unsupported argument\n│\n│   on node_groups.tf line 34, in resource "aws_eks_node_group" "workers":\n│   34:   remote_access_security_group_id = var.ssh_sg_id\n│\n│ An argument named "remote_access_security_group_id" is not expected here.\n╵\n[validate finished in ${c.ms(700, 2900)}ms, run ${c.uuid()}]`;
      const kids = [tool("terraform", c.args({ cmd: "validate", dir: "modules/eks" }), out())];
      const fixes = [
        ["Renamed the variable ssh_sg_id to source_security_group_ids in variables.tf and in the module call.", { file: "modules/eks/variables.tf" }],
        ["Pinned the aws provider back to ~> 5.40 in versions.tf and re-ran init.", { file: "modules/eks/versions.tf" }],
        ["Moved the argument into a launch_template block instead of setting it on the node group.", { file: "modules/eks/launch_template.tf" }],
        ["Ran terraform init -upgrade to refresh the provider schema cache.", { file: null }],
        ["Wrapped the remote access settings in a dynamic block gated on var.enable_ssh.", { file: "modules/eks/node_groups.tf" }],
      ];
      for (const [why, f] of fixes) {
        kids.push(llm(why, "assistant"));
        if (f.file) kids.push(tool("write_file", c.args({ path: f.file, content_sha: c.short() }), "written"));
        else kids.push(tool("terraform", c.args({ cmd: "init -upgrade", dir: "modules/eks" }), `Initializing provider plugins...\n- Using previously-installed hashicorp/aws v5.${c.int(60, 80)}.0\nTerraform has been successfully initialized!`));
        kids.push(tool("terraform", c.args({ cmd: "validate", dir: "modules/eks" }), out()));
      }
      return { goal, root: agent("platform-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "The dbt test unique_fct_orders_order_id is failing in CI. Fix the model.";
      const out = () => `${c.hhmmss()}  Running with dbt=1.8.7\n${c.tick(1, 3).slice(11, 19)}  Found 214 models, 611 data tests, 38 sources\n${c.tick(2, 9).slice(11, 19)}  1 of 1 START test unique_fct_orders_order_id .......... [RUN]\n${c.tick(2, 9).slice(11, 19)}  1 of 1 FAIL 37 unique_fct_orders_order_id ........... [FAIL 37 in ${c.secs(1, 9)}s]\n${c.tick(0, 2).slice(11, 19)}  Failure in test unique_fct_orders_order_id (models/marts/schema.yml)\n  Got 37 results, configured to fail if != 0\n  compiled code at target/compiled/acme/models/marts/schema.yml/unique_fct_orders_order_id.sql`;
      const kids = [tool("dbt", c.args({ args: "test -s unique_fct_orders_order_id" }), out())];
      const fixes = [
        "Add qualify row_number() over (partition by order_id order by updated_at desc) = 1 to fct_orders.",
        "Switch the join to dim_customers from left join to inner join to avoid fan-out from duplicate customers.",
        "Add a distinct on the staging CTE stg_orders.",
      ];
      for (const f of fixes) {
        kids.push(llm(`Next attempt: ${f}`, "thinking"));
        kids.push(tool("edit_file", c.args({ path: "models/marts/fct_orders.sql", change: f }), "ok"));
        kids.push(tool("dbt", c.args({ args: "run -s fct_orders" }), `Completed successfully\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1 (${c.secs(4, 30)}s)`));
        kids.push(tool("dbt", c.args({ args: "test -s unique_fct_orders_order_id" }), out()));
      }
      return { goal, root: agent("dbt-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "The Playwright checkout e2e spec is red; make it pass.";
      const out = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › checkout.spec.ts:27:5 › guest can pay with card (${c.secs(5, 31)}s)\n\n  1) [chromium] › checkout.spec.ts:27:5 › guest can pay with card\n\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByRole('button', { name: 'Pay now' })\n    Expected: visible\n    Received: <element(s) not found>\n\n  1 failed\n  trace: test-results/checkout-guest-can-pay-chromium/trace-${c.hex(8)}.zip`;
      const kids = [tool("npx", c.args({ cmd: "playwright test checkout.spec.ts" }), out())];
      const fixes = [
        ["Increase the expect timeout to 15s for this assertion.", "e2e/checkout.spec.ts"],
        ["Wait for the networkidle state after filling the card iframe before asserting.", "e2e/checkout.spec.ts"],
        ["Use getByText('Pay now') instead of role lookup in case the role changed.", "e2e/checkout.spec.ts"],
        ["Set viewport to 1280x800; the button might be hidden on the default mobile-ish size.", "playwright.config.ts"],
        ["Add page.waitForTimeout(2000) before the click.", "e2e/checkout.spec.ts"],
        ["Clear storageState so the cookie banner shows and gets dismissed first.", "playwright.config.ts"],
      ];
      for (const [why, file] of fixes) {
        kids.push(llm(why, "reasoning"));
        kids.push(tool("edit", c.args({ file, summary: why }), { ok: true }));
        kids.push(tool("npx", c.args({ cmd: "playwright test checkout.spec.ts" }), out()));
      }
      return { goal, root: agent("qa-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Compile the paper draft (main.tex) without undefined-reference warnings before submission.";
      const out = () => `Latexmk: Run number ${c.int(1, 4)} of rule 'pdflatex'\nThis is pdfTeX, Version 3.141592653-2.6-1.40.26 (TeX Live 2024)\n...\nLaTeX Warning: Citation 'vaswani2017attention' on page 3 undefined on input line 112.\nLaTeX Warning: There were undefined references.\nOutput written on main.pdf (14 pages, ${c.int(480000, 520000)} bytes).\nTranscript written on main.log.\nLatexmk: Summary of warnings from last run of *latex:\n  Latex failed to resolve 1 citation(s)\nCollected error summary (may duplicate other messages): none`;
      const kids = [tool("latexmk", c.args({ file: "main.tex", pdf: true }), out())];
      const fixes = [
        ["Delete the aux/bbl files and rebuild from scratch.", tool("shell", c.args({ cmd: "rm -f main.aux main.bbl main.blg" }), "")],
        ["The entry is in refs.bib, so maybe the bib file isn't found from the sections/ folder. Point addbibresource at an explicit relative path.", tool("edit_file", c.args({ path: "main.tex", find: "\\addbibresource{refs.bib}", replace: "\\addbibresource{./refs.bib}" }), "1 replacement")],
        ["Switch bibliography backend from bibtex to biber in the preamble.", tool("edit_file", c.args({ path: "main.tex", find: "backend=bibtex", replace: "backend=biber" }), "1 replacement")],
      ];
      for (const [why, span] of fixes) {
        kids.push(llm(why, "reasoning"));
        kids.push(span);
        kids.push(tool("latexmk", c.args({ file: "main.tex", pdf: true }), out()));
      }
      return { goal, root: agent("paper-assistant", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L6: status poll stuck — results differ only in timestamps/counters, never resolve
export const stuckStatusPoll = {
  family: "stuck-status-poll",
  isolates: "a status call is repeated 4-7 times and every result differs only in volatile fields (timestamps, elapsed time, poll counters, request ids); the status never changes and the trace ends unresolved",
  loop: true,
  stagnation: false,
  domains: ["devops", "data", "travel", "customer support", "research", "browser"],
  variants: [
    (c) => {
      const goal = "Deploy payments-api v3.18.2 to production and confirm the rollout completes.";
      const kids = [tool("kubectl", c.args({ cmd: "set image deploy/payments-api api=registry.acme.io/payments-api:3.18.2 -n prod" }), "deployment.apps/payments-api image updated")];
      const n = 6;
      for (let i = 0; i < n; i++) {
        kids.push(tool("kubectl", c.args({ cmd: "rollout status deploy/payments-api -n prod --timeout=60s" }), `Waiting for deployment "payments-api" rollout to finish: 1 out of 4 new replicas have been updated...\nerror: timed out waiting for the condition (elapsed ${60 + c.int(0, 2)}.${c.int(0, 9)}s, ${c.tick(60, 75)})`));
        if (i === 2) kids.push(llm("Still 1 of 4. Giving it more time; the new pods can be slow to pull the image.", "reasoning"));
      }
      return { goal, root: agent("deploy-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Run the full backfill of daily_active_users for 2024 and tell me when it's done.";
      const job = `job_${c.hex(20)}`;
      const kids = [tool("bigquery.submit", c.args({ sql: "call analytics.backfill_dau('2024-01-01','2024-12-31')" }), { job_id: job, state: "PENDING" })];
      for (let i = 0; i < 5; i++) kids.push(tool("bigquery.get_job", c.args({ job_id: job }), { job_id: job, state: "PENDING", statistics: { creation_time: "1740000000000", queued_for_ms: c.int(30000, 40000) * (i + 1) }, polled_at: c.tick(30, 45), etag: c.alnum(12) }));
      return { goal, root: agent("data-pipeline-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Book the Ryokan Yamazaki for 2 nights from 12 April and send me the confirmation.";
      const bk = `BK-${c.alnum(8)}`;
      const kids = [tool("book_property", c.args({ property_id: "jp-kyo-48812", check_in: "2026-04-12", nights: 2, guests: 2 }), { booking_ref: bk, status: "PENDING_SUPPLIER", message: "Awaiting confirmation from property" })];
      for (let i = 0; i < 4; i++) {
        kids.push(llm(["Property hasn't confirmed yet, checking again.", "Supplier confirmation is often a few minutes for ryokans.", "Polling the booking once more.", "Checking status."][i], "assistant"));
        kids.push(tool("get_booking_status", c.args({ booking_ref: bk }), { booking_ref: bk, status: "PENDING_SUPPLIER", last_checked: c.tick(90, 240), supplier_attempt: i + 2 }));
      }
      return { goal, root: agent("concierge", goal, kids, null) };
    },
    (c) => {
      const goal = "Customer asks us to confirm that the chargeback dispute on order 99812 was submitted to the bank.";
      const d = `dp_${c.hex(24)}`;
      const kids = [tool("stripe.disputes.retrieve", c.args({ id: d }), { id: d, status: "warning_needs_response", evidence_details: { submission_count: 0 }, request_id: c.reqId() })];
      kids.push(tool("stripe.disputes.update", c.args({ id: d, submit: true, evidence: { product_description: "Annual plan", customer_communication: "file_1Q..." } }), { id: d, status: "under_review", request_id: c.reqId() }));
      for (let i = 0; i < 5; i++) kids.push(tool("bank_portal.check_submission", c.args({ dispute: d }), { dispute: d, bank_ack: "not_received", checked_at: c.tick(120, 600), trace: c.uuid() }));
      return { goal, root: agent("billing-support", goal, kids, null) };
    },
    (c) => {
      const goal = "Submit the ablation runs to the cluster and report the final validation loss for each.";
      const ids = ["abl-no-dropout", "abl-no-warmup", "abl-half-width"].map((n) => `${n}-${c.hex(5)}`);
      const j0 = c.int(4400000, 4499000);
      const kids = ids.map((id, k) => tool("slurm.sbatch", c.args({ script: "train.sh", job_name: id }), `Submitted batch job ${j0 + k}`));
      for (let i = 0; i < 5; i++) kids.push(tool("slurm.squeue", c.args({ user: "mlresearch", format: "%i %j %T %r" }), `JOBID    NAME                     STATE    REASON\n${ids.map((id, k) => `${j0 + k}  ${id}  PENDING  (Priority)`).join("\n")}\n# squeue at ${c.tick(300, 400)}`));
      return { goal, root: agent("experiment-runner", goal, kids, null) };
    },
    (c) => {
      const goal = "Wait for the export-ready banner in the Mixpanel UI and download the CSV.";
      const kids = [tool("browser.click", c.args({ selector: "button:has-text('Export CSV')" }), { ok: true })];
      for (let i = 0; i < 7; i++) kids.push(tool("browser.query", c.args({ selector: ".export-status" }), { text: "Preparing your export…", visible: true, observed_at: c.tick(10, 20), frame: i + 1 }));
      return { goal, root: agent("ui-agent", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L7: the same request keeps failing, each failure with a new request/trace id; never succeeds
export const failingRequestNewIds = {
  family: "retry-same-failure-new-ids",
  isolates: "the same call is retried 3-6 times and fails with the same error each time, differing only in request/trace ids and timestamps; no success follows",
  loop: true,
  stagnation: false,
  domains: ["customer support", "coding", "travel", "data", "browser", "research"],
  variants: [
    (c) => {
      const goal = "Customer cus_Pb2xK9 was billed twice for the October invoice. Refund the duplicate charge.";
      const kids = [tool("stripe.charges.list", c.args({ customer: "cus_Pb2xK9", limit: 3 }), [{ id: "ch_3Q8aLd", amount: 4900, created: c.int(1.74e9, 1.75e9) }, { id: "ch_3Q8aMe", amount: 4900, created: c.int(1.74e9, 1.75e9) }])];
      for (let i = 0; i < 4; i++) kids.push(toolErr("stripe.refunds.create", c.args({ charge: "ch_3Q8aMe", reason: "duplicate" }), `StripeInvalidRequestError (400): This charge has a pending dispute and cannot be refunded. (request_id: ${c.reqId()}, idempotency_key: ${c.uuid()})`));
      return { goal, root: agent("billing-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Create the release tag v2.4.0 on GitHub from the current main.";
      const kids = [tool("git_rev_parse", c.args({ ref: "origin/main" }), c.sha())];
      const n = 5;
      for (let i = 0; i < n; i++) {
        if (i === 2) kids.push(llm("GitHub seems flaky; retrying the release creation.", "reasoning"));
        kids.push(toolErr("github.create_release", c.args({ repo: "acme/sdk-python", tag_name: "v2.4.0", target_commitish: "main", generate_release_notes: true }), `502 Bad Gateway - Server Error (x-github-request-id: ${c.alnum(4)}:${c.alnum(6)}:${c.hex(7).toUpperCase()}:${c.hex(8).toUpperCase()}:${c.hex(8).toUpperCase()})`));
      }
      return { goal, root: agent("release-manager", goal, kids, null) };
    },
    (c) => {
      const goal = "Confirm seat 14C for passenger Okafor on flight KL1002 tomorrow.";
      const kids = [tool("get_seatmap", c.args({ flight: "KL1002", date: c.day(1) }), { cabin: "Y", available: ["14C", "17A", "22D"], fetched_at: c.tick() })];
      for (let i = 0; i < 3; i++) kids.push(tool("assign_seat", c.args({ pnr: "QX4TZ9", pax: "OKAFOR/CHIDI MR", seat: "14C" }), { success: false, error: { code: "SSR_SEAT_NOT_ALLOWED", message: "Seat assignment rejected by host: UNABLE TO PROCESS - CHECK-IN WINDOW", transaction_id: c.uuid(), host_time: c.tick(3, 20) } }));
      return { goal, root: agent("airline-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Refresh the materialized view mv_daily_revenue in Snowflake and check the row count.";
      const kids = [];
      for (let i = 0; i < 4; i++) {
        kids.push(toolErr("snowflake.execute", c.args({ sql: "alter materialized view analytics.mv_daily_revenue resume recluster; select count(*) from analytics.mv_daily_revenue", warehouse: "REPORTING_WH" }), `000606 (57P03): No active warehouse selected in the current session. Select an active warehouse with the 'use warehouse' command. query_id=${c.uuid()} at ${c.tick(5, 40)}`));
        if (i === 1) kids.push(llm("Warehouse was passed as a parameter, so this is odd. Retrying in case the session was not initialised yet.", "thinking"));
      }
      return { goal, root: agent("warehouse-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Click 'Accept all' on the cookie banner at example-shop.de and then open the sale category.";
      const kids = [tool("browser.navigate", c.args({ url: "https://example-shop.de/" }), { status: 200 })];
      for (let i = 0; i < 6; i++) kids.push(toolErr("browser.click", c.args({ selector: "#uc-btn-accept-banner", timeout: 5000 + (i % 2) * 1000 }), `TimeoutError: locator.click: Timeout ${5000 + (i % 2) * 1000}ms exceeded.\nCall log:\n  - waiting for locator('#uc-btn-accept-banner')\n  -   locator resolved to <button id="uc-btn-accept-banner">…</button>\n  - element is not visible - waiting...\n[trace ${c.hex(16)}]`));
      return { goal, root: agent("shop-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Fetch the full text of arXiv:2406.01234 and extract the evaluation table.";
      const kids = [];
      for (let i = 0; i < 3; i++) kids.push(tool("http_get", c.args({ url: "https://export.arxiv.org/pdf/2406.01234v2" }), { status: 503, headers: { "retry-after": "10", "x-request-id": c.uuid(), date: c.tick(10, 14) }, body: "Service temporarily unavailable. Please retry later." }));
      kids.splice(2, 0, llm("503 with retry-after 10; waiting and trying again.", "reasoning"));
      return { goal, root: agent("paper-reader", goal, kids, null) };
    },
  ],
};

// ---------------------------------------------------------------------------
// L8: asking the user the same question in new words and getting the same answer each time
export const reaskSameAnswer = {
  family: "reask-user-same-answer",
  isolates: "the agent asks the user (via a human-input tool) the same question 3-5 times in new words and receives the same answer each time, without acting on it",
  loop: true,
  stagnation: true,
  domains: ["customer support", "travel", "coding", "data", "devops", "research"],
  variants: [
    (c) => {
      const goal = "Customer: my package never arrived, please help.";
      const qs = ["Could you share your order number so I can look up the shipment?", "To find your parcel I'll need the order number - it starts with 'SO-' and is in your confirmation email.", "Can you send me the order reference from your confirmation email?", "I need the order ID to check the delivery; could you paste it here?"];
      const ans = ["I don't have the email anymore, I told you. It was ordered with jonas.b@fastmail.com on the 3rd.", "I don't have the email anymore. Use my email jonas.b@fastmail.com, ordered on the 3rd.", "Again, I don't have it. jonas.b@fastmail.com, ordered the 3rd.", "I DON'T have the email. jonas.b@fastmail.com."];
      const kids = [];
      qs.forEach((q, i) => kids.push(tool("ask_user", c.args({ question: q }), ans[i])));
      return { goal, root: agent("support-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Find me flights to Reykjavik for a long weekend in May.";
      const qs = ["Which dates in May would you like to travel?", "Do you have specific departure and return dates in mind for May?", "Could you tell me the exact days you want to leave and come back?"];
      const kids = [tool("flights.calendar", c.args({ from: "AMS", to: "KEF", month: "2026-05" }), { cheapest_by_day: { "2026-05-01": 142, "2026-05-08": 156, "2026-05-15": 119, "2026-05-22": 171 }, currency: "EUR", cached_at: c.tick() })];
      qs.forEach((q) => kids.push(tool("human_input", c.args({ prompt: q }), c.pick(["Any long weekend in May is fine, Friday to Monday, whichever is cheapest.", "Whichever Fri-Mon weekend in May is cheapest, I'm flexible."]))));
      return { goal, root: agent("travel-assistant", goal, kids, null) };
    },
    (c) => {
      const goal = "Rebase my feature branch onto the latest main and resolve conflicts.";
      const kids = [tool("git", c.args({ args: "branch -a" }), "* feat/export-v2\n  main\n  remotes/origin/main\n  remotes/origin/release/2.3\n  remotes/origin/feat/export-v2")];
      const qs = ["Should I rebase onto main or onto release/2.3?", "Just to confirm the target: do you want the branch rebased on main, or on the release/2.3 branch?", "Which base branch should feat/export-v2 sit on top of after the rebase?", "Before I touch history - is the target branch main?", "To be sure I don't rebase onto the wrong thing: main, right, not release/2.3?"];
      qs.forEach((q, i) => {
        if (i === 2) kids.push(llm("I want to be certain before rewriting history on a shared branch.", "reasoning"));
        kids.push(tool("ask_user", c.args({ question: q }), i % 2 ? "main." : "main"));
      });
      return { goal, root: agent("git-helper", goal, kids, null) };
    },
    (c) => {
      const goal = "What was our net revenue retention last year?";
      const qs = [
        "When you say 'last year', do you mean calendar 2024 or fiscal year FY25 (Feb 2024 - Jan 2025)?",
        "Quick check on the period: should I use the calendar year or the fiscal year for the NRR figure?",
        "For the NRR number, which twelve-month window do you want me to use - January to December, or our fiscal year?",
      ];
      const kids = [tool("list_metrics", c.args({ search: "net revenue retention" }), [{ metric: "nrr_monthly", grain: "month" }, { metric: "nrr_fiscal", grain: "fiscal_year" }])];
      qs.forEach((q) => kids.push(tool("ask_user", c.args({ question: q }), "Calendar year 2024.")));
      return { goal, root: agent("metrics-bot", goal, kids, null) };
    },
    (c) => {
      const goal = "Scale down the batch workers over the weekend to save cost.";
      const qs = ["Which environment should I scale down - staging or production?", "Just confirming: is this for prod or for staging?", "To avoid touching the wrong cluster, which one do you mean?", "Do you want me to apply this to staging?"];
      const ans = ["prod, the staging ones are already at zero", "production. staging is already scaled to 0", "prod", "No - production. Staging is already at zero."];
      const kids = [tool("kubectl", c.args({ cmd: "get deploy -A -l tier=batch" }), `NAMESPACE   NAME             READY   UP-TO-DATE   AVAILABLE   AGE\nprod        batch-worker     12/12   12           12          ${c.int(20, 200)}d\nstaging     batch-worker     0/0     0            0           ${c.int(20, 200)}d`)];
      qs.forEach((q, i) => kids.push(tool("request_human_input", c.args({ message: q, channel: "#ops-requests" }), { reply: ans[i], user: "m.santos", replied_at: c.tick(40, 300) })));
      return { goal, root: agent("ops-agent", goal, kids, null) };
    },
    (c) => {
      const goal = "Format the bibliography of my thesis chapter.";
      const qs = ["What citation style should I use for the bibliography?", "Which referencing style does your department require?", "Should the references follow a particular style guide, e.g. APA, Chicago or IEEE?"];
      const kids = [tool("read_file", c.args({ path: "chapter3/refs.bib" }), `@article{smith2019,\n  title={Soil carbon flux under drought},\n  author={Smith, J. and Ortega, L.},\n  journal={Global Change Biology}, year={2019}\n}\n... ${c.int(40, 90)} entries`)];
      qs.forEach((q, i) => kids.push(tool("ask_user", c.args({ question: q }), i === 1 ? "APA 7th, same as I said" : "APA 7th edition")));
      kids.push(llm("I still need to know the citation style before I can reformat the entries.", "assistant"));
      return { goal, root: agent("thesis-helper", goal, kids, null) };
    },
  ],
};
