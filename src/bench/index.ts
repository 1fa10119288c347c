// The benchmark runner: load a dataset, run a detector per row, count what
// it got right. `loopcheck bench` (./cli.ts) prints the result.

export { BenchmarkRowSchema, BenchDatasetError, parseBenchmarkJsonl, loadBenchmarkDataset } from './rows.js'
export type { BenchmarkRow } from './rows.js'
export { benchDetector, benchDetectorNames } from './detectors.js'
export type { BenchDetector, BenchDetectorOptions, BenchOutcome } from './detectors.js'
export { runBenchmark, summarizeBenchmark, isStagnationCorrect, isVerdictCorrect } from './run.js'
export type { BenchRowResult, BenchFamily, BenchSummary, RunBenchmarkOptions } from './run.js'
export { formatBenchReport, formatUsd } from './table.js'
export type { BenchTextOptions } from './table.js'
export { OracleBackend } from './oracle.js'
export type { OracleLabels } from './oracle.js'
