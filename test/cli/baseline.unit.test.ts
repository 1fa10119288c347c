import { describe, expect, it } from 'vitest'
import {
  BaselineError,
  compareWithBaseline,
  parseBaseline,
  removedTraces,
  serializeBaseline,
  uniqueKeys,
  type Baseline,
} from '../../src/cli/baseline/baseline.js'

const baseline: Baseline = {
  version: 1,
  detector: 'deepeval',
  options: { threshold: 0.7, checkCallGraphCycles: false },
  traces: {
    'z-last': { verdict: 'pass', score: 1, findings: [] },
    'a-first': { verdict: 'fail', score: 0.45, findings: ['repeated-tool-call', 'reasoning-stagnation'] },
    'M-upper': { verdict: 'pass', score: 0.9, findings: [] },
  },
}

describe('serializeBaseline', () => {
  it('writes sorted keys, one trace a line, fixed field order, a final newline', () => {
    expect(serializeBaseline(baseline)).toBe(
      [
        '{',
        '  "loopcheck": "baseline",',
        '  "version": 1,',
        '  "detector": "deepeval",',
        '  "options": {"checkCallGraphCycles":false,"threshold":0.7},',
        '  "traces": {',
        '    "M-upper": {"verdict":"pass","score":0.9,"findings":[]},',
        '    "a-first": {"verdict":"fail","score":0.45,"findings":["reasoning-stagnation","repeated-tool-call"]},',
        '    "z-last": {"verdict":"pass","score":1,"findings":[]}',
        '  }',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('round-trips through parseBaseline and gives the same bytes whatever the insertion order', () => {
    const text = serializeBaseline(baseline)
    const reversed: Baseline = { ...baseline, traces: Object.fromEntries(Object.entries(baseline.traces).reverse()) }
    expect(serializeBaseline(reversed)).toBe(text)
    expect(serializeBaseline(parseBaseline(text))).toBe(text)
    expect(serializeBaseline({ version: 1, detector: null, options: {}, traces: {} })).toContain('"traces": {}\n}')
  })

  it('keeps hostile keys valid JSON', () => {
    const text = serializeBaseline({ version: 1, detector: 'deepeval', options: {}, traces: { 'a"\n\u001b[31m': { verdict: 'pass', score: 1, findings: [] } } })
    expect(Object.keys(parseBaseline(text).traces)).toEqual(['a"\n\u001b[31m'])
    expect(text).not.toContain('\u001b')
  })
})

describe('parseBaseline', () => {
  it('names what is wrong and where', () => {
    expect(() => parseBaseline('{')).toThrow(BaselineError)
    expect(() => parseBaseline('{"loopcheck":"report","version":1,"traces":{}}')).toThrow(/not a loopcheck baseline: .* at loopcheck/)
    expect(() => parseBaseline('{"loopcheck":"baseline","version":1,"traces":{"t":{"verdict":"maybe","score":1}}}')).toThrow(/at traces\.t\.verdict/)
    expect(() => parseBaseline('{"loopcheck":"baseline","version":1,"traces":{"t":{"verdict":"pass","score":7}}}')).toThrow(/traces\.t\.score/)
  })

  it('does not let a "__proto__" key pollute anything', () => {
    const parsed = parseBaseline('{"loopcheck":"baseline","version":1,"traces":{"__proto__":{"verdict":"pass","score":1}}}')
    expect(Object.keys(parsed.traces)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).verdict).toBeUndefined()
  })
})

describe('compareWithBaseline', () => {
  const pass = { verdict: 'pass' as const, score: 1, findings: [] }
  const fail = { verdict: 'fail' as const, score: 0.8, findings: ['repeated-tool-call'] }

  it('a trace that passed and now fails regressed', () => {
    const result = compareWithBaseline(pass, { verdict: 'fail', score: 1 }, 0)
    expect(result.change).toBe('regressed')
    expect(result.why).toBe('passed in the baseline, fails now (score 1.0 → 1.0)')
  })

  it('a score drop beyond the tolerance regressed, within it did not', () => {
    expect(compareWithBaseline(fail, { verdict: 'fail', score: 0.45 }, 0).change).toBe('regressed')
    expect(compareWithBaseline(fail, { verdict: 'fail', score: 0.45 }, 0.35).change).toBe('unchanged')
    expect(compareWithBaseline(fail, { verdict: 'fail', score: 0.45 }, 0.3).why).toBe('score dropped 0.8 → 0.45, more than the tolerance 0.3')
  })

  it('floating-point noise is not a regression at tolerance 0', () => {
    expect(compareWithBaseline({ verdict: 'fail', score: 0.3, findings: [] }, { verdict: 'fail', score: 0.1 + 0.2 - 1e-12 }, 0).change).toBe('unchanged')
  })

  it('improvements and new traces are reported, never failed', () => {
    expect(compareWithBaseline(fail, { verdict: 'pass', score: 1 }, 0).change).toBe('improved')
    expect(compareWithBaseline(fail, { verdict: 'fail', score: 0.9 }, 0).change).toBe('improved')
    expect(compareWithBaseline(undefined, { verdict: 'fail', score: 0 }, 0)).toEqual({ change: 'new', previous: null, why: null })
  })

  it('removed traces are the baseline keys not seen, sorted', () => {
    expect(removedTraces(baseline, new Set(['a-first']))).toEqual(['M-upper', 'z-last'])
  })

  it('repeated keys are told apart by location, deterministically', () => {
    const unique = uniqueKeys()
    expect([unique('t', 'a:1'), unique('t', 'a:2'), unique('u', 'a:3'), unique('t', 'a:2')]).toEqual(['t', 't @ a:2', 'u', 't @ a:2 #2'])
  })
})
