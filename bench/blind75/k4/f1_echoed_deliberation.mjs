// Loop: one long reasoning step restated near-verbatim with nothing new observed in between.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'echoed_deliberation';
export const LOOP = true;

// 01 harpsichord restoration, Anthropic Messages API log style
function r01(N) {
  const sys = 'You are a workshop assistant for Vandermeer Early Keyboards. Use tools to read bench logs. Be exact about jack numbers.';
  const user = 'The 1768 Taskin copy (job HK-0412) has a dead 8-foot back register on jacks 31-36. Work out whether to revoice with Delrin or bird quill and draft the bench note.';
  const think = 'Jacks 31 to 36 on the back 8-foot register are silent, and the bench log says the plectra were cut from Delrin 0.35 mm in the 2019 overhaul. Silence across six adjacent jacks points less to individual plectra than to the register slide being pushed off, or to the damper felts sitting too low so the plectra never pluck. Before choosing Delrin versus bird quill I should confirm the register slide position and the damper height on those six jacks, because revoicing would be wasted if the slide is the cause.';
  const think2 = 'Jacks 31 to 36 on the back 8-foot register are silent, and the bench log says the plectra were cut from Delrin 0.35 mm in the 2019 overhaul. Silence across six adjacent jacks points less to individual plectra than to the register slide being pushed off, or to the damper felts sitting too low so that the plectra never pluck. Before choosing Delrin versus bird quill I should confirm the register slide position and the damper height on those six jacks, since revoicing would be wasted if the slide is the cause.';
  const logOut = () => ({ job: 'HK-0412', instrument: 'Taskin 1768 copy, double manual', entries: [
    { date: '2019-10-03', tech: 'M.O.', note: 'Full revoice, Delrin 0.35 mm, back 8ft and 4ft' },
    { date: '2024-11-18', tech: 'J.K.', note: 'Customer reports dead notes c#2-f#2 back 8ft; not investigated' }], fetched_at: N.iso(), cache: 'MISS', served_by: N.host('benchlog') });
  const m1 = { id: 'msg_01' + N.b62(22), model: 'claude-3-5-sonnet-20241022' };
  N.tick();
  const o1 = logOut(); N.tick(3000, 9000);
  const o2 = logOut(); N.tick(2000, 6000);
  const u = (i, o) => ({ input_tokens: i, output_tokens: o, cache_read_input_tokens: 0 });
  return {
    isolates: 'A long diagnostic reasoning block about a harpsichord register is emitted twice almost word for word, the bench-log read between them returning the same entries.',
    stagnation: true,
    goal: user,
    root: agent('workshop-assistant', { system: sys, messages: [{ role: 'user', content: user }] }, { stop_reason: 'max_turns', turns: 3 }, [
      llm('messages.create', { model: m1.model, max_tokens: 2048, system: sys, messages: [{ role: 'user', content: user }], tools: [{ name: 'read_bench_log', input_schema: { type: 'object', properties: { job: { type: 'string' } } } }] },
        { id: m1.id, type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Let me pull the bench log for HK-0412 first.' }, { type: 'tool_use', id: 'toolu_01' + N.b62(22), name: 'read_bench_log', input: { job: 'HK-0412' } }], stop_reason: 'tool_use', usage: u(812, 61) },
        { request_id: N.req('req_011C'), 'anthropic-ratelimit-tokens-remaining': 398120 }),
      tool('read_bench_log', { job: 'HK-0412' }, o1, { duration_ms: N.ms() }),
      llm('messages.create', { model: m1.model, max_tokens: 2048, messages: [{ role: 'user', content: user }, { role: 'assistant', content: '[tool_use read_bench_log]' }, { role: 'user', content: [{ type: 'tool_result', content: JSON.stringify(o1) }] }] },
        { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: think }, { type: 'tool_use', id: 'toolu_01' + N.b62(22), name: 'read_bench_log', input: { job: 'HK-0412' } }], stop_reason: 'tool_use', usage: u(1190, 188) },
        { request_id: N.req('req_011C'), 'anthropic-ratelimit-tokens-remaining': 396004 }),
      tool('read_bench_log', { job: 'HK-0412' }, o2, { duration_ms: N.ms() }),
      llm('messages.create', { model: m1.model, max_tokens: 2048, messages: ['...4 messages...'] },
        { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: think2 }], stop_reason: 'end_turn', usage: u(1561, 190) },
        { request_id: N.req('req_011C'), 'anthropic-ratelimit-tokens-remaining': 393310 }),
    ], { harness: 'anthropic-messages-logger', session: N.uuid() }),
  };
}

// 02 sea-salt smokery, LangGraph / LangSmith run tree
function r02(N) {
  const goal = 'Batch SS-77 of oak-smoked flaky salt failed its colour spec (L* too low). Decide whether to re-smoke, blend, or downgrade it, and write the decision to the batch record.';
  const plan = 'Batch SS-77 reads L* 61.2 against a floor of 64.0, so it is too dark. The smoke log shows 19 hours over oak chips at 28 °C, which is three hours over the usual 16. Re-smoking cannot lighten salt, so the real options are blending SS-77 with a lighter batch to bring the average L* above 64, or downgrading it to the "dark smoked" SKU. I need the L* of the lighter batches currently in stock before I can compute a blend ratio.';
  const plan2 = 'Batch SS-77 reads L* 61.2 against a floor of 64.0, so it is too dark. The smoke log shows 19 hours over oak chips at 28 °C, three hours over the usual 16. Re-smoking cannot lighten salt, so the real options are blending SS-77 with a lighter batch to bring the average L* above 64, or downgrading it to the "dark smoked" SKU. I need the L* of the lighter batches currently in stock before I can compute a blend ratio.';
  const lab = () => JSON.stringify({ batch: 'SS-77', colour: { L: 61.2, a: 4.1, b: 19.8 }, spec_L_min: 64.0, smoke_hours: 19, chamber_temp_c: 28, measured: N.isoSec(), instrument: 'CM-5 #' + N.int(1000, 9999) });
  N.tick(); const l1 = lab(); N.tick(20000, 60000); const l2 = lab();
  const run = (name, rt, inp, out, ch = [], md = {}) => span(rt === 'llm' ? 'llm' : rt === 'tool' ? 'tool' : 'chain', name, inp, out, ch, { metadata: { run_type: rt, run_id: N.uuid(), ...md } });
  return {
    isolates: 'The LangGraph agent node restates its full blend-versus-downgrade reasoning a second time after re-reading an unchanged lab record.',
    stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: '…', __interrupt__: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition' }, [
      run('agent', 'chain', { messages: 1 }, { messages: 1 }, [run('ChatOpenAI', 'llm', { messages: [[{ type: 'system', content: 'You manage QA decisions at Saltvik Smokery.' }, { type: 'human', content: goal }]] }, { generations: [[{ text: '', message: { type: 'ai', tool_calls: [{ name: 'get_lab_result', args: { batch_id: 'SS-77' }, id: 'call_' + N.b62(24) }] } }]], llm_output: { token_usage: { total_tokens: 512 }, model_name: 'gpt-4o-2024-08-06' } }, [], { ls_provider: 'openai', ls_model_name: 'gpt-4o' })], { langgraph_step: 1, langgraph_node: 'agent' }),
      run('tools', 'chain', { tool_calls: 1 }, { messages: 1 }, [run('get_lab_result', 'tool', { input: '{"batch_id": "SS-77"}' }, { output: l1 })], { langgraph_step: 2, langgraph_node: 'tools' }),
      run('agent', 'chain', { messages: 3 }, { messages: 1 }, [run('ChatOpenAI', 'llm', { messages: '[3 messages]' }, { generations: [[{ text: plan, message: { type: 'ai', content: plan, tool_calls: [{ name: 'get_lab_result', args: { batch_id: 'SS-77' }, id: 'call_' + N.b62(24) }] } }]], llm_output: { token_usage: { total_tokens: 1044 } } }, [], { ls_provider: 'openai' })], { langgraph_step: 3, langgraph_node: 'agent' }),
      run('tools', 'chain', { tool_calls: 1 }, { messages: 1 }, [run('get_lab_result', 'tool', { input: '{"batch_id": "SS-77"}' }, { output: l2 })], { langgraph_step: 4, langgraph_node: 'tools' }),
      run('agent', 'chain', { messages: 5 }, { messages: 1 }, [run('ChatOpenAI', 'llm', { messages: '[5 messages]' }, { generations: [[{ text: plan2, message: { type: 'ai', content: plan2 } }]], llm_output: { token_usage: { total_tokens: 1391 } } }, [], { ls_provider: 'openai' })], { langgraph_step: 5, langgraph_node: 'agent' }),
    ], { run_type: 'chain', thread_id: N.uuid(), ls_project: 'smokery-qa' }),
  };
}

// 03 avalanche-dog kennel, OpenAI Agents SDK trace
function r03(N) {
  const goal = 'Check whether avalanche dog "Brise" can be put on the winter callout roster at Col du Vent station, and tell the handler what is missing.';
  const thought = 'Brise passed the Level B burial search on 12 December with two buried volunteers found in 9 and 14 minutes, but the roster rule needs a Level C pass, a veterinary fitness certificate less than 90 days old, and at least two night exercises this season. The record only shows one night exercise and no vet certificate on file, so she cannot go on the roster yet; the handler needs to book a vet check and one more night exercise before the Level C assessment on the 20th.';
  const thought2 = 'Brise passed the Level B burial search on 12 December with two buried volunteers found in 9 and 14 minutes, but the roster rule needs a Level C pass, a veterinary fitness certificate under 90 days old, and at least two night exercises this season. The record shows only one night exercise and no vet certificate on file, so she cannot go on the roster yet; the handler needs to book a vet check and one more night exercise before the Level C assessment on the 20th.';
  const rec = () => ({ dog: 'Brise', chip: '250269604XXXX12', handler: 'L. Perrin', certifications: [{ level: 'B', date: '2024-12-12', finds_min: [9, 14] }], night_exercises: ['2025-01-08'], vet_certificate: null, record_version: 41, read_at: N.iso(), trace: N.hex(16) });
  const sp = (type, name, inp, out, md, ch = []) => span(type, name, inp, out, ch, { metadata: { span_id: 'span_' + N.hex(24), ...md } });
  N.tick(); const a = rec(); N.tick(); const b = rec();
  return {
    isolates: 'After a second read of an unchanged kennel record the agent writes the same roster verdict paragraph again instead of handing it to the handler, and the turn limit stops the run.',
    stagnation: true, goal,
    root: agent('Agent workflow', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (4) exceeded' }, [
      sp('agent', 'Kennel Roster Agent', { instructions: 'You check readiness of search dogs…' }, null, { handoffs: [], tools: ['get_dog_record', 'notify_handler'], output_type: 'str' }, [
        sp('llm', 'response', { model: 'gpt-4.1', input: [{ role: 'user', content: goal }] }, { id: 'resp_' + N.hex(40), output: [{ type: 'function_call', name: 'get_dog_record', arguments: '{"name":"Brise"}', call_id: 'call_' + N.b62(24) }], usage: { input_tokens: 402, output_tokens: 22 } }, {}),
        sp('tool', 'get_dog_record', '{"name":"Brise"}', JSON.stringify(a), { 'span_data.type': 'function' }),
        sp('llm', 'response', { model: 'gpt-4.1', input: '[3 items]' }, { id: 'resp_' + N.hex(40), output: [{ type: 'message', content: [{ type: 'output_text', text: thought }] }, { type: 'function_call', name: 'get_dog_record', arguments: '{"name":"Brise","include":"certifications"}', call_id: 'call_' + N.b62(24) }], usage: { input_tokens: 811, output_tokens: 171 } }, {}),
        sp('tool', 'get_dog_record', '{"name":"Brise","include":"certifications"}', JSON.stringify(b), { 'span_data.type': 'function' }),
        sp('llm', 'response', { model: 'gpt-4.1', input: '[5 items]' }, { id: 'resp_' + N.hex(40), output: [{ type: 'message', content: [{ type: 'output_text', text: thought2 }] }], usage: { input_tokens: 1180, output_tokens: 168 } }, {}),
      ]),
    ], { trace_id: 'trace_' + N.hex(32), workflow_name: 'Agent workflow', group_id: null }),
  };
}

// 04 tapestry loom warp tension, smolagents CodeAgent
function r04(N) {
  const goal = 'Loom 3 (haute-lisse, 240 warps) shows uneven warp tension on the left selvedge. Compute the retensioning sequence for warps 1-30 from the sensor log and save it as a work card.';
  const step = 'Thought: The sensor log gives tension in newtons for warps 1 to 30. Warps 1 to 12 sit between 18 and 21 N, while the target for this 8/2 cotton warp is 26 N, and warps 13 to 30 are already between 25 and 27 N. Retensioning should go from the selvedge inward in groups of four so the beam does not twist, so I will compute the number of quarter turns per group from the 0.9 N per quarter turn figure in the loom manual and then write the card.';
  const step2 = 'Thought: The sensor log gives tension in newtons for warps 1 to 30. Warps 1 to 12 sit between 18 and 21 N, while the target for this 8/2 cotton warp is 26 N, and warps 13 to 30 are already between 25 and 27 N. Retensioning should go from the selvedge inward in groups of four so the beam does not twist, so I will compute the quarter turns per group from the 0.9 N per quarter turn figure in the loom manual and then write the card.';
  const code = 'log = read_tension_log(loom=3, warps="1-30")\nprint(log[:12])';
  const obs = () => `Execution logs:\n[{'warp': 1, 'N': 18.2}, {'warp': 2, 'N': 18.9}, {'warp': 3, 'N': 19.4}, {'warp': 4, 'N': 19.0}, {'warp': 5, 'N': 20.1}, {'warp': 6, 'N': 20.6}, {'warp': 7, 'N': 19.8}, {'warp': 8, 'N': 20.9}, {'warp': 9, 'N': 21.0}, {'warp': 10, 'N': 20.4}, {'warp': 11, 'N': 20.7}, {'warp': 12, 'N': 21.2}]\n# sampled ${N.isoSec()} node=${N.host('loomctl')}\nLast output from code snippet:\nNone`;
  N.tick(); const o1 = obs(); N.tick(); const o2 = obs();
  const stepSpan = (i, text, out, tin) => chain(`Step ${i}`, { step_number: i }, null, [
    llm('OpenAIServerModel.generate', { messages: `[${tin} messages]`, stop_sequences: ['<end_code>', 'Observation:'] }, `${text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { 'llm.token_count.prompt': 900 + tin * 210, model_id: 'gpt-4o' }),
    tool('PythonInterpreterTool', { code }, out, { 'openinference.span.kind': 'TOOL' }),
  ], { 'openinference.span.kind': 'CHAIN', 'smolagents.step': i });
  return {
    isolates: 'A smolagents CodeAgent repeats its long Thought about warp retensioning near-verbatim with the same code and the same observation (only the sample stamp differs), then the run is cut off.',
    stagnation: true, goal,
    root: agent('CodeAgent.run', { task: goal, stream: false, reset: true }, { error: 'interrupted by user (KeyboardInterrupt)' }, [
      stepSpan(1, step, o1, 2),
      stepSpan(2, step2, o2, 4),
    ], { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': 20, 'smolagents.tools_names': ['read_tension_log', 'save_work_card', 'final_answer'] }),
  };
}

// 05 hot-air balloon envelope inspection, Google ADK
function r05(N) {
  const goal = 'Prepare the 100-hour inspection outcome for balloon G-BXWA envelope: decide whether the crown panels need a grab test and file the inspection summary.';
  const t = 'The porosity readings on crown panels C1 to C6 are 38, 41, 36, 44, 39 and 40 seconds on the Gurley-type test, all above the 30-second minimum, so porosity alone does not fail the envelope. However the manufacturer manual requires a grab test on any panel whose porosity fell more than 20 percent since the last inspection, and C4 dropped from 58 to 44 seconds, which is 24 percent, so C4 needs a grab test before the summary can be filed.';
  const t2 = 'The porosity readings on crown panels C1 to C6 are 38, 41, 36, 44, 39 and 40 seconds on the Gurley-type test, all above the 30-second minimum, so porosity alone does not fail the envelope. However, the manufacturer manual requires a grab test on any panel whose porosity fell more than 20 percent since the last inspection, and C4 dropped from 58 to 44 seconds, which is 24 percent, so C4 needs a grab test before the summary can be filed.';
  const res = () => ({ registration: 'G-BXWA', readings_s: { C1: 38, C2: 41, C3: 36, C4: 44, C5: 39, C6: 40 }, previous_s: { C4: 58 }, retrieved: N.http(), source_rev: N.int(300, 320) });
  const sp = (type, name, inp, out, md, ch = []) => span(type, name, inp, out, ch, { metadata: { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': N.uuid(), ...md } });
  const inv = 'e-' + N.uuid();
  N.tick(); const r1 = res(); N.tick(); const r2 = res();
  const call = (parts) => ({ 'gcp.vertex.agent.llm_response': { content: { role: 'model', parts } } });
  return {
    isolates: 'The ADK agent emits the same long porosity analysis twice, re-running an inspection lookup that returns identical readings, and never files the summary.',
    stagnation: true, goal,
    root: sp('agent', 'invocation', { new_message: { role: 'user', parts: [{ text: goal }] } }, { final_response: null, end_reason: 'max_llm_calls (3) reached' }, { 'gen_ai.system': 'gcp.vertex.agent', app_name: 'envelope_inspector' }, [
      sp('agent', 'agent_run [envelope_inspector]', {}, {}, {}, [
        sp('llm', 'call_llm', { model: 'gemini-2.0-flash', contents: 1 }, call([{ functionCall: { name: 'get_porosity_readings', args: { registration: 'G-BXWA', panels: 'crown' } } }]), { 'gen_ai.usage.input_tokens': 640 }),
        sp('tool', 'execute_tool get_porosity_readings', { registration: 'G-BXWA', panels: 'crown' }, { functionResponse: { name: 'get_porosity_readings', response: r1 } }, { 'gen_ai.operation.name': 'execute_tool' }),
        sp('llm', 'call_llm', { model: 'gemini-2.0-flash', contents: 3 }, call([{ text: t }, { functionCall: { name: 'get_porosity_readings', args: { registration: 'G-BXWA', panels: 'crown' } } }]), { 'gen_ai.usage.input_tokens': 1022 }),
        sp('tool', 'execute_tool get_porosity_readings', { registration: 'G-BXWA', panels: 'crown' }, { functionResponse: { name: 'get_porosity_readings', response: r2 } }, { 'gen_ai.operation.name': 'execute_tool' }),
        sp('llm', 'call_llm', { model: 'gemini-2.0-flash', contents: 5 }, call([{ text: t2 }]), { 'gen_ai.usage.input_tokens': 1390 }),
      ]),
    ]),
  };
}

// 06 cheese cave humidity, Agno (formerly phidata) run log -- framework not in brief's list
function r06(N) {
  const goal = 'Cave 2 at Fromagerie Ballaz holds 140 wheels of washed-rind tomme. Relative humidity alarm fired overnight. Decide whether to move wheels to cave 1 and log the action.';
  const r = 'The overnight readings show relative humidity in cave 2 falling from 94 percent to 86 percent between 01:00 and 05:00 while the temperature stayed at 11 degrees. Washed-rind tomme tolerates 88 to 95 percent, so four hours below 88 risks rind cracking on the youngest wheels. Cave 1 has room for only 60 wheels, so moving everything is impossible; the better action is to move the 52 wheels under three weeks old and fix the humidifier in cave 2.';
  const r2 = 'Overnight readings show relative humidity in cave 2 falling from 94 percent to 86 percent between 01:00 and 05:00 while the temperature stayed at 11 degrees. Washed-rind tomme tolerates 88 to 95 percent, so four hours below 88 risks rind cracking on the youngest wheels. Cave 1 has room for only 60 wheels, so moving everything is impossible; the better action is to move the 52 wheels under three weeks old and fix the humidifier in cave 2.';
  const sensor = () => `cave=2 sensor=SHT85-${N.hex(4)} window=01:00..05:00 rh_min=86.0 rh_max=94.1 temp_c=11.0 samples=240 fetched=${N.epoch()} gw=${N.host('cavegw', 3)}`;
  N.tick(); const s1 = sensor(); N.tick(); const s2 = sensor();
  const run_id = N.uuid();
  const m = (role, content, extra = {}) => ({ role, content, ...extra });
  return {
    isolates: 'An Agno agent gives the same humidity analysis and move plan twice in a row around an identical sensor read, without ever logging the action.',
    stagnation: true, goal,
    root: agent('Agent.run', { message: goal, session_id: N.uuid() }, { content: r2, event: 'RunResponse', note: 'run stopped: tool_call_limit=2' }, [
      llm('OpenAIChat.response', { messages: [m('system', '<instructions>You are the cave master assistant.</instructions>'), m('user', goal)] }, m('assistant', null, { tool_calls: [tc(N, 'read_humidity', { cave: 2, window: 'overnight' })] }), { model: 'gpt-4o-mini', metrics: { time_to_first_token: '0.41s', input_tokens: 350 } }),
      tool('read_humidity', { cave: 2, window: 'overnight' }, s1, { tool_call_id: 'call_' + N.b62(24), 'metrics.time': N.dur() }),
      llm('OpenAIChat.response', { messages: '[4 messages]' }, m('assistant', r, { tool_calls: [tc(N, 'read_humidity', { cave: 2, window: 'overnight' })] }), { model: 'gpt-4o-mini', metrics: { input_tokens: 702, output_tokens: 131 } }),
      tool('read_humidity', { cave: 2, window: 'overnight' }, s2, { tool_call_id: 'call_' + N.b62(24), 'metrics.time': N.dur() }),
      llm('OpenAIChat.response', { messages: '[6 messages]' }, m('assistant', r2), { model: 'gpt-4o-mini', metrics: { input_tokens: 1001, output_tokens: 129 } }),
    ], { agno_version: '1.4.2', run_id, agent_id: N.uuid() }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
