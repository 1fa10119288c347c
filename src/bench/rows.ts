import { readFile } from 'node:fs/promises'
import { z } from 'zod'

/**
 * One benchmark row, as in semloop's dataset: a trace (`root`, a
 * deepeval-style span dict), its task (`goal`), its family and the two
 * labels: whether the whole trace should be flagged (`loop`) and whether the
 * reasoning-stagnation sub-signal should fire (`stagnation`).
 *
 * @example
 * BenchmarkRowSchema.parse(JSON.parse(line)).family // 'terse_loop'
 */
export const BenchmarkRowSchema = z
  .object({
    trace_id: z.string(),
    family: z.string().min(1),
    loop: z.boolean(),
    stagnation: z.boolean(),
    goal: z.string().optional(),
    isolates: z.string().optional(),
    root: z.record(z.string(), z.unknown()).nullable(),
  })
  .passthrough()

/**
 * A benchmark row; see {@link BenchmarkRowSchema}.
 *
 * @example
 * const row: BenchmarkRow = { trace_id: 'verbatim_loop-00', family: 'verbatim_loop', loop: true, stagnation: true, goal: 'Fix it', root: { type: 'agent', children: [] } }
 */
export type BenchmarkRow = z.infer<typeof BenchmarkRowSchema>

/**
 * A dataset that cannot be read: the message names the file and line.
 *
 * @example
 * await loadBenchmarkDataset('missing.jsonl') // throws BenchDatasetError: cannot read missing.jsonl (ENOENT)
 */
export class BenchDatasetError extends Error {
  override readonly name = 'BenchDatasetError'
}

/**
 * Parses a JSONL benchmark dataset: one row object a line, blank lines
 * ignored. Throws {@link BenchDatasetError} naming the line of the first
 * problem.
 *
 * @example
 * parseBenchmarkJsonl(text, 'semloop-dataset.jsonl').length // 60
 */
export function parseBenchmarkJsonl(text: string, source = 'dataset'): BenchmarkRow[] {
  const rows: BenchmarkRow[] = []
  const lines = text.split('\n')
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!.trim()
    if (line === '') continue
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      throw new BenchDatasetError(`${source}:${at + 1}: not JSON (${error instanceof Error ? error.message : String(error)})`)
    }
    const row = BenchmarkRowSchema.safeParse(value)
    if (!row.success) {
      const issue = row.error.issues[0]!
      const where = issue.path.length > 0 ? issue.path.join('.') : 'row'
      throw new BenchDatasetError(`${source}:${at + 1}: not a benchmark row (${where}: ${issue.message})`)
    }
    rows.push(row.data)
  }
  if (rows.length === 0) throw new BenchDatasetError(`${source}: no rows`)
  return rows
}

/**
 * Reads and parses a JSONL benchmark dataset from a file.
 *
 * @example
 * const rows = await loadBenchmarkDataset('../shared/bench/semloop-dataset.jsonl')
 */
export async function loadBenchmarkDataset(path: string): Promise<BenchmarkRow[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as { code?: unknown }).code
    throw new BenchDatasetError(`cannot read ${path}${typeof code === 'string' ? ` (${code})` : ''}`)
  }
  return parseBenchmarkJsonl(text, path)
}
