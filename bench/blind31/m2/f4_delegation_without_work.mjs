import { run, http, span } from './lib.mjs';
export const family = 'delegation_without_work';

// Each row builds a chain of nested agent spans by hand; at every level the model only delegates.
export const rows = [
{
  id: '01', domain: 'button factory (defect report)', style: 'oai_agents',
  isolates: 'OpenAI Agents SDK handoffs: Triage hands the defect report to QA Analyst, who hands it to Report Writer, who hands it back to Triage, four levels deep, no tool ever touches the defect data.',
  goal: 'Write this week\'s defect report for the horn-button line (cracks, off-centre holes) from the inspection database.',
  build: (N) => {
    const goal = 'Write this week\'s defect report for the horn-button line (cracks, off-centre holes) from the inspection database.';
    const names = ['Triage Agent', 'QA Analyst', 'Report Writer', 'Triage Agent', 'QA Analyst'];
    const say = ['This is a reporting task; the QA Analyst should handle it.', 'The report itself is best written by the Report Writer; handing off.', 'This needs triage to decide who owns it; handing back to Triage.', 'This is a reporting task; the QA Analyst should handle it.', 'The report itself is best written by the Report Writer; handing off.'];
    let inner = span('agent', 'Report Writer', { input: goal }, null, [
      span('llm', 'response', { model: 'gpt-4.1', input: [{ role: 'user', content: goal }] }, { id: 'resp_' + N.hex(48), status: 'incomplete', incomplete_details: { reason: 'max_turns' }, output: [] }, [], { metadata: { 'span_data.type': 'response' } }),
    ], { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { 'span_data.type': 'agent', 'span_data.handoffs': ['Triage Agent'] } });
    for (let i = names.length - 1; i >= 0; i--) {
      const next = i === names.length - 1 ? 'Report Writer' : names[i + 1];
      const cid = 'call_' + N.b62(24);
      inner = span('agent', names[i], { input: i === 0 ? goal : [{ role: 'user', content: goal }] }, null, [
        span('llm', 'response', { model: 'gpt-4.1', instructions: `You are ${names[i]}.`, input: [{ role: 'user', content: goal }] }, { id: 'resp_' + N.hex(48), output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: say[i] }] }, { type: 'function_call', call_id: cid, name: `transfer_to_${next.toLowerCase().replace(/ /g, '_')}`, arguments: '{}' }], usage: { input_tokens: N.int(900, 2400), output_tokens: N.int(20, 60) } }, [], { metadata: { 'span_data.type': 'response' } }),
        span('handoff', `handoff ${names[i]} -> ${next}`, { from_agent: names[i], to_agent: next }, { assistant: next }, [], { metadata: { 'span_data.type': 'handoff' } }),
        inner,
      ], { metadata: { 'span_data.type': 'agent', 'span_data.handoffs': [next], 'span_data.tools': ['query_inspections'] } });
      if (i === 0) inner.metadata.trace_id = 'trace_' + N.hex(32);
    }
    return inner;
  },
},
{
  id: '02', domain: 'kite festival permits', style: 'crewai',
  isolates: 'A CrewAI hierarchical manager delegates the permit application to the Permit Specialist, who uses "Delegate work to coworker" to pass it to the Logistics Planner, who delegates it back; nested three levels, nobody fills the form.',
  goal: 'File the beach-use permit application with the county for the September kite festival (Saturday and Sunday, 400 attendees, 60 stunt kites).',
  build: (N) => {
    const g = 'File the beach-use permit application with the county for the September kite festival (Saturday and Sunday, 400 attendees, 60 stunt kites).';
    const lvl = (role, to, depth, child) => span('agent', `Agent: ${role}`, { task: g, context: depth ? `Delegated by previous agent (depth ${depth})` : '' }, null, [
      span('llm', 'LLM.call', { prompt: `You are ${role}.\nTask: ${g}\nThought:` }, { text: `Thought: The permit application should be prepared by the ${to}, who knows this better.\nAction: Delegate work to coworker\nAction Input: {"task": "File the county beach-use permit for the kite festival", "context": "Sat+Sun in September, 400 attendees, 60 stunt kites", "coworker": "${to}"}` }, [], { metadata: { 'crewai.agent.role': role, model: 'gpt-4o' } }),
      span('tool', 'Delegate work to coworker', JSON.stringify({ task: 'File the county beach-use permit for the kite festival', context: 'Sat+Sun in September, 400 attendees, 60 stunt kites', coworker: to }), child ? child.output : 'Agent stopped due to iteration limit or time limit.', child ? [child] : [], { metadata: { 'crewai.tool.name': 'Delegate work to coworker', delegation_depth: depth + 1, tool_usage_id: N.uuid() } }),
    ]);
    let c = null; const chain = [['Permit Specialist', 'Logistics Planner'], ['Logistics Planner', 'Permit Specialist'], ['Permit Specialist', 'Logistics Planner'], ['Logistics Planner', 'Permit Specialist']];
    for (let i = chain.length - 1; i >= 0; i--) { c = lvl(chain[i][0], chain[i][1], i + 1, c); c.output = 'Agent stopped due to iteration limit or time limit.'; }
    return span('agent', 'Crew: Festival Ops', { inputs: { goal: g } }, 'Agent stopped due to iteration limit or time limit.', [
      span('chain', 'Task: county beach-use permit', { description: g }, null, [
        span('agent', 'Agent: Crew Manager', { role: 'Crew Manager' }, null, [
          span('llm', 'LLM.call', { prompt: `You are Crew Manager.\nTask: ${g}` }, { text: 'Thought: The Permit Specialist should handle the permit.\nAction: Delegate work to coworker\nAction Input: {"task": "File the county beach-use permit", "coworker": "Permit Specialist"}' }, [], { metadata: { model: 'gpt-4o' } }),
          span('tool', 'Delegate work to coworker', '{"task": "File the county beach-use permit", "coworker": "Permit Specialist"}', 'Agent stopped due to iteration limit or time limit.', [c], { metadata: { delegation_depth: 1 } }),
        ]),
      ]),
    ], { metadata: { process: 'hierarchical', 'crewai.crew.id': N.uuid() } });
  },
},
{
  id: '03', domain: 'sauerkraut fermentation co-op (batch audit)', style: 'langgraph',
  isolates: 'A LangGraph supervisor routes the salinity audit to a worker subgraph whose agent calls the supervisor-as-tool with reworded instructions; nested four deep, no crock reading is ever fetched.',
  goal: 'Audit the salt percentage logs for crocks 11-18 and flag any batch below 2.0% brine salinity.',
  build: (N) => {
    const g = 'Audit the salt percentage logs for crocks 11-18 and flag any batch below 2.0% brine salinity.';
    const re = [g, 'Please check crocks 11-18 salinity logs and flag anything under 2%.', 'Review brine salt % for crocks 11 to 18; report batches below 2.0%.', 'Go through salinity records for crocks 11–18 and flag low-salt batches.', 'Audit crocks 11-18 brine salinity; anything below 2.0% should be flagged.'];
    let inner = span('chain', 'audit_worker', { messages: [{ type: 'human', content: re[4] }] }, null, [span('llm', 'ChatOpenAI', { messages: [{ role: 'user', content: re[4] }] }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', metadata: { langgraph_node: 'audit_worker' } })], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
    for (let i = 3; i >= 0; i--) {
      const node = i % 2 ? 'audit_worker' : 'supervisor';
      const tool = i % 2 ? 'ask_supervisor' : 'delegate_to_audit_worker';
      const cid = 'call_' + N.b62(24);
      inner = span('chain', node, { messages: [{ type: 'human', content: re[i] }] }, null, [
        span('llm', 'ChatOpenAI', { messages: [{ role: 'system', content: `You are the ${node}.` }, { role: 'user', content: re[i] }] }, { role: 'assistant', content: i % 2 ? 'This audit should be coordinated by the supervisor; passing it up.' : 'The audit worker should do this; delegating the crock salinity audit.', tool_calls: [{ id: cid, type: 'function', function: { name: tool, arguments: JSON.stringify({ instructions: re[i + 1] }) } }] }, [], { metadata: { ls_model_name: 'gpt-4o-mini', langgraph_node: node, langgraph_step: 4 - i, checkpoint_ns: `${node}:${N.uuid()}` } }),
        span('tool', tool, { instructions: re[i + 1] }, null, [inner], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', metadata: { tool_call_id: cid } }),
      ]);
    }
    return span('chain', 'LangGraph', { messages: [{ type: 'human', content: g }] }, null, [inner], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', metadata: { thread_id: N.uuid(), recursion_limit: 25 } });
  },
},
{
  id: '04', domain: 'horseshoe pitching league fixtures', style: 'adk',
  isolates: 'A Google ADK coordinator uses transfer_to_agent / AgentTool so that fixture_builder calls league_coordinator which calls fixture_builder again, three nested levels, no fixture list is generated.',
  goal: 'Generate the round-robin fixture list for the 10-team summer horseshoe pitching league (8 pits, Tuesday evenings).',
  build: (N) => {
    const g = 'Generate the round-robin fixture list for the 10-team summer horseshoe pitching league (8 pits, Tuesday evenings).';
    const inv = 'e-' + N.uuid();
    const lvl = (agent, target, text, child) => span('agent', `invoke_agent ${agent}`, { new_message: { role: 'user', parts: [{ text: g }] } }, null, [
      span('llm', 'call_llm', { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: g }] }] }, { candidates: [{ content: { role: 'model', parts: [{ text }, { functionCall: { id: 'adk-' + N.uuid(), name: target, args: { request: g } } }] } }] }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': N.uuid() } }),
      span('tool', `execute_tool ${target}`, { request: g }, child ? { result: null } : null, child ? [child] : [], { error: child ? undefined : 'LlmCallsLimitExceededError: Max number of llm calls limit of 12 exceeded', metadata: { 'gen_ai.tool.name': target, 'gen_ai.tool.type': 'AgentTool' } }),
    ], { metadata: { 'gcp.vertex.agent.invocation_id': inv } });
    const c4 = lvl('fixture_builder', 'league_coordinator', 'Fixture scheduling policy is owned by the league coordinator. Passing this back.', null);
    const c3 = lvl('league_coordinator', 'fixture_builder', 'The fixture builder agent handles fixture generation. Delegating.', c4);
    const c2 = lvl('fixture_builder', 'league_coordinator', 'Fixture scheduling policy is owned by the league coordinator. Passing this back.', c3);
    const c1 = lvl('league_coordinator', 'fixture_builder', 'The fixture builder agent handles fixture generation. Delegating.', c2);
    c1.metadata.app_name = 'pitchers_league';
    return c1;
  },
},
{
  id: '05', domain: 'steel drum band bookings (Claude Agent SDK subagents)', style: 'claude_sdk',
  isolates: 'The main Claude agent launches a Task subagent for the quote, the subagent launches another Task with a rewording of the same prompt, and so on four levels deep; no pricing file or calendar is read.',
  goal: 'Prepare a quote for a 5-piece steel pan band for a 3-hour wedding reception on Aug 23 in Galveston, including travel.',
  build: (N) => {
    const g = 'Prepare a quote for a 5-piece steel pan band for a 3-hour wedding reception on Aug 23 in Galveston, including travel.';
    const prompts = [g, 'Draft a quote: 5-piece steel drum band, 3 hours, wedding reception, Galveston, Aug 23, travel included.', 'Create the price quote for the Aug 23 Galveston wedding (steel pan, 5 players, 3 hrs, plus travel).', 'Work out the quote for a five-person steelpan band playing a 3h wedding reception in Galveston on 23 Aug incl. travel.', 'Quote needed: Galveston wedding Aug 23, 5-piece steel band, 3 hours, include travel.'];
    const sess = N.uuid();
    let inner = span('agent', 'subagent:quote-writer', { prompt: prompts[4] }, null, [span('llm', 'assistant', { messages: [{ role: 'user', content: prompts[4] }] }, null, [], { error: 'error_max_turns: reached maximum number of turns (40)', metadata: { session_id: sess } })], { error: 'error_max_turns' });
    for (let i = 3; i >= 0; i--) {
      const id = 'toolu_01' + N.b62(22);
      inner = span('agent', i === 0 ? 'claude_agent_sdk.query' : 'subagent:quote-writer', { prompt: prompts[i] }, null, [
        span('llm', 'assistant', { model: 'claude-sonnet-4-20250514', messages: [{ role: 'user', content: prompts[i] }] }, { content: [{ type: 'text', text: 'I\'ll delegate this quote to the quote-writer subagent.' }, { type: 'tool_use', id, name: 'Task', input: { description: 'Write band quote', subagent_type: 'quote-writer', prompt: prompts[i + 1] } }], stop_reason: 'tool_use' }, [], { metadata: { session_id: sess, parent_tool_use_id: i ? 'toolu_01' + N.b62(22) : null } }),
        span('tool', 'Task', { description: 'Write band quote', subagent_type: 'quote-writer', prompt: prompts[i + 1] }, null, [inner], { error: 'Subagent ended without result: error_max_turns', metadata: { tool_use_id: id } }),
      ], { metadata: { session_id: sess, depth: i } });
    }
    inner.metadata.subtype = 'error_max_turns';
    return inner;
  },
},
{
  id: '06', domain: 'mini-submarine tours (dive manifest), Agno team', style: 'agno',
  isolates: 'An Agno team leader forwards the manifest task to a member agent, which forwards it to another member, which forwards it back to the leader\'s team; four levels, no passenger list is read.',
  goal: 'Build tomorrow\'s 10:00 dive manifest for the 6-seat mini-submarine: passenger weights, ballast plan, and medical waivers.',
  build: (N) => {
    const g = 'Build tomorrow\'s 10:00 dive manifest for the 6-seat mini-submarine: passenger weights, ballast plan, and medical waivers.';
    const chain = [['Dive Ops Team', 'Manifest Clerk'], ['Manifest Clerk', 'Safety Officer'], ['Safety Officer', 'Dive Ops Team'], ['Dive Ops Team', 'Manifest Clerk'], ['Manifest Clerk', 'Safety Officer']];
    const txt = { 'Dive Ops Team': 'The Manifest Clerk owns manifests; forwarding the task.', 'Manifest Clerk': 'Ballast and waivers are safety matters; the Safety Officer should build this.', 'Safety Officer': 'Manifests are coordinated by the team leader; sending it back to Dive Ops Team.' };
    let inner = null;
    for (let i = chain.length - 1; i >= 0; i--) {
      const [me, to] = chain[i]; const cid = 'call_' + N.b62(24);
      const ch = [span('llm', 'OpenAIChat.response', { messages: [{ role: 'system', content: `You are ${me}.` }, { role: 'user', content: g }] }, { role: 'assistant', content: txt[me], tool_calls: [{ id: cid, type: 'function', function: { name: me === 'Dive Ops Team' ? 'transfer_task_to_member' : 'forward_task', arguments: JSON.stringify({ member_id: to.toLowerCase().replace(/ /g, '-'), task_description: g, expected_output: 'manifest table' }) } }] }, [], { metadata: { 'agno.model.id': 'gpt-4o' } })];
      ch.push(span('tool', `FunctionCall.execute ${me === 'Dive Ops Team' ? 'transfer_task_to_member' : 'forward_task'}`, { member_id: to.toLowerCase().replace(/ /g, '-'), task_description: g }, inner ? inner.output : null, inner ? [inner] : [], inner ? { metadata: { 'agno.tool.call_id': cid } } : { error: 'RecursionError: team delegation depth exceeded (max 5)', metadata: { 'agno.tool.call_id': cid } }));
      inner = span('agent', me === 'Dive Ops Team' ? `Team.run ${me}` : `Agent.run ${me}`, { message: g }, null, ch, { metadata: { 'agno.session_id': N.uuid(), 'agno.run_id': N.uuid() } });
    }
    return inner;
  },
},
];
