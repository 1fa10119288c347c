import { agent, tool, llm, sys, usr, asst, tmsg, chain } from './lib.mjs';
export const FAMILY = 'long_step_repeat';
export const LOOP = true;
export const ISOLATES = 'One near-verbatim repeat of a long reasoning step with nothing new observed in between, then the run is cut off.';

// 01: CrewAI hierarchical crew, market research on residential heat pumps
function s01(c) {
  const M = 'gpt-4o';
  const kids = [];
  const thought = 'Thought: I now have the 2025 shipment figures from AHRI for ducted and ductless units, but the brief asks for a regional split across the Northeast, Southeast, Midwest and West, and the AHRI table only gives national totals. The most reliable way to get the regional split is the EIA Residential Energy Consumption Survey, so I will search for the RECS heating equipment table by census region and then compute shares for each region before writing the section.';
  const thought2 = 'Thought: I now have the 2025 shipment figures from AHRI for ducted and ductless units, but the brief asks for a regional split across Northeast, Southeast, Midwest and West, and the AHRI table only gives national totals. The most reliable way to get the regional split is the EIA Residential Energy Consumption Survey, so I will search for the RECS heating equipment table by census region and compute the shares for each region before writing the section.';
  const mgr = [];
  mgr.push(llm(c, M, [sys('You are Crew Manager. Coordinate the crew to produce: US residential heat pump market brief.'), usr('Task: Produce a 2-page market brief on US residential heat pumps (shipments, regional adoption, price bands).')],
    'Thought: I should split this. The Market Researcher gathers shipment and regional data, the Pricing Analyst collects price bands.', [['Delegate work to coworker', { task: 'Collect 2025 US heat pump shipment totals and the regional split (Census regions).', context: 'Market brief, numbers must be sourced.', coworker: 'Market Researcher' }]]));
  const r = [];
  r.push(llm(c, M, [sys('You are Market Researcher. Use tools to find sourced numbers.'), usr('Collect 2025 US heat pump shipment totals and the regional split (Census regions).')],
    'Thought: Start with the AHRI monthly shipment releases.', [['search_web', { query: 'AHRI heat pump shipments December 2025 year to date' }]]));
  r.push(tool('search_web', { query: 'AHRI heat pump shipments December 2025 year to date' }, { results: [
    { title: 'AHRI Releases December 2025 U.S. Heating and Cooling Equipment Shipment Data', url: 'https://www.ahrinet.org/analytics/statistics/historical-data/central-air-conditioners-and-air-source-heat-pumps', snippet: 'Year-to-date U.S. shipments of air-source heat pumps totaled 4,112,508 units, up 9.4 percent...' },
    { title: 'Heat pumps outsell gas furnaces for fourth year', url: 'https://www.canarymedia.com/articles/heat-pumps/2025-shipments', snippet: '...4.1 million heat pumps versus 3.2 million gas furnaces...' }], search_id: c.uuid(), took_ms: c.ms() }));
  r.push(llm(c, M, [usr('...'), tmsg('search_web', '[3 results]')], 'Thought: Fetch the AHRI page to get the ducted vs ductless split.', [['fetch_page', { url: 'https://www.ahrinet.org/analytics/statistics/historical-data/central-air-conditioners-and-air-source-heat-pumps' }]]));
  r.push(tool('fetch_page', { url: 'https://www.ahrinet.org/analytics/statistics/historical-data/central-air-conditioners-and-air-source-heat-pumps' }, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', date: c.httpDate(), 'cf-ray': c.hex(16) + '-IAD', age: String(c.int(10, 4000)) }, body: '<table class="shipments"><tr><th>Product</th><th>Dec 2025</th><th>YTD 2025</th></tr><tr><td>Air-Source Heat Pumps (ducted)</td><td>281,904</td><td>3,402,117</td></tr><tr><td>Ductless mini-split</td><td>54,330</td><td>710,391</td></tr></table><p>Regional data is not published in this release.</p>' }));
  r.push(llm(c, M, [usr('...'), tmsg('fetch_page', '<table ...>')], thought, [['search_web', { query: 'EIA RECS heating equipment heat pump share by census region table HC6.7' }]]));
  r.push(tool('search_web', { query: 'EIA RECS heating equipment heat pump share by census region table HC6.7' }, { results: [], search_id: c.uuid(), took_ms: c.ms(), note: 'No results found for your query.' }));
  r.push(llm(c, M, [usr('...'), asst(thought), tmsg('search_web', '{"results":[],"note":"No results found for your query."}')], thought2, [['search_web', { query: 'EIA RECS heating equipment heat pump share by census region table HC6.7' }]]));
  r.push(tool('search_web', { query: 'EIA RECS heating equipment heat pump share by census region table HC6.7' }, { results: [], search_id: c.uuid(), took_ms: c.ms(), note: 'No results found for your query.' }));
  mgr.push(agent('Market Researcher', { task: 'Collect 2025 US heat pump shipment totals and the regional split (Census regions).' }, null, r, { crewai_role: 'Market Researcher', error: 'Agent stopped due to iteration limit or time limit.' }));
  mgr.push(tool('Delegate work to coworker', { task: 'Collect 2025 US heat pump shipment totals and the regional split (Census regions).', coworker: 'Market Researcher' }, null, { error: 'Agent stopped due to iteration limit or time limit.' }));
  kids.push(agent('Crew Manager', { process: 'hierarchical' }, null, mgr, { crewai_role: 'Manager' }));
  // pad: pricing analyst ran earlier in parallel
  const p = [];
  p.push(llm(c, M, [sys('You are Pricing Analyst.'), usr('List installed price bands for 3-ton ducted heat pumps in 2025.')], 'Thought: Look up installer price surveys.', [['search_web', { query: 'installed cost 3 ton heat pump 2025 survey' }]]));
  p.push(tool('search_web', { query: 'installed cost 3 ton heat pump 2025 survey' }, { results: [{ title: 'Heat pump cost guide 2025', url: 'https://www.energysage.com/heat-pumps/costs-and-benefits-air-source-heat-pumps/', snippet: 'Median quoted price $18,900; 25th pct $14,200; 75th pct $24,600' }], search_id: c.uuid(), took_ms: c.ms() }));
  p.push(llm(c, M, [usr('...'), tmsg('search_web', '...')], 'Final Answer: Installed price bands (3-ton ducted, 2025): P25 $14,200, median $18,900, P75 $24,600 (EnergySage marketplace quotes).'));
  kids.unshift(agent('Pricing Analyst', { task: 'List installed price bands for 3-ton ducted heat pumps in 2025.' }, 'Installed price bands (3-ton ducted, 2025): P25 $14,200, median $18,900, P75 $24,600.', p, { crewai_role: 'Pricing Analyst' }));
  kids.push(tool('crew_kickoff_status', { crew_id: c.uuid() }, { status: 'stopped', reason: 'max_iter reached (15)', finished_at: c.iso() }, { type: 'chain' }));
  return { stagnation: true, goal: 'Produce a 2-page market brief on US residential heat pumps: 2025 shipments, regional adoption split, and installed price bands.',
    isolates: 'A CrewAI researcher restates the same long plan (search RECS regional table) after an identical empty search result; the crew then hits max_iter.',
    root: agent('Crew', { inputs: { topic: 'US residential heat pumps' } }, null, kids, { framework: 'crewai', process: 'hierarchical', crew_id: c.uuid() }) };
}

// 02: AutoGen GroupChat fixing a flaky test in a Python repo
function s02(c) {
  const M = 'gpt-4o-2024-08-06';
  const msgs = [];
  const plan = 'The failure in test_list_invoices_paginates comes from the ordering of rows with identical created_at values: Postgres returns them in arbitrary order, so page two sometimes repeats an invoice from page one. The fix is to add a secondary sort key on invoice.id in InvoiceRepository.list_page and to make the cursor encode both created_at and id. Executor, please rerun the 20x loop after this patch.';
  const plan2 = 'The failure in test_list_invoices_paginates comes from the ordering of rows with identical created_at values: Postgres returns them in arbitrary order, so page two sometimes repeats an invoice from page one. The fix is to add a secondary sort key on invoice.id in InvoiceRepository.list_page and make the cursor encode both created_at and id. Executor, please rerun the 20x loop after this patch.';
  const kids = [];
  const turn = (speaker, children, out) => kids.push(agent(speaker, { sender: 'chat_manager' }, out, children, { autogen_speaker: speaker }));
  const sel = (who) => kids.push(llm(c, M, [sys('You are in a role play game. Read the conversation, then select the next role from [Planner, Coder, Executor, Reviewer] to play. Only return the role.')], who, [], { name: 'speaker_selection' }));
  sel('Planner');
  turn('Planner', [llm(c, M, [sys('You are Planner.'), usr('Issue #412: tests/test_invoices.py::test_list_invoices_paginates is flaky on CI (fails ~1 in 5).')], 'Plan: 1) Coder reads repository code for list_page. 2) Executor reruns the test 20 times to confirm flake. 3) Coder proposes fix.')], 'Plan posted');
  sel('Executor');
  const ex1 = tool('run_code', { language: 'sh', code: 'for i in $(seq 1 20); do pytest -q tests/test_invoices.py -k paginates 2>&1 | tail -1; done | sort | uniq -c' }, `exitcode: 0 (execution succeeded)\nCode output:\n     16 1 passed, 41 deselected in ${c.dur()}\n      4 1 failed, 41 deselected in ${c.dur()}\n`);
  turn('Executor', [ex1], 'flake confirmed 4/20');
  sel('Coder');
  const rd = tool('read_file', { path: 'billing/repo/invoices.py' }, 'class InvoiceRepository:\n    def list_page(self, org_id, cursor=None, limit=50):\n        q = select(Invoice).where(Invoice.org_id == org_id).order_by(Invoice.created_at.desc())\n        if cursor:\n            q = q.where(Invoice.created_at < decode_cursor(cursor))\n        rows = self.session.execute(q.limit(limit)).scalars().all()\n        return rows, encode_cursor(rows[-1].created_at) if rows else None\n');
  turn('Coder', [llm(c, M, [sys('You are Coder.'), usr('Read list_page.')], null, [['read_file', { path: 'billing/repo/invoices.py' }]]), rd, llm(c, M, [tmsg('read_file', '...')], plan + '\n```diff\n-        q = select(Invoice).where(Invoice.org_id == org_id).order_by(Invoice.created_at.desc())\n+        q = select(Invoice).where(Invoice.org_id == org_id).order_by(Invoice.created_at.desc(), Invoice.id.desc())\n```')], plan);
  sel('Executor');
  const flake = () => `exitcode: 0 (execution succeeded)\nCode output:\n     16 1 passed, 41 deselected in ${c.dur()}\n      4 1 failed, 41 deselected in ${c.dur()}\n`;
  const rerun = 'for i in $(seq 1 20); do pytest -q tests/test_invoices.py -k paginates 2>&1 | tail -1; done | sort | uniq -c';
  const err = flake();
  turn('Executor', [tool('run_code', { language: 'sh', code: rerun }, err)], err);
  sel('Coder');
  turn('Coder', [llm(c, M, [asst(plan), usr(err)], plan2 + '\n```diff\n-        q = select(Invoice).where(Invoice.org_id == org_id).order_by(Invoice.created_at.desc())\n+        q = select(Invoice).where(Invoice.org_id == org_id).order_by(Invoice.created_at.desc(), Invoice.id.desc())\n```')], plan2);
  sel('Executor');
  const err2 = flake();
  turn('Executor', [tool('run_code', { language: 'sh', code: rerun }, err2)], err2);
  kids.push(tool('termination_check', { max_round: 12 }, { terminated: true, reason: 'max_round reached', rounds: 12 }, { type: 'chain' }));
  return { stagnation: true, goal: 'Fix issue #412: flaky pagination test test_list_invoices_paginates in the billing service.',
    isolates: 'In an AutoGen group chat the Coder re-posts the same long diagnosis and unchanged patch after the Executor\'s 20x rerun shows the same 4/20 failures it showed before; the chat hits max_round.',
    root: agent('chat_manager', { message: 'Issue #412 flaky test', max_round: 12 }, null, kids, { framework: 'autogen', pattern: 'GroupChat' }) };
}

// 03: OpenAI Agents SDK with handoffs, trip planning
function s03(c) {
  const M = 'gpt-4.1';
  const kids = [];
  const reason = 'To fit the constraint of arriving in Lisbon before 14:00 on Friday 12 June and staying within the 900 EUR budget for two travellers, the best candidate is the TAP TP1351 direct from Geneva at 10:05, but it showed only one seat in the fare bucket. I should query the fare again for two passengers together, and if the bucket cannot hold two, fall back to the easyJet U2 1593 at 07:10 and then pick a hotel in Baixa within walking distance of the tram.';
  const reason2 = 'To fit the constraint of arriving in Lisbon before 14:00 on Friday 12 June and staying within the 900 EUR budget for two travellers, the best candidate is the TAP TP1351 direct from Geneva at 10:05, but it showed only one seat in the fare bucket. I should query the fare again for two passengers together and, if the bucket cannot hold two, fall back to the easyJet U2 1593 at 07:10, then pick a hotel in Baixa within walking distance of the tram.';
  kids.push(agent('Triage Agent', { input: 'Plan a 3-night Lisbon trip for two from Geneva, arrive Fri 12 June before 14:00, max 900 EUR total.' }, null, [
    llm(c, M, [sys('You route travel requests.'), usr('Plan a 3-night Lisbon trip for two from Geneva...')], null, [['transfer_to_trip_planner', {}]]),
    tool('transfer_to_trip_planner', {}, { assistant: 'Trip Planner' }, { type: 'handoff' }),
  ], { sdk: 'openai-agents' }));
  const tp = [];
  tp.push(llm(c, M, [sys('You are Trip Planner. Use search_flights, search_hotels.'), usr('Plan a 3-night Lisbon trip for two...')], null, [['search_flights', { origin: 'GVA', destination: 'LIS', date: '2026-06-12', adults: 2 }]]));
  const fl = () => ({ search_id: c.uuid(), currency: 'EUR', generated_at: c.iso(), offers: [
    { flight: 'TP1351', dep: '10:05', arr: '12:00', price_per_adult: 164.2, seats_in_bucket: 1 },
    { flight: 'U2 1593', dep: '07:10', arr: '09:05', price_per_adult: 98.99, seats_in_bucket: 9 },
    { flight: 'LX2088', dep: '13:40', arr: '15:35', price_per_adult: 212.0, seats_in_bucket: 4 }] });
  tp.push(tool('search_flights', { origin: 'GVA', destination: 'LIS', date: '2026-06-12', adults: 2 }, fl(), { type: 'function' }));
  tp.push(llm(c, M, [tmsg('search_flights', '...')], 'Checking return options as well.', [['search_flights', { origin: 'LIS', destination: 'GVA', date: '2026-06-15', adults: 2 }]]));
  tp.push(tool('search_flights', { origin: 'LIS', destination: 'GVA', date: '2026-06-15', adults: 2 }, { search_id: c.uuid(), currency: 'EUR', generated_at: c.iso(), offers: [{ flight: 'U2 1594', dep: '09:45', arr: '13:30', price_per_adult: 87.5, seats_in_bucket: 7 }, { flight: 'TP1350', dep: '17:25', arr: '21:10', price_per_adult: 149.0, seats_in_bucket: 3 }] }, { type: 'function' }));
  tp.push(llm(c, M, [tmsg('search_flights', '...')], 'Now hotels in Baixa for 3 nights.', [['search_hotels', { city: 'Lisbon', area: 'Baixa', checkin: '2026-06-12', nights: 3, guests: 2, max_price_per_night: 160 }]]));
  tp.push(tool('search_hotels', { city: 'Lisbon', area: 'Baixa', checkin: '2026-06-12', nights: 3, guests: 2, max_price_per_night: 160 }, { results: [{ name: 'Hotel Lis Baixa', price_per_night: 138, rating: 8.6 }, { name: 'My Story Rossio', price_per_night: 152, rating: 8.9 }], cursor: null, request_id: c.reqId('htl_') }, { type: 'function' }));
  tp.push(llm(c, M, [tmsg('search_hotels', '...')], reason, [['search_flights', { origin: 'GVA', destination: 'LIS', date: '2026-06-12', adults: 2 }]]));
  tp.push(tool('search_flights', { origin: 'GVA', destination: 'LIS', date: '2026-06-12', adults: 2 }, fl(), { type: 'function' }));
  tp.push(llm(c, M, [asst(reason), tmsg('search_flights', '...same offers...')], reason2, [['search_flights', { origin: 'GVA', destination: 'LIS', date: '2026-06-12', adults: 2 }]]));
  tp.push(tool('search_flights', { origin: 'GVA', destination: 'LIS', date: '2026-06-12', adults: 2 }, fl(), { type: 'function' }));
  kids.push(agent('Trip Planner', { handoff_from: 'Triage Agent' }, null, tp, { sdk: 'openai-agents', error: 'MaxTurnsExceeded: Max turns (10) exceeded' }));
  return { stagnation: true, goal: 'Plan a 3-night Lisbon trip for two from Geneva arriving Friday 12 June before 14:00 within 900 EUR total.',
    isolates: 'After a handoff, the Trip Planner repeats its long fare-bucket reasoning almost word for word after an identical flight search, then MaxTurnsExceeded.',
    root: agent('Agent workflow', { input: 'Plan a 3-night Lisbon trip for two from Geneva' }, null, kids, { framework: 'openai-agents', group_id: c.uuid() }) };
}
export const scenarios = [s01, s02, s03];
