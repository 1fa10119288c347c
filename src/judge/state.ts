import { codePointLength } from '../python/text.js'
import type { QuestionPlan } from './questions.js'
import { toJsonSafe } from '../util/json-safe.js'
import { stableJson } from '../util/stable-json.js'
import { plural, truncate } from '../util/text.js'
import type { ReasoningStep, TraceParts } from './steps.js'

/**
 * Distinct argument sets listed per repeated tool; the rest are counted, not shown.
 *
 * @example
 * tool.argumentSets.slice(0, MAX_ARGUMENT_SETS_SHOWN)
 */
export const MAX_ARGUMENT_SETS_SHOWN = 20

/**
 * The text the judge reads: the goal, the numbered steps (input and output,
 * each cut to `maxCharsPerStep` characters with a visible marker) and, when
 * tool questions are asked, each repeated tool's distinct argument sets in
 * order of first use. Steps past the last one a question refers to are left
 * out (and said to be), so the text stays bounded however long the trace.
 *
 * @example
 * renderState({ goal: 'Fix the 500', parts, plan, maxCharsPerStep: 800 })
 * // 'Goal: Fix the 500\n\nSteps (model calls, numbered from 0):\n\n[Step 0] llm "reason"\noutput: ...'
 */
export function renderState(input: { goal: string | undefined; parts: TraceParts; plan: QuestionPlan; maxCharsPerStep: number; maxSteps: number }): string {
  const { goal, parts, plan, maxCharsPerStep } = input
  const lines: string[] = [`Goal: ${goal === undefined || goal.trim() === '' ? '(not recorded)' : goal}`, '']

  const total = parts.steps.length
  let shown = Math.min(total, input.maxSteps)
  if (plan.pairs.length > 0) {
    let last = 0
    for (const pair of plan.pairs) last = Math.max(last, pair.steps[1])
    shown = last + 1
  }
  if (total === 0) {
    lines.push('Steps: none recorded.')
  } else {
    lines.push(`Steps (${parts.stepKind === 'llm' ? 'model calls' : 'tool calls'}, numbered from 0):`)
    for (let k = 0; k < shown; k++) lines.push('', renderStep(parts.steps[k]!, maxCharsPerStep))
    if (shown < total) {
      lines.push('', `(Steps ${shown} to ${total - 1} are not shown: the question budget stops at step ${shown - 1}.)`)
    }
  }

  if (plan.tools.length > 0) {
    lines.push('', 'Repeated tools (distinct argument sets, in order of first use):')
    const byName = new Map(parts.tools.map((tool) => [tool.name, tool]))
    for (const { tool: name } of plan.tools) {
      const tool = byName.get(name)
      if (tool === undefined) continue
      const distinct = tool.argumentSets.length
      lines.push(`- "${tool.name}": ${tool.calls} calls, ${plural(distinct, 'distinct argument set')}`)
      tool.argumentSets.slice(0, MAX_ARGUMENT_SETS_SHOWN).forEach((set, k) => {
        lines.push(`  ${k + 1}. ${truncate(set.text, maxCharsPerStep)}${set.calls > 1 ? ` (${set.calls} calls)` : ''}`)
      })
      if (distinct > MAX_ARGUMENT_SETS_SHOWN) lines.push(`  (${distinct - MAX_ARGUMENT_SETS_SHOWN} more distinct argument sets not shown)`)
    }
  }
  return lines.join('\n')
}

/**
 * One step: a header, then its input and output. When the two together
 * exceed the budget, the input (often the whole prompt) gets at most a
 * quarter of it unless the output leaves more room, since the output is
 * what the step did.
 */
function renderStep(step: ReasoningStep, maxChars: number): string {
  const input = textOf(step.input)
  const output = textOf(step.output)
  const inputLength = codePointLength(input)
  const outputLength = codePointLength(output)
  let inputBudget = inputLength
  let outputBudget = outputLength
  if (inputLength + outputLength > maxChars) {
    inputBudget = Math.min(inputLength, Math.max(maxChars - outputLength, Math.floor(maxChars / 4)))
    outputBudget = maxChars - inputBudget
  }
  const lines = [`[Step ${step.step}] ${step.type} "${step.name}"`]
  if (input !== '') lines.push(`input: ${truncate(input, inputBudget)}`)
  lines.push(`output: ${output === '' ? '(empty)' : truncate(output, outputBudget)}`)
  return lines.join('\n')
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : stableJson(toJsonSafe(value))
}
