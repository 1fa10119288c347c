// Family 3 (loop): oscillating between two states A,B,A,B...; each check after a switch
// returns what it returned the last time in that state. 2+ full cycles.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'two_state_flipflop';
export const LOOP = true;

export const ROWS = [
{
  id: '01', stagnation: true,
  isolates: 'OpenHands-style coding trace: the agent switches between branch fix/lens-prism-angles and main, runs the same test file on each, gets 3 failures on the branch and 5 on main every time, and writes the same thought before each switch.',
  goal: 'Make tests/test_prism_angles.py pass in the lighthouse-lens ray-tracer repo (the Fresnel first-order lens restoration tool) and open a PR.',
  build: (N) => {
    const kids = [];
    const th = 'The tests still fail here. Maybe the other branch has the right version of the prism table; let me switch and compare.';
    const runs = { 'fix/lens-prism-angles': ['FAILED tests/test_prism_angles.py::test_catadioptric_ring_7 - AssertionError: 41.92 != 41.87 (abs 0.01)', 'FAILED tests/test_prism_angles.py::test_bullseye_focal - AssertionError', 'FAILED tests/test_prism_angles.py::test_dioptric_panel_count - assert 8 == 16'], main: ['FAILED tests/test_prism_angles.py::test_catadioptric_ring_7', 'FAILED tests/test_prism_angles.py::test_catadioptric_ring_8', 'FAILED tests/test_prism_angles.py::test_bullseye_focal', 'FAILED tests/test_prism_angles.py::test_dioptric_panel_count', 'FAILED tests/test_prism_angles.py::test_refraction_index_crown'] };
    const order = ['fix/lens-prism-angles', 'main', 'fix/lens-prism-angles', 'main', 'fix/lens-prism-angles'];
    order.forEach((br, i) => {
      kids.push(llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: `[${14 + i * 4} messages]` }, { thought: th, action: 'run', command: `git checkout ${br} && python -m pytest tests/test_prism_angles.py -q` }, { metadata: { response_id: 'msg_' + N.b62(24), cost: Number((N.r() * 0.02 + 0.01).toFixed(5)) } }));
      const fails = runs[br];
      kids.push(tool('CmdRunAction', { command: `git checkout ${br} && python -m pytest tests/test_prism_angles.py -q`, is_input: false, timeout: 120 },
        { observation: 'run', content: `Switched to branch '${br}'\n${i > 1 ? `Your branch is up to date with 'origin/${br}'.\n` : ''}${'.'.repeat(12 - fails.length)}${'F'.repeat(fails.length)}\n=========================== short test summary info ============================\n${fails.join('\n')}\n${fails.length} failed, ${12 - fails.length} passed in ${(N.r() * 2 + 1.1).toFixed(2)}s`, extras: { command_id: N.int(-1, -1) === -1 ? N.int(100, 999) : 0, exit_code: 1, hostname: 'runtime-' + N.hex(12), working_dir: '/workspace/lens-raytrace', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python' } },
        { error: 'exit code 1' }));
    });
    return agent('CodeActAgent', { task: 'Make tests/test_prism_angles.py pass and open a PR.' }, { agent_state: 'error', error: 'AgentStuckInLoopError or max_iterations=10 reached' }, kids, { metadata: { openhands_version: '0.24.0', sid: N.hex(32), runtime: 'docker' } });
  },
},
{
  id: '02', stagnation: false,
  isolates: 'Mastra agent browsing the allotment-society site: it flips the plot list filter between "Vacant" and "All plots", each read returning the same listing as last time in that filter, for two full cycles, with no prose between calls.',
  goal: 'Find a vacant half-plot with a water trough within 30 m at the Hartfield Road allotments and put the member on it.',
  build: (N) => {
    const kids = [];
    const vac = '<table id="plots"><tr><th>Plot</th><th>Size</th><th>Status</th></tr><tr><td>14B</td><td>half (125 m²)</td><td>Vacant</td></tr><tr><td>31A</td><td>full (250 m²)</td><td>Vacant</td></tr></table><p class="note">2 plots shown</p>';
    const all = '<table id="plots">...<tr><td>14B</td><td>half</td><td>Vacant</td><td>trough: 45 m</td></tr><tr><td>15A</td><td>half</td><td>Let</td><td>trough: 8 m</td></tr>...</table><p class="note">64 plots shown · page 1/4</p>';
    const seq = ['Vacant', 'All plots', 'Vacant', 'All plots', 'Vacant'];
    seq.forEach((f) => {
      const c = { toolCallId: N.b62(16), toolName: 'browser_select_filter', args: { selector: '#status-filter', value: f } };
      kids.push(llm('agent.generate > llm', { model: 'openai/gpt-4o-mini', 'mastra.agent': 'allotmentAgent' }, { text: '', toolCalls: [c], finishReason: 'tool-calls', usage: { promptTokens: N.int(1500, 3800), completionTokens: N.int(20, 40) } }, { metadata: { componentName: 'allotmentAgent', runId: N.uuid() } }));
      kids.push(tool('tool.execute browser_select_filter', c.args, { url: `https://hartfieldallotments.org/plots?status=${f === 'Vacant' ? 'vacant' : 'all'}&_=${N.epochMs()}`, html: f === 'Vacant' ? vac : all, loadMs: N.ms(300, 1900), cf_ray: N.hex(16) + '-LHR' }, { metadata: { 'mastra.tool.id': 'browser_select_filter' } }));
    });
    return agent('agent.generate allotmentAgent', { messages: [{ role: 'user', content: 'Find a vacant half-plot near a water trough at Hartfield Road.' }], maxSteps: 10 }, { text: '', finishReason: 'tool-calls', steps: 10 }, kids, { metadata: { 'mastra.version': '0.9.1', resourceId: 'member-' + N.int(100, 900) } });
  },
},
{
  id: '03', stagnation: true,
  isolates: 'LlamaIndex agent at an ice rink plant room toggles the brine supply setpoint between -7.0 °C and -9.0 °C, each reading of ice-surface temperature coming back the same as before for that setpoint, with the same reasoning sentence each time.',
  goal: 'Get the curling sheet ice surface to -4.5 °C (±0.2) before the 18:00 league draw by adjusting the brine setpoint at the Loch Leven rink.',
  build: (N) => {
    const kids = [];
    const th = 'Thought: The ice surface is not at -4.5 °C yet. I will change the brine setpoint and read the surface temperature again.';
    const seq = [-7.0, -9.0, -7.0, -9.0, -7.0];
    seq.forEach((sp) => {
      kids.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'You are the rink plant assistant.' }, { role: 'user', content: 'Get sheet B surface to -4.5 C before 18:00.' }] }, { message: { role: 'assistant', content: `${th}\nAction: set_brine_setpoint\nAction Input: {"celsius": ${sp.toFixed(1)}}` } }, { metadata: { 'llama_index.span_id': `OpenAI.chat-${N.uuid()}` } }));
      kids.push(tool('FunctionTool.call set_brine_setpoint', { celsius: sp }, { ack: true, plc: 'REFRIG-PLC-2', write_seq: N.int(5000, 9999), at: N.syslog() }));
      kids.push(tool('FunctionTool.call read_ice_surface', { sheet: 'B', settle_minutes: 10 }, `sheet B IR probe avg ${sp === -7.0 ? '-3.9' : '-5.3'} C (n=6, spread 0.${N.int(1, 3)}) | brine return ${sp === -7.0 ? '-5.8' : '-7.6'} C | compressor ${N.int(71, 74)}% | ts ${N.epochMs()}`));
    });
    return agent('ReActAgent.chat', { message: 'Get sheet B ice surface to -4.5 C (±0.2) before the 18:00 draw.' }, { response: 'Reached max iterations.' }, kids, { metadata: { 'llama_index.version': '0.12.8', max_iterations: 15 } });
  },
},
{
  id: '04', stagnation: false,
  isolates: 'Strands Agents trace for a ski-area snowcat: the agent alternates between grooming route North Bowl and route Lift 4 Traverse, each ETA check returning the same minutes and avalanche-closure note as before, for two cycles, each time giving a different-sounding reason.',
  goal: 'Pick a grooming route for snowcat PB-3 that finishes before the lifts open at 08:30 and avoids closed avalanche zones, and dispatch it.',
  build: (N) => {
    const kids = [];
    const reasons = [
      'North Bowl is the shortest route on the map, so start with it.',
      'North Bowl crosses a closed zone; the Lift 4 Traverse avoids that area, try it.',
      'The traverse is too long to finish by 08:30; North Bowl is faster, check again.',
      'Right, the closure on North Bowl is still there; back to the traverse.',
      'Traverse finishes at 08:52 which is late; North Bowl one more time.',
    ];
    const rt = ['North Bowl', 'Lift 4 Traverse', 'North Bowl', 'Lift 4 Traverse', 'North Bowl'];
    rt.forEach((r, i) => {
      const tu = 'tooluse_' + N.b62(22);
      kids.push(llm('Model invoke', { 'gen_ai.system': 'aws.bedrock', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0' }, { content: [{ text: reasons[i] }, { toolUse: { toolUseId: tu, name: 'route_eta', input: { vehicle: 'PB-3', route: r } } }], stopReason: 'tool_use', usage: { inputTokens: N.int(1400, 2900), outputTokens: N.int(40, 90) } }, { metadata: { 'event_loop.cycle_id': N.uuid() } }));
      kids.push(tool('Tool: route_eta', { toolUseId: tu, name: 'route_eta', input: { vehicle: 'PB-3', route: r } }, { toolUseId: tu, status: 'success', content: [{ json: r === 'North Bowl' ? { eta_finish: '07:58', km: 11.4, warnings: ['crosses zone NB-2: CLOSED (avalanche control, patrol ref ' + 'AC-0412' + ')'] } : { eta_finish: '08:52', km: 17.9, warnings: [] } }, { text: `computed by routing-svc ${N.host('routing')} in ${N.ms(40, 400)}ms` }] }));
    });
    return agent('Agent invoke', { prompt: 'Pick a grooming route for PB-3 that finishes before 08:30 and avoids closed zones; dispatch it.' }, null, kids, { error: 'MaxCycles: event loop cycle limit (10) reached', metadata: { 'strands.agent.name': 'grooming-dispatch', 'gen_ai.agent.name': 'grooming-dispatch' } });
  },
},
{
  id: '05', stagnation: true,
  isolates: 'W&B Weave call tree: the peat-bog carbon analyst flips the flux dataset between version v3 and v4, re-running the same query each time and getting the same annual balance per version, repeating the same explanation.',
  goal: 'Report the 2024 net carbon balance (t CO2-e/ha) for the restored Flow Country bog plot FC-09 from the eddy-covariance flux dataset.',
  build: (N) => {
    const kids = [];
    const text = 'The two dataset versions disagree, so I should check the other version to see which one is correct.';
    ['v3', 'v4', 'v3', 'v4'].forEach((v) => {
      kids.push(tool('flux_query', { dataset: `wandb-artifact:///peat-lab/flux/fc09-ec:${v}`, sql: 'SELECT SUM(nee_gc_m2)/100 AS t_c_ha FROM flux WHERE year=2024' },
        { rows: [{ t_c_ha: v === 'v3' ? -1.84 : -0.61 }], scanned_rows: v === 'v3' ? 17520 : 16982, artifact_digest: v === 'v3' ? 'a91c0e7b' : '4f22d913', elapsed: N.dur() }, { metadata: { weave_call_id: N.uuid(), op: 'weave:///peat-lab/carbon/op/flux_query:' + N.b62(10) } }));
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Report the 2024 net carbon balance for FC-09.' }, { role: 'tool', content: v === 'v3' ? '-1.84' : '-0.61' }] },
        { choices: [{ message: { role: 'assistant', content: text } }], usage: N.usage() }, { metadata: { weave_call_id: N.uuid(), started_at: N.iso() } }));
    });
    return agent('carbon_report', { plot: 'FC-09', year: 2024 }, null, kids, { error: 'StepBudgetExhausted after 8 ops', metadata: { weave_project: 'peat-lab/carbon', trace_id: N.uuid() } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'AutoGen AgentChat trace at a community radio station: the assistant switches the playout output between Studio A and Studio B desks and reads the loudness meter after each switch, getting -40 LUFS on A and -14 LUFS on B each time, two cycles.',
  goal: 'Make sure the 19:00 Sunday folk show plays out through Studio B at -16 LUFS ±1 and confirm to the presenter.',
  build: (N) => {
    const kids = [];
    const seq = ['STUDIO_A', 'STUDIO_B', 'STUDIO_A', 'STUDIO_B'];
    const txt = ['Route the playout bus to Studio A first and take a meter reading as a baseline.', 'Studio A is near silent. Switch to Studio B, the target desk.', 'B is at -14, 2 LU hot. Going back to A to compare the chain.', 'A is still silent; switching to B again.'];
    seq.forEach((s, i) => {
      const c = tc(N, 'set_playout_output', { bus: 'PGM', output: s });
      kids.push(llm('ToolUseAssistantAgent.on_messages', { model: 'gpt-4o-2024-11-20', source: 'user', models_usage: null }, { type: 'ToolCallRequestEvent', source: 'radio_ops', content: [{ id: c.id, name: c.function.name, arguments: c.function.arguments }], thought: txt[i], models_usage: { prompt_tokens: N.int(600, 1800), completion_tokens: N.int(20, 60) } }));
      kids.push(tool('set_playout_output', { output: s }, { type: 'ToolCallExecutionEvent', content: [{ call_id: c.id, content: `OK ${s} <- PGM (rivendell rdairplay pid ${N.int(2000, 9000)})`, is_error: false }] }));
      kids.push(tool('read_loudness', { bus: 'PGM', window_s: 30 }, { type: 'ToolCallExecutionEvent', content: [{ call_id: 'call_' + N.b62(20), content: JSON.stringify({ integrated_lufs: s === 'STUDIO_A' ? -40.2 : -14.1, true_peak_dbtp: s === 'STUDIO_A' ? -31.0 : -0.4, meter: 'ebur128@playout01', t: N.iso() }) }] }));
    });
    return agent('RoundRobinGroupChat', { task: 'Ensure the Sunday folk show plays out via Studio B at -16 LUFS ±1 and confirm to the presenter.' }, { stop_reason: 'Maximum number of turns 12 reached.' }, kids, { metadata: { autogen_agentchat: '0.4.7' } });
  },
},
];
