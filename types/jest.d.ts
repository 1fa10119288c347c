// Types of `loopcheck/jest` for Jest 30: adds loopcheck's matchers to
// `expect(...)` both ways Jest types it.
//
// - `import { expect } from '@jest/globals'`: Jest's `expect` is typed by
//   the `expect` package's `Matchers<R, T>`.
// - the global `expect` typed by `@types/jest`: the global `jest.Matchers<R, T>`.
//
// Loaded by `import 'loopcheck/jest'` or `"types": ["loopcheck/jest"]`.
// With pnpm, `expect` must be resolvable from loopcheck (it is an optional
// peer dependency: add `expect` to your devDependencies).

import 'expect'
import type { LoopcheckMatchers } from 'loopcheck/matchers'

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> extends LoopcheckMatchers<R, T> {}
}

declare global {
  // The global namespace @types/jest declares; merging into it is harmless
  // when @types/jest is not installed.
  namespace jest {
    interface Matchers<R, T = {}> extends LoopcheckMatchers<R, T> {}
  }
}
