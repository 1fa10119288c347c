// Vitest setup file: registers loopcheck's matchers and its snapshot
// serializer. This repository runs Vitest 4, so it imports the Vitest 4
// entry; on Vitest 5 write `import 'loopcheck/vitest'` (same runtime, Vitest
// 5 types).
import 'loopcheck/vitest-4'
