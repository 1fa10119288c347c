// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) { h = Math.imul(h ^ s.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (x) => String(x).padStart(2, "0");

// Noise context bound to one trace id.
export function mk(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const hex = (n) => { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(r() * 16)]; return s; };
  const b62 = (n) => { const A = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"; let s = ""; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; };
  let clock = Date.UTC(2024, int(0, 11), int(1, 27), int(7, 20), int(0, 59), int(0, 59), int(0, 999));
  const tick = (lo = 300, hi = 4000) => { clock += int(lo, hi); return clock; };
  const d = () => new Date(clock);
  const n = {
    r, int, pick, hex, b62, tick,
    now: () => clock,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`,
    iso: () => d().toISOString(),
    isoOff: () => { const t = new Date(clock + 2 * 3600e3); return t.toISOString().replace("Z", "").slice(0, 19) + "+02:00"; },
    httpDate: () => { const t = d(); return `${DAYS[t.getUTCDay()]}, ${p2(t.getUTCDate())} ${MON[t.getUTCMonth()]} ${t.getUTCFullYear()} ${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(clock / 1000),
    epochMs: () => clock,
    clockStr: () => { const t = d(); return `${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())}.${String(t.getUTCMilliseconds()).padStart(3, "0")}`; },
    usDate: () => { const t = d(); return `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()}, ${((t.getUTCHours() + 11) % 12) + 1}:${p2(t.getUTCMinutes())} ${t.getUTCHours() < 12 ? "AM" : "PM"}`; },
    reqId: (p = "req_") => p + b62(int(16, 24)),
    cfRay: () => `${hex(16)}-${pick(["FRA", "AMS", "IAD", "SJC", "CDG", "NRT", "LHR"])}`,
    etag: () => `W/"${hex(int(8, 16))}"`,
    sha: (n2 = 40) => hex(n2),
    ms: (a = 40, b = 2500) => int(a, b),
    secs: () => (int(5, 9000) / 1000).toFixed(int(1, 3)) + "s",
    tmp: (ext = "png") => pick(["/tmp/tmp", "/var/folders/7h/k2_" + b62(6) + "/T/tmp", "/tmp/playwright-artifacts-"]) + b62(8) + "." + ext,
    host: (svc = "web") => `${svc}-${pick(["prod", "edge", "app"])}-${int(1, 40)}${pick(["a", "b", "c", "d"])}.${pick(["use1", "euw1", "apse2", "usw2"])}.internal`,
    job: (p = "job_") => p + int(100000, 999999) + "_" + hex(4),
    csrf: () => b62(32),
    sid: () => b62(int(20, 28)),
    cb: () => `_=${clock}`,
    scrollY: () => int(0, 9000),
    shotB64: () => "iVBORw0KGgoAAAANSUhEUgAA" + b62(int(24, 40)) + "...",
    shotMeta: (w = 1280, h = 800) => ({ width: w, height: h, bytes: int(90000, 640000), sha1: hex(40) }),
    tab: () => `tab-${int(1, 9)}${hex(3).toUpperCase()}`,
    ago: () => pick(["just now", `${int(1, 59)} minutes ago`, `${int(1, 23)}h ago`, `${int(2, 50)}s ago`]),
  };
  return n;
}

// Span builders. Each adds timing metadata from the trace's fake clock.
export function spanFactory(n) {
  const meta = (extra) => {
    const start = n.now(); const end = n.tick(60, 2500);
    return { span_id: n.hex(16), start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString(), ...(extra || {}) };
  };
  const mkSpan = (type, name, input, output, children, opt = {}) => {
    const s = { type, name, input, output, children: children || [] };
    if (opt.error) s.error = opt.error;
    s.metadata = meta(opt.meta);
    return s;
  };
  return {
    span: mkSpan,
    agent: (name, input, output, children, meta2) => mkSpan("agent", name, input, output, children, { meta: meta2 }),
    chain: (name, input, output, children, meta2) => mkSpan("chain", name, input, output, children, { meta: meta2 }),
    llm: (name, input, output, meta2, children) => mkSpan("llm", name, input, output, children, { meta: { ...(meta2 || {}), usage: { prompt_tokens: n.int(900, 14000), completion_tokens: n.int(40, 700) } } }),
    tool: (name, input, output, opt = {}) => mkSpan("tool", name, input, output, opt.children, opt),
    retriever: (name, input, output, opt = {}) => mkSpan("retriever", name, input, output, opt.children, opt),
  };
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

export function row(family, idx, isolates, loop, stagnation, goal, root) {
  return { trace_id: `${family}-${String(idx).padStart(2, "0")}`, family, isolates, loop, stagnation, goal, root };
}
