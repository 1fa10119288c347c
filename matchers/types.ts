import type { HealthyLoopOptions, JudgedNoAgentLoopsOptions, JudgedNotStagnateOptions, NoAgentLoopsOptions, NotStagnateOptions } from './options.js'

/**
 * loopcheck's matchers as the runners' `expect(...)` sees them. `R` is what
 * a synchronous matcher returns (`void`, or `Promise<void>` after
 * `.resolves`/`.rejects`); `T` is the received type, passed through
 * unchanged so this interface can extend Vitest's and Jest's `Matchers<R, T>`
 * (their type parameters must match by name). A matcher given a judge is
 * asynchronous whatever `R` is, and is typed `Promise<void>` so that
 * forgetting `await` is visible.
 *
 * The augmentations in `loopcheck/vitest`, `loopcheck/vitest-4` and
 * `loopcheck/jest` merge this into the runners' types; use it directly to
 * write your own:
 *
 * @example
 * import type { LoopcheckMatchers } from 'loopcheck/matchers'
 * declare module 'vitest' {
 *   interface Matchers<R, T> extends LoopcheckMatchers<R, T> {}
 * }
 */
// biome-ignore lint/correctness/noUnusedVariables: T is part of the runners' Matchers<R, T> signature this interface extends
export interface LoopcheckMatchers<R = unknown, T = unknown> {
  /**
   * Asserts that an agent trace shows no loop: no repeated tool call, no
   * stagnating reasoning, no recursive span. Any loop pattern fails; pass
   * `threshold` to judge by the detector's verdict at that threshold instead. With `judge` the
   * matcher is asynchronous: await it.
   *
   * @example
   * expect(trace).toHaveNoAgentLoops()
   * expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2, checkCallGraphCycles: false })
   * await expect(trace).toHaveNoAgentLoops({ judge: new JevBackend() })
   */
  toHaveNoAgentLoops(options: JudgedNoAgentLoopsOptions): Promise<void>
  toHaveNoAgentLoops(options?: NoAgentLoopsOptions): R
  /**
   * Asserts that the agent's reasoning steps do not stagnate (say the same
   * thing again), lexically or, with `judge`, as judged by a model (then
   * await it).
   *
   * @example
   * expect(trace).toNotStagnate()
   * await expect(trace).toNotStagnate({ judge: new MockBackend({ answers }) })
   */
  toNotStagnate(options: JudgedNotStagnateOptions): Promise<void>
  toNotStagnate(options?: NotStagnateOptions): R
  /**
   * Asserts that an evaluation loop was healthy: it converged, wasted no
   * iterations beyond the tolerance, and no doom-loop guard fired.
   *
   * @example
   * expect(loopResult).toHaveHealthyLoop({ guardEvents, maxWastedIterations: 1 })
   */
  toHaveHealthyLoop(options?: HealthyLoopOptions): R
}
