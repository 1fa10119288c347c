// Family 8 (healthy): a supervisor invokes the same worker sub-agent with different sub-tasks, or delegates deeply with distinct sub-tasks.
import { agent, llm, tool, fail, retr } from './lib.mjs';

export const family = {
  name: 'supervisor-reuses-worker-distinct-tasks',
  isolates: 'A supervisor calls the same worker sub-agent several times (or delegates several levels deep), each time with a different sub-task that returns different results, and then combines them.',
  loop: false,
  stagnation: false,
};

// 1. research: supervisor -> same "researcher" worker on three subtopics
function batteryResearch(c) {
  const goal = 'Write a one-page brief on sodium-ion batteries for grid storage: cost, cycle life, and supply-chain risk.';
  const M = 'gpt-4o';
  const worker = (task, q, hits, report) => agent('researcher', task, report, [
    retr('web_search', { q, num: 5 }, hits.map(([t, u]) => ({ title: t, url: u, fetched: c.isoS() }))),
    llm('gpt-4o-mini', report),
  ]);
  const kids = [
    llm(M, 'I will split this into three research sub-tasks (cost, cycle life, supply chain) and give each to the researcher.'),
    worker('Find 2023-2024 cost estimates ($/kWh) for sodium-ion cells and packs versus LFP.', 'sodium-ion cell cost per kWh 2024 vs LFP',
      [['BNEF: Sodium-ion cost outlook', 'https://about.bnef.com/blog/sodium-ion'], ['CATL Naxtra launch', 'https://www.catl.com/en/news/']],
      'Sodium-ion cells are estimated at about $70-90/kWh in 2024 versus about $60-75 for LFP after the 2023 lithium price crash; the cost advantage depends on lithium carbonate going back above roughly $20k/t.'),
    worker('Summarise published cycle-life results for sodium-ion cells at grid-relevant depth of discharge.', 'sodium-ion cycle life 80% DoD grid storage',
      [['HiNa Battery 10,000-cycle claim', 'https://www.hinabattery.com/en/'], ['J. Power Sources 2023 review', 'https://doi.org/10.1016/j.jpowsour.2023.233']],
      'Commercial layered-oxide cells report 3,000-6,000 cycles to 80% capacity; Prussian-blue and polyanion chemistries claim 8,000-10,000+ cycles in lab or vendor data, but independent field data is still scarce.'),
    worker('Assess supply-chain risk: key materials, geographic concentration, and dependence on China.', 'sodium-ion supply chain hard carbon anode China concentration',
      [['IEA Global EV Outlook 2024 – sodium-ion', 'https://www.iea.org/reports/global-ev-outlook-2024'], ['Benchmark: hard carbon supply', 'https://www.benchmarkminerals.com/']],
      'Sodium-ion avoids lithium, cobalt and nickel; the main bottleneck is hard-carbon anode material, with over 90% of announced capacity in China. Cathode precursors (iron, manganese) are widely available.'),
    llm(M, 'All three sections are covered with sources; assembling the brief.'),
  ];
  return { domain: 'research', goal, root: agent('supervisor', goal, 'Brief: sodium-ion is about $70-90/kWh (vs LFP $60-75), 3,000-10,000 cycles depending on chemistry, and avoids lithium/cobalt/nickel but depends on China for hard-carbon anodes. Best fit today: stationary storage where energy density matters little.', kids) };
}

// 2. coding agent: orchestrator -> coder worker on three files, coder -> test-runner (deep delegation)
function rateLimiterFeature(c) {
  c.str = true;
  const goal = 'Add per-API-key rate limiting (100 req/min) to the public REST API, with config, middleware and tests.';
  const M = 'claude-3-5-sonnet-20241022';
  const coder = (task, path, diffSummary, testTarget, passed) => agent('coder', task, `${diffSummary}; ${passed} tests passed.`, [
    tool('read_file', c.a({ path }), { path, lines: c.int(40, 220), sha: c.hex(12) }),
    tool('apply_patch', c.a({ path, patch: `*** Begin Patch\n*** Update File: ${path}\n@@\n${diffSummary}\n*** End Patch` }), { applied: true, hunks: c.int(1, 4) }),
    agent('test-runner', `Run ${testTarget} and report failures.`, `${passed} passed in ${c.dur()}s`, [
      tool('shell', c.a({ cmd: `pytest ${testTarget} -q` }), `${'.'.repeat(passed)}\n${passed} passed in ${c.dur()}s`),
    ]),
  ]);
  const kids = [
    llm(M, 'Plan: (1) add RATE_LIMIT settings, (2) write a Redis-backed sliding-window middleware, (3) register it with integration tests, (4) add X-RateLimit-* headers, (5) document it. Each piece goes to the coder, then a review.'),
    coder('Add RATE_LIMIT_PER_MINUTE (default 100) and RATE_LIMIT_REDIS_URL to settings with env overrides.', 'api/settings.py', '+ RATE_LIMIT_PER_MINUTE: int = 100\n+ RATE_LIMIT_REDIS_URL: str = "redis://localhost:6379/2"', 'tests/test_settings.py', 6),
    coder('Implement RateLimitMiddleware: sliding window per X-API-Key using Redis ZSET, 429 with Retry-After.', 'api/middleware/rate_limit.py', '+ class RateLimitMiddleware(BaseHTTPMiddleware): ...', 'tests/middleware/test_rate_limit.py', 9),
    coder('Register the middleware in app factory and add integration tests for 100 OK then 429.', 'api/app.py', '+ app.add_middleware(RateLimitMiddleware, limit=settings.RATE_LIMIT_PER_MINUTE)', 'tests/integration/test_limits.py', 4),
    coder('Expose X-RateLimit-Limit / X-RateLimit-Remaining / X-RateLimit-Reset headers on every response.', 'api/middleware/headers.py', '+ response.headers["X-RateLimit-Remaining"] = str(remaining)', 'tests/middleware/test_headers.py', 5),
    coder('Document the limits and the 429 response in the OpenAPI spec and CHANGELOG.', 'docs/openapi.yaml', '+      "429":\n+        description: Too Many Requests (per-key limit 100/min)', 'tests/test_openapi_schema.py', 2),
    agent('reviewer', 'Review the feat/rate-limit diff for correctness and race conditions in the Redis window.', 'LGTM with one note: ZREMRANGEBYSCORE + ZADD + ZCARD run in a MULTI pipeline, so the window is atomic. Approved.', [
      tool('git', c.a({ args: ['diff', 'main...HEAD', '--stat'] }), ` api/settings.py | 4 ++\n api/middleware/rate_limit.py | 71 +++++\n api/middleware/headers.py | 18 ++\n api/app.py | 3 +\n docs/openapi.yaml | 12 ++\n 5 files changed, ${c.int(100, 130)} insertions(+), 3 deletions(-)`),
      llm('claude-3-5-haiku', 'Checked the Redis pipeline: the window trim, add and count are inside MULTI/EXEC, so concurrent requests cannot both slip under the limit. Retry-After is computed from the oldest entry. No blocking issues.'),
    ]),
    tool('git', c.a({ args: ['commit', '-am', 'feat(api): per-key rate limiting (100 req/min)'] }), `[feat/rate-limit ${c.hex(7)}] feat(api): per-key rate limiting (100 req/min)\n 5 files changed, 188 insertions(+), 3 deletions(-)`),
  ];
  return { domain: 'coding agent', goal, root: agent('orchestrator', goal, 'Rate limiting implemented: settings, Redis sliding-window middleware returning 429 + Retry-After, registered in the app, X-RateLimit-* headers, OpenAPI/CHANGELOG docs; 26 tests pass, reviewer approved. Committed on feat/rate-limit.', kids) };
}

// 3. travel: planner -> booking worker for flight, hotel and car
function offsiteBooking(c) {
  const goal = 'Book travel for Priya\'s Denver offsite Jun 10-13: flight from SFO, hotel near the venue, and a rental car.';
  const M = 'gemini-1.5-pro';
  const booker = (task, t, args, out, report) => agent('booking-worker', task, report, [tool(t, args, out)]);
  const kids = [
    tool('policy.get_travel_policy', { employee: 'priya.s' }, { class: 'economy', hotel_cap_usd: 260, car: 'intermediate', updated: c.isoS() }),
    booker('Book SFO→DEN Jun 10 morning and DEN→SFO Jun 13 evening, economy, within policy.', 'flights.book', { from: 'SFO', to: 'DEN', out: '2024-06-10', back: '2024-06-13', cabin: 'economy', pax: 'priya.s' }, { pnr: c.upper(6), carrier: 'UA', out: 'UA 1187 07:05', back: 'UA 2294 18:40', fare_usd: 412.6 }, 'Flights booked: UA1187 out, UA2294 back, $412.60.'),
    booker('Book a hotel within 1 mile of the Denver Convention Center, Jun 10-13, under $260/night.', 'hotels.book', { near: 'Colorado Convention Center', checkin: '2024-06-10', checkout: '2024-06-13', max_rate: 260 }, { confirmation: 'HY' + c.int(1000000, 9999999), property: 'Hyatt Regency Denver', rate_usd: 239, distance_mi: 0.1 }, 'Hotel booked: Hyatt Regency Denver, $239/night.'),
    booker('Reserve an intermediate rental car at DEN, pick-up Jun 10 11:00, return Jun 13 16:00.', 'cars.reserve', { location: 'DEN', class: 'intermediate', pickup: '2024-06-10T11:00', dropoff: '2024-06-13T16:00' }, { reservation: 'K' + c.int(10000000, 99999999), vendor: 'National', total_usd: 221.4 }, 'Car reserved: National intermediate, $221.40.'),
    tool('email.send', { to: 'priya.s@company.com', subject: 'Your Denver offsite itinerary', body_template: 'itinerary' }, { id: c.uuid(), status: 'sent' }),
  ];
  return { domain: 'travel', goal, root: agent('trip-planner', goal, 'Booked: UA1187/UA2294 ($412.60), Hyatt Regency Denver 3 nights at $239, National car ($221.40). Itinerary emailed to Priya.', kids) };
}

// 4. security triage: lead analyst -> enrichment worker for different IOCs
function iocEnrichment(c) {
  const goal = 'Phishing report from finance: enrich the indicators in the email and decide whether to block them.';
  const M = 'claude-3-5-sonnet';
  const enr = (task, t, args, out, report, err) => agent('enrichment-worker', task, report, [...(err ? [fail(t, args, err)] : []), tool(t, args, out), llm('claude-3-haiku', report)]);
  const kids = [
    tool('mail.get_reported', { report_id: 'PR-' + c.int(10000, 99999) }, { from: 'billing@quickb00ks-invoices.com', subject: 'Overdue invoice 4471', urls: ['https://qb-invoice-view.top/a/4471'], attachments: [{ name: 'Invoice_4471.html', sha256: c.hex(64) }], received: c.rfc() }),
    enr('Enrich sender domain quickb00ks-invoices.com (WHOIS age, MX, reputation).', 'whois.lookup', { domain: 'quickb00ks-invoices.com' }, { created: c.dateOnly(-3), registrar: 'NameSilo', mx: ['mx1.privateemail.com'] }, 'Domain registered 3 days ago via NameSilo, typosquat of QuickBooks: malicious.'),
    enr('Enrich URL https://qb-invoice-view.top/a/4471 (urlscan verdict, final landing page).', 'urlscan.submit', { url: 'https://qb-invoice-view.top/a/4471', visibility: 'private' }, { uuid: c.uuid(), verdict: 'malicious', brands: ['Microsoft'], final_url: 'https://login-msonline-secure.top/common/oauth2' }, 'URL redirects to a Microsoft 365 credential-harvest page: malicious.', `urlscan.io API error 429: Rate limited, reset at ${c.rfc()}`),
    enr('Check the attachment hash against VirusTotal.', 'virustotal.file_report', { sha256: 'from_email' }, { last_analysis_stats: { malicious: 17, suspicious: 2, undetected: 51 }, type: 'HTML', first_seen: c.epoch() }, 'HTML attachment is flagged by 17 engines as an HTML smuggling loader: malicious.'),
    tool('edr.block_indicators', { domains: ['quickb00ks-invoices.com', 'qb-invoice-view.top', 'login-msonline-secure.top'], hashes: ['from_email'] }, { blocked: 4, policy_rev: c.int(100, 999) }),
  ];
  kids[3].children[0].input.sha256 = kids[0].output.attachments[0].sha256;
  kids[4].input.hashes = [kids[0].output.attachments[0].sha256];
  return { domain: 'security triage', goal, root: agent('soc-lead', goal, 'All three indicators are malicious (3-day-old typosquat domain, M365 credential-harvest URL, HTML smuggling attachment). Blocked 3 domains and 1 hash in EDR.', kids) };
}

// 5. customer support: supervisor -> specialist worker for distinct questions in one ticket
function multiQuestionTicket(c) {
  c.str = true;
  const goal = 'Answer ticket #90311: customer asks (a) why they were charged twice in May, (b) how to add a second user, (c) whether we support SSO on the Team plan.';
  const M = 'gpt-4o';
  const spec = (task, kids, report) => agent('support-specialist', task, report, kids);
  const kids = [
    spec('Investigate the two May charges on account acc_7731.', [
      tool('billing.list_charges', c.a({ account: 'acc_7731', month: '2024-05' }), [{ id: 'ch_' + c.alnum(10), amount: 49, desc: 'Team plan – May' }, { id: 'ch_' + c.alnum(10), amount: 12, desc: 'Extra seat (prorated)' }]),
    ], 'Not a duplicate: $49 plan fee plus a $12 prorated charge for a seat added on May 17.'),
    spec('Explain how to add a second user on the Team plan.', [
      retr('helpcenter.search', c.a({ q: 'add user team plan', locale: 'en' }), [{ article: 'Invite teammates', url: 'https://help.example.com/a/2231', updated: c.isoS() }]),
    ], 'Settings → Members → Invite; each seat is $12/month, prorated.'),
    spec('Check whether SSO is available on the Team plan.', [
      retr('helpcenter.search', c.a({ q: 'SSO SAML plan availability', locale: 'en' }), [{ article: 'SAML SSO', url: 'https://help.example.com/a/1904', snippet: 'Available on Business and Enterprise plans.' }]),
    ], 'SSO (SAML) is Business and Enterprise only, not Team.'),
    llm(M, 'Drafting one reply that covers all three answers.'),
    tool('zendesk.reply', c.a({ ticket: 90311, public: true, body_template: 'three_part_answer' }), { audit_id: c.int(10000000, 99999999), status: 'pending' }),
  ];
  return { domain: 'customer support', goal, root: agent('support-supervisor', goal, 'Replied on #90311: the second May charge was a prorated extra seat, steps for inviting a user, and SSO requires the Business plan.', kids) };
}

// 6. legal: deep delegation chain lead -> diligence manager -> clause extractor / litigation searcher
function dueDiligence(c) {
  const goal = 'Run legal due diligence on the target Corvid Analytics for the acquisition: change-of-control clauses in top customer contracts and pending litigation.';
  const M = 'claude-3-opus';
  const extractor = (contract, finding) => agent('clause-extractor', `Extract change-of-control and assignment clauses from ${contract}.`, finding, [
    tool('vdr.get_document', { room: 'corvid-dd', path: `Customers/${contract}.pdf` }, { pages: c.int(18, 64), ocr: true, doc_id: c.uuid() }),
    llm('claude-3-haiku', finding),
  ]);
  const kids = [
    agent('diligence-manager', 'Review change-of-control exposure in Corvid\'s top 3 customer contracts.', 'Two of three top contracts need consent on change of control; one terminates for convenience.', [
      tool('vdr.list', { room: 'corvid-dd', folder: 'Customers', sort: 'acv_desc', limit: 3 }, [{ name: 'Halvorsen_MSA_2022' }, { name: 'PinePoint_SaaS_2023' }, { name: 'Ostrava_Rail_2021' }]),
      extractor('Halvorsen_MSA_2022', '§14.3: assignment on change of control requires prior written consent; otherwise Halvorsen may terminate.'),
      extractor('PinePoint_SaaS_2023', '§11.2: free assignment to a successor; no consent needed.'),
      extractor('Ostrava_Rail_2021', '§9.1: consent required; §9.4: termination for convenience on 90 days\' notice.'),
    ]),
    agent('litigation-searcher', 'Search dockets and the data room for pending litigation involving Corvid Analytics.', 'One pending matter: trade-secret claim by DataLoom Inc. (N.D. Cal.), at motion-to-dismiss stage.', [
      tool('courtlistener.search', { q: '"Corvid Analytics"', type: 'r', filed_after: '2021-01-01' }, { count: 1, results: [{ caseName: 'DataLoom Inc. v. Corvid Analytics LLC', court: 'cand', docketNumber: '3:24-cv-0' + c.int(1000, 9999), dateFiled: c.dateOnly(-120) }] }),
    ]),
    llm(M, 'Both workstreams are back. The consent requirements in Halvorsen and Ostrava should become closing conditions, and the DataLoom claim needs a specific indemnity.'),
  ];
  return { domain: 'legal', goal, root: agent('deal-counsel', goal, 'Findings: consent needed from Halvorsen and Ostrava Rail (recommend as closing conditions; Ostrava can also terminate on 90 days\' notice); PinePoint assignable freely. One pending trade-secret suit (DataLoom v. Corvid, N.D. Cal.), so recommend a special indemnity.', kids) };
}

export const scenarios = [batteryResearch, rateLimiterFeature, offsiteBooking, iocEnrichment, multiQuestionTicket, dueDiligence];
