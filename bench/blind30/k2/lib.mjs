// Helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.

export function hashStr(str) {
  // xmur3-style 32-bit string hash
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
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

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise source: a simulated clock plus volatile identifiers, seeded per trace.
export class Noise {
  constructor(traceId) {
    this.rng = mulberry32(hashStr(traceId));
    // base time: somewhere in 2024-2025, derived from the seed only
    this.now = Date.UTC(2024, 0, 1) + Math.floor(this.rng() * 600) * 86400000 + Math.floor(this.rng() * 86400000);
    this.seq = Math.floor(this.rng() * 90000) + 1000;
  }
  r() { return this.rng(); }
  int(a, b) { return a + Math.floor(this.rng() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.rng() * arr.length)]; }
  chars(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.rng() * alpha.length)]; return s; }
  hex(n = 8) { return this.chars(HEX, n); }
  b62(n = 16) { return this.chars(B62, n); }
  tick(minMs = 40, maxMs = 4000) { this.now += this.int(minMs, maxMs); return this.now; }
  // ---- timestamps in many spellings
  iso() { return new Date(this.tick()).toISOString(); }
  isoNoMs() { return new Date(this.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOffset(h = 2) { const d = new Date(this.tick() + h * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; }
  http() { const d = new Date(this.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  epoch() { return Math.floor(this.tick() / 1000); }
  epochMs() { return this.tick(); }
  epochNs() { return String(this.tick()) + String(this.int(100000, 999999)); }
  logts() { const d = new Date(this.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  syslog() { const d = new Date(this.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  euDate() { const d = new Date(this.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  usDate() { const d = new Date(this.tick()); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; }
  clock() { const d = new Date(this.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  day(offsetDays = 0) { return new Date(this.now + offsetDays * 86400000).toISOString().slice(0, 10); }
  // ---- identifiers
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ulid() { return this.chars(CROCK, 26); }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  sha(n = 40) { return this.hex(n); }
  etag(weak = false) { return (weak ? 'W/' : '') + '"' + this.hex(this.pick([16, 27, 32])) + '"'; }
  job(prefix = 'job') { return `${prefix}-${this.int(10000, 999999)}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  cfRay() { return `${this.hex(16)}-${this.pick(['AMS', 'FRA', 'LHR', 'CDG', 'NRT', 'SIN', 'IAD', 'GRU', 'SYD'])}`; }
  lsn() { return `${this.hex(1).toUpperCase()}/${this.hex(8).toUpperCase()}`; }
  receipt() { return 'AQEB' + this.b62(40) + '=='; }
  lease() { return `lease/${this.hex(6)}/${this.int(1, 9999)}`; }
  pod(name) { return `${name}-${this.hex(10).replace(/[0-3]/g, 'b')}-${this.chars('bcdfghjklmnpqrstvwxz2456789', 5)}`; }
  host(prefix = 'app') { return `${prefix}-${this.pick(['a', 'b', 'c', 'd'])}${this.int(1, 24)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1', 'us-west-2'])}.internal`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  tmp(ext = '') { return `/tmp/${this.pick(['tmp', 'run', 'pytest-of-runner', 'agent-ws'])}${this.b62(8).toLowerCase()}/${this.hex(6)}${ext}`; }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(0, 9999), k: this.hex(8) })).toString('base64').replace(/=+$/, ''); }
  nextSeq(step = 1) { this.seq += step; return this.seq; }
  idem() { return `idem_${this.b62(24)}`; }
  csrf() { return this.b62(43); }
  build() { return `${this.int(1, 9)}.${this.int(0, 40)}.${this.int(0, 200)}+build.${this.int(1000, 9999)}`; }
  shortSha() { return this.hex(7); }
  // ---- durations and counters
  dur() { const ms = this.int(8, 9000); return ms < 1000 ? `${ms}ms` : `${(ms / 1000).toFixed(2)}s`; }
  ms(a = 5, b = 3000) { return this.int(a, b); }
  secs(a = 0.1, b = 30) { return +(a + this.rng() * (b - a)).toFixed(3); }
  rate(limit = 1000) { const rem = this.int(0, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(this.int(1, 3600)) }; }
  tokens() { const i = this.int(300, 9000); const o = this.int(20, 900); return { input: i, output: o, total: i + o }; }
}

export function rngFor(traceId) { return new Noise(traceId); }

// ---------------------------------------------------------------- spans
export function sp(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const trunc = (v, n = 600) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > n ? s.slice(0, n) + '…' : s; };

// ---------------------------------------------------------------- renderer
// A scenario gives turns:
//   { think?, say?, calls?: [{ name, args, out, err?, raw?, sub? }] }
// sub = { agent, task, turns, result } renders a nested agent under the call's tool span.
// The style decides names, payload shapes, metadata and layout.

export const STYLES = ['plain', 'vercel', 'otel', 'langgraph', 'oai_agents', 'responses', 'anthropic', 'claude_sdk', 'gemini',
  'openinference', 'crewai', 'autogen', 'smolagents', 'pydantic_ai', 'adk', 'langfuse', 'agno', 'mastra'];

const MODELS = {
  plain: 'gpt-4o-2024-08-06', vercel: 'gpt-4o-mini', otel: 'gpt-4.1', langgraph: 'gpt-4o', oai_agents: 'gpt-4.1',
  responses: 'o4-mini', anthropic: 'claude-3-5-sonnet-20241022', claude_sdk: 'claude-sonnet-4-20250514', gemini: 'gemini-2.0-flash',
  openinference: 'gpt-4o-mini', crewai: 'gpt-4o', autogen: 'gpt-4o-2024-11-20', smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  pydantic_ai: 'gpt-4o', adk: 'gemini-2.5-flash', langfuse: 'claude-3-7-sonnet-20250219', agno: 'gpt-4.1-mini', mastra: 'gpt-4o-mini',
};

function callId(style, N) {
  switch (style) {
    case 'anthropic': case 'claude_sdk': case 'langfuse': return 'toolu_01' + N.b62(22);
    case 'gemini': case 'adk': return 'adk-' + N.uuid();
    case 'smolagents': return 'call_' + N.int(1, 99);
    case 'crewai': return N.uuid();
    default: return 'call_' + N.b62(24);
  }
}

function modelText(style, turn) {
  // text a model would emit in styles that have no separate reasoning channel
  const parts = [];
  if (turn.think) parts.push(turn.think);
  if (turn.say) parts.push(turn.say);
  return parts.join('\n\n');
}

function histToMessages(style, hist) {
  // neutral history -> style-specific input messages
  switch (style) {
    case 'anthropic': case 'claude_sdk': case 'langfuse':
      return hist.filter(m => m.role !== 'system').map(m => {
        if (m.role === 'assistant') return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls || []).map(c => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))] };
        if (m.role === 'tool') return { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.id, content: trunc(m.content, 400), ...(m.isError ? { is_error: true } : {}) }] };
        return { role: m.role, content: m.content };
      });
    case 'gemini': case 'adk':
      return hist.filter(m => m.role !== 'system').map(m => {
        if (m.role === 'assistant') return { role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.calls || []).map(c => ({ functionCall: { name: c.name, args: c.args } }))] };
        if (m.role === 'tool') return { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: trunc(m.content, 400) } } }] };
        return { role: 'user', parts: [{ text: m.content }] };
      });
    case 'oai_agents': case 'responses':
      return hist.flatMap(m => {
        if (m.role === 'assistant') return [...(m.content ? [{ role: 'assistant', content: [{ type: 'output_text', text: m.content }] }] : []), ...(m.calls || []).map(c => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))];
        if (m.role === 'tool') return [{ type: 'function_call_output', call_id: m.id, output: trunc(m.content, 400) }];
        return [{ role: m.role === 'system' ? 'developer' : m.role, content: m.content }];
      });
    case 'vercel': case 'mastra':
      return hist.map(m => {
        if (m.role === 'assistant') return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls || []).map(c => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args }))] };
        if (m.role === 'tool') return { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.id, toolName: m.name, result: trunc(m.content, 400) }] };
        if (m.role === 'system') return { role: 'system', content: m.content };
        return { role: 'user', content: [{ type: 'text', text: m.content }] };
      });
    case 'otel':
      return hist.map(m => {
        if (m.role === 'assistant') return { role: 'assistant', parts: [...(m.content ? [{ type: 'text', content: m.content }] : []), ...(m.calls || []).map(c => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))] };
        if (m.role === 'tool') return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.id, response: trunc(m.content, 400) }] };
        return { role: m.role, parts: [{ type: 'text', content: m.content }] };
      });
    case 'langgraph':
      return hist.map(m => {
        if (m.role === 'assistant') return { type: 'ai', content: m.content || '', tool_calls: (m.calls || []).map(c => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) };
        if (m.role === 'tool') return { type: 'tool', name: m.name, tool_call_id: m.id, content: trunc(m.content, 400), status: m.isError ? 'error' : 'success' };
        return { type: m.role === 'system' ? 'system' : 'human', content: m.content };
      });
    case 'pydantic_ai':
      return hist.map(m => {
        if (m.role === 'assistant') return { kind: 'response', parts: [...(m.content ? [{ part_kind: 'text', content: m.content }] : []), ...(m.calls || []).map(c => ({ part_kind: 'tool-call', tool_name: c.name, args: JSON.stringify(c.args), tool_call_id: c.id }))] };
        if (m.role === 'tool') return { kind: 'request', parts: [{ part_kind: m.isError ? 'retry-prompt' : 'tool-return', tool_name: m.name, content: trunc(m.content, 400), tool_call_id: m.id }] };
        return { kind: 'request', parts: [{ part_kind: m.role === 'system' ? 'system-prompt' : 'user-prompt', content: m.content }] };
      });
    default:
      return hist.map(m => {
        if (m.role === 'assistant') return { role: 'assistant', content: m.content || null, ...(m.calls && m.calls.length ? { tool_calls: m.calls.map(c => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) };
        if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: trunc(m.content, 400) };
        return { role: m.role, content: m.content };
      });
  }
}

function windowHist(hist) {
  // keep system + first user + last 6 messages, as many tracers truncate
  if (hist.length <= 8) return hist;
  return [hist[0], hist[1], ...hist.slice(-6)];
}

function llmSpan(style, N, ctx, turn, calls, stepNo) {
  const model = ctx.model;
  const tk = N.tokens();
  const msgs = histToMessages(style, windowHist(ctx.hist));
  const text = modelText(style, turn);
  switch (style) {
    case 'vercel': {
      return sp('llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': msgs, 'ai.prompt.tools': ctx.toolNames },
        { 'ai.response.text': turn.say || '', ...(turn.think ? { 'ai.response.reasoning': turn.think } : {}), 'ai.response.toolCalls': JSON.stringify(calls.map(c => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [],
        { metadata: { 'operation.name': `ai.generateText.doGenerate ${ctx.agent}`, 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': tk.input, 'ai.usage.completionTokens': tk.output, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'gen_ai.system': 'openai.chat' } });
    }
    case 'mastra': {
      return sp('llm', `llm: '${model}'`, { messages: msgs }, { text: text, toolCalls: calls.map(c => ({ toolCallId: c.id, toolName: c.name, args: c.args })), finishReason: calls.length ? 'tool-calls' : 'stop', usage: { promptTokens: tk.input, completionTokens: tk.output } }, [],
        { metadata: { spanType: 'llm_generation', 'mastra.agent': ctx.agent, runId: ctx.runId, step: stepNo, startTime: N.iso() } });
    }
    case 'otel': {
      return sp('llm', `chat ${model}`, { 'gen_ai.input.messages': msgs },
        { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(turn.think ? [{ type: 'reasoning', content: turn.think }] : []), ...(turn.say ? [{ type: 'text', content: turn.say }] : []), ...calls.map(c => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] }, [],
        { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.response.model': model + '-2025-04-14', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': tk.input, 'gen_ai.usage.output_tokens': tk.output, 'server.address': 'api.openai.com' } });
    }
    case 'langgraph': {
      return sp('llm', 'ChatOpenAI', { messages: [msgs] },
        { generations: [[{ text: text, type: 'ChatGeneration', message: { type: 'ai', content: text, tool_calls: calls.map(c => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + N.uuid(), usage_metadata: { input_tokens: tk.input, output_tokens: tk.output, total_tokens: tk.total } } }]], llm_output: { model_name: model, system_fingerprint: 'fp_' + N.hex(10) } }, [],
        { metadata: { ls_provider: 'openai', ls_model_name: model, ls_model_type: 'chat', ls_temperature: 0, langgraph_step: stepNo, langgraph_node: 'agent', langgraph_triggers: ['branch:to:agent'], langgraph_checkpoint_ns: 'agent:' + N.uuid(), thread_id: ctx.threadId } });
    }
    case 'oai_agents': case 'responses': {
      const out = [...(turn.think ? [{ type: 'reasoning', id: 'rs_' + N.hex(32), summary: [{ type: 'summary_text', text: turn.think }] }] : []),
        ...(turn.say ? [{ type: 'message', id: 'msg_' + N.hex(32), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.say, annotations: [] }] }] : []),
        ...calls.map(c => ({ type: 'function_call', id: 'fc_' + N.hex(32), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' }))];
      if (style === 'oai_agents') {
        return sp('llm', 'response', { input: msgs }, { output: out }, [], { metadata: { 'span_data.type': 'response', response_id: 'resp_' + N.hex(48), model, usage: { input_tokens: tk.input, output_tokens: tk.output }, span_id: 'span_' + N.hex(24), started_at: N.isoOffset(0) } });
      }
      return sp('llm', 'POST /v1/responses', { model, input: msgs, tools: ctx.toolNames.map(n => ({ type: 'function', name: n })), ...(ctx.prevResp ? { previous_response_id: ctx.prevResp } : {}), reasoning: { effort: 'medium', summary: 'auto' } },
        { id: (ctx.prevResp = 'resp_' + N.hex(48)), object: 'response', created_at: N.epoch(), status: 'completed', model: model + '-2025-04-16', output: out, usage: { input_tokens: tk.input, output_tokens: tk.output, output_tokens_details: { reasoning_tokens: N.int(64, 1024) } } }, [],
        { metadata: { 'http.status_code': 200, 'openai-processing-ms': String(N.ms(300, 9000)), 'x-request-id': 'req_' + N.hex(32) } });
    }
    case 'anthropic': case 'claude_sdk': case 'langfuse': {
      const content = [...(turn.think ? [{ type: 'thinking', thinking: turn.think, signature: N.b62(40) + '==' }] : []), ...(turn.say ? [{ type: 'text', text: turn.say }] : []), ...calls.map(c => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))];
      const body = { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: tk.input, output_tokens: tk.output, cache_read_input_tokens: N.int(0, 3) * 1024 } };
      if (style === 'claude_sdk') return sp('llm', 'assistant', { session_id: ctx.threadId, messages: msgs.slice(-4) }, { type: 'assistant', uuid: N.uuid(), parent_tool_use_id: ctx.parentToolUse || null, message: body }, [], { metadata: { timestamp: N.iso(), cwd: ctx.cwd || '/home/user/project', version: '1.0.' + N.int(40, 90) } });
      if (style === 'langfuse') return sp('llm', 'generation', { system: ctx.system, messages: msgs }, body, [], { metadata: { observation_type: 'GENERATION', model, usage: { input: tk.input, output: tk.output, total: tk.total, unit: 'TOKENS' }, startTime: N.iso(), completionStartTime: N.iso(), observation_id: N.uuid(), level: 'DEFAULT' } });
      return sp('llm', 'anthropic.messages.create', { model, max_tokens: 4096, system: ctx.system, tools: ctx.toolNames.map(n => ({ name: n })), messages: msgs }, body, [], { metadata: { 'request-id': 'req_01' + N.b62(22), 'anthropic-ratelimit-tokens-remaining': String(N.int(20000, 400000)), latency_ms: N.ms(600, 14000) } });
    }
    case 'gemini': case 'adk': {
      const parts = [...(turn.think ? [{ text: turn.think, thought: true }] : []), ...(turn.say ? [{ text: turn.say }] : []), ...calls.map(c => ({ functionCall: { id: style === 'adk' ? c.id : undefined, name: c.name, args: c.args } }))];
      parts.forEach(p => { if (p.functionCall && p.functionCall.id === undefined) delete p.functionCall.id; });
      const out = { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: tk.input, candidatesTokenCount: tk.output, totalTokenCount: tk.total }, modelVersion: model, responseId: N.b62(22) };
      if (style === 'adk') return sp('llm', 'call_llm', { model, contents: msgs, config: { system_instruction: ctx.system } }, out, [], { metadata: { 'gcp.vertex.agent.invocation_id': ctx.runId, 'gcp.vertex.agent.event_id': N.uuid(), 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': model } });
      return sp('llm', 'models.generateContent', { model, contents: msgs, systemInstruction: { parts: [{ text: ctx.system }] }, tools: [{ functionDeclarations: ctx.toolNames.map(n => ({ name: n })) }] }, out, [], { metadata: { 'x-goog-request-id': N.hex(16), latency: N.dur() } });
    }
    case 'openinference': {
      const meta = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.provider': 'openai', 'llm.token_count.prompt': tk.input, 'llm.token_count.completion': tk.output };
      const flat = windowHist(ctx.hist);
      flat.forEach((m, i) => { meta[`llm.input_messages.${i}.message.role`] = m.role; meta[`llm.input_messages.${i}.message.content`] = trunc(m.content || '', 300); });
      meta['llm.output_messages.0.message.role'] = 'assistant';
      meta['llm.output_messages.0.message.content'] = text;
      calls.forEach((c, i) => { meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = c.name; meta[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(c.args); });
      return sp('llm', 'ChatCompletion', { messages: msgs }, { role: 'assistant', content: text || null, tool_calls: calls.map(c => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, [], { metadata: meta });
    }
    case 'crewai': {
      const react = calls.length
        ? calls.map((c, i) => `${i === 0 ? 'Thought: ' + (text || 'I should use a tool.') + '\n' : ''}Action: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`).join('\n')
        : `Thought: I now know the final answer\nFinal Answer: ${text}`;
      return sp('llm', 'LLM.call', { model, prompt: trunc(msgs.map(m => `${m.role}: ${m.content}`).join('\n'), 1400) }, react, [], { metadata: { 'crewai.agent.role': ctx.agent, 'crewai.llm.model': model, tokens: tk.total, call_id: N.uuid() } });
    }
    case 'smolagents': {
      const code = calls.length
        ? calls.map(c => `${c.name.replace(/\W/g, '_')}_result = ${c.name}(${Object.entries(c.args || {}).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(${c.name.replace(/\W/g, '_')}_result)`).join('\n')
        : `final_answer(${JSON.stringify(turn.say || '')})`;
      return sp('llm', 'LiteLLMModel.__call__', { messages: msgs.map(m => ({ role: m.role, content: m.content })) }, `Thought: ${turn.think || turn.say || ''}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, [],
        { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': tk.input, 'llm.token_count.completion': tk.output } });
    }
    case 'pydantic_ai': {
      return sp('llm', `chat ${model}`, { messages: msgs }, { kind: 'response', parts: [...(turn.think ? [{ part_kind: 'thinking', content: turn.think }] : []), ...(turn.say ? [{ part_kind: 'text', content: turn.say }] : []), ...calls.map(c => ({ part_kind: 'tool-call', tool_name: c.name, args: JSON.stringify(c.args), tool_call_id: c.id }))], model_name: model + '-2024-08-06', timestamp: N.iso(), usage: { requests: 1, request_tokens: tk.input, response_tokens: tk.output } }, [],
        { metadata: { 'logfire.span_type': 'span', 'logfire.msg': `chat ${model}`, 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'logfire.level_num': 9 } });
    }
    case 'agno': {
      return sp('llm', 'OpenAIChat.response', { messages: msgs }, { content: text || null, tool_calls: calls.map(c => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })), metrics: { input_tokens: tk.input, output_tokens: tk.output, time_to_first_token: N.secs(0.2, 3), response_timer: N.secs(0.5, 12) } }, [],
        { metadata: { run_id: ctx.runId, session_id: ctx.threadId, model: model, 'agno.version': '1.7.' + N.int(0, 9) } });
    }
    case 'autogen': {
      return sp('llm', 'create', { messages: msgs }, { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map(c => ({ id: c.id, name: c.name, arguments: JSON.stringify(c.args) })) : text, thought: calls.length ? text || null : null, usage: { prompt_tokens: tk.input, completion_tokens: tk.output }, cached: false }, [],
        { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'autogen.agent': ctx.agent, 'autogen.message.id': N.uuid() } });
    }
    default: {
      return sp('llm', 'openai.chat.completions.create', { model, messages: msgs, tools: ctx.toolNames }, { id: 'chatcmpl-' + N.b62(29), choices: [{ index: 0, finish_reason: calls.length ? 'tool_calls' : 'stop', message: { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map(c => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) } }], usage: { prompt_tokens: tk.input, completion_tokens: tk.output }, system_fingerprint: 'fp_' + N.hex(10) }, [],
        { metadata: { latency_ms: N.ms(400, 9000), 'x-request-id': 'req_' + N.hex(32) } });
    }
  }
}

function toolSpan(style, N, ctx, c) {
  const input = c.raw ? JSON.stringify(c.args) : c.args;
  const extra = {};
  if (c.err) extra.error = c.err;
  const out = c.out === undefined ? null : c.out;
  let children = [];
  if (c.sub) children = [renderAgent(style, N, { ...c.sub, parentCtx: ctx, parentToolUse: c.id })];
  switch (style) {
    case 'vercel':
      return sp('tool', 'ai.toolCall', { 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': JSON.stringify(c.args) }, { 'ai.toolCall.result': typeof out === 'string' ? out : JSON.stringify(out) }, children, { ...extra, metadata: { 'operation.name': `ai.toolCall ${ctx.agent}`, 'ai.toolCall.name': c.name } });
    case 'mastra':
      return sp('tool', `tool: '${c.name}'`, input, out, children, { ...extra, metadata: { spanType: 'tool_call', toolId: c.name, toolCallId: c.id, runId: ctx.runId } });
    case 'otel':
      return sp('tool', `execute_tool ${c.name}`, input, out, children, { ...extra, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function', ...(c.err ? { 'error.type': c.errType || 'ToolError' } : {}) } });
    case 'langgraph':
      return sp('tool', c.name, { input: c.raw ? JSON.stringify(c.args) : c.args }, { output: out }, children, { ...extra, metadata: { langgraph_node: 'tools', tool_call_id: c.id, ls_run_id: N.uuid() } });
    case 'oai_agents':
      return sp('tool', c.name, JSON.stringify(c.args), typeof out === 'string' ? out : JSON.stringify(out), children, { ...extra, metadata: { 'span_data.type': 'function', span_id: 'span_' + N.hex(24), call_id: c.id } });
    case 'responses': case 'plain': case 'agno':
      return sp('tool', style === 'agno' ? `FunctionCall: ${c.name}` : c.name, input, out, children, { ...extra, metadata: { tool_call_id: c.id, duration_ms: N.ms(3, 8000) } });
    case 'anthropic': case 'langfuse':
      return sp('tool', c.name, input, out, children, { ...extra, metadata: style === 'langfuse' ? { observation_type: 'TOOL', tool_use_id: c.id, startTime: N.iso(), level: c.err ? 'ERROR' : 'DEFAULT' } : { tool_use_id: c.id } });
    case 'claude_sdk':
      return sp('tool', c.name, input, { type: 'tool_result', tool_use_id: c.id, content: out, ...(c.err ? { is_error: true } : {}) }, children, { ...extra, metadata: { timestamp: N.iso(), durationMs: N.ms(5, 20000) } });
    case 'gemini': case 'adk':
      return sp('tool', style === 'adk' ? `execute_tool ${c.name}` : c.name, { functionCall: { name: c.name, args: c.args } }, { functionResponse: { name: c.name, response: c.err ? { error: c.err } : (typeof out === 'object' && out !== null && !Array.isArray(out) ? out : { result: out }) } }, children,
        { ...extra, metadata: style === 'adk' ? { 'gcp.vertex.agent.tool_call_args': JSON.stringify(c.args), 'gcp.vertex.agent.event_id': N.uuid(), 'gen_ai.tool.name': c.name } : { elapsed: N.dur() } });
    case 'openinference': case 'smolagents':
      return sp('tool', c.name, input, out, children, { ...extra, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args), 'output.mime_type': typeof out === 'string' ? 'text/plain' : 'application/json' } });
    case 'crewai':
      return sp('tool', c.name, typeof input === 'string' ? input : JSON.stringify(input), out, children, { ...extra, metadata: { 'crewai.tool.run_attempts': 1, 'crewai.tool.delegation': !!c.sub, 'crewai.agent.role': ctx.agent } });
    case 'pydantic_ai':
      return sp('tool', `running tool: ${c.name}`, input, out, children, { ...extra, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` } });
    case 'autogen':
      return sp('tool', `execute_tool ${c.name}`, input, out, children, { ...extra, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, is_error: !!c.err } });
    default:
      return sp('tool', c.name, input, out, children, extra);
  }
}

export function renderAgent(style, N, spec) {
  const ctx = {
    agent: spec.agent, model: spec.model || MODELS[style] || 'gpt-4o', system: spec.system || `You are ${spec.agent}. Use the tools to complete the task.`,
    hist: [], toolNames: [], runId: N.uuid(), threadId: spec.threadId || N.uuid(), cwd: spec.cwd, parentToolUse: spec.parentToolUse,
  };
  const task = spec.task;
  ctx.hist.push({ role: 'system', content: ctx.system }, { role: 'user', content: task });
  const names = new Set();
  (function collect(turns) { for (const t of turns || []) for (const c of t.calls || []) names.add(c.name); })(spec.turns);
  ctx.toolNames = [...names];
  const kids = [];
  let stepNo = 0;
  for (const turn of spec.turns) {
    stepNo++;
    const calls = (turn.calls || []).map(c => ({ ...c, id: callId(style, N) }));
    const llm = llmSpan(style, N, ctx, turn, calls, stepNo);
    ctx.hist.push({ role: 'assistant', content: modelText(style, turn), calls });
    const tools = calls.map(c => toolSpan(style, N, ctx, c));
    calls.forEach(c => ctx.hist.push({ role: 'tool', id: c.id, name: c.name, content: c.err ? `Error: ${c.err}` : (typeof c.out === 'string' ? c.out : JSON.stringify(c.out)), isError: !!c.err }));
    switch (style) {
      case 'agno': llm.children = tools; kids.push(llm); break;
      case 'smolagents': kids.push(sp('chain', `Step ${stepNo}`, { step_number: stepNo }, { observations: tools.length ? trunc(tools.map(t => (t.error ? 'Error: ' + t.error : (typeof t.output === 'string' ? t.output : JSON.stringify(t.output)))).join('\n'), 500) : null }, [llm, ...tools], { metadata: { 'openinference.span.kind': 'CHAIN', duration: N.secs(0.5, 40) } })); break;
      case 'langgraph': kids.push(sp('chain', 'agent', { messages: '…' }, { messages: [{ type: 'ai' }] }, [llm], { metadata: { langgraph_step: stepNo * 2 - 1, langgraph_node: 'agent' } }));
        if (tools.length) kids.push(sp('chain', 'tools', { tool_calls: calls.length }, { messages: tools.length }, tools, { metadata: { langgraph_step: stepNo * 2, langgraph_node: 'tools' } })); break;
      case 'pydantic_ai': kids.push(llm); if (tools.length) kids.push(sp('chain', tools.length === 1 ? 'running 1 tool' : `running ${tools.length} tools`, { tools: calls.map(c => c.name) }, null, tools, { metadata: { 'logfire.msg': `running ${tools.length} tool${tools.length === 1 ? '' : 's'}` } })); break;
      default: kids.push(llm, ...tools);
    }
  }
  const result = spec.result !== undefined ? spec.result : (spec.turns.length ? spec.turns[spec.turns.length - 1].say || null : null);
  const meta = agentMeta(style, N, ctx, spec);
  const nameMap = {
    vercel: 'ai.generateText', mastra: `agent run: '${spec.agent}'`, otel: `invoke_agent ${spec.agent}`, langgraph: spec.agent, oai_agents: spec.agent,
    responses: spec.agent, anthropic: spec.agent, claude_sdk: spec.parentToolUse ? `Task: ${spec.agent}` : 'claude_code.query', gemini: spec.agent, openinference: spec.agent,
    crewai: `Agent: ${spec.agent}`, autogen: `${spec.agent}.on_messages`, smolagents: spec.parentToolUse ? spec.agent : 'CodeAgent.run', pydantic_ai: `${spec.agent} run`, adk: `agent_run [${spec.agent}]`,
    langfuse: spec.agent, agno: 'Agent.run', plain: spec.agent,
  };
  let node = sp('agent', nameMap[style] || spec.agent, typeof task === 'string' && style === 'vercel' ? { 'ai.prompt': JSON.stringify({ system: ctx.system, prompt: task }) } : (style === 'openinference' ? { 'input.value': task } : task), style === 'vercel' ? { 'ai.response.text': result } : result, kids, { metadata: meta });
  if (spec.error) node.error = spec.error;
  return node;
}

function agentMeta(style, N, ctx, spec) {
  switch (style) {
    case 'vercel': return { 'ai.telemetry.functionId': spec.agent, 'ai.settings.maxSteps': spec.maxSteps || 20, 'ai.model.id': ctx.model };
    case 'mastra': return { spanType: 'agent_run', agentId: spec.agent, runId: ctx.runId, resourceId: spec.resource || 'default' };
    case 'otel': return { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': spec.agent, 'gen_ai.agent.id': 'asst_' + N.b62(24), 'gen_ai.conversation.id': ctx.threadId };
    case 'langgraph': return { thread_id: ctx.threadId, langgraph_version: '0.2.' + N.int(30, 70), run_type: 'chain', recursion_limit: spec.maxSteps || 25 };
    case 'oai_agents': return { 'span_data.type': 'agent', trace_id: 'trace_' + N.hex(32), workflow_name: spec.workflow || 'Agent workflow', tools: ctx.toolNames, handoffs: spec.handoffs || [] };
    case 'responses': return { conversation: 'conv_' + N.hex(40), store: true };
    case 'anthropic': return { anthropic_version: '2023-06-01', log_id: N.ulid() };
    case 'claude_sdk': return { session_id: ctx.threadId, permission_mode: 'acceptEdits', max_turns: spec.maxSteps || 30 };
    case 'gemini': return { sdk: 'google-genai 1.' + N.int(5, 20) + '.0', automatic_function_calling: false };
    case 'adk': return { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.session_id': ctx.threadId, app_name: spec.app || spec.agent };
    case 'openinference': return { 'openinference.span.kind': 'AGENT', 'session.id': ctx.threadId };
    case 'crewai': return { 'crewai.agent.role': spec.agent, 'crewai.agent.allow_delegation': !!spec.allowDelegation, 'crewai.agent.max_iter': spec.maxSteps || 20 };
    case 'autogen': return { 'autogen.agent.type': 'AssistantAgent', 'autogen.agent.key': 'default', 'autogen.message.source': spec.agent };
    case 'smolagents': return { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': spec.maxSteps || 20, 'smolagents.tools_names': ctx.toolNames };
    case 'pydantic_ai': return { agent_name: spec.agent, model_name: ctx.model, 'logfire.msg': `${spec.agent} run`, 'logfire.span_type': 'span' };
    case 'langfuse': return { trace_id: N.hex(32), observation_type: 'AGENT', sessionId: ctx.threadId, tags: spec.tags || [] };
    case 'agno': return { agent_name: spec.agent, run_id: ctx.runId, session_id: ctx.threadId, framework: 'agno' };
    default: return { run_id: N.uuid(), started_at: N.iso() };
  }
}

// Wraps a rendered top agent into the style's outer structure (crews, teams...).
export function renderTrace(style, N, spec) {
  const inner = renderAgent(style, N, spec);
  if (style === 'crewai') {
    const task = sp('task', `Task: ${trunc(spec.task, 80)}`, { description: spec.task, expected_output: spec.expected || 'A concise report.' }, inner.output, [inner], { metadata: { task_id: N.uuid(), 'crewai.task.async_execution': false } });
    return sp('agent', `Crew: ${spec.crew || spec.agent + ' crew'}`, { inputs: { topic: spec.task } }, inner.output, [task], { metadata: { crew_id: N.uuid(), process: 'sequential', 'crewai.version': '0.1' + N.int(20, 40) + '.0' } });
  }
  if (style === 'autogen') {
    return sp('agent', 'autogen.team.run', { task: spec.task }, { stop_reason: spec.stopReason || 'Text \'TERMINATE\' mentioned', messages: spec.turns.length + 1 }, [inner], { metadata: { team: 'RoundRobinGroupChat', 'autogen.team.id': N.uuid(), max_turns: spec.maxSteps || 30 } });
  }
  if (style === 'adk') {
    return sp('agent', 'invocation', { new_message: spec.task }, inner.output, [inner], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gen_ai.system': 'gcp.vertex.agent' } });
  }
  if (style === 'oai_agents') {
    return sp('agent', spec.workflow || 'Agent workflow', { input: spec.task }, inner.output, [inner], { metadata: { trace_id: 'trace_' + N.hex(32), group_id: spec.groupId || null } });
  }
  return inner;
}
