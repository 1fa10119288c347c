// The render model on its own: every finding kind becomes a title, a
// summary, evidence and spans, and every output shows the same title for
// the same finding.
import { describe, expect, it } from 'vitest'
import { renderFinding } from '../../matchers/render/findings.js'
import { PLAIN } from '../../matchers/render/palette.js'
import { annotationFor } from '../../src/cli/output/github.js'
import { junitReporter } from '../../src/cli/output/junit.js'
import { markdownSummary } from '../../src/cli/output/markdown.js'
import { escapeMarkdown } from '../../src/cli/output/sanitize.js'
import { prettyReporter } from '../../src/cli/output/pretty.js'
import { renderHtmlReport } from '../../src/cli/html/page.js'
import type { CheckedTrace } from '../../src/cli/run/checked.js'
import { runInfo, summarize } from '../cli/support/results.js'
import type { TraceResult } from '../../src/cli/score/types.js'
import { differsSlightly, findNearMisses } from '../../src/render/argument-diff.js'
import { capList, listPositions } from '../../src/render/caps.js'
import { describeFinding, type FindingView } from '../../src/render/finding.js'
import { FINDING_KINDS, kindTitle } from '../../src/render/kinds.js'
import { cyclePathLines, findingLines } from '../../src/render/lines.js'
import { cyclePath } from '../../src/render/cycle-path.js'
import type { SpanView } from '../../src/render/spans.js'
import { approx, plainText } from '../../src/render/text.js'
import { wordDiff, wordRuns } from '../../src/render/word-diff.js'
import { EVERY_KIND } from './findings.js'

describe('describeFinding', () => {
  it.each(EVERY_KIND.map((finding) => [`${finding.kind} (${finding.detector})`, finding] as const))(
    '%s: a title, a summary, evidence and the spans it cites',
    (_name, finding) => {
      const view = describeFinding(finding)
      expect(view.kind).toBe(finding.kind)
      expect(view.title).toBe(kindTitle(finding.kind))
      expect(view.title).not.toBe('')
      expect(plainText(view.summary)).not.toBe('')
      expect(view.evidence.length).toBeGreaterThan(0)
      expect(view.spans.length).toBeGreaterThan(0)
      expect(view.spans.every((span) => Number.isInteger(span) && span >= 0)).toBe(true)
      // Plain data: it crosses to the CLI's worker threads by structured clone.
      expect(structuredClone(view)).toEqual(view)
    },
  )

  it('gives every kind a detector reports one title of its own', () => {
    const titles = EVERY_KIND.map((finding) => describeFinding(finding).title)
    expect(new Set(titles).size).toBe(new Set(EVERY_KIND.map((finding) => finding.kind)).size)
    expect(Object.keys(FINDING_KINDS)).toHaveLength(14)
    expect(kindTitle('tool-storm')).toBe('tool storm')
    expect(kindTitle('no-progress-repeat', true)).toBe('repeats without progress')
  })

  it('holds the rich parts as data: the word diff, the argument diff, the cycle path', () => {
    const [, stagnation, cycle, , , churn] = EVERY_KIND.map((finding) => describeFinding(finding))
    expect(stagnation!.evidence[0]).toMatchObject({
      type: 'word-diff',
      steps: [1, 2],
      identical: false,
      runs: [
        { kind: 'shared', text: 'I will' },
        { kind: 'removed', text: 'search' },
        { kind: 'added', text: 'grep' },
        { kind: 'shared', text: 'the repo for the config' },
        { kind: 'added', text: 'again' },
      ],
    })
    expect(cycle!.evidence[0]).toMatchObject({ type: 'cycle-path', nodes: [{ level: 0 }, { level: 1, repeated: true }, { level: 2, repeats: 1 }] })
    expect(cycle).toMatchObject({ spans: [1, 3], repeatsSpan: 1 })
    expect(churn!.evidence.find((part) => part.type === 'argument-diff')).toMatchObject({
      lines: [
        { mark: ' ', text: '{' },
        { mark: '-', text: '  "path": ".",' },
        { mark: '+', text: '  "path": "./",' },
        { mark: ' ', text: '  "pattern": "x"' },
        { mark: ' ', text: '}' },
      ],
      omitted: 0,
    })
  })

  it('lays the view out as lines, the same for every output', () => {
    const view = describeFinding(EVERY_KIND[3]!)
    expect(findingLines(view).map(plainText)).toEqual([
      'search called 4 times with the same arguments and the same result, at spans 1–4 (3 wasted steps)',
      'arguments: {"q": "paris"}',
      'result every time: "none"',
      'every repeat found nothing, as the call before it had: after the first, an empty answer is no news',
    ])
    // Under a headline that shows the message, a summary that only repeats it is left out.
    const future = describeFinding(EVERY_KIND.at(-1)!)
    expect(findingLines(future).map(plainText)[0]).toBe('Forty calls in one second.')
    expect(findingLines(future, { underMessage: true }).map(plainText)).toEqual(['{"spanIndices": [7, 8, 9], "tool": "ping"}'])
  })

  it('keeps a message the evidence does not restate (another detector’s), and escapes trace text', () => {
    const finding = { ...EVERY_KIND[0]!, detector: 'custom', tool: 'rm\u001b[2J', message: 'custom evidence' } as (typeof EVERY_KIND)[0]
    const lines = findingLines(describeFinding(finding)).map(plainText)
    expect(lines[0]).toContain('rm\\x1b[2J')
    expect(lines.at(-1)).toBe('custom evidence')
  })

  it('finds near misses among the spans when the trace is at hand', () => {
    const span = (index: number, input: unknown): [number, SpanView] => [index, { index, type: 'tool', name: 'grep', input, output: '' }]
    const spans = new Map([span(2, { pattern: 'checkout', path: '.' }), span(4, '{"pattern": "checkout", "path": "./"}')])
    const lines = findingLines(describeFinding(EVERY_KIND[0]!, { spans })).map(plainText)
    expect(lines.slice(2)).toEqual([
      '1 other call to grep differ only slightly (- repeated, + the other call):',
      '  at span 4:',
      '      {',
      '    -   "path": ".",',
      '    +   "path": "./",',
      '        "pattern": "checkout"',
      '      }',
    ])
  })
})

describe('one title everywhere', () => {
  const views = EVERY_KIND.map((finding) => describeFinding(finding))
  const info = runInfo({ detector: 'progress', files: 1 })
  // A failing trace with the given findings, as the CLI's reporters see it.
  const failing = (findings: FindingView[]): CheckedTrace => {
    const result: TraceResult = {
      seq: 0,
      file: 'run.jsonl',
      line: 1,
      id: 'run-1',
      verdict: 'fail',
      score: 0.2,
      threshold: 0.5,
      loopDetected: true,
      success: false,
      detector: 'progress',
      format: 'deepeval',
      breakdown: { toolRepetition: 0, reasoningStagnation: 0.5, callGraphCycles: 0.5 },
      signals: { toolRepetition: 'loop', reasoningStagnation: 'loop', callGraphCycles: 'loop' },
      findings,
      totalTokens: null,
      wastedTokens: null,
      error: null,
      timeline: { steps: [], total: 0 },
    }
    return { key: 'run-1', location: 'run.jsonl:1', result, comparison: null, gate: 'fail' }
  }

  it.each(EVERY_KIND.map((finding, i) => [finding.kind, i] as const))('%s: the matcher and every CLI output use the same title', (_kind, i) => {
    const view = views[i]!
    const trace = failing([view])
    const summary = summarize([trace])
    const matcher = renderFinding(EVERY_KIND[i]!, { palette: PLAIN, spans: null })
    expect(matcher.split('\n')[0]).toMatch(new RegExp(`^[✖⚠] ${view.title} · `))
    const pretty = prettyReporter({ colors: false })
    pretty.begin(info)
    expect(pretty.end(summary)).toContain(`• ${view.title}: `)
    expect(annotationFor(trace)).toContain(`::${view.title}: `)
    const junit = junitReporter()
    junit.begin(info)
    junit.trace(trace)
    expect(junit.end(summary)).toContain(`${view.title}: `)
    expect(markdownSummary(summary, info)).toContain(`| ${escapeMarkdown(view.title)}: `)
    expect(renderHtmlReport(summary, [trace], info)).toContain(`<span class="kind">${view.title}</span>`)
  })

  it('the summaries count kinds by the plural of the same title', () => {
    const summary = summarize([failing(views)])
    expect(markdownSummary(summary, runInfo())).toContain('repeats without progress in 1')
    const pretty = prettyReporter({ colors: false })
    pretty.begin(runInfo())
    expect(pretty.end(summary)).toContain(
      'loops found: repeated tool calls in 1, stagnating reasoning in 1, call-graph cycles in 1, repeats without progress in 1',
    )
  })
})

describe('the parts, one by one', () => {
  it('word runs mark what both steps say and what each says alone', () => {
    expect(wordRuns('Checking a.py now', 'Checking b.py now').runs).toEqual([
      { kind: 'shared', text: 'Checking' },
      // Punctuation is a word of its own to the diff.
      { kind: 'removed', text: 'a' },
      { kind: 'added', text: 'b' },
      { kind: 'shared', text: '.py now' },
    ])
    expect(wordDiff('same words', 'same words', [0, 1])).toMatchObject({ identical: true, omittedRuns: 0, cutWords: 0 })
  })

  it('tells a retry in disguise from a different call', () => {
    expect(differsSlightly({ q: 'flights', page: 1 }, { q: 'flights', page: 2 })).toBe(true)
    expect(differsSlightly({ pattern: 'x', path: '.' }, { pattern: 'x', path: './', case_sensitive: false })).toBe(true)
    expect(differsSlightly({ query: 'flights to Lisbon' }, { query: 'Flights to Lisbon ' })).toBe(true)
    expect(differsSlightly({ q: 'cats' }, { q: 'dogs' })).toBe(false)
    expect(differsSlightly({ a: 1, b: 2, c: 3 }, { a: 9, b: 8, c: 3 })).toBe(false)
    expect(differsSlightly({ q: 'a' }, { q: 'a' })).toBe(false)
  })

  it('finds near misses among the other calls of the tool, JSON-string inputs included', () => {
    const span = (index: number, name: string, input: unknown): [number, SpanView] => [index, { index, type: 'tool', name, input, output: '' }]
    const spans = new Map([
      span(1, 'search', { q: 'x', page: 1 }),
      span(2, 'search', '{"q": "x", "page": 2}'),
      span(3, 'search', { page: 2, q: 'x' }),
      span(4, 'fetch', { q: 'x', page: 2 }),
      span(5, 'search', { q: 'something else entirely' }),
    ])
    expect(findNearMisses('search', { q: 'x', page: 1 }, spans)).toEqual([{ arguments: { q: 'x', page: 2 }, positions: [2, 3] }])
  })

  it('draws a cycle path as a tree, the repeated ancestor and the repeat marked', () => {
    const step = (spanIndex: number, name: string) => ({ spanIndex, type: 'agent', name, label: `agent:${name}:` })
    expect(cyclePathLines(cyclePath([step(0, 'root'), step(1, 'a'), step(4, 'b'), step(7, 'a')], 1)).map(plainText)).toEqual([
      'agent:root [span 0]',
      '└─ agent:a [span 1] ← repeated',
      '   └─ agent:b [span 4]',
      '      └─ agent:a [span 7] ↺ repeats span 1',
    ])
  })

  it('caps lists and says how much it left out', () => {
    expect(capList([1, 2, 3], 5)).toEqual({ shown: [1, 2, 3], omitted: 0 })
    expect(listPositions([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7, 8')
    expect(
      listPositions(
        Array.from({ length: 30 }, (_, i) => i * 2),
        4,
      ),
    ).toBe('0, 2, 4, 6 … (26 more)')
  })

  it('rounds similarities for reading and says so', () => {
    expect(approx(0.9504950495049505)).toBe('≈0.9505')
    expect(approx(0.85)).toBe('0.85')
  })
})
