import { generateText, stepCountIs, tool, type StopCondition, type ToolSet } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isDoomLoopEvent } from '../../src/health/guard-events.js'
import { LoopEvaluator } from '../../src/health/evaluator.js'
import { aiSdkLoopGuard } from '../../src/integrations/ai-sdk.js'

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
}

type Turn = { text: string; call?: { name: string; args: unknown } }

/** A mock model that plays `turns` in order (the last one forever), recording the prompts it received. */
function scriptedModel(turns: (step: number) => Turn) {
  let step = 0
  const prompts: unknown[] = []
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      prompts.push(options.prompt)
      const turn = turns(step)
      const id = `call_${step++}`
      return {
        content: [
          { type: 'text' as const, text: turn.text },
          ...(turn.call !== undefined ? [{ type: 'tool-call' as const, toolCallId: id, toolName: turn.call.name, input: JSON.stringify(turn.call.args) }] : []),
        ],
        finishReason: { unified: turn.call !== undefined ? ('tool-calls' as const) : ('stop' as const), raw: undefined },
        usage: USAGE,
        warnings: [],
      }
    },
  })
  return { model, prompts, steps: () => step }
}

const searchTools = {
  search: tool({
    description: 'Search the docs',
    inputSchema: z.object({ query: z.string() }),
    execute: async () => 'no results',
  }),
}

describe('aiSdkLoopGuard with the real AI SDK and its mock model', () => {
  it('stops a looping agent within the configured number of repeats, long before the step budget', async () => {
    const { model } = scriptedModel(() => ({ text: 'Let me search again.', call: { name: 'search', args: { query: 'refund webhook' } } }))
    const loopGuard = aiSdkLoopGuard({ repetitionThreshold: 3, warn: false })
    const result = await generateText({
      model,
      tools: searchTools,
      prompt: 'Find the refund webhook docs',
      stopWhen: [stepCountIs(30), loopGuard.stopWhen],
      prepareStep: loopGuard.prepareStep,
    })

    // The first call, then three repeats that brought nothing new: stopped at step 4 of 30.
    expect(result.steps).toHaveLength(4)
    expect(loopGuard.lastVerdict()?.status).toBe('critical')
    expect(loopGuard.lastVerdict()?.finding?.kind).toBe('no-progress-repeat')
    // The repeated call warned first, then was confirmed; the reworded-nothing reasoning warned too.
    const events = loopGuard.events()
    expect(events.filter((e) => e.kind === 'no-progress-repeat').map((e) => [e.level, e.is_loop])).toEqual([
      ['warning', false],
      ['critical', true],
    ])
    expect(events.filter(isDoomLoopEvent).map((e) => e.kind)).toEqual(['no-progress-repeat'])
  })

  it('lets a healthy polling agent run to completion: the status changes, so every poll is progress', async () => {
    const progress = ['queued', 'running 10%', 'running 45%', 'running 80%', 'running 80%', 'done']
    let polled = 0
    const { model } = scriptedModel((step) =>
      step < progress.length
        ? { text: 'Checking on the export job.', call: { name: 'job_status', args: { job_id: 'job-7' } } }
        : { text: 'The export finished.' },
    )
    const loopGuard = aiSdkLoopGuard()
    const result = await generateText({
      model,
      prompt: 'Run the export and tell me when it is done',
      tools: {
        job_status: tool({
          description: 'Poll a job',
          inputSchema: z.object({ job_id: z.string() }),
          execute: async () => ({ job_id: 'job-7', status: progress[polled++], checked_at: new Date(Date.UTC(2026, 4, 1, 10, polled)).toISOString() }),
        }),
      },
      stopWhen: [stepCountIs(30), loopGuard.stopWhen],
      prepareStep: loopGuard.prepareStep,
    })
    expect(result.steps).toHaveLength(progress.length + 1)
    expect(result.text).toBe('The export finished.')
    expect(loopGuard.lastVerdict()?.peak).toBe('ok')
    expect(loopGuard.events()).toEqual([])
  })

  it('warns the model with a message before stopping it, and the warning reaches the next prompt', async () => {
    const { model, prompts } = scriptedModel(() => ({ text: 'Searching.', call: { name: 'search', args: { query: 'refunds' } } }))
    const loopGuard = aiSdkLoopGuard({ repetitionThreshold: 3 })
    await generateText({
      model,
      tools: searchTools,
      prompt: 'Find refunds',
      stopWhen: [stepCountIs(30), loopGuard.stopWhen],
      prepareStep: loopGuard.prepareStep,
    })
    const warned = prompts.map((prompt) => JSON.stringify(prompt).includes('Loop guard:'))
    // Warning after the third call (two repeats), seen by the fourth model call; stopped after it.
    expect(warned).toEqual([false, false, false, true])
  })

  it("with onCritical 'final-answer', gives the model one tool-free step to answer, then stops", async () => {
    const { model, prompts } = scriptedModel((step) =>
      step < 4 ? { text: 'Searching.', call: { name: 'search', args: { query: 'refunds' } } } : { text: 'I could not find it.' },
    )
    const loopGuard = aiSdkLoopGuard({ onCritical: 'final-answer', warn: false })
    const result = await generateText({
      model,
      tools: searchTools,
      prompt: 'Find refunds',
      stopWhen: [stepCountIs(30), loopGuard.stopWhen],
      prepareStep: loopGuard.prepareStep,
    })
    expect(result.steps).toHaveLength(5)
    expect(result.text).toBe('I could not find it.')
    expect(JSON.stringify(prompts[4])).toContain('Do not call any more tools')
  })

  it('scopes each generateText call to its own run: a second run starts clean', async () => {
    const loopGuard = aiSdkLoopGuard()
    const first = scriptedModel(() => ({ text: 'Searching.', call: { name: 'search', args: { query: 'x' } } }))
    await generateText({ model: first.model, tools: searchTools, prompt: 'a', stopWhen: [stepCountIs(30), loopGuard.stopWhen] })
    const firstRun = loopGuard.runId()
    expect(loopGuard.lastVerdict()?.status).toBe('critical')

    const second = scriptedModel((step) => (step === 0 ? { text: 'Searching.', call: { name: 'search', args: { query: 'x' } } } : { text: 'Done.' }))
    const result = await generateText({ model: second.model, tools: searchTools, prompt: 'b', stopWhen: [stepCountIs(30), loopGuard.stopWhen] })
    expect(loopGuard.runId()).not.toBe(firstRun)
    expect(result.steps).toHaveLength(2)
    expect(loopGuard.lastVerdict()?.peak).toBe('ok')
    expect(loopGuard.events()).toEqual([])
    expect(loopGuard.events(firstRun).length).toBeGreaterThan(0)
  })

  it('records a guard log LoopEvaluator reads as a doom loop (what toHaveHealthyLoop asserts)', async () => {
    const { model } = scriptedModel(() => ({ text: 'Again.', call: { name: 'search', args: { query: 'x' } } }))
    const loopGuard = aiSdkLoopGuard({ warn: false })
    await generateText({ model, tools: searchTools, prompt: 'x', stopWhen: [stepCountIs(30), loopGuard.stopWhen] })
    const health = new LoopEvaluator({ threshold: 8 }).run({ score_history: [9], threshold: 8, mode: 'optimize', success: true }, loopGuard.events())
    expect(health.doomLoopFired).toBe(true)
    expect(health.guardInterventions).toBe(loopGuard.events().length)
    expect(health.guardInterventions).toBeGreaterThanOrEqual(2)
    expect(health.success).toBe(false)
  })

  it('type-checks as the SDK expects: stopWhen is a StopCondition', () => {
    const condition: StopCondition<ToolSet> = aiSdkLoopGuard().stopWhen
    expect(typeof condition).toBe('function')
  })
})
