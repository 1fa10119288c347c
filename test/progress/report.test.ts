import { describe, expect, it } from 'vitest'
import { detectProgress, progressDetector } from '../../src/progress/detector.js'
import { resolveProgressSettings } from '../../src/progress/options.js'
import { signalScore } from '../../src/progress/score.js'
import { DETECTORS } from '../../src/report/detectors.js'
import { detectLoops } from '../../src/report/detect.js'
import { llm, progress, repeat, root, tool } from './support.js'

const loop = root(...repeat(4, () => [llm('Searching again.'), tool('search', { q: 'x' }, 'none')]))
const healthy = root(llm('Reading the file.'), tool('read_file', { path: 'a.py' }, '10 lines'), llm('Running the tests.'), tool('run_tests', {}, 'passed'))

describe('the progress report', () => {
  it('is registered as a detector under the name progress', () => {
    expect(DETECTORS.progress).toBe(progressDetector)
    expect(detectLoops(loop, { detector: 'progress' }).detector).toBe('progress')
  })

  it('keeps the three signal keys every matcher reads, and tags each finding with detector and level', () => {
    const report = progress(loop)
    expect(Object.keys(report.breakdown)).toEqual(['toolRepetition', 'reasoningStagnation', 'callGraphCycles'])
    expect(Object.keys(report.signals)).toEqual(['toolRepetition', 'reasoningStagnation', 'callGraphCycles'])
    expect(report.version).toBe(1)
    for (const finding of report.findings) {
      expect(finding.detector).toBe('progress')
      expect(['warning', 'critical']).toContain(finding.level)
      expect(finding.wastedSteps).toBeGreaterThan(0)
      expect(finding.message.length).toBeGreaterThan(10)
    }
    expect(report.signals.toolRepetition.status).toBe('loop')
    expect(report.loopDetected).toBe(true)
    expect(report.reason).toMatch(/^Loop detected: /)
  })

  it('fails the verdict on a single confirmed pattern, and passes a clean trace with score 1', () => {
    expect(progress(loop).success).toBe(false)
    const clean = progress(healthy)
    expect(clean).toMatchObject({ success: true, score: 1, loopDetected: false, findings: [] })
    expect(clean.signals.toolRepetition.status).toBe('clean')
  })

  it('scores confirmed loops below 0.5 and falling with waste, warnings between 0.5 and 1', () => {
    expect(signalScore({ critical: 3, warning: 0 }, 3)).toBe(0.25)
    expect(signalScore({ critical: 6, warning: 0 }, 3)).toBeLessThan(signalScore({ critical: 3, warning: 0 }, 3))
    expect(signalScore({ critical: 0, warning: 1 }, 3)).toBe(0.75)
    expect(signalScore({ critical: 0, warning: 0 }, 3)).toBe(1)
  })

  it('respects threshold: warnings pass at 0.5 and fail at 0.9; a critical finding fails at any threshold', () => {
    const warned = root(...repeat(3, () => [tool('search', { q: 'x' }, 'hits: a.md')]), tool('read', { path: 'a.md' }, 'the answer'))
    expect(progress(warned).success).toBe(true)
    expect(progress(warned, { threshold: 0.9 }).success).toBe(false)
    expect(progress(loop, { threshold: 0 }).success).toBe(false)
  })

  it('respects repetitionThreshold (repeats that confirm a loop) and similarityThreshold', () => {
    // Four bare calls with a result already seen, then the run moves on: three wasted repeats, a warning at R = 4.
    const bare = root(...repeat(4, () => [tool('search', { q: 'x' }, 'hits: a.md')]), tool('read', { path: 'a.md' }, 'the answer'))
    expect(progress(bare, { repetitionThreshold: 4 }).findings.every((f) => f.level === 'warning')).toBe(true)
    expect(progress(bare).loopDetected).toBe(true)
    expect(progress(loop, { repetitionThreshold: 2 }).success).toBe(false)
    // A plan and three near-copies (one word changed: bigram similarity about 0.9), then one unrelated step.
    const words =
      'first I will check the configuration file on the staging host then verify that the database connection string points at the replica and finally restart the worker pool so the new settings take effect everywhere'.split(
        ' ',
      )
    const variant = (i: number) => words.map((w, k) => (i > 0 && k === i * 7 ? 'CHANGED' : w)).join(' ')
    const monologue = root(...repeat(4, (i) => [llm(variant(i))]), llm('Something unrelated about the weather in Lisbon and the price of coffee.'))
    expect(progress(monologue).breakdown.reasoningStagnation).toBeLessThan(0.5)
    // similarityThreshold measures wording; the same four turns are also a monologue (nothing
    // happens between them and they add no content), judged by content unless turned off.
    expect(progress(monologue, { similarityThreshold: 0.95, progress: { checkMonologues: false } }).breakdown.reasoningStagnation).toBe(1)
    expect(progress(monologue, { similarityThreshold: 0.95 }).findings.map((f) => [f.kind, (f as { measure?: string }).measure])).toEqual([
      ['repeated-reasoning', 'content-word-containment'],
    ])
  })

  it('turns checks off: a skipped signal scores 1 and reports nothing', () => {
    const report = progress(loop, { checkToolRepetition: false, checkReasoningStagnation: false })
    expect(report.signals.toolRepetition.status).toBe('skipped')
    expect(report.findings).toEqual([])
    expect(report.success).toBe(true)
  })

  it('strict mode makes the score binary and any finding fail', () => {
    const warned = root(...repeat(3, () => [tool('search', { q: 'x' }, 'hits: a.md')]))
    expect(progress(warned, { strictMode: true })).toMatchObject({ success: false, score: 0, threshold: 1 })
    expect(progress(healthy, { strictMode: true })).toMatchObject({ success: true, score: 1 })
  })

  it('marks a signal insufficient-data when the trace says it lacks the data', () => {
    const report = detectProgress({
      format: 'test',
      root: { type: 'agent', name: 'a', input: '', output: '', children: [] },
      gaps: { toolRepetition: 'tool arguments were not recorded' },
    })
    expect(report.signals.toolRepetition).toMatchObject({ status: 'insufficient-data', note: 'tool arguments were not recorded' })
  })

  it('scores a missing trace as deepeval does (0, not successful), every signal insufficient', () => {
    const report = detectLoops(null, { detector: 'progress' })
    expect(report).toMatchObject({ score: 0, success: false, loopDetected: false })
    expect(report.signals.callGraphCycles.status).toBe('insufficient-data')
  })

  it('takes identity options under `progress`', () => {
    const polls = root(...repeat(4, (i) => [tool('fetch', { url: 'u', nonce_value: i }, 'same')]))
    expect(progress(polls).findings).toEqual([])
    expect(progress(polls, { progress: { tools: { fetch: { volatileArgs: ['nonce_value'] } } } }).success).toBe(false)
  })

  it('rejects out-of-range options with a message naming the option', () => {
    expect(() => resolveProgressSettings({ repetitionThreshold: 0 })).toThrow(/repetitionThreshold must be an integer of at least 1/)
    expect(() => resolveProgressSettings({ threshold: 2 })).toThrow(/threshold must be a number from 0 to 1/)
    expect(() => resolveProgressSettings({ similarityThreshold: 0 })).toThrow(/similarityThreshold/)
    expect(() => resolveProgressSettings({ progress: { textWindow: -1 } })).toThrow(/textWindow/)
  })
})
