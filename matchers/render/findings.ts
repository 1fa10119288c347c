import { tokenCount } from '../../src/report/cost-text.js'
import type { LoopFinding } from '../../src/report/types.js'
import { capList, CAPS, more } from '../../src/render/caps.js'
import { describeFinding, type FindingView } from '../../src/render/finding.js'
import { findingLines } from '../../src/render/lines.js'
import type { SpanView } from '../../src/render/spans.js'
import { paintText, plainText } from '../../src/render/text.js'
import { sanitize } from '../../src/util/sanitize.js'
import { painter, type Palette } from './palette.js'

/** What a finding renderer may use besides the finding. */
export interface FindingContext {
  palette: Palette
  /** The trace's spans by position, when the matcher received a trace (not a report). */
  spans: ReadonlyMap<number, SpanView> | null
}

function header(view: FindingView, palette: Palette): string {
  const mark = view.level === 'critical' ? '✖' : '⚠'
  const cost = view.wastedTokens !== undefined && view.wastedTokens > 0 ? ` · ${tokenCount(view.wastedTokens)} wasted` : ''
  return `${palette.received(mark)} ${palette.bold(sanitize(view.title))} ${palette.dim(`· ${sanitize(view.level)}${cost}`)}`
}

/**
 * Renders one finding: a header (`✖ title · level · cost`) over the body the
 * render model lays out (the repeated calls with their argument diffs, the
 * two stagnating steps' word diff, the recursive span's path…), in the
 * runner's colours. Kinds this version does not know still print their
 * message and fields.
 *
 * @example
 * report.findings.map((finding) => renderFinding(finding, { palette: PLAIN, spans: null }))
 */
export function renderFinding(finding: LoopFinding, context: FindingContext): string {
  const view = describeFinding(finding, { spans: context.spans })
  const paint = painter(context.palette)
  return [header(view, context.palette), ...findingLines(view).map((line) => `  ${paintText(line, paint)}`)].join('\n')
}

/**
 * One line per finding, for the `actual` side of a vitest diff: its title
 * and summary.
 *
 * @example
 * findingLine(finding) // 'repeated tool call: run_tests called 6 times with identical arguments, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)'
 */
export function findingLine(finding: LoopFinding): string {
  const view = describeFinding(finding)
  return `${view.title}: ${plainText(view.summary)}`
}

/**
 * Renders findings in report order, capped at {@link CAPS.findings}, with a
 * closing line counting the rest.
 *
 * @example
 * renderFindings(report.findings, { palette: PLAIN, spans: null })
 */
export function renderFindings(findings: readonly LoopFinding[], context: FindingContext): string {
  const { shown, omitted } = capList(findings, CAPS.findings)
  const rendered = shown.map((finding) => renderFinding(finding, context))
  if (omitted > 0) rendered.push(context.palette.dim(more(omitted, 'finding')))
  return rendered.join('\n\n')
}
