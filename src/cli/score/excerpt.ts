// Short renderings of trace values for evidence lines and timelines.
// Raw text: the reporters escape it for their medium.

import { stableJson } from '../../util/stable-json.js'
import { oneLine } from '../../util/text.js'

/**
 * A value as one short line: strings as they are, anything else as
 * key-sorted JSON; whitespace runs collapsed, cut to `max` characters.
 *
 * @example
 * excerpt('  many\n words  ', 8) // 'many wo…'
 */
export function excerpt(value: unknown, max = 160): string {
  if (value === undefined || value === null || value === '') return ''
  return oneLine(typeof value === 'string' ? value.slice(0, max * 4) : stableJson(value, { max }), max)
}
