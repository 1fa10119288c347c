import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isEvaluationLoopResult, LoopEvaluator, readEvaluationLoopResult } from '../../src/health/index.js'
import { TraceValidationError } from '../../src/trace/errors.js'

const praisonResult = JSON.parse(readFileSync(new URL('../fixtures/shared/formats/praisonai-evaluation-loop-result.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>

function validationError(run: () => unknown): TraceValidationError {
  try {
    run()
  } catch (error) {
    if (error instanceof TraceValidationError) return error
    throw error
  }
  throw new Error('expected a TraceValidationError')
}

describe('readEvaluationLoopResult', () => {
  it("reads PraisonAI's to_dict() JSON", () => {
    const loop = readEvaluationLoopResult(praisonResult)
    expect(loop).toEqual({
      scoreHistory: [6.0, 6.5, 6.5, 6.5, 6.5],
      scoreHistorySource: 'score_history',
      threshold: 8.0,
      totalDurationSeconds: 41.83,
      mode: 'optimize',
      success: false,
      usage: null,
    })
  })

  it('reads the same fields in camelCase and gives the same verdict', () => {
    const camel = {
      scoreHistory: [6, 8.5, 9],
      threshold: 8,
      totalDurationSeconds: 12.5,
      mode: 'Optimize',
      success: true,
    }
    const snake = { score_history: [6, 8.5, 9], threshold: 8, total_duration_seconds: 12.5, mode: 'Optimize', success: true }
    const loop = readEvaluationLoopResult(camel)
    expect(loop.scoreHistorySource).toBe('scoreHistory')
    expect(loop.totalDurationSeconds).toBe(12.5)
    expect(loop.mode).toBe('optimize')
    const evaluator = new LoopEvaluator()
    expect(evaluator.run(camel).toDict()).toEqual(evaluator.run(snake).toDict())
  })

  it('falls back to iterations[].score when there is no score history', () => {
    const { score_history: _omitted, ...withoutHistory } = praisonResult
    const loop = readEvaluationLoopResult(withoutHistory)
    expect(loop.scoreHistorySource).toBe('iterations')
    expect(loop.scoreHistory).toEqual([6.0, 6.5, 6.5, 6.5, 6.5])
    expect(readEvaluationLoopResult({ iterations: [{ score: 7 }, {}, { score: null }] }).scoreHistory).toEqual([7, null, null])
  })

  it('prefers score_history over iterations when both are there', () => {
    expect(readEvaluationLoopResult({ score_history: [1, 2], iterations: [{ score: 9 }] }).scoreHistory).toEqual([1, 2])
  })

  it('reads a null score_history as empty, like the reference, unless iterations carry scores', () => {
    expect(readEvaluationLoopResult({ score_history: null, threshold: 8 }).scoreHistory).toEqual([])
    expect(readEvaluationLoopResult({ score_history: null, iterations: [{ score: 4 }] }).scoreHistory).toEqual([4])
  })

  it('applies the defaults: no threshold, duration 0, mode optimize, success unknown', () => {
    const loop = readEvaluationLoopResult({ score_history: [1], mode: '', total_duration_seconds: null })
    expect(loop.threshold).toBeNull()
    expect(loop.totalDurationSeconds).toBe(0)
    expect(loop.mode).toBe('optimize')
    expect(loop.success).toBeNull()
    expect(readEvaluationLoopResult({ score_history: [1], mode: null }).mode).toBe('optimize')
    expect(readEvaluationLoopResult({ score_history: [1], mode: 'REVIEW' }).mode).toBe('review')
  })

  it('reads success with Python truthiness', () => {
    expect(readEvaluationLoopResult({ score_history: [], success: 0 }).success).toBe(false)
    expect(readEvaluationLoopResult({ score_history: [], success: 2 }).success).toBe(true)
    expect(readEvaluationLoopResult({ score_history: [], success: null }).success).toBeNull()
  })

  it('reads class instances through their properties', () => {
    class EvaluationLoopResult {
      readonly threshold = 7
      readonly mode = 'review'
      get scoreHistory(): number[] {
        return [5, 7.5]
      }
    }
    const loop = readEvaluationLoopResult(new EvaluationLoopResult())
    expect(loop.scoreHistory).toEqual([5, 7.5])
    expect(loop.mode).toBe('review')
  })

  it('reads usage from a usage object, top-level totals or per-iteration usage', () => {
    expect(readEvaluationLoopResult({ score_history: [1], usage: { prompt_tokens: 900, completion_tokens: 300, cost: 0.01 } }).usage).toEqual({
      tokens: 1200,
      cost: 0.01,
    })
    expect(readEvaluationLoopResult({ scoreHistory: [1], totalTokens: 50, totalCost: 0.2 }).usage).toEqual({ tokens: 50, cost: 0.2 })
    expect(
      readEvaluationLoopResult({
        iterations: [
          { score: 5, usage: { input_tokens: 10, output_tokens: 5 } },
          { score: 6, usage: { inputTokens: 20, outputTokens: 5, costUsd: 0.5 } },
        ],
      }).usage,
    ).toEqual({ tokens: 40, cost: null })
    expect(readEvaluationLoopResult({ score_history: [1] }).usage).toBeNull()
  })
})

describe('readEvaluationLoopResult: errors name the place', () => {
  it('when no score history can be found', () => {
    const error = validationError(() => readEvaluationLoopResult({ threshold: 8, success: true }))
    expect(error.path).toBe('loopResult')
    expect(error.message).toMatch(/^loopResult: no score history found/)
    expect(error.message).toContain('score_history')
    expect(error.message).toContain('iterations')
  })

  it('when the value is not an object', () => {
    expect(validationError(() => readEvaluationLoopResult(null)).message).toBe('loopResult: expected an evaluation loop result object, got null')
    expect(validationError(() => readEvaluationLoopResult([1, 2])).message).toBe('loopResult: expected an evaluation loop result object, got an array')
  })

  it('when a score has the wrong type', () => {
    const error = validationError(() => readEvaluationLoopResult({ score_history: [7, 8, '9'] }))
    expect(error.path).toBe('loopResult.score_history[2]')
    expect(error.message).toBe('loopResult.score_history[2]: expected a number or null, got a string')
  })

  it('when the history is not an array', () => {
    expect(validationError(() => readEvaluationLoopResult({ scoreHistory: '7,8' })).message).toBe(
      'loopResult.scoreHistory: expected an array of scores or null, got a string',
    )
  })

  it('inside iterations', () => {
    expect(validationError(() => readEvaluationLoopResult({ iterations: [{ score: 1 }, { score: 'high' }] })).path).toBe('loopResult.iterations[1].score')
    expect(validationError(() => readEvaluationLoopResult({ iterations: [null] })).message).toBe(
      'loopResult.iterations[0]: expected an iteration object, got null',
    )
  })

  it('for threshold, duration, mode, success and usage', () => {
    expect(validationError(() => readEvaluationLoopResult({ score_history: [], threshold: '8' })).message).toBe(
      'loopResult.threshold: expected a finite number or null, got a string',
    )
    expect(validationError(() => readEvaluationLoopResult({ score_history: [], threshold: Number.POSITIVE_INFINITY })).path).toBe('loopResult.threshold')
    expect(validationError(() => readEvaluationLoopResult({ score_history: [], totalDurationSeconds: '3s' })).path).toBe('loopResult.totalDurationSeconds')
    expect(validationError(() => readEvaluationLoopResult({ score_history: [], mode: 2 })).message).toBe(
      'loopResult.mode: expected a string or null, got a number (2)',
    )
    expect(validationError(() => readEvaluationLoopResult({ score_history: [], success: 'yes' })).path).toBe('loopResult.success')
    expect(validationError(() => readEvaluationLoopResult({ score_history: [], usage: { total_tokens: -5 } })).message).toBe(
      'loopResult.usage.total_tokens: expected a finite, non-negative number or null, got a number (-5)',
    )
  })

  it('through the evaluator too', () => {
    expect(() => new LoopEvaluator().run({ score_history: [1, {}] })).toThrow('loopResult.score_history[1]: expected a number or null, got an object')
  })
})

describe('isEvaluationLoopResult', () => {
  it('accepts readable loop results', () => {
    expect(isEvaluationLoopResult(praisonResult)).toBe(true)
    expect(isEvaluationLoopResult({ scoreHistory: [] })).toBe(true)
    expect(isEvaluationLoopResult({ iterations: [{ score: 1 }] })).toBe(true)
  })

  it('rejects values without a score history or with broken fields', () => {
    expect(isEvaluationLoopResult({ threshold: 8 })).toBe(false)
    expect(isEvaluationLoopResult({ score_history: ['a'] })).toBe(false)
    expect(isEvaluationLoopResult(null)).toBe(false)
    expect(isEvaluationLoopResult([{ score: 1 }])).toBe(false)
  })
})
