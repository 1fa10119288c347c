import { z } from 'zod'
import { type TokenUsage, TokenUsageSchema } from './usage.js'

/**
 * The span kinds loopcheck knows by name. Any other string is allowed too:
 * traces from other tools carry kinds such as `chain` or `guardrail`, and the
 * detectors simply treat them as structure.
 *
 * @example
 * KNOWN_SPAN_TYPES.includes(span.type as (typeof KNOWN_SPAN_TYPES)[number])
 */
export const KNOWN_SPAN_TYPES = ['agent', 'llm', 'tool', 'retriever', 'base'] as const

/** A span kind: one of {@link KNOWN_SPAN_TYPES} or any other string. */
export type SpanType = (typeof KNOWN_SPAN_TYPES)[number] | (string & {})

/**
 * One node of an agent trace: an agent run, a model call, a tool call, a
 * retrieval or anything else a tracer recorded. Children are ordered by time.
 *
 * @example
 * const span: Span = {
 *   type: 'tool',
 *   name: 'search',
 *   input: { query: 'weather in Paris' },
 *   output: 'sunny',
 *   children: [],
 * }
 */
export interface Span {
  /** What kind of span this is (`agent`, `llm`, `tool`, `retriever`, `base` or any other string). */
  type: SpanType
  /** The agent, model or tool name. */
  name: string
  /** What the span received: a prompt, the tool arguments, the agent's task. */
  input: unknown
  /** What the span produced: the model's text, the tool result. */
  output: unknown
  /** Spans started by this one, in order. */
  children: Span[]
  /** The source's span or call id, when it has one. */
  id?: string
  /** The error the span ended with, when it failed. */
  error?: unknown
  /**
   * The tokens this span spent, when the source recorded them (usually on
   * `llm` spans). What a loop cost is read from it; absent means unknown,
   * never zero.
   */
  usage?: TokenUsage
  /** Anything else the source recorded (pending state, provider ids, raw usage details). */
  metadata?: Record<string, unknown>
}

/**
 * The fields of one span node, checked one node at a time. Children are only
 * required to be an array here: traces can be nested 100,000 deep, so the
 * tree is walked with an explicit stack rather than a recursive schema.
 *
 * @example
 * SpanNodeSchema.parse({ type: 'llm', name: 'gpt', input: 'hi', output: 'hello', children: [] })
 */
export const SpanNodeSchema = z.object({
  type: z.string(),
  name: z.string(),
  input: z.unknown(),
  output: z.unknown(),
  children: z.array(z.unknown()),
  id: z.string().optional(),
  error: z.unknown().optional(),
  usage: TokenUsageSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
})

/** The checked fields of one span node; see {@link SpanNodeSchema}. */
export type SpanNode = z.infer<typeof SpanNodeSchema>

/**
 * A trace ready for scoring: the span tree, the goal the agent was given (when
 * the source records one) and the format it was read from.
 *
 * @example
 * const trace = normalizeTrace(row)
 * trace.root.children.length // number of top-level steps
 * trace.goal                 // "Find the cheapest flight to Lisbon"
 */
export interface NormalizedTrace {
  /** The root span, or `null` when the source held no trace at all. */
  root: Span | null
  /** The task the agent was given, when the source records it. */
  goal?: string
  /** The format the trace was read from, for example `deepeval` or `benchmark-row`. */
  format: string
  /** The source's trace id, for formats that record one (OTLP, OpenTelemetry spans, Agents SDK exports). */
  traceId?: string
  /**
   * Per-signal notes about what the source could not provide, for example
   * `reasoning: 'no model text was captured'`. Detectors report such a signal
   * as insufficient data instead of a clean bill of health.
   */
  gaps?: Partial<Record<'toolRepetition' | 'reasoningStagnation' | 'callGraphCycles', string>>
}
