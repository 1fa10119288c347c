import { agent, llm, tool, chain, span, oai, ant, gem } from './lib.mjs';
export const family = 'self_delegation_regress';
export const loop = true;

export const rows = [
{ n: '01', stagnation: true, style: 'CrewAI (hierarchical process, delegation tool)', domain: 'orchestra tour logistics',
  goal: 'Produce the instrument truck loading plan for the Northern Sinfonia’s Leeds → Gateshead tour leg (timpani, harp, double basses).',
  isolates: 'The Tour Manager delegates the loading plan to the Logistics Coordinator, who delegates the same task back to a Tour Manager, four levels deep; nobody opens the manifest tool.',
  build(N) {
    const task = 'Create the truck loading plan for the Leeds to Gateshead leg, including timpani, harp and 8 double basses.';
    const roles = ['Tour Manager', 'Logistics Coordinator', 'Tour Manager', 'Logistics Coordinator'];
    function level(i) {
      const other = roles[i + 1] || 'Tour Manager';
      const kids = [llm('LLM call', { prompt: `You are ${roles[i]}. ${task}` }, `Thought: This is best handled by the ${other}, who has the right expertise for the loading plan.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Leeds to Gateshead leg", "coworker": "${other}"}`, { model: 'gpt-4o-mini', agent_role: roles[i] })];
      if (i < 3) kids.push(tool('Delegate work to coworker', { task, context: 'Leeds to Gateshead leg', coworker: other }, null, { children: [level(i + 1)] }));
      else kids.push(tool('Delegate work to coworker', { task, coworker: other }, 'Agent stopped due to iteration limit or time limit.', { error: 'max_iter reached (15)' }));
      return agent(roles[i], { role: roles[i], task }, i === 0 ? 'Agent stopped due to iteration limit or time limit.' : null, kids, { crew_execution_id: N.uuid(), started: N.iso() });
    }
    return agent('Crew: tour_ops', { inputs: { leg: 'LBA-GAT', date: '2025-04-12' } }, null, [level(0)], { process: 'hierarchical', manager_llm: 'gpt-4o' });
  } },

{ n: '02', stagnation: true, style: 'OpenAI Agents SDK (handoffs)', domain: 'paddle steamer excursion charters',
  goal: 'Quote a private charter of the PS Waverley-style steamer for 120 guests on 14 June, including the catering add-on.',
  isolates: 'Charter Agent hands off to Quotes Agent, which hands off to a fresh Charter Agent, and so on four handoffs deep with the same transfer message and no quote produced.',
  build(N) {
    const ask = 'Private charter, 120 guests, 14 June, with catering — please prepare the quote.';
    const names = ['Charter Agent', 'Quotes Agent', 'Charter Agent', 'Quotes Agent', 'Charter Agent'];
    function lvl(i) {
      const kids = [llm('Response', { model: 'gpt-4.1', input: [{ role: 'user', content: ask }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: `I'll pass this to the ${names[i + 1]} team, they handle charter quotes.` }] }, { type: 'function_call', name: `transfer_to_${names[i + 1].toLowerCase().replace(' ', '_')}`, arguments: '{}', call_id: N.callId() }] }, { response_id: 'resp_' + N.hex(48) })];
      const h = span('handoff', `Handoff → ${names[i + 1]}`, { from_agent: names[i], to_agent: names[i + 1] }, null, i < 3 ? [lvl(i + 1)] : [], i < 3 ? {} : { error: 'MaxTurnsExceeded: Max turns (10) exceeded' });
      kids.push(h);
      return agent(names[i], { input: ask }, null, kids, { span_id: 'span_' + N.hex(24), handoffs: [names[i + 1]], tools: [] });
    }
    return agent('Agent workflow', { input: ask }, null, [lvl(0)], { trace_id: 'trace_' + N.hex(32), group_id: 'conv_' + N.b62(12) });
  } },

{ n: '03', stagnation: false, style: 'Claude Agent SDK transcript (Task sub-agents)', domain: 'S3 lifecycle rules for a photo archive',
  goal: 'Add an S3 lifecycle rule moving objects under raw/ older than 90 days to Glacier Instant Retrieval in the photo-archive bucket, and verify it.',
  isolates: 'Each agent spawns a Task sub-agent with reworded instructions for the very same change; four levels deep, none calls the AWS CLI, and the results bubble up empty.',
  build(N) {
    const prompts = [
      'Add a lifecycle rule to s3://photo-archive-prod: objects under raw/ older than 90 days → GLACIER_IR. Verify with get-bucket-lifecycle-configuration.',
      'You are an infrastructure specialist. Configure photo-archive-prod so raw/ objects transition to Glacier Instant Retrieval after 90 days, then confirm the configuration.',
      'Please handle the S3 lifecycle change for the raw/ prefix of the photo archive bucket (90d → Glacier IR) and report back once verified.',
      'Task: lifecycle policy on photo-archive-prod, prefix raw/, transition at 90 days to GLACIER_IR; check it afterwards.'];
    function lvl(i) {
      const kids = [llm('assistant', { prompt: prompts[i] }, { type: 'assistant', message: { content: [{ type: 'text', text: i === 0 ? 'I’ll delegate this to a sub-agent that specialises in AWS configuration.' : i === 1 ? 'Spinning up a focused helper for the bucket change.' : i === 2 ? 'Handing the lifecycle work to another agent to do it carefully.' : 'Delegating to a dedicated sub-agent.' }, { type: 'tool_use', id: N.toolu(), name: 'Task', input: { description: 'S3 lifecycle rule', prompt: prompts[i + 1] || prompts[0], subagent_type: 'general-purpose' } }] } }, { model: 'claude-sonnet-4-20250514', uuid: N.uuid(), isSidechain: i > 0 })];
      kids.push(tool('Task', { description: 'S3 lifecycle rule', prompt: prompts[i + 1] || prompts[0] }, i < 3 ? 'The sub-agent finished without reporting any changes.' : null, i < 3 ? { children: [lvl(i + 1)] } : { error: 'Sub-agent exceeded max_turns (8) — no result' }));
      return agent(i === 0 ? 'claude-code' : 'general-purpose', { prompt: prompts[i] }, null, kids, { session_id: N.uuid(), parent_tool_use_id: i ? N.toolu() : null });
    }
    return lvl(0);
  } },

{ n: '04', stagnation: true, style: 'LangGraph (subgraphs, LangSmith)', domain: 'funeral director hearse fleet rota',
  goal: 'Assign hearses and bearers for the three funerals on Friday at Holloway & Sons and publish the rota.',
  isolates: 'The rota graph’s planner node calls the "rota_subgraph" with the identical instruction, which calls itself again three levels deep; the vehicle and staff tools are never queried.',
  build(N) {
    const instr = 'Build Friday’s rota: assign hearses and bearer teams to the 10:30, 13:00 and 15:15 services, then publish.';
    function lvl(d) {
      const kids = [llm('ChatAnthropic', { messages: [{ role: 'system', content: 'You plan funeral fleet rotas.' }, { role: 'user', content: instr }] }, { content: 'This needs the full rota workflow, so I will run the rota subgraph with these instructions.', tool_calls: [{ name: 'rota_subgraph', args: { instruction: instr }, id: N.toolu() }] }, { ls_model_name: 'claude-3-5-sonnet-latest', langgraph_node: 'planner', langgraph_checkpoint_ns: Array.from({ length: d + 1 }, () => 'rota_subgraph:' + N.uuid()).join('|') })];
      if (d < 3) kids.push(chain('rota_subgraph', { instruction: instr }, null, [lvl(d + 1)], { langgraph_node: 'rota_subgraph' }));
      else kids.push(span('system', 'GraphRecursionError', { recursion_limit: 25 }, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached' }));
      return agent('planner', { instruction: instr }, null, kids, { run_id: N.uuid(), depth: d });
    }
    return agent('rota_graph', { messages: [{ role: 'user', content: 'Sort out Friday’s cars and bearers please' }] }, null, [lvl(0)], { thread_id: N.uuid() });
  } },

{ n: '05', stagnation: false, style: 'Letta (MemGPT) multi-agent', domain: 'community land trust allocations',
  goal: 'Rank the 7 applicants for the two affordable homes at Orchard Row against the land trust’s local-connection policy.',
  isolates: 'Each Letta agent sends the ranking job to another agent with a reworded message; three hops deep, the last one sends it back up the chain unchanged in substance and nobody reads the applications.',
  build(N) {
    const msgs = [
      'Could you rank the Orchard Row applicants using our local connection policy?',
      'Please take on the Orchard Row applicant ranking (7 people, 2 homes, local-connection rules).',
      'I need someone to score the Orchard Row housing applications under the local connection policy.',
      'Forwarding: rank Orchard Row applicants per policy LC-3.'];
    const agents = ['allocations-lead', 'policy-helper', 'allocations-lead-2', 'policy-helper-2'];
    function lvl(i) {
      const kids = [llm('inner_monologue', { messages: [{ role: 'user', content: msgs[i] }] }, { reasoning: i === 0 ? 'Ranking is policy work; I will ask the policy helper.' : i === 1 ? 'This looks like an allocations task; better sent to an allocations agent.' : i === 2 ? 'Policy scoring is not my area; passing along.' : 'Someone else should own this.', tool_call: { name: 'send_message_to_agent_and_wait_for_reply', arguments: JSON.stringify({ message: msgs[i + 1] || msgs[0], other_agent_id: 'agent-' + N.uuid() }) } }, { model: 'letta/letta-free', step_id: 'step-' + N.uuid() })];
      kids.push(tool('send_message_to_agent_and_wait_for_reply', { message: msgs[i + 1] || msgs[0] }, i < 3 ? { status: 'OK', message: 'No results yet; the other agent asked me to handle it.', time: N.isoLocal(0) } : null, i < 3 ? { children: [lvl(i + 1)] } : { error: 'Timeout waiting for reply (60s)' }));
      return agent(agents[i], { message: msgs[i] }, null, kids, { agent_id: 'agent-' + N.uuid(), memory_blocks: ['persona', 'human'] });
    }
    return lvl(0);
  } },

{ n: '06', stagnation: true, style: 'Google ADK (AgentTool)', domain: 'fly-fishing guide bookings',
  goal: 'Book a guided day on the upper Tweed beat for two anglers on 3 May and tell them the ghillie’s name.',
  isolates: 'The booking agent wraps itself as an AgentTool and calls it with the same request three levels down; the availability tool is never called.',
  build(N) {
    const req = 'Book a guided day on the upper Tweed beat for 2 anglers on 3 May and return the ghillie’s name.';
    function lvl(i) {
      const kids = [llm('call_llm', { contents: [{ role: 'user', parts: [{ text: req }] }] }, gem(N, 'I will use the beat booking agent to make this reservation.', [['beat_booking_agent', { request: req }]]), { invocation_id: 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid() })];
      kids.push(tool('execute_tool beat_booking_agent', { request: req }, i < 3 ? { functionResponse: { name: 'beat_booking_agent', response: { result: '' } } } : null, i < 3 ? { children: [lvl(i + 1)] } : { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 20 exceeded' }));
      return agent('invoke_agent beat_booking_agent', { request: req }, null, kids, { author: 'beat_booking_agent', branch: Array(i + 1).fill('beat_booking_agent').join('.') });
    }
    return lvl(0);
  } },
];
