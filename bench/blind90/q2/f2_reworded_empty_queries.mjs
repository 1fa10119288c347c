import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "reworded_empty_queries";

// 01: Playwright MCP style (browser_* tools, YAML aria snapshots with refs), city permit portal.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Find the inspection status of building permit 2023-BLD-04417 (deck addition, 1180 Elm St) on the Westbrook city permit portal.";
  const kids = [];
  const say = (text, tool, args) => kids.push(S.llm("claude-3-7-sonnet", { messages: [{ role: "user", content: goal }], tools: ["browser_navigate", "browser_type", "browser_click", "browser_snapshot"] }, { text, tool_calls: [{ name: tool, arguments: JSON.stringify(args) }] }));
  const snap = (body) => `- Page URL: https://permits.westbrook.gov/search?token=${n.csrf()}\n- Page Title: Permit Search | Westbrook\n- Page Snapshot\n\`\`\`yaml\n${body}\n\`\`\``;
  say("I'll open the permit portal.", "browser_navigate", { url: "https://permits.westbrook.gov" });
  kids.push(S.tool("browser_navigate", { url: "https://permits.westbrook.gov" }, snap(`- banner:\n  - link "Westbrook Permits" [ref=e4]\n- searchbox "Permit # or address" [ref=e${n.int(10, 30)}]\n- button "Search" [ref=e${n.int(31, 40)}]\n- region "Notice": Portal maintenance Sun 2-4am`)));
  const queries = [
    ["2023-BLD-04417", "Searching by the exact permit number."],
    ["BLD-04417", "No hit; perhaps the year prefix is not stored. Trying without it."],
    ["BLD2023-04417", "Still nothing. Some portals store the type first; trying that order."],
    ["\"04417\"", "Trying just the serial in quotes."],
    ["1180 Elm St deck", "Trying the address and work type instead of the number."],
    ["1180 Elm Street", "Maybe 'St' abbreviation matters; spelling Street out."],
  ];
  for (const [q, why] of queries) {
    const ref = `e${n.int(10, 30)}`;
    say(why, "browser_type", { element: "Permit # or address search box", ref, text: q, submit: true });
    kids.push(S.tool("browser_type", { element: "Permit # or address search box", ref, text: q, submit: true }, snap(`- heading "Search results" [level=2]\n- status: "0 permits match '${q}'" \n- paragraph: "Searched ${n.int(41000, 41990)} records in ${n.int(80, 400)} ms"\n- link "Tips for searching" [ref=e${n.int(50, 70)}]`)));
  }
  kids.push(S.llm("claude-3-7-sonnet", { messages: [{ role: "user", content: goal }] }, { text: "None of the searches returned the permit. I could not locate permit 2023-BLD-04417 on the portal.", stop_reason: "end_turn" }));
  const root = S.agent("mcp-client.session", { task: goal, server: "@playwright/mcp@0.0.18" }, { answer: "not found", completed: false }, kids, { transport: "stdio" });
  return row(FAM, 1, "Playwright-MCP agent searches one permit portal six times with reworded versions of the same permit number/address, always '0 permits match', and gives up without the status.", true, false, goal, root);
}

// 02: WebArena/Magento admin style (action strings, accessibility tree observation).
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "In the shop admin, find how many orders were placed on March 15, 2023 and report their total grand total.";
  const kids = [];
  const obs = (body) => `Tab 0 (current): Orders / Operations / Sales / Magento Admin\n[1] RootWebArea 'Orders / Operations / Sales / Magento Admin' focused: True\n${body}`;
  const act = (reason, action, observation) => {
    kids.push(S.llm("gpt-4-turbo", { prompt: `OBJECTIVE: ${goal}\nOBSERVATION:\n...\nPREVIOUS ACTION: ${kids.length ? "see history" : "None"}` }, `Let's think step-by-step. ${reason} In summary, the next action I will perform is \`\`\`${action}\`\`\``));
    kids.push(S.tool("env.step", { action }, { observation: obs(observation), url: `http://ec2-${n.int(3, 54)}-${n.int(10, 250)}.compute-1.amazonaws.com:7780/admin/sales/order/index/key/${n.hex(64)}/`, info: { fail_error: "" } }));
  };
  act("I am on the dashboard. I should open Sales > Orders.", "click [1211]", `[1502] link 'Filters'\n[1505] textbox 'Search by keyword' required: False\n[1530] gridcell '000000309' \n[1531] gridcell 'Mar 19, 2023 3:12:08 PM'\n[1540] StaticText '308 records found'`);
  act("The grid has a Filters panel. I will open it.", "click [1502]", `[1602] textbox 'Purchase Date from'\n[1604] textbox 'Purchase Date to'\n[1620] button 'Apply Filters'`);
  const tries = [
    ["I'll type the date in the US format the grid displays.", "03/15/2023", "03/15/2023"],
    ["No records. Maybe it wants ISO format.", "2023-03-15", "2023-03-15"],
    ["Still no records. Let me try the long month format as shown in the grid.", "Mar 15, 2023", "Mar 15, 2023"],
    ["Nothing again. I'll widen 'to' by typing the same day with a time.", "3/15/23", "3/15/23 11:59 PM"],
    ["Still zero. I'll use the keyword search instead with the date text.", null, null],
  ];
  for (const [why, from, to] of tries) {
    if (from) {
      act(why, `type [1602] [${from}] [0]`, `[1602] textbox 'Purchase Date from' value: '${from}'\n[1604] textbox 'Purchase Date to'`);
      act(`Set the 'to' date too.`, `type [1604] [${to}] [1]`, `[1620] button 'Apply Filters'\n[1700] StaticText 'We couldn't find any records.'\n[1701] StaticText '0 records found'`);
    } else {
      act(why, `type [1505] [March 15 2023] [1]`, `[1700] StaticText 'We couldn't find any records.'\n[1701] StaticText '0 records found'\n[1702] StaticText 'Active filters: Keyword: March 15 2023'`);
    }
  }
  act("I could not find orders for that date.", "stop [N/A]", "Episode ended.");
  const root = S.agent("webarena.run_episode", { task_id: 183, intent: goal, sites: ["shopping_admin"] }, { answer: "N/A", score: 0.0 }, kids, { agent: "PromptAgent (cot)", max_steps: 30 });
  return row(FAM, 2, "WebArena-style agent re-enters the same order-date filter in four date spellings plus a keyword search, each returning 'We couldn't find any records', and stops with N/A.", true, false, goal, root);
}

// 03: Stagehand style (act / extract / observe spans under a page session), job board.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "On hirewell.io, find a remote Staff Accountant opening that accepts candidates based in Ohio and return the job URL.";
  const kids = [];
  const st = (method, instr, res) => {
    const inner = [S.llm("stagehand.inference", { instruction: instr, dom_chunk: `chunk ${n.int(1, 4)}/4, ${n.int(8000, 22000)} chars` }, typeof res === "string" ? res : JSON.stringify(res))];
    kids.push(S.tool(`stagehand.${method}`, { instruction: instr }, res, { children: inner }));
  };
  kids.push(S.tool("page.goto", { url: "https://www.hirewell.io/jobs" }, { status: 200, url: `https://www.hirewell.io/jobs?ref=home&_cb=${n.hex(6)}`, headers: { "cf-ray": n.cfRay(), date: n.httpDate() } }));
  st("act", "click the 'Accept cookies' button", { success: true, message: "Action performed: click on button 'Accept cookies'", action: "click" });
  const qs = [
    "staff accountant remote ohio", "remote staff accountant OH", "staff accountant (remote) Columbus", "accountant remote - Ohio eligible", "senior accountant remote United States Ohio",
  ];
  for (const q of qs) {
    st("act", `type '${q}' into the job search field and press Enter`, { success: true, message: `Action performed: fill '${q}' then press Enter`, action: "fill" });
    st("extract", "extract the list of job titles and locations shown in the results", { jobs: [], results_label: `0 jobs found for "${q}"`, suggestion: "Try fewer keywords", fetched_at: n.iso() });
  }
  st("observe", "find any filter for remote or location", [{ selector: "xpath=/html/body/div[2]/aside/div[3]/button", description: "Filter: Work type" }]);
  kids.push(S.llm("gpt-4o", { messages: [{ role: "user", content: goal }] }, "I was not able to find a matching job posting; every search returned zero jobs."));
  const root = S.agent("stagehand.agent.execute", { instruction: goal, modelName: "gpt-4o", maxSteps: 20 }, { success: false, message: "No matching job found", completed: true }, kids, { stagehand: "1.12.0", env: "BROWSERBASE", sessionId: n.uuid() });
  return row(FAM, 3, "Stagehand agent types five rewordings of 'remote staff accountant Ohio' into the same job search, each extract returning an empty list, and ends without a job URL.", true, false, goal, root);
}
export default [r01, r02, r03];
