// `loopcheck [paths...]`: the edge where files, the terminal and the exit
// code meet. What it decides is delegated to pure modules: discovery and
// reading (input/), scoring (score/), the baseline (baseline/, tracker.ts),
// the formats (output/, html/), the settings (settings.ts) and the exit
// code (summary.ts).

import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { DEFAULT_DETECTOR, DETECTORS } from '../../index.js'
import type { JudgeBackend } from '../../judge/index.js'
import type { CheckOptions } from '../args/parse.js'
import { UsageError } from '../../util/usage-error.js'
import { serializeBaseline, type Baseline } from '../baseline/baseline.js'
import { renderHtmlReport, HTML_TRACES } from '../html/page.js'
import { discoverFiles, type DiscoveryProblem } from '../input/discover.js'
import { examplesFolder } from '../input/examples.js'
import { readTraces } from '../input/read.js'
import { githubReporter } from '../output/github.js'
import { jsonReporter } from '../output/json.js'
import { junitReporter } from '../output/junit.js'
import { markdownReporter, markdownSummary } from '../output/markdown.js'
import { prettyReporter } from '../output/pretty.js'
import type { OutputFormat, Reporter, RunInfo } from '../output/reporter.js'
import { sanitizeText } from '../output/sanitize.js'
import { createJudgeBackend, isJudgeConfigError, judgeScorer } from '../score/judge.js'
import { scoreInOrder } from '../score/order.js'
import { inProcessScorer, workerScorer, type Scorer } from '../score/pool.js'
import type { ScoreConfig, TraceInput } from '../score/types.js'
import type { CheckedTrace } from './checked.js'
import { loadBaseline, writeReport } from './files.js'
import { NO_PROGRESS, type Progress } from '../../util/progress-bar.js'
import { runProgress, type RunProgress } from './progress.js'
import { detectOptionsOf, scoreConfigOf, scoringThreads, showProgressBar, useColors, type Terminal } from './settings.js'
import { fileSink, streamSink, type Sink } from './sink.js'
import { runStats } from './stats.js'
import { exitCodeOf, SummaryCollector } from './summary.js'
import { BaselineTracker } from './tracker.js'

/** The outside world, passed in so the command can run against any streams and folders. */
export interface CheckIo {
  cwd: string
  env: Readonly<Record<string, string | undefined>>
  stdout: NodeJS.WritableStream & { isTTY?: boolean }
  stderr: NodeJS.WritableStream & { isTTY?: boolean }
  /** The installed package's root, where `examples/traces` lives. */
  packageRoot: string
  /** The built worker entry, or `null` to score in-process. */
  workerFile: URL | null
}

/**
 * Runs `loopcheck [paths...]` and returns the exit code. Usage mistakes
 * throw {@link UsageError}; bad files and traces are reported in the output
 * and give exit code 2 once everything else has been scored.
 *
 * @example
 * const code = await runCheck(parseCommand(['traces/']).options, { cwd, env, stdout, stderr, packageRoot, workerFile })
 */
export async function runCheck(options: CheckOptions, io: CheckIo): Promise<number> {
  const judged = options.judge !== undefined || options.judgeBackend !== undefined
  const detector = judged ? `judge:${options.judge ?? options.judgeBackend!.name}` : (options.detector ?? DEFAULT_DETECTOR)
  if (!judged && DETECTORS[detector] === undefined) {
    throw new UsageError(`unknown detector ${JSON.stringify(detector)}; available: ${Object.keys(DETECTORS).join(', ')}`)
  }
  const warn = (text: string): void => {
    io.stderr.write(`loopcheck: ${text}\n`)
  }
  const at = (path: string): string => resolve(io.cwd, path)

  // What to read: the paths given, or the bundled examples.
  const examples = options.paths.length === 0
  const examplesDir = examples ? examplesFolder(io.packageRoot) : null
  if (examples && examplesDir === null) throw new UsageError('no paths given, and the bundled examples are missing from this install')
  const { files, problems } = await discoverFiles(examplesDir === null ? options.paths : [examplesDir], {
    cwd: io.cwd,
    displayBase: examplesDir === null ? io.cwd : io.packageRoot,
    exclude: [options.baseline, options.output, options.html].filter((path): path is string => path !== undefined),
    ignore: options.ignore,
  })
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0)

  let baseline: Baseline | null = null
  if (options.baseline !== undefined) {
    baseline = await loadBaseline(at(options.baseline), options.baseline, options.updateBaseline)
    if (baseline.detector !== null && baseline.detector !== detector) {
      warn(`the baseline was written with the ${sanitizeText(baseline.detector)} detector; this run uses ${detector}, so scores may not compare`)
    }
  }

  // How to score, and where the output goes.
  const detect = detectOptionsOf(options, judged ? undefined : detector)
  const config = scoreConfigOf(options, detect)
  const { detector: _named, ...recordedOptions } = detect
  const scorer = createScorer(options, config, io, scoringThreads(options.jobs, totalBytes, availableParallelism()))
  const terminal: Terminal = { env: io.env, stdoutIsTTY: io.stdout.isTTY === true, stderrIsTTY: io.stderr.isTTY === true }
  const progress: Progress<RunProgress> = showProgressBar(options, terminal) ? runProgress(io.stderr, totalBytes) : NO_PROGRESS
  const sink: Sink =
    options.output !== undefined
      ? await fileSink(at(options.output))
      : streamSink(io.stdout, terminal.stdoutIsTTY && progress !== NO_PROGRESS ? { beforeWrite: () => progress.clear() } : {})
  const reporter = reporterFor(options.format, { colors: useColors(options, terminal), quiet: options.quiet })

  const info: RunInfo = {
    detector,
    verdictBy: config.verdictBy,
    options: recordedOptions,
    baseline: baseline === null ? null : { file: options.baseline!, tolerance: options.tolerance },
    examples,
    files: files.length,
  }
  const tracker = new BaselineTracker(baseline, { tolerance: options.tolerance, update: options.updateBaseline })
  const collector = new SummaryCollector(info.baseline)
  const htmlTraces: CheckedTrace[] = []
  let bytesRead = 0

  let workerUtilization: number[] = []
  try {
    await sink.write(reporter.begin(info))
    const inputs = withProblems(problems, readTraces(files, { onProgress: (bytes) => (bytesRead = bytes), firstSeq: problems.length }))
    const batching = { batchSize: judged ? options.judgeConcurrency : 64, batchChars: 1 << 18, maxInFlight: Math.max(2, scorer.threads * 3) }
    for await (const result of scoreInOrder(inputs, scorer, batching)) {
      const checked = tracker.check(result)
      collector.add(checked)
      if (options.html !== undefined && result.verdict === 'fail' && htmlTraces.length < HTML_TRACES) htmlTraces.push(checked)
      progress.update({ bytes: bytesRead, traces: collector.summary.total })
      await sink.write(reporter.trace(checked))
    }
    workerUtilization = scorer.utilization()
  } finally {
    progress.stop()
    await scorer.close()
  }
  const summary = collector.finish(tracker.removed(), tracker.duplicateKeys)
  await sink.write(reporter.end(summary))
  await sink.close()

  // The reports beside the output, then the exit code.
  let code: number = exitCodeOf(summary)
  if (options.html !== undefined) {
    const failed = await writeReport(at(options.html), renderHtmlReport(summary, htmlTraces, info))
    if (failed !== null) {
      warn(`cannot write the HTML report ${sanitizeText(options.html)} (${failed})`)
      code = 2
    }
  }
  const stepSummary = io.env.GITHUB_STEP_SUMMARY
  if (stepSummary !== undefined && stepSummary !== '') {
    const failed = await writeReport(stepSummary, markdownSummary(summary, info), { append: true })
    if (failed !== null) warn(`cannot append to GITHUB_STEP_SUMMARY (${failed})`)
  }
  if (options.updateBaseline) {
    if (summary.errors > 0) {
      warn(`the baseline was not written: ${summary.errors} trace(s) could not be scored, and leaving them out would drop them from it`)
      code = 2
    } else {
      const written = tracker.updated(detector, recordedOptions)
      const failed = await writeReport(at(options.baseline!), serializeBaseline(written))
      if (failed !== null) throw new UsageError(`cannot write the baseline ${sanitizeText(options.baseline!)} (${failed})`)
      warn(`wrote the baseline ${sanitizeText(options.baseline!)} (${Object.keys(written.traces).length} traces)`)
      code = 0
    }
  } else if (examples) {
    // The demo explains loops; finding them is its point, not a failure.
    code = summary.errors > 0 ? 2 : 0
  }
  if (options.stats) io.stderr.write(`loopcheck stats: ${JSON.stringify(runStats(summary.total, scorer.threads, workerUtilization))}\n`)
  return code
}

function createScorer(options: CheckOptions, config: ScoreConfig, io: CheckIo, threads: number): Scorer {
  if (options.judge !== undefined) return judgeScorer(config, judgeBackend(options, io.env), options.judgeConcurrency)
  if (options.judgeBackend !== undefined) return judgeScorer(config, options.judgeBackend, options.judgeConcurrency)
  // Options with functions in them (a configuration's custom loopKey) cannot cross to a worker thread.
  if (threads > 1 && io.workerFile !== null && crossesThreads(config)) return workerScorer(config, { threads, workerFile: io.workerFile })
  return inProcessScorer(config)
}

function crossesThreads(config: ScoreConfig): boolean {
  try {
    structuredClone(config)
    return true
  } catch {
    return false
  }
}

function judgeBackend(options: CheckOptions, env: CheckIo['env']): JudgeBackend {
  try {
    return createJudgeBackend({ backend: options.judge!, model: options.judgeModel, baseUrl: options.judgeBaseUrl, env })
  } catch (error) {
    if (isJudgeConfigError(error)) throw new UsageError(error.message)
    throw error
  }
}

function reporterFor(format: OutputFormat, options: { colors: boolean; quiet: boolean }): Reporter {
  switch (format) {
    case 'json':
      return jsonReporter()
    case 'junit':
      return junitReporter()
    case 'markdown':
      return markdownReporter()
    case 'github':
      return githubReporter()
    case 'pretty':
      return prettyReporter(options)
  }
}

// Arguments that named nothing come first, in the order given, each as an
// input carrying its error, so every output lists them like any bad trace.
async function* withProblems(problems: readonly DiscoveryProblem[], rest: AsyncIterable<TraceInput>): AsyncGenerator<TraceInput> {
  let seq = 0
  for (const problem of problems) yield { seq: seq++, file: problem.argument, line: null, text: '', readError: problem.message }
  yield* rest
}
