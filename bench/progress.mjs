// Times the progress detector (median of several runs) on the shapes issue 9
// bounds: the 2,000-step benchmark trace of bench/generate.mjs, the same at
// 20,000 steps, and two reasoning steps of 20,000 words each. Also times the
// deepeval port on the 2,000-step trace for comparison.
//
//   node --import tsx bench/progress.mjs            # prints a table
//   node --import tsx bench/progress.mjs --json     # one JSON object

import { performance } from 'node:perf_hooks'
import { generateTrace, rng } from './generate.mjs'
import { detectLoops } from '../src/report/detect.ts'
import { normalizeTrace } from '../src/trace/normalize.ts'

const RUNS = Number(process.env.RUNS ?? 7)

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function time(label, trace, detector, runs = RUNS) {
  const normalized = normalizeTrace(trace)
  detectLoops(normalized, { detector }) // warm-up
  const wall = []
  const cpu = []
  let report
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const startCpu = process.cpuUsage()
    report = detectLoops(normalized, { detector })
    const used = process.cpuUsage(startCpu)
    wall.push(performance.now() - start)
    cpu.push((used.user + used.system) / 1000)
  }
  const round = (ms) => Math.round(ms * 10) / 10
  return { label, detector, medianMs: round(median(wall)), cpuMedianMs: round(median(cpu)), maxMs: round(Math.max(...wall)), runs, score: report.score }
}

function longSteps(words) {
  const random = rng(11)
  const vocabulary = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau'.split(' ')
  const text = () => Array.from({ length: words }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ')
  return {
    type: 'agent', name: 'root', input: 'long', output: '',
    children: [
      { type: 'llm', name: 'gpt', input: '', output: text(), children: [] },
      { type: 'llm', name: 'gpt', input: '', output: text(), children: [] },
    ],
  }
}

const results = [
  time('2,000 steps (bench/generate.mjs)', generateTrace({ steps: 2000 }), 'progress'),
  time('20,000 steps', generateTrace({ steps: 20000, depth: 300 }), 'progress', 5),
  time('two 20,000-word steps', longSteps(20000), 'progress'),
  time('2,000 steps (bench/generate.mjs)', generateTrace({ steps: 2000 }), 'deepeval', 3),
]

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ node: process.version, results }, null, 2)}\n`)
} else {
  process.stdout.write(`node ${process.version}, medians after a warm-up (wall clock, and CPU time of this process, which a busy machine inflates less)\n`)
  for (const r of results) {
    process.stdout.write(`${r.detector.padEnd(9)} ${r.label.padEnd(34)} wall ${String(r.medianMs).padStart(8)} ms  cpu ${String(r.cpuMedianMs).padStart(8)} ms  max wall ${String(r.maxMs).padStart(8)} ms  (${r.runs} runs, score ${r.score.toFixed(3)})\n`)
  }
}
