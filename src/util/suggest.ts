// "Did you mean …?" for misspelt option names.

function distance(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[y.length]!
}

/**
 * The known name closest to a misspelt one, when it is close enough to be
 * what was meant (a third of its length in edits, at least two); `null`
 * otherwise.
 *
 * @example
 * closestName('repetitionTreshold', ['repetitionThreshold', 'threshold']) // 'repetitionThreshold'
 * closestName('colour', ['threshold'])                                    // null
 */
export function closestName(name: string, known: readonly string[]): string | null {
  let best: string | null = null
  let bestDistance = Infinity
  for (const candidate of known) {
    const d = distance(name, candidate)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null
}
