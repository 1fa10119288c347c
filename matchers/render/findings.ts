import { tokenCount } from '../../src/report/cost-text.js'
import type { CycleFinding, LoopFinding, RepeatedToolCallFinding, StagnationFinding } from '../../src/report/types.js'
import type { SpanView } from '../input/spans.js'
import { argumentDiff, differsSlightly, findNearMisses, toolArguments } from './argument-diff.js'
import { CAPS, capList, listPositions, more } from './caps.js'
import { truncate } from '../../src/util/text.js'
import { indent, plural } from './layout.js'
import { approx } from './numbers.js'
import type { Palette } from './palette.js'
import { sanitize } from '../../src/util/sanitize.js'
import { stableJson } from '../../src/util/stable-json.js'
import { renderWordDiff } from './word-diff.js'
import { renderCyclePath } from './cycle-tree.js'
import { progressFindingBody } from './progress-findings.js'

/** What a finding renderer may use besides the finding. */
export interface FindingContext {
  palette: Palette
  /** The trace's spans by position, when the matcher received a trace (not a report). */
  spans: ReadonlyMap<number, SpanView> | null
}

function header(finding: { level: string; wastedTokens?: number | null }, title: string, palette: Palette): string {
  const mark = finding.level === 'critical' ? '✖' : '⚠'
  const cost = typeof finding.wastedTokens === 'number' && finding.wastedTokens > 0 ? ` · ${tokenCount(finding.wastedTokens)} wasted` : ''
  return `${palette.received(mark)} ${palette.bold(title)} ${palette.dim(`· ${sanitize(String(finding.level))}${cost}`)}`
}

// The deepeval port's and the judge's messages restate the fields drawn
// here; another detector's message may carry evidence this version does not
// know how to draw, so it is kept.
function detectorMessage(finding: LoopFinding, palette: Palette): string[] {
  const restates = finding.detector === 'deepeval' || finding.detector.startsWith('judge')
  return restates || finding.message === '' ? [] : [palette.dim(sanitize(finding.message))]
}

function compactArguments(value: unknown): string {
  return truncate(stableJson(value), CAPS.valueChars)
}

/**
 * The argument sets of a repetition judged as one action under different
 * arguments (`judgeDetectLoops` puts them, in order of first use, in
 * `arguments`), or `null` for calls with identical arguments. Told apart by
 * the calls themselves when the trace is at hand, else by the judge's
 * wording; an explicit `distinctArguments` field wins.
 */
function distinctArgumentsOf(finding: RepeatedToolCallFinding, spans: FindingContext['spans']): unknown[] | null {
  const explicit = (finding as RepeatedToolCallFinding & { distinctArguments?: unknown }).distinctArguments
  if (Array.isArray(explicit)) return explicit.length > 1 ? explicit : null
  const args = finding.arguments
  if (!finding.detector.startsWith('judge') || !Array.isArray(args) || args.length < 2) return null
  if (spans !== null) {
    const keys = new Set(finding.spanIndices.map((index) => stableJson(toolArguments(spans.get(index)?.input ?? {}))))
    return keys.size > 1 ? args : null
  }
  return /distinct argument sets/.test(finding.message) ? args : null
}

/**
 * A repeated tool call: the tool, how many times, where, the arguments as
 * key-sorted JSON, and — when other calls of the same tool differ only
 * slightly — a diff of their arguments against the repeated ones.
 *
 * @example
 * renderRepeatedToolCall(finding, { palette: PLAIN, spans })
 */
export function renderRepeatedToolCall(finding: RepeatedToolCallFinding, context: FindingContext): string {
  const { palette } = context
  const tool = sanitize(finding.tool)
  const distinct = distinctArgumentsOf(finding, context.spans)
  const lines: string[] = []
  if (distinct === null) {
    const wasted = finding.wastedSteps !== undefined ? ` (${plural(finding.wastedSteps, 'wasted step')})` : ''
    lines.push(
      `${palette.received(tool)} called ${palette.received(`${finding.count} times`)} with identical arguments, at spans ${listPositions(finding.spanIndices)}${wasted}`,
    )
    lines.push(`${palette.dim('arguments:')} ${compactArguments(finding.arguments)}`)
    const nearMisses = context.spans === null ? [] : findNearMisses(finding.tool, finding.arguments, context.spans)
    if (nearMisses.length > 0) {
      const calls = nearMisses.reduce((sum, variant) => sum + variant.positions.length, 0)
      lines.push(`${plural(calls, 'other call')} to ${tool} differ only slightly (- repeated, + the other call):`)
      const { shown, omitted } = capList(nearMisses, CAPS.nearMisses)
      for (const variant of shown) {
        lines.push(
          `  at span${variant.positions.length === 1 ? '' : 's'} ${listPositions(variant.positions)}:`,
          ...argumentDiff(finding.arguments, variant.arguments, palette).map((line) => `    ${line}`),
        )
      }
      if (omitted > 0) lines.push(palette.dim(`  ${more(omitted, 'other argument set')}`))
    }
  } else {
    lines.push(
      `${palette.received(tool)} called ${palette.received(`${finding.count} times`)} with ${distinct.length} different argument sets read as one action, at spans ${listPositions(finding.spanIndices)}`,
    )
    lines.push(`${palette.dim('first arguments:')} ${compactArguments(distinct[0])}`)
    // Each set against the one before: how the agent varied the same call.
    const { shown, omitted } = capList(distinct.slice(1), CAPS.nearMisses)
    shown.forEach((args, i) => {
      const previous = distinct[i]
      if (differsSlightly(previous, args)) {
        lines.push(`then (- before, + after):`, ...argumentDiff(previous, args, palette).map((line) => `  ${line}`))
      } else {
        lines.push(`${palette.dim('then:')} ${compactArguments(args)}`)
      }
    })
    if (omitted > 0) lines.push(palette.dim(more(omitted, 'argument set')))
  }
  lines.push(...detectorMessage(finding, palette))
  return [header(finding, 'repeated tool call', palette), indent(lines.join('\n'), 2)].join('\n')
}

/**
 * Two stagnating reasoning steps: both step indices and span positions, the
 * similarity and the measure behind it, and a word diff of the two texts
 * with the shared part marked.
 *
 * @example
 * renderStagnation(finding, { palette: PLAIN, spans: null })
 */
export function renderStagnation(finding: StagnationFinding, context: FindingContext): string {
  const { palette } = context
  const [a, b] = finding.steps
  const [spanA, spanB] = finding.spanIndices
  const measure = sanitize(String(finding.measure))
  // A judge reports how probably the pair is stagnant, not how alike the texts are.
  const how = measure.startsWith('judge')
    ? `judged stagnant with probability ${palette.received(approx(finding.similarity))} (${measure})`
    : `similarity ${palette.received(approx(finding.similarity))} by ${measure}`
  const lines = [
    `steps ${a} and ${b} (spans ${spanA} and ${spanB}): ${how}`,
    ...renderWordDiff(finding.texts[0], finding.texts[1], palette, [a, b]),
    ...detectorMessage(finding, palette),
  ]
  return [header(finding, 'reasoning stagnation', palette), indent(lines.join('\n'), 2)].join('\n')
}

/**
 * A recursive span: the ancestry path drawn as a tree from the root, the
 * ancestor and the span that repeats it marked.
 *
 * @example
 * renderCycle(finding, { palette: PLAIN, spans: null })
 */
export function renderCycle(finding: CycleFinding, context: FindingContext): string {
  const { palette } = context
  const last = finding.path[finding.path.length - 1]
  const first = finding.path[finding.repeatsIndex]
  const lines: string[] = []
  if (last !== undefined && first !== undefined) {
    lines.push(
      `${palette.received(sanitize(`${last.type}:${last.name}`))} at span ${last.spanIndex} repeats its ancestor at span ${first.spanIndex}, ${plural(finding.path.length - 1 - finding.repeatsIndex, 'level')} up:`,
    )
  }
  lines.push(...renderCyclePath(finding.path, finding.repeatsIndex, palette).map((line) => `  ${line}`))
  return [header(finding, 'recursive span', palette), indent(lines.join('\n'), 2)].join('\n')
}

/** Any other finding (a detector's own kind): its message and its fields. */
function renderOther(finding: LoopFinding, context: FindingContext): string {
  const { palette } = context
  const { kind, level: _level, message, signal, detector: _detector, ...rest } = finding as LoopFinding & Record<string, unknown>
  const lines = [sanitize(String(message)), palette.dim(truncate(stableJson(rest), CAPS.valueChars))]
  return [header(finding, `${sanitize(String(kind))} (${sanitize(String(signal))})`, palette), indent(lines.join('\n'), 2)].join('\n')
}

/**
 * Renders one finding by its kind; kinds this version does not know (a new
 * detector's) still print their message and fields.
 *
 * @example
 * report.findings.map((finding) => renderFinding(finding, { palette: PLAIN, spans: null }))
 */
export function renderFinding(finding: LoopFinding, context: FindingContext): string {
  switch (finding.kind) {
    case 'repeated-tool-call':
      return renderRepeatedToolCall(finding, context)
    case 'reasoning-stagnation':
      return renderStagnation(finding, context)
    case 'call-graph-cycle':
      return renderCycle(finding, context)
    default: {
      const body = progressFindingBody(finding, context.palette)
      if (body === null) return renderOther(finding, context)
      return [header(finding, body.title, context.palette), indent(body.lines.join('\n'), 2)].join('\n')
    }
  }
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
