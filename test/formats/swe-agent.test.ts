import { describe, expect, it } from 'vitest'
import { fromSweAgent, sweAgentFormat } from '../../src/formats/swe-agent.js'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace } from '../../src/trace/normalize.js'

// Minimal .traj files in SWE-agent's envelope: `trajectory` steps
// (thought, action, observation), `history` messages tagged with `agent`
// and `message_type`, `info` with the exit status, submission and run totals.
const ISSUE = 'Fix the issue: slugify("Hello World") returns "Hello World" instead of "hello-world".'

function step(thought: string, action: string, observation: string) {
  return {
    thought,
    action,
    observation,
    response: `${thought}\n\n\`\`\`\n${action}\n\`\`\``,
    state: { open_file: 'n/a', working_dir: '/repo' },
    execution_time: 0.1,
  }
}

function traj(steps: ReturnType<typeof step>[], extra: Record<string, unknown> = {}) {
  return {
    environment: 'docker',
    trajectory: steps,
    history: [
      { role: 'system', content: 'You are an autonomous programmer.', agent: 'main', message_type: 'system_prompt' },
      { role: 'user', content: 'Here is a demonstration of a fix.', agent: 'main', is_demo: true, message_type: 'demonstration' },
      { role: 'user', content: ISSUE, agent: 'main', message_type: 'observation' },
    ],
    info: {
      exit_status: 'submitted',
      submission: 'diff --git a/text.py b/text.py\n+    return value.lower().replace(" ", "-")\n',
      model_stats: { instance_cost: 0.02, tokens_sent: 5200, tokens_received: 310, api_calls: 4 },
    },
    ...extra,
  }
}

const IMPORT_ERROR = "Traceback (most recent call last):\n  File \"check.py\", line 1, in <module>\nImportError: cannot import name 'slugify' from 'text'"

const healthy = traj([
  step('Let me find where slugify is defined.', 'search_dir "def slugify"', 'Found 1 matches for "def slugify" in /repo:\n/repo/text.py (1 matches)'),
  step('Open the file to read the function.', 'open text.py', '[File: /repo/text.py (3 lines total)]\n1:def slugify(value):\n2:    return value'),
  step(
    'The function returns its input unchanged; lowercase it and join words with dashes.',
    'edit 2:2\n    return value.lower().replace(" ", "-")\nend_of_edit',
    'File updated.',
  ),
  step('Check the fix with a quick script.', 'python -c "from text import slugify; print(slugify(\'Hello World\'))"', 'hello-world'),
  step('The fix works, submitting.', 'submit', ''),
])

const looping = traj([
  step('Let me reproduce the bug with a script.', 'python check.py', IMPORT_ERROR),
  step('The script failed; let me run it again to see the error.', 'python check.py', IMPORT_ERROR),
  step('It still fails with the same import error, run it once more.', 'python check.py', IMPORT_ERROR),
  step('Running the reproduction script again.', 'python check.py', IMPORT_ERROR),
  step('I cannot make progress, submitting what I have.', 'submit', ''),
])

describe('SWE-agent .traj', () => {
  it('reads each step as an llm span and a tool span named by the command’s first word', () => {
    const trace = normalizeTrace(healthy)
    expect(trace.format).toBe('swe-agent')
    const root = trace.root!
    expect(root).toMatchObject({ type: 'agent', name: 'swe-agent', input: ISSUE, output: healthy.info.submission })
    expect(root.metadata).toMatchObject({ exitStatus: 'submitted', modelStats: healthy.info.model_stats, system: 'You are an autonomous programmer.' })
    expect(trace.goal).toBe(ISSUE)
    expect(root.children.map((span) => `${span.type}:${span.name}`)).toEqual([
      'llm:llm',
      'tool:search_dir',
      'llm:llm',
      'tool:open',
      'llm:llm',
      'tool:edit',
      'llm:llm',
      'tool:python',
      'llm:llm',
      'tool:submit',
    ])
    expect(root.children[0]!.output).toBe('Let me find where slugify is defined.')
    expect(root.children[1]).toMatchObject({ input: { command: 'search_dir "def slugify"' }, output: healthy.trajectory[0]!.observation })
    // The next turn's input is the observation it answers.
    expect(root.children[2]!.input).toEqual([{ role: 'tool', name: 'search_dir', content: healthy.trajectory[0]!.observation }])
  })

  it('records no per-call usage: the run totals stay in the root’s metadata and the cost is unknown', () => {
    const trace = normalizeTrace(healthy)
    expect(trace.root!.children.every((span) => span.usage === undefined)).toBe(true)
    expect(detectLoops(healthy).totalTokens).toBeNull()
  })

  it('takes the tool, arguments and call id from the history’s tool_calls, and the model from replay_config', () => {
    const value = traj([step('Run the tests.', 'pytest -q tests/test_text.py', '1 failed'), step('Done.', 'submit', '')], {
      replay_config: JSON.stringify({ agent: { model: { name: 'claude-sonnet-4' } } }),
    })
    value.history.push(
      {
        role: 'assistant',
        content: 'Run the tests.',
        thought: 'Run the tests.',
        action: 'pytest -q tests/test_text.py',
        agent: 'main',
        message_type: 'action',
        tool_calls: [{ id: 'call_7', type: 'function', function: { name: 'bash', arguments: '{"command":"pytest -q tests/test_text.py"}' } }],
      } as never,
      { role: 'tool', content: 'OBSERVATION:\n1 failed', agent: 'main', message_type: 'observation', tool_call_ids: ['call_7'] } as never,
      {
        role: 'assistant',
        content: 'Done.',
        thought: 'Done.',
        action: 'submit',
        agent: 'main',
        message_type: 'action',
        tool_calls: [{ id: 'call_8', type: 'function', function: { name: 'submit', arguments: '{}' } }],
      } as never,
    )
    const root = fromSweAgent(value).root!
    expect(root.children.map((span) => span.name)).toEqual(['claude-sonnet-4', 'bash', 'claude-sonnet-4', 'submit'])
    // The observation is the step's own (not the templated history message), linked to the call by id.
    expect(root.children[1]).toMatchObject({ id: 'call_7', input: { command: 'pytest -q tests/test_text.py' }, output: '1 failed' })
    expect(root.children[2]!.input).toEqual([{ role: 'tool', toolCallId: 'call_7', content: '1 failed' }])
    expect(root.children[3]).toMatchObject({ id: 'call_8', input: {}, output: '' })
  })

  it('reads a history-only file (a demonstration) from its messages', () => {
    const value = {
      history: [
        { role: 'system', content: 'You are an autonomous programmer.', agent: 'main', message_type: 'system_prompt' },
        { role: 'user', content: ISSUE, agent: 'main', message_type: 'observation' },
        { role: 'assistant', content: 'Find it.', thought: 'Find it.', action: 'find_file text.py', agent: 'main', message_type: 'action' },
        { role: 'user', content: 'Found 1 matches', agent: 'main', message_type: 'observation' },
        { role: 'assistant', content: 'Nothing to run.', thought: 'Nothing to run.', action: '', agent: 'main', message_type: 'action' },
        { role: 'user', content: 'Please run a command.', agent: 'main', message_type: 'observation' },
      ],
    }
    const trace = normalizeTrace(value)
    expect(trace.format).toBe('swe-agent')
    expect(trace.root!.children.map((span) => `${span.type}:${span.name}`)).toEqual(['llm:llm', 'tool:find_file', 'llm:llm'])
    expect(trace.root!.children[1]!.output).toBe('Found 1 matches')
    expect(trace.root!.input).toBe(ISSUE)
  })

  it('names the path of bad input', () => {
    const bad = traj([step('a', 'ls', 'x')])
    ;(bad.trajectory[0] as Record<string, unknown>).action = 42
    expect(() => fromSweAgent(bad)).toThrow(TraceValidationError)
    expect(() => fromSweAgent(bad)).toThrow('trajectory[0].action: expected a string, got a number')
    expect(() => fromSweAgent({ trajectory: 'none' })).toThrow('trajectory: expected an array of steps, got a string')
    expect(() => fromSweAgent({ info: {} })).toThrow('trajectory: expected a trajectory array of steps or a history array of messages')
    expect(() => normalizeTrace({ history: [{ content: 'x' }] }, { format: 'swe-agent' })).toThrow('history[0].role: expected a string, got undefined')
  })

  it('says where a value stops looking like a .traj', () => {
    expect(sweAgentFormat.mismatch(healthy)).toBeNull()
    expect(sweAgentFormat.mismatch({ trajectory: [{ action: 'ls', observation: 'a', thought: 't' }, { observation: 'b' }] })).toEqual({
      matched: 1,
      path: ['trajectory', 1, 'action'],
      expected: 'a step with a string action',
    })
    expect(sweAgentFormat.mismatch({ trajectory: [{ action: 'ls' }] })).toEqual({
      matched: 2,
      path: ['trajectory', 0],
      expected: 'a step with an observation and a thought or response',
    })
    expect(sweAgentFormat.mismatch({ history: [{ role: 'user', content: 'x' }] })).toMatchObject({ matched: 1, path: ['history'] })
    expect(sweAgentFormat.mismatch([1])).toMatchObject({ matched: 0, path: [] })
  })

  it('flags the same failing command four times and passes the healthy run', () => {
    const trace = normalizeTrace(looping)
    expect(trace.root!.children.filter((span) => span.type === 'tool' && span.name === 'python')).toHaveLength(4)
    const loop = detectLoops(looping)
    expect(loop.loopDetected).toBe(true)
    expect(loop.signals.toolRepetition.status).toBe('loop')
    const ok = detectLoops(healthy)
    expect(ok.loopDetected).toBe(false)
    expect(ok.findings).toHaveLength(0)
  })
})
