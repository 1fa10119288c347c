import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'self-delegation-no-progress', loop: true, stagnation: true,
  isolates: 'The same task is handed on (to itself or a sub-agent) with the same or reworded instructions, nested 3+ levels, and nobody does the work.',
};

export const rows = [
  { id: '01', domain: 'peat restoration', style: 'oaiagents', build(r) {
    const goal = 'Estimate how many peat dams are still needed on the Cefn Moor drainage grips, using the 2024 drone survey.';
    const mk = (depth, instr, inner) => {
      const T = recorder('oaiagents', r, { goal: instr, system: 'You are the Restoration Planner. If the task is complex, hand off to the Restoration Planner specialist.' });
      const t = T.turn('This needs a specialist. Handing off to the Restoration Planner.', [{ name: 'transfer_to_restoration_planner', args: { reason: instr }, out: JSON.stringify({ assistant: 'Restoration Planner' }) }]);
      const kids = [...t];
      if (inner) kids.push(inner);
      return span('agent', 'Restoration Planner', { input: instr, depth }, inner ? null : { error: 'MaxTurnsExceeded' }, kids, { metadata: { span_type: 'agent', handoffs: ['Restoration Planner'], span_id: 'span_' + r.hex(24) } });
    };
    const instrs = [goal,
      'Estimate the number of peat dams still required on the Cefn Moor grips using the 2024 drone survey.',
      'Work out how many more peat dams the Cefn Moor drainage grips need, based on the 2024 drone survey.',
      'Determine the remaining peat dam count needed for Cefn Moor grips from the drone survey of 2024.',
      'Estimate remaining peat dams for the Cefn Moor grips (2024 drone survey).'];
    let node = null;
    for (let d = instrs.length - 1; d >= 0; d--) node = mk(d, instrs[d], node);
    return { isolates: 'OpenAI Agents SDK handoffs: the planner hands off to itself five levels deep with reworded instructions; the survey is never opened.', goal,
      root: rootAgent('oaiagents', 'Restoration Planner', goal, [node], { final_output: null, error: 'MaxTurnsExceeded' }, { trace_id: 'trace_' + r.hex(32) }) };
  } },

  { id: '02', domain: 'organ builders', style: 'crewai', build(r) {
    const goal = 'Draft the pipe-scale schedule for the new 8\' Open Diapason rank of the St Aldhelm organ (56 pipes, CC-g3).';
    const instrs = [
      'Draft the pipe-scale schedule for the 8\' Open Diapason (56 pipes, CC-g3).',
      'Please prepare the scaling schedule for the 8ft Open Diapason rank, 56 pipes CC to g3.',
      'Produce the diameter scale table for the Open Diapason 8\', 56 notes.',
      'Create the scale schedule for the 8\' Open Diapason, CC-g3.',
    ];
    const mk = (i) => {
      const T = recorder('crewai', r, { goal: instrs[i], system: 'Role: Voicing Lead. You may delegate work to a coworker: Voicing Lead, Pipe Maker.' });
      const kids = T.turn(`Thought: This is best handled by a coworker with scaling expertise.\nAction: Delegate work to coworker\nAction Input: {"task": "${i + 1 < instrs.length ? instrs[i + 1] : instrs[0]}", "context": "St Aldhelm organ, new rank", "coworker": "Voicing Lead"}`, []);
      if (i + 1 < instrs.length) kids.push(mk(i + 1));
      else kids.push(span('tool', 'Delegate work to coworker', { task: instrs[0], coworker: 'Voicing Lead' }, null, [], { error: 'Agent stopped due to iteration limit or time limit.' }));
      return span('agent', 'Voicing Lead', { task: instrs[i] }, i + 1 < instrs.length ? 'Delegated.' : null, kids, { metadata: { role: 'Voicing Lead', allow_delegation: true, depth: i } });
    };
    return { isolates: 'CrewAI delegation: the Voicing Lead delegates the same scale-schedule task to "Voicing Lead" four levels deep; no scaling is ever computed.', goal,
      root: rootAgent('crewai', 'Voicing Lead', goal, [mk(0)], { raw: 'Agent stopped due to iteration limit or time limit.' }, { crew_id: r.uuid() }) };
  } },

  { id: '03', domain: 'taxi dispatch', style: 'langgraph', build(r) {
    const goal = 'Assign a wheelchair-accessible car to the 14:10 pickup at Royal Infirmary main entrance (job TX-44910).';
    const levels = ['dispatcher', 'dispatch_subgraph', 'dispatch_subgraph.dispatch_subgraph', 'dispatch_subgraph.dispatch_subgraph.dispatch_subgraph'];
    let node = span('chain', 'dispatch_subgraph', { task: goal }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached', metadata: { langgraph_node: 'dispatch_subgraph', langgraph_step: 25 } });
    for (let i = levels.length - 1; i >= 0; i--) {
      const T = recorder('langgraph', r, { goal, system: 'You are the dispatcher. Route complex jobs to the dispatch_subgraph.' });
      const kids = T.turn(i % 2 ? 'Accessible-vehicle jobs are complex; routing job TX-44910 to the dispatch subgraph.' : 'Job TX-44910 needs an accessible vehicle, which is a complex case; routing it to the dispatch subgraph.', [{ name: 'route_to_subgraph', args: { subgraph: 'dispatch_subgraph', job: 'TX-44910', note: 'WAV required, 14:10, Royal Infirmary main entrance' }, out: 'routed' }]);
      node = span('chain', levels[i].split('.').pop(), { task: goal, checkpoint_ns: levels[i] }, null, [...kids, node], { metadata: { langgraph_node: 'dispatch_subgraph', checkpoint_ns: levels[i] + ':' + r.uuid() } });
    }
    return { isolates: 'LangGraph nested subgraph namespaces: the dispatcher routes the same WAV job into its own subgraph 5 levels deep; fleet availability is never queried.', goal,
      root: rootAgent('langgraph', 'dispatcher', { messages: [{ role: 'user', content: goal }] }, [node], { error: 'GraphRecursionError' }, { thread_id: r.uuid() }) };
  } },

  { id: '04', domain: 'choir rehearsal planning', style: 'adk', build(r) {
    const goal = 'Build a 90-minute rehearsal plan for the Saturday choir covering the three Fauré Requiem movements still weak.';
    const wording = [
      'Build a 90-minute rehearsal plan for the three weak Fauré Requiem movements.',
      'Create a 90 minute rehearsal schedule for the three Fauré Requiem movements that are still weak.',
      'Plan 90 minutes of rehearsal for the three weakest movements of the Fauré Requiem.',
      'Make a rehearsal plan (90 min) covering the three weak Fauré movements.',
    ];
    let node = span('agent', 'invoke_agent rehearsal_planner', { request: wording[0] }, null, [], { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 20 exceeded' });
    for (let i = wording.length - 1; i >= 0; i--) {
      const T = recorder('adk', r, { goal: wording[i], system: 'You coordinate rehearsals. Use the rehearsal_planner agent tool for planning.' });
      const kids = T.turn('', [{ name: 'rehearsal_planner', args: { request: i + 1 < wording.length ? wording[i + 1] : wording[0] }, out: null }]);
      kids[0].children[0].children = [node];
      node = span('agent', `invoke_agent ${i === 0 ? 'choir_coordinator' : 'rehearsal_planner'}`, { request: wording[i] }, null, kids, { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid(), depth: i } });
    }
    return { isolates: 'Google ADK AgentTool: rehearsal_planner calls rehearsal_planner with re-worded requests, nested five agents deep; no plan or weak-movement list is produced.', goal,
      root: rootAgent('adk', 'choir_coordinator', goal, [node], { final: null }) };
  } },

  { id: '05', domain: 'cotton gin', style: 'autogen', build(r) {
    const goal = 'Compute the turnout percentage for module lot M-3307 and flag it if below 36%.';
    const rounds = [
      ['ginning_lead', 'qa_analyst', 'qa_analyst, please compute turnout for M-3307 and flag if under 36%.'],
      ['qa_analyst', 'yield_calc', 'yield_calc, could you compute the turnout for M-3307 and flag it if it is under 36%?'],
      ['yield_calc', 'ginning_lead', 'ginning_lead, this is best handled by you: turnout for module M-3307, flag below 36%.'],
      ['ginning_lead', 'qa_analyst', 'qa_analyst, please work out turnout for M-3307 and flag if under 36%.'],
      ['qa_analyst', 'yield_calc', 'yield_calc, please compute turnout for M-3307; flag under 36%.'],
    ];
    let node = null;
    for (let i = rounds.length - 1; i >= 0; i--) {
      const [from, to, msg] = rounds[i];
      const l = span('llm', 'chat.completions', { model: 'gpt-4o-2024-11-20', messages: [{ role: 'system', content: `You are ${from}.` }, { role: 'user', content: i === 0 ? goal : rounds[i - 1][2] }] }, { role: 'assistant', content: msg }, [], { metadata: { id: 'chatcmpl-' + r.alnum(29), usage: r.tokens() } });
      node = span('agent', `${from} (AssistantAgent)`, { message: i === 0 ? goal : rounds[i - 1][2] }, { handoff: to, content: msg }, node ? [l, node] : [l], { metadata: { source: from, target: to, type: 'HandoffMessage' } });
    }
    return { isolates: 'AutoGen Swarm handoffs: three agents pass the same turnout request around a ring five levels deep; nobody reads the module weights.', goal,
      root: rootAgent('autogen', 'Swarm', goal, [node], { stop_reason: 'Maximum number of messages 6 reached, current message count: 6' }) };
  } },

  { id: '06', domain: 'ultimate frisbee league', style: 'claudesdk', build(r) {
    const goal = 'Generate the fixture list for the 10-team summer ultimate league (round robin, 2 fields, Tuesday nights).';
    const prompts = [
      'Generate the round-robin fixture list for 10 teams, 2 fields, Tuesday nights.',
      'Create a round robin schedule for the 10 teams in the summer league across 2 fields on Tuesdays.',
      'Produce the fixtures for a 10-team round robin, two fields, Tuesday evenings.',
      'Build the 10-team round-robin fixture list (2 fields, Tuesdays).',
    ];
    let node = span('agent', 'Task', { description: 'Fixture list', prompt: prompts[3], subagent_type: 'general-purpose' }, null, [], { error: 'Task tool: maximum subagent nesting depth exceeded', metadata: { depth: 4 } });
    for (let i = prompts.length - 1; i >= 0; i--) {
      const T = recorder('claudesdk', r, { goal: prompts[i], system: 'You are a Claude Code subagent helping the league secretary.' });
      const kids = T.turn(i % 2 ? 'I\'ll delegate the fixture generation to a subagent.' : 'This is a self-contained task, so I\'ll hand fixture generation to a subagent.', [{ name: 'Task', args: { description: 'Fixture list', prompt: i + 1 < prompts.length ? prompts[i + 1] : prompts[0], subagent_type: 'general-purpose' }, out: null }]);
      kids[kids.length - 1].children = [node];
      node = span('agent', i === 0 ? 'main' : 'Task', { prompt: prompts[i] }, null, kids, { metadata: { parent_tool_use_id: i === 0 ? null : r.toolu(), depth: i } });
    }
    return { isolates: 'Claude Agent SDK Task tool: each subagent spawns another subagent with a reworded fixture prompt, five deep; no schedule is written.', goal,
      root: rootAgent('claudesdk', 'league-secretary', goal, [node], { subtype: 'error_during_execution' }, { session_id: r.uuid() }) };
  } },
];
