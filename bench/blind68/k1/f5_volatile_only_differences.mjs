import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Loop 5: same call repeated; answers equal except for volatile values; never acted on.
export const family = { name: 'volatile_only_differences', loop: true, stagnation: false, rows: [
// 01 avalanche bulletin — OpenAI Responses API
(N) => {
  const goal = 'Tell the hut warden whether the Lyngen Alps north aspects are above danger level 3 for tomorrow and post the warning on the hut board.';
  const ch = [];
  for (let i = 0; i < 5; i++) {
    ch.push(llm('responses.create', { model: 'gpt-4.1', input: i ? `[${i * 2 + 1} items]` : goal, previous_response_id: i ? 'resp_' + N.hex(24) : null }, { id: 'resp_' + N.hex(24), output: [{ type: 'function_call', name: 'get_bulletin', arguments: JSON.stringify({ region: 3010, lang: 'en' }), call_id: 'call_' + N.b62(24) }], status: 'completed' }, { api: 'openai.responses' }));
    ch.push(tool('get_bulletin', { region: 3010, lang: 'en' }, { type: 'function_call_output', output: JSON.stringify({ RegionId: 3010, DangerLevel: 3, AvalancheProblems: [{ type: 'wind slab', aspects: ['N', 'NE'], elev_above: 800 }], PublishTime: N.isoLocal(N.tick(), 2), ValidFrom: '2024-03-14T00:00:00', RegObsId: N.int(300000, 399999), ETag: N.etag() }) }));
  }
  return { goal, isolates: 'The bulletin is fetched five times with identical arguments; every answer is danger level 3 with only publish time, obs id and etag changing, and the warning is never posted.', root: agent('responses session', { goal }, null, ch, { api: 'openai.responses', truncated: true }) };
},
// 02 maple sugar shack — LlamaIndex
(N) => {
  const goal = 'Decide whether to draw off syrup from evaporator pan 2 and record the batch.';
  const ch = [];
  for (let i = 0; i < 5; i++) {
    ch.push(llm('OpenAI.chat', { messages: `[${i * 2 + 1}]` }, { message: { role: 'assistant', content: null, additional_kwargs: { tool_calls: [call(N, 'read_pan', { pan: 2, attempt: i + 1 })] } } }, { 'llamaindex.event': 'LLMChatEndEvent' }));
    ch.push(tool('FunctionTool.call read_pan', { pan: 2, attempt: i + 1 }, `pan=2 temp_f=218.9 brix=66.2 draw_off_ready=true sample_id=${N.uuid()} read_at=${N.hms()} fw=v3.1 host=${N.host('sap-plc')}`, { 'llamaindex.event': 'ToolCallEvent' }));
  }
  return { goal, isolates: 'The pan reading says ready (66.2 Brix) five times in a row with only sample id, time and host differing; the agent never draws off or records the batch.', root: agent('FunctionAgent.run', { user_msg: goal }, null, ch, { framework: 'llama-index', workflow: 'AgentWorkflow', timeout: 'WorkflowTimeoutError' }) };
},
// 03 vineyard frost fans — Haystack
(N) => {
  const goal = 'Start the frost fans in block C if the canopy temperature is below 0.5 °C, otherwise leave them off; report what was done.';
  const ch = [];
  for (let i = 0; i < 6; i++) {
    ch.push(llm('OpenAIChatGenerator', { messages: `[${i * 2 + 1}]` }, { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'canopy_temp', arguments: { block: 'C', client_ts: N.iso() } } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    ch.push(tool('ToolInvoker', { tool_name: 'canopy_temp', block: 'C' }, { tool_messages: [{ _content: [{ result: `{"block":"C","sensor":"wet-bulb-3","canopy_c":-0.7,"trend":"falling","lora_rssi":${-N.int(90, 118)},"frame_cnt":${N.int(10000, 99999)},"gw":"${N.host('gw')}"}` }] }] }, { 'haystack.component.type': 'ToolInvoker' }));
  }
  return { goal, isolates: 'Canopy is -0.7 °C in all six identical reads (only client timestamp, RSSI, frame counter and gateway vary) and the agent keeps reading instead of starting the fans.', root: agent('Pipeline.run', { data: { prompt: goal } }, null, ch, { framework: 'haystack', max_runs_per_component: 6 }) };
},
// 04 seed bank freezer — DSPy ReAct
(N) => {
  const goal = 'Check the -18 °C vault freezer B2 alarm and, if the door sensor is the cause, open a facilities ticket.';
  const ch = [];
  for (let i = 0; i < 5; i++) {
    ch.push(llm('dspy.ReAct.predict', { trajectory: `[${i} steps]` }, { next_thought: ['First check the freezer status.', 'Door shows open; read again in case the contact is bouncing.', 'Air is at -16.4, maybe it recovers; poll once more.', 'Want a third consistent reading before deciding.', 'One more status read before the ticket.'][i], next_tool_name: 'freezer_status', next_tool_args: { unit: 'B2' } }, { 'dspy.module': 'ReAct', lm: 'openai/gpt-4o-mini' }));
    ch.push(tool('freezer_status', { unit: 'B2' }, `UNIT B2 | setpoint -18.0C | air -16.4C | door_contact OPEN | alarm DOOR_AJAR since ${N.syslog()} | poll#${N.int(1000, 9999)} | ${N.dur()}`));
  }
  return { goal, isolates: 'DSPy ReAct keeps calling freezer_status; the door is OPEN every time with only poll number, duration and sensor time changing, and no ticket is opened.', root: agent('ReAct.forward', { goal }, null, ch, { framework: 'dspy', max_iters: 5 }) };
},
// 05 hot-air balloon launch permit — Bedrock Agents
(N) => {
  const goal = 'Confirm the airspace permit for tomorrow\'s 06:10 balloon launch from Cappadocia field G and send the crew brief.';
  const ch = [];
  for (let i = 0; i < 4; i++) {
    ch.push(llm('orchestrationTrace.modelInvocation', { text: `[prompt ${N.int(3000, 4000)} chars]` }, { rationale: { text: ['I need to check the permit status with the aviation authority API.', 'Permit looks approved; verify the slot did not move.', 'Confirm the approval is still current before briefing.', 'Double-check the issue time of the approval.'][i] }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'permits', apiPath: '/permit/status', verb: 'get', parameters: [{ name: 'field', value: 'G' }, { name: 'date', value: '2024-10-05' }] } } }, { traceId: N.uuid() + '-' + i }));
    ch.push(tool('actionGroupInvocationOutput', { apiPath: '/permit/status' }, { text: JSON.stringify({ permit: 'SHGM-G-1005', status: 'APPROVED', slot: '06:10-08:30', issued: N.http(), x_amzn_requestid: N.uuid() }) }));
  }
  ch.push(llm('orchestrationTrace.modelInvocation', { text: '[prompt]' }, { rationale: { text: 'Let me check the permit status once more.' } }, { traceId: N.uuid() }));
  return { goal, isolates: 'The permit is APPROVED in four identical answers differing only in request id and issue header; the agent re-checks again and never sends the crew brief.', root: agent('InvokeAgent', { inputText: goal, sessionId: N.uuid() }, null, ch, { framework: 'bedrock-agents', agentId: N.b62(10).toUpperCase() }) };
},
// 06 ferris wheel operations — AgentOps session
(N) => {
  const goal = 'Check the wind sensor on the riverside observation wheel and either resume rotation or keep it stopped, then log the decision.';
  const ch = [];
  for (let i = 0; i < 5; i++) {
    ch.push(llm('LLMEvent', { prompt: `[${i * 2 + 1} messages]` }, { completion: { role: 'assistant', tool_calls: [call(N, 'wheel_wind', { station: 'hub', retry: i })] } }, { agentops_event: 'llm', model: 'gpt-4o' }));
    ch.push(tool('ToolEvent wheel_wind', { station: 'hub', retry: i }, `[${N.iso()}] hub anemometer: 9.2 m/s avg(60s), gust 12.8 m/s, dir 241°; limit 15 m/s; state=STOPPED_MANUAL; trace=${N.hex(16)}`, { agentops_event: 'tool' }));
  }
  return { goal, isolates: 'The anemometer reading is the same below-limit value five times (only timestamp, trace id and retry counter differ), and the agent never resumes or logs anything.', root: agent('AgentOps session', { goal }, { end_state: 'Indeterminate' }, ch, { framework: 'agentops', session_id: N.uuid() }) };
},
] };
