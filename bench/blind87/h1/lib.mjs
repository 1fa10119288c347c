// Deterministic helpers: PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const HEX = '0123456789abcdef', ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789', B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = n => String(n).padStart(2, '0');
export function ctx(traceId, start = '2026-03-11T09:14:05.000Z') {
  const R = mulberry32(hashStr(traceId)); let now = Date.parse(start); let seq = 0;
  const int = (a, b) => a + Math.floor(R() * (b - a + 1));
  const str = (al, n) => { let s = ''; for (let i = 0; i < n; i++) s += al[Math.floor(R() * al.length)]; return s; };
  const c = {
    R, int, pick: a => a[Math.floor(R() * a.length)], hex: n => str(HEX, n), alnum: n => str(ALNUM, n), b62: n => str(B62, n),
    tick: (ms) => (now += ms ?? int(400, 5000)), now: () => now,
    uuid: () => `${str(HEX, 8)}-${str(HEX, 4)}-4${str(HEX, 3)}-${'89ab'[int(0, 3)]}${str(HEX, 3)}-${str(HEX, 12)}`,
    iso: () => new Date(c.tick()).toISOString(),
    isoSec: () => new Date(c.tick()).toISOString().replace(/\.\d+Z$/, 'Z'),
    http: () => new Date(c.tick()).toUTCString(),
    logts: () => { const d = new Date(c.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslog: () => { const d = new Date(c.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(c.tick() / 1000), epochMs: () => c.tick(),
    reqId: (p = 'req_') => p + str(B62, 24), traceHex: () => str(HEX, 32), spanHex: () => str(HEX, 16),
    sha: (n = 40) => str(HEX, n), etag: () => `W/"${str(HEX, 16)}"`,
    ms: (a = 30, b = 2400) => int(a, b), secs: (a = 0.2, b = 9) => (a + R() * (b - a)).toFixed(2),
    tmp: (p = 'tmp') => `/tmp/${p}${str(ALNUM, 8)}`,
    host: (pfx = 'api') => `${pfx}-${int(1, 12)}.${c.pick(['use1', 'euw1', 'usw2'])}.internal`,
    pod: (d) => `${d}-${str('bcdfghjklmnpqrstvwxz2456789', 10)}-${str('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    seq: () => ++seq, jobId: (p = 'job') => `${p}_${int(100000, 999999)}`,
    addr: () => '0x7f' + str(HEX, 10), callId: () => 'call_' + str(B62, 24), toolu: () => 'toolu_01' + str(B62, 22),
  };
  return c;
}
export function sp(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => sp('agent', name, input, output, children, extra);
export const chain = (name, input, output, children, extra) => sp('chain', name, input, output, children, extra);
export const tool = (name, input, output, extra = {}) => sp('tool', name, input, output, [], extra);
export const retr = (name, input, output, extra = {}) => sp('retriever', name, input, output, [], extra);
export const llm = (name, input, output, extra = {}, children = []) => sp('llm', name, input, output, children, extra);
// OpenAI-style assistant output with optional tool calls
export function oaOut(c, text, calls = []) {
  return { role: 'assistant', content: text || null, tool_calls: calls.length ? calls.map(([n, a]) => ({ id: c.callId(), type: 'function', function: { name: n, arguments: JSON.stringify(a) } })) : undefined, finish_reason: calls.length ? 'tool_calls' : 'stop' };
}
// Anthropic-style content blocks
export function anOut(c, text, calls = [], thinking) {
  const content = [];
  if (thinking) content.push({ type: 'thinking', thinking });
  if (text) content.push({ type: 'text', text });
  for (const [n, a] of calls) content.push({ type: 'tool_use', id: c.toolu(), name: n, input: a });
  return { role: 'assistant', content, stop_reason: calls.length ? 'tool_use' : 'end_turn' };
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, k) => a + countSpans(k), 0); }
