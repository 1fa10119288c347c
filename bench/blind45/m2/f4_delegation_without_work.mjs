import { mk, span } from './lib.mjs';
export const family = 'delegation_without_work';
export const loop = true;
export const stagnation = true;
// nest: builds depth levels; each level's llm hands the (reworded) task to the next level.
function nest(L, names, tasks, toolName, text, leaf) {
  const build = (i) => {
    const kids = [L.llm([L.user(tasks[i])], text[i] ?? text[text.length - 1], i < names.length - 1 ? [{ name: toolName, args: { task: tasks[i + 1] } }] : [])];
    if (i < names.length - 1) kids.push(L.tool(toolName, { task: tasks[i + 1] }, i === names.length - 2 ? leaf : '(pending: delegated)', undefined, { children: [build(i + 1)] }));
    return L.agent(names[i], { task: tasks[i] }, i === names.length - 1 ? leaf : 'delegated', kids);
  };
  return build(0);
}
export const rows = [
  { domain: 'yurt makers order planning', style: 'crewai', build(R) {
    const L = mk('crewai', R);
    const goal = 'Work out the lattice wall (khana) timber list for a 7 m yurt order.';
    const t = [goal, 'Please work out the khana timber list for the 7 m yurt.', 'Determine the lattice timber needed for a 7 m diameter yurt.', 'Figure out the timber list for the 7 m yurt lattice walls.'];
    const root = nest(L, ['Workshop Manager', 'Workshop Manager (delegate)', 'Workshop Manager (delegate)', 'Workshop Manager (delegate)'], t, 'Delegate work to coworker', ['Thought: This is best handled by the workshop manager; I will delegate the timber list.'], 'Agent stopped due to iteration limit or time limit.');
    return { isolates: 'A CrewAI manager delegates the timber list to a coworker role that is itself, four levels deep, with no calculation ever done.', goal, root };
  } },
  { domain: 'dumpling factory production plan', style: 'oai_agents', build(R) {
    const L = mk('oai_agents', R, 'gpt-4.1-mini');
    const goal = 'Plan tomorrow\'s pleating line shifts for 18,000 pork-and-chive dumplings.';
    const t = [goal, 'Plan shifts for the pleating line: 18,000 pork-and-chive dumplings tomorrow.', 'Make tomorrow\'s pleating line shift plan for 18k dumplings.', 'Tomorrow: 18,000 dumplings, plan the pleating shifts.'];
    const root = nest(L, ['Triage', 'Production Planner', 'Production Planner', 'Production Planner'], t, 'transfer_to_production_planner', ['Handing this to the production planner.', 'This is a planning request; transferring to the production planner.'], { error: 'MaxTurnsExceeded' });
    return { isolates: 'Handoffs go Triage -> Production Planner -> Production Planner -> Production Planner; each hands off again and no plan is made.', goal, root };
  } },
  { domain: 'mahjong parlour table allocation', style: 'adk', build(R) {
    const L = mk('adk', R, 'gemini-2.0-flash');
    const goal = 'Allocate the 11 Saturday reservations across 6 automatic tables at the Kowloon parlour.';
    const t = [goal, 'Allocate 11 Saturday reservations to 6 tables (Kowloon).', 'Assign Saturday\'s 11 bookings to the six tables at Kowloon.', 'Kowloon: put 11 Saturday reservations on 6 tables.', 'Allocate the Saturday reservations (11) across the 6 tables.'];
    const root = nest(L, ['front_desk', 'table_allocator', 'table_allocator', 'table_allocator', 'table_allocator'], t, 'transfer_to_agent', ['This needs the table allocator, transferring.'], 'no allocation produced');
    return { isolates: 'An ADK agent transfers to table_allocator, which keeps transferring to itself five levels deep.', goal, root };
  } },
  { domain: 'harness racing entries', style: 'autogen', build(R) {
    const L = mk('autogen', R);
    const goal = 'Submit entries for the three trotters in Thursday\'s 2nd race at Yonkers before the 10:00 draw.';
    const t = [goal, 'Please submit Thursday race 2 entries for our three trotters.', 'Enter the 3 trotters in race 2 on Thursday (Yonkers).', 'Handle the race 2 Thursday entries for the trotters.'];
    const root = nest(L, ['stable_manager', 'entries_clerk', 'entries_clerk_inner', 'entries_clerk_inner2'], t, 'ask_nested_chat', ['I will ask the entries clerk to submit these entries.'], 'TERMINATE');
    return { isolates: 'AutoGen nested chats: each clerk starts another nested chat with the same request; the entry tool is never called.', goal, root };
  } },
  { domain: 'lightning rod installation surveys', style: 'langfuse', build(R) {
    const L = mk('langfuse', R, 'claude-3-5-sonnet');
    const goal = 'Write the risk assessment for installing a lightning protection system on St Aidan\'s bell tower.';
    const t = [goal, 'Write the risk assessment for the St Aidan\'s tower lightning protection.', 'Produce the LPS installation risk assessment for St Aidan\'s tower.', 'Risk assessment needed: lightning protection, St Aidan\'s bell tower.'];
    const root = nest(L, ['surveyor', 'surveyor/sub', 'surveyor/sub/sub', 'surveyor/sub/sub/sub'], t, 'spawn_subagent', ['I will spawn a sub-agent to write the risk assessment.'], { status: 'timeout' });
    return { isolates: 'A surveyor agent spawns a sub-agent with the same brief, which spawns another, four deep, no assessment written.', goal, root };
  } },
  { domain: 'boat winterization scheduling', style: 'plain', build(R) {
    const L = mk('plain', R, 'gpt-4o');
    const goal = 'Schedule shrink-wrap and engine fogging for the 14 boats in row C before 15 November.';
    const t = [goal, 'Schedule shrink-wrap + fogging for row C (14 boats) by Nov 15.', 'Row C: 14 boats need shrink-wrap and fogging scheduled before 15 Nov.', 'Please schedule the row C winterization (14 boats, by Nov 15).'];
    const root = nest(L, ['yard_agent', 'yard_agent#2', 'yard_agent#3', 'yard_agent#4'], t, 'run_agent', ['I\'ll run a scheduling agent for row C.'], 'recursion_depth_exceeded');
    return { isolates: 'The yard agent calls run_agent on itself with a restated task three times; no calendar tool is used.', goal, root };
  } },
];
