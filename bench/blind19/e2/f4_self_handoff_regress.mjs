// Family: self_handoff_regress (loop: true, stagnation: true)
// The same task is handed to itself / a sub-agent which hands it on again, nested 3+ deep,
// with the same or reworded instructions; nobody does the work.

// Build a nest: levels[i] = { agent, text, callName, task, extraCalls? }; deepest gets `bottom` steps.
function nest(levels, bottom, bottomResult, bottomError) {
  let sub = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const inner = sub;
    const steps = [...(L.pre || [])];
    if (inner) steps.push({ text: L.text, calls: [{ name: L.callName, args: L.args, sub: inner, error: L.err }] });
    else steps.push(...bottom);
    sub = { agent: L.agent, task: L.task, steps, result: inner ? L.result ?? null : bottomResult, error: inner ? L.error : bottomError };
  }
  return sub;
}

// 01 film festival submissions — OpenAI Agents SDK (agents as tools)
const r01 = (n) => {
  const task = 'Triage the 212 new short-film submissions for the Documentary strand: reject incomplete entries, flag runtime > 40 min, and shortlist 30 for screeners.';
  const sub = nest([
    { agent: 'Submission Triage', task: 'Triage the Documentary strand submissions (212 new): remove incomplete ones, flag over-length, shortlist 30.', text: 'This is a triage job; the triage specialist should handle it.', callName: 'triage_submissions', args: { instructions: 'Triage the 212 Documentary submissions: reject incomplete, flag >40 min, shortlist 30.' } },
    { agent: 'Submission Triage', task: 'Triage the 212 Documentary submissions: reject incomplete, flag >40 min, shortlist 30.', text: 'Triage of the Documentary submissions should go to the triage specialist.', callName: 'triage_submissions', args: { instructions: 'Please triage the 212 Documentary-strand submissions (reject incomplete, flag over 40 minutes, shortlist 30).' } },
    { agent: 'Submission Triage', task: 'Please triage the 212 Documentary-strand submissions (reject incomplete, flag over 40 minutes, shortlist 30).', text: 'This request is a triage task; handing it to the triage specialist.', callName: 'triage_submissions', args: { instructions: 'Triage 212 Documentary submissions: reject incomplete, flag >40 min runtime, shortlist 30 for screeners.' } },
  ], [{ text: 'Triage of the Documentary submissions belongs with the triage specialist.', calls: [{ name: 'triage_submissions', args: { instructions: 'Triage the 212 Documentary submissions — reject incomplete, flag >40 min, shortlist 30.' }, error: 'MaxTurnsExceeded: nested agent depth limit (4) reached', out: null }] }], null, 'MaxTurnsExceeded: nested agent depth limit (4) reached');
  return {
    domain: 'film festival submissions', style: 'openai_agents', agent: 'Programming Coordinator', model: 'gpt-4.1',
    isolates: 'A festival coordinator passes the same triage instructions to a triage agent that passes them to itself again four levels deep; no submission is ever opened.',
    system: 'You coordinate programming for the Harbourlight Film Festival. You can call specialist agents as tools.',
    goal: task,
    agentOpts: { tools: ['list_submissions', 'triage_submissions'] },
    steps: [
      { text: 'Let me see how many submissions arrived.', calls: [{ name: 'list_submissions', args: { strand: 'documentary', status: 'new', limit: 1 }, out: JSON.stringify({ total: 212, first: { id: 'SUB-' + n.digits(5), title: 'Low Tide Parish', runtime_min: 23 }, filmfreeway_sync: n.iso(), next_cursor: n.cursor() }) }] },
      { text: 'This is a triage job; I\'ll hand it to the triage specialist.', calls: [{ name: 'triage_submissions', args: { instructions: 'Triage the Documentary strand submissions (212 new): remove incomplete ones, flag over-length, shortlist 30.' }, sub, error: 'MaxTurnsExceeded: nested agent depth limit (4) reached', out: null }] },
    ],
    final: null, error: 'MaxTurnsExceeded: nested agent depth limit (4) reached',
  };
};

// 02 letting agency deposits — CrewAI hierarchical
const r02 = (n) => {
  const t = [
    'Work out the deposit deductions for 14 Alder Court (tenancy T-0932) from the check-out report and prepare the TDS proposal.',
    'Determine deductions for the 14 Alder Court deposit using the check-out report and draft the TDS proposal.',
    'Prepare the deposit deduction proposal for tenancy T-0932 (14 Alder Court) based on the check-out report.',
    'Calculate the 14 Alder Court deposit deductions from the check-out report and prepare the TDS proposal.',
  ];
  const sub = nest([
    { agent: 'Deposit Specialist', task: t[1], text: 'This is best handled by the Deposit Specialist with full context.', callName: 'Delegate work to coworker', args: { task: t[2], context: 'Tenancy T-0932, check-out report attached in the property file.', coworker: 'Deposit Specialist' } },
    { agent: 'Deposit Specialist', task: t[2], text: 'The Deposit Specialist should handle this deduction calculation.', callName: 'Delegate work to coworker', args: { task: t[3], context: 'Tenancy T-0932. Check-out report in the file.', coworker: 'Deposit Specialist' } },
  ], [{ text: 'This should be handled by the Deposit Specialist with the check-out report.', calls: [{ name: 'Delegate work to coworker', args: { task: t[0], context: 'Tenancy T-0932.', coworker: 'Deposit Specialist' }, error: 'Delegation depth exceeded (max 3). Agent stopped.', out: `Error executing tool. Coworker mentioned not found or delegation depth exceeded. [${n.uuid()}]` }] }], null, 'Delegation depth exceeded');
  return {
    domain: 'letting agency deposits', style: 'crewai', agent: 'Lettings Manager', model: 'gpt-4o',
    isolates: 'A lettings manager delegates the deposit-deduction task to a Deposit Specialist, who delegates the same task (reworded) to the Deposit Specialist again, three levels deep, and nobody opens the check-out report.',
    system: 'You are the Lettings Manager at Harrow & Finch. You coordinate specialists.',
    goal: t[0],
    agentOpts: { crew: 'end_of_tenancy_crew', process: 'hierarchical', delegates: true },
    steps: [
      { text: 'The deposit deductions need the specialist.', calls: [{ name: 'Delegate work to coworker', args: { task: t[1], context: 'Tenancy T-0932 ended ' + n.eu() + '. Check-out report CR-' + n.digits(5) + ' on file.', coworker: 'Deposit Specialist' }, sub }] },
      { text: 'Thought: I now know the final answer\nFinal Answer: The deposit deductions for 14 Alder Court are being handled by the Deposit Specialist.' },
    ],
    final: 'The deposit deductions for 14 Alder Court are being handled by the Deposit Specialist.',
  };
};

// 03 Django mypy errors — Claude Agent SDK Task subagents
const r03 = (n) => {
  const prompt = (k) => [
    'Fix all mypy errors in the `billing` Django app so that `mypy billing/` passes. Do not change runtime behaviour.',
    'Make `mypy billing/` pass by fixing the type errors in the billing app without changing behaviour.',
    'Resolve the mypy type errors in billing/ so the type check passes; keep runtime behaviour the same.',
    'Fix the billing app\'s mypy errors so that `mypy billing/` is clean. Behaviour must not change.',
  ][k];
  const sub = nest([
    { agent: 'general-purpose', task: prompt(1), text: 'This is a self-contained typing task; I\'ll delegate it to a subagent.', callName: 'Task', args: { description: 'Fix billing mypy errors', prompt: prompt(2), subagent_type: 'general-purpose' } },
    { agent: 'general-purpose', task: prompt(2), text: 'This is a focused typing task that a subagent can handle; delegating.', callName: 'Task', args: { description: 'Fix mypy errors in billing', prompt: prompt(3), subagent_type: 'general-purpose' } },
    { agent: 'general-purpose', task: prompt(3), text: 'This is a self-contained task best handled by a dedicated subagent; delegating.', callName: 'Task', args: { description: 'Fix billing type errors', prompt: prompt(0), subagent_type: 'general-purpose' } },
  ], [{ text: 'I\'ll hand this typing task to a subagent.', calls: [{ name: 'Task', args: { description: 'Fix billing mypy errors', prompt: prompt(1), subagent_type: 'general-purpose' }, error: 'Subagent nesting limit reached', out: 'Error: Task tool is not available inside subagents at this depth.' }] }], 'I was unable to complete this task.', undefined);
  return {
    domain: 'Django type checking', style: 'claude_sdk', agent: 'main', model: 'claude-sonnet-4-20250514',
    isolates: 'A coding agent delegates "fix the billing mypy errors" to a subagent, which delegates the same request to another subagent, four levels deep, and no file is ever read or edited.',
    goal: prompt(0),
    agentOpts: { cwd: '/srv/ledgerly' },
    steps: [
      { text: 'Let me see how many errors there are.', calls: [{ name: 'Bash', args: { command: 'mypy billing/ | tail -3', description: 'Count mypy errors' }, out: `billing/services/invoice.py:88: error: Item "None" of "Optional[Customer]" has no attribute "vat_number"  [union-attr]\nbilling/tasks.py:41: error: Argument 1 to "send_invoice" has incompatible type "int"; expected "Invoice"  [arg-type]\nFound 17 errors in 6 files (checked 43 source files)` }] },
      { text: 'This is a self-contained typing task; I\'ll delegate it to a subagent.', calls: [{ name: 'Task', args: { description: 'Fix billing mypy errors', prompt: prompt(1), subagent_type: 'general-purpose' }, sub }] },
      { text: 'The subagent reported it could not complete the task. The billing mypy errors remain.' },
    ],
    final: 'The billing mypy errors have not been fixed yet; the delegated subagents did not complete the task.',
  };
};

// 04 paintball fields — Google ADK (AgentTool)
const r04 = (n) => {
  const base = 'Rebook the Saturday 10:00 stag party (booking PB-7781, 14 players) onto Sunday 10:00 on the Jungle field and update the deposit.';
  const sub = nest([
    { agent: 'booking_agent', task: base, text: 'Booking changes are handled by the booking agent.', callName: 'booking_agent', args: { request: 'Move booking PB-7781 (14 players) from Saturday 10:00 to Sunday 10:00, Jungle field, and update the deposit.' } },
    { agent: 'booking_agent', task: 'Move booking PB-7781 (14 players) from Saturday 10:00 to Sunday 10:00, Jungle field, and update the deposit.', text: 'This is a booking change; passing it to the booking agent.', callName: 'booking_agent', args: { request: 'Rebook PB-7781 to Sunday 10:00 on the Jungle field and adjust the deposit.' } },
    { agent: 'booking_agent', task: 'Rebook PB-7781 to Sunday 10:00 on the Jungle field and adjust the deposit.', text: 'Booking changes belong to the booking agent; forwarding.', callName: 'booking_agent', args: { request: 'Move PB-7781 to Sunday 10:00, Jungle field, update deposit.' } },
  ], [{ text: 'This is a booking change for the booking agent.', calls: [{ name: 'booking_agent', args: { request: base }, error: 'RecursionError: maximum agent call depth 4 exceeded', out: null }] }], null, 'RecursionError: maximum agent call depth 4 exceeded');
  return {
    domain: 'paintball fields', style: 'google_adk', agent: 'front_desk', model: 'gemini-2.0-flash',
    isolates: 'A front-desk agent hands a rebooking to booking_agent, which hands the same rebooking to booking_agent again, four deep, until a depth error; the calendar is never touched.',
    system: 'You are the front desk of Splatwood Paintball. Use specialist agents for bookings.',
    goal: base,
    steps: [
      { text: 'Booking changes are handled by the booking agent.', calls: [{ name: 'booking_agent', args: { request: base }, sub }] },
      { text: 'Sorry, I couldn\'t rebook PB-7781 right now.' },
    ],
    final: 'Sorry, I couldn\'t rebook PB-7781 right now.',
  };
};

// 05 pension fund statements — LangGraph subgraphs
const r05 = (n) => {
  const sub = nest([
    { agent: 'statement_recalc', task: 'Recalculate the 2023 annual benefit statement for member M-553901 after the salary correction.', text: 'This needs the statement recalculation subgraph.', callName: 'call_statement_recalc', args: { member: 'M-553901', instruction: 'Recalculate the 2023 benefit statement reflecting the corrected pensionable salary.' } },
    { agent: 'statement_recalc', task: 'Recalculate the 2023 benefit statement reflecting the corrected pensionable salary.', text: 'Routing to the statement recalculation subgraph.', callName: 'call_statement_recalc', args: { member: 'M-553901', instruction: 'Produce a recalculated 2023 statement for M-553901 using the corrected salary.' } },
    { agent: 'statement_recalc', task: 'Produce a recalculated 2023 statement for M-553901 using the corrected salary.', text: 'This belongs to the statement recalculation subgraph.', callName: 'call_statement_recalc', args: { member: 'M-553901', instruction: 'Recalculate the 2023 annual statement for M-553901 after the salary correction.' } },
  ], [{ text: 'Routing to statement recalculation.', calls: [{ name: 'call_statement_recalc', args: { member: 'M-553901', instruction: 'Recalculate M-553901\'s 2023 statement with the corrected salary.' }, error: 'GraphRecursionError: Recursion limit of 25 reached', out: null }] }], null, 'GraphRecursionError: Recursion limit of 25 reached');
  return {
    domain: 'pension fund administration', style: 'langgraph', agent: 'member_ops', model: 'gpt-4o',
    isolates: 'A pensions graph routes a statement recalculation into a subgraph that routes the same instruction into itself again four times, never reading the salary history.',
    system: 'You administer member records for the Eastbrook Staff Pension Scheme.',
    goal: 'Member M-553901\'s 2023 pensionable salary was corrected from £41,200 to £43,750. Issue a corrected 2023 benefit statement.',
    steps: [
      { text: 'Checking the correction is recorded.', calls: [{ name: 'get_salary_history', args: { member: 'M-553901', year: 2023 }, out: { year: 2023, pensionable_salary: 43750, previous_value: 41200, corrected_by: 'payroll-feed', correction_ref: 'SC-' + n.digits(6), at: n.sqlTs() } }] },
      { text: 'This needs the statement recalculation subgraph.', calls: [{ name: 'call_statement_recalc', args: { member: 'M-553901', instruction: 'Recalculate the 2023 annual benefit statement for member M-553901 after the salary correction.' }, sub }] },
    ],
    final: null, error: 'GraphRecursionError: Recursion limit of 25 reached',
  };
};

// 06 school trip itinerary (travel) — Strands Agents, agents-as-tools
const r06 = (n) => {
  const sub = nest([
    { agent: 'itinerary_planner', task: 'Plan a 2-day Edinburgh trip for 32 Year 9 pupils and 4 staff, arriving by train 09:40 Thursday, budget £95 per head.', text: 'Itinerary planning should go to the itinerary planner.', callName: 'itinerary_planner', args: { query: 'Plan a 2-day Edinburgh itinerary for 36 people (32 pupils, 4 staff), train arrives Thu 09:40, £95/head.' } },
    { agent: 'itinerary_planner', task: 'Plan a 2-day Edinburgh itinerary for 36 people (32 pupils, 4 staff), train arrives Thu 09:40, £95/head.', text: 'This is an itinerary planning request; using the itinerary planner.', callName: 'itinerary_planner', args: { query: 'Create the Edinburgh school trip plan: 2 days, 32 pupils + 4 staff, arrive 09:40 Thursday, £95 per person.' } },
    { agent: 'itinerary_planner', task: 'Create the Edinburgh school trip plan: 2 days, 32 pupils + 4 staff, arrive 09:40 Thursday, £95 per person.', text: 'Passing this itinerary request to the itinerary planner.', callName: 'itinerary_planner', args: { query: 'Plan the 2-day Edinburgh trip for 32 Year 9 pupils and 4 staff, Thursday arrival 09:40, £95 a head.' } },
  ], [{ text: 'Itinerary planning should be done by the itinerary planner.', calls: [{ name: 'itinerary_planner', args: { query: 'Plan a 2-day Edinburgh trip for 32 pupils and 4 staff.' }, error: 'MaxTokensReachedException: context window exceeded in nested agent', out: null }] }], null, 'MaxTokensReachedException');
  return {
    domain: 'school trip planning', style: 'strands', agent: 'trip_coordinator', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
    isolates: 'A trip coordinator asks an itinerary-planner agent for a plan, and the planner asks the itinerary planner again with reworded instructions, four levels deep, with no venue ever searched.',
    system: 'You organise school trips for Castlebrook Academy.',
    goal: 'Plan a 2-day Edinburgh trip for 32 Year 9 pupils and 4 staff, arriving by train 09:40 Thursday, budget £95 per head.',
    agentOpts: { tools: ['itinerary_planner'] },
    steps: [{ text: 'Itinerary planning should go to the itinerary planner.', calls: [{ name: 'itinerary_planner', args: { query: 'Plan a 2-day Edinburgh trip for 32 Year 9 pupils and 4 staff, arriving by train 09:40 Thursday, budget £95 per head.' }, sub }] }],
    final: null, error: 'MaxTokensReachedException',
  };
};

export default [r01, r02, r03, r04, r05, r06];
