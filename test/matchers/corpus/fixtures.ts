// Traces and loop results the matcher corpus asserts on. Real ones come
// from the seed benchmark (test/fixtures/shared, copied from ../shared/bench), the rest are built here, small
// enough to read, each isolating one thing a failure message must show.

import { readSharedJsonl } from '../../support/shared.js'

interface Span {
  type: string
  name: string
  input?: unknown
  output?: unknown
  children: Span[]
}

interface BenchmarkRow {
  trace_id: string
  family: string
  goal: string
  root: Span
}

/**
 * The detector the pinned messages come from. The default detector (read at
 * call time, see DEFAULT_DETECTOR) changes as loopcheck improves; the deepeval
 * port is exact and stable, so its messages can be pinned.
 */
export const deepeval = { detector: 'deepeval' } as const

const rows = readSharedJsonl<BenchmarkRow>('bench/semloop-dataset.jsonl')

function row(family: string): BenchmarkRow {
  const found = rows.find((candidate) => candidate.family === family)
  if (found === undefined) throw new Error(`no ${family} row in the benchmark`)
  return found
}

/** Six identical `run_tests` calls and two identical reasoning steps. */
export const identicalToolLoop = row('identical_tool_loop')
/** Real progress: every step does something new. */
export const progress = row('progress')
/** Progress over five files described in the same sentence shape (lexical stagnation, score 0.65). */
export const templateProgress = row('template_progress')
/** The same grep retried with cosmetic changes to its arguments: no two calls identical. */
export const cosmeticArgsLoop = row('cosmetic_args_loop')
/** A fixed preamble in front of real updates (a mild stagnation warning). */
export const boilerplateProgress = row('boilerplate_progress')

const tool = (name: string, input: unknown, output: unknown = 'ok'): Span => ({ type: 'tool', name, input, output, children: [] })
const llm = (output: string): Span => ({ type: 'llm', name: 'reason', input: '', output, children: [] })
const agent = (name: string, input: string, children: Span[]): Span => ({ type: 'agent', name, input, output: '', children })

/** A planner that delegates to itself with the same task. */
export const recursiveTrace = agent('root', 'Book a trip to Lisbon', [
  agent('planner', 'plan the trip', [tool('delegate', { to: 'planner' }, 'delegated'), agent('planner', 'plan the trip', [])]),
])

/** A search repeated three times, plus two retries that change one field and a different search. */
export const nearMissTrace = agent('root', 'Find flights', [
  tool('search', { query: 'flights to Lisbon', page: 1 }),
  tool('search', { query: 'flights to Lisbon', page: 1 }),
  tool('search', { query: 'flights to Lisbon', page: 1 }),
  tool('search', { query: 'flights to Lisbon', page: 2 }),
  tool('search', { page: 2, query: 'flights to Lisbon' }),
  tool('search', { query: 'hotels in Porto' }),
])

/** A trace whose tool name, arguments and reasoning carry terminal escapes and bidi controls. */
export const hostileTrace = agent('root', 'Read the logs', [
  tool('cat\u001b[2J', { path: 'log\u001b[31m.txt\u202e' }),
  tool('cat\u001b[2J', { path: 'log\u001b[31m.txt\u202e' }),
  tool('cat\u001b[2J', { path: 'log\u001b[31m.txt\u202e' }),
])

const words = (count: number, from = 0): string => Array.from({ length: count }, (_, i) => `word${from + i}`).join(' ')

/** Forty identical calls with a very long argument: positions and argument text are capped. */
export const longTrace = agent('root', 'Poll the job', [...Array.from({ length: 40 }, () => tool('poll_job', { id: 'job-42', note: 'x'.repeat(900) }))])

/** Two long reasoning steps differing in many scattered words: the word diff is capped. */
export const longStagnationTrace = agent('root', 'Summarise', [
  llm(`${words(700)} common ending`),
  llm(
    `${words(700)
      .split(' ')
      .map((word, i) => (i % 37 === 5 ? `changed${i}` : word))
      .join(' ')} common ending`,
  ),
])

/** A recursion thirty levels deep: the path drawing elides the middle. */
export const deepRecursionTrace = (() => {
  let node = agent('worker', 'step', [])
  const top = node
  for (let depth = 0; depth < 30; depth++) {
    const child = agent(`level${depth}`, `depth ${depth}`, [])
    node.children.push(child)
    node = child
  }
  node.children.push(agent('worker', 'step', []))
  return agent('root', 'Deep work', [top])
})()

/** A loop that plateaued below its threshold while a doom-loop guard fired. */
export const stuckLoop = { score_history: [5, 6, 6.2, 6.25, 6.3], threshold: 8, mode: 'optimize', total_duration_seconds: 12.5 }
export const stuckLoopGuardEvents = [
  { type: 'tool_call', is_loop: false },
  { loop_type: 'repeated_action', tool: 'search' },
]

/** A loop that converged at iteration 2 and ran three more iterations. */
export const wastefulLoop = { score_history: [6, 8.5, 8.7, 8.6, 8.8], threshold: 8 }

/** A healthy loop: converged on its last iteration. */
export const healthyLoop = { score_history: [4, 6.5, 8.2], threshold: 8, total_duration_seconds: 3.2 }

/** Converged, then fell back below the threshold (an anomaly the reference cannot see). */
export const regressingLoop = { score_history: [6, 8.5, 7.1], threshold: 8, mode: 'review', success: true }
