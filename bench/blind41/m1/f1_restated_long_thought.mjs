import { agent, llm, tool, chain, span, tc, sys, user } from './lib.mjs';
export const meta = { family: 'restated_long_thought', loop: true, stagnation: true };
export const scenarios = [
// 01 tin can recycling - LangSmith / LangGraph run tree
(c) => {
  const think = 'The baler on line 2 reported a bale weight of 412 kg against the 450 kg contract minimum, so before I raise a short-weight claim with the buyer I need the scale calibration certificate for weighbridge WB-2 and the bale tag list for lot TC-8812, then compare tags against the despatch note.';
  const certOut = { cert_no: 'CAL-WB2-0419', valid_until: '2024-11-30', status: 'current', fetched_at: c.iso(c.tick()), trace: c.uuid() };
  return { isolates: 'A long assistant plan is restated almost word for word after a tool returns the same certificate it returned before; nothing new is learned and the run is cut off.',
    goal: 'Decide whether to file a short-weight claim for crushed tin-can bale lot TC-8812 with the aluminium buyer.',
    root: agent('LangGraph', { messages: [{ type: 'human', content: 'Check lot TC-8812 short weight, file claim if justified.' }] }, null, [
      chain('agent', { step: 1 }, null, [llm('ChatOpenAI', { messages: [[sys('You are the yard ops assistant for Northgate Can Recovery.'), user('Check lot TC-8812 short weight, file claim if justified.')]] }, { generations: [[{ text: think, message: tc(c, 'get_calibration_cert', { scale_id: 'WB-2' }, think) }]], llm_output: { token_usage: { prompt_tokens: 611, completion_tokens: 94 }, model_name: 'gpt-4o-2024-08-06' } }, { metadata: { langgraph_node: 'agent', langgraph_step: 1, run_id: c.uuid() } })]),
      chain('tools', { step: 2 }, null, [tool('get_calibration_cert', { scale_id: 'WB-2' }, JSON.stringify(certOut), { metadata: { langgraph_node: 'tools', langgraph_step: 2 } })]),
      chain('agent', { step: 3 }, null, [llm('ChatOpenAI', { messages: [['...', { type: 'tool', content: JSON.stringify(certOut) }]] }, { generations: [[{ text: think.replace('so before I raise', 'so before raising'), message: tc(c, 'get_calibration_cert', { scale_id: 'WB-2' }, think.replace('so before I raise', 'so before raising')) }]], llm_output: { token_usage: { prompt_tokens: 748, completion_tokens: 93 } } }, { metadata: { langgraph_node: 'agent', langgraph_step: 3, run_id: c.uuid() } })]),
      chain('tools', { step: 4 }, null, [tool('get_calibration_cert', { scale_id: 'WB-2' }, JSON.stringify({ ...certOut, fetched_at: c.iso(c.tick()), trace: c.uuid() }), { metadata: { langgraph_node: 'tools', langgraph_step: 4 } })]),
    ], { error: 'GraphRecursionError: Recursion limit of 4 reached without hitting a stop condition.', metadata: { ls_run_id: c.uuid(), thread_id: 'tc-8812' } }) };
},
// 02 night ferries - Anthropic Messages API logs
(c) => {
  const t1 = 'Cabin allocation for the 22:45 Rosslare sailing is oversubscribed by 14 berths, so I should first confirm which bookings are flagged as accessible cabins, because those cannot be moved to reclining seats, and only then offer the remaining passengers the upgrade-to-next-night voucher per policy 7.3.';
  const t2 = 'Cabin allocation for the 22:45 Rosslare sailing is oversubscribed by 14 berths, so I should first confirm which bookings are flagged as accessible cabins, since those cannot be moved to reclining seats, and only then offer the remaining passengers the upgrade-to-next-night voucher under policy 7.3.';
  const res = (id) => ({ type: 'tool_result', tool_use_id: id, content: 'sailing=NF2245 accessible_cabins=6 flagged_bookings=[B77120,B77133,B77141,B77150,B77161,B77170] generated=' + c.isoNoMs(c.tick()) });
  const u1 = c.tooluId(), u2 = c.tooluId();
  return { isolates: 'One long assistant reasoning paragraph about cabin overbooking is repeated near-verbatim after the same tool result comes back, and the log ends there.',
    goal: 'Resolve cabin overbooking on the 22:45 night ferry sailing and notify displaced passengers.',
    root: agent('messages-session', { model: 'claude-3-5-sonnet-20241022', session: c.uuid() }, null, [
      llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', max_tokens: 2048, system: 'You are the night sailing purser assistant.', messages: [user('NF2245 is overbooked on cabins. Sort it out.')] }, { id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: t1 }, { type: 'tool_use', id: u1, name: 'list_accessible_cabins', input: { sailing: 'NF2245' } }], stop_reason: 'tool_use', usage: { input_tokens: 903, output_tokens: 121 } }, { metadata: { 'request-id': c.reqId('req_01'), 'anthropic-ratelimit-tokens-remaining': 79120 } }),
      tool('list_accessible_cabins', { sailing: 'NF2245' }, res(u1)),
      llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: ['…', { role: 'user', content: [res(u1)] }] }, { id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: t2 }, { type: 'tool_use', id: u2, name: 'list_accessible_cabins', input: { sailing: 'NF2245' } }], stop_reason: 'tool_use', usage: { input_tokens: 1140, output_tokens: 119 } }, { metadata: { 'request-id': c.reqId('req_01'), 'anthropic-ratelimit-tokens-remaining': 77410 } }),
      tool('list_accessible_cabins', { sailing: 'NF2245' }, res(u2)),
      span('event', 'session.terminated', { reason: 'max_turns' }, { turns: 2, ended_at: c.http(c.tick()) }),
    ]) };
},
// 03 chalk mines - CrewAI
(c) => {
  const th = 'Thought: The roof-bolt inspection for gallery C4 shows three bolts with load readings under 18 kN, and the shift supervisor asked whether the gallery can reopen; I need the geotechnical threshold from the ground control plan before deciding, since reopening below threshold would breach the permit.';
  const th2 = 'Thought: The roof-bolt inspection for gallery C4 shows three bolts with load readings under 18 kN, and the shift supervisor asked whether gallery C4 can reopen; I need the geotechnical threshold from the ground control plan before deciding, because reopening below threshold would breach the permit.';
  const obs = 'Ground Control Plan rev 11, section 4.2: minimum residual bolt load 20 kN in chalk galleries; retrieved from doc store node gcp-' + c.int(1, 4) + ' in ' + c.dur() + 'ms';
  return { isolates: 'A CrewAI agent repeats its long Thought almost verbatim after the ground-control tool returns the same passage; it never concludes.',
    goal: 'Decide whether chalk mine gallery C4 can reopen after the roof-bolt inspection.',
    root: agent('Crew', { crew: 'mine_safety_crew', process: 'sequential' }, null, [
      agent('Ground Control Officer', { task: 'Assess gallery C4 reopening', expected_output: 'REOPEN or KEEP CLOSED with reason' }, null, [
        llm('litellm.completion', { model: 'gpt-4o-mini', messages: [sys('You are Ground Control Officer. Use the tools available.'), user('Assess gallery C4 reopening. Bolt readings: 22, 17.4, 16.9, 17.8, 24 kN')] }, th + '\nAction: search_ground_control_plan\nAction Input: {"query": "minimum bolt load chalk gallery"}'),
        tool('search_ground_control_plan', '{"query": "minimum bolt load chalk gallery"}', obs),
        llm('litellm.completion', { model: 'gpt-4o-mini', messages: ['…', { role: 'user', content: 'Observation: ' + obs }] }, th2 + '\nAction: search_ground_control_plan\nAction Input: {"query": "minimum bolt load chalk gallery"}'),
        tool('search_ground_control_plan', '{"query": "minimum bolt load chalk gallery"}', obs.replace(/node gcp-\d/, 'node gcp-' + c.int(1, 4)).replace(/in \d+ms/, 'in ' + c.dur() + 'ms')),
      ], { error: 'Agent stopped due to iteration limit or time limit.', metadata: { crewai_version: '0.80.0', max_iter: 2 } }),
    ], { metadata: { crew_id: c.uuid() } }) };
},
// 04 accordion schools - Pydantic AI (Logfire)
(c) => {
  const a = 'Lesson room 3 is double-booked on Thursday at 17:00 between the beginner button-accordion group and Mrs Kowalczyk\'s private piano-accordion pupil, and since group lessons take priority under the studio rules I should move the private pupil, but only to a slot where her teacher is also free.';
  return { isolates: 'A Pydantic AI agent emits the same long reasoning paragraph twice in consecutive model requests with an identical tool result between, then hits its request limit.',
    goal: 'Resolve the Thursday 17:00 room clash at the accordion school timetable.',
    root: agent('agent run', { prompt: 'Fix the Thursday room 3 clash', 'logfire.span_type': 'span' }, null, [
      llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: [user('Fix the Thursday room 3 clash')] }, { parts: [{ part_kind: 'text', content: a }, { part_kind: 'tool-call', tool_name: 'teacher_free_slots', args: { teacher: 'A. Kowalczyk', day: 'Thu' } }] }),
      tool('running tool: teacher_free_slots', { teacher: 'A. Kowalczyk', day: 'Thu' }, { free: [], note: 'teacher fully booked Thursday', cache: 'MISS', served_by: c.host('sched') }),
      llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', messages: ['…'] }, { parts: [{ part_kind: 'text', content: a.replace('and since', 'and as') }, { part_kind: 'tool-call', tool_name: 'teacher_free_slots', args: { teacher: 'A. Kowalczyk', day: 'Thu' } }] }),
      tool('running tool: teacher_free_slots', { teacher: 'A. Kowalczyk', day: 'Thu' }, { free: [], note: 'teacher fully booked Thursday', cache: 'HIT', served_by: c.host('sched') }),
    ], { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 2', metadata: { 'logfire.msg': 'agent run', trace_id: c.hex(32) } }) };
},
// 05 hay rides - smolagents
(c) => {
  const th = 'Thought: The farm wants to know if Saturday\'s 40-seat hay-ride wagon can run the orchard loop after the rain; the loop crosses the lower meadow where the tractor got stuck in April, so I should check the ground saturation reading from the meadow probe before confirming any bookings.';
  const obs = (n) => `Execution logs:\nprobe=MEADOW-LOW vwc=0.41 m3/m3 sampled ${c.syslog(c.tick())} seq=${n}\nLast output from code snippet:\n0.41`;
  return { isolates: 'A smolagents CodeAgent restates its long Thought nearly verbatim after the probe returns the same saturation value; the step budget ends.',
    goal: 'Confirm or cancel Saturday hay-ride bookings on the orchard loop after heavy rain.',
    root: agent('CodeAgent.run', { task: 'Can the Saturday hay ride run the orchard loop?' }, null, [
      span('step', 'Step 1', { step_number: 1 }, null, [llm('OpenAIServerModel.generate', { messages: [sys('You are an expert assistant who can solve any task using code blobs.'), user('Can the Saturday hay ride run the orchard loop?')] }, th + '\nCode:\n```py\nprint(read_probe(probe_id="MEADOW-LOW"))\n```<end_code>'), tool('read_probe', { probe_id: 'MEADOW-LOW' }, obs(c.int(100, 900)))]),
      span('step', 'Step 2', { step_number: 2 }, null, [llm('OpenAIServerModel.generate', { messages: ['…'] }, th.replace("Saturday's", 'the Saturday') + '\nCode:\n```py\nprint(read_probe(probe_id="MEADOW-LOW"))\n```<end_code>'), tool('read_probe', { probe_id: 'MEADOW-LOW' }, obs(c.int(100, 900)))]),
    ], { error: 'AgentMaxStepsError: Reached max steps.', metadata: { max_steps: 2 } }) };
},
// 06 harbour cranes - OpenHands
(c) => {
  const m = 'The spreader on ship-to-shore crane STS-05 logged a twistlock fault at 03:12 during the night shift, and maintenance wants a root cause before the 07:00 berth window; the PLC alarm history should tell me whether the fault came from the landed-sensor or from the lock-position sensor.';
  const out = (t) => `$ grep -i twistlock /var/log/sts05/plc_alarms.log | tail -3\n${t} STS05 ALM 4471 TWISTLOCK_NOT_CONFIRMED side=WS\n${t} STS05 ALM 4471 TWISTLOCK_NOT_CONFIRMED side=WS\n[Command finished with exit code 0]\n[Python interpreter: /openhands/poetry/openhands-ai-${c.hex(6)}-py3.12/bin/python]`;
  return { isolates: 'An OpenHands CodeActAgent repeats the same long message after a grep returns identical alarm lines, then the run is stopped.',
    goal: 'Find the root cause of the twistlock fault on harbour crane STS-05 before the morning berth window.',
    root: agent('CodeActAgent', { task: 'Root cause STS-05 twistlock fault' }, null, [
      llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: [user('Root cause STS-05 twistlock fault')] }, { content: m, tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"grep -i twistlock /var/log/sts05/plc_alarms.log | tail -3"}' } }] }),
      tool('CmdRunAction', { command: 'grep -i twistlock /var/log/sts05/plc_alarms.log | tail -3' }, out(c.syslog(c.tick())), { metadata: { observation: 'run', exit_code: 0 } }),
      llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: ['…'] }, { content: m.replace('maintenance wants', 'the maintenance team wants'), tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"grep -i twistlock /var/log/sts05/plc_alarms.log | tail -3"}' } }] }),
      tool('CmdRunAction', { command: 'grep -i twistlock /var/log/sts05/plc_alarms.log | tail -3' }, out(c.syslog(c.tick())), { metadata: { observation: 'run', exit_code: 0 } }),
      span('event', 'AgentStateChangedObservation', { agent_state: 'stopped' }, { reason: 'user interrupted' }),
    ]) };
},
];
