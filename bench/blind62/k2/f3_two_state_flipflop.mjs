import { agent, llm, tool, toolErr, span, sys, user, asst, tcall } from './lib.mjs';
export const meta = { family: 'two_state_flipflop', loop: true, stagnation: true,
  isolates: 'The agent switches between two states A,B,A,B and each check returns what it returned last time in that state.' };
function flip(N, mk, states, check, n = 2) { const k = []; for (let c = 0; c < n; c++) for (const s of states) { N.tick(30); k.push(...mk(s, check(s))); } return k; }

// 01 cable car design, Google ADK
function s01(N) {
  const goal = 'Pick the haul rope diameter for the Valmora gondola so the tower-5 sag clearance stays above 6 m.';
  const res = { 52: { sag_clearance_m: 5.4, safety_factor: 4.6 }, 54: { sag_clearance_m: 6.3, safety_factor: 4.1, note: 'SF below 4.5 limit' } };
  const kids = flip(N, (d, r) => [
    llm('call_llm', { contents: [{ role: 'user', parts: [{ text: goal }] }] }, { content: { role: 'model', parts: [{ text: d === 52 ? 'Clearance is the problem, let me go to the 54 mm rope instead.' : 'Safety factor is the problem, let me go back to the 52 mm rope.' }, { functionCall: { name: 'run_rope_calc', args: { diameter_mm: d === 52 ? 54 : 52 } } }] } }, { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() }),
    tool('execute_tool run_rope_calc', { diameter_mm: d === 52 ? 54 : 52 }, { ...res[d === 52 ? 54 : 52], span: 'T4-T5', run: N.job('calc'), t: N.isoSec() }, { 'gcp.vertex.agent.tool_call_args': '...' })
  ], [52, 54], () => null, 2);
  return { goal, isolates: 'Google ADK: the rope diameter flips 54, 52, 54, 52; each calc repeats the same clearance/safety-factor result and no third option is tried.',
    root: agent('invoke_agent ropeway_designer', { user_content: goal }, null, kids, { 'gen_ai.system': 'gcp.vertex.agent', app_name: 'ropeway' }) };
}

// 02 Helm values, Pydantic AI (Logfire)
function s02(N) {
  const goal = 'Make the checkout chart pass `helm lint --strict` on the staging values file.';
  const kids = [];
  for (let c = 0; c < 2; c++) for (const v of ['true', 'false']) {
    N.tick(20);
    kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ role: 'user', content: goal }] }, { 'gen_ai.response.finish_reasons': ['tool_call'], events: [{ 'event.name': 'gen_ai.choice', message: { tool_calls: [{ function: { name: 'set_value', arguments: { path: 'ingress.enabled', value: v } } }] } }], text: v === 'true' ? 'Lint says the ingress host is missing; enabling ingress should pull the host in.' : 'Now lint complains about ingress TLS; disabling ingress should clear it.' }, { 'logfire.span_type': 'span', 'logfire.msg': 'chat gpt-4o' }));
    kids.push(tool('running tool: set_value', { path: 'ingress.enabled', value: v }, `values-staging.yaml updated (ingress.enabled=${v})`, { 'logfire.msg': 'running tool: set_value' }));
    kids.push(toolErr('running tool: helm_lint', { chart: 'charts/checkout', values: 'values-staging.yaml' }, 'exit status 1', v === 'true' ? `==> Linting charts/checkout\n[ERROR] templates/ingress.yaml: tls.secretName is required when ingress.enabled\n\nError: 1 chart(s) linted, 1 chart(s) failed\n(took ${N.ms()}ms)` : `==> Linting charts/checkout\n[ERROR] values.yaml: NOTES.txt references .Values.ingress.host but ingress is disabled\n\nError: 1 chart(s) linted, 1 chart(s) failed\n(took ${N.ms()}ms)`));
  }
  return { goal, isolates: 'Pydantic AI / Logfire: ingress.enabled toggles true/false twice; lint shows the TLS error in one state and the NOTES error in the other every time.',
    root: agent('agent run', { prompt: goal, agent_name: 'chart_fixer' }, null, kids, { 'logfire.span_type': 'span', service_name: 'platform-bots' }) };
}

// 03 figure skating judging, LlamaIndex
function s03(N) {
  const goal = 'Produce the final technical score panel report for the junior ladies free skate, skater #14.';
  const kids = [];
  for (let c = 0; c < 2; c++) for (const ver of ['ISU 2024/25', 'ISU 2025/26']) {
    kids.push(llm('OpenAI.chat', { messages: [user(goal)] }, { message: { content: `The GOE total looks off. Using the ${ver} Scale of Values table instead.` } }, { 'llamaindex.event': 'LLMChatEndEvent' }));
    kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: `3Lz+3T base value ${ver}` }, { nodes: [{ id_: N.uuid(), score: 0.81, text: ver === 'ISU 2024/25' ? '3Lz+3T base value 10.10' : '3Lz+3T base value 10.30' }] }, [], {}));
    kids.push(tool('FunctionTool.compute_tes', { sov: ver, skater: 14 }, { tes: ver === 'ISU 2024/25' ? 48.37 : 48.91, mismatch_vs_judges_sheet: ver === 'ISU 2024/25' ? 0.54 : -0.02, flagged: ver === 'ISU 2024/25' ? 'element 5' : 'element 2', computed: N.isoSec() }));
  }
  return { goal, isolates: 'LlamaIndex agent: switches between two Scale of Values tables twice, each table producing the same TES and mismatch it did before.',
    root: agent('FunctionAgent.run', { user_msg: goal }, null, kids, { 'llamaindex.workflow': 'AgentWorkflow', run_id: N.uuid() }) };
}

// 04 soap making, OTel GenAI semconv
function s04(N) {
  const goal = 'Adjust the lye calculation for the lavender cold-process batch so the superfat ends up between 5 and 7%.';
  const kids = [];
  for (let c = 0; c < 2; c++) for (const naoh of [138, 142]) {
    N.tick(15);
    kids.push(span('llm', 'chat claude-3-5-haiku', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: goal }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: naoh === 138 ? 'Superfat is too high, switching NaOH to 142 g.' : 'Superfat is too low now, switching NaOH back to 138 g.' }, { type: 'tool_call', name: 'lye_calc', arguments: { naoh_g: naoh === 138 ? 142 : 138, oils: 'olive 500 / coconut 300 / shea 200' } }] }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'anthropic', 'gen_ai.usage.input_tokens': N.int(400, 800) } }));
    const g = naoh === 138 ? 142 : 138;
    kids.push(span('tool', 'execute_tool lye_calc', { 'gen_ai.tool.call.arguments': { naoh_g: g } }, { 'gen_ai.tool.call.result': { superfat_pct: g === 142 ? 4.6 : 7.4, sap_source: 'soapcalc-v2', calc_id: N.hex(8) } }, [], { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'lye_calc' } }));
  }
  return { goal, isolates: 'OTel GenAI spans: NaOH goes 142, 138, 142, 138 g; superfat reads 4.6% and 7.4% alternately, the in-between value never tried.',
    root: span('agent', 'invoke_agent soap_helper', { 'gen_ai.agent.name': 'soap_helper' }, null, kids, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'server.address': 'api.anthropic.com' } }) };
}

// 05 seahorse breeding, Strands Agents
function s05(N) {
  const goal = 'Fry in tank H-3 are dying; find the light schedule that keeps them feeding on copepods.';
  const kids = [];
  for (let c = 0; c < 3; c++) for (const p of ['16L:8D', '12L:12D']) {
    N.tick(3600);
    kids.push(span('llm', 'Model invoke', { messages: [{ role: 'user', content: [{ text: goal }] }] }, { message: { role: 'assistant', content: [{ text: p === '16L:8D' ? 'Longer photoperiod should increase feeding time. Setting 16L:8D.' : 'Maybe the long day stresses them. Setting 12L:12D.' }, { toolUse: { toolUseId: 'tooluse_' + N.b62(20), name: 'set_photoperiod', input: { tank: 'H-3', schedule: p } } }] }, stopReason: 'tool_use' }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'event_loop.cycle_id': N.uuid() } }));
    kids.push(tool('Tool: set_photoperiod', { tank: 'H-3', schedule: p }, { status: 'success', content: [{ text: `controller ack ${N.hex(6)}` }] }));
    kids.push(tool('Tool: read_tank_log', { tank: 'H-3', window: '1h' }, { status: 'success', content: [{ json: { gut_fill_pct: p === '16L:8D' ? 41 : 38, dead_fry: p === '16L:8D' ? 3 : 3, temp_c: 26.1, logged: N.isoSec() } }] }));
  }
  return { goal, isolates: 'Strands event loop: photoperiod flips 16L:8D / 12L:12D three times; each reading in a state repeats the previous one, water quality never examined.',
    root: agent('invoke_agent seahorse_husbandry', { prompt: goal }, null, kids, { 'gen_ai.agent.name': 'seahorse_husbandry' }) };
}

// 06 carousel restoration, Gemini API function calling
function s06(N) {
  const goal = 'Find the correct paint reference for the outer-row jumper horse #7 on the 1912 Dentzel carousel.';
  const kids = [];
  for (let c = 0; c < 2; c++) for (const src of ['photo_archive', 'paint_cross_sections']) {
    kids.push(llm('generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }], model: 'gemini-2.0-flash' }, { candidates: [{ content: { role: 'model', parts: [{ text: `Let me check the ${src.replace('_', ' ')} instead.` }, { functionCall: { name: 'search_records', args: { source: src, item: 'horse-7' } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(900, 1800) }, responseId: N.b62(22) }));
    kids.push(tool('search_records', { source: src, item: 'horse-7' }, { functionResponse: { name: 'search_records', response: src === 'photo_archive' ? { hits: 1, note: 'b/w photo 1938, colour not determinable', fetched: N.httpDate() } : { hits: 1, note: 'sample CS-7b: 4 layers, topmost overpaint 1970s, original layer obscured', fetched: N.httpDate() } } }));
  }
  return { goal, isolates: 'Gemini function calling: alternates between the photo archive and paint cross-sections twice, getting the same dead-end note from each.',
    root: agent('chat_session', { goal }, null, kids, { api: 'generativelanguage.googleapis.com/v1beta' }) };
}
export const scenarios = [s01, s02, s03, s04, s05, s06];
