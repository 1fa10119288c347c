import type { LoopFinding } from '../../index.js'
import { isPlainRecord } from '../../util/records.js'
import { stableJson } from '../../util/stable-json.js'
import { excerpt } from './excerpt.js'
import type { FindingSummary } from './types.js'

const MAX_POSITIONS = 12
const MAX_PATH = 12

/**
 * A finding reduced to what the reports print: the detector's sentence, the
 * evidence as a few lines, and the spans to highlight. Finding kinds this
 * version does not know (detectors keep adding them) keep their sentence and
 * whatever span indices they carry.
 *
 * @example
 * summarizeFinding({ kind: 'repeated-tool-call', tool: 'grep', count: 4, spanIndices: [2, 4, 6, 8], ... }).details
 * // ['grep({"path":".","pattern":"checkout"}) called 4 times, at spans 2, 4, 6, 8']
 */
export function summarizeFinding(finding: LoopFinding): FindingSummary {
  const base = {
    kind: String(finding.kind),
    signal: String(finding.signal),
    level: String(finding.level),
    message: typeof finding.message === 'string' ? finding.message : '',
    ...(typeof finding.wastedTokens === 'number' ? { wastedTokens: finding.wastedTokens } : {}),
  }
  switch (finding.kind) {
    case 'repeated-tool-call': {
      const calls = `${finding.tool}(${stableJson(finding.arguments, { max: 120 })})`
      return {
        ...base,
        details: [`${calls} called ${finding.count} times, at spans ${positions(finding.spanIndices)}`],
        spanIndices: [...finding.spanIndices],
      }
    }
    case 'reasoning-stagnation': {
      const [a, b] = finding.steps
      const similarity = `${(finding.similarity * 100).toFixed(0)}% alike (${finding.measure})`
      return {
        ...base,
        details: [
          `steps ${a} and ${b} (spans ${finding.spanIndices[0]} and ${finding.spanIndices[1]}) are ${similarity}`,
          `step ${a}: "${excerpt(finding.texts[0], 100)}"`,
          `step ${b}: "${excerpt(finding.texts[1], 100)}"`,
        ],
        spanIndices: [...finding.spanIndices],
      }
    }
    case 'call-graph-cycle': {
      const path = finding.path
      const shown = path.length > MAX_PATH ? [...path.slice(0, 2), null, ...path.slice(-(MAX_PATH - 3))] : path
      const labels = shown.map((ref) => (ref === null ? `… ${path.length - MAX_PATH + 1} more …` : `${ref.type}:${excerpt(ref.name, 40)}`))
      const repeated = path[finding.repeatsIndex]
      return {
        ...base,
        details: [
          `${labels.join(' → ')} ↺`,
          repeated === undefined
            ? 'the last span repeats an ancestor'
            : `the last span repeats span ${repeated.spanIndex} (${repeated.type}:${excerpt(repeated.name, 40)})`,
        ],
        // The cycle itself: from the ancestor the last span repeats down to
        // it. The ancestry above it is context, and can be 100,000 deep.
        spanIndices: path.slice(Math.max(0, finding.repeatsIndex)).map((ref) => ref.spanIndex),
        ...(repeated === undefined ? {} : { repeatsSpanIndex: repeated.spanIndex }),
      }
    }
    default:
      return { ...base, ...otherFinding(finding as unknown) }
  }
}

// Findings of other detectors (the progress detector's no-progress repeats,
// periodic cycles, recursive calls...), read field by field: their shapes
// keep growing, and a kind this version does not know still shows its
// sentence, its spans and whatever evidence it names.
function otherFinding(finding: unknown): Pick<FindingSummary, 'details' | 'spanIndices' | 'repeatsSpanIndex'> {
  if (!isPlainRecord(finding)) return { details: [], spanIndices: [] }
  const f = finding
  const num = (key: string): number | undefined => (typeof f[key] === 'number' ? (f[key] as number) : undefined)
  const str = (key: string): string | undefined => (typeof f[key] === 'string' ? (f[key] as string) : undefined)
  const list = (key: string): unknown[] => (Array.isArray(f[key]) ? (f[key] as unknown[]) : [])
  const spans = spanIndicesOf(f)
  const at = spans.length > 0 ? `, at spans ${positions(spans)}` : ''
  const details: string[] = []
  switch (f.kind) {
    case 'no-progress-repeat':
      details.push(`${str('tool')}(${stableJson(f.arguments, { max: 120 })}) called ${num('count')} times, the same result each time${at}`)
      details.push(`result: ${stableJson(f.result, { max: 120 })}`)
      break
    case 'periodic-cycle': {
      const turn = list('cycle').map((action) => (isPlainRecord(action) ? String(action.tool) : '?'))
      details.push(`${turn.join(' → ')} ↺, ${num('count')} calls in all${at}`)
      break
    }
    case 'argument-churn':
      details.push(`${str('tool')} called ${num('count')} times with ${list('variants').length} argument variants, the same result each time${at}`)
      for (const variant of list('variants').slice(0, 3)) details.push(`  ${stableJson(variant, { max: 120 })}`)
      break
    case 'repeated-error':
      details.push(`${list('tools').map(String).join(', ')} failed ${num('count')} times with the same error${at}`)
      details.push(`error: ${stableJson(f.error, { max: 120 })}`)
      break
    case 'resource-flip':
      details.push(`${str('resource')} written back and forth between ${list('states').length} states, ${num('returns')} returns to an earlier state${at}`)
      break
    case 'no-progress-run':
      details.push(
        `${num('count')} calls brought nothing new: ${list('actions')
          .map((a) => (isPlainRecord(a) ? String(a.tool) : '?'))
          .join(', ')}${at}`,
      )
      break
    case 'repeated-reasoning':
    case 'stalled-reasoning': {
      details.push(`reasoning steps ${positions(list('steps').filter((n): n is number => typeof n === 'number'))}${at}`)
      const texts = list('texts').filter((t): t is string => typeof t === 'string')
      texts.slice(0, 2).forEach((text, i) => details.push(`step ${String(list('steps')[i])}: "${excerpt(text, 100)}"`))
      break
    }
    case 'chanting':
      details.push(`step ${num('step')} repeats "${excerpt(str('unit'), 80)}" ${num('repeats')} times${at}`)
      break
    case 'recursive-call': {
      const path = list('path').filter(isPlainRecord)
      const labels = path.map((ref) => `${String(ref.type)}:${excerpt(ref.name, 40)}`)
      details.push(`${labels.join(' → ')} ↺${num('count') !== undefined && num('count')! > 1 ? ` (${num('count')} re-entries)` : ''}`)
      const first = path[0]?.spanIndex
      const pathSpans = path.map((ref) => ref.spanIndex).filter((n): n is number => typeof n === 'number')
      return {
        details: withWaste(details, num('wastedSteps')),
        spanIndices: [...new Set([...pathSpans, ...spans])],
        ...(typeof first === 'number' ? { repeatsSpanIndex: first } : {}),
      }
    }
    case 'agent-ping-pong':
      details.push(`${list('agents').map(String).join(' → ')} ↺, ${num('count')} agent runs${at}`)
      break
    default:
      if (spans.length > 0) details.push(`spans ${positions(spans)}`)
  }
  const changes = list('changes').filter(isPlainRecord)
  if (changes.length > 0)
    details.push(
      `after ${changes.length === 1 ? 'a change' : `${changes.length} changes`} that did not change the outcome: ${changes.map((c) => String(c.tool)).join(', ')}`,
    )
  const ignored = list('ignored').map(String)
  if (ignored.length > 0) details.push(`equal once ${ignored.join(', ')} are ignored: ${excerpt(str('comparedAs'), 120)}`)
  return { details: withWaste(details, num('wastedSteps')), spanIndices: spans }
}

function withWaste(details: string[], wasted: number | undefined): string[] {
  return wasted !== undefined && wasted > 0 ? [...details, `about ${wasted} wasted ${wasted === 1 ? 'step' : 'steps'}`] : details
}

function positions(indices: readonly number[]): string {
  const shown = indices.slice(0, MAX_POSITIONS).join(', ')
  return indices.length > MAX_POSITIONS ? `${shown} and ${indices.length - MAX_POSITIONS} more` : shown
}

// The span indices an unknown finding kind carries, by the names the known
// kinds use.
function spanIndicesOf(finding: unknown): number[] {
  if (!isPlainRecord(finding)) return []
  const out: number[] = []
  const add = (value: unknown): void => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) out.push(value)
  }
  add(finding.spanIndex)
  if (Array.isArray(finding.spanIndices)) finding.spanIndices.forEach(add)
  if (Array.isArray(finding.path)) for (const ref of finding.path) if (isPlainRecord(ref)) add(ref.spanIndex)
  return [...new Set(out)]
}
