// Shared helpers: seeded PRNG, volatile-noise generators, span constructors.
// No clock reads, no Math.random: everything derives from the row seed.

export function hashSeed(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

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

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const pad = (x, n = 2) => String(x).padStart(n, '0');

// Noise source bound to a virtual clock that starts at `baseIso` and only
// moves forward when tick() is called.
export function mkNoise(seed, baseIso) {
  const r = mulberry32(seed);
  let t = Date.parse(baseIso);
  if (Number.isNaN(t)) throw new Error('bad base time ' + baseIso);
  const n = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (k) => { let s = ''; for (let i = 0; i < k; i++) s += HEX[Math.floor(r() * 16)]; return s; },
    alnum: (k) => { let s = ''; for (let i = 0; i < k; i++) s += ALNUM[Math.floor(r() * ALNUM.length)]; return s; },
    digits: (k) => { let s = String(1 + Math.floor(r() * 9)); for (let i = 1; i < k; i++) s += Math.floor(r() * 10); return s; },
    uuid: () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${'89ab'[Math.floor(r() * 4)]}${n.hex(3)}-${n.hex(12)}`,
    // advance virtual clock by a random amount in [minS, maxS] seconds
    tick: (minS, maxS = minS) => { t += Math.round((minS + r() * (maxS - minS)) * 1000); return n; },
    now: () => t,
    iso: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMs: () => new Date(t).toISOString(),
    isoOff: (h) => {
      const d = new Date(t + h * 3600000).toISOString().slice(0, 19);
      const s = h >= 0 ? '+' : '-';
      return `${d}${s}${pad(Math.abs(h))}:00`;
    },
    rfc: () => new Date(t).toUTCString(),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    local: () => new Date(t).toISOString().slice(0, 19).replace('T', ' '),
    compact: () => new Date(t).toISOString().slice(0, 19).replace(/[-:]/g, ''),
    date: () => new Date(t).toISOString().slice(0, 10),
    hms: () => new Date(t).toISOString().slice(11, 19),
    ms: (a, b) => a + Math.floor(r() * (b - a + 1)),
    secs: (a, b) => (a + r() * (b - a)).toFixed(2) + 's',
  };
  return n;
}

// ---- span constructors -------------------------------------------------
export const agent = (name, input, output, children = []) =>
  ({ type: 'agent', name, input, output, children });
export const llm = (name, text) =>
  ({ type: 'llm', name, input: null, output: text, children: [] });
export const tool = (name, input, output, children = []) =>
  ({ type: 'tool', name, input, output, children });
export const fail = (name, input, error) =>
  ({ type: 'tool', name, input, output: null, error, children: [] });
export const pending = (name, input) =>
  ({ type: 'tool', name, input, output: null, children: [] });
export const retr = (name, input, output) =>
  ({ type: 'retriever', name, input, output, children: [] });
// capture-disabled variants
export const blank = (type, name, empty = null, children = []) =>
  ({ type, name, input: empty, output: empty, children });

export const js = (o) => JSON.stringify(o);
