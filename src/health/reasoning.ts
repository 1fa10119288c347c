/** The counts the reference's reasoning sentence is built from. */
export interface HealthReasoningInput {
  converged: boolean
  iterationsToSuccess: number
  numIterations: number
  wastedIterations: number
  doomLoopFired: boolean
  guardInterventions: number
}

/**
 * The reference's one-line explanation of a loop-health verdict, word for
 * word (the parity fixtures compare it exactly).
 *
 * @example
 * buildHealthReasoning({ converged: true, iterationsToSuccess: 1, numIterations: 4,
 *   wastedIterations: 3, doomLoopFired: false, guardInterventions: 0 })
 * // 'Converged in 1 iteration(s). 3 wasted iteration(s) after threshold.'
 */
export function buildHealthReasoning(input: HealthReasoningInput): string {
  const parts = [input.converged ? `Converged in ${input.iterationsToSuccess} iteration(s).` : `Did not converge after ${input.numIterations} iteration(s).`]
  if (input.wastedIterations) parts.push(`${input.wastedIterations} wasted iteration(s) after threshold.`)
  if (input.doomLoopFired) parts.push('Doom-loop guard fired.')
  if (input.guardInterventions) parts.push(`${input.guardInterventions} guard intervention(s).`)
  return parts.join(' ')
}
