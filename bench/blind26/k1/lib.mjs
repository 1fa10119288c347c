// Deterministic helpers for the blind loop-trace benchmark (no Math.random, no clock reads).

export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n, w = 2) => String(n).padStart(w, '0');

// Noise source: one per trace, seeded from the trace_id; owns a simulated clock.
export class Noise {
  constructor(traceId) {
    this.r = mulberry32(fnv1a(traceId));
    // simulated clock somewhere in 2024-2025, never read from the host
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.r() * 600) * 86400000 + Math.floor(this.r() * 86400) * 1000 + Math.floor(this.r() * 1000);
    this.counter = Math.floor(this.r() * 9000) + 100;
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chars(n, alpha) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.r() * alpha.length)]; return s; }
  hex(n = 8) { return this.chars(n, HEX); }
  b62(n = 12) { return this.chars(n, B62); }
  b32(n = 26) { return this.chars(n, B32); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return this.b32(26); }
  sha(n = 40) { return this.hex(n); }
  etag(weak = false) { return (weak ? 'W/' : '') + '"' + this.hex(this.pick([16, 32])) + '"'; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  reqId(prefix = 'req_') { return prefix + this.b62(this.pick([16, 20, 24])); }
  jobId(prefix = 'job-') { return prefix + this.int(100000, 999999) + '-' + this.hex(4); }
  seq() { this.counter += this.int(1, 37); return this.counter; }
  addr() { return '0x7f' + this.hex(10); }
  pid() { return this.int(1200, 65000); }
  cursor() { return Buffer.from(`{"o":${this.int(10, 9999)},"k":"${this.hex(8)}"}`).toString('base64').replace(/=+$/, ''); }
  host(prefix = 'api') {
    return this.pick([
      () => `${prefix}-${this.hex(5)}-${this.chars(5, 'bcdfghjklmnpqrstvwxz2456789')}`,
      () => `ip-10-${this.int(0, 255)}-${this.int(0, 255)}-${this.int(1, 254)}.eu-west-1.compute.internal`,
      () => `${prefix}${this.int(1, 24)}.${this.pick(['fra', 'ams', 'iad', 'sjc', 'lhr'])}${this.int(1, 3)}.internal`,
      () => `${prefix}-${this.int(0, 9)}.${prefix}-headless.default.svc.cluster.local`,
    ])();
  }
  tmp(ext = '') { return this.pick(['/tmp/tmp', '/var/folders/x7/' + this.b62(8) + '/T/tmp', '/tmp/pytest-of-runner/pytest-' + this.int(3, 99) + '/t']) + this.b62(8).toLowerCase() + ext; }
  ms(a = 40, b = 900) { return this.int(a, b); }
  dur(a = 40, b = 3000) { const v = this.int(a, b); return this.pick([`${(v / 1000).toFixed(2)}s`, `${v}ms`, `${(v / 1000).toFixed(3)}s`]); }
  tick(a = 1, b = 5) { this.t += this.int(a * 1000, b * 1000) + this.int(0, 999); return this.t; }
  // date spellings
  iso(t = this.t) { return new Date(t).toISOString(); }
  isoNoMs(t = this.t) { return new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(h = 2, t = this.t) { const d = new Date(t + h * 3600000); const s = d.toISOString().slice(0, 19); const sg = h >= 0 ? '+' : '-'; return `${s}${sg}${pad(Math.abs(h))}:00`; }
  http(t = this.t) { return new Date(t).toUTCString(); }
  epoch(t = this.t) { return Math.floor(t / 1000); }
  epochMs(t = this.t) { return t; }
  local(t = this.t) { const d = new Date(t); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  syslog(t = this.t) { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  us(t = this.t) { const d = new Date(t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${ap}`; }
  eu(t = this.t) { const d = new Date(t); return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`; }
  clf(t = this.t) { const d = new Date(t); return `${pad(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`; }
  day(t = this.t, plusDays = 0) { return new Date(t + plusDays * 86400000).toISOString().slice(0, 10); }
  hhmm(t = this.t) { const d = new Date(t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`; }
  rate(limit = 600) { const rem = this.int(Math.floor(limit / 3), limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 60)) }; }
  tokens() { const p = this.int(300, 4800), c = this.int(12, 420); return { prompt: p, completion: c, total: p + c }; }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const S = (type, name, input, output, children = [], extra = {}) => {
  const o = { type, name, input, output, children };
  if (extra.error) o.error = extra.error;
  if (extra.metadata) o.metadata = extra.metadata;
  return o;
};
export const span = S;

const clip = (v, n = 300) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > n ? s.slice(0, n) + '…' : s; };
const J = (v) => JSON.stringify(v);

// ---------------------------------------------------------------------------------------------
// Recording styles. Each one renders neutral steps into the span shapes its tracer would record.
// A style: callId(N), llm(N, ctx) -> span, tool(N, ctx) -> span, retr?, layout, root(N, spec, children, out)
// ctx for llm: {history, text, think, calls, model, i}; for tool: {name, args, out, err, callId, i}
// ---------------------------------------------------------------------------------------------

function oaMessages(history) {
  return history.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content || null };
      if (m.calls?.length) o.tool_calls = m.calls.map((c) => ({ id: c.callId, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.callId, content: clip(m.content) };
    return { role: m.role, content: m.content };
  });
}

const STYLES = {};

// Plain message-level trace (OpenAI chat completions shape), tools as siblings.
STYLES.plain = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'chat.completions.create', { model: c.model, messages: oaMessages(c.history), temperature: 0.2 }, {
    role: 'assistant', content: c.text || null,
    ...(c.calls.length ? { tool_calls: c.calls.map((x) => ({ id: x.callId, type: 'function', function: { name: x.name, arguments: J(x.args) } })) } : {}),
    finish_reason: c.calls.length ? 'tool_calls' : 'stop',
  }, [], { metadata: { id: 'chatcmpl-' + N.b62(29), created: N.epoch(), usage: (() => { const t = N.tokens(); return { prompt_tokens: t.prompt, completion_tokens: t.completion, total_tokens: t.total }; })() } }),
  tool: (N, c) => S('tool', c.name, c.args, c.out, [], { error: c.err, metadata: { tool_call_id: c.callId, duration_ms: N.ms(20, 2500) } }),
  root: (N, spec, children, out) => S('agent', spec.agent, { task: spec.goal }, out, children, { error: spec.rootError, metadata: { run_id: N.uuid(), started_at: spec.t0 } }),
};

// Vercel AI SDK OpenTelemetry spans.
STYLES.ai_sdk = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': J(c.history.map((m) => m.role === 'tool' ? { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.callId, toolName: m.name, result: clip(m.content, 200) }] } : m.role === 'assistant' ? { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls || []).map((x) => ({ type: 'tool-call', toolCallId: x.callId, toolName: x.name, args: x.args }))] } : { role: m.role, content: m.content })) }, {
    'ai.response.text': c.text || '',
    'ai.response.toolCalls': c.calls.length ? J(c.calls.map((x) => ({ toolCallType: 'function', toolCallId: x.callId, toolName: x.name, args: J(x.args) }))) : undefined,
    'ai.response.finishReason': c.calls.length ? 'tool-calls' : 'stop',
  }, [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.provider': 'openai.chat', 'ai.model.id': c.model, 'gen_ai.system': 'openai.chat', 'gen_ai.request.model': c.model, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'ai.usage.promptTokens': N.int(400, 6000), 'ai.usage.completionTokens': N.int(15, 400), 'ai.response.msToFirstChunk': N.int(180, 1900) } }),
  tool: (N, c) => S('tool', 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.callId, 'ai.toolCall.args': J(c.args) }, { 'ai.toolCall.result': c.out === undefined ? undefined : J(c.out) }, [], { error: c.err, metadata: { 'operation.name': 'ai.toolCall' } }),
  root: (N, spec, children, out) => S('agent', 'ai.generateText', { 'ai.prompt': J({ system: spec.system, prompt: spec.goal }) }, { 'ai.response.text': typeof out === 'string' ? out : J(out) }, children, { error: spec.rootError, metadata: { 'operation.name': 'ai.generateText ' + spec.agent, 'ai.telemetry.functionId': spec.agent, 'ai.model.id': spec.model, 'ai.settings.maxSteps': spec.maxSteps || 20 } }),
};

// OpenTelemetry GenAI semantic conventions.
function otelMsgs(history) {
  return history.map((m) => {
    if (m.role === 'tool') return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.callId, response: clip(m.content, 240) }] };
    const parts = [];
    if (m.content) parts.push({ type: 'text', content: m.content });
    for (const x of m.calls || []) parts.push({ type: 'tool_call', id: x.callId, name: x.name, arguments: x.args });
    return { role: m.role, parts };
  });
}
STYLES.otel_genai = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(22),
  llm: (N, c) => S('llm', 'chat ' + c.model, { 'gen_ai.input.messages': otelMsgs(c.history.filter((m) => m.role !== 'system')), 'gen_ai.system_instructions': [{ type: 'text', content: c.history[0]?.content }] }, {
    'gen_ai.output.messages': [{ role: 'assistant', parts: [...(c.text ? [{ type: 'text', content: c.text }] : []), ...c.calls.map((x) => ({ type: 'tool_call', id: x.callId, name: x.name, arguments: x.args }))], finish_reason: c.calls.length ? 'tool_call' : 'stop' }],
  }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': c.model, 'gen_ai.response.model': c.model + '-2024-08-06', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': N.int(500, 7000), 'gen_ai.usage.output_tokens': N.int(20, 300), 'server.address': 'api.openai.com' } }),
  tool: (N, c) => S('tool', 'execute_tool ' + c.name, { 'gen_ai.tool.call.arguments': c.args }, { 'gen_ai.tool.call.result': c.out }, [], { error: c.err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.callId, 'gen_ai.tool.type': 'function', ...(c.err ? { 'error.type': c.errType || 'tool_error' } : {}) } }),
  root: (N, spec, children, out) => S('agent', 'invoke_agent ' + spec.agent, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: spec.goal }] }] }, out, children, { error: spec.rootError, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': spec.agent, 'gen_ai.agent.id': 'asst_' + N.b62(24), 'gen_ai.conversation.id': N.uuid() } }),
};

// LangGraph / LangSmith runs: agent node -> ChatModel, tools node -> tools.
function lcMsgs(history) {
  return history.map((m) => m.role === 'system' ? { type: 'system', content: m.content } : m.role === 'user' ? { type: 'human', content: m.content } : m.role === 'tool' ? { type: 'tool', content: clip(m.content, 260), tool_call_id: m.callId, name: m.name } : { type: 'ai', content: m.content || '', tool_calls: (m.calls || []).map((x) => ({ name: x.name, args: x.args, id: x.callId, type: 'tool_call' })) });
}
STYLES.langgraph = {
  layout: 'node',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', c.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { messages: [lcMsgs(c.history)] }, {
    generations: [[{ text: c.text || '', type: 'ChatGeneration', message: { type: 'ai', content: c.text || '', tool_calls: c.calls.map((x) => ({ name: x.name, args: x.args, id: x.callId, type: 'tool_call' })) }, generation_info: { finish_reason: c.calls.length ? 'tool_calls' : 'stop' } }]],
    llm_output: { token_usage: (() => { const t = N.tokens(); return { prompt_tokens: t.prompt, completion_tokens: t.completion, total_tokens: t.total }; })(), model_name: c.model },
  }, [], { metadata: { run_id: N.uuid(), ls_provider: c.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: c.model, langgraph_node: 'agent', langgraph_step: c.i * 2 + 1, langgraph_triggers: [c.i ? 'branch:to:agent' : 'branch:to:agent'], start_time: N.iso() } }),
  tool: (N, c) => S('tool', c.name, { input: J(c.args) }, c.err ? null : { output: typeof c.out === 'string' ? c.out : J(c.out) }, [], { error: c.err, metadata: { run_id: N.uuid(), langgraph_node: 'tools', tool_call_id: c.callId } }),
  node: (N, name, kids, i) => S('chain', name, name === 'agent' ? { messages: '[…]' } : { tool_calls: kids.length }, null, kids, { metadata: { langgraph_step: i * 2 + (name === 'agent' ? 1 : 2), run_id: N.uuid() } }),
  root: (N, spec, children, out) => S('chain', 'LangGraph', { messages: [{ type: 'human', content: spec.goal }] }, out === null ? null : { messages: [{ type: 'ai', content: out }] }, children, { error: spec.rootError, metadata: { run_id: N.uuid(), thread_id: N.uuid(), ls_run_type: 'chain', graph: spec.agent, recursion_limit: spec.maxSteps || 25 } }),
};

// OpenAI Agents SDK traces: workflow trace -> agent span -> response + function spans.
STYLES.openai_agents = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'response', { model: c.model, input: c.i === 0 ? [{ role: 'user', content: c.history[1].content }] : c.history.slice(-c.lastBatch).map((m) => m.role === 'tool' ? { type: 'function_call_output', call_id: m.callId, output: clip(m.content, 300) } : { role: m.role, content: m.content }) }, {
    id: 'resp_' + N.hex(48), output: [...(c.text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: c.text }] }] : []), ...c.calls.map((x) => ({ type: 'function_call', call_id: x.callId, name: x.name, arguments: J(x.args) }))],
  }, [], { metadata: { span_id: 'span_' + N.hex(24), started_at: N.iso(), usage: { input_tokens: N.int(500, 8000), output_tokens: N.int(20, 400) } } }),
  tool: (N, c) => S('tool', c.name, J(c.args), c.err ? null : (typeof c.out === 'string' ? c.out : J(c.out)), [], { error: c.err, metadata: { span_id: 'span_' + N.hex(24), span_data: { type: 'function', name: c.name, mcp_data: null } } }),
  root: (N, spec, children, out) => S('agent', spec.workflow || 'Agent workflow', spec.goal, null, [S('agent', spec.agent, null, out, children, { error: spec.rootError, metadata: { span_data: { type: 'agent', name: spec.agent, handoffs: [], tools: spec.toolNames, output_type: 'str' } } })], { metadata: { trace_id: 'trace_' + N.hex(32), group_id: spec.group || null } }),
};

// OpenAI Responses API raw calls, message level.
STYLES.openai_responses = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'POST /v1/responses', { model: c.model, previous_response_id: c.i ? 'resp_' + N.hex(40) : null, input: c.i === 0 ? [{ role: 'developer', content: c.history[0].content }, { role: 'user', content: c.history[1].content }] : c.history.slice(-c.lastBatch).filter((m) => m.role === 'tool').map((m) => ({ type: 'function_call_output', call_id: m.callId, output: clip(m.content, 400) })), tools: c.toolNames.map((n) => ({ type: 'function', name: n })), store: true }, {
    id: 'resp_' + N.hex(48), object: 'response', created_at: N.epoch(), status: 'completed', model: c.model + '-2025-04-14',
    output: [...(c.think ? [{ type: 'reasoning', id: 'rs_' + N.hex(40), summary: [{ type: 'summary_text', text: c.think }] }] : []), ...(c.text ? [{ type: 'message', id: 'msg_' + N.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: c.text, annotations: [] }] }] : []), ...c.calls.map((x) => ({ type: 'function_call', id: 'fc_' + N.hex(40), call_id: x.callId, name: x.name, arguments: J(x.args), status: 'completed' }))],
    usage: { input_tokens: N.int(600, 9000), output_tokens: N.int(20, 500), total_tokens: N.int(700, 9500) },
  }, [], { metadata: { 'x-request-id': 'req_' + N.hex(32), 'openai-processing-ms': String(N.ms(300, 4000)) } }),
  tool: (N, c) => S('tool', c.name, J(c.args), c.out, [], { error: c.err, metadata: { call_id: c.callId } }),
  root: (N, spec, children, out) => S('agent', spec.agent, { instructions: spec.system, input: spec.goal }, out, children, { error: spec.rootError, metadata: { loop: 'manual function-calling loop', max_turns: spec.maxSteps || 30 } }),
};

// Anthropic Messages API logs.
function antMsgs(history) {
  const out = [];
  for (const m of history) {
    if (m.role === 'system') continue;
    if (m.role === 'tool') {
      const blk = { type: 'tool_result', tool_use_id: m.callId, content: clip(m.content, 300), ...(m.isErr ? { is_error: true } : {}) };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(blk); else out.push({ role: 'user', content: [blk] });
    } else if (m.role === 'assistant') out.push({ role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls || []).map((x) => ({ type: 'tool_use', id: x.callId, name: x.name, input: x.args }))] });
    else out.push({ role: 'user', content: m.content });
  }
  return out;
}
STYLES.anthropic = {
  layout: 'flat',
  callId: (N) => 'toolu_01' + N.b62(22),
  llm: (N, c) => S('llm', 'anthropic.messages.create', { model: c.model, max_tokens: 4096, system: c.history[0].content, messages: antMsgs(c.history), tools: c.toolNames.map((n) => ({ name: n })) }, {
    id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: c.model,
    content: [...(c.think ? [{ type: 'thinking', thinking: c.think, signature: N.b62(40) }] : []), ...(c.text ? [{ type: 'text', text: c.text }] : []), ...c.calls.map((x) => ({ type: 'tool_use', id: x.callId, name: x.name, input: x.args }))],
    stop_reason: c.calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(800, 12000), output_tokens: N.int(20, 600), cache_read_input_tokens: N.int(0, 6000) },
  }, [], { metadata: { 'request-id': 'req_01' + N.b62(22), 'anthropic-ratelimit-tokens-remaining': String(N.int(100000, 400000)), duration_ms: N.ms(500, 9000) } }),
  tool: (N, c) => S('tool', c.name, c.args, c.out, [], { error: c.err, metadata: { tool_use_id: c.callId } }),
  root: (N, spec, children, out) => S('agent', spec.agent, { system: spec.system, user: spec.goal }, out, children, { error: spec.rootError, metadata: { log_source: 'messages-api-proxy', conversation_id: 'conv_' + N.hex(20) } }),
};

// Claude Agent SDK transcript (session of assistant/user messages; tools as siblings).
STYLES.claude_agent_sdk = {
  layout: 'flat',
  callId: (N) => 'toolu_01' + N.b62(22),
  llm: (N, c) => S('llm', 'assistant', { parentUuid: N.uuid(), messages_in_context: c.history.length }, {
    type: 'assistant', message: { id: 'msg_01' + N.b62(22), model: c.model, role: 'assistant', content: [...(c.think ? [{ type: 'thinking', thinking: c.think }] : []), ...(c.text ? [{ type: 'text', text: c.text }] : []), ...c.calls.map((x) => ({ type: 'tool_use', id: x.callId, name: x.name, input: x.args }))], stop_reason: c.calls.length ? 'tool_use' : 'end_turn' },
  }, [], { metadata: { uuid: N.uuid(), timestamp: N.iso(), session_id: c.session, cwd: c.cwd } }),
  tool: (N, c) => S('tool', c.name, c.args, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: c.callId, content: typeof c.out === 'string' ? c.out : J(c.out), ...(c.err ? { is_error: true } : {}) }] } }, [], { error: c.err, metadata: { uuid: N.uuid(), timestamp: N.iso() } }),
  root: (N, spec, children, out) => S('agent', 'claude-agent-sdk query', { prompt: spec.goal, options: { allowed_tools: spec.toolNames, permission_mode: 'acceptEdits', cwd: spec.cwd } }, out, children, { error: spec.rootError, metadata: { session_id: spec.session, total_cost_usd: +(N.f() * 0.8).toFixed(4), num_turns: children.filter((c) => c.type === 'llm').length, subtype: spec.rootError ? 'error_max_turns' : 'success' } }),
};

// CrewAI: crew -> task -> agent -> (LLM call, tool usage). ReAct text output.
STYLES.crewai = {
  layout: 'flat',
  callId: (N) => N.hex(8),
  llm: (N, c) => S('llm', 'LLM Call', { model: c.model, messages: c.history.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? 'Observation: ' + clip(m.content, 260) : (m.role === 'assistant' ? m.raw : m.content) })) }, c.raw, [], { metadata: { 'crewai.llm.model': c.model, call_type: 'llm_call', timestamp: N.iso() } }),
  raw: (c) => {
    const parts = [];
    if (c.text) parts.push(c.calls.length ? 'Thought: ' + c.text : (c.final ? 'Thought: I now know the final answer\nFinal Answer: ' + c.text : 'Thought: ' + c.text));
    for (const x of c.calls) parts.push(`Action: ${x.name}\nAction Input: ${J(x.args)}`);
    return parts.join('\n');
  },
  tool: (N, c) => S('tool', 'Tool Usage: ' + c.name, { tool_name: c.name, tool_args: c.args }, c.out, [], { error: c.err, metadata: { run_attempts: 1, delegations: 0, from_cache: false } }),
  root: (N, spec, children, out) => S('chain', 'Crew Execution: ' + spec.crew, { inputs: spec.inputs || {} }, out, [S('chain', 'Task Execution', { description: spec.goal, expected_output: spec.expected || 'A short report.' }, out, [S('agent', spec.agent, { role: spec.agent, goal: spec.agentGoal || spec.goal }, out, children, { error: spec.rootError })], { metadata: { task_id: N.uuid() } })], { metadata: { crew_id: N.uuid(), process: 'sequential', 'crewai.version': '0.86.0' } }),
};

// LlamaIndex instrumentation: FunctionAgent workflow; step layout with retriever spans.
STYLES.llamaindex = {
  layout: 'step',
  stepName: (i) => 'FunctionAgent.run_agent_step',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'OpenAI.astream_chat', { messages: oaMessages(c.history).map((m) => ({ role: m.role, content: m.content, additional_kwargs: m.tool_calls ? { tool_calls: m.tool_calls } : {} })) }, { message: { role: 'assistant', content: c.text || null, additional_kwargs: c.calls.length ? { tool_calls: c.calls.map((x) => ({ id: x.callId, type: 'function', function: { name: x.name, arguments: J(x.args) } })) } : {} } }, [], { metadata: { span_id: 'OpenAI.astream_chat-' + N.uuid(), model: c.model } }),
  tool: (N, c) => S('tool', 'FunctionTool.acall', { tool: c.name, kwargs: c.args }, c.err ? null : { content: typeof c.out === 'string' ? c.out : J(c.out), tool_name: c.name, raw_input: { kwargs: c.args }, is_error: false }, [], { error: c.err, metadata: { span_id: 'FunctionTool.acall-' + N.uuid() } }),
  retr: (N, c) => S('retriever', 'VectorIndexRetriever.aretrieve', { query_str: c.args.query }, c.out, [], { metadata: { span_id: 'BaseRetriever.aretrieve-' + N.uuid(), similarity_top_k: c.args.top_k || 5 } }),
  root: (N, spec, children, out) => S('agent', 'AgentWorkflow.run', { user_msg: spec.goal }, out === null ? null : { response: { role: 'assistant', content: out } }, children, { error: spec.rootError, metadata: { span_id: 'Workflow.run-' + N.uuid(), 'llama_index.version': '0.12.8' } }),
};

// smolagents CodeAgent / ToolCallingAgent (OpenInference-instrumented): Step N chains.
STYLES.smolagents = {
  layout: 'step',
  stepName: (i) => 'Step ' + (i + 1),
  callId: (N) => 'call_' + N.int(1, 99),
  llm: (N, c) => S('llm', 'OpenAIServerModel.generate', { messages: c.history.map((m) => ({ role: m.role === 'tool' ? 'tool-response' : m.role, content: [{ type: 'text', text: m.role === 'assistant' ? (m.content || '') + (m.calls || []).map((x) => `\nCalling tools:\n[{'id': '${x.callId}', 'type': 'function', 'function': {'name': '${x.name}', 'arguments': ${J(x.args)}}}]`).join('') : (m.role === 'tool' ? 'Observation:\n' + clip(m.content, 300) : m.content) }] })) }, c.code ? `Thought: ${c.text}\nCode:\n\`\`\`py\n${c.code}\n\`\`\`<end_code>` : { role: 'assistant', content: c.text ? 'Thought: ' + c.text : null, tool_calls: c.calls.map((x) => ({ id: x.callId, type: 'function', function: { name: x.name, arguments: x.args } })) }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': c.model, 'llm.token_count.prompt': N.int(1000, 9000) } }),
  tool: (N, c) => S('tool', c.name, { args: [], sanitize_inputs_outputs: true, kwargs: c.args }, c.out, [], { error: c.err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name } }),
  step: (N, i, kids, c) => S('chain', 'Step ' + (i + 1), { step_number: i + 1 }, c?.obs ?? null, kids, { metadata: { 'openinference.span.kind': 'CHAIN', start_time: N.epoch() + N.f().toFixed(6).slice(1) } }),
  root: (N, spec, children, out) => S('agent', spec.agentClass || 'ToolCallingAgent.run', { task: spec.goal, stream: false, reset: true }, out, children, { error: spec.rootError, metadata: { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': spec.maxSteps || 20, 'smolagents.tools_names': spec.toolNames } }),
};

// OpenInference / Arize Phoenix flattened attributes.
STYLES.openinference = {
  layout: 'nested',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => {
    const inp = { 'openinference.span.kind': 'LLM', 'llm.model_name': c.model };
    c.history.forEach((m, k) => { inp[`llm.input_messages.${k}.message.role`] = m.role; inp[`llm.input_messages.${k}.message.content`] = m.role === 'tool' ? clip(m.content, 240) : (m.content || ''); (m.calls || []).forEach((x, j) => { inp[`llm.input_messages.${k}.message.tool_calls.${j}.tool_call.function.name`] = x.name; }); });
    const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': c.text || '' };
    c.calls.forEach((x, j) => { out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.id`] = x.callId; out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = x.name; out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = J(x.args); });
    return S('llm', 'ChatCompletion', inp, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.token_count.prompt': N.int(600, 8000), 'llm.token_count.completion': N.int(10, 300), 'llm.invocation_parameters': J({ temperature: 0 }) } });
  },
  tool: (N, c) => S('tool', c.name, { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': J(c.args), 'input.value': J(c.args) }, { 'output.value': typeof c.out === 'string' ? c.out : J(c.out), 'output.mime_type': typeof c.out === 'string' ? 'text/plain' : 'application/json' }, [], { error: c.err, metadata: { 'openinference.span.kind': 'TOOL', status_code: c.err ? 'ERROR' : 'OK' } }),
  root: (N, spec, children, out) => S('agent', spec.agent, { 'openinference.span.kind': 'AGENT', 'input.value': spec.goal }, { 'output.value': out }, children, { error: spec.rootError, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid(), 'phoenix.project': spec.project || 'default' } }),
};

// Gemini API function calling (generateContent with functionCall / functionResponse parts).
function gemContents(history) {
  const out = [];
  for (const m of history) {
    if (m.role === 'system') continue;
    if (m.role === 'user') out.push({ role: 'user', parts: [{ text: m.content }] });
    else if (m.role === 'assistant') out.push({ role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.calls || []).map((x) => ({ functionCall: { name: x.name, args: x.args } }))] });
    else { const last = out[out.length - 1]; const p = { functionResponse: { name: m.name, response: { result: clip(m.content, 260) } } }; if (last && last.role === 'user' && last.parts[0]?.functionResponse) last.parts.push(p); else out.push({ role: 'user', parts: [p] }); }
  }
  return out;
}
STYLES.gemini = {
  layout: 'flat',
  callId: (N) => N.hex(6),
  llm: (N, c) => S('llm', 'models.generateContent', { model: 'models/' + c.model, systemInstruction: { parts: [{ text: c.history[0].content }] }, contents: gemContents(c.history), tools: [{ functionDeclarations: c.toolNames.map((n) => ({ name: n })) }] }, {
    candidates: [{ content: { role: 'model', parts: [...(c.think ? [{ text: c.think, thought: true }] : []), ...(c.text ? [{ text: c.text }] : []), ...c.calls.map((x) => ({ functionCall: { name: x.name, args: x.args } }))] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: N.int(500, 9000), candidatesTokenCount: N.int(10, 300), totalTokenCount: N.int(600, 9400) }, modelVersion: c.model, responseId: N.b62(22),
  }, [], { metadata: { 'x-goog-api-client': 'google-genai-sdk/1.12.1 gl-python/3.12.4', latency_ms: N.ms(300, 5000) } }),
  tool: (N, c) => S('tool', c.name, { functionCall: { name: c.name, args: c.args } }, { functionResponse: { name: c.name, response: c.err ? { error: c.err } : (typeof c.out === 'object' && c.out !== null && !Array.isArray(c.out) ? c.out : { result: c.out }) } }, [], { error: c.err }),
  root: (N, spec, children, out) => S('agent', spec.agent, { goal: spec.goal }, out, children, { error: spec.rootError, metadata: { automatic_function_calling: { disable: true }, max_remote_calls: spec.maxSteps || 10 } }),
};

// Amazon Bedrock Agents trace (orchestrationTrace parts).
STYLES.bedrock = {
  layout: 'step',
  callId: (N) => N.uuid(),
  llm: (N, c) => S('llm', 'orchestrationTrace.modelInvocation', { modelInvocationInput: { type: 'ORCHESTRATION', traceId: c.traceIdBase + '-' + c.i, text: J({ system: c.history[0].content.slice(0, 120) + '…', messages: c.history.slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? '<function_results>' + clip(m.content, 200) + '</function_results>' : (m.content || (m.calls || []).map((x) => `<function_call>${x.name}</function_call>`).join('')) })) }), inferenceConfiguration: { temperature: 0, topP: 1, maximumLength: 2048 } } }, {
    modelInvocationOutput: { traceId: c.traceIdBase + '-' + c.i, rawResponse: { content: (c.text || '') + c.calls.map((x) => `<function_calls><invoke><tool_name>${x.name}</tool_name><parameters>${J(x.args)}</parameters></invoke></function_calls>`).join('') }, metadata: { usage: { inputTokens: N.int(900, 6000), outputTokens: N.int(30, 300) } } },
    rationale: c.text ? { traceId: c.traceIdBase + '-' + c.i, text: c.text } : undefined,
    ...(c.calls.length === 0 ? { observation: { type: 'FINISH', finalResponse: { text: c.text } } } : {}),
  }, [], { metadata: { eventTime: N.iso(), agentVersion: 'DRAFT' } }),
  tool: (N, c) => { const [ag, api, verb] = c.name.split(' '); return S('tool', 'actionGroupInvocation ' + ag + (api ? ' ' + api : ''), { invocationInput: { invocationType: 'ACTION_GROUP', actionGroupInvocationInput: { actionGroupName: ag, apiPath: api, verb: verb || 'get', parameters: Object.entries(c.args).map(([k, v]) => ({ name: k, type: typeof v === 'number' ? 'integer' : 'string', value: String(v) })) } } }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: typeof c.out === 'string' ? c.out : J(c.out) } } }, [], { error: c.err, metadata: { eventTime: N.iso() } }); },
  step: (N, i, kids) => S('chain', 'orchestrationTrace step ' + (i + 1), {}, null, kids, {}),
  root: (N, spec, children, out) => S('agent', 'InvokeAgent ' + spec.agent, { agentId: N.b32(10), agentAliasId: 'TSTALIASID', sessionId: N.uuid(), inputText: spec.goal }, { completion: out }, children, { error: spec.rootError, metadata: { 'x-amzn-bedrock-agent-session': N.uuid(), region: 'eu-central-1' } }),
};

// SWE-agent trajectory: each step is thought+action (llm) then observation (tool).
STYLES.swe_agent = {
  layout: 'step',
  callId: (N) => 'call_' + N.b62(20),
  llm: (N, c) => S('llm', 'model.query', { history_len: c.history.length, last_observation: clip(c.history[c.history.length - 1]?.content || '', 400) }, { thought: c.text, action: c.calls.map((x) => x.args.command ?? (x.name + ' ' + Object.values(x.args).join(' '))).join('\n') || 'submit' }, [], { metadata: { model: c.model, api_calls: c.i + 1, instance_cost: +(0.03 * (c.i + 1) + N.f() * 0.01).toFixed(4) } }),
  tool: (N, c) => S('tool', c.name, c.args, c.out, [], { error: c.err, metadata: { execution_time: +(N.f() * 9 + 0.05).toFixed(3), exit_status: c.err ? 1 : 0 } }),
  step: (N, i, kids) => S('chain', 'trajectory step ' + (i + 1), {}, null, kids, { metadata: { state: { open_file: 'n/a', working_dir: '/testbed' } } }),
  root: (N, spec, children, out) => S('agent', 'SWE-agent run', { problem_statement: spec.goal, instance_id: spec.instance }, out, children, { error: spec.rootError, metadata: { info: { exit_status: spec.exitStatus || (spec.rootError ? 'exit_cost' : 'submitted'), swe_agent_version: '1.0.1', model_stats: { api_calls: children.length } } } }),
};

// Agno (formerly Phidata) agent run logs -- NOT in the named list.
STYLES.agno = {
  layout: 'nested',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'OpenAIChat.response', { messages: oaMessages(c.history) }, { content: c.text || null, tool_calls: c.calls.map((x) => ({ id: x.callId, type: 'function', function: { name: x.name, arguments: J(x.args) } })), metrics: { input_tokens: N.int(500, 6000), output_tokens: N.int(10, 300), time: +(N.f() * 4 + 0.3).toFixed(4) } }, [], { metadata: { 'agno.model.id': c.model, 'agno.model.provider': 'OpenAI' } }),
  tool: (N, c) => S('tool', 'FunctionCall.execute', { tool_name: c.name, tool_args: c.args, tool_call_id: c.callId }, { result: c.out, tool_call_error: !!c.err }, [], { error: c.err, metadata: { created_at: N.epoch(), metrics: { time: +(N.f() * 2).toFixed(4) } } }),
  root: (N, spec, children, out) => S('agent', 'Agent.run', { message: spec.goal, agent_name: spec.agent, session_id: N.uuid() }, { run_id: N.uuid(), content: out, content_type: 'str', event: spec.rootError ? 'RunError' : 'RunResponse' }, children, { error: spec.rootError, metadata: { framework: 'agno', 'agno.version': '1.4.6', tool_call_limit: spec.maxSteps || null } }),
};

// Langfuse observations (trace -> GENERATION / TOOL / SPAN).
STYLES.langfuse = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', c.genName || 'generation', oaMessages(c.history), { role: 'assistant', content: c.text || '', ...(c.calls.length ? { tool_calls: c.calls.map((x) => ({ id: x.callId, type: 'function', function: { name: x.name, arguments: J(x.args) } })) } : {}) }, [], { metadata: { observation_type: 'GENERATION', observation_id: N.uuid(), model: c.model, level: 'DEFAULT', startTime: N.iso(), usageDetails: { input: N.int(400, 5000), output: N.int(10, 300) }, costDetails: { total: +(N.f() * 0.02).toFixed(6) } } }),
  tool: (N, c) => S('tool', c.name, c.args, c.out, [], { error: c.err, metadata: { observation_type: 'TOOL', observation_id: N.uuid(), level: c.err ? 'ERROR' : 'DEFAULT', ...(c.err ? { statusMessage: c.err } : {}), startTime: N.iso() } }),
  root: (N, spec, children, out) => S('agent', spec.agent, { input: spec.goal }, out, children, { error: spec.rootError, metadata: { langfuse_trace_id: N.hex(32), sessionId: spec.sessionId || N.uuid(), userId: spec.userId || null, tags: spec.tags || [], release: spec.release || null } }),
};

// Google ADK: invocation -> agent_run -> call_llm (tool executions nested).
STYLES.google_adk = {
  layout: 'nested',
  callId: (N) => 'adk-' + N.uuid(),
  llm: (N, c) => S('llm', 'call_llm', { 'gcp.vertex.agent.llm_request': J({ model: c.model, config: { system_instruction: c.history[0].content.slice(0, 80) + '…' }, contents: gemContents(c.history) }) }, { 'gcp.vertex.agent.llm_response': J({ content: { role: 'model', parts: [...(c.text ? [{ text: c.text }] : []), ...c.calls.map((x) => ({ function_call: { id: x.callId, name: x.name, args: x.args } }))] }, usage_metadata: { prompt_token_count: N.int(600, 7000), candidates_token_count: N.int(10, 300) } }) }, [], { metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': c.inv, 'gcp.vertex.agent.event_id': N.uuid() } }),
  tool: (N, c) => S('tool', 'execute_tool ' + c.name, { 'gcp.vertex.agent.tool_call_args': J(c.args) }, { 'gcp.vertex.agent.tool_response': J(c.err ? { error: c.err } : c.out) }, [], { error: c.err, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.callId, 'gcp.vertex.agent.event_id': N.uuid() } }),
  root: (N, spec, children, out) => S('chain', 'invocation', { user_id: 'user', session_id: N.uuid(), new_message: spec.goal }, out, [S('agent', 'agent_run [' + spec.agent + ']', null, out, children, { error: spec.rootError })], { metadata: { app_name: spec.app || spec.agent, 'gcp.vertex.agent.invocation_id': spec.inv } }),
};

// Mastra agent spans (agent.generate -> llm / tool spans).
STYLES.mastra = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', `llm: '${c.model}'`, { messages: oaMessages(c.history).slice(-4), messageCount: c.history.length }, { text: c.text || '', toolCalls: c.calls.map((x) => ({ toolCallId: x.callId, toolName: x.name, args: x.args })), finishReason: c.calls.length ? 'tool-calls' : 'stop' }, [], { metadata: { componentName: c.agent, runId: c.runId, 'mastra.span.type': 'LLM_GENERATION', usage: { promptTokens: N.int(500, 6000), completionTokens: N.int(10, 300) } } }),
  tool: (N, c) => S('tool', `tool: '${c.name}'`, c.args, c.out, [], { error: c.err, metadata: { toolCallId: c.callId, 'mastra.span.type': 'TOOL_CALL' } }),
  root: (N, spec, children, out) => S('agent', `agent run: '${spec.agent}'`, { messages: [{ role: 'user', content: spec.goal }], maxSteps: spec.maxSteps || 10 }, { text: out }, children, { error: spec.rootError, metadata: { runId: spec.runId, resourceId: spec.resource || null, threadId: N.uuid() } }),
};

// Strands Agents: invoke_agent -> event loop cycles (step layout) -> chat / execute_tool.
STYLES.strands = {
  layout: 'step',
  callId: (N) => 'tooluse_' + N.b62(22),
  llm: (N, c) => S('llm', 'chat', { 'gen_ai.prompt': J(antMsgs(c.history).slice(-3)) }, { 'gen_ai.completion': J([...(c.text ? [{ text: c.text }] : []), ...c.calls.map((x) => ({ toolUse: { toolUseId: x.callId, name: x.name, input: x.args } }))]), stop_reason: c.calls.length ? 'tool_use' : 'end_turn' }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': c.model, 'gen_ai.usage.prompt_tokens': N.int(600, 7000), 'gen_ai.usage.completion_tokens': N.int(15, 350) } }),
  tool: (N, c) => S('tool', 'execute_tool ' + c.name, { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.callId, 'tool.input': c.args }, { 'tool.status': c.err ? 'error' : 'success', 'tool.result': J([{ text: typeof c.out === 'string' ? c.out : J(c.out) }]) }, [], { error: c.err }),
  step: (N, i, kids) => S('chain', 'execute_event_loop_cycle', { 'event_loop.cycle_id': N.uuid() }, null, kids, { metadata: { 'event_loop.parent_cycle_id': i ? 'prev' : null } }),
  root: (N, spec, children, out) => S('agent', 'invoke_agent Strands Agents', { 'gen_ai.prompt': spec.goal }, { 'gen_ai.completion': out }, children, { error: spec.rootError, metadata: { 'gen_ai.agent.name': spec.agent, 'gen_ai.agent.tools': J(spec.toolNames), 'system_prompt': spec.system.slice(0, 100) } }),
};

// MLflow Tracing (span_type CHAT_MODEL / TOOL / AGENT).
STYLES.mlflow = {
  layout: 'flat',
  callId: (N) => 'call_' + N.b62(24),
  llm: (N, c) => S('llm', 'Completions', { messages: oaMessages(c.history), model: c.model }, { choices: [{ index: 0, message: { role: 'assistant', content: c.text || null, tool_calls: c.calls.length ? c.calls.map((x) => ({ id: x.callId, type: 'function', function: { name: x.name, arguments: J(x.args) } })) : null }, finish_reason: c.calls.length ? 'tool_calls' : 'stop' }] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tools': c.toolNames, span_id: N.hex(16) } }),
  tool: (N, c) => S('tool', c.name, c.args, c.out, [], { error: c.err, metadata: { 'mlflow.spanType': 'TOOL', span_id: N.hex(16), status: c.err ? 'ERROR' : 'OK' } }),
  root: (N, spec, children, out) => S('agent', spec.agent, { question: spec.goal }, out, children, { error: spec.rootError, metadata: { 'mlflow.spanType': 'AGENT', request_id: 'tr-' + N.hex(32), 'mlflow.traceRequestId': 'tr-' + N.hex(32), experiment_id: String(N.int(100000000, 999999999)) } }),
};

export const STYLE_NAMES = Object.keys(STYLES);

// Assemble a trace from neutral steps.
// spec: {style, agent, model, system, goal, steps:[{llm, think?, code?} | {tool, args, out?, err?} | {retr, args, out}], final?, out?, rootError?}
export function build(N, spec) {
  const st = STYLES[spec.style];
  if (!st) throw new Error('unknown style ' + spec.style);
  spec.t0 = N.iso();
  spec.toolNames = [...new Set(spec.steps.filter((s) => s.tool || s.retr).map((s) => s.tool || s.retr))];
  spec.session = spec.session || N.uuid();
  spec.inv = 'e-' + N.uuid();
  spec.runId = N.uuid();
  const groups = [];
  let g = null;
  for (const s of spec.steps) {
    if ('llm' in s) { g = { llm: s, calls: [] }; groups.push(g); }
    else { if (!g) { g = { llm: null, calls: [] }; groups.push(g); } s.callId = st.callId(N); g.calls.push(s); }
  }
  const history = [{ role: 'system', content: spec.system }, { role: 'user', content: spec.goal }];
  const out = [];
  let lastText = null;
  groups.forEach((grp, i) => {
    let llmSpan = null;
    grp.calls.forEach((c) => { if (typeof c.args === 'function') c.args = c.args(N); });
    if (grp.llm) {
      N.tick(1, 8);
      const calls = grp.calls.map((c) => ({ callId: c.callId, name: c.tool || c.retr, args: c.args }));
      const ctx = { history: history.map((m) => ({ ...m })), text: grp.llm.llm, think: grp.llm.think, code: grp.llm.code, calls, model: spec.model, i, toolNames: spec.toolNames, session: spec.session, cwd: spec.cwd, inv: spec.inv, runId: spec.runId, agent: spec.agent, traceIdBase: spec.inv, lastBatch: (groups[i - 1]?.calls.length || 0) + 1, final: grp.calls.length === 0 };
      if (st.raw) ctx.raw = st.raw(ctx);
      llmSpan = st.llm(N, ctx);
      history.push({ role: 'assistant', content: grp.llm.llm, calls, raw: ctx.raw });
      if (grp.llm.llm) lastText = grp.llm.llm;
    }
    const tools = grp.calls.map((c) => {
      N.tick(0, c.slow || 3);
      if (typeof c.out === 'function') c.out = c.out(N);
      const ctx = { name: c.tool || c.retr, args: c.args, out: c.out, err: c.err, errType: c.errType, callId: c.callId, i };
      const sp = c.retr && st.retr ? st.retr(N, ctx) : st.tool(N, ctx);
      if (c.retr && !st.retr) sp.type = 'retriever';
      if (c.meta) sp.metadata = { ...(sp.metadata || {}), ...c.meta };
      history.push({ role: 'tool', callId: c.callId, name: ctx.name, content: c.err ? (c.out !== undefined ? (typeof c.out === 'string' ? c.out : J(c.out)) : 'Error: ' + c.err) : (typeof c.out === 'string' ? c.out : J(c.out)), isErr: !!c.err });
      return sp;
    });
    const L = st.layout;
    if (L === 'flat') { if (llmSpan) out.push(llmSpan); out.push(...tools); }
    else if (L === 'nested') { if (llmSpan) { llmSpan.children = tools; out.push(llmSpan); } else out.push(...tools); }
    else if (L === 'step') { const kids = [...(llmSpan ? [llmSpan] : []), ...tools]; out.push(st.step ? st.step(N, i, kids) : S('chain', st.stepName(i), { step: i + 1 }, null, kids)); }
    else if (L === 'node') { if (llmSpan) out.push(st.node(N, 'agent', [llmSpan], i)); if (tools.length) out.push(st.node(N, 'tools', tools, i)); }
  });
  const finalOut = spec.out !== undefined ? spec.out : (groups[groups.length - 1]?.calls.length === 0 ? lastText : null);
  return st.root(N, spec, out, finalOut);
}

export const FAMILIES = {
  restated_long_step: { loop: true, stagnation: true, file: 'f1_restated_long_step.mjs' },
  reworded_empty_search: { loop: true, stagnation: false, file: 'f2_reworded_empty_search.mjs' },
  paging_beyond_last_page: { loop: true, stagnation: false, file: 'f3_paging_beyond_last_page.mjs' },
  fixes_same_failing_check: { loop: true, stagnation: false, file: 'f4_fixes_same_failing_check.mjs' },
  same_result_modulo_noise: { loop: true, stagnation: false, file: 'f5_same_result_modulo_noise.mjs' },
  status_poll_progresses: { loop: false, stagnation: false, file: 'f6_status_poll_progresses.mjs' },
  pages_until_exhausted: { loop: false, stagnation: false, file: 'f7_pages_until_exhausted.mjs' },
  transient_retry_recovers: { loop: false, stagnation: false, file: 'f8_transient_retry_recovers.mjs' },
  distinct_item_batch: { loop: false, stagnation: false, file: 'f9_distinct_item_batch.mjs' },
  refined_query_finds: { loop: false, stagnation: false, file: 'f10_refined_query_finds.mjs' },
};

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const isSpan = (s, path) => {
    if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(path + ': not an object'); return; }
    if (typeof s.type !== 'string' || !s.type) errs.push(path + ': type');
    if (typeof s.name !== 'string' || !s.name) errs.push(path + ': name');
    if (!('input' in s)) errs.push(path + ': input missing');
    if (!('output' in s)) errs.push(path + ': output missing');
    if (!Array.isArray(s.children)) errs.push(path + ': children');
    if ('error' in s && typeof s.error !== 'string') errs.push(path + ': error not string');
    if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(path + ': metadata');
    for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(path + ': extra key ' + k);
    (s.children || []).forEach((c, i) => isSpan(c, path + '.' + i));
  };
  const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(id + ': keys ' + keys);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(id + ': unknown family'); continue; }
    if (!/^[a-z_]+-0[1-6]$/.test(id) || !id.startsWith(r.family + '-')) errs.push(id + ': bad trace_id');
    if (seen.has(id)) errs.push(id + ': duplicate'); seen.add(id);
    if (r.loop !== fam.loop) errs.push(id + ': loop label');
    if (r.stagnation !== fam.stagnation) errs.push(id + ': stagnation label');
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(id + ': goal');
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(id + ': isolates');
    isSpan(r.root, id + ':root');
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(id + ': span count ' + n);
    if (/Math\.random|NaN/.test(JSON.stringify(r))) errs.push(id + ': suspicious content');
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(f + ': expected 6 rows, got ' + (perFam[f] || 0));
  return errs;
}
