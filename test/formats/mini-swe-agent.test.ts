import { describe, expect, it } from 'vitest'
import { fromMiniSweAgent, miniSweAgentFormat } from '../../src/formats/mini-swe-agent.js'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace } from '../../src/trace/normalize.js'

// Minimal mini-swe-agent trajectories in its envelope:
// { info, messages, trajectory_format }. Text-based turns put a THOUGHT and
// one fenced command in the assistant's content and get the observation in
// the next user message; tool-calling turns use tool_calls and role 'tool'.
const TASK = '<pr_description>\nparse_size("10 KB") returns 10 instead of 10240.\n</pr_description>'

const bash = (thought: string, command: string, usage?: Record<string, number>) => ({
  role: 'assistant',
  content: `THOUGHT: ${thought}\n\n\`\`\`bash\n${command}\n\`\`\``,
  ...(usage === undefined ? {} : { extra: { response: { model: 'gpt-5-mini', usage } } }),
})
const observed = (returncode: number, output: string) => ({ role: 'user', content: `<returncode>${returncode}</returncode>\n<output>\n${output}</output>` })

function textTraj(turns: Array<Record<string, unknown>>, info: Record<string, unknown> = {}) {
  return {
    info: {
      exit_status: 'Submitted',
      submission: 'diff --git a/sizes.py b/sizes.py\n+UNITS = {"KB": 1024}\n',
      model_stats: { instance_cost: 0.01, api_calls: turns.length },
      mini_version: '1.9.0',
      ...info,
    },
    messages: [{ role: 'system', content: 'You are a helpful assistant that can run shell commands.' }, { role: 'user', content: TASK }, ...turns],
    trajectory_format: 'mini-swe-agent-1',
  }
}

const FAILURE = 'Traceback (most recent call last):\n  File "repro.py", line 1, in <module>\nModuleNotFoundError: No module named \'sizes\'\n'

const healthy = textTraj([
  bash('Find the parser.', 'grep -rn "def parse_size" .', { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 }),
  observed(0, './sizes.py:3:def parse_size(text):\n'),
  bash('Read it.', 'cat sizes.py', { prompt_tokens: 1000, completion_tokens: 30, total_tokens: 1030 }),
  observed(0, 'def parse_size(text):\n    return int(text.split()[0])\n'),
  bash('Multiply by the unit.', "sed -i 's/return int(text.split()\\[0\\])/return apply_unit(text)/' sizes.py"),
  observed(0, ''),
  bash('Check the fix.', 'python -c "from sizes import parse_size; print(parse_size(\'10 KB\'))"'),
  observed(0, '10240\n'),
  bash('Submit.', 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff'),
  { role: 'user', content: 'diff --git a/sizes.py b/sizes.py\n+UNITS = {"KB": 1024}\n' },
])

const looping = textTraj([
  bash('Reproduce the bug first.', 'python repro.py'),
  observed(1, FAILURE),
  bash('That failed, let me try running it again.', 'python repro.py'),
  observed(1, FAILURE),
  bash('Still failing, run it once more.', 'python repro.py'),
  observed(1, FAILURE),
  bash('Run the reproduction again.', 'python repro.py'),
  observed(1, FAILURE),
  bash('Give up and submit.', 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT'),
  { role: 'user', content: '' },
])

describe('mini-swe-agent trajectories', () => {
  it('reads text-based turns: the THOUGHT as the llm output, the fenced command as a bash call answered by the next message', () => {
    const trace = normalizeTrace(healthy)
    expect(trace.format).toBe('mini-swe-agent')
    const root = trace.root!
    expect(root).toMatchObject({ type: 'agent', name: 'mini-swe-agent', input: TASK, output: healthy.info.submission })
    expect(root.metadata).toMatchObject({ exitStatus: 'Submitted', modelStats: healthy.info.model_stats })
    expect(root.children).toHaveLength(10)
    expect(root.children.map((span) => `${span.type}:${span.name}`).slice(0, 4)).toEqual(['llm:gpt-5-mini', 'tool:bash', 'llm:gpt-5-mini', 'tool:bash'])
    expect(root.children[0]!.output).toBe('THOUGHT: Find the parser.')
    // The command's own output, without the observation template.
    expect(root.children[1]).toMatchObject({ input: { command: 'grep -rn "def parse_size" .' }, output: './sizes.py:3:def parse_size(text):\n' })
    expect(root.children[1]!.error).toBeUndefined()
    expect(root.children[9]).toMatchObject({ input: { command: 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff' }, output: healthy.info.submission })
    expect(root.children.some((span) => span.metadata?.pending === true)).toBe(false)
  })

  it('reads usage from each turn’s recorded response, without counting cached tokens twice', () => {
    const value = textTraj([
      {
        ...bash('Look.', 'ls'),
        extra: {
          response: { model: 'claude-sonnet-4', usage: { prompt_tokens: 4646, completion_tokens: 177, total_tokens: 4823, cache_read_input_tokens: 3482 } },
        },
      },
      observed(0, 'a.py\n'),
    ])
    const root = normalizeTrace(value).root!
    expect(root.children[0]).toMatchObject({ name: 'claude-sonnet-4', usage: { inputTokens: 4646, outputTokens: 177, totalTokens: 4823 } })
    expect(normalizeTrace(healthy).root!.children.filter((span) => span.usage !== undefined)).toHaveLength(2)
    expect(detectLoops(healthy).totalTokens).toBe(1970)
  })

  it('sets error from a non-zero return code, an exception, and keeps the output', () => {
    const root = normalizeTrace(looping).root!
    const calls = root.children.filter((span) => span.type === 'tool')
    expect(calls).toHaveLength(5)
    expect(calls[0]).toMatchObject({ input: { command: 'python repro.py' }, output: FAILURE, error: FAILURE })
    const silent = normalizeTrace(textTraj([bash('Probe.', 'test -f missing.txt'), observed(1, '')])).root!
    expect(silent.children[1]).toMatchObject({ output: '', error: 'exit code 1' })
  })

  it('reads v2 text turns from extra.actions and extra.returncode, and a format error as input for the next turn', () => {
    const value = {
      info: { exit_status: 'LimitsExceeded', submission: '', model_stats: { instance_cost: 0.2, api_calls: 3 } },
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: TASK },
        { role: 'assistant', content: 'I will run two commands.\n\n```mswea_bash_command\nls\n```\n```mswea_bash_command\npwd\n```', extra: { cost: 0.01 } },
        { role: 'user', content: 'Please always provide EXACTLY ONE action in triple backticks, found 2 actions.', extra: { interrupt_type: 'FormatError' } },
        {
          role: 'assistant',
          content: 'Run the tests.\n\n```mswea_bash_command\npytest -q\n```',
          extra: { actions: [{ command: 'pytest -q' }], response: { usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 } } },
        },
        {
          role: 'user',
          content: '<returncode>1</returncode>\n<output>\n1 failed\n</output>',
          extra: { raw_output: '1 failed\n', returncode: 1, exception_info: '' },
        },
        { role: 'exit', content: 'LimitsExceeded', extra: { exit_status: 'LimitsExceeded', submission: '' } },
      ],
      trajectory_format: 'mini-swe-agent-1.1',
    }
    const trace = normalizeTrace(value)
    expect(trace.format).toBe('mini-swe-agent')
    const root = trace.root!
    expect(root.children.map((span) => `${span.type}:${span.name}`)).toEqual(['llm:llm', 'llm:llm', 'tool:bash'])
    expect(root.children[1]!.input).toEqual([{ role: 'user', content: 'Please always provide EXACTLY ONE action in triple backticks, found 2 actions.' }])
    expect(root.children[2]).toMatchObject({ input: { command: 'pytest -q' }, output: '1 failed\n', error: '1 failed\n' })
    expect(root.metadata).toMatchObject({ exitStatus: 'LimitsExceeded' })
    // Nothing submitted: the root's output is the last model text.
    expect(root.output).toBe('Run the tests.')
  })

  it('reads tool-calling turns by call id, and leaves the submitting call pending', () => {
    const value = {
      info: { exit_status: 'Submitted', submission: 'patch', model_stats: { instance_cost: 0.01, api_calls: 2 } },
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: TASK },
        {
          role: 'assistant',
          content: 'Two independent looks.',
          tool_calls: [
            { id: 'call_a', type: 'function', function: { name: 'bash', arguments: '{"command":"ls"}' } },
            { id: 'call_b', type: 'function', function: { name: 'bash', arguments: '{"command":"sleep 100"}' } },
          ],
          extra: {
            actions: [
              { command: 'ls', tool_call_id: 'call_a' },
              { command: 'sleep 100', tool_call_id: 'call_b' },
            ],
          },
        },
        {
          role: 'tool',
          tool_call_id: 'call_b',
          content: '<exception>timed out</exception>\n<returncode>-1</returncode>\n<output>\n</output>',
          extra: { raw_output: '', returncode: -1, exception_info: 'timed out' },
        },
        {
          role: 'tool',
          tool_call_id: 'call_a',
          content: '<returncode>0</returncode>\n<output>\nsizes.py\n</output>',
          extra: { raw_output: 'sizes.py\n', returncode: 0 },
        },
        {
          role: 'assistant',
          content: 'Submit.',
          tool_calls: [{ id: 'call_c', type: 'function', function: { name: 'bash', arguments: '{"command":"echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"}' } }],
        },
        { role: 'exit', content: 'patch', extra: { exit_status: 'Submitted', submission: 'patch' } },
      ],
      trajectory_format: 'mini-swe-agent-1.1',
    }
    // Without the envelope check these messages would read as Chat Completions.
    expect(normalizeTrace(value).format).toBe('mini-swe-agent')
    const root = fromMiniSweAgent(value).root!
    expect(root.children.map((span) => `${span.type}:${span.id ?? ''}`)).toEqual(['llm:', 'tool:call_a', 'tool:call_b', 'llm:', 'tool:call_c'])
    expect(root.children[1]).toMatchObject({ input: { command: 'ls' }, output: 'sizes.py\n' })
    expect(root.children[1]!.error).toBeUndefined()
    expect(root.children[2]).toMatchObject({ input: { command: 'sleep 100' }, output: '', error: 'timed out' })
    expect(root.children[4]).toMatchObject({ output: null, metadata: { pending: true } })
    expect(root.output).toBe('patch')
  })

  it('reads Responses API turns (function_call / function_call_output)', () => {
    const value = {
      info: { exit_status: 'Submitted', submission: 'patch' },
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: TASK },
        {
          object: 'response',
          model: 'gpt-5',
          output: [
            { type: 'reasoning', summary: [] },
            { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'List files.' }] },
            { type: 'function_call', call_id: 'fc_1', name: 'bash', arguments: '{"command":"ls"}' },
          ],
          usage: { input_tokens: 50, output_tokens: 5, total_tokens: 55 },
          extra: { actions: [{ command: 'ls', tool_call_id: 'fc_1' }] },
        },
        {
          type: 'function_call_output',
          call_id: 'fc_1',
          output: '<returncode>0</returncode>\n<output>\nsizes.py\n</output>',
          extra: { raw_output: 'sizes.py\n', returncode: 0 },
        },
      ],
      trajectory_format: 'mini-swe-agent-1.1',
    }
    const root = normalizeTrace(value).root!
    expect(root.children[0]).toMatchObject({ type: 'llm', name: 'gpt-5', output: 'List files.', usage: { inputTokens: 50, outputTokens: 5, totalTokens: 55 } })
    expect(root.children[1]).toMatchObject({ type: 'tool', name: 'bash', id: 'fc_1', input: { command: 'ls' }, output: 'sizes.py\n' })
  })

  it('reads a bare message list when the format is forced', () => {
    const trace = normalizeTrace(healthy.messages, { format: 'mini-swe-agent' })
    expect(trace.root!.children.filter((span) => span.type === 'tool')).toHaveLength(5)
    expect(normalizeTrace(healthy.messages).format).toBe('chat')
  })

  it('names the path of bad input', () => {
    const bad = textTraj([{ role: 'assistant', content: 'x', tool_calls: [{ type: 'function', function: { name: 'bash', arguments: '{}' } }] }])
    expect(() => fromMiniSweAgent(bad)).toThrow(TraceValidationError)
    expect(() => fromMiniSweAgent(bad)).toThrow('messages[2].tool_calls[0].id: expected a string, got undefined')
    expect(() => fromMiniSweAgent(textTraj([{ content: 'no role' }]))).toThrow('messages[2].role: expected a string, got undefined')
    expect(() => fromMiniSweAgent(textTraj([{ role: 'tool', content: 'x' }]))).toThrow('messages[2].tool_call_id: expected a string, got undefined')
    expect(() => fromMiniSweAgent(textTraj([{ role: 'critic', content: 'x' }]))).toThrow(
      'messages[2].role: expected "system", "user", "assistant", "tool" or "exit", got "critic"',
    )
    expect(() => fromMiniSweAgent(42)).toThrow('expected a mini-swe-agent trajectory')
  })

  it('says where a value stops looking like a mini-swe-agent trajectory', () => {
    expect(miniSweAgentFormat.mismatch(healthy)).toBeNull()
    expect(miniSweAgentFormat.mismatch({ messages: [] })).toEqual({
      matched: 0,
      path: ['trajectory_format'],
      expected: "a trajectory_format such as 'mini-swe-agent-1.1'",
    })
    expect(miniSweAgentFormat.mismatch({ trajectory_format: 'other-1', messages: [] })).toMatchObject({ matched: 1, path: ['trajectory_format'] })
    expect(miniSweAgentFormat.mismatch({ trajectory_format: 'mini-swe-agent-1', messages: {} })).toEqual({
      matched: 2,
      path: ['messages'],
      expected: 'an array of messages',
    })
    // Files from before the format was versioned are known by info.mini_version.
    const { trajectory_format: _, ...unversioned } = healthy
    expect(normalizeTrace(unversioned).format).toBe('mini-swe-agent')
  })

  it('flags the same failing command four times and passes the healthy run', () => {
    const loop = detectLoops(looping)
    expect(loop.loopDetected).toBe(true)
    expect(loop.signals.toolRepetition.status).toBe('loop')
    const ok = detectLoops(healthy)
    expect(ok.loopDetected).toBe(false)
    expect(ok.findings).toHaveLength(0)
  })
})
