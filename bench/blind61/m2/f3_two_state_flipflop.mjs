import { agent, llm, tool, oaiMsg, antMsg, gemOut, respOut, otel, httpResp, chain } from './lib.mjs';
export const family = 'two_state_flipflop';
export const loop = true, stagnation = true;
export const rows = [
// 01 fresco restoration lab — LangSmith runs
(c) => {
  const kids = [];
  for (let i = 0; i < 3; i++) for (const [light, cnt] of [['UV-365', 14], ['raking-IR', 9]]) {
    kids.push(llm('ChatAnthropic', { messages: '...' }, { generations: [[{ text: `Let me switch the imaging profile to ${light} and re-count the detachment zones.` }]] }, { run_type: 'llm', ls_model_name: 'claude-3-5-sonnet' }));
    kids.push(tool('set_imaging_profile', { profile: light }, { ok: true, camera: 'phase-one-iq4', applied_at: c.iso() }, { metadata: { run_type: 'tool' } }));
    kids.push(tool('count_detachments', { wall: 'nave-north-B', profile: light }, { zones: cnt, area_cm2: light === 'UV-365' ? 311.4 : 188.0, capture: `IMG_${c.int(1000, 9999)}.IIQ`, run_ms: c.ms() }, { metadata: { run_type: 'tool' } }));
  }
  return { isolates: 'The agent alternates between UV and raking-IR profiles three times, each returning the same counts as before, and never reconciles them.', goal: 'Produce one detachment-zone count for the nave north wall fresco.',
    root: agent('AgentExecutor', { input: 'How many detachment zones on nave-north-B?' }, { output: 'Agent stopped due to max iterations.' }, kids, { run_type: 'chain', session_name: 'fresco-lab', run_id: c.uuid() }) };
},
// 02 OpenStreetMap tile server — Semantic Kernel
(c) => {
  const kids = [];
  for (let i = 0; i < 2; i++) for (const st of ['openstreetmap-carto', 'osm-bright']) {
    kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': '...' }, { 'gen_ai.completion': `[{"role":"assistant","content":"Tiles at z14 look wrong. I'll switch the style to ${st} and check a sample tile.","tool_calls":[{"function":{"name":"TileServer-set_style"}}]}]` }, { 'gen_ai.system': 'openai', 'semantic_kernel.function': 'ChatCompletion' }));
    kids.push(tool('TileServer-set_style', { style: st }, `renderd[${c.int(1000, 9999)}]: Reloaded style ${st} (${c.int(200, 900)} ms)`, { metadata: { 'sk.function.name': 'set_style', 'sk.plugin.name': 'TileServer' } }));
    kids.push(tool('TileServer-fetch_tile', { z: 14, x: 8529, y: 5487 }, { status: 200, headers: { date: c.http(), etag: c.etag(), 'x-renderd-host': c.host('render'), 'x-cache': 'MISS' }, body_bytes: st === 'osm-bright' ? 412 : 412, note: 'tile is a single colour #f2efe9, no features' }, { metadata: { 'sk.function.name': 'fetch_tile' } }));
  }
  return { isolates: 'Style is toggled between two stylesheets twice; the same featureless 412-byte tile comes back in both states every time.', goal: 'Fix blank z14 tiles on the map tile server.',
    root: agent('ChatCompletionAgent', { instructions: 'Ops agent for tiles.example.org', message: 'z14 tiles around Leeds are blank' }, { result: 'function-call limit reached (auto_invoke max 10)' }, kids, { 'sk.version': '1.15.0' }) };
},
// 03 eel farm — Pydantic AI / Logfire
(c) => {
  const kids = [];
  for (let i = 0; i < 3; i++) for (const [flow, o2] of [['recirc-high', 6.1], ['recirc-low', 7.4]]) {
    kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages: '...' }, { parts: [{ part_kind: 'text', content: `Dissolved oxygen may depend on the flow mode; switching tank E4 to ${flow}.` }, { part_kind: 'tool-call', tool_name: 'set_flow_mode', args: { tank: 'E4', mode: flow } }] }, { logfire_span: 'chat gpt-4o' }));
    kids.push(tool('running tool: set_flow_mode', { tank: 'E4', mode: flow }, `ok ${c.syslog()} pump P4 ${flow}`, { metadata: { 'logfire.msg': 'running tool: set_flow_mode' } }));
    kids.push(tool('running tool: read_probe', { tank: 'E4' }, { do_mg_l: o2, temp_c: 23.9, probe: 'YSI-' + c.hex(4), sampled: c.epochMs() }, { metadata: { 'logfire.msg': 'running tool: read_probe' } }));
  }
  return { isolates: 'Tank flow is flipped between two modes three times; each read gives the same oxygen value for that mode and no decision is taken.', goal: 'Choose a flow mode for eel tank E4 that keeps dissolved oxygen above 7 mg/L.',
    root: agent('agent run', { prompt: 'Choose a flow mode for tank E4 to keep DO above 7 mg/L' }, null, kids, { 'logfire.span_type': 'span', 'pydantic_ai.agent': 'hatchery_ops', error: 'UsageLimitExceeded: request_limit of 10' }) };
},
// 04 soba noodle shop — Mastra
(c) => {
  const kids = [];
  for (let i = 0; i < 2; i++) for (const [tab, items] of [['lunch', 11], ['dinner', 11]]) {
    kids.push(llm('llm: generate', { messages: '...' }, { text: `The ${tab} menu might be the one with the wrong buckwheat ratio. Opening the ${tab} tab.`, toolCalls: [{ toolName: 'openMenuTab', args: { tab } }] }, { componentName: 'menuAgent' }));
    kids.push(tool('tool: openMenuTab', { tab }, { tab, items, hash: 'e3a1c07d', fetchedAt: c.iso(), session: c.b62(16) }));
    kids.push(tool('tool: searchItems', { tab, q: '十割' }, { matches: [], scanned: items, tookMs: c.ms() }));
  }
  return { isolates: 'The agent opens the lunch and dinner menu tabs alternately twice; each tab returns the same hash and no match, and nothing else is tried.', goal: 'Find the menu item mislabelled as 100% buckwheat (juwari) and fix it.',
    root: agent('agent.menuAgent.generate', { input: 'Fix the item wrongly listed as juwari soba' }, { text: 'Still investigating.', finishReason: 'tool-calls', steps: 12 }, kids, { mastra: '0.4', runId: c.uuid() }) };
},
// 05 estuary sediment cores — Langfuse
(c) => {
  const kids = [];
  for (let i = 0; i < 2; i++) for (const [br, res] of [['main', '3 failed'], ['fix/pb210-units', '3 failed']]) {
    kids.push(llm('generation', { messages: '...' }, { role: 'assistant', content: `Checking out ${br} to see whether the Pb-210 dating tests pass there.` }, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', usage: c.tokens() }));
    kids.push(tool('git_checkout', { branch: br }, `Switched to branch '${br}'\nYour branch is up to date with 'origin/${br}'.`, { metadata: { langfuse_type: 'SPAN' } }));
    kids.push(tool('pytest', { path: 'tests/test_cores.py' }, `============ ${res}, 41 passed in ${(c.int(300, 900) / 100).toFixed(2)}s ============\nFAILED tests/test_cores.py::test_cic_age_depth - AssertionError: 1931.2 != 1931.4\nFAILED tests/test_cores.py::test_crs_flux\nFAILED tests/test_cores.py::test_units_bq_kg\nrootdir: ${c.tmp()}`, { error: 'exit code 1', metadata: { langfuse_type: 'SPAN' } }));
  }
  return { isolates: 'Switching between main and a fix branch twice gives the same three test failures in both states every time.', goal: 'Get the Pb-210 core-dating tests passing for the estuary sediment project.',
    root: agent('trace', { input: 'make the pb210 dating tests pass' }, null, kids, { langfuse_trace_id: c.uuid(), tags: ['sediment-cores'] }) };
},
// 06 sleeper bus tickets — OpenAI Agents SDK (browser)
(c) => {
  const kids = [];
  for (let i = 0; i < 2; i++) for (const [route, txt] of [['Hanoi → Sapa (sleeper)', 'No seats available on 14 Oct'], ['Hanoi → Lao Cai → Sapa', 'No seats available on 14 Oct']]) {
    kids.push(llm('Response', {}, respOut(c, `Trying the ${route} route filter.`, [['browser_click', { selector: `label:has-text("${route}")` }]]), { span_type: 'response' }));
    kids.push(tool('browser_click', { selector: `label:has-text("${route}")` }, { url: 'https://tickets.example.vn/search?d=2024-10-14&sid=' + c.b62(10), snapshot: `<div class="result-empty">${txt}</div><footer>rendered in ${c.ms()}ms · node ${c.host('web')}</footer>` }, { metadata: { span_type: 'function' } }));
  }
  return { isolates: 'Two route filters are toggled back and forth twice, each returning the same "no seats" page, without changing the date or operator.', goal: 'Book an overnight sleeper bus from Hanoi to Sapa on 14 October.',
    root: agent('Travel booker', { input: 'sleeper bus Hanoi to Sapa 14 Oct' }, { error: 'MaxTurnsExceeded' }, kids, { span_type: 'agent', workflow_name: 'booking' }) };
},
];
