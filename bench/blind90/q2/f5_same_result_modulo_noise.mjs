import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "same_result_modulo_noise";

// 01: browser-use, parcel tracking page re-extracted.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Check where parcel 1Z 84W 2E7 03 9917 4420 is and, if it has not moved in 48 hours, open a 'package delayed' claim on the seller's site.";
  const steps = [];
  const st = (mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o-mini", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "Success", memory: mem, next_goal: ng }, action: [{ [a]: args }] }),
    S.tool(a, args, out),
  ]));
  const track = () => ({ extracted_content: `Status: Label created — shipper has not handed over the package\nLast scan: Louisville, KY · Apr 2\nUpdated ${n.ago()} · ref ${n.reqId("trk-")}\nEstimated delivery: Pending\n(server ${n.host("track")}, ${n.ms()}ms)` });
  st("Start", "Open tracking", "go_to_url", { url: "https://www.ups.example/track?tracknum=1Z84W2E70399174420" }, { extracted_content: `Navigated to https://www.ups.example/track?tracknum=1Z84W2E70399174420&loc=en_US&_=${n.epochMs()}` });
  st("Cookie modal open", "Dismiss cookies", "click_element_by_index", { index: 2 }, { extracted_content: "🖱️ Clicked 'Accept'" });
  for (let k = 0; k < 5; k++) {
    st(k === 0 ? "Tracking page loaded." : `Checked ${k} times; same label-created status.`, "Extract tracking status", "extract_content", { goal: "current tracking status and last scan" }, track());
    st("Refresh for latest scan", "Reload tracking", "refresh_page", {}, { extracted_content: `🔄 Refreshed page, tab ${n.tab()}` });
  }
  const root = S.agent("Agent.run", { task: goal }, { is_done: false, reason: "max_steps" }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent reloads and re-extracts a parcel status five times, always 'Label created, last scan Apr 2' apart from 'updated x ago', request ids and host names, and never files the claim.", true, true, goal, root);
}

// 02: Anthropic computer-use on a router admin page (clicks drift in coordinates).
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Open the router admin at 192.168.0.1, find out why the WAN is down, and restart the WAN connection if needed.";
  const kids = [];
  const t = (text, input, out) => {
    kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", messages: [{ role: "user", content: goal }] }, { content: [...(text ? [{ type: "text", text }] : []), { type: "tool_use", id: "toolu_" + n.b62(24), name: "computer", input }] }));
    kids.push(S.tool("computer", input, out));
  };
  const status = () => ({ type: "image", note: "screenshot taken", ...n.shotMeta(), ocr: `WAN Status: Disconnected\nIP Address: 0.0.0.0\nUptime: 0 d 00:00:00\nLast attempt: ${n.usDate()} (PPPoE timeout, retry #${n.int(3, 90)})\nSession: ${n.hex(12)}` });
  t("Screenshot first.", { action: "screenshot" }, { type: "image", note: "screenshot taken", ...n.shotMeta(), ocr: "Firefox — 192.168.0.1 — Login" });
  t("Enter the admin password.", { action: "left_click", coordinate: [640, 360] }, { ok: true });
  t(null, { action: "type", text: "••••••••" }, { ok: true });
  t(null, { action: "key", text: "Return" }, { ok: true });
  t("Open Status > Internet.", { action: "left_click", coordinate: [212, 148] }, status());
  const coords = [[1104, 236], [1101, 239], [1106, 234], [1103, 238], [1099, 237]];
  coords.forEach((c, k) => {
    t(k === 0 ? "WAN shows Disconnected. I'll press Refresh to get current status." : "Refreshing the status again.", { action: "left_click", coordinate: c }, { ok: true });
    t(null, { action: "screenshot" }, status());
  });
  const root = S.agent("computer_use_demo.loop", { task: goal }, { status: "max_iterations" }, kids, { vm: "ubuntu-22.04", screen: "1280x800" });
  return row(FAM, 2, "Computer-use agent clicks the router's Refresh button at slightly shifting coordinates five times; every screenshot OCR says WAN Disconnected apart from timestamps, retry counter and session id; it never restarts the WAN.", true, true, goal, root);
}

// 03: Stagehand extract loop on a flight status page.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Check whether flight LX 1613 ZRH→VIE today is delayed; if so, rebook the passenger Dana Iqbal onto the next departure through the airline's manage-booking page.";
  const kids = [];
  kids.push(S.tool("page.goto", { url: "https://www.swissflights.example/en/flight-status" }, { status: 200, headers: { date: n.httpDate(), "x-cache": "MISS", "x-served-by": n.host("cdn") } }));
  kids.push(S.tool("stagehand.act", { action: "search flight number LX1613 for today" }, { success: true, message: "filled 'LX1613' and clicked Search" }));
  for (let k = 0; k < 6; k++) {
    const req = { instruction: "extract the flight status, scheduled and estimated departure", schema: { status: "string", scheduled: "string", estimated: "string" }, client_ts: n.iso() };
    kids.push(S.llm("gpt-4o", { messages: [{ role: "user", content: goal }, { role: "assistant", content: k ? "Let me check the status again." : "Extracting status." }] }, { tool_calls: [{ name: "extract", arguments: JSON.stringify(req) }] }));
    kids.push(S.tool("stagehand.extract", req, { status: "Delayed", scheduled: "14:05", estimated: "15:40", gate: "A54", fetched: n.iso(), url: `https://www.swissflights.example/en/flight-status/LX1613?date=today&v=${n.hex(10)}`, metadata: { completion_tokens: n.int(20, 60), inference_ms: n.ms() } }));
  }
  const root = S.agent("stagehand.agent", { instruction: goal }, { success: false, message: "Step budget exhausted" }, kids, { sessionId: n.uuid(), env: "LOCAL" });
  return row(FAM, 3, "Stagehand agent re-extracts the same flight status ('Delayed, est. 15:40') six times with only client timestamps, cache-busting tokens and inference timings changing, never moving on to rebook.", true, false, goal, root);
}
export default [r01, r02, r03];
