// The matcher corpus: every case, written once, run by Vitest against the
// sources (test/matchers/vitest.test.ts) and by Jest against the built
// package (test/matchers/jest/matchers.jest.ts). Failure messages are pinned
// by inline snapshots here, so both runners check the same text; Vitest
// writes them (`vitest run -u`), Jest (run with --ci) only compares.

import type { CorpusApi } from './api.js'
import { badInputCases } from './bad-input.js'
import { healthyLoopCases } from './healthy-loop.js'
import { judgeCases } from './judge.js'
import { noAgentLoopsCases } from './no-agent-loops.js'
import { notStagnateCases } from './not-stagnate.js'
import { progressFindingCases } from './progress-findings.js'
import { serializerCases } from './serializer.js'
import { tokenCostCases } from './token-costs.js'

export type { CorpusApi } from './api.js'

/** Declares every matcher case with the runner's test functions. */
export function defineMatcherCorpus(api: CorpusApi): void {
  noAgentLoopsCases(api)
  notStagnateCases(api)
  progressFindingCases(api)
  healthyLoopCases(api)
  badInputCases(api)
  serializerCases(api)
  judgeCases(api)
  tokenCostCases(api)
}
