import type { JudgeQuestion, NoulQuestion, ScoreQuestion } from './backends/types.js'
import type { ResolvedSemanticLoopOptions } from './options.js'
import type { TraceParts } from './steps.js'
import { plural } from '../util/text.js'

/**
 * The id of the overall score question.
 *
 * @example
 * response.answers[STAGNATION_QUESTION_ID] // { type: 'score', score: 3 }
 */
export const STAGNATION_QUESTION_ID = 'stagnation'

/**
 * The overall question's four levels, lowest (steady progress) first.
 *
 * @example
 * STAGNATION_LEVELS[3] // 'stuck in a loop: no progress at all'
 */
export const STAGNATION_LEVELS: readonly string[] = Object.freeze([
  'making steady progress: each step moves the task forward',
  'mostly progressing, with some repetition',
  'mostly stuck: repeating itself with little that is new',
  'stuck in a loop: no progress at all',
])

/**
 * A yes/no question about two steps.
 *
 * @example
 * const pair: PairQuestion = { id: 'revisit_0_2', kind: 'revisit', steps: [0, 2] }
 */
export interface PairQuestion {
  id: string
  /** `progress`: did step j advance beyond step i (yes = no stagnation). `revisit`: does step j repeat step i (yes = stagnation). */
  kind: 'progress' | 'revisit'
  /** The two steps' positions among the reasoning steps, `[i, j]` with `i < j`. */
  steps: [number, number]
}

/**
 * A yes/no question about one tool's calls.
 *
 * @example
 * const question: ToolQuestion = { id: 'tool_repeat_grep', tool: 'grep' }
 */
export interface ToolQuestion {
  id: string
  tool: string
}

/**
 * The questions for one trace, in the order they are sent, and what the budget left out.
 *
 * @example
 * const plan: QuestionPlan = buildQuestions(traceParts(root), resolveSemanticLoopOptions())
 * plan.dropped // { toolRepeat: 0, progress: 0, revisit: 0 }
 */
export interface QuestionPlan {
  /** Tool questions, consecutive pairs, revisits, then the overall question. */
  questions: JudgeQuestion[]
  pairs: PairQuestion[]
  tools: ToolQuestion[]
  /** Whether the overall `stagnation` question is asked. */
  overall: boolean
  /** Questions left out by `maxQuestions`, per family. */
  dropped: { toolRepeat: number; progress: number; revisit: number }
}

/**
 * Builds the questions for one trace:
 * - `tool_repeat_{name}` for each tool called at least `repetitionThreshold` times;
 * - `progress_{i}_{j}` for every consecutive pair of steps;
 * - `revisit_{i}_{j}` for steps 2 up to `lookahead` apart;
 * - `stagnation`, the overall four-level score question.
 *
 * Within `maxQuestions`, tool questions come first, then consecutive pairs,
 * then revisits; the overall question is kept whatever is cut. Questions are
 * generated only up to the budget, so a 100,000-step trace costs no more
 * than a 64-step one.
 *
 * @example
 * const plan = buildQuestions(traceParts(root), resolveSemanticLoopOptions())
 * plan.questions.map((q) => q.id) // ['tool_repeat_grep', 'progress_0_1', 'progress_1_2', 'revisit_0_2', 'stagnation']
 */
export function buildQuestions(parts: TraceParts, options: ResolvedSemanticLoopOptions): QuestionPlan {
  const n = parts.steps.length
  const askReasoning = options.checkReasoningStagnation && n >= 2
  const askTools = options.checkToolRepetition && options.checkSemanticToolRepetition
  const overall = askReasoning
  let budget = options.maxQuestions - (overall ? 1 : 0)

  const tools: ToolQuestion[] = []
  const questions: JudgeQuestion[] = []
  const dropped = { toolRepeat: 0, progress: 0, revisit: 0 }

  if (askTools) {
    for (const tool of parts.tools) {
      if (tool.calls < options.repetitionThreshold) continue
      if (budget <= 0) {
        dropped.toolRepeat++
        continue
      }
      budget--
      const id = `tool_repeat_${tool.name}`
      tools.push({ id, tool: tool.name })
      questions.push(toolQuestion(id, tool.name, tool.calls, tool.argumentSets.length))
    }
  }

  const pairs: PairQuestion[] = []
  if (askReasoning) {
    const progressPairs = n - 1
    const keptProgress = Math.min(progressPairs, Math.max(0, budget))
    for (let i = 0; i < keptProgress; i++) pairs.push({ id: `progress_${i}_${i + 1}`, kind: 'progress', steps: [i, i + 1] })
    dropped.progress = progressPairs - keptProgress
    budget -= keptProgress

    // Revisits ordered by the earlier step, then by distance.
    let revisitTotal = 0
    for (let distance = 2; distance <= options.lookahead; distance++) revisitTotal += Math.max(0, n - distance)
    let keptRevisits = 0
    for (let i = 0; i < n && budget > 0; i++) {
      for (let distance = 2; distance <= options.lookahead && i + distance < n && budget > 0; distance++) {
        const j = i + distance
        pairs.push({ id: `revisit_${i}_${j}`, kind: 'revisit', steps: [i, j] })
        budget--
        keptRevisits++
      }
    }
    dropped.revisit = revisitTotal - keptRevisits
    for (const pair of pairs) questions.push(pairQuestion(pair))
    questions.push(overallQuestion())
  }
  return { questions, pairs, tools, overall, dropped }
}

function pairQuestion(pair: PairQuestion): NoulQuestion {
  const [i, j] = pair.steps
  const instructions =
    pair.kind === 'progress'
      ? `Did step ${j} get the agent further toward the goal than step ${i} had: new information, a different action or a changed plan, rather than step ${i} again in other words?`
      : `Does step ${j} go back to what step ${i} already did (the same action or the same intent, however differently it is worded), so that the agent is going round in a circle?`
  return { id: pair.id, type: 'noul', instructions }
}

function toolQuestion(id: string, name: string, calls: number, distinct: number): NoulQuestion {
  return {
    id,
    type: 'noul',
    instructions:
      `Are the ${calls} calls to the tool "${name}" (${plural(distinct, 'distinct argument set')}, listed under "Repeated tools") ` +
      'the same underlying action repeated, differing only in cosmetic ways such as formatting, flags, limits or ordering, ' +
      'rather than requests for genuinely different things?',
  }
}

function overallQuestion(): ScoreQuestion {
  return {
    id: STAGNATION_QUESTION_ID,
    type: 'score',
    instructions: 'Taking the steps as a whole, how stuck is the agent?',
    levels: [...STAGNATION_LEVELS],
  }
}
