// The report every detector produces. Plain JSON (it survives a JSON round
// trip unchanged), stable across runs (no timings), so it snapshots cleanly
// and every matcher, CLI output and HTML page reads the same shape.

/** The three loop signals every detector scores. */
export type SignalName = 'toolRepetition' | 'reasoningStagnation' | 'callGraphCycles'

/**
 * The signal names in report order.
 *
 * @example
 * for (const name of SIGNAL_NAMES) console.log(name, report.breakdown[name])
 */
export const SIGNAL_NAMES: readonly SignalName[] = ['toolRepetition', 'reasoningStagnation', 'callGraphCycles']

/** One score per signal: 1 is clean, lower is worse (deepeval uses 1, 0.5 and 0). */
export interface LoopBreakdown {
  toolRepetition: number
  reasoningStagnation: number
  callGraphCycles: number
}

/**
 * What a signal concluded:
 * - `clean`: checked, no loop;
 * - `loop`: checked, a loop pattern was found (see the findings);
 * - `skipped`: turned off by the options;
 * - `insufficient-data`: the trace lacks what the signal needs (no model
 *   text recorded, no pair long enough to compare…), so its 1.0 is not a
 *   clean bill of health.
 */
export type SignalStatus = 'clean' | 'loop' | 'skipped' | 'insufficient-data'

/** One signal's outcome. */
export interface SignalReport {
  status: SignalStatus
  score: number
  /** The detector's reason text for this signal. */
  reason: string
  /** Why the data was insufficient, when it was. */
  note?: string
}

/** How serious a finding is: a warning is worth a look, critical is a loop. */
export type FindingLevel = 'warning' | 'critical'

/** One span as findings cite it. */
export interface SpanRef {
  /** Position in the trace, counting spans depth-first from the root (0). */
  spanIndex: number
  type: string
  name: string
}

interface FindingBase {
  /** Which signal the finding belongs to. */
  signal: SignalName
  /** The detector that produced it (`deepeval`, `progress`, `judge`…). */
  detector: string
  level: FindingLevel
  /** One sentence a person can read. */
  message: string
  /** An estimate of the steps the loop wasted, when the detector makes one. */
  wastedSteps?: number
}

/** The same tool called with the same arguments again and again. */
export interface RepeatedToolCallFinding extends FindingBase {
  kind: 'repeated-tool-call'
  tool: string
  /** The repeated arguments, as plain JSON (JSON-string arguments parsed). */
  arguments: unknown
  count: number
  /** Where each of the calls sits in the trace. */
  spanIndices: number[]
}

/** Two reasoning steps that say the same thing. */
export interface StagnationFinding extends FindingBase {
  kind: 'reasoning-stagnation'
  /** The two steps' positions among the trace's reasoning steps. */
  steps: [number, number]
  /** Where the two spans sit in the trace. */
  spanIndices: [number, number]
  /** The two steps' texts, as recorded. */
  texts: [string, string]
  /** How alike they are, 0 to 1. */
  similarity: number
  /** Which measure produced the similarity. */
  measure: 'bigram-jaccard' | 'sequence-ratio' | (string & {})
}

/** A span that calls itself: its label reappears on its own ancestry path. */
export interface CycleFinding extends FindingBase {
  kind: 'call-graph-cycle'
  /** The ancestry path from the root to the repeated span, inclusive. */
  path: Array<SpanRef & { label: string }>
  /** Index in `path` of the ancestor that the last span repeats. */
  repeatsIndex: number
}

/** Any finding a detector can report. */
export type LoopFinding = RepeatedToolCallFinding | StagnationFinding | CycleFinding

/**
 * The result of scoring one trace.
 *
 * @example
 * const report: LoopReport = detectLoops(trace)
 * if (report.loopDetected) console.log(report.findings[0]?.message)
 */
export interface LoopReport {
  /** The report shape's version; bumped on breaking changes. */
  version: 1
  /** Which detector produced the report. */
  detector: string
  /** The combined score, 0 (severe looping) to 1 (clean). */
  score: number
  /** The detector's combined-score verdict: `score >= threshold`. */
  success: boolean
  /** The threshold the verdict used. */
  threshold: number
  /** Whether any signal found a loop pattern (at least one finding). */
  loopDetected: boolean
  /** Why, in one paragraph. */
  reason: string
  breakdown: LoopBreakdown
  signals: Record<SignalName, SignalReport>
  findings: LoopFinding[]
}
