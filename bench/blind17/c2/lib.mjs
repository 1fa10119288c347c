// Deterministic helpers for the blind17/c2 trace benchmark.
// No Math.random, no clock reads: every value derives from a PRNG seeded by the trace_id.

export function hashString(str) {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (x, w = 2) => String(x).padStart(w, '0');

// Noise: seeded PRNG + a simulated clock that only moves forward.
export class Noise {
  constructor(seedText) {
    this.rand = mulberry32(hashString(seedText));
    // simulated start between 2024-02-01 and 2025-05-31, during working hours UTC
    const day = Math.floor(this.rand() * 480);
    this.t = Date.UTC(2024, 1, 1) + day * 86400000 + (6 + Math.floor(this.rand() * 11)) * 3600000 + Math.floor(this.rand() * 3600000);
    this.seq = 1000 + Math.floor(this.rand() * 9000);
  }
  // pin the simulated clock near a scenario's own date (plus a seeded jitter of up to 50 minutes)
  at(isoText) { this.t = Date.parse(isoText) + Math.floor(this.rand() * 3000) * 1000; return this; }
  f() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  float(a, b, d = 2) { return Number((a + this.rand() * (b - a)).toFixed(d)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  str(alpha, len) { let s = ''; for (let i = 0; i < len; i++) s += alpha[Math.floor(this.rand() * alpha.length)]; return s; }
  hex(len) { return this.str(HEX, len); }
  b62(len) { return this.str(B62, len); }
  b36(len) { return this.str(B36, len); }
  digits(len) { return this.str('0123456789', len); }
  // ---- clock ----
  step(a = 0.3, b = 2.5) { this.t += Math.round((a + this.rand() * (b - a)) * 1000); return this; }
  wait(seconds) { this.t += Math.round(seconds * 1000); return this; }
  get now() { return this.t; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString(); }
  isoSec() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro() { return this.d().toISOString().replace('Z', this.digits(3) + 'Z'); }
  isoOffset(hours = 1) {
    const d = new Date(this.t + hours * 3600000);
    const sign = hours >= 0 ? '+' : '-';
    return d.toISOString().replace(/\.\d{3}Z$/, `${sign}${pad(Math.abs(hours))}:00`);
  }
  httpDate() { return this.d().toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochFloat() { return Number((this.t / 1000 + this.rand() * 0.001).toFixed(6)); }
  epochNs() { return String(this.t) + this.digits(6); }
  syslog() { const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  clf() { const d = this.d(); return `${pad(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`; }
  compact() { return this.iso().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  ymd() { return this.iso().slice(0, 10); }
  hms() { return this.iso().slice(11, 19); }
  usDate() { const d = this.d(); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${ap}`; }
  euDate() { const d = this.d(); return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`; }
  mjd() { return Number((this.t / 86400000 + 40587).toFixed(6)); } // Modified Julian Date
  gps() { const s = (this.t - Date.UTC(1980, 0, 6)) / 1000 + 18; return { week: Math.floor(s / 604800), tow: Number((s % 604800).toFixed(3)) }; }
  excelSerial() { return Number((this.t / 86400000 + 25569).toFixed(5)); }
  smpte(fps = 25) { const d = this.d(); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}:${pad(this.int(0, fps - 1))}`; }
  metar() { const d = this.d(); return `${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes() - (d.getUTCMinutes() % 20))}Z`; }
  ago() { return this.pick([`${this.int(2, 59)} seconds ago`, `${this.int(1, 9)} minutes ago`, 'just now', `about ${this.int(1, 3)} minutes ago`]); }
  // ---- identifiers ----
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  uuid7() { const ts = this.t.toString(16).padStart(12, '0'); const h = this.hex(20); return `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(4, 7)}-${h.slice(8, 20)}`; }
  ulid() { let ts = this.t, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[ts % 32] + s; ts = Math.floor(ts / 32); } return s + this.str(CROCK, 16); }
  objectId() { return Math.floor(this.t / 1000).toString(16) + this.hex(16); }
  snowflake() { return String(BigInt(this.t - 1288834974657) * 4194304n + BigInt(this.int(0, 4194303))); }
  ksuid() { return this.b62(27); }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  awsReqId() { return this.uuid(); }
  cfRay() { return `${this.hex(16)}-${this.pick(['LHR', 'FRA', 'AMS', 'CDG', 'DUB', 'MAN', 'ZRH', 'ARN'])}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  etag(weak = false) { return (weak ? 'W/' : '') + `"${this.hex(weak ? 12 : 32)}"`; }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  gitSha() { return this.hex(7); }
  nonce() { return this.b62(16); }
  callId() { return 'call_' + this.b62(24); }
  chatcmpl() { return 'chatcmpl-' + this.b62(29); }
  jobId(prefix = 'job-') { return prefix + this.b36(8); }
  pid() { return this.int(1200, 65000); }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  host(base) { return `${base}-${this.b36(5)}.${this.pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'europe-west4', 'uksouth'])}.internal`; }
  pod(base) { return `${base}-${this.hex(9).replace(/^[0-9]/, 'f')}-${this.b36(5)}`; }
  replica(base) { return `${base}-${this.int(0, 5)}`; }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.b62(8)}`; }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(0, 5000), ts: this.epoch(), s: this.hex(6) })).toString('base64').replace(/=+$/, ''); }
  next() { return ++this.seq; }
  ms(a = 20, b = 900) { return this.int(a, b); }
  msStr(a = 20, b = 900) { return `${this.int(a, b)}ms`; }
  secStr(a = 0.2, b = 4) { return `${this.float(a, b, 3)}s`; }
  rate(limit = 600) { const remaining = this.int(Math.floor(limit * 0.2), limit - 1); return { limit, remaining, reset: this.epoch() + this.int(5, 60) }; }
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: children || [] };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agentSpan = (name, input, output, children, metadata, error) => span('agent', name, input, output, children, { metadata, error });
export const toolSpan = (name, input, output, opt = {}) => span('tool', name, input, output, opt.children || [], opt);
export const llmSpan = (name, input, output, opt = {}) => span('llm', name, input, output, opt.children || [], opt);
export const chainSpan = (name, input, output, children, opt = {}) => span(opt.type || 'chain', name, input, output, children, opt);
export const retrieverSpan = (name, input, output, opt = {}) => span('retriever', name, input, output, opt.children || [], opt);

const tokens = (s) => Math.max(1, Math.round(String(s || '').length / 3.8));
const asText = (o) => (typeof o === 'string' ? o : JSON.stringify(o));

const DEFAULT_MODEL = {
  plain: 'gpt-4o-2024-08-06', otel: 'gpt-4.1-mini-2025-04-14', adk: 'gemini-2.0-flash', mastra: 'gpt-4o-mini',
  autogen: 'gpt-4o-2024-11-20', llamaindex: 'gpt-4o-mini', smol: 'Qwen/Qwen2.5-Coder-32B-Instruct',
};

// Chat: a tool-calling conversation recorded in one of several tracer styles.
// turn(text, calls, opt) returns the spans for one model call plus the tool executions it requested.
// calls: [{ name, args, out, error, argsAsString, secs:[a,b], meta }]
export class Chat {
  constructor(n, o) {
    this.n = n;
    this.style = o.style || 'plain';
    this.model = o.model || DEFAULT_MODEL[this.style];
    this.agent = o.agent || 'assistant';
    this.msgs = [];
    if (o.system) this.msgs.push({ role: 'system', content: o.system });
    if (o.user) this.msgs.push({ role: 'user', content: o.user, name: o.userName });
    this.invocation = 'e-' + n.uuid();
    this.session = n.uuid();
    this.tools = o.tools || null;
  }
  user(content, name) { this.msgs.push({ role: 'user', content, name }); }
  renderInput(speaker) {
    const n = this.n;
    const m = this.msgs;
    switch (this.style) {
      case 'otel':
        return m.map((x) => x.role === 'tool'
          ? { role: 'tool', parts: [{ type: 'tool_call_response', id: x.tool_call_id, response: x.content }] }
          : { role: x.role, parts: [...(x.content ? [{ type: 'text', content: x.content }] : []), ...((x.tool_calls || []).map((t) => ({ type: 'tool_call', id: t.id, name: t.name, arguments: t.args })))] });
      case 'adk':
        return {
          model: this.model,
          config: { system_instruction: (m.find((x) => x.role === 'system') || {}).content || '', tools: this.tools ? [{ function_declarations: this.tools.map((t) => ({ name: t })) }] : undefined },
          contents: m.filter((x) => x.role !== 'system').map((x) => x.role === 'tool'
            ? { role: 'user', parts: [{ function_response: { id: x.tool_call_id, name: x.name, response: x.raw } }] }
            : { role: x.role === 'assistant' ? 'model' : 'user', parts: [...(x.content ? [{ text: x.content }] : []), ...((x.tool_calls || []).map((t) => ({ function_call: { id: t.id, name: t.name, args: t.args } })))] }),
        };
      case 'mastra':
        return { messages: m.map((x) => x.role === 'tool' ? { role: 'tool', content: [{ type: 'tool-result', toolCallId: x.tool_call_id, toolName: x.name, result: x.raw }] } : { role: x.role, content: x.content }) };
      case 'autogen':
        return { messages: m.map((x) => x.role === 'tool' ? { type: 'FunctionExecutionResultMessage', content: [{ call_id: x.tool_call_id, content: x.content, is_error: !!x.isError }] } : { type: x.role === 'system' ? 'SystemMessage' : x.role === 'assistant' ? 'AssistantMessage' : 'UserMessage', source: x.name || (x.role === 'user' ? 'user' : x.role === 'system' ? undefined : x.source), content: x.content || (x.tool_calls || []).map((t) => ({ id: t.id, name: t.name, arguments: JSON.stringify(t.args) })) }), speaker };
      case 'llamaindex':
        return { messages: m.map((x) => ({ role: x.role, content: x.content || '', additional_kwargs: x.tool_calls && x.tool_calls.length ? { tool_calls: x.tool_calls.map((t) => ({ id: t.id, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } })) } : x.role === 'tool' ? { tool_call_id: x.tool_call_id, name: x.name } : {} })) };
      default:
        return { model: this.model, temperature: 0.2, messages: m.map((x) => {
          const o = { role: x.role, content: x.content === undefined ? null : x.content };
          if (x.name && x.role !== 'tool') o.name = x.name;
          if (x.tool_calls && x.tool_calls.length) o.tool_calls = x.tool_calls.map((t) => ({ id: t.id, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } }));
          if (x.role === 'tool') o.tool_call_id = x.tool_call_id;
          return o;
        }) };
    }
  }
  turn(text, calls = [], opt = {}) {
    const n = this.n;
    n.step(...(opt.think || [0.9, 7]));
    const speaker = opt.speaker || this.agent;
    const ids = calls.map(() => (this.style === 'adk' ? 'adk-' + n.uuid() : this.style === 'mastra' ? 'call_' + n.b62(24) : this.style === 'autogen' ? 'call_' + n.b62(24) : n.callId()));
    const tcs = calls.map((c, i) => ({ id: ids[i], name: c.name, args: c.args }));
    const input = this.renderInput(speaker);
    const inTok = tokens(JSON.stringify(input)) + n.int(200, 900);
    const outTok = tokens(text) + tcs.length * n.int(18, 40);
    const finish = tcs.length ? 'tool_calls' : (opt.finish || 'stop');
    let name, output, metadata;
    switch (this.style) {
      case 'otel':
        name = `chat ${this.model}`;
        output = [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), ...tcs.map((t) => ({ type: 'tool_call', id: t.id, name: t.name, arguments: t.args }))], finish_reason: finish }];
        metadata = { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': opt.provider || 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model, 'gen_ai.response.id': n.chatcmpl(), 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.response.finish_reasons': [finish], 'server.address': opt.server || 'api.openai.com' };
        break;
      case 'adk':
        name = 'call_llm';
        output = { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...tcs.map((t) => ({ function_call: { id: t.id, name: t.name, args: t.args } }))] }, usage_metadata: { prompt_token_count: inTok, candidates_token_count: outTok, total_token_count: inTok + outTok }, invocation_id: this.invocation, author: speaker, id: n.b62(8), timestamp: n.epochFloat() };
        metadata = { 'gcp.vertex.agent.invocation_id': this.invocation, 'gcp.vertex.agent.session_id': this.session, 'gcp.vertex.agent.event_id': output.id, 'gen_ai.request.model': this.model };
        break;
      case 'mastra':
        name = `llm: '${this.model}'`;
        output = { text, toolCalls: tcs.map((t) => ({ type: 'tool-call', toolCallId: t.id, toolName: t.name, args: t.args })), finishReason: finish === 'tool_calls' ? 'tool-calls' : finish, usage: { promptTokens: inTok, completionTokens: outTok, totalTokens: inTok + outTok } };
        metadata = { spanType: 'model_generation', provider: 'openai.chat', model: this.model, streaming: false, runId: this.session };
        break;
      case 'autogen':
        name = speaker;
        output = tcs.length
          ? { type: 'ToolCallRequestEvent', source: speaker, content: tcs.map((t) => ({ id: t.id, name: t.name, arguments: JSON.stringify(t.args) })), thought: text || undefined, models_usage: { prompt_tokens: inTok, completion_tokens: outTok } }
          : { type: 'TextMessage', source: speaker, content: text, models_usage: { prompt_tokens: inTok, completion_tokens: outTok } };
        metadata = { 'autogen.agent': speaker, model: this.model, 'message.id': n.uuid(), created_at: n.isoMicro() };
        break;
      case 'llamaindex':
        name = 'OpenAI.achat';
        output = { message: { role: 'assistant', content: text || null, additional_kwargs: tcs.length ? { tool_calls: tcs.map((t) => ({ id: t.id, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } })) } : {} }, raw: { id: n.chatcmpl(), model: this.model, created: n.epoch(), usage: { prompt_tokens: inTok, completion_tokens: outTok } } };
        metadata = { 'llm.model_name': this.model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok };
        break;
      default:
        name = opt.llmName || 'openai.chat.completions';
        output = { role: 'assistant', content: text || null, ...(tcs.length ? { tool_calls: tcs.map((t) => ({ id: t.id, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } })) } : {}) };
        metadata = { model: this.model, id: n.chatcmpl(), finish_reason: finish, usage: { prompt_tokens: inTok, completion_tokens: outTok, total_tokens: inTok + outTok }, latency_ms: n.int(600, 6400) };
    }
    if (opt.meta) Object.assign(metadata, opt.meta);
    const llm = llmSpan(name, input, output, { metadata });
    this.msgs.push({ role: 'assistant', content: text || null, tool_calls: tcs, name: this.style === 'autogen' ? speaker : undefined, source: speaker });
    const toolSpans = calls.map((c, i) => {
      n.step(...(c.secs || [0.15, 2.8]));
      const t = tcs[i];
      const inputArgs = c.argsAsString ? JSON.stringify(c.args) : c.args;
      let tname = c.name, tout = c.out, tmeta;
      switch (this.style) {
        case 'otel':
          tname = `execute_tool ${c.name}`;
          tmeta = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': t.id, 'gen_ai.tool.type': 'function' };
          break;
        case 'adk':
          tname = `execute_tool ${c.name}`;
          tout = c.error ? { function_response: { id: t.id, name: c.name, response: { error: c.error } } } : { function_response: { id: t.id, name: c.name, response: c.out } };
          tmeta = { 'gcp.vertex.agent.tool_call_args': JSON.stringify(c.args), 'gcp.vertex.agent.event_id': n.b62(8), 'gcp.vertex.agent.invocation_id': this.invocation, 'gen_ai.tool.name': c.name };
          break;
        case 'mastra':
          tname = `tool: '${c.name}'`;
          tmeta = { spanType: 'tool_call', toolId: c.name, toolType: 'tool', success: !c.error };
          break;
        case 'autogen':
          tout = { type: 'FunctionExecutionResult', call_id: t.id, name: c.name, content: c.error ? `Error: ${c.error}` : asText(c.out), is_error: !!c.error };
          tmeta = { 'autogen.agent': opt.executor || speaker, call_id: t.id };
          break;
        case 'llamaindex':
          tmeta = { 'llama_index.span': 'FunctionTool.acall', tool_call_id: t.id };
          break;
        default:
          tmeta = { tool_call_id: t.id, duration_ms: n.int(40, 2900) };
      }
      if (c.meta) Object.assign(tmeta, c.meta);
      this.msgs.push({ role: 'tool', tool_call_id: t.id, name: c.name, content: c.error ? `Error: ${c.error}` : asText(c.out), raw: c.error ? { error: c.error } : c.out, isError: !!c.error });
      return toolSpan(tname, inputArgs, tout === undefined ? null : tout, { error: c.error, metadata: tmeta });
    });
    if (opt.nest) { llm.children = toolSpans; return [llm]; }
    return [llm, ...toolSpans];
  }
}

// smolagents CodeAgent recorder: each step is a chain span holding the model call and the tool calls
// made from the generated code; the step's output is the observation text.
export class SmolRun {
  constructor(n, o) {
    this.n = n;
    this.model = o.model || DEFAULT_MODEL.smol;
    this.task = o.task;
    this.i = 0;
    this.memory = [
      { role: 'system', content: o.system || 'You are an expert assistant who can solve any task using code blobs. You will be given a task to solve as best you can. To do so, you have been given access to a list of tools... At each step, in the \'Thought:\' sequence, you should first explain your reasoning, then write code in a \'Code:\' block ending with \'<end_code>\'.' },
      { role: 'user', content: 'New task:\n' + o.task },
    ];
  }
  step({ thought, code, calls = [], logs = '', last = null, error }) {
    const n = this.n;
    this.i += 1;
    n.step(1.5, 9);
    const text = `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
    const inTok = tokens(JSON.stringify(this.memory)) + n.int(900, 1600);
    const llm = llmSpan(this.model.includes('/') ? 'HfApiModel.__call__' : 'LiteLLMModel.__call__', { messages: this.memory.map((m) => ({ ...m })), stop_sequences: ['<end_code>', 'Observation:'] }, text, { metadata: { 'llm.model_name': this.model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': tokens(text) } });
    const tools = calls.map((c) => { n.step(...(c.secs || [0.1, 2.2])); return toolSpan(c.name, c.args, c.error ? null : c.out, { error: c.error, metadata: { 'smolagents.tool': c.name } }); });
    n.step(0.05, 0.4);
    const obs = error ? null : `Execution logs:\n${logs}${last === null ? 'Last output from code snippet:\nNone' : 'Last output from code snippet:\n' + (typeof last === 'string' ? last : JSON.stringify(last))}`;
    this.memory.push({ role: 'assistant', content: text });
    this.memory.push({ role: 'user', content: error ? `Call id: call_${this.i}\nError:\n${error}\nNow let's retry: take care not to repeat previous errors! If you have retried several times, try a completely different approach.` : `Call id: call_${this.i}\nObservation:\n${obs}` });
    return chainSpan(`Step ${this.i}`, { step_number: this.i }, obs, [llm, ...tools], { type: 'chain', error, metadata: { start_time: n.epochFloat(), duration: n.float(1.2, 14, 3) } });
  }
  final(thought, answerCode, answer) {
    const n = this.n;
    this.i += 1;
    n.step(1, 6);
    const text = `Thought: ${thought}\nCode:\n\`\`\`py\n${answerCode}\n\`\`\`<end_code>`;
    const llm = llmSpan(this.model.includes('/') ? 'HfApiModel.__call__' : 'LiteLLMModel.__call__', { messages: this.memory.map((m) => ({ ...m })), stop_sequences: ['<end_code>', 'Observation:'] }, text, { metadata: { 'llm.model_name': this.model } });
    const fa = toolSpan('final_answer', { answer }, answer, { metadata: { 'smolagents.tool': 'final_answer' } });
    return chainSpan(`Step ${this.i}`, { step_number: this.i }, `Execution logs:\nLast output from code snippet:\n${typeof answer === 'string' ? answer : JSON.stringify(answer)}`, [llm, fa], { type: 'chain' });
  }
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
