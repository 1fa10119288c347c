import { agent, llm, tool, chain, span, tcall } from './lib.mjs';
export const family = 'batch_per_item';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: the same tool applied to distinct items with identical acknowledgements and one templated sentence per item; then done.';
export const scenarios = [
  { id: '01', domain: 'sepak takraw federation referee licences', style: 'smolagents ToolCallingAgent', build(N) {
    const refs = ['Anan P.', 'Siti R.', 'Le Minh', 'Rizal A.', 'Kyaw T.'];
    const kids = refs.flatMap((r) => [llm('LiteLLMModel.__call__', {}, { content: `Renewing the licence for ${r}.`, tool_calls: [{ function: { name: 'renew_licence', arguments: { referee: r } } }] }), tool('renew_licence', { referee: r }, 'ok')]);
    kids.push(llm('LiteLLMModel.__call__', {}, { content: 'final_answer: renewed 5 referee licences for 2026.' }));
    return { isolates: 'Five different referees renewed one by one, each acknowledged "ok", then a final answer.', goal: 'Renew the 2026 licences of the five referees who passed the recertification.', root: agent('ToolCallingAgent.run', {}, null, kids) };
  } },
  { id: '02', domain: 'ger (yurt) camp guest welcome messages', style: 'LlamaIndex FunctionAgent', build(N) {
    const gs = [['Ms Otgon', 'ger 3'], ['Mr Haas', 'ger 7'], ['the Silva family', 'ger 11'], ['Dr Ito', 'ger 2']];
    const kids = gs.flatMap(([g, r]) => [tool('FunctionTool.call send_sms', { to: g, text: `Welcome ${g}, your ${r} is ready.` }, { status: 'queued', sid: 'SM' + N.hex(32) })]);
    return { isolates: 'Four distinct guests each get a templated welcome SMS; every send returns "queued"; the agent finishes.', goal: 'Send each arriving guest a welcome SMS with their ger number.', root: agent('FunctionAgent.run', {}, { response: 'Sent 4 welcome messages.' }, [llm('OpenAI.achat', {}, { message: 'Sending welcome SMS to four arrivals.' }), ...kids, llm('OpenAI.achat', {}, { message: 'Sent 4 welcome messages.' })]) };
  } },
  { id: '03', domain: 'ham curing house salt-box rotation', style: 'Langfuse', build(N) {
    const legs = ['H-101', 'H-102', 'H-103', 'H-104', 'H-105', 'H-106'];
    const kids = legs.flatMap((l, i) => [span('span', 'move_to_drying', { ham: l, room: 'secadero-2' }, { ack: 'OK' }, [], { metadata: { langfuse_type: 'SPAN' } }), llm('generation', {}, `Ham ${l} moved to drying room 2 (day ${14 + i}).`, { langfuse_type: 'GENERATION' })]);
    return { isolates: 'Six distinct hams moved to the drying room with identical OK acks and one templated note per ham.', goal: 'Move the six hams that finished salting to drying room 2 and log each move.', root: agent('trace: salting-rotation', {}, 'All six hams moved.', kids) };
  } },
  { id: '04', domain: 'clown school graduation certificates', style: 'AutoGen / AG2', build(N) {
    const st = ['Pipo', 'Lulu', 'Bongo', 'Fizz'];
    const kids = st.flatMap((s) => [llm('assistant (ConversableAgent)', {}, { content: `Issuing the certificate for ${s}.`, tool_calls: [{ function: { name: 'issue_certificate', arguments: JSON.stringify({ student: s }) } }] }), tool('issue_certificate', { student: s }, 'done')]);
    kids.push(llm('assistant (ConversableAgent)', {}, { content: 'All four certificates issued. TERMINATE' }));
    return { isolates: 'Four different students each get a certificate; the tool always says "done"; the chat terminates.', goal: 'Issue graduation certificates to this term’s four clown students.', root: agent('initiate_chat', {}, null, kids) };
  } },
  { id: '05', domain: 'key-cutting kiosk firmware rollout', style: 'Letta', build(N) {
    const ks = ['KC-0142', 'KC-0177', 'KC-0203', 'KC-0261', 'KC-0290'];
    const kids = ks.flatMap((k) => [tool('push_firmware', { kiosk: k, version: '4.8.2' }, { status: 'OK', message: 'queued', time: N.iso() })]);
    return { isolates: 'Firmware queued to five distinct kiosks, identical "queued" answers, then a summary.', goal: 'Queue firmware 4.8.2 to the five mall key-cutting kiosks.', root: agent('letta.agent.run', {}, null, [llm('letta.step', {}, { messages: [{ message_type: 'reasoning_message', reasoning: 'Five kiosks in the list; queue each.' }] }), ...kids, llm('letta.step', {}, { messages: [{ message_type: 'assistant_message', content: 'Firmware 4.8.2 queued for KC-0142, KC-0177, KC-0203, KC-0261 and KC-0290.' }] })]) };
  } },
  { id: '06', domain: 'mime festival performer stage passes', style: 'Bedrock Agents trace', build(N) {
    const ps = ['Marceline', 'Théo', 'Silent Sam', 'Ana Mímica'];
    const kids = ps.flatMap((p) => [llm('orchestrationTrace.modelInvocationOutput', {}, { rationale: { text: `Create a stage pass for ${p}.` } }), tool('actionGroupInvocationOutput', { function: 'create_pass', performer: p }, { text: 'created' })]);
    kids.push(llm('orchestrationTrace.modelInvocationOutput', {}, { finalResponse: { text: 'Stage passes created for all four performers.' } }));
    return { isolates: 'Four different performers each get a pass ("created" every time); the agent gives a final response.', goal: 'Create backstage passes for the four performers added to Saturday’s mime programme.', root: agent('InvokeAgent', {}, null, kids) };
  } },
];
