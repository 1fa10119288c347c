// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = n => String(n).padStart(2, '0');
export function makeR(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  const R = {
    rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: arr => arr[Math.floor(rnd() * arr.length)],
    hex: n => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: n => { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(rnd() * 62)]; return s; },
  };
  // deterministic clock: base in 2025, advances on tick()
  let t = Date.UTC(2025, R.int(0, 10), R.int(1, 27), R.int(6, 20), R.int(0, 59), R.int(0, 59)) + R.int(0, 999);
  R.tick = (sec = 1) => { t += Math.round(sec * 1000 + rnd() * 900); return t; };
  R.now = () => t;
  R.iso = (x = t) => new Date(x).toISOString();
  R.isoLocal = (x = t) => { const d = new Date(x - 5 * 3600e3); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}-05:00`; };
  R.http = (x = t) => { const d = new Date(x); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  R.epoch = (x = t) => Math.floor(x / 1000);
  R.epochMs = (x = t) => x;
  R.clock = (x = t) => { const d = new Date(x); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  R.usDate = (x = t) => { const d = new Date(x); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}, ${(h % 12) || 12}:${p2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; };
  R.ago = () => R.pick(['just now', `${R.int(1, 59)} seconds ago`, `${R.int(1, 9)} minutes ago`, `${R.int(10, 55)} min ago`, 'a minute ago']);
  R.uuid = () => `${R.hex(8)}-${R.hex(4)}-4${R.hex(3)}-${R.pick(['8','9','a','b'])}${R.hex(3)}-${R.hex(12)}`;
  R.reqId = () => R.pick([`req_${R.b62(24)}`, `${R.hex(8)}-${R.hex(4)}-${R.hex(4)}`, `Root=1-${R.hex(8)}-${R.hex(24)}`]);
  R.ms = (a = 40, b = 900) => R.int(a, b);
  R.dur = (a = 0.2, b = 4) => `${(a + rnd() * (b - a)).toFixed(2)}s`;
  R.tmp = (ext = 'png') => `/tmp/${R.pick(['playwright-artifacts-', 'tmp', 'cua-shot-', 'browseruse-'])}${R.b62(6)}/${R.hex(10)}.${ext}`;
  R.host = (pfx = 'web') => `${pfx}-${R.int(1, 24)}.${R.pick(['use1', 'euw1', 'usw2', 'apse2'])}.internal`;
  R.etag = () => `W/"${R.hex(8)}-${R.hex(16)}"`;
  R.csrf = () => R.b62(32);
  R.sid = () => `${R.hex(16)}${R.hex(16)}`;
  R.tab = () => `tab_${R.int(100000000, 999999999)}`;
  R.bust = () => R.pick([`_=${R.epochMs()}`, `v=${R.hex(7)}`, `cb=${R.int(100000, 999999)}`, `t=${R.epoch()}`]);
  R.shot = (w = 1280, h = 800) => `screenshot taken (${w}x${h}, ${(R.int(900, 4200) / 10).toFixed(1)} KB, sha256:${R.hex(16)})`;
  R.shotObj = (w = 1280, h = 800) => ({ type: 'image', media_type: 'image/png', width: w, height: h, bytes: R.int(90000, 420000), sha256: R.hex(64), data: '<base64 omitted>' });
  R.scrollY = () => R.int(0, 4800);
  R.jobId = (p = 'job') => `${p}_${R.hex(4)}${R.int(1000, 9999)}`;
  R.jitter = (xy, d = 4) => [xy[0] + R.int(-d, d), xy[1] + R.int(-d, d)];
  R.cookieBanner = () => rnd() < 0.5 ? '[cookie-banner] "We use cookies to improve your experience" [Accept all] [Manage]' : '';
  R.ad = () => `ad-slot-${R.pick(['top', 'rail', 'inline'])} (${R.pick(['300x250', '728x90', '320x50'])}) creative=${R.hex(6)}`;
  return R;
}
// span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, children = [], metadata) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], opts);
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
// browser-use style: one step = chain span with an llm call (AgentOutput JSON) then action tool spans
export function buStep(R, n, model, state, actions, results, extraMeta = {}) {
  const out = { current_state: state, action: actions };
  const kids = [llm(model, { messages: [{ role: 'system', content: 'You are a precise browser automation agent...' }, { role: 'user', content: `[step ${n}] current url + interactive elements (see state)` }] }, out, [], { tokens_in: R.int(2800, 9800), tokens_out: R.int(80, 400), latency_ms: R.ms(700, 4200) })];
  actions.forEach((a, i) => { const k = Object.keys(a)[0]; const r = results[i]; kids.push(tool(k, a[k], r && r.error ? null : r, r && r.error ? { error: r.error } : {})); });
  return chain(`step_${n}`, { step: n }, { done: false }, kids, { step_number: n, ...extraMeta });
}
// Anthropic computer-use style helpers
export const cuText = (text, toolUse) => ({ role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), ...(toolUse ? [{ type: 'tool_use', id: 'toolu_' + toolUse.id, name: toolUse.name || 'computer', input: toolUse.input }] : [])] });
