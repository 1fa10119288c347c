// Types of `loopcheck/vitest` for Vitest 5 and later: adds loopcheck's
// matchers to `expect(...)`. Loaded by `import 'loopcheck/vitest'` (in a
// setup file that tsconfig includes, or in a test file), or by
// `"types": ["loopcheck/vitest"]` in tsconfig.
//
// Vitest 5 declares `Matchers<R, T>`; an augmentation must use the same
// type-parameter names, so this file cannot also serve Vitest 4, whose
// `Matchers<T>` has one. On Vitest 4 import `loopcheck/vitest-4` instead
// (same runtime, Vitest 4 types).

// Importing 'vitest' makes the block below an augmentation of the real
// module; without it, it would declare a new, empty 'vitest' module.
import 'vitest'
import type { LoopcheckMatchers } from 'loopcheck/matchers'

declare module 'vitest' {
  interface Matchers<R, T> extends LoopcheckMatchers<R, T> {}
}
