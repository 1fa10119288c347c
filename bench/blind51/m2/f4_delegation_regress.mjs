import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'delegation_regress', loop: true, stagnation: true,
  isolates: 'The task is handed to itself or a sub-agent with the same or reworded instructions, which hands it on again, 3+ levels deep, and nobody does the work.' };

// nest(S, c, levels): builds nested agent spans; each level has one llm span that delegates
function nest(S, c, levels, toolName, mkArgs, leafOut) {
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const K = convo(S, L.system, L.task);
    const l = K.llm(L.text, [{ name: toolName, args: mkArgs(L, i) }]);
    const kids = [l];
    const callOut = inner ? inner.output : leafOut;
    const callSpan = S.tool(toolName, mkArgs(L, i), callOut, inner ? {} : { error: typeof leafOut === 'string' ? leafOut : 'depth limit' });
    if (inner) callSpan.children.push(inner);
    kids.push(callSpan);
    inner = S.agent(L.name, { task: L.task }, kids, inner ? inner.output : { error: callSpan.error }, { depth: i });
  }
  return inner;
}

export const scenarios = [
{ id: '01', domain: 'board game café table reservations', style: 'openai-agents',
  isolates: 'Front-desk agent hands "book table for 6" to the booking agent, which hands it to a scheduler agent, which hands it back to the booking agent; no booking call happens.',
  goal: 'Book a table for 6 at the Meeple Lounge for Friday 19:30 with a copy of Gloomhaven reserved.',
  build(c) {
    const S = makeStyle('openai-agents', c);
    const lv = [
      { name: 'FrontDesk', system: 'Route requests to the right specialist.', task: 'Book a table for 6 on Friday 19:30 with Gloomhaven reserved.', text: 'This is a reservation request; handing off to the booking specialist.' },
      { name: 'BookingAgent', system: 'You handle bookings. Delegate scheduling questions.', task: 'Book a table for 6 on Friday 19:30 with Gloomhaven reserved.', text: 'This involves a time slot; handing off to the scheduling specialist.' },
      { name: 'SchedulerAgent', system: 'You handle time slots. Delegate bookings.', task: 'Reserve a table for six people Friday at 19:30, Gloomhaven held.', text: 'This is a reservation request; handing off to the booking specialist.' },
      { name: 'BookingAgent', system: 'You handle bookings. Delegate scheduling questions.', task: 'Reserve a table for six people Friday at 19:30, Gloomhaven held.', text: 'This involves a time slot; handing off to the scheduling specialist.' },
      { name: 'SchedulerAgent', system: 'You handle time slots. Delegate bookings.', task: 'Table for 6, Fri 19:30, hold Gloomhaven.', text: 'This is a reservation request; handing off to the booking specialist.' },
    ];
    const root = nest(S, c, lv, 'transfer_to_agent', (L, i) => ({ target: i % 2 ? 'BookingAgent' : (i === 0 ? 'BookingAgent' : 'SchedulerAgent'), input: L.task }), 'MaxTurnsExceeded: Max turns (10) exceeded');
    return root;
  } },
{ id: '02', domain: 'LaTeX conference poster build', style: 'claude-agent-sdk',
  isolates: 'Main agent spawns a Task sub-agent to fix the poster build, which spawns another with the same prompt, four levels deep, none running latexmk.',
  goal: 'Fix the overfull-box and missing-font errors so poster.tex compiles to A0 PDF.',
  build(c) {
    const S = makeStyle('claude-agent-sdk', c);
    const p = 'Fix the LaTeX errors in poster.tex so it compiles to an A0 PDF.';
    const lv = [0, 1, 2, 3].map(i => ({ name: i ? 'general-purpose' : 'claude-code', system: 'You are Claude Code. Use Task for complex multi-step work.', task: i ? p : 'Fix the overfull-box and missing-font errors so poster.tex compiles to A0 PDF.', text: 'This is a multi-step task; I\'ll delegate it to a sub-agent to fix the LaTeX errors.' }));
    return nest(S, c, lv, 'Task', () => ({ description: 'Fix poster build', prompt: p, subagent_type: 'general-purpose' }), 'Sub-agent nesting limit reached');
  } },
{ id: '03', domain: 'mushroom foraging tour safety briefings', style: 'crewai',
  isolates: 'CrewAI manager delegates writing the safety briefing to a Guide Coordinator, who delegates to a Safety Writer, who delegates back to the coordinator with a reworded task; no briefing is written.',
  goal: 'Write the safety briefing for Sunday\'s autumn foraging walk (12 guests, beech woodland).',
  build(c) {
    const S = makeStyle('crewai', c);
    const lv = [
      { name: 'Tour Manager', system: 'You manage the crew.', task: 'Write the safety briefing for Sunday\'s foraging walk.', text: 'Thought: The Guide Coordinator is best placed to do this; I will delegate.' },
      { name: 'Guide Coordinator', system: 'You coordinate guides.', task: 'Write the safety briefing for Sunday\'s foraging walk.', text: 'Thought: The Safety Writer is best placed to do this; I will delegate.' },
      { name: 'Safety Writer', system: 'You write safety material.', task: 'Prepare Sunday\'s foraging safety briefing text.', text: 'Thought: The Guide Coordinator knows the route best; I will delegate.' },
      { name: 'Guide Coordinator', system: 'You coordinate guides.', task: 'Prepare Sunday\'s foraging safety briefing text.', text: 'Thought: The Safety Writer is best placed to do this; I will delegate.' },
    ];
    return nest(S, c, lv, 'Delegate work to coworker', (L, i) => ({ task: L.task, context: '12 guests, beech woodland, autumn', coworker: i % 2 ? 'Safety Writer' : (i === 2 ? 'Guide Coordinator' : 'Guide Coordinator') }), 'Agent stopped due to iteration limit or time limit.');
  } },
{ id: '04', domain: 'gRPC proto breaking-change review', style: 'adk',
  isolates: 'Root ADK agent transfers to a reviewer sub-agent which transfers to a "proto expert" that transfers back to the reviewer; buf breaking is never run.',
  goal: 'Check whether PR #812 introduces breaking changes in payments/v1/*.proto and comment the result.',
  build(c) {
    const S = makeStyle('adk', c);
    const lv = [
      { name: 'pr_triage', system: 'Route PR work.', task: 'Check PR #812 for breaking proto changes.', text: 'Proto review is the reviewer agent\'s job. Transferring.' },
      { name: 'code_reviewer', system: 'Review code.', task: 'Check PR #812 for breaking proto changes.', text: 'Proto compatibility is the proto expert\'s job. Transferring.' },
      { name: 'proto_expert', system: 'Protobuf expert.', task: 'Is PR #812 breaking for payments/v1?', text: 'A PR review is the reviewer agent\'s job. Transferring.' },
      { name: 'code_reviewer', system: 'Review code.', task: 'Is PR #812 breaking for payments/v1?', text: 'Proto compatibility is the proto expert\'s job. Transferring.' },
    ];
    return nest(S, c, lv, 'transfer_to_agent', (L, i) => ({ agent_name: ['code_reviewer', 'proto_expert', 'code_reviewer', 'proto_expert'][i] }), 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded');
  } },
{ id: '05', domain: 'falafel franchise supply forecasting', style: 'autogen',
  isolates: 'A planner agent calls itself as a tool ("forecast_agent") with the same forecasting request, recursing four levels without querying sales data.',
  goal: 'Forecast chickpea and tahini orders for the 9 franchise kitchens for next week.',
  build(c) {
    const S = makeStyle('autogen', c);
    const lv = [0, 1, 2, 3].map(i => ({ name: 'forecast_agent', system: 'You are forecast_agent. You may call forecast_agent for sub-problems.', task: i ? 'Forecast next week\'s chickpea and tahini orders for all 9 kitchens.' : this.goal, text: 'To produce the forecast I will ask forecast_agent to handle the forecast for all kitchens.' }));
    return nest(S, c, lv, 'forecast_agent', L => ({ request: 'Forecast next week\'s chickpea and tahini orders for all 9 kitchens.' }), 'RecursionError: maximum agent depth 4 exceeded');
  } },
{ id: '06', domain: 'cricket bat willow cleft grading', style: 'langfuse',
  isolates: 'Grading orchestrator delegates the batch grading to a "grader" sub-agent that delegates to a "senior grader" that delegates back to "grader", three levels; no cleft is graded.',
  goal: 'Grade the 40 English willow clefts in batch W-118 (grades 1-4) from the intake photos.',
  build(c) {
    const S = makeStyle('langfuse', c);
    const lv = [
      { name: 'orchestrator', system: 'Coordinate grading.', task: 'Grade the 40 clefts in batch W-118.', text: 'I\'ll assign the batch grading to the grader agent.' },
      { name: 'grader', system: 'You grade willow clefts.', task: 'Grade the 40 clefts in batch W-118.', text: 'A whole batch should go to the senior grader; I\'ll assign it there.' },
      { name: 'senior_grader', system: 'You review grades.', task: 'Grade batch W-118 (40 clefts).', text: 'Initial grading belongs to the grader agent; I\'ll assign the batch there.' },
      { name: 'grader', system: 'You grade willow clefts.', task: 'Grade batch W-118 (40 clefts).', text: 'A whole batch should go to the senior grader; I\'ll assign it there.' },
    ];
    return nest(S, c, lv, 'delegate', (L, i) => ({ to: ['grader', 'senior_grader', 'grader', 'senior_grader'][i], instructions: L.task, batch: 'W-118' }), 'delegation depth exceeded (max 4)');
  } },
];
