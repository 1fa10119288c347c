// The matcher corpus under Jest 30, against the built package. Run by
// `npm run test:jest` (after `npm run build`).
import { describe, expect, it } from '@jest/globals'
import type { ExpectStatic } from 'vitest'
import type * as Loopcheck from '../../../src/index.js'
import type * as LoopcheckJudge from '../../../src/judge/index.js'
import { progress, identicalToolLoop } from '../corpus/fixtures.js'
import { defineMatcherCorpus } from '../corpus/index.js'

// What a Jest user writes in a setupFilesAfterEnv file; resolved through
// the package's "exports" to dist/jest.cjs.
require('loopcheck/jest')
const loopcheck = require('loopcheck') as typeof Loopcheck
const judge = require('loopcheck/judge') as typeof LoopcheckJudge

defineMatcherCorpus({
  runner: 'jest',
  describe,
  it,
  // The corpus is typed against Vitest's expect; Jest's has the same
  // runtime API for every call the corpus makes.
  expect: expect as unknown as ExpectStatic,
  lib: { ...loopcheck, ...judge },
})

describe("Jest's global expect", () => {
  it('has the matchers registered on @jest/globals', () => {
    // Jest injects the same expect as a global; users without @jest/globals imports see the matchers too.
    const globalExpect = (globalThis as unknown as { expect: typeof expect }).expect
    expect(globalExpect).toBe(expect)
    globalExpect(progress).toHaveNoAgentLoops()
    globalExpect(identicalToolLoop).not.toHaveNoAgentLoops()
  })
})
