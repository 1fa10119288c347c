// The matcher entries as published: resolved through the package's own
// "exports" map to dist/ (`npm test` builds first), as users import them.
import { readFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, Record<string, string>>>
  sideEffects: string[]
  files: string[]
}
const require = createRequire(import.meta.url)

describe('the matcher entries', () => {
  it('point every condition at a file that exists', () => {
    for (const subpath of ['./vitest', './vitest-4', './jest', './matchers', './serializer']) {
      const conditions = pkg.exports[subpath] as Record<string, Record<string, string>>
      for (const condition of ['import', 'require']) {
        for (const target of Object.values(conditions[condition]!)) expect(existsSync(path.join(root, target)), `${subpath} ${condition} ${target}`).toBe(true)
      }
    }
    expect(pkg.files).toContain('types')
  })

  it('mark only the two registering entries as having side effects', () => {
    expect(pkg.sideEffects).toEqual(['./dist/vitest.js', './dist/vitest.cjs', './dist/jest.js', './dist/jest.cjs'])
  })

  it('resolve require() to the CommonJS builds', () => {
    expect(require.resolve('loopcheck/jest')).toMatch(/dist[\\/]jest\.cjs$/)
    expect(require.resolve('loopcheck/vitest-4')).toMatch(/dist[\\/]vitest\.cjs$/)
  })

  it('loopcheck/matchers exports the three matchers and no other value, so expect.extend(namespace) is safe', async () => {
    const matchers = (await import('loopcheck/matchers')) as Record<string, unknown>
    expect(Object.keys(matchers).sort()).toEqual(['toHaveHealthyLoop', 'toHaveNoAgentLoops', 'toNotStagnate'])
    const cjs = require('loopcheck/matchers') as Record<string, unknown>
    expect(
      Object.keys(cjs)
        .filter((key) => key !== '__esModule')
        .sort(),
    ).toEqual(['toHaveHealthyLoop', 'toHaveNoAgentLoops', 'toNotStagnate'])
  })

  it('loopcheck/serializer is a snapshot plugin both as a module and as its default export', async () => {
    const serializer = (await import('loopcheck/serializer')) as { test: unknown; serialize: unknown; default: { test: unknown; serialize: unknown } }
    expect(typeof serializer.test).toBe('function')
    expect(typeof serializer.serialize).toBe('function')
    expect(typeof serializer.default.serialize).toBe('function')
    const cjs = require('loopcheck/serializer') as { test: unknown; serialize: unknown }
    expect(typeof cjs.test).toBe('function')
    expect(typeof cjs.serialize).toBe('function')
  })

  it('loopcheck/vitest (-4) registers the matchers on the expect tests use', async () => {
    // The root runs Vitest 4: its users import loopcheck/vitest-4 (the same file as loopcheck/vitest).
    expect(require.resolve('loopcheck/vitest-4')).toBe(require.resolve('loopcheck/vitest'))
    await import('loopcheck/vitest-4')
    const { detectLoops } = await import('loopcheck')
    const trace = {
      type: 'agent',
      name: 'a',
      input: 'go',
      output: '',
      children: [1, 2, 3, 4, 5, 6].map(() => ({ type: 'tool', name: 'ping', input: {}, output: 'pong', children: [] })),
    }
    expect(trace).not.toHaveNoAgentLoops()
    expect(detectLoops(trace)).not.toHaveNoAgentLoops()
  })
})
