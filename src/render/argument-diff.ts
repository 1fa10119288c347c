import { diffChars, diffLines } from 'diff'
import { stableJson } from '../util/stable-json.js'
import { truncate } from '../util/text.js'
import { CAPS } from './caps.js'
import type { SpanView } from './spans.js'

/** Calls of one tool with the same arguments as each other, but not as the repeated call. */
export interface ArgumentVariant {
  arguments: unknown
  /** Span positions of these calls. */
  positions: number[]
}

/**
 * One line of an argument diff: only in the first value (`-`), only in the
 * second (`+`), in both (` `), or a fold of unchanged lines (`⋮`).
 */
export interface DiffLine {
  mark: ' ' | '-' | '+' | '⋮'
  text: string
}

/** An argument diff as data: its lines, and how many more were cut. */
export interface ArgumentDiff {
  lines: DiffLine[]
  omitted: number
}

/**
 * A tool's arguments as compared: a JSON-string input is read as the JSON it
 * holds, the way the detectors read it.
 *
 * @example
 * toolArguments('{"q": "x"}') // { q: 'x' }
 */
export function toolArguments(input: unknown): unknown {
  if (typeof input !== 'string') return input
  try {
    return JSON.parse(input) as unknown
  } catch {
    return input
  }
}

function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
    const isArray = Array.isArray(value)
    for (const [key, item] of Object.entries(value)) leaves(item, isArray ? `${path}[${key}]` : `${path}.${JSON.stringify(key)}`, out)
  } else {
    out.set(path, stableJson(value))
  }
  return out
}

function textSimilarity(a: string, b: string): number {
  const x = a.slice(0, 200)
  const y = b.slice(0, 200)
  if (x.length + y.length === 0) return 1
  const common = diffChars(x, y).reduce((sum, part) => (part.added || part.removed ? sum : sum + part.value.length), 0)
  return (2 * common) / (x.length + y.length)
}

/**
 * Whether two argument values differ only slightly, so that the second call
 * is probably the first one retried in disguise. Fields are compared by
 * path (leaf values of nested objects and arrays). A difference is cosmetic
 * when it is a string nearly equal to the other side (`"."` and `"./"`, a
 * changed letter case, an extra space) or a flag that only one side has (a
 * boolean, number or null). Slight means: every difference is cosmetic and
 * some field is shared (or the values are single nearly-equal strings), or
 * at least half of all fields are shared. A different query is a different
 * call.
 *
 * @example
 * differsSlightly({ q: 'a', page: 1 }, { q: 'a', page: 2 })                       // true: half the fields shared
 * differsSlightly({ pattern: 'x', path: '.' }, { pattern: 'x', path: './', i: true }) // true: cosmetic
 * differsSlightly({ q: 'cats' }, { q: 'dogs' })                                   // false
 */
export function differsSlightly(a: unknown, b: unknown): boolean {
  const left = leaves(a, '$', new Map())
  const right = leaves(b, '$', new Map())
  const paths = new Set([...left.keys(), ...right.keys()])
  let shared = 0
  let allCosmetic = true
  let allStrings = true
  for (const path of paths) {
    const x = left.get(path)
    const y = right.get(path)
    if (x === y) {
      shared++
      continue
    }
    const strings = x !== undefined && y !== undefined && x.startsWith('"') && y.startsWith('"')
    if (!strings) allStrings = false
    const cosmetic = strings
      ? textSimilarity(JSON.parse(x) as string, JSON.parse(y) as string) >= 0.6
      : (x === undefined || y === undefined) && !(x ?? y ?? '').startsWith('"') && !(x ?? y ?? '').startsWith('[')
    if (!cosmetic) allCosmetic = false
  }
  if (shared === paths.size) return false
  if (allCosmetic && (shared > 0 || allStrings)) return true
  return shared > 0 && shared / paths.size >= 0.5
}

/**
 * The other calls of a repeated tool whose arguments differ only slightly
 * from the repeated ones (see {@link differsSlightly}), grouped by their
 * arguments in order of first use. These are the retries an exact-match
 * count misses.
 *
 * @example
 * findNearMisses('grep', { pattern: 'x', path: '.' }, spans)
 * // [{ arguments: { pattern: 'x', path: './' }, positions: [4] }]
 */
export function findNearMisses(tool: string, repeated: unknown, spans: ReadonlyMap<number, SpanView>): ArgumentVariant[] {
  const key = stableJson(repeated)
  const variants = new Map<string, ArgumentVariant>()
  for (const span of spans.values()) {
    if (span.type !== 'tool' || span.name !== tool) continue
    const args = toolArguments(span.input ?? {})
    const argsKey = stableJson(args)
    if (argsKey === key) continue
    const variant = variants.get(argsKey)
    if (variant !== undefined) variant.positions.push(span.index)
    else variants.set(argsKey, { arguments: args, positions: [span.index] })
  }
  return [...variants.values()].filter((variant) => differsSlightly(repeated, variant.arguments))
}

/**
 * A line diff of two argument values printed as indented, key-sorted JSON:
 * `-` lines are only in `from`, `+` lines only in `to`, the rest are shared.
 * Unchanged stretches longer than three lines are folded to their ends, and
 * the diff is capped at {@link CAPS.diffLines} lines.
 *
 * @example
 * argumentDiff({ path: '.', q: 'x' }, { path: './', q: 'x' }).lines.map((l) => `${l.mark} ${l.text}`)
 * // ['  {', '- "path": ".",', '+ "path": "./",', '  "q": "x"', '  }']
 */
export function argumentDiff(from: unknown, to: unknown): ArgumentDiff {
  const lines: DiffLine[] = []
  for (const part of diffLines(stableJson(from, { indent: 2 }) + '\n', stableJson(to, { indent: 2 }) + '\n')) {
    const mark = part.added ? '+' : part.removed ? '-' : ' '
    for (const text of part.value.replace(/\n$/, '').split('\n')) lines.push({ mark, text })
  }
  const folded: DiffLine[] = []
  for (let i = 0; i < lines.length; ) {
    let j = i
    while (j < lines.length && lines[j]!.mark === ' ') j++
    if (j - i > 3) folded.push(lines[i]!, { mark: '⋮', text: `${j - i - 2} unchanged lines` }, lines[j - 1]!)
    else folded.push(...lines.slice(i, j))
    if (j < lines.length) folded.push(lines[j]!)
    i = j + 1
  }
  const shown = folded.slice(0, CAPS.diffLines).map(({ mark, text }) => ({ mark, text: truncate(text, CAPS.valueChars) }))
  return { lines: shown, omitted: folded.length - shown.length }
}
