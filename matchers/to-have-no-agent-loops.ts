// From the module itself, not the judge barrel: the barrel also carries the HTTP backends, which a
// matcher entry loaded in every test file has no use for (users pass their own backend).
import { judgeDetectLoops } from '../src/judge/report.js'
import { detectLoops } from '../src/report/detect.js'
import type { DetectOptions } from '../src/report/options.js'
import type { LoopReport } from '../src/report/types.js'
import { tokenCount } from '../src/report/cost-text.js'
import { exceedsTokenBudget, passesVerdict, verdictRuleOf, type VerdictRule } from '../src/report/verdict.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { LoopcheckMatcherError } from './errors.js'
import { indexSpans } from '../src/render/spans.js'
import { streamedSteps } from './input/streamed.js'
import { readLoopInput, type LoopInput } from './input/trace-input.js'
import { checkOptions, MATCHER_OPTIONS, type JudgedNoAgentLoopsOptions, type NoAgentLoopsOptions, type TokenBudget } from './options.js'
import { findingLine, renderFindings } from './render/findings.js'
import { blocks, describeCall, type MatcherCall } from './render/hint.js'
import { plural } from '../src/util/text.js'
import { exactNumber } from '../src/util/stable-json.js'
import { cleanBreakdown, judgeFailureNote, scoreLine, uncheckedSignals } from './render/report.js'
import { sanitize } from '../src/util/sanitize.js'

function detectorName(report: LoopReport): string {
  return `the ${sanitize(report.detector)} detector`
}

function failureMessage(call: MatcherCall, report: LoopReport, input: LoopInput, rule: VerdictRule, budget: TokenBudget): string {
  const { palette } = call
  const spans = input.kind === 'trace' ? indexSpans(input.trace) : null
  const findings = report.findings.length > 0 ? renderFindings(report.findings, { palette, spans }) : ''
  const judged = judgeFailureNote(report)
  const max = budget.maxWastedTokens
  const overBudget = exceedsTokenBudget(report, max)
  const budgetLine =
    max === undefined
      ? ''
      : overBudget
        ? `The loops cost ${palette.received(tokenCount(report.wastedTokens ?? 0))}, more than the ${palette.expected(tokenCount(max))} allowed (maxWastedTokens).`
        : `The loops cost ${tokenCount(report.wastedTokens ?? 0)}, within the ${tokenCount(max)} allowed (maxWastedTokens).`

  if (!call.isNot && overBudget && passesVerdict(report, rule)) {
    // Only the ceiling failed: say that first.
    return blocks(
      call.hint,
      `Expected the loops to cost at most ${palette.expected(tokenCount(max ?? 0))}, but they cost ${palette.received(tokenCount(report.wastedTokens ?? 0))}.`,
      scoreLine(report, palette),
      findings,
      judged,
    )
  }

  if (rule === 'score') {
    const threshold = palette.expected(exactNumber(report.threshold))
    const actual = palette.received(exactNumber(report.score))
    let headline: string
    if (call.isNot) {
      headline = `Expected the detector's verdict at threshold ${threshold} to fail, but the combined score ${actual} is at or above it${report.loopDetected ? '' : ' and no loop is confirmed'}.`
    } else if (report.score >= report.threshold) {
      // The progress detector fails a confirmed loop whatever the score.
      headline = `Expected the detector's verdict at threshold ${threshold} to pass, but ${detectorName(report)} confirmed a loop (the combined score ${actual} does not outweigh it).`
    } else {
      headline = `Expected a combined score of at least ${threshold}, but it is ${actual}.`
    }
    return blocks(call.hint, headline, scoreLine(report, palette), findings, budgetLine, judged)
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
      budgetLine,
      judged,
    )
  }

  const count = report.findings.length
  // The weighting quirk: deepeval's combined verdict passes any single signal.
  const quirk = report.success
    ? palette.dim(
        `The combined score ${exactNumber(report.score)} is at or above the threshold ${exactNumber(report.threshold)}, so the detector's own verdict passes; ` +
          'this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead.',
      )
    : ''
  return blocks(
    call.hint,
    `Expected no agent loops, but ${detectorName(report)} found ${palette.received(plural(count, 'loop pattern'))}.`,
    scoreLine(report, palette),
    findings,
    quirk,
    budgetLine,
    judged,
  )
}

function result(call: MatcherCall, report: LoopReport, input: LoopInput, rule: VerdictRule, budget: TokenBudget): MatcherResult {
  if (budget.maxWastedTokens !== undefined && report.wastedTokens === null) {
    throw new LoopcheckMatcherError(call, 'options.maxWastedTokens needs token usage, and this trace records none, so what its loops cost is unknown.', [
      'Record usage in the trace (AI SDK steps, OpenAI or Anthropic responses and OpenTelemetry GenAI spans carry it), or drop maxWastedTokens.',
    ])
  }
  const pass = passesVerdict(report, rule, budget)
  const outcome: MatcherResult = { pass, message: () => failureMessage(call, report, input, rule, budget) }
  // Vitest prints a diff of these under the message; Jest keeps them on the
  // error. Under `.not` both sides would be the same clean object, so none.
  if (!call.isNot) {
    outcome.actual = { breakdown: { ...report.breakdown }, findings: report.findings.map(findingLine) }
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
 * judge by the detector's own verdict at that threshold instead (deepeval:
 * `score >= threshold`; progress: that, and no confirmed loop). The CLI's
 * `--threshold` uses the same rule. With `maxWastedTokens` it also fails
 * when the loops cost more tokens than that (the trace must record usage).
 *
 * Accepts any trace loopcheck can read, or a `LoopReport` already
 * computed. With `{ judge }` the trace is judged by a model and the
 * matcher returns a promise: await it. Bad input throws, with or without
 * `.not`.
 *
 * @example
 * expect(trace).toHaveNoAgentLoops()
 * expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2 })
 * expect(result).toHaveNoAgentLoops({ maxWastedTokens: 5_000 }) // and the loops cost at most 5,000 tokens
 * expect(loopingTrace).not.toHaveNoAgentLoops()
 * await expect(trace).toHaveNoAgentLoops({ judge: new JevBackend() })
 */
export function toHaveNoAgentLoops(
  this: MatcherContext,
  received: unknown,
  options?: NoAgentLoopsOptions | JudgedNoAgentLoopsOptions,
): MatcherResult | Promise<MatcherResult> {
  const call = describeCall(this, toHaveNoAgentLoops, 'trace', options !== undefined)
  const streamed = streamedSteps(call, received)
  if (streamed !== null) return streamed.then((result) => toHaveNoAgentLoops.call(this, result, options))
  const { judged } = checkOptions(call, MATCHER_OPTIONS.toHaveNoAgentLoops, options)
  const input = readLoopInput(call, received, { format: options?.format, goal: options?.goal, traceId: options?.traceId })
  const rule = verdictRuleOf(options?.threshold)
  const budget: TokenBudget = { maxWastedTokens: options?.maxWastedTokens }

  if (input.kind === 'report') {
    const scoringOptions = Object.keys(options ?? {}).filter(
      (key) => key !== 'threshold' && key !== 'maxWastedTokens' && (options as Record<string, unknown>)[key] !== undefined,
    )
    if (scoringOptions.length > 0) {
      throw new LoopcheckMatcherError(call, `options ${scoringOptions.join(', ')} cannot apply to a LoopReport that is already computed.`, [
        'Pass the trace instead; only { threshold } and { maxWastedTokens } apply to a report.',
      ])
    }
    if (options?.threshold !== undefined && options.threshold !== input.report.threshold) {
      throw new LoopcheckMatcherError(
        call,
        `the report was scored at threshold ${exactNumber(input.report.threshold)}, not ${exactNumber(options.threshold)}.`,
        [`Pass the trace with { threshold: ${exactNumber(options.threshold)} }, or a report computed with that threshold.`],
      )
    }
    return result(call, input.report, input, rule, budget)
  }
  if (judged) {
    const { judge, maxWastedTokens: _budget, ...judgeOptions } = options as JudgedNoAgentLoopsOptions
    return judgeDetectLoops(input.trace, judge, { ...judgeOptions, format: undefined }).then((report) => result(call, report, input, rule, budget))
  }
  const { judge: _none, maxWastedTokens: _budget, ...detectOptions } = (options ?? {}) as NoAgentLoopsOptions
  const report = detectLoops(input.trace, { ...detectOptions, format: undefined } satisfies DetectOptions)
  return result(call, report, input, rule, budget)
}
