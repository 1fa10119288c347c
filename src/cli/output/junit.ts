import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'
import { findingLines } from '../../render/lines.js'
import { plainText } from '../../render/text.js'
import type { Reporter, RunInfo } from './reporter.js'
import { escapeXml } from './sanitize.js'
import { formatScore } from './score-format.js'
import { tokenCostPhrase } from '../../report/cost-text.js'

interface Suite {
  file: string
  cases: string[]
  tests: number
  failures: number
  errors: number
  skipped: number
}

/**
 * `--format junit`: a JUnit XML report for CI test-report viewers. One test
 * suite per file, one test case per trace; a failing trace (with a
 * baseline: a regression) is a `<failure>` carrying its findings, an
 * unreadable one an `<error>`, and a failure the baseline already knew is
 * `<skipped>` so it shows without failing the build. The document's totals
 * come first, so the test cases are held until the end (a few hundred bytes
 * per trace).
 *
 * @example
 * // npx loopcheck traces/ --format junit > loopcheck-junit.xml
 */
export function junitReporter(): Reporter {
  const suites: Suite[] = []
  let info: RunInfo
  return {
    begin(runInfo) {
      info = runInfo
      return ''
    },
    trace(trace) {
      const file = trace.result.file
      let suite = suites[suites.length - 1]
      if (suite === undefined || suite.file !== file) {
        suite = { file, cases: [], tests: 0, failures: 0, errors: 0, skipped: 0 }
        suites.push(suite)
      }
      suite.tests++
      const body = caseBody(trace, info)
      if (body.kind === 'failure') suite.failures++
      if (body.kind === 'error') suite.errors++
      if (body.kind === 'skipped') suite.skipped++
      const line = trace.result.line === null ? '' : ` line="${trace.result.line}"`
      const open = `    <testcase classname="${escapeXml(`loopcheck.${file}`)}" name="${escapeXml(trace.key)}" file="${escapeXml(file)}"${line}>`
      suite.cases.push(body.xml === '' ? `${open.slice(0, -1)} />` : `${open}\n${body.xml}\n    </testcase>`)
      return ''
    },
    end(summary: RunSummary) {
      const totals = suites.reduce(
        (t, s) => ({ tests: t.tests + s.tests, failures: t.failures + s.failures, errors: t.errors + s.errors, skipped: t.skipped + s.skipped }),
        { tests: 0, failures: 0, errors: 0, skipped: 0 },
      )
      const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="loopcheck" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}">`,
      ]
      for (const suite of suites) {
        lines.push(
          `  <testsuite name="${escapeXml(suite.file)}" tests="${suite.tests}" failures="${suite.failures}" errors="${suite.errors}" skipped="${suite.skipped}">`,
          ...suite.cases,
          '  </testsuite>',
        )
      }
      if (summary.baseline !== null && summary.baseline.removed.length > 0) {
        lines.push(`  <!-- ${summary.baseline.removed.length} baseline trace(s) not seen in this run -->`)
      }
      lines.push('</testsuites>', '')
      return lines.join('\n')
    },
  }
}

function caseBody(trace: CheckedTrace, info: RunInfo): { kind: 'pass' | 'failure' | 'error' | 'skipped'; xml: string } {
  const r = trace.result
  if (r.verdict === 'error') {
    return { kind: 'error', xml: `      <error type="unreadable-trace" message="${escapeXml(r.error ?? '')}" />` }
  }
  if (r.verdict === 'pass') {
    const note = trace.comparison?.change === 'improved' ? `      <system-out>${escapeXml(trace.comparison.why ?? '')}</system-out>` : ''
    return { kind: 'pass', xml: note }
  }
  const first = r.findings[0]
  const text = [
    `score ${formatScore(r.score ?? 0)} (threshold ${formatScore(r.threshold ?? 0)}, ${info.verdictBy === 'score' ? 'score verdict' : 'fails on any loop'})`,
    ...(trace.comparison?.why != null ? [trace.comparison.why] : []),
    ...(tokenCostPhrase(r) !== null ? [tokenCostPhrase(r)!] : []),
    ...r.findings.flatMap((finding) => [
      `${finding.title}: ${finding.message}`,
      ...findingLines(finding, { underMessage: true }).map((detail) => `  ${plainText(detail)}`),
    ]),
  ].join('\n')
  if (trace.gate === 'pass') {
    return { kind: 'skipped', xml: `      <skipped message="${escapeXml(`known failure, as in the baseline: ${first?.message ?? ''}`)}" />` }
  }
  const type = escapeXml(first?.kind ?? 'loop')
  return {
    kind: 'failure',
    xml: `      <failure type="${type}" message="${escapeXml(first?.message ?? 'score below the threshold')}">${escapeXml(text, { multiline: true })}</failure>`,
  }
}
