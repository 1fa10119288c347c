import { llm, tool, agent, span, user } from './lib.mjs';
export const FAMILY = 'self_delegation_no_work';
export const LOOP = true;
export const STAGNATION = false;
export const ISOLATES = 'The task is handed, reworded, to itself or a sub-agent that hands it on again, 3+ levels deep, and nobody does the work (wording changes, so no verbatim reasoning repeat).';

function nest(c, style, names, instr, leaf) {
  // builds nested delegation: each level has llm deciding to delegate + a transfer tool + a child agent
  let inner = leaf;
  for (let i = names.length - 1; i >= 0; i--) {
    const kids = [llm(c, style === 'crewai' ? 'crewai' : 'plain', { messages: [user(instr[i])], text: instr[i + 1] ? `Delegating: ${instr[i + 1]}` : null, calls: [{ name: 'delegate', args: { to: names[i + 1] ?? names[i], task: instr[i + 1] ?? instr[i] } }] }), tool(c, style, 'delegate', { to: names[i + 1] ?? names[i], task: instr[i + 1] ?? instr[i] }, { accepted: true, handle: c.job('deleg') })];
    if (inner) kids.push(inner);
    inner = agent(c, style, names[i], { task: instr[i] }, null, kids);
  }
  return inner;
}
export const rows = [
  { domain: 'sushi conveyor restaurants (allergen matrix)', style: 'oai_agents', isolates: 'A triage agent hands "update the allergen matrix" off to a menu agent, which hands it to a compliance agent, which hands it back to a triage agent; 4 levels, nothing updated.',
    goal: 'Update the allergen matrix for the Kaiten Sushi spring menu (add sesame to 6 rolls).',
    build(c) {
      const names = ['Triage Agent', 'Menu Agent', 'Compliance Agent', 'Triage Agent', 'Menu Agent'];
      const instr = ['Update the allergen matrix for the spring menu: add sesame to 6 rolls.', 'Please add sesame to the six spring rolls in the allergen sheet.', 'Allergen matrix change needed (sesame, 6 items) - please handle.', 'Can you take care of the sesame allergen update for the spring rolls?', 'Sesame needs adding to six items of the allergen grid.'];
      const leaf = span('event', 'MaxTurnsExceeded', {}, { error: 'Max turns (10) exceeded' }, [], { error: 'MaxTurnsExceeded' });
      const root = nest(c, 'oai_agents', names, instr, leaf);
      root.output = { final_output: null, error: 'MaxTurnsExceeded' };
      return root;
    } },
  { domain: 'surfboard shaping (CNC file prep)', style: 'crewai', isolates: 'A CrewAI manager delegates "prepare the CNC file" to a shaper agent that re-delegates to a coworker, who delegates again; 4 levels and no file is produced.',
    goal: 'Prepare the CNC cut file for a 6\'2" fish surfboard for customer order SB-8812.',
    build(c) {
      const names = ['Crew Manager', 'Lead Shaper', 'CAD Assistant', 'Lead Shaper'];
      const instr = ['Prepare the CNC file for a 6\'2" fish, order SB-8812.', 'Create the cut file for the 6\'2" fish board (SB-8812).', 'Please produce the machine file for order SB-8812, a 6 ft 2 fish.', 'Get the SB-8812 fish ready for the CNC - cut file needed.'];
      const leaf = tool(c, 'crewai', 'Delegate work to coworker', JSON.stringify({ task: 'SB-8812 cut file', coworker: 'CAD Assistant' }), 'Error: Maximum delegation depth reached', { error: 'DelegationDepthExceeded' });
      return agent(c, 'crewai', 'Crew: SurfShop', { inputs: { order: 'SB-8812' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [nest(c, 'crewai', names, instr, leaf)]);
    } },
  { domain: 'passport photo kiosks (fleet config)', style: 'langsmith', isolates: 'A LangGraph supervisor routes "fix the white-balance profile" to a worker subgraph whose planner routes it to a nested copy of the same supervisor; 3 nested levels, no config change.',
    goal: 'Fix the white-balance profile on the passport photo kiosks that are rejecting photos as "too blue".',
    build(c) {
      const names = ['supervisor', 'kiosk_worker', 'supervisor', 'kiosk_worker'];
      const instr = ['Fix white balance on kiosks rejecting photos as too blue.', 'Kiosks produce bluish photos: correct their WB profile.', 'Handle the colour-cast complaint on the photo kiosks.', 'Photos from kiosks look blue; sort out the white balance.'];
      const leaf = span('chain', 'GraphRecursionError', {}, { error: 'Recursion limit of 25 reached' }, [], { error: 'GraphRecursionError' });
      return nest(c, 'langsmith', names, instr, leaf);
    } },
  { domain: 'Airflow DAG backfill (data)', style: 'autogen', isolates: 'An AG2 planner asks an executor to backfill a DAG; the executor spawns a nested chat with a planner which re-issues the same request to another executor; 4 levels, no backfill run.',
    goal: 'Backfill the `daily_footfall` Airflow DAG for 1-14 March after the sensor outage.',
    build(c) {
      const names = ['planner', 'executor', 'planner', 'executor'];
      const instr = ['Backfill daily_footfall for March 1-14.', 'Run the backfill of daily_footfall over 2025-03-01..14.', 'We need daily_footfall re-run for the first two weeks of March.', 'Please trigger the March 1-14 re-run of the footfall DAG.'];
      return nest(c, 'autogen', names, instr, tool(c, 'autogen', 'initiate_chat', { recipient: 'planner', max_turns: 2 }, { summary: '', cost: { total_cost: 0.0412 } }, { error: 'NestedChatDepthExceeded' }));
    } },
  { domain: 'crêpe stand chain (staff rota)', style: 'adk', isolates: 'A Google ADK root agent transfers the rota task to itself via sub-agents (transfer_to_agent) with reworded instructions, 4 levels deep, no rota is produced.',
    goal: 'Draft next week\'s staff rota for the three Crêperie Lune market stands.',
    build(c) {
      const names = ['rota_coordinator', 'stand_scheduler', 'rota_coordinator', 'stand_scheduler'];
      const instr = ['Draft next week\'s rota for the 3 market stands.', 'Produce a weekly shift plan covering all three stands.', 'Someone needs to build the stand staffing plan for next week.', 'Make the 7-day rota for the Lune stands.'];
      return nest(c, 'adk', names, instr, span('event', 'max_llm_calls', {}, { error: 'LlmCallsLimitExceededError' }, [], { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 20 exceeded' }));
    } },
  { domain: 'Agno team: skate-deck print shop artwork proofing', style: 'agno', isolates: 'An Agno team leader delegates proofing to a member, who (as a team itself) delegates to a member of its own, down 4 levels, with reworded instructions and no proof produced.',
    goal: 'Produce a print-ready proof of the "Night Heron" skate deck graphic (CMYK, 8.25" x 32").',
    build(c) {
      const names = ['Studio Team Leader', 'Prepress Team', 'Artwork Checker', 'Prepress Team'];
      const instr = ['Produce a print-ready CMYK proof of Night Heron, 8.25x32.', 'Prepare the Night Heron deck graphic for print (CMYK proof).', 'Check and proof the Night Heron artwork for printing.', 'Turn Night Heron into a press-ready proof.'];
      return nest(c, 'agno', names, instr, tool(c, 'agno', 'transfer_task_to_member', { member_id: 'artwork-checker', expected_output: 'PDF/X-4 proof' }, 'Team run aborted: tool_call_limit=12 reached', { error: 'ToolCallLimitReached' }));
    } },
];
