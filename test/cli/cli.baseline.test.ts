import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLES, runCli, tempWorkspace } from './support/cli.js'

// The pull-request gate: a folder of traces, a committed baseline, and a
// change to the traces between runs.
let dir: string
let cleanup: () => void
const rows = readFileSync(path.join(EXAMPLES, 'benchmark-rows.jsonl'), 'utf8').trim().split('\n')
const baselineFile = () => path.join(dir, 'loopcheck-baseline.json')
const gate = (...args: string[]) => runCli(['traces', '--detector', 'deepeval', '--baseline', 'loopcheck-baseline.json', ...args], { cwd: dir })

beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace({ examples: false }))
  mkdirSync(path.join(dir, 'traces'))
  writeFileSync(path.join(dir, 'traces', 'runs.jsonl'), `${rows.join('\n')}\n`)
  writeFileSync(path.join(dir, 'traces', 'research.json'), readFileSync(path.join(EXAMPLES, 'looping-research.anthropic.json')))
})
afterAll(() => cleanup())

describe('--update-baseline', () => {
  it('requires a baseline file to compare with, unless it is writing one', async () => {
    const run = await gate()
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('cannot read the baseline loopcheck-baseline.json (ENOENT); create it with --update-baseline')
  })

  it('writes stable, sorted, one-trace-a-line JSON and exits 0 even though traces fail', async () => {
    const run = await gate('--update-baseline')
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('loopcheck: wrote the baseline loopcheck-baseline.json (5 traces)\n')
    const text = readFileSync(baselineFile(), 'utf8')
    expect(text).toBe(
      [
        '{',
        '  "loopcheck": "baseline",',
        '  "version": 1,',
        '  "detector": "deepeval",',
        '  "options": {},',
        '  "traces": {',
        '    "identical_tool_loop-00": {"verdict":"fail","score":0.25,"findings":["reasoning-stagnation","repeated-tool-call"]},',
        '    "progress-00": {"verdict":"pass","score":1,"findings":[]},',
        '    "retry_then_recover-00": {"verdict":"pass","score":1,"findings":[]},',
        '    "traces/research.json": {"verdict":"fail","score":0.8,"findings":["repeated-tool-call"]},',
        '    "verbatim_loop-00": {"verdict":"fail","score":0.45,"findings":["reasoning-stagnation","repeated-tool-call"]}',
        '  }',
        '}',
        '',
      ].join('\n'),
    )
    // Writing again changes nothing, byte for byte.
    await gate('--update-baseline')
    expect(readFileSync(baselineFile(), 'utf8')).toBe(text)
  })

  it('the unchanged traces pass the gate: known failures are not regressions', async () => {
    const run = await gate()
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('against the baseline: 0 regressed, 0 improved, 5 unchanged, 0 new, 0 removed (3 known failures not gated)')
  })
})

describe('the gate', () => {
  it('fails on a trace that passed and now fails, lists new and removed traces without failing on them', async () => {
    // progress-00 now loops (it takes the verbatim loop's spans); retry_then_recover-00 is gone; a new looping trace appears.
    const looping = JSON.parse(rows[0]!)
    const changed = rows.map((row) => JSON.parse(row)).filter((row) => row.trace_id !== 'retry_then_recover-00')
    changed[2] = { ...looping, trace_id: 'progress-00' }
    changed.push({ ...looping, trace_id: 'brand-new' })
    writeFileSync(path.join(dir, 'traces', 'runs.jsonl'), `${changed.map((row) => JSON.stringify(row)).join('\n')}\n`)

    const run = await gate('--format', 'json')
    expect(run.code).toBe(1)
    const report = JSON.parse(run.stdout)
    expect(report.summary.baseline).toMatchObject({
      regressed: 1,
      improved: 0,
      unchanged: 3,
      new: 1,
      removed: 1,
      regressions: ['progress-00'],
      removedTraces: ['retry_then_recover-00'],
    })
    const progress = report.traces.find((t: { key: string }) => t.key === 'progress-00')
    expect(progress).toMatchObject({
      verdict: 'fail',
      gate: 'fail',
      baseline: { change: 'regressed', why: 'passed in the baseline, fails now (score 1.0 → 0.45)' },
    })
    expect(report.traces.find((t: { key: string }) => t.key === 'brand-new')).toMatchObject({ verdict: 'fail', gate: 'pass', baseline: { change: 'new' } })

    const pretty = await gate()
    expect(pretty.stdout).toContain('  regressed progress-00: passed in the baseline, fails now (score 1.0 → 0.45)')
    expect(pretty.stdout).toContain('  new       brand-new (fail, score 0.45)')
    expect(pretty.stdout).toContain('  removed   retry_then_recover-00')
  })

  it('fails on a score drop beyond --tolerance, not within it', async () => {
    // Restore the first baseline, then make the research trace (0.8) loop harder: a fourth and fifth repeat of its call.
    await gate('--update-baseline')
    const research = JSON.parse(readFileSync(path.join(EXAMPLES, 'looping-research.anthropic.json'), 'utf8'))
    const repeat = research.slice(1, 3)
    research.splice(research.length - 1, 0, ...repeat, ...repeat, ...repeat)
    writeFileSync(path.join(dir, 'traces', 'research.json'), JSON.stringify(research))

    const strict = await gate('--format', 'json')
    expect(strict.code).toBe(1)
    const entry = JSON.parse(strict.stdout).traces.find((t: { key: string }) => t.key === 'traces/research.json')
    expect(entry.score).toBeLessThan(0.8)
    expect(entry.baseline.why).toMatch(/^score dropped 0\.8 → 0\.\d+, more than the tolerance 0\.0$/)

    const tolerant = await gate('--tolerance', '0.5')
    expect(tolerant.code).toBe(0)
    expect(tolerant.stdout).toContain('0 regressed')
  })

  it('refuses to write a baseline when a trace could not be scored', async () => {
    const before = readFileSync(baselineFile(), 'utf8')
    writeFileSync(path.join(dir, 'traces', 'broken.jsonl'), '{"trace_id": "x", \n')
    const run = await gate('--update-baseline')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('the baseline was not written: 1 trace(s) could not be scored')
    expect(readFileSync(baselineFile(), 'utf8')).toBe(before)
  })

  it('a malformed baseline is a usage error naming what is wrong', async () => {
    writeFileSync(path.join(dir, 'bad-baseline.json'), '{"loopcheck":"baseline","version":1,"traces":{"a":{"verdict":"pass","score":"high"}}}')
    const run = await runCli(['traces', '--baseline', 'bad-baseline.json'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^loopcheck: the baseline bad-baseline\.json is not a loopcheck baseline: .* at traces\.a\.score/)
  })

  it('warns when the baseline was written with another detector', async () => {
    const text = readFileSync(baselineFile(), 'utf8').replace('"detector": "deepeval"', '"detector": "progress"')
    writeFileSync(path.join(dir, 'other-detector.json'), text)
    const run = await runCli(['traces/research.json', '--detector', 'deepeval', '--baseline', 'other-detector.json'], { cwd: dir })
    expect(run.stderr).toContain('the baseline was written with the progress detector; this run uses deepeval')
  })
})
