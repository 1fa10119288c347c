// Loop: same call again and again, answers equal apart from volatile values, never acted on.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'noise_only_variation_repeats';
export const LOOP = true;

// 01 rooftop apiary hive scale, Mastra
function r01(N) {
  const goal = 'Hive 4 on the Barbican rooftop apiary lost weight overnight. Check the hive scale and decide whether to schedule an inspection for swarming.';
  const kids = [];
  const thoughts = ['Reading hive 4 scale.', 'Let me read the scale once more.', 'Checking the latest reading again.', 'One more read of the scale.', 'Reading again to confirm.'];
  for (let i = 0; i < 5; i++) {
    kids.push(span('llm', 'llm: gpt-4o', { messages: `[${1 + 2 * i}]` }, { text: thoughts[i], toolCalls: [{ toolName: 'hiveScale', args: { hiveId: 'BRB-04' } }] }, [], { metadata: { componentName: 'apiary-agent', 'mastra.step': i } }));
    N.tick(30000, 90000);
    kids.push(span('tool', 'tool: hiveScale', { hiveId: 'BRB-04' }, { hiveId: 'BRB-04', weight_kg: 38.6, delta_24h_kg: -2.9, temp_inner_c: 34.8, last_sample: N.isoOff(1), gateway: N.host('lorawan-gw', 4), rssi: -N.int(96, 104), fcnt: 18822 + i * N.int(1, 3) }, [], { metadata: { toolCallId: 'call_' + N.b62(24), 'mastra.tool.duration_ms': N.ms() } }));
  }
  return {
    isolates: 'Five identical hive-scale reads return the same weight and 24 h loss, differing only in sample time, gateway replica, RSSI and frame counter; the agent never decides on an inspection.',
    stagnation: false, goal,
    root: agent('agent.generate apiary-agent', { messages: [{ role: 'user', content: goal }], maxSteps: 5 }, { text: 'Reading again to confirm.', finishReason: 'tool-calls' }, kids, { 'mastra.agent': 'apiary-agent', runId: N.uuid() }),
  };
}

// 02 climbing gym route-setting board, LangSmith run tree
function r02(N) {
  const goal = 'Wall 3 at Cragside Climbing is due to be reset. Check the route board for which problems on wall 3 are past their 6-week strip date and plan the reset.';
  const kids = [];
  for (let i = 0; i < 6; i++) {
    const args = { wall: 3, as_of: N.isoSec() };
    kids.push(span('llm', 'ChatAnthropic', { messages: `[${1 + 2 * i}]` }, { generations: [{ text: '', message: { tool_calls: [{ name: 'route_board', args, id: 'toolu_' + N.b62(22) }] } }] }, [], { metadata: { run_type: 'llm', run_id: N.uuid(), ls_model_name: 'claude-3-5-haiku-20241022' } }));
    N.tick(2000, 8000);
    kids.push(span('tool', 'route_board', { input: JSON.stringify(args) }, { output: `wall 3 | 14 problems | strip due: 9 (V0 x2, V2 x3, V3, V4 x2, V6) | setter on shift: Aoife | board rev ${N.hex(7)} | cached ${N.int(1, 59)}s ago | ${N.pick(['edge-lhr', 'edge-man', 'edge-dub'])}-${N.int(10, 40)}` }, [], { metadata: { run_type: 'tool', run_id: N.uuid() } }));
  }
  return {
    isolates: 'Six route-board calls whose only argument change is a client as_of timestamp return the same nine due problems with new revision hashes, cache ages and edge nodes; no reset plan is made.',
    stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, null, kids, { run_type: 'chain', ls_project: 'cragside-setting', error_note: 'Agent stopped due to iteration limit or time limit.' }),
  };
}

// 03 planetarium dome projector status, OpenTelemetry GenAI
function r03(N) {
  const goal = 'Before tonight\'s 19:30 show at the Kelso Planetarium, confirm all six dome projectors are blended and ready, and alert the technician if not.';
  const kids = [];
  for (let i = 0; i < 5; i++) {
    const attempt = i + 1;
    kids.push(span('llm', 'chat gpt-4.1-mini', { 'gen_ai.input.messages': `[${1 + 2 * i}]` }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'projector_status', arguments: { dome: 'main', attempt } }] }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) } }));
    N.tick(5000, 15000);
    kids.push(span('tool', 'execute_tool projector_status', { dome: 'main', attempt }, { 'gen_ai.tool.call.result': `STATUS dome=main at ${N.clf()}\nP1 READY lamp=1843h\nP2 READY lamp=1851h\nP3 WARMUP lamp=2210h shutter=closed\nP4 READY lamp=1839h\nP5 READY lamp=1860h\nP6 READY lamp=1844h\nblend=DEGRADED (P3)\nsession=${N.hex(12)} poll_seq=${4000 + i * N.int(3, 9)} controller=${N.host('ds-ctl', 2)}` }, [], { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': 'call_' + N.b62(24) } }));
  }
  return {
    isolates: 'Five status queries differing only in an attempt counter return P3 stuck in WARMUP with the same lamp hours each time; only the timestamp, session and poll sequence vary and the technician is never alerted.',
    stagnation: false, goal,
    root: span('agent', 'invoke_agent dome-ops', { 'gen_ai.agent.name': 'dome-ops', input: goal }, null, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'planetarium-ops' } }),
  };
}

// 04 velodrome timing system, Letta; inner monologue repeats
function r04(N) {
  const goal = 'The photo-finish for heat 2 of the keirin at Newport velodrome is disputed. Fetch the official timing result and tell the commissaire who won.';
  const mono = 'The commissaire needs the heat 2 keirin result, and the timing system is the authority, so I will fetch the official timing result for heat 2 again before replying.';
  const kids = [];
  for (let i = 0; i < 5; i++) {
    kids.push(llm('LLM request', { messages: `[${4 + 2 * i}]`, model: 'letta-free' }, { messages: [{ message_type: 'reasoning_message', reasoning: mono }, { message_type: 'tool_call_message', tool_call: { name: 'get_timing_result', arguments: JSON.stringify({ event: 'KEIRIN-M', heat: 2, request_heartbeat: true }) } }] }, { step_id: 'step-' + N.uuid() }));
    N.tick(3000, 12000);
    kids.push(tool('get_timing_result', { event: 'KEIRIN-M', heat: 2 }, { message_type: 'tool_return_message', status: 'success', tool_return: JSON.stringify({ status: 'OK', message: `heat=2 state=UNDER_REVIEW photo_finish=pending first=null readout_at=${N.hms()} device=TAG-Heuer-PF${N.int(1, 2)} seq=${N.int(9000, 9999)}`, time: N.isoOff(1) }) }, { tool_call_id: 'call_' + N.b62(24) }));
  }
  return {
    isolates: 'A Letta agent fetches the same heat result five times; each answer says UNDER_REVIEW with only readout time, device and sequence numbers changing, and its reasoning message is the same sentence every step.',
    stagnation: true, goal,
    root: agent('Agent.step', { agent_id: 'agent-' + N.uuid(), messages: [{ role: 'user', content: goal }] }, { stop_reason: 'max_steps', usage: { step_count: 10 } }, kids, { 'letta.version': '0.6.50' }),
  };
}

// 05 mushroom farm CO2, DSPy ReAct
function r05(N) {
  const goal = 'Fruiting room B of the oyster mushroom farm shows long stems. Check CO2 in room B and adjust the fresh-air exchange if it is above 800 ppm.';
  const kids = [];
  const tr = [];
  for (let i = 0; i < 5; i++) {
    const thought = ['Need the current CO2 level in room B.', 'The reading says 1,420 ppm; I should verify the sensor value.', 'Verify the reading once more before changing fans.', 'Read CO2 room B again.', 'Check CO2 in room B.'][i];
    kids.push(llm('Predict(StringSignature(question, trajectory -> next_thought, next_tool_name, next_tool_args))', { question: goal, trajectory: `[${i} steps]` }, { next_thought: thought, next_tool_name: 'read_co2', next_tool_args: { room: 'B' } }, { 'dspy.lm': 'openai/gpt-4o-mini', 'dspy.adapter': 'ChatAdapter' }));
    N.tick(20000, 40000);
    kids.push(tool('Tool.__call__', { name: 'read_co2', args: { room: 'B' } }, `room=B co2_ppm=1420 rh=91% temp=17.9C sensor=SCD41#${N.hex(6)} ts=${N.epoch()} uptime=${N.int(80000, 90000)}s fw=1.3.${N.int(1, 2)}`, { 'dspy.tool': 'read_co2' }));
  }
  return {
    isolates: 'DSPy ReAct reads the same room CO2 five times, always 1420 ppm with new sensor id suffix, epoch and uptime, and never adjusts the air exchange.',
    stagnation: false, goal,
    root: agent('ReAct.forward', { question: goal }, { error: 'max_iters=5 reached', trajectory_len: 5 }, [chain('Module.__call__', {}, null, kids, { 'dspy.module': 'ReAct' })], { 'dspy.version': '2.6.3' }),
  };
}

// 06 model rocketry launch waiver, Gemini API function calling
function r06(N) {
  const goal = 'Our club launch at Black Rock Meadow on Saturday needs an active airspace waiver. Check the waiver status and, if approved, post the NOTAM number to the club channel.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    const cts = N.iso();
    kids.push(llm('models.generateContent', { model: 'gemini-2.5-flash', contents: `[${1 + 2 * i} Content]` }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_waiver_status', args: { waiver_id: 'WVR-2025-0418', client_ts: cts } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 300 + 90 * i }, responseId: N.b62(22) }, { 'x-goog-request-id': N.hex(16) }));
    N.tick(1000, 5000);
    kids.push(tool('get_waiver_status', { waiver_id: 'WVR-2025-0418', client_ts: cts }, { functionResponse: { name: 'get_waiver_status', response: { waiver: 'WVR-2025-0418', state: 'APPROVED', notam: '0/4417', ceiling_ft_agl: 8000, window: 'SAT 1600Z-2300Z', etag: N.etag(), 'x-amzn-trace-id': `Root=1-${N.hex(8)}-${N.hex(24)}`, checked: N.http() } } }, {}));
  }
  return {
    isolates: 'Gemini function calls with only a client timestamp changing return the same APPROVED waiver and NOTAM four times (new etags, trace ids, dates); the NOTAM is never posted.',
    stagnation: false, goal,
    root: agent('chat.send_message', { message: goal, automatic_function_calling: { maximum_remote_calls: 4 } }, { text: null, note: 'AFC remote call limit reached' }, kids, { sdk: 'google-genai 1.12.1' }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
