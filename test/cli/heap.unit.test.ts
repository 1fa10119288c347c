import { describe, expect, it } from 'vitest'
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from '../../src/cli/heap.js'

describe("the CLI's heap growth", () => {
  it('is set once, to grow by half at most between full collections', () => {
    const set: string[] = []
    expect(limitHeapGrowth({ execArgv: [], nodeOptions: undefined }, (flags) => set.push(flags))).toBe(true)
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`])
    expect(HEAP_GROWING_PERCENT).toBe(50)
  })

  it('leaves a growth Node was started with alone, on the command line or in NODE_OPTIONS', () => {
    const set: string[] = []
    expect(limitHeapGrowth({ execArgv: ['--heap-growing-percent=20'], nodeOptions: undefined }, (flags) => set.push(flags))).toBe(false)
    expect(limitHeapGrowth({ execArgv: [], nodeOptions: '--max-old-space-size=512 --heap_growing_percent=30' }, (flags) => set.push(flags))).toBe(false)
    expect(set).toEqual([])
    // Other settings are no growth of their own.
    expect(limitHeapGrowth({ execArgv: ['--max-old-space-size=512'], nodeOptions: '--enable-source-maps' }, (flags) => set.push(flags))).toBe(true)
  })
})
