import { chat } from './lib.mjs';

// Family 9 (healthy): a supervisor delegates distinct sub-tasks to the same worker
// several times, or delegates several levels deep; results are distinct; run finishes.

const rows = [
  // 1 — newsroom, OpenAI Agents SDK: editor -> fact_checker (agent-as-tool) x3
  {
    domain: 'newsroom/media',
    style: 'oai',
    agent: 'Metro Editor',
    start: '2024-10-16T22:10:00Z',
    build(c) {
      const goal =
        "Fact-check the three numbered claims in tonight's council-budget story (slug: council-budget-1017) before it goes to the copy desk, and note the results in the story.";
      const ch = [];
      ch.push(
        c.llm(
          [{ role: 'system', content: 'You are the metro desk editor. Delegate each factual claim to the fact_checker agent.' }, { role: 'user', content: goal }],
          'Three claims to verify: (1) the council approved a $412 million general fund; (2) police overtime rose 38% over two years; (3) the library branch closures affect 4 of 11 branches. I will hand each claim to fact_checker separately.',
        ),
      );
      const fc = (claim, kids, verdict) => c.sub('fact_checker', claim, verdict, kids);
      ch.push(
        fc('Claim 1: "The council approved a $412 million general fund budget for FY2025 on Tuesday."', [
          c.tool('search_public_records', { source: 'city_council_minutes', query: 'FY2025 general fund adopted budget', date_from: '2024-10-15' }, { hits: [{ doc: 'Ordinance 24-118', title: 'Adopting the FY2025 Operating Budget', passed: '2024-10-15', vote: '7-2', general_fund_total: 409800000 }] }),
          c.llm([{ role: 'user', content: 'Compare claim with Ordinance 24-118' }], 'Ordinance 24-118 (passed 7-2 on Oct 15) sets the general fund at $409.8 million. $412M is the all-funds operating figure in the mayor\'s proposed budget, not the adopted general fund.'),
        ], 'INACCURATE — adopted general fund is $409.8M (Ordinance 24-118, passed 7-2 on Oct 15). $412M was the proposed figure. Suggest: "a $409.8 million general fund".'),
      );
      ch.push(
        fc('Claim 2: "Police overtime spending has risen 38% in two years."', [
          c.tool('query_budget_dataset', { dataset: 'actuals_by_department', department: 'Police', account: 'Overtime', fiscal_years: [2022, 2024] }, { rows: [{ fy: 2022, actual: 14120000 }, { fy: 2024, actual: 19490000 }], source: 'Finance Dept open data, refreshed 2024-09-30' }),
          c.llm([{ role: 'user', content: 'Compute the change' }], '19.49M / 14.12M = 1.380, a 38.0% increase from FY2022 to FY2024 actuals. The claim holds.'),
        ], 'ACCURATE — police overtime actuals went from $14.12M (FY2022) to $19.49M (FY2024), +38.0% (Finance open data).'),
      );
      ch.push(
        fc('Claim 3: "The cuts will close 4 of the city\'s 11 library branches."', [
          c.tool('search_archive', { query: 'library branch closures budget 2024', outlet: 'internal', limit: 5 }, { results: [{ slug: 'library-hours-0930', headline: 'Library plan cuts Sunday hours at 4 branches, closes none', date: '2024-09-30' }] }),
          c.tool('search_public_records', { source: 'library_board', query: 'branch service changes FY2025' }, { hits: [{ doc: 'LB Resolution 2024-07', summary: 'Reduce hours at Eastgate, Fairview, Northpark, Oak Hill; no closures. System has 12 branches incl. bookmobile depot.' }] }),
        ], 'INACCURATE — no branches close; 4 branches (Eastgate, Fairview, Northpark, Oak Hill) lose hours (Library Board Res. 2024-07). The system has 12 locations, not 11.'),
      );
      ch.push(
        c.tool('update_story_notes', { slug: 'council-budget-1017', note: 'FACT-CHECK: C1 wrong ($409.8M adopted GF, Ord. 24-118); C2 ok (+38.0% OT FY22-24); C3 wrong (hours cut at 4 branches, no closures; 12 locations).' }, { ok: true, revision: c.int(20, 40), updated_at: c.now() }),
      );
      const output =
        'Fact-check is complete and noted on council-budget-1017. Claim 1 is wrong — the adopted general fund is $409.8M (Ord. 24-118, 7-2 vote), not $412M. Claim 2 is right — police overtime rose 38.0%, from $14.12M (FY22) to $19.49M (FY24). Claim 3 is wrong — no libraries close; Eastgate, Fairview, Northpark and Oak Hill lose hours, and the system has 12 locations. The story needs fixes to claims 1 and 3 before copy.';
      return { goal, children: ch, output };
    },
  },

  // 2 — shipping/customs, LangGraph supervisor -> hs_classifier worker per SKU
  {
    domain: 'shipping/customs',
    style: 'langgraph',
    agent: 'supervisor',
    start: '2024-03-27T08:45:00Z',
    build(c) {
      const goal = 'Classify the three new SKUs on PO 77-3190 (HTS for US import) so the broker can file the entry, and flag anything needing a PGA filing.';
      const ch = [];
      ch.push(
        c.llm(chat('You are a supervisor. Route each SKU to hs_classifier; finish when all SKUs are classified.', ['user', goal]), 'Route SKU TRV-0091 (stainless insulated tumbler) to hs_classifier first, then ARC-2201 (LED headlamp with lithium battery), then PET-5530 (dog chew treats).', { name: 'ChatOpenAI' }),
      );
      const worker = (task, kids, result) => c.sub('hs_classifier', task, result, kids);
      ch.push(
        worker('Classify SKU TRV-0091: 20 oz vacuum-insulated stainless steel tumbler with press-in plastic lid, for beverages.', [
          c.tool('search_hts', { query: 'vacuum insulated stainless steel drinkware', chapter: 96 }, { candidates: [{ hts: '9617.00.1000', desc: 'Vacuum flasks and other vacuum vessels, complete with cases; parts thereof... having a capacity not exceeding 1 liter', general_rate: '7.2%' }, { hts: '7323.93.0080', desc: 'Table, kitchen or other household articles of stainless steel, other', general_rate: '2%' }] }),
          c.llm(chat(null, ['user', 'Choose between 9617 and 7323']), 'A vacuum-insulated vessel falls under heading 9617 ahead of 7323 (GRI 1, heading 9617 specifically covers vacuum vessels). Capacity 0.59 L ≤ 1 L → 9617.00.1000.'),
        ], 'TRV-0091 → 9617.00.1000 (vacuum vessels ≤1 L), general duty 7.2%. No PGA filing required.'),
      );
      ch.push(
        worker('Classify SKU ARC-2201: rechargeable LED headlamp, 450 lumen, built-in 1200 mAh Li-ion battery, USB-C.', [
          c.tool('search_hts', { query: 'portable electric lamp battery headlamp', chapter: 85 }, { candidates: [{ hts: '8513.10.2000', desc: 'Portable electric lamps designed to function by their own source of energy: Flashlights', general_rate: '12.5%' }, { hts: '8513.10.4000', desc: 'Portable electric lamps ... Other lamps', general_rate: '3.5%' }] }),
          c.tool('lookup_cross_rulings', { query: 'LED headlamp rechargeable', limit: 3 }, { rulings: [{ id: 'NY N312045', date: '2020-07-14', hts: '8513.10.4000', summary: 'Rechargeable LED headlamp with strap is an "other" portable lamp, not a flashlight.' }] }),
        ], 'ARC-2201 → 8513.10.4000 (other portable lamps; see CROSS NY N312045), general duty 3.5%. Flag: contains a Li-ion battery — needs UN38.3 test summary for carrier, no PGA, but check the Section 301 list for China origin.'),
      );
      ch.push(
        worker('Classify SKU PET-5530: dried beef-tendon dog chews, 12 oz bag, retail pack, origin Brazil.', [
          c.tool('search_hts', { query: 'dog food retail sale animal chews', chapter: 23 }, { candidates: [{ hts: '2309.10.0090', desc: 'Dog or cat food, put up for retail sale: Other', general_rate: 'Free' }] }),
          c.tool('check_pga_requirements', { hts: '2309.10.0090', origin: 'BR' }, { agencies: [{ agency: 'FDA', program: 'Animal food (FD1/FD2)', required: true }, { agency: 'APHIS', program: 'Ruminant-origin products — import permit / veterinary certificate', required: true }] }),
        ], 'PET-5530 → 2309.10.0090 (dog food, retail), duty free. PGA required: FDA prior notice (animal food) and USDA APHIS veterinary certificate/permit for ruminant (beef) origin from Brazil.'),
      );
      ch.push(c.llm(chat(null, ['user', 'All workers returned']), 'All three SKUs are classified with different outcomes; two need follow-up (battery documents for ARC-2201, FDA + APHIS for PET-5530). Writing the broker summary.', { name: 'ChatOpenAI' }));
      const output =
        'PO 77-3190 classifications: TRV-0091 tumbler → 9617.00.1000 (7.2%), no PGA. ARC-2201 LED headlamp → 8513.10.4000 (3.5%, per CROSS NY N312045); lithium battery, so include the UN38.3 summary, and check Section 301 if it is China-origin. PET-5530 beef-tendon dog chews (BR) → 2309.10.0090 (free); PGA needed: FDA prior notice for animal food plus an APHIS veterinary certificate/permit for ruminant-origin product.';
      return { goal, children: ch, output };
    },
  },

  // 3 — coding, OpenHands delegation three levels deep
  {
    domain: 'coding',
    style: 'openhands',
    agent: 'CodeActAgent',
    start: '2024-08-14T13:00:00Z',
    build(c) {
      const goal = 'Add per-API-key rate limiting (100 req/min, Redis-backed) to the FastAPI service in /workspace/gateway, with tests.';
      const obs = (b, code = 0) => `${b}\n[The command completed with exit code ${code}.]`;
      const ch = [];
      ch.push(c.llm(chat('You are OpenHands CodeActAgent. You may delegate with AgentDelegateAction.', ['user', goal]), 'I will first delegate a codebase survey to find how middleware and Redis are wired, then delegate the implementation (which can delegate its tests).'));
      ch.push(
        c.sub('RepoExplorerAgent', 'Find where FastAPI middleware is registered and whether a Redis client already exists in /workspace/gateway.', 'Middleware is registered in gateway/app.py:create_app() (lines 22-31: CORS, RequestID). A Redis client exists: gateway/deps.py:get_redis() returns redis.asyncio.Redis from settings.REDIS_URL. API keys are resolved in gateway/auth.py:resolve_api_key() and put on request.state.api_key.', [
          c.tool('CmdRunAction', { command: 'grep -rn "add_middleware\\|Redis(" gateway/ | head -20' }, obs("gateway/app.py:24:    app.add_middleware(CORSMiddleware, allow_origins=settings.CORS_ORIGINS)\ngateway/app.py:29:    app.add_middleware(RequestIDMiddleware)\ngateway/deps.py:11:    return redis.asyncio.Redis.from_url(settings.REDIS_URL, decode_responses=True)")),
          c.tool('FileReadAction', { path: '/workspace/gateway/gateway/auth.py', start: 1, end: 40 }, '[Read from /workspace/gateway/gateway/auth.py is successful.]\n...\n    async def resolve_api_key(request: Request) -> str:\n        key = request.headers.get("x-api-key")\n        ...\n        request.state.api_key = key'),
        ]),
      );
      const testAgent = c.sub('TestWriterAgent', 'Write pytest tests for RateLimitMiddleware: under limit passes, 101st request in a minute gets 429 with Retry-After, separate keys are independent. Use fakeredis.', 'Added tests/test_rate_limit.py with 3 tests using fakeredis.aioredis.FakeRedis; all 3 pass (0.41s).', [
        c.tool('FileEditAction', { path: '/workspace/gateway/tests/test_rate_limit.py', command: 'create' }, 'File created successfully at: /workspace/gateway/tests/test_rate_limit.py'),
        c.tool('CmdRunAction', { command: 'pytest tests/test_rate_limit.py -q' }, obs(`...                                                                      [100%]\n3 passed in ${c.secs(0.3, 0.6)}s`)),
      ]);
      ch.push(
        c.sub('ImplementerAgent', 'Implement RateLimitMiddleware (fixed window, 100 req/min per request.state.api_key, Redis INCR + EXPIRE), register it after auth in create_app(), return 429 with Retry-After. Delegate the tests.', 'Implemented gateway/middleware/rate_limit.py (INCR key rl:{api_key}:{epoch_minute}, EXPIRE 60 on first hit, 429 + Retry-After when count > 100), registered in create_app() after RequestIDMiddleware. Tests added by TestWriterAgent: 3 passed.', [
          c.tool('FileEditAction', { path: '/workspace/gateway/gateway/middleware/rate_limit.py', command: 'create' }, 'File created successfully at: /workspace/gateway/gateway/middleware/rate_limit.py'),
          c.tool('FileEditAction', { path: '/workspace/gateway/gateway/app.py', command: 'str_replace', old_str: '    app.add_middleware(RequestIDMiddleware)', new_str: '    app.add_middleware(RequestIDMiddleware)\n    app.add_middleware(RateLimitMiddleware, limit=settings.RATE_LIMIT_PER_MIN)' }, "The file /workspace/gateway/gateway/app.py has been edited."),
          testAgent,
        ]),
      );
      ch.push(c.tool('CmdRunAction', { command: 'pytest -q' }, obs(`........................................                                 [100%]\n41 passed in ${c.secs(2.2, 4.8)}s`)));
      const output =
        'Per-API-key rate limiting is in place: RateLimitMiddleware (gateway/middleware/rate_limit.py) counts requests per key per minute in Redis (INCR + EXPIRE 60) and returns 429 with Retry-After above 100 requests/min. It is registered in create_app() and the limit is configurable via RATE_LIMIT_PER_MIN. New tests in tests/test_rate_limit.py; the full suite passes (41 tests).';
      return { goal, children: ch, output };
    },
  },

  // 4 — music licensing, Google ADK: supervisor -> rights_clearance_agent x3 tracks
  {
    domain: 'music licensing',
    style: 'adk',
    agent: 'sync_supervisor',
    start: '2024-07-01T17:20:00Z',
    build(c) {
      const goal =
        'We want three tracks for the "Northbound" documentary trailer (worldwide, 2 years, online + festival). Get rights holders and quote ranges for each and tell me which is cheapest to clear in total.';
      const ch = [];
      ch.push(c.llm(chat('You coordinate sync clearances. Use rights_clearance_agent for each track.', ['user', goal]), 'Tracks: "Salt Roads" (Ivy Marchetti), "Bright Hollow" (The Cormorants), "Tin Sky" (Ode Lakes). Each needs master + publishing clearance. I will send them to rights_clearance_agent one by one.'));
      const rc = (task, kids, res) => c.sub('rights_clearance_agent', task, res, kids);
      ch.push(
        rc('Clear "Salt Roads" by Ivy Marchetti: trailer use, worldwide, 2 years, online + festival.', [
          c.tool('lookup_rights', { title: 'Salt Roads', artist: 'Ivy Marchetti' }, { master: { owner: 'Ivy Marchetti (self-released via DistroKid)', share: 100 }, publishing: [{ publisher: 'Ivy Marchetti Music (self)', share: 100 }] }),
          c.tool('get_quote_history', { rightsholder: 'Ivy Marchetti', media: 'trailer' }, { past_quotes: [{ year: 2023, use: 'indie film trailer', master: 2500, publishing: 2500 }] }),
        ], 'Salt Roads: one-stop (artist owns master and publishing 100%). Expected $4,000–$6,000 all-in for the term.'),
      );
      ch.push(
        rc('Clear "Bright Hollow" by The Cormorants: trailer use, worldwide, 2 years, online + festival.', [
          c.tool('lookup_rights', { title: 'Bright Hollow', artist: 'The Cormorants' }, { master: { owner: 'Sub Pop Records', share: 100 }, publishing: [{ publisher: 'Kobalt Songs Music Publishing', share: 60 }, { publisher: 'Warner Chappell', share: 40 }] }),
          c.tool('get_rate_card', { rightsholder: 'Sub Pop Records', use: 'trailer', territory: 'WW', term_years: 2 }, { master_range_usd: [8000, 15000], notes: 'documentary discount 25% on request' }),
        ], 'Bright Hollow: master Sub Pop ($8k–$15k, 25% documentary discount possible); publishing split Kobalt 60% / Warner Chappell 40% — MFN likely, so expect publishing to match master. Total $12,000–$30,000.'),
      );
      ch.push(
        rc('Clear "Tin Sky" by Ode Lakes: trailer use, worldwide, 2 years, online + festival.', [
          c.tool('lookup_rights', { title: 'Tin Sky', artist: 'Ode Lakes' }, { master: { owner: 'Ninja Tune', share: 100 }, publishing: [{ publisher: 'Just Isn\'t Music', share: 100 }] }),
          c.tool('check_library_availability', { title: 'Tin Sky', libraries: ['Musicbed', 'Artlist'] }, { available: true, library: 'Musicbed', license: 'Business Pro + trailer add-on', price_usd: 3499, term: 'perpetual for that project' }),
        ], 'Tin Sky: available pre-cleared via Musicbed (Business Pro + trailer add-on) at $3,499 flat, perpetual for the project — no separate master or publishing negotiation.'),
      );
      const output =
        'Clearance summary for the "Northbound" trailer (worldwide, 2 yrs, online + festival): (1) "Salt Roads" — Ivy Marchetti owns 100% of master and publishing (one-stop), about $4k–$6k all-in. (2) "Bright Hollow" — master with Sub Pop ($8k–$15k, 25% doc discount on request), publishing Kobalt 60% / Warner Chappell 40% with MFN likely, so about $12k–$30k total. (3) "Tin Sky" — pre-cleared on Musicbed for $3,499 flat. Cheapest to clear: "Tin Sky", then "Salt Roads".';
      return { goal, children: ch, output };
    },
  },

  // 5 — agriculture, Mastra agent network: farm manager -> agronomist x3, one nests a weather agent
  {
    domain: 'agriculture',
    style: 'mastra',
    agent: 'farmManager',
    start: '2024-06-10T12:00:00Z',
    build(c) {
      const goal = 'Give me nitrogen side-dress recommendations for fields N4, N7 and S2 (corn) based on the latest soil nitrate tests, and tell me which field to do first this week.';
      const ch = [];
      ch.push(c.llm([{ role: 'user', content: goal }], 'Each field has its own late-spring nitrate test and history. I will ask the agronomist agent for a per-field recommendation, one field at a time.', { model: 'gpt-4.1' }));
      const ag = (task, kids, res) => c.sub('agronomistAgent', task, res, kids);
      ch.push(
        ag('Field N4: corn after soybean, V5. Recommend side-dress N rate from the LSNT.', [
          c.tool('getSoilTest', { field: 'N4', test: 'LSNT', depth_in: 12 }, { field: 'N4', sampled: '2024-06-06', no3_n_ppm: 18, lab: 'Ward Labs', sample_id: 'WL-' + c.digits(6) }),
          c.tool('getFieldHistory', { field: 'N4' }, { prev_crop: 'soybean', preplant_n_lb: 60, manure: false, acres: 118 }),
        ], 'N4: LSNT 18 ppm, below the 25 ppm critical level → (25−18)×8 = 56 lb N/ac, rounded to 60 lb N/ac side-dress (118 ac, 7,080 lb N total). Not urgent — soybean credit helps.'),
      );
      ch.push(
        ag('Field N7: corn after corn, V6, had 2.1" rain last week. Recommend side-dress N rate and timing.', [
          c.tool('getSoilTest', { field: 'N7', test: 'LSNT', depth_in: 12 }, { field: 'N7', sampled: '2024-06-06', no3_n_ppm: 11, lab: 'Ward Labs', sample_id: 'WL-' + c.digits(6) }),
          c.sub('weatherAgent', 'Forecast for field N7 (41.92N, -93.61W) next 5 days: rain and ground workability.', 'Dry Tue–Wed (0.0"), 0.8" Thursday night, 0.3" Saturday. Best application window: Tue–Wed.', [
            c.tool('getForecast', { lat: 41.92, lon: -93.61, days: 5 }, { daily: [{ d: 'Tue', precip_in: 0.0 }, { d: 'Wed', precip_in: 0.0 }, { d: 'Thu', precip_in: 0.8 }, { d: 'Fri', precip_in: 0.0 }, { d: 'Sat', precip_in: 0.3 }], source: 'NWS DMX', issued: c.now() }),
          ]),
        ], 'N7: LSNT 11 ppm (corn on corn, likely leaching after 2.1" rain) → (25−11)×8 = 112 lb N/ac, rounded to 110 lb N/ac. Apply Tue–Wed before Thursday\'s 0.8" rain.'),
      );
      ch.push(
        ag('Field S2: corn after alfalfa, V4. Recommend side-dress N rate.', [
          c.tool('getSoilTest', { field: 'S2', test: 'LSNT', depth_in: 12 }, { field: 'S2', sampled: '2024-06-07', no3_n_ppm: 27, lab: 'Ward Labs', sample_id: 'WL-' + c.digits(6) }),
        ], 'S2: LSNT 27 ppm, above 25 ppm with an alfalfa credit → no side-dress needed (0 lb N/ac). Re-check only if June is very wet.'),
      );
      const output =
        'Side-dress plan: N7 first — 110 lb N/ac (LSNT 11 ppm, corn on corn after 2.1" of rain); apply Tue–Wed, ahead of about 0.8" of rain Thursday night. N4 next — 60 lb N/ac (LSNT 18 ppm, after soybeans), about 7,080 lb N across 118 ac, any time in the next 10 days. S2 — none needed (LSNT 27 ppm with the alfalfa credit).';
      return { goal, children: ch, output };
    },
  },

  // 6 — insurance claims, smolagents managed agents three levels deep
  {
    domain: 'insurance claims',
    style: 'smolagents',
    agent: 'CodeAgent',
    start: '2024-05-07T15:35:00Z',
    build(c) {
      const goal = 'Process auto claim CLM-2024-118822 (rear-end collision): confirm coverage, check the repair estimate against the photos, and set the initial reserve.';
      const ch = [];
      ch.push(
        c.llm(chat('You are a manager agent. Managed agents: triage_agent (can itself call document_agent), coverage_agent.', ['user', goal]), 'Thought: First confirm coverage with coverage_agent, then give triage_agent the estimate review (it can use document_agent for the PDF and photos).\nCode:\n```py\ncov = coverage_agent(task="Confirm collision coverage and deductible for CLM-2024-118822")\nprint(cov)\n```<end_code>'),
      );
      ch.push(
        c.sub('coverage_agent', 'Confirm collision coverage and deductible for CLM-2024-118822 (loss date 2024-05-03).', 'Policy PA-7738201 was in force on 2024-05-03; collision coverage applies with a $500 deductible; rental reimbursement $40/day up to 30 days. The claimant is not at fault (police report: other driver cited), so subrogation is possible.', [
          c.tool('get_policy', { claim_id: 'CLM-2024-118822' }, { policy: 'PA-7738201', status: 'IN_FORCE', term: '2024-01-15/2025-01-15', coverages: { collision: { deductible: 500 }, rental: { per_day: 40, max_days: 30 } }, vehicle: '2021 Subaru Outback VIN 4S4BTANC5M3' + c.digits(6) }),
          c.tool('get_police_report', { claim_id: 'CLM-2024-118822' }, { report_no: 'PR-24-33917', citation: 'Driver of vehicle 2 cited: following too closely', injuries: 'none' }),
        ]),
      );
      const docAgent = c.sub('document_agent', 'Extract line items from estimate PDF (CCC ONE) and compare with the 9 photos for CLM-2024-118822.', 'Estimate total $6,842.17: rear bumper cover replace, rear body panel repair 3.5 h, liftgate refinish, R tail lamp replace, 2 parking sensors, frame pull 1.5 h. Photos show bumper, tail lamp and liftgate damage; no photo shows the frame or rear body panel damage — frame pull (1.5 h, $142.50) and panel repair need teardown verification.', [
        c.tool('extract_pdf_table', { file: 'claims/CLM-2024-118822/estimate_ccc.pdf' }, { lines: 14, total: 6842.17, labor_hours: 11.2, parts_total: 3310.44, paint_materials: 612.0 }),
        c.tool('image_damage_tagger', { folder: 'claims/CLM-2024-118822/photos', count: 9 }, { tags: { rear_bumper: 'severe', tail_lamp_r: 'broken', liftgate: 'scratched/dented', rear_body_panel: 'not visible', frame: 'not visible' } }),
      ]);
      ch.push(
        c.sub('triage_agent', 'Review the repair estimate for CLM-2024-118822 against the photos and propose an initial reserve. Use document_agent for extraction.', 'The estimate of $6,842.17 is mostly supported by the photos; the frame pull and rear body panel need teardown verification. Proposed initial physical-damage reserve: $7,500 (estimate plus a 10% supplement allowance) and a rental reserve of $600 (15 days × $40). Flag for subrogation against the other driver\'s carrier.', [
          docAgent,
          c.tool('reserve_calculator', { estimate: 6842.17, supplement_pct: 10, rental_days: 15, rental_rate: 40 }, { physical_damage: 7526.39, rounded: 7500, rental: 600 }),
        ]),
      );
      ch.push(c.tool('set_reserve', { claim_id: 'CLM-2024-118822', physical_damage: 7500, rental: 600, note: 'Teardown verification needed: frame pull, rear body panel. Subro potential (PR-24-33917).' }, { ok: true, reserve_id: 'RSV-' + c.digits(7), set_at: c.now() }));
      const output =
        'CLM-2024-118822 is processed: collision coverage is confirmed on PA-7738201 ($500 deductible, rental $40/day). The $6,842.17 estimate is mostly backed by the photos (bumper, right tail lamp, liftgate); the frame pull and rear body panel repair need teardown verification. Initial reserves set: $7,500 physical damage and $600 rental. The other driver was cited (PR-24-33917), so the claim is flagged for subrogation.';
      return { goal, children: ch, output };
    },
  },
];

export default {
  family: 'delegation-distinct-subtasks',
  isolates:
    'A supervisor calls the same worker sub-agent several times with different sub-tasks, or delegates several levels deep, and each delegation returns distinct results before the run finishes.',
  loop: false,
  stagnation: false,
  rows,
};
