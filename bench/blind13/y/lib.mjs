// lib.mjs — deterministic helpers for the blind trace benchmark.
// No Math.random, no clock reads: every value comes from a PRNG seeded by the trace_id
// and from a simulated clock that only moves when a span takes time or a tool sleeps.

// ---------------------------------------------------------------------------
// Families (labels are per family; validate.mjs checks every row against this table)
// ---------------------------------------------------------------------------
export const FAMILIES = {
  repeated_final_summary: {
    file: 'f1', loop: true, stagnation: true,
    what: 'The agent delivers the same long summary again near-verbatim after a re-read/re-check that learns nothing new, and keeps going instead of stopping.',
  },
  reworded_empty_lookups: {
    file: 'f2', loop: true, stagnation: false,
    what: 'Four or more lookups whose arguments are restructured (field names, filter syntax, ID format, case, abbreviation, language) and that all come back empty; the task is never done.',
  },
  unresolved_status_polling: {
    file: 'f3', loop: true, stagnation: false,
    what: 'A status/inbox read repeated 4-7 times with waits in between; results identical apart from volatile fields; never resolves. The model emits tool calls only while polling.',
  },
  same_fix_same_failure: {
    file: 'f4', loop: true, stagnation: true,
    what: 'The same (or an equivalent) change is written 3+ times and the same check fails the same way after each, identical apart from volatile fields.',
  },
  repeated_user_question: {
    file: 'f5', loop: true, stagnation: true,
    what: 'The agent asks the user the same question (or the same approval) 3+ times in new words, gets the same answer each time, and never acts on it.',
  },
  distinct_recipient_messages: {
    file: 'f6', loop: false, stagnation: false,
    what: 'Many similar long messages sent to different recipients, each with its own details, then the run finishes.',
  },
  id_format_fixed_once: {
    file: 'f7', loop: false, stagnation: false,
    what: 'A lookup fails because of a wrong ID format, the agent fixes the format once, finds the record and completes the task.',
  },
  polling_with_progress: {
    file: 'f8', loop: false, stagnation: false,
    what: 'Polling with waits in between where the status advances (queued, running with progress, done) and the result is then used.',
  },
  shrinking_test_failures: {
    file: 'f9', loop: false, stagnation: false,
    what: 'A check suite is run repeatedly, each run after a different fix, with a different and smaller failure set each time, until green.',
  },
  clarify_then_execute: {
    file: 'f10', loop: false, stagnation: false,
    what: 'One clarifying question, an answer with new details, a second question on a different point, then the agent acts and finishes.',
  },
};

export const STYLES = ['openai_agents', 'anthropic', 'otel', 'smolagents', 'dspy', 'plain', 'langgraph'];

// ---------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------
export function cyrb53(str, seed = 0) {
  let h1 = 0xdeadbeef ^ seed, h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seedFrom = (traceId) => cyrb53(traceId) % 4294967296;

// ---------------------------------------------------------------------------
// Noise helpers
// ---------------------------------------------------------------------------
const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const B64 = B62 + '+/';
const B64URL = B62 + '-_';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const K8S = 'bcdfghjklmnpqrstvwxz2456789';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');

function parts(ms) {
  const d = new Date(ms);
  return {
    Y: d.getUTCFullYear(), M: d.getUTCMonth(), D: d.getUTCDate(), h: d.getUTCHours(),
    m: d.getUTCMinutes(), s: d.getUTCSeconds(), ms: d.getUTCMilliseconds(), w: d.getUTCDay(),
  };
}
function offStr(offMin, colon = true) {
  const sign = offMin < 0 ? '-' : '+';
  const a = Math.abs(offMin);
  return sign + p2(Math.floor(a / 60)) + (colon ? ':' : '') + p2(a % 60);
}

export function makeNoise(traceId) {
  const r = mulberry32(seedFrom(traceId));
  const n = { traceId };
  n.r = r;
  n.int = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  n.float = (lo, hi, d = 2) => +(lo + r() * (hi - lo)).toFixed(d);
  n.pick = (arr) => arr[Math.floor(r() * arr.length)];
  n.chance = (p) => r() < p;
  const from = (set, k) => { let s = ''; for (let i = 0; i < k; i++) s += set[Math.floor(r() * set.length)]; return s; };
  n.from = from;
  n.hex = (k) => from(HEX, k);
  n.HEX = (k) => from(HEX.toUpperCase(), k);
  n.b62 = (k) => from(B62, k);
  n.b36 = (k) => from(B36, k);
  n.b64 = (k) => from(B64, k);
  n.b64url = (k) => from(B64URL, k);
  n.digits = (k) => from('0123456789', k);
  n.alpha = (k) => from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', k);
  n.crock = (k) => from(CROCK, k);
  n.uuid = () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${n.pick(['8', '9', 'a', 'b'])}${n.hex(3)}-${n.hex(12)}`;
  n.uuid7 = () => { const h = t.toString(16).padStart(12, '0'); return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${n.hex(3)}-${n.pick(['8', '9', 'a', 'b'])}${n.hex(3)}-${n.hex(12)}`; };
  n.ulid = () => { let x = t, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[x % 32] + s; x = Math.floor(x / 32); } return s + n.crock(16); };
  n.sha256 = () => n.hex(64);
  n.sha1 = () => n.hex(40);
  n.md5 = () => n.hex(32);
  n.git = (k = 7) => n.hex(k);
  n.etag = (weak = false) => (weak ? `W/"${n.hex(16)}"` : `"${n.hex(32)}"`);

  // ---- simulated clock ----
  let t = Date.UTC(2025, 0, 6, 9, 0, 0) + n.int(0, 3600) * 1000;
  n.start = (isoLike) => { t = Date.parse(isoLike.endsWith('Z') ? isoLike : isoLike + 'Z') + n.int(0, 1200) * 1000 + n.int(0, 999); return t; };
  n.now = () => t;
  n.tick = (ms) => { t += Math.max(0, Math.round(ms)); return t; };
  n.sleep = (sec) => n.tick(sec * 1000 + n.int(3, 250));
  n.ago = (sec) => t - Math.round(sec * 1000);
  n.ahead = (sec) => t + Math.round(sec * 1000);

  // ---- date spellings ----
  n.iso = (ms = t) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  n.isoMs = (ms = t) => new Date(ms).toISOString();
  n.isoUs = (ms = t) => new Date(ms).toISOString().replace('Z', n.digits(3) + 'Z');
  n.pyIso = (ms = t) => new Date(ms).toISOString().replace('Z', n.digits(3) + '+00:00');
  n.isoOff = (ms = t, off = 60) => new Date(ms + off * 60000).toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + offStr(off);
  n.isoOffMs = (ms = t, off = 60) => new Date(ms + off * 60000).toISOString().replace('Z', '') + offStr(off);
  n.http = (ms = t) => new Date(ms).toUTCString();
  n.rfc2822 = (ms = t, off = 0) => { const P = parts(ms + off * 60000); return `${DOW[P.w]}, ${P.D} ${MON[P.M]} ${P.Y} ${p2(P.h)}:${p2(P.m)}:${p2(P.s)} ${offStr(off, false)}`; };
  n.epoch = (ms = t) => Math.floor(ms / 1000);
  n.epochMs = (ms = t) => ms;
  n.epochF = (ms = t) => +(ms / 1000 + n.int(0, 999) / 1e6).toFixed(6);
  n.nanos = (ms = t) => `${ms}${n.digits(6)}`;
  n.syslog = (ms = t) => { const P = parts(ms); return `${MON[P.M]} ${String(P.D).padStart(2, ' ')} ${p2(P.h)}:${p2(P.m)}:${p2(P.s)}`; };
  n.sql = (ms = t) => { const P = parts(ms); return `${P.Y}-${p2(P.M + 1)}-${p2(P.D)} ${p2(P.h)}:${p2(P.m)}:${p2(P.s)}.${p3(P.ms)}${n.digits(3)}+00`; };
  n.us = (ms = t, off = 0) => { const P = parts(ms + off * 60000); const h12 = P.h % 12 || 12; return `${P.M + 1}/${P.D}/${P.Y}, ${h12}:${p2(P.m)}:${p2(P.s)} ${P.h < 12 ? 'AM' : 'PM'}`; };
  n.eu = (ms = t, off = 60) => { const P = parts(ms + off * 60000); return `${p2(P.D)}.${p2(P.M + 1)}.${P.Y} ${p2(P.h)}:${p2(P.m)}:${p2(P.s)}`; };
  n.uk = (ms = t, off = 0) => { const P = parts(ms + off * 60000); return `${p2(P.D)}/${p2(P.M + 1)}/${P.Y} ${p2(P.h)}:${p2(P.m)}`; };
  n.compact = (ms = t) => { const P = parts(ms); return `${P.Y}${p2(P.M + 1)}${p2(P.D)}T${p2(P.h)}${p2(P.m)}${p2(P.s)}Z`; };
  n.stamp = (ms = t) => { const P = parts(ms); return `${P.Y}${p2(P.M + 1)}${p2(P.D)}${p2(P.h)}${p2(P.m)}${p2(P.s)}`; };
  n.clf = (ms = t) => { const P = parts(ms); return `${p2(P.D)}/${MON[P.M]}/${P.Y}:${p2(P.h)}:${p2(P.m)}:${p2(P.s)} +0000`; };
  n.nginx = (ms = t) => { const P = parts(ms); return `${P.Y}/${p2(P.M + 1)}/${p2(P.D)} ${p2(P.h)}:${p2(P.m)}:${p2(P.s)}`; };
  n.doy = (ms = t) => { const P = parts(ms); const doy = Math.floor((ms - Date.UTC(P.Y, 0, 1)) / 86400000) + 1; return `${P.Y},${p3(doy)},${p2(P.h)}:${p2(P.m)}:${p2(P.s)}.${p3(P.ms)}${n.digits(1)}`; };
  n.hms = (ms = t, off = 0) => { const P = parts(ms + off * 60000); return `${p2(P.h)}:${p2(P.m)}:${p2(P.s)}`; };
  n.hm = (ms = t, off = 0) => { const P = parts(ms + off * 60000); return `${p2(P.h)}:${p2(P.m)}`; };
  n.date = (ms = t, off = 0) => new Date(ms + off * 60000).toISOString().slice(0, 10);
  n.longDate = (ms = t) => { const P = parts(ms); return `${DOW[P.w]} ${P.D} ${MON[P.M]} ${P.Y}`; };
  n.zulu = (ms = t) => { const P = parts(ms); return `${p2(P.D)}${p2(P.h)}${p2(P.m)}Z`; };
  n.relAgo = (sec) => (sec < 60 ? `${Math.round(sec)}s ago` : sec < 3600 ? `${Math.round(sec / 60)}m ago` : `${Math.round(sec / 3600)}h ago`);

  // ---- durations ----
  n.durMs = (lo, hi) => `${n.int(lo, hi)}ms`;
  n.durS = (lo, hi, d = 2) => `${n.float(lo, hi, d)}s`;
  n.durClock = (lo, hi) => { const v = n.float(lo, hi, 3); const s = Math.floor(v); return `0:${p2(Math.floor(s / 60))}:${p2(s % 60)}.${String(Math.round((v - s) * 1000)).padStart(3, '0')}`; };

  // ---- infrastructure ----
  n.pod = (name) => `${name}-${from(K8S, 10)}-${from(K8S, 5)}`;
  n.ip10 = () => `10.${n.int(0, 255)}.${n.int(0, 255)}.${n.int(2, 254)}`;
  n.ec2 = (region = 'eu-west-1') => `ip-10-${n.int(0, 255)}-${n.int(0, 255)}-${n.int(2, 254)}.${region}.compute.internal`;
  n.host = (prefix, dc = n.pick(['fra1', 'ams3', 'lon1', 'nyc3', 'sfo2', 'sgp1'])) => `${prefix}-${p2(n.int(1, 16))}.${dc}.internal`;
  n.tmp = (prefix = 'tmp') => `/tmp/${prefix}${n.b36(8)}`;
  n.macTmp = () => `/var/folders/${n.b36(2)}/${n.b36(30)}/T/${n.b36(8)}`;
  n.cfRay = () => `${n.hex(16)}-${n.pick(['FRA', 'AMS', 'LHR', 'IAD', 'ORD', 'SJC', 'NRT', 'SYD', 'CDG', 'DFW', 'ARN', 'MAD'])}`;
  n.traceparent = () => `00-${n.hex(32)}-${n.hex(16)}-01`;
  n.xray = () => `Root=1-${Math.floor(t / 1000).toString(16)}-${n.hex(24)}`;
  n.reqId = () => 'req_' + n.b62(24);
  n.pid = () => n.int(1200, 65000);
  n.port = () => n.int(32768, 60999);
  const counters = {};
  n.counter = (name, start = 1, stepLo = 1, stepHi = 1) => {
    if (!(name in counters)) counters[name] = start; else counters[name] += n.int(stepLo, stepHi);
    return counters[name];
  };
  n.cursor = () => n.b64url(n.int(20, 32));
  n.pick2 = (arr) => { const a = n.pick(arr); let b = n.pick(arr); while (arr.length > 1 && b === a) b = n.pick(arr); return [a, b]; };
  return n;
}

// ---------------------------------------------------------------------------
// Span rendering
// ---------------------------------------------------------------------------
// Python repr() of a JSON value, as print() shows it in a code agent's execution logs
export function pyRepr(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(v);
  if (typeof v === 'string') return v.includes("'") && !v.includes('"') ? JSON.stringify(v) : "'" + v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
  if (Array.isArray(v)) return '[' + v.map(pyRepr).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => pyRepr(k) + ': ' + pyRepr(x)).join(', ') + '}';
}

export const val = (x, n) => (typeof x === 'function' ? x(n) : x);
export const str = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
const approxTok = (x) => Math.max(1, Math.ceil(str(x).length / 3.7));

const DEFAULT_MODEL = {
  openai_agents: 'gpt-4.1-2025-04-14', anthropic: 'claude-sonnet-4-20250514', otel: 'gpt-4o-2024-08-06',
  smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', dspy: 'openai/gpt-4o-mini', plain: 'gpt-4o-mini-2024-07-18',
  langgraph: 'gpt-4o-2024-11-20',
};

function callId(style, n) {
  switch (style) {
    case 'anthropic': return 'toolu_01' + n.b62(22);
    case 'otel': return 'call_' + n.b62(24);
    case 'smolagents': return 'call_' + n.b62(12);
    default: return 'call_' + n.b62(24);
  }
}

// history (neutral) -> style-specific request messages
function histToMessages(style, hist) {
  const out = [];
  if (style === 'anthropic') {
    // system goes to top-level "system"; tool results are grouped into one user turn
    let pendingResults = null;
    for (const m of hist) {
      if (m.role === 'system') continue;
      if (m.role === 'tool') {
        if (!pendingResults) { pendingResults = { role: 'user', content: [] }; out.push(pendingResults); }
        const block = { type: 'tool_result', tool_use_id: m.id, content: m.content };
        if (m.isError) block.is_error = true;
        pendingResults.content.push(block);
        continue;
      }
      pendingResults = null;
      if (m.role === 'user') out.push({ role: 'user', content: m.content });
      else {
        const content = [];
        if (m.content) content.push({ type: 'text', text: m.content });
        for (const c of m.calls || []) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
        out.push({ role: 'assistant', content });
      }
    }
    return out;
  }
  if (style === 'openai_agents') {
    for (const m of hist) {
      if (m.role === 'system') continue;
      if (m.role === 'user') out.push({ role: 'user', content: m.content });
      else if (m.role === 'tool') out.push({ type: 'function_call_output', call_id: m.id, output: m.content });
      else {
        if (m.content) out.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: m.content, annotations: [] }] });
        for (const c of m.calls || []) out.push({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) });
      }
    }
    return out;
  }
  if (style === 'otel') {
    for (const m of hist) {
      if (m.role === 'tool') out.push({ role: 'tool', parts: [{ type: 'tool_call_response', id: m.id, response: m.content }] });
      else if (m.role === 'assistant') {
        const parts = [];
        if (m.content) parts.push({ type: 'text', content: m.content });
        for (const c of m.calls || []) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
        out.push({ role: 'assistant', parts });
      } else out.push({ role: m.role, parts: [{ type: 'text', content: m.content }] });
    }
    return out;
  }
  if (style === 'smolagents') {
    for (const m of hist) {
      if (m.role === 'system') out.push({ role: 'system', content: [{ type: 'text', text: m.content }] });
      else if (m.role === 'user') out.push({ role: 'user', content: [{ type: 'text', text: m.content }] });
      else if (m.role === 'assistant') {
        if (m.smolMode === 'tool_calling') out.push({ role: 'tool-call', content: [{ type: 'text', text: `Calling tools:\n${JSON.stringify((m.calls || []).map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })))}` }] });
        else out.push({ role: 'assistant', content: [{ type: 'text', text: m.raw || m.content }] });
      } else if (m.role === 'observation') out.push({ role: 'tool-response', content: [{ type: 'text', text: m.content }] });
    }
    return out;
  }
  // plain / langgraph: chat-completions format
  for (const m of hist) {
    if (m.role === 'tool') out.push({ role: 'tool', tool_call_id: m.id, content: m.content });
    else if (m.role === 'assistant') {
      const msg = { role: 'assistant', content: m.content ?? null };
      if (m.calls && m.calls.length) msg.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      out.push(msg);
    } else out.push({ role: m.role, content: m.content });
  }
  return out;
}

function llmLatency(n, text, calls) {
  return 450 + n.int(0, 900) + Math.round(str(text || '').length * n.float(6, 14, 1)) + calls.length * n.int(150, 500);
}

class Renderer {
  constructor(spec, n) {
    this.spec = spec; this.n = n; this.style = spec.style;
    this.model = spec.model || DEFAULT_MODEL[spec.style];
    this.nest = spec.nestTools ?? (spec.style === 'anthropic');
    this.otelTrace = n.hex(32);
    this.oaTrace = 'trace_' + n.hex(32);
    this.stepNo = 0; this.iter = 0;
  }

  timing(span, t0, t1, parentId) {
    const n = this.n;
    const s = this.style;
    const m = span.metadata || (span.metadata = {});
    if (s === 'openai_agents') { m.span_id = 'span_' + n.hex(24); if (parentId) m.parent_id = parentId; m.started_at = n.pyIso(t0); m.ended_at = n.pyIso(t1); }
    else if (s === 'otel') { m.trace_id = this.otelTrace; m.span_id = n.hex(16); if (parentId) m.parent_span_id = parentId; m.start_time_unix_nano = n.nanos(t0); m.end_time_unix_nano = n.nanos(t1); }
    else if (s === 'smolagents') { m.start_time = n.epochF(t0); m.end_time = n.epochF(t1); m.duration = +((t1 - t0) / 1000).toFixed(3); }
    else if (s === 'plain') { m.latency_ms = t1 - t0; }
    else if (s === 'anthropic') { m.duration_ms = t1 - t0; }
    else if (s === 'langgraph') { m.start_time = n.isoUs(t0); m.end_time = n.isoUs(t1); }
    else if (s === 'dspy') { m.duration_s = +((t1 - t0) / 1000).toFixed(3); }
    return m.span_id;
  }

  // ---------------- llm span per style ----------------
  llmSpan(hist, text, calls, opts = {}) {
    const { n, style, model } = this;
    const messages = histToMessages(style, hist);
    const system = hist.find((m) => m.role === 'system')?.content;
    const t0 = n.now();
    n.tick(llmLatency(n, text, calls));
    const t1 = n.now();
    let span;
    if (style === 'plain' || style === 'langgraph') {
      const output = { role: 'assistant', content: text ?? null };
      if (calls.length) output.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      const input = style === 'plain' ? { model, messages, temperature: this.spec.temperature ?? 0.2 } : { messages };
      const pt = approxTok(messages), ct = approxTok(output);
      span = { type: 'llm', name: style === 'plain' ? 'openai.chat.completions.create' : 'ChatOpenAI', input, output, children: [] };
      span.metadata = style === 'plain'
        ? { model, response_id: 'chatcmpl-' + n.b62(29), finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct } }
        : { ls_provider: 'openai', ls_model_name: model, ls_temperature: 0, run_id: n.uuid(), token_usage: { prompt_tokens: pt, completion_tokens: ct }, finish_reason: calls.length ? 'tool_calls' : 'stop' };
    } else if (style === 'openai_agents') {
      const output = [];
      if (text) output.push({ type: 'message', id: 'msg_' + n.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
      for (const c of calls) output.push({ type: 'function_call', id: 'fc_' + n.hex(48), call_id: c.id, name: c.name, arguments: JSON.stringify(c.args), status: 'completed' });
      span = { type: 'llm', name: 'generation', input: messages, output, children: [] };
      span.metadata = { span_type: 'generation', model, model_config: { temperature: this.spec.temperature ?? 0.3, tool_choice: 'auto', parallel_tool_calls: true }, usage: { input_tokens: approxTok(messages) + approxTok(system || ''), output_tokens: approxTok(output) } };
    } else if (style === 'anthropic') {
      const content = [];
      if (text) content.push({ type: 'text', text });
      for (const c of calls) content.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
      const output = { id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: approxTok(messages) + approxTok(system || ''), cache_read_input_tokens: n.pick([0, 0, 1843, 2210]), output_tokens: approxTok(content) } };
      span = { type: 'llm', name: 'anthropic.messages.create', input: { model, max_tokens: 4096, system, tools: this.spec.tools || [], messages }, output, children: [] };
      span.metadata = { request_id: 'req_011C' + n.b62(18) };
    } else if (style === 'otel') {
      const parts = [];
      if (text) parts.push({ type: 'text', content: text });
      for (const c of calls) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
      const fin = calls.length ? 'tool_call' : 'stop';
      const output = [{ role: 'assistant', parts, finish_reason: fin }];
      span = { type: 'llm', name: `chat ${model}`, input: messages, output, children: [] };
      span.metadata = { kind: 'CLIENT', status: { code: 'UNSET' }, attributes: {
        'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': this.spec.provider || 'openai', 'gen_ai.request.model': model,
        'gen_ai.response.model': model, 'gen_ai.response.id': 'chatcmpl-' + n.b62(29), 'gen_ai.request.temperature': this.spec.temperature ?? 0.2,
        'gen_ai.usage.input_tokens': approxTok(messages), 'gen_ai.usage.output_tokens': approxTok(output), 'gen_ai.response.finish_reasons': [fin],
        'server.address': this.spec.server || 'api.openai.com', 'server.port': 443 } };
    } else if (style === 'smolagents') {
      let output;
      if (opts.smolMode === 'tool_calling') {
        output = { role: 'assistant', content: text ?? null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })) };
      } else output = opts.raw;
      span = { type: 'llm', name: this.spec.smolModelClass || 'InferenceClientModel.generate', input: { messages, stop_sequences: opts.smolMode === 'tool_calling' ? [] : ['<end_code>', 'Observation:', 'Calling tools:'] }, output, children: [] };
      span.metadata = { model_id: model, token_counts: { input: approxTok(messages), output: approxTok(output) } };
    }
    this.timing(span, t0, t1, opts.parentId);
    return span;
  }

  toolSpan(c, result, t0, t1, parentId) {
    const { style, n } = this;
    const span = { type: c.spanType || 'tool', name: c.name, input: c.args, output: result === undefined ? null : result, children: [] };
    if (style === 'openai_agents') {
      span.name = c.name; span.input = JSON.stringify(c.args); span.output = result == null ? null : str(result);
      span.metadata = { span_type: 'function', mcp_data: null };
      if (c.error) span.metadata.error = { message: 'Error running tool (non-fatal)', data: { tool_name: c.name, error: c.error } };
    } else if (style === 'anthropic') {
      span.output = { type: 'tool_result', tool_use_id: c.id, content: result == null ? c.error : str(result) };
      if (c.error) span.output.is_error = true;
      span.metadata = { tool_use_id: c.id };
    } else if (style === 'otel') {
      span.name = `execute_tool ${c.name}`;
      span.metadata = { kind: 'INTERNAL', status: c.error ? { code: 'ERROR', message: c.error } : { code: 'UNSET' }, attributes: {
        'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.name, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' } };
      if (c.error) span.metadata.attributes['error.type'] = c.errorType || 'ToolExecutionError';
    } else if (style === 'plain') {
      if (c.argsString) span.input = JSON.stringify(c.args);
      span.metadata = { tool_call_id: c.id };
    } else if (style === 'langgraph') {
      span.metadata = { tool_call_id: c.id, run_id: n.uuid(), langgraph_node: 'tools' };
    } else if (style === 'smolagents') {
      span.input = { args: [], kwargs: c.args };
      span.metadata = {};
    } else if (style === 'dspy') {
      span.metadata = { tool: c.name };
    }
    if (c.meta) Object.assign(span.metadata, c.meta);
    if (c.error) span.error = c.error;
    this.timing(span, t0, t1, parentId);
    return span;
  }

  runCall(c, parentId) {
    const n = this.n;
    const t0 = n.now();
    n.tick(c.ms ?? n.int(40, 1300));
    if (c.sleep) n.sleep(c.sleep);
    const result = val(c.result, n);
    const error = val(c.error, n);
    const cc = { ...c, error };
    const t1 = n.now();
    return { span: this.toolSpan(cc, result, t0, t1, parentId), result, error };
  }

  prepCalls(step) {
    return (step.calls || []).map((c) => ({ ...c, id: callId(this.style, this.n), args: val(c.args, this.n) }));
  }

  // ---------------- generic loop (plain / openai_agents / anthropic / otel / langgraph) ----------------
  runGeneric(steps, hist, container, parentId) {
    const { n, style } = this;
    let finalText = null;
    for (const step of steps) {
      if (step.user) { hist.push({ role: 'user', content: step.user }); continue; }
      if (step.sub) { finalText = this.runSub(step, hist, container, parentId) ?? finalText; continue; }
      const calls = this.prepCalls(step);
      const text = step.text ?? null;
      let llmParent = container, toolsParent = container, lgAgent = null, lgTools = null;
      if (style === 'langgraph') {
        lgAgent = { type: 'chain', name: 'agent', input: { messages: `[${hist.length} messages]` }, output: null, children: [], metadata: { langgraph_step: ++this.stepNo, langgraph_node: 'agent', langgraph_triggers: [this.stepNo === 1 ? 'start:agent' : 'tools'] } };
        container.push(lgAgent); llmParent = lgAgent.children;
      }
      const llm = this.llmSpan(hist, text, calls, { parentId });
      llmParent.push(llm);
      if (lgAgent) { lgAgent.output = { messages: [{ type: 'ai', content: text ?? '', tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id })) }] }; }
      hist.push({ role: 'assistant', content: text, calls });
      if (step.final) finalText = step.answer ?? text;
      if (!calls.length) continue;
      if (style === 'langgraph') {
        lgTools = { type: 'chain', name: 'tools', input: { tool_calls: calls.map((c) => c.name) }, output: null, children: [], metadata: { langgraph_step: ++this.stepNo, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:should_continue:tools'] } };
        container.push(lgTools); toolsParent = lgTools.children;
      } else if (this.nest) toolsParent = llm.children;
      const toolMsgs = [];
      for (const c of calls) {
        const { span, result, error } = this.runCall(c, llm.metadata.span_id);
        toolsParent.push(span);
        const content = result == null ? (error || '') : str(result);
        hist.push({ role: 'tool', id: c.id, name: c.name, content, isError: !!error });
        toolMsgs.push({ type: 'tool', name: c.name, tool_call_id: c.id, content: content.length > 400 ? content.slice(0, 400) + '…' : content, status: error ? 'error' : 'success' });
      }
      if (lgTools) lgTools.output = { messages: toolMsgs };
    }
    return finalText;
  }

  runSub(step, hist, container, parentId) {
    const { n, style } = this;
    const sub = step.sub;
    const handoff = style === 'openai_agents' && sub.handoff;
    const callName = handoff ? `transfer_to_${sub.agent.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase()}` : sub.tool || sub.agent;
    const call = { id: callId(style, n), name: callName, args: handoff ? {} : { input: sub.input } };
    const llm = this.llmSpan(hist, step.text ?? null, [call], { parentId });
    container.push(llm);
    hist.push({ role: 'assistant', content: step.text ?? null, calls: [call] });
    const t0 = n.now();
    let subHist;
    if (handoff) {
      const h = { type: 'handoff', name: 'handoff', input: { from_agent: this.spec.agent, to_agent: sub.agent }, output: { assistant: sub.agent }, children: [], metadata: { span_type: 'handoff' } };
      this.timing(h, t0, n.tick(n.int(1, 6)), parentId);
      container.push(h);
      // control moves to the new agent, which sees the conversation so far under its own instructions
      hist.push({ role: 'tool', id: call.id, name: call.name, content: JSON.stringify({ assistant: sub.agent }) });
      subHist = [{ role: 'system', content: sub.instructions }, ...hist.slice(1)];
    } else {
      subHist = [{ role: 'system', content: sub.instructions }, { role: 'user', content: sub.input }];
    }
    const agentSpan = { type: 'agent', name: style === 'otel' ? `invoke_agent ${sub.agent}` : sub.agent, input: sub.input, output: null, children: [], metadata: {} };
    const ta = n.now();
    const out = this.runGeneric(sub.steps, subHist, agentSpan.children, null);
    agentSpan.output = out;
    if (style === 'openai_agents') Object.assign(agentSpan.metadata, { span_type: 'agent', tools: sub.tools || [], handoffs: [], output_type: 'str' });
    if (style === 'otel') agentSpan.metadata.attributes = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': sub.agent, 'gen_ai.tool.call.id': call.id };
    this.timing(agentSpan, ta, n.now(), parentId);
    container.push(agentSpan);
    if (handoff) return out;
    hist.push({ role: 'tool', id: call.id, name: call.name, content: str(out) });
    return null;
  }

  // ---------------- smolagents ----------------
  runSmol(steps, hist, container) {
    const { n } = this;
    const mode = this.spec.smolMode || 'code';
    let finalText = null;
    for (const step of steps) {
      if (step.user) { hist.push({ role: 'user', content: step.user }); continue; }
      const stepNo = ++this.stepNo;
      const stepSpan = { type: 'chain', name: `Step ${stepNo}`, input: { step_number: stepNo }, output: null, children: [], metadata: { step_number: stepNo } };
      const ts = n.now();
      let calls = this.prepCalls(step);
      if (step.final) calls = [...calls, { id: callId('smolagents', n), name: 'final_answer', args: { answer: step.answer ?? step.text }, result: step.answer ?? step.text }];
      let raw = null;
      if (mode === 'code') {
        const code = step.code ?? calls.map((c, i) => {
          const kw = Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ');
          if (c.name === 'final_answer') return `final_answer(${JSON.stringify(c.args.answer)})`;
          return `r${i} = ${c.name}(${kw})\nprint(r${i})`;
        }).join('\n');
        raw = `Thought: ${step.thought ?? step.text}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`;
      }
      const thoughtText = mode === 'code' ? (step.thought ?? step.text) : (step.final ? null : step.text ?? null);
      const llm = this.llmSpan(hist, thoughtText, calls, { smolMode: mode, raw });
      stepSpan.children.push(llm);
      hist.push({ role: 'assistant', content: thoughtText, raw, calls, smolMode: mode });
      const logs = [];
      let failed = null;
      for (const c of calls) {
        const { span, result, error } = this.runCall(c);
        stepSpan.children.push(span);
        if (error) { failed = error; break; }
        logs.push(c.name === 'final_answer' || c.silent ? null : (typeof result === 'string' ? result : pyRepr(result)));
      }
      let obs;
      if (step.final && !failed) { finalText = step.answer ?? step.text; obs = `Out - Final answer: ${finalText}`; }
      else if (mode === 'code') obs = `Execution logs:\n${logs.filter((x) => x != null).join('\n')}\nLast output from code snippet:\nNone`;
      else obs = logs.join('\n');
      if (failed) {
        obs = (mode === 'code' ? `Execution logs:\n${logs.filter((x) => x != null).join('\n')}\n` : '') + `Error: ${failed}\nNow let's retry: take care not to repeat previous errors! If you have retried several times, try a completely different approach.`;
        stepSpan.error = failed;
      }
      hist.push({ role: 'observation', content: mode === 'code' ? `Observation:\n${obs}` : obs });
      stepSpan.output = { observations: obs, is_final_answer: !!(step.final && !failed) };
      this.timing(stepSpan, ts, n.now());
      stepSpan.metadata.step_number = stepNo;
      container.push(stepSpan);
    }
    return finalText;
  }

  // ---------------- DSPy ReAct ----------------
  runDspy(steps, container) {
    const { n, spec } = this;
    const field = spec.dspyInput || 'request';
    const traj = {};
    let idx = 0;
    let finalText = null;
    const lm = { lm: this.model, adapter: 'ChatAdapter', temperature: 0.0, max_tokens: 4000 };
    const predict = (thought, name, args) => {
      const t0 = n.now(); n.tick(llmLatency(n, thought, [1]));
      const s = { type: 'llm', name: 'Predict(StringSignature).forward', input: { [field]: spec.goal, trajectory: { ...traj } }, output: { next_thought: thought, next_tool_name: name, next_tool_args: args }, children: [], metadata: { ...lm, signature: `${field}, trajectory -> next_thought, next_tool_name, next_tool_args` } };
      this.timing(s, t0, n.now());
      return s;
    };
    for (const step of steps) {
      if (step.user) continue;
      if ((step.calls || []).length > 1) throw new Error(`${n.traceId}: dspy step has >1 call`);
      if (step.final) {
        container.push(predict(step.thought ?? step.text, 'finish', {}));
        const { span } = this.runCall({ name: 'finish', args: {}, result: 'Completed.', ms: 0 });
        container.push(span);
        Object.assign(traj, { [`thought_${idx}`]: step.thought ?? step.text, [`tool_name_${idx}`]: 'finish', [`tool_args_${idx}`]: {}, [`observation_${idx}`]: 'Completed.' }); idx++;
        finalText = step.answer ?? step.text;
        const t0 = n.now(); n.tick(llmLatency(n, finalText, []));
        const ex = { type: 'llm', name: 'ChainOfThought.forward', input: { [field]: spec.goal, trajectory: { ...traj } }, output: { reasoning: step.reasoning ?? 'The trajectory contains everything needed.', answer: finalText }, children: [], metadata: { ...lm, signature: `${field}, trajectory -> reasoning, answer` } };
        this.timing(ex, t0, n.now());
        container.push(ex);
        break;
      }
      const [c] = this.prepCalls(step);
      container.push(predict(step.text, c.name, c.args));
      const { span, result, error } = this.runCall(c);
      container.push(span);
      const obs = error ? `Execution error in ${c.name}: ${error}` : result;
      Object.assign(traj, { [`thought_${idx}`]: step.text, [`tool_name_${idx}`]: c.name, [`tool_args_${idx}`]: c.args, [`observation_${idx}`]: obs });
      idx++;
    }
    if (finalText == null && spec.end && spec.end.dspyAnswer) {
      const t0 = n.now(); n.tick(llmLatency(n, spec.end.dspyAnswer.answer, []));
      const ex = { type: 'llm', name: 'ChainOfThought.forward', input: { [field]: spec.goal, trajectory: { ...traj } }, output: spec.end.dspyAnswer, children: [], metadata: { ...lm, signature: `${field}, trajectory -> reasoning, answer` } };
      this.timing(ex, t0, n.now());
      container.push(ex);
      finalText = spec.end.dspyAnswer.answer;
    }
    return finalText;
  }

  run() {
    const { spec, n, style } = this;
    const t0 = n.now();
    const root = { type: 'agent', name: spec.agent, input: spec.goal, output: null, children: [] };
    const hist = [{ role: 'system', content: spec.system }, { role: 'user', content: spec.userMessage || spec.goal }];
    let finalText;
    if (style === 'smolagents') {
      hist[1] = { role: 'user', content: `New task:\n${spec.userMessage || spec.goal}` };
      finalText = this.runSmol(spec.steps, hist, root.children);
    } else if (style === 'dspy') finalText = this.runDspy(spec.steps, root.children);
    else finalText = this.runGeneric(spec.steps, hist, root.children, null);
    const t1 = n.now();
    const end = spec.end || {};
    root.output = end.output !== undefined ? end.output : finalText;
    if (end.error) root.error = end.error;
    const md = {};
    if (style === 'openai_agents') {
      root.input = spec.userMessage || spec.goal;
      Object.assign(md, { trace_id: this.oaTrace, workflow_name: spec.workflow || 'Agent workflow', group_id: spec.group || null, span_type: 'agent', tools: spec.tools || [], handoffs: spec.handoffs || [], output_type: 'str' });
    } else if (style === 'anthropic') {
      Object.assign(md, { model: this.model, tool_names: spec.tools || [], max_iterations: spec.maxIter || 10, session_id: 'sess_' + n.b62(20) });
    } else if (style === 'otel') {
      root.name = `invoke_agent ${spec.agent}`;
      root.input = [{ role: 'user', parts: [{ type: 'text', content: spec.userMessage || spec.goal }] }];
      Object.assign(md, { kind: 'INTERNAL', status: end.error ? { code: 'ERROR', message: end.error } : { code: 'OK' }, attributes: {
        'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': spec.agent, 'gen_ai.agent.id': 'asst_' + n.b62(24),
        'gen_ai.provider.name': spec.provider || 'openai', 'gen_ai.request.model': this.model, 'gen_ai.conversation.id': n.uuid() },
        resource: { 'service.name': spec.service || 'agent-runtime', 'service.version': spec.serviceVersion || `1.${n.int(0, 14)}.${n.int(0, 30)}`, 'host.name': n.pod(spec.service || 'agent-runtime'), 'telemetry.sdk.language': 'python', 'telemetry.sdk.version': '1.27.0' } });
    } else if (style === 'smolagents') {
      root.input = { task: spec.userMessage || spec.goal };
      Object.assign(md, { agent_class: spec.smolMode === 'tool_calling' ? 'ToolCallingAgent' : 'CodeAgent', model_id: this.model, max_steps: spec.maxSteps || 10, tools: [...(spec.tools || []), 'final_answer'], smolagents_version: '1.9.2' });
    } else if (style === 'dspy') {
      root.input = { [spec.dspyInput || 'request']: spec.goal };
      root.output = root.output == null ? null : { answer: root.output };
      Object.assign(md, { module: 'dspy.ReAct', signature: `${spec.dspyInput || 'request'} -> answer`, max_iters: spec.maxIters || 10, tools: [...(spec.tools || []), 'finish'], dspy_version: '2.6.23' });
    } else if (style === 'langgraph') {
      root.input = { messages: [{ type: 'human', content: spec.userMessage || spec.goal }] };
      Object.assign(md, { thread_id: n.uuid(), recursion_limit: spec.recursionLimit || 25, langgraph_version: '0.4.8', graph: 'create_react_agent' });
    } else {
      root.input = { task: spec.userMessage || spec.goal };
      Object.assign(md, { run_id: n.uuid(), framework: spec.framework || 'in-house tool loop', model: this.model, started_at: n.iso(t0) });
    }
    if (spec.rootMeta) Object.assign(md, spec.rootMeta);
    root.metadata = md;
    this.timing(root, t0, t1, null);
    return root;
  }
}

export function renderTrace(spec, n) {
  if (!STYLES.includes(spec.style)) throw new Error(`unknown style ${spec.style}`);
  return new Renderer(spec, n).run();
}

// Build a full row from a scenario module entry.
export function buildRow(family, scenario) {
  const trace_id = `${family}-${scenario.id}`;
  const n = makeNoise(trace_id);
  const spec = { style: scenario.style, ...scenario.build(n) };
  const fam = FAMILIES[family];
  const root = renderTrace(spec, n);
  return {
    trace_id, family, isolates: spec.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: spec.goal, root,
  };
}

// ---------------------------------------------------------------------------
// Small text helpers used by scenarios and by the validator
// ---------------------------------------------------------------------------
export function httpResponse(status, statusText, headers, body) {
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
  return `HTTP/1.1 ${status} ${statusText}\r\n${head}\r\n\r\n${typeof body === 'string' ? body : JSON.stringify(body)}`;
}

export function table(headers, rows) {
  const w = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(w[i])).join('  ').trimEnd();
  return [line(headers), w.map((x) => '-'.repeat(x)).join('  '), ...rows.map(line)].join('\n');
}
