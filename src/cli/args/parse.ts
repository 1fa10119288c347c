import { parseArgs } from 'node:util'
import type { JudgeBackend } from '../../judge/backends/types.js'
import type { ProgressOptions } from '../../progress/options.js'
import type { LoopcheckConfig } from '../config/define.js'
import { OUTPUT_FORMATS, type OutputFormat } from '../output/reporter.js'
import { JUDGE_BACKENDS, type JudgeBackendName } from '../score/judge.js'
import { UsageError } from '../../util/usage-error.js'

/** The options of `loopcheck [paths...]`, checked and typed. */
export interface CheckOptions {
  /** Paths, folders and globs; empty means the bundled examples. */
  paths: string[]
  detector: string | undefined
  threshold: number | undefined
  /** Fail a trace whose loops cost more tokens than this. */
  maxWastedTokens: number | undefined
  repetitionThreshold: number | undefined
  similarityThreshold: number | undefined
  checkToolRepetition: boolean
  checkReasoningStagnation: boolean
  checkCallGraphCycles: boolean
  format: OutputFormat
  /** Write the format's output here instead of stdout. */
  output: string | undefined
  html: string | undefined
  baseline: string | undefined
  tolerance: number
  updateBaseline: boolean
  /** Scoring threads: `undefined` picks by input size. */
  jobs: number | undefined
  quiet: boolean
  /** `undefined`: colours on a TTY unless NO_COLOR is set. */
  color: boolean | undefined
  progress: boolean
  stats: boolean
  /** Score with a judge model instead of a lexical detector. */
  judge: JudgeBackendName | undefined
  judgeModel: string | undefined
  judgeBaseUrl: string | undefined
  /** Traces judged at once. */
  judgeConcurrency: number
  /** A judge the configuration file built (`--judge` replaces it). */
  judgeBackend: JudgeBackend | undefined
  /** The progress detector's identity options, from the configuration file. */
  progressOptions: ProgressOptions | undefined
  /** Globs of files never to score, from the configuration file. */
  ignore: string[]
  /** The configuration file read, or `null`. */
  configFile: string | null
}

/** What the command line asks for. */
export type ParsedCommand = { command: 'help' } | { command: 'version' } | { command: 'check'; options: CheckOptions }

const OPTIONS = {
  detector: { type: 'string', short: 'd' },
  threshold: { type: 'string', short: 't' },
  'max-wasted-tokens': { type: 'string' },
  'repetition-threshold': { type: 'string' },
  'similarity-threshold': { type: 'string' },
  'no-tool-repetition': { type: 'boolean' },
  'no-reasoning-stagnation': { type: 'boolean' },
  'no-call-graph-cycles': { type: 'boolean' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  html: { type: 'string' },
  baseline: { type: 'string', short: 'b' },
  tolerance: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  jobs: { type: 'string', short: 'j' },
  quiet: { type: 'boolean', short: 'q' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  'no-progress': { type: 'boolean' },
  stats: { type: 'boolean' },
  judge: { type: 'string' },
  'judge-model': { type: 'string' },
  'judge-base-url': { type: 'string' },
  'judge-concurrency': { type: 'string' },
  config: { type: 'string', short: 'c' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const

/**
 * The configuration file the command line names (`--config <file>`), if any:
 * read before the rest, since the file's settings are the defaults flags override.
 *
 * @example
 * configArgument(['traces/', '--config', 'ci/loopcheck.config.ts']) // 'ci/loopcheck.config.ts'
 */
export function configArgument(argv: readonly string[]): string | undefined {
  return readArgs(argv).values.config
}

/**
 * Reads the command line of `loopcheck [paths...]`, over the settings of a
 * configuration file (`config`): a flag given wins, a setting the file makes
 * comes next, then the default. Throws {@link UsageError} for an unknown
 * option, a missing or malformed value, or options that contradict each
 * other; never exits or prints.
 *
 * @example
 * parseCommand(['traces/', '--baseline', 'base.json', '--tolerance', '0.05'])
 * // { command: 'check', options: { paths: ['traces/'], baseline: 'base.json', tolerance: 0.05, ... } }
 */
export function parseCommand(argv: readonly string[], config: LoopcheckConfig = {}, configFile: string | null = null): ParsedCommand {
  const parsed = readArgs(argv)
  const v = { ...parsed.values }
  // The file's settings, as if given as flags; flags given on the command line win.
  v.format ??= config.reporter
  v.output ??= config.output
  v.html ??= config.html
  v.baseline ??= config.baseline
  if (v.help === true) return { command: 'help' }
  if (v.version === true) return { command: 'version' }

  const format = v.format ?? 'pretty'
  if (!(OUTPUT_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${OUTPUT_FORMATS.join(', ')}, got ${JSON.stringify(format)}`)
  }
  if (v.color === true && v['no-color'] === true) throw new UsageError('--color and --no-color contradict each other')
  if (v['update-baseline'] === true && v.baseline === undefined) {
    throw new UsageError('--update-baseline needs --baseline <file>: the file to write')
  }
  if (v.tolerance !== undefined && v.baseline === undefined) throw new UsageError('--tolerance only applies with --baseline <file>')
  if (config.tolerance !== undefined && v.baseline === undefined)
    throw new UsageError(`${configFile ?? 'the configuration'}: tolerance only applies with a baseline`)
  // `--detector jev` reads as naturally as `--judge jev`; both work.
  const judge = v.judge ?? (isJudgeName(v.detector) ? v.detector : undefined)
  if (judge !== undefined && !isJudgeName(judge)) {
    throw new UsageError(`--judge must be one of ${JUDGE_BACKENDS.join(', ')}, got ${JSON.stringify(judge)}`)
  }
  if (v.judge !== undefined && v.detector !== undefined && v.detector !== v.judge) {
    throw new UsageError('--judge replaces the detector; give one of --judge and --detector')
  }
  if (judge === undefined && (v['judge-model'] ?? v['judge-base-url'] ?? v['judge-concurrency']) !== undefined) {
    throw new UsageError('--judge-model, --judge-base-url and --judge-concurrency need --judge <jev|llm>')
  }
  if (v.html !== undefined && v.html === v.output) throw new UsageError('--html and --output name the same file')

  return {
    command: 'check',
    options: {
      paths: parsed.positionals.length > 0 ? parsed.positionals : (config.include ?? []),
      detector: judge === undefined ? (v.detector ?? (config.judge === undefined ? config.detector : undefined)) : undefined,
      threshold: unitNumber('--threshold', v.threshold) ?? config.threshold,
      maxWastedTokens: tokenNumber('--max-wasted-tokens', v['max-wasted-tokens']) ?? config.maxWastedTokens,
      repetitionThreshold: countNumber('--repetition-threshold', v['repetition-threshold']) ?? config.repetitionThreshold,
      similarityThreshold: unitNumber('--similarity-threshold', v['similarity-threshold']) ?? config.similarityThreshold,
      checkToolRepetition: v['no-tool-repetition'] !== true && config.checkToolRepetition !== false,
      checkReasoningStagnation: v['no-reasoning-stagnation'] !== true && config.checkReasoningStagnation !== false,
      checkCallGraphCycles: v['no-call-graph-cycles'] !== true && config.checkCallGraphCycles !== false,
      format: format as OutputFormat,
      output: v.output,
      html: v.html,
      baseline: v.baseline,
      tolerance: unitNumber('--tolerance', v.tolerance) ?? config.tolerance ?? 0,
      updateBaseline: v['update-baseline'] === true,
      jobs: countNumber('--jobs', v.jobs) ?? config.jobs,
      quiet: v.quiet === true,
      color: v.color === true ? true : v['no-color'] === true ? false : undefined,
      progress: v['no-progress'] !== true,
      stats: v.stats === true,
      judge,
      judgeModel: v['judge-model'],
      judgeBaseUrl: v['judge-base-url'],
      judgeConcurrency: countNumber('--judge-concurrency', v['judge-concurrency']) ?? config.judgeConcurrency ?? 4,
      // A judge named on the command line, or a detector asked for there, replaces the file's judge.
      judgeBackend: judge === undefined && v.detector === undefined ? config.judge : undefined,
      progressOptions: config.progress,
      ignore: config.ignore ?? [],
      configFile,
    },
  }
}

function isJudgeName(name: string | undefined): name is JudgeBackendName {
  return name !== undefined && (JUDGE_BACKENDS as readonly string[]).includes(name)
}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(cleanParseError(error))
  }
}

function unitNumber(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`${flag} must be a number from 0 to 1, got ${JSON.stringify(raw)}`)
  }
  return value
}

function tokenNumber(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const value = Number(raw.replace(/_/g, ''))
  if (raw.trim() === '' || !Number.isInteger(value) || value < 0) {
    throw new UsageError(`${flag} must be a whole number of tokens (0 or more), got ${JSON.stringify(raw)}`)
  }
  return value
}

function countNumber(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isInteger(value) || value < 1) {
    throw new UsageError(`${flag} must be a whole number of at least 1, got ${JSON.stringify(raw)}`)
  }
  return value
}

// Node's messages name the option well but end with advice for script
// authors ("To specify a positional argument starting with a '-'...");
// the first sentence is what a user needs.
function cleanParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('. ')[0]!.replace(/\.$/, '')
}
