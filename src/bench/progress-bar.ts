// The benchmark's progress bar. Terminal code: used only by the bench
// command, drawn only on a TTY so logs and pipes stay clean.

/**
 * The bits of a stream the bar needs (`process.stderr` fits).
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
 * A bar you update and finish.
 *
 * @example
 * const bar: ProgressBar = createProgressBar(process.stderr, 60, 'oracle')
 */
export interface ProgressBar {
  update(done: number): void
  /** Erases the bar, leaving the line clean for what follows. */
  finish(): void
}

const NO_BAR: ProgressBar = { update() {}, finish() {} }

/**
 * A one-line progress bar on `stream` (`label [█████░░░░░] 12/60`),
 * redrawn in place; a no-op when the stream is not a TTY.
 *
 * @example
 * const bar = createProgressBar(process.stderr, rows.length, 'lexical')
 * bar.update(12)
 * bar.finish()
 */
export function createProgressBar(stream: ProgressStream, total: number, label: string): ProgressBar {
  if (stream.isTTY !== true || total <= 0) return NO_BAR
  const draw = (done: number): void => {
    const counter = ` ${done}/${total}`
    const room = Math.max(10, Math.min(40, (stream.columns ?? 80) - label.length - counter.length - 4))
    const filled = Math.round((room * done) / total)
    stream.write(`\r\x1b[2K${label} [${'█'.repeat(filled)}${'░'.repeat(room - filled)}]${counter}`)
  }
  draw(0)
  return {
    update: draw,
    finish: () => stream.write('\r\x1b[2K'),
  }
}
