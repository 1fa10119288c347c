// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders.
// No clock, no Math.random: everything derives from the trace id.

export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n, w = 2) => String(n).padStart(w, '0');

export class Ctx {
  constructor(traceId, { strArgs = false, start } = {}) {
    this.rnd = mulberry32(fnv1a(traceId));
    this.strArgs = !!strArgs;
    // base time: a fixed date in 2024 plus a seeded offset (no wall clock)
    this.t = start ?? Date.UTC(2024, 3, 2, 6, 0, 0) + this.int(0, 75 * 86400) * 1000;
  }
  int(a, b) { return a + Math.floor(this.rnd() * (b - a + 1)); }
  pick(arr) { return arr[this.int(0, arr.length - 1)]; }
  tick(a = 1, b = 20) { this.t += this.int(a, b) * 1000 + this.int(0, 999); return this.t; }
  // timestamp formats
  iso() { return new Date(this.t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMs() { return new Date(this.t).toISOString(); }
  isoOff(h = 2) {
    const d = new Date(this.t + h * 3600000);
    return d.toISOString().replace(/\.\d{3}Z$/, '') + (h >= 0 ? '+' : '-') + pad(Math.abs(h)) + ':00';
  }
  rfc() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  sqlTs() { return new Date(this.t).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC'); }
  clf() {
    const d = new Date(this.t);
    return `${pad(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
  }
  hms() { const d = new Date(this.t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  day(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }
  // ids and noise
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(n) { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[this.int(0, 61)]; return s; }
  uuid() { return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`; }
  ms(a = 12, b = 900) { return this.int(a, b); }
  secs(a = 0.2, b = 3) { return (a + this.rnd() * (b - a)).toFixed(2); }
  // span builders
  args(o) { return this.strArgs && o !== null && typeof o === 'object' ? JSON.stringify(o) : o; }
  agent(name, input, children, output) { return { type: 'agent', name, input, output, children }; }
  llm(name, text) { this.tick(1, 9); return { type: 'llm', name, input: null, output: text, children: [] }; }
  tool(name, args, output) { this.tick(); return { type: 'tool', name, input: this.args(args), output, children: [] }; }
  fail(name, args, error) { this.tick(); return { type: 'tool', name, input: this.args(args), output: null, error, children: [] }; }
  pending(name, args) { return { type: 'tool', name, input: this.args(args), output: null, children: [] }; }
  retr(name, args, output) { this.tick(); return { type: 'retriever', name, input: this.args(args), output, children: [] }; }
}
