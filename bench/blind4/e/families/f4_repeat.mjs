// Family 4 (LOOP + STAGNATION): a long reasoning step / message repeated near-verbatim with nothing new in between.
export default {
  family: 'repeated-long-reasoning',
  kind: 'verbatim-repeat',
  loop: true,
  stagnation: true,
  isolates: 'A long (30+ word) reasoning step or assistant message is repeated near-verbatim with nothing new observed in between, and the run makes no progress afterwards.',
  rows: [
    // 01 coding agent, LangGraph nodes; re-read of same file in between
    {
      domain: 'coding agent', style: 'LangGraph nodes', strArgs: false,
      build(c) {
        const goal = 'Add rate limiting (100 requests/min per API key) to the public /v1/search endpoint.';
        const routeSrc = "import { Router } from 'express';\nimport { searchHandler } from '../handlers/search';\nexport const router = Router();\nrouter.get('/v1/search', searchHandler);\n";
        const ch = [
          c.llm('call_model', 'To add per-key rate limiting I need to find where /v1/search is registered and whether the project already has a Redis client I can reuse. Reading the route file and the redis helper first.'),
          c.tool('read_file', { path: 'src/routes/search.ts' }, routeSrc),
          c.tool('read_file', { path: 'src/lib/redis.ts' }, "import Redis from 'ioredis';\nexport const redis = new Redis(process.env.REDIS_URL!);\n"),
          c.tool('grep', { pattern: 'rateLimit|rate-limit|429', path: 'src' }, 'src/handlers/export.ts:88:    res.status(429).json({ error: "too many exports" });'),
          c.tool('read_file', { path: 'src/handlers/search.ts' }, "export async function searchHandler(req, res) {\n  const key = req.header('X-API-Key');\n  if (!key) return res.status(401).end();\n  res.json(await search(req.query.q, { key }));\n}\n"),
          c.tool('read_file', { path: 'package.json' }, { name: 'public-api', version: '2.14.0', dependencies: { express: '^4.19.2', ioredis: '^5.4.1' }, devDependencies: { vitest: '^1.6.0', supertest: '^7.0.0' } }),
          c.tool('bash', { command: 'npx vitest run test/search.test.ts' }, ` ✓ test/search.test.ts (4)\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Duration  ${c.secs(1, 3)}s`),
          c.llm('call_model', 'The route is registered with router.get in src/routes/search.ts and a shared ioredis client is exported from src/lib/redis.ts. My plan is to create src/middleware/rateLimit.ts with a sliding-window limiter keyed on the X-API-Key header using ZADD and ZREMRANGEBYSCORE, register it before searchHandler, and add a test that the 101st request inside a minute gets a 429.'),
          c.tool('read_file', { path: 'src/routes/search.ts' }, routeSrc),
          c.llm('call_model', 'The route is registered with router.get in src/routes/search.ts and a shared ioredis client is exported from src/lib/redis.ts. My plan is to create src/middleware/rateLimit.ts with a sliding-window limiter keyed on the X-API-Key header using ZADD and ZREMRANGEBYSCORE, register it before searchHandler, and add a test that the 101st request inside a minute gets a 429 response.'),
        ];
        return { goal, root: c.agent('coding_graph', goal, ch, 'Run halted by supervisor: no files were changed after repeated planning.') };
      },
    },
    // 02 customer support, chatty; same message sent twice, pending reply at end
    {
      domain: 'customer support', style: 'chatty assistant', strArgs: true,
      build(c) {
        const goal = "User: 'I can't log in to my account and the password reset email never arrives.'";
        const sentAt = c.iso();
        const mid = `<${sentAt.slice(0, 10).replace(/-/g, '')}.${c.hex(6)}@mail.acme.example>`;
        c.tick(120, 600);
        const log = () => c.tool('email.delivery_log', { to: 'jordan.blake@outlook.com', template: 'password_reset', limit: 1 }, [
          { message_id: mid, status: 'delivered', smtp: '250 2.6.0 Queued mail for delivery', at: sentAt },
        ]);
        const msgA = "Thanks for your patience! I can see our system sent the password reset email to jordan.blake@outlook.com and Outlook accepted it as delivered. Please check your Junk and Other folders and search for 'Reset your Acme password'. The link expires after 30 minutes, so if it is older than that, request a fresh one from the sign-in page.";
        const msgB = "Thanks for your patience! I can see our system sent the password reset email to jordan.blake@outlook.com and Outlook accepted it as delivered. Please check your Junk and Other folders, and search for 'Reset your Acme password'. The link expires after 30 minutes, so if it's older than that, request a fresh one from the sign-in page.";
        const ch = [
          c.tool('auth.get_user', { email: 'jordan.blake@outlook.com' }, { user_id: `usr_${c.b62(10)}`, status: 'active', email_verified: true, mfa: 'none', last_login: c.day(-12) + 'T08:11:52Z' }),
          log(),
          c.tool('send_message', { conversation_id: 'conv_81723', text: msgA }, { delivered: true, message_id: c.uuid() }),
          log(),
          c.tool('send_message', { conversation_id: 'conv_81723', text: msgB }, { delivered: true, message_id: c.uuid() }),
          c.pending('wait_for_customer_reply', { conversation_id: 'conv_81723', timeout_s: 900 }),
        ];
        return { goal, root: c.agent('HelpdeskAssistant', goal, ch, 'Session idle: waiting for the customer; login issue not resolved.') };
      },
    },
    // 03 travel, OpenAI Agents style; back-to-back repeat then max turns
    {
      domain: 'travel', style: 'OpenAI Agents runner', strArgs: false,
      build(c) {
        const goal = 'Plan a 4-day Lisbon trip in October for under €1,200 including return flights from Berlin.';
        const ch = [
          c.tool('flights.search', { from: 'BER', to: 'LIS', depart: '2024-10-10', return: '2024-10-14', adults: 1 }, {
            offers: [
              { id: `off_${c.hex(8)}`, carrier: 'TP', flights: 'TP537 / TP538', price_eur: 214, bags: 'cabin only' },
              { id: `off_${c.hex(8)}`, carrier: 'FR', flights: 'FR8372 / FR8373', price_eur: 139, bags: 'personal item' },
              { id: `off_${c.hex(8)}`, carrier: 'LH', flights: 'LH1166 via FRA', price_eur: 388, bags: '1x23kg' },
            ], searched_at: c.iso(),
          }),
          c.tool('hotels.search', { city: 'Lisbon', checkin: '2024-10-10', checkout: '2024-10-14', max_price_night: 130 }, {
            results: [
              { name: 'Hotel Alfama Patio', price_night_eur: 96, rating: 8.7, district: 'Alfama' },
              { name: 'Casa do Príncipe', price_night_eur: 118, rating: 9.1, district: 'Príncipe Real' },
            ], currency: 'EUR', session: c.uuid(),
          }),
          c.tool('weather.climate', { city: 'Lisbon', month: 10 }, { avg_high_c: 22, avg_low_c: 15, rain_days: 8 }),
          c.llm('Trip Planner', 'The cheapest workable option is TAP TP537 out on 10 October and TP538 back on 14 October at €214 return. Pairing that with Hotel Alfama Patio at €96 per night gives €384 for four nights, leaving roughly €600 for food, transport and a Sintra day trip. Before I finalise I should check whether the hotel rate includes the Lisbon tourist tax and whether the fare includes a checked bag.'),
          c.llm('Trip Planner', 'The cheapest workable option is TAP TP537 out on 10 October and TP538 back on 14 October at €214 return. Pairing it with Hotel Alfama Patio at €96 per night gives €384 for four nights, leaving roughly €600 for food, transport and a Sintra day trip. Before I finalise I should check whether the hotel rate includes the Lisbon tourist tax and whether the fare includes a checked bag.'),
        ];
        return { goal, root: c.agent('Trip Planner', goal, ch, 'MaxTurnsExceeded: Max turns (8) exceeded') };
      },
    },
    // 04 research, chatty, long; repeated query in between returns same hits
    {
      domain: 'research', style: 'chatty research assistant', strArgs: false,
      build(c) {
        const goal = 'Summarise the evidence on whether intermittent fasting improves HbA1c in adults with type 2 diabetes.';
        const trials = [
          ['38012114', 'Time-restricted eating vs calorie restriction in T2D: 6-month RCT', 'n=75; HbA1c -0.91% TRE vs -0.94% CR; no significant difference.'],
          ['36594233', '5:2 intermittent energy restriction and glycaemic control', 'n=137; HbA1c -0.3% both arms at 12 months; non-inferior.'],
          ['35972819', 'Alternate-day fasting in adults with type 2 diabetes: pilot', 'n=41; HbA1c -0.6% at 12 weeks vs -0.2% control; small sample.'],
          ['37498101', 'Early TRE (8h window) and HbA1c in Chinese adults with T2D', 'n=120; HbA1c -1.2% vs -0.4% at 3 months.'],
          ['34851209', 'Intermittent fasting with insulin dose adjustment', 'n=46; HbA1c unchanged; hypoglycaemia events 3 vs 1.'],
          ['36722981', 'Ramadan-style fasting and glycaemic outcomes: cohort', 'observational n=310; HbA1c -0.2%; confounded.'],
        ];
        const firstSearch = { ids: trials.map((t) => t[0]), count: 6 };
        const ch = [
          c.llm('assistant', "Great question — I'll look for randomised trials first, then systematic reviews, and check for registered trials that haven't reported yet."),
          c.retr('pubmed.search', { term: '(intermittent fasting OR time-restricted eating) AND type 2 diabetes AND HbA1c AND randomized', retmax: 20 }, firstSearch),
        ];
        for (const [pmid, title, finding] of trials) {
          ch.push(c.retr('pubmed.fetch_abstract', { pmid }, { pmid, title, key_finding: finding, fetched: c.iso() }));
        }
        ch.push(c.llm('assistant', 'Four RCTs show HbA1c falls of 0.3 to 1.2 points, but mostly against no-diet controls; where fasting is compared with plain calorie restriction the effect looks similar. Now looking for pooled analyses.'));
        ch.push(c.retr('cochrane.search', { q: 'intermittent fasting type 2 diabetes glycaemic control' }, [{ id: 'CD014889', title: 'Intermittent fasting for adults with type 2 diabetes (protocol)', status: 'protocol only' }]));
        ch.push(c.retr('pubmed.search', { term: 'intermittent fasting type 2 diabetes HbA1c meta-analysis', retmax: 10 }, { ids: ['37284410', '36981105'], count: 2 }));
        ch.push(c.retr('pubmed.fetch_abstract', { pmid: '37284410' }, { pmid: '37284410', title: 'IF vs continuous energy restriction in T2D: meta-analysis of 9 RCTs', key_finding: 'MD HbA1c -0.08% (95% CI -0.29 to 0.13); no difference.', fetched: c.iso() }));
        ch.push(c.retr('pubmed.fetch_abstract', { pmid: '36981105' }, { pmid: '36981105', title: 'Intermittent fasting and glycaemic control: umbrella review', key_finding: 'Low-certainty evidence; HbA1c reductions comparable to other diets.', fetched: c.iso() }));
        ch.push(c.tool('extract_table', { pmid: '37284410', table: 2 }, { columns: ['study', 'n', 'weeks', 'MD_HbA1c'], rows: 9, checksum: c.hex(10) }));
        ch.push(c.llm('assistant', 'The 9-trial meta-analysis finds no HbA1c difference vs continuous restriction, and the umbrella review rates certainty low. One more source: trial registries, to see whether bigger studies are pending.'));
        ch.push(c.retr('ctgov.search', { cond: 'Type 2 Diabetes', intr: 'intermittent fasting', status: 'RECRUITING,ACTIVE_NOT_RECRUITING' }, [
          { nct: 'NCT05730946', title: 'TRE-T2D multicentre trial', enrollment: 480, est_completion: '2026-03' },
          { nct: 'NCT06122103', title: '5:2 diet in primary care T2D', enrollment: 300, est_completion: '2025-11' },
        ]));
        ch.push(c.tool('notes.save', { doc: 'if-hba1c-notes', append: 'RCTs n=6, MA 9 RCTs MD -0.08, 2 large trials pending (2025-26)' }, { ok: true, rev: c.int(10, 99) }));
        ch.push(c.llm('assistant', 'Putting it together: across six trials and one nine-trial meta-analysis, intermittent fasting lowers HbA1c by roughly 0.3 to 1.2 points versus usual care but shows no clear advantage over ordinary calorie restriction, and certainty is low. Before writing the summary I want to re-check the meta-analysis search to be sure I am not missing a newer pooled estimate.'));
        ch.push(c.retr('pubmed.search', { term: 'intermittent fasting type 2 diabetes HbA1c meta-analysis', retmax: 10 }, { ids: ['37284410', '36981105'], count: 2 }));
        ch.push(c.llm('assistant', 'Putting it together: across six trials and one nine-trial meta-analysis, intermittent fasting lowers HbA1c by roughly 0.3 to 1.2 points versus usual care but shows no clear advantage over ordinary calorie restriction, and certainty is low. Before writing the summary I want to re-check the meta-analysis search to make sure I am not missing a newer pooled estimate.'));
        return { goal, root: c.agent('ResearchAssistant', goal, ch, 'Stopped: context budget reached before the summary was written.') };
      },
    },
    // 05 logistics, terse ReAct; thought repeated without action
    {
      domain: 'logistics', style: 'terse ReAct', strArgs: false,
      build(c) {
        const goal = "Plan tomorrow's delivery routes for depot LDS-2 (38 stops, 4 vans) and publish them to the driver app.";
        const th = 'Thought: The optimizer left 5 stops unassigned because total volume is 512 parcels and the four vans hold 120 each. Options are splitting the two bulky orders, borrowing a fifth van from LDS-1, or moving low-priority stops to Thursday. I should check which stops are low priority before deciding.';
        const th2 = 'Thought: The optimizer left 5 stops unassigned because total volume is 512 parcels and the four vans hold 120 each. Options are splitting the two bulky orders, borrowing a fifth van from LDS-1, or moving low-priority stops to Thursday. I need to check which stops are low priority before deciding.';
        const ch = [
          c.tool('depot.get_orders', { depot: 'LDS-2', date: 'tomorrow' }, { depot: 'LDS-2', stops: 38, parcels: 512, bulky_orders: ['ORD-77120', 'ORD-77141'], generated: c.clf() }),
          c.tool('fleet.get_vans', { depot: 'LDS-2' }, [
            { van: 'VN-201', capacity: 120, driver: 'A. Shah' }, { van: 'VN-202', capacity: 120, driver: 'M. Kowalski' },
            { van: 'VN-204', capacity: 120, driver: 'T. Reid' }, { van: 'VN-207', capacity: 120, driver: 'J. Byrne' },
          ]),
          c.tool('routing.optimize', { depot: 'LDS-2', vans: ['VN-201', 'VN-202', 'VN-204', 'VN-207'], time_windows: true }, { status: 'partial', assigned: 33, unassigned: ['S-12', 'S-19', 'S-27', 'S-31', 'S-36'], total_km: 412.6, solve_ms: c.ms(800, 4000) }),
          c.llm('react', th),
          c.llm('react', th2),
        ];
        return { goal, root: c.agent('dispatch_react', goal, ch, 'Agent stopped due to iteration limit or time limit.') };
      },
    },
    // 06 security triage, chatty + sub-agent; same IP lookup re-run in between
    {
      domain: 'security triage', style: 'chatty assistant + sub-agent', strArgs: false,
      build(c) {
        const goal = 'Triage alert ALRT-90412: impossible-travel sign-in for user k.osei (Accra, then Frankfurt 20 minutes later).';
        const rep = () => c.tool('ip.reputation', { ip: '165.225.72.14' }, { ip: '165.225.72.14', asn: 'AS53813', org: 'Zscaler, Inc.', abuse_score: 0, tags: ['proxy', 'corporate-egress'] });
        const th = "The Frankfurt sign-in came from 165.225.72.14, a Zscaler egress address, while the Accra sign-in came from a residential MTN Ghana address. That pattern usually means the user's traffic was hairpinned through our corporate proxy rather than credential theft, but I can't close this as benign until I confirm that k.osei's laptop is enrolled and routed through Zscaler.";
        const th2 = "The Frankfurt sign-in came from 165.225.72.14, a Zscaler egress address, while the Accra sign-in came from a residential MTN Ghana address. That pattern usually means the user's traffic was hairpinned through our corporate proxy rather than credential theft, but I cannot close this as benign until I confirm that k.osei's laptop is enrolled and routed through Zscaler.";
        const enrich = c.agent('ip_enrichment', { ips: ['102.176.65.201', '165.225.72.14'] }, [
          c.tool('ip.reputation', { ip: '102.176.65.201' }, { ip: '102.176.65.201', asn: 'AS29614', org: 'MTN Ghana', abuse_score: 3, tags: ['residential'] }),
          rep(),
        ], 'Accra IP: MTN Ghana residential; Frankfurt IP: Zscaler egress, clean.');
        const ch = [
          c.tool('siem.get_alert', { id: 'ALRT-90412' }, { id: 'ALRT-90412', rule: 'Impossible travel', user: 'k.osei', severity: 'medium', created: c.isoOff(1) }),
          c.tool('idp.signin_logs', { user: 'k.osei', window: '2h' }, [
            { time: c.iso(), ip: '102.176.65.201', city: 'Accra', app: 'Outlook', result: 'success', mfa: 'push' },
            { time: (c.tick(1100, 1300), c.iso()), ip: '165.225.72.14', city: 'Frankfurt', app: 'Slack', result: 'success', mfa: 'satisfied (token)' },
          ]),
          enrich,
          c.llm('analyst_assistant', th),
          rep(),
          c.llm('analyst_assistant', th2),
        ];
        return { goal, root: c.agent('SecOpsCopilot', goal, ch, 'Stopped without a verdict; ALRT-90412 left open for an analyst.') };
      },
    },
  ],
};
