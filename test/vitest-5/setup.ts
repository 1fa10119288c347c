// What a Vitest 5 user writes in a setup file: the Vitest 5 entry.
import 'loopcheck/vitest'
