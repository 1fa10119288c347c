// What identifies a tool call, and what a tool author can declare about it.
// Defaults cover the common volatile fields; per-tool specs override them,
// because a global guess by field name can be wrong for a given tool
// (Illospace#533) and only the author knows a tool's identity (OpenRouter's
// `loopKey`, typescript-agent#73).

import { dropsAtAnyDepth, normalizeKeyName } from './canonical.js'
import type { MemoSlot } from './memo.js'

/**
 * What a tool author declares about one tool. Every field is optional;
 * key lists are matched case- and separator-insensitively (`request_id`
 * matches `requestId`).
 *
 * @example
 * const tools: Record<string, ToolSpec> = {
 *   send_message: { volatileResults: ['deliveryTag'], mutating: true },
 *   job_status: { poll: true },
 *   search: { loopKey: (args) => (args as { query: string }).query.toLowerCase() },
 * }
 */
export interface ToolSpec {
  /** Argument keys (at any depth) left out of the call's identity, added to the defaults: ids, timestamps, cursors. */
  volatileArgs?: readonly string[]
  /** Result keys (at any depth) left out of the result's identity, added to the defaults. */
  volatileResults?: readonly string[]
  /** Top-level argument keys that only adjust how the call runs (limits, flags, sort order), added to the defaults. */
  modifierArgs?: readonly string[]
  /** The top-level argument keys that name what the call acts on; when given, the other keys are modifiers. */
  targetArgs?: readonly string[]
  /** Top-level free-text argument keys left out of the identity, replacing the defaults for this tool. */
  rationaleArgs?: readonly string[]
  /** A custom identity: its return value is digested in place of the arguments. */
  loopKey?: (args: unknown) => unknown
  /** A custom result identity: its return value is digested in place of the result. */
  resultKey?: (result: unknown) => unknown
  /** Whether the tool changes state (writes, sends); the default guesses from the name. */
  mutating?: boolean
  /** Whether the tool is polled until something changes; the default guesses from the name (guard only). */
  poll?: boolean
  /** The argument naming the resource a mutating tool writes (for flip detection); the default tries common names. */
  resourceArg?: string
  /** Whether the tool asks a person for input; the default guesses from the name (`ask_user`, `human_input`). */
  asksPerson?: boolean
  /** Never count this tool's calls as loop evidence; they still separate the calls around them. */
  exempt?: boolean
  /**
   * Whether the tool only records the agent's own thought (tau-bench's and
   * Anthropic's `think`, ReAct's `think[…]`): it finds nothing and changes
   * nothing, so its calls are neither progress nor repeats, and the calls
   * around them are read as if it were not there. The default recognises
   * tools named `think`, `thinking`, `reflect`, `scratchpad` or `sequential_thinking`.
   */
  scratchpad?: boolean
  /**
   * Whether the tool only records the agent's own bookkeeping (a plan, a todo
   * list): its identity is then the structure and statuses of what it records,
   * not the wording, and its acknowledgement is read by shape only
   * (openclaw's `update_plan` normalisation). The default recognises tools
   * named with a bookkeeping word whose arguments carry a checklist.
   */
  bookkeeping?: boolean
}

// A person named with a word that asks them something: `confirm_with_user`,
// `get_user_input`, `request_customer_reply`. A person alone (`get_user`,
// `update_customer`) is a record, and asking alone (`confirm_booking`) is work.
const PERSON_WORDS = new Set([
  'user',
  'human',
  'customer',
  'person',
  'operator',
  'requester',
  'caller',
  'client',
  'student',
  'patient',
  'applicant',
  'candidate',
  'guest',
  'traveler',
  'traveller',
  'passenger',
  'member',
  'employee',
  'tenant',
  'buyer',
  'seller',
  'owner',
  'reviewer',
  'approver',
])
const ASKING_WORDS = new Set(['confirm', 'input', 'feedback', 'reply', 'response', 'answer', 'question', 'prompt', 'approval', 'approve'])

// Words of a tool that carries a message to someone (who may answer it).
const MESSAGING_WORDS = new Set(['message', 'messages', 'msg', 'email', 'mail', 'sms', 'chat', 'contact', 'request', 'inquire', 'enquire'])

function asksByName(words: readonly string[]): boolean {
  return (words.some((w) => PERSON_WORDS.has(w)) && words.some((w) => ASKING_WORDS.has(w))) || standsInForPerson(words)
}

/** A user's or human's proxy (AutoGen's `user_proxy`, `UserProxyAgent`): whoever answers in the person's place. */
function standsInForPerson(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) if (words[i] === 'proxy' && (words[i - 1] === 'user' || words[i - 1] === 'human')) return true
  return false
}

/**
 * How calls are identified, for every tool. Lists replace the defaults
 * ({@link DEFAULT_IDENTITY}); per-tool specs add to them.
 *
 * @example
 * detectLoops(trace, { detector: 'progress', progress: { tools: { job_status: { poll: true } } } })
 */
export interface IdentityOptions {
  /** Per-tool declarations, by tool name. */
  tools?: Readonly<Record<string, ToolSpec>>
  /** Argument keys ignored at any depth. */
  volatileArgKeys?: readonly string[]
  /** Result keys ignored at any depth. */
  volatileResultKeys?: readonly string[]
  /** Top-level free-text argument keys ignored. */
  rationaleKeys?: readonly string[]
  /** Top-level argument keys that do not change what a call targets. */
  modifierKeys?: readonly string[]
  /** Argument keys naming the resource a mutating call writes, tried in order. */
  resourceKeys?: readonly string[]
  /** Words in a tool name that mark it as mutating (`write_file`, `sendMessage`). */
  mutatingWords?: readonly string[]
  /** Words in a tool name that mark it as a poll (`job_status`). */
  pollWords?: readonly string[]
  /**
   * Words in a tool name that mark it as asking a person (`ask_user`,
   * `request_human_input`, `request_clarification`): asking again what a
   * person already answered costs their time, more than a cheap repeat.
   */
  askWords?: readonly string[]
  /** Words in a tool name that mark it as bookkeeping when its arguments carry a checklist (`update_plan`, `TodoWrite`). */
  bookkeepingWords?: readonly string[]
  /**
   * Argument keys whose value is what is asked (a search query, a question),
   * never an entity the call acts on, even when it is one word: calls that
   * differ only there ask the same thing in other words.
   */
  queryKeys?: readonly string[]
  /**
   * Argument keys that only say where in a list a call reads (page, offset,
   * cursor, scroll position): a call for the next page asks about the same
   * thing, so an empty page after an empty page brings nothing new.
   */
  positionKeys?: readonly string[]
  /** Mask timestamps, durations and ids inside result text (true). */
  maskVolatileText?: boolean
  /**
   * Result keys (at any depth) whose spelling marks a timestamp: `checked_at`,
   * `lastSeenAt`, `sent_ts` (default). `null` turns the rule off.
   */
  volatileResultKeyPattern?: RegExp | null
}

/**
 * The built-in identity defaults. Volatile argument keys are opaque tokens
 * and clocks (a cursor or timestamp says nothing about what was asked: the
 * result decides whether the call progressed); volatile result keys are
 * the ids and clocks providers stamp on every answer (openclaw#89090).
 *
 * @example
 * DEFAULT_IDENTITY.rationaleKeys.includes('thought') // true
 */
export const DEFAULT_IDENTITY = {
  volatileArgKeys: [
    'request_id',
    'client_request_id',
    'idempotency_key',
    'nonce',
    'timestamp',
    'ts',
    'trace_id',
    'span_id',
    'tool_call_id',
    'call_id',
    'tool_use_id',
    'cursor',
    'page_token',
    'next_page_token',
    'continuation_token',
    'next_token',
    // A bare `token` is a cursor (Airflow's log pages) or a credential: neither says what was asked.
    'token',
    'since',
    'until',
    // The client's clock and the asking's own counter: the same request at another moment, or again.
    'client_ts',
    'client_time',
    'client_timestamp',
    'request_time',
    'requested_at',
    'sent_at',
    'attempt',
    'attempt_number',
    'attempt_no',
    'retry',
    'retry_count',
    'retries',
  ],
  volatileResultKeys: [
    'id',
    'uuid',
    'request_id',
    'message_id',
    'file_id',
    'poll_id',
    'receipt',
    'run_id',
    'trace_id',
    'span_id',
    'session_id',
    'pid',
    'idempotency_key',
    'timestamp',
    'ts',
    'time',
    'created_at',
    'updated_at',
    'sent_at',
    'delivered_at',
    'received_at',
    'started_at',
    'finished_at',
    'completed_at',
    'duration',
    'duration_ms',
    'elapsed',
    'elapsed_ms',
    'latency',
    'latency_ms',
    'took',
    'took_ms',
    'etag',
    // The body's length says nothing the body does not: a transport header.
    'content_length',
    'nonce',
    'next_cursor',
    'cursor',
    'next_page_token',
  ],
  rationaleKeys: ['thought', 'thoughts', 'thinking', 'reason', 'reasoning', 'rationale', 'description', 'explanation', 'justification'],
  // Keys that change how much comes back or in which order, never which
  // thing is acted on. Keys that can name the thing (`format`, `page`,
  // `offset`, `mode`) stay out: converting one file to four formats, or
  // processing page after page, is batch work.
  modifierKeys: [
    'limit',
    'top_k',
    'top_n',
    'page_size',
    'per_page',
    'timeout',
    'timeout_ms',
    'timeout_seconds',
    'retries',
    'sort',
    'sort_by',
    'sort_order',
    'order_by',
    'verbose',
    'case_sensitive',
    'ignore_case',
    'case_insensitive',
    'include_hidden',
    'context_lines',
    'color',
    'quiet',
    'fuzzy',
    'whole_word',
    'follow_links',
    'temperature',
    'seed',
    'stream',
  ],
  resourceKeys: [
    'path',
    'file_path',
    'filepath',
    'file',
    'filename',
    'target',
    'uri',
    'url',
    'key',
    'name',
    'resource',
    'table',
    'branch',
    'setting',
    'field',
    'record',
    'document',
    'id',
  ],
  mutatingWords: [
    'write',
    'edit',
    'update',
    'set',
    'put',
    'patch',
    'replace',
    'apply',
    'save',
    'create',
    'insert',
    'delete',
    'remove',
    'rm',
    'move',
    'mv',
    'rename',
    'toggle',
    'enable',
    'disable',
    'commit',
    'push',
    'post',
    'send',
    'upload',
    'append',
    'modify',
    'assign',
    'deploy',
    'install',
    'add',
  ],
  pollWords: ['status', 'poll', 'wait', 'progress', 'health', 'heartbeat', 'ping'],
  askWords: ['ask', 'human', 'clarify', 'clarification', 'elicit', 'approval', 'interrupt'],
  // The agent's own plan or todo list (openclaw `update_plan`, Codex
  // `update_plan`, Claude Code `TodoWrite`, deepagents `write_todos`). Only
  // with a checklist in the arguments: `plan_trip(city)` is real work.
  bookkeepingWords: ['plan', 'todo', 'todos', 'checklist'],
  queryKeys: ['q', 'query', 'queries', 'search', 'search_query', 'search_term', 'search_terms', 'keywords', 'keyword', 'question', 'prompt', 'cql', 'jql'],
  positionKeys: [
    'page',
    'page_number',
    'page_num',
    'pageno',
    'page_index',
    'offset',
    'start',
    'start_index',
    'skip',
    'from',
    'cursor',
    'page_token',
    'next_page_token',
    'continuation_token',
    'next_token',
    'after',
    'before',
    // Cursors by the last key seen: S3's `StartAfter` and `Marker`, Stripe's `starting_after`,
    // DynamoDB's `ExclusiveStartKey`, Elasticsearch's `search_after`, `since_id` / `max_id` timelines.
    'start_after',
    'starting_after',
    'ending_before',
    'marker',
    'next_marker',
    'key_marker',
    'exclusive_start_key',
    'search_after',
    'since_id',
    'max_id',
    'scroll',
    'scroll_y',
    'scroll_x',
    'scroll_position',
    'scroll_top',
    'y',
    'position',
    'index',
    'line',
    'start_line',
    'end_line',
    'row',
    'from_line',
  ],
  // Clocks (`checked_at`, `sentTs`), measurements by their unit (`queued_for_ms`, `cache_age_s`, `snapshot_age_h`, `elapsedSeconds`, `latency`)
  // and counters of the asking itself (`supplier_attempt`, `retryCount`, `poll_count`, `poll`) or of a crash loop (`restarts`),
  // opaque version stamps a store puts on every read (`resourceVersion`, `_rev`, `etag`), tokens a read hands out (`hold_token`,
  // `leaseToken`), whether a cache served it (`cache: HIT`), a serving record beside the answer (`_served`, `_request`,
  // `coldStart`), how well a radio link carried it (`rssi_dbm`, `snr`), how often people viewed it (`views`,
  // `view_count`: the world reading the record, not the record), whether a cache answered (`cacheHit`), and the handle of the
  // run a call just made (`lint_id`, `validation_id`, `build_id`, `check_no`): each call mints a new one.
  volatileResultKeyPattern:
    /(?:^|_)cache_?hit$|[a-z]CacheHit$|^cacheHit$|(?:^|_)(?:at|ts|ms|msec|millis|s|secs?|seconds|ns|us|nano_?secs?|nsecs?|usecs?|micro_?secs?|nanoseconds|microseconds|milliseconds|h|hrs?|hours|mins|minutes|days)$|[a-z0-9](?:At|Ts|Ms|Secs?|Seconds)$|^(?:elapsed|duration|latency|uptime|waited|took)(?:$|_|[A-Z])|[Aa]ttempt|[Rr]etr(?:y|ies)|(?:^|_)tries$|[a-z]Tries$|[Pp]oll(?:_?[Cc]ount|s$)|[Ii]teration|[Rr]estart(?:s|_?[Cc]ount)$|^poll$|(?:execution|exec|run|response|processing|compute|cpu|wall|query|request)_?[Tt]ime$|^(?:lint|check|validation|build|execution|invocation|batch|operation|submission|receipt|confirmation)_?(?:[Ii]d|[Nn]o|[Nn]um(?:ber)?)$|(?:^|_)(?:etag|rev|revision|seq_?no)$|[Rr]esource_?[Vv]ersion|(?:^|_)ticks?$|[a-z]Ticks?$|(?:^|_)(?:sim|game|world)_?(?:time|clock)$|[Vv]ersion_?[Ii]d$|[Rr]ate_?(?:[Ll]imit|[Rr]emaining)|[Qq]uota|(?:^|_)session$|[a-z]Session$|[Ss]erved_?[Bb]y|(?:^|_)seed$|[a-z]Seed$|(?:^|_)(?:gateway|relay|proxy|edge|pop|colo)(?:_?(?:id|name|host))?$|[a-z](?:Gateway|Relay|Proxy|Edge)$|^_(?:served|serving|meta|record|debug|trace|tracing|request|req|timing|timings|cache|diag|diagnostics|server|node)$|[Cc]old_?[Ss]tart|(?:^|_)(?:x_)?cache(?:_?status)?$|[a-z]Cache(?:Status)?$|(?:^|_)token$|[a-z]Token$|(?:^|_)host_?name$|[a-z]Hostname$|[Ll]ast_?[Mm]odified|[Ee]xec(?:ution)?_?[Cc]ount$|[Rr]equest[-_]?[Ii]d$|(?:^|_)seq$|[a-z]Seq$|_control(?:_?(?:number|no|num))?$|(?:^|_)(?:rssi|snr|lqi)(?:_|$)|[a-z](?:Rssi|Snr)|(?:^|_)(?:views|view_?count|page_?views|impressions)$|[a-z](?:Views|ViewCount|Impressions)$/,
} as const satisfies Required<Omit<IdentityOptions, 'tools' | 'maskVolatileText'>>

// Keys spelled as a place in a list or on a page: `pageNo`, `startOffset`, `scrollTo`, `toY`.
const POSITION_SPELLING = /page|offset|cursor|scroll|^(?:to|from|start|skip)?[xy]$/

/**
 * The identity rules for one tool, with every key list normalized.
 *
 * @example
 * new ToolIdentities().of('write_file').mutating // true
 */
export interface ResolvedToolIdentity {
  readonly tool: string
  readonly volatileArgs: ReadonlySet<string>
  readonly volatileResults: ReadonlySet<string>
  readonly rationale: ReadonlySet<string>
  readonly modifiers: ReadonlySet<string>
  /** When set, only these top-level keys define the target. */
  readonly targets: ReadonlySet<string> | null
  readonly resourceKeys: readonly string[]
  readonly loopKey: ((args: unknown) => unknown) | undefined
  readonly resultKey: ((result: unknown) => unknown) | undefined
  readonly mutating: boolean
  readonly poll: boolean
  /** The words that mark a tool, or a command-line subcommand, as changing state (see `mutatingWords`). */
  readonly mutatingWords: ReadonlySet<string>
  /** Whether the options declare whether the tool changes state (then nothing is inferred from its arguments). */
  readonly mutatingDeclared: boolean
  /**
   * Whether the tool's name says it reads a record (`get_job_logs`, `fetchOrder`, `describe_pod`):
   * a failure it reports is the record's state, not the call failing.
   */
  readonly readsRecords: boolean
  /** Whether the tool asks a person (by its name's words, or declared). */
  readonly asksPerson: boolean
  /**
   * Whether the tool may put a question to someone, by its name (`message_practice`,
   * `request_input`, `email_supplier`) though not declared or named as asking: a call
   * of it asks a person when its arguments ask a question and a reply comes back.
   */
  readonly mayAskPerson: boolean
  /** Whether nothing says whether the tool asks a person (not declared either way): a call addressed to someone may. */
  readonly askingUndeclared: boolean
  readonly exempt: boolean
  /**
   * When calls are read as bookkeeping: `always` (declared), `with-checklist`
   * (named with a bookkeeping word: when the arguments carry a checklist) or `never`.
   */
  readonly bookkeeping: 'always' | 'with-checklist' | 'never'
  /** Whether the tool only records the agent's own thought (see `ToolSpec.scratchpad`). */
  readonly scratchpad: boolean
  /** Argument keys whose value is a query, never an identifier. */
  readonly queries: ReadonlySet<string>
  /** Argument keys that say where in a list a call reads (listed, or spelled with page/offset/cursor/scroll). */
  readonly positions: { has(normalized: string): boolean }
  readonly maskVolatileText: boolean
  /** Raw result key spellings that mark a timestamp, or `null`. */
  readonly volatileResultPattern: RegExp | null
  /** Whether a result key, at any depth, holds a volatile value (`volatileResults` or `volatileResultPattern`): built once per tool. */
  readonly isVolatileResultKey: (key: string) => boolean
  /**
   * Where the arguments read for this tool are remembered by content (see
   * `memoizeByContent`): made with the rules, so it lives as long as the
   * score that resolved them, and no module-wide table outlives a trace.
   */
  readonly argumentMemo: MemoSlot<unknown>
}

/**
 * Resolves identity rules per tool name, caching each tool's rules (a trace
 * uses few distinct tools; the cache is bounded by the number of names seen).
 *
 * @example
 * const identities = new ToolIdentities({ tools: { job_status: { poll: true } } })
 * identities.of('job_status').poll // true
 */
export class ToolIdentities {
  private readonly cache = new Map<string, ResolvedToolIdentity>()
  /** Position keys: listed, or spelled like one (cached per key; keys are few). */
  private readonly positions = {
    seen: new Map<string, boolean>(),
    has: (key: string): boolean => {
      let known = this.positions.seen.get(key)
      if (known === undefined) {
        known = this.base.positions.has(key) || POSITION_SPELLING.test(key)
        if (this.positions.seen.size < 4096) this.positions.seen.set(key, known)
      }
      return known
    },
  }
  private readonly base: BaseRules

  constructor(private readonly options: IdentityOptions = {}) {
    // Every score resolves its rules, and most use the defaults: those are built once and shared (never changed).
    this.base = BASE_OPTION_KEYS.some((key) => options[key] !== undefined) ? baseRules(options) : (defaultBase ??= baseRules({}))
  }

  /** The volatile argument keys every tool shares (for span inputs that are not tool calls). */
  get volatileArgKeys(): ReadonlySet<string> {
    return this.base.volatileArgs
  }

  /** The rules for one tool name. */
  of(tool: string): ResolvedToolIdentity {
    const cached = this.cache.get(tool)
    if (cached !== undefined) return cached
    const spec: ToolSpec = Object.hasOwn(this.options.tools ?? {}, tool) ? this.options.tools![tool]! : {}
    const words = nameWords(tool)
    // A name that opens with a read verb reads, whatever nouns follow (`get_forum_post`, `list_updates`),
    // unless it does two things (`get_or_create_user`).
    const mutatingWord =
      words.some((w) => this.base.mutatingWords.has(w)) && !(readsByName(tool, this.base.mutatingWords) && !words.includes('and') && !words.includes('or'))
    const mutating = spec.mutating ?? (mutatingWord || writesByName(tool))
    const volatileResults = union(this.base.volatileResults, spec.volatileResults)
    const volatileResultPattern =
      this.options.volatileResultKeyPattern === undefined ? DEFAULT_IDENTITY.volatileResultKeyPattern : this.options.volatileResultKeyPattern
    const resolved: ResolvedToolIdentity = {
      tool,
      volatileArgs: union(this.base.volatileArgs, spec.volatileArgs),
      volatileResults,
      rationale: spec.rationaleArgs !== undefined ? normalizedSet(spec.rationaleArgs) : this.base.rationale,
      modifiers: union(this.base.modifiers, spec.modifierArgs),
      targets: spec.targetArgs !== undefined ? normalizedSet(spec.targetArgs) : null,
      resourceKeys: spec.resourceArg !== undefined ? [normalizeKeyName(spec.resourceArg)] : this.base.resourceKeys,
      loopKey: spec.loopKey,
      resultKey: spec.resultKey,
      mutating,
      poll: spec.poll ?? words.some((w) => this.base.pollWords.has(w)),
      readsRecords: !mutating && readsByName(tool, this.base.mutatingWords),
      mutatingWords: this.base.mutatingWords,
      mutatingDeclared: spec.mutating !== undefined,
      asksPerson: spec.asksPerson ?? (words.some((w) => this.base.askWords.has(w)) || asksByName(words)),
      mayAskPerson: spec.asksPerson === undefined && words.some((w) => MESSAGING_WORDS.has(w) || ASKING_WORDS.has(w)),
      askingUndeclared: spec.asksPerson === undefined,
      exempt: spec.exempt === true,
      scratchpad: spec.scratchpad ?? SCRATCHPAD_NAMES.has(tool.toLowerCase().replace(NOT_ALPHANUMERIC, '')),
      bookkeeping:
        spec.bookkeeping === true
          ? 'always'
          : spec.bookkeeping === false
            ? 'never'
            : words.some((w) => this.base.bookkeepingWords.has(w))
              ? 'with-checklist'
              : 'never',
      queries: this.base.queries,
      positions: this.positions,
      maskVolatileText: this.options.maskVolatileText !== false,
      volatileResultPattern,
      isVolatileResultKey: (key) => dropsAtAnyDepth(key, { dropAnyDepth: volatileResults, dropAnyDepthPattern: volatileResultPattern }),
      argumentMemo: { memo: null, calls: 0 },
    }
    this.cache.set(tool, resolved)
    return resolved
  }
}

// Tools that only write the agent's thought down, by their whole name (case, `_`, `-` and spaces aside):
// `think` (tau-bench, Anthropic's think tool, ReAct), the MCP `sequentialthinking` server.
const SCRATCHPAD_NAMES = new Set(['think', 'thinking', 'thinktool', 'reflect', 'scratchpad', 'sequentialthinking'])
const NOT_ALPHANUMERIC = /[^a-z0-9]/g

// Verbs that open a read of a record. Only the first word of the name's last part counts
// (`execute_tool get_job_logs` reads; `run_and_get_report` runs); a tool that changes state never reads.
const READ_VERBS = new Set(['get', 'read', 'fetch', 'show', 'list', 'describe', 'view', 'cat', 'lookup', 'load', 'open', 'inspect'])

// Verbs that change state when they open a tool's name (`register_entrant`, `book_slot`, `cancelOrder`),
// though as later words they may be nouns (`get_register`, `list_bookings`, `search_cancellations`):
// the first word of the name's last part only, like READ_VERBS.
const WRITE_VERBS = new Set([
  'register',
  'enroll',
  'enrol',
  'reserve',
  'upsert',
  'subscribe',
  'unsubscribe',
  'reindex',
  'rebuild',
  'reconfigure',
  'configure',
  'switch',
  'change',
  'adjust',
  'tune',
  'revert',
  'rollback',
  'scale',
  'resize',
  'swap',
])

function writesByName(tool: string): boolean {
  const first = leadingWord(tool)
  return first !== undefined && WRITE_VERBS.has(first)
}

/**
 * Whether the name opens with a read verb, or with a namespace word and then
 * one (`wp_get_post`, `gh_list_runs`). The namespace word must be no verb
 * (`set_read_routing` sets) and no other verb's noun (`licence_register`
 * names a register): `mutating` holds the words that mark a write.
 */
function readsByName(tool: string, mutating: ReadonlySet<string>): boolean {
  const [first, second] = nameWords(tool.trim().split(/\s+/).at(-1) ?? '')
  if (first === undefined) return false
  if (READ_VERBS.has(first)) return true
  return second !== undefined && READ_VERBS.has(second) && !WRITE_VERBS.has(first) && !mutating.has(first)
}

/** The first word of a tool name's last part (`execute_tool get_job_logs` → `get`), where its verb stands. */
function leadingWord(tool: string): string | undefined {
  return nameWords(tool.trim().split(/\s+/).at(-1) ?? '')[0]
}

/**
 * The lower-case words of a tool name, split at separators and camelCase
 * humps: `writeFile` and `write_file` both give `write`, `file`.
 *
 * @example
 * nameWords('getJobStatus') // ['get', 'job', 'status']
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
}

// How far back a read looks (`window_min`, `lookback_hours`, `time_window`) changes how much comes
// back, as a limit does, not which thing is read. A bare `window` may name a browser window: left out.
const LOOKBACK = /^(?:lookback[a-z]*|(?:time)?window(?:ms|s|secs?|seconds|m|mins?|minutes|h|hrs?|hours|d|days)|timewindow)$/

/**
 * Whether a normalized key is a modifier by shape: `max_…` and `min_…`
 * limits and look-back windows, on top of the listed names.
 */
export function isModifierKey(normalized: string, listed: ReadonlySet<string>): boolean {
  return listed.has(normalized) || /^(max|min)[a-z]/.test(normalized) || LOOKBACK.test(normalized)
}

/** The rules every tool starts from, from the identity options' key and word lists. */
interface BaseRules {
  readonly volatileArgs: ReadonlySet<string>
  readonly volatileResults: ReadonlySet<string>
  readonly rationale: ReadonlySet<string>
  readonly modifiers: ReadonlySet<string>
  readonly resourceKeys: string[]
  readonly mutatingWords: ReadonlySet<string>
  readonly pollWords: ReadonlySet<string>
  readonly askWords: ReadonlySet<string>
  readonly bookkeepingWords: ReadonlySet<string>
  readonly queries: ReadonlySet<string>
  readonly positions: ReadonlySet<string>
}

/** The identity options {@link baseRules} reads. */
const BASE_OPTION_KEYS = [
  'volatileArgKeys',
  'volatileResultKeys',
  'rationaleKeys',
  'modifierKeys',
  'resourceKeys',
  'mutatingWords',
  'pollWords',
  'askWords',
  'bookkeepingWords',
  'queryKeys',
  'positionKeys',
] as const satisfies ReadonlyArray<keyof IdentityOptions>

/** The base rules of the default options, built on first use. */
let defaultBase: BaseRules | undefined

function baseRules(options: IdentityOptions): BaseRules {
  return {
    volatileArgs: normalizedSet(options.volatileArgKeys ?? DEFAULT_IDENTITY.volatileArgKeys),
    volatileResults: normalizedSet(options.volatileResultKeys ?? DEFAULT_IDENTITY.volatileResultKeys),
    rationale: normalizedSet(options.rationaleKeys ?? DEFAULT_IDENTITY.rationaleKeys),
    modifiers: normalizedSet(options.modifierKeys ?? DEFAULT_IDENTITY.modifierKeys),
    resourceKeys: (options.resourceKeys ?? DEFAULT_IDENTITY.resourceKeys).map(normalizeKeyName),
    mutatingWords: new Set((options.mutatingWords ?? DEFAULT_IDENTITY.mutatingWords).map((w) => w.toLowerCase())),
    pollWords: new Set((options.pollWords ?? DEFAULT_IDENTITY.pollWords).map((w) => w.toLowerCase())),
    askWords: new Set((options.askWords ?? DEFAULT_IDENTITY.askWords).map((w) => w.toLowerCase())),
    bookkeepingWords: new Set((options.bookkeepingWords ?? DEFAULT_IDENTITY.bookkeepingWords).map((w) => w.toLowerCase())),
    queries: normalizedSet(options.queryKeys ?? DEFAULT_IDENTITY.queryKeys),
    positions: normalizedSet(options.positionKeys ?? DEFAULT_IDENTITY.positionKeys),
  }
}

function normalizedSet(keys: readonly string[]): Set<string> {
  return new Set(keys.map(normalizeKeyName))
}

function union(base: ReadonlySet<string>, extra: readonly string[] | undefined): ReadonlySet<string> {
  if (extra === undefined || extra.length === 0) return base
  const out = new Set(base)
  for (const key of extra) out.add(normalizeKeyName(key))
  return out
}
