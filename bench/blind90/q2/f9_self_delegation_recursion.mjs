import { mk, spanFactory, row } from "./lib.mjs";
const FAM = "self_delegation_recursion";

// 01: browser-use style planner with a 'delegate_to_browser_agent' tool that spawns the same agent.
function r01() {
  const n = mk(`${FAM}-01`); const S = spanFactory(n);
  const goal = "Find the cheapest nonstop round trip SFO–BOS leaving June 12, returning June 18, economy, one adult, and report price and airline.";
  const instrs = [
    goal,
    "Search for the lowest-priced nonstop round-trip flight from San Francisco to Boston, Jun 12 – Jun 18, economy, 1 adult; return price and airline.",
    "Look up cheapest nonstop SFO→BOS round trip (out 6/12, back 6/18, 1 adult, economy) and report fare + carrier.",
    "Determine the least expensive direct flight round trip SFO to BOS for June 12–18; give airline and price.",
    "Find cheapest nonstop SFO-BOS RT Jun12/Jun18 economy 1 pax.",
  ];
  const build = (d) => {
    const sid = n.uuid();
    const think = S.llm("ChatOpenAI.ainvoke", { model: "gpt-4o", messages: [{ role: "system", content: "You are a travel assistant that can delegate browsing to a browser sub-agent." }, { role: "user", content: instrs[d] }] }, { current_state: { memory: `depth ${d}`, next_goal: "Delegate the flight search to a browser agent" }, action: [{ delegate_to_browser_agent: { task: instrs[d + 1] || instrs[1] } }] });
    const tab = S.tool("open_tab", { url: "about:blank" }, { tab_id: n.tab(), session: sid });
    if (d === 4) return S.agent("TravelAgent.run", { task: instrs[d], depth: d }, { error: "RecursionError: max delegation depth 5 exceeded" }, [think, tab, S.tool("delegate_to_browser_agent", { task: instrs[1] }, null, { error: "max delegation depth exceeded" })], { session_id: sid });
    const child = build(d + 1);
    const del = S.tool("delegate_to_browser_agent", { task: instrs[d + 1] }, { result: null, error: child.output.error || "sub-agent failed" }, { children: [child], error: "sub-agent returned no result" });
    const report = S.llm("ChatOpenAI.ainvoke", { messages: [{ role: "tool", content: "sub-agent returned no result" }] }, { current_state: { next_goal: "Report failure" }, action: [{ done: { text: "Could not find flights", success: false } }] });
    return S.agent("TravelAgent.run", { task: instrs[d], depth: d }, { error: "sub-agent returned no result" }, [think, tab, del, report], { session_id: sid });
  };
  const root = build(0);
  return row(FAM, 1, "A travel browser agent delegates the same flight search, reworded, to a fresh copy of itself five levels deep; no level opens a flight site and the error bubbles back up.", true, true, goal, root);
}

// 02: LangGraph supervisor -> web_researcher -> web_researcher (handoff tools), Chrome DevTools protocol tools never used.
function r02() {
  const n = mk(`${FAM}-02`); const S = spanFactory(n);
  const goal = "Go to the county assessor website and get the 2024 assessed value for parcel 042-118-330 (Ridgeway County).";
  const mkLevel = (d) => {
    const name = d === 0 ? "supervisor" : "web_researcher";
    const msg = [
      "Please get the 2024 assessed value of parcel 042-118-330 from the Ridgeway County assessor site.",
      "Retrieve the 2024 assessment for parcel 042-118-330 (Ridgeway County) from the assessor website.",
      "Need: 2024 assessed value, parcel 042-118-330, Ridgeway County assessor.",
      "Find assessed value (2024) of APN 042-118-330 on the Ridgeway assessor portal.",
    ][d];
    const llm = S.llm("ChatAnthropic", { messages: [{ role: "user", content: d === 0 ? goal : msg }] }, { content: d === 0 ? "I'll hand this to the web researcher." : "This needs a focused lookup; transferring to a web_researcher specialist.", tool_calls: [{ name: "transfer_to_web_researcher", args: { task: [msg, "Retrieve the 2024 assessment for parcel 042-118-330 (Ridgeway County) from the assessor website.", "Need: 2024 assessed value, parcel 042-118-330, Ridgeway County assessor.", "Find assessed value (2024) of APN 042-118-330 on the Ridgeway assessor portal."][Math.min(d + 1, 3)] } }] }, { thread_id: n.uuid(), langgraph_step: d * 3 + 1 });
    const kids = [llm];
    if (d < 3) {
      const child = mkLevel(d + 1);
      kids.push(S.tool("transfer_to_web_researcher", { task: msg }, { handoff: "web_researcher", status: "returned", content: child.output }, { children: [child] }));
    } else {
      kids.push(S.tool("transfer_to_web_researcher", { task: msg }, null, { error: "GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition." }));
    }
    kids.push(S.llm("ChatAnthropic", { messages: [{ role: "tool", content: "..." }] }, { content: "The specialist did not return a value." }));
    kids.push(S.span("chain", "should_continue", { node: name }, { next: "__end__" }));
    return S.agent(name, { task: msg, depth: d }, "No value obtained.", kids, { langgraph_node: name, checkpoint_ns: `${name}:${n.uuid()}` });
  };
  const root = mkLevel(0);
  return row(FAM, 2, "LangGraph supervisor hands an assessor lookup to web_researcher, which keeps transferring the same task to another web_researcher four levels deep until the recursion limit; no page is ever opened.", true, true, goal, root);
}

// 03: desktop OS agent with a 'spawn_subtask' tool; each child re-spawns the same subtask.
function r03() {
  const n = mk(`${FAM}-03`); const S = spanFactory(n);
  const goal = "Rename all screenshots in ~/Desktop from 'Screenshot YYYY-MM-DD at HH.MM.SS.png' to 'shot_YYYYMMDD_HHMMSS.png' using Finder.";
  const lvl = (d) => {
    const text = "This is a multi-file Finder operation. I should create a sub-task for renaming the screenshots in ~/Desktop to the shot_YYYYMMDD_HHMMSS.png pattern and let it handle Finder.";
    const kids = [
      S.llm("gpt-4o", { messages: [{ role: "user", content: d ? "Sub-task: rename screenshots in ~/Desktop to shot_YYYYMMDD_HHMMSS.png" : goal }] }, { content: d % 2 ? text.replace("I should create", "I'll create") : text, tool_calls: [{ name: "spawn_subtask", arguments: JSON.stringify({ instruction: "Rename screenshots in ~/Desktop to shot_YYYYMMDD_HHMMSS.png via Finder" }) }] }),
      S.tool("screenshot", {}, { saved: n.tmp("png"), ...n.shotMeta(1440, 900), ocr: "Finder — Desktop — 23 items" }),
    ];
    if (d < 4) kids.push(S.tool("spawn_subtask", { instruction: "Rename screenshots in ~/Desktop to shot_YYYYMMDD_HHMMSS.png via Finder" }, { subtask_id: n.job("st_"), status: "failed" }, { children: [lvl(d + 1)], error: "subtask failed" }));
    else kids.push(S.tool("spawn_subtask", { instruction: "Rename screenshots in ~/Desktop ..." }, null, { error: "SpawnLimitError: nesting depth 5 exceeded" }));
    return S.agent(d ? "subtask_agent" : "os_agent", { instruction: d ? "Rename screenshots in ~/Desktop to shot_YYYYMMDD_HHMMSS.png via Finder" : goal, depth: d }, { status: "failed" }, kids, { pid: n.int(2000, 60000) });
  };
  const root = lvl(0);
  return row(FAM, 3, "macOS desktop agent spawns a sub-task to do the renaming; every sub-agent re-spawns the same sub-task with the same justification, five levels deep, and no file is renamed.", true, true, goal, root);
}
export default [r01, r02, r03];
