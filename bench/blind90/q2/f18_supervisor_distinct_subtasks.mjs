import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "supervisor_distinct_subtasks";

// 01: LangGraph supervisor + one browser worker: compares three laptops via different sub-tasks.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Compare the Framework Laptop 13 (AMD 7840U), Dell XPS 13 9340 and Lenovo ThinkPad X1 Carbon Gen 12 on price, weight and battery life, and recommend one under $1,500.";
  const kids = [];
  const sup = (content, task) => kids.push(S.llm("ChatOpenAI", { model: "gpt-4o", messages: [{ role: "user", content: goal }] }, { content, tool_calls: task ? [{ name: "browser_worker", args: { task } }] : [] }, { langgraph_node: "supervisor" }));
  const worker = (task, acts, result) => {
    const wk = [S.llm("ChatOpenAI", { model: "gpt-4o-mini", messages: [{ role: "user", content: task }] }, { content: "Working on it.", tool_calls: acts.map((a) => ({ name: a[0], args: a[1] })) })];
    acts.forEach((a) => wk.push(S.tool(a[0], a[1], a[2])));
    wk.push(S.llm("ChatOpenAI", { model: "gpt-4o-mini", messages: [] }, { content: result }));
    kids.push(S.agent("browser_worker", { task }, result, wk, { langgraph_node: "browser_worker", thread: n.uuid() }));
  };
  sup("Start with the Framework price and specs.", "Get the US price of the Framework Laptop 13 DIY/prebuilt with Ryzen 7 7840U, 16GB/512GB, plus weight and rated battery.");
  worker("Framework", [["goto", { url: "https://frame.work/products/laptop-amd-7040" }, { title: "Framework Laptop 13 (AMD Ryzen 7040)", status: 200 }], ["extract_content", { goal: "price of Ryzen 7 7840U 16/512 prebuilt, weight, battery Wh" }, { price: "$1,369", weight: "1.3 kg", battery: "61 Wh" }]], "Framework 13 (7840U, 16/512): $1,369, 1.3 kg, 61 Wh; reviewers report ~9–11 h light use.");
  sup("Framework done. Next the Dell.", "Find current dell.com price of XPS 13 9340 Core Ultra 7 155H 16GB/512GB, weight and battery life claim.");
  worker("Dell", [["goto", { url: `https://www.dell.com/en-us/shop/xps-13-laptop/spd/xps-13-9340-laptop?cid=${n.int(100000, 999999)}` }, { status: 200, cookie_banner: true }], ["click_element", { selector: "#onetrust-accept-btn-handler" }, { ok: true }], ["extract_content", { goal: "config price, weight, battery" }, { price: "$1,399.99 (was $1,499.99)", weight: "1.19 kg", battery: "55 Wh" }]], "XPS 13 9340 (Ultra 7 155H, 16/512): $1,399.99 on sale, 1.19 kg, 55 Wh.");
  sup("Dell done. Now Lenovo.", "Get lenovo.com price for ThinkPad X1 Carbon Gen 12 with Core Ultra 5 125U, 16GB/512GB, plus weight and battery.");
  worker("Lenovo", [["goto", { url: "https://www.lenovo.com/us/en/p/laptops/thinkpad/thinkpadx1/thinkpad-x1-carbon-gen-12-14-inch-intel/len101t0083" }, { status: 200 }], ["extract_content", { goal: "price for Ultra 5 125U 16/512, weight, battery" }, { price: "$1,649 (eCoupon −$220 → $1,429)", weight: "1.09 kg", battery: "57 Wh" }]], "X1 Carbon Gen 12 (Ultra 5 125U, 16/512): $1,429 after eCoupon, 1.09 kg, 57 Wh.");
  sup("One more detail: independent battery test numbers, since rated Wh isn't runtime.", "Find Notebookcheck's Wi-Fi battery runtime for each of the three models.");
  worker("Notebookcheck", [["goto", { url: "https://www.notebookcheck.net/Framework-Laptop-13-AMD-review.html" }, { status: 200 }], ["extract_content", { goal: "WiFi websurfing runtime" }, { runtime: "10h 32min" }], ["goto", { url: "https://www.notebookcheck.net/Dell-XPS-13-9340-review.html" }, { status: 200 }], ["extract_content", { goal: "WiFi runtime" }, { runtime: "11h 47min" }], ["goto", { url: "https://www.notebookcheck.net/Lenovo-ThinkPad-X1-Carbon-G12-review.html" }, { status: 200 }], ["extract_content", { goal: "WiFi runtime" }, { runtime: "12h 55min" }]], "Wi-Fi runtimes: Framework 10h32, XPS 11h47, X1 Carbon 12h55.");
  sup("Recommendation: ThinkPad X1 Carbon Gen 12 at $1,429 — lightest (1.09 kg) and longest runtime (12h55); XPS is $1,399.99 but 1h less; Framework cheapest at $1,369 with repairability but shortest runtime.", null);
  const root = S.agent("LangGraph", { input: goal }, { final: "ThinkPad X1 Carbon Gen 12" }, kids, { graph: "supervisor", recursion_limit: 25 });
  return row(FAM, 1, "A LangGraph supervisor sends one browser worker four different sub-tasks (three vendors, then battery tests), each returning new figures, and synthesises a recommendation.", false, false, goal, root);
}

// 02: OpenAI Agents SDK: triage agent hands different forms to a 'form_filler' CUA worker.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Onboard new hire Kwame Asante (start Mon): create his Google Workspace account, add him to the Jira 'PLAT' project, and order a standard laptop in the IT portal.";
  const kids = [];
  const sup = (text, task) => kids.push(S.llm("Response", { model: "gpt-4.1", instructions: "You are the onboarding orchestrator." }, { output: [{ type: "message", content: [{ type: "output_text", text }] }, ...(task ? [{ type: "function_call", name: "run_form_filler", arguments: JSON.stringify({ task }) }] : [])] }));
  const w = (task, calls, res) => {
    const k2 = [];
    calls.forEach(([a, o]) => { k2.push(S.llm("Response", { model: "computer-use-preview" }, { output: [{ type: "computer_call", action: a }] })); k2.push(S.tool("computer_call", a, { type: "computer_call_output", current_url: o[0], ocr: o[1] })); });
    kids.push(S.agent("form_filler", { task }, res, k2, { handoff_id: n.uuid() }));
  };
  sup("Step 1: Workspace account.", "In admin.google.com create user Kwame Asante, kwame.asante@orbitalfreight.com, OU /Engineering, temp password auto.");
  w("workspace", [[{ type: "click", x: 210, y: 300 }, ["https://admin.google.com/ac/users", "Users · Add new user"]], [{ type: "type", text: "Kwame" }, ["https://admin.google.com/ac/users/new", "First name: Kwame"]], [{ type: "type", text: "Asante" }, ["https://admin.google.com/ac/users/new", "Last name: Asante"]], [{ type: "click", x: 900, y: 720 }, ["https://admin.google.com/ac/users", `New user added · kwame.asante@orbitalfreight.com · OU Engineering · ${n.ago()}`]]], "Created kwame.asante@orbitalfreight.com in /Engineering.");
  sup("Account exists. Step 2: Jira.", "In orbitalfreight.atlassian.net, add kwame.asante@orbitalfreight.com to project PLAT with role Developer.");
  w("jira", [[{ type: "click", x: 1100, y: 180 }, ["https://orbitalfreight.atlassian.net/plugins/servlet/project-config/PLAT/people", "People · Add people"]], [{ type: "type", text: "kwame.asante@orbitalfreight.com" }, ["…/PLAT/people", "Kwame Asante (invited)"]], [{ type: "click", x: 760, y: 512 }, ["…/PLAT/people", "Added Kwame Asante as Developer"]]], "Kwame added to PLAT as Developer.");
  sup("Step 3: laptop order.", "In it.orbitalfreight.com catalog order 'Standard Dev Laptop (MBP 14 M3 Pro 18GB)' for Kwame Asante, deliver to HQ by start date.");
  w("it portal", [[{ type: "click", x: 400, y: 260 }, [`https://it.orbitalfreight.com/sp?id=sc_cat_item&sys_id=${n.hex(32)}`, "Standard Dev Laptop — Order"]], [{ type: "type", text: "Kwame Asante" }, ["…", "Requested for: Kwame Asante"]], [{ type: "click", x: 1200, y: 700 }, ["…", `Request REQ00${n.int(10000, 99999)} submitted · ETA Fri`]]], "Laptop requested, ETA Friday before start.");
  sup("Onboarding done: Workspace account in /Engineering, Jira PLAT Developer, laptop request submitted with Friday ETA.", null);
  const root = S.agent("Runner.run", { agent: "onboarding_orchestrator", input: goal }, { final_output: "done" }, kids, { sdk: "openai-agents", trace_id: "trace_" + n.hex(32) });
  return row(FAM, 2, "An orchestrator hands the same CUA form-filler worker three different admin consoles (Workspace, Jira, IT portal), each returning a new confirmation, then summarises.", false, false, goal, root);
}

// 03: CrewAI-style manager with a 'Web Scout' agent doing distinct research tasks on a city council site.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Prepare a brief on the Harbor Street bike-lane proposal: when the city council voted, the vote tally, the budget, and public-comment volume.";
  const kids = [];
  const mgr = (thought, task) => kids.push(S.llm("crewai.manager", { role: "Manager", goal }, `Thought: ${thought}\nAction: Delegate work to coworker\nAction Input: {"coworker": "Web Scout", "task": "${task}"}`));
  const scout = (task, tools, ans) => { const k = []; tools.forEach(([t, i, o]) => k.push(S.tool(t, i, o))); k.push(S.llm("crewai.web_scout", { task }, `Final Answer: ${ans}`)); kids.push(S.agent("Web Scout", { task }, ans, k, { crew_run: n.uuid() })); };
  mgr("Start with the vote date.", "Find the council meeting where the Harbor Street protected bike lane was voted on");
  scout("vote date", [["browser.goto", { url: "https://portsmouthcity.legistar.example/Calendar.aspx" }, { status: 200 }], ["browser.fill", { selector: "#search", value: "Harbor Street bike lane" }, { ok: true }], ["browser.extract", { what: "matching agenda items" }, "File 24-0412 — Harbor Street Protected Bike Lane — City Council 2024-06-18 — Adopted"]], "Voted June 18, 2024, file 24-0412, adopted.");
  mgr("Have the date. Now the tally from minutes.", "Open the June 18, 2024 minutes and get the roll-call vote on file 24-0412");
  scout("tally", [["browser.goto", { url: "https://portsmouthcity.legistar.example/LegislationDetail.aspx?ID=6621043&GUID=" + n.uuid().toUpperCase() }, { status: 200 }], ["browser.extract", { what: "roll call" }, "Aye: 6 (Brandt, Osei, Nguyen, Paredes, Kim, Wallace) · Nay: 2 (Duffy, Moreno) · Absent: 1 (Hale)"]], "6–2, one absent.");
  mgr("Tally known. Budget next.", "Find the approved budget figure for the Harbor Street lane in the staff report attachment");
  scout("budget", [["browser.click", { text: "Staff Report (PDF)" }, { download: "24-0412_staff_report.pdf", bytes: 2231004 }], ["pdf.read", { file: "24-0412_staff_report.pdf", pages: [3, 4] }, "Total project cost: $2.84M (construction $2.1M, design $0.31M, contingency $0.43M); 60% state ATP grant."]], "$2.84M total, 60% state grant.");
  mgr("Last: public comment volume.", "Count written public comments submitted for file 24-0412");
  scout("comments", [["browser.click", { text: "Public Comments (eComments)" }, { status: 200, url: `https://portsmouthcity.granicusideas.example/meetings/${n.int(1000, 9999)}/agenda_items/24-0412` }], ["browser.extract", { what: "comment counts by position" }, "312 comments · Support 201 · Oppose 94 · Neutral 17"]], "312 comments: 201 support, 94 oppose, 17 neutral.");
  kids.push(S.llm("crewai.manager", {}, "Final Answer: Harbor Street bike lane (file 24-0412) adopted 6–2 on June 18, 2024; $2.84M budget with 60% state grant; 312 public comments (201 for, 94 against, 17 neutral)."));
  const root = S.agent("Crew.kickoff", { goal, process: "hierarchical" }, { raw: "brief ready" }, kids, { crewai: "0.86.0" });
  return row(FAM, 3, "A CrewAI manager delegates four distinct research tasks to the same Web Scout (date, tally, budget, comments), each returning new facts, and writes the brief.", false, false, goal, root);
}
export default [r01, r02, r03];
