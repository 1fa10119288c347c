import { maxAgentDepth } from './lib.mjs';
export const family = 'delegation_hot_potato';
export const loop = true, stagnation = true;
export const summary = 'The same task is handed down 3+ nested levels (same or reworded instructions), nobody does the work.';
export const check = (r) => maxAgentDepth(r) >= 4 ? null : 'needs agent nesting >= 4 (root + 3 levels)';
function chain(b, names, task, tool, mk) {
  const build = (lvl, bb) => {
    const nm = names[lvl];
    if (lvl === names.length - 1) return bb.agent(nm, [bb.llm(`This ${task} should be handled by a specialist; delegating.`)], null, { error: 'max delegation depth reached' });
    const s = bb.sub(mk(lvl + 1));
    const child = build(lvl + 1, s);
    const k = [bb.llm(`This ${task} should be handled by a specialist; delegating.`, [[tool, { agent: names[lvl + 1], instructions: mk(lvl + 1) }]])];
    k.push(bb.tool(tool, { agent: names[lvl + 1], instructions: mk(lvl + 1) }, { status: 'delegated', result: null, handoff_id: bb.ctx.uuid() }, undefined, { children: [child] }));
    return bb.agent(nm, k, { result: null });
  };
  return build(0, b);
}
export const rows = [
{ n: '01', domain: 'show-cave tour permits', style: 'oai_agents', goal: 'Renew the 2025 guided-tour permit for Blue Grotto cave with the regional park authority.',
  isolates: 'Triage hands the permit renewal to "Permits agent", which hands it to "Renewals agent", which hands it to "Permits agent" again — four levels, no form is filed.',
  build(c, b) { return chain(b, ['Triage', 'Permits agent', 'Renewals agent', 'Permits agent', 'Renewals agent'], 'permit renewal', 'transfer_to_agent', (l) => ['Renew the Blue Grotto tour permit for 2025.', 'Please renew the 2025 tour permit for Blue Grotto.', 'Handle renewal of the Blue Grotto guided-tour permit (2025).', 'Renew Blue Grotto permit for 2025 with the park authority.', 'Blue Grotto 2025 permit: please renew.'][l]); } },
{ n: '02', domain: 'dive shop cylinder hydro-testing', style: 'crewai', goal: 'Book the 5-yearly hydrostatic test for the 14 aluminium 80 cylinders due in May.',
  isolates: 'Manager delegates to Equipment Officer, who delegates the identical task to Compliance Officer, who delegates back; nested four deep with no booking call.',
  build(c, b) { return chain(b, ['Shop Manager', 'Equipment Officer', 'Compliance Officer', 'Equipment Officer', 'Compliance Officer'], 'cylinder test booking', 'Delegate work to coworker', (l) => 'Book hydrostatic testing for the 14 AL80 cylinders due in May.' + (l % 2 ? ' Context: they are due in May.' : '')); } },
{ n: '03', domain: 'cricket-bat willow plantation felling licence', style: 'adk', goal: 'Apply for a felling licence for 60 cricket-bat willows in compartment 4 at Stour Meadow.',
  isolates: 'Root ADK agent transfers to forestry_agent, which transfers to licensing_agent, which transfers to forestry_agent again with reworded instructions; nobody calls the licence API.',
  build(c, b) { return chain(b, ['root_agent', 'forestry_agent', 'licensing_agent', 'forestry_agent', 'licensing_agent'], 'felling licence application', 'transfer_to_agent', (l) => ['Apply for a felling licence, 60 willows, compartment 4.', 'Need a felling licence application for 60 bat willows (cpt 4, Stour Meadow).', 'Please submit the felling licence for the compartment 4 willows.', 'Felling licence for 60 willows at Stour Meadow cpt 4.', 'Apply: felling licence, 60 willows.'][l]); } },
{ n: '04', domain: 'Flutter app deep-link bug', style: 'claude_sdk', goal: 'Fix the bug where opening https://app.tidepool-swim.example/class/123 on Android opens the home screen instead of the class page.',
  isolates: 'The main agent spawns a Task subagent with the bug, which spawns another Task subagent with the same prompt, three levels deep; no file is read or edited.',
  build(c, b) { return chain(b, ['main', 'general-purpose', 'general-purpose', 'general-purpose'], 'deep-link investigation', 'Task', (l) => 'Investigate and fix: Android deep link /class/123 opens home screen instead of class page.'); } },
{ n: '05', domain: 'tea-ceremony class scheduling', style: 'autogen', goal: 'Schedule the autumn series of 8 chanoyu classes in the tearoom, avoiding the Sunday flower-arranging bookings.',
  isolates: 'Planner agent hands the scheduling to a Scheduler, which hands it to a Coordinator, which hands it to a Scheduler again, with near-identical instructions.',
  build(c, b) { return chain(b, ['planner', 'scheduler', 'coordinator', 'scheduler', 'coordinator'], 'class scheduling', 'handoff', (l) => 'Schedule 8 autumn chanoyu classes; avoid Sunday ikebana bookings.'); } },
{ n: '06', domain: 'Mardi Gras bead import clearance', style: 'strands', goal: 'Clear the container of 40,000 lb of throw beads (HS 7117.90) held at the Port of New Orleans.',
  isolates: 'The orchestrator calls a broker agent-as-tool, which calls a clearance agent-as-tool, which calls the broker again; each passes the same instructions and no filing is made.',
  build(c, b) { return chain(b, ['orchestrator', 'customs_broker_agent', 'clearance_agent', 'customs_broker_agent', 'clearance_agent'], 'customs clearance', 'agent_as_tool', (l) => 'Clear container MSCU' + '7734120' + ' (throw beads, HS 7117.90) at Port of New Orleans.'); } },
];
