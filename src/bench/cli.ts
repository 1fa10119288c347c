// `loopcheck bench`: the benchmark runner's command line. The only module in
// src/bench that touches the terminal; the runner itself is plain functions.

import { parseArgs } from 'node:util'
import type { Env } from '../judge/backends/env.js'
import { NO_PROGRESS, progressBar, terminalProgress, type ProgressStream } from '../util/progress-bar.js'
import { pad } from '../util/text-table.js'
import { plural } from '../util/text.js'
import { UsageError } from '../util/usage-error.js'
import { benchDetector, benchDetectorNames, type BenchDetector, type BenchDetectorOptions } from './detectors.js'
import { BenchDatasetError, loadBenchmarkDataset } from './rows.js'
import { runBenchmark, summarizeBenchmark } from './run.js'
import { formatBenchReport } from './table.js'

/**
 * Where the command writes and reads its environment; the process's own by default.
 *
 * @example
 * const io: BenchIo = { stdout: process.stdout, stderr: process.stderr, env: process.env }
 */
export interface BenchIo {
  stdout: { write(chunk: string): unknown }
  stderr: ProgressStream
  env: Env
}

const ORACLE_NOTICE =
  "Note: the oracle answers every question from the row's own labels, not from the trace. " +
  'Its numbers check the mechanism (question building, answer parsing, scoring, one request per trace), not any judge.'

/**
 * Runs `loopcheck bench` and resolves to the exit code: 0 when every row
 * was scored, 1 when some rows errored (the judge failed or the detector
 * threw), 2 for a usage error (bad arguments, unreadable dataset, unknown
 * detector, judge not configured).
 *
 * @example
 * // loopcheck bench --dataset ../shared/bench/semloop-dataset.jsonl --detector lexical --json
 * const code = await benchCommand(['--dataset', 'data.jsonl', '--detector', 'lexical', '--json'])
 */
export async function benchCommand(args: string[], io: BenchIo = { stdout: process.stdout, stderr: process.stderr, env: process.env }): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch (error) {
    return usageError(io, error instanceof Error ? error.message : String(error))
  }
  if (parsed.help) {
    io.stdout.write(helpText())
    return 0
  }

  let detector: BenchDetector
  let rows: Awaited<ReturnType<typeof loadBenchmarkDataset>>
  try {
    detector = benchDetector(parsed.detector, { ...parsed.detectorOptions, env: io.env })
    rows = await loadBenchmarkDataset(parsed.dataset)
  } catch (error) {
    if (error instanceof UsageError || error instanceof BenchDatasetError) return usageError(io, error.message)
    throw error
  }

  if (detector.mechanismCheck && parsed.json) io.stderr.write(`${ORACLE_NOTICE}\n`)
  const label = `bench ${detector.label}`
  const bar =
    io.stderr.isTTY === true && rows.length > 0
      ? terminalProgress(io.stderr, 0, (done: number) => benchProgressLine(label, done, rows.length, io.stderr.columns ?? 80), {
          delayMs: 0,
          drawOnUpdate: true,
        })
      : NO_PROGRESS
  let results: Awaited<ReturnType<typeof runBenchmark>>
  try {
    results = await runBenchmark(rows, detector, { concurrency: parsed.concurrency, onProgress: (done) => bar.update(done) })
  } finally {
    bar.stop()
  }
  const summary = summarizeBenchmark(results, { detector: detector.label, dataset: parsed.dataset })
  if (parsed.json) io.stdout.write(`${JSON.stringify(summary)}\n`)
  else io.stdout.write(formatBenchReport(summary, detector.mechanismCheck ? { notice: ORACLE_NOTICE } : {}))

  // Say why rows errored (once per distinct reason), on stderr.
  const reasons = new Map<string, number>()
  for (const result of results) if (result.error !== null) reasons.set(result.error, (reasons.get(result.error) ?? 0) + 1)
  for (const [reason, count] of reasons) io.stderr.write(`loopcheck bench: ${plural(count, 'row')}: ${reason}\n`)
  return summary.totals.errors > 0 ? 1 : 0
}

function parse(args: string[]) {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      dataset: { type: 'string' },
      detector: { type: 'string' },
      json: { type: 'boolean', default: false },
      model: { type: 'string' },
      'base-url': { type: 'string' },
      'jev-path': { type: 'string' },
      'input-usd-per-mtok': { type: 'string' },
      'output-usd-per-mtok': { type: 'string' },
      concurrency: { type: 'string' },
      'timeout-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help === true) return { help: true as const, dataset: '', detector: '', json: false, concurrency: 1, detectorOptions: {} }
  if (values.dataset === undefined || values.dataset === '') throw new UsageError('--dataset <file.jsonl> is required')
  if (values.detector === undefined || values.detector === '') throw new UsageError('--detector <name> is required')
  const detectorOptions: BenchDetectorOptions = {}
  if (values.model !== undefined) detectorOptions.model = values.model
  if (values['base-url'] !== undefined) detectorOptions.baseUrl = values['base-url']
  if (values['jev-path'] !== undefined) detectorOptions.jevPath = values['jev-path']
  const inputPrice = number(values['input-usd-per-mtok'], '--input-usd-per-mtok', 0)
  if (inputPrice !== undefined) detectorOptions.inputUsdPerMTok = inputPrice
  const outputPrice = number(values['output-usd-per-mtok'], '--output-usd-per-mtok', 0)
  if (outputPrice !== undefined) detectorOptions.outputUsdPerMTok = outputPrice
  const timeout = number(values['timeout-ms'], '--timeout-ms', 1)
  if (timeout !== undefined) detectorOptions.http = { timeoutMs: timeout }
  const concurrency = number(values.concurrency, '--concurrency', 1) ?? 1
  if (!Number.isInteger(concurrency)) throw new UsageError('--concurrency must be a whole number')
  return { help: false as const, dataset: values.dataset, detector: values.detector, json: values.json === true, concurrency, detectorOptions }
}

function number(raw: string | undefined, flag: string, min: number): number | undefined {
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(value) || value < min) throw new UsageError(`${flag} must be a number of at least ${min} (got "${raw}")`)
  return value
}

/**
 * The bench's progress line: `label [████····] 12/60`, the bar as wide as
 * the terminal allows (10 to 40 cells).
 *
 * @example
 * benchProgressLine('bench lexical', 30, 60, 80) // 'bench lexical [████████████████████····················] 30/60'
 */
export function benchProgressLine(label: string, done: number, total: number, columns: number): string {
  const counter = ` ${done}/${total}`
  const room = Math.max(10, Math.min(40, columns - label.length - counter.length - 4))
  return `${label} [${progressBar(done / total, room)}]${counter}`
}

function usageError(io: BenchIo, message: string): number {
  io.stderr.write(`loopcheck bench: ${message}\nRun \`loopcheck bench --help\` for usage.\n`)
  return 2
}

function helpText(): string {
  const detectors = benchDetectorNames()
  const width = Math.max(...detectors.map((d) => d.name.length)) + 2
  return [
    'Usage: loopcheck bench --dataset <file.jsonl> --detector <name> [options]',
    '',
    'Runs a loop detector over a benchmark dataset (one row a line: trace_id, family,',
    'loop, stagnation, goal, root) and prints, per family, how often the stagnation',
    'signal and the verdict were right, then totals with cost and latency.',
    '',
    'Detectors:',
    ...detectors.map((d) => `  ${pad(d.name, width)}${d.description}`),
    '',
    'Options:',
    '  --json                      print one JSON object instead of the tables',
    '  --model <name>              judge model (jev: TYPESAFE_DEFAULT_MODEL or jev-latest; llm: required)',
    '  --base-url <url>            judge host (TYPESAFE_BASE_URL / OPENAI_BASE_URL)',
    '  --jev-path <path>           System One path under the base URL (/v1/systemone; "" for none)',
    '  --input-usd-per-mtok <n>    price per million input tokens (jev: 0.042)',
    '  --output-usd-per-mtok <n>   price per million output tokens (llm)',
    '  --concurrency <n>           rows scored at once (1)',
    '  --timeout-ms <n>            judge timeout per request (30000)',
    '  -h, --help                  show this help',
    '',
    'Keys: TYPESAFE_API_KEY (jev), OPENAI_API_KEY (llm).',
    'Exit codes: 0 every row scored, 1 some rows errored, 2 usage error.',
    '',
  ].join('\n')
}
