// The default (progress) detector's costs, issue 9's bounds: the 2,000-step
// benchmark trace and the same at 20,000 steps, two reasoning steps of
// 20,000 words each; and the deepeval port's worst case (two long, different
// outputs over a mid-sized alphabet), with and without its opt-in cap.
import { AgentLoopDetectionMetric, detectLoops, normalizeTrace } from '../dist/index.js'
import { generateTrace, rng } from './generate.mjs'
import { medianMs, ms, printTable } from './measure.mjs'

const VOCABULARY = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa'.split(' ')

/** Two reasoning steps of `words` words each, different but alike. */
function twoLongSteps(words, seed) {
  const random = rng(seed)
  const text = () => Array.from({ length: words }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(' ')
  return {
    type: 'agent',
    name: 'agent',
    input: 'task',
    output: 'done',
    children: [
      { type: 'llm', name: 'gpt', input: 'p', output: text(), children: [] },
      { type: 'tool', name: 'search', input: { q: 'x' }, output: 'r', children: [] },
      { type: 'llm', name: 'gpt', input: 'p', output: text(), children: [] },
    ],
  }
}

/** The deepeval port's slow case: random three-character CJK words (120-character alphabet). */
function mixedAlphabetSteps(words, seed) {
  const random = rng(seed)
  const chars = Array.from({ length: 120 }, (_, i) => String.fromCodePoint(0x4e00 + i))
  const word = () => Array.from({ length: 3 }, () => chars[Math.floor(random() * chars.length)]).join('')
  const text = () => Array.from({ length: words }, word).join(' ')
  return {
    type: 'agent',
    name: 'a',
    children: [
      { type: 'llm', name: 'g', output: text(), children: [] },
      { type: 'llm', name: 'g', output: text(), children: [] },
    ],
  }
}

/** `n` tool calls side by side under one agent. */
function siblingCalls(n) {
  const children = []
  for (let i = 0; i < n; i++) {
    children.push({ type: 'tool', name: `tool_${i % 7}`, input: { id: i % 1000, q: `item ${i % 5000}` }, output: { ok: true, value: i % 3000 }, children: [] })
  }
  return { type: 'agent', name: 'batch', input: 'task', output: 'done', children }
}

export function runDetectorBenchmark() {
  const rows = []
  const results = {}
  for (const steps of [2000, 20000]) {
    // The raw rows as parsed, so normalizing the trace counts in the score's time.
    const trace = generateTrace({ steps })
    const text = JSON.stringify(trace)
    const runs = steps > 5000 ? 7 : 21
    const parse = medianMs(() => JSON.parse(text), { warmup: 3, runs })
    const progress = medianMs(() => detectLoops(trace), { warmup: 3, runs })
    results[steps] = progress
    rows.push([
      `generated trace, ${steps.toLocaleString('en')} steps`,
      `${ms(progress)} (${(progress / parse).toFixed(1)}× JSON.parse of its ${(text.length / 1e6).toFixed(1)} MB)`,
    ])
  }
  // 300,000 sibling tool calls: a flat trace as long as a big CLI batch, with
  // repeats spread across it (7 tools, 1,000 ids, 3,000 results).
  const flat = siblingCalls(300000)
  const flatText = JSON.stringify(flat)
  const flatParse = medianMs(() => JSON.parse(flatText), { warmup: 1, runs: 3 })
  const flatTrace = normalizeTrace(flat)
  const flatMs = medianMs(() => detectLoops(flatTrace), { warmup: 1, runs: 3 })
  results.siblings = flatMs
  rows.push(['300,000 sibling tool calls', `${ms(flatMs)} (${(flatMs / flatParse).toFixed(1)}× JSON.parse of its ${(flatText.length / 1e6).toFixed(0)} MB)`])
  // The same 2,000 model steps with no action between them (a chat-only run): every step is compared
  // with the steps before it in its window, the reasoning checks' worst ordinary case.
  const generated = generateTrace({ steps: 2000 })
  const chat = normalizeTrace({ ...generated, children: generated.children.filter((c) => c.type === 'llm') })
  const chatMs = medianMs(() => detectLoops(chat), { warmup: 2, runs: 9 })
  rows.push(['2,000 model steps, no action between', ms(chatMs)])
  const long = normalizeTrace(twoLongSteps(20000, 3))
  const longMs = medianMs(() => detectLoops(long), { warmup: 2, runs: 9 })
  rows.push(['two reasoning steps of 20,000 words', ms(longMs)])
  printTable('progress detector (detectLoops, the default), median per score', ['trace', 'score'], rows)
  console.log(`\ngrowth 2,000 → 20,000 steps: ${(results[20000] / results[2000]).toFixed(1)}× (linear would be 10×)`)

  const worst = []
  for (const words of [2000, 20000]) {
    const trace = mixedAlphabetSteps(words, words)
    const exact = medianMs(() => new AgentLoopDetectionMetric({ similarityThreshold: 0.0001 }).measure(trace), { warmup: 1, runs: 3 })
    const capped = medianMs(() => new AgentLoopDetectionMetric({ similarityThreshold: 0.0001, sequenceCharLimit: 4000 }).measure(trace), { warmup: 1, runs: 3 })
    const progress = medianMs(() => detectLoops(trace), { warmup: 1, runs: 3 })
    worst.push([`${words.toLocaleString('en')} words each`, ms(exact), ms(capped), ms(progress)])
  }
  printTable(
    "deepeval port's worst case (two different outputs over a 120-character alphabet)",
    ['steps', 'exact', 'sequenceCharLimit 4000', 'progress detector'],
    worst,
  )
  return { steps2000Ms: results[2000], steps20000Ms: results[20000], siblingsMs: results.siblings, chatMs, twoLongStepsMs: longMs }
}
