import { TraceValidationError } from '../trace/errors.js'
import type { FormatMismatch } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import { firstMismatch } from './shared/adapter.js'
import { isObjectLike, nonEmptyString } from './shared/objects.js'

/**
 * Whether a value is one batch-ingest body, `{ post: [runs], patch: [updates] }`
 * (what the LangSmith SDKs send to `/runs/batch`), with at least one posted
 * run and every posted run carrying a `run_type`.
 *
 * @example
 * isBatchBody({ post: [{ id: 'r', run_type: 'chain', inputs: {} }], patch: [] }) // true
 * isBatchBody({ patch: [{ id: 'r', outputs: {} }] })                             // false: nothing posted
 */
export function isBatchBody(value: unknown): value is Record<string, unknown> {
  if (!isObjectLike(value) || !Array.isArray(value.post) || value.post.length === 0) return false
  if (value.patch !== undefined && value.patch !== null && !Array.isArray(value.patch)) return false
  return value.post.every((run) => isObjectLike(run) && typeof run.run_type === 'string')
}

/**
 * Whether a value is a LangSmith batch-ingest body, or a list of them (one
 * trace is often sent over several batches: its runs posted in one, their
 * outputs patched in a later one).
 *
 * @example
 * isLangSmithBatch([{ post: [rootRun] }, { post: [], patch: [rootUpdate] }]) // true
 * isLangSmithBatch([{ patch: [rootUpdate] }])                                 // false: nothing posted
 */
export function isLangSmithBatch(value: unknown): boolean {
  if (isBatchBody(value)) return true
  return Array.isArray(value) && value.length > 0 && value.every(looksLikeBatch) && value.some(isBatchBody)
}

/** Whether a value is shaped like a batch body at its top level (`post` or `patch` beside no run fields). */
export function looksLikeBatch(value: unknown): boolean {
  return isObjectLike(value) && ('post' in value || 'patch' in value) && !('run_type' in value)
}

/** The runs of a batch after merging, and where each posted run is in the input. */
export interface BatchRuns {
  runs: Array<Record<string, unknown>>
  /** The input path of each run in `runs`. */
  paths: TracePath[]
  /** Ids of patches whose run was not posted in these bodies. */
  unmatchedPatches: string[]
}

/**
 * Merges a batch's patches into the runs they update, as the LangSmith SDKs
 * do before sending (`{ ...post, ...patch }`, a `null` in the patch leaving the
 * posted value): outputs, `end_time`, `error`, `extra`, `events`... Patches
 * are applied in order across all bodies. A patch whose run is not posted in
 * these bodies (it was sent in an earlier batch) is reported, not read.
 *
 * @example
 * mergeBatch({ post: [{ id: 'r', run_type: 'tool', inputs: { q: 'x' } }], patch: [{ id: 'r', outputs: { output: 3 }, end_time: 1748779201000 }] }).runs
 * // [{ id: 'r', run_type: 'tool', inputs: { q: 'x' }, outputs: { output: 3 }, end_time: 1748779201000 }]
 */
export function mergeBatch(value: unknown): BatchRuns {
  const bodies: Array<{ body: unknown; path: TracePath }> = Array.isArray(value) ? value.map((body, i) => ({ body, path: [i] })) : [{ body: value, path: [] }]
  const runs: Array<Record<string, unknown>> = []
  const paths: TracePath[] = []
  const byId = new Map<string, number>()
  const patches: Array<{ patch: Record<string, unknown>; id: string }> = []
  for (const { body, path } of bodies) {
    if (!isObjectLike(body)) throw new TraceValidationError(path, `expected a batch body { post, patch }, got ${describeValue(body)}`)
    const post = listAt(body, 'post', path)
    post.forEach((run, i) => {
      if (!isObjectLike(run)) throw new TraceValidationError([...path, 'post', i], `expected a run object, got ${describeValue(run)}`)
      const id = nonEmptyString(run.id)
      if (id !== undefined) byId.set(id, runs.length)
      runs.push({ ...run })
      paths.push([...path, 'post', i])
    })
    listAt(body, 'patch', path).forEach((patch, i) => {
      const at = [...path, 'patch', i]
      if (!isObjectLike(patch)) throw new TraceValidationError(at, `expected a run update object, got ${describeValue(patch)}`)
      const id = nonEmptyString(patch.id)
      if (id === undefined) throw new TraceValidationError([...at, 'id'], `expected the id of the run to update, got ${describeValue(patch.id)}`)
      patches.push({ patch, id })
    })
  }
  const unmatchedPatches: string[] = []
  for (const { patch, id } of patches) {
    const index = byId.get(id)
    if (index === undefined) {
      unmatchedPatches.push(id)
      continue
    }
    const run = runs[index]!
    for (const [key, field] of Object.entries(patch)) if (field !== null && field !== undefined) run[key] = field
  }
  return { runs, paths, unmatchedPatches }
}

function listAt(body: Record<string, unknown>, key: 'post' | 'patch', path: TracePath): unknown[] {
  const list = body[key]
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) throw new TraceValidationError([...path, key], `expected an array of runs, got ${describeValue(list)}`)
  return list
}

/**
 * Where a value stops looking like a batch-ingest body: an object, a `post`
 * array with runs in it, a `run_type` and `inputs` on each, a `patch` array.
 *
 * @example
 * batchMismatch({ post: [{ id: 'r' }] }) // { matched: 3, path: ['post', 0, 'run_type'], expected: 'a run_type string' }
 */
export function batchMismatch(value: unknown): FormatMismatch | null {
  const body = isObjectLike(value) ? value : {}
  const post = Array.isArray(body.post) ? body.post : []
  return firstMismatch([
    () => ({ ok: isObjectLike(value), path: [], expected: 'a batch body { post, patch }' }),
    () => ({ ok: Array.isArray(body.post), path: ['post'], expected: `an array of runs (got ${describeValue(body.post)})` }),
    () => ({ ok: post.length > 0, path: ['post'], expected: 'at least one posted run' }),
    () => {
      const bad = post.findIndex((run) => !(isObjectLike(run) && typeof run.run_type === 'string'))
      return { ok: bad < 0, path: ['post', bad, 'run_type'], expected: 'a run_type string' }
    },
    () => {
      const bad = post.findIndex((run) => !('inputs' in (run as object)))
      return { ok: bad < 0, path: ['post', bad, 'inputs'], expected: 'an inputs object' }
    },
    () => ({
      ok: body.patch === undefined || body.patch === null || Array.isArray(body.patch),
      path: ['patch'],
      expected: `an array of run updates (got ${describeValue(body.patch)})`,
    }),
  ])
}
