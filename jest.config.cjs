// Jest runs the matcher corpus (test/matchers/corpus) against the BUILT
// package, as users get it: `loopcheck` and `loopcheck/*` resolve through
// the package's own "exports" map (require condition) to dist/. Run
// `npm run build` first; `npm test` does.
//
//   npx jest --config jest.config.cjs --ci
//
// --ci: Jest only compares the inline snapshots, which Vitest writes
// (`npx vitest run test/matchers -u`); both runners must print the same.

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/matchers/**/*.jest.ts'],
  transform: { '\\.ts$': '<rootDir>/test/matchers/jest/transform.cjs' },
  // The corpus imports its TypeScript siblings with .js specifiers (as the
  // sources do); try the .js file first, then the .ts one.
  moduleFileExtensions: ['js', 'cjs', 'ts', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
}
