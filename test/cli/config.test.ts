// The CLI's configuration file: loopcheck.config.{ts,mts,js,mjs} in the
// working folder (or --config <file>), validated by the API's options schema,
// flags overriding it; a judge built in the file scores the traces.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli, tempWorkspace } from './support/cli.js'

let dir: string
let cleanup: () => void
beforeEach(() => ({ dir, cleanup } = tempWorkspace()))
afterEach(() => cleanup())

const report = (stdout: string) =>
  JSON.parse(stdout) as { run: { detector: string; options: Record<string, unknown>; files: number }; traces: Array<{ file: string; verdict: string }> }

describe('loopcheck.config', () => {
  it('reads a JavaScript config: what to score, the detector, the output format', async () => {
    writeFileSync(
      path.join(dir, 'loopcheck.config.mjs'),
      "export default { include: ['traces/'], detector: 'deepeval', reporter: 'json', repetitionThreshold: 4 }\n",
    )
    const run = await runCli([], { cwd: dir })
    const out = report(run.stdout)
    expect(out.run.detector).toBe('deepeval')
    expect(out.run.options).toMatchObject({ repetitionThreshold: 4 })
    expect(out.run.files).toBeGreaterThan(0)
  })

  it('reads a TypeScript config with types, and ignores the files it names', async () => {
    writeFileSync(
      path.join(dir, 'loopcheck.config.ts'),
      [
        "type Reporter = 'json' | 'pretty'",
        "const reporter: Reporter = 'json'",
        'export default {',
        "  include: ['traces/'],",
        "  ignore: ['traces/*.jsonl'],",
        '  reporter,',
        '  threshold: 0.7 as number,',
        '}',
      ].join('\n'),
    )
    const out = report((await runCli([], { cwd: dir })).stdout)
    expect(out.traces.length).toBeGreaterThan(0)
    expect(out.traces.every((t) => !t.file.endsWith('.jsonl'))).toBe(true)
    expect(out.run.options).toMatchObject({ threshold: 0.7 })
  })

  it('lets flags override the file', async () => {
    writeFileSync(path.join(dir, 'loopcheck.config.mjs'), "export default { include: ['traces/'], detector: 'deepeval', reporter: 'pretty' }\n")
    const out = report((await runCli(['--detector', 'progress', '--format', 'json'], { cwd: dir })).stdout)
    expect(out.run.detector).toBe('progress')
  })

  it('takes --config <file> from another folder', async () => {
    mkdirSync(path.join(dir, 'ci'))
    writeFileSync(path.join(dir, 'ci', 'loops.config.mjs'), "export default { include: ['traces/'], reporter: 'json', detector: 'deepeval' }\n")
    const out = report((await runCli(['--config', 'ci/loops.config.mjs'], { cwd: dir })).stdout)
    expect(out.run.detector).toBe('deepeval')
  })

  it('rejects a misspelt option with the closest valid name, exit 2', async () => {
    writeFileSync(path.join(dir, 'loopcheck.config.mjs'), "export default { include: ['traces/'], repetitonThreshold: 2 }\n")
    const run = await runCli([], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('unknown option "repetitonThreshold". Did you mean "repetitionThreshold"?')
    expect(run.stderr).toContain('loopcheck.config.mjs')
  })

  it('rejects a config that fails to load, and a missing --config file, exit 2', async () => {
    writeFileSync(path.join(dir, 'loopcheck.config.mjs'), 'export default {\n')
    expect(await runCli([], { cwd: dir })).toMatchObject({ code: 2 })
    expect((await runCli([], { cwd: dir })).stderr).toContain('could not load the configuration')
    const missing = await runCli(['--config', 'nope.config.mjs'], { cwd: dir })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--config nope.config.mjs: no such file')
  })

  it('scores with a judge the file builds (any JudgeBackend), and --detector replaces it', async () => {
    writeFileSync(
      path.join(dir, 'loopcheck.config.mjs'),
      [
        'const judge = {',
        "  name: 'scripted', model: 'scripted-1',",
        '  async ask(state, questions) {',
        '    const answers = {}',
        "    for (const q of questions) answers[q.id] = q.type === 'score' ? { type: 'score', score: 0 } : q.type === 'choice' ? { type: 'choice', choice: Object.keys(q.choices)[0] } : { type: 'noul', noul: q.id.startsWith('progress_') ? 0.95 : 0.05 }",
        "    return { answers, inputTokens: 10, outputTokens: 0, costUsd: 0, latencyMs: 1, model: 'scripted-1' }",
        '  },',
        '}',
        "export default { include: ['traces/'], reporter: 'json', judge }",
      ].join('\n'),
    )
    expect(report((await runCli([], { cwd: dir })).stdout).run.detector).toBe('judge:scripted')
    expect(report((await runCli(['--detector', 'deepeval'], { cwd: dir })).stdout).run.detector).toBe('deepeval')
  })
})
