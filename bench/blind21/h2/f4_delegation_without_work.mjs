import { T } from './lib.mjs';
export const FAMILY = 'delegation_without_work';
export const LOOP = true;
const F = FAMILY;
// nest(t, levels): each level is [agentName, instructionText, llmText, toolName]; innermost level just re-delegates and gets cut off.
function nest(t, levels, i, cutoff) {
  if (i >= levels.length) return cutoff;
  const [name, instr, text, tool] = levels[i];
  return t.agent(name, instr, () => {
    t.llm(text, [{ name: tool, args: { task: levels[i + 1] ? levels[i + 1][1] : instr, to: levels[i + 1] ? levels[i + 1][0] : name } }]);
    const child = nest(t, levels, i + 1, cutoff);
    return child && child.output !== undefined ? child.output : child;
  }, { from: i > 0 ? levels[i - 1][0] : undefined }).output;
}
export const scenarios = [
  // 01 observatory gift shop, CrewAI hierarchical
  () => {
    const t = new T(`${F}-01`, 'crewai', { agent: 'gift_shop_crew', goal: 'Reorder the best-selling items for the observatory gift shop before the meteor-shower weekend.' });
    const n = t.n;
    t.llm('Thought: I should delegate the reorder to the inventory specialist.\nAction: Delegate work to coworker', [{ name: 'Delegate work to coworker', args: { task: 'Reorder the best-selling gift shop items before the meteor-shower weekend.', coworker: 'Inventory Specialist' } }]);
    t.agent('Inventory Specialist', 'Reorder the best-selling gift shop items before the meteor-shower weekend.', () => {
      t.llm('Thought: This is a purchasing task; the buyer should handle it.\nAction: Delegate work to coworker', [{ name: 'Delegate work to coworker', args: { task: 'Please reorder our best-selling gift shop items ahead of the meteor-shower weekend.', coworker: 'Buyer' } }]);
      t.agent('Buyer', 'Please reorder our best-selling gift shop items ahead of the meteor-shower weekend.', () => {
        t.llm('Thought: Deciding what sells best is the manager\'s call.\nAction: Delegate work to coworker', [{ name: 'Delegate work to coworker', args: { task: 'Reorder best sellers for the gift shop before the meteor shower.', coworker: 'Shop Manager' } }]);
        t.agent('Shop Manager', 'Reorder best sellers for the gift shop before the meteor shower.', () => {
          t.llm('Thought: The inventory specialist owns stock levels.\nAction: Delegate work to coworker', [{ name: 'Delegate work to coworker', args: { task: 'Reorder the best-selling gift shop items before the meteor-shower weekend.', coworker: 'Inventory Specialist' } }]);
          t.agent('Inventory Specialist', 'Reorder the best-selling gift shop items before the meteor-shower weekend.', () => {
            t.llm('Thought: This is a purchasing task; the buyer should handle it.\nAction: Delegate work to coworker', [{ name: 'Delegate work to coworker', args: { task: 'Please reorder our best-selling gift shop items ahead of the meteor-shower weekend.', coworker: 'Buyer' } }]);
            return `Error: maximum delegation depth reached (run ${n.uuid()})`;
          });
          return 'No result from Inventory Specialist.';
        });
        return 'No result from Shop Manager.';
      });
      return 'No result from Buyer.';
    });
    return t.row(F, { isolates: 'Reorder task is passed Inventory Specialist -> Buyer -> Shop Manager -> Inventory Specialist, four levels deep, with no agent ever reading sales data or placing an order.', loop: true, stagnation: true, output: 'Agent stopped due to iteration limit or time limit.' });
  },
  // 02 cosplay convention, OpenAI Agents SDK handoffs
  () => {
    const t = new T(`${F}-02`, 'oai_agents', { agent: 'Con Triage', goal: 'Resolve a cosplay contest entrant\'s complaint that her prop sword was rejected at the weapons check despite being foam.' });
    const out = nest(t, [
      ['Con Triage', 'Resolve the prop-sword complaint from entrant CC-117.', 'This is a weapons policy question; handing off to the Weapons Check agent.', 'transfer_to_weapons_check'],
      ['Weapons Check', 'Entrant CC-117 says her foam sword was wrongly rejected. Please resolve.', 'Complaints go to the Contest Desk; transferring.', 'transfer_to_contest_desk'],
      ['Contest Desk', 'Handle CC-117\'s complaint about the rejected foam prop sword.', 'This is about a prop rejection; the triage agent routes those.', 'transfer_to_con_triage'],
      ['Con Triage', 'Resolve the prop-sword complaint from entrant CC-117.', 'This is a weapons policy question; handing off to the Weapons Check agent.', 'transfer_to_weapons_check'],
    ], 0, 'MaxTurnsExceeded: Max turns (10) exceeded');
    return t.row(F, { isolates: 'Complaint is handed off triage -> weapons check -> contest desk -> triage in a circle four levels deep; nobody looks up the check log or replies to the entrant.', loop: true, stagnation: true, output: out, error: 'MaxTurnsExceeded' });
  },
  // 03 river taxi timetable, AutoGen
  () => {
    const t = new T(`${F}-03`, 'autogen', { agent: 'river_taxi_team', goal: 'Publish the winter timetable for the river taxi route RT2 (reduced to every 30 minutes after 19:00).' });
    const n = t.n;
    t.llm('', [{ name: 'delegate', args: { agent: 'timetable_planner', instructions: 'Produce and publish the RT2 winter timetable (30-minute headway after 19:00).' } }], { source: 'coordinator' });
    t.agent('timetable_planner', 'Produce and publish the RT2 winter timetable (30-minute headway after 19:00).', () => {
      t.llm('', [{ name: 'delegate', args: { agent: 'timetable_planner', instructions: 'Create the RT2 winter timetable with half-hourly service after 7pm and publish it.' } }], { source: 'timetable_planner' });
      t.agent('timetable_planner', 'Create the RT2 winter timetable with half-hourly service after 7pm and publish it.', () => {
        t.llm('', [{ name: 'delegate', args: { agent: 'timetable_planner', instructions: 'Draft and publish the winter RT2 timetable; after 19:00 boats every 30 min.' } }], { source: 'timetable_planner' });
        t.agent('timetable_planner', 'Draft and publish the winter RT2 timetable; after 19:00 boats every 30 min.', () => {
          t.llm('', [{ name: 'delegate', args: { agent: 'timetable_planner', instructions: 'Please prepare the RT2 winter timetable (30 min headway from 19:00) and publish.' } }], { source: 'timetable_planner' });
          return { error: 'MaxMessageTermination', messages: 30, run: n.uuid() };
        });
        return null;
      });
      return null;
    });
    return t.row(F, { isolates: 'Planner agent delegates the same timetable task to itself with reworded instructions four levels deep, never reading the current timetable or publishing anything.', loop: true, stagnation: false, output: { stop_reason: 'Maximum number of messages 30 reached' } });
  },
  // 04 textile recycling plant, LangGraph subgraphs
  () => {
    const t = new T(`${F}-04`, 'langsmith', { agent: 'sorting_line_supervisor', goal: 'Work out why bale B-7731 (post-consumer cotton) was graded C instead of A and fix the grading rule if it is wrong.' });
    const out = nest(t, [
      ['supervisor', 'Investigate the grade-C result for bale B-7731 and fix the rule if wrong.', 'Routing to the grading subgraph.', 'route_to_grading'],
      ['grading_agent', 'Find why bale B-7731 got grade C instead of A; correct the grading rule if needed.', 'This needs the quality team\'s view; routing to quality.', 'route_to_quality'],
      ['quality_agent', 'Determine the cause of B-7731\'s C grade and fix the rule.', 'Rules are owned by grading; sending it back to the supervisor to re-route.', 'route_to_supervisor'],
      ['supervisor', 'Investigate the grade-C result for bale B-7731 and fix the rule if wrong.', 'Routing to the grading subgraph.', 'route_to_grading'],
      ['grading_agent', 'Find why bale B-7731 got grade C instead of A; correct the grading rule if needed.', 'This needs the quality team\'s view; routing to quality.', 'route_to_quality'],
    ], 0, { error: 'GraphRecursionError: Recursion limit of 25 reached' });
    return t.row(F, { isolates: 'Bale investigation bounces supervisor -> grading -> quality -> supervisor -> grading, five levels of subgraphs, none reading the spectrometer data or the rule.', loop: true, stagnation: true, output: out, error: 'GraphRecursionError' });
  },
  // 05 science fair judging, OTel GenAI
  () => {
    const t = new T(`${F}-05`, 'otel', { agent: 'fair-coordinator', goal: 'Assign three judges to each of the 48 projects in the regional science fair, avoiding conflicts of interest.' });
    const n = t.n;
    t.llm('I will split this into a sub-agent run.', [{ name: 'run_subagent', args: { role: 'judge_assigner', prompt: 'Assign 3 judges per project (48 projects) avoiding conflicts of interest.' } }]);
    t.agent('judge_assigner', 'Assign 3 judges per project (48 projects) avoiding conflicts of interest.', () => {
      t.llm('This is a large assignment; I will spin up a helper to do it.', [{ name: 'run_subagent', args: { role: 'judge_assigner', prompt: 'For each of the 48 projects, pick three judges with no conflict of interest.' } }]);
      t.agent('judge_assigner', 'For each of the 48 projects, pick three judges with no conflict of interest.', () => {
        t.llm('To keep my context small I will delegate the assignment to a fresh helper.', [{ name: 'run_subagent', args: { role: 'judge_assigner', prompt: 'Create the judge assignment: three per project, conflicts excluded, 48 projects.' } }]);
        t.agent('judge_assigner', 'Create the judge assignment: three per project, conflicts excluded, 48 projects.', () => {
          t.llm('A dedicated helper should handle this assignment.', [{ name: 'run_subagent', args: { role: 'judge_assigner', prompt: 'Assign judges (3 each) to the 48 fair projects while avoiding conflicts.' } }]);
          t.tool('run_subagent', {}, null, { error: `SubagentDepthExceeded: depth 4 > max_depth 3 (span ${n.hex(16)})` });
          return null;
        }, { error: 'SubagentDepthExceeded' });
        return null;
      });
      return null;
    });
    return t.row(F, { isolates: 'Coordinator and its helpers keep spawning a new judge_assigner with the same assignment reworded until a depth limit, nobody ever loading the project or judge lists.', loop: true, stagnation: false, output: null, error: 'SubagentDepthExceeded' });
  },
  // 06 portable toilet hire, Google ADK (Gemini)
  () => {
    const t = new T(`${F}-06`, 'gemini', { agent: 'loo_hire_root', goal: 'Confirm delivery of 14 portable toilets and 2 accessible units to the Millbrook food festival site by Friday 07:00.' });
    const out = nest(t, [
      ['loo_hire_root', 'Confirm delivery of 14 standard + 2 accessible units to Millbrook festival by Fri 07:00.', 'I\'ll pass this to the logistics agent.', 'transfer_to_agent'],
      ['logistics_agent', 'Confirm the Millbrook festival delivery (14 standard, 2 accessible) for Friday 07:00.', 'Delivery confirmations are handled by the depot agent.', 'transfer_to_agent'],
      ['depot_agent', 'Confirm Millbrook delivery: 16 units incl. 2 accessible, Friday by 7am.', 'Customer-facing confirmations should come from the root agent.', 'transfer_to_agent'],
      ['loo_hire_root', 'Confirm delivery of 14 standard + 2 accessible units to Millbrook festival by Fri 07:00.', 'I\'ll pass this to the logistics agent.', 'transfer_to_agent'],
    ], 0, { error: 'max_llm_calls exceeded' });
    return t.row(F, { isolates: 'Delivery confirmation is transferred root -> logistics -> depot -> root, four levels, with no agent checking the van schedule or unit stock.', loop: true, stagnation: true, output: out, error: 'LlmCallsLimitExceededError' });
  },
];
