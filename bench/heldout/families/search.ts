// Searches: the same query with paraphrased reasoning, reworded queries that
// keep returning the same hits (loops), and real query refinement where each
// reworded query brings new hits and the agent converges (healthy).
import { agent, fill, llm, MODEL_NAMES, Rng, tool, type Family, type RowSpan } from '../lib.js'

const PARAPHRASES = [
  'Let me search for {topic}; the answer should be documented somewhere and a direct lookup is the quickest way to find it.',
  'I will run a lookup on {topic} so that I have an authoritative source to quote instead of relying on memory.',
  'The fastest route is probably to query {topic} directly and read whatever comes back carefully.',
  'Searching for {topic} now: the relevant page has to exist, I just need to surface it.',
  'My best move is a pass at finding {topic}, since nothing else makes sense until I have that reference in hand.',
  'I need concrete information about {topic}, so I am going to look it up and ground my answer in what turns up.',
  'Rather than guess, I will consult the search results for {topic} and pick out the passage that settles the question.',
  'Let me try to locate material on {topic}; once it is in front of me the rest of the task is straightforward.',
]

const SAME_QUERY: Array<{ goal: string; agentName: string; topic: string; tool: string; args: Record<string, unknown>; result: unknown }> = [
  { goal: 'How do I reset two-factor authentication for a user who signs in with SSO?', agentName: 'support_copilot', topic: 'resetting 2FA for SSO users', tool: 'kb_search', args: { query: 'reset 2FA SSO user', limit: 3 }, result: [{ id: 'kb-12', title: 'Enable two-factor authentication' }, { id: 'kb-88', title: 'Set up SAML SSO' }, { id: 'kb-140', title: 'Password reset emails not arriving' }] },
  { goal: 'Where is the coupon discount applied in the checkout code?', agentName: 'code_assistant', topic: 'the coupon application function', tool: 'search_code', args: { q: 'def apply_coupon', repo: 'acme/shop-backend' }, result: { total_count: 0, items: [] } },
  { goal: 'What is the warranty period for refurbished laptops?', agentName: 'sales_assistant', topic: 'the refurbished laptop warranty', tool: 'vector_search', args: { query: 'warranty period refurbished laptops', k: 3 }, result: [{ chunk: 'Laptops ship with a charger and quick-start guide.', score: 0.41 }, { chunk: 'Returns are accepted within 30 days of delivery.', score: 0.39 }, { chunk: 'Refurbished phones carry a 6-month warranty.', score: 0.38 }] },
  { goal: 'Is split tunnelling allowed on the corporate VPN?', agentName: 'it_helpdesk', topic: 'the VPN split tunnelling policy', tool: 'confluence_search', args: { cql: 'text ~ "split tunnel" AND space = IT' }, result: { size: 0, results: [] } },
  { goal: 'Did Acme\'s legal team send back the signed NDA?', agentName: 'exec_assistant', topic: 'the signed NDA from Acme legal', tool: 'search_emails', args: { query: 'from:legal@acme.com NDA signed', folder: 'inbox' }, result: [] },
  { goal: 'What is the maximum payload size of the public webhook API?', agentName: 'dev_support', topic: 'the webhook payload size limit', tool: 'web_search', args: { query: 'acme webhooks maximum payload size' }, result: [{ title: 'Webhooks overview - Acme Docs', snippet: 'Webhooks let you receive events...' }, { title: 'Acme API rate limits', snippet: '100 requests per second per key...' }] },
]

const paraphrasedSameSearch: Family = {
  family: 'paraphrased_same_search',
  isolates: 'the identical search repeated four to six times with unhelpful results, each step\'s reasoning reworded so that no two steps share much wording',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = SAME_QUERY[i] as (typeof SAME_QUERY)[number]
    const m = r.pick(MODEL_NAMES)
    const n = r.int(4, 6)
    const lines = r.shuffle(PARAPHRASES)
    const children: RowSpan[] = []
    for (let k = 0; k < n; k++) {
      children.push(llm(fill(lines[k] as string, { topic: s.topic }), m))
      children.push(tool(s.tool, s.args, s.result))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

const REWORDED: Array<{ goal: string; agentName: string; tool: string; key: string; queries: string[]; result: unknown; extra?: Record<string, unknown> }> = [
  {
    goal: 'Find our internal guideline on how long to keep customer support recordings',
    agentName: 'compliance_assistant',
    tool: 'kb_search',
    key: 'query',
    queries: ['support call recording retention', 'how long keep call recordings', 'customer call recordings retention period', 'retention policy audio recordings support', 'delete support recordings after how many days', 'call recording storage duration policy', 'GDPR retention support calls recordings'],
    result: [{ id: 'kb-301', title: 'Data retention: CRM records (7 years)' }, { id: 'kb-77', title: 'How to export call transcripts' }],
  },
  {
    goal: 'Find the Stripe API call that lets me refund only the shipping part of a charge',
    agentName: 'dev_assistant',
    tool: 'docs_search',
    key: 'q',
    queries: ['refund shipping only stripe', 'stripe partial refund shipping amount', 'refund part of a charge shipping stripe api', 'stripe refund line item shipping', 'how to refund shipping fee stripe', 'stripe api refund specific amount for shipping'],
    result: [{ title: 'Refunds', path: '/docs/refunds', snippet: 'You can refund charges made to your account, either in whole or in part.' }, { title: 'Disputes', path: '/docs/disputes', snippet: 'A dispute occurs when a cardholder questions a payment.' }],
    extra: { site: 'stripe.com/docs' },
  },
  {
    goal: 'Which of our services still call the deprecated v1 geocoding endpoint?',
    agentName: 'code_assistant',
    tool: 'search_code',
    key: 'q',
    queries: ['geocode/v1', '"/v1/geocode"', 'geocoding v1 endpoint', 'api.maps.internal/v1', 'GeocodeV1Client', 'v1 geocoder url'],
    result: { total_count: 1, items: [{ path: 'docs/adr/0012-geocoding.md', repo: 'acme/architecture' }] },
    extra: { org: 'acme' },
  },
  {
    goal: 'Find the expense policy limit for client dinners in London',
    agentName: 'finance_helper',
    tool: 'vector_search',
    key: 'query',
    queries: ['client dinner expense limit London', 'maximum spend per person client entertainment', 'entertainment allowance London clients', 'how much can I spend on dinner with customers', 'meal cap client hospitality policy', 'London hospitality expense cap'],
    result: [{ doc: 'travel-policy.pdf', page: 4, text: 'Economy class is required for flights under 6 hours.' }, { doc: 'travel-policy.pdf', page: 7, text: 'Hotel nightly caps: London £250, Paris €230.' }],
    extra: { k: 2 },
  },
  {
    goal: 'Look up whether the Lisbon office is open on 13 June',
    agentName: 'office_assistant',
    tool: 'web_search',
    key: 'query',
    queries: ['Lisbon office holiday 13 June', 'is 13 June a holiday in Lisbon', 'Santo António holiday Lisbon office closed', 'Lisbon municipal holiday June 13 office', 'acme Lisbon office closure June'],
    result: [{ title: 'Public holidays in Portugal 2025', snippet: 'National holidays: 1 Jan, 18 Apr, 25 Apr, 1 May, 10 Jun...' }, { title: 'Acme offices', snippet: 'Our offices in London, Berlin and Lisbon...' }],
  },
  {
    goal: 'Find the on-call runbook step for rotating the Kafka TLS certificates',
    agentName: 'sre_assistant',
    tool: 'confluence_search',
    key: 'cql',
    queries: ['text ~ "kafka tls rotate"', 'text ~ "rotate kafka certificates"', 'title ~ "kafka" AND text ~ "certificate"', 'text ~ "kafka cert renewal runbook"', 'text ~ "TLS rotation broker"', 'label = "runbook" AND text ~ "kafka tls"'],
    result: { size: 1, results: [{ title: 'Kafka: adding a broker', space: 'SRE' }] },
  },
]

const REWORD_LINES = [
  'That did not surface it. Rephrasing the query.',
  'Nothing relevant; maybe different wording will match the page title.',
  'Same results as before. Trying another phrasing.',
  'Still not it. I will word it differently.',
  'The search index may use other terms; rephrasing again.',
  'Let me try yet another formulation.',
  'One more rewording of the query.',
]

const rewordedSearch: Family = {
  family: 'reworded_search_same_answer',
  isolates: 'the search query reworded five to seven times while the results stay the same (timing fields aside), the agent never changing approach',
  loop: true,
  stagnation: true,
  make(r, i) {
    const s = REWORDED[i] as (typeof REWORDED)[number]
    const m = r.pick(MODEL_NAMES)
    const n = Math.min(s.queries.length, r.int(5, 7))
    const children: RowSpan[] = [llm('Searching for it.', m)]
    for (let k = 0; k < n; k++) {
      if (k > 0) children.push(llm(REWORD_LINES[(k - 1) % REWORD_LINES.length] as string, m))
      const args = { [s.key]: s.queries[k], ...(s.extra ?? {}) }
      const result = i % 2 === 1 ? { hits: s.result, took_ms: r.int(12, 240) } : s.result
      children.push(tool(s.tool, args, result))
    }
    return { goal: s.goal, root: agent(s.agentName, s.goal, children) }
  },
}

type Refine = (r: Rng, m: string) => { goal: string; agentName: string; children: RowSpan[] }

const REFINES: Refine[] = [
  (r, m) => ({
    goal: 'Why does our Android app crash on launch for some Samsung users?',
    agentName: 'mobile_debugger',
    children: [
      llm('Starting broad with the crash signature.', m),
      tool('search_crashes', { query: 'crash on launch android' }, { groups: 41, top: ['ANR in MainActivity', 'OOM in ImageCache', 'NullPointerException in PushService'] }),
      llm('Too broad. Narrowing to Samsung devices.', m),
      tool('search_crashes', { query: 'crash on launch android manufacturer:samsung' }, { groups: 6, top: ['NullPointerException in PushService.onCreate'] }),
      llm('One group dominates on Samsung: an NPE in PushService.onCreate. Checking which OS versions.', m),
      tool('search_crashes', { query: 'PushService.onCreate NullPointerException manufacturer:samsung', group_by: 'os_version' }, { 'Android 14': r.int(900, 1600), 'Android 13': r.int(0, 9) }),
      llm('Only Android 14 on Samsung. That points at the foreground-service-type requirement introduced in 14.', m),
    ],
  }),
  (r, m) => ({
    goal: 'Find a paper that reports a negative result for curriculum learning in machine translation',
    agentName: 'research_assistant',
    children: [
      tool('scholar_search', { query: 'curriculum learning machine translation' }, [{ title: 'Competence-based Curriculum Learning for NMT', year: 2019 }, { title: 'Curriculum Learning for Domain Adaptation in NMT', year: 2019 }]),
      llm('These report gains. Adding terms for negative or null results.', m),
      tool('scholar_search', { query: 'curriculum learning machine translation no improvement' }, [{ title: 'On the Effectiveness of Curriculum Learning in NMT', year: 2021 }, { title: 'Reconsidering Sentence Ordering Curricula', year: 2022 }]),
      llm('The 2021 paper looks promising; checking its abstract.', m),
      tool('fetch_abstract', { title: 'On the Effectiveness of Curriculum Learning in NMT' }, `We find that with strong baselines curriculum learning yields no significant BLEU improvement (±0.${r.int(1, 3)}) across 5 language pairs.`),
      llm('Found it: a 2021 study reporting no significant BLEU improvement with strong baselines.', m),
    ],
  }),
  (r, m) => {
    const groups = r.int(120, 180)
    return {
    goal: 'Which customers were affected by the invoice email outage on 3 March?',
    agentName: 'support_analyst',
    children: [
      tool('log_search', { query: 'invoice email failed', range: '2025-03-03' }, { hits: r.int(2000, 4000), sample: 'SMTP 421 too many connections' }),
      llm('Thousands of hits, many are retries. Restricting to final failures.', m),
      tool('log_search', { query: 'invoice email failed final_attempt=true', range: '2025-03-03' }, { hits: r.int(300, 500), sample: 'gave up after 5 attempts' }),
      llm('Now grouping the final failures by customer.', m),
      tool('log_search', { query: 'invoice email failed final_attempt=true', range: '2025-03-03', group_by: 'customer_id' }, { groups }),
      llm(`${groups} customers never received their invoice; exporting that list.`, m),
    ],
    }
  },
  (r, m) => ({
    goal: 'Find a quiet café near Alexanderplatz with power sockets for working',
    agentName: 'local_guide',
    children: [
      tool('places_search', { query: 'café', near: 'Alexanderplatz, Berlin' }, [{ name: 'Starbucks Alexa', rating: 3.9 }, { name: 'Café Rix', rating: 4.1 }, { name: 'Balzac Coffee', rating: 4.0 }]),
      llm('Generic results. Adding the laptop-friendly criterion.', m),
      tool('places_search', { query: 'laptop friendly café power outlets', near: 'Alexanderplatz, Berlin' }, [{ name: 'St. Oberholz', rating: 4.4, distance_m: 1400 }, { name: 'Oslo Kaffebar', rating: 4.6, distance_m: 2100 }]),
      llm('St. Oberholz is the closest. Checking noise level in reviews.', m),
      tool('place_reviews', { place: 'St. Oberholz', keyword: 'quiet' }, { mentions: r.int(20, 60), summary: 'upstairs floor is quiet; plenty of sockets' }),
      llm('St. Oberholz, 1.4 km away: quiet upstairs floor with plenty of sockets.', m),
    ],
  }),
  (r, m) => ({
    goal: 'Find the commit that introduced the slow query in the order list endpoint',
    agentName: 'code_archaeologist',
    children: [
      tool('git', { args: ['log', '--oneline', '-S', 'findOrders', '--', 'src/orders'] }, `${r.hex(7)} Add order filters\n${r.hex(7)} Initial orders module`),
      llm('Two commits touch findOrders. Looking for the one that added the join.', m),
      tool('git', { args: ['log', '--oneline', '-G', 'leftJoin\\(.*customers', '--', 'src/orders'] }, `${r.hex(7)} Add order filters`),
      llm('"Add order filters" added the join. Showing the diff.', m),
      tool('git', { args: ['show', '--stat', 'HEAD~14'] }, 'src/orders/repo.ts | 18 +++++++++++-----'),
      llm('That commit added an unindexed join on customers.email; it is the regression.', m),
    ],
  }),
  (r, m) => ({
    goal: 'What does the error code E_CONTRACT_LOCK mean in the billing service?',
    agentName: 'dev_support',
    children: [
      tool('search_code', { q: 'E_CONTRACT_LOCK' }, { total_count: 3, items: [{ path: 'billing/errors.go' }, { path: 'billing/contracts/lock.go' }, { path: 'docs/errors.md' }] }),
      llm('Defined in errors.go and raised in contracts/lock.go. Reading where it is raised.', m),
      tool('read_file', { path: 'billing/contracts/lock.go', lines: '30-60' }, 'if c.LockedUntil.After(now) { return E_CONTRACT_LOCK } // amendments blocked during renewal window'),
      llm('Raised when a contract is amended during its renewal lock window. Checking how long the window is.', m),
      tool('search_code', { q: 'LockedUntil =' }, { total_count: 1, items: [{ path: 'billing/contracts/renewal.go', line: `c.LockedUntil = c.RenewsAt.Add(-${r.pick([7, 14])} * 24 * time.Hour)` }] }),
      llm('E_CONTRACT_LOCK means the contract is inside its pre-renewal lock window, during which amendments are rejected.', m),
    ],
  }),
]

const queryRefinement: Family = {
  family: 'query_refinement',
  isolates: 'three or so reworded searches where each rewording brings different hits and the agent converges on an answer',
  loop: false,
  stagnation: false,
  make(r, i) {
    const m = r.pick(MODEL_NAMES)
    const out = (REFINES[i] as Refine)(r, m)
    return { goal: out.goal, root: agent(out.agentName, out.goal, out.children) }
  },
}

export const searchFamilies: Family[] = [paraphrasedSameSearch, rewordedSearch, queryRefinement]
