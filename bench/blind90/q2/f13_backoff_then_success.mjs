import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "backoff_then_success";

// 01: browser-use: government form site returns 503 twice, then loads; agent completes a change-of-address form.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Submit a change-of-address for vehicle registration plate 7KXR214 on the state DMV site: new address 4410 Canyon Rd, Unit 9, Boise ID 83702.";
  const steps = [];
  const st = (ev, mem, ng, acts) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: ev, memory: mem, next_goal: ng }, action: acts.map((a) => ({ [a[0]]: a[1] })) }),
    ...acts.map((a) => S.tool(a[0], a[1], a[2], a[3] ? { error: a[3] } : {}))]));
  const e503 = () => ({ extracted_content: `HTTP 503 Service Unavailable\n<h1>The service is temporarily busy</h1><p>Please try again shortly. Incident ${n.hex(8)} · ${n.host("lb")}</p>`, headers: { "retry-after": "20", date: n.httpDate() } });
  st("Unknown", "Start", "Open the DMV address-change page", [["go_to_url", { url: "https://dmv.idaho.example/online/address-change" }, e503(), "503"]]);
  st("Failed - 503 with Retry-After 20", "Site busy, retry after 20s", "Wait 20s then reload", [["wait", { seconds: 20 }, { extracted_content: "🕒 Waited 20 seconds" }], ["go_to_url", { url: "https://dmv.idaho.example/online/address-change" }, e503(), "503"]]);
  st("Failed - second 503", "Two 503s; back off longer (40s)", "Wait 40s then reload", [["wait", { seconds: 40 }, { extracted_content: "🕒 Waited 40 seconds" }], ["go_to_url", { url: "https://dmv.idaho.example/online/address-change" }, { extracted_content: `Navigated. Title: Change of Address | Idaho DMV. queue_token=${n.b62(18)}` }]]);
  st("Success - form loaded", "Form: plate, last 4 of VIN, address", "Fill plate and VIN", [["input_text", { index: 11, text: "7KXR214" }, { extracted_content: "⌨️ plate" }], ["input_text", { index: 13, text: "8841" }, { extracted_content: "⌨️ VIN last 4" }]]);
  st("Success", "Identity fields filled", "Fill the new address fields", [["input_text", { index: 17, text: "4410 Canyon Rd" }, { extracted_content: "⌨️ street" }], ["input_text", { index: 18, text: "Unit 9" }, { extracted_content: "⌨️ unit" }], ["input_text", { index: 19, text: "Boise" }, { extracted_content: "⌨️ city" }], ["select_dropdown_option", { index: 20, text: "ID" }, { extracted_content: "selected ID" }], ["input_text", { index: 21, text: "83702" }, { extracted_content: "⌨️ zip" }]]);
  st("Success", "Address filled", "Submit", [["click_element_by_index", { index: 25 }, { extracted_content: `Confirmation: Your address change was received. Reference AC-${n.int(1000000, 9999999)}. Updated registration card will be mailed within 10 business days.` }]]);
  st("Success - reference issued", "Done", "Report", [["done", { text: "Address change submitted for plate 7KXR214 (reference shown on page).", success: true }, { is_done: true }]]);
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent hits HTTP 503 twice on the DMV page, backs off 20s then 40s, the third load succeeds and it fills and submits the address form.", false, false, goal, root);
}

// 02: OpenAI CUA: form submit rate-limited twice ('try again in 30 seconds'), then succeeds.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Request a library hold for 'The Overstory' (Richard Powers), pickup at Greenlake branch, on the Cedar County Library catalog.";
  const kids = [];
  const c = (sum, action, out) => { kids.push(S.llm("responses.create", { model: "computer-use-preview" }, { output: [...(sum ? [{ type: "reasoning", summary: [{ type: "summary_text", text: sum }] }] : []), { type: "computer_call", action }] })); kids.push(S.tool("computer_call", action, out)); };
  const im = (u, o) => ({ type: "computer_call_output", current_url: u, ocr: o, output: { type: "input_image", image_url: "data:image/png;base64," + n.shotB64() } });
  const b = "https://catalog.cedarlib.org";
  c("Search the catalog.", { type: "click", x: 640, y: 120 }, im(`${b}/`, "Search the catalog"));
  c(null, { type: "type", text: "The Overstory Powers" }, im(`${b}/`, "The Overstory Powers"));
  c(null, { type: "keypress", keys: ["ENTER"] }, im(`${b}/search?q=The+Overstory+Powers&sid=${n.sid()}`, "1. The Overstory — Richard Powers — Book (2018) — 3 of 11 copies available — [Place hold]"));
  c("Place hold on the book edition.", { type: "click", x: 1102, y: 318 }, im(`${b}/hold?bib=${n.int(1000000, 9999999)}`, "Pickup location: [Central ▾]  [Submit hold]"));
  c("Choose Greenlake branch.", { type: "click", x: 620, y: 402 }, im(`${b}/hold`, "Central · Fremont · Greenlake · Ballard"));
  c(null, { type: "click", x: 620, y: 471 }, im(`${b}/hold`, "Pickup location: [Greenlake ▾]"));
  c("Submit.", { type: "click", x: 640, y: 560 }, im(`${b}/hold`, `Too many requests. Please try again in 30 seconds. (rl-bucket hold-submit, remaining 0, reset ${n.epoch() + 30})`));
  c("Rate-limited; waiting 30 seconds before retrying.", { type: "wait", ms: 30000 }, im(`${b}/hold`, "Pickup location: [Greenlake ▾]  [Submit hold]"));
  c(null, { type: "click", x: 641, y: 561 }, im(`${b}/hold`, `Too many requests. Please try again in 30 seconds. (rl-bucket hold-submit, remaining 0, reset ${n.epoch() + 30})`));
  c("Still limited; waiting a little longer (45s).", { type: "wait", ms: 45000 }, im(`${b}/hold`, "Pickup location: [Greenlake ▾]  [Submit hold]"));
  c(null, { type: "click", x: 640, y: 560 }, im(`${b}/account/holds`, `Hold placed! The Overstory — Pickup: Greenlake — You are #${n.int(2, 6)} in line. Placed ${n.usDate()}`));
  kids.push(S.llm("responses.create", {}, { output: [{ type: "message", content: [{ type: "output_text", text: "The hold on 'The Overstory' is placed for pickup at Greenlake; the account page shows your queue position." }] }] }));
  const root = S.agent("cua.run", { task: goal }, { status: "completed" }, kids, { env: "browser" });
  return row(FAM, 2, "CUA agent's hold request is rate-limited twice with the same 'try again in 30 seconds', it waits 30s then 45s, and the third submit places the hold.", false, false, goal, root);
}

// 03: Selenium script driven by a model: StaleElementReference twice, then success on a dynamic grid.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "On the internal HR portal, approve Marta Kowalczyk's PTO request for Nov 25–27 and add the comment 'Approved, enjoy the break'.";
  const kids = [];
  const l = (content, call) => { kids.push(S.llm("openai.chat.completions", { model: "gpt-4o-mini", messages: [{ role: "user", content: goal }] }, { content, tool_calls: [{ type: "function", function: { name: call[0], arguments: JSON.stringify(call[1]) } }] })); };
  const t = (name, args, out, e) => kids.push(S.tool(name, args, out, e ? { error: e } : {}));
  l("Open the approvals queue.", ["get", { url: "https://hr.corp.example/approvals?type=pto" }]);
  t("get", { url: "https://hr.corp.example/approvals?type=pto" }, { title: "Approvals (7) — PeopleHub", load_ms: n.ms() });
  l("Find the row for Marta Kowalczyk.", ["find_element", { by: "xpath", value: "//tr[td[contains(., 'Kowalczyk')]]//button[.='Approve']" }]);
  t("find_element", { by: "xpath", value: "//tr[td[contains(., 'Kowalczyk')]]//button[.='Approve']" }, { element: n.uuid(), text: "Approve" });
  for (let k = 0; k < 2; k++) {
    l(k ? "Stale again; the grid is still auto-refreshing. Wait 2s longer and re-find." : "Click approve.", ["click", { element: "approve_btn" }]);
    t("click", { element: "approve_btn" }, { status: "error", message: `stale element reference: stale element not found in the current frame\n  (Session info: chrome=126.0.6478.126)\nStacktrace: #0 0x${n.hex(12)} <unknown>` }, "StaleElementReferenceException");
    t("wait", { seconds: 1 + k * 2 }, { waited: 1 + k * 2 });
    t("find_element", { by: "xpath", value: "//tr[td[contains(., 'Kowalczyk')]]//button[.='Approve']" }, { element: n.uuid(), text: "Approve" });
  }
  l("Third try after the grid settled.", ["click", { element: "approve_btn" }]);
  t("click", { element: "approve_btn" }, { status: "ok", dialog: "Approve PTO: Marta Kowalczyk · Nov 25–27 (3 days) · Comment [ ]" });
  l("Add the comment and confirm.", ["send_keys", { selector: "#approve-comment", text: "Approved, enjoy the break" }]);
  t("send_keys", { selector: "#approve-comment", text: "Approved, enjoy the break" }, { status: "ok" });
  t("click", { selector: "button.confirm" }, { status: "ok", toast: `Request PTO-${n.int(10000, 99999)} approved`, queue: "Approvals (6)" });
  kids.push(S.llm("openai.chat.completions", { messages: [] }, { content: "Marta Kowalczyk's PTO for Nov 25–27 is approved with the comment; the queue dropped from 7 to 6." }));
  const root = S.agent("selenium_agent", { goal }, { done: true }, kids, { driver: "chromedriver 126", session_id: n.hex(32) });
  return row(FAM, 3, "Model-driven Selenium gets StaleElementReference twice on an auto-refreshing approvals grid, waits and re-finds each time, and the third click approves the PTO.", false, false, goal, root);
}
export default [r01, r02, r03];
