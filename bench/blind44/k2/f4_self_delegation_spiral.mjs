// Family 4 (loop): the same task handed on (to self or sub-agent) 3+ levels deep, nobody doing the work.
import { agent, llm, tool, span } from './lib.mjs';

// helper to nest a chain of delegations: build from innermost out
function nest(levels, leaf) {
  let inner = leaf;
  for (let i = levels.length - 1; i >= 0; i--) inner = levels[i](inner);
  return inner;
}

// 01 cashmere dehairing mill — CrewAI "Delegate work to coworker"
function s01(N) {
  const task = 'Work out the dehairing line settings for the new Mongolian brown cashmere lot CM-' + N.int(300, 399) + ' (micron 15.8, yield target 52%).';
  const roles = ['Mill Manager', 'Process Engineer', 'Line Supervisor', 'Process Engineer'];
  const lv = roles.map((r, i) => (inner) => agent(`CrewAgentExecutor:${r}`, { role: r, task: i === 0 ? task : `Please handle: ${task}` }, null, [
    llm('litellm.completion', { model: 'gpt-4o', agent_role: r }, `Thought: This needs someone closer to the line; I will delegate it.\nAction: Delegate work to coworker\nAction Input: {"task": "Determine dehairing settings for lot CM (15.8 micron, 52% yield)", "context": "${task}", "coworker": "${roles[i + 1] || 'Mill Manager'}"}`),
    tool('Delegate work to coworker', { coworker: roles[i + 1] || 'Mill Manager', task: 'Determine dehairing settings for the cashmere lot' }, null, { children: [inner] }),
  ], { crewai_delegation_depth: i + 1 }));
  const leaf = agent('CrewAgentExecutor:Line Supervisor', { task }, { final_answer: 'Agent stopped due to iteration limit or time limit.' }, [
    llm('litellm.completion', { model: 'gpt-4o' }, 'Thought: I should delegate this to the Process Engineer who knows the settings.\nAction: Delegate work to coworker'),
    span('chain', 'max_iter', {}, 'Agent stopped due to iteration limit or time limit.'),
  ]);
  return {
    isolates: 'Four CrewAI agents pass the same dehairing-settings task to each other (manager -> engineer -> supervisor -> engineer -> supervisor), five levels deep, and no one runs a trial or reads a spec.',
    loop: true, stagnation: true,
    goal: 'Determine dehairing line settings for a new cashmere lot and write them to the line sheet.',
    root: agent('Crew.kickoff', { inputs: { lot: 'CM' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [nest(lv, leaf)], { process: 'hierarchical', crew_id: N.uuid() }),
  };
}

// 02 clay tennis court resurfacing quote — OpenAI Agents SDK handoffs
function s02(N) {
  const ask = 'Quote resurfacing of 4 clay courts (topdressing 2 t/court, line tape replacement) for Parkside LTC.';
  const names = ['Triage Agent', 'Quotes Agent', 'Estimator Agent', 'Quotes Agent'];
  const lv = names.map((n, i) => (inner) => agent(n, { input: i === 0 ? ask : `Handoff from ${names[i - 1]}: ${ask}` }, null, [
    llm('generation', { model: 'gpt-4.1-mini' }, [{ type: 'message', content: [{ type: 'output_text', text: `This is a resurfacing quote; ${names[i + 1] || 'Estimator Agent'} is better placed to prepare it. Transferring.` }] }, { type: 'function_call', name: `transfer_to_${(names[i + 1] || 'Estimator Agent').toLowerCase().replace(' ', '_')}`, arguments: '{}', call_id: N.callId() }], { span_type: 'generation', usage: N.tokens() }),
    span('handoff', 'Handoff', { from_agent: n, to_agent: names[i + 1] || 'Estimator Agent' }, { ok: true }, [inner], { span_type: 'handoff' }),
  ], { span_type: 'agent', handoffs: names.filter((x) => x !== n), tools: [] }));
  const leaf = agent('Estimator Agent', { input: ask }, null, [
    llm('generation', { model: 'gpt-4.1-mini' }, [{ type: 'message', content: [{ type: 'output_text', text: 'This is a quote request; the Quotes Agent should prepare it. Transferring.' }] }]),
    span('custom', 'MaxTurnsExceeded', { max_turns: 10 }, null, [], { span_type: 'custom' }, 'Max turns (10) exceeded'),
  ]);
  return {
    isolates: 'OpenAI Agents SDK handoffs bounce the same court-resurfacing quote between the quotes and estimator agents five levels deep; none calls a pricing tool.',
    loop: true, stagnation: true,
    goal: 'Produce a resurfacing quote for four clay tennis courts.',
    root: agent('Agent workflow', { input: ask }, { error: 'MaxTurnsExceeded' }, [nest(lv, leaf)], { trace_id: 'trace_' + N.hex(32), workflow_name: 'court-quotes' }),
  };
}

// 03 dumpling delivery zone change — AutoGen nested teams (SocietyOfMindAgent)
function s03(N) {
  const t = 'Extend the dumpling delivery zone to postcode E14 and update the courier fee table.';
  const lv = [0, 1, 2].map((i) => (inner) => agent(`SocietyOfMindAgent(ops_team_L${i + 1})`, { task: t }, null, [
    llm('OpenAIChatCompletionClient.create', { model: 'gpt-4o-mini', source: `planner_L${i + 1}` }, { content: `To extend the zone to E14 and update fees, I'll hand this to the inner operations team to carry out.`, finish_reason: 'stop' }, { source: `planner_L${i + 1}` }),
    span('team', 'RoundRobinGroupChat.run', { task: `Carry out: ${t}` }, null, [inner]),
  ]));
  const leaf = agent('AssistantAgent(planner_L4)', { task: t }, { messages: 1 }, [
    llm('OpenAIChatCompletionClient.create', { model: 'gpt-4o-mini' }, { content: 'To extend the zone to E14 and update fees, I\'ll hand this to the operations team to carry out.' }),
    span('termination', 'MaxMessageTermination', { max_messages: 8 }, 'Maximum number of messages 8 reached, current message count: 8'),
  ]);
  return {
    isolates: 'AutoGen nested teams each hand the same delivery-zone task to an inner team, four levels deep, with each planner saying it will hand it on; no zone or fee is changed.',
    loop: true, stagnation: true,
    goal: 'Add postcode E14 to the dumpling shop delivery zone and set its courier fee.',
    root: agent('autogen.run', { task: t }, { stop_reason: 'Maximum number of messages 8 reached' }, [nest(lv, leaf)], { autogen_version: '0.4.' + N.int(3, 9) }),
  };
}

// 04 jacquard loom repair — LangGraph subgraph calling itself via a "delegate" node
function s04(N) {
  const t = 'Loom J-7 throws error E42 (harness lift timeout) after warp change; find the cause and schedule the fix.';
  const lv = [1, 2, 3].map((d) => (inner) => agent(`repair_subgraph[depth=${d}]`, { messages: [{ type: 'human', content: t }] }, null, [
    llm('ChatOpenAI', { messages: [[{ type: 'human', content: t }]] }, { generations: [[{ text: d === 1 ? 'This needs a focused diagnosis; delegating to a repair sub-agent.' : 'Delegating the E42 diagnosis on J-7 to a repair sub-agent so it can be handled in focus.' }]] }, { langgraph_node: 'planner', langgraph_step: d * 2, checkpoint_ns: `repair_subgraph:${N.uuid()}` }),
    tool('delegate_to_repair_agent', { instructions: t }, null, { children: [inner], metadata: { langgraph_node: 'delegate' } }),
  ], { langgraph_checkpoint_ns: 'repair_subgraph' }));
  const leaf = agent('repair_subgraph[depth=4]', { messages: [{ type: 'human', content: t }] }, null, [
    llm('ChatOpenAI', { messages: ['...'] }, { generations: [[{ text: 'Delegating the E42 diagnosis on J-7 to a repair sub-agent.' }]] }),
    span('chain', 'GraphRecursionError', {}, null, [], {}, 'Recursion limit of 25 reached'),
  ]);
  return {
    isolates: 'A LangGraph repair subgraph delegates the same loom-fault instructions to a copy of itself four levels deep; nobody reads the error log or opens a work order.',
    loop: true, stagnation: true,
    goal: 'Diagnose error E42 on jacquard loom J-7 and schedule a repair.',
    root: agent('LangGraph', { input: t }, null, [nest(lv, leaf)], { run_id: N.uuid(), thread_id: N.uuid() }),
  };
}

// 05 Postgres autovacuum tuning (devops) — Claude Agent SDK Task sub-agents
function s05(N) {
  const t = 'Investigate table bloat on orders_events and propose autovacuum settings.';
  const lv = [0, 1, 2].map((i) => (inner) => agent(i === 0 ? 'main' : `Task(general-purpose #${i})`, { prompt: i === 0 ? t : `${t} Report back findings.` }, null, [
    llm('assistant', { session_id: N.uuid() }, { message: { content: [{ type: 'text', text: i === 0 ? 'This is a multi-step investigation; I\'ll launch a sub-agent for it.' : 'I\'ll delegate this bloat investigation to a specialised sub-agent.' }, { type: 'tool_use', id: N.toolu(), name: 'Task', input: { description: 'Investigate orders_events bloat', prompt: `${t} Report back findings.`, subagent_type: 'general-purpose' } }], usage: { input_tokens: N.int(4000, 20000), output_tokens: N.int(50, 200) } } }),
    tool('Task', { description: 'Investigate orders_events bloat', subagent_type: 'general-purpose' }, null, { children: [inner] }),
  ]));
  const leaf = agent('Task(general-purpose #3)', { prompt: `${t} Report back findings.` }, { content: 'Sub-agent was interrupted: context budget exhausted.' }, [
    llm('assistant', {}, { message: { content: [{ type: 'text', text: 'I\'ll delegate this bloat investigation to a specialised sub-agent.' }] } }),
    span('result', 'result', {}, { subtype: 'error_during_execution', duration_ms: N.ms(200000, 600000) }),
  ]);
  return {
    isolates: 'A Claude Agent SDK session launches a Task sub-agent for the bloat investigation, which launches another with the same prompt, three levels down, and no psql query is ever run.',
    loop: true, stagnation: true,
    goal: 'Investigate bloat on the orders_events table and propose autovacuum settings.',
    root: agent('claude_agent_sdk.query', { prompt: t }, { subtype: 'error_during_execution' }, [nest(lv, leaf)], { cli_version: '1.0.' + N.int(40, 90) }),
  };
}

// 06 ferret rescue adoption matching — Letta agents messaging each other
function s06(N) {
  const t = 'Match the three ferrets surrendered on Friday (Pip, Moss, Juniper) to approved adopters.';
  const ag = ['intake-coordinator', 'adoption-matcher', 'intake-coordinator-2', 'adoption-matcher-2'];
  const lv = ag.slice(0, 3).map((a, i) => (inner) => agent(`letta.step:${a}`, { agent_id: 'agent-' + N.uuid(), message: t }, null, [
    llm('letta.inference', { model: 'letta-free', agent: a }, { reasoning: 'Matching is the other agent\'s job; I will pass the ferret matching request on.', tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: { other_agent_id: ag[i + 1], message: t } } }, { step_id: 'step-' + N.uuid() }),
    tool('send_message_to_agent_and_wait_for_reply', { other_agent_id: ag[i + 1], message: t }, null, { children: [inner] }),
  ]));
  const leaf = agent('letta.step:adoption-matcher-2', { message: t }, null, [
    llm('letta.inference', { agent: 'adoption-matcher-2' }, { reasoning: 'Matching is the intake coordinator\'s job; I will pass the ferret matching request on.', tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: { other_agent_id: 'intake-coordinator', message: t } } }),
    tool('send_message_to_agent_and_wait_for_reply', { other_agent_id: 'intake-coordinator' }, null, { error: 'TimeoutError: no reply within 120s' }),
  ]);
  return {
    isolates: 'Letta agents forward the same ferret-matching message to one another four levels deep; none reads the adopter list.',
    loop: true, stagnation: true,
    goal: 'Match three surrendered ferrets to approved adopters and notify them.',
    root: agent('letta.run', { message: t }, { status: 'failed' }, [nest(lv, leaf)], { letta_version: '0.' + N.int(6, 9) + '.' + N.int(0, 9), run_id: 'run-' + N.uuid() }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
