// Volatile text inside results: timestamps, dates, durations, UUIDs, hex and
// opaque ids, request/job ids, process ids, retry counters and temp paths
// change on every call without saying anything about the work
// (openclaw#93917: exec output with timestamps never looked identical).
// They are masked before a result is fingerprinted, so "ran 3 tests in
// 0.42s" and "ran 3 tests in 0.40s" are the same result. Recognised by the
// shape of the value, wherever it stands, never by a list of field names.
//
// Every pattern is anchored on a word boundary and has no nested
// quantifiers, so masking stays linear in the text's length; the two that
// would backtrack over a run of joined words are scans (mask-scan.ts).

import { maskReplicaHosts, replaceHandles } from './mask-scan.js'

// Also with `_` for `:` as file names spell it (`2025-06-25T12_16_39.955Z-debug-0.log`), and ordinal dates (`2025-143T02:11:09Z`).
const ISO_DATETIME = /\b\d{4}-(?:\d{2}-\d{2}|\d{3})[T ]\d{2}[:_]\d{2}(?:[:_]\d{2}(?:[.,_]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g
// A day written as its first instant (`2025-09-30T00:00:00Z`, `2025-09-30T00:00:00.000+00:00`): a date, as `2025-09-30` is.
const MIDNIGHT_DATETIME = /\b\d{4}-\d{2}-\d{2}T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?(?![\d:.])/g
// ISO 8601's basic format, without separators: `20240906T120040Z` (AWS's `x-amz-date`, log stamps).
const ISO_BASIC = /\b(?:19|20)\d{6}T\d{4}(?:\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{4})?\b/g
// `Mon, 01 Dec 2026 10:00:00 GMT` (HTTP dates) and `01/Dec/2026:10:00:00 +0000` (access logs).
const HTTP_DATE = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? \d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}\b/gi
// `Apr 15, 2024` and `15 April 2024`.
const MONTH_DATE =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{4})\b/gi
const LOG_DATE = /\b\d{1,2}\/(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\/\d{4}\b/gi
const BARE_DATE = /\b(?:\d{4}-\d{2}-\d{2}|\d{4}\/\d{2}\/\d{2}|\d{1,2}\/\d{1,2}\/\d{4})\b/g
// A day written with dots, day first (`09.09.2025`, `26.9.2024`), as most of Europe writes it.
const DOTTED_DATE = /(?<![\d.])(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d{2}(?![\d.])/g
const CLOCK_TIME = /\b\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s?[ap]m)?\b/gi
// Also as web pages abbreviate it (`22s ago`, `12h ago`, `3wk ago`), spell out one (`an hour ago`, `a few
// seconds ago`) or say the first of them (`just now`, `moments ago`).
const RELATIVE_TIME =
  /\b(?:(?:\d+(?:\.\d+)?|an?|a few)\s?(?:seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|y)\s+ago|just now|moments ago)\b/gi
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
// A hex id, possibly behind a short letter prefix glued to it or joined by
// `_`/`-` (Twilio `SMdcd1…`, `req_8f7a…`, `msg-4be0…`).
// A short hex handle (7 to 11 characters, digits and letters a-f both in it): a git short sha, `[page fb8f42a2]`.
const SHORT_HEX = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,11}\b/gi
const HEX_RUN = /\b[a-z]{0,8}[_-]?[0-9a-f]{12,}\b/gi
// Any other long run of letters and digits, possibly prefixed (`ch_3Mml…`,
// ULIDs): an opaque id when digits and letters keep alternating (see maskOpaque).
const OPAQUE_RUN = /\b[a-z]{0,10}[_-]?[a-z0-9]{16,}\b/gi
// A short id behind an id-like prefix: `req_48213`, `job-7731`, `trace:9f2a1c`, `run=05132120`,
// `request FQ9Y`. The prefix says it is a handle, the digits that it is minted.
const ID_PREFIXES =
  'req|request|trace|span|job|run|exec|execution|task|session|sess|corr|correlation|evt|event|msg|message|ticket|build|txn|tx|op|invocation|call|attempt|submission|sub|receipt|confirmation|conf'
const PREFIXED_ID = new RegExp(`\\b(?:${ID_PREFIXES})[_:#=-]\\s?(?=[0-9a-z]*\\d)[0-9a-z]{3,}(?::[0-9a-z]+)*\\b`, 'gi')
// The same after a space (`request FQ9Y:2CADBE3E`, `run 5521`, `job q-155109`): the word stays, the id goes.
const SPACED_ID = new RegExp(`\\b(${ID_PREFIXES})\\s#?(?:[a-z]{1,4}-)?(?=[0-9a-z]*\\d)[0-9a-z]{4,}(?::[0-9a-z]+)*\\b`, 'gi')
// A reference minted per answer in capitals, after the word that names it (`verify ref MPFJHX`,
// `Ref: 2WLZNB`, `confirmation QXTRMB`): a digit in it, or five consonants in a row (no word is
// spelt so). Not after `code`: `ERR42` and `ERR17` are two failures.
const CAPS_REF = /\b([Rr]ef(?:erence)?|REF|[Cc]onfirmation|[Rr]eceipt|[Vv]oucher)(\.?\s?[:#]?\s?)(?=[A-Z0-9]*(?:\d|[BCDFGHJKLMNPQRSTVWXZ]{5}))[A-Z0-9]{5,12}\b/g
// A cache-buster in a URL's query (`?chart=cm&_=6285207897209`, `cb=`, `nocache=`): a new value on every
// request so no cache answers it, never part of what was asked.
const CACHE_BUSTER = /([?&](?:_|cb|cachebust(?:er)?|cache_bust|nocache|rnd|rand)=)[0-9a-z]+/gi
// A token in a URL's query (`?s=vb5TRJJwKashoMOp`, `&form_key=XjFjUgHRSP02K2na`, `&sig=Xd-e9gGjjXxj2i_laGrwnC`): a
// session, form or CSRF key or a signature issued per request. Only a run of twelve or more with a digit and both
// cases: search words stay.
const QUERY_TOKEN = /([?&][A-Za-z_]{1,24}=)(?=[\w-]*\d)(?=[\w-]*[A-Z])(?=[\w-]*[a-z])[\w-]{12,}(?![\w-])/g
// A code of capitals minted per answer without digits (`QRNFUZXJDHB`): five consonants in a row, no word is spelt so.
const CAPS_CODE = /\b(?=[A-Z]*[BCDFGHJKLMNPQRSTVWXZ]{5})[A-Z]{8,15}\b/g
// Django's default name for a model instance, its primary key in brackets (`<Slot: Slot object (93)>`):
// each test database numbers its rows anew.
const MODEL_OBJECT = /\b([A-Z]\w* object) \(\d+\)/g
// A Kubernetes pod's name: its deployment's, the pod template's hash and a random tail
// (`bookings-api-fpoccxacy-fg4l6`): another pod answers each time. A digit in the hash or tail, or
// four consonants in a row in the hash, tells it from hyphenated words.
const POD_NAME = /\b([a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*)-([a-z0-9]{5,10})-([a-z0-9]{5})\b/g
// A hash that reads like a word (`worker`, `briefing`): a role in the name, not a pod template's hash.
const WORDLIKE = /^(?:[bcdfghjklmnpqrstvwxz]{0,3}[aeiouy]+)+[bcdfghjklmnpqrstvwxz]{0,3}$/
function maskPodName(name: string, deployment: string, hash: string, tail: string): string {
  const mixedTail = /\d/.test(tail) && /[a-z]/.test(tail)
  // A five-character hash (older ReplicaSets: `cm-sync-a316e-4l7x3`) is too short to tell from a word by
  // its letters: a random tail beside it decides, as a digit in it does.
  if (hash.length === 5) return /\d/.test(hash) || mixedTail ? `${deployment}-<pod>` : name
  return /\d/.test(hash) || /[bcdfghjklmnpqrstvwxz]{4}/.test(hash) || (mixedTail && !WORDLIKE.test(hash)) ? `${deployment}-<pod>` : name
}
// A bare `id` before its value: `id 48213`, `ID: a81f`, `id=7f3a9`, `Request ID: 247F:D826:CF52F73`.
const BARE_ID = /\b(id)(\s?[:=#]\s?|\s)(?=[a-z0-9_-]*\d)[a-z0-9_-]{3,}(?::[0-9a-z]+)*\b/gi
// A retry counter: `attempt 3`, `attempt 3 of 5`, `retry #2`, `try 4/5`, `(2/5)` after a retry word.
const COUNTER = /\b(?:attempt|retry|retrying|try|tries|poll|iteration|round)\s*(?:#|no\.?\s*)?\d+(?:\s*(?:of|\/)\s*\d+)?\b/gi
// A short random id behind a prefix (`qry_zxtzx1gca1`, `deploy_jxl8v47ws1`): see maskOpaque (three switches).
const SHORT_OPAQUE = /\b[a-z]{1,12}[_-][a-z0-9]{8,15}\b/gi
// A bare short code of letters and digits (`4UJL9ZYD3H`, `n34bk4fmb5`): an id when they keep alternating (see maskShortOpaque).
const BARE_CODE = /\b(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{8,15}\b/gi
// An id given as `key=value` or `key: value` in log text (`job_id=qry_9`, `request-id: 7f3`).
const ID_ASSIGNMENT = /\b([a-z][a-z_-]{0,20}(?:_id|-id|id|uuid|token))([=:]\s?)["']?[a-z0-9][a-z0-9_.:-]{2,63}/gi
// A cache's `age` written in text beside its verdict (`cache-status: HIT; age=274`, `X-Cache: HIT … Age: 51`):
// how long the cache held the answer, as the `Age` header means, not a person's or a thing's age.
const CACHE_WORD = /\b(?:x-)?cache(?:-status)?\s*[:=]\s*["']?(?:TCP_)?(?:HIT|MISS|STALE|EXPIRED|REVALIDATED|BYPASS)\b/i
const CACHE_AGE = /(\bage\s*[:=]\s*)\d{1,9}(?:\.\d+)?(?:\s?(?:ms|s|secs?|m|mins?|h))?\b/gi
// The cache's verdict itself (`cache:MISS`, then `cache:HIT`): which copy served the answer, not the answer.
const CACHE_VERDICT_TEXT = /(\b(?:x-)?cache(?:-status)?\s*[:=]\s*["']?)(?:TCP_)?(?:HIT|MISS|STALE|EXPIRED|REVALIDATED|BYPASS)\b/gi
// An age as kubectl and docker print it, a table cell of its own (at the end of a line or before a
// column gap): `5m`, `2d4h`, `45s`. "5m rows" in a sentence stays.
const AGE_CELL = /(?<=\s)\d{1,4}[smhd](?:\d{1,2}[smh])?(?=[ \t]*$|[ \t]{2,})/gm
// `time`'s and Go's spelling of a duration: `0m2.345s`, `1h2m3s`.
const CLOCK_DURATION = /\b(?:\d+h)?\d+m\d+(?:\.\d+)?s\b/g
// An elapsed time as Python prints a timedelta, hours first and none of them (`0:00:01.892`): no clock
// reads a single 0 for the hour.
const TIMEDELTA = /(?<![\d:.])0:[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?![\d:])/g
// A generated name's random tail after a masked hash or time: the pod `payments-api-<id>-d8m57`, `web-<hex>-hjiwp`,
// a log file `20240422T162049Z-15359a.log` (after a time, only a tail with a digit or of hex digits alone).
const GENERATED_TAIL = /(<id>|<hex>)-[a-z0-9]{4,6}\b|(<time>)-(?:(?=[a-z]{0,5}\d)[a-z0-9]{4,6}|[0-9a-f]{4,8})\b/gi
// A random seed a run prints (`--randomly-seed=3074888497`, `Using seed: 42`): chosen anew each run.
const SEED = /\b(seed)(\s?[=:]\s?|\s)\d+\b/gi
// A revision counter in text (`model rev 16`, `revision #4`, `rev=16`, an HTML page's `data-rev="77"`): each write
// or render bumps it.
const REVISION = /\b(rev|revision)(?:\.?\s?#?|\s?[=:]\s?["']?)\d+\b["']?/gi
// Progress counters of build logs: BuildKit's `#11 ` step prefix and `[deps 4/4]`, `[2/5]` stage counters.
const STEP_PREFIX = /^#\d+(?= )/gm
// BuildKit's seconds since the step started after its prefix (`#7 1.14 npm ERR! …`), and the size of what
// it sent (`transferring context: 634B`): any edit moves them.
const STEP_ELAPSED = /^(#<n>) \d+\.\d+(?= )/gm
const TRANSFER_SIZE = /\b(transferring [a-z]+: )\d+(?:\.\d+)?[kMG]?B\b/g
// How far a test runner's session had got when a test reported (pytest -v: `test_x FAILED [ 87%]`):
// it depends on how many tests ran before, not on the test.
const TEST_PROGRESS = /\b(PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)(\s+)\[\s*\d{1,3}%\]/g
// A page's element index at the start of its line, renumbered on every load: WebArena's accessibility tree
// (`[1400] searchbox 'Search by keyword'`), browser-use's DOM list (`[33]<button>`, `*[34]*<a>`); and a snapshot's
// element ref (Playwright MCP's `[ref=e25]`, browser-use's "Clicked button with index 44").
const ELEMENT_INDEX = /^([ \t]*\*?)\[\d+\](?=\*?[ \t]?[A-Za-z<])/gm
const ELEMENT_REF = /\[ref=[a-z]{0,3}\d+\]/g
const ELEMENT_AT = /(?<=\b(?:with|into|at) index )\d+\b/g
const STEP_COUNTER = /\[([a-z][\w.-]* )?\d+\/\d+\]/gi
// A private IPv4 address (10/8, 172.16/12, 192.168/16): handed to each new pod, container or VM.
const PRIVATE_IP = /\b(?:10(?:\.\d{1,3}){3}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|192\.168(?:\.\d{1,3}){2})\b/g
// A cloud host named for its private address: `ip-10-42-7-141.eu-west-1.compute.internal`.
const IP_HOST = /\bip-\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3}\b/g
// A bare serving replica: `rendered by web-6`, `api-12` (a hyphen and its number; `node-18` stays: a version).
const BARE_REPLICA = /\b(web|api|app|srv|worker|replica|edge|proxy|backend|frontend|lb|gw)-\d{1,3}\b/gi
// The serving identity in `key=value` log text: `worker=sync-w2`, `host=api-3`, `served_by=edge-ams4`,
// and a CDN's point of presence (`edge=lhr`, `pop=fra`, `colo=AMS`): whichever node answered this time.
const SERVED_BY = /\b(worker|host|hostname|instance|replica|served_by|server|shard|edge|pop|colo)=[^\s,;"')\]}]+/gi
// A comment in markup (`<!-- rendered 09:40:06Z by web-3 -->`): what the renderer notes for itself, never
// what the page shows.
const MARKUP_COMMENT = /<!--[\s\S]*?-->/g
// An entity tag in text (`etag: g6AcMOUeFCJb==`, `ETag="W/abc1"`): a store's version stamp.
const ETAG_VALUE = /\b(e-?tag)(\s?[:=]\s?)"?(?:W\/)?"?[A-Za-z0-9+/=_-]{6,}"?/gi
// A virtualenv named for a hash of its project (Poetry's `openhands-ai-8ce15-py3.11`).
const VENV_HASH = /-[a-z0-9]{5,10}(?=-py\d)/gi
// Transport headers of a raw HTTP response, one a line: when it was served, by which server, cache or edge,
// under which request id, how much rate limit is left. The status line and the body stay.
const HTTP_META_HEADER =
  /^((?:date|age|etag|expires|last-modified|via|server|server-timing|set-cookie|traceparent|cf-[a-z-]+|[a-z-]*cache-status|x-[a-z-]*(?:request|trace|correlation|cache|ratelimit|rate-limit|served|runtime|response-time|amz|edge|id|backend|upstream|pod|host|node|instance)[a-z-]*)):[^\n]*$/gim
// How often an event recurred, as kubectl prints it: `(x13 over 4m)`.
const EVENT_COUNT = /\(x\d+ over\b/g
// The replica that served a request (`aca-web-01`, `lims-api-4`): see maskReplicaHosts.
// A machine on an internal network, named with a number somewhere (`atmc-gw-4.euc1.bank.local`,
// `lc-24.eu-west-1.internal`): which replica served the answer. Found by its suffix and read back
// from there (a host name is at most 253 characters), so a long run of letters costs one pass.
const INTERNAL_SUFFIX = /\.(?:internal|local|lan|intra|intranet|corp|svc)\b/gi
const HOST_NAME_CHARS = 253

function maskInternalHosts(text: string): string {
  let out = ''
  let copied = 0
  for (const m of text.matchAll(INTERNAL_SUFFIX)) {
    // A later suffix of a name already masked (`.cluster.local` after `.svc`).
    if (m.index < copied) continue
    let start = m.index
    while (start > copied && m.index - start < HOST_NAME_CHARS && isHostChar(text.charCodeAt(start - 1))) start--
    const host = text.slice(start, m.index)
    // A name that starts with a letter and carries a number; a bare `db.local` names no replica.
    if (!/^[a-z]/i.test(host) || !/\d/.test(host)) continue
    out += `${text.slice(copied, start)}<host>`
    // The whole name: the labels after the first internal suffix (`.svc.cluster.local`) are its domain.
    let end = m.index + m[0].length
    while (end < text.length && end - m.index < HOST_NAME_CHARS && text.charCodeAt(end) === 46 && isHostChar(text.charCodeAt(end + 1))) {
      end++
      while (end < text.length && isHostChar(text.charCodeAt(end)) && text.charCodeAt(end) !== 46) end++
    }
    copied = end
  }
  return copied === 0 ? text : out + text.slice(copied)
}

function isHostChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46
}
const DURATION = /\b\d+(?:\.\d+)?\s?(?:ms|msec|millis|milliseconds|s|sec|secs|seconds|us|µs|ns|mins?|minutes)\b/gi
// PostgreSQL's EXPLAIN ANALYZE timing of a plan node, in milliseconds without a unit: `(actual time=0.046..0.142 rows=50`.
const PLAN_TIME = /\bactual time=\d+(?:\.\d+)?\.\.\d+(?:\.\d+)?/g
const EPOCH = /\b1[5-9]\d{8}(?:\d{3})?(?:\.\d{1,9})?\b/g
// A date and time written as one number, to the minute or second (`20250717043518-collar_fixes`, a
// run or backup name): year, month, day, hour, minute, each in its range.
const COMPACT_DATETIME = /(?<![\d.])(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?(?![\d.])/g
// A date-time group as aviation and military messages stamp them (`TAF EGGD 112303Z`, `DTG 041530Z`):
// day of month, hour and minute, then `Z` for UTC; when a report was issued, not what it says.
const ZULU_GROUP = /(?<![\w./:-])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\dZ(?![\w/:-])/g
// A write-ahead-log position as PostgreSQL prints it (`C/D465B8B7`, `4/5680E965`): two hex numbers, the
// second of six to eight digits, at least one a letter; it moves with every write anywhere on the server.
const WAL_POSITION = /(?<![\w/.])(?=[0-9A-F]{1,8}\/[0-9]*[A-F]|[0-9]*[A-F][0-9A-F]*\/)[0-9A-F]{1,8}\/[0-9A-F]{6,8}(?![\w/.])/g
// An address's port in the ephemeral range (32768 to 65535): the system picks it anew for each
// connection or test server (`dial tcp 127.0.0.1:45355`), so it says nothing about what happened.
const EPHEMERAL_PORT = /((?<![\w.])(?:\d{1,3}\.){3}\d{1,3}|\blocalhost|\[[0-9a-f:]+\]):(?:3[2-9]\d{3}|[45]\d{4}|6[0-5]\d{3})(?!\d)/gi
// A run of base64 (or base64url) with a `+`, `/`, `-` or `_` in it, 20 characters or more (judged by maskBase64).
const BASE64_RUN = /(?<![\w+/=-])(?=[A-Za-z0-9+/_-]*[+/_-])[A-Za-z0-9+/_-]{20,}={0,2}(?![\w+/=-])/g
// A date and a time as the masks leave them, with what writes them out around them: a weekday and a
// month and day before, a second fraction, AM/PM, a time zone and a year after. Bounded quantifiers.
const MOMENT =
  /(?:\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\.?,?\s{1,3})?(?:\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?\s{1,3}\d{1,2},?\s{1,3})?<(?:date|time)>(?:(?:[\sT]{0,3}|,\s?)(?:<(?:date|time)>|[AaPp]\.?[Mm]\.?\b|UTC\b|GMT\b|Z\b|[ECMP][SD]T\b|CES?T\b|BST\b|IST\b|JST\b|[+-]\d{2}:?\d{2}\b|(?:19|20)\d{2}\b)|[,.]\d{1,9}\b){0,6}/g
/** A date or time with nothing written around it stays as it was masked (a bare date is a day, not a moment). */
function moment(match: string): string {
  return match === '<date>' || match === '<time>' ? match : '<time>'
}
// A process id said so (`pid 4411`, `pid=4411`), a log line's `pid#tid:` (nginx: `[emerg] 60202#58763:`), or the
// id syslog puts after a program's name, three digits or more (`sshd[4411]:`; `items[3]:` is an index).
const PID = /\bpid[:=\s#]+\d+|(?<=\]\s)\d+#\d+(?=:)|(?<=[a-z][\w.-]*\[)\d{3,}(?=\]:)/gi
// Scratch locations: `/tmp/…`, `/var/tmp/…`, `/var/folders/…`, `%TEMP%` paths, up to the next space or quote.
const TEMP_PATH = /(?:\/(?:var\/)?tmp\/|\/var\/folders\/|\\temp\\|\\tmp\\)[^\s"'`,;)\]}]*/gi
// A scratch file's generated name anywhere: Python's `tempfile` (`tmp` and 8 random characters:
// `tmpl7mwaeal.snap.new`), `mktemp` (`tmp.Xy12AbC9qZ`).
const TEMP_NAME = /\btmp(?:[a-z0-9_]{8}|\.[A-Za-z0-9]{6,12})\b/g

function maskHex(run: string): string {
  // Only a hex part mixing digits and letters is an id; plain numbers and words stay.
  const hex = /[0-9a-f]{12,}$/i.exec(run)?.[0] ?? ''
  return /\d/.test(hex) && /[a-f]/i.test(hex) ? '<hex>' : run
}

/** Digit-letter alternations an opaque id shows at least (words with a version number show one or two). */
const OPAQUE_SWITCHES = 4

/**
 * A run of base64 that switches between capitals, small letters and digits
 * at least once every six characters: random bytes (`x-amz-id-2`, a nonce),
 * an id like the opaque ids without `+` or `/`. A path
 * (`src/HeaderBarItem/index2`) switches far less.
 */
function maskBase64(run: string): string {
  const body = run.replace(/=+$/, '')
  // Base64 writes `+` and `/`, base64url `-` and `_`: a run with `/` and `-` or `_` in it is no one
  // encoding but a path (`designs/SL-4471/rev-C-2fd6a8`), its segments read on their own.
  if (body.includes('/') && (body.includes('-') || body.includes('_'))) return run
  // So is a run with a word of small letters between its slashes (`example/i/t93JxEN3ndptyoQgte`): random bytes
  // rarely spell one.
  if (body.includes('/') && PATH_WORD.test(body)) return run
  const mixed = /\d/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body)
  return mixed && caseSwitches(body) + digitSwitches(body) >= body.length / BASE64_CHARS_PER_SWITCH ? '<id>' : run
}
const BASE64_CHARS_PER_SWITCH = 6
// A path segment that is a word: four small letters or more between slashes (or at either end).
const PATH_WORD = /(?:^|\/)[a-z]{4,}(?:\/|$)/

function maskOpaque(run: string): string {
  let switches = 0
  let previous = 0 // 1 digit, 2 letter
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i)
    const kind = c >= 48 && c <= 57 ? 1 : (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 2 : 0
    if (kind === 0) continue
    if (previous !== 0 && kind !== previous) switches++
    previous = kind
  }
  return switches >= OPAQUE_SWITCHES ? '<id>' : run
}

// Text with none of these holds nothing any pattern below masks: every
// pattern needs a long digit run, a letter next to a digit, a digit before a
// unit, punctuation, or one of a few words. Most short results ("ok",
// "result 3", "no matches") skip every pattern.
const MAYBE_VOLATILE =
  /\d{5}|[a-z]\d|\d[a-z]|\d\s?[msunµ]|[-:/._=#\\[]|tmp|temp|ago\b|just now|\bid\b|\brev|pid|attempt|retr|tries|\btry|poll|iteration|round|\b(?:req|request|trace|span|job|run|exec|execution|task|session|sess|corr|correlation|evt|event|msg|message|ticket|build|txn|tx|op|invocation|call)\s\d/i
// A text with no digit and none of these characters is never masked: every
// pattern needs a digit, but for the few that mask letters alone, which need a
// `-` (UUIDs, prefixed random ids, generated tails), `_` (prefixed random ids),
// `:` or `=` (id assignments, served-by and etag fields, transport headers), or
// a slash (temp paths), `tmp` (a scratch file's generated name), or a relative time in words (`an hour ago`,
// `just now`). Nearly one character class, so prose that names a listed word ("retry the build") skips the
// word-list test too.
const DIGIT_OR_JOINER = /[\d\-:=_/\\]|tmp|ago\b|[Jj]ust now/
// The same test without its long digit run. A text that passes the test only
// by a run of five digits or more ("result 10423", "rows 88213") has none of
// the punctuation, letter-digit contact, unit or word any other pattern needs:
// only dates in words, spaced ids, seeds and epochs can match it, and the
// other patterns would leave it as it is (see maskLongNumbers).
const MAYBE_VOLATILE_BESIDES_DIGITS =
  /[a-z]\d|\d[a-z]|\d\s?[msunµ]|[-:/._=#\\[]|tmp|temp|ago\b|just now|\bid\b|\brev|pid|attempt|retr|tries|\btry|poll|iteration|round|\b(?:req|request|trace|span|job|run|exec|execution|task|session|sess|corr|correlation|evt|event|msg|message|ticket|build|txn|tx|op|invocation|call)\s\d/i

/**
 * Replaces the volatile parts of a result text with placeholders: date-times
 * and dates (ISO, HTTP and log spellings, `2026-05-01`, `05/01/2026`), clock
 * times (`10:02`), relative times (`3 minutes ago`), durations (`12ms`,
 * `0.4 s`), UUIDs, hex ids of 12 or more characters (also behind a short
 * prefix: `SM9f…`, `req_8f…`), other opaque ids (16 or more letters and
 * digits that keep alternating: `ch_3MmlLrLk…`, ULIDs; `report20240601final`
 * stays), short ids behind a handle prefix (`req_48213`, `job-7731`),
 * retry counters (`attempt 3 of 5`), Unix epoch timestamps, `pid 123` and
 * temp paths (`/tmp/tmpa8f3k2/out.log`). Linear time.
 *
 * @example
 * maskVolatileText('done in 0.42s at 2026-05-01T10:00:00Z (pid 4411)')
 * // 'done in <duration> at <time> (<pid>)'
 * maskVolatileText('req_48213 failed, attempt 3 of 5') // '<id> failed, <counter>'
 */
export function maskVolatileText(text: string): string {
  if (text.length === 0 || !DIGIT_OR_JOINER.test(text) || !MAYBE_VOLATILE.test(text)) return text
  if (!MAYBE_VOLATILE_BESIDES_DIGITS.test(text)) return maskLongNumbers(text)
  // Each group of patterns runs only when the text holds the character it needs: most result
  // strings are short and skip most of them.
  let out = text
  if (out.includes('<!--')) out = out.replace(MARKUP_COMMENT, '<!---->')
  if (out.includes(':') && out.includes('\n')) out = out.replace(HTTP_META_HEADER, '$1: <header>')
  if (/tmp|temp|folders/i.test(out)) out = out.replace(TEMP_PATH, '<tmp>').replace(TEMP_NAME, '<tmp>')
  if (out.includes('=')) out = out.replace(CACHE_BUSTER, '$1<n>').replace(QUERY_TOKEN, '$1<token>')
  if (out.includes('-')) out = out.replace(UUID, '<uuid>').replace(MIDNIGHT_DATETIME, '<date>').replace(ISO_DATETIME, '<time>')
  if (out.includes('T')) out = out.replace(ISO_BASIC, '<time>')
  if (/[a-z]{3}/i.test(out)) out = out.replace(HTTP_DATE, '<date>').replace(MONTH_DATE, '<date>')
  if (out.includes('/')) out = out.replace(LOG_DATE, '<date>').replace(WAL_POSITION, '<lsn>')
  if (out.includes('-') || out.includes('/')) out = out.replace(BARE_DATE, '<date>')
  if (out.includes('.')) out = out.replace(DOTTED_DATE, '<date>')
  if (out.includes(':')) out = out.replace(EPHEMERAL_PORT, '$1:<port>').replace(TIMEDELTA, '<duration>').replace(CLOCK_TIME, '<time>')
  if (/ago\b|just now/i.test(out)) out = out.replace(RELATIVE_TIME, '<time>')
  if (CACHE_WORD.test(out)) out = out.replace(CACHE_AGE, '$1<duration>').replace(CACHE_VERDICT_TEXT, '$1<cache>')
  if (/[a-z]/i.test(out)) {
    // Whole host names first: the replica rules below would take their first label apart.
    if (out.includes('.')) out = maskInternalHosts(out)
    if (out.includes('/') || out.includes('+') || out.includes('-') || out.includes('_')) out = out.replace(BASE64_RUN, maskBase64)
    out = out
      .replace(PID, '<pid>')
      .replace(COUNTER, '<counter>')
      .replace(ID_ASSIGNMENT, '$1$2<id>')
      .replace(PREFIXED_ID, '<id>')
      .replace(SPACED_ID, '$1 <id>')
      .replace(CAPS_REF, '$1$2<id>')
      .replace(CAPS_CODE, '<id>')
      .replace(MODEL_OBJECT, '$1 (<n>)')
      .replace(BARE_ID, '$1$2<id>')
      .replace(CLOCK_DURATION, '<duration>')
      .replace(AGE_CELL, '<duration>')
      .replace(DURATION, '<duration>')
      .replace(PLAN_TIME, 'actual time=<duration>')
      .replace(REVISION, '$1 <counter>')
      .replace(SEED, '$1$2<n>')
      .replace(SERVED_BY, '$1=<host>')
      .replace(ETAG_VALUE, '$1$2<etag>')
      .replace(VENV_HASH, '-<hex>')
    if (out.includes('-')) out = out.replace(POD_NAME, maskPodName)
    out = maskReplicaHosts(out).replace(BARE_REPLICA, '$1-<n>')
    if (out.includes('#') || out.includes('['))
      out = out
        .replace(ELEMENT_INDEX, '$1[<el>]')
        .replace(ELEMENT_REF, '[ref=<el>]')
        .replace(STEP_PREFIX, '#<n>')
        .replace(STEP_ELAPSED, '$1 <duration>')
        .replace(STEP_COUNTER, '[$1<step>]')
        .replace(TRANSFER_SIZE, '$1<size>')
        .replace(TEST_PROGRESS, '$1$2[<pct>]')
    if (out.includes('(x')) out = out.replace(EVENT_COUNT, '(x<n> over')
    if (out.includes(' index ')) out = out.replace(ELEMENT_AT, '<el>')
  }
  out = out.replace(EPOCH, '<time>').replace(COMPACT_DATETIME, '<time>')
  if (out.includes('Z')) out = out.replace(ZULU_GROUP, '<time>')
  if (/[a-z]/i.test(out)) {
    // Hex first, long then short, so a hex handle is always `<hex>` whichever rule could also read it.
    out = out
      .replace(HEX_RUN, maskHex)
      .replace(SHORT_HEX, '<hex>')
      .replace(OPAQUE_RUN, maskOpaque)
      .replace(SHORT_OPAQUE, maskShortOpaque)
      .replace(BARE_CODE, maskBareCode)
    if (out.includes('>-')) out = out.replace(GENERATED_TAIL, '$1$2')
  }
  // A measurement (`4.066`, a metric's sample) stays: it may be the answer (a series read again later
  // reads new samples). The ledger tells a reading that jitters from one that moves (see shape.ts).
  if (out.includes('.')) out = out.replace(PRIVATE_IP, '<ip>')
  if (out.includes('ip-')) out = out.replace(IP_HOST, '<ip>')
  // One moment written in any format is one `<time>`: its date, clock time, weekday, zone and
  // AM/PM together (`<date> <time> GMT`, `Sat May 24 <time> UTC 2025`, `<time>,315`).
  if (out.includes('<time>') || out.includes('<date>')) out = out.replace(MOMENT, moment)
  return out
}

/**
 * {@link maskVolatileText} of a text that passes its first test only by a run
 * of five digits or more: no `-`, `:`, `/`, `.`, `_`, `=`, `#`, `[` or
 * backslash, no letter touching a digit, no digit before a unit letter, and
 * none of the words the test lists. Every other pattern needs one of those
 * (the hex and opaque-id rules change only runs that mix letters and digits),
 * and what these five write (`<date>`, `<id>`, `<n>`, `<time>`) gives none of
 * them one, so the same patterns in the same order give the same text. Most
 * results with a long number ("result 10423") took some twenty-five passes.
 */
function maskLongNumbers(text: string): string {
  let out = text
  if (/[a-z]{3}/i.test(out)) out = out.replace(HTTP_DATE, '<date>').replace(MONTH_DATE, '<date>')
  if (/[a-z]/i.test(out)) out = out.replace(SPACED_ID, '$1 <id>').replace(SEED, '$1$2<n>')
  return out.replace(EPOCH, '<time>')
}

/** Digit-letter alternations a short prefixed id shows at least (`deploy_layst503pa`; `build_2024` shows none). */
const SHORT_OPAQUE_SWITCHES = 2

// Five consonants in a row and a digit: no word of any language listed here is spelt so (`n5grqgsdgp`, `vjonyxymv5`).
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxyz]{5}/i

function minted(text: string): boolean {
  return /\d/.test(text) && CONSONANT_RUN.test(text)
}

function maskShortOpaque(run: string): string {
  const tail = run.slice(run.search(/[_-]/) + 1)
  if (alternates(tail, SHORT_OPAQUE_SWITCHES) || caseSwitches(tail) >= CASE_SWITCHES || minted(tail)) return '<id>'
  // Mixed case with a digit or two in it (`D8DvdufIXyoY`, `nTOskhqvC5Ea`): both signs together.
  return /\d/.test(tail) && /[a-z]/.test(tail) && /[A-Z]/.test(tail) && digitSwitches(tail) + caseSwitches(tail) >= 3 ? '<id>' : run
}

/**
 * Short lower-case runs (one or two letters) cut by a capital that a minted id
 * without digits shows (`TptXzHnqpj` shows two); camelCase words have longer
 * runs (`UserNameById` shows one).
 */
const CASE_SWITCHES = 2

function digitSwitches(text: string): number {
  let switches = 0
  for (let i = 1; i < text.length; i++) {
    const a = text.charCodeAt(i - 1) >= 48 && text.charCodeAt(i - 1) <= 57
    const b = text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57
    if (a !== b) switches++
  }
  return switches
}

function caseSwitches(text: string): number {
  let switches = 0
  let run = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 97 && c <= 122) run++
    else {
      if (c >= 65 && c <= 90 && run > 0 && run <= 2) switches++
      run = 0
    }
  }
  return switches
}

/** Alternations a bare code (no prefix to say it is a handle) needs: `4UJL9ZYD3H` shows five, `sha256sum` two. */
const BARE_CODE_SWITCHES = 3

function maskBareCode(code: string): string {
  return alternates(code, BARE_CODE_SWITCHES) || minted(code) ? '<id>' : code
}

/** Whether a run of letters and digits switches between them at least `least` times and holds two digits or more. */
function alternates(tail: string, least: number): boolean {
  let digits = 0
  for (let i = 0; i < tail.length; i++) if (tail.charCodeAt(i) >= 48 && tail.charCodeAt(i) <= 57) digits++
  return digits >= 2 && digitSwitches(tail) >= least
}

const PLACEHOLDER_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['<tmp>', 'temp paths'],
  ['<uuid>', 'UUIDs'],
  ['<time>', 'timestamps'],
  ['<date>', 'dates'],
  ['<pid>', 'process ids'],
  ['<counter>', 'retry counters'],
  ['<id>', 'ids'],
  ['<hex>', 'hashes and hex ids'],
  ['<duration>', 'durations'],
  ['<ip>', 'private addresses'],
  ['<header>', 'transport headers'],
  ['<host>', 'step and replica numbers'],
  ['<etag>', 'hashes and hex ids'],
  ['<n>', 'step and replica numbers'],
  ['<step>', 'step and replica numbers'],
  ['<lsn>', 'log positions'],
  ['<port>', 'ephemeral ports'],
  ['<size>', 'transfer sizes'],
]

/**
 * The kinds of volatile part {@link maskVolatileText} replaced in a text, by
 * name (`['timestamps', 'ids']`), for evidence. Placeholders the text
 * already held are not counted.
 *
 * @example
 * volatileKinds('took 12ms, req_48213') // ['ids', 'durations']
 */
export function volatileKinds(text: string): string[] {
  const masked = maskVolatileText(text)
  if (masked === text) return []
  // Several placeholders share a name (`<n>` and `<step>`): each name once.
  return [...new Set(PLACEHOLDER_NAMES.filter(([placeholder]) => countOf(masked, placeholder) > countOf(text, placeholder)).map(([, name]) => name))]
}

function countOf(text: string, needle: string): number {
  if (needle === '') return 0
  let n = 0
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) n++
  return n
}

// A handle: a token mixing letters and digits (`AIS-RX-CUX-3`, `BB04`, `accela-sync-305157`,
// `pricefc-c4`), not a version (`1.2.3`, `v2`) nor a stage of the work (`step3`, `phase-2`).
// Handles (tokens that mix letters and digits): see replaceHandles.
const VERSION_LIKE = /^v?\d+(?:\.\d+)+(?:[-+][a-z0-9.]+)?$|^v\d+$/i
// A quarter is `Q1` to `Q4`: `Q3894654` is a reference number.
const STAGE_WORD = /^(?:(?:step|stage|phase|part|level|round|batch|page|chunk|wave|tier|pass|attempt|try|iteration|run|day|week|month)[-_]?\d+|q[-_]?[1-4])$/i

// Every handle reads as one placeholder, and so do the ids masking already found: which replica
// or job it was is the one thing a handle says, and that is what is left out.
function handleShape(token: string): string {
  return VERSION_LIKE.test(token) || STAGE_WORD.test(token) || SOURCE_FILE.test(token) ? token : '<h>'
}

// A file named with a digit and a source, text or data extension (`2048.py`, `0001_initial.py`,
// `test_issue_14631.rs`): which file, as a path says, not which replica or job served the answer.
const SOURCE_FILE =
  /\.(?:py|pyi|ipynb|js|mjs|cjs|jsx|ts|tsx|go|rs|java|kt|kts|scala|rb|php|c|h|cc|cpp|hpp|cs|swift|m|mm|sh|bash|zsh|ps1|lua|pl|r|dart|ex|exs|erl|hs|ml|clj|vue|svelte|sql|md|rst|txt|json|jsonl|ya?ml|toml|ini|cfg|conf|xml|html?|css|scss|less|csv|tsv|proto|gradle|lock|mod|sum|tf|dockerfile)$/i

/**
 * Replaces handles — tokens that mix letters and digits: a host, a
 * terminal, a receiver, a job or receipt number (`AIS-RX-CUX-3`, `BB04`,
 * `accela-sync-305157`), and ids already masked — by one placeholder, message numbers (`#2874`), hex readings (`0x2FC1798F`) and IP addresses, so two answers that differ only in
 * which replica, terminal or job served them compare equal. Versions
 * (`1.2.3`) and stages of the work (`step3`) stay. Applied only when the
 * very same call answered again (see the progress ledger): across different
 * calls a different handle is a different thing.
 *
 * @example
 * maskHandles('IN PROGRESS | TERM BB04') === maskHandles('IN PROGRESS | TERM BB02') // true
 * maskHandles('deployed 1.2.3') === maskHandles('deployed 1.2.4')                     // false
 */
export function maskHandles(text: string): string {
  // Each pattern runs only when the text holds what every match of it needs
  // (the same result, fewer passes: most answers are short and skip most).
  let out = text
  if (HAS_DIGIT.test(out)) {
    if (out.includes('0x') || out.includes('0X') || out.includes('>.')) out = out.replace(HEX_LITERAL, '0x<n>')
    if (out.includes('.')) out = out.replace(IPV4, '<ip>')
    out = replaceHandles(out, handleShape)
    if (out.includes('#')) out = out.replace(SEQUENCE_NUMBER, '#<n>')
  }
  // A token with no capital letter is kept by `randomToken` and `randomCase`.
  if (HAS_CAPITAL.test(out)) {
    if (out.includes('-') || out.includes('_')) out = out.replace(RANDOM_TOKEN, randomToken)
    out = out.replace(RANDOM_CASE, randomCase)
  }
  // A reference assigned by name (`hold_ref=BZNXVZ`, `booking-ref: QKXTRA`), letters only or not: a handle.
  if (out.includes('ref') || out.includes('Ref') || out.includes('REF')) out = out.replace(REF_ASSIGNMENT, '$1$2<h>')
  if (out.includes('<')) out = out.replace(MASKED_ID, '<h>')
  if (out.includes('<h>') || out.includes('<H>')) out = out.replace(PREFIXED_HANDLE, '<h>')
  return out
}

const REF_ASSIGNMENT = /\b([a-z][a-z_-]{0,20}[_-]ref|ref|reference)([=:]\s?)["']?(?!<)[A-Za-z0-9][A-Za-z0-9_.:-]{2,63}/gi

const HAS_CAPITAL = /[A-Z]/

/**
 * {@link maskHandles} of {@link maskVolatileText}: a result's text as the
 * same call's other answers are compared with it. The last text is
 * remembered: the ledger reads one answer this way twice in a row (its
 * fingerprint with handles masked, then its readings).
 *
 * @example
 * maskHandlesAndVolatile('TERM BB04 at 10:02') // 'TERM <h> at <time>'
 */
export function maskHandlesAndVolatile(text: string): string {
  if (text === lastMaskedText) return lastMasked
  const masked = maskHandles(maskVolatileText(text))
  lastMaskedText = text
  lastMasked = masked
  return masked
}

let lastMaskedText: string | undefined
let lastMasked = ''

// A handle behind a prefix (`req_<h>`) or before a tail (`<h>-_ok`, the rest of a nonce) is one handle.
// The rest of a token glued to a masked part is the same token: `ZJ_pYO<h>` (a csrf token whose
// hex tail was masked), `_P_g9jSx-<h>`, `order-<h>`.
const PREFIXED_HANDLE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]*<h>(?:[A-Za-z0-9_-]*<h>)*(?:[_-]+[a-z0-9]+\b)?|<h>[_-]+[a-z0-9]+\b/gi

const MASKED_ID = /<(?:id|hex|uuid)>/g

// CamelCase words (`InvalidRequestError`) have long lowercase runs; a random token a short one.
function randomCase(token: string): string {
  return caseSwitches(token) >= 1 ? '<h>' : token
}

// A token of letters in random case with dashes or underscores in it (`P-ntUmnWUyXR-_ok`, a
// nonce), twelve characters or more: the alphabet of base64url.
const RANDOM_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]*[_-][A-Za-z0-9_-]*(?![A-Za-z0-9_-])/g

function randomToken(token: string): string {
  return token.length >= 12 && caseSwitches(token) >= 2 ? '<h>' : token
}

// Letters in random case (`STXgwPHl`, a signature), eight or more.
const RANDOM_CASE = /(?<![a-z0-9])[a-z]{8,}(?![a-z0-9])/gi

// Any IPv4 address: which server, relay or client took part.
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g

const HAS_DIGIT = /\d/

// A hex reading (`0x2FC1798F.271D`, a spacecraft clock, an address), also after its id was masked (`<id>.271D`).
const HEX_LITERAL = /\b0x[0-9a-f]+(?:\.[0-9a-f]+)?\b|(?<=<(?:id|hex)>)\.[0-9a-f]+\b/gi

// A message or event number (`TERM BB04 #2874`): three digits or more behind `#`.
const SEQUENCE_NUMBER = /#\d{3,}\b/g
