// Building blocks for the held-out benchmark: a seeded PRNG, span builders
// in the deepeval trace-dict style, and small noise helpers (ids, clocks).
// Nothing here reads the environment, so every run writes the same rows.

/** A span node as the benchmark rows carry it (deepeval trace-dict style). */
export interface RowSpan {
  type: string
  name: string
  input?: unknown
  output: unknown
  children: RowSpan[]
  error?: unknown
}

/** What a family generator returns for one instance. */
export interface Instance {
  goal: string
  root: RowSpan
}

/** One family: its label, what it isolates, and a generator per instance. */
export interface Family {
  family: string
  isolates: string
  loop: boolean
  stagnation: boolean
  make: (r: Rng, i: number) => Instance
}

/** FNV-1a, to turn a family name and instance number into a seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/** mulberry32 with a few conveniences. */
export class Rng {
  private a: number
  constructor(seed: number) {
    this.a = seed >>> 0
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1))
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list')
    return list[Math.floor(this.next() * list.length)] as T
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list]
    for (let k = out.length - 1; k > 0; k--) {
      const j = Math.floor(this.next() * (k + 1))
      const tmp = out[k] as T
      out[k] = out[j] as T
      out[j] = tmp
    }
    return out
  }
  /** `n` distinct items from `list`, in a random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    return this.shuffle(list).slice(0, n)
  }
  hex(n: number): string {
    let s = ''
    for (let k = 0; k < n; k++) s += '0123456789abcdef'[Math.floor(this.next() * 16)]
    return s
  }
  /** A base64url-looking token, as cursors and page tokens are. */
  token(n: number): string {
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    let s = ''
    for (let k = 0; k < n; k++) s += abc[Math.floor(this.next() * abc.length)]
    return s
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`
  }
}

/** A wall clock that only moves forward, for timestamps in results. */
export class Clock {
  private ms: number
  constructor(r: Rng) {
    // Somewhere in 2025, at a fixed seed-dependent instant.
    this.ms = Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59))
  }
  tick(seconds: number): string {
    this.ms += Math.round(seconds * 1000)
    return this.iso()
  }
  iso(): string {
    return new Date(this.ms).toISOString()
  }
  epoch(): number {
    return Math.floor(this.ms / 1000)
  }
}

/** A model step. `name` is the model or step label the tracer recorded. */
export function llm(text: string, name = 'reason'): RowSpan {
  return { type: 'llm', name, output: text, children: [] }
}

/** A tool call: arguments in `input`, result in `output`. */
export function tool(name: string, input: unknown, output: unknown): RowSpan {
  return { type: 'tool', name, input, output, children: [] }
}

/** A failed tool call recorded with the span's `error` field, as some tracers do. */
export function failedTool(name: string, input: unknown, error: string): RowSpan {
  return { type: 'tool', name, input, output: null, children: [], error }
}

export function agent(name: string, input: unknown, children: RowSpan[], output: unknown = ''): RowSpan {
  return { type: 'agent', name, input, output, children }
}

/** Arguments as a provider sends them: a JSON string, keys in a random order. */
export function asJsonString(r: Rng, args: Record<string, unknown>): string {
  const keys = r.shuffle(Object.keys(args))
  const obj: Record<string, unknown> = {}
  for (const k of keys) obj[k] = args[k]
  return JSON.stringify(obj)
}

/** The same arguments with their keys in a random order (key order is not identity). */
export function reorder(r: Rng, args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k of r.shuffle(Object.keys(args))) out[k] = args[k]
  return out
}

/** Model names a tracer may record on llm spans. */
export const MODEL_NAMES = ['reason', 'gpt-4o', 'claude-3-5-sonnet', 'assistant', 'gpt-4.1-mini', 'llama-3.1-70b']

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{${k}}`))
}
