// The committed baseline: what each trace scored when the team last accepted
// the state of things. Kept small and diff-friendly: one line per trace,
// keys sorted, so a review shows exactly which traces changed.

import { z } from 'zod'
import { compareStrings } from '../../util/text.js'
import { formatScore as fmt } from '../output/score-format.js'
import { tokenCount } from '../../report/cost-text.js'

/** What the baseline remembers about one trace. */
export interface BaselineEntry {
  verdict: 'pass' | 'fail'
  score: number
  /** The kinds of finding the trace had, sorted. */
  findings: string[]
  /** The tokens its loops cost, when the trace recorded usage (absent: unknown). */
  wastedTokens?: number
}

/** A baseline file's content. */
export interface Baseline {
  version: 1
  /** The detector that produced the scores. */
  detector: string | null
  /** Detection options that differ from the defaults, so a change of options is noticed. */
  options: Record<string, unknown>
  traces: Record<string, BaselineEntry>
}

const EntrySchema = z.object({
  verdict: z.enum(['pass', 'fail']),
  score: z.number().min(0).max(1),
  findings: z.array(z.string()).default([]),
  wastedTokens: z.number().int().min(0).optional(),
})

// `traces` is checked entry by entry below rather than with z.record: a
// record schema rebuilds the object, and a trace keyed "__proto__" (JSON.parse
// keeps it as an own key) would be lost or become the object's prototype.
const BaselineSchema = z.object({
  loopcheck: z.literal('baseline'),
  version: z.literal(1),
  detector: z.string().nullable().default(null),
  options: z.record(z.string(), z.unknown()).default({}),
  traces: z.custom<Record<string, unknown>>((value) => value !== null && typeof value === 'object' && !Array.isArray(value), 'expected an object'),
})

/**
 * A baseline file that cannot be used, with why.
 *
 * @example
 * try { parseBaseline(text) } catch (error) { if (error instanceof BaselineError) console.error(error.message) }
 */
export class BaselineError extends Error {
  override readonly name = 'BaselineError'
}

/**
 * Reads a baseline file's text. Throws {@link BaselineError} naming the
 * first problem (the JSON path and what was expected).
 *
 * @example
 * const baseline = parseBaseline(readFileSync('loopcheck-baseline.json', 'utf8'))
 * baseline.traces['checkout-run-3'] // { verdict: 'pass', score: 1, findings: [] }
 */
export function parseBaseline(text: string): Baseline {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new BaselineError(`not valid JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  const parsed = BaselineSchema.safeParse(value)
  if (!parsed.success) throw new BaselineError(`not a loopcheck baseline: ${describeIssue(parsed.error.issues[0], [])}`)
  const traces: Record<string, BaselineEntry> = Object.create(null) as Record<string, BaselineEntry>
  for (const [key, raw] of Object.entries(parsed.data.traces)) {
    const entry = EntrySchema.safeParse(raw)
    if (!entry.success) throw new BaselineError(`not a loopcheck baseline: ${describeIssue(entry.error.issues[0], ['traces', key])}`)
    const { wastedTokens, ...rest } = entry.data
    traces[key] = { ...rest, findings: [...entry.data.findings], ...(wastedTokens !== undefined ? { wastedTokens } : {}) }
  }
  return { version: 1, detector: parsed.data.detector, options: parsed.data.options, traces }
}

function describeIssue(issue: z.core.$ZodIssue | undefined, prefix: readonly string[]): string {
  const path = [...prefix, ...(issue?.path ?? []).map(String)]
  return `${issue?.message ?? 'unexpected shape'} at ${path.length === 0 ? 'the top level' : path.join('.')}`
}

/**
 * Writes a baseline as stable, diff-friendly JSON: fixed field order, trace
 * keys in code-unit order, one trace per line, a final newline. The same
 * scores always give the same bytes.
 *
 * @example
 * serializeBaseline({ version: 1, detector: 'deepeval', options: {}, traces: { b: e2, a: e1 } })
 * // {
 * //   "loopcheck": "baseline",
 * //   ...
 * //   "traces": {
 * //     "a": {"verdict":"fail","score":0.45,"findings":["repeated-tool-call"]},
 * //     "b": ...
 */
export function serializeBaseline(baseline: Baseline): string {
  const keys = Object.keys(baseline.traces).sort(compareStrings)
  const lines = keys.map((key, i) => {
    const entry = baseline.traces[key]!
    // Without recorded usage the entry stays as it always was.
    const tokens = entry.wastedTokens !== undefined ? { wastedTokens: entry.wastedTokens } : {}
    const body = JSON.stringify({ verdict: entry.verdict, score: entry.score, findings: [...entry.findings].sort(compareStrings), ...tokens })
    return `    ${JSON.stringify(key)}: ${body}${i < keys.length - 1 ? ',' : ''}`
  })
  const options = Object.fromEntries(
    Object.keys(baseline.options)
      .sort(compareStrings)
      .map((key) => [key, baseline.options[key]]),
  )
  return [
    '{',
    '  "loopcheck": "baseline",',
    '  "version": 1,',
    `  "detector": ${JSON.stringify(baseline.detector)},`,
    `  "options": ${JSON.stringify(options)},`,
    keys.length === 0 ? '  "traces": {}' : '  "traces": {',
    ...lines,
    ...(keys.length === 0 ? [] : ['  }']),
    '}',
    '',
  ].join('\n')
}

/** How a trace moved relative to the baseline. */
export type Change = 'regressed' | 'improved' | 'unchanged' | 'new'

/** The comparison of one trace with its baseline entry. */
export interface Comparison {
  change: Change
  /** The baseline entry, when there was one. */
  previous: BaselineEntry | null
  /** Why it regressed or improved, in words. */
  why: string | null
}

// Scores are compared with a little slack for floating-point noise, so a
// tolerance of 0 does not flag 0.30000000000000004 against 0.3.
const EPSILON = 1e-9

/**
 * Compares a trace with its baseline entry. A regression is a trace that
 * passed and now fails, whose score dropped by more than `tolerance`, or
 * whose loops cost more tokens than the baseline's by more than `tolerance`
 * as a share of them (any growth from none); an improvement is the reverse.
 * Wasted tokens are compared only when both runs recorded usage. A trace
 * the baseline does not know is `new`: listed, never failed.
 *
 * @example
 * compareWithBaseline({ verdict: 'pass', score: 1, findings: [] }, { verdict: 'fail', score: 0.8 }, 0).change // 'regressed'
 * compareWithBaseline({ verdict: 'fail', score: 0.5, findings: [], wastedTokens: 1000 }, { verdict: 'fail', score: 0.5, wastedTokens: 3000 }, 0.1).change // 'regressed'
 * compareWithBaseline(undefined, { verdict: 'fail', score: 0.8 }, 0).change                                    // 'new'
 */
export function compareWithBaseline(
  previous: BaselineEntry | undefined,
  current: { verdict: 'pass' | 'fail'; score: number; wastedTokens?: number | null },
  tolerance: number,
): Comparison {
  if (previous === undefined) return { change: 'new', previous: null, why: null }
  const drop = previous.score - current.score
  const before = previous.wastedTokens
  const now = typeof current.wastedTokens === 'number' ? current.wastedTokens : undefined
  const tokens = before !== undefined && now !== undefined ? { before, now, allowed: before * tolerance } : null
  const tokensText = tokens === null ? '' : `${tokenCount(tokens.before)} → ${tokens.now.toLocaleString('en-US')}`
  if (previous.verdict === 'pass' && current.verdict === 'fail') {
    return { change: 'regressed', previous, why: `passed in the baseline, fails now (score ${fmt(previous.score)} → ${fmt(current.score)})` }
  }
  if (drop > tolerance + EPSILON) {
    return { change: 'regressed', previous, why: `score dropped ${fmt(previous.score)} → ${fmt(current.score)}, more than the tolerance ${fmt(tolerance)}` }
  }
  if (tokens !== null && tokens.now - tokens.before > tokens.allowed + EPSILON) {
    return { change: 'regressed', previous, why: `wasted tokens grew ${tokensText}, more than the tolerance ${fmt(tolerance)} of the baseline's` }
  }
  if (previous.verdict === 'fail' && current.verdict === 'pass') {
    return { change: 'improved', previous, why: `failed in the baseline, passes now (score ${fmt(previous.score)} → ${fmt(current.score)})` }
  }
  if (-drop > tolerance + EPSILON) {
    return { change: 'improved', previous, why: `score rose ${fmt(previous.score)} → ${fmt(current.score)}` }
  }
  if (tokens !== null && tokens.before - tokens.now > tokens.allowed + EPSILON) {
    return { change: 'improved', previous, why: `wasted tokens fell ${tokensText}` }
  }
  return { change: 'unchanged', previous, why: null }
}

/**
 * The baseline's traces that this run did not see, sorted.
 *
 * @example
 * removedTraces(baseline, new Set(['a'])) // ['b']
 */
export function removedTraces(baseline: Baseline, seen: ReadonlySet<string>): string[] {
  return Object.keys(baseline.traces)
    .filter((key) => !seen.has(key))
    .sort(compareStrings)
}

/**
 * Gives each trace a key no earlier trace in the run has taken: its own key
 * the first time, then the key with its location. Deterministic, because
 * results arrive in input order.
 *
 * @example
 * const unique = uniqueKeys()
 * unique('t1', 'a.jsonl:1') // 't1'
 * unique('t1', 'a.jsonl:9') // 't1 @ a.jsonl:9'
 */
export function uniqueKeys(): (key: string, location: string) => string {
  const taken = new Set<string>()
  return (key, location) => {
    let unique = key
    if (taken.has(unique)) unique = `${key} @ ${location}`
    for (let n = 2; taken.has(unique); n++) unique = `${key} @ ${location} #${n}`
    taken.add(unique)
    return unique
  }
}
