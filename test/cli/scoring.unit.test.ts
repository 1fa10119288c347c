import { describe, expect, it } from 'vitest'
import { findingLines } from '../../src/render/lines.js'
import { plainText } from '../../src/render/text.js'
import { traceIdOf, traceKey } from '../../src/cli/score/identity.js'
import { scoreText } from '../../src/cli/score/score-text.js'
import { buildTimeline, excerpt, MAX_TIMELINE_STEPS } from '../../src/cli/score/timeline.js'
import { verdictOf } from '../../src/cli/score/verdict.js'
import { exitCodeOf } from '../../src/cli/run/summary.js'
import { normalizeTrace } from '../../src/index.js'
import { CONFIG, checked, exampleRow, exampleText, mixedRun, summarize } from './support/results.js'

describe('trace identity', () => {
  it('a JSONL row goes by its trace_id or id, a JSON file by its path', () => {
    expect(traceIdOf({ trace_id: 'run-1', id: 'other' })).toBe('run-1')
    expect(traceIdOf({ id: 42 })).toBe('42')
    expect(traceIdOf({ id: '  ' })).toBeNull()
    expect(traceIdOf([{ id: 'x' }])).toBeNull()
    expect(traceKey({ id: 'run-1', file: 'a.jsonl', line: 3 })).toBe('run-1')
    expect(traceKey({ id: null, file: 'a.jsonl', line: 3 })).toBe('a.jsonl:3')
    expect(traceKey({ id: 'msg_1', file: 'b.json', line: null })).toBe('b.json')
  })
})

describe('verdict', () => {
  it('fails on any loop by default, on the combined score with a threshold (the matcher rule)', () => {
    expect(verdictOf({ loopDetected: true, success: true }, 'loops')).toBe('fail')
    expect(verdictOf({ loopDetected: false, success: false }, 'loops')).toBe('pass')
    expect(verdictOf({ loopDetected: true, success: true }, 'score')).toBe('pass')
    expect(verdictOf({ loopDetected: false, success: false }, 'score')).toBe('fail')
  })

  it('the research trace (score 0.8, one repeated call) fails by loops and passes by score', () => {
    const text = exampleText('looping-research.anthropic.json')
    expect(scoreText({ seq: 0, file: 'a.json', line: null, text }, CONFIG)[0]!).toMatchObject({ verdict: 'fail', score: 0.8, loopDetected: true })
    expect(
      scoreText({ seq: 0, file: 'a.json', line: null, text }, { ...CONFIG, verdictBy: 'score', detect: { detector: 'deepeval', threshold: 0.5 } })[0]!.verdict,
    ).toBe('pass')
  })
})

describe('scoreText', () => {
  it('reports bad JSON and unreadable traces as errors naming the problem, never throwing', () => {
    expect(scoreText({ seq: 0, file: 'a.jsonl', line: 2, text: '{"root": ' }, CONFIG)[0]!).toMatchObject({
      verdict: 'error',
      error: expect.stringMatching(/^invalid JSON: /),
    })
    expect(scoreText({ seq: 0, file: 'a.jsonl', line: 2, text: '{"type":"agent","name":"a","children":null}' }, CONFIG)[0]!.error).toMatch(/children/)
    expect(scoreText({ seq: 0, file: 'a.jsonl', line: 2, text: '42' }, CONFIG)[0]!.error).toMatch(/^not a trace loopcheck can read/)
    expect(scoreText({ seq: 0, file: 'x', line: null, text: '', readError: 'no such file or folder' }, CONFIG)[0]!).toMatchObject({
      verdict: 'error',
      error: 'no such file or folder',
    })
  })

  it('describes each finding with the render model: title, evidence and spans', () => {
    const row = checked(exampleRow(0), { file: 'r.jsonl', line: 1 }).result
    expect(row.findings.map((f) => [f.kind, f.title, f.spans])).toEqual([
      ['repeated-tool-call', 'repeated tool call', [2, 4, 6, 8]],
      ['reasoning-stagnation', 'stagnating reasoning', [1, 3]],
    ])
    expect(findingLines(row.findings[0]!).map(plainText)).toEqual([
      'grep called 4 times with identical arguments, at spans 2, 4, 6, 8 (3 wasted steps)',
      'arguments: {"path": ".", "pattern": "the guest checkout handler"}',
    ])
    const cycle = checked(exampleText('recursive-planner.deepeval.json'), { file: 'p.json' }).result.findings[0]!
    expect(cycle).toMatchObject({ kind: 'call-graph-cycle', title: 'call-graph cycle', spans: [2, 4], repeatsSpan: 2 })
    expect(findingLines(cycle).map(plainText)).toEqual([
      'agent:planner at span 4 repeats its ancestor at span 2, 1 level up:',
      '  agent:orchestrator [span 0]',
      '  └─ agent:planner [span 2] ← repeated input "{\\"task\\": \\"plan the database migration\\"}"',
      '     └─ agent:planner [span 4] ↺ repeats span 2 input "{\\"task\\": \\"plan the database migration\\"}"',
    ])
  })

  it('gives failing traces a timeline whose indices match the findings', () => {
    const result = checked(exampleRow(0), { file: 'r.jsonl', line: 1 }).result
    const steps = result.timeline!.steps
    expect(result.timeline!.total).toBe(steps.length)
    expect(steps.filter((s) => [2, 4, 6, 8].includes(s.index)).map((s) => s.name)).toEqual(['grep', 'grep', 'grep', 'grep'])
    expect(checked(exampleRow(2), { file: 'r.jsonl', line: 3 }).result.timeline).toBeUndefined()
  })
})

describe('buildTimeline', () => {
  it('keeps long traces bounded: the start and each highlighted span with its neighbours', () => {
    const children = Array.from({ length: 5000 }, (_, i) => ({ type: 'tool', name: `t${i}`, input: { i }, output: 'x'.repeat(1000), children: [] }))
    const trace = normalizeTrace({ type: 'agent', name: 'root', input: '', output: '', children })
    const timeline = buildTimeline(trace, new Set([4000]))
    expect(timeline.total).toBe(5001)
    expect(timeline.steps.length).toBeLessThanOrEqual(MAX_TIMELINE_STEPS)
    expect(timeline.steps.map((s) => s.index).slice(-3)).toEqual([3999, 4000, 4001])
    expect(timeline.steps[1]!.output.length).toBeLessThanOrEqual(160)
  })

  it('walks 100,000-deep traces without overflowing the stack', () => {
    let node = { type: 'agent', name: 'leaf', input: '', output: '', children: [] as unknown[] }
    for (let i = 0; i < 100_000; i++) node = { type: 'agent', name: `n${i}`, input: '', output: '', children: [node] }
    const timeline = buildTimeline(normalizeTrace(node), new Set([99_999]))
    expect(timeline.total).toBe(100_001)
    expect(timeline.steps.at(-1)!.depth).toBe(100_000)
  })
})

describe('excerpts', () => {
  it('prints a value on one bounded line: text as it is, anything else as key-sorted JSON', () => {
    expect(excerpt('  many\n words  ', 8)).toBe('many wo…')
    expect(excerpt({ b: 1, a: { d: [1, null], c: 'x' } })).toBe('{"a": {"c": "x", "d": [1, null]}, "b": 1}')
    expect(excerpt({ long: 'y'.repeat(10_000) }, 50)).toHaveLength(50)
    expect(excerpt(null)).toBe('')
  })
})

describe('exit code', () => {
  it('2 when anything could not be read, else 1 on failures, else 0', () => {
    const run = mixedRun()
    expect(exitCodeOf(summarize(run))).toBe(2)
    expect(exitCodeOf(summarize(run.slice(0, 3)))).toBe(1)
    expect(exitCodeOf(summarize(run.slice(1, 2)))).toBe(0)
  })

  it('with a baseline only regressions fail', () => {
    const known = checked(exampleRow(0), { file: 'r.jsonl', line: 1, baseline: { verdict: 'fail', score: 0.45, findings: [] } })
    const regressed = checked(exampleRow(1), { file: 'r.jsonl', line: 2, baseline: { verdict: 'pass', score: 1, findings: [] } })
    const added = checked(exampleText('looping-research.anthropic.json'), { file: 'a.json', baseline: null })
    expect(known.gate).toBe('pass')
    expect(added.gate).toBe('pass')
    expect(regressed.gate).toBe('fail')
    const base = { file: 'b.json', tolerance: 0 }
    expect(exitCodeOf(summarize([known, added], base))).toBe(0)
    const summary = summarize([known, regressed, added], { ...base, removed: ['gone'] })
    expect(exitCodeOf(summary)).toBe(1)
    expect(summary.baseline).toMatchObject({ counts: { regressed: 1, improved: 0, unchanged: 1, new: 1, removed: 1 }, knownFailures: 1, removed: ['gone'] })
  })
})
