import { isPlainRecord } from '../../util/records.js'

const MAX_ID_LENGTH = 200

/**
 * A trace's own id: the `trace_id` (benchmark rows, many exporters) or `id`
 * (provider responses, LangSmith runs) at its top level, when it is a
 * non-empty string or a finite number. `null` otherwise, and the trace is
 * then known by its file and line.
 *
 * @example
 * traceIdOf({ trace_id: 'loop-01', root: {} }) // 'loop-01'
 * traceIdOf([{ role: 'user' }])                 // null
 */
export function traceIdOf(value: unknown): string | null {
  if (!isPlainRecord(value)) return null
  for (const key of ['trace_id', 'id']) {
    const id = value[key]
    if (typeof id === 'string' && id.trim() !== '' && id.length <= MAX_ID_LENGTH) return id
    if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  }
  return null
}

/**
 * Where a trace came from, as people read it: `file:line` for a JSONL line,
 * the file for a JSON file.
 *
 * @example
 * traceLocation({ file: 'runs/a.jsonl', line: 12 }) // 'runs/a.jsonl:12'
 */
export function traceLocation(input: { file: string; line: number | null }): string {
  return input.line === null ? input.file : `${input.file}:${input.line}`
}

/**
 * The name a trace goes by in tables, baselines and reports. A JSON file is
 * one trace, and its path names it. A JSONL row is named by its own id when
 * it has one (stable when rows are reordered or files renamed), otherwise by
 * its file and line.
 *
 * @example
 * traceKey({ id: null, file: 'a.jsonl', line: 3 })    // 'a.jsonl:3'
 * traceKey({ id: 'run-7', file: 'a.jsonl', line: 3 }) // 'run-7'
 * traceKey({ id: 'msg_1', file: 'b.json', line: null }) // 'b.json'
 */
export function traceKey(result: { id: string | null; file: string; line: number | null }): string {
  return result.line !== null && result.id !== null ? result.id : traceLocation(result)
}
