// Family: narrowing_delegation_chain (loop: false, stagnation: false)
// A chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up.

// levels: [{ agent, task, pre: [steps], text, callName, args, after }] ; leaf: { agent, task, steps, result }
function chain(levels, leaf) {
  let sub = leaf;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    sub = { agent: L.agent, task: L.task, steps: [...(L.pre || []), { text: L.text, calls: [{ name: L.callName, args: L.args, sub }] }, { text: L.after }], result: L.after };
  }
  return sub;
}

// 01 kitchen fitters — OpenAI Agents SDK
const r01 = (n) => {
  const leaf = { agent: 'Worktop Cutter', task: 'Compute the cut list for the L-shaped oak worktop: runs 3,020 mm and 1,840 mm, 620 mm deep, with a 600 mm hob cut-out centred 900 mm from the left wall.', steps: [{ calls: [{ name: 'cut_optimizer', args: { stock: '3000x620x40 oak', pieces: [{ len: 3020, note: 'long run' }, { len: 1840, note: 'return, mason mitre' }], cutouts: [{ piece: 'long run', w: 560, d: 490, from_left: 620 }] }, out: JSON.stringify({ boards_needed: 3, reason: 'long run 3020 > 3000 stock, joint at 1500', waste_pct: 18.4, plan_id: 'CUT-' + n.digits(5) }) }] }, { text: '3 boards: the 3,020 run needs a joint (stock is 3,000), put the joint at 1,500 mm away from the hob cut-out; return 1,840 mason-mitred. Waste 18.4%.' }], result: '3 oak boards; long run jointed at 1,500 mm (clear of hob), return mason-mitred; 18.4% waste.' };
  const sub = chain([
    { agent: 'Job Planner', task: 'Produce the materials plan for the Kaur kitchen (job KF-2291).', pre: [{ calls: [{ name: 'get_survey', args: { job: 'KF-2291' }, out: JSON.stringify({ walls: { A: 3020, B: 1840 }, units: 11, appliances: ['hob 600', 'integrated oven', 'dishwasher'], surveyed: n.eu(), surveyor: 'Dan' }) }] }], text: 'Units and handles come from the standard kit; the worktop needs a cut plan.', callName: 'Worktop Cutter', args: { input: 'Compute the cut list for the L-shaped oak worktop: runs 3,020 mm and 1,840 mm, 620 mm deep, with a 600 mm hob cut-out centred 900 mm from the left wall.' }, after: 'Materials: 11 units (kit K-11), 3 oak worktop boards (joint at 1,500 mm, mitred return), hob cut-out plan CUT ready.' },
  ], leaf);
  return {
    domain: 'kitchen fitters', style: 'openai_agents', agent: 'Fitting Coordinator', model: 'gpt-4.1',
    isolates: 'A fitting coordinator delegates the materials plan to a job planner, which delegates only the worktop cut list to a cutter agent; results return up and the order is placed.',
    system: 'You coordinate installation jobs for Oakline Kitchen Fitters.',
    goal: 'Get the Kaur kitchen (job KF-2291) ready for fitting: materials planned and ordered.',
    agentOpts: { tools: ['Job Planner', 'place_order'] },
    steps: [
      { calls: [{ name: 'Job Planner', args: { input: 'Produce the materials plan for the Kaur kitchen (job KF-2291).' }, sub }] },
      { calls: [{ name: 'place_order', args: { job: 'KF-2291', items: ['kit K-11', '3x oak worktop 3000x620x40'] }, out: JSON.stringify({ order: 'SO-' + n.digits(6), delivery: n.date(n.t + 6 * 86400000) }) }] },
      { text: 'KF-2291 is planned and ordered: kit K-11 plus 3 oak boards, joint at 1,500 mm clear of the hob, mitred return. Delivery booked.' },
    ],
  };
};

// 02 pnpm monorepo dependency upgrade — Claude Agent SDK Task subagents
const r02 = (n) => {
  const leaf = { agent: 'test-fixer', task: 'In packages/ui, 3 Vitest tests fail after upgrading @testing-library/user-event to v14 because `userEvent.type` is now async. Update only those tests to `await user.type(...)` with `const user = userEvent.setup()`.', steps: [{ text: null, calls: [{ name: 'Edit', args: { file_path: 'packages/ui/src/SearchBox.test.tsx', old_string: 'userEvent.type(input, \'ferry\')', new_string: 'await user.type(input, \'ferry\')' }, out: 'The file packages/ui/src/SearchBox.test.tsx has been updated.' }, { name: 'Bash', args: { command: 'pnpm --filter @acme/ui test --run' }, out: ` ✓ src/SearchBox.test.tsx (5)\n ✓ src/DatePicker.test.tsx (7)\n ✓ src/Select.test.tsx (4)\n\n Test Files  9 passed (9)\n      Tests  41 passed (41)\n   Duration  ${n.secs(2, 8)}` }] }, { text: 'Updated 3 tests to the async user-event v14 API; packages/ui 41/41 pass.' }], result: 'Updated 3 tests to the async user-event v14 API; packages/ui 41/41 pass.' };
  const sub = chain([
    { agent: 'package-upgrader', task: 'Upgrade the testing dependencies in packages/ui and make its tests pass.', pre: [{ calls: [{ name: 'Bash', args: { command: 'pnpm --filter @acme/ui up @testing-library/user-event@14 @testing-library/react@16 && pnpm --filter @acme/ui test --run 2>&1 | tail -5' }, out: ` FAIL  src/SearchBox.test.tsx > filters results\n FAIL  src/DatePicker.test.tsx > types a date\n FAIL  src/Select.test.tsx > keyboard navigation\n Tests  3 failed | 38 passed (41)\n Duration  ${n.secs(2, 8)}` }] }], text: 'Upgrade done; 3 failing tests all use the sync userEvent.type API. Delegating just those test edits.', callName: 'Task', args: { description: 'Fix 3 user-event tests', prompt: 'In packages/ui, 3 Vitest tests fail after upgrading @testing-library/user-event to v14 because `userEvent.type` is now async. Update only those tests to `await user.type(...)` with `const user = userEvent.setup()`.', subagent_type: 'test-fixer' }, after: 'packages/ui upgraded (user-event 14, RTL 16); 3 tests migrated to async API; 41/41 pass.' },
  ], leaf);
  return {
    domain: 'pnpm monorepo upgrades', style: 'claude_sdk', agent: 'main', model: 'claude-sonnet-4-20250514',
    isolates: 'A coding agent splits a monorepo upgrade: a subagent upgrades one package and hands only three failing tests to a narrower test-fixer subagent; results return and the repo builds.',
    goal: 'Upgrade the testing libraries across the monorepo (currently only packages/ui uses them) and make sure everything still builds and passes.',
    agentOpts: { cwd: '/work/acme-monorepo' },
    steps: [
      { text: 'Checking which workspaces depend on the testing libraries.', calls: [{ name: 'Grep', args: { pattern: '@testing-library/user-event', glob: 'packages/*/package.json' }, out: 'packages/ui/package.json:    "@testing-library/user-event": "^13.5.0",' }] },
      { text: 'Only packages/ui. Delegating its upgrade.', calls: [{ name: 'Task', args: { description: 'Upgrade packages/ui test deps', prompt: 'Upgrade the testing dependencies in packages/ui and make its tests pass.', subagent_type: 'package-upgrader' }, sub }] },
      { text: 'Verifying the whole workspace.', calls: [{ name: 'Bash', args: { command: 'pnpm -r build && pnpm -r test --run | tail -3' }, out: `Scope: 6 of 7 workspace projects\npackages/ui build: done in ${n.secs(3, 9)}\n Tests  118 passed (118)` }] },
      { text: 'Done: packages/ui is on user-event 14 and RTL 16, three tests migrated to the async API, and the whole workspace builds with 118/118 tests passing.' },
    ],
  };
};

// 03 electrician dispatch — Google ADK
const r03 = (n) => {
  const leaf = { agent: 'parts_checker', task: 'Does van EV-04 carry a 100 A Type B RCD and 25 mm² tails? If not, nearest wholesaler stock.', steps: [{ calls: [{ name: 'van_stock', args: { van: 'EV-04', skus: ['RCD-B-100', 'TAILS-25-2M'] }, out: { 'RCD-B-100': 0, 'TAILS-25-2M': 4, stock_synced: n.iso() } }, { name: 'wholesaler_stock', args: { sku: 'RCD-B-100', near: 'LS6' }, out: [{ branch: 'CEF Kirkstall', qty: 3, distance_km: 2.1, open_until: '17:00' }] }] }, { text: 'EV-04 has tails but no 100 A Type B RCD; CEF Kirkstall (2.1 km) has 3.' }], result: 'EV-04 has tails but no 100 A Type B RCD; CEF Kirkstall (2.1 km) has 3.' };
  const sub = chain([
    { agent: 'job_scoper', task: 'Scope the EV charger install at 14 Ash Grove, LS6: what work and parts are needed?', pre: [{ calls: [{ name: 'read_survey_photos', args: { job: 'J-77013' }, out: { consumer_unit: 'Wylex NHRS 2008, no spare ways', main_fuse: '100 A', earthing: 'TN-C-S', cable_run_m: 14 } }] }], text: 'Needs a separate enclosure with a Type B RCD; checking parts for the assigned van.', callName: 'parts_checker', args: { request: 'Does van EV-04 carry a 100 A Type B RCD and 25 mm² tails? If not, nearest wholesaler stock.' }, after: 'Scope: new 2-way enclosure with 100 A Type B RCD (collect from CEF Kirkstall), 25 mm² tails on van, 14 m 6 mm² SWA run, TN-C-S so an O-PEN-protected charger. About 5 h.' },
  ], leaf);
  return {
    domain: 'electrician dispatch', style: 'google_adk', agent: 'dispatcher', model: 'gemini-2.0-flash',
    isolates: 'A dispatcher agent asks a scoper for the job scope, the scoper asks a parts checker only about one RCD and tails; the answers come back up and the job is scheduled.',
    system: 'You dispatch electricians for Brightwire Electrical.',
    goal: 'Schedule the EV charger install at 14 Ash Grove (J-77013) for tomorrow with van EV-04.',
    steps: [
      { calls: [{ name: 'job_scoper', args: { request: 'Scope the EV charger install at 14 Ash Grove, LS6: what work and parts are needed?' }, sub }] },
      { calls: [{ name: 'schedule_job', args: { job: 'J-77013', van: 'EV-04', start: '08:00', duration_h: 5, pre_stop: 'CEF Kirkstall 07:30 collect RCD-B-100' }, out: { scheduled: true, ref: 'DSP-' + n.digits(6), tech: 'Lewis', customer_sms: 'queued' } }] },
      { text: 'J-77013 booked tomorrow 08:00-13:00 with Lewis in EV-04, stopping at CEF Kirkstall at 07:30 for the 100 A Type B RCD.' },
    ],
  };
};

// 04 travel insurance claims — LangGraph subgraphs, 4 levels
const r04 = (n) => {
  const leaf = { agent: 'fx_converter', task: 'Convert the three Thai baht receipts (฿4,200, ฿11,850, ฿2,300) to GBP at the rate on each receipt date.', steps: [{ calls: [{ name: 'fx_rate', args: { pair: 'THBGBP', dates: ['2025-02-03', '2025-02-04', '2025-02-06'] }, out: { '2025-02-03': 0.02338, '2025-02-04': 0.02341, '2025-02-06': 0.02329, source: 'ECB via frankfurter', fetched: n.iso() } }] }, { text: '฿4,200 = £98.20; ฿11,850 = £277.41; ฿2,300 = £53.57; total £429.18.' }], result: '฿4,200 = £98.20; ฿11,850 = £277.41; ฿2,300 = £53.57; total £429.18.' };
  const sub = chain([
    { agent: 'medical_assessor', task: 'Assess the medical section of claim TC-50219 (hospital visit in Chiang Mai).', pre: [{ calls: [{ name: 'policy_terms', args: { policy: 'TRV-883104', section: 'medical' }, out: { excess: 75, limit: 10000000, preexisting_declared: ['asthma'] } }] }], text: 'Covered condition (food poisoning, not pre-existing). Need the receipt total in GBP.', callName: 'receipt_analyst', args: { instruction: 'Itemise the 3 Chiang Mai hospital receipts and give the GBP total.' }, after: 'Medical section payable: £429.18 − £75 excess = £354.18.' },
    { agent: 'receipt_analyst', task: 'Itemise the 3 Chiang Mai hospital receipts and give the GBP total.', pre: [{ calls: [{ name: 'ocr_receipts', args: { claim: 'TC-50219' }, out: [{ file: 'rcpt1.jpg', amount: '฿4,200', date: '03/02/2025', item: 'ER consultation' }, { file: 'rcpt2.jpg', amount: '฿11,850', date: '04/02/2025', item: 'IV fluids + overnight obs' }, { file: 'rcpt3.jpg', amount: '฿2,300', date: '06/02/2025', item: 'pharmacy' }] }] }], text: 'Three receipts itemised; only the currency conversion remains.', callName: 'fx_converter', args: { instruction: 'Convert the three Thai baht receipts (฿4,200, ฿11,850, ฿2,300) to GBP at the rate on each receipt date.' }, after: 'ER consultation £98.20, IV + obs £277.41, pharmacy £53.57 — total £429.18.' },
  ], leaf);
  return {
    domain: 'travel insurance claims', style: 'langgraph', agent: 'claims_handler', model: 'gpt-4o',
    isolates: 'A claims graph hands the medical section to an assessor, which hands receipt itemising to an analyst, which hands only currency conversion to an FX agent; figures return up and the claim is settled.',
    system: 'You handle travel insurance claims for Wayfarer Cover.',
    goal: 'Settle claim TC-50219: medical expenses in Thailand plus a missed-connection taxi (£38).',
    steps: [
      { calls: [{ name: 'medical_assessor', args: { instruction: 'Assess the medical section of claim TC-50219 (hospital visit in Chiang Mai).' }, sub }] },
      { text: 'Medical £354.18. The £38 taxi falls under missed connection, no excess.', calls: [{ name: 'settle_claim', args: { claim: 'TC-50219', amounts: { medical: 354.18, missed_connection: 38.0 } }, out: { settled: true, payment_ref: 'BACS-' + n.digits(8), total: 392.18, eta_days: 3 } }] },
      { text: 'Claim TC-50219 settled for £392.18 (medical £354.18 after £75 excess, taxi £38).' },
    ],
  };
};

// 05 pinball route operators — OpenTelemetry GenAI
const r05 = (n) => {
  const leaf = { agent: 'board_diagnostics', task: 'Machine 12 (Medieval Madness remake) at The Tilt Bar: error "COIL 23 OPEN". Which driver transistor and fuse should the tech bring?', steps: [{ calls: [{ name: 'manual_lookup', args: { title: 'Medieval Madness (CGC)', fault: 'COIL 23 OPEN' }, out: { coil: 23, function: 'Castle gate', driver: 'Q23 (TIP102)', fuse: 'F7 4A slow-blow', common_cause: 'broken lead on coil lug' } }] }, { text: 'Coil 23 is the castle gate; bring a TIP102 for Q23 and a 4 A slow-blow for F7; check the coil lug first.' }], result: 'Castle gate coil 23: bring TIP102 (Q23) and F7 4 A slow-blow; check coil lug first.' };
  const sub = chain([
    { agent: 'route_planner', task: 'Plan Thursday\'s service route for the 4 faulty machines reported this week.', pre: [{ calls: [{ name: 'fault_reports', args: { since: '7d' }, out: [{ machine: 12, site: 'The Tilt Bar', error: 'COIL 23 OPEN' }, { machine: 3, site: 'Corner Arcade', error: 'coin mech jam' }, { machine: 8, site: 'Lanes Bowl', error: 'flipper weak' }, { machine: 21, site: 'Café Rio', error: 'display dead' }] }] }], text: 'Three faults are routine spares; machine 12 needs a specific diagnosis before we load the van.', callName: 'board_diagnostics', args: { task: 'Machine 12 (Medieval Madness remake) at The Tilt Bar: error "COIL 23 OPEN". Which driver transistor and fuse should the tech bring?' }, after: 'Route: Corner Arcade 10:00 (coin mech), Lanes Bowl 11:15 (flipper rebuild kit), The Tilt Bar 13:00 (TIP102 + 4 A fuse for coil 23), Café Rio 14:30 (display PSU).' },
  ], leaf);
  const mid = { agent: 'service_manager', task: 'Organise this week\'s repairs for the route.', steps: [{ text: 'Need a route first.', calls: [{ name: 'route_planner', args: { task: 'Plan Thursday\'s service route for the 4 faulty machines reported this week.' }, sub }] }, { text: 'Route ready with parts.', calls: [{ name: 'load_van_list', args: { van: 'R2', items: ['TIP102', 'fuse 4A SB', 'flipper rebuild kit', 'coin mech', 'display PSU'] }, out: { list_id: 'VL-' + n.digits(5), printed: n.syslog() } }] }, { text: 'Thursday route set; van list VL printed.' }], result: 'Thursday route set (4 stops, 10:00-14:30) and van R2 list printed.' };
  return {
    domain: 'pinball route operators', style: 'otel_genai', agent: 'operations_lead', model: 'gpt-4o',
    isolates: 'An operations agent hands weekly repairs to a service manager, who hands route planning to a planner, who hands one machine\'s diagnosis to a diagnostics agent; each level gets a narrower job and answers come back.',
    system: 'You run operations for Flipside Amusements, which places pinball machines in bars and cafés.',
    goal: 'Get this week\'s pinball repairs organised and tell the venues when to expect the tech.',
    steps: [
      { calls: [{ name: 'service_manager', args: { task: 'Organise this week\'s repairs for the route.' }, sub: mid }] },
      { calls: [{ name: 'notify_venues', args: { message_template: 'tech-visit', visits: { 'Corner Arcade': '10:00', 'Lanes Bowl': '11:15', 'The Tilt Bar': '13:00', 'Café Rio': '14:30' } }, out: { sent: 4, provider_ids: [n.b62(12), n.b62(12), n.b62(12), n.b62(12)] } }] },
      { text: 'Repairs organised for Thursday and all four venues told their visit times.' },
    ],
  };
};

// 06 small-claims court filings — smolagents managed agents
const r06 = (n) => {
  const leaf = { agent: 'interest_calculator', task: 'Compute statutory interest at 8% a year on £2,640 from 14 August 2024 to today, and the daily rate.', steps: [{ thought: 'Simple interest, 8% p.a.', code: 'print(interest(principal=2640, rate=0.08, start="2024-08-14"))', calls: [{ name: 'interest', args: { principal: 2640, rate: 0.08, start: '2024-08-14' }, out: 'days=214 interest=123.83 daily=0.58' }] }, { thought: 'Done.', answer: 'Interest £123.83 over 214 days; daily rate £0.58.', text: 'Done.' }], result: 'Interest £123.83 over 214 days; daily rate £0.58.' };
  const sub = chain([
    { agent: 'claim_drafter', task: 'Draft the particulars of claim for unpaid invoice INV-311 (£2,640, due 14 Aug 2024) against Greyhaven Events Ltd.', pre: [{ thought: 'Get invoice and chase history.', calls: [{ name: 'get_invoice', args: { id: 'INV-311' }, out: { amount: 2640, due: '2024-08-14', debtor: 'Greyhaven Events Ltd', reminders: ['2024-08-28', '2024-09-20', '2024-11-05 (letter before action)'] } }] }], text: 'Need the interest figure and daily rate for the particulars.', callName: 'interest_calculator', args: { task: 'Compute statutory interest at 8% a year on £2,640 from 14 August 2024 to today, and the daily rate.' }, after: 'Particulars drafted: £2,640 principal, £123.83 interest (s.69 County Courts Act, 8%), continuing at £0.58/day; letter before action sent 5 Nov 2024.' },
  ], leaf).steps;
  const mid = { agent: 'claim_drafter', task: 'Draft the particulars of claim for unpaid invoice INV-311 (£2,640, due 14 Aug 2024) against Greyhaven Events Ltd.', steps: sub.map((s) => (s.calls && s.calls[0].sub ? { thought: s.text, calls: s.calls } : s.text && !s.calls ? { thought: 'Drafted.', answer: s.text, text: s.text } : s)), result: 'Particulars drafted: £2,640 principal, £123.83 interest (s.69 County Courts Act, 8%), continuing at £0.58/day; letter before action sent 5 Nov 2024.' };
  const top = { agent: 'filing_assistant', task: 'Prepare the money claim for INV-311 ready to file.', steps: [{ thought: 'Check the court fee band first.', calls: [{ name: 'court_fee', args: { claim_value: 2763.83 }, out: 'fee=£115 band=£1,500.01-£3,000 (online)' }] }, { thought: 'Now the particulars.', calls: [{ name: 'claim_drafter', args: { task: mid.task }, sub: mid }] }, { thought: 'Assembled.', answer: 'Claim pack ready: particulars, £115 fee, interest continuing at £0.58/day.', text: 'Claim pack ready.' }], result: 'Claim pack ready: particulars, £115 fee, interest continuing at £0.58/day.' };
  return {
    domain: 'small-claims court filings', style: 'smolagents', agent: 'manager', model: 'gpt-4o',
    isolates: 'A manager code agent hands claim preparation to a filing assistant, which hands drafting the particulars to a drafter, which hands only the interest calculation to a calculator agent; results return and the claim is filed.',
    goal: 'Greyhaven Events still hasn\'t paid invoice INV-311. Prepare and file a small claim for it.',
    agentOpts: { managed: ['filing_assistant'] },
    steps: [
      { thought: 'Delegate the claim preparation.', calls: [{ name: 'filing_assistant', args: { task: top.task }, sub: top }] },
      { thought: 'File it.', calls: [{ name: 'file_money_claim', args: { claimant: 'Lumen Sound Hire', defendant: 'Greyhaven Events Ltd', amount: 2763.83, fee: 115 }, out: { claim_number: 'K' + n.digits(2) + 'QZ' + n.digits(3), status: 'ISSUED', issued: n.eu() } }] },
      { thought: 'Filed.', answer: 'Small claim issued against Greyhaven Events Ltd for £2,763.83 plus £115 fee; interest continues at £0.58/day.', text: 'Filed.' },
    ],
  };
};

export default [r01, r02, r03, r04, r05, r06];
