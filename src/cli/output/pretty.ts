import picocolors from 'picocolors'
import { SIGNAL_NAMES } from '../../index.js'
import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'
import { FINDING_KINDS, kindTitle, SIGNAL_LABELS, sortKinds } from '../../render/kinds.js'
import { findingLines } from '../../render/lines.js'
import { plainText } from '../../render/text.js'
import { pad } from '../../util/text-table.js'
import { pluralWord, truncate, truncateStart } from '../../util/text.js'
import type { Reporter, RunInfo } from './reporter.js'
import { sanitizeText } from './sanitize.js'
import { formatScore } from './score-format.js'
import { runTokensLine, tokenCostPhrase, tokenCount } from '../../report/cost-text.js'

/**
 * Failing traces explained finding by finding at the end of a pretty run.
 *
 * @example
 * summary.failures.slice(0, PRETTY_DETAILS)
 */
export const PRETTY_DETAILS = 10
const TRACE_WIDTH = 56
const FINDING_WIDTH = 72
const DETAIL_WIDTH = 160

/** Options of the pretty format. */
export interface PrettyOptions {
  /** ANSI colours (a TTY without `NO_COLOR`). */
  colors: boolean
  /** List failing and unreadable traces only. */
  quiet?: boolean
}

/**
 * The default, human format: a table of traces as they are scored (verdict,
 * score, trace, first finding), then the failing traces explained, then the
 * totals. Every text from a trace is sanitised: no escape sequence or
 * control character from a trace reaches the terminal.
 *
 * @example
 * const reporter = prettyReporter({ colors: process.stdout.isTTY === true })
 */
export function prettyReporter(options: PrettyOptions): Reporter {
  const c = picocolors.createColors(options.colors)
  let info: RunInfo
  let rows = 0
  const baselineInUse = (): boolean => info.baseline !== null

  // Cells are padded before they are coloured: escape codes have no width.
  const verdictCell = (trace: CheckedTrace): string => {
    const v = trace.result.verdict
    if (v === 'error') return c.magenta(c.bold(pad('ERROR', 7)))
    if (v === 'fail') return trace.gate === 'fail' ? c.red(c.bold(pad('FAIL', 7))) : c.yellow(pad('fail', 7))
    return c.green(pad('pass', 7))
  }
  const changeCell = (trace: CheckedTrace): string => {
    const change = trace.comparison?.change
    if (change === undefined) return pad('', 9)
    if (change === 'regressed') return c.red(pad('regressed', 9))
    if (change === 'improved') return c.green(pad('improved', 9))
    if (change === 'new') return c.cyan(pad('new', 9))
    return c.dim(pad('same', 9))
  }

  return {
    begin(runInfo) {
      info = runInfo
      const lines: string[] = []
      if (info.examples) {
        lines.push(
          c.bold('No paths given: scoring the example traces that ship with loopcheck'),
          c.dim('(healthy and looping agents, recorded in several trace formats).'),
          c.dim("Score your own with: npx loopcheck 'traces/**/*.json' runs/*.jsonl"),
          '',
        )
      }
      const by = info.verdictBy === 'score' ? "a trace fails when the detector's verdict at the threshold fails" : 'a trace fails when a loop is found'
      lines.push(`${c.bold('loopcheck')} · ${info.files} ${pluralWord(info.files, 'file')} · detector ${sanitizeText(info.detector)} · ${by}`)
      if (info.baseline !== null) {
        lines.push(`baseline ${sanitizeText(info.baseline.file)} · only regressions fail (tolerance ${formatScore(info.baseline.tolerance)})`)
      }
      lines.push(
        '',
        c.dim(`  ${pad('verdict', 7)}  ${baselineInUse() ? `${pad('change', 9)}  ` : ''}${pad('score', 6)}${pad('trace', TRACE_WIDTH)}  first finding`),
      )
      return `${lines.join('\n')}\n`
    },

    trace(trace) {
      if (options.quiet === true && trace.result.verdict === 'pass') return ''
      rows++
      const r = trace.result
      const score = r.score === null ? '-' : formatScore(r.score)
      const name = pad(truncateStart(sanitizeText(trace.key), TRACE_WIDTH), TRACE_WIDTH)
      const first = r.error ?? r.findings[0]?.message ?? ''
      const firstCell = r.error !== null ? c.magenta(truncate(sanitizeText(first), FINDING_WIDTH)) : truncate(sanitizeText(first), FINDING_WIDTH)
      const change = baselineInUse() ? `${changeCell(trace)}  ` : ''
      return `  ${verdictCell(trace)}  ${change}${pad(score, 6)}${name}  ${first === '' ? c.dim('—') : firstCell}\n`
    },

    end(summary) {
      const lines: string[] = []
      if (rows === 0 && summary.total > 0) lines.push(c.dim('  (every trace passed)'))
      lines.push(...details(summary, c))
      lines.push('', ...totals(summary, c))
      if (info.examples) lines.push(...examplesEpilogue(summary, c))
      return `${lines.join('\n')}\n`
    },
  }
}

type Colors = ReturnType<typeof picocolors.createColors>

function details(summary: RunSummary, c: Colors): string[] {
  // With a baseline, the regressions are what the reader must act on; the
  // failures it already knew are counted in the totals.
  const b = summary.baseline
  const gating = b === null ? summary.failures : b.regressions
  const gatingCount = b === null ? summary.failed : b.counts.regressed
  const explained = gating.slice(0, PRETTY_DETAILS)
  const lines: string[] = []
  for (const trace of explained) {
    const r = trace.result
    const breakdown = r.breakdown === null ? '' : SIGNAL_NAMES.map((name) => `${SIGNAL_LABELS[name]} ${formatScore(r.breakdown![name])}`).join(' · ')
    lines.push('', `${c.red('✗')} ${c.bold(sanitizeText(trace.key))}${trace.key === trace.location ? '' : c.dim(` (${sanitizeText(trace.location)})`)}`)
    lines.push(`  score ${formatScore(r.score ?? 0)}${breakdown === '' ? '' : c.dim(`  (${breakdown})`)}`)
    const cost = tokenCostPhrase(r)
    if (cost !== null) lines.push(`  ${r.wastedTokens ? c.yellow(cost) : c.dim(cost)}`)
    if (trace.comparison?.why != null) lines.push(`  ${c.yellow(sanitizeText(trace.comparison.why))}`)
    for (const finding of r.findings) {
      const findingCost = finding.wastedTokens ? c.dim(` (${tokenCount(finding.wastedTokens)})`) : ''
      lines.push(`  ${c.red('•')} ${c.bold(sanitizeText(finding.title))}: ${sanitizeText(finding.message)}${findingCost}`)
      for (const detail of findingLines(finding, { underMessage: true }))
        lines.push(`      ${c.dim(truncate(sanitizeText(plainText(detail), { multiline: true }), DETAIL_WIDTH))}`)
    }
  }
  if (gatingCount > explained.length) {
    const more = gatingCount - explained.length
    lines.push(
      '',
      c.dim(
        `  … ${more} more ${b === null ? 'failing' : 'regressed'} ${pluralWord(more, 'trace')} not explained here (use --html report.html to see every loop)`,
      ),
    )
  }
  if (summary.errors > 0) {
    lines.push('', c.magenta(c.bold(`${summary.errors} ${pluralWord(summary.errors, 'trace')} could not be scored:`)))
    for (const trace of summary.errorList) lines.push(`  ${sanitizeText(trace.location)}: ${truncate(sanitizeText(trace.result.error ?? ''), 200)}`)
    if (summary.errors > summary.errorList.length) lines.push(c.dim(`  … and ${summary.errors - summary.errorList.length} more`))
  }
  return lines
}

function totals(summary: RunSummary, c: Colors): string[] {
  const lines: string[] = []
  const parts = [
    `${summary.total} ${pluralWord(summary.total, 'trace')}`,
    c.green(`${summary.passed} passed`),
    summary.failed > 0 ? c.red(`${summary.failed} failed`) : `${summary.failed} failed`,
  ]
  if (summary.errors > 0) parts.push(c.magenta(`${summary.errors} could not be scored`))
  lines.push(c.bold(parts.join(', ')))
  const kinds = sortKinds(Object.keys(summary.loopsByKind))
  if (kinds.length > 0) {
    lines.push(`loops found: ${kinds.map((kind) => `${kindTitle(sanitizeText(kind), true)} in ${summary.loopsByKind[kind]}`).join(', ')}`)
  }
  if (summary.tokens !== null) lines.push(runTokensLine(summary.tokens, summary.total - summary.errors))
  const b = summary.baseline
  if (b !== null) {
    const { regressed, improved, unchanged, new: added, removed } = b.counts
    lines.push(
      `against the baseline: ${regressed > 0 ? c.red(`${regressed} regressed`) : '0 regressed'}, ${improved} improved, ${unchanged} unchanged, ${added} new, ${removed} removed` +
        (b.knownFailures > 0 ? c.dim(` (${b.knownFailures} known ${pluralWord(b.knownFailures, 'failure')} not gated)`) : ''),
    )
    for (const trace of b.regressions) lines.push(`  ${c.red('regressed')} ${sanitizeText(trace.key)}: ${sanitizeText(trace.comparison?.why ?? '')}`)
    for (const trace of b.improvements) lines.push(`  ${c.green('improved')}  ${sanitizeText(trace.key)}: ${sanitizeText(trace.comparison?.why ?? '')}`)
    for (const trace of b.added)
      lines.push(`  ${c.cyan('new')}       ${sanitizeText(trace.key)} (${trace.result.verdict}, score ${formatScore(trace.result.score ?? 0)})`)
    for (const key of b.removed.slice(0, 50)) lines.push(`  ${c.dim('removed')}   ${sanitizeText(key)}`)
    if (b.removed.length > 50) lines.push(c.dim(`  … and ${b.removed.length - 50} more removed`))
    if (b.duplicateKeys > 0)
      lines.push(
        c.yellow(
          `${b.duplicateKeys} ${pluralWord(b.duplicateKeys, 'trace')} shared an id with an earlier one and ${b.duplicateKeys === 1 ? 'was' : 'were'} keyed by location too`,
        ),
      )
  }
  return lines
}

function examplesEpilogue(summary: RunSummary, c: Colors): string[] {
  const lines = ['', c.bold('What the findings mean')]
  const kinds = sortKinds(Object.keys(summary.loopsByKind))
  for (const kind of kinds) {
    const known = FINDING_KINDS[kind]
    if (known !== undefined) lines.push(`  ${c.bold(known.title)}: ${known.meaning}.`)
  }
  if (kinds.length === 0) lines.push('  no loop was found in these traces.')
  lines.push(
    '',
    c.bold('Next'),
    "  score your traces:     npx loopcheck 'traces/**/*.json' runs/*.jsonl",
    '  see each loop:         npx loopcheck traces/ --html loopcheck-report.html',
    '  gate pull requests:    npx loopcheck traces/ --baseline loopcheck-baseline.json --update-baseline   (once, then commit it)',
    '                         npx loopcheck traces/ --baseline loopcheck-baseline.json                     (in CI: fails on regressions)',
  )
  return lines
}
