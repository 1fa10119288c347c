// Family 1 (loop): one long assistant message / reasoning step is restated near-verbatim with nothing new in between.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'restated_long_step', loop: true, stagnation: 'always', isolates: 'A single near-verbatim repeat of a long reasoning step with no new observation between the two copies.' };

function r01() { // harpsichord restoration, Anthropic Messages API log style
  const k = kit('restated_long_step-01');
  const plan = "The Ruckers double-manual has 8' and 4' registers on the lower manual. Jacks 31 to 38 on the 4' rank are sticking, which matches the humidity log from the workshop. Before reordering delrin plectra I should confirm the jack inventory, then compare the tongue spring gauge against the 1638 reference, and only then draft the parts order for the client.";
  const plan2 = "The Ruckers double-manual has 8' and 4' registers on the lower manual. Jacks 31 to 38 on the 4' rank are sticking, which matches the humidity log from the workshop. Before reordering delrin plectra I should confirm the jack inventory, then compare the tongue spring gauge against the 1638 reference, and only then draft the parts order for the client.";
  const inv = { instrument: 'RUCK-1638-DM', rank: "4'", jacks: [{ n: 31, state: 'sticking', plectrum: 'delrin 0.38mm' }, { n: 32, state: 'sticking', plectrum: 'delrin 0.38mm' }, { n: 33, state: 'ok', plectrum: 'quill (crow)' }], humidity_rh: 67, fetched_at: k.iso() };
  const msgs = [{ role: 'user', content: 'Prepare a parts order for the sticking 4\' jacks on the Ruckers double in bay 2.' }];
  const tu1 = 'toolu_01' + k.b62(22), tu2 = 'toolu_01' + k.b62(22);
  return {
    stagnation: true, goal: "Prepare a parts order for the sticking 4' jacks on the Ruckers double-manual harpsichord in bay 2.",
    isolates: 'The assistant restates its 60-word restoration plan a second time after a tool call that returned the same inventory, then the log ends.',
    root: agent('workshop-assistant', { messages: msgs }, null, [
      llm('messages.create', { model: 'claude-3-5-sonnet-20241022', max_tokens: 2048, system: 'You are the workshop assistant for an early-keyboard restoration studio.', messages: msgs },
        { id: 'msg_01' + k.b62(22), type: 'message', role: 'assistant', stop_reason: 'tool_use', content: [{ type: 'text', text: plan }, { type: 'tool_use', id: tu1, name: 'jack_inventory', input: { instrument: 'RUCK-1638-DM', rank: "4'" } }], usage: { input_tokens: 812, output_tokens: 164 } },
        { 'anthropic-ratelimit-tokens-remaining': String(k.int(70000, 80000)), 'request-id': k.reqId('req_01'), latency_ms: k.ms(900, 3000) }),
      tool('jack_inventory', { instrument: 'RUCK-1638-DM', rank: "4'" }, { type: 'tool_result', tool_use_id: tu1, content: JSON.stringify(inv) }),
      llm('messages.create', { model: 'claude-3-5-sonnet-20241022', max_tokens: 2048, messages: [...msgs, { role: 'assistant', content: '[text, tool_use]' }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: tu1 }] }] },
        { id: 'msg_01' + k.b62(22), type: 'message', role: 'assistant', stop_reason: 'tool_use', content: [{ type: 'text', text: 'Inventory confirms jacks 31-32 sticking with delrin 0.38mm plectra and RH at 67%.' }, { type: 'tool_use', id: tu2, name: 'jack_inventory', input: { instrument: 'RUCK-1638-DM', rank: "4'" } }], usage: { input_tokens: 1290, output_tokens: 71 } },
        { 'request-id': k.reqId('req_01'), latency_ms: k.ms(900, 3000) }),
      tool('jack_inventory', { instrument: 'RUCK-1638-DM', rank: "4'" }, { type: 'tool_result', tool_use_id: tu2, content: JSON.stringify({ ...inv, fetched_at: k.iso() }) }),
      llm('messages.create', { model: 'claude-3-5-sonnet-20241022', max_tokens: 2048, messages: '[7 messages]' },
        { id: 'msg_01' + k.b62(22), type: 'message', role: 'assistant', stop_reason: 'max_tokens', content: [{ type: 'text', text: plan2 }], usage: { input_tokens: 1544, output_tokens: 164 } },
        { 'request-id': k.reqId('req_01'), latency_ms: k.ms(900, 3000) }),
    ], { session: 'sess_' + k.hex(12), ended: 'cut off by max_turns' }),
  };
}

function r02() { // sea-salt smokery, LangGraph style
  const k = kit('restated_long_step-02');
  const think = 'The oak-smoked flake batch SM-2291 failed the moisture spec at 3.1 percent against a limit of 2.5 percent. The kiln log shows the smoke cycle ran 22 hours instead of 26, so the likely cause is the shortened cycle. I will pull the kiln log for the batch to confirm before recommending a re-smoke.';
  const think2 = 'The oak-smoked flake batch SM-2291 failed the moisture spec at 3.1% against a limit of 2.5%. The kiln log shows the smoke cycle ran 22 hours instead of 26, so the likely cause is the shortened cycle. I will pull the kiln log for the batch to confirm before recommending a re-smoke.';
  const log = () => `kiln=K3 batch=SM-2291 fuel=oak-chips start=${k.logTs()} end=${k.logTs()} cycle_h=22.0 target_h=26.0 avg_temp_c=31.4 damper=40%\n[${k.iso()}] export by kilnctl v2.4.1 host=${k.host('kilnctl')}`;
  const st = { messages: [{ type: 'human', content: 'Why did batch SM-2291 fail QC and what should we do?' }] };
  return {
    stagnation: true, goal: 'Explain why oak-smoked sea-salt batch SM-2291 failed the moisture QC check and recommend a remedy.',
    isolates: 'The LangGraph agent node emits the same long diagnosis twice around two identical kiln-log reads and never reaches a recommendation.',
    root: agent('LangGraph', st, null, [
      chain('agent', st, null, [llm('ChatOpenAI', { messages: st.messages }, { content: think, tool_calls: [{ name: 'read_kiln_log', args: { batch: 'SM-2291' }, id: 'call_' + k.b62(24) }] }, { ls_model_name: 'gpt-4o', ls_provider: 'openai', run_id: k.uuid() })], { langgraph_step: 1, langgraph_node: 'agent', langgraph_triggers: ['start:agent'] }),
      chain('tools', { batch: 'SM-2291' }, null, [tool('read_kiln_log', { batch: 'SM-2291' }, log(), { run_id: k.uuid() })], { langgraph_step: 2, langgraph_node: 'tools' }),
      chain('agent', { messages: '[3 messages]' }, null, [llm('ChatOpenAI', { messages: '[3 messages]' }, { content: '', tool_calls: [{ name: 'read_kiln_log', args: { batch: 'SM-2291' }, id: 'call_' + k.b62(24) }] }, { ls_model_name: 'gpt-4o', run_id: k.uuid() })], { langgraph_step: 3, langgraph_node: 'agent' }),
      chain('tools', { batch: 'SM-2291' }, null, [tool('read_kiln_log', { batch: 'SM-2291' }, log(), { run_id: k.uuid() })], { langgraph_step: 4, langgraph_node: 'tools' }),
      chain('agent', { messages: '[5 messages]' }, null, [llm('ChatOpenAI', { messages: '[5 messages]' }, { content: think2, tool_calls: [] }, { ls_model_name: 'gpt-4o', run_id: k.uuid() })], { langgraph_step: 5, langgraph_node: 'agent' }),
    ], { thread_id: k.uuid(), recursion_limit: 25 }),
  };
}

function r03() { // avalanche-dog kennel, OpenAI Agents SDK style
  const k = kit('restated_long_step-03');
  const a = 'Dog Brisa is due for her winter recertification on the buried-subject drill. Her last two logged searches were 4 minutes 10 seconds and 3 minutes 55 seconds, both under the 5 minute threshold, but the handler note says she hesitated on the deep burial. I should book the deep-burial slope slot with the instructor and notify the handler.';
  const b = 'Dog Brisa is due for her winter recertification on the buried-subject drill. Her last two logged searches were 4 min 10 s and 3 min 55 s, both under the 5 minute threshold, but the handler note says she hesitated on the deep burial. I should book the deep-burial slope slot with the instructor and notify the handler.';
  const slots = { slope: 'Col-Nord deep burial', free: [], next_check: k.iso(), served_by: k.host('kennel-api') };
  return {
    stagnation: true, goal: 'Book a winter recertification drill for avalanche dog Brisa and notify her handler.',
    isolates: 'After an empty slot lookup the agent outputs its previous 60-word reasoning again almost word for word and the run is cut at max_turns.',
    root: agent('Kennel scheduler', { input: 'Recert for Brisa' }, { error: 'MaxTurnsExceeded' }, [
      span('guardrail', 'handler_consent_guardrail', { input: 'Recert for Brisa' }, { tripwire_triggered: false, output_info: { handler: 'M. Favre', consent_on_file: true } }),
      span('response', 'POST /v1/responses', { model: 'gpt-4.1', input: 'Recert for Brisa' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: a }] }, { type: 'function_call', name: 'find_slope_slot', arguments: '{"dog":"Brisa","drill":"deep_burial"}', call_id: 'call_' + k.b62(20) }] }, [], { metadata: { response_id: 'resp_' + k.hex(24), span_type: 'generation' } }),
      tool('find_slope_slot', '{"dog":"Brisa","drill":"deep_burial"}', JSON.stringify(slots), { span_type: 'function' }),
      llm('POST /v1/responses', { model: 'gpt-4.1', previous_response_id: 'resp_' + k.hex(24) }, { output: [{ type: 'message', content: [{ type: 'output_text', text: b }] }] }, { span_type: 'generation', usage: { input_tokens: 1402, output_tokens: 88 } }),
    ], { workflow_name: 'Agent workflow', trace_id: 'trace_' + k.hex(32), group_id: null }),
  };
}

function r04() { // reed-bed sewage works, smolagents CodeAgent
  const k = kit('restated_long_step-04');
  const th = 'Thought: Cell 3 of the vertical-flow reed bed shows ponding on the surface and ammonia at the outlet is 14 mg/l, above the 10 mg/l consent. Ponding usually means the distribution pipes are blocked or the bed is clogged with sludge. I will read the dosing pump log to see whether cell 3 is being overloaded before proposing a rest period.';
  const th2 = 'Thought: Cell 3 of the vertical-flow reed bed shows ponding on the surface and ammonia at the outlet is 14 mg/l, above the 10 mg/l consent. Ponding usually means the distribution pipes are blocked or the bed is clogged with sludge. I will read the dosing pump log to see whether cell 3 is being overloaded before proposing a rest period.';
  const pump = () => `Execution logs:\n{'pump': 'P2', 'cell': 3, 'doses_24h': 18, 'dose_m3': 1.4, 'last_dose': '${k.isoMicro()}', 'alarm': None}\nLast output from code snippet:\nNone`;
  const step = (n, text, obs) => chain(`Step ${n}`, { step_number: n }, { observations: obs }, [
    llm('LiteLLMModel.generate', { messages: [{ role: 'user', content: 'Task: ammonia exceedance at Holme reed-bed works, cell 3' }] }, { role: 'assistant', content: `${text}\nCode:\n\`\`\`py\nlog = read_pump_log(cell=3, hours=24)\nprint(log)\n\`\`\`<end_code>` }, { 'llm.token_count.prompt': k.int(1800, 2600), 'llm.token_count.completion': k.int(90, 130) }),
    tool('read_pump_log', { cell: 3, hours: 24 }, obs),
  ], { duration_s: k.dur(2, 9) });
  return {
    stagnation: true, goal: 'Diagnose the ammonia consent exceedance from cell 3 of the Holme reed-bed sewage works and propose an action.',
    isolates: 'smolagents writes the same long Thought and the same code twice, the pump log differing only in the timestamp.',
    root: agent('CodeAgent', { task: 'Diagnose ammonia exceedance at Holme reed-bed works cell 3 and propose action.' }, null, [step(1, th, pump()), step(2, th2, pump())], { max_steps: 2, interrupted: true }),
  };
}

function r05() { // ice-hotel construction, CrewAI
  const k = kit('restated_long_step-05');
  const t1 = 'Suite 12 needs 46 ice blocks of 120 by 60 by 60 centimetres cut from the river harvest. The harvest sheet says 40 blocks remain after the chapel build, so we are short by 6. I need to check whether the snice stock can substitute for the non-load-bearing partition before asking the river team for another cut.';
  const t2 = 'Suite 12 needs 46 ice blocks of 120x60x60 cm cut from the river harvest. The harvest sheet says 40 blocks remain after the chapel build, so we are short by 6. I need to check whether the snice stock can substitute for the non-load-bearing partition before asking the river team for another cut.';
  const stock = { snice_m3: 0, note: 'snice cannon C2 offline', sheet_rev: k.int(40, 60), generated: k.euDate() };
  return {
    stagnation: true, goal: 'Plan the ice block supply for suite 12 of the ice hotel and request any missing blocks from the river team.',
    isolates: 'The CrewAI agent repeats its full supply reasoning verbatim after the stock tool returns the same zero result, never requesting blocks.',
    root: agent('Crew: IceHotelBuild', { inputs: { suite: 12 } }, null, [
      agent('Task: Plan ice supply for suite 12', { agent_role: 'Build Quartermaster' }, null, [
        llm('crewai.llm.call', { messages: [{ role: 'system', content: 'You are Build Quartermaster.' }, { role: 'user', content: 'Plan ice supply for suite 12.' }] }, `Thought: ${t1}\nAction: snice_stock\nAction Input: {"partition": "suite12-west"}`, { model: 'gpt-4o-mini' }),
        tool('snice_stock', '{"partition": "suite12-west"}', JSON.stringify(stock), { tool_usage_id: k.uuid() }),
        llm('crewai.llm.call', { messages: '[4 messages]' }, `Thought: ${t2}\nAction: snice_stock\nAction Input: {"partition": "suite12-west"}`, { model: 'gpt-4o-mini' }),
        tool('snice_stock', '{"partition": "suite12-west"}', JSON.stringify({ ...stock, generated: k.euDate() }), { tool_usage_id: k.uuid() }),
      ], { crewai_task_id: k.uuid() }),
    ], { crew_id: k.uuid(), process: 'sequential' }),
  };
}

function r06() { // mountain observatory cloud cameras, Agno (phidata) run log style (not in the named list)
  const k = kit('restated_long_step-06');
  const m = 'The all-sky camera on the east dome reports cloud fraction 0.82 but the west camera reports 0.12, and the ceilometer agrees with the west camera. The east camera lens heater may have failed and frost is scattering light. Before opening the dome for the 02:00 UT transit I should request a dark frame from the east camera to confirm frost.';
  const m2 = 'The all-sky camera on the east dome reports cloud fraction 0.82 but the west camera reports 0.12, and the ceilometer agrees with the west camera. The east camera lens heater has probably failed and frost is scattering light. Before opening the dome for the 02:00 UT transit I should request a dark frame from the east camera to confirm the frost.';
  const fr = () => ({ camera: 'allsky-east', frame: `/data/allsky/east/${k.hex(8)}.fits`, status: 'busy: exposure in progress', retry_after_s: 30, seq: k.int(1000, 9999) });
  return {
    stagnation: true, goal: 'Decide whether to open the observatory dome for the 02:00 UT transit given conflicting all-sky camera readings.',
    isolates: 'An Agno agent run where the long camera-fault reasoning is emitted twice around two identical busy responses; the run then stops without a decision.',
    root: agent('agno.Agent.run', { agent_name: 'dome-ops', session_id: k.uuid(), message: 'Open dome for 02:00 UT transit?' }, { content: m2, event: 'RunResponse' }, [
      llm('Gemini.response', { messages: [{ role: 'user', content: 'Open dome for 02:00 UT transit?' }] }, { content: m, tool_calls: [{ type: 'function', function: { name: 'request_dark_frame', arguments: '{"camera":"allsky-east"}' } }] }, { model: 'gemini-2.0-flash', metrics: { time: k.dur(1, 4), input_tokens: 640 } }),
      tool('request_dark_frame', { camera: 'allsky-east' }, fr(), { tool_call_id: k.uuid() }),
      llm('Gemini.response', { messages: '[4 messages]' }, { content: m2, tool_calls: [{ type: 'function', function: { name: 'request_dark_frame', arguments: '{"camera":"allsky-east"}' } }] }, { model: 'gemini-2.0-flash', metrics: { time: k.dur(1, 4), input_tokens: 905 } }),
      tool('request_dark_frame', { camera: 'allsky-east' }, fr(), { tool_call_id: k.uuid() }),
    ], { framework: 'agno 1.4', run_id: k.uuid() }),
  };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
