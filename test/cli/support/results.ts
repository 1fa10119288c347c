// Real scored traces for the formatter tests: scored with the same pure
// function the CLI uses, so the tests see what users see.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compareWithBaseline, type BaselineEntry } from '../../../src/cli/baseline/baseline.js'
import type { RunInfo } from '../../../src/cli/output/reporter.js'
import { gateOf, type CheckedTrace } from '../../../src/cli/run/checked.js'
import { SummaryCollector, type RunSummary } from '../../../src/cli/run/summary.js'
import { traceKey, traceLocation } from '../../../src/cli/score/identity.js'
import { scoreText } from '../../../src/cli/score/score-text.js'
import type { ScoreConfig } from '../../../src/cli/score/types.js'
import { EXAMPLES } from './cli.js'

/** The default scoring configuration, with timelines and full reports. */
export const CONFIG: ScoreConfig = { detect: { detector: 'deepeval' }, verdictBy: 'loops', includeReport: true, includeTimeline: true }

/** An example trace file's text. */
export function exampleText(name: string): string {
  return readFileSync(path.join(EXAMPLES, name), 'utf8')
}

/** One line of the bundled benchmark rows. */
export function exampleRow(index: number): string {
  return exampleText('benchmark-rows.jsonl').split('\n')[index]!
}

let seq = 0

/**
 * Scores a trace text and wraps it as the reporters see it.
 *
 * @example
 * const trace = checked(exampleText('looping-research.anthropic.json'), { file: 'traces/a.json' })
 */
export function checked(
  text: string,
  where: { file: string; line?: number | null; baseline?: BaselineEntry | null; tolerance?: number; config?: ScoreConfig },
): CheckedTrace {
  const result = scoreText({ seq: seq++, file: where.file, line: where.line ?? null, text }, where.config ?? CONFIG)[0]!
  const baselineInUse = where.baseline !== undefined
  const comparison =
    baselineInUse && result.verdict !== 'error'
      ? compareWithBaseline(where.baseline ?? undefined, { verdict: result.verdict, score: result.score ?? 0 }, where.tolerance ?? 0)
      : null
  return { result, key: traceKey(result), location: traceLocation(result), comparison, gate: gateOf(result, comparison, baselineInUse) }
}

/** The summary of some checked traces. */
export function summarize(traces: CheckedTrace[], baseline: { file: string; tolerance: number; removed?: string[] } | null = null): RunSummary {
  const collector = new SummaryCollector(baseline === null ? null : { file: baseline.file, tolerance: baseline.tolerance })
  for (const trace of traces) collector.add(trace)
  return collector.finish(baseline?.removed ?? [])
}

/** Run information as the CLI would give it. */
export function runInfo(overrides: Partial<RunInfo> = {}): RunInfo {
  return { detector: 'deepeval', verdictBy: 'loops', options: {}, baseline: null, examples: false, files: 3, ...overrides }
}

/** A small mixed run: a looping row, a healthy row, a cycle, an unreadable line. */
export function mixedRun(): CheckedTrace[] {
  return [
    checked(exampleRow(0), { file: 'runs/rows.jsonl', line: 1 }),
    checked(exampleRow(2), { file: 'runs/rows.jsonl', line: 2 }),
    checked(exampleText('recursive-planner.deepeval.json'), { file: 'traces/planner.json' }),
    checked('{"root": ', { file: 'runs/rows.jsonl', line: 4 }),
  ]
}
