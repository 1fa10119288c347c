import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { EXAMPLES } from './cli.js'

/**
 * Writes a JSONL file of `count` traces: the bundled benchmark rows again
 * and again, each with its own trace_id. Returns the path.
 *
 * @example
 * const file = writeManyTraces(dir, 3000)
 */
export function writeManyTraces(dir: string, count: number, name = 'many.jsonl'): string {
  const rows = readFileSync(path.join(EXAMPLES, 'benchmark-rows.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const lines: string[] = []
  for (let i = 0; i < count; i++) lines.push(JSON.stringify({ ...rows[i % rows.length], trace_id: `t-${String(i).padStart(6, '0')}` }))
  const file = path.join(dir, name)
  writeFileSync(file, `${lines.join('\n')}\n`)
  return file
}
