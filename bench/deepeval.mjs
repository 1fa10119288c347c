// Issue 2's benchmark: the deepeval port on a generated trace of 2,000
// reasoning steps (~80 words, each a few words off the last), 2,000 tool
// calls over a small argument pool and a 300-deep delegation chain; median
// time per score, its ratio to JSON.parse of the same trace, and growth to
// 20,000 steps.
import { AgentLoopDetectionMetric } from '../dist/index.js'
import { generateTrace } from './generate.mjs'
import { medianMs, ms, printTable } from './measure.mjs'

export function runDeepevalBenchmark() {
  const rows = []
  const results = {}
  for (const steps of [2000, 20000]) {
    const trace = generateTrace({ steps })
    const json = JSON.stringify(trace)
    const metric = new AgentLoopDetectionMetric()
    const runs = steps > 5000 ? 7 : 21
    const score = medianMs(() => metric.measure(trace), { warmup: 3, runs })
    const parse = medianMs(() => JSON.parse(json), { warmup: 3, runs })
    results[steps] = { score, parse }
    rows.push([steps.toLocaleString('en'), `${(json.length / 1e6).toFixed(1)} MB`, ms(score), ms(parse), `${(score / parse).toFixed(1)}×`])
  }
  printTable('deepeval port (AgentLoopDetectionMetric.measure), median per score', ['steps', 'trace JSON', 'score', 'JSON.parse', 'score / parse'], rows)
  const growth = results[20000].score / results[2000].score
  console.log(`\ngrowth 2,000 → 20,000 steps: ${growth.toFixed(1)}× (linear would be 10×)`)
  console.log('target: ≤ 25 ms at 2,000 steps; the reference Python spends a median 0.64 s on its 2,000-step trace')
  return { steps2000Ms: results[2000].score, parse2000Ms: results[2000].parse, steps20000Ms: results[20000].score, growth }
}
