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
 * The benchmark trace: `steps` reasoning steps of about 80 words,
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
