import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'matchers/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Installs Debian's chromium for the CLI's HTML report tests when it is
    // missing (apt-get; a no-op once it is there).
    globalSetup: ['test/cli/setup/chromium.ts'],
  },
})
