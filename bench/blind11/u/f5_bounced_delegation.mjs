// Family 5 — bounced-delegation (loop: true, stagnation: true)
// A supervisor hands the same task to a sub-agent again and again (or an agent re-invokes itself,
// or a handoff goes back and forth between two agents) and the same inconclusive answer comes back.
import { rngFor, span, agentSpan, llmSpan, toolSpan, chainSpan, retrieverSpan, ReAct, ledger } from "./lib.mjs";

export const meta = {
  family: "bounced-delegation",
  loop: true,
  stagnationAllowed: [true],
  kind: "delegation-bounce",
  isolates: "Delegation that never converges: the same brief goes to the same helper (or bounces between two) and the same inconclusive answer returns.",
};

// ---------------------------------------------------------------- 01 archaeology finds registry, Magentic-One
function row01(id) {
  const R = rngFor(id);
  const T = R.clock("2024-08-21T13:02:44Z");
  const goal = "For small find SF-2291 (trench C, context 1047), attach the context sheet and the photo-register entry to the specialist pottery report draft.";
  const children = [];
  T.adv(3000, 8000);
  children.push(llmSpan("orchestrator.plan", { task: goal, team: ["FileSurfer", "Coder", "ComputerTerminal"] },
    "Here is the fact sheet:\n1. GIVEN OR VERIFIED FACTS: SF-2291 comes from trench C, context 1047.\n2. FACTS TO LOOK UP: location of the context sheet for 1047 in the site archive; photo-register rows for SF-2291.\n3. FACTS TO DERIVE: none.\n4. EDUCATED GUESSES: context sheets are stored per trench under /archive/2024.\n\nPlan:\n- FileSurfer: locate and open the context sheet for context 1047.\n- FileSurfer: find SF-2291 in the photo register.\n- Coder: insert both references into the report draft.",
    { model: "gpt-4o-2024-08-06", usage: { prompt_tokens: R.int(1800, 2600), completion_tokens: R.int(180, 260) } }));
  const instruction = "Please open the site archive under /archive/2024/trenchC/context_sheets and find the context sheet for context 1047, then report its file path.";
  const answer = "I opened /archive/2024/trenchC/context_sheets. The folder contains context sheets for contexts 1001-1046 and 1048-1063; there is no file for context 1047.";
  for (let i = 0; i < 4; i++) {
    T.adv(2500, 6000);
    children.push(llmSpan("orchestrator.progress_ledger", { task: goal, team: ["FileSurfer", "Coder", "ComputerTerminal"], round: i + 1 },
      ledger({
        satisfied: false, satisfiedWhy: "The context sheet for context 1047 has not been located yet, so nothing can be attached to the report.",
        loop: false, loopWhy: "We are not in a loop; FileSurfer has only been asked to look in the context sheet folder.",
        progress: true, progressWhy: "FileSurfer is working through the site archive to locate the context sheet.",
        next: "FileSurfer", nextWhy: "FileSurfer can browse the site archive to find the context sheet for context 1047.",
        instruction, instructionWhy: "The context sheet must be located before it can be attached to the report.",
      }), { model: "gpt-4o-2024-08-06", usage: { prompt_tokens: R.int(3000, 9000), completion_tokens: R.int(200, 280) } }));
    T.adv(1500, 4000);
    const listing = `Path: /archive/2024/trenchC/context_sheets\nViewport position: Showing page 1 of 1.\n=======================\n` +
      Array.from({ length: 5 }, (_, k) => `CS_${1042 + k}.pdf  ${R.int(180, 900)} KB  modified ${T.plus(-R.int(3, 40) * 86400e3).date()}`).join("\n") +
      `\nCS_1048.pdf  ${R.int(180, 900)} KB  modified ${T.plus(-R.int(3, 40) * 86400e3).date()}\n... (${R.int(15, 17)} more files)\n[indexer ${R.hex(8)} cached ${R.int(1, 59)}s ago]`;
    children.push(agentSpan("FileSurfer", { instruction }, answer, [
      llmSpan("FileSurfer.llm", { instruction }, { tool_calls: [{ name: "open_path", arguments: JSON.stringify({ path: "/archive/2024/trenchC/context_sheets" }) }] }, { model: "gpt-4o-2024-08-06" }),
      toolSpan("open_path", { path: "/archive/2024/trenchC/context_sheets" }, listing, { metadata: { markdown_converter: "MarkItDown", elapsed_ms: R.int(40, 300) } }),
    ], { agent_type: "FileSurfer", round: i + 1 }));
  }
  const root = agentSpan("MagenticOneOrchestrator", { task: goal }, null, children, { max_rounds: 20, max_stalls: 3, max_time_s: 1200, session: R.uuid() });
  root.error = "Orchestrator stopped: max_time (1200 s) reached";
  return { goal, isolates: "Magentic-One ledger sends FileSurfer to the same context-sheet folder with the same instruction four times (marking is_in_loop false) and FileSurfer reports the same 'no file for context 1047' each time.", stagnation: true, root };
}

// ---------------------------------------------------------------- 02 pension fund, CrewAI hierarchical manager
function row02(id) {
  const R = rngFor(id);
  const T = R.clock("2024-05-20T09:33:12Z");
  const goal = "Compute the deferred vested pension for member M-40712 leaving service on 31 May 2024 and draft the leaver statement.";
  const children = [];
  const brief = { task: "Compute the deferred vested pension at 31 May 2024 for member M-40712 under the 1/60th final-salary section.", context: "Member is leaving service on 31 May 2024. Use the scheme rules v2021.2 and the member record.", coworker: "Actuarial Analyst" };
  const answer = "I cannot compute the vested benefit for M-40712: the member record has no pensionable service start date (field psd is null), so completed service cannot be determined. Please provide the service start date.";
  const mgrText = `Thought: I need the Actuarial Analyst to compute the deferred vested pension for M-40712 before I can draft the leaver statement.\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify(brief)}`;
  for (let i = 0; i < 4; i++) {
    T.adv(1500, 4500);
    children.push(llmSpan("LLM.call (Crew Manager)", { messages: [{ role: "system", content: "You are Crew Manager. You are a seasoned manager with a knack for getting the best out of your team..." }, { role: "user", content: goal }] },
      i === 0 ? mgrText : mgrText.replace("Thought: I need", "Thought: The analyst could not finish. I need"), { model: "gpt-4o", usage: usageOf(R) }));
    T.adv(2000, 5000);
    const rec = { member_id: "M-40712", section: "FS60", dob: "1971-03-09", psd: null, salary_history: [{ year: 2021, pensionable: 61240 }, { year: 2022, pensionable: 63110 }, { year: 2023, pensionable: 65980 }], record_version: R.int(40, 60), etl_batch: `B${T.compact()}`, source: R.pick(["admin-db-ro-1", "admin-db-ro-2"]) };
    const coworker = agentSpan("Actuarial Analyst", brief, answer, [
      llmSpan("LLM.call (Actuarial Analyst)", { task: brief.task }, "Thought: I need the member's service history and salary data.\nAction: member_record_lookup\nAction Input: {\"member_id\": \"M-40712\"}", { model: "gpt-4o", usage: usageOf(R) }),
      toolSpan("member_record_lookup", { member_id: "M-40712" }, rec, { metadata: { cache: R.pick(["miss", "hit"]), elapsed_ms: R.int(30, 400) } }),
      llmSpan("LLM.call (Actuarial Analyst)", { task: brief.task }, `Thought: The record has no pensionable service start date.\nFinal Answer: ${answer}`, { model: "gpt-4o", usage: usageOf(R) }),
    ], { crew_agent_id: R.uuid(), delegation_depth: 1 });
    children.push(toolSpan("Delegate work to coworker", brief, answer, { children: [coworker], metadata: { tool_usage_count: i + 1 } }));
  }
  const root = agentSpan("Crew.kickoff", { inputs: { member_id: "M-40712", leaving_date: "2024-05-31" }, process: "hierarchical" }, null, children,
    { crew_id: R.uuid(), crewai_version: "0.51.1", manager_llm: "gpt-4o", max_iter: 4 });
  root.error = "Agent stopped due to iteration limit or time limit.";
  return { goal, isolates: "CrewAI manager delegates the identical vested-pension brief to the Actuarial Analyst four times; each time the analyst answers that the service start date is missing, and the manager never supplies it.", stagnation: true, root };
}
function usageOf(R) { const p = R.int(800, 3500), c = R.int(60, 220); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; }

// ---------------------------------------------------------------- 03 legal aid clinic intake, OpenAI Agents SDK handoff ping-pong
function row03(id) {
  const R = rngFor(id);
  const T = R.clock("2024-06-12T15:20:00Z");
  const goal = "Intake: a live-in caretaker was dismissed last week and has been told to leave the caretaker's flat by Friday. Route the case to the right advisor and book a first appointment.";
  const children = [];
  const resp = (text, handoffTo) => {
    T.adv(800, 3000);
    return llmSpan("response", { model: "gpt-4o", instructions: "(agent instructions)" },
      { id: R.respId(), output: [{ type: "message", role: "assistant", content: [{ type: "output_text", text }] }, { type: "function_call", call_id: R.callId(), name: `transfer_to_${handoffTo.toLowerCase().replace(/ /g, "_")}`, arguments: "{}" }] },
      { usage: { input_tokens: R.int(700, 2600), output_tokens: R.int(50, 140) } });
  };
  const handoff = (from, to) => span("handoff", "handoff", { from_agent: from, to_agent: to }, null, { metadata: { span_id: `span_${R.hex(24)}` } });
  children.push(agentSpan("Intake Triage", { input: goal }, "The client faces loss of their home; routing to Housing Advisor.", [resp("The client faces losing their home; routing to the housing advisor.", "Housing Advisor"), handoff("Intake Triage", "Housing Advisor")],
    { handoffs: ["Housing Advisor", "Employment Advisor"], tools: [] }));
  const housing = "This flat is tied accommodation: the right to occupy depends on whether the dismissal was lawful, so this is primarily an employment matter. Transferring to the Employment Advisor.";
  const employment = "The urgent risk is the instruction to leave the flat by Friday; that is a possession issue, so this is primarily a housing matter. Transferring to the Housing Advisor.";
  for (let i = 0; i < 3; i++) {
    const hk = [resp(housing, "Employment Advisor")];
    if (i === 0) {
      hk.unshift(span("tool", "lookup_tenancy_type", JSON.stringify({ description: "caretaker flat provided with job" }), JSON.stringify({ category: "service_occupancy", notes: "occupation linked to employment contract", kb_rev: R.hex(7) }), { metadata: { span_type: "function" } }));
    }
    hk.push(handoff("Housing Advisor", "Employment Advisor"));
    children.push(agentSpan("Housing Advisor", { input: goal }, housing, hk, { handoffs: ["Employment Advisor"], tools: ["lookup_tenancy_type", "book_appointment"] }));
    children.push(agentSpan("Employment Advisor", { input: goal }, employment, [resp(employment, "Housing Advisor"), handoff("Employment Advisor", "Housing Advisor")],
      { handoffs: ["Housing Advisor"], tools: ["book_appointment", "limitation_calculator"] }));
  }
  const root = agentSpan("Agent workflow", { workflow_name: "legal-aid-intake", group_id: `case_${R.digits(6)}` }, null, children, { trace_id: `trace_${R.hex(32)}`, max_turns: 8 });
  root.error = "MaxTurnsExceeded: Max turns (8) exceeded";
  return { goal, isolates: "Handoffs bounce three times between a Housing Advisor ('tied accommodation, employment matter') and an Employment Advisor ('possession by Friday, housing matter') with identical reasons; no appointment is booked.", stagnation: true, root };
}

// ---------------------------------------------------------------- 04 bridge inspection records, LangGraph supervisor
function row04(id) {
  const R = rngFor(id);
  const T = R.clock("2024-03-04T11:47:20Z");
  const goal = "Extract the deck, superstructure and substructure condition ratings from the 2023 inspection report of bridge SN 45-0192 and update the asset register.";
  const children = [];
  const sup = "The ratings have to come from the 2023 inspection report; the report_reader agent should extract them.";
  const docSha = R.sha1();
  const answer = "I could not extract the ratings: the 2023 report PDF for SN 45-0192 is a scanned image with no text layer (0 characters extracted from 38 pages).";
  for (let i = 0; i < 4; i++) {
    T.adv(1200, 3500);
    const tc = R.callId();
    children.push(chainSpan("supervisor", { messages: `<${2 + i * 3} messages>` }, { next: "report_reader" }, [
      llmSpan("ChatOpenAI", { messages: [{ role: "system", content: "You are a supervisor managing: report_reader, register_writer. Given the request, decide who acts next." }, { role: "user", content: goal }] },
        { content: i === 0 ? sup : `report_reader reported a problem. ${sup}`, tool_calls: [{ name: "transfer_to_report_reader", args: {}, id: tc }] }, { ls_model_name: "gpt-4o", usage: usageOf(R) }),
      toolSpan("transfer_to_report_reader", {}, "Successfully transferred to report_reader", { metadata: { tool_call_id: tc } }),
    ], { langgraph_step: 1 + i * 2, langgraph_node: "supervisor", thread_id: "bridge-45-0192" }));
    T.adv(2000, 6000);
    const tc2 = R.callId();
    children.push(chainSpan("report_reader", { messages: `<${3 + i * 3} messages>` }, { messages: [{ role: "ai", content: answer }] }, [
      llmSpan("ChatOpenAI", { messages: [{ role: "system", content: "You extract condition ratings from inspection PDFs using pdf_extract." }] }, { content: "", tool_calls: [{ name: "pdf_extract", args: { doc_id: "INSP-2023-45-0192", pages: "all" }, id: tc2 }] }, { ls_model_name: "gpt-4o-mini" }),
      toolSpan("pdf_extract", { doc_id: "INSP-2023-45-0192", pages: "all" }, { doc_id: "INSP-2023-45-0192", pages: 38, chars: 0, text: "", warnings: ["no text layer found; document appears to be scanned images", `producer: ${R.pick(["Canon iR-ADV C5535", "KM bizhub C300i"])}`], sha1: docSha, extract_ms: R.int(400, 2200) }, { metadata: { tool_call_id: tc2 } }),
      llmSpan("ChatOpenAI", { messages: "(report_reader history)" }, { content: answer }, { ls_model_name: "gpt-4o-mini" }),
    ], { langgraph_step: 2 + i * 2, langgraph_node: "report_reader", thread_id: "bridge-45-0192" }));
  }
  const root = agentSpan("LangGraph", { messages: [{ role: "user", content: goal }] }, null, children, { thread_id: "bridge-45-0192", recursion_limit: 9 });
  root.error = "GraphRecursionError: Recursion limit of 9 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.";
  return { goal, isolates: "LangGraph supervisor transfers to report_reader with the same brief four times; report_reader re-extracts the same scanned PDF and returns the same 'no text layer' answer until the recursion limit.", stagnation: true, root };
}

// ---------------------------------------------------------------- 05 beekeeping cooperative, agent recursively delegating to itself
function row05(id) {
  const R = rngFor(id);
  const T = R.clock("2024-09-30T16:05:55Z");
  const goal = "Find the varroa mite treatment threshold our cooperative adopted for autumn 2024 and apply it to the latest hive inspection counts.";
  const thought = "The handbook search only shows the 2022 threshold, not the autumn 2024 decision. I'll ask the research agent to find the 2024 threshold.";
  const inconclusive = "I could not determine the autumn 2024 varroa threshold: the handbook only lists the 2022 value (3 mites per 100 bees) and the delegated lookup returned nothing further.";
  const level = (depth) => {
    T.adv(800, 2500);
    const kids = [];
    kids.push(llmSpan("ChatOpenAI", { messages: [{ role: "user", content: goal }], depth }, { content: "Searching the cooperative handbook for the autumn 2024 varroa threshold.", tool_calls: [{ name: "handbook_search", args: { query: "varroa treatment threshold autumn 2024" } }] }, { model: "gpt-4o-mini", usage: usageOf(R) }));
    kids.push(retrieverSpan("handbook_search", { query: "varroa treatment threshold autumn 2024", k: 3 },
      { documents: [{ id: "hb-2022-07#p14", score: R.float(0.71, 0.79, 3), text: "Autumn threshold (adopted AGM 2022): treat when alcohol-wash count exceeds 3 mites per 100 bees." }, { id: "hb-2022-07#p15", score: R.float(0.6, 0.7, 3), text: "Oxalic acid trickle is preferred in broodless periods..." }], index: "coop-handbook", took_ms: R.int(20, 160), shard: `s${R.int(0, 3)}` }));
    T.adv(600, 2000);
    kids.push(llmSpan("ChatOpenAI", { messages: [{ role: "user", content: goal }], depth }, { content: thought, tool_calls: [{ name: "ask_research_agent", args: { question: goal } }] }, { model: "gpt-4o-mini", usage: usageOf(R) }));
    let sub;
    if (depth < 4) sub = toolSpan("ask_research_agent", { question: goal }, inconclusive, { children: [level(depth + 1)] });
    else sub = toolSpan("ask_research_agent", { question: goal }, null, { error: "DelegationDepthExceeded: research_agent delegation depth limit (4) reached" });
    kids.push(sub);
    T.adv(500, 1500);
    kids.push(llmSpan("ChatOpenAI", { messages: "(history with tool result)", depth }, { content: inconclusive }, { model: "gpt-4o-mini", usage: usageOf(R) }));
    return agentSpan("research_agent", { question: goal, depth }, inconclusive, kids, { depth, run_id: R.uuid() });
  };
  const root = agentSpan("coop-assistant", { input: goal }, { output: inconclusive }, [level(1)], { user: "secretary@valleybees.coop", session: R.uuid() });
  return { goal, isolates: "The research agent keeps delegating the identical question to a fresh copy of itself four levels deep; each level sees only the 2022 handbook value and returns the same inconclusive answer up the chain.", stagnation: true, root };
}

// ---------------------------------------------------------------- 06 accelerator beamtime, LangChain agent with a sub-agent tool
function row06(id) {
  const R = rngFor(id);
  const T = R.clock("2024-07-02T08:20:41Z");
  const goal = "Propose a 48-hour beamtime block on beamline B16 for proposal 33817 in cycle 2024/3 that avoids the machine development shifts.";
  const tools = [{ name: "ask_scheduling_analyst", description: "Delegate a scheduling question to the scheduling analyst agent. Input: the question." }, { name: "propose_block", description: "Submit a proposed block. Input JSON." }];
  const ag = new ReAct(R, T, { tools, question: goal, model: "gpt-4o-2024-05-13", wrap: false });
  const q = "Find a 48-hour window on B16 in cycle 2024/3 that does not overlap machine development (MD) shifts, for proposal 33817.";
  const answer = "I can't propose a block yet: the machine calendar for cycle 2024/3 is still in DRAFT and not visible to user-office accounts, so the MD shifts are unknown.";
  for (let i = 0; i < 4; i++) {
    const t = ag.act(i === 0 ? "Thought: The scheduling analyst knows the machine calendar; I'll delegate the window search." : "Thought: The analyst did not return a window. I'll delegate the window search to the scheduling analyst again.",
      "ask_scheduling_analyst", q, answer, { toolMeta: { run_id: R.uuid() } });
    T.adv(1500, 4000);
    const cal = `GET /mcal/api/cycles/2024-3/shifts -> 403\n{"detail":"cycle 2024/3 calendar status=DRAFT; visible to role MC only","cycle":"2024/3","published":null,"etag":${JSON.stringify(R.etag(true))},"server":"mcal-${R.int(1, 2)}","t":"${T.ctime()}"}`;
    t.children.push(agentSpan("AgentExecutor", { input: q }, { output: answer }, [
      llmSpan("ChatOpenAI", { messages: [[{ type: "human", content: q }]] }, { generations: [[{ text: "Thought: I need the 2024/3 machine calendar.\nAction: machine_calendar\nAction Input: 2024/3" }]] }, { ls_model_name: "gpt-4o-mini" }),
      toolSpan("machine_calendar", { input: "2024/3" }, cal),
      llmSpan("ChatOpenAI", { messages: [[{ type: "human", content: q }]] }, { generations: [[{ text: `Thought: The calendar is not published.\nFinal Answer: ${answer}` }]] }, { ls_model_name: "gpt-4o-mini" }),
    ], { agent: "scheduling_analyst", run_id: R.uuid() }));
  }
  const root = agentSpan("AgentExecutor", { input: goal }, { output: "Agent stopped due to iteration limit or time limit." }, ag.spans, { run_id: R.uuid(), max_iterations: 4, agent: "beamtime_coordinator" });
  return { goal, isolates: "A coordinator agent calls its scheduling-analyst sub-agent with the identical question four times; the nested agent hits the same DRAFT/403 machine calendar and returns the same 'can't propose yet' answer.", stagnation: true, root };
}

export const scenarios = [row01, row02, row03, row04, row05, row06];
