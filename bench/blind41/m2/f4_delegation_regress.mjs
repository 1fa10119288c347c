import { builder, span } from "./lib.mjs";
export const family = "delegation_regress", loop = true, stagnation = true;
// Build a chain of agents; each one only hands the task on. levels: [{agent, say, tool, args}], tail: error text at the bottom.
function chain(style, n, goal, levels, tail) {
  const b = builder(style, n);
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const [l, t] = b.turn([{ role: "system", content: `You are ${L.agent}.` }, { role: "user", content: L.task }], L.say, [{ name: L.tool, args: L.args, out: inner ? { status: "delegated", result: null, run: n.uuid() } : { error: tail }, err: inner ? undefined : tail }]);
    const kids = [l, ...(t ? [t] : [])];
    if (inner) (t || l.children[0]).children.push(inner);
    if (L.pre) kids.unshift(...L.pre);
    inner = b.agent(L.agent, L.task, null, kids);
  }
  return inner;
}
export const rows = [
  { domain: "donkey sanctuaries", style: "oai_agents", isolates: "Triage agent hands 'schedule the farrier for Pedro' to a scheduler, which hands it to a 'care coordinator', which hands it back to triage, four levels, nobody books.",
    goal: "Book the farrier for Pedro the donkey's overdue hoof trim.",
    build: (n) => chain("oai_agents", n, "", [
      { agent: "SanctuaryTriage", task: "Book the farrier for Pedro the donkey's overdue hoof trim.", say: "This is scheduling work; handing off to Scheduler.", tool: "transfer_to_scheduler", args: { task: "Book the farrier for Pedro's hoof trim." } },
      { agent: "Scheduler", task: "Book the farrier for Pedro's hoof trim.", say: "Hoof care belongs to the care coordinator; handing off.", tool: "transfer_to_care_coordinator", args: { task: "Arrange a farrier visit for Pedro's hooves." } },
      { agent: "CareCoordinator", task: "Arrange a farrier visit for Pedro's hooves.", say: "Needs triage first to set priority; handing off.", tool: "transfer_to_sanctuary_triage", args: { task: "Book the farrier for Pedro the donkey's hoof trim." } },
      { agent: "SanctuaryTriage", task: "Book the farrier for Pedro the donkey's hoof trim.", say: "This is scheduling work; handing off to Scheduler.", tool: "transfer_to_scheduler", args: { task: "Book the farrier for Pedro's hoof trim." } },
    ], "MaxTurnsExceeded: handoff depth 5 > 4") },
  { domain: "silk farms", style: "crewai", isolates: "A manager agent delegates 'estimate cocoon yield' to a co-worker, who delegates the same question onward three more times.",
    goal: "Estimate this season's cocoon yield for mulberry block 7.",
    build: (n) => chain("crewai", n, "", [
      { agent: "Sericulture Manager", task: "Estimate this season's cocoon yield for mulberry block 7.", say: "I should ask the Yield Analyst.", tool: "Delegate work to coworker", args: { coworker: "Yield Analyst", task: "Estimate the cocoon yield for block 7", context: "season 2025" } },
      { agent: "Yield Analyst", task: "Estimate the cocoon yield for block 7", say: "The Field Officer knows block 7 better.", tool: "Delegate work to coworker", args: { coworker: "Field Officer", task: "Estimate cocoon yield for mulberry block 7", context: "season 2025" } },
      { agent: "Field Officer", task: "Estimate cocoon yield for mulberry block 7", say: "Yield estimates are the Analyst's job.", tool: "Delegate work to coworker", args: { coworker: "Yield Analyst", task: "Estimate this season's cocoon yield, block 7", context: "season 2025" } },
      { agent: "Yield Analyst", task: "Estimate this season's cocoon yield, block 7", say: "The Field Officer knows block 7 better.", tool: "Delegate work to coworker", args: { coworker: "Field Officer", task: "Estimate cocoon yield for mulberry block 7", context: "season 2025" } },
    ], "Agent stopped due to iteration limit or time limit.") },
  { domain: "cassette duplication", style: "langsmith", isolates: "A supervisor graph node spawns a sub-graph with the same instruction to 'prepare the master for the 500-copy run', which spawns another, three levels deep.",
    goal: "Prepare the audio master for a 500-copy cassette run of 'Low Tide Tapes vol. 3'.",
    build: (n) => chain("langsmith", n, "", [
      { agent: "supervisor", task: "Prepare the audio master for a 500-copy cassette run of 'Low Tide Tapes vol. 3'.", say: "Delegating to the mastering worker.", tool: "call_subgraph", args: { graph: "supervisor", input: "Prepare the master for the 500-copy cassette run." }, pre: [span("tool", "list_files", JSON.stringify({ dir: "masters/ltt3" }), `side_a.wav  ${n.int(80, 99)}M\nside_b.wav  ${n.int(80, 99)}M`)] },
      { agent: "supervisor", task: "Prepare the master for the 500-copy cassette run.", say: "Delegating to the mastering worker.", tool: "call_subgraph", args: { graph: "supervisor", input: "Prepare the cassette master (500 copies)." } },
      { agent: "supervisor", task: "Prepare the cassette master (500 copies).", say: "Delegating to the mastering worker.", tool: "call_subgraph", args: { graph: "supervisor", input: "Prepare the master for the 500-copy cassette run." } },
    ], "GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.") },
  { domain: "carousel restoration", style: "pydantic", isolates: "An agent-as-tool wrapper calls itself with the same paint-matching request, nested four deep, never consulting the paint archive.",
    goal: "Match the original 1912 paint colour for the carousel's lead horse.",
    build: (n) => chain("pydantic", n, "", [
      { agent: "restoration_agent", task: "Match the original 1912 paint colour for the carousel's lead horse.", say: "I'll ask the colour specialist agent.", tool: "ask_colour_specialist", args: { request: "Find the 1912 paint colour of the lead horse." } },
      { agent: "restoration_agent", task: "Find the 1912 paint colour of the lead horse.", say: "I'll ask the colour specialist agent.", tool: "ask_colour_specialist", args: { request: "Identify the original lead-horse colour (1912)." } },
      { agent: "restoration_agent", task: "Identify the original lead-horse colour (1912).", say: "I'll ask the colour specialist agent.", tool: "ask_colour_specialist", args: { request: "Find the 1912 paint colour of the lead horse." } },
      { agent: "restoration_agent", task: "Find the 1912 paint colour of the lead horse.", say: "I'll ask the colour specialist agent.", tool: "ask_colour_specialist", args: { request: "Identify the original lead-horse colour (1912)." } },
    ], "UsageLimitExceeded: request_limit of 50 exceeded") },
  { domain: "sand yacht clubs", style: "gemini", isolates: "ADK-style root agent transfers the race-entry task to a sub-agent, which transfers it to another sub-agent, which transfers it back, three hops.",
    goal: "Enter member Ilse Baart in Saturday's Class 5 sand yacht race.",
    build: (n) => chain("gemini", n, "", [
      { agent: "club_root", task: "Enter member Ilse Baart in Saturday's Class 5 sand yacht race.", say: "Transferring to race_secretary.", tool: "transfer_to_agent", args: { agent_name: "race_secretary" } },
      { agent: "race_secretary", task: "Enter Ilse Baart in Saturday's Class 5 race.", say: "Membership has to handle entries; transferring.", tool: "transfer_to_agent", args: { agent_name: "membership_desk" } },
      { agent: "membership_desk", task: "Enter Ilse Baart, Class 5, Saturday.", say: "Race entries belong to the secretary; transferring.", tool: "transfer_to_agent", args: { agent_name: "race_secretary" } },
      { agent: "race_secretary", task: "Enter Ilse Baart in Saturday's Class 5 race.", say: "Membership has to handle entries; transferring.", tool: "transfer_to_agent", args: { agent_name: "membership_desk" } },
    ], "max_llm_calls limit reached (50)") },
  { domain: "ice-fishing shanty rental", style: "autogen", isolates: "An orchestrator creates a nested chat with the same 'check ice thickness and confirm rental' instruction at each of three levels; the measurement tool is never called.",
    goal: "Confirm shanty #9 rental on Lake Mille Lacs for Saturday if ice is at least 12 inches.",
    build: (n) => chain("autogen", n, "", [
      { agent: "orchestrator", task: "Confirm shanty #9 rental on Lake Mille Lacs for Saturday if ice is at least 12 inches.", say: "Starting a nested chat with the planner.", tool: "initiate_chat", args: { recipient: "orchestrator_inner", message: "Check ice thickness and confirm shanty #9 for Saturday." } },
      { agent: "orchestrator_inner", task: "Check ice thickness and confirm shanty #9 for Saturday.", say: "Starting a nested chat with the planner.", tool: "initiate_chat", args: { recipient: "orchestrator_inner_2", message: "Check the ice and confirm the shanty #9 rental for Saturday." } },
      { agent: "orchestrator_inner_2", task: "Check the ice and confirm the shanty #9 rental for Saturday.", say: "Starting a nested chat with the planner.", tool: "initiate_chat", args: { recipient: "orchestrator_inner_3", message: "Check ice thickness and confirm shanty #9 for Saturday." } },
    ], "max_consecutive_auto_reply reached") },
];
