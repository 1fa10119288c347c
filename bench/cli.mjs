// The CLI at scale (issue 9, "Bounded cost"): generate JSONL files of
// 10,000 and 100,000 traces, score each with the built CLI
// (`node dist/cli.js FILE --format json --stats`, output discarded), and
// report traces per second, peak memory of the whole process (worker
// threads included) and CPU time over wall time, which is how many cores
// the run kept busy. Memory must stay flat as the file grows (at most
// 200 MB); with worker threads, the cores figure should approach the
// machine's core count.
//
// Run it on its own with `node bench/cli.mjs [counts...]` after
// `npm run build`, or from bench/run.mjs.

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { rng } from './generate.mjs'
import { printTable } from './measure.mjs'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const CLI = join(ROOT, 'dist', 'cli.js')
const GC_FLAGS = ['--heap-growing-percent=20', '--semi-space-growth-factor=1']

const WORDS = (
  'search index query result cache deploy build module parser schema order customer invoice ' +
  'stream buffer router commit review merge fixture suite worker handler session timeout latency ' +
  'memory payload response request network retry backoff token budget planner agent answer draft'
).split(' ')
const TOOLS = ['grep', 'read_file', 'run_tests', 'search', 'sql', 'fetch_page']

/**
 * One generated trace as a JSONL row: a benchmark-style row with a
 * `trace_id` and a span tree of 6 to 16 steps. About a third loop: the same
 * tool call repeated, a reasoning step said twice, or an agent that
 * delegates to itself; the rest make progress. Deterministic for a seed.
 */
export function generateRow(index, random) {
  const pick = (list) => list[Math.floor(random() * list.length)]
  const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ')
  const kind = random() < 0.34 ? pick(['repeat', 'stagnate', 'cycle']) : 'progress'
  const steps = 3 + Math.floor(random() * 6)
  const children = []
  const loopArgs = { path: `src/${pick(WORDS)}.ts`, pattern: pick(WORDS) }
  const said = sentence(24)
  for (let s = 0; s < steps; s++) {
    const text = kind === 'stagnate' && s >= steps - 2 ? said : sentence(18 + Math.floor(random() * 12))
    children.push({ type: 'llm', name: 'reason', input: `step ${s}`, output: text, children: [] })
    const input = kind === 'repeat' && s >= steps - 4 ? loopArgs : { path: `src/${pick(WORDS)}/${s}.ts`, pattern: pick(WORDS) }
    children.push({ type: 'tool', name: kind === 'repeat' ? 'grep' : pick(TOOLS), input, output: sentence(6), children: [] })
  }
  if (kind === 'cycle') {
    const task = { task: sentence(5) }
    children.push({
      type: 'agent',
      name: 'planner',
      input: task,
      output: null,
      children: [{ type: 'agent', name: 'planner', input: task, output: null, children: [] }],
    })
  }
  const root = { type: 'agent', name: 'engineer', input: sentence(10), output: sentence(8), children }
  return { trace_id: `gen-${String(index).padStart(6, '0')}`, goal: root.input, root }
}

/** Streams `count` generated rows to a JSONL file, never holding more than one in memory. */
export async function writeTracesJsonl(path, count, seed = 42) {
  const random = rng(seed)
  const out = createWriteStream(path)
  for (let i = 0; i < count; i++) {
    if (!out.write(`${JSON.stringify(generateRow(i, random))}\n`)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
  return statSync(path).size
}

/** Runs the CLI on a file and returns its `--stats` figures and exit code. */
export async function runCli(file, extraArgs = [], nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, CLI, file, '--format', 'json', '--stats', ...extraArgs], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk))
  const [code] = await once(child, 'exit')
  const line = stderr.split('\n').find((l) => l.startsWith('loopcheck stats: '))
  if (line === undefined) throw new Error(`the CLI printed no stats (exit ${code}): ${stderr.slice(0, 500)}`)
  return { code, ...JSON.parse(line.slice('loopcheck stats: '.length)) }
}

/**
 * The CLI benchmark: for each trace count, generate a file, score it with
 * all cores and on one thread (`--jobs 1`), and print the figures.
 * Returns the rows so callers can check them.
 */
export async function runCliBenchmark({ counts = [10_000, 100_000], log = console.log } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'loopcheck-cli-bench-'))
  const rows = []
  try {
    for (const count of counts) {
      const file = join(dir, `traces-${count}.jsonl`)
      const bytes = await writeTracesJsonl(file, count)
      for (const jobs of [availableParallelism(), 1]) {
        const stats = await runCli(file, ['--jobs', String(jobs)])
        rows.push({ count, bytes, jobs, ...stats })
      }
      // The CLI changes no V8 flag at run time (its workers' heaps are capped through resourceLimits); a user who wants a smaller peak still can start Node with these.
      if (count === counts.at(-1)) {
        const stats = await runCli(file, ['--jobs', String(availableParallelism())], GC_FLAGS)
        rows.push({ count, bytes, jobs: availableParallelism(), ...stats, flags: true })
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  printTable(
    `loopcheck CLI on generated JSONL (${availableParallelism()} cores; --format json to /dev/null)`,
    ['traces', 'file', 'threads', 'wall', 'traces/s', 'CPU/wall', 'busy (main, workers)', 'peak RSS', 'exit'],
    rows.map((r) => [
      r.count.toLocaleString('en-US'),
      `${(r.bytes / 1e6).toFixed(0)} MB`,
      (r.threads === 0 ? 'main' : String(r.threads)) + (r.flags ? ' + GC flags' : ''),
      `${(r.wallMs / 1000).toFixed(1)} s`,
      r.tracesPerSecond.toLocaleString('en-US'),
      r.cores.toFixed(2),
      r.busy.map((b) => `${Math.round(b * 100)}%`).join(', '),
      `${r.maxRssMb} MB`,
      String(r.code),
    ]),
  )
  const threaded = rows.filter((r) => r.threads > 0 && !r.flags)
  if (threaded.length >= 2) {
    const [small, large] = [threaded[0], threaded.at(-1)]
    log(
      `\nMemory as the file grows (${small.count.toLocaleString('en-US')} → ${large.count.toLocaleString('en-US')} traces, ` +
        `${(large.bytes / small.bytes).toFixed(0)}× the bytes): peak RSS ${small.maxRssMb} → ${large.maxRssMb} MB (budget 200 MB).`,
    )
  }
  log('CPU/wall is user+system CPU time over wall time: about how many cores were busy.')
  log("Busy is each thread's event-loop utilisation: near 100% for every thread means none waited on another,")
  log('so on an idle machine CPU/wall approaches the thread count (other load on the machine lowers CPU/wall, not busy).')
  log('Peak RSS is the whole process, worker threads included (getrusage ru_maxrss).')
  log(`GC flags: node ${GC_FLAGS.join(' ')} dist/cli.js (the old generation grows by 20% between full collections).`)
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
  await runCliBenchmark(counts.length > 0 ? { counts } : {})
}
