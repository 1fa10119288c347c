// Misspelt or mistyped options fail loudly at every entry point of the
// engine, naming the option and the closest valid name: never a silent default.
import { describe, expect, it } from 'vitest'
import { AgentLoopDetectionMetric, createLoopGuard, detectLoops, LoopcheckOptionsError, LoopEvaluator } from '../../src/index.js'
import { MockBackend, SemanticLoopDetection } from '../../src/judge/index.js'

const trace = { type: 'agent', name: 'agent', input: 'task', output: 'done', children: [] }

function errorOf(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a throw')
}

describe('detectLoops options', () => {
  it.each(['progress', 'deepeval'])('rejects a misspelt option under the %s detector, suggesting the right name', (detector) => {
    const error = errorOf(() => detectLoops(trace, { detector, repetitonThreshold: 2 } as never))
    expect(error).toBeInstanceOf(LoopcheckOptionsError)
    expect(error).toBeInstanceOf(TypeError)
    expect(error.message).toMatch(
      /^detectLoops: unknown option "repetitonThreshold"\. Did you mean "repetitionThreshold"\? Valid options: detector, threshold, /,
    )
  })

  it('names the path of a misspelling inside the progress options and a tool spec', () => {
    expect(errorOf(() => detectLoops(trace, { progress: { textWindw: 4 } } as never)).message).toContain(
      'unknown option "progress.textWindw". Did you mean "progress.textWindow"?',
    )
    expect(errorOf(() => detectLoops(trace, { progress: { tools: { search: { volatileArg: ['session'] } } } } as never)).message).toContain(
      'unknown option "progress.tools.search.volatileArg". Did you mean "progress.tools.search.volatileArgs"?',
    )
  })

  it('offers no suggestion for a name nothing like an option, and lists the valid ones', () => {
    const message = errorOf(() => detectLoops(trace, { colour: 'red' } as never)).message
    expect(message).not.toContain('Did you mean')
    expect(message).toContain('Valid options: detector, threshold, repetitionThreshold')
  })

  it('rejects a value of the wrong type, naming the option', () => {
    expect(errorOf(() => detectLoops(trace, { threshold: '0.5' } as never)).message).toBe(
      'detectLoops: option "threshold": Invalid input: expected number, received string',
    )
    expect(errorOf(() => detectLoops(trace, { checkToolRepetition: 1 } as never)).message).toContain('option "checkToolRepetition"')
    expect(errorOf(() => detectLoops(trace, { progress: { tools: { a: { loopKey: 3 } } } } as never)).message).toBe(
      'detectLoops: option "progress.tools.a.loopKey": expected a function',
    )
  })

  it('accepts every documented option', () => {
    const report = detectLoops(trace, {
      detector: 'progress',
      threshold: 0.6,
      repetitionThreshold: 4,
      similarityThreshold: 0.9,
      checkToolRepetition: true,
      checkReasoningStagnation: true,
      checkCallGraphCycles: false,
      strictMode: false,
      sequenceCharLimit: 1000,
      goal: 'task',
      progress: {
        textWindow: 4,
        checkMonologues: false,
        tools: { search: { volatileArgs: ['session'], poll: false, loopKey: (a) => a } },
        volatileResultKeyPattern: null,
      },
    })
    expect(report.threshold).toBe(0.6)
  })
})

describe('the other entry points', () => {
  it('createLoopGuard', () => {
    expect(errorOf(() => createLoopGuard({ windw: 10 } as never)).message).toMatch(/^createLoopGuard: unknown option "windw"\. Did you mean "window"\?/)
  })

  it('AgentLoopDetectionMetric', () => {
    expect(errorOf(() => new AgentLoopDetectionMetric({ repetitonThreshold: 2 } as never)).message).toContain(
      'Invalid deepeval options: unknown option "repetitonThreshold". Did you mean "repetitionThreshold"?',
    )
  })

  it('SemanticLoopDetection', () => {
    expect(errorOf(() => new SemanticLoopDetection(new MockBackend(), { lookahed: 2 } as never)).message).toContain(
      'Invalid semantic loop options: unknown option "lookahed". Did you mean "lookahead"?',
    )
  })

  it('LoopEvaluator', () => {
    expect(errorOf(() => new LoopEvaluator({ maxWastedIteration: 1 } as never)).message).toContain('Did you mean "maxWastedIterations"?')
  })
})
