import type { CorpusApi } from './api.js'
import { deepeval, hostileTrace, identicalToolLoop, progress, recursiveTrace, stuckLoop, stuckLoopGuardEvents } from './fixtures.js'

export function serializerCases({ describe, it, expect, lib }: CorpusApi): void {
  describe('snapshot serializer', () => {
    it('snapshots a report stably', () => {
      expect(lib.detectLoops(identicalToolLoop, deepeval)).toMatchSnapshot()
      expect(lib.detectLoops(progress, deepeval)).toMatchSnapshot()
    })

    it('prints a report inline with sorted keys and exact scores', () => {
      expect(lib.detectLoops(recursiveTrace, deepeval)).toMatchInlineSnapshot(`
        LoopReport {
          "breakdown": {
            "callGraphCycles": 0,
            "reasoningStagnation": 1,
            "toolRepetition": 1
          },
          "detector": "deepeval",
          "findings": [
            {
              "detector": "deepeval",
              "kind": "call-graph-cycle",
              "level": "critical",
              "message": "Cycle detected in execution path: agent:planner -> agent:planner.",
              "path": [
                {
                  "label": "agent:root:Book a trip to Lisbon",
                  "name": "root",
                  "spanIndex": 0,
                  "type": "agent"
                },
                {
                  "label": "agent:planner:plan the trip",
                  "name": "planner",
                  "spanIndex": 1,
                  "type": "agent"
                },
                {
                  "label": "agent:planner:plan the trip",
                  "name": "planner",
                  "spanIndex": 3,
                  "type": "agent"
                }
              ],
              "repeatsIndex": 1,
              "signal": "callGraphCycles",
              "wastedTokens": null
            }
          ],
          "loopDetected": true,
          "reason": "Cycle detected in execution path: agent:planner -> agent:planner.",
          "score": 0.75,
          "signals": {
            "callGraphCycles": {
              "reason": "Cycle detected in execution path: agent:planner -> agent:planner.",
              "score": 0,
              "status": "loop"
            },
            "reasoningStagnation": {
              "note": "no two consecutive model outputs were text of at least 20 meaningful words, so nothing was compared",
              "reason": "Not enough LLM spans to check for reasoning stagnation.",
              "score": 1,
              "status": "insufficient-data"
            },
            "toolRepetition": {
              "reason": "Tool calls are within acceptable repetition limits.",
              "score": 1,
              "status": "clean"
            }
          },
          "success": true,
          "threshold": 0.5,
          "totalTokens": null,
          "version": 1,
          "wastedTokens": null
        }
      `)
    })

    it('leaves plain breakdowns to the runner', () => {
      expect(lib.detectLoops(identicalToolLoop, deepeval).breakdown).toMatchInlineSnapshot(`
        {
          "callGraphCycles": 1,
          "reasoningStagnation": 0,
          "toolRepetition": 0,
        }
      `)
    })

    it('indents a report nested in other values', () => {
      const report = lib.detectLoops(progress, deepeval)
      expect({ name: 'progress', report: { score: report.score, nested: report } }).toMatchInlineSnapshot(`
        {
          "name": "progress",
          "report": {
            "nested": LoopReport {
              "breakdown": {
                "callGraphCycles": 1,
                "reasoningStagnation": 1,
                "toolRepetition": 1
              },
              "detector": "deepeval",
              "findings": [],
              "loopDetected": false,
              "reason": "No loop patterns detected.",
              "score": 1,
              "signals": {
                "callGraphCycles": {
                  "reason": "No execution cycles detected.",
                  "score": 1,
                  "status": "clean"
                },
                "reasoningStagnation": {
                  "note": "no two consecutive model outputs were text of at least 20 meaningful words, so nothing was compared",
                  "reason": "No reasoning stagnation.",
                  "score": 1,
                  "status": "insufficient-data"
                },
                "toolRepetition": {
                  "reason": "Tool calls are within acceptable repetition limits.",
                  "score": 1,
                  "status": "clean"
                }
              },
              "success": true,
              "threshold": 0.5,
              "totalTokens": null,
              "version": 1,
              "wastedTokens": null
            },
            "score": 1,
          },
        }
      `)
    })

    it('escapes what the trace would print raw', () => {
      const report = lib.detectLoops(hostileTrace, deepeval)
      expect(report).toMatchInlineSnapshot(`
        LoopReport {
          "breakdown": {
            "callGraphCycles": 1,
            "reasoningStagnation": 1,
            "toolRepetition": 0.5
          },
          "detector": "deepeval",
          "findings": [
            {
              "arguments": {
                "path": "log\\u001b[31m.txt\\u202e"
              },
              "count": 3,
              "detector": "deepeval",
              "kind": "repeated-tool-call",
              "level": "warning",
              "message": "Tool 'cat\\u001b[2J' called 3 times with identical arguments.",
              "signal": "toolRepetition",
              "spanIndices": [
                1,
                2,
                3
              ],
              "tool": "cat\\u001b[2J",
              "wastedSteps": 2,
              "wastedTokens": null
            }
          ],
          "loopDetected": true,
          "reason": "Tool 'cat\\u001b[2J' called 3 times with identical arguments.",
          "score": 0.8,
          "signals": {
            "callGraphCycles": {
              "reason": "No execution cycles detected.",
              "score": 1,
              "status": "clean"
            },
            "reasoningStagnation": {
              "note": "no two consecutive model outputs were text of at least 20 meaningful words, so nothing was compared",
              "reason": "Not enough LLM spans to check for reasoning stagnation.",
              "score": 1,
              "status": "insufficient-data"
            },
            "toolRepetition": {
              "reason": "Tool 'cat\\u001b[2J' called 3 times with identical arguments.",
              "score": 0.5,
              "status": "loop"
            }
          },
          "success": true,
          "threshold": 0.5,
          "totalTokens": null,
          "version": 1,
          "wastedTokens": null
        }
      `)
    })

    it('snapshots a loop-health result without its timing or generated name', () => {
      expect(new lib.LoopEvaluator().run(stuckLoop, stuckLoopGuardEvents)).toMatchInlineSnapshot(`
        LoopHealthResult {
          "anomalies": [],
          "converged": false,
          "doomLoopFired": true,
          "firstReachedIteration": null,
          "firstWastedIteration": null,
          "guardEvents": [
            {
              "field": "is_loop",
              "fired": false,
              "rule": "is_loop",
              "value": false
            },
            {
              "field": "loop_type",
              "fired": true,
              "rule": "loop_type",
              "value": "repeated_action"
            }
          ],
          "guardInterventions": 2,
          "iterationsToSuccess": 5,
          "maxWastedIterations": 0,
          "mode": "optimize",
          "numIterations": 5,
          "reasoning": "Did not converge after 5 iteration(s). Doom-loop guard fired. 2 guard intervention(s).",
          "scoreDeltaPerIteration": [
            1,
            0.2,
            0.05,
            0.05
          ],
          "scoreHistory": [
            5,
            6,
            6.2,
            6.25,
            6.3
          ],
          "success": false,
          "threshold": 8,
          "usage": null
        }
      `)
    })
  })
}
