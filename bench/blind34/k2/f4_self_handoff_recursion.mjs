// Family 4: the task is handed to itself / a sub-agent again and again, 3+ levels deep, nobody does the work.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'self-handoff-recursion';
export const loop = true;
export const stagnation = true;

// ---- 01 hay museum catalogue, OpenAI Agents SDK handoffs ----
function r01(R) {
  const goal = 'Catalogue the newly donated 1930s hay knife and hay rake for the Museum of Hay and Haymaking: object numbers, condition notes, and a gallery label.';
  const trace = 'trace_' + R.hex(32);
  const texts = [
    'This needs specialist cataloguing. Handing off to the Cataloguer.',
    'Cataloguing these objects needs a specialist. I will transfer to the Cataloguer.',
    'This needs specialist cataloguing. Handing off to the Cataloguer agent.',
    'This requires specialist cataloguing; transferring to the Cataloguer.',
  ];
  let inner = agent('Cataloguer', { instructions: 'You catalogue objects. If the task needs a specialist, hand off to Cataloguer.' }, null, [
    llm('Generation', { model: 'gpt-4o-mini' }, { output: [{ type: 'message', content: texts[3] }] }, { metadata: { span_data: { type: 'generation' }, usage: R.usage(900, 1600, 20, 40) } }),
  ], { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { span_data: { type: 'agent', handoffs: ['Cataloguer'] } } });
  for (let d = 2; d >= 0; d--) {
    R.tick(800, 2500);
    const name = d === 0 ? 'Front Desk' : 'Cataloguer';
    inner = agent(name, { instructions: d === 0 ? 'Route museum collection tasks.' : 'You catalogue objects. If the task needs a specialist, hand off to Cataloguer.', input: goal }, null, [
      llm('Generation', { model: 'gpt-4o-mini', input: [{ role: 'user', content: goal }] }, { output: [{ type: 'message', content: texts[d] }, { type: 'function_call', name: 'transfer_to_cataloguer', arguments: '{}' }] }, { metadata: { span_data: { type: 'generation' }, usage: R.usage(900, 1600, 20, 40), response_id: R.respId() } }),
      span('handoff', 'Handoff', { from_agent: name, to_agent: 'Cataloguer' }, null, [], { metadata: { span_data: { type: 'handoff' }, span_id: 'span_' + R.hex(24) } }),
      inner,
    ], { metadata: { span_data: { type: 'agent', handoffs: ['Cataloguer'], tools: ['lookup_object_numbers'] } } });
  }
  return {
    isolates: 'Each agent hands the untouched cataloguing task to a "Cataloguer" which hands it to another Cataloguer, four levels deep, none of them calling the object-number tool.',
    goal,
    root: agent('Agent workflow', { input: goal }, null, [inner], { error: 'MaxTurnsExceeded', metadata: { trace_id: trace, workflow_name: 'hay-museum-intake' } }),
  };
}

// ---- 02 clog makers, CrewAI delegation ----
function r02(R) {
  const goal = 'Work out how many pairs of poplar-wood clogs (sizes 36-44) the workshop can carve before the Keukenhof fair, given 3 carvers and the current log stock.';
  const mk = (who, to, task, inner) => {
    R.tick(1000, 3000);
    const kids = [
      llm('gpt-4o', { messages: [{ role: 'system', content: `You are ${who}. You can delegate work to coworkers.` }, { role: 'user', content: task }] }, `Thought: This capacity estimate is best handled by the ${to}; I will delegate it.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Keukenhof fair capacity estimate", "coworker": "${to}"}`, { metadata: { crewai_agent_role: who, tokens: R.usage(1200, 2400, 60, 140) } }),
      tool('Delegate work to coworker', { task, context: 'Keukenhof fair capacity estimate', coworker: to }, inner ? inner.output : null, { metadata: { tool_run_id: R.uuid() } }, inner ? [inner] : []),
    ];
    return agent(who, { task }, inner ? inner.output : null, kids, { metadata: { allow_delegation: true } });
  };
  const l4 = agent('Production Planner', { task: 'Estimate clog output before the fair (carvers x days x pairs/day vs log stock).' }, 'Agent stopped due to iteration limit or time limit.', [
    llm('gpt-4o', { messages: [{ role: 'user', content: 'Estimate clog output before the fair (carvers x days x pairs/day vs log stock).' }] }, 'Thought: This capacity estimate is best handled by the Workshop Manager; I will delegate it.', { metadata: { crewai_agent_role: 'Production Planner' } })]);
  const l3 = mk('Workshop Manager', 'Production Planner', 'Estimate clog output before the fair (carvers x days x pairs/day vs log stock).', l4);
  const l2 = mk('Production Planner', 'Workshop Manager', 'Figure out how many pairs can be carved before the fair.', l3);
  const l1 = mk('Workshop Manager', 'Production Planner', 'Calculate clog carving capacity for Keukenhof (3 carvers, current logs).', l2);
  return {
    isolates: 'Two CrewAI agents delegate the same capacity estimate back and forth, four levels deep with reworded task text, and nobody reads the log stock or computes anything.',
    goal,
    root: agent('Crew.kickoff', { inputs: { fair: 'Keukenhof', carvers: 3 } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [span('task', 'capacity_estimate', { description: goal }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [l1])], { metadata: { process: 'hierarchical', crew_id: R.uuid() } }),
  };
}

// ---- 03 indigo farming, LangGraph subgraph recursion ----
function r03(R) {
  const goal = 'Decide whether the indigo field at plot K4 is ready for the first leaf cut this week, using the leaf indican test results and weather.';
  const build = (depth) => {
    R.tick(700, 2000);
    const thought = 'Harvest readiness needs a field assessment. I will route this to the field_assessor subgraph.';
    const kids = [
      llm('ChatOpenAI', { messages: [[{ type: 'human', content: depth === 0 ? goal : 'Assess whether plot K4 indigo is ready for first cut.' }]] }, { generations: [[{ text: depth % 2 ? 'Harvest readiness needs a field assessment. Routing to the field_assessor subgraph.' : thought }]] }, { metadata: { langgraph_node: 'router', langgraph_step: depth * 2 + 1, checkpoint_ns: 'field_assessor:'.repeat(depth) + R.uuid(), ls_model_name: 'gpt-4o-mini' } }),
    ];
    if (depth < 4) kids.push(build(depth + 1));
    else kids.push(span('chain', 'field_assessor', { task: 'Assess K4 readiness' }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached', metadata: { langgraph_node: 'field_assessor' } }));
    return span('chain', 'field_assessor', { messages: [{ role: 'user', content: 'Assess whether plot K4 indigo is ready for first cut.' }] }, null, kids, { metadata: { langgraph_node: 'field_assessor', langgraph_path: ['__pregel_pull', 'field_assessor'], depth } });
  };
  return {
    isolates: 'A LangGraph router sends the readiness question into a field_assessor subgraph whose router sends it into field_assessor again, five levels deep, never calling the indican-test tool.',
    goal,
    root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, null, [build(0)], { error: 'GraphRecursionError', metadata: { thread_id: R.uuid(), recursion_limit: 25 } }),
  };
}

// ---- 04 orchid auction, AG2 nested chats ----
function r04(R) {
  const goal = 'Write lot descriptions for 5 Paphiopedilum orchids in Saturday\'s auction, including grower, flowering status and starting bid.';
  const levels = ['lot_writer', 'lot_writer_inner', 'lot_writer_inner_2', 'lot_writer_inner_3'];
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    R.tick(1000, 3000);
    const msg = i % 2 === 0 ? 'To write accurate lot descriptions this should go to a dedicated lot writer. Starting a nested chat with lot_writer.' : 'Accurate lot descriptions need a dedicated lot writer, so I am starting a nested chat with lot_writer.';
    const kids = [llm('OpenAIClient.create', { messages: [{ role: 'user', content: i === 0 ? goal : 'Please write the lot descriptions for the 5 Paphiopedilum lots.' }], model: 'gpt-4o' }, { content: msg, role: 'assistant' }, { metadata: { cost: R.float(0.002, 0.02, 4), cache_seed: null } })];
    if (inner) kids.push(inner); else kids.push(span('chat', 'initiate_chat(lot_writer)', { message: 'Please write the lot descriptions.' }, null, [], { error: 'max_consecutive_auto_reply (4) reached' }));
    inner = agent(levels[i], { message: 'Please write the lot descriptions for the 5 Paphiopedilum lots.' }, { summary: msg }, kids, { metadata: { nested_chat: i > 0, chat_id: R.int(1e8, 9e8), summary_method: 'last_msg' } });
  }
  return {
    isolates: 'AG2 nested chats: each lot_writer opens a nested chat with another lot_writer to do the same write-up, four levels deep, and no lot description is produced.',
    goal,
    root: agent('ConversableAgent.initiate_chat', { sender: 'auction_coordinator', recipient: 'lot_writer', message: goal }, { chat_history_len: 8, summary: '' }, [inner], { metadata: { ag2_version: '0.7.3' } }),
  };
}

// ---- 05 tempeh producer, Strands Agents (agent as tool) ----
function r05(R) {
  const goal = 'Find out why batch T-0917 of tempeh has grey spots and black sporulation, and recommend a fix for the incubation room.';
  const layer = (depth) => {
    R.tick(900, 2200);
    const txt = ['I will ask the quality_investigator to investigate the grey spots on batch T-0917.', 'I will have the quality_investigator look into the grey spots on batch T-0917.', 'I will ask the quality_investigator to investigate the grey spots on batch T-0917.', 'Let me ask the quality_investigator to investigate the grey spots on T-0917.'][depth];
    const kids = [llm('chat', { 'gen_ai.system': 'aws.bedrock', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.prompt': depth === 0 ? goal : 'Investigate grey spots / sporulation on tempeh batch T-0917.' }, { message: { role: 'assistant', content: [{ text: txt }, { toolUse: { toolUseId: 'tooluse_' + R.b64(22), name: 'quality_investigator', input: { query: 'Investigate grey spots / sporulation on tempeh batch T-0917.' } } }] }, stopReason: 'tool_use' }, { metadata: { 'gen_ai.usage.prompt_tokens': R.int(700, 2000), 'event_loop.cycle_id': R.uuid() } })];
    if (depth < 3) kids.push(tool('execute_tool quality_investigator', { query: 'Investigate grey spots / sporulation on tempeh batch T-0917.' }, null, { metadata: { 'tool.status': 'pending' } }, [layer(depth + 1)]));
    else kids.push(tool('execute_tool quality_investigator', { query: 'Investigate grey spots on T-0917.' }, null, { error: 'MaxTokensReachedException / recursion guard: nested agent depth 4' }));
    return agent(depth === 0 ? 'invoke_agent tempeh_ops' : 'invoke_agent quality_investigator', { prompt: depth === 0 ? goal : 'Investigate grey spots / sporulation on tempeh batch T-0917.' }, null, kids, { metadata: { 'gen_ai.agent.name': depth === 0 ? 'tempeh_ops' : 'quality_investigator', tools: ['quality_investigator', 'read_incubator_log'] } });
  };
  return {
    isolates: 'A Strands agent calls its quality_investigator agent-as-tool, which itself calls quality_investigator with the same query, four levels deep; the incubator log is never read.',
    goal,
    root: layer(0),
  };
}

// ---- 06 pinhole camera workshops, Letta multi-agent messaging ----
function r06(R) {
  const goal = 'Put together the materials list and a 3-hour schedule for Saturday\'s pinhole camera workshop for 12 teenagers.';
  const names = ['workshop-coordinator', 'workshop-coordinator-helper', 'workshop-coordinator-helper-2', 'workshop-coordinator-helper-3'];
  let inner = null;
  for (let i = names.length - 1; i >= 0; i--) {
    R.tick(1200, 4000);
    const thought = 'Planning the workshop is a separate job; I should send it to another coordinator agent and wait for the reply.';
    const body = i === names.length - 1 ? [llm('inner_monologue', { agent_id: 'agent-' + R.uuid() }, { reasoning: thought, tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: JSON.stringify({ message: 'Please prepare the materials list and 3-hour schedule for the pinhole workshop (12 teens).', other_agent_id: 'agent-' + R.uuid() }) } }, { metadata: { step_id: 'step-' + R.uuid() } }),
      tool('send_message_to_agent_and_wait_for_reply', { message: 'Please prepare the materials list and 3-hour schedule for the pinhole workshop (12 teens).' }, null, { error: 'Timeout waiting for reply (step limit 50 reached in callee)' })] :
      [llm('inner_monologue', { agent_id: 'agent-' + R.uuid() }, { reasoning: i % 2 ? 'Planning the workshop is a separate job; I should send it on to another coordinator agent and wait for its reply.' : thought, tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: JSON.stringify({ message: i === 0 ? 'Please plan the pinhole camera workshop: materials + schedule.' : 'Please prepare the materials list and 3-hour schedule for the pinhole workshop (12 teens).', other_agent_id: 'agent-' + R.uuid() }) } }, { metadata: { step_id: 'step-' + R.uuid(), date: R.iso() } }),
      tool('send_message_to_agent_and_wait_for_reply', { message: 'Please prepare the materials list and 3-hour schedule.' }, { status: 'OK', message: '(awaiting nested agent)', time: R.isoLocal(R.now(), '-05:00').replace('T', ' ') + ' PM' }, {}, [inner])];
    inner = agent(names[i], { message: i === 0 ? goal : 'Please prepare the materials list and 3-hour schedule for the pinhole workshop (12 teens).' }, null, body, { metadata: { letta_agent_id: 'agent-' + R.uuid(), memory_blocks: ['persona', 'human'] } });
  }
  return {
    isolates: 'A Letta coordinator messages a helper agent with the same planning request, which messages another helper, four levels deep; no one writes the materials list.',
    goal,
    root: agent('letta.run', { agent: 'workshop-coordinator', input: goal }, null, [inner], { metadata: { letta_version: '0.6', run_id: 'run-' + R.uuid() } }),
  };
}

export const rows = [
  { domain: 'hay museum catalogue', style: 'OpenAI Agents SDK', build: r01 },
  { domain: 'clog makers', style: 'CrewAI', build: r02 },
  { domain: 'indigo farming', style: 'LangGraph / LangSmith', build: r03 },
  { domain: 'orchid auction', style: 'AutoGen / AG2', build: r04 },
  { domain: 'tempeh producer', style: 'Strands Agents', build: r05 },
  { domain: 'pinhole camera workshops', style: 'Letta', build: r06 },
];
