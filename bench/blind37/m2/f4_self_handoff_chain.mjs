// Family 4 (loop): the task is handed to itself / a sub-agent which hands it on again, 3+ levels deep, nobody doing the work.
import { tracer } from './lib.mjs';

export const family = 'self_handoff_chain';
export const loop = true;
export const stagnation = true;

// Attach a sub-agent span under the delegating tool span returned by T.step.
function nest(calls, sub) { calls[0].node.children.push(sub); return sub; }

export const scenarios = [
  {
    n: '01', domain: 'dragon fruit farm night pollination', style: 'openai_agents',
    isolates: 'An orchestrator calls a scheduling agent-as-tool, which calls a planning agent-as-tool, which calls the scheduling agent again, four levels deep, each passing on a reworded copy of the same request and none calling the flowering-forecast tool.',
    goal: 'Draft next week\'s night hand-pollination schedule for dragon fruit blocks C–F, based on the flowering forecast and crew availability.',
    build(N) {
      const mk = (agent) => tracer('openai_agents', N, { agent, goal: 'x', workflow: 'pitaya-ops' });
      const T0 = tracer('openai_agents', N, { agent: 'Farm Orchestrator', workflow: 'pitaya-ops', goal: this.goal, toolNames: ['scheduling_agent', 'get_flowering_forecast', 'get_crew_roster'] });
      const c0 = T0.step('', [{ name: 'scheduling_agent', args: { input: 'Create next week\'s night pollination schedule for blocks C–F using the flowering forecast and crew availability.' }, out: 'The planning agent is preparing the schedule.' }]);
      const T1 = tracer('openai_agents', N, { agent: 'Scheduling Agent', goal: 'Create next week\'s night pollination schedule for blocks C–F using the flowering forecast and crew availability.', toolNames: ['planning_agent', 'get_flowering_forecast'] });
      const c1 = T1.step('', [{ name: 'planning_agent', args: { input: 'Please plan next week\'s night pollination schedule for blocks C–F based on the flowering forecast and crew availability.' }, out: 'Handed to scheduling for drafting.' }]);
      const T2 = tracer('openai_agents', N, { agent: 'Planning Agent', goal: 'Please plan next week\'s night pollination schedule for blocks C–F based on the flowering forecast and crew availability.', toolNames: ['scheduling_agent', 'get_crew_roster'] });
      const c2 = T2.step('', [{ name: 'scheduling_agent', args: { input: 'Draft the night pollination schedule for next week for blocks C–F from the flowering forecast and crew availability.' }, out: 'Passed to planning.' }]);
      const T3 = tracer('openai_agents', N, { agent: 'Scheduling Agent', goal: 'Draft the night pollination schedule for next week for blocks C–F from the flowering forecast and crew availability.', toolNames: ['planning_agent', 'get_flowering_forecast'] });
      const c3 = T3.step('', [{ name: 'planning_agent', args: { input: 'Plan the night pollination schedule for blocks C–F next week based on flowering forecast and crew availability.' }, out: '' }]);
      const T4 = tracer('openai_agents', N, { agent: 'Planning Agent', goal: 'Plan the night pollination schedule for blocks C–F next week based on flowering forecast and crew availability.' });
      T4.step('I\'ll ask the scheduling agent to draft the night pollination schedule for blocks C–F next week.', []);
      nest(c3, T4.agentSpan('Planning Agent', { input: 'Plan the night pollination schedule for blocks C–F next week based on flowering forecast and crew availability.' }, null, { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { span_type: 'agent', tools: ['scheduling_agent', 'get_crew_roster'] } }));
      nest(c2, T3.agentSpan('Scheduling Agent', { input: 'Draft the night pollination schedule…' }, 'Passed to planning.', { metadata: { span_type: 'agent' } }));
      nest(c1, T2.agentSpan('Planning Agent', { input: 'Please plan next week\'s night pollination schedule…' }, 'Handed to scheduling for drafting.', { metadata: { span_type: 'agent' } }));
      nest(c0, T1.agentSpan('Scheduling Agent', { input: 'Create next week\'s night pollination schedule…' }, 'The planning agent is preparing the schedule.', { metadata: { span_type: 'agent' } }));
      T0.step('The scheduling agent says the planning agent is preparing the schedule. I\'ll wait for the draft.', []);
      return T0.root('The scheduling agent says the planning agent is preparing the schedule.');
    },
  },
  {
    n: '02', domain: 'handloom weaving cooperative', style: 'crewai',
    isolates: 'In a hierarchical CrewAI crew the manager delegates the loom plan to the production planner, who delegates it to the loom scheduler, who delegates it back to the production planner, three nested delegations with the same task text and no roster or order lookups.',
    goal: 'Allocate the 14 looms to the December sari orders (orders HW-301 to HW-309) so every order finishes by 20 December.',
    build(N) {
      const task = 'Allocate the 14 looms to the December sari orders HW-301 to HW-309 so every order finishes by 20 December.';
      const M = tracer('crewai', N, { agent: 'Crew Manager', goal: this.goal, delegation: true });
      const c0 = M.step('I should delegate the loom allocation to the Production Planner.', [{ name: 'Delegate work to coworker', args: { task, context: 'Orders HW-301..HW-309, 14 looms, deadline 20 Dec.', coworker: 'Production Planner' }, out: 'The Loom Scheduler will handle the allocation.' }]);
      const P = tracer('crewai', N, { agent: 'Production Planner', goal: task });
      const c1 = P.step('The Loom Scheduler is better placed to allocate looms, I should delegate.', [{ name: 'Delegate work to coworker', args: { task: 'Allocate the 14 looms to December sari orders HW-301 to HW-309 so all finish by 20 December.', context: 'Deadline 20 Dec.', coworker: 'Loom Scheduler' }, out: 'Delegated back to Production Planner for the allocation.' }]);
      const S = tracer('crewai', N, { agent: 'Loom Scheduler', goal: task });
      const c2 = S.step('Allocation of looms to orders is a production planning task, I should delegate it to the Production Planner.', [{ name: 'Delegate work to coworker', args: { task: 'Allocate the 14 looms to the December sari orders (HW-301 to HW-309) to finish by 20 December.', context: 'Deadline 20 Dec.', coworker: 'Production Planner' }, out: 'Agent stopped due to iteration limit or time limit.' }]);
      const P2 = tracer('crewai', N, { agent: 'Production Planner', goal: task });
      const c3 = P2.step('The Loom Scheduler is better placed to allocate looms, I should delegate.', [{ name: 'Delegate work to coworker', args: { task: 'Allocate the 14 looms to December sari orders HW-301 to HW-309 so all finish by 20 December.', context: 'Deadline 20 Dec.', coworker: 'Loom Scheduler' }, out: `Error: delegation depth exceeded (run ${N.uuid()})` , err: 'delegation depth exceeded' }]);
      nest(c2, P2.agentSpan('Agent.execute_task: Production Planner', { task }, 'Agent stopped due to iteration limit or time limit.'));
      nest(c1, S.agentSpan('Agent.execute_task: Loom Scheduler', { task }, 'Delegated back to Production Planner for the allocation.'));
      nest(c0, P.agentSpan('Agent.execute_task: Production Planner', { task }, 'The Loom Scheduler will handle the allocation.'));
      M.step('The allocation has been delegated and the Loom Scheduler will handle it.', []);
      return M.root('The allocation has been delegated and the Loom Scheduler will handle it.');
    },
  },
  {
    n: '03', domain: 'ice hotel construction', style: 'langsmith',
    isolates: 'A LangGraph supervisor routes the block-cutting plan to a design subgraph whose supervisor routes it to a nested design subgraph again, three levels deep, each restating the same instruction and never calling the ice-harvest tool.',
    goal: 'Produce the ice-block cutting plan for the 12 art suites of this winter\'s ice hotel, from the river harvest estimate and the suite drawings.',
    build(N) {
      const instr = 'Produce the ice-block cutting plan for the 12 art suites from the river harvest estimate and suite drawings.';
      const T0 = tracer('langsmith', N, { agent: 'supervisor', goal: this.goal });
      const c0 = T0.step('Routing this to the design team.', [{ name: 'transfer_to_design_team', args: { instructions: instr }, out: 'Successfully transferred to design_team' }]);
      const T1 = tracer('langsmith', N, { agent: 'design_team', goal: instr });
      const c1 = T1.step('This needs the design team\'s planner; routing the cutting plan request to design_team.', [{ name: 'transfer_to_design_team', args: { instructions: 'Produce the ice-block cutting plan for the 12 art suites using the harvest estimate and suite drawings.' }, out: 'Successfully transferred to design_team' }]);
      const T2 = tracer('langsmith', N, { agent: 'design_team', goal: instr });
      const c2 = T2.step('This needs the design team\'s planner; routing the cutting plan request to design_team.', [{ name: 'transfer_to_design_team', args: { instructions: 'Create the ice-block cutting plan for the 12 art suites from the harvest estimate and the suite drawings.' }, out: 'Successfully transferred to design_team' }]);
      const T3 = tracer('langsmith', N, { agent: 'design_team', goal: instr });
      T3.step('This needs the design team\'s planner; routing the cutting plan request to design_team.', [{ name: 'transfer_to_design_team', args: { instructions: 'Produce the ice-block cutting plan for the 12 art suites.' }, err: 'GraphRecursionError', out: 'Recursion limit of 25 reached without hitting a stop condition.' }]);
      nest(c2, T3.agentSpan('design_team', { messages: [{ type: 'human', content: instr }] }, null, { error: 'GraphRecursionError: Recursion limit of 25 reached', metadata: { langgraph_node: 'design_team', langgraph_checkpoint_ns: `design_team:${N.uuid()}|design_team:${N.uuid()}|design_team:${N.uuid()}` } }));
      nest(c1, T2.agentSpan('design_team', { messages: [{ type: 'human', content: instr }] }, null, { metadata: { langgraph_node: 'design_team', langgraph_checkpoint_ns: `design_team:${N.uuid()}|design_team:${N.uuid()}` } }));
      nest(c0, T1.agentSpan('design_team', { messages: [{ type: 'human', content: instr }] }, null, { metadata: { langgraph_node: 'design_team', langgraph_checkpoint_ns: `design_team:${N.uuid()}` } }));
      return T0.root(null, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
    },
  },
  {
    n: '04', domain: 'data lake Parquet schema drift', style: 'claude_sdk',
    isolates: 'A Claude agent launches a Task sub-agent to investigate a schema drift; the sub-agent launches another Task with the same prompt reworded, and that one launches a third, none running a single query.',
    goal: 'Nightly job `events_compact` fails with a Parquet schema mismatch on s3://lake/raw/events/. Find which column drifted and since when.',
    build(N) {
      const mk = (goal) => tracer('claude_sdk', N, { agent: 'claude', goal, cwd: '/home/dev/lake-jobs' });
      const T0 = mk(this.goal);
      const c0 = T0.step('I\'ll delegate the investigation to a subagent so it can dig through the files.', [{ name: 'Task', args: { description: 'Investigate Parquet schema drift', prompt: 'Investigate the Parquet schema mismatch in s3://lake/raw/events/ that breaks events_compact. Find which column drifted and since when.', subagent_type: 'general-purpose' }, out: 'The investigation has been handed to a specialised subagent; results will follow.' }]);
      const T1 = mk('Investigate the Parquet schema mismatch in s3://lake/raw/events/ that breaks events_compact.');
      const c1 = T1.step('This is a schema investigation; I\'ll hand it to a subagent to dig through the files.', [{ name: 'Task', args: { description: 'Find drifted Parquet column', prompt: 'Find which column in s3://lake/raw/events/ Parquet files changed schema and when it started, causing events_compact to fail.', subagent_type: 'general-purpose' }, out: 'Delegated to a subagent for the detailed investigation.' }]);
      const T2 = mk('Find which column in s3://lake/raw/events/ changed schema.');
      const c2 = T2.step('I\'ll delegate this schema investigation to a subagent so it can dig through the files.', [{ name: 'Task', args: { description: 'Investigate schema drift', prompt: 'Investigate which Parquet column in s3://lake/raw/events/ drifted and since when (events_compact failure).', subagent_type: 'general-purpose' }, out: 'Handed off for detailed investigation.' }]);
      const T3 = mk('Investigate which Parquet column drifted.');
      T3.step('I\'ll hand this schema investigation to a subagent to dig through the files.', [{ name: 'Task', args: { description: 'Schema drift deep dive', prompt: 'Determine the drifted Parquet column in s3://lake/raw/events/ and when it began.', subagent_type: 'general-purpose' }, err: 'Tool permission denied', out: 'Error: maximum subagent nesting depth (3) reached' }]);
      nest(c2, T3.agentSpan('subagent:general-purpose', { prompt: 'Determine the drifted Parquet column…' }, 'Handed off for detailed investigation.'));
      nest(c1, T2.agentSpan('subagent:general-purpose', { prompt: 'Investigate which Parquet column…' }, 'Handed off for detailed investigation.'));
      nest(c0, T1.agentSpan('subagent:general-purpose', { prompt: 'Find which column…' }, 'Delegated to a subagent for the detailed investigation.'));
      T0.step('The subagent has delegated the investigation further; results should follow from the nested subagent.', []);
      return T0.root({ subtype: 'success', result: 'The investigation was delegated; no column identified yet.', num_turns: 3 });
    },
  },
  {
    n: '05', domain: 'blueberry freezing plant QA', style: 'autogen',
    isolates: 'An AutoGen QA lead starts a nested chat with a helper that starts a nested chat with another helper, three levels, each forwarding the same hold-release request and nobody reading the lab results.',
    goal: 'Decide whether to release IQF blueberry lot BB-2207 (held for a Listeria swab) and record the decision.',
    build(N) {
      const ask = 'Please review lot BB-2207 (held for Listeria swab) and decide whether it can be released; record the decision.';
      const T0 = tracer('autogen', N, { agent: 'qa_lead', team: 'QA.nested_chat', goal: this.goal });
      const c0 = T0.step('I\'ll ask the QA reviewer to assess the hold on BB-2207 and decide on release.', [{ name: 'start_nested_chat', args: { recipient: 'qa_reviewer', message: ask }, out: 'qa_reviewer: forwarded to release_checker.' }]);
      const T1 = tracer('autogen', N, { agent: 'qa_reviewer', goal: ask });
      const c1 = T1.step('I\'ll ask the release checker to assess the hold on BB-2207 and decide on release.', [{ name: 'start_nested_chat', args: { recipient: 'release_checker', message: 'Review lot BB-2207 (Listeria swab hold) and decide if it can be released, then record the decision.' }, out: 'release_checker: forwarded to qa_reviewer.' }]);
      const T2 = tracer('autogen', N, { agent: 'release_checker', goal: ask });
      const c2 = T2.step('I\'ll ask the QA reviewer to assess the hold on BB-2207 and decide on release.', [{ name: 'start_nested_chat', args: { recipient: 'qa_reviewer', message: 'Assess the Listeria hold on lot BB-2207 and decide whether to release it; record the decision.' }, out: 'qa_reviewer: forwarded to release_checker.' }]);
      const T3 = tracer('autogen', N, { agent: 'qa_reviewer', goal: ask });
      T3.step('I\'ll ask the release checker to assess the hold on BB-2207 and decide on release.', [{ name: 'start_nested_chat', args: { recipient: 'release_checker', message: 'Review lot BB-2207 and decide on release.' }, err: 'RecursionError', out: `RuntimeError: nested chat depth limit (4) exceeded [runtime ${N.hex(8)}]` }]);
      nest(c2, T3.agentSpan('qa_reviewer (nested)', { message: 'Assess the Listeria hold…' }, null, { error: 'nested chat depth limit (4) exceeded' }));
      nest(c1, T2.agentSpan('release_checker (nested)', { message: 'Review lot BB-2207…' }, 'forwarded to qa_reviewer.'));
      nest(c0, T1.agentSpan('qa_reviewer (nested)', { message: ask }, 'forwarded to release_checker.'));
      return T0.root({ stop_reason: 'nested chat terminated with error', messages: 4 });
    },
  },
  {
    n: '06', domain: 'cricket bat willow grading', style: 'pydantic_ai',
    isolates: 'A Pydantic AI grading agent calls a delegate tool that runs the same grading agent, which delegates again, three levels of self-delegation with near-identical text and no cleft measurements read.',
    goal: 'Grade the 24 English willow clefts from delivery W-58 (grain count, straightness, butterfly stain) and produce the grade list.',
    build(N) {
      const T0 = tracer('pydantic_ai', N, { agent: 'grading_agent', goal: this.goal });
      const c0 = T0.step('To grade the clefts thoroughly I\'ll hand this to a grading specialist.', [{ name: 'delegate_grading', args: { instructions: 'Grade the 24 willow clefts from delivery W-58 by grain count, straightness and butterfly stain.' }, out: { status: 'delegated', detail: 'Grading handed to a specialist agent.' } }]);
      const T1 = tracer('pydantic_ai', N, { agent: 'grading_agent', goal: 'Grade the 24 willow clefts from delivery W-58.' });
      const c1 = T1.step('To grade the clefts thoroughly I\'ll hand this to a grading specialist.', [{ name: 'delegate_grading', args: { instructions: 'Grade the 24 clefts from W-58 (grains, straightness, butterfly stain).' }, out: { status: 'delegated', detail: 'Grading handed to a specialist agent.' } }]);
      const T2 = tracer('pydantic_ai', N, { agent: 'grading_agent', goal: 'Grade the 24 clefts from W-58.' });
      const c2 = T2.step('To grade the clefts properly I\'ll hand this to a grading specialist.', [{ name: 'delegate_grading', args: { instructions: 'Grade W-58\'s 24 willow clefts on grain count, straightness and butterfly stain.' }, out: { status: 'delegated', detail: 'Grading handed to a specialist agent.' } }]);
      const T3 = tracer('pydantic_ai', N, { agent: 'grading_agent', goal: 'Grade W-58\'s 24 willow clefts.' });
      T3.step('To grade the clefts thoroughly I\'ll hand this to a grading specialist.', [{ name: 'delegate_grading', args: { instructions: 'Grade the willow clefts of delivery W-58.' }, err: 'UsageLimitExceeded', out: { error: 'The next request would exceed the request_limit of 50' } }]);
      nest(c2, T3.agentSpan('agent run', { user_prompt: 'Grade W-58\'s 24 willow clefts…' }, null, { error: 'UsageLimitExceeded', metadata: { 'gen_ai.agent.name': 'grading_agent', depth: 4 } }));
      nest(c1, T2.agentSpan('agent run', { user_prompt: 'Grade the 24 clefts from W-58…' }, { status: 'delegated' }, { metadata: { 'gen_ai.agent.name': 'grading_agent', depth: 3 } }));
      nest(c0, T1.agentSpan('agent run', { user_prompt: 'Grade the 24 willow clefts from delivery W-58…' }, { status: 'delegated' }, { metadata: { 'gen_ai.agent.name': 'grading_agent', depth: 2 } }));
      return T0.root(null, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 50' });
    },
  },
];
