// The one progress bar: drawn on a terminal's stderr by the CLI (traces
// scored) and by `loopcheck bench` (rows judged). Whether to draw one at all
// is the caller's decision (a TTY, not JSON, not CI).

/**
 * The bits of a stream a bar needs (`process.stderr` fits).
 *
 * @example
 * const stream: ProgressStream = process.stderr
 */
export interface ProgressStream {
  isTTY?: boolean
  columns?: number
  write(chunk: string): unknown
}

/**
 * A progress display: the caller updates its state; drawing happens on a
 * timer.
 *
 * @example
 * const progress: Progress<number> = NO_PROGRESS
 */
export interface Progress<S> {
  /** Records how far the run is. */
  update(state: S): void
  /** Wipes the bar so other output can be written on a clean line. */
  clear(): void
  /** Wipes the bar for good. */
  stop(): void
}

/**
 * A progress display that shows nothing.
 *
 * @example
 * const progress = stderr.isTTY ? terminalProgress(stderr, 0, line) : NO_PROGRESS
 */
export const NO_PROGRESS: Progress<unknown> = { update() {}, clear() {}, stop() {} }

/**
 * A bar of `width` cells, `ratio` of them filled.
 *
 * @example
 * progressBar(0.5, 8) // '████····'
 */
export function progressBar(ratio: number, width: number): string {
  const filled = Math.round(Math.max(0, Math.min(1, ratio)) * width)
  return `${'█'.repeat(filled)}${'·'.repeat(width - filled)}`
}

/**
 * A progress line on a terminal stream, redrawn in place ten times a second
 * from the latest state: `line(state, elapsedMs)` says what it reads. It
 * appears only after `delayMs` (500 by default), so short runs never flash
 * it. With `drawOnUpdate` (for slow steps, such as judge calls) it is also
 * drawn at once and on every update.
 *
 * @example
 * const progress = terminalProgress(process.stderr, 0, (done) => `bench ${progressBar(done / 60, 20)} ${done}/60`)
 * progress.update(12)
 * progress.stop()
 */
export function terminalProgress<S>(
  stream: ProgressStream,
  initial: S,
  line: (state: S, elapsedMs: number) => string,
  options: { delayMs?: number; drawOnUpdate?: boolean } = {},
): Progress<S> {
  const started = Date.now()
  let state = initial
  let drawn = false
  const draw = (): void => {
    const elapsed = Date.now() - started
    if (elapsed < (options.delayMs ?? 500)) return
    stream.write(`\r\u001b[2K${line(state, elapsed)}`)
    drawn = true
  }
  const timer = setInterval(draw, 100)
  timer.unref()
  const clear = (): void => {
    if (!drawn) return
    stream.write('\r\u001b[2K')
    drawn = false
  }
  if (options.drawOnUpdate === true) draw()
  return {
    update(next) {
      state = next
      if (options.drawOnUpdate === true) draw()
    },
    clear,
    stop() {
      clearInterval(timer)
      clear()
    },
  }
}
