import { describe, expect, it } from 'vitest'
import { fromOpenHands, openHandsFormat } from '../../src/formats/openhands.js'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace, TRACE_FORMATS } from '../../src/trace/normalize.js'
import { readFixture } from './support/trees.js'

// Minimal OpenHands event streams in its serialization: actions
// ({ id, source, action, args, tool_call_metadata }) and observations
// ({ id, cause, observation, content, extras }) in one list.
const TASK = 'The build fails on CI: make it pass.'

let nextId = 0
function resetIds(): void {
  nextId = 0
}

const user = (content: string) => ({
  id: nextId++,
  source: 'user',
  message: content,
  action: 'message',
  args: { content, image_urls: null, wait_for_response: false },
})
const state = (agentState: string) => ({
  id: nextId++,
  source: 'environment',
  message: '',
  observation: 'agent_state_changed',
  content: '',
  extras: { agent_state: agentState },
})

// One model response calling tools: each call becomes an action carrying the response in tool_call_metadata.
function response(
  responseId: string,
  content: string,
  calls: Array<{ id: string; name: string; args: Record<string, unknown> }>,
  usage?: Record<string, number>,
) {
  return {
    id: responseId,
    model: 'claude-sonnet-4',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content,
          tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })),
        },
      },
    ],
    ...(usage === undefined ? {} : { usage }),
  }
}

function bashTurn(responseId: string, thought: string, command: string, exitCode: number, output: string, usage?: Record<string, number>) {
  const callId = `toolu_${responseId}`
  const model_response = response(responseId, thought, [{ id: callId, name: 'execute_bash', args: { command, is_input: 'false' } }], usage)
  const metadata = { function_name: 'execute_bash', tool_call_id: callId, model_response, total_calls_in_response: 1 }
  const actionId = nextId++
  return [
    {
      id: actionId,
      source: 'agent',
      message: `Running command: ${command}`,
      action: 'run',
      tool_call_metadata: metadata,
      args: { command, is_input: false, thought, blocking: false, hidden: false, confirmation_state: 'confirmed' },
    },
    {
      id: nextId++,
      source: 'agent',
      message: `Command \`${command}\` executed with exit code ${exitCode}.`,
      cause: actionId,
      observation: 'run',
      tool_call_metadata: metadata,
      content: output,
      extras: { command, metadata: { exit_code: exitCode, working_dir: '/workspace', prefix: '', suffix: '' }, hidden: false },
      success: exitCode === 0,
    },
  ]
}

function finish(message: string) {
  return { id: nextId++, source: 'agent', message, action: 'finish', args: { final_thought: message, outputs: {}, thought: '' } }
}

const MISSING = 'npm error Missing script: "biuld"\nnpm error To see a list of scripts, run:\nnpm error   npm run'

function looping() {
  resetIds()
  return [
    user(TASK),
    state('running'),
    ...bashTurn('r1', 'Let me run the build.', 'npm run biuld', 1, MISSING, { prompt_tokens: 2000, completion_tokens: 50, total_tokens: 2050 }),
    ...bashTurn('r2', 'The build failed, trying again.', 'npm run biuld', 1, MISSING, { prompt_tokens: 2100, completion_tokens: 40, total_tokens: 2140 }),
    ...bashTurn('r3', 'Run the build once more.', 'npm run biuld', 1, MISSING, { prompt_tokens: 2200, completion_tokens: 40, total_tokens: 2240 }),
    ...bashTurn('r4', 'Trying the build again.', 'npm run biuld', 1, MISSING, { prompt_tokens: 2300, completion_tokens: 40, total_tokens: 2340 }),
    finish('I could not get the build to pass.'),
    state('finished'),
  ]
}

function healthy() {
  resetIds()
  return [
    user(TASK),
    state('running'),
    ...bashTurn('h1', 'See which scripts exist.', 'npm run', 0, 'Scripts available via `npm run-script`:\n  build\n  test', {
      prompt_tokens: 2000,
      completion_tokens: 50,
      total_tokens: 2050,
    }),
    ...bashTurn('h2', 'Run the build.', 'npm run build', 2, 'src/index.ts(3,1): error TS2304: Cannot find name "fetchh".'),
    ...bashTurn('h3', 'Fix the typo in src/index.ts.', "sed -i 's/fetchh/fetch/' src/index.ts", 0, ''),
    ...bashTurn('h4', 'Build again.', 'npm run build', 0, 'Build succeeded.'),
    finish('Fixed a typo in src/index.ts; the build passes.'),
    state('finished'),
  ]
}

describe('OpenHands event streams', () => {
  it('reads agent actions as llm and tool spans, observations linked by cause, and skips the controller’s events', () => {
    const events = healthy()
    const trace = normalizeTrace(events)
    expect(trace.format).toBe('openhands')
    const root = trace.root!
    expect(root).toMatchObject({ type: 'agent', name: 'openhands', input: TASK, output: 'Fixed a typo in src/index.ts; the build passes.' })
    expect(root.children.map((span) => `${span.type}:${span.name}`)).toEqual([
      'llm:claude-sonnet-4',
      'tool:execute_bash',
      'llm:claude-sonnet-4',
      'tool:execute_bash',
      'llm:claude-sonnet-4',
      'tool:execute_bash',
      'llm:claude-sonnet-4',
      'tool:execute_bash',
      'llm:llm',
    ])
    // The arguments the model sent; the event id links the observation (cause) to its call.
    expect(root.children[1]).toMatchObject({ id: '2', input: { command: 'npm run', is_input: 'false' }, metadata: { action: 'run', toolCallId: 'toolu_h1' } })
    expect(root.children[1]!.output).toBe('Scripts available via `npm run-script`:\n  build\n  test')
    expect(root.children[0]!.output).toBe('See which scripts exist.')
    expect(root.children[8]!.output).toBe('Fixed a typo in src/index.ts; the build passes.')
    expect(root.children[2]!.input).toEqual([{ role: 'tool', toolCallId: '2', content: 'Scripts available via `npm run-script`:\n  build\n  test' }])
  })

  it('sets error from a failed command (exit code, success: false) and an error observation', () => {
    const root = fromOpenHands(healthy()).root!
    expect(root.children[3]).toMatchObject({
      output: 'src/index.ts(3,1): error TS2304: Cannot find name "fetchh".',
      error: 'src/index.ts(3,1): error TS2304: Cannot find name "fetchh".',
    })
    expect(root.children[1]!.error).toBeUndefined()
    resetIds()
    const [action] = bashTurn('e1', 'Edit.', 'true', 0, '')
    const events = [
      user(TASK),
      action,
      { id: 50, source: 'agent', cause: action!.id, observation: 'error', content: 'The command timed out.', extras: { error_id: '' } },
      // An older event without success or metadata: the exit code alone decides.
      { id: 51, source: 'agent', action: 'run', args: { command: 'false', thought: 'Try false.' } },
      { id: 52, source: 'agent', cause: 51, observation: 'run', content: '', extras: { command: 'false', exit_code: 1 } },
    ]
    const errors = fromOpenHands(events).root!.children.filter((span) => span.type === 'tool')
    expect(errors[0]).toMatchObject({ output: 'The command timed out.', error: 'The command timed out.' })
    expect(errors[1]).toMatchObject({ name: 'run', input: { command: 'false' }, output: '', error: 'exit code 1' })
  })

  it('keeps one response’s parallel calls under one llm span, folds think into its text, and reads usage once', () => {
    resetIds()
    const calls = [
      { id: 'c1', name: 'think', args: { thought: 'Check both configs.' } },
      { id: 'c2', name: 'str_replace_editor', args: { command: 'view', path: '/workspace/a.json' } },
      { id: 'c3', name: 'str_replace_editor', args: { command: 'view', path: '/workspace/b.json' } },
    ]
    const model_response = response('p1', 'Reading the configs.', calls, { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 })
    const meta = (id: string, name: string) => ({ function_name: name, tool_call_id: id, model_response, total_calls_in_response: 3 })
    const events = [
      user(TASK),
      { id: 10, source: 'agent', action: 'think', tool_call_metadata: meta('c1', 'think'), args: { thought: 'Reading the configs.\nCheck both configs.' } },
      {
        id: 11,
        source: 'agent',
        cause: 10,
        observation: 'think',
        tool_call_metadata: meta('c1', 'think'),
        content: 'Your thought has been logged.',
        extras: {},
      },
      {
        id: 12,
        source: 'agent',
        action: 'read',
        tool_call_metadata: meta('c2', 'str_replace_editor'),
        args: { path: '/workspace/a.json', thought: '', impl_source: 'oh_aci' },
      },
      {
        id: 13,
        source: 'agent',
        cause: 12,
        observation: 'read',
        tool_call_metadata: meta('c2', 'str_replace_editor'),
        content: '{"a":1}',
        extras: { path: '/workspace/a.json' },
      },
      {
        id: 14,
        source: 'agent',
        action: 'read',
        tool_call_metadata: meta('c3', 'str_replace_editor'),
        args: { path: '/workspace/b.json', thought: '', impl_source: 'oh_aci' },
      },
      {
        id: 15,
        source: 'agent',
        cause: 14,
        observation: 'read',
        tool_call_metadata: meta('c3', 'str_replace_editor'),
        content: '{"b":2}',
        extras: { path: '/workspace/b.json' },
      },
    ]
    const root = normalizeTrace(events).root!
    expect(root.children.map((span) => `${span.type}:${span.name}`)).toEqual(['llm:claude-sonnet-4', 'tool:str_replace_editor', 'tool:str_replace_editor'])
    expect(root.children[0]).toMatchObject({
      output: 'Reading the configs.\nCheck both configs.',
      usage: { inputTokens: 300, outputTokens: 20, totalTokens: 320 },
    })
    expect(root.children[1]).toMatchObject({ id: '12', input: { command: 'view', path: '/workspace/a.json' }, output: { a: 1 } })
    expect(root.children[2]).toMatchObject({ id: '14', output: { b: 2 } })
    expect(detectLoops(events).totalTokens).toBe(320)
  })

  it('reads usage from the growth of llm_metrics when no response was recorded', () => {
    const metrics = (prompt: number, completion: number) => ({
      accumulated_cost: 0,
      accumulated_token_usage: { prompt_tokens: prompt, completion_tokens: completion },
    })
    const events = [
      { id: 0, source: 'user', action: 'message', args: { content: TASK } },
      { id: 1, source: 'agent', action: 'run', args: { command: 'ls', thought: 'Look.' }, llm_metrics: metrics(100, 10) },
      { id: 2, source: 'agent', cause: 1, observation: 'run', content: 'a\n', extras: { metadata: { exit_code: 0 } }, success: true },
      { id: 3, source: 'agent', action: 'message', args: { content: 'Done.', wait_for_response: true }, llm_metrics: metrics(250, 25) },
    ]
    const root = normalizeTrace(events).root!
    expect(root.children.map((span) => span.usage)).toEqual([
      { inputTokens: 100, outputTokens: 10, totalTokens: 110 },
      undefined,
      { inputTokens: 150, outputTokens: 15, totalTokens: 165 },
    ])
    expect(root.children[1]).toMatchObject({ name: 'run', input: { command: 'ls' }, output: 'a\n' })
    expect(root.output).toBe('Done.')
  })

  it('makes an observation that answers no action its own span, and reads the export envelopes', () => {
    const events = [
      { id: 0, source: 'user', action: 'message', args: { content: TASK } },
      { id: 1, source: 'agent', action: 'system', args: { content: 'You are OpenHands agent.', agent_class: 'CodeActAgent' } },
      { id: 2, source: 'environment', action: 'change_agent_state', args: { agent_state: 'running', thought: '' } },
      { id: 3, source: 'environment', cause: 2, observation: 'null', content: '', extras: {} },
      { id: 4, source: 'agent', observation: 'error', content: 'Agent got stuck in a loop', extras: { error_id: 'AGENT_STUCK' } },
      { id: 5, source: 'agent', cause: 99, observation: 'run', content: 'orphan', extras: { metadata: { exit_code: 0 } }, success: true },
    ]
    for (const value of [events, { trajectory: events }, { events }]) {
      const trace = normalizeTrace(value)
      expect(trace.format).toBe('openhands')
      expect(trace.root).toMatchObject({ name: 'CodeActAgent', input: TASK, metadata: { system: 'You are OpenHands agent.' } })
      expect(trace.root!.children).toEqual([
        {
          type: 'tool',
          name: 'error',
          input: null,
          output: 'Agent got stuck in a loop',
          children: [],
          error: 'Agent got stuck in a loop',
          metadata: { unmatchedResult: true },
        },
        { type: 'tool', name: 'run', input: null, output: 'orphan', children: [], id: '99', metadata: { unmatchedResult: true } },
      ])
    }
  })

  it('names the path of bad input', () => {
    expect(() => fromOpenHands([user(TASK), { id: 1, source: 'agent', content: 'neither' }])).toThrow(TraceValidationError)
    expect(() => fromOpenHands([user(TASK), { id: 1, source: 'agent', content: 'neither' }])).toThrow(
      '[1]: expected an event with either an action or an observation',
    )
    expect(() => fromOpenHands({ trajectory: [{ id: 1, source: 'agent', action: 'run', args: 'ls' }] })).toThrow(
      'trajectory[0].args: expected an object, got a string',
    )
    expect(() => fromOpenHands([{ id: 1, source: 'agent', action: 'run', args: {}, tool_call_metadata: { tool_call_id: 7 } }])).toThrow(
      '[0].tool_call_metadata.tool_call_id: expected a string, got a number',
    )
    expect(() => fromOpenHands('events')).toThrow('expected an array of OpenHands events')
  })

  it('says where a value stops looking like an event stream', () => {
    expect(openHandsFormat.mismatch(healthy())).toBeNull()
    expect(openHandsFormat.mismatch({ trajectory: [] })).toEqual({ matched: 1, path: ['trajectory'], expected: 'at least one event' })
    // A stream that plainly holds events is named even when one of them is broken.
    expect(openHandsFormat.mismatch([user(TASK), { source: 'agent', action: 'run', observation: 'run' }])).toEqual({
      matched: 3,
      path: [1],
      expected: 'an event with either an action or an observation',
    })
    expect(openHandsFormat.mismatch([{ action: 'run' }])).toEqual({
      matched: 2,
      path: [],
      expected: 'events with a source (agent, user or environment) and an action or an observation',
    })
  })

  it('flags the same failing command four times and passes the healthy run', () => {
    const loop = detectLoops(looping())
    expect(loop.loopDetected).toBe(true)
    expect(loop.signals.toolRepetition.status).toBe('loop')
    expect(loop.wastedTokens).toBeGreaterThan(0)
    const ok = detectLoops(healthy())
    expect(ok.loopDetected).toBe(false)
    expect(ok.findings).toHaveLength(0)
  })
})

// OpenHands V1 (openhands-sdk): events serialized with `kind` (the class
// name) and `source`. The fixture is hand-written in that shape; these
// builders make the small streams the other cases need.
describe('OpenHands V1 event streams', () => {
  const V1_TASK = 'tests/test_dates.py fails since the timezone change. Make it pass without touching the test.'
  const text = (t: string) => [{ type: 'text', text: t, cache_prompt: false }]
  const userMessage = (t: string) => ({ kind: 'MessageEvent', id: `u-${t.length}`, source: 'user', llm_message: { role: 'user', content: text(t) } })
  const action = (response: string, callId: string, toolName: string, args: Record<string, unknown>, thought = '') => ({
    kind: 'ActionEvent',
    id: `a-${callId}`,
    source: 'agent',
    thought: thought === '' ? [] : text(thought),
    action: { kind: 'TerminalAction', ...args },
    tool_name: toolName,
    tool_call_id: callId,
    tool_call: { id: callId, name: toolName, arguments: JSON.stringify(args), origin: 'completion' },
    llm_response_id: response,
  })
  const observation = (callId: string, content: unknown, extra: Record<string, unknown> = {}) => ({
    kind: 'ObservationEvent',
    id: `o-${callId}`,
    source: 'environment',
    tool_name: 'terminal',
    tool_call_id: callId,
    action_id: `a-${callId}`,
    observation: { kind: 'TerminalObservation', content, is_error: false, ...extra },
  })

  it('reads the agent server’s event page: turns by llm_response_id, calls linked by tool_call_id, finish as the answer', () => {
    const page = readFixture('openhands-v1/events.json') as { items: unknown[] }
    const trace = normalizeTrace(page)
    expect(trace.format).toBe('openhands')
    expect(TRACE_FORMATS.filter((adapter) => adapter.detect(page) || adapter.detect(page.items)).map((adapter) => adapter.format)).toEqual(['openhands'])
    expect(trace.goal).toBe(V1_TASK)
    expect(trace.root).toMatchObject({
      type: 'agent',
      name: 'openhands',
      input: V1_TASK,
      output: 'to_iso no longer strips the timezone offset; tests/test_dates.py passes.',
      metadata: { system: expect.stringMatching(/^You are OpenHands agent/) },
    })
    const steps = trace.root!.children.map((span) => [span.type, span.type === 'llm' ? span.output : span.name, span.id ?? span.metadata?.responseId])
    // State updates, the finish call and its observation are not steps; the two views of one response share its llm span.
    expect(steps).toEqual([
      ['llm', "I'll reproduce the failure first.", 'chatcmpl-A1'],
      ['tool', 'terminal', 'toolu_01'],
      ['llm', 'The offset is dropped when formatting. Reading the parser and its test side by side.', 'chatcmpl-B2'],
      ['tool', 'file_editor', 'toolu_02'],
      ['tool', 'file_editor', 'toolu_03'],
      ['llm', 'Keep the offset: format the aware datetime as it is.', 'chatcmpl-C3'],
      ['tool', 'file_editor', 'toolu_04'],
      ['llm', '', 'chatcmpl-D4'],
      ['tool', 'file_editor', 'toolu_05'],
      ['llm', 'Re-running the tests.', 'chatcmpl-E5'],
      ['tool', 'terminal', 'toolu_06'],
      ['llm', 'to_iso no longer strips the timezone offset; tests/test_dates.py passes.', 'chatcmpl-F6'],
    ])
    const [, failing, , view] = trace.root!.children
    expect(failing).toMatchObject({
      input: { command: 'python -m pytest tests/test_dates.py -q', is_input: false, timeout: null, reset: false },
      output: expect.stringContaining('1 failed'),
      error: expect.stringContaining('AssertionError'),
      metadata: { action: 'TerminalAction', eventId: expect.any(String) },
    })
    expect(view).toMatchObject({ input: { command: 'view', path: '/workspace/dates/dates.py' }, output: expect.stringContaining('def to_iso') })
    expect(view!.error).toBeUndefined()
    // Arguments that failed validation: not executed, answered by an AgentErrorEvent.
    expect(trace.root!.children[6]).toMatchObject({
      input: { command: 'str_replace', path: '/workspace/dates/dates.py' },
      error: expect.stringContaining('old_str is required'),
      metadata: { notExecuted: true },
    })
    expect(trace.root!.children[10]!.error).toBeUndefined()
    // The same stream as a bare list or { events } reads the same.
    expect(normalizeTrace(page.items).root).toEqual(trace.root)
    expect(normalizeTrace({ events: page.items }).root).toEqual(trace.root)
  })

  it('reads agent messages, reasoning, rejected and failed calls, and results that answer no call', () => {
    const trace = fromOpenHands([
      {
        kind: 'SystemPromptEvent',
        source: 'agent',
        system_prompt: { type: 'text', text: 'Be careful.' },
        dynamic_context: { type: 'text', text: 'Repo: dates' },
      },
      userMessage('Clean the build folder.'),
      { ...action('r1', 'c1', 'terminal', { command: 'rm -rf build' }, 'Removing it.'), reasoning_content: 'The folder is generated.' },
      { kind: 'UserRejectObservation', source: 'user', tool_name: 'terminal', tool_call_id: 'c1', action_id: 'a-c1', rejection_reason: 'Not that one.' },
      action('r2', 'c2', 'terminal', { command: 'ls' }),
      observation('c2', text('Permission denied'), { is_error: true }),
      observation('c9', 'stray'),
      { kind: 'MessageEvent', source: 'agent', llm_response_id: 'r3', llm_message: { role: 'assistant', content: text('I could not clean it.') } },
      { kind: 'ConversationStateUpdateEvent', source: 'environment', key: 'execution_status', value: 'finished' },
    ])
    expect(trace.root).toMatchObject({ input: 'Clean the build folder.', output: 'I could not clean it.', metadata: { system: 'Be careful.\n\nRepo: dates' } })
    expect(trace.root!.children.map((span) => [span.type, span.name, span.output, span.error ?? null])).toEqual([
      ['llm', 'llm', 'Removing it.', null],
      ['tool', 'terminal', 'Not that one.', 'Not that one.'],
      ['llm', 'llm', '', null],
      ['tool', 'terminal', 'Permission denied', 'Permission denied'],
      ['tool', 'terminal', 'stray', null],
      ['llm', 'llm', 'I could not clean it.', null],
    ])
    expect(trace.root!.children[0]!.metadata).toMatchObject({ reasoning: 'The folder is generated.' })
    expect(trace.root!.children[4]!.metadata).toMatchObject({ unmatchedResult: true })
  })

  it('keeps an empty content list apart from an empty string, and reads exit codes from the observation or its metadata', () => {
    const trace = fromOpenHands([
      userMessage(V1_TASK),
      action('r1', 'c1', 'terminal', { command: 'true' }),
      action('r1', 'c2', 'terminal', { command: 'false' }),
      action('r1', 'c3', 'lookup', { q: 'none' }),
      observation('c1', ''),
      observation('c2', text(''), { metadata: { exit_code: 2 } }),
      observation('c3', []),
    ])
    expect(trace.root!.children.slice(1).map((span) => [span.output, span.error ?? null])).toEqual([
      ['', null],
      ['', 'exit code 2'],
      [[], null],
    ])
  })

  it('names the path of bad input, and refuses a stream with no agent or tool events', () => {
    expect(() => fromOpenHands({ items: [userMessage(V1_TASK), { source: 'agent', action: {} }] })).toThrow(
      'items[1]: expected an OpenHands event with a kind (ActionEvent, ObservationEvent, MessageEvent...), got an object',
    )
    const { tool_call_id: _, ...noCallId } = action('r1', 'c1', 'terminal', { command: 'ls' })
    expect(() => fromOpenHands([userMessage(V1_TASK), noCallId])).toThrow('[1].tool_call_id: expected a string, got undefined')
    expect(() => fromOpenHands([userMessage(V1_TASK), { ...observation('c1', 'x'), observation: 'x' }])).toThrow(
      '[1].observation: expected an object, got a string',
    )
    expect(() => fromOpenHands([userMessage(V1_TASK), { ...action('r1', 'c1', 'terminal', {}), tool_call: null, action: null }])).toThrow(
      '[1].tool_call.arguments: expected the tool call arguments (a JSON string) or an action',
    )
    const bookkeeping = [{ kind: 'ConversationStateUpdateEvent', source: 'environment', key: 'execution_status', value: 'idle' }]
    expect(() => normalizeTrace({ items: bookkeeping }, { format: 'openhands' })).toThrowError(
      new TraceValidationError(
        ['items'],
        'expected OpenHands events with at least one ActionEvent, ObservationEvent, MessageEvent or SystemPromptEvent, got 1 event of other kinds',
      ),
    )
    expect(openHandsFormat.detect({ items: bookkeeping })).toBe(false)
    expect(openHandsFormat.mismatch({ items: bookkeeping })).toEqual({
      matched: 4,
      path: ['items'],
      expected: 'at least one ActionEvent, ObservationEvent, MessageEvent or SystemPromptEvent',
    })
    expect(openHandsFormat.mismatch([userMessage(V1_TASK), { kind: 'ActionEvent' }])).toEqual({
      matched: 3,
      path: [1],
      expected: 'an event with a kind and a source',
    })
    expect(openHandsFormat.mismatch(readFixture('openhands-v1/events.json'))).toBeNull()
  })

  it('flags the same failing command run four times', () => {
    const events: unknown[] = [userMessage(V1_TASK)]
    for (let i = 1; i <= 4; i++) {
      events.push(
        action(`r${i}`, `c${i}`, 'terminal', { command: 'python -m pytest tests/test_dates.py -q' }, 'Running the tests again to see whether they pass now.'),
      )
      events.push(observation(`c${i}`, text('E   AssertionError: offset lost\n1 failed in 0.04s'), { exit_code: 1 }))
    }
    const report = detectLoops(events)
    expect(report.loopDetected).toBe(true)
    expect(report.findings[0]).toMatchObject({ tools: ['terminal'] })
  })
})
