// Canonical content digests: the identity of a tool call's arguments, a
// result, or a span's input. Equal content gives an equal digest whatever the
// key order, however the value was built (JSON string, Map, class instance),
// and whatever it holds (BigInt, cycles, undefined, NaN, Date, Set).
//
// Iterative post-order walk with an explicit stack: nesting depth costs heap,
// never call stack. Each object is digested once (memoised), so a value that
// shares sub-objects (a DAG) costs its number of distinct nodes, not the
// number of paths through it. Cost: linear in the distinct nodes plus sorting
// each object's keys.

import { hashString, StringHasher } from './hash.js'

/**
 * How to read a value when digesting it.
 *
 * @example
 * canonicalDigest(result, { dropAnyDepth: new Set(['requestid']), mapString: maskVolatileText })
 */
export interface DigestOptions {
  /** Normalized key names dropped at the top level only (rationale text, modifier flags). */
  dropTopLevel?: ReadonlySet<string>
  /** Normalized key names dropped at any depth (volatile ids and timestamps). */
  dropAnyDepth?: ReadonlySet<string>
  /** Raw key spellings dropped at any depth (`checked_at`). */
  dropAnyDepthPattern?: RegExp | null
  /** Rewrites every string leaf before it is digested (masking volatile text in results). */
  mapString?: (text: string) => string
  /** Rewrites top-level string values of an object (cosmetic normalization of target arguments). */
  mapTopLevelString?: (text: string) => string
  /** Parse a top-level string that holds a JSON object or array (`true`). */
  parseJsonString?: boolean
  /**
   * Parse strings inside the value that hold a JSON object or array too
   * (results wrapped in an envelope: `{ content: '{"status": …}' }`), so
   * their keys are read like any other: volatile ones dropped.
   */
  parseNestedJson?: boolean
  /** Leave out entries whose value is a client's clock reading (see {@link isClockReading}), at any depth. */
  dropClockValues?: boolean
  /**
   * Read a search hit's match score as `<score>`: a fraction under a score's
   * name (`score`, `_score`, `relevance_score`, `similarity`, `distance`) in a
   * record that holds what was found (`text`, `page_content`, a `node`). How
   * a search ranked a record jitters from call to call (an approximate index,
   * a re-embedded query); the records found are the answer. A score alone (an
   * eval's `{ score: 0.91 }`) stays: there it is the answer.
   */
  maskMatchScores?: boolean
}

// Epoch milliseconds from 2011 to 2033: a client stamps its request with its clock. Narrow on purpose,
// so a 13-digit code (a barcode, an account number) is rarely taken for one.
const EPOCH_MS_MIN = 1.3e12
const EPOCH_MS_MAX = 2e12
const FRACTIONAL_ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}[.,]\d+(?:Z|[+-]\d{2}:?\d{2})?$/

/**
 * Whether an argument value is a client's clock reading: an ISO time with
 * fractions of a second, or epoch milliseconds (as a number or a string of
 * 13 digits). A request stamped with the time it was sent (`_ts`,
 * `client_ts`, a cache-buster) is the same request at another moment; a
 * date or a whole-second time (`since: 2024-03-20T16:12:37Z`) is a window
 * asked about, and stays.
 *
 * @example
 * isClockReading('2024-05-20T11:42:46.720Z') // true
 * isClockReading('1730877821860')            // true
 * isClockReading('2024-05-20T11:42:46Z')     // false
 */
export function isClockReading(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= EPOCH_MS_MIN && value < EPOCH_MS_MAX
  if (typeof value !== 'string' || value.length < 13 || value.length > 40) return false
  if (value.length === 13 && /^\d{13}$/.test(value)) return +value >= EPOCH_MS_MIN && +value < EPOCH_MS_MAX
  return FRACTIONAL_ISO_TIME.test(value)
}

// Key normalization runs for every key of every digested object; a bounded
// cache keeps it off the hot path without letting a hostile trace with a
// million distinct keys grow memory without limit.
const KEY_CACHE_LIMIT = 4096
const keyCache = new Map<string, string>()

/**
 * The form key names are compared in: lower case, letters and digits only, so
 * `request_id`, `requestId` and `Request-ID` are the same key.
 *
 * @example
 * normalizeKeyName('Request-ID') // 'requestid'
 */
export function normalizeKeyName(key: string): string {
  const cached = keyCache.get(key)
  if (cached !== undefined) return cached
  let out = ''
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    if (c >= 65 && c <= 90) out += String.fromCharCode(c + 32)
    else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += key[i]
    else if (c > 127) out += key[i]!.toLowerCase()
  }
  if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear()
  keyCache.set(key, out)
  return out
}

/**
 * Parses a string that holds a JSON object or array (providers send tool
 * arguments that way); any other value, or a string that does not parse, is
 * returned as is.
 *
 * @example
 * parseJsonArguments('{"q": "paris"}') // { q: 'paris' }
 * parseJsonArguments('paris')          // 'paris'
 */
export function parseJsonArguments(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (!(trimmed.startsWith('{') && trimmed.endsWith('}')) && !(trimmed.startsWith('[') && trimmed.endsWith(']'))) return value
  try {
    return JSON.parse(trimmed) as unknown
  } catch {
    return trimmed.includes("'") ? (pythonLiteral(trimmed) ?? value) : value
  }
}

/**
 * A Python literal as Python tracers record arguments (`str(dict)`:
 * `{'bay': 3, 'recipe': 'R-LOW', 'dry_run': False}`), read as JSON: quotes
 * swapped, `True`/`False`/`None` spelled the JSON way. `undefined` when it
 * is not one. One pass over the text.
 *
 * @example
 * pythonLiteral("{'q': 'x', 'n': None}") // { q: 'x', n: null }
 */
export function pythonLiteral(text: string): unknown {
  let out = ''
  let quote = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quote !== '') {
      if (c === '\\' && i + 1 < text.length) {
        const next = text[++i]!
        out += next === "'" ? "'" : `\\${next}`
      } else if (c === quote) {
        out += '"'
        quote = ''
      } else out += c === '"' ? '\\"' : c
      continue
    }
    if (c === "'" || c === '"') {
      quote = c
      out += '"'
    } else if (text.startsWith('True', i) || text.startsWith('None', i)) {
      out += text.startsWith('True', i) ? 'true' : 'null'
      i += 3
    } else if (text.startsWith('False', i)) {
      out += 'false'
      i += 4
    } else out += c
  }
  try {
    return JSON.parse(out) as unknown
  } catch {
    return undefined
  }
}

// A short leaf is its own digest (readable, and cheaper than hashing); longer
// ones are hashed. Tags keep kinds apart: the number 1, the string "1" and
// the bigint 1n never share a digest.
const INLINE_LIMIT = 48

/** Hashes the pieces of composites and long strings without building them (digests are synchronous: one text at a time). */
const hasher = new StringHasher()

function stringDigest(text: string): string {
  // A quoted text longer than the limit is hashed; when no character in it
  // needs escaping, its JSON spelling is the text between two quotes, hashed
  // as it is read, with no copy made.
  if (text.length + 2 > INLINE_LIMIT) {
    hasher.begin(text.length + 2)
    hasher.feedCode(34)
    if (feedPlain(text)) {
      hasher.feedCode(34)
      return `S${hasher.end()}`
    }
  }
  const quoted = JSON.stringify(text)
  return quoted.length <= INLINE_LIMIT ? `s${quoted}` : `S${hashString(quoted)}`
}

/** Feeds a text to the hasher while no character of it needs escaping in JSON (a quote, a backslash, a control or surrogate character); false at the first that does. */
function feedPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 32 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return false
    hasher.feedCode(c)
  }
  return true
}

// Object keys recur across a trace's calls: their JSON spelling is cached,
// bounded like the normalized names above.
const quotedKeyCache = new Map<string, string>()

function quotedKey(key: string): string {
  const cached = quotedKeyCache.get(key)
  if (cached !== undefined) return cached
  const quoted = JSON.stringify(key)
  if (quotedKeyCache.size >= KEY_CACHE_LIMIT) quotedKeyCache.clear()
  quotedKeyCache.set(key, quoted)
  return quoted
}

const entryLabelCache = new Map<string, string>()

/** `"key":`, as an entry opens its part of a combined digest (cached like the quoted key). */
function entryLabel(key: string): string {
  const cached = entryLabelCache.get(key)
  if (cached !== undefined) return cached
  const label = `${JSON.stringify(key)}:`
  if (entryLabelCache.size >= KEY_CACHE_LIMIT) entryLabelCache.clear()
  entryLabelCache.set(key, label)
  return label
}

/** One composite being digested: its entries, and the digests of those done so far. */
interface Frame {
  readonly object: object
  /** `{` (object), `[` (array), `M` (map), `T` (set): the composite's tag. */
  readonly tag: string
  /** Entry labels (JSON-quoted keys; empty for arrays and sets) and values. */
  readonly labels: string[]
  readonly values: unknown[]
  /** Whether entry order is irrelevant (objects, maps, sets): parts are sorted before hashing. */
  readonly unordered: boolean
  /**
   * Whether the labels are distinct JSON-quoted keys (records and errors):
   * then sorting `label:digest` parts is sorting by label (a quoted key is
   * never a prefix of another), and the parts need not be built.
   */
  readonly keyed: boolean
  readonly depth: number
  /** The digests done so far (for keyed frames, the labels they stand under are in `partLabels`). */
  readonly parts: string[]
  readonly partLabels: string[]
  next: number
}

const CIRCULAR = 'C'

/**
 * A canonical digest of any value: equal for equal content (recursive key
 * sort; Map and Set order ignored; `undefined` object keys ignored like JSON
 * does), different for different content, including across types. Never
 * throws: a value whose properties cannot be read digests as unreadable.
 *
 * @example
 * canonicalDigest({ b: 1, a: [1, { y: 2, x: 1n }] }) === canonicalDigest({ a: [1, { x: 1n, y: 2 }], b: 1 }) // true
 * canonicalDigest('{"q": "x"}', { parseJsonString: true }) === canonicalDigest({ q: 'x' })                // true
 */
export function canonicalDigest(value: unknown, options: DigestOptions = {}): string {
  try {
    return digestValue(options.parseJsonString === false ? value : parseJsonArguments(value), options)
  } catch (error) {
    return `X${hashString(error instanceof Error ? error.name : 'unreadable')}`
  }
}

function digestValue(root: unknown, options: DigestOptions): string {
  const rootLeaf = leafDigest(root, options.mapString)
  if (rootLeaf !== undefined) return rootLeaf
  // Shared and circular references are tracked once a composite holds another
  // composite: a record of leaves (most arguments and results) needs neither.
  let memo: Map<object, string> | null = null
  let active: Set<object> | null = null
  const stack: Frame[] = []
  stack.push(openFrame(root as object, 0, options))
  let result = 'u'
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!
    if (frame.next < frame.values.length) {
      const i = frame.next++
      const child = frame.values[i]
      if (child === undefined && frame.tag !== '[') continue // an object key holding undefined is absent, as in JSON
      let digest: string | undefined
      if (frame.depth === 0 && frame.tag === '{' && typeof child === 'string' && options.mapTopLevelString !== undefined) {
        digest = stringDigest(options.mapTopLevelString(options.mapString ? options.mapString(child) : child))
      } else if (
        options.mapString !== undefined &&
        typeof child === 'number' &&
        frame.tag === '{' &&
        isEpochSeconds(child) &&
        TIME_LABEL.test(frame.labels[i]!)
      ) {
        // Where text is masked, epoch seconds under a clock's name (`updated`, `created`, `last_seen`) are a clock reading.
        digest = 'n<time>'
      } else if (options.mapString !== undefined && typeof child === 'number' && frame.tag === '{' && isImageSize(frame, frame.labels[i]!)) {
        // Where text is masked, a screenshot's size in bytes is the image's, not what the screen says.
        digest = 'n<size>'
      } else if (options.maskMatchScores === true && typeof child === 'number' && frame.tag === '{' && isMatchScore(frame, i)) {
        digest = 'n<score>'
      } else {
        const nested = options.parseNestedJson === true && typeof child === 'string' ? parseJsonArguments(child) : child
        digest = frame.tag === '[' && typeof nested === 'string' ? listedStringDigest(nested, options.mapString) : leafDigest(nested, options.mapString)
        if (digest === undefined) {
          const object = nested as object
          if (active === null || memo === null) {
            memo = new Map()
            active = new Set()
            for (const open of stack) active.add(open.object)
          }
          digest = memo.get(object) ?? (active.has(object) ? CIRCULAR : undefined)
          if (digest === undefined) {
            active.add(object)
            stack.push(openFrame(object, frame.depth + 1, options))
            continue
          }
        }
      }
      addPart(frame, i, digest)
      continue
    }
    stack.pop()
    active?.delete(frame.object)
    const digest = `${frame.tag}${hashParts(frame)}`
    memo?.set(frame.object, digest)
    const parent = stack[stack.length - 1]
    if (parent === undefined) result = digest
    else addPart(parent, parent.next - 1, digest)
  }
  return result
}

/** Records the digest of a frame's entry `i`. */
function addPart(frame: Frame, i: number, digest: string): void {
  if (frame.keyed) {
    frame.partLabels.push(frame.labels[i]!)
    frame.parts.push(digest)
  } else frame.parts.push(frame.tag === '[' ? digest : `${frame.labels[i]}:${digest}`)
}

/** The hash of a frame's parts, sorted when its entries have no order, joined by commas (as `hashString(parts.join(','))`). */
function hashParts(frame: Frame): string {
  const { parts } = frame
  if (!frame.keyed) {
    const sorted = frame.unordered ? parts.sort() : parts
    let length = sorted.length > 0 ? sorted.length - 1 : 0
    for (let k = 0; k < sorted.length; k++) length += sorted[k]!.length
    hasher.begin(length)
    for (let k = 0; k < sorted.length; k++) {
      if (k > 0) hasher.feedCode(44)
      hasher.feed(sorted[k]!)
    }
    return hasher.end()
  }
  // `label:digest` parts, in label order.
  const labels = frame.partLabels
  const n = parts.length
  const order = byLabel(labels)
  let length = n > 0 ? 2 * n - 1 : 0
  for (let k = 0; k < n; k++) length += labels[k]!.length + parts[k]!.length
  hasher.begin(length)
  for (let k = 0; k < n; k++) {
    const at = order === null ? k : order[k]!
    if (k > 0) hasher.feedCode(44)
    hasher.feed(labels[at]!)
    hasher.feedCode(58)
    hasher.feed(parts[at]!)
  }
  return hasher.end()
}

/** The positions of `labels` in ascending order, or `null` when they already are. */
function byLabel(labels: readonly string[]): number[] | null {
  let sorted = true
  for (let k = 1; k < labels.length && sorted; k++) sorted = labels[k - 1]! < labels[k]!
  if (sorted) return null
  const order = Array.from({ length: labels.length }, (_, k) => k)
  return order.sort((x, y) => (labels[x]! < labels[y]! ? -1 : labels[x]! > labels[y]! ? 1 : 0))
}

// A key that names how well a hit matched a search, and one that holds what was found (JSON-quoted labels).
const MATCH_SCORE_LABEL = /^"(?:_?score|similarity|distance|relevance|[A-Za-z][A-Za-z0-9]*(?:_score|Score|_similarity|Similarity|_distance|Distance))"$/
const HIT_LABEL = /^"(?:text|content|page_content|pageContent|snippet|chunk|passage|document|node)"$/

/** Whether entry `i` of a record is a search hit's match score (see `maskMatchScores`): a fraction beside what was found. */
function isMatchScore(frame: Frame, i: number): boolean {
  if (Number.isInteger(frame.values[i]) || !MATCH_SCORE_LABEL.test(frame.labels[i]!)) return false
  const { labels, values } = frame
  for (let k = 0; k < labels.length; k++) {
    const found = values[k]
    if (HIT_LABEL.test(labels[k]!) && found !== null && found !== undefined && found !== '') return true
  }
  return false
}

// A key that names the size of a screenshot or image: `screenshot_bytes`, `imageSize`, `png_length`.
const SCREENSHOT_SIZE_LABEL = /^"(?:screenshot|screen_?shot|image|img|png|jpe?g)_?(?:bytes|size|length)"$/i
// A key that names a size in bytes, of whatever the record describes: `bytes`, `size`, `file_size`.
const BYTE_SIZE_LABEL = /^"(?:bytes|size|length|(?:file|byte)_?size|size_?(?:in_)?bytes)"$/i
// What an image record says it is: `{ type: 'image', width, height, bytes, sha1 }`, `{ kind: 'screenshot' }`.
const IMAGE_KIND = /image|screenshot|png|jpe?g/i

/**
 * Whether a record's number under `label` is the size of an image: a key
 * named for one (`screenshot_bytes`), or a plain size (`bytes`) in a record
 * that describes an image (its `type` or `kind` says so, or it has a width and
 * a height) or carries one (OpenAI's `computer_call_output` with its
 * `output: { type: 'input_image' }`). A screenshot's byte count changes with
 * every capture of the same screen.
 */
function isImageSize(frame: Frame, label: string): boolean {
  if (SCREENSHOT_SIZE_LABEL.test(label)) return true
  if (!BYTE_SIZE_LABEL.test(label)) return false
  const record = frame.object as Record<string, unknown>
  if (describesImage(record)) return true
  for (const value of frame.values)
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && describesImage(value as Record<string, unknown>)) return true
  return false
}

/** Whether a record describes an image: its `type`, `kind` or MIME type says so, or it has a width and a height. */
function describesImage(record: Record<string, unknown>): boolean {
  const kind = record.type ?? record.kind ?? record.mime_type ?? record.mimeType
  if (typeof kind === 'string' && IMAGE_KIND.test(kind)) return true
  return typeof record.width === 'number' && typeof record.height === 'number'
}

// A key that names a moment: `updated`, `createdTime`, `last_seen`, `expires`, `ts`.
const TIME_LABEL = /updated|created|modified|changed|checked|time|date|seen|heartbeat|expire|epoch|reset|^"ts"$|_at"$|At"$/i

// Epoch seconds or milliseconds (2017 to 2036).
function isEpochSeconds(value: number): boolean {
  return Number.isInteger(value) && ((value >= 1.5e9 && value < 2.1e9) || (value >= 1.5e12 && value < 2.1e12))
}

/**
 * Whether a set of normalized key names holds a key: as written, or, for a
 * namespaced key (`ai.toolCall.id`, `gen_ai.response.id`), by its last one
 * or two segments (`toolcallid`, `id`): tracers prefix attribute names with
 * their namespace.
 *
 * @example
 * hasKeyName(new Set(['toolcallid']), 'ai.toolCall.id', normalizeKeyName('ai.toolCall.id')) // true
 */
export function hasKeyName(names: ReadonlySet<string>, key: string, normalized: string): boolean {
  if (names.has(normalized)) return true
  const dot = key.lastIndexOf('.')
  if (dot < 0) return false
  if (names.has(normalizeKeyName(key.slice(dot + 1)))) return true
  const before = key.lastIndexOf('.', dot - 1)
  return before >= 0 && names.has(normalizeKeyName(key.slice(before + 1)))
}

/**
 * Whether a key is left out at any depth under these options (its spelling
 * matches `dropAnyDepthPattern`, or its name is in `dropAnyDepth`): the test
 * the digest applies, for readers that must leave out the same keys.
 *
 * @example
 * dropsAtAnyDepth('rtt_ms', { dropAnyDepthPattern: /_ms$/ }) // true
 */
export function dropsAtAnyDepth(key: string, options: Pick<DigestOptions, 'dropAnyDepth' | 'dropAnyDepthPattern'>): boolean {
  if (options.dropAnyDepthPattern?.test(key)) return true
  return options.dropAnyDepth !== undefined && hasKeyName(options.dropAnyDepth, key, normalizeKeyName(key))
}

function isDropped(key: string, depth: number, options: DigestOptions): boolean {
  if (dropsAtAnyDepth(key, options)) return true
  return depth === 0 && options.dropTopLevel !== undefined && options.dropTopLevel.has(normalizeKeyName(key))
}

/**
 * The name of a field kept as a name and a value (`{ name: 'poll_attempt', value: 2 }`,
 * `{ key, value }`), or `null` for any other record.
 *
 * @example
 * nameOfValueField({ event: 'slot', name: 'hits', value: [] }) // 'hits'
 * nameOfValueField({ name: 'Ada' }) // null: no value beside it
 */
export function nameOfValueField(record: Record<string, unknown>): string | null {
  if (!('value' in record)) return null
  return typeof record.name === 'string' ? record.name : typeof record.key === 'string' ? record.key : null
}

function namedVolatile(record: Record<string, unknown>, depth: number, options: DigestOptions): boolean {
  const name = nameOfValueField(record)
  return name !== null && name.length <= 64 && isDropped(name, depth, options)
}

function frameOf(object: object, tag: string, labels: string[], values: unknown[], unordered: boolean, keyed: boolean, depth: number): Frame {
  return { object, tag, labels, values, unordered, keyed, depth, parts: [], partLabels: keyed ? [] : NO_LABELS, next: 0 }
}

const NO_LABELS: string[] = []

function openFrame(object: object, depth: number, options: DigestOptions): Frame {
  const labels: string[] = []
  const values: unknown[] = []
  if (Array.isArray(object)) {
    return frameOf(object, '[', labels, object, false, false, depth)
  }
  if (ArrayBuffer.isView(object)) {
    return frameOf(object, '[', labels, Array.from(object as unknown as ArrayLike<number | bigint>), false, false, depth)
  }
  if (object instanceof Map) {
    for (const [key, item] of object) {
      if (typeof key === 'string') {
        if (isDropped(key, depth, options)) continue
        labels.push(JSON.stringify(key))
      } else {
        // Object keys of a Map are identities, not content; they are labelled by kind only.
        labels.push(JSON.stringify(`\u0000${leafDigest(key, undefined) ?? 'K{object}'}`))
      }
      values.push(item)
    }
    return frameOf(object, 'M', labels, values, true, false, depth)
  }
  if (object instanceof Set) {
    for (const item of object) {
      labels.push('')
      values.push(item)
    }
    return frameOf(object, 'T', labels, values, true, false, depth)
  }
  if (object instanceof Error) {
    return frameOf(object, '{', ['"name"', '"message"'], [object.name, object.message], true, true, depth)
  }
  for (const key of Object.keys(object)) {
    if (isDropped(key, depth, options)) continue
    const value = (object as Record<string, unknown>)[key]
    if (options.dropClockValues === true && isClockReading(value)) continue
    // A field kept as a name and a value (Rasa's `{ event: 'slot', name: 'poll_attempt', value: 2 }`,
    // `[{ key, value }]` attribute lists): the value is left out when its name would be.
    if (key === 'value' && namedVolatile(object as Record<string, unknown>, depth, options)) continue
    labels.push(quotedKey(key))
    values.push(value)
  }
  return frameOf(object, '{', labels, values, true, true, depth)
}

/**
 * A string listed as an item: a bare date or time (`2024-11-02 10:00`) is what the list lists (the
 * free slots, the dates a record changed), kept as it is; anything else is masked like every other string.
 */
function listedStringDigest(text: string, mapString: ((text: string) => string) | undefined): string {
  if (mapString === undefined) return stringDigest(text)
  const masked = mapString(text)
  return stringDigest(masked === '<time>' || masked === '<date>' ? text : masked)
}

function leafDigest(value: unknown, mapString: ((text: string) => string) | undefined): string | undefined {
  switch (typeof value) {
    case 'string':
      return stringDigest(mapString ? mapString(value) : value)
    case 'number':
      // Where text is masked, an epoch in milliseconds (2017 to 2036) is a clock reading like an ISO time.
      if (mapString !== undefined && Number.isInteger(value) && value >= 1.5e12 && value < 2.1e12) return 'n<time>'
      // JSON spelling for finite numbers (1.0 and 1 are the same number); NaN and infinities by name.
      return Number.isFinite(value) ? `n${JSON.stringify(value)}` : `n${String(value)}`
    case 'bigint':
      return `b${value.toString()}`
    case 'boolean':
      return value ? 't' : 'f'
    case 'undefined':
      return 'u'
    case 'symbol':
      return `y${stringDigest(value.description ?? '')}`
    case 'function':
      return `F${stringDigest(value.name)}`
    default:
      if (value === null) return 'z'
      if (value instanceof Date) return `D${Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()}`
      if (value instanceof RegExp) return `R${stringDigest(String(value))}`
      if (value instanceof WeakMap || value instanceof WeakSet || value instanceof Promise) return `W${Object.prototype.toString.call(value)}`
      return undefined
  }
}

/** One top-level entry of a record, digested. */
export interface DigestedEntry {
  readonly key: string
  /** The key in {@link normalizeKeyName} form. */
  readonly normalized: string
  readonly value: unknown
  /** The canonical digest of the value (keys in `dropAnyDepth` left out inside it). */
  readonly digest: string
  /** `"key":` as it opens the entry's part of a combined digest. */
  readonly label: string
}

/**
 * Digests each top-level entry of a plain record once, sorted by key, so
 * several identities built from different subsets of its keys (the call's
 * key, its target, its identifiers) share one walk of the value.
 *
 * @example
 * digestEntries({ q: 'x', limit: 5 }).map((e) => e.normalized) // ['limit', 'q']
 */
export function digestEntries(
  record: Record<string, unknown>,
  options: Pick<DigestOptions, 'dropAnyDepth' | 'dropAnyDepthPattern' | 'dropClockValues'> = {},
): DigestedEntry[] {
  const entries: DigestedEntry[] = []
  const childOptions: DigestOptions = {
    dropAnyDepth: options.dropAnyDepth,
    dropAnyDepthPattern: options.dropAnyDepthPattern,
    dropClockValues: options.dropClockValues,
    parseJsonString: false,
  }
  for (const key of sortStrings(Object.keys(record))) {
    const value = record[key]
    if (value === undefined) continue
    if (options.dropAnyDepthPattern?.test(key)) continue
    const normalized = normalizeKeyName(key)
    if (options.dropAnyDepth !== undefined && hasKeyName(options.dropAnyDepth, key, normalized)) continue
    if (options.dropClockValues === true && isClockReading(value)) continue
    entries.push({ key, normalized, value, digest: canonicalDigest(value, childOptions), label: entryLabel(key) })
  }
  return entries
}

/**
 * Sorts strings in place as `Array.prototype.sort` does without a comparator
 * (by UTF-16 code units): insertion sort for the few keys a record usually
 * has, which allocates nothing.
 */
function sortStrings(items: string[]): string[] {
  if (items.length > 16) return items.sort()
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!
    let j = i - 1
    while (j >= 0 && items[j]! > item) {
      items[j + 1] = items[j]!
      j--
    }
    items[j + 1] = item
  }
  return items
}

/**
 * The digest of a record made of some of its digested entries (in the key
 * order {@link digestEntries} gives them). `mapDigest` can replace an
 * entry's digest (a normalized target string).
 *
 * @example
 * combineEntries(digestEntries({ a: 1, b: 2 }), (e) => e.key !== 'b') === combineEntries(digestEntries({ a: 1 }), () => true) // true
 */
export function combineEntries(
  entries: readonly DigestedEntry[],
  keep: (entry: DigestedEntry) => boolean,
  mapDigest?: (entry: DigestedEntry) => string,
): string {
  let joined = ''
  for (const entry of entries) {
    if (!keep(entry)) continue
    joined += `${entry.label}${mapDigest ? mapDigest(entry) : entry.digest},`
  }
  return `{${hashString(joined)}`
}

/** The digest of a string leaf, as {@link canonicalDigest} spells it. */
export function stringLeafDigest(text: string): string {
  return stringDigest(text)
}

/**
 * Whether a value holds recorded content: some leaf that is not `null`,
 * `undefined` or a blank string, so `{}`, `[]`, `{ messages: [] }` and
 * `{ prompt: null, completion: "" }` (what a tracer with content capture off
 * leaves) hold none. Missing data is never evidence of a repeat. Bounded:
 * looks at most 4 levels deep and 200 values; past that it counts as recorded.
 *
 * @example
 * isRecorded({ messages: [] })  // false
 * isRecorded({ q: 'x' })        // true
 */
export function isRecorded(value: unknown): boolean {
  // A leaf is read at once; composites are walked with two stacks (values and
  // depths) kept between calls, unless a getter calls back in during a walk.
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return NOT_BLANK.test(value)
  if (typeof value !== 'object') return true
  if (walking) return walkRecorded(value, [], [])
  walking = true
  try {
    return walkRecorded(value, walkValues, walkDepths)
  } finally {
    walking = false
  }
}

const walkValues: unknown[] = []
const walkDepths: number[] = []
let walking = false

function walkRecorded(value: object, values: unknown[], depths: number[]): boolean {
  let top = 0
  values[top] = value
  depths[top++] = 0
  let budget = 200
  try {
    while (top > 0) {
      const v = values[--top]
      values[top] = undefined
      const depth = depths[top]!
      if (v === null || v === undefined) continue
      if (typeof v === 'string') {
        if (NOT_BLANK.test(v)) return true
        continue
      }
      if (typeof v !== 'object') return true
      if (--budget <= 0 || depth >= 4) return true
      // At most 50 children a level: content shows early, and a huge value costs no more.
      let taken = 0
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length && taken < 50; i++, taken++) {
          values[top] = v[i]
          depths[top++] = depth + 1
        }
      } else if (v instanceof Map || v instanceof Set) {
        for (const child of v.values()) {
          if (taken++ >= 50) break
          values[top] = child
          depths[top++] = depth + 1
        }
      } else {
        for (const key in v) {
          if (!Object.hasOwn(v, key)) continue
          if (taken++ >= 50) break
          values[top] = (v as Record<string, unknown>)[key]
          depths[top++] = depth + 1
        }
      }
    }
    return false
  } catch {
    // A value that cannot be read is not "nothing": it is left to the readers to report.
    return true
  } finally {
    // The stacks are kept: let go of the values left on them.
    while (top > 0) values[--top] = undefined
  }
}

// A character that is not white space (what `trim` removes): the string is not blank.
const NOT_BLANK = /\S/

/**
 * Whether a value is a record: an object, not an array (what a span's input,
 * output or a parsed argument holds when it is keyed).
 *
 * @example
 * isRecord({ q: 'x' }) // true
 * isRecord(['x'])      // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
