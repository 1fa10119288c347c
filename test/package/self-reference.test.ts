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

describe('the curated entries', () => {
  it('loopcheck/judge holds judged detection, in both module systems, sharing the engine with the root', async () => {
    const judge = await import('loopcheck/judge')
    expect(typeof judge.judgeDetectLoops).toBe('function')
    expect(typeof judge.MockBackend).toBe('function')
    const require = createRequire(import.meta.url)
    expect(require.resolve('loopcheck/judge')).toMatch(/dist[\\/]judge\.cjs$/)
    expect(typeof (require('loopcheck/judge') as typeof judge).JevBackend).toBe('function')
    // One copy of the engine: an error thrown through one entry is the class the other exports.
    const root = await import('loopcheck')
    const report = await judge.judgeDetectLoops(
      { type: 'agent', name: 'a', input: 'q', output: 'a', children: [] },
      new judge.MockBackend({ answers: () => 0 }),
    )
    expect(report.detector).toBeTypeOf('string')
    expect(() => root.detectLoops({ type: 'agent', name: 'a', children: 'x' })).toThrow(root.TraceValidationError)
  })

  it('the root keeps internals and judged detection out', async () => {
    const root = (await import('loopcheck')) as Record<string, unknown>
    for (const internal of [
      'truncate',
      'formatUsd',
      'writeJsonFileAtomic',
      'ProgressLedger',
      'observeAction',
      'canonicalDigest',
      'renderState',
      'JevBackend',
      'MockBackend',
    ])
      expect(root[internal], internal).toBeUndefined()
    expect(Object.keys(root).length).toBeLessThanOrEqual(70)
  })
})
