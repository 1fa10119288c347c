import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'
import { findingLines } from '../../render/lines.js'
import { plainText } from '../../render/text.js'
import { truncate } from '../../util/text.js'
import type { Reporter } from './reporter.js'
import { escapeAnnotationData, escapeAnnotationProperty } from './sanitize.js'
import { formatScore } from './score-format.js'

/**
 * Annotations printed at most; GitHub shows only the first few per step anyway.
 *
 * @example
 * if (printed >= MAX_ANNOTATIONS) withheld++
 */
export const MAX_ANNOTATIONS = 50

/**
 * One GitHub Actions workflow command for a trace, or `null` when the trace
 * needs none: `::error` for a trace that fails the gate (a failure without
 * a baseline, a regression with one) or cannot be read, `::warning` for a
 * failure the baseline already knew.
 *
 * @example
 * annotationFor(trace) // '::error file=runs/a.jsonl,line=7,title=loopcheck%3A loop in run-7::Tool \'grep\' called 4 times...'
 */
export function annotationFor(trace: CheckedTrace): string | null {
  const r = trace.result
  let level: 'error' | 'warning'
  let title: string
  let message: string
  if (r.verdict === 'error') {
    level = 'error'
    title = `loopcheck: cannot score ${trace.key}`
    message = r.error ?? ''
  } else if (r.verdict === 'fail') {
    level = trace.gate === 'fail' ? 'error' : 'warning'
    const change = trace.comparison?.change === 'regressed' ? 'regression' : trace.gate === 'fail' ? 'loop' : 'known loop'
    title = `loopcheck: ${change} in ${trace.key} (score ${formatScore(r.score ?? 0)})`
    const why = trace.comparison?.why != null ? [trace.comparison.why] : []
    message = [
      ...why,
      ...r.findings.flatMap((finding) => [`${finding.title}: ${finding.message}`, ...findingLines(finding, { underMessage: true }).map(plainText)]),
    ].join('\n')
    if (message === '') message = `score ${formatScore(r.score ?? 0)} is below the threshold ${formatScore(r.threshold ?? 0)}`
  } else return null
  const properties = [`file=${escapeAnnotationProperty(r.file)}`]
  if (r.line !== null) properties.push(`line=${r.line}`)
  properties.push(`title=${escapeAnnotationProperty(truncate(title, 200))}`)
  return `::${level} ${properties.join(',')}::${escapeAnnotationData(truncate(message, 2000))}`
}

/**
 * `--format github`: workflow annotations on the traces that fail (pointing
 * at their file and line in the pull request) and a closing `::notice` with
 * the totals. Annotations are capped at {@link MAX_ANNOTATIONS}.
 *
 * @example
 * // - run: npx loopcheck traces/ --baseline loopcheck-baseline.json --format github
 */
export function githubReporter(): Reporter {
  let printed = 0
  let withheld = 0
  return {
    begin: () => '',
    trace(trace) {
      const annotation = annotationFor(trace)
      if (annotation === null) return ''
      if (printed >= MAX_ANNOTATIONS) {
        withheld++
        return ''
      }
      printed++
      return `${annotation}\n`
    },
    end(summary: RunSummary) {
      const parts = [`${summary.total} traces`, `${summary.passed} passed`, `${summary.failed} failed`]
      if (summary.errors > 0) parts.push(`${summary.errors} could not be scored`)
      const b = summary.baseline
      if (b !== null) parts.push(`baseline: ${b.counts.regressed} regressed, ${b.counts.improved} improved, ${b.counts.new} new, ${b.counts.removed} removed`)
      if (withheld > 0) parts.push(`${withheld} more annotations not shown`)
      return `::notice title=loopcheck::${escapeAnnotationData(parts.join(', '))}\n`
    },
  }
}
