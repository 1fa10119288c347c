import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LoopEvaluator, type LoopHealthDict } from '../../src/health/index.js'

interface ParityCase {
  id: string
  loop_result: Record<string, unknown>
  guard_events: unknown[] | null
  options: { threshold?: number; max_wasted_iterations?: number }
  expected: LoopHealthDict
}

const FIXTURE = new URL('../fixtures/shared/parity/loop-health-cases.jsonl', import.meta.url)
const cases: ParityCase[] = readFileSync(FIXTURE, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as ParityCase)

describe('loop health parity with PraisonAI LoopEvaluator', () => {
  it('reads all 400 golden cases', () => {
    expect(cases).toHaveLength(400)
    expect(new Set(cases.map((c) => c.id)).size).toBe(400)
  })

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, testCase) => {
    const evaluator = new LoopEvaluator({
      ...(testCase.options.threshold !== undefined ? { threshold: testCase.options.threshold } : {}),
      ...(testCase.options.max_wasted_iterations !== undefined ? { maxWastedIterations: testCase.options.max_wasted_iterations } : {}),
    })
    const actual = evaluator.run(testCase.loop_result, testCase.guard_events).toDict()
    expect(Object.keys(actual)).toEqual(Object.keys(testCase.expected))
    for (const field of Object.keys(testCase.expected) as Array<keyof LoopHealthDict>) {
      expect(actual[field], field).toEqual(testCase.expected[field])
    }
  })
})
