import { agent, llm, tool, span, tcMsg } from './lib.mjs';
// Loop: A, B, A, B ... each check in a state returns what it returned last time in that state.
export const scenarios = [
  // 01 wool-mill dye recipe repo, OpenHands event stream
  (r) => {
    const kids = [];
    const outA = `FAILED tests/test_mordant.py::test_alum_ratio - AssertionError: 0.12 != 0.15\n1 failed, 41 passed in ${r.secs(3, 5)}s`;
    const outB = `ERROR collecting tests/test_mordant.py\nImportError: cannot import name 'IRON_AFTERBATH' from 'dyeworks.recipes'\n1 error in ${r.secs(1, 2)}s`;
    const thoughts = ['The failure on main might already be fixed on fix/mordant-ratio; let me switch there and run the tests.', 'fix/mordant-ratio has an import error, so main is probably the safer base. Switching back to main.'];
    for (let c = 0; c < 3; c++) {
      for (const [br, out, th] of [['fix/mordant-ratio', outB, thoughts[0]], ['main', outA, thoughts[1]]]) {
        kids.push(llm('litellm.completion', { messages: '[...]' }, { content: th, tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify({ command: `git checkout ${br} && python -m pytest -q tests/test_mordant.py` }) } }] }, { model: 'anthropic/claude-3-5-sonnet-20241022', response_id: 'chatcmpl-' + r.uuid() }));
        kids.push(tool('CmdRunAction', { command: `git checkout ${br} && python -m pytest -q tests/test_mordant.py`, is_input: false }, { observation: 'run', content: `Switched to branch '${br}'\n` + out.replace(/in [\d.]+s/, `in ${r.secs(1, 5)}s`), extras: { exit_code: 1, hostname: 'runtime-' + r.hex(8), working_dir: '/workspace/dyeworks' } }, { event_id: r.int(10, 90) + c * 6, timestamp: r.iso() }));
      }
    }
    return {
      isolates: 'The coding agent switches between two branches three full cycles; each branch gives the same test output it gave before.',
      goal: 'Make the mordant ratio tests pass in the woollen mill\'s dye-recipe repository.', stagnation: true,
      root: agent('CodeActAgent', { task: 'Fix failing mordant tests in dyeworks.' }, { agent_state: 'error', reason: 'max_iterations 12 reached' }, kids, { openhands_version: '0.28', sandbox: 'docker', session: r.hex(32) }),
    };
  },
  // 02 mobile library bus routing, Gemini API function calling
  (r) => {
    const contents = [];
    const kids = [];
    const res = { true: { eta_min: 214, distance_km: 161.2, legs: 9, stops_missed: ['Ardtornish'] }, false: { eta_min: 198, distance_km: 129.5, legs: 8, stops_missed: [], note: 'uses Corran ferry, last crossing 20:50' } };
    const txt = ['The route with the ferry misses nothing but relies on the last crossing; let me check the route without the ferry.', 'Without the ferry Ardtornish is missed; let me re-check the ferry route.', 'Checking once more without the ferry.', 'Checking the ferry route again.'];
    for (let i = 0; i < 5; i++) {
      const avoid = i % 2 === 0;
      kids.push(llm('models/gemini-1.5-pro:generateContent', { contents: [{ role: 'user', parts: [{ text: 'Plan Thursday\'s mobile library run from Fort William covering all 11 stops.' }] }] }, { candidates: [{ content: { role: 'model', parts: [...(i && i < 3 ? [{ text: txt[i - 1] }] : []), { functionCall: { name: 'plan_route', args: { depot: 'Fort William', stops: 11, avoid_ferries: avoid } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: r.int(1500, 2100), candidatesTokenCount: r.int(30, 70) }, modelVersion: 'gemini-1.5-pro-002', responseId: r.b62(22) }, { 'x-goog-request-id': r.hex(16) }));
      kids.push(tool('plan_route', { avoid_ferries: avoid }, { role: 'function', parts: [{ functionResponse: { name: 'plan_route', response: { ...res[avoid], computed_at: r.iso(), osrm_instance: r.host('osrm'), cache: r.pick(['MISS', 'HIT']) } } }] }, {}));
    }
    return {
      isolates: 'Route planning toggles avoid_ferries true/false five times; each state always returns the same ETA and missed stop.',
      goal: 'Plan Thursday\'s Highland mobile library bus route covering all 11 stops.', stagnation: false,
      root: agent('gemini-chat-session', { tools: [{ functionDeclarations: [{ name: 'plan_route' }] }] }, { stopped: 'client max_calls=5' }, kids, { api: 'generativelanguage.googleapis.com/v1beta', automatic_function_calling: { disable: true } }),
    };
  },
  // 03 herbarium retrieval, LlamaIndex
  (r) => {
    const kids = [];
    const A = { filter: { key: 'collected_decade', value: '1890s', operator: '==' }, nodes: [{ id_: 'n-' + r.hex(6), score: 0.71, text: 'Sheet K-0041 Carex pulicaris, Ben Lawers, coll. unknown, 1894' }] };
    const B = { filter: null, nodes: [{ id_: 'n-' + r.hex(6), score: 0.83, text: 'Sheet K-2210 Carex pulicaris, Glen Clova, coll. M. Rennie, 1961' }, { id_: 'n-' + r.hex(6), score: 0.8, text: 'Sheet K-2214 Carex pulicaris, Glen Clova, coll. M. Rennie, 1961' }] };
    for (let i = 0; i < 4; i++) {
      const s = i % 2 ? B : A;
      kids.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: 'Who collected the oldest Carex pulicaris sheet?' }] }, { message: { role: 'assistant', content: i % 2 ? 'Maybe the decade filter is hiding older sheets; removing it.' : 'Without a filter only 1961 sheets rank high; restricting to the 1890s again.', tool_calls: [{ function: { name: 'specimen_search', arguments: JSON.stringify({ query: 'Carex pulicaris', filters: s.filter }) } }] } }, { 'llama_index.event': 'LLMChatEndEvent', model: 'gpt-4o', span_id: 'OpenAI.chat-' + r.uuid() }));
      kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: 'Carex pulicaris', filters: s.filter }, { nodes: s.nodes }, [], { metadata: { span_id: 'VectorIndexRetriever.retrieve-' + r.uuid(), duration_s: r.secs(0.1, 0.9), qdrant_collection: 'herbarium_v3' } }));
    }
    kids.push(llm('OpenAI.chat', { messages: '...' }, { message: { role: 'assistant', content: 'Maybe the decade filter is hiding older sheets; removing it.' } }, { 'llama_index.event': 'LLMChatEndEvent' }));
    return {
      isolates: 'The retrieval agent flips a decade filter on and off twice; each state returns exactly the same specimen sheets as before.',
      goal: 'Find who collected the oldest Carex pulicaris sheet in the herbarium.', stagnation: true,
      root: agent('ReActAgent.chat', { message: 'Who collected the oldest Carex pulicaris sheet?' }, { error: 'ValueError: Reached max iterations.' }, kids, { framework: 'llama-index-core 0.11.23', max_iterations: 5 }),
    };
  },
  // 04 anagama wood kiln firing schedule, Google ADK
  (r) => {
    const kids = [];
    const sims = { 80: { peak_c: 1298, cone_10_down_h: 61.5, fuel_cords: 4.1, crack_risk: 'low', ash_glaze_depth: 'thin' }, 120: { peak_c: 1305, cone_10_down_h: 48.0, fuel_cords: 3.6, crack_risk: 'high (front stack)', ash_glaze_depth: 'thin' } };
    for (let i = 0; i < 6; i++) {
      const rate = i % 2 ? 80 : 120;
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': { model: 'gemini-2.0-flash', contents: '[...]' } }, { 'gcp.vertex.agent.llm_response': { content: { parts: [{ function_call: { name: 'simulate_firing', args: { ramp_c_per_h: rate, hold_h: 6 } } }] } } }, { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid(), 'gcp.vertex.agent.event_id': r.b62(8) }));
      kids.push(tool('execute_tool simulate_firing', { ramp_c_per_h: rate, hold_h: 6 }, { ...sims[rate], sim_id: r.job('sim'), wall_s: r.secs(2, 8) }, { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ ramp_c_per_h: rate }) }));
    }
    return {
      isolates: 'The kiln agent alternates ramp rate 120/80 for three cycles; the simulator returns identical results for each rate every time.',
      goal: 'Choose a firing schedule for the anagama kiln that reaches cone 10 with low crack risk and a deep ash glaze.', stagnation: false,
      root: agent('invoke_agent kiln_master', { new_message: 'Plan the spring firing.' }, null, kids, { 'gcp.vertex.agent.session_id': r.uuid(), app_name: 'anagama', max_llm_calls: 6 }),
    };
  },
  // 05 cheese cave humidity dashboard, Semantic Kernel browser plugin
  (r) => {
    const kids = [];
    const tab = { 'Cave A': '<div class="panel"><h2>Cave A - Tomme</h2><span class="rh">RH 93%</span><span class="t">10.8°C</span><p class="alarm">none</p></div>', 'Cave B': '<div class="panel"><h2>Cave B - Washed rind</h2><span class="rh">RH 97%</span><span class="t">12.1°C</span><p class="alarm">none</p></div>' };
    for (let i = 0; i < 5; i++) {
      const t = i % 2 ? 'Cave B' : 'Cave A';
      kids.push(llm('ChatCompletion', { chat_history: '[...]' }, { content: null, items: [{ type: 'FunctionCallContent', plugin_name: 'Browser', function_name: 'click_tab', arguments: { label: t } }] }, { 'semantic_kernel.function.invocation': 'InvokePromptAsync', model_id: 'gpt-4o', completion_id: 'chatcmpl-' + r.b62(29) }));
      kids.push(tool('Browser-click_tab', { label: t }, { html: tab[t], url: 'https://caves.fromagerie-local/dashboard#' + t.replace(' ', '').toLowerCase(), loaded_ms: r.ms(200, 900), csrf: r.b62(32) }, { 'semantic_kernel.function.name': 'click_tab', 'sk.plugin': 'Browser' }));
    }
    return {
      isolates: 'The agent clicks between two dashboard tabs five times looking for a humidity alarm; each tab shows the same panel it showed before.',
      goal: 'Find which cheese cave raised last night\'s humidity alarm and its current reading.', stagnation: false,
      root: agent('ChatCompletionAgent.InvokeAsync', { message: 'Which cave raised the humidity alarm last night?' }, { finish: 'MaximumAutoInvokeAttempts (5) reached' }, kids, { kernel: 'semantic-kernel-python 1.18', agent_name: 'CaveWatch' }),
    };
  },
  // 06 planetarium show scheduler, Strands Agents
  (r) => {
    const kids = [];
    const o = { on: 'preview: 19:30 "Saturn Return" fulldome 8K -> projector bank B OVERHEAT predicted (est 71°C)', off: 'preview: 19:30 "Saturn Return" fulldome 4K -> render queue full, ETA 22:10 (misses show)' };
    const said = 'Toggling the 8K flag and re-running the preview.';
    for (let i = 0; i < 4; i++) {
      const st = i % 2 ? 'off' : 'on';
      kids.push(llm('chat', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }, { message: { role: 'assistant', content: [{ text: said }, { toolUse: { toolUseId: 'tooluse_' + r.b62(22), name: 'set_flag', input: { flag: 'fulldome_8k', value: st === 'on' } } }] } }, { 'gen_ai.system': 'strands-agents', 'event_loop.cycle_id': r.uuid() }));
      kids.push(tool('execute_tool set_flag', { flag: 'fulldome_8k', value: st === 'on' }, { status: 'success', content: [{ text: `flag fulldome_8k=${st === 'on'} (rev ${r.int(100, 999)})` }] }, {}));
      kids.push(tool('execute_tool preview_schedule', { show: 'Saturn Return', slot: '19:30' }, { status: 'success', content: [{ text: o[st] + ` [job ${r.job('rq')}, ${r.syslog()}]` }] }, {}));
    }
    return {
      isolates: 'A planetarium scheduler toggles an 8K feature flag on/off twice; each preview in a state reports the same blocking problem as last time.',
      goal: 'Get tonight\'s 19:30 fulldome show rendered and scheduled without overheating projector bank B.', stagnation: true,
      root: agent('invoke_agent Strands Agents', { prompt: 'Schedule tonight\'s Saturn Return show.' }, { stop_reason: 'max_cycles' }, kids, { 'gen_ai.agent.name': 'dome-scheduler', 'strands.version': '0.1.6' }),
    };
  },
];
