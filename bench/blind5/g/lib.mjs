// Shared helpers: seeded PRNG, volatile-noise generators, span builders.
// Deterministic: no clock reads, no Math.random.

function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function mulberry32(a) {
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w = 2) => String(n).padStart(w, '0');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export class Ctx {
  constructor(seed) {
    this.rand = mulberry32(fnv1a(seed));
    // base time somewhere in 2024, fixed by the seed
    const day = this.int(0, 300);
    this.now = Date.UTC(2024, 0, 1) + day * 86400000 + this.int(6, 20) * 3600000 + this.int(0, 3599) * 1000 + this.int(0, 999);
    this.str = false; // when true, tool args are recorded as JSON strings
  }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  alnum(n) { const cs = 'abcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += cs[this.int(0, 35)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  upper(n) { const cs = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < n; i++) s += cs[this.int(0, cs.length - 1)]; return s; }
  tick(minS = 1, maxS = 20) { this.now += this.int(minS * 1000, maxS * 1000); return this.now; }
  iso(minS, maxS) { return new Date(this.tick(minS, maxS)).toISOString(); }
  isoS(minS, maxS) { return new Date(this.tick(minS, maxS)).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(minS, maxS) { return new Date(this.tick(minS, maxS)).toISOString().replace(/\.\d{3}Z$/, '+00:00'); }
  rfc(minS, maxS) { return new Date(this.tick(minS, maxS)).toUTCString(); }
  logts(minS, maxS) { const d = new Date(this.tick(minS, maxS)); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())},${pad(d.getUTCMilliseconds(), 3)}`; }
  human(minS, maxS) { const d = new Date(this.tick(minS, maxS)); const h = d.getUTCHours(); return `${MON[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${pad(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'} UTC`; }
  epoch(minS, maxS) { return Math.floor(this.tick(minS, maxS) / 1000); }
  epochMs(minS, maxS) { return this.tick(minS, maxS); }
  hms() { const d = new Date(this.now); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  dateOnly(offsetDays = 0) { return new Date(this.now + offsetDays * 86400000).toISOString().slice(0, 10); }
  dur() { return Number((this.int(80, 4200) / 1000).toFixed(3)); }
  ms() { return this.int(12, 2400); }
  tmp() { return `/tmp/tmp${this.alnum(8)}`; }
  // tool arguments: object, or JSON string when this row records string args
  a(obj) { return this.str ? JSON.stringify(obj) : obj; }
}

export const agent = (name, input, output, children = []) => ({ type: 'agent', name, input, output, children });
export const llm = (name, text) => ({ type: 'llm', name, input: null, output: text, children: [] });
export const tool = (name, input, output) => ({ type: 'tool', name, input, output, children: [] });
export const fail = (name, input, error) => ({ type: 'tool', name, input, output: null, error, children: [] });
export const pending = (name, input) => ({ type: 'tool', name, input, output: null, children: [] });
export const retr = (name, input, output) => ({ type: 'retriever', name, input, output, children: [] });

export const DOMAINS = [
  'coding agent', 'browser automation', 'customer support', 'data engineering', 'travel', 'SRE/on-call',
  'research', 'e-commerce', 'insurance', 'logistics', 'tutoring', 'real estate', 'marketing ops',
  'security triage', 'HR', 'legal', 'healthcare admin', 'finance ops', 'game QA', 'IoT/device fleet',
];
