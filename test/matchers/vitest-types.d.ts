// The matchers on Vitest 4's `expect`, for type-checking the corpus with the
// root tsconfig. Built from the sources, so `npm run typecheck` needs no
// build; users get the same augmentation from `loopcheck/vitest-4`.
import 'vitest'
import type { LoopcheckMatchers } from '../../matchers/types.js'

declare module 'vitest' {
  interface Matchers<T = any> extends LoopcheckMatchers<void, T> {}
}
