// Family 9 (healthy): a supervisor sends the same worker different sub-tasks, or delegates deeply
// (agent -> sub-agent -> sub-sub-agent) with distinct sub-tasks and distinct results.
import { agent, llm, tool, retriever } from '../lib.mjs';

// Row 1 - research: same researcher worker, three different questions (market, competitors, regulation).
function marketBrief(c) {
  const M = 'gpt-4o';
  const goal = 'Prepare a one-page brief on the European e-bike subscription market for the strategy offsite.';
  const ch = [];
  ch.push(llm('Three independent questions: market size/growth, main competitors and pricing, and regulation affecting subscriptions. I will send each to the researcher.', M));
  ch.push(agent('researcher', 'Estimate the size and growth of the European e-bike subscription market (2023, and forecast to 2028), with sources.', 'Subscription/leasing is ~6–8% of European e-bike sales value; estimated €1.1–1.4 bn in 2023 with 15–20% CAGR to 2028 (company leasing in DE and NL drives most of it).', [
    tool('web_search', { query: 'e-bike subscription market size Europe 2023 CAGR' }, [{ url: 'https://www.example-research.com/e-bike-subscription-europe', title: 'E-bike subscription market report 2024' }, { url: 'https://www.conebi.eu/facts-and-figures', title: 'CONEBI – European Bicycle Industry facts' }]),
    tool('fetch_page', { url: 'https://www.conebi.eu/facts-and-figures' }, { text: 'E-bike sales in the EU+UK reached 5.1 million units in 2022…', fetched_at: c.iso() }),
    llm('5.1 m e-bikes/year at ~€2,800 average ≈ €14 bn; leasing/subscription share reported at 6–8% → €0.9–1.1 bn, the report says €1.3 bn incl. UK. Range €1.1–1.4 bn, CAGR 15–20%.', M),
  ]));
  c.tick(10, 30);
  ch.push(agent('researcher', 'List the main e-bike subscription providers in Europe with monthly prices and countries served.', 'Swapfiets (NL, DE, BE, FR, DK, UK; Power 1/7 e-bike ~€75–89/mo), Dance (DE, FR; €79–99/mo), Buzzbike (UK; £59–79/mo), plus B2B leasing: JobRad, Lease a Bike, Bikeleasing.', [
    tool('web_search', { query: 'Swapfiets Power 7 price per month' }, [{ url: 'https://swapfiets.nl/en-NL/power-7', title: 'Power 7 – Swapfiets' }]),
    tool('web_search', { query: 'Dance e-bike subscription price Berlin Paris' }, [{ url: 'https://dance.co/pricing', title: 'Dance – Pricing' }]),
    tool('web_search', { query: 'Buzzbike e-bike subscription London price' }, [{ url: 'https://www.buzzbike.cc/e-bike', title: 'Buzzbike – Electric bike subscription' }]),
  ]));
  c.tick(10, 30);
  ch.push(agent('researcher', 'Summarise EU/national regulation relevant to e-bike subscriptions (tax treatment of employer leasing, safety rules).', 'Key items: German 0.25% company-bike benefit-in-kind rule (drives JobRad-type leasing); UK Cycle to Work scheme; EN 15194 for pedelecs (25 km/h, 250 W); EU Battery Regulation 2023/1542 with removable/replaceable battery requirements from 2027.', [
    retriever('policy_kb', { query: 'company bike tax benefit Germany 0.25% pedelec', top_k: 3 }, [{ doc: 'de-dienstrad-2024.md', snippet: 'Seit 2020 gilt für Diensträder die 0,25 %-Regel…' }, { doc: 'uk-cycle-to-work.md', snippet: 'Salary sacrifice scheme exempting bicycles…' }]),
    retriever('policy_kb', { query: 'EU battery regulation replaceable battery light means of transport', top_k: 2 }, [{ doc: 'eu-2023-1542.md', snippet: 'Batteries in LMT shall be replaceable by an independent professional from 18 February 2027.' }]),
  ]));
  ch.push(llm('Brief: market €1.1–1.4 bn (2023), 15–20% CAGR; B2C players Swapfiets/Dance/Buzzbike at €59–99 per month; B2B leasing dominates in DE/NL thanks to the 0.25% rule; watch the 2027 replaceable-battery requirement for fleet design.', M));
  return { domain: 'research', goal, root: agent('strategy-supervisor', goal, 'One-page brief drafted: market size and growth, competitor pricing table (Swapfiets, Dance, Buzzbike + B2B lessors), and regulatory drivers (DE 0.25% rule, UK Cycle to Work, EN 15194, EU battery rules from 2027).', ch) };
}

// Row 2 - coding: deep delegation orchestrator -> implementer -> test_runner (long, ~30 spans).
function deepCoding(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Add rate limiting (100 req/min per API key) to the public API and make sure the test suite passes.';
  const runner = agent('test_runner', 'Run the rate limiter unit tests and the API integration tests; report failures with tracebacks.', 'All green: 14 unit tests and 62 integration tests passed.', [
    tool('bash', { cmd: 'pytest -q tests/unit/test_ratelimit.py' }, `..............                                                          [100%]\n14 passed in ${(c.int(40, 90) / 100).toFixed(2)}s`),
    agent('load_tester', 'Run a 60-second k6 smoke test at 150 req/min on one key and confirm 429s start after 100 requests.', 'Confirmed: first 100 requests 200 OK, remaining 50 got 429 with Retry-After: 60; p95 latency overhead 1.8 ms.', [
      tool('bash', { cmd: 'k6 run --vus 1 --duration 60s -e RATE=150 -e KEY=test_key_a loadtests/ratelimit.js' }, `     ✓ status is 200 or 429\n\n     checks.........................: 100.00% ✓ 150      ✗ 0\n     http_req_duration..............: avg=7.42ms  p(95)=${(c.int(110, 140) / 10).toFixed(1)}ms\n     http_reqs......................: 150     2.5/s\n     status_200.....................: 100\n     status_429.....................: 50\n`),
      tool('bash', { cmd: 'k6 run --vus 1 --duration 60s -e RATE=150 -e KEY=test_key_a -e LIMITER=off loadtests/ratelimit.js | grep p\\(95\\)' }, `     http_req_duration..............: avg=5.61ms  p(95)=${(c.int(90, 108) / 10).toFixed(1)}ms`),
    ]),
    tool('bash', { cmd: 'docker compose -f docker-compose.test.yml up -d redis && pytest -q -m integration tests/api' }, `[+] Running 1/1\n ✔ Container api-test-redis-1  Started\n${'.'.repeat(62)} [100%]\n62 passed in ${(c.int(1800, 2600) / 100).toFixed(2)}s`),
  ]);
  const implementer = agent('implementer', 'Implement a Redis-backed sliding-window limiter (100 req/min per API key), wire it as middleware, add unit tests, then have the test runner verify.', 'Implemented api/ratelimit.py (sliding window with Redis sorted sets), middleware registered in api/app.py, 429 with Retry-After header; 14 unit tests added; test runner reports all green.', [
    tool('read_file', { path: 'api/app.py' }, 'from fastapi import FastAPI\nfrom api.auth import ApiKeyMiddleware\n\napp = FastAPI()\napp.add_middleware(ApiKeyMiddleware)\n'),
    tool('read_file', { path: 'api/settings.py' }, 'REDIS_URL = env("REDIS_URL", "redis://localhost:6379/0")\n'),
    tool('read_file', { path: 'api/auth.py', start_line: 1, end_line: 30 }, 'class ApiKeyMiddleware(BaseHTTPMiddleware):\n    async def dispatch(self, request, call_next):\n        key = request.headers.get("X-Api-Key")\n        if not key or not await keys.is_valid(key):\n            return JSONResponse({"error": "unauthorized"}, status_code=401)\n        request.state.api_key = key\n        return await call_next(request)\n'),
    tool('grep', { pattern: 'redis', path: 'api/', flags: '-rn' }, 'api/deps.py:9:redis = Redis.from_url(settings.REDIS_URL, decode_responses=True)\napi/cache.py:3:from api.deps import redis'),
    llm('Sliding window via ZADD now / ZREMRANGEBYSCORE now-60 / ZCARD in a MULTI block keyed by ratelimit:{api_key}. Must run after ApiKeyMiddleware so request.state.api_key exists — Starlette runs middlewares in reverse add order, so add it before ApiKeyMiddleware.', M),
    tool('write_file', { path: 'api/ratelimit.py', content: 'import time\nfrom starlette.middleware.base import BaseHTTPMiddleware\nfrom starlette.responses import JSONResponse\n\nLIMIT, WINDOW = 100, 60\n\nclass RateLimitMiddleware(BaseHTTPMiddleware):\n    async def dispatch(self, request, call_next):\n        key = f"ratelimit:{request.state.api_key}"\n        now = time.time()\n        async with self.redis.pipeline(transaction=True) as p:\n            p.zremrangebyscore(key, 0, now - WINDOW)\n            p.zadd(key, {str(now): now})\n            p.zcard(key)\n            p.expire(key, WINDOW)\n            _, _, count, _ = await p.execute()\n        if count > LIMIT:\n            return JSONResponse({"error": "rate_limited"}, status_code=429, headers={"Retry-After": "60"})\n        return await call_next(request)\n' }, { ok: true, bytes: 702 }),
    tool('edit_file', { path: 'api/app.py', old: 'app.add_middleware(ApiKeyMiddleware)', new: 'app.add_middleware(RateLimitMiddleware)\napp.add_middleware(ApiKeyMiddleware)' }, 'edited api/app.py (+1 −0)'),
    tool('write_file', { path: 'tests/unit/test_ratelimit.py', content: '# 14 tests: under limit, at limit, over limit -> 429, Retry-After header, window expiry, per-key isolation, ...\n' }, { ok: true, bytes: 2210 }),
    runner,
  ]);
  const reviewer = agent('reviewer', 'Review the rate limiting diff for correctness and edge cases.', 'Approved with one note: member names collide when two requests share the same float timestamp; append a uuid4 suffix. Fixed in follow-up commit.', [
    tool('git_diff', { base: 'main' }, ' api/app.py                   |  1 +\n api/ratelimit.py             | 24 ++++++++++++++++++++++++\n tests/unit/test_ratelimit.py | 96 ++++++++++++++++++++\n 3 files changed, 121 insertions(+)'),
    llm('Correct ordering and atomic pipeline. Edge case: two requests in the same microsecond produce the same ZADD member, undercounting. Use f"{now}:{uuid4()}" as member.', M),
    tool('edit_file', { path: 'api/ratelimit.py', old: 'p.zadd(key, {str(now): now})', new: 'p.zadd(key, {f"{now}:{uuid.uuid4()}": now})' }, 'edited api/ratelimit.py (+1 −1)'),
  ]);
  const docs = agent('docs_writer', 'Document the new rate limit for API consumers and add an operator note on the Redis keys used.', 'Added a "Rate limits" section to docs/api/overview.md and an ops note in docs/runbooks/redis.md.', [
    tool('read_file', { path: 'docs/api/overview.md', start_line: 40, end_line: 60 }, '## Authentication\n\nSend your key in the `X-Api-Key` header.\n\n## Errors\n\n| status | meaning |\n|---|---|\n| 401 | missing or invalid key |\n'),
    tool('edit_file', { path: 'docs/api/overview.md', after: '| 401 | missing or invalid key |', insert: '| 429 | rate limited — retry after the number of seconds in `Retry-After` |\n\n## Rate limits\n\nEach API key may make 100 requests per rolling 60-second window.\n' }, 'edited docs/api/overview.md (+6 −0)'),
    agent('ops_note_writer', 'Write a short runbook note about the ratelimit:{api_key} Redis keys (TTL, memory estimate).', 'Note added: keys expire after 60 s; ~100 members × ~60 B ≈ 6 KB per active key, ~30 MB at 5k active keys.', [
      tool('redis_cli', { cmd: 'INFO keyspace', host: 'redis-staging' }, `# Keyspace\ndb0:keys=${c.int(180000, 260000)},expires=${c.int(90000, 120000)},avg_ttl=${c.int(200000, 900000)}`),
      tool('append_file', { path: 'docs/runbooks/redis.md', content: '\n### ratelimit:{api_key}\nSorted sets, one per active API key, TTL 60 s. ~6 KB each; budget ~30 MB at 5k concurrently active keys.\n' }, { ok: true }),
    ]),
  ]);
  const ch = [
    llm('Plan: implementer builds and tests the limiter (it will call a test runner), a reviewer checks the diff, and a docs writer updates the API docs and runbook.', M),
    implementer,
    reviewer,
    docs,
    tool('bash', { cmd: 'git add -A && git commit -m "api: per-key sliding-window rate limit (100/min)"' }, `[feat/rate-limit ${c.hex(7)}] api: per-key sliding-window rate limit (100/min)\n 3 files changed, 122 insertions(+), 1 deletion(-)`),
  ];
  return { domain: 'coding', goal, root: agent('orchestrator', goal, 'Rate limiting is in: Redis sliding window, 100 requests/min per API key, 429 + Retry-After: 60. 14 unit + 62 integration tests pass; reviewer fix for timestamp collisions applied and committed on feat/rate-limit.', ch) };
}

// Row 3 - travel booking: the same booking worker books flight, hotel and car.
function tripBooking(c) {
  const M = 'gpt-4o-mini';
  const goal = 'Book my Denver trip 9–12 September: nonstop from Boston, a hotel near the convention center, and a mid-size car.';
  const pnr = c.up(6);
  const ch = [];
  ch.push(agent('booking_worker', 'Book a nonstop BOS→DEN on 9 Sep (morning) and DEN→BOS on 12 Sep (after 16:00), economy, aisle.', `Booked United UA 2417 BOS 07:30→DEN 10:24 and UA 1662 DEN 17:05→BOS 22:48, PNR ${pnr}, $412.60 total.`, [
    tool('search_flights', { from: 'BOS', to: 'DEN', date: '2024-09-09', nonstop: true, depart_window: ['06:00', '11:00'] }, [{ flight: 'UA2417', dep: '07:30', arr: '10:24', fare: 198.3 }, { flight: 'WN1180', dep: '09:05', arr: '11:55', fare: 214.0 }]),
    tool('search_flights', { from: 'DEN', to: 'BOS', date: '2024-09-12', nonstop: true, depart_window: ['16:00', '21:00'] }, [{ flight: 'UA1662', dep: '17:05', arr: '22:48', fare: 214.3 }]),
    tool('book_flight', { segments: ['UA2417/2024-09-09', 'UA1662/2024-09-12'], seat_pref: 'aisle' }, { pnr, total_usd: 412.6, seats: ['21C', '18D'], ticketed_at: c.iso() }),
  ]));
  c.tick(20, 60);
  ch.push(agent('booking_worker', 'Book a hotel within 10 minutes walk of the Colorado Convention Center for 9–12 Sep, under $260/night.', 'Booked Hyatt Regency Denver at Colorado Convention Center, 3 nights, $239/night, confirmation 71820455.', [
    tool('search_hotels', { near: 'Colorado Convention Center', radius_m: 800, check_in: '2024-09-09', check_out: '2024-09-12', max_nightly: 260 }, [{ id: 'HY-DEN-CC', name: 'Hyatt Regency Denver at Colorado Convention Center', nightly: 239, walk_min: 1 }, { id: 'EMB-DEN', name: 'Embassy Suites Denver Downtown', nightly: 221, walk_min: 6 }]),
    tool('book_hotel', { hotel_id: 'HY-DEN-CC', nights: 3, rate: 'FLEX' }, { confirmation: '71820455', total_usd: 717.0, cancel_by: '2024-09-08T18:00:00-06:00' }),
  ]));
  c.tick(20, 60);
  ch.push(agent('booking_worker', 'Reserve a mid-size car at DEN airport, pickup 9 Sep 11:00, return 12 Sep 15:00.', 'Reserved Enterprise mid-size (Toyota Corolla or similar), $168.40 total, confirmation 1498273604.', [
    tool('search_cars', { location: 'DEN', pickup: '2024-09-09T11:00', dropoff: '2024-09-12T15:00', class: 'intermediate' }, [{ vendor: 'Enterprise', model: 'Toyota Corolla or similar', total: 168.4 }, { vendor: 'Hertz', model: 'Kia Forte or similar', total: 181.9 }]),
    tool('book_car', { vendor: 'Enterprise', class: 'intermediate', pickup: '2024-09-09T11:00', dropoff: '2024-09-12T15:00' }, { confirmation: '1498273604', total_usd: 168.4 }),
  ]));
  return { domain: 'travel booking', goal, root: agent('travel-supervisor', goal, `All booked: UA2417/UA1662 (PNR ${pnr}, $412.60), Hyatt Regency at the convention center 9–12 Sep ($239/night, conf. 71820455), Enterprise mid-size car at DEN ($168.40, conf. 1498273604).`, ch) };
}

// Row 4 - devops/SRE: incident commander sends the investigator to db, cache and network in turn.
function incidentInvestigation(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Checkout latency p99 jumped from 400 ms to 2.3 s at 09:40 UTC. Investigate and mitigate.';
  const ch = [];
  ch.push(llm('Three suspects: the orders database, the Redis cache, and the network path to the payment provider. Sending the investigator to each.', M));
  ch.push(agent('investigator', 'Check the orders Postgres for slow queries, locks or saturation since 09:30 UTC.', 'DB is fine: CPU 31%, no lock waits, top query p99 12 ms, connections 180/500.', [
    tool('pg_stat_statements_top', { db: 'orders', since: '09:30', limit: 3 }, [{ query: 'SELECT * FROM orders WHERE id = $1', calls: 81220, p99_ms: 4.1 }, { query: 'INSERT INTO order_items ...', calls: 40112, p99_ms: 12.3 }]),
    tool('cloudwatch_metric', { namespace: 'AWS/RDS', metric: 'CPUUtilization', dimension: 'orders-prod', period: 60, since: '09:30' }, { max: 31.4, avg: 24.9, datapoints: 20 }),
  ]));
  ch.push(agent('investigator', 'Check the Redis cache cluster for evictions, latency and hit rate since 09:30 UTC.', 'Redis is degraded: hit rate dropped from 96% to 41% at 09:39; evicted_keys spiked after maxmemory was reduced from 6 GB to 2 GB by a config change at 09:38.', [
    tool('redis_info', { cluster: 'cache-checkout', section: 'stats' }, { keyspace_hits: 18221004, keyspace_misses: 26219311, evicted_keys: 4120993, instantaneous_ops_per_sec: 48211, sampled_at: c.iso() }),
    tool('audit_log_search', { resource: 'cache-checkout', since: '09:00' }, [{ at: '09:38:12Z', actor: 'terraform@ci', change: 'maxmemory 6gb -> 2gb', pr: 'infra#2231' }]),
  ]));
  ch.push(agent('investigator', 'Check network latency and error rates to the payment provider (Adyen) from the checkout pods since 09:30 UTC.', 'Network normal: p99 to Adyen 180 ms, no TCP retransmit spike, 0.02% 5xx from provider.', [
    tool('prometheus_query', { query: 'histogram_quantile(0.99, sum(rate(http_client_request_duration_seconds_bucket{peer="adyen"}[5m])) by (le))' }, { value: 0.18 }),
    tool('prometheus_query', { query: 'sum(rate(node_netstat_Tcp_RetransSegs{pod=~"checkout-.*"}[5m]))' }, { value: 3.2 }),
  ]));
  ch.push(llm('Root cause: infra#2231 shrank the checkout cache from 6 GB to 2 GB; cache misses now fall through to the pricing service. Mitigation: revert maxmemory.', M));
  ch.push(tool('redis_config_set', { cluster: 'cache-checkout', key: 'maxmemory', value: '6gb' }, 'OK'));
  c.tick(240, 400);
  ch.push(tool('prometheus_query', { query: 'histogram_quantile(0.99, sum(rate(http_server_request_duration_seconds_bucket{service="checkout"}[5m])) by (le))' }, { value: 0.47 }));
  return { domain: 'devops/SRE', goal, root: agent('incident-commander', goal, 'Mitigated. Cause: infra#2231 reduced cache-checkout maxmemory 6 GB → 2 GB at 09:38, hit rate fell 96% → 41%. Restored 6 GB; checkout p99 back to 470 ms. DB and network were ruled out. Follow-up: revert infra#2231 in Terraform.', ch) };
}

// Row 5 - customer support: triage -> refund agent -> fraud check sub-sub-agent.
function refundFraud(c) {
  const M = 'gpt-4o';
  const goal = 'Ticket 55091: customer reports a $420 order (#W-88120) never arrived and wants a refund.';
  const fraud = agent('fraud_check', 'Assess refund risk for customer cus_7781 on order W-88120 ($420).', 'Low risk (score 0.08): account 3 years old, 0 previous INR claims, shipping address matches billing, carrier shows package lost in transit.', [
    tool('risk_score', { customer: 'cus_7781', order: 'W-88120', claim: 'item_not_received' }, { score: 0.08, signals: { account_age_days: 1102, prior_inr_claims: 0, address_match: true } }),
    tool('carrier_tracking', { carrier: 'UPS', tracking: '1Z999AA10123456784' }, { status: 'Exception', detail: 'Package lost in transit. Claim initiated by shipper.', last_scan: '2024-05-21T04:12:00-05:00' }),
  ]);
  const refund = agent('refund_agent', 'Decide and execute a refund for order W-88120 ($420, item not received). Run a fraud check first.', 'Refunded $420.00 to the original card (re_8JkQ...); fraud check low risk; UPS confirms lost in transit.', [
    tool('get_order', { id: 'W-88120' }, { id: 'W-88120', total: 420.0, paid_with: 'visa •••• 1881', shipped: '2024-05-17', carrier: 'UPS', tracking: '1Z999AA10123456784' }),
    fraud,
    tool('issue_refund', { order: 'W-88120', amount: 420.0, reason: 'item_not_received' }, { refund_id: `re_${c.b62(20)}`, status: 'succeeded', created: c.epoch() }),
  ]);
  const ch = [
    tool('get_ticket', { id: 55091 }, { id: 55091, requester: 'samir.haddad@gmail.com', subject: 'Order never arrived', body: 'My order W-88120 was supposed to arrive last week, tracking has said exception for days.' }),
    llm('Not-received claim on a $420 order; routing to the refund agent which will run the fraud check.', M),
    refund,
    tool('reply_to_customer', { ticket: 55091, body: "Hi Samir, I'm sorry your order didn't arrive — UPS has confirmed it was lost in transit. I've refunded the full $420.00 to your Visa ending 1881; it should appear within 5–10 business days." }, { sent: true }),
  ];
  return { domain: 'customer support', goal, root: agent('triage-agent', goal, 'Refunded $420 for W-88120 after a low-risk fraud check (UPS confirms lost in transit) and replied to the customer.', ch) };
}

// Row 6 - data/analytics: same SQL analyst with three different questions, then a synthesis.
function revenueDeepDive(c) {
  const M = 'gemini-1.5-pro';
  const goal = 'Why did May revenue come in 8% under forecast? Break it down.';
  const ch = [];
  ch.push(agent('sql_analyst', 'Compare May actual vs forecast revenue by region.', 'EMEA −14% vs forecast (€1.02 m short), NA −3%, APAC +2%. EMEA explains ~70% of the gap.', [
    tool('run_sql', { sql: 'SELECT region, SUM(actual) a, SUM(forecast) f FROM fin.revenue_vs_forecast WHERE month = \'2024-05\' GROUP BY 1' }, [{ region: 'EMEA', a: 6.27, f: 7.29 }, { region: 'NA', a: 8.83, f: 9.1 }, { region: 'APAC', a: 2.04, f: 2.0 }]),
  ]));
  ch.push(agent('sql_analyst', 'Within EMEA, break May revenue vs forecast down by country and by new vs existing customers.', 'Germany −31% drives EMEA; existing-customer revenue on plan, new-customer revenue −48% in DE.', [
    tool('run_sql', { sql: "SELECT country, customer_type, SUM(actual) a, SUM(forecast) f FROM fin.revenue_vs_forecast WHERE month='2024-05' AND region='EMEA' GROUP BY 1,2 ORDER BY (SUM(actual)-SUM(forecast))" }, [{ country: 'DE', customer_type: 'new', a: 0.61, f: 1.17 }, { country: 'DE', customer_type: 'existing', a: 1.42, f: 1.45 }, { country: 'FR', customer_type: 'new', a: 0.58, f: 0.62 }]),
  ]));
  ch.push(agent('sql_analyst', 'Check German new-customer funnel for May: traffic, signup rate and checkout conversion vs April.', 'Traffic flat (−2%), signups flat, but checkout conversion fell from 4.1% to 2.2% starting 6 May — coincides with the SEPA direct debit option disappearing from checkout.', [
    tool('run_sql', { sql: "SELECT month, sessions, signups, checkout_cr FROM growth.funnel_monthly WHERE country='DE' AND month IN ('2024-04','2024-05')" }, [{ month: '2024-04', sessions: 412000, signups: 9810, checkout_cr: 0.041 }, { month: '2024-05', sessions: 403700, signups: 9690, checkout_cr: 0.022 }]),
    tool('run_sql', { sql: "SELECT payment_method, COUNT(*) FROM payments.attempts WHERE country='DE' AND created_at >= '2024-05-01' GROUP BY 1" }, [{ payment_method: 'card', count: 6120 }, { payment_method: 'paypal', count: 3310 }, { payment_method: 'sepa_debit', count: 0 }]),
  ]));
  ch.push(llm('Chain: −8% overall ← EMEA −14% ← Germany new customers −48% ← checkout conversion halved from 6 May ← zero SEPA debit attempts in May (it was ~40% of German checkouts in April).', M));
  return { domain: 'data/analytics', goal, root: agent('finance-analytics-lead', goal, 'About 70% of the shortfall is EMEA, almost entirely German new customers (−48%). Their checkout conversion halved from 6 May, when SEPA direct debit stopped appearing at checkout (0 attempts in May). Restoring SEPA should recover most of the gap.', ch) };
}

export default {
  name: 'delegation-distinct-subtasks',
  isolates: 'Healthy delegation: a supervisor calls the same worker sub-agent with different sub-tasks and gets different results, or delegates in depth (agent -> sub-agent -> sub-sub-agent) with distinct sub-tasks.',
  loop: false,
  stagnation: false,
  kind: 'healthy',
  scenarios: [marketBrief, deepCoding, tripBooking, incidentInvestigation, refundFraud, revenueDeepDive],
};
