// Run only by scripts/vitest5.mjs: proves the suite it runs is Vitest 5 on
// Node 22, with loopcheck's matchers on that Vitest's expect.
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

describe('the Vitest 5 run', () => {
  it('runs on Node 22', () => {
    expect(process.version).toMatch(/^v22\./)
  })

  it('runs Vitest 5, and the `vitest` that loopcheck registered on is the running one', () => {
    const require = createRequire(import.meta.url)
    const { version } = require('../types/vitest-5/deps/node_modules/vitest/package.json') as { version: string }
    expect(version).toMatch(/^5\./)
    expect(expect.getState().currentTestName).toContain('runs Vitest 5')
    expect({ type: 'agent', name: 'a', input: 'q', output: 'done', children: [] }).toHaveNoAgentLoops()
  })
})
