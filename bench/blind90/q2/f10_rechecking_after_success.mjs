import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "rechecking_after_success";

// 01: browser-use: grant application submitted, agent keeps re-checking status.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Submit the arts micro-grant application on grants.rivercityarts.org using the saved draft, and confirm it was received.";
  const steps = [];
  const st = (mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "Success", memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  st("Start", "Open drafts", "go_to_url", { url: "https://grants.rivercityarts.org/applicant/drafts" }, { extracted_content: `Navigated; csrftoken=${n.csrf()}` });
  st("Draft 'Mural at 5th & Pine' 100% complete", "Open draft", "click_element_by_index", { index: 12 }, { extracted_content: "🖱️ Opened draft" });
  st("Review page", "Tick certification", "click_element_by_index", { index: 44 }, { extracted_content: "🖱️ Checked 'I certify...'" });
  st("Certified", "Submit", "click_element_by_index", { index: 47 }, { extracted_content: `Application received! Confirmation #RCA-2024-0${n.int(1000, 9999)}. A receipt was emailed to you.` });
  st("Submitted; confirmation shown.", "Verify submission in My applications", "go_to_url", { url: "https://grants.rivercityarts.org/applicant/applications" }, { extracted_content: `Mural at 5th & Pine — Status: Submitted — ${n.usDate()}` });
  for (let k = 0; k < 4; k++) {
    st("Application shows Submitted.", k % 2 ? "Confirm status again" : "Re-verify the application status", "refresh_page", {}, { extracted_content: `Mural at 5th & Pine — Status: Submitted — updated ${n.ago()} (req ${n.reqId()})` });
  }
  st("Submitted confirmed several times", "Check email receipt page", "go_to_url", { url: "https://grants.rivercityarts.org/applicant/receipts" }, { extracted_content: "Receipt for Mural at 5th & Pine — Submitted" });
  const root = S.agent("Agent.run", { task: goal }, { is_done: false, reason: "max_steps=11" }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent gets a confirmation number and a 'Submitted' status, then keeps refreshing and re-verifying the same status five more times without calling done until max_steps.", true, true, goal, root);
}

// 02: OpenAI CUA: downloaded a report, keeps reopening the downloads panel.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Download the Q1 2024 payroll summary (PDF) from the Paygrid dashboard into the Downloads folder.";
  const kids = [];
  const c = (sum, action, out) => { kids.push(S.llm("responses.create", { model: "computer-use-preview", previous_response_id: "resp_" + n.hex(20) }, { output: [...(sum ? [{ type: "reasoning", summary: [{ type: "summary_text", text: sum }] }] : []), { type: "computer_call", action }] })); kids.push(S.tool("computer_call", action, out)); };
  const img = (extra) => ({ type: "computer_call_output", output: { type: "input_image", image_url: "data:image/png;base64," + n.shotB64() }, ...extra });
  c("Open Reports.", { type: "click", x: 96, y: 318 }, img({ current_url: `https://app.paygrid.io/reports?org=${n.hex(8)}` }));
  c("Pick Q1 2024.", { type: "click", x: 611, y: 244 }, img({ current_url: "https://app.paygrid.io/reports/payroll-summary?period=2024Q1" }));
  c("Export as PDF.", { type: "click", x: 1218, y: 146 }, img({ download: { filename: "payroll_summary_2024Q1.pdf", bytes: 184332, state: "completed", path: "/home/user/Downloads/payroll_summary_2024Q1.pdf" } }));
  c("The download completed. Verifying in the downloads panel.", { type: "keypress", keys: ["CTRL", "SHIFT", "Y"] }, img({ ocr: "payroll_summary_2024Q1.pdf — 180 KB — Done" }));
  for (let k = 0; k < 4; k++) {
    c(k ? null : "Let me double check the file is there.", { type: "keypress", keys: ["ESC"] }, img({ ocr: "Paygrid — Reports" }));
    c(null, { type: "keypress", keys: ["CTRL", "SHIFT", "Y"] }, img({ ocr: `payroll_summary_2024Q1.pdf — 180 KB — Done · ${n.ago()}` }));
  }
  const root = S.agent("cua.loop", { task: goal }, { status: "max_turns" }, kids, { environment: "ubuntu" });
  return row(FAM, 2, "CUA agent downloads the PDF (download completed, path shown), then closes and reopens the downloads panel four more times seeing the same finished file until max turns.", true, false, goal, root);
}

// 03: Playwright MCP: notification setting saved, agent re-toggles verification and re-announces.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "In the Trellis project-management web app, turn off email notifications for 'Mentions' only and keep everything else unchanged.";
  const kids = [];
  const c = (text, tool, args, out) => { kids.push(S.llm("gpt-4.1", { messages: [{ role: "user", content: goal }] }, { content: text, tool_calls: [{ name: tool, arguments: JSON.stringify(args) }] })); kids.push(S.tool(tool, args, out)); };
  c("Navigating to settings.", "browser_navigate", { url: "https://app.trellis.work/settings/notifications" }, `- Page URL: https://app.trellis.work/settings/notifications?ws=${n.hex(6)}\n\`\`\`yaml\n- switch "Email: Mentions" [checked] [ref=e31]\n- switch "Email: Assignments" [checked] [ref=e32]\n- switch "Email: Digest" [ref=e33]\n\`\`\``);
  c("Toggle Mentions off.", "browser_click", { element: "Email: Mentions switch", ref: "e31" }, `- status: "Preferences saved" (toast ${n.hex(6)})\n- switch "Email: Mentions" [ref=e31]`);
  c("Done: Mentions email notifications are now off and the toast confirms 'Preferences saved'.", "browser_snapshot", {}, `- switch "Email: Mentions" [ref=e${n.int(30, 40)}]\n- switch "Email: Assignments" [checked]\n- switch "Email: Digest"`);
  for (let k = 0; k < 4; k++) {
    c(k % 2 ? "Mentions email notifications are off and saved. Re-checking after reload." : "Mentions email notifications are off and saved. Reloading to verify.", k % 2 ? "browser_snapshot" : "browser_navigate", k % 2 ? {} : { url: "https://app.trellis.work/settings/notifications" }, `- switch "Email: Mentions" [ref=e${n.int(30, 40)}]\n- switch "Email: Assignments" [checked]\n- switch "Email: Digest"\n- text: "Last saved ${n.ago()}"`);
  }
  const root = S.agent("mcp-agent.run", { task: goal }, { stop_reason: "max_turns" }, kids, { server: "@playwright/mcp" });
  return row(FAM, 3, "Playwright-MCP agent switches off Mentions emails and sees 'Preferences saved', then reloads and re-snapshots four times, announcing the same success each time, until the turn limit.", true, true, goal, root);
}
export default [r01, r02, r03];
