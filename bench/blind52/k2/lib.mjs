// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) { h = Math.imul(h ^ s.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Ctx: per-trace noise source + fake clock.
export class Ctx {
  constructor(traceId) {
    this.id = traceId;
    this.rng = mulberry32(hashStr(traceId));
    // base time: some day in 2024-2025, derived from the hash only
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.rng() * 600) * 86400000 + Math.floor(this.rng() * 86400) * 1000;
    this.seq = 0;
  }
  r() { return this.rng(); }
  int(a, b) { return a + Math.floor(this.rng() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.rng() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(n) { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[this.int(0, 61)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  tick(ms) { this.t += ms ?? this.int(120, 4200); return this.t; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString(); }
  isoNoMs() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(hours = 1) { const d = new Date(this.t + hours * 3600000); const s = d.toISOString().slice(0, 19); return `${s}${hours >= 0 ? '+' : '-'}${p2(Math.abs(hours))}:00`; }
  http() { const d = this.d(); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  nanos() { return String(this.t) + String(this.int(100000, 999999)); }
  ymd(sep = '-') { const d = this.d(); return [d.getUTCFullYear(), p2(d.getUTCMonth() + 1), p2(d.getUTCDate())].join(sep); }
  hms() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  syslog() { const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${this.hms()}`; }
  dmy() { const d = this.d(); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${this.hms()}`; }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  etag() { return `W/"${this.hex(8)}-${this.hex(6)}"`; }
  sha() { return this.hex(40); }
  sha256() { return this.hex(64); }
  dur() { return `${(this.int(40, 9000) / 1000).toFixed(2)}s`; }
  ms() { return this.int(12, 2400); }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  job(prefix = 'job') { return `${prefix}-${this.int(10000, 99999)}`; }
  host(base = 'api', n = 12) { return `${base}-${this.int(1, n)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`; }
  pod(base) { return `${base}-${this.hex(10)}-${this.b62(5).toLowerCase()}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(0, 9999), k: this.hex(6) })).toString('base64'); }
  rate(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(this.int(1, limit - 1)), 'x-ratelimit-reset': String(this.epoch() + this.int(5, 60)) }; }
  tokens() { const p = this.int(300, 9000); const c = this.int(20, 900); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; }
  nextId(prefix = 'span') { this.seq++; return `${prefix}_${this.hex(6)}${this.seq}`; }
  callId(style = 'openai') { return style === 'anthropic' ? 'toolu_01' + this.b62(22) : style === 'gemini' ? undefined : 'call_' + this.b62(24); }
}

// Generic span builder
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// Timestamps attached as tracers record them
function timed(c, meta = {}, kind = 'iso') {
  const start = kind === 'ns' ? c.nanos() : kind === 'epoch' ? c.epoch() + (c.int(0, 999) / 1000) : c.iso();
  c.tick();
  const end = kind === 'ns' ? c.nanos() : kind === 'epoch' ? c.epoch() + (c.int(0, 999) / 1000) : c.iso();
  return { ...meta, start_time: start, end_time: end };
}

// ---------- style builders ----------
// style names: vercel, openinference, langsmith, oai_agents, anthropic, gemini, crewai, autogen, smolagents,
// logfire, adk, mastra, langfuse, strands, openhands, plain, agno, llamaindex, weave
export function llm(c, style, { messages, prompt, text = null, calls = [], model, name, reasoning }) {
  const usage = c.tokens();
  let input = messages ?? prompt;
  let output; let meta = {}; let nm = name;
  switch (style) {
    case 'vercel':
      nm ??= 'ai.generateText.doGenerate';
      output = { text: text ?? '', toolCalls: calls.map((k) => ({ toolCallType: 'function', toolCallId: c.callId(), toolName: k.name, args: JSON.stringify(k.args) })), finishReason: calls.length ? 'tool-calls' : 'stop' };
      meta = { 'ai.model.id': model ?? 'gpt-4o-2024-08-06', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': usage.prompt_tokens, 'ai.usage.completionTokens': usage.completion_tokens, 'ai.response.id': 'chatcmpl-' + c.b62(29), 'ai.response.timestamp': c.iso(), 'operation.name': 'ai.generateText.doGenerate' };
      break;
    case 'openinference': {
      nm ??= 'ChatCompletion';
      output = { role: 'assistant', content: text, tool_calls: calls.length ? calls.map((k) => ({ id: c.callId(), type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) : undefined };
      meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model ?? 'gpt-4.1-mini', 'llm.token_count.prompt': usage.prompt_tokens, 'llm.token_count.completion': usage.completion_tokens };
      (Array.isArray(input) ? input : []).forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content.slice(0, 200) : JSON.stringify(m.content).slice(0, 200); });
      meta['llm.output_messages.0.message.content'] = text ?? '';
      break; }
    case 'anthropic': {
      nm ??= 'messages.create';
      const content = [];
      if (reasoning) content.push({ type: 'thinking', thinking: reasoning, signature: c.b62(40) });
      if (text) content.push({ type: 'text', text });
      calls.forEach((k) => content.push({ type: 'tool_use', id: c.callId('anthropic'), name: k.name, input: k.args }));
      output = { id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', model: model ?? 'claude-sonnet-4-20250514', content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens, cache_read_input_tokens: c.int(0, 4000) } };
      meta = { request_id: c.reqId('req_011C'), 'anthropic-ratelimit-tokens-remaining': c.int(20000, 400000) };
      break; }
    case 'gemini': {
      nm ??= 'models.generateContent';
      const parts = [];
      if (text) parts.push({ text });
      calls.forEach((k) => parts.push({ functionCall: { name: k.name, args: k.args } }));
      output = { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: usage.prompt_tokens, candidatesTokenCount: usage.completion_tokens, totalTokenCount: usage.total_tokens }, modelVersion: model ?? 'gemini-2.5-flash', responseId: c.b62(22) };
      break; }
    case 'adk': {
      nm ??= 'call_llm';
      const parts = [];
      if (text) parts.push({ text });
      calls.forEach((k) => parts.push({ function_call: { id: 'adk-' + c.uuid(), name: k.name, args: k.args } }));
      output = { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: usage.prompt_tokens, candidates_token_count: usage.completion_tokens } };
      meta = { 'gcp.vertex.agent.llm_request': '{...}', 'gcp.vertex.agent.event_id': c.uuid(), 'gen_ai.request.model': model ?? 'gemini-2.0-flash' };
      break; }
    case 'smolagents':
      nm ??= 'LiteLLMModel.generate';
      output = text; meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model ?? 'Qwen/Qwen2.5-Coder-32B-Instruct', 'llm.token_count.total': usage.total_tokens };
      break;
    case 'crewai':
      nm ??= 'LLM.call';
      output = text; meta = { model: model ?? 'gpt-4o-mini', 'crewai.llm.call_type': 'llm_call', tokens: usage.total_tokens };
      break;
    case 'autogen':
      nm ??= 'chat_completion';
      output = { content: calls.length ? calls.map((k) => ({ id: c.callId(), name: k.name, arguments: JSON.stringify(k.args) })) : text, finish_reason: calls.length ? 'function_calls' : 'stop', usage: { prompt_tokens: usage.prompt_tokens, completion_tokens: usage.completion_tokens }, cached: false };
      meta = { 'gen_ai.system': 'openai', 'gen_ai.request.model': model ?? 'gpt-4o' };
      break;
    case 'logfire':
      nm ??= `chat ${model ?? 'gpt-4o'}`;
      output = { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...calls.map((k) => ({ part_kind: 'tool-call', tool_name: k.name, args: k.args, tool_call_id: c.callId() }))], model_name: model ?? 'gpt-4o', timestamp: c.iso(), usage: { requests: 1, request_tokens: usage.prompt_tokens, response_tokens: usage.completion_tokens } };
      meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'logfire.span_type': 'span', 'logfire.msg': `chat ${model ?? 'gpt-4o'}` };
      break;
    case 'otel':
      nm ??= `chat ${model ?? 'gpt-4o'}`;
      output = [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...calls.map((k) => ({ type: 'tool_call', id: c.callId(), name: k.name, arguments: k.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }];
      meta = { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': model ?? 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + c.b62(29), 'gen_ai.usage.input_tokens': usage.prompt_tokens, 'gen_ai.usage.output_tokens': usage.completion_tokens, 'server.address': 'api.openai.com' };
      break;
    case 'responses':
      nm ??= 'responses.create';
      output = { id: 'resp_' + c.hex(48), object: 'response', created_at: c.epoch(), status: 'completed', model: model ?? 'gpt-4.1-2025-04-14', output: [...(reasoning ? [{ type: 'reasoning', id: 'rs_' + c.hex(40), summary: [{ type: 'summary_text', text: reasoning }] }] : []), ...(text ? [{ type: 'message', id: 'msg_' + c.hex(40), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []), ...calls.map((k) => ({ type: 'function_call', id: 'fc_' + c.hex(40), call_id: c.callId(), name: k.name, arguments: JSON.stringify(k.args) }))], usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens } };
      break;
    default: // plain / oai_agents / langsmith / mastra / langfuse / strands / openhands / agno / llamaindex / weave
      nm ??= 'ChatOpenAI';
      output = { role: 'assistant', content: text, ...(calls.length ? { tool_calls: calls.map((k) => ({ id: c.callId(), type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) } : {}) };
      meta = { model: model ?? 'gpt-4o', usage };
  }
  if (style === 'vercel' || style === 'otel' || style === 'logfire' || style === 'openinference' || style === 'adk') meta = timed(c, meta, 'ns');
  else meta = timed(c, meta, style === 'weave' || style === 'langfuse' ? 'iso' : 'epoch');
  return span('llm', nm, input, output, [], { metadata: meta });
}

export function tool(c, style, name, args, output, { error, nm, meta = {} } = {}) {
  let n = nm ?? name; let m = { ...meta };
  switch (style) {
    case 'vercel': n = nm ?? 'ai.toolCall'; m = { 'ai.toolCall.name': name, 'ai.toolCall.id': c.callId(), ...m }; break;
    case 'openinference': case 'smolagents': m = { 'openinference.span.kind': 'TOOL', 'tool.name': name, ...m }; break;
    case 'otel': case 'logfire': n = nm ?? `execute_tool ${name}`; m = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.callId(), ...m }; break;
    case 'adk': n = nm ?? `execute_tool ${name}`; m = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gcp.vertex.agent.event_id': c.uuid(), ...m }; break;
    case 'oai_agents': m = { span_data: { type: 'function', name }, ...m }; break;
    case 'crewai': m = { 'crewai.tool': name, ...m }; break;
    default: break;
  }
  m = timed(c, m, ['vercel', 'otel', 'logfire', 'adk', 'openinference'].includes(style) ? 'ns' : 'epoch');
  return span('tool', n, args, output, [], { error, metadata: m });
}

export function agent(c, style, name, input, output, children, meta = {}) {
  let m = { ...meta };
  if (style === 'vercel') m = { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': name, ...m };
  if (style === 'openinference' || style === 'smolagents') m = { 'openinference.span.kind': 'AGENT', ...m };
  if (style === 'otel' || style === 'logfire') m = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, ...m };
  if (style === 'oai_agents') m = { span_data: { type: 'agent', name, handoffs: m.handoffs ?? [], tools: m.tools ?? [] }, trace_id: 'trace_' + c.hex(32), ...m };
  if (style === 'langsmith') m = { run_id: c.uuid(), ls_run_type: 'chain', ...m };
  if (style === 'weave') m = { call_id: c.uuid(), op_name: `weave:///team/proj/op/${name}:${c.b62(10)}`, ...m };
  if (style === 'agno') m = { session_id: c.uuid(), run_id: c.uuid(), agent_id: name.toLowerCase().replace(/\W+/g, '-'), ...m };
  return span('agent', name, input, output, children, { metadata: m });
}

export function human(c, name, question, answer, meta = {}) {
  return span('tool', name, { question }, answer, [], { metadata: { ...meta, waited_ms: c.int(4000, 180000), answered_at: c.iso() } });
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, k) => a + countSpans(k), 0); }
export const sys = (t) => ({ role: 'system', content: t });
export const user = (t) => ({ role: 'user', content: t });
export const asst = (t) => ({ role: 'assistant', content: t });
export const toolMsg = (id, t) => ({ role: 'tool', tool_call_id: id, content: typeof t === 'string' ? t : JSON.stringify(t) });
