import { ctx, call, L, T, A, S, row } from './lib.mjs';
export const FAMILY = 'delegation_regress';
export const LOOP = true, STAG = true;
const F = FAMILY;
// Build a chain of nested agents, each delegating the (re)worded task to the next.
function chain(c, names, texts, mk, leaf) {
  let inner = leaf;
  for (let i = names.length - 1; i >= 0; i--) {
    const k = call(c, mk.tool, mk.args(texts[i], names[i + 1] || names[i]));
    const kids = [L(c, { text: texts[i], calls: [k], role: names[i] }), S('tool', mk.tool, k.args, inner ? { delegated_to: names[i + 1] || names[i], status: 'pending' } : { status: 'pending' }, inner ? [inner] : [], { metadata: { delegation_id: c.uuid() } })];
    inner = S('agent', names[i], { task: texts[i] }, null, kids, { metadata: { depth: i, started: c.iso() } });
  }
  return inner;
}

function r1() {
  const c = ctx(`${F}-01`, 'crewai', 'Compile the entry list (breed, class, exhibitor, pen number) for the Dunmore Poultry Show from the online entry forms.', { agentName: 'Show Secretary' });
  const names = ['Show Secretary', 'Entries Coordinator', 'Show Secretary', 'Entries Coordinator'];
  const t = ['I will delegate compiling the entry list to the Entries Coordinator.', 'Compiling the entry list is best handled by the Show Secretary; delegating back.', 'I will delegate compiling the entry list to the Entries Coordinator.', 'Compiling the entry list is best handled by the Show Secretary; delegating back.'];
  const root = chain(c, names, t, { tool: 'Delegate work to coworker', args: (x, to) => ({ task: 'Compile the entry list for the Dunmore Poultry Show', context: x, coworker: to }) }, null);
  return row(F, 1, 'Two CrewAI agents delegate the same "compile the entry list" task back and forth four levels deep; no one reads the entry forms.', LOOP, STAG, c.goal, A(c, [root], 'Agent stopped due to iteration limit or time limit.'));
}
function r2() {
  const c = ctx(`${F}-02`, 'agents', 'Prepare a quote for a 7 m yurt with a wood-stove flue kit and delivery to Kinsale.', { agentName: 'Triage' });
  const ch = [];
  const seq = [['Triage', 'Quoting'], ['Quoting', 'Triage'], ['Triage', 'Quoting'], ['Quoting', 'Triage']];
  let parent = null; let top = null;
  for (const [from, to] of seq) {
    const k = call(c, `transfer_to_${to.toLowerCase()}_agent`, {});
    const g = L(c, { calls: [k], text: from === 'Triage' ? 'This is a quote request; handing off to the Quoting agent.' : 'This request needs triage before quoting; handing back to Triage.' });
    const h = S('handoff', `Handoff → ${to}`, { from_agent: from, to_agent: to }, { transferred: true }, [], { metadata: { span_data: { type: 'handoff', from_agent: from, to_agent: to } } });
    const ag = S('agent', from, { input: c.goal }, null, [g, h], { metadata: { span_data: { type: 'agent', name: from, handoffs: [to], tools: [] } } });
    if (parent) parent.children.push(ag); else top = ag;
    parent = ag;
  }
  return row(F, 2, 'Triage and Quoting agents hand the yurt quote to each other four times, each nested in the last, and no pricing tool is ever called.', LOOP, STAG, c.goal, A(c, [top], 'MaxTurnsExceeded'));
}
function r3() {
  const c = ctx(`${F}-03`, 'autogen', 'Resolve the rating dispute on the Go server: player "kuroishi" says game #88213 was scored wrongly (dead stones) and lost 41 rating points.');
  const ch = [];
  const lvls = ['planner', 'planner_2', 'planner_3', 'planner_4'];
  let inner = null;
  for (let i = lvls.length - 1; i >= 0; i--) {
    const k = call(c, 'delegate_task', { to: lvls[i + 1] || 'planner', task: 'Review the scoring of game #88213 and decide on the rating correction.' });
    const kids = [L(c, { text: 'To resolve this dispute, the scoring of game #88213 should be reviewed. I will ask a planner to review the scoring and decide on the rating correction.', calls: [k], sender: lvls[i], recipient: 'chat_manager' })];
    if (inner) kids.push(inner);
    inner = S('agent', lvls[i], { messages: [{ role: 'user', content: 'Review the scoring of game #88213 and decide on the rating correction.' }] }, null, kids, { metadata: { nested_chat: true, depth: i } });
  }
  return row(F, 3, 'A planner spawns a nested planner with the same review instruction four levels deep; the game record is never fetched.', LOOP, STAG, c.goal, A(c, [inner], { summary: '', cost: { total_cost: 0.0412 } }));
}
function r4() {
  const c = ctx(`${F}-04`, 'langgraph', 'Rebook all Thursday salt-cave sessions onto Friday because the halogenerator is being serviced, and notify the clients.');
  const names = ['supervisor', 'booking_worker', 'supervisor', 'booking_worker', 'supervisor'];
  const t = ['Route: booking_worker should rebook Thursday sessions to Friday.', 'This needs coordination across clients; returning to supervisor to plan the rebooking.', 'Route: booking_worker should rebook Thursday sessions to Friday.', 'This needs coordination across clients; returning to supervisor to plan the rebooking.', 'Route: booking_worker should rebook Thursday sessions to Friday.'];
  const root = chain(c, names, t, { tool: 'transfer', args: (x, to) => ({ goto: to, reason: x }) }, null);
  return row(F, 4, 'A LangGraph supervisor and worker subgraph keep routing the rebooking to each other five levels deep without touching the calendar.', LOOP, STAG, c.goal, A(c, [root], { error: 'GraphRecursionError' }, { error: 'GraphRecursionError: Recursion limit of 25 reached' }));
}
function r5() {
  const c = ctx(`${F}-05`, 'smolagents', 'Establish the provenance of the 1612 Speed map of Cornwall offered to our antique map shop (lot 44): previous auction appearances and owners.');
  let inner = null;
  const lv = ['manager_agent', 'research_agent', 'research_agent', 'research_agent'];
  for (let i = lv.length - 1; i >= 0; i--) {
    const task = 'Find the provenance (previous sales, owners) of the 1612 John Speed map of Cornwall, lot 44.';
    const l = L(c, { text: `Thought: This is a research task; I will hand it to the research_agent team member.\nCode:\n\`\`\`py\nresult = research_agent(task="${task}")\nprint(result)\n\`\`\`<end_code>` });
    const kids = [S('chain', 'Step 1', { step_number: 1 }, null, [l, ...(inner ? [inner] : [])], { metadata: { 'openinference.span.kind': 'CHAIN' } })];
    inner = S('agent', `${lv[i]}.run`, { task }, null, kids, { metadata: { 'openinference.span.kind': 'AGENT', managed: i > 0 } });
  }
  return row(F, 5, 'A smolagents manager calls research_agent, which calls a research_agent with the identical task, three levels below; nobody searches.', LOOP, STAG, c.goal, A(c, [inner], { error: 'Reached max steps.' }, { error: 'AgentMaxStepsError' }));
}
function r6() {
  const c = ctx(`${F}-06`, 'otel', 'Reconcile last night\'s bingo hall prize payouts against the game log and flag any mismatch over £5.', { agentName: 'payout_reconciler' });
  let inner = null;
  const lv = ['payout_reconciler', 'reconcile_helper', 'reconcile_helper', 'reconcile_helper'];
  for (let i = lv.length - 1; i >= 0; i--) {
    const k = call(c, 'run_subagent', { agent: 'reconcile_helper', instructions: 'Reconcile the prize payouts with the game log; flag mismatches above £5.' });
    const kids = [L(c, { text: 'I\'ll have a helper reconcile the payouts with the game log and flag mismatches above £5.', calls: [k] })];
    if (inner) kids.push(inner);
    inner = S('agent', `invoke_agent ${lv[i]}`, { instructions: 'Reconcile the prize payouts with the game log; flag mismatches above £5.' }, null, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': lv[i], 'gen_ai.agent.id': c.uuid() } });
  }
  return row(F, 6, 'Each agent spawns a helper with the same reconciliation instructions, four levels deep, and the payout data is never read.', LOOP, STAG, c.goal, S('chain', 'session', { goal: c.goal }, { error: 'max nesting depth 4' }, [inner], { error: 'MaxDepthExceeded' }));
}
export const rows = [r1, r2, r3, r4, r5, r6];
