import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ansiCodes, runCli, runCliInTty, tempWorkspace } from './support/cli.js'
import { writeManyTraces } from './support/generate.js'

// Colours only on a terminal and never with NO_COLOR; a progress bar on
// stderr only when it is a terminal, never with --format json.
let dir: string
let cleanup: () => void
beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace())
  writeManyTraces(dir, 4000)
})
afterAll(() => cleanup())

const RED = '\u001b[31m'
const colours = (text: string) => ansiCodes(text).filter((code) => /\u001b\[\d+m/.test(code) && code !== '\u001b[0m')

describe('colours', () => {
  it('on a terminal, failures are coloured', async () => {
    const run = await runCliInTty(['traces'], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`${RED}`)
    expect(colours(run.stdout).length).toBeGreaterThan(5)
  })

  it('NO_COLOR turns them off, even on a terminal', async () => {
    const run = await runCliInTty(['traces'], { cwd: dir, env: { NO_COLOR: '1' } })
    expect(run.stdout).toContain('FAIL')
    expect(colours(run.stdout)).toEqual([])
  })

  it('piped output has none; --color forces them, --no-color removes them on a terminal', async () => {
    expect(ansiCodes((await runCli(['traces'], { cwd: dir })).stdout)).toEqual([])
    expect((await runCli(['traces', '--color'], { cwd: dir })).stdout).toContain(RED)
    expect(colours((await runCliInTty(['traces', '--no-color'], { cwd: dir })).stdout)).toEqual([])
  })
})

describe('progress bar', () => {
  it('is drawn on a terminal for a long run, then cleared', async () => {
    const run = await runCliInTty(['many.jsonl', '--quiet'], { cwd: dir })
    expect(run.stdout).toMatch(/loopcheck [█·]{24} \d+% · [\d,]+ traces · [\d,]+\/s/)
    expect(run.stdout).toContain('\r\u001b[2K')
    expect(run.stdout).toContain('4000 traces')
  }, 120_000)

  it('is never drawn with --format json, nor with --no-progress', async () => {
    const json = await runCliInTty(['many.jsonl', '--format', 'json'], { cwd: dir })
    expect(json.stdout).not.toMatch(/loopcheck [█·]{24}/)
    expect(json.stdout).toContain('"summary":{"total":4000')
    const off = await runCliInTty(['many.jsonl', '--quiet', '--no-progress'], { cwd: dir })
    expect(off.stdout).not.toMatch(/loopcheck [█·]{24}/)
  }, 120_000)

  it('is never drawn when stderr is not a terminal', async () => {
    const run = await runCli(['many.jsonl', '--quiet'], { cwd: dir })
    expect(run.stderr).toBe('')
  }, 120_000)
})
