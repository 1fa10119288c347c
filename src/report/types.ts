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
  /**
   * The tokens those wasted steps cost, from the usage the trace recorded
   * (see `LoopReport.wastedTokens`); `null` when it records none.
   */
  wastedTokens?: number | null
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

// ---------------------------------------------------------------------------
// Findings of the `progress` detector (src/progress). Each cites the actions
// or steps involved (`spanIndices`, and `positions` among the trace's actions
// or agents), carries bounded, key-sorted previews of arguments and results
// as plain JSON, and estimates `wastedSteps`: the repeats that brought
// nothing new and were not followed by a new outcome of the same target.
// ---------------------------------------------------------------------------

/** An action as a progress finding cites it. */
export interface ActionEvidence {
  tool: string
  /** The arguments, key-sorted and cut to a bounded preview (JSON-string arguments parsed). */
  arguments: unknown
  /** The result (or error), key-sorted and cut to a bounded preview. */
  result: unknown
}

interface ProgressFindingBase extends FindingBase {
  /** Where each action involved sits in the trace, in order (first occurrences included; the first 1000). */
  spanIndices: number[]
  /** The same actions' positions among the trace's actions (0-based; the first 1000). */
  positions: number[]
  wastedSteps: number
  /**
   * Changes made inside the stretch (edits, writes) that the next check did
   * not confirm: after each, the check said exactly what it said before (at
   * most 10, in order). Absent when there were none.
   */
  changes?: ActionEvidence[]
  /**
   * The volatile parts the comparison ignored in the repeated results
   * (`timestamps`, `ids`, `durations`, `temp paths`…, and `field took_ms` for
   * a field left out by its name), when the raw results differed only there.
   * Absent when they were equal as recorded.
   */
  ignored?: string[]
  /** The repeated result as it was compared, volatile parts replaced by placeholders (`<time>`, `<id>`); only with `ignored`. */
  comparedAs?: string
  /**
   * Every repeat found nothing (an empty list, a zero count, "No results",
   * "End of list"), as the call before it had: the same nothing, however the
   * query was worded or whichever page was asked for. Absent otherwise.
   */
  foundNothing?: true
}

/**
 * The same call (same tool, same arguments once volatile and rationale
 * fields are left out) repeated with a result already seen, and no new
 * outcome anywhere in between (consecutive repeats without progress).
 */
export interface NoProgressRepeatFinding extends ProgressFindingBase {
  kind: 'no-progress-repeat'
  signal: 'toolRepetition'
  tool: string
  arguments: unknown
  result: unknown
  /** How many times the call ran with that result (the first included). */
  count: number
}

/**
 * A sequence of 2 to 5 calls repeating in the same order (A-B-A-B,
 * A-B-C-A-B-C) while none of them brings a new result.
 */
export interface PeriodicCycleFinding extends ProgressFindingBase {
  kind: 'periodic-cycle'
  signal: 'toolRepetition'
  /** How many calls one turn of the cycle holds. */
  period: number
  /** One turn of the cycle. */
  cycle: ActionEvidence[]
  /** How many calls followed the cycle (the first turn included). */
  count: number
}

/**
 * One tool called with changing arguments (a flag added, a limit bumped,
 * `.` written `./`, a query reworded), every variant giving a result
 * already seen: the changes do not change the outcome.
 */
export interface ArgumentChurnFinding extends ProgressFindingBase {
  kind: 'argument-churn'
  signal: 'toolRepetition'
  tool: string
  /** The distinct argument variants, in order of first use (at most 10). */
  variants: unknown[]
  result: unknown
  count: number
}

/** The same error again and again, whatever the arguments. */
export interface RepeatedErrorFinding extends ProgressFindingBase {
  kind: 'repeated-error'
  signal: 'toolRepetition'
  /** The tools that failed (usually one). */
  tools: string[]
  /** The error, as a bounded preview. */
  error: unknown
  /** The distinct argument variants tried (at most 10). */
  variants: unknown[]
  count: number
}

/**
 * A resource written back and forth between states (write X, write Y,
 * write X, write Y): each return to an earlier state undoes work.
 */
export interface ResourceFlipFinding extends ProgressFindingBase {
  kind: 'resource-flip'
  signal: 'toolRepetition'
  /** The tools that wrote the resource. */
  tools: string[]
  /** The resource written (the value of its `path`, `key`, `id`… argument). */
  resource: string
  /** The distinct states written, in order of first write (at most 10), as argument previews. */
  states: unknown[]
  /** For each write (the first 1000), the index of its state in `states` (-1 past the tenth state). */
  sequence: number[]
  /** How many writes returned the resource to an earlier state. */
  returns: number
}

/**
 * A stretch of calls that brought nothing new without a simpler shape
 * (neither one repeated call, nor a fixed cycle, nor one target).
 */
export interface NoProgressRunFinding extends ProgressFindingBase {
  kind: 'no-progress-run'
  signal: 'toolRepetition'
  /** The distinct calls of the stretch (at most 10). */
  actions: ActionEvidence[]
  count: number
}

/**
 * Reasoning steps whose actions made no progress: however differently each
 * step is worded (paraphrased, terse), the calls it led to repeated known
 * outcomes inside a confirmed loop.
 */
export interface StalledReasoningFinding extends FindingBase {
  kind: 'stalled-reasoning'
  signal: 'reasoningStagnation'
  /** The steps' positions among the trace's reasoning steps (the first 1000). */
  steps: number[]
  spanIndices: number[]
  /** The first ten steps' texts, each cut to a bounded preview. */
  texts: string[]
  /** The action finding that shows the lack of progress. */
  cause: { kind: string; spanIndices: number[] }
  wastedSteps: number
}

/**
 * Reasoning steps that say the same thing again (after removing what every
 * step of the agent says, such as a fixed preamble), with no new outcome
 * from any action in between. Earlier steps up to eight back are compared,
 * so A-B-A-B revisits count.
 */
export interface RepeatedReasoningFinding extends FindingBase {
  kind: 'repeated-reasoning'
  signal: 'reasoningStagnation'
  /** The repeating steps' positions among the trace's reasoning steps (the first 1000). */
  steps: number[]
  spanIndices: number[]
  /** The first ten steps' texts, each cut to a bounded preview. */
  texts: string[]
  /** Each repeat and the earlier step it repeats, with their similarity (0 to 1; the first 50). */
  pairs: Array<{ steps: [number, number]; similarity: number }>
  /**
   * How the steps were compared: `residual-shingle-jaccard` (word bigrams
   * beyond what every step says, with no new action outcome in between) or
   * `content-word-containment` (a monologue: the share of a turn's content
   * words, beyond what every turn says, that an earlier turn already said,
   * with nothing at all in between) or `long-step-repeat` (a step of 20
   * content words or more sharing `similarityThreshold` (0.85) or more of its word pairs with an
   * earlier step, nothing new observed in between, or news ignored by a last
   * step that leads nowhere: one repeat is a loop) or `verbatim-restatement`
   * (a step said again word for word, three times or more in a row at the
   * default `repetitionThreshold`, nothing new observed in between or after).
   */
  measure: 'residual-shingle-jaccard' | 'content-word-containment' | 'long-step-repeat' | 'verbatim-restatement'
  wastedSteps: number
}

/**
 * One model output repeating itself (content chanting): few of its 8-word
 * sequences are new and one recurs many times. Code blocks and tables are
 * left out, where repetition is normal.
 */
export interface ChantingFinding extends FindingBase {
  kind: 'chanting'
  signal: 'reasoningStagnation'
  /** The step's position among the trace's reasoning steps. */
  step: number
  spanIndex: number
  /** The step's text, cut to a bounded preview. */
  text: string
  /** The repeated unit: the most frequent 8 words (lower-cased, numbers as `#`). */
  unit: string
  /** How many times the unit occurs. */
  repeats: number
  /** The share of distinct 8-word sequences, 0 to 1 (low is repetitive). */
  novelty: number
  wastedSteps: number
}

/**
 * A span re-entering itself: its identity (type, name and a digest of its
 * whole canonical input) reappears on its own ancestry path.
 */
export interface RecursiveCallFinding extends FindingBase {
  kind: 'recursive-call'
  signal: 'callGraphCycles'
  /** A readable identity: `type:name#digest`. */
  label: string
  /** The ancestry from the first occurrence to the first re-entry, inclusive (long paths keep 32 spans at each end). */
  path: SpanRef[]
  /** How many spans were left out of the middle of `path`. */
  elided: number
  /** Where the re-entries are (at most 100). */
  spanIndices: number[]
  /** How many re-entries there are in all. */
  count: number
  wastedSteps: number
}

/**
 * Agents handing work back and forth (A-B-A-B, or A-B-C-A-B-C across more
 * agents) while no round brings a new output or a new tool result.
 */
export interface AgentPingPongFinding extends ProgressFindingBase {
  kind: 'agent-ping-pong'
  signal: 'callGraphCycles'
  /** One turn of the cycle, by agent name (one name: the same agent re-delegated the same work). */
  agents: string[]
  period: number
  /** How many agent runs the cycle covered (the first turn included). */
  count: number
}

/** Every finding kind the `progress` detector reports. */
export type ProgressFinding =
  | NoProgressRepeatFinding
  | PeriodicCycleFinding
  | ArgumentChurnFinding
  | RepeatedErrorFinding
  | ResourceFlipFinding
  | NoProgressRunFinding
  | StalledReasoningFinding
  | RepeatedReasoningFinding
  | ChantingFinding
  | RecursiveCallFinding
  | AgentPingPongFinding

/** Any finding a detector can report. */
export type LoopFinding = RepeatedToolCallFinding | StagnationFinding | CycleFinding | ProgressFinding

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
  /**
   * Whether the detector flagged a loop: the verdict `toHaveNoAgentLoops`
   * and the CLI use by default (`success` is the combined-score verdict).
   * For `deepeval` and the judge, any sub-signal below 1.0 (reaching
   * `repetitionThreshold` or `similarityThreshold` is a flag by their
   * definition); for `progress`, any `critical` finding: its warnings are
   * patterns below its confidence bar, reported for a look but not failed.
   */
  loopDetected: boolean
  /** Why, in one paragraph. */
  reason: string
  breakdown: LoopBreakdown
  signals: Record<SignalName, SignalReport>
  findings: LoopFinding[]
  /** The tokens the whole run spent, from the usage its spans recorded; `null` when none is recorded (unknown, not zero). */
  totalTokens: number | null
  /**
   * The tokens spent on the steps the findings call wasted, each step
   * counted once: a wasted model step or agent run costs what was recorded
   * inside it, a wasted tool call its share of the model turn that made it.
   * `null` when the trace records no usage.
   */
  wastedTokens: number | null
}

/**
 * A report as a detector returns it, before what its loops cost is priced
 * from the trace's usage (`detectLoops` adds `totalTokens` and
 * `wastedTokens`).
 */
export type UnpricedLoopReport = Omit<LoopReport, 'totalTokens' | 'wastedTokens'>
