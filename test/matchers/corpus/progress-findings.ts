import type { LoopReport } from '../../../src/report/types.js'
import type { CorpusApi } from './api.js'
import { failureOf } from './api.js'

// The progress-aware detector's findings, as a report carries them. Built by
// hand so the rendering is pinned independently of how the detector tunes.
const base = { detector: 'progress', level: 'critical' as const, message: '(not shown: the fields are)' }
const report: LoopReport = {
  version: 1,
  detector: 'progress',
  score: 0.1,
  success: false,
  threshold: 0.5,
  loopDetected: true,
  reason: 'loops',
  totalTokens: null,
  wastedTokens: null,
  breakdown: { toolRepetition: 0, reasoningStagnation: 0.25, callGraphCycles: 0 },
  signals: {
    toolRepetition: { status: 'loop', score: 0, reason: '' },
    reasoningStagnation: { status: 'loop', score: 0.25, reason: '' },
    callGraphCycles: { status: 'loop', score: 0, reason: '' },
  },
  findings: [
    {
      ...base,
      kind: 'repeated-error',
      signal: 'toolRepetition',
      tools: ['deploy'],
      error: { code: 'EACCES' },
      variants: [{ env: 'prod' }, { env: 'prod', force: true }],
      count: 3,
      spanIndices: [2, 4, 6],
      positions: [0, 1, 2],
      wastedSteps: 2,
    },
    {
      ...base,
      kind: 'resource-flip',
      signal: 'toolRepetition',
      tools: ['write_file'],
      resource: 'config.yml',
      states: [
        { path: 'config.yml', content: 'a: 1' },
        { path: 'config.yml', content: 'a: 2' },
      ],
      sequence: [0, 1, 0, 1, 0],
      returns: 3,
      spanIndices: [3, 5, 7, 9, 11],
      positions: [1, 2, 3, 4, 5],
      wastedSteps: 3,
    },
    {
      ...base,
      kind: 'no-progress-run',
      signal: 'toolRepetition',
      actions: [
        { tool: 'ls', arguments: { dir: '.' }, result: ['a'] },
        { tool: 'cat', arguments: { file: 'a' }, result: '' },
      ],
      count: 5,
      spanIndices: [12, 13, 14, 15, 16],
      positions: [6, 7, 8, 9, 10],
      wastedSteps: 4,
    },
    {
      ...base,
      kind: 'chanting',
      signal: 'reasoningStagnation',
      step: 3,
      spanIndex: 17,
      text: 'I will check again. I will check again. I will check again.',
      unit: 'i will check again i will check again',
      repeats: 6,
      novelty: 0.125,
      wastedSteps: 1,
    },
    {
      ...base,
      kind: 'recursive-call',
      signal: 'callGraphCycles',
      label: 'agent:planner#3f2a',
      path: [
        { spanIndex: 1, type: 'agent', name: 'planner' },
        { spanIndex: 4, type: 'tool', name: 'delegate' },
        { spanIndex: 5, type: 'agent', name: 'planner' },
      ],
      elided: 0,
      spanIndices: [5],
      count: 1,
      wastedSteps: 1,
    },
    {
      ...base,
      kind: 'agent-ping-pong',
      signal: 'callGraphCycles',
      agents: ['writer', 'reviewer'],
      period: 2,
      count: 6,
      spanIndices: [20, 24, 28, 32, 36, 40],
      positions: [0, 1, 2, 3, 4, 5],
      wastedSteps: 4,
    },
  ],
}

export function progressFindingCases({ describe, it, expect }: CorpusApi): void {
  describe('findings of the progress-aware detector', () => {
    it('render each kind with its evidence', () => {
      expect(failureOf(() => expect(report).toHaveNoAgentLoops())).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops()

        Expected no agent loops, but the progress detector found 6 loop patterns.

        score 0.1 (threshold 0.5) · toolRepetition 0 · reasoningStagnation 0.25 · callGraphCycles 0 · detector progress

        ✖ repeated error · critical
          deploy failed 3 times with the same error, at spans 2, 4, 6 (2 wasted steps)
          error: {"code": "EACCES"}
          arguments: {"env": "prod"}
          then (- before, + after):
              {
            -   "env": "prod"
            +   "env": "prod",
            +   "force": true
              }

        ✖ resource flip-flop · critical
          config.yml written back and forth by write_file, 3 returns to an earlier state, at spans 3, 5, 7, 9, 11 (3 wasted steps)
          writes: A → B → A → B → A
            A: {"content": "a: 1", "path": "config.yml"}
            B: {"content": "a: 2", "path": "config.yml"}

        ✖ run without progress · critical
          5 calls in a row brought nothing new, at spans 12–16 (4 wasted steps):
            ls {"dir": "."} → ["a"]
            cat {"file": "a"} → ""

        ✖ chanting · critical
          step 3 (span 17) repeats "i will check again i will check again" 6 times; 0.125 of its 8-word sequences are new (1 wasted step)
          text: I will check again. I will check again. I will check again.

        ✖ recursive call · critical
          agent:planner#3f2a re-enters itself 1 time, first at span 5 (1 wasted step):
            agent:planner [span 1] ← repeated
            └─ tool:delegate [span 4]
               └─ agent:planner [span 5] ↺ repeats span 1

        ✖ agent ping-pong · critical
          writer → reviewer → writer over 6 agent runs without a new output, at spans 20, 24, 28, 32, 36, 40 (4 wasted steps)
          positions among the agent runs: 0–5"
      `)
    })
  })
}
