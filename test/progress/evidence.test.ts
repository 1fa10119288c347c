// Evidence must be exact (issue 13, item 7): every finding's span indices,
// counts and quoted values describe exactly the spans it names. A real run
// once gave a repeated-error finding that left out the first failure,
// included a failure with another error and said "failed 4 times" for five.
// These properties check every finding of generated traces against the
// spans it cites.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LoopFinding } from '../../src/report/types.js'
import type { Span } from '../../src/trace/span.js'
import { allSpans } from '../formats/support/trees.js'
import { agent, type Dict, failing, llm, progress, tool } from './support.js'

const TOOLS = ['search', 'read_file', 'write_file', 'run_tests']
const ERRORS = ['timeout after 30 s', 'timeout after 31 s', 'permission denied', 'HTTP 503 Service Unavailable']
const argsArb = fc.record({ path: fc.constantFrom('a.py', 'b.py'), q: fc.constantFrom('x', 'y', 'x y') }, { requiredKeys: [] })
const outputArb = fc.constantFrom('ok', 'no matches', '[]', 'Error: permission denied', '2 failed, 1 passed', '0 failed, 3 passed', '{"status":"running"}')
const stepArb: fc.Arbitrary<Dict> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...TOOLS), argsArb, outputArb).map(([name, args, output]) => tool(name, args, output)) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...TOOLS), argsArb, fc.constantFrom(...ERRORS)).map(([name, args, error]) => failing(name, args, error)) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'Searching again for the handler.',
        'The tests still fail the same way; I will try another fix to the parser and rerun the whole suite to check it.',
        'The tests still fail the same way; I will try another fix to the parser and rerun the whole suite to check.',
        'Still nothing.',
      )
      .map(llm),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('researcher', 'fixer'), fc.constantFrom('task a', 'task b'))
      .map(([name, input]) => agent(name, input, 'done', [tool('search', { q: input }, 'no matches')])),
  },
)
const traceArb = fc.array(stepArb, { minLength: 1, maxLength: 30 }).map((children) => agent('root', 'goal', '', children))

/** The spans of a trace in depth-first order, as findings number them. */
const depthFirst = (root: Dict): Dict[] => allSpans(root as unknown as Span) as unknown as Dict[]

/** What a span failed with, digits as `#` (the same error with another number is the same error). */
const failureOf = (span: Dict): string => String(span.error ?? span.output).replace(/[0-9]+/g, '#')

const RUNS = Number(process.env.PROPERTY_RUNS ?? 300)

/** The problems with one finding's evidence; empty when it is exact. */
function evidenceProblems(finding: LoopFinding, spans: Dict[]): string[] {
  const problems: string[] = []
  const f = finding as LoopFinding & Record<string, unknown>
  const indices = (f.spanIndices as number[] | undefined) ?? []
  const cited = indices.map((i) => spans[i])
  if (cited.some((span) => span === undefined)) return [`${f.kind}: a span index past the trace's ${spans.length} spans`]
  const sorted = indices.every((index, k) => k === 0 || index > indices[k - 1]!)
  if (!sorted && f.kind !== 'reasoning-stagnation') problems.push(`${f.kind}: span indices not increasing ${indices}`)
  if (Array.isArray(f.positions) && f.positions.length !== indices.length)
    problems.push(`${f.kind}: ${f.positions.length} positions for ${indices.length} spans`)
  if (typeof f.count === 'number' && f.kind !== 'recursive-call' && indices.length < 1000 && f.count !== indices.length)
    problems.push(`${f.kind}: count ${f.count} but ${indices.length} spans cited`)
  if (typeof f.wastedSteps === 'number' && f.wastedSteps > Math.max(indices.length, 1))
    problems.push(`${f.kind}: ${f.wastedSteps} wasted steps of ${indices.length}`)
  switch (f.kind) {
    case 'no-progress-repeat':
    case 'argument-churn':
      if (cited.some((span) => span!.name !== f.tool)) problems.push(`${f.kind}: cites a call of another tool than ${f.tool}`)
      break
    case 'repeated-error': {
      const tools = f.tools as string[]
      if (cited.some((span) => !tools.includes(span!.name))) problems.push('repeated-error: cites a call of a tool it does not name')
      const errors = new Set(cited.map((span) => failureOf(span!)))
      if (errors.size !== 1) problems.push(`repeated-error: cites different failures ${[...errors].join(' | ')}`)
      // The failure right before the first one cited, the same call failing the same way, belongs to it.
      const first = indices[0]!
      const calls = spans.filter((span) => span.type === 'tool')
      const before = calls[calls.indexOf(spans[first]!) - 1]
      if (before !== undefined && before.name === spans[first]!.name && before.error !== undefined && failureOf(before) === failureOf(spans[first]!)) {
        const same = JSON.stringify(before.input) === JSON.stringify(spans[first]!.input)
        if (same) problems.push('repeated-error: leaves out the identical failure just before the first one it cites')
      }
      break
    }
    case 'periodic-cycle': {
      const cycle = f.cycle as Array<{ tool: string }>
      cited.forEach((span, k) => {
        if (span!.name !== cycle[k % cycle.length]!.tool)
          problems.push(`periodic-cycle: call ${k} is ${span!.name}, the cycle says ${cycle[k % cycle.length]!.tool}`)
      })
      break
    }
    case 'repeated-reasoning':
    case 'stalled-reasoning':
    case 'reasoning-stagnation': {
      if (cited.some((span) => span!.type !== 'llm')) problems.push(`${f.kind}: cites a span that is not a reasoning step`)
      const texts = f.texts as string[]
      texts.forEach((text, k) => {
        const own = String(cited[k]?.output ?? '')
        const preview = text.replace(/…$/, '')
        if (!own.startsWith(preview)) problems.push(`${f.kind}: text ${k} is not span ${indices[k]}'s`)
      })
      if (Array.isArray(f.steps) && (f.steps as number[]).length !== indices.length)
        problems.push(`${f.kind}: ${(f.steps as number[]).length} steps for ${indices.length} spans`)
      break
    }
    case 'recursive-call': {
      const path = f.path as Array<{ spanIndex: number; type: string; name: string }>
      for (const ref of path) {
        const span = spans[ref.spanIndex]
        if (span === undefined || span.type !== ref.type || span.name !== ref.name) problems.push(`recursive-call: path names span ${ref.spanIndex} wrongly`)
      }
      break
    }
  }
  return problems
}

describe('evidence is exact (fast-check)', () => {
  it("every finding's span indices, counts and quoted values describe exactly the spans it names", () => {
    fc.assert(
      fc.property(traceArb, (trace) => {
        const spans = depthFirst(trace)
        const problems = progress(trace).findings.flatMap((finding) => evidenceProblems(finding, spans))
        expect(problems).toEqual([])
      }),
      { numRuns: RUNS },
    )
  })

  it('a call repeating the call three back is no three-call cycle (a counterexample fast-check found, seed 43158710)', () => {
    const trace = agent('root', 'goal', '', [
      failing('run_tests', { path: 'b.py', q: 'x y' }, 'timeout after 30 s'),
      failing('search', {}, 'timeout after 30 s'),
      tool('run_tests', {}, 'no matches'),
      tool('run_tests', { path: 'b.py', q: 'x y' }, 'no matches'),
    ])
    const spans = depthFirst(trace)
    const findings = progress(trace).findings
    expect(findings.map((f) => f.kind)).not.toContain('periodic-cycle')
    expect(findings.flatMap((finding) => evidenceProblems(finding, spans))).toEqual([])
  })

  it('checks what it claims to: a finding with a wrong count or a foreign failure is caught', () => {
    const trace = agent('root', 'goal', '', [
      failing('deploy', { env: 'prod' }, 'timeout after 30 s'),
      failing('deploy', { env: 'prod' }, 'timeout after 30 s'),
      failing('deploy', { env: 'prod' }, 'timeout after 30 s'),
      failing('deploy', { env: 'prod' }, 'permission denied'),
    ])
    const spans = depthFirst(trace)
    const finding = {
      kind: 'repeated-error',
      tools: ['deploy'],
      count: 3,
      spanIndices: [2, 3, 4],
      positions: [1, 2, 3],
      wastedSteps: 2,
    } as unknown as LoopFinding
    expect(evidenceProblems(finding, spans)).toEqual([
      'repeated-error: cites different failures timeout after # s | permission denied',
      'repeated-error: leaves out the identical failure just before the first one it cites',
    ])
    expect(evidenceProblems({ ...finding, spanIndices: [1, 2, 3], count: 4 } as unknown as LoopFinding, spans)).toEqual([
      'repeated-error: count 4 but 3 spans cited',
    ])
  })

  it('two tools failing in turn, each with its own error, are not "the same error" (found by the property)', () => {
    const trace = agent('root', 'goal', '', [
      failing('read_file', {}, 'timeout after 30 s'),
      failing('run_tests', {}, 'permission denied'),
      failing('run_tests', {}, 'permission denied'),
      failing('read_file', {}, 'timeout after 30 s'),
    ])
    const findings = progress(trace).findings
    expect(findings.map((f) => f.kind)).toEqual(['no-progress-run'])
    expect(findings.flatMap((f) => evidenceProblems(f, depthFirst(trace)))).toEqual([])
  })
})
