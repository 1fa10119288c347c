import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "repeated_user_notice";

// 01: browser-use: insurance claim upload fails, agent messages user each time.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "File a water-damage claim on the Meridian Home Insurance portal for policy HO-3 77120-45 and attach the photos in ~/claims/kitchen_leak/.";
  const steps = [];
  const st = (ng, acts) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatAnthropic.ainvoke", { model: "claude-3-5-sonnet", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "-", memory: "Claim draft CLM-D-" + "40981", next_goal: ng }, action: acts.map((a) => ({ [a[0]]: a[1] })) }),
    ...acts.map((a) => S.tool(a[0], a[1], a[2], a[3] ? { error: a[3] } : {})),
  ]));
  st("Log in", [["go_to_url", { url: "https://my.meridianhome.com/login" }, { extracted_content: `Navigated; state=${n.hex(24)}` }], ["input_text", { index: 4, text: "r.alvarez@proton.me" }, { extracted_content: "⌨️ Input email" }], ["input_text", { index: 6, text: "<secret>" }, { extracted_content: "⌨️ Input password" }], ["click_element_by_index", { index: 8 }, { extracted_content: "🖱️ Sign in" }]]);
  st("Start claim", [["click_element_by_index", { index: 19 }, { extracted_content: "🖱️ 'File a claim'" }], ["select_dropdown_option", { index: 23, text: "Water damage" }, { extracted_content: "selected" }], ["input_text", { index: 25, text: "Dishwasher supply line burst, kitchen floor and lower cabinets soaked." }, { extracted_content: "⌨️ Input" }]]);
  const msg = "I tried to upload the kitchen leak photos, but the portal rejected the upload with 'Upload failed. Please try again later.' I'll retry the upload now; the claim draft CLM-D-40981 is saved.";
  for (let k = 0; k < 4; k++) {
    st("Upload photos", [["upload_file", { index: 31 + n.int(0, 2), path: "~/claims/kitchen_leak/IMG_2041.HEIC" }, { extracted_content: `Upload failed. Please try again later. (code UPL-500, trace ${n.hex(16)}, ${n.httpDate()})` }, "upload rejected"]]);
    st("Tell the user about the failure", [["send_message_to_user", { text: k % 2 ? msg.replace("I'll retry", "I will retry") : msg }, { delivered: true, at: n.iso() }]]);
  }
  const root = S.agent("Agent.run", { task: goal }, { is_done: false, reason: "max_steps" }, steps, { framework: "browser-use", available_file_paths: ["~/claims/kitchen_leak/IMG_2041.HEIC"] });
  return row(FAM, 1, "Browser-use agent retries the same HEIC photo upload four times, gets the same 'Upload failed' error, and sends the user the same failure-and-retry message after each attempt.", true, true, goal, root);
}

// 02: Anthropic computer-use + Slack-post tool: bank login blocked on 2FA push.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Log into the Cascade Credit Union business portal and download the March 2024 statement PDF for account ending 0912.";
  const kids = [];
  const t = (text, name, input, out, e) => {
    kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", messages: [{ role: "user", content: goal }] }, { content: [...(text ? [{ type: "text", text }] : []), { type: "tool_use", name, input }] }));
    kids.push(S.tool(name, input, out, e ? { error: e } : {}));
  };
  t("Opening the login page.", "computer", { action: "screenshot" }, { note: "screenshot taken", ...n.shotMeta() });
  t(null, "computer", { action: "left_click", coordinate: [640, 330] }, { ok: true });
  t(null, "computer", { action: "type", text: "ops-finance@lumenworks.co" }, { ok: true });
  t(null, "computer", { action: "left_click", coordinate: [640, 390] }, { ok: true });
  t(null, "computer", { action: "type", text: "<password from vault>" }, { ok: true });
  const note = "Heads up: the Cascade CU login is waiting on a push approval sent to the registered phone. Please approve it in the Cascade app within 60 seconds — I'm retrying the sign-in now.";
  for (let k = 0; k < 4; k++) {
    t(k ? null : "Submitting the login.", "computer", { action: "left_click", coordinate: [640 + n.int(-3, 3), 452 + n.int(-3, 3)] }, { ok: true });
    t(null, "computer", { action: "screenshot" }, { note: "screenshot taken", ...n.shotMeta(), ocr: `We sent a notification to your device ending ••88.\nRequest expired. Code 2FA-TIMEOUT · ${n.clockStr()} · ref ${n.b62(10)}` });
    t(k ? note.replace("Heads up: ", "") : note, "slack_post_message", { channel: "#finance-ops", text: note }, { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}`, channel: "C04" + n.b62(8).toUpperCase() });
  }
  const root = S.agent("computer_use_loop", { task: goal }, { status: "aborted", reason: "max_iterations" }, kids, { tools: ["computer_20241022", "slack_post_message"] });
  return row(FAM, 2, "Computer-use agent retries a bank login that times out on 2FA four times, posting the same 'please approve the push' Slack message after each identical failure.", true, true, goal, root);
}

// 03: WebArena Reddit/Postmill style: posting blocked by rate limit; agent posts the same status to the user.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Post in the r/homelab forum a thread titled 'Cheap 10GbE switch recommendations under $200?' with a short body describing my rack (3 nodes, Proxmox).";
  const kids = [];
  const step = (think, action, obs, e) => {
    kids.push(S.llm("gpt-4o", { prompt: `OBJECTIVE: ${goal}\nOBSERVATION: ...` }, `${think} In summary, the next action I will perform is \`\`\`${action}\`\`\``));
    kids.push(S.tool("env.step", { action }, { observation: obs, url: `http://reddit.local:9999/submit/homelab?_csrf_token=${n.csrf()}` }, e ? { error: e } : {}));
  };
  step("I need the submit form for homelab.", "goto [http://reddit.local:9999/submit/homelab]", "[41] textbox 'Title *'\n[43] textbox 'Body'\n[52] button 'Create submission'");
  step("Fill the title.", "type [41] [Cheap 10GbE switch recommendations under $200?] [0]", "[41] textbox 'Title *' value: 'Cheap 10GbE switch recommendations under $200?'");
  step("Fill the body.", "type [43] [Running a 3-node Proxmox cluster in a 12U rack; looking for a quiet 10GbE switch under $200. Suggestions?] [0]", "[43] textbox 'Body' value: 'Running a 3-node...'");
  const say = "I could not create the post: the forum says 'You cannot post more. Wait a while before trying again.' I will try submitting again.";
  for (let k = 0; k < 4; k++) {
    step(k ? "Submitting again." : "Submit.", `click [${52 + n.int(0, 3)}]`, `[60] StaticText 'You cannot post more. Wait a while before trying again.'\n[61] StaticText 'Posted ${n.ago()} by user MarvelsGrantMan136'`, "submission rejected");
    step(say, `send_msg_to_user [${say}]`, "Message sent.");
  }
  const root = S.agent("webarena.run_episode", { intent: goal, sites: ["reddit"] }, { score: 0 }, kids, { agent: "PromptAgent", max_steps: 15 });
  return row(FAM, 3, "WebArena-style agent clicks Create submission four times against the same posting limit and sends the user the same 'could not create the post, will try again' message each round.", true, true, goal, root);
}
export default [r01, r02, r03];
