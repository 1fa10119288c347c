import { describe, expect, it } from 'vitest'
import { UsageError } from '../../src/util/usage-error.js'
import { parseCommand } from '../../src/cli/args/parse.js'

function options(argv: string[]) {
  const parsed = parseCommand(argv)
  if (parsed.command !== 'check') throw new Error(`expected a check command, got ${parsed.command}`)
  return parsed.options
}

describe('parseCommand', () => {
  it('has the documented defaults', () => {
    expect(options([])).toMatchObject({
      paths: [],
      detector: undefined,
      threshold: undefined,
      format: 'pretty',
      tolerance: 0,
      updateBaseline: false,
      checkToolRepetition: true,
      checkReasoningStagnation: true,
      checkCallGraphCycles: true,
      color: undefined,
      progress: true,
      judge: undefined,
    })
  })

  it('reads every option', () => {
    expect(
      options([
        'a.jsonl',
        'traces/**/*.json',
        '--detector',
        'deepeval',
        '--threshold',
        '0.7',
        '--repetition-threshold',
        '4',
        '--similarity-threshold',
        '0.9',
        '--no-tool-repetition',
        '--no-reasoning-stagnation',
        '--no-call-graph-cycles',
        '--format',
        'junit',
        '--output',
        'out.xml',
        '--html',
        'r.html',
        '--baseline',
        'b.json',
        '--tolerance',
        '0.05',
        '--update-baseline',
        '--jobs',
        '2',
        '--quiet',
        '--no-color',
        '--no-progress',
        '--stats',
      ]),
    ).toMatchObject({
      paths: ['a.jsonl', 'traces/**/*.json'],
      detector: 'deepeval',
      threshold: 0.7,
      repetitionThreshold: 4,
      similarityThreshold: 0.9,
      checkToolRepetition: false,
      checkReasoningStagnation: false,
      checkCallGraphCycles: false,
      format: 'junit',
      output: 'out.xml',
      html: 'r.html',
      baseline: 'b.json',
      tolerance: 0.05,
      updateBaseline: true,
      jobs: 2,
      quiet: true,
      color: false,
      progress: false,
      stats: true,
    })
  })

  it('reads help, version and the judge options', () => {
    expect(parseCommand(['--help'])).toEqual({ command: 'help' })
    expect(parseCommand(['-v'])).toEqual({ command: 'version' })
    expect(options(['--judge', 'llm', '--judge-model', 'm', '--judge-concurrency', '8'])).toMatchObject({
      judge: 'llm',
      judgeModel: 'm',
      judgeConcurrency: 8,
      detector: undefined,
    })
    expect(options(['--detector', 'jev'])).toMatchObject({ judge: 'jev', detector: undefined })
  })

  it.each([
    [['--frobnicate'], /Unknown option '--frobnicate'/],
    [['--threshold', 'high'], /--threshold must be a number from 0 to 1, got "high"/],
    [['--threshold', '1.5'], /--threshold must be a number from 0 to 1/],
    [['--repetition-threshold', '2.5'], /--repetition-threshold must be a whole number/],
    [['--format', 'xml'], /--format must be one of pretty, json, junit, markdown, github/],
    [['--update-baseline'], /--update-baseline needs --baseline <file>/],
    [['--tolerance', '0.1'], /--tolerance only applies with --baseline/],
    [['--color', '--no-color'], /contradict/],
    [['--judge', 'gpt'], /--judge must be one of jev, llm/],
    [['--judge-model', 'x'], /need --judge/],
    [['--detector'], /argument missing/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError)
    expect(() => parseCommand(argv)).toThrow(message)
  })
})

describe('--max-wasted-tokens', () => {
  it('takes a whole number of tokens (underscores allowed), from the flag or the configuration file', () => {
    expect(options(['--max-wasted-tokens', '12_000']).maxWastedTokens).toBe(12000)
    expect(options(['--max-wasted-tokens', '0']).maxWastedTokens).toBe(0)
    expect(options([]).maxWastedTokens).toBeUndefined()
    const fromFile = parseCommand([], { maxWastedTokens: 5000 })
    expect(fromFile.command === 'check' && fromFile.options.maxWastedTokens).toBe(5000)
    const flagWins = parseCommand(['--max-wasted-tokens', '100'], { maxWastedTokens: 5000 })
    expect(flagWins.command === 'check' && flagWins.options.maxWastedTokens).toBe(100)
  })

  it('rejects anything else with a usage error', () => {
    for (const bad of ['-1', '1.5', 'lots', '']) {
      expect(() => parseCommand(['--max-wasted-tokens', bad])).toThrow(UsageError)
    }
  })
})
