import { agent, llm, tool, chain, call, span } from './lib.mjs';
// Loop 1: one long reasoning step repeated near-verbatim with nothing new observed in between.
export const family = { name: 'one_long_step_restated', loop: true, stagnation: true, rows: [
// 01 ferry ticketing desk — Vercel AI SDK ai.* spans
(N) => {
  const goal = 'Resolve the double allocation of vehicle lane 4B on the 07:40 Hirtshals sailing and tell the desk which booking keeps the slot.';
  const man = { sailing: 'HRT-0740', deck: 'B', lane: '4B', lane_length_m: 18.5, allocations: [{ booking: 'FJ-88213', vehicle: 'motorhome', length_m: 8.9, checked_in: N.iso() }, { booking: 'FJ-88347', vehicle: 'car+trailer', length_m: 11.2, checked_in: null }], generated_at: N.iso(), source_node: N.host('pms') };
  const think = 'Lane 4B is 18.5 metres and the two allocations total 20.1 metres, so both cannot fit. The motorhome booking FJ-88213 is already checked in while the car and trailer booking FJ-88347 has not arrived, so the fair rule is that the checked-in vehicle keeps 4B and the trailer gets moved to an overflow lane on deck C. Before telling the desk I should confirm the manifest once more.';
  const think2 = 'Lane 4B is 18.5 metres and the two allocations add up to 20.1 metres, so both cannot fit. The motorhome booking FJ-88213 is already checked in while the car and trailer booking FJ-88347 has not arrived, so the fair rule is that the checked-in vehicle keeps 4B and the trailer is moved to an overflow lane on deck C. Before telling the desk I should confirm the manifest once more.';
  const tc = (id) => ({ toolCallType: 'function', toolCallId: id, toolName: 'getDeckManifest', args: '{"sailing":"HRT-0740","deck":"B","lane":"4B"}' });
  const id1 = 'call_' + N.b62(24), id2 = 'call_' + N.b62(24);
  const m = { 'ai.model.id': 'gpt-4o-2024-08-06', 'ai.model.provider': 'openai.chat' };
  return { goal, isolates: 'A long lane-allocation reasoning paragraph is restated almost word for word after a manifest re-check that returned the same data, then the run is cut off.', root: agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.text': null, 'ai.response.finishReason': 'length' }, [
    llm('ai.generateText.doGenerate', { 'ai.prompt.messages': [{ role: 'system', content: 'You are the duty assistant at the Hirtshals ticket desk.' }, { role: 'user', content: goal }] }, { 'ai.response.text': '', 'ai.response.toolCalls': [tc(id1)], 'ai.response.finishReason': 'tool-calls', 'ai.usage.promptTokens': 412, 'ai.usage.completionTokens': 31 }, m),
    tool('ai.toolCall', { 'ai.toolCall.name': 'getDeckManifest', 'ai.toolCall.args': '{"sailing":"HRT-0740","deck":"B","lane":"4B"}' }, { 'ai.toolCall.result': man }, { 'ai.toolCall.id': id1 }),
    llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…3 messages]' }, { 'ai.response.text': think, 'ai.response.toolCalls': [tc(id2)], 'ai.response.finishReason': 'tool-calls', 'ai.usage.completionTokens': 118 }, m),
    tool('ai.toolCall', { 'ai.toolCall.name': 'getDeckManifest', 'ai.toolCall.args': '{"sailing":"HRT-0740","deck":"B","lane":"4B"}' }, { 'ai.toolCall.result': { ...man, generated_at: N.iso(), source_node: N.host('pms') } }, { 'ai.toolCall.id': id2 }),
    llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[…5 messages]' }, { 'ai.response.text': think2, 'ai.response.toolCalls': [], 'ai.response.finishReason': 'length', 'ai.usage.completionTokens': 120 }, m),
  ], { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': 6, 'ai.telemetry.functionId': 'ferry-desk-resolver' }) };
},
// 02 hop kiln — Anthropic Messages API logs with thinking blocks
(N) => {
  const goal = 'Decide whether kiln floor 2 at Brookhurst oast can be unloaded now or needs another drying hour, based on the probe readings.';
  const rd = () => ({ kiln: 'BH-2', probes: [{ id: 'P1', depth_cm: 10, moisture_pct: 10.8 }, { id: 'P2', depth_cm: 30, moisture_pct: 12.4 }, { id: 'P3', depth_cm: 50, moisture_pct: 13.1 }], air_on_c: 62, reheat: 'off', read_at: N.syslog(), logger_seq: N.int(40000, 49999) });
  const th = 'The target for Fuggle cones is about 10 percent moisture throughout the bed. The top probe is at 10.8 but the middle and bottom probes are still at 12.4 and 13.1, which means the lower layers are lagging and unloading now would risk mould in the pockets. With air on at 62 degrees another hour should bring the bottom down; I will re-read the probes to be sure before answering.';
  const th2 = 'The target for Fuggle cones is about 10 percent moisture throughout the bed. The top probe reads 10.8 but the middle and bottom probes are still at 12.4 and 13.1, which means the lower layers are lagging and unloading now would risk mould in the pockets. With air on at 62 degrees another hour should bring the bottom down; I will re-read the probes to be sure before answering.';
  const tu = (id) => ({ type: 'tool_use', id, name: 'read_kiln_probes', input: { kiln: 'BH-2' } });
  const a = 'toolu_01' + N.b62(22), b = 'toolu_01' + N.b62(22);
  const mk = (id) => ({ 'anthropic.request_id': N.reqId('req_011C'), model: 'claude-3-7-sonnet-20250219' });
  return { goal, isolates: 'An extended-thinking block explaining the moisture gradient is emitted a second time nearly verbatim after an identical probe read, then the log ends.', root: agent('messages.session', { goal }, { stop_reason: 'max_tokens' }, [
    llm('POST /v1/messages', { model: 'claude-3-7-sonnet-20250219', max_tokens: 1024, messages: [{ role: 'user', content: goal }] }, { content: [{ type: 'text', text: 'Let me read the probes on floor 2.' }, tu(a)], stop_reason: 'tool_use', usage: { input_tokens: 388, output_tokens: 61 } }, mk()),
    tool('read_kiln_probes', { kiln: 'BH-2' }, { type: 'tool_result', tool_use_id: a, content: JSON.stringify(rd()) }),
    llm('POST /v1/messages', { messages: '[3 messages]' }, { content: [{ type: 'thinking', thinking: th, signature: N.b62(32) }, tu(b)], stop_reason: 'tool_use', usage: { output_tokens: 140 } }, mk()),
    tool('read_kiln_probes', { kiln: 'BH-2' }, { type: 'tool_result', tool_use_id: b, content: JSON.stringify(rd()) }),
    llm('POST /v1/messages', { messages: '[5 messages]' }, { content: [{ type: 'thinking', thinking: th2, signature: N.b62(32) }], stop_reason: 'max_tokens', usage: { output_tokens: 1024 } }, mk()),
  ], { source: 'anthropic-messages-log', session: N.uuid() }) };
},
// 03 observatory dome motor — LangGraph / LangSmith runs
(N) => {
  const goal = 'Find out why the Kestrel Hill dome shutter stops at 40% open and propose a safe fix for tonight.';
  const st = () => ({ shutter_pos_pct: 40, motor_current_a: 7.9, limit_sw_upper: false, limit_sw_lower: false, rain_sensor: 'dry', fault: 'E17 OVERCURRENT_TRIP', plc_uptime_s: N.int(300000, 400000), polled: N.iso() });
  const plan = 'The controller trips with E17 overcurrent at 40 percent open and the current reading is 7.9 amps against a 6 amp trip setting. Neither limit switch is engaged and the rain sensor is dry, so this is a mechanical drag on the shutter chain around the 40 percent point, probably ice or a slipped track roller. The safe plan is to keep the shutter closed tonight and send someone to inspect the track; first let me re-poll the controller status to confirm.';
  const plan2 = 'The controller trips with E17 overcurrent at 40 percent open and the current reading is 7.9 amps against the 6 amp trip setting. Neither limit switch is engaged and the rain sensor is dry, so this is mechanical drag on the shutter chain around the 40 percent point, probably ice or a slipped track roller. The safe plan is to keep the shutter closed tonight and send someone to inspect the track; first let me re-poll the controller status to confirm.';
  const rid = () => N.uuid();
  const ai = (content, tcs) => ({ generations: [[{ message: { type: 'ai', content, tool_calls: tcs } }]] });
  const c1 = { name: 'dome_status', args: { dome: 'KH-1' }, id: 'call_' + N.b62(24) }, c2 = { ...c1, id: 'call_' + N.b62(24) }, c3 = { ...c1, id: 'call_' + N.b62(24) };
  return { goal, isolates: 'The diagnosis paragraph about the overcurrent trip is produced twice, nearly word for word, around a status poll that returned the same fault.', root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, null, [
    chain('agent', {}, {}, [llm('ChatOpenAI', { messages: [[{ type: 'system', content: 'Observatory facilities assistant.' }, { type: 'human', content: goal }]] }, ai('', [c1]), { run_id: rid(), ls_model_name: 'gpt-4o-mini', ls_provider: 'openai' })], { langgraph_step: 1, langgraph_node: 'agent' }),
    chain('tools', {}, {}, [tool('dome_status', { dome: 'KH-1' }, { content: JSON.stringify(st()), tool_call_id: c1.id }, { run_id: rid() })], { langgraph_step: 2, langgraph_node: 'tools' }),
    chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[…]' }, ai(plan, [c2]), { run_id: rid(), ls_model_name: 'gpt-4o-mini' })], { langgraph_step: 3, langgraph_node: 'agent' }),
    chain('tools', {}, {}, [tool('dome_status', { dome: 'KH-1' }, { content: JSON.stringify(st()), tool_call_id: c2.id }, { run_id: rid() })], { langgraph_step: 4, langgraph_node: 'tools' }),
    chain('agent', {}, {}, [llm('ChatOpenAI', { messages: '[…]' }, ai(plan2, [c3]), { run_id: rid(), ls_model_name: 'gpt-4o-mini' })], { langgraph_step: 5, langgraph_node: 'agent' }),
  ], { run_type: 'chain', error: null, end_reason: 'GraphRecursionError: Recursion limit of 6 reached' }) };
},
// 04 bell foundry — CrewAI
(N) => {
  const goal = 'Estimate the bronze charge for casting the new treble bell (target note F#5) and book a pour slot in the furnace schedule.';
  const spec = () => ({ bell: 'treble', note: 'F#5', diameter_mm: 642, profile: 'Taylor-M', est_mass_kg: 178, alloy: '77Cu-23Sn', sheet_rev: 'C', fetched: N.http() });
  const t = 'Thought: The profile sheet gives a finished mass of 178 kg for a 642 mm treble in 77/23 bell metal. Allowing about 15 percent for the runner, riser and tuning metal that is lathed away, the charge should be roughly 205 kg of bronze, which fits the small furnace. I still need to confirm the profile sheet revision before booking the slot.';
  const t2 = 'Thought: The profile sheet gives a finished mass of 178 kg for a 642 mm treble in 77/23 bell metal. Allowing roughly 15 percent for the runner, riser and tuning metal that is lathed away, the charge should be about 205 kg of bronze, which fits the small furnace. I still need to confirm the profile sheet revision before booking the slot.';
  return { goal, isolates: 'A CrewAI agent repeats its long charge-calculation Thought almost verbatim after re-reading an unchanged profile sheet, and the task is never completed.', root: agent('Crew: foundry_planning', { inputs: { bell: 'treble F#5' } }, null, [
    agent('Task: estimate_charge', { description: goal, agent: 'Foundry Metallurgist' }, null, [
      llm('LLM call', { messages: [{ role: 'system', content: 'You are Foundry Metallurgist. Use tools in the format Action/Action Input.' }, { role: 'user', content: goal }] }, 'Thought: I need the bell profile sheet first.\nAction: read_profile_sheet\nAction Input: {"bell": "treble"}', { model: 'gpt-4o' }),
      tool('read_profile_sheet', '{"bell": "treble"}', JSON.stringify(spec())),
      llm('LLM call', { messages: '[…]' }, t + '\nAction: read_profile_sheet\nAction Input: {"bell": "treble"}', { model: 'gpt-4o' }),
      tool('read_profile_sheet', '{"bell": "treble"}', JSON.stringify(spec())),
      llm('LLM call', { messages: '[…]' }, t2 + '\nAction: read_profile_sheet\nAction Input: {"bell": "treble"}', { model: 'gpt-4o' }),
    ], { crewai_task_id: N.uuid() }),
  ], { framework: 'crewai', crew_id: N.uuid(), status: 'max_iter_reached' }) };
},
// 05 rope-access window cleaning — plain message-level trace
(N) => {
  const goal = 'Decide if the rope-access team can start the east facade of Halden Tower at 09:00 given the wind forecast.';
  const wx = () => ({ site: 'Halden Tower roof', forecast: [{ t: '09:00', gust_ms: 13.4, mean_ms: 8.1 }, { t: '10:00', gust_ms: 14.9, mean_ms: 9.0 }, { t: '11:00', gust_ms: 11.2, mean_ms: 7.2 }], model_run: '06Z', issued: N.isoLocal(), station: 'HLD-RF' });
  const say = 'Our rope-access limit is a 12 metre per second gust at roof level. The forecast shows 13.4 at nine and 14.9 at ten, dropping to 11.2 only by eleven, so a nine o clock start on the east facade is not safe; the team could rig at ten thirty and drop at eleven if the gusts follow the forecast. Let me re-check the forecast for the roof station before I confirm.';
  const say2 = 'Our rope-access limit is a 12 metre per second gust at roof level. The forecast shows 13.4 at nine and 14.9 at ten, dropping to 11.2 only by eleven, so a nine o clock start on the east facade is not safe; the team could rig at half ten and drop at eleven if the gusts follow the forecast. Let me re-check the forecast for the roof station before I confirm.';
  const c1 = call(N, 'roof_wind_forecast', { site: 'halden-tower', hours: 3 }), c2 = call(N, 'roof_wind_forecast', { site: 'halden-tower', hours: 3 });
  return { goal, isolates: 'Plain chat trace: the wind-limit reasoning message is repeated near-verbatim after a forecast re-check returning the same numbers.', root: agent('run', { goal }, null, [
    llm('chat.completions', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: null, tool_calls: [c1] }, { model: 'gpt-4.1' }),
    tool('roof_wind_forecast', c1.function.arguments, wx(), { tool_call_id: c1.id }),
    llm('chat.completions', { messages: '[3]' }, { role: 'assistant', content: say, tool_calls: [c2] }, { model: 'gpt-4.1' }),
    tool('roof_wind_forecast', c2.function.arguments, wx(), { tool_call_id: c2.id }),
    llm('chat.completions', { messages: '[5]' }, { role: 'assistant', content: say2, tool_calls: null, finish_reason: 'length' }, { model: 'gpt-4.1' }),
  ]) };
},
// 06 fjord salmon pens — OpenInference / Phoenix attributes
(N) => {
  const goal = 'Decide whether pen 7 at Sørvik needs a delousing treatment this week based on the latest lice count.';
  const cnt = () => JSON.stringify({ pen: 7, site: 'Sorvik', adult_female_lice_per_fish: 0.46, mobile_per_fish: 1.9, fish_sampled: 20, sea_temp_c: 11.2, counted_by: 'diver-team-2', record_ts: N.epoch() });
  const r = 'The adult female lice count is 0.46 per fish, above the 0.2 spring limit and close to the 0.5 level where treatment is compulsory. With sea temperature at 11.2 degrees the lice generation time is short, so the count will likely pass 0.5 within days. A thermal delousing this week is justified for pen 7; I will fetch the count once more to be sure it is the latest record.';
  const r2 = 'The adult female lice count is 0.46 per fish, above the 0.2 spring limit and close to the 0.5 level where treatment is compulsory. With sea temperature at 11.2 degrees the lice generation time is short, so the count will likely exceed 0.5 within days. A thermal delousing this week is justified for pen 7; I will fetch the count once more to be sure it is the latest record.';
  const L = (i, out) => llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': goal }, out, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.total': N.int(300, 900) });
  const T = () => tool('get_lice_count', { 'tool.name': 'get_lice_count', 'tool.parameters': '{"site":"Sorvik","pen":7}' }, { value: cnt(), 'mime_type': 'application/json' }, { 'openinference.span.kind': 'TOOL' });
  return { goal, isolates: 'OpenInference trace where the treatment rationale is output twice almost identically with an unchanged lice count fetched in between.', root: agent('salmon-health-agent', { value: goal }, { value: '' }, [
    L(0, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_lice_count' }), T(),
    L(1, { 'llm.output_messages.0.message.content': r, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_lice_count' }), T(),
    L(2, { 'llm.output_messages.0.message.content': r2 }),
  ], { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid(), status: 'cancelled by timeout' }) };
},
] };
