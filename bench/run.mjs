// `npm run bench`: every benchmark, one after the other, in one process
// (ratios compare like with like on a shared, noisy machine).
import { runCliBenchmark } from './cli.mjs'
import { runDeepevalBenchmark } from './deepeval.mjs'
import { runDetectorBenchmark } from './detectors.mjs'
import { runIssueTraceBenchmark } from './issue16.mjs'

console.log(`node ${process.version} on ${process.platform}/${process.arch}`)
runIssueTraceBenchmark()
runDeepevalBenchmark()
runDetectorBenchmark()
await runCliBenchmark()
