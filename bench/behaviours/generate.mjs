// Development traces for the behaviours of issue 12 (loop detection).
//
//   node bench/behaviours/generate.mjs          # writes behaviours.jsonl next to this file
//   node bench/behaviours/generate.mjs --check  # exits 1 if behaviours.jsonl is out of date
//
// No dependencies, no Math.random, no clock: every instance is seeded with
// FNV-1a of "behaviours/<family>#<i>" and rows are byte-identical across runs.
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// ---------------------------------------------------------------- PRNG ----
function seedOf(text) {
  let h = 0x811c9dc5
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

class Rng {
  constructor(seed) {
    this.a = seed >>> 0
  }
  next() {
    this.a = (this.a + 0x6d2b79f5) >>> 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(lo, hi) {
    return lo + Math.floor(this.next() * (hi - lo + 1))
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)]
  }
  chance(p) {
    return this.next() < p
  }
  shuffle(list) {
    const out = [...list]
    for (let k = out.length - 1; k > 0; k--) {
      const j = Math.floor(this.next() * (k + 1))
      ;[out[k], out[j]] = [out[j], out[k]]
    }
    return out
  }
  hex(n) {
    let s = ''
    for (let k = 0; k < n; k++) s += '0123456789abcdef'[Math.floor(this.next() * 16)]
    return s
  }
  alnum(n) {
    const abc = 'abcdefghijklmnopqrstuvwxyz0123456789'
    let s = ''
    for (let k = 0; k < n; k++) s += abc[Math.floor(this.next() * abc.length)]
    return s
  }
  uuid() {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`
  }
}

// ------------------------------------------------------ volatile noise ----
// One Noise per instance: a clock that only moves forward (negative offsets look back without moving it) and id generators whose style
// (req_8f3a21 vs req-48213, seconds vs milliseconds) is fixed per instance,
// as one real system would be.
class Noise {
  constructor(r) {
    this.r = r
    this.ms = Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59))
    this.reqStyle = r.int(0, 1)
  }
  tick(sec = this.r.int(2, 45)) {
    this.ms += Math.round(sec * 1000) + this.r.int(0, 999)
    return this
  }
  /** ms of "now + sec": a positive sec advances the clock, a negative one only looks back. */
  at(sec) {
    if (sec !== undefined && sec < 0) return this.ms + Math.round(sec * 1000)
    this.tick(sec)
    return this.ms
  }
  /** ISO-8601 timestamp. */
  iso(sec) {
    return new Date(this.at(sec)).toISOString()
  }
  /** RFC-1123 date, as an HTTP Date header. */
  rfc(sec) {
    return new Date(this.at(sec)).toUTCString()
  }
  /** A bare YYYY-MM-DD date (does not advance the clock). */
  day(offsetDays = 0) {
    return new Date(this.ms + offsetDays * 86400000).toISOString().slice(0, 10)
  }
  epoch() {
    return Math.floor(this.ms / 1000)
  }
  req() {
    return this.reqStyle === 0 ? `req_${this.r.hex(6)}` : `req-${this.r.int(10000, 99999)}`
  }
  uuid() {
    return this.r.uuid()
  }
  trace() {
    return this.r.hex(32)
  }
  sha(n = 40) {
    return this.r.hex(n)
  }
  job(prefix = 'job') {
    return `${prefix}_${this.r.alnum(10)}`
  }
  pid() {
    return this.r.int(1200, 64000)
  }
  /** "1.42s" or "812ms". */
  dur(loS = 0.08, hiS = 4.8) {
    const ms = this.r.int(Math.round(loS * 1000), Math.round(hiS * 1000))
    return ms >= 1000 && this.r.chance(0.6) ? `${(ms / 1000).toFixed(2)}s` : `${ms}ms`
  }
  secs(lo = 0.5, hi = 9) {
    return `${(this.r.int(lo * 100, hi * 100) / 100).toFixed(2)}s`
  }
  tmp(file = 'out.log') {
    return this.r.pick([() => `/tmp/tmp${this.r.alnum(6)}/${file}`, () => `/tmp/build-${this.r.hex(5)}/${file}`, () => `/tmp/run.${this.r.alnum(8)}/${file}`])()
  }
}

// ------------------------------------------------------- span builders ----
const llm = (text, name = 'reason') => ({ type: 'llm', name, output: text, children: [] })
const tool = (name, input, output) => ({ type: 'tool', name, input, output, children: [] })
const failed = (name, input, error) => ({ type: 'tool', name, input, output: null, children: [], error })
const agent = (name, input, children, output = '') => ({ type: 'agent', name, input, output, children })
/** Arguments as some providers send them: a JSON string with shuffled keys. */
const jsonArgs = (r, obj) => {
  const o = {}
  for (const k of r.shuffle(Object.keys(obj))) o[k] = obj[k]
  return JSON.stringify(o)
}
const MODELS = ['reason', 'gpt-4o', 'claude-3-5-sonnet', 'assistant', 'gpt-4.1-mini', 'llama-3.1-70b']

// Each family: { family, isolates, loop, stagnation, instances: [ (r, n, m) => {goal, root, stagnation?} ] }
// `m` is the model name picked for the instance; `n` is its Noise.
const FAMILIES = []
const family = (f) => FAMILIES.push(f)

// =====================================================================
// LOOPS
// =====================================================================

// 1 ------------------------------------------------------------------
family({
  family: 'long_step_repeat_once',
  isolates:
    'one long reasoning step (30-60 words) repeated exactly once, verbatim or with a word or two changed, with nothing new observed between (no call, or a call returning a result already seen)',
  loop: true,
  stagnation: true,
  instances: [
    // coding: re-read of an unchanged file between the two copies, one word changed
    (r, n, m) => {
      const goal = 'Fix the day/month mix-up in invoices/parse.py so test_parse_due_date passes'
      const src =
        'from datetime import date\nfrom dateutil import parser\n\n\ndef parse_due_date(raw: str) -> date | None:\n    if not raw:\n        return None\n    return parser.parse(raw).date()\n'
      const L =
        "The failure comes from parse_due_date reading '03/04/2025' month-first while the supplier fixture is day-first. The cleanest fix is to pass dayfirst=True to parser.parse and short-circuit ISO strings with date.fromisoformat, so callers that already send 2025-04-03 keep working exactly as before."
      return {
        goal,
        root: agent('coder', goal, [
          llm('Starting with the parser itself, then the failing test.', m),
          tool('read_file', { path: 'invoices/parse.py' }, src),
          tool(
            'bash',
            { command: 'pytest tests/test_parse.py -k due_date -q' },
            `F\nFAILED tests/test_parse.py::test_parse_due_date - AssertionError: assert datetime.date(2025, 3, 4) == datetime.date(2025, 4, 3)\n1 failed, 11 passed, 3 deselected in ${n.secs(0.4, 2)}`,
          ),
          llm(L, m),
          tool('read_file', { path: 'invoices/parse.py' }, src),
          llm(L.replace('The cleanest fix', 'The simplest fix'), m),
        ]),
      }
    },
    // browser: back-to-back, verbatim
    (r, n, m) => {
      const goal = 'Find the return policy for opened electronics on shop.northwind.example'
      const L =
        'The summary page only covers unopened items within 30 days, so the electronics exception must live on a separate page. I should open the Returns & Exchanges link in the left sidebar and scroll to the section about opened or activated devices, since restocking fees are usually listed there.'
      return {
        goal,
        root: agent('browser_agent', goal, [
          tool(
            'browser_navigate',
            { url: 'https://shop.northwind.example/help' },
            `Page title: Help Center | Northwind\nLinks: Orders & Returns, Shipping, Payments, Gift Cards, Contact us\nFooter: Last updated ${n.rfc(-86400 * 20)}`,
          ),
          llm('Returns are under "Orders & Returns". Opening it.', m),
          tool(
            'browser_click',
            { selector: 'a[href="/help/orders-returns"]' },
            'Page title: Orders & Returns\n"Most unopened items can be returned within 30 days of delivery for a full refund. See Returns & Exchanges for category exceptions."\nSidebar: Returns & Exchanges | Start a return | Refund timing | Damaged items',
          ),
          llm(L, m),
          llm(L, m),
        ]),
      }
    },
    // customer support: same payments call between, one word changed
    (r, n, m) => {
      const goal = 'Customer reports being charged twice for order #58213; investigate and resolve'
      const payments = {
        order_id: '58213',
        payments: [
          { id: `pay_${r.alnum(14)}`, type: 'capture', amount: '84.20', currency: 'USD', status: 'succeeded', created: n.iso(-3600 * 30) },
          { id: `pay_${r.alnum(14)}`, type: 'authorization', amount: '84.20', currency: 'USD', status: 'pending', created: n.iso(-3600 * 30 + 412) },
        ],
      }
      const L =
        'Two entries show for the order, but the second is an authorization hold of $84.20 that was never captured. Holds like this usually drop off within three to five business days, so I should explain that to the customer instead of refunding, and confirm the captured charge is the only real one.'
      return {
        goal,
        root: agent('support_agent', goal, [
          tool(
            'lookup_order',
            { order_id: '58213' },
            { order_id: '58213', status: 'shipped', total: '84.20', currency: 'USD', customer: 'cus_7Hq2LwX', placed_at: n.iso(-3600 * 30 - 40) },
          ),
          tool('list_payments', { order_id: '58213' }, payments),
          llm(L, m),
          tool('list_payments', { order_id: '58213' }, payments),
          llm(L.replace('usually drop off', 'normally drop off'), m),
        ]),
      }
    },
    // data/SQL: back-to-back, two words changed
    (r, n, m) => {
      const goal = 'Work out why weekly active users dropped 40% on the growth dashboard'
      const L =
        'The drop lines up with the deploy on 2025-06-02 that renamed the event column from user_id to actor_id. The dashboard still counts distinct user_id, which is null for every event written after the rename, so the real fix is to coalesce both columns in the wau_weekly view.'
      const rows = [
        ['2025-06-09', 184211, 184211],
        ['2025-06-02', 179804, 179804],
        ['2025-05-26', 181377, 0],
        ['2025-05-19', 176920, 0],
      ]
      return {
        goal,
        root: agent('analyst', goal, [
          llm('First the events table, since the dashboard reads straight from it.', m),
          tool(
            'run_sql',
            { query: "SELECT column_name FROM information_schema.columns WHERE table_name = 'events' ORDER BY ordinal_position" },
            { columns: ['column_name'], rows: [['event_id'], ['user_id'], ['event_name'], ['created_at'], ['actor_id']], elapsed: n.dur() },
          ),
          tool(
            'run_sql',
            {
              query:
                "SELECT date_trunc('week', created_at)::date AS wk, count(*) AS total, count(*) FILTER (WHERE user_id IS NULL) AS null_user FROM events GROUP BY 1 ORDER BY 1 DESC LIMIT 4",
            },
            { columns: ['wk', 'total', 'null_user'], rows, elapsed: n.dur() },
          ),
          llm(L, m),
          llm(L.replace('the real fix', 'the proper fix').replace('every event written', 'every event logged'), m),
        ]),
      }
    },
    // devops: same logs call between (identical output), verbatim
    (r, n, m) => {
      const goal = 'Find out why the staging deploy of payments-api is stuck in CrashLoopBackOff'
      const sha = n.sha(7)
      const logs = `${n.iso()} INFO  starting payments-api v2.14.0 (commit ${sha})\n${n.iso(0.2)} INFO  loading config from env\n${n.iso(0.1)} ERROR config: required environment variable DATABASE_URL is not set\n${n.iso(0.1)} INFO  exiting with code 1`
      const L =
        "The container exits right after start because DATABASE_URL is not set. The payments-db-credentials secret is mounted in production, but I don't see it referenced in the staging values file, so the next step is to check values-staging.yaml and add the secretRef under envFrom."
      return {
        goal,
        root: agent('sre_agent', goal, [
          tool(
            'kubectl',
            { args: 'get pods -n staging -l app=payments-api' },
            `NAME                            READY   STATUS             RESTARTS      AGE\npayments-api-7d9c5b6f4-x2kqp    0/1     CrashLoopBackOff   6 (41s ago)   9m12s`,
          ),
          tool('kubectl', { args: 'logs -n staging payments-api-7d9c5b6f4-x2kqp --previous' }, logs),
          llm(L, m),
          tool('kubectl', { args: 'logs -n staging payments-api-7d9c5b6f4-x2kqp --previous' }, logs),
          llm(L, m),
        ]),
      }
    },
  ],
})

// 2 ------------------------------------------------------------------
family({
  family: 'long_message_repeat_once',
  isolates: 'the same long (25+ words) message to the user sent twice, as model output or through a send/reply tool, with nothing new in between',
  loop: true,
  stagnation: true,
  instances: [
    // support: llm output to the user, an empty inbox check between
    (r, n, m) => {
      const goal = 'Help the customer regain access after losing their two-factor device'
      const conv = `conv_${r.alnum(12)}`
      const M =
        "I've found your account and can see two-factor authentication is tied to a phone number ending in 4471. To reset it safely I need two things from you: the billing postcode we have on file and the last four digits of the card used for your most recent payment. Once you send those, I'll remove the old device and you can set up a new one."
      return {
        goal,
        root: agent('support_assistant', goal, [
          tool(
            'lookup_account',
            { email: 'dana.whitfield@example.com' },
            { account_id: `acc_${r.alnum(10)}`, plan: 'Pro', mfa: { type: 'sms', phone: '***-***-4471' }, last_login: n.iso(-86400 * 12) },
          ),
          llm(M, 'assistant'),
          tool('check_inbox', { conversation_id: conv }, { conversation_id: conv, new_messages: [] }),
          llm(M, 'assistant'),
        ]),
      }
    },
    // travel: send_message tool twice, a flight search already done re-run between
    (r, n, m) => {
      const goal = 'Rebook passenger K. Osei after flight LH 2417 (MUC-ACC, 18 Nov) was cancelled'
      const M =
        "Hello Mr Osei, your flight LH 2417 on 18 November has been cancelled by the airline. I can rebook you at no extra cost on LH 2419 connecting to LH 568, departing Munich at 07:05 and arriving in Accra at 19:40 the same day. Please reply YES to confirm, or tell me if you'd prefer a different date."
      const flights = [
        { flight: 'LH 2419 / LH 568', dep: '2025-11-18T07:05', arr: '2025-11-18T19:40', via: 'FRA', seats: 3 },
        { flight: 'KL 1790 / KL 589', dep: '2025-11-18T10:20', arr: '2025-11-18T22:55', via: 'AMS', seats: 1 },
      ]
      return {
        goal,
        root: agent('travel_agent', goal, [
          tool(
            'get_booking',
            { pnr: 'Q7XK2M' },
            { pnr: 'Q7XK2M', passenger: 'OSEI/KWAME MR', segments: [{ flight: 'LH 2417', date: '2025-11-18', status: 'UN' }] },
          ),
          tool('search_flights', { origin: 'MUC', destination: 'ACC', date: '2025-11-18', cabin: 'Y' }, flights),
          llm('LH 2419 via Frankfurt is the closest match to the original timing. Messaging the passenger with the offer.', m),
          tool('send_message', { to: '+233245550192', channel: 'sms', text: M }, { message_id: `SM${r.hex(32)}`, status: 'queued', date_created: n.rfc() }),
          tool('search_flights', { origin: 'MUC', destination: 'ACC', date: '2025-11-18', cabin: 'Y' }, flights),
          llm('LH 2419 via Frankfurt is still the best match for the original timing. Sending the passenger the rebooking offer.', m),
          tool('send_message', { to: '+233245550192', channel: 'sms', text: M }, { message_id: `SM${r.hex(32)}`, status: 'queued', date_created: n.rfc(55) }),
        ]),
      }
    },
    // coding: final summary to the user given twice back-to-back
    (r, n, m) => {
      const goal = 'Rename the fetchUser helper to getUser across the web app and update every call site'
      const M =
        'Done. I renamed fetchUser to getUser in src/api/users.ts and updated all 14 call sites across 9 files, including the two dynamic imports in src/routes/lazy.ts. The barrel file src/api/index.ts now re-exports getUser, and the full test suite passes (212 tests). Nothing else in the repo referenced the old name.'
      return {
        goal,
        root: agent('coding_agent', goal, [
          tool(
            'grep',
            { pattern: '\\bfetchUser\\b', path: 'src' },
            'src/api/users.ts:12:export async function fetchUser(id: string) {\nsrc/api/index.ts:3:export { fetchUser } from "./users"\nsrc/routes/lazy.ts:8:  const { fetchUser } = await import("../api/users")\nsrc/routes/lazy.ts:31:  const { fetchUser } = await import("../api/users")\n... 11 more matches in 6 files',
          ),
          tool('rename_symbol', { file: 'src/api/users.ts', symbol: 'fetchUser', new_name: 'getUser' }, { files_changed: 9, edits: 16 }),
          tool(
            'bash',
            { command: 'npm test -- --silent' },
            `Test Suites: 38 passed, 38 total\nTests:       212 passed, 212 total\nSnapshots:   4 passed, 4 total\nTime:        ${n.secs(8, 19)}\nRan all test suites.`,
          ),
          llm(M, m),
          llm(M, m),
        ]),
      }
    },
    // data: Slack reply tool twice in the same thread, nothing between
    (r, n, m) => {
      const goal = "Answer the finance team's question in #fin-ops about why October revenue differs between Looker and the ledger"
      const ts = `${n.epoch()}.00${r.int(1000, 9999)}`
      const M =
        "The $18,420 gap between Looker and the ledger for October comes from 37 invoices issued on 31 October but paid on 1 November. Looker's revenue explore buckets by payment date while the ledger uses invoice date, so both numbers are right for their own definition. I'd suggest we label the Looker tile as cash basis."
      return {
        goal,
        root: agent('data_helper', goal, [
          tool(
            'run_sql',
            { query: "SELECT count(*), sum(amount) FROM invoices WHERE issued_on = '2025-10-31' AND paid_on >= '2025-11-01'" },
            { rows: [[37, 18420.0]], elapsed: n.dur() },
          ),
          llm('The 37 invoices account for the whole gap: it is invoice date against payment date. Replying in the thread.', m),
          tool('slack_reply', { channel: '#fin-ops', thread_ts: ts, text: M }, { ok: true, ts: `${n.tick().epoch()}.00${r.int(1000, 9999)}` }),
          llm('The gap is fully explained by the 37 invoices, invoice date versus payment date. Replying in the thread.', m),
          tool('slack_reply', { channel: '#fin-ops', thread_ts: ts, text: M }, { ok: true, ts: `${n.tick().epoch()}.00${r.int(1000, 9999)}` }),
        ]),
      }
    },
    // devops: status page update twice, the same metric query between returning the same numbers
    (r, n, m) => {
      const goal = 'Keep the status page updated while the EU checkout latency incident is investigated'
      const M =
        'We are investigating elevated checkout latency for customers in the EU region. Some payments may take up to 30 seconds to complete and a small number may time out; no card has been charged twice. Our engineers have narrowed the issue to one database replica and are working on a fix. Next update within 30 minutes.'
      const q = { query: 'histogram_quantile(0.95, sum(rate(checkout_request_seconds_bucket{region="eu"}[5m])) by (le))', range: '15m' }
      const res = { metric: 'checkout p95 (eu)', unit: 's', values: [27.8, 28.4, 29.1] }
      return {
        goal,
        root: agent('incident_comms', goal, [
          tool('query_metrics', q, res),
          llm('EU p95 is sitting around 28-29s. Posting an update.', m),
          tool('statuspage_post_update', { incident_id: 'inc_4821', status: 'investigating', body: M }, { update_id: n.uuid(), published_at: n.iso() }),
          tool('query_metrics', q, res),
          llm('p95 is still around 28-29s in the EU. Posting the update.', m),
          tool('statuspage_post_update', { incident_id: 'inc_4821', status: 'investigating', body: M }, { update_id: n.uuid(), published_at: n.iso() }),
        ]),
      }
    },
  ],
})

// 3 ------------------------------------------------------------------
family({
  family: 'reworded_empty_queries',
  isolates:
    'one search/lookup tool called 3-5 times with the same intent reworded (synonyms, word order, field names, date formats), always the same empty result, the reasoning varying between calls',
  loop: true,
  stagnation: true,
  instances: [
    // support KB, 4 calls, {"results": [], "total": 0}
    (r, n, m) => {
      const goal = 'Tell a customer whether they get a prorated refund when switching from the annual to the monthly plan'
      const empty = { results: [], total: 0 }
      const steps = [
        ['Let me check the help center for the downgrade refund policy.', 'refund annual plan downgrade'],
        ["Nothing. The article might say 'yearly' instead of 'annual'.", 'yearly subscription downgrade refund'],
        ['Still empty. It could be filed under billing changes, with proration as the keyword.', 'prorated credit switching yearly to monthly'],
        ['Trying it phrased the way a customer would write it.', 'money back if I change from annual to monthly billing'],
      ]
      return {
        goal,
        root: agent(
          'support_agent',
          goal,
          steps.flatMap(([t, q]) => [llm(t, m), tool('search_kb', { query: q, locale: 'en-US' }, empty)]),
        ),
      }
    },
    // coding: code search, 3 calls, "No results found."
    (r, n, m) => {
      const goal = 'Find where the HTTP client retry policy is configured in the mobile-sync service'
      const steps = [
        ['The retry behaviour must be configured somewhere near the client construction.', 'retry policy http client'],
        ['No hits. Maybe the code calls them retries and the config lives in a separate file.', 'http client retries configuration'],
        ["Could be a builder pattern - I'll search for the phrasing a builder method would use.", 'configure retry for HttpClient'],
      ]
      return {
        goal,
        root: agent(
          'code_explorer',
          goal,
          steps.flatMap(([t, q]) => [llm(t, m), tool('code_search', { query: q, path: 'services/mobile-sync' }, 'No results found.')]),
        ),
      }
    },
    // data: customer lookup, 5 calls, other field names, []
    (r, n, m) => {
      const goal = 'Pull the order history for the customer Marisol Alvarez (m.alvarez@fastmail.example)'
      const e = 'm.alvarez@fastmail.example'
      const steps = [
        ['Looking the customer up by email first.', { email: e }],
        ['Empty. The API docs for this service use customer_email in a couple of places.', { customer_email: e }],
        ['Perhaps the email is nested under the contact object.', { filter: { 'contact.email': e } }],
        ["I'll try the free-text query syntax instead of a field filter.", { query: `email = "${e}"` }],
        ['Maybe the field is case-sensitive and stored as emailAddress.', { emailAddress: e }],
      ]
      return {
        goal,
        root: agent(
          'crm_analyst',
          goal,
          steps.flatMap(([t, q]) => [llm(t, m), tool('find_customer', q, [])]),
        ),
      }
    },
    // travel: hotel search, 4 calls, date formats and field names, {"hits": 0}
    (r, n, m) => {
      const goal = 'Find a hotel near the Lisbon congress centre for 14-17 October 2025, under 180 EUR a night'
      const base = { city: 'Lisbon', near: 'Centro de Congressos de Lisboa', max_price: 180, currency: 'EUR', guests: 1 }
      const steps = [
        ['Searching hotels near the congress centre for the conference dates.', { ...base, check_in: '2025-10-14', check_out: '2025-10-17' }],
        ['Zero hits is odd for Lisbon. The API might expect European-style dates.', { ...base, check_in: '14/10/2025', check_out: '17/10/2025' }],
        ['Maybe it wants spelled-out dates.', { ...base, check_in: 'Oct 14, 2025', check_out: 'Oct 17, 2025' }],
        [
          'Trying the location field and a date range string instead of separate fields.',
          { location: 'Lisbon Congress Centre', dates: '2025-10-14..2025-10-17', price_max: '180 EUR', guests: 1 },
        ],
      ]
      return {
        goal,
        root: agent(
          'trip_planner',
          goal,
          steps.flatMap(([t, q]) => [llm(t, m), tool('search_hotels', jsonArgs(r, q), { hits: 0 })]),
        ),
      }
    },
    // browser: docs site search, 3 calls, "No results found." (argument as JSON string)
    (r, n, m) => {
      const goal = 'Find which response headers the Acme API uses to report rate limits'
      const steps = [
        ['The docs site has a search box; starting there.', 'rate limit headers'],
        ['Nothing came back. They may spell it as one word.', 'ratelimit response headers'],
        ['Searching for the header prefix itself, since most APIs use X-RateLimit.', 'X-RateLimit-Remaining header'],
      ]
      return {
        goal,
        root: agent('web_researcher', goal, [
          tool(
            'browser_navigate',
            { url: 'https://docs.acme-api.example/' },
            'Page title: Acme API Docs\nNav: Getting started | Authentication | Endpoints | Errors | Changelog\nSearch box: input#docs-search',
          ),
          ...steps.flatMap(([t, q]) => [llm(t, m), tool('docs_search', jsonArgs(r, { site: 'docs.acme-api.example', q }), 'No results found.')]),
        ]),
      }
    },
  ],
})

// 4 ------------------------------------------------------------------
family({
  family: 'paging_past_end',
  isolates:
    'page/offset/cursor/scroll position keeps advancing 3-5 times past the end of the data, each call returning the same empty page (only the echoed position changes); stagnation only where a status line repeats',
  loop: true,
  stagnation: false,
  instances: [
    // data: page numbers, {"items": [], "page": N}; no model text between
    (r, n, m) => {
      const goal = 'Total the unpaid Q3 invoices for the Halvorsen Freight account'
      const mk = (k) => ({
        id: `INV-2025-${String(3000 + k).padStart(5, '0')}`,
        amount: (r.int(12000, 480000) / 100).toFixed(2),
        status: r.pick(['paid', 'paid', 'unpaid', 'overdue']),
        issued: n.day(-r.int(20, 110)),
      })
      const pages = [
        Array.from({ length: 25 }, (_, k) => mk(k)),
        Array.from({ length: 25 }, (_, k) => mk(25 + k)),
        Array.from({ length: 9 }, (_, k) => mk(50 + k)),
      ]
      const past = r.int(3, 5)
      return {
        goal,
        root: agent('billing_analyst', goal, [
          llm('Pulling every Q3 invoice for the account, 25 per page.', m),
          ...pages.map((items, k) =>
            tool('list_invoices', { account: 'halvorsen-freight', quarter: '2025-Q3', page: k + 1, per_page: 25 }, { items, page: k + 1 }),
          ),
          ...Array.from({ length: past }, (_, k) =>
            tool('list_invoices', { account: 'halvorsen-freight', quarter: '2025-Q3', page: 4 + k, per_page: 25 }, { items: [], page: 4 + k }),
          ),
        ]),
      }
    },
    // browser: scroll position, "End of list.", a repeated status line (stagnation true)
    (r, n, m) => {
      const goal = 'Collect every post mentioning "pricing change" from the Orbital community forum feed'
      const line = 'Scrolling further to load more posts.'
      const seen = [
        ['Pricing change for the Team plan?', 'Re: pricing change - grandfathered seats', 'Any word on the EU pricing change?'],
        ['Pricing change broke our invoice import', 'Pricing change FAQ (pinned)'],
      ]
      const past = r.int(3, 5)
      const ch = [
        tool('browser_navigate', { url: 'https://community.orbital.example/latest?q=pricing+change' }, `Loaded 20 posts. Matching: ${seen[0].join(' | ')}`),
        llm(line, m),
        tool('browser_scroll', { to_y: 4000 }, `Loaded 11 more posts. Matching: ${seen[1].join(' | ')}`),
      ]
      for (let k = 0; k < past; k++) ch.push(llm(line, m), tool('browser_scroll', { to_y: 6000 + 2000 * k }, 'End of list.'))
      return { goal, root: agent('browser_agent', goal, ch), stagnation: true }
    },
    // support: offset, {"data": [], "offset": X, "has_more": false}; no model text between
    (r, n, m) => {
      const goal = 'Export all open tickets tagged "billing" from the last 30 days for the weekly review'
      const mk = (k) => ({
        id: 70000 + r.int(0, 9999),
        subject: r.pick(['Double charge', 'Invoice missing VAT number', 'Card declined at renewal', 'Refund not received', 'Wrong currency on invoice']),
        created_at: n.iso(-r.int(3600, 86400 * 29)),
        status: 'open',
      })
      const real = [50, 50, 12]
      const past = r.int(3, 5)
      const ch = [llm('Fetching open billing tickets in batches of 50.', m)]
      real.forEach((c, k) =>
        ch.push(
          tool(
            'list_tickets',
            { tag: 'billing', status: 'open', created_after: n.day(-30), limit: 50, offset: 50 * k },
            { data: Array.from({ length: c }, (_, j) => mk(j)), offset: 50 * k, has_more: k < 2 },
          ),
        ),
      )
      for (let k = 0; k < past; k++)
        ch.push(
          tool(
            'list_tickets',
            { tag: 'billing', status: 'open', created_after: n.day(-30), limit: 50, offset: 150 + 50 * k },
            { data: [], offset: 150 + 50 * k, has_more: false },
          ),
        )
      return { goal, root: agent('support_ops', goal, ch) }
    },
    // coding: GitHub commits by page, [], a repeated "Next page." line (stagnation true)
    (r, n, m) => {
      const goal = 'List every commit on release/4.2 that touched the billing module since the 4.1 tag'
      const mk = () => ({
        sha: n.sha(),
        message: r.pick([
          'billing: round tax per line item',
          'billing: fix proration for mid-cycle upgrades',
          'chore(billing): bump stripe-node',
          'billing: handle zero-amount invoices',
          'refactor(billing): split invoice builder',
        ]),
        date: n.iso(-r.int(3600, 86400 * 40)),
      })
      const past = r.int(3, 5)
      const ch = [
        tool(
          'github_list_commits',
          { repo: 'acme/platform', sha: 'release/4.2', path: 'src/billing', since: '2025-07-01', page: 1, per_page: 30 },
          Array.from({ length: 30 }, mk),
        ),
        llm('Next page.', m),
        tool(
          'github_list_commits',
          { repo: 'acme/platform', sha: 'release/4.2', path: 'src/billing', since: '2025-07-01', page: 2, per_page: 30 },
          Array.from({ length: 7 }, mk),
        ),
      ]
      for (let k = 0; k < past; k++)
        ch.push(
          llm('Next page.', m),
          tool('github_list_commits', { repo: 'acme/platform', sha: 'release/4.2', path: 'src/billing', since: '2025-07-01', page: 3 + k, per_page: 30 }, []),
        )
      return { goal, root: agent('release_helper', goal, ch), stagnation: true }
    },
    // devops: log line cursor, {"lines": [], "next_line": N, "eof": true}; no model text between
    (r, n, m) => {
      const goal = 'Find the first OOM kill in the ingest-worker logs from last night'
      const mkl = (k) => `${n.iso(r.int(1, 30))} ingest-worker[${n.pid()}] INFO batch ${40000 + k} committed (${r.int(200, 900)} rows, ${n.dur()})`
      const past = r.int(3, 5)
      const ch = [llm('Reading the log from the start of the night shift, 500 lines at a time.', m)]
      for (let k = 0; k < 4; k++) {
        const cnt = k < 3 ? 500 : 212
        const lines = Array.from({ length: 4 }, (_, j) => mkl(k * 500 + j))
        ch.push(
          tool(
            'read_log',
            { file: '/var/log/ingest-worker/worker.log', from_line: 500 * k, limit: 500 },
            { lines: [...lines, `... (${cnt - 4} more lines)`], next_line: 500 * k + cnt, eof: k === 3 },
          ),
        )
      }
      for (let k = 0; k < past; k++)
        ch.push(
          tool(
            'read_log',
            { file: '/var/log/ingest-worker/worker.log', from_line: 1712 + 500 * k, limit: 500 },
            { lines: [], next_line: 1712 + 500 * k, eof: true },
          ),
        )
      return { goal, root: agent('oncall_agent', goal, ch) }
    },
  ],
})

// 5 ------------------------------------------------------------------
family({
  family: 'same_check_after_fixes',
  isolates:
    'three or four cycles of a different edit followed by the same verification command whose failure is identical apart from durations, pids, timestamps and temp paths; stagnation only where the reasoning restates itself',
  loop: true,
  stagnation: true,
  instances: [
    // coding, pytest, 4 cycles, restating reasoning
    (r, n, m) => {
      const goal = 'Make tests/test_auth.py::test_refresh_token pass after the session refactor'
      const cmd = { command: 'pytest tests/test_auth.py -x -q' }
      const out = () =>
        `F\n=================================== FAILURES ===================================\n______________________________ test_refresh_token ______________________________\ntests/test_auth.py:88: in test_refresh_token\n    assert resp.status_code == 200\nE   assert 401 == 200\n------------------------------ Captured log call -------------------------------\nWARNING  auth.middleware:middleware.py:52 rejected refresh token (reason=signature_mismatch) request_id=${n.req()}\ntmp_path: /tmp/pytest-of-runner/pytest-${r.int(10, 400)}/test_refresh_token0\n=========================== short test summary info ============================\nFAILED tests/test_auth.py::test_refresh_token - assert 401 == 200\n!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!\n1 failed, 23 passed in ${n.secs(2.5, 4.5)}`
      const edits = [
        ['auth/tokens.py', 'if token.expires_at < now:', 'if token.expires_at <= now:'],
        ['auth/session.py', 'return session', 'session.touch()\n    return session'],
        ['auth/middleware.py', 'headers.get("Authorization")', 'headers.get("authorization")'],
        ['tests/conftest.py', '@pytest.fixture\ndef client(app):', '@pytest.fixture\ndef client(app, frozen_time):'],
      ]
      const says = [
        'The refresh test still returns 401. Let me try another change to the token validation.',
        'Still 401 on the refresh test. I will try a different fix in the token path.',
        'Same 401 from the refresh endpoint. Trying another adjustment to how the token is checked.',
      ]
      const ch = [tool('bash', cmd, out()), llm('The refresh endpoint rejects the token with 401. Starting with the expiry comparison in tokens.py.', m)]
      edits.forEach(([path, old_str, new_str], k) => {
        ch.push(tool('str_replace', { path, old_str, new_str }, `Edited ${path}: 1 replacement.`), tool('bash', cmd, out()))
        if (k < says.length) ch.push(llm(says[k], m))
      })
      return { goal, root: agent('coder', goal, ch) }
    },
    // devops, terraform plan, 3 cycles, restating reasoning
    (r, n, m) => {
      const goal = 'Get terraform plan passing for the new analytics bucket module in the data-platform stack'
      const cmd = { command: 'terraform plan -input=false -no-color', cwd: 'infra/stacks/data-platform' }
      const out = () =>
        `Acquiring state lock. This may take a few moments...\nmodule.analytics_bucket.aws_s3_bucket.this: Refreshing state... [id=acme-analytics-raw]\n\nError: Invalid for_each argument\n\n  on ../../modules/analytics_bucket/main.tf line 14, in resource "aws_s3_bucket_lifecycle_configuration" "this":\n  14:   for_each = toset(var.lifecycle_rules[*].id)\n\nThe "for_each" set includes values derived from resource attributes that cannot be determined until apply, and so Terraform cannot determine the full set of keys that will identify the instances of this resource.\n\nReleasing state lock. This may take a few moments...\nLock ID: ${n.uuid()}\nOperation failed after ${n.secs(3, 7)}. Log: ${n.tmp('plan.log')}`
      const edits = [
        ['variables.tf', 'variable "bucket_name" {\n  type = string\n}', 'variable "bucket_name" {\n  type    = string\n  default = "acme-analytics-raw"\n}'],
        ['providers.tf', 'provider "aws" {\n  region = var.region\n}', 'provider "aws" {\n  alias  = "analytics"\n  region = var.region\n}'],
        ['versions.tf', 'version = ">= 5.0"', 'version = "~> 5.40"'],
      ]
      const says = [
        'Plan still fails on the for_each. Let me try another tweak to the module.',
        'The for_each error is still there. I will try a different change in the module config.',
        'Still the same for_each error from plan. Trying one more adjustment.',
      ]
      const ch = [tool('bash', cmd, out())]
      edits.forEach(([f, old_str, new_str], k) => {
        ch.push(llm(says[k], m), tool('edit_file', { path: `infra/modules/analytics_bucket/${f}`, old_str, new_str }, 'ok'), tool('bash', cmd, out()))
      })
      return { goal, root: agent('infra_agent', goal, ch) }
    },
    // frontend, tsc, 3 cycles, varied and specific reasoning (stagnation false)
    (r, n, m) => {
      const goal = 'Fix the type error in the checkout form after upgrading react-hook-form to 7.54'
      const cmd = { command: 'npx tsc --noEmit -p .' }
      const out = () =>
        `src/checkout/AddressForm.tsx(42,7): error TS2345: Argument of type 'UseFormRegister<AddressFields>' is not assignable to parameter of type 'UseFormRegister<FieldValues>'.\n  Types of parameters 'name' and 'name' are incompatible.\n    Type 'string' is not assignable to type '"line1" | "line2" | "city" | "postcode" | "country"'.\n\nFound 1 error in src/checkout/AddressForm.tsx:42\n\nDone in ${n.secs(4, 9)}.`
      const steps = [
        [
          "The error is on AddressForm passing register down. FieldGroup's prop is typed as UseFormRegister<FieldValues>, so making FieldGroup generic over TFields should let it accept the narrower register without a cast.",
          'src/checkout/FieldGroup.tsx',
          'export function FieldGroup({ register }: { register: UseFormRegister<FieldValues> })',
          'export function FieldGroup<T extends FieldValues>({ register }: { register: UseFormRegister<T> })',
        ],
        [
          'Same TS2345 at 42,7, so the generic on FieldGroup is not being inferred from the call site. Passing the type argument explicitly as <FieldGroup<AddressFields> ...> rules inference out.',
          'src/checkout/AddressForm.tsx',
          '<FieldGroup register={register} />',
          '<FieldGroup<AddressFields> register={register} />',
        ],
        [
          'Still column 7 of line 42, which I misread: line 42 is the useAddressAutocomplete(register) call, not FieldGroup. That hook in src/hooks/useAddressAutocomplete.ts pins its parameter to FieldValues, so I am changing the hook signature instead.',
          'src/hooks/useAddressAutocomplete.ts',
          'export function useAddressAutocomplete(register: UseFormRegister<FieldValues>)',
          'export function useAddressAutocomplete(register: UseFormRegister<AddressFields>)',
        ],
      ]
      const ch = [tool('bash', cmd, out())]
      for (const [t, path, old_str, new_str] of steps)
        ch.push(llm(t, m), tool('str_replace', { path, old_str, new_str }, `The file ${path} has been edited.`), tool('bash', cmd, out()))
      return { goal, root: agent('frontend_agent', goal, ch), stagnation: false }
    },
    // data, alembic, 4 cycles, restating reasoning
    (r, n, m) => {
      const goal = 'Get migration 0042_add_order_region to apply cleanly on the staging database'
      const cmd = { command: 'alembic upgrade head', env: 'staging' }
      const out = () =>
        `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 0041_backfill_sku -> 0042_add_order_region, add region to orders\nsqlalchemy.exc.IntegrityError: (psycopg2.errors.NotNullViolation) column "region" of relation "orders" contains null values\n[SQL: ALTER TABLE orders ALTER COLUMN region SET NOT NULL]\n(Background on this error at: https://sqlalche.me/e/20/gkpj)\n[pid ${n.pid()}] exited 1 at ${n.iso()} after ${n.dur(0.6, 3)}`
      const edits = [
        ['app/models/order.py', 'region = Column(String(8), nullable=False)', 'region = Column(String(8), nullable=False, server_default="unknown")'],
        [
          'migrations/versions/0042_add_order_region.py',
          'op.alter_column("orders", "region", nullable=False)\n    op.create_index("ix_orders_region", "orders", ["region"])',
          'op.create_index("ix_orders_region", "orders", ["region"])\n    op.alter_column("orders", "region", nullable=False)',
        ],
        [
          'migrations/versions/0042_add_order_region.py',
          'op.alter_column("orders", "region", nullable=False)',
          'with op.batch_alter_table("orders") as batch:\n        batch.alter_column("region", nullable=False)',
        ],
        [
          'migrations/versions/0042_add_order_region.py',
          'batch.alter_column("region", nullable=False)',
          'batch.alter_column("region", existing_type=sa.String(8), existing_nullable=True, nullable=False)',
        ],
      ]
      const says = [
        'The migration still fails with the NOT NULL violation on region. Let me adjust the migration and rerun it.',
        'Still failing on NOT NULL for region. I will adjust the migration again and rerun.',
        'The region NOT NULL violation is still there. Adjusting the migration once more.',
      ]
      const ch = [tool('bash', cmd, out()), llm('The ALTER fails because existing rows have no region. Setting a default on the model first.', m)]
      edits.forEach(([path, old_str, new_str], k) => {
        ch.push(tool('edit_file', { path, old_str, new_str }, { ok: true, path }), tool('bash', cmd, out()))
        if (k < says.length) ch.push(llm(says[k], m))
      })
      return { goal, root: agent('db_agent', goal, ch) }
    },
    // CI, docker build, 3 cycles, varied and specific reasoning (stagnation false)
    (r, n, m) => {
      const goal = 'Fix the failing Docker build for the web image after bumping the base image to node:22-alpine'
      const cmd = { command: 'docker build -t web:dev .' }
      const out = () => {
        const t = (r.int(2800, 5200) / 1000).toFixed(3)
        return `#12 [deps 4/4] RUN npm ci\n#12 ${t} npm error code ERESOLVE\n#12 ${t} npm error ERESOLVE could not resolve\n#12 ${t} npm error While resolving: @acme/web@3.8.0\n#12 ${t} npm error Found: react@19.0.0\n#12 ${t} npm error Could not resolve dependency:\n#12 ${t} npm error peer react@"^18.2.0" from react-beautiful-dnd@13.1.1\n#12 ${t} npm error A complete log of this run can be found in: /root/.npm/_logs/${n.iso().replace(/:/g, '_')}-debug-0.log\n#12 ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\nERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1`
      }
      const ch = [
        tool('bash', cmd, out()),
        llm(
          "npm ci rejects react 19 because react-beautiful-dnd 13.1.1 declares a react ^18 peer. The repo's .npmrc sets legacy-peer-deps=true, but the deps stage only copies package*.json, so I'll copy .npmrc into that stage too.",
          m,
        ),
        tool(
          'edit_file',
          { path: 'Dockerfile', old_str: 'COPY package.json package-lock.json ./', new_str: 'COPY package.json package-lock.json .npmrc ./' },
          'Dockerfile updated',
        ),
        tool('bash', cmd, out()),
        llm(
          'Identical ERESOLVE, so the .npmrc is either not honoured by npm 10 in this image or never set the flag. Rather than rely on it, I am adding an overrides entry in package.json mapping react-beautiful-dnd\'s react peer to "$react".',
          m,
        ),
        tool(
          'edit_file',
          {
            path: 'package.json',
            old_str: '"devDependencies": {',
            new_str: '"overrides": {\n    "react-beautiful-dnd": { "react": "$react", "react-dom": "$react-dom" }\n  },\n  "devDependencies": {',
          },
          'package.json updated',
        ),
        tool('bash', cmd, out()),
        llm(
          'Still the same peer conflict at step 4/4. npm ci reads only package-lock.json and the lockfile was not regenerated after adding overrides, so I am regenerating it with npm install --package-lock-only before building again.',
          m,
        ),
        tool('bash', { command: 'npm install --package-lock-only' }, `up to date, audited 1412 packages in ${n.secs(3, 11)}`),
        tool('bash', cmd, out()),
      ]
      return { goal, root: agent('ci_fixer', goal, ch), stagnation: false }
    },
  ],
})

// 6 ------------------------------------------------------------------
family({
  family: 'volatile_results_equal',
  isolates:
    'the same call repeated 3-5 times where each result differs only in timestamps, request ids, UUIDs, durations, trace ids, retry counters and temp/log paths',
  loop: true,
  stagnation: true,
  instances: [
    // devops health check, 4 calls
    (r, n, m) => {
      const goal = 'Confirm the staging API is healthy again after the database failover'
      const res = () =>
        JSON.stringify({
          status: 'degraded',
          checks: { db: 'timeout after 5000ms', cache: 'ok', queue: 'ok' },
          request_id: n.req(),
          checked_at: n.iso(),
          latency: n.dur(5, 5.4),
        })
      const says = [
        'Health check reports the db check timing out. Checking again.',
        'The db check is still timing out. Checking health again.',
        'DB still times out in the health check. Checking again.',
      ]
      const ch = [tool('http_get', { url: 'https://staging-api.acme.internal/healthz' }, res())]
      for (const s of says) ch.push(llm(s, m), tool('http_get', { url: 'https://staging-api.acme.internal/healthz' }, res()))
      return { goal, root: agent('sre_agent', goal, ch) }
    },
    // CI build status with retry counter and log path, 4 calls
    (r, n, m) => {
      const goal = 'Wait for the nightly build of the android app to go green and report the artifact link'
      const id = r.int(4000, 4999)
      const res = () =>
        `Build #${id} failed: step "unit-tests" exited 1. checked_at=${n.iso()} trace_id=${n.trace()} (status fetched on attempt ${r.int(1, 3)} of 5) log downloaded to /tmp/build-${r.hex(5)}/log.txt`
      const ch = []
      for (let a = 1; a <= 4; a++) {
        ch.push(tool('get_build_status', { pipeline: 'android-nightly', build: id }, res()))
        if (a < 4)
          ch.push(
            llm(
              [
                'The build failed on unit tests; checking the status again.',
                'Build still shows failed on unit-tests. Checking status again.',
                'Still failed at unit-tests. Checking the build status again.',
              ][a - 1],
              m,
            ),
          )
      }
      return { goal, root: agent('release_bot', goal, ch) }
    },
    // support refund status, 3 calls, RFC-1123 dates
    (r, n, m) => {
      const goal = 'Tell the customer when their refund for order 77120 will land'
      const rf = `re_${r.alnum(16)}`
      const res = () => ({
        refund_id: rf,
        order_id: '77120',
        amount: '129.00',
        state: 'pending_review',
        reason: 'manual review required by processor',
        trace_id: n.trace(),
        as_of: n.rfc(),
      })
      return {
        goal,
        root: agent('support_agent', goal, [
          tool('get_refund_status', { order_id: '77120' }, res()),
          llm('The refund is pending review at the processor. Let me look at the status again.', m),
          tool('get_refund_status', { order_id: '77120' }, res()),
          llm('Refund still pending review at the processor. Looking at the status again.', m),
          tool('get_refund_status', { order_id: '77120' }, res()),
        ]),
      }
    },
    // data warehouse job, 5 calls, no model text at all (stagnation false)
    (r, n, m) => {
      const goal = 'Refresh the daily_revenue_by_region table in the warehouse'
      const q = {
        sql: 'CREATE OR REPLACE TABLE analytics.daily_revenue_by_region AS SELECT region, order_date, sum(net_amount) AS revenue FROM analytics.orders_clean GROUP BY 1, 2',
        warehouse: 'TRANSFORM_M',
      }
      const res = () =>
        `Query failed: Resource exhausted: warehouse TRANSFORM_M is suspended (credit quota reached). job_id=${n.job('qry')} query_id=${n.uuid()} elapsed=${n.dur(0.2, 1.5)} at ${n.iso()}`
      const k = 5
      return {
        goal,
        root: agent(
          'warehouse_runner',
          goal,
          Array.from({ length: k }, () => tool('run_query', q, res())),
        ),
        stagnation: false,
      }
    },
    // travel supplier confirmation, 4 calls
    (r, n, m) => {
      const goal = 'Confirm the hotel booking for the Berlin offsite (3 rooms, 22-24 Sep) and send vouchers'
      const res = () => `Booking HX-552817 not yet confirmed by supplier. ref: ${n.req()}; Date: ${n.rfc()}; response time ${n.dur()}`
      const says = [
        'Supplier has not confirmed the booking yet. Checking again.',
        'Still not confirmed by the supplier. Checking once more.',
        'The supplier still has not confirmed. Checking again.',
      ]
      const ch = [tool('get_supplier_booking', { booking_ref: 'HX-552817' }, res())]
      for (const s of says) ch.push(llm(s, m), tool('get_supplier_booking', { booking_ref: 'HX-552817' }, res()))
      return { goal, root: agent('travel_ops', goal, ch) }
    },
  ],
})

// 7 ------------------------------------------------------------------
family({
  family: 'ask_user_same_answer',
  isolates: 'a human-input tool called three times with the same question in new words, the user giving the same answer every time',
  loop: true,
  stagnation: true,
  instances: [
    (r, n, m) => {
      const goal = 'Open a damage claim for the customer whose blender arrived cracked'
      return {
        goal,
        root: agent('support_agent', goal, [
          tool('ask_user', { question: 'Sorry to hear that! Could you share the order number for the blender?' }, "It's 4411."),
          llm('I need the order before I can open the claim.', m),
          tool(
            'ask_user',
            { question: 'Which order are you contacting us about? The number is in your confirmation email.' },
            'I already told you: order 4411.',
          ),
          llm('To file the claim I have to know which order this is.', m),
          tool('ask_user', { question: 'Can you confirm the order ID so I can pull it up?' }, '4411. Same as the last two times.'),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Book return flights Dublin to Boston for the customer'
      return {
        goal,
        root: agent('travel_agent', goal, [
          tool('human_input', { prompt: 'What dates would you like to travel?' }, 'Out on 3 March, back on 9 March.'),
          llm('Before searching I need the travel dates.', m),
          tool('human_input', { prompt: 'When are you planning to fly out, and when do you return?' }, 'Like I said, 3 March out and 9 March back.'),
          llm('I still need to pin down the dates of the trip.', m),
          tool('human_input', { prompt: 'Could you confirm your departure and return dates?' }, 'March 3 to March 9. Please just search.'),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Backport the CSV export fix to the release branch the user wants'
      return {
        goal,
        root: agent('coding_agent', goal, [
          tool('git', { args: 'branch -r --list "origin/release/*"' }, '  origin/release/5.3\n  origin/release/5.4\n  origin/release/5.5'),
          tool('request_clarification', { message: 'Which release branch should the fix be backported to?' }, 'release/5.4'),
          llm('There are three release branches; I need to know the target.', m),
          tool(
            'request_clarification',
            { message: 'There are several release branches (5.3, 5.4, 5.5). Which one do you want the cherry-pick on?' },
            '5.4, as I said.',
          ),
          llm('I need the user to pick the target branch.', m),
          tool('request_clarification', { message: 'Just to be sure: which branch is the backport target?' }, 'release/5.4. Same answer.'),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Build the monthly churn chart the product team asked for'
      return {
        goal,
        root: agent('analyst', goal, [
          tool('list_tables', { schema: 'analytics' }, ['subscriptions', 'subscriptions_clean', 'subscription_events', 'accounts']),
          tool('ask_user', { question: 'Which table should I compute churn from?' }, 'Use subscriptions_clean.'),
          llm('There are a few candidate tables, so I should check with the user.', m),
          tool(
            'ask_user',
            { question: 'Should churn be based on subscriptions, subscriptions_clean or subscription_events?' },
            'subscriptions_clean, as I said.',
          ),
          llm('I want to be sure which source table is right.', m),
          tool('ask_user', { question: 'To confirm the data source for churn: which table?' }, 'subscriptions_clean!'),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Roll the new TLS certificate out to the ingress'
      return {
        goal,
        root: agent('ops_agent', goal, [
          tool('human_input', { prompt: 'Which environment should I roll the certificate out to?' }, 'Staging only.'),
          llm('I need to know where to apply the certificate.', m),
          tool('human_input', { prompt: 'Should this go to staging, production, or both?' }, 'I already said staging. Only staging.'),
          llm('Need to confirm the target environment first.', m),
          tool('human_input', { prompt: 'Which cluster is the target for the certificate rollout?' }, 'Staging.'),
        ]),
      }
    },
  ],
})

// 8 ------------------------------------------------------------------
family({
  family: 'message_while_failing',
  isolates:
    'a support/ops agent sends the same 300+ character message to the user 2-3 times while the same refund/update/deploy call fails 3-5 times with the same error',
  loop: true,
  stagnation: true,
  instances: [
    // support refund: 4 failures, 3 messages through send_message
    (r, n, m) => {
      const goal = 'Refund the customer for the duplicate subscription charge on account acc_19F2'
      const M =
        "Thank you for your patience. I can confirm you were charged twice for your March subscription, and I'm processing a refund of $49.00 for the duplicate charge right now. You should see it back on your card within 5 to 10 business days, depending on your bank. I'll send you a confirmation email with the refund reference as soon as it goes through."
      const call = { charge_id: 'ch_3PqL8e2eZvKYlo2C1x9', amount: 4900, reason: 'duplicate' }
      const err = () => `PaymentProviderError: refund could not be processed (code: charge_disputed). request_id=${n.req()}`
      const send = () => tool('send_message', { conversation_id: 'conv_8812', text: M }, { ok: true, message_id: `msg_${r.alnum(12)}`, sent_at: n.iso() })
      return {
        goal,
        root: agent('support_agent', goal, [
          failed('issue_refund', call, err()),
          send(),
          llm('The refund did not go through. Trying it again.', m),
          failed('issue_refund', call, err()),
          failed('issue_refund', call, err()),
          llm('Refund failed again; retrying and keeping the customer updated.', m),
          send(),
          failed('issue_refund', call, err()),
          llm('Still not processed. Letting the customer know it is in progress.', m),
          send(),
        ]),
      }
    },
    // ops deploy: 3 failures, 2 Slack posts
    (r, n, m) => {
      const goal = 'Deploy checkout-web v4.31.0 to production and keep #releases informed'
      const M =
        'Heads up: the checkout-web v4.31.0 production rollout is in progress. It contains the new address autocomplete and the fix for duplicate order confirmation emails. Expect a brief spike in 502s on /checkout while pods rotate; no action is needed from anyone. I will post here again once the rollout is complete and the smoke tests are green.'
      const call = { service: 'checkout-web', version: 'v4.31.0', env: 'production', strategy: 'rolling' }
      const err = () =>
        `error: deployment "checkout-web" exceeded its progress deadline (timed out waiting for rollout: 2 of 6 updated replicas are available) [run ${n.job('deploy')}, ${n.iso()}]`
      const post = () => tool('slack_post', { channel: '#releases', text: M }, { ok: true, ts: `${n.tick().epoch()}.00${r.int(1000, 9999)}` })
      return {
        goal,
        root: agent('release_agent', goal, [
          post(),
          failed('deploy', call, err()),
          llm('Rollout timed out. Retrying the deploy.', m),
          failed('deploy', call, err()),
          llm('Rollout timed out again. Retrying the deploy.', m),
          post(),
          failed('deploy', call, err()),
        ]),
      }
    },
    // telecom plan update: 5 failures, 3 messages as model output
    (r, n, m) => {
      const goal = 'Move the customer on line 07700 900412 to the Unlimited Plus plan from today'
      const M =
        "Great news - I'm switching your line ending 0412 to Unlimited Plus now. The change takes effect immediately, and today's bill will be prorated so you only pay the difference for the rest of this cycle. You'll get a text confirming the new plan in a few minutes. Is there anything else I can help you with while the change completes?"
      const call = { msisdn: '447700900412', plan_code: 'UNL_PLUS_24', effective: 'immediate' }
      const err = () => `409 Conflict: a pending order already exists on this line (order_ref: PO-88213); correlation_id=${n.uuid()}`
      return {
        goal,
        root: agent('care_agent', goal, [
          llm(M, 'assistant'),
          failed('update_subscription', call, err()),
          failed('update_subscription', call, err()),
          llm(M, 'assistant'),
          failed('update_subscription', call, err()),
          failed('update_subscription', call, err()),
          llm(M, 'assistant'),
          failed('update_subscription', call, err()),
        ]),
      }
    },
    // travel rebooking: 4 failures, 2 messages through reply tool
    (r, n, m) => {
      const goal = "Change Ms Lindqvist's ARN-LHR return from 12 Dec to 14 Dec"
      const M =
        "Hi Ms Lindqvist, I'm moving your return flight from Friday 12 December to Sunday 14 December on the same 17:35 departure from Heathrow. The fare difference is 38 EUR, which will be charged to the card you used for the original booking. Your updated e-ticket will arrive by email shortly after the change is confirmed."
      const call = { pnr: 'LQ4T9Z', segment: 2, new_date: '2025-12-14', flight: 'SK 1530' }
      const err = () => `SEAT_UNAVAILABLE: booking class K not available on SK 1530 2025-12-14 (gds_ref ${n.req()})`
      const reply = () => tool('reply', { ticket: 'TCK-20931', body: M }, { status: 'sent', at: n.rfc() })
      return {
        goal,
        root: agent('travel_support', goal, [
          failed('change_booking', call, err()),
          reply(),
          llm('The change was rejected. Retrying the date change.', m),
          failed('change_booking', call, err()),
          failed('change_booking', call, err()),
          llm('Date change rejected again. Retrying, and updating the customer.', m),
          reply(),
          failed('change_booking', call, err()),
        ]),
      }
    },
    // SaaS account update: 3 failures, 3 messages as model output
    (r, n, m) => {
      const goal = 'Update the login email for the workspace owner from j.park@oldco.example to jpark@newco.example'
      const M =
        "Thanks, Jae-won. I'm updating the login email on your workspace from j.park@oldco.example to jpark@newco.example now. Once the change is saved, you'll receive a verification link at the new address, and you'll need to click it within 24 hours before you can sign in with it. Your workspace data, billing and integrations stay exactly as they are."
      const call = { user_id: 'usr_5521', new_email: 'jpark@newco.example' }
      const err = () => `500 Internal Server Error: upstream identity service unavailable (x-request-id: ${n.req()}, took ${n.dur(1, 3)})`
      return {
        goal,
        root: agent('account_support', goal, [
          llm(M, 'assistant'),
          failed('update_account_email', call, err()),
          llm(M, 'assistant'),
          failed('update_account_email', call, err()),
          llm(M, 'assistant'),
          failed('update_account_email', call, err()),
        ]),
      }
    },
  ],
})

// =====================================================================
// HEALTHY
// =====================================================================

// spans recorded with content capture off
const blankLlm = (name) => ({ type: 'llm', name, input: null, output: null, children: [] })
const blankAgent = (name, children) => ({ type: 'agent', name, input: null, output: null, children })
const pending = (name) => ({ type: 'tool', name, input: null, output: null, children: [] })

// 9 ------------------------------------------------------------------
family({
  family: 'missing_content_repeat_is_not_loop',
  isolates:
    'content capture off: nested llm and agent spans with null input and output, and pending tool calls with null input/output at the end; the nulls are equal but nothing repeats',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Add a --dry-run flag to the cleanup CLI'
      return {
        goal,
        root: agent(
          'coder',
          goal,
          [
            blankLlm(m),
            tool(
              'read_file',
              { path: 'cli/cleanup.py' },
              'import argparse\n\n\ndef main():\n    p = argparse.ArgumentParser()\n    p.add_argument("--older-than", type=int, default=30)\n    args = p.parse_args()\n    purge(args.older_than)\n',
            ),
            blankLlm(m),
            tool(
              'str_replace',
              {
                path: 'cli/cleanup.py',
                old_str: '    args = p.parse_args()\n    purge(args.older_than)',
                new_str: '    p.add_argument("--dry-run", action="store_true")\n    args = p.parse_args()\n    purge(args.older_than, dry_run=args.dry_run)',
              },
              'Edited cli/cleanup.py',
            ),
            blankAgent('test_runner', [
              blankLlm(m),
              tool('bash', { command: 'pytest tests/test_cleanup.py -q' }, `....\n4 passed in ${n.secs(0.3, 1.5)}`),
              blankLlm(m),
            ]),
            blankLlm(m),
            pending('bash'),
            pending('bash'),
          ],
          null,
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Get the current price of the Fjallraven Kanken 16L on the outdoor shop site'
      return {
        goal,
        root: agent(
          'browser_agent',
          goal,
          [
            blankLlm(m),
            tool(
              'browser_navigate',
              { url: 'https://outdoor-shop.example/search?q=kanken+16l' },
              'Page title: Search: kanken 16l\nResults: Kanken Classic 16L (12 colours) | Kanken Mini 7L | Kanken Laptop 15"',
            ),
            blankLlm(m),
            tool('browser_click', { text: 'Kanken Classic 16L' }, 'Page title: Kanken Classic 16L\nPrice: 89.95 EUR\nIn stock: Navy, Frost Green, Ox Red'),
            blankLlm(m),
            blankLlm(m),
            pending('browser_screenshot'),
          ],
          null,
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Work out whether customer cus_3381 is owed a credit for the September outage'
      return {
        goal,
        root: agent(
          'support_agent',
          goal,
          [
            blankLlm(m),
            tool('lookup_customer', { id: 'cus_3381' }, { id: 'cus_3381', plan: 'Business', sla: '99.9', region: 'eu-west' }),
            blankAgent('billing_specialist', [
              blankLlm(m),
              tool('list_invoices', { customer: 'cus_3381', period: '2025-09' }, [{ id: 'in_9921', amount: 1200, status: 'paid' }]),
              blankLlm(m),
              blankAgent('sla_checker', [
                blankLlm(m),
                tool('get_incident', { id: 'INC-2207' }, { region: 'eu-west', duration_min: 97, started: n.iso() }),
                blankLlm(m),
              ]),
            ]),
            blankLlm(m),
            pending('send_email'),
            pending('update_ticket'),
          ],
          null,
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Compare signup conversion on mobile and desktop for October'
      return {
        goal,
        root: agent(
          'analyst',
          goal,
          [
            blankAgent('sql_writer', [blankLlm(m), blankLlm(m)]),
            tool(
              'run_sql',
              { query: "SELECT count(*) FROM sessions WHERE device = 'mobile' AND started_at >= '2025-10-01' AND started_at < '2025-11-01'" },
              { rows: [[412881]] },
            ),
            blankLlm(m),
            tool(
              'run_sql',
              { query: "SELECT count(*) FROM sessions WHERE device = 'desktop' AND started_at >= '2025-10-01' AND started_at < '2025-11-01'" },
              { rows: [[198204]] },
            ),
            blankLlm(m),
            pending('run_sql'),
            pending('run_sql'),
          ],
          null,
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Rotate the Redis password for the sessions cache and restart its clients'
      return {
        goal,
        root: agent(
          'ops_agent',
          goal,
          [
            blankLlm(m),
            tool('vault_write', { path: 'secret/sessions-cache/redis', key: 'password' }, { version: 7, created_time: n.iso() }),
            blankAgent('rollout_agent', [
              blankLlm(m),
              blankAgent('k8s_agent', [
                blankLlm(m),
                tool('kubectl', { args: 'rollout restart deployment/session-api -n web' }, 'deployment.apps/session-api restarted'),
                blankLlm(m),
              ]),
              blankLlm(m),
            ]),
            blankLlm(m),
            pending('kubectl'),
            pending('kubectl'),
            pending('slack_post'),
          ],
          null,
        ),
      }
    },
  ],
})

// 10 -----------------------------------------------------------------
family({
  family: 'poll_until_change',
  isolates: 'the same status call repeated until the state changes (sometimes after identical polls), then the agent moves on',
  loop: false,
  stagnation: false,
  instances: [
    // CI run: queued, queued, in_progress, completed
    (r, n, m) => {
      const goal = 'Merge PR #884 once its CI run passes'
      const run = r.int(9000000000, 9999999999)
      const st = (status, conclusion) => ({ id: run, status, conclusion, updated_at: n.iso(r.int(30, 90)) })
      return {
        goal,
        root: agent('merge_bot', goal, [
          tool('gh_run_view', { run_id: run }, st('queued', null)),
          llm('Waiting for CI.', m),
          tool('sleep', { seconds: 60 }, 'slept 60s'),
          tool('gh_run_view', { run_id: run }, st('queued', null)),
          llm('Waiting for CI.', m),
          tool('sleep', { seconds: 60 }, 'slept 60s'),
          tool('gh_run_view', { run_id: run }, st('in_progress', null)),
          llm('Running now.', m),
          tool('sleep', { seconds: 120 }, 'slept 120s'),
          tool('gh_run_view', { run_id: run }, st('completed', 'success')),
          tool('gh_pr_merge', { pr: 884, method: 'squash' }, { merged: true, sha: n.sha() }),
          llm('CI passed and PR #884 is squash-merged.', m),
        ]),
      }
    },
    // data export: progress climbs
    (r, n, m) => {
      const goal = "Export last quarter's event data to the partner bucket and share the manifest path"
      const job = n.job('exp')
      return {
        goal,
        root: agent('data_agent', goal, [
          tool('start_export', { dataset: 'events', from: '2025-07-01', to: '2025-09-30', dest: 's3://partner-drop/acme/' }, { job_id: job, state: 'RUNNING' }),
          tool('get_export_status', { job_id: job }, { job_id: job, state: 'RUNNING', progress: 12, rows_written: 18204110 }),
          llm('12% after the first check; the export is moving.', m),
          tool('get_export_status', { job_id: job }, { job_id: job, state: 'RUNNING', progress: 47, rows_written: 71290554 }),
          tool('get_export_status', { job_id: job }, { job_id: job, state: 'RUNNING', progress: 88, rows_written: 133012870 }),
          tool(
            'get_export_status',
            { job_id: job },
            { job_id: job, state: 'SUCCEEDED', progress: 100, rows_written: 151338002, manifest: 's3://partner-drop/acme/2025Q3/manifest.json' },
          ),
          llm('Export finished: 151,338,002 rows. Manifest is at s3://partner-drop/acme/2025Q3/manifest.json.', m),
        ]),
      }
    },
    // support: refund pending twice then processed
    (r, n, m) => {
      const goal = 'Let the customer know once the refund for order 30418 has been sent to their bank'
      const rf = `re_${r.alnum(14)}`
      return {
        goal,
        root: agent('support_agent', goal, [
          tool('get_refund', { refund_id: rf }, { id: rf, status: 'pending', checked_at: n.iso() }),
          tool('wait', { minutes: 10 }, 'ok'),
          tool('get_refund', { refund_id: rf }, { id: rf, status: 'pending', checked_at: n.iso(600) }),
          tool('wait', { minutes: 10 }, 'ok'),
          tool(
            'get_refund',
            { refund_id: rf },
            { id: rf, status: 'succeeded', arn: '74' + String(r.int(10 ** 8, 10 ** 9 - 1)) + '0043', checked_at: n.iso(600) },
          ),
          tool('send_email', { to: 'r.mbeki@example.com', template: 'refund_sent', vars: { order: '30418' } }, { queued: true }),
          llm('Refund succeeded and the confirmation email is queued with the bank reference.', m),
        ]),
      }
    },
    // devops: rollout status advancing
    (r, n, m) => {
      const goal = 'Roll out api v3.18.2 in the prod cluster and confirm it is healthy'
      return {
        goal,
        root: agent('deploy_agent', goal, [
          tool('kubectl', { args: 'set image deployment/api api=registry.acme.io/api:3.18.2 -n prod' }, 'deployment.apps/api image updated'),
          tool(
            'kubectl',
            { args: 'rollout status deployment/api -n prod --timeout=30s' },
            'Waiting for deployment "api" rollout to finish: 1 of 4 updated replicas are available...\nerror: timed out waiting for the condition',
          ),
          tool(
            'kubectl',
            { args: 'rollout status deployment/api -n prod --timeout=30s' },
            'Waiting for deployment "api" rollout to finish: 3 of 4 updated replicas are available...\nerror: timed out waiting for the condition',
          ),
          tool('kubectl', { args: 'rollout status deployment/api -n prod --timeout=30s' }, 'deployment "api" successfully rolled out'),
          tool('http_get', { url: 'https://api.acme.io/healthz' }, { status: 'ok', version: '3.18.2' }),
          llm('Rollout complete and /healthz reports 3.18.2.', m),
        ]),
      }
    },
    // travel: ticketing pending then ticketed
    (r, n, m) => {
      const goal = 'Issue the tickets for booking 5MZQ2A and email them to the traveller'
      return {
        goal,
        root: agent('travel_ops', goal, [
          tool('get_ticketing_status', { pnr: '5MZQ2A' }, { pnr: '5MZQ2A', status: 'PENDING', queue: 'TKT', as_of: n.rfc() }),
          llm('Ticketing is queued; checking back shortly.', m),
          tool('get_ticketing_status', { pnr: '5MZQ2A' }, { pnr: '5MZQ2A', status: 'PENDING', queue: 'TKT', as_of: n.rfc(180) }),
          llm('Ticketing is queued; checking back shortly.', m),
          tool(
            'get_ticketing_status',
            { pnr: '5MZQ2A' },
            { pnr: '5MZQ2A', status: 'TICKETED', tickets: ['2205841937716', '2205841937717'], as_of: n.rfc(240) },
          ),
          tool('email_documents', { pnr: '5MZQ2A', to: 'h.nakamura@example.jp' }, { sent: true }),
          llm('Both tickets are issued and emailed.', m),
        ]),
      }
    },
  ],
})

// 11 -----------------------------------------------------------------
family({
  family: 'pagination_new_items',
  isolates: 'one list call paged through, each page bringing new items, the last page empty once, then the agent stops and uses the data',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Sum the overdue invoices for the Brightwater account'
      const mk = (k) => ({ id: `INV-${8800 + k}`, amount: (r.int(5000, 90000) / 100).toFixed(2), status: r.pick(['paid', 'overdue', 'overdue', 'open']) })
      const p = [Array.from({ length: 20 }, (_, k) => mk(k)), Array.from({ length: 20 }, (_, k) => mk(20 + k)), Array.from({ length: 6 }, (_, k) => mk(40 + k))]
      const total = p
        .flat()
        .filter((x) => x.status === 'overdue')
        .reduce((s, x) => s + Number(x.amount), 0)
      return {
        goal,
        root: agent('billing_agent', goal, [
          ...p.map((items, k) => tool('list_invoices', { account: 'brightwater', page: k + 1, per_page: 20 }, { items, page: k + 1 })),
          tool('list_invoices', { account: 'brightwater', page: 4, per_page: 20 }, { items: [], page: 4 }),
          llm(`That's all 46 invoices. Overdue total: ${total.toFixed(2)} across ${p.flat().filter((x) => x.status === 'overdue').length} invoices.`, m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find every open ticket from Lumen Health in the last 14 days'
      const mk = () => ({
        id: r.int(100000, 199999),
        subject: r.pick([
          'SSO login loop',
          'Export stuck at 99%',
          'Invoice address wrong',
          'API 429s since Tuesday',
          'Audit log missing entries',
          'Webhook retries',
        ]),
        created: n.iso(-r.int(3600, 86400 * 13)),
      })
      const curs = [`c_${r.alnum(16)}`, `c_${r.alnum(16)}`]
      return {
        goal,
        root: agent('support_ops', goal, [
          tool('search_tickets', { org: 'lumen-health', status: 'open', since: n.day(-14) }, { tickets: Array.from({ length: 25 }, mk), next_cursor: curs[0] }),
          tool(
            'search_tickets',
            { org: 'lumen-health', status: 'open', since: n.day(-14), cursor: curs[0] },
            { tickets: Array.from({ length: 25 }, mk), next_cursor: curs[1] },
          ),
          tool('search_tickets', { org: 'lumen-health', status: 'open', since: n.day(-14), cursor: curs[1] }, { tickets: [], next_cursor: null }),
          llm(
            '50 open tickets from Lumen Health in the window. The SSO login loop and API 429 reports cluster after the last release, so I will group the summary by theme.',
            m,
          ),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'List the PRs merged into main this week for the release notes'
      const titles = [
        'Add SAML metadata refresh',
        'Fix race in job scheduler',
        'Bump pg driver to 8.13',
        'Dark mode for settings page',
        'Cache compiled templates',
        'Drop Node 18 support',
        'Paginate audit log API',
        'Retry S3 uploads on 503',
        'Fix timezone in weekly digest',
        'Speed up search indexing',
        'Add CSV export to reports',
        'Tidy feature flag config',
      ]
      const sh = r.shuffle(titles)
      const mk = (t, k) => ({ number: 2100 + k * 3 + r.int(0, 2), title: t, merged_at: n.iso(-r.int(3600, 86400 * 6)) })
      return {
        goal,
        root: agent('release_notes_writer', goal, [
          tool('github_search_prs', { q: 'repo:acme/app is:merged base:main merged:>=' + n.day(-7), page: 1, per_page: 5 }, sh.slice(0, 5).map(mk)),
          tool(
            'github_search_prs',
            { q: 'repo:acme/app is:merged base:main merged:>=' + n.day(-7), page: 2, per_page: 5 },
            sh.slice(5, 10).map((t, k) => mk(t, k + 5)),
          ),
          tool(
            'github_search_prs',
            { q: 'repo:acme/app is:merged base:main merged:>=' + n.day(-7), page: 3, per_page: 5 },
            sh.slice(10).map((t, k) => mk(t, k + 10)),
          ),
          tool('github_search_prs', { q: 'repo:acme/app is:merged base:main merged:>=' + n.day(-7), page: 4, per_page: 5 }, []),
          llm(
            `12 PRs merged this week. Grouping them: features (${sh.filter((t) => /Add|Dark|Paginate/.test(t)).join(', ')}), fixes and maintenance for the rest.`,
            m,
          ),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find EC2 instances in eu-central-1 still on the m5 family'
      const mk = (k) => ({
        InstanceId: `i-0${r.hex(16)}`,
        InstanceType: r.pick(['m5.large', 'm6i.large', 'm5.xlarge', 'c6i.large', 'm5.2xlarge']),
        Tags: [{ Key: 'team', Value: r.pick(['search', 'billing', 'ml', 'web']) }],
      })
      const a = Array.from({ length: 8 }, mk)
      const b = Array.from({ length: 5 }, mk)
      const tok = `eyJ2IjoxLCJjIjoi${r.alnum(20)}`
      const tok2 = `eyJ2IjoxLCJjIjoi${r.alnum(20)}`
      const m5 = [...a, ...b].filter((x) => x.InstanceType.startsWith('m5.'))
      return {
        goal,
        root: agent('cloud_auditor', goal, [
          tool('aws_ec2_describe_instances', { region: 'eu-central-1', MaxResults: 8 }, { Instances: a, NextToken: tok }),
          tool('aws_ec2_describe_instances', { region: 'eu-central-1', MaxResults: 8, NextToken: tok }, { Instances: b, NextToken: tok2 }),
          tool('aws_ec2_describe_instances', { region: 'eu-central-1', MaxResults: 8, NextToken: tok2 }, { Instances: [], NextToken: null }),
          llm(`${m5.length} of 13 instances are still on m5: ${m5.map((x) => x.InstanceId).join(', ')}.`, m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Collect all reservations arriving at the Porto property next weekend for the housekeeping plan'
      const names = ['Silva', 'Okafor', 'Meyer', 'Tanaka', 'Rossi', 'Dubois', 'Nowak', 'Haddad', 'Costa', 'Larsen', 'Ivanova', 'Murphy', 'Santos']
      const mk = (nm) => ({ guest: nm, room: r.int(101, 412), arrive: r.pick(['2025-08-22', '2025-08-23']), nights: r.int(1, 5) })
      const sh = r.shuffle(names)
      return {
        goal,
        root: agent('hotel_ops', goal, [
          tool(
            'list_reservations',
            { property: 'porto-ribeira', arrive_from: '2025-08-22', arrive_to: '2025-08-24', offset: 0, limit: 6 },
            sh.slice(0, 6).map(mk),
          ),
          tool(
            'list_reservations',
            { property: 'porto-ribeira', arrive_from: '2025-08-22', arrive_to: '2025-08-24', offset: 6, limit: 6 },
            sh.slice(6, 12).map(mk),
          ),
          tool(
            'list_reservations',
            { property: 'porto-ribeira', arrive_from: '2025-08-22', arrive_to: '2025-08-24', offset: 12, limit: 6 },
            sh.slice(12).map(mk),
          ),
          tool('list_reservations', { property: 'porto-ribeira', arrive_from: '2025-08-22', arrive_to: '2025-08-24', offset: 18, limit: 6 }, []),
          llm('13 arrivals across Friday and Saturday. Drafting the housekeeping schedule by floor.', m),
        ]),
      }
    },
  ],
})

// 12 -----------------------------------------------------------------
family({
  family: 'backoff_then_success',
  isolates: 'a call failing transiently (429, 503, timeout, ECONNRESET) once or twice with a backoff wait between, then succeeding, the agent moving on',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Label every open issue mentioning "crash on startup" as needs-triage'
      const q = { repo: 'acme/desktop', q: 'is:issue is:open "crash on startup"' }
      return {
        goal,
        root: agent('triage_bot', goal, [
          failed(
            'github_search_issues',
            q,
            `HTTP 429 Too Many Requests: secondary rate limit. retry-after: 30 (x-github-request-id: ${r.hex(4).toUpperCase()}:${r.hex(6).toUpperCase()})`,
          ),
          llm('Secondary rate limit; waiting the 30 seconds it asks for.', m),
          tool('sleep', { seconds: 30 }, 'slept 30s'),
          tool('github_search_issues', q, {
            total_count: 3,
            items: [
              { number: 5120, title: 'Crash on startup after 4.2 update (macOS 15)' },
              { number: 5127, title: 'App crash on startup when offline' },
              { number: 5131, title: 'crash on startup with corrupted prefs file' },
            ],
          }),
          tool('github_add_labels', { repo: 'acme/desktop', issues: [5120, 5127, 5131], labels: ['needs-triage'] }, { updated: 3 }),
          llm('Labelled #5120, #5127 and #5131 as needs-triage.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = "Load yesterday's clickstream partition into the warehouse"
      const call = { table: 'raw.clickstream', partition: n.day(-1), source: `gs://acme-logs/clickstream/dt=${n.day(-1)}/` }
      return {
        goal,
        root: agent('loader', goal, [
          failed('load_partition', call, `503 Service Unavailable: backend overloaded, please retry (request ${n.req()})`),
          tool('sleep', { seconds: 2 }, 'ok'),
          failed('load_partition', call, `503 Service Unavailable: backend overloaded, please retry (request ${n.req()})`),
          tool('sleep', { seconds: 4 }, 'ok'),
          tool('load_partition', call, { status: 'DONE', rows_loaded: 48211903, bytes: 19842117733, job_id: n.job('load'), elapsed: n.dur(20, 60) }),
          tool('run_query', { sql: `SELECT count(*) FROM raw.clickstream WHERE dt = '${n.day(-1)}'` }, { rows: [[48211903]] }),
          llm('Partition loaded after two 503s; row count matches the load job (48,211,903).', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Price a business-class return Singapore to Sydney for 2-9 May'
      const call = { origin: 'SIN', destination: 'SYD', out: '2026-05-02', back: '2026-05-09', cabin: 'J', pax: 1 }
      return {
        goal,
        root: agent('fare_agent', goal, [
          failed('gds_fare_search', call, `GDS timeout after 30000ms (attempt 1 of 5, session ${n.uuid()})`),
          llm('The GDS timed out on the first attempt. Retrying once after a short pause.', m),
          tool('wait', { seconds: 5 }, 'waited 5s'),
          tool('gds_fare_search', call, {
            fares: [
              { carrier: 'SQ', total: 5890.4, currency: 'SGD', fare_basis: 'DNNSGP' },
              { carrier: 'QF', total: 5412.1, currency: 'SGD', fare_basis: 'DLSGAU' },
            ],
            attempt: '2 of 5',
          }),
          tool('get_fare_rules', { carrier: 'QF', fare_basis: 'DLSGAU' }, 'Changes permitted for SGD 250. Refundable with SGD 400 fee. Minimum stay: none.'),
          llm('Cheapest is Qantas at SGD 5,412.10, changeable for SGD 250 and refundable with a fee. Singapore Airlines is SGD 478 more.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Promote build 2025.10.14-3 of the worker image to the release registry'
      const art = { image: 'registry.internal/worker', tag: '2025.10.14-3' }
      return {
        goal,
        root: agent('release_agent', goal, [
          failed(
            'docker_pull',
            art,
            'Error response from daemon: Get "https://registry.internal/v2/worker/manifests/2025.10.14-3": read tcp 10.4.2.17:51844->10.4.0.9:443: read: connection reset by peer (ECONNRESET)',
          ),
          tool('sleep', { seconds: 3 }, 'ok'),
          tool(
            'docker_pull',
            art,
            `2025.10.14-3: Pulling from worker\nDigest: sha256:${n.sha(64)}\nStatus: Downloaded newer image for registry.internal/worker:2025.10.14-3`,
          ),
          tool(
            'docker_tag_push',
            { from: 'registry.internal/worker:2025.10.14-3', to: 'release.acme.io/worker:2025.10.14-3' },
            `The push refers to repository [release.acme.io/worker]\n2025.10.14-3: digest: sha256:${n.sha(64)} size: 2417`,
          ),
          llm('Pulled on the second try and pushed to the release registry.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Merge the duplicate contact records for Priya Raman in the CRM'
      return {
        goal,
        root: agent('crm_agent', goal, [
          tool('crm_search_contacts', { name: 'Priya Raman' }, [
            { id: 'c_1182', email: 'priya.raman@example.com', created: '2023-02-11' },
            { id: 'c_9930', email: 'p.raman@example.com', created: '2025-04-02' },
          ]),
          failed(
            'crm_merge_contacts',
            { primary: 'c_1182', duplicate: 'c_9930' },
            `429 rate_limited: 100 requests per 10 seconds exceeded; retry in 8s. request_id=${n.req()}`,
          ),
          tool('sleep', { seconds: 8 }, 'done'),
          tool('crm_merge_contacts', { primary: 'c_1182', duplicate: 'c_9930' }, { merged: true, id: 'c_1182', fields_kept: ['email', 'phone', 'owner'] }),
          llm('Merged c_9930 into c_1182 after one rate-limit retry; the older record keeps the primary email.', m),
        ]),
      }
    },
  ],
})

// 13 -----------------------------------------------------------------
family({
  family: 'batch_identical_ack',
  isolates: 'one tool applied to distinct items, every call returning the same acknowledgement, each step described with the same sentence template',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Restart every service that reads the rotated database credentials in eu-west-1'
      const svcs = r.shuffle(['orders-api', 'inventory-sync', 'billing-worker', 'search-indexer', 'notifications', 'reporting-api'])
      const ch = []
      for (const s of svcs)
        ch.push(
          llm(`Restarting ${s} in eu-west-1 so it picks up the rotated database credentials.`, m),
          tool('restart_service', { service: s, region: 'eu-west-1' }, { ok: true }),
        )
      ch.push(llm(`All ${svcs.length} services restarted.`, m))
      return { goal, root: agent('ops_agent', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Tag the tickets about the 14 Oct login outage with incident-1014'
      const ids = Array.from({ length: 7 }, () => r.int(210000, 219999))
      const ch = []
      for (const id of ids)
        ch.push(
          llm(`Ticket ${id} mentions the login outage; adding the incident-1014 tag.`, m),
          tool('tag_ticket', { ticket_id: id, tag: 'incident-1014' }, 'ok'),
        )
      return { goal, root: agent('support_ops', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Grant read access on the finance_marts schema to the new analysts'
      const users = r.shuffle(['amara.o', 'lucas.b', 'mei.l', 'tomas.k', 'zainab.h'])
      const ch = [tool('list_new_hires', { team: 'analytics', since: n.day(-14) }, users)]
      for (const u of users)
        ch.push(
          llm(`Granting ${u} read access on finance_marts.`, m),
          tool('grant', { principal: `user:${u}@acme.example`, privilege: 'SELECT', on: 'SCHEMA finance_marts' }, { status: 'ok' }),
        )
      return { goal, root: agent('data_admin', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Label the open PRs that touch the payments package with team-payments'
      const prs = Array.from({ length: 5 }, () => r.int(3000, 3999))
      const ch = [
        tool(
          'github_list_prs',
          { repo: 'acme/monorepo', state: 'open', path: 'packages/payments' },
          prs.map((p) => ({
            number: p,
            title: r.pick([
              'payments: 3DS2 fallback',
              'refactor ledger writer',
              'payments: fix SEPA mandate ids',
              'bump adyen sdk',
              'payments: idempotency keys for captures',
            ]),
          })),
        ),
      ]
      for (const p of prs)
        ch.push(
          llm(`PR #${p} touches packages/payments; adding the team-payments label.`, m),
          tool('github_add_label', { repo: 'acme/monorepo', pr: p, label: 'team-payments' }, true),
        )
      return { goal, root: agent('repo_bot', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Send the updated Madrid offsite itinerary to each attendee'
      const people = r.shuffle([
        'ana.garcia@acme.example',
        'ben.kowalski@acme.example',
        'chloe.nguyen@acme.example',
        'dev.patel@acme.example',
        'emeka.obi@acme.example',
        'farah.aziz@acme.example',
      ])
      const ch = []
      for (const p of people)
        ch.push(
          llm(`Sending the updated itinerary (v3, hotel moved to Atocha) to ${p}.`, m),
          tool('send_itinerary', { to: p, itinerary_id: 'mad-offsite-v3' }, { queued: true }),
        )
      return { goal, root: agent('travel_coordinator', goal, ch) }
    },
  ],
})

// 14 -----------------------------------------------------------------
family({
  family: 'similar_files',
  isolates: 'many files read one after another whose contents share a template but differ in the values, then a summary that uses the differences',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Check which services still allow plain HTTP on their internal port'
      const svcs = ['orders', 'inventory', 'billing', 'search', 'notifications', 'accounts']
      const plain = new Set(r.shuffle(svcs).slice(0, 2))
      const ch = [llm('Reading each service config.', m)]
      for (const s of svcs)
        ch.push(
          tool(
            'read_file',
            { path: `services/${s}/config.yaml` },
            `service: ${s}\nport: ${r.int(8000, 8099)}\nreplicas: ${r.int(2, 8)}\ntls:\n  enabled: ${!plain.has(s)}\n  min_version: "1.2"\nhealth_path: /healthz\n`,
          ),
        )
      ch.push(llm(`${[...plain].join(' and ')} have tls.enabled: false; the other four enforce TLS 1.2+.`, m))
      return { goal, root: agent('security_reviewer', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Compare the memory limits for the api deployment across environments'
      const envs = ['dev', 'qa', 'staging', 'prod-eu', 'prod-us']
      const lim = Object.fromEntries(envs.map((e) => [e, r.pick(['512Mi', '1Gi', '1Gi', '2Gi'])]))
      const ch = []
      for (const e of envs)
        ch.push(
          tool(
            'cat',
            { path: `deploy/overlays/${e}/api-patch.yaml` },
            `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  template:\n    spec:\n      containers:\n        - name: api\n          resources:\n            requests: { memory: "256Mi", cpu: "250m" }\n            limits: { memory: "${lim[e]}" }\n`,
          ),
        )
      ch.push(llm(`Limits: ${envs.map((e) => `${e} ${lim[e]}`).join(', ')}.`, m))
      return { goal, root: agent('k8s_reviewer', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Find which staging models do not cast the created_at column to timestamp'
      const models = ['stg_orders', 'stg_customers', 'stg_payments', 'stg_refunds', 'stg_shipments', 'stg_products', 'stg_reviews']
      const bad = new Set(r.shuffle(models).slice(0, 2))
      const ch = []
      for (const md of models) {
        const src = md.slice(4)
        ch.push(
          tool(
            'read_file',
            { path: `models/staging/${md}.sql` },
            `with source as (\n    select * from {{ source('shop', '${src}') }}\n)\nselect\n    id as ${src.replace(/s$/, '')}_id,\n    ${bad.has(md) ? 'created_at' : 'cast(created_at as timestamp) as created_at'},\n    _loaded_at\nfrom source\n`,
          ),
        )
      }
      ch.push(llm(`${[...bad].join(' and ')} select created_at raw; the other ${models.length - 2} cast it.`, m))
      return { goal, root: agent('dbt_helper', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Check that every translated refund macro mentions the 14-day window'
      const langs = [
        ['en', '14 days'],
        ['de', '14 Tagen'],
        ['fr', '14 jours'],
        ['es', '14 días'],
        ['it', '30 giorni'],
        ['nl', '14 dagen'],
      ]
      const ch = []
      for (const [l, w] of langs)
        ch.push(
          tool(
            'get_macro',
            { id: `refund_request_${l}` },
            { id: `refund_request_${l}`, locale: l, body: `{{greeting}} ... ${w} ... {{signature}}`, updated: n.day(-r.int(5, 400)) },
          ),
        )
      ch.push(llm('The Italian macro says 30 giorni instead of 14; the other five are consistent. Flagging refund_request_it for the localisation team.', m))
      return { goal, root: agent('kb_auditor', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Find which of our fare rule files allow free same-day changes'
      const routes = ['LHR-JFK', 'LHR-BOS', 'LHR-ORD', 'MAN-JFK', 'LHR-SFO']
      const free = routes[r.int(0, 4)]
      const ch = []
      for (const rt of routes)
        ch.push(
          tool(
            'read_file',
            { path: `fares/rules/${rt}.json` },
            JSON.stringify({
              route: rt,
              fare_family: 'Standard',
              change_fee: rt === free ? 0 : r.pick([75, 100, 150]),
              same_day_change: rt === free ? 'free' : 'fee',
              currency: 'GBP',
            }),
          ),
        )
      ch.push(llm(`Only ${free} allows free same-day changes on the Standard family.`, m))
      return { goal, root: agent('fare_analyst', goal, ch) }
    },
  ],
})

// 15 -----------------------------------------------------------------
family({
  family: 'fix_cycle_dropping_failures',
  isolates: 'the same test command after each distinct fix, the failure count dropping each time until it passes',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Make the test suite pass after the pydantic v2 upgrade'
      const cmd = { command: 'pytest -q' }
      const run = (f, p) => (f ? `${f} failed, ${p} passed in ${n.secs(6, 12)}` : `${p} passed in ${n.secs(6, 12)}`)
      return {
        goal,
        root: agent('coder', goal, [
          tool('bash', cmd, `FAILED tests/test_models.py - AttributeError: 'Order' object has no attribute 'dict'\n... \n${run(7, 181)}`),
          llm('Most failures are .dict() calls; v2 renamed it to model_dump().', m),
          tool('bash', { command: "sed -i 's/\\.dict()/.model_dump()/g' app/**/*.py" }, ''),
          tool('bash', cmd, `FAILED tests/test_config.py::test_env_override - pydantic_core.ValidationError\n${run(3, 185)}`),
          llm('Remaining ones are config: BaseSettings moved to pydantic-settings.', m),
          tool(
            'str_replace',
            { path: 'app/config.py', old_str: 'from pydantic import BaseSettings', new_str: 'from pydantic_settings import BaseSettings' },
            'ok',
          ),
          tool('bash', cmd, `FAILED tests/test_api.py::test_orders_schema - assert 'Optional' in ...\n${run(1, 187)}`),
          llm('Last one: the schema snapshot still expects v1 Optional rendering; regenerating the snapshot.', m),
          tool('bash', { command: 'pytest tests/test_api.py --snapshot-update -q' }, '1 snapshot updated.'),
          tool('bash', cmd, run(0, 188)),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Fix the failing jest tests in the cart package'
      const cmd = { command: 'npm test -- packages/cart' }
      const sum = (f, p) => `Tests:       ${f ? `${f} failed, ` : ''}${p} passed, ${f + p} total\nTime:        ${n.secs(2, 6)}`
      return {
        goal,
        root: agent('frontend_agent', goal, [
          tool('bash', cmd, `FAIL packages/cart/src/totals.test.ts\n${sum(4, 38)}`),
          llm('totals.test.ts expects rounding per line; the code rounds the sum. Fixing roundLine.', m),
          tool(
            'edit_file',
            { path: 'packages/cart/src/totals.ts', old_str: 'return round(items.reduce(sum, 0))', new_str: 'return items.map(roundLine).reduce(sum, 0)' },
            'ok',
          ),
          tool('bash', cmd, `FAIL packages/cart/src/discounts.test.ts\n${sum(2, 40)}`),
          llm('Now only discounts: percentage codes are applied before the per-line rounding. Moving them after.', m),
          tool('edit_file', { path: 'packages/cart/src/discounts.ts', old_str: 'applyPercent(subtotal)', new_str: 'applyPercent(roundedSubtotal)' }, 'ok'),
          tool('bash', cmd, `PASS packages/cart\n${sum(0, 42)}`),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Get go test ./... green after the scheduler refactor'
      const cmd = { command: 'go test ./...' }
      return {
        goal,
        root: agent('go_agent', goal, [
          tool(
            'bash',
            cmd,
            `--- FAIL: TestSchedule (0.01s)\n--- FAIL: TestScheduleOverlap (0.00s)\n--- FAIL: TestCancel (0.02s)\nFAIL\tgithub.com/acme/sched/internal/scheduler\t${n.secs(0.1, 1)}\nok  \tgithub.com/acme/sched/internal/store\t(cached)`,
          ),
          llm('Three failures; the schedule tests share the new nil clock. Injecting a fake clock in newTestScheduler.', m),
          tool(
            'edit_file',
            { path: 'internal/scheduler/helpers_test.go', old_str: 'return New(store)', new_str: 'return New(store, WithClock(clocktest.NewFake(t0)))' },
            'ok',
          ),
          tool(
            'bash',
            cmd,
            `--- FAIL: TestCancel (0.02s)\n    scheduler_test.go:131: job still running after Cancel\nFAIL\tgithub.com/acme/sched/internal/scheduler\t${n.secs(0.1, 1)}`,
          ),
          llm('Only TestCancel left: Cancel no longer closes the job context. Restoring the cancel func call.', m),
          tool('edit_file', { path: 'internal/scheduler/scheduler.go', old_str: 'delete(s.jobs, id)', new_str: 'j.cancel()\n\tdelete(s.jobs, id)' }, 'ok'),
          tool('bash', cmd, `ok  \tgithub.com/acme/sched/internal/scheduler\t${n.secs(0.1, 1)}\nok  \tgithub.com/acme/sched/internal/store\t(cached)`),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Fix the failing dbt tests on the marts layer'
      const cmd = { command: 'dbt test --select marts' }
      const tail = (f, p) =>
        `Done. PASS=${p} WARN=0 ERROR=${f} SKIP=0 TOTAL=${p + f}\nFinished running ${p + f} data tests in 0 hours 0 minutes and ${n.secs(4, 20)}.`
      return {
        goal,
        root: agent('analytics_engineer', goal, [
          tool(
            'bash',
            cmd,
            `Failure in test unique_fct_orders_order_id\nFailure in test not_null_fct_orders_customer_id\nFailure in test relationships_fct_orders_customer_id\n${tail(3, 29)}`,
          ),
          llm('Duplicates in fct_orders come from the refunds join fanning out. Aggregating refunds per order first.', m),
          tool(
            'edit_file',
            {
              path: 'models/marts/fct_orders.sql',
              old_str: "left join {{ ref('stg_refunds') }} r using (order_id)",
              new_str: 'left join refunds_per_order r using (order_id)',
            },
            'ok',
          ),
          tool('bash', cmd, `Failure in test not_null_fct_orders_customer_id\n${tail(1, 31)}`),
          llm('Null customer_id rows are guest checkouts; the model should coalesce to the guest customer key.', m),
          tool(
            'edit_file',
            { path: 'models/marts/fct_orders.sql', old_str: 'o.customer_id,', new_str: "coalesce(o.customer_id, 'guest') as customer_id," },
            'ok',
          ),
          tool('bash', cmd, tail(0, 32)),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Make cargo test pass for the parser crate after the tokenizer change'
      const cmd = { command: 'cargo test -p parser' }
      const res = (f, p) =>
        `test result: ${f ? 'FAILED' : 'ok'}. ${p} passed; ${f} failed; 0 ignored; 0 measured; 0 filtered out; finished in ${n.secs(0.1, 2)}`
      return {
        goal,
        root: agent('rust_agent', goal, [
          tool(
            'bash',
            cmd,
            `failures:\n    tests::parses_negative_literals\n    tests::parses_unary_minus_in_call\n    tests::span_of_negative_literal\n\n${res(3, 61)}`,
          ),
          llm(
            'All three involve minus: the tokenizer now emits Minus then Int, and the parser expects a single negative Int token. Handling unary minus in parse_prefix.',
            m,
          ),
          tool(
            'edit_file',
            {
              path: 'crates/parser/src/expr.rs',
              old_str: 'Token::Int(v) => Expr::Int(v),',
              new_str: 'Token::Int(v) => Expr::Int(v),\n            Token::Minus => Expr::Neg(Box::new(self.parse_prefix()?)),',
            },
            'ok',
          ),
          tool('bash', cmd, `failures:\n    tests::span_of_negative_literal\n\n${res(1, 63)}`),
          llm('The span test expects the Neg span to start at the minus sign; joining spans.', m),
          tool(
            'edit_file',
            {
              path: 'crates/parser/src/expr.rs',
              old_str: 'Expr::Neg(Box::new(self.parse_prefix()?))',
              new_str: '{ let start = tok.span.start; let inner = self.parse_prefix()?; Expr::Neg(Box::new(inner)).with_span(start..self.prev_end()) }',
            },
            'ok',
          ),
          tool('bash', cmd, res(0, 64)),
        ]),
      }
    },
  ],
})

// 16 -----------------------------------------------------------------
family({
  family: 'refined_search_finds',
  isolates:
    'two or three searches with refined wording or filters; the earlier ones come back empty or off-target, the last one finds what is needed and the agent uses it',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Answer whether customers can pause a subscription instead of cancelling'
      return {
        goal,
        root: agent('support_agent', goal, [
          tool('search_kb', { query: 'pause subscription' }, { results: [], total: 0 }),
          llm('No article uses "pause". The product calls it a hold in the billing settings, so searching for that.', m),
          tool(
            'search_kb',
            { query: 'put plan on hold billing' },
            { results: [{ id: 'kb-412', title: 'Putting your plan on hold (up to 3 months)', score: 0.91 }], total: 1 },
          ),
          tool(
            'get_article',
            { id: 'kb-412' },
            'Owners can put a paid plan on hold for 1 to 3 months from Settings > Billing. Data is kept; no charges during the hold.',
          ),
          llm('Yes: owners can put the plan on hold for 1-3 months from Settings > Billing, data kept and no charges. Replying with kb-412.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find where session cookies get their SameSite attribute in the web server'
      return {
        goal,
        root: agent('code_explorer', goal, [
          tool('code_search', { query: 'SameSite', path: 'server/' }, 'No results found.'),
          llm(
            'Nothing under server/. The cookie options are probably set through the framework config in a shared package, and it may be spelled sameSite in JS.',
            m,
          ),
          tool('code_search', { query: 'sameSite', path: '.' }, [
            'packages/http-kit/src/session.ts:27:    sameSite: config.crossSite ? "none" : "lax",',
            'packages/http-kit/test/session.test.ts:44:  expect(cookie.sameSite).toBe("lax")',
          ]),
          tool(
            'read_file',
            { path: 'packages/http-kit/src/session.ts' },
            'export function sessionCookie(config: Config) {\n  return {\n    httpOnly: true,\n    secure: true,\n    sameSite: config.crossSite ? "none" : "lax",\n  }\n}',
          ),
          llm('It is set in packages/http-kit/src/session.ts line 27: "none" when config.crossSite is on, otherwise "lax".', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find a direct flight from Oslo to Reykjavik on 6 June under 2500 NOK'
      return {
        goal,
        root: agent('trip_planner', goal, [
          tool('search_flights', { from: 'OSL', to: 'KEF', date: '2026-06-06', max_stops: 0, max_price: 2500, currency: 'NOK' }, { hits: 0 }),
          llm('Nothing direct under the cap on the 6th. Widening to 5-7 June before giving up on the date.', m),
          tool(
            'search_flights',
            { from: 'OSL', to: 'KEF', date_from: '2026-06-05', date_to: '2026-06-07', max_stops: 0, max_price: 2500, currency: 'NOK' },
            { hits: 0 },
          ),
          llm('Still nothing. The cap may be the problem rather than the date; searching the 6th without a price cap to see the real fares.', m),
          tool(
            'search_flights',
            { from: 'OSL', to: 'KEF', date: '2026-06-06', max_stops: 0, currency: 'NOK' },
            {
              hits: 2,
              results: [
                { flight: 'FI 319', dep: '14:10', price: 2790 },
                { flight: 'SK 4787', dep: '08:35', price: 3120 },
              ],
            },
          ),
          llm(
            'No direct flight on 6 June is under 2,500 NOK; the cheapest is Icelandair FI 319 at 14:10 for 2,790 NOK. Offering that and asking if the budget can stretch.',
            m,
          ),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find the account that placed order 66120 and its lifetime spend'
      return {
        goal,
        root: agent('analyst', goal, [
          tool('run_sql', { query: 'SELECT account_id FROM orders WHERE order_id = 66120' }, { rows: [] }),
          llm('No row. Orders before the 2024 migration live in legacy_orders with a prefixed id.', m),
          tool('run_sql', { query: "SELECT account_id FROM legacy_orders WHERE legacy_id = 'WEB-66120'" }, { rows: [['acct_20931']] }),
          tool(
            'run_sql',
            {
              query:
                "SELECT sum(total) FROM (SELECT total FROM orders WHERE account_id = 'acct_20931' UNION ALL SELECT total FROM legacy_orders WHERE account_id = 'acct_20931') t",
            },
            { rows: [[18234.5]] },
          ),
          llm('Order 66120 is legacy WEB-66120 from acct_20931; lifetime spend across both tables is 18,234.50.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find the log lines for the failed webhook delivery to Fernway last night'
      return {
        goal,
        root: agent('oncall_agent', goal, [
          tool(
            'search_logs',
            { query: 'webhook Fernway failed', from: `${n.day(-1)}T18:00:00Z`, to: `${n.day()}T06:00:00Z` },
            { hits: 0, took: n.dur(0.05, 0.5) },
          ),
          llm("No hits for the display name. Deliveries are logged by endpoint id, so looking up Fernway's endpoint first.", m),
          tool('get_webhook_endpoint', { customer: 'Fernway' }, { endpoint_id: 'we_7k2PqL', url: 'https://hooks.fernway.example/acme' }),
          tool(
            'search_logs',
            { query: 'endpoint_id:we_7k2PqL status:>=400', from: `${n.day(-1)}T18:00:00Z`, to: `${n.day()}T06:00:00Z` },
            {
              hits: 3,
              lines: [
                `${n.day(-1)}T23:14:02Z delivery dlv_${r.alnum(8)} -> 410 Gone`,
                `${n.day(-1)}T23:19:02Z delivery dlv_${r.alnum(8)} -> 410 Gone`,
                `${n.day(-1)}T23:29:02Z delivery dlv_${r.alnum(8)} -> 410 Gone (endpoint disabled)`,
              ],
            },
          ),
          llm(
            'Fernway returned 410 Gone three times from 23:14, and we disabled the endpoint after the third. They probably removed the hook on their side.',
            m,
          ),
        ]),
      }
    },
  ],
})

// 17 -----------------------------------------------------------------
family({
  family: 'long_planning_monologue',
  isolates: 'four to six model turns in a row with no tool calls, each adding concrete new content to a plan',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Plan the upgrade of the orders database from PostgreSQL 13 to 16 with under five minutes of downtime'
      const t = [
        'Constraints first: the orders cluster is 1.8 TB, one primary and two streaming replicas, and the business allows a five-minute write freeze on Sunday 02:00-04:00 UTC. pg_upgrade in place would need a longer freeze for the 1.8 TB copy unless we use --link, and --link removes our rollback path.',
        'So the approach is logical replication: stand up a new PG16 cluster, create a publication for all tables on PG13, and subscribe from PG16. Initial sync of 1.8 TB at our measured 120 MB/s is roughly four and a half hours, which can run days before the cutover.',
        'Blockers to check: logical replication skips sequences and DDL, and needs a primary key or REPLICA IDENTITY on every table. Three tables have no primary key (order_audit, tmp_import, legacy_notes); order_audit needs REPLICA IDENTITY FULL, the other two can be dropped after sign-off from finance.',
        'Cutover runbook: put PgBouncer in pause mode, wait for subscription lag to reach zero, copy sequence values with setval from a generated script, flip the PgBouncer target to the PG16 primary, resume. Expected freeze: 60-90 seconds. Keep the PG13 cluster read-only for 72 hours as a fallback.',
        'Rehearsal: clone production into staging on Wednesday, run the whole procedure with the load generator at 30% of peak, and time each step. Go/no-go criteria: freeze under 3 minutes, zero row-count differences on the 12 largest tables, and p95 query latency within 10% of PG13.',
      ]
      return {
        goal,
        root: agent(
          'dba_planner',
          goal,
          t.map((x) => llm(x, m)),
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Draft a 10-day Japan itinerary for two people in late March, mid-range budget'
      const t = [
        'Arrival and base: fly into Haneda on 24 March, three nights in Tokyo at a hotel near Ueno so the Keisei and JR lines are close. Day 1 is light because of jet lag: Yanaka, Ueno Park for early cherry blossom, dinner in Ameyoko.',
        'Tokyo days 2-3: Asakusa and a Sumida river boat to Hamarikyu in the morning, teamLab Planets in the afternoon (book 2 weeks ahead, about 3,800 yen each). Day 3 goes west: Shimokitazawa, Meiji Jingu, and an evening in Shinjuku Golden Gai.',
        'Transit: a 7-day JR Pass no longer pays off for this route after the 2023 price rise. Individual tickets for Tokyo-Kyoto (about 14,000 yen each by Nozomi), Kyoto-Hiroshima and Hiroshima-Osaka come to roughly 33,000 yen per person, cheaper than the 50,000 yen pass.',
        "Kyoto, 27-30 March, three nights in a machiya guesthouse near Gion: Fushimi Inari at 7am before the crowds, Arashiyama bamboo grove and Okochi Sanso, and the Philosopher's Path, which should be near peak bloom that week. One evening kaiseki dinner, budget 15,000 yen each.",
        'Day trip from Kyoto on the 30th to Hiroshima and Miyajima: Peace Memorial Museum in the morning, ferry to Itsukushima shrine for the afternoon tide, back the same night. The last two nights in Osaka: Dotonbori, Kuromon market, and Osaka Castle park, flying home from Kansai on 2 April.',
        'Budget estimate for two: flights excluded, hotels about 230,000 yen for nine nights, rail about 66,000, food about 120,000, entries and extras about 40,000. Total near 456,000 yen, around 2,800 EUR at current rates.',
      ]
      return {
        goal,
        root: agent(
          'travel_planner',
          goal,
          t.map((x) => llm(x, m)),
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Write an escalation playbook for enterprise support tickets about data loss'
      const t = [
        'Trigger: any ticket from an Enterprise account containing "missing data", "deleted", "lost" or "disappeared", or tagged data-integrity by the customer. The classifier routes these to the P1 queue regardless of the priority the customer picked.',
        'First 30 minutes: the on-duty Tier 2 engineer acknowledges within 15 minutes, confirms scope (which workspace, which objects, since when), and opens an incident in PagerDuty with the data-integrity template. The customer gets the acknowledgement macro with the incident number, never a generic reply.',
        'Investigation: Tier 2 pulls the audit log for the affected objects and checks for user-initiated deletes first, since about 70% of past cases were a bulk delete by an admin. If the audit log shows no delete, the incident is handed to the storage on-call with the object ids and time window.',
        'Communication and closure: updates to the customer every 2 hours during business hours and every 4 hours outside them. Restores from backup require written approval from the account admin. The ticket closes only after the customer confirms the data is back, and a post-incident note goes to the account manager within 2 business days.',
      ]
      return {
        goal,
        root: agent(
          'support_lead',
          goal,
          t.map((x) => llm(x, m)),
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Design change-data-capture from the Postgres OLTP database into the warehouse'
      const t = [
        'Source side: enable logical decoding (wal_level=logical) on the primary and use Debezium with the pgoutput plugin, one connector per database. A dedicated replication slot per connector, with monitoring on slot lag so a stalled connector cannot fill the disk with retained WAL.',
        'Transport: Debezium writes to Kafka topics named cdc.<db>.<schema>.<table>, Avro with the schema registry, 12 partitions keyed by primary key so updates to one row stay ordered. Retention seven days, which covers a long weekend outage of the loader.',
        'Landing: a Kafka Connect sink writes micro-batches to raw.<table>_changes in the warehouse every five minutes, append-only with the op type, the LSN and the source commit timestamp. No merge at this layer, so replays are always possible.',
        'Modelling: dbt incremental models dedupe by primary key taking the highest LSN, and apply deletes as soft deletes with a deleted_at column. Snapshots of slowly changing tables (customers, plans) use dbt snapshot on top of the deduped model.',
        "Backfill and rollout: start with the orders and payments tables, run an initial snapshot through Debezium's incremental snapshot feature, then compare row counts and checksums against the nightly dump for a week before switching the dashboards over. Retire the nightly dump only after two clean weeks.",
      ]
      return {
        goal,
        root: agent(
          'data_architect',
          goal,
          t.map((x) => llm(x, m)),
        ),
      }
    },
    (r, n, m) => {
      const goal = 'Plan the end-to-end browser tests for the new checkout flow'
      const t = [
        'Scope: guest checkout, logged-in checkout with a saved card, and checkout with a discount code, on Chromium and WebKit. Firefox is below 3% of checkout traffic, so it runs nightly only.',
        'Data setup: each test creates its own customer through the admin API and seeds two products with fixed prices (19.99 and 5.00) so totals are predictable. Stripe runs in test mode with the 4242 card for success and 4000 0000 0000 9995 for a decline.',
        'Assertions per flow: order confirmation page shows the order number, the confirmation email arrives in Mailpit within 30 seconds, and the order appears in the admin API with status paid. The decline case asserts the inline card error and that no order is created.',
        'CI: run on every PR touching apps/checkout with Playwright sharded across four workers, traces kept on failure only, and a 12-minute budget. Flaky-test quarantine uses a tag, and anything quarantined for over a week opens an issue automatically.',
      ]
      return {
        goal,
        root: agent(
          'qa_planner',
          goal,
          t.map((x) => llm(x, m)),
        ),
      }
    },
  ],
})

// 18 -----------------------------------------------------------------
const sub = (name, task, children, out) => agent(name, task, children, out)
family({
  family: 'supervisor_distinct_subtasks',
  isolates: 'a supervisor hands the same worker sub-agent several different sub-tasks in turn; each call does different work and returns a different result',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Prepare a comparison of three CRM vendors for the sales team'
      const vendors = [
        ['Pipedrive', '14.90', '4.3'],
        ['HubSpot Sales Hub', '20.00', '4.4'],
        ['Zoho CRM', '14.00', '4.1'],
      ]
      const ch = [llm('Splitting this into one research task per vendor, then a summary.', m)]
      for (const [v, price, rating] of vendors) {
        const task = `Research ${v}: entry-level price per seat per month, G2 rating, and whether it has a native Outlook integration.`
        ch.push(
          sub(
            'research_worker',
            task,
            [
              tool('web_search', { query: `${v} pricing per seat` }, [{ title: `${v} Pricing`, snippet: `Plans from $${price}/seat/month billed annually` }]),
              tool('web_search', { query: `${v} G2 rating` }, [{ title: `${v} Reviews | G2`, snippet: `${rating} out of 5 stars` }]),
              llm(`${v}: $${price}/seat/month, G2 ${rating}, Outlook integration available.`, m),
            ],
            `${v}: $${price}/seat, G2 ${rating}, Outlook: yes`,
          ),
        )
      }
      ch.push(llm('Zoho is cheapest, HubSpot rates highest; all three integrate with Outlook. Writing the table.', m))
      return { goal, root: agent('supervisor', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Add a /v2/invoices endpoint with tests and docs'
      const tasks = [
        [
          'Implement GET /v2/invoices in api/routes/invoices.py with cursor pagination.',
          [tool('write_file', { path: 'api/routes/invoices_v2.py' }, 'wrote 84 lines')],
          'Endpoint implemented with cursor pagination.',
        ],
        [
          'Write tests for GET /v2/invoices covering pagination and auth.',
          [
            tool('write_file', { path: 'tests/test_invoices_v2.py' }, 'wrote 61 lines'),
            tool('bash', { command: 'pytest tests/test_invoices_v2.py -q' }, `6 passed in ${n.secs(0.5, 2)}`),
          ],
          '6 tests added, all passing.',
        ],
        [
          'Document GET /v2/invoices in docs/api/invoices.md.',
          [tool('edit_file', { path: 'docs/api/invoices.md', old_str: '## v1', new_str: '## v2\n\nGET /v2/invoices?cursor=...&limit=50\n\n## v1' }, 'ok')],
          'Docs section added.',
        ],
      ]
      const ch = tasks.map(([t, kids, out]) => sub('code_worker', t, [llm(`Working on: ${t}`, m), ...kids], out))
      ch.push(llm('Endpoint, tests and docs done.', m))
      return { goal, root: agent('lead_engineer', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Write help-center articles for the three most common ticket topics this month'
      const topics = [
        ['resetting two-factor authentication', 'kb-901'],
        ['exporting invoices as CSV', 'kb-902'],
        ['adding a second workspace owner', 'kb-903'],
      ]
      const ch = [
        tool(
          'top_ticket_topics',
          { month: n.day().slice(0, 7), limit: 3 },
          topics.map(([t]) => t),
        ),
      ]
      for (const [t, id] of topics)
        ch.push(
          sub(
            'kb_writer',
            `Write a help-center article about ${t}.`,
            [llm(`Drafting the steps for ${t}.`, m), tool('create_article', { title: t[0].toUpperCase() + t.slice(1), status: 'draft' }, { id })],
            `Draft ${id}: ${t}`,
          ),
        )
      return { goal, root: agent('support_lead', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Build the weekly KPI summary: signups, activation rate, and net revenue retention'
      const kpis = [
        ['signups', "SELECT count(*) FROM accounts WHERE created_at >= now() - interval '7 days'", [[3412]], '3,412 signups'],
        ['activation rate', "SELECT avg(activated::int) FROM accounts WHERE created_at >= now() - interval '7 days'", [[0.384]], '38.4% activation'],
        ['net revenue retention', 'SELECT sum(mrr_now) / sum(mrr_year_ago) FROM cohort_mrr_yoy', [[1.07]], 'NRR 107%'],
      ]
      const ch = kpis.map(([k, q, rows, out]) =>
        sub('sql_analyst', `Compute ${k} for the last 7 days.`, [tool('run_sql', { query: q }, { rows, elapsed: n.dur() }), llm(out, m)], out),
      )
      ch.push(llm('Weekly KPIs: 3,412 signups, 38.4% activation, NRR 107%.', m))
      return { goal, root: agent('kpi_supervisor', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Write on-call runbook entries for the three services that paged most last month'
      const svcs = [
        ['ingest-worker', 'OOMKilled under burst load'],
        ['auth-gateway', 'certificate expiry on the upstream IdP'],
        ['search-api', 'slow queries after index rebuilds'],
      ]
      const ch = svcs.map(([s, cause]) =>
        sub(
          'runbook_worker',
          `Write the runbook entry for ${s}; most pages were caused by ${cause}.`,
          [
            tool('get_incidents', { service: s, since: n.day(-30) }, { count: r.int(4, 11), top_cause: cause }),
            tool('write_file', { path: `runbooks/${s}.md` }, 'ok'),
          ],
          `runbooks/${s}.md written`,
        ),
      )
      return { goal, root: agent('sre_lead', goal, ch) }
    },
  ],
})

// 19 -----------------------------------------------------------------
/** Nest a chain of [name, task, ownChildren, output] so each level holds the next. */
const chain = (levels) => {
  let inner = null
  for (let k = levels.length - 1; k >= 0; k--) {
    const [name, task, kids, out] = levels[k]
    inner = agent(name, task, inner ? [...kids, inner] : kids, out)
  }
  return inner
}
family({
  family: 'deep_delegation',
  isolates: 'five to eight agents nested one inside the next, each with a distinct sub-task and its own work',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Ship the dark-mode setting for the web app'
      return {
        goal,
        root: chain([
          ['orchestrator', goal, [llm('Breaking the feature into design tokens, component changes and rollout.', m)], 'dark mode shipped behind flag'],
          ['frontend_lead', 'Implement dark mode in the web app', [llm('Tokens first, then components.', m)], 'implemented'],
          [
            'theme_agent',
            'Add dark colour tokens to the design system',
            [tool('write_file', { path: 'packages/tokens/dark.json' }, 'wrote 46 tokens')],
            '46 dark tokens',
          ],
          [
            'component_agent',
            'Switch Button, Card and Modal to token colours',
            [tool('bash', { command: 'npx codemod replace-hex-colors packages/ui' }, '23 files changed')],
            '23 files updated',
          ],
          [
            'a11y_agent',
            'Check contrast ratios of the dark palette',
            [tool('contrast_check', { palette: 'packages/tokens/dark.json' }, { failing: ['muted-text on surface-2 (3.9:1)'] })],
            'one pair under 4.5:1',
          ],
          [
            'fix_agent',
            'Raise muted-text contrast on surface-2 to 4.5:1',
            [tool('edit_file', { path: 'packages/tokens/dark.json', old_str: '"muted-text": "#8a8f98"', new_str: '"muted-text": "#9da3ad"' }, 'ok')],
            'contrast 4.7:1',
          ],
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Investigate the spike in refund requests this week and recommend an action'
      return {
        goal,
        root: chain([
          ['support_director', goal, [llm('Delegating the analysis.', m)], 'recommendation ready'],
          [
            'ops_analyst',
            'Quantify the refund spike by product and reason',
            [
              tool(
                'run_sql',
                { query: "SELECT product, reason, count(*) FROM refunds WHERE created_at > now() - interval '7 days' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 3" },
                {
                  rows: [
                    ['Pro annual', 'charged after cancel', 212],
                    ['Pro monthly', 'duplicate', 31],
                    ['Team', 'not as described', 12],
                  ],
                },
              ),
            ],
            'Pro annual, charged after cancel: 212',
          ],
          [
            'ticket_reader',
            'Read a sample of "charged after cancel" tickets',
            [tool('sample_tickets', { tag: 'charged-after-cancel', n: 20 }, { common: 'cancelled in app, renewal still charged next day' })],
            'pattern: cancel in app then charged',
          ],
          [
            'billing_investigator',
            'Check whether in-app cancellations reach the billing system',
            [
              tool(
                'search_logs',
                { query: 'cancel_subscription status:error', since: n.day(-7) },
                { hits: 188, sample: 'webhook billing.cancel -> 401 invalid signature' },
              ),
            ],
            'cancel webhooks failing with 401',
          ],
          [
            'config_checker',
            'Find when the billing webhook secret changed',
            [tool('git', { args: 'log -1 --format=%H%x20%cd -- config/billing.yaml' }, `${n.sha()} ${n.rfc(-86400 * 6)}`)],
            'secret rotated 6 days ago',
          ],
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Plan a three-city sales trip to Singapore, Jakarta and Manila in February'
      return {
        goal,
        root: chain([
          ['trip_orchestrator', goal, [llm('Flights, then hotels, then the meeting schedule.', m)], 'trip planned'],
          [
            'routing_agent',
            'Choose the city order that minimises flight time from London',
            [tool('route_optimiser', { cities: ['SIN', 'CGK', 'MNL'], home: 'LHR' }, { order: ['SIN', 'CGK', 'MNL'], total_hours: 31.5 })],
            'LHR-SIN-CGK-MNL-LHR',
          ],
          [
            'flight_agent',
            'Book LHR-SIN 9 Feb, SIN-CGK 12 Feb, CGK-MNL 14 Feb, MNL-LHR 17 Feb',
            [tool('search_flights', { legs: 4 }, { total: 3240, currency: 'GBP' })],
            'flights held, GBP 3,240',
          ],
          [
            'hotel_agent',
            'Hold hotels near the client offices in each city',
            [tool('search_hotels', { cities: 3, nights: 8 }, { held: ['Raffles City SIN', 'Mandarin Jakarta', 'Makati Shangri-La'] })],
            'three hotels held',
          ],
          [
            'visa_agent',
            'Check entry requirements for a UK passport holder',
            [
              tool(
                'entry_requirements',
                { passport: 'GB', countries: ['SG', 'ID', 'PH'] },
                { SG: 'visa-free 30d', ID: 'visa on arrival, IDR 500,000', PH: 'visa-free 30d' },
              ),
            ],
            'Indonesia needs visa on arrival',
          ],
          ['calendar_agent', 'Draft the meeting schedule around the flights', [tool('create_draft_events', { count: 9 }, { created: 9 })], '9 draft meetings'],
          [
            'budget_agent',
            'Check the total against the GBP 6,000 travel budget',
            [tool('calc', { expr: '3240 + 1890 + 45 + 600' }, 5775)],
            'GBP 5,775, within budget',
          ],
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find out why the Grafana "orders per minute" panel flatlined on Tuesday'
      return {
        goal,
        root: chain([
          ['incident_lead', goal, [llm('Tracing the panel back to its source.', m)], 'cause found'],
          [
            'dashboard_agent',
            'Identify the query and datasource behind the panel',
            [
              tool(
                'grafana_get_panel',
                { dashboard: 'orders-overview', panel: 4 },
                { datasource: 'prometheus-main', expr: 'sum(rate(orders_created_total[1m]))' },
              ),
            ],
            'prometheus-main, orders_created_total',
          ],
          [
            'metrics_agent',
            'Check whether orders_created_total still has series',
            [tool('prom_query', { expr: 'count(orders_created_total)' }, { result: [] })],
            'no series since Tuesday',
          ],
          [
            'scrape_agent',
            'Check the scrape target for the orders service',
            [
              tool(
                'prom_targets',
                { job: 'orders' },
                { state: 'down', lastError: 'server returned HTTP status 404 Not Found', scrapeUrl: 'http://orders:9100/metrics' },
              ),
            ],
            'target down, 404 on /metrics',
          ],
          [
            'deploy_agent',
            'Check what changed in the orders service on Tuesday',
            [tool('git', { args: 'log --since=tuesday --oneline -- services/orders' }, `${n.sha(7)} move metrics endpoint to /internal/metrics`)],
            'metrics path moved to /internal/metrics',
          ],
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Prepare the data-retention evidence pack for the SOC 2 auditor'
      return {
        goal,
        root: chain([
          ['compliance_lead', goal, [llm('One sub-agent per evidence item.', m)], 'evidence pack ready'],
          [
            'policy_agent',
            'Export the approved data-retention policy',
            [tool('docs_export', { doc: 'Data Retention Policy v4', format: 'pdf' }, { file: 'evidence/retention-policy-v4.pdf' })],
            'policy exported',
          ],
          [
            's3_agent',
            'Show lifecycle rules on the customer-data buckets',
            [
              tool(
                'aws_s3_lifecycle',
                { buckets: ['acme-cust-prod', 'acme-cust-archive'] },
                { 'acme-cust-prod': 'expire after 400 days', 'acme-cust-archive': 'glacier after 30, expire after 2555' },
              ),
            ],
            'lifecycle rules captured',
          ],
          [
            'db_agent',
            'Show the purge job schedule and last run',
            [tool('get_job', { name: 'purge_deleted_accounts' }, { schedule: '0 3 * * *', last_run: n.iso(-86400), status: 'succeeded', rows_purged: 412 })],
            'purge job runs nightly',
          ],
          [
            'backup_agent',
            'Show backup retention settings',
            [tool('rds_describe', { cluster: 'orders-prod' }, { BackupRetentionPeriod: 35 })],
            '35-day backups',
          ],
          [
            'packager',
            'Zip the evidence and write the index',
            [tool('bash', { command: 'zip -r soc2-retention.zip evidence/' }, '  adding: evidence/ (4 files)')],
            'soc2-retention.zip',
          ],
        ]),
      }
    },
  ],
})

// 20 -----------------------------------------------------------------
family({
  family: 'short_status_lines',
  isolates: 'the same one-word status line ("Checking.") between distinct calls, each call finding something new',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = 'Work out why the nightly backup job failed'
      const s = 'Checking.'
      return {
        goal,
        root: agent('ops_agent', goal, [
          llm(s, m),
          tool('get_job_run', { job: 'nightly-backup', run: 'latest' }, { status: 'failed', exit_code: 1, finished: n.iso() }),
          llm(s, m),
          tool(
            'get_job_logs',
            { job: 'nightly-backup', run: 'latest', tail: 5 },
            'pg_dump: error: connection to server failed: FATAL: password authentication failed for user "backup"',
          ),
          llm(s, m),
          tool('vault_read', { path: 'secret/backup/pg', field: 'updated' }, n.iso(-86400 * 2)),
          llm(s, m),
          tool(
            'kubectl',
            { args: 'get cronjob nightly-backup -o jsonpath={.spec.jobTemplate.spec.template.metadata.annotations}' },
            '{"vault.hashicorp.com/agent-inject-secret-pg":"secret/backup/pg","secret-version":"6"}',
          ),
          llm('The password was rotated two days ago but the cronjob pins secret version 6. Bumping the annotation fixes it.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Find out why customer cus_8820 cannot download invoices'
      const s = 'Looking.'
      return {
        goal,
        root: agent('support_agent', goal, [
          llm(s, m),
          tool('lookup_customer', { id: 'cus_8820' }, { role: 'member', workspace: 'ws_118' }),
          llm(s, m),
          tool('get_workspace_settings', { id: 'ws_118' }, { invoice_access: 'owners_only' }),
          llm(s, m),
          tool('list_owners', { workspace: 'ws_118' }, ['l.fontaine@example.fr']),
          llm(
            'Invoices are restricted to owners in that workspace and the customer is a member. They need l.fontaine@example.fr to grant access or change the setting.',
            m,
          ),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Check the data freshness of the marketing dashboard sources'
      const s = 'On it.'
      const tables = ['ads_spend_daily', 'web_sessions_daily', 'crm_leads', 'email_campaign_stats']
      const ch = []
      tables.forEach((t, k) =>
        ch.push(
          llm(s, m),
          tool('run_sql', { query: `SELECT max(_loaded_at) FROM marketing.${t}` }, { rows: [[n.iso(-86400 * (k === 2 ? 4 : 0) - r.int(600, 7200))]] }),
        ),
      )
      ch.push(llm('All sources loaded today except crm_leads, which is four days stale. The CRM sync needs a look.', m))
      return { goal, root: agent('analyst', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Verify that the Frankfurt and Paris hotel bookings for the roadshow are all confirmed'
      const s = 'Checking.'
      const b = [
        ['FRA-HTL-2201', 'confirmed'],
        ['FRA-HTL-2202', 'confirmed'],
        ['PAR-HTL-3310', 'waitlisted'],
        ['PAR-HTL-3311', 'confirmed'],
      ]
      const ch = []
      for (const [id, st] of b) ch.push(llm(s, m), tool('get_booking', { ref: id }, { ref: id, status: st, updated: n.rfc() }))
      ch.push(llm('Three confirmed; PAR-HTL-3310 is waitlisted. Looking for an alternative room in Paris.', m))
      return { goal, root: agent('travel_ops', goal, ch) }
    },
    (r, n, m) => {
      const goal = 'Find which commit broke the login page layout'
      const s = 'Checking.'
      const shas = [n.sha(7), n.sha(7), n.sha(7)]
      return {
        goal,
        root: agent('coder', goal, [
          llm(s, m),
          tool(
            'git',
            { args: 'bisect start HEAD v4.8.0' },
            `Bisecting: 6 revisions left to test after this (roughly 3 steps)\n[${shas[0]}] Update header spacing`,
          ),
          llm(s, m),
          tool('run_visual_test', { page: '/login' }, { diff_pixels: 0 }),
          llm(s, m),
          tool('git', { args: 'bisect good' }, `Bisecting: 2 revisions left to test after this (roughly 1 step)\n[${shas[1]}] Migrate forms to CSS grid`),
          llm(s, m),
          tool('run_visual_test', { page: '/login' }, { diff_pixels: 18422 }),
          llm(s, m),
          tool('git', { args: 'bisect bad' }, `${shas[1]} is the first bad commit\nMigrate forms to CSS grid`),
          llm(`The layout broke in ${shas[1]} "Migrate forms to CSS grid".`, m),
        ]),
      }
    },
  ],
})

// 21 -----------------------------------------------------------------
family({
  family: 'ask_user_clarified',
  isolates: 'one question to the user, an unclear answer, the question asked once more with the options spelled out, a clear answer, and the agent proceeds',
  loop: false,
  stagnation: false,
  instances: [
    (r, n, m) => {
      const goal = "Cancel the customer's order for the wrong-size jacket"
      return {
        goal,
        root: agent('support_agent', goal, [
          tool('list_orders', { customer: 'cus_6612', status: 'open' }, [
            { id: '5521', item: 'Rain jacket M' },
            { id: '5534', item: 'Rain jacket L' },
          ]),
          tool('ask_user', { question: 'I can see two open orders. Which one should I cancel?' }, 'the jacket one'),
          llm('Both orders are jackets, so that does not pick one. Asking with the sizes spelled out.', m),
          tool(
            'ask_user',
            { question: 'Both are rain jackets: order 5521 is size M and order 5534 is size L. Which size did you order by mistake?' },
            'The L, 5534.',
          ),
          tool('cancel_order', { order_id: '5534' }, { cancelled: true, refund: '89.00' }),
          llm('Order 5534 (size L) is cancelled and 89.00 will be refunded.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Book a table for the team dinner in Lisbon'
      return {
        goal,
        root: agent('assistant_agent', goal, [
          tool('human_input', { prompt: 'How many people, and which evening?' }, 'the whole team, sometime next week'),
          llm('"The whole team" and "next week" are not enough to book. Asking for a number and a date.', m),
          tool('human_input', { prompt: 'How many people exactly, and which date next week (e.g. Thu 16 Oct)?' }, '9 people, Thursday 16th at 8pm'),
          tool('restaurant_search', { city: 'Lisbon', party: 9, date: '2025-10-16', time: '20:00' }, [{ name: 'Taberna da Rua das Flores', available: true }]),
          tool('book_table', { restaurant: 'Taberna da Rua das Flores', party: 9, date: '2025-10-16', time: '20:00' }, { confirmation: 'TRF-2291' }),
          llm('Booked Taberna da Rua das Flores for 9 on Thursday 16 October at 20:00 (confirmation TRF-2291).', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Add rate limiting to the public API'
      return {
        goal,
        root: agent('coding_agent', goal, [
          tool('request_clarification', { message: 'What limit should apply?' }, 'something reasonable'),
          llm('I need a concrete number and a key to limit by. Offering two common choices.', m),
          tool(
            'request_clarification',
            { message: 'Should the limit be per API key or per IP, and how many requests per minute? For example: per key, 600/min.' },
            'Per API key, 600 per minute.',
          ),
          tool('write_file', { path: 'api/middleware/ratelimit.py' }, 'wrote 52 lines'),
          tool('bash', { command: 'pytest tests/test_ratelimit.py -q' }, `3 passed in ${n.secs(0.4, 2)}`),
          llm('Added a per-API-key limit of 600 requests per minute with tests.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = "Pull last quarter's revenue numbers for the board deck"
      return {
        goal,
        root: agent('analyst', goal, [
          tool('ask_user', { question: 'Which revenue figure do you want?' }, 'the normal one'),
          llm('Finance reports both recognised revenue and bookings, so I will ask which with the definitions.', m),
          tool(
            'ask_user',
            { question: 'Do you want recognised revenue (GAAP, from the ledger) or bookings (signed contract value)?' },
            'Recognised revenue, GAAP.',
          ),
          tool('run_sql', { query: "SELECT sum(amount) FROM ledger_revenue WHERE period BETWEEN '2025-07' AND '2025-09'" }, { rows: [[12840211.37]] }),
          llm('Q3 recognised revenue (GAAP): 12,840,211.37.', m),
        ]),
      }
    },
    (r, n, m) => {
      const goal = 'Scale the worker pool before the marketing launch'
      return {
        goal,
        root: agent('ops_agent', goal, [
          tool('human_input', { prompt: 'How far should I scale the workers?' }, 'a lot more'),
          llm('I need a number. Giving the current count and asking for a target.', m),
          tool('human_input', { prompt: 'The pool runs 6 workers now. What target count do you want, and for how long?' }, '20 workers until Friday night.'),
          tool('kubectl', { args: 'scale deployment/worker -n prod --replicas=20' }, 'deployment.apps/worker scaled'),
          tool('schedule_job', { at: 'Friday 23:00', command: 'kubectl scale deployment/worker -n prod --replicas=6' }, { id: n.job('sched') }),
          llm('Scaled to 20 workers and scheduled the scale-down to 6 for Friday 23:00.', m),
        ]),
      }
    },
  ],
})

// ----------------------------------------------------------------- main ----
function build() {
  const rows = []
  for (const f of FAMILIES) {
    f.instances.forEach((make, i) => {
      const r = new Rng(seedOf(`behaviours/${f.family}#${i}`))
      const n = new Noise(r)
      const m = r.pick(MODELS)
      const inst = make(r, n, m)
      rows.push({
        trace_id: `${f.family}-${String(i).padStart(2, '0')}`,
        family: f.family,
        isolates: f.isolates,
        loop: f.loop,
        stagnation: inst.stagnation ?? f.stagnation,
        goal: inst.goal,
        root: inst.root,
      })
    })
  }
  return rows.map((x) => JSON.stringify(x)).join('\n') + '\n'
}

const here = dirname(fileURLToPath(import.meta.url))
const outPath = join(here, 'behaviours.jsonl')
const text = build()
if (process.argv.includes('--check')) {
  const cur = existsSync(outPath) ? readFileSync(outPath, 'utf8') : ''
  if (cur !== text) {
    console.error('behaviours.jsonl is out of date: run node bench/behaviours/generate.mjs')
    process.exit(1)
  }
  console.log('behaviours.jsonl is up to date')
} else {
  writeFileSync(outPath, text)
  console.log(`wrote ${text.trimEnd().split('\n').length} rows to ${outPath}`)
}
