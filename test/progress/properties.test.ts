import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SIGNAL_NAMES, type SignalName } from '../../src/report/types.js'
import { agent, llm, progress, tool, type Dict } from './support.js'

// Small pools, so generated traces repeat calls, results and sentences often
// enough to hit every pattern.
const TOOLS = ['search', 'read_file', 'write_file', 'job_status']
const SENTENCES = [
  'Searching again.',
  'Reading the file to find the handler.',
  'Let me check the job.',
  'Writing the fix now, then rerunning the tests.',
  'Still nothing.',
]

const argsArb = fc.record(
  { path: fc.constantFrom('a.py', 'b.py'), q: fc.constantFrom('x', 'y'), opts: fc.constantFrom({ deep: { b: 1, a: 2 } }, { deep: { a: 1 } }) },
  { requiredKeys: [] },
)
const outputArb = fc.oneof(
  fc.constantFrom('ok', 'no matches', 'running', 'done', 'Error: timeout'),
  fc.record({ status: fc.constantFrom('running', 'done'), rows: fc.integer({ min: 0, max: 2 }) }),
)
const stepArb: fc.Arbitrary<Dict> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...TOOLS), argsArb, outputArb).map(([name, args, output]) => tool(name, args, output)) },
  { weight: 2, arbitrary: fc.constantFrom(...SENTENCES).map(llm) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('researcher', 'writer'), fc.constantFrom('task a', 'task b'), fc.constantFrom('out', ''))
      .map(([name, input, output]) => agent(name, input, output, [tool('search', { q: input }, output)])),
  },
)
const traceArb = fc.array(stepArb, { minLength: 1, maxLength: 24 }).map((children) => agent('root', 'goal', '', children))

/** The same trace with every object's keys in reverse order (inputs, outputs, spans). */
/** A copy of a trace built from reused step objects, as the tree a recording is. */
function asTree(trace: Dict): Dict {
  return JSON.parse(JSON.stringify(trace)) as Dict
}

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .reverse()
        .map((k) => [k, reverseKeys((value as Record<string, unknown>)[k])]),
    )
  }
  return value
}

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200)
// A fixed seed keeps CI reproducible; PROPERTY_SEED explores others (a failure prints its seed and
// path). Counterexamples found that way are kept below as known failures until fixed.
fc.configureGlobal({ seed: Number(process.env.PROPERTY_SEED ?? 1) })

describe('properties of the progress detector (fast-check)', () => {
  it('scores stay in [0, 1] and the verdict matches the findings and the threshold', () => {
    fc.assert(
      fc.property(traceArb, (trace) => {
        const report = progress(trace)
        expect(report.score).toBeGreaterThanOrEqual(0)
        expect(report.score).toBeLessThanOrEqual(1)
        for (const name of SIGNAL_NAMES) expect(report.breakdown[name]).toBeGreaterThanOrEqual(0)
        const critical = report.findings.some((f) => f.level === 'critical')
        expect(report.success).toBe(!critical && report.score >= report.threshold)
      }),
      { numRuns: RUNS },
    )
  })

  it('gives the same report whatever the key order of the trace', () => {
    fc.assert(
      fc.property(traceArb, (trace) => {
        expect(JSON.stringify(progress(reverseKeys(trace) as Dict))).toBe(JSON.stringify(progress(trace)))
      }),
      { numRuns: RUNS },
    )
  })

  it('never scores better with one more identical repeat of a call or a reasoning step', () => {
    fc.assert(
      fc.property(traceArb, fc.nat(), (trace, pick) => {
        const at = pick % trace.children.length
        const repeated = { ...trace, children: [...trace.children.slice(0, at + 1), structuredClone(trace.children[at]!), ...trace.children.slice(at + 1)] }
        const before = progress(trace)
        const after = progress(repeated)
        expect(after.score).toBeLessThanOrEqual(before.score)
        for (const name of SIGNAL_NAMES) expect(after.breakdown[name]).toBeLessThanOrEqual(before.breakdown[name])
        if (!before.success) expect(after.success).toBe(false)
      }),
      { numRuns: RUNS },
    )
  })

  // Found by the property above with another seed: a second identical delegated run between three
  // "Searching again." steps read as a wait (a later run of it answered anew), so it ended the stretch
  // their stagnation warning needs. The later answer was itself unconfirmed (the same failure came
  // back after it), and a wait ended by nothing confirmed is no progress.
  it('a second identical delegated run does not hide a stagnation warning', () => {
    const step = { type: 'llm', name: 'reason', input: '', output: 'Searching again.', children: [] }
    const timeout = { type: 'tool', name: 'search', input: {}, output: 'Error: timeout', children: [] }
    const running = { type: 'tool', name: 'search', input: {}, output: { status: 'running', rows: 0 }, children: [] }
    const research = (output: string) => ({
      type: 'agent',
      name: 'researcher',
      input: 'task b',
      output,
      children: [{ type: 'tool', name: 'search', input: { q: 'task b' }, output, children: [] }],
    })
    const children = [step, timeout, running, step, research(''), research('out'), running, step, timeout, step]
    const trace = { type: 'agent', name: 'root', input: 'goal', output: '', children }
    const repeated = { ...trace, children: [...children.slice(0, 5), research(''), ...children.slice(5)] }
    // The steps and calls are reused objects; a trace must be a tree, so each is scored as a copy.
    const before = progress(asTree(trace)).breakdown.reasoningStagnation
    expect(before).toBeLessThan(1)
    expect(progress(asTree(repeated)).breakdown.reasoningStagnation).toBeLessThanOrEqual(before)
  })

  // Found with PROPERTY_SEED=20261201: one more identical empty call between a check and the same check
  // coming back empty hid the longer span between them (only nested spans were marked), so the actions
  // in it read as news and reasoningStagnation went from 0.25 to 1.
  it('one more identical empty call does not clear a stagnation warning', () => {
    const step = llm('Searching again.')
    const ok = tool('search', {}, 'ok')
    const deep = tool('search', { opts: { deep: { b: 1, a: 2 } } }, 'no matches')
    const children: Dict[] = [
      tool('read_file', {}, 'no matches'),
      agent('researcher', 'task a', 'out', [tool('search', { q: 'task a' }, 'out')]),
      step,
      ok,
      step,
      ok,
      step,
    ]
    const trace: Dict = agent('root', 'goal', '', [...children, deep, tool('read_file', {}, 'no matches')])
    const repeated: Dict = agent('root', 'goal', '', [...children, deep, structuredClone(deep), tool('read_file', {}, 'no matches')])
    const before = progress(asTree(trace)).breakdown.reasoningStagnation
    expect(before).toBeLessThan(1)
    expect(progress(asTree(repeated)).breakdown.reasoningStagnation).toBeLessThanOrEqual(before)
  })

  it('computes each sub-score independently of the other checks being on or off', () => {
    const only = (name: SignalName) => ({
      checkToolRepetition: name === 'toolRepetition',
      checkReasoningStagnation: name === 'reasoningStagnation',
      checkCallGraphCycles: name === 'callGraphCycles',
    })
    fc.assert(
      fc.property(traceArb, (trace) => {
        const all = progress(trace)
        for (const name of SIGNAL_NAMES) {
          const alone = progress(trace, only(name))
          expect(alone.breakdown[name]).toBe(all.breakdown[name])
          expect(alone.signals[name]).toEqual(all.signals[name])
          for (const other of SIGNAL_NAMES) if (other !== name) expect(alone.signals[other].status).toBe('skipped')
        }
      }),
      { numRuns: 100 },
    )
  })

  it('produces reports that survive a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(traceArb, (trace) => {
        const report = progress(trace)
        expect(JSON.parse(JSON.stringify(report))).toEqual(report)
      }),
      { numRuns: RUNS },
    )
  })

  it('survives a JSON round trip with hostile arguments and results too', () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const hostile = {
      big: 10n ** 20n,
      nan: NaN,
      inf: Infinity,
      undef: undefined,
      map: new Map([['k', 1]]),
      set: new Set([1]),
      date: new Date(0),
      cyclic,
      fn: () => 1,
    }
    const trace = agent('root', 'goal', '', [
      tool('t', hostile, hostile),
      tool('t', hostile, hostile),
      tool('t', hostile, hostile),
      tool('t', hostile, hostile),
    ])
    const report = progress(trace)
    expect(report.findings[0]?.kind).toBe('no-progress-repeat')
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })
})
