// The `progress` detector: the analysis turned into a LoopReport with the
// same three signals every matcher and report reads.

import type { LoopDetector } from '../report/detector.js'
import type { LoopFinding, UnpricedLoopReport, SignalName, SignalReport } from '../report/types.js'
import type { NormalizedTrace } from '../trace/span.js'
import { analyzeProgress, type ProgressAnalysis } from './analyze.js'
import { resolveProgressSettings, type ProgressDetectOptions, type ProgressSettings } from './options.js'
import { signalScore, wasteOf, worstLevel, type SignalWaste } from './score.js'

const DETECTOR = 'progress'
/** Findings listed per signal; the score counts them all. */
const FINDING_LIMIT = 50

/**
 * Scores a normalized trace by progress. The verdict fails on any confirmed
 * loop (a critical finding) and whenever the combined score, the lowest
 * enabled signal, is below `threshold`.
 *
 * @example
 * import { normalizeTrace } from 'loopcheck'
 *
 * const report = detectProgress(normalizeTrace(row))
 * report.success               // false
 * report.findings[0]?.kind     // 'argument-churn'
 * report.breakdown             // { toolRepetition: 0.25, reasoningStagnation: 0.2, callGraphCycles: 1 }
 */
export function detectProgress(trace: NormalizedTrace, options: ProgressDetectOptions = {}): UnpricedLoopReport {
  const settings = resolveProgressSettings(options)
  if (trace.root === null) return noTraceReport(settings)
  const analysis = analyzeProgress(trace.root, settings)
  return buildReport(trace, analysis, settings)
}

/**
 * The `progress` detector for `detectLoops`, `DETECTORS` and the CLI.
 *
 * @example
 * detectLoops(trace, { detector: 'progress' }).detector // 'progress'
 */
export const progressDetector: LoopDetector = {
  name: DETECTOR,
  description:
    'progress-aware: repeated calls that bring no new result, cycles, churn, flips, stalled reasoning, recursion and agent ping-pong (deterministic, no model)',
  detect: (trace, options) => detectProgress(trace, options as ProgressDetectOptions),
}

interface SignalOutcome {
  readonly findings: LoopFinding[]
  readonly waste: SignalWaste
  /** Why the signal's clean score is not a clean bill of health, when it is not. */
  readonly insufficient: string | null
}

function buildReport(trace: NormalizedTrace, analysis: ProgressAnalysis, settings: ProgressSettings): UnpricedLoopReport {
  const gaps = trace.gaps ?? {}
  const outcomes: Record<SignalName, SignalOutcome> = {
    toolRepetition: {
      findings: analysis.actions.findings,
      waste: wasteOf(analysis.actions.findings),
      insufficient: gaps.toolRepetition ?? null,
    },
    reasoningStagnation: {
      findings: analysis.reasoning.findings,
      waste: { critical: analysis.reasoning.criticalSteps, warning: analysis.reasoning.warningSteps },
      insufficient: gaps.reasoningStagnation ?? (analysis.timeline.texts.length === 0 ? 'no model step recorded any text, so no reasoning was judged' : null),
    },
    callGraphCycles: {
      findings: [...analysis.recursions, ...analysis.agents.findings],
      waste: wasteOf([...analysis.recursions, ...analysis.agents.findings]),
      insufficient: gaps.callGraphCycles ?? null,
    },
  }
  const enabled: Record<SignalName, boolean> = {
    toolRepetition: settings.checkToolRepetition,
    reasoningStagnation: settings.checkReasoningStagnation,
    callGraphCycles: settings.checkCallGraphCycles,
  }
  const signals = {} as Record<SignalName, SignalReport>
  const breakdown = { toolRepetition: 1, reasoningStagnation: 1, callGraphCycles: 1 }
  const findings: LoopFinding[] = []
  const reasons: string[] = []
  let score = 1
  let critical = false
  for (const name of ['toolRepetition', 'reasoningStagnation', 'callGraphCycles'] as const) {
    const outcome = outcomes[name]
    if (!enabled[name]) {
      signals[name] = { status: 'skipped', score: 1, reason: `${LABELS[name]} check skipped.` }
      continue
    }
    const sub = signalScore(outcome.waste, settings.repetitionThreshold)
    breakdown[name] = sub
    score = Math.min(score, sub)
    const listed = outcome.findings.slice(0, FINDING_LIMIT)
    findings.push(...listed)
    const level = worstLevel(outcome.findings)
    if (level === 'critical') critical = true
    const reason = signalReason(name, outcome, listed.length)
    if (outcome.findings.length > 0) {
      signals[name] = { status: 'loop', score: sub, reason }
      reasons.push(reason)
    } else if (outcome.insufficient !== null) {
      signals[name] = { status: 'insufficient-data', score: sub, reason, note: outcome.insufficient }
    } else {
      signals[name] = { status: 'clean', score: sub, reason }
    }
  }
  const success = !critical && score >= settings.threshold
  const finalScore = settings.strictMode ? (success ? 1 : 0) : score
  const reason =
    reasons.length === 0
      ? 'No loop: every repeated action brought a new result, no reasoning step repeated another without progress, and no span re-entered itself.'
      : `${success ? 'Warnings, no confirmed loop' : 'Loop detected'}: ${reasons.join(' ')}`
  return {
    version: 1,
    detector: DETECTOR,
    score: finalScore,
    success,
    threshold: settings.threshold,
    loopDetected: critical,
    reason,
    breakdown,
    signals,
    findings,
  }
}

const LABELS: Record<SignalName, string> = {
  toolRepetition: 'Tool repetition',
  reasoningStagnation: 'Reasoning stagnation',
  callGraphCycles: 'Call graph cycles',
}

function signalReason(name: SignalName, outcome: SignalOutcome, listed: number): string {
  const { findings } = outcome
  if (findings.length === 0) {
    if (name === 'toolRepetition') return 'Every repeated call brought a new result or was followed by one.'
    if (name === 'reasoningStagnation') return 'No reasoning step repeated an earlier one without progress in between.'
    return 'No span re-entered itself and no agents handed work back and forth without progress.'
  }
  const first = findings[0]!.message
  const more =
    findings.length > 1
      ? ` (${findings.length - 1} more finding${findings.length > 2 ? 's' : ''}${listed < findings.length ? `, ${findings.length - listed} not listed` : ''})`
      : ''
  return `${LABELS[name]}: ${first}${more}`
}

function noTraceReport(settings: ProgressSettings): UnpricedLoopReport {
  const signal = (name: SignalName): SignalReport =>
    ({ toolRepetition: settings.checkToolRepetition, reasoningStagnation: settings.checkReasoningStagnation, callGraphCycles: settings.checkCallGraphCycles })[
      name
    ]
      ? { status: 'insufficient-data', score: 1, reason: 'No trace to score.', note: 'there was no trace to score' }
      : { status: 'skipped', score: 1, reason: `${LABELS[name]} check skipped.` }
  return {
    version: 1,
    detector: DETECTOR,
    score: 0,
    success: false,
    threshold: settings.threshold,
    loopDetected: false,
    reason: 'No trace was recorded, so the run cannot be judged.',
    breakdown: { toolRepetition: 1, reasoningStagnation: 1, callGraphCycles: 1 },
    signals: { toolRepetition: signal('toolRepetition'), reasoningStagnation: signal('reasoningStagnation'), callGraphCycles: signal('callGraphCycles') },
    findings: [],
  }
}
