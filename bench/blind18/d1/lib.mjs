// Deterministic helpers for the trace generator. No Math.random, no clock reads.
export function hash32(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Noise source seeded from the trace id. Keeps its own simulated clock.
export class Noise {
  constructor(traceId) {
    this.r = mulberry32(hash32(traceId));
    this.t = Date.UTC(2024, 0, 1) + Math.floor(this.r() * 640 * 86400) * 1000 + Math.floor(this.r() * 1000);
    this.seq = Math.floor(this.r() * 90000) + 1000;
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chars(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.r() * alphabet.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  b62(n) { return this.chars(n, B62); }
  uuid() { const h = this.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[this.int(0,3)]}${h.slice(17,20)}-${h.slice(20)}`; }
  ulid() { let ts = this.t, s = ''; for (let i = 0; i < 10; i++) { s = B32[ts % 32] + s; ts = Math.floor(ts / 32); } return s + this.chars(16, B32); }
  objectId() { return Math.floor(this.t / 1000).toString(16).padStart(8, '0') + this.hex(16); }
  snowflake() { return String(BigInt(this.t - 1288834974657) * 4194304n + BigInt(this.int(0, 4194303))); }
  // clock
  tick(sec = 1) { this.t += Math.floor(sec * 1000) + this.int(0, 999); return this.t; }
  iso(ms = this.t) { return new Date(ms).toISOString(); }
  isoSec(ms = this.t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(ms = this.t, offH = 1) { const d = new Date(ms + offH * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; }
  http(ms = this.t) { const d = new Date(ms); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  pylog(ms = this.t) { const d = new Date(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth()+1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3,'0')}`; }
  syslog(ms = this.t) { const d = new Date(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2,' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hms(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dmy(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth()+1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  epoch(ms = this.t) { return Math.floor(ms / 1000); }
  epochMs(ms = this.t) { return ms; }
  // ids and volatile values
  req(prefix = 'req_') { return prefix + this.b62(20); }
  job(prefix = 'job-') { return prefix + this.int(100000, 999999); }
  host(prefix = 'api') { return `${prefix}-${this.pick(['a','b','c','d'])}${this.int(1, 24)}.${this.pick(['eu-west-1','us-east-2','fra1','ams3','lhr'])}.internal`; }
  pod(name) { return `${name}-${this.chars(10, 'bcdfghjklmnpqrstvwxz2456789')}-${this.chars(5, 'bcdfghjklmnpqrstvwxz2456789')}`; }
  etag(weak = false) { return (weak ? 'W/' : '') + '"' + this.hex(weak ? 16 : 32) + '"'; }
  sha(n = 40) { return this.hex(n); }
  ms() { return this.int(7, 2400); }
  secs() { return (this.int(80, 9000) / 1000).toFixed(2) + 's'; }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.chars(8, 'abcdefghijklmnopqrstuvwxyz0123456789_')}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  addr() { return '0x7f' + this.hex(10); }
  cursor(obj) { return Buffer.from(JSON.stringify(obj ?? { k: this.hex(8), ts: this.epoch() })).toString('base64').replace(/=+$/, ''); }
  nextSeq() { this.seq += this.int(1, 40); return this.seq; }
  ray() { return this.hex(16) + '-' + this.pick(['LHR','CDG','FRA','AMS','DUB','IAD','SJC']); }
}

// span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => span(opts.type || 'tool', name, input, output, opts.children || [], opts);
export const retr = (name, input, output, opts = {}) => span('retriever', name, input, output, opts.children || [], opts);
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });

// message helpers
export const sys = (content) => ({ role: 'system', content });
export const usr = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export const oaiCall = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const callId = (n) => 'call_' + n.b62(24);
export const toolu = (n) => 'toolu_01' + n.b62(22);
// Anthropic Messages style output
export const anthOut = (n, model, blocks, stop = 'tool_use') => ({ id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model, content: blocks, stop_reason: stop, usage: { input_tokens: n.int(900, 9000), output_tokens: n.int(40, 700) } });
// OpenAI Responses style output
export const respOut = (n, model, items) => ({ id: 'resp_' + n.hex(40), object: 'response', created_at: n.epoch(), model, status: 'completed', output: items, usage: { input_tokens: n.int(500, 8000), output_tokens: n.int(20, 600) } });
export const fnCall = (n, name, args) => ({ type: 'function_call', id: 'fc_' + n.hex(40), call_id: callId(n), name, arguments: JSON.stringify(args) });
export const msgItem = (text) => ({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
export const usage = (n) => ({ prompt_tokens: n.int(400, 9000), completion_tokens: n.int(15, 600) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
