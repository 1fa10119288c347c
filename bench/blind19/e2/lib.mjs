// Shared helpers: deterministic noise, span builders, recording-style renderers.
// No Math.random, no clock reads. Everything derives from a hash of the trace_id.

export const FAMILIES = {
  f1: { name: 'reasked_clarification', loop: true, stagnation: true },
  f2: { name: 'repeated_failure_notice', loop: true, stagnation: true },
  f3: { name: 'two_state_flipflop', loop: true, stagnation: false },
  f4: { name: 'self_handoff_regress', loop: true, stagnation: true },
  f5: { name: 'rechecking_after_done', loop: true, stagnation: true },
  f6: { name: 'shrinking_failures_fix', loop: false, stagnation: false },
  f7: { name: 'additive_planning_monologue', loop: false, stagnation: false },
  f8: { name: 'supervisor_varied_subtasks', loop: false, stagnation: false },
  f9: { name: 'narrowing_delegation_chain', loop: false, stagnation: false },
  f10: { name: 'sibling_records_sweep', loop: false, stagnation: false },
};

// ---------- PRNG ----------
export function hashString(s) {
  let h1 = 0xdeadbeef ^ 0, h2 = 0x41c6ce57 ^ 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');

// Noise source. Has its own simulated clock that only moves forward.
export class Noise {
  constructor(seedStr) {
    this.r = mulberry32(hashString(seedStr));
    // base time between 2024-02-01 and 2025-06-30
    this.t = Date.UTC(2024, 1, 1) + Math.floor(this.r() * 515) * 86400000 + Math.floor(this.r() * 36000000) + 6 * 3600000;
    this.counter = Math.floor(this.r() * 9000) + 1000;
  }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  chars(k, alpha) { let s = ''; for (let i = 0; i < k; i++) s += alpha[Math.floor(this.r() * alpha.length)]; return s; }
  hex(k) { return this.chars(k, '0123456789abcdef'); }
  b62(k) { return this.chars(k, B62); }
  b36(k) { return this.chars(k, '0123456789abcdefghijklmnopqrstuvwxyz'); }
  upper(k) { return this.chars(k, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'); }
  digits(k) { return this.chars(k, '0123456789'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  uuid7() { const ms = this.t.toString(16).padStart(12, '0'); const h = this.hex(20); return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`; }
  ulid() { let t = this.t, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[t % 32] + s; t = Math.floor(t / 32); } return s + this.chars(16, CROCK); }
  // ----- clock -----
  adv(minMs = 300, maxMs = 4000) { this.t += this.int(minMs, maxMs); return this.t; }
  advMin(a, b) { this.t += this.int(a, b) * 60000 + this.int(0, 59999); return this.t; }
  d(t = this.t) { return new Date(t); }
  iso(t = this.t) { return new Date(t).toISOString(); }
  isoNoMs(t = this.t) { return new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(offH = 2, t = this.t) { const d = new Date(t + offH * 3600000); const s = d.toISOString().slice(0, 19); const sign = offH >= 0 ? '+' : '-'; return `${s}${sign}${p2(Math.abs(offH))}:00`; }
  isoMicro(t = this.t) { return new Date(t).toISOString().slice(0, 23) + this.digits(3) + 'Z'; }
  http(t = this.t) { const d = new Date(t); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog(t = this.t) { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  eu(t = this.t) { const d = new Date(t); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  us(t = this.t) { const d = new Date(t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())} ${ap}`; }
  sqlTs(t = this.t) { return new Date(t).toISOString().replace('T', ' ').slice(0, 23); }
  date(t = this.t) { return new Date(t).toISOString().slice(0, 10); }
  hms(t = this.t) { return new Date(t).toISOString().slice(11, 19); }
  epoch(t = this.t) { return Math.floor(t / 1000); }
  epochMs(t = this.t) { return t; }
  epochNs(t = this.t) { return `${t}${this.digits(6)}`; }
  // ----- durations -----
  ms(a = 20, b = 2500) { return this.int(a, b); }
  secs(a = 0.05, b = 9) { return (a + this.r() * (b - a)).toFixed(2) + 's'; }
  durHuman() { const m = this.int(0, 3), s = this.int(1, 59); return m ? `${m}m${s}s` : `${s}.${this.int(1, 9)}s`; }
  // ----- ids -----
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  jobId(prefix = 'job') { return `${prefix}-${this.date().replace(/-/g, '')}-${this.digits(5)}`; }
  callIdOpenAI() { return 'call_' + this.b62(24); }
  toolu() { return 'toolu_01' + this.b62(22); }
  seq() { this.counter += this.int(1, 7); return this.counter; }
  host(prefix = 'api', region = 'eu-west-1') { return `${prefix}-${this.int(1, 12)}.${region}.internal`; }
  pod(name) { return `${name}-${this.b36(9).replace(/[0-9]/g, (c) => 'bcdfg'[+c % 5])}-${this.b36(5)}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  etag(weak = true) { return `${weak ? 'W/' : ''}"${this.hex(4)}-${this.b62(27)}"`; }
  sha(k = 64) { return this.hex(k); }
  gitSha() { return this.hex(40); }
  tmp(ext = '') { return `/tmp/tmp${this.b36(8)}/${this.b36(6)}${ext}`; }
  cursor() { return Buffer.from(`{"o":${this.int(20, 900)},"k":"${this.b36(8)}"}`).toString('base64').replace(/=+$/, ''); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  rate(limit = 600) { const rem = this.int(Math.floor(limit * 0.2), limit - 1); return { limit, remaining: rem, reset: this.epoch() + this.int(5, 60) }; }
  cfRay() { return `${this.hex(16)}-${this.pick(['AMS', 'FRA', 'LHR', 'CDG', 'MAD', 'DUB', 'ORD', 'IAD', 'SJC', 'NRT'])}`; }
  amzReq() { return this.upper(16); }
  build() { return `${this.int(1, 4)}.${this.int(0, 19)}.${this.int(0, 40)}+${this.hex(7)}`; }
  money(a, b) { return (a + this.r() * (b - a)).toFixed(2); }
}

// ---------- span builder ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const tok = (n, v, k = 3.8) => Math.max(3, Math.round(str(v ?? '').length / k) + n.int(0, 25));
function cap(msgs, max = 18) { return msgs.length <= max ? msgs : [...msgs.slice(0, 2), ...msgs.slice(msgs.length - (max - 2))]; }

// ---------- message format converters (internal -> provider formats) ----------
function toOpenAI(h) {
  return h.map((m) => {
    if (m.role === 'assistant') {
      const o = { role: 'assistant', content: m.content ?? null };
      if (m.name) o.name = m.name;
      if (m.tool_calls?.length) o.tool_calls = m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      return o;
    }
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: m.content };
    return { role: m.role, content: m.content };
  });
}
function toAnthropic(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      const c = [];
      if (m.content) c.push({ type: 'text', text: m.content });
      for (const t of m.tool_calls || []) c.push({ type: 'tool_use', id: t.id, name: t.name, input: t.args });
      out.push({ role: 'assistant', content: c });
    } else if (m.role === 'tool') {
      const blk = { type: 'tool_result', tool_use_id: m.id, content: m.content };
      if (m.isError) blk.is_error = true;
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(blk);
      else out.push({ role: 'user', content: [blk] });
    } else out.push({ role: 'user', content: m.content });
  }
  return out;
}
function toGemini(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      const parts = [];
      if (m.content) parts.push({ text: m.content });
      for (const t of m.tool_calls || []) parts.push({ functionCall: { name: t.name, args: t.args } });
      out.push({ role: 'model', parts });
    } else if (m.role === 'tool') {
      let resp; try { resp = JSON.parse(m.content); } catch { resp = { result: m.content }; }
      if (typeof resp !== 'object' || resp === null || Array.isArray(resp)) resp = { result: resp };
      const part = { functionResponse: { name: m.name, response: resp } };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && last.parts[0]?.functionResponse) last.parts.push(part);
      else out.push({ role: 'user', parts: [part] });
    } else out.push({ role: 'user', parts: [{ text: m.content }] });
  }
  return out;
}
function toResponses(h) {
  const out = [];
  for (const m of h) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') {
      if (m.content) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content, annotations: [] }] });
      for (const t of m.tool_calls || []) out.push({ type: 'function_call', call_id: t.id, name: t.name, arguments: JSON.stringify(t.args) });
    } else if (m.role === 'tool') out.push({ type: 'function_call_output', call_id: m.id, output: m.content });
    else out.push({ role: m.role, content: m.content });
  }
  return out;
}
function toGenAI(h) {
  return h.map((m) => {
    if (m.role === 'assistant') {
      const parts = [];
      if (m.content) parts.push({ type: 'text', content: m.content });
      for (const t of m.tool_calls || []) parts.push({ type: 'tool_call', id: t.id, name: t.name, arguments: t.args });
      return { role: 'assistant', parts };
    }
    if (m.role === 'tool') return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.id, response: m.content }] };
    return { role: m.role, parts: [{ type: 'text', content: m.content }] };
  });
}
function toLC(h) {
  return h.map((m) => {
    if (m.role === 'assistant') return { type: 'ai', content: m.content ?? '', tool_calls: (m.tool_calls || []).map((t) => ({ name: t.name, args: t.args, id: t.id, type: 'tool_call' })) };
    if (m.role === 'tool') return { type: 'tool', content: m.content, tool_call_id: m.id, name: m.name };
    return { type: m.role === 'system' ? 'system' : 'human', content: m.content };
  });
}
function toVercel(h) {
  return h.map((m) => {
    if (m.role === 'assistant') {
      const c = [];
      if (m.content) c.push({ type: 'text', text: m.content });
      for (const t of m.tool_calls || []) c.push({ type: 'tool-call', toolCallId: t.id, toolName: t.name, args: t.args });
      return { role: 'assistant', content: c };
    }
    if (m.role === 'tool') { let r; try { r = JSON.parse(m.content); } catch { r = m.content; } return { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.id, toolName: m.name, result: r }] }; }
    if (m.role === 'user') return { role: 'user', content: [{ type: 'text', text: m.content }] };
    return { role: m.role, content: m.content };
  });
}
function toConverse(h) {
  return h.filter((m) => m.role !== 'system').map((m) => {
    if (m.role === 'assistant') {
      const c = [];
      if (m.content) c.push({ text: m.content });
      for (const t of m.tool_calls || []) c.push({ toolUse: { toolUseId: t.id, name: t.name, input: t.args } });
      return { role: 'assistant', content: c };
    }
    if (m.role === 'tool') return { role: 'user', content: [{ toolResult: { toolUseId: m.id, status: m.isError ? 'error' : 'success', content: [{ text: m.content }] } }] };
    return { role: 'user', content: [{ text: m.content }] };
  });
}
// ReAct-style transcripts (CrewAI) and code-agent transcripts (smolagents) keep their own text in history.
function toPlainText(h) { return h.map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? `Observation: ${m.content}` : (m.reactText ?? m.content ?? '') })); }

function pyVal(v) {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return '[' + v.map(pyVal).join(', ') + ']';
  if (typeof v === 'object') return '{' + Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${pyVal(x)}`).join(', ') + '}';
  return String(v);
}

// ---------- styles ----------
// Each style: callId(n), agent(n, ag, task, kids, out, err, depth), llm(n, ag, hist, step, calls), tool(n, ag, call, out, kids), turn(n, ag, i, llmSpan, toolSpans)
const defaultTurn = (n, ag, i, l, t) => [l, ...t];
const finish = (calls) => (calls.length ? 'tool_calls' : 'stop');

const S = {};

S.plain = {
  callId: (n) => n.callIdOpenAI(),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.name, { task }, out == null ? null : { output: out }, kids, { error: err, metadata: { model: ag.model, max_iterations: ag.maxSteps ?? 25 } }),
  llm: (n, ag, hist, st, calls) => {
    const o = { role: 'assistant', content: st.text ?? null };
    if (calls.length) o.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return span('llm', 'chat.completions', { model: ag.model, messages: cap(toOpenAI(hist)), temperature: 0.2 }, o, [], { metadata: { finish_reason: finish(calls), usage: { prompt_tokens: tok(n, hist), completion_tokens: tok(n, o) }, latency_ms: n.ms(400, 6000) } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.argsAsString ? JSON.stringify(c.args) : c.args, out, kids, { error: c.error }),
  turn: defaultTurn,
};

S.vercel = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.streaming ? 'ai.streamText' : 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: ag.system, prompt: task }) }, out == null ? null : { 'ai.response.text': out, 'ai.response.finishReason': 'stop' }, kids, { error: err, metadata: { 'operation.name': `${ag.streaming ? 'ai.streamText' : 'ai.generateText'} ${ag.name}`, 'ai.operationId': ag.streaming ? 'ai.streamText' : 'ai.generateText', 'ai.model.id': ag.model, 'ai.model.provider': 'openai.chat', 'ai.settings.maxSteps': ag.maxSteps ?? 12, 'ai.telemetry.functionId': ag.name, 'resource.name': ag.name } }),
  llm: (n, ag, hist, st, calls) => span('llm', ag.streaming ? 'ai.streamText.doStream' : 'ai.generateText.doGenerate',
    { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify(cap(toVercel(hist))) },
    { 'ai.response.text': st.text ?? '', 'ai.response.toolCalls': JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) }))), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [],
    { metadata: { 'ai.model.id': ag.model, 'ai.response.id': 'chatcmpl-' + n.b62(29), 'ai.response.timestamp': n.iso(), 'ai.usage.promptTokens': tok(n, hist), 'ai.usage.completionTokens': tok(n, st.text), 'gen_ai.system': 'openai.chat', 'gen_ai.request.model': ag.model } }),
  tool: (n, ag, c, out, kids) => span('tool', 'ai.toolCall', { 'ai.toolCall.args': JSON.stringify(c.args) }, c.error && out == null ? null : { 'ai.toolCall.result': JSON.stringify(out) }, kids, { error: c.error, metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id } }),
  turn: defaultTurn,
};

S.otel_genai = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', `invoke_agent ${ag.name}`, { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: task }] }] }, out == null ? null : { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: out }], finish_reason: 'stop' }] }, kids, { error: err, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': ag.name, 'gen_ai.agent.id': 'asst_' + n.b62(24), 'gen_ai.provider.name': ag.provider ?? 'openai', 'gen_ai.request.model': ag.model, ...(err ? { 'error.type': err.split(':')[0] } : {}) } }),
  llm: (n, ag, hist, st, calls) => {
    const parts = []; if (st.text) parts.push({ type: 'text', content: st.text });
    for (const c of calls) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
    return span('llm', `chat ${ag.model}`, { 'gen_ai.system_instructions': ag.system ? [{ type: 'text', content: ag.system }] : undefined, 'gen_ai.input.messages': cap(toGenAI(hist.filter((m) => m.role !== 'system'))) }, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: finish(calls) }] }, [],
      { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': ag.provider ?? 'openai', 'gen_ai.request.model': ag.model, 'gen_ai.response.model': ag.respModel ?? ag.model, 'gen_ai.response.id': 'chatcmpl-' + n.b62(29), 'gen_ai.usage.input_tokens': tok(n, hist), 'gen_ai.usage.output_tokens': tok(n, parts), 'gen_ai.response.finish_reasons': [finish(calls)], 'server.address': ag.server ?? 'api.openai.com' } });
  },
  tool: (n, ag, c, out, kids) => span('tool', `execute_tool ${c.name}`, { 'gen_ai.tool.call.arguments': c.args }, c.error && out == null ? null : { 'gen_ai.tool.call.result': out }, kids, { error: c.error, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function', ...(c.error ? { 'error.type': c.errorType ?? 'ToolError' } : {}) } }),
  turn: defaultTurn,
};

S.langgraph = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err, depth) => span('agent', depth ? ag.name : 'LangGraph', { messages: [{ type: 'human', content: task }] }, out == null ? null : { messages: [{ type: 'ai', content: out }] }, kids, { error: err, metadata: { run_type: 'chain', thread_id: ag.thread ?? (ag.thread = n.uuid()), ls_run_id: n.uuid(), langgraph_version: '0.2.' + n.int(30, 70), ...(depth ? { checkpoint_ns: `${ag.name}:${n.uuid()}` } : {}) } }),
  llm: (n, ag, hist, st, calls) => span('llm', ag.lcClass ?? 'ChatOpenAI', { messages: [cap(toLC(hist))] }, { generations: [[{ text: st.text ?? '', type: 'ChatGeneration', message: { type: 'ai', content: st.text ?? '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) }, generation_info: { finish_reason: finish(calls) } }]], llm_output: { model_name: ag.model, token_usage: { prompt_tokens: tok(n, hist), completion_tokens: tok(n, st.text) + calls.length * 20 } } }, [], { metadata: { ls_provider: ag.lsProvider ?? 'openai', ls_model_name: ag.model, ls_temperature: 0 } }),
  tool: (n, ag, c, out, kids) => span('tool', c.name, { input: JSON.stringify(c.args) }, { output: { type: 'tool', content: str(out ?? c.error), tool_call_id: c.id, name: c.name, status: c.error ? 'error' : 'success' } }, kids, { error: c.error }),
  turn: (n, ag, i, l, t) => {
    const step = 1 + i * 2;
    const out = [span('chain', 'agent', { messages: '…' }, { messages: [l.output.generations[0][0].message] }, [l], { metadata: { langgraph_step: step, langgraph_node: 'agent', langgraph_triggers: [i ? 'branch:tools:condition:agent' : 'start:agent'], langgraph_checkpoint_ns: 'agent:' + n.uuid() } })];
    if (t.length) out.push(span('chain', 'tools', { messages: [l.output.generations[0][0].message] }, { messages: t.map((x) => x.output.output) }, t, { metadata: { langgraph_step: step + 1, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'] } }));
    return out;
  },
};

S.openai_agents = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.name, { input: task }, out == null ? null : { final_output: out }, kids, { error: err, metadata: { span_data: { type: 'agent', name: ag.name, tools: ag.tools ?? [], handoffs: ag.handoffs ?? [], output_type: 'str' }, trace_id: 'trace_' + n.hex(32), span_id: 'span_' + n.hex(24), started_at: n.isoMicro() } }),
  llm: (n, ag, hist, st, calls) => {
    const output = [];
    if (st.reasoning) output.push({ type: 'reasoning', id: 'rs_' + n.hex(48), summary: [{ type: 'summary_text', text: st.reasoning }] });
    if (st.text) output.push({ type: 'message', id: 'msg_' + n.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: st.text, annotations: [] }] });
    for (const c of calls) output.push({ type: 'function_call', id: 'fc_' + n.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
    return span('llm', 'response', { model: ag.model, instructions: ag.system, input: cap(toResponses(hist)) }, { output }, [], { metadata: { span_data: { type: 'response', response_id: 'resp_' + n.hex(48) }, usage: { input_tokens: tok(n, hist), output_tokens: tok(n, output) } } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, JSON.stringify(c.args), out == null ? null : str(out), kids, { error: c.error, metadata: { span_data: { type: 'function', name: c.name, mcp_data: null } } }),
  turn: defaultTurn,
};

S.responses = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.name, { input: task }, out == null ? null : { output_text: out }, kids, { error: err, metadata: { client: 'openai-python/1.' + n.int(50, 99) + '.0', store: true } }),
  llm: (n, ag, hist, st, calls) => {
    const output = [];
    if (st.reasoning) output.push({ type: 'reasoning', id: 'rs_' + n.hex(48), summary: [{ type: 'summary_text', text: st.reasoning }] });
    if (st.text) output.push({ type: 'message', id: 'msg_' + n.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: st.text, annotations: [] }] });
    for (const c of calls) output.push({ type: 'function_call', id: 'fc_' + n.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
    return span('llm', 'responses.create', { model: ag.model, instructions: ag.system, input: cap(toResponses(hist)), reasoning: { effort: 'medium', summary: 'auto' } }, { id: 'resp_' + n.hex(48), object: 'response', created_at: n.epoch(), status: 'completed', model: ag.model, output, usage: { input_tokens: tok(n, hist), output_tokens: tok(n, output), output_tokens_details: { reasoning_tokens: st.reasoning ? tok(n, st.reasoning) * 3 : 0 } } }, [], { metadata: { 'x-request-id': 'req_' + n.hex(32), 'openai-processing-ms': n.ms(800, 14000) } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.argsAsString ? JSON.stringify(c.args) : c.args, out, kids, { error: c.error }),
  turn: defaultTurn,
};

S.anthropic = {
  callId: (n) => n.toolu(),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.name, { prompt: task }, out == null ? null : { result: out }, kids, { error: err, metadata: { sdk: 'anthropic-python 0.' + n.int(30, 60) + '.0', model: ag.model } }),
  llm: (n, ag, hist, st, calls) => {
    const content = [];
    if (st.reasoning) content.push({ type: 'thinking', thinking: st.reasoning, signature: n.b62(60) + '==' });
    if (st.text) content.push({ type: 'text', text: st.text });
    for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
    return span('llm', 'anthropic.messages.create', { model: ag.model, max_tokens: st.reasoning ? 16000 : 4096, system: ag.system, messages: cap(toAnthropic(hist)), ...(st.reasoning ? { thinking: { type: 'enabled', budget_tokens: 8000 } } : {}) },
      { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: ag.model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: tok(n, hist), cache_read_input_tokens: n.int(0, 3) * 1024, output_tokens: tok(n, content) } }, [],
      { metadata: { request_id: 'req_011C' + n.b62(20), 'anthropic-ratelimit-tokens-remaining': n.int(20000, 400000) } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, out, kids, { error: c.error }),
  turn: defaultTurn,
};

S.claude_sdk = {
  callId: (n) => n.toolu(),
  agent: (n, ag, task, kids, out, err, depth) => depth
    ? span('agent', `subagent:${ag.name}`, { prompt: task, subagent_type: ag.name }, out == null ? null : { result: out }, kids, { error: err, metadata: { parent_tool_use_id: ag.parentCallId, isSidechain: true } })
    : span('agent', 'claude_agent_sdk.query', { prompt: task, options: { model: ag.model, cwd: ag.cwd ?? '/workspace', permission_mode: 'acceptEdits', allowed_tools: ag.tools ?? ['Read', 'Edit', 'Bash', 'Grep', 'Glob', 'Task'] } }, { type: 'result', subtype: err ? 'error_max_turns' : 'success', is_error: !!err, result: out, num_turns: kids.filter((k) => k.type === 'llm').length, duration_ms: n.ms(40000, 400000), total_cost_usd: +(n.r() * 2 + 0.1).toFixed(4), session_id: ag.session ?? (ag.session = n.uuid()) }, kids, { error: err }),
  llm: (n, ag, hist, st, calls) => {
    const content = [];
    if (st.text) content.push({ type: 'text', text: st.text });
    for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
    return span('llm', 'assistant', { messages: cap(toAnthropic(hist), 8) }, { type: 'assistant', message: { id: 'msg_01' + n.b62(22), model: ag.model, role: 'assistant', content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: n.int(3, 9), cache_read_input_tokens: n.int(8000, 60000), output_tokens: tok(n, content) } }, parent_tool_use_id: ag.parentCallId ?? null, session_id: ag.session ?? (ag.session = n.uuid()) }, [], { metadata: { uuid: n.uuid(), timestamp: n.iso() } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, { type: 'tool_result', tool_use_id: c.id, content: str(out ?? c.error), is_error: !!c.error }, kids, { error: c.error }),
  turn: defaultTurn,
};

function crewText(st, calls) {
  if (calls.length) return `Thought: ${(st.text ?? '').replace(/^Thought:\s*/, '')}\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}`;
  const t = st.text ?? '';
  return t.startsWith('Thought:') ? t : `Thought: I now know the final answer\nFinal Answer: ${t}`;
}
S.crewai = {
  callId: (n) => n.uuid(),
  agent: (n, ag, task, kids, out, err, depth) => depth
    ? span('agent', ag.name, { task, context: ag.context ?? '' }, out == null ? null : { output: out }, kids, { error: err, metadata: { role: ag.name, allow_delegation: !!ag.delegates, agent_id: n.uuid(), llm: ag.model } })
    : span('agent', `Crew: ${ag.crew ?? 'crew'}`, { inputs: ag.inputs ?? { request: task } }, out == null ? null : { raw: out, token_usage: { total_tokens: n.int(8000, 60000), successful_requests: kids.length } }, [span('chain', `Task: ${task.slice(0, 80)}`, { description: task, expected_output: ag.expected ?? 'A concise report' }, out == null ? null : { raw: out }, [span('agent', ag.name, { task }, out == null ? null : { output: out }, kids, { metadata: { role: ag.name, allow_delegation: !!ag.delegates, llm: ag.model } })], { metadata: { task_id: n.uuid(), agent: ag.name } })], { error: err, metadata: { crew_id: n.uuid(), process: ag.process ?? 'sequential', crewai_version: '0.' + n.int(80, 130) + '.0' } }),
  llm: (n, ag, hist, st, calls) => span('llm', 'LLM.call', { model: ag.model, messages: cap(toPlainText(hist), 10) }, crewText(st, calls), [], { metadata: { 'llm.provider': 'openai', stop: ['\nObservation:'], prompt_tokens: tok(n, hist), completion_tokens: tok(n, st.text) } }),
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, out == null ? null : str(out), kids, { error: c.error, metadata: { tool_usage: { attempts: 1, run_attempts: c.attempt ?? 1 }, cache_hit: false } }),
  turn: defaultTurn,
  reactText: crewText,
};

S.autogen = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err, depth) => span('agent', depth ? `${ag.name}.on_messages` : (ag.team ?? 'SelectorGroupChat') + '.run', depth ? { messages: [{ source: ag.from ?? 'user', type: 'TextMessage', content: task }] } : { task }, out == null ? null : (depth ? { chat_message: { source: ag.name, type: 'TextMessage', content: out } } : { messages_count: kids.length + 1, stop_reason: ag.stop ?? "Text 'TERMINATE' mentioned", last_message: out }), kids, { error: err, metadata: { agent_type: depth ? 'AssistantAgent' : ag.team ?? 'SelectorGroupChat', 'autogen.agent.id': `${ag.name}/${n.uuid()}` } }),
  llm: (n, ag, hist, st, calls) => span('llm', 'OpenAIChatCompletionClient.create', { messages: cap(toOpenAI(hist)).map((m) => ({ ...m, source: m.role === 'assistant' ? ag.name : undefined })) }, { finish_reason: calls.length ? 'function_calls' : 'stop', content: calls.length ? calls.map((c) => ({ id: c.id, arguments: JSON.stringify(c.args), name: c.name })) : st.text, thought: calls.length ? st.text ?? null : null, usage: { prompt_tokens: tok(n, hist), completion_tokens: tok(n, st.text) }, cached: false }, [], { metadata: { model: ag.model } }),
  tool: (n, ag, c, out, kids) => span('tool', c.name, { arguments: JSON.stringify(c.args), call_id: c.id }, { content: str(out ?? c.error), call_id: c.id, is_error: !!c.error, name: c.name }, kids, { error: c.error }),
  turn: defaultTurn,
};

S.openinference = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.name, { 'input.value': task, 'input.mime_type': 'text/plain' }, out == null ? null : { 'output.value': out, 'output.mime_type': 'text/plain' }, kids, { error: err, metadata: { 'openinference.span.kind': 'AGENT', 'session.id': ag.session ?? (ag.session = n.uuid()) } }),
  llm: (n, ag, hist, st, calls) => {
    const inp = {}; cap(hist, 12).forEach((m, i) => { inp[`llm.input_messages.${i}.message.role`] = m.role; inp[`llm.input_messages.${i}.message.content`] = m.content ?? ''; (m.tool_calls || []).forEach((c, j) => { inp[`llm.input_messages.${i}.message.tool_calls.${j}.tool_call.function.name`] = c.name; }); });
    const out = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': st.text ?? '' };
    calls.forEach((c, j) => { out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.id`] = c.id; out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = c.name; out[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = JSON.stringify(c.args); });
    return span('llm', ag.oiName ?? 'ChatCompletion', inp, out, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': ag.model, 'llm.provider': 'openai', 'llm.invocation_parameters': JSON.stringify({ temperature: 0, tool_choice: 'auto' }), 'llm.token_count.prompt': tok(n, hist), 'llm.token_count.completion': tok(n, out) } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, { 'tool.name': c.name, 'tool.parameters': JSON.stringify(c.args), 'input.value': JSON.stringify(c.args), 'input.mime_type': 'application/json' }, out == null ? null : { 'output.value': str(out), 'output.mime_type': typeof out === 'string' ? 'text/plain' : 'application/json' }, kids, { error: c.error, metadata: { 'openinference.span.kind': 'TOOL', 'tool_call.id': c.id } }),
  turn: defaultTurn,
};

S.gemini = {
  callId: (n) => 'fc-' + n.hex(8),
  agent: (n, ag, task, kids, out, err) => span('agent', ag.name, { prompt: task }, out == null ? null : { text: out }, kids, { error: err, metadata: { sdk: 'google-genai 1.' + n.int(2, 30) + '.0', model: ag.model } }),
  llm: (n, ag, hist, st, calls) => {
    const parts = [];
    if (st.reasoning) parts.push({ text: st.reasoning, thought: true });
    if (st.text) parts.push({ text: st.text });
    for (const c of calls) parts.push({ functionCall: { name: c.name, args: c.args } });
    return span('llm', `models/${ag.model}:generateContent`, { model: ag.model, systemInstruction: ag.system ? { parts: [{ text: ag.system }] } : undefined, contents: cap(toGemini(hist), 14) }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: tok(n, hist), candidatesTokenCount: tok(n, parts), thoughtsTokenCount: st.reasoning ? tok(n, st.reasoning) * 2 : undefined }, modelVersion: ag.model, responseId: n.b62(22) }, [], {});
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, c.error && out == null ? null : { name: c.name, response: (typeof out === 'object' && out !== null && !Array.isArray(out)) ? out : { result: out } }, kids, { error: c.error }),
  turn: defaultTurn,
};

function smolCode(st, calls) {
  if (st.code) return st.code;
  if (!calls.length) return `final_answer(${JSON.stringify(st.answer ?? st.text ?? '')})`;
  return calls.map((c, i) => { const v = c.var ?? `r${i + 1}`; return `${v} = ${c.name}(${Object.entries(c.args).map(([k, x]) => `${k}=${pyVal(x)}`).join(', ')})\nprint(${v})`; }).join('\n');
}
S.smolagents = {
  callId: (n) => 'call_' + n.int(1, 99),
  agent: (n, ag, task, kids, out, err, depth) => span('agent', depth ? ag.name : `${ag.cls ?? 'CodeAgent'}.run`, { task, stream: false, reset: true, additional_args: null }, out == null ? null : out, kids, { error: err, metadata: { 'smolagents.max_steps': ag.maxSteps ?? 20, model_id: ag.model, managed_agents: ag.managed ?? [] } }),
  llm: (n, ag, hist, st, calls) => { const txt = `Thought: ${st.thought ?? st.text ?? ''}\nCode:\n\`\`\`py\n${smolCode(st, calls)}\n\`\`\`<end_code>`; return span('llm', ag.modelCls ?? 'LiteLLMModel.generate', { messages: cap(toPlainText(hist), 10).map((m) => ({ role: m.role === 'assistant' ? 'assistant' : m.role === 'system' ? 'system' : 'user', content: [{ type: 'text', text: m.content }] })), stop_sequences: ['<end_code>', 'Observation:'] }, { role: 'assistant', content: txt }, [], { metadata: { 'llm.token_count.prompt': tok(n, hist), 'llm.token_count.completion': tok(n, txt) } }); },
  tool: (n, ag, c, out, kids) => span('tool', c.name, { args: [], kwargs: c.args }, out, kids, { error: c.error }),
  turn: (n, ag, i, l, t) => [span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: 'Execution logs:\n' + t.map((x) => (x.error ? `Error: ${x.error}` : str(x.output))).join('\n') + '\nLast output from code snippet:\nNone', duration: +(n.r() * 9 + 1).toFixed(2) }, [l, ...t], { error: t.find((x) => x.error) ? `Code execution failed: ${t.find((x) => x.error).error}` : undefined, metadata: { 'smolagents.step': i + 1 } })],
  reactText: (st, calls) => `Thought: ${st.thought ?? st.text ?? ''}\nCode:\n\`\`\`py\n${smolCode(st, calls)}\n\`\`\`<end_code>`,
};

S.pydantic_ai = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', 'agent run', { user_prompt: task }, out == null ? null : { final_result: out }, kids, { error: err, metadata: { 'logfire.msg': `${ag.name} run`, agent_name: ag.name, model_name: ag.model, 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': n.int(2000, 40000) } }),
  llm: (n, ag, hist, st, calls) => {
    const events = cap(hist, 14).map((m) => m.role === 'system' ? { 'event.name': 'gen_ai.system.message', role: 'system', content: m.content } : m.role === 'user' ? { 'event.name': 'gen_ai.user.message', role: 'user', content: m.content } : m.role === 'tool' ? { 'event.name': 'gen_ai.tool.message', role: 'tool', id: m.id, name: m.name, content: m.content } : { 'event.name': 'gen_ai.assistant.message', role: 'assistant', content: m.content ?? undefined, tool_calls: m.tool_calls?.length ? m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined });
    const msg = { role: 'assistant', content: st.text ?? undefined, tool_calls: calls.length ? calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) : undefined };
    return span('llm', `chat ${ag.model}`, { events }, { 'event.name': 'gen_ai.choice', index: 0, message: msg }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': ag.model, 'gen_ai.usage.input_tokens': tok(n, events), 'gen_ai.usage.output_tokens': tok(n, msg), 'logfire.msg': `chat ${ag.model}` } });
  },
  tool: (n, ag, c, out, kids) => span('tool', 'running tool', { tool_arguments: JSON.stringify(c.args) }, out == null ? null : { tool_response: out }, kids, { error: c.error, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'logfire.msg': `running tool: ${c.name}` } }),
  turn: (n, ag, i, l, t) => (t.length ? [l, span('chain', 'running tools', { tools: t.map((x) => x.metadata['gen_ai.tool.name']) }, null, t, { metadata: { 'logfire.msg': 'running ' + t.length + ' tool' + (t.length > 1 ? 's' : '') + ': ' + t.map((x) => x.metadata['gen_ai.tool.name']).join(', ') } })] : [l]),
};

S.mlflow = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err, depth) => span('agent', ag.name, { messages: [{ role: 'user', content: task }] }, out == null ? null : { content: out }, kids, { error: err, metadata: { 'mlflow.spanType': 'AGENT', ...(depth ? {} : { 'mlflow.traceRequestId': 'tr-' + n.hex(32), 'mlflow.trace.session': n.uuid(), 'mlflow.source.name': ag.source ?? 'agent.py' }) } }),
  llm: (n, ag, hist, st, calls) => {
    const msg = { role: 'assistant', content: st.text ?? null }; if (calls.length) msg.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    return span('llm', 'Completions', { model: ag.model, messages: cap(toOpenAI(hist)), tool_choice: 'auto' }, { id: 'chatcmpl-' + n.b62(29), object: 'chat.completion', created: n.epoch(), model: ag.model, choices: [{ index: 0, message: msg, finish_reason: finish(calls) }], usage: { prompt_tokens: tok(n, hist), completion_tokens: tok(n, msg) } }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tools': '[...]', 'mlflow.message.format': 'openai' } });
  },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, out, kids, { error: c.error, metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.spanFunctionName': c.name } }),
  turn: defaultTurn,
};

S.google_adk = {
  callId: (n) => 'adk-' + n.uuid(),
  agent: (n, ag, task, kids, out, err) => span('agent', `invoke_agent ${ag.name}`, { new_message: { role: 'user', parts: [{ text: task }] } }, out == null ? null : { content: { role: 'model', parts: [{ text: out }] } }, kids, { error: err, metadata: { 'gen_ai.agent.name': ag.name, 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.session_id': ag.session ?? (ag.session = n.uuid()), 'gen_ai.operation.name': 'invoke_agent' } }),
  llm: (n, ag, hist, st, calls) => {
    const parts = []; if (st.text) parts.push({ text: st.text }); for (const c of calls) parts.push({ function_call: { id: c.id, name: c.name, args: c.args } });
    return span('llm', 'call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: ag.model, config: { system_instruction: ag.system }, contents: cap(toGemini(hist), 12) }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts }, usage_metadata: { prompt_token_count: tok(n, hist), candidates_token_count: tok(n, parts) } }) }, [], { metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': ag.model, 'gcp.vertex.agent.event_id': n.uuid() } });
  },
  tool: (n, ag, c, out, kids) => span('tool', `execute_tool ${c.name}`, { 'gcp.vertex.agent.tool_call_args': JSON.stringify(c.args) }, out == null ? null : { 'gcp.vertex.agent.tool_response': JSON.stringify(out) }, kids, { error: c.error, metadata: { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.operation.name': 'execute_tool', 'gcp.vertex.agent.event_id': n.uuid() } }),
  turn: defaultTurn,
};

S.strands = {
  callId: (n) => 'tooluse_' + n.b62(22),
  agent: (n, ag, task, kids, out, err) => span('agent', `invoke_agent ${ag.name}`, { 'gen_ai.prompt': JSON.stringify([{ role: 'user', content: [{ text: task }] }]) }, out == null ? null : { 'gen_ai.completion': out }, kids, { error: err, metadata: { 'gen_ai.agent.name': ag.name, 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': ag.model, 'gen_ai.agent.tools': JSON.stringify(ag.tools ?? []) } }),
  llm: (n, ag, hist, st, calls) => { const c = []; if (st.text) c.push({ text: st.text }); for (const x of calls) c.push({ toolUse: { toolUseId: x.id, name: x.name, input: x.args } }); return span('llm', 'chat', { 'gen_ai.prompt': JSON.stringify(cap(toConverse(hist), 12)) }, { 'gen_ai.completion': JSON.stringify(c), 'gen_ai.response.finish_reason': calls.length ? 'tool_use' : 'end_turn' }, [], { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': ag.model, 'gen_ai.usage.input_tokens': tok(n, hist), 'gen_ai.usage.output_tokens': tok(n, c) } }); },
  tool: (n, ag, c, out, kids) => span('tool', `execute_tool ${c.name}`, { 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, input: c.args }, { toolResult: { toolUseId: c.id, status: c.error ? 'error' : 'success', content: [{ text: str(out ?? c.error) }] } }, kids, { error: c.error, metadata: { 'tool.status': c.error ? 'error' : 'success' } }),
  turn: (n, ag, i, l, t) => [span('chain', 'execute_event_loop_cycle', null, null, [l, ...t], { metadata: { 'event_loop.cycle_id': n.uuid(), ...(i ? { 'event_loop.parent_cycle_id': n.uuid() } : {}) } })],
};

S.swe_agent = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', 'swe-agent run', { problem_statement: task, instance_id: ag.instance ?? 'local__' + n.hex(8), config: 'config/default.yaml' }, { exit_status: err ? 'exit_cost' : 'submitted', submission: out }, kids, { error: err, metadata: { model: ag.model, per_instance_cost_limit: 3.0 } }),
  llm: (n, ag, hist, st, calls) => { const cmd = calls[0]?.args?.command ?? ''; const txt = `${st.text ?? ''}\n\n\`\`\`\n${cmd}\n\`\`\``; return span('llm', 'query', { history: cap(toPlainText(hist), 8).map((m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content.slice(0, 1200) : m.content })) }, { message: txt, tool_calls: calls.map((c) => ({ id: c.id, function: { name: c.name, arguments: JSON.stringify(c.args) } })) }, [], { metadata: { input_tokens: tok(n, hist), output_tokens: tok(n, txt), instance_cost: +(n.r() * 0.3).toFixed(4) } }); },
  tool: (n, ag, c, out, kids) => span('tool', c.name, { action: c.args.command }, { observation: str(out ?? c.error) }, kids, { error: c.error, metadata: { execution_time: +(n.r() * 5).toFixed(3) } }),
  turn: defaultTurn,
};

S.langfuse = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err, depth) => span('agent', ag.name, { query: task }, out == null ? null : { answer: out }, kids, { error: err, metadata: depth ? { observationType: 'AGENT' } : { observationType: 'AGENT', langfuse_trace_id: n.hex(32), sessionId: 'sess_' + n.b36(10), release: 'v' + n.build(), environment: 'production', tags: ag.tags ?? [] } }),
  llm: (n, ag, hist, st, calls) => { const msg = { role: 'assistant', content: st.text ?? '' }; if (calls.length) msg.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })); const i = tok(n, hist), o = tok(n, msg); return span('llm', 'OpenAI-generation', cap(toOpenAI(hist)), msg, [], { metadata: { observationType: 'GENERATION', model: ag.model, modelParameters: { temperature: 0.1, max_tokens: 'inf' }, usageDetails: { input: i, output: o, total: i + o }, costDetails: { total: +((i * 2.5 + o * 10) / 1e6).toFixed(6) }, completionStartTime: n.iso() } }); },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, out, kids, { error: c.error, metadata: { observationType: 'TOOL', level: c.error ? 'ERROR' : 'DEFAULT', ...(c.error ? { statusMessage: c.error } : {}) } }),
  turn: defaultTurn,
};

S.weave = {
  callId: (n) => 'call_' + n.b62(24),
  agent: (n, ag, task, kids, out, err) => span('agent', `${ag.name}.invoke`, { self: `<${ag.name}>`, question: task }, out == null ? null : out, kids, { error: err, metadata: { op_name: `weave:///${ag.entity ?? 'acme'}/${ag.project ?? 'agents'}/op/${ag.name}.invoke:${n.b62(43)}`, call_id: n.uuid7(), attributes: { weave: { client_version: '0.51.' + n.int(10, 60), source: 'python-sdk', os_name: 'Linux' } } } }),
  llm: (n, ag, hist, st, calls) => { const msg = { role: 'assistant', content: st.text ?? null }; if (calls.length) msg.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })); return span('llm', 'openai.chat.completions.create', { model: ag.model, messages: cap(toOpenAI(hist)) }, { id: 'chatcmpl-' + n.b62(29), choices: [{ index: 0, message: msg, finish_reason: finish(calls) }], usage: { prompt_tokens: tok(n, hist), completion_tokens: tok(n, msg) }, system_fingerprint: 'fp_' + n.hex(10) }, [], { metadata: { op_name: 'weave:///' + (ag.entity ?? 'acme') + '/' + (ag.project ?? 'agents') + '/op/openai.chat.completions.create:' + n.b62(43), call_id: n.uuid7() } }); },
  tool: (n, ag, c, out, kids) => span('tool', c.name, c.args, out, kids, { error: c.error, metadata: { op_name: `weave:///${ag.entity ?? 'acme'}/${ag.project ?? 'agents'}/op/${c.name}:${n.b62(43)}`, call_id: n.uuid7(), exception: c.error ?? undefined } }),
  turn: defaultTurn,
};

export const STYLES = S;

// ---------- core renderer ----------
// scenario: { style, agent, model, system, goal, steps, final, error, agentOpts }
// step: { text?, reasoning?, calls?: [{ name, args, out, error?, sub? }], agent?: sub } ; sub: { agent, task, steps, result, model?, system?, opts? }
function runAgent(n, sty, ag, task, steps, result, err, depth) {
  const hist = [];
  if (ag.system) hist.push({ role: 'system', content: ag.system });
  hist.push({ role: 'user', content: task });
  const kids = [];
  let last = null, i = 0;
  for (const st of steps) {
    if (st.agent) {
      n.adv(500, 3000);
      const sub = st.agent;
      const sag = { name: sub.agent, model: sub.model ?? ag.model, system: sub.system, from: ag.name, ...(sub.opts || {}) };
      kids.push(runAgent(n, sty, sag, sub.task, sub.steps, sub.result, sub.error, depth + 1));
      hist.push({ role: 'assistant', name: sub.agent, content: sub.result });
      continue;
    }
    if (st.user !== undefined) { hist.push({ role: 'user', content: st.user }); continue; }
    n.adv(800, 9000);
    const calls = (st.calls || []).map((c) => ({ ...c, id: sty.callId(n) }));
    const l = sty.llm(n, ag, hist, st, calls);
    const am = { role: 'assistant', content: st.text ?? null, tool_calls: calls.map((c) => ({ id: c.id, name: c.name, args: c.args })) };
    if (sty.reactText) am.reactText = sty.reactText(st, calls);
    hist.push(am);
    const ts = calls.map((c) => {
      n.adv(100, 5000);
      let kidsT = [], out = c.out;
      if (c.sub) {
        const sub = c.sub;
        const sag = { name: sub.agent, model: sub.model ?? ag.model, system: sub.system, parentCallId: c.id, from: ag.name, ...(sub.opts || {}) };
        kidsT = [runAgent(n, sty, sag, sub.task, sub.steps, sub.result, sub.error, depth + 1)];
        if (out === undefined) out = sub.result;
      }
      const sp = sty.tool(n, ag, c, out === undefined ? null : out, kidsT);
      hist.push({ role: 'tool', id: c.id, name: c.name, isError: !!c.error, content: c.error && out == null ? `Error: ${c.error}` : str(out) });
      return sp;
    });
    kids.push(...sty.turn(n, ag, i++, l, ts));
    if (st.text && !calls.length) last = st.answer ?? st.text;
  }
  return sty.agent(n, ag, task, kids, result === undefined ? last : result, err, depth);
}

export function renderScenario(traceId, scn) {
  const sty = S[scn.style];
  if (!sty) throw new Error(`unknown style ${scn.style} in ${traceId}`);
  const n = new Noise(traceId + '#render');
  const ag = { name: scn.agent, model: scn.model, system: scn.system, ...(scn.agentOpts || {}) };
  const root = runAgent(n, sty, ag, scn.goal, scn.steps, scn.final, scn.error, 0);
  if (scn.rootMeta) root.metadata = { ...(root.metadata || {}), ...scn.rootMeta };
  return root;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// Build one family's rows from scenario factories: each factory (n) => scenario
export function buildFamily(fkey, factories) {
  const fam = FAMILIES[fkey];
  return factories.map((f, i) => {
    const id = `${fam.name}-${String(i + 1).padStart(2, '0')}`;
    const n = new Noise(id);
    const scn = f(n);
    return { trace_id: id, family: fam.name, isolates: scn.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: scn.goal, root: renderScenario(id, scn), _domain: scn.domain, _style: scn.style };
  });
}
