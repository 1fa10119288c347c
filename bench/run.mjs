// `npm run bench`: every benchmark, one after the other, in one process.
import { runDeepevalBenchmark } from './deepeval.mjs'

console.log(`node ${process.version} on ${process.platform}/${process.arch}`)
runDeepevalBenchmark()
