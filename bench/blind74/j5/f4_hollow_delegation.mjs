// Family 4 (loop): the task is handed on (to itself or a sub-agent) with the same or reworded
// instructions, nested 3+ deep, and nobody does the work.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'hollow_delegation';
export const LOOP = true;

export const ROWS = [
{
  id: '01', stagnation: true,
  isolates: 'OpenAI Agents SDK handoffs: Triage hands the thatching-reed order to Sourcing, which hands the same request back to a new Triage, which hands it to Sourcing again, four levels deep, each with the same handoff note and no supplier lookup ever made.',
  goal: 'Order 1,200 bundles of Norfolk water reed for re-thatching the roof of Wickham Cottage and confirm the delivery week with the thatcher.',
  build: (N) => {
    const tid = 'trace_' + N.hex(32);
    const note = 'Customer needs 1,200 bundles of Norfolk water reed for Wickham Cottage; sourcing specialist should handle supplier selection and delivery.';
    const names = ['Triage', 'Sourcing', 'Triage', 'Sourcing', 'Triage'];
    let inner = agent(names[4], { agent: names[4], handoffs: ['Sourcing'] }, null, [
      llm('generation', { model: 'gpt-4o', input: '[handoff context]' }, { output: [{ type: 'function_call', name: 'transfer_to_sourcing', arguments: JSON.stringify({ note }) }] }, { metadata: { span_id: 'span_' + N.hex(24), trace_id: tid } }),
    ], { error: 'MaxTurnsExceeded', metadata: { span_data: { type: 'agent' } } });
    for (let d = 3; d >= 0; d--) {
      const next = names[d + 1];
      inner = agent(names[d], { agent: names[d], handoffs: [next], instructions: names[d] === 'Triage' ? 'Route the customer to the right specialist.' : 'You handle reed sourcing. If the request needs routing, transfer to Triage.' }, null, [
        llm('generation', { model: 'gpt-4o', input: [{ role: 'user', content: 'Order 1,200 bundles of Norfolk water reed for Wickham Cottage.' }, { note: `${d * 2} prior items` }] },
          { output: [{ type: 'message', content: [{ type: 'output_text', text: names[d] === 'Triage' ? 'This is a sourcing request; handing off.' : 'This needs routing first; handing back to triage.' }] }, { type: 'function_call', call_id: 'call_' + N.b62(24), name: `transfer_to_${next.toLowerCase()}`, arguments: JSON.stringify({ note }) }], usage: { input_tokens: N.int(500, 1500), output_tokens: N.int(40, 80) } }, { metadata: { span_id: 'span_' + N.hex(24), trace_id: tid, started_at: N.iso() } }),
        span('handoff', `Handoff → ${next}`, { from_agent: names[d], to_agent: next }, null, [], { metadata: { span_data: { type: 'handoff' } } }),
        inner,
      ], { metadata: { span_data: { type: 'agent', tools: names[d] === 'Sourcing' ? ['search_reed_suppliers', 'place_order'] : [] } } });
    }
    return agent('Agent workflow', { input: 'Order 1,200 bundles of Norfolk water reed for Wickham Cottage and confirm delivery week with the thatcher.' }, { final_output: null }, [inner], { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { trace_id: tid, workflow_name: 'thatch-supplies' } });
  },
},
{
  id: '02', stagnation: true,
  isolates: 'CrewAI hierarchical crew at a tide mill: the manager delegates the stone-dressing schedule to the Miller, who delegates it back to the manager via "Ask question to coworker", who delegates again, nested four deep with identical text and no schedule produced.',
  goal: 'Produce next month\'s millstone dressing schedule for Eling Tide Mill around the spring-tide grinding days.',
  build: (N) => {
    const task = 'Produce next month\'s millstone dressing schedule for Eling Tide Mill, working around the spring-tide grinding days.';
    const roles = ['Mill Manager', 'Head Miller', 'Mill Manager', 'Head Miller'];
    let inner = agent('Head Miller', { role: 'Head Miller', task }, 'Agent stopped due to iteration limit or time limit.', [
      llm('LLM Call', { role: 'Head Miller' }, `Thought: The manager should decide this.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Tide table attached", "coworker": "Mill Manager"}`),
      tool('Delegate work to coworker', { task, coworker: 'Mill Manager' }, null, { error: 'RecursionError: maximum delegation depth exceeded' }),
    ]);
    for (let d = 2; d >= 0; d--) {
      const to = roles[d + 1];
      inner = agent(roles[d], { role: roles[d], task }, null, [
        llm('LLM Call', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: `You are ${roles[d]}. You work at Eling Tide Mill.` }, { role: 'user', content: `Current Task: ${task}` }] },
          `Thought: ${to} is better placed to do this.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Tide table attached", "coworker": "${to}"}`, { metadata: { tokens: N.int(700, 1800), crew_run: N.uuid() } }),
        tool('Delegate work to coworker', { task, context: 'Tide table attached', coworker: to }, null, {}, [inner]),
      ], { metadata: { allow_delegation: true, max_iter: 15 } });
    }
    return agent('Crew: tide_mill_crew', { inputs: { month: 'next' } }, { raw: '', token_usage: { total_tokens: N.int(9000, 14000) } }, [
      tool('tide_table', { station: 'Eling', month: 'next' }, `HW Southampton (Eling +0:05)\nSpring tides: ${N.int(2, 4)}th-${N.int(5, 7)}th, ${N.int(17, 19)}th-${N.int(20, 22)}nd\ngenerated ${N.http()} by UKHO EasyTide proxy ${N.hex(6)}`),
      inner,
    ], { metadata: { process: 'hierarchical', manager_llm: 'gpt-4o' } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'Google ADK AgentTool nesting at a falconry centre: the coordinator calls a "weights_specialist" agent-tool with reworded instructions, which calls the same specialist again with another rewording, three levels deep, none of them reading the weigh log.',
  goal: 'Give each of the six flying birds at the Bowland falconry centre today\'s target flying weight from the weigh log and flag any bird more than 3% under.',
  build: (N) => {
    const ev = () => 'e-' + N.b62(8);
    const ins = [
      'Work out today\'s target flying weights for the six flying birds and flag any that are more than 3% under.',
      'For each flying bird, compare the morning weight with its flying-weight band and report targets; flag >3% under.',
      'Determine per-bird target weights for today and highlight underweight birds (over 3% below band).',
      'Figure out target weights for the six birds and who is underweight.',
    ];
    let inner = agent('weights_specialist', { request: ins[3] }, null, [
      llm('call_llm', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: ins[3] }] }] }, { content: { role: 'model', parts: [{ functionCall: { id: 'adk-' + N.uuid(), name: 'weights_specialist', args: { request: 'Target weights for the birds, flag underweight.' } } }] }, usage_metadata: { prompt_token_count: N.int(600, 1200) } }, { metadata: { invocation_id: 'e-' + N.uuid(), event_id: ev() } }),
    ], { error: 'max_llm_calls exceeded (20)' });
    for (let d = 2; d >= 0; d--) {
      const name = d === 0 ? 'centre_coordinator' : 'weights_specialist';
      inner = agent(name, { request: ins[d] }, null, [
        llm('call_llm', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: ins[d] }] }] }, { content: { role: 'model', parts: [{ text: ['Delegating this to the weights specialist.', 'This is best handled by a weights specialist with a focused brief.', 'Passing a narrower version of this to a fresh specialist.'][d] }, { functionCall: { id: 'adk-' + N.uuid(), name: 'weights_specialist', args: { request: ins[d + 1] } } }] }, usage_metadata: { prompt_token_count: N.int(600, 1800), candidates_token_count: N.int(30, 80) } }, { metadata: { event_id: ev(), timestamp: N.epochMs() / 1000 } }),
        tool('execute_tool weights_specialist', { request: ins[d + 1] }, null, { metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ request: ins[d + 1] }) } }, [inner]),
      ]);
    }
    return agent('invocation', { user_id: 'keeper-ruth', session_id: N.uuid(), new_message: { role: 'user', parts: [{ text: 'Give each flying bird today\'s target weight and flag anyone >3% under.' }] } }, null, [inner], { error: 'LlmCallsLimitExceededError', metadata: { app_name: 'mews_assistant', 'google.adk.version': '0.5.0' } });
  },
},
{
  id: '04', stagnation: true,
  isolates: 'LangGraph graph whose "plan" node invokes the same canal-lock planner subgraph as a tool, which again invokes the planner subgraph, four levels, each emitting the same plan stub and no timetable.',
  goal: 'Produce Saturday\'s passage timetable for the 16-lock Caen Hill flight given 23 booked narrowboats and the reservoir level restriction.',
  build: (N) => {
    const plan = 'Plan: 1. Get bookings. 2. Check reservoir restriction. 3. Build the passage timetable. Delegating to the planner to carry this out.';
    let inner = agent('planner_subgraph', { task: 'Saturday passage timetable for Caen Hill' }, null, [
      llm('ChatOpenAI', { messages: '[task]' }, { generations: [[{ text: plan, message: { tool_calls: [{ name: 'run_planner', args: { task: 'Saturday passage timetable for Caen Hill' } }] } }]] }, { metadata: { langgraph_node: 'plan', checkpoint_ns: 'planner_subgraph:' + N.uuid() } }),
    ], { error: 'GraphRecursionError: Recursion limit of 25 reached' });
    for (let d = 3; d >= 0; d--) {
      inner = agent(d === 0 ? 'LangGraph' : 'planner_subgraph', { task: 'Saturday passage timetable for Caen Hill' }, null, [
        llm('ChatOpenAI', { messages: [{ type: 'system', content: 'You plan lock passages for the Kennet & Avon canal.' }, { type: 'human', content: 'Produce Saturday\'s passage timetable for Caen Hill: 23 booked boats, reservoir restriction applies.' }] },
          { generations: [[{ text: plan, message: { type: 'ai', tool_calls: [{ name: 'run_planner', args: { task: 'Saturday passage timetable for Caen Hill' }, id: 'call_' + N.b62(24) }] } }]], llm_output: { token_usage: N.usage(), model_name: 'gpt-4o-2024-08-06' } },
          { metadata: { langgraph_node: 'plan', langgraph_step: 1, checkpoint_ns: d ? `planner_subgraph:${N.uuid()}` : '', run_id: N.uuid() } }),
        tool('run_planner', { task: 'Saturday passage timetable for Caen Hill' }, null, { metadata: { langgraph_node: 'tools' } }, [inner]),
      ]);
    }
    return inner;
  },
},
{
  id: '05', stagnation: false,
  isolates: 'Claude Agent SDK transcript at a natural-history museum: the main agent spawns a Task subagent to draft a pest-inspection rota, that subagent spawns another Task with reworded instructions, and so on three levels, each subagent only re-delegating.',
  goal: 'Draft the monthly integrated-pest-management inspection rota for the taxidermy stores (rooms T1-T6), covering blunder-trap checks, and save it to ipm/rota.md.',
  build: (N) => {
    const sid = N.uuid();
    const prompts = [
      'Draft the monthly IPM inspection rota for taxidermy stores T1-T6 including blunder-trap checks, save to ipm/rota.md.',
      'Create a month-long rota assigning conservators to inspect rooms T1-T6 and check blunder traps; write it to ipm/rota.md.',
      'Produce ipm/rota.md: who inspects which taxidermy store on which days this month, with trap checks.',
      'Write the T1-T6 pest inspection schedule into ipm/rota.md.',
    ];
    let inner = agent('subagent general-purpose', { description: 'IPM rota', prompt: prompts[3] }, null, [
      llm('assistant', { model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { content: [{ type: 'text', text: 'I\'ll hand this to a focused subagent.' }, { type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'Task', input: { description: 'IPM rota', prompt: 'Schedule the pest inspections.', subagent_type: 'general-purpose' } }] }, session_id: sid }),
    ], { error: 'error_max_turns' });
    for (let d = 2; d >= 0; d--) {
      const texts = ['This is a self-contained drafting job; I\'ll give it to a subagent.', 'The rota needs staff and room detail; a dedicated subagent can own that.', 'Let me split this off to another agent with a tighter prompt.'];
      inner = agent(d === 0 ? 'claude_code session' : 'subagent general-purpose', { prompt: prompts[d] }, null, [
        llm('assistant', { model: 'claude-sonnet-4-20250514', uuid: N.uuid(), parentUuid: N.uuid() }, { type: 'assistant', message: { id: 'msg_' + N.b62(24), content: [{ type: 'text', text: texts[d] }, { type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'Task', input: { description: 'IPM rota', prompt: prompts[d + 1], subagent_type: 'general-purpose' } }], usage: { input_tokens: N.int(3, 40), cache_read_input_tokens: N.int(9000, 21000), output_tokens: N.int(60, 160) } }, session_id: sid, timestamp: N.iso() }),
        tool('Task', { description: 'IPM rota', prompt: prompts[d + 1], subagent_type: 'general-purpose' }, null, {}, [inner]),
      ]);
    }
    return agent('query', { prompt: prompts[0], options: { max_turns: 12, cwd: '/home/collections/ipm' } }, { type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 12, total_cost_usd: Number((N.r() * 0.5 + 0.2).toFixed(4)), session_id: sid }, [inner]);
  },
},
{
  id: '06', stagnation: true,
  isolates: 'Letta multi-agent setup in a vineyard: the frost agent sends the fan-start decision to the vineyard-manager agent, which sends the same request to a night-watch agent, which sends it to the frost agent again, nested three-plus deep, with identical messages.',
  goal: 'Decide whether to start the frost fans in blocks 4-7 of the Marlborough vineyard tonight (forecast -2 °C at 04:00) and schedule the start time.',
  build: (N) => {
    const msg = 'Please decide whether to start frost fans in blocks 4-7 tonight and schedule the start time. Forecast -2 C at 04:00.';
    const ring = ['frost_agent', 'vineyard_manager', 'night_watch', 'frost_agent', 'vineyard_manager'];
    let inner = agent(ring[4], { message: msg }, null, [
      llm('LLM request', { model: 'gpt-4o-mini' }, { tool_calls: [tc(N, 'send_message_to_agent_and_wait_for_reply', { other_agent_id: 'agent-' + N.uuid(), message: msg })], inner_thoughts: 'Someone else should decide on the fans.' }),
    ], { error: 'Timeout waiting for reply after 120s' });
    for (let d = 3; d >= 0; d--) {
      inner = agent(ring[d], { message: msg, agent_id: 'agent-' + N.uuid() }, null, [
        llm('LLM request', { model: 'gpt-4o-mini', messages: [{ role: 'system', content: `You are ${ring[d]} for Rapaura Rd vineyard.` }, { role: 'user', content: msg }] },
          { tool_calls: [tc(N, 'send_message_to_agent_and_wait_for_reply', { other_agent_id: `agent-${ring[d + 1]}`, message: msg })], inner_thoughts: 'Someone else should decide on the fans.', usage: N.usage() }, { metadata: { step_id: 'step-' + N.uuid() } }),
        tool('send_message_to_agent_and_wait_for_reply', { other_agent_id: `agent-${ring[d + 1]}`, message: msg }, null, { metadata: { tool_call_id: 'call_' + N.b62(22) } }, [inner]),
      ]);
    }
    return agent('letta.run', { agent: 'frost_agent', user_message: 'Frost forecast -2C at 04:00. Decide on fans for blocks 4-7 and schedule.' }, { status: 'failed' }, [
      tool('get_weather_station', { station: 'RAP-N' }, { air_c: 3.1, dew_c: -1.4, wind_ms: 0.6, inversion_dt_c: 2.8, obs: N.isoOff(), logger: 'HOBO-' + N.int(10000, 99999) }),
      inner,
    ], { metadata: { letta_version: '0.6.50', run_id: 'run-' + N.uuid() } });
  },
},
];
