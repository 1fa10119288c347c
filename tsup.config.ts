import { defineConfig } from 'tsup'

// One build for every public entry. ESM (.js) and CommonJS (.cjs) side by side,
// each with its own declaration file, so `import` and `require` both get types
// that match the module system they run in.
export default defineConfig([
  {
    // Every entry, built together so they share one copy of the engine
    // through split chunks: the root, `judge` (judged detection, the
    // only entry that talks to the network), and the matcher entries.
    // `vitest` and `jest` register the matchers on the runner's `expect` when
    // imported (the only entries with side effects); `matchers` holds the
    // pure matcher functions for a manual `expect.extend`, `serializer` the
    // snapshot serializer for a runner's `snapshotSerializers`. Declarations
    // for the pure entries: the registering ones are typed by the
    // handwritten augmentations in types/. The runners are the user's, never
    // bundled: a second copy of `expect` would register the matchers where
    // no test looks.
    entry: {
      index: 'src/index.ts',
      judge: 'src/judge/index.ts',
      config: 'src/cli/config/define.ts',
      vitest: 'matchers/vitest.ts',
      jest: 'matchers/jest.ts',
      matchers: 'matchers/index.ts',
      serializer: 'matchers/serializer.ts',
      // The command-line tool (bin: dist/cli.js, a shebang kept) and the
      // scoring worker thread it starts for large inputs, loaded next to
      // cli.js at run time. Built with the library so the CLI runs on the
      // same chunks; their CommonJS copies are a few lines each.
      cli: 'src/cli/main.ts',
      'cli-worker': 'src/cli/score/worker.ts',
    },
    format: ['esm', 'cjs'],
    dts: {
      entry: {
        index: 'src/index.ts',
        judge: 'src/judge/index.ts',
        config: 'src/cli/config/define.ts',
        matchers: 'matchers/index.ts',
        serializer: 'matchers/serializer.ts',
      },
    },
    sourcemap: true,
    clean: false,
    target: 'node20',
    splitting: true,
    treeshake: true,
    external: ['vitest', '@jest/globals', 'expect'],
    esbuildOptions(options) {
      options.chunkNames = 'chunk-[hash]'
    },
  },
])
