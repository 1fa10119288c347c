import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "paging_past_end";

// 01: browser-use (step chains), product reviews paged with ?page=N.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Collect every 1-star review of the 'Aeroflo X2 Cordless Vacuum' on homegoodsdepot.com and summarise the top complaints.";
  const steps = [];
  const step = (i, ng, mem, action, args, out) => steps.push(S.chain(`agent.step ${i}`, { step: i }, {}, [
    S.llm("ChatAnthropic.ainvoke", { model: "claude-3-5-sonnet", messages: [{ role: "user", content: goal }, { role: "user", content: `Current url: ${args.url || "(same)"}` }] }, { current_state: { evaluation_previous_goal: i === 1 ? "Unknown" : "Success", memory: mem, next_goal: ng }, action: [{ [action]: args }] }),
    S.tool(action, args, out),
  ]));
  const base = "https://www.homegoodsdepot.com/p/aeroflo-x2/reviews";
  const real = [
    ["Battery died after 3 weeks", "Charging dock cracked on arrival", "Suction drops on carpet after 10 minutes"],
    ["Brush roll tangles with long hair every use", "Customer service never replied", "Battery light blinks red, won't charge"],
    ["Dustbin latch broke in a month"],
  ];
  step(1, "Open the reviews filtered to 1 star", "Starting.", "go_to_url", { url: `${base}?rating=1&page=1` }, { extracted_content: `🔗 Navigated to ${base}?rating=1&page=1&sessionToken=${n.sid()}` });
  let i = 2;
  real.forEach((rv, p) => {
    step(i++, `Extract reviews on page ${p + 1}`, `Collected ${real.slice(0, p).flat().length} reviews so far.`, "extract_content", { goal: "all review titles and bodies on this page" }, { extracted_content: JSON.stringify({ page: p + 1, showing: `Showing ${p * 10 + 1}-${p * 10 + rv.length} of 21 1-star reviews`, reviews: rv.map((t) => ({ title: t, posted: n.ago(), helpful: n.int(0, 40) })) }) });
    step(i++, `Go to page ${p + 2}`, `Collected ${real.slice(0, p + 1).flat().length} reviews.`, "go_to_url", { url: `${base}?rating=1&page=${p + 2}` }, { extracted_content: `🔗 Navigated to ${base}?rating=1&page=${p + 2}&sessionToken=${n.sid()}` });
  });
  for (let p = 4; p <= 8; p++) {
    step(i++, `Extract reviews on page ${p}`, `Collected 7 reviews. Page ${p - 1} was empty.`, "extract_content", { goal: "all review titles and bodies on this page" }, { extracted_content: JSON.stringify({ page: p, showing: "No reviews match your filters on this page.", reviews: [], ad_slot: `div-gpt-ad-${n.int(100000, 999999)}` }) });
    step(i++, `Go to page ${p + 1}`, "Continuing pagination.", "go_to_url", { url: `${base}?rating=1&page=${p + 1}` }, { extracted_content: `🔗 Navigated to ${base}?rating=1&page=${p + 1}&sessionToken=${n.sid()}` });
  }
  const root = S.agent("Agent.run", { task: goal, max_steps: 18 }, { is_done: false, reason: "max_steps reached" }, steps, { framework: "browser-use 0.1.36" });
  return row(FAM, 1, "Browser-use agent keeps incrementing ?page= after the last 1-star review page, extracting the same empty 'No reviews match' page five times until max_steps.", true, true, goal, root);
}

// 02: Selenium script driven by a model (tool calls find_element/get/execute_script), forum thread with &start= offsets.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Read the whole 'Firmware 4.2 bricked my NAS' thread on forum.storagebay.net and list every workaround that users reported as working.";
  const kids = [];
  const base = "https://forum.storagebay.net/viewtopic.php?t=88127";
  const llm = (content, calls) => kids.push(S.llm("openai.chat.completions", { model: "gpt-4o-mini", messages: [{ role: "system", content: "You control a Selenium Chrome driver via tools." }, { role: "user", content: goal }] }, { content, tool_calls: calls.map((c) => ({ id: "call_" + n.b62(24), type: "function", function: { name: c[0], arguments: JSON.stringify(c[1]) } })) }));
  const pages = [
    ["#1 nasguy: Bricked after 4.2, only blue LED", "#4 kelp: Holding reset 30s + TFTP recovery worked for me", "#9 ana_r: Downgrading via USB recovery image 4.1.3 fixed it"],
    ["#17 drobo_fan: Support says RMA", "#22 pim: Pulling disk 1 during boot let it come up, then reflash", "#29 kelp: confirm TFTP method on DS-220 too"],
    ["#41 admin: Vendor released 4.2.1 hotfix"],
  ];
  let start = 0;
  for (let p = 0; p < pages.length; p++) {
    const url = `${base}&start=${start}`;
    llm(p === 0 ? "Loading the first page of the thread." : `Page had ${pages[p - 1].length} posts with new workarounds; loading start=${start}.`, [["driver_get", { url }]]);
    kids.push(S.tool("driver_get", { url }, { title: "Firmware 4.2 bricked my NAS - StorageBay Forum", current_url: `${url}&sid=${n.hex(32)}`, load_ms: n.ms(300, 2400) }));
    kids.push(S.tool("find_elements", { by: "css selector", value: "div.post div.content" }, pages[p].map((t) => ({ text: t, element_id: n.uuid() }))));
    start += 20;
  }
  for (let k = 0; k < 4; k++) {
    const url = `${base}&start=${start}`;
    llm(`Loading start=${start} for more posts.`, [["driver_get", { url }]]);
    kids.push(S.tool("driver_get", { url }, { title: "Firmware 4.2 bricked my NAS - StorageBay Forum", current_url: `${base}&start=40&sid=${n.hex(32)}`, load_ms: n.ms(300, 2400), note: "server clamped start to last page" }));
    kids.push(S.tool("find_elements", { by: "css selector", value: "div.post div.content" }, [{ text: "#41 admin: Vendor released 4.2.1 hotfix", element_id: n.uuid() }]));
    start += 20;
  }
  const root = S.agent("selenium_llm_driver", { goal, chromedriver: "126.0.6478.126" }, { status: "aborted", reason: "token budget exhausted" }, kids, { headless: true, session_id: n.hex(32) });
  return row(FAM, 2, "Model-driven Selenium keeps raising the forum &start= offset past the last page; the server clamps to the final page and returns the same single post four times.", true, true, goal, root);
}

// 03: Anthropic computer-use, scrolling an infinite feed past its end.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "In the LinkUp web app, scroll through the notifications feed and count how many connection requests arrived this week.";
  const kids = [];
  const turn = (text, input, out) => {
    kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", messages: [{ role: "user", content: goal }] }, { content: [...(text ? [{ type: "text", text }] : []), { type: "tool_use", id: "toolu_" + n.b62(24), name: "computer", input }], stop_reason: "tool_use" }));
    kids.push(S.tool("computer", input, out));
  };
  const shot = (ocr, y) => ({ content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: n.shotB64() } }], ocr_text: ocr, page_scroll_y: y, ...n.shotMeta() });
  turn("Taking a screenshot of the notifications page.", { action: "screenshot" }, shot("Notifications (12)\n• Priya Raman wants to connect · 2d\n• Job alert: Data Engineer · 3d", 0));
  const feed = [
    "• Tomás Ortega wants to connect · 3d\n• Your post got 14 reactions · 4d",
    "• Hana Kim wants to connect · 5d\n• Weekly digest · 6d",
    "• Sam Whitfield wants to connect · 6d\n• Priya Raman endorsed you · 1w",
  ];
  feed.forEach((f, k) => turn(k === 0 ? "One request so far (Priya). Scrolling down." : `Running count ${k + 1}. Scrolling further.`, { action: "scroll", coordinate: [640, 500], scroll_direction: "down", scroll_amount: 10 }, shot(f, 900 * (k + 1))));
  for (let k = 0; k < 4; k++) {
    turn(k === 0 ? "Count is 4. Scrolling to see older items." : null, { action: "scroll", coordinate: [640 + n.int(-6, 6), 500 + n.int(-8, 8)], scroll_direction: "down", scroll_amount: 10 }, shot("• Priya Raman endorsed you · 1w\n— You're all caught up —\nLoading…", 2700));
  }
  turn(null, { action: "key", text: "End" }, shot("— You're all caught up —", 2700));
  turn(null, { action: "scroll", coordinate: [641, 502], scroll_direction: "down", scroll_amount: 15 }, shot("— You're all caught up —", 2700));
  const root = S.agent("computer_use_loop", { task: goal }, { status: "stopped", reason: "max_iterations=14" }, kids, { display: "1280x800", browser: "firefox-esr" });
  return row(FAM, 3, "Computer-use agent keeps scrolling a notification feed whose scroll offset is pinned at the bottom, getting the same 'You're all caught up' screen six times instead of answering.", true, false, goal, root);
}
export default [r01, r02, r03];
