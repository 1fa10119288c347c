import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OutcomeTable } from '../../src/progress/outcome-table.js'

// The ledger's outcome table against a Map model: remembering, looking up
// and forgetting (the windowed ledger's backward-shift removal) must agree
// with the model after any sequence, across the table's growth. Small id
// pools make collisions and long probe runs common.
type Op = { kind: 'remember'; a: number; b: number; c: number; position: number } | { kind: 'forget'; a: number; b: number; c: number }

const idArb = fc.integer({ min: 1, max: 40 })
const partArb = fc.integer({ min: 0, max: 6 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remember' as const), a: idArb, b: partArb, c: partArb, position: fc.nat({ max: 1_000_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('forget' as const), a: idArb, b: partArb, c: partArb }) },
)

describe('OutcomeTable', () => {
  it('agrees with a Map model after any sequence of remembering and forgetting', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 600 }), (ops) => {
        const table = new OutcomeTable()
        const model = new Map<string, { last: number; count: number }>()
        for (const op of ops) {
          const key = `${op.a},${op.b},${op.c}`
          if (op.kind === 'remember') {
            table.remember(op.a, op.b, op.c, op.position)
            const entry = model.get(key)
            model.set(key, { last: op.position, count: (entry?.count ?? 0) + 1 })
          } else {
            table.forget(op.a, op.b, op.c)
            const entry = model.get(key)
            if (entry !== undefined && --entry.count === 0) model.delete(key)
          }
        }
        expect(table.size).toBe(model.size)
        for (let a = 1; a <= 40; a++)
          for (let b = 0; b <= 6; b++) for (let c = 0; c <= 6; c++) expect(table.lastOf(a, b, c)).toBe(model.get(`${a},${b},${c}`)?.last)
      }),
      { numRuns: 150 },
    )
  })

  it('keeps every outcome through fourfold growth of a large table', () => {
    const table = new OutcomeTable()
    for (let i = 1; i <= 20_000; i++) table.remember(i, i % 7, 0, i * 3)
    expect(table.size).toBe(20_000)
    for (let i = 1; i <= 20_000; i++) expect(table.lastOf(i, i % 7, 0)).toBe(i * 3)
    expect(table.lastOf(1, 2, 0)).toBeUndefined()
  })
})
