import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, tempWorkspace } from './support/cli.js'
import { FAKE_API_KEY } from './support/hostile.js'

// --judge with an OpenAI-compatible judge: a fake one on 127.0.0.1 that
// reads the questions from the prompt and answers "stuck" to all of them,
// or refuses with 401 and echoes the key back.
let server: Server
let baseUrl: string
let dir: string
let cleanup: () => void
const seenAuthorization: string[] = []

function answersFor(prompt: string): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  const lines = prompt.split('\n')
  lines.forEach((line, i) => {
    const match = /^- "([^"]+)" \((yes\/no|choice|scale)/.exec(line)
    if (match === null) return
    const [, id, type] = match
    if (type === 'yes/no') answers[id!] = id!.startsWith('progress_') ? 0.02 : 0.97
    else {
      const options: string[] = []
      for (let k = i + 1; k < lines.length && lines[k]!.startsWith('    '); k++) options.push(lines[k]!.trim())
      answers[id!] = type === 'choice' ? /^"([^"]+)"/.exec(options[0]!)![1] : options.length - 1
    }
  })
  return answers
}

async function body(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

beforeAll(async () => {
  ;({ dir, cleanup } = tempWorkspace())
  server = createServer(async (request, response) => {
    const payload = JSON.parse(await body(request)) as { model: string; messages: Array<{ content: string }> }
    seenAuthorization.push(request.headers.authorization ?? '')
    if (payload.model === 'fake-401') {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${request.headers.authorization}` } }))
      return
    }
    const content = JSON.stringify({ answers: answersFor(payload.messages.at(-1)!.content) })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        model: payload.model,
        choices: [{ message: { content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 10 },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  cleanup()
})

const judge = (model: string, ...args: string[]) =>
  runCli(['traces/benchmark-rows.jsonl', '--judge', 'llm', '--judge-model', model, '--judge-base-url', baseUrl, ...args], {
    cwd: dir,
    env: { OPENAI_API_KEY: FAKE_API_KEY },
  })

describe('--judge llm', () => {
  it('asks the judge about each trace and reports its verdict', async () => {
    const run = await judge('fake-stuck', '--format', 'json')
    expect(run.stderr).toBe('')
    const report = JSON.parse(run.stdout)
    expect(report.run.detector).toBe('judge:llm')
    expect(report.traces).toHaveLength(4)
    for (const trace of report.traces) {
      expect(trace.report.detector).toBe('judge:fake-stuck')
      expect(trace.verdict).toBe('fail')
      expect(trace.report.findings.some((f: { kind: string }) => f.kind === 'reasoning-stagnation')).toBe(true)
    }
    expect(run.code).toBe(1)
    // One request per trace, each with the key from the environment.
    expect(seenAuthorization.filter((a) => a === `Bearer ${FAKE_API_KEY}`).length).toBeGreaterThanOrEqual(4)
  })

  it('a judge that fails makes the trace an error (never a pass), and its key never shows', async () => {
    for (const format of ['pretty', 'json', 'github']) {
      const run = await judge('fake-401', '--format', format)
      expect(run.code).toBe(2)
      expect(run.stdout).toMatch(/the judge failed: .*401/)
      expect(run.stdout + run.stderr).not.toContain(FAKE_API_KEY)
    }
  })

  it('a judge that is not configured is a usage error', async () => {
    const run = await runCli(['traces', '--judge', 'llm'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^loopcheck: LLM judge: no model/)
  })
})
