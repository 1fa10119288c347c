// Deterministic helpers: seeded PRNG, volatile-noise makers, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const ch of s) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

export function ctx(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (a) => a[Math.floor(r() * a.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b62 = (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; };
  let t = Date.UTC(2025, int(0, 10), int(1, 27), int(7, 18), int(0, 59), int(0, 59), int(0, 999));
  let callN = 0;
  const c = {
    r, int, pick, hex, b62,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    tick: (a = 300, b = 4000) => { t += int(a, b); return t; },
    now: () => t,
    iso: () => new Date(t).toISOString(),
    isoS: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: () => { const d = new Date(t + 2 * 3600e3); return d.toISOString().replace(/\.\d{3}Z$/, '+02:00'); },
    gmt: () => new Date(t).toISOString().slice(0, 19),
    http: () => new Date(t).toUTCString(),
    unix: () => Math.floor(t / 1000),
    unixMs: () => t,
    compact: () => new Date(t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    logts: () => new Date(t).toISOString().replace('T', ' ').replace('Z', ''),
    ms: (a = 40, b = 900) => int(a, b),
    secs: (a = 0.3, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    reqId: (p = 'req_') => p + b62(20),
    etag: (weak = false) => (weak ? 'W/' : '') + '"' + hex(int(0, 1) ? 32 : 16) + '"',
    sha: (n = 40) => hex(n),
    tmp: (ext = 'log') => `/tmp/${pick(['tmp', 'run', 'job'])}${b62(8)}.${ext}`,
    host: (p = 'api') => `${p}-${pick(['use1', 'euw1', 'usw2', 'aps1'])}-${int(1, 40)}.${pick(['prod', 'edge', 'k8s'])}.internal`,
    pod: (p = 'worker') => `${p}-${hex(9)}-${b62(5).toLowerCase()}`,
    jobId: (p = 'job_') => p + b62(14),
    cdn: (path) => `https://cdn.${pick(['imgix', 'ctfassets', 'sanity'])}.net/${path}?sig=${hex(24)}&exp=${Math.floor(t / 1000) + 3600}`,
    rl: (limit, used) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - used)), 'x-ratelimit-reset': String(Math.floor(t / 1000) + int(30, 900)) }),
    callId: () => 'call_' + b62(24),
    n: () => ++callN,
  };
  return c;
}

// ---- span builders ----
export const span = (type, name, input, output, children = [], extra = {}) => ({ type, name, input, output, children, ...extra });
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, opts = {}) => { const s = span('tool', name, input, output, opts.children || []); if (opts.error) s.error = opts.error; if (opts.metadata) s.metadata = opts.metadata; return s; };
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, [], metadata ? { metadata } : {});
// OpenAI-style chat completion span
export function llm(c, model, messages, content, calls = [], extra = {}) {
  const out = { role: 'assistant', content };
  if (calls.length) out.tool_calls = calls.map(([name, args]) => ({ id: c.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }));
  const s = span('llm', extra.name || (model.startsWith('claude') ? 'anthropic.messages.create' : 'openai.chat.completions'), { model, messages }, out, extra.children || []);
  s.metadata = { model, 'usage.prompt_tokens': c.int(900, 9000), 'usage.completion_tokens': c.int(40, 600), latency_ms: c.ms(600, 7000), ...(extra.metadata || {}) };
  return s;
}
// prompt/text style span (LangChain-ish)
export function llmText(c, model, prompt, text, extra = {}) {
  const s = span('llm', extra.name || model, { prompt }, { text, ...(extra.out || {}) }, extra.children || []);
  s.metadata = { ls_model_name: model, ls_provider: extra.provider || 'anthropic', token_usage: { input: c.int(700, 8000), output: c.int(30, 500) } };
  return s;
}
export const u = (content) => ({ role: 'user', content });
export const sys = (content) => ({ role: 'system', content });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
