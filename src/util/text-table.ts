// Text tables for terminals and logs: column padding by code points (so an
// accent or an emoji counts once; the CLI's trace list, the benchmark
// report) and a boxed two-column table (the loop-health summary). Styles
// are applied after padding, so colour codes never skew a column.

/**
 * How many characters a text takes in a column: its code points.
 *
 * @example
 * textWidth('café 🚀') // 6
 */
export function textWidth(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/**
 * Pads text to `width` characters, on the right (`left` alignment, the
 * default) or on the left (`right`). Longer text is left as it is.
 *
 * @example
 * pad('ok', 4)          // 'ok  '
 * pad('7', 3, 'right')  // '  7'
 */
export function pad(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const room = ' '.repeat(Math.max(0, width - textWidth(text)))
  return align === 'left' ? text + room : room + text
}

/** How each part of a boxed table is styled; identity functions draw it plain. */
export interface TableStyle {
  title: (text: string) => string
  border: (text: string) => string
  header: (text: string) => string
  label: (text: string) => string
  value: (text: string) => string
}

/** A table with no colour at all. */
export const PLAIN_TABLE_STYLE: TableStyle = {
  title: (t) => t,
  border: (t) => t,
  header: (t) => t,
  label: (t) => t,
  value: (t) => t,
}

/** Breaks a cell into lines of at most `limit` characters, at spaces where possible. */
function wrap(text: string, limit: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      let rest = word
      while (textWidth(rest) > limit) {
        if (line !== '') {
          lines.push(line)
          line = ''
        }
        const chars = [...rest]
        lines.push(chars.slice(0, limit).join(''))
        rest = chars.slice(limit).join('')
      }
      if (line === '') line = rest
      else if (textWidth(line) + 1 + textWidth(rest) <= limit) line += ` ${rest}`
      else {
        lines.push(line)
        line = rest
      }
    }
    lines.push(line)
  }
  return lines
}

/**
 * Draws a two-column table with box-drawing characters. Values longer than
 * `maxValueWidth` wrap onto more lines.
 *
 * @example
 * drawTwoColumnTable('Loop Health Summary', ['Metric', 'Value'], [['Status', 'HEALTHY']])
 */
export function drawTwoColumnTable(
  title: string,
  headers: readonly [string, string],
  rows: ReadonlyArray<readonly [string, string]>,
  style: TableStyle = PLAIN_TABLE_STYLE,
  maxValueWidth = 72,
): string {
  const cells = rows.map(([label, value]) => [label, wrap(value, maxValueWidth)] as const)
  const labelWidth = Math.max(textWidth(headers[0]), ...cells.map(([label]) => textWidth(label)))
  const valueWidth = Math.max(textWidth(headers[1]), ...cells.flatMap(([, lines]) => lines.map(textWidth)))
  const rule = (left: string, middle: string, right: string): string =>
    style.border(`${left}${'─'.repeat(labelWidth + 2)}${middle}${'─'.repeat(valueWidth + 2)}${right}`)
  const bar = style.border('│')
  const line = (label: string, value: string, paint: TableStyle['label'], paintValue: TableStyle['value']): string =>
    `${bar} ${paint(pad(label, labelWidth))} ${bar} ${paintValue(pad(value, valueWidth))} ${bar}`

  const out = [style.title(title), rule('┌', '┬', '┐'), line(headers[0], headers[1], style.header, style.header), rule('├', '┼', '┤')]
  for (const [label, lines] of cells) {
    lines.forEach((text, i) => out.push(line(i === 0 ? label : '', text, style.label, style.value)))
  }
  out.push(rule('└', '┴', '┘'))
  return `${out.join('\n')}\n`
}
