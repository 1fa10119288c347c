import { describe, expect, it } from 'vitest'
import { MockBackend, SemanticLoopDetection } from '../../src/judge/index.js'
import { llm, row, tool } from './support/traces.js'

const stateOf = (trace: unknown, options = {}) => new SemanticLoopDetection(new MockBackend(), options).preview(trace).state

describe('state rendering', () => {
  it('starts with the goal and numbers the steps with their input and output', () => {
    const state = stateOf(row([llm('first look', 'You are an agent. Task: fix it.'), llm('second look')], 'Make checkout work for guests'))
    expect(state.startsWith('Goal: Make checkout work for guests\n')).toBe(true)
    expect(state).toContain('[Step 0] llm "reason"\ninput: You are an agent. Task: fix it.\noutput: first look')
    expect(state).toContain('[Step 1] llm "reason"\noutput: second look')
  })

  it('takes the goal from the options, else the trace, else the root input', () => {
    const trace = { type: 'agent', name: 'a', input: 'root task', output: '', children: [llm('x'), llm('y')] }
    expect(stateOf(trace)).toMatch(/^Goal: root task/)
    expect(stateOf(trace, { goal: 'given goal' })).toMatch(/^Goal: given goal/)
    expect(stateOf({ ...trace, input: { not: 'text' } })).toMatch(/^Goal: \(not recorded\)/)
  })

  it('cuts long steps at maxCharsPerStep with a visible marker', () => {
    const long = 'x'.repeat(1000)
    const state = stateOf(row([llm(long), llm('short')]))
    expect(state).toContain(`output: ${'x'.repeat(799)}…\n`)
    expect(stateOf(row([llm(long), llm('short')]), { maxCharsPerStep: 50 })).toContain(`output: ${'x'.repeat(49)}…\n`)
  })

  it('keeps room for the output when the input is the long part', () => {
    const state = stateOf(row([llm('the answer', 'p'.repeat(5000)), llm('next')]), { maxCharsPerStep: 400 })
    expect(state).toContain(`input: ${'p'.repeat(389)}…\noutput: the answer`)
  })

  it('never splits a surrogate pair when cutting', () => {
    expect(stateOf(row([llm('😀'.repeat(100)), llm('short')]), { maxCharsPerStep: 3 })).toContain('output: 😀😀…\n')
  })

  it("lists each repeated tool's distinct argument sets in order of first use, with repeat counts", () => {
    const trace = row([
      llm('a'),
      tool('grep', { pattern: 'x', path: '.' }),
      tool('grep', { path: '.', pattern: 'x' }),
      tool('grep', '{"pattern": "x", "path": "./"}'),
      llm('b'),
      tool('grep', { pattern: 'x', path: '.', max: 5 }),
    ])
    const state = stateOf(trace)
    expect(state).toContain(
      [
        'Repeated tools (distinct argument sets, in order of first use):',
        '- "grep": 4 calls, 3 distinct argument sets',
        '  1. {"path": ".", "pattern": "x"} (2 calls)',
        '  2. {"path": "./", "pattern": "x"}',
        '  3. {"max": 5, "path": ".", "pattern": "x"}',
      ].join('\n'),
    )
  })

  it('lists no tools when no tool question is asked', () => {
    const trace = row([llm('a'), tool('grep', { p: 1 }), llm('b'), tool('grep', { p: 2 }), tool('grep', { p: 3 })])
    expect(stateOf(trace)).toContain('Repeated tools')
    expect(stateOf(trace, { checkSemanticToolRepetition: false })).not.toContain('Repeated tools')
  })
})
