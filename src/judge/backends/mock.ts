import { JudgeError } from '../errors.js'
import { checkTypedAnswers } from './answers.js'
import type { AskOptions, JudgeAnswer, JudgeBackend, JudgeQuestion, JudgeResponse } from './types.js'

/**
 * A scripted answer: a number is the probability of "yes" for a yes/no
 * question or the level for a scale question, a string is the label for a
 * choice question, or a full typed answer.
 *
 * @example
 * const answers: Record<string, MockAnswer> = { progress_0_1: 0.1, stagnation: 3, kind: 'retry' }
 */
export type MockAnswer = number | string | JudgeAnswer

/**
 * A function that scripts answers from the question (and the state it was asked about).
 *
 * @example
 * const script: MockAnswerScript = (q) => (q.type === 'score' ? 0 : 0.9)
 */
export type MockAnswerScript = (question: JudgeQuestion, state: string) => MockAnswer | undefined

/**
 * Options of {@link MockBackend}.
 *
 * @example
 * new MockBackend({ answers: { progress_0_1: 0.05, revisit_0_2: 0.9, stagnation: 3 } })
 * new MockBackend({ answers: (q) => (q.id.startsWith('progress_') ? 0.95 : q.type === 'score' ? 0 : 0.05) })
 */
export interface MockBackendOptions {
  /**
   * Answers per question id, or a function of the question. A question with
   * no scripted answer makes `ask` reject, as a real judge's gap would: a
   * test never passes on an answer nobody wrote.
   */
  answers?: Readonly<Record<string, MockAnswer>> | MockAnswerScript
  /** The model name reported (`mock`). */
  model?: string
  /** Input tokens reported per call (0). */
  inputTokens?: number
  /** Cost reported per call (0). */
  costUsd?: number
  /** Latency reported per call (0); no real waiting happens. */
  latencyMs?: number
  /** Reject every call with this error, to test how failures are handled. */
  error?: Error
}

/**
 * One call the mock received.
 *
 * @example
 * const [first]: MockRequest[] = mock.requests
 * first.questions.map((q) => q.id)
 */
export interface MockRequest {
  state: string
  questions: JudgeQuestion[]
}

/**
 * A judge for tests: answers are scripted per question id and every request
 * is recorded, so a test can check both what was asked and what the detector
 * made of the answers. No network.
 *
 * @example
 * import { MockBackend, SemanticLoopDetection } from 'loopcheck'
 *
 * const judge = new MockBackend({ answers: { progress_0_1: 0.02, stagnation: 3 } })
 * const result = await new SemanticLoopDetection(judge).measure(trace)
 * expect(judge.requests).toHaveLength(1)
 * expect(result.breakdown.reasoningStagnation).toBe(0)
 */
export class MockBackend implements JudgeBackend {
  readonly name = 'mock'
  readonly model: string
  /** Every call, in order. */
  readonly requests: MockRequest[] = []
  private readonly options: MockBackendOptions

  constructor(options: MockBackendOptions = {}) {
    this.options = options
    this.model = options.model ?? 'mock'
  }

  async ask(state: string, questions: readonly JudgeQuestion[], _options: AskOptions = {}): Promise<JudgeResponse> {
    this.requests.push({ state, questions: questions.map((q) => ({ ...q })) })
    if (this.options.error !== undefined) throw this.options.error
    const raw: Record<string, unknown> = {}
    for (const question of questions) {
      const scripted = this.scripted(question, state)
      if (scripted !== undefined) raw[question.id] = typed(question, scripted)
    }
    return {
      answers: checkTypedAnswers(questions, raw, 'Mock judge'),
      inputTokens: this.options.inputTokens ?? 0,
      outputTokens: 0,
      costUsd: this.options.costUsd ?? 0,
      latencyMs: this.options.latencyMs ?? 0,
      model: this.model,
    }
  }

  private scripted(question: JudgeQuestion, state: string): MockAnswer | undefined {
    const script = this.options.answers
    if (script === undefined) return undefined
    if (typeof script === 'function') return script(question, state)
    return Object.hasOwn(script, question.id) ? script[question.id] : undefined
  }
}

function typed(question: JudgeQuestion, answer: MockAnswer): unknown {
  if (typeof answer === 'object') return answer
  if (question.type === 'noul' && typeof answer === 'number') return { type: 'noul', noul: answer }
  if (question.type === 'choice' && typeof answer === 'string') return { type: 'choice', choice: answer }
  if (question.type === 'score' && typeof answer === 'number') return { type: 'score', score: answer }
  throw new JudgeError(
    'missing-answer',
    `Mock judge: the scripted answer to "${question.id}" (${JSON.stringify(answer)}) does not fit a ${question.type} question`,
  )
}
