import { compareStrings } from '../util/text.js'

// Each finding kind in words: one title per kind, used by every output
// (matcher messages, the CLI's pretty, Markdown, JUnit, GitHub and HTML
// reports), its plural for counts, and what it means for an agent.

/**
 * Each known finding kind: its title, the title's plural and what it means.
 *
 * @example
 * FINDING_KINDS['no-progress-repeat'].title // 'repeat without progress'
 */
export const FINDING_KINDS: Readonly<Record<string, { title: string; plural: string; meaning: string }>> = {
  // The deepeval port's kinds (and the judge's).
  'repeated-tool-call': {
    title: 'repeated tool call',
    plural: 'repeated tool calls',
    meaning: 'the agent called the same tool with the same arguments again and again, instead of acting on the result',
  },
  'reasoning-stagnation': {
    title: 'stagnating reasoning',
    plural: 'stagnating reasoning',
    meaning: 'consecutive reasoning steps say nearly the same thing: the agent is thinking in circles',
  },
  'call-graph-cycle': {
    title: 'call-graph cycle',
    plural: 'call-graph cycles',
    meaning: 'a span reappears on its own ancestry path: the agent delegated back to itself',
  },
  // The progress detector's kinds: loops judged by whether actions got anywhere.
  'no-progress-repeat': {
    title: 'repeat without progress',
    plural: 'repeats without progress',
    meaning: 'the same call kept returning a result the agent had already seen',
  },
  'periodic-cycle': {
    title: 'cycle of calls',
    plural: 'cycles of calls',
    meaning: 'a few calls repeat in the same order (A-B-A-B) and none brings a new result',
  },
  'argument-churn': {
    title: 'argument churn',
    plural: 'argument churn',
    meaning: 'the agent keeps changing a call’s arguments, and the result never changes',
  },
  'repeated-error': {
    title: 'repeated error',
    plural: 'repeated errors',
    meaning: 'the same error again and again, whatever the agent tries',
  },
  'resource-flip': {
    title: 'resource flip-flop',
    plural: 'resource flip-flops',
    meaning: 'a file or record is written back and forth between states, undoing work',
  },
  'no-progress-run': {
    title: 'run without progress',
    plural: 'runs without progress',
    meaning: 'a stretch of calls brought nothing new',
  },
  'stalled-reasoning': {
    title: 'stalled reasoning',
    plural: 'stalled reasoning',
    meaning: 'however the steps are worded, the actions they led to got nowhere',
  },
  'repeated-reasoning': {
    title: 'repeated reasoning',
    plural: 'repeated reasoning',
    meaning: 'reasoning steps say the same thing again with no new outcome in between',
  },
  chanting: {
    title: 'chanting',
    plural: 'chanting',
    meaning: 'one model output repeats the same phrase over and over',
  },
  'recursive-call': {
    title: 'recursive call',
    plural: 'recursive calls',
    meaning: 'a span re-enters itself with the same input: the agent delegated back to itself',
  },
  'agent-ping-pong': {
    title: 'agent ping-pong',
    plural: 'agent ping-pong',
    meaning: 'agents hand the work back and forth and no round brings anything new',
  },
}

/**
 * A finding kind in words; a kind this version does not know (a newer
 * detector's) reads as its name with spaces. Not escaped: callers escape
 * for their medium.
 *
 * @example
 * kindTitle('no-progress-repeat')         // 'repeat without progress'
 * kindTitle('no-progress-repeat', true)   // 'repeats without progress'
 * kindTitle('tool-storm')                 // 'tool storm'
 */
export function kindTitle(kind: string, plural = false): string {
  const known = Object.hasOwn(FINDING_KINDS, kind) ? FINDING_KINDS[kind] : undefined
  if (known === undefined) return kind.replace(/-/g, ' ')
  return plural ? known.plural : known.title
}

/**
 * The three signals in words, in report order.
 *
 * @example
 * SIGNAL_LABELS.callGraphCycles // 'call-graph cycles'
 */
export const SIGNAL_LABELS = {
  toolRepetition: 'tool repetition',
  reasoningStagnation: 'reasoning stagnation',
  callGraphCycles: 'call-graph cycles',
} as const

const KIND_ORDER = Object.keys(FINDING_KINDS)

/**
 * Sorts finding kinds for display: the kinds this version knows in the
 * order of {@link FINDING_KINDS} (the deepeval port's first), then any other
 * kind alphabetically.
 *
 * @example
 * sortKinds(['call-graph-cycle', 'repeated-tool-call']) // ['repeated-tool-call', 'call-graph-cycle']
 */
export function sortKinds(kinds: Iterable<string>): string[] {
  const rank = (kind: string): number => {
    const i = KIND_ORDER.indexOf(kind)
    return i === -1 ? KIND_ORDER.length : i
  }
  return [...kinds].sort((a, b) => rank(a) - rank(b) || compareStrings(a, b))
}
