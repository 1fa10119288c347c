import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DETECTOR } from '../../src/index.js'
import { EXAMPLES, ROOT, runCli } from './support/cli.js'

describe('loopcheck with no arguments', () => {
  it('scores the bundled examples from any folder, explains what it found, and exits 0', async () => {
    const run = await runCli([], { cwd: '/' })
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    const out = run.stdout
    expect(out.startsWith('No paths given: scoring the example traces that ship with loopcheck')).toBe(true)
    expect(out).toContain(`detector ${DEFAULT_DETECTOR}`)
    // Every example is listed by its package path, healthy and looping alike.
    for (const file of readdirSync(EXAMPLES).filter((name) => name.endsWith('.json'))) expect(out).toContain(`examples/traces/${file}`)
    expect(out).toMatch(/^\s+pass\s+1\.0\s+examples\/traces\/healthy-weather\.openai-chat\.json/m)
    expect(out).toMatch(/^\s+FAIL\s+[\d.]+\s+examples\/traces\/looping-flight-search\.openai-chat\.json/m)
    expect(out).toContain('What the findings mean')
    expect(out).toContain('Next')
    expect(out).toContain('--baseline loopcheck-baseline.json')
  })

  it('the examples ship with the package and hold a looping and a healthy trace per format', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] }
    expect(pkg.files).toContain('examples/traces')
    const names = readdirSync(EXAMPLES)
    expect(names.filter((name) => name.startsWith('looping-')).length).toBeGreaterThanOrEqual(2)
    expect(names.filter((name) => name.startsWith('healthy-')).length).toBeGreaterThanOrEqual(2)
    expect(names).toContain('benchmark-rows.jsonl')
  })

  it('explains each kind of loop in the examples, with its evidence', async () => {
    const { stdout } = await runCli(['--detector', 'deepeval'], { cwd: '/' })
    expect(stdout).toContain('search_flights called 4 times with identical arguments, at spans 2, 4, 6, 8 (3 wasted steps)')
    expect(stdout).toContain('arguments: {"date": "2025-03-14", "destination": "BER", "direct": true, "origin": "LIS"}')
    expect(stdout).toContain('└─ agent:planner [span 4] ↺ repeats span 2')
    expect(stdout).toMatch(/stagnating reasoning: consecutive reasoning steps say nearly the same thing/)
    expect(stdout).toContain('9 traces, 4 passed, 5 failed')
  })

  it("explains the progress detector's kinds of loop as well", async () => {
    const { stdout, code } = await runCli(['--detector', 'progress'], { cwd: '/' })
    expect(code).toBe(0)
    expect(stdout).toContain('repeat without progress: the same call kept returning a result the agent had already seen.')
    expect(stdout).toContain('recursive call: a span re-enters itself with the same input')
    expect(stdout).toContain('search_flights called 4 times with the same arguments and the same result, at spans 2, 4, 6, 8 (3 wasted steps)')
    expect(stdout).toContain('result every time: {"results": [], "warning": "upstream timeout"}')
  })
})
