// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export class Noise {
  constructor(traceId) {
    this.r = mulberry32(hashStr(traceId));
    // fixed base: 2025-01-01T00:00:00Z plus a seeded offset of up to ~300 days
    this.t = Date.UTC(2025, 0, 1) + Math.floor(this.r() * 300 * 86400) * 1000;
    this.seq = 0;
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  b62(n) { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(this.r() * 62)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  tick(minMs = 200, maxMs = 4000) { this.t += this.int(minMs, maxMs); return this.t; }
  date() { return new Date(this.t); }
  iso() { return new Date(this.tick()).toISOString(); }
  isoNoMs() { return new Date(this.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOffset(h = 2) { const d = new Date(this.tick() + h * 3600e3); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}+${p2(h)}:00`; }
  httpDate() { return new Date(this.tick()).toUTCString(); }
  syslog() { const d = new Date(this.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  euro() { const d = new Date(this.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  usDate() { const d = new Date(this.tick()); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  epoch() { return Math.floor(this.tick() / 1000); }
  epochMs() { return this.tick(); }
  dayName() { return DAYS[new Date(this.t).getUTCDay()]; }
  dur() { return `${(this.r() * 3 + 0.05).toFixed(2)}s`; }
  ms() { return this.int(12, 2400); }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  etag() { return `W/"${this.hex(8)}-${this.hex(12)}"`; }
  sha() { return this.hex(40); }
  short() { return this.hex(7); }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  host(prefix) { return `${prefix}-${this.int(1, 9)}${this.pick(['a', 'b', 'c', 'd'])}.${this.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`; }
  pod(prefix) { return `${prefix}-${this.hex(10).slice(0, 9)}-${this.b62(5).toLowerCase()}`; }
  job(prefix = 'job') { return `${prefix}-${this.int(100000, 999999)}`; }
  rate(limit = 600) { return { limit, remaining: this.int(1, limit - 1), reset: this.epoch() + this.int(5, 60) }; }
  addr() { return `0x7f${this.hex(10)}`; }
  seqNo() { return ++this.seq; }
  cursor() { return Buffer.from(`${this.hex(6)}:${this.int(1000, 9999)}`).toString('base64').replace(/=+$/, ''); }
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// --- conversation recorder that imitates several tracing styles ---------------------------
// style: plain | vercel | otel | langgraph | oai_agents | anthropic | crewai | smolagents |
//        openinference | gemini | autogen | agno | logfire | langfuse
export class Conv {
  constructor(style, N, { model = 'gpt-4o-2024-08-06', system = '', goal = '', keep = 8 } = {}) {
    this.style = style; this.N = N; this.model = model; this.keep = keep;
    this.msgs = [];
    if (system) this.msgs.push({ role: 'system', content: system });
    if (goal) this.msgs.push({ role: 'user', content: goal });
    this.stack = [[]];
    this.lastCalls = [];
    this.step = 0;
  }
  get cur() { return this.stack[this.stack.length - 1]; }
  push(s) { this.cur.push(s); return s; }
  window() { const m = this.msgs; if (m.length <= this.keep) return m.slice(); return [m[0], ...m.slice(m.length - this.keep + 1)]; }
  user(text) { this.msgs.push({ role: 'user', content: text }); }
  group(type, name, input, fn, output = null, metadata) {
    this.stack.push([]);
    const out = fn ? fn() : undefined;
    const kids = this.stack.pop();
    return this.push(span(type, name, input, output ?? out ?? null, kids, metadata ? { metadata } : {}));
  }
  llm(text, calls = [], opts = {}) {
    const N = this.N; const st = this.style; this.step++;
    const ids = calls.map(() => this.callId());
    this.lastCalls = calls.map((c, i) => ({ ...c, id: ids[i] }));
    const win = this.window();
    const pt = N.int(800, 9000), ct = N.int(30, 700);
    let s;
    const argStr = (a) => (typeof a === 'string' ? a : JSON.stringify(a));
    if (st === 'vercel') {
      s = span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify(win) }, {
        'ai.response.text': text || '',
        'ai.response.toolCalls': calls.map((c, i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: c.name, args: argStr(c.args) })),
        'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop',
      }, [], { metadata: { 'ai.model.provider': 'openai.chat', 'ai.model.id': this.model, 'ai.usage.promptTokens': pt, 'ai.usage.completionTokens': ct, 'ai.response.id': 'chatcmpl-' + N.b62(24), 'ai.response.timestamp': N.iso(), 'operation.name': 'ai.generateText.doGenerate' } });
    } else if (st === 'otel' || st === 'logfire' || st === 'langfuse') {
      const name = st === 'logfire' ? `chat ${this.model}` : st === 'langfuse' ? 'generation' : `chat ${this.model}`;
      const meta = st === 'langfuse'
        ? { model: this.model, usage: { input: pt, output: ct, unit: 'TOKENS' }, langfuse_observation_id: N.uuid(), level: 'DEFAULT', startTime: N.iso() }
        : { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model, 'gen_ai.usage.input_tokens': pt, 'gen_ai.usage.output_tokens': ct, 'gen_ai.response.id': 'chatcmpl-' + N.b62(24), 'gen_ai.response.finish_reasons': [calls.length ? 'tool_calls' : 'stop'], ...(st === 'logfire' ? { 'logfire.span_type': 'span', 'logfire.msg': `chat ${this.model}` } : {}) };
      s = span('llm', name, { messages: win }, { role: 'assistant', content: text || null, tool_calls: calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) }, [], { metadata: meta });
    } else if (st === 'langgraph') {
      const lcMsgs = win.map((m) => ({ type: { system: 'system', user: 'human', assistant: 'ai', tool: 'tool' }[m.role] || m.role, content: m.content }));
      s = span('llm', this.model.startsWith('claude') ? 'ChatAnthropic' : 'ChatOpenAI', { messages: [lcMsgs] }, { generations: [[{ text: text || '', type: 'ChatGeneration', message: { type: 'ai', content: text || '', tool_calls: calls.map((c, i) => ({ name: c.name, args: typeof c.args === 'string' ? JSON.parse(c.args) : c.args, id: ids[i], type: 'tool_call' })) } }]], llm_output: { token_usage: { prompt_tokens: pt, completion_tokens: ct }, model_name: this.model } }, [], { metadata: { ls_provider: this.model.startsWith('claude') ? 'anthropic' : 'openai', ls_model_name: this.model, langgraph_node: 'agent', langgraph_step: this.step * 2 - 1, langgraph_triggers: [this.step === 1 ? 'start:agent' : 'tools'], checkpoint_ns: `agent:${N.uuid()}`, run_id: N.uuid() } });
    } else if (st === 'oai_agents') {
      const out = [];
      if (text) out.push({ type: 'message', id: 'msg_' + N.hex(24), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
      calls.forEach((c, i) => out.push({ type: 'function_call', id: 'fc_' + N.hex(24), call_id: ids[i], name: c.name, arguments: argStr(c.args), status: 'completed' }));
      s = span('llm', 'Response', { model: this.model, input: win.filter((m) => m.role !== 'system'), instructions: win[0]?.role === 'system' ? win[0].content : null }, { id: 'resp_' + N.hex(40), object: 'response', output: out, usage: { input_tokens: pt, output_tokens: ct } }, [], { metadata: { span_type: 'response', trace_id: 'trace_' + N.hex(32) } });
    } else if (st === 'anthropic') {
      const content = [];
      if (text) content.push({ type: 'text', text });
      calls.forEach((c, i) => content.push({ type: 'tool_use', id: ids[i], name: c.name, input: typeof c.args === 'string' ? JSON.parse(c.args) : c.args }));
      s = span('llm', 'messages.create', { model: this.model, max_tokens: 4096, system: win[0]?.role === 'system' ? win[0].content : undefined, messages: win.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) }, { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: this.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: pt, output_tokens: ct, cache_read_input_tokens: N.int(0, 4000) } }, [], { metadata: { 'request-id': 'req_011C' + N.b62(18), 'anthropic-ratelimit-tokens-remaining': N.int(100000, 400000) } });
    } else if (st === 'gemini') {
      const parts = [];
      if (text) parts.push({ text });
      calls.forEach((c) => parts.push({ functionCall: { name: c.name, args: typeof c.args === 'string' ? JSON.parse(c.args) : c.args } }));
      s = span('llm', 'models.generateContent', { model: `models/${this.model}`, contents: win.filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }] })), systemInstruction: { parts: [{ text: win[0]?.content }] } }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: pt, candidatesTokenCount: ct, totalTokenCount: pt + ct }, modelVersion: this.model, responseId: N.b62(22) }, [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() } });
    } else if (st === 'openinference') {
      const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': 'openai', 'llm.token_count.prompt': pt, 'llm.token_count.completion': ct };
      win.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = typeof m.content === 'string' ? m.content : JSON.stringify(m.content); });
      meta['llm.output_messages.0.message.role'] = 'assistant';
      if (text) meta['llm.output_messages.0.message.content'] = text;
      calls.forEach((c, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = argStr(c.args); });
      s = span('llm', 'ChatCompletion', { messages: win }, { role: 'assistant', content: text || null, tool_calls: calls.map((c, i) => ({ id: ids[i], function: { name: c.name, arguments: argStr(c.args) } })) }, [], { metadata: meta });
    } else if (st === 'autogen') {
      s = span('llm', 'openai_chat_completion', { messages: win.map((m) => ({ ...m, source: m.role === 'assistant' ? opts.agent || 'assistant' : m.role })) }, { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c, i) => ({ id: ids[i], name: c.name, arguments: argStr(c.args) })) : text, thought: calls.length ? text || null : null, usage: { prompt_tokens: pt, completion_tokens: ct }, cached: false }, [], { metadata: { 'autogen.agent': opts.agent || 'assistant', type: 'LLMCall' } });
    } else if (st === 'agno') {
      s = span('llm', 'OpenAIChat.response', { messages: win }, { content: text || '', tool_calls: calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: argStr(c.args) } })), metrics: { input_tokens: pt, output_tokens: ct, time_to_first_token: +(N.f() * 1.5).toFixed(4) } }, [], { metadata: { 'agno.agent_id': opts.agent || 'agent', 'agno.session_id': N.uuid(), 'agno.run_id': N.uuid() } });
    } else {
      // plain / crewai / smolagents message-level
      s = span('llm', st === 'crewai' ? 'LLM.call' : st === 'smolagents' ? 'OpenAIServerModel.generate' : 'chat.completions.create', { model: this.model, messages: win }, { role: 'assistant', content: text || null, tool_calls: calls.length ? calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: c.name, arguments: argStr(c.args) } })) : undefined }, [], { metadata: { usage: { prompt_tokens: pt, completion_tokens: ct }, latency_ms: N.ms() } });
    }
    this.msgs.push({ role: 'assistant', content: text || (calls.length ? calls.map((c) => `${c.name}(${argStr(c.args)})`).join('; ') : '') });
    return this.push(s);
  }
  callId() {
    const N = this.N; const st = this.style;
    if (st === 'anthropic') return 'toolu_01' + N.b62(22);
    if (st === 'gemini') return 'fc-' + N.hex(8);
    if (st === 'vercel') return 'call_' + N.b62(24);
    return 'call_' + N.b62(24);
  }
  // tool result; i = index into the last llm tool calls (default 0)
  tool(output, opts = {}) {
    const N = this.N; const st = this.style;
    const c = this.lastCalls[opts.i ?? 0] || { name: opts.name, args: opts.args, id: this.callId() };
    const name = opts.name || c.name; const args = opts.args ?? c.args;
    const err = opts.error;
    let s;
    if (st === 'vercel') s = span('tool', 'ai.toolCall', { 'ai.toolCall.args': typeof args === 'string' ? args : JSON.stringify(args) }, err ? null : { 'ai.toolCall.result': output }, [], { error: err, metadata: { 'ai.toolCall.name': name, 'ai.toolCall.id': c.id, 'operation.name': 'ai.toolCall' } });
    else if (st === 'otel' || st === 'logfire') s = span('tool', `execute_tool ${name}`, args, output, [], { error: err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': c.id, ...(st === 'logfire' ? { 'logfire.msg': `running tool: ${name}` } : {}) } });
    else if (st === 'openinference') s = span('tool', name, args, output, [], { error: err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': typeof args === 'string' ? args : JSON.stringify(args) } });
    else if (st === 'gemini') s = span('tool', `execute_tool ${name}`, { functionCall: { id: c.id, name, args } }, err ? null : { functionResponse: { id: c.id, name, response: output } }, [], { error: err, metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) } });
    else if (st === 'langgraph') s = span('tool', name, { input: typeof args === 'string' ? args : JSON.stringify(args) }, err ? null : { output: { type: 'tool', content: typeof output === 'string' ? output : JSON.stringify(output), tool_call_id: c.id, name } }, [], { error: err, metadata: { langgraph_node: 'tools', langgraph_step: this.step * 2 } });
    else if (st === 'oai_agents') s = span('tool', name, { call_id: c.id, arguments: typeof args === 'string' ? args : JSON.stringify(args) }, output, [], { error: err, metadata: { span_type: 'function', mcp_data: null } });
    else if (st === 'anthropic') s = span('tool', name, { tool_use_id: c.id, input: args }, err ? { type: 'tool_result', tool_use_id: c.id, is_error: true, content: err } : { type: 'tool_result', tool_use_id: c.id, content: typeof output === 'string' ? output : JSON.stringify(output) }, [], { error: err });
    else if (st === 'autogen') s = span('tool', name, { id: c.id, name, arguments: typeof args === 'string' ? args : JSON.stringify(args) }, { call_id: c.id, content: typeof output === 'string' ? output : JSON.stringify(output), is_error: !!err }, [], { error: err, metadata: { type: 'ToolCallExecutionEvent' } });
    else if (st === 'agno') s = span('tool', 'FunctionCall.execute', { function: name, arguments: args }, output, [], { error: err, metadata: { tool_call_id: c.id } });
    else s = span('tool', name, args, output, [], { error: err, metadata: opts.metadata });
    this.msgs.push({ role: 'tool', tool_call_id: c.id, content: err ? `Error: ${err}` : (typeof output === 'string' ? output : JSON.stringify(output)).slice(0, 600) });
    return this.push(s);
  }
}

export function root(style, name, goal, children, output, extraMeta = {}) {
  return span('agent', name, { task: goal }, output, children, { metadata: { framework: style, ...extraMeta } });
}
