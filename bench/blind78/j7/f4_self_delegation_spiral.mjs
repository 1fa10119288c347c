import { agent, llm, tool, span } from './lib.mjs';
export const family = 'self_delegation_spiral';
export const scenarios = [
  // 01 stained-glass restoration quote, OpenAI Agents SDK handoffs, no model text
  (N) => {
    const names = ['Triage Agent', 'Quote Agent', 'Estimator Agent', 'Quote Agent', 'Estimator Agent'];
    let inner = agent('Quote Agent', { input: '(handoff) history: 11 items' }, { error: 'MaxTurnsExceeded' }, [llm('response', { model: 'gpt-4o-mini' }, { output: [{ type: 'function_call', name: 'transfer_to_estimator_agent', arguments: '{}', call_id: N.callId() }] }, { 'openai.agents.span_type': 'response' })], { 'openai.agents.span_type': 'agent', handoffs: ['Estimator Agent'] });
    for (let i = names.length - 1; i >= 0; i--) {
      const target = i === names.length - 1 ? 'Quote Agent' : names[i + 1];
      const fn = 'transfer_to_' + target.toLowerCase().replace(/ /g, '_');
      inner = agent(names[i], { input: i === 0 ? 'Quote the releading of the east window, 14 panels, at St Mary Redcliffe' : `(handoff) history: ${i * 2 + 1} items` }, null, [
        llm('response', { model: 'gpt-4o-mini', previous_response_id: 'resp_' + N.hex(24) }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: fn, arguments: '{}', call_id: N.callId() }], usage: { input_tokens: N.int(600, 1800), output_tokens: 12 } }, { 'openai.agents.span_type': 'response' }),
        span('handoff', `Handoff → ${target}`, { from_agent: names[i], to_agent: target }, { ok: true }, [], { metadata: { 'openai.agents.span_type': 'handoff' } }),
        inner,
      ], { 'openai.agents.span_type': 'agent', handoffs: [target], tools: i === 2 ? ['lookup_lead_price', 'panel_area_m2'] : [] });
    }
    return { stagnation: false, goal: 'Produce a restoration quote for releading 14 panels of a church\'s east stained-glass window.', isolates: 'Quote and Estimator agents hand the untouched task back and forth through handoffs six levels deep; no one calls the pricing tools. The model emits only handoff calls, no text.',
      root: inner };
  },
  // 02 orchestral part extraction, LangGraph subgraphs
  (N) => {
    const instr = [
      'Extract the viola part from the full score of Dvořák 8, movement 3, and produce a PDF.',
      'Please take the Dvořák 8 full score, mvt. 3, pull out the viola part, and make it a PDF.',
      'Your job: get the viola part out of the Dvořák Symphony 8 third-movement score as a PDF.',
      'Create a PDF of the viola part from Dvořák 8, third movement, extracted from the full score.',
    ];
    let inner = span('chain', 'part_extractor', { task: instr[3] }, null, [llm('ChatOpenAI', { messages: [{ role: 'user', content: instr[3] }] }, { content: '', tool_calls: [{ name: 'delegate', args: { task: instr[0] } }] }, { langgraph_node: 'part_extractor', checkpoint_ns: 'part_extractor:' + N.uuid() })], { error: 'GraphRecursionError: Recursion limit of 25 reached', metadata: { langgraph_node: 'part_extractor' } });
    for (let d = 3; d >= 0; d--) {
      const kids = [
        llm('ChatOpenAI', { messages: [{ role: 'user', content: instr[d] }] }, { content: 'This needs a specialised part-extraction step. Delegating it to the part extractor.', tool_calls: [{ name: 'delegate', args: { task: instr[(d + 1) % 4] } }] }, { langgraph_node: 'part_extractor', langgraph_step: d + 1, checkpoint_ns: 'part_extractor:' + N.uuid() }),
        tool('delegate', { task: instr[(d + 1) % 4] }, { spawned: 'part_extractor', thread_id: N.uuid() }),
        inner,
      ];
      inner = d === 0 ? agent('LangGraph', { messages: [{ role: 'user', content: instr[0] }] }, null, kids, { ls_run_id: N.uuid(), library_account: 'orch-' + N.int(100, 999) }) : span('chain', 'part_extractor', { task: instr[d] }, null, kids, { metadata: { langgraph_node: 'part_extractor', depth: d } });
    }
    return { stagnation: true, goal: 'Extract the viola part from the full score of Dvořák Symphony No. 8, third movement, as a PDF for the orchestra library.', isolates: 'The part_extractor subgraph re-delegates the reworded same task to a fresh part_extractor five levels deep, each saying the same "needs a specialised step" line; no score is ever opened.',
      root: inner };
  },
  // 03 moth-trap survey, CrewAI hierarchical manager
  (N) => {
    const t = 'Compile the species count from last night\'s three Robinson moth traps at Wicken Fen into the county recorder spreadsheet.';
    const mk = (lvl) => {
      const kids = [llm('LLM Call', { messages: [{ role: 'user', content: `Current Task: ${t}` }] }, `Thought: This task is best handled by the Survey Coordinator, who can organise the trap data.\nAction: Delegate work to coworker\nAction Input: {"task": "${t}", "context": "three traps, Wicken Fen, last night", "coworker": "Survey Coordinator"}`, { crewai_agent: lvl === 0 ? 'Crew Manager' : 'Survey Coordinator', model: 'gpt-4o' })];
      kids.push(tool('Delegate work to coworker', { task: t, coworker: 'Survey Coordinator' }, lvl < 3 ? null : 'Error: Maximum delegation depth exceeded', {}, lvl < 3 ? undefined : 'DelegationDepthExceeded'));
      if (lvl < 3) kids[1].children = [];
      return kids;
    };
    let inner = null;
    for (let l = 3; l >= 0; l--) {
      const kids = mk(l);
      if (inner) kids[1] = { ...kids[1], output: 'Delegated; awaiting result', children: [inner] };
      inner = agent(l === 0 ? 'Crew Manager' : 'Survey Coordinator', { task: t, delegation_depth: l }, l === 3 ? 'Error: Maximum delegation depth exceeded' : 'Agent stopped due to iteration limit or time limit.', kids, { crewai_task_id: N.uuid(), allow_delegation: true });
    }
    return { stagnation: true, goal: 'Compile the species count from three moth traps at Wicken Fen into the county recorder spreadsheet.', isolates: 'The manager delegates to the Survey Coordinator, who delegates the identical task to itself again, four levels deep, with the same thought each time; no trap data is read.',
      root: agent('Crew', { inputs: { site: 'Wicken Fen', traps: 3 } }, null, [inner], { process: 'hierarchical', crew_id: N.uuid() }) };
  },
  // 04 tide-gauge calibration, AG2 nested chats
  (N) => {
    const msgs = [
      'Please calibrate tide gauge TG-Aberdaron against the benchmark levelling from 12 March.',
      'Could you calibrate the Aberdaron tide gauge using the 12 March benchmark levelling survey?',
      'Calibration needed: TG-Aberdaron vs. the 12 March levelling benchmark. Can you handle it?',
    ];
    let inner = agent('calibration_expert', { message: msgs[2] }, { summary: 'Forwarded to calibration_expert.' }, [
      llm('ConversableAgent.generate_reply', { messages: [{ role: 'user', content: msgs[2] }] }, { content: 'I\'ll hand this to a calibration expert to carry out.', tool_calls: [{ function: { name: 'initiate_nested_chat', arguments: JSON.stringify({ recipient: 'calibration_expert', message: msgs[0] }) } }] }, { model: 'gpt-4o', cost: 0.0041 }),
      span('chain', 'initiate_chats', { recipient: 'calibration_expert', max_turns: 1 }, { error: 'max nested depth 4' }, [], { error: 'RecursionError: max nested chat depth 4' }),
    ], { ag2_chat_id: N.int(1, 1e9) });
    for (let d = 1; d >= 0; d--) {
      inner = agent(d === 0 ? 'harbour_master_assistant' : 'calibration_expert', { message: msgs[d] }, { summary: 'Forwarded to calibration_expert.' }, [
        llm('ConversableAgent.generate_reply', { messages: [{ role: 'user', content: msgs[d] }] }, { content: 'I\'ll hand this to a calibration expert to carry out.', tool_calls: [{ function: { name: 'initiate_nested_chat', arguments: JSON.stringify({ recipient: 'calibration_expert', message: msgs[d + 1] }) } }] }, { model: 'gpt-4o', cost: +(0.003 + N.r() * 0.002).toFixed(4) }),
        span('chain', 'initiate_chats', { recipient: 'calibration_expert', max_turns: 1, chat_id: N.int(1, 1e9) }, null, [inner]),
      ], { ag2_chat_id: N.int(1, 1e9) });
    }
    return { stagnation: true, goal: 'Calibrate the Aberdaron tide gauge against the 12 March benchmark levelling survey.', isolates: 'Each calibration_expert receives the reworded task and opens another nested chat with a calibration_expert, three levels deep, each saying the same hand-off sentence; no readings are fetched.',
      root: inner };
  },
  // 05 wedding-cake tier order, smolagents managed agents
  (N) => {
    const task = 'Work out flour, butter and sugar quantities for a 4-tier wedding cake (6/8/10/12 inch rounds) and place the wholesale order.';
    const lv = ['manager', 'bakery_planner', 'bakery_planner', 'bakery_planner'];
    let deep = agent('bakery_planner', { task }, null, [span('chain', 'Step 1', { step_number: 1 }, null, [llm('LiteLLMModel.__call__', [{ role: 'user', content: task }], 'Thought: This is a planning task, so I will give it to the bakery_planner team member.\nCode:\n```py\nbakery_planner(task="' + task + '")\n```', {})], { error: 'AgentMaxStepsError: Reached max steps.' })], { 'smolagents.max_steps': 3 });
    for (let i = lv.length - 2; i >= 0; i--) {
      deep = agent(lv[i], { task }, null, [span('chain', 'Step 1', { step_number: 1 }, null, [
        llm('LiteLLMModel.__call__', [{ role: 'user', content: task }], 'Thought: This is a planning task, so I will give it to the bakery_planner team member.\nCode:\n```py\nresult = bakery_planner(task="' + task + '")\nfinal_answer(result)\n```', { 'llm.token_count.prompt': N.int(1500, 3500) }),
        span('tool', 'bakery_planner', { task }, { error: 'Reached max steps.' }, [deep]),
      ], { metadata: { duration: N.secs(1, 6) } })], { 'smolagents.managed_agents': ['bakery_planner'], run_id: N.hex(12) });
    }
    return { stagnation: true, goal: 'Calculate ingredient quantities for a four-tier wedding cake and place the wholesale order.', isolates: 'A managed bakery_planner agent, given the task, calls its own bakery_planner team member with the identical task, four levels deep, each with the same thought; nobody computes quantities.',
      root: deep };
  },
  // 06 ice-rink resurfacing schedule, Agno (phidata) team — framework not in the brief's list
  (N) => {
    const task = 'Set Saturday\'s Zamboni resurfacing slots between the figure-skating sessions and the 19:00 hockey match.';
    const rw = [task, 'Schedule the ice resurfacing for Saturday around figure skating and the 7pm hockey game.', 'Saturday: fit resurfacing slots between skating sessions and the hockey match at 19:00.', 'Plan Saturday ice resurfacing times between the figure sessions and 19:00 hockey.'];
    let inner = agent('Rink Scheduler', { message: rw[3] }, { content: 'transfer_task_to_member: rink_scheduler', status: 'RUNNING' }, [llm('OpenAIChat.response', { messages: [{ role: 'user', content: rw[3] }] }, { content: 'Transferring to the scheduling member to build the slots.', tool_calls: [{ function: { name: 'transfer_task_to_member', arguments: JSON.stringify({ member_id: 'rink-scheduler', task_description: rw[0] }) } }] }, { 'agno.run_id': N.uuid() })], { 'agno.team_mode': 'coordinate' });
    for (let i = 2; i >= 0; i--) {
      inner = agent(i === 0 ? 'Arena Ops Team' : 'Rink Scheduler', { message: rw[i] }, null, [
        llm('OpenAIChat.response', { messages: [{ role: 'user', content: rw[i] }] }, { content: 'Transferring to the scheduling member to build the slots.', tool_calls: [{ function: { name: 'transfer_task_to_member', arguments: JSON.stringify({ member_id: 'rink-scheduler', task_description: rw[i + 1] }) } }], metrics: { time: +(N.r() * 3).toFixed(3), input_tokens: N.int(800, 2000) } }, { 'agno.run_id': N.uuid(), 'agno.session_id': 'sess_' + N.hex(10) }),
        span('tool', 'transfer_task_to_member', { member_id: 'rink-scheduler', task_description: rw[i + 1] }, null, [inner]),
      ], { 'agno.team_mode': 'coordinate', 'agno.version': '1.4.6' });
    }
    return { stagnation: true, goal: 'Schedule Saturday\'s ice-resurfacing slots between figure-skating sessions and the 19:00 hockey match.', isolates: 'The team leader transfers the task to the Rink Scheduler, which transfers the reworded same task to itself, four levels deep, each with the same sentence; the timetable is never read.',
      root: inner };
  },
];
