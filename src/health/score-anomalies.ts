import type {
  NonFiniteScoreAnomaly,
  OscillationAnomaly,
  OscillationOptions,
  PlateauAnomaly,
  PlateauOptions,
  RegressionAnomaly,
  RegressionOptions,
} from './anomaly-types.js'
import { listRanges } from '../util/text.js'
import { formatScore } from './score-format.js'

/** A score history as the detectors read it: `null` for a missing score. */
export type ScoreHistory = ReadonlyArray<number | null>

function isFiniteScore(score: number | null | undefined): score is number {
  return typeof score === 'number' && Number.isFinite(score)
}

function iterationRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i + 1)
}

/**
 * Finds `null`, `NaN` and infinite scores, which the reference would crash on
 * or silently mis-compare.
 *
 * @example
 * detectNonFiniteScores([7, null, NaN])?.evidence.iterations // [2, 3]
 */
export function detectNonFiniteScores(scores: ScoreHistory): NonFiniteScoreAnomaly | null {
  const iterations: number[] = []
  const bad: Array<number | null> = []
  scores.forEach((score, i) => {
    if (!isFiniteScore(score)) {
      iterations.push(i + 1)
      bad.push(score)
    }
  })
  if (iterations.length === 0) return null
  const listed = iterations.map((it, i) => `iteration ${it} (${formatScore(bad[i]!)})`).join(', ')
  return {
    code: 'non_finite_score',
    message: `${iterations.length} score(s) are not finite numbers: ${listed}.`,
    evidence: { iterations, scores: bad },
  }
}

/**
 * Finds a loop stuck below its threshold: over the last `window` iterations
 * the best score rose no more than `minImprovement` above the score just
 * before them, and none of them reached the threshold. Windows holding a
 * non-finite score are left to {@link detectNonFiniteScores}.
 *
 * @example
 * detectPlateau([6, 6.5, 6.5, 6.5, 6.5], 8, { window: 3, minImprovement: 0.1 })?.evidence.iterations // [3, 4, 5]
 */
export function detectPlateau(scores: ScoreHistory, threshold: number, options: Required<PlateauOptions>): PlateauAnomaly | null {
  const { window, minImprovement } = options
  const n = scores.length
  if (n < window + 1) return null
  const baselineIndex = n - window - 1
  const baselineScore = scores[baselineIndex]
  const windowScores = scores.slice(baselineIndex + 1)
  if (!isFiniteScore(baselineScore) || !windowScores.every(isFiniteScore)) return null
  const bestScoreInWindow = Math.max(...(windowScores as number[]))
  if (bestScoreInWindow >= threshold) return null
  if (bestScoreInWindow - baselineScore > minImprovement) return null
  const iterations = iterationRange(baselineIndex + 1, n - 1)
  return {
    code: 'plateau',
    message:
      `No meaningful improvement over the last ${window} iterations (${listRanges(iterations)}): ` +
      `best ${formatScore(bestScoreInWindow)} against ${formatScore(baselineScore)} at iteration ${baselineIndex + 1}, ` +
      `below the threshold ${formatScore(threshold)}.`,
    evidence: {
      iterations,
      scores: [...windowScores],
      window,
      minImprovement,
      baselineIteration: baselineIndex + 1,
      baselineScore,
      bestScoreInWindow,
      threshold,
    },
  }
}

interface AlternatingRun {
  /** Index of the score where the run starts. */
  start: number
  /** Index of the score where its last significant move ends. */
  end: number
  direction: 1 | -1
  reversals: number
}

/**
 * Finds scores alternating up and down: the longest run of significant
 * moves (larger than `minDelta`) that each go the other way from the one
 * before, with at least `minReversals` changes of direction. Small moves
 * inside a run are ignored; a non-finite score ends it. A loop whose final
 * score reached the threshold is not reported: it settled.
 *
 * @example
 * detectOscillation([5, 7, 5, 7, 5], 8, { minReversals: 3, minDelta: 0.1 })?.evidence.reversals // 3
 */
export function detectOscillation(scores: ScoreHistory, threshold: number, options: Required<OscillationOptions>): OscillationAnomaly | null {
  const { minReversals, minDelta } = options
  const last = scores[scores.length - 1]
  if (isFiniteScore(last) && last >= threshold) return null

  let best: AlternatingRun | null = null
  let run: AlternatingRun | null = null
  const close = (): void => {
    if (run !== null && (best === null || run.reversals >= best.reversals)) best = run
    run = null
  }
  for (let i = 1; i < scores.length; i++) {
    const before = scores[i - 1]
    const after = scores[i]
    if (!isFiniteScore(before) || !isFiniteScore(after)) {
      close()
      continue
    }
    const delta = after - before
    if (Math.abs(delta) <= minDelta) continue
    const direction = delta > 0 ? 1 : -1
    if (run === null) {
      run = { start: i - 1, end: i, direction, reversals: 0 }
    } else if (direction !== run.direction) {
      run.reversals++
      run.direction = direction
      run.end = i
    } else {
      close()
      run = { start: i - 1, end: i, direction, reversals: 0 }
    }
  }
  close()

  const found = best as AlternatingRun | null
  if (found === null || found.reversals < minReversals) return null
  const iterations = iterationRange(found.start, found.end)
  const runScores = scores.slice(found.start, found.end + 1)
  return {
    code: 'oscillation',
    message:
      `Scores alternated up and down ${found.reversals} times over iterations ${listRanges(iterations)} ` +
      `(${runScores.map(formatScore).join(', ')}) without settling at the threshold ${formatScore(threshold)}.`,
    evidence: { iterations, scores: [...runScores], reversals: found.reversals, minReversals, minDelta, threshold },
  }
}

/**
 * Finds a loop that reached its threshold and later fell below it (by more
 * than `tolerance`), which the reference's "converged" hides in optimize
 * mode and review mode alike.
 *
 * @example
 * detectRegression([6, 8.5, 7], 8, { tolerance: 0 })?.evidence // { convergedAt: 2, iterations: [3], ... }
 */
export function detectRegression(scores: ScoreHistory, threshold: number, options: Required<RegressionOptions>): RegressionAnomaly | null {
  const { tolerance } = options
  const reached = scores.findIndex((s) => s !== null && s >= threshold)
  if (reached === -1) return null
  const iterations: number[] = []
  const fallen: Array<number | null> = []
  for (let i = reached + 1; i < scores.length; i++) {
    const score = scores[i]
    if (score !== null && score !== undefined && score < threshold - tolerance) {
      iterations.push(i + 1)
      fallen.push(score)
    }
  }
  if (iterations.length === 0) return null
  const last = scores[scores.length - 1]
  const recovered = last !== null && last !== undefined && last >= threshold
  const ending = recovered
    ? 'it was back at the threshold by the end.'
    : last === null || last === undefined || Number.isNaN(last)
      ? 'its final score is missing.'
      : 'it ended below the threshold.'
  const convergedScore = scores[reached]!
  return {
    code: 'regression_after_convergence',
    message:
      `Reached the threshold ${formatScore(threshold)} at iteration ${reached + 1} (${formatScore(convergedScore)}), ` +
      `then fell below it at iteration(s) ${listRanges(iterations)} (${fallen.map(formatScore).join(', ')}); ` +
      ending,
    evidence: { iterations, scores: fallen, convergedAt: reached + 1, convergedScore, threshold, tolerance, recovered },
  }
}
