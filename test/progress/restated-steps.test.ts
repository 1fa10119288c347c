import { describe, expect, it } from 'vitest'
import { restatedRuns, sameWords } from '../../src/progress/restated-steps.js'
import type { TextStep } from '../../src/progress/timeline.js'
import { llm, progress, root, tool } from './support.js'

const step = (spanIndex: number, text: string, owner = 0): TextStep => ({ spanIndex, text, owner, group: 'g', user: null }) as unknown as TextStep

describe('a step said again word for word', () => {
  it('compares words, not whitespace, and never matches two blanks', () => {
    expect(sameWords('Try the next format.', '  Try  the\nnext format. ')).toBe(true)
    expect(sameWords('Try the next format.', 'Try the next format!')).toBe(false)
    expect(sameWords('Try the next', 'Try the next format.')).toBe(false)
    expect(sameWords('Try thenext format.', 'Try the next format.')).toBe(false)
    expect(sameWords('  ', '\n')).toBe(false)
    expect(sameWords('a', 'a')).toBe(true)
  })

  it('finds runs of restatements with nothing new between them or after the last', () => {
    const texts = [
      step(1, 'Look up the order.'),
      step(3, 'Empty; try the next format.'),
      step(5, 'Empty; try the next format.'),
      step(7, 'Empty; try the next format.'),
    ]
    expect(restatedRuns(texts, [], 3)).toEqual([
      [
        [1, 2],
        [2, 3],
      ],
    ])
    // News between two of them parts the run; news after the last means the run got out.
    expect(restatedRuns(texts, [4], 3)).toEqual([])
    expect(restatedRuns(texts, [9], 3)).toEqual([])
    // News before the run is no matter; two in a row are not enough at three.
    expect(restatedRuns(texts, [2], 3)).toHaveLength(1)
    expect(restatedRuns(texts.slice(0, 3), [], 3)).toEqual([])
    // A threshold of one still needs a restatement.
    expect(restatedRuns([texts[0]!, texts[1]!], [], 1)).toEqual([])
    expect(restatedRuns(texts.slice(1, 3), [], 1)).toEqual([[[0, 1]]])
    // Steps of other agents are other runs.
    expect(restatedRuns([texts[1]!, step(5, texts[2]!.text, 1), texts[3]!], [], 3)).toEqual([])
  })

  it('flags a short thought said again around calls that differ and find nothing; templated steps between news stay healthy', () => {
    const thought = 'The result is empty, so the order id is probably stored in a different format; I will try the next format.'
    const cell = (code: string, kernel: string, shown: string) =>
      tool('execute_cell', { code, kernel_id: kernel }, { status: 'ok', outputs: [{ output_type: 'execute_result', data: { 'text/plain': shown } }] })
    const empty = 'Empty DataFrame\nColumns: [order_id, status]\nIndex: []'
    const stuck = root(
      llm('Look up the order directly.'),
      cell('SELECT * FROM orders WHERE order_id = 48213', 'a3f1-5427', empty),
      llm(thought),
      cell("SELECT * FROM orders WHERE order_id = '48213'", 'a3f1-7a7a', empty),
      llm(thought),
      cell("SELECT * FROM orders WHERE order_id = 'ORD-48213'", 'a3f1-233c', empty),
      llm(thought),
      cell("SELECT * FROM orders WHERE order_id = 'ord-048213'", 'a3f1-c102', empty),
    )
    const report = progress(stuck)
    expect(report.loopDetected).toBe(true)
    expect(report.findings.some((f) => f.kind === 'repeated-reasoning' && f.measure === 'verbatim-restatement')).toBe(true)
    // The same sentence before each item, each answer new: batch work.
    const batch = root(
      llm('Translating the next locale.'),
      tool('translate', { locale: 'de' }, { text: 'Hallo Welt' }),
      llm('Translating the next locale.'),
      tool('translate', { locale: 'fr' }, { text: 'Bonjour le monde' }),
      llm('Translating the next locale.'),
      tool('translate', { locale: 'es' }, { text: 'Hola mundo' }),
    )
    expect(progress(batch).loopDetected).toBe(false)
    // Nothing found twice, then the third format finds the order: the run got out.
    const found = root(
      llm(thought),
      cell("SELECT * FROM orders WHERE order_id = '48213'", 'k1', empty),
      llm(thought),
      cell("SELECT * FROM orders WHERE order_id = 'ORD-48213'", 'k2', empty),
      llm(thought),
      cell("SELECT * FROM orders WHERE order_id = 'ord-048213'", 'k3', '   order_id  status\n0  ord-048213  refunded'),
    )
    expect(progress(found).loopDetected).toBe(false)
  })
})
