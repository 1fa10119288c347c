// Shared helpers for the blind trace benchmark. Deterministic: no Math.random, no clock reads.

export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
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

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Context: a seeded RNG plus a fake clock and many noise helpers.
export function makeCtx(traceId) {
  const r = mulberry32(hashStr(traceId));
  // fixed base: some day in 2024/2025, chosen from the seed
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 560) * 86400000 + Math.floor(r() * 50000000) + 21600000;
  const c = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (n, set = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(r() * set.length)]; return s; },
    b62: (n) => c.alnum(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    now: () => t,
    tick: (lo = 200, hi = 4000) => { t += c.int(lo, hi); return t; },
    sleep: (sec) => { t += sec * 1000; return t; },
    d: () => new Date(t),
    iso: () => new Date(t).toISOString(),
    isoSec: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (h = 2) => { const d = new Date(t + h * 3600000); const s = d.toISOString().slice(0, 19); const a = Math.abs(h); return `${s}${h >= 0 ? '+' : '-'}${p2(Math.floor(a))}:${p2(Math.round((a % 1) * 60))}`; },
    httpDate: () => { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logStamp: () => { const d = new Date(t); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; },
    euDate: () => { const d = new Date(t); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    usDate: () => { const d = new Date(t); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; },
    syslog: () => { const d = new Date(t); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    hhmm: () => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    ymd: (offsetDays = 0) => new Date(t + offsetDays * 86400000).toISOString().slice(0, 10),
    unix: () => Math.floor(t / 1000),
    unixMs: () => t,
    uuid: () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`,
    ulid: () => c.alnum(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
    reqId: (prefix = 'req_') => prefix + c.b62(24),
    sha1: () => c.hex(40),
    sha256: () => c.hex(64),
    shortSha: () => c.hex(7),
    etag: (weak = false) => `${weak ? 'W/' : ''}"${c.hex(c.pick([16, 24, 32]))}"`,
    ms: (lo = 40, hi = 2500) => c.int(lo, hi),
    dur: (lo = 40, hi = 2500) => { const m = c.int(lo, hi); return m >= 1000 ? `${(m / 1000).toFixed(2)}s` : `${m}ms`; },
    tmp: (ext = '') => `/tmp/tmp${c.b62(8).toLowerCase()}${ext}`,
    jobId: (prefix = 'job-') => prefix + c.int(100000, 999999),
    host: (prefix = 'api') => `${prefix}-${c.pick(['eu-west-1', 'us-east-2', 'ap-se-2', 'eu-c-1'])}-${c.hex(5)}.${c.pick(['internal', 'svc.cluster.local', 'prod.lan'])}`,
    pod: (name) => `${name}-${c.hex(10)}-${c.alnum(5, 'bcdfghjklmnpqrstvwxz2456789')}`,
    traceparent: () => `00-${c.hex(32)}-${c.hex(16)}-01`,
    cursor: () => Buffer.from(JSON.stringify({ o: c.int(1000, 99999), t: c.unix() })).toString('base64').replace(/=+$/, ''),
    rate: (limit = 1000) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(c.int(0, limit)), 'x-ratelimit-reset': String(c.unix() + c.int(5, 3600)) }),
    ip: () => `10.${c.int(0, 255)}.${c.int(0, 255)}.${c.int(1, 254)}`,
    pid: () => c.int(1200, 65000),
    money: (lo, hi) => (lo + r() * (hi - lo)).toFixed(2),
    tokens: (lo = 400, hi = 6000) => c.int(lo, hi),
  };
  return c;
}

// ---- span builders -------------------------------------------------------

export function sp(type, name, input, output, children = [], metadata, error) {
  const s = { type, name, input, output, children };
  if (error) s.error = error;
  if (metadata && Object.keys(metadata).length) s.metadata = metadata;
  return s;
}

function clip(s, n = 400) { return s.length > n ? s.slice(0, n) + '…' : s; }
function asText(x) { return typeof x === 'string' ? x : JSON.stringify(x); }

// A chat conversation that renders llm / tool spans in one of several wire formats
// and several attribute conventions.
//   style: 'openai' | 'anthropic' | 'gemini' | 'responses'
//   attrs: null | 'otel' | 'openinference' | 'vercel' | 'langsmith'
export class Conv {
  constructor(ctx, { style = 'openai', attrs = null, model = 'gpt-4o-2024-08-06', system, user, keep = 8, llmName, toolName, provider }) {
    Object.assign(this, { ctx, style, attrs, model, keep, llmName, toolName, provider });
    this.hist = [];
    if (system) this.hist.push({ role: 'system', content: system });
    if (user) this.hist.push({ role: 'user', content: user });
    this.pending = [];
    this.ptok = ctx.int(600, 1800);
  }
  user(text) { this.hist.push({ role: 'user', content: text }); }
  renderInput() {
    const h = this.hist.length > this.keep ? [this.hist[0], ...this.hist.slice(-(this.keep - 1))] : this.hist;
    if (this.style === 'anthropic') {
      const sys = h.find((m) => m.role === 'system');
      const messages = h.filter((m) => m.role !== 'system').map((m) => {
        if (m.role === 'tool') return { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.id, content: clip(m.content), ...(m.err ? { is_error: true } : {}) }] };
        if (m.role === 'assistant') return { role: 'assistant', content: [...(m.content ? [{ type: 'text', text: m.content }] : []), ...(m.calls || []).map((k) => ({ type: 'tool_use', id: k.id, name: k.name, input: k.args }))] };
        return { role: m.role, content: m.content };
      });
      return { model: this.model, max_tokens: 4096, ...(sys ? { system: sys.content } : {}), messages };
    }
    if (this.style === 'gemini') {
      const sys = h.find((m) => m.role === 'system');
      const contents = h.filter((m) => m.role !== 'system').map((m) => {
        if (m.role === 'tool') return { role: 'user', parts: [{ functionResponse: { name: m.name, response: { result: clip(m.content) } } }] };
        if (m.role === 'assistant') return { role: 'model', parts: [...(m.content ? [{ text: m.content }] : []), ...(m.calls || []).map((k) => ({ functionCall: { name: k.name, args: k.args } }))] };
        return { role: 'user', parts: [{ text: m.content }] };
      });
      return { model: this.model, ...(sys ? { systemInstruction: { parts: [{ text: sys.content }] } } : {}), contents };
    }
    if (this.style === 'responses') {
      const inputItems = [];
      let instructions;
      for (const m of h) {
        if (m.role === 'system') instructions = m.content;
        else if (m.role === 'tool') inputItems.push({ type: 'function_call_output', call_id: m.id, output: clip(m.content) });
        else if (m.role === 'assistant') {
          if (m.content) inputItems.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content }] });
          for (const k of m.calls || []) inputItems.push({ type: 'function_call', call_id: k.id, name: k.name, arguments: JSON.stringify(k.args) });
        } else inputItems.push({ role: 'user', content: m.content });
      }
      return { model: this.model, instructions, input: inputItems };
    }
    return {
      model: this.model,
      messages: h.map((m) => {
        if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: clip(m.content) };
        if (m.role === 'assistant') return { role: 'assistant', content: m.content || null, ...(m.calls && m.calls.length ? { tool_calls: m.calls.map((k) => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) } : {}) };
        return { role: m.role, content: m.content };
      }),
    };
  }
  // calls: [{name, args}] ; opts: {reasoning, name, meta, children}
  llm(text, calls = [], opts = {}) {
    const c = this.ctx;
    c.tick(600, 9000);
    const input = this.renderInput();
    const ks = calls.map((k) => ({ ...k, id: this.newId() }));
    this.pending.push(...ks);
    this.hist.push({ role: 'assistant', content: text || '', calls: ks });
    const inTok = (this.ptok += c.int(150, 900));
    const outTok = Math.max(12, Math.round(((text || '').length + JSON.stringify(calls).length) / 3.6) + c.int(0, 40));
    let output; let name = opts.name || this.llmName;
    const finish = ks.length ? 'tool_calls' : 'stop';
    if (this.style === 'anthropic') {
      output = {
        id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', model: this.model,
        content: [...(opts.reasoning ? [{ type: 'thinking', thinking: opts.reasoning, signature: c.b62(40) }] : []), ...(text ? [{ type: 'text', text }] : []), ...ks.map((k) => ({ type: 'tool_use', id: k.id, name: k.name, input: k.args }))],
        stop_reason: ks.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: c.int(0, inTok) },
      };
      name = name || 'anthropic.messages.create';
    } else if (this.style === 'gemini') {
      output = {
        candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...ks.map((k) => ({ functionCall: { name: k.name, args: k.args } }))] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok, totalTokenCount: inTok + outTok, ...(opts.reasoning ? { thoughtsTokenCount: c.int(80, 900) } : {}) },
        modelVersion: this.model, responseId: c.b62(22),
      };
      name = name || 'models.generateContent';
    } else if (this.style === 'responses') {
      output = {
        id: 'resp_' + c.hex(48), object: 'response', created_at: c.unix(), status: 'completed', model: this.model,
        output: [
          ...(opts.reasoning ? [{ type: 'reasoning', id: 'rs_' + c.hex(40), summary: [{ type: 'summary_text', text: opts.reasoning }] }] : []),
          ...(text ? [{ type: 'message', id: 'msg_' + c.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
          ...ks.map((k) => ({ type: 'function_call', id: 'fc_' + c.hex(40), call_id: k.id, name: k.name, arguments: JSON.stringify(k.args), status: 'completed' })),
        ],
        usage: { input_tokens: inTok, output_tokens: outTok, output_tokens_details: { reasoning_tokens: opts.reasoning ? c.int(64, 1200) : 0 } },
      };
      name = name || 'openai.responses.create';
    } else {
      output = {
        role: 'assistant', content: text || null,
        ...(opts.reasoning ? { reasoning_content: opts.reasoning } : {}),
        ...(ks.length ? { tool_calls: ks.map((k) => ({ id: k.id, type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } })) } : {}),
      };
      name = name || 'openai.chat.completions.create';
    }
    const meta = { ...this.llmAttrs(input, text, ks, inTok, outTok, finish), ...(opts.meta || {}) };
    if (this.attrs === 'vercel') name = opts.name || 'ai.generateText.doGenerate';
    if (this.attrs === 'otel') name = opts.name || `chat ${this.model}`;
    return sp('llm', name, input, output, opts.children || [], meta);
  }
  newId() {
    const c = this.ctx;
    if (this.style === 'anthropic') return 'toolu_01' + c.b62(22);
    if (this.style === 'gemini') return 'fc-' + c.hex(8);
    return 'call_' + c.b62(24);
  }
  llmAttrs(input, text, ks, inTok, outTok, finish) {
    const c = this.ctx;
    if (this.attrs === 'otel') return { 'gen_ai.operation.name': 'chat', 'gen_ai.system': this.provider || 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + c.b62(29), 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.response.finish_reasons': [finish], 'server.address': 'api.openai.com' };
    if (this.attrs === 'openinference') {
      const m = { 'openinference.span.kind': 'LLM', 'llm.model_name': this.model, 'llm.provider': this.provider || 'openai', 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok, 'llm.token_count.total': inTok + outTok };
      const msgs = input.messages || [];
      msgs.slice(-3).forEach((mm, i) => { m[`llm.input_messages.${i}.message.role`] = mm.role; m[`llm.input_messages.${i}.message.content`] = typeof mm.content === 'string' ? clip(mm.content, 200) : ''; });
      m['llm.output_messages.0.message.role'] = 'assistant';
      m['llm.output_messages.0.message.content'] = text || '';
      ks.forEach((k, i) => { m[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = k.name; m[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(k.args); });
      return m;
    }
    if (this.attrs === 'vercel') return { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': this.model, 'ai.model.provider': (this.provider || 'openai') + '.chat', 'ai.response.finishReason': finish === 'tool_calls' ? 'tool-calls' : 'stop', 'ai.response.id': 'chatcmpl-' + c.b62(29), 'ai.response.timestamp': c.iso(), 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok, 'gen_ai.system': this.provider || 'openai' };
    if (this.attrs === 'langsmith') return { ls_provider: this.provider || 'openai', ls_model_name: this.model, ls_model_type: 'chat', ls_temperature: 0, run_id: c.uuid(), usage_metadata: { input_tokens: inTok, output_tokens: outTok, total_tokens: inTok + outTok } };
    return { model: this.model, latency_ms: c.ms(500, 9000), usage: { prompt_tokens: inTok, completion_tokens: outTok } };
  }
  // tool span for the next pending call with this name. result is recorded as output; error (string) marks failure.
  tool(name, args, result, opts = {}) {
    const c = this.ctx;
    c.tick(80, 6000);
    const idx = this.pending.findIndex((k) => k.name === name);
    const k = idx >= 0 ? this.pending.splice(idx, 1)[0] : { id: this.newId(), name, args };
    const useArgs = args === undefined ? k.args : args;
    this.hist.push({ role: 'tool', id: k.id, name, content: asText(opts.error && result === undefined ? { error: opts.error } : result), err: !!opts.error });
    let spanName = opts.spanName || this.toolName || name;
    const meta = { ...(opts.meta || {}) };
    if (this.attrs === 'otel') { spanName = opts.spanName || `execute_tool ${name}`; Object.assign(meta, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': k.id, 'gen_ai.tool.type': 'function' }); }
    if (this.attrs === 'openinference') Object.assign(meta, { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(useArgs), 'tool_call.id': k.id });
    if (this.attrs === 'vercel') { spanName = opts.spanName || 'ai.toolCall'; Object.assign(meta, { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': name, 'ai.toolCall.id': k.id, 'ai.toolCall.args': JSON.stringify(useArgs) }); }
    if (this.attrs === 'langsmith') Object.assign(meta, { run_id: c.uuid(), tool_call_id: k.id });
    if (!this.attrs) meta.tool_call_id = k.id;
    return sp('tool', spanName, opts.rawArgs ? JSON.stringify(useArgs) : useArgs, result === undefined ? null : result, opts.children || [], meta, opts.error);
  }
}

// HTTP response helper
export function http(ctx, status, body, headers = {}) {
  const reasons = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };
  return { status, statusText: reasons[status] || '', headers: { date: ctx.httpDate(), 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...headers }, body };
}

// Root agent span wrapper
export function root(type, name, input, output, children, metadata) {
  return sp(type, name, input, output, children, metadata);
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
