// loopcheck/vitest: registers the matchers and the snapshot serializer on
// Vitest's `expect`. Import it once, in a setup file or at the top of a test
// file. Types: see types/vitest.d.ts (Vitest 5) and types/vitest-4.d.ts.

import { expect } from 'vitest'
import { loopcheckMatchers } from './registry.js'
import loopcheckSerializer from './serializer.js'

expect.extend(loopcheckMatchers)
expect.addSnapshotSerializer(loopcheckSerializer)
