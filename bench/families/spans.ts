// Span-dict builders and a seeded random source for the progress families.
// Rows use the benchmark row format of ../shared/bench/semloop-dataset.jsonl:
// `{ trace_id, family, isolates, loop, stagnation, goal, root }`, where
// `root` is a deepeval-style span dict.

/** A deepeval-style span dict. */
export interface SpanDict {
  type: string
  name: string
  input?: unknown
  output?: unknown
  error?: unknown
  children: SpanDict[]
}

/** One benchmark row. */
export interface FamilyRow {
  trace_id: string
  family: string
  isolates: string
  loop: boolean
  stagnation: boolean
  goal: string
  root: SpanDict
}

/** A model step that wrote `text`. */
export const llm = (text: string): SpanDict => ({ type: 'llm', name: 'reason', input: '', output: text, children: [] })

/** A tool call and its result. */
export const tool = (name: string, input: unknown, output: unknown): SpanDict => ({ type: 'tool', name, input, output, children: [] })

/** A tool call that failed with `error`. */
export const failedTool = (name: string, input: unknown, error: string): SpanDict => ({ type: 'tool', name, input, output: null, error, children: [] })

/** An agent span. */
export const agent = (name: string, input: unknown, output: unknown, children: SpanDict[]): SpanDict => ({ type: 'agent', name, input, output, children })

/** The seeded random helpers one instance draws from. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** One item of a list. */
  pick<T>(items: readonly T[]): T
  /** `count` distinct items of a list, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  /** A hex id of `length` characters. */
  hex(length: number): string
}

/**
 * A seeded random source (a 32-bit xorshift-multiply generator), so every
 * run of the generator writes the same rows.
 */
export function seededRandom(seed: number): Random {
  let state = (seed ^ 0x5f3759df) >>> 0 || 1
  const next = (): number => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
    z = (z ^ (z >>> 15)) >>> 0
    return z / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
    }
    return pool.slice(0, count)
  }
  const hex = (length: number): string => Array.from({ length }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('')
  return { next, int, pick, sample, hex }
}
