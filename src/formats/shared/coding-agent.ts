import type { NormalizedTrace } from '../../trace/span.js'
import { isObjectLike } from './objects.js'

/**
 * Helpers shared by the coding-agent trajectory readers (SWE-agent,
 * mini-swe-agent, OpenHands): what their shell tools record, and how their
 * runs end.
 */

/**
 * The usage a LiteLLM response records, read without double counting:
 * LiteLLM's `prompt_tokens` already includes cached prompt tokens, and it
 * copies Anthropic's `cache_creation_input_tokens` / `cache_read_input_tokens`
 * beside it, which `readTokenUsage` would add again. Other shapes pass through.
 *
 * @example
 * litellmUsage({ prompt_tokens: 4646, completion_tokens: 177, total_tokens: 4823, cache_read_input_tokens: 3482 })
 * // { prompt_tokens: 4646, completion_tokens: 177, total_tokens: 4823 }
 */
export function litellmUsage(usage: unknown): unknown {
  if (!isObjectLike(usage) || typeof usage.prompt_tokens !== 'number') return usage
  const { prompt_tokens, completion_tokens, total_tokens } = usage
  return { prompt_tokens, completion_tokens, total_tokens }
}

/**
 * The error of a command that exited with `code`: its output when it printed
 * anything, else `exit code N`; `undefined` for exit code 0 or no code.
 *
 * @example
 * exitCodeError('ModuleNotFoundError: foo', 1) // 'ModuleNotFoundError: foo'
 * exitCodeError('', 2)                         // 'exit code 2'
 * exitCodeError('ok', 0)                       // undefined
 */
export function exitCodeError(output: unknown, code: number | undefined): unknown {
  if (code === undefined || code === 0) return undefined
  return typeof output === 'string' && output.trim() === '' ? `exit code ${code}` : output
}

/**
 * The tool a command line runs when nothing else names it: its first word
 * (`python reproduce.py` → `python`, `find_file x.py` → `find_file`).
 *
 * @example
 * firstWord('  edit 4:4\nreturn a / b\nend_of_edit') // 'edit'
 */
export function firstWord(command: string): string {
  const match = /^\s*(\S+)/.exec(command)
  return match === null ? 'unknown' : match[1]!
}

/**
 * Names a built trajectory's root after the agent and sets its output to
 * what the run submitted (a patch, a final message), when it recorded one;
 * otherwise the builder's last model text stays.
 *
 * @example
 * finishRoot(log.build({ exitStatus: 'submitted' }), 'swe-agent', info.submission)
 */
export function finishRoot(trace: NormalizedTrace, name: string, output: unknown): NormalizedTrace {
  const root = trace.root
  if (root === null) return trace
  root.name = name
  if (typeof output === 'string' && output.trim() !== '') {
    root.output = output
  }
  return trace
}
