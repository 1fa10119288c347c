// The matcher corpus under Vitest, against the sources: the entry
// registers the matchers and the serializer as `loopcheck/vitest` does.
import { describe, expect, it } from 'vitest'
import '../../matchers/vitest.js'
import * as loopcheck from '../../src/index.js'
import * as judge from '../../src/judge/index.js'
import { defineMatcherCorpus } from './corpus/index.js'

defineMatcherCorpus({ runner: 'vitest', describe, it, expect, lib: { ...loopcheck, ...judge } })
