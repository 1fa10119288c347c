import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, tempWorkspace } from './support/cli.js'

let dir: string
let cleanup: () => void
beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace())
})
afterAll(() => cleanup())

describe('exit codes', () => {
  it('0 when every trace passes', async () => {
    const run = await runCli(['traces/healthy-weather.openai-chat.json', 'traces/healthy-weather.anthropic.json'], { cwd: dir })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('2 traces, 2 passed, 0 failed')
  })

  it('1 when any trace fails', async () => {
    const run = await runCli(['traces/healthy-weather.openai-chat.json', 'traces/looping-research.anthropic.json', '--detector', 'deepeval'], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('2 traces, 1 passed, 1 failed')
  })

  // deepeval's scores are pinned here; the default detector may change.
  const research = ['traces/looping-research.anthropic.json', '--detector', 'deepeval']

  it('with --threshold the score decides: the 0.8 research loop passes at 0.5 and fails at 0.9', async () => {
    expect((await runCli([...research, '--threshold', '0.5'], { cwd: dir })).code).toBe(0)
    expect((await runCli([...research, '--threshold', '0.9'], { cwd: dir })).code).toBe(1)
  })

  it('the check toggles and thresholds change the verdict', async () => {
    expect((await runCli([...research, '--no-tool-repetition'], { cwd: dir })).code).toBe(0)
    expect((await runCli([...research, '--repetition-threshold', '5'], { cwd: dir })).code).toBe(0)
    expect((await runCli(['traces/recursive-planner.deepeval.json', '--detector', 'deepeval', '--no-call-graph-cycles'], { cwd: dir })).code).toBe(0)
  })

  it('2 for a usage error, with the reason and a pointer to --help', async () => {
    const run = await runCli(['--threshold', 'lots'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe('loopcheck: --threshold must be a number from 0 to 1, got "lots"\nRun loopcheck --help for the options.\n')
  })

  it('2 for an unknown detector, listing the available ones', async () => {
    const run = await runCli(['traces', '--detector', 'nope'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^loopcheck: unknown detector "nope"; available: deepeval/)
  })

  it('2 for an input error even when other traces fail: the run is incomplete', async () => {
    writeFileSync(path.join(dir, 'bad.json'), '{"type": "agent"')
    const run = await runCli(['traces/looping-research.anthropic.json', 'bad.json', '--detector', 'deepeval'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/ERROR\s+-\s+bad\.json\s+invalid JSON/)
    expect(run.stdout).toContain('2 traces, 0 passed, 1 failed, 1 could not be scored')
  })

  it('--help and --version exit 0', async () => {
    const help = await runCli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage')
    expect(help.stdout).toContain('--baseline <file>')
    const version = await runCli(['--version'])
    expect(version.code).toBe(0)
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('keeps the bench subcommand', async () => {
    const run = await runCli(['bench', '--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/bench/)
  })
})
