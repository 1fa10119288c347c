import { SIGNAL_NAMES } from '../../index.js'
import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'
import { kindTitle, SIGNAL_LABELS, sortKinds } from '../../render/kinds.js'
import type { Reporter, RunInfo } from './reporter.js'
import { escapeMarkdown } from './sanitize.js'
import { formatScore } from './score-format.js'
import { pluralWord, truncate } from '../../util/text.js'
import { runTokensLine, sharePercent } from '../../report/cost-text.js'

/**
 * Rows per Markdown table; counts above stay exact.
 *
 * @example
 * failures.slice(0, MARKDOWN_ROWS)
 */
export const MARKDOWN_ROWS = 50

/**
 * The run as a Markdown summary: a headline with the verdict, the totals,
 * the failing traces (with a baseline: the regressions first) with their
 * first finding, and what changed against the baseline. This is also what
 * goes to `GITHUB_STEP_SUMMARY`. Every trace-sourced text is escaped: no
 * link, image, HTML tag or table break can come from a trace.
 *
 * @example
 * appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdownSummary(summary, info))
 */
export function markdownSummary(summary: RunSummary, info: RunInfo): string {
  const b = summary.baseline
  const gateFailed = summary.errors > 0 || (b === null ? summary.failed > 0 : b.counts.regressed > 0)
  const icon = gateFailed ? '❌' : '✅'
  let headline: string
  if (b !== null) headline = `${b.counts.regressed} of ${summary.total} ${pluralWord(summary.total, 'trace')} regressed`
  else
    headline =
      summary.failed > 0
        ? `${summary.failed} of ${summary.total} ${pluralWord(summary.total, 'trace')} ${summary.failed === 1 ? 'loops' : 'loop'}`
        : `all ${summary.total} ${pluralWord(summary.total, 'trace')} pass`
  const lines = [`### ${icon} loopcheck: ${headline}`, '']
  const counts = [`**${summary.total}** ${pluralWord(summary.total, 'trace')}`, `**${summary.passed}** passed`, `**${summary.failed}** failed`]
  if (summary.errors > 0) counts.push(`**${summary.errors}** could not be scored`)
  lines.push(`${counts.join(' · ')} · detector \`${escapeMarkdown(info.detector).replace(/`/g, '')}\``)
  const kinds = sortKinds(Object.keys(summary.loopsByKind))
  if (kinds.length > 0)
    lines.push('', `Loops found: ${kinds.map((kind) => `${escapeMarkdown(kindTitle(kind, true))} in ${summary.loopsByKind[kind]}`).join(', ')}.`)
  if (summary.tokens !== null) {
    const line = runTokensLine(summary.tokens, summary.total - summary.errors)
    lines.push('', `${line.charAt(0).toUpperCase()}${line.slice(1)}.`)
  }

  if (b !== null) {
    const { regressed, improved, unchanged, new: added, removed } = b.counts
    lines.push(
      '',
      `Against the baseline \`${escapeMarkdown(b.file).replace(/`/g, '')}\` (tolerance ${formatScore(b.tolerance)}): **${regressed}** regressed · ${improved} improved · ${unchanged} unchanged · ${added} new · ${removed} removed.`,
    )
    if (b.regressions.length > 0) {
      lines.push('', '#### Regressions', '', '| Trace | Before | Now | Why |', '|---|---:|---:|---|')
      for (const trace of b.regressions.slice(0, MARKDOWN_ROWS)) {
        const before = trace.comparison?.previous?.score
        lines.push(
          `| ${cell(trace.key)} | ${before === undefined ? '' : formatScore(before)} | ${formatScore(trace.result.score ?? 0)} | ${cell(trace.comparison?.why ?? '')} |`,
        )
      }
      more(lines, regressed, b.regressions.length)
    }
    if (b.added.length > 0) {
      lines.push('', '<details><summary>New traces</summary>', '', '| Trace | Verdict | Score |', '|---|---|---:|')
      for (const trace of b.added) lines.push(`| ${cell(trace.key)} | ${trace.result.verdict} | ${formatScore(trace.result.score ?? 0)} |`)
      more(lines, added, b.added.length)
      lines.push('', '</details>')
    }
    if (b.removed.length > 0) {
      lines.push('', '<details><summary>Removed traces</summary>', '')
      for (const key of b.removed.slice(0, MARKDOWN_ROWS)) lines.push(`- ${cell(key)}`)
      more(lines, removed, Math.min(MARKDOWN_ROWS, b.removed.length))
      lines.push('', '</details>')
    }
  }

  // The cost column only when some trace recorded usage: an empty column says nothing.
  const tokens = summary.tokens !== null
  if (summary.failures.length > 0) {
    lines.push('', b === null ? '#### Failing traces' : '#### All failing traces', '', ...failureHeader(tokens))
    for (const trace of summary.failures.slice(0, MARKDOWN_ROWS)) lines.push(failureRow(trace, tokens))
    more(lines, summary.failed, Math.min(MARKDOWN_ROWS, summary.failures.length))
  }
  if (summary.errorList.length > 0) {
    lines.push('', '#### Could not be scored', '')
    for (const trace of summary.errorList) lines.push(`- ${cell(trace.location)}: ${cell(trace.result.error ?? '')}`)
    more(lines, summary.errors, summary.errorList.length)
  }
  lines.push('')
  return `${lines.join('\n')}\n`
}

function failureHeader(tokens: boolean): string[] {
  return tokens
    ? ['| Trace | Score | Breakdown | Wasted tokens | First finding |', '|---|---:|---|---:|---|']
    : ['| Trace | Score | Breakdown | First finding |', '|---|---:|---|---|']
}

function failureRow(trace: CheckedTrace, tokens: boolean): string {
  const r = trace.result
  const breakdown = r.breakdown === null ? '' : SIGNAL_NAMES.map((name) => `${SIGNAL_LABELS[name]} ${formatScore(r.breakdown![name])}`).join(', ')
  const first = r.findings[0]
  const finding = first === undefined ? '' : `${escapeMarkdown(first.title)}: ${cell(first.message)}`
  const name = trace.key === trace.location ? cell(trace.key) : `${cell(trace.key)} (${cell(trace.location)})`
  if (!tokens) return `| ${name} | ${formatScore(r.score ?? 0)} | ${breakdown} | ${finding} |`
  const wasted =
    r.wastedTokens === null ? 'unknown' : r.totalTokens ? `${r.wastedTokens.toLocaleString('en-US')} (${sharePercent(r.wastedTokens, r.totalTokens)})` : '0'
  return `| ${name} | ${formatScore(r.score ?? 0)} | ${breakdown} | ${wasted} | ${finding} |`
}

function cell(text: string): string {
  return escapeMarkdown(truncate(text, 200))
}

function more(lines: string[], total: number, shown: number): void {
  if (total > shown) lines.push('', `… and ${total - shown} more.`)
}

/**
 * `--format markdown`: prints {@link markdownSummary} at the end of the run.
 *
 * @example
 * // npx loopcheck traces/ --format markdown >> report.md
 */
export function markdownReporter(): Reporter {
  let info: RunInfo
  return {
    begin(runInfo) {
      info = runInfo
      return ''
    },
    trace: () => '',
    end: (summary) => markdownSummary(summary, info),
  }
}
