// Issue 16's measurement, on the trace the issue names: the output of
// `python3 ../shared/bench/gen_big_trace.py --n 2000 --words 80 --depth 300`
// (1.1 MB; reproduced byte for byte by `issueTraceText`, checked against
// the script's output in test/bench/issue-trace.test.ts). Unlike
// `generateTrace` (issue 2's trace, whose calls all answer differently),
// every call here answers `ok` and arguments come from 501 values, so
// calls repeat with the same answer and the reasoning between them is
// compared: the detector's loop path, not only its reading path.
//
// JSON.parse, the deepeval port and the default detector are timed in turn
// within each round (so a noisy minute slows all three alike), and each
// ratio is the median of the rounds' own ratios.
import { AgentLoopDetectionMetric, detectLoops } from '../dist/index.js'
import { issueTraceText } from './generate.mjs'
import { ms, printTable } from './measure.mjs'

function timed(fn) {
  const start = process.hrtime.bigint()
  fn()
  return Number(process.hrtime.bigint() - start) / 1e6
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export function runIssueTraceBenchmark({ warmup = 5, rounds = 31 } = {}) {
  const text = issueTraceText()
  const trace = JSON.parse(text)
  const metric = new AgentLoopDetectionMetric()
  const parse = []
  const port = []
  const progress = []
  for (let round = -warmup; round < rounds; round++) {
    const p = timed(() => JSON.parse(text))
    const d = timed(() => metric.measure(trace))
    const g = timed(() => detectLoops(trace))
    if (round < 0) continue
    parse.push(p)
    port.push(d)
    progress.push(g)
  }
  const ratio = (times) => median(times.map((t, i) => t / parse[i]))
  const result = { parseMs: median(parse), portMs: median(port), progressMs: median(progress), portRatio: ratio(port), progressRatio: ratio(progress) }
  printTable(
    `issue 16's trace (gen_big_trace.py --n 2000 --words 80 --depth 300, ${(text.length / 1e6).toFixed(1)} MB), median of ${rounds} rounds`,
    ['what', 'median', '× JSON.parse (median of per-round ratios)', 'target'],
    [
      ['JSON.parse', ms(result.parseMs), '1.0×', ''],
      ['deepeval port (AgentLoopDetectionMetric.measure)', ms(result.portMs), `${result.portRatio.toFixed(1)}×`, '≤ 5×'],
      ['progress detector (detectLoops, the default)', ms(result.progressMs), `${result.progressRatio.toFixed(1)}×`, '≤ 4×'],
    ],
  )
  return result
}
