// Deterministic helpers for the benchmark rows. No Math.random, no clock reads.

export function hashStr(s) {
  // FNV-1a 32-bit
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
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

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// Noise kit bound to one trace. All values come from the seeded PRNG and a synthetic clock.
export function kit(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const chars = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rnd() * alpha.length)]; return s; };
  const hex = (n) => chars(HEX, n);
  // synthetic clock: a day in 2025, advanced explicitly
  let now = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 19), int(0, 59), int(0, 59)) + int(0, 999);
  const d = () => new Date(now);
  const k = {
    rnd, int, pick, hex,
    b62: (n) => chars(B62, n),
    tick(ms) { now += ms === undefined ? int(300, 4000) : ms; return now; },
    tickS(a, b) { now += int(a * 1000, b * 1000); return now; },
    now: () => now,
    iso: () => d().toISOString(),
    isoSec: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (h = 1) => { const x = new Date(now + h * 3600e3); return x.toISOString().replace(/\.\d{3}Z$/, (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'); },
    http: () => d().toUTCString(),
    epoch: () => Math.floor(now / 1000),
    epochMs: () => now,
    epochNs: () => String(now) + String(int(100000, 999999)),
    syslog: () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    compact: () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    euro: () => { const x = d(); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    us: () => { const x = d(); const h = x.getUTCHours(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    clf: () => { const x = d(); return `${p2(x.getUTCDate())}/${MON[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; },
    hms: () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}`; },
    date: () => d().toISOString().slice(0, 10),
    uuid() { const h = hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${pick(['8', '9', 'a', 'b'])}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => chars(B32, 26),
    reqId: (prefix = 'req_') => prefix + chars(B62, 24),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    amznTrace: () => `Root=1-${Math.floor(now / 1000).toString(16)}-${hex(24)}`,
    cfRay: () => `${hex(16)}-${pick(['FRA', 'AMS', 'CDG', 'LHR', 'ORD', 'SJC', 'NRT', 'SIN', 'GRU', 'JNB'])}`,
    servedBy: () => `cache-${pick(['fra', 'ams', 'lcy', 'iad', 'bur'])}-${pick(['eddf', 'ehaa', 'kiad', 'kbur'])}${int(8000000, 8299999)}-${pick(['FRA', 'AMS', 'LCY', 'IAD'])}`,
    etag: (weak = false) => `${weak ? 'W/' : ''}"${hex(int(16, 32))}"`,
    sha1: () => hex(40),
    sha256: () => hex(64),
    short: () => hex(7),
    crc32: () => '0x' + hex(8).toUpperCase(),
    addr: () => '0x7f' + hex(10),
    pid: () => int(1200, 65000),
    port: () => int(32768, 60999),
    ms: (a = 8, b = 900) => `${int(a, b)}ms`,
    secs: (a = 0.2, b = 9) => `${(a + rnd() * (b - a)).toFixed(2)}s`,
    num: (a, b, dp = 2) => Number((a + rnd() * (b - a)).toFixed(dp)),
    hmsDur: () => `0:00:${p2(int(1, 59))}.${String(int(0, 999999)).padStart(6, '0')}`,
    jobId: (p = 'job') => `${p}-${d().toISOString().slice(0, 10).replace(/-/g, '')}-${int(1000, 99999)}`,
    pod: (svc) => `${svc}-${hex(9).replace(/[0-3]/g, 'c')}-${chars('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    host: (svc, region = 'eu-west-1') => `${svc}-${p2(int(1, 24))}.${region}.internal`,
    tmp: (kind = 'py') => kind === 'py' ? `/tmp/tmp${chars('abcdefghijklmnopqrstuvwxyz0123456789_', 8)}` : kind === 'mac' ? `/var/folders/${chars('abcdefghijklmnopqrstuvwxyz0123456789', 2)}/${chars('abcdefghijklmnopqrstuvwxyz0123456789_', 30)}/T/${chars(B62, 8)}` : `/tmp/${kind}-${hex(8)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: int(1, 1e6), t: now })).toString('base64').replace(/=+$/, ''),
    lsn: () => `${int(0, 9).toString(16).toUpperCase()}/${hex(8).toUpperCase()}`,
    seq: () => int(100000, 99999999),
  };
  return k;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata, error) => span('agent', name, input, output, children, { metadata, error });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata, error) => span('chain', name, input, output, children, { metadata, error });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

// ---------- OpenAI-style message helpers ----------
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export const call = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });

// count spans in a tree
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
