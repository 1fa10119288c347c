// From the module itself, not the judge barrel: the barrel also carries the HTTP backends, which a
// matcher entry loaded in every test file has no use for (users pass their own backend).
import { judgeDetectLoops } from '../src/judge/report.js'
import { detectLoops } from '../src/report/detect.js'
import type { LoopReport, SignalName } from '../src/report/types.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { LoopcheckMatcherError } from './errors.js'
import { streamedSteps } from './input/streamed.js'
import { readLoopInput } from './input/trace-input.js'
import { checkOptions, MATCHER_OPTIONS, type JudgedNotStagnateOptions, type NotStagnateOptions } from './options.js'
import { findingLine, renderFindings } from './render/findings.js'
import { blocks, describeCall, type MatcherCall } from './render/hint.js'
import { plural } from '../src/util/text.js'
import { cleanBreakdown, judgeFailureNote, scoreLine, uncheckedSignals } from './render/report.js'
import { sanitize } from '../src/util/sanitize.js'

const ONLY: readonly SignalName[] = ['reasoningStagnation']

function result(call: MatcherCall, report: LoopReport): MatcherResult {
  const signal = report.signals.reasoningStagnation
  if (signal.status === 'skipped') {
    throw new LoopcheckMatcherError(call, 'the received report did not check reasoning stagnation (checkReasoningStagnation was off).', [
      'Pass the trace, or a report computed with the stagnation check on.',
    ])
  }
  const findings = report.findings.filter((finding) => finding.signal === 'reasoningStagnation')
  const pass = signal.status !== 'loop' && findings.length === 0
  const { palette } = call
  const detector = `the ${sanitize(report.detector)} detector`
  const message = (): string => {
    if (call.isNot) {
      const unchecked = uncheckedSignals(report, palette, ONLY)
      return blocks(
        call.hint,
        `Expected the reasoning to stagnate, but ${detector} found ${palette.received('no stagnating steps')}.`,
        scoreLine(report, palette, ONLY),
        unchecked.length > 0 ? unchecked.join('\n') : '',
        judgeFailureNote(report),
      )
    }
    return blocks(
      call.hint,
      `Expected the reasoning not to stagnate, but ${detector} found ${palette.received(plural(findings.length, 'stagnating pair'))} of steps.`,
      scoreLine(report, palette, ONLY),
      renderFindings(findings, { palette, spans: null }),
      judgeFailureNote(report),
    )
  }
  const outcome: MatcherResult = { pass, message }
  if (!call.isNot) {
    outcome.actual = { breakdown: { reasoningStagnation: report.breakdown.reasoningStagnation }, findings: findings.map(findingLine) }
    outcome.expected = { breakdown: cleanBreakdown(ONLY), findings: [] }
  }
  return outcome
}

/**
 * Asserts that an agent's reasoning steps do not stagnate: no two steps
 * that say the same thing again (lexically by default; judged by a model
 * with `{ judge }`, and then the matcher returns a promise: await it).
 * Tool repetition and recursion are not checked; use `toHaveNoAgentLoops`
 * for those.
 *
 * Accepts any trace loopcheck can read, or a `LoopReport` whose stagnation
 * check ran. Bad input throws, with or without `.not`.
 *
 * @example
 * expect(trace).toNotStagnate()
 * expect(trace).toNotStagnate({ similarityThreshold: 0.9 })
 * await expect(trace).toNotStagnate({ judge: new MockBackend({ answers }) })
 */
export function toNotStagnate(
  this: MatcherContext,
  received: unknown,
  options?: NotStagnateOptions | JudgedNotStagnateOptions,
): MatcherResult | Promise<MatcherResult> {
  const call = describeCall(this, toNotStagnate, 'trace', options !== undefined)
  const streamed = streamedSteps(call, received)
  if (streamed !== null) return streamed.then((result) => toNotStagnate.call(this, result, options))
  const { judged } = checkOptions(call, MATCHER_OPTIONS.toNotStagnate, options)
  const input = readLoopInput(call, received, { format: options?.format, goal: options?.goal, traceId: options?.traceId })
  if (input.kind === 'report') {
    const given = Object.keys(options ?? {}).filter((key) => (options as Record<string, unknown>)[key] !== undefined)
    if (given.length > 0) {
      throw new LoopcheckMatcherError(call, `options ${given.join(', ')} cannot apply to a LoopReport that is already computed.`, ['Pass the trace instead.'])
    }
    return result(call, input.report)
  }
  const onlyStagnation = { checkToolRepetition: false, checkCallGraphCycles: false, checkReasoningStagnation: true, format: undefined }
  if (judged) {
    const { judge, ...judgeOptions } = options as JudgedNotStagnateOptions
    return judgeDetectLoops(input.trace, judge, { ...judgeOptions, ...onlyStagnation, checkSemanticToolRepetition: false }).then((report) =>
      result(call, report),
    )
  }
  const { judge: _none, ...detectOptions } = (options ?? {}) as NotStagnateOptions
  return result(call, detectLoops(input.trace, { ...detectOptions, ...onlyStagnation }))
}
