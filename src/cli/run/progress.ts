import { progressBar, terminalProgress, type Progress, type ProgressStream } from '../../util/progress-bar.js'

/** How far a run is: bytes read and traces scored. */
export interface RunProgress {
  bytes: number
  traces: number
}

/**
 * The progress line drawn on stderr: a bar by bytes read, traces scored and
 * the rate. Pure, so it can be tested without a terminal.
 *
 * @example
 * progressLine({ bytes: 50, totalBytes: 100, traces: 1200, elapsedMs: 2000, width: 20 })
 * // 'loopcheck ██████████·········· 50% · 1,200 traces · 600/s'
 */
export function progressLine(state: { bytes: number; totalBytes: number; traces: number; elapsedMs: number; width?: number }): string {
  const ratio = state.totalBytes > 0 ? Math.min(1, state.bytes / state.totalBytes) : 0
  const rate = state.elapsedMs > 0 ? Math.round((state.traces * 1000) / state.elapsedMs) : 0
  const n = (value: number): string => value.toLocaleString('en-US')
  return `loopcheck ${progressBar(ratio, state.width ?? 24)} ${Math.floor(ratio * 100)}% · ${n(state.traces)} traces · ${n(rate)}/s`
}

/**
 * The run's progress bar on a terminal stream, for long runs: it appears
 * only after half a second (short runs never flash it). The caller decides
 * whether to show one at all (stderr a TTY, not JSON, not CI).
 *
 * @example
 * const progress = runProgress(process.stderr, totalBytes)
 * progress.update({ bytes: bytesRead, traces: tracesScored })
 * progress.stop()
 */
export function runProgress(stream: ProgressStream, totalBytes: number): Progress<RunProgress> {
  return terminalProgress(stream, { bytes: 0, traces: 0 }, (state: RunProgress, elapsedMs) => progressLine({ ...state, totalBytes, elapsedMs }))
}
