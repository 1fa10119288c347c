import type { CorpusApi } from './api.js'
import { errorOf, failureOf } from './api.js'
import {
  deepeval,
  deepRecursionTrace,
  hostileTrace,
  identicalToolLoop,
  longStagnationTrace,
  longTrace,
  nearMissTrace,
  progress,
  recursiveTrace,
  templateProgress,
} from './fixtures.js'

export function noAgentLoopsCases({ runner, describe, it, expect, lib }: CorpusApi): void {
  describe('toHaveNoAgentLoops', () => {
    it('passes on a trace that makes progress, and .not fails on it', () => {
      expect(progress).toHaveNoAgentLoops(deepeval)
      expect(failureOf(() => expect(progress).not.toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).not.toHaveNoAgentLoops(options)

        Expected an agent loop, but the deepeval detector found no loop pattern.

        score 1 (threshold 0.5) · toolRepetition 1 · reasoningStagnation 1 · callGraphCycles 1 · detector deepeval

        Signals that could not vouch for the trace:
          reasoningStagnation: insufficient data (no two consecutive model outputs were text of at least 20 meaningful words, so nothing was compared)"
      `)
    })

    it('fails on a loop with every finding, and .not passes on it', () => {
      expect(identicalToolLoop).not.toHaveNoAgentLoops(deepeval)
      expect(failureOf(() => expect(identicalToolLoop).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 2 loop patterns.

        score 0.25 (threshold 0.5) · toolRepetition 0 · reasoningStagnation 0 · callGraphCycles 1 · detector deepeval

        ✖ repeated tool call · critical
          run_tests called 6 times with identical arguments, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)
          arguments: {"k": "invoice", "suite": "billing"}

        ✖ stagnating reasoning · critical
          steps 0 and 1 (spans 1 and 3): similarity 1 by bigram-jaccard
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself."
      `)
    })

    it('fails on one loop pattern even where the combined score passes', () => {
      // template_progress scores 0.65: deepeval's verdict passes it.
      expect(lib.detectLoops(templateProgress, deepeval).success).toBe(true)
      expect(failureOf(() => expect(templateProgress).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.65 (threshold 0.5) · toolRepetition 1 · reasoningStagnation 0 · callGraphCycles 1 · detector deepeval

        ✖ stagnating reasoning · critical
          steps 2 and 3 (spans 5 and 7): similarity ≈0.9505 by sequence-ratio
          word diff (= in both steps, - only in step 2, + only in step 3):
            = Now checking
            - checkout_serializer
            + cart_totals
            = .py for the deprecated call, reading through its imports and every function it  … lar file needs migrating before I move on to the next file waiting in the list.

        The combined score 0.65 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
    })

    it('judges by the combined score when given a threshold', () => {
      expect(templateProgress).toHaveNoAgentLoops({ ...deepeval, threshold: 0.5 })
      expect(identicalToolLoop).not.toHaveNoAgentLoops({ ...deepeval, threshold: 0.5 })
      expect(failureOf(() => expect(templateProgress).toHaveNoAgentLoops({ ...deepeval, threshold: 0.7 }))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected a combined score of at least 0.7, but it is 0.65.

        score 0.65 (threshold 0.7) · toolRepetition 1 · reasoningStagnation 0 · callGraphCycles 1 · detector deepeval

        ✖ stagnating reasoning · critical
          steps 2 and 3 (spans 5 and 7): similarity ≈0.9505 by sequence-ratio
          word diff (= in both steps, - only in step 2, + only in step 3):
            = Now checking
            - checkout_serializer
            + cart_totals
            = .py for the deprecated call, reading through its imports and every function it  … lar file needs migrating before I move on to the next file waiting in the list."
      `)
      expect(failureOf(() => expect(progress).not.toHaveNoAgentLoops({ ...deepeval, threshold: 0.7 }))).toMatchInlineSnapshot(`
        "expect(trace).not.toHaveNoAgentLoops(options)

        Expected the detector's verdict at threshold 0.7 to fail, but the combined score 1 is at or above it and no loop is confirmed.

        score 1 (threshold 0.7) · toolRepetition 1 · reasoningStagnation 1 · callGraphCycles 1 · detector deepeval"
      `)
    })

    it('scores with the default detector unless told otherwise', () => {
      // Read at call time: the default is whatever the engine recommends now.
      expect(lib.detectLoops(identicalToolLoop).detector).toBe(lib.DEFAULT_DETECTOR)
      expect(identicalToolLoop).not.toHaveNoAgentLoops()
      expect(progress).toHaveNoAgentLoops()
      expect(failureOf(() => expect(identicalToolLoop).toHaveNoAgentLoops())).toContain(`the ${lib.DEFAULT_DETECTOR} detector found`)
    })

    it('passes its options to the detector', () => {
      expect(identicalToolLoop).toHaveNoAgentLoops({ ...deepeval, checkToolRepetition: false, checkReasoningStagnation: false })
      expect(nearMissTrace).toHaveNoAgentLoops({ ...deepeval, repetitionThreshold: 4 })
      expect(nearMissTrace).not.toHaveNoAgentLoops({ repetitionThreshold: 3, detector: 'deepeval' })
    })

    it('draws a recursive span as a tree from the root', () => {
      expect(failureOf(() => expect(recursiveTrace).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.75 (threshold 0.5) · toolRepetition 1 · reasoningStagnation 1 · callGraphCycles 0 · detector deepeval

        ✖ call-graph cycle · critical
          agent:planner at span 3 repeats its ancestor at span 1, 1 level up:
            agent:root [span 0]
            └─ agent:planner [span 1] ← repeated input "plan the trip"
               └─ agent:planner [span 3] ↺ repeats span 1 input "plan the trip"

        The combined score 0.75 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
    })

    it('diffs the arguments of calls that differ only slightly from the repeated one', () => {
      expect(failureOf(() => expect(nearMissTrace).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.8 (threshold 0.5) · toolRepetition 0.5 · reasoningStagnation 1 · callGraphCycles 1 · detector deepeval

        ⚠ repeated tool call · warning
          search called 3 times with identical arguments, at spans 1–3 (2 wasted steps)
          arguments: {"page": 1, "query": "flights to Lisbon"}
          2 other calls to search differ only slightly (- repeated, + the other call):
            at spans 4, 5:
                {
              -   "page": 1,
              +   "page": 2,
                  "query": "flights to Lisbon"
                }

        The combined score 0.8 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
    })

    it('accepts a report already computed, and applies a threshold to it', () => {
      const clean = lib.detectLoops(progress, deepeval)
      const looping = lib.detectLoops(identicalToolLoop, deepeval)
      expect(clean).toHaveNoAgentLoops()
      expect(looping).not.toHaveNoAgentLoops()
      expect(lib.detectLoops(identicalToolLoop, { ...deepeval, threshold: 0.3 })).not.toHaveNoAgentLoops({ threshold: 0.3 })
      // A threshold applies to the report it was scored with, never silently to another.
      expect(failureOf(() => expect(looping).not.toHaveNoAgentLoops({ threshold: 0.3 }))).toContain('the report was scored at threshold 0.5, not 0.3.')
      // The same findings, without the trace to look up near misses in.
      const body = (message: string) => message.split('\n').slice(1).join('\n')
      expect(body(failureOf(() => expect(looping).toHaveNoAgentLoops()))).toBe(body(failureOf(() => expect(identicalToolLoop).toHaveNoAgentLoops(deepeval))))
      // A report read back from JSON is still a report.
      expect(JSON.parse(JSON.stringify(looping))).not.toHaveNoAgentLoops()
    })

    it('hands the breakdown to the runner as actual and expected', () => {
      const error = errorOf(() => expect(identicalToolLoop).toHaveNoAgentLoops(deepeval))
      // Vitest puts them on the error and prints their diff; Jest keeps them on matcherResult.
      const result = runner === 'vitest' ? error : (error.matcherResult as Record<string, unknown>)
      expect({ actual: result.actual, expected: result.expected }).toMatchInlineSnapshot(`
        {
          "actual": {
            "breakdown": {
              "callGraphCycles": 1,
              "reasoningStagnation": 0,
              "toolRepetition": 0,
            },
            "findings": [
              "repeated tool call: run_tests called 6 times with identical arguments, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)",
              "stagnating reasoning: steps 0 and 1 (spans 1 and 3): similarity 1 by bigram-jaccard",
            ],
          },
          "expected": {
            "breakdown": {
              "callGraphCycles": 1,
              "reasoningStagnation": 1,
              "toolRepetition": 1,
            },
            "findings": [],
          },
        }
      `)
    })

    it('escapes control characters and colour codes that come from the trace', () => {
      const message = failureOf(() => expect(hostileTrace).toHaveNoAgentLoops(deepeval))
      expect(message).not.toContain('\u001b[2J')
      expect(message).not.toContain('\u202e')
      expect(message).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.8 (threshold 0.5) · toolRepetition 0.5 · reasoningStagnation 1 · callGraphCycles 1 · detector deepeval

        ⚠ repeated tool call · warning
          cat\\x1b[2J called 3 times with identical arguments, at spans 1–3 (2 wasted steps)
          arguments: {"path": "log\\u001b[31m.txt\\u202e"}

        The combined score 0.8 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
    })

    it('caps long output and says how much it left out', () => {
      expect(failureOf(() => expect(longTrace).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.6 (threshold 0.5) · toolRepetition 0 · reasoningStagnation 1 · callGraphCycles 1 · detector deepeval

        ✖ repeated tool call · critical
          poll_job called 40 times with identical arguments, at spans 1–12 … (28 more) (39 wasted steps)
          arguments: {"id": "job-42", "note": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…

        The combined score 0.6 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
      expect(failureOf(() => expect(longStagnationTrace).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.825 (threshold 0.5) · toolRepetition 1 · reasoningStagnation 0.5 · callGraphCycles 1 · detector deepeval

        ⚠ stagnating reasoning · warning
          steps 0 and 1 (spans 1 and 2): similarity ≈0.8972 by bigram-jaccard
          word diff (= in both steps, - only in step 0, + only in step 1):
            = word0 word1 word2 word3 word4
            - word5
            + changed5
            = word6 word7 word8 word9 word10 word11 word12 word13 word14 word15 word16 word17 … 30 word31 word32 word33 word34 word35 word36 word37 word38 word39 word40 word41
            - word42
            + changed42
            = word43 word44 word45 word46 word47 word48 word49 word50 word51 word52 word53 wo … 67 word68 word69 word70 word71 word72 word73 word74 word75 word76 word77 word78
            - word79
            + changed79
            = word80 word81 word82 word83 word84 word85 word86 word87 word88 word89 word90 wo … word106 word107 word108 word109 word110 word111 word112 word113 word114 word115
            - word116
            + changed116
            = word117 word118 word119 word120 word121 word122 word123 word124 word125 word126 … word143 word144 word145 word146 word147 word148 word149 word150 word151 word152
            - word153
            … and 38 more runs
            (compared the first 600 words of each step; 204 more words not compared)

        The combined score 0.825 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
      expect(failureOf(() => expect(deepRecursionTrace).toHaveNoAgentLoops(deepeval))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the deepeval detector found 1 loop pattern.

        score 0.75 (threshold 0.5) · toolRepetition 1 · reasoningStagnation 1 · callGraphCycles 0 · detector deepeval

        ✖ call-graph cycle · critical
          agent:worker at span 32 repeats its ancestor at span 1, 31 levels up:
            agent:root [span 0]
            └─ agent:worker [span 1] ← repeated input "step"
               └─ agent:level0 [span 2]
                  └─ ⋮ 22 spans
                     └─ agent:level23 [span 25]
                        └─ agent:level24 [span 26]
                           └─ agent:level25 [span 27]
                              └─ agent:level26 [span 28]
                                 └─ agent:level27 [span 29]
                                    └─ agent:level28 [span 30]
                                       └─ agent:level29 [span 31]
                                          └─ agent:worker [span 32] ↺ repeats span 1 input "step"

        The combined score 0.75 is at or above the threshold 0.5, so the detector's own verdict passes; this assertion fails on any loop pattern. Pass { threshold } to judge by the combined score instead."
      `)
    })

    it('caps the number of findings it renders', () => {
      const report = lib.detectLoops(identicalToolLoop, deepeval)
      const many = { ...report, findings: Array.from({ length: 12 }, (_, i) => ({ ...report.findings[0]!, tool: `tool_${i}` })) }
      const message = failureOf(() => expect(many).toHaveNoAgentLoops())
      expect(message.split('\n').slice(-3)).toMatchInlineSnapshot(`
        [
          "  arguments: {"k": "invoice", "suite": "billing"}",
          "",
          "… and 4 more findings",
        ]
      `)
    })
  })
}
