// One tool call reduced to the identities progress is judged by: what was
// asked (the call's key and its target), what came back (the result's
// fingerprint and class), and, for writes, which resource went to which
// state.

import { bookkeepingShape, hasChecklist } from './bookkeeping.js'
import { canonicalDigest, digestEntries, normalizeKeyName, parseJsonArguments, stringLeafDigest } from './canonical.js'
import { hashString } from './hash.js'
import { maskVolatileText } from './mask.js'
import { isModifierKey, type ResolvedToolIdentity, type ToolIdentities } from './tools.js'

/**
 * What a result says about progress:
 * - `error`: the tool failed (a recorded error, `isError`, an `error` field,
 *   or text that opens like an error);
 * - `unknown`: no result was recorded (pending, or the trace does not keep outputs);
 * - `short`: a terse outcome (`ok`, `written`, `no matches`, `1 failed`),
 *   which can legitimately be the same for different targets;
 * - `substantive`: a result with content (a dozen words or more).
 *
 * @example
 * observeAction({ tool: 't', args: {}, output: 'Error: timeout' }, ids).resultClass // 'error'
 */
export type ResultClass = 'error' | 'unknown' | 'short' | 'substantive'

/**
 * A tool call as progress detection sees it.
 *
 * @example
 * const action: ActionObservation = observeAction({ tool: 'grep', args: { pattern: 'x' }, output: 'no matches' }, new ToolIdentities())
 * action.resultClass // 'short'
 */
export interface ActionObservation {
  readonly tool: string
  /** Tool name and the digest of the arguments (volatile and rationale fields left out). */
  readonly key: string
  /** Tool name and the digest of what the call acts on (modifiers left out, top-level strings normalized). */
  readonly target: string
  /** The result's fingerprint (volatile fields and text masked). */
  readonly result: string
  readonly resultClass: ResultClass
  /** Tool name and the error's fingerprint (numbers masked: "attempt 3" and "attempt 4" fail the same way), for errors. */
  readonly errorKey: string | null
  /**
   * The digest of the call's identifier-like target arguments (numbers and
   * strings without spaces: ids, paths, names). Calls that differ only in
   * free-text arguments (a reworded query) share it; calls on different
   * entities (another record, another file) do not.
   */
  readonly identifiers: string
  readonly mutating: boolean
  readonly poll: boolean
  readonly exempt: boolean
  /** For mutating calls with a resource argument: the resource written, and the state written to it. */
  readonly write: { readonly resource: string; readonly state: string } | null
  /** The arguments as parsed (JSON strings read), for evidence. */
  readonly args: unknown
  /** The result as recorded, for evidence. */
  readonly output: unknown
}

/**
 * A tool call to observe.
 *
 * @example
 * const call: ToolCallRecord = { tool: 'search', args: '{"q": "x"}', output: 'no results' }
 */
export interface ToolCallRecord {
  tool: string
  args: unknown
  /** The result; `undefined` or `null` when none was recorded. */
  output?: unknown
  /** The error the call ended with, when it failed. */
  error?: unknown
}

const SUBSTANTIVE_WORDS = 12

/**
 * Reduces a tool call to its identities.
 *
 * @example
 * const identities = new ToolIdentities()
 * const a = observeAction({ tool: 'grep', args: { pattern: 'x', path: '.' }, output: 'no matches' }, identities)
 * const b = observeAction({ tool: 'grep', args: '{"path": "./", "pattern": "x", "max_results": 50}', output: 'no matches' }, identities)
 * a.key === b.key       // false: the arguments differ
 * a.target === b.target // true: same pattern, same folder; max_results only modifies the call
 */
export function observeAction(call: ToolCallRecord, identities: ToolIdentities): ActionObservation {
  const rules = identities.of(call.tool)
  const args = parseJsonArguments(call.args)
  // A plan or todo update is identified by what it records, not its wording.
  const bookkeeping = rules.bookkeeping === 'always' || (rules.bookkeeping === 'with-checklist' && hasChecklist(args))
  const { key, target, identifiers } = argumentIdentities(bookkeeping ? bookkeepingShape(args) : args, rules)
  const { result, resultClass, errorText } = fingerprintOutcome(call.output, call.error, rules, bookkeeping)
  return {
    tool: call.tool,
    key: `${call.tool}\u0000${key}`,
    target: `${call.tool}\u0000${target}`,
    result,
    resultClass,
    errorKey: errorText === null ? null : `${call.tool}\u0000${hashString(errorText.replace(/[0-9]+/g, '#'))}`,
    identifiers,
    mutating: rules.mutating,
    poll: rules.poll,
    exempt: rules.exempt,
    write: rules.mutating && !bookkeeping ? writeOf(args, rules) : null,
    args,
    output: call.error !== undefined && call.error !== null ? call.error : call.output,
  }
}

/**
 * The call's key (rationale left out), target (modifiers left out too, top-level
 * strings normalized) and identifiers (entity-naming values only), from one
 * walk of the arguments.
 */
function argumentIdentities(args: unknown, rules: ResolvedToolIdentity): { key: string; target: string; identifiers: string } {
  if (rules.loopKey !== undefined) {
    const custom = `L${canonicalDigest(safeCall(rules.loopKey, args))}`
    return { key: custom, target: custom, identifiers: 'n/a' }
  }
  if (!isPlainObject(args)) {
    const digest = canonicalDigest(args, { dropAnyDepth: rules.volatileArgs, parseJsonString: false })
    const target = typeof args === 'string' ? stringLeafDigest(normalizeTargetText(args)) : digest
    return { key: digest, target, identifiers: 'n/a' }
  }
  const entries = digestEntries(args, { dropAnyDepth: rules.volatileArgs })
  let key = ''
  let target = ''
  let identifiers = ''
  for (const entry of entries) {
    if (rules.rationale.has(entry.normalized)) continue
    key += `${entry.label}${entry.digest},`
    const isTarget = rules.targets !== null ? rules.targets.has(entry.normalized) : !isModifierKey(entry.normalized, rules.modifiers)
    if (!isTarget) continue
    const normalized = typeof entry.value === 'string' ? stringLeafDigest(normalizeTargetText(entry.value)) : entry.digest
    target += `${entry.label}${normalized},`
    // A query is what is asked, not what is acted on, even when it is one word.
    if (isIdentifierValue(entry.value) && !rules.queries.has(entry.normalized)) identifiers += `${entry.label}${normalized},`
  }
  return { key: `{${hashString(key)}`, target: `{${hashString(target)}`, identifiers: `{${hashString(identifiers)}` }
}

/** Numbers, booleans and strings without whitespace name an entity; other values say something. */
function isIdentifierValue(value: unknown): boolean {
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || (typeof value === 'string' && !/\s/.test(value.trim()))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * The cosmetic differences a target string can carry without naming a
 * different thing: case, surrounding quotes, surrounding and repeated
 * whitespace, a trailing slash, a leading `./`. Only used to compare
 * targets whose results are identical, so folding case cannot merge two
 * things that answered differently.
 *
 * @example
 * normalizeTargetText(' ./src/ ')         // 'src'
 * normalizeTargetText('"Session Guard"') // 'session guard'
 */
export function normalizeTargetText(text: string): string {
  let out = text.trim().replace(/\s+/g, ' ').toLowerCase()
  if (out.length >= 2 && (out[0] === '"' || out[0] === "'" || out[0] === '`') && out[out.length - 1] === out[0]) out = out.slice(1, -1).trim()
  while (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1)
  if (out.startsWith('./') && out.length > 2) out = out.slice(2)
  return out
}

interface Outcome {
  result: string
  resultClass: ResultClass
  errorText: string | null
}

function fingerprintOutcome(output: unknown, error: unknown, rules: ResolvedToolIdentity, bookkeeping: boolean): Outcome {
  const mapString = rules.maskVolatileText ? maskVolatileText : undefined
  if (error !== undefined && error !== null && error !== false) {
    const text = errorTextOf(error, mapString)
    return { result: `E${hashString(text)}`, resultClass: 'error', errorText: text }
  }
  if (output === undefined || output === null) return { result: 'unknown', resultClass: 'unknown', errorText: null }
  // A bookkeeping acknowledgement is read by shape: "Plan updated" and a version counter say nothing new.
  const value = rules.resultKey !== undefined ? safeCall(rules.resultKey, output) : bookkeeping ? bookkeepingShape(parseJsonArguments(output)) : output
  const result = `R${canonicalDigest(value, { dropAnyDepth: rules.volatileResults, dropAnyDepthPattern: rules.volatileResultPattern, mapString, parseJsonString: typeof value === 'string' })}`
  const embedded = embeddedError(output)
  if (embedded !== null) {
    const text = errorTextOf(embedded, mapString)
    return { result, resultClass: 'error', errorText: text }
  }
  const words = countWords(output, SUBSTANTIVE_WORDS)
  const substantive = words >= SUBSTANTIVE_WORDS || (words >= HIT_WORDS && hasHits(typeof output === 'string' ? parseJsonArguments(output) : output))
  return { result, resultClass: substantive ? 'substantive' : 'short', errorText: null }
}

/** Words a list of hits needs to name something (`[{title: 'Kafka: adding a broker'}]`). */
const HIT_WORDS = 4

/**
 * Whether a result lists hits: a non-empty array of records or non-empty
 * strings, at the top level or one level down (`{items: [...]}`,
 * `{hits: {results: [...]}}`). A list of named hits is a specific answer,
 * however few words it has; `[]`, `0` or `ok` are not. Bounded.
 */
function hasHits(value: unknown): boolean {
  const isHitList = (v: unknown): boolean =>
    Array.isArray(v) && v.length > 0 && v.slice(0, 20).some((item) => (typeof item === 'string' && item.trim() !== '') || (isRecordLike(item) && Object.keys(item).length > 0))
  try {
    if (isHitList(value)) return true
    if (!isRecordLike(value) || value instanceof Map) return false
    for (const child of Object.values(value).slice(0, 50)) {
      if (isHitList(child)) return true
      if (isRecordLike(child) && !(child instanceof Map) && Object.values(child).slice(0, 50).some(isHitList)) return true
    }
    return false
  } catch {
    return false
  }
}

// Error text opens with an error word or a `…Error` name; or carries, after
// Unix `program: ` / `user@host: ` / `path: ` prefixes, a failure phrase or an
// `error:` / `fatal:` / `…Error:` label (`bash: foo: command not found`,
// `deploy@build-03: Permission denied (publickey).`, `src/a.ts: error TS2304:`);
// or is an HTTP error status line with its reason phrase (`401 Unauthorized`,
// `HTTP/1.1 503 Service Unavailable`), so `404 pages found` is not one.
const ERROR_OPENING = /^\s*(?:error|errno|exception|traceback|fatal|panic|permission denied|access denied|command not found|no such file or directory|connection refused)\b|^\s*[A-Z][A-Za-z]*(?:Error|Exception)\b/i
const ERROR_AFTER_PREFIX =
  /^\s*(?:[^\s:]{1,64}:\s*){1,3}(?:(?:permission denied|access denied|command not found|no such file or directory|connection refused|operation not permitted)\b|(?:error|fatal)(?:\s+[A-Z]*\d+)?:|[A-Z][A-Za-z]*(?:Error|Exception):)/i
const HTTP_ERROR =
  /^\s*(?:HTTP\/\d(?:\.\d)?\s+)?[45]\d\d\s+(?:bad|unauthorized|payment|forbidden|not|method|proxy|request|conflict|gone|length|precondition|payload|uri|unsupported|range|expectation|misdirected|unprocessable|locked|failed|too|upgrade|unavailable|internal|service|gateway|http|network|insufficient)\b/i

function opensLikeError(text: string): boolean {
  const head = text.slice(0, 200)
  return ERROR_OPENING.test(head) || ERROR_AFTER_PREFIX.test(head) || HTTP_ERROR.test(head)
}

/** The error a result carries inside it, or `null`: `isError`, a non-empty `error` field, or error-like text. */
function embeddedError(output: unknown): unknown {
  if (typeof output === 'string') return opensLikeError(output) ? output : null
  if (!isRecordLike(output) || output instanceof Map) return null
  const record = output as Record<string, unknown>
  if (record.isError === true || record.is_error === true) return record.content ?? record.error ?? record.message ?? 'error'
  const field = record.error
  if (field !== undefined && field !== null && field !== false && field !== '') return field
  return null
}

function errorTextOf(error: unknown, mapString: ((text: string) => string) | undefined): string {
  let text: string
  if (typeof error === 'string') text = error
  else if (error instanceof Error) text = `${error.name}: ${error.message}`
  else if (isRecordLike(error) && typeof (error as Record<string, unknown>).message === 'string') text = (error as Record<string, string>).message!
  else text = canonicalDigest(error)
  text = text.trim().replace(/\s+/g, ' ')
  return mapString ? mapString(text) : text
}

function writeOf(args: unknown, rules: ResolvedToolIdentity): { resource: string; state: string } | null {
  if (!isRecordLike(args) || args instanceof Map) return null
  const record = args as Record<string, unknown>
  const byNormalized = new Map<string, string>()
  for (const key of Object.keys(record)) byNormalized.set(normalizeKeyName(key), key)
  for (const candidate of rules.resourceKeys) {
    const key = byNormalized.get(candidate)
    if (key === undefined) continue
    const value = record[key]
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const drop = new Set(rules.rationale)
    drop.add(candidate)
    const resource = `${typeof value === 'string' ? normalizeTargetText(value) : String(value)}`
    const state = `${rules.tool}\u0000${canonicalDigest(args, { dropTopLevel: drop, dropAnyDepth: rules.volatileArgs, parseJsonString: false })}`
    return { resource: `${candidate}\u0000${resource}`, state }
  }
  return null
}

/**
 * Counts word-like tokens in a value's text, stopping at `limit`. Bounded:
 * reads at most a few thousand characters and nodes, whatever the value's size.
 */
export function countWords(value: unknown, limit: number): number {
  let count = 0
  let budget = 4096
  const stack: unknown[] = [value]
  while (stack.length > 0 && count < limit && budget > 0) {
    const item = stack.pop()
    budget--
    if (typeof item === 'string') {
      const words = item.slice(0, 2000).match(/[\p{L}\p{N}]+/gu)
      count += words === null ? 0 : words.length
    } else if (item !== null && typeof item === 'object') {
      if (Array.isArray(item)) {
        for (let i = 0; i < item.length && i < budget; i++) stack.push(item[i])
      } else if (item instanceof Map || item instanceof Set) {
        let taken = 0
        for (const child of item.values()) {
          if (taken++ >= budget) break
          stack.push(child)
        }
      } else {
        let taken = 0
        for (const key in item) {
          if (taken++ >= budget) break
          if (Object.hasOwn(item, key)) stack.push((item as Record<string, unknown>)[key])
        }
      }
    } else if (item !== undefined && item !== null) {
      count++
    }
  }
  return Math.min(count, limit)
}

function isRecordLike(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function safeCall(fn: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return fn(value)
  } catch (error) {
    return { loopKeyError: error instanceof Error ? error.message : String(error) }
  }
}
