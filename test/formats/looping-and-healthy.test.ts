import { describe, expect, it } from 'vitest'
import { detectLoops } from '../../src/report/detect.js'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { healthy as aiSdkMessagesHealthy } from '../fixtures/formats/ai-sdk-messages/healthy.js'
import { looping as aiSdkMessagesLooping } from '../fixtures/formats/ai-sdk-messages/looping.js'
import { healthy as anthropicHealthy } from '../fixtures/formats/anthropic/healthy.js'
import { looping as anthropicLooping } from '../fixtures/formats/anthropic/looping.js'
import { healthy as chatHealthy } from '../fixtures/formats/openai-chat/healthy.js'
import { looping as chatLooping } from '../fixtures/formats/openai-chat/looping.js'
import { healthy as responsesHealthy } from '../fixtures/formats/openai-responses/healthy.js'
import { looping as responsesLooping } from '../fixtures/formats/openai-responses/looping.js'
import { expectedModelTexts, expectedToolSpans, HEALTHY, LOOP_REPEATS, LOOPING } from '../fixtures/formats/scenarios.js'
import { allSpans, modelOutputs, readFixture, toolCalls } from './support/trees.js'

// Every adapter's looping fixture repeats get_weather({ city: 'Paris' })
// six times with the same result and the same reasoning; every healthy one
// checks three cities. Typed fixtures (.ts) are checked by tsc against the
// provider SDKs' own types; JSON fixtures were recorded from the real
// libraries by test/fixtures/formats/generate.ts.
const CASES: Array<{ format: string; looping: unknown; healthy: unknown }> = [
  { format: 'openai-chat', looping: chatLooping, healthy: chatHealthy },
  { format: 'openai-responses', looping: responsesLooping, healthy: responsesHealthy },
  { format: 'anthropic', looping: anthropicLooping, healthy: anthropicHealthy },
  { format: 'ai-sdk-messages', looping: aiSdkMessagesLooping, healthy: aiSdkMessagesHealthy },
  ...['ai-sdk', 'otlp', 'otel-readable-spans', 'langsmith', 'openai-agents'].map((format) => ({
    format,
    looping: readFixture(`${format}/looping.json`),
    healthy: readFixture(`${format}/healthy.json`),
  })),
]

describe.each(CASES)('$format looping and healthy fixtures', ({ format, looping, healthy }) => {
  it('normalizes the looping run: six identical calls, none pending, the same reasoning each turn', () => {
    const trace = normalizeTrace(looping)
    expect(trace.format).toBe(format)
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(LOOPING))
    expect(toolCalls(trace.root)).toHaveLength(LOOP_REPEATS)
    expect(allSpans(trace.root).filter((span) => span.metadata?.pending === true)).toEqual([])
    expect(modelOutputs(trace.root)).toEqual(expectedModelTexts(LOOPING))
    expect(trace.gaps).toBeUndefined()
  })

  it('normalizes the healthy run: three different cities, in order', () => {
    const trace = normalizeTrace(healthy)
    expect(trace.format).toBe(format)
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(trace.root)).toEqual(expectedModelTexts(HEALTHY))
  })

  it('is classified end to end by detectLoops with the deepeval port', () => {
    const loop = detectLoops(looping, { detector: 'deepeval' })
    expect(loop.findings.length).toBeGreaterThan(0)
    expect(loop.findings.map((finding) => finding.kind)).toContain('repeated-tool-call')
    expect(loop.signals.reasoningStagnation.status).toBe('loop')
    const ok = detectLoops(healthy, { detector: 'deepeval' })
    expect(ok.findings).toHaveLength(0)
    expect(ok.signals.toolRepetition.status).toBe('clean')
  })

  it('is classified end to end by the default (progress) detector', () => {
    const loop = detectLoops(looping)
    expect(loop.loopDetected).toBe(true)
    expect(loop.success).toBe(false)
    expect(loop.signals.toolRepetition.status).toBe('loop')
    const ok = detectLoops(healthy)
    expect(ok.loopDetected).toBe(false)
    expect(ok.findings).toHaveLength(0)
    expect(ok.success).toBe(true)
  })
})

describe('plain chat looping and healthy fixtures', () => {
  it('catches the restated reasoning and passes the progressing chat', () => {
    expect(normalizeTrace(readFixture('chat/looping.json')).format).toBe('chat')
    const loop = detectLoops(readFixture('chat/looping.json'), { detector: 'deepeval' })
    expect(loop.findings.map((finding) => finding.kind)).toEqual(['reasoning-stagnation'])
    expect(detectLoops(readFixture('chat/healthy.json'), { detector: 'deepeval' }).findings).toHaveLength(0)
    expect(detectLoops(readFixture('chat/looping.json')).loopDetected).toBe(true)
    expect(detectLoops(readFixture('chat/healthy.json')).findings).toHaveLength(0)
  })
})
