/**
 * One of the reference's three sub-signals: its score (1.0, 0.5 or 0.0),
 * the reason text the reference would give, and the evidence behind it.
 */
export interface SubSignal<Evidence> {
  score: number
  reason: string
  evidence: Evidence | null
  /** How many items the signal actually compared (stagnation: step pairs that met the 20-word floor). */
  compared?: number
}
