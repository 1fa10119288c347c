import { defineConfig } from 'tsup'

// One build for every public entry. ESM (.js) and CommonJS (.cjs) side by side,
// each with its own declaration file, so `import` and `require` both get types
// that match the module system they run in.
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: false,
    target: 'node20',
    splitting: false,
    treeshake: true,
  },
  {
    // The command-line tool: ESM only, no declarations, a shebang kept.
    // `cli-worker` is the scoring worker thread the CLI starts for large
    // inputs; it is loaded next to cli.js at run time.
    entry: { cli: 'src/cli/main.ts', 'cli-worker': 'src/cli/score/worker.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    splitting: false,
  },
  {
    // The matcher entries (issue 3). `vitest` and `jest` register the
    // matchers on the runner's `expect` when imported (the only entries with
    // side effects); `matchers` holds the pure matcher functions for a manual
    // `expect.extend`, `serializer` the snapshot serializer for a runner's
    // `snapshotSerializers`. They share one copy of the engine through
    // split chunks. Declarations only for the two pure entries: the
    // registering ones are typed by the handwritten augmentations in types/.
    // The runners are the user's, never bundled: a second copy of `expect`
    // would register the matchers where no test looks.
    entry: { vitest: 'matchers/vitest.ts', jest: 'matchers/jest.ts', matchers: 'matchers/index.ts', serializer: 'matchers/serializer.ts' },
    format: ['esm', 'cjs'],
    dts: { entry: { matchers: 'matchers/index.ts', serializer: 'matchers/serializer.ts' } },
    sourcemap: true,
    clean: false,
    target: 'node20',
    splitting: true,
    treeshake: true,
    external: ['vitest', '@jest/globals', 'expect'],
    esbuildOptions(options) {
      options.chunkNames = 'matchers-chunk-[hash]'
    },
  },
])
