import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "same_failure_after_fixes";

// 01: coding agent writing a Playwright e2e test, shell tool runs the test (OpenInference-ish spans).
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Make the Playwright test tests/checkout.spec.ts pass against the local storefront (http://localhost:3000). Do not change application code.";
  const kids = [];
  const runOut = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › checkout.spec.ts:14:5 › guest checkout places order (${(n.int(300, 330) / 10).toFixed(1)}s)\n\n  1) [chromium] › checkout.spec.ts:14:5 › guest checkout places order\n\n    Error: locator.click: Timeout 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Place order' })\n\n      28 |   await page.getByLabel('Card number').fill('4242424242424242');\n    > 29 |   await placeOrder.click();\n\n    attachment #1: screenshot (image/png) ──────────\n    test-results/checkout-guest-checkout-places-order-chromium/test-failed-1.png\n    trace: /tmp/playwright-transform-cache-${n.b62(6)}/trace-${n.hex(8)}.zip\n\n  1 failed\n  [chromium] › checkout.spec.ts:14:5 › guest checkout places order\n\n  Finished in ${n.int(31, 34)}.${n.int(0, 9)}s`;
  const llm = (text, call) => kids.push(S.llm("ChatOpenAI", { messages: [{ role: "user", content: goal }] }, { content: text, tool_calls: [{ name: call[0], args: call[1] }] }));
  const run = () => { llm(null, ["bash", { command: "npx playwright test tests/checkout.spec.ts --reporter=list" }]); kids.push(S.tool("bash", { command: "npx playwright test tests/checkout.spec.ts --reporter=list" }, { exit_code: 1, stdout: runOut() }, { error: "exit status 1" })); };
  llm("First, read the test.", ["read_file", { path: "tests/checkout.spec.ts" }]);
  kids.push(S.tool("read_file", { path: "tests/checkout.spec.ts" }, "import { test, expect } from '@playwright/test';\n...\ntest('guest checkout places order', async ({ page }) => {\n  await page.goto('/cart');\n  ...\n  const placeOrder = page.getByRole('button', { name: 'Place order' });\n  await placeOrder.click();\n  await expect(page).toHaveURL(/order-confirmation/);\n});"));
  run();
  const fixes = [
    ["The button text may differ; switch to a test id.", "page.getByTestId('place-order')"],
    ["Maybe the payment iframe loads late; add waitForLoadState('networkidle') before clicking.", "await page.waitForLoadState('networkidle');"],
    ["Perhaps the button is below the fold on the default viewport; set viewport 1440x1200 in playwright.config.ts.", "use: { viewport: { width: 1440, height: 1200 } }"],
    ["Try forcing the click to bypass actionability checks.", "await placeOrder.click({ force: true });"],
  ];
  for (const [why, patch] of fixes) {
    llm(why, ["apply_patch", { file: why.includes("config") ? "playwright.config.ts" : "tests/checkout.spec.ts", insert: patch }]);
    kids.push(S.tool("apply_patch", { file: "tests/checkout.spec.ts", insert: patch }, { ok: true, hunks: 1 }));
    run();
  }
  kids.push(S.llm("ChatOpenAI", { messages: [] }, { content: "The test still fails with the same timeout. I've run out of ideas within the step budget." }));
  const root = S.agent("AgentExecutor", { input: goal }, { output: "Test still failing" }, kids, { langchain: "0.2.11", recursion_limit: 15 });
  return row(FAM, 1, "Agent applies four different fixes to a Playwright checkout test and each rerun fails with the identical 'Place order' click timeout, differing only in durations and trace paths.", true, false, goal, root);
}

// 02: browser-use form submission, EU supplier signup with VAT validation.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Register our company (Kessler Feinmechanik GmbH, VAT DE 811 569 869) as a supplier on procure.nordhaven.eu and submit the form.";
  const steps = [];
  const st = (mem, ng, acts) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatGoogleGenerativeAI.ainvoke", { model: "gemini-1.5-pro", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: steps.length ? "See memory" : "Unknown", memory: mem, next_goal: ng }, action: acts.map((a) => ({ [a[0]]: a[1] })) }),
    ...acts.map((a) => S.tool(a[0], a[1], a[2], a[3] ? { error: a[3] } : {})),
  ]));
  const verr = () => ({ extracted_content: `Form error banner: "VAT number could not be verified. Please check the number and try again. (ref VIES-${n.int(100000, 999999)}, ${n.isoOff()})"`, field_state: { vat: "invalid" } });
  st("Start", "Open signup", [["go_to_url", { url: "https://procure.nordhaven.eu/supplier/register" }, { extracted_content: `Navigated; csrf=${n.csrf()}` }]]);
  st("Form has 9 fields", "Fill company data", [
    ["input_text", { index: 5, text: "Kessler Feinmechanik GmbH" }, { extracted_content: "⌨️ Input into index 5" }],
    ["input_text", { index: 7, text: "Industriestraße 14, 73431 Aalen" }, { extracted_content: "⌨️ Input into index 7" }],
    ["select_dropdown_option", { index: 9, text: "Germany" }, { extracted_content: "selected Germany" }],
    ["input_text", { index: 12, text: "DE 811 569 869" }, { extracted_content: "⌨️ Input into index 12" }],
    ["input_text", { index: 14, text: "einkauf@kessler-fm.de" }, { extracted_content: "⌨️ Input into index 14" }],
    ["click_element_by_index", { index: 21 }, verr(), "form validation failed"],
  ]);
  const variants = [["DE811569869", "remove spaces"], ["811569869", "drop the country prefix since Germany is already selected"], ["de811569869", "lowercase prefix"], ["DE-811-569-869", "dashes as the hint text shows"]];
  for (const [v, why] of variants) {
    st(`VAT rejected. Trying to ${why}.`, `Re-enter VAT as ${v} and submit`, [
      ["input_text", { index: 12 + n.int(0, 1), text: v }, { extracted_content: `⌨️ Input ${v}` }],
      ["click_element_by_index", { index: 21 + n.int(0, 2) }, verr(), "form validation failed"],
    ]);
  }
  const root = S.agent("Agent.run", { task: goal }, { is_done: false, reason: "max_failures=5 reached" }, steps, { framework: "browser-use 0.1.41" });
  return row(FAM, 2, "Browser-use agent tries four different VAT number spellings; every submit returns the same 'could not be verified' banner apart from the reference id and timestamp.", true, false, goal, root);
}

// 03: Jupyter in the browser via Anthropic computer use plus a notebook-cell tool.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "In the JupyterLab tab, get the cell that renders the sales map (cell [7], geopandas + folium) to run without errors.";
  const kids = [];
  const err = () => `---------------------------------------------------------------------------\nImportError                               Traceback (most recent call last)\nCell In[${n.int(8, 30)}], line 2\n      1 import geopandas as gpd\n----> 2 import folium\n\nFile /opt/conda/lib/python3.11/site-packages/folium/__init__.py:7\n----> 7 import branca\n\nImportError: cannot import name 'Element' from 'branca.element' (/opt/conda/lib/python3.11/site-packages/branca/element.py)\n\n[kernel ${n.uuid()} | ${n.clockStr()}]`;
  const t = (text, name, input, out, e) => {
    kids.push(S.llm("claude-3-5-sonnet", { messages: [{ role: "user", content: goal }] }, { content: [{ type: "text", text }, { type: "tool_use", name, input }] }));
    kids.push(S.tool(name, input, out, e ? { error: e } : {}));
  };
  t("Let me look at the notebook first.", "computer", { action: "screenshot" }, { image: "[screenshot 1366x768]", ...n.shotMeta(1366, 768) });
  t("I'll run cell 7 with Shift+Enter after clicking it.", "computer", { action: "left_click", coordinate: [540, 402] }, { ok: true });
  t("Running.", "run_cell", { cell: 7 }, { status: "error", output: err() }, "ImportError");
  const fixes = [
    ["pip install --upgrade folium", "Successfully installed folium-0.17.0"],
    ["pip install 'branca==0.7.2'", "Successfully installed branca-0.7.2"],
    ["pip install --force-reinstall --no-cache-dir folium branca", "Successfully installed branca-0.8.0 folium-0.17.0 jinja2-3.1.4"],
    ["conda install -y -c conda-forge folium", "Executing transaction: done"],
  ];
  for (const [cmd, res] of fixes) {
    t(`Trying a different fix: ${cmd}.`, "run_cell", { code: `!${cmd}`, new_cell: true }, { status: "ok", output: `${res}\n(elapsed ${n.secs()})` });
    t("Re-running cell 7.", "run_cell", { cell: 7 }, { status: "error", output: err() }, "ImportError");
  }
  const root = S.agent("jupyter_cu_agent", { task: goal }, { status: "gave_up" }, kids, { jupyterlab: "4.2.4", browser: "chromium" });
  return row(FAM, 3, "Agent installs packages four different ways without restarting the kernel; cell 7 fails each time with the identical branca ImportError, only the cell counter, kernel id and time varying.", true, false, goal, root);
}
export default [r01, r02, r03];
