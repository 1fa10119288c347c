// The matchers on Jest's `expect`, for type-checking the Jest wrapper with
// the root tsconfig. Built from the sources, so `npm run typecheck` needs no
// build; users get the same augmentation from `loopcheck/jest`.
import 'expect'
import type { LoopcheckMatchers } from '../../../matchers/types.js'

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> extends LoopcheckMatchers<R, T> {}
}
