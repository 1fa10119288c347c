// One tool call reduced to the identities progress is judged by: what was
// asked (the call's key and its target), what came back (the result's
// fingerprint and class), and, for writes, which resource went to which
// state.

import { bookkeepingShape, hasChecklist } from './bookkeeping.js'
import {
  canonicalDigest,
  digestEntries,
  hasKeyName,
  isRecorded,
  nameOfValueField,
  normalizeKeyName,
  parseJsonArguments,
  stringLeafDigest,
} from './canonical.js'
import { hashString } from './hash.js'
import { maskHandles, maskHandlesAndVolatile, maskVolatileText } from './mask.js'
import { turnTerms } from './monologue.js'
import { isModifierKey, type ResolvedToolIdentity, type ToolIdentities } from './tools.js'
import {
  COMMAND_CHARS,
  COMMAND_KEYS,
  commandLine,
  exitedNonZero,
  foundNothingInShell,
  pathsIn,
  searchesInShell,
  shellCommand,
  shellWrite,
  viewsOnly,
} from './shell.js'
import { saysSaidBefore } from './user-turns.js'
import { countWordRuns } from './words.js'
import { memoizeByContent, type MemoSlot } from './memo.js'
import { outcomeReadings, type Readings } from './shape.js'
import { isPlainRecord } from '../util/records.js'
import { safeStringify } from '../util/json-safe.js'
import { fieldDigests, IDENTIFIER_KEY, recordDigests } from './result-records.js'

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
  /** The exit status a tracer recorded beside the result (`exit_code` in the span's metadata): non-zero is a failure. */
  exitCode?: number
}

const SUBSTANTIVE_WORDS = 12
/** Words a plain-text answer may have for its facts to be read (a reply, not a document). */
const ANSWER_WORDS = 40

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
export function observeAction(recorded: ToolCallRecord, identities: ToolIdentities, omitsList = false): ActionObservation {
  return new ActionObservation(recorded, identities, false, omitsList)
}

/**
 * A person's answer (what they typed, or a reply a tool brought back) as an
 * action: observed like a call's result, asking a person, with the facts a
 * reply states.
 *
 * @example
 * personAnswer('It is order 4411.', new ToolIdentities(), 'user').facts // ['4411']
 */
export function personAnswer(text: string, identities: ToolIdentities, tool: string): ActionObservation {
  return new ActionObservation({ tool, args: { from: 'user' }, output: text }, identities, true)
}

/** The value a result was fingerprinted from, when there is none to read again (an error, no result): every digest is the result's. */
const NO_VALUE: unique symbol = Symbol('no value')

/**
 * A tool call as progress detection sees it: its identities as fields, what
 * is computed on first use as methods over a few cached fields (traces hold
 * hundreds of thousands of calls, and observations live until the analysis
 * ends: closures per observation would cost more than the data they compute).
 * Made by {@link observeAction} and {@link personAnswer}.
 *
 * @example
 * const action: ActionObservation = observeAction({ tool: 'grep', args: { pattern: 'x' }, output: 'no matches' }, new ToolIdentities())
 * action.resultClass // 'short'
 */
export class ActionObservation {
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
  /**
   * Tool name and the digest of the arguments without places in a list
   * (page, offset, cursor, scroll): the next page asked of the same list
   * shares it. Equal to `key` for a call that names no place.
   */
  readonly keyWithoutPlace: string
  /**
   * The entities the call is about, compared loosely: the identifier-like
   * argument values (numbers, one-word strings, dates in any spelling),
   * whatever keys they stand under, without positions in a list (page,
   * offset, cursor, scroll), sorted. Two calls that ask the same tool about
   * the same entities in other words, or for another page, share them.
   */
  readonly subjectValues: readonly string[]
  /**
   * The result says there was nothing: no hits, an empty list, a zero count,
   * "No results found", "End of list". Another empty answer about the same
   * subject tells the run nothing new, however the question was worded.
   */
  readonly empty: boolean
  /**
   * For a plain-text reply (40 words at most) to a call that names no entity
   * (a question in free text): the facts it states, as the sorted distinct
   * tokens that carry a digit once volatile parts are masked (`4411`,
   * `ORD-7`, `12`), or `null` when it states none. "It's 4411." and "I already
   * told you: order 4411." state the same fact.
   */
  readonly facts: readonly string[] | null
  /** The result reports a failure: an error, or a check that says failed / error / rejected. */
  readonly failing: boolean
  /**
   * The result says the call changed nothing because it was already so
   * (`changed: false`, `ALREADY_RESERVED`, "Identical file already approved").
   */
  readonly noChange: boolean
  /**
   * The framework answered in the tool's place that the call repeated its input (CrewAI's "I tried
   * reusing the same input, I must stop using this action input."): the same call as before, not run.
   */
  readonly repeatRefused: boolean
  /** Whether the call's arguments were recorded (not null, undefined, an empty string, `{}` or `[]`). */
  readonly argsRecorded: boolean
  /** Whether the call is a shell command that writes files: its long text is their content, not a message. */
  readonly writesFiles: boolean
  /** Whether the call is a shell command that only shows files (`cat`, `sed -n`, `grep`) and exited cleanly. */
  readonly showsFiles: boolean
  /** Whether the result holds anything: not `{}`, a blank string or nothing (`[]` is an answer: an empty list). */
  readonly resultRecorded: boolean
  readonly mutating: boolean
  readonly poll: boolean
  /** Whether the tool's name says it reads a record (see `ResolvedToolIdentity.readsRecords`). */
  readonly readsRecords: boolean
  /** Whether the tool asks a person (see `ToolSpec.asksPerson`). */
  readonly asksPerson: boolean
  readonly exempt: boolean
  /** Whether the tool only writes the agent's thought down (see `ToolSpec.scratchpad`). */
  readonly scratchpad: boolean
  /** For mutating calls with a resource argument: the resource written, and the state written to it. */
  readonly write: { readonly resource: string; readonly state: string } | null
  /** The arguments as parsed (JSON strings read), for evidence. */
  readonly args: unknown
  /** The result as recorded, for evidence. */
  readonly output: unknown
  /** The rules of the call's tool. */
  private readonly rules: ResolvedToolIdentity
  /** The result as recorded (not the error): what records, fields and text parts read. */
  private readonly recordedOutput: unknown
  /** The value the result's fingerprint was made from, or NO_VALUE. */
  private readonly fingerprinted: unknown
  // Computed on first use (undefined until then).
  private handles: string | undefined = undefined
  private failure: string | undefined = undefined
  private scrollFree: string | undefined = undefined
  private placeFree: string | null | undefined = undefined
  private readingsOf: Readings | null | undefined = undefined
  private plainReadingsOf: Readings | null | undefined = undefined
  private recordsOf: readonly string[] | null | undefined = undefined
  private fieldsOf: ReadonlyMap<string, string> | null | undefined = undefined
  private partsOf: readonly string[] | null | undefined = undefined
  /** The result as parsed (a JSON string read), once for records, fields and parts. */
  private parsed: { readonly value: unknown } | undefined = undefined

  /**
   * `omitsList`: the answer is the tool's usual answer with its list left
   * out (see list-shapes.ts), which says the list is empty.
   */
  constructor(recorded: ToolCallRecord, identities: ToolIdentities, personsAnswer = false, omitsList = false) {
    // The harness's stop recorded on the last call (smolagents' "Reached max steps.") is the run's end, not
    // the call's answer: a call that answered is read by its answer.
    // A call the harness refused to make (pydantic-ai's "UsageLimitExceeded: The next request would exceed
    // the request_limit of 10"), nothing else recorded, never ran: it has no answer, and tells nothing.
    const answered = recorded.output !== undefined && recorded.output !== null && recorded.output !== ''
    const call =
      stoppedByHarness(recorded.error) && answered
        ? { ...recorded, error: undefined }
        : !answered && refusedByHarness(recorded.error)
          ? { ...recorded, error: undefined, output: undefined }
          : recorded
    const rules = identities.of(call.tool)
    const args = withUrlParameters(parseJsonArguments(call.args))
    // A plan or todo update is identified by what it records, not its wording.
    const bookkeeping = rules.bookkeeping === 'always' || (rules.bookkeeping === 'with-checklist' && hasChecklist(args))
    const { key, keyWithoutPlace, target, identifiers, subjectValues, asks } = argumentIdentitiesOf(bookkeeping ? bookkeepingShape(args) : args, rules)
    const { result, resultClass, errorText, refusalText, fingerprinted } = fingerprintOutcome(call.output, call.error, rules, bookkeeping)
    // The command line a shell call ran, read for what it searched, showed or wrote.
    const command = shellCommand(call.tool, args)
    // A search run in a shell that prints nothing (`git log -S …`, `grep -rn …`) found nothing, as one that says so.
    // A person's "No, …" answers the question; it is no search that found nothing.
    const empty =
      !personsAnswer &&
      !rules.asksPerson &&
      resultClass !== 'error' &&
      resultClass !== 'unknown' &&
      (omitsList ||
        isEmptyResult(call.output) ||
        (command !== null && foundNothingInShell(command, call.output)) ||
        (call.output === '' && asksQuery(args, rules)))
    // A message that asks a question and brings back a reply is a person asked, whatever the tool's name says.
    // So does a call addressed to someone (`to`, `recipient`) whatever the tool is called.
    const mayAsk = rules.mayAskPerson || (rules.askingUndeclared && addressesSomeone(args))
    const asksPerson = rules.asksPerson || (mayAsk && resultClass !== 'error' && !empty && asksQuestion(args) && repliesInWords(call.output))
    // Only for a question (a `question` or `prompt` argument, or any text to a tool that asks a person), no entity named, answered in plain text:
    // a status poll names its job, and its answer's words (queued, running) are the news.
    // A person's answer always: the ids in a person-input call name the conversation, not what is asked.
    const facts =
      resultClass !== 'error' && resultClass !== 'unknown' && !empty && (asksPerson || (asks && subjectValues.length === 0))
        ? replyFacts(call.output, rules.maskVolatileText && !asksPerson, asksPerson)
        : null
    // Sending a question and getting the reply back (`send_sms_and_wait`) reads the reply: it writes
    // nothing. A send answered by a receipt (`delivered`, a message id) is still a write.
    // A shell call writes when its command does (`sed -i`, `cat <<'EOF' > test.py`), whatever the tool is called.
    const undeclared = !(rules.mutating || rules.exempt || rules.mutatingDeclared)
    const shellWrites = undeclared && command !== null ? shellWrite(command) : null
    const subcommand = undeclared ? (subcommandWrite(args, rules) ?? graphqlWrite(args, rules) ?? shellWrites) : null
    const writes = (rules.mutating || subcommand !== null) && !(asksPerson && facts !== null)
    // A command that only shows files (`cat`, `sed -n`, `git diff`) and exited cleanly printed their
    // content: source that says `raise ValueError` is no failure of the call.
    const showsFiles = command !== null && viewsOnly(command) && !exitedNonZero(call.output)
    const failing =
      resultClass === 'error' ||
      (resultClass !== 'unknown' &&
        ((call.exitCode !== undefined && call.exitCode !== 0) || (!showsFiles && reportsFailure(call.output)) || printsFailedStatus(args, call.output)))
    this.tool = call.tool
    this.key = key
    this.keyWithoutPlace = keyWithoutPlace
    this.target = target
    this.result = result
    this.resultClass = resultClass
    // Numbers and handles (which charge, which request) left out: "Charge ch_3Px… has been disputed" is one error.
    // A tally of outcomes is kept: "6 failed, 14 passed", then "4 failed, 16 passed", is a check getting better.
    // A refused write is told by the lines that say why (see `failureResult`).
    const reason = writes ? refusalText : errorText
    this.errorKey = reason === null ? null : `${call.tool}\u0000${hashString(maskHandles(reason).replace(ERROR_NUMBERS, keepTallies))}`
    this.identifiers = identifiers
    this.subjectValues = subjectValues
    this.empty = empty
    // A person's answer states the facts a reply states, whatever the tool's rules read.
    this.facts = personsAnswer ? (facts ?? personReplyFacts(call.output as string)) : facts
    this.failing = failing
    // A call that failed did not find it "already so": `Layer already exists` above a push's `502 Bad Gateway`.
    // An error that says no more than that it was already so (`ALREADY_EXISTS`, "Tag already registered") did find it so.
    // An error that only gives the exit status is what the output says (`gh pr merge`: "X Pull request #1873 was already merged", exit status 1).
    this.noChange = failing
      ? errorSaysAlready(call.error) || (typeof call.error === 'string' && BARE_EXIT_ERROR.test(call.error.trim()) && errorSaysAlready(call.output))
      : resultClass !== 'unknown' && saysNoChange(call.output)
    // A harness may file its refusal as the call's error.
    const refusal = typeof call.output === 'string' ? call.output : typeof call.error === 'string' ? call.error : null
    this.repeatRefused = refusal !== null && refusal.length <= REFUSAL_CHARS && REUSED_INPUT.test(refusal)
    this.argsRecorded = isRecorded(args)
    this.resultRecorded = Array.isArray(call.output) || isRecorded(call.output) || (call.error !== undefined && call.error !== null && call.error !== false)
    this.mutating = writes
    this.writesFiles = shellWrites !== null && subcommand === shellWrites
    this.showsFiles = showsFiles
    this.poll = rules.poll
    this.readsRecords = rules.readsRecords
    this.asksPerson = personsAnswer || asksPerson
    this.exempt = rules.exempt
    this.scratchpad = rules.scratchpad
    this.write = writes && !bookkeeping ? (subcommand ?? writeOf(args, rules)) : null
    this.args = args
    this.output = call.error !== undefined && call.error !== null ? call.error : call.output
    this.rules = rules
    this.recordedOutput = call.output
    this.fingerprinted = fingerprinted
  }

  /**
   * The result's fingerprint with handles (hosts, terminals, job numbers:
   * tokens mixing letters and digits; whole numbers under an id key) replaced by their shape, computed on
   * first use: the ledger asks only when the very same call answered again
   * with another result. A write answered again but for the new record's
   * number (`post_id: 7953`, then `7637`) made a duplicate; a read answered
   * again but for its transaction's number (`tx_id: 51682`, then `2813`)
   * read the same.
   */
  handleResult(): string {
    this.handles ??= this.maskedDigest(maskHandlesAndVolatile)
    return this.handles
  }

  /**
   * The result as a failure is compared: {@link handleResult}, with the
   * numbers of every line that reports no failure left out (how many tasks
   * ran, how long, which build scan): the same errors again are the same
   * failure, whatever the bookkeeping around them says. A write that was
   * refused is compared by the lines that say why alone: what else it says
   * echoes the change it refused (`This is how your edit would have looked`),
   * which was never made. Computed on first use.
   */
  failureResult(): string {
    this.failure ??= this.maskedDigest(this.mutating ? maskRefusalText : maskFailureText)
    return this.failure
  }

  /**
   * What a failure says went wrong, to quote: the error, or, when the error
   * only says that the call failed (`action failed`, `exit status 1`) and the
   * output says why, the output's lines that report the failure (all of it
   * when none does).
   *
   * @example
   * action.failureReason() // '- E999 IndentationError: expected an indented block'
   */
  failureReason(): unknown {
    const said = this.recordedOutput
    if (this.resultClass !== 'error' || typeof this.output !== 'string' || !BARE_EXIT_ERROR.test(this.output.trim())) return this.output
    return typeof said === 'string' && said.trim() !== '' ? reasonLines(said) : this.output
  }

  /** The result's fingerprint with id numbers masked and its text read through `mask` (the result itself when the rules keep text as it is). */
  private maskedDigest(mask: (text: string) => string): string {
    const value = this.fingerprinted
    return value === NO_VALUE || !this.rules.maskVolatileText ? this.result : resultDigest(withIdNumbersMasked(value, 0, this.rules.mutating), this.rules, mask)
  }

  /**
   * The result's fingerprint without one top-level field of a record result,
   * with handles masked too or not (see the ledger's `repeatCounted` and
   * `sameButPlace`); the whole fingerprint when it has no such field.
   */
  resultWithout(key: string, handles: boolean): string {
    const value = this.fingerprinted
    if (value === NO_VALUE) return this.result
    const record = parseJsonArguments(value)
    if (!isPlainRecord(record) || !Object.hasOwn(record, key)) return handles ? this.handleResult() : this.result
    const { [key]: _left, ...rest } = record
    const { rules } = this
    return handles && rules.maskVolatileText
      ? resultDigest(withIdNumbersMasked(rest, 0, rules.mutating), rules, maskHandlesAndVolatile)
      : resultDigest(rest, rules, rules.maskVolatileText ? maskVolatileText : undefined)
  }

  /**
   * The result's fingerprint without where a page was scrolled to (`scroll_y`, `scrollTop`, at any
   * depth): the same page shown again further down the same scroll, computed on first use.
   */
  scrollFreeResult(): string {
    if (this.scrollFree === undefined) {
      const value = this.fingerprinted
      const { rules } = this
      this.scrollFree =
        value === NO_VALUE || !hasScrollKey(value, 0)
          ? this.result
          : resultDigest(value, rules, rules.maskVolatileText ? maskVolatileText : undefined, withScrollKeys(rules.volatileResultPattern))
    }
    return this.scrollFree
  }

  /** The result read as words and readings (see `outcomeReadings`), computed on first use. */
  readings(): Readings | null {
    if (this.readingsOf === undefined) this.readingsOf = outcomeReadings(this.output, this.rules.isVolatileResultKey)
    return this.readingsOf
  }

  /**
   * The result read as words and readings with its handles kept (`INV-1395` stays a word and a
   * number), computed on first use: for comparing answers that are not each other's latest.
   */
  plainReadings(): Readings | null {
    if (this.plainReadingsOf === undefined) this.plainReadingsOf = outcomeReadings(this.output, this.rules.isVolatileResultKey, true)
    return this.plainReadingsOf
  }

  /**
   * The fingerprints of the records a result lists (`[{…}, {…}]`, or the one
   * list of records a result holds: `{ items: [{…}], generated }`), each
   * masked like the result, computed on first use; `null` when the result
   * lists no records (or more than RECORDS_LIMIT).
   */
  records(): readonly string[] | null {
    if (this.recordsOf === undefined) this.recordsOf = this.resultClass === 'substantive' ? recordDigests(this.parsedOutput(), this.rules) : null
    return this.recordsOf
  }

  /**
   * The result's fingerprint with where in a list it was read masked wherever
   * its text says so, the place's key before its value (`…&page=8` in the
   * address it echoes, `Search results – page 8` in its title), handles masked
   * as in {@link handleResult}; `null` for a call read at no numbered place.
   * The same empty page at page 8 and at page 9 reads alike. Computed on
   * first use.
   */
  placeFreeResult(): string | null {
    if (this.placeFree === undefined) this.placeFree = this.placeMasked()
    return this.placeFree
  }

  private placeMasked(): string | null {
    const value = this.fingerprinted
    const { args, rules } = this
    if (value === NO_VALUE || !rules.maskVolatileText || !isPlainRecord(args)) return null
    const said: RegExp[] = []
    for (const key of Object.keys(args)) {
      const field = args[key]
      if (!rules.positions.has(normalizeKeyName(key)) || !/^\w+$/.test(key)) continue
      if (!(typeof field === 'number' && Number.isInteger(field)) && !(typeof field === 'string' && /^\d{1,9}$/.test(field))) continue
      said.push(placeSaid(key, String(field)))
    }
    if (said.length === 0) return null
    // Only a result that says where it was read can read alike elsewhere (its handles already differ).
    const output = typeof this.output === 'string' ? this.output : safeStringify(this.output)
    if (output === undefined || !said.some((place) => ((place.lastIndex = 0), place.test(output)))) return null
    const mask = (text: string): string => {
      let out = text
      for (const place of said) out = out.replace(place, '$1<place>')
      return maskHandlesAndVolatile(out)
    }
    return resultDigest(withIdNumbersMasked(value, 0, rules.mutating), rules, mask)
  }

  /**
   * The top-level key under which a record result echoes where in a list it
   * was read (`scrollY: 1600`, `offset: 300`: a key spelled as a position),
   * or `null`.
   */
  placeEcho(): string | null {
    const value = this.parsedOutput()
    if (!isPlainRecord(value)) return null
    let taken = 0
    for (const key of Object.keys(value)) {
      if (taken++ >= 50) break
      const field = value[key]
      if ((typeof field === 'number' || (typeof field === 'string' && /^\d+$/.test(field))) && this.rules.positions.has(normalizeKeyName(key))) return key
    }
    return null
  }

  /**
   * The fingerprints of the parts of a result in text (its lines, or the
   * ` | `-separated fields of a one-line text: `station=ML-2 | D6: 6.0in | forecast=44F`), each
   * masked like the result, computed on first use; `null` for a result that
   * is no text of two parts or more (or of more than RECORDS_LIMIT).
   */
  textParts(): readonly string[] | null {
    if (this.partsOf === undefined) {
      const value = this.resultClass === 'substantive' ? this.parsedOutput() : null
      this.partsOf = typeof value === 'string' ? textPartDigests(value, this.rules.maskVolatileText ? maskVolatileText : undefined) : null
    }
    return this.partsOf
  }

  /**
   * The result's fields (a record's top-level entries), each value's
   * fingerprint by its key, masked like the result, computed on first use;
   * `null` when the result is no record (or has more than RECORDS_LIMIT fields).
   */
  fields(): ReadonlyMap<string, string> | null {
    if (this.fieldsOf === undefined) {
      const { rules } = this
      this.fieldsOf =
        this.resultClass === 'substantive' || this.resultClass === 'short'
          ? fieldDigests(this.parsedOutput(), rules, (value) => resultDigest(value, rules, rules.maskVolatileText ? maskVolatileText : undefined))
          : null
    }
    return this.fieldsOf
  }

  /**
   * The result's leaves by their path (`Findings.0.Compliance.Status`), each
   * digested as written (volatile keys left out, text not masked); `null` for a
   * result that is no record or holds more than LEAF_FIELDS leaves. Computed
   * on demand (see the ledger's `saysLess`), not kept.
   */
  leafFields(): ReadonlyMap<string, string> | null {
    const root = this.parsedOutput()
    if (!isPlainRecord(root) || (this.resultClass !== 'substantive' && this.resultClass !== 'short')) return null
    const { rules } = this
    const leaves = new Map<string, string>()
    const stack: Array<{ path: string; value: unknown }> = [{ path: '', value: root }]
    while (stack.length > 0) {
      const { path, value } = stack.pop()!
      if (isPlainRecord(value) || Array.isArray(value)) {
        // A list or record longer than the leaves read is no answer to compare leaf by leaf (and is not walked).
        if ((Array.isArray(value) ? value.length : Object.keys(value).length) + stack.length > LEAF_FIELDS) return null
        for (const [key, child] of Object.entries(value)) {
          // A record's own id stays (two pages of other records are not one page said twice); other volatile keys go.
          if (!Array.isArray(value) && !RECORD_ID.test(key) && rules.isVolatileResultKey(key)) continue
          stack.push({ path: path === '' ? key : `${path}.${key}`, value: child })
        }
        continue
      }
      if (leaves.size >= LEAF_FIELDS) return null
      // Unmasked: leaf by leaf, masking would make two pages of other machines (`wks-0114`, `lt-hr-007`) alike.
      leaves.set(path, resultDigest(value, rules, undefined))
    }
    return leaves
  }

  private parsedOutput(): unknown {
    this.parsed ??= { value: parseJsonArguments(this.recordedOutput) }
    return this.parsed.value
  }
}

/** Leaves of a result compared one by one at most (see `ActionObservation.leafFields`). */
const LEAF_FIELDS = 200
// The key a record names itself by: `id`, `Id`, `ID`, `uuid`.
const RECORD_ID = /^(?:id|uuid)$/i

/** Parts of a text result read at most (a long log is no record of a few parts), and the characters read. */
const TEXT_PARTS_LIMIT = 64
const TEXT_PARTS_CHARS = 8_000
const HARNESS_NOTE = /^\[[A-Za-z][^\]]*\]$/
// Where a text result separates its parts: its lines, or in a text of one line, a ` | ` between fields.
const LINE_BREAK = /\s*\r?\n\s*/
const FIELD_BREAK = /\s+\|\s+/

/** The masked fingerprints of a text's parts (see `ActionObservation.textParts`), or `null`. */
function textPartDigests(text: string, mask: ((text: string) => string) | undefined): readonly string[] | null {
  // A raw HTTP response is its body, not its header lines.
  if (text.length > TEXT_PARTS_CHARS || HTTP_STATUS_LINE.test(text)) return null
  // A line in brackets is the harness's note about the call (`[The command completed with exit code 0.]`), no part of the answer.
  // A table's row is one record: its ` | ` columns are read apart only in an answer of one line.
  const lines = text.trim().split(LINE_BREAK)
  const parts = (lines.length > 1 ? lines : text.split(FIELD_BREAK)).filter((part) => part !== '' && !HARNESS_NOTE.test(part))
  if (parts.length < 2 || parts.length > TEXT_PARTS_LIMIT) return null
  return parts.map((part) => `T${hashString(mask === undefined ? part : mask(part))}`)
}

// Where a call keeps the address it fetches.
const URL_KEYS = ['url', 'uri', 'href', 'link', 'endpoint', 'page_url', 'pageUrl', 'path']
const URL_WITH_QUERY = /^https?:\/\/[^\s?#]+\?[^\s#]+$/
// The same under a key that holds an address, which may be relative or shortened (`/v2/issues?page=2`,
// `…&cursor=0:200:0`): parameters after its first `?` or `&`.
const ADDRESS_WITH_QUERY = /^[^\s?#&]*[?&][^\s#=&]+=[^\s#]*$/

/**
 * A call's arguments with the query of the address it fetches read as
 * arguments of their own: `?offset=8&limit=4` pages like `{ offset: 8 }`
 * (and so does `/lots?offset=8` under a `url` key),
 * and the same parameters in another order ask the same thing. The address
 * stays without its query. Other arguments are returned as they are.
 *
 * @example
 * withUrlParameters({ url: 'https://x.test/lots?offset=8&limit=4' }) // { url: 'https://x.test/lots', offset: '8', limit: '4' }
 */
function withUrlParameters(args: unknown): unknown {
  if (typeof args === 'string') return URL_WITH_QUERY.test(args) ? splitUrl(args, {}) : args
  if (!isPlainRecord(args)) return args
  for (const key of URL_KEYS) {
    const value = args[key]
    if (typeof value !== 'string' || !ADDRESS_WITH_QUERY.test(value)) continue
    const rest: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(args)) if (k !== key) rest[k] = v
    return splitUrl(value, rest, key)
  }
  return args
}

function splitUrl(url: string, rest: Record<string, unknown>, key = 'url'): Record<string, unknown> {
  const question = url.indexOf('?')
  const at = question >= 0 ? question : url.indexOf('&')
  const out: Record<string, unknown> = { ...rest, [key]: url.slice(0, at) }
  try {
    for (const [name, value] of new URLSearchParams(url.slice(at + 1))) if (!(name in out)) out[name] = value
  } catch {
    return { ...rest, [key]: url }
  }
  return out
}

// Argument keys that name who a message goes to.
const RECIPIENT_KEYS = ['to', 'recipient', 'recipients', 'addressee']

/** Whether a call's arguments name who it is addressed to (`{ to: 'ward-6B-charge-nurse', prompt: … }`). */
function addressesSomeone(args: unknown): boolean {
  if (!isPlainRecord(args)) return false
  for (const key of RECIPIENT_KEYS) {
    const value = args[key]
    if ((typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0)) return true
  }
  return false
}

/**
 * Whether a text argument (a message, a question) asks something: a
 * sentence ending in a question mark, or a request for an answer put as one
 * ("Please confirm the wire diameter."). Two levels deep.
 */
function asksQuestion(args: unknown): boolean {
  const asks = (value: unknown): boolean =>
    typeof value === 'string' && value.length <= QUESTION_CHARS && (QUESTION.test(value) || REQUEST_FOR_ANSWER.test(value))
  if (asks(args)) return true
  if (!isPlainRecord(args)) return false
  for (const raw of Object.values(args)) {
    // Arguments kept as a JSON string (`{ "input.value": "{\"message\": …}" }`) are read inside.
    const value = parseJsonArguments(raw)
    if (asks(value)) return true
    if (isPlainRecord(value) && Object.values(value).some(asks)) return true
  }
  return false
}

const QUESTION = /[\p{L}\p{N})]\s?\?(?:\s|$)/u
// "Please confirm …", "Let me know …", "Tell us …": asking, said without a question mark.
const REQUEST_FOR_ANSWER = /(?:^|[.!]\s+|\bplease\s+|\s-\s)(?:please\s+)?(?:confirm|tell\s+(?:me|us)|let\s+(?:me|us)\s+know|specify|clarify)\b/i
const QUESTION_CHARS = 2000

/**
 * Whether a result is a reply in words (`"OD axis is 180. Confirmed."`, `{ response: "It is 1177." }`),
 * not a delivery receipt (`"Message 3411 sent"`, `{ status: "queued", id: … }`): a short text that
 * says something a receipt does not, or only a figure or a yes.
 */
function repliesInWords(output: unknown): boolean {
  const text =
    replyText(output) ??
    (isPlainRecord(output)
      ? Object.values(output)
          .map(replyText)
          .find((t) => t !== undefined)
      : undefined)
  if (typeof text !== 'string' || text.length > REPLY_CHARS) return false
  if (text.trim() === '') return false
  let receipt = false
  for (const term of turnTerms(maskVolatileText(text)).terms) {
    if (term === null || term.includes('#')) continue
    if (!RECEIPT_WORDS.has(term)) return true
    receipt = true
  }
  // A bare figure or "Yes." is an answer; a receipt names what was sent and nothing else.
  return !receipt
}

const REPLY_CHARS = 600

/**
 * The reply a result holds: its text, or the reply field of a record (also kept as a JSON string).
 *
 * @example
 * replyText({ reply: 'Like I said, 100-7734215.', received_at: '2024-07-02T15:30:02Z' }) // 'Like I said, 100-7734215.'
 */
export function replyText(output: unknown): string | undefined {
  const parsed = parseJsonArguments(output)
  const value = Array.isArray(parsed) && parsed.length === 1 ? parsed[0] : parsed
  if (isPlainRecord(value)) return replyField(value)
  return typeof value === 'string' ? value : undefined
}
// What a receipt says, stemmed as turnTerms stems (`delivered` → `deliver`).
const RECEIPT_WORDS = new Set(
  'message sent send queu queued deliver delivered accept accepted post posted schedul scheduled notification email sms recipient channel status success ok id msg via thread ticket created'.split(
    ' ',
  ),
)

/** What a call's arguments identify (see `ActionObservation`). */
interface ArgumentIdentities {
  key: string
  keyWithoutPlace: string
  target: string
  identifiers: string
  subjectValues: string[]
  asks: boolean
}

/** {@link argumentIdentities}, looked up for arguments made of leaves already read under the same rules (calls repeat). */
const argumentIdentitiesOf = memoizeByContent(argumentIdentities, (rules) =>
  // A tool with the user's own loop key is computed every time (the callback may read anything).
  rules.loopKey !== undefined ? null : (rules.argumentMemo as MemoSlot<ArgumentIdentities>),
)

/**
 * The call's key (rationale left out), target (modifiers left out too, top-level
 * strings normalized) and identifiers (entity-naming values only), from one
 * walk of the arguments. Key and target open with the tool's name (the rules
 * are the tool's): remembered with them, calls that repeat share the strings.
 */
function argumentIdentities(args: unknown, rules: ResolvedToolIdentity): ArgumentIdentities {
  if (rules.loopKey !== undefined) {
    const custom = `L${canonicalDigest(safeCall(rules.loopKey, args))}`
    const named = `${rules.tool}\u0000${custom}`
    return { key: named, keyWithoutPlace: named, target: named, identifiers: 'n/a', subjectValues: [custom], asks: false }
  }
  if (!isPlainRecord(args)) {
    const digest = canonicalDigest(args, { dropAnyDepth: rules.volatileArgs, dropClockValues: true, parseJsonString: false })
    const target = typeof args === 'string' ? stringLeafDigest(normalizeTargetText(args)) : digest
    // A bare string argument is the query itself when it has words; otherwise it names the entity.
    const free = typeof args === 'string' && /\s/.test(args.trim())
    const named = `${rules.tool}\u0000${digest}`
    return { key: named, keyWithoutPlace: named, target: `${rules.tool}\u0000${target}`, identifiers: 'n/a', subjectValues: free ? [] : [target], asks: false }
  }
  // A request stamped with the client's clock is the same request at another moment.
  const entries = digestEntries(args, { dropAnyDepth: rules.volatileArgs, dropClockValues: true })
  let key = ''
  let placeless = ''
  let placed = false
  let target = ''
  let identifiers = ''
  const subjects: string[] = []
  // A call whose only arguments are its reasoning (Anthropic's `think` tool: `{ thought }`) is that
  // reasoning: left out, every call would be the same empty call.
  const onlyRationale = entries.every((entry) => rules.rationale.has(entry.normalized))
  for (const entry of entries) {
    if (!onlyRationale && rules.rationale.has(entry.normalized)) continue
    key += `${entry.label}${entry.digest},`
    // A moment to the second (`as_of: 2025-06-05T13:05:09Z`) is where in time the call looked, like a page:
    // asked again a few seconds on, the answer decides whether anything moved.
    if (rules.positions.has(entry.normalized) || isMomentValue(entry.value)) placed = true
    else placeless += `${entry.label}${entry.digest},`
    const isTarget = rules.targets !== null ? rules.targets.has(entry.normalized) : !isModifierKey(entry.normalized, rules.modifiers)
    if (!isTarget) continue
    const text = typeof entry.value === 'string' ? normalizeTargetText(entry.value) : null
    const normalized = text !== null ? stringLeafDigest(text) : entry.digest
    target += `${entry.label}${normalized},`
    // A query is what is asked, not what is acted on, even when it is one word.
    // A day spelled in words (`June 9, 2024`, `9 Jun 24`) names that day, spaces and all.
    // A pattern (`print_label_queue_.*`, `{__name__=~".*wait.*"}`, `*.yaml`) is what is asked, like a query.
    if (
      (isIdentifierValue(entry.value) || (text !== null && spelledDate(text) !== null)) &&
      !rules.queries.has(entry.normalized) &&
      !(text !== null && PATTERN_VALUE.test(text))
    ) {
      identifiers += `${entry.label}${normalized},`
      const subject = text !== null ? subjectText(text) : subjectNumber(entry.value, entry.normalized)
      // A place in a list (page, offset) is not a subject; a date under a position-like key (`start`) is,
      // unless the key pages by time (`before`, `since`: the next older page, a wider window).
      if (!rules.positions.has(entry.normalized) || (subject.startsWith('date:') && !TIME_CURSOR_KEYS.has(entry.normalized))) subjects.push(subject)
    }
  }
  // A search in a shell is about the files and folders it names (`grep -n TODO src/a.py`, then `src/b.py`:
  // batch work over files); its patterns, quoted or not, are what it asks.
  for (const entry of entries) {
    // A command given as an argument list (`["bash", "-lc", "git log --grep=…"]`) is read as its command line.
    const line = COMMAND_KEYS.includes(entry.key) ? commandLine(entry.value) : null
    if (line !== null && searchesInShell(line)) subjects.push(...pathsIn(line))
  }
  // A SQL query is about the tables it reads (orphan checks over `orders`, then `invoices`: batch work over tables);
  // its filters, reworded, are what it asks.
  for (const entry of entries) if (typeof entry.value === 'string') subjects.push(...tablesIn(entry.value))
  if (subjects.length > 1) subjects.sort()
  const named = `${rules.tool}\u0000{${hashString(key)}`
  return {
    key: named,
    keyWithoutPlace: placed ? `${rules.tool}\u0000{P${hashString(placeless)}` : named,
    // A call whose every argument is a target, as written, is its own target: the same string (the ledger then looks up one).
    target: target === key ? named : `${rules.tool}\u0000{${hashString(target)}`,
    identifiers: `{${hashString(identifiers)}`,
    subjectValues: subjects,
    asks: entries.some((e) => QUESTION_KEYS.has(e.normalized)),
  }
}

// A date and a time of day to the second, off the minute: a clock read, not a time anybody types (`13:05:09`; `13:05:00` is typed).
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:(?!00)\d{2}(?:Z|[+-]\d{2}:?\d{2})?$/

/** Whether an argument value is a moment read off a clock to the second (see MOMENT). */
function isMomentValue(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 25 && MOMENT.test(value)
}

// A regular expression, glob or query-language match in an argument: `.*`, `.+`, `=~`, a `*` wildcard, a character class, an alternation in parentheses.
const PATTERN_VALUE = /\.[*+]|=~|\*|\[[^\]]+\]|\([^)]*\|[^)]*\)/

/** Argument keys that hold a question put to someone (not a search query): their answers are replies. */
const QUESTION_KEYS = new Set(['question', 'questions', 'prompt'])

// Digit groups joined by `/`, `-` or spaces, six digits or more in all (`2019/004417`; `3/20` is a fraction).
const LONG_GROUPED_NUMBER = /^(?=(?:\D*\d){6})\d+(?:[-/\s]\d+)+$/

/**
 * An identifier's normalized text as a subject, with a date in any
 * common spelling (`2026-05-01`, `2026/05/01`, `05/01/2026`, `20260501`) read as
 * one date, so asking for the same day in another format is the same question.
 */
function subjectText(text: string): string {
  // A search URL names the page searched; its free-text query (`?q=load+balancer+timeout`) is what is asked.
  if (/^https?:\/\//.test(text)) return /[?&][^=&]+=[^&]*(?:\+|%20)/.test(text) ? text.replace(/\?.*$/, '') : text
  // Spelling is not meaning: `checkout_failed`, `CheckoutFailed` and `checkout-failed` name one thing.
  if (!/\d[-/.]?\d/.test(text)) return text.replace(/[-_\s]+/g, '')
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?$/i.exec(text)
  if (m !== null) return `date:${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text)
  if (m !== null) {
    // Month first (US) unless the first part cannot be a month.
    const [a, b] = Number(m[1]) > 12 ? [m[2]!, m[1]!] : [m[1]!, m[2]!]
    return `date:${m[3]}-${a.padStart(2, '0')}-${b.padStart(2, '0')}`
  }
  const spelled = spelledDate(text)
  if (spelled !== null) return spelled
  m = /^(20\d{2})(\d{2})(\d{2})$/.exec(text)
  if (m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31) return `date:${m[1]}-${m[2]}-${m[3]}`
  // A code's separators are spelling (`HO-2291-0048`, `HO22910048`), and so is a short letter prefix
  // before its number: `55120`, `#55120`, `ORD-55120` and `ord_0055120` are one number. Versions and
  // decimals (no letters) keep their dots.
  // So are the separators of a long number written in groups (`2019/004417`, `2019-004417`): not a date (read
  // above), not a version or decimal (dots stay).
  const code = /[a-z#]/.test(text) || LONG_GROUPED_NUMBER.test(text) ? text.replace(/[-_\s#:/]+/g, '') : text
  const numbered = /^[a-z]{0,6}0*(\d{3,})$/.exec(code)
  return numbered !== null ? numbered[1]! : code
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const WEEKDAY = '(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?'
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?'
// `9 June 2024`, `9th Jun 24`; `June 9, 2024`, `Sun Jun 9th 2024`.
const DAY_MONTH_YEAR = new RegExp(`^${WEEKDAY}(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(\\d{4}|\\d{2})$`, 'i')
const MONTH_DAY_YEAR = new RegExp(`^${WEEKDAY}${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4}|\\d{2})$`, 'i')

/** A day spelled with its month's name, as `date:YYYY-MM-DD`; `null` for any other text. */
function spelledDate(text: string): string | null {
  if (text.length > 40) return null
  let day: string
  let month: string
  let year: string
  let m = DAY_MONTH_YEAR.exec(text)
  if (m !== null) [, day, month, year] = m as unknown as [string, string, string, string]
  else {
    m = MONTH_DAY_YEAR.exec(text)
    if (m === null) return null
    ;[, month, day, year] = m as unknown as [string, string, string, string]
  }
  if (Number(day) < 1 || Number(day) > 31) return null
  const index = MONTHS.indexOf(month.toLowerCase()) + 1
  return `date:${year.length === 2 ? `20${year}` : year}-${String(index).padStart(2, '0')}-${day.padStart(2, '0')}`
}

// Keys that hold a point in time: `date`, `day`, `start`, `end_ts`, `createdAfter`, `since`.
const TIME_KEY = /date|day|time|ts$|at$|since|until|start|end|before|after|from$|^to$/

/**
 * A number as a subject: under a time key, epoch seconds or milliseconds read
 * as their UTC date, so `1709596800` and `2024-03-05` ask about the same day.
 */
function subjectNumber(value: unknown, key: string): string {
  if (typeof value === 'number' && TIME_KEY.test(key)) {
    const ms = value >= 1e9 && value < 4e9 ? value * 1000 : value >= 1e12 && value < 4e12 ? value : null
    if (ms !== null) return `date:${new Date(ms).toISOString().slice(0, 10)}`
  }
  return String(value)
}

/** Numbers, booleans and strings without whitespace name an entity; other values say something. */
function isIdentifierValue(value: unknown): boolean {
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || (typeof value === 'string' && !/\s/.test(value.trim()))
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

// The harness cutting the run off, written where the tool's answer would be (SWE-agent's "Exit due to
// cost limit", "Agent stopped: max iterations reached"), or filed as the error of a call that answered
// (Aider's "Only 3 reflections allowed, stopping."): the call never answered, or answered as it did. A run-time limit
// ("Time limit exceeded") is left out: a judge says that of a program it ran.
const HARNESS_LIMIT =
  /\b(?:cost|budget|token|turn|step|iteration|recursion)s?[ _-]?limit\b|\bmax(?:imum)?[ _-]?(?:turns|steps|iterations|tool[ _-]?calls)\b|\bonly \d+ (?:reflections|retries|attempts|turns|steps|iterations) (?:are )?allowed\b/i
const HARNESS_STOP = /\b(?:exit(?:ed|ing)?|stop(?:ped|ping)?|terminat\w*|abort\w*|halt\w*|cancel+ed|reached|exceeded|due to)\b/i
// A limit the next call would pass, said before it runs: the harness refused it (pydantic-ai's `UsageLimitExceeded`).
const HARNESS_REFUSAL = /^UsageLimitExceeded\b|\bnext (?:request|call|tool call|step) would exceed\b/i
const HARNESS_CHARS = 160

function refusedByHarness(error: unknown): boolean {
  return typeof error === 'string' && error.length <= HARNESS_CHARS && HARNESS_REFUSAL.test(error)
}

// A harness's own exception for a limit it enforced (the OpenAI Agents SDK's `MaxTurnsExceeded`).
const HARNESS_EXCEPTION = /^(?:MaxTurns|MaxIterations|MaxSteps|UsageLimit|TurnLimit|StepLimit)Exceeded\b/

function stoppedByHarness(output: unknown): boolean {
  if (isPlainRecord(output)) {
    // An agent's output that is only the harness's error (`{ error: 'MaxTurnsExceeded' }`).
    let only: string | undefined
    for (const key in output) {
      if (only !== undefined) return false
      only = key
    }
    return only === 'error' && typeof output.error === 'string' && output.error.length <= HARNESS_CHARS && HARNESS_EXCEPTION.test(output.error.trim())
  }
  if (typeof output !== 'string' || output.length > HARNESS_CHARS) return false
  return HARNESS_EXCEPTION.test(output.trim()) || (HARNESS_LIMIT.test(output) && HARNESS_STOP.test(output))
}

interface Outcome {
  result: string
  resultClass: ResultClass
  errorText: string | null
  /**
   * The error as a refused write is told (see `failureResult`): an error that
   * only says it failed, with the lines of the output that say why, not the
   * change the output echoes. The same as `errorText` otherwise.
   */
  refusalText: string | null
  /** The value the fingerprint was made from (read again for `handleResult` and `resultWithout`), or NO_VALUE when there is none. */
  fingerprinted: unknown
}

function fingerprintOutcome(output: unknown, error: unknown, rules: ResolvedToolIdentity, bookkeeping: boolean): Outcome {
  const mapString = rules.maskVolatileText ? maskVolatileText : undefined
  if (error !== undefined && error !== null && error !== false) {
    const bare = errorTextOf(error, mapString)
    // An error that only gives the exit status ("exit 2", "Command failed with exit code 1") or says that
    // it failed ("check failed") is what the output says: six type errors, then four, are two failures.
    if (!BARE_EXIT_ERROR.test(bare) || output === undefined || output === null || output === '')
      return { result: `E${hashString(bare)}`, resultClass: 'error', errorText: bare, refusalText: bare, fingerprinted: NO_VALUE }
    const said = typeof output === 'string' ? output : (safeStringify(output)?.slice(0, EXIT_OUTPUT_CHARS) ?? '')
    const text = `${bare} | ${errorTextOf(said, mapString)}`
    const why = reasonLines(said)
    const refusalText = why === said ? text : `${bare} | ${errorTextOf(why, mapString)}`
    return { result: `E${hashString(text)}`, resultClass: 'error', errorText: text, refusalText, fingerprinted: NO_VALUE }
  }
  if (output === undefined || output === null || stoppedByHarness(output))
    return { result: 'unknown', resultClass: 'unknown', errorText: null, refusalText: null, fingerprinted: NO_VALUE }
  // A bookkeeping acknowledgement is read by shape: "Plan updated" and a version counter say nothing new.
  const value = rules.resultKey !== undefined ? safeCall(rules.resultKey, output) : bookkeeping ? bookkeepingShape(parseJsonArguments(output)) : output
  const result = resultDigest(value, rules, mapString)
  const embedded = embeddedError(output)
  if (embedded !== null) {
    const errorText = errorTextOf(embedded, mapString)
    return { result, resultClass: 'error', errorText, refusalText: errorText, fingerprinted: value }
  }
  const words = countWords(output, SUBSTANTIVE_WORDS)
  const substantive = words >= SUBSTANTIVE_WORDS || (words >= HIT_WORDS && hasHits(typeof output === 'string' ? parseJsonArguments(output) : output))
  return { result, resultClass: substantive ? 'substantive' : 'short', errorText: null, refusalText: null, fingerprinted: value }
}

// A record key that names an id (`id`, `post_id`, `wa_id`, `messageId`): a whole number under it, when
// the very same call answered again, is a handle (a write's new record, a read's transaction).
const ID_KEY = /^(?:id|ID|[A-Za-z][A-Za-z0-9]*(?:_id|Id|_ID))$/
// A record key that names a reference (`ref`, `quote_ref`, `bookingReference`): any code under it is a
// handle then (`Q-XICDZR`, then `Q-HNJXYW`: a new quote minted for the same price).
const REF_KEY = /^(?:ref|reference|[A-Za-z][A-Za-z0-9]*(?:_ref|Ref|_reference|Reference))$/
// A code: one token of letters, digits and separators, short.
const CODE = /^[A-Za-z0-9][\w.:#/-]{0,39}$/

/** Levels of a result read for numbered handles (a receipt's `contacts: [{ wa_id }]` is two down). */
const ID_NUMBER_DEPTH = 3

/** Whole numbers this long in a write's answer are the ids or stamps of what it made, whatever their key (`activity: 4702491557226`). */
const LONG_WHOLE_NUMBER = 1e11

function isLongWholeNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= LONG_WHOLE_NUMBER
}

/**
 * An answer with its numbered handles masked: a whole number (or a string of
 * only digits) under a key that names an id (a write's new record, a read's
 * transaction), or a code under a key that names a reference, which
 * {@link maskHandles} does not read as a handle (`Q-XICDZR` has no digit);
 * for a write, any whole number of twelve digits or more. A
 * record kept as a JSON string is read inside. The value itself when it holds
 * none; the first 50 entries of each record or list, three levels down.
 */
function withIdNumbersMasked(value: unknown, depth: number, writes: boolean): unknown {
  if (depth === 0 && typeof value === 'string') {
    // An answer that is a record kept as JSON text is read inside; as it was, when it holds no handle.
    const read = wrappedJson(value)
    if (read === value) return value
    const masked = withIdNumbersMasked(read, 0, writes)
    return masked === read ? value : masked
  }
  if (depth >= ID_NUMBER_DEPTH || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    let items: unknown[] | null = null
    for (let i = 0; i < value.length && i < 50; i++) {
      const inner = withIdNumbersMasked(value[i], depth + 1, writes)
      if (inner !== value[i]) (items ??= value.slice())[i] = inner
    }
    return items ?? value
  }
  if (!isPlainRecord(value)) return value
  let copy: Record<string, unknown> | null = null
  let taken = 0
  for (const key of Object.keys(value)) {
    if (taken++ >= 50) break
    const field = value[key]
    const read = wrappedJson(field)
    const handle =
      (ID_KEY.test(key) && isIdNumber(field)) || (typeof field === 'string' && REF_KEY.test(key) && CODE.test(field)) || (writes && isLongWholeNumber(field))
    const inner = handle ? '<h>' : withIdNumbersMasked(read, depth + 1, writes)
    if (inner !== read) (copy ??= { ...value })[key] = inner
  }
  return copy ?? value
}

function isIdNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value)
  return typeof value === 'string' && value.length <= 24 && /^\d+$/.test(value)
}

// SQL that writes: its empty answer is the write done, not nothing found.
const SQL_WRITE = /^\s*(?:insert|update|delete|merge|replace|upsert|create|drop|alter|truncate|grant|revoke)\b/i
/** Query keys whose empty answer is no search result: a question or a prompt is answered by someone. */
const ASKED_KEYS = new Set(['question', 'prompt'])

/**
 * Whether a call asks a query (a `query`, `q`, `search` argument: a search,
 * a SQL `SELECT`): an empty answer to it found nothing (LangChain's SQL tool
 * answers `""` when no row matched).
 */
function asksQuery(args: unknown, rules: ResolvedToolIdentity): boolean {
  if (!isPlainRecord(args)) return false
  for (const key of Object.keys(args)) {
    const value = args[key]
    const normalized = normalizeKeyName(key)
    if (typeof value === 'string' && value.trim() !== '' && rules.queries.has(normalized) && !ASKED_KEYS.has(normalized) && !SQL_WRITE.test(value)) return true
  }
  return false
}

/** How a text says a place (`page=8`, `Page 8`), by key and value; kept (a run pages through a few). */
const PLACES_SAID = new Map<string, RegExp>()

function placeSaid(key: string, value: string): RegExp {
  const name = `${key}\u0000${value}`
  let said = PLACES_SAID.get(name)
  if (said === undefined) {
    if (PLACES_SAID.size >= 256) PLACES_SAID.clear()
    PLACES_SAID.set(name, (said = new RegExp(`\\b(${key}\\W{1,3})${value}\\b`, 'gi')))
  }
  return said
}

/** A record or list kept as a JSON string (Griptape's `{ type: 'TextArtifact', value: '{"post_id": 7953}' }`), parsed; any other value as it is. */
function wrappedJson(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > WRAPPED_CHARS || !/^\s*[[{]/.test(value)) return value
  const parsed = parseJsonArguments(value)
  return parsed !== null && typeof parsed === 'object' ? parsed : value
}

// Where a page was scrolled to, by a result's key: `scroll_y`, `scrollTop`, `scrollPosition`.
const SCROLL_KEY = /^scroll_?(?:x|y|top|left|pos|position|offset)$|^scroll(?:X|Y|Top|Left|Pos|Position|Offset)$/
const WITH_SCROLL_KEYS = new WeakMap<RegExp, RegExp>()

/** A tool's volatile result key pattern that also drops scroll positions (one per pattern, kept). */
function withScrollKeys(pattern: RegExp | null): RegExp {
  if (pattern === null) return SCROLL_KEY
  let combined = WITH_SCROLL_KEYS.get(pattern)
  if (combined === undefined) WITH_SCROLL_KEYS.set(pattern, (combined = new RegExp(`${pattern.source}|${SCROLL_KEY.source}`, pattern.flags)))
  return combined
}

/** Whether a result holds a scroll position (`scroll_y`) in its first levels, or names one in its text. */
function hasScrollKey(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return depth === 0 && SCROLL_WORD.test(value)
  if (depth > 3 || !isPlainRecord(value)) return false
  for (const key in value) if (SCROLL_KEY.test(key) || hasScrollKey(value[key], depth + 1)) return true
  return false
}

const SCROLL_WORD = /scroll_?(?:x|y|top|left|pos|position|offset)\b/i

/** A result's fingerprint, its strings read through `map`, the keys `pattern` names left out at any depth (the tool's volatile ones by default). */
function resultDigest(
  value: unknown,
  rules: ResolvedToolIdentity,
  map: ((text: string) => string) | undefined,
  pattern: RegExp | null = rules.volatileResultPattern,
): string {
  return `R${canonicalDigest(withoutTransportHeaders(value), {
    maskMatchScores: true,
    dropAnyDepth: rules.volatileResults,
    dropAnyDepthPattern: pattern,
    mapString: map,
    parseJsonString: typeof value === 'string',
    parseNestedJson: true,
  })}`
}

// What a response's transport says about this delivery, not about the content: when it was sent, which server or proxy answered, how
// long a cache held it, which edge, request or trace served it, cookies, timings (any `x-…-ms`, `x-…-time` header),
// how much of a quota is left (any `x-…-limit`, `x-…-remaining` header).
const TRANSPORT_HEADER =
  /^(?:x-[a-z-]*-(?:ms|time|timing|duration|elapsed)|x-[a-z-]*-(?:limit|remaining|reset|quota|used)|date|age|expires|via|server|server-timing|set-cookie|report-to|nel|alt-svc|cf-ray|cf-cache-status|x-cache(?:-hits)?|x-served-by|x-timer|x-amz-(?:request-id|id-2|cf-id)|x-request-id|request-id|idempotent-replayed|x-correlation-id|x-trace-id|traceparent|x-runtime|x-response-time|x-ratelimit-[a-z-]+|ratelimit-[a-z-]+|retry-after|content-length)$/i

// A cache's verdict on serving an answer (`cache: "HIT"`, `x_cache: "MISS from edge"`): beside it, an `age` is
// how long the cache held the answer (the HTTP `Age` header's meaning), not a person's or a thing's age.
const CACHE_STATUS_KEY = /^(?:x[-_]?|cf[-_]?)?cache(?:[-_]?status)?$/i
// The verdict may follow the cache host that gave it (Wikimedia's `cp3065 hit, cp3062 miss`).
const CACHE_VERDICT = /^(?:[\w.-]+\s+)?(?:TCP_|REFRESH_)?(?:HIT|MISS|STALE|EXPIRED|REVALIDATED|BYPASS|DYNAMIC|UPDATING)\b/i

/**
 * A response recorded as `{ status, headers, body }` (or `body_excerpt`,
 * `html`): the same body with other transport headers (`date`, `age`,
 * `cf-ray`…) is the same answer.
 * Other headers (`location`, `content-type`, `etag`) stay. Likewise a
 * record that says a cache served it (`{ cache: 'HIT', age: 283, … }`)
 * without the cache's `age`. Shallow: the top-level record only.
 */
function withoutTransportHeaders(value: unknown): unknown {
  if (typeof value === 'string') return withoutTransportHeaderLines(value)
  if (!isPlainRecord(value) || Object.keys(value).length < 2) return value
  // A GraphQL response's top-level `extensions` is the server's note on this delivery (query cost, throttle
  // bucket, tracing), beside the `data` or `errors` it answered.
  if (withGraphqlExtensions(value)) {
    const { extensions: _, ...answer } = value
    return answer
  }
  // Transport headers kept beside the body (`{ errors, status: 422, 'x-shopify-api-call-limit': '3/40' }`).
  let top: Record<string, unknown> | null = null
  for (const key of Object.keys(value)) {
    if (!key.startsWith('x-') || !TRANSPORT_HEADER.test(key)) continue
    if (top === null) {
      // The cache verdict among the headers dropped still tells what the `age` beside it is.
      const kept = withoutCacheAge(value)
      top = kept === value ? { ...value } : kept
    }
    delete top[key]
  }
  if (top !== null) return withoutTransportHeaders(top)
  if (!isPlainRecord(value.headers)) return withoutCacheAge(withoutHeaderRecords(value))
  const headers: Record<string, unknown> = {}
  for (const [name, header] of Object.entries(value.headers)) if (!TRANSPORT_HEADER.test(name)) headers[name] = header
  return { ...value, headers }
}

/** Characters of a printed response read for its header lines (bounded). */
const HEADER_BLOCK_CHARS = 16_000

/**
 * A response printed as text (`curl -i`, an HTTP tool's raw answer: a status
 * line, then header lines up to a blank line) without its transport header lines: the same
 * status and body served from a cache (`x-cache: HIT`, `age: 286`) is the
 * same answer, as for a response recorded as a record.
 */
function withoutTransportHeaderLines(text: string): string {
  if (!HTTP_STATUS_LINE.test(text)) return text
  const blank = text.slice(0, HEADER_BLOCK_CHARS).search(/\r?\n\r?\n/)
  if (blank < 0) return text
  const lines = text.slice(0, blank).split(/\r?\n/)
  const kept = lines.filter((line, k) => {
    const colon = line.indexOf(':')
    return k === 0 || colon <= 0 || !TRANSPORT_HEADER.test(line.slice(0, colon).trim())
  })
  return kept.length === lines.length ? text : kept.join('\n') + text.slice(blank)
}

/** A GraphQL response with the protocol's `extensions`: `data` or `errors` beside it, and nothing else. */
function withGraphqlExtensions(value: Record<string, unknown>): boolean {
  if (!('extensions' in value) || !('data' in value || 'errors' in value)) return false
  for (const key in value) if (key !== 'data' && key !== 'errors' && key !== 'extensions') return false
  return true
}

/**
 * The record without the records beside its body that hold only transport
 * headers, whatever they are filed under (`cdn: { 'x-cache': 'HIT', age: 45,
 * 'cf-ray': … }`, `http: { server, date }`): at least two entries, every one
 * a transport header, one of them spelled as a header (with a `-`), so a
 * record of data (`{ date, age }`) stays.
 */
function withoutHeaderRecords(value: Record<string, unknown>): Record<string, unknown> {
  let rest: Record<string, unknown> | null = null
  let taken = 0
  for (const key in value) {
    if (!Object.hasOwn(value, key) || taken++ >= 50) break
    if (key === 'headers' || !isPlainRecord(value[key]) || !holdsOnlyHeaders(value[key])) continue
    rest ??= { ...value }
    delete rest[key]
  }
  return rest ?? value
}

function holdsOnlyHeaders(record: Record<string, unknown>): boolean {
  const names = Object.keys(record)
  return names.length >= 2 && names.length <= 50 && names.some((name) => name.includes('-')) && names.every((name) => TRANSPORT_HEADER.test(name))
}

function withoutCacheAge(value: Record<string, unknown>): Record<string, unknown> {
  if (!('age' in value) || !Object.entries(value).some(([key, v]) => typeof v === 'string' && CACHE_STATUS_KEY.test(key) && CACHE_VERDICT.test(v))) return value
  const { age: _age, ...rest } = value
  return rest
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
    Array.isArray(v) &&
    v.length > 0 &&
    v.slice(0, 20).some((item) => (typeof item === 'string' && item.trim() !== '') || (isRecordLike(item) && Object.keys(item).length > 0))
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
const ERROR_OPENING =
  /^\s*(?:error|errno|exception|traceback|fatal|panic|permission denied|access denied|command not found|no such file or directory|connection refused)\b|^\s*[A-Z][A-Za-z]*(?:Error|Exception)\b/i
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

/** Characters of a structured output read beside a bare exit status (bounded). */
const EXIT_OUTPUT_CHARS = 20_000

// The numbers of an error text, and among them a tally of outcomes: a count right before what it counts
// (`6 failed`, `2 errors`), opening the text or a clause, or after `found` or `with`; "step 4 failed" is no tally.
const ERROR_NUMBERS =
  /(^|[,;:([]\s*|\b(?:found|with|and|got|had)\s+)(\d+)(?=\s+(?:failed|failures?|errors?|passed|warnings?|problems?|issues?|violations?)\b)|[0-9]+/gi

function keepTallies(_match: string, lead: string | undefined, count: string | undefined): string {
  return count === undefined ? '#' : `${lead}${count}`
}

// An error that says only that the process (or a check, or a tool) failed, and perhaps with which status.
const BARE_EXIT_ERROR =
  /^(?:(?:[a-z_-]+ ){0,2}(?:error|failed|failure)|exit(?:ed)?(?: with)?(?: (?:code|status))?:? ?-?\d+|non-?zero exit(?: (?:code|status))?(?: -?\d+)?|command failed(?: with exit code -?\d+)?|process exited with (?:code|status) -?\d+|return ?code:? ?-?\d+)\.?$/i

function errorTextOf(error: unknown, mapString: ((text: string) => string) | undefined): string {
  let text: string
  if (typeof error === 'string') text = error
  else if (error instanceof Error) text = `${error.name}: ${error.message}`
  else if (isRecordLike(error) && typeof (error as Record<string, unknown>).message === 'string') text = (error as Record<string, string>).message!
  else text = canonicalDigest(error)
  text = text.trim().replace(/\s+/g, ' ')
  return mapString ? mapString(text) : text
}

// Subcommands that change what a command-line program's later commands see: its mutating words
// (see tools.ts) and moving to another branch or context (`git checkout`, `kubectl config use-context`).
const SWITCH_SUBCOMMANDS = new Set(['checkout', 'switch', 'use'])
// Where a command-line wrapper keeps its argument list (`{ args: ['checkout', 'main'] }`).
const ARGV_KEYS = ['args', 'argv', 'arguments']

// A SQL statement that reads: SELECT (or WITH) at its start, FROM somewhere after it.
const SQL_READ = /^\s*(?:\(\s*)?(?:SELECT|WITH)\b[\s\S]*\bFROM\b/i
// A table a statement reads: the name after FROM or JOIN (schema and quotes kept as written, lower-cased).
const SQL_TABLE = /\b(?:FROM|JOIN)\s+((?:[`"[]?[\w$]+[`"\]]?\.)*[`"[]?[\w$]+[`"\]]?)/gi
/** Characters of a statement read for its tables. */
const SQL_CHARS = 4_000

/**
 * The tables a SQL read names after FROM and JOIN (`table:orders`), distinct,
 * or none for any other text. A subquery's parenthesis is no table.
 *
 * @example
 * tablesIn('SELECT id FROM orders o LEFT JOIN customers c ON c.id = o.customer_id') // ['table:orders', 'table:customers']
 * tablesIn('find the orders of customer 7') // []
 */
export function tablesIn(text: string): string[] {
  const head = text.length > SQL_CHARS ? text.slice(0, SQL_CHARS) : text
  if (!SQL_READ.test(head)) return []
  const tables = new Set<string>()
  for (const match of head.matchAll(SQL_TABLE)) tables.add(`table:${match[1]!.replace(/[`"[\]]/g, '').toLowerCase()}`)
  return [...tables]
}

// A command that prints the HTTP status it got (`curl -w "%{http_code}"`), and a line that is such a status of 4xx or
// 5xx, alone or before the other values the format asked for (`413 0.003416`).
const PRINTS_HTTP_CODE = /%\{(?:http_code|response_code)\}/
const FAILED_STATUS_LINE = /^\s*[45]\d\d(?:\s+\S+){0,3}\s*$/m

/** Whether a shell call's command (or the script line it echoed) prints the HTTP status it got and the output holds a 4xx or 5xx on a line of its own. */
function printsFailedStatus(args: unknown, output: unknown): boolean {
  const text = typeof output === 'string' ? output : isPlainRecord(output) && typeof output.stdout === 'string' ? output.stdout : null
  if (text === null) return false
  const head = text.slice(0, COMMAND_CHARS)
  // The command line, or the line a script echoed as it ran it (`$ curl -w "%{http_code}" …`).
  const command = commandLine(args)
  const asked = (command !== null && PRINTS_HTTP_CODE.test(command)) || PRINTS_HTTP_CODE.test(head)
  return asked && FAILED_STATUS_LINE.test(head)
}

/**
 * The write of a call to a command-line program whose name says nothing
 * (`git`, `dbt`, `kubectl`) and whose argument list opens with a subcommand
 * that changes state (`['checkout', 'main']`, `['apply', '-f', 'x.yaml']`):
 * the program's subcommand is the resource, the rest of the list its state.
 * `null` for any other call (a list opening with `status` or `build` reads).
 */
function subcommandWrite(args: unknown, rules: ResolvedToolIdentity): { resource: string; state: string } | null {
  let argv: unknown = args
  if (isPlainRecord(args)) {
    const keys = Object.keys(args)
    argv = keys.length === 1 && ARGV_KEYS.includes(keys[0]!) ? args[keys[0]!] : undefined
  }
  if (!Array.isArray(argv) || argv.length < 2 || argv.length > 64 || !argv.every((a) => typeof a === 'string')) return null
  const verb = (argv[0] as string).toLowerCase()
  if (!/^[a-z][a-z-]*$/.test(verb) || !(SWITCH_SUBCOMMANDS.has(verb) || rules.mutatingWords.has(verb))) return null
  return { resource: `tool\u0000${rules.tool} ${verb}`, state: `${rules.tool}\u0000${stringLeafDigest(argv.slice(1).join(' '))}` }
}

// A GraphQL document that runs a mutation (`mutation { tagsAdd(id: "gid://…") { … } }`, or a named one):
// the operation's first word says it writes, whatever the tool is called.
const GRAPHQL_MUTATION = /^\s*mutation\b\s*(?:[_A-Za-z][_0-9A-Za-z]*\s*)?[({]/
// The arguments a GraphQL client tool takes its document in.
const GRAPHQL_KEYS = ['query', 'mutation', 'document', 'gql', 'graphql']

/**
 * A call that sends a GraphQL mutation writes: the tool is the resource, and
 * the document with its variables the state it writes (each order tagged is
 * another state; the same mutation sent again is the same write). `null` for
 * a query or any other call.
 */
function graphqlWrite(args: unknown, rules: ResolvedToolIdentity): { resource: string; state: string } | null {
  if (!isPlainRecord(args)) return null
  for (const key of GRAPHQL_KEYS) {
    const document = args[key]
    if (typeof document === 'string' && GRAPHQL_MUTATION.test(document))
      return {
        resource: `tool\u0000${rules.tool}`,
        state: `${rules.tool}\u0000${canonicalDigest(args, { dropAnyDepth: rules.volatileArgs, parseJsonString: false })}`,
      }
  }
  return null
}

// A tool named for moving to another branch, context or mode (`switch_branch`, `checkoutBranch`, `activate_profile`):
// what it names is the state it moves the tool's own setting to, not a resource it writes.
const SWITCH_TOOL = /^(?:switch|checkout|activate)(?:[-_\s.]|[A-Z]|$)/

function writeOf(args: unknown, rules: ResolvedToolIdentity): { resource: string; state: string } | null {
  if (!isRecordLike(args) || args instanceof Map) return null
  const record = args as Record<string, unknown>
  if (SWITCH_TOOL.test(rules.tool.trim().split(/\s+/).at(-1) ?? '')) {
    const drop = new Set(rules.rationale)
    const state = `${rules.tool}\u0000${canonicalDigest(args, { dropTopLevel: drop, dropAnyDepth: rules.volatileArgs, parseJsonString: false })}`
    return Object.keys(record).length === 0 ? null : { resource: `tool\u0000${rules.tool}`, state }
  }
  const byNormalized = new Map<string, string>()
  for (const key of Object.keys(record)) byNormalized.set(normalizeKeyName(key), key)
  for (const candidate of rules.resourceKeys) {
    const key = byNormalized.get(candidate)
    const write = key === undefined ? null : writeAt(args, record[key], candidate, rules)
    if (write !== null) return write
  }
  // No listed resource key: the write's own identifier names what it writes
  // (`zone_id`, `articleId`, `flagKey`), the first in name order.
  for (const key of Object.keys(record).sort()) {
    const normalized = normalizeKeyName(key)
    if (!IDENTIFIER_KEY.test(key) || hasKeyName(rules.volatileArgs, key, normalized)) continue
    const write = writeAt(args, record[key], normalized, rules)
    if (write !== null) return write
  }
  // Nothing names a resource (`set_recipe(bay=3, recipe='R-LOW')`): the tool writes its own setting,
  // and the arguments are the state it sets.
  const drop = new Set(rules.rationale)
  const state = `${rules.tool}\u0000${canonicalDigest(args, { dropTopLevel: drop, dropAnyDepth: rules.volatileArgs, parseJsonString: false })}`
  return Object.keys(record).length === 0 ? null : { resource: `tool\u0000${rules.tool}`, state }
}

/** The write of `value` under the (normalized) resource key: the resource it names, and the state the other arguments give it. */
function writeAt(args: unknown, value: unknown, key: string, rules: ResolvedToolIdentity): { resource: string; state: string } | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const drop = new Set(rules.rationale)
  drop.add(key)
  const state = `${rules.tool}\u0000${canonicalDigest(args, { dropTopLevel: drop, dropAnyDepth: rules.volatileArgs, parseJsonString: false })}`
  return { resource: `${key}\u0000${typeof value === 'string' ? normalizeTargetText(value) : String(value)}`, state }
}

// Keys that page or widen by time: a date under them is a place in a list, not what is asked about.
const TIME_CURSOR_KEYS = new Set(['before', 'after', 'since', 'until', 'older_than', 'newer_than', 'ending_before', 'starting_after'])

/**
 * Counts word-like tokens in a value's text, stopping at `limit`. Bounded:
 * reads at most a few thousand characters and nodes, whatever the value's size.
 */
export function countWords(value: unknown, limit: number): number {
  // A string alone: its words, read as below, without the walk.
  if (typeof value === 'string') return Math.min(countWordRuns(value, 2000), limit)
  let count = 0
  let budget = 4096
  const stack: unknown[] = [value]
  while (stack.length > 0 && count < limit && budget > 0) {
    const item = stack.pop()
    budget--
    if (typeof item === 'string') {
      count += countWordRuns(item, 2000)
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

// "Nothing" as results word it: no hits, not found, an empty page, end of list; an empty list
// printed with a note after it (`[] (0 rounds; query 5ms)`).
// "No, …" (a comma, then a clause) is a reply to a question, not "no results".
// What a clean check reports none of ("No vulnerabilities found", "no errors"): not a search that found nothing.
const PROBLEMS = String.raw`(?:errors?|warnings?|failures?|problems?|issues?|violations?|vulnerabilit(?:y|ies)|conflicts?|leaks?|regressions?|offen[cs]es?|defects?)\b`
const EMPTY_TEXT = new RegExp(
  String.raw`^(?:no\b(?![,;!]\s)(?!\s+(?:[a-z-]+\s+){0,2}?${PROBLEMS})|` +
    String.raw`none\b|nothing\b|zero\b|0\s+(?:results?|matches|match|hits?|items?|records?|rows?|entries|documents?|files?|found)\b|not\s+found\b|empty\b|end\s+of\s+(?:the\s+)?(?:list|results?|page|feed|data|file|stream)\b|(?:found|returned|got)\s+(?:0|no|zero)\b|\(0\s+rows?\)|\[\](?:$|\s*[(;,|])|\{\}(?:$|\s*[(;,|]))`,
  'i',
)
const EMPTY_TEXT_WORDS = 24
// "No docket entries found", "0 matching records", "grep: 0 matching lines", "Showing entries 0 of 41", "No lots to show", "No more jobs to load", "No permits found",
// "0 events matched", "No products match your search", "Search returned no products" (but "found no errors" and "No vulnerabilities found" are a
// clean check, and a note in brackets beside a line, go test's `pkg [no test files]`, is no answer),
// "no bookings on this page": nothing found, said after a header line.
// A placeholder line in brackets says so too: "(no bookings)", "[none]", "(empty)".
// A 0 that ends a version or a decimal ("report-lint 2.4.0  file=…") counts nothing.
const NOTHING_FOUND = new RegExp(
  String.raw`(?<!\[)\b(?:no|(?<![\d.,])0|zero)\s+(?:[a-z-]+\s+)?(?:results?|matches|hits?|items?|records?|rows?|entries|documents?|files?|pages?|lines?|occurrences?)\b|\b(?:no|(?<![\d.,])0|zero)\s+(?!(?:[a-z-]+\s+){0,2}?${PROBLEMS})` +
    String.raw`(?:[a-z-]+\s+){0,2}(?:were\s+)?(?:found|match(?:e[sd])?|returned|retrieved|located)\b|\b(?:no|nothing)\s+(?:more\s+)?(?:[a-z-]+\s+)?to\s+(?:show|display|list|load)\b|\bno\s+(?:[a-z-]+\s+){1,2}on\s+(?:this|the)\s+page\b|\b(?:returned|found|yielded|matched|got)\s+(?:no|zero|0)\s+(?!errors?\b|warnings?\b|failures?\b|problems?\b|issues?\b|violations?\b)[a-z]|\bshowing\s+(?:[a-z]+\s+)?0\b|^\s*[([]\s*(?:no|none|empty|nothing)\b[^)\]\n]{0,40}[)\]]\s*$`,
  'im',
)
// Something found: "3 results", "12 matching files"; not a total ("Showing 1-24 of 24 results"), a page ("Page 3 of results")
// nor what was looked through ("scanned 8392 rows", "0 matches in 14 log files").
const SOMETHING_FOUND =
  /(?<!\b(?:of|in|across|within)\s|\b(?:searched|scanned|checked|examined|indexed|processed|read)\s)\b[1-9]\d*\s+(?:(?!of\s)[a-z-]+\s+)?(?:results?|matches|hits?|items?|records?|rows?|entries|documents?|files?|pages?)\b(?!\s+(?:searched|scanned|checked|examined|indexed|processed|skipped))/i
// A line of a listing: a bullet, a numbered item, a table row.
const LISTED_LINE = /^\s*(?:[-*•]\s|\d+[.)]\s|\|)/m

/**
 * A short text (a header or footer around one sentence) that says nothing
 * was found, and lists nothing and counts nothing found.
 */
function saysNothingFound(text: string): boolean {
  return NOTHING_FOUND.test(text) && !SOMETHING_FOUND.test(text) && !listsSomething(text)
}

/** Whether a short text lists something: a listed line that is not itself the "nothing" (`- status: "No more jobs"`). */
function listsSomething(text: string): boolean {
  if (!LISTED_LINE.test(text)) return false
  return text.split('\n').some((line) => LISTED_LINE.test(line) && !NOTHING_FOUND.test(line))
}
const EMPTY_TEXT_CHARS = 400
const HTTP_STATUS_LINE = /^\s*HTTP\/\d(?:\.\d)? [1-5]\d\d\b/
const NO_CONTENT_LINE = /^\s*HTTP\/\d(?:\.\d)? 204\b/
const OK_LINE = /^\s*HTTP\/\d(?:\.\d)? 200\b/
const CONTENT_TYPE_HEADER = /^content-type:[ \t]*\S/im
const XML_START = /^\s*<(?:\?xml\b|[a-z][\w.-]*(?::[\w.-]+)?[\s>])/i
/** Characters of an XML answer read for its counts (bounded). */
const XML_CHARS = 20_000
// An element that holds only text: `<zs:numberOfRecords>0</zs:numberOfRecords>`.
const XML_LEAF = /<(?:[\w.-]+:)?([\w.-]+)(?:\s[^>]*)?>([^<]{0,200})<\/(?:[\w.-]+:)?\1>/g
// Counts spelled as "number of records", "total results".
const COUNT_OF = /^(?:numberof|num|total|count)(?:records|results|hits|matches|items|rows|entries|documents|found)$/

// One `key=value` pair of a log line (logfmt): the value quoted, or up to the next space or `|`.
const KEY_VALUE = /(?:^|[\s|,;])([A-Za-z_][\w.-]{0,40})=("[^"]{0,200}"|[^\s|,;"]{1,200})/g

/** A value read out of text (an XML leaf, a `key=value` pair): a number when it is one. */
function leafValue(raw: string): string | number {
  return /^-?\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : raw
}

/**
 * The fields a text spells with `pattern` (group 1 the name, group 2 the
 * value) as a record: each name's first value, numbers read as numbers, the
 * first 50 matches; `null` when fewer than `minimum` matched.
 */
function textFields(
  text: string,
  pattern: RegExp,
  minimum: number,
  read: { name?: (raw: string) => string; value?: (raw: string) => string } = {},
): Record<string, unknown> | null {
  const record: Record<string, unknown> = {}
  let n = 0
  for (const m of text.matchAll(pattern)) {
    const name = read.name === undefined ? m[1]! : read.name(m[1]!)
    record[name] ??= leafValue(read.value === undefined ? m[2]! : read.value(m[2]!))
    if (++n >= 50) break
  }
  return n >= minimum ? record : null
}

/** A short log line's `key=value` pairs (a quoted value without its quotes), when it holds two or more. */
function keyValuePairs(text: string): Record<string, unknown> | null {
  return textFields(text, KEY_VALUE, 2, { value: (raw) => (raw.startsWith('"') ? raw.slice(1, -1) : raw) })
}

// One `Label: value` line of a CLI or log answer (`rows: 0`, `Matches found: 0`).
const LINE_PAIR = /^[ \t]*(?:#+[ \t]*)?([A-Za-z_][\w .-]{0,40}?)[ \t]*:[ \t]+(\S[^\n]{0,200}?)[ \t\r]*$/gm

/** A short answer's `Label: value` lines (labels as written). */
function linePairs(text: string): Record<string, unknown> | null {
  return textFields(text, LINE_PAIR, 1)
}

/**
 * An XML answer's leaf elements (names without namespace; a count spelled
 * `numberOfRecords` read as a count).
 */
function xmlLeaves(text: string): Record<string, unknown> | null {
  return textFields(text.slice(0, XML_CHARS), XML_LEAF, 1, {
    name: (raw) => {
      const name = normalizeKeyName(raw)
      return COUNT_OF.test(name) ? 'count' : name
    },
    value: (raw) => raw.trim(),
  })
}

// An element named for a list of results written empty: `<IdList/>`, `<hits></hits>`, `<ns:ResultSet />`
// (lists of errors and warnings are empty when all went well).
const XML_EMPTY_LIST =
  /<((?:[\w.-]+:)?(?!Error|Warning|error|warning)[A-Za-z][\w.-]*?(?:List|Set|Results|Items|Entries|Records|Hits|Docs|list|results|items|entries|records|hits|docs))(?:\s[^>]*)?(?:\/>|>\s*<\/\1>)/

/** Whether an XML answer writes its one list of results empty (the list's element appears once, empty). */
function hasOnlyEmptyList(text: string): boolean {
  const head = text.slice(0, XML_CHARS)
  const found = XML_EMPTY_LIST.exec(head)
  if (found === null) return false
  const opening = `<${found[1]!}`
  return head.indexOf(opening) === found.index && head.indexOf(opening, found.index + opening.length) < 0
}

const COUNT_KEYS = new Set([
  'total',
  'count',
  'hits',
  'totalhits',
  'numresults',
  'totalcount',
  'resultcount',
  'resultscount',
  'matches',
  'found',
  'size',
  'length',
  'totalresults',
  'numfound',
  'rowcount',
  'records',
  // A listing's `n=0` (`start=100 n=0`), a statistic's sample size.
  'n',
])

/**
 * Whether a result says there was nothing: an empty list, a record whose
 * lists are all empty or whose count is zero, or a short text that opens
 * like "No results", "0 matches", "Not found", "End of list". An empty
 * string or `ok` is silence or an acknowledgement, not "nothing found".
 * Bounded: looks two levels deep and at most 50 entries a level.
 *
 * @example
 * isEmptyResult({ items: [], page: 7 })  // true
 * isEmptyResult('No results found.')     // true
 * isEmptyResult('')                      // false
 */
export function isEmptyResult(output: unknown): boolean {
  try {
    return emptyVerdict(typeof output === 'string' ? parseJsonArguments(output) : output, 0) === 'empty'
  } catch {
    return false
  }
}

type EmptyVerdict = 'empty' | 'content' | 'neutral'
// A record's verdict keeps how sure it is: a non-empty list is content for
// certain; a positive count alone may be a total across pages ("count": 61 on
// an empty page 4), so an empty list outweighs it.
type RecordVerdict = EmptyVerdict | 'weak-content'

// A list of where a search looked, by its normalized key: `searched_collections`, `sources_scanned`, `queriedIndexes`.
const SCOPE_LIST = /^(?:searched|scanned|queried)[a-z]+$|^[a-z]+(?:searched|scanned|queried)$/
// Links to other pages of the answer (a FHIR Bundle's `link: [{ relation: 'self', url }]`, HAL's and JSON:API's
// `links`): where to go next, not what was found.
const LINK_LIST = /^_?links?$/

/** Whether a list holds only links: records with a relation (`rel`, `relation`) and an address (`url`, `href`). */
function isLinkList(list: readonly unknown[]): boolean {
  return list.every((item) => isPlainRecord(item) && ('rel' in item || 'relation' in item) && ('url' in item || 'href' in item))
}

// The list a call returns under its usual names (`entries`, `results`, `items`, `hits`, `rows`).
const RESULT_LIST = /^(?:entries|results?|items|hits|records|rows|matches|documents|docs|objects)$/

// A record of bookkeeping about an answer, by its normalized key: `response_metadata`, `meta`, `_meta`, `pagination`, `page_info`.
const BOOKKEEPING_RECORD = /^(?:[a-z]*metadata|meta|pagination|paging|pageinfo)$/

// The key an HTTP answer recorded as a record keeps its status code under (names as normalizeKeyName gives them).
const HTTP_STATUS_KEY = /^(?:status|statuscode|httpstatus)$/
// A flag that says whether anything was there: `found`, `exists`, `record_found`, `isMatch`.
const FOUND_FLAG = /^(?:is|has|any|record|item|entry)?(?:found|exists?|match|matched|matches)$/

// Keys that count what came back: `total`, `row_count`, `rowsFetched`, `new_items_loaded`.
const COUNT_SUFFIX = /(?:count|total|hits|matches|matched|found|fetched|returned|loaded)$/

function isCountKey(name: string): boolean {
  // A count of what went wrong (`error_count`, `checksum_mismatches`, `warnings_found`) at zero says the check was
  // clean, not that nothing was found. (`issues` are left out: they are also what a tracker's search finds.)
  if (PROBLEM_COUNT.test(name)) return false
  // `numEntries`, `numberOfRecords`, `totalRows` count too.
  return COUNT_KEYS.has(name) || COUNT_SUFFIX.test(name) || COUNT_OF.test(name)
}
// What a count of problems is named for (normalized key names).
const PROBLEM_COUNT = /fail|error|warning|reject|violation|conflict|mismatch|discrepanc|anomal|problem|defect|vulnerab|leak|regression|offen[cs]e/

function emptyVerdict(value: unknown, depth: number): EmptyVerdict {
  if (typeof value === 'string') {
    // A raw HTTP response says what it found in its body, after the headers.
    if (depth < 2 && HTTP_STATUS_LINE.test(value)) {
      const gap = value.search(/\r?\n\r?\n/)
      const body = gap >= 0 ? value.slice(gap).trim() : ''
      // `204 No Content` is the server saying it has nothing (FDSN and many search APIs answer an empty query so).
      if (body === '' && NO_CONTENT_LINE.test(value)) return 'empty'
      // A `200 OK` that names the type of what it sends (`Content-Type: application/x-ndjson`) and sends
      // nothing: an export read past its last row, a feed with nothing new.
      if (body === '' && gap >= 0 && OK_LINE.test(value) && CONTENT_TYPE_HEADER.test(value.slice(0, gap))) return 'empty'
      // The body is the answer itself, at the answer's own level (`{ response: { docs: [] } }` is read one
      // record down as it would be unwrapped); only a message nested in the body counts a level.
      if (gap >= 0) return emptyVerdict(parseJsonArguments(body), HTTP_STATUS_LINE.test(body) ? depth + 1 : depth)
    }
    // An XML answer counts what it found in its elements (`<numberOfRecords>0</numberOfRecords>`).
    const markup = XML_START.test(value)
    if (markup) {
      // A list element written empty (`<IdList/>`) is the page, whatever total it sits beside (E-utilities'
      // `<Count>212</Count>` on a page read past the end), as an empty JSON list is.
      if (hasOnlyEmptyList(value)) return 'empty'
      const verdict = fieldsVerdict(xmlLeaves(value), depth)
      if (verdict !== null) return verdict
    }
    // A JSON answer on its first line with a trailer below it (`gh api`'s body, then `--- x-github-request-id: …`)
    // is that answer.
    const body = depth < 2 ? leadingJson(value) : undefined
    if (body !== undefined) return emptyVerdict(body, depth + 1)
    // "Nothing found" is said in a few words: a long text is content.
    if (value.length > EMPTY_TEXT_CHARS) return 'content'
    // Rows printed by Python's database drivers, every value NULL: an aggregate over no rows (`[(None,)]`).
    if (NULL_ROWS.test(value)) return 'empty'
    // A code step's observation (smolagents): what it printed, then its last value. Nothing printed
    // but nothing, and nothing returned, is nothing found.
    const step = CODE_OBSERVATION.exec(value)
    if (step !== null && depth < 2) {
      const printed = step[1]!.trim()
      const last = step[2]!.trim()
      // A step that printed nothing and returned None said nothing either way (it may have written a file).
      const lastNone = last === '' || last === 'None'
      const lastEmpty = !lastNone && emptyVerdict(parseJsonArguments(last), depth + 1) === 'empty'
      const printedEmpty = printed !== '' && emptyVerdict(parseJsonArguments(printed), depth + 1) === 'empty'
      if ((printedEmpty && (lastNone || lastEmpty)) || (printed === '' && lastEmpty)) return 'empty'
    }
    // pandas printing a query's frame with no rows: `Empty DataFrame`, its columns, `Index: []`.
    if (EMPTY_DATAFRAME.test(value)) return 'empty'
    // A log line of `key=value` pairs counts what it found in them (`query=… | hits=0 | took=2.9s`).
    if (value.includes('=')) {
      const verdict = fieldsVerdict(keyValuePairs(value), depth)
      if (verdict !== null) return verdict
    }
    // So does an answer in `Label: value` lines (`rows: 0` above the server's snapshot time).
    if (!markup && value.includes(':')) {
      const verdict = fieldsVerdict(linePairs(value), depth)
      if (verdict !== null) return verdict
    }
    // A page says it in its text, not its tags (`<p class="empty">No sponsors match your search.</p>`).
    const text = (markup ? value.replace(/<[^>]*>/g, ' ') : value).trim().replace(/_/g, ' ')
    if (text === '') return 'neutral'
    const words = countWordRuns(text)
    if (words <= EMPTY_TEXT_WORDS && EMPTY_TEXT.test(text)) return 'empty'
    return saysNothingFound(text) ? 'empty' : 'content'
  }
  if (Array.isArray(value)) {
    // A result as content blocks (MCP's and Bedrock's `[{ type: 'text', text }]`): what its one text says.
    if (value.length === 1 && depth < 2 && isTextBlock(value[0])) return emptyVerdict(parseJsonArguments(value[0].text), depth)
    return value.length === 0 || value.every(isNullRow) ? 'empty' : 'content'
  }
  if (!isPlainRecord(value)) return value === null || value === undefined || typeof value === 'boolean' ? 'neutral' : 'content'
  // A SPARQL result (W3C's JSON results: `{ head: { vars }, results: { bindings } }`) is its bindings: the
  // variables asked for are no answer.
  if (isPlainRecord(value.head) && isPlainRecord(value.results) && Array.isArray(value.results.bindings)) return emptyVerdict(value.results.bindings, depth)
  // A notebook cell's result (Jupyter's `{ status, execution_count, outputs: [{ output_type, data }] }`)
  // is what its outputs show: a frame with no rows printed is nothing found.
  const shown = notebookOutputsText(value)
  if (shown !== undefined && depth < 2) return shown === null ? 'neutral' : emptyVerdict(shown, depth + 1)
  // A GraphQL response is its `data` (`extensions` is the server's bookkeeping: cost, tracing, cache hints).
  if (isGraphqlResponse(value)) {
    // Its one root field is the answer (`{ orders: { edges: [], pageInfo } }`).
    const fields = Object.values(value.data)
    return emptyVerdict(fields.length === 1 && isPlainRecord(fields[0]) ? fields[0] : value.data, depth)
  }
  const verdict = recordVerdict(value, depth)
  return verdict === 'weak-content' ? 'content' : verdict
}

/** Outputs of a notebook cell read (bounded). */
const NOTEBOOK_OUTPUTS = 20

/**
 * The text a notebook cell's outputs show (nbformat's `outputs`: a result's
 * or a display's `text/plain`, a stream's `text`, each as a string or a list
 * of lines), joined; `null` when the cell showed nothing; `undefined` when
 * the record is no cell result or an output is of another kind (an error is
 * read as one elsewhere).
 */
function notebookOutputsText(record: Record<string, unknown>): string | null | undefined {
  const outputs = record.outputs
  if (!Array.isArray(outputs) || outputs.length > NOTEBOOK_OUTPUTS) return undefined
  const texts: string[] = []
  for (const output of outputs) {
    if (!isPlainRecord(output) || typeof output.output_type !== 'string') return undefined
    const shown = output.output_type === 'stream' ? output.text : isPlainRecord(output.data) ? output.data['text/plain'] : undefined
    const text = typeof shown === 'string' ? shown : Array.isArray(shown) && shown.every((line) => typeof line === 'string') ? shown.join('') : undefined
    if (text === undefined) return undefined
    if (text.trim() !== '') texts.push(text)
  }
  return texts.length === 0 ? null : texts.join('\n')
}

/**
 * A list of fields kept as names and values (`[{ event: 'slot', name: 'hits', value: [] }]`,
 * `[{ key, value }]`) as the record they make, or `null` for any other list.
 */
function nameValueFields(list: readonly unknown[]): Record<string, unknown> | null {
  if (list.length === 0 || list.length > 50) return null
  const fields: Record<string, unknown> = {}
  for (const item of list) {
    const name = isPlainRecord(item) ? nameOfValueField(item) : null
    if (name === null) return null
    fields[name] = (item as Record<string, unknown>).value
  }
  return fields
}

function isTextBlock(value: unknown): value is { text: string } {
  if (!isPlainRecord(value) || typeof value.text !== 'string') return false
  for (const key in value) if (key !== 'text' && key !== 'type') return false
  return value.type === undefined || value.type === 'text'
}

/** `{ data: {…}, extensions?, errors?: [] }`: a GraphQL answer with no errors. */
function isGraphqlResponse(value: Record<string, unknown>): value is { data: Record<string, unknown> } {
  if (!isPlainRecord(value.data)) return false
  for (const key in value) {
    if (key === 'data' || key === 'extensions') continue
    if (key === 'errors' && Array.isArray(value.errors) && value.errors.length === 0) continue
    return false
  }
  return true
}

// smolagents' observation of a code step: `Execution logs:\n<printed>\nLast output from code snippet:\n<value>`
// (or `\nOut: <value>`).
const EMPTY_DATAFRAME = /^\s*Empty DataFrame\s*\n\s*Columns: \[[^\]\n]{0,2000}\]\s*\n\s*Index: \[\]\s*$/m
const CODE_OBSERVATION = /^\s*Execution logs:\n([\s\S]*?)\n?(?:Last output from code snippet:|Out:)[ \t]*\n?([\s\S]*)$/
// `[(None,)]`, `[(None, None)]`: a list of tuples of NULL, as `str(cursor.fetchall())` prints it.
const NULL_ROWS = /^\s*\[\s*\(\s*None\s*(?:,\s*None\s*)*,?\s*\)(?:\s*,\s*\(\s*None\s*(?:,\s*None\s*)*,?\s*\))*\s*\]\s*$/

/** A row with nothing in it: `null`, or a row whose every value is `null` (`{ "sum": null }`, `[null]`). */
function isNullRow(row: unknown): boolean {
  if (row === null) return true
  if (Array.isArray(row)) return row.length > 0 && row.every((v) => v === null)
  if (!isPlainRecord(row)) return false
  let any = false
  for (const key in row) {
    if (row[key] !== null) return false
    any = true
  }
  return any
}

/** The verdict of fields read out of a text (see `textFields`), or `null` when they say nothing either way. */
function fieldsVerdict(fields: Record<string, unknown> | null, depth: number): EmptyVerdict | null {
  if (fields === null) return null
  const verdict = recordVerdict(fields, depth)
  return verdict === 'neutral' ? null : verdict === 'weak-content' ? 'content' : verdict
}

// The (normalized) names of a record's fields that hold its answer as text: a message, a status line, a
// page's or a screen's text (`page_text`, `innerText`, `ocr`). Such a field saying "no results" is the answer.
const TEXT_FIELD =
  /^(?:message|status|result|results|detail|details|info|text|summary|note|error|content|output|stdout|body|bodyexcerpt|html|markdown|pagetext|screentext|visibletext|innertext|textcontent|observation|ocr)$/

// A record is empty when what it returned is empty: an empty list together
// with a zero count, or an empty list (a positive count beside it is a total
// across pages), or a zero count, or a field that says "no results". A
// non-empty list beside a zero count is metadata (`filters_applied`).
function recordVerdict(value: Record<string, unknown>, depth: number): RecordVerdict {
  let emptyList = false
  let fullList = false
  let zeroCount = false
  let positiveCount = false
  let emptyText = false
  let emptyResults = false
  let fullResults = false
  let notFound = false
  let taken = 0
  let fields: Record<string, unknown> | null
  for (const key of Object.keys(value)) {
    if (taken++ >= 50) break
    const child = value[key]
    const name = normalizeKeyName(key)
    if (typeof child === 'number') {
      // A number where the list would be (`rows: 0`, `results: 12`) counts it.
      if (isCountKey(name) || RESULT_LIST.test(name)) {
        if (child > 0) positiveCount = true
        else zeroCount = true
      }
      // An HTTP answer's `404 Not Found` or `410 Gone` (`{ status: 404, body }`): nothing is there.
      else if ((child === 404 || child === 410) && HTTP_STATUS_KEY.test(name)) notFound = true
    } else if (Array.isArray(child) && depth < 1 && (fields = nameValueFields(child)) !== null) {
      // Fields kept as names and values (Rasa's slot events): read as the record they make.
      const inner = recordVerdict(fields, depth + 1)
      if (inner === 'content') fullList = true
      else if (inner === 'weak-content') positiveCount = true
      else if (inner === 'empty') emptyList = true
    } else if (Array.isArray(child)) {
      // A list of what went wrong (`failed: []`, `errors: []`) empty says nothing went wrong, not that nothing was found.
      if (child.length === 0 && FAILURE_LIST.test(name)) continue
      // What was looked through (`searched_collections`, `indexes_scanned`) echoes the asking: no find.
      if (SCOPE_LIST.test(name)) continue
      if (LINK_LIST.test(name) && isLinkList(child)) continue
      // Rows that hold nothing but NULL (`rows: [{ f0_: null }]`): an aggregate over no rows, as a driver returns it.
      const found = child.length > 0 && !(RESULT_LIST.test(name) && child.every(isNullRow))
      if (found) fullList = true
      else emptyList = true
      if (RESULT_LIST.test(name)) {
        if (found) fullResults = true
        else emptyResults = true
      }
    } else if (typeof child === 'string' && depth < 2 && child.length <= WRAPPED_CHARS && /^\s*[[{]/.test(child)) {
      // A body kept as a JSON string (`{ status_code: 200, body: '{"slots": []}' }`, also one level down:
      // `{ output: { content: '{"data": []}' } }`) is read inside.
      const inner = emptyVerdict(parseJsonArguments(child), depth + 1)
      if (inner === 'content') fullList = true
      else if (inner === 'empty') emptyList = true
    } else if (typeof child === 'string') {
      if (TEXT_FIELD.test(name) && emptyVerdict(child, depth + 1) === 'empty') emptyText = true
    } else if (child === false && FOUND_FLAG.test(name)) {
      // `found: false`, `exists: false`: the answer says nothing was there.
      notFound = true
    } else if (depth < 1 && isPlainRecord(child)) {
      const inner = recordVerdict(child, depth + 1)
      // The answer's bookkeeping (Slack's `response_metadata: { next_cursor: '', warnings: [...] }`, `meta`,
      // `pagination`) describes the answer: its lists are no find, though its counts count (`meta: { matched: 0 }`).
      if (inner === 'content' && BOOKKEEPING_RECORD.test(name)) continue
      if (inner === 'content') fullList = true
      else if (inner === 'weak-content') positiveCount = true
      else if (inner === 'empty') emptyList = true
    }
  }
  if (emptyList && zeroCount) return 'empty'
  // The list a search returns is empty; the other lists echo what was asked (`resourceNames`, `scopes`).
  if (emptyResults && !fullResults && !positiveCount) return 'empty'
  // A flag that nothing was found outweighs lists that echo the asking (`searched: ['live', 'archive']`).
  if (notFound && !fullResults && !positiveCount) return 'empty'
  if (fullList) return 'content'
  if (emptyList || zeroCount) return 'empty'
  if (positiveCount) return 'weak-content'
  return emptyText ? 'empty' : 'neutral'
}

// A check that failed says so ("0 failed", "0 errors" say it did not): a linter's `kepler.py:23:43: F821 …`, "4 failed", "FAILED tests/…", "AssertionError", "error TS2304:",
// "ERROR: …", an `ERR_PROBE_TIMEOUT` code, make's "*** [Makefile:12: check] Error 1", "exit code 1", "exit 3" on a line of its own, an HTTP status line of 4xx or 5xx (`curl -I`'s `HTTP/2 404`), "build rejected", "REJECTED 37 rows", "verdict: REJECT" (a firewall rule's bare `REJECT` is no outcome), "VIOLATION PWR-004", "2 violations", "status: NO-GO", "dmarc=fail". A document that mentions errors ("Errors: red text") does not.
const FAILURE_WORDS =
  /\b(?:[1-9]\d*\s+(?:failed|failing|failures?|errors?)\b|(?<!\b0\s)FAIL(?:ED|URE|S)?\b|VIOLATIONS?\b|[1-9]\d*\s+violations?\b|[Vv]iolated:\s*[1-9]|NO-GO\b|(?<=[a-z]=)fail(?:ed|ure)?\b|(?<!\b0\s)[Ff]ail(?:ed|ing|s)\b|[A-Z][A-Za-z]*(?:Error|Exception)\b|Traceback\b|ERR_[A-Z][A-Z0-9_]{2,}\b|(?:[Ee]rror|ERROR)(?:\s+[A-Z]*\d+)?:|make(?:\[\d+\])?: \*\*\* \[[^\]\n]{1,200}\] Error \d+|[Ee]xit(?:ed)?(?: with)? (?:code|status) [1-9]\d*|[Rr]eturn(?:ed)? code [1-9]\d*|non-zero exit|not ok\b|[Rr]ejected\b|REJECTED\b|\b(?:verdict|result|status|decision|outcome)\s*[:=]\s*REJECT\b|\bERR!|(?:^|\n)\s*exit(?:\s+(?:code|status))?\s+[1-9]\d*\b|(?:^|\n)\s*HTTP\/\d(?:\.\d)? [45]\d\d\b|(?<=^|\n)[\w./-]{1,200}:\d+:\d+: [A-Z]{1,3}\d{2,4}\b)/
/** A failing result's text as failures are compared: volatile parts and handles masked, then {@link failureLinesOnly}. */
function maskFailureText(text: string): string {
  return failureLinesOnly(maskHandlesAndVolatile(withoutLintColumns(text)))
}

// A linter's finding (`kepler.py:23:43: F821 undefined name 'k'`): its column, which an edit to the same line moves.
const LINT_COLUMN = /(^|[\s"'])([\w./-]{1,200}:\d+):\d+(?=: [A-Z]{1,3}\d{2,4}\b)/gm

/** A failure's text with the columns of its linter findings masked: the same finding on the same line after an edit there is that finding again. */
function withoutLintColumns(text: string): string {
  return text.includes(': ') ? text.replace(LINT_COLUMN, '$1$2:#') : text
}

/** A refused write's text as refusals are compared: {@link reasonLines}, volatile parts and handles masked (numbers of other lines too, when no line reports the failure). */
function maskRefusalText(text: string): string {
  const head = text.length > FAILURE_LINES_CHARS ? text.slice(0, FAILURE_LINES_CHARS) : text
  // The lines that report it are found before masking: masking may blur what marks them (a linter's
  // `kepler.py:23:43: F821` reads as a time and a handle).
  const reasons = reasonLines(head)
  return reasons === head ? failureLinesOnly(maskHandlesAndVolatile(head)) : maskHandlesAndVolatile(withoutLintColumns(reasons))
}

/** The lines of a failure's text that report it (`E999 IndentationError: …`), or the whole text when none does. Bounded by FAILURE_LINES_CHARS. */
function reasonLines(text: string): string {
  const head = text.length > FAILURE_LINES_CHARS ? text.slice(0, FAILURE_LINES_CHARS) : text
  const reasons = head.split('\n').filter((line) => FAILURE_WORDS.test(line))
  return reasons.length > 0 ? reasons.join('\n') : text
}

/** Characters of a failing result's text read line by line for {@link failureLinesOnly}. */
const FAILURE_LINES_CHARS = 8_000

/**
 * A failing result's text with the digits of each line that reports no
 * failure replaced by `#` (`20 actionable tasks: 1 executed` → `# actionable
 * tasks: # executed`); lines that report it ("2 failed", "error TS2345")
 * are kept as they are. Bounded by FAILURE_LINES_CHARS.
 *
 * @example
 * failureLinesOnly('e: Foo.kt:42 Unresolved\nFAILED in 7s\n20 tasks: 1 executed') // 'e: Foo.kt:# Unresolved\nFAILED in 7s\n# tasks: # executed'
 */
export function failureLinesOnly(text: string): string {
  if (!/\d/.test(text)) return text
  const head = text.length > FAILURE_LINES_CHARS ? text.slice(0, FAILURE_LINES_CHARS) : text
  return head
    .split('\n')
    .map((line) => (FAILURE_WORDS.test(line) ? line : line.replace(/\d+/g, '#')))
    .join('\n')
}

/**
 * Whether a result reports a failure: its text, or for a record its
 * top-level strings (`status: "failed"`) and an `ok` / `success` flag that is
 * `false`. Bounded: the first 4,000 characters of a text, the first 50
 * entries of a record.
 */
function reportsFailure(output: unknown): boolean {
  try {
    if (typeof output === 'string') {
      if (failureText(output)) return true
      // A record kept as a JSON string (a tracer's attribute, a tool that returns JSON text) is read as that record.
      if (output.length > WRAPPED_CHARS || !output.trimStart().startsWith('{')) return false
      const record = parseJsonArguments(output)
      return isPlainRecord(record) && recordReportsFailure(record, 0)
    }
    return isPlainRecord(output) && recordReportsFailure(output, 0)
  } catch {
    return false
  }
}

// A short message that says it did not work: "We could not verify this address", "Unable to connect".
// Only in a short text: a document may well say "cannot" or "invalid" in passing.
const REFUSAL_WORDS =
  /\b(?:could\s?n[o']t|can\s?n[o']t|unable to|not (?:be )?(?:verified|valid|accepted|allowed|permitted|found|available|authorized)|invalid|denied|declined|forbidden|unauthori[sz]ed|timed out|refused|there was a problem|enter a valid)\b/i
const REFUSAL_CHARS = 300
// A status that says it did not work: `"status": "REJECTED"`, `"conclusion": "failure"`, a solver's `INFEASIBLE`,
// a check's `OUT_OF_RANGE`, `NON_COMPLIANT` or `NOT_ACCEPTED`.
const FAILED_STATE =
  /^(?:fail(?:ed|ure|ing)?|errored|error|rejected|invalid|denied|declined|refused|blocked|unhealthy|crash(?:ed|loopbackoff)|timed[_ ]?out|aborted|unreconciled|unbalanced|out[_ ]of[_ ](?:balance|range|spec|tolerance|bounds)|non[-_ ]?compliant|not[-_ ]?(?:accepted|approved|passed|compliant|ok)|mismatch(?:ed)?|no[-_ ]go|violat(?:ed|ion|ions)|infeasible|unsatisfiable|unsat|not[-_ ]feasible)$/i

// A result that says the call changed nothing because it was already so.
const ALREADY_TEXT =
  /\b(?:already\s+(?:exists?|approved|reserved|applied|done|set|up[- ]to[- ]date|registered|submitted|in\s+place|booked|confirmed|enabled|disabled|published|sent|created|scheduled|assigned|paid)|no\s+changes?\s+(?:made|needed|applied|required)|nothing\s+to\s+(?:do|change|update)|no[- ]op\b|no\s+new\s+\w+\s+(?:created|made))|\(no\s+change\)/i
const ALREADY_STATE = /^(?:already[_ -]|duplicate(?:$|[_ -])|no[_ -]?change[sd]?$|unchanged$|no[_ -]?op$|not[_ -]modified$)/i
const CHANGE_FLAG = /^(?:changed|modified|updated|created|applied)$/i
// A flag that says the call repeated one already made: `duplicate: true`, `already_submitted: true`, `idempotent_replayed: true`.
const REPEATED_FLAG = /^(?:is_?)?duplicate$|^already_?[a-z]+$|^idempotent_?replay(?:ed)?$/i

/**
 * Whether a result says the call changed nothing because it was already so:
 * a change flag that is `false` (`changed: false`), a flag that says it
 * repeated a call already made (`duplicate: true`), an outcome that starts
 * with "already" or "duplicate" (`ALREADY_RESERVED`, `duplicate_ignored`), or a short text that says so
 * ("Identical file already approved; no new proof created"). Top level only
 * (also of a record kept as a JSON string), the first 50 entries.
 */
function saysNoChange(output: unknown): boolean {
  try {
    const value = parseJsonArguments(output)
    if (typeof value === 'string') return value.length <= REFUSAL_CHARS && ALREADY_TEXT.test(value)
    if (!isPlainRecord(value)) return false
    let taken = 0
    for (const key of Object.keys(value)) {
      if (taken++ >= 50) break
      const field = value[key]
      if ((field === false && CHANGE_FLAG.test(key)) || (field === true && REPEATED_FLAG.test(key))) return true
      if (typeof field === 'string' && ((STATE_KEY.test(key) && ALREADY_STATE.test(field)) || (field.length <= REFUSAL_CHARS && ALREADY_TEXT.test(field))))
        return true
    }
    return false
  } catch {
    return false
  }
}

// A framework's answer, in the tool's place, to a call that repeated its input: CrewAI's tool-usage cache,
// a harness's guard ("[blocked] This exact action already FAILED. Do NOT repeat it."). Only a repeated call is
// judged by it: the same words as a hint under a first failure change nothing.
const REUSED_INPUT =
  /\bI tried reusing the same input, I must stop using this action input\b|\b(?:this|the) (?:exact|same|identical) (?:action|call|command|input|request) (?:has )?(?:already|was already)\b|\b(?:do not|don't|stop) repeat(?:ing)? (?:it|this|that|the same)\b/i

/** Whether an error is a short statement that it was already so: `ALREADY_EXISTS`, `already registered`. */
function errorSaysAlready(error: unknown): boolean {
  if (typeof error !== 'string' || error.length > REFUSAL_CHARS) return false
  const words = error.replace(UNDERSCORES, ' ')
  return ALREADY_STATE.test(error.trim()) || ALREADY_TEXT.test(words) || ALREADY_DONE.test(words)
}

// An error that refuses an action as already done, in any verb: `charge_already_refunded`, "order already cancelled".
// (Only an error: a result that says "14 already attended" reports on others.)
const ALREADY_DONE = /\balready\s+(?:been\s+)?[a-z]{2,}ed\b/i

const UNDERSCORES = /_/g

// The HTTP statuses that are errors; 404 and 410 say nothing is there (see `emptyVerdict`).
const HTTP_ERROR_STATUS = /^(?:4(?!04|10)\d\d|5\d\d)$/

// The keys a record states its outcome under.
const STATE_KEY = /^(?:status|state|result|outcome|conclusion|verdict)$/i
// The keys a record states a process's exit code under.
export const EXIT_CODE_KEY = /^(?:exit_?code|exit_?status|return_?code|returncode|rc)$/i

/** Whether a record's field states a failed outcome: `status: "REJECTED"`, `conclusion: "failure"`. */
function statesFailure(key: string, value: unknown): boolean {
  return typeof value === 'string' && STATE_KEY.test(key) && FAILED_STATE.test(value)
}

function failureText(text: string): boolean {
  return FAILURE_WORDS.test(text.slice(0, 4000)) || (text.length <= REFUSAL_CHARS && REFUSAL_WORDS.test(text))
}

// A record reports failure by a top-level text, a false health flag (`ok`, `healthy`, `verified`), or an
// `error` / `alert` / `warning` record one level down that does.
/** Characters of a wrapped JSON record read for a failure (bounded). */
const WRAPPED_CHARS = 20_000

/** Levels below a result a process's exit status is looked for (`extras.metadata.exit_code` is three down). */
const EXIT_CODE_DEPTH = 3

/** Whether a record, or one nested in it (EXIT_CODE_DEPTH levels at most, 50 entries each), gives a non-zero exit status. */
function nonZeroExitCode(record: Record<string, unknown>, depth: number): boolean {
  if (depth > EXIT_CODE_DEPTH) return false
  let taken = 0
  for (const key of Object.keys(record)) {
    if (taken++ >= 50) break
    const value = record[key]
    if (typeof value === 'number' && value !== 0 && EXIT_CODE_KEY.test(key)) return true
    if (isPlainRecord(value) && nonZeroExitCode(value, depth + 1)) return true
  }
  return false
}

// The keys a record counts or lists its failures under (`rejected`, `errors`, `failed_count`, `num_failures`).
// Lists of what went wrong, by their normalized key (`failed`, `errors`, `failed_lanes`, `conflicts`, `mismatches`).
const FAILURE_LIST =
  /^(?:failed|failing|failures?|errors?|warnings?|rejected|rejections?|violations?|conflicts?|mismatch(?:es)?|discrepanc(?:y|ies)|anomal(?:y|ies))[a-z]*$/
const FAILURE_TALLY = /^(?:n_?|num_?)?(?:failed|failures?|errors?|rejected|rejections?|violations?)(?:_?count)?$/i

function recordReportsFailure(record: Record<string, unknown>, depth: number): boolean {
  // A process that exited non-zero failed, whatever its output says (`exit_code: 1`, `returncode: 2`),
  // also where a framework files it beside the output (OpenHands' `{ content, extras: { metadata: { exit_code } } }`).
  if (nonZeroExitCode(record, depth)) return true
  let taken = 0
  for (const key of Object.keys(record)) {
    if (taken++ >= 50) break
    const value = record[key]
    if (typeof value === 'string' && failureText(value)) return true
    // A record wrapped as a JSON string in an envelope (`{ response: '{"accepted": false, …}' }`) is read inside it.
    if (depth === 0 && typeof value === 'string' && value.length <= WRAPPED_CHARS && value.startsWith('{')) {
      const inner = parseJsonArguments(value)
      if (isPlainRecord(inner) && recordReportsFailure(inner, 1)) return true
    }
    if (value === false && /^(?:ok|success|succeeded|successful|passed|healthy|valid|verified|accepted)$/i.test(key)) return true
    // A count or list of failures says what "4 rejected" says in a text: `rejected: 4`, `errors: ['…']`, `failed_count: 2`, axe's `violations: [{…}]`.
    if (FAILURE_TALLY.test(key) && (typeof value === 'number' ? value > 0 : Array.isArray(value) && value.length > 0)) return true
    if (statesFailure(key, value)) return true
    // A response whose HTTP status is an error (`{ status: 403, body: { error: 'invalid_signature' } }`).
    if (
      depth === 0 &&
      (typeof value === 'number' || typeof value === 'string') &&
      HTTP_ERROR_STATUS.test(String(value)) &&
      HTTP_STATUS_KEY.test(normalizeKeyName(key))
    )
      return true
    if (depth === 0 && isPlainRecord(value) && /^(?:errors?|alert|warning|failure|problem)$/i.test(key) && recordReportsFailure(value, 1)) return true
    // A list of checks with one that failed: `results: [{ status: 'pass' }, { status: 'fail' }]`.
    if (
      depth === 0 &&
      Array.isArray(value) &&
      value.slice(0, 50).some(
        (item) =>
          isPlainRecord(item) &&
          Object.keys(item)
            .slice(0, 50)
            .some((k) => statesFailure(k, item[k])),
      )
    )
      return true
  }
  return false
}

const REPLY_FIELDS = [
  'reply',
  'answer',
  // A graph resumed with the person's answer (LangGraph's `{ __interrupt__: { value: question }, resume }`).
  'resume',
  'human_input',
  // CrewAI's human input: `{ feedback }`.
  'feedback',
  'user_input',
  'user_response',
  'response',
  'text',
  'message',
  'content',
  'body',
  'comment',
  'decision',
  'choice',
  'selection',
  'note',
  'output',
  'result',
  'value',
  'input',
]

/**
 * Where a reply record wraps the reply one level down (`{ data: { text } }`, n8n's send-and-wait), and the reply
 * fields that may hold a message record rather than its text (Slack's `{ reply: { user, text, ts } }`).
 */
const REPLY_WRAPPERS = ['data', 'result', 'body', 'payload', 'response', 'reply', 'answer', 'message']

/** Levels of reply wrappers read down (`{ response: { data: { text } } }`, n8n's send-and-wait). */
const REPLY_DEPTH = 2

// A reply named for who gave it: `customer_reply`, `user_response`, `humanAnswer`; or for the
// interrupt it resumed: `resumed_with`, `resume_value`, `resumeValue`.
const REPLY_SUFFIX = /[a-z]_(?:reply|response|answer)$|[a-z](?:Reply|Response|Answer)$|^resumed?(?:_with|_value|With|Value)$/

function replyField(record: Record<string, unknown>, depth = 0): string | undefined {
  for (const field of REPLY_FIELDS) if (typeof record[field] === 'string') return record[field] as string
  // A reply in text blocks (an MCP tool result's `content: [{ type: 'text', text }]`), beside its delivery details.
  const blocks = textBlocks(record.content)
  if (blocks !== undefined) return blocks
  for (const key in record) if (REPLY_SUFFIX.test(key) && typeof record[key] === 'string') return record[key] as string
  if (depth < REPLY_DEPTH)
    for (const wrapper of REPLY_WRAPPERS) {
      const inner = record[wrapper]
      if (isPlainRecord(inner)) {
        const reply = replyField(inner, depth + 1)
        if (reply !== undefined) return reply
      }
    }
  // The person's message as the state update a graph node returns (LangGraph's human node: `{ messages: [{ type: 'human', content }] }`).
  const said = lastPersonMessage(record.messages)
  if (said !== undefined) return said
  // Answers keyed by the question they answer (Claude Code's AskUserQuestion: `{ questions, answers: { [question]: answer } }`).
  const answers = record.answers
  if (isPlainRecord(answers)) {
    const texts = Object.values(answers)
      .slice(0, 20)
      .filter((v): v is string => typeof v === 'string')
    if (texts.length > 0) return texts.join('\n')
  }
  return undefined
}

/**
 * Whether a call put a question to a person and recorded no answer (the
 * answer comes back as the person's own message: LangGraph's interrupt and
 * resume). The asking and that answer are one exchange, judged by the
 * answer: the call is neither news nor a change.
 *
 * @example
 * asksUnanswered(observeAction({ tool: 'ask_human', args: { question: 'Which year?' }, output: null }, ids)) // true
 */
export function asksUnanswered(action: ActionObservation): boolean {
  return action.asksPerson && !action.failing && action.resultClass === 'unknown'
}

/**
 * The facts of what a person said (see replyFacts), or `null` for a reply
 * too long to be one answer.
 *
 * @example
 * personReplyFacts('12 kg, grade A.') // ['12', 'grade', 'kg', 'option:A']
 */
export function personReplyFacts(text: string): string[] | null {
  return replyFacts(text, false, true)
}

/** The text of a message list's last message when a person sent it (`{ type: 'human' }`, `{ role: 'user' }`), or `undefined`. */
function lastPersonMessage(messages: unknown): string | undefined {
  if (!Array.isArray(messages) || messages.length === 0) return undefined
  const last: unknown = messages[messages.length - 1]
  if (!isPlainRecord(last) || typeof last.content !== 'string') return undefined
  const from = last.type ?? last.role
  return from === 'human' || from === 'user' ? last.content : undefined
}

/** The facts of a plain-text reply (or of the reply field of a record: `{reply, user, replied_at}`), 40 words at most. */
function replyFacts(reply: unknown, mask: boolean, person: boolean): string[] | null {
  try {
    // A reply in a list of one (Cohere's tool results, `content` blocks) is that reply; a record kept as a JSON string is read inside.
    const parsed = typeof reply === 'string' ? parseJsonArguments(reply) : reply
    const output = Array.isArray(parsed) && parsed.length === 1 ? parsed[0] : parsed
    let text: unknown = output
    if (isPlainRecord(output))
      text =
        replyField(output) ??
        REPLY_WRAPPERS.map((w) => output[w])
          .filter(isPlainRecord)
          .map((record) => replyField(record))
          .find((v) => v !== undefined) ??
        // A reply kept as a JSON string in a tracer's attribute (`output.value`).
        Object.values(output)
          .filter((v) => typeof v === 'string' && v.startsWith('{'))
          .map(replyText)
          .find((v) => v !== undefined) ??
        // A reply as a record's one text (LangGraph's `{ resume }`, `{ 'gen_ai.user.message': … }`).
        soleText(output)
    // Counted as compared: a date or a message id in the reply's footer is no word of the answer.
    if (typeof text !== 'string' || countWords(maskVolatileText(text), ANSWER_WORDS + 1) > ANSWER_WORDS) return null
    // A person who says they answered this before ("Roll out. I already said yes twice.") tells nothing new.
    if (person && saysSaidBefore(text)) return []
    return factsOf(text, mask, person)
  } catch {
    // A hostile reply (a throwing getter, a revoked proxy) states no fact.
    return null
  }
}

/** Characters of a first line read as a JSON answer (bounded). */
const LEADING_JSON_CHARS = 20_000

// A comment a console prints after a value on its line (`[]  # 0 blueprints (library size 124)`, `{}  // none`).
const TRAILING_COMMENT = /^([[{].*?[\]}])\s+(?:#|\/\/)[^\n]*$/

/**
 * The JSON record or list a text holds on its first line when more lines
 * follow, or before a comment on that line (as a console prints a value), or
 * `undefined`.
 */
function leadingJson(text: string): unknown {
  if (text.charCodeAt(0) !== 123 && text.charCodeAt(0) !== 91) return undefined
  const newline = text.indexOf('\n')
  const end = newline < 0 ? text.length : newline
  if (end > LEADING_JSON_CHARS) return undefined
  let head = text.slice(0, end).trimEnd()
  const commented = TRAILING_COMMENT.exec(head)
  if (commented !== null) head = commented[1]!
  else if (newline < 0) return undefined
  if (!head.endsWith('}') && !head.endsWith(']')) return undefined
  const parsed = parseJsonArguments(head)
  return parsed !== null && typeof parsed === 'object' ? parsed : undefined
}

/** The text of a list of text blocks (`[{ type: 'text', text }]`, at most 20), or `undefined` for any other value. */
function textBlocks(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 20) return undefined
  const texts: string[] = []
  for (const block of value) {
    if (!isPlainRecord(block) || block.type !== 'text' || typeof block.text !== 'string') return undefined
    texts.push(block.text)
  }
  return texts.join('\n')
}

function soleText(record: Record<string, unknown>): string | undefined {
  let text: string | undefined
  for (const key in record) {
    const value = record[key]
    if (typeof value !== 'string' || text !== undefined) return undefined
    text = value
  }
  return text
}

const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ')
const ORDINAL = /^(\d{1,4})(?:st|nd|rd|th)$/

/** The digits of a number a person wrote as a word ("twelve") or an ordinal ("1st"), or `null`. */
function spokenNumber(token: string): string | null {
  const word = NUMBER_WORDS.indexOf(token)
  if (word >= 0) return String(word)
  return ORDINAL.exec(token)?.[1] ?? null
}

// Words a person says yes with. As facts they would make "Yes, proceed." news after "Yes, I am sure.".
const CONSENT_WORDS =
  'yes yeah yep yup sure correct confirm confirmed proceed ok okay fine go ahead absolutely definitely certainly indeed right agreed affirmative please'
let consent: ReadonlySet<string> | null = null

/** {@link CONSENT_WORDS} as turnTerms stems them (`proceed` → `proce`), built on first use. */
function consentTerms(): ReadonlySet<string> {
  consent ??= new Set([...turnTerms(CONSENT_WORDS).terms].filter((t): t is string => t !== null))
  return consent
}

/**
 * The facts a reply states: its tokens that carry a digit, an underscore,
 * an `@` or an inner dot (`4411`, `subscriptions_clean`, `jo@mail.com`) or, when it names none, its
 * content words (function words and "as I said" filler left out, see
 * monologue.ts), after masking
 * volatile parts; `null` when there are none. Bounded: reads the first 2,000
 * characters.
 */
function factsOf(output: string, mask: boolean, person: boolean): string[] | null {
  const head = output.slice(0, 2000)
  const text = (mask ? maskVolatileText(head) : head).toLowerCase()
  const facts = new Set<string>()
  // Tokens that name something: with a digit, `_`, `@` or an inner `.` or `:` (`4411`, `so-118`, `a@b.com`, `7:10`, `subscriptions_clean`).
  for (const token of text.match(/[\p{L}\p{N}][\p{L}\p{N}_.:@+-]*[\p{L}\p{N}]|\p{N}/gu) ?? []) {
    // A person says a number as they like: "the 1st", "Twelve", "12" name the same one.
    const number = person ? spokenNumber(token) : null
    if (number !== null) facts.add(number)
    else if (/[\d_@.]/u.test(token)) facts.add(token)
  }
  // A person's choice among lettered options ("B and C", "plan A"): a lone capital names an option. ("I" is the speaker.)
  if (person) for (const letter of head.match(/(?<![\p{L}\p{N}'’])[A-HJ-Z](?![\p{L}\p{N}'’])/gu) ?? []) facts.add(`option:${letter}`)
  // An answer that names something (a number, a code) states that; the words around it are manner. A
  // person's answer states its content words too ("SFO, the 7:10 one"): they are what a re-asked question gets again.
  if (facts.size === 0 || person)
    for (const term of turnTerms(text).terms) if (term !== null && !term.includes('#') && !(person && consentTerms().has(term))) facts.add(term)
  // A person's bare "Yes." states nothing new when asked again; it is still judged. So does "Yes, proceed."
  // or "Correct.": saying yes in other words is still yes.
  return facts.size === 0 ? (person ? [] : null) : [...facts].sort()
}
