import { describe, expect, it } from 'vitest'
import { parseCommand, type CheckOptions } from '../../src/cli/args/parse.js'
import { detectOptionsOf, scoreConfigOf, scoringThreads, showProgressBar, useColors, WORKER_THRESHOLD_BYTES } from '../../src/cli/run/settings.js'
import { BaselineTracker } from '../../src/cli/run/tracker.js'
import { scoreText } from '../../src/cli/score/score-text.js'
import { CONFIG, exampleRow } from './support/results.js'

function options(argv: string[]): CheckOptions {
  const parsed = parseCommand(argv)
  if (parsed.command !== 'check') throw new Error('not a check command')
  return parsed.options
}

const tty = { env: {}, stdoutIsTTY: true, stderrIsTTY: true }
const piped = { env: {}, stdoutIsTTY: false, stderrIsTTY: false }

describe('colours', () => {
  it('on a terminal only, off with NO_COLOR, on with FORCE_COLOR, and the flags win', () => {
    expect(useColors(options([]), tty)).toBe(true)
    expect(useColors(options([]), piped)).toBe(false)
    expect(useColors(options([]), { ...tty, env: { NO_COLOR: '1' } })).toBe(false)
    expect(useColors(options([]), { ...tty, env: { NO_COLOR: '' } })).toBe(true)
    expect(useColors(options([]), { ...tty, env: { TERM: 'dumb' } })).toBe(false)
    expect(useColors(options([]), { ...piped, env: { FORCE_COLOR: '1' } })).toBe(true)
    expect(useColors(options([]), { ...piped, env: { FORCE_COLOR: '0' } })).toBe(false)
    expect(useColors(options(['--color']), { ...piped, env: { NO_COLOR: '1' } })).toBe(true)
    expect(useColors(options(['--no-color']), tty)).toBe(false)
    expect(useColors(options(['--output', 'out.txt']), tty)).toBe(false)
  })
})

describe('progress bar', () => {
  it('on a terminal stderr only, never for JSON, in CI or with --no-progress', () => {
    expect(showProgressBar(options([]), tty)).toBe(true)
    expect(showProgressBar(options([]), { ...tty, stderrIsTTY: false })).toBe(false)
    expect(showProgressBar(options(['--format', 'json']), tty)).toBe(false)
    expect(showProgressBar(options(['--no-progress']), tty)).toBe(false)
    expect(showProgressBar(options([]), { ...tty, env: { CI: 'true' } })).toBe(false)
    expect(showProgressBar(options(['--format', 'junit']), tty)).toBe(true)
  })
})

describe('scoring settings', () => {
  it('passes only the options the user set, and picks the verdict rule', () => {
    expect(detectOptionsOf(options([]), 'deepeval')).toEqual({ detector: 'deepeval' })
    expect(detectOptionsOf(options(['--threshold', '0.7', '--no-call-graph-cycles', '--repetition-threshold', '5']), undefined)).toEqual({
      threshold: 0.7,
      checkCallGraphCycles: false,
      repetitionThreshold: 5,
    })
    expect(scoreConfigOf(options([]), {})).toEqual({ detect: {}, verdictBy: 'loops', includeReport: false, includeTimeline: false })
    expect(scoreConfigOf(options(['-t', '0.5', '--format', 'json', '--html', 'r.html']), {})).toMatchObject({
      verdictBy: 'score',
      includeReport: true,
      includeTimeline: true,
    })
  })

  it('uses every core for large inputs only, unless --jobs says otherwise', () => {
    expect(scoringThreads(undefined, WORKER_THRESHOLD_BYTES, 2)).toBe(2)
    expect(scoringThreads(undefined, WORKER_THRESHOLD_BYTES - 1, 8)).toBe(1)
    expect(scoringThreads(1, 1e9, 8)).toBe(1)
    expect(scoringThreads(3, 10, 8)).toBe(3)
  })
})

describe('BaselineTracker', () => {
  const result = (line: number, row = 0) => scoreText({ seq: line, file: 'runs.jsonl', line, text: exampleRow(row) }, CONFIG)[0]!

  it('without a baseline: keys only, no comparison, the verdict gates', () => {
    const tracker = new BaselineTracker(null, { tolerance: 0, update: false })
    expect(tracker.check(result(1))).toMatchObject({ key: 'verbatim_loop-00', location: 'runs.jsonl:1', comparison: null, gate: 'fail' })
    expect(tracker.check(result(2))).toMatchObject({ key: 'verbatim_loop-00' })
    expect(tracker.removed()).toEqual([])
  })

  it('with a baseline: compares, tells repeated keys apart, lists removed traces and builds the update', () => {
    const baseline = {
      version: 1 as const,
      detector: 'deepeval',
      options: {},
      traces: { 'verbatim_loop-00': { verdict: 'fail' as const, score: 0.45, findings: [] }, gone: { verdict: 'pass' as const, score: 1, findings: [] } },
    }
    const tracker = new BaselineTracker(baseline, { tolerance: 0, update: true })
    expect(tracker.check(result(1))).toMatchObject({ key: 'verbatim_loop-00', comparison: { change: 'unchanged' }, gate: 'pass' })
    expect(tracker.check(result(2))).toMatchObject({ key: 'verbatim_loop-00 @ runs.jsonl:2', comparison: { change: 'new' }, gate: 'pass' })
    expect(tracker.duplicateKeys).toBe(1)
    expect(tracker.removed()).toEqual(['gone'])
    expect(Object.keys(tracker.updated('deepeval', {}).traces)).toEqual(['verbatim_loop-00', 'verbatim_loop-00 @ runs.jsonl:2'])
    expect(tracker.updated('deepeval', {}).traces['verbatim_loop-00']).toEqual({
      verdict: 'fail',
      score: 0.45,
      findings: ['repeated-tool-call', 'reasoning-stagnation'],
    })
  })
})
