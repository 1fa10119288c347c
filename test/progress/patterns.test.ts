import { describe, expect, it } from 'vitest'
import type { LoopFinding } from '../../src/report/types.js'
import { agent, failing, kinds, llm, progress, repeat, root, tool } from './support.js'

const find = <K extends LoopFinding['kind']>(findings: LoopFinding[], kind: K) =>
  findings.find((f) => f.kind === kind) as Extract<LoopFinding, { kind: K }> | undefined

describe('no progress: the same call with a result already seen', () => {
  it('flags four identical calls with the same result as a confirmed loop, citing every call', () => {
    const report = progress(root(...repeat(4, () => [tool('search', { q: 'refund api' }, 'no results')])))
    const finding = find(report.findings, 'no-progress-repeat')!
    expect(finding).toMatchObject({
      level: 'critical',
      tool: 'search',
      arguments: { q: 'refund api' },
      result: 'no results',
      count: 4,
      wastedSteps: 3,
      positions: [0, 1, 2, 3],
      spanIndices: [1, 2, 3, 4],
      detector: 'progress',
    })
    expect(report.success).toBe(false)
    expect(report.breakdown.toolRepetition).toBeLessThan(0.5)
  })

  it('warns at three (one fewer than a loop), without failing the verdict, when the run moves on', () => {
    const report = progress(root(...repeat(3, () => [tool('search', { q: 'x' }, 'hits: a.md')]), tool('read', { path: 'a.md' }, 'the answer')))
    expect(kinds(report)).toEqual([['no-progress-repeat', 'warning']])
    expect(report.success).toBe(true)
    expect(report.breakdown.toolRepetition).toBeGreaterThanOrEqual(0.5)
    expect(report.breakdown.toolRepetition).toBeLessThan(1)
  })

  it('confirms at three when the run never leaves the stretch: nothing came of it at all', () => {
    const report = progress(root(...repeat(3, () => [tool('search', { q: 'x' }, 'hits: a.md')])))
    expect(kinds(report)).toEqual([['no-progress-repeat', 'critical']])
    expect(report.success).toBe(false)
  })

  it('confirms at three when the answer is "nothing": a repeat that ignores an empty answer costs more', () => {
    const report = progress(root(...repeat(3, () => [tool('search', { q: 'x' }, 'none')])))
    expect(kinds(report)).toEqual([['no-progress-repeat', 'critical']])
    expect(report.success).toBe(false)
  })

  it('leaves polling alone while the result changes', () => {
    const report = progress(root(...['queued', 'running 10%', 'running 50%', 'running 90%', 'done'].map((s) => tool('job_status', { id: 7 }, { state: s }))))
    expect(report.findings).toEqual([])
    expect(report.success).toBe(true)
  })

  it('treats identical answers that end in a new one as waiting, not looping (poll until done, retry until it works)', () => {
    const poll = progress(root(...repeat(8, () => [llm('Checking the job.'), tool('job_status', { id: 7 }, 'running')]), tool('job_status', { id: 7 }, 'done')))
    expect(poll.findings).toEqual([])
    expect(poll.breakdown).toEqual({ toolRepetition: 1, reasoningStagnation: 1, callGraphCycles: 1 })
    const retry = progress(
      root(
        ...repeat(3, (i) => [failing('http_get', { url: 'u', attempt: i }, 'Error: ETIMEDOUT')]),
        tool('http_get', { url: 'u', attempt: 4 }, { status: 200 }),
      ),
    )
    expect(retry.findings).toEqual([])
  })

  it('does not count re-reads between edits that move forward', () => {
    const report = progress(root(...repeat(4, (i) => [tool('read_file', { path: 'spec.md' }, 'the spec'), tool('edit_file', { path: `f${i}.py` }, 'edited')])))
    expect(report.findings).toEqual([])
  })

  it('judges a stuck poll whose only change is a timestamp as a loop', () => {
    const report = progress(
      root(tool('submit', {}, { job: 1 }), ...repeat(5, (i) => [tool('job_status', { job: 1 }, { status: 'running', checked_at: `2026-05-02T11:0${i}:00Z` })])),
    )
    expect(kinds(report)).toEqual([['no-progress-repeat', 'critical']])
  })
})

describe('cycles of 2 to 5 calls', () => {
  it('flags A-B-A-B with unchanged results as a period-2 cycle', () => {
    const report = progress(root(...repeat(3, () => [tool('read_file', { path: 'a.py' }, '120 lines'), tool('run_tests', { suite: 'x' }, '1 failed')])))
    const finding = find(report.findings, 'periodic-cycle')!
    expect(finding).toMatchObject({ level: 'critical', period: 2, count: 6, wastedSteps: 4 })
    expect(finding.cycle.map((c) => c.tool)).toEqual(['read_file', 'run_tests'])
  })

  it('flags A-B-C-A-B-C-A-B-C as a period-3 cycle', () => {
    const report = progress(root(...repeat(3, () => [tool('a', {}, 1), tool('b', {}, 2), tool('c', {}, 3)])))
    expect(find(report.findings, 'periodic-cycle')?.period).toBe(3)
  })

  it('leaves A-B-A-B alone when the results keep changing (two jobs polled together)', () => {
    const report = progress(root(...repeat(4, (i) => [tool('status', { id: 'a' }, `a ${i * 20}%`), tool('status', { id: 'b' }, `b ${i * 10}%`)])))
    expect(report.findings).toEqual([])
  })
})

describe('argument churn and repeated errors', () => {
  it('flags cosmetic argument variants that keep getting the same result', () => {
    const variants = [
      { pattern: 'x', path: '.' },
      { pattern: 'x', path: './' },
      { pattern: 'x', path: '.', case_sensitive: false },
      { pattern: 'x', path: '.', max_results: 50 },
      { pattern: 'x', path: '.', sort: 'asc' },
    ]
    const report = progress(root(...variants.map((v) => tool('grep', v, 'no matches'))))
    const finding = find(report.findings, 'argument-churn')!
    expect(finding).toMatchObject({ level: 'critical', tool: 'grep', result: 'no matches', count: 5 })
    expect(finding.variants).toHaveLength(5)
  })

  it('leaves batch work alone: one tool over many files with the same terse answer', () => {
    const report = progress(root(...['a.py', 'b.py', 'c.py', 'd.py', 'e.py', 'f.py'].map((f) => tool('grep', { pattern: 'old_api', path: f }, 'no matches'))))
    expect(report.findings).toEqual([])
  })

  it('leaves batch work alone even when every item gives the same long answer', () => {
    const answer = 'Record is valid: all 14 required fields are present and every format check passed without warnings.'
    const report = progress(root(...[1, 2, 3, 4, 5, 6].map((id) => tool('validate_record', { id }, answer))))
    expect(report.findings).toEqual([])
  })

  it('flags a reworded query that keeps returning the same long answer', () => {
    const answer = {
      results: ['Webhooks overview: how events reach you', 'Refunds API: create and list refunds', 'Event types: every event the platform sends'],
    }
    const queries = ['refund webhook signature', 'verify refund webhook signature', 'refund webhook signing secret', 'webhook signature for refunds']
    const report = progress(root(...queries.map((q) => tool('search_docs', { query: q }, answer))))
    expect(kinds(report)).toEqual([['argument-churn', 'critical']])
  })

  it('flags the same error across changing arguments', () => {
    const report = progress(root(...[5, 10, 20, 50].map((n) => failing('run_python', { code: `df.head(${n})` }, "FileNotFoundError: 'data.csv'"))))
    const finding = find(report.findings, 'repeated-error')!
    expect(finding).toMatchObject({ level: 'critical', tools: ['run_python'], error: "FileNotFoundError: 'data.csv'", count: 4 })
    expect(finding.variants).toHaveLength(4)
  })

  it('leaves sparse identical errors inside batch work alone', () => {
    const results = ['ok', 'Error: AccessDenied', 'ok', 'ok', 'Error: AccessDenied', 'ok', 'Error: AccessDenied', 'ok']
    const report = progress(root(...results.map((r, i) => tool('upload', { path: `f${i}` }, r))))
    expect(report.success).toBe(true)
    expect(report.findings.filter((f) => f.level === 'critical')).toEqual([])
  })
})

describe('resource flips', () => {
  const write = (value: number, version: number) => tool('write_file', { path: 'config.yaml', content: `timeout: ${value}` }, { written: true, version })
  it('flags a resource written back and forth with nothing new in between, even when every write answers a new version', () => {
    const report = progress(root(...repeat(4, (i) => [write(i % 2 === 0 ? 60 : 30, i), tool('run_tests', {}, '2 failed')])))
    const finding = find(report.findings, 'resource-flip')!
    expect(finding).toMatchObject({ level: 'critical', resource: 'config.yaml', returns: 2, sequence: [0, 1, 0, 1], tools: ['write_file'] })
    expect(report.success).toBe(false)
  })

  it('accepts a single revert, and toggles around work that moves forward', () => {
    const revert = progress(
      root(
        write(60, 1),
        tool('run_tests', {}, '5 failed'),
        write(30, 2),
        tool('run_tests', {}, '3 failed'),
        tool('edit_file', { path: 'fix.py' }, 'edited'),
        tool('run_tests', {}, 'passed'),
      ),
    )
    expect(revert.findings).toEqual([])
    const toggles = progress(
      root(
        ...repeat(4, (i) => [
          tool('set_flag', { key: 'maintenance', value: 'on' }, 'ok'),
          tool('deploy', { release: i }, `deployed ${i}`),
          tool('set_flag', { key: 'maintenance', value: 'off' }, 'ok'),
        ]),
      ),
    )
    expect(toggles.findings).toEqual([])
  })
})

describe('reasoning judged with the actions around it', () => {
  const paraphrases = [
    'Searching the codebase for the handler.',
    'Let me look through the repository for that function.',
    'I should grep the project to find it.',
    'Time to hunt for the implementation in the sources.',
  ]
  it('marks paraphrased steps whose calls made no progress as stalled reasoning', () => {
    const report = progress(root(...paraphrases.flatMap((p) => [llm(p), tool('grep', { pattern: 'handler' }, 'no matches')])))
    const stalled = find(report.findings, 'stalled-reasoning')!
    expect(stalled).toMatchObject({ level: 'critical', steps: [1, 2, 3], cause: { kind: 'no-progress-repeat' } })
    expect(report.breakdown.reasoningStagnation).toBeLessThan(0.5)
  })

  it('marks terse steps too (no minimum length)', () => {
    const report = progress(root(...['Again.', 'Once more.', 'Retrying.', 'Again.'].flatMap((t) => [llm(t), tool('grep', { pattern: 'x' }, 'no matches')])))
    expect(report.breakdown.reasoningStagnation).toBeLessThan(1)
  })

  it('never calls identical wording a loop when the actions between made progress', () => {
    const template = (f: string) => `Now checking ${f} for the deprecated call, reading its imports and every function it exports before moving on.`
    const report = progress(root(...['a.py', 'b.py', 'c.py', 'd.py', 'e.py'].flatMap((f) => [llm(template(f)), tool('read_file', { path: f }, 'ok')])))
    expect(report.breakdown.reasoningStagnation).toBe(1)
    const same = progress(root(...repeat(5, (i) => [llm('Checking the next page.'), tool('list', { page: i }, [i])])))
    expect(same.breakdown.reasoningStagnation).toBe(1)
  })

  it('removes a fixed preamble and sign-off before comparing steps', () => {
    const preamble = 'Based on everything reviewed so far, weighing each alternative carefully and keeping the overall goal in mind, my next step is:'
    const updates = ['check the serializer directly.', 'the middleware runs too late.', 'add a guard right here.', 'tests pass, twenty two cases.']
    const report = progress(root(...updates.map((u) => llm(`${preamble} ${u} Thanks.`))))
    expect(report.breakdown.reasoningStagnation).toBe(1)
    expect(report.signals.reasoningStagnation.status).toBe('clean')
  })

  it('flags a model repeating itself with no action in between, including A-B-A-B revisits', () => {
    const plan = 'I need to check the configuration file first, then verify the connection string and restart the worker.'
    const monologue = progress(root(...repeat(4, () => [llm(plan)])))
    expect(find(monologue.findings, 'repeated-reasoning')).toMatchObject({ level: 'critical', steps: [0, 1, 2, 3] })
    const counter = progress(root(...repeat(4, (i) => [llm(`Attempt ${i + 1}: ${plan}`)])))
    expect(find(counter.findings, 'repeated-reasoning')?.level).toBe('critical')
    const other = 'Before that, the logs should show which worker picked up the job and when it failed.'
    const alternating = progress(root(...repeat(3, () => [llm(plan), llm(other)]), llm('Something new entirely, unrelated to the rest of this run.')))
    const finding = find(alternating.findings, 'repeated-reasoning')!
    expect(finding.pairs[0]!.steps).toEqual([0, 2])
    expect(finding.level).toBe('critical')
  })

  it('detects chanting inside one output, but not repeated code or list lines', () => {
    const chant = progress(root(llm('I will check the config file and then restart the worker. '.repeat(12))))
    expect(find(chant.findings, 'chanting')).toMatchObject({ level: 'critical', unit: expect.stringContaining('config'), repeats: 12 })
    const code = progress(
      root(llm(`Here is the test file:\n\`\`\`python\n${'    self.assertEqual(result, expected_value_for_this_case)\n'.repeat(12)}\`\`\`\nDone.`)),
    )
    expect(code.findings).toEqual([])
    const list = progress(root(llm(Array.from({ length: 12 }, () => '- Updated the module to use the new payments client everywhere').join('\n'))))
    expect(list.findings).toEqual([])
  })

  it('reports insufficient data when no model step recorded text', () => {
    const report = progress(root(tool('a', {}, 1)))
    expect(report.signals.reasoningStagnation.status).toBe('insufficient-data')
    expect(report.breakdown.reasoningStagnation).toBe(1)
  })
})

describe('trees: recursion by full content, agents handing work back and forth', () => {
  it('flags a span that re-enters itself with the same input, with its path', () => {
    let inner = [llm('Delegating to the planner.')]
    for (let d = 0; d < 3; d++) inner = [agent('planner', { task: 'ship it', budget: 1 }, '', inner)]
    const report = progress(root(...inner))
    const finding = find(report.findings, 'recursive-call')!
    expect(finding).toMatchObject({ level: 'critical', count: 2, elided: 0 })
    expect(finding.path.map((s) => s.name)).toEqual(['planner', 'planner'])
    expect(finding.label).toMatch(/^agent:planner#[0-9a-f]{12}$/)
  })

  it('identifies spans by their whole input (no 64-character prefix) and ignores key order', () => {
    const prefix = 'x'.repeat(80)
    const distinct = progress(root(agent('planner', `${prefix}1`, '', [agent('planner', `${prefix}2`, '', [])])))
    expect(find(distinct.findings, 'recursive-call')).toBeUndefined()
    const reordered = progress(root(agent('planner', { a: 1, b: { c: 2, d: 3 } }, '', [agent('planner', { b: { d: 3, c: 2 }, a: 1 }, '', [])])))
    expect(find(reordered.findings, 'recursive-call')).toBeDefined()
  })

  it('leaves a deep delegation chain with distinct sub-tasks alone, however deep and however named', () => {
    let inner = [tool('read_file', { path: 'leaf.py' }, '10 lines')]
    for (let d = 0; d < 300; d++) inner = [agent('worker', `subtask ${d}`, `done ${d}`, [tool('read_file', { path: `level${d}.py` }, `${d} lines`), ...inner])]
    const report = progress(root(...inner))
    expect(report.findings).toEqual([])
    expect(report.success).toBe(true)
  })

  it('walks a 100,000-deep self-recursion iteratively, reports it once with a capped path', () => {
    let node: { type: string; name: string; input: string; output: string; children: unknown[] } = {
      type: 'agent',
      name: 'loop',
      input: 'same',
      output: '',
      children: [],
    }
    for (let d = 0; d < 100_000; d++) node = { type: 'agent', name: 'loop', input: 'same', output: '', children: [node] }
    const report = progress(node as never)
    const finding = find(report.findings, 'recursive-call')!
    expect(finding.count).toBe(100_000)
    expect(finding.path.length).toBe(2)
    expect(finding.spanIndices.length).toBeLessThanOrEqual(100)
  })

  it('flags two agents bouncing the same work as siblings, and a three-agent cycle', () => {
    const round = () => [
      agent('researcher', 'Find sources', 'Found 3 sources', [tool('web_search', { q: 'topic' }, 'three results')]),
      agent('writer', 'Draft it', 'Need more sources', [llm('Not enough sources; sending it back.')]),
    ]
    const pingPong = progress(root(...repeat(4, round)))
    const finding = find(pingPong.findings, 'agent-ping-pong')!
    expect(finding).toMatchObject({ level: 'critical', agents: ['researcher', 'writer'], period: 2, signal: 'callGraphCycles' })
    expect(pingPong.breakdown.callGraphCycles).toBeLessThan(0.5)
    const triangle = progress(root(...repeat(3, () => ['a', 'b', 'c'].map((n) => agent(n, 'handle the escalation', 'forwarded', [])))))
    expect(find(triangle.findings, 'agent-ping-pong')?.agents).toEqual(['a', 'b', 'c'])
  })

  it('leaves review rounds alone when every round brings new feedback', () => {
    const rounds = ['missing null check', 'no test for empty cart', 'approved']
    const report = progress(
      root(
        ...rounds.flatMap((feedback, i) => [
          agent('coder', i === 0 ? 'implement' : rounds[i - 1], `patch v${i}`, [tool('edit_file', { path: 'a.py', patch: i }, 'edited')]),
          agent('reviewer', `patch v${i}`, feedback, [llm('Reviewing the latest patch against the checklist.')]),
        ]),
      ),
    )
    expect(report.findings).toEqual([])
  })
})

describe('outcomes read through cosmetic noise', () => {
  it('flags reworded one-word queries that keep finding the same single hit, not look-ups of different records', () => {
    const hit = { total: 1, items: [{ path: 'adr/0007-auth.md', repo: 'platform' }] }
    const reworded = progress(
      root(...['SessionGuard', 'session_guard', '"session guard"', 'guard/session', 'SessionGuardV2'].map((q) => tool('search_code', { q, org: 'acme' }, hit))),
    )
    expect(kinds(reworded)).toEqual([['argument-churn', 'critical']])
    const lookups = progress(
      root(...['u-101', 'u-102', 'u-103', 'u-104', 'u-105'].map((id) => tool('get_groups', { user_id: id }, { groups: [{ name: 'engineering' }] }))),
    )
    expect(lookups.findings).toEqual([])
  })

  it('flags a message re-sent to the same person with a fresh receipt each time, not messages to different people', () => {
    const receipt = (i: number) => ({
      sid: `SM${(0x1f3a5b7c9d + i * 7919).toString(16)}${'a1b2c3d4e5f6a7b8c9d0e1f2'.slice(i)}`.padEnd(34, '7'),
      status: 'queued',
    })
    const resend = progress(root(...[0, 1, 2, 3, 4].map((i) => tool('send_sms', { to: '+1 415 555 0101', body: 'Your order has shipped.' }, receipt(i)))))
    expect(resend.success).toBe(false)
    expect(kinds(resend)[0]).toEqual(['no-progress-repeat', 'critical'])
    const fanOut = progress(
      root(
        ...['+1 415 555 0101', '+1 415 555 0102', '+1 415 555 0103', '+1 415 555 0104'].map((to, i) =>
          tool('send_sms', { to, body: 'Your order has shipped.' }, receipt(i)),
        ),
      ),
    )
    expect(fanOut.findings).toEqual([])
  })

  it('flags a failure behind a program prefix retried with cosmetic changes, and accepts one that recovers', () => {
    const denied = 'runner@build-9: Permission denied (publickey).'
    const variants = [
      { host: 'build-9' },
      { host: 'build-9', user: 'ci' },
      { host: 'build-9.corp' },
      { host: 'build-9', port: 22 },
      { host: 'build-9', verbose: true },
    ]
    const report = progress(root(...variants.map((v) => tool('ssh_run', { ...v, cmd: 'df -h' }, denied))))
    expect(kinds(report)).toEqual([['repeated-error', 'critical']])
    const recovers = progress(
      root(
        tool('http_get', { url: 'https://api.test/v1/items' }, '503 Service Unavailable'),
        tool('http_get', { url: 'https://api.test/v1/items' }, '503 Service Unavailable'),
        tool('http_get', { url: 'https://api.test/v1/items' }, { items: [{ id: 1, name: 'first' }] }),
      ),
    )
    expect(recovers.findings).toEqual([])
  })
})
