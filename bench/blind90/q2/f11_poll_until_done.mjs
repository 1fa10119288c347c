import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "poll_until_done";

// 01: browser-use: analytics export job polled on the page until ready, then downloaded and summarised.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Export last month's sessions-by-country report from the Plausiblytics dashboard as CSV and tell me the top three countries.";
  const steps = [];
  const st = (ev, mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: ev, memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  st("Unknown", "Start", "Open the countries report", "go_to_url", { url: "https://app.plausiblytics.io/acme.shop/countries?period=last_month" }, { extracted_content: `Navigated; _csrf=${n.csrf()}` });
  st("Success", "Report visible", "Open the Export menu", "click_element_by_index", { index: 18 }, { extracted_content: "🖱️ 'Export' → menu: CSV, XLSX" });
  st("Success", "Menu open", "Choose CSV", "click_element_by_index", { index: 21 }, { extracted_content: `Export job ${n.job("exp_")} created — status: Queued (position 4)` });
  const states = [["Queued (position 4)", "Queued behind 4 jobs; wait and re-check."], ["Queued (position 1)", "Queue moved from 4 to 1; wait again."], ["Processing — 38%", "Now processing at 38%."], ["Processing — 81%", "81% done; one more wait should do."], ["Ready — sessions_by_country_2024-09.csv (12.4 KB) · Download", "Export is ready; download it."]];
  states.forEach(([s, m], k) => {
    st("Success", m, k === 4 ? "Click Download" : "Wait 10s then read export status", "wait", { seconds: 10 }, { extracted_content: `🕒 Waited 10 seconds` });
    st("Success", m, "Read export status", "extract_content", { goal: "export job status text" }, { extracted_content: `Export status: ${s}\nchecked ${n.clockStr()} · x-request-id ${n.reqId("")}` });
  });
  st("Success", "Ready", "Download", "click_element_by_index", { index: 27 }, { extracted_content: `⬇️ Downloaded to ${n.tmp("csv")} (12.4 KB)` });
  st("Success", "Downloaded", "Read the CSV", "read_file", { path: "sessions_by_country_2024-09.csv" }, { content: "country,sessions\nUnited States,48211\nGermany,17340\nUnited Kingdom,12907\nCanada,9944\n..." });
  st("Success", "US 48,211; DE 17,340; UK 12,907", "Finish", "done", { text: "Top countries last month: United States (48,211 sessions), Germany (17,340), United Kingdom (12,907). CSV saved.", success: true }, { extracted_content: "done", is_done: true });
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent polls an export job that moves queued(4)→queued(1)→38%→81%→ready, downloads the CSV and reports the top three countries.", false, false, goal, root);
}

// 02: Playwright MCP watching a CI run page in GitHub until it finishes, then reading the failing job log.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Re-run the failed 'integration' workflow on PR #2291 in github.com/orbitdb-labs/relay and tell me whether it passes this time; if not, quote the failing test name.";
  const kids = [];
  const c = (text, tool, args, out) => { kids.push(S.llm("claude-sonnet-4", { messages: [{ role: "user", content: goal }] }, { text, tool_calls: [{ name: tool, arguments: args }] })); kids.push(S.tool(tool, args, out)); };
  const run = 9_100_000_000 + n.int(0, 99999999);
  c("Opening the PR checks.", "browser_navigate", { url: "https://github.com/orbitdb-labs/relay/pull/2291/checks" }, `- Page Title: Checks · PR #2291\n- link "integration (ubuntu-latest)" ✗ Failed in 4m 12s [ref=e88]\n- button "Re-run failed jobs" [ref=e91]`);
  c("Re-running failed jobs.", "browser_click", { element: "Re-run failed jobs", ref: "e91" }, `- dialog "Re-run failed jobs": button "Re-run jobs" [ref=e140]`);
  c("Confirming.", "browser_click", { element: "Re-run jobs", ref: "e140" }, `- status "Queued" · run ${run} attempt #2`);
  const sts = ["Queued — Waiting for a runner to pick up this job", "In progress — Set up job ✓ · Install deps …", "In progress — Install deps ✓ · Run integration tests … (1m 58s)", "In progress — Run integration tests … (3m 40s)", "Failure — Run integration tests ✗ in 4m 31s"];
  sts.forEach((s, k) => {
    c(k ? `Previous status was '${sts[k - 1].split(" —")[0]}' at step ${k}; waiting again.` : "Waiting for the runner.", "browser_wait_for", { time: 45 }, `Waited for 45 seconds`);
    c(null, "browser_snapshot", {}, `- Page URL: https://github.com/orbitdb-labs/relay/actions/runs/${run}/job/${n.int(25000000000, 25999999999)}?pr=2291\n- heading "integration (ubuntu-latest)"\n- text "${s}"\n- text "Started ${n.ago()}"`);
  });
  c("It failed again. Expanding the test step log.", "browser_click", { element: "Run integration tests", ref: "e203" }, `  FAIL  test/relay.reconnect.test.ts (61.2 s)\n    ● reconnect › resumes subscription after websocket drop\n      thrown: "Exceeded timeout of 60000 ms for a test."\nTests: 1 failed, 143 passed, 144 total`);
  kids.push(S.llm("claude-sonnet-4", { messages: [] }, { text: "The re-run (attempt #2) failed again after 4m 31s. Failing test: `reconnect › resumes subscription after websocket drop` (timeout 60000 ms); 143 of 144 tests passed." }));
  const root = S.agent("claude-code.session", { prompt: goal }, { result: "reported" }, kids, { mcp: "@playwright/mcp" });
  return row(FAM, 2, "Playwright-MCP agent re-runs a CI job and polls the job page through queued→in progress (advancing steps)→failure, then reads the log and reports the failing test.", false, false, goal, root);
}

// 03: Anthropic computer-use watching a desktop installer progress bar.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Install the downloaded 'QGIS-OSGeo4W-3.34.9.msi' on this Windows VM with default options and verify QGIS launches.";
  const kids = [];
  const t = (text, input, out) => { kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", messages: [{ role: "user", content: goal }] }, { content: [...(text ? [{ type: "text", text }] : []), { type: "tool_use", name: "computer", input }] })); kids.push(S.tool("computer", input, out)); };
  const sh = (ocr) => ({ type: "image", note: "screenshot taken", ...n.shotMeta(1280, 800), ocr });
  t("Double-click the installer in Downloads.", { action: "double_click", coordinate: [214, 300] }, sh("QGIS 3.34.9 Setup — Welcome — [Next >]"));
  t("Click Next.", { action: "left_click", coordinate: [880, 610] }, sh("End-User License Agreement — [ ] I accept"));
  t("Accept the license.", { action: "left_click", coordinate: [372, 540] }, sh("[x] I accept — [Next >]"));
  t(null, { action: "left_click", coordinate: [880, 610] }, sh("Destination Folder: C:\\Program Files\\QGIS 3.34.9\\ — [Next >]"));
  t("Default folder is fine. Next, then Install.", { action: "left_click", coordinate: [880, 610] }, sh("Ready to install — [Install]"));
  t(null, { action: "left_click", coordinate: [880, 610] }, sh("User Account Control — Do you want to allow this app to make changes? [Yes] [No]"));
  t("UAC prompt: approve.", { action: "left_click", coordinate: [560, 470] }, sh("Installing QGIS 3.34.9 — Status: Copying new files — ▓▓░░░░░░░░ 14%"));
  const prog = ["Copying new files — ▓▓▓▓░░░░░░ 41% — apps\\qgis\\bin\\qgis_core.dll", "Copying new files — ▓▓▓▓▓▓▓░░░ 73% — apps\\Python312\\Lib\\site-packages\\numpy", "Registering modules — ▓▓▓▓▓▓▓▓▓░ 92%", "Completed the QGIS 3.34.9 Setup Wizard — [Finish]"];
  prog.forEach((p, k) => t(k === 0 ? "Installing at 14%. Waiting." : `Progress was ${["41%", "73%", "92%"][k - 1]}; waiting more.`, { action: "wait", duration: 20 }, sh(`Installing QGIS 3.34.9 — Status: ${p}`)));
  t("Finished. Click Finish and launch QGIS from Start.", { action: "left_click", coordinate: [880, 610] }, sh("Desktop"));
  t(null, { action: "key", text: "super" }, sh("Start — Recommended: QGIS Desktop 3.34.9"));
  t(null, { action: "left_click", coordinate: [300, 210] }, sh(`QGIS 3.34.9-Prizren — Recent Projects — News feed (${n.ago()})`));
  kids.push(S.llm("anthropic.messages.create", { messages: [] }, { content: [{ type: "text", text: "QGIS 3.34.9 installed to C:\\Program Files\\QGIS 3.34.9 and launches to its start screen." }], stop_reason: "end_turn" }));
  const root = S.agent("computer_use_demo.sampling_loop", { task: goal }, { status: "completed" }, kids, { os: "windows-11" });
  return row(FAM, 3, "Computer-use agent waits on an installer, each screenshot showing a higher progress (14→41→73→92%→finish), then launches QGIS to verify.", false, false, goal, root);
}
export default [r01, r02, r03];
