import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
export const scenarios = [
// 01 wool dyeing — LlamaIndex
{ domain: 'hand-dyed wool yarn studio', style: 'LlamaIndex (OpenInference-like spans)', build(c) {
  const goal = 'Find which dye lot of "Moorland Heather" DK matches the customer\'s returned skein (lab reading L*42.1 a*18.3 b*-6.0) and reserve 4 skeins of it.';
  const kids = [];
  const states = [
    { lot: 'MH-0912', res: { lot: 'MH-0912', deltaE_2000: 3.8, skeins_in_stock: 3, mordant: 'alum' } },
    { lot: 'MH-1003', res: { lot: 'MH-1003', deltaE_2000: 4.1, skeins_in_stock: 11, mordant: 'alum+cream of tartar' } },
  ];
  const thought = ['MH-0912 is closer in colour but there are only 3 skeins. Let me look at MH-1003 instead.', 'MH-1003 has enough stock but deltaE is 4.1, above the 4.0 tolerance. Let me go back to MH-0912.'];
  for (let i = 0; i < 9; i++) {
    const st = states[i % 2];
    kids.push(S('retriever', 'retrieve', { query_str: `Moorland Heather DK lot ${st.lot} spectro readings` }, { nodes: [{ id_: c.uuid(), score: 0.83, text: `Lot ${st.lot} dyed ${i % 2 ? '03 Oct' : '12 Sep'}; acid dye blend 60% magenta, 30% violet, 10% grey; exhaust bath 92C 45min.` }] }, { metadata: { 'openinference.span.kind': 'RETRIEVER', ...tIso(c) } }));
    kids.push(tool('FunctionTool.compare_lot', { lot: st.lot, target: { L: 42.1, a: 18.3, b: -6.0 } }, { ...st.res, measured_at: c.iso(), spectro: 'X-Rite Ci64 #' + c.int(10, 99), calibration_age_h: c.int(1, 30) }, { 'openinference.span.kind': 'TOOL', ...tIso(c) }));
    kids.push(llm('OpenAI.chat', { 'llm.input_messages': '[' + (3 + i * 3) + ' messages]' }, { 'llm.output_messages.0.message.content': 'Thought: ' + thought[i % 2] + '\nAction: compare_lot' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', ...tIso(c) }));
  }
  return { isolates: 'The agent alternates between dye lots MH-0912 and MH-1003, each comparison returning the same deltaE and stock as before, for four and a half cycles without reserving anything.', stagnation: true, goal,
    root: agent('ReActAgent.chat', { message: goal }, { error: 'ValueError: Reached max iterations.' }, kids, { 'openinference.span.kind': 'AGENT', max_iterations: 15 }) };
} },
// 02 translation agency — OpenHands (git branch toggle)
{ domain: 'translation agency CAT-tool plugin repo', style: 'OpenHands event stream', build(c) {
  const goal = 'Fix the failing test test_tm_match_penalty in the agency\'s translation-memory plugin and open a PR.';
  const kids = [];
  const br = [['main', 'FAILED tests/test_tm.py::test_tm_match_penalty - AssertionError: 0.85 != 0.8'], ['fix/fuzzy-penalty', 'FAILED tests/test_tm.py::test_tm_match_penalty - ImportError: cannot import name \'segment_hash\' from \'tmplug.index\'']];
  const thoughts = ['On main the penalty is 0.85 instead of 0.8. The fix branch probably has the change; let me check out fix/fuzzy-penalty.', 'The fix branch fails on an import. Main had the import working; let me go back to main and look again.'];
  for (let i = 0; i < 4; i++) {
    const [b, fail] = br[i % 2];
    kids.push(llm('AgentThinkAction/CmdRunAction', { model: 'anthropic/claude-3-5-sonnet-20241022' }, { thought: i === 0 ? 'Let me reproduce on main first.' : thoughts[i % 2 ? 0 : 1], action: 'run', args: { command: `git checkout ${b} && python -m pytest tests/test_tm.py -q` } }, { source: 'agent', id: 10 + i * 2, timestamp: c.iso() }));
    kids.push(tool('CmdRunAction', { command: `git checkout ${b} && python -m pytest tests/test_tm.py -q` }, { observation: 'run', content: `Switched to branch '${b}'\n${i % 2 ? '' : 'Your branch is up to date with \'origin/main\'.\n'}.......F..                                                      [100%]\n${fail}\n1 failed, 9 passed in ${c.secs(0.8, 2.5)}`, extras: { exit_code: 1, pid: c.int(2000, 9000), cwd: '/workspace/tmplug', hostname: 'runtime-' + c.hex(12) } }, { source: 'environment', id: 11 + i * 2, timestamp: c.tick() && c.iso() }, 'exit code 1'));
  }
  return { isolates: 'The agent checks out main, then the fix branch, then main, then the fix branch again; each test run prints the same failure for that branch.', stagnation: true, goal,
    root: agent('CodeActAgent', { task: goal }, { agent_state: 'ERROR', reason: 'Agent reached maximum iteration in headless mode' }, kids, { sid: c.uuid(), runtime: 'docker', max_iterations: 30 }) };
} },
// 03 eyeglass webshop — Google ADK browser tabs
{ domain: 'online eyeglass frame shop', style: 'Google ADK', build(c) {
  const goal = 'Check whether the Kestrel 52-18 frame in tortoiseshell is in stock at the same price on the shop\'s UK and EU storefront tabs, and report the cheaper option.';
  const tabs = [
    { tab: 0, url: 'https://shop.example.co.uk/frames/kestrel?size=52-18&colour=tortoise', text: 'Kestrel 52-18 Tortoise — £89.00 — "Select a lens package to see availability"' },
    { tab: 1, url: 'https://shop.example.eu/frames/kestrel?size=52-18&colour=tortoise', text: 'Kestrel 52-18 Tortoise — €104,00 — "Select a lens package to see availability"' },
  ];
  const kids = [];
  for (let i = 0; i < 4; i++) {
    const t = tabs[i % 2];
    kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': '{"model":"gemini-2.0-flash","contents":[…' + (2 + i * 2) + '…]}' }, { content: { role: 'model', parts: [{ text: i % 2 ? 'The EU tab also hides stock until a lens package is chosen. Let me switch back to the UK tab.' : 'The UK tab needs a lens package selected to show stock. Let me check the EU tab instead.' }, { functionCall: { name: 'switch_tab', args: { index: 1 - t.tab } } }] } }, { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid(), ...tOtel(c) }));
    const nt = tabs[(i + 1) % 2];
    kids.push(tool('execute_tool switch_tab', { index: nt.tab }, { functionResponse: { name: 'switch_tab', response: { active_tab: nt.tab, url: nt.url, visible_text: nt.text, dom_nodes: c.int(1800, 1900), cf_ray: c.hex(16) + '-LHR' } } }, { 'gcp.vertex.agent.event_id': c.uuid(), ...tOtel(c) }));
  }
  return { isolates: 'The browser agent switches UK tab, EU tab, UK tab, EU tab; each tab shows the same price and the same "select a lens package" block every time.', stagnation: true, goal,
    root: agent('invoke_agent frame_checker', { new_message: goal }, { final_response: null, error: 'max_llm_calls exceeded' }, [agent('agent_run [frame_checker]', { goal }, null, kids, { 'gen_ai.agent.name': 'frame_checker' })], { app_name: 'optics-ops', user_id: 'ops-21', session_id: c.uuid() }) };
} },
// 04 pheasant shoot bookings — Pydantic AI / Logfire (config value)
{ domain: 'driven pheasant shoot day bookings', style: 'Pydantic AI (Logfire)', build(c) {
  const goal = 'Make the booking form accept parties of 9 guns for the 14 November shoot day and verify with a test booking.';
  const kids = [];
  const vals = [8, 10];
  const res = { 8: { status: 422, detail: [{ loc: ['body', 'guns'], msg: 'Input should be less than or equal to 8', type: 'less_than_equal' }] }, 10: { status: 409, detail: 'Peg plan for drive layout "Home Wood" has 8 pegs; party of 9 needs pegs_per_drive >= 9' } };
  for (let i = 0; i < 4; i++) {
    const v = vals[i % 2];
    kids.push(llm('chat claude-3-5-sonnet-latest', { 'gen_ai.request.model': 'claude-3-5-sonnet-latest', all_messages_events: '[' + (2 + i * 4) + ' events]' }, { parts: [{ part_kind: 'text', content: v === 8 ? 'max_guns is 8; setting it to 10 should allow a party of 9.' : 'With 10 the peg plan rejects it, so max_guns must go back to 8.' }, { part_kind: 'tool-call', tool_name: 'set_config', args: { key: 'booking.max_guns', value: v === 8 ? 10 : 8 } }] }, { 'logfire.span_type': 'span', ...tOtel(c) }));
    const nv = v === 8 ? 10 : 8;
    kids.push(tool('running tool: set_config', { key: 'booking.max_guns', value: nv }, { previous: v, current: nv, config_rev: 'r' + c.int(300, 400), applied_to: ['web-' + c.int(1, 3)] }, { 'logfire.msg': 'running tool: set_config', ...tOtel(c) }));
    kids.push(tool('running tool: test_booking', { date: '2024-11-14', guns: 9, party: 'TEST-' + c.upper(4) }, { http_status: res[nv].status, body: res[nv], server_timing: 'db;dur=' + c.int(3, 30) + ', app;dur=' + c.int(20, 90) }, { ...tOtel(c) }, `HTTP ${res[nv].status}`));
  }
  return { isolates: 'A config value flips 10, 8, 10, 8; each test booking after a flip returns exactly the error that value produced before.', stagnation: true, goal,
    root: agent('agent run', { user_prompt: goal }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' }, kids, { 'logfire.span_type': 'span', 'agent_name': 'shoot_admin', service_name: 'shoot-bookings' }) };
} },
// 05 glue manufacturer — OpenInference / Arize Phoenix (route toggle)
{ domain: 'industrial adhesive manufacturer', style: 'OpenInference / Arize Phoenix', build(c) {
  const goal = 'Customers report the safety-data-sheet download link for PU-4410 polyurethane glue returns an empty page. Find a working route and update the product page link.';
  const kids = [];
  const routes = [
    ['/sds/v2/PU-4410?lang=en', 'HTTP/1.1 200 OK\nContent-Type: application/pdf\nContent-Length: 0\nX-Cache: HIT from edge-' + 'fra2\nAge: 8121'],
    ['/documents/sds/PU-4410-EN.pdf', 'HTTP/1.1 302 Found\nLocation: /sds/v2/PU-4410?lang=en\nX-Cache: MISS from edge-fra2'],
  ];
  for (let i = 0; i < 4; i++) {
    const [path, res] = routes[i % 2];
    kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You maintain the product website.', 'llm.input_messages.1.message.content': goal }, { 'llm.output_messages.0.message.content': i % 2 ? 'The legacy PDF path redirects to the v2 route. I will try the v2 route.' : 'The v2 route gives an empty PDF. I will try the legacy PDF path.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'http_head', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ url: 'https://www.adhesives.example' + path }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': 900 + i * 120, ...tOtel(c) }));
    kids.push(tool('http_head', { 'tool.name': 'http_head', 'input.value': JSON.stringify({ url: 'https://www.adhesives.example' + path }) }, { 'output.value': res.replace('Age: 8121', 'Age: ' + c.int(8000, 9000)) + '\nDate: ' + c.http() + '\nCF-RAY: ' + c.hex(16) + '-FRA' }, { 'openinference.span.kind': 'TOOL', ...tOtel(c) }));
  }
  return { isolates: 'The agent alternates between the v2 SDS route (empty PDF) and the legacy route (redirects to v2), two full cycles with identical responses apart from cache age and ray ids.', stagnation: true, goal,
    root: agent('agent', { 'input.value': goal }, { 'output.value': 'Stopped: step budget exhausted' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': c.uuid() }) };
} },
// 06 charity shop chain — Strands Agents (filter toggle), model text varies each step
{ domain: 'charity shop donation sorting', style: 'Strands Agents', build(c) {
  const goal = 'Find how many donated winter coats are awaiting pricing at the Kendal branch so the area manager can plan a rail.';
  const kids = [];
  const f = [{ branch: 'KEN', category: 'coats', status: 'awaiting_pricing' }, { branch: 'KEN', category: 'outerwear', status: 'awaiting_pricing' }];
  const outs = ['{"count":0,"items":[],"note":"category \'coats\' is deprecated; use taxonomy v3"}', '{"count":0,"items":[],"note":"no items match category \'outerwear\' for status awaiting_pricing"}'];
  const texts = [
    'Zero coats. Maybe the category slug is wrong — the stock system might use "outerwear" for coats.',
    'Zero under outerwear too. Perhaps the Kendal till uploads still tag things as "coats"; the deprecation note could be stale.',
    'Still zero for coats. It may be that the pricing queue is cached per category; retrying outerwear may refresh it.',
    'Outerwear empty again. Possibly the taxonomy v3 migration only half-ran for Kendal and coats is the live one after all.',
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('Model invoke', { messages: '[' + (1 + i * 2) + ' messages]' }, { message: { role: 'assistant', content: [{ text: texts[i] }, { toolUse: { toolUseId: 'tooluse_' + c.alnum(22), name: 'query_donations', input: f[(i + 1) % 2] } }] }, stopReason: 'tool_use' }, { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'event_loop.cycle_id': c.uuid(), ...tOtel(c) }));
    kids.push(tool('Tool: query_donations', f[(i + 1) % 2], { toolResult: { status: 'success', content: [{ text: outs[(i + 1) % 2] }] }, db_replica: c.host('donations-ro'), query_ms: c.ms(4, 60) }, { 'gen_ai.tool.name': 'query_donations', ...tOtel(c) }));
  }
  return { isolates: 'The filter flips between category "outerwear" and "coats" twice over; results never change, although each model note proposes a fresh (unhelpful) explanation, so the text itself does not repeat.', stagnation: false, goal,
    root: agent('invoke_agent Strands Agents', { prompt: goal }, { stop_reason: 'max_tokens', error: 'EventLoopException: cycle limit' }, [S('tool', 'Tool: query_donations', f[0], { toolResult: { status: 'success', content: [{ text: outs[0] }] } }, { metadata: tOtel(c) }), ...kids], { 'gen_ai.agent.name': 'Strands Agents', 'gen_ai.operation.name': 'invoke_agent' }) };
} },
];
