// Shared helpers for the blind benchmark generator. No dependencies, deterministic.

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

const pad = (n, w = 2) => String(n).padStart(w, "0");

// A per-trace context: PRNG, clock, and volatile-noise generators.
export function makeCtx(seedKey) {
  const rng = mulberry32(hashString(seedKey));
  const int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const chance = (p) => rng() < p;
  const hex = (n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(rng() * 16)];
    return s;
  };
  const alnum = (n) => {
    const A = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let s = "";
    for (let i = 0; i < n; i++) s += A[Math.floor(rng() * A.length)];
    return s;
  };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`;
  // clock: a base instant in 2025 advanced by calls to tick()
  let t = Date.UTC(2025, 10, int(1, 15), int(6, 21), int(0, 59), int(0, 59)) + int(0, 999);
  const iso = () => new Date(t).toISOString();
  const tick = (a = 1, b = 20) => {
    t += int(a * 1000, b * 1000) + int(0, 999);
    return iso();
  };
  const day = (offsetDays = 0) => new Date(t + offsetDays * 86400000).toISOString().slice(0, 10);
  const hhmmss = () => {
    const d = new Date(t);
    return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
  const ctx = {
    rng, int, pick, chance, hex, alnum, uuid, iso, tick, day, hhmmss,
    ms: (a = 20, b = 900) => int(a, b),
    secs: (a = 1, b = 90) => +(a + rng() * (b - a)).toFixed(2),
    sha: () => hex(40),
    short: () => hex(7),
    reqId: (p = "req_") => p + alnum(4).toLowerCase() + hex(10),
    pid: () => int(1200, 64000),
    epoch: () => Math.floor(t / 1000),
    slackTs: () => `${Math.floor(t / 1000)}.${String(int(0, 999999)).padStart(6, "0")}`,
    tmp: (ext = "log") => `/tmp/${["run", "job", "out", "agent"][int(0, 3)]}-${hex(8)}.${ext}`,
    strArgs: false,
  };
  ctx.strArgs = chance(0.25);
  // tool call arguments: sometimes serialized as a JSON string (as providers send them)
  ctx.args = (obj) => (ctx.strArgs ? JSON.stringify(obj) : obj);
  return ctx;
}

// Span builders ---------------------------------------------------------------
export const agent = (name, input, children, output = null) => ({ type: "agent", name, input, output, children });
export const llm = (output, name = "llm", input = null) => ({ type: "llm", name, input, output, children: [] });
export const tool = (name, input, output) => ({ type: "tool", name, input, output, children: [] });
export const toolErr = (name, input, error) => ({ type: "tool", name, input, output: null, error, children: [] });
export const retriever = (name, input, output) => ({ type: "retriever", name, input, output, children: [] });

// Small text utilities ---------------------------------------------------------
// Near-verbatim variant of a text: a couple of cosmetic edits only.
export function nearVerbatim(ctx, text, level = 1) {
  const swaps = [
    [/\bI'll\b/, "I will"], [/\bI will\b/, "I'll"], [/\bdon't\b/, "do not"], [/, then /, " and then "],
    [/\bfirst\b/, "first,"], [/\.$/, ""], [/\bthe\b/, "the"], [/ - /, " — "], [/\bOK\b/, "Okay"],
    [/\bSo\b/, "So,"], [/\bit's\b/, "it is"], [/\bthat's\b/, "that is"],
  ];
  let out = text;
  for (let k = 0; k < level; k++) {
    const [re, rep] = ctx.pick(swaps);
    out = out.replace(re, rep);
  }
  return out;
}

export const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
