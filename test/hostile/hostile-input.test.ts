import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { AgentLoopDetectionMetric, DETECTORS, detectLoops, TraceValidationError, type LoopReport } from '../../src/index.js'

// Hostile traces: every one must end in a score or a clear validation error
// naming the path, never another exception, a polluted prototype or an
// unbounded run time.
const detectors = Object.keys(DETECTORS)

type Outcome = { report: LoopReport } | { error: TraceValidationError }

function outcome(value: unknown, detector: string): Outcome {
  try {
    return { report: detectLoops(value, { detector }) }
  } catch (error) {
    if (error instanceof TraceValidationError) return { error }
    throw error
  }
}

function withTools(inputs: unknown[], outputs: unknown[] = inputs.map(() => 'ok')): Record<string, unknown> {
  return {
    type: 'agent',
    name: 'agent',
    input: 'task',
    output: 'done',
    children: inputs.map((input, i) => ({ type: 'tool', name: 'search', input, output: outputs[i], children: [] })),
  }
}

const selfReferencing = (() => {
  const args: Record<string, unknown> = { q: 'x' }
  args.self = args
  const list: unknown[] = [1]
  list.push(list)
  return withTools([args, args, list, list, args, args])
})()

const exotic = withTools([
  { big: 12345678901234567890n, undef: undefined, nan: Number.NaN, inf: Number.POSITIVE_INFINITY, ninf: Number.NEGATIVE_INFINITY },
  {
    map: new Map<unknown, unknown>([
      ['a', 1],
      [{}, 2],
    ]),
    set: new Set([1, 'x']),
    date: new Date(0),
    bad: new Date(Number.NaN),
  },
  { fn: () => 1, sym: Symbol('s'), cls: new (class Custom {})(), re: /x/g, buf: new Uint8Array(3) },
  { surrogate: '\ud800 lone \udfff', zero: '\u0000', ansi: '\u001b[31mred\u001b[0m' },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { __proto__: null, plain: true },
])

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, '../..')

/**
 * Scores a trace in a child process stopped after `seconds`: a detector
 * that never returns fails this test instead of holding the whole run
 * (a synchronous loop cannot be interrupted in the test's own process).
 */
async function scoresInTime(trace: unknown, detector: string, seconds = 30): Promise<boolean> {
  const code = `import('./src/index.ts').then(({ detectLoops }) => { const r = detectLoops(${JSON.stringify(trace)}, { detector: ${JSON.stringify(detector)} }); process.stdout.write(String(r.loopDetected)) })`
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', code], { cwd: ROOT, timeout: seconds * 1000 })
  return stdout === 'true'
}

// Tools recorded without a name (a converter that lost it) after model steps that write out calls with brackets:
// a name of no characters is found at every place of a text.
const unnamedTools = {
  type: 'agent',
  name: 'agent',
  input: 'buy a blue mug',
  output: 'done',
  children: Array.from({ length: 6 }, (_, i) => [
    { type: 'llm', name: 'assistant', input: null, output: `Action: search[blue mug ${i % 2}]`, children: [] },
    { type: 'tool', name: '', input: `blue mug ${i % 2}`, output: 'Invalid action!', children: [] },
  ]).flat(),
}

describe.each(detectors)('%s detector on tools without a name', (detector) => {
  it('scores them in bounded time', async () => {
    expect(typeof (await scoresInTime(unnamedTools, detector))).toBe('boolean')
  }, 60_000)
})

describe.each(detectors)('%s detector on hostile input', (detector) => {
  it('scores self-referencing arguments without looping forever', () => {
    const result = outcome(selfReferencing, detector)
    expect('report' in result).toBe(true)
  })

  it('scores BigInt, undefined, NaN, Infinity, Map, Set, Date, functions, symbols, class instances, lone surrogates', () => {
    const result = outcome(exotic, detector)
    expect('report' in result && result.report.score).toBeGreaterThanOrEqual(0)
    expect('report' in result && JSON.parse(JSON.stringify(result.report))).toEqual('report' in result && result.report)
  })

  it('does not pollute any prototype', () => {
    outcome(exotic, detector)
    outcome(withTools([JSON.parse('{"__proto__": {"isAdmin": true}}')], [JSON.parse('{"__proto__": {"isAdmin": true}}')]), detector)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('rejects non-string names and types in structure it cannot read, naming the path, or scores them', () => {
    const odd = { type: 42, name: { nested: true }, children: [{ type: null, name: 7, input: 'x', output: 'y', children: [] }] }
    const result = outcome(odd, detector)
    if ('error' in result) expect(result.error.path).toMatch(/^root/)
    else expect(result.report.score).toBeGreaterThanOrEqual(0)
  })

  it('names the path of children that are not an array', () => {
    const result = outcome({ type: 'agent', name: 'a', children: [{}, { type: 'agent', name: 'b', children: 'nope' }] }, detector)
    expect('error' in result && result.error.message).toBe('root.children[1].children: expected an array, got a string')
  })

  it('rejects a span that is its own ancestor', () => {
    const loop: Record<string, unknown> = { type: 'agent', name: 'a', children: [] }
    ;(loop.children as unknown[]).push({ type: 'agent', name: 'b', children: [loop] })
    const result = outcome(loop, detector)
    expect('error' in result && result.error.path).toBe('root.children[0].children[0]')
  })

  it('scores a trace nested 100,000 deep', () => {
    const root: Record<string, unknown> = { type: 'agent', name: 'a', input: 'x', output: 'y', children: [] }
    let at = root
    for (let i = 1; i < 100_000; i++) {
      const next = { type: 'agent', name: `a${i % 3}`, input: `x${i}`, output: 'y', children: [] }
      ;(at.children as unknown[]).push(next)
      at = next
    }
    expect('report' in outcome(root, detector)).toBe(true)
  })

  it('scores a million siblings', () => {
    // A thousand reads, each repeated a thousand times with the same result.
    const children = Array.from({ length: 1_000_000 }, (_, i) => ({ type: 'tool', name: 'read', input: { i: i % 1000 }, output: i % 1000, children: [] }))
    const result = outcome({ type: 'agent', name: 'a', children }, detector)
    expect('report' in result && result.report.loopDetected).toBe(true)
  }, 60_000)

  it('scores 10 MB strings', () => {
    const huge = 'word '.repeat(2_000_000)
    const trace = {
      type: 'agent',
      name: 'a',
      input: huge,
      output: huge,
      children: [
        { type: 'llm', name: 'gpt', input: huge, output: huge, children: [] },
        { type: 'tool', name: 'read', input: { text: huge }, output: huge, children: [] },
        { type: 'llm', name: 'gpt', input: huge, output: `${huge} changed`, children: [] },
      ],
    }
    expect('report' in outcome(trace, detector)).toBe(true)
  }, 60_000)
})

describe('AgentLoopDetectionMetric on hostile input', () => {
  it('turns what crashes the reference into validation errors naming the path', () => {
    const metric = new AgentLoopDetectionMetric()
    expect(() => metric.measure({ type: 'agent', children: null })).toThrow(new TraceValidationError(['root', 'children'], 'expected an array, got null'))
    expect(() => metric.measure({ type: 'agent', children: [null] })).toThrow('root.children[0]: expected a span object, got null')
  })

  it('prints exotic argument values the way Python would print the nearest thing', () => {
    const metric = new AgentLoopDetectionMetric({ repetitionThreshold: 2 })
    metric.measure(withTools([{ n: Number.NaN }, { n: Number.NaN }]))
    expect(metric.reason).toBe("Tool 'search' called 2 times with identical arguments.")
  })
})
