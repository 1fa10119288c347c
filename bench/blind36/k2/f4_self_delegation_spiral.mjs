// Family 4: the task is handed to itself / a sub-agent with the same or reworded instructions,
// which hands it on again, 3+ levels deep; nobody does the work.
import { sp, Conv } from './lib.mjs';

export const family = 'self_delegation_spiral';
export const loop = true;
export const stagnation = true;
export const summary = 'Recursive self-delegation: the same task handed down 3+ nested levels with the same/reworded instructions, no level doing any work';

// 01 sumo stable — Google ADK (invocation / agent_run / call_llm / execute_tool spans)
function s01(c) {
  const goal = 'Plan next week\'s chanko-nabe menu for the 14 wrestlers of the stable: 5,500–6,500 kcal per wrestler per day, two pots per lunch, within ¥210,000, and write it to the kitchen sheet.';
  const instr = [
    'Plan the weekly chanko menu for 14 rikishi (5,500–6,500 kcal/day, 2 pots per lunch, ≤ ¥210,000) and write it to the kitchen sheet.',
    'Create next week\'s chanko-nabe plan for the 14 wrestlers within the calorie range and ¥210,000 budget, then update the kitchen sheet.',
    'Produce the 7-day chanko menu for 14 rikishi meeting the kcal target and the ¥210k budget and record it in the kitchen sheet.',
    'Weekly chanko plan for the stable: 14 wrestlers, 5.5–6.5k kcal, two pots, ¥210,000 cap, write to kitchen sheet.',
  ];
  const say = 'This needs the menu specialist; handing the chanko planning task to chanko_planner.';
  const says = [say, 'This needs the menu specialist; I am handing the chanko planning task to chanko_planner.', say, 'This needs the menu specialist, handing the chanko planning task to chanko_planner.'];
  const level = (i, agentName) => {
    c.tick(500, 3000);
    const llm = sp('llm', 'call_llm', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: instr[i] }] }], config: { system_instruction: `You are ${agentName}. Delegate to the best specialist.` } }, { content: { role: 'model', parts: [{ text: says[i] }, { function_call: { id: 'adk-' + c.uuid(), name: 'chanko_planner', args: { request: instr[Math.min(i + 1, 3)] } } }] }, usage_metadata: { prompt_token_count: c.tokens(800, 3000), candidates_token_count: c.int(30, 80) } }, [], { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), 'gcp.vertex.agent.event_id': c.uuid(), 'gen_ai.request.model': 'gemini-2.0-flash' });
    const child = i < 3 ? level(i + 1, 'chanko_planner') : null;
    const tool = sp('tool', 'execute_tool chanko_planner', { request: instr[Math.min(i + 1, 3)] }, i < 3 ? { result: null } : null, child ? [child] : [], { 'gen_ai.tool.name': 'chanko_planner', 'gen_ai.tool.description': 'AgentTool wrapping chanko_planner', 'gcp.vertex.agent.tool_call_args': JSON.stringify({ request: instr[Math.min(i + 1, 3)] }) }, i === 3 ? 'RecursionError: AgentTool depth limit (4) reached for chanko_planner' : 'child agent returned no result');
    return sp('agent', `agent_run [${agentName}]`, { new_message: instr[i] }, null, [llm, tool], { 'gen_ai.agent.name': agentName, 'gen_ai.operation.name': 'invoke_agent', depth: i });
  };
  return {
    isolates: 'heya_manager hands the menu to chanko_planner, which wraps itself as an AgentTool and hands the same reworded request to itself three more levels down until the depth limit; no recipe, calorie or cost lookup ever runs.',
    goal,
    root: sp('agent', 'invocation', { user_id: 'okami', session_id: c.uuid(), new_message: goal }, null, [level(0, 'heya_manager')], { 'google.adk.version': '1.2.1', app_name: 'heya_kitchen' }),
  };
}

// 02 radon testing — LangGraph supervisor + handoff tools, nested subgraph runs
function s02(c) {
  const goal = 'Write the radon test report for 27 Quarry Lane (72-hour charcoal canister, basement) and email it to the buyer\'s agent; recommend mitigation if ≥ 4.0 pCi/L.';
  const say = 'Report writing should be done by the report agent. Transferring the radon report task to report_agent.';
  const says = [say, 'Report writing should be done by the report agent; transferring the radon report task to report_agent.', say, 'Report writing should be done by the report agent. Transferring this radon report task to report_agent.'];
  const level = (i) => {
    c.tick(800, 4000);
    const llm = sp('llm', 'ChatAnthropic', { messages: [{ role: 'system', content: i === 0 ? 'You are the supervisor of a home-inspection team.' : 'You are report_agent. You can hand off to report_agent or lab_agent.' }, { role: 'user', content: goal }] }, { content: [{ type: 'text', text: says[i] }, { type: 'tool_use', id: 'toolu_01' + c.b62(22), name: 'transfer_to_report_agent', input: { task: i % 2 ? 'Prepare the 27 Quarry Lane radon report and send it to the buyer\'s agent.' : goal } }], usage: { input_tokens: c.tokens(), output_tokens: c.int(40, 90) } }, [], { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-haiku-20241022', langgraph_node: i === 0 ? 'supervisor' : 'report_agent', langgraph_step: i + 1 });
    const handoff = sp('tool', 'transfer_to_report_agent', { task: goal }, `Successfully transferred to report_agent (checkpoint_ns report_agent:${c.uuid()})`, [], { run_type: 'tool', return_direct: true });
    const kids = [llm, handoff];
    if (i < 3) kids.push(level(i + 1));
    return sp('agent', i === 0 ? 'supervisor' : 'report_agent', { messages: [`(${4 + i * 2} messages)`] }, null, kids, { langgraph_node: i === 0 ? 'supervisor' : 'report_agent', langgraph_checkpoint_ns: Array.from({ length: i + 1 }, () => 'report_agent:' + c.uuid().slice(0, 8)).join('|'), run_id: c.uuid() }, i === 3 ? 'GraphRecursionError: Recursion limit of 12 reached' : undefined);
  };
  return {
    isolates: 'The supervisor hands the radon report to report_agent, and report_agent keeps handing the same task to report_agent in nested subgraph runs four levels deep; lab results are never fetched and nothing is written.',
    goal,
    root: sp('agent', 'LangGraph', { messages: [{ role: 'user', content: goal }] }, null, [level(0)], { ls_run_type: 'chain', project: 'home-inspections', thread_id: c.uuid() }),
  };
}

// 03 rum distillery cask inventory — CrewAI hierarchical process with delegation
function s03(c) {
  const goal = 'Produce the quarterly angel\'s-share report for warehouse 2 of the rum distillery: loss % per cask age band from the gauging data, flag casks losing > 8%/yr.';
  const txt = 'Thought: The cask analysis is best done by the Cask Inventory Analyst. I will delegate the angel\'s share report to them.';
  const txts = [txt, 'Thought: The cask analysis is best done by the Cask Inventory Analyst; I will delegate the angel\'s share report to them.', txt, 'Thought: The cask analysis is best done by the Cask Inventory Analyst. I will delegate the angel\'s share report to them now.'];
  const tasks = [goal, 'Compute loss % per cask age band for warehouse 2 and flag casks over 8%/yr.', 'Work out warehouse 2 angel\'s share per age band; flag >8%/yr casks.', 'Angel\'s share report, warehouse 2: losses per age band, casks >8% flagged.'];
  const level = (i) => {
    c.tick(2000, 8000);
    const who = i === 0 ? 'Crew Manager' : 'Cask Inventory Analyst';
    const llm = sp('llm', 'LLM Call', { model: 'gpt-4o', messages: [{ role: 'system', content: `You are ${who}.` }, { role: 'user', content: `Current Task: ${tasks[i]}` }] }, { content: `${txts[i]}\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[Math.min(i + 1, 3)]}", "context": "Gauging CSV is in the shared drive.", "coworker": "Cask Inventory Analyst"}` }, [], { tokens: c.tokens(900, 4000) });
    const kids = [llm];
    const tool = sp('tool', 'Delegate work to coworker', { task: tasks[Math.min(i + 1, 3)], context: 'Gauging CSV is in the shared drive.', coworker: 'Cask Inventory Analyst' }, i === 3 ? null : 'Delegated.', i < 3 ? [level(i + 1)] : [], { tool_usage_count: i + 1 }, i === 3 ? "I tried reusing the same input, I must stop using this action input. I'll try something else instead." : undefined);
    kids.push(tool);
    return sp('agent', who, { task: tasks[i] }, null, kids, { role: who, allow_delegation: true, iteration: i + 1 });
  };
  return {
    isolates: 'In a hierarchical crew the manager delegates the angel\'s-share report to the Cask Inventory Analyst, who delegates the same report to the Cask Inventory Analyst again, nested four deep; the gauging CSV is never opened.',
    goal,
    root: sp('agent', 'Crew.kickoff', { inputs: { warehouse: 2, quarter: 'Q' + c.int(1, 4) } }, null, [level(0)], { process: 'hierarchical', crew_id: c.uuid(), crewai_version: '0.95.0' }, 'Agent stopped due to iteration limit or time limit.'),
  };
}

// 04 Airflow DAG backfill — Claude Agent SDK transcript with nested Task sub-agents
function s04(c) {
  const goal = 'Backfill the `fleet_telemetry_daily` Airflow DAG for 1–14 March after the S3 outage, making sure partitions are not double-written, and report which runs succeeded.';
  const prompts = [
    'Backfill fleet_telemetry_daily for March 1–14 without double-writing partitions; report succeeded runs.',
    'Run the Airflow backfill of fleet_telemetry_daily (2025-03-01..2025-03-14), avoid duplicate partition writes, and report which runs succeeded.',
    'Handle the fleet_telemetry_daily backfill for 1–14 March safely (no double writes) and return the per-run status.',
    'Backfill DAG fleet_telemetry_daily, 1–14 March, no duplicate partitions, list successful runs.',
  ];
  const msg = 'This backfill is a self-contained multi-step job, so I\'ll hand it to a sub-agent with the Task tool.';
  const msgs = [msg, 'This backfill is a self-contained multi-step job, so I will hand it to a sub-agent with the Task tool.', msg, 'This backfill is a self-contained, multi-step job, so I\'ll hand it to a sub-agent using the Task tool.'];
  const level = (i) => {
    c.tick(1500, 6000);
    const id = 'toolu_01' + c.b62(22);
    const llm = sp('llm', 'assistant', { role: 'user', content: prompts[i] }, { type: 'assistant', message: { model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text: msgs[i] }, { type: 'tool_use', id, name: 'Task', input: { description: 'Backfill telemetry DAG', prompt: prompts[Math.min(i + 1, 3)], subagent_type: 'general-purpose' } }] }, uuid: c.uuid(), parentUuid: c.uuid(), isSidechain: i > 0 }, [], { session_id: c.uuid() });
    const task = sp('tool', 'Task', { description: 'Backfill telemetry DAG', prompt: prompts[Math.min(i + 1, 3)], subagent_type: 'general-purpose' }, i === 3 ? { type: 'tool_result', tool_use_id: id, content: 'Error: sub-agent nesting limit reached', is_error: true } : { type: 'tool_result', tool_use_id: id, content: [{ type: 'text', text: 'Sub-agent finished without a result.' }] }, i < 3 ? [level(i + 1)] : [], { totalDurationMs: c.ms(20000, 200000), totalTokens: c.tokens(3000, 20000) }, i === 3 ? 'sub-agent nesting limit reached' : undefined);
    return sp('agent', i === 0 ? 'main' : `subagent:general-purpose (depth ${i})`, { prompt: prompts[i] }, null, [llm, task], { isSidechain: i > 0, cwd: '/srv/airflow-dags' });
  };
  return {
    isolates: 'The main agent and every sub-agent answer the backfill prompt by launching another Task sub-agent with a reworded copy of it, four levels deep; no airflow command is ever run.',
    goal,
    root: sp('agent', 'claude_agent_sdk.query', { prompt: goal, options: { allowed_tools: ['Bash', 'Read', 'Task'], permission_mode: 'default' } }, { type: 'result', subtype: 'success', is_error: true, result: 'Sub-agent finished without a result.', num_turns: 8, total_cost_usd: Number(c.money(0.2, 0.9)) }, [level(0)], { transcript: `~/.claude/projects/-srv-airflow-dags/${c.uuid()}.jsonl` }),
  };
}

// 05 bobsleigh track — OpenAI Agents SDK, agents used as tools, nested
function s05(c) {
  const goal = 'Produce the ice-profile correction plan for curves 11–13 of the bobsleigh track before tomorrow\'s World Cup training: where to shave or build up ice, using last night\'s laser scan.';
  const names = ['Track Engineer', 'Ice Profile Specialist', 'Curve Analyst', 'Ice Profile Specialist'];
  const tools = ['ice_profile_specialist', 'curve_analyst', 'ice_profile_specialist', 'curve_analyst'];
  const t = 'The profile correction for curves 11–13 needs a specialist. Passing the whole request on.';
  const ts = [t, 'The profile correction for curves 11–13 needs a specialist; passing the whole request on.', t, 'The profile correction for curves 11-13 needs a specialist. Passing the whole request on to them.'];
  const level = (i) => {
    c.tick(1000, 5000);
    const gen = sp('llm', 'POST /v1/responses', { model: 'gpt-4.1', instructions: `You are the ${names[i]}.`, input: [{ role: 'user', content: i === 0 ? goal : 'Make the ice-profile correction plan for curves 11-13 from the laser scan.' }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: ts[i] }] }, { type: 'function_call', call_id: 'call_' + c.b62(24), name: tools[i], arguments: JSON.stringify({ input: 'Make the ice-profile correction plan for curves 11-13 from the laser scan.' }) }], usage: { input_tokens: c.tokens(), output_tokens: c.int(30, 80) } }, [], { span_type: 'response', response_id: 'resp_' + c.hex(48) });
    const fn = sp('tool', tools[i], { input: 'Make the ice-profile correction plan for curves 11-13 from the laser scan.' }, i === 3 ? null : '', i < 3 ? [level(i + 1)] : [], { span_type: 'function', agent_as_tool: true }, i === 3 ? 'MaxTurnsExceeded: Max turns (10) exceeded' : undefined);
    return sp('agent', names[i], { input: i === 0 ? goal : 'Make the ice-profile correction plan for curves 11-13 from the laser scan.' }, null, [gen, fn], { span_type: 'agent', tools: [tools[i], 'load_laser_scan', 'compute_profile_delta'], output_type: 'str' });
  };
  return {
    isolates: 'Track Engineer, Ice Profile Specialist and Curve Analyst each hand the identical request to the next agent-as-tool (specialist → analyst → specialist), four levels deep; load_laser_scan is never called.',
    goal,
    root: sp('agent', 'Agent workflow', { workflow_name: 'track-ice-prep' }, null, [level(0)], { trace_id: 'trace_' + c.hex(32), group_id: 'wc-training-' + c.ymd(1) }),
  };
}

// 06 basket weaving co-op — Griptape (not in the brief's list): Agent + StructureRunTool
function s06(c) {
  const goal = 'Work out how many bundles of 3 mm and 5 mm rattan core to reorder for the basket weaving co-op\'s spring workshops (42 participants, 6 designs) and draft the supplier order.';
  const t = 'Actions: delegating the rattan reorder calculation to the materials_planner structure.';
  const ts = [t, 'Actions: delegating the rattan reorder calculation to the materials_planner structure now.', t, 'Actions: delegating rattan reorder calculation to the materials_planner structure.'];
  const level = (i) => {
    c.tick(1200, 5000);
    const prompt = sp('llm', 'PromptDriver.run', { model: 'gpt-4o', messages: [{ role: 'user', content: i === 0 ? goal : 'Calculate the rattan core reorder (3 mm / 5 mm bundles) for spring workshops and draft the order.' }] }, { value: `${ts[i]}\n{"name": "StructureRunTool", "path": "run_structure", "input": {"values": {"args": ["Calculate the rattan core reorder (3 mm / 5 mm bundles) for spring workshops and draft the order."]}}}` }, [], { event: 'FinishPromptEvent', input_token_count: c.tokens(), output_token_count: c.int(50, 120) });
    const run = sp('tool', 'StructureRunTool.run_structure', { args: ['Calculate the rattan core reorder (3 mm / 5 mm bundles) for spring workshops and draft the order.'], structure_run_driver: 'LocalStructureRunDriver(materials_planner)' }, i === 3 ? { type: 'ErrorArtifact', value: 'RecursionError: maximum structure nesting (4) exceeded' } : { type: 'TextArtifact', value: '' }, i < 3 ? [level(i + 1)] : [], { event: 'FinishActionsSubtaskEvent', subtask_id: c.hex(32) }, i === 3 ? 'RecursionError: maximum structure nesting (4) exceeded' : undefined);
    return sp('agent', i === 0 ? 'Agent(co_op_assistant)' : 'Agent(materials_planner)', { input: goal }, null, [sp('chain', 'PromptTask', { task_id: c.hex(32) }, null, [prompt, run], { event: 'StartTaskEvent' })], { structure_id: c.hex(32), 'griptape.version': '1.4.0' });
  };
  return {
    isolates: 'The co-op assistant delegates the rattan reorder to the materials_planner structure, which delegates the same calculation to materials_planner again through StructureRunTool, nested four deep; no stock or participant data is read.',
    goal,
    root: sp('agent', 'Structure.run', { args: [goal] }, null, [level(0)], { framework: 'Griptape', conversation_memory: 'LocalConversationMemoryDriver' }),
  };
}

export const scenarios = [
  { domain: 'sumo stable kitchen (chanko menu)', style: 'Google ADK', build: s01 },
  { domain: 'radon testing reports', style: 'LangGraph / LangSmith handoffs', build: s02 },
  { domain: 'rum distillery cask warehouse', style: 'CrewAI hierarchical', build: s03 },
  { domain: 'Airflow DAG backfill', style: 'Claude Agent SDK transcript (Task sub-agents)', build: s04 },
  { domain: 'bobsleigh track ice preparation', style: 'OpenAI Agents SDK (agents as tools)', build: s05 },
  { domain: 'basket weaving co-op materials', style: 'Griptape (not in the list)', build: s06 },
];
