// loopcheck/jest: registers the matchers and the snapshot serializer on
// Jest's `expect` from `@jest/globals`, which is the same object as Jest's
// global `expect`, so tests written either way see them. Import it once, in
// a `setupFilesAfterEnv` file or at the top of a test file. Types: see
// types/jest.d.ts.

import { expect } from '@jest/globals'
import { loopcheckMatchers } from './registry.js'
import loopcheckSerializer from './serializer.js'

expect.extend(loopcheckMatchers)
expect.addSnapshotSerializer(loopcheckSerializer)
