import type { CorpusApi } from './api.js'
import { asyncFailureOf } from './api.js'
import { cosmeticArgsLoop, deepeval, identicalToolLoop, progress } from './fixtures.js'

// Scripted judges: one that reads every step as progress, one that reads the
// trace as stuck. Every question gets an answer (a gap would be an error).
const sees = (stuck: boolean) => (question: { id: string; type: string }) => {
  if (question.type === 'score') return stuck ? 3 : 0
  if (question.id.startsWith('progress_')) return stuck ? 0.03 : 0.96
  return stuck ? 0.92 : 0.04
}

export function judgeCases({ describe, it, expect, lib }: CorpusApi): void {
  const { MockBackend } = lib

  describe('with a judge (asynchronous)', () => {
    it('passes a trace the judge reads as progress, in one request', async () => {
      const judge = new MockBackend({ answers: sees(false) })
      await expect(progress).toHaveNoAgentLoops({ judge })
      await expect(progress).toNotStagnate({ judge })
      expect(judge.requests.length).toBe(2)
    })

    it('fails a trace the judge reads as stuck, with the judged findings', async () => {
      const judge = new MockBackend({ answers: sees(true) })
      await expect(identicalToolLoop).not.toHaveNoAgentLoops({ judge })
      expect(await asyncFailureOf(() => expect(identicalToolLoop).toHaveNoAgentLoops({ judge }))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the judge:mock detector found 10 loop patterns.

        score 0.25 (threshold 0.5) · toolRepetition 0 · reasoningStagnation 0 · callGraphCycles 1 · detector judge:mock

        ✖ repeated tool call · critical
          run_tests called 6 times with identical arguments, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)
          arguments: {"k": "invoice", "suite": "billing"}

        ✖ stagnating reasoning · critical
          steps 0 and 1 (spans 1 and 3): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 1 and 2 (spans 3 and 5): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 2 and 3 (spans 5 and 7): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 3 and 4 (spans 7 and 9): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 4 and 5 (spans 9 and 11): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 0 and 2 (spans 1 and 5): judged stagnant with probability 0.92 (judge-revisit)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 1 and 3 (spans 3 and 7): judged stagnant with probability 0.92 (judge-revisit)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        … and 2 more findings"
      `)
    })

    it('diffs the argument sets of calls the judge reads as one action', async () => {
      // deepeval's exact check misses this loop: no two calls have the same arguments.
      expect(cosmeticArgsLoop).toHaveNoAgentLoops({ ...deepeval, checkReasoningStagnation: false })
      const judge = new MockBackend({ answers: (question) => (question.id.startsWith('tool_repeat_') ? 0.94 : sees(false)(question)) })
      expect(await asyncFailureOf(() => expect(cosmeticArgsLoop).toHaveNoAgentLoops({ judge, checkReasoningStagnation: false }))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the judge:mock detector found 1 loop pattern.

        score 0.3846153846153846 (threshold 0.5) · toolRepetition 0 · reasoningStagnation 1 · callGraphCycles 1 · detector judge:mock

        ✖ repeated tool call · critical
          grep called 6 times with 6 different argument sets read as one action, at spans 2, 4, 6, 8, 10, 12
          first arguments: {"path": ".", "pattern": "the missing session guard"}
          then (- before, + after):
              {
            -   "path": ".",
            +   "path": "./",
                "pattern": "the missing session guard"
              }
          then (- before, + after):
              {
            -   "path": "./",
            +   "case_sensitive": false,
            +   "path": ".",
                "pattern": "the missing session guard"
              }
          then (- before, + after):
              {
            -   "case_sensitive": false,
            +   "max_results": 50,
                "path": ".",
                "pattern": "the missing session guard"
              }
          … and 2 more argument sets"
      `)
    })

    it('judges stagnation alone in toNotStagnate', async () => {
      const judge = new MockBackend({ answers: sees(true) })
      expect(await asyncFailureOf(() => expect(identicalToolLoop).toNotStagnate({ judge, lookahead: 2 }))).toMatchInlineSnapshot(`
        "expect(trace).toNotStagnate(options)

        Expected the reasoning not to stagnate, but the judge:mock detector found 9 stagnating pairs of steps.

        reasoningStagnation 0 · detector judge:mock

        ✖ stagnating reasoning · critical
          steps 0 and 1 (spans 1 and 3): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 1 and 2 (spans 3 and 5): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 2 and 3 (spans 5 and 7): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 3 and 4 (spans 7 and 9): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 4 and 5 (spans 9 and 11): judged stagnant with probability 0.97 (judge-progress)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 0 and 2 (spans 1 and 5): judged stagnant with probability 0.92 (judge-revisit)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 1 and 3 (spans 3 and 7): judged stagnant with probability 0.92 (judge-revisit)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        ✖ stagnating reasoning · critical
          steps 2 and 4 (spans 5 and 9): judged stagnant with probability 0.92 (judge-revisit)
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        … and 1 more finding"
      `)
      // Only stagnation questions were asked.
      expect(judge.requests[0]!.questions.some((question) => question.id.startsWith('tool_repeat_'))).toBe(false)
    })

    it('says when the judge failed and the deterministic score decided', async () => {
      const judge = new MockBackend({ error: new Error('judge offline') })
      expect(await asyncFailureOf(() => expect(identicalToolLoop).toHaveNoAgentLoops({ judge }))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Expected no agent loops, but the judge:mock detector found 2 loop patterns.

        score 0.25 (threshold 0.5) · toolRepetition 0 · reasoningStagnation 0 · callGraphCycles 1 · detector judge:mock

        ✖ repeated tool call · critical
          run_tests called 6 times with identical arguments, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)
          arguments: {"k": "invoice", "suite": "billing"}

        ✖ stagnating reasoning · critical
          steps 0 and 1 (spans 1 and 3): similarity 1 by bigram-jaccard
          the two texts are word for word the same (=):
            = To make headway I want the definition behind the guest checkout handler in view … his from guesswork into an investigation grounded in the implementation itself.

        The judge failed (judge offline); the scores are the deterministic detector's."
      `)
      await expect(expect(identicalToolLoop).toHaveNoAgentLoops({ judge, throwOnJudgeFailure: true })).rejects.toThrow('judge offline')
    })

    it('cannot re-judge a report already computed', () => {
      const judge = new MockBackend({ answers: sees(false) })
      expect(() => expect(lib.detectLoops(progress)).toHaveNoAgentLoops({ judge })).toThrow('options judge cannot apply to a LoopReport')
    })
  })
}
