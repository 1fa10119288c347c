// Loop: the task is handed to itself / a sub-agent, which hands it on again, 3+ levels deep, nobody works.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'self_delegation_regress';
export const loop = true;
export const scenarios = [
  // 01 cheese-cave affinage, CrewAI delegation
  (N) => {
    const goal = 'Decide which wheels of Comté-style batch C-' + N.int(100, 999) + ' (cave 2, shelf 4) need turning and brine-wiping this week.';
    const roles = ['Cave Master', 'Affinage Planner', 'Cave Master', 'Affinage Planner'];
    const build = (d) => {
      if (d === roles.length) return [llm('LLM Call', { messages: '[Affinage Planner context]' }, 'Thought: This requires the Cave Master\'s judgement.\nAction: Delegate work to coworker', { model: 'gpt-4o-mini' }), tool('Delegate work to coworker', { task: 'Decide which wheels need turning and brine-wiping.', coworker: 'Cave Master' }, null, {}, 'Agent stopped due to iteration limit or time limit.')];
      const next = roles[(d + 1) % 2];
      const task = d % 2 ? 'Work out which wheels on shelf 4 need turning and wiping this week.' : 'Decide which wheels need turning and brine-wiping.';
      return [
        llm('LLM Call', { messages: msgs('system', `You are ${roles[d]}.`, 'user', goal) }, `Thought: ${next} is better placed to decide this.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "batch shelf 4, cave 2", "coworker": "${next}"}`, { model: 'gpt-4o-mini', call_id: N.uuid() }),
        tool('Delegate work to coworker', { task, context: 'batch shelf 4, cave 2', coworker: next }, null, { delegation_id: N.hex(12) }, undefined, ),
        agent(`Agent: ${next}`, { task }, { raw: 'Agent stopped due to iteration limit or time limit.' }, build(d + 1), { role: next, iteration: d + 1 }),
      ];
    };
    return { isolates: 'Cave Master and Affinage Planner delegate the same turning/wiping decision back and forth four levels deep with the same templated thought, and nobody reads the shelf records.', stagnation: true, goal,
      root: agent('Crew: Affinage Crew', { inputs: { goal } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, build(0), { crew_id: N.uuid(), allow_delegation: true }) };
  },
  // 02 harbour pilotage booking, OpenAI Agents SDK handoffs
  (N) => {
    const goal = 'Book a pilot for MV Nordkyn (LOA 142 m, draught 8.1 m) arriving Bergen Fl. 23:30 and send the boarding position.';
    const build = (d) => {
      const name = d % 2 ? 'Pilot Dispatcher' : 'Harbour Desk';
      const next = d % 2 ? 'Harbour Desk' : 'Pilot Dispatcher';
      const ch = [llm('generation', { input: [{ role: 'user', content: goal }] }, { output: [{ type: 'function_call', name: `transfer_to_${next.toLowerCase().replace(' ', '_')}`, arguments: '{}', call_id: 'call_' + N.b62(24) }] }, { model: 'gpt-4o', 'span_data.type': 'generation', response_id: 'resp_' + N.hex(40) })];
      ch.push(tool('handoff', { from_agent: name, to_agent: next }, { transferred: true }, { 'span_data.type': 'handoff' }));
      if (d < 4) ch.push(agent(next, { instructions: `You are ${next}. Route pilot bookings to the right desk.`, input: goal }, { output_type: 'str', final_output: null }, build(d + 1), { 'span_data.type': 'agent', handoffs: [name], tools: d % 2 ? ['book_pilot'] : ['vessel_lookup'] }));
      return ch;
    };
    return { isolates: 'Harbour Desk and Pilot Dispatcher hand the identical booking request to each other five levels deep; book_pilot is never called.', stagnation: true, goal,
      root: agent('Harbour Desk', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, build(0), { 'span_data.type': 'agent', trace_id: 'trace_' + N.hex(32), group_id: 'pilotage-' + N.int(1000, 9999) }) };
  },
  // 03 tapestry conservation humidity plan, AG2 nested chats
  (N) => {
    const goal = 'Draft the humidity and light plan for re-hanging the 17th-c. verdure tapestry in the Long Gallery (target 50% RH, 50 lux).';
    const build = (d) => {
      const text = d === 0 ? 'I will ask the conservation sub-team to draft this plan.' : d === 1 ? 'Forwarding to the environmental specialist group to draft the plan.' : d === 2 ? 'This is best handled by the conservation sub-team; delegating.' : 'Passing to the planning group.';
      const ch = [llm('ConservationLead.generate_reply', { messages: [{ role: 'user', content: goal }] }, { content: text }, { model: 'gpt-4o', 'ag2.agent': `ConservationLead_L${d}` })];
      if (d < 4) ch.push(agent('initiate_chats (nested)', { recipient: `ConservationLead_L${d + 1}`, message: goal, summary_method: 'last_msg' }, { summary: 'TERMINATE' === '' ? '' : 'Passing to the planning group.', cost: { total_cost: +(N.int(10, 90) / 10000).toFixed(4) } }, build(d + 1), { chat_id: N.int(1e8, 9e8), nested_depth: d + 1 }));
      return ch;
    };
    return { isolates: 'An AG2 nested-chat config hands the same tapestry plan down four nested chats in reworded forwarding messages; no chat ever drafts RH or lux numbers.', stagnation: false, goal,
      root: agent('GroupChatManager.run_chat', { message: goal }, { summary: 'Passing to the planning group.', termination: 'max_round' }, build(0), { 'ag2.version': '0.7.' + N.int(0, 5), run_id: N.uuid() }) };
  },
  // 04 porting Fortran snowfall subroutine, Claude Agent SDK Task subagents
  (N) => {
    const goal = 'Port subroutine SNOWDEN from legacy snowpack.f90 to Rust in crates/snowpack/src/density.rs and keep the regression test green.';
    const prompt = 'Port SNOWDEN from snowpack.f90 to Rust (crates/snowpack/src/density.rs). Make the regression test pass.';
    const build = (d) => {
      const tu = 'toolu_' + N.b62(24);
      const ch = [llm('assistant', { model: 'claude-sonnet-4-20250514', messages: [{ role: 'user', content: d ? prompt : goal }] }, { content: [{ type: 'text', text: 'This is a multi-step porting task; I\'ll delegate it to a general-purpose subagent.' }, { type: 'tool_use', id: tu, name: 'Task', input: { description: 'Port SNOWDEN to Rust', prompt, subagent_type: 'general-purpose' } }] }, { session_id: N.uuid(), uuid: N.uuid(), parent_tool_use_id: d ? 'toolu_' + N.b62(24) : null })];
      if (d < 3) ch.push(agent('Task', { tool_use_id: tu, description: 'Port SNOWDEN to Rust', prompt }, { type: 'tool_result', content: [{ type: 'text', text: 'Delegated to subagent; awaiting result.' }] }, build(d + 1), { subagent_type: 'general-purpose', depth: d + 1 }));
      else ch.push(tool('Task', { tool_use_id: tu, prompt }, { type: 'tool_result', is_error: true, content: 'Error: maximum subagent nesting depth reached' }, {}, 'maximum subagent nesting depth reached'));
      return ch;
    };
    return { isolates: 'Each Claude subagent receives the same porting prompt and spawns another Task with it, four levels deep; no file is read or written.', stagnation: true, goal,
      root: agent('claude_agent_sdk.query', { prompt: goal, options: { allowed_tools: ['Read', 'Edit', 'Bash', 'Task'], max_turns: 20 } }, { type: 'result', subtype: 'error_during_execution', total_cost_usd: +(N.int(30, 90) / 100).toFixed(2), duration_ms: N.int(40000, 90000), num_turns: 8 }, build(0), { cwd: '/home/dev/snowpack' }) };
  },
  // 05 ice-road freight permits, LangGraph subgraphs
  (N) => {
    const goal = 'Get a winter-road load permit for a 38 t fuel tanker on the Tibbitt-to-Contwoyto ice road for next Tuesday.';
    const build = (d) => {
      const reason = ['Permits depend on current ice thickness; routing to the permits subgraph.', 'Load permit request: route to the ice-road permits graph to handle.', 'Ice-road load permits need the permit handler; dispatching.', 'Forward to permits subgraph.'][d];
      const ch = [chain('router', { messages: [{ type: 'human', content: goal }] }, { next: 'permits_graph' }, [llm('ChatOpenAI', { messages: [[{ type: 'human', content: goal }]] }, { generations: [[{ text: reason, message: { tool_calls: [{ name: 'route', args: { to: 'permits_graph', request: goal } }] } }]] }, { ls_model_name: 'gpt-4o-mini', ls_run_depth: d + 2 })], { langgraph_node: 'router', langgraph_checkpoint_ns: `permits_graph:${N.uuid()}`.repeat(1) })];
      if (d < 3) ch.push(agent('permits_graph', { messages: [{ type: 'human', content: goal }] }, { messages: [] }, build(d + 1), { langgraph_node: 'permits_graph', langgraph_path: ['__pregel_pull', 'permits_graph'], depth: d + 1 }));
      return ch;
    };
    return { isolates: 'The permits subgraph\'s router sends the request into another permits subgraph, four levels deep; the ice-thickness and permit tools are never called.', stagnation: false, goal,
      root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 25 reached' }, build(0), { ls_run_id: N.uuid(), thread_id: 'ice-' + N.hex(6) }) };
  },
  // 06 choir sheet-music library, Bedrock Agents multi-agent collaboration
  (N) => {
    const goal = 'Find how many SATB copies of Stanford\'s "Beati quorum via" the library holds and reserve 28 for the May evensong.';
    const build = (d) => {
      const who = ['LibrarySupervisor', 'CatalogueAgent', 'LibrarySupervisor', 'CatalogueAgent'][d];
      const rat = 'To reserve scores I first need the catalogue count, so I will ask the collaborator to look up holdings and reserve 28 copies.';
      const ch = [llm('ModelInvocationInput', { text: JSON.stringify({ system: `You are ${who}`, messages: [{ role: 'user', content: goal }] }), type: 'ORCHESTRATION' }, { rawResponse: { content: `<thinking>${rat}</thinking>` }, rationale: { text: rat }, metadata: { usage: { inputTokens: N.int(1500, 2200), outputTokens: N.int(60, 110) }, clientRequestId: N.uuid() } }, { traceId: N.uuid() + '-' + d })];
      if (d < 3) ch.push(agent('AgentCollaboratorInvocation', { agentCollaboratorName: ['CatalogueAgent', 'LibrarySupervisor', 'CatalogueAgent'][d], input: { text: 'Look up holdings of Beati quorum via and reserve 28 copies.' } }, { agentCollaboratorAliasArn: `arn:aws:bedrock:eu-west-1:${N.int(1e11, 9e11)}:agent-alias/${N.b62(10).toUpperCase()}/TSTALIASID`, output: { text: '' } }, build(d + 1), { collaborationDepth: d + 1 }));
      return ch;
    };
    return { isolates: 'Bedrock supervisor and catalogue collaborator hand the same look-up-and-reserve request back and forth three levels deep with the same rationale text; no action group runs.', stagnation: true, goal,
      root: agent('InvokeAgent', { agentId: N.b62(10).toUpperCase(), sessionId: N.uuid(), inputText: goal }, { completion: '', stopReason: 'ThrottlingException: maximum collaboration depth' }, build(0), { 'x-amzn-requestid': N.uuid() }) };
  },
];
