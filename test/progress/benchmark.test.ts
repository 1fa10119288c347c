import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluateRows, readRows, type DatasetScore } from '../../bench/families/evaluate.js'
import { FAMILIES, FAMILIES_FILE, INSTANCES, familiesJsonl } from '../../bench/families/generate.js'
import { SHARED_DIR } from '../support/shared.js'
import path from 'node:path'

const perFamily = (score: DatasetScore) => Object.fromEntries(score.families.map((f) => [f.family, [f.stagnation, f.verdict]]))

describe('the seed benchmark (../shared/bench/semloop-dataset.jsonl), no model', () => {
  const rows = readRows(path.join(SHARED_DIR, 'bench/semloop-dataset.jsonl'))

  it('progress: verdict at least 59/60 and stagnation at least 57/60 (measured: 60/60 and 60/60)', () => {
    const score = evaluateRows(rows, 'progress')
    expect(score.rows).toBe(60)
    expect(score.verdict).toBeGreaterThanOrEqual(59)
    expect(score.stagnation).toBeGreaterThanOrEqual(57)
    expect([score.stagnation, score.verdict]).toEqual([60, 60])
    for (const family of score.families) expect(family.misses).toEqual([])
  })

  it('deepeval (the exact port) reproduces the seed README: stagnation 24/60, verdict 36/60', () => {
    const score = evaluateRows(rows, 'deepeval')
    expect([score.stagnation, score.verdict]).toEqual([24, 36])
    expect(perFamily(score)).toEqual({
      alternating_loop: [0, 0],
      boilerplate_progress: [0, 6],
      cosmetic_args_loop: [0, 0],
      identical_tool_loop: [6, 6],
      paraphrased_loop: [0, 0],
      progress: [6, 6],
      retry_then_recover: [6, 6],
      template_progress: [0, 6],
      terse_loop: [0, 0],
      verbatim_loop: [6, 6],
    })
  })
})

describe('the progress families (bench/families), loops and healthy look-alikes', () => {
  it('the committed JSONL is what the seeded generator writes', () => {
    expect(readFileSync(FAMILIES_FILE, 'utf8')).toBe(familiesJsonl())
    expect(FAMILIES.length).toBeGreaterThanOrEqual(10)
    const rows = readRows(FAMILIES_FILE)
    expect(rows).toHaveLength(FAMILIES.length * INSTANCES)
    expect(rows.filter((r) => r.loop).length).toBeGreaterThan(0)
    expect(rows.filter((r) => !r.loop).length).toBeGreaterThan(0)
  })

  it('progress gets every family right (stagnation and verdict)', () => {
    const score = evaluateRows(readRows(FAMILIES_FILE), 'progress')
    expect([score.stagnation, score.verdict]).toEqual([score.rows, score.rows])
  })

  it('deepeval misses the loops the lexical check cannot see (per family, as measured)', () => {
    const score = evaluateRows(readRows(FAMILIES_FILE), 'deepeval')
    expect([score.stagnation, score.verdict]).toEqual([80, 82])
    const byFamily = perFamily(score)
    for (const loop of ['abc_cycle', 'agent_ping_pong', 'churn_same_error', 'oscillation_abab', 'poll_never_finishes', 'recursion', 'write_flip']) {
      expect(byFamily[loop]).toEqual([0, 0])
    }
    expect(byFamily.fixed_preamble_long_agent).toEqual([2, 4])
  })
})
