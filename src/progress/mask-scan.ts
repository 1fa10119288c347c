// Two masks written as one pass over the text instead of a regular
// expression. As expressions (kept below for reference), both backtrack over
// a whole run of joined words from every word boundary inside it, so a
// 20,000-character `a-a-a-…` took a second and a megabyte would take an
// hour. These scans give the same output for every input (a property test
// compares them with the expressions) and cost one pass plus, per run, one
// match attempt.

/**
 * The replica that served a request: `aca-web-01`, `lims-api-4`,
 * `edge-proxy-12` (a role word, then its number). Same output as
 * `text.replace(REPLICA_HOST, '$1-<n>')` with:
 *
 * ```
 * /\b([a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:api|web|…|lb))-?\d{1,3}\b/gi
 * ```
 *
 * @example
 * maskReplicaHosts('served by aca-web-01') // 'served by aca-web-<n>'
 */
export function maskReplicaHosts(text: string): string {
  let out = ''
  let copied = 0
  for (const chain of text.matchAll(HYPHEN_CHAIN)) {
    const start = chain.index
    const parts = chain[0].split('-')
    // The expression ends at the last part that is a role word followed by its number (greedy), or a
    // role word with its number glued on (`web3`), with a word boundary after the number.
    const after = start + chain[0].length
    const boundaryAfter = after >= text.length || !isWordChar(text.charCodeAt(after))
    let last = -1
    let lastEnd = -1
    let lastRoleEnd = -1
    let offset = 0
    const offsets: number[] = []
    for (let q = 0; q < parts.length; q++) {
      offsets.push(offset)
      offset += parts[q]!.length + 1
    }
    for (let q = parts.length - 1; q >= 1 && last < 0; q--) {
      const part = parts[q]!.toLowerCase()
      const atEnd = (k: number): boolean => k < parts.length - 1 || boundaryAfter
      if (ROLE_WORDS.has(part) && q + 1 < parts.length && /^\d{1,3}$/.test(parts[q + 1]!) && atEnd(q + 1)) {
        last = q
        lastRoleEnd = start + offsets[q]! + parts[q]!.length
        lastEnd = start + offsets[q + 1]! + parts[q + 1]!.length
      } else {
        const glued = GLUED_ROLE.exec(part)
        if (glued !== null && atEnd(q)) {
          last = q
          lastRoleEnd = start + offsets[q]! + glued[1]!.length
          lastEnd = start + offsets[q]! + parts[q]!.length
        }
      }
    }
    if (last < 0) continue
    // The leftmost part before it that starts with a letter at a word boundary starts the match.
    let first = -1
    for (let s = 0; s < last; s++) {
      const at = start + offsets[s]!
      if (!isLetter(text.charCodeAt(at))) continue
      if (s === 0 && at > 0 && isWordChar(text.charCodeAt(at - 1))) continue
      first = s
      break
    }
    if (first < 0) continue
    out += `${text.slice(copied, lastRoleEnd)}-<n>`
    copied = lastEnd
  }
  return copied === 0 ? text : out + text.slice(copied)
}

// A run of words joined by single hyphens: the only text a replica name can be made of.
const HYPHEN_CHAIN = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g
const ROLE_WORDS = new Set([
  'api',
  'web',
  'app',
  'srv',
  'server',
  'node',
  'worker',
  'host',
  'replica',
  'edge',
  'proxy',
  'gw',
  'gateway',
  'backend',
  'frontend',
  'db',
  'cache',
  'lb',
])
const GLUED_ROLE = /^(api|web|app|srv|server|node|worker|host|replica|edge|proxy|gw|gateway|backend|frontend|db|cache|lb)\d{1,3}$/

/**
 * Replaces handles — tokens of letters and digits joined by `- _ : . +`
 * that hold a letter and a digit somewhere from where they start — with
 * `shape(token)`. Same output as `text.replace(HANDLE, shape)` with:
 *
 * ```
 * /\b(?=[a-z0-9_:.+-]*[a-z])(?=[a-z0-9_:.+-]*\d)[a-z0-9]+(?:[-_:.+][a-z0-9]+)*\b/gi
 * ```
 *
 * @example
 * replaceHandles('TERM BB04 ok', () => '<h>') // 'TERM <h> ok'
 */
export function replaceHandles(text: string, shape: (token: string) => string): string {
  let out = ''
  let copied = 0
  const n = text.length
  let i = 0
  while (i < n) {
    if (!isRunChar(text.charCodeAt(i))) {
      i++
      continue
    }
    // One run of the characters a handle and its look-ahead read; where in it the last letter and digit are.
    let j = i
    let lastLetter = -1
    let lastDigit = -1
    while (j < n) {
      const c = text.charCodeAt(j)
      if (!isRunChar(c)) break
      if (isLetter(c)) lastLetter = j
      else if (isDigit(c)) lastDigit = j
      j++
    }
    let p = i
    // From a position past the last letter or digit of the run, no look-ahead holds.
    while (p < j && p <= lastLetter && p <= lastDigit) {
      const c = text.charCodeAt(p)
      if ((isLetter(c) || isDigit(c)) && (p === 0 || !isWordChar(text.charCodeAt(p - 1)))) {
        HANDLE_BODY.lastIndex = p
        const m = HANDLE_BODY.exec(text)
        if (m !== null) {
          out += text.slice(copied, p) + shape(m[0])
          copied = p + m[0].length
          p = copied
          continue
        }
      }
      p++
    }
    i = j
  }
  return copied === 0 ? text : out + text.slice(copied)
}

const HANDLE_BODY = /[a-z0-9]+(?:[-_:.+][a-z0-9]+)*\b/iy

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95
}

// `a-z 0-9 _ : . + -`: what a handle and its look-ahead are made of.
function isRunChar(c: number): boolean {
  return isWordChar(c) || c === 58 || c === 46 || c === 43 || c === 45
}
