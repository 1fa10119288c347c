import type { ExpectStatic } from 'vitest'
import type * as Loopcheck from '../../../src/index.js'
import type * as LoopcheckJudge from '../../../src/judge/index.js'

/**
 * What a runner hands the shared corpus: its own test functions and
 * `expect` (with loopcheck's matchers registered), and the library under
 * test — the sources under Vitest, the built package under Jest.
 */
export interface CorpusApi {
  runner: 'vitest' | 'jest'
  describe: (name: string, body: () => void) => void
  it: (name: string, body: () => void | Promise<void>) => void
  /**
   * Typed as Vitest's `expect`; Jest's has the same runtime API for all the
   * corpus calls (toBe, toEqual, toThrow, toMatchSnapshot,
   * toMatchInlineSnapshot, .not, .resolves), and its own types are checked
   * in test/types/jest.
   */
  expect: ExpectStatic
  /** The `loopcheck` and `loopcheck/judge` entries: the sources under Vitest, dist/ under Jest. */
  lib: Pick<typeof Loopcheck, 'detectLoops' | 'normalizeTraces' | 'DEFAULT_DETECTOR' | 'LoopEvaluator'> & Pick<typeof LoopcheckJudge, 'MockBackend'>
}

// Messages are compared with colours off: the runner may colour them (a
// TTY, FORCE_COLOR), and only the runner's formatters add escape codes —
// anything from a trace is already escaped to visible text.
function plain(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}

/** Runs an assertion that must fail and returns its message, colours removed. */
export function failureOf(assertion: () => unknown): string {
  try {
    assertion()
  } catch (error) {
    return plain((error as Error).message)
  }
  throw new Error('the assertion passed, but a failure was expected')
}

/** {@link failureOf} for an awaited (judged) assertion. */
export async function asyncFailureOf(assertion: () => Promise<unknown>): Promise<string> {
  try {
    await assertion()
  } catch (error) {
    return plain((error as Error).message)
  }
  throw new Error('the assertion passed, but a failure was expected')
}

/** The error an assertion throws (for its `actual`/`expected` or its class). */
export function errorOf(assertion: () => unknown): Error & Record<string, unknown> {
  try {
    assertion()
  } catch (error) {
    return error as Error & Record<string, unknown>
  }
  throw new Error('the assertion passed, but a failure was expected')
}
