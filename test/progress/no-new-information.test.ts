// The behaviours of issue 12, each as a small trace the model must judge: a
// loop is a stretch of steps that told the run nothing new, long enough to
// matter, that the run does not leave by succeeding; its healthy look-alike
// brings something new. Matcher messages name the evidence.
import { describe, expect, it } from 'vitest'
import { toHaveNoAgentLoops, toNotStagnate } from '../../matchers/index.js'
import type { MatcherResult } from '../../matchers/index.js'
import { maskVolatileText, volatileKinds } from '../../src/progress/mask.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import type { LoopFinding } from '../../src/report/types.js'
import { agent, failing, llm, progress, root, tool, type Dict } from './support.js'

const PLAN =
  'I will open the billing service configuration, compare the retry limits against the payment provider documentation, ' +
  'then adjust the timeout for the webhook handler and rerun the integration suite against the staging database before touching production settings.'

const message = (result: MatcherResult | Promise<MatcherResult>): string => (result as MatcherResult).message()
const loops = (trace: Dict): boolean => progress(trace).loopDetected
const findingOf = (trace: Dict, kind: string): LoopFinding & Record<string, unknown> =>
  progress(trace).findings.find((f) => f.kind === kind) as LoopFinding & Record<string, unknown>

describe('one repeat of a long step is a loop; a short step needs more', () => {
  const twice = root(llm(PLAN), llm(PLAN))

  it('two identical 30-word steps in a row fail toNotStagnate, the two shown side by side', () => {
    const result = toNotStagnate.call({ isNot: false }, twice) as MatcherResult
    expect(result.pass).toBe(false)
    const text = message(result)
    expect(text).toContain('repeated reasoning')
    expect(text).toContain('steps 0 and 1')
    expect(text).toContain('long-step-repeat')
    expect(text).toContain('word for word the same')
    expect(loops(twice)).toBe(true)
  })

  it('a near-verbatim repeat (a word changed) counts; a repeat after a new observation does not', () => {
    expect(loops(root(llm(PLAN), llm(PLAN.replace('compare', 'check'))))).toBe(true)
    expect(loops(root(llm(PLAN), tool('read_file', { path: 'billing.yaml' }, 'retries: 3\ntimeout: 10s\nwebhook: /hooks/pay'), llm(PLAN)))).toBe(false)
  })

  it('a short step repeated once is not a loop ("Checking." is cheap)', () => {
    expect(loops(root(llm('Checking.'), llm('Checking.')))).toBe(false)
    expect(progress(root(llm('Checking the logs now.'), llm('Checking the logs now.'))).breakdown.reasoningStagnation).toBe(1)
  })

  it('a fixed preamble on every step with a new ending is progress, not a repeat', () => {
    const steps = ['open the config', 'raise the pool size to 40', 'rerun the load test', 'ship the change'].map((end) => llm(`${PLAN} Next: ${end}.`))
    expect(loops(root(...steps))).toBe(false)
  })
})

describe('reworded queries that keep finding nothing', () => {
  const queries = [
    'refund policy for damaged items',
    'damaged goods refund rules',
    'policy on refunds when an item arrives broken',
    'broken item return and refund',
  ]
  const reworded = root(
    ...queries.flatMap((query, i) => [
      llm(`Nothing yet; trying the knowledge base again with other words, attempt ${i + 1}, maybe the article uses different terms.`),
      tool('kb_search', { query, top_k: 5 }, i % 2 === 0 ? { results: [], total: 0 } : 'No results found.'),
    ]),
  )

  it('are a loop, however the "nothing" is spelled', () => {
    expect(loops(reworded)).toBe(true)
    expect(message(toHaveNoAgentLoops.call({ isNot: false }, reworded))).toContain('kb_search')
  })

  it('a refined search that finds something resolves them (healthy)', () => {
    const refined = root(
      tool('kb_search', { query: queries[0] }, { results: [] }),
      tool('kb_search', { query: queries[1] }, { results: [] }),
      tool('kb_search', { query: 'returns damaged item' }, { results: [{ title: 'Returns: damaged or defective items', id: 'kb-118' }] }),
    )
    expect(loops(refined)).toBe(false)
  })

  it('the same tool finding nothing for distinct entities is batch work (healthy)', () => {
    const batch = root(
      ...['ledger.py', 'refunds.py', 'cart.py', 'audit.py', 'currency.py'].map((file) => tool('grep', { pattern: 'payments_v1', path: file }, 'no matches')),
    )
    expect(loops(batch)).toBe(false)
  })
})

describe('paging past the end', () => {
  it('an advancing page, offset or scroll position that keeps returning the same empty page is a loop', () => {
    const pages = root(
      tool('list_orders', { page: 1 }, { items: ['A-1', 'A-2'], page: 1 }),
      ...[2, 3, 4, 5].map((page) => tool('list_orders', { page }, { items: [], page })),
    )
    expect(loops(pages)).toBe(true)
    const offsets = root(
      tool('query', { sql: 'select * from t', offset: 0 }, { rows: [[1], [2]] }),
      ...[100, 200, 300, 400].map((offset) => tool('query', { sql: 'select * from t', offset }, { rows: [], row_count: 0 })),
    )
    expect(loops(offsets)).toBe(true)
  })

  it('pagination that brings new items and stops at one empty page is healthy', () => {
    const healthy = root(
      ...[1, 2, 3].map((page) => tool('list_orders', { page }, { items: [`A-${page}1`, `A-${page}2`], page })),
      tool('list_orders', { page: 4 }, { items: [], page: 4 }),
    )
    expect(loops(healthy)).toBe(false)
  })
})

describe('the same check failing the same way after each different fix', () => {
  const run = (duration: string, pid: number) =>
    `FAIL src/cart.test.ts (pid ${pid})\n  ✕ totals include tax (${duration})\nTests: 1 failed, 11 passed\nTime: ${duration}`
  const fixes = root(
    tool('run_tests', { cmd: 'npm test' }, run('1.42s', 4411)),
    llm('The tax rate is read before the locale is set; moving the lookup after init.'),
    tool('edit_file', { path: 'src/cart.ts', old: 'const rate = taxRate()', new: 'init(); const rate = taxRate()' }, 'edited'),
    tool('run_tests', { cmd: 'npm test' }, run('1.38s', 4522)),
    llm('Maybe rounding: switching the total to integer cents before applying tax.'),
    tool('edit_file', { path: 'src/cart.ts', old: 'total * rate', new: 'Math.round(total * 100) * rate / 100' }, 'edited'),
    tool('run_tests', { cmd: 'npm test' }, run('1.51s', 4630)),
    llm('Perhaps the fixture is stale; regenerating the tax table fixture.'),
    tool('write_file', { path: 'test/fixtures/tax.json', content: '{"DE": 0.19}' }, 'written'),
    tool('run_tests', { cmd: 'npm test' }, run('1.47s', 4718)),
  )

  it('is a loop whose finding lists the changes and the volatile parts it ignored', () => {
    expect(loops(fixes)).toBe(true)
    const finding = findingOf(fixes, 'no-progress-repeat')
    expect(finding.tool).toBe('run_tests')
    expect((finding.changes as Array<{ tool: string }>).map((c) => c.tool)).toEqual(['edit_file', 'edit_file', 'write_file'])
    expect(finding.ignored).toEqual(['durations', 'process ids'])
    expect(finding.comparedAs).toContain('<duration>')
    const text = message(toHaveNoAgentLoops.call({ isNot: false }, fixes))
    expect(text).toContain('changes in between, none changed the outcome:')
    expect(text).toContain('equal once volatile parts are ignored (durations, process ids)')
  })

  it('a fix cycle whose failure count drops, ending green, is healthy', () => {
    const converging = root(
      tool('run_tests', { cmd: 'npm test' }, 'Tests: 3 failed, 9 passed (1.4s)'),
      tool('edit_file', { path: 'a.ts', old: 'x', new: 'y' }, 'edited'),
      tool('run_tests', { cmd: 'npm test' }, 'Tests: 1 failed, 11 passed (1.3s)'),
      tool('edit_file', { path: 'b.ts', old: 'x', new: 'y' }, 'edited'),
      tool('run_tests', { cmd: 'npm test' }, 'Tests: 12 passed (1.5s)'),
    )
    expect(loops(converging)).toBe(false)
  })
})

describe('results equal up to volatile parts', () => {
  it('masks by the shape of the value, wherever it stands', () => {
    expect(maskVolatileText('req_48213 failed at 2026-05-01T10:00:00Z after 812ms, attempt 3 of 5, log /tmp/tmpa8f3k2/out.log')).toBe(
      '<id> failed at <time> after <duration>, <counter>, log <tmp>',
    )
    expect(maskVolatileText('job_id=qry_zxtzx1gca1 ref 4UJL9ZYD3H on Mon, 01 Dec 2026')).toBe('job_id=<id> ref <id> on <date>')
    expect(volatileKinds('took 12ms, req_48213')).toEqual(['ids', 'durations'])
    // Content stays: counts, prices, versions, plain words and short codes.
    expect(maskVolatileText('3 failed, 12 passed, $19.99, v4.31.0, order 4411, PNR H7KLQ2')).toBe(
      '3 failed, 12 passed, $19.99, v4.31.0, order 4411, PNR H7KLQ2',
    )
  })

  it('a status stuck while its timestamps, ids, counters and timings change is a loop', () => {
    const poll = (i: number) => ({
      status: 'PENDING',
      checked_at: `2026-05-01T10:0${i}:00Z`,
      request_id: `req_${4000 + i * 17}`,
      queued_for_ms: 1000 * i,
      poll_count: i,
    })
    const stuck = root(...[1, 2, 3, 4, 5].map((i) => tool('get_job', { job_id: 'job-77' }, poll(i))))
    expect(loops(stuck)).toBe(true)
    const finding = findingOf(stuck, 'no-progress-repeat')
    expect(finding.count).toBe(5)
  })

  it('polling until the status changes is healthy', () => {
    const done = root(
      ...['PENDING', 'PENDING', 'RUNNING', 'RUNNING', 'DONE'].map((status, i) =>
        tool('get_job', { job_id: 'job-77' }, { status, checked_at: `2026-05-01T10:0${i}:00Z` }),
      ),
    )
    expect(loops(done)).toBe(false)
  })
})

describe('asking a person the same thing in new words', () => {
  it('and getting the same answer is a loop', () => {
    const asks = root(
      tool('ask_user', { question: 'Could you share the order number for the blender?' }, "It's 4411."),
      llm('I need the order before I can open the claim for the customer.'),
      tool('ask_user', { question: 'Which order are you contacting us about?' }, 'I already told you: order 4411.'),
      llm('To file the claim I have to know which order this is exactly.'),
      tool('ask_user', { question: 'Can you confirm the order ID so I can pull it up?' }, '4411. Same as the last two times.'),
    )
    expect(loops(asks)).toBe(true)
  })

  it('a re-ask after an unclear answer that gets a clear one is healthy', () => {
    const clarified = root(
      tool('ask_user', { question: 'Which environment should I deploy to?' }, 'hmm, not sure, whatever is usual'),
      tool('ask_user', { question: 'Staging or production?' }, 'Staging.'),
      tool('deploy', { env: 'staging', version: 'v2.1.0' }, { ok: true }),
    )
    expect(loops(clarified)).toBe(false)
  })
})

describe('the same message to the user while the same action keeps failing', () => {
  it('is a loop, even with the customer replying in between', () => {
    const reply =
      'I am sorry for the trouble. I am updating reservation H7KLQ2 to the 14:05 flight HAT030 now; the fare difference of 42 dollars ' +
      'will be charged to the Visa card on file, your seat assignment and checked baggage carry over unchanged, and you will receive ' +
      'a confirmation email with the new boarding pass shortly.'
    const trace = root(
      llm(reply),
      failing('update_reservation', { reservation: 'H7KLQ2', flight: 'HAT030' }, 'Error: flight HAT030 not available on date 2024-05-13'),
      tool('user', null, 'ok, please go ahead'),
      llm(reply),
      failing('update_reservation', { reservation: 'H7KLQ2', flight: 'HAT030' }, 'Error: flight HAT030 not available on date 2024-05-13'),
      tool('user', null, 'is it done?'),
      llm(reply),
    )
    expect(loops(trace)).toBe(true)
    expect(progress(trace).findings.some((f) => f.kind === 'repeated-reasoning')).toBe(true)
  })
})

describe('missing data is never evidence', () => {
  it('nested spans that recorded no content are not a recursion', () => {
    const chat = (children: Dict[]): Dict => ({ type: 'llm', name: 'chat gpt-4o', input: null, output: null, children })
    const trace = agent('assistant', null, null, [chat([chat([tool('search', { q: 'flights LIS JFK' }, { flights: ['TP201'] })])])])
    expect(progress(trace).findings).toEqual([])
    const agents = agent('assistant', 'plan a trip', null, [agent('worker', null, null, [agent('worker', null, null, [])])])
    expect(progress(agents).findings).toEqual([])
    // What tracers leave with content capture off: empty message lists, blank prompts.
    const empty = (children: Dict[]): Dict => ({ type: 'llm', name: 'chat', input: { messages: [], prompt: '' }, output: null, children })
    expect(progress(agent('assistant', 'x', null, [empty([empty([])])])).findings).toEqual([])
  })

  it('a call whose result is still pending is not "a result already seen"', () => {
    const pending = root(tool('get_weather', { city: 'Lisbon' }, { temp: 21 }), ...[1, 2, 3, 4].map(() => tool('book_table', null, null)))
    expect(loops(pending)).toBe(false)
    const unrecorded = root(...[1, 2, 3, 4, 5].map(() => tool('search', {}, null)))
    expect(loops(unrecorded)).toBe(false)
  })

  it('the same recorded call repeated with no recorded result is still compared as the same call', () => {
    const same = root(...[1, 2, 3, 4, 5].map(() => tool('read_document', { doc_id: 'pm-2025-017' }, null)))
    expect(loops(same)).toBe(true)
  })
})

describe('content that cannot be read', () => {
  it('is a TraceValidationError naming the span, not a crash inside scoring', () => {
    const unreadable = {
      get reply(): string {
        throw new Error('boom')
      },
    }
    const trace = root(tool('read_file', { path: 'a.md' }, 'fine'), tool('ask_user', { question: 'Which one?' }, unreadable))
    expect(() => progress(trace)).toThrow(TraceValidationError)
    expect(() => progress(trace)).toThrow('root.children[1]: the input or output of this tool span could not be read (boom)')
  })
})

describe('ids in acknowledgements', () => {
  it('a message re-sent whose acknowledgement differs only by its new id is the same result', () => {
    expect(maskVolatileText('Message sent (id 4411)')).toBe('Message sent (id <id>)')
    expect(maskVolatileText('ticket #48213 created')).toBe('ticket <id> created')
    const text = `Hello Dana, your refund for order 4411 has been approved and will reach the card ending in 0042 within five business days; reply here if it has not arrived by Friday.`
    const resent = root(...[101, 102].map((id) => tool('send_message', { to: 'dana@example.com', text }, `Message sent (id ${id}88)`)))
    expect(loops(resent)).toBe(true)
  })
})
