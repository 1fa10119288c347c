import { agent, llm, tool, span, oaiToolCalls } from './lib.mjs';
export const family = 'two_state_flipflop';
export const scenarios = [
  // 01 hymnal engraving repo, SWE-agent
  (N) => {
    const kids = [];
    const A = { br: 'main', out: 'FAILED tests/test_beams.py::test_slur_over_barline - AssertionError: beam collides with slur at m.14\n1 failed, 211 passed' };
    const B = { br: 'fix/beam-collision', out: 'FAILED tests/test_lyrics.py::test_hyphen_spacing - AssertionError: 0.82 != 0.75\n1 failed, 211 passed' };
    const thA = 'DISCUSSION\nOn main the slur/beam collision test fails. The fix branch should address that, so let me switch to fix/beam-collision and run the tests.';
    const thB = 'DISCUSSION\nOn fix/beam-collision the lyric hyphen spacing test fails instead. That test passed on main, so let me switch back to main and run the tests.';
    for (let c = 0; c < 5; c++) {
      const st = c % 2 === 0 ? A : B; const nxt = c % 2 === 0 ? B : A;
      kids.push(tool('bash', { command: 'python -m pytest -q tests/' }, `${st.out} in ${N.secs(3, 9)}\n[pid ${N.int(3000, 60000)}] cache: /tmp/pytest-of-swe/pytest-${N.int(1, 40)}`, { 'swe_agent.action': 'python -m pytest -q tests/' }));
      if (c < 4) {
        kids.push(llm('model_query', { history_len: 6 + c * 3 }, c % 2 === 0 ? thA + `\n\n\`\`\`\ngit checkout ${nxt.br}\n\`\`\`` : thB + `\n\n\`\`\`\ngit checkout ${nxt.br}\n\`\`\``, { model: 'gpt-4o', cost: (0.01 + c * 0.004).toFixed(4) }));
        kids.push(tool('bash', { command: `git checkout ${nxt.br}` }, `Switched to branch '${nxt.br}'\nYour branch is up to date with 'origin/${nxt.br}'.`));
      }
    }
    kids.push(llm('model_query', {}, thA.replace('DISCUSSION\n', 'DISCUSSION\nAgain, ') + '\n\n```\ngit checkout fix/beam-collision\n```', {}));
    return { stagnation: true, goal: 'Fix the failing beam/slur collision test in the hymnal engraving repository without breaking other tests.', isolates: 'The agent checks out main and the fix branch alternately; each branch gives exactly the test failure it gave before, and the reasoning repeats the same two paragraphs.',
      root: agent('SWE-agent', { problem_statement: 'Beam collides with slur in measure 14 of hymn 312 (issue #88).', repo: 'choirworks/hymnset' }, { exit_status: 'exit_cost', submission: null }, kids, { trajectory_format: 'swe-agent/1.0', instance_id: 'choirworks__hymnset-88' }) };
  },
  // 02 regatta weather map, OpenAI Responses API computer use
  (N) => {
    const kids = [];
    const layers = ['Wind (10 m)', 'Gusts'];
    kids.push(llm('responses.create', { model: 'computer-use-preview', input: [{ role: 'user', content: 'Find the forecast gust speed at the Fastnet mark for Saturday 14:00.' }], truncation: 'auto' }, { id: 'resp_' + N.hex(30), output: [{ type: 'computer_call', call_id: N.callId(), action: { type: 'click', x: 1122, y: 88 } }] }));
    for (let c = 0; c < 6; c++) {
      const L = layers[c % 2];
      kids.push(tool('computer_call', { action: { type: 'click', x: c % 2 ? 1186 : 1122, y: 88 } }, { type: 'computer_call_output', output: { type: 'computer_screenshot', image_url: `data:image/png;base64,iVBORw0KGgo${N.b62(18)}...` }, page_text: L === 'Gusts' ? 'Layer: Gusts | Sat 12:00 | tap map for value' : 'Layer: Wind (10 m) | Sat 12:00 | tap map for value', tile_cdn: N.host('tiles'), render_ms: N.ms(80, 700) }));
      kids.push(llm('responses.create', { previous_response_id: 'resp_' + N.hex(30) }, { id: 'resp_' + N.hex(30), output: [{ type: 'computer_call', call_id: N.callId(), action: { type: 'click', x: c % 2 ? 1122 : 1186, y: 88 } }], usage: { input_tokens: N.int(1500, 3000), output_tokens: N.int(10, 30) } }));
    }
    return { stagnation: false, goal: 'Find the forecast gust speed at the Fastnet mark for Saturday 14:00 on the regatta weather map.', isolates: 'A computer-use agent clicks between the Wind and Gusts tabs six times; each tab shows the same text as last time and it never taps the map or changes the time. No model text, only actions.',
      root: agent('computer-use-session', { task: 'Fastnet gusts Sat 14:00' }, { status: 'incomplete', reason: 'max_output_actions' }, kids, { environment: 'browser', display: '1280x800' }) };
  },
  // 03 allotment irrigation config, AutoGen
  (N) => {
    const kids = [];
    const res = {
      odd_even: 'validate: FAIL\n  plots 31-44 (new north extension) have no house number; odd_even mode cannot assign them a day\n  checked 88 plots',
      zone_rotation: 'validate: FAIL\n  zone "N" referenced by plots 31-44 is not defined in zones.yaml\n  checked 88 plots',
    };
    const say = {
      odd_even: 'odd_even fails for the north extension plots. zone_rotation avoids house numbers, so I will switch the mode to zone_rotation and validate.',
      zone_rotation: 'zone_rotation fails because zone N is missing. odd_even worked for the other plots, so I will switch the mode back to odd_even and validate.',
    };
    let mode = 'odd_even';
    for (let c = 0; c < 5; c++) {
      kids.push(tool('validate_schedule', { config: 'irrigation.yaml' }, `${res[mode]}\n  validator v0.4.2 run ${N.uuid().slice(0, 8)} took ${N.ms(20, 300)}ms`, { autogen_event: 'ToolCallExecutionEvent' }, 'validation failed'));
      const next = mode === 'odd_even' ? 'zone_rotation' : 'odd_even';
      kids.push(llm('AssistantAgent.on_messages', { source: 'user_proxy' }, { source: 'water_steward', content: [{ id: N.callId(), name: 'set_config', arguments: JSON.stringify({ key: 'irrigation.mode', value: next }) }], thought: say[mode], models_usage: { prompt_tokens: N.int(800, 2500), completion_tokens: N.int(30, 70) } }, { autogen_event: 'ToolCallRequestEvent' }));
      kids.push(tool('set_config', { key: 'irrigation.mode', value: next }, `irrigation.mode: ${mode} -> ${next} (rev ${N.int(100, 999)})`, { autogen_event: 'ToolCallExecutionEvent' }));
      mode = next;
    }
    return { stagnation: true, goal: 'Produce a valid hosepipe-rationing schedule for the allotment society during the drought order.', isolates: 'The agent flips irrigation.mode between odd_even and zone_rotation; each validation repeats the same error for that mode, and the same two explanations are restated.',
      root: agent('RoundRobinGroupChat', { task: 'Make the drought watering rota validate.' }, { stop_reason: 'Maximum number of messages 16 reached' }, kids, { autogen_version: '0.4.7', participants: ['water_steward', 'user_proxy'] }) };
  },
  // 04 historic newspaper archive, LlamaIndex
  (N) => {
    const kids = [];
    const withF = { hits: 0, note: 'No documents matched filters: year in [1850,1900], title contains "Tay Bridge"' };
    const noF = { hits: 412, top: ['Dundee Courier 2025-03-11 (OCR misdated)', 'Evening Telegraph 1998-12-28 "Tay Bridge disaster remembered"'] };
    for (let c = 0; c < 4; c++) {
      const filtered = c % 2 === 0;
      kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: 'Tay Bridge collapse eyewitness report', filters: filtered ? { year: { gte: 1850, lte: 1900 } } : null }, filtered ? withF : { ...noF, nodes_scored: noF.top.map((t) => ({ text: t, score: +(0.7 + N.r() * 0.1).toFixed(3) })) }, [], { metadata: { similarity_top_k: 5, latency_ms: N.ms(60, 400) } }));
      kids.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'Decide next retrieval.' }] }, filtered ? 'The date filter returns nothing, so the filter is too narrow. Remove the year filter and search again.' : 'Without the filter the results are modern retrospectives, not 1879 reports. Re-apply the 1850-1900 year filter and search again.', { model: 'gpt-4o-mini', event_id: N.uuid() }));
    }
    return { stagnation: true, goal: 'Find a contemporary 1879 eyewitness report of the Tay Bridge collapse in the digitised newspaper archive.', isolates: 'The retriever is called alternately with and without a year filter; each state returns exactly what it did last time, and the model restates the same two conclusions.',
      root: agent('ReActAgent.chat', { message: 'Find an 1879 eyewitness report of the Tay Bridge collapse.' }, { response: 'Reached max iterations.' }, kids, { 'llama_index.version': '0.12.9', max_iterations: 8 }) };
  },
  // 05 hut-supply drone routes, Google ADK
  (N) => {
    const kids = [];
    const res = {
      ridge: { route: 'ridge', verdict: 'REJECT', reason: 'crosswind 14 m/s at waypoint 3 exceeds 11 m/s limit' },
      valley: { route: 'valley', verdict: 'REJECT', reason: 'temporary NOTAM restricted area (helicopter rescue training) until 16:00' },
    };
    for (let c = 0; c < 6; c++) {
      const r = c % 2 ? 'valley' : 'ridge';
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: 'Plan the 11:00 resupply flight to Capanna Alta' }] }] }) }, { content: { parts: [{ function_call: { id: 'adk-' + N.uuid(), name: 'check_route', args: { route: r, depart: '11:00' } } }], role: 'model' } }, { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid() }));
      kids.push(tool('execute_tool check_route', { route: r, depart: '11:00' }, { ...res[r], wx_model_run: N.isoLocal('+00:00'), cell: N.hex(10), computed_in: N.secs(0.3, 2) }, { 'gen_ai.tool.name': 'check_route' }));
    }
    return { stagnation: false, goal: 'Plan the 11:00 cargo-drone resupply flight to the Capanna Alta mountain hut.', isolates: 'The agent checks the ridge route, then the valley route, then the ridge again, three full cycles, each check returning the same rejection for that route; the model emits only function calls, no text.',
      root: agent('invoke_agent hut_logistics', { user_content: 'Plan the 11:00 resupply flight to Capanna Alta' }, { final_response: null }, kids, { 'gen_ai.system': 'gcp.vertex.agent', app_name: 'alpine_drones', max_llm_calls: 12 }) };
  },
  // 06 fire-lookout radio repeater, Anthropic Messages API log
  (N) => {
    const kids = [];
    const out = { '151.355': 'TX 151.355 MHz ... no CTCSS response from Bald Knob repeater (RSSI -118 dBm)', '159.270': 'TX 159.270 MHz ... repeater keyed, but audio: "channel reserved for incident 25-CA-0912 traffic, clear the channel"' };
    const th = { '151.355': 'No response on 151.355. I\'ll switch the radio to 159.270 and try the check-in there.', '159.270': '159.270 is reserved for the incident. I\'ll switch back to 151.355 and try the check-in again.' };
    let f = '151.355';
    for (let c = 0; c < 5; c++) {
      kids.push(tool('radio_transmit', { freq_mhz: f, message: 'Lookout 7 morning check-in' }, { stdout: out[f], radio: 'BK-KNG150', seq: N.int(100, 999), utc: N.iso() }));
      const nf = f === '151.355' ? '159.270' : '151.355';
      kids.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: `[${8 + c * 2} messages]` }, { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content: [{ type: 'text', text: th[f] }, { type: 'tool_use', id: N.toolu(), name: 'set_channel', input: { freq_mhz: nf } }], stop_reason: 'tool_use', usage: { input_tokens: N.int(1200, 3000), output_tokens: N.int(40, 70) } }, { 'request-id': N.reqId('req_011'), 'anthropic-ratelimit-requests-remaining': String(N.int(40, 49)) }));
      kids.push(tool('set_channel', { freq_mhz: nf }, { ok: true, freq: nf, squelch: 3 }));
      f = nf;
    }
    return { stagnation: true, goal: 'Complete the fire-lookout morning radio check-in with dispatch.', isolates: 'The agent alternates the radio between two frequencies; each frequency fails exactly as before and the two explanations repeat verbatim.',
      root: agent('lookout_assistant', { system: 'You operate Lookout 7 radio.', user: 'Do the morning check-in with dispatch.' }, null, kids, { log_source: 'anthropic-messages-proxy' }) };
  },
];
