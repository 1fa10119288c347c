// Where colour goes in a matcher message when the runner has it (the
// render model and the helpers it uses are tested in test/render and
// test/util).
import { describe, expect, it } from 'vitest'
import { toHaveNoAgentLoops } from '../../matchers/index.js'
import type { MatcherUtilsLike } from '../../matchers/index.js'
import { stripAnsi } from '../../src/util/sanitize.js'
import { identicalToolLoop } from './corpus/fixtures.js'

describe('colour', () => {
  // Tags instead of escape codes, to see exactly what each colour covers.
  const tag = (name: string) => (text: string) => `<${name}>${text}</${name}>`
  const utils: MatcherUtilsLike = {
    EXPECTED_COLOR: tag('g'),
    RECEIVED_COLOR: tag('r'),
    DIM_COLOR: tag('d'),
    BOLD_WEIGHT: tag('b'),
  }

  it("comes from the runner's formatters, on the parts that carry meaning", () => {
    const result = toHaveNoAgentLoops.call({ isNot: false, utils }, identicalToolLoop)
    if (result instanceof Promise) throw new Error('expected a synchronous result')
    expect(result.message().split('\n').slice(0, 12)).toMatchInlineSnapshot(`
      [
        "<d>expect(</d><r>trace</r><d>).</d>toHaveNoAgentLoops<d>(</d><d>)</d>",
        "",
        "Expected no agent loops, but the progress detector found <r>3 loop patterns</r>.",
        "",
        "score <b>0.1875</b> (threshold 0.5) · <r>toolRepetition 0.1875</r> · <r>reasoningStagnation 0.1875</r> · callGraphCycles 1 · <d>detector progress</d>",
        "",
        "<r>✖</r> <b>repeat without progress</b> <d>· critical</d>",
        "  <r>run_tests</r> called <r>6 times</r> with the same arguments and the same result, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)",
        "  <d>arguments:</d> {"k": "invoice", "suite": "billing"}",
        "  <d>result every time:</d> "1 failed"",
        "",
        "<r>✖</r> <b>repeated reasoning</b> <d>· critical</d>",
      ]
    `)
  })

  it('is absent when the matcher is called without a runner', () => {
    const result = toHaveNoAgentLoops.call({}, identicalToolLoop)
    if (result instanceof Promise) throw new Error('expected a synchronous result')
    expect(result.pass).toBe(false)
    expect(result.message()).toBe(stripAnsi(result.message()))
    expect(result.message()).not.toMatch(/<\w>/)
  })
})
