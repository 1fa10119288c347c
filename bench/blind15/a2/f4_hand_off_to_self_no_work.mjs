// Family 4 (loop): the same task handed down to itself / a twin agent, three or more levels deep, nobody doing the work.
import { agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'hand_off_to_self_no_work';

// 01 — saltworks: smolagents manager whose managed agent is itself
function r01(N) {
  const goal = 'Work out how many tonnes of fleur de sel can be raked from pans 12-18 at the Guérande-Nord saltworks this week, given the evaporation forecast, and book enough rakers for it.';
  const delegText = `Thought: This needs the salt operations specialist. I will delegate the whole task to salt_ops_agent.\nCode:\n\`\`\`py\nreport = salt_ops_agent(task="Work out how many tonnes of fleur de sel can be raked from pans 12-18 this week given the evaporation forecast, and book enough rakers for it.")\nprint(report)\n\`\`\`<end_code>`;
  const llm = (who) => llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'system', content: `You are ${who}. You can call team members: salt_ops_agent (Salt operations specialist: evaporation, harvest and labour planning).` }, { role: 'user', content: who === 'manager' ? `New task:\n${goal}` : "You're a helpful agent named 'salt_ops_agent'.\nYou have been submitted this task by your manager.\n---\nTask:\nWork out how many tonnes of fleur de sel can be raked from pans 12-18 this week given the evaporation forecast, and book enough rakers for it.\n---" }] }, { role: 'assistant', content: delegText }, { model: 'gpt-4o-mini' });
  const innermost = agentSpan('salt_ops_agent', { task: 'Work out how many tonnes of fleur de sel can be raked from pans 12-18 this week given the evaporation forecast, and book enough rakers for it.' }, 'Here is the final answer from your managed agent \'salt_ops_agent\':\nThe task has been delegated to salt_ops_agent; awaiting its report.', [
    chainSpan('Step 1', { step_number: 1 }, null, [
      llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: "You're a helpful agent named 'salt_ops_agent'... Task: Work out how many tonnes of fleur de sel can be raked from pans 12-18 this week..." }] }, { role: 'assistant', content: 'Thought: salt_ops_agent is not available at this depth, so I will report that the task has been passed on.\nCode:\n```py\nfinal_answer("The task has been delegated to salt_ops_agent; awaiting its report.")\n```<end_code>' }, { model: 'gpt-4o-mini' }),
      toolSpan('final_answer', { answer: 'The task has been delegated to salt_ops_agent; awaiting its report.' }, 'The task has been delegated to salt_ops_agent; awaiting its report.'),
    ]),
  ], { managed: true, depth: 3 });
  let node = innermost;
  for (let depth = 2; depth >= 1; depth--) {
    N.tick();
    node = agentSpan('salt_ops_agent', { task: 'Work out how many tonnes of fleur de sel can be raked from pans 12-18 this week given the evaporation forecast, and book enough rakers for it.' }, "Here is the final answer from your managed agent 'salt_ops_agent':\nThe task has been delegated to salt_ops_agent; awaiting its report.", [
      chainSpan('Step 1', { step_number: 1 }, null, [llm('salt_ops_agent'), node]),
      chainSpan('Step 2', { step_number: 2 }, null, [toolSpan('final_answer', { answer: 'The task has been delegated to salt_ops_agent; awaiting its report.' }, 'The task has been delegated to salt_ops_agent; awaiting its report.')]),
    ], { managed: true, depth });
  }
  const root = agentSpan('CodeAgent.run', { task: goal }, 'The task has been delegated to salt_ops_agent; awaiting its report.', [
    chainSpan('Step 1', { step_number: 1 }, null, [llm('manager'), node]),
    chainSpan('Step 2', { step_number: 2 }, null, [
      llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }, { role: 'tool-response', content: 'Observation: The task has been delegated to salt_ops_agent; awaiting its report.' }] }, { role: 'assistant', content: 'Thought: salt_ops_agent has the task.\nCode:\n```py\nfinal_answer(report)\n```<end_code>' }, { model: 'gpt-4o-mini' }),
      toolSpan('final_answer', { answer: 'The task has been delegated to salt_ops_agent; awaiting its report.' }, 'The task has been delegated to salt_ops_agent; awaiting its report.'),
    ]),
  ], { smolagents_version: '1.10.0', managed_agents: ['salt_ops_agent'] });
  return { isolates: 'A manager hands the harvest task to salt_ops_agent, which hands the identical task to salt_ops_agent again, three levels deep; no forecast or roster is ever looked up and the answer bubbling up is only "delegated".', goal, stagnation: true, root };
}

// 02 — carillon maintenance: AutoGen nested chats routed back to the same coordinator
function r02(N) {
  const goal = 'Schedule the clapper-bushing replacement for bells 3, 7 and 11 of the City Hall carillon before the 21 June recital, and tell the city carillonneur which days the instrument will be out of use.';
  const ask = (n) => [
    'Please schedule the clapper-bushing replacement for bells 3, 7 and 11 before the 21 June recital and report which days the carillon is unavailable.',
    'Can you arrange the clapper-bushing replacement on bells 3, 7 and 11 ahead of the 21 June recital and let me know the out-of-service days?',
    'Please schedule replacing the clapper bushings of bells 3, 7 and 11 before the 21 June recital and report the days the carillon is out of use.',
    'Please arrange the clapper-bushing replacement for bells 3, 7 and 11 before 21 June and report which days the carillon cannot be played.',
  ][n];
  const level = (depth) => {
    const route = toolSpan('route_task', { task_type: 'maintenance_scheduling', asset: 'carillon/city-hall' }, { assigned_to: 'maintenance_coordinator', routing_table_rev: N.int(10, 99), resolved_at: N.iso() });
    const l = llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: 'You are maintenance_coordinator. Route work to the right team using route_task, then start a chat with that team.' }, { role: 'user', content: ask(depth) }] }, { content: `Routing this to the maintenance scheduling team.\n\n${ask(depth + 1 > 3 ? 3 : depth + 1)}`, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'route_task', arguments: '{"task_type":"maintenance_scheduling","asset":"carillon/city-hall"}' } }] }, { model: 'gpt-4o', cost: N.float(0.002, 0.01, 4) });
    return [l, route];
  };
  let inner = agentSpan('maintenance_coordinator', { sender: 'maintenance_coordinator', content: ask(3) }, { content: 'Nested chat limit reached (max depth 4).' }, [...level(3)], { nested_depth: 4 });
  inner.error = 'RecursionGuard: nested chat depth limit 4 reached';
  for (let d = 2; d >= 0; d--) {
    N.tick();
    const kids = [...level(d), chainSpan('initiate_chats', { chat_queue: [{ recipient: 'maintenance_coordinator', message: ask(d + 1), summary_method: 'last_msg' }] }, { summary: d === 2 ? 'Nested chat limit reached (max depth 4).' : 'Routing this to the maintenance scheduling team.' }, [inner], { autogen_event: 'nested_chat' })];
    inner = agentSpan('maintenance_coordinator', { sender: d === 0 ? 'carillon_office' : 'maintenance_coordinator', content: ask(d) }, { content: `Routing this to the maintenance scheduling team.\n\n${ask(d + 1)}` }, kids, { nested_depth: d + 1 });
  }
  const root = agentSpan('initiate_chat', { sender: 'carillon_office', recipient: 'maintenance_coordinator', message: goal }, { summary: 'Routing this to the maintenance scheduling team.', chat_history_len: 2 }, [inner], { framework: 'autogen', version: '0.2.32' });
  return { isolates: 'The coordinator routes the task, the routing tool names the coordinator itself, and a nested chat re-sends reworded copies of the same request four levels deep with no one checking a calendar.', goal, stagnation: true, root };
}

// 03 — rug restoration: CrewAI delegation ping-pong, recorded without llm spans
function r03(N) {
  const goal = 'Assess the moth and water damage on the 19th-century Heriz carpet (intake RR-1187, 3.1 x 4.2 m) and give the owner a restoration quote with a timeline.';
  const task = 'Assess the moth and water damage on the Heriz carpet RR-1187 and prepare a restoration quote with a timeline.';
  const ctx = 'Owner is waiting for the quote. Photos are in intake folder RR-1187.';
  const who = ['Condition Assessor', 'Restoration Manager', 'Condition Assessor', 'Restoration Manager'];
  let inner = agentSpan('Condition Assessor', { role: 'Condition Assessor', task, context: ctx }, null, [
    toolSpan('Delegate work to coworker', { task, context: ctx, coworker: 'Restoration Manager' }, null, { error: "Error executing tool. Delegation depth limit reached; coworker 'Restoration Manager' is already handling this task in the current chain." }),
  ], { allow_delegation: true, delegation_depth: 4 });
  for (let i = 2; i >= 0; i--) {
    N.tick();
    const me = who[i]; const them = who[i + 1];
    inner = agentSpan(me, { role: me, task, context: ctx }, `I have passed the assessment and quote to the ${them}, who is better placed to handle it.`, [
      toolSpan('Delegate work to coworker', { task, context: ctx, coworker: them }, i === 2 ? 'Error executing tool. Delegation depth limit reached.' : `I have passed the assessment and quote to the ${who[i + 2]}, who is better placed to handle it.`, { children: [inner], metadata: { tool_run_attempts: 1, cache_hit: false, started: N.isoNoMs() } }),
    ], { allow_delegation: true, delegation_depth: i + 1 });
  }
  const mgr = agentSpan('Restoration Manager', { role: 'Restoration Manager', task, context: ctx }, 'I have passed the assessment and quote to the Restoration Manager, who is better placed to handle it.', [
    toolSpan('Delegate work to coworker', { task, context: ctx, coworker: 'Condition Assessor' }, 'I have passed the assessment and quote to the Restoration Manager, who is better placed to handle it.', { children: [inner], metadata: { tool_run_attempts: 1 } }),
  ], { allow_delegation: true, delegation_depth: 0 });
  const t = chainSpan('Task: Damage assessment and quote', { description: goal, agent: 'Restoration Manager' }, 'I have passed the assessment and quote to the Restoration Manager, who is better placed to handle it.', [mgr], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: rug_restoration_crew', { inputs: { intake: 'RR-1187' } }, { raw: 'I have passed the assessment and quote to the Restoration Manager, who is better placed to handle it.' }, [t], { crewai_version: '0.70.1', process: 'hierarchical', note: 'llm spans not captured by this exporter' });
  return { isolates: 'Two CrewAI agents pass the identical assessment task back and forth through the delegation tool five levels deep until a depth guard stops it; no damage is assessed and no model text is recorded.', goal, stagnation: false, root };
}

// 04 — hyperbaric chamber clinic: Semantic Kernel, agents exposed as kernel functions calling each other
function r04(N) {
  const goal = 'Find a daily 2-hour multiplace chamber slot for patient R. Okonkwo (20 HBOT sessions for a non-healing diabetic foot ulcer) starting next Monday, weekdays only, avoiding the Wednesday 13:00-15:00 maintenance window.';
  const asks = [
    'Find 20 weekday 2-hour chamber slots for R. Okonkwo from next Monday, avoiding Wednesday 13:00-15:00 maintenance.',
    'Please locate twenty 2-hour weekday slots in the multiplace chamber for patient Okonkwo starting Monday; Wednesday 13:00-15:00 is maintenance.',
    'Schedule 20 HBOT sessions (2 h, weekdays) for R. Okonkwo from next Monday, skipping the Wednesday 13:00-15:00 maintenance window.',
    'Find 2-hour weekday chamber slots for 20 sessions for Okonkwo beginning Monday, not in the Wednesday 13:00-15:00 maintenance window.',
  ];
  const agents = ['IntakeAgent', 'SchedulingAgent', 'CapacityAgent', 'SchedulingAgent'];
  const fnFor = (next) => `${next}-invoke`;
  let inner = agentSpan('SchedulingAgent', { request: asks[3] }, { content: 'I have asked the CapacityAgent to handle this request.' }, [
    llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: 'You are SchedulingAgent. For capacity questions call CapacityAgent-invoke.' }, { role: 'user', content: asks[3] }] }, { role: 'assistant', content: 'I have asked the CapacityAgent to handle this request.' }, { note: 'function calling disabled: max nesting depth 4' }),
  ], { depth: 4 });
  for (let i = 2; i >= 0; i--) {
    N.tick();
    const me = agents[i]; const next = agents[i + 1];
    const call = { id: 'call_' + N.alnum(24), type: 'function', function: { name: fnFor(next), arguments: JSON.stringify({ request: asks[i + 1] }) } };
    inner = agentSpan(me, { request: asks[i] }, { content: `I have asked the ${next} to handle this request.` }, [
      llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: `You are ${me}. Delegate scheduling and capacity questions to the specialist agents.` }, { role: 'user', content: asks[i] }] }, { role: 'assistant', content: `This is a ${next === 'CapacityAgent' ? 'capacity' : 'scheduling'} question; I will pass it to ${next}.`, tool_calls: [call] }, { 'gen_ai.response.finish_reason': 'tool_calls' }),
      toolSpan(fnFor(next), { request: asks[i + 1] }, `I have asked the ${agents[i + 2] || 'CapacityAgent'} to handle this request.`, { children: [inner], metadata: { 'semantic_kernel.function.invocation.duration': N.float(2, 30, 3), plugin: next } }),
      llmSpan('chat.completions gpt-4o', { messages: [{ role: 'user', content: asks[i] }, { role: 'tool', content: `I have asked the ${agents[i + 2] || 'CapacityAgent'} to handle this request.` }] }, { role: 'assistant', content: `I have asked the ${next} to handle this request.` }, { 'gen_ai.response.finish_reason': 'stop' }),
    ], { depth: i + 1 });
  }
  const root = inner;
  root.input = { request: goal };
  root.name = 'ChatCompletionAgent.invoke';
  root.metadata = { ...root.metadata, agent_name: 'IntakeAgent', 'semantic_kernel.version': '1.19.0' };
  return { isolates: 'Intake hands the slot search to Scheduling, Scheduling to Capacity, Capacity back to Scheduling, each re-wording the same request; no calendar is queried and every reply is only "I have asked X".', goal, stagnation: true, root };
}

// 05 — spice import: LlamaIndex AgentWorkflow handoffs between compliance and regulatory agents
function r05(N) {
  const goal = 'Decide whether the incoming container of Kampot black pepper (lot KP-2207, 18 t, arriving Rotterdam) needs aflatoxin and ochratoxin testing under the current EU import controls, and book the lab if it does.';
  const reasons = [
    'The question is about EU import control rules, which the RegulatoryAgent handles.',
    'Booking lab testing for lot KP-2207 is a compliance action, which the ComplianceAgent handles.',
    'Whether KP-2207 needs testing depends on EU import rules, which the RegulatoryAgent handles.',
    'This is about testing lot KP-2207 for compliance, so the ComplianceAgent should handle it.',
  ];
  const names = ['ComplianceAgent', 'RegulatoryAgent', 'ComplianceAgent', 'RegulatoryAgent', 'ComplianceAgent'];
  let inner = agentSpan('ComplianceAgent', { _event: 'AgentInput', current_agent_name: 'ComplianceAgent' }, null, [
    llmSpan('OpenAI.astream_chat', { messages: [{ role: 'system', content: 'You are ComplianceAgent...' }, { role: 'user', content: goal }] }, { role: 'assistant', content: 'Handing off: this needs the regulatory view first.' }, { model: 'gpt-4o-mini' }),
  ], { handoff_depth: 4 });
  inner.error = 'WorkflowRuntimeError: Max handoffs (4) exceeded';
  for (let i = 3; i >= 0; i--) {
    N.tick();
    const me = names[i]; const to = names[i + 1];
    const call = { tool_name: 'handoff', tool_kwargs: { to_agent: to, reason: reasons[i] }, tool_id: N.uuid() };
    inner = agentSpan(me, { _event: 'AgentInput', current_agent_name: me, input: i ? [{ role: 'user', content: goal }, { role: 'assistant', content: `Handed off to ${me}: ${reasons[i - 1]}` }] : [{ role: 'user', content: goal }] }, { _event: 'AgentOutput', response: '', tool_calls: [call] }, [
      llmSpan('OpenAI.astream_chat', { messages: [{ role: 'system', content: `You are ${me}. You can hand off to other agents.` }, { role: 'user', content: goal }] }, { role: 'assistant', content: reasons[i], tool_calls: [call] }, { model: 'gpt-4o-mini' }),
      toolSpan('handoff', { to_agent: to, reason: reasons[i] }, `Agent ${to} is now handling the request due to the following reason: ${reasons[i]}.\nPlease continue with the current request.`, { children: [inner], metadata: { event: 'ToolCallResult', run_id: N.hex(12) } }),
    ], { handoff_depth: i });
  }
  const root = agentSpan('AgentWorkflow.run', { user_msg: goal, root_agent: 'ComplianceAgent' }, null, [inner], { llama_index_version: '0.12.8' });
  root.error = 'WorkflowRuntimeError: Max handoffs (4) exceeded';
  return { isolates: 'Two agents hand the same pepper-testing question to each other with reworded reasons five levels deep; no rule is looked up and no lab is contacted before the handoff limit.', goal, stagnation: true, root };
}

// 06 — jigsaw manufacturing: plain trace, agent spawning a sub-agent of itself with the same instructions
function r06(N) {
  const goal = 'Plan the die-cutting run for 4,000 units of the 1000-piece "Harbour Lights" jigsaw: choose the cutting die, the board stock and a press slot next week.';
  const instr = 'Plan the die-cutting run for 4,000 units of the 1000-piece "Harbour Lights" puzzle: pick the cutting die, board stock and a press slot next week.';
  const mk = (depth, child) => {
    const call = { id: 'call_' + N.alnum(24), type: 'function', function: { name: 'spawn_subagent', arguments: JSON.stringify({ role: 'production planner', instructions: instr }) } };
    const kids = [llmSpan('openai.chat.completions', { model: 'gpt-4.1-mini', messages: [{ role: 'system', content: 'You are a production planner for a puzzle factory. Tools: spawn_subagent, die_inventory, board_stock, press_calendar.' }, { role: 'user', content: depth ? instr : goal }] }, { role: 'assistant', content: 'This is a multi-part planning job; I will give it to a dedicated production-planner sub-agent.', tool_calls: [call] }, { finish_reason: 'tool_calls' })];
    if (child) kids.push(toolSpan('spawn_subagent', { role: 'production planner', instructions: instr }, child.output, { children: [child], metadata: { subagent_id: N.uuid(), depth: depth + 1 } }));
    return kids;
  };
  let inner = agentSpan('production-planner[depth=4]', { instructions: instr }, null, [
    llmSpan('openai.chat.completions', { model: 'gpt-4.1-mini', messages: [{ role: 'user', content: instr }] }, { role: 'assistant', content: 'This is a multi-part planning job; I will give it to a dedicated production-planner sub-agent.', tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'spawn_subagent', arguments: JSON.stringify({ role: 'production planner', instructions: instr }) } }] }, { finish_reason: 'tool_calls' }),
    toolSpan('spawn_subagent', { role: 'production planner', instructions: instr }, null, { error: 'RecursionLimitExceeded: sub-agent depth 5 > max 4' }),
  ]);
  inner.output = { error: 'RecursionLimitExceeded' };
  for (let d = 3; d >= 1; d--) { N.tick(); inner = agentSpan(`production-planner[depth=${d}]`, { instructions: instr }, { result: 'Sub-agent failed: RecursionLimitExceeded' }, mk(d, inner)); }
  const root = agentSpan('production-planner', { input: goal }, { final: 'I could not complete the plan: the sub-agent failed with RecursionLimitExceeded.' }, [...mk(0, inner), llmSpan('openai.chat.completions', { model: 'gpt-4.1-mini', messages: [{ role: 'user', content: goal }, { role: 'tool', content: 'Sub-agent failed: RecursionLimitExceeded' }] }, { role: 'assistant', content: 'I could not complete the plan: the sub-agent failed with RecursionLimitExceeded.' }, { finish_reason: 'stop' })], { runner: 'plain tool loop', max_depth: 4 });
  return { isolates: 'The planner spawns a sub-agent with the same instructions, which spawns another with the same instructions, down to a recursion limit; die, stock and press tools are never called.', goal, stagnation: true, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
