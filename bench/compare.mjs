// Two builds of loopcheck side by side, interleaved in one process (the
// machine is shared and noisy: only ratios measured together compare):
//
//   git worktree add /tmp/before <rev> && (cd /tmp/before && npm ci && npm run build)
//   npm run build && node bench/compare.mjs /tmp/before/dist dist
//
// Prints, per trace, the median of each build's medians and their ratio.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { generateTrace } from './generate.mjs'

const [beforeDir, afterDir] = process.argv.slice(2)
if (beforeDir === undefined || afterDir === undefined) throw new Error('usage: node bench/compare.mjs <before dist> <after dist>')
const load = (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href)
const before = await load(beforeDir)
const after = await load(afterDir)

function median(fn, runs) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[times.length >> 1]
}

function siblings(n) {
  const children = []
  for (let i = 0; i < n; i++)
    children.push({ type: 'tool', name: `tool_${i % 7}`, input: { id: i % 1000, q: `item ${i % 5000}` }, output: { ok: true, value: i % 3000 }, children: [] })
  return { type: 'agent', name: 'batch', input: 'task', output: 'done', children }
}

const cases = [
  ['2,000 steps', generateTrace({ steps: 2000 }), 15],
  ['20,000 steps', generateTrace({ steps: 20000 }), 5],
  ['300,000 sibling tool calls', siblings(300000), 3],
]
for (const [name, raw, runs] of cases) {
  const text = JSON.stringify(raw)
  const parse = median(() => JSON.parse(text), runs)
  const traceBefore = before.normalizeTrace(raw)
  const traceAfter = after.normalizeTrace(raw)
  before.detectLoops(traceBefore)
  after.detectLoops(traceAfter)
  const b = []
  const a = []
  for (let round = 0; round < 3; round++) {
    b.push(median(() => before.detectLoops(traceBefore), runs))
    a.push(median(() => after.detectLoops(traceAfter), runs))
  }
  b.sort((x, y) => x - y)
  a.sort((x, y) => x - y)
  console.log(
    `${name}: JSON.parse ${parse.toFixed(1)} ms · before ${b[1].toFixed(1)} ms · after ${a[1].toFixed(1)} ms · after/before ${(a[1] / b[1]).toFixed(2)}`,
  )
}
