// Volatile text inside results: timestamps, durations, UUIDs, long hex ids
// and process ids change on every call without saying anything about the
// work (openclaw#93917: exec output with timestamps never looked identical).
// They are masked before a result is fingerprinted, so "ran 3 tests in
// 0.42s" and "ran 3 tests in 0.40s" are the same result.
//
// Every pattern is anchored on a word boundary and has no nested
// quantifiers, so masking stays linear in the text's length.

const ISO_DATETIME = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g
const CLOCK_TIME = /\b\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s?[ap]m)?\b/gi
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
// A hex id, possibly behind a short letter prefix glued to it or joined by
// `_`/`-` (Twilio `SMdcd1…`, `req_8f7a…`, `msg-4be0…`).
const HEX_RUN = /\b[a-z]{0,8}[_-]?[0-9a-f]{12,}\b/gi
// Any other long run of letters and digits, possibly prefixed (`ch_3Mml…`,
// ULIDs): an opaque id when digits and letters keep alternating (see maskOpaque).
const OPAQUE_RUN = /\b[a-z]{0,10}[_-]?[a-z0-9]{16,}\b/gi
const DURATION = /\b\d+(?:\.\d+)?\s?(?:ms|msec|millis|milliseconds|s|sec|secs|seconds|us|µs|ns|mins?|minutes)\b/gi
const EPOCH = /\b1[5-9]\d{8}(?:\d{3})?(?:\.\d{1,9})?\b/g
const PID = /\bpid[:=\s#]+\d+/gi

function maskHex(run: string): string {
  // Only a hex part mixing digits and letters is an id; plain numbers and words stay.
  const hex = /[0-9a-f]{12,}$/i.exec(run)?.[0] ?? ''
  return /\d/.test(hex) && /[a-f]/i.test(hex) ? '<hex>' : run
}

/** Digit-letter alternations an opaque id shows at least (words with a version number show one or two). */
const OPAQUE_SWITCHES = 4

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

/**
 * Replaces the volatile parts of a result text with placeholders: ISO date-times
 * (a bare date is content and stays), clock times (`10:02`, `10:02:33`), durations (`12ms`, `0.4 s`), UUIDs, hex ids of 12
 * or more characters (also behind a short prefix: `SM9f…`, `req_8f…`), other
 * opaque ids (16 or more letters and digits that keep alternating:
 * `ch_3MmlLrLk…`, ULIDs; `report20240601final` stays), Unix epoch timestamps
 * (with a fraction: Slack's `1718012345.123456`) and `pid 123`. Linear time.
 *
 * @example
 * maskVolatileText('done in 0.42s at 2026-05-01T10:00:00Z (pid 4411)')
 * // 'done in <duration> at <time> (<pid>)'
 * maskVolatileText('checked at 10:02') // 'checked at <time>'
 */
export function maskVolatileText(text: string): string {
  if (text.length === 0) return text
  return text
    .replace(UUID, '<uuid>')
    .replace(ISO_DATETIME, '<time>')
    .replace(CLOCK_TIME, '<time>')
    .replace(PID, '<pid>')
    .replace(DURATION, '<duration>')
    .replace(EPOCH, '<time>')
    .replace(HEX_RUN, maskHex)
    .replace(OPAQUE_RUN, maskOpaque)
}
