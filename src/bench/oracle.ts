import type { AskOptions, JudgeAnswer, JudgeBackend, JudgeQuestion, JudgeResponse } from '../judge/backends/types.js'
import { JudgeError } from '../judge/errors.js'

/**
 * What the oracle reads from a row: its two labels.
 *
 * @example
 * new OracleBackend({ loop: true, stagnation: false } satisfies OracleLabels)
 */
export interface OracleLabels {
  loop: boolean
  stagnation: boolean
}

/**
 * A scripted stand-in for a judge that read the trace correctly: every
 * answer comes from the benchmark row's own labels, never from the trace.
 * Steps made no progress and revisit earlier ones exactly when the row says
 * its reasoning stagnates; a repeated tool is one action exactly when the
 * row is a loop. It checks the mechanism (question building, answer
 * parsing, scoring, one request per trace), not any judge: a real judge has
 * to earn these answers by reading the trace.
 *
 * @example
 * const oracle = new OracleBackend({ loop: true, stagnation: true })
 * const result = await new SemanticLoopDetection(oracle).measure(row)
 * oracle.requests // 1
 */
export class OracleBackend implements JudgeBackend {
  readonly name = 'oracle'
  readonly model = 'oracle'
  /** How many times `ask` was called. */
  requests = 0

  constructor(private readonly labels: OracleLabels) {}

  async ask(_state: string, questions: readonly JudgeQuestion[], _options: AskOptions = {}): Promise<JudgeResponse> {
    this.requests++
    const { loop, stagnation } = this.labels
    const answers: Record<string, JudgeAnswer> = {}
    for (const question of questions) {
      if (question.type === 'score') {
        answers[question.id] = { type: 'score', score: stagnation ? question.levels.length - 1 : 0 }
      } else if (question.type === 'noul' && question.id.startsWith('progress_')) {
        answers[question.id] = { type: 'noul', noul: stagnation ? 0.02 : 0.98 }
      } else if (question.type === 'noul' && question.id.startsWith('revisit_')) {
        answers[question.id] = { type: 'noul', noul: stagnation ? 0.98 : 0.02 }
      } else if (question.type === 'noul' && question.id.startsWith('tool_repeat_')) {
        answers[question.id] = { type: 'noul', noul: loop ? 0.97 : 0.03 }
      } else {
        // A question the labels cannot answer: fail rather than guess.
        throw new JudgeError('missing-answer', `Oracle: no scripted answer for "${question.id}"`)
      }
    }
    return { answers, inputTokens: 0, outputTokens: 0, costUsd: 0, latencyMs: 0, model: this.model }
  }
}
