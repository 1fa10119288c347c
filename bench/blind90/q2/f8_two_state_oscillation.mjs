import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "two_state_oscillation";

// 01: browser-use toggling an 'In stock only' filter on a shoe store.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Find Brooks Ghost 16 running shoes in men's size 11, wide (2E), in stock, and add one pair to the cart.";
  const steps = [];
  const st = (mem, ng, a, args, out) => steps.push(S.chain(`agent.step ${steps.length + 1}`, {}, {}, [
    S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { current_state: { evaluation_previous_goal: "-", memory: mem, next_goal: ng }, action: [{ [a]: args }] }), S.tool(a, args, out)]));
  st("Start", "Search", "go_to_url", { url: "https://www.stridehouse.com/search?q=brooks+ghost+16&size=11&width=2E" }, { extracted_content: `Navigated (sid=${n.sid()})` });
  const on = () => ({ extracted_content: `Filters: Size 11 · Width 2E · In stock only ✓\n0 results. Try removing a filter.\n[ad ${n.int(1000, 9999)}]` });
  const off = () => ({ extracted_content: `Filters: Size 11 · Width 2E\n14 results\n[${n.int(40, 60)}] Brooks Ghost 16 (2E) — Size 11 — Out of stock — Notify me\n[${n.int(61, 80)}] Brooks Ghost 16 GTX (2E) — Size 11 — Out of stock\n... 12 more, all 'Out of stock' in 11 2E` });
  for (let c = 0; c < 3; c++) {
    st("Results shown", "Turn on In stock only", "click_element_by_index", { index: 22 + n.int(0, 4) }, on());
    st("0 results with in-stock filter", "Remove the in-stock filter to see options", "click_element_by_index", { index: 22 + n.int(0, 4) }, off());
  }
  const root = S.agent("Agent.run", { task: goal }, { is_done: false, reason: "max_steps" }, steps, { framework: "browser-use" });
  return row(FAM, 1, "Browser-use agent toggles the 'In stock only' filter on and off three times; 'on' always yields 0 results and 'off' always the same 14 out-of-stock items.", true, true, goal, root);
}

// 02: Playwright MCP, switching between two tabs (invoice PDF viewer and accounting form).
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Enter the invoice from Tallis Print Co. (open in tab 1) as a bill in the Ledgerly accounting app (tab 2): vendor, invoice no., date, amount, due date.";
  const kids = [];
  const c = (text, tool, args, out) => { kids.push(S.llm("claude-sonnet-4", { messages: [{ role: "user", content: goal }] }, { text, tool_calls: [{ name: tool, arguments: args }] })); kids.push(S.tool(tool, args, out)); };
  const pdf = () => `### Open tabs\n- 0: [Invoice INV-20931.pdf] (blob:https://mail.ledgerly.app/${n.uuid()})\n- 1: (current) [New bill – Ledgerly]\n### Page state\n\`\`\`yaml\n- document "Invoice INV-20931":\n  - text: "Tallis Print Co. · Invoice INV-20931 · Date 2024-05-02 · Amount due €1,284.60 · Terms Net 30"\n  - text: "Page 1 of 1"\n\`\`\``;
  const form = () => `### Page state\n- Page URL: https://app.ledgerly.app/bills/new?draft=${n.hex(8)}\n\`\`\`yaml\n- textbox "Vendor" [ref=e${n.int(10, 20)}]: ""\n- textbox "Invoice number" [ref=e${n.int(21, 30)}]: ""\n- textbox "Amount" [ref=e${n.int(31, 40)}]: ""\n- button "Save bill" [ref=e${n.int(41, 50)}]\n\`\`\``;
  c("Let me see the open tabs.", "browser_tab_list", {}, "- 0: Invoice INV-20931.pdf\n- 1: (current) New bill – Ledgerly");
  for (let k = 0; k < 3; k++) {
    c(k ? "Going back to the invoice tab to check the details." : "I'll read the invoice first.", "browser_tab_select", { index: 0 }, pdf());
    c(k ? "Switching to the bill form again." : "Now switch to the bill form.", "browser_tab_select", { index: 1 }, form());
  }
  const root = S.agent("claude-code.mcp", { prompt: goal, mcp_servers: ["playwright"] }, { result: "stopped: max turns" }, kids, { max_turns: 8 });
  return row(FAM, 2, "Playwright-MCP agent switches between the invoice tab and the empty bill form three times, each snapshot identical to the last visit, never filling a field.", true, true, goal, root);
}

// 03: WebArena GitLab style: switching branch selector main <-> develop looking for a file.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "In the gitlab project 'a11yproject/a11yproject.com', open the file src/_data/checklist.yml and report how many items are in the 'Forms' section.";
  const kids = [];
  const step = (think, action, obs) => { kids.push(S.llm("gpt-4-0613", { prompt: `OBJECTIVE: ${goal}` }, `${think} In summary, the next action I will perform is \`\`\`${action}\`\`\``)); kids.push(S.tool("env.step", { action }, { observation: obs, url: `http://gitlab.local:8023/a11yproject/a11yproject.com/-/tree/${action.includes("develop") ? "develop" : "main"}/src/_data?ref_type=heads&_=${n.epochMs()}` })); };
  step("Open the repository files.", "goto [http://gitlab.local:8023/a11yproject/a11yproject.com/-/tree/main/src/_data]", `[201] heading 'src/_data'\n[220] link 'navigation.json'\n[221] link 'site.json'\nLast commit ${n.ago()}`);
  for (let k = 0; k < 3; k++) {
    step("checklist.yml is not on main. Maybe it is on develop.", `click [${180 + n.int(0, 5)}] develop`, `[201] heading 'src/_data'\n[220] link 'navigation.json'\n[221] link 'site.json'\n[222] link 'resources.yml'\nBranch: develop`);
    step("Not on develop either. Let me switch back to main and look again.", `click [${180 + n.int(0, 5)}] main`, `[201] heading 'src/_data'\n[220] link 'navigation.json'\n[221] link 'site.json'\nBranch: main`);
  }
  const root = S.agent("webarena.run_episode", { intent: goal, sites: ["gitlab"] }, { score: 0 }, kids, { max_steps: 7 });
  return row(FAM, 3, "WebArena-style agent flips the branch selector between develop and main three times; each listing matches the previous visit to that branch and the file is never found another way.", true, true, goal, root);
}
export default [r01, r02, r03];
