// Loop: the agent hands the same task (same or reworded instructions) to itself or to a sub-agent,
// which hands it on again, nested 3+ levels deep, and nobody does the work.
export const family = 'delegation_regress';
export const loop = true;
export const stagnation = true;

// Nest levels[0] -> levels[1] -> ... ; every level only delegates; the innermost call fails.
function nest(levels, innermost) {
  let child = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const inner = child;
    const isLast = i === levels.length - 1;
    child = {
      app: L.app, agentName: L.agentName, system: L.system, goal: L.goal, tags: L.tags,
      steps: [...(L.pre || []), () => ({ say: L.say, calls: [{ name: L.tool, args: L.args, ...(isLast ? innermost() : { sub: inner, err: L.err, out: L.out }) }] })],
      stop: L.stop,
    };
  }
  return child;
}

export const rows = [
  {
    id: '01', domain: 'gymnastics clubs', style: 'braintrust',
    isolates: 'The head-coach agent hands "build the squad rota" to a scheduler, which hands the same rota to another scheduler, and so on four levels down; no level ever reads the gymnast list.',
    goal: 'Build the coaching and travel rota for the Silverbirch Gymnastics Club squad going to the regional vault and floor championship on the 22nd.',
    build: (n) => nest([
      { app: 'head-coach-agent', system: 'You coordinate club competition logistics. You may delegate to the scheduler agent with delegate_to_scheduler.', goal: 'Build the coaching and travel rota for the Silverbirch squad at the regional vault and floor championship on the 22nd.', say: 'This is a scheduling task, so I will hand it to the scheduler agent.', tool: 'delegate_to_scheduler', args: { task: 'Build the coaching and travel rota for the regional championship squad (22nd).' }, err: 'SubtaskFailed: scheduler returned no result', out: { status: 'failed', attempt_id: n.uuid() }, tags: ['prod'], stop: 'SubtaskFailed: delegation chain exhausted' },
      { app: 'scheduler-agent', system: 'You are the scheduler. For complex rotas you may delegate to a scheduler worker with delegate_to_scheduler.', goal: 'Build the coaching and travel rota for the regional championship squad (22nd).', say: 'Building a full coaching and travel rota is complex; I will delegate it to a scheduler worker.', tool: 'delegate_to_scheduler', args: { task: 'Create the rota of coaches and travel for the squad at the regional championship on the 22nd.' }, err: 'SubtaskFailed: scheduler returned no result', out: { status: 'failed', attempt_id: n.uuid() }, stop: 'SubtaskFailed' },
      { app: 'scheduler-agent', system: 'You are the scheduler. For complex rotas you may delegate to a scheduler worker with delegate_to_scheduler.', goal: 'Create the rota of coaches and travel for the squad at the regional championship on the 22nd.', say: 'This rota covers both coaching and travel, so I will delegate it to a scheduler worker.', tool: 'delegate_to_scheduler', args: { task: 'Make the coach and travel rota for the regional championship squad, 22nd.' }, err: 'SubtaskFailed: scheduler returned no result', out: { status: 'failed', attempt_id: n.uuid() }, stop: 'SubtaskFailed' },
      { app: 'scheduler-agent', system: 'You are the scheduler. For complex rotas you may delegate to a scheduler worker with delegate_to_scheduler.', goal: 'Make the coach and travel rota for the regional championship squad, 22nd.', say: 'Building the coaching and travel rota is complex; I will delegate it to a scheduler worker.', tool: 'delegate_to_scheduler', args: { task: 'Build the coaching + travel rota for the regional championship squad (the 22nd).' }, stop: 'DelegationDepthExceeded: max_depth=4' },
    ], () => ({ err: 'DelegationDepthExceeded: max_depth=4', out: { depth: 4, chain_id: n.hex(12), rejected_at: n.isoS() } })),
  },
  {
    id: '02', domain: 'crowdfunding fulfilment', style: 'oai_agents',
    isolates: 'A fulfilment agent calls a "fulfilment specialist" agent-as-tool with the task of matching backer addresses to reward tiers; each specialist calls another specialist with the same task, three levels down, until the max-turns error.',
    goal: 'For our board-game Kickstarter (project KS-88412), match every backer\'s shipping address to their reward tier and produce the pick list for the warehouse.',
    build: (n) => nest([
      { app: 'Fulfilment', agentName: 'Fulfilment Manager', system: 'You coordinate reward fulfilment. Use the fulfilment_specialist tool for detailed work.', goal: 'Match every backer\'s shipping address to their reward tier and produce the warehouse pick list for KS-88412.', say: 'I\'ll ask the fulfilment specialist to produce the pick list.', tool: 'fulfilment_specialist', args: { input: 'Match backer shipping addresses to reward tiers for KS-88412 and produce the warehouse pick list.' }, err: 'MaxTurnsExceeded', out: 'An error occurred while running the tool. Please try again. Error: Max turns (3) exceeded', stop: 'MaxTurnsExceeded: Max turns (3) exceeded' },
      { app: 'Fulfilment', agentName: 'Fulfilment Specialist', system: 'You are a fulfilment specialist. For large jobs use the fulfilment_specialist tool to split the work.', goal: 'Match backer shipping addresses to reward tiers for KS-88412 and produce the warehouse pick list.', say: 'This is a large job; I\'ll hand it to another fulfilment specialist.', tool: 'fulfilment_specialist', args: { input: 'Produce the KS-88412 warehouse pick list by matching each backer\'s address to their reward tier.' }, err: 'MaxTurnsExceeded', out: 'Error: Max turns (3) exceeded' },
      { app: 'Fulfilment', agentName: 'Fulfilment Specialist', system: 'You are a fulfilment specialist. For large jobs use the fulfilment_specialist tool to split the work.', goal: 'Produce the KS-88412 warehouse pick list by matching each backer\'s address to their reward tier.', say: 'This is a large job; I\'ll hand it to another fulfilment specialist.', tool: 'fulfilment_specialist', args: { input: 'For KS-88412, match backers\' addresses with reward tiers and create the pick list for the warehouse.' }, err: 'MaxTurnsExceeded', out: 'Error: Max turns (3) exceeded' },
      { app: 'Fulfilment', agentName: 'Fulfilment Specialist', system: 'You are a fulfilment specialist. For large jobs use the fulfilment_specialist tool to split the work.', goal: 'For KS-88412, match backers\' addresses with reward tiers and create the pick list for the warehouse.', say: 'This is a large job; I\'ll hand it to another fulfilment specialist.', tool: 'fulfilment_specialist', args: { input: 'Match KS-88412 backer addresses to tiers; output the warehouse pick list.' } },
    ], () => ({ err: 'MaxTurnsExceeded', out: `Error: Max turns (3) exceeded (trace ${'trace_' + n.hex(32)})` })),
  },
  {
    id: '03', domain: 'private investigators', style: 'dify',
    isolates: 'A case-intake workflow calls a "background check" workflow-as-tool, which calls the same workflow again with the subject\'s details restated, four runs deep, and no database is ever searched.',
    goal: 'Run a pre-employment background check on candidate Daniel Okafor (DOB 1989-03-14, last address 12 Mill Rd, Leeds) for client Harrow Logistics and summarise findings.',
    build: (n) => nest([
      { app: 'Case intake', system: 'You take new PI case requests. Use the background_check workflow tool to run checks.', goal: 'Run a pre-employment background check on Daniel Okafor (DOB 1989-03-14, 12 Mill Rd, Leeds) for Harrow Logistics.', say: 'I will run the background check workflow for Daniel Okafor.', tool: 'background_check', args: { subject: 'Daniel Okafor', dob: '1989-03-14', address: '12 Mill Rd, Leeds' }, err: 'Workflow run failed', out: { workflow_run_id: n.uuid(), status: 'failed' }, stop: 'Run failed: tool background_check failed' },
      { app: 'background_check', system: 'You coordinate background checks. To run a complete check use the background_check tool.', goal: 'Background check: Daniel Okafor, born 1989-03-14, last known address 12 Mill Rd, Leeds.', say: 'To run a complete check on Daniel Okafor I will call the background_check workflow.', tool: 'background_check', args: { subject: 'Daniel Okafor', dob: '14/03/1989', address: '12 Mill Road, Leeds' }, err: 'Workflow run failed', out: { workflow_run_id: n.uuid(), status: 'failed' }, stop: 'tool background_check failed' },
      { app: 'background_check', system: 'You coordinate background checks. To run a complete check use the background_check tool.', goal: 'Background check: Daniel Okafor, born 14/03/1989, 12 Mill Road, Leeds.', say: 'To run a complete check on Daniel Okafor I will call the background_check workflow.', tool: 'background_check', args: { subject: 'Okafor, Daniel', dob: '1989-03-14', address: '12 Mill Rd, Leeds LS' }, err: 'Workflow run failed', out: { workflow_run_id: n.uuid(), status: 'failed' }, stop: 'tool background_check failed' },
      { app: 'background_check', system: 'You coordinate background checks. To run a complete check use the background_check tool.', goal: 'Background check: Okafor, Daniel; DOB 1989-03-14; 12 Mill Rd, Leeds.', say: 'To run a complete check on Daniel Okafor I will call the background_check workflow.', tool: 'background_check', args: { subject: 'Daniel Okafor', dob: '1989-03-14', address: '12 Mill Rd, Leeds' }, stop: 'Max workflow call depth (5) reached' },
    ], () => ({ err: 'WorkflowCallDepthError: max depth 5 reached', out: { code: 'workflow_call_depth_exceeded', request_id: n.uuid(), at: n.epoch() } })),
  },
  {
    id: '04', domain: 'toy libraries', style: 'langsmith',
    isolates: 'A catalogue-maintenance graph delegates an Elasticsearch reindex to a "search_ops" subgraph that delegates the same reindex to itself three more times without ever calling the cluster.',
    goal: 'Reindex the toy library catalogue in Elasticsearch so that the new "age_band" field is searchable (index toys-v7 -> toys-v8) and switch the alias.',
    build: (n) => nest([
      { app: 'catalogue_ops', system: 'You maintain the Toybox Lending catalogue. Delegate search-engine work to search_ops.', goal: 'Reindex toys-v7 into toys-v8 with the age_band mapping and switch the toys alias.', say: 'Search index work goes to search_ops.', tool: 'call_search_ops', args: { request: 'Reindex toys-v7 -> toys-v8 (age_band mapping) and move the toys alias.' }, err: 'GraphRecursionError', out: null, stop: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.' },
      { app: 'search_ops', system: 'You handle search-engine operations. For multi-step operations, delegate to search_ops with a precise request.', goal: 'Reindex toys-v7 -> toys-v8 (age_band mapping) and move the toys alias.', say: 'This is a multi-step operation (mapping, reindex, alias), so I will delegate it to search_ops with a precise request.', tool: 'call_search_ops', args: { request: 'Create toys-v8 with age_band mapping, reindex from toys-v7, then point alias toys at toys-v8.' }, err: 'GraphRecursionError', out: null },
      { app: 'search_ops', system: 'You handle search-engine operations. For multi-step operations, delegate to search_ops with a precise request.', goal: 'Create toys-v8 with age_band mapping, reindex from toys-v7, then point alias toys at toys-v8.', say: 'This is a multi-step operation (mapping, reindex, alias), so I will delegate it to search_ops with a precise request.', tool: 'call_search_ops', args: { request: 'toys-v8: add age_band mapping; reindex toys-v7 into it; switch the toys alias to toys-v8.' }, err: 'GraphRecursionError', out: null },
      { app: 'search_ops', system: 'You handle search-engine operations. For multi-step operations, delegate to search_ops with a precise request.', goal: 'toys-v8: add age_band mapping; reindex toys-v7 into it; switch the toys alias to toys-v8.', say: 'This is a multi-step operation (mapping, reindex and alias), so I will delegate it to search_ops with a precise request.', tool: 'call_search_ops', args: { request: 'Reindex toys-v7 to toys-v8 including the age_band mapping, then swap the alias.' } },
    ], () => ({ err: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.', out: null })),
  },
  {
    id: '05', domain: 'brass band contests', style: 'goose',
    isolates: 'The session starts a subagent to fix the adjudication-score export; the subagent starts another subagent with the same instructions, four levels deep, and no file is ever opened.',
    goal: 'The results export for the Northern Area brass band contest puts the "Own Choice" marks in the wrong column of results.csv. Fix the exporter in this repo and regenerate the CSV.',
    build: (n) => nest([
      { app: 'bandcontest-results', system: 'You are goose. You can run subagents with dynamic_task__create_task for focused work.', goal: 'Fix the exporter so "Own Choice" marks go in the right column of results.csv, then regenerate the CSV.', say: 'I\'ll spin up a subagent to handle the exporter fix.', tool: 'dynamic_task__create_task', args: { instructions: 'Fix the results exporter so Own Choice marks land in the correct results.csv column, then regenerate results.csv.' }, err: 'Subagent terminated: max_turns', out: { task_id: n.uuid(), status: 'failed' }, stop: 'Session ended: subagent failed' },
      { app: 'subagent-1', system: 'You are a goose subagent. You can run subagents with dynamic_task__create_task for focused work.', goal: 'Fix the results exporter so Own Choice marks land in the correct results.csv column, then regenerate results.csv.', say: 'This needs focused work on the exporter; I\'ll delegate it to a subagent.', tool: 'dynamic_task__create_task', args: { instructions: 'Repair the exporter bug that puts Own Choice marks in the wrong results.csv column and regenerate the file.' }, err: 'Subagent terminated: max_turns', out: { task_id: n.uuid(), status: 'failed' } },
      { app: 'subagent-2', system: 'You are a goose subagent. You can run subagents with dynamic_task__create_task for focused work.', goal: 'Repair the exporter bug that puts Own Choice marks in the wrong results.csv column and regenerate the file.', say: 'This needs focused work on the exporter; I\'ll delegate it to a subagent.', tool: 'dynamic_task__create_task', args: { instructions: 'Fix exporter: Own Choice marks are in the wrong column of results.csv. Regenerate results.csv afterwards.' }, err: 'Subagent terminated: max_turns', out: { task_id: n.uuid(), status: 'failed' } },
      { app: 'subagent-3', system: 'You are a goose subagent. You can run subagents with dynamic_task__create_task for focused work.', goal: 'Fix exporter: Own Choice marks are in the wrong column of results.csv. Regenerate results.csv afterwards.', say: 'This needs focused work on the exporter; I\'ll delegate it to a subagent.', tool: 'dynamic_task__create_task', args: { instructions: 'Fix the results exporter so Own Choice marks go to the correct results.csv column, then regenerate results.csv.' } },
    ], () => ({ err: 'Subagent nesting limit reached (depth 4)', out: { task_id: n.uuid(), status: 'rejected', at: n.isoS() } })),
  },
  {
    id: '06', domain: 'acupuncture clinics', style: 'traceloop',
    isolates: 'An intake-summary agent delegates the summary to a "clinical summariser" agent, which re-delegates the same summary with lightly reworded instructions four levels down; the intake form is never read.',
    goal: 'Summarise new-patient intake form IF-3391 (lower back pain, 6 weeks) for practitioner Mei Lin before tomorrow\'s 09:15 first session, flagging any contraindications.',
    build: (n) => nest([
      { app: 'intake_coordinator', system: 'You prepare practitioners for first sessions. Delegate clinical summaries via delegate_summary.', goal: 'Summarise intake form IF-3391 for Mei Lin, flagging contraindications.', say: 'I will delegate the clinical summary of IF-3391 to the clinical summariser.', tool: 'delegate_summary', args: { form_id: 'IF-3391', instructions: 'Summarise the intake form for Mei Lin and flag contraindications.' }, err: 'DelegationError: child agent returned no output', out: null, stop: 'DelegationError: child agent returned no output' },
      { app: 'clinical_summariser', system: 'You write clinical summaries. When a summary needs a specialist, delegate via delegate_summary.', goal: 'Summarise the intake form IF-3391 for Mei Lin and flag contraindications.', say: 'Contraindication screening needs a specialist, so I will delegate the summary of IF-3391.', tool: 'delegate_summary', args: { form_id: 'IF-3391', instructions: 'Write a summary of intake IF-3391 for the practitioner and flag any contraindications.' }, err: 'DelegationError: child agent returned no output', out: null },
      { app: 'clinical_summariser', system: 'You write clinical summaries. When a summary needs a specialist, delegate via delegate_summary.', goal: 'Write a summary of intake IF-3391 for the practitioner and flag any contraindications.', say: 'Contraindication screening needs a specialist, so I will delegate the summary of IF-3391.', tool: 'delegate_summary', args: { form_id: 'IF-3391', instructions: 'Summarise IF-3391 and flag contraindications for the practitioner.' }, err: 'DelegationError: child agent returned no output', out: null },
      { app: 'clinical_summariser', system: 'You write clinical summaries. When a summary needs a specialist, delegate via delegate_summary.', goal: 'Summarise IF-3391 and flag contraindications for the practitioner.', say: 'Contraindication screening needs a specialist, so I will delegate the summary of IF-3391.', tool: 'delegate_summary', args: { form_id: 'IF-3391', instructions: 'Please summarise intake IF-3391 and flag contraindications.' } },
    ], () => ({ err: 'RecursionError: maximum delegation depth (4) exceeded', out: { depth: 4, span_ctx: n.traceparent() } })),
  },
];
