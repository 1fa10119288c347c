// The general rules the second blind set's first run asked for, each on a
// small trace written here (none from the blind set): what counts as
// "nothing found", as a failure, as volatile, as the same subject, as the
// same answer from a person, and what a wait or a pending call resolves.
import { describe, expect, it } from 'vitest'
import { failureLinesOnly, isEmptyResult, observeAction, tablesIn } from '../../src/progress/action.js'
import { canonicalDigest } from '../../src/progress/canonical.js'
import { maskHandles, maskVolatileText } from '../../src/progress/mask.js'
import { textOf, type TextStep } from '../../src/progress/timeline.js'
import { toolCallOf } from '../../src/progress/tool-call.js'
import { ToolIdentities } from '../../src/progress/tools.js'
import { spanRole } from '../../src/progress/span-kind.js'
import { saysSaidBefore, userTurns } from '../../src/progress/user-turns.js'
import { outcomeReadings } from '../../src/progress/shape.js'
import { ListShapes } from '../../src/progress/list-shapes.js'
import { agent, failing, kinds, llm, progress, root, rootOf, tool, type Dict } from './support.js'

const loops = (trace: Dict): boolean => progress(trace).loopDetected

describe('nothing found', () => {
  it('an empty list outweighs a total count beside it: page 4 of 61 results is empty', () => {
    expect(isEmptyResult({ results: [], count: 61, next_page: null })).toBe(true)
    expect(isEmptyResult({ data: [], meta: { count: 14 } })).toBe(true)
  })

  it('a zero count beside a metadata list is empty; a non-empty list without a zero count is content', () => {
    expect(isEmptyResult({ hotels: [], total: 0, filters_applied: ['price', 'availability'] })).toBe(true)
    expect(isEmptyResult({ hotels: [{ id: 1 }], filters_applied: ['price'] })).toBe(false)
  })

  it('count-like keys are read by their ending', () => {
    expect(isEmptyResult({ rows_fetched: 0, rows_inserted: 0, has_more: false })).toBe(true)
    expect(isEmptyResult({ new_items_loaded: 0, at_bottom: true })).toBe(true)
    expect(isEmptyResult({ rows_fetched: 500, has_more: true })).toBe(false)
  })

  it('offsets past the end with an echoed offset in every answer are paging past the end', () => {
    const page = (offset: number, rows: number) =>
      tool('export_rows', { table: 'orders', offset, limit: 100 }, { offset, rows_fetched: rows, batch: `b-${offset}`, has_more: rows === 100 })
    expect(loops(root(page(0, 100), page(100, 100), page(200, 37), page(300, 0), page(400, 0), page(500, 0), page(600, 0)))).toBe(true)
    expect(loops(root(page(0, 100), page(100, 100), page(200, 37), page(300, 0)))).toBe(false)
  })
})

describe('a person asked again', () => {
  const ask = (question: string, reply: string) => tool('ask_user', { question }, reply)

  it('re-asking without acting on the answer, and getting the same answer in other words, is a loop', () => {
    const trace = root(
      ask('Which warehouse should ship the order, Leeds or Bristol?', 'Leeds, please.'),
      llm('I should confirm the warehouse before shipping.'),
      ask('Just to be sure: Leeds, not Bristol?', 'Yes, Leeds.'),
      llm('Let me double-check the warehouse choice.'),
      ask('Can you confirm the shipping warehouse?', 'Leeds! As I said.'),
      llm('One more confirmation of the warehouse before I proceed.'),
      ask('Before I ship, which warehouse was it?', 'Leeds.'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a bare "Yes." to a question asked again says nothing new', () => {
    const trace = root(
      ask('Should the discount apply to every variant?', 'Yes, all variants.'),
      ask('Confirming: the large size too?', 'Yes.'),
      ask('And the limited edition colour as well?', 'Yes.'),
      ask('So every variant of the jacket, right?', 'Yes. All of them.'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('an interview that asks different things, or acts on each answer, is healthy', () => {
    expect(
      loops(
        root(
          ask('Your full name?', 'Dana Whitfield'),
          ask('Your email?', 'dana@example.org'),
          ask('Preferred date?', 'June 4'),
          ask('Window or aisle?', 'Aisle'),
        ),
      ),
    ).toBe(false)
    expect(
      loops(
        root(
          ask('Which warehouse should ship the order?', 'Leeds.'),
          tool('create_shipment', { order: 'SO-8812', warehouse: 'LDS' }, { shipment: 'SH-1', status: 'created' }),
          ask('Which carrier for the Leeds shipment?', 'DPD, like last time.'),
          tool('book_carrier', { shipment: 'SH-1', carrier: 'DPD' }, { booked: true, pickup: 'tomorrow 10:00' }),
        ),
      ),
    ).toBe(false)
  })
})

describe('failures said in other ways', () => {
  const submit = () =>
    tool(
      'submit_form',
      { form: 'address' },
      { submitted: true, alert: { role: 'alert', text: 'We could not verify this address. Please check it and try again.' } },
    )
  const fill = (street: string) => tool('fill_field', { field: 'street', value: street }, { filled: 1 })

  it('a refusal in a short alert is a failure: different fixes, the same refusal each time, is a loop', () => {
    expect(
      loops(root(fill('12 Oak St'), submit(), fill('12 Oak Street'), submit(), fill('12 Oak Street, Apt 1'), submit(), fill('12 Oak St.'), submit())),
    ).toBe(true)
  })

  it('a false health flag is a failure', () => {
    const check = () => tool('health_check', { service: 'api' }, { service: 'api', healthy: false, ready_replicas: 0 })
    const fix = (value: string) => tool('set_env', { key: 'DB_URL', value }, { ok: true })
    expect(loops(root(check(), fix('postgres://a'), check(), fix('postgres://b'), check(), fix('postgres://c'), check()))).toBe(true)
  })

  it('the same passing check after each change is healthy (a refactor that keeps tests green)', () => {
    const tests = () => tool('run_tests', { path: 'tests/' }, '42 passed in 3.1s')
    const edit = (file: string) => tool('edit_file', { path: file, patch: 'rename helper' }, 'ok')
    expect(loops(root(edit('a.py'), tests(), edit('b.py'), tests(), edit('c.py'), tests(), edit('d.py'), tests()))).toBe(false)
  })
})

describe('volatile parts', () => {
  it('clock durations and the random tail of a generated name are masked', () => {
    expect(maskVolatileText('real\t0m2.345s')).toBe(maskVolatileText('real\t0m1.021s'))
    expect(maskVolatileText('1h2m3s elapsed')).toBe(maskVolatileText('0h0m9s elapsed'))
    expect(maskVolatileText('pod payments-api-7f9c8d6b5-d8m57 crashed')).toBe(maskVolatileText('pod payments-api-7f9c8d6b5-k7v66 crashed'))
  })

  it('a crash loop whose only change is the restart count and pod name is the same failure', () => {
    const check = (pod: string, restarts: number) =>
      tool('rollout_status', { deployment: 'web' }, { healthy: false, pods: [{ name: `web-5c7d9f8b6d-${pod}`, state: 'CrashLoopBackOff', restarts }] })
    const change = (n: number) => tool('patch_deployment', { deployment: 'web', env: { WORKERS: String(n) } }, 'patched')
    expect(loops(root(check('a1b2c', 3), change(2), check('x9y8z', 4), change(4), check('q7r6s', 2), change(8), check('m5n4p', 5)))).toBe(true)
  })
})

describe('waits and pending calls', () => {
  const poll = (state: string, at: string) => tool('ci_status', { pr: 1843 }, { state, checked_at: at })
  const sleep = () => tool('sleep', { seconds: 60 }, 'slept 60s')

  it('a sleep before each poll of a job that finally finishes is part of the wait', () => {
    const trace = root(
      poll('pending', '2024-05-21T15:12:14Z'),
      sleep(),
      poll('pending', '2024-05-21T15:13:14Z'),
      sleep(),
      poll('pending', '2024-05-21T15:14:14Z'),
      sleep(),
      poll('pending', '2024-05-21T15:15:14Z'),
      sleep(),
      poll('success', '2024-05-21T15:16:14Z'),
      tool('merge_pr', { pr: 1843 }, { merged: true }),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a last call with no result yet does not excuse the same failure before it', () => {
    const click = () => failing('click', { selector: '#submit' }, 'ElementClickInterceptedException: element click intercepted')
    const pending = tool('click', { selector: '#submit' }, null)
    expect(loops(root(click(), click(), click(), click(), pending))).toBe(true)
  })
})

describe('the same subject in other spellings', () => {
  const query = (args: Record<string, unknown>) => tool('query_events', args, { rows: [], row_count: 0 })

  it('a date as ISO, as a datetime and as epoch seconds, and a name in other casing, ask about one thing', () => {
    const trace = root(
      query({ event: 'checkout_failed', date: '2024-03-05', region: 'EU' }),
      query({ event: 'checkout_failed', date: '03/05/2024', region: 'EU' }),
      query({ event: 'CheckoutFailed', start: '2024-03-05T00:00:00Z', region: 'eu' }),
      query({ event: 'checkout-failed', date: 1709596800, region: 'EU' }),
    )
    expect(loops(trace)).toBe(true)
  })

  it('distinct entities on one date are batch work', () => {
    const trace = root(
      query({ customer: 'acme', date: '2024-03-05' }),
      query({ customer: 'globex', date: '2024-03-05' }),
      query({ customer: 'initech', date: '2024-03-05' }),
      query({ customer: 'umbrella', date: '2024-03-05' }),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('a long message sent again through a tool', () => {
  const body =
    'Good news: there are several window seats available near the front of the economy cabin on your flight to Lisbon tomorrow morning. ' +
    'I am moving you from seat 23C to window seat 7A right now, and I will send a confirmation message with the updated boarding pass as soon as the change is saved in your booking.'
  const notify = (to: string, text: string) =>
    tool('notify_customer', { to, body: text }, { status: 'sent', message_id: `wamid.${to.length}x9QmZ2rT8vLp3Kd7Yc` })
  const change = () => failing('change_seat', { pnr: 'ZQ7T4M', seat: '7A' }, 'SEAT_MAP_UNAVAILABLE: seat assignment is closed for this segment')

  it('to the same person, near-verbatim, with only a failure in between, is a loop', () => {
    expect(loops(root(notify('+31 6 1234', body), change(), notify('+31 6 1234', body.replace('right now', 'straight away')), change()))).toBe(true)
  })

  it('a templated message to each of several customers is batch work', () => {
    const to = (name: string) => notify(name, body.replace('Good news', `Good news ${name}`))
    expect(loops(root(to('Ana'), to('Bram'), to('Chen'), to('Dora')))).toBe(false)
  })

  it("an edit to a file is no message, though its arguments were recorded as one string and the next edit's old text is this one's new text", () => {
    const block = (call: string) =>
      `if dims is not None:\n                var = ${call}\n                variables[k] = var\n                coord_names.update(var.dims)\n                indexes.pop(k, None)\n                continue\n`
    const edit = (from: string, to: string) =>
      `str_replace_editor str_replace /testbed/xarray/core/dataset.py --old_str '${block(from)}' --new_str '${block(to)}'`
    const edited = 'The file /testbed/xarray/core/dataset.py has been edited. Review the changes and make sure they are as expected.'
    const notThere = 'No replacement was performed, old_str `var.dims = dims` did not appear verbatim in /testbed/xarray/core/dataset.py.'
    const trace = root(
      tool('str_replace_editor', edit('v.to_base_variable()', 'v.to_base_variable(dims=dims)'), edited),
      failing('python', 'python reproduce.py', 'TypeError: to_base_variable() got an unexpected keyword argument'),
      // An edit of a line that is not there, tried twice: the same failure came back between the two edits.
      failing('str_replace_editor', edit('var.dims = dims', 'pass'), notThere),
      failing('str_replace_editor', edit('var.dims = dims', 'pass'), notThere),
      tool('str_replace_editor', edit('v.to_base_variable(dims=dims)', 'v._replace(dims=dims)'), edited),
      tool('python', 'python reproduce.py', 'dims after swap: (x,) – original untouched'),
    )
    expect(kinds(progress(trace))).toEqual([])
  })

  it('a send the tool rejected, retried, is an ordinary retry', () => {
    const rejected = failing('notify_customer', { to: '+31 6 1234', body }, 'HTTP 503 Service Unavailable')
    expect(loops(root(rejected, notify('+31 6 1234', body)))).toBe(false)
  })
})

describe('rules from the third blind set', () => {
  it('a status word that says failure is a failure: the same rejection after each different fix is a loop', () => {
    const validate = () => tool('feed_validate', { feed: 'main' }, { status: 'REJECTED', issues: [{ code: 'missing_gtin', affected: 214 }] })
    const fix = (n: number) => tool('bulk_update', { field: 'gtin', source: `column_${n}` }, { updated: 214 })
    expect(loops(root(validate(), fix(1), validate(), fix(2), validate(), fix(3), validate()))).toBe(true)
  })

  it('"gave return code 1" is a failure', () => {
    const build = () =>
      tool('latexmk', { main: 'main.tex' }, "Latexmk: Errors, so I did not complete making targets\n  pdflatex: Command for 'pdflatex' gave return code 1")
    const edit = (n: number) => tool('apply_patch', { file: 'main.tex', patch: `fix ${n}` }, 'applied')
    expect(loops(root(build(), edit(1), build(), edit(2), build(), edit(3), build()))).toBe(true)
  })

  it('masks npm log names, minted ids without digits, and epoch milliseconds in results', () => {
    expect(maskVolatileText('log: /root/.npm/_logs/2024-05-02T14_45_18_849Z-debug-0.log')).toBe(
      maskVolatileText('log: /root/.npm/_logs/2024-05-02T14_46_02_115Z-debug-0.log'),
    )
    expect(maskVolatileText('batch jb_TptXzHnqpj done')).toBe(maskVolatileText('batch jb_WqRtyUzmoP done'))
    expect(maskVolatileText('status checkout_failed')).toBe('status checkout_failed')
    expect(maskVolatileText('call get_UserNameById')).toBe('call get_UserNameById')
    const poll = (heartbeat: number, n: number) =>
      tool('job_status', { job: 'ext-5fa2c1' }, { state: 'RUNNING', processed: 497, last_heartbeat: heartbeat, poll: n })
    expect(loops(root(poll(1730599906962, 1), poll(1730599967001, 2), poll(1730600027413, 3), poll(1730600087555, 4), poll(1730600147009, 5)))).toBe(true)
  })

  it("a store's version stamp on every read is volatile", () => {
    const read = (rv: string) =>
      tool('k8s_get', { kind: 'deployment', name: 'api' }, { metadata: { generation: 57, resourceVersion: rv }, status: { updatedReplicas: 3, replicas: 7 } })
    expect(loops(root(read('923757577'), read('561510823'), read('851610407'), read('563536838'), read('594283879')))).toBe(true)
  })

  it('a tool named for asking a person (confirm_with_user) is asking a person', () => {
    const confirm = (message: string) => tool('confirm_with_user', { message }, 'Berlin, hybrid. Remote within Germany is also fine.')
    const trace = root(
      confirm('Where is this role based?'),
      confirm('What location should the posting show?'),
      confirm('Can you confirm the work location?'),
      confirm('Please tell me where the role will be based.'),
    )
    expect(loops(trace)).toBe(true)
    // A record about a person is not asking one.
    expect(loops(root(...['u1', 'u2', 'u3', 'u4'].map((id) => tool('get_user', { id }, { id, plan: 'pro' }))))).toBe(false)
  })

  it('one order number in other dresses is one subject', () => {
    const search = (args: Record<string, unknown>) => tool('orders_search', args, { results: [], total: 0 })
    expect(
      loops(
        root(
          search({ order_number: '55120' }),
          search({ order_number: '#55120' }),
          search({ order_number: 'ORD-55120' }),
          search({ order_number: 'ord_0055120' }),
        ),
      ),
    ).toBe(true)
    // Distinct orders, each not found, are batch work.
    expect(
      loops(root(search({ order_number: '55120' }), search({ order_number: '55121' }), search({ order_number: '55122' }), search({ order_number: '55123' }))),
    ).toBe(false)
  })

  it('a search page reworded in its query string is the same page asked again', () => {
    const goto = (q: string) =>
      tool('browser.goto', { url: `https://docs.example.io/search?q=${q}` }, { status: 200, text: `0 results for "${q.replace(/\+/g, ' ')}".` })
    expect(
      loops(root(goto('load+balancer+idle+timeout'), goto('LB+idle+timeout'), goto('load+balancer+connection+timeout'), goto('keepalive+timeout+lb'))),
    ).toBe(true)
  })
})

describe('rules from the fourth blind set', () => {
  it('masks a bare id with colon-joined parts, short hex handles and mixed-case minted ids', () => {
    expect(maskVolatileText('Request ID: 247F:D826:CF52F73:5719D9D:8227950F')).toBe(maskVolatileText('Request ID: AB89:C709:ECB46E3:4BB7122:679A3966'))
    expect(maskVolatileText('[page fb8f42a2]')).toBe(maskVolatileText('[page 6c920462]'))
    expect(maskVolatileText('validation val_D8DvdufIXyoY')).toBe(maskVolatileText('validation val_nTOskhqvC5Ea'))
    expect(maskVolatileText('fn getUser2Name')).toBe('fn getUser2Name')
  })

  it('epoch seconds under a clock name are volatile; a count of the same size is not', () => {
    const refund = (updated: number) => tool('get_refund', { refund_id: 're_1' }, { status: 'pending', amount: 6499, updated })
    expect(loops(root(refund(1713999176), refund(1713999187), refund(1713999202), refund(1713999212), refund(1713999226)))).toBe(true)
    const transfer = (bytes: number) => tool('get_transfer', { id: 't1' }, { status: 'running', bytes })
    expect(loops(root(transfer(1713999176), transfer(1713999187), transfer(1713999202), transfer(1713999212), transfer(1713999226)))).toBe(false)
  })

  it("a policy number's separators and prefix are spelling", () => {
    const lookup = (args: Record<string, unknown>) => tool('claims.lookup', args, { matches: [] })
    const trace = root(
      lookup({ policy_number: 'HO-2291-0048', loss_type: 'water' }),
      lookup({ policy_no: 'HO22910048' }),
      lookup({ policy: 'ho-2291-0048', date_of_loss: '2024-06-03' }),
      lookup({ policy_number: 'HO.2291.0048' }),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a tool that prompts a student asks a person', () => {
    const ask = (message: string, reply: string) => tool('prompt_student', { student_id: 'stu_1', message }, { reply, session: 's1' })
    expect(
      loops(
        root(
          ask('What topic is the quiz on?', 'dividing fractions'),
          ask('Which unit will the quiz cover?', 'dividing fractions'),
          ask('What will you be tested on?', 'dividing fractions. i said that'),
        ),
      ),
    ).toBe(true)
  })
})

describe('rules from the fifth blind set', () => {
  it('a list of checks with one that failed is a failure; run times and the run handle are volatile', () => {
    const test = (seconds: number, id: string) =>
      tool(
        'dbt_cli',
        { args: ['test'] },
        {
          invocation_id: id,
          elapsed_time: seconds,
          results: [
            { unique_id: 'not_null', status: 'pass', execution_time: seconds / 2 },
            { unique_id: 'unique', status: 'fail', failures: 214, execution_time: seconds / 3 },
          ],
        },
      )
    const write = (n: number) => tool('write_model', { model: 'fct_orders', sql: `select distinct ... -- fix ${n}` }, 'written')
    expect(loops(root(test(5.35, 'a1'), write(1), test(6.06, 'b2'), write(2), test(4.36, 'c3'), write(3), test(5.13, 'd4')))).toBe(true)
  })

  it('masks dates spelled with a month name and kubectl age cells', () => {
    expect(maskVolatileText('as of Apr 15, 2024 4:53 PM UTC')).toBe(maskVolatileText('as of Apr 16, 2024 9:02 AM UTC'))
    expect(maskVolatileText('payments-api   2/4     4            2           5m\n')).toBe(
      maskVolatileText('payments-api   2/4     4            2           6m\n'),
    )
    expect(maskVolatileText('raised 5m rows')).toBe('raised 5m rows')
  })

  it('a tool that requests approval asks a person', () => {
    const approve = (question: string, response: string) => tool('request_approval', { approver: 'controller@acme.eu', question }, { response })
    expect(
      loops(
        root(
          approve('Release the wire?', 'Approved. Release it.'),
          approve('Please confirm the release.', 'Yes, approved.'),
          approve('Final confirmation?', 'Yes. Approved. Release.'),
        ),
      ),
    ).toBe(true)
  })
})

describe('rules from the sixth blind set', () => {
  it('masks ids with five consonants in a row, revision counters, build-step and event counters, and serving replicas', () => {
    expect(maskVolatileText('Check run cc-n5grqgsdgp on model rev 15')).toBe(maskVolatileText('Check run cc-vjonyxymv5 on model rev 16'))
    expect(maskVolatileText('#10 [deps 3/3] RUN npm ci\n#10 ERR! code EUSAGE')).toBe(maskVolatileText('#11 [deps 4/4] RUN npm ci\n#11 ERR! code EUSAGE'))
    expect(maskVolatileText('Readiness probe failed (x13 over 4m)')).toBe(maskVolatileText('Readiness probe failed (x8 over 4m)'))
    expect(maskVolatileText('rendered by aca-web-01')).toBe(maskVolatileText('rendered by aca-web-03'))
    // Words, versions and plain codes stay.
    expect(maskVolatileText('sha256sum strengths python3 gpt4o v3.2 ALC-OLT-02')).toBe('sha256sum strengths python3 gpt4o v3.2 ALC-OLT-02')
  })

  it('rate-limit and quota blocks, session handles, epoch times and the serving host are volatile fields', () => {
    const status = (n: number) =>
      tool(
        'get_entry',
        { entry: '9KX-0412233-6' },
        {
          status: 'HOLD',
          ace_session: `S${163057168 + n * 7919}`,
          served_by: `api-${n}`,
          rate_limit: { remaining: 117 - n, reset_epoch: 1718290958 + n },
          lastModified: 1733248971609 + n,
        },
      )
    expect(loops(root(status(0), status(1), status(2), status(3), status(4)))).toBe(true)
  })

  it('a third empty answer in a row, asked through other fields, is no news; the same fields about other items is batch work', () => {
    const search = (args: Record<string, string>) => tool('search_incidents', args, { incidents: [], total: 0 })
    const facets = [
      search({ olt: 'ALC-02' }),
      search({ query: 'fiber cut alder' }),
      search({ port: '1/3/7' }),
      search({ asset: 'FDH-14' }),
      search({ center: 'ALDR' }),
    ]
    expect(loops(root(...facets))).toBe(true)
    const grep = (file: string) => tool('grep', { pattern: 'payments_v1', path: file }, 'no matches')
    expect(loops(root(...['a.py', 'b.py', 'c.py', 'd.py', 'e.py', 'f.py'].map(grep), llm('None of the six files use the old client.')))).toBe(false)
  })

  it('a stretch the run never leaves needs one repeat fewer: three identical checks that end the run', () => {
    const check = () => tool('check_pa_status', { key: 'BJK7' }, { status: 'PENDING_REVIEW', determination: null })
    expect(loops(root(check(), check(), check()))).toBe(true)
    expect(loops(root(check(), check(), check(), tool('check_pa_status', { key: 'BJK7' }, { status: 'APPROVED' })))).toBe(false)
  })

  it('a write names its resource by its own identifier when no listed key does, and a failed write moves nothing', () => {
    const program = (p: string) => tool('set_zone_program', { zone_id: 'Z3', program: p }, { zone_id: 'Z3', program: p, applied: true })
    expect(loops(root(program('A'), program('B'), program('A'), program('B'), program('A')))).toBe(true)
    // Different values written to one record, each confirmed: work, not a flip.
    expect(
      loops(root(program('A'), tool('get_zone', { zone_id: 'Z3' }, { moisture: 0.17 }), program('B'), tool('get_zone', { zone_id: 'Z3' }, { moisture: 0.22 }))),
    ).toBe(false)
    // The same failing update under new arguments is the same error again, not a new state each time.
    const update = (flight: string) =>
      failing('update_reservation', { reservation_id: 'XEW', payment_id: 'gc_1', flight }, 'Error: flight HAT030 not available')
    expect(loops(root(update('HAT030'), update('HAT031'), update('HAT030'), update('HAT032')))).toBe(true)
  })

  it('a check that reads back what it read in the same state before teaches nothing about the flip', () => {
    const headline = (text: string, revision: number) => tool('update_article', { article_id: 88213, fields: { headline: text } }, { revision, headline: text })
    const score = (revision: number, value: number) => tool('score_headline', { article_id: 88213, revision }, { score: value, flags: [] })
    const trace = root(headline('A', 15), score(15, 71), headline('B', 16), score(16, 68), headline('A', 17), score(17, 71), headline('B', 18), score(18, 68))
    expect(loops(trace)).toBe(true)
  })

  it('`{}` in and `{}` out is content capture off, not a repeat', () => {
    const blank = () => tool('retrieve', {}, {})
    expect(loops(root(blank(), blank(), blank(), blank()))).toBe(false)
    // An empty list is an answer.
    const none = () => tool('list_pending', {}, [])
    expect(loops(root(none(), none(), none(), none()))).toBe(true)
  })
})

describe('more rules from the sixth blind set', () => {
  it('private addresses, Jupyter execution counts and minted submission handles are volatile; versions and public addresses stay', () => {
    expect(maskVolatileText('dial tcp 10.42.3.51:8080: connect: refused')).toBe(maskVolatileText('dial tcp 10.42.4.244:8080: connect: refused'))
    expect(maskVolatileText('rejected (submission SUB-D9MEHHSD)')).toBe(maskVolatileText('rejected (submission SUB-6ZKAGUNU)'))
    expect(maskVolatileText('node 10.4.2 at 8.8.8.8')).toBe('node 10.4.2 at 8.8.8.8')
    const run = (count: number) => tool('python', { code: 'print(df.head())' }, { stdout: 'a b\n1 2', execution_count: count })
    expect(loops(root(run(3), run(4), run(5), run(6)))).toBe(true)
  })

  it('a long step said again after the framework only said "continue" is a repeat', () => {
    const plan =
      'The job deletes rows updated since the checkpoint and then inserts every order returned by the pager, which orders by a column that is not unique, ' +
      'so the same order can land on two pages and be inserted twice; I will switch to keyset paging and make the insert idempotent.'
    const step = (text: string, user: string) => ({ type: 'llm', name: 'model', input: [{ role: 'user', content: user }], output: text, children: [] })
    expect(
      loops(root(step(plan, 'Fix the nightly reindex job.'), step(plan, 'Please continue working on the task on whatever approach you think is suitable.'))),
    ).toBe(true)
    // A real new request in between is an answer to something else.
    expect(loops(root(step(plan, 'Fix the nightly reindex job.'), step(plan, 'Also explain it to the on-call engineer.')))).toBe(false)
  })

  it('a long command sent again after the first one brought a new page is paging, not a repeated message', () => {
    const page = (n: number, rows: string) =>
      tool(
        'execute_bash',
        {
          command: `gh api 'repos/acme/api/issues?labels=bug&state=open&per_page=5&page=${n}' --jq '.[] | [.number, .title, .labels] | @tsv' | awk -F'\\t' '{print $1, $2}'`,
        },
        rows,
      )
    expect(
      loops(
        root(
          page(1, '4504 Pagination cursor ignored\n4529 Refund webhook fires twice'),
          page(2, '4594 Currency rounding off\n4624 Wrong timestamp header'),
          page(3, ''),
          llm('Four open bugs, listed above.'),
        ),
      ),
    ).toBe(false)
  })
})

describe('rules from the seventh blind set', () => {
  it('masks the transport headers of a raw HTTP response and hosts named for a private address; the status line and body stay', () => {
    const response = (age: number, edge: string, remaining: number) =>
      `HTTP/1.1 200 OK\nDate: Mon, 0${age % 9} Dec 2026 10:00:00 GMT\nX-Cache: HIT from ${edge}\nAge: ${age}\nX-Ratelimit-Remaining: ${remaining}\n\n{"status":"IN_TRANSIT"}`
    expect(maskVolatileText(response(54, 'edge-ams3', 4770))).toBe(maskVolatileText(response(1, 'edge-ams4', 4769)))
    expect(maskVolatileText(response(1, 'edge-ams4', 4769))).toContain('HTTP/1.1 200 OK')
    expect(maskVolatileText('node ip-10-42-7-141.eu-west-1.compute.internal')).toBe(maskVolatileText('node ip-10-42-7-22.eu-west-1.compute.internal'))
  })

  it('an empty result list is nothing found, whatever lists echo the request beside it; other empty lists are not', () => {
    expect(isEmptyResult({ entries: [], nextPageToken: '', resourceNames: ['projects/shop-prod'], scannedBytes: 41284007 })).toBe(true)
    expect(isEmptyResult({ files: ['a.py', 'b.py'], warnings: [] })).toBe(false)
    expect(isEmptyResult({ results: [{ id: 1 }], scopes: [] })).toBe(false)
  })

  it('a date under a key that pages by time (before, since) is a place in the list: older pages that stay empty are the same nothing', () => {
    const older = (before: string) => tool('list_matches', { player: '7781-2231-09', before }, { matches: [], region_shard: 'na-east-2' })
    expect(loops(root(older('2024-08-31'), older('2024-08-24'), older('2024-08-17'), older('2024-08-10')))).toBe(true)
    // A date under `start` is what is asked about: another day, another question.
    const day = (start: string) => tool('list_bookings', { hotel: 'H7', start }, { bookings: [] })
    expect(loops(root(day('2024-08-31'), day('2024-09-01'), llm('No bookings on either day.')))).toBe(false)
  })

  it('an empty user turn is no new request: a long step said again after it is a repeat', () => {
    const plan =
      'None of the three reserve first officers is legal for the flight: one would exceed the duty period, one is short of the rest requirement, ' +
      'and the third has expired recurrent training, so I will ask crew scheduling to call in a first officer from another base.'
    const step = (user: string) => ({ type: 'llm', name: 'planner', input: [{ role: 'user', content: user }], output: plan, children: [] })
    expect(loops(root(step('{"emp_id":"E49930","legal":false}'), step('')))).toBe(true)
  })

  it('readings of the same call that differ only in their numbers are no news between two visits to the same state', () => {
    const flag = (on: boolean) => tool('set_flag', { flagKey: 'checkout-v3', on }, { key: 'checkout-v3', on })
    const rate = (value: number, samples: number) => tool('get_error_rate', { metric: 'applepay.error_rate' }, { value_pct: value, samples })
    const toggling = root(flag(false), rate(4.29, 1907), flag(true), rate(4.2, 1905), flag(false), rate(4.18, 1980), flag(true), rate(4.27, 1875))
    expect(loops(toggling)).toBe(true)
    // Readings that change in words are news: the flag mattered.
    const status = (state: string) => tool('get_error_rate', { metric: 'applepay.error_rate' }, { state })
    expect(loops(root(flag(false), status('degraded'), flag(true), status('healthy'), llm('Leaving the flag on: the errors stop with it.')))).toBe(false)
  })
})

describe('rules from the eighth blind set', () => {
  it('masks serving replicas and workers, entity tags in text and a virtualenv hash; versions stay', () => {
    expect(maskVolatileText('rendered by web-4 in 12ms')).toBe(maskVolatileText('rendered by web-9 in 8ms'))
    expect(maskVolatileText('sync_state=STALE worker=sync-w1')).toBe(maskVolatileText('sync_state=STALE worker=sync-w2'))
    expect(maskVolatileText('polled_at: 10:02  etag: g6AcMOUeFCJb==')).toBe(maskVolatileText('polled_at: 10:04  etag: FxqxMhXqEOtm=='))
    expect(maskVolatileText('/poetry/openhands-ai-8ce15-py3.11/bin/python')).toBe(maskVolatileText('/poetry/openhands-ai-2c939-py3.11/bin/python'))
    expect(maskVolatileText('requires node-18 or later')).toBe('requires node-18 or later')
  })

  it('request ids under any spelling, sequence numbers and control numbers are volatile fields', () => {
    const jobs = (n: number) =>
      tool(
        'gh_get_run_jobs',
        { run_id: 9461994752 },
        { jobs: [{ name: 'gpu-tests', status: 'queued' }], _meta: { 'x-github-request-id': `ACED:${n}`, poll_seq: n * 7919 } },
      )
    expect(loops(root(jobs(1), jobs(2), jobs(3), jobs(4)))).toBe(true)
  })

  it('a failure reported in the same words again is the same failure, whatever the arguments (the next revision checked)', () => {
    const check = (revision: string) =>
      tool('validate_recipe', { recipe: 'ETCH-OX-45', revision }, { valid: false, errors: ['RF power 850 W exceeds chamber limit 800 W'] })
    const edit = (revision: string, value: number) =>
      tool('edit_recipe_parameter', { recipe: 'ETCH-OX-45', from: revision, param: 'pressure', value }, { new_revision: `${revision}+` })
    expect(loops(root(check('c0'), edit('c0', 38), check('c1'), edit('c1', 40), check('c2'), edit('c2', 42), check('c3')))).toBe(true)
    // Failures that change as the fixes land converge.
    const failing = (revision: string, errors: string[]) => tool('validate_recipe', { recipe: 'ETCH-OX-45', revision }, { valid: errors.length === 0, errors })
    expect(
      loops(
        root(failing('c0', ['RF power too high', 'pressure too low']), edit('c0', 38), failing('c1', ['pressure too low']), edit('c1', 40), failing('c2', [])),
      ),
    ).toBe(false)
  })

  it('messages into the conversation a person answers in are part of asking: the same answer again after each is a loop', () => {
    const send = (text: string) => tool('send_chat_message', { conversation_id: 'cv_8812', text }, { delivered: true, message_id: `msg_${text.length}` })
    const reply = (text: string) => tool('wait_for_customer_reply', { conversation_id: 'cv_8812', timeout_s: 300 }, { text })
    const trace = root(
      send('Could you share your order number?'),
      reply("It's A-55821."),
      send('Can you send me the order number from your confirmation email?'),
      reply('A-55821'),
      send("What's the order number for the grinder?"),
      reply('I already gave it, A-55821'),
      send('Could you provide your order number once more?'),
      reply('A-55821!!'),
    )
    expect(loops(trace)).toBe(true)
    // Acting on the answer between the asks is progress.
    const healthy = root(
      send('Could you share your order number?'),
      reply("It's A-55821."),
      tool('lookup_order', { order: 'A-55821' }, { item: 'grinder', status: 'delivered' }),
      send('Found it: a replacement is on its way.'),
      reply('Thanks!'),
    )
    expect(loops(healthy)).toBe(false)
  })

  it('a call with nothing recorded after a stretch does not leave it: one more repeat never scores better', () => {
    const trace = root(tool('read_file', false, []), tool('search', {}, null), tool('search', null, null), tool('read_file', {}, []))
    const longer = root(tool('read_file', false, []), tool('search', {}, null), tool('search', null, null), tool('read_file', {}, []), tool('search', {}, null))
    expect(progress(longer).score).toBeLessThanOrEqual(progress(trace).score)
  })
})

describe('rules from the ninth blind set', () => {
  it("a model turn that only called tools has no text to compare; its message's reasoning beside the calls does", () => {
    const call = (id: string) => ({
      role: 'assistant',
      content: null,
      tool_calls: [{ id, type: 'function', function: { name: 'job_status', arguments: '{"job":"J-7"}' } }],
    })
    const turn = (id: string): Dict => ({ type: 'llm', name: 'chat', input: '', output: call(id), children: [] })
    const status = (state: string) => tool('job_status', { job: 'J-7' }, { state })
    // The calls differ only in their ids; the job moves on: healthy.
    expect(loops(root(turn('call_a1'), status('queued'), turn('call_b2'), status('running 40%'), turn('call_c3'), status('done')))).toBe(false)
    // The text of a model output: its content's text parts, else the reasoning kept beside the calls.
    expect(textOf(call('call_a1'))).toBe(null)
    expect(textOf({ content: [{ id: 'c', name: 'get_shipment' }], thought: 'Checking the hold reason.' })).toBe('Checking the hold reason.') // AutoGen
    expect(textOf({ text: 'Looking it up.', toolCalls: [{ toolName: 'search' }] })).toBe('Looking it up.') // AI SDK
    // A Responses API turn recorded by its SDK's aggregate text: its text, or none when it only called tools.
    expect(textOf({ output_text: 'The table stops at 2024-11-03.', tool_calls: [{ id: 'fc_6', type: 'function' }] })).toBe('The table stops at 2024-11-03.')
    expect(textOf({ output_text: '', tool_calls: [{ id: 'fc_1', type: 'function' }] })).toBe(null)
    expect(textOf({ messages: [{ role: 'assistant', content: [{ type: 'text', text: 'Thought: next page.' }] }], finish_reason: 'stop' })).toBe(
      'Thought: next page.',
    ) // BeeAI
    expect(
      textOf({
        role: 'assistant',
        content: [
          { type: 'text', text: 'a' },
          { type: 'tool_use', id: 't' },
          { type: 'text', text: 'b' },
        ],
      }),
    ).toBe('a\nb')
    expect(textOf({ answer: 42 })).toBe('{"answer":42}')
  })

  it('a tool call recorded as tracer attributes is the named tool with its arguments, whatever its call id', () => {
    const call = (id: string, page: number, data: unknown[]) =>
      tool(
        'ai.toolCall',
        { 'ai.toolCall.name': 'listInvoices', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify({ status: 'open', page }) },
        { data, page },
      )
    const report = progress(root(call('call_1', 1, [{ id: 1 }]), call('call_2', 2, []), call('call_3', 3, []), call('call_4', 4, []), call('call_5', 5, [])))
    expect(report.loopDetected).toBe(true)
    expect(report.findings[0]).toMatchObject({ tool: 'listInvoices' })
  })

  it('the very same call answering again with only its handles changed (replica, terminal, job number) is the same answer', () => {
    const poll = (terminal: string, job: string) => tool('vessel_status', { call: 'VC-88' }, { state: 'AT_ANCHOR', receiver: terminal, sync: { job } })
    expect(
      loops(
        root(poll('AIS-RX-WHV-1', 'sync-30515'), poll('AIS-RX-CUX-3', 'sync-15383'), poll('AIS-RX-BHV-4', 'sync-45385'), poll('AIS-RX-WHV-2', 'sync-60021')),
      ),
    ).toBe(true)
    // A state that moves is news, however the handles change; so is a version or a stage.
    const moving = (state: string, terminal: string) => tool('vessel_status', { call: 'VC-88' }, { state, receiver: terminal })
    expect(loops(root(moving('AT_ANCHOR', 'RX-1'), moving('APPROACHING', 'RX-3'), moving('BERTHED', 'RX-4'), moving('WORKING', 'RX-2')))).toBe(false)
    const deploy = (version: string) => tool('deploy_status', { app: 'web' }, `live version ${version}`)
    expect(loops(root(deploy('1.4.2'), deploy('1.4.3'), deploy('1.4.4'), deploy('1.4.5')))).toBe(false)
    const stage = (step: string) => tool('pipeline_status', { run: 'R-9' }, `running ${step}`)
    expect(loops(root(stage('step1'), stage('step2'), stage('step3'), stage('step4')))).toBe(false)
  })

  it('results wrapped in an envelope are read inside it: a JSON string under content, an id beside it', () => {
    const read = (receipt: string) =>
      tool('get_permit', { id: 'BLD-1' }, { content: JSON.stringify({ status: 'INCOMPLETE', missing: ['site plan'], receipt }), call_id: receipt })
    expect(loops(root(read('RC-1'), read('RC-2'), read('RC-3'), read('RC-4')))).toBe(true)
    expect(isEmptyResult({ tool_use_id: 'toolu_01ab', content: 'No files found' })).toBe(true)
  })

  it('nothing found after a header line, or beside counts of what was searched, is empty; a total of what there is is not a find', () => {
    expect(isEmptyResult('Case 3:24-cv-01187 | page 5 | retrieved 05/05/2025\nNo docket entries found for page 5.\nShowing entries 0 of 41.')).toBe(true)
    expect(isEmptyResult('scrollY=5220 (clamped)\nNo new results loaded.\nShowing 1-24 of 24 results')).toBe(true)
    expect(isEmptyResult('0 matches\n0 matched lines\n1843 files searched\n0.73 seconds')).toBe(true)
    expect(isEmptyResult('Loaded 10 more results\nShowing 1-20 of 24 results')).toBe(false)
    expect(isEmptyResult('Found 3 matching files:\n- a.ts\n- b.ts\nNo more pages.')).toBe(false)
  })

  it('a write that names no resource sets its tool: back and forth between two settings is a flip', () => {
    const set = (recipe: string) =>
      tool('set_recipe', "{'bay': 3, 'recipe': '" + recipe + "'}", `applied ${recipe} to bay 3 | ec=${recipe === 'R-LOW' ? '1.92' : '2.91'}`)
    expect(loops(root(set('R-LOW'), set('R-HIGH'), set('R-LOW'), set('R-HIGH'), set('R-LOW'), set('R-HIGH')))).toBe(true)
    // The same tool over distinct items is batch work.
    const bay = (n: number) => tool('set_recipe', { bay: n, recipe: 'R-LOW' }, `applied R-LOW to bay ${n}`)
    expect(loops(root(bay(1), bay(2), bay(3), bay(4), bay(5), bay(6)))).toBe(false)
  })

  it('a check that reports a violation or a no-go fails; the same one after each change is a loop', () => {
    const edit = (n: number) => tool('edit_plan', { plan_id: 'P-1', set: { duration_s: n } }, { ok: true, version: n })
    const check = (run: string) =>
      tool('check_plan', { plan_id: 'P-1' }, `run ${run}\nrules: 214 passed: 213 violated: 1\nVIOLATION PWR-004 battery depth 41%\nstatus: NO-GO`)
    expect(
      loops(root(edit(90), check('0196f925-b243'), edit(60), check('0196f925-d38e'), edit(45), check('0196f925-f45c'), edit(30), check('0196f926-19d8'))),
    ).toBe(true)
  })
})

describe('rules from the tenth blind set', () => {
  it("a person's answer inside a wrapper or under a comment is read as the answer: asked again in new words, the same answer is a loop", () => {
    const ask = (message: string, text: string) =>
      tool('Ask Hiring Manager', { message }, { data: { text }, respondedAt: `2024-09-26T17:05:${message.length}Z` })
    const trace = root(
      ask('Who should be on the panel?', 'Priya and Mark, plus me.'),
      ask('Which interviewers do you want?', 'Priya and Mark, plus me.'),
      ask('To confirm the panel: who attends?', 'Like I said: Priya and Mark, plus me.'),
      ask('Could you list the panel members?', 'Priya and Mark, plus me.'),
    )
    expect(loops(trace)).toBe(true)
    const approve = (request: string) =>
      tool(
        'request_owner_approval',
        { site: 'MG-1', request },
        { status: 'approved', comment: 'Approved. Go live at $0.48/kWh.', ticket: `T-${request.length}x` },
      )
    expect(
      loops(root(approve('Approve activation?'), approve('May we go live?'), approve('Do you authorize the launch?'), approve('Can we switch it on?'))),
    ).toBe(true)
  })

  it('a check that reports the same failure after each change is the same failure, whatever message id, signature or relay it names', () => {
    const edit = (value: string) => tool('dns_update_record', { name: '_dmarc', value }, { ok: true })
    const seed = (sig: string, ip: string, id: string) =>
      tool(
        'send_seed_test',
        { to: 'seed@example.org' },
        `dkim=pass header.b=${sig}; spf=pass (designates ${ip}) smtp.mailfrom=bounces+${id}@mail.net; dmarc=fail header.from=example.org`,
      )
    expect(
      loops(
        root(
          seed('nNp5idnx', '198.224.23.64', '5174640'),
          edit('v=DMARC1; p=none'),
          seed('1WUeDZIW', '198.139.138.155', '9976639'),
          edit('v=DMARC1; p=none; aspf=r'),
          seed('STXgwPHl', '198.105.171.84', '0907099'),
          edit('v=DMARC1; p=none; adkim=r'),
          seed('7pknsavX', '198.51.100.7', '6976013'),
        ),
      ),
    ).toBe(true)
    // Different failures as the fixes land are news.
    const check = (failing: string) => tool('send_seed_test', { to: 'seed@example.org' }, `${failing}=fail header.from=example.org`)
    expect(
      loops(root(check('spf'), edit('a'), check('dkim'), edit('b'), check('dmarc'), edit('c'), tool('send_seed_test', { to: 'seed@example.org' }, 'all pass'))),
    ).toBe(false)
  })

  it('the same words a third time with readings that jitter, nothing written in between, is noise; readings that only move one way are news', () => {
    const printer = (temp: number, clock: number) =>
      tool('get_printer_status', { printer: 'P-3' }, { state: 'paused', reason: 'filament runout', extruder_temp: temp, eventtime: clock })
    expect(loops(root(printer(214.7, 1000.5), printer(215.2, 1073.1), printer(214.6, 1116.9), printer(215.4, 1180.2), printer(214.9, 1243.6)))).toBe(true)
    const progressPoll = (done: number, clock: number) => tool('get_job', { job: 'J-1' }, { state: 'running', done_pct: done, eventtime: clock })
    expect(
      loops(
        root(
          progressPoll(10, 1000),
          progressPoll(35, 1060),
          progressPoll(60, 1120),
          progressPoll(85, 1180),
          tool('get_job', { job: 'J-1' }, { state: 'done' }),
        ),
      ),
    ).toBe(false)
    // After a write, the check reads the write's effect: a difference that swings while the fixes land is news.
    const recon = (unmatched: number, difference: number) => tool('run_reconciliation', { account: 'GL-1' }, { unmatched, difference })
    const post = (memo: string) => tool('gl_post_journal', { memo }, { status: 'posted' })
    expect(loops(root(recon(14, 15065.5), post('fees'), recon(5, -3120), post('void duplicate'), recon(1, 0.03), post('rounding'), recon(0, 0)))).toBe(false)
  })

  it('an error names its charge and request by handles: the same error again; its exception type is not a handle', () => {
    const refund = (request: string) =>
      failing(
        'refund_charge',
        { charge: 'ch_3PxjYF2SEcXJDfXDngqGP2Le' },
        `InvalidRequestError: Request req_${request}: Charge ch_3PxjYF2SEcXJDfXDngqGP2Le has been disputed`,
      )
    const note = () => tool('add_ticket_note', { ticket_id: 58213, body: 'Refund rejected by the processor; retrying now.' }, { ok: true })
    expect(loops(root(refund('BC5JOY2OjwQGYN'), note(), refund('XQI3GTgbnlbqkH'), note(), refund('oZAEdjHo12NRIF'), note(), refund('GgGQztwRRqshfE')))).toBe(
      true,
    )
    expect(maskHandles('ValueError: bad input')).toBe('ValueError: bad input')
    expect(maskHandles('TypeError: bad input')).not.toBe(maskHandles('ValueError: bad input'))
  })

  it('a random seed a run prints is volatile', () => {
    expect(maskVolatileText('rootdir: /app, plugins: randomly --randomly-seed=3074888497')).toBe(
      maskVolatileText('rootdir: /app, plugins: randomly --randomly-seed=1376590684'),
    )
  })

  it('a failure reported inside a JSON string envelope is a failure: the same rejection after each rebuild is a loop', () => {
    const build = (eol: string) => tool('build_file', { eol }, { response: JSON.stringify({ path: '/exports/file.txt', options: { eol } }) })
    const check = (ref: string) =>
      tool(
        'prevalidate',
        { file: '/exports/file.txt' },
        { response: JSON.stringify({ accepted: false, batch_ref: ref, errors: [{ record: 1, message: 'length 11 exceeds maximum 2' }] }) },
      )
    expect(loops(root(build('LF'), check('PV93571'), build('CRLF'), check('PV49768'), build('CR'), check('PV58142'), build('LF2'), check('PV97130')))).toBe(
      true,
    )
  })
})

describe('a person answering again in user turns', () => {
  // A chat recorded as request bodies: each model call carries the whole
  // conversation, the person's latest message last.
  const history: Array<{ role: string; content: unknown }> = [{ role: 'system', content: 'You book plumber visits. Use send_reply to talk to the customer.' }]
  const turn = (said: unknown, thought: string): Dict => {
    if (said !== null) history.push({ role: 'user', content: said })
    return { type: 'llm', name: 'chat', input: { model: 'm', messages: [...history] }, output: thought, children: [] }
  }
  const reply = (text: string): Dict => tool('send_reply', { text }, { ok: true, delivered_at: '2026-03-02T10:00:00Z' })
  const build = (answers: unknown[]): Dict => {
    history.length = 1
    const steps: Dict[] = [
      turn('My kitchen tap leaks, can someone come?', 'The customer needs a visit. I need an address first.'),
      reply('Sure! What is your address?'),
    ]
    answers.forEach((answer, i) => {
      steps.push(turn(answer, 'I need the address before I can book the visit.'))
      steps.push(
        reply(['Thanks! Which street do you live on?', 'Could you tell me where you live?', 'And the address is?', 'Where should the plumber go?'][i % 4]!),
      )
    })
    return root(...steps)
  }

  it('the same answer in other words after each message is a loop, named by the messages and the answer', () => {
    const report = progress(build(['14 Elm Road, flat 2.', 'As I said: 14 Elm Road, flat 2', 'Elm Road 14, flat 2!', 'flat 2, 14 Elm Road. Please book it.']))
    expect(report.loopDetected).toBe(true)
    const finding = report.findings.find((f) => f.kind === 'no-progress-repeat')
    expect(finding?.message).toMatch(/^The person answered 3 more times with what they had already said \("flat 2, 14 Elm Road.*\(send_reply\)/)
  })

  it('answers with new information are progress: another number, other words', () => {
    expect(progress(build(['14 Elm Road, flat 2.', 'Sorry, flat 3 - 14 Elm Road', 'The gate code is 7781.', 'Tomorrow after 5pm works.'])).loopDetected).toBe(
      false,
    )
  })

  it("asked again in the model's own words, no tool between, the same answer is a loop too", () => {
    history.length = 1
    const asks = ['Shall I book Tuesday 9:00?', 'Just to be sure: Tuesday 9:00 then?', 'Can you confirm Tuesday at 9:00?', 'Tuesday 9:00, correct?']
    const answers = [
      'Yes, book the Tuesday 9:00 visit.',
      'Yes - book the visit on Tuesday, 9:00.',
      'As I said, book the Tuesday 9:00 visit.',
      'Book the visit: Tuesday 9:00.',
    ]
    const steps: Dict[] = [turn('My kitchen tap leaks, can someone come?', 'Shall I book Tuesday 9:00?')]
    answers.forEach((answer, i) => steps.push(turn(answer, asks[(i + 1) % 4]!)))
    expect(progress(root(...steps)).loopDetected).toBe(true)
  })

  it('a figure said again with a word or two of manner is the same answer ("38 ft. I already said that.")', () => {
    history.length = 1
    const steps: Dict[] = [turn('I need a slip for this weekend.', 'How long is your boat?')]
    steps.push(turn('38 feet.', 'Could you confirm the length of your boat?'))
    steps.push(turn('38 ft. I already said that.', 'What is the boat length, please?'))
    steps.push(turn('Thirty-eight. 38 feet, as I said!', 'And how long is the boat?'))
    expect(progress(root(...steps)).loopDetected).toBe(true)
    history.length = 1
    const healthy: Dict[] = [turn('I need a slip for this weekend.', 'How long is your boat?')]
    healthy.push(turn('38 feet.', 'And the beam?'))
    healthy.push(turn('13 feet beam.', 'Arriving when?'))
    healthy.push(turn('Friday at 16:30.', 'Booked slip C-12.'))
    expect(progress(root(...healthy)).loopDetected).toBe(false)
  })

  it("a tool's output fed back as a user turn is not a person answering: edits of one file after another stay batch work", () => {
    history.length = 1
    const steps: Dict[] = [turn('Translate the menu label into every locale file.', 'Editing de first.')]
    for (const locale of ['de', 'fr', 'es', 'it', 'ja']) {
      steps.push(tool('edit', { file: `locales/${locale}.json` }, `The file /repo/locales/${locale}.json has been edited successfully.`))
      steps.push(
        turn(`The file /repo/locales/${locale}.json has been edited successfully.\n(Open file: n/a)\n(Current directory: /repo)\nbash-$`, 'Next locale.'),
      )
      steps.push(turn(`[Read from /repo/locales/${locale}.json is successful.]`, 'Checked it.'))
    }
    expect(progress(root(...steps)).loopDetected).toBe(false)
  })

  it("a human tool's answer under output is read as the answer: the same date in other spellings is a loop", () => {
    const human = (answer: string) => tool('human', { query: 'What is the passport expiry date?' }, { output: answer })
    expect(loops(root(human('12 March 2027.'), human('March 12, 2027.'), human('12/03/2027 - twelfth of March 2027.'), human('Still 12 March 2027.')))).toBe(
      true,
    )
  })

  it('a human-input span is a call a person answers: the same answer to each re-ask is a loop', () => {
    const human = (answer: string): Dict => ({
      type: 'human',
      name: 'user_proxy.get_human_input',
      input: { prompt: 'Provide feedback:' },
      output: answer,
      children: [],
    })
    const trace = root(
      llm('The van is free on 22 June 08:00-15:00. Please confirm the booking.'),
      human('Yes, book van V-3 for the 22nd, 08:00-15:00.'),
      llm('Thanks. Just to confirm once more, van V-3 on the 22nd?'),
      human('Yes, book van V-3 for the 22nd, 08:00-15:00. Please.'),
      llm('Understood. Can you confirm one last time?'),
      human('Yes, book van V-3 for the 22nd, 08:00-15:00.'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a framework's automated notice and a JSON envelope's clock are not the person speaking", () => {
    const letta = (message: string, minute: number) => JSON.stringify({ type: 'user_message', message, time: `2026-03-02 10:${minute}:00 AM UTC` })
    const heartbeat = JSON.stringify({ type: 'heartbeat', reason: '[This is an automated system message hidden from the user] Function called.' })
    const answers = [letta('14 Elm Road, flat 2.', 10), heartbeat, letta('As I said: 14 Elm Road, flat 2', 12), heartbeat, letta('Elm Road 14, flat 2!', 14)]
    expect(progress(build(answers)).loopDetected).toBe(true)
  })
})

describe('the same list asked at another place', () => {
  // A browser snapshot names its elements by refs that change with every snapshot.
  let ref = 100
  const snapshot = (y: number, body: string) =>
    `### Page state\n- scrollY: ${y}\n- Page Snapshot:\n- ${body}\n- link "Help" [ref=e${ref++}]\n- text: "session s${ref * 7}k"`
  const scroll = (y: number, shown: number, body: string) => tool('browser_scroll', { y }, snapshot(shown, body))

  it('scrolling further answered by the same end of the list, but for element refs, is the end again', () => {
    const trace = root(
      scroll(2400, 2400, 'article: "Great app, crashes on login"'),
      scroll(4800, 4310, 'article: "Login screen freezes"'),
      scroll(7200, 4310, 'text: "No more reviews"'),
      scroll(9600, 4310, 'text: "No more reviews"'),
      scroll(12000, 4310, 'text: "No more reviews"'),
      scroll(14400, 4310, 'text: "No more reviews"'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('each scroll showing new items is progress, whatever refs the snapshots carry', () => {
    const trace = root(
      ...[1, 2, 3, 4, 5, 6].map((k) =>
        scroll(k * 2400, k * 2400, `article: "Review number ${k * 17} about the map ${['tiles', 'search', 'sync', 'login', 'offline', 'export'][k - 1]}"`),
      ),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules from the eleventh blind set', () => {
  it('an XML answer that counts zero records is empty; one that counts some is not', () => {
    const sru = (count: number, records = '') =>
      `<?xml version="1.0"?>\n<srw:searchRetrieveResponse xmlns:srw="http://www.loc.gov/zing/srw/">\n  <srw:version>1.2</srw:version>\n  <srw:numberOfRecords>${count}</srw:numberOfRecords>\n  <srw:records>${records}</srw:records>\n  <srw:extraResponseData><server>sru-2</server><queryTime>88ms</queryTime></srw:extraResponseData>\n</srw:searchRetrieveResponse>`
    expect(isEmptyResult(sru(0))).toBe(true)
    expect(isEmptyResult(sru(2, '<srw:record><title>Flood maps</title></srw:record>'))).toBe(false)
  })

  it('a body kept as a JSON string is read inside: an empty slot list is nothing found', () => {
    expect(isEmptyResult({ status_code: 200, body: JSON.stringify({ slots: [], message: 'Keine freien Termine.' }), headers: { date: 'Mon' } })).toBe(true)
    expect(isEmptyResult({ status_code: 200, body: JSON.stringify({ slots: [{ at: '09:00' }] }) })).toBe(false)
  })

  it('a raw HTTP response is read in its body, after the headers', () => {
    const response = (body: string) =>
      `HTTP/1.1 200 OK\ndate: Tue, 18 Mar 2025 10:03:09 GMT\ncontent-type: application/json\nx-ratelimit-remaining: 4983\nlink: <https://api.example.com/runs?page=1>; rel="first"\n\n${body}`
    expect(isEmptyResult(response('{\n  "total_count": 8,\n  "workflow_runs": []\n}'))).toBe(true)
    expect(isEmptyResult(response('{"total_count": 8, "workflow_runs": [{"id": 1}]}'))).toBe(false)
  })

  it('a placeholder line in brackets after a header says nothing was found', () => {
    expect(isEmptyResult('GET /bookings?page=4 -> 200 (94 ms)\npage 4/3 · 0 bookings · generated 2024-06-10T08:14:44Z\n(no bookings)')).toBe(true)
    expect(isEmptyResult('GET /bookings?page=3 -> 200 (94 ms)\npage 3/3 · 2 bookings\nBK-2NW4O  Stalls W1\nBK-8QZ1A  Stalls W2')).toBe(false)
  })

  it("a response's content length is a transport header: the same answer again whatever length the header says", () => {
    const page = (length: number) =>
      tool(
        'cost_report',
        { month: '2024-04', next_token: 'tok-17' },
        { groups: [{ account: 'ops', cost: 1204.5 }], meta: { request_id: `r-${length}`, headers: { 'content-length': String(length) } } },
      )
    expect(loops(root(page(942), page(1227), page(1310), page(1789)))).toBe(true)
  })
})

describe('readings that creep', () => {
  const status = (epoch: number, oil: number, position: number) =>
    tool('job_status', { job: 'map-17' }, { state: 'QUEUED', position, scheduler: { epoch, heartbeat: '2024-04-19T06:12:11Z' }, oil_c: oil })

  it('the same words with readings that crept by a hair (a scheduler epoch, a temperature) are the same state', () => {
    expect(loops(root(status(7712, 47.4, 3), status(7713, 47.2, 3), status(7714, 46.9, 3), status(7715, 46.8, 3), status(7716, 46.6, 3)))).toBe(true)
  })

  it('a whole number that changed names something else, however close: the newest order is news', () => {
    const newest = (order: number) => tool('latest_order', { shop: 'north' }, `newest order ${order}`)
    expect(loops(root(newest(15001), newest(15004), newest(15009), newest(15011), newest(15020)))).toBe(false)
  })

  it('a position or a progress count that moves is news', () => {
    expect(loops(root(status(7712, 47.4, 5), status(7713, 47.2, 4), status(7714, 46.9, 3), status(7715, 46.8, 2), status(7716, 46.6, 1)))).toBe(false)
  })
})

describe('rules from the eleventh blind set, reasoning and readings', () => {
  it("Pydantic AI's text parts keep their text under content", () => {
    expect(textOf({ kind: 'response', parts: [{ part_kind: 'text', content: 'The linker needs musl-tools.' }] })).toBe('The linker needs musl-tools.')
    expect(textOf({ kind: 'response', parts: [{ part_kind: 'tool-call', tool_name: 'read_file', args: {} }] })).toBeNull()
  })

  const diagnosis = (because: string, install: string) =>
    `The vendored objects are built by build.rs with _FORTIFY_SOURCE=2 in release, and ${because} musl-gcc was not found the cc crate fell back to a glibc-hosted compiler, so sweep.o references the glibc-only fortified symbol that musl does not provide; the fix is to stop defining _FORTIFY_SOURCE for musl targets and ${install} musl-tools in the CI image.`

  it('the only three steps of a run saying one long diagnosis (a word swapped) are a repeat, not a frame', () => {
    expect(loops(root(llm(diagnosis('because', 'install')), llm(diagnosis('since', 'add')), llm(diagnosis('because', 'install'))))).toBe(true)
  })

  it('one long frame with a new ending on every step is progress under boilerplate', () => {
    const frame =
      'Based on everything reviewed so far in this investigation, weighing each alternative in turn and keeping the overall goal firmly in mind, the next concrete step I am going to take is:'
    const endings = ['check the serializer module directly.', 'the middleware runs too late.', 'add a guard right here.', 'tests pass, twenty two cases.']
    expect(loops(root(...endings.map((e) => llm(`${frame} ${e}`))))).toBe(false)
  })

  it('a reading that keeps going one way is a state moving, whatever other readings jitter', () => {
    const pond = (level: number, wind: number) => tool('get_conditions', { pond: 'P2' }, { level_pct: level, wind_kmh: wind, pumps: 'RUN' })
    expect(loops(root(pond(53.6, 11), pond(57.9, 5), pond(61.3, 9), pond(64.8, 4)))).toBe(false)
    expect(loops(root(pond(53.6, 11), pond(53.6, 5), pond(53.6, 9), pond(53.6, 4)))).toBe(true)
  })
})

describe('rules from the eleventh blind set, failures and handles', () => {
  it('REJECTED in capitals and an exit status on its own line are failures: the same dry run after each fix is a loop', () => {
    const transform = (op: string, out: string) => tool('transform_csv', { op, out }, { rows: 2904, changed: 2 })
    const dryRun = (file: string, run: string) =>
      tool('run_importer', { file, dry_run: true }, `importer v3 --dry-run run=${run}\nparsed 2904 rows\nREJECTED 37 rows: finish earlier than start\nexit 3`)
    const trace = root(
      transform('strip_fraction', 'v2.csv'),
      dryRun('v2.csv', 'nrhnmv0y'),
      transform('rename', 'v3.csv'),
      dryRun('v3.csv', 'w0cls6xj'),
      transform('strip_bom', 'v4.csv'),
      dryRun('v4.csv', 'k2pq9rta'),
      transform('add_wave', 'v5.csv'),
      dryRun('v5.csv', 'z8mm1qwe'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a nonce in random case with dashes is a handle; identifiers in camel or snake case are not', () => {
    expect(maskHandles('<script nonce="P-ntUmnWUyXR-_ok">')).toBe(maskHandles('<script nonce="mNpdXPcRkGQwOdCf">'))
    expect(maskHandles('getUserAccount_settings-list')).toBe('getUserAccount_settings-list')
    expect(maskHandles('my-snake_case-name-here')).toBe('my-snake_case-name-here')
  })
})

describe('alternating with new measurements', () => {
  const set = (pool: number) => tool('set_canary_config', { service: 'gw', db_pool_size: pool }, { applied: true })
  const metrics = (p99: number, rps: number) => tool('get_canary_metrics', { service: 'gw', window: '15m' }, { p99_ms: p99, rps, source: 'prometheus' })

  it('switching back and forth while the load moves measures something new each time: a comparison, not a flip', () => {
    expect(loops(root(set(32), metrics(188, 820), set(64), metrics(171, 845), set(32), metrics(201, 1140), set(64), metrics(169, 1160)))).toBe(false)
  })

  it('each state read back as it read before, whatever serial the read carries, is a flip', () => {
    const setpoint = (c: number) => tool('set_brine_setpoint', { rink: 2, setpoint_c: c }, { ok: true })
    const surface = (c: number, scan: number) => tool('read_surface_temp', { rink: 2 }, { surface_c: c === -7 ? -3.1 : -3.2, setpoint_c: c, scan })
    expect(
      loops(root(setpoint(-7), surface(-7, 918240), setpoint(-9), surface(-9, 471786), setpoint(-7), surface(-7, 377554), setpoint(-9), surface(-9, 261609))),
    ).toBe(true)
  })

  it('switching back and forth reading the same measurement again (a hair apart) is a flip', () => {
    expect(loops(root(set(32), metrics(188, 820), set(64), metrics(171, 845), set(32), metrics(186, 822), set(64), metrics(172, 841)))).toBe(true)
  })
})

describe('a delegated agent numbering its own steps', () => {
  const step = (n: number, ...children: Dict[]): Dict => ({ type: 'chain', name: `Step ${n}`, input: { step_number: n }, output: null, children })
  const researcher = (task: string, ...children: Dict[]): Dict => agent('ticket_researcher', task, 'found 13', children)

  it("a sub-agent's Step 1 under its caller's Step 1 is its own numbering, not a recursion", () => {
    const trace = root(
      step(1, researcher('find double-charge tickets', step(1, tool('search', { tag: 'double-charge', page: 1 }, { results: [{ id: 1 }] })))),
      step(2, tool('summarize', { n: 13 }, 'done')),
    )
    expect(loops(trace)).toBe(false)
  })

  it('an agent that delegates to itself with the same task is still a recursion', () => {
    const planner = (...children: Dict[]): Dict => agent('planner', 'plan the release', '', children)
    expect(loops(root(planner(agent('executor', 'run step', '', [planner(tool('noop', { a: 1 }, 'ok'))]))))).toBe(true)
  })
})

// Rules blind set 13's first run asked for, each on a trace written here.
describe('the same request at another moment', () => {
  it("a call recorded as { tool_name, tool_input: '<json>' } is the named tool with those arguments: a request id inside is left out", () => {
    const read = (requestId: string, ms: number) =>
      tool(
        'Inventory Check',
        { tool_name: 'Inventory Check', tool_input: JSON.stringify({ sku: 'BX-114', warehouse: 'north', request_id: requestId }) },
        JSON.stringify({ sku: 'BX-114', on_hand: 0, backorder: true, api: { took_ms: ms, rate_remaining: 900 - ms } }),
      )
    const trace = root(read('r-1a9f', 41), read('r-77c2', 133), read('r-0d3e', 87), read('r-5b18', 64), read('r-c2e0', 120))
    expect(loops(trace)).toBe(true)
    // The same five reads of five different SKUs are batch work.
    const sku = (s: string) =>
      tool(
        'Inventory Check',
        { tool_name: 'Inventory Check', tool_input: JSON.stringify({ sku: s, request_id: `r-${s}` }) },
        JSON.stringify({ sku: s, on_hand: s.length * 3 }),
      )
    expect(loops(root(sku('A1'), sku('B22'), sku('C333'), sku('D4444'), sku('E55555')))).toBe(false)
  })

  it('a function call recorded as { name, arguments, call_id } is the named tool', () => {
    const call = (id: string) =>
      tool('execute_function', { name: 'get_invoice', arguments: '{"invoice":"INV-2207"}', call_id: id }, '{"invoice":"INV-2207","status":"DISPUTED"}')
    const report = progress(root(call('call_a1'), call('call_b2'), call('call_c3'), call('call_d4')))
    expect(report.loopDetected).toBe(true)
    expect(JSON.stringify(report.findings)).toContain('get_invoice')
  })

  it("a client's clock in the arguments (fractional ISO time, epoch milliseconds) does not make a new request", () => {
    const iso = (t: string) => tool('get_job', { job: 'render-88', client_ts: t }, { job: 'render-88', state: 'BLOCKED', reason: 'license server unreachable' })
    expect(
      loops(root(iso('2025-03-02T10:00:01.120Z'), iso('2025-03-02T10:00:04.377Z'), iso('2025-03-02T10:00:07.906Z'), iso('2025-03-02T10:00:11.004Z'))),
    ).toBe(true)
    const epoch = (t: string) => tool('get_job', { job: 'render-88', _ts: t }, { job: 'render-88', state: 'BLOCKED' })
    expect(loops(root(epoch('1740909601120'), epoch('1740909604377'), epoch('1740909607906'), epoch('1740909611004')))).toBe(true)
  })

  it('a window asked about (whole-second times, dates) is part of the request', () => {
    const window = (since: string, rows: number) =>
      tool('list_events', { since }, { events: Array.from({ length: rows }, (_, i) => ({ id: `${since}-${i}` })) })
    expect(loops(root(window('2025-03-01T00:00:00Z', 4), window('2025-03-02T00:00:00Z', 6), window('2025-03-03T00:00:00Z', 2)))).toBe(false)
  })
})

describe('volatile parts of an answer', () => {
  it('round-trip times, rate-limit counts, cache status and tokens a read hands out are not the state', () => {
    const poll = (rtt: number, remaining: number, cache: string, token: string) =>
      tool(
        'controller_status',
        { unit: 'kiln-2' },
        { unit: 'kiln-2', state: 'PAUSED', setpoint: 482, link: { rtt_ms: rtt, rate_remaining: remaining }, cache, hold_token: token },
      )
    const trace = root(
      poll(318, 411, 'MISS', 'tkA'),
      poll(270, 388, 'HIT', 'tkB'),
      poll(185, 402, 'HIT', 'tkC'),
      poll(199, 377, 'MISS', 'tkD'),
      poll(240, 395, 'HIT', 'tkE'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a reading of the state that moves is still news when volatile numbers sit beside it', () => {
    const poll = (percent: number, rtt: number) =>
      tool('controller_status', { unit: 'kiln-2' }, { unit: 'kiln-2', state: 'RAMP', percent, link: { rtt_ms: rtt } })
    expect(loops(root(poll(20, 300), poll(45, 120), poll(70, 260), poll(95, 90), llm('The ramp is done; the kiln is holding.')))).toBe(false)
  })

  it('a token glued to a masked part is one handle', () => {
    const masked = (text: string) => maskHandles(maskVolatileText(text))
    expect(masked('hold_token: _P_g9jSxwaBOD-4f1e2d3c4b5a6978')).toBe(masked('hold_token: _Q_hs7TyuWqLM-0a9b8c7d6e5f4a3b'))
    expect(masked('hold_token: _P_g9jSxwaBOD-4f1e2d3c4b5a6978')).toBe('hold_token: <h>')
  })
})

describe('nothing found, flagged', () => {
  it('found: false says nothing was there, whatever lists echo the asking', () => {
    expect(isEmptyResult({ found: false, searched: ['live', 'archive'], request_id: 'a1' })).toBe(true)
    expect(isEmptyResult({ record_found: false })).toBe(true)
    expect(isEmptyResult({ found: true, searched: ['live'] })).toBe(false)
    expect(isEmptyResult({ exists: false, results: [{ id: 1 }] })).toBe(false)
  })

  it('the same lookup with a filter added after it found nothing finds nothing new', () => {
    const find = (args: Record<string, unknown>) => tool('find_booking', args, { found: false, searched: ['live', 'archive'] })
    const trace = root(
      find({ ref: 'Q8ZP4K' }),
      find({ ref: 'q8zp4k' }),
      find({ pnr: 'Q8ZP4K' }),
      find({ ref: 'Q8ZP4K', route: 'OBN-CRA' }),
      find({ reference_number: 'Q8ZP4K', surname: 'GRANT' }),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('a result that names its tool', () => {
  it("LlamaIndex's ToolOutput under FunctionTool.acall is read as the tool it names, with its raw result", () => {
    const call = (sailing: string, free: number, token: string) =>
      tool(
        'FunctionTool.acall',
        { kwargs: { sailing_id: sailing } },
        {
          content: JSON.stringify({ sailing_id: sailing, free_lane_m: free, hold_token: token }),
          tool_name: 'get_deck_capacity',
          raw_input: { kwargs: { sailing_id: sailing } },
          raw_output: { sailing_id: sailing, free_lane_m: free, hold_token: token },
          is_error: false,
        },
      )
    const report = progress(root(call('HX0930', 41, 'a1'), call('HX0930', 41, 'b2'), call('HX0930', 41, 'c3'), call('HX0930', 41, 'd4')))
    expect(report.loopDetected).toBe(true)
    expect(JSON.stringify(report.findings)).toContain('get_deck_capacity')
    expect(loops(root(call('HX0930', 41, 'a1'), call('HX1130', 12, 'b2'), call('HX1330', 55, 'c3'), call('HX1530', 8, 'd4')))).toBe(false)
  })
})

describe('a person asked through a messaging tool', () => {
  const message = (text: string, reply: string) => tool('message_clinic', { clinic: 'CL-204', job: 'J-88', text }, reply)

  it('a message that asks a question and gets the same figure back, three times, is a person asked again', () => {
    const trace = root(
      message('For job J-88, is the left-eye sphere -2.25 or -2.50?', '[10:02] Clinic desk: Left sphere is -2.25.\n-- msg 5512 via portal-2'),
      llm('I still need the clinic to confirm the left sphere before grinding.'),
      message('Could you double-check the left sphere for J-88 against the original?', '[10:09] Clinic desk: Checked again, -2.25.\n-- msg 5577 via portal-1'),
      llm('I still need the clinic to confirm the left sphere before grinding.'),
      message('Please confirm: left sphere -2.25, not -2.50?', '[10:15] Clinic desk: Yes, -2.25. We said so twice.\n-- msg 5619 via portal-2'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('asking a wrapped request_input tool (the question in a JSON string) and getting the same id back is asking again', () => {
    const ask = (reply: string) =>
      tool(
        'request_input',
        { 'input.value': JSON.stringify({ message: 'Which of the three lots should be tested?' }) },
        { 'output.value': JSON.stringify({ response: reply, user: 'lab.lead' }) },
      )
    expect(loops(root(ask('LOT-7731, the blue one.'), ask('It is LOT-7731.'), ask('LOT-7731, as I said.'), ask('7731. LOT-7731.')))).toBe(true)
  })

  it('questions on different points, answered with different facts, then acting, is healthy', () => {
    const trace = root(
      message('Which lens coating did the patient choose?', 'Anti-reflective, the blue-light one.'),
      message('And is the frame the titanium or the acetate model?', 'Titanium, size 52.'),
      tool('start_grinding', { job: 'J-88', coating: 'blue-AR', frame: 'Ti-52' }, { started: true, eta_min: 40 }),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a delivery receipt is not an answer: messages to many recipients stay batch work', () => {
    const notify = (to: string, n: number) =>
      tool('message_customer', { to, text: `Your order ${n} ships tomorrow. Any questions?` }, `Message ${9000 + n} sent via sms-gw-2`)
    expect(loops(root(notify('+4479001', 1), notify('+4479002', 2), notify('+4479003', 3), notify('+4479004', 4), notify('+4479005', 5)))).toBe(false)
  })
})

describe('a time window walked past the end', () => {
  const windowed = (start: string, end: string, rows: number) =>
    tool(
      'list_shipments',
      { depot: 'D-4', from: start, to: end },
      { depot: 'D-4', window: { start, end }, count: rows, shipments: Array.from({ length: rows }, (_, i) => ({ id: `${start}-${i}` })) },
    )

  it('the next window, and the next, empty each time after the last data, is paging past the end', () => {
    const trace = root(
      windowed('2025-03-01', '2025-03-14', 6),
      windowed('2025-03-15', '2025-03-31', 4),
      windowed('2025-04-01', '2025-04-14', 0),
      windowed('2025-04-15', '2025-04-28', 0),
      windowed('2025-04-29', '2025-05-12', 0),
      windowed('2025-05-13', '2025-05-26', 0),
    )
    expect(loops(trace)).toBe(true)
  })

  it('empty windows before a window that finds something were a search', () => {
    const trace = root(
      windowed('2025-01-01', '2025-01-14', 0),
      windowed('2025-01-15', '2025-01-31', 0),
      windowed('2025-02-01', '2025-02-14', 0),
      windowed('2025-02-15', '2025-02-28', 3),
      llm('Found the three February shipments; summarising them now.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('one day asked after another is batch work over days, not a cursor', () => {
    const day = (date: string) => tool('incidents_on', { site: 'S-2', date }, { site: 'S-2', date, incidents: [] })
    expect(loops(root(day('2025-03-01'), day('2025-03-02'), day('2025-03-03'), day('2025-03-04'), day('2025-03-05')))).toBe(false)
  })

  it("OpenInference attributes kept as a span's input and output are the call's arguments and result", () => {
    const call = (start: string, end: string) =>
      tool(
        'query_tolls',
        { 'input.value': JSON.stringify({ tag: 'TX-1', window_start: start, window_end: end }), 'input.mime_type': 'application/json' },
        { 'output.value': JSON.stringify({ tag: 'TX-1', count: 0, transactions: [] }), 'output.mime_type': 'application/json' },
      )
    expect(
      loops(root(call('2025-04-15', '2025-04-28'), call('2025-04-29', '2025-05-12'), call('2025-05-13', '2025-05-26'), call('2025-05-27', '2025-06-09'))),
    ).toBe(true)
  })
})

// Rules blind set 14's first run asked for, each on a trace written here.
describe('how frameworks wrap a call', () => {
  it("one tracer attribute holding the arguments as JSON (Vertex's tool_call_args) is the call's arguments", () => {
    const page = (offset: number, rows: number, end: boolean) =>
      tool(
        'execute_tool specimen_search',
        { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ genus: 'Salix', offset, limit: 10 }) },
        {
          'gcp.vertex.agent.tool_response': JSON.stringify({
            offset,
            endOfRecords: end,
            count: 23,
            results: Array.from({ length: rows }, (_, i) => ({ key: offset + i })),
          }),
        },
      )
    expect(loops(root(page(0, 10, false), page(10, 10, false), page(20, 3, true), page(30, 0, true), page(40, 0, true), page(50, 0, true)))).toBe(true)
    expect(loops(root(page(0, 10, false), page(10, 10, false), page(20, 3, true), llm('All 23 Salix sheets are listed; summarising.')))).toBe(false)
  })

  it('a body kept as JSON one level down ({ output: { content: "<json>" } }) is read for nothing found', () => {
    expect(isEmptyResult({ output: { content: JSON.stringify({ data: [], meta: { page: 5, total: 19, total_pages: 3 } }) } })).toBe(true)
    expect(isEmptyResult({ output: { content: JSON.stringify({ data: [{ id: 1 }], meta: { page: 1 } }) } })).toBe(false)
  })

  it('a reply in a list of one (Cohere tool results) is read as the reply', () => {
    const ask = (question: string, answer: string) => tool('ask_human', { question }, [{ answer, answered_by: 'manager', latency_s: question.length }])
    const trace = root(
      ask('Which Saturday should the show go into, the 10th or the 17th?', '10 May, the 15:00 matinee.'),
      ask('Just to confirm, the booking is for Saturday 10 May at 15:00?', 'Yes, 10 May at 15:00.'),
      ask('Should it go into the 10 May 15:00 slot?', 'Yes. 10 May, 15:00.'),
      ask('Can you confirm the date and time for the matinee?', '10 May, 15:00 - as I said.'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('a conversation recorded turn by turn', () => {
  it('turns recorded as agent spans with the user message as input are one agent answering again', () => {
    const turn = (n: number, user: string, question: string) =>
      agent(`turn ${n}`, { role: 'user', content: user }, { content: question }, [
        { type: 'llm', name: 'chat', input: { messages: [{ role: 'user', content: user }] }, output: question, children: [] },
      ])
    const trace = root(
      turn(1, 'Load the quadrat sheet for transect T5.', 'Quadrat Q3 records 140% heather cover. What should I load for Q3?'),
      turn(2, 'Typo. It is 40. Use 40% for Q3.', 'Thanks. Just so I have it right: the heather cover for Q3 is 40%?'),
      turn(3, 'Yes, 40%.', 'Understood. Before I write anything, can you confirm Q3 heather is 40%?'),
      turn(4, '40. Yes.', 'To be certain: should quadrat 3 heather be recorded as 40%?'),
      turn(5, "It's 40. I've told you three times.", 'Sorry. One more check: is Q3 heather cover 40%?'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('turns that each bring new facts stay healthy', () => {
    const turn = (n: number, user: string, reply: string) =>
      agent(`turn ${n}`, { role: 'user', content: user }, { content: reply }, [
        { type: 'llm', name: 'chat', input: { messages: [{ role: 'user', content: user }] }, output: reply, children: [] },
      ])
    const trace = root(
      turn(1, 'Book a table for Friday.', 'For how many people, and at what time?'),
      turn(2, 'Four people, 19:30.', 'Indoors or on the terrace?'),
      turn(3, 'Terrace if it is warm, otherwise indoors.', 'Booked: Friday 19:30, four people, terrace with an indoor fallback.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('what a delivery says about itself', () => {
  it('the same body with other transport headers (date, age, cf-ray) is the same response', () => {
    const get = (age: string, ray: string) =>
      tool(
        'http_get',
        { url: 'https://strings.example/charts/a38' },
        {
          status: 200,
          headers: { date: `Tue, 28 Jan 2025 14:05:${age} GMT`, age, 'cf-ray': ray, 'content-type': 'text/html' },
          body: '<table><tr><td>15</td><td>gut .036</td></tr></table>',
        },
      )
    expect(loops(root(get('09', 'a1'), get('16', 'b2'), get('22', 'c3'), get('26', 'd4'), get('34', 'e5')))).toBe(true)
  })

  it('a serving record beside the answer (_served, coldStart) is not the answer', () => {
    const read = (node: string, cold: boolean) =>
      tool('get_certificates', { lot: '4471' }, { lot: '4471', certificates: [{ certNo: '58812', opinion: 'genuine' }], _served: { node, coldStart: cold } })
    expect(loops(root(read('n1', false), read('n2', true), read('n1', false), read('n3', true), read('n2', false)))).toBe(true)
  })
})

describe('a long step restated after a read that only re-measured', () => {
  const analysis =
    'Ranking by risk first: reel N-22 is the worst with an acetate strip reading of 3.0, stage three decomposition and slight tackiness, so it goes first; N-37 follows with 1.6% shrinkage, and N-40 goes third because its brittle edges will only get worse in storage.'
  const reports = (humidity: number) =>
    tool(
      'get_condition_reports',
      { collection: 'Koppel', latest: true },
      {
        batch: 'CR-2291',
        reels: [
          { reel: 'N-22', ad: 3.0 },
          { reel: 'N-37', ad: 2.5 },
        ],
        vault_rh_pct: humidity,
      },
    )
  const thinking = (text: string) => ({
    type: 'llm',
    name: 'chat',
    input: '',
    output: {
      kind: 'response',
      parts: [
        { part_kind: 'thinking', content: text },
        { part_kind: 'tool-call', tool_name: 'get_condition_reports', args: {} },
      ],
    },
    children: [],
  })

  it("a thinking part is the model's reasoning when the turn only called tools", () => {
    const report = progress(root(reports(35.8), thinking(analysis), reports(33.4), thinking(analysis.replace('Ranking by risk first', 'Ranking by risk'))))
    expect(report.loopDetected).toBe(true)
  })

  it('a whole number that changed in the re-read names something else: the restated step is not flagged for it', () => {
    const counted = (reels: number) =>
      tool('get_condition_reports', { collection: 'Koppel', latest: true }, { batch: 'CR-2291', reels_inspected: reels, worst: 'N-22' })
    expect(loops(root(counted(14), thinking(analysis), counted(15), thinking(analysis)))).toBe(false)
  })

  it('the same analysis after a re-read that brought a new reel is progress', () => {
    const more = tool(
      'get_condition_reports',
      { collection: 'Koppel', latest: true },
      {
        batch: 'CR-2292',
        reels: [
          { reel: 'N-22', ad: 3.0 },
          { reel: 'N-51', ad: 3.5, note: 'vinegar smell, quarantine' },
        ],
        vault_rh_pct: 33.4,
      },
    )
    expect(
      loops(root(reports(35.8), thinking(analysis), more, thinking(`${analysis} Reel N-51 now outranks all of them: quarantine and scan it first.`))),
    ).toBe(false)
  })
})

// Rules blind set 14's remaining misses asked for, each on a trace written here.
describe('what a process and a server say about themselves', () => {
  it('a non-zero exit code is a failure, whatever the output says', () => {
    const run = (build: string) => tool('run_command', { cmd: 'make firmware' }, { exit_code: 2, duration_s: build, output: 'linking firmware.elf' })
    const edit = (line: string) => tool('edit_file', { path: 'src/board.h', new: line }, { ok: true })
    // Each different edit is followed by the same failed build: one stretch, not three.
    expect(loops(root(run('3.1'), edit('#define PINS 12'), run('2.9'), edit('#define PINS 14'), run('3.4'), edit('#define PINS 16'), run('3.0')))).toBe(true)
    // The same edits followed by builds that exit 0 and say something new are a fix that worked.
    const built = (n: number) => tool('run_command', { cmd: 'make firmware' }, { exit_code: 0, duration_s: '3.0', output: `firmware.elf ${n} bytes` })
    expect(loops(root(run('3.1'), edit('#define PINS 12'), built(40112)))).toBe(false)
  })

  it("a result kept as an envelope's one record (Pydantic AI's tool_response) is read inside it", () => {
    const run = (seconds: number, address: string) => ({
      type: 'tool',
      name: 'running tool: run_command',
      input: { tool_arguments: '{"cmd": "pytest -q tests/test_gauge.py"}' },
      output: {
        tool_response: {
          exit_code: 1,
          duration_s: seconds,
          output: `E  assert 4.2 == 4.5\nE  +  where 4.2 = <bound method Gauge.reading of <Gauge object at ${address}>>()\n1 failed in ${seconds}s`,
        },
      },
      children: [],
    })
    const edit = (n: number) => ({
      type: 'tool',
      name: 'running tool: edit_file',
      input: { tool_arguments: JSON.stringify({ path: 'src/gauge.py', new: `offset = ${n}` }) },
      output: { tool_response: { ok: true } },
      children: [],
    })
    expect(
      loops(root(run(1.2, '0x7f3a1c2b9d10'), edit(1), run(1.4, '0x7f88e01c4a52'), edit(2), run(0.9, '0x7f02bb51e3c7'), edit(3), run(1.1, '0x7fa4d2c06b98'))),
    ).toBe(true)
  })

  it('an HTTP 204 No Content answer is nothing found', () => {
    expect(isEmptyResult('HTTP/1.1 204 No Content\nDate: Mon, 17 Mar 2025 08:15:38 GMT\nX-Request-Id: 9f2c\n\n')).toBe(true)
    expect(isEmptyResult('HTTP/1.1 200 OK\nDate: Mon, 17 Mar 2025 08:15:38 GMT\n\n{"stations": [{"id": "TG-4"}]}')).toBe(false)
    const search = (args: Record<string, unknown>, id: string) =>
      tool('find_sightings', args, `HTTP/1.1 204 No Content\nDate: Tue, 04 Mar 2025 10:0${id}:00 GMT\nX-Request-Id: ${id}a${id}\n\n`)
    const trace = root(
      search({ species: 'white-tailed eagle', site: 'Loch Ruig' }, '1'),
      search({ species: 'Haliaeetus albicilla', site: 'Loch Ruig' }, '2'),
      search({ species: 'sea eagle', site: 'Loch Ruig' }, '3'),
      search({ species: 'white tailed eagle', region: 'Ruig' }, '4'),
      search({ species: 'eagle', site: 'Loch Ruig', days: 30 }, '5'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('a conversation continued in one session', () => {
  const turn = (user: string, question: string, session = 's-41') =>
    agent('InvokeAgent', { inputText: user, sessionId: session, agentId: 'KX1' }, { completion: question, stopReason: 'ASK_USER' }, [
      {
        type: 'llm',
        name: 'Orchestration',
        input: { type: 'ORCHESTRATION', text: '{"messages": []}' },
        output: { rationale: { text: `Asking: ${question}` } },
        children: [],
      },
    ])

  it('runs of one agent in one session are turns of one conversation, each answering what the person said', () => {
    const trace = agent('bedrock-agent', { sessionId: 's-41' }, null, [
      turn('Move the kiln firing to Thursday and tell the members.', 'Which kiln should move to Thursday?'),
      turn('Kiln 2, the big one.', 'Just to be sure, is it kiln 2 that moves?'),
      turn('Yes, kiln 2.', 'Before I tell the members: kiln 2 is the one moving to Thursday?'),
      turn('Kiln 2. I said so twice.', 'Can you confirm kiln 2 moves to Thursday?'),
      turn('Kiln 2!', 'One more check: the big kiln, number 2?'),
    ])
    expect(loops(trace)).toBe(true)
  })

  it('turns that each bring new facts stay healthy, and other sessions are other conversations', () => {
    const trace = agent('bedrock-agent', { sessionId: 's-41' }, null, [
      turn('Move the kiln firing to Thursday.', 'Which kiln should move?'),
      turn('Kiln 2.', 'At what time should it start?'),
      turn('Start at 06:00 so it cools by Friday.', 'Done: kiln 2 fires Thursday 06:00.'),
      turn('Kiln 2.', 'Which member group should I tell?', 's-42'),
    ])
    expect(loops(trace)).toBe(false)
  })
})

describe('a step that only thought and called tools (Letta)', () => {
  it('a reasoning message among the messages a step produced is its text', () => {
    expect(
      textOf({
        messages: [
          { message_type: 'reasoning_message', reasoning: 'The SOP needs approval first.' },
          { message_type: 'tool_call_message', tool_call: { name: 'send_message', arguments: '{}' } },
        ],
      }),
    ).toBe('The SOP needs approval first.')
  })

  it('one content word said again ("APPROVED.") restates an answer', () => {
    const step = (user: string, thought: string, ask: string) => [
      {
        type: 'llm',
        name: 'letta.llm_request',
        input: { messages: [{ role: 'user', content: user }] },
        output: { messages: [{ message_type: 'reasoning_message', reasoning: thought }] },
        children: [],
      },
      tool('send_message', { message: ask }, { status: 'OK', message: 'None' }),
    ]
    const thought = 'The duty manager must sign off the pool closure before I post it. I should confirm the sign-off.'
    const trace = root(
      ...step('Close lane pool 2 for the leak and post the notice.', 'Closure needs sign-off per the handbook.', 'May I close pool 2?'),
      ...step('Signed off. Close it.', thought, 'Just to confirm, you sign off closing pool 2?'),
      ...step('Yes, signed off, close it now.', thought, 'Can you confirm the sign-off for pool 2?'),
      ...step('SIGNED.', thought, 'Please confirm you sign off the closure.'),
      ...step('Signed!', thought, 'For the log: do you sign off?'),
    )
    expect(loops(trace)).toBe(true)
  })
})

// Rules blind set 15's first run asked for, each on a trace written here.
describe('span kinds as tracers spell them', () => {
  it("the OpenAI Agents SDK's generation and function spans are model steps and calls", () => {
    const fetch = (n: number) => ({
      type: 'function',
      name: 'get_tide',
      input: '{"station": "TG-4"}',
      output: `{"level_m": 2.41, "read": "10:0${n}:00Z"}`,
      children: [],
    })
    const think = () => ({
      type: 'generation',
      name: 'Generation',
      input: [],
      output: [{ role: 'assistant', content: 'Reading the tide gauge again.' }],
      children: [],
    })
    expect(loops(root(fetch(1), think(), fetch(2), think(), fetch(3), think(), fetch(4), think(), fetch(5)))).toBe(true)
  })

  it('OpenInference upper-case kinds (LLM, TOOL) are read the same way', () => {
    const call = (n: number) => ({ type: 'TOOL', name: 'get_tide', input: { station: 'TG-4' }, output: { level_m: 2.41, read: `10:0${n}:00Z` }, children: [] })
    expect(loops(root(call(1), call(2), call(3), call(4), call(5)))).toBe(true)
  })
})

describe('a person asked through a step of another kind', () => {
  it('a chain span named for waiting on the user (await_user_input), answered the same each time, is a person asked again', () => {
    const ask = (prompt: string, answer: string) => ({
      type: 'chain',
      name: 'await_user_input',
      input: { 'gen_ai.prompt': prompt },
      output: { 'gen_ai.user.message': answer },
      children: [],
    })
    const trace = root(
      ask('Which bed should the compost go on?', 'Bed 7, the north one.'),
      ask('Sorry, to be sure: which bed is it for?', 'Bed 7.'),
      ask('Can you tell me the bed number for the compost?', 'Bed 7. I said that.'),
      ask('And which bed did you want it on?', 'Bed 7!'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a reply recorded as a message record (Slack's { reply: { user, text, ts } }) is the person's answer, read inside", () => {
    let ts = 1772355567.217408
    const ask = (text: string, answer: string) =>
      tool('slack.ask_user', { channel: 'D04ORGANISER', text }, { ok: true, reply: { user: 'U02HANNA', text: answer, ts: String((ts += 97.3)) } })
    const asked = root(
      ask('How long should the demo be?', '45 minutes'),
      ask('What duration do you want for the demo meeting?', '45 minutes'),
      ask('Quick check: how many minutes should I block for the demo?', '45 minutes'),
      ask('For the room booking I need the length of the demo - how long is it?', '45 minutes'),
    )
    expect(loops(asked)).toBe(true)
    expect(observeAction(toolCallOf(asked.children[0] as never)!, new ToolIdentities()).facts).toEqual(['45', 'minut'])
    // Different questions answered differently, then acted on: healthy.
    const healthy = root(
      ask('How long should the demo be?', '45 minutes'),
      ask('Which room do you prefer, Fjell or Hav?', 'Hav, it has the screen'),
      tool('rooms.book', { room: 'Hav', minutes: 45 }, { booking: 'RB-2291', status: 'confirmed' }),
    )
    expect(loops(healthy)).toBe(false)
  })

  it("a question asked with no answer recorded on the call, answered by the person's own message, is one exchange judged by that answer", () => {
    // The tool call records no output; the answer comes back as the person's message (LangGraph's interrupt and resume).
    const exchange = (question: string, answer: string) => [
      tool('ask_human', { question }, null),
      { type: 'chain', name: 'human_interrupt', input: { interrupt: { value: { question } } }, output: { resume: answer }, children: [] },
    ]
    const asked = root(
      tool(
        'sheets_get',
        { range: "'GL export'!A1:F4" },
        {
          values: [
            ['posting_date', 'fy'],
            ['2023-02-03', 'FY23'],
          ],
        },
      ),
      ...exchange('Should "2023" mean calendar 2023 or fiscal FY23?', 'Calendar year, Jan to Dec 2023.'),
      ...exchange('By 2023 do you mean January to December 2023, or FY23?', 'Jan-Dec 2023, calendar.'),
      ...exchange('Which year should the pivot use - calendar 2023 or FY23?', 'Calendar 2023 please.'),
      ...exchange('Can you confirm whether to filter on posting_date in 2023 or on fy = FY23?', 'posting_date in 2023. Calendar year.'),
    )
    const report = progress(asked)
    expect(report.loopDetected).toBe(true)
    expect(report.findings.map((f) => f.message).join('\n')).not.toMatch(/new answer/)
    // Different questions answered with new facts, then the work done: healthy.
    const healthy = root(
      ...exchange('Should "2023" mean calendar 2023 or fiscal FY23?', 'Calendar year, Jan to Dec 2023.'),
      ...exchange('Which tab name should the pivot go to?', 'Opex pivot'),
      tool('sheets_add_tab', { title: 'Opex pivot' }, { replies: [{ addSheet: { properties: { sheetId: 91, title: 'Opex pivot' } } }] }),
    )
    expect(loops(healthy)).toBe(false)
  })

  it("LangGraph's __interrupt__ with a resume value is a person's answer; different answers to different questions stay healthy", () => {
    const interrupt = (value: string, resume: string) => ({ type: 'chain', name: '__interrupt__', input: { value }, output: { resume }, children: [] })
    const trace = root(
      interrupt('Which day should the skip be delivered?', 'Tuesday.'),
      interrupt('Which gate should the driver use?', 'The side gate on Mill Lane.'),
      tool('book_skip', { day: 'Tuesday', gate: 'Mill Lane side gate' }, { booking: 'SK-2231', status: 'confirmed' }),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('nothing found, in other words', () => {
  it('an answer that leaves out the list the same tool gave before (protobuf JSON omits an empty list) found nothing', () => {
    const shapes = new ListShapes()
    expect(shapes.omitsList('sheets_values_get', { range: 'Log!A1501:F2000', majorDimension: 'ROWS' })).toBe(false)
    shapes.note('sheets_values_get', { range: 'Log!A1:F500', majorDimension: 'ROWS', values: [['Date', 'Rep']] })
    expect(shapes.omitsList('sheets_values_get', { range: 'Log!A1501:F2000', majorDimension: 'ROWS' })).toBe(true)
    expect(shapes.omitsList('sheets_values_get', '{"range":"Log!A2001:F2500","majorDimension":"ROWS"}')).toBe(true)
    // Another tool, a key the list answers never had, or any list in the answer: not the same answer without its list.
    expect(shapes.omitsList('sheets_get', { range: 'Log!A1501:F2000' })).toBe(false)
    expect(shapes.omitsList('sheets_values_get', { range: 'Log!A1501:F2000', updatedCells: 12 })).toBe(false)
    expect(shapes.omitsList('sheets_values_get', { range: 'Log!A1501:F2000', rows: [] })).toBe(false)

    // A Sheets agent reading 500-row windows past the data's end: four windows with no `values`.
    const read = (from: number, values?: string[][]) =>
      tool(
        'sheets_values_get',
        { spreadsheetId: '19z2', range: `Log!A${from}:F${from + 499}` },
        { range: `Log!A${from}:F${from + 499}`, majorDimension: 'ROWS', ...(values ? { values } : {}) },
      )
    const past = root(
      read(1, [
        ['Date', 'Rep'],
        ['2024-04-01', 'J. Alvarez'],
      ]),
      read(501, [['2024-05-09', 'P. Ng']]),
      read(1001, [['2024-06-19', 'R. Silva']]),
      read(1501),
      read(2001),
      read(2501),
      read(3001),
    )
    expect(loops(past)).toBe(true)
    // One window past the end, then the total: healthy.
    const done = root(
      read(1, [
        ['Date', 'Rep'],
        ['2024-04-01', 'J. Alvarez'],
      ]),
      read(501, [['2024-05-09', 'P. Ng']]),
      read(1001),
      tool('sheets_values_update', { range: 'Summary!A1' }, { updatedCells: 4 }),
    )
    expect(loops(done)).toBe(false)
  })

  it("a notebook cell's result says it in its outputs: an empty frame shown is nothing found, a cell that shows nothing says nothing", () => {
    const cell = (...outputs: unknown[]) => ({ status: 'ok', execution_count: 15, outputs })
    const shown = (text: string | string[]) => ({ output_type: 'execute_result', execution_count: 15, data: { 'text/plain': text }, metadata: {} })
    expect(isEmptyResult(cell(shown('Empty DataFrame\nColumns: [order_id, status, total]\nIndex: []')))).toBe(true)
    expect(isEmptyResult(cell(shown(['Empty DataFrame\n', 'Columns: [order_id]\n', 'Index: []'])))).toBe(true)
    expect(isEmptyResult(cell({ output_type: 'stream', name: 'stdout', text: 'No orders match.\n' }))).toBe(true)
    expect(isEmptyResult(cell(shown('   order_id  status\n0     48213  refunded')))).toBe(false)
    expect(isEmptyResult(cell({ output_type: 'stream', name: 'stdout', text: '' }, shown('   order_id\n0     48213')))).toBe(false)
    // An assignment shows nothing: no search came back empty.
    expect(isEmptyResult(cell())).toBe(false)
  })

  it('a page says it in its text, not its tags', () => {
    expect(isEmptyResult('<div class="results" data-node="web-4"><p class="empty">No registered makers match your search.</p></div>')).toBe(true)
    expect(isEmptyResult('<div class="results"><p>Maker: Hale &amp; Sons, mark HS, registered 1911</p></div>')).toBe(false)
  })

  it('"No lots to show" and "No more jobs to load" say nothing is there, also on a listed status line', () => {
    expect(isEmptyResult('<table><tbody></tbody></table><p class="muted">No lots to show.</p>')).toBe(true)
    expect(isEmptyResult('scrollY=4800\n[page] Jobs\n\n- status: "No more jobs to load"')).toBe(true)
    expect(isEmptyResult('- listitem: Re-ridge, Hickling\n- status: "No more jobs to load"')).toBe(false)
  })
})

describe('where a page request keeps its place', () => {
  it("the query of a fetched address is the call's arguments: offsets walked past the end in a URL are paging past the end", () => {
    const page = (offset: number, rows: string) =>
      tool(
        'fetch_page',
        { url: `https://mart.test/lots?offset=${offset}&limit=4` },
        `<table><tbody>${rows}</tbody></table>${rows ? '' : '<p>No lots to show.</p>'}`,
      )
    expect(loops(root(page(0, '<tr><td>101</td></tr>'), page(4, '<tr><td>105</td></tr>'), page(8, ''), page(12, ''), page(16, ''), page(20, '')))).toBe(true)
    expect(loops(root(page(0, '<tr><td>101</td></tr>'), page(4, '<tr><td>105</td></tr>'), page(8, '')))).toBe(false)
  })

  it('a numeric argument walked on by the same stride, empty after empty, is paging past the end whatever it is called', () => {
    const scroll = (to: number, items: string) => tool('scroll_page', { to }, `scrollY=${to}\n${items || '- status: "No more results to load"'}`)
    expect(loops(root(scroll(0, '- listitem: Kiln A'), scroll(1600, '- listitem: Kiln B'), scroll(3200, ''), scroll(4800, ''), scroll(6400, '')))).toBe(true)
    // One item after another (a stride of one) is batch work over ids, even when each is missing.
    const order = (id: number) => tool('get_order', { id }, 'No order found.')
    expect(loops(root(order(101), order(102), order(103), order(104)))).toBe(false)
  })
})

describe('volatile parts, by their shape', () => {
  it("a scratch file's generated name, an ISO basic stamp and an internal replica host are masked", () => {
    expect(maskVolatileText('stored new snapshot src/snapshots/tmpl7mwaeal.snap.new')).toBe('stored new snapshot src/snapshots/<tmp>.snap.new')
    expect(maskVolatileText('saved tmpabcdefgh.png')).toBe('saved <tmp>.png')
    expect(maskVolatileText('computed 20240906T120040Z')).toBe('computed <time>')
    expect(maskVolatileText('served by atmc-gw-4.euc1.bank.local')).toBe('served by <host>')
    expect(maskVolatileText('see www.example.com')).toBe('see www.example.com')
  })

  it('a check that numbers itself (check_no) mints a new number each time: the same check', () => {
    const check = (no: number) => tool('wb_check', { flight: 'CV7' }, { result: 'OUT OF LIMITS: lateral imbalance 1340 kg', check_no: no })
    expect(loops(root(check(1208), check(3421), check(5635), check(7808), check(9956)))).toBe(true)
  })

  it('a response with headers beside an excerpt of its body is compared without its transport headers', () => {
    const get = (age: string, ray: string) =>
      tool(
        'fetch_url',
        { url: 'https://club.test/fixtures' },
        { status: 200, headers: { age, 'cf-ray': ray, 'x-cache': 'HIT' }, body_excerpt: '<h1>Fixtures</h1><td>Rink 2</td>' },
      )
    expect(loops(root(get('12', 'a1'), get('51', 'b2'), get('90', 'c3'), get('151', 'd4')))).toBe(true)
  })
})

describe('the same write again', () => {
  it('the same message posted again, answered as before but for the new message id, is a duplicate', () => {
    const post = (ts: string) =>
      tool(
        'Slack Post',
        { channel: '#yard', text: 'Order confirmed: PO 33101, 2 gears, 6 weeks.' },
        { ok: true, ts, permalink: `https://x.slack.test/archives/C07/p${ts.replace('.', '')}` },
      )
    const status = () => tool('Order Status', { po: '33101' }, { po: '33101', status: 'CONFIRMED' })
    const trace = root(post('1734187108.873480'), status(), post('1734187110.456583'), status(), post('1734187112.345031'), status(), post('1734187114.779680'))
    expect(loops(trace)).toBe(true)
  })

  it('the same kind of post for different items is batch work', () => {
    const post = (item: string, ts: string) => tool('Slack Post', { channel: '#yard', text: `Order confirmed: ${item}.` }, { ok: true, ts })
    expect(loops(root(post('PO 1', '1734187108.1'), post('PO 2', '1734187109.2'), post('PO 3', '1734187110.3'), post('PO 4', '1734187111.4')))).toBe(false)
  })
})

describe('a task handed on with nobody doing it', () => {
  const invoke = (name: string, request: string, reply: string, children: Dict[]) => ({
    type: 'tool',
    name: `${name}-invoke`,
    input: { request },
    output: reply,
    children: [agent(name, { request }, { content: reply }, children)],
  })

  it('an agent handed its own task again in other words, no work done anywhere, re-enters itself', () => {
    const trace = root(
      invoke('Scheduling', 'Find a weekday kiln slot for the glaze firing.', 'I have asked Capacity.', [
        invoke('Capacity', 'Check kiln capacity for a weekday glaze firing.', 'I have asked Scheduling.', [
          invoke('Scheduling', 'Find kiln time on a weekday for glazes.', 'I have asked Capacity.', [
            { type: 'llm', name: 'chat', input: '', output: 'I have asked Capacity to handle this.', children: [] },
          ]),
        ]),
      ]),
    )
    const report = progress(trace)
    expect(report.loopDetected).toBe(true)
    expect(report.findings.map((f) => f.message).join(' ')).toContain('in other words')
  })

  it('narrower sub-tasks handed down to an agent that does the work are delegation', () => {
    const trace = root(
      invoke('Scheduling', 'Find a weekday kiln slot for the glaze firing.', 'Tuesday 06:00 on kiln 2.', [
        invoke('Capacity', 'Which kilns are free on weekdays?', 'Kiln 2 on Tuesday.', [
          invoke('Scheduling', 'Is Tuesday 06:00 free on kiln 2?', 'Yes.', [tool('kiln_calendar', { kiln: 2, day: 'Tuesday' }, { free: ['06:00', '14:00'] })]),
        ]),
      ]),
    )
    expect(loops(trace)).toBe(false)
  })
})

// Rules blind set 16's first run asked for, each on a trace written here.
describe('tool-result envelopes', () => {
  it('a Strands / Bedrock Converse result ({ toolUseId, status, content: [{ json }] }) is read as the JSON it holds', () => {
    const search = (q: string, id: string) =>
      tool('execute_tool inbox_search', { q }, { toolUseId: `tooluse_${id}`, status: 'success', content: [{ json: { messages: [], resultSizeEstimate: 0 } }] })
    expect(
      loops(
        root(
          search('kiln quote', 'a1'),
          search('kiln offer', 'b2'),
          search('quotation for kiln', 'c3'),
          search('"kiln" price', 'd4'),
          search('kiln pricing pdf', 'e5'),
        ),
      ),
    ).toBe(true)
  })

  it("an MCP result marked isError is the call's error; its text blocks are its text", () => {
    const call = (n: number) =>
      tool('mcp_deploy', { app: 'tram-museum' }, { content: [{ type: 'text', text: `Deploy failed: quota exceeded (request ${n}a7f3c9e1d2)` }], isError: true })
    expect(progress(root(call(1), call(2), call(3), call(4))).loopDetected).toBe(true)
  })

  it('a Google ADK function response is read as its response', () => {
    const ask = (question: string, reply: string, id: string) =>
      tool(
        'execute_tool ask_harbour_master',
        { args: { question } },
        { function_response: { id: `adk-${id}`, name: 'ask_harbour_master', response: { reply, via: 'radio', ts: 1753096840 + Number(id) } } },
      )
    const trace = root(
      ask('Which berth should the seaplane use?', 'Berth 4, the north pontoon.', '1'),
      ask('Could you confirm the berth for the seaplane?', 'Berth 4.', '2'),
      ask('Is it berth 4 or another one?', 'Berth 4, as I said.', '3'),
      ask('Where exactly should it moor?', 'Berth 4!', '4'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('the asking itself, not the state', () => {
  it('an attempt counter or a client clock in the arguments asks the same thing again', () => {
    const poll = (attempt: number) =>
      tool('trailer_telemetry', { trailer_id: 'RT-22', attempt }, { alarm: 'RETURN AIR HIGH', return_air_c: 7.1, modem: `CM-${283335382 + attempt * 7919}` })
    expect(loops(root(poll(1), poll(2), poll(3), poll(4), poll(5)))).toBe(true)
    const probe = (ts: string, rssi: number) => tool('probe_readings', { strip: 'P5', client_ts: ts }, { vwc_pct: 24.8, rssi_dbm: rssi })
    expect(
      loops(
        root(
          probe('2025-10-12T13:25:11Z', -89),
          probe('2025-10-12T13:25:38Z', -94),
          probe('2025-10-12T13:26:04Z', -94),
          probe('2025-10-12T13:26:32Z', -96),
          probe('2025-10-12T13:26:58Z', -90),
        ),
      ),
    ).toBe(true)
  })
})

describe('a message addressed to someone', () => {
  it('a question sent to a recipient and answered in words asks a person, whatever the tool is called; "Please confirm …" asks too', () => {
    const sms = (body: string, reply: string, sid: string) =>
      tool('send_sms_and_wait', { to: '+44 7700 900418', body }, { status: 'received', body: reply, sid: `SM${sid}` })
    const trace = root(
      sms('What rope diameter are the halyards?', '10 mm braid, all of them.', '9f68daf4da69'),
      sms('Could you tell us the halyard size?', 'As I said, 10 mm.', 'a4629201a7e6'),
      sms('Which diameter do the halyards have?', '10 mm. Braid.', '08d3dbb95e4e'),
      sms('Please confirm the halyard diameter for the quote.', '10 mm! Third time.', '6df7560517'),
    )
    expect(loops(trace)).toBe(true)
    const call = (prompt: string, response: string) => ({
      type: 'tool',
      name: 'ai.toolCall',
      input: { 'ai.toolCall.args': JSON.stringify({ to: 'ward-nurse', prompt }) },
      output: { 'ai.toolCall.result': JSON.stringify({ response }) },
      children: [],
    })
    expect(
      loops(
        root(
          call('How long should the session be?', '20 minutes max.'),
          call('What duration suits the patient?', '20 min.'),
          call('How many minutes, short or standard?', 'Short. 20 minutes, like I said.'),
          call('Please confirm the minutes.', '20'),
        ),
      ),
    ).toBe(true)
  })

  it('questions to a recipient about different things, each answered with a new fact, stay healthy', () => {
    const sms = (body: string, reply: string) => tool('send_sms_and_wait', { to: '+44 7700 900418', body }, { status: 'received', body: reply })
    expect(
      loops(
        root(sms('What rope diameter are the halyards?', '10 mm braid.'), sms('And the sheets?', '12 mm.'), sms('Please confirm the boat length.', '38 ft.')),
      ),
    ).toBe(false)
  })
})

describe('doing again what is already done', () => {
  it('a call answered "already so" after the same tool did it on that target changed nothing', () => {
    const set = (result: Record<string, unknown>) => tool('set_point', { zone: 'tropical-hall', point: 'rh', value: 80 }, result)
    const read = (rh: number) => tool('read_zone', { zone: 'tropical-hall' }, { setpoint_rh: 80, measured_rh: rh })
    const trace = root(
      set({ ok: true, previous: 72, value: 80, invoke_id: 192 }),
      read(80.1),
      read(80.2),
      set({ ok: true, previous: 80, value: 80, changed: false, invoke_id: 14 }),
      read(80.2),
      set({ ok: true, previous: 80, value: 80, changed: false, invoke_id: 185 }),
      read(80.2),
    )
    expect(loops(trace)).toBe(true)
    const reserve = (status: string, note: string) => tool('reserve_kit', { booking: 'DV-7', items: 6 }, { status, reservation: 'R-1', note })
    const list = () => tool('list_reservations', { booking: 'DV-7' }, { reservations: [{ id: 'R-1', status: 'CONFIRMED' }] })
    expect(
      loops(
        root(
          reserve('CONFIRMED', 'six sets held'),
          list(),
          reserve('ALREADY_RESERVED', 'kept as is'),
          list(),
          reserve('ALREADY_RESERVED', 'nothing added'),
          list(),
        ),
      ),
    ).toBe(true)
  })

  it('"already exists" for each new item of a batch is news about that item', () => {
    const ensure = (dir: string, created: boolean) =>
      tool('ensure_folder', { path: dir }, created ? { created: true } : { created: false, note: 'already exists' })
    expect(loops(root(ensure('a', true), ensure('b', false), ensure('c', false), ensure('d', false)))).toBe(false)
  })
})

describe('handing the task on by a call', () => {
  it('a delegate_to_ call is no work: the agents handing one task round in other words re-enter', () => {
    const step = (name: string, goal: string, next: Dict) =>
      agent(name, { goal }, { status: 'stopped' }, [{ type: 'llm', name: 'chat', input: '', output: `Passing this on.`, children: [] }, next])
    const trace = root(
      step(
        'calendar_agent',
        'Book a 2-day drum session in the Neve room next week.',
        step(
          'rooms_agent',
          'Find and book the Neve room for 2 days of drums.',
          step(
            'booking_agent',
            'Neve room, drums, two days, next week: please book.',
            step(
              'calendar_agent',
              'Please book two days next week for drums with the Neve.',
              tool('delegate_to_rooms_agent', { task: 'Book the Neve room.' }, null),
            ),
          ),
        ),
      ),
    )
    expect(loops(trace)).toBe(true)
  })
})

// Rules blind set 17's first run asked for, each on a trace written here.
describe('nothing found, and nothing changed, in other spellings', () => {
  it('a log line of key=value pairs counts what it found in them', () => {
    expect(isEmptyResult('query=order:88412 | hits=0 | scanned=200981 events | took=2.985s')).toBe(true)
    expect(isEmptyResult('query=order:88412 | hits=3 | took=1.2s')).toBe(false)
    const search = (query: string, scanned: number) =>
      tool('log_search', { query, index: 'ocpp-*' }, `query=${query} | hits=0 | scanned=${scanned} events | took=2.${scanned % 9}s`)
    expect(
      loops(
        root(
          search('tx:88412', 200981),
          search('"88412"', 788729),
          search('tag:04A2 AND Stop', 485663),
          search('box:"CP-0113"', 608697),
          search('meterStop AND CP-113', 182395),
        ),
      ),
    ).toBe(true)
  })

  it('"No permits found" under a page header says nothing is there; "Page 3 of results" counts nothing', () => {
    expect(isEmptyResult('Page 3 of results (generated 09.11.2024 13:14)\nNo permits found.')).toBe(true)
    expect(isEmptyResult('Page 1 of results\n1. VJ-ICE-2291 | guide: Sigrún')).toBe(false)
    const page = (n: number, body: string) => tool('permit_search', { query: 'icefall', page: n }, `Page ${n} of results (node reg-${n}a7)\n${body}`)
    expect(
      loops(
        root(
          page(1, '1. VJ-2291 | zone A'),
          page(2, '4. VJ-2317 | zone B\nEnd of results.'),
          page(3, 'No permits found.'),
          page(4, 'No permits found.'),
          page(5, 'No permits found.'),
          page(6, 'No permits found.'),
        ),
      ),
    ).toBe(true)
  })

  it('an outcome of no_change after the same tool already made the change changed nothing', () => {
    const update = (result: string, sold: number, audit: string) =>
      tool('update_capacity', { slot_id: 'ts_1012', capacity: 300 }, { slot_id: 'ts_1012', capacity: 300, sold, result, audit_id: audit })
    expect(
      loops(
        root(
          update('updated', 214, '0138VH2VST'),
          update('no_change', 214, '01BVVVQSXG'),
          update('no_change', 215, '01V1BD4K28'),
          update('no_change', 216, '01ZBXH0GN6'),
          update('no_change', 217, '011FH3DXZV'),
        ),
      ),
    ).toBe(true)
  })
})

// Rules blind set 18's first run asked for (three healthy traces flagged), each on a trace written here.
describe('a model turn recorded as attributes or a framework record', () => {
  it("the AI SDK's telemetry text, Haystack's replies and a Bedrock rationale are the turn's text; a turn with only calls has none", () => {
    expect(textOf({ 'ai.response.text': '', 'ai.response.toolCalls': '[{"toolName":"book","args":"{}"}]' })).toBeNull()
    expect(textOf({ 'ai.response.text': 'Booked four boards.' })).toBe('Booked four boards.')
    expect(textOf({ replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'stock', arguments: { page: 2 } }] }] })).toBeNull()
    expect(textOf({ replies: ['Reorder WF5F.'] })).toBe('Reorder WF5F.')
    expect(textOf({ rationale: { text: 'Throttled; retrying.' }, invocationInput: { verb: 'post' } })).toBe('Throttled; retrying.')
  })

  it('retries of a rate-limited call, each turn only calling the tool again, then success, stay healthy', () => {
    const turn = (text: string) => ({
      type: 'llm',
      name: 'ai.generateText.doGenerate',
      input: { 'ai.prompt.messages': '[...]' },
      output: {
        'ai.response.text': text,
        'ai.response.toolCalls': JSON.stringify([
          {
            toolCallId: `call_${text.length}`,
            toolName: 'createBooking',
            args: '{"site":"lake-hut","boards":4,"start":"Sat 10:00","end":"Sat 12:00","type":"iSUP"}',
          },
        ]),
      },
      children: [],
    })
    const limited = () => failing('createBooking', { site: 'lake-hut', boards: 4 }, 'HTTP 429 Too Many Requests')
    const trace = root(turn(''), limited(), turn(''), limited(), turn(''), tool('createBooking', { site: 'lake-hut', boards: 4 }, { booking: 'PB-52476' }))
    expect(loops(trace)).toBe(false)
  })

  it("a Bedrock action group's answer is read inside its observation", () => {
    const verify = () =>
      tool(
        'EquineDB::verifyIdentity',
        { horse: 'H-7' },
        { observation: { actionGroupInvocationOutput: { text: '{"result": "MISMATCH", "code": "E-UELN-07"}' } } },
      )
    const fix = (value: string) =>
      tool('EquineDB::updateChip', { horse: 'H-7', ueln: value }, { observation: { actionGroupInvocationOutput: { text: '{"updated": true}' } } })
    expect(loops(root(verify(), fix('826 012'), verify(), fix('GBR 012'), verify(), fix('826.012'), verify()))).toBe(true)
  })
})

describe('a person asked again, whatever they say last', () => {
  const ask = (message: string, text: string) => tool('ask_shift_lead', { message }, { from: 'Keiko M.', text })
  it('the same answer after each ask is not resolved by a last answer that says something else', () => {
    const trace = root(
      ask('Do you want B-22 switched to GDL?', 'Yes, GDL for B-22, 2.8 g/L.'),
      ask('Just to double check: B-22 should use GDL?', 'Correct. GDL, 2.8 g/L.'),
      ask('Can you confirm the coagulant for B-22 is GDL?', 'Yes. GDL. 2.8.'),
      ask('Please confirm once more: GDL on B-22?', 'YES. Why do you keep asking?'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('asking once more after a "not yet", then acting on the answer, is not a loop', () => {
    const trace = root(
      ask('Is the B-22 batch sheet signed off?', 'Not yet, give me ten minutes.'),
      ask('Is the B-22 sheet signed off now?', 'Signed off, revision 8.'),
      tool('batch_sheet_get', { batch: 'B-22' }, { revision: 8, signed: true }),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules the older sets left unmet asked for (2026-12-02)', () => {
  // Two states of one setting, each checked by the same call. The check's answer carries a
  // solver time in a `_ms` field, which the fingerprint already leaves out; the flip's own test
  // of "measured something new" read it as a reading and saw a new measurement every time.
  const setDepot = (depot: string) => tool('set_route_depot', { depot }, { depot, ok: true })
  const compute = (eta: string, reason: string, solverMs: number, job: string, units = 12) =>
    tool('compute_route', { target: 'station-quay', min_units: 12 }, { feasible: false, eta, units_delivered: units, reason, solver_ms: solverMs, job })
  const north = 'van capacity 14 but the Mill Lane cluster is locked until 05:30'
  const south = 'Mill Lane cluster locked until 05:30; only 1 van shift available'

  it('a volatile field does not make a flip state read anew', () => {
    const trace = root(
      setDepot('north'),
      compute('07:24', north, 768, 'vrp-930915'),
      setDepot('south'),
      compute('07:11', south, 546, 'vrp-360605'),
      setDepot('north'),
      compute('07:24', north, 306, 'vrp-628266'),
      setDepot('south'),
      compute('07:11', south, 971, 'vrp-631670'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a check that measures something new after each switch is still learning', () => {
    const trace = root(
      setDepot('north'),
      compute('07:24', north, 768, 'vrp-930915', 9),
      setDepot('south'),
      compute('07:11', south, 546, 'vrp-360605', 10),
      setDepot('north'),
      compute('07:24', north, 306, 'vrp-628266', 12),
      setDepot('south'),
      compute('07:11', south, 971, 'vrp-631670', 14),
    )
    expect(loops(trace)).toBe(false)
  })

  it("an `age` beside a cache's verdict is how long the cache held the answer, not what was found", () => {
    const search = (age: number, cache: string, servedBy: string, name = 'Blu Cobalto') =>
      tool(
        'catalogue_search',
        { colour: 'cobalt', material: 'smalti' },
        { hits: [{ sku: 'ORS-S-4471', name, vein: 'none', stock_kg: 22 }], cache, age, served_by: servedBy },
      )
    // Three reads, the same hit: the second is already a repeat of the first.
    expect(loops(root(search(516, 'MISS', 'cat-7f9c8-o33at'), search(283, 'HIT', 'cat-e4d0j-c21ej'), search(503, 'HIT', 'cat-e4d0r-wmuu6')))).toBe(true)
    // New stock behind the same cache is news.
    const restocked = root(
      search(516, 'MISS', 'cat-7f9c8-o33at', 'Blu Cobalto'),
      search(283, 'HIT', 'cat-e4d0j-c21ej', 'Oro Venato'),
      search(503, 'HIT', 'cat-e4d0r-wmuu6', 'Ultramarino Scuro'),
    )
    expect(loops(restocked)).toBe(false)
  })

  it("a turn recorded as the Responses API's output items is read for its messages' text", () => {
    const call = { type: 'function_call', name: 'get_anemometer', arguments: '{"station":"COLB-TOP"}' }
    const said = { type: 'message', content: [{ type: 'output_text', text: 'Gusts are easing.' }] }
    expect(textOf({ id: 'resp_1', output: [said, call] })).toBe('Gusts are easing.')
    expect(textOf([said])).toBe('Gusts are easing.')
    expect(textOf({ output: [call] })).toBeNull()
    expect(textOf({ output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: 'Check the trend.' }] }, call] })).toBe('Check the trend.')
    // Not response items: rendered as before.
    expect(textOf({ output: [{ sku: 'A' }] })).toContain('sku')
  })

  it('the same reading over a longer look-back window is the same reading: a long step said again around it is a repeat', () => {
    const plan =
      'The Col Blanc chair has been on wind hold since 08:40; the limit for a six-seat detachable is 65 km/h gusts, the top anemometer ' +
      'shows gusts around 58 km/h with the mean easing, so reopening at reduced speed is plausible, but I need the gust trend and patrol confirmation first.'
    const turn = (text: string) => ({
      type: 'llm',
      name: 'response',
      input: '',
      output: {
        output: [
          { type: 'message', content: [{ type: 'output_text', text }] },
          { type: 'function_call', name: 'get_anemometer', arguments: '{}' },
        ],
      },
      children: [],
    })
    const read = (args: Dict | Record<string, unknown>, seq: number) =>
      tool('get_anemometer', args, { station: 'COLB-TOP', mean_kmh: 41, gust_kmh: 58, dir_deg: 285, sample_seq: seq })
    const trace = root(read({ station: 'COLB-TOP' }, 66213), turn(plan), read({ station: 'COLB-TOP', window_min: 30 }, 66253), turn(plan))
    expect(loops(trace)).toBe(true)
    expect(progress(trace).breakdown.reasoningStagnation).toBeLessThan(1)
  })
})

describe('rules blind sets 19 and 20 asked for', () => {
  it("a call whose only argument is its reasoning (Anthropic's think tool) is that reasoning, not the same empty call", () => {
    const think = (thought: string) => tool('think', { thought }, '')
    const distinct = root(
      think('Stages: SS1 11.2 km, SS2 8.6 km, SS3 14.9 km; 5 per stage x 3 stages = 15 of 22 volunteers committed.'),
      think('Licensed timekeepers: 9, three per stage, so no licensed spare; Kershope needs a radio relay at Hindhope ridge.'),
      think('15 + 4 radio = 19; the remaining 3: a 4x4 sweep crew of 2 and a floating spare at the SS2 start.'),
      think('First car 08:30, 78 entries at 60 s: SS1 crews in place by 07:45, SS2 by 08:30, SS3 by 09:20.'),
    )
    expect(loops(distinct)).toBe(false)
    const same = 'Licensed timekeepers: 9, three per stage, so no licensed spare; Kershope needs a radio relay.'
    expect(loops(root(think(same), think(same), think(same), think(same)))).toBe(true)
  })

  const backupLog = (night: string, status: 'ok' | 'killed', pod: string) =>
    tool(
      'get_job_logs',
      { namespace: 'data', job: `pg-backup-${night}`, tail: 6 },
      status === 'ok'
        ? `pod/pg-backup-${pod} started\n0 errors\nstatus=Completed duration=41m12s`
        : `pod/pg-backup-${pod} started\nDeadlineExceeded: activeDeadlineSeconds=7200\nstatus=Failed duration=2h00m00s`,
    )

  it('"0 errors" and "0 failed" are no failure: the same clean check after each change is healthy', () => {
    const edit = (file: string) => tool('edit_file', { path: file, patch: 'rename helper' }, { ok: true })
    const check = (ms: number) => tool('run_tests', { path: 'tests/' }, `collected 12 items\n12 passed, 0 failed, 0 errors in ${ms} ms`)
    expect(loops(root(edit('a.py'), check(812), edit('b.py'), check(790), edit('c.py'), check(805), edit('d.py'), check(799)))).toBe(false)
  })

  it('reading each night of a week, two nights failing the same way, is a sweep, not the same failure retried', () => {
    const week = root(
      llm('Reading the job logs night by night.'),
      backupLog('mon', 'ok', 'vmiddfhyr-2hsav'),
      llm('Monday normal: 41 min.'),
      backupLog('tue', 'ok', 'fgorbtgrd-vmca0'),
      llm('Tuesday normal too.'),
      backupLog('thu', 'killed', 'eblbbbkfc-75nnh'),
      llm('Thursday hit the 2 h deadline and was killed.'),
      backupLog('fri', 'ok', 'cbmiuugot-igdtx'),
      llm('Friday back to normal at 45 min.'),
      backupLog('sat', 'killed', 'fdbmdjfcb-dt8qu'),
      llm('Saturday also hit the deadline: both failures follow S3 throttling; lower the upload concurrency and raise the deadline to 3 h.'),
    )
    expect(loops(week)).toBe(false)
    // The same night's log read again after each change, failing the same way, is a loop.
    const patch = (value: number) => tool('patch_cronjob', { job: 'pg-backup', activeDeadlineSeconds: value }, { patched: true })
    const fixes = root(
      backupLog('thu', 'killed', 'eblbbbkfc-75nnh'),
      patch(9000),
      backupLog('thu', 'killed', 'aaaaabbbb-11111'),
      patch(10800),
      backupLog('thu', 'killed', 'ccccddddd-22222'),
      patch(14400),
      backupLog('thu', 'killed', 'eeeefffff-33333'),
    )
    expect(loops(fixes)).toBe(true)
  })

  it('a settings change that fails the same way each time is still the same failure: the call is no read of a record', () => {
    const propose = (crew: string, start: string) =>
      tool(
        'propose_schedule',
        { job: 'RIDGE-RD-OVL', crew, start },
        {
          accepted: false,
          reason: 'plant QP-North has no AC14 surface course slot before 11:00 on Tuesday; the paver crew would wait on trucks for over two hours',
        },
      )
    expect(loops(root(propose('B', '06:30'), propose('A', '06:30'), propose('A', '10:00'), propose('C', '09:00')))).toBe(true)
  })

  it("a call recorded as Inspect AI's ToolCall ({ id, function, arguments }) is read as that tool's call", () => {
    const bash = (id: string, cmd: string, output: string) =>
      ({ type: 'tool', name: 'tool', input: { id, function: 'bash', arguments: { cmd } }, output, children: [] }) as Dict
    const edit = (id: string, text: string) =>
      ({
        type: 'tool',
        name: 'tool',
        input: { id, function: 'text_editor', arguments: { command: 'str_replace', path: '/src/setup.py', new_str: text } },
        output: 'edited',
        children: [],
      }) as Dict
    const build = (id: string) => bash(id, 'cd /src && pip wheel . -w dist/', 'error: command gcc failed with exit code 1\nERROR: Failed building wheel')
    expect(
      loops(root(build('call_1'), edit('call_2', '-fPIC'), build('call_3'), edit('call_4', '-O2'), build('call_5'), edit('call_6', '-march'), build('call_7'))),
    ).toBe(true)
  })

  it('a count in `Label: value` lines, or a number where the list would be, says nothing was found', () => {
    expect(isEmptyResult('rows: 0\nhistorian: PI-BHE4 snapshot 2024-10-12 13:42:26\nelapsed 806 ms')).toBe(true)
    expect(isEmptyResult('Matches found: 0')).toBe(true)
    expect(isEmptyResult({ rows: 0, took_ms: 4 })).toBe(true)
    expect(isEmptyResult('rows: 3\nlongest: 14 min')).toBe(false)
    expect(isEmptyResult('Name: Bob\nAge: 3')).toBe(false)
    expect(isEmptyResult('Error: connection refused')).toBe(false)
    const search = (query: string, host: string) => tool('search_qc_log', { query }, `rows: 0\nhistorian: ${host} snapshot 2024-10-12 13:42:26\nelapsed 806 ms`)
    const trace = root(
      search('reel break PM3 night shift', 'PI-BHE4'),
      search('web break paper machine 3 22:00-06:00', 'PI-545Y'),
      search('sheet break "PM-3"', 'PI-9LY3'),
      search('event_type=BREAK machine=PM3 shift=N', 'PI-7U33'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a result recorded as the Responses API's function_call_output item is read inside it; a solver's INFEASIBLE is a failure", () => {
    const solve = (callId: string, solveId: string, setting: Record<string, unknown>) =>
      tool('solve_and_validate', setting, {
        type: 'function_call_output',
        call_id: callId,
        output: JSON.stringify({
          status: 'INFEASIBLE',
          solve_id: solveId,
          solve_time_ms: 1936,
          violations: [{ code: 'CAP_WHEELCHAIR', vehicle: 'PTS-04', detail: 'wheelchair positions required 3 > available 2' }],
        }),
      })
    const trace = root(
      solve('call_yLVgihiAK', 'slv_87961b0f15f6', { time_limit_s: 30 }),
      solve('call_Ou9x5Fh1V', 'slv_1e46b7308de0', { time_limit_s: 120 }),
      solve('call_Gq2lzw7kv', 'slv_767bc3efd49a', { window_slack_min: 15 }),
      solve('call_hgP1YkDie', 'slv_e008873ae12b', { late_penalty: 500 }),
    )
    expect(loops(trace)).toBe(true)
  })

  it('an Anthropic tool_result block with one string is read for that string', () => {
    // Asked for more each time (a limit is a modifier), the same answer: read in its envelope, each id made it another.
    const read = (id: string, limit: number) =>
      tool('list_gauges', { river: 'Tay', limit }, { type: 'tool_result', tool_use_id: id, content: 'G-4 level 2.41 m steady; G-7 level 1.90 m steady' })
    expect(loops(root(read('toolu_01A9x', 10), read('toolu_01B7y', 20), read('toolu_01C5z', 50), read('toolu_01D3w', 100)))).toBe(true)
  })

  it('a person who says yes again in other words ("Yes, proceed.", "Correct.") says nothing new', () => {
    const ask = (text: string, reply: string) => tool('message_submitter', { ticket: 'SUB-77120', text }, { reply, ticket: 'SUB-77120', agent_seen: true })
    const trace = root(
      ask('Do you authorise us to crack your coin out of its holder for regrading?', 'Yes, crack it out, I accept the risk.'),
      ask('Are you sure you want the coin removed from its current slab?', 'Yes. I am sure.'),
      ask('A regrade can come back lower. Do you still want us to proceed?', 'Yes, proceed.'),
      ask('One last check: crack-out and regrade for the cent, correct?', 'Correct.'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a command-line program's state-changing subcommand (git checkout) is a write: switching branches back and forth is a flip", () => {
    const checkout = (branch: string) => tool('git', { args: ['checkout', branch] }, `Switched to branch '${branch}'`)
    const build = (rows: string, schema: string) =>
      tool('dbt', { args: ['build', '--select', 'fct_bed_nights'] }, `1 of 1 OK created sql table model ${schema}.fct_bed_nights [SELECT ${rows} in 7.1s]`)
    const report = progress(
      root(
        checkout('main'),
        build('1,284,019', 'dev_giz06'),
        checkout('feat/dedupe'),
        build('1,196,442', 'dev_cy4dc'),
        checkout('main'),
        build('1,284,019', 'dev_9pxs4'),
        checkout('feat/dedupe'),
        build('1,196,442', 'dev_u7fuv'),
      ),
    )
    expect(report.loopDetected).toBe(true)
    expect(report.findings.map((f) => [f.kind, 'resource' in f ? f.resource : null])).toContainEqual(['resource-flip', 'git checkout'])
    // A subcommand that reads (`git status`, `dbt build`) writes nothing.
    expect(progress(root(tool('git', { args: ['status'] }, 'clean'), tool('git', { args: ['log', '-1'] }, 'abc123 fix'))).findings).toEqual([])
  })

  it('a subgraph that routes its task into itself until the recursion limit is a re-entry: the failed innermost hand-off did no work', () => {
    const level = (instruction: string, inner: Dict): Dict =>
      agent('statement_recalc', { messages: [{ type: 'human', content: instruction }] }, null, [
        llm('Routing to the statement recalculation subgraph.'),
        { type: 'tool', name: 'call_statement_recalc', input: { member: 'M-553901', instruction }, output: { status: 'success' }, children: [inner] },
      ])
    const innermost: Dict = agent('statement_recalc', { messages: [{ type: 'human', content: 'Produce a recalculated 2023 statement for M-553901.' }] }, null, [
      llm('Routing to statement recalculation.'),
      failing(
        'call_statement_recalc',
        { member: 'M-553901', instruction: "Recalculate M-553901's 2023 statement." },
        'GraphRecursionError: Recursion limit of 25 reached',
      ),
    ])
    const trace = root(
      tool('get_salary_history', { member: 'M-553901', year: 2023 }, { pensionable_salary: 43750, previous_value: 41200 }),
      level(
        'Recalculate the 2023 annual benefit statement for member M-553901.',
        level('Recalculate the 2023 benefit statement with the corrected salary.', innermost),
      ),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a result kept as a span's one tool_response attribute (Pydantic AI) is read inside it, its HTTP headers as transport", () => {
    const page = (n: number, requestId: string, cache: string) =>
      tool(
        'running tool: search_tenders',
        { keywords: 'school roof repair', region: 'North East', page: n },
        { tool_response: { status: 200, headers: { 'x-amzn-requestid': requestId, 'x-cache': cache }, body: { total: 9, page: n, results: [] } } },
      )
    expect(
      loops(
        root(
          page(3, '146002a3-ab53', 'Hit from cloudfront'),
          page(4, '8dcbcb54-a7ca', 'Miss from cloudfront'),
          page(5, '21031081-b56b', 'Miss'),
          page(6, '6fa487ac-4d06', 'Miss'),
        ),
      ),
    ).toBe(true)
  })

  it('an agent numbered by its launcher ("… (sidechain 2)" inside "… (sidechain 1)") handed the same task is one agent re-entered', () => {
    const prompt = { prompt: 'Upgrade zod from v3 to v4 across the monorepo and fix any type errors. Split it up as needed.' }
    const sidechain = (n: number, inner: Dict[]) =>
      agent(`Task: Upgrade zod to v4 (sidechain ${n})`, prompt, null, [llm("This is a multi-package change; I'll hand it to a subagent."), ...inner])
    expect(loops(root(sidechain(1, [sidechain(2, [sidechain(3, [failing('Task', prompt, 'Subagent aborted: session turn limit reached')])])])))).toBe(true)
    // Numbered workers with their own tasks, each doing work, are a delegation chain.
    const worker = (n: number, task: string, inner: Dict[]) =>
      agent(`worker-${n}`, { task }, `done ${n}`, [tool('read_file', { path: `packages/p${n}/index.ts` }, `export const v${n} = ${n}`), ...inner])
    expect(loops(root(worker(1, 'Upgrade zod in api', [worker(2, 'Fix zod types in web', [worker(3, 'Fix shared schemas', [])])])))).toBe(false)
  })

  it("Claude Code's AskUserQuestion, recorded as a transcript record, is read for its answers: the same yes to a reworded question is a loop", () => {
    let n = 0
    const ask = (question: string, answer: string) => {
      n++
      const result = { questions: [{ question, options: [{ label: 'Yes' }, { label: 'No' }] }], answers: { [question]: answer } }
      return tool(
        'AskUserQuestion',
        { questions: [{ question, options: [{ label: 'Yes' }, { label: 'No' }] }] },
        {
          type: 'user',
          uuid: `34fc4f35-9a55-44e0-8701-b2ae0646c86${n}`,
          message: {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: `toolu_01eeeLLjTId5UN${n}`, content: JSON.stringify(result), is_error: false }],
          },
          toolUseResult: result,
        },
      )
    }
    const trace = root(
      ask('Should the rename also update imports inside test files?', 'Yes, include tests'),
      ask('Do you want the spec files changed too, or only application source?', 'Include tests'),
      ask('Just to be sure before I edit 61 files: should test files be part of the rename?', 'Yes'),
      ask('Final check: rename in tests as well as source?', 'Yes - I have answered this 3 times'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('the harness cutting the run off where a tool answer would be ("Exit due to cost limit") is no answer: it ends no wait', () => {
    const run = (branch: string, out: string) => tool('bash', { action: `git checkout ${branch} && python -m pytest tests/test_dates.py -q` }, out)
    const main = 'FAILED tests/test_dates.py::test_parse_iso - AssertionError: 2024-03-10 != 2024-03-09\n1 failed in 0.41s'
    const release = '1 passed in 0.38s'
    const trace = root(
      run('main', main),
      run('release/2.4', release),
      run('main', main),
      run('release/2.4', release),
      run('main', main),
      run('release/2.4', 'Exit due to cost limit'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a Haystack ToolInvoker run is read as the one call it made and the result it got', () => {
    const invoke = (query: string, shard: number) =>
      ({
        type: 'tool',
        name: 'haystack.component.run',
        input: {
          messages: [
            {
              _role: 'assistant',
              _content: [{ tool_call: { tool_name: 'catalogue_search', arguments: { query, supplier: 'Ridgeway' }, id: `call_${shard}` } }],
            },
          ],
        },
        output: {
          tool_messages: [
            {
              _role: 'tool',
              _content: [
                {
                  result: JSON.stringify({ documents: [], meta: { query, shard: `os-catalog-${shard}.eu-west-2.internal`, took: shard } }),
                  origin: { tool_name: 'catalogue_search', id: `call_${shard}` },
                  error: false,
                },
              ],
            },
          ],
        },
        children: [],
      }) as Dict
    expect(
      loops(
        root(
          invoke('hide glue granules 192 gram strength', 22),
          invoke('192g hide glue', 17),
          invoke('animal glue 192 bloom', 17),
          invoke('pearl glue 192', 20),
        ),
      ),
    ).toBe(true)
  })

  it('a call kept as one dotted tracer attribute holding an object (gen_ai.tool.call.arguments) is read for its arguments and result', () => {
    const search = (args: Record<string, unknown>, searchId: string, host: number) =>
      tool(
        'execute_tool search_hostels',
        { 'gen_ai.tool.call.arguments': args },
        {
          'gen_ai.tool.call.result': {
            status: 'success',
            content: [{ json: { results: [], total: 0, search_id: searchId, currency: 'EUR', served_by: `avail-${host}.eu-south-2.internal` } }],
          },
        },
      )
    const trace = root(
      search({ city: 'Lisbon', check_in: '2025-04-18', check_out: '2025-04-21', beds: 9 }, 'srch_mVxtZGnqNH5fOc9Q', 16),
      search({ city: 'Lisboa', check_in: '2025-04-18', check_out: '2025-04-21', guests: 9 }, 'srch_EmdbNU4DZbJyx3KZ', 23),
      search({ location: 'Lisbon, Portugal', from: '18/04/2025', to: '21/04/2025', beds: 9 }, 'srch_ZdgUIUUtomuSUlkQ', 24),
      search({ city: 'Lisbon', check_in: '2025-04-18', nights: 3, group_size: 9 }, 'srch_n3XivrNwZbzod5HO', 14),
    )
    expect(loops(trace)).toBe(true)
  })

  it("an exit status kept in the span's metadata is the call's: the same plan exiting 2 after each different fix is a loop", () => {
    const plan = () =>
      ({
        ...tool(
          'shell',
          { cmd: 'terraform plan -no-color -detailed-exitcode' },
          'aws_s3_bucket.logs: Refreshing state...\n~ update in-place\nPlan: 0 to add, 1 to change, 0 to destroy.',
        ),
        metadata: { exit_code: 2 },
      }) as Dict
    const fix = (cmd: string, out: string) => tool('shell', { cmd }, out)
    const trace = root(
      plan(),
      fix('terraform init -upgrade', 'Terraform has been successfully initialized!'),
      plan(),
      fix('terraform apply -refresh-only -auto-approve', 'Apply complete! Resources: 0 added, 0 changed, 0 destroyed.'),
      plan(),
      fix('terraform fmt', 'logging/s3.tf'),
      plan(),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a call named only by its span (ai.toolCall) takes its tool's name from the span's attributes: a person asked again is seen", () => {
    const ask = (question: string, reply: string) =>
      ({ ...tool('ai.toolCall', { question }, { reply, channel: 'web-chat' }), metadata: { 'ai.toolCall.name': 'askCustomer' } }) as Dict
    const availability = {
      ...tool(
        'ai.toolCall',
        { route: 'brecon-ridge', date: '2025-09-17', party: 4 },
        {
          slots: [
            { start: '2025-09-17', llamasFree: 6 },
            { start: '2025-09-18', llamasFree: 2 },
          ],
        },
      ),
      metadata: { 'ai.toolCall.name': 'checkTrekAvailability' },
    } as Dict
    const trace = root(
      availability,
      ask('Which start date would you prefer: Saturday or Sunday?', 'Saturday please, the 8am start.'),
      ask('Just to confirm, would you like to begin the trek on the Saturday?', 'Yes, Saturday, 8am.'),
      ask('Can you confirm the day you want to set off, Saturday or Sunday?', 'Saturday. As I said, 8am on Saturday.'),
      ask('Before I book, which departure day works for your family?', 'SATURDAY. 8am.'),
    )
    expect(loops(trace)).toBe(true)
    expect(toolCallOf(ask('Saturday?', 'Yes.') as never).tool).toBe('askCustomer')
    // OpenTelemetry GenAI keeps it as gen_ai.tool.name, also one level down in a recorded metadata record.
    expect(toolCallOf({ ...tool('execute_tool', { q: 'x' }, 'ok'), metadata: { metadata: { 'gen_ai.tool.name': 'search' } } } as never).tool).toBe('search')
  })

  it("a person's answers read from a Responses API request's input items: the same heat said again is a re-asked question", () => {
    const task = { role: 'user', content: 'A customer wants to move their group booking (ref KRT-58120) to a later heat. Do it.' }
    const turn = (reply: string | null, asks: string) => ({
      type: 'llm',
      name: 'Response',
      input: { input: reply === null ? [task] : [task, { role: 'user', content: reply }], model: 'gpt-4.1' },
      output: { role: 'assistant', content: asks, tool_calls: [] },
      children: [],
    })
    const trace = root(
      tool(
        'get_heats',
        { date: 'today', class: 'junior' },
        {
          heats: [
            { t: '15:40', free: 10 },
            { t: '17:00', free: 12 },
          ],
        },
      ),
      turn(null, 'Which later heat would you like: 15:40 or 17:00?'),
      turn('15:40 please', 'Got it. So you want the 15:40 heat rather than 17:00, is that right?'),
      turn('yes 15:40', 'Thanks. Just to make sure: the group should move to the 15:40 junior heat?'),
      turn('yes, 15:40, like I said', "Understood. To confirm before I change anything: you'd like 15:40, correct?"),
      turn('YES', 'Perfect. And just to double-check, the heat you want is the 15:40 one?'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules blind set 21 asked for', () => {
  it('"0 matching lines" is nothing found; lines scanned are no find', () => {
    expect(isEmptyResult('grep: 0 matching lines for /cone 10/ in kiln_b_2025.log (scanned 18,442 lines)')).toBe(true)
    expect(isEmptyResult('12 matching lines in kiln_b_2025.log (scanned 18,442 lines)')).toBe(false)
  })

  it("arguments recorded with no tool name beside them ({ arguments }, { call_id, arguments }) are the span's own tool's", () => {
    const search = (pattern: string) =>
      tool('search_log', { arguments: { file: 'kiln_b_2025.log', pattern } }, `grep: 0 matching lines for /${pattern}/ in kiln_b_2025.log`)
    expect(toolCallOf(search('cone 10') as never).args).toEqual({ file: 'kiln_b_2025.log', pattern: 'cone 10' })
    expect(loops(root(search('cone 10'), search('cone10'), search('reduction firing'), search('RF|red')))).toBe(true)
    const page = (callId: string, cursor: string) =>
      tool(
        'list_orders',
        { call_id: callId, arguments: JSON.stringify({ berth: 7, week: '2025-W19', cursor }) },
        { type: 'function_call_output', call_id: callId, output: JSON.stringify({ data: [], has_more: false, next_cursor: `${cursor}x` }) },
      )
    expect(toolCallOf(page('call_1', 'ord_c_a') as never).args).toEqual({ berth: 7, week: '2025-W19', cursor: 'ord_c_a' })
    expect(
      loops(root(page('call_1', 'ord_c_LtqNQFtG'), page('call_2', 'ord_c_a6reyr38'), page('call_3', 'ord_c_bic9ibgp'), page('call_4', 'ord_c_8ek2drae'))),
    ).toBe(true)
  })

  it('a result kept as one tracer attribute in plain text (an HTTP response) is that text', () => {
    const search = (args: Record<string, unknown>, q: string) =>
      tool(
        'execute_tool fixtures_search',
        { 'gen_ai.tool.call.arguments': args },
        { 'gen_ai.tool.call.result': `HTTP/1.1 200 OK\ncontent-type: application/json\nx-cache: MISS\nage: 0\n\n{"fixtures":[],"q":"${q}"}` },
      )
    const trace = root(
      search({ home: 'Leith Otters', away: 'Dunfermline Seals' }, 'Leith Otters v Dunfermline Seals'),
      search({ home: 'Dunfermline Seals', away: 'Leith Otters' }, 'Dunfermline Seals v Leith Otters'),
      search({ teams: 'Leith vs Dunfermline' }, 'Leith vs Dunfermline'),
      search({ home_code: 'LTH-W', away_code: 'DNF-W' }, 'LTH-W DNF-W'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules the older sets left unmet asked for (second pass)', () => {
  it("a comment in markup and a CDN's point of presence (edge=, pop=, colo=) are the renderer's notes, not the page", () => {
    expect(maskVolatileText('<td>Gusts 31 kn</td><!-- built 2025-06-01T07:12:09Z node=a3 --></tr>')).toBe('<td>Gusts 31 kn</td><!----></tr>')
    expect(maskVolatileText('served edge=fra pop=AMS colo=lhr')).toBe(maskVolatileText('served edge=sin pop=NRT colo=syd'))
    // A page viewed in turn with another, its only change the comment the renderer leaves: the same two views again.
    const view = (tab: string, at: string, edge: string) =>
      tool(
        'open_tab',
        {},
        tab === 'club'
          ? `<section id="race-7"><h2>Race 7</h2><p>Status: postponed</p><!-- rendered ${at} edge=${edge} --></section>`
          : JSON.stringify({ race: 7, status: 'on schedule', start: '14:05' }),
      )
    const trace = root(
      view('club', '2025-06-01T09:00:01Z', 'lhr'),
      view('committee', '', ''),
      view('club', '2025-06-01T09:00:44Z', 'dub'),
      view('committee', '', ''),
      view('club', '2025-06-01T09:01:30Z', 'man'),
      view('committee', '', ''),
    )
    expect(loops(trace)).toBe(true)
  })

  it('two views read in turn (A, B, A, B) compare each view with itself: a live counter that went up and down is no news', () => {
    const tab = (name: string) => tool('click', { selector: `role=tab[name="${name}"]` }, { ok: true, active_tab: name })
    const read = (board: string, watching: number, at: string) =>
      tool('read_page', { selector: '#board' }, `${board} | ${watching} watching | updated ${at}\nHeat 1: lanes 1-6 final\nHeat 2: lanes 1-6 final`)
    const trace = root(
      tab('Pool A'),
      read('Pool A', 412, '10:02:05'),
      tab('Pool B'),
      read('Pool B', 88, '10:02:31'),
      tab('Pool A'),
      read('Pool A', 395, '10:02:58'),
      tab('Pool B'),
      read('Pool B', 61, '10:03:20'),
      tab('Pool A'),
      read('Pool A', 430, '10:03:47'),
      tab('Pool B'),
      read('Pool B', 90, '10:04:09'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('views read in turn whose numbers name other things (other items, a count that keeps going one way) stay news', () => {
    // Pages of other invoices, as many on a page as two pages before: other items, not the same view.
    const page = (cursor: string | null, items: string[], next: string | null) =>
      tool('list_invoices', cursor === null ? { status: 'open' } : { status: 'open', cursor }, { items, next_cursor: next })
    const paging = root(
      page(null, ['INV-1034', 'INV-1047', 'INV-1081'], 'c_72c6'),
      page('c_72c6', ['INV-1159', 'INV-1166', 'INV-1187', 'INV-1196'], 'c_cdc5'),
      page('c_cdc5', ['INV-1241', 'INV-1277', 'INV-1292'], 'c_11c1'),
      page('c_11c1', ['INV-1395', 'INV-1416', 'INV-1429', 'INV-1453'], 'c_ca30'),
      page('c_ca30', ['INV-1504', 'INV-1508', 'INV-1533'], null),
      llm('All open invoices collected; grouping them by customer.'),
    )
    expect(loops(paging)).toBe(false)
    // Two queues drained in turn: each view's depth keeps falling, a state moving.
    const queue = (name: string, depth: number) => tool('queue_depth', { dashboard: 'ingest' }, `${name} queue: ${depth} messages waiting`)
    const draining = root(queue('orders', 900), queue('refunds', 120), queue('orders', 610), queue('refunds', 80), queue('orders', 300), queue('refunds', 31))
    expect(loops(draining)).toBe(false)
  })
})

describe('rules blind sets 22 and 23 asked for', () => {
  const model = (output: unknown): Dict => ({ type: 'llm', name: 'model', input: '', output, children: [] })

  it("a provider's response envelope is read for its message: OpenAI choices, Gemini candidates, LangChain generations", () => {
    expect(
      textOf({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Kiln B is at cone 6.' } }] }),
    ).toBe('Kiln B is at cone 6.')
    expect(textOf({ candidates: [{ content: { role: 'model', parts: [{ text: 'Tide at 14:10.' }] }, finishReason: 'STOP' }] })).toBe('Tide at 14:10.')
    expect(textOf({ generations: [[{ text: 'Three berths free.', message: { type: 'ai', content: 'Three berths free.' } }]] })).toBe('Three berths free.')
    // A turn that only called a tool says nothing in words, however the envelope spells the call.
    expect(textOf({ candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'book', args: { berth: 4 } } }] } }] })).toBeNull()
    expect(
      textOf({
        choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'book', arguments: '{}' } }] } }],
      }),
    ).toBeNull()
    // LangChain keeps the reasoning a provider sent beside the content.
    expect(textOf({ generations: [[{ text: '', message: { content: '', additional_kwargs: { reasoning_content: 'The gauge reads low.' } } }]] })).toBe(
      'The gauge reads low.',
    )
  })

  it('a retry of a timed-out call, its turns recorded as Gemini responses, is a retry, not a long step said twice', () => {
    const args = { depot: 'Quay 2, Harbour Road', stops: ['Pier Café', 'Lifeboat Station', 'Fish Market', 'Ferry Kiosk', 'Yacht Club'], depart: '05:45' }
    const turn = { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'plan_route', args } }] }, finishReason: 'STOP' }] }
    const trace = root(
      model(turn),
      failing('plan_route', args, 'DEADLINE_EXCEEDED: routing solver did not answer within 10s (trace 5f1c0e9a)'),
      model(turn),
      tool('plan_route', args, { order: ['Fish Market', 'Pier Café', 'Ferry Kiosk', 'Yacht Club', 'Lifeboat Station'], distance_km: 18.2 }),
      model({ candidates: [{ content: { role: 'model', parts: [{ text: 'Route: Fish Market, Pier Café, Ferry Kiosk, Yacht Club, Lifeboat Station.' }] } }] }),
    )
    expect(loops(trace)).toBe(false)
  })

  it("a long step's numbers count toward its length, as deepeval counts meaningful words", () => {
    const plan =
      'The sauna runs 17:00 to 21:00 on three Fridays and the plunge pool is closed from 18:30 to 19:15 on 7 and 21 March, so only 14 March can keep both while the other two dates must shift to 19:30.'
    const trace = root(
      tool('get_schedule', { venue: 'sauna' }, { slots: ['17:00-21:00'], fridays: ['07', '14', '21'] }),
      llm(plan),
      llm(plan.replace('7 and 21 March', '7 March and 21 March').replace('must shift', 'have to shift')),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a read that brings only records an earlier read already brought (another tool, or a narrower question) is no news', () => {
    const count = (skus: string[]) =>
      tool(
        'check_stock',
        { skus },
        JSON.stringify({
          items: skus.map((sku) => ({ sku, on_hand_g: sku === 'CLAY-B' ? 1800 : 9000, counted_at: `2025-02-11T09:1${skus.length}:04Z` })),
          generated: `2025-02-11T09:2${skus.length}:00Z`,
        }),
      )
    const step =
      'Scaling the stoneware batch to 25 kg needs 8,750 g of ball clay B, 6,250 g of feldspar and 10,000 g of silica; stock shows only 1,800 g of ball clay B, so before telling the studio I should recount ball clay B, because substituting it changes the fired colour.'
    const narrower = root(count(['CLAY-B', 'FELD-K', 'SIL-200']), llm(step), count(['CLAY-B']), llm(step))
    expect(loops(narrower)).toBe(true)
    // The same answer fetched by another tool about the same line.
    const test = { test_id: 'LT-88', line: 'FTTP-0042', down_mbps: 12.4, verdict: 'FAULT_SUSPECTED', completed: '2025-03-07T15:33:42Z' }
    const message =
      'Thanks for waiting. Your line is syncing at 12.4 Mbps, well below the 80 Mbps we estimated, and the test points to a fault on the fibre between the street cabinet and your home, so I will book an engineer visit for you.'
    const otherTool = root(
      tool('run_line_test', { account: 'A-311' }, test),
      llm(message),
      tool('get_last_line_test', { account: 'A-311' }, test),
      llm(message),
    )
    expect(loops(otherTool)).toBe(true)
  })

  it('records that do not name themselves, alike once their times are masked, are other events, not one read twice', () => {
    const page = (n: number, entries: Array<[string, string]>) =>
      tool('get_access_log', { door: 'north', page: n }, { page: n, entries: entries.map(([at, action]) => ({ at, action })), next_page: n < 4 ? n + 1 : null })
    const trace = root(
      page(1, [
        ['2025-01-03T08:01:00Z', 'badge.in'],
        ['2025-01-04T17:44:00Z', 'badge.out'],
      ]),
      page(2, [
        ['2025-02-03T08:02:00Z', 'badge.in'],
        ['2025-02-04T17:40:00Z', 'badge.out'],
      ]),
      page(3, [
        ['2025-03-03T08:05:00Z', 'badge.in'],
        ['2025-03-04T17:41:00Z', 'badge.out'],
      ]),
      page(4, [
        ['2025-04-03T08:03:00Z', 'badge.in'],
        ['2025-04-04T17:39:00Z', 'badge.out'],
      ]),
      llm('All four pages read; counting entries by month.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a status answered again with a field left out and the rest as before says nothing new', () => {
    const status = (extra: Record<string, unknown>) =>
      tool('get_order_status', { order_id: 'KB-7781' }, { order_id: 'KB-7781', status: 'confirmed', dispatch: '2025-04-02', ...extra })
    const trace = root(
      tool('place_order', { sku: 'KAYAK-PADDLE-220', qty: 4 }, { order_id: 'KB-7781', status: 'confirmed', dispatch: '2025-04-02' }),
      status({ last_event: { at: 'Fri, 28 Mar 2025 10:00:00 GMT', what: 'status_polled' } }),
      status({ last_event: { at: 'Fri, 28 Mar 2025 10:00:09 GMT', what: 'status_polled' } }),
      status({ last_event: { at: 'Fri, 28 Mar 2025 10:00:17 GMT', what: 'status_polled' } }),
      status({}),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a person's answers read out of Claude Code's text, a LangChain ToolMessage and a LangGraph interrupt's resume", () => {
    const claude = (question: string, answer: string) =>
      tool(
        'AskUserQuestion',
        { questions: [{ question, options: [{ label: answer }, { label: 'No' }] }] },
        {
          type: 'user',
          message: {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: 't',
                content: `User has answered your questions: "${question}"="${answer}". You can now continue with the user's answers in mind.`,
              },
            ],
          },
        },
      )
    expect(
      loops(
        root(
          claude('Should I pin the toolchain to 1.22 in go.mod?', 'Yes, pin it'),
          claude('Is it fine to fix the Go version in the module file?', 'Fine'),
          claude('One more check: lock the compiler version, agreed?', 'Yes'),
          claude('Do you want the toolchain pinned rather than floating?', 'Pinned'),
        ),
      ),
    ).toBe(true)
    const interrupt = (prompt: string, answer: string) =>
      tool(
        'ask_human',
        { prompt, ticket: 'PN-404' },
        {
          type: 'tool',
          content: JSON.stringify({ __interrupt__: { value: prompt, resumable: true }, resume: answer, checkpoint_id: prompt.length.toString(16) }),
        },
      )
    expect(toolCallOf(interrupt('Tune or replace?', 'Tune it.') as never).output).toMatchObject({ resume: 'Tune it.' })
    expect(
      loops(
        root(
          interrupt('Should the piano be tuned or the pin block replaced (£400)?', 'Tune it, please.'),
          interrupt('Quick check: tuning, or the new pin block?', 'Tune it, please.'),
          interrupt('To be sure: a tuning only?', 'Tune it. Same as before.'),
          interrupt('Before quoting: tuning or replacement?', 'Tune it, please.'),
        ),
      ),
    ).toBe(true)
  })

  it('an empty list printed with a note, NULL rows from a database driver, and a day spelled with its month are read as such', () => {
    expect(isEmptyResult('[] (0 slots; query 4ms; api rev 9c1d2e7)')).toBe(true)
    expect(isEmptyResult('[(None,)]')).toBe(true)
    expect(isEmptyResult([{ total: null }])).toBe(true)
    expect(isEmptyResult('[(12,)]')).toBe(false)
    const slots = (date: string) => tool('get_slots', { rink: 'Curling Hall', date }, `[] (0 slots; query ${date.length}ms)`)
    expect(loops(root(slots('2025-11-08'), slots('November 8, 2025'), slots('8 Nov 25'), slots('Sat Nov 8th 2025')))).toBe(true)
  })

  it('n8n items are read for the call and its answer; a model node for its generations', () => {
    const search = (query: Record<string, unknown>) =>
      tool(
        'search_lots',
        { ai_tool: [[{ json: { query } }]] },
        { ai_tool: [[{ json: { response: JSON.stringify({ data: [], meta: { total: 0, generated: `2025-05-10T19:46:0${Object.keys(query).length}Z` } }) } }]] },
      )
    expect(toolCallOf(search({ make: 'Morgan' }) as never)).toMatchObject({ args: { query: { make: 'Morgan' } }, output: { data: [] } })
    expect(
      loops(
        root(search({ make: 'Morgan', model: 'Plus 4' }), search({ q: 'Morgan Plus 4 1962' }), search({ marque: 'MORGAN' }), search({ q: 'Plus Four Morgan' })),
      ),
    ).toBe(true)
    expect(textOf({ ai_languageModel: [[{ json: { response: { generations: [[{ text: 'Two lots match.' }]] }, tokenUsage: { promptTokens: 9 } } }]] })).toBe(
      'Two lots match.',
    )
  })

  it('a cursor by the last key seen pages like any cursor; pages of other orders with look-alike ids stay news', () => {
    const list = (startAfter: string | null, keys: string[]) =>
      tool('list_objects', startAfter === null ? { bucket: 'scans', prefix: 'box-12/' } : { bucket: 'scans', prefix: 'box-12/', start_after: startAfter }, {
        KeyCount: keys.length,
        IsTruncated: false,
        Contents: keys.map((Key) => ({ Key, Size: 1024 })),
      })
    expect(
      loops(
        root(
          list(null, ['box-12/p001.tif', 'box-12/p002.tif']),
          list('box-12/p002.tif', []),
          list('box-12/p003.tif', []),
          list('box-12/p004.tif', []),
          list('box-12/p005.tif', []),
        ),
      ),
    ).toBe(true)
    const page = (after: string | null, ids: string[]) =>
      tool('list_orders', after === null ? { product: 'season_pass', limit: 2 } : { product: 'season_pass', limit: 2, starting_after: after }, {
        status: 200,
        headers: { date: `Mon, 0${ids.length} Mar 2025 10:00:00 GMT` },
        body: {
          object: 'list',
          data: ids.map((id) => ({ id, product: 'season_pass', amount_gbp: 65, postcode: `NR${id.slice(-2)}` })),
          has_more: after !== 'SP-40331',
        },
      })
    const pages = root(
      page(null, ['SP-40146', 'SP-40154']),
      page('SP-40154', ['SP-40200', 'SP-40213']),
      page('SP-40213', ['SP-40263', 'SP-40270']),
      page('SP-40270', ['SP-40301', 'SP-40331']),
      page('SP-40331', ['SP-40382', 'SP-40390']),
      llm('Five pages read; summing the season passes.'),
    )
    expect(loops(pages)).toBe(false)
  })

  it("a Goose tool response is read for its content; nginx's pid#tid is volatile", () => {
    const build = (edit: string, pid: string) =>
      tool(
        'developer__shell',
        { command: `${edit} && nginx -t` },
        {
          type: 'toolResponse',
          id: `toolu_${pid}`,
          toolResult: {
            status: 'success',
            value: [
              {
                type: 'text',
                text: `2025/01/05 08:06:${pid.slice(0, 2)} [emerg] ${pid}#${pid.slice(1)}: unknown directive "gzip_statics" in /etc/nginx/conf.d/site.conf:14\nnginx: configuration file /etc/nginx/nginx.conf test failed`,
              },
            ],
          },
        },
      )
    expect(maskVolatileText('[emerg] 60202#58763: bad')).toBe('[emerg] <pid>: bad')
    expect(
      loops(
        root(
          build("sed -i 's/a/b/' x.conf", '40211'),
          build("sed -i 's/c/d/' y.conf", '51873'),
          build("sed -i 's/e/f/' z.conf", '33092'),
          build('touch w.conf', '27715'),
        ),
      ),
    ).toBe(true)
  })

  it("a reply kept two wrappers down (n8n's send-and-wait: { response: { data: { text } } }) is the person's answer", () => {
    const ask = (message: string, text: string) =>
      tool('Send and Wait for Response', { message }, { response: { data: { text }, submittedAt: `2025-04-06T11:3${message.length % 10}:17Z` } })
    expect(
      loops(
        root(
          ask('Which court do you want to book?', 'Court 4'),
          ask('Just to be sure, what court number?', 'court 4'),
          ask('Could you confirm the court so I can book it?', '4. Court 4.'),
        ),
      ),
    ).toBe(true)
  })

  it("a tracer's shortened preview of the user's message is that message, not a new request", () => {
    const full = 'Quote for the Fresnel lens refurbishment at Point Lynas, 24 panels. Send it to the trust.'
    const step = (user: string | null, userText: string | null): TextStep => ({ spanIndex: 0, group: 'g', owner: 0, user, userText, text: 'x' })
    expect(userTurns([step('a', full), step('b', 'Quote for the Fresnel lens...'), step(null, null)])).toEqual(['same', 'same', 'same'])
    expect(userTurns([step('a', full), step('b', 'Quote for the Fresnel lens…')])).toEqual(['same', 'same'])
    // A new message, or a preview of something else, is still new.
    expect(userTurns([step('a', full), step('b', 'Also quote the gallery railings...')])).toEqual(['same', 'new'])
    expect(userTurns([step('a', full), step('b', 'Quote for the bell tower...')])).toEqual(['same', 'new'])
  })
})

describe('rules blind sets 24 and 25 asked for', () => {
  it('a tool named by a leading write verb (register_, enroll_) writes: the same acknowledgement for each entrant is batch work', () => {
    const register = (name: string, klass: string) =>
      tool(
        'register_entrant',
        { name, class: klass },
        { type: 'ToolCallExecutionEvent', content: [{ call_id: `call_${name.length}`, is_error: false, content: 'registered' }] },
      )
    expect(toolCallOf(register('Ann Lee', 'Open') as never).output).toBe('registered')
    const names = ['Ann Lee', 'Bo Reyes', 'Cy Hart', 'Di Oduya', 'Ed Pike', 'Flo Marr', 'Gus Tait', 'Hal Moss']
    expect(loops(root(...names.map((n, i) => register(n, i % 2 === 0 ? 'Open' : 'Novice')), llm('All eight entrants registered.')))).toBe(false)
  })

  it('the gateway or proxy that relayed an answer is volatile', () => {
    const level = (gateway: string, trace: string) =>
      tool('tank_level', { tank: 'T4' }, { tank: 'T4', level_pct: 61, read_at: '2025-05-21T04:12:09Z', gateway, api_trace: trace })
    expect(
      loops(
        root(level('lora-gw-barn', 'a1'), level('lora-gw-mast', 'b2'), level('lora-gw-barn', 'c3'), level('lora-gw-silo', 'd4'), level('lora-gw-mast', 'e5')),
      ),
    ).toBe(true)
  })

  it("a generic span (Langfuse's SPAN) named for the tool the model step before it asked for is that call", () => {
    const ask = (): Dict => ({
      type: 'generation',
      name: 'generation',
      input: '',
      output: { content: '', tool_calls: [{ name: 'get_job', input: { job: 'nightly-7' } }] },
      children: [],
    })
    const run = (worker: string): Dict => ({
      type: 'span',
      name: 'get_job',
      input: { job: 'nightly-7' },
      output: { job: 'nightly-7', state: 'RUNNING', progress: '312/1048', worker: `${worker}.inv.internal` },
      children: [],
    })
    expect(loops(root(ask(), run('w-7'), ask(), run('w-4'), ask(), run('w-7'), ask(), run('w-1'), ask(), run('w-2')))).toBe(true)
    // A span no model step asked for stays structure.
    expect(loops(root(run('w-7'), run('w-4'), run('w-7'), run('w-1'), run('w-2')))).toBe(false)
  })

  it("a Bedrock agent's action-group call recorded as a trace event is read for its parameters and answer", () => {
    const call = (session: string, traceId: string, polled: string): Dict => ({
      type: 'tool',
      name: 'actionGroupInvocation refunds',
      input: {
        agentId: 'AG1',
        sessionId: session,
        trace: {
          orchestrationTrace: {
            invocationInput: {
              traceId,
              invocationType: 'ACTION_GROUP',
              actionGroupInvocationInput: {
                actionGroupName: 'refunds',
                apiPath: '/refunds/{ticketId}',
                verb: 'get',
                parameters: [{ name: 'ticketId', type: 'string', value: 'WT-7' }],
              },
            },
          },
        },
      },
      output: {
        agentId: 'AG1',
        sessionId: session,
        trace: {
          orchestrationTrace: {
            observation: {
              type: 'ACTION_GROUP',
              actionGroupInvocationOutput: { text: JSON.stringify({ ticketId: 'WT-7', status: 'PENDING', lastPolledAt: polled }) },
            },
          },
        },
      },
      children: [],
    })
    expect(toolCallOf(call('s1', 't1', '10:00') as never)).toMatchObject({
      args: { apiPath: '/refunds/{ticketId}', ticketId: 'WT-7' },
      output: { status: 'PENDING' },
    })
    expect(
      loops(
        root(
          call('s1', 't1', '2025-06-04T10:38:58Z'),
          call('s2', 't2', '2025-06-04T10:39:09Z'),
          call('s3', 't3', '2025-06-04T10:39:18Z'),
          call('s4', 't4', '2025-06-04T10:39:48Z'),
        ),
      ),
    ).toBe(true)
  })

  it("a person's answer is read under a name that says whose (customer_reply), counted without its footer, and a lettered choice is a fact", () => {
    const ask = (message: string, chat: string) =>
      tool(
        'ask_customer',
        JSON.stringify({ message }),
        JSON.stringify({
          customer_reply: 'Lyon Part-Dieu station, desk on level -1. Contract RA-55821, so the one-way fee is wrong.',
          chat_id: chat,
          replied_at: '2024-05-24T01:17:48+02:00',
        }),
      )
    expect(
      loops(
        root(
          ask('Where did you return the car?', 'lc_2FU9'),
          ask('Which branch did you drop it at?', 'lc_C29e'),
          ask('Which station was it returned to?', 'lc_kEfz'),
        ),
      ),
    ).toBe(true)
    const staff = (question: string, answer: string) =>
      tool(
        'ask_staff',
        { question, tool_use_id: `toolu_${question.length}` },
        { answered_by: 'maya.k', answer, answered_at: `2025-07-20T17:0${question.length % 10}:09Z` },
      )
    expect(
      loops(
        root(
          staff('Which walls should be stripped on Thursday?', 'B and C, like the ticket says.'),
          staff('Just B and C, or the kids wall too?', 'Yes, B and C. Nothing else.'),
          staff('Confirm the sections to strip?', 'B and C. Please just book the setters.'),
          staff('Before I book: which sections?', 'B and C!! Same as the last three times.'),
        ),
      ),
    ).toBe(true)
  })

  it('a random seed in an answer (sim_seed, randomSeed) is chosen anew each run: two plans flipped with the same outcomes are a flip', () => {
    const simulate = (plan: string, seed: number) =>
      tool(
        'simulate_plan',
        { corridor: 'QUAY-MILL', plan },
        plan === 'A' ? { plan, queue_m: 212, spillback: false, sim_seed: seed } : { plan, queue_m: 198, spillback: true, sim_seed: seed },
      )
    expect(loops(root(simulate('A', 849615), simulate('B', 35423), simulate('A', 78763), simulate('B', 632331), simulate('A', 783900)))).toBe(true)
  })

  it('one n8n item on its own ({ json }) is its value: a person asked through it is seen asking again', () => {
    const ask = (message: string, text: string) =>
      tool(
        'ask_technician',
        { json: { query: { message } } },
        { json: { response: { approved: true, data: { text }, respondedAt: `2025-05-14T13:5${message.length % 10}:31Z` } } },
      )
    expect(toolCallOf(ask('Which unit?', 'Bq/m3') as never).args).toEqual({ query: { message: 'Which unit?' } })
    expect(
      loops(
        root(
          ask('The template supports Bq/m3 or pCi/L. Which unit should the report use?', 'Bq/m3'),
          ask('Which unit do you want on the report, Bq/m3 or pCi/L?', 'Bq/m3 like always'),
          ask('Should I present the level in becquerels or picocuries?', 'Bq/m3. Becquerels.'),
        ),
      ),
    ).toBe(true)
  })

  it("a code step's observation (smolagents) is nothing found when it printed an empty list and returned nothing", () => {
    expect(isEmptyResult('Execution logs:\n[]\nLast output from code snippet:\nNone')).toBe(true)
    expect(isEmptyResult('Execution logs:\n\nLast output from code snippet:\n[]')).toBe(true)
    // Printing nothing and returning None says nothing either way (the step may have written a file).
    expect(isEmptyResult('Execution logs:\n\nLast output from code snippet:\nNone')).toBe(false)
    expect(isEmptyResult('Execution logs:\n[{"id": 4}]\nLast output from code snippet:\nNone')).toBe(false)
  })

  it("an Inspect AI tool event and a Haystack ToolInvoker message's own tool_call are read as the call and its result", () => {
    const event = tool(
      'tool',
      { event: 'tool', type: 'function', id: 'call_1', function: 'bash', arguments: { cmd: 'pytest -q' } },
      { result: { returncode: 1, stdout: 'F..\n1 failed, 2 passed in 0.31s' }, truncated: null, events: [] },
    )
    expect(toolCallOf(event as never)).toMatchObject({ tool: 'bash', args: { cmd: 'pytest -q' }, output: { returncode: 1 } })
    expect(isEmptyResult(toolCallOf(event as never).output)).toBe(false)
    const invoker = tool(
      'ToolInvoker',
      { messages: [{ tool_call: { tool_name: 'run_sync', id: 'call_9' } }] },
      { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: 'devices 120 total · 118 ok · 2 failed', error: false } }] }] },
    )
    expect(toolCallOf(invoker as never)).toMatchObject({ tool: 'run_sync', output: 'devices 120 total · 118 ok · 2 failed' })
  })
})

describe('a long step said again after news it ignored, leading nowhere', () => {
  // A kiln-firing plan, a reading that brings something new, the same plan word for word, and then nothing.
  const plan =
    'Firing plan for the stoneware load: ramp at 80 degrees per hour to 600, hold twenty minutes for the quartz inversion, then 150 per hour to cone 6, soak fifteen minutes, and cool naturally with the damper closed; the glaze test tiles from batch 14 go on the middle shelf beside the witness cones.'
  const reading = tool('kiln_sensor', { kiln: 'K2' }, { thermocouple_c: 22, element_ohms: 10.4, door: 'closed' })
  const stopped = (children: Dict[], output: unknown = null): Dict => ({
    ...agent('kiln-assistant', 'Plan tonight’s firing', output, children),
    error: 'max_turns_exceeded',
  })

  it('is a loop: the repeat took nothing in and the run went no further', () => {
    const report = progress(stopped([llm(plan), reading, llm(plan)]))
    expect(report.loopDetected).toBe(true)
    expect(report.findings[0]?.message).toContain('ignoring what was observed in between')
  })

  it('a run that failed in its metadata status is as cut off as one with an error', () => {
    const failedStatus = { ...agent('kiln-assistant', 'Plan tonight’s firing', null, [llm(plan), reading, llm(plan)]), metadata: { status: 'incomplete' } }
    expect(loops(failedStatus)).toBe(true)
  })

  it('is healthy when the trace just stops, the repeat is the answer the run gave, a write came between, or an action after it brought news', () => {
    expect(loops(agent('kiln-assistant', 'Plan tonight’s firing', null, [llm(plan), reading, llm(plan)]))).toBe(false)
    expect(loops(stopped([llm(plan), reading, llm(plan)], { final_output: plan }))).toBe(false)
    const saved = tool('save_firing_schedule', { kiln: 'K2', schedule: 'cone 6 slow' }, { saved: true, schedule_id: 'fs-88' })
    expect(loops(stopped([llm(plan), saved, llm(plan)]))).toBe(false)
    const next = tool('kiln_sensor', { kiln: 'K3' }, { thermocouple_c: 640, element_ohms: 11.1, door: 'closed' })
    expect(loops(stopped([llm(plan), reading, llm(plan), next]))).toBe(false)
  })

  it('a templated preamble around a short new ending on every step is not a repeat, even at the end', () => {
    const frame = (ending: string) =>
      `Following the studio safety checklist, wearing the heat gloves and keeping the log book open beside the controller, as agreed with the studio manager for every kiln, the next thing I am doing is this: ${ending}. (Every reading is written to the shared firing log.)`
    const steps = ['reading the thermocouple', 'checking the element resistance', 'checking the door seal', 'everything is ready']
    const children = steps.flatMap((ending, i) => [llm(frame(ending)), tool('kiln_sensor', { kiln: 'K2', probe: i }, { value: 20 + i * 7 })]).slice(0, -1)
    expect(loops(stopped(children))).toBe(false)
  })
})

describe('rules blind sets 26 and 27 asked for', () => {
  it('a page of records that name themselves with minted ids is news when the ids are new, whatever its masked fields repeat', () => {
    const page = (ids: string[], cursor: string | null) => ({
      data: ids.map((id, i) => ({ id, slot: `1${i % 2}:00`, kayaks: 1 + (i % 2) })),
      next_cursor: cursor,
    })
    const list = (cursor: string | null, ids: string[], next: string | null) => tool('list_rentals', { day: '2025-08-02', cursor }, page(ids, next))
    const trace = root(
      list(null, ['rn_qk7vz2ma', 'rn_x8pd4lte', 'rn_m2vc9hwq', 'rn_b7ty3kzu'], 'eyJvIjo0fQ'),
      list('eyJvIjo0fQ', ['rn_w4hs8nqe', 'rn_c3lp7rvd'], null),
    )
    expect(loops(trace)).toBe(false)
    expect(progress(trace).findings).toEqual([])
  })

  it("the run's first request met again after a worker's own tasks is the run back at its task, not a person answering again", () => {
    const ask = (user: string, text: string): Dict => ({
      type: 'llm',
      name: 'chat',
      input: { messages: [{ role: 'user', content: user }] },
      output: text,
      children: [],
    })
    const task = 'Write the rota page comparing the three lifeguard teams: north beach, harbour steps and the lido.'
    const children: Dict[] = []
    for (const [team, spec] of [
      ['north beach', '4 guards, 2 boards, jet ski'],
      ['harbour steps', '3 guards, 1 rescue boat'],
      ['the lido', '2 guards, poolside only'],
    ] as const) {
      children.push(ask(task, `Next: ${team}.`))
      children.push(ask(`Summarise the kit and staffing of the ${team} team for the rota page.`, `${team}: ${spec}.`))
      children.push(tool('team_spec', { team }, { team, spec }))
    }
    children.push(ask(task, 'Rota page: north beach 4 guards, harbour steps 3, lido 2.'))
    expect(loops(rootOf(children))).toBe(false)
  })

  it('an interrupt resumed with the same answer (`resumed_with`) is a person asked again', () => {
    const review = (question: string): Dict => ({
      type: 'chain',
      name: 'human_review',
      input: { question },
      output: { __interrupt__: [{ value: { question }, ns: [`human_review:${question.length}f0c2`] }], resumed_with: 'Lane 4 - it is on the entry form.' },
      children: [],
    })
    const step = (question: string): Dict => ({
      type: 'llm',
      name: 'ChatOpenAI',
      input: '',
      output: {
        generations: [[{ text: 'Confirm the lane.', message: { tool_calls: [{ name: 'human_review', args: { question }, id: `call_${question.length}` }] } }]],
      },
      children: [],
    })
    const qs = ['Which lane is the relay team in?', 'Can you confirm the lane for the relay?', 'Please verify the relay lane number.']
    expect(loops(root(...qs.flatMap((q) => [step(q), review(q)])))).toBe(true)
  })

  it("LangChain's batch of message lists and its `type: 'human'` messages carry the user's message", () => {
    const step = (answer: string): Dict => ({
      type: 'llm',
      name: 'ChatOpenAI',
      input: {
        messages: [
          [
            { type: 'system', content: 'Intake' },
            { type: 'human', content: answer },
          ],
        ],
      },
      output: 'What depth should it be?',
      children: [],
    })
    const steps = [step('3/4 inch as I wrote'), step('3/4"'), step('3/4!!'), step('3/4, again')]
    expect(textOf(steps[0]!.output)).toBe('What depth should it be?')
    expect(progress(root(...steps)).findings.some((f) => f.message.includes('The person answered'))).toBe(true)
  })

  it("a message's `thinking` (Ollama) and `tool_plan` (Cohere) are its reasoning when it only called tools", () => {
    expect(
      textOf({ message: { role: 'assistant', content: '', thinking: 'Check the lot first.', tool_calls: [{ function: { name: 'lookup', arguments: {} } }] } }),
    ).toBe('Check the lot first.')
    expect(textOf({ message: { role: 'assistant', tool_plan: 'I will search the archive.', tool_calls: [{ id: 'x', type: 'function' }] } })).toBe(
      'I will search the archive.',
    )
  })

  it('a reference minted in capitals after the word that names it is volatile; an error code is not', () => {
    expect(maskVolatileText('VALID issued 22/04/2024 15:26, verify ref MPFJHX')).toBe(maskVolatileText('VALID issued 22/04/2024 15:26, verify ref Q749FP'))
    expect(maskVolatileText('failed at 12:00 with code ERR42')).not.toBe(maskVolatileText('failed at 12:00 with code ERR17'))
    expect(maskVolatileText('ref STRENGTH at 12:00')).toContain('STRENGTH')
  })
})

describe('rules blind set 26 asked for', () => {
  it("a raw HTTP answer's `server` header and a date-time written as one number are volatile", () => {
    const answer = (server: string, run: string) => `HTTP 200\nserver: ${server}\n\n{"state":"paused","run":"${run}-nightly","checked":"2025-01-28T14:00:08Z"}`
    expect(maskVolatileText(answer('smtp-relay-ea5c8-jkg67', '20250717043518'))).toBe(maskVolatileText(answer('relay-2.internal', '20250717043451')))
    // A version or a price is no date: only a whole number in the ranges of a date and time.
    expect(maskVolatileText('v1.20250717043518 at 12:00')).toContain('20250717043518')
  })

  it('a record kept as a JSON string reports its failure: the same failing checkpoint after each different fix is a loop', () => {
    const checkpoint = (run: string) =>
      tool('run_checkpoint', { checkpoint: 'gps_fixes' }, JSON.stringify({ success: false, run_name: `${run}-gps_fixes`, unexpected_count: 88, column: 'lat' }))
    const edit = (patch: string) => tool('edit_transform', { file: 'transform.py', patch }, '{"ok":true}')
    const trace = root(
      checkpoint('20250717043439'),
      edit('cast lat to float'),
      checkpoint('20250717043451'),
      edit('drop rows without a fix'),
      checkpoint('20250717043503'),
      edit('set the CRS to EPSG:4326'),
      checkpoint('20250717043518'),
    )
    expect(loops(trace)).toBe(true)
    // The same passing checkpoint after each change is a refactor kept green.
    const green = JSON.parse(JSON.stringify(trace).replaceAll('\\"success\\":false', '\\"success\\":true')) as Dict
    expect(JSON.stringify(green)).toContain('\\"success\\":true')
    expect(loops(green)).toBe(false)
  })

  it('an agent that hands its task to itself under another alias or instance id re-enters itself', () => {
    const hop = (name: string, child: Dict | null): Dict =>
      agent(name, { request: 'Find the spare bell ropes for tower 4 and reserve one.', sender: 'RopeAgent' }, null, child === null ? [] : [child])
    const chain = (names: string[]): Dict => names.reduceRight<Dict | null>((child, name) => hop(name, child), null)!
    expect(progress(root(chain(['RopeAgent_b1ee06', 'RopeAgent_b266fa', 'RopeAgent_7ee044']))).findings.map((f) => f.kind)).toContain('recursive-call')
    expect(progress(root(chain(['Ropes (alias MEFWJWN6TB)', 'Ropes (alias WA7Y4QXF56)', 'Ropes (alias WN9W8N6YVZ)']))).findings.map((f) => f.kind)).toContain(
      'recursive-call',
    )
  })
})

describe('rules blind sets 26 and 27 asked for (second pass)', () => {
  it("a URL's cache-buster and a capitals code minted without digits are volatile", () => {
    expect(maskVolatileText('https://shop.example/p?chart=inch&_=6285207897209')).toBe(maskVolatileText('https://shop.example/p?chart=inch&_=4757658392743'))
    expect(maskVolatileText('https://shop.example/p?chart=inch&_=1')).not.toBe(maskVolatileText('https://shop.example/p?chart=cm&_=1'))
    expect(maskVolatileText('quote QRNFUZXJDHB until 12:00')).toBe(maskVolatileText('quote QT6K22Y5KVJ until 12:00'))
    expect(maskVolatileText('status CONFIRMED at 12:00')).toContain('CONFIRMED')
  })

  it('two tabs clicked in turn, each showing the same rows under a new cache-buster, are a flip-flop', () => {
    const tab = (index: number, label: string, rows: string, buster: number) =>
      tool('click_element_by_index', { index }, { clicked: label, page_text: rows, url: `https://shop.example/tray?chart=${label}&_=${buster}` })
    const trace = root(
      tab(23, 'inch', '14 x 20 | 16 x 24', 6285207897209),
      tab(22, 'cm', '35 x 50 | 40 x 60', 3250545396966),
      tab(23, 'inch', '14 x 20 | 16 x 24', 4757658392743),
      tab(22, 'cm', '35 x 50 | 40 x 60', 1276568269218),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('a person who says they already answered', () => {
  it('tells nothing new: three asks in new words, answered "as I said", are a loop', () => {
    const ask = (question: string, answer: string) => tool('ask_operator', { question }, { answer })
    const trace = root(
      ask('The canary is healthy. Promote the release to all nodes?', 'Promote'),
      ask('Shall I go ahead and run the promotion now?', 'Go ahead, as I said'),
      ask('Just confirming before touching prod: full rollout now?', 'Roll out. I already said yes twice.'),
    )
    expect(loops(trace)).toBe(true)
    // Answers that each bring something new are an interview, not a loop.
    const interview = root(
      ask('Which node group first?', 'eu-west'),
      ask('What batch size?', 'two nodes at a time'),
      ask('Any maintenance window?', 'after 18:00'),
    )
    expect(loops(interview)).toBe(false)
  })

  it('in a chat, every "like I wrote" answer restates: the same question asked four times is a loop', () => {
    const step = (answer: string, question: string): Dict => ({
      type: 'llm',
      name: 'chat',
      input: {
        messages: [
          { role: 'user', content: 'Sharpen my skates with a deep hollow.' },
          { role: 'assistant', content: 'Which hollow?' },
          { role: 'user', content: answer },
        ],
      },
      output: question,
      children: [],
    })
    const first: Dict = {
      ...step('', 'Which hollow depth would you like?'),
      input: { messages: [{ role: 'user', content: 'Sharpen my skates with a deep hollow.' }] },
    }
    const trace = root(
      first,
      step('Deep, like I wrote', 'And how deep should the grind be?'),
      step('Same as last time, deep', 'Could you confirm the depth for the ticket?'),
      step('As I said: the deep one', 'Just to be sure, what hollow?'),
      step('I told you already', 'Which radius should I put on the ticket?'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules blind set 27 asked for', () => {
  it("Django's default model instance name numbers rows anew in each test database: the same failing assertion after each fix is a loop", () => {
    const run = (a: number, b: number) =>
      tool(
        'run_tests',
        { label: 'bookings.tests.SlotTests.test_offered' },
        `F\nFAIL: test_offered\nAssertionError: 'Jab A' not found in ['Jab B']  (slots=<QuerySet [<Slot: Slot object (${a})>, <Slot: Slot object (${b})>]>)\nRan 1 test in 0.2s\nFAILED (failures=1)`,
      )
    const edit = (change: string) => tool('edit_file', { path: 'bookings/fixtures/stock.json', change }, { ok: true })
    expect(maskVolatileText('<Slot: Slot object (93)>')).toBe(maskVolatileText('<Slot: Slot object (148)>'))
    expect(loops(root(run(93, 148), edit('add stock'), run(85, 111), edit('longer slots'), run(66, 146), edit('clinic timezone'), run(37, 101)))).toBe(true)
  })
})

describe('rules blind sets 28 and 29 asked for', () => {
  it('a failure that gives only its exit status is what its output says: fewer type errors after each fix is progress', () => {
    const tsc = (errors: string[]): Dict => ({ ...tool('Bash', { command: 'npx tsc --noEmit' }, errors.join('\n')), error: 'exit 2' })
    const edit = (file: string) => tool('Edit', { file_path: file, old_string: 'a', new_string: 'b' }, 'The file has been updated.')
    const e1 = "src/pots.ts(12,7): error TS2322: Type '6cm' is not assignable to type 'PotSize'."
    const e2 = "src/labels.tsx(8,30): error TS7006: Parameter 'genus' implicitly has an 'any' type."
    const e3 = 'src/csv.ts(77,3): error TS2554: Expected 2 arguments, but got 1.'
    const run = (second: string[], third: string[]) =>
      agent('engineer', 'Make tsc pass', 'tsc is clean', [
        llm('Running the type check.'),
        tsc([e1, e2, e3]),
        llm('Fixing the pot sizes.'),
        edit('src/pots.ts'),
        edit('src/pricing.ts'),
        llm('Checking again.'),
        tsc(second),
        llm('Typing genus.'),
        edit('src/labels.tsx'),
        llm('Checking again.'),
        tsc(third),
        llm('Passing the delimiter.'),
        edit('src/csv.ts'),
        llm('Final check.'),
        tool('Bash', { command: 'npx tsc --noEmit && echo OK' }, 'OK'),
        llm('tsc is clean.'),
      ])
    expect(loops(run([e2, e3], [e3]))).toBe(false)
    // The same errors after each fix are the same failure, whatever the exit status says.
    expect(progress(run([e1, e2, e3], [e1, e2, e3])).findings.some((f) => f.message.includes('same error'))).toBe(true)
  })

  it('a hand-off back to the supervisor after each distinct sub-task is neither progress nor a repeat', () => {
    const model = (output: unknown): Dict => ({ type: 'llm', name: 'ChatOpenAI', input: '', output, children: [] })
    const chain = (child: Dict): Dict => ({ type: 'chain', name: 'supervisor', input: null, output: null, children: [child] })
    const worker = (task: string, query: string, answer: unknown, summary: string): Dict =>
      agent('records_agent', { messages: [{ role: 'ai', content: task }] }, { messages: [{ role: 'ai', content: summary }] }, [
        model({ content: '', tool_calls: [{ name: query, args: { event: 'WVHL-2025' }, id: `call_${query}` }] }),
        tool(query, { event: 'WVHL-2025' }, answer),
        model({ content: summary }),
        tool('transfer_back_to_supervisor', {}, 'Successfully transferred back to supervisor'),
      ])
    const send = (text: string) => chain(model({ content: text, tool_calls: [{ name: 'transfer_to_records_agent', args: {}, id: `call_${text.length}` }] }))
    const trace = agent('LangGraph', { messages: [{ role: 'user', content: 'Lay out plots and judges for the hedge laying match.' }] }, null, [
      send('Sending the records agent for entries first.'),
      worker('Count entries per class.', 'query_entries', { open: 14, novice: 11 }, 'Entries: open 14, novice 11.'),
      send('Now the confirmed judges.'),
      worker('Which judges have confirmed?', 'query_judges', ['Powell', 'Eckley'], 'Judges: Powell, Eckley.'),
      send('Now the plot lengths.'),
      worker('How long is each plot?', 'query_plots', { metres: 10 }, 'Plots are 10 m.'),
      chain(model({ content: 'Plan: 25 plots of 10 m, Powell and Eckley judging.' })),
    ])
    expect(progress(trace).findings).toEqual([])
  })

  it("a framework's re-prompt after output it could not parse is no new request: the long step said again across it is a repeat", () => {
    const plan =
      'Under the automatic handicap system each win against a lower-handicap opponent earns ten index points, so Haverford gains twenty, Okafor gains ten and Lindqvist loses ten; only Haverford crosses the trigger and drops one handicap step.'
    const step = (user: string): Dict => ({
      type: 'llm',
      name: 'litellm.completion',
      input: { messages: [{ role: 'user', content: user }] },
      output: plan,
      children: [],
    })
    const trace = root(
      step('Recalculate the handicaps of the three spring ladder players.'),
      step("I did it wrong. Invalid Format: I missed the 'Action:' after 'Thought:'. I will do right next."),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a Kubernetes pod's name (deployment, template hash, random tail) is volatile; hyphenated words and counters are not taken for one", () => {
    expect(maskVolatileText('served by bookings-api-mfjbfdfde-japqc at 12:00')).toBe(maskVolatileText('served by bookings-api-fffsoefjf-5zqz4 at 12:00'))
    expect(maskVolatileText('wx-briefing-00017 at 12:00')).toContain('wx-briefing-00017')
    expect(maskVolatileText('follow-through-plans at 12:00')).toContain('follow-through-plans')
  })

  it("a GraphQL answer is its data: an empty connection is nothing found, also inside a result's text block", () => {
    const page = {
      data: { orders: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
      extensions: { cost: { throttleStatus: { currentlyAvailable: 1855 } } },
    }
    expect(isEmptyResult(page)).toBe(true)
    expect(isEmptyResult([{ type: 'text', text: JSON.stringify(page) }])).toBe(true)
    expect(isEmptyResult({ data: { orders: { edges: [{ node: { id: 1 } }], pageInfo: { hasNextPage: false } } } })).toBe(false)
    expect(isEmptyResult([{ type: 'text', text: 'found 3 rows: a, b, c' }])).toBe(false)
  })

  it("a Strands tool span's tool.parameters are its arguments (its tool.id is no argument), and its tool.result its answer", () => {
    const call = (id: string, after: string) =>
      tool(
        'Tool: inventory_graphql',
        { 'tool.name': 'inventory_graphql', 'tool.id': id, 'tool.parameters': JSON.stringify({ query: 'kitVariants', after }) },
        { 'tool.result': JSON.stringify([{ text: '{"data":{"kitVariants":{"edges":[],"pageInfo":{"hasNextPage":false}}}}' }]), 'tool.status': 'success' },
      )
    expect(toolCallOf(call('tooluse_1', 'YXJy') as never)).toMatchObject({ tool: 'inventory_graphql', args: { query: 'kitVariants', after: 'YXJy' } })
    expect(
      loops(root(call('tooluse_8Nl', 'YXJyOjcx'), call('tooluse_ogw', 'YXJyOjEwMQ'), call('tooluse_eB2', 'YXJyOjEzMQ'), call('tooluse_q7Z', 'YXJyOjE2MQ'))),
    ).toBe(true)
  })

  it("CrewAI's human input answers under `feedback`: the same count given to three re-asked questions is a loop", () => {
    const human = (prompt: string, feedback: string): Dict => ({
      type: 'human',
      name: 'human_input',
      input: { prompt },
      output: { feedback, received: '02/18/2025 10:52 AM' },
      children: [],
    })
    const trace = root(
      human('How many stewards are needed per gate?', 'Four per gate, two gates.'),
      human('Can you confirm the number of stewards for each gate?', 'Four stewards each gate.'),
      human('What steward count per gate should I plan?', 'Four, like I said.'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a field kept as a name and a value is volatile when its name is: the same status polled with only its attempt slot moving is a loop', () => {
    const check = (attempt: number) =>
      tool(
        'action_check_permit',
        { action: 'action_check_permit', slots_in: { permit_ref: 'BP-2025-0193', poll_attempt: attempt } },
        {
          events: [
            { event: 'slot', name: 'permit_status', value: 'under_review' },
            { event: 'slot', name: 'poll_attempt', value: attempt },
          ],
        },
      )
    expect(loops(root(check(1), check(2), check(3), check(4), check(5)))).toBe(true)
    // A slot whose name says nothing volatile is content: a status that moves is progress.
    const moving = (status: string, attempt: number) =>
      tool(
        'action_check_permit',
        { action: 'action_check_permit', slots_in: { permit_ref: 'BP-2025-0193', poll_attempt: attempt } },
        { events: [{ event: 'slot', name: 'permit_status', value: status }] },
      )
    expect(loops(root(moving('received', 1), moving('under_review', 2), moving('approved', 3)))).toBe(false)
  })

  it('fields kept as names and values are read as the record they make: an empty hits slot is nothing found', () => {
    const events = (query: string, hits: unknown[]) => ({
      events: [
        { event: 'slot', name: 'registry_query', value: query },
        { event: 'slot', name: 'registry_hits', value: hits },
        { event: 'slot', name: 'registry_checked_at', value: '2025-04-14T17:01:53Z' },
      ],
    })
    expect(isEmptyResult(events('Oakbrook Thistle', []))).toBe(true)
    expect(isEmptyResult(events('Oakbrook Thistle', [{ id: 'MCO-0411' }]))).toBe(false)
    const search = (query: string) => tool('action_search_registry', { slots_in: { registry_query: query, cat_breed: 'MCO' } }, events(query, []))
    expect(loops(root(search('Ch. Oakbrook Thistle'), search('Oakbrook Thistle'), search('2022/MCO/0411'), search('Thistle, Oakbrook')))).toBe(true)
  })
})

describe('rules blind set 30 asked for', () => {
  it("npm's ERR! is a failure, and BuildKit's elapsed seconds and transfer sizes are volatile: the same build failure after each fix is a loop", () => {
    const build = (size: number, t: number) =>
      tool(
        'run',
        { command: 'docker build -t web .' },
        `#1 transferring dockerfile: ${size}B done\n#7 [builder 4/6] RUN npm ci\n#7 ${t}.14 npm ERR! code EUSAGE\n#7 ${t}.85 npm ERR! Missing: three@0.170.0 from lock file`,
      )
    const edit = (change: string) => tool('edit', { path: 'Dockerfile', change }, 'The file has been edited.')
    expect(maskVolatileText('#7 1.14 npm ERR! x\n#1 transferring context: 634B done')).toBe(
      maskVolatileText('#7 2.69 npm ERR! x\n#1 transferring context: 666B done'),
    )
    expect(loops(root(build(634, 1), edit('node 22'), build(666, 2), edit('cache clean'), build(616, 1), edit('.npmrc'), build(606, 2)))).toBe(true)
  })
})

describe('rules blind sets 32 and 33 asked for', () => {
  it("a version number's last 0 counts nothing: a checker's banner `2.4.0  file=…` is not an empty answer", () => {
    expect(isEmptyResult('plan-check 3.1.0  file=site_plan.pdf  sha=77a0be91c4\n  ✗ §2 setbacks: north boundary missing\n1 finding(s) in 210ms')).toBe(false)
    expect(isEmptyResult('0 files matched')).toBe(true)
    const check = (findings: string[], sha: string) =>
      tool(
        'run_plan_check',
        { file: 'site_plan.pdf' },
        `plan-check 3.1.0  file=site_plan.pdf  sha=${sha}\n${findings.map((f) => `  ✗ ${f}`).join('\n')}\n${findings.length} finding(s) in 180ms`,
      )
    const fix = (section: number, change: string) => tool('edit_section', { section, change }, { ok: true })
    const trace = root(
      check(['§2 setbacks: north boundary missing', '§4 drainage: no soakaway size', '§6 access: gate width not stated'], 'a1b2c3d4e5'),
      fix(2, 'north boundary 3.2 m'),
      check(['§4 drainage: no soakaway size', '§6 access: gate width not stated'], 'b2c3d4e5f6'),
      fix(4, 'soakaway 1.2 m3'),
      check(['§6 access: gate width not stated'], 'c3d4e5f6a7'),
      fix(6, 'gate 3.7 m'),
      tool('run_plan_check', { file: 'site_plan.pdf' }, 'plan-check 3.1.0  file=site_plan.pdf  sha=d4e5f6a7b8\n  ✓ all checks passed\n0 finding(s) in 150ms'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a record that counts or lists its failures reports them (`rejected: 4`, `errors: [...]`): a push that shrinks them to none is no flip', () => {
    const push = (map: Record<string, string> | undefined, rejected: string[]) =>
      tool('upload_price_list', map === undefined ? { file: 'lists/spring.csv' } : { file: 'lists/spring.csv', unit_map: map }, {
        batch: `pl-${rejected.length}x${map ? 'm' : 'n'}`,
        accepted: 60 - rejected.length,
        rejected: rejected.length,
        errors: rejected,
      })
    const trace = root(
      push(undefined, ['rye: unknown unit "sack"', 'spelt: unknown unit "sack"', 'oats: unknown unit "bale"', 'bran: tax code "Z9" not allowed']),
      tool('get_unit_table', {}, { units: { sack: 'U25', bale: 'U40' } }),
      push({ sack: 'U25', bale: 'U40' }, ['bran: tax code "Z9" not allowed']),
      tool('edit_csv', { file: 'lists/spring.csv', set: { tax_code: 'Z0' }, where: { sku: ['bran'] } }, { rows_changed: 1 }),
      push({ sack: 'U25', bale: 'U40' }, []),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a model turn read as deepeval reads it keeps its calls: the generic spans that ran them are tool calls, so a batch over distinct items is no repeated step', () => {
    const generation = (content: string | null, call: { name: string; arguments: string }) => ({
      type: 'generation',
      name: 'OpenAI-generation',
      input: [{ role: 'user', content: 'Remind every member whose loan is due tomorrow.' }],
      output: { role: 'assistant', content, tool_calls: [{ id: `call_${call.arguments.length}`, type: 'function', function: call }] },
      children: [],
    })
    const span = (name: string, input: unknown, output: unknown) => ({ type: 'span', name, input, output, children: [] })
    const members = ['Ines W.', 'Bartek Z.', 'Oona L.', 'Farid K.', 'Mae P.']
    const children: Dict[] = [
      generation(null, { name: 'list_due_loans', arguments: '{"due":"tomorrow"}' }),
      span(
        'list_due_loans',
        { due: 'tomorrow' },
        members.map((member, i) => ({ member, tool: `drill-${i}` })),
      ),
    ]
    members.forEach((member, i) => {
      children.push(
        generation(`Reminder sent to ${member} for drill-${i}.`, { name: 'send_reminder', arguments: JSON.stringify({ member, item: `drill-${i}` }) }),
      )
      children.push(span('send_reminder', { member, item: `drill-${i}` }, 'ok'))
    })
    children.push(generation('All 5 reminders sent.', { name: 'noop', arguments: '{}' }))
    expect(loops(rootOf(children))).toBe(false)
  })

  it('a call recorded without the arguments its model step asked for is read with them (a Bedrock action group that keeps only the path)', () => {
    const step = (text: string, unit: string, date: string) => ({
      type: 'llm',
      name: 'orchestrationTrace.modelInvocation',
      input: { text: 'Record the next service date for each scooter checked today.' },
      output: {
        rationale: { text },
        invocationInput: [
          {
            invocationType: 'ACTION_GROUP',
            actionGroupInvocationInput: {
              actionGroupName: 'fleet',
              apiPath: '/service-date',
              verb: 'post',
              parameters: [
                { name: 'unit', type: 'string', value: unit },
                { name: 'next_service', type: 'string', value: date },
              ],
            },
          },
        ],
      },
      children: [],
    })
    const call = () =>
      tool(
        'fleet::/service-date',
        { invocationInput: { actionGroupInvocationInput: { actionGroupName: 'fleet', apiPath: '/service-date' } } },
        { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: 'ok' } } },
      )
    const units: Array<[string, string]> = [
      ['SC-02', '2026-04-01'],
      ['SC-07', '2026-04-02'],
      ['SC-11', '2026-04-02'],
      ['SC-15', '2026-04-03'],
      ['SC-19', '2026-04-04'],
    ]
    expect(loops(rootOf(units.flatMap(([unit, date]) => [step(`Recording the next service for ${unit} on ${date}.`, unit, date), call()])))).toBe(false)
  })

  it('PostgreSQL log positions, ephemeral ports and random base64 are volatile; a path is not', () => {
    expect(maskVolatileText('analytics_sub | f | C/D465B8B7 | 4/5680E965')).toBe(maskVolatileText('analytics_sub | f | C/D47A01F2 | 2/DB1486D6'))
    expect(maskVolatileText('3/20 of the budget')).toBe('3/20 of the budget')
    expect(maskVolatileText('dial tcp 127.0.0.1:45355: connect: connection refused')).toBe(
      maskVolatileText('dial tcp 127.0.0.1:58784: connect: connection refused'),
    )
    expect(maskVolatileText('listening on 127.0.0.1:8085')).toBe('listening on 127.0.0.1:8085')
    expect(maskVolatileText('x-amz-id-2: Zvt/dtIzPtQj5exCvWrVyvsQ9KZqPquC5RSv+FRKHMMWOWXz')).toBe(
      maskVolatileText('x-amz-id-2: zxYNq6OLdDjpbhL+WFrDFUsbJLgy6Vm/BfHFovGH9aKtXw9S'),
    )
    expect(maskVolatileText('see src/components/HeaderBarItem/index2')).toBe('see src/components/HeaderBarItem/index2')
  })

  it('one moment written in other formats is one time', () => {
    const forms = ['Sat, 24 May 2025 13:48:31 GMT', '2025-05-24T13:48:35Z', '05/24/2025 1:48:48 PM', 'Sat May 24 13:48:51 UTC 2025']
    for (const form of forms) expect(maskVolatileText(`last_sync=${form}; stock 0`)).toBe('last_sync=<time>; stock 0')
  })

  it('the same test failing after each fix on a new ephemeral port is a loop', () => {
    const test = (port: number, seconds: string) =>
      tool(
        'bash',
        { command: 'go test ./internal/quotes -run TestUpstreamTimeout' },
        `--- FAIL: TestUpstreamTimeout (${seconds}s)\n    quote_test.go:51: want DeadlineExceeded, got Unavailable: dial tcp 127.0.0.1:${port}: connect: connection refused\nFAIL`,
      )
    const edit = (change: string) => tool('edit', { path: 'internal/quotes/client.go', change }, 'File updated.')
    expect(
      loops(
        root(test(45355, '2.08'), edit('timeout 2s'), test(58784, '2.76'), edit('retry off'), test(39120, '2.11'), edit('dial timeout'), test(50211, '2.40')),
      ),
    ).toBe(true)
  })

  it("Haystack's ToolInvoker run recorded as `{ tool_calls }` is the call it holds: paging past the end is a loop", () => {
    const page = (offset: number, orders: unknown[]) =>
      tool(
        'ToolInvoker',
        { tool_calls: [{ tool_name: 'list_pending_returns', arguments: { store: 'LX-4', offset, limit: 10 } }] },
        {
          tool_messages: [
            {
              _role: 'tool',
              _content: [
                {
                  result: JSON.stringify({ returns: orders, total: 14, offset, txn: String(500000 + offset * 7) }),
                  origin: { tool_name: 'list_pending_returns' },
                  error: false,
                },
              ],
            },
          ],
        },
      )
    const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ rma: `RMA-${from + i}` }))
    expect(loops(root(page(0, items(1, 10)), page(10, items(11, 4)), page(20, []), page(30, []), page(40, []), page(50, [])))).toBe(true)
  })

  it("a Gemini part as the span's input (`{ functionCall: { id, name, args } }`) is the call: the same two states flipped is a loop", () => {
    let n = 0
    const set = (mode: string) =>
      tool(
        'execute_tool set_feeder_mode',
        { functionCall: { id: `adk-${++n}-9f2c`, name: 'set_feeder_mode', args: { tank: 3, mode } } },
        { functionResponse: { name: 'set_feeder_mode', response: { ok: true } } },
      )
    const check = () =>
      tool(
        'execute_tool read_feeder',
        { functionCall: { id: `adk-${++n}-77aa`, name: 'read_feeder', args: { tank: 3 } } },
        { functionResponse: { name: 'read_feeder', response: { tank: 3, dispensed_g: 0, fault: 'AUGER_JAM' } } },
      )
    expect(loops(root(set('pellet'), check(), set('flake'), check(), set('pellet'), check(), set('flake'), check()))).toBe(true)
  })

  it('a reply in text blocks beside its delivery details is read as the reply: the same answer to a question asked in new words is a loop', () => {
    let n = 0
    const ask = (text: string, reply: string) =>
      tool(
        'ask_customer',
        { text },
        { content: [{ type: 'text', text: reply }], sms_sid: `SM${(++n * 7919).toString(16)}a1b2c3d4e5f6`, delivered: `Wed, 01 Jan 2025 09:${10 + n}:16 GMT` },
      )
    const trace = root(
      ask('Which day should the chimney sweep come?', 'Thursday the 9th, morning.'),
      llm('The customer said Thursday the 9th. I should confirm the day before booking.'),
      ask('What day works for the sweep visit?', 'The 9th, Thursday morning.'),
      llm('The customer wants the 9th. Let me ask once more to be sure.'),
      ask('Could you tell me the date you would like?', 'Thursday 9th, mornings.'),
      llm('The customer mentioned the 9th. I will confirm again.'),
      ask('Just to check, which day was it?', 'As I said: Thursday the 9th.'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a write answered again but for the new record's number is a duplicate: the same announcement posted four times is a loop", () => {
    let id = 7001
    const post = () =>
      tool(
        'Board.post',
        { values: { board: 'members', text: 'The spring ploughing match entries close on Friday at noon. Late entries cannot be accepted this year.' } },
        { type: 'TextArtifact', value: JSON.stringify({ post_id: (id += 313), ok: true }) },
      )
    const status = () =>
      tool(
        'Entries.status',
        { values: { match: 'spring-2026' } },
        { type: 'TextArtifact', value: JSON.stringify({ match: 'spring-2026', entries: 41, closes: 'Friday 12:00' }) },
      )
    expect(loops(root(status(), post(), status(), post(), status(), post(), status(), post()))).toBe(true)
    // Different announcements, each posted once, are work done.
    const announce = (text: string) =>
      tool('Board.post', { values: { board: 'members', text } }, { type: 'TextArtifact', value: JSON.stringify({ post_id: (id += 313), ok: true }) })
    expect(
      loops(root(announce('Entries close Friday at noon.'), announce('The draw is on Saturday at 9.'), announce('Results will be posted on Sunday.'))),
    ).toBe(false)
  })

  it("a call that only routes the task (`route_to`, answered by a graph's `{ goto }`) is no work: an agent routing its own task to itself is a loop", () => {
    const route = (task: string) => tool('route_to', { target: 'soil_specialist', task }, { goto: 'soil_specialist', graph: 'PARENT' })
    const specialist = (task: string, children: Dict[]) => agent('soil_specialist', { messages: [task] }, { messages: ['(subgraph did not return)'] }, children)
    const think = (text: string) => llm(text)
    const t1 = 'Find why the north field drains slowly and propose a fix.'
    const t2 = 'Investigate slow drainage on the north field; propose a fix.'
    const t3 = 'Why does the north field drain slowly? Propose a fix.'
    const trace = agent('router', { messages: ['The north field floods after rain.'] }, null, [
      think('This is a soil question. Routing to soil_specialist.'),
      route(t1),
      specialist(t1, [
        think('This needs deep soil expertise. Routing to soil_specialist.'),
        route(t2),
        specialist(t2, [
          think('This needs deep soil expertise. Routing to soil_specialist to investigate drainage.'),
          route(t3),
          specialist(t3, [
            think('Routing to soil_specialist.'),
            failing('route_to', { target: 'soil_specialist', task: t3 }, 'GraphRecursionError: Recursion limit of 12 reached'),
          ]),
        ]),
      ]),
    ])
    expect(loops(trace)).toBe(true)
  })

  it("an HTTP 404 kept as a record's status is nothing found, and an HTTP status line of 4xx is a failure", () => {
    expect(isEmptyResult({ status: 404, body: { error: 'booking_not_found', ref: 'BK-0412' }, headers: { date: 'Wed, 04 Dec 2024 19:56:06 GMT' } })).toBe(true)
    expect(isEmptyResult({ status: 200, body: { ref: 'BK-0412', seats: 2 } })).toBe(false)
    const lookup = (ref: string, n: number) =>
      tool(
        'lookup_booking',
        { ref },
        { status: 404, body: { error: 'booking_not_found', ref }, headers: { 'x-request-id': `${n}e69f1560-3dee-4c87-8410-4e40131f6362`.slice(0, 36) } },
      )
    expect(loops(root(lookup('BK-0412', 1), lookup('BK0412', 2), lookup('412', 3), lookup('bk-412', 4), lookup('#0412', 5)))).toBe(true)
    const curl = (n: number) =>
      tool(
        'run_command',
        { cmd: 'sudo nginx -t && sudo systemctl reload nginx && curl -sSI https://kiln.example/book/' },
        `nginx: configuration file /etc/nginx/nginx.conf test is successful\nHTTP/2 404 \nserver: nginx\ndate: Mon, 05 May 2025 14:4${n}:33 GMT\ncontent-length: 162`,
      )
    const edit = (change: string) => tool('edit_file', { path: '/etc/nginx/sites-available/kiln.conf', change }, { ok: true })
    expect(loops(root(curl(1), edit('proxy_pass'), curl(2), edit('trailing slash'), curl(3), edit('location ^~'), curl(4)))).toBe(true)
  })
})

describe('rules blind sets 34 and 35 asked for', () => {
  it('a non-zero exit status filed beside the output is a failure, and a call that failed did not find it "already so": a push retried after a 502 that then succeeds is healthy', () => {
    const push = (attempt: number, ok: boolean) =>
      tool(
        'CmdRunAction',
        { command: `${attempt > 1 ? `sleep ${attempt * 20} && ` : ''}docker push registry.example/shop/api:1.4.2-p1`, is_input: false, blocking: false },
        {
          observation: 'run',
          content: ok
            ? 'The push refers to repository [registry.example/shop/api]\n1c2d3e4f5a6b: Pushed\n7e8f9a0b1c2d: Layer already exists\n1.4.2-p1: digest: sha256:5f1e0a9b7c3d2e4f6a8b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f size: 2201'
            : `The push refers to repository [registry.example/shop/api]\n${attempt}a9f3c2e1b0d: Layer already exists\nreceived unexpected HTTP status: 502 Bad Gateway`,
          extras: { command: 'docker push', metadata: { exit_code: ok ? 0 : 1, pid: -1 } },
        },
      )
    const build = tool(
      'CmdRunAction',
      { command: 'docker build -t registry.example/shop/api:1.4.2-p1 .', is_input: false, blocking: false },
      { observation: 'run', content: '#9 naming to registry.example/shop/api:1.4.2-p1 done', extras: { metadata: { exit_code: 0 } } },
    )
    const edit = tool(
      'FileEditAction',
      { command: 'str_replace', path: '/workspace/k8s/api.yaml', old_str: 'api:1.4.2', new_str: 'api@sha256:5f1e0a9b' },
      { observation: 'edit', content: 'The file /workspace/k8s/api.yaml has been edited.' },
    )
    expect(loops(root(build, push(1, false), push(2, false), push(3, true), edit))).toBe(false)
  })

  it('a JSON answer on its first line with a trailer below is that answer: empty pages past the end are paging past the end', () => {
    const page = (n: number, runs: unknown[]) =>
      tool(
        'gh',
        { argv: ['api', `repos/acme/kiln/actions/runs?per_page=50&page=${n}`] },
        `${JSON.stringify({ total_count: 61, workflow_runs: runs })}\n--- x-github-request-id: C${n}6F:C0${n}2B0:195D1C${n} x-ratelimit-remaining: ${4100 + n * 7} page=${n}`,
      )
    const runs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 9000 + i, conclusion: 'failure' }))
    expect(isEmptyResult(`${JSON.stringify({ total_count: 61, workflow_runs: [] })}\n--- x-ratelimit-remaining: 4148`)).toBe(true)
    expect(loops(root(page(1, runs(50)), page(2, runs(11)), page(3, []), page(4, []), page(5, []), page(6, [])))).toBe(true)
  })

  it("an HTTP answer's JSON body is read at the answer's own level: a search whose docs list stays empty page after page is paging past the end", () => {
    const page = (start: number, docs: unknown[]) =>
      tool(
        'catalogue_search',
        { collection: 'maps', q: 'harbour 1911', start, rows: 2 },
        `HTTP/1.1 200 OK\nDate: Tue, 14 Oct 2025 18:23:0${start % 10} GMT\nContent-Type: application/json\nX-QTime: ${3 + start}\n\n${JSON.stringify({ response: { numFound: 3, start, docs } })}`,
      )
    expect(loops(root(page(0, [{ id: 'm1' }, { id: 'm2' }]), page(2, [{ id: 'm3' }]), page(4, []), page(6, []), page(8, []), page(10, [])))).toBe(true)
  })

  it('base64url ids and elapsed times written as a timedelta are volatile', () => {
    expect(maskVolatileText('wamid.NtuUKW-g-slS3KerVtbj5QQDDl_FS_ct')).toBe(maskVolatileText('wamid.b2bppwDv6tGAO0FralfyhybISmuQzHTD'))
    expect(maskVolatileText('see my_long_snake_case_name_v2 and kebab-case-thing-with-words-2024')).toBe(
      'see my_long_snake_case_name_v2 and kebab-case-thing-with-words-2024',
    )
    expect(maskVolatileText('wall=0:00:01.892')).toBe(maskVolatileText('wall=1393ms'))
    expect(maskVolatileText('opens 09:30:00')).toBe('opens <time>')
  })

  it('the same notice sent while the same upload keeps failing is a loop, whatever shape each receipt id takes', () => {
    const ids = ['b2bppwDv6tGAO0FralfyhybISmuQzHTD', '_eQt8E2tptukqhNlzaMga0w9fYeT3X9D', 'L2tUlv1TFdLXuo9bCef3kgAdd1XxY9IB', 'NtuUKW-g-slS3KerVtbj5QQDDl_FS_ct']
    const upload = () => failing('portal_upload', { file: 'readings_week.csv', rows: 14 }, 'HTTP 401: login rejected')
    const notify = (i: number) =>
      tool(
        'send_whatsapp',
        {
          to: 'Ana (secretary)',
          text: "Hola Ana - this week's readings could not be uploaded to the portal (it rejected our login). I will try again shortly.",
        },
        { status: 'sent', wamid: `wamid.${ids[i]}`, ts: 1762705629 + i * 5 },
      )
    expect(loops(root(upload(), notify(0), upload(), notify(1), upload(), notify(2), upload(), notify(3)))).toBe(true)
  })

  it('a long number written in groups is one number: the same diploma asked in other spellings, not found each time, is a loop', () => {
    const verify = (number: string, n: number) =>
      tool(
        'verify_certificate',
        { institution: 'NTC', certificate_number: number, holder: 'Ilse Berg' },
        { http_status: 404, body: { code: 'NOT_FOUND', message: 'Certificate not found', request: `${n}0f8e995-a749-47f2-863e-295c9823e13c`.slice(0, 36) } },
      )
    expect(
      loops(root(verify('CRT-2018-007731', 1), verify('2018/007731', 2), verify('007731', 3), verify('CRT2018007731', 4), verify('NTC-CRT-2018-7731', 5))),
    ).toBe(true)
  })

  it('"Third time." from a person says they answered before: confirmation asked four ways is a loop', () => {
    const ask = (question: string, answer: string) => tool('AskUserQuestion', { questions: [{ question }] }, { answers: { [question]: answer } })
    const trace = root(
      ask('Failing over will drop writes not yet replicated. Go ahead with the failover?', 'Yes, go ahead, the old primary is gone.'),
      ask('Just to be safe: are you OK with possible data loss?', 'Yes. Fail over.'),
      ask('Confirm: promote db-2 now?', 'Yes!'),
      ask('Before I proceed, do I have your approval to make db-2 the primary?', 'YES. Third time. Do it.'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules blind sets 36 and 37 asked for', () => {
  it("a code agent's call written as code gives the arguments its span did not record: a batch over distinct items is healthy", () => {
    const step = (code: string) => ({
      type: 'llm',
      name: 'LiteLLMModel.generate',
      input: [],
      output: { role: 'assistant', content: `Thought: next one.\nCode:\n\`\`\`py\n${code}\nprint(result)\n\`\`\`<end_code>` },
      children: [],
    })
    const call = (name: string, output: string) => tool(name, {}, `Execution logs:\n${output}\nLast output from code snippet:\nNone`)
    const sites: Array<[string, number]> = [
      ['K02', 31],
      ['K05', 44],
      ['K09', 27],
      ['K11', 52],
      ['K14', 38],
    ]
    const children: Dict[] = [
      step('result = hedge_survey(site="Kelso", survey="latest")'),
      call('hedge_survey', sites.map(([s, m]) => `${s}: gap_m=${m}`).join('\n')),
    ]
    for (const [site, metres] of sites)
      children.push(step(`result = create_work_order(section="${site}", task="hedge laying", metres=${metres})`), call('create_work_order', 'queued'))
    expect(loops(rootOf(children))).toBe(false)
  })

  it('short pod hashes, dotted dates and an id behind its word with a letter prefix are volatile', () => {
    expect(maskVolatileText('replica cm-sync-a316e-4l7x3')).toBe(maskVolatileText('replica cm-sync-5d72e7a5b-me63g'))
    expect(maskVolatileText('replica cm-sync-adbce-8vsgl')).toBe(maskVolatileText('replica cm-sync-a316e-4l7x3'))
    expect(maskVolatileText('job q-155109 finished at 09.09.2025 07:09')).toBe(maskVolatileText('job q-826794 finished at 10.09.2025 07:11'))
    expect(maskVolatileText('version 1.2.3 on 3.14')).toBe('version 1.2.3 on 3.14')
  })

  it("arguments kept under another attribute beside a tracer's tool name are the arguments, and the call's own id is not: paging past the end is a loop", () => {
    let n = 0
    const page = (p: number, items: unknown[]) =>
      tool(
        'running tool: list_visits',
        { 'gen_ai.tool.name': 'list_visits', tool_arguments: JSON.stringify({ horse: 'Bramble', page: p }), tool_call_id: `call_${++n}x7Q` },
        { tool_response: { horse: 'Bramble', page: p, items, has_more: items.length === 5 } },
      )
    const visits = (k: number) => Array.from({ length: k }, (_, i) => ({ id: `V-${i}` }))
    expect(loops(root(page(1, visits(5)), page(2, visits(2)), page(3, []), page(4, []), page(5, [])))).toBe(true)
  })

  it('an id behind an id word and `=` is volatile, also when its hex digits happen to be all numerals: the same QC failure after each patch is a loop', () => {
    expect(maskVolatileText('batch=AMS-9 run=05132120 FAIL')).toBe(maskVolatileText('batch=AMS-9 run=ea1cc4ab FAIL'))
    expect(maskVolatileText('op=add task=12')).toBe('op=add task=12')
    const qc = (run: string, t: string) =>
      tool(
        'run_qc',
        { batch: 'LAB-77' },
        `Execution logs:\n[qc ${t}] batch=LAB-77 run=${run}\nstandard A: measured 1.3249 expected 1.3407 FAIL\nQC RESULT: FAIL (1/2 checks)\nLast output from code snippet:\nFalse`,
      )
    const patch = (line: string) => tool('patch_file', { path: 'calib.py', line }, 'patched 1 occurrence')
    expect(
      loops(
        root(
          qc('ea1cc4ab', '12:53:24'),
          patch('offset'),
          qc('05132120', '12:53:31'),
          patch('scale'),
          qc('3abce516', '12:53:40'),
          patch('unit'),
          qc('77120931', '12:53:48'),
        ),
      ),
    ).toBe(true)
  })

  it("pandas' `Empty DataFrame` is nothing found: reworded queries that all print it are a loop", () => {
    expect(isEmptyResult('Empty DataFrame\nColumns: [id, name]\nIndex: []')).toBe(true)
    const query = (args: Record<string, unknown>, where: string) =>
      tool(
        'query_tags',
        args,
        `Execution logs:\nQuery ok on tagdb: ${where}\nEmpty DataFrame\nColumns: [tag_id, bird, ring, site]\nIndex: []\nLast output from code snippet:\nNone`,
      )
    expect(
      loops(
        root(
          query({ ring: 'AX-441', site: 3 }, "ring = 'AX-441'"),
          query({ ring_no: 'AX441', site: 'S3' }, "ring_no = 'AX441'"),
          query({ ring_like: '%AX%441%' }, "ring LIKE '%AX%441%'"),
          query({ ring: 'ax 441' }, "ring = 'ax 441'"),
        ),
      ),
    ).toBe(true)
  })

  it("a cache's age written in text beside its verdict is volatile: the same page read again and again is a loop", () => {
    expect(maskVolatileText('cache-status: HIT; age=274')).toBe(maskVolatileText('cache-status: HIT; age=250'))
    expect(maskVolatileText('patient age: 45')).toBe('patient age: 45')
    const read = (age: number) =>
      tool(
        'get_content',
        { url: 'https://fair.example/stalls' },
        { type: 'TextArtifact', value: `Stall map v3 (updated 09.05.2025 03:01). Stall 4: cheese. Stall 5: cider. cache-status: HIT; age=${age}` },
      )
    expect(loops(root(tool('publish_page', { slug: 'stalls' }, { ok: true }), read(274), read(284), read(250), read(301), read(262)))).toBe(true)
  })
})

describe('rules blind sets 38 and 39 asked for', () => {
  it("a time-stamped file's random tail is volatile: the same sync answered again with a new log file each time is a loop", () => {
    expect(maskVolatileText('log: /var/log/sync/20240422T162049Z-15359a.log')).toBe(maskVolatileText('log: /var/log/sync/20240422T162102Z-aceeac.log'))
    expect(maskVolatileText('at 2024-04-22T16:20:49Z-final')).toBe('at <time>-final')
    const sync = (stamp: string, tail: string) =>
      tool(
        'run_roster_sync',
        { branch: 'all' },
        { content: `sync finished\nimported: 0  skipped: 17  conflicts: 2\nlog: /var/log/roster/${stamp}-${tail}.log` },
      )
    expect(
      loops(
        root(sync('20240422T162049Z', '15359a'), sync('20240422T162055Z', '92899d'), sync('20240422T162102Z', 'aceeac'), sync('20240422T162112Z', 'd88315')),
      ),
    ).toBe(true)
  })

  it("a payment API's `request-id` and `idempotent-replayed` headers and a `last_checked` clock are volatile: the same stuck payment polled is a loop", () => {
    expect(canonicalDigest({ status: 'requires_action', last_checked: 1725813367 }, { mapString: maskVolatileText })).toBe(
      canonicalDigest({ status: 'requires_action', last_checked: 1725813376 }, { mapString: maskVolatileText }),
    )
    const poll = (n: number) =>
      tool(
        'get_payment_status',
        { invoice: 'INV-88' },
        {
          http_status: 200,
          headers: { 'request-id': ['a81', 'b92', 'c03', 'd14'][n], 'idempotent-replayed': n % 2 === 0 ? 'false' : 'true' },
          body: { id: 'pi_3PXq81Lk', status: 'requires_action', amount: 45000 },
        },
      )
    expect(loops(root(poll(0), poll(1), poll(2), poll(3)))).toBe(true)
  })

  it('"no bookings on this page" is nothing found: pages past the last are paging past the end', () => {
    expect(isEmptyResult('page 3/2 :: no bookings on this page (server time Mon Apr 1 19:13:07 UTC 2024)')).toBe(true)
    expect(isEmptyResult('page 1/2 :: 5 bookings on this page')).toBe(false)
    const page = (n: number, text: string) =>
      tool('get_bookings', { route: 'harbour', page: n }, { type: 'FunctionExecutionResult', content: `page ${n}/2 :: ${text}`, is_error: false })
    expect(
      loops(
        root(
          page(1, '5 bookings\n#53 Lang 19:30'),
          page(2, '4 bookings\n#66 Silva 20:00'),
          page(3, 'no bookings on this page'),
          page(4, 'no bookings on this page'),
          page(5, 'no bookings on this page'),
          page(6, 'no bookings on this page'),
        ),
      ),
    ).toBe(true)
  })
})

describe('rules blind sets 40 and 41 asked for', () => {
  it("OpenTelemetry GenAI's output messages are read for their text and reasoning parts: a turn of calls alone says nothing, so backoff then success is healthy", () => {
    expect(
      textOf({
        'gen_ai.output.messages': [
          {
            role: 'assistant',
            parts: [
              { type: 'text', content: 'Attempt 2 after 2s backoff.' },
              { type: 'tool_call', name: 'upload', arguments: { file: 'a.csv' } },
            ],
          },
        ],
      }),
    ).toBe('Attempt 2 after 2s backoff.')
    expect(
      textOf({ 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'upload', arguments: { file: 'a.csv' } }] }] }),
    ).toBeNull()
    const turn = (text: string) => ({
      type: 'llm',
      name: 'chat gpt-4o',
      input: 'upload',
      output: {
        'gen_ai.output.messages': [
          {
            role: 'assistant',
            finish_reason: 'tool_call',
            parts: [
              { type: 'text', content: text },
              { type: 'tool_call', id: 'call_1', name: 'upload_results', arguments: { file: 'heats_2024-04-06.csv' } },
            ],
          },
        ],
      },
      children: [],
    })
    const busy = () => failing('upload_results', { file: 'heats_2024-04-06.csv' }, 'HTTP 503')
    const trace = root(
      turn('Uploading the heat results.'),
      busy(),
      turn('Attempt 2 after 2s backoff.'),
      busy(),
      turn('Attempt 3 after 4s backoff.'),
      busy(),
      turn('Attempt 4 after 8s backoff.'),
      tool('upload_results', { file: 'heats_2024-04-06.csv' }, { accepted: true, rows: 96 }),
    )
    expect(loops(trace)).toBe(false)
  })

  it('an internal host name is masked whole, whatever follows its first internal suffix', () => {
    expect(maskVolatileText('replica fleet-read-17.eu-central-1.svc.cluster.local lag')).toBe(
      maskVolatileText('replica fleet-read-6.eu-central-1.prod.local lag'),
    )
    expect(maskVolatileText('see db.local for details')).toBe('see db.local for details')
  })
})

describe('agents that hand their task back and forth (blind set 40, second look)', () => {
  // An agent used as a tool: the call, then the run it started beside it, given the call's own request.
  const asTool = (name: string, request: string, run: Dict[], output: unknown = null): Dict[] => [
    llm(`Handing this to ${name}.`),
    tool(`execute_tool ${name}`, { args: { request } }, null),
    agent(`invoke_agent ${name}`, { user_content: { parts: [{ text: request }] } }, output, run),
  ]

  it('an agent that calls itself as a tool with its task reworded, nothing examined on the way, re-enters itself', () => {
    const trace = agent('invoke_agent grader', 'Grade the five pendants', null, [
      ...asTool('grader', 'Please grade pendants A1 to A5.', [
        ...asTool('grader', 'Grading pass for the five pendant photos.', [...asTool('grader', 'Grade A1-A5.', [], null)]),
      ]),
    ])
    const report = progress(trace)
    expect(report.loopDetected).toBe(true)
    expect(report.findings.some((f) => f.kind === 'recursive-call')).toBe(true)
  })

  it('a run that only hands back to the agent that asked, which stops at its iteration limit, closes the cycle', () => {
    const delegate = (coworker: string, task: string) => tool('Delegate work to coworker', { task, coworker }, null)
    const trace = agent('Agent: Manager', 'Approve the 12 permits', null, [
      llm('The analyst should handle this.'),
      delegate('Analyst', 'Review the 12 permit applications.'),
      agent('Agent: Analyst', 'Review the 12 permit applications.', null, [
        llm('The clerk owns permits.'),
        delegate('Clerk', 'Decide the 12 permits.'),
        agent('Agent: Clerk', 'Decide the 12 permits.', null, [
          llm('The analyst has the data; passing it back.'),
          delegate('Analyst', 'Handle the pending permits.'),
          agent('Agent: Analyst', 'Handle the pending permits.', { raw: 'Agent stopped due to iteration limit or time limit.' }, []),
        ]),
      ]),
    ])
    expect(progress(trace).loopDetected).toBe(true)
  })

  it('a run that answered its sub-task is not idle, and neither is an agent as a tool that did work before handing on', () => {
    const split = agent('Agent: Summarizer', 'Summarize the report', 'The report, in short: …', [
      llm('Two chapters; one summary each.'),
      tool('Delegate work to coworker', { task: 'Summarize chapter 1.', coworker: 'Summarizer' }, null),
      agent('Agent: Summarizer', 'Summarize chapter 1.', 'Chapter 1 covers the budget.', []),
      tool('Delegate work to coworker', { task: 'Summarize chapter 2.', coworker: 'Summarizer' }, null),
      agent('Agent: Summarizer', 'Summarize chapter 2.', 'Chapter 2 covers hiring.', []),
    ])
    expect(progress(split).loopDetected).toBe(false)
    const worked = agent('invoke_agent auditor', 'Audit the 3 depots', null, [
      tool('list_depots', {}, ['north', 'south', 'east']),
      ...asTool('auditor', 'Audit the north depot stock.', [tool('stock_count', { depot: 'north' }, { pallets: 41 })], 'North: 41 pallets.'),
      ...asTool('auditor', 'Audit the south depot stock.', [tool('stock_count', { depot: 'south' }, { pallets: 17 })], 'South: 17 pallets.'),
    ])
    expect(progress(worked).loopDetected).toBe(false)
  })
})

describe('rules blind sets 42 and 43 asked for', () => {
  it('a check that says only "check failed" is what its output says, and a tally of outcomes in an error is kept: fewer failures after each fix is progress', () => {
    const check = (summary: string): Dict => ({
      ...tool('bash', { command: 'pytest -q' }, { type: 'tool_result', tool_use_id: 'toolu_1', content: summary, is_error: true }),
      error: 'check failed',
    })
    const edit = (file: string) => tool('str_replace', { path: file, old: 'a', new: 'b' }, 'ok')
    const run = (tallies: string[]) =>
      root(
        check(`${tallies[0]} in 0.335s (run b8fd56)`),
        edit('models.py'),
        check(`${tallies[1]} in 1.851s (run fa52e5)`),
        edit('fixtures.json'),
        check(`${tallies[2]} in 1.201s (run b7b239)`),
        edit('views.py'),
        check(`${tallies[3]} in 0.972s (run 1008a4)`),
      )
    expect(loops(run(['6 failed, 14 passed', '4 failed, 16 passed', '1 failed, 19 passed', '0 failed, 20 passed']))).toBe(false)
    expect(loops(run(['4 failed, 16 passed', '4 failed, 16 passed', '4 failed, 16 passed', '4 failed, 16 passed']))).toBe(true)
  })

  it('a letter and a long number is a reference, not a quarter: fares quoted again under a new quote reference are the same fares', () => {
    expect(maskHandles('quote Q3894654')).toBe(maskHandles('quote Q1249370'))
    expect(maskHandles('revenue for Q3')).not.toBe(maskHandles('revenue for Q4'))
    const fares = (currency: string, ref: string) =>
      tool('get_fares', { itinerary_id: 'it-5521', currency }, { pass_8d: `${currency} 439`, fx_source: 'SBB', quote_ref: ref })
    expect(loops(root(fares('CHF', 'Q3894654'), fares('EUR', 'Q7585668'), fares('CHF', 'Q1249370'), fares('EUR', 'Q7907335'), fares('CHF', 'Q7374558')))).toBe(
      true,
    )
  })

  it('"0 events matched" is nothing found, and the rows a search looked through are not what it found', () => {
    expect(isEmptyResult('0 events matched (scanned 8392 rows in 261 ms)')).toBe(true)
    expect(isEmptyResult('0 alarms matched the filter')).toBe(true)
    expect(isEmptyResult('3 events matched (scanned 8392 rows in 261 ms)')).toBe(false)
    const search = (args: Record<string, string>, scanned: number) => tool('fault_log_search', args, `0 events matched (scanned ${scanned} rows in 200 ms)`)
    const trace = root(
      llm('Searching the fault log for jam events.'),
      search({ machine: 'RVM-0442', event: 'conveyor jam' }, 8392),
      llm('The log may store the error code instead.'),
      search({ machine: 'rvm0442', code: 'E-17' }, 1415),
      llm('Maybe the id is stored without its prefix.'),
      search({ machine: '442', code: 'E17', text: 'belt blocked' }, 5422),
      llm('Filter by site and the enum name.'),
      search({ site: 'Elm Street', event_type: 'CONVEYOR_JAM' }, 7759),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a long question put to a person again in the same words after they answered it did not take the answer in', () => {
    const question =
      'The booth UI crashed (GPU process exit 139) but the kiosk still sends heartbeats, so a remote reboot should restore it. A reboot will cancel any customer session in progress. Do you want me to reboot K-117 now?'
    const reply = (text: string, session: string): Dict => ({
      type: 'human',
      name: 'operator_reply',
      input: { channel: 'ops-console', session },
      output: { text },
      children: [],
    })
    const status = tool('kiosk_status', { kiosk_id: 'K-117' }, { screen: 'blank', last_error: 'GPU process exited (code 139)' })
    const ignored = root(
      status,
      llm(question),
      reply('yes, reboot it', 'ses_31027ee7ed'),
      llm(question),
      reply('yes go ahead', 'ses_02ebd8a66b'),
      llm(question),
    )
    expect(loops(ignored)).toBe(true)
    const acted = root(
      status,
      llm(question),
      reply('yes, reboot it', 'ses_31027ee7ed'),
      llm('Rebooting K-117 now.'),
      tool('kiosk_reboot', { kiosk_id: 'K-117' }, { accepted: true }),
      tool('kiosk_status', { kiosk_id: 'K-117' }, { screen: 'booth-ui', last_error: null }),
    )
    expect(loops(acted)).toBe(false)
  })

  it("a turn's reasoning beside its content is its text too, and a repeat is measured on its own words: the same reasoning said again without the earlier turn's last sentence is a repeat", () => {
    const reasoning =
      'The cross-section report for horse 14 shows seven layers, and the original 1912 scheme would be the lowest layer above the gesso, so I should compare the pigment list of layer one against period pigments like lead white and vermilion and flag anything containing titanium white as later overpaint.'
    expect(textOf({ content: 'Checking the lab report first.', reasoning_content: reasoning, tool_calls: [] })).toBe(
      `${reasoning}\nChecking the lab report first.`,
    )
    const turn = (content: string | null, thought: string): Dict => ({
      type: 'llm',
      name: 'OpenAIChat.response',
      input: '',
      output: { content, reasoning_content: thought, tool_calls: [] },
      children: [],
    })
    const report = tool(
      'read_lab_report',
      { object: 'CAR-H14' },
      'Layers (bottom->top): 1 gesso+lead white/vermilion; 2 lead white; 3 chrome yellow; 4 zinc white; 5 titanium white',
    )
    const stalled = root(
      turn('Checking the lab report first.', reasoning),
      report,
      turn('Let me reason about the layers.', reasoning),
      turn(null, reasoning.replace('containing', 'with')),
    )
    expect(progress(stalled).findings.some((f) => 'measure' in f && f.measure === 'long-step-repeat')).toBe(true)
    const moved = root(
      turn('Checking the lab report first.', reasoning),
      report,
      turn('Let me reason about the layers.', reasoning),
      turn(
        null,
        'Layers one and two hold only lead white and vermilion, so they are original; layers three to seven, from chrome yellow up, are later and can be stripped down to layer two.',
      ),
    )
    expect(loops(moved)).toBe(false)
  })

  it('a whole number that only creeps up by a hair between reads is a counter ticking, not the state; one that moves by more is news', () => {
    const status = (scan: number, uptime: number, rh = 78) =>
      tool('room_status', { room: 3 }, { room: 3, rh_pct: rh, temp_c: 13, stable_for_min: 240, plc_scan: scan, controller_uptime_s: uptime })
    expect(loops(root(status(58899, 412440), status(58941, 412615), status(58956, 412804), status(58988, 413021), status(59033, 413252)))).toBe(true)
    const load = (rows: number, state = 'running') => tool('load_status', { job: 'nightly' }, { job: 'nightly', state, rows_loaded: rows })
    expect(loops(root(load(10_000), load(10_400), load(10_800), load(11_200), load(11_600)))).toBe(false)
    expect(loops(root(status(58899, 412440, 74), status(58941, 412615, 76), status(58956, 412804, 78)))).toBe(false)
  })

  it('a number in an error that counts no outcome is still left out: the same step failing on each attempt is one error', () => {
    const deploy = (step: number) => failing('deploy', { env: `staging-${step}` }, `step ${step} failed: image pull backoff`)
    expect(loops(root(deploy(4), deploy(5), deploy(6), deploy(7)))).toBe(true)
  })
})

describe('rules blind sets 44 and 45 asked for', () => {
  const lot = { lot: 'BR-2231', material: 'broomcorn sorghum', origin: 'Cooperativa Tlacolula', moisture_pct: 14.8, kiln_passes: 1, last_kiln: '2025-05-02' }
  const reasoning =
    'The bristle lot BR-2231 is sorghum from the Oaxaca co-op and its moisture reading of 14.8 percent is above our 12 percent threshold for binding, so before I schedule it on the stitching bench I should confirm whether the kiln log shows a second drying pass that brought it under the limit.'

  it('the same record asked for again with a field to include, answered word for word, brought nothing: the long step said again after it is a repeat', () => {
    const trace = root(
      tool('getLot', { lot: 'BR-2231' }, { ...lot, fetched_at: '2025-06-15T16:22:33.360Z' }),
      llm(reasoning),
      tool('getLot', { lot: 'BR-2231', include: 'kiln' }, { ...lot, fetched_at: '2025-06-15T16:22:34.538Z' }),
      llm(reasoning.replace('and its moisture', 'and the moisture')),
    )
    expect(loops(trace)).toBe(true)
    // The kiln log it asked for came back: news, and the step after it may say what it said.
    const answered = root(
      tool('getLot', { lot: 'BR-2231' }, lot),
      llm(reasoning),
      tool('getLot', { lot: 'BR-2231', include: 'kiln' }, { ...lot, kiln_log: [{ pass: 2, moisture_pct: 11.2 }] }),
      llm(reasoning),
    )
    expect(loops(answered)).toBe(false)
  })

  it('a page whose body says "No more orders" in its markup is nothing found, and a timing header says nothing of the page', () => {
    const page = (scroll: number, body: string, ms: string) =>
      tool(
        'order_board_scroll',
        { view: 'due_before', date: '2025-05-17', scroll },
        { status: 200, headers: { 'content-type': 'text/html', 'x-render-ms': ms }, body },
      )
    expect(isEmptyResult({ status: 200, headers: { 'x-render-ms': '58' }, body: '<p class="end">No more orders</p>' })).toBe(true)
    const trace = root(
      page(0, '<ul class="orders"><li data-id="S-881">Wilson Blade 98 due Thu</li></ul>', '29'),
      page(600, '<ul class="orders"><li data-id="S-890">Head Speed MP due Sat</li></ul><p class="end">No more orders</p>', '8'),
      page(1200, '<p class="end">No more orders</p>', '58'),
      page(1800, '<p class="end">No more orders</p>', '26'),
      page(3000, '<p class="end">No more orders</p>', '41'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("CrewAI's tool usage record is the call it names: `{ tool_name, tool_args }`, the arguments a JSON string", () => {
    const call = toolCallOf({
      type: 'tool',
      name: 'ToolUsage',
      input: { tool_name: 'herdbook_lookup', tool_args: '{"tag":"25-0147"}' },
      output: 'No records found.',
      children: [],
    })
    expect(call?.tool).toBe('herdbook_lookup')
    expect(call?.args).toEqual({ tag: '25-0147' })
  })

  it('an agent launched again under its own name with a number after it is the same agent: handing the task down to it with no work done is a re-entry', () => {
    const send = (to: string, message: string, inner: Dict[]): Dict => ({
      type: 'tool',
      name: 'send_message_to_agent_and_wait_for_reply',
      input: { other_agent_id: to, message },
      output: null,
      children: inner,
    })
    const task = 'Match the three ferrets surrendered on Friday (Pip, Moss, Juniper) to approved adopters.'
    const step = (name: string, inner: Dict[]) =>
      agent(`letta.step:${name}`, { message: task }, null, [llm('Matching is the other agent job; passing it on.'), ...inner])
    const trace = agent('letta.run', { message: task }, { status: 'failed' }, [
      step('intake-coordinator', [
        send('adoption-matcher', task, [
          step('adoption-matcher', [
            send('intake-coordinator-2', task, [step('intake-coordinator-2', [send('adoption-matcher-2', task, [step('adoption-matcher-2', [])])])]),
          ]),
        ]),
      ]),
    ])
    expect(progress(trace).findings.some((f) => f.kind === 'recursive-call')).toBe(true)
  })

  it('the same words about two records are two answers: acknowledgements whose record ids the comparison leaves out, or answers that name nothing', () => {
    const ack = (id: string, seq: number) => tool('ack_alarm', { id, note: 'RTN, acked by night shift' }, { id, acked: true, ack_user: 'svc-bms-agent', seq })
    expect(loops(root(ack('ALM-88120', 261250), ack('ALM-88131', 256946), ack('ALM-88152', 258419), ack('ALM-88158', 259001)))).toBe(false)
    const room = (n: string) => tool('check_room', { room: n }, { available: true, rate_band: 'standard' })
    expect(loops(root(room('R-101'), room('R-102'), room('R-103'), room('R-104')))).toBe(false)
  })
})

describe('rules blind sets 46 and 47 asked for', () => {
  it('a path is masked segment by segment, not as one base64 run: two design files that differ in their minted tail read alike', () => {
    expect(maskVolatileText('/srv/loft/designs/SL-4471/rev-C-2fd6a8.dxf')).toBe('/srv/loft/designs/SL-4471/rev-C-2fd6a8.dxf')
    expect(maskHandles(maskVolatileText('/srv/loft/designs/SL-4471/rev-C-2fd6a8.dxf'))).toBe(
      maskHandles(maskVolatileText('/srv/loft/designs/SL-4471/rev-C-d7354b.dxf')),
    )
    // A base64 run is still one id.
    expect(maskVolatileText('sig Zm9vYmFyL2Jhei9xdXgrMTIzNDU2Nzg5MA+/Ab12Cd34')).toContain('<id>')
  })

  it('the same record read again under another revision name, answered the same but for its minted file name, brought nothing: the long step said again after it is a repeat', () => {
    const layout = (revision: string, tail: string) =>
      tool(
        'get_panel_layout',
        { order_id: 'SL-4471', revision },
        { revision: 'C', panels: 17, warnings: ['reef patch R2 overlaps panel 11 seam by 4mm'], file: `/srv/loft/designs/SL-4471/rev-C-${tail}.dxf` },
      )
    const thought =
      'The layout is cross-cut with seventeen panels and revision C flags that the second reef patch overlaps the seam of panel eleven by four millimetres, so before I queue the plot I should decide whether to shift the reef patch or widen the seam allowance.'
    expect(loops(root(layout('latest', 'd7354b'), llm(thought), layout('C', '2fd6a8'), llm(thought)))).toBe(true)
    // Another order's layout, alike but for its file, is another record.
    const other = tool(
      'get_panel_layout',
      { order_id: 'SL-4480', revision: 'C' },
      { revision: 'C', panels: 17, warnings: ['reef patch R2 overlaps panel 11 seam by 4mm'], file: '/srv/loft/designs/SL-4480/rev-C-9a1b2c.dxf' },
    )
    expect(loops(root(layout('latest', 'd7354b'), llm(thought), other, llm(thought.replace('seventeen', 'seventeen too,'))))).toBe(false)
  })

  it('a tool span named only for its kind (`function`) is the call the model step before it asked for: an edit between two failing runs is no news of the run', () => {
    const turn = (name: string, args: Record<string, unknown>): Dict => ({
      type: 'llm',
      name: 'Generation',
      input: '',
      output: { output: [{ type: 'function_call', call_id: `call_${name}`, name, arguments: JSON.stringify(args) }] },
      children: [],
    })
    const run = { cmd: 'npm run test:e2e -- checkout.spec.ts' }
    const failingRun = (seconds: string, trace: string): Dict => ({
      type: 'tool',
      name: 'function',
      input: JSON.stringify(run),
      output: `1) checkout.spec.ts:18:5 adds UK 7 slippers to basket (${seconds}s)\n  Error: locator.click: Timeout 5000ms exceeded.\n  attachment: test-results/checkout-adds-UK-7-${trace}-chromium/trace.zip`,
      error: 'exit 1',
      children: [],
    })
    const patch = (diff: string) => [
      turn('apply_patch', { path: 'tests/checkout.spec.ts', diff }),
      tool('function', JSON.stringify({ path: 'tests/checkout.spec.ts', diff }), { ok: true, hunks_applied: 1 }),
    ]
    const trace = root(
      turn('run_shell', run),
      failingRun('5.1', 'ac877'),
      ...patch('timeout 10000'),
      turn('run_shell', run),
      failingRun('6.4', '9b74c'),
      ...patch('accept cookie banner'),
      turn('run_shell', run),
      failingRun('6.7', '3f0d2'),
      ...patch('regex name'),
      turn('run_shell', run),
      failingRun('6.5', 'e81a4'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('"Search returned no products" is nothing found, "found no errors" a clean check; `duplicate: true` says the call was already made', () => {
    expect(isEmptyResult('Search returned no products. (search id f458695878dc, 71 ms)')).toBe(true)
    expect(isEmptyResult('Linter found no errors.')).toBe(false)
    const submit = (extra: Record<string, unknown>) =>
      tool('portal_submit', { site: 'MST-0931', file: 'MST-0931_renewal_signed.pdf' }, { ack: 'ACK-66120', status: 'RECEIVED', ...extra })
    const status = () => tool('portal_status', { ack: 'ACK-66120' }, { ack: 'ACK-66120', status: 'RECEIVED' })
    expect(loops(root(submit({}), status(), submit({ duplicate: true }), status()))).toBe(true)
    expect(loops(root(submit({}), status()))).toBe(false)
  })

  it('a list kept under `entries` (or `countries`) is the answer, not a count of tries: pages of new entries are progress', () => {
    const page = (token: string, entries: string[], next: string) => tool('laundry_log', { days: 14, page_token: token }, { entries, next_page_token: next })
    const paged = root(
      page('', ['03-01 Fatih 420 towels', '03-02 Kadikoy 310 towels', '03-03 Besiktas 280 towels'], 'tok1'),
      page('tok1', ['03-05 Fatih 445 towels', '03-08 Kadikoy 330 towels', '03-09 Besiktas 260 towels'], 'tok2'),
      page('tok2', ['03-12 Fatih 410 towels'], ''),
    )
    expect(loops(paged)).toBe(false)
    const regions = (countries: string[]) => tool('list_regions', { continent: 'EU' }, { countries })
    expect(loops(root(regions(['FR', 'DE']), regions(['IT', 'ES']), regions(['PT', 'NL']), regions(['BE', 'AT'])))).toBe(false)
    // A count of tries beside an answer still says nothing of it.
    const probe = (tries: number) => tool('probe', { host: 'db-1' }, { state: 'down', tries, maxTries: 5 })
    expect(loops(root(probe(1), probe(2), probe(3), probe(4)))).toBe(true)
  })
})

describe('rules after blind sets 46 and 47 (a text answer read by its parts)', () => {
  const plan =
    'D6 is the weak spot: six inches of honeycombed ice will not hold a 2,000 lb hut once Saturday reaches 44F, so the Okafor hut at D6 must be moved to the C4 shelf before Friday and the renter told today.'

  it('a lookup that answers, line for line or field for field, part of what one answered is nothing new: the plan said again after it is a repeat', () => {
    const ice = (grids: string[], text: string) => tool('ice_thickness', { grids }, text)
    const trace = root(
      ice(['C4', 'D6', 'F2'], 'station=ML-buoy-2 sampled Jun  3 06:37:17 | C4: 9.5in clear | D6: 6.0in honeycombed | forecast_high_sat=44F'),
      llm(plan),
      ice(['D6'], 'station=ML-buoy-2 sampled Jun  3 06:37:20 | D6: 6.0in honeycombed | forecast_high_sat=44F'),
      llm(plan.replace('must be moved', 'has to be moved')),
    )
    expect(loops(trace)).toBe(true)
    // A new reading for D6 is news, and the plan may be said again after it.
    const moved = root(
      ice(['C4', 'D6', 'F2'], 'station=ML-buoy-2 sampled Jun  3 06:37:17 | C4: 9.5in clear | D6: 6.0in honeycombed | forecast_high_sat=44F'),
      llm(plan),
      ice(['D6'], 'station=ML-buoy-2 sampled Jun  3 06:37:20 | D6: 5.5in honeycombed | forecast_high_sat=44F'),
      llm(plan),
    )
    expect(loops(moved)).toBe(false)
  })

  it("a harness's bracketed note is no part of the answer: pages that only share it are new pages", () => {
    const bash = (page: number, lines: string[]) =>
      tool(
        'execute_bash',
        {
          command: `gh api 'repos/harborlabs/ledger-api/issues?labels=bug&state=open&per_page=5&page=${page}' --jq '.[] | [.number, .title, ([.labels[].name] | join(",")), .created_at] | @tsv' | awk -F'\\t' '{print $1"\\t"$2"\\t"$3}'`,
        },
        [...lines, '[The command completed with exit code 0.]', '[Current working directory: /workspace]'].join('\n'),
      )
    const paged = root(
      bash(1, ['4504 Pagination cursor ignored', '4529 Refund webhook fires twice']),
      bash(2, ['4594 Currency rounding off', '4624 Webhook signature']),
      bash(3, ['4657 Ledger balance stale']),
      // The empty page that ends it says only what the harness says of every command.
      bash(4, []),
    )
    expect(loops(paged)).toBe(false)
  })
})

describe('rules blind sets 48 and 49 asked for', () => {
  const assessment =
    'Pool 3 readings: free chlorine 0.38 mg/L at 14:00, below the 0.4 mg/L minimum the prefecture requires for recirculating baths, and the Legionella culture from Monday is still listed as pending, so a second chlorine reading and the finished culture result are both needed before it may reopen.'
  const run = (output: unknown) =>
    agent('ai.generateText', { prompt: 'Can pool 3 reopen tonight?' }, output, [
      tool('getWaterReadings', { pool: 3, date: '2024-09-17' }, { readings: [{ t: '14:00', free_cl: 0.38 }] }),
      llm(assessment),
      tool('labPortalStatus', { sample: 'KW-P3-0916' }, { sample: 'KW-P3-0916', status: 'PENDING', incubation_day: 3 }),
      llm(assessment.replace('below the', 'which is below the')),
    ])

  it('a run whose answer says it stopped at its limit (`maxSteps reached`, `error_max_turns`, `MAX_REMOTE_CALLS`) ended failing: its last step, said again after news it ignored, led nowhere', () => {
    expect(loops(run({ finishReason: 'tool-calls', note: 'maxSteps reached' }))).toBe(true)
    expect(loops(run({ type: 'result', subtype: 'error_max_turns', num_turns: 12 }))).toBe(true)
    expect(loops(run({ finishReason: 'MAX_REMOTE_CALLS' }))).toBe(true)
    // A run that just stops says nothing of how it ended, and one that answered did not fail.
    expect(loops(run(null))).toBe(false)
    expect(loops(run({ finishReason: 'stop', text: 'Pool 3 stays closed tonight.' }))).toBe(false)
  })

  it("Griptape's action and artifacts are read: a call's `{ action: { tag, input: { values } } }` is its values, and a message's `TextArtifact` its text", () => {
    const call = toolCallOf({
      type: 'tool',
      name: 'EmailTool.send',
      input: {
        action: { tag: 'call_jhIoVQgSY74b', name: 'EmailTool', path: 'send', input: { values: { to: 'j.pereira@example.com', subject: 'Your installation' } } },
      },
      output: { type: 'TextArtifact', value: 'Email sent' },
      children: [],
    })
    expect(call.args).toEqual({ to: 'j.pereira@example.com', subject: 'Your installation' })
    expect(textOf({ role: 'assistant', content: [{ artifact: { type: 'TextArtifact', value: 'The task is complete.' } }] })).toBe('The task is complete.')
  })

  it('a count of bytes that went up and down is a reading, not work going on: the same passing build run again and again is a loop', () => {
    const build = (bytes: number, seconds: string) =>
      tool(
        'shell',
        { cmd: 'latexmk -pdf main.tex' },
        `Output written on main.pdf (142 pages, ${bytes} bytes).\nLatexmk: All targets (main.pdf) are up-to-date\nreal\t0m${seconds}s`,
      )
    const fix = tool('apply_patch', { path: 'chapters/ch3.tex', diff: '-\\cite{smith2019}\n+\\cite{smith2019a}' }, 'Patched chapters/ch3.tex (1 hunk)')
    expect(loops(root(fix, build(3100275, '12.884'), build(3100261, '11.892'), build(3100025, '16.726'), build(3100101, '10.154')))).toBe(true)
    // A transfer whose bytes only grow is the work going on.
    const copy = (bytes: number) => tool('transfer_status', { job: 'nightly-backup' }, `state: copying, ${bytes} bytes transferred`)
    expect(
      loops(
        root(
          copy(1_000_000),
          copy(2_500_000),
          copy(4_100_000),
          copy(5_900_000),
          tool('transfer_status', { job: 'nightly-backup' }, 'state: done, 6000000 bytes transferred'),
        ),
      ),
    ).toBe(false)
  })
})

describe('rules after blind set 48 (a place in a URL, a read by its transaction number)', () => {
  const page = (n: number, tickets: string[]) =>
    tool(
      'http_get',
      { url: `/api/v2/tickets?status=open&sort=created&page=${n}` },
      {
        status: 200,
        headers: { link: `</api/v2/tickets?status=open&sort=created&page=${n + 1}>; rel="next"`, date: `Tue, 04 Jun 2024 09:1${n}:02 GMT` },
        body: tickets.map((id) => ({ id, subject: `Ticket ${id} about the mobile app login screen` })),
      },
    )

  it('a page number in a relative address is a place in the list: the same empty page answered further and further along is paging past the end', () => {
    const found = [page(1, ['T-4410', 'T-4411']), page(2, ['T-4417'])]
    expect(loops(root(...found, page(3, []), page(4, []), page(5, []), page(6, [])))).toBe(true)
    // Stopping at the first empty page is the end of the list.
    expect(loops(root(...found, page(3, [])))).toBe(false)
  })

  it("the query of a relative or shortened address is read as arguments, like an absolute URL's: its place is no subject, its day is", () => {
    const observe = (url: string) => observeAction({ tool: 'http_get', args: { url }, output: { status: 200, body: [] } }, new ToolIdentities())
    const paged = observe('/shifts?team=night&from=2024-06-01&page=2')
    expect(paged.subjectValues).toEqual(['/shifts', 'date:2024-06-01', 'night'])
    expect(paged.keyWithoutPlace).not.toBe(paged.key)
    expect(paged.keyWithoutPlace).toBe(observe('/shifts?page=7&team=night&from=2024-06-01').keyWithoutPlace)
    expect(observe('/shifts?team=night&from=2024-06-02&page=7').subjectValues).toEqual(['/shifts', 'date:2024-06-02', 'night'])
    // A query continued after an elided address (`…&offset=200`).
    expect(observe('…&offset=200').subjectValues).toEqual(['…'])
    expect(observe('…&offset=300').keyWithoutPlace).toBe(observe('…&offset=200').keyWithoutPlace)
    // Text with an ampersand is no address.
    expect(observe('R&D budget=2024 plan').subjectValues).toEqual([])
  })

  it("a whole number under an id key is a handle when the very same read answers again: the controller read four times with only its transaction's number new is the same state", () => {
    const read = (transaction: number, ms: number) =>
      tool(
        'plc_read',
        { station: 4, tags: ['oven_temp', 'setpoint', 'burner_pct'] },
        { tags: { oven_temp: 251.5, setpoint: 230, burner_pct: 100 }, transaction_id: transaction, latency_ms: ms },
      )
    expect(loops(root(read(1204, 12), read(5391, 41), read(23077, 9), read(61550, 23)))).toBe(true)
    // The same read whose state moves is news, whatever its transaction number.
    const moving = (transaction: number, temp: number, burner: number) =>
      tool(
        'plc_read',
        { station: 4, tags: ['oven_temp', 'setpoint', 'burner_pct'] },
        { tags: { oven_temp: temp, setpoint: 230, burner_pct: burner }, transaction_id: transaction },
      )
    expect(loops(root(moving(51807, 251.5, 100), moving(310, 244, 60), moving(90214, 236.5, 20), moving(77125, 230.5, 5)))).toBe(false)
  })
})

describe('rules blind sets 50 and 51 asked for', () => {
  it("a table's row is one record: a status table whose rows change state by state is news, though every cell was seen before", () => {
    const table = (orders: string, items: string, refunds: string) =>
      tool(
        'sql',
        { query: 'select table_name, phase from replication_status' },
        ` table_name | phase\n------------+-------\n orders     | ${orders}\n items      | ${items}\n refunds    | ${refunds}\n(3 rows)\n\nTime: ${orders.length + items.length}.412 ms`,
      )
    const cutover = tool('set_config', { key: 'PRIMARY_HOST', value: 'db-new-1' }, { ok: true, revision: 41 })
    const trace = root(
      llm('Checking the replication phases.'),
      table('copy', 'init', 'init'),
      llm('orders is copying, the others initialising. Checking again.'),
      table('ready', 'copy', 'init'),
      llm('orders is ready; items copying now. Checking again.'),
      table('ready', 'ready', 'copy'),
      llm('Only refunds is left copying.'),
      table('ready', 'ready', 'ready'),
      llm('All three are ready. Switching the primary.'),
      cutover,
    )
    expect(loops(trace)).toBe(false)
  })

  it('"0 matches in 14 log files" is nothing found: the files a search looked through are not what it found', () => {
    expect(isEmptyResult('grep: 0 matches in 14 log files (1584 lines scanned)')).toBe(true)
    expect(isEmptyResult({ type: 'tool_result', content: 'No hits across 3 indexes' })).toBe(true)
    expect(isEmptyResult('3 matches in 2 files')).toBe(false)
    expect(isEmptyResult('Pattern found in 3 files')).toBe(false)
  })

  it('a response whose HTTP status is an error failed: the same 403 after each different fix is the same failure', () => {
    const probe = (ms: number) =>
      tool('call_webhook', { url: 'https://hooks.example.org/deliveries' }, { status: 403, body: { error: 'signature_mismatch' }, elapsed_ms: ms })
    const trace = root(
      tool('set_secret', { name: 'HOOK_SECRET', value: 'rotated' }, 'ok'),
      probe(812),
      tool('edit_file', { path: 'src/verify.ts', find: 'req.body', replace: 'req.rawBody' }, 'ok'),
      probe(640),
      tool('set_secret', { name: 'HOOK_TOLERANCE_S', value: '600' }, 'ok'),
      probe(733),
    )
    expect(loops(trace)).toBe(true)
    // A 404 says nothing is there, and a 200 is no failure.
    expect(isEmptyResult({ status: 404, body: { message: 'no such delivery' } })).toBe(true)
    const fixed = root(
      tool('set_secret', { name: 'HOOK_SECRET', value: 'rotated' }, 'ok'),
      probe(812),
      tool('edit_file', { path: 'src/verify.ts' }, 'ok'),
      tool('call_webhook', { url: 'https://hooks.example.org/deliveries' }, { status: 200, body: { delivered: true } }),
    )
    expect(loops(fixed)).toBe(false)
  })

  it('a write made again, answered as before but for a count of how often it was made, is a duplicate', () => {
    const send = (count: number | undefined, token: string, at: string) =>
      tool(
        'send_quote',
        { quote: 'Q-2207', to: 'buyer@example.com' },
        { status: 'sent', sent_at: at, view_url: `https://quotes.example.com/v/${token}`, ...(count === undefined ? {} : { resend_count: count }) },
      )
    const resent = root(
      send(undefined, 'k8PzT2wQmR4vXy7bNc', '2024-05-02T10:00:01Z'),
      send(1, 'Jq3LrV9sKd2WmX8pTz', '2024-05-02T10:00:09Z'),
      send(2, 'a7FhQ2nLw9ZkR3pVxe', '2024-05-02T10:00:15Z'),
    )
    expect(progress(resent).findings.some((f) => f.kind !== 'stalled-reasoning')).toBe(true)
    // A count that jumped by more is news, and so is another recipient.
    expect(loops(root(send(undefined, 'k8PzT2wQmR4vXy7bNc', '2024-05-02T10:00:01Z'), send(5, 'Jq3LrV9sKd2WmX8pTz', '2024-05-02T10:00:09Z')))).toBe(false)
  })

  it('a run of base64 with a word between its slashes is a path: its random segment is masked on its own', () => {
    expect(maskHandles(maskVolatileText('https://pay.example/i/t93JxEN3ndptyoQgte'))).toBe(
      maskHandles(maskVolatileText('https://pay.example/i/t95emtaYzNJBEWMjUd')),
    )
    expect(maskHandles(maskVolatileText('https://pay.example/i/t93JxEN3ndptyoQgte'))).toContain('pay.example/i/')
  })
})

describe('rules after blind sets 50 and 51 (serials that wander)', () => {
  const check = (offset: number, state = 'streaming') =>
    tool('replica_status', { replica: 'pg-eu-2' }, `role: replica\nstate: ${state}\nreplay_offset: ${offset}`)

  it('the same words a fourth time with only big whole numbers changed, each going both up and down, is the same state read again', () => {
    expect(loops(root(check(300970830), check(724739996), check(190680619), check(577711165), check(879175340), check(612004871)))).toBe(true)
  })

  it('a big number that only grows is the work going on, and a small one that moves is a reading', () => {
    expect(loops(root(check(1_000_000), check(1_450_000), check(1_900_000), check(2_300_000), check(2_300_000, 'caught up')))).toBe(false)
    const queue = (depth: number) => tool('queue_depth', { queue: 'invoices' }, `queue: invoices\nwaiting: ${depth}`)
    expect(loops(root(queue(12), queue(9), queue(10), queue(4), queue(0), tool('close_batch', { batch: 'B-7' }, 'closed')))).toBe(false)
  })
})

describe('rules after blind sets 50 and 51 (two states in turn)', () => {
  it('a code under a key that names a reference is a handle when the very same call answers again: quotes minted anew for the same price, tiers priced in turn', () => {
    const quote = (tier: string, total: number, ref: string) =>
      tool('quote_price', { product: 'deck-stain', litres: 40, tier }, JSON.stringify({ total_eur: total, quote_ref: ref, valid_until: '2025-06-30' }))
    const trace = root(
      quote('basic', 412, 'Q-KXWTRM'),
      quote('pro', 530, 'Q-PLZQVD'),
      quote('basic', 412, 'Q-HBNGTS'),
      quote('pro', 530, 'Q-WMCRJF'),
      quote('basic', 412, 'Q-DXQLZK'),
      quote('pro', 530, 'Q-TRVBNH'),
    )
    expect(loops(trace)).toBe(true)
    // Another price is news, whatever the reference.
    expect(loops(root(quote('basic', 412, 'Q-KXWTRM'), quote('pro', 530, 'Q-PLZQVD'), quote('basic', 398, 'Q-HBNGTS'), quote('pro', 515, 'Q-WMCRJF')))).toBe(
      false,
    )
  })

  it('a random seed printed in a text answer is no reading: two settings simulated in turn, answering as before but for the seed', () => {
    const simulate = (cord: string, seed: number) =>
      tool(
        'python',
        { code: `print(simulate(cord="${cord}"))` },
        cord === 'B'
          ? `Execution logs:\n{'cord': 'B', 'clearance_m': -0.4, 'peak_g': 2.8, 'sim_seed': ${seed}}`
          : `Execution logs:\n{'cord': 'C', 'clearance_m': 14.8, 'peak_g': 3.9, 'sim_seed': ${seed}}`,
      )
    expect(loops(root(simulate('B', 6690), simulate('C', 86392), simulate('B', 62898), simulate('C', 58932), simulate('B', 1207)))).toBe(true)
  })
})

describe('rules blind sets 52 and 53 asked for', () => {
  it("Google ADK's model turn `{ content: { role, parts } }` and OpenTelemetry GenAI's output messages as a span's output are read for their text", () => {
    expect(textOf({ content: { role: 'model', parts: [{ text: '3 of 30 lanes done.' }, { functionCall: { name: 'status', args: {} } }] } })).toBe(
      '3 of 30 lanes done.',
    )
    expect(
      textOf([
        {
          role: 'assistant',
          parts: [
            { type: 'text', content: 'Running the check again.' },
            { type: 'tool_call', name: 'shell' },
          ],
          finish_reason: 'tool_call',
        },
      ]),
    ).toBe('Running the check again.')
    expect(textOf([{ role: 'assistant', parts: [{ type: 'tool_call', name: 'shell' }] }])).toBeNull()
  })

  it('an empty list of what went wrong (`failed: []`, `errors: []`) says nothing went wrong, not that nothing was found', () => {
    expect(isEmptyResult({ lanes_done: 12, lanes_total: 30, state: 'running', failed: [] })).toBe(false)
    expect(isEmptyResult({ results: [], errors: [] })).toBe(true)
    const poll = (done: number, state: string) => tool('calibration_status', { range: 'north' }, { lanes_done: done, lanes_total: 30, state, failed: [] })
    expect(
      loops(
        root(poll(0, 'pending'), poll(12, 'running'), poll(26, 'running'), poll(30, 'passed'), tool('post_notice', { board: 'athletes' }, { posted: true })),
      ),
    ).toBe(false)
  })

  it('a prompt that names a reading once more than an earlier one did is not that prompt restated: a history of readings that grew', () => {
    const step = (history: string, answer: string) =>
      ({
        type: 'llm',
        name: 'chat',
        input: { messages: [{ role: 'user', content: `SG history for T4: ${history}. Is fermentation done (stable <=1.002 on two readings)?` }] },
        output: answer,
        children: [],
      }) as Dict
    const trace = root(
      step('1.018', 'Not yet: latest 1.018, still dropping.'),
      step('1.018, 1.009', 'Not yet: latest 1.009, still dropping.'),
      step('1.018, 1.009, 1.004', 'Not yet: latest 1.004, still dropping.'),
      step('1.018, 1.009, 1.004, 1.002', 'Not yet: latest 1.002, first reading at target.'),
      step('1.018, 1.009, 1.004, 1.002, 1.002', 'Yes: 1.002 on two consecutive readings.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a span typed `action` (Burr) is a call, and a plain `span` that recorded arguments and an answer did something between the model steps around it', () => {
    const acted = (type: string, ham: string) =>
      ({ type, name: 'move_to_drying', input: { ham, room: 'secadero-2' }, output: { ack: 'OK' }, children: [] }) as Dict
    const note = (ham: string, day: number) => llm(`Ham ${ham} moved to drying room 2 (day ${day}).`)
    for (const type of ['span', 'action']) {
      const batch = root(
        acted(type, 'H-101'),
        note('H-101', 14),
        acted(type, 'H-102'),
        note('H-102', 15),
        acted(type, 'H-103'),
        note('H-103', 16),
        acted(type, 'H-104'),
        note('H-104', 17),
      )
      expect(loops(batch)).toBe(false)
    }
  })

  it('a tool named with a read verb first reads, whatever nouns follow (`get_forum_post`); a view count on the same post is no news', () => {
    const read = (views: number, csrf: string) => tool('get_forum_post', { post_id: 88412 }, { post_id: 88412, status: 'published', views, csrf })
    const trace = root(
      tool('create_forum_post', { thread: 'results', body: 'Grade 4: 1st Pip' }, { post_id: 88412, status: 'published' }),
      read(45, 'f519af69394a5b26'),
      read(15, '98bc7ced6d79a97a'),
      read(74, '9737837f2a3bac32'),
      read(60, 'acabb51dd6cfb8e9'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a read verb after a namespace word reads too (`wp_get_post`), unless that word is a verb or names a write (`set_read_routing`, `licence_register`)', () => {
    const identities = new ToolIdentities()
    expect(identities.of('wp_get_post').mutating).toBe(false)
    expect(identities.of('wp_get_post').readsRecords).toBe(true)
    expect(identities.of('gh_list_runs').readsRecords).toBe(true)
    expect(identities.of('wp_update_post').mutating).toBe(true)
    expect(identities.of('slack_post_message').mutating).toBe(true)
    expect(identities.of('set_read_routing').mutating).toBe(true)
    expect(identities.of('licence_register').readsRecords).toBe(false)
    // Read again after publishing, with only the modified time moved: the same post read twice.
    const read = (modified: string) =>
      tool('wp_get_post', { id: 3391 }, { id: 3391, status: 'publish', modified_gmt: modified, link: 'https://stories.example.org/2025/12/impact/' })
    const trace = root(
      tool('wp_update_post', { id: 3391, status: 'publish' }, { id: 3391, status: 'publish' }),
      read('2025-08-04T08:36:06'),
      read('2025-08-04T08:36:26'),
    )
    const events = progress(trace).findings.filter((f) => f.kind === 'no-progress-repeat')
    expect(events.map((f) => f.tool)).toEqual(['wp_get_post'])
  })

  it("a warehouse's word that its cache answered (`cacheHit`, `cache_hit`) is the delivery's, not the answer's", () => {
    const identities = new ToolIdentities()
    for (const key of ['cacheHit', 'cache_hit', 'queryCacheHit']) expect(identities.of('run_sql').isVolatileResultKey(key)).toBe(true)
    for (const key of ['cached_items', 'hits', 'cache_size']) expect(identities.of('run_sql').isVolatileResultKey(key)).toBe(false)
    const run = (cacheHit: boolean) => tool('run_sql', { sql: 'SELECT MAX(event_date) FROM seat_activity_v2' }, { cacheHit, rows: [{ f0_: '2024-11-03' }] })
    expect(loops(root(run(false), run(true), run(true), run(true)))).toBe(true)
  })

  it('a response printed as text (`curl -i`) served again from a cache is the same answer: transport header lines are left out, others kept', () => {
    const identities = new ToolIdentities()
    const result = (text: string) =>
      observeAction(toolCallOf(tool('http_get', { url: 'https://stories.example.org/impact/' }, text) as never)!, identities).result
    const body = '\n\n<title>Our 2025 impact report</title>'
    const fresh = result(`HTTP/2 200\ncontent-type: text/html; charset=UTF-8\nx-cache: MISS${body}`)
    expect(result(`HTTP/2 200\ncontent-type: text/html; charset=UTF-8\nx-cache: HIT\nset-cookie: exp=hero-b.8761; path=/\nage: 286${body}`)).toBe(fresh)
    expect(result(`HTTP/2 200\r\ncontent-type: text/html; charset=UTF-8\r\ndate: Mon, 04 Aug 2025 08:36:11 GMT${body}`)).toBe(fresh)
    // Another body, another status or another content type is another answer.
    expect(result(`HTTP/2 200\ncontent-type: text/html; charset=UTF-8\nx-cache: HIT\n\n<title>Draft</title>`)).not.toBe(fresh)
    expect(result(`HTTP/2 404\ncontent-type: text/html; charset=UTF-8\nx-cache: HIT${body}`)).not.toBe(fresh)
    expect(result(`HTTP/2 200\ncontent-type: application/json\nx-cache: HIT${body}`)).not.toBe(fresh)
  })

  it('the same words a fourth time with numbers that went up and down within a tenth of their size is the same state read again; a queue draining is news', () => {
    const check = (operations: number) =>
      tool('shell', { cmd: 'rover subgraph check shop@prod --name inventory' }, `Operation Check [PASSED]: compared against ${operations} operations`)
    expect(loops(root(check(1265), check(1203), check(1261), check(1292), check(1240)))).toBe(true)
    const queue = (depth: number) => tool('queue_depth', { queue: 'invoices' }, `queue: invoices\nwaiting: ${depth}`)
    expect(loops(root(queue(12), queue(9), queue(10), queue(4), queue(2), tool('close_batch', { batch: 'B-7' }, 'closed')))).toBe(false)
  })

  it("smolagents' observation ending `Out: None` is read like one ending `Last output from code snippet:`: an empty list printed is nothing found", () => {
    expect(isEmptyResult('Execution logs:\n[]\nOut: None')).toBe(true)
    expect(isEmptyResult("Execution logs:\n[{'id': 4}]\nOut: None")).toBe(false)
  })

  it("a quota header beside the body (`x-shopify-api-call-limit`) is transport, and a `path` argument's query is read as arguments", () => {
    const fulfil = (limit: string) =>
      tool('fulfill_order', { order: 4471 }, { errors: { base: ['Order #4471 is already fulfilled'] }, status: 422, 'x-shopify-api-call-limit': limit })
    expect(
      loops(
        root(
          tool('fulfill_order', { order: 4471, tracking: 'RM6981' }, { fulfillment: { status: 'success' } }),
          fulfil('3/40'),
          fulfil('24/40'),
          fulfil('28/40'),
        ),
      ),
    ).toBe(true)
    const observe = (path: string) => observeAction({ tool: 'gh_api', args: { path }, output: { body: [] } }, new ToolIdentities())
    expect(observe('/repos/shop/runs?per_page=100&page=4').keyWithoutPlace).toBe(observe('/repos/shop/runs?per_page=100&page=5').keyWithoutPlace)
  })

  it('pages whose records differ only in their ids are other records, not the same page again', () => {
    const page = (n: number, ids: number[]) =>
      tool(
        'gh_api',
        { url: `https://api.github.com/repos/shop/actions/runs?per_page=2&page=${n}` },
        {
          status: 200,
          headers: { date: `Fri, 11 Apr 2025 05:40:0${n} GMT` },
          body: {
            total_count: 6,
            workflow_runs: ids.map((id, i) => ({ id, conclusion: i % 2 ? 'success' : 'failure', created_at: `2025-04-11T05:3${n}:5${i}Z` })),
          },
        },
      )
    const trace = root(page(1, [9593223368, 9223400377]), page(2, [9521940701, 9168673472]), page(3, [9077726469, 9361188658]), page(4, []))
    expect(progress(trace).findings).toEqual([])
  })
})

describe('rules after blind sets 52 and 53 (a person answering, a check out of range, a tool invoker)', () => {
  it("a step that brings back a person's message (`{ role: 'user', content }`) is their answer: the same answer to a question put again is asked in vain", () => {
    const reply = 'Yes, tonight 23:00-01:00 UTC is fine, go ahead.'
    const ask = (question: string): Dict => ({
      type: 'llm',
      name: 'ChatOpenAI',
      input: [{ role: 'user', content: reply }],
      output: {
        role: 'assistant',
        content: `The upgrade needs downtime, so I should confirm a maintenance window with the user before stopping the cluster. ${question}`,
      },
      children: [],
    })
    const answer = (id: number, content = reply): Dict => ({
      type: 'event',
      name: 'message',
      input: { id, source: 'agent', action: 'message', wait_for_response: true },
      output: { role: 'user', content },
      children: [],
    })
    const trace = root(
      ask('May I take orders-db down for the upgrade tonight?'),
      answer(0),
      ask('Can I stop the cluster for pg_upgrade?'),
      answer(1),
      ask('To be safe: do I have your approval for the downtime?'),
      answer(2),
      ask('Is the window confirmed?'),
      answer(3),
    )
    expect(loops(trace)).toBe(true)
    // Answers that differ are news.
    expect(loops(root(ask('May I take orders-db down?'), answer(0, 'Not tonight.'), llm('Which night then?'), answer(1, 'Thursday, 23:00.')))).toBe(false)
  })

  it('a check whose result is `OUT_OF_RANGE` failed: the same report after each different setting is the same failure', () => {
    const check = (id: string) => tool('compliance_check', { house: 'PH-2' }, { check_id: id, rh_mean: 54.2, band: [60, 70], result: 'OUT_OF_RANGE' })
    const trace = root(
      tool('set_controller', { house: 'PH-2', fogger_pct: 40 }, 'OK applied'),
      check('c-101'),
      tool('set_controller', { house: 'PH-2', vent_max_pct: 15 }, 'OK applied'),
      check('c-102'),
      tool('set_controller', { house: 'PH-2', setpoint_rh: 68 }, 'OK applied'),
      check('c-103'),
    )
    expect(loops(trace)).toBe(true)
  })

  it("a span named for invoking tools is the call its input's `tool` names: re-sending the same quote is the same write made again", () => {
    const invoke = (input: Record<string, unknown>, output: unknown) => ({ type: 'tool', name: 'ToolInvoker', input, output, children: [] }) as Dict
    const call = toolCallOf({
      type: 'tool',
      name: 'ToolInvoker',
      input: { tool: 'send_quote', quote: 'Q-4471', to: 'studio@example.com' },
      output: { result: '{"sent":true}' },
      children: [],
    })
    expect(call.tool).toBe('send_quote')
    expect(call.args).toEqual({ quote: 'Q-4471', to: 'studio@example.com' })
    const send = (id: string) =>
      invoke({ tool: 'send_quote', quote: 'Q-4471', to: 'studio@example.com' }, { result: `{"sent":true,"message_id":"<${id}@mx.example.com>"}` })
    expect(loops(root(send('1fcfc19c6cab65a37683'), send('cb7e1d300e2c101e966b'), send('6847bce6c60f959bb67f'), send('a0b1c2d3e4f5a6b7c8d9')))).toBe(true)
  })
})

describe('rules blind sets 54 and 55 asked for', () => {
  it("a query tool asked questions in words is no person: an ERP answering a supervisor's different questions is news each time", () => {
    const ask = (question: string, answer: string) => [llm(question), tool('query_erp', { question }, answer)]
    const trace = root(
      ...ask('List open orders needing indigo', 'Orders 771 (40 kg cotton), 774 (12 kg linen), 780 (25 kg cotton)'),
      ...ask('What vat capacity is free next week?', 'Vat 2 (60 kg) free Mon-Wed, Vat 5 (30 kg) free Thu'),
      ...ask('Which of those orders share a shade recipe?', '771 and 780 both use recipe IND-14 (dark); 774 uses IND-6 (pale)'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a read that says all an earlier read of the same record said, and more, is no news a long step restated after it took in', () => {
    const plan =
      'I have the rigging manifest for the run. The long-string marionettes need the 2.4 m bridge, but the fly gallery clearance is 2.1 m, so the rig plan must move the long strings to the short bridge and re-hang the backdrop lower before the load-in order goes to Marco.'
    const manifest = (extra: Record<string, unknown>) =>
      tool(
        'get_manifest',
        { tour: 'BRNO-LECCE-25', ...(Object.keys(extra).length > 0 ? { include: 'crates' } : {}) },
        {
          tour: 'BRNO-LECCE-25',
          venue: 'Teatro Paisiello',
          load_in: 'stage door on Via Paisiello, no lift',
          clearance_m: 2.1,
          bridges: 2,
          crates: 11,
          ...extra,
        },
      )
    expect(loops(root(manifest({}), llm(plan), manifest({ crate_list: 'see crates.csv (11 rows)' }), llm(plan.replace('I have', 'I have again'))))).toBe(true)
    // An answer about the record that says something else is news.
    expect(
      loops(
        root(
          manifest({}),
          llm(plan),
          tool(
            'get_manifest',
            { tour: 'BRNO-LECCE-25' },
            { tour: 'BRNO-LECCE-25', venue: 'Teatro Paisiello', load_in: 'stage door on Via Paisiello, no lift', clearance_m: 2.6, bridges: 2, crates: 11 },
          ),
          llm('The clearance is 2.6 m now, so the plan stands.'),
        ),
      ),
    ).toBe(false)
  })

  it("OpenInference's output messages flattened into attributes are read for their text", () => {
    expect(textOf({ 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': 'Autovacuum is behind.' })).toBe(
      'Autovacuum is behind.',
    )
    expect(
      textOf({ 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'run_sql' }),
    ).toBeNull()
  })

  it('a verdict of `NOT_ACCEPTED` is a failure: the same verdict after each different setting is the same failure', () => {
    const verify = (seq: number) => tool('verify_gas', { room: 'R4' }, JSON.stringify({ room: 'R4', measured_ppm: 38, verdict: 'NOT_ACCEPTED', seq }))
    const trace = root(
      verify(1528),
      tool('set_valve', { room: 'R4', open_pct: 80 }, '{"accepted":true}'),
      verify(6506),
      tool('set_fan', { room: 'R4', mode: 'recirculate' }, '{"accepted":true}'),
      verify(9535),
      tool('inflate_seal', { room: 'R4' }, '{"accepted":true}'),
      verify(3267),
    )
    expect(loops(trace)).toBe(true)
  })

  it('the end of a list read further on, each answer echoing where it was read (`scrollY`), is the same end again', () => {
    const scroll = (y: number, viewport: string) => tool('browser_scroll', { y }, { scrollY: y, viewport })
    const end = (token: string) => `<div class="end">end of rota</div><footer>${token}</footer>`
    expect(
      loops(
        root(
          scroll(0, '<tr><td>N14</td></tr>'),
          scroll(800, '<tr><td>N15</td></tr>'),
          scroll(1600, end('rqE3wC7i4bq6NT')),
          scroll(2400, end('rbpOk0SAIiLF69')),
          scroll(3200, end('rvTbjcMUVjYwy7')),
        ),
      ),
    ).toBe(true)
    // Pages of other rows, each echoing its place, are news.
    expect(
      loops(
        root(
          scroll(0, '<tr><td>N14</td></tr>'),
          scroll(800, '<tr><td>N15</td></tr>'),
          scroll(1600, '<tr><td>N16</td></tr>'),
          scroll(2400, '<tr><td>N17</td></tr>'),
        ),
      ),
    ).toBe(false)
  })
})

describe('rules after blind sets 54 and 55 (a plan timing)', () => {
  it("PostgreSQL's `actual time=0.046..0.142` in an EXPLAIN ANALYZE plan is a timing: the same plan explained again and again is the same answer", () => {
    const explain = (from: string, to: string, planning: string) =>
      tool(
        'sql',
        { query: 'EXPLAIN ANALYZE SELECT * FROM ledger_entries WHERE member_id = 42 ORDER BY posted_at DESC LIMIT 50' },
        `Limit  (cost=0.43..61.20 rows=50 width=88) (actual time=${from}..${to} rows=50 loops=1)\n  ->  Index Scan Backward using ix_ledger_member_posted on ledger_entries\nPlanning Time: ${planning} ms`,
      )
    expect(
      loops(
        root(explain('0.046', '0.142', '0.185'), explain('0.042', '0.308', '0.115'), explain('0.015', '0.326', '0.192'), explain('0.020', '0.293', '0.149')),
      ),
    ).toBe(true)
    expect(maskVolatileText('(actual time=0.046..0.142 rows=50 loops=1)')).toBe(maskVolatileText('(actual time=0.083..0.201 rows=50 loops=1)'))
    expect(maskVolatileText('(actual time=0.046..0.142 rows=50 loops=1)')).not.toBe(maskVolatileText('(actual time=0.046..0.142 rows=49 loops=1)'))
  })
})

describe("rules after blind set 40's last flagged healthy trace (a command written out is not reasoning)", () => {
  it('a fix cycle that ends by checking the passing build once more before submitting is not a loop, though each turn writes out its edit', () => {
    const turn = (why: string) =>
      llm(`THOUGHT\n${why}\n\`\`\`\nedit 40:52\n    timeout = int(os.environ.get("SYNC_TIMEOUT", "30"))\n    retries = 3\nend_of_edit\n\`\`\``)
    const lint = (report: string, seconds: string) => tool('ruff check sync/', {}, `${report}\n(finished in ${seconds}s)`)
    const trace = root(
      turn('The importer reads the timeout as a string; casting it where the client is built.'),
      lint('Found 3 errors.', '2.114'),
      turn('Two unused imports remain in the retry helper; removing them.'),
      lint('Found 1 error.', '1.872'),
      turn('The last error is a shadowed builtin named input; renaming it to raw_line.'),
      lint('All checks passed!', '1.905'),
      turn('Everything passes now; submitting the patch.'),
      lint('All checks passed!', '2.031'),
    )
    expect(loops(trace)).toBe(false)
    // The same passing check run again and again after the run succeeded is still churn.
    const churn = root(
      turn('The last error is a shadowed builtin named input; renaming it to raw_line.'),
      lint('All checks passed!', '1.905'),
      ...['once more', 'again to be sure', 'a final time', 'one last time'].flatMap((when) => [
        llm(`Checking the lint result ${when} before I submit, since a flaky rule could still report the shadowed builtin in the sync module.`),
        lint('All checks passed!', '2.0'),
      ]),
    )
    expect(loops(churn)).toBe(true)
  })
})

describe("rules after set 53's last misses (a Haystack reply's own fields)", () => {
  it('a Haystack reply serialized from its fields (`_role`, `_content`) says what its text parts say: re-sending after a confirmed delivery is churn', () => {
    const generator = (text: string, args: Record<string, unknown>): Dict => ({
      type: 'llm',
      name: 'OpenAIChatGenerator',
      input: { messages: '[…]' },
      output: { replies: [{ _role: 'assistant', _content: [{ text }, { tool_name: 'publish_listing', arguments: args }] }] },
      children: [],
    })
    const publish = (id: string) =>
      tool('publish_listing', { listing: 'L-2208', channel: 'marketplace' }, { result: JSON.stringify({ published: true, revision: id, listing: 'L-2208' }) })
    const args = { listing: 'L-2208', channel: 'marketplace' }
    const trace = root(
      generator('Publishing listing L-2208 to the marketplace channel as the seller asked.', args),
      publish('4f1c9a'),
      tool('get_listing_status', { listing: 'L-2208' }, { result: 'LIVE since 09:14:02, 0 warnings' }),
      generator('The listing is live. I will publish it once more in case the photos did not attach.', args),
      publish('7be201'),
      generator('Published again. Sending it one final time so the marketplace definitely shows it.', args),
      publish('c0d913'),
    )
    const report = progress(trace)
    expect(report.breakdown.reasoningStagnation).toBeLessThan(1)
    expect(report.loopDetected).toBe(true)
    // A reply of calls alone has no text: it is no reasoning step.
    const silent = root(generator('', args), publish('4f1c9a'))
    expect(progress(silent).signals.reasoningStagnation.note).toMatch(/no model step recorded any text/)
  })
})

describe("rules after set 53's last misses (a delegate going on with its delegator's words)", () => {
  const said = 'To plan the shift I need the lift inspection certificates, so I will ask the compliance colleague to fetch and check them.'
  const model = (text: string): Dict => ({ type: 'llm', name: 'InvokeModel', input: { modelId: 'claude' }, output: { text }, children: [] })
  /** Agents nested under each other, each named apart, each saying `words(level)` and handing on below it. */
  const chain = (names: string[], words: (level: number) => string, leaf: Dict[] = []): Dict => {
    let inner: Dict = agent(names[names.length - 1]!, { agentId: `A${names.length}` }, null, [model(words(names.length - 1)), ...leaf])
    for (let level = names.length - 2; level >= 0; level--) inner = agent(names[level]!, { agentId: `A${level}` }, null, [model(words(level)), inner])
    return inner
  }

  it('agents named apart that each say what the agent above them said, word for word, nobody doing anything, stagnate', () => {
    const trace = chain(['LiftSupervisor', 'CertificateAgent', 'LiftSupervisor-sub', 'CertificateAgent-sub'], () => said)
    const report = progress(trace)
    expect(report.breakdown.reasoningStagnation).toBeLessThan(1)
    expect(report.loopDetected).toBe(true)
  })

  it('a deep delegation whose agents each say something of their own, or only a short formula, stays healthy', () => {
    const own = [
      'The shift needs the lift inspection certificates for towers A and B before Monday; asking compliance.',
      'Compliance: certificates live in the register under each tower; sending the register lookup to the records agent.',
      'Records: reading tower A then tower B from the register, expiry dates only.',
    ]
    expect(
      loops(
        chain(['Supervisor', 'Compliance', 'Records'], (level) => own[level]!, [
          tool('register_lookup', { towers: ['A', 'B'] }, { A: '2027-03-01', B: '2026-12-20' }),
        ]),
      ),
    ).toBe(false)
    expect(
      loops(
        chain(['Supervisor', 'Compliance', 'Records'], () => 'Delegating this to the right specialist.', [
          tool('register_lookup', { towers: ['A', 'B'] }, { A: '2027-03-01', B: '2026-12-20' }),
        ]),
      ),
    ).toBe(false)
  })

  it('the same words after a delegate did the work are a new turn, not the delegator going on', () => {
    const trace = agent('LiftSupervisor', { agentId: 'A0' }, null, [
      model(said),
      agent('CertificateAgent', { agentId: 'A1' }, null, [tool('fetch_certificates', { tower: 'A' }, { expires: '2027-03-01' }), model(said)]),
    ])
    expect(progress(trace).breakdown.reasoningStagnation).toBe(1)
  })
})

describe("rules after set 40's last misses (a search run in a shell)", () => {
  const shell = (command: string, stdout = ''): Dict => tool('bash', { command }, { stdout, stderr: '', exit_code: 0, duration: '0.41s' })
  const spellings = ['"--strict-quota"', '"strict_quota"', '"strictQuota"', '"quota strict"', '"strict quotas"']

  it('a search in a shell that prints nothing found nothing: the same search reworded again and again is a loop', () => {
    expect(loops(root(...spellings.map((pattern) => shell(`git log --oneline -S ${pattern}`))))).toBe(true)
    expect(loops(root(...spellings.map((pattern) => shell(`git log --all --oneline --grep=${pattern}`))))).toBe(true)
    expect(loops(root(...spellings.map((pattern) => shell(`cd /repo && grep -rn ${pattern} pkg/`))))).toBe(true)
  })

  it('the same pattern searched through file after file is batch work, whether the files print nothing or say so', () => {
    const files = ['pkg/quota.go', 'pkg/limits.go', 'pkg/admin.go', 'cmd/root.go', 'cmd/serve.go']
    expect(loops(root(...files.map((file) => shell(`grep -n "strict_quota" ${file}`))))).toBe(false)
    expect(loops(root(...files.map((file) => tool('bash', { command: `grep -n "strict_quota" ${file}` }, 'No matches found.'))))).toBe(false)
  })

  it('commands that change things print nothing when they succeed; a refined search that finds the commit ends the stretch', () => {
    expect(loops(root(...['mkdir -p out/a', 'mkdir -p out/b', 'cp quota.go out/a', 'touch out/b/.keep', 'chmod +x build.sh'].map((c) => shell(c))))).toBe(false)
    expect(
      loops(
        root(
          ...spellings.slice(0, 2).map((pattern) => shell(`git log --oneline -S ${pattern}`)),
          shell('git log --all --oneline -S "strict-quota"', '9f3e2a1 add --strict-quota flag to serve'),
        ),
      ),
    ).toBe(false)
  })
})

describe("rules after set 40's last misses (a run cut off by an event)", () => {
  const plan =
    'The crane can only lift containers while the wind at the jib stays under 38 km/h, and tonight the gusts drop below that between 01:10 and 03:40, so lifting the 6 reefers first and the 11 dry boxes last keeps the heavy lifts inside the calm window; I will read the anemometer and then publish the lift order.'
  const step = (text: string): Dict => llm(text)
  const read = (at: string) => tool('read_anemometer', { crane: 'STS-4' }, { crane: 'STS-4', gust_kmh: 41, trend: 'easing', read_at: at })

  it('a long step said again after a reading it did not take in, then the run cancelled, led nowhere', () => {
    const cancelled = root(step(plan), read('2024-11-02T00:41:00Z'), step(plan.replace('I will read', 'I will now read')), {
      type: 'event',
      name: 'run_cancelled',
      input: { reason: 'client disconnected' },
      output: null,
      children: [],
    })
    expect(loops(cancelled)).toBe(true)
    // A run that just stops says nothing of how it ended; one whose last event is no cut-off neither.
    expect(loops(root(step(plan), read('2024-11-02T00:41:00Z'), step(plan.replace('I will read', 'I will now read'))))).toBe(false)
    expect(
      loops(
        root(step(plan), read('2024-11-02T00:41:00Z'), step(plan.replace('I will read', 'I will now read')), {
          type: 'event',
          name: 'run_checkpoint_saved',
          input: {},
          output: null,
          children: [],
        }),
      ),
    ).toBe(false)
  })
})

describe("rules after set 55's last misses (verbs that change state)", () => {
  it.each([
    ['reindex', { analyzer: 'english' }, { analyzer: 'standard' }],
    ['switch_branch', { branch: 'release/4.2' }, { branch: 'main' }],
    ['rollback_config', { version: 'v17' }, { version: 'v18' }],
  ])('`%s` changes state: flipped back and forth, each check answering what it answered before in that state, is a loop', (name, a, b) => {
    const change = (args: Record<string, unknown>, task: string, took: number) => tool(name, args, { task, took, created: 4812, failures: [] })
    const search = (title: string, id: string, took: number) =>
      tool('search', { q: 'Abide with me' }, { took, hits: { total: { value: 37 }, hits: [{ _id: id, _score: 11.2, _source: { title } }] } })
    const trace = root(
      change(a, 'OtyL519HGX70:306502', 1495),
      search('Abide in Me (Gospel song)', 'eb1f823d9aef0b5a6793', 24),
      change(b, '9EXh33RDrEdw:111297', 5144),
      search('Abiding Love (Psalm 91)', 'c4b12782c68d89a13850', 27),
      change(a, '7Dz8EZNLVBwd:501642', 3470),
      search('Abide in Me (Gospel song)', '5560a622a57b49320bac', 24),
      change(b, 'YohVdqN5xWbg:549922', 1620),
      search('Abiding Love (Psalm 91)', '9ba918ec53f70d3446f3', 22),
    )
    expect(loops(trace)).toBe(true)
    // Changed once, checked, then changed on to a state that answers something new: progress.
    const onward = root(
      change(a, 'OtyL519HGX70:306502', 1495),
      search('Abide in Me (Gospel song)', 'eb1f823d9aef0b5a6793', 24),
      change(b, '9EXh33RDrEdw:111297', 5144),
      search('Abide with Me (hymn)', 'c4b12782c68d89a13850', 27),
    )
    expect(loops(onward)).toBe(false)
  })
})

describe("rules after set 36's last misses (a render's revision)", () => {
  it('a revision counter written as `rev=16`, `rev: 12` or an HTML `data-rev="77"` is volatile, as `rev 16` is', () => {
    expect(maskVolatileText('<section data-rev="77"><p>64 slots</p></section>')).toBe(maskVolatileText('<section data-rev="69"><p>64 slots</p></section>'))
    expect(maskVolatileText('build rev=16 ok')).toBe(maskVolatileText('build rev=17 ok'))
    expect(maskVolatileText('<p>64 slots</p>')).not.toBe(maskVolatileText('<p>65 slots</p>'))
    expect(maskVolatileText('reviewed 12 files')).not.toBe(maskVolatileText('reviewed 13 files'))
  })

  it('the published page fetched again and again, each render numbered anew, is churn after success', () => {
    const page = (rev: number, slots: number) =>
      tool(
        'fetch_page',
        { url: 'https://rota.example.org/pool/lanes' },
        { status: 200, body: `<section class="lanes" data-rev="${rev}"><h1>Lane rota</h1><p>${slots} slots · 8 lanes</p></section>` },
      )
    const publish = tool('publish_rota', { pool: 'north', week: 23 }, { published: true, slots: 64 })
    expect(loops(root(publish, page(77, 64), page(69, 64), page(72, 64), page(81, 64)))).toBe(true)
    // Each fetch showing more slots as the rota fills is news.
    expect(loops(root(publish, page(77, 61), page(69, 62), page(72, 63), page(81, 64)))).toBe(false)
  })
})

describe("rules after set 34's last misses (a Bedrock function's observation, a write's long numbers)", () => {
  const ask = (rationale: string, fn: string, parameters: Array<{ name: string; value: string }>): Dict => ({
    type: 'llm',
    name: 'orchestrationTrace.modelInvocation',
    input: { traceId: 'a9a2-0', type: 'ORCHESTRATION' },
    output: { rationale: { text: rationale }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'Notify', function: fn, parameters } } },
    children: [],
  })
  const observed = (fn: string, output: unknown): Dict => tool('orchestrationTrace.observation', { actionGroup: 'Notify', function: fn }, output)
  const notice = [{ name: 'text', value: 'Kiln 3 firing log closed: cone 6 reached, cooling started.' }]

  it('a function-details observation (`{ actionGroup, function }`) is the call to that function, with the parameters its step asked for', () => {
    const posted = (activity: number) => observed('post_channel', { actionGroupInvocationOutput: { text: JSON.stringify({ ok: true, activity }) } })
    const trace = root(
      ask('Closing the firing log and telling the studio.', 'post_channel', notice),
      posted(4702491557226),
      ask('The log is closed and the studio was told. I will post the notice again so they are aware.', 'post_channel', notice),
      posted(7310698630289),
      ask('Posting the closure notice once more so nobody misses it.', 'post_channel', notice),
      posted(2509133504703),
      ask('One more post of the notice to be sure the studio saw it.', 'post_channel', notice),
      posted(1848133414983),
    )
    expect(loops(trace)).toBe(true)
    // Notices about different kilns, each posted once, are batch work.
    const kilns = [1, 2, 3, 4].flatMap((k) => [
      ask(`Telling the studio kiln ${k} is done.`, 'post_channel', [{ name: 'text', value: `Kiln ${k} firing log closed: cone 6 reached.` }]),
      posted(4702491557226 + k * 7919),
    ])
    expect(loops(root(...kilns))).toBe(false)
  })

  it("a long whole number in a write's answer is the id of what it made; in a read's answer it may be a measurement", () => {
    const used = (bytes: number) => tool('get_volume_usage', { volume: 'vol-archive' }, { volume: 'vol-archive', used_bytes: bytes })
    // A copy filling a volume: each read a bigger number is progress, not the same answer.
    expect(loops(root(used(412345678901), used(498765432109), used(587654321098), used(601234567890)))).toBe(false)
  })
})

describe('rules after blind set 59 (a long step put another way in places, runs cut off by the model or the harness)', () => {
  const plan =
    'The Sunday kayak session has 8 boats and 7 confirmed paddlers, so only one waitlisted person fits. Before emailing anyone I should confirm whether boat 4 is still out of the water for the cracked rudder, because that would reduce capacity to seven and leave nobody room.'
  const reworded =
    'The Sunday kayak session has 8 boats and 7 confirmed paddlers, so only one waitlisted person can fit. Before emailing anyone I should confirm whether boat 4 is still out of the water for the cracked rudder, since that would reduce capacity to seven and leave no room for anybody.'
  const roster = () => tool('get_roster', { session: 'SUN-KAYAK' }, { boats: 8, confirmed: 7, waitlist: ['A. Berg', 'K. Moss'] })

  it('a long step said again with a word or two put another way, nothing new in between, is one repeat of a long step', () => {
    expect(loops(root(llm(plan), llm(reworded)))).toBe(true)
    // The same frame with three new things said is a new step.
    const onward = plan.replace(
      'because that would reduce capacity to seven',
      'and the harbour master moved launch to 09:40 from slipway B, which would reduce capacity to seven',
    )
    expect(loops(root(llm(plan), llm(onward)))).toBe(false)
  })

  it('a long step said again after news it ignored leads nowhere when the model ran out of tokens on it and the run ended there', () => {
    const turn = (text: string, stop: string): Dict => ({
      type: 'llm',
      name: 'anthropic.messages.create',
      input: { messages: [] },
      output: { role: 'assistant', content: [{ type: 'text', text }], stop_reason: stop },
      children: [],
    })
    const news = tool('get_boat_status', { boat: 4 }, { boat: 4, status: 'out_of_water', ticket: 'MNT-547' })
    expect(loops(root(turn(plan, 'tool_use'), news, roster(), turn(reworded, 'max_tokens')))).toBe(true)
    // The same turn ending normally may be the run's answer: no evidence it led nowhere.
    expect(loops(root(turn(plan, 'tool_use'), news, roster(), turn(reworded, 'end_turn')))).toBe(false)
  })

  it("the harness's stop recorded on the last call is the run's end, not the call's answer", () => {
    const thought =
      'Thought: The varnish lot V-2291 went to the finishing line between 3 and 9 March. Boards stamped in that window are SB-114 through SB-119, but the veneer for SB-117 may have been cut earlier, so I need the press log to know whether SB-117 actually used that varnish.'
    const pressLog = (at: string, ms: number, error?: string): Dict => ({
      ...tool(
        'python_interpreter',
        { code: 'print(press_log(board="SB-117"))' },
        `Execution logs:\n[${at}] query ok (${ms} ms)\nboard  sheet  printed  varnish_lot\nSB-117 LS-0447 <missing> <missing>\n`,
      ),
      ...(error === undefined ? {} : { error }),
    })
    const trace = root(
      llm(thought),
      pressLog('15:42:42.590', 55),
      llm(thought.replace('may have been', 'might have been')),
      pressLog('15:42:45.257', 274, 'Reached max steps.'),
    )
    expect(loops(trace)).toBe(true)
    // Read by its answer, as if the harness had not stopped there; a real failure is still the call's answer.
    const ids = new ToolIdentities()
    const call = { tool: 'python_interpreter', args: { code: 'print(1)' }, output: 'Execution logs:\n1\n' }
    const stopped = observeAction({ ...call, error: 'Reached max steps.' }, ids)
    expect(stopped.failing).toBe(false)
    expect(stopped.result).toBe(observeAction(call, ids).result)
    expect(observeAction({ ...call, error: 'NameError: press_log is not defined' }, ids).failing).toBe(true)
    expect(observeAction({ ...call, output: null, error: 'Reached max steps.' }, ids).resultClass).toBe('error')
  })
})

describe('rules after blind set 59 (a nested chat cut off at its depth limit)', () => {
  const turn = (text: string): Dict => ({ type: 'llm', name: 'create', input: { messages: [] }, output: { role: 'assistant', content: text }, children: [] })
  const nested = (stop: unknown): Dict =>
    agent('autogen.run_stream', { input: 'Share 600 grit bags between yards Y2 and Y5 before the frost tonight.' }, stop, [
      turn('Logistics should handle the split. Starting a nested chat with logistics.'),
      agent('logistics_agent', { task: 'Share 600 grit bags between Y2 and Y5 tonight.' }, null, [
        turn('I will ask the allocation agent to split the 600 bags between the yards.'),
        agent('allocation_agent', { task: 'Split 600 grit bags across Y2/Y5 for the frost.' }, null, [
          turn('Yard-level numbers need the yard lead; delegating back.'),
          agent('logistics_agent', { task: 'Share 600 grit bags, yards Y2 and Y5, tonight.' }, null, []),
        ]),
      ]),
    ])

  it('an agent handed its own task again in other words, the innermost run cut off by the depth limit, did no work', () => {
    expect(loops(nested({ stop_reason: 'max nested chat depth reached' }))).toBe(true)
    // With the run ending otherwise, the inner run's missing answer is no evidence either way.
    expect(progress(nested({ stop_reason: 'completed' })).breakdown.callGraphCycles).toBe(1)
  })
})

describe('rules after blind sets 57 and 58 (retries that finally succeed asked a little differently; Strands tool use)', () => {
  it('a call failing the same way, then succeeding with an argument left out, waited for the success', () => {
    const ask = (args: Record<string, unknown>, output: unknown, error?: string): Dict => ({
      ...tool('request_permit', args, output),
      ...(error ? { error } : {}),
    })
    const full = { zone: 'quay-7', height_m: 30, start: '05:30' }
    const timeout = (n: number) => ask(full, { error: 'ReadTimeout', detail: `gateway did not respond (attempt=${n})` }, 'ReadTimeout: gateway did not respond')
    const retried = root(
      timeout(1),
      llm('Attempt 1 timed out at the gateway; retrying (2/4).'),
      timeout(2),
      llm('Attempt 2 timed out at the gateway; retrying (3/4).'),
      timeout(3),
      llm('Attempt 3 timed out at the gateway; retrying (4/4).'),
      ask({ zone: 'quay-7', height_m: 30 }, { status: 'APPROVED', reference: 'PRM-QRN4ZSQE' }),
      tool('schedule_lift', { crane: 'C-2', plan: 'quay-7-night' }, { status: 'scheduled' }),
    )
    expect(loops(retried)).toBe(false)
    // A success about another zone does not resolve the failures about this one.
    const elsewhere = root(timeout(1), timeout(2), timeout(3), ask({ zone: 'quay-9', height_m: 30 }, { status: 'APPROVED', reference: 'PRM-7Y2K' }))
    expect(loops(elsewhere)).toBe(true)
  })

  it("a Strands tool span's `toolUse` beside the GenAI attributes holds the call's arguments: one ack per lot is batch work", () => {
    const submit = (lot: string, id: string): Dict =>
      tool(
        'execute_tool submit_qc',
        { 'gen_ai.tool.name': 'submit_qc', 'gen_ai.tool.call.id': id, toolUse: { toolUseId: id, name: 'submit_qc', input: { lot, moisture_pct: 7 } } },
        { toolResult: { toolUseId: id, status: 'success', content: [{ text: 'queued' }] } },
      )
    const lots = ['HZ-01', 'HZ-02', 'HZ-04', 'HZ-05', 'HZ-07']
    expect(loops(root(...lots.map((lot, i) => submit(lot, `tooluse_${i}xQ9`))))).toBe(false)
    expect(toolCallOf(submit('HZ-01', 'tooluse_1') as never).args).toEqual({ lot: 'HZ-01', moisture_pct: 7 })
    // The same lot submitted again and again is not.
    expect(loops(root(...lots.map((_, i) => submit('HZ-01', `tooluse_${i}xQ9`))))).toBe(true)
  })
})

describe('rules after blind set 58 (a graph node run for the tool its model step asked for)', () => {
  const planner = (question: string, next: string): Dict => ({
    type: 'llm',
    name: 'ChatOpenAI',
    input: { messages: [{ role: 'user', content: question }] },
    output: { content: '', tool_calls: [{ name: 'investigate', args: { question: next } }] },
    children: [],
  })
  const node = (question: string, children: Dict[]): Dict => ({ type: 'chain', name: 'investigate', input: { question }, output: null, children })

  it('a node named for the tool the model asked for is a delegated run: the same question handed down in other words, nobody working, is a loop', () => {
    const q = [
      'Why did the kiln 3 firing yield drop to 60% after Monday?',
      'Investigate the kiln 3 yield drop since Monday.',
      'Find the root cause of kiln 3 yield falling to 60%.',
      'Why is kiln 3 yield 60% since Monday?',
    ]
    const trace: Dict = {
      type: 'chain',
      name: 'LangGraph',
      input: { question: q[0] },
      output: null,
      children: [planner(q[0]!, q[1]!), node(q[1]!, [planner(q[1]!, q[2]!), node(q[2]!, [planner(q[2]!, q[3]!), node(q[3]!, [planner(q[3]!, q[0]!)])])])],
    }
    expect(progress(trace).breakdown.callGraphCycles).toBeLessThan(1)
    expect(loops(trace)).toBe(true)
  })

  it('nodes that each read something before handing a narrower question down are work', () => {
    const read = (what: string) => tool('read_metrics', { series: what }, { points: [61, 60, 58], series: what })
    const trace: Dict = {
      type: 'chain',
      name: 'LangGraph',
      input: { question: 'Why did kiln 3 yield drop?' },
      output: 'Element 4 failed.',
      children: [
        planner('Why did kiln 3 yield drop?', 'Which zone of kiln 3 runs cold?'),
        node('Which zone of kiln 3 runs cold?', [
          read('kiln3.zone_temps'),
          planner('Which zone of kiln 3 runs cold?', 'Is element 4 in zone B drawing current?'),
          node('Is element 4 in zone B drawing current?', [read('kiln3.element4.amps')]),
        ]),
      ],
    }
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 59 (the server that answered)', () => {
  it("an HTTP response's `server` header says which server or proxy answered, not what: the same file fetched again is the same answer", () => {
    const fetched = (server: string, date: string, id: string) =>
      tool(
        'http_get',
        { url: 'https://permits.example/p/4942.pdf' },
        { status: 200, headers: { date, 'x-request-id': id, server, 'content-type': 'application/pdf' }, bytes: 48211 },
      )
    const notify = () => tool('message_guide', { guide: 'Dawa', text: 'Permit issued for G-9, PDF attached.' }, { delivered: true })
    const trace = root(
      tool('apply_permit', { group: 'G-9', area: 'manaslu' }, { permit: 'MN-2025-4942', status: 'ISSUED' }),
      notify(),
      fetched('Caddy', 'Sat, 19 Jul 2025 15:19:16 GMT', '5e3bc4cf-1a68'),
      notify(),
      fetched('envoy', 'Sat, 19 Jul 2025 15:19:17 GMT', '1296831d-4664'),
      notify(),
    )
    expect(loops(trace)).toBe(true)
    // Another file is another answer whoever serves it.
    const other = tool('http_get', { url: 'https://permits.example/p/4943.pdf' }, { status: 200, headers: { server: 'envoy' }, bytes: 51877 })
    expect(loops(root(fetched('Caddy', 'Sat, 19 Jul 2025 15:19:16 GMT', 'a1'), other))).toBe(false)
  })
})

describe('rules after blind set 59 (an HTTP status printed by curl -w)', () => {
  const check = (code: string, time: string): Dict =>
    tool(
      'bash',
      { command: 'sudo nginx -t && sudo systemctl reload nginx && ./check_upload.sh' },
      `nginx: configuration file /etc/nginx/nginx.conf test is successful\n$ curl -s -o /dev/null -w "%{http_code} %{time_total}\\n" -F photo=@/tmp/scan_24mb.jpg https://staging.example/api/scans\n${code} ${time}\n`,
    )
  const edit = (change: string) => tool('edit', { change }, 'File updated. Please review the changes.')

  it('a status printed through `%{http_code}` is the answer: 413 after each different change is the same failure', () => {
    const trace = root(
      check('413', '0.003416'),
      edit('client_max_body_size 30M; in server block'),
      check('413', '0.133440'),
      edit('client_max_body_size 40M; in http block'),
      check('413', '0.080480'),
      edit('proxy_request_buffering off; in location /api/'),
      check('413', '0.337747'),
    )
    expect(loops(trace)).toBe(true)
    // The same check going from 413 to 201 after a change is a fix that worked.
    expect(loops(root(check('413', '0.003416'), edit('client_max_body_size 30M; in server block'), check('201', '0.412003')))).toBe(false)
    // Without the format, a number on a line is no status.
    expect(observeAction({ tool: 'bash', args: { command: 'wc -l < rooms.csv' }, output: '413\n' }, new ToolIdentities()).failing).toBe(false)
  })
})

describe('rules after blind set 59 (a pattern is what is asked)', () => {
  const series = (match: string, data: unknown[] = []): Dict => tool('prom_series', { match }, { status: 'success', data, warnings: [] })

  it('series matchers reworded again and again, each matching nothing, are one search finding nothing', () => {
    const matchers = ['{__name__=~".*kiln.*temp.*"}', '{__name__=~"kiln_zone_.*"}', '{job="kiln-svc",__name__=~".*celsius.*"}', '{__name__=~"kilnsvc_.*"}']
    expect(loops(root(...matchers.map((m) => series(m))))).toBe(true)
    // A matcher that finds the series ends the search.
    expect(loops(root(series(matchers[0]!), series(matchers[1]!), series('{__name__=~"furnace_.*"}', [{ __name__: 'furnace_zone_celsius' }])))).toBe(false)
  })

  it('distinct names asked one by one, each empty, stay batch work; a glob is a pattern', () => {
    const lookups = ['kiln_zone_a', 'kiln_zone_b', 'kiln_zone_c', 'kiln_zone_d'].map((name) => tool('get_metric', { name }, { data: [] }))
    expect(loops(root(...lookups))).toBe(false)
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'ls', args: { glob: 'configs/*.yaml' }, output: [] }, ids).subjectValues).toEqual([])
    expect(observeAction({ tool: 'ls', args: { dir: 'configs' }, output: [] }, ids).subjectValues).toEqual(['configs'])
  })
})

describe('rules after blind set 58 (a day written as its first instant)', () => {
  it('`2025-09-30T00:00:00Z` is the date `2025-09-30`: the same ETA in four spellings is one answer', () => {
    expect(maskVolatileText('eta 2025-09-30T00:00:00Z')).toBe(maskVolatileText('eta 30 Sep 2025'))
    expect(maskVolatileText('eta 2025-09-30T00:00:00.000+00:00')).toBe(maskVolatileText('eta 09/30/2025'))
    // A moment that is not midnight stays a time.
    expect(maskVolatileText('at 2025-09-30T00:00:07Z')).not.toBe(maskVolatileText('at 2025-09-30'))
    const status = (attempt: number, eta: string, replica: string) =>
      tool('get_order_status', { order_id: 'PO-GL-7731', attempt }, { order: 'PO-GL-7731', part: 'glider tow hook', status: 'AWAITING_RELEASE', eta, replica })
    const trace = root(
      status(1, '2025-09-30', 'orders-1b.eu-west-1.internal'),
      status(2, '30 Sep 2025', 'orders-7b.eu-west-1.internal'),
      status(3, '09/30/2025', 'orders-9d.eu-central-1.internal'),
      status(4, '2025-09-30T00:00:00Z', 'orders-2c.eu-west-1.internal'),
      status(5, '2025-09-30', 'orders-3c.eu-west-1.internal'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 58 (a count in a comment line)', () => {
  it("ldapsearch's `# numEntries: 0` says nothing was found: paging on past the empty cookie is paging past the end", () => {
    expect(isEmptyResult('# search result\nsearch: 6\nresult: 0 Success\n# numEntries: 0\n# pagedresults: cookie=\n')).toBe(true)
    expect(isEmptyResult('# search result\nsearch: 2\nresult: 0 Success\n# numEntries: 212\n')).toBe(false)
    expect(isEmptyResult('numberOfRecords: 0')).toBe(true)
    const page = (n: number, found: number, seq: number, cookie: string) =>
      tool(
        'ldapsearch',
        { base: 'ou=people,dc=corp,dc=example', filter: '(memberOf=cn=kiln-techs,ou=groups,dc=corp,dc=example)', page_size: 500, page: n },
        `# search result\nsearch: ${seq}\nresult: 0 Success\n# numEntries: ${found}\n# pagedresults: cookie=${cookie}\n`,
      )
    expect(loops(root(page(1, 500, 9, 'AQAAAAEAAAA='), page(2, 212, 2, ''), page(3, 0, 6, ''), page(4, 0, 3, ''), page(5, 0, 9, '')))).toBe(true)
    expect(loops(root(page(1, 500, 9, 'AQAAAAEAAAA='), page(2, 212, 2, '')))).toBe(false)
  })
})

describe('rules after blind set 62 (a user proxy recorded as an agent)', () => {
  // AutoGen records the UserProxyAgent's turn as an agent span with nothing inside: the question in, the person's answer out.
  const proxy = (request: string, answer: string): Dict => agent('user_proxy', { request }, answer, [])
  const plan = (text: string): Dict => llm(text)

  it("asking the user's proxy the same thing in new words, always told the same, is a loop", () => {
    const answer = 'Yes, ship both crates on the Tuesday van. That was agreed.'
    const trace = root(
      plan('Should both crates of seedlings go on the Tuesday van?'),
      proxy('Should both crates of seedlings go on the Tuesday van?', answer),
      plan('For the dispatch sheet: are the two seedling crates on Tuesday?'),
      proxy('For the dispatch sheet: are the two seedling crates on Tuesday?', answer),
      plan('Just confirming, Tuesday for both crates?'),
      proxy('Just confirming, Tuesday for both crates?', answer),
      plan('Before I book the van, is it both crates?'),
      proxy('Before I book the van, is it both crates?', 'Yes.'),
    )
    expect(loops(trace)).toBe(true)
    // Asked once, then acted on: healthy.
    expect(
      loops(
        root(
          plan('Should both crates go on the Tuesday van?'),
          proxy('Both crates on Tuesday?', answer),
          tool('book_van', { day: 'Tuesday', crates: 2 }, { booking: 'VAN-2231', status: 'confirmed' }),
        ),
      ),
    ).toBe(false)
  })

  it('a proxy is named as one: `user_proxy`, `UserProxyAgent`, `human_proxy`; a client proxy is not a person', () => {
    const ids = new ToolIdentities()
    expect(ids.of('user_proxy').asksPerson).toBe(true)
    expect(ids.of('UserProxyAgent').asksPerson).toBe(true)
    expect(ids.of('human_proxy').asksPerson).toBe(true)
    expect(ids.of('client_proxy').asksPerson).toBe(false)
    expect(ids.of('proxy_user').asksPerson).toBe(false)
  })
})

describe('rules after blind set 61 (a call recorded under a generic name)', () => {
  // LlamaIndex records each tool call as a `FunctionTool.call` chain given `{ tool, kwargs }`.
  const page = (n: number, rows: string, stamp: string): Dict => ({
    type: 'chain',
    name: 'FunctionTool.call',
    input: { tool: 'list_moorings', kwargs: { harbour: 'Kilrush', page: n } },
    output: { output: rows, is_last: true, fetched_at: stamp },
    children: [],
  })

  it('the tool and arguments a generic span is given make it that call: pages past the last are paging past the end', () => {
    const trace = root(
      llm('Reading every mooring page from page 2 on.'),
      page(2, '[{"berth":"K-14","boat":"Saoirse"}]', 'Tue, 05 Aug 2025 09:12:01 GMT'),
      page(3, '[]', 'Tue, 05 Aug 2025 09:12:03 GMT'),
      page(4, '[]', 'Tue, 05 Aug 2025 09:12:04 GMT'),
      page(5, '[]', 'Tue, 05 Aug 2025 09:12:06 GMT'),
      page(6, '[]', 'Tue, 05 Aug 2025 09:12:07 GMT'),
    )
    expect(loops(trace)).toBe(true)
    // A chain given free text is no call.
    const chain = (): Dict => ({ type: 'chain', name: 'RunnableSequence', input: { input: 'Summarise the moorings.' }, output: 'Done.', children: [] })
    expect(loops(root(llm('Summarising.'), chain(), chain(), chain(), chain()))).toBe(false)
  })

  it('"verdict: REJECT" is a failed check; a firewall rule\'s REJECT is no outcome', () => {
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'qc_check', args: { lot: 'B-77' }, output: 'LOT B-77 check\nmean 7.9% spec <= 6.0%\nverdict: REJECT' }, ids).failing).toBe(
      true,
    )
    expect(
      observeAction(
        { tool: 'bash', args: { command: 'iptables -L INPUT' }, output: 'Chain INPUT (policy ACCEPT)\nREJECT     tcp  --  anywhere  anywhere  tcp dpt:8080' },
        ids,
      ).failing,
    ).toBe(false)
  })
})

describe('rules after blind set 61 (a trace with no typed spans)', () => {
  // W&B Weave records every traced function as a `call`: nothing says which is a tool.
  const call = (name: string, input: unknown, output: unknown): Dict => ({ type: 'call', name, input, output, children: [] })
  const status = (job: string, read: string, log: string) =>
    call('weave.op kiln_status', { kiln: 'K2' }, { kiln: 'K2', temp_c: 1012, target_c: 1240, ramp: 'stalled', job, read_at: read, log })

  it('the leaves of a trace with no model step and no tool are its actions: the same status four times over is a loop', () => {
    const trace = agent('weave.op run_agent', {}, null, [
      status('fire-139050', '06/08/2025 12:47:45', '/tmp/kiln-07eb6359.log'),
      status('fire-340798', '06/08/2025 12:47:46', '/tmp/kiln-2eb2824f.log'),
      status('fire-862439', '06/08/2025 12:47:48', '/tmp/kiln-f3a8657c.log'),
      status('fire-419936', '06/08/2025 12:47:52', '/tmp/kiln-e98ca63a.log'),
    ])
    expect(loops(trace)).toBe(true)
    // Different kilns read one after the other: a survey.
    const survey = agent(
      'weave.op run_agent',
      {},
      null,
      ['K1', 'K2', 'K3', 'K4'].map((kiln, i) => call('weave.op kiln_status', { kiln }, { kiln, temp_c: 900 + 40 * i, ramp: 'ok' })),
    )
    expect(loops(survey)).toBe(false)
  })
})

describe('rules after blind set 60 (a number that wanders inside its range)', () => {
  const stats = (lastchg: number, lb: string, at: string): Dict =>
    tool(
      'lb_stats',
      { backend: 'kiosk_back' },
      `# pxname,svname,status,check_status,lastchg\nkiosk_back,app1,DOWN,L4TOUT,${lastchg}\n# served by ${lb}.eu-west-1.internal at ${at}`,
    )

  it('the same answer five times but for a number going up and down inside the range it already showed is no news', () => {
    const values = [512, 604, 231, 388, 470]
    const trace = root(...values.map((v, i) => stats(v, `lb-${i + 1}a`, `2025-02-06 05:4${i}:28,897`)))
    expect(loops(trace)).toBe(true)
  })

  it('a reading that reaches a new low (a queue draining) stays news', () => {
    const depth = (n: number): Dict => tool('queue_depth', { queue: 'glaze-orders' }, `queue=glaze-orders state=draining depth=${n}`)
    expect(loops(root(depth(120), depth(80), depth(95), depth(40), depth(0), tool('close_batch', { queue: 'glaze-orders' }, 'closed')))).toBe(false)
  })
})

describe('rules after blind set 60 (a recursion that counts its own depth)', () => {
  const job = (depth: number, children: Dict[]): Dict => agent('queue.job settle_invoices', { period: '2024-11', depth }, { state: 'failed' }, children)
  const enqueue = (uuid: string): Dict => tool('enqueue_job', { method: 'settle_invoices', args: { period: '2024-11' }, uuid }, { job: `j-${uuid}` })

  it('a job that enqueues itself with the same payload, only its depth counter higher, re-enters itself', () => {
    const trace = job(0, [enqueue('a1'), job(1, [enqueue('b2'), job(2, [enqueue('c3'), job(3, [enqueue('d4')])])])])
    expect(loops(trace)).toBe(true)
  })

  it('a nested job given another period is another task', () => {
    const other = (period: string, depth: number, children: Dict[]): Dict =>
      agent('queue.job settle_invoices', { period, depth }, { state: 'done', settled: 12 }, children)
    const trace = other('2024-11', 0, [
      tool('match_invoices', { period: '2024-11' }, { matched: 40 }),
      other('2024-10', 1, [tool('match_invoices', { period: '2024-10' }, { matched: 12 })]),
    ])
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 63 (a write that changed nothing)', () => {
  const getPermit = (temp: number, at: string): Dict =>
    tool('get_permit', { permit: 'KP-2210' }, { permit: 'KP-2210', status: 'ISSUED', kiln: 'K3', temperature_c: temp, read_at: at })

  it('re-checking after success until the step limit, with a re-submit answered ALREADY_EXISTS in between, learns nothing', () => {
    const trace = agent('permit-desk', 'Issue the firing permit for kiln K3.', { stopped: 'client max_function_calls=5' }, [
      tool('issue_permit', { permit: 'KP-2210', kiln: 'K3' }, { issued: true, permit: 'KP-2210' }),
      getPermit(3.1, '2024-07-10T10:26:55Z'),
      getPermit(3.4, '2024-07-10T10:26:58Z'),
      failing('issue_permit', { permit: 'KP-2210' }, 'ALREADY_EXISTS'),
      getPermit(2.9, '2024-07-10T10:27:02Z'),
    ])
    expect(loops(trace)).toBe(true)
    // The reads between are cited as new answers, not as changes.
    expect(progress(trace).reason).toContain('after 2 new answers (get_permit) that did not change the outcome')
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'issue_permit', args: { permit: 'KP-2210' }, error: 'ALREADY_EXISTS' }, ids).noChange).toBe(true)
    expect(observeAction({ tool: 'issue_permit', args: { permit: 'KP-2210' }, error: 'Permit already registered' }, ids).noChange).toBe(true)
    // A failure of another kind is no "already so".
    expect(observeAction({ tool: 'issue_permit', args: { permit: 'KP-2210' }, error: '502 Bad Gateway' }, ids).noChange).toBe(false)
  })

  it('a check after a write that took effect still reads the write', () => {
    const trace = root(
      getPermit(3.1, '2024-07-10T10:26:55Z'),
      tool('issue_permit', { permit: 'KP-2210', kiln: 'K3' }, { issued: true, permit: 'KP-2210' }),
      getPermit(3.1, '2024-07-10T10:26:58Z'),
      tool('notify_potter', { permit: 'KP-2210' }, { sent: true }),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe("rules after blind set 63 (a test runner's progress percentage)", () => {
  it('`FAILED [87%]` then `FAILED [74%]` is the same failure: the percentage is how far the session had got', () => {
    expect(maskVolatileText('tests/test_glaze.py::test_crazing FAILED [87%]')).toBe(maskVolatileText('tests/test_glaze.py::test_crazing FAILED [74%]'))
    expect(maskVolatileText('test_a.py::test_x PASSED      [ 50%]')).toBe(maskVolatileText('test_a.py::test_x PASSED      [100%]'))
    // A percentage that is the measurement stays.
    expect(maskVolatileText('coverage [87%]')).not.toBe(maskVolatileText('coverage [74%]'))
    const run = (pct: number, addr: string, secs: string): Dict =>
      tool(
        'run_tests',
        { path: 'tests/test_glaze.py' },
        `tests/test_glaze.py::test_crazing FAILED [${pct}%]\nE   AssertionError: crazing 0.31 > 0.20 on tile set T-9 (n=48)\n<Function test_crazing> at ${addr}\n1 failed, 12 passed in ${secs}s`,
      )
    const edit = (change: Record<string, unknown>): Dict => tool('update_config', change, { ok: true })
    const trace = root(
      run(87, '0x7f89a9cc86e0', '29.01'),
      edit({ cone: 6 }),
      run(74, '0x7ffcf3431364', '44.54'),
      edit({ cooling: 'slow' }),
      run(75, '0x7f6570cce7f3', '38.81'),
      edit({ glaze_thickness_mm: 0.8 }),
      run(86, '0x7f01651d3672', '26.99'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after the ninth session (a person asked again, recorded as their own spans)', () => {
  // A person's message recorded as a span of their own kind, with no input: what they typed.
  const says = (text: string): Dict => ({ type: 'user', name: 'user_message', input: null, output: text, children: [] })

  it('a `user` span with no input is what the person said: four questions in new words, the same 12 kg each time, is a loop', () => {
    const trace = agent('order-clerk', 'Place tomorrow’s crayfish order for The Mill.', { status: 'abandoned' }, [
      tool('pond_stock', { grade: 'A' }, 'pond  grade  kg_avail\nP2    A      38.5\n(1 row, 18ms)'),
      llm('I can place it. How many kilos should the order be?'),
      says('12 kg, grade A.'),
      llm('Thanks, just checking the weight: what quantity does The Mill want?'),
      says('12 kilos, grade A, like every Friday.'),
      llm('Before I submit, what is the order size in kg?'),
      says('Twelve. Kilograms. Grade A.'),
      llm('Could you confirm how many kilograms of crayfish to send?'),
      says('12 kg!!'),
    ])
    const report = progress(trace)
    expect(report.loopDetected).toBe(true)
    const finding = report.findings.find((f) => f.kind === 'no-progress-repeat')
    expect(finding?.message).toMatch(/^A person was asked 4 times and kept answering what they had already said \("12 kg!!"\)/)
  })

  it("a graph's human node that returns the person's message (`{ messages: [{ type: 'human', content }] }`) is their answer; \"the 1st\" names 1", () => {
    const human = (question: string, answer: string): Dict => ({
      type: 'chain',
      name: 'human',
      input: { interrupt: { value: question, resumable: true } },
      output: { messages: [{ type: 'human', content: answer }] },
      children: [],
    })
    const trace = agent('LangGraph', 'Pause the kefir box for August.', { error: 'GraphRecursionError: Recursion limit of 8 reached' }, [
      tool('subscriptions_api', { url: '/v2/customers/48812/subscription' }, { next_delivery: '2024-08-01', status: 'active' }),
      llm('Should the pause start with the delivery on Thursday 1 August or the one after?'),
      human('Should the pause start with the delivery on Thursday 1 August or the one after?', 'From 1 August, all of August.'),
      llm('Could you confirm which August delivery should be the first one skipped?'),
      human('Could you confirm which August delivery should be the first one skipped?', 'Yes, the 1st.'),
      llm('Just so I get it right, is Thursday 1 August the first delivery you want paused?'),
      human('Just so I get it right, is Thursday 1 August the first delivery you want paused?', 'Yes 1 August, whole month.'),
    ])
    const report = progress(trace)
    expect(report.loopDetected).toBe(true)
    // The finding quotes what the person said, not the record it came in.
    expect(report.findings.find((f) => f.kind === 'no-progress-repeat')?.message).toContain('("Yes 1 August, whole month.")')
  })

  it('a "Yes" to each new step, each acted on before the next question, is consent, not the same answer', () => {
    const asked = (question: string, answer: string): Dict => tool('ask_human', { question }, answer)
    const trace = agent('support', 'Cancel order 4411 and refund it.', 'Done.', [
      asked('Shall I cancel order 4411?', 'Yes'),
      tool('cancel_order', { order: 4411 }, { status: 'cancelled' }),
      asked('Refund to the card ending 1234?', 'Yes'),
      tool('refund', { order: 4411, method: 'card' }, { refund_id: 'rf_88', status: 'pending' }),
      asked('Would you like an email receipt?', 'Yes please'),
      tool('send_receipt', { order: 4411, to: 'jo@mail.com' }, { sent: true }),
      asked('Can we send you a short survey?', 'Sure'),
      tool('enroll_survey', { email: 'jo@mail.com' }, { ok: true }),
    ])
    expect(loops(trace)).toBe(false)
    // Asked again with nothing done in between, "Yes" is the same answer.
    const reasked = agent('support', 'Cancel order 4411.', null, [
      asked('Shall I cancel order 4411?', 'Yes'),
      asked('Just to confirm, cancel 4411?', 'Yes.'),
      asked('Are you sure you want order 4411 cancelled?', 'Yes!'),
      asked('Final check: cancel order 4411?', 'yes'),
    ])
    expect(loops(reasked)).toBe(true)
  })

  it('"same as the last two times" and "I have answered this three times" say the answer was given before', () => {
    expect(saysSaidBefore('4411. Same as the last two times.')).toBe(true)
    expect(saysSaidBefore('Poplar. I have answered this three times.')).toBe(true)
    expect(saysSaidBefore('Same as the last order, please.')).toBe(false)
  })

  it('a person answering different questions, one count in common ("2 adults", "2 nights"), is a dialogue, not a loop', () => {
    const asked = (question: string, answer: string): Dict[] => [llm(question), tool('ask_human', { question }, answer)]
    const told = (question: string, answer: string): Dict[] => [llm(question), says(answer)]
    for (const turn of [asked, told]) {
      const trace = agent('booking', 'Book a room at the harbour inn.', 'Booked BK-1182.', [
        ...turn('How many guests will stay?', '2 adults'),
        ...turn('Which dates would you like?', 'Friday 14 June, for 2 nights'),
        ...turn('Any room preference?', 'Sea view if possible, 2 single beds'),
        ...turn('Shall I book it?', 'Yes please'),
        tool('book_room', { guests: 2, from: '2024-06-14', nights: 2, view: 'sea' }, { booking: 'BK-1182', status: 'confirmed' }),
        llm('Booked BK-1182: sea view, two single beds, 2 nights from Friday 14 June.'),
      ])
      expect(loops(trace)).toBe(false)
    }
  })
})

describe('rules after the ninth session (SQL reads are about their tables)', () => {
  const sql = (query: string): Dict => tool('run_sql', { sql: query }, { rows: [], rowcount: 0, elapsed_ms: query.length })

  it('an empty orphan check over each child table in turn is batch work over tables, not the same search reworded', () => {
    expect(tablesIn('SELECT id FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE c.id IS NULL')).toEqual(['table:orders', 'table:customers'])
    expect(tablesIn('SELECT * FROM "billing"."Invoices"')).toEqual(['table:billing.invoices'])
    expect(tablesIn('orders from last week')).toEqual([])
    const trace = root(
      llm('Check each child table for rows whose customer no longer exists.'),
      ...['orders', 'invoices', 'tickets', 'addresses'].map((table) =>
        sql(`SELECT id FROM ${table} t LEFT JOIN customers c ON c.id = t.customer_id WHERE c.id IS NULL`),
      ),
      llm('No orphaned rows in orders, invoices, tickets or addresses: the foreign keys hold.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the same table asked with reworded filters, empty each time, is still the same search', () => {
    const trace = root(
      sql("SELECT * FROM customers WHERE name = 'Jon Smith'"),
      sql("SELECT * FROM customers WHERE name ILIKE '%smith%'"),
      sql("SELECT * FROM customers WHERE last_name = 'Smith' AND first_name LIKE 'J%'"),
      sql("SELECT id, email FROM customers WHERE lower(full_name) = 'jon smith'"),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after the ninth session (a wrapper is no recursion)', () => {
  it('an agent span whose first step is the same agent given the same input, doing the work, is one run recorded twice', () => {
    const inner = agent('research_agent', { input: 'Summarise the Q3 report' }, 'Revenue up 12%.', [
      llm('Reading the report.'),
      tool('read_pdf', { path: 'q3.pdf' }, 'Revenue 4.1M (+12%)'),
      llm('Revenue up 12%.'),
    ])
    const wrapped = agent('research_agent', { input: 'Summarise the Q3 report' }, 'Revenue up 12%.', [inner])
    expect(progress(wrapped).findings.filter((f) => f.kind === 'recursive-call')).toEqual([])
    const chain: Dict = {
      type: 'chain',
      name: 'RunnableSequence',
      input: { question: 'What is RAG?' },
      output: 'RAG is retrieval-augmented generation.',
      children: [
        {
          type: 'chain',
          name: 'RunnableSequence',
          input: { question: 'What is RAG?' },
          output: { context: 'RAG combines retrieval…', question: 'What is RAG?' },
          children: [tool('VectorStoreRetriever', { query: 'What is RAG?' }, [{ page_content: 'RAG combines retrieval…' }])],
        },
        llm('RAG is retrieval-augmented generation.'),
      ],
    }
    expect(loops(chain)).toBe(false)
  })

  it('a re-entry after the outer run did something, a second re-entry, or one that did nothing is still a recursion', () => {
    const planner = (children: Dict[]): Dict => agent('planner', { task: 'plan the migration' }, null, children)
    const afterStep = planner([llm('This needs a plan first; handing it to the planner.'), planner([llm('Handing it to the planner.')])])
    expect(progress(afterStep).findings.some((f) => f.kind === 'recursive-call')).toBe(true)
    const twice = planner([planner([planner([tool('read_schema', { table: 'orders' }, 'id, total')])])])
    expect(progress(twice).findings.some((f) => f.kind === 'recursive-call')).toBe(true)
    const idle = planner([planner([])])
    expect(progress(idle).findings.some((f) => f.kind === 'recursive-call')).toBe(true)
  })
})

describe('rules after blind set 66 (a human span that waited for the person)', () => {
  // A plain chat trace: each model step reads the whole conversation so far, and the person's
  // message is recorded as a `human` span that waited (`{ awaiting: true }`) and brought it back.
  const turn = (history: Array<{ role: string; content: string }>, question: string): Dict => ({
    type: 'llm',
    name: 'chat.completions',
    input: { messages: history },
    output: { role: 'assistant', content: question },
    children: [],
  })
  const waits = (answer: string): Dict => ({
    type: 'human',
    name: 'user_message',
    input: { awaiting: true },
    output: { role: 'user', content: answer },
    children: [],
  })
  const conversation = (exchanges: Array<[string, string]>, ending: Dict[] = []): Dict => {
    const history: Array<{ role: string; content: string }> = [{ role: 'user', content: 'Please quote new flooring for the back room.' }]
    const children: Dict[] = [tool('price_list', { region: 'north' }, { oak: 64, ash: 58, currency: 'EUR' })]
    for (const [question, answer] of exchanges) {
      children.push(turn([...history], question), waits(answer))
      history.push({ role: 'assistant', content: question }, { role: 'user', content: answer })
    }
    return agent('quote_session', { conversation_id: 'c-1' }, { status: 'abandoned' }, [...children, ...ending])
  }

  it('asked four times in new words, the same answer each time, is a loop; the count is of the questions, not the records of each answer', () => {
    const trace = conversation([
      ['Which wood should the boards be, oak or ash?', 'Oak.'],
      ['Could you tell me whether you want oak or ash boards?', 'Oak, for the back room.'],
      ['To be accurate, is it oak or ash you want?', 'Oak.'],
      ['One more check: oak or ash for the boards?', 'I already said oak.'],
    ])
    const report = progress(trace)
    expect(report.loopDetected).toBe(true)
    expect(report.findings.find((f) => f.kind === 'no-progress-repeat')?.message).toMatch(/^A person was asked 4 times and kept answering/)
  })

  it('asked different things, each answered with something new, stays a dialogue', () => {
    const trace = conversation(
      [
        ['Which wood should the boards be, oak or ash?', 'Oak.'],
        ['How big is the room, in square metres?', 'About 14.'],
        ['Do you want the old carpet taken away?', 'Yes, and the underlay.'],
        ['Shall I send the quote by email?', 'To jo@mail.com please.'],
      ],
      [tool('send_quote', { wood: 'oak', m2: 14, removal: true, to: 'jo@mail.com' }, { quote: 'Q-311', total: 1120 })],
    )
    expect(progress(trace).loopDetected).toBe(false)
  })
})

describe('rules after the eleventh session (free-text searches that name other records)', () => {
  const searches = (name: string, queries: readonly string[], empty: unknown, conclusion: string): Dict =>
    rootOf([llm(`Looking each of them up with ${name}.`), ...queries.map((q) => tool(name, { query: q }, empty)), llm(conclusion)])

  it('four searches in words, each naming another record number and each finding nothing, are batch work', () => {
    const codes = ['error E1042 printer offline', 'error E2210 paper jam sensor', 'error E3307 toner not recognized', 'error E4415 firmware update failed']
    expect(loops(searches('search_kb', codes, 'No results found.', 'None of the four codes is documented; escalating.'))).toBe(false)
    const orders = ['order ORD-1041 status', 'order ORD-2210 status', 'order ORD-3307 status', 'order ORD-4415 status']
    expect(loops(searches('search_orders', orders, { results: [] }, 'No such orders; asking the customer to check the numbers.'))).toBe(false)
  })

  it('one record searched again in other words is the same search, however its code is spelled', () => {
    const reworded = ['phytosanitary certificate batch RB-2291', 'certificate for lot RB2291', 'plant health cert rb 2291 export', 'phyto document 2291']
    expect(loops(searches('doc_search', reworded, { documents: [] }, 'Still nothing.'))).toBe(true)
    // Leading zeros and a prefix written joined on are dress too.
    const plate = ['treatment history of plate DG-0412', 'has plate 412 been treated', 'batch 24-01187 and plate DG 0412', 'plate 20412 conservation notes']
    expect(loops(searches('catalogue_query', plate, { nodes: [] }, 'Nothing on file.'))).toBe(true)
    // Measures are no record numbers: 1.2m, 1200mm and 120cm are one size asked three ways.
    const sizes = ['ash roof wheel 1.2m', 'steam bent ash crown 1200mm', 'toono ash 120cm', 'compression ring ash 1.2 m diameter']
    expect(loops(searches('search_catalog', sizes, { results: [] }, 'No supplier lists it.'))).toBe(true)
  })
})

describe('rules after blind set 67 (a LangChain generation whose message kept only its calls)', () => {
  it("a generation's text is what its message said when the message was recorded without content", () => {
    const said = 'Kiln 2 shows the bottom layer at 9.8% moisture but the top at 12.4%; it needs another hour.'
    const generation = (message: Record<string, unknown>) => ({ generations: [[{ text: said, message }]] })
    expect(textOf(generation({ tool_calls: [{ name: 'read_kiln_log', args: { kiln: 2 }, id: 'c1' }] }))).toContain('needs another hour')
    // A message that has content of its own is read as before, and an empty text adds nothing.
    expect(textOf(generation({ type: 'ai', content: 'Unloading kiln 2.' }))).toBe('Unloading kiln 2.')
    expect(textOf({ generations: [[{ text: '', message: { tool_calls: [{ name: 'read_kiln_log', args: {}, id: 'c2' }] } }]] })).toBeNull()
  })

  it('so the same long step said again after the same read is seen', () => {
    const step = (calls: boolean): Dict => ({
      type: 'llm',
      name: 'ChatAnthropic',
      input: { messages: [] },
      output: {
        generations: [
          [
            {
              text: 'Kiln 2 shows the bottom layer at 9.8% moisture but the top probe at 12.4%, and the target is 8 to 10% throughout. Because the top layer lags, unloading now would risk mould in the bale, so it needs roughly another hour before a final check.',
              message: calls ? { tool_calls: [{ name: 'read_kiln_log', args: { kiln: 2 }, id: 'c' }] } : { tool_calls: [] },
            },
          ],
        ],
      },
      children: [],
    })
    const read = tool('read_kiln_log', { kiln: 2 }, 'kiln=2 probe_bottom=9.8 probe_top=12.4 air_c=62.1')
    expect(loops(root(read, step(true), tool('read_kiln_log', { kiln: 2 }, 'kiln=2 probe_bottom=9.8 probe_top=12.4 air_c=62.1'), step(false)))).toBe(true)
  })

  it('four answers in the same words whose only number went both up and down and reads inside its range wander: no news', () => {
    const ping = (sats: number, id: string) => `Vehicle VN-08 | job PR-33871 | status: AT_DEPOT (not loaded) | gps_fix ${sats} sats | ping_id ${id}`
    const polls = (counts: readonly number[]): Dict =>
      rootOf([
        llm('Checking where the van is.'),
        ...counts.flatMap((n, i) => [
          tool('van_tracker', { job: 'PR-33871' }, ping(n, `Qx${i}Lm${i}Zr${i}`)),
          llm(i % 2 === 0 ? 'Checking the tracker again.' : 'See if it moved.'),
        ]),
      ])
    expect(loops(polls([11, 5, 6, 9, 7]))).toBe(true)
    // A new low or high is news: the count moved past what was seen.
    expect(loops(polls([11, 5, 6, 4, 3]))).toBe(false)
  })
})

describe('rules after blind set 69 (busywork after the goal was met)', () => {
  it('"already" and a participle says a repeated action changed nothing, in a text, an error code or a note', () => {
    const ids = new ToolIdentities()
    const refund = { tool: 'issue_credit', args: { invoice: 'INV-7781', amount: '120.00' } }
    expect(observeAction({ ...refund, output: null, error: 'credit_already_issued' }, ids).noChange).toBe(true)
    expect(observeAction({ ...refund, output: null, error: 'invoice already voided' }, ids).noChange).toBe(true)
    expect(observeAction({ ...refund, output: 'Invoice INV-7781: CREDITED (no change)' }, ids).noChange).toBe(true)
    expect(observeAction({ ...refund, output: 'Credit note CN-118 issued for INV-7781' }, ids).noChange).toBe(false)
    expect(observeAction({ ...refund, output: null, error: 'card_declined' }, ids).noChange).toBe(false)
    // A result that says others already did something reports on them: only an error refuses the action itself so.
    const search = { tool: 'panel_search', args: { city: 'York' } }
    expect(observeAction({ ...search, output: 'Found 31 panelists. 14 already attended a session this year.' }, ids).noChange).toBe(false)
  })

  it('re-reading a settled record and repeating the action that settled it, told it was already done, is a loop', () => {
    const invoice = (status: string, n: number) =>
      tool('get_invoice', { invoice: 'INV-7781' }, { invoice: 'INV-7781', amount: '120.00', status, request_id: `rq_${n}a${n * 7}x` })
    const credit = tool('issue_credit', { invoice: 'INV-7781', amount: '120.00' }, { credit_note: 'CN-118', status: 'issued' })
    const again = failing('issue_credit', { invoice: 'INV-7781', amount: '120.00' }, 'credit_already_issued')
    expect(loops(root(invoice('open', 1), credit, invoice('credited', 2), invoice('credited', 3), invoice('credited', 4), again, invoice('credited', 5)))).toBe(
      true,
    )
    // Read once to confirm, then done: healthy.
    expect(loops(root(invoice('open', 1), credit, invoice('credited', 2)))).toBe(false)
  })

  it('a call the harness refused at its usage limit never ran: it resolves no wait, and says nothing', () => {
    const ids = new ToolIdentities()
    const refusal = 'UsageLimitExceeded: The next request would exceed the request_limit of 12'
    expect(observeAction({ tool: 'check_booking', args: { ref: 'HB-20' }, output: null, error: refusal }, ids).resultClass).toBe('unknown')
    // The harness's limit reached, said after the fact, stays the call's error: the failure it ended on.
    expect(
      observeAction({ tool: 'check_booking', args: { ref: 'HB-20' }, output: null, error: 'GraphRecursionError: Recursion limit of 25 reached' }, ids)
        .resultClass,
    ).toBe('error')
    const check = (host: string) => tool('check_booking', { ref: 'HB-20' }, { ref: 'HB-20', confirmed: true, berth: 'C4', nights: 3, served_by: host })
    const book = tool('book_berth', { boat: 'Skua', berth: 'C4', nights: 3 }, { ref: 'HB-20', confirmed: true })
    const trace = root(book, check('app-2a'), check('app-7f'), check('app-3c'), check('app-9d'), failing('check_booking', { ref: 'HB-20' }, refusal))
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 69 (a person who says they said it before)', () => {
  it('"as said", "said it three times": the person gave this answer before', () => {
    expect(saysSaidBefore('Yes. As said three times.')).toBe(true)
    expect(saysSaidBefore('No, as already said.')).toBe(true)
    expect(saysSaidBefore("I've said it twice now: the blue van.")).toBe(true)
    expect(saysSaidBefore('As the manual said, torque to 40 Nm.')).toBe(false)
    expect(saysSaidBefore('Yes, exclude them.')).toBe(false)
  })

  it('a question asked again in new words, the person saying they already answered: a loop', () => {
    const ask = (question: string, answer: string) => tool('ask_client', { question }, answer)
    const trace = root(
      llm('The brief may exclude people who tasted in March. I should ask the client.'),
      ask('Should the tasting panel include people who came in March?', 'No, leave them out.'),
      llm('I need to be sure about excluding the March tasters before inviting anyone.'),
      ask('Do you want the March attendees excluded from the panel?', 'Yes, excluded.'),
      llm('I need to be sure about excluding the March tasters before I invite anyone.'),
      ask('Just to confirm, March people are not eligible?', 'Correct. As said twice.'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 71 (an HTTP export read past its end)', () => {
  const response = (offset: number, body: string) =>
    `HTTP/1.1 200 OK\nDate: Tue, 04 Mar 2025 09:1${offset % 10}:0${offset % 7} GMT\nX-Total-Count: 180\nX-Offset: ${offset}\nContent-Type: text/csv\n\n${body}`

  it('a 200 that names the type of its body and sends none found nothing; a bare 200 acknowledgement is no such answer', () => {
    expect(isEmptyResult(response(200, ''))).toBe(true)
    expect(isEmptyResult(response(100, 'reading_id,sensor,value\nr-101,T4,18.2\n'))).toBe(false)
    expect(isEmptyResult('HTTP/1.1 200 OK\nDate: Tue, 04 Mar 2025 09:10:00 GMT\nContent-Length: 0\n\n')).toBe(false)
  })

  it('offsets raised past the end, each answered by an empty body, are paging past the end', () => {
    const page = (offset: number, body: string) => tool('export_readings', { site: 'BRW', offset, limit: 100 }, response(offset, body))
    const rows = 'reading_id,sensor,value\nr-101,T4,18.2\nr-102,T4,18.4\n'
    expect(loops(root(page(0, rows), page(100, rows.replace('18.2', '17.9')), page(200, ''), page(300, ''), page(400, ''), page(500, '')))).toBe(true)
    expect(loops(root(page(0, rows), page(100, rows.replace('18.2', '17.9')), page(200, '')))).toBe(false)
  })
})

describe('rules after blind set 68 (a list of times is what it lists)', () => {
  it('bare dates and times listed as items are the content; the same times stamped on a record stay clock noise', () => {
    const mask = { mapString: maskVolatileText }
    expect(canonicalDigest({ free: ['2025-02-01 09:00', '2025-02-01 13:00'] }, mask)).not.toBe(
      canonicalDigest({ free: ['2025-02-22 09:00', '2025-02-22 13:00'] }, mask),
    )
    expect(canonicalDigest({ free: ['slot A'], checked_at: '2025-02-01 09:00' }, mask)).toBe(
      canonicalDigest({ free: ['slot A'], checked_at: '2025-02-03 17:12' }, mask),
    )
  })

  it('following a cursor through pages of other time slots, the same number a page, is reading on', () => {
    // As LangChain4j records it: the model's tool request, then the JSON text the tool returned in its result message.
    const ask = (cursor: string): Dict => ({
      type: 'llm',
      name: 'ChatLanguageModel.chat',
      input: { messages: '[…]' },
      output: { aiMessage: { toolExecutionRequests: [{ id: `r-${cursor}`, name: 'listTeeTimes', arguments: JSON.stringify({ course: 'north', cursor }) }] } },
      children: [],
    })
    const page = (cursor: string, next: string | null, slots: string[], at: number) =>
      tool(
        'ToolExecutor listTeeTimes',
        { cursor },
        { ToolExecutionResultMessage: { text: JSON.stringify({ slots, nextCursor: next, serverTime: 1719328569749 + at }) } },
      )
    const trace = root(
      ask(''),
      page('', 'p2', ['2025-03-01 08:10', '2025-03-01 08:20', '2025-03-01 09:40'], 0),
      ask('p2'),
      page('p2', 'p3', ['2025-03-08 07:50', '2025-03-08 10:30'], 1200),
      ask('p3'),
      page('p3', null, ['2025-03-15 08:00', '2025-03-15 08:30', '2025-03-15 11:10'], 2900),
      llm('Free tee times on the North course: 1 March (3), 8 March (2), 15 March (3). Eight in all.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 68 (a check that fails in capitals)', () => {
  const check = (ms: number, lines: string) =>
    tool('make check', 'make check', `python -m tidecheck --gauges gauges.csv\nLoaded 9 gauges (${ms}ms)\n${lines}\n(Current directory: /repo)\nbash-$`)
  const failed = 'ERROR: gauge 7 expected FLAG(surge) got OK\nmake: *** [Makefile:9: check] Error 1'

  it('"ERROR:" and make\'s "*** [target] Error 1" report a failure', () => {
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'make check', args: 'make check', output: `Loaded 9 gauges\n${failed}` }, ids).failing).toBe(true)
    expect(observeAction({ tool: 'make check', args: 'make check', output: 'make: *** [Makefile:9: check] Error 2' }, ids).failing).toBe(true)
    expect(observeAction({ tool: 'make check', args: 'make check', output: 'Loaded 9 gauges\nall 9 gauges OK' }, ids).failing).toBe(false)
  })

  it('four different edits, the check failing the same way after each: a loop; the failures going away: not', () => {
    const edit = (line: string) => tool('edit', `edit ${line}\nend_of_edit`, '[File: /repo/tidecheck/flags.py (52 lines total)]\n(edited)')
    const stuck = root(
      check(9, failed),
      edit('14:14\n    if surge >= 0.6:'),
      check(8, failed),
      edit('9:9\nSURGE_M = 0.55'),
      check(7, failed),
      edit('22:22\n    surge = level - predicted'),
      check(9, failed),
    )
    expect(loops(stuck)).toBe(true)
    const fixed = root(check(9, failed), edit('14:14\n    if surge >= 0.6:'), check(8, 'all 9 gauges OK'))
    expect(loops(fixed)).toBe(false)
  })
})

describe('rules after blind set 68 (a Haystack ToolInvoker run whose input is the call itself)', () => {
  const invoker = (input: Record<string, unknown>, result: unknown): Dict =>
    tool('ToolInvoker', input, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify(result), origin: null, error: false }] }] })

  it('`{ tool_name, …arguments }` and `{ tool_name, arguments }` are the call they name', () => {
    const flat = toolCallOf(invoker({ tool_name: 'hive_weight', hive: 'R-12' }, { kg: 31.4 }) as never)
    expect([flat.tool, flat.args, flat.output]).toEqual(['hive_weight', { hive: 'R-12' }, { kg: 31.4 }])
    const nested = toolCallOf(invoker({ tool_name: 'hive_weight', arguments: { hive: 'R-12' } }, { kg: 31.4 }) as never)
    expect([nested.tool, nested.args]).toEqual(['hive_weight', { hive: 'R-12' }])
  })

  it('the same reading again and again, only its radio noise changing, is a loop', () => {
    const read = (rssi: number, frame: number) =>
      invoker({ tool_name: 'hive_weight', hive: 'R-12' }, { hive: 'R-12', kg: 31.4, trend: 'flat', rssi, frame_seq: frame })
    const trace = root(read(-98, 1201), read(-110, 1202), read(-104, 1203), read(-101, 1204), read(-99, 1205))
    expect(loops(trace)).toBe(true)
  })
})

describe('rules from the real trajectories (tau-bench airline: a "No, …" reply)', () => {
  it('"No, …" with a clause after it answers a question; "No results" and "No." found nothing', () => {
    expect(isEmptyResult("No, I don't want to be transferred. Can we change the date instead?")).toBe(false)
    expect(isEmptyResult('No results for "pier 4 moorings".')).toBe(true)
    expect(isEmptyResult('No matching bookings')).toBe(true)
  })
})

describe('rules from the real trajectories (tau-bench airline: the same booking refused three times)', () => {
  it('a call refused the same way three times, then accepted with a recomputed value, did not wait for it: the retries were waste', () => {
    const book = (paid: number, output: string, error?: string): Dict => ({
      ...tool('book_table', { guest: 'noor_5521', party: 6, date: '2025-06-14', deposit: [{ card: 'card_88', amount: paid }] }, output),
      ...(error ? { error } : {}),
    })
    const refused = 'Error: deposit does not add up, total deposit is 180, but paid 150'
    const think = (text: string) => tool('think', { thought: text }, '')
    const trace = root(
      book(150, refused, refused),
      think('The deposit is 25 per guest, so 150 for six.'),
      book(150, refused, refused),
      think('Six guests at 25 each is 150; resending.'),
      book(150, refused, refused),
      think('The total says 180: the deposit must be 30 per guest.'),
      book(180, '{"booking": "BK-4471", "status": "confirmed"}'),
    )
    expect(loops(trace)).toBe(true)
    // Sent once, fixed, then accepted: healthy.
    expect(
      loops(root(book(150, refused, refused), think('The total says 180: 30 per guest.'), book(180, '{"booking": "BK-4471", "status": "confirmed"}'))),
    ).toBe(false)
  })
})

describe('rules after blind set 72 (a Haystack tool run beside its component attributes; CrewAI refusing a repeated input)', () => {
  it("`{ tool, arguments }` beside Haystack's `haystack.component.*` attributes is the call it names", () => {
    const span = tool(
      'haystack.component.run',
      { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker', tool: 'kiln_log', arguments: { kiln: 3, page: 2 } },
      { tool_messages: [{ _role: 'tool', _content: [{ result: '{"firings":[],"page":2,"pages":1}', origin: { tool_name: 'kiln_log' }, error: false }] }] },
    )
    const call = toolCallOf(span as never)
    expect([call.tool, call.args, call.output]).toEqual(['kiln_log', { kiln: 3, page: 2 }, { firings: [], page: 2, pages: 1 }])
  })

  it('CrewAI answering "I tried reusing the same input" in the tool\'s place is that call again, not news', () => {
    const ids = new ToolIdentities()
    const refusal = "I tried reusing the same input, I must stop using this action input. I'll try something else instead."
    expect(observeAction({ tool: 'tide_table', args: { port: 'Oban' }, output: refusal }, ids).repeatRefused).toBe(true)
    expect(observeAction({ tool: 'tide_table', args: { port: 'Oban' }, output: 'HW 06:12 4.1 m' }, ids).repeatRefused).toBe(false)
    const thought =
      'Thought: The ferry needs at least 3.2 m of water over the slipway sill, so the crossing has to sit inside two hours either side of high water; I should read the Oban tide table and then pick the two sailings that fit that window.'
    const trace = root(
      llm(thought),
      tool('tide_table', { port: 'Oban' }, 'HW 06:12 4.1 m, LW 12:30 0.9 m, HW 18:41 3.9 m'),
      llm(thought.replace('I should read', 'I will read')),
      tool('tide_table', { port: 'Oban' }, refusal),
    )
    expect(loops(trace)).toBe(true)
    expect(progress(trace).reason).toContain('tide_table was called 2 times with the same arguments and the framework refused the repeat')
  })
})

describe('rules after blind set 72 (where a search looked, axe violations, ERR_ codes, a scroll position)', () => {
  it('a list of where a search looked is no find: the result list beside it is empty', () => {
    expect(isEmptyResult({ drawings: [], searched_collections: ['TH-ENG', 'CB-WORKS'], server: 'api-a4' })).toBe(true)
    expect(isEmptyResult({ drawings: [{ id: 'D-1' }], searched_collections: ['TH-ENG'] })).toBe(false)
  })

  it("axe's non-empty `violations` list and an `ERR_…` code report a failure; an empty list does not", () => {
    const ids = new ToolIdentities()
    const axe = (violations: unknown[]) => observeAction({ tool: 'run_axe', args: { url: '/form' }, output: { url: '/form', violations, passes: 12 } }, ids)
    expect(axe([{ id: 'label', impact: 'critical' }]).failing).toBe(true)
    expect(axe([]).failing).toBe(false)
    const probe = (text: string) => observeAction({ tool: 'read_probe', args: { bin: 2 }, output: text }, ids)
    expect(probe('probe MX-2 read#3321: moisture=--.-% (ERR_PROBE_DRY_CONTACT) temp=11.2C').failing).toBe(true)
    expect(probe('probe MX-2 read#3321: moisture=13.9% temp=11.2C').failing).toBe(false)
  })

  it('scrolling on while the page shows the same lots, only the scroll position moving, is a loop; new lots are not', () => {
    const scroll = (y: number, lots: string) =>
      tool(
        'scroll_down',
        { amount: 800 },
        { extracted_content: 'Scrolled down the page by 800 pixels', page: { scroll_y: y, scroll_height: 1300, html_excerpt: lots } },
      )
    const same = '<div class="lot">L-12 Ruby cup</div><div class="lot">L-14 Jade cup</div><div class="end">No more lots</div>'
    expect(loops(root(scroll(800, same), scroll(1600, same), scroll(2400, same), scroll(3200, same), scroll(4000, same)))).toBe(true)
    const lot = (name: string) => `<div class="lot">${name}</div>`
    const pages = [lot('Ruby cup') + lot('Jade cup'), lot('Celadon bowl') + lot('Tenmoku bowl'), lot('Raku tea bowl') + lot('Shino jar'), lot('Oribe plate')]
    expect(loops(root(...pages.map((lots, i) => scroll(800 * (i + 1), lots))))).toBe(false)
  })
})

describe('rules after blind set 74 (a tool result that names its call only by id)', () => {
  it("a tool span recording only its call's id takes the arguments its model step asked for under that tool's name", () => {
    const ask = (text: string, name: string, input: Record<string, unknown>, id: string): Dict => ({
      type: 'llm',
      name: 'assistant',
      input: { model: 'claude-sonnet-4' },
      output: {
        type: 'assistant',
        message: {
          content: [
            { type: 'text', text },
            { type: 'tool_use', id, name, input },
          ],
        },
      },
      children: [],
    })
    const result = (name: string, id: string, text: string, failed = false): Dict => ({
      ...tool(name, { tool_use_id: id }, { type: 'user', message: { content: [{ type: 'tool_result', content: text, is_error: failed }] } }),
      ...(failed ? { error: 'exit 1' } : {}),
    })
    const build = (errors: string) => `Parsing...\n${errors}\nfatal error: failed files: "hymn.ly"`
    const trace = root(
      ask('Compile first.', 'Bash', { command: 'lilypond hymn.ly' }, 'toolu_a1'),
      result('Bash', 'toolu_x1', build('hymn.ly:12:3: error: unbalanced braces\nhymn.ly:30:9: error: Lyric hyphen with no following syllable'), true),
      ask(
        'The tenor part on line 12 is missing its opening brace, which explains the unbalanced braces.',
        'Edit',
        { file_path: 'hymn.ly', old_string: "\\relative c'", new_string: "\\relative c' {" },
        'toolu_a2',
      ),
      result('Edit', 'toolu_x2', 'The file hymn.ly has been updated.'),
      ask(
        'The lyric on line 30 ends in a hyphen with no syllable after it; drop the trailing hyphen.',
        'Edit',
        { file_path: 'hymn.ly', old_string: 'glo -- ri -- a --', new_string: 'glo -- ri -- a' },
        'toolu_a3',
      ),
      result('Edit', 'toolu_x3', 'The file hymn.ly has been updated.'),
      ask(
        'And line 31 has one syllable too many for the tenor note, so change it to the melisma form.',
        'Edit',
        { file_path: 'hymn.ly', old_string: 'lu -- cis', new_string: 'lu __' },
        'toolu_a4',
      ),
      result('Edit', 'toolu_x4', 'The file hymn.ly has been updated.'),
      ask('Recompile.', 'Bash', { command: 'lilypond hymn.ly' }, 'toolu_a5'),
      result('Bash', 'toolu_x5', 'Converting to `hymn.pdf`...\nSuccess: compilation successfully completed'),
    )
    // Three different edits, each acknowledged alike: other edits, not one edit made three times.
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 75 (a counter after an underscore)', () => {
  it('`poll_seq=4008` counts the asking, as `seq=4008` does: five answers alike but for it are the same answer', () => {
    const status = (n: number, at: string, session: string, seq: number, controller: string) =>
      tool(
        'execute_tool kiln_status',
        { kiln: 'K2', attempt: n },
        {
          'gen_ai.tool.call.result': `STATUS kiln=K2 at 06/Apr/2025:14:${at} +0000\nZ1 HOLD hours=1843h\nZ2 HOLD hours=1851h\nZ3 RAMP hours=2210h door=closed\ncone=DOWN-PENDING (Z3)\nsession=${session} poll_seq=${seq} controller=${controller}`,
        },
      )
    const trace = root(
      status(1, '07:34', 'eb113a7005d2', 4000, 'kc-ctl-2b'),
      status(2, '07:44', 'd088583b1450', 4008, 'kc-ctl-2c'),
      status(3, '07:58', 'c1de6bf35140', 4008, 'kc-ctl-1c'),
      status(4, '08:09', '6de67bc9afd8', 4012, 'kc-ctl-2b'),
      status(5, '08:20', 'ad5c0db0ac4b', 4032, 'kc-ctl-1b'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 75 (a Bedrock Lambda body; a Haystack run named by its input)', () => {
  it("a Bedrock action group's `responseBody` is read by its body: `valid: false` after each setting is the same failure", () => {
    const ids = new ToolIdentities()
    const body = (id: string) => ({
      httpStatusCode: 200,
      responseBody: {
        'application/json': { body: JSON.stringify({ valid: false, errors: [{ msg: 'cleat spacing 1.9 m above limit 1.5 m' }], validation_id: id }) },
      },
    })
    const observed = (id: string) => observeAction(toolCallOf(tool('validate_layout', {}, body(id)) as never), ids)
    expect(observed('v-1').failing).toBe(true)
    expect(observed('v-1').result).toBe(observed('v-2').result)
    const set = (name: string, value: string) =>
      tool('PUT /config/cleats', { parameters: [{ name, value }] }, { actionGroupInvocationOutput: { text: `{"updated":"${name}"}` } })
    const validate = (id: string) => tool('POST /config/validate', { parameters: [] }, body(id))
    const trace = root(
      set('spacing_m', '1.5'),
      validate('v-1'),
      set('count', '40'),
      validate('v-2'),
      set('tolerance_pct', '5'),
      validate('v-3'),
      set('deck_m', '60'),
      validate('v-4'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a call named by its input (`{ tool, arguments }`) whose output is tool messages is answered by them: pages past the end', () => {
    const page = (start: number, docs: unknown[]) =>
      tool(
        'tool_invoker',
        { tool: 'find_seed_lots', arguments: { genus: 'Primula', start, rows: 2 } },
        {
          tool_messages: [
            { _role: 'tool', _content: [{ result: JSON.stringify({ response: { numFound: 3, start, docs }, responseHeader: { QTime: 9 + start } }) }] },
          ],
        },
      )
    const call = toolCallOf(page(4, []) as never)
    expect([call.tool, call.output]).toEqual(['find_seed_lots', { response: { numFound: 3, start: 4, docs: [] }, responseHeader: { QTime: 13 } }])
    const trace = root(page(0, [{ lot: 'P-1' }, { lot: 'P-2' }]), page(2, [{ lot: 'P-3' }]), page(4, []), page(6, []), page(8, []), page(10, []))
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 76 (an empty list of conflicts)', () => {
  it('an empty `conflicts` list says nothing went wrong, not that nothing was found: a count going down is news', () => {
    expect(isEmptyResult({ unpatched: 3, conflicts: [], scanned: '2024-07-19T13:01:14Z' })).toBe(false)
    expect(isEmptyResult({ results: [], conflicts: [] })).toBe(true)
    const scan = (left: number, at: string) => tool('stage_scan', { rig: 'B' }, { unaddressed: left, conflicts: [], scanned: `2024-07-19T13:0${at}Z` })
    const patch = (change: string) => tool('patch_fixture', { change }, { ok: true })
    const trace = root(
      scan(6, '1:11'),
      patch('Move the cyc strip from 12 to 40.'),
      scan(3, '1:14'),
      patch('Set the wash to 8-channel mode.'),
      scan(2, '1:17'),
      patch('Address the two spots at 44 and 52.'),
      scan(0, '1:19'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 76 (the same task passed around by agents that only hand it on)', () => {
  const task = 'Work out the corrected times for heat 3 of the kayak slalom and publish them.'
  const handOff = (agent: string, to: string, output: unknown = null): Dict => ({
    type: 'agent',
    name: agent,
    input: { input: task },
    output,
    children: [
      llm('The timing specialist should take this; transferring.'),
      { type: 'handoff', name: 'handoff', input: { from_agent: agent, to_agent: to }, output: { assistant: to }, children: [] },
    ],
  })

  it('agents that each hand the very task on in the same words, around and back, are a loop', () => {
    const trace = agent('Agent workflow', { input: task }, { error: 'MaxTurnsExceeded' }, [
      handOff('Course Desk', 'Results Agent'),
      handOff('Results Agent', 'Timing Agent'),
      handOff('Timing Agent', 'Course Desk'),
      handOff('Course Desk', 'Results Agent'),
      handOff('Results Agent', 'Timing Agent', { error: 'MaxTurnsExceeded' }),
    ])
    expect(loops(trace)).toBe(true)
  })

  it('a desk handing the task to a specialist who does the work is not', () => {
    const trace = agent('Agent workflow', { input: task }, 'Published.', [
      handOff('Course Desk', 'Timing Agent'),
      agent('Timing Agent', { input: task }, 'Heat 3 corrected times published: K1M 92.41 s, C1W 104.02 s.', [
        tool(
          'load_heat_times',
          { heat: 3 },
          {
            runs: [
              { bib: 12, raw: 90.41, penalties: 2 },
              { bib: 7, raw: 100.02, penalties: 4 },
            ],
          },
        ),
        tool('publish_results', { heat: 3 }, { published: true, url: '/results/heat-3' }),
      ]),
    ])
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 77 (a listing that counts n=0; the Agents SDK response span)', () => {
  it('a listing whose count is `n=0` found nothing; `n=2` found something', () => {
    expect(isEmptyResult('start=100 n=0\n\ns3://bat-survey-raw/c1f8c5797355/ listing 124ms')).toBe(true)
    expect(isEmptyResult('start=0 n=2\nBAT_fb13b1.wav Pipistrellus pygmaeus\nBAT_ec0f8e.wav Myotis daubentonii')).toBe(false)
  })

  it("the OpenAI Agents SDK's `response` span is a model step: its long text said again after nothing new is a loop", () => {
    expect(spanRole('response')).toBe('llm')
    const text =
      'Hive 14 is due for its spring inspection. The last two brood checks found capped brood on five frames and a queen cell on frame seven, so before splitting the colony I need a free inspection slot with the association mentor and a dry afternoon above fourteen degrees.'
    const step = (words: string): Dict => ({
      type: 'response',
      name: 'POST /v1/responses',
      input: { model: 'gpt-4.1' },
      output: { output: [{ type: 'message', content: [{ type: 'output_text', text: words }] }] },
      children: [],
    })
    const trace = root(
      step(text),
      tool('find_mentor_slot', { hive: 14 }, { free: [], next_check: '2025-04-05T17:46:58Z' }),
      step(text.replace('I need', 'I will need')),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 77 (a cache verdict and a reference in text)', () => {
  it("a cache's verdict and age in text are noise, and a reference assigned by name is a handle", () => {
    expect(maskVolatileText('slot P3 | cache:MISS age=122s')).toBe(maskVolatileText('slot P3 | cache:HIT age=16s'))
    expect(maskHandles('hold_ref=BZNXVZ expires=?')).toBe(maskHandles('hold_ref=YP52JE expires=?'))
    expect(maskHandles('hold_ref=BZNXVZ')).not.toBe(maskHandles('holder=BZNXVZ'))
  })

  it('the same calendar read four times, only its hold reference, cache verdict and timings changing, is a loop', () => {
    const read = (ref: string, cache: string, age: number, ms: number) =>
      tool(
        'kiln_calendar',
        { kiln: 'K2', day: 'Saturday' },
        `K2  Sat 06:00-18:00  HOLD(tentative) by potter #31  hold_ref=${ref}  | cache:${cache} age=${age}s  ${ms}ms`,
      )
    expect(loops(root(read('OXD6KD', 'MISS', 122, 8), read('ABYOQ7', 'MISS', 105, 85), read('YPQJEZ', 'HIT', 16, 36), read('BZNXVZ', 'HIT', 196, 52)))).toBe(
      true,
    )
  })
})

describe('rules after blind set 75 (a moment read off the client clock in the arguments)', () => {
  const board = (asOf: string, depth: string, etag: string) =>
    tool('tide_gauge', { station: 'Aberdeen', as_of: asOf }, `station Aberdeen | depth ${depth} m | etag ${etag} | served by gauge-eu-${etag.length}`)

  it('the same reading asked "as of" a clock a few seconds on, answered alike but for handles, is a loop', () => {
    const calls = ['2025-09-01T06:14:03Z', '2025-09-01T06:14:09Z', '2025-09-01T06:14:17Z', '2025-09-01T06:14:22Z', '2025-09-01T06:14:31Z']
    expect(loops(root(...calls.map((t, i) => board(t, '3.42', ['a91f', 'c03e', '77b2', 'e5d0', '1f9a'][i]!))))).toBe(true)
  })

  it('a reading that moves between those moments is news', () => {
    const calls = ['2025-09-01T06:14:03Z', '2025-09-01T06:24:09Z', '2025-09-01T06:34:17Z', '2025-09-01T06:44:22Z', '2025-09-01T06:54:31Z']
    expect(loops(root(...calls.map((t, i) => board(t, ['3.42', '3.61', '3.80', '4.02', '4.19'][i]!, 'a91f'))))).toBe(false)
  })

  it('a time on the minute is a typed query, not a place: it stays in the call', () => {
    const calls = ['2025-09-01T06:00:00Z']
    const observe = (asOf: string) => observeAction({ tool: 'tide_gauge', args: { station: 'Aberdeen', as_of: asOf }, output: 'x' }, new ToolIdentities())
    expect(observe(calls[0]!).keyWithoutPlace).toBe(observe(calls[0]!).key)
    expect(observe('2025-09-01T06:14:03Z').keyWithoutPlace).not.toBe(observe('2025-09-01T06:14:03Z').key)
  })
})

describe('rules after blind set 79 (span kinds spelled as operation names)', () => {
  it("the AI SDK's operation ids and OpenTelemetry GenAI operations name a span's role", () => {
    expect(spanRole('ai.generateText.doGenerate')).toBe('llm')
    expect(spanRole('ai.streamText.doStream')).toBe('llm')
    expect(spanRole('ai.toolCall')).toBe('action')
    expect(spanRole('ai.generateText')).toBe('agent')
    expect(spanRole('execute_tool get_weather')).toBe('action')
    expect(spanRole('chat gpt-4o')).toBe('llm')
    expect(spanRole('invoke_agent triage')).toBe('agent')
    expect(spanRole('CHAT_MODEL')).toBe('llm')
    expect(spanRole('chain')).toBe(null)
    expect(spanRole('chatter box')).toBe(null)
  })

  it('a long model step under `ai.generateText.doGenerate` said again after a read that told nothing new is a loop', () => {
    const text =
      'The ferry to Inis Oírr leaves Doolin at 10:00 and 13:00, and the crossing takes forty minutes, so to reach the pottery before it closes at three the party of six must take the morning sailing and book the return for the last boat at five.'
    const step = (words: string): Dict => ({
      type: 'ai.generateText.doGenerate',
      name: 'ai.generateText.doGenerate',
      input: { 'ai.prompt.messages': '[]' },
      output: { 'ai.response.text': words },
      children: [],
    })
    const read = (etag: string) => tool('ferry_times', { route: 'DOO-INO' }, { sailings: ['10:00', '13:00', '17:00'], etag })
    const trace = root(read('a1'), step(text), read('b2'), step(text.replace('must take', 'should take')))
    expect(loops(trace)).toBe(true)
    expect(loops(root(read('a1'), step(text), tool('book', { sailing: '10:00', party: 6 }, { booked: 'FR-2231' }), step('Booked FR-2231 for six.')))).toBe(
      false,
    )
  })
})

describe('rules after blind set 79 (a date-time group in a weather report)', () => {
  it('a `DDHHMMZ` group is when a report was issued: masked like any time; other codes ending in Z are not', () => {
    expect(maskVolatileText('TAF EGLL 041700Z 0418/0524 22010KT')).toBe(maskVolatileText('TAF EGLL 041703Z 0418/0524 22010KT'))
    expect(maskVolatileText('TAF EGLL 041700Z 0418/0524 22010KT')).not.toBe(maskVolatileText('TAF EGLL 041700Z 0418/0524 31020KT'))
    expect(maskVolatileText('part 123456Z')).toBe('part 123456Z')
  })

  it('a long step said again after the same forecast re-issued a few minutes later is a loop', () => {
    const text =
      'Visibility at the glider field is forecast above eight kilometres all morning with wind 220 at 10 knots, so the first winch launch at nine is within limits; before briefing the pilots I must confirm the crosswind on runway 27 stays under twelve knots after ten.'
    const forecast = (issued: string, visibility = '9999') =>
      tool('aviation_weather', { station: 'EGKA' }, `TAF EGKA ${issued} 0409/0418 22010KT ${visibility} SCT030`)
    expect(loops(root(forecast('040500Z'), llm(text), forecast('040503Z'), llm(text.replace('I must', 'I need to'))))).toBe(true)
    // An amended forecast says something new: the step said again after it is another matter.
    expect(loops(root(forecast('040500Z'), llm(text), forecast('040503Z', '3000'), llm(text.replace('I must', 'I need to'))))).toBe(false)
  })
})

describe('rules after real coding-agent runs (shell commands read by what they run)', () => {
  const out = (code: number, text: string) => `<returncode>${code}</returncode>\n<output>\n${text}\n</output>`
  const bash = (command: string, output: string) => tool('bash', command, output)
  const source = `class Parser:\n    def parse(self, text):\n        if not text:\n            raise ValueError("empty input")\n        try:\n            return self._parse(text)\n        except Exception as error:\n            raise ParseError(str(error))\n`

  it('source shown by `cat` that names exceptions is no failure: reading it again among new reads is no loop', () => {
    const trace = root(
      llm('Let me look at the parser first.'),
      bash('cat src/parser.py', out(0, source)),
      llm('Where is it called?'),
      bash('grep -rn "Parser(" src', out(0, 'src/cli.py:12:    parser = Parser()')),
      llm('Look at the CLI.'),
      bash('cat src/cli.py', out(0, 'from parser import Parser\nparser = Parser()\nprint(parser.parse(input()))')),
      llm('Run it with empty input.'),
      bash('echo "" | python src/cli.py', out(1, 'ValueError: empty input')),
      llm('Back to the parser.'),
      bash('cat src/parser.py', out(0, source)),
      llm('Check the lexer it imports.'),
      bash('cat src/lexer.py', out(0, 'def lex(text):\n    return text.split()')),
      llm('And the tests.'),
      bash('ls tests', out(0, 'test_parser.py')),
      llm('Read the parser tests.'),
      bash('cat tests/test_parser.py', out(0, 'def test_empty():\n    with pytest.raises(ValueError):\n        Parser().parse("")')),
      llm('Parser once more.'),
      bash('cat src/parser.py', out(0, source)),
      llm('The behaviour is intended; done.'),
    )
    expect(loops(trace)).toBe(false)
    // Shown by a command that exited above zero, the same words are a failure again.
    expect(observeAction({ tool: 'bash', args: 'cat src/parser.py', output: out(1, source) }, new ToolIdentities()).failing).toBe(true)
    expect(observeAction({ tool: 'bash', args: 'cat src/parser.py', output: out(0, source) }, new ToolIdentities()).failing).toBe(false)
  })

  it('a file name with a digit is the file, not a handle: a listing after a rename is news', () => {
    expect(maskHandles('/workspace/game_2048.py')).not.toBe(maskHandles('/workspace/2048.py'))
    expect(maskHandles('migrations/0001_initial.py')).toBe('migrations/0001_initial.py')
    expect(maskHandles('served by web-04')).toBe(maskHandles('served by web-07'))
    const listing = (file: string) => tool('view', { path: '/workspace' }, `Files up to 2 levels deep in /workspace:\n/workspace/\n/workspace/${file}`)
    const trace = root(listing('game_2048.py'), tool('bash', { command: 'mv /workspace/game_2048.py /workspace/2048.py' }, ''), listing('2048.py'))
    expect(progress(trace).findings).toEqual([])
  })

  it('a long step the harness refused, sent again in the right form, is that step delivered, not a repeat', () => {
    const plan =
      'The cache key ignores the locale, so two users with different languages share one rendered page; I will add the locale to the key in render_page and clear the stale entries with the management command before rerunning the integration test suite.'
    const complaint: Dict = {
      type: 'tool',
      name: 'format_error',
      input: null,
      output: 'Please provide EXACTLY ONE action, found 2 actions.',
      error: 'format error',
      children: [],
    }
    const trace = root(
      llm(`${plan}\n\n\`\`\`python\nkey = (page, locale)\n\`\`\`\n\n\`\`\`bash\nsed -i 's/key = page/key = (page, locale)/' app/render.py\n\`\`\``),
      complaint,
      llm(`Correcting the format. ${plan}\n\n\`\`\`bash\nsed -i 's/key = page/key = (page, locale)/' app/render.py\n\`\`\``),
      bash("sed -i 's/key = page/key = (page, locale)/' app/render.py", out(0, '')),
      llm('Run the tests.'),
      bash('pytest -q tests/integration', out(0, '12 passed in 3.1s')),
    )
    expect(loops(trace)).toBe(false)
  })

  it('reverting a fix on purpose to see the check fail again, after it passed, is no fix that failed', () => {
    const fix = "sed -i 's/batch_size or 1000/min(batch_size, limit)/' db/bulk.py"
    const revert = "sed -i 's/min(batch_size, limit)/batch_size or 1000/' db/bulk.py"
    const trace = root(
      llm('Reproduce first.'),
      bash('python repro.py', out(1, 'FAILURE: too many terms in compound SELECT')),
      llm('Look at the batch size.'),
      bash('grep -n batch_size db/bulk.py', out(0, '41:    size = batch_size or 1000')),
      llm('Cap it.'),
      bash(fix, out(0, '')),
      llm('Run the reproduction.'),
      bash('python repro.py', out(0, 'SUCCESS: inserted 1200 rows')),
      llm('To be sure the reproduction catches the bug, revert the fix and run it again.'),
      bash(revert, out(0, '')),
      llm('Run it without the fix.'),
      bash('python repro.py', out(1, 'FAILURE: too many terms in compound SELECT')),
      llm('It fails without the fix, as expected. Re-apply it.'),
      bash(fix, out(0, '')),
      llm('And run it once more.'),
      bash('python repro.py', out(0, 'SUCCESS: inserted 1200 rows')),
    )
    expect(loops(trace)).toBe(false)
    // Going back and forth between the change that fails and the original that passes is still a flip.
    const set = (grams: number) => tool('update_ration', { animal: 'OKAPI-2', item: 'browse', grams }, { ok: true, grams })
    const check = (valid: boolean) => tool('validate_ration', { animal: 'OKAPI-2' }, valid ? { valid: true } : { valid: false, error: 'FIBRE_LOW' })
    expect(loops(root(set(300), check(false), set(800), check(true), set(300), check(false), set(800), check(true)))).toBe(true)
  })

  it('the same long thought before each retry of a transient failure is backoff when a retry then succeeds, a loop when none does', () => {
    const thought =
      'The package registry returned a gateway timeout while resolving the lockfile, which looks like a transient outage on their side rather than anything in our manifest, so I will wait half a minute and run exactly the same install again.'
    const install = (ok: boolean): Dict =>
      ok
        ? tool('run_command', { command: 'sleep 30 && npm ci' }, 'added 812 packages in 41s')
        : {
            type: 'tool',
            name: 'run_command',
            input: { command: 'sleep 30 && npm ci' },
            output: 'npm ERR! 504 Gateway Time-out - GET https://registry.npmjs.org/react',
            error: 'exit code 1',
            children: [],
          }
    const first: Dict = {
      type: 'tool',
      name: 'run_command',
      input: { command: 'npm ci' },
      output: 'npm ERR! 504 Gateway Time-out - GET https://registry.npmjs.org/react',
      error: 'exit code 1',
      children: [],
    }
    expect(loops(root(first, llm(thought), install(false), llm(thought), install(true), llm('Installed; running the build next.')))).toBe(false)
    expect(loops(root(first, llm(thought), install(false), llm(thought), install(false)))).toBe(true)
  })

  it('reading a log in chunks past its end, each chunk printing nothing, is paging past the end', () => {
    const chunk = (from: number, text: string) => bash(`sed -n '${from},${from + 199}p' logs/nightly.log`, out(0, text))
    const trace = root(
      chunk(1, 'PASS t_alloc\nPASS t_queue\nFAIL t_ring (signal 11)'),
      chunk(201, '==411== Invalid write of size 8\n==411==    at rb_push (ring.c:77)'),
      chunk(401, ''),
      chunk(601, ''),
      chunk(801, ''),
      chunk(1001, ''),
    )
    expect(loops(trace)).toBe(true)
    expect(loops(root(chunk(1, 'PASS t_alloc'), chunk(201, 'FAIL t_ring'), chunk(401, ''), llm('The log ends at line 400; the crash is in rb_push.')))).toBe(
      false,
    )
  })

  it('searches whose output a harness records as JSON text or an OpenHands observation, printing nothing, found nothing', () => {
    const codex = (pattern: string) =>
      tool(
        'shell',
        { command: ['bash', '-lc', `git log --oneline -i --grep="${pattern}" -- lib/range.rb`], workdir: '/repo' },
        '{"output":"","metadata":{"exit_code":0,"duration_seconds":0.04}}',
      )
    expect(loops(root(codex('exclusive'), codex('overlap'), codex('end bound'), codex('half-open'), codex('inclusive')))).toBe(true)
    const openhands = (pattern: string) =>
      tool('CmdRunAction', { command: `grep -rn "${pattern}" --include=*.go .` }, { observation: 'run', content: '', extras: { metadata: { exit_code: 1 } } })
    expect(loops(root(openhands('retry_budget'), openhands('retryBudget'), openhands('RetryBudget'), openhands('retry-budget'), openhands('budget')))).toBe(
      true,
    )
  })

  it('"No vulnerabilities found" is a clean check and a bracketed `[no test files]` beside a package is no answer; "No packages found" is nothing found', () => {
    expect(isEmptyResult('Scanning your code and 212 packages across 41 dependent modules...\n\nNo vulnerabilities found.')).toBe(false)
    expect(isEmptyResult('ok  \texample.com/app/api\t1.26s\n?   \texample.com/app/cmd\t[no test files]')).toBe(false)
    expect(isEmptyResult('Searching the index...\nNo packages found.')).toBe(true)
    expect(isEmptyResult('no known issues were found')).toBe(false)
  })

  it("the same errors after each edit are the same failure, whatever the build's bookkeeping counts around them", () => {
    expect(failureLinesOnly('e: Repo.kt:42:17 Unresolved reference\nFAILURE: Build failed\n20 actionable tasks: 1 executed')).toBe(
      'e: Repo.kt:#:# Unresolved reference\nFAILURE: Build failed\n# actionable tasks: # executed',
    )
    const build = (tasks: number, executed: number, scan: string) =>
      tool(
        'run',
        { cmd: 'mvn -q compile' },
        {
          exit_code: 1,
          stdout: `[ERROR] Ledger.java:[88,12] cannot find symbol: method toCents()\n[ERROR] BUILD FAILURE\n${tasks} modules scanned, ${executed} compiled\nReport: https://reports.example/${scan}`,
        },
      )
    const edit = (n: number) => tool('edit_file', { path: `src/Ledger${n}.java`, patch: `fix ${n}` }, 'edited')
    expect(loops(root(build(20, 1, 'a81kd02'), edit(1), build(21, 1, 'c92jf11'), edit(2), build(24, 3, 'k20dd93'), edit(3), build(22, 2, 'p01xx72')))).toBe(
      true,
    )
    // Fewer errors after an edit is another failure: the fix helped.
    const fewer = tool('run', { cmd: 'mvn -q compile' }, { exit_code: 1, stdout: '[ERROR] BUILD FAILURE\n20 modules scanned, 1 compiled' })
    expect(
      loops(root(build(20, 1, 'a81kd02'), edit(1), fewer, edit(2), tool('run', { cmd: 'mvn -q compile' }, { exit_code: 0, stdout: 'BUILD SUCCESS' }))),
    ).toBe(false)
  })

  it('reading part of a file already shown, to look closer, is no record fetched again; the very same view three times is', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `        attrs['data-field-${230 + i}'] = self.widget.attrs.get('slot_${i}', 'auto')`)
    const view = (from: number, to: number) => bash(`sed -n '${from},${to}p' app/forms.py`, out(0, lines.slice(from - 230, to - 229).join('\n')))
    const zoom = root(
      llm('Look at the block.'),
      view(230, 259),
      llm('The decorator sits at 236; look closer.'),
      view(230, 240),
      llm('And the end of the block.'),
      view(250, 259),
      llm('The slot names around 234 again.'),
      view(232, 236),
      llm('And the ones in the forties.'),
      view(240, 245),
      llm('Move the method above the decorator.'),
      bash("sed -i '236d' app/forms.py", out(0, '')),
    )
    expect(loops(zoom)).toBe(false)
    expect(loops(root(view(230, 259), llm('Again.'), view(230, 259), llm('Again.'), view(230, 259)))).toBe(true)
  })

  it('a file written through a heredoc is a write, and its content is no message said again', () => {
    const body = (name: string) =>
      `import os\nimport sys\n\n# reproduction for ${name}\nfrom app.server import make_app\napp = make_app(debug=True, port=8001)\nresponse = app.test_client().head('/')\nprint(response.status_code, len(response.data))\nassert response.data == b'', 'HEAD returned a body'\n`
    const write = observeAction({ tool: 'bash', args: `cat <<'EOF' > repro_head.py\n${body('head')}EOF`, output: out(0, '') }, new ToolIdentities())
    expect(write.mutating).toBe(true)
    const trace = root(
      llm('Write the reproduction.'),
      bash(`cat <<'EOF' > repro_head.py\n${body('head')}EOF`, out(0, '')),
      llm('Run it.'),
      bash('python repro_head.py', out(1, 'AssertionError: HEAD returned a body')),
      llm('Write a GET check too.'),
      bash(`cat <<'EOF' > repro_get.py\n${body('get')}EOF`, out(0, '')),
      llm('Run it.'),
      bash('python repro_get.py', out(0, '200 37')),
      llm('Now keep notes.'),
      bash(`cat <<'EOF' > app/patch_notes.py\n${body('notes')}EOF`, out(0, '')),
      llm('Run the HEAD check.'),
      bash('python repro_head.py', out(0, '200 0')),
    )
    expect(loops(trace)).toBe(false)
  })

  it("a harness's complaints recorded without any input: three in a row the run gets past are a stumble, four in a row or the last word are a loop", () => {
    const complaint = (): Dict => ({
      type: 'tool',
      name: 'format_error',
      input: null,
      output: 'Please provide EXACTLY ONE action, found 3 actions.',
      error: 'format error',
      children: [],
    })
    const stumbles = (n: number, recovered: boolean) =>
      root(
        llm('List the package.'),
        bash('ls pkg', out(0, '__init__.py\ncore.py')),
        ...Array.from({ length: n }, (_, i) => [llm(`Attempt ${i} with two blocks.`), complaint()]).flat(),
        ...(recovered ? [llm('One block now.'), bash('cat pkg/core.py', out(0, 'def run():\n    return 1'))] : []),
      )
    expect(loops(stumbles(3, true))).toBe(false)
    expect(loops(stumbles(4, true))).toBe(true)
    expect(loops(stumbles(3, false))).toBe(true)
  })

  it("a harness's complaints recorded without any input, far apart, do not make the work between them a fix that failed", () => {
    const complaint = (): Dict => ({
      type: 'tool',
      name: 'format_error',
      input: null,
      output: 'Please provide EXACTLY ONE action, found 2 actions.',
      error: 'format error',
      children: [],
    })
    const trace = root(
      llm('Looking around.'),
      bash('ls src', out(0, 'parser.py\nlexer.py')),
      llm('two blocks'),
      complaint(),
      llm('Read the lexer.'),
      bash('cat src/lexer.py', out(0, 'def lex(text):\n    return text.split()')),
      llm('Run the tests.'),
      bash('pytest -q', out(1, '1 failed, 3 passed')),
      llm('Edit the lexer.'),
      bash('sed -i \'s/split()/split(" ")/\' src/lexer.py', out(0, '')),
      llm('two blocks again'),
      complaint(),
      llm('Run the tests.'),
      bash('pytest -q', out(0, '4 passed')),
      llm('Look at git diff.'),
      bash('git diff', out(0, 'diff --git a/src/lexer.py b/src/lexer.py\n-    return text.split()\n+    return text.split(" ")')),
      llm('three blocks'),
      complaint(),
      llm('Submit.'),
      bash('git add -A && git diff --cached', out(0, 'diff --git a/src/lexer.py')),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 80 (a delegation named in CamelCase)', () => {
  it('an agent that hands the task on through `AgentDelegateAction`, nested three deep with the task reworded, did no work: a loop', () => {
    const delegate = (task: string, output: unknown, error?: string): Dict => ({
      type: 'tool',
      name: 'AgentDelegateAction',
      input: { agent: 'CodeActAgent', inputs: { task } },
      output,
      ...(error === undefined ? {} : { error }),
      children: [],
    })
    const level = (n: number, task: string, children: Dict[]): Dict => agent(`CodeActAgent (delegate level ${n})`, { task }, { outputs: {} }, children)
    const trace = agent('session', { task: 'Make the ledger export idempotent and add a test.' }, { agent_state: 'error' }, [
      level(0, 'Make the ledger export idempotent and add a test.', [
        llm('A multi-step task; delegating it with a clear brief.'),
        level(1, 'Add an idempotency guard to the ledger export, plus a test.', [
          llm('Export internals are involved; a specialised delegate should do it.'),
          level(2, 'The ledger export writes rows twice on retry. Guard it and add a regression test.', [
            llm('Handing off to another agent that can focus on retries.'),
            delegate('Stop the ledger export writing twice on retry; cover it with a test.', 'CodeActAgent finishes task with outputs: {}'),
            llm('The delegate returned nothing. Delegating again.'),
            delegate('Add an idempotency guard to the ledger export, plus a test.', null, 'RuntimeError: delegate reached maximum iteration'),
          ]),
        ]),
      ]),
    ])
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 79 (the process id syslog puts after a program name)', () => {
  it('`sshd[4411]:` is which process wrote the line: four reads of the same log tail, alike but for it and the clock, are a loop', () => {
    expect(maskVolatileText('May 23 10:23:53 bakectl[39609]: oven 2 idle')).toBe(maskVolatileText('May 23 10:24:00 bakectl[518]: oven 2 idle'))
    expect(maskVolatileText('items[3]: x')).toBe('items[3]: x')
    const tail = (pid: number, at: string) => tool('oven_log', { oven: 2, lines: 1 }, `May 23 ${at} bakectl[${pid}]: oven 2 idle, door interlock OPEN`)
    expect(loops(root(tail(39609, '10:23:53'), tail(518, '10:24:00'), tail(21877, '10:24:06'), tail(3312, '10:24:11')))).toBe(true)
  })
})

describe('rules after blind set 81 (a call recorded with only a framework flag)', () => {
  it("Letta's `request_heartbeat` beside a call is no argument: each call is read with what its step asked for", () => {
    const step = (thought: string, content: string): Dict => ({
      type: 'llm',
      name: 'agent_step',
      input: { messages: '[in-context memory]' },
      output: { inner_thoughts: thought, tool_call: { name: 'core_memory_append', arguments: JSON.stringify({ label: 'plan', content }) } },
      children: [],
    })
    const append = (): Dict =>
      tool('core_memory_append', { request_heartbeat: true }, { status: 'OK', message: 'None', time: '2024-04-02 17:47:27+00:00 PM UTC+0000' })
    const planning = root(
      step('Inventory: nine crates of glass plates, 1,140 plates in all.', 'Inventory: 9 crates, 1,140 plates'),
      append(),
      step('Throughput: 60 plates an hour on the copy stand, so 19 hours of shooting.', 'Throughput: 60/h, 19 h'),
      append(),
      step('Staffing: Ines on Tuesdays and Thursdays, four-hour sessions, so three weeks.', 'Staffing: Ines Tue/Thu, 3 weeks'),
      append(),
    )
    expect(loops(planning)).toBe(false)
    const same = root(
      step('Noting the inventory.', 'Inventory: 9 crates'),
      append(),
      step('Noting the inventory.', 'Inventory: 9 crates'),
      append(),
      step('Noting the inventory.', 'Inventory: 9 crates'),
      append(),
    )
    expect(loops(same)).toBe(true)
  })
})

describe('rules after blind set 82 (a hand-off carried out by a queue)', () => {
  it('a planner and a worker that each ask only for a hand-off, carried out by `queue.enqueue`, nested back and forth, did no work', () => {
    const ticket = (attempt: number, trace: string) => ({ ticket: 'OPS-77', attempt, text: 'Rotate the staging TLS certificate without downtime.', trace })
    const step = (name: string, to: string, words: string): Dict => ({
      type: 'llm',
      name: `${name}.llm`,
      input: { messages: [] },
      output: { content: words, tool_calls: [{ name: 'handoff', args: { to, ticket: 'OPS-77' } }] },
      children: [],
    })
    const enqueue = (to: string, id: string) => tool('queue.enqueue', { ticket: 'OPS-77', to }, { enqueued: true, msg_id: id })
    const node = (name: string, attempt: number, trace: string, to: string, words: string, inner: Dict[]): Dict =>
      agent(name, ticket(attempt, trace), { status: 'handoff' }, [step(name, to, words), enqueue(to, `m-${attempt}`), ...inner])
    const planned = 'Plan: 1) issue the certificate 2) load it beside the old one 3) switch the listener. Dispatching to a worker.'
    const trace = agent('graph.run', { goal: 'rotate cert' }, { error: 'GraphRecursionError: Recursion limit of 25 reached' }, [
      node('planner', 1, '0e028b4c22bf64ae', 'worker', planned, [
        node('worker', 2, '1c11a03e4ab5f0d0', 'planner', 'I need the planner to confirm the order first. Handing back.', [
          node('planner', 3, 'f99a25d0f553500e', 'worker', 'Plan again: issue, load beside, switch. Dispatching.', [
            agent('worker', ticket(4, '3ede80437a52aaf9'), { status: 'handoff', reason: 'needs a plan' }, [
              step('worker', 'planner', 'This needs a plan first. Handing back to the planner.'),
              tool('grep', { pattern: 'listener', path: 'staging/lb.tf' }, 'staging/lb.tf:8:  listener "https" {'),
            ]),
          ]),
        ]),
      ]),
    ])
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 82 (a task handed down a chain of differently named agents)', () => {
  const ask = (agentName: string, task: string): Dict => llm(`Thought: ${agentName} should handle this.\nCode:\n\`\`\`py\n${agentName}(task="${task}")\n\`\`\``)
  const read = (): Dict =>
    tool('python_interpreter', { code: 'print(open("deps.toml").read())' }, 'Execution logs:\n[compat]\nserde = "0.9"\nLast output from code snippet:\nNone')

  it('four nested agents, each answering the one above in its very words, "Delegated to the next agent", nothing written: a loop', () => {
    const handedOn = { final_answer: 'Delegated to the next agent; awaiting its result.' }
    const trace = agent('ManagedAgent:manager', { task: 'Fix the serde compat bound.' }, handedOn, [
      ask('deps_agent', 'Make the build resolve by fixing the serde bound.'),
      agent('ManagedAgent:deps_agent', { task: 'Make the build resolve by fixing the serde bound.' }, handedOn, [
        ask('compat_agent', 'The serde bound is unsatisfiable; adjust it.'),
        agent('ManagedAgent:compat_agent', { task: 'The serde bound is unsatisfiable; adjust it.' }, handedOn, [
          read(),
          ask('toml_agent', 'Fix the serde requirement in deps.toml.'),
          agent('ManagedAgent:toml_agent', { task: 'Fix the serde requirement in deps.toml.' }, handedOn, [read()]),
        ]),
      ]),
    ])
    expect(loops(trace)).toBe(true)
  })

  it('the same chain whose innermost agent writes the fix, each level answering "Done.", is work done', () => {
    const done = { final_answer: 'Done.' }
    const write = tool('python_interpreter', { code: 'open("deps.toml","w").write(fixed)' }, 'Execution logs:\nLast output from code snippet:\n184')
    const trace = agent('ManagedAgent:manager', { task: 'Fix the serde compat bound.' }, done, [
      ask('deps_agent', 'Make the build resolve by fixing the serde bound.'),
      agent('ManagedAgent:deps_agent', { task: 'Make the build resolve by fixing the serde bound.' }, done, [
        ask('compat_agent', 'The serde bound is unsatisfiable; adjust it.'),
        agent('ManagedAgent:compat_agent', { task: 'The serde bound is unsatisfiable; adjust it.' }, done, [
          read(),
          ask('toml_agent', 'Fix the serde requirement in deps.toml.'),
          agent('ManagedAgent:toml_agent', { task: 'Fix the serde requirement in deps.toml.' }, done, [
            read(),
            { ...write, name: 'edit_file', input: { path: 'deps.toml', patch: 'serde = "1.0"' } },
          ]),
        ]),
      ]),
    ])
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after real3 (a thought written down with a `think` tool)', () => {
  const listing =
    '[Back to Search]\nPage 1 (Total results: 50)\n[B01] Smoked paprika 2 oz $4.99\n[B02] Chili flakes 3 oz $6.10\n[B03] Fish fry seasoning 5 oz $7.25'
  const product = (id: string, name: string) => `[Back to Search]\n[< Prev]\n${name}\nPrice: $${id.length + 3}.99\n[Description]\n[Buy Now]`
  const think = (thought: string) => [llm(`think[${thought}]`), tool('think', thought, 'OK.')]
  const act = (name: string, arg: string, output: string) => [llm(`${name}[${arg}]`), tool(name, arg, output)]

  it('browsing items one by one, back to the list between them, with the same short notes to itself: no loop', () => {
    const trace = root(
      ...act('search', 'fish fry seasoning vegetarian', listing),
      ...act('click', 'B01', product('B01', 'Smoked paprika 2 oz')),
      ...think('The product is not what I am looking for.'),
      ...act('click', '< Prev', listing),
      ...think('I will check the next product.'),
      ...act('click', 'B02', product('B02', 'Chili flakes 3 oz')),
      ...think('The product is not what I am looking for.'),
      ...act('click', '< Prev', listing),
      ...think('I will check the next product.'),
      ...act('click', 'B03', product('B03', 'Fish fry seasoning 5 oz')),
      ...act('click', 'Buy Now', 'Your score (min 0.0, max 1.0): 1.0'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a `think` call between the calls of a real loop hides nothing: the same read, the same answer, four times', () => {
    const trace = root(
      ...[1, 2, 3, 4, 5].flatMap(() => [
        ...think('The order should be ready now; I will check it again.'),
        ...act('get_order', 'A-1', '{"status": "pending"}'),
      ]),
    )
    expect(loops(trace)).toBe(true)
  })

  it('the default reads tools named for thinking as scratchpads, and a declaration says otherwise', () => {
    const ids = new ToolIdentities()
    expect(['think', 'Think', 'think_tool', 'sequential-thinking', 'sequentialthinking', 'reflect'].map((n) => ids.of(n).scratchpad)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['think_of_name', 'rethink_plan', 'search', 'reflect_schema'].map((n) => ids.of(n).scratchpad)).toEqual([false, false, false, false])
    expect(new ToolIdentities({ tools: { think: { scratchpad: false } } }).of('think').scratchpad).toBe(false)
  })
})

describe('rules after blind set 81 (transport headers filed under another name)', () => {
  it('the same page read again and again, only its `cdn` record of cache headers moving, is the same answer', () => {
    const read = (cache: string, age: number, ray: string) =>
      tool('get_page', { slug: 'results' }, { status: 200, rows: 22, version: 'v9', cdn: { 'x-cache': cache, age, 'cf-ray': `${ray}-FRA` } })
    const trace = root(
      tool('publish_results', { slug: 'results' }, { status: 201, published: true }),
      read('MISS', 0, '7a1c90d2e3'),
      read('HIT', 41, '1b2c3d4e5f'),
      read('HIT', 57, '9f8e7d6c5b'),
      read('HIT', 133, '0a9b8c7d6e'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a record of data under a key (a date and an age) is part of the answer', () => {
    const read = (age: number, date: string) => tool('get_patient', { id: 'P-7' }, { status: 200, patient: { date, age } })
    expect(loops(root(read(41, '2026-01-02'), read(42, '2026-02-03'), read(43, '2026-03-04'), read(44, '2026-04-05')))).toBe(false)
  })
})

describe('rules after blind set 83 (numbers written with a decimal comma)', () => {
  it('a comma inside a number is part of it; between the items of a list it parts them', () => {
    expect(outcomeReadings('Время: 14,2 мс')?.numbers).toEqual([14.2])
    expect(outcomeReadings('Summe 903,40 €')?.numbers).toEqual([903.4])
    expect(outcomeReadings('1,250 rows')?.numbers).toEqual([1250])
    expect(outcomeReadings({ values: [3, 14] })?.numbers).toEqual([3, 14])
    expect(outcomeReadings('ids 1,2,3')?.numbers).toEqual([1, 2, 3])
  })

  it('the same check re-run after success, only its timing moving as `Время: 14,008 мс`, is a loop', () => {
    const check = (ms: string) =>
      tool(
        'psql',
        { sql: 'SELECT count(*), sum(total) FROM reports.q1' },
        ` count |    sum\n-------+------------\n     8 | 48 215 903,40\n(1 строка)\n\nВремя: ${ms} мс`,
      )
    const trace = root(
      tool('psql', { sql: 'CREATE TABLE reports.q1 AS SELECT region, sum(amount) AS total FROM sales GROUP BY region' }, 'SELECT 8\nВремя: 670,715 мс'),
      llm('Таблица создана. Проверяю итог.'),
      check('14,008'),
      llm('Отчёт готов: 8 регионов. Перепроверю ещё раз.'),
      check('89,087'),
      llm('Цифры совпадают. Проверю ещё раз для надёжности.'),
      check('85,370'),
      llm('Отчёт готов: 8 регионов. Перепроверю ещё раз.'),
      check('17,790'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after real4 (a write refused the same way, echoing each change it refused)', () => {
  const refused = (code: string): Dict => ({
    ...tool(
      'edit',
      `edit 329:330\n${code}\nend_of_edit`,
      `Your proposed edit has introduced new syntax error(s). Please understand the fixes and retry your edit command.\n\nERRORS:\n- E999 IndentationError: expected an indented block\n\nThis is how your edit would have looked if applied\n-------------------------------------------------\n328:        if n is None:\n329:${code}\n330:        if X is not None:\n-------------------------------------------------\nYour changes have NOT been applied. Please fix your edit command and try again.`,
    ),
    error: 'action failed',
  })
  const think = (text: string) => llm(`${text} The indentation must match the method body, so I will adjust the edit and try again.`)

  it('four different changes refused with the same reason, each echoed back, then the run is cut off: a loop', () => {
    const trace = root(
      think('The edit failed.'),
      refused('if n is None:\n    n = self.n'),
      think('Still an indentation error.'),
      refused('if n is None:\n        n = self.n\nn = int(n)'),
      think('Again the same error.'),
      refused('        if n is None:\n            n = self.n\n        n = int(n)'),
      think('It keeps failing.'),
      refused('        if n is None:\n            n = self.n\n        n = int(n)  # coerce'),
    )
    expect(loops(trace)).toBe(true)
  })

  it('one change refused, then made right: no loop', () => {
    const trace = root(
      think('Let me edit the method.'),
      refused('if n is None:\n    n = self.n'),
      think('The indentation was wrong.'),
      tool(
        'edit',
        'edit 329:330\n        if n is None:\n            n = self.n\nend_of_edit',
        '[File: base.py (811 lines total)]\n328:        if n is None:\n329:            n = self.n\nFile updated.',
      ),
      tool('python', 'python reproduce.py', 'Script completed successfully, no errors.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after real5 (a long step said again that led straight to a new answer)', () => {
  const plan = (context: string) =>
    `I will now assemble the airline property report for booking BK-1201 with the flight number AA2745, the contact email and phone, the custody reference CUST-1201, the item description and the loss context "${context}" so the form can be submitted.`
  it('the call said again with one argument put right after it failed, and answered: no loop', () => {
    const trace = root(
      tool('get_booking', { booking: 'BK-1201' }, { flight: 'AA2745', status: 'completed' }),
      llm(plan('Aircraft cabin')),
      {
        ...tool('assemble_report', { booking: 'BK-1201', loss_context: 'Aircraft cabin' }, ''),
        error: 'ValueError: The supplied loss_context does not match the linked case record.',
      },
      llm(plan('aircraft cabin')),
      tool('assemble_report', { booking: 'BK-1201', loss_context: 'aircraft cabin' }, { draft: 'D-77', fields: 9, ready: true }),
      tool('submit_form', { draft: 'D-77' }, { accepted: true, reference: 'CUST-1201' }),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the same long step said again after the failure, followed by the same failing call: still a loop', () => {
    const failed = () => ({
      ...tool('assemble_report', { booking: 'BK-1201', loss_context: 'Aircraft cabin' }, ''),
      error: 'ValueError: The supplied loss_context does not match the linked case record.',
    })
    const trace = root(llm(plan('Aircraft cabin')), failed(), llm(plan('Aircraft cabin')), failed())
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after real5 (a model turn that only says its call)', () => {
  const lookup = () => tool('find_user_id_by_name_zip', { first_name: 'Ivan', last_name: 'Johnson', zip: '94183' }, 'ivan_johnson_6036')
  const rest = () => [
    llm("[tool_call] get_user_details({'user_id': 'ivan_johnson_6036'})"),
    tool('get_user_details', { user_id: 'ivan_johnson_6036' }, { name: 'Ivan Johnson', orders: ['#W1671835'] }),
    llm("[tool_call] get_order_details({'order_id': '#W1671835'})"),
    tool('get_order_details', { order_id: '#W1671835' }, { status: 'delivered', items: [{ name: 'Perfume', size: '50ml' }] }),
  ]
  it('the same lookup made three times, each turn only the call said in text, then the work goes on: no loop', () => {
    const said = () => llm("[tool_call] find_user_id_by_name_zip({'first_name': 'Ivan', 'last_name': 'Johnson', 'zip': '94183'})")
    expect(loops(root(said(), lookup(), said(), lookup(), said(), lookup(), ...rest()))).toBe(false)
  })

  it('the same lookup made three times, each after a turn that reasons about it: a loop', () => {
    const reasoned = () => llm('I still need to confirm the customer identity before touching the order, so I will look the user up by name and zip again.')
    expect(loops(root(reasoned(), lookup(), reasoned(), lookup(), reasoned(), lookup(), ...rest()))).toBe(true)
  })
})

describe('rules after blind set 84 (measurements are data; a search hit is its record, not its score)', () => {
  // A metric's samples come as strings with three decimals (Prometheus' `values`): read again later,
  // the series holds new samples.
  const series = (start: number, samples: string[]) =>
    tool(
      'prometheus_query',
      { query: 'http_requests_total{code=~"5..",service="payments-api"}', range: '30m', step: '60s' },
      {
        status: 'success',
        data: { resultType: 'matrix', result: [{ metric: { service: 'payments-api' }, values: samples.map((v, i) => [start + 60 * i, v]) }] },
      },
    )

  it('a fine decimal is no longer masked as volatile: it may be the reading asked for', () => {
    expect(maskVolatileText('load 4.066, error ratio 0.0315')).toBe('load 4.066, error ratio 0.0315')
  })

  it('the same metric query three times during an incident, each with new samples, then a summary: no loop', () => {
    const trace = root(
      llm('Checking the 5xx rate for payments-api.'),
      series(1770616505, ['172.302', '463.610', '126.375']),
      tool('kubectl', { command: 'get pods' }, 'payments-api-1 Running 3 restarts'),
      llm('Checking the 5xx rate again after the restart.'),
      series(1770616768, ['84.960', '113.884', '119.679']),
      llm('And once more against the baseline.'),
      series(1770616781, ['158.340', '486.011', '609.339']),
      llm('The 5xx rate is still spiking after the restart; escalating to the payments on-call with the series attached.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the same query answered with the very same samples again and again: still a loop', () => {
    const same = () => series(1770616505, ['172.302', '463.610', '126.375'])
    expect(loops(root(same(), same(), same(), same()))).toBe(true)
  })

  // A retriever's hits: the same documents found again, ranked with scores that jitter.
  const retrieve = (revision: string, score: number) => ({
    ...tool(
      'VectorIndexRetriever.retrieve',
      { query_str: '6m wall logs count', filters: { revision } },
      { nodes: [{ node_id: `n-${revision}`, score, text: `Kota 44 rev ${revision}: wall logs 6000mm x 44mm, ${revision === 'C' ? 58 : 62} pcs` }] },
    ),
    type: 'retriever',
  })

  it('switching between two filters, each finding the same hit as before with another score: a loop', () => {
    const trace = root(retrieve('C', 0.8581), retrieve('D', 0.8268), retrieve('C', 0.8689), retrieve('D', 0.8469))
    expect(loops(trace)).toBe(true)
  })

  it("a score alone is the answer, not a hit's rank: an eval scoring 0.82 then 0.91 answered differently", () => {
    const identities = new ToolIdentities()
    const run = (score: number) => observeAction({ tool: 'run_eval', args: { suite: 'dev' }, output: { score } }, identities)
    expect(run(0.82).result).not.toBe(run(0.91).result)
    const hit = (score: number) => observeAction({ tool: 'search', args: { q: 'x' }, output: JSON.stringify([{ text: 'Tay Bridge', score }]) }, identities)
    expect(hit(0.752).result).toBe(hit(0.702).result)
  })
})

describe('rules after blind set 84 (a shell command line is no message)', () => {
  const command = 'kubectl -n ml-train get job intent-ft-march-0305 -o jsonpath="{.status}" && kubectl -n ml-train logs job/intent-ft-march-0305 --tail=1'
  const poll = (status: string) => tool('Bash', { command, description: 'check job' }, status)

  it('a long kubectl command polled again while the job waits, then running and done: no loop', () => {
    const trace = root(
      llm('Submitting the training job.'),
      tool('Bash', { command: 'kubectl -n ml-train apply -f k8s/train-job.yaml' }, 'job.batch/intent-ft-march-0305 created'),
      poll('{"active":1}\nPending: 0/1 nodes are available: 1 Insufficient nvidia.com/gpu.'),
      poll('{"active":1}\nPending: 0/1 nodes are available: 1 Insufficient nvidia.com/gpu.'),
      poll('{"active":1}\nRunning: epoch 1/4 step 400/1820 loss=0.712'),
      poll('{"active":0,"succeeded":1}\nSucceeded: eval accuracy=0.927'),
      llm('The fine-tuned model reaches 0.927 accuracy on dev.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the same long comment quoted in a command, posted again and again with nothing new: still a loop', () => {
    const body =
      'The deploy to production is blocked again because the signing key rotation has not reached the runners yet; I will retry once the key is available and post an update here.'
    const post = () => tool('Bash', { command: `gh issue comment 412 --body "${body}"` }, 'https://github.com/acme/api/issues/412#issuecomment-1')
    const deploy = () => failing('Bash', { command: 'make deploy ENV=prod' }, 'error: commit signature key not found on runner')
    expect(loops(root(deploy(), post(), deploy(), post(), deploy(), post()))).toBe(true)
  })
})

describe("rules after blind set 84 (SWE-agent's file viewer shows files)", () => {
  const view = (file: string, line: number, body: string) =>
    tool('bash', { command: `open ${file} ${line}` }, `[File: /workspace/orders/${file} (552 lines total)]\n(${line - 1} more lines above)\n${body}`)

  it("a window of source that says `raise ValueError` is the file's content, not a failed call", () => {
    const identities = new ToolIdentities()
    const shown = observeAction(
      {
        tool: 'bash',
        args: { command: 'open jobs/utils/currency.py 14' },
        output: '[File: /w/jobs/utils/currency.py (552 lines total)]\n14\t    raise ValueError("missing key")',
      },
      identities,
    )
    expect(shown.failing).toBe(false)
    expect(shown.showsFiles).toBe(true)
  })

  it('a templated step before each window of another file is reading code closely: no loop', () => {
    const step = (file: string, line: number, fn: string) =>
      llm(
        `DISCUSSION\nRe-reading ${file} around line ${line} after the earlier change to confirm how ${fn} now handles its arguments.\n\n\`\`\`\nopen ${file} ${line}\n\`\`\``,
      )
    const trace = root(
      step('jobs/utils/currency.py', 14, 'parse_ts'),
      view('jobs/utils/currency.py', 14, '14\tdef parse_ts(self, key):\n15\t    if key is None:\n16\t        raise ValueError("missing key")'),
      step('jobs/utils/currency.py', 155, 'normalize_currency'),
      view('jobs/utils/currency.py', 155, '155\tdef normalize_currency(self, path):\n156\t    if path is None:\n157\t        raise ValueError("missing id")'),
      step('jobs/utils/currency.py', 447, 'normalize_currency'),
      view(
        'jobs/utils/currency.py',
        447,
        '447\t    amount = normalize_currency(row)\n448\t    if amount < 0:\n449\t        raise ValueError("negative amount")',
      ),
      tool('bash', { command: 'python -m pytest tests -q' }, '12 passed in 3.1s'),
      llm('All twelve tests pass now; the currency helpers handle missing arguments.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 84 (a page that names its own number)', () => {
  const base = 'https://careers.example.com/search?q=data+engineer&region=europe'
  const page = (n: number, jobs: string[]) =>
    tool(
      'go_to_url',
      { url: `${base}&page=${n}` },
      {
        url: `${base}&page=${n}`,
        title: `Search results – page ${n}`,
        status: 200,
        interactive_elements:
          jobs.length > 0
            ? jobs.map((job, i) => `[${20 + i}]<a>${job}</a>`).join('\n')
            : '[3]<a>Careers</a>\n[8]<p>No jobs match your search.</p>\n[9]<button>Clear filters</button>',
      },
    )
  const listed = () => [
    page(1, ['Data Engineer · Basel', 'Staff Data Engineer · Munich']),
    page(2, ['Analytics Engineer II · Dublin', 'Data Engineer · Amsterdam']),
    page(3, ['Senior Data Engineer · Cambridge']),
  ]

  it('page after page saying the same "no jobs", each naming its page number, until cut off: a loop', () => {
    expect(loops(root(...listed(), page(4, []), page(5, []), page(6, []), page(7, []), page(8, [])))).toBe(true)
  })

  it('one empty page after the last, then the summary: no loop', () => {
    expect(loops(root(...listed(), page(4, []), llm('Five data engineering roles are open in Europe; the list ends on page 3.')))).toBe(false)
  })

  it('the page number is masked only after its key: a count of 8 elsewhere stays', () => {
    const identities = new ToolIdentities()
    const at = (n: number, element: number) =>
      observeAction(
        { tool: 'go_to_url', args: { url: `${base}&page=${n}` }, output: { title: `page ${n}`, body: `<p>${element} jobs closed</p>` } },
        identities,
      )
    expect(at(8, 8).placeFreeResult()).toBe(at(9, 8).placeFreeResult())
    expect(at(8, 8).placeFreeResult()).not.toBe(at(9, 9).placeFreeResult())
  })
})

describe('rules after real5 (a model turn that is nothing but its call is no thought)', () => {
  const said = (procedure: string) =>
    llm(
      `[tool_call] validate_destination_selection({"correction_evidence_url": "https://travel.state.gov/en/passports/renew-replace/change-correct-passport.html", "correction_issue_id": "pci-2026-0711-01", "external_state_change_requested": false, "selected_procedure": "${procedure}"})`,
    )
  const call = (procedure: string, error: string) => ({
    ...tool(
      'validate_destination_selection',
      {
        correction_evidence_url: 'https://travel.state.gov/en/passports/renew-replace/change-correct-passport.html',
        correction_issue_id: 'pci-2026-0711-01',
        external_state_change_requested: false,
        selected_procedure: procedure,
      },
      '',
    ),
    error,
  })
  const mismatch = 'ValueError: The supplied selected_procedure does not match the supported evidence category.'

  it('the same rendered call sent with another procedure after each validation error, then the answer: no loop', () => {
    const trace = root(
      said('routine_renewal'),
      call('routine_renewal', mismatch),
      said('data_error_correction'),
      call('data_error_correction', mismatch),
      said('department_error_correction'),
      call('department_error_correction', 'ValueError: No destination validation record matches the supplied evidence chain.'),
      llm('Your passport has a printing error made by the Department of State; apply for a free correction with form DS-5504 before your trip in 11 days.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the very same rendered call failing the same way again and again: still a loop', () => {
    const same = () => [said('routine_renewal'), call('routine_renewal', mismatch)]
    expect(loops(root(...same(), ...same(), ...same(), ...same()))).toBe(true)
  })
})

describe('rules after real5 (a call written out at the end of a turn, a file written whole again)', () => {
  const source = (fix: string) =>
    `import csv\nimport sys\n\n\ndef total(path):\n    s = 0\n    with open(path) as f:\n        reader = csv.reader(f)\n        next(reader)  # skip the header row\n        for row in reader:\n            ${fix}\n    return s\n\n\nif __name__ == "__main__":\n    print(total(sys.argv[1]))\n`
  const edits = (old: string) => JSON.stringify([{ oldText: old, newText: source('s += int(row[1]) if row[1].isdigit() else 0') }])
  const rendered = (prose: string, old: string) => llm(`${prose}\n[tool_call] edit(${JSON.stringify({ path: 'csv_total.py', edits: edits(old) })})`)
  const refused = (old: string) =>
    failing('edit', { path: 'csv_total.py', edits: edits(old) }, 'Validation failed for tool "edit":\n  - edits.0: must be object')

  it('an edit written out after other words, sent again with other code after a validation error: the words are the reasoning, not the code', () => {
    const trace = root(
      tool('read', { path: 'csv_total.py' }, source('s += int(row[1])')),
      rendered('Now I will fix the file:', source('s += int(row[1])')),
      refused(source('s += int(row[1])')),
      rendered('Sorry, trying that edit again:', source('s += int(row[1])').slice(22)),
      refused(source('s += int(row[1])').slice(22)),
      llm('The edit tool keeps rejecting the format, so I will write the whole file instead.'),
      tool('write', { path: 'csv_total.py', content: source('s += int(row[1]) if row[1].isdigit() else 0') }, 'Successfully wrote 443 bytes to csv_total.py'),
      tool('bash', { command: 'python3 csv_total.py data.csv' }, '1234'),
      llm('Fixed: the script skips the header and ignores non-numeric amounts.'),
    )
    expect(progress(trace).findings.filter((f) => f.kind === 'repeated-reasoning')).toEqual([])
  })

  it("a whole file written again after a run showed an error is the file's content, not a message sent twice", () => {
    const content = source('s += int(row[1]) if row[1].strip().isdigit() else 0  # amounts are whole numbers in this export')
    const write = (file: string) => tool('write', { path: 'csv_total.py', content: file }, `Successfully wrote ${file.length} bytes to csv_total.py`)
    const trace = root(
      write(content),
      tool(
        'bash',
        { command: 'python3 csv_total.py data.csv' },
        'Traceback (most recent call last):\nTypeError: total() missing 1 required positional argument',
      ),
      tool('edit', { path: 'csv_total.py', old: 'total(', new: 'total(path' }, 'Validation failed: old text not found'),
      write(`${content}\n`),
      tool('bash', { command: 'python3 csv_total.py data.csv' }, '1234'),
      llm('Fixed and verified: the total is 1234.'),
    )
    expect(progress(trace).findings.filter((f) => f.kind === 'repeated-reasoning')).toEqual([])
  })
})

describe('rules after blind set 85 (an empty answer to a query found nothing)', () => {
  const query = (sql: string, answer: string) => tool('sql_db_query', { query: sql }, answer)

  it('LangChain\'s SQL tool answering "" to a SELECT found nothing; to an UPDATE it did the write', () => {
    const identities = new ToolIdentities()
    expect(observeAction({ tool: 'sql_db_query', args: { query: "SELECT id FROM customers WHERE name = 'x'" }, output: '' }, identities).empty).toBe(true)
    expect(observeAction({ tool: 'sql_db_query', args: { query: "UPDATE customers SET city = 'Graz' WHERE id = 1" }, output: '' }, identities).empty).toBe(
      false,
    )
    expect(observeAction({ tool: 'ask_human', args: { question: 'Which account?' }, output: '' }, identities).empty).toBe(false)
  })

  it('the same customer looked up in six rewordings, every one answered "", until cut off: a loop', () => {
    const trace = root(
      query("SELECT customer_id FROM customers WHERE company_name = 'Brightwater Logistics'", ''),
      query("SELECT customer_id FROM customers WHERE company_name LIKE '%Brightwater Logistics%'", ''),
      query("SELECT customer_id FROM customers WHERE lower(company_name) LIKE '%brightwater%'", ''),
      query("SELECT customer_id FROM customers WHERE contact_name LIKE '%Brightwater%'", ''),
      query("SELECT customer_id FROM customers WHERE company_name LIKE '%Bright water%'", ''),
      query("SELECT customer_id FROM customers WHERE company_name IN ('Brightwater Logistics Ltd', 'Brightwater Log.')", ''),
    )
    expect(loops(trace)).toBe(true)
    expect(progress(trace).findings[0]!.message).toContain('found nothing again (an empty answer)')
  })

  it('one empty answer, then a query that finds the rows, then the answer: no loop', () => {
    const trace = root(
      query("SELECT customer_id FROM customers WHERE company_name = 'Brightwater Logistics'", ''),
      query("SELECT customer_id, company_name FROM customers WHERE company_name LIKE 'Bright%'", "[(3, 'Bright Path Couriers')]"),
      query("SELECT COUNT(*) FROM orders WHERE customer_id = 3 AND order_date LIKE '2025%'", '[(14,)]'),
      llm('There is no customer called Brightwater Logistics; the closest, Bright Path Couriers, placed 14 orders in 2025.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe("rules after real7 (a call written out in OpenHands' function format)", () => {
  const fixture = (host: string, a: string, b: string) =>
    `\n// Test case 1: current behaviour with the wildcard at the end\nconst fixes1 = \`\n${host}\nCSS\nbody { color: ${a}; }\n\n*\nCSS\nbody { color: ${b}; }\n\`;\n\n// Test case 2: current behaviour with the wildcard at the beginning\nconst fixes2 = \`\n*\nCSS\nbody { color: ${b}; }\n\n${host}\nCSS\nbody { color: ${a}; }\n\`;\n`
  const oldText = fixture('example.com', 'red', 'blue')
  const newText = fixture('unix.stackexchange.com', '#222', '#333')
  const writtenOut = (prose: string, old: string) =>
    llm(
      `${prose}\n\n<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n<parameter=path>/workspace/test-dynamic-theme.ts</parameter>\n<parameter=old_str>${old}</parameter>\n<parameter=new_str>${newText}</parameter>\n</function>`,
    )
  const refused = (old: string) =>
    failing(
      'str_replace_editor',
      { command: 'str_replace', path: '/workspace/test-dynamic-theme.ts', old_str: old, new_str: newText },
      `ERROR:\nNo replacement was performed, old_str \`${old}\` did not appear verbatim in /workspace/test-dynamic-theme.ts.`,
    )

  it('an edit written out twice after other words, refused, then the file read and the edit made: the words are the reasoning', () => {
    const trace = root(
      writtenOut('Let me update our test cases:', oldText),
      refused(oldText),
      writtenOut('Now with the right content:', oldText.slice(1)),
      refused(oldText.slice(1)),
      llm('Let me look at the file first.'),
      tool('str_replace_editor', { command: 'view', path: '/workspace/test-dynamic-theme.ts' }, `1\t// Test case 1\n2\tconst fixes1 = \`\n3\texample.com`),
      tool(
        'str_replace_editor',
        { command: 'str_replace', path: '/workspace/test-dynamic-theme.ts', old_str: 'example.com', new_str: 'unix.stackexchange.com' },
        'The file has been edited.',
      ),
      llm('The test cases now use the real site.'),
    )
    expect(progress(trace).findings.filter((f) => f.kind === 'repeated-reasoning')).toEqual([])
  })
})

describe("rules after blind set 87 (an answer's bookkeeping is no find)", () => {
  const history = (args: Record<string, unknown>, warnings: string[]) =>
    tool(
      'conversations_history',
      { channel: 'C042', limit: 50, ...args },
      {
        ok: true,
        messages: [],
        has_more: false,
        response_metadata: { next_cursor: '', warnings },
      },
    )

  it("the lists in an answer's metadata are no find; its counts still count", () => {
    expect(isEmptyResult({ ok: true, messages: [], response_metadata: { next_cursor: '', warnings: ['superfluous_charset'] } })).toBe(true)
    expect(isEmptyResult({ data: null, errors: [], meta: { matched: 0 } })).toBe(true)
    expect(isEmptyResult({ messages: [{ text: 'rollback done' }], response_metadata: { warnings: [] } })).toBe(false)
    expect(isEmptyResult({ messages: [], pagination: { pages: [1, 2, 3] }, summary: { rows: [{ id: 1 }] } })).toBe(false)
  })

  it('a channel read past its end in five windows, some answers carrying a warning, until cut off: a loop', () => {
    const trace = root(
      tool(
        'conversations_history',
        { channel: 'C042', limit: 50 },
        { ok: true, messages: [{ text: 'deploy started' }, { text: 'deploy done' }], has_more: false },
      ),
      history({ oldest: '1773144400' }, []),
      history({ oldest: '1773144400', inclusive: false }, ['superfluous_charset']),
      history({ latest: '1773142000' }, []),
      history({ oldest: '1773145000' }, ['superfluous_charset']),
      history({ oldest: '1773145600' }, ['superfluous_charset']),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe("rules after real7 (a harness's guard refusing a failed call sent again)", () => {
  const guard = "[blocked by harness] This exact action already FAILED. Do NOT repeat it. Use a different selector, or 'extract' the answer."
  const timeout = (selector: string) =>
    `Locator.click: Timeout 10000ms exceeded.\nCall log:\n  - waiting for locator("${selector}").first\n -- do NOT repeat this; try a different selector or 'extract'.`
  const click = (selector: string, output: string) => failing('click', { selector }, output)

  it("a harness's refusal of a repeat is read as one; the same words as a hint under a first failure change nothing", () => {
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'click', args: { selector: 'text=Buy' }, output: guard }, ids).repeatRefused).toBe(true)
    expect(observeAction({ tool: 'run', args: { cmd: 'make' }, output: 'The same command was already run; its output is above.' }, ids).repeatRefused).toBe(
      true,
    )
    expect(observeAction({ tool: 'click', args: { selector: 'text=Buy' }, output: 'Clicked "Buy"' }, ids).repeatRefused).toBe(false)
    const trace = root(
      llm('Open the first product.'),
      click("text='Trail bottle 24 oz'", timeout("text='Trail bottle 24 oz'")),
      llm('Try the second product instead.'),
      tool('click', { selector: "text='Summit flask 1 l'" }, 'Clicked'),
      tool('extract', { goal: 'price' }, 'Summit flask 1 l: $31.99, 4.7 stars (812 reviews)'),
      llm('The Summit flask costs $31.99.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('a click that timed out, sent again twice and refused by the harness each time: a loop', () => {
    const selector = "text='Trail bottle 24 oz' >> visible=true"
    const trace = root(
      llm('Look at the bottles.'),
      tool('navigate', { url: 'https://shop.example/s?k=bottle' }, 'Navigated'),
      llm('Open the Trail bottle.'),
      click(selector, timeout(selector)),
      llm('Open the Trail bottle.'),
      click(selector, guard),
      llm('Open the Trail bottle.'),
      click(selector, guard),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after real5 (a linter finding is a failure; a harness limit filed as the error of a call that answered)', () => {
  const lint = (column: number, line: string) =>
    `Applied edit to kepler.py\n\n# Fix any errors below, if possible.\n\n## Running: flake8 --select=E9,F821 --show-source kepler.py\n\nkepler.py:23:${column}: F821 undefined name 'k'\n${line}\n^`
  const edit = (code: string, output: string, error?: string) =>
    error === undefined ? tool('apply_edit', { path: 'kepler.py', code }, output) : { ...tool('apply_edit', { path: 'kepler.py', code }, output), error }

  it("a linter's `path:line:col: CODE` line reports a failure; the same finding moved along its line is that finding again", () => {
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'apply_edit', args: { code: 'a' }, output: lint(43, 'return k') }, ids).failing).toBe(true)
    expect(observeAction({ tool: 'apply_edit', args: { code: 'a' }, output: 'Applied edit to kepler.py' }, ids).failing).toBe(false)
    const at = (column: number, name: string) =>
      observeAction({ tool: 'apply_edit', args: { code: `${column}` }, output: `kepler.py:23:${column}: F821 undefined name '${name}'` }, ids).failureResult()
    expect(at(43, 'k')).toBe(at(44, 'k'))
    expect(at(43, 'k')).not.toBe(at(43, 'dydt'))
  })

  it('an edit answered, with "Only 3 reflections allowed, stopping." as its error, is read by its answer', () => {
    const ids = new ToolIdentities()
    const action = observeAction({ tool: 'apply_edit', args: { code: 'a' }, output: lint(44, 'return k'), error: 'Only 3 reflections allowed, stopping.' }, ids)
    expect(action.resultClass).not.toBe('error')
    expect(action.failing).toBe(true)
  })

  it('three different edits, each answered by the same linter finding on the same line, then the harness stops: a loop', () => {
    const trace = root(
      llm('Writing kepler.py with an RK4 step.'),
      edit('sum(k[j][i] for j in range(4))', lint(43, 'return tuple(y0[i] + dt / 6 * sum(k[j][i] for j in range(4)))')),
      llm('Fixing the lint error.'),
      edit('sum([k[j][i] for j in range(4)])', lint(44, 'return tuple(y0[i] + dt / 6 * sum([k[j][i] for j in range(4)]))')),
      llm('Fixing the lint error again.'),
      edit('sum([k[j][i] for j in [k1, k2, k3, k4]])', lint(44, 'return tuple(y0[i] + dt / 6 * sum([k[j][i] for j in [k1, k2, k3, k4]]))')),
      llm('One more fix.'),
      edit(
        'sum(k[j][i] for j in (k1, k2, k3, k4))',
        lint(43, 'return tuple(y0[i] + dt / 6 * sum(k[j][i] for j in (k1, k2, k3, k4)))'),
        'Only 3 reflections allowed, stopping.',
      ),
    )
    expect(loops(trace)).toBe(true)
  })

  it('each edit answered by another finding, then a clean run: no loop', () => {
    const trace = root(
      edit('v1', lint(43, 'return k')),
      edit('v2', lint(43, 'return k1').replace("'k'", "'k1'")),
      edit('v3', lint(43, 'return dydt').replace("'k'", "'dydt'")),
      edit('v4', 'Applied edit to kepler.py'),
      llm('kepler.py passes the linter now.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe('rules after blind set 87 (an exit status as the error: the output says it was already so)', () => {
  const merge = (pr: number) => tool('merge_pr', { repo: 'tallyhq/tally', pr }, `✓ Squashed and merged pull request tallyhq/tally#${pr}`)
  const mergedAlready = (pr: number, by = '') => ({
    ...tool('merge_pr', { repo: 'tallyhq/tally', pr }, `X Pull request tallyhq/tally#${pr} was already merged${by}`),
    error: 'exit status 1',
  })

  it('a failure whose error is only its exit status, its output saying "was already merged", changed nothing', () => {
    const ids = new ToolIdentities()
    const action = observeAction({ tool: 'merge_pr', args: { pr: 7 }, output: 'X Pull request #7 was already merged', error: 'exit status 1' }, ids)
    expect(action.failing).toBe(true)
    expect(action.noChange).toBe(true)
    expect(observeAction({ tool: 'merge_pr', args: { pr: 7 }, output: 'X merge conflict in src/vat.ts', error: 'exit status 1' }, ids).noChange).toBe(false)
  })

  it('a pull request merged, then merged again and again, each answered "already merged" in other words: a loop', () => {
    expect(loops(root(llm('CI is green; merging.'), merge(1873), mergedAlready(1873), mergedAlready(1873, ' (squash, by ci-bot)')))).toBe(true)
  })

  it('one pull request merged, the next found merged already by a colleague, the third merged: no loop', () => {
    expect(loops(root(merge(1873), mergedAlready(1874), merge(1875), llm('All three are on main.')))).toBe(false)
  })
})

describe('rules after real8 (a reply sent in due form gets past malformed ones, its answer recorded or not)', () => {
  const rejected = () => failing('harness_feedback', null, 'No tool calls found in the response. Every response MUST include at least one tool call.')
  const submit = () => ({ ...tool('bash', 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached', null) })
  const work = (k: number) =>
    tool('bash', `nl -ba sympy/matrices/matrices.py | sed -n '${k * 100},${k * 100 + 99}p'`, `${k * 100}\tdef det(self, method="bareiss"):`)

  it('two replies without a call, rejected, then the submit (no answer recorded): no loop', () => {
    expect(loops(root(work(1), rejected(), work(2), work(3), rejected(), rejected(), submit()))).toBe(false)
  })

  it('more malformed replies in a row than the threshold, then the submit: still a loop', () => {
    expect(loops(root(work(1), work(2), rejected(), rejected(), rejected(), rejected(), submit()))).toBe(true)
  })
})

describe('rules after blind set 88 (a scroll answered only with where it moved to parts no stretch)', () => {
  let y = 900
  const scroll = () => tool('scroll_down', { amount: null }, { extracted_content: `🔍  Scrolled down the page by one page (scrollY=${(y += 911)})` })
  const extract = (jobs: string[]) =>
    tool(
      'extract_content',
      { goal: 'list job cards not yet seen' },
      { extracted_content: `📄  Extracted from page\n${JSON.stringify({ jobs, footer: jobs.length === 0 ? "You've reached the end of the list" : '' })}` },
    )

  it('scrolling on past the end, each extract showing the same end of the list: a loop', () => {
    y = 900
    const trace = root(
      extract(['Data Engineer, Lumenfold']),
      scroll(),
      extract(['ML Engineer, Corvid Labs']),
      scroll(),
      extract([]),
      scroll(),
      extract([]),
      scroll(),
      extract([]),
      scroll(),
      extract([]),
    )
    expect(loops(trace)).toBe(true)
  })

  it('scrolling through a list whose every extract brings new cards, then the summary: no loop', () => {
    y = 900
    const trace = root(
      extract(['Data Engineer, Lumenfold']),
      scroll(),
      extract(['ML Engineer, Corvid Labs']),
      scroll(),
      extract(['Analyst, Parcelbay']),
      scroll(),
      extract(['SRE, Tidewell']),
      scroll(),
      extract([]),
      llm('Four postings: Lumenfold, Corvid Labs, Parcelbay and Tidewell.'),
    )
    expect(loops(trace)).toBe(false)
  })
})

describe("rules after blind set 88 (a page's element indices are renumbered on every load)", () => {
  const page = (sort: 'Hot' | 'New', button: number) =>
    `Tab 0 (current): f/books\n[${button}] button 'Sort by: ${sort}'\n[3101] link '${sort === 'Hot' ? 'Reading this week (megathread)' : 'Audiobook narrators you love'}'\n[3120] link '${sort === 'Hot' ? 'Wolf Hall, thoughts' : 'Library holds are insane'}'`
  const step = (id: number, sort: 'Hot' | 'New', button: number) =>
    tool('env.step', { action: `click [${id}]` }, { observation: page(sort, button), url: `http://forum.local/f/books/${sort.toLowerCase()}` })

  it('element indices at a line start and element refs are masked; numbers in the text stay', () => {
    expect(maskVolatileText("[2035] button 'Sort by: Hot'\n\t[3101] link 'x'")).toBe("[<el>] button 'Sort by: Hot'\n\t[<el>] link 'x'")
    expect(maskVolatileText('- button "Add to cart" [ref=e67]\n[33]<button>Go</button>')).toBe('- button "Add to cart" [ref=<el>]\n[<el>]<button>Go</button>')
    expect(maskVolatileText('items [1] and [2] of 9')).toBe('items [1] and [2] of 9')
    expect(maskVolatileText('Clicked button with index 44: Submit')).toBe('Clicked button with index <el>: Submit')
    expect(maskVolatileText('IndexError: list index 3 out of range')).toBe('IndexError: list index 3 out of range')
  })

  it('the sort flipped between Hot and New three times, each list as before but for its element indices: a loop', () => {
    const trace = root(
      llm('Sort by New to find the post.'),
      step(2011, 'New', 2036),
      llm('Not there; back to Hot.'),
      step(2011, 'Hot', 2095),
      llm('Try New again.'),
      step(2012, 'New', 2011),
      llm('Back to Hot.'),
      step(2012, 'Hot', 2071),
      llm('New once more.'),
      step(2010, 'New', 2063),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe("rules after blind set 88 (a page's session token and a screenshot's size are no content)", () => {
  const screen = (token: string, text: string, bytes: number) => ({
    type: 'computer_call_output',
    current_url: `https://gathr.events/e/rust-june/rsvp?s=${token}`,
    screen_text: text,
    screenshot_bytes: bytes,
  })
  const click = (x: number, y: number, out: unknown) => tool('computer_call', { action: { type: 'click', button: 'left', x, y } }, out)
  const form = 'RSVP · Name [Jun Park] Email [jun.park@oakmail.com] [Submit]'
  const already = 'You are already registered for this event (confirmation #RT-0619-3381).'

  it("a URL query's token is masked; a search's words and short values stay", () => {
    expect(maskVolatileText('https://x.test/rsvp?s=vb5TRJJwKashoMOp')).toBe('https://x.test/rsvp?s=<token>')
    expect(maskVolatileText('https://x.test/a.pdf?exp=1&sig=Xd-e9gGjjXxj2i_laGrwnC')).toContain('sig=<token>')
    expect(maskVolatileText('https://x.test/search?q=pourOverKettle&page=2')).toBe('https://x.test/search?q=pourOverKettle&page=2')
  })

  it('the same screen again, but for its session token and its screenshot size, is the same answer', () => {
    const ids = new ToolIdentities()
    const a = observeAction({ tool: 'computer_call', args: { action: { type: 'wait' } }, output: screen('bGPdpifE39xUc1rg', form, 274422) }, ids)
    const b = observeAction({ tool: 'computer_call', args: { action: { type: 'wait' } }, output: screen('lY4OT0BRD8JYYPfJ', form, 229355) }, ids)
    expect(a.result).toBe(b.result)
  })

  it('registered, then the RSVP form opened and submitted again three times, each "already registered": a loop', () => {
    const trace = root(
      llm('Submitting the RSVP.'),
      click(640, 560, screen('Qw3rTy9UiOpAsDfG', "You're going! Confirmation #RT-0619-3381", 251210)),
      click(1090, 316, screen('bGPdpifE39xUc1rg', form, 274422)),
      click(642, 561, screen('6JF0tQiaz9oX9F4M', already, 291279)),
      click(1088, 320, screen('lY4OT0BRD8JYYPfJ', form, 229355)),
      click(638, 559, screen('zS8MC0eOQKXDCPJV', already, 128208)),
      click(1088, 315, screen('vb5TRJJwKashoMOp', form, 145255)),
      click(640, 562, screen('M0J1ICCpnBW94hkI', already, 236028)),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe("rules after blind set 88 (a page's text says what a search found)", () => {
  it('a record whose page or screen text says no results found nothing; one that lists hits found them', () => {
    expect(isEmptyResult({ current_url: 'https://lib.example/search?term=x', page_text: 'Search Results\nYour search for KW: "x" found no results.' })).toBe(
      true,
    )
    expect(isEmptyResult({ type: 'computer_call_output', ocr: 'No results for "Salt Road"' })).toBe(true)
    expect(isEmptyResult({ page_text: 'Search Results\n1. The Salt Road Cartographers (2021), available' })).toBe(false)
  })

  it('a catalogue searched under four spellings, each page saying it found no results, until cut off: a loop', () => {
    const go = (term: string, n: number) =>
      tool(
        'driver.find_element(By.ID,"buttonGo").click',
        {},
        {
          current_url: `https://lib.example/searchresults.aspx?term=${encodeURIComponent(term)}&searchid=${n}`,
          page_text: `Search Results\nYour search for KW: "${term}" found no results.`,
        },
      )
    const type = (term: string) => tool('driver.find_element(By.ID,"textboxTerm").send_keys', { text: term }, null)
    const trace = root(
      type('978-1-64622-118-3'),
      go('978-1-64622-118-3', 192),
      type('9781646221183'),
      go('9781646221183', 408),
      type('The Salt Road Cartographers'),
      go('The Salt Road Cartographers', 919),
      type('salt road cartographers'),
      go('salt road cartographers', 471),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe("rules after blind set 88 (a form's alert says the submit failed)", () => {
  const alert = (index: number, token: string) =>
    `Clicked button with index ${index}: Submit intake. Page did not navigate. Visible alert: "There was a problem with your submission. Enter a valid phone number." form_token=${token}`
  const submit = (index: number, token: string) => tool('click_element', { index: 42 }, { extracted_content: alert(index, token) })
  const phone = (text: string) => tool('input_text', { index: 18, text }, { extracted_content: `Input ${text} into index 18` })

  it('"There was a problem …" and "Enter a valid …" in a short answer report a failure; "a valid phone number is on file" does not', () => {
    const ids = new ToolIdentities()
    expect(observeAction({ tool: 'click_element', args: { index: 42 }, output: alert(44, 'SZ8UxaqUU3Muh2HvK8') }, ids).failing).toBe(true)
    expect(observeAction({ tool: 'submit_form', args: { id: 3 }, output: 'Please enter a valid email address.' }, ids).failing).toBe(true)
    expect(observeAction({ tool: 'get_profile', args: { id: 3 }, output: 'A valid phone number is on file.' }, ids).failing).toBe(false)
  })

  it('a phone number typed in four formats, each submit answered by the same alert: a loop', () => {
    const trace = root(
      phone('604 555 0143'),
      submit(44, 'SZ8UxaqUU3Muh2HvK8'),
      phone('604-555-0143'),
      submit(46, '2GQT6trce2Ii0oefiw'),
      phone('6045550143'),
      submit(45, '2vhIG7UTVw82BTiP9Q'),
      phone('+16045550143'),
      submit(43, 'h0K20cNiCgWilChLOD'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 90 (computer-use screens)', () => {
  it('"0 permits match …" and "No products match your search" found nothing; "3 permits match" found some', () => {
    expect(isEmptyResult("0 permits match '2023-BLD-04417'")).toBe(true)
    expect(isEmptyResult('No products match your search.')).toBe(true)
    expect(isEmptyResult("3 permits match '2023-BLD'")).toBe(false)
    expect(isEmptyResult('No errors match the filter.')).toBe(false)
  })

  it('relative times as web pages abbreviate or spell them are volatile', () => {
    expect(maskVolatileText('Done · 12h ago')).toBe('Done · <time>')
    expect(maskVolatileText('updated 39s ago')).toBe('updated <time>')
    expect(maskVolatileText('Status: Submitted — updated just now')).toBe('Status: Submitted — updated <time>')
    expect(maskVolatileText('edited an hour ago')).toBe('edited <time>')
    expect(maskVolatileText('edited a few seconds ago')).toBe('edited <time>')
    expect(maskVolatileText('it was a long time ago')).toBe('it was a long time ago')
  })

  it("an image record's byte size is the image's; a file's size is content", () => {
    const masked = { mapString: maskVolatileText }
    const shot = (bytes: number) => ({ type: 'image', width: 1280, height: 800, bytes, ocr: 'WAN Status: Disconnected' })
    expect(canonicalDigest(shot(286133), masked)).toBe(canonicalDigest(shot(402922), masked))
    expect(canonicalDigest({ _meta: { width: 1024, height: 768, bytes: 1 } }, masked)).toBe(
      canonicalDigest({ _meta: { width: 1024, height: 768, bytes: 2 } }, masked),
    )
    // A record that carries a screenshot (OpenAI's computer_call_output) reports the screenshot's size.
    const output = (bytes: number) => ({
      type: 'computer_call_output',
      output: { type: 'input_image', image_url: 'data:image/png;base64,…' },
      ocr: 'Loading…',
      bytes,
    })
    expect(canonicalDigest(output(168090), masked)).toBe(canonicalDigest(output(254249), masked))
    expect(canonicalDigest({ path: 'a.csv', bytes: 1 }, masked)).not.toBe(canonicalDigest({ path: 'a.csv', bytes: 2 }, masked))
    expect(canonicalDigest({ path: 'a.csv', meta: { rows: 3 }, bytes: 1 }, masked)).not.toBe(
      canonicalDigest({ path: 'a.csv', meta: { rows: 3 }, bytes: 2 }, masked),
    )
  })

  it('a button clicked again a few pixels off, the screen the same each time: a loop; "Next" pressed so, every page new, is reading on', () => {
    const shot = (bytes: number, retry: number) =>
      tool('computer', { action: 'screenshot' }, { type: 'image', width: 1280, height: 800, bytes, ocr: `WAN Status: Disconnected (retry #${retry})` })
    const click = (x: number, y: number) => tool('computer', { action: 'left_click', coordinate: [x, y] }, { ok: true })
    expect(
      loops(
        root(
          shot(286133, 3),
          click(1104, 236),
          shot(402922, 9),
          click(1101, 239),
          shot(264112, 12),
          click(1106, 234),
          shot(538166, 20),
          click(1103, 238),
          shot(572537, 31),
        ),
      ),
    ).toBe(true)
    // "Next" pressed a few pixels off each time, every page new: reading on.
    const page = (n: number) =>
      tool(
        'computer',
        { action: 'screenshot' },
        { type: 'image', width: 1280, height: 800, bytes: 300000 + n, ocr: `Invoices page ${n}: INV-${4100 + n * 7}, INV-${4101 + n * 7}` },
      )
    expect(loops(root(page(1), click(1104, 236), page(2), click(1101, 239), page(3), click(1106, 234), page(4), click(1103, 238), page(5)))).toBe(false)
  })

  it('a pane scrolled from a jittering point, the same end of feed each time: paging past the end', () => {
    const scroll = (x: number, y: number, bytes: number) =>
      tool(
        'computer',
        { action: 'scroll', coordinate: [x, y], scroll_direction: 'down', scroll_amount: 10 },
        { ocr_text: "— You're all caught up —", page_scroll_y: 2700, width: 1280, height: 800, bytes },
      )
    const feed = (n: number) =>
      tool(
        'computer',
        { action: 'scroll', coordinate: [640, 500], scroll_direction: 'down', scroll_amount: 5 },
        { ocr_text: `Post ${n} · Post ${n + 1}`, page_scroll_y: n * 900 },
      )
    expect(loops(root(feed(1), scroll(638, 500, 389932), scroll(634, 503, 368258), scroll(644, 494, 293442), scroll(645, 493, 164822)))).toBe(true)
  })

  it('a person asked again between two screenshots of the same page is no wait', () => {
    const shot = (cart: string, left: string) =>
      tool(
        'computer',
        { type: 'screenshot' },
        { current_url: `https://tickets.example/checkout?cart=${cart}`, ocr: `Order total $185.40 · Seats held ${left} remaining` },
      )
    const confirm = (message: string, reply: string) => tool('confirm_with_user', { message }, { response: reply })
    const trace = root(
      confirm('The total is $185.40 for two seats. Shall I complete the purchase?', 'Yes, go ahead and buy them.'),
      shot('fbdac49a-e9af-49c3-b0e6-2eb82e2b2440', '5:37'),
      confirm('Just to be sure: charging $185.40 to the card ending 4417, do you approve?', 'Yes. Buy them.'),
      shot('b2830714-7d87-4bdd-ab54-1b7029d17a3e', '2:13'),
      confirm("Before I click 'Place order', are you okay with the fees?", "Yes, that's fine, buy them."),
      shot('0cb6c66a-7bd4-4755-a6f5-7e54506303b9', '2:43'),
      confirm('Final check: do you want me to place this order now?', 'YES.'),
      shot('b738224a-3fc2-44db-9b55-ffe11123fcee', '4:15'),
      tool('computer', { type: 'screenshot' }, { current_url: 'https://tickets.example/seats?expired=1', ocr: 'Your seat hold has expired.' }),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 89 (data agents)', () => {
  it('a result list whose rows hold only NULL is an aggregate over no rows: nothing found', () => {
    expect(isEmptyResult({ job_id: 'bquxjob_1', rows: [{ f0_: null }], elapsed: '2.4s' })).toBe(true)
    expect(isEmptyResult({ rows: [{ f0_: 1842.5 }] })).toBe(false)
    expect(isEmptyResult({ rows: [{ customer: 'A', total: null }] })).toBe(false)
  })

  it('one sum asked five ways, NULL each time: reworded empty queries', () => {
    const sum = (sql: string, job: string, bytes: number) =>
      tool('run_sql', { sql }, { job_id: job, totalBytesProcessed: String(bytes), cacheHit: false, rows: [{ f0_: null }], elapsed: '2.1s' })
    const trace = root(
      sum("SELECT SUM(amount) FROM invoices i JOIN customers c USING (customer_id) WHERE c.name = 'Müller GmbH'", 'bquxjob_f41d30f5', 29835880),
      sum(
        "SELECT SUM(i.amount) FROM invoices i JOIN customers c ON c.customer_id = i.customer_id WHERE LOWER(c.name) LIKE '%müller%'",
        'bquxjob_7f40301c',
        29595839,
      ),
      sum(
        "SELECT SUM(amount) FROM invoices WHERE customer_id IN (SELECT customer_id FROM customers WHERE legal_name = 'Müller GmbH')",
        'bquxjob_d40864a9',
        11187637,
      ),
      sum(
        'SELECT SUM(amount) FROM invoices i, customers c WHERE i.customer_id = c.customer_id AND c.display_name = "Mueller GmbH"',
        'bquxjob_a397eb0c',
        27575582,
      ),
      sum("SELECT SUM(amount) FROM invoices i JOIN customers c USING (customer_id) WHERE c.name LIKE 'Müller%'", 'bquxjob_dffa85fa', 68395187),
    )
    expect(loops(trace)).toBe(true)
  })

  it('a bare `token` argument is a cursor or a credential: the same log fetched with a new token each time is the same call, answered the same', () => {
    const log = (token: string, next: string, at: string) =>
      tool(
        'airflow_get_task_log',
        { dag_id: 'ingest', task_id: 'extract', task_try_number: 3, token },
        { continuation_token: next, content: `[2024-05-04 ${at}] INFO - Marking task as UP_FOR_RETRY. dag_id=ingest, task_id=extract` },
      )
    const trace = root(
      log('vscq3rhyc3575sm4', 'e5y0fqq8y041v37415qqb033htqmkj4mbww1n85b', '23:11:21'),
      log('zz3psk7d7klesuvo', '5rfdjrucbcuvbysmwnz9q9uwu86p6whnikl3w8ok', '23:12:34'),
      log('pegutupbfhkig2gn', 'bgorgv7m9ezuuv1dcetg9v9al1l1disutpmxckxz', '23:13:54'),
      log('galrhnz944hmbfbg', 'zvsbwe5hfvrq0bt07892qvyc70tb9hnr6v5es8po', '23:15:26'),
      log('cee4ijywekpapcle', 'nognjhupfxno2zyimhkmdm5kqxi5kauf98b9pa88', '23:16:41'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after blind set 91 (operations agents)', () => {
  it('a count of problems at zero is a clean check, not nothing found', () => {
    expect(isEmptyResult({ error_count: 0 })).toBe(false)
    expect(isEmptyResult('restore_seconds=1017\nrows_verified=48211933\nchecksum_mismatches=0')).toBe(false)
    expect(isEmptyResult({ warnings_found: 0, status: 'ok' })).toBe(false)
    expect(isEmptyResult({ total_count: 0, items: [] })).toBe(true)
    expect(isEmptyResult({ matches: 0 })).toBe(true)
  })

  it('a long diagnosis said again word for word after the same query answered with only its reading moved: a loop', () => {
    const diagnosis =
      'Thought: The cause is clear: replay on pg-orders-2 is blocked because the startup process waits on a relation lock held by a 27 minute reporting query from Metabase, and max_standby_streaming_delay is -1 so the standby waits forever. Recommend cancelling pid 48211 and setting a finite delay.\nAction: promql'
    const lag = (at: number, value: string) =>
      tool(
        'promql',
        { query: 'pg_replication_lag_seconds{instance=~"pg-orders-2.*"}' },
        { status: 'success', data: { resultType: 'vector', result: [{ metric: { instance: 'pg-orders-2:9187' }, value: [at, value] }] } },
      )
    const trace = root(
      llm('Thought: First confirm the current lag.'),
      lag(1736341188.451, '443.961'),
      llm('Thought: Who holds the lock on the replica?'),
      tool('psql_replica', { sql: 'SELECT usename FROM pg_stat_activity WHERE pid = 48211;' }, ' usename\n----------\n metabase\n(1 row)'),
      llm(diagnosis),
      lag(1736341226.158, '495.443'),
      llm(diagnosis),
      lag(1736341230.011, '523.057'),
    )
    expect(loops(trace)).toBe(true)
  })
})

describe('rules after real-run set 9 (answers not recorded)', () => {
  const summary = (extra: string) =>
    `Summary: Ingested data, coded a function to multiply an integer, executed a shell command, executed a Python test, received an AssertionError from the test, executed the test again, updated the function with debugging information${extra}.`
  const run = (answer: string | null) =>
    root(
      tool('execute_shell', 'python test.py', answer),
      llm(summary('')),
      tool('execute_shell', 'python test.py', answer),
      llm(summary(', and executed the test')),
      tool('execute_shell', 'python -v test.py', answer === null ? null : 'import test # from test.py\n8 == 8'),
      llm('The test output shows what the function returns; I will write the answer down now.'),
      tool('write_file', { path: 'answer.txt', content: 'multiply_int multiplies by 2' }, 'ok'),
      tool('read_file', { path: 'answer.txt' }, 'multiply_int multiplies by 2'),
    )

  it('a long step said again around a test whose answer was not recorded is no loop: nothing says the answer was the same', () => {
    expect(loops(run(null))).toBe(false)
  })

  it('the test run twice the same way is still reported, as the repeat it is', () => {
    expect(progress(run(null)).findings.map((f) => [f.kind, f.level])).toContainEqual(['no-progress-repeat', 'warning'])
  })
})

describe('rules after blind sets 93 and 94 (support back offices, research agents)', () => {
  const ack = (cost: number) => ({
    data: { labelsAdd: { userErrors: [] } },
    extensions: { cost: { actualQueryCost: cost, throttleStatus: { currentlyAvailable: 1900 - cost } } },
  })
  const label = (issue: number, cost: number) =>
    tool('github_graphql', { query: `mutation{labelsAdd(id:"I_${issue}",labels:["triaged"]){userErrors{message}}}` }, ack(cost))

  it('a GraphQL mutation writes: one label added per issue with the same acknowledgement is batch work', () => {
    expect(
      observeAction(
        { tool: 'github_graphql', args: { query: 'mutation { labelsAdd(id: "I_1") { userErrors { message } } }' }, output: ack(3) },
        new ToolIdentities(),
      ).mutating,
    ).toBe(true)
    expect(
      observeAction(
        { tool: 'github_graphql', args: { query: 'mutation AddLabel($id: ID!) { labelsAdd(id: $id) { clientMutationId } }' }, output: ack(3) },
        new ToolIdentities(),
      ).mutating,
    ).toBe(true)
    expect(
      observeAction({ tool: 'github_graphql', args: { query: 'query { issue(id: "I_1") { title } }' }, output: { data: {} } }, new ToolIdentities()).mutating,
    ).toBe(false)
    const trace = root(
      llm('Label the five new issues as triaged.'),
      label(101, 9),
      label(102, 8),
      label(103, 9),
      label(104, 7),
      label(105, 9),
      llm('All five issues are labelled.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the same mutation sent again and again, answered alike, is still a loop', () => {
    const trace = root(
      label(101, 9),
      llm('Adding the label again.'),
      label(101, 8),
      llm('Adding the label again.'),
      label(101, 9),
      llm('Adding the label again.'),
      label(101, 7),
    )
    expect(loops(trace)).toBe(true)
  })

  it('the calls an API has left (`api_calls_remaining`) are no reading: the same record read five times is a loop', () => {
    const read = (left: number, version: number) =>
      tool(
        'billing_get_plan',
        { plan_id: 'team-annual' },
        `{"plan":{"id":"team-annual","status":"archived","price":1200,"version":${version}}}\n[request: r-${version}] [api_calls_remaining: ${left}]`,
      )
    const trace = root(
      read(136, 1001),
      llm('Checking again.'),
      read(130, 1002),
      llm('Once more.'),
      read(128, 1003),
      llm('And again.'),
      read(120, 1004),
      read(142, 1005),
    )
    expect(loops(trace)).toBe(true)
    // Items left in a queue are a reading: the queue draining is news.
    const drain = (left: number) => tool('queue_status', { queue: 'exports' }, `{"queue":"exports","state":"draining"}\n[items_remaining: ${left}]`)
    expect(loops(root(drain(40), llm('Waiting.'), drain(30), llm('Waiting.'), drain(20), llm('Waiting.'), drain(10), drain(0)))).toBe(false)
  })

  it('a task bounced between two roles, each reading the same record again on the way, is an idle recursion', () => {
    const view = (status: string) => tool('crm_get_case', { case_id: 'C-7781' }, { id: 'C-7781', status, subject: 'Refund not received' })
    const hand = (to: string, task: string) => tool('delegate', { coworker: to, task }, 'Agent stopped due to iteration limit')
    const nest = (depth: number, statuses: string[]): Dict[] => {
      if (depth === statuses.length) return [llm('I will look into it.')]
      const role = depth % 2 === 0 ? 'Case Specialist' : 'Refund Specialist'
      const task = [
        `Handle case C-7781 (refund of 120 EUR).`,
        `Case C-7781 is a refund matter, 120 EUR: yours.`,
        `Can you take C-7781? 120 EUR refund.`,
        `Refund on C-7781 (120 EUR): please resolve.`,
      ][depth]!
      const d = {
        ...hand(role, task),
        children: [
          agent(role, task, 'Agent stopped due to iteration limit', [
            view(statuses[depth]!),
            llm(`Better handled by the other specialist.`),
            ...nest(depth + 1, statuses),
          ]),
        ],
      }
      return [d]
    }
    expect(loops(root(...nest(0, ['open', 'open', 'open', 'open'])))).toBe(true)
    // Each hand-off finding the case moved on (assigned, refunded, closed) did work on the way.
    expect(progress(root(...nest(0, ['open', 'assigned', 'refund issued', 'closed']))).findings.map((f) => f.kind)).not.toContain('recursive-call')
  })

  it('a call whose input was recorded as the JSON text of nothing (`"{}"`) is the same as no other', () => {
    const spawn = (task: string, input: string, inner: Dict[]) => ({
      ...tool('spawn_subagent', input, `report: ${task} reconciled`),
      children: [agent('revops', task, `${task} reconciled`, inner)],
    })
    const query = (q: string, n: number) => tool('soql_query', { q }, { totalSize: n, records: Array.from({ length: n }, (_, i) => ({ Id: `006${q}${i}` })) })
    const nested = (input: string) =>
      root(
        query('FY24', 9),
        spawn('Q3 only', input, [
          query('Q3', 3),
          spawn('one opportunity', input, [query('0065OB', 1), spawn('one invoice', input, [tool('get_invoice', { id: 'in_1' }, { total: 5400000 })])]),
        ]),
      )
    expect(progress(nested('{}')).findings.map((f) => f.kind)).not.toContain('recursive-call')
    // The same task recorded in full each time is a re-entry with the same input.
    expect(progress(nested('{"task":"reconcile"}')).findings.map((f) => f.kind)).toContain('recursive-call')
  })

  it('a SPARQL result with no bindings found nothing, whatever variables it names', () => {
    expect(isEmptyResult({ head: { vars: ['s', 'sLabel'] }, results: { bindings: [] } })).toBe(true)
    expect(isEmptyResult({ head: { vars: ['s'] }, results: { bindings: [{ s: { type: 'uri', value: 'http://www.wikidata.org/entity/Q42' } }] } })).toBe(false)
    // An ASK query's answer is a boolean: an answer, not a list.
    expect(isEmptyResult({ head: {}, boolean: false })).toBe(false)
  })

  it('an XML answer whose list of results is written empty found nothing, whatever total it sits beside', () => {
    const page = (ids: string) =>
      `<?xml version="1.0" ?>\n<eSearchResult><Count>212</Count><RetMax>${ids === '' ? 0 : 2}</RetMax><RetStart>300</RetStart>${ids === '' ? '<IdList/>' : `<IdList>${ids}</IdList>`}</eSearchResult>`
    expect(isEmptyResult(page(''))).toBe(true)
    expect(isEmptyResult('<searchResponse><hits></hits><total>0</total></searchResponse>')).toBe(true)
    expect(isEmptyResult(page('<Id>38114211</Id><Id>38002945</Id>'))).toBe(false)
    // No errors is no answer either way: the records are the answer.
    expect(isEmptyResult('<response><ErrorList/><record><id>7</id><title>Kinetics of RNA folding</title></record></response>')).toBe(false)
  })

  it('a cache verdict after the cache host that gave it (`cp3065 hit, cp3062 miss`) makes the age beside it a transport header', () => {
    const page = (cache: string, age: number) =>
      observeAction(
        {
          tool: 'wiki_page',
          args: { title: 'Ada_Yonath' },
          output: { status: 200, revid: 1212004411, extract: 'Ada Yonath is an Israeli crystallographer…', 'x-cache': cache, age },
        },
        new ToolIdentities(),
      ).result
    expect(page('cp3065 hit, cp3062 miss', 709)).toBe(page('cp3069 hit, cp3066 miss', 1666))
    // An age with no cache verdict beside it is data (a person's age, a record's age in days).
    const person = (age: number) =>
      observeAction({ tool: 'get_patient', args: { id: 7 }, output: { id: 7, age, 'x-request-id': `r-${age}` } }, new ToolIdentities()).result
    expect(person(41)).not.toBe(person(42))
  })

  it("a ROS message's stamp (`sec`, `nanosec`) is a clock reading", () => {
    const joints = (sec: number, nanosec: number) =>
      observeAction(
        { tool: 'get_joint_states', args: {}, output: { header: { stamp: { sec, nanosec } }, position: [-0.1669, -1.4015, 1.8322] } },
        new ToolIdentities(),
      ).result
    expect(joints(1752918146, 631046204)).toBe(joints(1752918150, 165769408))
  })

  it('links to other pages of an answer are no find: a FHIR Bundle with total 0 and its self link found nothing', () => {
    const bundle = (total: number, entry?: unknown[]) => ({
      resourceType: 'Bundle',
      type: 'searchset',
      total,
      link: [{ relation: 'self', url: 'https://fhir.example.org/R4/Observation?patient=p1&code=4548-4' }],
      ...(entry === undefined ? {} : { entry }),
    })
    expect(isEmptyResult(bundle(0))).toBe(true)
    expect(isEmptyResult({ data: [], links: [{ rel: 'next', href: '/items?page=2' }] })).toBe(true)
    expect(isEmptyResult(bundle(1, [{ resource: { resourceType: 'Observation', id: 'o1', valueQuantity: { value: 6.9 } } }]))).toBe(false)
    // A list of links that is the answer (a search for links) stays an answer.
    expect(isEmptyResult({ links: [{ title: 'FHIR R4 spec', url: 'https://hl7.org/fhir/R4/' }] })).toBe(false)
  })

  it("a simulation's tick and game time are clock readings", () => {
    const inventory = (tick: number, gameTime: number) =>
      observeAction(
        { tool: 'inventory', args: {}, output: { inventory: { raw_iron: 3, coal: 2 }, empty_slots: 27, tick, game_time: gameTime } },
        new ToolIdentities(),
      ).result
    expect(inventory(51628, 6000)).toBe(inventory(51711, 6083))
    // The ticks a job has left count its work down: no clock.
    const job = (ticks_left: number) => observeAction({ tool: 'job', args: { id: 1 }, output: { state: 'running', ticks_left } }, new ToolIdentities()).result
    expect(job(5)).not.toBe(job(4))
  })

  it('the same move sent again and again, answered "arrived" a few centimetres off each time, is a loop', () => {
    const fly = (x: number, y: number, v: number) =>
      tool(
        'move_to_position',
        { x: 120, y: -45, z: -62, velocity: 5 },
        { status: 'arrived', position: { x_val: x, y_val: y, z_val: -62.01 }, velocity_norm: v },
      )
    const trace = root(
      tool('takeoff', { altitude_m: 20 }, { ok: true }),
      fly(119.982, -44.957, 0.0097),
      llm('Moving to the inspection point.'),
      fly(120.0732, -45.0027, 0.0113),
      llm('Moving to the inspection point again.'),
      fly(120.0421, -45.0349, 0.04),
      fly(119.9845, -44.9716, 0.0082),
      fly(119.9553, -45.0332, 0.0158),
    )
    expect(loops(trace)).toBe(true)
    // Docking again while the battery fills is waiting on the charge: each answer moves one way.
    const dock = (battery: number) => tool('dock', { station: 'D2' }, { status: 'docked', battery_pct: battery })
    expect(loops(root(dock(40.5), llm('Charging.'), dock(55.2), llm('Charging.'), dock(70.1), llm('Charging.'), dock(85.7), llm('Charged enough.')))).toBe(
      false,
    )
  })

  it('a value printed with a comment after it on its line is read as that value', () => {
    expect(isEmptyResult('[]  # 0 blueprints (library size 124, frame 49886)')).toBe(true)
    expect(isEmptyResult('[]  // nothing matched')).toBe(true)
    expect(isEmptyResult('[{"id": "vehicle.carlamotors.firetruck"}]  # 1 blueprint')).toBe(false)
  })

  it('a hand-off to an agent run writes nothing a later read could show: agents passing a task round, each reading the same status, recurse idly', () => {
    const status = (wind: number, idle = 3) => tool('fleet_status', { sector: 7 }, `drones idle: ${idle} (thermal: 2) | wind ${wind} m/s`)
    const roles = ['coordinator', 'sector_lead', 'drone_agent', 'coordinator', 'sector_lead']
    const tasks = [
      'Survey sector 7 with thermal cameras.',
      'Thermal survey of sector 7.',
      'Fly sector 7 with thermal.',
      'Sector 7 thermal survey.',
      'Search sector 7 using thermal imaging.',
    ]
    const chain = (depth: number, read: (depth: number) => Dict, last: Dict[]): Dict => {
      const inner =
        depth + 1 < roles.length
          ? [{ ...tool('assign_task', { to: roles[depth + 1], task: tasks[depth + 1] }, { assigned: true }), children: [chain(depth + 1, read, last)] }]
          : last
      return agent(roles[depth]!, tasks[depth], { assigned: true }, [read(depth), llm('Someone else should do this; handing it on.'), ...inner])
    }
    const idle = root(chain(0, (d) => status([4.4, 3.9, 4.3, 4.1, 4.0][d]!), []))
    expect(progress(idle).findings.map((f) => f.kind)).toContain('recursive-call')
    // The innermost run takes off and the status moves on each time: work was done on the way.
    const working = root(
      chain(0, (d) => status([4.4, 3.9, 4.3, 4.1, 4.0][d]!, 3 - Math.min(d, 2)), [tool('takeoff', { drone: 'T2', sector: 7 }, { ok: true, flight: 'F-18' })]),
    )
    expect(progress(working).findings.map((f) => f.kind)).not.toContain('recursive-call')
  })

  it('the same read answered with part of what it said before, nested fields left out, says nothing new', () => {
    const finding = (attempt: number, full: boolean) =>
      tool(
        'get_findings',
        { arn: 'arn:aws:securityhub:eu-west-1:381112002201:finding/104fef44', attempt },
        {
          Findings: [
            {
              Id: 'arn:aws:securityhub:eu-west-1:381112002201:finding/104fef44',
              Compliance: { Status: 'FAILED' },
              Title: 'S3 bucket should block public access',
              ...(full ? { Resources: [{ Id: 'arn:aws:s3:::logs-archive' }], Workflow: { Status: 'NEW' } } : {}),
            },
          ],
          ResponseMetadata: { RequestId: `r-${attempt}`, ...(full ? { RetryAttempts: 0 } : {}) },
        },
      )
    const trace = root(
      finding(1, true),
      llm('Still failing.'),
      finding(2, true),
      llm('Still failing.'),
      finding(3, true),
      llm('Checking once more.'),
      finding(4, false),
    )
    expect(loops(trace)).toBe(true)
    // The last page of a list, fewer records and other ones, is news.
    const page = (hosts: string[]) =>
      tool('list_machines', { next: 'cursor' }, { value: hosts.map((name) => ({ computerDnsName: name, osPlatform: 'Windows10' })) })
    expect(loops(root(page(['wks-0001', 'wks-0002', 'srv-dc01']), page(['wks-0114', 'srv-sql02', 'wks-0120']), page(['kiosk-01'])))).toBe(false)
  })

  const upsert = (sql: string) => ({ sql, batch: 'methods-2024', rows: 12 })
  const reset = 'OperationalError: server closed the connection unexpectedly. This probably means the server terminated abnormally.'
  it('a dropped connection retried, then the batch written by a reworded statement: backoff, not a loop', () => {
    const trace = root(
      llm('Write the twelve chunks.'),
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body'), reset),
      llm('Connection reset; retrying.'),
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body'), reset),
      llm('Reset again; retrying after a pause.'),
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body'), reset),
      llm('Third try with the statement shortened.'),
      tool('sql', upsert('INSERT INTO chunks … ON CONFLICT …'), 'INSERT 0 12'),
      tool('sql', { sql: 'SELECT count(*) FROM chunks' }, [{ count: 1301 }]),
      llm('The twelve chunks are in; the table holds 1,301.'),
    )
    expect(loops(trace)).toBe(false)
  })

  it('the same failure that is no transient one, then a reworded success, still counts its repeats', () => {
    const denied = 'permission denied for table chunks'
    const trace = root(
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2)'), denied),
      llm('Retrying the insert.'),
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2)'), denied),
      llm('Retrying the insert.'),
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2)'), denied),
      llm('Retrying the insert.'),
      failing('sql', upsert('INSERT INTO chunks (id, body) VALUES ($1, $2)'), denied),
      tool('sql', upsert('INSERT INTO chunks … '), 'INSERT 0 12'),
    )
    expect(loops(trace)).toBe(true)
    // The same four failures, each a reset connection, were a wait.
    expect(loops(JSON.parse(JSON.stringify(trace).replaceAll(denied, 'connection reset by peer (ECONNRESET)')))).toBe(false)
  })
})
