import { combineScores, scoreCallGraphCycles, scoreReasoningStagnation, scoreToolRepetition, type DeepevalSpanDict } from '../deepeval/index.js'
import type { JudgeAnswer } from './backends/types.js'
import type { ResolvedSemanticLoopOptions } from './options.js'
import { STAGNATION_LEVELS, STAGNATION_QUESTION_ID, type QuestionPlan } from './questions.js'
import { stableJson } from '../util/stable-json.js'
import type { TraceParts } from './steps.js'
import { toJsonSafe } from '../util/json-safe.js'
import type { JudgedPair, JudgedSignal, JudgedToolRepetition, OverallStagnation, SemanticLoopResult } from './types.js'

/**
 * The scoring part of a result: everything but the judge call's cost and identity.
 *
 * @example
 * const { breakdown, uncertain }: JudgedScore = scoreJudgedAnswers({ root, parts, plan, answers, options })
 */
export type JudgedScore = Pick<
  SemanticLoopResult,
  | 'score'
  | 'success'
  | 'threshold'
  | 'reason'
  | 'breakdown'
  | 'uncertain'
  | 'pairs'
  | 'stagnantPairs'
  | 'worstPair'
  | 'repeatedTools'
  | 'overall'
  | 'lexicalFallback'
  | 'signals'
  | 'evidence'
>

/**
 * Scores a trace from the judge's answers. Pure and synchronous: the answers
 * are data here, fetched elsewhere.
 *
 * - Reasoning: each pair's stagnation probability is 1 − yes for `progress`
 *   and yes for `revisit`; the worst pair at or above `severeThreshold`
 *   scores 0.0, at or above `mildThreshold` 0.5, else 1.0. Only when that is
 *   1.0 and the worst pair sits in the undecided band is the verdict
 *   uncertain; then the lexical stagnation check runs too and the lower
 *   score wins.
 * - Tool repetition: the exact check, and each tool the judge reads as one
 *   action (yes at or above `sameActionThreshold`) scored by its call count
 *   the way the exact check scores identical calls; the more severe wins.
 * - Call-graph cycles: deterministic.
 * - Combined with deepeval's weights over the enabled checks.
 *
 * @example
 * scoreJudgedAnswers({ root, parts, plan, answers: response.answers, options }).breakdown
 * // { toolRepetition: 1, reasoningStagnation: 0, callGraphCycles: 1 }
 */
export function scoreJudgedAnswers(input: {
  root: DeepevalSpanDict | null
  parts: TraceParts
  plan: QuestionPlan
  answers: Readonly<Record<string, JudgeAnswer>>
  options: ResolvedSemanticLoopOptions
}): JudgedScore {
  const { root, parts, plan, answers, options } = input
  const yes = (id: string): number => {
    const answer = answers[id]
    if (answer === undefined || answer.type !== 'noul') throw new TypeError(`No yes/no answer for "${id}"`)
    return answer.noul
  }

  // Tool repetition: exact and judged, the more severe wins.
  const exact = options.checkToolRepetition ? scoreToolRepetition(parts.toolSpans, options.repetitionThreshold) : null
  const byName = new Map(parts.tools.map((tool) => [tool.name, tool]))
  const repeatedTools: JudgedToolRepetition[] = []
  for (const question of plan.tools) {
    const tool = byName.get(question.tool)!
    const probability = yes(question.id)
    if (probability < options.sameActionThreshold) continue
    repeatedTools.push({
      questionId: question.id,
      tool: tool.name,
      calls: tool.calls,
      spanIndices: tool.spanIndices,
      distinctArguments: tool.argumentSets.map((set) => set.arguments),
      probability,
      score: countScore(tool.calls, options.repetitionThreshold),
    })
  }
  let toolSignal: JudgedSignal | null = null
  if (exact !== null) {
    toolSignal = { score: exact.score, reason: exact.reason, source: 'exact' }
    const judged = mostSevere(repeatedTools)
    if (judged !== undefined && judged.score < exact.score) {
      toolSignal = {
        score: judged.score,
        reason: `Tool '${judged.tool}' called ${judged.calls} times; the judge reads the calls as one action under different arguments (probability ${fixed(judged.probability)}).`,
        source: 'judge',
      }
    }
  }

  // Reasoning stagnation, judged, with the lexical check for undecided verdicts.
  const pairs: JudgedPair[] = plan.pairs.map((pair) => {
    const answer = yes(pair.id)
    const [i, j] = pair.steps
    return {
      questionId: pair.id,
      kind: pair.kind,
      steps: [i, j],
      spanIndices: [parts.steps[i]!.spanIndex, parts.steps[j]!.spanIndex],
      answer,
      probability: pair.kind === 'progress' ? 1 - answer : answer,
      texts: [outputText(parts.steps[i]!.output), outputText(parts.steps[j]!.output)],
    }
  })
  let worstPair: JudgedPair | null = null
  for (const pair of pairs) if (worstPair === null || pair.probability > worstPair.probability) worstPair = pair
  const stagnantPairs = pairs.filter((pair) => pair.probability >= options.mildThreshold).sort((a, b) => b.probability - a.probability)

  let uncertain = false
  let lexicalFallback: SemanticLoopResult['lexicalFallback'] = null
  let lexicalEvidence: SemanticLoopResult['evidence']['lexicalStagnation'] = null
  let reasoningSignal: JudgedSignal | null = null
  if (options.checkReasoningStagnation) {
    if (worstPair === null) {
      reasoningSignal = { score: 1.0, reason: 'Not enough reasoning steps to judge stagnation.', source: 'judge' }
    } else {
      const p = worstPair.probability
      const judgedScore = p >= options.severeThreshold ? 0.0 : p >= options.mildThreshold ? 0.5 : 1.0
      reasoningSignal = { score: judgedScore, reason: pairReason(worstPair, judgedScore), source: 'judge' }
      uncertain = judgedScore === 1.0 && p >= options.uncertainLow && p < options.uncertainHigh
      if (uncertain && options.fallbackToLexicalWhenUncertain) {
        const lexical = scoreReasoningStagnation(parts.llmSpans, options.similarityThreshold)
        lexicalFallback = { score: lexical.score, reason: lexical.reason }
        lexicalEvidence = lexical
        const undecided = `The judge is undecided on steps ${worstPair.steps[0]} and ${worstPair.steps[1]} (stagnation probability ${fixed(p)})`
        reasoningSignal =
          lexical.score < judgedScore
            ? { score: lexical.score, reason: `${undecided}; lexical check: ${lexical.reason}`, source: 'lexical' }
            : { score: judgedScore, reason: `${undecided}; the lexical check found no stagnation either.`, source: 'judge' }
      }
    }
  }

  const cycles = options.checkCallGraphCycles ? scoreCallGraphCycles(root) : null
  const cycleSignal: JudgedSignal | null = cycles === null ? null : { score: cycles.score, reason: cycles.reason, source: 'deterministic' }

  const breakdown = {
    toolRepetition: toolSignal?.score ?? 1.0,
    reasoningStagnation: reasoningSignal?.score ?? 1.0,
    callGraphCycles: cycleSignal?.score ?? 1.0,
  }
  const score = combineScores(options, breakdown)
  return {
    score,
    success: score >= options.threshold,
    threshold: options.threshold,
    reason: combinedReason(score, [toolSignal, reasoningSignal, cycleSignal]),
    breakdown,
    uncertain,
    pairs,
    stagnantPairs,
    worstPair,
    repeatedTools,
    overall: overallOf(answers[STAGNATION_QUESTION_ID]),
    lexicalFallback,
    signals: { toolRepetition: toolSignal, reasoningStagnation: reasoningSignal, callGraphCycles: cycleSignal },
    evidence: { exactToolRepetition: exact, lexicalStagnation: lexicalEvidence, callGraphCycles: cycles },
  }
}

/** The exact check's scale applied to a call count: 0.5 at the threshold, 0.0 at twice it. */
function countScore(calls: number, repetitionThreshold: number): number {
  if (calls >= repetitionThreshold * 2) return 0.0
  if (calls >= repetitionThreshold) return 0.5
  return 1.0
}

function mostSevere(tools: readonly JudgedToolRepetition[]): JudgedToolRepetition | undefined {
  let best: JudgedToolRepetition | undefined
  for (const tool of tools) {
    if (best === undefined || tool.score < best.score || (tool.score === best.score && tool.calls > best.calls)) best = tool
  }
  return best
}

function pairReason(pair: JudgedPair, score: number): string {
  const [i, j] = pair.steps
  const p = fixed(pair.probability)
  if (score === 1.0) return `The judge found progress between every pair of steps it was asked about (worst: steps ${i} and ${j}, stagnation probability ${p}).`
  const hedge = score === 0.0 ? '' : 'probably '
  return pair.kind === 'progress'
    ? `Judge: step ${j} ${hedge}made no progress beyond step ${i} (stagnation probability ${p}).`
    : `Judge: step ${j} ${hedge}repeats step ${i} (probability ${p}).`
}

function combinedReason(score: number, signals: ReadonlyArray<JudgedSignal | null>): string {
  if (score === 1.0) return 'No loop patterns detected.'
  const reasons = signals.filter((s): s is JudgedSignal => s !== null && s.score < 1.0 && s.reason !== '').map((s) => s.reason)
  return reasons.length > 0 ? reasons.join(' ') : 'Loops detected but no explicit reason provided.'
}

function overallOf(answer: JudgeAnswer | undefined): OverallStagnation | null {
  if (answer === undefined || answer.type !== 'score') return null
  const nearest = Math.min(STAGNATION_LEVELS.length - 1, Math.max(0, Math.round(answer.score)))
  return { level: answer.score, label: STAGNATION_LEVELS[nearest]! }
}

function outputText(output: unknown): string {
  if (output === undefined || output === null) return ''
  return typeof output === 'string' ? output : stableJson(toJsonSafe(output))
}

function fixed(p: number): string {
  return p.toFixed(2)
}
