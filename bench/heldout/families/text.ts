// Text-heavy shapes: chat-only monologues and apologies that restate a plan
// without acting (loops), a single output chanting one unit (loop), and the
// look-alikes: chat-only work in distinct parts, long structured output with
// shared prefixes, and a long agent whose every message carries a fixed
// preamble and sign-off (healthy).
import { agent, llm, MODEL_NAMES, Rng, tool, type Family, type RowSpan } from '../lib.js'

const MONOLOGUES: Array<{ goal: string; agentName: string; answer: string; paraphrases: string[] }> = [
  {
    goal: 'Should I use Postgres or MongoDB for my invoicing app?',
    agentName: 'assistant',
    answer: 'For an invoicing app, Postgres is the better fit: invoices are relational (customers, line items, payments), you need transactions to keep totals consistent, and SQL reporting will matter later. MongoDB would work, but you would end up re-implementing joins and constraints in application code.',
    paraphrases: [
      'I would pick Postgres here. Invoicing data is inherently relational, consistency of totals needs real transactions, and reporting is far easier in SQL; with MongoDB you would rebuild joins and constraints yourself.',
      'My recommendation is Postgres. Customers, line items and payments relate to each other, transactional guarantees keep the numbers right, and later reporting is natural in SQL, whereas a document store pushes that work into your code.',
      'Go with Postgres: the relationships between invoices, customers and payments, the need for transactions, and SQL-based reporting all favour it over MongoDB, where joins and constraints would be hand-written.',
    ],
  },
  {
    goal: 'Give me a few name ideas for my sourdough bakery',
    agentName: 'assistant',
    answer: 'Here are some ideas: Crumb & Co, The Rising Loaf, Wild Yeast Bakehouse, Golden Crust, and Slow Dough. If you tell me the neighbourhood or the vibe you want, I can tailor them further.',
    paraphrases: [
      'Some name ideas: Crumb & Co, The Rising Loaf, Wild Yeast Bakehouse, Golden Crust, Slow Dough. Share the neighbourhood or the feel you are after and I can refine them.',
      'How about Crumb & Co, The Rising Loaf, Wild Yeast Bakehouse, Golden Crust or Slow Dough? Tell me more about the location or style and I will adjust the list.',
      'Possible names: Crumb & Co, The Rising Loaf, Wild Yeast Bakehouse, Golden Crust and Slow Dough. I can tailor these if you describe the area or mood.',
    ],
  },
  {
    goal: 'Explain what a race condition is, briefly',
    agentName: 'tutor',
    answer: 'A race condition happens when two threads or processes access shared data at the same time and the result depends on the order in which they run. For example, two requests both read a balance of 100, both add 10, and both write 110, so one update is lost.',
    paraphrases: [
      'When concurrent operations touch the same data and the outcome depends on their timing, that is a race condition. Picture two requests each reading 100, adding 10 and writing 110: one of the increments vanishes.',
      'It is a bug where the result depends on which of several concurrent actors gets there first. Classic case: both read the balance 100, both write back 110, and an update is lost.',
      'Race conditions arise when shared state is read and written concurrently without coordination, so timing decides the result; two writers both turning 100 into 110 lose one update.',
    ],
  },
  {
    goal: 'Draft a polite reply declining Thursday\'s vendor meeting',
    agentName: 'email_assistant',
    answer: 'Hi Sam, thank you for the invitation to Thursday\'s meeting. Unfortunately I will not be able to attend, as we have decided to pause vendor evaluations this quarter. I would be glad to reconnect in the autumn. Best regards, Priya',
    paraphrases: [
      'Hi Sam, thanks for inviting me to Thursday\'s meeting. I am afraid I cannot join, since we have paused vendor evaluations for this quarter. Happy to reconnect in the autumn. Best, Priya',
      'Dear Sam, I appreciate the invitation for Thursday. We have put vendor evaluations on hold this quarter, so I will have to decline. Let us reconnect in the autumn. Kind regards, Priya',
      'Hi Sam, many thanks for the Thursday invite. As vendor evaluations are paused this quarter I will not be attending, but I would welcome catching up in the autumn. Best regards, Priya',
    ],
  },
  {
    goal: 'What is the time complexity of quicksort?',
    agentName: 'tutor',
    answer: 'Quicksort runs in O(n log n) time on average, because each partition step is linear and the recursion depth is logarithmic when pivots split the array evenly. In the worst case, with consistently bad pivots such as an already sorted array and a first-element pivot, it degrades to O(n^2).',
    paraphrases: [
      'On average quicksort is O(n log n): partitioning costs linear time and balanced pivots give logarithmic depth. With consistently poor pivots, for example a sorted input and first-element pivots, it becomes O(n^2).',
      'Average case O(n log n), since every level of partitioning is O(n) and there are about log n levels; worst case O(n^2) when pivots are chosen badly, as with sorted data and a naive pivot.',
      'Expect O(n log n) typically, linear work per level over logarithmically many levels, but O(n^2) in the worst case if the pivot choice keeps producing lopsided splits.',
    ],
  },
  {
    goal: 'How do I say "we are out of stock" in Spanish for a shop sign?',
    agentName: 'assistant',
    answer: 'For a shop sign, "Agotado" is the most common and concise option. As a full sentence you could write "No nos quedan existencias" or "Estamos sin existencias".',
    paraphrases: [
      'The usual sign wording is simply "Agotado". If you prefer a full sentence, "Estamos sin existencias" or "No nos quedan existencias" both work.',
      'Most shops just write "Agotado". For a complete sentence: "No nos quedan existencias" or "Estamos sin existencias".',
      'Use "Agotado" for a short sign; the longer versions are "Estamos sin existencias" and "No nos quedan existencias".',
    ],
  },
]

const PREFIXES = ['', 'To reiterate: ', 'As I mentioned, ', 'Again, ', 'Just to confirm, ', 'Once more: ']

const chatMonologue: Family = {
  family: 'chat_monologue',
  isolates: 'model-only turns with no tools, the model giving the same answer four to seven times (verbatim, with a lead-in, or paraphrased)',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = MONOLOGUES[i] as (typeof MONOLOGUES)[number]
    const m = r.pick(MODEL_NAMES)
    const n = r.int(4, 7)
    const style = i % 3
    const children: RowSpan[] = []
    for (let k = 0; k < n; k++) {
      const lead = PREFIXES[k % PREFIXES.length] as string
      const text = style === 0 ? s.answer : style === 1 ? (lead ? lead + s.answer.charAt(0).toLowerCase() + s.answer.slice(1) : s.answer) : k === 0 ? s.answer : (s.paraphrases[(k - 1) % s.paraphrases.length] as string)
      children.push(llm(text, m))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

const DISTINCT_CHATS: Array<{ goal: string; agentName: string; parts: string[] }> = [
  {
    goal: 'Write a five-part beginner tutorial on Git branching',
    agentName: 'tutor',
    parts: [
      'A branch is a movable pointer to a commit. Create one with git switch -c feature/login; your new commits advance that pointer while main stays where it was.',
      'Switch between branches with git switch main and git switch feature/login. Uncommitted changes travel with you unless they conflict, in which case Git refuses and asks you to commit or stash.',
      'Merging brings work back: on main, run git merge feature/login. If both sides changed the same lines, Git stops and marks the conflict in the file for you to resolve and commit.',
      'Rebasing replays your commits on top of another branch (git rebase main), giving a linear history. Never rebase commits others have already pulled.',
      'Clean up with git branch -d feature/login after merging, and git push origin --delete feature/login for the remote copy.',
    ],
  },
  {
    goal: 'Plan a four-day introductory Python lesson sequence for 14-year-olds',
    agentName: 'lesson_planner',
    parts: [
      'Day 1: variables and print. Students make a "fact card" program that stores their name, age and favourite food in variables and prints a sentence with f-strings.',
      'Day 2: input and conditionals. A quiz game that asks three questions with input() and uses if/elif/else to award points.',
      'Day 3: loops. A times-table trainer with a for loop, then a guessing game with a while loop that ends on the right answer.',
      'Day 4: lists and a mini project. Students build a to-do list app with append, remove and a loop to display items, then present it to a partner.',
    ],
  },
  {
    goal: 'Write a short mystery story in four chapters about a missing lighthouse keeper',
    agentName: 'storyteller',
    parts: [
      'The supply boat found the lamp still burning and the keeper\'s logbook open on the desk, its last entry dated three days earlier: "Fog again. Someone on the rocks."',
      'Constable Ruth Pell searched the tower. The keeper\'s boots were by the door, but his oilskin was missing, and the padlock on the oil store had been cut from the outside.',
      'In the village, the harbourmaster admitted he had sold a dinghy to a stranger with a northern accent, paid in old coins bearing the lighthouse\'s own crest.',
      'Ruth found the keeper alive in the sea cave beneath the tower, guarding a smuggler\'s cache he had discovered, too stubborn to leave it unwatched.',
    ],
  },
  {
    goal: 'Explain what each function in this small rate limiter module does',
    agentName: 'code_explainer',
    parts: [
      'createBucket(capacity, refillPerSec) builds a token bucket object holding the capacity, the current token count (initially full) and the timestamp of the last refill.',
      'refill(bucket, now) adds tokens proportional to the elapsed time since the last refill, capped at capacity, and updates the timestamp.',
      'tryTake(bucket, now) calls refill, then removes one token and returns true if any were available, or returns false without changing the count.',
      'middleware(limiter) wraps an HTTP handler: it looks up the bucket for the client IP and replies 429 with a Retry-After header when tryTake returns false.',
      'resetAll() clears the per-IP map; it exists only for tests.',
    ],
  },
  {
    goal: 'Give me a vegetarian dinner plan for Monday to Friday',
    agentName: 'meal_planner',
    parts: [
      'Monday: red lentil dal with spinach, basmati rice and a quick cucumber raita.',
      'Tuesday: sheet-pan gnocchi with cherry tomatoes, courgette and mozzarella.',
      'Wednesday: black bean tacos with pickled onions, avocado and lime slaw.',
      'Thursday: mushroom and leek risotto finished with parmesan and lemon zest.',
      'Friday: homemade margherita pizza with a rocket and pear salad.',
    ],
  },
  {
    goal: 'Help me prepare for a backend engineering interview, one topic at a time',
    agentName: 'interview_coach',
    parts: [
      'Databases: be ready to explain indexes (B-trees, when they do not help), isolation levels and a concrete deadlock you have debugged.',
      'APIs: pagination strategies (offset vs cursor), idempotency keys for retries, and versioning.',
      'Distributed systems: at-least-once delivery and how to make consumers idempotent, plus the trade-offs of a cache in front of a database.',
      'Behavioural: prepare a story about an incident you led, with the timeline, your decision points and what changed afterwards.',
    ],
  },
]

const PART_PREFIX = ['Part {k} of {n}: ', 'Section {k}/{n}. ', '({k}/{n}) ', '']

const chatDistinct: Family = {
  family: 'chat_distinct_turns',
  isolates: 'model-only turns with no tools, each turn a different section of the work under a shared "Part k of n" lead-in',
  loop: false,
  stagnation: false,
  make(r, i) {
    const s = DISTINCT_CHATS[i] as (typeof DISTINCT_CHATS)[number]
    const m = r.pick(MODEL_NAMES)
    const pre = PART_PREFIX[i % PART_PREFIX.length] as string
    const children = s.parts.map((p, k) => llm(pre.replace('{k}', String(k + 1)).replace('{n}', String(s.parts.length)) + p, m))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

const APOLOGIES: Array<{ goal: string; agentName: string; plan: string; planAlt: string; first?: RowSpan }> = [
  {
    goal: 'Fix the bug where sessions expire an hour early',
    agentName: 'coder',
    plan: 'To fix the early session expiry I will: 1) open auth/session.ts, 2) find where the expiry timestamp is compared, 3) correct the timezone handling, and 4) run the auth tests. Let me start by opening auth/session.ts.',
    planAlt: 'Here is the plan: first open auth/session.ts, then locate the expiry comparison, fix the timezone handling, and finally run the auth tests. I will begin with auth/session.ts.',
  },
  {
    goal: 'Add a dark mode toggle to the settings page',
    agentName: 'frontend_agent',
    plan: 'My plan: 1) add a theme field to the settings store, 2) create a Toggle in SettingsPage.tsx, 3) apply a data-theme attribute on the root element, 4) add the dark palette to the CSS variables. I will start with the settings store.',
    planAlt: 'The steps are: add a theme field to the store, put a Toggle on SettingsPage.tsx, set data-theme on the root, and define the dark CSS variables. Starting with the store now.',
    first: { type: 'tool', name: 'read_file', input: { path: 'src/store/settings.ts' }, output: "Error: ENOENT: no such file or directory, open 'src/store/settings.ts'", children: [] },
  },
  {
    goal: 'Rename the column user_name to username across the codebase and the database',
    agentName: 'backend_agent',
    plan: 'I will: 1) write a migration renaming user_name to username, 2) update the ORM model, 3) search and replace the remaining references, 4) run the test suite. First, the migration.',
    planAlt: 'Plan: a migration for the rename, then the ORM model, then the remaining references, then the tests. I will write the migration first.',
  },
  {
    goal: 'Summarise last week\'s support tickets by category',
    agentName: 'support_analyst',
    plan: 'Here is what I will do: 1) query the tickets created last week, 2) group them by category, 3) count each group and pick examples, 4) write the summary. Starting with the query.',
    planAlt: 'Steps: fetch last week\'s tickets, group by category, count and pick examples, then summarise. I will run the query first.',
    first: { type: 'tool', name: 'sql', input: { query: "SELECT category, count(*) FROM tickets WHERE created_at > now() - interval '7 days' GROUP BY 1" }, output: 'ERROR: permission denied for table tickets', children: [] },
  },
  {
    goal: 'Set up a GitHub Actions workflow that runs the tests on every pull request',
    agentName: 'ci_agent',
    plan: 'I will create .github/workflows/test.yml with: 1) a pull_request trigger, 2) a job on ubuntu-latest, 3) checkout and setup-node steps, 4) npm ci and npm test. Let me write the file now.',
    planAlt: 'The workflow will have a pull_request trigger, an ubuntu-latest job, checkout plus setup-node, and npm ci then npm test. Writing the file now.',
  },
  {
    goal: 'Find out why the nightly backup job did not run',
    agentName: 'ops_agent',
    plan: 'My approach: 1) check the cron schedule on the backup host, 2) read the job log for last night, 3) verify the storage credentials, 4) rerun the job manually if everything looks fine. First the cron schedule.',
    planAlt: 'I will check the cron entry, then last night\'s log, then the storage credentials, and rerun manually if needed. Starting with cron.',
  },
]

const SORRY = [
  'I apologize for the confusion. ',
  'Sorry about that, let me be clearer. ',
  'You are right, I should have been more careful. ',
  'My apologies for the delay. ',
  'I am sorry, I got ahead of myself. ',
  'Apologies, let me restate the approach. ',
]

const apologise: Family = {
  family: 'apologise_restate_plan',
  isolates: 'the model apologising and restating the same plan four to six times without calling a tool (sometimes after one failed call)',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = APOLOGIES[i] as (typeof APOLOGIES)[number]
    const m = r.pick(MODEL_NAMES)
    const n = r.int(4, 6)
    const sorry = r.shuffle(SORRY)
    const children: RowSpan[] = []
    if (s.first) children.push(llm('Let me look at the relevant code first.', m), s.first)
    children.push(llm(s.plan, m))
    for (let k = 1; k < n; k++) children.push(llm((sorry[k % sorry.length] as string) + (k % 2 === 0 ? s.plan : s.planAlt), m))
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

const chanting: Family = {
  family: 'chanting_output',
  isolates: 'a single model output that repeats one unit many times (a short sentence, a long paragraph, a numbered template) after a few normal steps',
  loop: true,
  stagnation: true,
  make(r, i) {
    const m = r.pick(MODEL_NAMES)
    let goal = ''
    let name = 'assistant'
    const pre: RowSpan[] = []
    let chant = ''
    if (i === 0) {
      goal = 'What is the cheapest flight from Madrid to Rome next Friday?'
      name = 'travel_agent'
      pre.push(llm('Searching flights for next Friday.', m), tool('search_flights', { from: 'MAD', to: 'FCO', date: '2025-06-13' }, [{ flight: 'FR6274', price: 54 }, { flight: 'IB3236', price: 89 }]))
      chant = Array.from({ length: r.int(15, 25) }, () => 'I will now call the search tool to find the answer.').join(' ')
    } else if (i === 1) {
      goal = 'Why is the checkout API returning 504s?'
      name = 'sre_agent'
      pre.push(llm('Reading the gateway logs.', m), tool('read_logs', { service: 'gateway', level: 'error', since: '1h' }, 'upstream timed out (110: Connection timed out) while reading response header from upstream checkout:8080'))
      const unit = 'Based on the logs, the failure is caused by the database connection pool being exhausted under load, which makes every request wait for a free connection until the gateway timeout fires and returns a 504 to the client, so the fix is to raise the pool size or reduce the time each request holds a connection.'
      chant = Array.from({ length: r.int(5, 7) }, () => unit).join('\n\n')
    } else if (i === 2) {
      goal = 'Write the deployment checklist for the release'
      name = 'release_agent'
      pre.push(llm('Drafting the checklist.', m))
      chant = 'Deployment checklist:\n' + Array.from({ length: r.int(20, 30) }, (_, k) => `Step ${k + 1}: verify the configuration and restart the service.`).join('\n')
    } else if (i === 3) {
      goal = 'Compute 6 times 7 and explain'
      name = 'math_helper'
      chant = 'The answer is 42. ' + Array.from({ length: r.int(20, 30) }, () => 'The answer is 42.').join(' ')
    } else if (i === 4) {
      goal = 'Update the README with the new install command'
      name = 'docs_agent'
      pre.push(llm('Opening the README.', m), tool('read_file', { path: 'README.md' }, '# Acme CLI\n\nInstall with `npm i -g acme-cli@2`.\n'))
      chant = 'I need to edit the README. ' + Array.from({ length: r.int(14, 20) }, () => 'Let me check the file again.').join(' ')
    } else {
      goal = 'Recommend a laptop for video editing under 2000 euros'
      name = 'shopping_assistant'
      pre.push(tool('product_search', { category: 'laptops', max_price_eur: 2000, tags: ['video editing'] }, [{ model: 'MacBook Pro 14 M3 Pro', price: 1999 }, { model: 'ASUS ProArt P16', price: 1899 }]))
      const a = 'The MacBook Pro 14 is a great choice for video editing because of its efficient chip and display.'
      const b = 'However, the ASUS ProArt P16 is also a great choice for video editing because of its GPU and screen.'
      chant = 'Here is my recommendation. ' + Array.from({ length: r.int(8, 12) }, () => `${a} ${b}`).join(' ')
    }
    return { goal, root: agent(name, goal, [...pre, llm(chant, m)]) }
  },
}

const structuredList: Family = {
  family: 'structured_list_output',
  isolates: 'a long final answer made of many rows with a shared shape (markdown table, per-file bullet list, changelog, schedule), every row different',
  loop: false,
  stagnation: false,
  make(r, i) {
    const m = r.pick(MODEL_NAMES)
    let goal = ''
    let name = 'assistant'
    const pre: RowSpan[] = []
    let out = ''
    if (i === 0) {
      goal = 'List every service with its current version and owner'
      name = 'platform_assistant'
      const svcs = ['auth', 'billing', 'catalog', 'checkout', 'gateway', 'inventory', 'notifications', 'orders', 'payments', 'pricing', 'profile', 'recommendations', 'reviews', 'search', 'shipping', 'tax', 'uploads', 'users']
      pre.push(tool('service_registry', { list: true }, { count: svcs.length }))
      out = '| Service | Version | Owner |\n|---|---|---|\n' + svcs.map((s) => `| ${s} | ${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)} | team-${r.pick(['core', 'growth', 'money', 'platform', 'search'])} |`).join('\n')
    } else if (i === 1) {
      goal = 'Rename the logger import in all files and tell me what changed'
      name = 'refactor_agent'
      const files = Array.from({ length: r.int(16, 24) }, (_, k) => `src/${r.pick(['api', 'jobs', 'lib', 'ui', 'workers'])}/${r.pick(['orders', 'users', 'cart', 'mail', 'sync', 'auth', 'cache'])}_${k}.ts`)
      pre.push(tool('codemod', { find: "import log from './log'", replace: "import { logger } from '@acme/logger'" }, { files_changed: files.length }))
      out = 'Changed files:\n' + files.map((f) => `- Updated \`${f}\`: replaced the default log import with the named logger import (${r.int(1, 9)} call sites).`).join('\n')
    } else if (i === 2) {
      goal = 'Write the changelog for v2.8'
      name = 'release_agent'
      const items = ['Add SAML single sign-on', 'Add CSV export on reports', 'Speed up search by 40%', 'Fix rounding in cart totals', 'Fix crash when avatar is missing', 'Fix timezone in booking emails', 'Improve keyboard navigation in menus', 'Deprecate the v1 webhooks API', 'Upgrade to Node 20', 'Add audit log retention setting', 'Fix duplicate notifications on retry', 'Add Polish translation', 'Fix PDF invoice margins', 'Show progress during large uploads']
      pre.push(tool('gh', { args: ['pr', 'list', '--state', 'merged', '--base', 'release/2.8'] }, `${items.length} pull requests`))
      out = '## v2.8\n\n' + items.map((t) => `- ${t} (#${r.int(1000, 1999)})`).join('\n')
    } else if (i === 3) {
      goal = 'Make an on-call rota for the next four weeks'
      name = 'scheduler'
      const people = ['Ana', 'Ben', 'Chloé', 'Dev', 'Ewa', 'Femi']
      pre.push(tool('list_team', { team: 'sre' }, people))
      const days: string[] = []
      for (let d = 1; d <= 28; d++) days.push(`- 2025-07-${String(d).padStart(2, '0')}: primary ${people[d % 6]}, secondary ${people[(d + 3) % 6]}`)
      out = 'On-call rota:\n' + days.join('\n')
    } else if (i === 4) {
      goal = 'Compare the three pricing plans feature by feature'
      name = 'sales_assistant'
      const feats = ['Seats included', 'SSO', 'Audit log', 'API rate limit', 'Custom roles', 'Data residency', 'SLA', 'Support channel', 'Sandbox environments', 'Webhooks', 'SCIM provisioning', 'IP allow-listing', 'Usage analytics', 'Export formats', 'Retention']
      pre.push(tool('get_pricing_matrix', { product: 'acme' }, { plans: 3, features: feats.length }))
      out = '| Feature | Starter | Pro | Enterprise |\n|---|---|---|---|\n' + feats.map((f) => `| ${f} | ${r.pick(['—', 'Basic', '5', '1 day'])} | ${r.pick(['Yes', '25', 'Email', '30 days'])} | ${r.pick(['Yes', 'Unlimited', '24/7 phone', 'Custom'])} |`).join('\n')
    } else {
      goal = 'Give me the SQL to create indexes for the slow queries you found'
      name = 'dba_assistant'
      const cols = ['orders(customer_id)', 'orders(created_at)', 'order_items(order_id)', 'order_items(sku)', 'payments(order_id)', 'payments(status, created_at)', 'shipments(order_id)', 'shipments(carrier, status)', 'customers(email)', 'customers(created_at)', 'invoices(customer_id, due_at)', 'events(user_id, ts)', 'sessions(user_id)', 'carts(updated_at)', 'reviews(product_id)', 'products(category_id)']
      pre.push(tool('pg_stat_statements', { top: 20, order_by: 'total_time' }, { rows: 20 }))
      out = 'Here are the indexes, one per slow query:\n\n' + cols.map((c) => `CREATE INDEX CONCURRENTLY idx_${c.replace(/[(), ]+/g, '_').replace(/_$/, '')} ON ${c};`).join('\n')
    }
    return { goal, root: agent(name, goal, [llm('Collecting the data first.', m), ...pre, llm(out, m)]) }
  },
}

// ---------------------------------------------------------------------------
// boilerplate_long_healthy
// ---------------------------------------------------------------------------

interface LongStep {
  say: string
  tool: string
  args: Record<string, unknown>
  result: unknown
}

type LongBuild = (r: Rng) => { goal: string; agentName: string; steps: LongStep[] }

const LONGS: LongBuild[] = [
  (r) => ({
    goal: 'Onboard the new customer Umbra Lighting: account, workspace, SSO, data import and welcome call',
    agentName: 'onboarding_agent',
    steps: [
      { say: 'creating the customer account in the CRM.', tool: 'crm_create_account', args: { name: 'Umbra Lighting', plan: 'business' }, result: { id: 'acc_9f31' } },
      { say: 'provisioning the workspace in the EU region.', tool: 'provision_workspace', args: { account: 'acc_9f31', region: 'eu-central-1' }, result: { workspace: 'umbra', status: 'ready' } },
      { say: 'inviting the two admins named in the contract.', tool: 'invite_users', args: { workspace: 'umbra', emails: ['it@umbra.example', 'ops@umbra.example'], role: 'admin' }, result: { invited: 2 } },
      { say: 'uploading their SAML metadata for SSO.', tool: 'configure_sso', args: { workspace: 'umbra', metadata_url: 'https://login.umbra.example/saml/metadata' }, result: { sso: 'configured', test: 'pending' } },
      { say: 'testing the SSO login with the test user.', tool: 'test_sso', args: { workspace: 'umbra', user: 'sso-test@umbra.example' }, result: { ok: true } },
      { say: 'importing the product catalogue CSV they sent.', tool: 'import_csv', args: { workspace: 'umbra', file: 'uploads/umbra-catalogue.csv', entity: 'products' }, result: { imported: r.int(300, 900), rejected: r.int(0, 6) } },
      { say: 'fixing the rejected rows, which had commas in the price column.', tool: 'import_csv', args: { workspace: 'umbra', file: 'uploads/umbra-rejected-fixed.csv', entity: 'products' }, result: { imported: r.int(1, 6), rejected: 0 } },
      { say: 'setting up the nightly inventory sync from their ERP.', tool: 'create_integration', args: { workspace: 'umbra', type: 'erp-sync', schedule: '0 2 * * *' }, result: { integration: 'int_44a', status: 'active' } },
      { say: 'booking the welcome call with their ops lead.', tool: 'calendar_create_event', args: { title: 'Umbra onboarding call', attendees: ['ops@umbra.example'], start: '2025-06-18T14:00:00Z' }, result: { event: 'evt_1192' } },
      { say: 'sending the welcome pack email.', tool: 'send_email', args: { to: 'ops@umbra.example', template: 'welcome-pack' }, result: { messageId: `<${r.hex(12)}@mail>` } },
      { say: 'marking the onboarding task as complete in the CRM.', tool: 'crm_update_task', args: { account: 'acc_9f31', task: 'onboarding', status: 'done' }, result: { ok: true } },
    ],
  }),
  (r) => ({
    goal: 'Clean the March transactions export and produce a per-merchant summary',
    agentName: 'data_cleaner',
    steps: [
      { say: 'loading the raw export.', tool: 'python', args: { code: "df = pd.read_csv('exports/tx_2025_03.csv')\ndf.shape" }, result: `(${r.int(40000, 90000)}, 14)` },
      { say: 'dropping exact duplicate rows from the double export.', tool: 'python', args: { code: 'df = df.drop_duplicates()\ndf.shape' }, result: `(${r.int(38000, 39999)}, 14)` },
      { say: 'parsing the mixed date formats into UTC timestamps.', tool: 'python', args: { code: "df['ts'] = pd.to_datetime(df['date'], utc=True, format='mixed')" }, result: 'ok' },
      { say: 'normalising merchant names (case, trailing store numbers).', tool: 'python', args: { code: "df['merchant'] = df['merchant'].str.upper().str.replace(r'\\s#\\d+$', '', regex=True)" }, result: 'ok' },
      { say: 'converting amounts in other currencies to EUR with the month-end rates.', tool: 'python', args: { code: "df['eur'] = df.apply(to_eur, axis=1)" }, result: 'ok' },
      { say: 'flagging refunds, which appear as negative amounts.', tool: 'python', args: { code: "df['is_refund'] = df['eur'] < 0\ndf['is_refund'].sum()" }, result: String(r.int(200, 700)) },
      { say: 'checking for missing merchant categories.', tool: 'python', args: { code: "df['mcc'].isna().sum()" }, result: String(r.int(10, 90)) },
      { say: 'filling the missing categories from the merchant lookup table.', tool: 'python', args: { code: "df = df.merge(mcc_lookup, on='merchant', how='left')" }, result: 'ok' },
      { say: 'building the per-merchant summary.', tool: 'python', args: { code: "summary = df.groupby('merchant').agg(total=('eur','sum'), n=('eur','size'))" }, result: `${r.int(300, 900)} merchants` },
      { say: 'writing the summary and the cleaned file.', tool: 'python', args: { code: "summary.to_csv('out/merchants_2025_03.csv'); df.to_parquet('out/tx_2025_03_clean.parquet')" }, result: 'ok' },
    ],
  }),
  (r) => ({
    goal: 'Harden the new Ubuntu VPS before we deploy to it',
    agentName: 'ops_agent',
    steps: [
      { say: 'updating the package index and upgrading installed packages.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo apt-get update && sudo apt-get -y upgrade' }, result: `${r.int(20, 80)} upgraded, 0 newly installed` },
      { say: 'creating a deploy user with sudo rights.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo adduser --disabled-password deploy && sudo usermod -aG sudo deploy' }, result: 'ok' },
      { say: 'installing our public key for the deploy user.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo install -d -m 700 -o deploy /home/deploy/.ssh && echo "$KEY" | sudo tee /home/deploy/.ssh/authorized_keys' }, result: 'ok' },
      { say: 'disabling password and root login over SSH.', tool: 'ssh_exec', args: { host: 'vps-12', command: "sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/; s/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config && sudo systemctl reload ssh" }, result: 'ok' },
      { say: 'enabling the firewall with only SSH, HTTP and HTTPS open.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo ufw allow OpenSSH && sudo ufw allow 80,443/tcp && sudo ufw --force enable' }, result: 'Firewall is active and enabled on system startup' },
      { say: 'installing fail2ban for the SSH jail.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo apt-get -y install fail2ban' }, result: 'Setting up fail2ban (1.0.2-3) ...' },
      { say: 'turning on unattended security upgrades.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo dpkg-reconfigure -f noninteractive unattended-upgrades' }, result: 'ok' },
      { say: 'setting the timezone to UTC and enabling NTP.', tool: 'ssh_exec', args: { host: 'vps-12', command: 'sudo timedatectl set-timezone UTC && sudo timedatectl set-ntp true' }, result: 'ok' },
      { say: 'verifying that a fresh SSH session as deploy works before closing this one.', tool: 'ssh_exec', args: { host: 'vps-12', user: 'deploy', command: 'whoami' }, result: 'deploy' },
      { say: 'running a final port scan from outside to confirm the firewall.', tool: 'port_scan', args: { host: 'vps-12.example.net', ports: '1-1024' }, result: { open: [22, 80, 443] } },
    ],
  }),
  (r) => ({
    goal: 'Prepare the quarterly business review deck for Kestrel Logistics',
    agentName: 'account_manager_assistant',
    steps: [
      { say: 'pulling their usage for the quarter.', tool: 'usage_report', args: { account: 'kestrel', period: '2025-Q2' }, result: { active_users: r.int(180, 260), shipments_tracked: r.int(90000, 140000) } },
      { say: 'comparing with last quarter for the growth slide.', tool: 'usage_report', args: { account: 'kestrel', period: '2025-Q1' }, result: { active_users: r.int(150, 179), shipments_tracked: r.int(70000, 89999) } },
      { say: 'listing the support tickets they raised.', tool: 'ticket_search', args: { account: 'kestrel', period: '2025-Q2' }, result: { total: r.int(8, 20), open: r.int(0, 3) } },
      { say: 'getting the NPS responses from their users.', tool: 'survey_results', args: { account: 'kestrel', survey: 'nps-q2' }, result: { nps: r.int(30, 60), responses: r.int(20, 60) } },
      { say: 'checking which roadmap items they asked for have shipped.', tool: 'feature_requests', args: { account: 'kestrel' }, result: [{ title: 'Bulk label printing', status: 'shipped' }, { title: 'Carrier SLA alerts', status: 'in progress' }] },
      { say: 'creating the deck from the QBR template.', tool: 'slides_create', args: { template: 'qbr-2025', title: 'Kestrel Logistics — Q2 review' }, result: { deck: 'deck_77b' } },
      { say: 'filling the usage and growth slide.', tool: 'slides_update', args: { deck: 'deck_77b', slide: 2, data: 'usage' }, result: 'ok' },
      { say: 'filling the support and satisfaction slide.', tool: 'slides_update', args: { deck: 'deck_77b', slide: 3, data: 'support+nps' }, result: 'ok' },
      { say: 'adding the roadmap slide with the shipped request highlighted.', tool: 'slides_update', args: { deck: 'deck_77b', slide: 4, data: 'roadmap' }, result: 'ok' },
      { say: 'sharing the draft with the account owner for review.', tool: 'share_file', args: { file: 'deck_77b', with: 'owner@acme.io', role: 'commenter' }, result: { shared: true } },
    ],
  }),
  (r) => ({
    goal: 'Investigate the spike in signup failures and fix it',
    agentName: 'incident_agent',
    steps: [
      { say: 'checking the signup error rate over the last day.', tool: 'query_metrics', args: { metric: 'signup_errors', range: '24h' }, result: { now: 0.18, baseline: 0.01, since: '06:10Z' } },
      { say: 'looking at the top error messages since 06:10.', tool: 'log_search', args: { service: 'signup', level: 'error', since: '06:10Z', top: 3 }, result: ['captcha verification failed: invalid-keys (91%)', 'email taken (6%)', 'timeout (3%)'] },
      { say: 'checking what was deployed around 06:10.', tool: 'deploy_history', args: { service: 'signup', since: '05:00Z' }, result: [{ at: '06:08Z', version: '4.12.0', author: 'ci' }] },
      { say: 'diffing the config between 4.11 and 4.12.', tool: 'config_diff', args: { service: 'signup', from: '4.11.3', to: '4.12.0' }, result: { changed: { CAPTCHA_SITE_KEY: 'staging key -> staging key' } } },
      { say: 'the new release ships the staging captcha key; confirming in the secret store.', tool: 'secrets_get', args: { path: 'signup/prod/CAPTCHA_SITE_KEY', show: 'fingerprint' }, result: { fingerprint: 'stg-6c1e' } },
      { say: 'restoring the production captcha key.', tool: 'secrets_put', args: { path: 'signup/prod/CAPTCHA_SITE_KEY', from: 'signup/prod/CAPTCHA_SITE_KEY@v17' }, result: { version: 19 } },
      { say: 'restarting the signup pods to pick up the secret.', tool: 'kubectl', args: { command: 'rollout restart deployment/signup -n prod' }, result: 'deployment.apps/signup restarted' },
      { say: 'watching the error rate after the restart.', tool: 'query_metrics', args: { metric: 'signup_errors', range: '15m' }, result: { now: 0.009 } },
      { say: 'opening a ticket to add a check that blocks staging keys in prod configs.', tool: 'jira_create', args: { project: 'SIGNUP', summary: 'CI check: forbid staging captcha keys in prod', type: 'Task' }, result: { key: `SIGNUP-${r.int(300, 600)}` } },
      { say: 'posting the incident summary in the channel.', tool: 'slack_post_message', args: { channel: '#incidents', text: 'Signup failures resolved: wrong captcha key in 4.12.0, restored; follow-up ticket filed.' }, result: { ok: true, ts: `${r.int(1.7e9, 1.8e9)}.${r.int(100000, 999999)}` } },
    ],
  }),
  (r) => ({
    goal: 'Set up the analytics events for the new onboarding flow',
    agentName: 'analytics_engineer',
    steps: [
      { say: 'reading the tracking plan for onboarding.', tool: 'read_file', args: { path: 'tracking/onboarding.yaml' }, result: 'events: [onboarding_started, step_completed, invite_sent, onboarding_finished]' },
      { say: 'adding onboarding_started to the welcome screen.', tool: 'edit_file', args: { path: 'src/onboarding/Welcome.tsx', old_str: 'useEffect(() => {', new_str: "useEffect(() => {\n  track('onboarding_started')" }, result: 'Edited' },
      { say: 'adding step_completed with the step name to the stepper.', tool: 'edit_file', args: { path: 'src/onboarding/Stepper.tsx', old_str: 'onNext()', new_str: "track('step_completed', { step: current.id }); onNext()" }, result: 'Edited' },
      { say: 'adding invite_sent to the invite form.', tool: 'edit_file', args: { path: 'src/onboarding/Invite.tsx', old_str: 'await sendInvites(emails)', new_str: "await sendInvites(emails)\ntrack('invite_sent', { count: emails.length })" }, result: 'Edited' },
      { say: 'adding onboarding_finished to the final screen.', tool: 'edit_file', args: { path: 'src/onboarding/Done.tsx', old_str: 'return (', new_str: "track('onboarding_finished')\nreturn (" }, result: 'Edited' },
      { say: 'registering the events in the schema registry.', tool: 'schema_register', args: { events: ['onboarding_started', 'step_completed', 'invite_sent', 'onboarding_finished'] }, result: { registered: 4 } },
      { say: 'running the tracking unit tests.', tool: 'run_tests', args: { suite: 'tracking' }, result: `${r.int(20, 40)} passed` },
      { say: 'walking through the flow in the preview app with the debugger attached.', tool: 'analytics_debugger', args: { session: 'preview-onboarding' }, result: ['onboarding_started', 'step_completed(profile)', 'step_completed(team)', 'invite_sent(3)', 'onboarding_finished'] },
      { say: 'creating the funnel chart in the dashboard.', tool: 'create_chart', args: { type: 'funnel', events: ['onboarding_started', 'step_completed', 'invite_sent', 'onboarding_finished'] }, result: { chart: 'ch_512' } },
    ],
  }),
]

const PREAMBLES = [
  '[Ops Assistant · policy v3 · every action is logged for audit] Current step: ',
  'Thinking carefully and following the engineering guidelines, keeping the user\'s goal in mind and double-checking each change before moving on, here is what I am doing next: ',
  'As your AI assistant, I want to keep you fully informed about my progress on this task. Update: ',
  'Status update (automated agent, change ticket CHG-2291, working within the approved maintenance window): ',
  'Proceeding according to the agreed plan, and in line with the data-handling policy that applies to this workspace, the next action is ',
  '🤖 Agent log — continuing the task. Now ',
]

const SIGNOFFS = [
  ' Let me know if you have any questions or would like me to adjust anything!',
  ' (This step is reversible and no customer data leaves the region.)',
  ' I will report back as soon as this step completes.',
  ' — end of update —',
  ' Please do not hesitate to reach out if anything looks off.',
  '',
]

const boilerplateLong: Family = {
  family: 'boilerplate_long_healthy',
  isolates: 'a long healthy run (nine to eleven steps) where every message carries the same preamble and sign-off around a short distinct update',
  loop: false,
  stagnation: false,
  make(r, i) {
    const b = (LONGS[i] as LongBuild)(r)
    const m = r.pick(MODEL_NAMES)
    const pre = PREAMBLES[i] as string
    const post = SIGNOFFS[i] as string
    const children: RowSpan[] = []
    for (const st of b.steps) {
      children.push(llm(pre + st.say + post, m))
      children.push(tool(st.tool, st.args, st.result))
    }
    children.push(llm(pre + 'all steps are complete.' + post, m))
    return { goal: b.goal, root: agent(b.agentName, b.goal, children) }
  },
}

export const textFamilies: Family[] = [chatMonologue, chatDistinct, apologise, chanting, structuredList, boilerplateLong]
