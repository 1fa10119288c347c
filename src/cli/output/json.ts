import type { CheckedTrace } from '../run/checked.js'
import type { RunSummary } from '../run/summary.js'
import { compareStrings } from '../../util/text.js'
import type { Reporter } from './reporter.js'
import { safeJson } from './sanitize.js'

/**
 * The version of the `--format json` document; bumped on breaking changes.
 *
 * @example
 * if (report.version !== JSON_REPORT_VERSION) throw new Error('unexpected loopcheck report version')
 */
export const JSON_REPORT_VERSION = 1

/**
 * One trace as the JSON report lists it, without its report.
 *
 * @example
 * jsonTrace(checked) // { key: 'run-7', file: 'runs.jsonl', line: 7, verdict: 'fail', gate: 'fail', score: 0.45, ... }
 */
export function jsonTrace(trace: CheckedTrace): Record<string, unknown> {
  const r = trace.result
  return {
    key: trace.key,
    id: r.id,
    file: r.file,
    line: r.line,
    verdict: r.verdict,
    gate: trace.gate,
    score: r.score,
    totalTokens: r.totalTokens,
    wastedTokens: r.wastedTokens,
    format: r.format,
    error: r.error,
    baseline: trace.comparison === null ? null : { change: trace.comparison.change, why: trace.comparison.why, previous: trace.comparison.previous },
  }
}

/**
 * The summary as the JSON report ends with it: counts, and the baseline's
 * verdicts by key.
 *
 * @example
 * jsonSummary(summary).failed // 3
 */
export function jsonSummary(summary: RunSummary): Record<string, unknown> {
  const b = summary.baseline
  return {
    total: summary.total,
    passed: summary.passed,
    failed: summary.failed,
    errors: summary.errors,
    loopsByKind: Object.fromEntries(Object.entries(summary.loopsByKind).sort(([a], [z]) => compareStrings(a, z))),
    tokens: summary.tokens,
    baseline:
      b === null
        ? null
        : {
            file: b.file,
            tolerance: b.tolerance,
            ...b.counts,
            knownFailures: b.knownFailures,
            regressions: b.regressions.map((trace) => trace.key),
            removedTraces: b.removed,
            duplicateKeys: b.duplicateKeys,
          },
  }
}

/**
 * `--format json`: one versioned object, `{ loopcheck: 'report', version,
 * run, traces: [...], summary }`, written as the traces are scored (one
 * trace per line) so memory stays flat. Each trace carries its full
 * `LoopReport`. Output is terminal-safe: every control or bidirectional
 * character in a string is `\u`-escaped, and secrets are redacted.
 *
 * @example
 * const report = JSON.parse(execSync('npx loopcheck runs.jsonl --format json').toString())
 * report.traces.filter((t) => t.verdict === 'fail')
 */
export function jsonReporter(): Reporter {
  let count = 0
  return {
    begin(info) {
      const run = {
        detector: info.detector,
        verdictBy: info.verdictBy,
        options: info.options,
        baseline: info.baseline,
        examples: info.examples,
        files: info.files,
      }
      return `{"loopcheck":"report","version":${JSON_REPORT_VERSION},"run":${safeJson(run)},"traces":[\n`
    },
    trace(trace) {
      // The report arrives already serialised (and made terminal-safe) by
      // the scorer; it is spliced in as the last member.
      const head = safeJson(jsonTrace(trace)).slice(0, -1)
      return `${count++ === 0 ? '' : ',\n'}${head},"report":${trace.result.reportJson ?? 'null'}}`
    },
    end(summary) {
      return `${count === 0 ? '' : '\n'}],"summary":${safeJson(jsonSummary(summary))}}\n`
    },
  }
}
