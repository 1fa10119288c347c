// Family 10 — converging-delegation (loop: false, stagnation: false)
// Healthy look-alike of family 5: a supervisor hands out sub-tasks (sometimes to the same helper
// more than once, or once more with a corrected brief); every answer is new and the run ends with
// a synthesis.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, ledger } from "./lib.mjs";

export const meta = {
  family: "converging-delegation",
  loop: false,
  stagnationAllowed: [false],
  kind: "converge",
  isolates: "Delegation that converges: each hand-off carries a different (or corrected) brief, every answer is new, and a synthesis follows.",
};

function usageOf(R) { const p = R.int(700, 3500), c = R.int(60, 260); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; }

// ---------------------------------------------------------------- 01 regatta race committee, Magentic-One
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-06-13T18:20:00Z");
  const goal = "Set the first warning signal time for Saturday's Port Enys harbour regatta so the fleet starts on the last of the flood tide, and confirm the sailing instructions allow it.";
  const kids = [];
  T.adv(2000, 5000);
  kids.push(llmSpan("orchestrator.plan", { task: goal, team: ["WebSurfer", "Coder", "FileSurfer", "ComputerTerminal"] },
    "Fact sheet: the race date is Saturday 15 June; we need the high-water time at Port Enys; the SI file is in the club share.\nPlan:\n1. WebSurfer: Saturday's tide times for Port Enys.\n2. Coder: compute the warning signal so the start falls 30-60 min before high water.\n3. FileSurfer: check SI limits on first warning.\n4. Answer with the time and SI reference.",
    { model: "gpt-4o", usage: usageOf(R) }));
  const round = (led, agentName, instruction, agentKids, answer) => {
    T.adv(2000, 5000);
    kids.push(llmSpan("orchestrator.progress_ledger", { task: goal }, ledger(led), { model: "gpt-4o", usage: usageOf(R) }));
    T.adv(2000, 8000);
    kids.push(agentSpan(agentName, { instruction }, answer, agentKids, { agent_type: agentName }));
  };
  const tideText = `Port Enys - Sat 15 Jun 2024 (BST)\nLW 04:31 0.9 m | HW 10:42 4.6 m | LW 16:55 1.1 m | HW 23:08 4.8 m\nsource: ${R.pick(["tidetimes", "admiralty easytide"])} station ${R.int(100, 999)}, fetched ${T.http()}, cache-age ${R.int(0, 3000)}s`;
  round({ satisfied: false, satisfiedWhy: "No tide data yet.", loop: false, loopWhy: "First delegation.", progress: true, progressWhy: "Starting the plan.", next: "WebSurfer", nextWhy: "Tide times are on the web.", instruction: "Find Saturday 15 June high and low water times for Port Enys.", instructionWhy: "The start time depends on high water." },
    "WebSurfer", "Find Saturday 15 June high and low water times for Port Enys.",
    [llmSpan("WebSurfer.llm", { instruction: "tide times" }, { tool_calls: [{ name: "web_search", arguments: "{\"query\":\"Port Enys tide times 15 June 2024\"}" }] }, { model: "gpt-4o" }),
      toolSpan("web_search", { query: "Port Enys tide times 15 June 2024" }, tideText, { metadata: { page_url: "https://example-tides.co.uk/port-enys/2024-06-15", viewport: "1440x900", screenshot: `${R.hex(12)}.png` } })],
    "Saturday 15 June at Port Enys: low water 04:31, high water 10:42 (4.6 m), low water 16:55.");
  const code = "from datetime import datetime, timedelta\nhw = datetime(2024, 6, 15, 10, 42)\nfor lead in (60, 30):\n    start = hw - timedelta(minutes=lead)\n    print(lead, (start - timedelta(minutes=5)).strftime('%H:%M'), start.strftime('%H:%M'))";
  round({ satisfied: false, satisfiedWhy: "High water is known (10:42) but the signal time is not computed.", loop: false, loopWhy: "Each step has produced new facts.", progress: true, progressWhy: "Tide data obtained.", next: "Coder", nextWhy: "A small calculation is needed.", instruction: "High water is 10:42. With a 5-minute start sequence, compute the warning-signal window that puts the start 30-60 minutes before high water.", instructionWhy: "Turns the tide time into a signal time." },
    "Coder", "High water is 10:42. With a 5-minute start sequence, compute the warning-signal window that puts the start 30-60 minutes before high water.",
    [llmSpan("Coder.llm", { instruction: "compute window" }, { content: "```python\n" + code + "\n```" }, { model: "gpt-4o" }),
      toolSpan("ComputerTerminal.execute", { language: "python", code }, `exitcode: 0\n60 09:37 09:42\n30 10:07 10:12\n[container ${R.hex(12)} ${R.durS(0.2, 0.9)}]`, { metadata: { executor: "DockerCommandLineCodeExecutor" } })],
    "A warning signal between 09:37 and 10:07 gives a start between 09:42 and 10:12, i.e. 30-60 minutes before high water.");
  round({ satisfied: false, satisfiedWhy: "The window is known but SI limits are unchecked.", loop: false, loopWhy: "New facts every round.", progress: true, progressWhy: "Signal window computed.", next: "FileSurfer", nextWhy: "The SI document is a local file.", instruction: "Open the regatta sailing instructions in /club/regatta2024/SI_final.pdf and report any rule on the time of the first warning signal.", instructionWhy: "Need to confirm the window is allowed." },
    "FileSurfer", "Open the regatta sailing instructions in /club/regatta2024/SI_final.pdf and report any rule on the time of the first warning signal.",
    [toolSpan("open_path", { path: "/club/regatta2024/SI_final.pdf" }, `SI_final.pdf (7 pages, converted by MarkItDown in ${R.durMs(80, 600)})\n5.2 The scheduled time of the first warning signal is 09:55.\n5.3 The race committee may advance or delay the first warning signal by up to 15 minutes by notice on the official notice board before 08:30.`)],
    "SI 5.2 schedules the first warning at 09:55; SI 5.3 lets the race committee move it by up to 15 minutes with a notice posted before 08:30.");
  T.adv(2000, 4000);
  kids.push(llmSpan("orchestrator.progress_ledger", { task: goal }, ledger({ satisfied: true, satisfiedWhy: "Tide, window and SI rule are all known; 09:55 lies inside the 09:37-10:07 window.", loop: false, loopWhy: "Not looping.", progress: true, progressWhy: "All facts gathered.", next: "Orchestrator", nextWhy: "Ready to answer.", instruction: "Compose the final answer.", instructionWhy: "Request satisfied." }), { model: "gpt-4o", usage: usageOf(R) }));
  const answer = "Keep the scheduled first warning at 09:55 (SI 5.2): the start at 10:00 is 42 minutes before high water (10:42), inside the 30-60 minute window. No notice under SI 5.3 is needed.";
  kids.push(llmSpan("orchestrator.final_answer", { task: goal }, answer, { model: "gpt-4o", usage: usageOf(R) }));
  const root = agentSpan("MagenticOneOrchestrator", { task: goal }, answer, kids, { max_rounds: 20, session: R.uuid() });
  return { goal, isolates: "The orchestrator sends WebSurfer, Coder and FileSurfer three different sub-tasks (tide times, signal window, SI rule); each returns a new fact and the ledger ends satisfied with an answer.", stagnation: false, root };
}

// ---------------------------------------------------------------- 02 procurement RFP evaluation, CrewAI with a corrected re-delegation
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-09-16T09:00:00Z");
  const goal = "Evaluate the three bids for RFP-2024-117 (fleet telematics) and recommend a supplier, considering contract risk and five-year total cost of ownership.";
  const kids = [];
  const deleg = (mgrText, coworker, brief, coKids, answer, coThought) => {
    T.adv(1500, 4000);
    kids.push(llmSpan("LLM.call (Crew Manager)", { messages: [{ role: "user", content: goal }] }, mgrText, { model: "gpt-4o", usage: usageOf(R) }));
    T.adv(3000, 9000);
    const think = llmSpan(`LLM.call (${coworker})`, { task: brief.task }, `Thought: ${coThought}\nAction: ${coKids[0].name}\nAction Input: ${JSON.stringify(coKids[0].input)}`, { model: "gpt-4o-mini", usage: usageOf(R) });
    const fin = llmSpan(`LLM.call (${coworker})`, { task: brief.task }, `Final Answer: ${answer}`, { model: "gpt-4o-mini", usage: usageOf(R) });
    const co = agentSpan(coworker, brief, answer, [think, ...coKids, fin], { crew_agent_id: R.uuid() });
    kids.push(toolSpan("Delegate work to coworker", { ...brief, coworker }, answer, { children: [co] }));
  };
  const b1 = { task: "Review the liability, data-ownership and termination clauses of the three bids (Trakvia, FleetLoop, Orbis) and flag unacceptable terms.", context: "Our standard is uncapped liability for data breaches and data returned within 30 days on exit." };
  deleg(`Thought: Contract risk first; the counsel should review the clauses.\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify({ ...b1, coworker: "Contracts Counsel" })}`, "Contracts Counsel", b1,
    [toolSpan("read_bid_documents", { rfp: "RFP-2024-117", sections: ["liability", "data", "termination"] }, { docs: 3, pages: 142, extracted_at: T.isoS(), ocr: false })],
    "Trakvia caps data-breach liability at 12 months' fees (unacceptable). FleetLoop accepts our terms. Orbis accepts liability but keeps telematics data for 180 days after exit, which needs negotiation.",
    "The liability schedules and data-processing annexes are the relevant parts; I'll pull those sections from all three bids.");
  const b2 = { task: "Compare the total cost of the three bids over the 3-year initial term.", context: "Use the pricing schedules." };
  deleg(`Thought: Now cost.\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify({ ...b2, coworker: "Cost Analyst" })}`, "Cost Analyst", b2,
    [toolSpan("pricing_model", { term_years: 3, units: 420 }, { trakvia: 301400, fleetloop: 334900, orbis: 318200, currency: "GBP", model_rev: `pm-${R.hex(6)}` })],
    "Over 3 years for 420 vehicles: Trakvia £301,400, Orbis £318,200, FleetLoop £334,900. Trakvia is cheapest.",
    "Run the pricing model over the initial term for the 420-vehicle fleet.");
  const b3 = { task: "Redo the comparison over the 5-year TCO period named in the RFP, including hardware refresh in year 4 and annual maintenance.", context: "Correction: the RFP evaluates five-year TCO, not the 3-year initial term. FleetLoop bundles hardware refresh; the others charge it separately." };
  deleg(`Thought: The analyst used the 3-year term, but the RFP scores 5-year TCO including refresh and maintenance. I'll send a corrected brief.\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify({ ...b3, coworker: "Cost Analyst" })}`, "Cost Analyst", b3,
    [toolSpan("pricing_model", { term_years: 5, units: 420, include: ["hw_refresh_y4", "maintenance"] }, { trakvia: 561900, fleetloop: 538300, orbis: 549700, currency: "GBP", model_rev: `pm-${R.hex(6)}` })],
    "On 5-year TCO with the year-4 hardware refresh and maintenance, FleetLoop is lowest at £538,300, then Orbis £549,700 and Trakvia £561,900; FleetLoop's bundled refresh reverses the 3-year ranking.",
    "The corrected brief needs five years plus the year-4 refresh and maintenance lines, which the earlier run left out.");
  T.adv(2000, 5000);
  const answer = "Recommend FleetLoop: it is the only bid accepting our liability and data-exit terms without changes and has the lowest five-year TCO (£538,300). Orbis is a fallback if its 180-day data retention can be negotiated down; Trakvia is excluded on the liability cap.";
  kids.push(llmSpan("LLM.call (Crew Manager)", { messages: [{ role: "user", content: goal }] }, `Thought: I now have contract risk and the correct 5-year cost.\nFinal Answer: ${answer}`, { model: "gpt-4o", usage: usageOf(R) }));
  const root = agentSpan("Crew.kickoff", { inputs: { rfp: "RFP-2024-117" }, process: "hierarchical" }, answer, kids, { crew_id: R.uuid(), crewai_version: "0.55.2" });
  return { goal, isolates: "The CrewAI manager delegates clause review, then a cost comparison, then a corrected five-year cost brief to the same analyst; each answer is new and the recommendation combines them.", stagnation: false, root };
}

// ---------------------------------------------------------------- 03 electricity retail billing dispute, OpenAI Agents SDK handoffs
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-02-21T11:02:00Z");
  const goal = "Customer account 30018874 disputes a £412 January electricity bill as far too high. Investigate and resolve.";
  const kids = [];
  const resp = (text, call) => { T.adv(800, 2600); return llmSpan("response", { model: "gpt-4o" }, { id: R.respId(), output: [{ type: "message", role: "assistant", content: [{ type: "output_text", text }] }, ...(call ? [{ type: "function_call", call_id: R.callId(), name: call, arguments: "{}" }] : [])] }, { usage: { input_tokens: R.int(600, 2800), output_tokens: R.int(40, 160) } }); };
  const fn = (name, args, out) => span("tool", name, JSON.stringify(args), JSON.stringify(out), { metadata: { span_type: "function" } });
  const handoff = (from, to) => span("handoff", "handoff", { from_agent: from, to_agent: to }, null, { metadata: { span_id: `span_${R.hex(24)}` } });
  kids.push(agentSpan("Triage", { input: goal }, "Bill dispute: routing to Billing.", [resp("This is a bill-amount dispute; handing to Billing.", "transfer_to_billing"), handoff("Triage", "Billing")], { handoffs: ["Billing", "Metering"] }));
  const billOut = "The January bill used an estimated read of 48,310 kWh because no actual read arrived since November; consumption looks over-estimated by roughly 1,100 kWh. Metering must confirm the actual smart-meter read.";
  kids.push(agentSpan("Billing", { input: goal }, billOut, [
    fn("get_bill", { account: "30018874", period: "2024-01" }, { amount_gbp: 412.07, read_type: "ESTIMATED", opening: 46010, closing: 48310, unit_rate_p: 24.5, standing_p_day: 53.35, doc: `INV-${R.digits(8)}` }),
    resp(billOut, "transfer_to_metering"), handoff("Billing", "Metering")], { handoffs: ["Metering"] }));
  const meterOut = "Smart meter S2 reported an actual read of 47,205 kWh on 31 Jan (DCC message delivered late on 3 Feb). Rebilled January on the actual read: £141.34, credit of £270.73 applied, and the meter comms fault ticket is raised.";
  kids.push(agentSpan("Metering", { input: goal }, meterOut, [
    fn("dcc_read_history", { mpan: "19 8000 0123 456", from: "2024-01-25" }, { reads: [{ at: "2024-01-31T23:30:00Z", kwh: 47205, type: "ACTUAL", delivered: "2024-02-03T06:12:44Z" }], comms_hub: `CH-${R.hex(8)}`, dcc_req: R.uuid() }),
    fn("rebill", { account: "30018874", period: "2024-01", closing_read: 47205 }, { new_amount_gbp: 141.34, credit_gbp: 270.73, rebill_id: `RB-${R.digits(7)}` }),
    resp(meterOut, null)], { handoffs: [] }));
  const root = agentSpan("Agent workflow", { workflow_name: "billing-disputes", group_id: `acct_30018874` }, meterOut, kids, { trace_id: `trace_${R.hex(32)}` });
  return { goal, isolates: "Triage hands to Billing, which finds an estimated read and hands to Metering, which finds the actual read and rebills; each agent adds a new finding and the case is resolved.", stagnation: false, root };
}

// ---------------------------------------------------------------- 04 pipeline in-line inspection, LangGraph supervisor
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-10-01T07:40:00Z");
  const goal = "From last month's in-line inspection (pigging) run on line GL-14, identify metal-loss features that need a dig under our integrity criteria and draft the dig list.";
  const kids = [];
  const sup = (text, next, step) => {
    T.adv(900, 2500);
    const tc = R.callId();
    kids.push(chainSpan("supervisor", { step }, { next }, [
      llmSpan("ChatAnthropic", { messages: [{ role: "user", content: goal }] }, { content: text, tool_calls: next === "FINISH" ? [] : [{ name: `transfer_to_${next}`, args: {}, id: tc }] }, { ls_model_name: "claude-3-5-sonnet-20240620", usage: usageOf(R) }),
      ...(next === "FINISH" ? [] : [toolSpan(`transfer_to_${next}`, {}, `Successfully transferred to ${next}`, { metadata: { tool_call_id: tc } })]),
    ], { langgraph_node: "supervisor", langgraph_step: step }));
  };
  const worker = (name, step, tool, args, out, answer) => {
    T.adv(2000, 6000);
    kids.push(chainSpan(name, { step }, { messages: [{ role: "ai", content: answer }] }, [
      toolSpan(tool, args, out),
      llmSpan("ChatAnthropic", { messages: `(${name} history)` }, { content: answer }, { ls_model_name: "claude-3-5-sonnet-20240620", usage: usageOf(R) }),
    ], { langgraph_node: name, langgraph_step: step }));
  };
  sup("First get the feature list from the ILI run.", "data_agent", 1);
  worker("data_agent", 2, "ili_features", { line: "GL-14", run: "ILI-2024-09", type: "metal_loss", min_depth_pct: 20 },
    { run: "ILI-2024-09", tool: "MFL 12in", vendor_report: `VR-${R.digits(6)}`, features: [{ id: "F-0412", chainage_m: 3412.6, depth_pct: 48, length_mm: 210, clock: "05:30" }, { id: "F-0977", chainage_m: 8120.3, depth_pct: 27, length_mm: 60, clock: "06:00" }, { id: "F-1530", chainage_m: 12890.1, depth_pct: 61, length_mm: 95, clock: "04:45" }, { id: "F-1602", chainage_m: 13004.8, depth_pct: 22, length_mm: 340, clock: "06:15" }], count: 4 },
    "4 metal-loss features at 20% depth or more: F-0412 (48%, 210 mm), F-0977 (27%, 60 mm), F-1530 (61%, 95 mm), F-1602 (22%, 340 mm).");
  sup("Features retrieved. Now assess each against the dig criteria.", "integrity_agent", 3);
  worker("integrity_agent", 4, "b31g_assess", { features: ["F-0412", "F-0977", "F-1530", "F-1602"], maop_bar: 70, smys_mpa: 359, wt_mm: 7.1, od_mm: 323.9 },
    { method: "Modified B31G", results: [{ id: "F-0412", erf: 1.04, dig: true }, { id: "F-0977", erf: 0.71, dig: false }, { id: "F-1530", erf: 0.98, dig: true, note: "depth > 60%" }, { id: "F-1602", erf: 0.83, dig: false }], calc_id: R.uuid() },
    "F-0412 (ERF 1.04) and F-1530 (61% depth) need digs; F-0977 and F-1602 pass and go to the monitoring list.");
  sup("Two digs identified. Have the report writer draft the dig list.", "report_writer", 5);
  worker("report_writer", 6, "render_doc", { template: "dig_list_v2", features: ["F-0412", "F-1530"] }, { doc: `DL-GL14-${R.digits(4)}.docx`, pages: 3, stored: `sharepoint://integrity/GL-14/${R.hex(8)}` },
    "Drafted dig list DL-GL14: F-1530 at 12,890 m (priority, 61% depth) and F-0412 at 3,412 m (ERF 1.04), with access notes and excavation permits to request.");
  sup("The dig list is drafted; we are done.", "FINISH", 7);
  const answer = "Dig list drafted for GL-14: F-1530 (chainage 12,890 m, 61% depth, priority) and F-0412 (3,412 m, ERF 1.04). F-0977 and F-1602 go to monitoring.";
  const root = agentSpan("LangGraph", { messages: [{ role: "user", content: goal }] }, { messages: [{ role: "ai", content: answer }] }, kids, { thread_id: `gl14-${R.hex(6)}`, recursion_limit: 25 });
  return { goal, isolates: "The supervisor routes data_agent, integrity_agent and report_writer in turn with different sub-tasks; each returns new results and the graph finishes with a dig list.", stagnation: false, root };
}

// ---------------------------------------------------------------- 05 conference program committee, AutoGen GroupChat
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-03-25T13:00:00Z");
  const goal = "Program committee meeting: decide accept/reject for the four borderline submissions (#14, #22, #31, #40) to the systems track of our workshop.";
  const kids = [];
  const turn = (name, content, toolKids = []) => { T.adv(2000, 7000); kids.push(agentSpan(name, { speaker_selected_by: "GroupChatManager" }, content, [llmSpan(`${name}.llm`, { messages: "(group chat history)" }, { content }, { model: "gpt-4o", usage: usageOf(R) }), ...toolKids], { groupchat_round: kids.length + 1 })); };
  const fetch = (n) => toolSpan("fetch_reviews", { submission: n }, { submission: n, scores: [R.int(2, 4), R.int(2, 4), R.int(1, 4)], confidence: [R.int(2, 5), R.int(2, 5), R.int(2, 5)], rebuttal: R.chance(0.6), hotcrp_rev: R.int(1000, 9000) });
  turn("Chair", "We have four borderline papers. Reviewer_Systems, please take #14 and #22; Reviewer_ML, #31. We'll do #40 after.");
  turn("Reviewer_Systems", "#14 (log-structured KV store on ZNS SSDs): reviewers agree the evaluation is solid; the main concern, missing comparison with RocksDB-ZenFS, was answered in the rebuttal with new numbers. Lean accept. #22 (serverless cold-start cache): novelty is thin relative to prior work and no rebuttal was submitted. Lean reject.", [fetch(14), fetch(22)]);
  turn("Reviewer_ML", "#31 (learned index for time-series): strong results but the systems-track fit is weak and the artifact is missing. Suggest redirecting it to the ML-for-systems track rather than rejecting.", [fetch(31)]);
  turn("Chair", "Thanks. Reviewer_Systems, one more: #40, please check whether the authors' rebuttal fixed the correctness bug reviewer 2 found.");
  turn("Reviewer_Systems", "#40 (RDMA-based lock service): the rebuttal includes a fixed proof sketch and a rerun showing the anomaly is gone; reviewer 2 raised their score to 3. Accept with shepherding.", [fetch(40)]);
  const answer = "Decisions: #14 accept, #40 accept with shepherding, #22 reject, #31 transferred to the ML-for-systems track. TERMINATE";
  turn("Chair", answer);
  const root = agentSpan("GroupChatManager.run_chat", { message: goal, agents: ["Chair", "Reviewer_Systems", "Reviewer_ML"], max_round: 10 }, answer, kids, { autogen_version: "0.2.36", speaker_selection_method: "auto" });
  return { goal, isolates: "In an AutoGen group chat the chair assigns different submissions to two reviewer agents (one of them twice, with a new paper); each review is new and the chair records the decisions.", stagnation: false, root };
}

// ---------------------------------------------------------------- 06 dam safety instrumentation review, CAMEL role-play
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-04-29T08:00:00Z");
  const goal = "Quarterly instrumentation review for Loch Arrin dam: check piezometers, seepage and inclinometer data after the March high-water event and state whether a special inspection is needed.";
  const u = "Dam Safety Engineer", a = "Instrumentation Analyst";
  const kids = [];
  const instr = (content) => { T.adv(1500, 4000); kids.push(llmSpan(`ChatAgent.step[AI User: ${u}]`, { role_type: "USER" }, { msgs: [{ role_name: u, role_type: "USER", content }], terminated: false }, { model: "gpt-4o" })); };
  const solve = (content, tool, args, out) => {
    T.adv(2500, 7000);
    kids.push(agentSpan(`ChatAgent.step[AI Assistant: ${a}]`, { role_type: "ASSISTANT" }, content, [
      llmSpan("OpenAIModel.run", { messages: "(role-play history)" }, { content, tool_calls: [{ name: tool, args }] }, { model: "gpt-4o", usage: usageOf(R) }),
      toolSpan(tool, args, out),
    ]));
  };
  instr("Instruction: Trend the embankment piezometers P1-P6 over January-April and compare with reservoir level.\nInput: High-water event peaked on 14 March.");
  solve("Solution: P1-P4 followed reservoir level with a lag of 2-3 days and returned to seasonal values by early April. P5 (downstream toe) rose 0.4 m and has not fully recovered. Next request.",
    "instrument_series", { instruments: ["P1", "P2", "P3", "P4", "P5", "P6"], from: "2024-01-01", to: "2024-04-28" }, { series: 6, samples: R.int(3000, 3400), p5_delta_m: 0.41, p5_recovery_pct: 38, source: `geomon-${R.int(1, 2)}`, export: R.tmpPath(".csv") });
  instr("Instruction: Check the seepage weir flows for the same period against reservoir level.\nInput: Weirs W1 and W2.");
  solve("Solution: W1 peaked at 4.1 l/s on 16 March and is back to 2.2 l/s; W2 is unchanged at about 0.8 l/s and the water is clear (no fines recorded). Next request.",
    "instrument_series", { instruments: ["W1", "W2"], from: "2024-01-01", to: "2024-04-28" }, { series: 2, w1_peak_ls: 4.1, w1_now_ls: 2.2, w2_mean_ls: 0.8, turbidity_flags: 0, source: `geomon-${R.int(1, 2)}` });
  instr("Instruction: Review the inclinometer I-3 readings near P5 for any displacement.\nInput: Baseline survey from October 2023.");
  solve("Solution: I-3 shows cumulative displacement of 1.8 mm at 6 m depth since the October baseline, within the 5 mm alert level and with no acceleration after March. Next request.",
    "inclinometer_profile", { id: "I-3", baseline: "2023-10-12", latest: "2024-04-22" }, { max_cum_mm: 1.8, depth_m: 6.0, alert_mm: 5, rate_mm_month: 0.2, survey: `INC-${R.digits(5)}` });
  instr("Instruction: Summarise and state whether a special inspection is needed.\nInput: None");
  solve("Solution: Piezometers P1-P4 and seepage have recovered and I-3 is well inside its alert level. The only open item is P5's slow recovery, which calls for monthly P5 readings and a review at the next quarter, not a special inspection. Next request.",
    "file_note", { register: "LochArrin/2024-Q1", text: "No special inspection; increase P5 reading frequency to monthly." }, { note_id: `DSN-${R.digits(6)}`, saved: T.isoS() });
  instr("CAMEL_TASK_DONE");
  const root = agentSpan("RolePlaying", { task_prompt: goal, user_role_name: u, assistant_role_name: a }, { terminated: true, termination_reasons: ["CAMEL_TASK_DONE"] }, kids, { camel_version: "0.2.4" });
  return { goal, isolates: "The AI engineer hands the analyst four different sub-tasks (piezometers, seepage, inclinometer, summary); each solution brings new data and the role-play ends with CAMEL_TASK_DONE.", stagnation: false, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
