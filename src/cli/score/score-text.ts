import { detectLoops, TraceValidationError, UnrecognizedTraceError, type LoopReport, type NormalizedTrace } from '../../index.js'
import { toNormalizedTraces } from '../../report/detect.js'
import { formatPath } from '../../trace/path.js'
import { describeFinding } from '../../render/finding.js'
import { oneLine } from '../../util/text.js'
import { safeJson } from '../output/sanitize.js'
import { traceIdOf } from './identity.js'
import { buildTimeline } from './timeline.js'
import type { ScoreConfig, TraceInput, TraceResult } from './types.js'
import { verdictOf } from './verdict.js'

const MAX_ERROR_LENGTH = 500

/** A trace's text, parsed: the value to score, or the result that says why it cannot be. */
type Parsed = { ok: true; base: TraceResult; value: unknown } | { ok: false; result: TraceResult }

function parseInput(input: TraceInput): Parsed {
  const base: TraceResult = {
    seq: input.seq,
    file: input.file,
    line: input.line,
    id: null,
    verdict: 'error',
    score: null,
    threshold: null,
    loopDetected: null,
    success: null,
    detector: null,
    format: null,
    breakdown: null,
    totalTokens: null,
    wastedTokens: null,
    signals: null,
    findings: [],
    error: null,
  }
  if (input.readError !== undefined) return { ok: false, result: { ...base, error: input.readError } }
  try {
    const value: unknown = JSON.parse(input.text)
    return { ok: true, base: { ...base, id: traceIdOf(value) }, value }
  } catch (error) {
    return { ok: false, result: { ...base, error: `invalid JSON: ${shorten(error instanceof Error ? error.message : String(error))}` } }
  }
}

function resultOf(base: TraceResult, trace: NormalizedTrace, report: LoopReport, config: ScoreConfig): TraceResult {
  const findings = report.findings.map((finding) => describeFinding(finding))
  const verdict = verdictOf(report, config.verdictBy, config.maxWastedTokens)
  const scored: TraceResult = {
    ...base,
    verdict,
    score: report.score,
    threshold: report.threshold,
    loopDetected: report.loopDetected,
    success: report.success,
    detector: report.detector,
    format: trace.format,
    breakdown: { ...report.breakdown },
    signals: {
      toolRepetition: report.signals.toolRepetition.status,
      reasoningStagnation: report.signals.reasoningStagnation.status,
      callGraphCycles: report.signals.callGraphCycles.status,
    },
    findings,
    totalTokens: report.totalTokens,
    wastedTokens: report.wastedTokens,
  }
  if (config.includeReport) scored.reportJson = safeJson(report)
  if (config.includeTimeline && verdict === 'fail') {
    scored.timeline = buildTimeline(trace, new Set(findings.flatMap((finding) => finding.spans)))
  }
  return scored
}

/**
 * Scores the trace(s) given as JSON text: parse, read the trace's id,
 * detect, decide the verdict. One result per trace: a body that holds
 * several runs (an OTLP export with several trace ids) gives one result
 * each, named `file#<traceId>`. Never throws: unreadable JSON and traces no
 * format recognises come back as an `error` result whose message names the
 * path of the problem. Pure apart from the detector's own work, so the
 * worker threads and the in-process path give identical results.
 *
 * @example
 * scoreText({ seq: 0, file: 'a.jsonl', line: 3, text: '{"trace_id":"t1", ...}' }, config)[0].verdict // 'fail'
 */
export function scoreText(input: TraceInput, config: ScoreConfig): TraceResult[] {
  const parsed = parseInput(input)
  if (!parsed.ok) return [parsed.result]
  return eachTrace(parsed, config, (base, trace) => resultOf(base, trace, detectLoops(trace, config.detect), config))
}

/**
 * {@link scoreText} with an asynchronous detector (a judge). A report the
 * detector marks as failed (`judgeError`) is an error result: a judge that
 * did not answer must not read as "no loop".
 *
 * @example
 * await scoreTextAsync(input, config, (trace) => judgeDetectLoops(trace, backend))
 */
export async function scoreTextAsync(
  input: TraceInput,
  config: ScoreConfig,
  detect: (trace: NormalizedTrace) => Promise<LoopReport & { judgeError?: string | null }>,
): Promise<TraceResult[]> {
  const parsed = parseInput(input)
  if (!parsed.ok) return [parsed.result]
  return Promise.all(
    eachTrace(parsed, config, async (base, trace) => {
      try {
        const report = await detect(trace)
        if (typeof report.judgeError === 'string') return { ...base, format: trace.format, error: shorten(`the judge failed: ${report.judgeError}`) }
        return resultOf(base, trace, report, config)
      } catch (error) {
        return { ...base, error: describeError(error) }
      }
    }),
  )
}

/**
 * Reads every trace of a parsed input and scores each with `score`; an error
 * reading the input, or scoring one trace, is that result's error.
 */
function eachTrace<R>(
  parsed: Extract<Parsed, { ok: true }>,
  config: ScoreConfig,
  score: (base: TraceResult, trace: NormalizedTrace) => R,
): Array<R | TraceResult> {
  let traces: NormalizedTrace[]
  try {
    traces = toNormalizedTraces(parsed.value, config.detect)
  } catch (error) {
    return [{ ...parsed.base, error: describeError(error) }]
  }
  return traces.map((trace) => {
    // Each run of a multi-trace body is its own line, named by its trace id.
    const base =
      traces.length > 1 && trace.traceId !== undefined ? { ...parsed.base, file: `${parsed.base.file}#${trace.traceId}`, id: trace.traceId } : parsed.base
    try {
      return score(base, trace)
    } catch (error) {
      return { ...base, error: describeError(error) }
    }
  })
}

/** A scoring error as one line: the path and the problem, never the value. */
function describeError(error: unknown): string {
  if (error instanceof UnrecognizedTraceError) {
    const near = error.closest
    const where = near === null || near.mismatch.path.length === 0 ? 'the top level' : formatPath(near?.mismatch.path ?? [])
    const closest = near === null ? '' : ` Closest: ${near.format}, which expects ${near.mismatch.expected} at ${where}.`
    return shorten(`not a trace loopcheck can read (${error.tried.length} formats tried).${closest}`)
  }
  if (error instanceof TraceValidationError) return shorten(error.message)
  if (error instanceof RangeError) return shorten(`the trace is too large or too deep to score: ${error.message}`)
  return shorten(error instanceof Error ? error.message : String(error))
}

function shorten(message: string): string {
  return oneLine(message, MAX_ERROR_LENGTH)
}
