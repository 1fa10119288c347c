import { z } from 'zod'
import { JudgeError } from '../errors.js'
import type { JudgeAnswer, JudgeQuestion } from './types.js'

// Small schemas, composed: each answer type on its own, then the union. They
// describe the System One wire format, which is also the normalized form
// every backend resolves with.

const Probability = z.number().finite()
const Confidence = z.number().finite().optional()

/**
 * `{ type: 'noul', noul: p }`: the probability of "yes".
 *
 * @example
 * NoulAnswerSchema.parse({ type: 'noul', noul: 0.93 })
 */
export const NoulAnswerSchema = z.object({ type: z.literal('noul'), noul: Probability, confidence: Confidence })

/**
 * `{ type: 'choice', choice, confidence, probabilities }`.
 *
 * @example
 * ChoiceAnswerSchema.parse({ type: 'choice', choice: 'retry', confidence: 0.8, probabilities: { retry: 0.8, detour: 0.2 } })
 */
export const ChoiceAnswerSchema = z.object({
  type: z.literal('choice'),
  choice: z.string(),
  confidence: Confidence,
  probabilities: z.record(z.string(), Probability).optional(),
})

/**
 * `{ type: 'score', score, confidence, probabilities }`. Probabilities come
 * as a list per level or as an object keyed by level index (`{"0": 0.1}`).
 *
 * @example
 * ScoreAnswerSchema.parse({ type: 'score', score: 2.11, probabilities: { '0': 0.01, '1': 0.04, '2': 0.77, '3': 0.18 } })
 */
export const ScoreAnswerSchema = z.object({
  type: z.literal('score'),
  score: z.number().finite(),
  confidence: Confidence,
  probabilities: z.union([z.array(Probability), z.record(z.string(), Probability)]).optional(),
})

/**
 * Any typed answer, told apart by `type`.
 *
 * @example
 * TypedAnswerSchema.safeParse(reply.answers.stagnation).success // true
 */
export const TypedAnswerSchema = z.discriminatedUnion('type', [NoulAnswerSchema, ChoiceAnswerSchema, ScoreAnswerSchema])

/**
 * Checks typed answers against the questions asked: every question has an
 * answer of its own type, in range (a probability from 0 to 1, a label that
 * was offered, a level on the scale). Answers to questions that were not
 * asked are ignored. Throws a {@link JudgeError} of kind `missing-answer`
 * naming the first question whose answer is missing or wrong; a gap must
 * never read as "no loop".
 *
 * @example
 * checkTypedAnswers(questions, reply.answers, 'Jev judge') // Record<id, JudgeAnswer>
 */
export function checkTypedAnswers(
  questions: readonly JudgeQuestion[],
  raw: Readonly<Record<string, unknown>>,
  label: string,
  details: { endpoint?: string } = {},
): Record<string, JudgeAnswer> {
  const answers: Record<string, JudgeAnswer> = {}
  for (const question of questions) {
    const bad = (why: string): JudgeError => new JudgeError('missing-answer', `${label}: the answer to "${question.id}" ${why}`, { endpoint: details.endpoint })
    if (!Object.hasOwn(raw, question.id)) throw bad('is missing')
    const parsed = TypedAnswerSchema.safeParse(raw[question.id])
    if (!parsed.success) throw bad(`is malformed (${describeIssue(parsed.error)})`)
    const answer = parsed.data
    if (answer.type !== question.type) throw bad(`has type "${answer.type}", expected "${question.type}"`)
    if (answer.type === 'noul') {
      if (answer.noul < 0 || answer.noul > 1) throw bad(`is ${answer.noul}, outside 0 to 1`)
      answers[question.id] = withoutUndefined({ type: 'noul', noul: answer.noul, confidence: answer.confidence })
    } else if (answer.type === 'choice' && question.type === 'choice') {
      if (!Object.hasOwn(question.choices, answer.choice)) throw bad(`is "${answer.choice}", not one of the offered labels`)
      answers[question.id] = withoutUndefined({
        type: 'choice',
        choice: answer.choice,
        confidence: answer.confidence,
        probabilities: answer.probabilities,
      })
    } else if (answer.type === 'score' && question.type === 'score') {
      const top = question.levels.length - 1
      if (answer.score < 0 || answer.score > top) throw bad(`is level ${answer.score}, outside 0 to ${top}`)
      answers[question.id] = withoutUndefined({
        type: 'score',
        score: answer.score,
        confidence: answer.confidence,
        probabilities: levelProbabilities(answer.probabilities, question.levels.length),
      })
    }
  }
  return answers
}

/**
 * A zod error in a few words: where and what.
 *
 * @example
 * describeIssue(schema.safeParse(value).error!) // 'answers: Invalid input: expected record, received undefined'
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (issue === undefined) return 'invalid'
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `${where}${issue.message}`
}

function levelProbabilities(raw: number[] | Record<string, number> | undefined, levels: number): number[] | undefined {
  if (raw === undefined) return undefined
  if (Array.isArray(raw)) return raw
  return Array.from({ length: levels }, (_, i) => raw[String(i)] ?? 0)
}

function withoutUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as Array<keyof T>) if (value[key] === undefined) delete value[key]
  return value
}
