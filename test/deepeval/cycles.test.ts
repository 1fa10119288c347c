import { describe, expect, it } from 'vitest'
import { AgentLoopDetectionMetric } from '../../src/index.js'

const span = (type: unknown, name: unknown, input: unknown, children: unknown[] = []) => ({ type, name, input, output: '', children })

describe("deepeval's call-graph cycles, label for label", () => {
  it('treats labels that read the same as the same span, even when the colons fall differently', () => {
    // 'a:b' + ':' + 'c' + ':x' and 'a' + ':' + 'b:c' + ':x' are both 'a:b:c:x'.
    const metric = new AgentLoopDetectionMetric({ checkToolRepetition: false, checkReasoningStagnation: false })
    expect(metric.measure(span('a:b', 'c', 'x', [span('tool', 't', {}, [span('a', 'b:c', 'x')])]))).toBe(0)
    expect(metric.reason).toBe('Cycle detected in execution path: a:b -> tool:t -> a:b.')
  })

  it('tells apart inputs that differ only after 64 characters as the reference does: it does not', () => {
    const long = 'x'.repeat(64)
    const metric = new AgentLoopDetectionMetric({ checkToolRepetition: false, checkReasoningStagnation: false })
    expect(metric.measure(span('agent', 'planner', `${long}A`, [span('agent', 'planner', `${long}B`)]))).toBe(0)
    expect(metric.measure(span('agent', 'planner', `${long.slice(1)}A`, [span('agent', 'planner', `${long.slice(1)}B`)]))).toBe(1)
  })

  it('labels dict inputs by sorted JSON and other inputs by their Python str()', () => {
    const metric = new AgentLoopDetectionMetric({ checkToolRepetition: false, checkReasoningStagnation: false })
    expect(metric.measure(span('agent', 'p', { b: 1, a: 'é' }, [span('agent', 'p', { a: 'é', b: 1 })]))).toBe(0)
    expect(metric.measure(span('agent', 'p', ['a', 1], [span('agent', 'p', "['a', 1]")]))).toBe(0)
    expect(metric.measure(span('agent', 'p', null, [span('agent', 'p', 'None')]))).toBe(0)
  })

  it('reports the first recursion in depth-first order, with the path from the first occurrence', () => {
    const metric = new AgentLoopDetectionMetric({ checkToolRepetition: false, checkReasoningStagnation: false })
    const trace = span('agent', 'root', 'q', [
      span('agent', 'a', 'x', [span('tool', 'search', { q: 1 }, [span('agent', 'a', 'x')])]),
      span('agent', 'b', 'y', [span('agent', 'b', 'y')]),
    ])
    metric.measure(trace)
    expect(metric.reason).toBe('Cycle detected in execution path: agent:a -> tool:search -> agent:a.')
  })
})
