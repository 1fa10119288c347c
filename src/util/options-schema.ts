// Turns a zod schema's first complaint about an options object into one
// sentence that names the option by its path and, for a misspelt key, the
// closest valid name. Every options schema of the engine reports this way.

import type { z } from 'zod'
import { closestName } from './suggest.js'

/**
 * `true` when a schema names exactly the keys of an options interface; else a
 * type that lists the missing and extra keys, so a declaration like
 * `const _: SchemaCovers<Options, typeof OptionsSchema> = true` fails the build
 * the day an option is added to one and not the other.
 *
 * @example
 * const _keys: SchemaCovers<DetectOptions, typeof DetectOptionsSchema> = true
 */
export type SchemaCovers<Options, Schema extends z.ZodType> = [
  Exclude<keyof Options, keyof z.infer<Schema>>,
  Exclude<keyof z.infer<Schema>, keyof Options>,
] extends [never, never]
  ? true
  : { missing: Exclude<keyof Options, keyof z.infer<Schema>>; extra: Exclude<keyof z.infer<Schema>, keyof Options> }

/**
 * Thrown when an options object fails its schema: the message names the
 * option by its path and, for a misspelt key, the closest valid name. A
 * `TypeError`, thrown before anything is scored.
 *
 * @example
 * try {
 *   detectLoops(trace, { repetitonThreshold: 2 })
 * } catch (error) {
 *   if (error instanceof LoopcheckOptionsError) console.error(error.message) // ... Did you mean "repetitionThreshold"?
 * }
 */
export class LoopcheckOptionsError extends TypeError {
  override name = 'LoopcheckOptionsError'
  /** Whose options they are, as the message starts (`detectLoops`). */
  readonly owner: string
  /** What is wrong, without the owner: for callers that say whose options they were themselves (the matchers). */
  readonly problem: string

  constructor(owner: string, problem: string) {
    super(`${owner}: ${problem}`)
    this.owner = owner
    this.problem = problem
  }
}

// The object schema at a path, following optional/nullable/default wrappers,
// records, arrays and the object of a union (`false` or a section of
// options), so a misspelling inside `progress.tools.search` or
// `anomalies.plateau` is matched against the keys valid there.
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema
  for (const key of [...path, null]) {
    for (let unwrap = 0; current !== undefined && unwrap < 8; unwrap++) {
      const def = (current as unknown as { def: Record<string, unknown> }).def
      if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') current = def.innerType as z.ZodType
      else if (def.type === 'union') current = (def.options as z.ZodType[]).find((option) => keysOf(option).length > 0)
      else break
    }
    if (key === null || current === undefined) return current
    const def: Record<string, unknown> = (current as unknown as { def: Record<string, unknown> }).def
    if (def.type === 'object') current = (def.shape as Record<string, z.ZodType>)[String(key)]
    else if (def.type === 'record') current = def.valueType as z.ZodType
    else if (def.type === 'array') current = def.element as z.ZodType
    else return undefined
  }
  return current
}

function keysOf(schema: z.ZodType | undefined): string[] {
  const def = (schema as unknown as { def?: Record<string, unknown> } | undefined)?.def
  return def?.type === 'object' ? Object.keys(def.shape as Record<string, unknown>) : []
}

/**
 * Validates `options` against `schema` and returns the parsed value, or
 * throws {@link LoopcheckOptionsError} naming the first bad option: its path,
 * what was wrong, and for an unknown key the closest valid name.
 *
 * @example
 * parseOptions(DetectOptionsSchema, { repetitonThreshold: 2 }, 'detectLoops')
 * // throws: detectLoops: unknown option "repetitonThreshold". Did you mean "repetitionThreshold"?
 */
export function parseOptions<S extends z.ZodType>(schema: S, options: unknown, owner: string): z.infer<S> {
  const parsed = schema.safeParse(options)
  if (parsed.success) return parsed.data
  let issue = parsed.error.issues[0]!
  // A union (`false` or a section of options) reports every branch; the one
  // the value was meant for is the branch that complains inside the value.
  while (issue.code === 'invalid_union') {
    const inside = issue.errors.filter((branch) => branch.some((inner) => inner.path.length > 0))
    if (inside.length !== 1) break
    const inner = inside[0]!.find((candidate) => candidate.path.length > 0)!
    issue = { ...inner, path: [...issue.path, ...inner.path] }
  }
  const where = issue.path.map(String).join('.')
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!
    const known = keysOf(schemaAt(schema, issue.path))
    const suggestion = closestName(key, known)
    const name = where === '' ? key : `${where}.${key}`
    throw new LoopcheckOptionsError(
      owner,
      `unknown option ${JSON.stringify(name)}.${suggestion !== null ? ` Did you mean ${JSON.stringify(where === '' ? suggestion : `${where}.${suggestion}`)}?` : ''}` +
        (known.length > 0 ? ` Valid options${where === '' ? '' : ` of ${where}`}: ${known.join(', ')}.` : ''),
    )
  }
  throw new LoopcheckOptionsError(owner, `${where === '' ? 'options' : `option ${JSON.stringify(where)}`}: ${issue.message}`)
}
