import { describe, expect, it } from 'vitest'
import { MockBackend, judgeDetectLoops, type JudgeQuestion, type MockAnswer } from '../../src/judge/index.js'
import { VERBATIM, llm, row, steps, tool } from './support/traces.js'

const script =
  (overrides: Record<string, MockAnswer>) =>
  (q: JudgeQuestion): MockAnswer =>
    Object.hasOwn(overrides, q.id) ? overrides[q.id]! : q.id.startsWith('progress_') ? 0.95 : q.type === 'score' ? 0 : 0.05

describe('judgeDetectLoops', () => {
  it('returns a LoopReport named judge:<model> with the judged findings', async () => {
    const children = [...steps(3)]
    for (let i = 0; i < 6; i++) children.push(tool('grep', { pattern: 'guard', ...(i > 0 ? { n: i } : {}) }))
    const judge = new MockBackend({ model: 'jev-1.13', answers: script({ progress_1_2: 0.02, tool_repeat_grep: 0.96 }), inputTokens: 900, costUsd: 0.0000378 })
    const report = await judgeDetectLoops(row(children), judge)

    expect(report).toMatchObject({
      version: 1,
      detector: 'judge:jev-1.13',
      success: false,
      threshold: 0.5,
      loopDetected: true,
      breakdown: { toolRepetition: 0, reasoningStagnation: 0, callGraphCycles: 1 },
    })
    expect(report.score).toBeCloseTo(0.25, 12)
    expect(report.signals.reasoningStagnation).toMatchObject({ status: 'loop', score: 0 })
    expect(report.signals.toolRepetition).toMatchObject({ status: 'loop', score: 0 })
    expect(report.signals.callGraphCycles.status).toBe('clean')
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'repeated-tool-call',
        detector: 'judge:jev-1.13',
        level: 'critical',
        tool: 'grep',
        count: 6,
        arguments: [
          { pattern: 'guard' },
          { pattern: 'guard', n: 1 },
          { pattern: 'guard', n: 2 },
          { pattern: 'guard', n: 3 },
          { pattern: 'guard', n: 4 },
          { pattern: 'guard', n: 5 },
        ],
      }),
      expect.objectContaining({
        kind: 'reasoning-stagnation',
        level: 'critical',
        steps: [1, 2],
        spanIndices: [3, 5],
        measure: 'judge-progress',
        texts: ['Step 1: looking at part 1 of the code.', 'Step 2: looking at part 2 of the code.'],
      }),
    ])
    expect((report.findings[1] as { similarity: number }).similarity).toBeCloseTo(0.98, 12)
    expect(report.judge).toEqual({
      backend: 'mock',
      model: 'jev-1.13',
      respondingModel: 'jev-1.13',
      failed: false,
      error: null,
      uncertain: false,
      questionsAsked: 6,
      questionsDropped: 0,
      costUsd: 0.0000378,
      inputTokens: 900,
    })
    // Plain JSON: survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })

  it('reports a clean trace as clean, and an undecided judge as insufficient data', async () => {
    const clean = await judgeDetectLoops(row(steps(3)), new MockBackend({ answers: script({}) }))
    expect(clean).toMatchObject({ success: true, loopDetected: false, findings: [], reason: 'No loop patterns detected.' })
    expect(clean.signals.reasoningStagnation.status).toBe('clean')

    const undecided = await judgeDetectLoops(row(steps(3)), new MockBackend({ answers: script({ revisit_0_2: 0.5 }) }))
    expect(undecided.judge.uncertain).toBe(true)
    expect(undecided.signals.reasoningStagnation).toMatchObject({ status: 'insufficient-data', score: 1 })
  })

  it('includes the lexical finding when the lexical fallback decided', async () => {
    const trace = row([llm(VERBATIM), llm(VERBATIM), llm('something else entirely')])
    const report = await judgeDetectLoops(trace, new MockBackend({ answers: script({ progress_0_1: 0.55 }) }))
    expect(report.breakdown.reasoningStagnation).toBe(0)
    expect(report.findings).toEqual([expect.objectContaining({ kind: 'reasoning-stagnation', steps: [0, 1], measure: 'bigram-jaccard' })])
  })

  it('says when there was no trace, and reads the goal option for formats without one', async () => {
    const none = await judgeDetectLoops(null, new MockBackend())
    expect(none.signals.reasoningStagnation).toMatchObject({ status: 'insufficient-data', note: 'there was no trace to score' })
    const judge = new MockBackend({ answers: script({}) })
    await judgeDetectLoops({ type: 'agent', name: 'a', children: [llm('x'), llm('y')] }, judge, { goal: 'the goal I gave' })
    expect(judge.requests[0]!.state).toMatch(/^Goal: the goal I gave\n/)
  })
})
