import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, tempWorkspace } from './support/cli.js'

// What a loop cost, from the command line: the cost in every output, a
// ceiling (--max-wasted-tokens) and growth of the cost against a baseline.
let dir: string
let cleanup: () => void

function looping(tokensPerTurn: number) {
  const turn = (output: string) => ({ type: 'llm', name: 'gpt-4o', input: 'continue', output, children: [], usage: { totalTokens: tokensPerTurn } })
  const search = () => ({ type: 'tool', name: 'search_orders', input: { q: 'order 991' }, output: { hits: [] }, children: [] })
  return {
    type: 'agent',
    name: 'support-agent',
    input: 'Refund order 991',
    output: 'I could not find order 991.',
    children: [turn('Looking the order up.'), search(), turn('Trying again.'), search(), turn('One more time.'), search(), turn('Once more.'), search()],
  }
}
const healthy = {
  type: 'agent',
  name: 'support-agent',
  input: 'Refund order 991',
  output: 'Refunded.',
  children: [
    { type: 'llm', name: 'gpt-4o', input: 'go', output: 'Looking the order up.', children: [], usage: { totalTokens: 800 } },
    { type: 'tool', name: 'search_orders', input: { q: 'order 991' }, output: { hits: [{ id: 991 }] }, children: [] },
  ],
}
const write = (name: string, value: unknown) => writeFileSync(path.join(dir, 'traces', name), JSON.stringify(value))
const run = (...args: string[]) => runCli(['traces', '--no-color', ...args], { cwd: dir })

beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace({ examples: false }))
  mkdirSync(path.join(dir, 'traces'))
  write('healthy.json', healthy)
  write('looping.json', looping(1_500))
})
afterAll(() => cleanup())

describe('the cost of loops on the command line', () => {
  it('pretty: the cost of each failing trace and of the run', async () => {
    const { stdout, code } = await run()
    expect(code).toBe(1)
    expect(stdout).toContain("4,500 tokens wasted, 75% of the run's 6,000")
    expect(stdout).toMatch(/repeat without progress: search_orders was called 4 times.* \(4,500 tokens\)/)
    expect(stdout).toContain('tokens wasted in loops: 4,500 of 6,800 (66%), over all 2 traces')
  })

  it('json: each trace and the summary carry the counts', async () => {
    const { stdout } = await run('--format', 'json')
    const report = JSON.parse(stdout) as { traces: Array<Record<string, unknown>>; summary: Record<string, unknown> }
    const byKey = Object.fromEntries(report.traces.map((t) => [t.key, t]))
    expect(byKey['traces/looping.json']).toMatchObject({ totalTokens: 6000, wastedTokens: 4500, report: { totalTokens: 6000, wastedTokens: 4500 } })
    expect(byKey['traces/healthy.json']).toMatchObject({ totalTokens: 800, wastedTokens: 0 })
    expect(report.summary.tokens).toEqual({ traces: 2, total: 6800, wasted: 4500 })
  })

  it('markdown: a wasted-tokens column when usage is recorded', async () => {
    const { stdout } = await run('--format', 'markdown')
    expect(stdout).toContain('| Trace | Score | Breakdown | Wasted tokens | First finding |')
    expect(stdout).toMatch(/\| traces\/looping\.json \| .* \| 4,500 \(75%\) \|/)
  })

  it('--max-wasted-tokens fails a trace whose loops cost more, where the verdict alone passes', async () => {
    const lenient = ['--detector', 'deepeval', '--threshold', '0.25']
    expect((await run(...lenient)).code).toBe(0)
    const capped = await run(...lenient, '--max-wasted-tokens', '1000')
    expect(capped.code).toBe(1)
    expect((await run(...lenient, '--max-wasted-tokens', '4_500')).code).toBe(0)
    const bad = await run('--max-wasted-tokens', 'lots')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--max-wasted-tokens must be a whole number of tokens (0 or more), got "lots"')
  })

  it('a baseline remembers the cost; growth beyond --tolerance is a regression', async () => {
    const gate = (...args: string[]) => run('--baseline', 'base.json', ...args)
    expect((await gate('--update-baseline')).code).toBe(0)
    const baseline = readFileSync(path.join(dir, 'base.json'), 'utf8')
    expect(baseline).toContain(
      '"traces/looping.json": {"verdict":"fail","score":0.25,"findings":["no-progress-repeat","stalled-reasoning"],"wastedTokens":4500}',
    )

    write('looping.json', looping(2_000))
    const grown = await gate()
    expect(grown.code).toBe(1)
    expect(grown.stdout).toContain("wasted tokens grew 4,500 tokens → 6,000, more than the tolerance 0.0 of the baseline's")
    expect((await gate('--tolerance', '0.5')).code).toBe(0)

    write('looping.json', looping(1_000))
    const fell = await gate()
    expect(fell.code).toBe(0)
    expect(fell.stdout).toContain('wasted tokens fell 4,500 tokens → 3,000')
  })
})
