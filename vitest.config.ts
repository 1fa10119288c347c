import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'matchers/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
