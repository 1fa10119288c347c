// What a model step or a call says in words: a step's reasoning without the
// calls it writes out in text, whether a step says nothing but its calls, and
// the message a call sends (the longest free text of its arguments; a file's
// content or a shell command line is none). Read by the waste costs and the
// reasoning checks in analyze.ts.

import { countWords, type ActionObservation } from './action.js'
import { firstSpanAbove } from './progress-between.js'
import type { LedgerEvent } from './runs.js'
import { COMMAND_KEYS, shellCommand } from './shell.js'
import type { TextStep } from './timeline.js'
import { safeStringify } from '../util/json-safe.js'
import { isPlainRecord } from '../util/records.js'

/** Words of free text a call must re-send before one repeat of it is a loop on its own (deepeval's floor for a step). */
export const LONG_TEXT_WORDS = 20

/**
 * The model steps as reasoning, without the calls they render in text. A
 * turn that ends with its call written out (`Let me fix it: [tool_call]
 * edit({…})`, `Action: search[paris]`) reasons only in the words before the
 * call: the call's arguments are the call's, which its outcome judges (an
 * edit sent again with other code after a validation error is no repeated
 * thought). A turn that is nothing but its calls is left out.
 */
export function reasonedTexts(texts: readonly TextStep[], events: readonly LedgerEvent[]): readonly TextStep[] {
  let kept: TextStep[] | null = null
  for (let k = 0; k < texts.length; k++) {
    const step = texts[k]!
    const text = withoutCallSaid(step.text, events, step.spanIndex, texts[k + 1]?.spanIndex ?? Number.POSITIVE_INFINITY)
    if (text === step.text) kept?.push(step)
    else {
      kept ??= texts.slice(0, k)
      if (text !== null) kept.push({ ...step, text })
    }
  }
  return kept ?? texts
}

/**
 * A model step's text without the call it writes out at its end: from the
 * first place it names one of its calls followed by the call's brackets
 * (`edit(`, `search[`, OpenHands' `<function=edit>`, a JSON call's
 * `"name": "edit"`), when every word from there on is in that call's name or
 * arguments or the format's own words. `null` when nothing is left but the words that announce a
 * call; the text itself when it writes out no call.
 */
function withoutCallSaid(text: string, events: readonly LedgerEvent[], from: number, to: number): string | null {
  // A call is written out with its brackets: a step with none (most prose) writes out no call.
  if (!BRACKET.test(text)) return text
  const first = firstSpanAbove(events, from)
  if (first >= events.length || events[first]!.spanIndex >= to) return text
  let at = -1
  // A step writes out the calls it makes next: the first CALLS_READ of them are looked for (a step followed by
  // thousands of calls is not searched once per call).
  for (let p = first; p < events.length && p < first + CALLS_READ && events[p]!.spanIndex < to; p++) {
    const tool = events[p]!.action.tool
    // A tool recorded without a name is written out nowhere (and `indexOf('')` finds a place at every character, forever).
    if (tool === '') continue
    for (let i = text.indexOf(tool); i >= 0 && (at < 0 || i < at); i = text.indexOf(tool, i + 1)) {
      const next = text[i + tool.length]
      const opened =
        next === '(' ||
        next === '[' ||
        next === '{' ||
        (next === '>' && text.endsWith('<function=', i)) ||
        (next === '"' && NAMED_BEFORE.test(text.slice(Math.max(0, i - 12), i)))
      if (opened && !WORD_CHAR.test(i === 0 ? '' : text[i - 1]!)) {
        at = i
        break
      }
    }
  }
  if (at < 0 || text.length - at > CALL_WORDS_CHARS) return text
  const said = callWords(events, first, to)
  const rest = text.slice(at).toLowerCase()
  for (const match of rest.matchAll(WORD)) if (!said.has(match[0]) && !FORMAT_WORDS.has(match[0])) return text
  const before = text.slice(0, at)
  return ANNOUNCED_ONLY.test(before) ? null : before
}

const BRACKET = /[([{<"]/
// A call written out as JSON names its tool first (`{"name": "search", "arguments": …}`, Hermes' `<tool_call>`).
const NAMED_BEFORE = /"name"\s*:\s*"$/
// The words of the formats calls are written out in (OpenHands' `<function=edit><parameter=path>…</parameter>`,
// Hermes' `<tool_call>{"name": …, "arguments": …}`), which are no words of the call's own.
const FORMAT_WORDS = new Set(['tool_call', 'tool_calls', 'function', 'parameter', 'name', 'arguments'])
// What is left of a step when its call is taken out and it said nothing else: `[tool_call]`, `Action:`, spaces.
const ANNOUNCED_ONLY = /^[^\p{L}\p{N}_]*(?:(?:tool_call|action|call)\b[^\p{L}\p{N}_]*)*$/iu

/** Words of a model step read to tell whether it only says its calls. */
const CALL_TEXT_CHARS = 2_000
const WORD = /[\p{L}\p{N}_]+/gu

/**
 * Whether a model step's text only says the calls it made, as some
 * harnesses render a turn (`[tool_call] find_user({'zip': '94183'})`,
 * `Action: search[paris]`): it names one of the calls between it and the
 * next model step, and every word of it is a name or in the arguments of
 * those calls. Such a turn reasons nothing: the call it led to costs as a
 * bare call does.
 */
export function callsSaidInText(text: string, events: readonly LedgerEvent[], from: number, to: number): boolean {
  if (text.length > CALL_TEXT_CHARS) return false
  const first = firstSpanAbove(events, from)
  // A call said in text starts with its name (`[tool_call] find_user(…)`, `Action: search[paris]`): a step
  // that starts otherwise is read no further.
  const opening = OPENING_WORD.exec(text)?.[1]?.toLowerCase()
  if (opening === undefined) return false
  let opens = false
  for (let p = first; p < events.length && events[p]!.spanIndex < to && !opens; p++) opens = events[p]!.action.tool.toLowerCase() === opening
  if (!opens) return false
  const said = callWords(events, first, to)
  const tools = new Set<string>()
  for (let p = first; p < events.length && events[p]!.spanIndex < to; p++) tools.add(events[p]!.action.tool.toLowerCase())
  // The tool named: a message that is also what a call sends ("Results are posted.") is said, not a call.
  let named = false
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0]
    if (word === 'tool_call' || word === 'action' || word === 'call') continue
    if (!said.has(word)) return false
    if (tools.has(word)) named = true
  }
  return named
}

/** Calls after a step looked for in its text. */
const CALLS_READ = 32
/** Characters of the calls' arguments read for their words (a file written whole is read no further). */
const CALL_WORDS_CHARS = 64_000

/**
 * The words (lower case) of the names and arguments of the calls from
 * position `first` up to span `to`: what a step that writes them out may
 * say. Linear in the arguments read, at most CALL_WORDS_CHARS of them.
 */
function callWords(events: readonly LedgerEvent[], first: number, to: number): Set<string> {
  const words = new Set<string>()
  let budget = CALL_WORDS_CHARS
  const add = (text: string): void => {
    const read = text.slice(0, Math.max(0, budget))
    budget -= read.length
    for (const match of read.toLowerCase().matchAll(WORD)) words.add(match[0])
  }
  for (let p = first; p < events.length && events[p]!.spanIndex < to && budget > 0; p++) {
    const { tool, args } = events[p]!.action
    add(tool)
    if (typeof args === 'string') {
      add(args)
      continue
    }
    // As JSON (a call written out as JSON text: `\nimport` reads `nimport`) and as its strings themselves (a call
    // written out in XML-like parameters, whose code keeps its line breaks).
    add(safeStringify(args) ?? '')
    if (isPlainRecord(args)) for (const value of Object.values(args)) if (typeof value === 'string' && /[\n\t\\"]/.test(value)) add(value)
  }
  return words
}

const WORD_CHAR = /^[\p{L}\p{N}_]$/u
// The first word of a step past the words that announce a call (`[tool_call]`, `Action:`, `Call`).
const OPENING_WORD = /^[^\p{L}\p{N}_]*(?:(?:tool_call|action|call)\b[^\p{L}\p{N}_]*)*([\p{L}\p{N}_]+)/iu

/**
 * The longest free text of each observation's arguments (see
 * `longestFreeText`), the message a call sends, read once per observation:
 * calls observed alike share one observation. A file's content is none.
 */
export class FreeTexts {
  private readonly known = new Map<ActionObservation, { text: string; words: number } | null>()

  of(action: ActionObservation): { text: string; words: number } | null {
    let longest = this.known.get(action)
    // A file's content is no message to anyone: a shell command that writes files, a write to a file
    // by its path (`write(path, content)`: the whole file written again after a fix), or a call to a tool
    // named for editing files, however its arguments were recorded (SWE-agent's `str_replace_editor … --old_str
    // … --new_str …` as one string: the next edit's old text is the last one's new text).
    if (longest === undefined)
      this.known.set(
        action,
        (longest =
          action.writesFiles || FILE_RESOURCE.test(action.write?.resource ?? '') || (action.mutating && FILE_EDIT_TOOL.test(action.tool))
            ? null
            : longestFreeText(action.tool, action.args)),
      )
    return longest
  }
}

// A tool named for editing files: `str_replace_editor`, `str_replace_based_edit_tool`, `edit_file`, `write_file`,
// `create_file`, `apply_patch`, OpenHands' `file_editor`; not `edit_message` or `edit_comment` (text to people).
const FILE_EDIT_TOOL = /str_?replace|(?:edit|write|create|patch|append)_?files?(?![a-z])|apply_?patch|(?:file|text|code)_?editor/i

// A write's resource named by a file's path (see `writeOf` in action.ts: the normalized key, then the value).
const FILE_RESOURCE = /^(?:path|file|filepath|filename|targetfile|targetpath|absolutepath|relativepath)\u0000/

/**
 * The free-text (spaced) string among a call's arguments with the most words
 * (counted up to LONG_TEXT_WORDS; the longer text wins a tie). A shell
 * command line is no message to anyone (a long `kubectl … && kubectl logs …`
 * polled again is a poll): only what it quotes may be (`gh issue comment 12
 * --body "…"`). Bounded: three levels deep, 50 entries a level; a command's
 * first COMMAND_CHARS characters.
 */
function longestFreeText(tool: string, args: unknown): { text: string; words: number } | null {
  try {
    const command = shellCommand(tool, args)
    if (command === null) return longestIn(args, 0, null)
    let best: { text: string; words: number } | null = null
    for (const quoted of command.matchAll(QUOTED)) best = longestIn(quoted[1] ?? quoted[2] ?? '', 0, best)
    if (isPlainRecord(args)) for (const key of Object.keys(args)) if (!COMMAND_KEYS.includes(key)) best = longestIn(args[key], 1, best)
    return best
  } catch {
    return null
  }
}

// A quoted argument of a command line, in double quotes (escapes kept) or single quotes.
const QUOTED = /"((?:[^"\\]|\\.)*)"|'([^']*)'/g

/** The longest free text in a value `depth` levels down, or `best` when none is longer (see `longestFreeText`). */
function longestIn(value: unknown, depth: number, best: { text: string; words: number } | null): { text: string; words: number } | null {
  if (typeof value === 'string') {
    if (!/\s/.test(value.trim())) return best
    const words = countWords(value, LONG_TEXT_WORDS)
    return best === null || words > best.words || (words === best.words && value.length > best.text.length) ? { text: value, words } : best
  }
  if (depth < 3 && value !== null && typeof value === 'object') {
    let taken = 0
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      if (taken++ >= 50) break
      best = longestIn(child, depth + 1, best)
    }
  }
  return best
}
