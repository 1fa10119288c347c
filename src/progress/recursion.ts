// Recursion on the call graph: a span whose identity reappears on its own
// ancestry path is re-entering a state it is already in. The identity is a
// digest of the span's type, name and whole canonical input, so two planner
// calls whose inputs differ after 64 characters are different calls
// (deepeval labels by `str(input)[:64]` and confuses them), and key order
// does not matter. A span with no recorded input is never the same as
// another. Iterative walk; the ancestry is an explicit stack.

import type { Span } from '../trace/span.js'
import { canonicalDigest, isRecorded, parseJsonArguments } from './canonical.js'
import { AskedStep } from './asked-calls.js'
import { delegatesToAgent, spanRole } from './span-kind.js'
import { maskVolatileText } from './mask.js'
import { STOPPED_AT_LIMIT } from './run-end.js'
import { safeStringify } from '../util/json-safe.js'

/** One recursion: a span identity that reappears on its own ancestry path. */
export interface Recursion {
  /** The identity that repeats. */
  readonly label: string
  /** The ancestry from the first occurrence to the first re-entry (inclusive), at most `PATH_LIMIT` spans. */
  readonly path: ReadonlyArray<{ spanIndex: number; type: string; name: string }>
  /** How many spans of the path were left out in the middle. */
  readonly elided: number
  /** Every re-entry of this identity (spans whose ancestor has the same identity), at most `SPAN_LIMIT`. */
  readonly reentries: number[]
  /** For each listed re-entry, the span position of the nearest ancestor it re-enters. */
  readonly entered: number[]
  /** How many re-entries there were in all. */
  readonly count: number
  /** Whether the re-entries took the task in other words, with no work done anywhere in between (not the same input). */
  readonly idle: boolean
}

const PATH_LIMIT = 64
/** No action known to be wasted (the default: every action counts as work). */
const NONE_WASTED: ReadonlySet<number> = new Set()
/** Keys that count how deep a call sits in its own recursion. */
const DEPTH_KEYS = [
  'depth',
  'recursion_depth',
  'recursionDepth',
  'call_depth',
  'callDepth',
  'nesting_depth',
  'nestingDepth',
  'hop',
  'hops',
  'hop_count',
  'hopCount',
]
/** The volatile keys with DEPTH_KEYS added, per set of volatile keys (most runs share the default one). */
const withDepth = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>()

function withDepthKeys(volatileKeys: ReadonlySet<string>): ReadonlySet<string> {
  let keys = withDepth.get(volatileKeys)
  if (keys === undefined) withDepth.set(volatileKeys, (keys = new Set([...volatileKeys, ...DEPTH_KEYS])))
  return keys
}
/** The identity of every idle re-entry of one type and name (see `idleFrom`). */
const IDLE = 'idle'
/** Span types that re-enter a caller when they come back below a delegation. */
const REENTERING_TYPES = new Set(['agent', 'tool', 'retriever', 'llm'])
const SPAN_LIMIT = 100

/** Agent names whose kind is remembered while one trace is walked (a bound: names are the trace's own). */
const AGENT_KINDS_KEPT = 4096

/**
 * Finds the recursions of a span tree, one per repeating identity, in the
 * order they first appear. `wasted` holds the span positions (depth-first
 * from the root) of actions that brought nothing new: they do no work that
 * would make a re-entry in other words more than idle. Cost: O(1) per span, plus one digest per span
 * input that shares a type and name with an ancestor; evidence paths are
 * capped, so a 100,000-deep self-call stays linear.
 *
 * @example
 * findRecursions(root)[0]?.path.map((s) => s.name) // ['planner', 'executor', 'planner']
 */
export function findRecursions(root: Span | null, volatileKeys: ReadonlySet<string>, wasted: ReadonlySet<number> = NONE_WASTED): Recursion[] {
  if (root === null) return []
  const byLabel = new Map<string, Found>()
  // Digests are costly and a span can only re-enter an ancestor of the same
  // type and name, so the path is indexed by type and name first; the
  // inputs of a type and name are digested (once each) only from the moment
  // two of them are on the path together.
  const onPath = new Map<string, PathKind>()
  const path: Entry[] = []
  // For each path slot, how many agent spans the path holds up to it (inclusive).
  const agentsOnPath: number[] = []
  // Missing data is never evidence: a span whose input was not recorded
  // (content capture off, an empty chat span) is its own identity, so two
  // nested spans that both recorded nothing never "re-enter" each other.
  // A recursion's own depth counter (`depth: 3`, `hop: 2`) says how deep the re-entry is, not what
  // it was given: left out with the volatile keys.
  const dropped = withDepthKeys(volatileKeys)
  const digestOf = (entry: Entry): string =>
    // An input recorded as the JSON text of nothing (`'{}'`) was not recorded either.
    (entry.digest ??= isRecorded(parseJsonArguments(entry.span.input))
      ? canonicalDigest(entry.span.input, { dropAnyDepth: dropped })
      : `unrecorded\u0000${entry.spanIndex}`)
  // `end`: the path slot the re-entry holds (the path's length when it is not on it yet).
  const record = (kindKey: string, digest: string, from: number, entry: Entry, end: number): void => {
    const label = `${kindKey}\u0000${digest}`
    const found = byLabel.get(label)
    if (found === undefined) {
      const cycle = [...path.slice(from, end), entry]
      const elided = Math.max(0, cycle.length - PATH_LIMIT)
      const kept = elided === 0 ? cycle : [...cycle.slice(0, PATH_LIMIT / 2), ...cycle.slice(cycle.length - PATH_LIMIT / 2)]
      byLabel.set(label, {
        path: kept.map(({ spanIndex: s, type, name }) => ({ spanIndex: s, type, name })),
        elided,
        reentries: [entry.spanIndex],
        entered: [path[from]!.spanIndex],
        count: 1,
        idle: digest === IDLE,
        wraps: end === from + 1 && firstChild(path[from]!.span) === entry.span && hasChildSpan(entry.span.children ?? []),
      })
    } else {
      found.count++
      if (found.reentries.length < SPAN_LIMIT) {
        found.reentries.push(entry.spanIndex)
        found.entered.push(path[from]!.spanIndex)
      }
    }
  }
  // Actions entered so far that did work (not a call that only hands the task on to an agent, nor one that failed).
  let work = 0
  // A run stopped at its limit cut off the innermost run it had entered: that run, with no answer recorded, ended without one.
  const runStopped = stopped(root)
  // The calls the latest model step (in trace order) asked for.
  let lastAsked: AskedStep | null = null
  // A span to enter, or the kind whose latest span on the path is left.
  const stack: Array<Span | PathKind> = [root]
  // Calls that launched the agent run recorded right after them (agents as tools).
  const handoffs = new Set<Span>()
  let index = 0
  // Agent names repeat (every level of a chain, every launch of one agent): each is read once.
  const agentKinds = new Map<string, string>()
  const agentKind = (name: string): string => {
    let kind = agentKinds.get(name)
    if (kind === undefined) {
      kind = maskVolatileText(name).replace(INSTANCE_SUFFIX, '').replace(INSTANCE_NUMBER, '').replace(DIGITS, '#')
      if (agentKinds.size < AGENT_KINDS_KEPT) agentKinds.set(name, kind)
    }
    return kind
  }
  while (stack.length > 0) {
    const job = stack.pop()!
    if (job instanceof PathKind) {
      const kind = job
      const slot = kind.slots[kind.slots.length - 1]!
      const left = path[slot]!
      // An agent handed its own task again in other words, and nobody did any work from the moment
      // the outer run took it until the inner one returned: a re-entry, whatever the wording.
      if (left.idleFrom !== null && path[left.idleFrom]!.work === work) record(kind.key, IDLE, left.idleFrom, left, slot)
      kind.slots.pop()
      if (kind.byDigest !== null) {
        const digest = path[slot]!.digest!
        const positions = kind.byDigest.get(digest)!
        positions.pop()
        if (positions.length === 0) kind.byDigest.delete(digest)
      }
      if (kind.slots.length === 0) onPath.delete(kind.key)
      path.pop()
      agentsOnPath.pop()
      continue
    }
    const span = job
    const spanIndex = index++
    const children = Array.isArray(span.children) ? span.children : []
    // A span with no child below it is never re-entered: it is only checked against its ancestry.
    const leaf = !hasChildSpan(children)
    const typed = spanRole(span.type)
    // A graph node run for the tool the model step before it asked for (LangGraph's `investigate` chain
    // after a call to `investigate`) is a delegated run, whatever its type says.
    const role = typed === null && !leaf && lastAsked?.calls.some((call) => call.name === span.name) === true ? 'agent' : typed
    if (typed === 'llm') lastAsked = new AskedStep(span.output)
    // A call that failed did no work either (the innermost hand-off that hit the recursion limit),
    // nor did one that only launched the agent run recorded right after it.
    // Nor did one that brought nothing new (the ticket read again, as it read before): progress analysis judged it wasted.
    if (
      role === 'action' &&
      !delegatesToAgent(children) &&
      !handsOn(span) &&
      !askedOnlyHandOff(lastAsked) &&
      !failed(span) &&
      !handoffs.has(span) &&
      !wasted.has(spanIndex)
    )
      work++
    // An agent numbered by its launcher (`Task: upgrade zod (sidechain 2)` inside `… (sidechain 1)`,
    // `intake-coordinator-2` inside `intake-coordinator`) is one agent: a count in its name says which
    // launch it was, not which agent; so is one named with
    // the alias or instance id it was reached by (`GateOps (alias MEFWJWN6TB)`, AutoGen's `FreezerAgent_b1ee06`).
    const kindKey = `${span.type}\u0000${role === 'agent' ? agentKind(span.name) : span.name}`
    let kind = onPath.get(kindKey)
    if (kind === undefined && leaf) continue
    const entry: Entry = { spanIndex, type: span.type, name: span.name, span, digest: null, work, idleFrom: null }
    if (kind === undefined) {
      kind = new PathKind(kindKey)
      onPath.set(kindKey, kind)
    } else {
      if (kind.byDigest === null) {
        kind.byDigest = new Map()
        for (const slot of kind.slots) push(kind.byDigest, digestOf(path[slot]!), slot)
      }
      const digest = digestOf(entry)
      const same = kind.byDigest.get(digest)
      const from = same === undefined ? -1 : same[same.length - 1]!
      // A step wrapper (a chain, a task) that a delegated agent opens again below its caller's is
      // the callee's own numbering (`Step 1` under `Step 1`), not the caller re-entered: only
      // agents, tools and model calls re-enter through a delegation.
      const ownNumbering = from >= 0 && !REENTERING_TYPES.has(span.type) && agentsOnPath[agentsOnPath.length - 1]! > agentsOnPath[from]!
      if (same !== undefined && !ownNumbering) record(kindKey, digest, from, entry, path.length)
      else if (role === 'agent') {
        const nearest = kind.slots[kind.slots.length - 1]!
        if (isRecorded(parseJsonArguments(span.input)) && isRecorded(parseJsonArguments(path[nearest]!.span.input)) && path[nearest]!.work === work) {
          // A run with nothing recorded below it that ended without an answer (an error, a limit hit,
          // or no answer recorded when the whole run stopped at its limit) did no work: the re-entry is
          // idle now. One that answered may have answered a sub-task, and one whose answer was not
          // recorded in a run that ended otherwise is no evidence either way.
          if (leaf) {
            if (stopped(span) || (runStopped && !isRecorded(span.output))) record(kindKey, IDLE, nearest, entry, path.length)
          } else entry.idleFrom = nearest
        }
      }
      if (leaf) continue
      push(kind.byDigest, digest, path.length)
    }
    kind.slots.push(path.length)
    path.push(entry)
    agentsOnPath.push((agentsOnPath[agentsOnPath.length - 1] ?? 0) + (span.type === 'agent' ? 1 : 0))
    stack.push(kind)
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]
      if (child === null || typeof child !== 'object') continue
      stack.push(child)
      const next = children[i + 1]
      if (next !== null && typeof next === 'object' && launches(child, next)) handoffs.add(child)
    }
  }
  const recursions: Recursion[] = []
  for (const [label, found] of byLabel) if (!wrapsItself(found)) recursions.push({ label, ...found })
  return recursions
}

/**
 * Whether a recursion is only a span recorded twice, one directly inside the
 * other: a wrapper and the run it wraps, given the same input (LangChain's
 * `RunnableSequence` around its first step, a framework's agent span around
 * the run it starts), once in the whole trace: the inner span is the outer
 * one's first step and does the work below it. No state was entered again. A
 * second re-entry (`A → A → A`), a re-entry after the outer run had done
 * something ("handing it to the planner"), or one that did nothing below it is a recursion.
 */
function wrapsItself(found: Found): boolean {
  return found.count === 1 && !found.idle && found.wraps
}

/** A span's first child span, if any. */
function firstChild(span: Span): unknown {
  if (!Array.isArray(span.children)) return undefined
  for (const child of span.children) if (child !== null && typeof child === 'object') return child
  return undefined
}

function hasChildSpan(children: readonly unknown[]): boolean {
  for (const child of children) if (child !== null && typeof child === 'object') return true
  return false
}

// A call that only hands the task on, by its name (`delegate_to_rooms_agent`, `transfer_to_billing`, a handoff, `route_to`).
const HANDS_ON = /(?:^|[^a-z])(?:delegate|handoff|hand_off|transfer_to|route_to)/i
// The same inside a CamelCase name (OpenHands' `AgentDelegateAction`, `TransferToAgent`).
const CAMEL_HANDS_ON = /[a-z](?:Delegate|Handoff|HandOff|TransferTo|RouteTo)(?:[A-Z]|$)/
// Or by its answer: a graph's command to go to another node (LangGraph's `Command`: `{ goto, graph, update }`).
const COMMAND_KEYS = new Set(['goto', 'graph', 'update', 'resume'])

/**
 * Whether the model step before an action asked only for hand-offs (`handoff`, `transfer_to_worker`): the
 * action that carried it out (a queue's `enqueue`) handed the task on, whatever it is called.
 */
function askedOnlyHandOff(step: AskedStep | null): boolean {
  if (step === null) return false
  const calls = step.calls
  return calls.length > 0 && calls.every((call) => call.name !== null && (HANDS_ON.test(call.name) || CAMEL_HANDS_ON.test(call.name)))
}

/** Whether an action span only handed the task on: by its name, or an answer that is only a command to go elsewhere. */
function handsOn(span: Span): boolean {
  if (HANDS_ON.test(span.name) || CAMEL_HANDS_ON.test(span.name)) return true
  const output = span.output
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return false
  const record = output as Record<string, unknown>
  if (typeof record.goto !== 'string') return false
  for (const key in record) if (!COMMAND_KEYS.has(key)) return false
  return true
}

/**
 * Whether a call launched the agent run recorded right after it: an agent
 * used as a tool (ADK's AgentTool, Strands' agents as tools) records the
 * call, then the run it started beside it, given the call's own request.
 * The call's result, if any, is that run's; the run did the work, if any.
 */
function launches(call: Span, next: Span): boolean {
  if (spanRole(call.type) !== 'action' || spanRole(next.type) !== 'agent') return false
  const request = longestText(call.input)
  return request !== null && request.length >= MIN_REQUEST && hasText(next.input, request)
}

/** A request shorter than this could be a coincidence (an id, a word). */
const MIN_REQUEST = 12
/** How many values of a record are looked at for a request, and how deep (records of requests are small; ADK's is `{ user_content: { parts: [{ text }] } }`). */
const REQUEST_VALUES = 64
const REQUEST_DEPTH = 5

/** The longest string among a value's first few strings, a few levels down. */
function longestText(value: unknown): string | null {
  let best: string | null = null
  forStrings(value, (text) => {
    if (best === null || text.length > best.length) best = text
    return false
  })
  return best
}

/** Whether one of a value's first few strings, a few levels down, is `text`. */
function hasText(value: unknown, text: string): boolean {
  const wanted = text.trim()
  let found = false
  forStrings(value, (candidate) => (found = candidate.trim() === wanted))
  return found
}

/** Calls `visit` on the first few strings of a value, breadth first and a few levels down, until it returns true. */
function forStrings(value: unknown, visit: (text: string) => boolean): void {
  let seen = 0
  const level: unknown[] = [value]
  for (let depth = 0; depth <= REQUEST_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = []
    for (const item of level) {
      if (seen++ >= REQUEST_VALUES) return
      if (typeof item === 'string') {
        if (visit(item)) return
      } else if (item !== null && typeof item === 'object') {
        if (Array.isArray(item)) {
          for (let i = 0; i < item.length && next.length < REQUEST_VALUES; i++) next.push(item[i])
        } else {
          for (const key in item) {
            if (next.length >= REQUEST_VALUES) break
            next.push((item as Record<string, unknown>)[key])
          }
        }
      }
    }
    level.length = 0
    level.push(...next)
  }
}

const DIGITS = /\d+/g
// A number at the end of an agent's name, after a separator: which instance it is (`intake-coordinator-2`
// is `intake-coordinator` launched again), as a number anywhere in the name is which launch.
const INSTANCE_NUMBER = /[-_ #]\d+$/
// An instance id at the end of an agent's name: letters and digits both, after `_` or `-`.
const INSTANCE_SUFFIX = /[_-](?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{4,12}$/i

/** Characters of a run's answer searched for a stop at its limit. */
const STOPPED_CHARS = 2000

/** Whether a run ended without an answer: it failed, or what it returned says it was stopped at a limit (anywhere in it). */
function stopped(span: Span): boolean {
  if (failed(span)) return true
  if (!isRecorded(span.output)) return false
  const text = typeof span.output === 'string' ? span.output : (safeStringify(span.output) ?? '')
  return STOPPED_AT_LIMIT.test(text.slice(0, STOPPED_CHARS))
}

function failed(span: Span): boolean {
  return span.error !== undefined && span.error !== null && span.error !== false && span.error !== ''
}

/** A recursion as it is being collected. */
type Found = {
  path: Recursion['path']
  elided: number
  reentries: number[]
  entered: number[]
  count: number
  idle: boolean
  /** Whether the first re-entry opened its span's run as its first step and did the work below it (see wrapsItself). */
  wraps: boolean
}

/** Whether a span's children include an agent run: a call that hands the task to an agent (`SchedulingAgent-invoke`). */
type Entry = {
  spanIndex: number
  type: string
  name: string
  span: Span
  digest: string | null
  /** Actions that did work, entered before this span. */
  work: number
  /** For an agent that took its ancestor's task in other words with no work done since: the ancestor's path slot. */
  idleFrom: number | null
}

/** The spans of one type and name on the current path: their path slots and, once two are on it, their inputs' digests. */
class PathKind {
  readonly slots: number[] = []
  byDigest: Map<string, number[]> | null = null

  constructor(
    /** Type and name: `${type}\u0000${name}`. */
    readonly key: string,
  ) {}
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key)
  if (list === undefined) map.set(key, [value])
  else list.push(value)
}
