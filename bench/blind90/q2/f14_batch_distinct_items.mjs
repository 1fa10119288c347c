import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "batch_distinct_items";

// 01: browser-use adding a grocery list to the cart, item by item.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Add my weekly grocery list to the FreshCart cart: oat milk 64oz, 1 dozen large eggs, baby spinach 5oz, sourdough loaf, 2 lb bananas, Greek yogurt 32oz. Then tell me the cart total.";
  const steps = [];
  const st = (mem, ng, acts) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o-mini", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "Success", memory: mem, next_goal: ng }, action: acts.map((a) => ({ [a[0]]: a[1] })) }),
    ...acts.map((a) => S.tool(a[0], a[1], a[2]))]));
  st("Start", "Open store", [["go_to_url", { url: "https://www.freshcart.com/store/wholegrain-market" }, { extracted_content: `Navigated; zip 98103; session ${n.sid()}` }]]);
  const items = [["oat milk 64oz", "Oatly Oat Milk Original 64 fl oz", "$5.49"], ["large eggs dozen", "Vital Farms Large Eggs 12ct", "$6.99"], ["baby spinach 5oz", "Organic Girl Baby Spinach 5oz", "$3.99"], ["sourdough loaf", "Tartine Country Sourdough 1lb", "$8.50"], ["bananas", "Bananas (per lb) × 2", "$1.18"], ["greek yogurt 32oz", "Fage Total 2% 32oz", "$7.29"]];
  items.forEach(([q, name, price], k) => {
    st(`${k} of 6 added`, `Search '${q}' and add the first match`, [
      ["input_text", { index: 4, text: q }, { extracted_content: `⌨️ '${q}' → results` }],
      ["click_element_by_index", { index: 40 + n.int(0, 30) }, { extracted_content: `Added ${name} (${price}) to cart. Cart badge: ${k + 1}` }],
    ]);
  });
  st("6 of 6 added", "Open cart for total", [["click_element_by_index", { index: 9 }, { extracted_content: "Cart (6 items) · Subtotal $33.44 · Est. service fee $2.95 · Delivery Free" }]]);
  st("Subtotal $33.44", "Report", [["done", { text: "Added all 6 items (oat milk, eggs, spinach, sourdough, 2 lb bananas, Greek yogurt). Cart subtotal $33.44 + $2.95 service fee.", success: true }, { is_done: true }]]);
  const root = S.agent("Agent.run", { task: goal }, { is_done: true, success: true }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent searches and adds six different grocery items one by one (cart badge 1→6, same 'Added … to cart' acknowledgment), then reports the subtotal.", false, false, goal, root);
}

// 02: Playwright MCP inviting five users to a workspace; each invite returns the same toast.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Invite these people to the 'Design Ops' workspace in Figtree as Editors: ana.moreira@kestrel.io, j.obi@kestrel.io, lucas.wen@kestrel.io, priya.s@kestrel.io, tomas.h@kestrel.io.";
  const kids = [];
  const c = (text, tool, args, out) => { kids.push(S.llm("claude-sonnet-4", { messages: [{ role: "user", content: goal }] }, { text, tool_calls: [{ name: tool, arguments: args }] })); kids.push(S.tool(tool, args, out)); };
  c("Open members settings.", "browser_navigate", { url: "https://figtree.app/ws/design-ops/settings/members" }, `- Page Title: Members · Design Ops\n- button "Invite" [ref=e19]\n- text "12 members"`);
  const ppl = ["ana.moreira", "j.obi", "lucas.wen", "priya.s", "tomas.h"];
  ppl.forEach((p, k) => {
    c(`Inviting ${p}@kestrel.io as Editor (${k + 1}/5).`, "browser_click", { element: "Invite", ref: "e19" }, `- dialog "Invite people": textbox "Email" [ref=e${n.int(200, 299)}], combobox "Role" [ref=e${n.int(300, 399)}]`);
    c(null, "browser_fill_form", { fields: [{ name: "Email", value: `${p}@kestrel.io` }, { name: "Role", value: "Editor" }], submit: true }, `- status "Invitation sent"\n- text "${12}+${k + 1} pending"`);
  });
  c("All five sent. Verifying the pending list.", "browser_snapshot", {}, `- list "Pending invites": ${ppl.map((p) => `listitem "${p}@kestrel.io · Editor · sent ${n.ago()}"`).join(", ")}`);
  kids.push(S.llm("claude-sonnet-4", {}, { text: "Invited all five (Ana Moreira, J. Obi, Lucas Wen, Priya S., Tomás H.) as Editors; all appear under Pending invites." }));
  const root = S.agent("claude-code.session", { prompt: goal }, { result: "done" }, kids, { mcp: "@playwright/mcp" });
  return row(FAM, 2, "Playwright-MCP agent invites five different emails through the same dialog, each answered with an identical 'Invitation sent' toast, then verifies the pending list.", false, false, goal, root);
}

// 03: Anthropic computer-use labelling emails in webmail one by one.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "In the Fastmail inbox, apply the label 'Receipts' to each of the five unread order-confirmation emails from this week, then archive them.";
  const kids = [];
  const t = (text, input, out) => { kids.push(S.llm("anthropic.messages.create", { model: "claude-3-5-sonnet-20241022", messages: [{ role: "user", content: goal }] }, { content: [...(text ? [{ type: "text", text }] : []), { type: "tool_use", name: "computer", input }] })); kids.push(S.tool("computer", input, out)); };
  t("Screenshot of the inbox.", { action: "screenshot" }, { note: "screenshot taken", ...n.shotMeta(), ocr: "Inbox (23)\nAmazon — Your order #113-… · Mon\nREI — Order confirmation · Tue\nBackblaze — Receipt · Tue\nEtsy — Order #3012… · Wed\nUber Eats — Order receipt · Thu" });
  const mails = [["Amazon", 212], ["REI", 256], ["Backblaze", 300], ["Etsy", 344], ["Uber Eats", 388]];
  mails.forEach(([who, y]) => {
    t(`Selecting the ${who} email.`, { action: "left_click", coordinate: [62, y] }, { ok: true });
    t(null, { action: "key", text: "l" }, { note: "label picker open", ocr: "Label as: Receipts · Travel · Work" });
    t(null, { action: "left_click", coordinate: [480, 250] }, { ok: true, ocr: `Label 'Receipts' applied · ${n.ago()}` });
  });
  t("All five labelled. Archive the selection.", { action: "key", text: "y" }, { ok: true, ocr: "5 conversations archived · Undo" });
  kids.push(S.llm("anthropic.messages.create", {}, { content: [{ type: "text", text: "Labelled Amazon, REI, Backblaze, Etsy and Uber Eats receipts as 'Receipts' and archived them." }] }));
  const root = S.agent("computer_use_demo.sampling_loop", { task: goal }, { status: "completed" }, kids, { display: "1280x800" });
  return row(FAM, 3, "Computer-use agent selects five different order emails and applies the same label via the same key sequence, each acknowledged identically, then archives them.", false, false, goal, root);
}
export default [r01, r02, r03];
