import { compareWithBaseline, removedTraces, uniqueKeys, type Baseline, type BaselineEntry, type Comparison } from '../baseline/baseline.js'
import { redactSecrets } from '../../util/secrets.js'
import { traceKey, traceLocation } from '../score/identity.js'
import type { TraceResult } from '../score/types.js'
import { gateOf, type CheckedTrace } from './checked.js'

/**
 * Turns each result into a {@link CheckedTrace}: its key (redacted once,
 * here, since keys reach baselines and every report), its comparison with
 * the baseline, and the entry it gets in an updated baseline. Without a
 * baseline it holds nothing; with one, a key per trace (the baseline is in
 * memory anyway).
 *
 * @example
 * const tracker = new BaselineTracker(baseline, { tolerance: 0, update: false })
 * const checked = tracker.check(result)
 * tracker.removed() // baseline keys this run did not see
 */
export class BaselineTracker {
  private readonly unique = uniqueKeys()
  private readonly seen = new Set<string>()
  private readonly entries: Record<string, BaselineEntry> = Object.create(null) as Record<string, BaselineEntry>
  /** Traces whose key repeated an earlier trace's and was told apart by location. */
  duplicateKeys = 0

  constructor(
    private readonly baseline: Baseline | null,
    private readonly options: { tolerance: number; update: boolean },
  ) {}

  /** Names, compares and records one result. */
  check(result: TraceResult): CheckedTrace {
    const location = traceLocation(result)
    let key = redactSecrets(traceKey(result))
    let comparison: Comparison | null = null
    if (this.baseline !== null) {
      const uniqueKey = this.unique(key, location)
      if (uniqueKey !== key) this.duplicateKeys++
      key = uniqueKey
      this.seen.add(key)
      if (result.verdict !== 'error') {
        const current = { verdict: result.verdict, score: result.score ?? 0 }
        comparison = compareWithBaseline(this.baseline.traces[key], { ...current, wastedTokens: result.wastedTokens }, this.options.tolerance)
        if (this.options.update) {
          const findings = [...new Set(result.findings.map((finding) => finding.kind))]
          this.entries[key] = { ...current, findings, ...(result.wastedTokens !== null ? { wastedTokens: result.wastedTokens } : {}) }
        }
      }
    }
    return { result, key, location, comparison, gate: gateOf(result, comparison, this.baseline !== null) }
  }

  /** The baseline's traces this run did not see, sorted. */
  removed(): string[] {
    return this.baseline === null ? [] : removedTraces(this.baseline, this.seen)
  }

  /** The baseline this run would write (`--update-baseline`). */
  updated(detector: string, options: Record<string, unknown>): Baseline {
    return { version: 1, detector, options, traces: this.entries }
  }
}
