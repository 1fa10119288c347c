// Runs the examples under Vitest, against the built package (they import
// `loopcheck`, `loopcheck/vitest-4` as a user would). From the repository
// root, after `npm run build`:
//
//   npx vitest run --config examples/vitest.config.ts
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['vitest/**/*.test.ts', 'snapshot/**/*.test.ts', 'ci/**/*.test.ts'],
    // Registers the matchers and the snapshot serializer once for every file.
    setupFiles: ['./setup-vitest.ts'],
    environment: 'node',
  },
})
