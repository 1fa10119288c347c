import type {
  ActionEvidence,
  AgentPingPongFinding,
  ArgumentChurnFinding,
  ChantingFinding,
  NoProgressRepeatFinding,
  NoProgressRunFinding,
  PeriodicCycleFinding,
  ProgressFinding,
  RecursiveCallFinding,
  RepeatedErrorFinding,
  RepeatedReasoningFinding,
  ResourceFlipFinding,
  StalledReasoningFinding,
} from '../../src/report/types.js'
import { argumentDiff, differsSlightly } from './argument-diff.js'
import { CAPS, capList, listPositions, more } from './caps.js'
import { truncate } from '../../src/util/text.js'
import { renderCyclePath } from './cycle-tree.js'
import { plural } from './layout.js'
import { approx } from './numbers.js'
import type { Palette } from './palette.js'
import { sanitize } from '../../src/util/sanitize.js'
import { stableJson } from '../../src/util/stable-json.js'
import { renderWordDiff } from './word-diff.js'

// The progress-aware detector's findings (src/progress): each says what
// kept happening without bringing anything new, so each renderer shows the
// calls, the result that did not change, and where.

/** A finding body: a title for the header and its lines. */
export interface FindingBody {
  title: string
  lines: string[]
}

const compact = (value: unknown): string => truncate(stableJson(value), CAPS.valueChars)

const wasted = (finding: { wastedSteps?: number }): string =>
  finding.wastedSteps !== undefined && finding.wastedSteps > 0 ? ` (${plural(finding.wastedSteps, 'wasted step')})` : ''

function actionLine(action: ActionEvidence, palette: Palette): string {
  return `${palette.received(sanitize(action.tool))} ${compact(action.arguments)} ${palette.dim('→')} ${compact(action.result)}`
}

/** Each argument set against the one before: a diff where it changed slightly, else the new set. */
function variantLines(variants: readonly unknown[], palette: Palette): string[] {
  if (variants.length === 0) return []
  const lines = [`${palette.dim('arguments:')} ${compact(variants[0])}`]
  const { shown, omitted } = capList(variants.slice(1), CAPS.nearMisses)
  shown.forEach((args, i) => {
    const previous = variants[i]
    if (differsSlightly(previous, args)) lines.push('then (- before, + after):', ...argumentDiff(previous, args, palette).map((line) => `  ${line}`))
    else lines.push(`${palette.dim('then:')} ${compact(args)}`)
  })
  if (omitted > 0) lines.push(palette.dim(more(omitted, 'argument variant')))
  return lines
}

function textLines(steps: readonly number[], texts: readonly string[], palette: Palette): string[] {
  const { shown, omitted } = capList(texts, 4)
  const lines = shown.map((text, i) => `${palette.dim(`step ${steps[i] ?? '?'}:`)} ${truncate(sanitize(text), 120)}`)
  if (omitted > 0) lines.push(palette.dim(more(omitted, 'step')))
  return lines
}

/**
 * What the comparison ignored and what happened in between, for any action
 * finding: the changes the check did not confirm, and the volatile parts
 * (timestamps, ids…) left out of "the same result".
 */
function evidenceLines(f: { changes?: ActionEvidence[]; ignored?: string[]; comparedAs?: string; foundNothing?: true }, palette: Palette): string[] {
  const lines: string[] = []
  if (f.foundNothing === true) lines.push(palette.dim('every repeat found nothing, as the call before it had: after the first, an empty answer is no news'))
  if (f.changes !== undefined && f.changes.length > 0) {
    const { shown, omitted } = capList(f.changes, 4)
    lines.push(`${palette.dim('changes in between, none changed the outcome:')}`, ...shown.map((action) => `  ${actionLine(action, palette)}`))
    if (omitted > 0) lines.push(palette.dim(`  ${more(omitted, 'change')}`))
  }
  if (f.ignored !== undefined && f.ignored.length > 0) {
    lines.push(
      `${palette.dim(`equal once volatile parts are ignored (${f.ignored.map((text) => sanitize(text)).join(', ')}):`)} ${truncate(sanitize(f.comparedAs ?? ''), CAPS.valueChars)}`,
    )
  }
  return lines
}

function noProgressRepeat(f: NoProgressRepeatFinding, palette: Palette): FindingBody {
  return {
    title: 'repeated call, same result',
    lines: [
      `${palette.received(sanitize(f.tool))} called ${palette.received(`${f.count} times`)} with the same arguments and the same result, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
      `${palette.dim('arguments:')} ${compact(f.arguments)}`,
      `${palette.dim('result every time:')} ${compact(f.result)}`,
      ...evidenceLines(f, palette),
    ],
  }
}

function periodicCycle(f: PeriodicCycleFinding, palette: Palette): FindingBody {
  return {
    title: 'cycle of calls',
    lines: [
      `a cycle of ${f.period} calls repeated over ${palette.received(`${f.count} calls`)} without a new result, at spans ${listPositions(f.spanIndices)}${wasted(f)}:`,
      ...f.cycle.map((action, i) => `  ${i + 1}. ${actionLine(action, palette)}`),
      ...evidenceLines(f, palette),
    ],
  }
}

function argumentChurn(f: ArgumentChurnFinding, palette: Palette): FindingBody {
  return {
    title: 'changed arguments, same result',
    lines: [
      `${palette.received(sanitize(f.tool))} called ${palette.received(`${f.count} times`)} with ${plural(f.variants.length, 'argument variant')}, ${f.foundNothing === true ? 'every one found nothing' : 'every one answered with a result already seen'}, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
      `${palette.dim('result:')} ${compact(f.result)}`,
      ...variantLines(f.variants, palette),
      ...evidenceLines(f, palette),
    ],
  }
}

function repeatedError(f: RepeatedErrorFinding, palette: Palette): FindingBody {
  return {
    title: 'same error again',
    lines: [
      `${f.tools.map((tool) => palette.received(sanitize(tool))).join(', ')} failed ${palette.received(`${f.count} times`)} with the same error, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
      `${palette.dim('error:')} ${compact(f.error)}`,
      ...variantLines(f.variants, palette),
      ...evidenceLines(f, palette),
    ],
  }
}

function resourceFlip(f: ResourceFlipFinding, palette: Palette): FindingBody {
  const letter = (state: number) => (state < 0 ? '?' : String.fromCharCode(65 + state))
  const { shown, omitted } = capList(f.sequence, 24)
  return {
    title: 'resource flipping between states',
    lines: [
      `${palette.received(sanitize(f.resource))} written back and forth by ${f.tools.map((text) => sanitize(text)).join(', ')}, ${plural(f.returns, 'return')} to an earlier state, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
      `${palette.dim('writes:')} ${shown.map(letter).join(' → ')}${omitted > 0 ? ` … (${omitted} more)` : ''}`,
      ...f.states.slice(0, 6).map((state, i) => `  ${letter(i)}: ${compact(state)}`),
    ],
  }
}

function noProgressRun(f: NoProgressRunFinding, palette: Palette): FindingBody {
  const { shown, omitted } = capList(f.actions, 6)
  return {
    title: 'calls without progress',
    lines: [
      `${palette.received(`${f.count} calls`)} in a row brought nothing new, at spans ${listPositions(f.spanIndices)}${wasted(f)}:`,
      ...shown.map((action) => `  ${actionLine(action, palette)}`),
      ...(omitted > 0 ? [palette.dim(`  ${more(omitted, 'distinct call')}`)] : []),
      ...evidenceLines(f, palette),
    ],
  }
}

function stalledReasoning(f: StalledReasoningFinding, palette: Palette): FindingBody {
  return {
    title: 'reasoning without progress',
    lines: [
      `${plural(f.steps.length, 'reasoning step')} (spans ${listPositions(f.spanIndices)}) led to calls that repeated known outcomes (${sanitize(f.cause.kind)} at spans ${listPositions(f.cause.spanIndices)}), however they were worded${wasted(f)}:`,
      ...textLines(f.steps, f.texts, palette).map((line) => `  ${line}`),
    ],
  }
}

function repeatedReasoning(f: RepeatedReasoningFinding, palette: Palette): FindingBody {
  const { shown, omitted } = capList(f.pairs, 3)
  const pairs = shown.map((pair) => `steps ${pair.steps[0]} and ${pair.steps[1]} (similarity ${approx(pair.similarity)})`).join(', ')
  const lines = [
    `${plural(f.steps.length, 'reasoning step')} repeat an earlier one with no new result in between${wasted(f)}: ${pairs}${omitted > 0 ? ` … (${omitted} more)` : ''} by ${sanitize(f.measure)}`,
  ]
  const first = f.pairs[0]
  if (first !== undefined) {
    const a = f.texts[f.steps.indexOf(first.steps[0])]
    const b = f.texts[f.steps.indexOf(first.steps[1])]
    if (a !== undefined && b !== undefined) lines.push(...renderWordDiff(a, b, palette, first.steps))
  }
  return { title: 'repeated reasoning', lines }
}

function chanting(f: ChantingFinding, palette: Palette): FindingBody {
  return {
    title: 'output repeating itself',
    lines: [
      `step ${f.step} (span ${f.spanIndex}) repeats ${palette.received(`"${sanitize(f.unit)}"`)} ${palette.received(`${f.repeats} times`)}; ${approx(f.novelty)} of its 8-word sequences are new${wasted(f)}`,
      `${palette.dim('text:')} ${truncate(sanitize(f.text), CAPS.valueChars)}`,
    ],
  }
}

function recursiveCall(f: RecursiveCallFinding, palette: Palette): FindingBody {
  const last = f.path[f.path.length - 1]
  const path = f.path.map((step) => ({ ...step, label: '' }))
  return {
    title: 'recursive call',
    lines: [
      `${palette.received(sanitize(f.label))} re-enters itself ${plural(f.count, 'time')}${last !== undefined ? `, first at span ${last.spanIndex}` : ''}${wasted(f)}:`,
      ...renderCyclePath(path, 0, palette).map((line) => `  ${line}`),
      ...(f.elided > 0 ? [palette.dim(`  (${f.elided} spans of the path were left out by the detector)`)] : []),
    ],
  }
}

function agentPingPong(f: AgentPingPongFinding, palette: Palette): FindingBody {
  const turn = f.agents.map((text) => sanitize(text))
  return {
    title: 'agents handing work back and forth',
    lines: [
      `${palette.received(turn.concat(turn[0] ?? '').join(' → '))} over ${palette.received(`${f.count} agent runs`)} without a new output, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
    ],
  }
}

/**
 * The title and lines of a progress-detector finding; `null` for a kind
 * this version does not know.
 *
 * @example
 * progressFindingBody(report.findings[0], PLAIN)?.title // 'repeated call, same result'
 */
export function progressFindingBody(finding: ProgressFinding, palette: Palette): FindingBody | null {
  switch (finding.kind) {
    case 'no-progress-repeat':
      return noProgressRepeat(finding, palette)
    case 'periodic-cycle':
      return periodicCycle(finding, palette)
    case 'argument-churn':
      return argumentChurn(finding, palette)
    case 'repeated-error':
      return repeatedError(finding, palette)
    case 'resource-flip':
      return resourceFlip(finding, palette)
    case 'no-progress-run':
      return noProgressRun(finding, palette)
    case 'stalled-reasoning':
      return stalledReasoning(finding, palette)
    case 'repeated-reasoning':
      return repeatedReasoning(finding, palette)
    case 'chanting':
      return chanting(finding, palette)
    case 'recursive-call':
      return recursiveCall(finding, palette)
    case 'agent-ping-pong':
      return agentPingPong(finding, palette)
    default:
      return null
  }
}
