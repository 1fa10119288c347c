// The data that flows from the scorer (in-process or in a worker thread) to
// the reporters. Plain JSON only: it crosses the worker boundary by
// structured clone, and the JSON reporter prints parts of it as they are.

import type { VerdictRule } from '../../report/verdict.js'
import type { DetectOptions, LoopBreakdown, SignalName, SignalStatus } from '../../index.js'
import type { FindingView } from '../../render/finding.js'

/** One trace to score: the text of a JSON file or of one JSONL line. */
export interface TraceInput {
  /** Position in the whole run, from 0; results are reported in this order. */
  seq: number
  /** The file, as shown to the user (relative, forward slashes). */
  file: string
  /** 1-based line of a JSONL file; `null` for a JSON file (one trace). */
  line: number | null
  /** The JSON text. */
  text: string
  /** Set when the input could not even be read (missing file, no match). */
  readError?: string
}

/** How a trace came out: `error` when it could not be read or scored. */
export type Verdict = 'pass' | 'fail' | 'error'

/** One span of a failing trace's timeline, for the HTML report. */
export interface TimelineStep {
  /** Depth-first index, as findings cite it. */
  index: number
  depth: number
  type: string
  name: string
  /** Excerpts, raw (escaped when rendered). */
  input: string
  output: string
}

/** A failing trace's spans: all of them for small traces, otherwise the start and the neighbourhood of every highlighted span. */
export interface Timeline {
  steps: TimelineStep[]
  /** How many spans the trace has in all. */
  total: number
}

/** The result of scoring one trace. */
export interface TraceResult {
  seq: number
  file: string
  line: number | null
  /** The trace's own id (`trace_id` or `id` at its top level), when it has one. */
  id: string | null
  verdict: Verdict
  /** Combined score 0–1; `null` for an error. */
  score: number | null
  threshold: number | null
  loopDetected: boolean | null
  success: boolean | null
  /** The detector that scored it. */
  detector: string | null
  /** The format the trace was read as (`deepeval`, `openai-chat`…). */
  format: string | null
  breakdown: LoopBreakdown | null
  /** Each signal's status. */
  signals: Record<SignalName, SignalStatus> | null
  /** Each finding as the render model describes it (title, summary, evidence, spans). */
  findings: FindingView[]
  /** The tokens the run spent, from its recorded usage; `null` when none is recorded (or for an error). */
  totalTokens: number | null
  /** The tokens the findings' wasted steps cost; `null` when unknown. */
  wastedTokens: number | null
  /** Why the trace could not be scored. */
  error: string | null
  /**
   * The full report as terminal-safe JSON text, when the JSON output asks
   * for it. Serialised where the trace is scored: a string crosses from a
   * worker thread far faster than the object graph, and the main thread,
   * which reads and writes for every thread, is spared the work.
   */
  reportJson?: string
  /** The failing trace's spans, when the HTML report asks for them. */
  timeline?: Timeline
}

/** Everything a scorer needs, as plain data (it is sent to worker threads). */
export interface ScoreConfig {
  detect: DetectOptions
  /** The engine's verdict rule: `loops` by default, `score` with `--threshold` (see `VerdictRule`). */
  verdictBy: VerdictRule
  /** `--max-wasted-tokens`: a trace whose loops cost more fails. */
  maxWastedTokens?: number | undefined
  includeReport: boolean
  includeTimeline: boolean
}
