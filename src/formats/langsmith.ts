import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace, Span } from '../trace/span.js'
import { batchMismatch, isLangSmithBatch, looksLikeBatch, mergeBatch } from './langsmith-batch.js'
import { firstMismatch } from './shared/adapter.js'
import { recordingGaps, withGaps } from './shared/gaps.js'
import { parseStructured } from './shared/json.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { makeSpan, setMetadata, toolSpan } from './shared/spans.js'
import { buildTreeFromParents, type LinkedSpan } from './shared/span-tree.js'
import { contentText } from './shared/text.js'
import { toEpochNanos } from './shared/timestamps.js'
import { readTokenUsage, type TokenUsage } from '../trace/usage.js'

/**
 * Options for {@link fromLangSmith}.
 *
 * @example
 * fromLangSmith(runs, { promoteAgents: false }) // every chain stays `base`
 */
export interface LangSmithOptions extends NormalizeOptions {
  /**
   * Read the root `chain` run, and runs tagged `metadata.ls_agent` or named
   * like `…agent`, as `agent` spans (a heuristic; default `true`). With
   * `false` every chain is `base`.
   */
  promoteAgents?: boolean
}

const RUN_KEYS = ['runs', 'child_runs'] as const

function isRun(value: unknown): value is Record<string, unknown> {
  return isObjectLike(value) && typeof value.run_type === 'string' && 'inputs' in value
}

function isLangSmith(value: unknown): boolean {
  if (isRun(value)) return true
  if (isLangSmithBatch(value)) return true
  const list = itemList(value, ['runs'])
  return list !== null && list.items.length > 0 && list.items.every(isRun)
}

interface RunNode {
  run: Record<string, unknown>
  /** The run's index in its parent's `child_runs`, or in the top-level list. */
  index: number
  /** The run that lists this one in its `child_runs`, when nested. */
  nestedParent: RunNode | undefined
}

// Paths are rebuilt from parent links only when an error needs one: storing
// a full path per run would be quadratic in memory for deep trees.
function runPath(node: RunNode, topPath: (index: number) => TracePath): TracePath {
  const tail: Array<string | number> = []
  let at = node
  while (at.nestedParent !== undefined) {
    tail.push(at.index, 'child_runs')
    at = at.nestedParent
  }
  return [...topPath(at.index), ...tail.reverse()]
}

/**
 * Reads LangSmith runs into the span tree: a nested run tree (`RunTree`,
 * `runTree.toJSON()`, or `client.readRun(id, { loadChildRuns: true })`), or
 * a flat run list (`client.listRuns(...)` collected into an array, or
 * `{ runs: [...] }`), where runs are grouped by `parent_run_id` and ordered
 * by `dotted_order` as LangSmith itself does, or the batch-ingest body the
 * SDKs send to `/runs/batch` (`{ post: [runs], patch: [updates] }`, or a list
 * of such bodies), whose patches are merged into the runs they update
 * (outputs, `end_time`, `error`, `extra`...) before the runs are read as a flat
 * list. Patches for runs not posted in the bodies are listed in the root's
 * `metadata.unmatchedPatches`. `run_type` `llm` / `tool` /
 * `retriever` keep their kind; chains, prompts and parsers are `base`, with
 * the root chain promoted to `agent`.
 *
 * Tool inputs written as `{ input: "<json>" }` are parsed; outputs are
 * unwrapped from `{ output }` / `{ outputs }` (and a LangChain `ToolMessage`).
 * Model text is read from `choices[0].message.content` (wrapOpenAI), the
 * LangChain `generations`, or a plain `output`.
 *
 * @example
 * import { RunTree } from 'langsmith/run_trees'
 * const root = new RunTree({ name: 'agent', run_type: 'chain', inputs: { input: task }, tracingEnabled: false })
 * // ... root.createChild({ name: 'search', run_type: 'tool', inputs: { q } }) ...
 * const trace = fromLangSmith(root.toJSON())
 */
export function fromLangSmith(value: unknown, options: LangSmithOptions = {}): NormalizedTrace {
  const format = options.format ?? 'langsmith'
  const promote = options.promoteAgents ?? true
  const tops = topLevelRuns(value)
  // Walk `child_runs` iteratively, never `parent_run` (live RunTrees point
  // both ways), and keep each run once even if it is both listed and nested.
  const nodes: RunNode[] = []
  const seen = new Map<unknown, RunNode>()
  const stack: RunNode[] = tops.items.map((run, i) => ({ run: run as Record<string, unknown>, index: i, nestedParent: undefined })).reverse()
  const pathOf = (node: RunNode): TracePath => runPath(node, tops.at)
  while (stack.length > 0) {
    const node = stack.pop()!
    if (!isRun(node.run)) throw new TraceValidationError(pathOf(node), `expected a run object with run_type and inputs, got ${describeValue(node.run)}`)
    const key = typeof node.run.id === 'string' ? node.run.id : node.run
    if (seen.has(key)) continue
    seen.set(key, node)
    nodes.push(node)
    const children = node.run.child_runs
    if (children === undefined || children === null) continue
    if (!Array.isArray(children)) throw new TraceValidationError([...pathOf(node), 'child_runs'], `expected an array, got ${describeValue(children)}`)
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ run: children[i] as Record<string, unknown>, index: i, nestedParent: node })
    }
  }
  const ids = new Map<RunNode, string>()
  nodes.forEach((node, i) => ids.set(node, typeof node.run.id === 'string' ? node.run.id : `#${i}`))
  const linked: LinkedSpan[] = nodes.map((node) => ({
    id: ids.get(node)!,
    parentId: node.nestedParent !== undefined ? ids.get(node.nestedParent) : nonEmptyString(node.run.parent_run_id),
    start: toEpochNanos(node.run.start_time),
    orderKey: nonEmptyString(node.run.dotted_order),
    span: runToSpan(node.run, () => pathOf(node)),
    path: () => pathOf(node),
  }))
  const { roots, missingParents } = buildTreeFromParents(linked, 'run id')
  let root: Span | null = roots.length === 1 ? roots[0]! : null
  if (roots.length > 1) {
    root = makeSpan('base', 'runs', null, null, { metadata: { synthetic: true } })
    root.children.push(...roots)
  }
  if (promote) promoteAgents(root, roots)
  if (root !== null && tops.unmatchedPatches !== undefined && tops.unmatchedPatches.length > 0) setMetadata(root, 'unmatchedPatches', tops.unmatchedPatches)
  const gaps = recordingGaps(root, {
    noText: 'no model output text was recorded in the llm runs',
    noToolInput: 'no tool inputs were recorded in the tool runs',
  })
  if (missingParents > 0)
    gaps.callGraphCycles = `${missingParents} run${missingParents === 1 ? ' names' : 's name'} a parent run that is not in the list, so the call tree is incomplete`
  const goal = options.goal ?? (typeof roots[0]?.input === 'string' ? roots[0].input : undefined)
  return withGaps({ format, root, ...(goal !== undefined ? { goal } : {}) }, gaps)
}

// A single run tree is its own top level (paths start at the run itself);
// a list's runs are addressed by index, a batch's by their place in `post`.
function topLevelRuns(value: unknown): { items: readonly unknown[]; at: (index: number) => TracePath; unmatchedPatches?: string[] } {
  if (isRun(value)) return { items: [value], at: () => [] }
  if (looksLikeBatch(value) || (Array.isArray(value) && value.length > 0 && value.every(looksLikeBatch))) {
    const batch = mergeBatch(value)
    if (batch.runs.length === 0) {
      throw new TraceValidationError(
        Array.isArray(value) ? [] : ['post'],
        'expected at least one posted run (patches only update runs posted in an earlier batch: pass every batch body of the trace)',
      )
    }
    return { items: batch.runs, at: (index) => batch.paths[index]!, unmatchedPatches: batch.unmatchedPatches }
  }
  const list = itemList(value, RUN_KEYS)
  if (list === null)
    throw new TraceValidationError([], `expected a LangSmith run, a run list, { runs: [...] } or a batch body { post, patch }, got ${describeValue(value)}`)
  return { items: list.items, at: (index) => [...list.path, index] }
}

function runToSpan(run: Record<string, unknown>, path: () => TracePath): Span {
  const span = runSpan(run, path)
  const usage = runUsage(run)
  if (usage !== undefined) span.usage = usage
  return span
}

// Where LangSmith runs keep token counts: the model output's
// `usage_metadata` (LangChain messages, `traceable` llm runs), a wrapped
// OpenAI response's `usage`, LangChain's `llm_output.token_usage`, the run's
// metadata, or the counts the API puts on the run itself.
function runUsage(run: Record<string, unknown>): TokenUsage | undefined {
  const outputs = isObjectLike(run.outputs) ? run.outputs : {}
  const extra = isObjectLike(run.extra) ? run.extra : {}
  const metadata = isObjectLike(extra.metadata) ? extra.metadata : {}
  const llmOutput = isObjectLike(outputs.llm_output) ? outputs.llm_output : {}
  for (const source of [outputs.usage_metadata, outputs.usage, llmOutput.token_usage, metadata.usage_metadata, run.usage_metadata, run]) {
    const usage = readTokenUsage(source)
    if (usage !== undefined) return usage
  }
  return undefined
}

function runSpan(run: Record<string, unknown>, path: () => TracePath): Span {
  const runType = run.run_type as string
  const name = typeof run.name === 'string' ? run.name : runType
  const error = nonEmptyString(run.error)
  const inputs = run.inputs
  const outputs = run.outputs
  const metadata: Record<string, unknown> = { runType }
  const extra = isObjectLike(run.extra) ? run.extra : {}
  if (isObjectLike(extra.metadata) && extra.metadata.ls_agent !== undefined) metadata.lsAgent = extra.metadata.ls_agent
  const id = nonEmptyString(run.id)
  switch (runType) {
    case 'tool': {
      const single = singleValue(inputs, 'input')
      // A LangChain tool gets `{ input: "<string>" }`; JSON there is the arguments.
      const span =
        typeof single === 'string' && /^\s*[{[]/.test(single)
          ? toolSpan(name, single, { id, error, metadata })
          : makeSpan('tool', name, single === undefined ? (inputs ?? null) : single, null, { id, error, metadata })
      const output = toolOutput(outputs)
      span.output = output.value
      if (output.callId !== undefined) setMetadata(span, 'toolCallId', output.callId)
      if (outputs === undefined || outputs === null) {
        if (error === undefined && run.end_time === undefined) setMetadata(span, 'pending', true)
      }
      return span
    }
    case 'llm':
      return makeSpan('llm', name, unwrapInputs(inputs), llmText(outputs) ?? null, { id, error, metadata })
    case 'retriever':
      return makeSpan('retriever', name, unwrapInputs(inputs), unwrapOutputs(outputs), { id, error, metadata })
    default:
      if (inputs !== undefined && inputs !== null && !isObjectLike(inputs)) {
        throw new TraceValidationError([...path(), 'inputs'], `expected an inputs object, got ${describeValue(inputs)}`)
      }
      return makeSpan('base', name, unwrapInputs(inputs), unwrapOutputs(outputs), { id, error, metadata })
  }
}

// `traceable` writes one non-object argument as `{ input: x }` and a
// non-object return as `{ outputs: x }`; those wrappers are undone.
function singleValue(record: unknown, key: string): unknown {
  if (!isObjectLike(record)) return undefined
  const keys = Object.keys(record)
  return keys.length === 1 && keys[0] === key ? record[key] : undefined
}

function unwrapInputs(inputs: unknown): unknown {
  const single = singleValue(inputs, 'input') ?? singleValue(inputs, 'inputs')
  return single !== undefined ? single : (inputs ?? null)
}

function unwrapOutputs(outputs: unknown): unknown {
  const single = singleValue(outputs, 'output') ?? singleValue(outputs, 'outputs')
  return single !== undefined ? single : (outputs ?? null)
}

function toolOutput(outputs: unknown): { value: unknown; callId?: string } {
  if (!isObjectLike(outputs)) return { value: parseStructured(outputs ?? null) }
  const raw = 'output' in outputs ? outputs.output : 'outputs' in outputs ? outputs.outputs : outputs
  const message = lcMessage(raw)
  if (message !== undefined && 'content' in message) {
    const callId = nonEmptyString(message.tool_call_id)
    const content = typeof message.content === 'string' ? message.content : (contentText(message.content) ?? message.content)
    return { value: parseStructured(content ?? null), ...(callId !== undefined ? { callId } : {}) }
  }
  return { value: parseStructured(raw ?? null) }
}

// A LangChain message is either serialized (`{ lc: 1, type: 'constructor', kwargs }`)
// or a plain object with `content` (and `tool_call_id` for a ToolMessage).
function lcMessage(value: unknown): Record<string, unknown> | undefined {
  if (!isObjectLike(value)) return undefined
  if (value.lc !== undefined && isObjectLike(value.kwargs)) return value.kwargs
  if ('content' in value && ('tool_call_id' in value || 'type' in value || 'role' in value)) return value
  return undefined
}

/** The model's text in an llm run's outputs, in the order the spec lists the producers. */
function llmText(outputs: unknown): string | undefined {
  if (typeof outputs === 'string') return outputs
  if (!isObjectLike(outputs)) return undefined
  const choice = Array.isArray(outputs.choices) ? outputs.choices[0] : undefined
  if (isObjectLike(choice) && isObjectLike(choice.message)) return contentText(choice.message.content) ?? ''
  if (Array.isArray(outputs.generations)) {
    const first = Array.isArray(outputs.generations[0]) ? outputs.generations[0][0] : outputs.generations[0]
    if (isObjectLike(first)) {
      if (typeof first.text === 'string' && first.text !== '') return first.text
      const message = lcMessage(first.message)
      if (message !== undefined) return contentText(message.content) ?? ''
      if (typeof first.text === 'string') return first.text
    }
  }
  // Responses-API runs (wrapOpenAI over responses.create).
  if (typeof outputs.output_text === 'string') return outputs.output_text
  for (const key of ['output', 'outputs'] as const) {
    if (typeof outputs[key] === 'string') return outputs[key] as string
    const message = lcMessage(outputs[key])
    if (message !== undefined) return contentText(message.content) ?? ''
  }
  return typeof outputs.content === 'string' ? outputs.content : contentText(outputs.content)
}

function promoteAgents(root: Span | null, roots: readonly Span[]): void {
  if (root === null) return
  const tops = new Set(roots)
  const stack: Span[] = [root]
  while (stack.length > 0) {
    const span = stack.pop()!
    const isRoot = tops.has(span) && span.metadata?.runType === 'chain'
    const tagged = span.metadata?.lsAgent !== undefined && span.metadata.lsAgent !== false
    if (span.type === 'base' && span.metadata?.runType !== undefined && (isRoot || tagged || /agent$/i.test(span.name))) span.type = 'agent'
    for (const child of span.children) stack.push(child)
  }
}

/**
 * LangSmith run trees (`RunTree`, `toJSON()`, `readRun(..., { loadChildRuns })`) and flat run lists (`listRuns`).
 *
 * @example
 * normalizeTrace(runTree.toJSON(), { format: 'langsmith' })
 */
export const langSmithFormat: TraceFormatAdapter = {
  format: 'langsmith',
  description: 'LangSmith run tree, run list or batch-ingest body (run_type, inputs, child_runs or parent_run_id / dotted_order; { post, patch })',
  detect: isLangSmith,
  mismatch(value) {
    if (looksLikeBatch(value)) return batchMismatch(value)
    if (Array.isArray(value) && value.length > 0 && value.every(looksLikeBatch)) {
      // A list of batch bodies: later bodies may only patch, so the first body says where it stops matching.
      const inner = isLangSmithBatch(value) ? null : batchMismatch(value[0])
      return inner === null ? null : { ...inner, path: [0, ...inner.path] }
    }
    if (Array.isArray(value)) {
      return firstMismatch([
        () => ({ ok: value.length > 0, path: [], expected: 'at least one run' }),
        () => {
          const bad = value.findIndex((run) => !(isObjectLike(run) && typeof run.run_type === 'string'))
          return { ok: bad < 0, path: [bad, 'run_type'], expected: 'a run_type string' }
        },
        () => {
          const bad = value.findIndex((run) => !isRun(run))
          return { ok: bad < 0, path: [bad, 'inputs'], expected: 'an inputs object' }
        },
      ])
    }
    return firstMismatch([
      () => ({ ok: isObjectLike(value), path: [], expected: 'a LangSmith run object' }),
      () => ({ ok: typeof (value as Record<string, unknown>).run_type === 'string', path: ['run_type'], expected: 'a run_type string' }),
      () => ({ ok: 'inputs' in (value as object), path: ['inputs'], expected: 'an inputs object' }),
    ])
  },
  normalize: (value, options) => fromLangSmith(value, { ...options, format: 'langsmith' }),
}
