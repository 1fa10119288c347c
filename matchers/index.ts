// loopcheck/matchers: the matcher functions and nothing else with a value,
// so `import * as matchers from 'loopcheck/matchers'; expect.extend(matchers)`
// registers exactly the three matchers. No side effects: nothing is
// registered by importing this module (use loopcheck/vitest or
// loopcheck/jest for that).

export { toHaveNoAgentLoops } from './to-have-no-agent-loops.js'
export { toNotStagnate } from './to-not-stagnate.js'
export { toHaveHealthyLoop } from './to-have-healthy-loop.js'

export type { LoopcheckMatchers } from './types.js'
export type { MatcherContext, MatcherResult, MatcherUtilsLike, Formatter } from './context.js'
export type {
  NoAgentLoopsOptions,
  JudgedNoAgentLoopsOptions,
  NotStagnateOptions,
  JudgedNotStagnateOptions,
  StagnationDetectOptions,
  StagnationJudgeOptions,
  HealthyLoopOptions,
} from './options.js'
