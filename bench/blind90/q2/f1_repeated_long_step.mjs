import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "repeated_long_step";

// 01: browser-use style (agent.step chains with an LLM call and controller actions), outdoor retailer return form.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "On trailpeak-outfitters.com, start a return for order TP-88213-K (the 2-person tent, arrived with a torn fly) and get to the refund confirmation page.";
  const sys = "You are a precise browser automation agent. Respond with JSON {current_state:{evaluation_previous_goal, memory, next_goal}, action:[...]}.";
  const steps = [];
  const step = (i, state, actions, results, domNote) => {
    const llm = S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o-2024-08-06", messages: [{ role: "system", content: sys }, { role: "user", content: `Task: ${goal}` }, { role: "user", content: domNote }] }, { current_state: state, action: actions });
    const tools = actions.map((a, k) => { const [nm, args] = Object.entries(a)[0]; const res = results[k]; return S.tool(nm, args, res.out, res.error ? { error: res.error } : {}); });
    steps.push(S.chain(`agent.step ${i}`, { step: i }, { actions: actions.length }, [llm, ...tools], { browser_session: "bs_" + n.hex(10) }));
  };
  const url0 = `https://www.trailpeak-outfitters.com/?utm_source=agent&${n.cb()}`;
  step(1, { evaluation_previous_goal: "Unknown - starting", memory: "Need order TP-88213-K return.", next_goal: "Open the store homepage" }, [{ go_to_url: { url: "https://www.trailpeak-outfitters.com" } }], [{ out: { extracted_content: `🔗 Navigated to ${url0}`, include_in_memory: true } }], "[Start page] about:blank");
  step(2, { evaluation_previous_goal: "Success - homepage loaded", memory: "Cookie banner covers footer.", next_goal: "Accept cookies, then open Orders" }, [{ click_element_by_index: { index: 3 } }, { click_element_by_index: { index: 17 } }], [{ out: { extracted_content: "🖱️ Clicked button with index 3: Accept all" } }, { out: { extracted_content: "🖱️ Clicked button with index 17: Orders & Returns" } }], `[0]<a>TrailPeak</a>\n[3]<button>Accept all</button>\n[4]<button>Manage preferences</button>\n[17]<a>Orders & Returns</a>\n[18]<a>Cart (0)</a>\n... ad slot div#gpt-ad-${n.int(1000,9999)}`);
  step(3, { evaluation_previous_goal: "Success - lookup form visible", memory: "Guest lookup needs order no. and email.", next_goal: "Fill order number and email" }, [{ input_text: { index: 9, text: "TP-88213-K" } }, { input_text: { index: 11, text: "m.okafor@fastmail.com" } }, { click_element_by_index: { index: 14 } }], [{ out: { extracted_content: "⌨️ Input TP-88213-K into index 9" } }, { out: { extracted_content: "⌨️ Input m.okafor@fastmail.com into index 11" } }, { out: { extracted_content: "🖱️ Clicked button with index 14: Find order" } }], "[9]<input placeholder='Order number'/>\n[11]<input type=email placeholder='Email'/>\n[14]<button>Find order</button>");
  step(4, { evaluation_previous_goal: "Success - order page shows 3 items", memory: "Order TP-88213-K: Ridgeline 2P tent $329, stakes $18, dry bag $24. Delivered 6 days ago.", next_goal: "Start return for the tent only" }, [{ click_element_by_index: { index: 26 } }], [{ out: { extracted_content: "🖱️ Clicked button with index 26: Return items" } }], `[22]<div>Ridgeline 2P Tent — $329.00 — Delivered ${n.ago()}</div>\n[26]<button>Return items</button>\n[27]<a>Track package</a>`);
  step(5, { evaluation_previous_goal: "Success - item picker shown", memory: "Tent checkbox index 31.", next_goal: "Tick the tent and continue" }, [{ click_element_by_index: { index: 31 } }, { click_element_by_index: { index: 38 } }], [{ out: { extracted_content: "🖱️ Clicked checkbox with index 31" } }, { out: { extracted_content: "🖱️ Clicked button with index 38: Continue" } }], "[31]<input type=checkbox aria-label='Ridgeline 2P Tent'/>\n[33]<input type=checkbox aria-label='Alloy stakes x8'/>\n[35]<input type=checkbox aria-label='Roll-top dry bag 20L'/>\n[38]<button>Continue</button>");
  const longThought = "The return reason page is open for the Ridgeline 2P tent. The reason dropdown is element 41 and the matching option is 'Arrived damaged or defective'; after selecting it a photo upload field usually appears, but the fly tear is described in text so I will fill the comment box at index 44 with a short description, then press Continue at index 47 to reach the refund method screen where I choose the original Visa card.";
  const dom6 = `[41]<select name=reason>Choose a reason|Arrived damaged or defective|No longer needed|Wrong size</select>\n[44]<textarea name=comment/>\n[47]<button disabled>Continue</button>\nsessionid=${n.sid()}`;
  step(6, { evaluation_previous_goal: "Success - reason form loaded", memory: "Tent selected for return.", next_goal: longThought }, [{ select_dropdown_option: { index: 41, text: "Arrived damaged or defective" } }], [{ out: { extracted_content: "Could not select option 'Arrived damaged or defective' in dropdown: element 41 is not a <select> in the current DOM (custom listbox)" }, error: "ActionError: select_dropdown_option failed" }], dom6);
  step(7, { evaluation_previous_goal: "Failed - dropdown is a custom listbox", memory: "Reason list is a custom component.", next_goal: "Read the visible dropdown options" }, [{ get_dropdown_options: { index: 41 } }], [{ out: { extracted_content: "0: text=\"Choose a reason\"\n1: text=\"Arrived damaged or defective\"\n2: text=\"No longer needed\"\n3: text=\"Wrong size\"\nUse the exact text string in select_dropdown_option" } }], dom6);
  step(8, { evaluation_previous_goal: "Success - options listed", memory: "Tent selected for return. Options confirmed.", next_goal: longThought.replace("usually appears", "typically appears").replace("a short description", "a short note") }, [{ select_dropdown_option: { index: 41, text: "Arrived damaged or defective" } }], [{ out: { extracted_content: "Could not select option 'Arrived damaged or defective' in dropdown: element 41 is not a <select> in the current DOM (custom listbox)" }, error: "ActionError: select_dropdown_option failed" }], dom6.replace(/sessionid=\w+/, "sessionid=" + n.sid()));
  const root = S.agent("Agent.run", { task: goal, max_steps: 8, use_vision: false }, { is_done: false, status: "stopped", reason: "Reached max_steps=8 without done action", total_input_tokens: n.int(40000, 60000) }, steps, { framework: "browser-use 0.1.40", llm: "gpt-4o" });
  return row(FAM, 1, "Browser-use agent restates the same long plan for the return-reason dropdown after a retry that returned the identical failure, then hits max_steps.", true, true, goal, root);
}

// 02: Anthropic computer-use loop (messages with tool_use blocks, computer tool), LibreOffice Calc on a Linux desktop.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "In the open file ~/Documents/q3_expenses.ods, add a SUM row at the bottom of column D (Amount) labelled 'Total' and save the file in ODS format.";
  const kids = [];
  const shot = () => ({ type: "tool_result", content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: n.shotB64() } }], _meta: n.shotMeta(1024, 768) });
  const turn = (text, action, out, err) => {
    const tu = { type: "tool_use", id: "toolu_01" + n.b62(22), name: "computer", input: action };
    kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", system: "You are utilising an Ubuntu virtual machine using x86_64 architecture with internet access. Screen 1024x768.", messages: [{ role: "user", content: goal }, { role: "user", content: "[prior turns elided by tracer: " + kids.length + " spans]" }] }, { stop_reason: "tool_use", content: [...(text ? [{ type: "text", text }] : []), tu] }));
    kids.push(S.tool("computer", action, out, err ? { error: err } : {}));
  };
  turn("I'll take a screenshot to see the current state of the desktop.", { action: "screenshot" }, shot());
  turn("LibreOffice Calc is open with q3_expenses.ods. I need to find the last row of data. I'll press Ctrl+End to jump there.", { action: "key", text: "ctrl+End" }, { output: "", duration_ms: n.ms() });
  turn(null, { action: "screenshot" }, shot());
  turn("The cursor is at D47, so data ends on row 47. I'll click cell C48 to type the label.", { action: "left_click", coordinate: [318, 611] }, { output: "clicked", coordinate: [318, 611] });
  turn(null, { action: "type", text: "Total\t" }, { output: "" });
  turn(null, { action: "type", text: "=SUM(D2:D47)\n" }, { output: "" });
  turn("Let me verify the formula result.", { action: "zoom", region: [250, 590, 520, 640] }, { type: "tool_result", content: [{ type: "text", text: "OCR: 47 | Office chairs x2 | 389.00\n48 | Total | 14,208.55" }] });
  turn("The total 14,208.55 is in D48. Now I'll save with Ctrl+S.", { action: "key", text: "ctrl+s" }, { output: "" });
  turn(null, { action: "screenshot" }, { ...shot(), ocr_hint: "Dialog: Keep current format? [Use ODF Format!] [Use Excel 2007-365!]" });
  const long = "A 'Keep current format' dialog has appeared. Since the task requires ODS format, I need to click the 'Use ODF Format!' button, which is the left button in the dialog, located at approximately (402, 431). After clicking it the file will be saved and the title bar should no longer show the modified indicator.";
  turn(long, { action: "left_click", coordinate: [402, 431] }, { output: "clicked", coordinate: [402, 431] });
  turn(null, { action: "screenshot" }, { ...shot(), ocr_hint: "Dialog: Keep current format? [Use ODF Format!] [Use Excel 2007-365!]" });
  turn(long.replace("approximately", "about").replace("After clicking it", "Once I click it"), { action: "left_click", coordinate: [404, 429] }, { output: "clicked", coordinate: [404, 429] });
  kids.push(S.span("event", "loop_terminated", { reason: "wall_clock_budget" }, { elapsed_s: n.int(290, 310), budget_s: 300 }));
  const root = S.agent("computer_use_demo.sampling_loop", { task: goal, provider: "anthropic", only_n_most_recent_images: 3 }, { status: "timeout", messages: kids.length }, kids, { display: ":1", tool_version: "computer_use_20241022" });
  return row(FAM, 2, "Computer-use agent repeats its long explanation of the save-format dialog after a screenshot that shows the identical dialog, then the loop times out.", true, true, goal, root);
}

// 03: OpenAI CUA Responses API (computer_call / computer_call_output), dental clinic booking portal.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Book the earliest available hygiene cleaning at Brightside Dental (Maple Ave location) for patient Lena Fischer, DOB 1988-02-14, and report the confirmed time.";
  const kids = [];
  let prev = "resp_" + n.hex(24);
  const call = (summary, action, url, extra = {}) => {
    const id = "resp_" + n.hex(24);
    kids.push(S.llm("responses.create", { model: "computer-use-preview", previous_response_id: prev, truncation: "auto", tools: [{ type: "computer_use_preview", display_width: 1440, display_height: 900, environment: "browser" }] }, { id, output: [...(summary ? [{ type: "reasoning", summary: [{ type: "summary_text", text: summary }] }] : []), { type: "computer_call", call_id: "call_" + n.b62(20), action, pending_safety_checks: [] }] }));
    prev = id;
    kids.push(S.tool("computer_call", action, { type: "computer_call_output", output: { type: "input_image", image_url: "data:image/png;base64," + n.shotB64() }, current_url: url, ...extra }));
  };
  const base = "https://book.brightsidedental.com";
  call("Opening the booking site.", { type: "screenshot" }, `${base}/?loc=maple&sid=${n.sid()}`);
  call("Select the Maple Ave location card.", { type: "click", x: 512, y: 388, button: "left" }, `${base}/location/maple?sid=${n.sid()}`);
  call("Choose 'Hygiene cleaning (60 min)'.", { type: "click", x: 700, y: 455, button: "left" }, `${base}/maple/service/hyg60`);
  call("Fill patient first name.", { type: "type", text: "Lena" }, `${base}/maple/patient`);
  call(null, { type: "keypress", keys: ["TAB"] }, `${base}/maple/patient`);
  call("Fill last name.", { type: "type", text: "Fischer" }, `${base}/maple/patient`);
  call(null, { type: "keypress", keys: ["TAB"] }, `${base}/maple/patient`);
  call("Enter date of birth in MM/DD/YYYY as the placeholder shows.", { type: "type", text: "02/14/1988" }, `${base}/maple/patient`);
  call("Click Next to see the calendar.", { type: "click", x: 1180, y: 802, button: "left" }, `${base}/maple/calendar?week=0`, { ocr: "Mon — no openings | Tue — no openings | Wed 9:40 AM, 2:15 PM | Thu — no openings" });
  const long = "The calendar shows the current week: Monday and Tuesday have no openings, and Wednesday has 9:40 AM and 2:15 PM. The earliest slot is Wednesday at 9:40 AM, but I should check whether the previous-week arrow is disabled so that no earlier date exists before selecting it, and then confirm the booking on the summary page.";
  call(long, { type: "scroll", x: 720, y: 400, scroll_x: 0, scroll_y: -300 }, `${base}/maple/calendar?week=0`, { ocr: "Mon — no openings | Tue — no openings | Wed 9:40 AM, 2:15 PM | Thu — no openings", scroll_y: 0 });
  call(long.replace("I should check", "I need to check").replace("so that no earlier date exists", "so no earlier date exists"), { type: "scroll", x: 720, y: 402, scroll_x: 0, scroll_y: -300 }, `${base}/maple/calendar?week=0`, { ocr: "Mon — no openings | Tue — no openings | Wed 9:40 AM, 2:15 PM | Thu — no openings", scroll_y: 0 });
  kids.push(S.span("event", "run_cutoff", { max_turns: 11 }, { reason: "max_turns reached", turns: 11 }));
  const root = S.agent("cua_agent.run", { task: goal, environment: "browser", start_url: base }, { final: null, status: "incomplete" }, kids, { sdk: "openai-python 1.66", playwright: "1.50" });
  return row(FAM, 3, "CUA agent restates its long 'earliest slot, check previous-week arrow' reasoning after a scroll that changed nothing, then is cut off at max turns.", true, true, goal, root);
}
export default [r01, r02, r03];
