import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'matchers/**/*.test.ts'],
    // Vitest 5 on Node 22 runs these (npm run test:vitest5).
    exclude: ['test/vitest-5/**', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
