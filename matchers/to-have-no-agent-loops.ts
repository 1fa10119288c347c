import { judgeDetectLoops } from '../src/judge/index.js'
import { detectLoops } from '../src/report/detect.js'
import type { DetectOptions } from '../src/report/options.js'
import type { LoopReport } from '../src/report/types.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { LoopcheckMatcherError } from './errors.js'
import { indexSpans } from './input/spans.js'
import { readLoopInput, type LoopInput } from './input/trace-input.js'
import { checkOptions, OPTION_KINDS, type JudgedNoAgentLoopsOptions, type NoAgentLoopsOptions } from './options.js'
import { renderFindings } from './render/findings.js'
import { describeCall, type MatcherCall } from './render/hint.js'
import { blocks, plural } from './render/layout.js'
import { score } from './render/numbers.js'
import { cleanBreakdown, findingSummary, judgeFailureNote, scoreLine, uncheckedSignals } from './render/report.js'
import { sanitize } from './render/sanitize.js'

/** How the verdict is reached: any finding fails, or the combined score against a threshold. */
type Verdict = { mode: 'any-loop' } | { mode: 'threshold'; threshold: number }

function detectorName(report: LoopReport): string {
  return `the ${sanitize(report.detector)} detector`
}

function failureMessage(call: MatcherCall, report: LoopReport, input: LoopInput, verdict: Verdict): string {
  const { palette } = call
  const spans = input.kind === 'trace' ? indexSpans(input.trace) : null
  const findings = report.findings.length > 0 ? renderFindings(report.findings, { palette, spans }) : ''
  const judged = judgeFailureNote(report)

  if (verdict.mode === 'threshold') {
    const headline = call.isNot
      ? `Expected a combined score below ${palette.expected(score(verdict.threshold))}, but it is ${palette.received(score(report.score))}.`
      : `Expected a combined score of at least ${palette.expected(score(verdict.threshold))}, but it is ${palette.received(score(report.score))}.`
    return blocks(call.hint, headline, scoreLine(report, palette), findings, judged)
  }

  if (call.isNot) {
    const unchecked = uncheckedSignals(report, palette)
    // Warnings are patterns below the detector's confidence bar: shown, not counted.
    const warnings = report.findings.length
    const found = warnings > 0 ? `only ${plural(warnings, 'warning')}, no confirmed loop` : 'no loop pattern'
    return blocks(
      call.hint,
      `Expected an agent loop, but ${detectorName(report)} found ${palette.received(found)}.`,
      scoreLine(report, palette),
      findings,
      unchecked.length > 0 ? ['Signals that could not vouch for the trace:', ...unchecked.map((line) => `  ${line}`)].join('\n') : '',
      judged,
    )
  }

  const count = report.findings.length
  // The weighting quirk: deepeval's combined verdict passes any single signal.
  const quirk = report.success
    ? palette.dim(
        `The combined score ${score(report.score)} is at or above the threshold ${score(report.threshold)}, so the detector's own verdict passes; ` +
          'this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead.',
      )
    : ''
  return blocks(
    call.hint,
    `Expected no agent loops, but ${detectorName(report)} found ${palette.received(plural(count, 'loop pattern'))}.`,
    scoreLine(report, palette),
    findings,
    quirk,
    judged,
  )
}

function result(call: MatcherCall, report: LoopReport, input: LoopInput, verdict: Verdict): MatcherResult {
  const pass = verdict.mode === 'threshold' ? report.score >= verdict.threshold : !report.loopDetected
  const outcome: MatcherResult = { pass, message: () => failureMessage(call, report, input, verdict) }
  // Vitest prints a diff of these under the message; Jest keeps them on the
  // error. Under `.not` both sides would be the same clean object, so none.
  if (!call.isNot) {
    outcome.actual = { breakdown: { ...report.breakdown }, findings: report.findings.map(findingSummary) }
    outcome.expected = { breakdown: cleanBreakdown(), findings: [] }
  }
  return outcome
}

/**
 * Asserts that an agent trace shows no loop: no repeated tool call, no
 * stagnating reasoning steps, no recursive span. By default any loop
 * pattern the detector finds fails the assertion (under deepeval's weights
 * no single signal can pull the combined score below 0.5, which is the
 * wrong verdict for an assertion with this name); pass `threshold` to
 * judge by the combined score instead (`score >= threshold`).
 *
 * Accepts any trace loopcheck can read, or a `LoopReport` already
 * computed. With `{ judge }` the trace is judged by a model and the
 * matcher returns a promise: await it. Bad input throws, with or without
 * `.not`.
 *
 * @example
 * expect(trace).toHaveNoAgentLoops()
 * expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2 })
 * expect(loopingTrace).not.toHaveNoAgentLoops()
 * await expect(trace).toHaveNoAgentLoops({ judge: new JevBackend() })
 */
export function toHaveNoAgentLoops(
  this: MatcherContext,
  received: unknown,
  options?: NoAgentLoopsOptions | JudgedNoAgentLoopsOptions,
): MatcherResult | Promise<MatcherResult> {
  const call = describeCall(this, toHaveNoAgentLoops, 'trace', options !== undefined)
  const { judged } = checkOptions(call, OPTION_KINDS.toHaveNoAgentLoops, options)
  const input = readLoopInput(call, received, { format: options?.format, goal: options?.goal })
  const verdict: Verdict = options?.threshold !== undefined ? { mode: 'threshold', threshold: options.threshold } : { mode: 'any-loop' }

  if (input.kind === 'report') {
    const scoringOptions = Object.keys(options ?? {}).filter((key) => key !== 'threshold' && (options as Record<string, unknown>)[key] !== undefined)
    if (scoringOptions.length > 0) {
      throw new LoopcheckMatcherError(call, `options ${scoringOptions.join(', ')} cannot apply to a LoopReport that is already computed.`, [
        'Pass the trace instead; only { threshold } applies to a report.',
      ])
    }
    return result(call, input.report, input, verdict)
  }
  if (judged) {
    const { judge, ...judgeOptions } = options as JudgedNoAgentLoopsOptions
    return judgeDetectLoops(input.trace, judge, { ...judgeOptions, format: undefined }).then((report) => result(call, report, input, verdict))
  }
  const { judge: _none, ...detectOptions } = (options ?? {}) as NoAgentLoopsOptions
  const report = detectLoops(input.trace, { ...detectOptions, format: undefined } satisfies DetectOptions)
  return result(call, report, input, verdict)
}
