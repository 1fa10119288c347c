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
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

export function noise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // fixed synthetic epoch base (2025-03-..), advanced by a virtual clock
  let t = Date.UTC(2025, 2 + Math.floor(rnd() * 6), 1 + Math.floor(rnd() * 27), 6 + Math.floor(rnd() * 10), Math.floor(rnd() * 60), Math.floor(rnd() * 60));
  const R = {
    rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(rnd() * 62)]; return s; },
    tick: (ms) => { t += ms ?? (200 + Math.floor(rnd() * 4000)); return t; },
    now: () => t,
    iso: () => new Date(R.tick()).toISOString(),
    isoLocal: (off = '+02:00') => { const d = new Date(R.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth()+1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${off}`; },
    http: () => { const d = new Date(R.tick()); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(R.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2,' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    eu: () => { const d = new Date(R.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth()+1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    us: () => { const d = new Date(R.tick()); const h = d.getUTCHours(); return `${d.getUTCMonth()+1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h+11)%12)+1}:${p2(d.getUTCMinutes())} ${h<12?'AM':'PM'}`; },
    epoch: () => Math.floor(R.tick() / 1000),
    epochMs: () => R.tick(),
    uuid: () => `${R.hex(8)}-${R.hex(4)}-4${R.hex(3)}-${'89ab'[Math.floor(rnd()*4)]}${R.hex(3)}-${R.hex(12)}`,
    reqId: (prefix = 'req_') => prefix + R.b62(20),
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
    sha: () => R.hex(40), short: () => R.hex(7),
    etag: () => `W/"${R.hex(8)}-${R.hex(12)}"`,
    ms: (a = 20, b = 2500) => R.int(a, b),
    dur: (a = 20, b = 2500) => { const v = R.int(a, b); return v >= 1000 ? `${(v/1000).toFixed(2)}s` : `${v}ms`; },
    tmp: (stem = 'tmp') => `/tmp/${stem}-${R.b62(8).toLowerCase()}`,
    job: (prefix = 'job') => `${prefix}-${R.int(10000, 99999)}`,
    host: (prefix = 'api') => `${prefix}-${R.pick(['euw1','use2','aps1','euc1'])}-${R.hex(5)}`,
    pod: (app) => `${app}-${R.hex(10)}-${R.b62(5).toLowerCase()}`,
    ip: () => `10.${R.int(0,255)}.${R.int(0,255)}.${R.int(1,254)}`,
    rate: (limit = 500) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(R.int(1, limit - 1)), 'x-ratelimit-reset': String(R.int(1, 60)) + 's' }),
    cursor: () => Buffer.from(`{"o":${R.int(10,9999)},"k":"${R.hex(6)}"}`).toString('base64'),
    tokens: () => ({ prompt_tokens: R.int(300, 9000), completion_tokens: R.int(20, 900) }),
    callId: (prefix = 'call_') => prefix + R.b62(24),
  };
  return R;
}

// ---- span builders ----
function mk(type, name, input, output, children, metadata, error) {
  const s = { type, name, input: input ?? null, output: output ?? null, children: children || [] };
  if (error) s.error = error;
  if (metadata) s.metadata = metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => mk('agent', name, input, output, children, metadata);
export const llm = (name, input, output, metadata, children) => mk('llm', name, input, output, children, metadata);
export const tool = (name, input, output, metadata, error) => mk('tool', name, input, output, [], metadata, error);
export const retriever = (name, input, output, metadata) => mk('retriever', name, input, output, [], metadata);
export const span = (type, name, input, output, children, metadata, error) => mk(type, name, input, output, children, metadata, error);

// message helpers
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const tc = (R, name, args, asString = true) => ({ id: R.callId(), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
export const toolMsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
