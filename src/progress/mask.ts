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
const HEX_RUN = /\b[0-9a-f]{12,}\b/gi
const DURATION = /\b\d+(?:\.\d+)?\s?(?:ms|msec|millis|milliseconds|s|sec|secs|seconds|us|µs|ns|mins?|minutes)\b/gi
const EPOCH = /\b1[5-9]\d{8}(?:\d{3})?\b/g
const PID = /\bpid[:=\s#]+\d+/gi

function maskHex(run: string): string {
  // Only a run mixing digits and letters is an id; plain numbers and words stay.
  return /\d/.test(run) && /[a-f]/i.test(run) ? '<hex>' : run
}

/**
 * Replaces the volatile parts of a result text with placeholders: ISO date-times
 * (a bare date is content and stays), clock times (`10:02`, `10:02:33`), durations (`12ms`, `0.4 s`), UUIDs, hex ids of 12
 * or more characters, Unix epoch timestamps and `pid 123`. Linear time.
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
}
