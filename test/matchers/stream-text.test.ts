// `await expect(streamText(...)).toHaveNoAgentLoops()`: the loop matchers
// await a streaming result's steps themselves. Against the real AI SDK and
// its mock model.
import { stepCountIs, streamText, tool } from 'ai'
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import '../../matchers/vitest.js'

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
}

/** A streaming mock model: each step says `text` and, while `call(step)` gives one, calls a tool. */
function streamingModel(text: string, call: (step: number) => { name: string; args: unknown } | null) {
  let step = 0
  return new MockLanguageModelV3({
    doStream: async () => {
      const current = call(step)
      const id = `call_${step++}`
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: 'stream-start' as const, warnings: [] },
            { type: 'text-start' as const, id: 't' },
            { type: 'text-delta' as const, id: 't', delta: text },
            { type: 'text-end' as const, id: 't' },
            ...(current !== null ? [{ type: 'tool-call' as const, toolCallId: id, toolName: current.name, input: JSON.stringify(current.args) }] : []),
            {
              type: 'finish' as const,
              finishReason: { unified: current !== null ? ('tool-calls' as const) : ('stop' as const), raw: undefined },
              usage: USAGE,
            },
          ],
        }),
      }
    },
  })
}

const tools = {
  search: tool({ description: 'Search the docs', inputSchema: z.object({ query: z.string() }), execute: async () => 'no results' }),
  read_page: tool({ description: 'Read a page', inputSchema: z.object({ url: z.string() }), execute: async ({ url }) => `contents of ${url}` }),
}

describe('a streamText result', () => {
  it('passes when the streamed run made progress, without the user awaiting its steps', async () => {
    const pages = ['/a', '/b', '/c']
    const result = streamText({
      model: streamingModel('Reading the next page.', (step) => (step < pages.length ? { name: 'read_page', args: { url: pages[step] } } : null)),
      tools,
      prompt: 'Summarise the docs',
      stopWhen: stepCountIs(10),
    })
    await expect(result).toHaveNoAgentLoops()
    await expect(result).toNotStagnate()
  })

  it('fails when the streamed run loops, naming the repeated call', async () => {
    const result = streamText({
      model: streamingModel('Let me search again.', () => ({ name: 'search', args: { query: 'refund webhook' } })),
      tools,
      prompt: 'Find the refund webhook docs',
      stopWhen: stepCountIs(6),
    })
    await expect(result).not.toHaveNoAgentLoops()
    await expect(expect(result).toHaveNoAgentLoops()).rejects.toThrow(/search/)
  })

  it('says so when the stream failed', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error('stream broke')
      },
    })
    const result = streamText({ model, prompt: 'x', onError: () => {} })
    await expect(expect(result).toHaveNoAgentLoops()).rejects.toThrow(/the streamed run failed before its steps were complete/)
  })
})
