import { describe, expect, it } from 'vitest'
import { createLoopGuard, type GuardEvent } from '../../src/guard/index.js'
import { classifyGuardEvent, isDoomLoopEvent, isGuardEventList } from '../../src/health/guard-events.js'
import { LoopEvaluator } from '../../src/health/evaluator.js'
import { observeAction } from '../../src/progress/action.js'
import { ProgressLedger } from '../../src/progress/ledger.js'
import { ToolIdentities } from '../../src/progress/tools.js'

const search = (runId?: string) => ({ runId, toolName: 'search', args: { q: 'refund api' }, result: 'no results' })

describe('createLoopGuard: the progress engine at run time', () => {
  it('answers ok, then warning, then critical as identical calls keep bringing nothing new', () => {
    const guard = createLoopGuard()
    const statuses = [1, 2, 3, 4, 5].map(() => guard.record(search()).status)
    expect(statuses).toEqual(['ok', 'ok', 'warning', 'critical', 'critical'])
    const verdict = guard.status()
    expect(verdict.finding).toMatchObject({ kind: 'no-progress-repeat', level: 'critical', tool: 'search', count: 5 })
    expect(verdict.peak).toBe('critical')
  })

  it('goes back to ok when the agent makes progress, and keeps the peak', () => {
    const guard = createLoopGuard()
    for (let i = 0; i < 4; i++) guard.record(search())
    const after = guard.record({ toolName: 'search', args: { q: 'refund webhook' }, result: '3 results' })
    expect(after.status).toBe('ok')
    expect(after.peak).toBe('critical')
  })

  it('records events PraisonAI LoopEvaluator recognises: a warning is an intervention, a confirmed loop fires', () => {
    const guard = createLoopGuard()
    for (let i = 0; i < 4; i++) guard.record(search())
    const events = guard.events()
    expect(events).toHaveLength(2)
    const [warning, critical] = events as [GuardEvent, GuardEvent]
    expect(warning).toMatchObject({
      type: 'repeated_action',
      is_loop: false,
      loop_type: null,
      level: 'warning',
      tool_name: 'search',
      loop_count: 3,
      detector: 'progress',
    })
    expect(critical).toMatchObject({ type: 'repeated_action', is_loop: true, loop_type: 'repeated_action', level: 'critical', loop_count: 4 })
    expect(events.map(isDoomLoopEvent)).toEqual([false, true])
    expect(classifyGuardEvent(critical).rule).toBe('is_loop')
    expect(isGuardEventList(events)).toBe(true)
    expect(JSON.parse(JSON.stringify(events))).toEqual(events)
    const health = new LoopEvaluator().run({ score_history: [6, 8.5], threshold: 8, mode: 'optimize', success: true }, events)
    expect(health.doomLoopFired).toBe(true)
    expect(health.guardInterventions).toBe(2)
  })

  it('maps each pattern to a PraisonAI loop type', () => {
    const guard = createLoopGuard()
    for (const n of [5, 10, 20, 50]) guard.record({ runId: 'err', toolName: 'run_python', args: { code: `head(${n})` }, error: 'FileNotFoundError: data.csv' })
    expect(guard.events('err').at(-1)).toMatchObject({ type: 'repeated_failure', kind: 'repeated-error', is_loop: true })
    for (let i = 0; i < 3; i++) {
      guard.record({ runId: 'cycle', toolName: 'read_file', args: { path: 'a' }, result: '1 line' })
      guard.record({ runId: 'cycle', toolName: 'run_tests', args: {}, result: '1 failed' })
    }
    expect(guard.events('cycle').at(-1)).toMatchObject({ type: 'circular_plan', kind: 'periodic-cycle', is_loop: true })
  })

  it('scopes state per run: interleaved runs do not see each other, and a new run starts clean', () => {
    const guard = createLoopGuard()
    for (let i = 0; i < 3; i++) {
      guard.record(search('a'))
      guard.record(search('b'))
    }
    expect(guard.status('a').status).toBe('warning')
    expect(guard.status('b').status).toBe('warning')
    expect(guard.record(search('c')).status).toBe('ok')
    expect(guard.endRun('a')).toHaveLength(1)
    expect(guard.runIds).not.toContain('a')
    expect(guard.record(search('a')).status).toBe('ok')
    expect(guard.events('a')).toEqual([])
  })

  it('tracks at most maxRuns runs, forgetting the least recently used', () => {
    const guard = createLoopGuard({ maxRuns: 3 })
    for (const id of ['r1', 'r2', 'r3']) guard.record(search(id))
    guard.status('r1')
    guard.record(search('r4'))
    expect(guard.runIds).toEqual(['r3', 'r1', 'r4'])
  })

  it('keeps memory bounded by the window: a repeat older than the window is forgotten', () => {
    const guard = createLoopGuard({ window: 5 })
    guard.record(search())
    for (let i = 0; i < 5; i++) guard.record({ toolName: 'read', args: { i }, result: i })
    expect(guard.record(search()).status).toBe('ok')
    // The ledger behind each run holds at most four outcome keys per remembered action.
    const ledger = new ProgressLedger(20)
    const identities = new ToolIdentities()
    for (let i = 0; i < 20_000; i++) ledger.observe(observeAction({ tool: 'search', args: { q: i }, output: 'none of that' }, identities), i)
    expect(ledger.size).toBeLessThanOrEqual(80)
    const unbounded = new ProgressLedger()
    for (let i = 0; i < 100; i++) unbounded.observe(observeAction({ tool: 'read', args: { i }, output: i }, identities), i)
    expect(unbounded.size).toBe(200)
  })

  it('lets polls wait longer (pollFactor) before warning, then stops a poll that never changes', () => {
    const guard = createLoopGuard()
    const statuses = Array.from({ length: 10 }, () => guard.record({ toolName: 'job_status', args: { id: 1 }, result: { state: 'running' } }).status)
    expect(statuses.indexOf('warning')).toBe(6)
    expect(statuses.indexOf('critical')).toBe(9)
    const declared = createLoopGuard({ tools: { fetch_build: { poll: true } }, pollFactor: 2 })
    const fetches = Array.from({ length: 7 }, () => declared.record({ toolName: 'fetch_build', args: {}, result: 'pending' }).status)
    expect(fetches.indexOf('critical')).toBe(6)
  })

  it('matches results to calls by id and reads JSON-string arguments', () => {
    const guard = createLoopGuard()
    let verdict: ReturnType<typeof guard.toolResult> | undefined
    for (let i = 0; i < 4; i++) {
      guard.toolCall({ toolName: 'search', args: i % 2 === 0 ? '{"q": "x", "limit": 5}' : { limit: 5, q: 'x' }, toolCallId: `c${i}` })
      verdict = guard.toolResult({ toolCallId: `c${i}`, result: 'none' })
    }
    expect(verdict!.status).toBe('critical')
    expect(verdict!.finding).toMatchObject({ kind: 'no-progress-repeat', tool: 'search' })
  })

  it('flags streamed reasoning that repeats itself with no action in between', () => {
    const guard = createLoopGuard()
    const statuses = Array.from({ length: 4 }, () => {
      guard.text('I need to check the configuration file first, ')
      guard.text('then restart the worker.')
      return guard.endStep().status
    })
    // Three model steps saying the same thing with no tool call between them confirm a loop
    // (a monologue, OpenHands' rule); wording alone would only warn at the third.
    expect(statuses).toEqual(['ok', 'ok', 'critical', 'critical'])
    expect(guard.events()).toHaveLength(1)
    expect(guard.events().at(-1)).toMatchObject({ type: 'repeated_output', kind: 'repeated-reasoning', is_loop: true })
    const wordingOnly = createLoopGuard({ checkMonologues: false })
    const wordingStatuses = Array.from({ length: 4 }, () => {
      wordingOnly.text('I need to check the configuration file first, then restart the worker.')
      return wordingOnly.endStep().status
    })
    expect(wordingStatuses).toEqual(['ok', 'ok', 'warning', 'critical'])
  })

  it('does not flag the same sentence between polls whose answers change', () => {
    const guard = createLoopGuard()
    for (let i = 0; i < 6; i++) {
      guard.text('Checking the job again.')
      expect(guard.record({ toolName: 'job_status', args: { id: 1 }, result: `${i * 15}%` }).status).toBe('ok')
    }
    expect(guard.events()).toEqual([])
  })

  it('catches chanting inside one streamed output before it ends', () => {
    const guard = createLoopGuard()
    let status = 'ok'
    for (let i = 0; i < 40 && status === 'ok'; i++) status = guard.text('I will check the config file and then restart the worker. ').status
    expect(status).toBe('critical')
    expect(guard.status().finding?.kind).toBe('chanting')
  })

  it('flags a resource written back to an earlier state when nothing was learned in between', () => {
    const guard = createLoopGuard()
    const write = (v: number) =>
      guard.record({ runId: 'flip', toolName: 'write_file', args: { path: 'pool.yaml', content: `max: ${v}` }, result: { version: Math.random() } })
    const test = () => guard.record({ runId: 'flip', toolName: 'run_tests', args: {}, result: '2 failed' })
    write(10)
    test()
    write(30)
    test()
    expect(write(10).finding).toMatchObject({ kind: 'resource-flip', level: 'critical', returns: 1 })
  })

  it('leaves a revert alone when the tests answered differently in between', () => {
    const guard = createLoopGuard()
    const write = (v: number) =>
      guard.record({ runId: 'revert', toolName: 'write_file', args: { path: 'pool.yaml', content: `max: ${v}` }, result: { version: Math.random() } })
    const test = (outcome: string) => guard.record({ runId: 'revert', toolName: 'run_tests', args: {}, result: outcome })
    write(10)
    test('2 failed')
    write(30)
    test('5 failed: pool exhausted')
    expect(write(10).status).toBe('ok')
  })

  it('calls onEvent for each event and caps the log at maxEvents, counting the rest', () => {
    const seen: GuardEvent[] = []
    const guard = createLoopGuard({ onEvent: (e) => seen.push(e), maxEvents: 1 })
    for (let i = 0; i < 4; i++) guard.record(search())
    expect(seen.map((e) => e.level)).toEqual(['warning', 'critical'])
    expect(guard.events()).toHaveLength(1)
  })

  it('rejects invalid options with a clear message', () => {
    expect(() => createLoopGuard({ window: 0 })).toThrow(/window must be a positive integer/)
    expect(() => createLoopGuard({ repetitionThreshold: 1.5 })).toThrow(/repetitionThreshold/)
    expect(() => createLoopGuard({ similarityThreshold: 2 })).toThrow(/similarityThreshold/)
  })

  it('honours repetitionThreshold', () => {
    const guard = createLoopGuard({ repetitionThreshold: 5 })
    const statuses = Array.from({ length: 6 }, () => guard.record(search()).status)
    expect(statuses).toEqual(['ok', 'ok', 'ok', 'ok', 'warning', 'critical'])
  })
})

describe('createLoopGuard: the rules shared with the detector', () => {
  const say = (guard: ReturnType<typeof createLoopGuard>, text: string) => {
    guard.text(text)
    return guard.endStep().status
  }

  it('stops a model that restates its plan with apologies and never calls a tool', () => {
    const guard = createLoopGuard()
    const plan = 'I will bump the lodash version in package.json, regenerate the lockfile and run the unit tests.'
    const statuses = [plan, `Sorry for the wait. ${plan}`, `Apologies, to be clear: ${plan}`].map((t) => say(guard, t))
    expect(statuses).toEqual(['ok', 'ok', 'critical'])
    expect(guard.status().finding).toMatchObject({ kind: 'repeated-reasoning', measure: 'content-word-containment', level: 'critical' })
  })

  it('lets a tool call start a new stretch, and leaves distinct parts alone', () => {
    const guard = createLoopGuard()
    const plan = 'I will bump the lodash version in package.json, regenerate the lockfile and run the unit tests.'
    say(guard, plan)
    guard.record({ toolName: 'read_file', args: { path: 'package.json' }, result: '{"dependencies": {"lodash": "4.17.20"}}' })
    say(guard, `Now, as planned: ${plan}`)
    guard.record({ toolName: 'edit_file', args: { path: 'package.json', content: '4.17.21' }, result: 'edited' })
    expect(say(guard, `Continuing: ${plan}`)).toBe('ok')
    const parts = createLoopGuard()
    const statuses = [
      'Part 1 of 3: install the CLI with the package manager of your platform.',
      'Part 2 of 3: log in once with an API token stored in your keychain.',
      'Part 3 of 3: run the sync command from the project root every morning.',
    ].map((t) => say(parts, t))
    expect(statuses).toEqual(['ok', 'ok', 'ok'])
  })

  it('stops plan churn: a todo list reworded with the same statuses and nothing done', () => {
    const guard = createLoopGuard()
    const wordings = [
      ['Profile the endpoint', 'Add a cache'],
      ['Measure where time goes', 'Cache the lookup'],
      ['Find the hot path', 'Introduce caching'],
      ['Trace the slow call', 'Memoise results'],
    ]
    const statuses = wordings.map(
      (w, i) =>
        guard.record({
          toolName: 'TodoWrite',
          args: { todos: w.map((content, k) => ({ content, status: k === 0 ? 'in_progress' : 'pending' })) },
          result: { ok: true, version: i },
        }).status,
    )
    expect(statuses).toEqual(['ok', 'ok', 'warning', 'critical'])
  })

  it('catches a numbered template chanted inside one streamed output', () => {
    const guard = createLoopGuard()
    for (let i = 1; i <= 40; i++) guard.text(`Check ${i}: confirm the backup finished and the checksum matches the manifest.\n`)
    expect(guard.endStep().status).toBe('critical')
    expect(guard.status().finding?.kind).toBe('chanting')
  })
})
