import { z } from 'zod'
import { JudgeError } from '../errors.js'
import { describeIssue } from './answers.js'
import { oneLine } from '../../util/text.js'
import type { JudgeAnswer, JudgeQuestion } from './types.js'

// How a chat model is asked the judge's questions and how its reply is read.
// Pure: no network here, so the protocol is tested without a server.

const SYSTEM_PROMPT = [
  'You judge recorded runs of an AI agent. Read the goal and the numbered steps, then answer every question about them.',
  'Reply with a single JSON object and nothing else: {"answers": {"<question id>": <answer>, ...}}, with an answer for every question id.',
  'A yes/no question is answered with a number from 0 to 1: the probability that its statement is true.',
  'A choice question is answered with exactly one of its labels, spelled as given.',
  'A scale question is answered with the integer number of one of its levels.',
].join('\n')

/**
 * The chat messages for one state and its questions.
 *
 * @example
 * chatMessages('Goal: ...', questions) // [{ role: 'system', ... }, { role: 'user', content: '# Agent run ...' }]
 */
export function chatMessages(state: string, questions: readonly JudgeQuestion[]): Array<{ role: 'system' | 'user'; content: string }> {
  const lines: string[] = ['# Agent run', '', state, '', '# Questions', '']
  for (const question of questions) {
    if (question.type === 'noul') {
      lines.push(`- "${question.id}" (yes/no, answer 0 to 1): ${question.instructions}`)
    } else if (question.type === 'choice') {
      lines.push(`- "${question.id}" (choice, answer one label): ${question.instructions}`)
      for (const [label, description] of Object.entries(question.choices)) {
        lines.push(`    "${label}"${description === null ? '' : `: ${description}`}`)
      }
    } else {
      lines.push(`- "${question.id}" (scale, answer the level number): ${question.instructions}`)
      question.levels.forEach((level, index) => lines.push(`    ${index}: ${level}`))
    }
  }
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: lines.join('\n') },
  ]
}

const ChatReplySchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().finite().nonnegative().optional(),
      completion_tokens: z.number().finite().nonnegative().optional(),
    })
    .nullish(),
})

const AnswersObjectSchema = z.object({ answers: z.record(z.string(), z.unknown()) })

/**
 * A chat completion reply, read: the answers and the usage.
 *
 * @example
 * const { answers, inputTokens }: ParsedChatReply = parseChatReply(json, questions, where)
 */
export interface ParsedChatReply {
  answers: Record<string, JudgeAnswer>
  inputTokens: number
  outputTokens: number
  model: string | undefined
}

/**
 * Reads a chat completion reply into typed answers. The content must be one
 * JSON object `{answers: {id: value}}`, optionally inside a Markdown fence.
 * Yes/no values are numbers, clamped to 0..1; choices are exact labels;
 * levels are integers on the scale. Anything missing or malformed throws a
 * {@link JudgeError} (`malformed` or `missing-answer`).
 *
 * @example
 * parseChatReply(json, questions, { label: 'LLM judge', endpoint }).answers.progress_0_1 // { type: 'noul', noul: 0.2 }
 */
export function parseChatReply(json: unknown, questions: readonly JudgeQuestion[], where: { label: string; endpoint: string }): ParsedChatReply {
  const malformed = (why: string): JudgeError =>
    new JudgeError('malformed', `${where.label}: POST ${where.endpoint} returned ${why}`, { endpoint: where.endpoint })
  const reply = ChatReplySchema.safeParse(json)
  if (!reply.success) throw malformed(`an unexpected reply (${describeIssue(reply.error)})`)
  const choice = reply.data.choices[0]!
  const content = choice.message.content
  if (content === null || content.trim() === '') throw malformed('an empty message')
  let parsed: unknown
  try {
    parsed = JSON.parse(unfence(content))
  } catch {
    const cut = choice.finish_reason === 'length' ? ' (cut off at the token limit)' : ''
    throw malformed(`a message that is not JSON${cut}: ${oneLine(content, 120)}`)
  }
  const object = AnswersObjectSchema.safeParse(parsed)
  if (!object.success) throw malformed(`JSON without an "answers" object (${describeIssue(object.error)})`)

  const answers = readAnswers(object.data.answers, questions, where)
  return {
    answers,
    inputTokens: reply.data.usage?.prompt_tokens ?? 0,
    outputTokens: reply.data.usage?.completion_tokens ?? 0,
    model: reply.data.model,
  }
}

/**
 * Reads a judge's `{id: value}` answers into typed answers, one per question.
 * Yes/no values are numbers, clamped to 0..1; choices are exact labels;
 * levels are integers on the scale. A missing or ill-typed answer throws a
 * {@link JudgeError} (`missing-answer`): never a silent gap.
 *
 * @example
 * readAnswers({ stagnation: 2 }, questions, { label: 'LLM judge', endpoint }).stagnation // { type: 'score', score: 2 }
 */
export function readAnswers(
  raw: Readonly<Record<string, unknown>>,
  questions: readonly JudgeQuestion[],
  where: { label: string; endpoint?: string },
): Record<string, JudgeAnswer> {
  const answers: Record<string, JudgeAnswer> = {}
  for (const question of questions) {
    const value = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined
    const bad = (why: string): JudgeError =>
      new JudgeError('missing-answer', `${where.label}: the answer to "${question.id}" ${why}`, { endpoint: where.endpoint })
    if (value === undefined || value === null) throw bad('is missing')
    if (question.type === 'noul') {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad(`is ${oneLine(JSON.stringify(value), 120)}, expected a number from 0 to 1`)
      answers[question.id] = { type: 'noul', noul: Math.min(1, Math.max(0, value)) }
    } else if (question.type === 'choice') {
      if (typeof value !== 'string' || !Object.hasOwn(question.choices, value)) {
        throw bad(
          `is ${oneLine(JSON.stringify(value), 120)}, expected one of ${Object.keys(question.choices)
            .map((l) => JSON.stringify(l))
            .join(', ')}`,
        )
      }
      answers[question.id] = { type: 'choice', choice: value }
    } else {
      const top = question.levels.length - 1
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > top) {
        throw bad(`is ${oneLine(JSON.stringify(value), 120)}, expected an integer level from 0 to ${top}`)
      }
      answers[question.id] = { type: 'score', score: value }
    }
  }
  return answers
}

/**
 * The JSON inside a Markdown code fence, when the whole message is one
 * (models add them despite being asked not to); the message otherwise.
 *
 * @example
 * unfence('```json\n{"answers": {}}\n```') // '{"answers": {}}'
 */
export function unfence(content: string): string {
  const trimmed = content.trim()
  const fenced = /^```[A-Za-z0-9_-]*[ \t]*\r?\n([\s\S]*?)\r?\n?```$/.exec(trimmed)
  return fenced === null ? trimmed : fenced[1]!.trim()
}
