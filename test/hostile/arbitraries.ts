import fc from 'fast-check'

// Generators for property tests: traces of every shape the deepeval schema
// allows, with tool arguments that mix every kind of value a JavaScript
// caller can put in them.

/** Leaf values JSON can carry. */
export const jsonLeaf = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 50 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.boolean(),
  fc.constant(null),
)

/** JSON-like values nested a few levels. */
export const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, jsonLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'query', 'id', 'path', 'z'), tie('value'), { maxKeys: 3 }),
})).value

// A tool recorded without a name (a converter that lost it) is among them: it once hung the reading of model steps.
const TOOL_NAMES = ['search', 'read_file', 'write_file', 'sql', 'status', '']
// With calls written out in text (`search(paris)`, `Action: status[x]`), which the detectors look for among the calls that follow.
const WORDS =
  'search the index again for paris weather results plan next step check cache file build deploy search(paris) Action: status[x] {"name": sql'.split(' ')

/** A model output: a few words from a small vocabulary, so repeats happen. */
export const llmText = fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 30 }).map((words) => words.join(' '))

export interface GenSpan {
  type: string
  name: string
  input: unknown
  output: unknown
  children: GenSpan[]
}

/** One step of a flat trace: a tool call or a model turn. */
export const step: fc.Arbitrary<GenSpan> = fc.oneof(
  fc.record({
    type: fc.constant('tool'),
    name: fc.constantFrom(...TOOL_NAMES),
    input: fc.oneof(jsonValue, fc.dictionary(fc.constantFrom('q', 'page', 'path'), jsonLeaf, { maxKeys: 3 })),
    output: jsonValue,
    children: fc.constant([] as GenSpan[]),
  }),
  fc.record({
    type: fc.constant('llm'),
    name: fc.constant('gpt'),
    input: fc.constant('prompt'),
    output: llmText,
    children: fc.constant([] as GenSpan[]),
  }),
)

/** A deepeval-style trace: an agent root over 0–25 steps, some nested one level. */
export const trace: fc.Arbitrary<GenSpan> = fc.array(fc.tuple(step, fc.boolean()), { maxLength: 25 }).map((steps) => {
  const root: GenSpan = { type: 'agent', name: 'agent', input: 'task', output: 'done', children: [] }
  let nested: GenSpan | null = null
  for (const [span, nest] of steps) {
    if (nest && nested !== null) nested.children.push(span)
    else root.children.push(span)
    if (span.type === 'llm' && nested === null && nest) {
      nested = { type: 'agent', name: 'sub', input: 'subtask', output: '', children: [] }
      root.children.push(nested)
    }
  }
  return root
})

/** Rebuilds a value with every object's keys in reverse order. */
export function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).reverse()) out[key] = reverseKeys((value as Record<string, unknown>)[key])
    return out
  }
  return value
}
