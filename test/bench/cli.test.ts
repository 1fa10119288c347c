import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { benchCommand, type BenchIo } from '../../src/bench/cli.js'
import { askedIds, chatReply, jevReplyFor, sendJson, startJudgeServer, type FakeJudgeServer, type JudgeHandler } from '../judge/support/server.js'
import { DATASET, seedTable } from './support.js'

const KEY = 'ts-cli-key-7777aaaa'
const dir = mkdtempSync(path.join(tmpdir(), 'loopcheck-bench-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Four rows: two loops, two healthy runs.
const SMALL = path.join(dir, 'small.jsonl')
const lines = readFileSync(DATASET, 'utf8').trim().split('\n')
writeFileSync(SMALL, [lines[0], lines[6], lines[36], lines[42]].join('\n') + '\n')

function io(env: Record<string, string> = {}, tty = false) {
  const out: string[] = []
  const err: string[] = []
  const value: BenchIo = {
    stdout: { write: (chunk: string) => out.push(chunk) },
    stderr: { isTTY: tty, columns: 100, write: (chunk: string) => err.push(chunk) },
    env,
  }
  return { io: value, stdout: () => out.join(''), stderr: () => err.join('') }
}

async function run(args: string[], env: Record<string, string> = {}, tty = false) {
  const t = io(env, tty)
  const code = await benchCommand(args, t.io)
  return { code, stdout: t.stdout(), stderr: t.stderr() }
}

let server: FakeJudgeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
async function serve(handler: JudgeHandler): Promise<FakeJudgeServer> {
  server = await startJudgeServer(handler)
  return server
}

describe('loopcheck bench', () => {
  it('prints exactly one JSON object with --json', async () => {
    const { code, stdout, stderr } = await run(['--dataset', DATASET, '--detector', 'lexical', '--json'])
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout.endsWith('\n')).toBe(true)
    expect(stdout.trim().split('\n')).toHaveLength(1)
    const summary = JSON.parse(stdout)
    expect(Object.keys(summary)).toEqual(['detector', 'dataset', 'n', 'families', 'totals'])
    expect(summary).toMatchObject({
      detector: 'lexical',
      dataset: DATASET,
      n: 60,
      totals: { stagnationCorrect: 24, verdictCorrect: 36, undecided: 0, errors: 0, costUsd: 0, inputTokens: 0 },
    })
    expect(summary.families.verbatim_loop).toEqual({ n: 6, stagnationCorrect: 6, verdictCorrect: 6 })
  })

  it("prints the seed's lexical table", async () => {
    const { code, stdout } = await run(['--dataset', DATASET, '--detector', 'lexical'])
    expect(code).toBe(0)
    for (const [family, [correct, n]] of Object.entries(seedTable(/^family\s+lexical$/, 0))) {
      expect(stdout).toMatch(new RegExp(`^${family} +${correct}/${n}$`, 'm'))
    }
    expect(stdout).toContain('Totals: stagnation 24/60 (40%) · verdict 36/60 (60%)')
  })

  it('marks the oracle as a check of the mechanism, in the tables and beside the JSON', async () => {
    const text = await run(['--dataset', DATASET, '--detector', 'oracle'])
    expect(text.code).toBe(0)
    expect(text.stdout).toContain("the oracle answers every question from the row's own labels, not from the trace")
    expect(text.stdout).toContain('not any judge')
    expect(text.stdout).toContain('Totals: stagnation 60/60 (100%)')
    const json = await run(['--dataset', DATASET, '--detector', 'oracle', '--json'])
    expect(JSON.parse(json.stdout).totals.stagnationCorrect).toBeGreaterThanOrEqual(54)
    expect(json.stderr).toContain('not any judge')
  })

  it('runs jev against a System One host at its own path, with cost, tokens and latency', async () => {
    const s = await serve(
      (req, res) =>
        void setTimeout(() => sendJson(res, 200, jevReplyFor(req.body, { noul: (id) => (id.startsWith('progress_') ? 0.5 : 0.1), inputTokens: 1500 })), 5),
    )
    const { code, stdout } = await run(
      ['--dataset', SMALL, '--detector', 'jev', '--model', 'typesafe/jev-1.13', '--base-url', `${s.url}/proxy/systemone`, '--jev-path', '', '--json'],
      { TYPESAFE_API_KEY: KEY },
    )
    expect(code).toBe(0)
    expect(s.requests).toHaveLength(4)
    expect(s.requests.every((r) => r.path === '/proxy/systemone' && r.body.model === 'typesafe/jev-1.13')).toBe(true)
    expect(s.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`)
    const summary = JSON.parse(stdout)
    expect(summary.detector).toBe('jev:typesafe/jev-1.13')
    expect(summary.totals.inputTokens).toBe(6000)
    expect(summary.totals.costUsd).toBeCloseTo((6000 * 0.042) / 1e6, 12)
    expect(summary.totals.meanLatencyMs).toBeGreaterThan(0)
    // Every pair at 0.5: the judge is undecided on every row with two steps or more.
    expect(summary.totals.undecided).toBe(4)
    expect(summary.totals.errors).toBe(0)
  })

  it('runs llm against an OpenAI-compatible host with per-token prices', async () => {
    const s = await serve((req, res) => {
      const answers = Object.fromEntries(askedIds(req.body).map((id) => [id, id === 'stagnation' ? 0 : 0.95]))
      sendJson(res, 200, chatReply(JSON.stringify({ answers }), { prompt_tokens: 1000, completion_tokens: 100 }))
    })
    const { code, stdout } = await run(
      ['--dataset', SMALL, '--detector', 'llm', '--model', 'gpt-judge', '--base-url', `${s.url}/v1`, '--input-usd-per-mtok', '2', '--output-usd-per-mtok', '8'],
      { OPENAI_API_KEY: KEY },
    )
    expect(code).toBe(0)
    expect(s.requests.map((r) => r.path)).toEqual(Array(4).fill('/v1/chat/completions'))
    expect(stdout).toContain('loopcheck bench: llm:gpt-judge on')
    // 4 × (1000 × $2/M + 100 × $8/M) = $0.0112
    expect(stdout).toContain('$0.0112 (4,000 input tokens)')
  })

  it('exits 1 when the judge fails, says why on stderr, and keeps the key out', async () => {
    const s = await serve((req, res) => sendJson(res, 500, { error: `no: ${String(req.headers.authorization)}` }))
    const { code, stdout, stderr } = await run(
      ['--dataset', SMALL, '--detector', 'jev', '--base-url', s.url, '--timeout-ms', '500', '--concurrency', '4', '--json'],
      { TYPESAFE_API_KEY: KEY },
    )
    expect(code).toBe(1)
    expect(JSON.parse(stdout).totals.errors).toBe(4)
    expect(stderr).toMatch(/loopcheck bench: 4 rows: Jev judge: POST http:\/\/127\.0\.0\.1:\d+\/v1\/systemone failed with HTTP 500 after 3 attempts/)
    expect(stdout + stderr).not.toContain(KEY)
  }, 20_000)

  it('draws a progress bar on stderr only when it is a TTY', async () => {
    const tty = await run(['--dataset', SMALL, '--detector', 'lexical'], {}, true)
    expect(tty.stderr).toContain('bench lexical [')
    expect(tty.stderr).toContain('] 4/4')
    expect(tty.stderr.endsWith('\r\x1b[2K')).toBe(true)
    const piped = await run(['--dataset', SMALL, '--detector', 'lexical'])
    expect(piped.stderr).toBe('')
  })

  it('prints help listing every detector, registered ones included', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Usage: loopcheck bench --dataset <file.jsonl> --detector <name>/)
    for (const name of ['lexical', 'oracle', 'jev', 'llm', 'deepeval']) expect(stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'))
  })
})

describe('loopcheck bench usage errors', () => {
  const cases: Array<[string, string[], Record<string, string>, RegExp]> = [
    ['no arguments', [], {}, /--dataset <file.jsonl> is required/],
    ['no detector', ['--dataset', DATASET], {}, /--detector <name> is required/],
    ['an unknown option', ['--dataset', DATASET, '--detector', 'lexical', '--fast'], {}, /Unknown option '--fast'/],
    ['an unknown detector', ['--dataset', DATASET, '--detector', 'magic'], {}, /unknown detector "magic"; choose one of: lexical, oracle, jev, llm, deepeval/],
    ['a missing dataset', ['--dataset', path.join(dir, 'none.jsonl'), '--detector', 'lexical'], {}, /cannot read .*none\.jsonl \(ENOENT\)/],
    ['a bad number', ['--dataset', DATASET, '--detector', 'lexical', '--concurrency', 'two'], {}, /--concurrency must be a number of at least 1 \(got "two"\)/],
    ['a negative price', ['--dataset', DATASET, '--detector', 'llm', '--input-usd-per-mtok=-1'], {}, /--input-usd-per-mtok must be a number of at least 0/],
    ['jev without a key', ['--dataset', DATASET, '--detector', 'jev'], {}, /TYPESAFE_API_KEY/],
    ['llm without a model', ['--dataset', DATASET, '--detector', 'llm'], { OPENAI_API_KEY: 'k' }, /no model/],
  ]
  for (const [what, args, env, message] of cases) {
    it(`exits 2 on ${what}`, async () => {
      const { code, stdout, stderr } = await run(args, env)
      expect(code).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toMatch(message)
      expect(stderr).toContain('Run `loopcheck bench --help` for usage.')
    })
  }

  it('exits 2 on a dataset line that is not a row', async () => {
    const bad = path.join(dir, 'bad.jsonl')
    writeFileSync(bad, `${lines[0]}\n{"trace_id": 1}\n`)
    const { code, stderr } = await run(['--dataset', bad, '--detector', 'lexical'])
    expect(code).toBe(2)
    expect(stderr).toContain('bad.jsonl:2: not a benchmark row')
  })
})
