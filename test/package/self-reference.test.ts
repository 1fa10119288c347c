import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// `npm test` builds first, so the package's own name resolves to dist/
// through the "exports" map, as it does for users.
describe('the built package', () => {
  it('resolves import("loopcheck") from inside the repository', async () => {
    const loopcheck = await import('loopcheck')
    expect(typeof loopcheck.detectLoops).toBe('function')
    expect(typeof loopcheck.AgentLoopDetectionMetric).toBe('function')
    expect(typeof loopcheck.normalizeTrace).toBe('function')
  })

  it('resolves require("loopcheck") to the CommonJS build', () => {
    const require = createRequire(import.meta.url)
    const resolved = require.resolve('loopcheck')
    expect(resolved).toMatch(/dist[\\/]index\.cjs$/)
    const loopcheck = require('loopcheck') as typeof import('loopcheck')
    const metric = new loopcheck.AgentLoopDetectionMetric()
    expect(metric.measure({ type: 'agent', name: 'a', input: 'q', output: 'a', children: [] })).toBe(1)
  })
})
