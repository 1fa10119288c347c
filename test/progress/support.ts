import { detectLoops } from '../../src/report/detect.js'
import type { ProgressDetectOptions } from '../../src/progress/options.js'
import type { LoopFinding, LoopReport } from '../../src/report/types.js'

/** A deepeval-style span dict, as the tests build traces. */
export interface Dict {
  type: string
  name: string
  input?: unknown
  output?: unknown
  error?: unknown
  children: Dict[]
}

export const llm = (text: string): Dict => ({ type: 'llm', name: 'reason', input: '', output: text, children: [] })
export const tool = (name: string, input: unknown, output: unknown): Dict => ({ type: 'tool', name, input, output, children: [] })
export const failing = (name: string, input: unknown, error: string): Dict => ({ type: 'tool', name, input, output: null, error, children: [] })
export const agent = (name: string, input: unknown, output: unknown, children: Dict[]): Dict => ({ type: 'agent', name, input, output, children })
export const root = (...children: Dict[]): Dict => agent('engineer', 'Fix the bug', '', children)
/** A root over a list too long to spread into arguments. */
export const rootOf = (children: Dict[]): Dict => agent('engineer', 'Fix the bug', '', children)

/** Scores a trace with the progress detector. */
export function progress(trace: Dict, options: ProgressDetectOptions = {}): LoopReport {
  return detectLoops(trace, { ...options, detector: 'progress' })
}

/** The kinds and levels of a report's findings, in order. */
export function kinds(report: LoopReport): Array<[string, string]> {
  return report.findings.map((f: LoopFinding) => [f.kind, f.level])
}

/** `count` copies of a list's items, in order. */
export function repeat<T>(count: number, make: (i: number) => T[]): T[] {
  return Array.from({ length: count }, (_, i) => make(i)).flat()
}
