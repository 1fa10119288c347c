// Batch work: one tool over many distinct targets. Healthy however alike the
// sentences or the acknowledgements are, because every call does new work.
import { agent, Clock, llm, MODEL_NAMES, Rng, tool, asJsonString, type Family, type RowSpan } from '../lib.js'

interface BatchScenario {
  goal: string
  agentName: string
  items: (r: Rng) => string[]
  sentence: string
  call: (r: Rng, item: string) => { name: string; args: Record<string, unknown>; result: unknown }
  summary: string
}

const FILES = ['src/cart/totals.ts', 'src/cart/coupon.ts', 'src/auth/session.ts', 'src/auth/oauth.ts', 'src/search/index.ts', 'src/search/rank.ts', 'src/ui/Button.tsx', 'src/ui/Modal.tsx', 'src/api/client.ts', 'src/api/retry.ts', 'src/util/money.ts']
const CUSTOMERS = ['Brightline Dental', 'Okafor & Sons', 'Kestrel Logistics', 'Maple Street Bakery', 'Nordlys AS', 'Quinta do Vale', 'Ridgeway Vets', 'Sato Design', 'Tallis Music School', 'Umbra Lighting']
const IMAGES = ['hero-summer.jpg', 'sofa-grey.png', 'lamp-brass.jpg', 'rug-wool.jpg', 'chair-oak.png', 'table-walnut.jpg', 'vase-blue.jpg', 'mirror-round.png', 'bed-linen.jpg']
const PACKAGES = ['packages/core', 'packages/cli', 'packages/web', 'packages/server', 'packages/shared', 'packages/ui-kit', 'packages/docs']
const DOCS = ['docs/getting-started.md', 'docs/install.md', 'docs/configuration.md', 'docs/faq.md', 'docs/billing.md', 'docs/api/auth.md', 'docs/api/webhooks.md', 'docs/troubleshooting.md']

const BATCHES: BatchScenario[] = [
  {
    goal: 'Translate the user docs into French, one file at a time',
    agentName: 'docs_translator',
    items: (r) => r.sample(DOCS, r.int(5, 8)),
    sentence: 'Translating {item} into French now, keeping code blocks, links and front-matter untouched, then I will write the result next to the original and continue with the following file in the list.',
    call: (r, item) => ({ name: 'translate_file', args: { path: item, target_lang: 'fr', out: item.replace('docs/', 'docs/fr/') }, result: { words: r.int(300, 2400), out: item.replace('docs/', 'docs/fr/') } }),
    summary: 'Every doc now has a French version under docs/fr/.',
  },
  {
    goal: 'Send the overdue-invoice reminder to each customer on the list',
    agentName: 'billing_assistant',
    items: (r) => r.sample(CUSTOMERS, r.int(5, 9)),
    sentence: 'Sending the overdue invoice reminder to {item} now, using the standard template with their outstanding balance and due date filled in from the ledger before moving on to the next customer on the list.',
    call: (r, item) => ({ name: 'send_invoice_reminder', args: { customer: item, template: 'overdue-v2' }, result: { invoice: `INV-${r.int(10000, 99999)}`, balance_eur: r.int(90, 9000), queued: true } }),
    summary: 'Reminders sent to every customer with an overdue invoice.',
  },
  {
    goal: 'Make 800px web thumbnails for the new product photos',
    agentName: 'media_agent',
    items: (r) => r.sample(IMAGES, r.int(5, 8)),
    sentence: 'Resizing {item} to an 800px wide thumbnail now, preserving the aspect ratio and stripping EXIF metadata, then saving it to the thumbnails folder and going on to the next photo in the batch.',
    call: (r, item) => ({ name: 'resize_image', args: { src: `photos/${item}`, width: 800, strip_exif: true }, result: `thumbnails/${item.replace(/\.\w+$/, '')}-800.webp (${r.int(40, 190)} KB)` }),
    summary: 'All thumbnails written to thumbnails/.',
  },
  {
    goal: 'Add the Apache-2.0 license header to every source file that is missing it',
    agentName: 'repo_maintainer',
    items: (r) => r.sample(FILES, r.int(6, 9)),
    sentence: 'Adding the Apache-2.0 license header at the top of {item} now, above the imports and below any shebang line, then checking the file still parses before I go on to the next file missing the header.',
    call: (r, item) => ({ name: 'edit_file', args: { path: item, insert_at: 1, text: '// SPDX-License-Identifier: Apache-2.0\n' }, result: `Inserted 1 line into ${item} (now ${r.int(20, 400)} lines)` }),
    summary: 'License headers added to all files that lacked them.',
  },
  {
    goal: 'Run the linter with --fix in every workspace package and report what is left',
    agentName: 'ci_helper',
    items: (r) => r.sample(PACKAGES, r.int(5, 7)),
    sentence: 'Running eslint with --fix inside {item} now, so that autofixable problems are corrected in place and only the remaining manual issues are reported, then moving on to the next package of the workspace.',
    call: (r, item) => {
      const left = r.int(0, 6)
      return { name: 'exec', args: { command: 'npx eslint . --fix', cwd: item }, result: { exit_code: left ? 1 : 0, stdout: left ? `✖ ${left} problems (${left} errors, 0 warnings)` : '', pid: r.int(2000, 60000), duration_ms: r.int(900, 9000) } }
    },
    summary: 'Lint fixes applied; a handful of manual issues remain, listed per package.',
  },
  {
    goal: 'Close every issue that has had no activity for 180 days, with a polite comment',
    agentName: 'triage_bot',
    items: (r) => Array.from({ length: r.int(6, 9) }, () => `#${r.int(200, 3900)}`),
    sentence: 'Closing issue {item} as stale now, leaving the standard comment that explains the 180-day policy and how to reopen it if the problem still happens, and then continuing with the next stale issue.',
    call: (r, item) => ({ name: 'close_issue', args: { repo: 'acme/web-shop', number: Number(item.slice(1)), comment: 'Closing after 180 days without activity. Reopen if this still happens.' }, result: { number: Number(item.slice(1)), state: 'closed', closed_at: `2025-06-${r.int(10, 28)}T1${r.int(0, 9)}:0${r.int(0, 9)}:00Z` } }),
    summary: 'Stale issues closed with the policy comment.',
  },
]

const batchTemplated: Family = {
  family: 'batch_templated',
  isolates: 'one tool over five to nine distinct items, each step described in the same long sentence template with only the item changing',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = BATCHES[i] as BatchScenario
    const model = r.pick(MODEL_NAMES)
    const items = s.items(r)
    const children: RowSpan[] = [llm(`There are ${items.length} items to process; I will go through them one by one.`, model)]
    for (const item of items) {
      children.push(llm(s.sentence.replace('{item}', item), model))
      const c = s.call(r, item)
      children.push(tool(c.name, i === 3 ? asJsonString(r, c.args) : c.args, c.result))
    }
    children.push(llm(s.summary, model))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

interface AckScenario {
  goal: string
  agentName: string
  items: (r: Rng) => string[]
  call: (item: string) => { name: string; args: Record<string, unknown> }
  ack: unknown
  plan: string
  summary: string
}

const ACKS: AckScenario[] = [
  {
    goal: 'Attach the three signed contract PDFs and the two annexes to the Kestrel deal',
    agentName: 'sales_ops',
    items: () => ['contract-signed-p1.pdf', 'contract-signed-p2.pdf', 'contract-signed-p3.pdf', 'annex-a-pricing.pdf', 'annex-b-sla.pdf'],
    call: (item) => ({ name: 'attach_file', args: { deal_id: 'D-20931', file: `uploads/${item}` } }),
    ack: true,
    plan: 'Attaching each of the five files to deal D-20931.',
    summary: 'All five documents are attached to the deal.',
  },
  {
    goal: 'Label all the checkout-related issues from this week as needs-triage',
    agentName: 'triage_bot',
    items: (r) => Array.from({ length: r.int(5, 8) }, () => String(r.int(4100, 4400))),
    call: (item) => ({ name: 'add_labels', args: { repo: 'acme/web-shop', issue: Number(item), labels: ['needs-triage'] } }),
    ack: { ok: true },
    plan: 'Applying the needs-triage label to each checkout issue I found.',
    summary: 'Labels applied.',
  },
  {
    goal: 'Queue the welcome email for every user who signed up yesterday',
    agentName: 'growth_agent',
    items: (r) => r.sample(['u_1042', 'u_1043', 'u_1047', 'u_1050', 'u_1051', 'u_1058', 'u_1063', 'u_1064', 'u_1071'], r.int(6, 9)),
    call: (item) => ({ name: 'enqueue_email', args: { user_id: item, template: 'welcome' } }),
    ack: { status: 'queued' },
    plan: 'Enqueuing the welcome template for each new user.',
    summary: 'Welcome emails queued for all of yesterday\'s sign-ups.',
  },
  {
    goal: 'Tag every production EC2 instance with cost-center=platform',
    agentName: 'cloud_agent',
    items: (r) => Array.from({ length: r.int(5, 8) }, () => `i-0${r.hex(16)}`),
    call: (item) => ({ name: 'create_tags', args: { resource: item, tags: { 'cost-center': 'platform' } } }),
    ack: 'OK',
    plan: 'Tagging each production instance.',
    summary: 'All production instances carry cost-center=platform now.',
  },
  {
    goal: 'Archive all the newsletter threads in the support inbox',
    agentName: 'inbox_agent',
    items: (r) => Array.from({ length: r.int(6, 9) }, () => `thr_${r.hex(10)}`),
    call: (item) => ({ name: 'archive_thread', args: { thread_id: item } }),
    ack: 'archived',
    plan: 'Archiving the newsletter threads one by one.',
    summary: 'Inbox cleaned: newsletters archived.',
  },
  {
    goal: 'Give the new contractors read access to the analytics warehouse',
    agentName: 'access_agent',
    items: () => ['m.ibrahim@contractor.io', 'l.chen@contractor.io', 's.novak@contractor.io', 'p.okoro@contractor.io', 'd.silva@contractor.io', 'a.kim@contractor.io'],
    call: (item) => ({ name: 'grant_role', args: { principal: item, role: 'analytics_reader' } }),
    ack: { result: 'success' },
    plan: 'Granting analytics_reader to each contractor.',
    summary: 'All six contractors can read the warehouse.',
  },
]

const batchIdenticalAck: Family = {
  family: 'batch_identical_ack',
  isolates: 'one tool over distinct targets where every call returns the same acknowledgement (true, ok, queued): same result, different work',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = ACKS[i] as AckScenario
    const model = r.pick(MODEL_NAMES)
    const items = s.items(r)
    const children: RowSpan[] = [llm(s.plan, model)]
    items.forEach((item, k) => {
      const c = s.call(item)
      if (i % 2 === 1 && k > 0 && k % 2 === 0) children.push(llm(`${k} done, ${items.length - k} to go.`, model))
      children.push(tool(c.name, c.args, s.ack))
    })
    children.push(llm(s.summary, model))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

interface NotifyScenario {
  goal: string
  agentName: string
  sends: (r: Rng) => Array<{ args: Record<string, unknown> }>
  tool: string
  result: (r: Rng, clock: Clock) => unknown
}

const NOTIFY: NotifyScenario[] = [
  {
    goal: 'Announce the maintenance window in every regional ops channel',
    agentName: 'comms_agent',
    tool: 'slack_post_message',
    sends: (r) => r.sample(['#ops-emea', '#ops-apac', '#ops-us-east', '#ops-us-west', '#ops-latam', '#ops-india'], r.int(4, 6)).map((ch) => ({ args: { channel: ch, text: 'Heads-up: database maintenance Saturday 02:00-04:00 UTC. Expect read-only mode.' } })),
    result: (r, c) => ({ ok: true, ts: `${c.epoch()}.${r.int(100000, 999999)}`, message: { client_msg_id: r.uuid() } }),
  },
  {
    goal: 'Post a progress update in the incident thread after each remediation step',
    agentName: 'incident_bot',
    tool: 'post_thread_reply',
    sends: (r) => ['Step 1/4: traffic drained from eu-west-1b.', 'Step 2/4: faulty node pool cordoned.', 'Step 3/4: new node pool healthy, 12/12 pods ready.', 'Step 4/4: traffic restored; error rate back to baseline.'].slice(0, r.int(3, 4)).map((t) => ({ args: { thread: 'INC-2291', text: t } })),
    result: (r, c) => ({ id: `msg_${r.hex(12)}`, created_at: c.iso() }),
  },
  {
    goal: 'Text each on-call engineer their shift for next week',
    agentName: 'scheduler',
    tool: 'send_sms',
    sends: () => [
      { args: { to: '+44 7700 900123', body: 'On-call Mon-Tue next week (primary).' } },
      { args: { to: '+44 7700 900456', body: 'On-call Wed-Thu next week (primary).' } },
      { args: { to: '+44 7700 900789', body: 'On-call Fri-Sun next week (primary).' } },
      { args: { to: '+44 7700 900321', body: 'Secondary on-call all of next week.' } },
    ],
    result: (r) => ({ sid: `SM${r.hex(32)}`, status: 'queued' }),
  },
  {
    goal: 'Email each workshop attendee their personalised certificate',
    agentName: 'events_agent',
    tool: 'send_email',
    sends: (r) => r.sample(['amira@uni.edu', 'jonas@uni.edu', 'keiko@uni.edu', 'luis@uni.edu', 'mina@uni.edu', 'ola@uni.edu', 'priya@uni.edu'], r.int(5, 7)).map((to) => ({ args: { to, subject: 'Your workshop certificate', attachment: `certs/${to.split('@')[0]}.pdf` } })),
    result: (r, c) => ({ messageId: `<${r.hex(16)}@mail.example.com>`, accepted: 1, sentAt: c.iso() }),
  },
  {
    goal: 'Notify the owners of the five failing services, one message per owner',
    agentName: 'alert_router',
    tool: 'message_send',
    sends: () => ['payments', 'search', 'catalog', 'notifications', 'gateway'].map((svc) => ({ args: { to: `team-${svc}`, text: `Your service ${svc} failed its health check at 09:14 UTC; runbook: go/rb-${svc}` } })),
    result: (r, c) => ({ delivered: true, messageId: r.uuid(), timestamp: c.iso() }),
  },
  {
    goal: 'Remind each reviewer of their pending pull requests',
    agentName: 'review_nudger',
    tool: 'create_comment',
    sends: (r) => r.sample([311, 318, 322, 327, 330, 334, 341], r.int(4, 6)).map((pr) => ({ args: { pr, body: 'Friendly reminder: this PR is waiting on your review.' } })),
    result: (r, c) => ({ id: r.int(1e8, 9e8), html_url: `https://github.com/acme/web-shop/pull/x#issuecomment-${r.int(1e9, 2e9)}`, created_at: c.iso() }),
  },
]

const sendDistinct: Family = {
  family: 'send_distinct_notifications',
  isolates: 'sends to distinct recipients or distinct messages in one thread, each result carrying a fresh message id and timestamp',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = NOTIFY[i] as NotifyScenario
    const clock = new Clock(r)
    const model = r.pick(MODEL_NAMES)
    const sends = s.sends(r)
    const children: RowSpan[] = [llm(i === 1 ? 'I will post one update in the thread after each remediation step.' : `Sending ${sends.length} messages, one per recipient.`, model)]
    sends.forEach((snd, k) => {
      clock.tick(r.int(1, 400))
      if (i === 1) {
        const cmds = ['drain zone eu-west-1b --grace 60s', 'cordon nodepool np-a7', 'rollout status nodepool np-b2', 'set traffic eu-west-1b 100%']
        children.push(tool('kubectl', { command: cmds[k] ?? 'get nodes' }, `ok (${r.int(2, 40)}s)`))
        children.push(llm(`Remediation step ${k + 1} finished; posting the update.`, model))
      }
      children.push(tool(s.tool, snd.args, s.result(r, clock)))
    })
    children.push(llm('All messages delivered.', model))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

export const batchFamilies: Family[] = [batchTemplated, batchIdenticalAck, sendDistinct]
