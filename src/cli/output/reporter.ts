import type { VerdictRule } from '../../report/verdict.js'
import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'

/** What a reporter knows about the run before the first trace. */
export interface RunInfo {
  /** The detector's name. */
  detector: string
  /** `loops` (any finding fails) or `score` (`--threshold` given). */
  verdictBy: VerdictRule
  /** The detection options the user set, for the record. */
  options: Record<string, unknown>
  /** The baseline in use, if any. */
  baseline: { file: string; tolerance: number } | null
  /** Scoring the bundled example traces (no paths given). */
  examples: boolean
  /** How many files were found. */
  files: number
}

/**
 * An output format. Each method returns text to print (possibly empty); the
 * caller does the printing, so every format is a pure function of the run,
 * testable without a terminal. `trace` is called once per trace in input
 * order, as results stream in: formats that can print as they go (pretty,
 * JSON, GitHub annotations) do, so memory stays flat.
 *
 * @example
 * const reporter = jsonReporter()
 * out.write(reporter.begin(info))
 * for (const trace of traces) out.write(reporter.trace(trace))
 * out.write(reporter.end(summary))
 */
export interface Reporter {
  begin(info: RunInfo): string
  trace(trace: CheckedTrace): string
  end(summary: RunSummary): string
}

/**
 * The formats `--format` accepts.
 *
 * @example
 * OUTPUT_FORMATS.includes(format) // 'pretty', 'json', 'junit', 'markdown' or 'github'
 */
export const OUTPUT_FORMATS = ['pretty', 'json', 'junit', 'markdown', 'github'] as const

/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]
