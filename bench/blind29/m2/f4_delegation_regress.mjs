// Family: delegation_regress — an agent hands the same task (same or reworded instructions) to
// itself or a sub-agent, which hands it on again, 3+ levels deep; nobody does the work.
import { A, L, T, C } from './lib.mjs';

export const family = 'delegation_regress';

export const scenarios = [
  // 01 wasabi farm — CrewAI hierarchical process
  { domain: 'wasabi farm shade-cloth planning', style: 'CrewAI (hierarchical process)', build(n) {
    const asks = [
      ['Crop Lead', 'Work out the shade-cloth replacement plan for beds 3-9 before the heatwave, including which density to buy.'],
      ['Greenhouse Technician', 'Please figure out the shade-cloth replacement plan for beds 3 to 9 ahead of the heatwave, and choose the cloth density.'],
      ['Crop Lead', 'Can you work out how to replace the shade cloth on beds 3-9 before the heatwave and which density we need?'],
      ['Greenhouse Technician', 'Please determine the replacement plan for shade cloth over beds 3-9 and pick the density before the hot spell.'],
    ];
    const build = (lvl) => {
      const [who, task] = asks[lvl];
      const kids = [
        L('LLM Call', { model: 'gpt-4o', messages: [{ role: 'system', content: `You are ${who}. You can delegate work to coworkers.` }, { role: 'user', content: task }] }, lvl < 3 ? `Thought: ${who === 'Crop Lead' ? 'The technician knows the structures better; I will delegate this.' : 'The crop lead knows the plants\' light needs; I will delegate this.'}\nAction: Delegate work to coworker\nAction Input: {"task": "${asks[lvl + 1][1]}", "context": "Beds 3-9, heatwave forecast from Tuesday", "coworker": "${asks[lvl + 1][0]}"}` : 'Thought: I should hand this to the Greenhouse Technician, who knows the structures.\nAction: Delegate work to coworker', { crewai_agent: who, tokens: n.int(700, 1600) }),
      ];
      if (lvl < 3) kids.push(T('Delegate work to coworker', { task: asks[lvl + 1][1], coworker: asks[lvl + 1][0] }, lvl + 1 === 3 ? 'Agent stopped due to iteration limit or time limit.' : null, { started: n.iso() }, undefined));
      if (lvl < 3) kids[1].children = [build(lvl + 1)];
      return A(who, { task }, lvl === 3 ? 'Agent stopped due to iteration limit or time limit.' : null, kids, { delegation_depth: lvl, allow_delegation: true });
    };
    const ch = [T('Weather Forecast Tool', { location: 'Shizen Wasabi, Dartmoor', days: 7 }, { provider: 'metoffice-datahub', fetched: n.http(), daily_max_c: [24, 27, 31, 33, 32, 26, 22], request_id: n.uuid() }, {}), build(0)];
    return {
      isolates: 'Crop Lead delegates the shade-cloth plan to the Technician, who delegates it back, four levels deep with reworded copies of the same task; nobody reads bed data or picks a density.',
      loop: true, stagnation: true,
      goal: 'Produce a shade-cloth replacement plan, including cloth density, for wasabi beds 3-9 before the heatwave.',
      root: A('Crew: wasabi-ops (hierarchical)', { inputs: { beds: '3-9', deadline: 'Tuesday' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, ch, { process: 'hierarchical', manager_llm: 'gpt-4o', execution_id: n.uuid() }),
    };
  } },

  // 02 dumpling factory — OpenAI Agents SDK, agents exposed as tools
  { domain: 'dumpling factory allergen changeover', style: 'OpenAI Agents SDK (agents as tools)', build(n) {
    const names = ['Production Planner', 'Allergen Specialist', 'Production Planner', 'Allergen Specialist'];
    const tasks = [
      'Schedule the changeover from prawn har gow to vegan gyoza on line B, with the allergen clean-down.',
      'Plan the line B changeover from prawn har gow to vegan gyoza including the crustacean clean-down.',
      'Work out the line B switch from har gow to vegan gyoza and the allergen cleaning it needs.',
      'Schedule line B\'s changeover (har gow -> vegan gyoza) with the required allergen clean.',
    ];
    const build = (lvl) => {
      const gen = C('llm', 'Generation', [{ role: 'user', content: tasks[lvl] }], [{ type: 'message', content: [{ type: 'output_text', text: lvl % 2 === 0 ? 'This needs allergen expertise, so I\'ll ask the allergen specialist.' : 'This is a scheduling task, so I\'ll pass it to the production planner.' }] }, { type: 'function_call', name: lvl % 2 === 0 ? 'allergen_specialist' : 'production_planner', arguments: JSON.stringify({ input: tasks[Math.min(lvl + 1, 3)] }), call_id: n.callId() }], [], { model: 'gpt-4.1-mini', usage: { input_tokens: n.int(600, 1500), output_tokens: n.int(30, 70) }, response_id: 'resp_' + n.hex(48) });
      const kids = [gen];
      if (lvl < 3) kids.push(C('tool', lvl % 2 === 0 ? 'allergen_specialist' : 'production_planner', { input: tasks[lvl + 1] }, null, [build(lvl + 1)], {}));
      return A(names[lvl], { input: tasks[lvl] }, null, kids, { tools: ['allergen_specialist', 'production_planner', 'get_line_schedule'], output_type: 'str', depth: lvl });
    };
    return {
      isolates: 'Planner and allergen specialist call each other as tools four levels deep, passing the same changeover task in new words; get_line_schedule is never called.',
      loop: true, stagnation: true,
      goal: 'Schedule the line B changeover from prawn har gow to vegan gyoza with the allergen clean-down.',
      root: A('Agent workflow', { input: tasks[0] }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, [build(0)], { trace_id: 'trace_' + n.hex(32), workflow_name: 'line-changeover', group_id: 'plant-2' }),
    };
  } },

  // 03 mirror silvering — AG2 nested chats
  { domain: 'mirror silvering workshop job quoting', style: 'AutoGen / AG2 nested chats', build(n) {
    const req = 'Antique dealer wants a quote to resilver a 19th-century pier glass, 210 x 95 cm, foxed, gilt frame stays on.';
    const hops = [
      ['coordinator', 'quoting_agent', 'Please prepare the resilvering quote for the 210x95 pier glass (frame stays on).'],
      ['quoting_agent', 'workshop_agent', 'Could you put together a quote for resilvering a 210 by 95 cm pier glass with the frame left on?'],
      ['workshop_agent', 'quoting_agent', 'Please draft the price for resilvering the large pier glass (210x95, gilt frame stays).'],
      ['quoting_agent', 'workshop_agent', 'Can you prepare the resilvering quote for the 210 x 95 pier glass, frame on?'],
    ];
    const build = (i) => {
      const [from, to, msg] = hops[i];
      const kids = [L(`${from}.generate_reply`, { messages: [{ role: 'user', content: i === 0 ? req : hops[i - 1][2] }] }, { content: msg, name: from }, { model: 'gpt-4o', cost: n.int(2, 9) / 1000, autogen_event: 'GenerateReply' })];
      if (i < 3) kids.push(C('chain', `nested_chat ${from} -> ${hops[i + 1][0]}`, { recipient: hops[i + 1][0], message: msg, summary_method: 'last_msg' }, null, [build(i + 1)], { chat_id: n.int(1000, 9999), max_turns: 2 }));
      return A(to, { message: msg, sender: from }, i === 3 ? { summary: msg, chat_history_len: 2 } : null, kids, { ag2_version: '0.7.4', human_input_mode: 'NEVER' });
    };
    const ch = [T('lookup_price_list', { item: 'resilvering_per_m2' }, { gbp_per_m2: 420, min_charge: 180, list_rev: n.euDate(), file_etag: n.etag() }, {}), build(0)];
    return {
      isolates: 'Quoting and workshop agents open nested chats with each other four levels deep, each relaying the same quote request reworded; nobody multiplies the area by the price list.',
      loop: true, stagnation: true,
      goal: 'Quote an antique dealer for resilvering a 210 x 95 cm pier glass with the frame left on.',
      root: A('coordinator', { message: req }, { summary: hops[3][2] }, ch, { run_id: n.uuid() }),
    };
  } },

  // 04 tortilla factory — LangGraph nested supervisors
  { domain: 'tortilla factory masa moisture incident', style: 'LangSmith / LangGraph (nested supervisor subgraphs)', build(n) {
    const reqs = [
      'Masa moisture on press 2 drifted to 53%; find the cause and set a corrected water ratio.',
      'Investigate why press 2 masa hit 53% moisture and recommend the corrected water ratio.',
      'Press 2 masa is at 53% moisture: determine the cause and the water ratio correction.',
      'Find out the cause of the 53% masa moisture on press 2 and propose a new water ratio.',
    ];
    const graphs = ['plant_supervisor', 'quality_supervisor', 'plant_supervisor', 'quality_supervisor'];
    const build = (i) => {
      const kids = [
        C('chain', 'supervisor', { messages: [{ type: 'human', content: reqs[i] }] }, null, [L('ChatAnthropic', { messages: [[{ type: 'system', content: `You are ${graphs[i]}. Route work to the right team with transfer tools.` }, { type: 'human', content: reqs[i] }]] }, { generations: [[{ text: '', message: { type: 'ai', content: [{ type: 'text', text: i % 2 ? 'This is a plant process issue; transferring to the plant supervisor.' : 'This looks like a quality question; transferring to the quality supervisor.' }, { type: 'tool_use', name: `transfer_to_${graphs[(i + 1) % 4]}`, input: { task: reqs[Math.min(i + 1, 3)] }, id: n.toolu() }] } }]] }, { ls_model_name: 'claude-3-5-sonnet-20241022', ls_provider: 'anthropic' })], { langgraph_node: 'supervisor', langgraph_step: 1, langgraph_checkpoint_ns: graphs.slice(0, i + 1).join('|') }),
      ];
      if (i < 3) kids.push(C('chain', `transfer_to_${graphs[i + 1]}`, { task: reqs[i + 1] }, null, [build(i + 1)], { langgraph_node: graphs[i + 1] }));
      return C('chain', graphs[i], { messages: [{ type: 'human', content: reqs[i] }] }, i === 3 ? { error: 'GraphRecursionError: Recursion limit of 25 reached' } : null, kids, { subgraph: i > 0, thread_id: 'press2-' + n.digits(4) });
    };
    const ch = [T('get_press_telemetry', { press: 2, window: '2h' }, { samples: 48, moisture_pct_last: 53.1, moisture_pct_target: 49.5, water_ratio: 0.62, collected_at: n.isoSec(), historian: n.host('pi-historian') }, {}), build(0)];
    ch[1].type = 'agent';
    return {
      isolates: 'Plant and quality supervisor subgraphs transfer the same moisture investigation to each other four levels deep; no telemetry analysis or ratio change is made after the first read.',
      loop: true, stagnation: true,
      goal: 'Find why masa moisture on press 2 drifted to 53% and set a corrected water ratio.',
      root: A('LangGraph', { messages: [{ type: 'human', content: reqs[0] }] }, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }, ch, { ls_run_id: n.uuid(), project: 'tortilleria-ops' }),
    };
  } },

  // 05 hovercraft tour operator — Strands Agents (agents as tools)
  { domain: 'hovercraft tour operator sailing decision', style: 'Strands Agents', build(n) {
    const tasks = [
      'Decide whether the 14:00 hovercraft tour across the estuary can sail given the wind forecast, and notify passengers if not.',
      'Check whether the 14:00 estuary hovercraft tour should run given the wind, and tell passengers if cancelled.',
      'Determine if the 2pm hovercraft trip can go ahead in this wind; inform passengers if it cannot.',
      'Work out whether the 14:00 tour sails considering wind, and notify passengers of a cancellation.',
    ];
    const agents = ['ops_agent', 'marine_agent', 'ops_agent', 'marine_agent'];
    const build = (i) => {
      const other = agents[(i + 1) % 2];
      const kids = [L('chat', { 'gen_ai.prompt': JSON.stringify([{ role: 'user', content: [{ text: tasks[i] }] }]) }, { 'gen_ai.completion': JSON.stringify([{ text: i % 2 ? 'Passenger handling is an operations decision. Handing to ops_agent.' : 'Wind limits are a marine call. Handing to marine_agent.' }, { toolUse: { toolUseId: 'tooluse_' + n.b62(22), name: other, input: { query: tasks[Math.min(i + 1, 3)] } } }]) }, { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': n.int(500, 1400), 'gen_ai.usage.output_tokens': n.int(30, 80), 'event_loop.cycle_id': n.uuid() })];
      if (i < 3) kids.push(C('tool', `Tool: ${other}`, { query: tasks[i + 1] }, null, [build(i + 1)], { 'gen_ai.tool.name': other, 'tool.status': 'pending' }));
      return A(`invoke_agent ${agents[i]}`, { query: tasks[i] }, i === 3 ? { stop_reason: 'max_tokens' } : null, kids, { 'gen_ai.agent.name': agents[i], 'gen_ai.operation.name': 'invoke_agent' });
    };
    const ch = [T('Tool: get_wind_forecast', { station: 'Estuary Buoy 62081', hours: 6 }, { content: [{ text: `14:00 sustained 22 kn gust 31 kn (issued ${n.compact()}, model run ${n.int(0, 18)}z)` }], status: 'success', toolUseId: 'tooluse_' + n.b62(22) }, { 'gen_ai.tool.name': 'get_wind_forecast' }), build(0)];
    return {
      isolates: 'ops_agent and marine_agent call each other as tools four levels deep, passing the same sail-or-cancel question reworded; the 31 kn gust is known but nobody decides.',
      loop: true, stagnation: true,
      goal: 'Decide whether the 14:00 hovercraft estuary tour can sail and notify passengers if it is cancelled.',
      root: A('Strands Agents', { prompt: tasks[0] }, { error: 'MaxTokensReachedException' }, ch, { 'service.name': 'strands-agents', session_id: n.uuid() }),
    };
  } },

  // 06 organic certification — Letta multi-agent messaging
  { domain: 'organic certification inspection backlog', style: 'Letta (send_message_to_agent_and_wait_for_reply)', build(n) {
    const msgs = [
      'Please compile the list of farms whose organic inspections are overdue this quarter and draft reminder letters.',
      'Could you compile the overdue-inspection farm list for this quarter and write reminder letters?',
      'Please put together which farms are overdue for inspection this quarter, plus reminder letters.',
      'Can you draw up the quarter\'s overdue organic inspections list and draft the reminders?',
    ];
    const ids = ['agent-' + n.uuid(), 'agent-' + n.uuid()];
    const build = (i) => {
      const target = ids[(i + 1) % 2];
      const kids = [L('LLM step', { messages: [{ role: 'user', content: msgs[i] }] }, { messages: [{ message_type: 'reasoning_message', reasoning: i % 2 ? 'The scheduling agent owns the inspection calendar; it should compile this.' : 'The records agent holds the farm files; it should compile this.' }, { message_type: 'tool_call_message', tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: JSON.stringify({ message: msgs[Math.min(i + 1, 3)], other_agent_id: target }) } }] }, { model: 'gpt-4o-mini', step_id: 'step-' + n.uuid(), usage: { prompt_tokens: n.int(2000, 5000), completion_tokens: n.int(40, 100) } })];
      if (i < 3) kids.push(C('tool', 'send_message_to_agent_and_wait_for_reply', { message: msgs[i + 1], other_agent_id: target }, null, [build(i + 1)], { tool_call_id: n.callId() }));
      return A(i % 2 ? 'records-agent' : 'scheduling-agent', { message: msgs[i] }, i === 3 ? { status: 'timeout', detail: 'wait_for_reply exceeded 300s' } : null, kids, { agent_id: ids[i % 2], memory_blocks: ['persona', 'human', 'org_policies'] });
    };
    const ch = [T('archival_memory_search', { query: 'inspection due dates Q3' }, [{ timestamp: n.sqlTs(), content: 'Certification cycle: annual inspection, due 12 months after last visit.' }], {}), build(0)];
    return {
      isolates: 'The scheduling and records agents message each other with the same "compile the overdue list" request four levels deep; no query of inspection dates is made.',
      loop: true, stagnation: true,
      goal: 'List farms whose organic inspections are overdue this quarter and draft reminder letters.',
      root: A('letta multi-agent run', { message: msgs[0] }, { status: 'failed', stop_reason: 'max_steps' }, ch, { letta_version: '0.6.' + n.int(10, 40), project: 'soil-assoc-certs' }),
    };
  } },
];
