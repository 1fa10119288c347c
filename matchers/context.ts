// What a matcher reads from `this`. Vitest's `MatcherState` and Jest's
// `MatcherContext` both fit this shape, so the matchers type-check against
// neither runner and run under both. Everything is optional: a matcher
// called by hand (`toHaveNoAgentLoops.call({}, trace)`) still works, in
// plain text.

/** A runner's colour function (`chalk.red`, tinyrainbow's `red`…). */
export type Formatter = (text: string) => string

/** The part of `this.utils` the matchers use; identical in Vitest and Jest. */
export interface MatcherUtilsLike {
  EXPECTED_COLOR: Formatter
  RECEIVED_COLOR: Formatter
  DIM_COLOR: Formatter
  BOLD_WEIGHT: Formatter
}

/**
 * The matcher context loopcheck's matchers need: whether `.not` was used,
 * the `.resolves`/`.rejects` prefix, and the runner's formatting helpers.
 *
 * @example
 * const result = toHaveNoAgentLoops.call({ isNot: false }, trace)
 * result.pass // false when the trace loops
 */
export interface MatcherContext {
  readonly isNot?: boolean
  readonly promise?: string
  readonly utils?: MatcherUtilsLike
}

/**
 * What a matcher returns: the verdict, a lazily built message, and small
 * `actual`/`expected` objects that Vitest turns into a diff.
 */
export interface MatcherResult {
  pass: boolean
  message: () => string
  actual?: unknown
  expected?: unknown
}
