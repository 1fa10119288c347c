import type { z } from 'zod'
import { TraceValidationError } from '../../trace/errors.js'
import { describeValue, type TracePath } from '../../trace/path.js'

/**
 * Checks one item against a small zod schema and throws a
 * {@link TraceValidationError} at the first problem, with the item's path in
 * the trace joined to the path zod reports inside the item
 * (`messages[3].tool_calls[0].function.arguments`). The value itself is
 * returned unchanged: schemas here only check, they never strip or coerce.
 *
 * Schemas are per item, never recursive over the tree, so deep traces cannot
 * exhaust the stack.
 *
 * @example
 * const ToolCall = z.object({ id: z.string(), function: z.object({ name: z.string() }) })
 * checkItem(ToolCall, { id: 'c1', function: {} }, ['messages', 2, 'tool_calls', 0])
 * // throws: messages[2].tool_calls[0].function.name: expected a string, got undefined
 */
export function checkItem<T>(schema: z.ZodType<T>, value: unknown, path: TracePath): T {
  const result = schema.safeParse(value)
  if (result.success) return value as T
  const issue = result.error.issues[0]!
  const inner = issue.path.filter((key): key is string | number => typeof key === 'string' || typeof key === 'number')
  throw new TraceValidationError([...path, ...inner], describeIssue(issue, valueAt(value, inner)))
}

// zod's own messages ("Invalid input: expected string, received undefined")
// are rewritten in the words the rest of loopcheck's errors use.
function describeIssue(issue: z.core.$ZodIssue, actual: unknown): string {
  if (issue.code === 'invalid_type') return `expected ${article(issue.expected)}, got ${describeValue(actual)}`
  if (issue.code === 'invalid_union') return `${issue.message.replace(/^Invalid input$/, 'unexpected value')} (got ${describeValue(actual)})`
  return issue.message
}

function article(expected: string): string {
  if (expected === 'array' || expected === 'object') return `an ${expected}`
  if (expected === 'undefined' || expected === 'null') return expected
  return `a ${expected}`
}

function valueAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
  let at = value
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<string | number, unknown>)[key]
  }
  return at
}
