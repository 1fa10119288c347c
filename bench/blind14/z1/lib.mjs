// Shared helpers for the blind trace benchmark.
// Deterministic: every random value comes from mulberry32 seeded by a hash of the trace_id,
// every timestamp comes from a simulated clock (no Math.random, no Date.now()).

// ---------------------------------------------------------------- PRNG
export function hashString(str) {
  // cyrb53-style mix, folded to 32 bits
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');
const HEX = '0123456789abcdef';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// ---------------------------------------------------------------- noise
export function makeNoise(seedText) {
  const rnd = mulberry32(hashString(seedText));
  const n = { rnd };
  n.int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  n.float = (a, b, dp = 2) => Number((a + rnd() * (b - a)).toFixed(dp));
  n.pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  n.chance = (p) => rnd() < p;
  n.shuffle = (arr) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
  const fromSet = (set, k) => { let s = ''; for (let i = 0; i < k; i++) s += set[Math.floor(rnd() * set.length)]; return s; };
  n.hex = (k = 8) => fromSet(HEX, k);
  n.HEX = (k = 8) => fromSet(HEX, k).toUpperCase();
  n.alnum = (k = 8) => fromSet(ALNUM, k);
  n.b62 = (k = 16) => fromSet(B62, k);
  n.b64url = (k = 22) => fromSet(B62 + '-_', k);
  n.digits = (k = 6) => fromSet('0123456789', k);
  n.uuid = () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${n.pick(['8', '9', 'a', 'b'])}${n.hex(3)}-${n.hex(12)}`;
  n.sha = (k = 40) => n.hex(k);
  n.sha256 = () => n.hex(64);
  n.gitShort = () => n.hex(7);

  // ---- simulated clock (ms since epoch); starts at a seeded date in 2024-2025
  const y = n.pick([2024, 2025]);
  n.t = Date.UTC(y, n.int(0, 11), n.int(1, 27), n.int(6, 19), n.int(0, 59), n.int(0, 59), n.int(0, 999));
  n.t0 = n.t;
  n.adv = (ms) => { n.t += Math.max(0, Math.round(ms)); return n.t; };
  const D = (ms) => new Date(ms ?? n.t);
  n.date = (ms) => D(ms);
  n.iso = (ms) => D(ms).toISOString();
  n.isoNoMs = (ms) => D(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  n.isoMicro = (ms) => D(ms).toISOString().replace('Z', n.digits(3) + 'Z');
  n.isoOff = (offMin = 60, ms) => {
    const d = D((ms ?? n.t) + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin);
    return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  };
  n.httpDate = (ms) => { const d = D(ms); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  n.epoch = (ms) => Math.floor((ms ?? n.t) / 1000);
  n.epochMs = (ms) => ms ?? n.t;
  n.epochFrac = (ms) => Number(((ms ?? n.t) / 1000).toFixed(6)) + n.int(0, 999) / 1e6;
  n.clf = (ms) => { const d = D(ms); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; };
  n.syslog = (ms) => { const d = D(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  n.pylog = (ms) => { const d = D(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; };
  n.sqlTs = (ms) => { const d = D(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}${n.digits(3)}+00`; };
  n.eu = (offMin = 60, ms) => { const d = D((ms ?? n.t) + offMin * 60000); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  n.us = (offMin = -300, ms) => { const d = D((ms ?? n.t) + offMin * 60000); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; };
  n.compact = (ms) => D(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  n.ymd = (ms) => D(ms).toISOString().slice(0, 10);
  n.hms = (ms) => D(ms).toISOString().slice(11, 19);
  n.rfc2822 = (offMin = 60, ms) => { const d = D((ms ?? n.t) + offMin * 60000); const sign = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin); return `${DAY[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${sign}${p2(Math.floor(a / 60))}${p2(a % 60)}`; };
  n.ago = (ms) => { const s = Math.round(ms / 1000); if (s < 60) return `${s}s ago`; if (s < 3600) return `${Math.round(s / 60)}m ago`; return `${Math.round(s / 3600)}h ago`; };
  n.dayOffset = (days) => n.ymd(n.t + days * 86400000);

  // ---- ids
  n.ulid = (ms) => { let t = ms ?? n.t; let s = ''; for (let i = 0; i < 10; i++) { s = CROCK[t % 32] + s; t = Math.floor(t / 32); } return s + fromSet(CROCK, 16); };
  n.objectId = (ms) => Math.floor((ms ?? n.t) / 1000).toString(16).padStart(8, '0') + n.hex(16);
  n.snowflake = (ms) => ((BigInt((ms ?? n.t) - 1288834974657) << 22n) | BigInt(n.int(0, 4194303))).toString();
  n.ksuid = () => n.b62(27);
  n.reqId = (prefix = 'req_') => prefix + n.b62(24);
  n.traceparent = () => `00-${n.hex(32)}-${n.hex(16)}-01`;
  n.cfRay = (colo) => `${n.hex(16)}-${colo ?? n.pick(['AMS', 'FRA', 'CDG', 'LHR', 'IAD', 'ORD', 'WAW', 'ARN', 'VIE', 'MAD'])}`;
  n.amzId = () => `${n.HEX(8)}-${n.HEX(4)}-${n.HEX(4)}-${n.HEX(4)}-${n.HEX(12)}`.replace(/-/g, (m, i) => (i ? '-' : m));
  n.amzCfId = () => n.b64url(56) + '==';
  n.etag = (weak = false) => (weak ? 'W/' : '') + `"${n.hex(n.pick([16, 32, 40]))}"`;
  n.pod = (base) => `${base}-${n.alnum(9).replace(/[a-z]/g, (c) => c)}-${n.alnum(5)}`;
  n.host = (prefix, domain = 'internal') => `${prefix}-${n.int(1, 14)}.${n.pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-2', 'ca-central-1'])}.${domain}`;
  n.ip = () => `10.${n.int(0, 255)}.${n.int(0, 255)}.${n.int(1, 254)}`;
  n.pid = () => n.int(1200, 98000);
  n.port = () => n.int(32768, 60999);
  n.tmp = (ext = 'json', style = 'unix') => style === 'win'
    ? `C:\\Users\\svc_agent\\AppData\\Local\\Temp\\tmp${n.HEX(4)}.${ext}`
    : `/tmp/tmp${n.alnum(8)}.${ext}`;
  n.jobId = (prefix = 'job') => `${prefix}-${n.digits(n.pick([5, 6, 7]))}`;
  n.container = () => n.hex(12);
  n.ms = (a = 5, b = 900) => n.int(a, b);
  n.secs = (a = 0.05, b = 9, dp = 2) => n.float(a, b, dp);
  n.lsn = () => `${n.HEX(1)}/${n.HEX(8)}`;
  n.cursor = (obj) => Buffer.from(JSON.stringify(obj ?? { k: n.hex(12), ts: n.epoch() })).toString('base64').replace(/=+$/, '');
  n.jwtish = () => `eyJhbGciOiJIUzI1NiJ9.${n.b64url(48)}.${n.b64url(43)}`;

  // ---- stateful counters
  const counters = new Map();
  n.seq = (name, start = 1000, stepMin = 1, stepMax = 1) => {
    const cur = counters.has(name) ? counters.get(name) + n.int(stepMin, stepMax) : start;
    counters.set(name, cur); return cur;
  };
  n.rate = (name, limit = 1000, window = 60) => {
    const used = n.seq('rate:' + name, n.int(3, Math.max(4, Math.floor(limit / 3))), 1, 3);
    return { limit, remaining: Math.max(0, limit - used), reset: n.epoch() + n.int(5, window) };
  };
  return n;
}

// ---------------------------------------------------------------- generic helpers
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined && extra.error !== null) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// Python-ish repr of a JSON value (LangChain tool runs store inputs like this)
export function pyrepr(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return "'" + v.replace(/\\/g, '\\\\').replace(/'/g, "\\'") + "'";
  if (Array.isArray(v)) return '[' + v.map(pyrepr).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => `'${k}': ${pyrepr(x)}`).join(', ') + '}';
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// Text table like CLI tools print
export function table(headers, rows) {
  const w = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(w[i])).join('  ').trimEnd();
  return [line(headers), w.map((x) => '-'.repeat(x)).join('  '), ...rows.map(line)].join('\n');
}

const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const clip = (s, k = 1800) => (s.length > k ? s.slice(0, k) + ` …[${s.length - k} chars truncated]` : s);
const resolve = (v) => (typeof v === 'function' ? v() : v);

const PROVIDER = (model) => {
  if (/claude/.test(model)) return { vercel: 'anthropic.messages', sys: 'anthropic', lc: 'ChatAnthropic', callPrefix: 'toolu_01' };
  if (/gemini/.test(model)) return { vercel: 'google.generative-ai', sys: 'gemini', lc: 'ChatGoogleGenerativeAI', callPrefix: 'call_' };
  if (/mistral/.test(model)) return { vercel: 'mistral.chat', sys: 'mistral', lc: 'ChatMistralAI', callPrefix: '' };
  return { vercel: 'openai.chat', sys: 'openai', lc: 'ChatOpenAI', callPrefix: 'call_' };
};

// ---------------------------------------------------------------- trace builder
// A Trace records one agent run in the span layout of a given framework style:
//   messages | vercel | mastra | langgraph | pydantic | adk
// Scenario code calls llm()/tool()/delegate()/group() in time order, then end().
export class Trace {
  constructor(cfg, n = null, depth = 0) {
    this.cfg = cfg;
    this.style = cfg.style;
    this.model = cfg.model || 'gpt-4o-2024-08-06';
    this.prov = PROVIDER(this.model);
    this.n = n || makeNoise(cfg.traceId);
    if (!n && cfg.startAt) { this.n.t = Date.parse(cfg.startAt) + this.n.int(0, 40) * 60000 + this.n.int(0, 59999); this.n.t0 = this.n.t; }
    this.depth = depth;
    this.history = [{ role: 'system', content: cfg.system || '' }, { role: 'user', content: cfg.goal }];
    this.children = [];
    this.stack = [];
    this.pending = [];
    this.toolGroup = null;
    this.step = 0;
    this.lgStep = 0;
    this.tokIn = 0; this.tokOut = 0;
    this.start = this.n.t;
    this.lastText = '';
    this.sessionId = this.n.uuid();
    this.invocationId = 'e-' + this.n.uuid();
    this.runId = this.n.uuid();
  }

  get container() { return this.stack.length ? this.stack[this.stack.length - 1].children : this.children; }

  _callId() {
    const n = this.n;
    switch (this.style) {
      case 'adk': return 'adk-' + n.uuid();
      case 'pydantic': return /claude/.test(this.model) ? 'toolu_01' + n.b62(22) : 'call_' + n.b62(24);
      default:
        if (/claude/.test(this.model)) return 'toolu_01' + n.b62(22);
        if (/mistral/.test(this.model)) return n.b62(9);
        return 'call_' + n.b62(24);
    }
  }

  _respId() {
    const n = this.n;
    if (/claude/.test(this.model)) return 'msg_01' + n.b62(22);
    if (/gemini/.test(this.model)) return n.b64url(22);
    if (/mistral/.test(this.model)) return n.hex(32);
    return 'chatcmpl-' + n.b62(29);
  }

  // ---- history rendering per style
  _historyFor(style) {
    const H = this.history;
    const trunc = (c) => clip(asText(c));
    if (style === 'messages') {
      return H.map((m) => {
        if (m.role === 'assistant') {
          const o = { role: 'assistant', content: m.content || null };
          if (m.calls && m.calls.length) o.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
          return o;
        }
        if (m.role === 'tool') return { role: 'tool', tool_call_id: m.id, content: trunc(m.content) };
        return { role: m.role, content: m.content };
      });
    }
    if (style === 'vercel' || style === 'mastra') {
      return H.map((m) => {
        if (m.role === 'system') return { role: 'system', content: m.content };
        if (m.role === 'user') return { role: 'user', content: [{ type: 'text', text: m.content }] };
        if (m.role === 'assistant') {
          const parts = [];
          if (m.reasoning) parts.push({ type: 'reasoning', text: m.reasoning });
          if (m.content) parts.push({ type: 'text', text: m.content });
          for (const c of m.calls || []) parts.push({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args });
          return { role: 'assistant', content: parts };
        }
        return { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.id, toolName: m.name, result: typeof m.content === 'string' ? clip(m.content) : m.content, ...(m.isError ? { isError: true } : {}) }] };
      });
    }
    if (style === 'langgraph') {
      return [H.map((m) => {
        if (m.role === 'system') return { type: 'system', content: m.content };
        if (m.role === 'user') return { type: 'human', content: m.content };
        if (m.role === 'assistant') return { type: 'ai', content: m.content || '', tool_calls: (m.calls || []).map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) };
        return { type: 'tool', content: trunc(m.content), tool_call_id: m.id, name: m.name, status: m.isError ? 'error' : 'success' };
      })];
    }
    if (style === 'pydantic') {
      const out = [];
      let req = { kind: 'request', parts: [] };
      for (const m of H) {
        if (m.role === 'system') req.parts.push({ part_kind: 'system-prompt', content: m.content });
        else if (m.role === 'user') req.parts.push({ part_kind: 'user-prompt', content: m.content });
        else if (m.role === 'tool') req.parts.push(m.isError
          ? { part_kind: 'retry-prompt', tool_name: m.name, content: trunc(m.content), tool_call_id: m.id }
          : { part_kind: 'tool-return', tool_name: m.name, content: typeof m.content === 'string' ? clip(m.content) : m.content, tool_call_id: m.id });
        else {
          if (req.parts.length) out.push(req);
          req = { kind: 'request', parts: [] };
          const parts = [];
          if (m.reasoning) parts.push({ part_kind: 'thinking', content: m.reasoning });
          if (m.content) parts.push({ part_kind: 'text', content: m.content });
          for (const c of m.calls || []) parts.push({ part_kind: 'tool-call', tool_name: c.name, args: c.args, tool_call_id: c.id });
          out.push({ kind: 'response', parts, model_name: this.model });
        }
      }
      if (req.parts.length) out.push(req);
      return out;
    }
    if (style === 'adk') {
      return H.filter((m) => m.role !== 'system').map((m) => {
        if (m.role === 'user') return { role: 'user', parts: [{ text: m.content }] };
        if (m.role === 'assistant') {
          const parts = [];
          if (m.reasoning) parts.push({ text: m.reasoning, thought: true });
          if (m.content) parts.push({ text: m.content });
          for (const c of m.calls || []) parts.push({ function_call: { id: c.id, name: c.name, args: c.args } });
          return { role: 'model', parts };
        }
        const resp = m.content && typeof m.content === 'object' && !Array.isArray(m.content) ? m.content : { result: clip(asText(m.content)) };
        return { role: 'user', parts: [{ function_response: { id: m.id, name: m.name, response: resp } }] };
      });
    }
    throw new Error('unknown style ' + style);
  }

  _promptChars() { return this.history.reduce((a, m) => a + asText(m.content || '').length + (m.reasoning || '').length + JSON.stringify(m.calls || []).length, 0); }

  // ---- one model call
  // opts: { text, reasoning, calls:[{name,args}], finish, node, ms }
  llm(opts = {}) {
    const n = this.n;
    const text = opts.text || '';
    const reasoning = opts.reasoning || '';
    const calls = (opts.calls || []).map((c) => ({ id: this._callId(), name: c.name, args: c.args }));
    const t0 = n.t;
    const outChars = text.length + reasoning.length + JSON.stringify(calls).length;
    n.adv(opts.ms ?? (450 + outChars * n.float(6, 14) + n.int(0, 1800)));
    const t1 = n.t;
    const promptTok = Math.round(this._promptChars() / 3.7) + n.int(40, 260);
    const complTok = Math.max(5, Math.round(outChars / 3.9) + n.int(0, 25));
    this.tokIn += promptTok; this.tokOut += complTok;
    const finish = opts.finish || (calls.length ? 'tool_calls' : 'stop');
    const respId = this._respId();
    this.step += 1;
    const inputMsgs = this._historyFor(this.style);
    this.history.push({ role: 'assistant', content: text, reasoning, calls });
    this.pending = calls.slice();
    this.toolGroup = null;
    if (text) this.lastText = text;
    let s;
    switch (this.style) {
      case 'messages': {
        const out = { role: 'assistant', content: text || null };
        if (reasoning) out.reasoning_content = reasoning;
        if (calls.length) out.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
        s = span('llm', opts.name || `chat ${this.model}`, { model: this.model, temperature: this.cfg.temperature ?? 0.2, messages: inputMsgs }, out, [], {
          metadata: { id: respId, finish_reason: finish, usage: { prompt_tokens: promptTok, completion_tokens: complTok, total_tokens: promptTok + complTok }, latency_ms: t1 - t0, started_at: n.iso(t0) },
        });
        break;
      }
      case 'vercel': {
        const out = { 'ai.response.text': text, 'ai.response.finishReason': finish === 'tool_calls' ? 'tool-calls' : finish };
        if (reasoning) out['ai.response.reasoning'] = reasoning;
        if (calls.length) out['ai.response.toolCalls'] = JSON.stringify(calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: JSON.stringify(c.args) })));
        s = span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': JSON.stringify(inputMsgs), 'ai.prompt.tools': (this.cfg.tools || []).map((t) => JSON.stringify({ type: 'function', name: t })) }, out, [], {
          metadata: {
            'operation.name': `ai.generateText.doGenerate ${this.cfg.agent}`, 'ai.operationId': 'ai.generateText.doGenerate', 'ai.model.provider': this.prov.vercel, 'ai.model.id': this.model,
            'ai.telemetry.functionId': this.cfg.agent, 'ai.response.id': respId, 'ai.response.model': this.model, 'ai.response.timestamp': n.iso(t1),
            'ai.usage.promptTokens': promptTok, 'ai.usage.completionTokens': complTok, 'gen_ai.system': this.prov.sys, 'gen_ai.request.model': this.model,
            'gen_ai.response.finish_reasons': [out['ai.response.finishReason']], 'gen_ai.response.id': respId,
          },
        });
        break;
      }
      case 'mastra': {
        const out = { text };
        if (reasoning) out.reasoning = reasoning;
        if (calls.length) out.toolCalls = calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args }));
        s = span('llm', `llm: '${this.model}'`, { messages: inputMsgs }, out, [], {
          metadata: { spanType: 'model_generation', model: this.model, provider: this.prov.vercel, streaming: !!this.cfg.streaming, resultType: 'response_generation', finishReason: finish === 'tool_calls' ? 'tool-calls' : finish, usage: { promptTokens: promptTok, completionTokens: complTok, totalTokens: promptTok + complTok }, startedAt: n.iso(t0), endedAt: n.iso(t1), responseId: respId },
        });
        break;
      }
      case 'langgraph': {
        const content = reasoning ? [{ type: 'thinking', thinking: reasoning, signature: n.b64url(48) }, ...(text ? [{ type: 'text', text }] : [])] : text;
        const msg = { type: 'ai', content, tool_calls: calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), id: 'run-' + n.uuid(), usage_metadata: { input_tokens: promptTok, output_tokens: complTok, total_tokens: promptTok + complTok }, response_metadata: { model_name: this.model, finish_reason: finish, id: respId } };
        const llmSpan = span('llm', this.prov.lc, { messages: inputMsgs }, { generations: [[{ text, type: 'ChatGeneration', message: msg, generation_info: { finish_reason: finish } }]], llm_output: { model_name: this.model, token_usage: { prompt_tokens: promptTok, completion_tokens: complTok } } }, [], {
          metadata: { ls_provider: this.prov.sys, ls_model_name: this.model, ls_model_type: 'chat', ls_temperature: this.cfg.temperature ?? 0, run_id: n.uuid(), start_time: n.isoMicro(t0), end_time: n.isoMicro(t1) },
        });
        this.lgStep += 1;
        const node = opts.node || 'agent';
        s = span('chain', node, { messages: inputMsgs[0].slice(-3) }, { messages: [msg] }, [llmSpan], {
          metadata: { langgraph_step: this.lgStep, langgraph_node: node, langgraph_triggers: [this.lgStep === 1 ? 'branch:to:' + node : 'branch:to:' + node], langgraph_path: ['__pregel_pull', node], langgraph_checkpoint_ns: `${node}:${n.uuid()}`, thread_id: this.sessionId },
        });
        break;
      }
      case 'pydantic': {
        const parts = [];
        if (reasoning) parts.push({ part_kind: 'thinking', content: reasoning, signature: null });
        if (text) parts.push({ part_kind: 'text', content: text });
        for (const c of calls) parts.push({ part_kind: 'tool-call', tool_name: c.name, args: JSON.stringify(c.args), tool_call_id: c.id });
        s = span('llm', `chat ${this.model}`, { model_request_parameters: { function_tools: (this.cfg.tools || []).map((t) => ({ name: t })), allow_text_output: true }, messages: inputMsgs }, { kind: 'response', parts, model_name: this.model, timestamp: n.iso(t1), vendor_id: respId, usage: { requests: 1, request_tokens: promptTok, response_tokens: complTok, total_tokens: promptTok + complTok } }, [], {
          metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': this.prov.sys, 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model, 'gen_ai.usage.input_tokens': promptTok, 'gen_ai.usage.output_tokens': complTok, 'logfire.span_type': 'span', 'logfire.msg': `chat ${this.model}`, duration_s: (t1 - t0) / 1000 },
        });
        break;
      }
      case 'adk': {
        const parts = [];
        if (reasoning) parts.push({ text: reasoning, thought: true });
        if (text) parts.push({ text });
        for (const c of calls) parts.push({ function_call: { id: c.id, name: c.name, args: c.args } });
        const req = { model: this.model, config: { system_instruction: this.cfg.system || '', tools: [{ function_declarations: (this.cfg.tools || []).map((t) => ({ name: t })) }] }, contents: inputMsgs };
        const resp = { content: { role: 'model', parts }, finish_reason: finish === 'tool_calls' || finish === 'stop' ? 'STOP' : finish.toUpperCase(), usage_metadata: { prompt_token_count: promptTok, candidates_token_count: complTok, total_token_count: promptTok + complTok } };
        s = span('llm', 'call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify(req) }, { 'gcp.vertex.agent.llm_response': JSON.stringify(resp) }, [], {
          metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': this.model, 'gcp.vertex.agent.invocation_id': this.invocationId, 'gcp.vertex.agent.session_id': this.sessionId, 'gcp.vertex.agent.event_id': n.uuid(), 'gen_ai.usage.input_tokens': promptTok, 'gen_ai.usage.output_tokens': complTok },
        });
        break;
      }
      default: throw new Error('style ' + this.style);
    }
    this.container.push(s);
    return calls.map((c) => c.id);
  }

  // add a message to the conversation without a span (e.g. an orchestrator nudge or a user reply)
  say(role, content) { this.history.push({ role, content }); }

  _takeCall(name) {
    const i = this.pending.findIndex((c) => c.name === name);
    if (i >= 0) return this.pending.splice(i, 1)[0];
    return { id: this._callId(), name };
  }

  _toolSpan(call, args, output, opts, t0, t1, children = []) {
    const n = this.n;
    const err = opts.error;
    const name = call.name;
    const argsIn = opts.argsAsString ? JSON.stringify(args) : args;
    switch (this.style) {
      case 'messages':
        return span('tool', name, argsIn, output, children, { error: err, metadata: { tool_call_id: call.id, duration_ms: t1 - t0, ...(opts.meta || {}) } });
      case 'vercel':
        return span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': call.id, 'ai.toolCall.args': JSON.stringify(args) }, err && output == null ? null : { 'ai.toolCall.result': typeof output === 'string' ? output : JSON.stringify(output) }, children, {
          error: err, metadata: { 'operation.name': `ai.toolCall ${this.cfg.agent}`, 'ai.operationId': 'ai.toolCall', 'ai.telemetry.functionId': this.cfg.agent, ...(opts.meta || {}) },
        });
      case 'mastra':
        return span('tool', `tool: '${name}'`, argsIn, output, children, { error: err, metadata: { spanType: 'tool_call', toolId: name, toolType: opts.toolType || 'tool', toolCallId: call.id, startedAt: n.iso(t0), endedAt: n.iso(t1), ...(opts.meta || {}) } });
      case 'langgraph': {
        const content = typeof output === 'string' ? output : JSON.stringify(output);
        return span('tool', name, { input: opts.argsAsString ? JSON.stringify(args) : pyrepr(args) }, { output: { content: err ? `Error: ${err}` + (output != null ? `\n${content}` : '') : content, type: 'tool', name, tool_call_id: call.id, status: err ? 'error' : 'success' } }, children, {
          error: err, metadata: { run_id: n.uuid(), tool_call_id: call.id, start_time: n.isoMicro(t0), end_time: n.isoMicro(t1), ...(opts.meta || {}) },
        });
      }
      case 'pydantic':
        return span('tool', `running tool: ${name}`, { tool_arguments: JSON.stringify(args) }, err && output == null ? null : { tool_response: output }, children, {
          error: err, metadata: { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': call.id, 'logfire.msg': `running tool: ${name}`, duration_s: (t1 - t0) / 1000, ...(opts.meta || {}) },
        });
      case 'adk': {
        const resp = output && typeof output === 'object' && !Array.isArray(output) ? output : { result: output };
        return span('tool', `execute_tool ${name}`, { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }, { 'gcp.vertex.agent.tool_response': JSON.stringify(err && output == null ? { error: err } : resp) }, children, {
          error: err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': call.id, 'gcp.vertex.agent.event_id': n.uuid(), 'gcp.vertex.agent.invocation_id': this.invocationId, ...(opts.meta || {}) },
        });
      }
      default: throw new Error('style');
    }
  }

  _placeTool(s) {
    const n = this.n;
    if (this.style === 'langgraph') {
      if (!this.toolGroup) {
        this.lgStep += 1;
        this.toolGroup = span('chain', 'tools', { tool_calls: this.pending.length + 1 }, null, [], { metadata: { langgraph_step: this.lgStep, langgraph_node: 'tools', langgraph_triggers: ['branch:agent:tools_condition:tools'], langgraph_path: ['__pregel_pull', 'tools'], langgraph_checkpoint_ns: `tools:${n.uuid()}`, thread_id: this.sessionId } });
        this.container.push(this.toolGroup);
      }
      this.toolGroup.children.push(s);
      this.toolGroup.output = { messages: this.toolGroup.children.map((c) => c.output && c.output.output) };
      return;
    }
    if (this.style === 'pydantic') {
      if (!this.toolGroup) {
        this.toolGroup = span('chain', 'running tools', { tools: [] }, null, [], { metadata: { 'logfire.msg': 'running tools' } });
        this.container.push(this.toolGroup);
      }
      this.toolGroup.children.push(s);
      this.toolGroup.input.tools.push(s.name.replace('running tool: ', ''));
      this.toolGroup.metadata['logfire.msg'] = 'running tools: ' + this.toolGroup.input.tools.join(', ');
      return;
    }
    this.container.push(s);
  }

  // ---- one tool execution answering a pending call (by name, first unmatched)
  // output may be a function (evaluated after the clock has advanced)
  // opts: { error, ms, argsAsString, meta }
  tool(name, args, output, opts = {}) {
    const n = this.n;
    const call = this._takeCall(name);
    const a = args === undefined ? call.args : resolve(args);
    const t0 = n.t;
    n.adv(opts.ms ?? n.int(35, 1900));
    const t1 = n.t;
    const out = resolve(output);
    const err = resolve(opts.error);
    const s = this._toolSpan(call, a, out, { ...opts, error: err }, t0, t1);
    this._placeTool(s);
    this.history.push({ role: 'tool', id: call.id, name, content: err ? (out != null ? `Error: ${err}\n${asText(out)}` : `Error: ${err}`) : out, isError: !!err });
    return s;
  }

  // ---- delegate a sub-task to a worker agent; the worker's run is nested in the tool span
  // worker: { agent, system, goal, model }
  delegate(name, args, worker, fn, opts = {}) {
    const n = this.n;
    const call = this._takeCall(name);
    const t0 = n.t;
    const W = new Trace({ ...this.cfg, ...worker, style: this.style, traceId: this.cfg.traceId + '/' + worker.agent }, n, this.depth + 1);
    W.sessionId = this.sessionId; W.invocationId = this.invocationId;
    const result = fn(W);
    const wspan = W.agentSpan(result);
    n.adv(n.int(5, 60));
    const t1 = n.t;
    const s = this._toolSpan(call, args === undefined ? call.args : resolve(args), result, { ...opts, toolType: 'agent' }, t0, t1, [wspan]);
    this._placeTool(s);
    this.history.push({ role: 'tool', id: call.id, name, content: result });
    return s;
  }

  // ---- a named grouping span (workflow step, chain node, sub-graph)
  group(type, name, input, fn, opts = {}) {
    const g = span(type, name, input, null, [], { metadata: opts.metadata || {} });
    this.container.push(g);
    this.stack.push(g);
    const savedGroup = this.toolGroup; this.toolGroup = null;
    const out = fn(this);
    this.stack.pop();
    this.toolGroup = savedGroup;
    g.output = out === undefined ? null : out;
    if (opts.error) g.error = opts.error;
    return g;
  }

  // the agent span (used for workers and as part of root construction)
  agentSpan(output, error) {
    const n = this.n;
    const cfg = this.cfg;
    const dur = n.t - this.start;
    const usage = { input_tokens: this.tokIn, output_tokens: this.tokOut };
    const has = output !== undefined && output !== null;
    if (!has) output = null;
    switch (this.style) {
      case 'messages':
        return span('agent', cfg.agent, { task: cfg.goal }, output, this.children, { error, metadata: { model: this.model, steps: this.step, usage, duration_ms: dur, ...(cfg.rootMeta || {}) } });
      case 'vercel':
        return span('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ system: cfg.system, prompt: cfg.goal }) }, !has ? null : { 'ai.response.text': typeof output === 'string' ? output : JSON.stringify(output), 'ai.response.finishReason': cfg.finishReason || 'stop' }, this.children, {
          error, metadata: { 'operation.name': `ai.generateText ${cfg.agent}`, 'ai.operationId': 'ai.generateText', 'ai.model.provider': this.prov.vercel, 'ai.model.id': this.model, 'ai.telemetry.functionId': cfg.agent, 'ai.settings.maxSteps': cfg.maxSteps ?? 20, 'ai.usage.promptTokens': this.tokIn, 'ai.usage.completionTokens': this.tokOut, ...(cfg.rootMeta || {}) },
        });
      case 'mastra':
        return span('agent', `agent run: '${cfg.agent}'`, { messages: [{ role: 'user', content: cfg.goal }] }, !has ? null : { text: typeof output === 'string' ? output : JSON.stringify(output) }, this.children, {
          error, metadata: { spanType: 'agent_run', agentId: cfg.agent, runId: this.runId, maxSteps: cfg.maxSteps ?? 15, instructions: cfg.system, availableTools: cfg.tools || [], usage, ...(cfg.rootMeta || {}) },
        });
      case 'langgraph':
        return span('agent', this.depth ? cfg.agent : 'LangGraph', { messages: [{ type: 'human', content: cfg.goal }] }, !has ? null : { messages: [{ type: 'ai', content: typeof output === 'string' ? output : JSON.stringify(output) }] }, this.children, {
          error, metadata: { thread_id: this.sessionId, run_id: this.runId, graph: cfg.agent, recursion_limit: cfg.recursionLimit ?? 25, ls_run_depth: this.depth, ...(cfg.rootMeta || {}) },
        });
      case 'pydantic':
        return span('agent', `${cfg.agent} run`, { user_prompt: cfg.goal }, !has ? null : { final_result: output }, this.children, {
          error, metadata: { agent_name: cfg.agent, model_name: this.model, 'logfire.msg': `${cfg.agent} run`, 'gen_ai.usage.input_tokens': this.tokIn, 'gen_ai.usage.output_tokens': this.tokOut, run_step: this.step, ...(cfg.rootMeta || {}) },
        });
      case 'adk':
        return span('agent', `agent_run [${cfg.agent}]`, { agent: cfg.agent }, !has ? null : { final_response: output }, this.children, {
          error, metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': cfg.agent, 'gcp.vertex.agent.invocation_id': this.invocationId, ...(cfg.rootMeta || {}) },
        });
      default: throw new Error('style');
    }
  }

  // finish the run: { output, error }
  end({ output = null, error } = {}) {
    const n = this.n;
    n.adv(n.int(3, 40));
    if (this.style === 'adk') {
      const inner = this.agentSpan(output, error);
      return span('agent', 'invocation', { new_message: { role: 'user', parts: [{ text: this.cfg.goal }] } }, output === null ? null : { final_response: output }, [inner], {
        error, metadata: { app_name: this.cfg.app || this.cfg.agent, user_id: this.cfg.user || 'user', session_id: this.sessionId, invocation_id: this.invocationId, ...(this.cfg.rootMeta || {}) },
      });
    }
    return this.agentSpan(output, error);
  }
}

// Apply small word swaps to a long text to produce a near-verbatim restatement.
// Every swap must apply, so the result differs from the original by only those words.
export function nearRepeat(text, swaps) {
  let out = text;
  for (const [a, b] of swaps) {
    if (!out.includes(a)) throw new Error(`nearRepeat: "${a}" not found`);
    out = out.replace(a, b);
  }
  return out;
}
