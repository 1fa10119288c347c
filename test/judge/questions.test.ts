import { describe, expect, it } from 'vitest'
import { MockBackend, SemanticLoopDetection } from '../../src/judge/index.js'
import { STAGNATION_LEVELS } from '../../src/judge/questions.js'
import { llm, row, steps, tool } from './support/traces.js'

const ids = (trace: unknown, options = {}) => new SemanticLoopDetection(new MockBackend(), options).preview(trace).questions.map((q) => q.id)

describe('question construction', () => {
  it('asks progress for consecutive pairs, revisit up to lookahead, tool_repeat for repeated tools, then the overall question', () => {
    const trace = row([...steps(4, 'grep')])
    expect(ids(trace)).toEqual(['tool_repeat_grep', 'progress_0_1', 'progress_1_2', 'progress_2_3', 'revisit_0_2', 'revisit_1_3', 'stagnation'])
  })

  it('asks revisits for every distance from 2 to lookahead', () => {
    expect(ids(row(steps(5, 'a')), { lookahead: 3, checkSemanticToolRepetition: false })).toEqual([
      'progress_0_1',
      'progress_1_2',
      'progress_2_3',
      'progress_3_4',
      'revisit_0_2',
      'revisit_0_3',
      'revisit_1_3',
      'revisit_1_4',
      'revisit_2_4',
      'stagnation',
    ])
    expect(ids(row(steps(4, 'a')), { lookahead: 1 })).not.toContain('revisit_0_2')
  })

  it('asks about a tool only at repetitionThreshold calls, whatever its arguments', () => {
    const two = row([llm('a'), tool('search', { q: 1 }), llm('b'), tool('search', { q: 2 })])
    expect(ids(two)).not.toContain('tool_repeat_search')
    expect(ids(two, { repetitionThreshold: 2 })).toContain('tool_repeat_search')
    const three = row([llm('a'), tool('search', { q: 1 }), llm('b'), tool('search', { q: 2 }), tool('search', { q: 3 })])
    expect(ids(three)).toContain('tool_repeat_search')
    expect(ids(three, { checkSemanticToolRepetition: false })).not.toContain('tool_repeat_search')
    expect(ids(three, { checkToolRepetition: false })).not.toContain('tool_repeat_search')
  })

  it('uses the tool spans as steps when there are fewer than two llm spans', () => {
    const trace = row([llm('plan'), tool('grep', { p: 'a' }), tool('grep', { p: 'b' }), tool('grep', { p: 'c' }), tool('ls', {})])
    const preview = new SemanticLoopDetection(new MockBackend()).preview(trace)
    expect(preview.questions.map((q) => q.id)).toEqual([
      'tool_repeat_grep',
      'progress_0_1',
      'progress_1_2',
      'progress_2_3',
      'revisit_0_2',
      'revisit_1_3',
      'stagnation',
    ])
    expect(preview.state).toContain('Steps (tool calls, numbered from 0):')
    expect(preview.state).toContain('[Step 3] tool "ls"\ninput: {}')
  })

  it('asks nothing about reasoning with fewer than two steps, and nothing at all with reasoning off and no repeated tool', () => {
    expect(ids(row([llm('only one')]))).toEqual([])
    expect(ids(row(steps(4)), { checkReasoningStagnation: false, checkSemanticToolRepetition: false })).toEqual([])
  })

  it('makes the overall question a four-level score question, lowest level steady progress', () => {
    const question = new SemanticLoopDetection(new MockBackend()).preview(row(steps(2))).questions.at(-1)!
    expect(question).toMatchObject({ id: 'stagnation', type: 'score' })
    expect(question.type === 'score' && question.levels).toEqual([...STAGNATION_LEVELS])
    expect(STAGNATION_LEVELS).toHaveLength(4)
    expect(STAGNATION_LEVELS[0]).toMatch(/progress/)
  })

  it('makes every other question a yes/no question with instructions naming its steps or tool', () => {
    const questions = new SemanticLoopDetection(new MockBackend()).preview(row(steps(3, 'grep'))).questions
    for (const q of questions.slice(0, -1)) expect(q.type).toBe('noul')
    expect(questions.find((q) => q.id === 'progress_1_2')!.instructions).toMatch(/step 2.*step 1/)
    expect(questions.find((q) => q.id === 'revisit_0_2')!.instructions).toMatch(/step 2.*step 0/)
    expect(questions.find((q) => q.id === 'tool_repeat_grep')!.instructions).toMatch(/3 calls to the tool "grep"/)
  })
})

describe('question budget', () => {
  it('keeps tool questions first, then consecutive pairs, then revisits, and always the overall question', () => {
    const trace = row(steps(6, 'grep'))
    // 1 tool + 5 progress + 4 revisits + overall = 11
    expect(ids(trace)).toHaveLength(11)
    expect(ids(trace, { maxQuestions: 8 })).toEqual([
      'tool_repeat_grep',
      'progress_0_1',
      'progress_1_2',
      'progress_2_3',
      'progress_3_4',
      'progress_4_5',
      'revisit_0_2',
      'stagnation',
    ])
    expect(ids(trace, { maxQuestions: 4 })).toEqual(['tool_repeat_grep', 'progress_0_1', 'progress_1_2', 'stagnation'])
    expect(ids(trace, { maxQuestions: 1 })).toEqual(['stagnation'])
  })

  it('reports how many questions were dropped, per family', () => {
    const preview = new SemanticLoopDetection(new MockBackend(), { maxQuestions: 4 }).preview(row(steps(6, 'grep')))
    expect(preview.plan.dropped).toEqual({ toolRepeat: 0, progress: 3, revisit: 4 })
  })

  it('defaults to 64 questions, and builds only as many as fit on a very long trace', () => {
    const trace = row(steps(20_000))
    const preview = new SemanticLoopDetection(new MockBackend()).preview(trace)
    expect(preview.questions).toHaveLength(64)
    expect(preview.questions.at(-1)!.id).toBe('stagnation')
    expect(preview.plan.dropped.progress).toBe(20_000 - 1 - 62)
    expect(preview.plan.dropped.revisit).toBe(20_000 - 2)
    // The state shows only the steps the questions reach.
    expect(preview.state).toContain('(Steps 63 to 19999 are not shown')
    expect(preview.state.length).toBeLessThan(64 * 1000)
  })

  it('rejects invalid options by name', () => {
    expect(() => new SemanticLoopDetection(new MockBackend(), { maxQuestions: 0 })).toThrow(/maxQuestions/)
    expect(() => new SemanticLoopDetection(new MockBackend(), { lookahed: 2 } as never)).toThrow(/Invalid semantic loop options/)
    expect(() => new SemanticLoopDetection(new MockBackend(), { mildThreshold: 0.9 })).toThrow(/mildThreshold/)
  })
})
