// Short, stable renderings of trace values for evidence lines and timelines.
// Raw text: the reporters escape it for their medium.

/**
 * JSON with object keys sorted at every level, so the same arguments always
 * print the same way, cut to `max` characters. Values JSON cannot hold
 * (undefined, functions, bigints, cycles) print as a placeholder rather than
 * throwing.
 *
 * @example
 * stableJson({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export function stableJson(value: unknown, max = 160): string {
  const seen = new WeakSet<object>()
  let budget = max + 1
  const out: string[] = []
  const push = (text: string): boolean => {
    out.push(text)
    budget -= text.length
    return budget > 0
  }
  // An explicit stack, not recursion: trace values can nest 100,000 deep.
  const stack: Array<{ value: unknown } | { text: string }> = [{ value }]
  while (stack.length > 0 && budget > 0) {
    const item = stack.pop()!
    if ('text' in item) {
      if (!push(item.text)) break
      continue
    }
    const v = item.value
    if (v === null || typeof v === 'boolean') push(String(v))
    else if (typeof v === 'number') push(Number.isFinite(v) ? JSON.stringify(v) : String(v))
    else if (typeof v === 'string') push(JSON.stringify(v.length > max ? v.slice(0, max + 1) : v))
    else if (typeof v === 'bigint') push(`${v}n`)
    else if (v === undefined || typeof v === 'function' || typeof v === 'symbol') push(`<${typeof v}>`)
    else if (typeof v === 'object') {
      if (seen.has(v)) {
        push('<cycle>')
        continue
      }
      seen.add(v)
      const parts: Array<{ value: unknown } | { text: string }> = []
      if (Array.isArray(v)) {
        parts.push({ text: '[' })
        v.forEach((element, i) => {
          if (i > 0) parts.push({ text: ',' })
          parts.push({ value: element })
        })
        parts.push({ text: ']' })
      } else {
        const record = v as Record<string, unknown>
        parts.push({ text: '{' })
        Object.keys(record)
          .sort()
          .forEach((key, i) => {
            parts.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` })
            parts.push({ value: record[key] })
          })
        parts.push({ text: '}' })
      }
      for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!)
    } else push(String(v))
  }
  const text = out.join('')
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text
}

/**
 * A value as one short line: strings as they are, anything else as
 * {@link stableJson}; whitespace runs collapsed.
 *
 * @example
 * excerpt('  many\n words  ', 8) // 'many wo…'
 */
export function excerpt(value: unknown, max = 160): string {
  if (value === undefined || value === null || value === '') return ''
  const text = typeof value === 'string' ? value.slice(0, max * 4) : stableJson(value, max)
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, Math.max(0, max - 1))}…` : flat
}
