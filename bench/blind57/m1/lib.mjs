// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function makeRng(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // fixed base time per trace (2024-2025), advanced monotonically
  let t = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 500) * 86400000 + Math.floor(rnd() * 86400) * 1000;
  const r = {
    f: rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(rnd() * 62)]; return s; },
    tick: (ms) => { t += ms ?? (200 + Math.floor(rnd() * 4000)); return t; },
    now: () => t,
  };
  r.date = () => new Date(r.tick());
  r.iso = () => r.date().toISOString();
  r.isoLocal = (off = '+02:00') => { const d = r.date(); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}${off}`; };
  r.http = () => { const d = r.date(); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  r.epoch = () => Math.floor(r.tick() / 1000);
  r.epochMs = () => r.tick();
  r.logts = () => { const d = r.date(); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  r.syslog = () => { const d = r.date(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${'89ab'[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`;
  r.reqId = (pfx = 'req_') => pfx + r.b62(24);
  r.traceparent = () => `00-${r.hex(32)}-${r.hex(16)}-01`;
  r.sha = () => r.hex(40);
  r.sha256 = () => r.hex(64);
  r.etag = () => `W/"${r.hex(8)}-${r.hex(10)}"`;
  r.ms = (a = 40, b = 2500) => r.int(a, b);
  r.dur = () => `${(r.int(30, 9000) / 1000).toFixed(2)}s`;
  r.tmp = (ext = '') => `/tmp/tmp${r.b62(8).toLowerCase()}${ext}`;
  r.host = (svc) => `${svc}-${r.int(1, 12)}.${r.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'fra1', 'ams3'])}.internal`;
  r.pod = (svc) => `${svc}-${r.hex(10)}-${r.b62(5).toLowerCase()}`;
  r.job = (pfx = 'job') => `${pfx}-${r.int(100000, 999999)}`;
  r.addr = () => `0x7f${r.hex(10)}`;
  r.cursor = () => Buffer.from(`{"o":${r.int(1, 1e6)},"k":"${r.hex(6)}"}`).toString('base64');
  r.ratelimit = (lim = 600) => ({ 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(r.int(1, lim - 1)), 'x-ratelimit-reset': String(r.int(1, 60)) });
  r.callId = () => 'call_' + r.b62(24);
  r.toolu = () => 'toolu_01' + r.b62(22);
  return r;
}

let spanCounter = 0;
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// Style adapters -----------------------------------------------------------
// llm(style, r, {model, messages|prompt, text, calls:[{name,args}], reasoning, children})
export function llm(style, r, o) {
  const model = o.model || 'gpt-4o-2024-08-06';
  const calls = (o.calls || []).map((c) => ({ ...c, id: c.id || (style === 'anthropic' || style === 'claude_sdk' ? r.toolu() : r.callId()) }));
  const input = o.prompt !== undefined ? o.prompt : { messages: o.messages || [] };
  const usage = { prompt_tokens: r.int(400, 9000), completion_tokens: r.int(20, 700) };
  let output, name = o.name, md = {};
  switch (style) {
    case 'anthropic': case 'claude_sdk':
      output = { id: 'msg_01' + r.b62(22), type: 'message', role: 'assistant', model, content: [...(o.reasoning ? [{ type: 'thinking', thinking: o.reasoning, signature: r.b62(32) }] : []), ...(o.text ? [{ type: 'text', text: o.text }] : []), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens, cache_read_input_tokens: r.int(0, 4000) } };
      name = name || (style === 'claude_sdk' ? 'assistant' : 'anthropic.messages.create'); md = { request_id: r.reqId('req_011C') }; break;
    case 'gemini':
      output = { candidates: [{ content: { role: 'model', parts: [...(o.text ? [{ text: o.text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: usage.prompt_tokens, candidatesTokenCount: usage.completion_tokens }, modelVersion: model, responseId: r.b62(22) };
      name = name || `generateContent ${model}`; break;
    case 'responses':
      output = { id: 'resp_' + r.hex(48), object: 'response', model, status: 'completed', output: [...(o.reasoning ? [{ type: 'reasoning', id: 'rs_' + r.hex(40), summary: [{ type: 'summary_text', text: o.reasoning }] }] : []), ...(o.text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: o.text }] }] : []), ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))], usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens } };
      name = name || 'response'; break;
    case 'vercel':
      output = { text: o.text || '', toolCalls: calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })), finishReason: calls.length ? 'tool-calls' : 'stop', ...(o.reasoning ? { reasoning: o.reasoning } : {}) };
      name = name || 'ai.generateText.doGenerate'; md = { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.operationId': 'ai.generateText.doGenerate', 'ai.usage.promptTokens': usage.prompt_tokens, 'ai.usage.completionTokens': usage.completion_tokens, 'ai.response.id': 'chatcmpl-' + r.b62(29) }; break;
    case 'otel':
      output = { 'gen_ai.completion': [{ role: 'assistant', content: o.text || null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) }] };
      name = name || `chat ${model}`; md = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.id': 'chatcmpl-' + r.b62(29), 'gen_ai.usage.input_tokens': usage.prompt_tokens, 'gen_ai.usage.output_tokens': usage.completion_tokens }; break;
    case 'openinference':
      output = { role: 'assistant', content: o.text || '', ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
      name = name || 'ChatCompletion'; md = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': usage.prompt_tokens, 'llm.token_count.completion': usage.completion_tokens };
      (o.messages || []).forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); });
      md['llm.output_messages.0.message.content'] = o.text || ''; break;
    default: // plain / langsmith / agents / crewai / pydantic / griptape ...
      output = { role: 'assistant', content: o.text ?? null, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}), ...(o.reasoning ? { reasoning_content: o.reasoning } : {}) };
      name = name || 'ChatOpenAI';
      md = style === 'langsmith' ? { ls_provider: 'openai', ls_model_name: model, run_id: r.uuid(), ls_run_type: 'llm' } : { model, usage };
  }
  if (o.metadata) md = { ...md, ...o.metadata };
  return { span: span('llm', name, input, output, o.children || [], { metadata: md }), calls };
}
// tool(style, r, {name, args, result, error, call, children, spanName, metadata})
export function tool(style, r, o) {
  let name = o.spanName || o.name, md = {}, input = o.args;
  switch (style) {
    case 'vercel': name = o.spanName || 'ai.toolCall'; md = { 'ai.toolCall.name': o.name, 'ai.toolCall.id': o.call?.id || r.callId(), 'ai.operationId': 'ai.toolCall' }; input = { toolName: o.name, args: JSON.stringify(o.args) }; break;
    case 'otel': name = o.spanName || `execute_tool ${o.name}`; md = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': o.name, 'gen_ai.tool.call.id': o.call?.id || r.callId() }; break;
    case 'openinference': md = { 'openinference.span.kind': 'TOOL', 'tool.name': o.name, 'tool.parameters': JSON.stringify(o.args) }; break;
    case 'gemini': input = { functionCall: { name: o.name, args: o.args } }; break;
    case 'anthropic': case 'claude_sdk': md = { tool_use_id: o.call?.id || r.toolu() }; break;
    case 'langsmith': md = { run_id: r.uuid(), ls_run_type: 'tool' }; break;
    case 'agents': name = o.spanName || o.name; md = { 'span_data.type': 'function' }; input = typeof o.args === 'string' ? o.args : JSON.stringify(o.args); break;
    default: if (o.call) md = { tool_call_id: o.call.id };
  }
  if (o.metadata) md = { ...md, ...o.metadata };
  let output = o.result;
  if (style === 'gemini') output = { functionResponse: { name: o.name, response: o.result ?? { error: o.error } } };
  return span('tool', name, input, output, o.children || [], { error: o.error, metadata: md });
}
export const agentSpan = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
