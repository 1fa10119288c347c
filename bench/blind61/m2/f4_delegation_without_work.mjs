import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut, otel, chain } from './lib.mjs';
export const family = 'delegation_without_work';
export const loop = true, stagnation = true;
// helper: nest a chain of delegations built from (name, instruction, llmText) triples
function nest(levels, leaf) {
  let inner = leaf;
  for (let i = levels.length - 1; i >= 0; i--) inner = levels[i](inner);
  return inner;
}
export const rows = [
// 01 hourglass makers — CrewAI hierarchical
(c) => {
  const task = 'Work out how much borosilicate tubing we need for 300 sixty-minute hourglasses';
  const lv = [0, 1, 2, 3].map((i) => (inner) => agent(`Crew Manager${i ? ' (delegated)' : ''}`, { task: i ? `${task} (delegated)` : task }, null, [
    llm('LLM call', { role: 'Workshop Manager' }, `Thought: This needs the Glass Buyer's expertise.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "300 units, 60-minute sand", "coworker": "Glass Buyer"}`),
    tool('Delegate work to coworker', { task, coworker: 'Glass Buyer' }, null, { children: inner ? [inner] : [] }),
  ], { crew_level: i }));
  const leaf = agent('Glass Buyer', { task }, null, [llm('LLM call', {}, `Thought: This is a planning question best handled by the Workshop Manager.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Workshop Manager"}`)], { error: 'RecursionError: delegation depth exceeded' });
  return { isolates: 'A manager and a buyer agent delegate the same tubing calculation to each other four levels deep; nobody computes anything.', goal: 'Compute borosilicate tubing needed for 300 hourglasses.',
    root: nest(lv, leaf) };
},
// 02 fishing net repair loft — AutoGen nested chats
(c) => {
  const mk = (d) => (inner) => agent(`planner_${d}`, { content: d % 2 ? 'Please schedule the mending of trawl net TN-14 (torn cod-end, ~2 m) for the loft crew this week.' : 'Schedule repair work for trawl net TN-14, cod-end tear about 2 m, this week, loft crew.' }, null, [
    llm('planner.generate_reply', { messages: '...' }, oaiMsg(c, 'I will hand this to a scheduling specialist who can assign the loft crew.', [['initiate_chat', { recipient: `planner_${d + 1}`, message: 'Schedule the mending of trawl net TN-14 for the loft crew this week.' }]])),
    ...(inner ? [inner] : []),
  ], { autogen: 'nested_chat', depth: d });
  const leaf = agent('planner_4', {}, { error: 'max nested chat depth (4) reached' }, [llm('planner.generate_reply', {}, oaiMsg(c, 'I will hand this to a scheduling specialist who can assign the loft crew.'))]);
  return { isolates: 'Four planner instances pass the same net-mending schedule request on in nested chats; no calendar tool is ever called.', goal: 'Schedule the repair of trawl net TN-14 this week.', root: nest([0, 1, 2, 3].map(mk), leaf) };
},
// 03 welding certification — LangGraph subgraphs
(c) => {
  const instr = ['Book a 6G pipe weld bend test for apprentice Ruiz at the Leeds centre', 'Arrange Ruiz\'s 6G bend test booking (Leeds)', 'Get a 6G bend test booked for Ruiz in Leeds', 'Book the 6G test for Ruiz, Leeds centre'];
  const lv = instr.map((t, i) => (inner) => chain(`supervisor${i ? ':subgraph_' + i : ''}`, { messages: [{ type: 'human', content: t }] }, null, [
    llm('ChatOpenAI', { messages: '...' }, { generations: [[{ text: 'This belongs to the certification worker; routing to it.', message: oaiMsg(c, 'This belongs to the certification worker; routing to it.', [['transfer_to_cert_worker', { instructions: instr[Math.min(i + 1, 3)] }]]) }]] }),
    ...(inner ? [inner] : []),
  ], { langgraph_node: 'supervisor', langgraph_checkpoint_ns: `cert_worker:${c.uuid()}`.slice(0, 24 + i * 2) }));
  const leaf = chain('cert_worker', {}, { error: 'GraphRecursionError' }, [llm('ChatOpenAI', {}, { generations: [[{ text: 'This belongs to the certification worker; routing to it.' }]] })]);
  return { isolates: 'A supervisor graph routes a reworded booking request into a nested subgraph that routes it again, four levels, with no booking call.', goal: 'Book a 6G bend test for apprentice Ruiz.', root: agent('LangGraph', { input: instr[0] }, null, [nest(lv, leaf)], { thread_id: c.uuid() }) };
},
// 04 copper still fabrication — OpenAI Agents SDK handoffs
(c) => {
  const names = ['Triage agent', 'Fabrication agent', 'Quote agent', 'Fabrication agent'];
  const lv = names.map((n, i) => (inner) => agent(n, { input: 'Quote a 200 L copper pot still with a 4-plate column for Glenmoor Distillery' }, null, [
    llm('Response', {}, respOut(c, null, [[`transfer_to_${names[(i + 1) % 4].toLowerCase().replace(/ /g, '_')}`, {}]]), { span_type: 'response' }),
    agent('Handoff', { from_agent: n, to_agent: names[(i + 1) % 4] }, null, [], { span_type: 'handoff' }),
    ...(inner ? [inner] : []),
  ], { span_type: 'agent', handoffs: names.filter((x) => x !== n) }));
  const leaf = agent('Quote agent', {}, { error: 'MaxTurnsExceeded' }, [llm('Response', {}, respOut(c, 'Handing this over to fabrication for the build details.', [['transfer_to_fabrication_agent', {}]]))]);
  return { isolates: 'Handoffs pass a still quote between triage, fabrication and quote agents four times; no pricing tool is called.', goal: 'Quote a 200 L copper pot still with a 4-plate column.', root: nest(lv, leaf) };
},
// 05 diatom slide collection — Google ADK
(c) => {
  const lv = [0, 1, 2].map((i) => (inner) => agent(`invoke_agent curator_agent`, { new_message: { parts: [{ text: ['Find slide for Navicula radiosa from the 1962 Windermere set', 'Locate the Windermere 1962 slide containing Navicula radiosa', 'Look up which slide holds Navicula radiosa (Windermere, 1962)'][i] }] } }, null, [
    llm('call_llm', { 'gcp.vertex.agent.llm_request': '...' }, gemOut(c, null, [['transfer_to_agent', { agent_name: 'catalogue_agent' }]]), { 'gen_ai.system': 'gcp.vertex.agent' }),
    tool('execute_tool transfer_to_agent', { agent_name: 'catalogue_agent' }, { functionResponse: { name: 'transfer_to_agent', response: {} } }),
    agent('invoke_agent catalogue_agent', {}, null, [
      llm('call_llm', {}, gemOut(c, 'Slide lookup is the curator\'s job.', [['transfer_to_agent', { agent_name: 'curator_agent' }]])),
      tool('execute_tool transfer_to_agent', { agent_name: 'curator_agent' }, { functionResponse: { name: 'transfer_to_agent', response: {} } }),
      ...(inner ? [inner] : []),
    ]),
  ], { invocation_id: 'e-' + c.uuid() }));
  const leaf = agent('invoke_agent curator_agent', {}, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 12 exceeded' }, []);
  return { isolates: 'Curator and catalogue agents transfer a slide lookup back and forth six levels deep; search_catalogue is never called.', goal: 'Find the slide holding Navicula radiosa from the 1962 Windermere set.', root: nest(lv, leaf) };
},
// 06 CMake/vcpkg CAD plugin — OpenHands delegation
(c) => {
  const lv = [0, 1, 2, 3].map((i) => (inner) => agent(`CodeActAgent (level ${i})`, { task: 'Fix the vcpkg manifest so the FreeCAD plugin links against OpenCASCADE 7.8 on Windows' }, null, [
    llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet' }, antMsg(c, 'This is a build-system task; I\'ll delegate it to a focused sub-agent.', [['delegate', { agent: 'CodeActAgent', inputs: { task: 'Fix the vcpkg manifest so the plugin links OpenCASCADE 7.8 on Windows' } }]])),
    span('action', 'AgentDelegateAction', { agent: 'CodeActAgent' }, { id: c.int(10, 99) }, inner ? [inner] : []),
  ], { openhands_event: 'AgentDelegateAction', sid: c.hex(32) }));
  const leaf = agent('CodeActAgent (level 4)', {}, { error: 'AgentStuckInLoopError' }, [llm('litellm.completion', {}, antMsg(c, 'This is a build-system task; I\'ll delegate it to a focused sub-agent.'))]);
  return { isolates: 'A coding agent delegates the same vcpkg fix to itself four levels deep without opening vcpkg.json.', goal: 'Fix vcpkg manifest so the plugin links against OpenCASCADE 7.8.', root: nest(lv, leaf) };
},
];
import { span } from './lib.mjs';
