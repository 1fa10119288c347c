/**
 * A mistake in how the command was called: an unknown option, a bad value.
 * The CLI prints the message with a pointer to `--help` and exits with 2.
 *
 * @example
 * throw new UsageError('--tolerance must be a number between 0 and 1, got "high"')
 */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}
