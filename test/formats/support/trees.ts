import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Span } from '../../../src/trace/span.js'

const here = dirname(fileURLToPath(import.meta.url))
/** The repository root. */
export const REPO_ROOT = resolve(here, '../../..')
/** The repository's copy of `../shared/formats` (see `test/fixtures/shared/README.md`). */
export const SHARED_FORMATS = resolve(REPO_ROOT, 'test/fixtures/shared/formats')

/** Reads one example of the formats spec. */
export function readSharedFormat(name: string): unknown {
  return JSON.parse(readFileSync(join(SHARED_FORMATS, name), 'utf8'))
}

/** Reads a JSON fixture under `test/fixtures/formats`. */
export function readFixture(path: string): unknown {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'test/fixtures/formats', path), 'utf8'))
}

/** A span without its optional fields (`id`, `error`, `metadata`), the shape the canonical tree uses. */
export interface PlainSpan {
  type: string
  name: string
  input: unknown
  output: unknown
  children: PlainSpan[]
}

/**
 * Copies a tree keeping only `type`, `name`, `input`, `output`, `children`,
 * optionally rewriting fields per span. Iterative, like the code under test.
 */
export function plainTree(root: Span, rewrite: (span: Span, plain: PlainSpan) => void = () => {}): PlainSpan {
  const make = (span: Span): PlainSpan => {
    const plain: PlainSpan = { type: span.type, name: span.name, input: span.input, output: span.output, children: [] }
    rewrite(span, plain)
    return plain
  }
  const top = make(root)
  const stack: Array<[Span, PlainSpan]> = [[root, top]]
  while (stack.length > 0) {
    const [span, plain] = stack.pop()!
    for (const child of span.children) {
      const copy = make(child)
      plain.children.push(copy)
      stack.push([child, copy])
    }
  }
  return top
}

/** Every span of a tree in depth-first order. */
export function allSpans(root: Span | null): Span[] {
  if (root === null) return []
  const out: Span[] = []
  const stack = [root]
  while (stack.length > 0) {
    const span = stack.pop()!
    out.push(span)
    for (let i = span.children.length - 1; i >= 0; i--) stack.push(span.children[i]!)
  }
  return out
}

/** The tool spans of a tree, depth-first, as `{ name, input, output }`. */
export function toolCalls(root: Span | null): Array<{ name: string; input: unknown; output: unknown }> {
  return allSpans(root)
    .filter((span) => span.type === 'tool')
    .map((span) => ({ name: span.name, input: span.input, output: span.output }))
}

/** The outputs of the `llm` spans of a tree, depth-first. */
export function modelOutputs(root: Span | null): unknown[] {
  return allSpans(root)
    .filter((span) => span.type === 'llm')
    .map((span) => span.output)
}
