import { describe, expect, it } from 'vitest'
import { AgentLoopDetectionMetric, detectLoops, type LoopReport } from '../../src/index.js'

const words = (n: number, seed: string): string => Array.from({ length: n }, (_, i) => `${seed}${i % 7}word${i}`).join(' ')

const looping = {
  type: 'agent',
  name: 'agent',
  input: 'What is the weather in Paris?',
  output: 'answer',
  children: [
    { type: 'llm', name: 'gpt', input: 'p', output: words(30, 'plan'), children: [] },
    ...Array.from({ length: 6 }, () => ({ type: 'tool', name: 'search_web', input: '{"query": "paris weather"}', output: 'sunny', children: [] })),
    { type: 'llm', name: 'gpt', input: 'p', output: words(30, 'plan'), children: [] },
    {
      type: 'agent',
      name: 'planner',
      input: { task: 'plan' },
      output: '',
      children: [{ type: 'agent', name: 'planner', input: { task: 'plan' }, output: '', children: [] }],
    },
  ],
}

describe('detectLoops with the deepeval detector', () => {
  const report = detectLoops(looping, { detector: 'deepeval' })

  it('agrees with the deepeval-compatible metric', () => {
    const metric = new AgentLoopDetectionMetric()
    expect(report.score).toBe(metric.measure(looping))
    expect(report.success).toBe(metric.success)
    expect(report.reason).toBe(metric.reason)
    expect(report.breakdown).toEqual({ toolRepetition: 0, reasoningStagnation: 0, callGraphCycles: 0 })
  })

  it('reports every repeated call with its arguments and positions', () => {
    expect(report.findings[0]).toEqual({
      kind: 'repeated-tool-call',
      signal: 'toolRepetition',
      detector: 'deepeval',
      level: 'critical',
      message: "Tool 'search_web' called 6 times with identical arguments.",
      tool: 'search_web',
      arguments: { query: 'paris weather' },
      count: 6,
      spanIndices: [2, 3, 4, 5, 6, 7],
      wastedSteps: 5,
      // The trace records no token usage: unknown, not zero.
      wastedTokens: null,
    })
  })

  it('reports the stagnating pair with both texts and the measure', () => {
    const finding = report.findings[1]
    expect(finding).toMatchObject({ kind: 'reasoning-stagnation', steps: [0, 1], spanIndices: [1, 8], similarity: 1, measure: 'bigram-jaccard' })
    expect(finding?.kind === 'reasoning-stagnation' && finding.texts[0]).toBe(words(30, 'plan'))
  })

  it('reports the recursive path from the root', () => {
    expect(report.findings[2]).toMatchObject({
      kind: 'call-graph-cycle',
      repeatsIndex: 1,
      path: [
        { spanIndex: 0, type: 'agent', name: 'agent' },
        { spanIndex: 9, type: 'agent', name: 'planner', label: 'agent:planner:{"task": "plan"}' },
        { spanIndex: 10, type: 'agent', name: 'planner', label: 'agent:planner:{"task": "plan"}' },
      ],
    })
  })

  it('is plain JSON: a JSON round trip leaves it unchanged', () => {
    expect(JSON.parse(JSON.stringify(report)) as LoopReport).toEqual(report)
  })

  it('is stable across runs', () => {
    expect(detectLoops(looping, { detector: 'deepeval' })).toEqual(report)
  })

  it('marks a signal skipped when its check is off, without changing the others', () => {
    const partial = detectLoops(looping, { detector: 'deepeval', checkReasoningStagnation: false })
    expect(partial.signals.reasoningStagnation.status).toBe('skipped')
    expect(partial.breakdown.toolRepetition).toBe(report.breakdown.toolRepetition)
    expect(partial.breakdown.callGraphCycles).toBe(report.breakdown.callGraphCycles)
  })

  it('says when stagnation had nothing to compare instead of calling it clean', () => {
    const terse = { type: 'agent', name: 'a', children: [1, 2, 3].map(() => ({ type: 'llm', name: 'gpt', output: 'Let me search again.', children: [] })) }
    const quiet = detectLoops(terse, { detector: 'deepeval' })
    expect(quiet.breakdown.reasoningStagnation).toBe(1)
    expect(quiet.signals.reasoningStagnation.status).toBe('insufficient-data')
  })

  it('scores a missing trace as deepeval does', () => {
    const none = detectLoops(null, { detector: 'deepeval' })
    expect(none).toMatchObject({ score: 0, success: false, loopDetected: false, reason: 'No trace data found. This metric requires trace data from @observe.' })
  })

  it('rejects an unknown detector by name', () => {
    expect(() => detectLoops(looping, { detector: 'nope' })).toThrow(/Unknown detector "nope"/)
  })
})

describe('AgentLoopDetectionMetric', () => {
  it('keeps deepeval verbose logs and prints them only in verbose mode', () => {
    const metric = new AgentLoopDetectionMetric()
    metric.measure(looping)
    expect(metric.verboseLogs).toBe(
      [
        "Tool Repetition Score: 0.0 (Tool 'search_web' called 6 times with identical arguments.)",
        'Reasoning Stagnation Score: 0.0 (Identical reasoning outputs at steps 0 and 1.)',
        'Call Graph Cycles Score: 0.0 (Cycle detected in execution path: agent:planner -> agent:planner.)',
        'Combined Loop Score: 0.0',
      ].join(' \n \n'),
    )
  })

  it('forces the threshold to 1 in strict mode and scores 0 below it', () => {
    const metric = new AgentLoopDetectionMetric({ strictMode: true, checkReasoningStagnation: false, checkCallGraphCycles: false })
    expect(metric.threshold).toBe(1)
    expect(metric.measure(looping)).toBe(0)
    expect(metric.success).toBe(false)
  })

  it('rejects a misspelt option', () => {
    expect(() => new AgentLoopDetectionMetric({ repetitonThreshold: 2 } as never)).toThrow(/Invalid deepeval options/)
  })

  it('reports missing traces like deepeval', () => {
    const metric = new AgentLoopDetectionMetric()
    expect(metric.measure({ input: 'q', _trace_dict: null })).toBe(0)
    expect(metric.scoreBreakdown).toBeNull()
    expect(metric.reason).toBe('No trace data found. This metric requires trace data from @observe.')
  })
})
