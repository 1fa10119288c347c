import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LoopEvaluator, LoopHealthSaveError, saveLoopHealthResult, writeJsonFileAtomic } from '../../src/health/index.js'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loopcheck-health-'))
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

const health = () => new LoopEvaluator().run({ score_history: [6, 8.5], threshold: 8, total_duration_seconds: 3 })

function saveError(run: () => unknown): LoopHealthSaveError {
  try {
    run()
  } catch (error) {
    if (error instanceof LoopHealthSaveError) return error
    throw error
  }
  throw new Error('expected a LoopHealthSaveError')
}

describe('saveLoopHealthResult', () => {
  it('writes toDict() as JSON, creating parent folders', () => {
    const target = path.join(dir, 'a', 'b', 'health.json')
    const written = saveLoopHealthResult(health(), target)
    expect(written).toBe(path.resolve(target))
    expect(JSON.parse(fs.readFileSync(target, 'utf8'))).toEqual(health().toDict())
    expect(fs.readdirSync(path.dirname(target))).toEqual(['health.json'])
  })

  it('replaces an earlier file', () => {
    const target = path.join(dir, 'health.json')
    fs.writeFileSync(target, 'old')
    saveLoopHealthResult(health(), target)
    expect(JSON.parse(fs.readFileSync(target, 'utf8')).success).toBe(true)
  })

  it('fails with the path when the parent is a file', () => {
    const blocker = path.join(dir, 'not-a-folder')
    fs.writeFileSync(blocker, 'x')
    const error = saveError(() => saveLoopHealthResult(health(), path.join(blocker, 'health.json')))
    expect(error.path).toBe(path.join(blocker, 'health.json'))
    expect(error.message).toMatch(/^could not save loop health to /)
    expect(fs.readFileSync(blocker, 'utf8')).toBe('x')
  })

  it('leaves an earlier file intact, and no temporary file, when the rename fails', () => {
    const target = path.join(dir, 'health.json')
    fs.writeFileSync(target, '{"earlier": true}')
    const failingRename = {
      ...fs,
      renameSync: () => {
        throw new Error('disk pulled out')
      },
    }
    const error = saveError(() => saveLoopHealthResult(health(), target, { fileSystem: failingRename }))
    expect(error.message).toContain('disk pulled out')
    expect(error.cause).toBeInstanceOf(Error)
    expect(fs.readFileSync(target, 'utf8')).toBe('{"earlier": true}')
    expect(fs.readdirSync(dir)).toEqual(['health.json'])
  })

  it('leaves an earlier file intact when the write itself fails', () => {
    const target = path.join(dir, 'health.json')
    fs.writeFileSync(target, 'earlier')
    const failingWrite = {
      ...fs,
      writeFileSync: () => {
        throw new Error('ENOSPC: no space left on device')
      },
    }
    expect(() => saveLoopHealthResult(health(), target, { fileSystem: failingWrite as never })).toThrow(LoopHealthSaveError)
    expect(fs.readFileSync(target, 'utf8')).toBe('earlier')
    expect(fs.readdirSync(dir)).toEqual(['health.json'])
  })

  it('does not touch the disk when the value cannot be serialised', () => {
    const target = path.join(dir, 'x', 'out.json')
    expect(() => writeJsonFileAtomic(target, { big: 10n })).toThrow(LoopHealthSaveError)
    expect(fs.existsSync(path.join(dir, 'x'))).toBe(false)
  })
})

describe('LoopEvaluator saveResultsPath', () => {
  it('saves each run, expanding {name} and {eval_id}', () => {
    const evaluator = new LoopEvaluator({ name: 'nightly', saveResultsPath: path.join(dir, '{name}', '{eval_id}.json') })
    const result = evaluator.run({ score_history: [9], threshold: 8 })
    const target = path.join(dir, 'nightly', `${evaluator.evalId}.json`)
    expect(JSON.parse(fs.readFileSync(target, 'utf8'))).toEqual(result.toDict())
  })

  it('accepts the PraisonAI spelling save_results_path', () => {
    const target = path.join(dir, 'out.json')
    new LoopEvaluator({ save_results_path: target }).run({ score_history: [1] })
    expect(fs.existsSync(target)).toBe(true)
  })

  it('throws a LoopHealthSaveError when saving fails', () => {
    const blocker = path.join(dir, 'file')
    fs.writeFileSync(blocker, '')
    expect(() => new LoopEvaluator({ saveResultsPath: path.join(blocker, 'out.json') }).run({ score_history: [1] })).toThrow(LoopHealthSaveError)
  })
})
