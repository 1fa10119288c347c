/**
 * A mistake in how a command was called: an unknown option, a bad value, an
 * unknown detector, a judge that is not set up. `loopcheck` and
 * `loopcheck bench` print the message with a pointer to `--help` and exit
 * with 2.
 *
 * @example
 * throw new UsageError('--tolerance must be a number between 0 and 1, got "high"')
 */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}
