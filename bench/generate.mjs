// Deterministic generators for the benchmarks: no randomness from the
// environment, so every run scores the same traces.

/** A small seeded PRNG (mulberry32), so generated traces are reproducible. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const VOCABULARY = (
  'search index query result cache deploy build module parser schema order customer invoice ' +
  'stream buffer router commit review merge fixture suite worker handler session timeout latency ' +
  'memory payload response request network retry backoff token budget planner agent answer draft ' +
  'verify compare summary report table column filter join update insert select delete record file ' +
  'folder path config option value threshold window period cycle loop guard event trace span'
).split(' ')

/**
 * The issue's benchmark trace: `steps` reasoning steps of about 80 words,
 * each differing from the previous by a few words; as many tool calls over
 * a small argument pool, interleaved; and a delegation chain `depth` deep.
 */
export function generateTrace({ steps = 2000, words = 80, depth = 300, seed = 7 } = {}) {
  const random = rng(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  let text = Array.from({ length: words }, () => pick(VOCABULARY))
  const children = []
  for (let i = 0; i < steps; i++) {
    text = [...text]
    for (let k = 0; k < 3; k++) text[Math.floor(random() * text.length)] = pick(VOCABULARY)
    children.push({ type: 'llm', name: 'gpt-4o', input: `step ${i}`, output: text.join(' '), children: [] })
    children.push({
      type: 'tool',
      name: pick(['search', 'read_file', 'sql']),
      input: { query: pick(['paris', 'berlin', 'lisbon', 'rome']), page: Math.floor(random() * 4) },
      output: `result ${i}`,
      children: [],
    })
  }
  // A delegation chain: each agent hands a distinct sub-task to the next.
  const chainRoot = { type: 'agent', name: 'delegate', input: 'task 0', output: 'done', children: [] }
  let at = chainRoot
  for (let d = 1; d < depth; d++) {
    const next = { type: 'agent', name: 'delegate', input: `task ${d}`, output: 'done', children: [] }
    at.children.push(next)
    at = next
  }
  children.push(chainRoot)
  return { type: 'agent', name: 'root', input: 'benchmark', output: 'done', children }
}

/**
 * Python's `random.Random(seed)` for a small non-negative integer seed:
 * MT19937 seeded by `init_by_array([seed])`, with `randbelow(n)` drawing
 * `n.bit_length()` bits and rejecting values ≥ n, as CPython does for
 * `randrange(n)` and `choice(seq)`. Only what `gen_big_trace.py` uses.
 */
export function pythonRandom(seed) {
  const mt = new Uint32Array(624)
  let index = 624
  const initGenrand = (s) => {
    mt[0] = s >>> 0
    for (let i = 1; i < 624; i++) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30)
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0
    }
  }
  // init_by_array with the key [seed]
  initGenrand(19650218)
  const key = [seed >>> 0]
  let i = 1
  let j = 0
  for (let k = Math.max(624, key.length); k > 0; k--) {
    const prev = mt[i - 1] ^ (mt[i - 1] >>> 30)
    mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0
    i++
    j++
    if (i >= 624) {
      mt[0] = mt[623]
      i = 1
    }
    if (j >= key.length) j = 0
  }
  for (let k = 623; k > 0; k--) {
    const prev = mt[i - 1] ^ (mt[i - 1] >>> 30)
    mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0
    i++
    if (i >= 624) {
      mt[0] = mt[623]
      i = 1
    }
  }
  mt[0] = 0x80000000
  const next32 = () => {
    if (index >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = (mt[k] & 0x80000000) | (mt[(k + 1) % 624] & 0x7fffffff)
        mt[k] = mt[(k + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0)
      }
      index = 0
    }
    let y = mt[index++]
    y ^= y >>> 11
    y ^= (y << 7) & 0x9d2c5680
    y ^= (y << 15) & 0xefc60000
    y ^= y >>> 18
    return y >>> 0
  }
  const randbelow = (n) => {
    const bits = 32 - Math.clz32(n)
    let r = next32() >>> (32 - bits)
    while (r >= n) r = next32() >>> (32 - bits)
    return r
  }
  return { next32, randbelow, choice: (list) => list[randbelow(list.length)] }
}

/** `json.dumps` of plain data as Python writes it by default (`", "` and `": "` separators; ASCII strings only here). */
function pythonJson(value) {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pythonJson(v)}`)
      .join(', ')}}`
  }
  return JSON.stringify(value)
}

/**
 * The trace issue 16 names, byte for byte: the output of
 * `python3 ../shared/bench/gen_big_trace.py --n 2000 --words 80 --depth 300`
 * (copied to `bench/gen_big_trace.py`), reproduced here so the benchmark
 * needs no Python. N reasoning steps of `words` words over a 409-word
 * vocabulary, three words replaced per step; N calls to `grep`, `read` or
 * `run` with `{ q }` drawn from N/4 + 1 values, every one answering `ok`
 * (so calls repeat with the same answer, as in a loop); and a chain of
 * `depth` nested agents around a tool. Returns the JSON text.
 */
export function issueTraceText({ n = 2000, words = 80, depth = 300, seed = 3 } = {}) {
  const random = pythonRandom(seed)
  const vocab = [...Array.from({ length: 400 }, (_, i) => `w${i}`), ...'query result file module handler session token cache index'.split(' ')]
  const text = Array.from({ length: words }, () => random.choice(vocab))
  const kids = []
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) {
      // Python evaluates the right-hand side of `text[randrange(...)] = choice(vocab)` first.
      const word = random.choice(vocab)
      text[random.randbelow(text.length)] = word
    }
    kids.push({ type: 'llm', name: 'reason', input: 'p', output: text.join(' '), children: [] })
    const name = random.choice(['grep', 'read', 'run'])
    kids.push({ type: 'tool', name, input: { q: random.randbelow(Math.floor(n / 4) + 1) }, output: 'ok', children: [] })
  }
  let chain = { type: 'tool', name: 'leaf', input: { i: -1 }, output: '', children: [] }
  for (let d = 0; d < depth; d++) chain = { type: 'agent', name: `step${d % 7}`, input: { i: d }, output: '', children: [chain] }
  kids.push(chain)
  return `${pythonJson({ type: 'agent', name: 'root', input: 'goal', output: '', children: kids })}\n`
}
