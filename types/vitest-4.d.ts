// Types of `loopcheck/vitest-4` for Vitest 4 (3.2 and later too): adds
// loopcheck's matchers to `expect(...)`. Loaded by
// `import 'loopcheck/vitest-4'` or `"types": ["loopcheck/vitest-4"]`.
//
// Vitest 4 declares `Matchers<T = any>` (one type parameter: the received
// type); the merge must match it exactly. Synchronous matchers return
// `void` here, and Vitest 4 makes them promises after `.resolves`/`.rejects`
// itself. For Vitest 5 use `loopcheck/vitest`.

import 'vitest'
import type { LoopcheckMatchers } from 'loopcheck/matchers'

declare module 'vitest' {
  interface Matchers<T = any> extends LoopcheckMatchers<void, T> {}
}
