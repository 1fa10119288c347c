import { formatPath, type TracePath } from './path.js'

/**
 * Thrown when a value cannot be read as a trace. The message names where in
 * the value the problem is, for example
 * `root.children[3].children: expected an array, got null`, and the error is
 * raised before any scoring starts.
 *
 * @example
 * try {
 *   normalizeTrace({ type: 'agent', name: 'a', children: null })
 * } catch (error) {
 *   if (error instanceof TraceValidationError) console.error(error.path, error.message)
 * }
 */
export class TraceValidationError extends Error {
  override readonly name = 'TraceValidationError'
  /** Where the problem is, as printed in the message (`root.children[3]`). */
  readonly path: string
  /** The same location as keys and indices. */
  readonly pathSegments: ReadonlyArray<string | number>
  /** What was expected at that location, without the location. */
  readonly problem: string

  constructor(path: TracePath, problem: string) {
    const where = formatPath(path)
    super(`${where}: ${problem}`)
    this.path = where
    this.pathSegments = [...path]
    this.problem = problem
  }
}
