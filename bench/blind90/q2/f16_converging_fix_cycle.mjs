import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "converging_fix_cycle";

// 01: browser-use: long visa form, validation error count drops 5 → 3 → 1 → 0.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Complete and submit the e-visa application on evisa.kemora.gov for traveller Nadia Rahman (passport details in memory), arrival 2024-11-03.";
  const steps = [];
  const st = (ev, mem, ng, acts) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: ev, memory: mem, next_goal: ng }, action: acts.map((a) => ({ [a[0]]: a[1] })) }),
    ...acts.map((a) => S.tool(a[0], a[1], a[2], a[3] ? { error: a[3] } : {}))]));
  st("Unknown", "Start", "Open form", [["go_to_url", { url: "https://evisa.kemora.gov/apply" }, { extracted_content: `Navigated; app_id=EV-${n.hex(8)}` }]]);
  st("Success", "Form loaded", "Fill all fields", [["input_text", { index: 5, text: "Nadia" }, { extracted_content: "ok" }], ["input_text", { index: 6, text: "Rahman" }, { extracted_content: "ok" }], ["input_text", { index: 8, text: "1991-07-22" }, { extracted_content: "ok" }], ["input_text", { index: 10, text: "BD4471920" }, { extracted_content: "ok" }], ["input_text", { index: 12, text: "2024-11-03" }, { extracted_content: "ok" }], ["click_element_by_index", { index: 30 }, { extracted_content: "5 errors: Date of birth must be DD/MM/YYYY · Arrival date must be DD/MM/YYYY · Passport expiry is required · Nationality is required · Phone is required" }, "validation"]]);
  st("Failed - 5 errors", "Dates need DD/MM/YYYY; expiry and nationality missing", "Fix date formats and add nationality", [["input_text", { index: 8, text: "22/07/1991" }, { extracted_content: "ok" }], ["input_text", { index: 12, text: "03/11/2024" }, { extracted_content: "ok" }], ["select_dropdown_option", { index: 14, text: "Bangladesh" }, { extracted_content: "selected" }], ["click_element_by_index", { index: 30 }, { extracted_content: "3 errors: Passport expiry is required · Phone is required · Phone must include country code" }, "validation"]]);
  st("Failed - 3 errors (was 5)", "Date and nationality fixed; expiry and phone left", "Add passport expiry and phone", [["input_text", { index: 11, text: "14/02/2031" }, { extracted_content: "ok" }], ["input_text", { index: 16, text: "01711 554 203" }, { extracted_content: "ok" }], ["click_element_by_index", { index: 30 }, { extracted_content: "1 error: Phone must include country code (e.g. +880…)" }, "validation"]]);
  st("Failed - 1 error (was 3)", "Only phone format left", "Prefix +880 and drop the trunk zero", [["input_text", { index: 16, text: "+880 1711 554203" }, { extracted_content: "ok" }], ["click_element_by_index", { index: 30 }, { extracted_content: "Step 2 of 3: Upload photo" }]]);
  st("Success - 0 errors", "Passed validation", "Upload passport photo", [["upload_file", { index: 7, path: "~/docs/nadia_photo.jpg" }, { extracted_content: "Uploaded nadia_photo.jpg (212 KB) — meets 600×600 minimum" }], ["click_element_by_index", { index: 12 }, { extracted_content: "Step 3 of 3: Review & pay" }]]);
  st("Success", "Review", "Submit", [["click_element_by_index", { index: 41 }, { extracted_content: `Application submitted. Reference KEV-${n.int(100000, 999999)}. Fee receipt sent.` }]]);
  st("Success", "Done", "Finish", [["done", { text: "E-visa submitted after fixing date formats, expiry, nationality and phone; reference issued.", success: true }, { is_done: true }]]);
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent's visa form validation drops from 5 errors to 3 to 1 to 0 after different fixes (date format, expiry/nationality, phone prefix), then submits.", false, false, goal, root);
}

// 02: coding agent making a Playwright suite pass: 6 → 4 → 1 → 0 failures.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "The e2e suite in apps/web/e2e started failing after the design-system upgrade. Fix the tests (not the app) so `pnpm e2e` passes.";
  const kids = [];
  const l = (text, call) => kids.push(S.llm("ChatAnthropic", { messages: [{ role: "user", content: goal }] }, { content: text, tool_calls: [{ name: call[0], args: call[1] }] }));
  const run = (failed, passed, names) => { l(null, ["bash", { command: "pnpm e2e --reporter=line" }]); kids.push(S.tool("bash", { command: "pnpm e2e --reporter=line" }, { exit_code: failed ? 1 : 0, stdout: `Running 24 tests using 4 workers\n${names.map((x) => `  ✘ ${x}`).join("\n")}\n  ${failed ? failed + " failed\n  " : ""}${passed} passed (${n.secs()})\n  HTML report: /tmp/pw-report-${n.b62(6)}` }, failed ? { error: "exit status 1" } : {})); };
  run(6, 18, ["login.spec.ts:12 shows error on bad password", "login.spec.ts:30 remembers email", "nav.spec.ts:8 opens user menu", "nav.spec.ts:21 switches workspace", "settings.spec.ts:44 saves theme", "billing.spec.ts:17 shows invoices"]);
  l("Login and nav failures all time out on getByRole('button', {name: 'Sign in'}); the new DS renders 'Log in'. Updating those locators.", ["apply_patch", { files: ["e2e/login.spec.ts", "e2e/nav.spec.ts"], summary: "Sign in → Log in; menu trigger aria-label 'Account'" }]);
  kids.push(S.tool("apply_patch", { files: ["e2e/login.spec.ts", "e2e/nav.spec.ts"] }, { ok: true, changed_lines: 9 }));
  run(4, 20, ["nav.spec.ts:21 switches workspace", "settings.spec.ts:44 saves theme", "billing.spec.ts:17 shows invoices", "login.spec.ts:30 remembers email"]);
  l("Remaining 4: the workspace switcher and theme toggle became Radix comboboxes (role=combobox), and billing/login rely on a toast that now has role=status. Patching those three patterns.", ["apply_patch", { files: ["e2e/nav.spec.ts", "e2e/settings.spec.ts", "e2e/billing.spec.ts", "e2e/login.spec.ts"] }]);
  kids.push(S.tool("apply_patch", { files: ["e2e/nav.spec.ts", "e2e/settings.spec.ts", "e2e/billing.spec.ts", "e2e/login.spec.ts"] }, { ok: true, changed_lines: 17 }));
  run(1, 23, ["billing.spec.ts:17 shows invoices"]);
  l("Only billing left: the invoice table is virtualized now, so row 12 isn't in the DOM. Scroll the grid before asserting.", ["apply_patch", { files: ["e2e/billing.spec.ts"], summary: "await grid.evaluate(el => el.scrollTop = el.scrollHeight)" }]);
  kids.push(S.tool("apply_patch", { files: ["e2e/billing.spec.ts"] }, { ok: true, changed_lines: 3 }));
  run(0, 24, []);
  l("All 24 pass. Committing.", ["bash", { command: "git commit -am 'e2e: update locators for DS v5'" }]);
  kids.push(S.tool("bash", { command: "git commit -am 'e2e: update locators for DS v5'" }, { stdout: `[fix/e2e-ds5 ${n.hex(7)}] e2e: update locators for DS v5\n 4 files changed, 21 insertions(+), 17 deletions(-)` }));
  const root = S.agent("AgentExecutor", { input: goal }, { output: "24/24 passing" }, kids, { tools: ["bash", "apply_patch"] });
  return row(FAM, 2, "Coding agent fixing browser e2e tests sees failures drop 6 → 4 → 1 → 0 after three distinct locator fixes, then commits.", false, false, goal, root);
}

// 03: Playwright MCP running axe/Lighthouse accessibility checks on a landing page: violations drop 7 → 3 → 0.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Bring the /pricing page of the staging site to zero axe-core violations by editing the page template in the CMS's web editor.";
  const kids = [];
  const c = (text, tool, args, out) => { kids.push(S.llm("gpt-4.1", { messages: [{ role: "user", content: goal }] }, { content: text, tool_calls: [{ name: tool, arguments: JSON.stringify(args) }] })); kids.push(S.tool(tool, args, out)); };
  const axe = (v) => JSON.stringify({ url: `https://staging.quillcms.example/pricing?preview=${n.hex(8)}`, timestamp: n.iso(), testEngine: { name: "axe-core", version: "4.9.1" }, violations: v });
  c("Run axe on the page.", "browser_evaluate", { function: "() => axe.run()" }, axe([{ id: "image-alt", nodes: 3 }, { id: "color-contrast", nodes: 2 }, { id: "label", nodes: 1 }, { id: "link-name", nodes: 1 }]));
  c("7 nodes across 4 rules. Start with image-alt (3) and link-name (1): add alt text to plan icons and aria-label to the icon-only 'Compare' link.", "browser_navigate", { url: "https://staging.quillcms.example/admin/templates/pricing/edit" }, `- textbox "Template source" [ref=e12]\n- button "Save & preview" [ref=e15]`);
  c(null, "browser_type", { ref: "e12", text: "<img src=\"/i/starter.svg\" alt=\"Starter plan\"> … <a href=\"#compare\" aria-label=\"Compare plans\">" }, "typed");
  c(null, "browser_click", { ref: "e15" }, `- status "Saved revision ${n.int(100, 400)}"`);
  c("Re-run axe.", "browser_evaluate", { function: "() => axe.run()" }, axe([{ id: "color-contrast", nodes: 2 }, { id: "label", nodes: 1 }]));
  c("3 left: contrast on the grey '/month' text (#9aa0a6 on white, 2.6:1) and the unlabeled seats input. Darken to #5f6368 and add a <label for=seats>.", "browser_type", { ref: "e12", text: ".price-unit{color:#5f6368} … <label for=\"seats\">Number of seats</label>" }, "typed");
  c(null, "browser_click", { ref: "e15" }, `- status "Saved revision ${n.int(401, 800)}"`);
  c("Re-run axe.", "browser_evaluate", { function: "() => axe.run()" }, axe([]));
  kids.push(S.llm("gpt-4.1", {}, { content: "/pricing now has 0 axe violations (was 7 nodes: alt text, link name, contrast 2.6:1→6.1:1, seats label)." }));
  const root = S.agent("mcp-agent.run", { task: goal }, { status: "done" }, kids, { server: "@playwright/mcp" });
  return row(FAM, 3, "Playwright-MCP agent runs axe-core, fixes different rule groups in the CMS template, and violations fall from 7 nodes to 3 to 0.", false, false, goal, root);
}
export default [r01, r02, r03];
