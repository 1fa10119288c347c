import type { TracePath } from './path.js'
import type { NormalizedTrace } from './span.js'

/** Options every adapter accepts. */
export interface NormalizeOptions {
  /** Skip detection and read the value as this format (an adapter's `format`). */
  format?: string
  /** The task the agent was given, for formats that do not record it. */
  goal?: string
  /**
   * Use the model's reasoning text as an `llm` span's output when its visible
   * text is empty (message-log formats). Default `true`.
   */
  reasoningFallback?: boolean
  /**
   * Read only this trace of a body that holds several (an OTLP export, a
   * span batch); see `normalizeTraces` to read each of them.
   */
  traceId?: string
}

/**
 * Where a value stops matching a format: the first place it differs from
 * what the format needs, and how far it got before that (more checks passed
 * means a closer format, reported when no format matches).
 */
export interface FormatMismatch {
  /** How many of the format's checks the value passed before this one. */
  matched: number
  /** Where the value differs. */
  path: TracePath
  /** What the format expects there, for example `an array of spans`. */
  expected: string
}

/**
 * Reads one trace format into the span tree. Adapters are tried in order by
 * {@link normalizeTrace}; the first whose `detect` accepts a value reads it.
 *
 * @example
 * const myFormat: TraceFormatAdapter = {
 *   format: 'my-format',
 *   description: 'My tracer export ({ events: [...] })',
 *   detect: (value) => typeof value === 'object' && value !== null && 'events' in value,
 *   mismatch: () => ({ matched: 0, path: [], expected: 'an object with an events array' }),
 *   normalize: (value) => ({ format: 'my-format', root: toSpans(value) }),
 * }
 */
export interface TraceFormatAdapter {
  /** The format's name, accepted by `normalizeTrace(value, { format })`. */
  readonly format: string
  /** One line for error messages: what the format is and its tell-tale shape. */
  readonly description: string
  /** Cheap check of the value's top-level shape. */
  detect(value: unknown): boolean
  /** Where the value first fails to look like this format; `null` when it does look like it. */
  mismatch(value: unknown): FormatMismatch | null
  /** Reads the value; throws `TraceValidationError` naming the path of bad input. */
  normalize(value: unknown, options: NormalizeOptions): NormalizedTrace
  /**
   * Reads every trace the value holds, in the order they first appear, each
   * with its `traceId`; only formats whose bodies can hold several runs
   * (OTLP, OpenTelemetry span arrays, Agents SDK batches) have it. Always at
   * least one trace: an empty body is one trace with no root.
   */
  readTraces?(value: unknown, options: NormalizeOptions): NormalizedTrace[]
}
