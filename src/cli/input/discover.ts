import { stat } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { glob, isDynamicPattern } from 'tinyglobby'
import { compareStrings } from '../../util/text.js'

/** A file to read traces from. */
export interface TraceFile {
  /** Absolute path. */
  path: string
  /** As shown to the user: relative to the display base, forward slashes. */
  display: string
  /** `jsonl`: one trace per line; `json`: the whole file is one trace. */
  kind: 'json' | 'jsonl'
  /** Size in bytes, for the progress bar. */
  size: number
}

/** An argument that named nothing readable. */
export interface DiscoveryProblem {
  /** The argument as given. */
  argument: string
  message: string
}

/** The files an argument list names, in a stable order, and the arguments that named none. */
export interface Discovery {
  files: TraceFile[]
  problems: DiscoveryProblem[]
}

// `.traj`: SWE-agent writes each run's trajectory as one JSON object under this extension.
const TRACE_EXTENSIONS = ['json', 'jsonl', 'ndjson', 'traj']
const IGNORED = ['**/node_modules/**', '**/.git/**']

/**
 * Whether a file holds one trace per line, by its extension.
 *
 * @example
 * fileKind('runs/today.jsonl') // 'jsonl'
 * fileKind('trace.json')       // 'json'
 */
export function fileKind(path: string): 'json' | 'jsonl' {
  return /\.(jsonl|ndjson)$/i.test(path) ? 'jsonl' : 'json'
}

/**
 * A path as shown in tables and baselines: relative to `base` with forward
 * slashes, so a baseline written on one machine matches on another.
 *
 * @example
 * displayPath('/repo/traces/a.json', '/repo') // 'traces/a.json'
 */
export function displayPath(path: string, base: string): string {
  const rel = relative(base, path)
  const shown = rel === '' ? path : rel
  return sep === '/' ? shown : shown.split(sep).join('/')
}

/**
 * Expands the command's path arguments: a file is taken as it is, a folder
 * means every `.json`, `.jsonl`, `.ndjson` and `.traj` (SWE-agent) file under
 * it, anything else is a glob. Each argument's matches are sorted; arguments keep their order;
 * a file named twice is read once; the `exclude` files (the baseline, the
 * reports being written) are skipped. Arguments that match nothing are
 * reported, not thrown, so the rest still runs.
 *
 * @example
 * const { files, problems } = await discoverFiles(['traces/', 'runs/*.jsonl'], { cwd: process.cwd() })
 */
export async function discoverFiles(
  args: readonly string[],
  options: { cwd: string; displayBase?: string; exclude?: readonly string[]; ignore?: readonly string[] },
): Promise<Discovery> {
  const displayBase = options.displayBase ?? options.cwd
  const files: TraceFile[] = []
  const problems: DiscoveryProblem[] = []
  // The run's own files (the baseline, the reports) are never traces, even
  // when they sit in a scanned folder.
  const seen = new Set<string>((options.exclude ?? []).map((path) => resolve(options.cwd, path)))
  // Files the configuration ignores (globs relative to the working folder) are never read either.
  if (options.ignore !== undefined && options.ignore.length > 0) {
    for (const path of await glob([...options.ignore], { cwd: options.cwd, absolute: true, onlyFiles: true, dot: true })) seen.add(resolve(path))
  }
  const add = async (path: string): Promise<void> => {
    if (seen.has(path)) return
    seen.add(path)
    const size = (await stat(path).catch(() => null))?.size ?? 0
    files.push({ path, display: displayPath(path, displayBase), kind: fileKind(path), size })
  }

  for (const argument of args) {
    const absolute = isAbsolute(argument) ? argument : resolve(options.cwd, argument)
    const info = await stat(absolute).catch(() => null)
    if (info?.isFile() === true) {
      await add(absolute)
      continue
    }
    let matches: string[]
    if (info?.isDirectory() === true) {
      matches = await glob(`**/*.{${TRACE_EXTENSIONS.join(',')}}`, { cwd: absolute, absolute: true, onlyFiles: true, ignore: IGNORED })
    } else if (isDynamicPattern(argument)) {
      matches = await glob(argument, { cwd: options.cwd, absolute: true, onlyFiles: true, ignore: IGNORED, expandDirectories: false })
    } else {
      problems.push({ argument, message: 'no such file or folder' })
      continue
    }
    if (matches.length === 0) {
      problems.push({ argument, message: info?.isDirectory() === true ? 'the folder holds no .json, .jsonl or .traj files' : 'the pattern matches no files' })
      continue
    }
    // Code-unit order, not locale order: the same on every machine.
    for (const match of matches.map((path) => resolve(path)).sort(compareStrings)) await add(match)
  }
  return { files, problems }
}
