import { describe, expect, it } from 'vitest'
import { detectLoops } from '../../src/report/detect.js'
import {
  JudgeError,
  MockBackend,
  SemanticLoopDetection,
  type JudgeBackend,
  type JudgeQuestion,
  type MockAnswer,
  type SemanticLoopOptions,
} from '../../src/judge/index.js'
import { VERBATIM, llm, row, steps, tool } from './support/traces.js'

/** Answers: every step progressed, nothing revisited, no tool repeated, level 0, unless overridden. */
function healthy(overrides: Record<string, MockAnswer> = {}) {
  return (q: JudgeQuestion): MockAnswer => {
    if (Object.hasOwn(overrides, q.id)) return overrides[q.id]!
    if (q.id.startsWith('progress_')) return 0.97
    if (q.type === 'score') return 0
    return 0.03
  }
}

async function measure(trace: unknown, answers: ReturnType<typeof healthy>, options: SemanticLoopOptions = {}) {
  const judge = new MockBackend({ answers, inputTokens: 1234, costUsd: 0.00005, latencyMs: 321 })
  const result = await new SemanticLoopDetection(judge, options).measure(trace)
  return { result, judge }
}

describe('judged reasoning stagnation', () => {
  const trace = row(steps(4))

  it('scores 0.0 when the worst pair is at or above the severe threshold (0.85)', async () => {
    const { result } = await measure(trace, healthy({ progress_1_2: 0.05 }))
    expect(result.breakdown.reasoningStagnation).toBe(0)
    expect(result.worstPair).toMatchObject({ questionId: 'progress_1_2', kind: 'progress', steps: [1, 2], answer: 0.05 })
    expect(result.worstPair!.probability).toBeCloseTo(0.95, 12)
    expect(result.uncertain).toBe(false)
    expect(result.reason).toContain('Judge: step 2 made no progress beyond step 1 (stagnation probability 0.95).')
  })

  it('reads revisit answers as the stagnation probability itself', async () => {
    const { result } = await measure(trace, healthy({ revisit_0_2: 0.85 }))
    expect(result.breakdown.reasoningStagnation).toBe(0)
    expect(result.worstPair).toMatchObject({ questionId: 'revisit_0_2', kind: 'revisit', steps: [0, 2], probability: 0.85 })
    expect(result.reason).toContain('Judge: step 2 repeats step 0 (probability 0.85).')
  })

  it('scores 0.5 from the mild threshold (0.60) up to the severe one', async () => {
    expect((await measure(trace, healthy({ revisit_1_3: 0.6 }))).result.breakdown.reasoningStagnation).toBe(0.5)
    expect((await measure(trace, healthy({ revisit_1_3: 0.84 }))).result.breakdown.reasoningStagnation).toBe(0.5)
    const { result } = await measure(trace, healthy({ progress_0_1: 0.3 }))
    expect(result.breakdown.reasoningStagnation).toBe(0.5)
    expect(result.uncertain).toBe(false)
    expect(result.reason).toContain('step 1 probably made no progress beyond step 0')
  })

  it('scores 1.0 below the undecided band, and is not uncertain', async () => {
    const { result } = await measure(trace, healthy({ revisit_0_2: 0.39 }))
    expect(result.breakdown.reasoningStagnation).toBe(1)
    expect(result.uncertain).toBe(false)
    expect(result.lexicalFallback).toBeNull()
    expect(result.stagnantPairs).toEqual([])
  })

  it('is uncertain only when the result is 1.0 and the worst pair is in the band 0.40 to 0.60', async () => {
    for (const p of [0.4, 0.5, 0.59]) {
      const { result } = await measure(trace, healthy({ revisit_1_3: p }))
      expect(result.uncertain, `p=${p}`).toBe(true)
      expect(result.breakdown.reasoningStagnation, `p=${p}`).toBe(1)
      // The lexical check ran as the fallback and found nothing on these short steps.
      expect(result.lexicalFallback, `p=${p}`).toEqual({ score: 1, reason: 'No reasoning stagnation.' })
    }
    expect((await measure(trace, healthy({ revisit_1_3: 0.6 }))).result.uncertain).toBe(false)
  })

  it('lets the lexical check decide an undecided verdict when it scores lower', async () => {
    const verbatim = row([llm(VERBATIM), tool('grep', { p: 1 }), llm(VERBATIM), tool('grep', { p: 2 }), llm(VERBATIM)])
    const answers = healthy({ progress_0_1: 0.5, progress_1_2: 0.55, revisit_0_2: 0.45 })
    const { result } = await measure(verbatim, answers)
    expect(result.uncertain).toBe(true)
    expect(result.lexicalFallback).toEqual({ score: 0, reason: 'Identical reasoning outputs at steps 0 and 1.' })
    expect(result.breakdown.reasoningStagnation).toBe(0)
    expect(result.signals.reasoningStagnation).toMatchObject({ source: 'lexical' })
    expect(result.reason).toContain(
      'The judge is undecided on steps 0 and 1 (stagnation probability 0.50); lexical check: Identical reasoning outputs at steps 0 and 1.',
    )

    const off = await measure(verbatim, answers, { fallbackToLexicalWhenUncertain: false })
    expect(off.result.uncertain).toBe(true)
    expect(off.result.lexicalFallback).toBeNull()
    expect(off.result.breakdown.reasoningStagnation).toBe(1)
  })

  it('does not consult the lexical check when the judge is confident', async () => {
    const verbatim = row([llm(VERBATIM), llm(VERBATIM), llm(VERBATIM)])
    const { result } = await measure(verbatim, healthy())
    expect(result.breakdown.reasoningStagnation).toBe(1)
    expect(result.lexicalFallback).toBeNull()
    // deepeval's lexical metric would have scored this 0.0.
    expect(detectLoops(verbatim, { detector: 'deepeval' }).breakdown.reasoningStagnation).toBe(0)
  })

  it('lists the stagnant pairs with both step indices, span indices, texts and probability, most probable first', async () => {
    const { result } = await measure(trace, healthy({ progress_0_1: 0.3, revisit_1_3: 0.9 }))
    expect(result.stagnantPairs.map((p) => [p.questionId, p.steps, p.spanIndices])).toEqual([
      ['revisit_1_3', [1, 3], [3, 7]],
      ['progress_0_1', [0, 1], [1, 3]],
    ])
    expect(result.stagnantPairs[0]!.probability).toBe(0.9)
    expect(result.stagnantPairs[1]!.probability).toBeCloseTo(0.7, 12)
    expect(result.stagnantPairs[0]!.texts).toEqual(['Step 1: looking at part 1 of the code.', 'Step 3: looking at part 3 of the code.'])
    expect(result.pairs).toHaveLength(5)
  })

  it('records the overall answer and what the call cost', async () => {
    const { result } = await measure(trace, healthy({ stagnation: 2 }))
    expect(result.overall).toEqual({ level: 2, label: 'mostly stuck: repeating itself with little that is new' })
    expect(result).toMatchObject({ costUsd: 0.00005, inputTokens: 1234, latencyMs: 321, backend: 'mock', model: 'mock', questionsAsked: 7 })
  })
})

describe('judged tool repetition', () => {
  const grep = (n: number) => {
    const children = [llm('searching'), llm('searching more')]
    for (let i = 0; i < n; i++) children.push(tool('grep', { pattern: 'session guard', path: '.', ...(i > 0 ? { flag: i } : {}) }))
    return row(children)
  }

  it('scores a tool judged as one action by its call count, like the exact check', async () => {
    const six = await measure(grep(6), healthy({ tool_repeat_grep: 0.9 }))
    expect(six.result.breakdown.toolRepetition).toBe(0)
    expect(six.result.repeatedTools).toEqual([expect.objectContaining({ tool: 'grep', calls: 6, probability: 0.9, score: 0, spanIndices: [3, 4, 5, 6, 7, 8] })])
    expect(six.result.repeatedTools[0]!.distinctArguments).toHaveLength(6)
    expect(six.result.repeatedTools[0]!.distinctArguments[1]).toEqual({ pattern: 'session guard', path: '.', flag: 1 })
    expect(six.result.reason).toContain("Tool 'grep' called 6 times; the judge reads the calls as one action under different arguments (probability 0.90).")

    expect((await measure(grep(3), healthy({ tool_repeat_grep: 0.5 }))).result.breakdown.toolRepetition).toBe(0.5)
    const no = await measure(grep(6), healthy({ tool_repeat_grep: 0.49 }))
    expect(no.result.breakdown.toolRepetition).toBe(1)
    expect(no.result.repeatedTools).toEqual([])
  })

  it('keeps the more severe of the exact and the judged check', async () => {
    const identical = row([llm('a'), llm('b'), ...Array.from({ length: 6 }, () => tool('grep', { pattern: 'x' }))])
    const exactWins = await measure(identical, healthy({ tool_repeat_grep: 0.1 }))
    expect(exactWins.result.breakdown.toolRepetition).toBe(0)
    expect(exactWins.result.signals.toolRepetition).toMatchObject({ source: 'exact', reason: "Tool 'grep' called 6 times with identical arguments." })

    const mixed = row([
      llm('a'),
      llm('b'),
      ...Array.from({ length: 3 }, () => tool('grep', { pattern: 'x' })),
      tool('grep', { pattern: 'x', n: 1 }),
      tool('grep', { pattern: 'x', n: 2 }),
      tool('grep', { pattern: 'x', n: 3 }),
    ])
    const judgedWins = await measure(mixed, healthy({ tool_repeat_grep: 0.8 }))
    expect(judgedWins.result.evidence.exactToolRepetition?.score).toBe(0.5)
    expect(judgedWins.result.breakdown.toolRepetition).toBe(0)
    expect(judgedWins.result.signals.toolRepetition).toMatchObject({ source: 'judge' })
  })
})

describe('combination', () => {
  it("uses deepeval's weights: a lone severe signal cannot flip the default verdict", async () => {
    const trace = row([llm('a'), llm('b'), ...Array.from({ length: 6 }, (_, i) => tool('grep', { pattern: 'x', i }))])
    const { result } = await measure(trace, healthy({ tool_repeat_grep: 0.95 }))
    expect(result.breakdown).toEqual({ toolRepetition: 0, reasoningStagnation: 1, callGraphCycles: 1 })
    expect(result.score).toBeCloseTo(0.6, 12)
    expect(result.success).toBe(true)
    const strict = await measure(trace, healthy({ tool_repeat_grep: 0.95 }), { threshold: 0.7 })
    expect(strict.result.success).toBe(false)
    expect(strict.result.threshold).toBe(0.7)
  })

  it('weights only the enabled checks', async () => {
    const trace = row(steps(3))
    const { result } = await measure(trace, healthy({ progress_0_1: 0 }), { checkCallGraphCycles: false, checkToolRepetition: false })
    expect(result.score).toBe(0)
    expect(result.signals.toolRepetition).toBeNull()
    expect(result.signals.callGraphCycles).toBeNull()
    const both = await measure(row(steps(3, 'grep')), healthy({ progress_0_1: 0, tool_repeat_grep: 0.9 }))
    expect(both.result.breakdown).toEqual({ toolRepetition: 0.5, reasoningStagnation: 0, callGraphCycles: 1 })
    expect(both.result.score).toBeCloseTo(0.45, 12)
    expect(both.result.success).toBe(false)
  })

  it('keeps call-graph cycles deterministic: no question, same score as deepeval', async () => {
    const inner = { type: 'agent', name: 'planner', input: 'plan', output: '', children: [llm('x'), llm('y')] }
    const trace = { type: 'agent', name: 'planner', input: 'plan', output: '', children: [inner] }
    const { result, judge } = await measure(trace, healthy())
    expect(result.breakdown.callGraphCycles).toBe(0)
    expect(result.reason).toContain('Cycle detected in execution path: agent:planner -> agent:planner.')
    expect(judge.requests[0]!.questions.some((q) => /cycle/i.test(q.id))).toBe(false)
    expect(detectLoops(trace, { detector: 'deepeval' }).breakdown.callGraphCycles).toBe(0)
  })
})

describe('requests', () => {
  it('sends every question about a trace in exactly one request', async () => {
    const { result, judge } = await measure(row(steps(30, 'grep')), healthy())
    expect(judge.requests).toHaveLength(1)
    expect(judge.requests[0]!.questions).toHaveLength(1 + 29 + 28 + 1)
    expect(result.questionsAsked).toBe(59)
  })

  it('sends nothing when there is nothing to ask, and scores the trace anyway', async () => {
    const judge = new MockBackend({ answers: {} })
    const result = await new SemanticLoopDetection(judge).measure(row([llm('one step'), tool('grep', { a: 1 })]))
    expect(judge.requests).toHaveLength(0)
    expect(result).toMatchObject({ score: 1, success: true, questionsAsked: 0, judgeFailed: false, costUsd: 0 })
    expect(result.signals.reasoningStagnation?.reason).toBe('Not enough reasoning steps to judge stagnation.')
  })

  it('scores no trace as deepeval does, without a request', async () => {
    const judge = new MockBackend({ answers: {} })
    const result = await new SemanticLoopDetection(judge).measure(null)
    expect(judge.requests).toHaveLength(0)
    expect(result).toMatchObject({ score: 0, success: false, judgeFailed: false })
    expect(result.reason).toMatch(/^No trace data found/)
  })
})

describe('a failing judge', () => {
  const trace = row([llm(VERBATIM), tool('grep', { p: 1 }), llm(VERBATIM), tool('grep', { p: 1 }), tool('grep', { p: 1 })])

  it('is reported as failed, with the deterministic score, never as "no loop"', async () => {
    const judge = new MockBackend({ error: new JudgeError('http', 'Jev judge: POST http://127.0.0.1:1/v1/systemone failed with HTTP 500') })
    const result = await new SemanticLoopDetection(judge).measure(trace)
    const deterministic = detectLoops(trace, { detector: 'deepeval' })
    expect(result.judgeFailed).toBe(true)
    expect(result.judgeError).toBe('Jev judge: POST http://127.0.0.1:1/v1/systemone failed with HTTP 500')
    expect(result.score).toBe(deterministic.score)
    expect(result.breakdown).toEqual(deterministic.breakdown)
    expect(result.breakdown.reasoningStagnation).toBe(0)
    expect(result.success).toBe(false)
    expect(result.reason).toBe(`The judge failed (${result.judgeError}); fell back to the deterministic score. ${deterministic.reason}`)
    expect(result.uncertain).toBe(false)
  })

  it('treats a missing answer from any backend as a failure', async () => {
    const partial: JudgeBackend = {
      name: 'custom',
      model: 'custom-1',
      async ask(_state, questions) {
        const answers = Object.fromEntries(
          questions.slice(1).map((q) => [q.id, q.type === 'score' ? { type: 'score' as const, score: 0 } : { type: 'noul' as const, noul: 0.9 }]),
        )
        return { answers, inputTokens: 10, outputTokens: 0, costUsd: 0.01, latencyMs: 5, model: 'custom-1' }
      },
    }
    const result = await new SemanticLoopDetection(partial).measure(trace)
    expect(result.judgeFailed).toBe(true)
    expect(result.judgeError).toBe('custom judge: the answer to "tool_repeat_grep" is missing')
    // The reply was paid for even though it could not be used.
    expect(result.costUsd).toBe(0.01)
  })

  it('rejects instead with throwOnJudgeFailure', async () => {
    const error = new JudgeError('timeout', 'Jev judge: POST http://x timed out after 30 s')
    const detection = new SemanticLoopDetection(new MockBackend({ error }), { throwOnJudgeFailure: true })
    await expect(detection.measure(trace)).rejects.toBe(error)
  })
})

describe('MockBackend', () => {
  const questions: JudgeQuestion[] = [
    { id: 'yes', type: 'noul', instructions: 'y?' },
    { id: 'pick', type: 'choice', instructions: 'which?', choices: { a: null, b: 'the other' } },
    { id: 'level', type: 'score', instructions: 'how much?', levels: ['none', 'some', 'all'] },
  ]

  it('answers from a script per question id and records every request', async () => {
    const mock = new MockBackend({ answers: { yes: 0.25, pick: 'b', level: 2 }, model: 'scripted' })
    const response = await mock.ask('the state', questions)
    expect(response.answers).toEqual({
      yes: { type: 'noul', noul: 0.25 },
      pick: { type: 'choice', choice: 'b' },
      level: { type: 'score', score: 2 },
    })
    expect(response.model).toBe('scripted')
    await mock.ask('second state', questions)
    expect(mock.requests.map((r) => r.state)).toEqual(['the state', 'second state'])
    expect(mock.requests[0]!.questions.map((q) => q.id)).toEqual(['yes', 'pick', 'level'])
  })

  it('answers from a function of the question', async () => {
    const mock = new MockBackend({ answers: (q) => (q.type === 'noul' ? 1 : q.type === 'choice' ? 'a' : 0) })
    expect((await mock.ask('s', questions)).answers.yes).toEqual({ type: 'noul', noul: 1 })
  })

  it('rejects when an answer is missing, of the wrong type or out of range', async () => {
    await expect(new MockBackend({ answers: { yes: 0.5, pick: 'a' } }).ask('s', questions)).rejects.toThrow('Mock judge: the answer to "level" is missing')
    await expect(new MockBackend({ answers: { yes: 'a', pick: 'a', level: 0 } }).ask('s', questions)).rejects.toThrow(/does not fit a noul question/)
    await expect(new MockBackend({ answers: { yes: 1.5, pick: 'a', level: 0 } }).ask('s', questions)).rejects.toThrow(/outside 0 to 1/)
    await expect(new MockBackend({ answers: { yes: 0, pick: 'c', level: 0 } }).ask('s', questions)).rejects.toThrow(/not one of the offered labels/)
    await expect(new MockBackend({ answers: { yes: 0, pick: 'a', level: 3 } }).ask('s', questions)).rejects.toThrow(/outside 0 to 2/)
  })
})
