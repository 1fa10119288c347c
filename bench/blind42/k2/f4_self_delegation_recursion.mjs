import { agent, llm, tool, span, sys, user } from './lib.mjs';
export const family = 'self_delegation_recursion';
export const loop = true;
export const stagnation = true;

// Helper local to this file: nests a chain of agents where each only re-delegates.
function nest(levels, leaf) { let node = leaf; for (let i = levels.length - 1; i >= 0; i--) node = levels[i](node); return node; }

export const rows = [
{ // 01 museum audio guide — OpenAI Agents SDK handoffs
  domain: 'museum audio guide translation', style: 'OpenAI Agents SDK (handoffs)',
  isolates: 'Triage agent hands the Portuguese audio-guide translation to a translator agent, which hands it to another translator agent with the same instructions, four levels deep, none translating.',
  goal: 'Translate the 12 gallery-stop scripts of the textiles wing audio guide into Portuguese.',
  build(R) {
    const names = ['Triage', 'Translator', 'Translator (pt)', 'Translator', 'Translator (pt)'];
    return nest(names.map((n, i) => (child) => agent(n, { input: 'Translate the 12 textiles-wing stop scripts into Portuguese.' }, null, [
      llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'This is a Portuguese translation task for the textiles wing; handing off to the translator.' }] }, { type: 'function_call', name: 'transfer_to_translator', arguments: '{}' }] }, { response_id: 'resp_' + R.hex(32) }),
      span('handoff', `handoff ${n} -> Translator`, { from_agent: n, to_agent: 'Translator' }, null, [], { span_id: 'span_' + R.hex(24) }),
      child], { 'span_data.type': 'agent', depth: i })),
      agent('Translator', { input: 'Translate the 12 textiles-wing stop scripts into Portuguese.' }, null, [llm('response', { model: 'gpt-4.1-mini' }, { status: 'incomplete', output: [{ type: 'message', content: [{ type: 'output_text', text: 'This is a Portuguese translation task for the textiles wing; handing off to the translator.' }] }] }, { error: 'MaxTurnsExceeded' })]));
  } },

{ // 02 church roof fundraising — CrewAI delegation
  domain: 'church roof repair fundraising letter', style: 'CrewAI (hierarchical delegation)',
  isolates: 'CrewAI manager delegates the appeal letter to the Writer, who uses "Delegate work to coworker" back to the manager-phrased task, three nestings, no draft written.',
  goal: 'Draft a one-page appeal letter raising £38,000 for the St Aldhelm nave roof.',
  build(R) {
    const task = 'Write the one-page appeal letter for the St Aldhelm nave roof (£38,000 target).';
    const lvl = (role, coworker) => (child) => agent(role, { task }, null, [
      llm('LLM Call', { messages: [sys(`You are ${role}.`), user(task)] }, `Thought: The best person for the appeal letter is the ${coworker}; I'll delegate it with full context.\nAction: Delegate work to coworker\nAction Input: {"task": "Write the appeal letter for the nave roof, £38k", "context": "St Aldhelm, one page", "coworker": "${coworker}"}`, { model: 'gpt-4o' }),
      span('tool', 'Delegate work to coworker', { coworker }, null, [child], { delegation_id: R.uuid() })]);
    return nest([lvl('Crew Manager', 'Appeal Writer'), lvl('Appeal Writer', 'Parish Communications Lead'), lvl('Parish Communications Lead', 'Appeal Writer'), lvl('Appeal Writer', 'Parish Communications Lead')],
      agent('Parish Communications Lead', { task }, 'Agent stopped due to iteration limit or time limit.', [llm('LLM Call', {}, 'Thought: The best person for the appeal letter is the Appeal Writer; I\'ll delegate it with full context.', { note: 'max_iter' })]));
  } },

{ // 03 vintage camera parts — LangGraph subgraphs
  domain: 'vintage camera repair parts sourcing', style: 'LangGraph (nested subgraphs)',
  isolates: 'A LangGraph sourcing graph calls a subgraph that calls itself with the same "find a shutter curtain for a Leica IIIf" state, three levels, never querying a supplier.',
  goal: 'Find a replacement cloth shutter curtain for a Leica IIIf under €120.',
  build(R) {
    const st = { part: 'shutter curtain (cloth)', camera: 'Leica IIIf', budget_eur: 120 };
    const lvl = (d) => (child) => span('chain', 'sourcing_subgraph', st, null, [
      llm('ChatAnthropic', { messages: [[user(JSON.stringify(st))]] }, { generations: [[{ text: 'This needs a specialist sourcing pass; routing to the sourcing subgraph with the current part request.' }]] }, { langgraph_node: 'router', langgraph_path: Array(d + 1).fill('sourcing_subgraph').join('|'), checkpoint_ns: `sourcing_subgraph:${R.uuid()}` }),
      child], { langgraph_step: d + 1 });
    return agent('LangGraph', st, null, [nest([lvl(0), lvl(1), lvl(2), lvl(3)], span('chain', 'sourcing_subgraph', st, null, [], { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }))], { thread_id: R.uuid(), run_id: R.uuid() });
  } },

{ // 04 node memory leak — Strands agents-as-tools
  domain: 'Node.js service memory leak investigation', style: 'Strands Agents (agents as tools)',
  isolates: 'A Strands orchestrator calls a "debug_specialist" tool agent, which calls another debug_specialist with a reworded task, nested four deep, no heap snapshot ever taken.',
  goal: 'Find what is leaking memory in the `invoice-render` Node service (RSS grows ~40 MB/hour).',
  build(R) {
    const asks = ['Investigate the memory leak in invoice-render (RSS +40MB/h).', 'Please look into why invoice-render keeps growing in memory.', 'Find the cause of invoice-render\'s memory growth (~40 MB/hour).', 'Investigate invoice-render memory leak.'];
    const lvl = (i) => (child) => agent(i === 0 ? 'orchestrator' : 'debug_specialist', { prompt: asks[i] }, null, [
      llm('Model invoke', { 'gen_ai.prompt': asks[i] }, { text: 'A memory leak investigation is a job for the debug specialist; delegating.', toolUse: { name: 'debug_specialist', input: { query: asks[Math.min(i + 1, 3)] }, toolUseId: 'tooluse_' + R.b62(22) } }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet', 'event_loop.cycle_id': R.uuid() }),
      span('tool', 'Tool: debug_specialist', { query: asks[Math.min(i + 1, 3)] }, null, [child], { 'tool.status': 'running' })]);
    return nest([lvl(0), lvl(1), lvl(2), lvl(3)], agent('debug_specialist', { prompt: asks[3] }, null, [], { error: 'MaxTokensReachedException / recursion depth 5', 'event_loop.cycle_count': 9 }));
  } },

{ // 05 bridge club seating — AutoGen nested chats
  domain: 'bridge club tournament seating', style: 'AG2 nested chats',
  isolates: 'An AG2 assistant opens a nested chat to "produce the Howell movement seating", whose agent opens another nested chat with the same request, three deep.',
  goal: 'Produce the table/seat assignments for a 9-table Howell movement for Thursday\'s pairs event.',
  build(R) {
    const msg = 'Produce the 9-table Howell movement seating for Thursday pairs (18 pairs).';
    const lvl = (name) => (child) => agent(name, { message: msg }, null, [
      llm('ConversableAgent.generate_reply', { messages: [user(msg)] }, { content: 'The Howell seating should be produced by the Movement planner; starting a nested chat with it.' }, { cost: { total_cost: +(R.int(1, 9) / 1000).toFixed(4) } }),
      span('chain', 'initiate_chats (nested)', { recipient: 'movement_planner', message: msg, summary_method: 'last_msg' }, null, [child], { chat_id: R.int(10000, 99999) })]);
    return nest([lvl('tournament_director'), lvl('movement_planner'), lvl('movement_planner'), lvl('movement_planner')], agent('movement_planner', { message: msg }, { summary: '' }, [llm('ConversableAgent.generate_reply', {}, { content: 'The Howell seating should be produced by the Movement planner; starting a nested chat with it.' }, { termination: 'max_consecutive_auto_reply' })]));
  } },

{ // 06 orchid import permits — Google ADK transfer_to_agent
  domain: 'orchid nursery CITES import permits', style: 'Google ADK (transfer_to_agent)',
  isolates: 'ADK root agent transfers the CITES permit question to permits_agent, which transfers to a sub-agent that transfers back down the same chain, four hops, no permit lookup.',
  goal: 'Check whether the nursery needs a CITES Appendix II permit to import 40 Paphiopedilum seedlings from Taiwan.',
  build(R) {
    const hop = (from, to) => (child) => agent(`invoke_agent ${from}`, { 'gen_ai.agent.name': from }, null, [
      llm('call_llm', { contents: [{ role: 'user', parts: [{ text: 'Do we need a CITES permit for 40 Paphiopedilum seedlings from Taiwan?' }] }] }, { content: { parts: [{ text: 'This is a permits question; transferring to the permits specialist.' }, { functionCall: { name: 'transfer_to_agent', args: { agent_name: to } } }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid(), 'gcp.vertex.agent.event_id': R.uuid() }),
      tool('execute_tool transfer_to_agent', { agent_name: to }, { result: null, actions: { transfer_to_agent: to } }),
      child]);
    return nest([hop('nursery_root', 'permits_agent'), hop('permits_agent', 'cites_agent'), hop('cites_agent', 'permits_agent'), hop('permits_agent', 'cites_agent')], agent('invoke_agent cites_agent', {}, null, [], { error: 'max_llm_calls (500) / session aborted by runner' }));
  } },
];
