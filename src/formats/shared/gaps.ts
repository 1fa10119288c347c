import type { NormalizedTrace, Span } from '../../trace/span.js'
import { walkSpans } from './span-tree.js'

/** The per-signal notes a normalized trace can carry. */
export type TraceGaps = NonNullable<NormalizedTrace['gaps']>

/** What a tree holds for the signals that read model text and tool arguments. */
export interface SignalCoverage {
  llmSpans: number
  /** `llm` spans whose output is a non-empty string. */
  llmWithText: number
  /**
   * `llm` spans whose output was recorded as a string, even an empty one:
   * adapters write `''` for a model answer that was recorded but held no
   * text (it only called tools), and `null` for an answer never recorded.
   */
  llmRecorded: number
  toolSpans: number
  /** `tool` spans whose input was recorded (not `null`/`undefined`). */
  toolsWithInput: number
}

/**
 * Counts, in one iterative pass, what a tree holds for the loop signals.
 *
 * @example
 * signalCoverage(root) // { llmSpans: 3, llmWithText: 2, llmRecorded: 3, toolSpans: 2, toolsWithInput: 2 }
 */
export function signalCoverage(root: Span | null): SignalCoverage {
  const coverage: SignalCoverage = { llmSpans: 0, llmWithText: 0, llmRecorded: 0, toolSpans: 0, toolsWithInput: 0 }
  if (root === null) return coverage
  walkSpans(root, (span) => {
    if (span.type === 'llm') {
      coverage.llmSpans++
      if (typeof span.output === 'string') coverage.llmRecorded++
      if (typeof span.output === 'string' && span.output.trim() !== '') coverage.llmWithText++
    } else if (span.type === 'tool') {
      coverage.toolSpans++
      if (span.input !== null && span.input !== undefined) coverage.toolsWithInput++
    }
  })
  return coverage
}

/**
 * The gaps of a tree-shaped source (OTLP, LangSmith, Agents SDK), where model
 * text and tool arguments are optional recordings rather than part of the
 * format: when no model call's answer was recorded, the stagnation signal
 * has nothing to compare (a model that answered with tool calls and no text
 * was recorded: its span's output is `''`, and that is no gap in the
 * recording); when tool spans exist but none recorded its arguments,
 * repetition would only compare names. Sources that always carry text
 * (message logs) never call this: an empty turn there is the model saying
 * nothing, not a missing recording.
 *
 * @example
 * recordingGaps(root, { noText: 'no model output text was recorded' })
 * // { reasoningStagnation: 'no model output text was recorded' } when every llm span is empty
 */
export function recordingGaps(root: Span | null, reasons: { noText: string; noModelSpans?: string; noToolInput?: string }): TraceGaps {
  const coverage = signalCoverage(root)
  const gaps: TraceGaps = {}
  if (coverage.llmSpans === 0) {
    if (reasons.noModelSpans !== undefined) gaps.reasoningStagnation = reasons.noModelSpans
  } else if (coverage.llmWithText === 0 && coverage.llmRecorded === 0) {
    gaps.reasoningStagnation = reasons.noText
  }
  if (coverage.toolSpans > 0 && coverage.toolsWithInput === 0 && reasons.noToolInput !== undefined) {
    gaps.toolRepetition = reasons.noToolInput
  }
  return gaps
}

/** Returns the trace with `gaps` set when there are any. */
export function withGaps(trace: NormalizedTrace, gaps: TraceGaps): NormalizedTrace {
  return Object.keys(gaps).length === 0 ? trace : { ...trace, gaps: { ...trace.gaps, ...gaps } }
}
