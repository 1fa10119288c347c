// Vitest 5 on Node 22, for real (scripts/vitest5.mjs runs it): the matcher
// corpus against the sources, and the Vitest examples against the built
// package. Vitest 5 lives beside the root's Vitest 4 in
// test/types/vitest-5/deps; every `vitest` import, loopcheck's own entries
// included, is mapped to it so the matchers register on the running
// Vitest's `expect`.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const VITEST_5 = dirname(createRequire(join(ROOT, 'test/types/vitest-5/deps/package.json')).resolve('vitest/package.json'))

export default defineConfig({
  resolve: {
    alias: [{ find: /^vitest$/, replacement: join(VITEST_5, 'dist/index.js') }],
  },
  test: {
    root: ROOT,
    include: [
      'test/vitest-5/**/*.test.ts',
      'test/matchers/vitest.test.ts',
      'examples/vitest/**/*.test.ts',
      'examples/snapshot/**/*.test.ts',
      'examples/ci/**/*.test.ts',
    ],
    setupFiles: [join(ROOT, 'test/vitest-5/setup.ts')],
    environment: 'node',
    server: { deps: { inline: [/\/dist\//] } },
  },
})
