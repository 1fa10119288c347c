// The Jest example, against the built package. From the repository root,
// after `npm run build`:
//
//   npx jest --config examples/jest/jest.config.cjs
//
// In your project: `setupFilesAfterEnv: ['loopcheck/jest']` is the only
// loopcheck line. TypeScript is compiled here with the small transform this
// repository's own Jest suite uses; yours would be ts-jest, @swc/jest or
// babel-jest with @babel/preset-typescript.

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  // Registers the matchers and the snapshot serializer on Jest's expect.
  setupFilesAfterEnv: ['loopcheck/jest'],
  transform: { '\\.ts$': '<rootDir>/../../test/matchers/jest/transform.cjs' },
  moduleFileExtensions: ['js', 'cjs', 'ts', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
}
