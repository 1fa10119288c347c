import { Client } from 'langsmith'
import { RunTree } from 'langsmith/run_trees'
import type { Scenario } from '../../fixtures/formats/scenarios.js'

// A client pointed at nothing: tracing is disabled and postRun / patchRun
// are never called, so no request is made.
const offlineClient = new Client({ apiUrl: 'http://127.0.0.1:9', apiKey: 'offline', autoBatchTracing: false })

/**
 * Builds a scenario's run tree with the real `langsmith` `RunTree`, as
 * `traceable` and `wrapOpenAI` would record it: a root chain, an `llm` run per
 * turn with a Chat Completions output, and a `tool` run per call.
 */
export async function buildLangSmithRunTree(scenario: Scenario): Promise<RunTree> {
  const root = new RunTree({
    name: 'weather_agent',
    run_type: 'chain',
    inputs: { input: scenario.prompt },
    client: offlineClient,
    tracingEnabled: false,
  })
  const messages: unknown[] = [{ role: 'user', content: scenario.prompt }]
  for (const turn of scenario.turns) {
    const llm = root.createChild({ name: 'ChatOpenAI', run_type: 'llm', inputs: { model: 'gpt-4o-mini', messages: [...messages] } })
    const message = {
      role: 'assistant',
      content: turn.text,
      ...(turn.calls.length > 0
        ? { tool_calls: turn.calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } })) }
        : {}),
    }
    await llm.end({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message, finish_reason: turn.calls.length > 0 ? 'tool_calls' : 'stop' }],
    })
    messages.push(message)
    for (const call of turn.calls) {
      const toolRun = root.createChild({ name: call.name, run_type: 'tool', inputs: { ...call.args } })
      await toolRun.end({ ...call.result })
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(call.result) })
    }
  }
  await root.end({ outputs: scenario.turns.at(-1)?.text ?? '' })
  return root
}

/** The flat form `listRuns` returns: every run without `child_runs`, linked by `parent_run_id`. */
export function flattenRunTree(tree: Record<string, unknown>): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = []
  const stack = [tree]
  while (stack.length > 0) {
    const run = stack.pop()!
    const { child_runs: children, ...rest } = run
    out.push({ ...rest, child_run_ids: Array.isArray(children) ? children.map((child) => (child as { id: string }).id) : [] })
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Record<string, unknown>)
  }
  // listRuns does not promise any order; the adapter must not rely on it.
  return out.reverse()
}
