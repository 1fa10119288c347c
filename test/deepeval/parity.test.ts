import { describe, expect, it } from 'vitest'
import { AgentLoopDetectionMetric } from '../../src/deepeval/metric.js'
import type { DeepevalOptions } from '../../src/deepeval/options.js'
import { readSharedJsonl } from '../support/shared.js'

interface ParityCase {
  id: string
  trace: unknown
  options: Record<string, number | boolean>
  expected: {
    score: number
    success: boolean
    reason: string
    breakdown: { tool_repetition: number; reasoning_stagnation: number; call_graph_cycles: number } | null
  }
}

// The reference's keyword names, mapped to the port's camelCase options.
const OPTION_NAMES: Record<string, keyof DeepevalOptions> = {
  threshold: 'threshold',
  repetition_threshold: 'repetitionThreshold',
  similarity_threshold: 'similarityThreshold',
  check_tool_repetition: 'checkToolRepetition',
  check_reasoning_stagnation: 'checkReasoningStagnation',
  check_call_graph_cycles: 'checkCallGraphCycles',
  strict_mode: 'strictMode',
}

function toOptions(raw: ParityCase['options']): DeepevalOptions {
  const options: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const name = OPTION_NAMES[key]
    if (name === undefined) throw new Error(`fixture uses an unknown option ${key}`)
    options[name] = value
  }
  return options as DeepevalOptions
}

const cases = readSharedJsonl<ParityCase>('parity/deepeval-cases.jsonl')

describe('AgentLoopDetectionMetric matches deepeval on every golden case', () => {
  it('has all 500 cases', () => {
    expect(cases).toHaveLength(500)
  })

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, testCase) => {
    const metric = new AgentLoopDetectionMetric(toOptions(testCase.options))
    const score = metric.measure(testCase.trace)
    expect(score).toBe(testCase.expected.score)
    expect({
      score: metric.score,
      success: metric.success,
      reason: metric.reason,
      breakdown: metric.scoreBreakdown,
    }).toStrictEqual({
      score: testCase.expected.score,
      success: testCase.expected.success,
      reason: testCase.expected.reason,
      breakdown: testCase.expected.breakdown,
    })
  })
})
