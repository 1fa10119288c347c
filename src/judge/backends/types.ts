// The one seam between the judged detector and whatever answers its
// questions. Everything a backend needs to know is in a question; everything
// the detector needs back is in a response. Network code lives behind this
// interface and nowhere else.

/**
 * A yes/no question: the judge answers with the probability that the
 * statement in `instructions` is true.
 *
 * @example
 * const q: NoulQuestion = { id: 'progress_0_1', type: 'noul', instructions: 'Did step 1 advance the goal beyond step 0?' }
 */
export interface NoulQuestion {
  id: string
  type: 'noul'
  instructions: string
}

/**
 * Pick one label. `choices` maps each label to an optional description.
 *
 * @example
 * const q: ChoiceQuestion = { id: 'kind', type: 'choice', instructions: 'What kind of loop?', choices: { retry: 'same call again', none: null } }
 */
export interface ChoiceQuestion {
  id: string
  type: 'choice'
  instructions: string
  choices: Record<string, string | null>
}

/**
 * Pick a level on an ordered scale; `levels[0]` is the lowest. The answer is
 * the level's index (an expected value between 0 and `levels.length - 1` when
 * the backend reports a distribution).
 *
 * @example
 * const q: ScoreQuestion = { id: 'stagnation', type: 'score', instructions: 'How stuck is the agent?', levels: ['not', 'a little', 'mostly', 'fully'] }
 */
export interface ScoreQuestion {
  id: string
  type: 'score'
  instructions: string
  levels: string[]
}

/**
 * Any question a backend can be asked.
 *
 * @example
 * const questions: JudgeQuestion[] = new SemanticLoopDetection(judge).preview(trace).questions
 */
export type JudgeQuestion = NoulQuestion | ChoiceQuestion | ScoreQuestion

/**
 * A yes/no answer: `noul` is the probability of "yes", 0 to 1.
 *
 * @example
 * const answer: NoulAnswer = { type: 'noul', noul: 0.07 }
 */
export interface NoulAnswer {
  type: 'noul'
  noul: number
  confidence?: number
}

/**
 * A choice answer: one of the question's labels.
 *
 * @example
 * const answer: ChoiceAnswer = { type: 'choice', choice: 'retry', confidence: 0.8 }
 */
export interface ChoiceAnswer {
  type: 'choice'
  choice: string
  confidence?: number
  probabilities?: Record<string, number>
}

/**
 * A score answer: the level index (0 to levels - 1; fractional when it is an expected value).
 *
 * @example
 * const answer: ScoreAnswer = { type: 'score', score: 2.11, probabilities: [0.01, 0.04, 0.77, 0.18] }
 */
export interface ScoreAnswer {
  type: 'score'
  score: number
  confidence?: number
  /** Probability per level index, when the backend reports them. */
  probabilities?: number[]
}

/**
 * Any answer, matching its question's `type`.
 *
 * @example
 * const answer: JudgeAnswer = response.answers.stagnation!
 * if (answer.type === 'score') console.log(answer.score)
 */
export type JudgeAnswer = NoulAnswer | ChoiceAnswer | ScoreAnswer

/**
 * What one `ask` returns: an answer per question id plus what the call cost.
 *
 * @example
 * const response: JudgeResponse = {
 *   answers: { progress_0_1: { type: 'noul', noul: 0.1 } },
 *   inputTokens: 812, outputTokens: 0, costUsd: 0.000034, latencyMs: 240, model: 'jev-latest',
 * }
 */
export interface JudgeResponse {
  answers: Record<string, JudgeAnswer>
  inputTokens: number
  outputTokens: number
  /** What the call cost in US dollars, from the backend's prices (0 when unknown). */
  costUsd: number
  /** Wall time of the call, retries and waits included. */
  latencyMs: number
  /** The model that answered, as the server reported it when it did. */
  model: string
}

/**
 * Per-call options of {@link JudgeBackend.ask}.
 *
 * @example
 * await judge.ask(state, questions, { signal: AbortSignal.timeout(10_000) })
 */
export interface AskOptions {
  /** Aborts the call (on top of the backend's own timeout). */
  signal?: AbortSignal
}

/**
 * A judge: answers every question about one state in one call. Implementations
 * must resolve with an answer for every question (or reject), never with a
 * silent gap that could read as "no loop".
 *
 * @example
 * const judge: JudgeBackend = new MockBackend({ answers: { stagnation: 0 } })
 * const response = await judge.ask('Goal: ...', [{ id: 'stagnation', type: 'score', instructions: '...', levels: ['a', 'b', 'c', 'd'] }])
 */
export interface JudgeBackend {
  /** A short name for reports: `jev`, `llm`, `mock`, `oracle`... */
  readonly name: string
  /** The model asked for (the response's `model` is what answered). */
  readonly model: string
  ask(state: string, questions: readonly JudgeQuestion[], options?: AskOptions): Promise<JudgeResponse>
}
