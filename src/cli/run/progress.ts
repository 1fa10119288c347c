/** A progress display; the no-op one when there is nothing to show. */
export interface Progress {
  /** Records how far the run is; drawing happens on a timer. */
  update(bytes: number, traces: number): void
  /** Wipes the bar so other output can be written on a clean line. */
  clear(): void
  /** Wipes the bar for good. */
  stop(): void
}

/**
 * A progress display that shows nothing.
 *
 * @example
 * const progress = stderr.isTTY ? terminalProgress(stderr, bytes) : NO_PROGRESS
 */
export const NO_PROGRESS: Progress = { update() {}, clear() {}, stop() {} }

/**
 * The progress line drawn on stderr: a bar by bytes read, traces scored and
 * the rate. Pure, so it can be tested without a terminal.
 *
 * @example
 * progressLine({ bytes: 50, totalBytes: 100, traces: 1200, elapsedMs: 2000, width: 20 })
 * // 'loopcheck ██████████·········· 50% · 1,200 traces · 600/s'
 */
export function progressLine(state: { bytes: number; totalBytes: number; traces: number; elapsedMs: number; width?: number }): string {
  const width = state.width ?? 24
  const ratio = state.totalBytes > 0 ? Math.min(1, state.bytes / state.totalBytes) : 0
  const filled = Math.round(ratio * width)
  const rate = state.elapsedMs > 0 ? Math.round((state.traces * 1000) / state.elapsedMs) : 0
  const n = (value: number): string => value.toLocaleString('en-US')
  return `loopcheck ${'█'.repeat(filled)}${'·'.repeat(width - filled)} ${Math.floor(ratio * 100)}% · ${n(state.traces)} traces · ${n(rate)}/s`
}

/**
 * A progress bar on a terminal stream, for long runs: it appears only after
 * `delayMs` (short runs never flash it) and redraws ten times a second.
 * The caller decides whether to show one at all (stderr a TTY, not JSON).
 *
 * @example
 * const progress = terminalProgress(process.stderr, totalBytes)
 * progress.update(bytesRead, tracesScored)
 * progress.stop()
 */
export function terminalProgress(stream: NodeJS.WritableStream, totalBytes: number, options: { delayMs?: number } = {}): Progress {
  const started = Date.now()
  let bytes = 0
  let traces = 0
  let drawn = false
  const draw = (): void => {
    if (Date.now() - started < (options.delayMs ?? 500)) return
    const line = progressLine({ bytes, totalBytes, traces, elapsedMs: Date.now() - started })
    stream.write(`\r\u001b[2K${line}`)
    drawn = true
  }
  const timer = setInterval(draw, 100)
  timer.unref()
  const clear = (): void => {
    if (!drawn) return
    stream.write('\r\u001b[2K')
    drawn = false
  }
  return {
    update(b, t) {
      bytes = b
      traces = t
    },
    clear,
    stop() {
      clearInterval(timer)
      clear()
    },
  }
}
