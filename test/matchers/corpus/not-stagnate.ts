import type { CorpusApi } from './api.js'
import { failureOf } from './api.js'
import { deepeval, boilerplateProgress, identicalToolLoop, nearMissTrace, progress, templateProgress } from './fixtures.js'

export function notStagnateCases({ describe, it, expect, lib }: CorpusApi): void {
  describe('toNotStagnate', () => {
    it('passes where the steps say new things, and .not fails there', () => {
      expect(progress).toNotStagnate(deepeval)
      expect(failureOf(() => expect(progress).not.toNotStagnate(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).not.toNotStagnate(options)

        Expected the reasoning to stagnate, but the deepeval detector found no stagnating steps.

        reasoningStagnation 1 · detector deepeval

        reasoningStagnation: insufficient data (no two consecutive model outputs were text of at least 20 meaningful words, so nothing was compared)"
      `)
    })

    it('fails on stagnating steps with a word diff, and .not passes', () => {
      expect(boilerplateProgress).not.toNotStagnate(deepeval)
      expect(failureOf(() => expect(boilerplateProgress).toNotStagnate(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toNotStagnate(options)

        Expected the reasoning not to stagnate, but the deepeval detector found 1 stagnating pair of steps.

        reasoningStagnation 0.5 · detector deepeval

        ⚠ stagnating reasoning · warning
          steps 1 and 2 (spans 2 and 3): similarity ≈0.9245 by sequence-ratio
          word diff (= in both steps, - only in step 1, + only in step 2):
            = Based on the information provided so far, and having now carefully reviewed eve … refore going to take right now, after all of that consideration, is as follows:
            - the middleware runs too late
            + add a guard right here
            = ."
      `)
    })

    it('looks at reasoning only: repeated tool calls are not its business', () => {
      expect(nearMissTrace).toNotStagnate(deepeval)
      expect(failureOf(() => expect(identicalToolLoop).toNotStagnate(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toNotStagnate(options)

        Expected the reasoning not to stagnate, but the deepeval detector found 1 stagnating pair of steps.

        reasoningStagnation 0 · detector deepeval

        ✖ stagnating reasoning · critical
          steps 0 and 1 (spans 1 and 3): similarity 1 by bigram-jaccard
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself."
      `)
    })

    it('takes the similarity threshold', () => {
      // boilerplate_progress peaks at 0.92: a stricter threshold lets it pass.
      expect(boilerplateProgress).toNotStagnate({ ...deepeval, similarityThreshold: 0.95 })
      expect(templateProgress).not.toNotStagnate({ ...deepeval, similarityThreshold: 0.95 })
    })

    it('reads a report, unless its stagnation check was off', () => {
      expect(lib.detectLoops(progress, deepeval)).toNotStagnate()
      expect(lib.detectLoops(boilerplateProgress, deepeval)).not.toNotStagnate()
      const unchecked = lib.detectLoops(boilerplateProgress, { ...deepeval, checkReasoningStagnation: false })
      expect(failureOf(() => expect(unchecked).toNotStagnate())).toMatchInlineSnapshot(`
        "expect(trace).toNotStagnate()

        Matcher error: the received report did not check reasoning stagnation (checkReasoningStagnation was off).

        Pass the trace, or a report computed with the stagnation check on."
      `)
    })
  })
}
