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
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    splitting: false,
  },
])
