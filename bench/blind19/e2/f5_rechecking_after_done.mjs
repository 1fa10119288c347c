// Family: rechecking_after_done (loop: true, stagnation: true)
// The goal is met and confirmed by a tool result, but the agent keeps re-checking / re-submitting /
// re-announcing (3+ actions that learn nothing new) until a step limit.

// 01 food trucks — Vercel AI SDK
const r01 = (n) => {
  const ref = 'HMF-25-' + n.digits(4);
  const status = () => ({ name: 'getApplicationStatus', args: { reference: ref }, out: { reference: ref, status: 'SUBMITTED', pitch_type: 'Hot food (3m x 6m)', fee_paid: true, last_viewed: n.iso(n.adv(3000, 20000)), cache: n.pick(['HIT', 'MISS']), 'x-amz-cf-id': n.b62(40) + '==' } });
  return {
    domain: 'food trucks', style: 'vercel', agent: 'trader-assistant', model: 'gpt-4o-mini',
    isolates: 'A food-truck assistant submits a festival pitch application, gets a confirmed reference, then checks the same SUBMITTED status three more times and re-announces success each time.',
    system: 'You help Smokestack BBQ food truck apply to events.',
    goal: 'Apply for a hot-food pitch at the Harbour Music Festival using our saved trader profile and pay the £120 application fee.',
    steps: [
      { text: '', calls: [{ name: 'submitApplication', args: { event: 'harbour-music-festival-2025', profile: 'smokestack-bbq', pitch_type: 'hot_food_3x6', pay_fee: true }, out: { ok: true, reference: ref, status: 'SUBMITTED', receipt: 'rcpt_' + n.b62(16), amount: '120.00', currency: 'GBP', created: n.iso() } }] },
      { text: 'Your application is submitted (reference ' + ref + ') and the £120 fee is paid. Let me verify the status.', calls: [status()] },
      { text: 'Confirmed: your application ' + ref + ' is submitted and the fee is paid. I\'ll double-check the status.', calls: [status()] },
      { text: 'Your application ' + ref + ' is submitted and the £120 fee has been paid. Verifying once more.', calls: [status()] },
      { text: 'Confirmed again: application ' + ref + ' is submitted with the fee paid. Checking the status one more time.', calls: [status()] },
    ],
    final: null, error: 'AI_MaxStepsReached: maxSteps (5) reached',
  };
};

// 02 auto body repair shop — Anthropic Messages API
const r02 = (n) => {
  const po = 'PO-' + n.digits(6);
  const dup = () => ({ name: 'place_parts_order', args: { supplier: 'EuroPanel Direct', job: 'JOB-3318', lines: [{ part: 'Front bumper cover, primed (VW Golf Mk8)', oem: '5H0807221', qty: 1 }, { part: 'Fog lamp grille L', oem: '5H0853665', qty: 1 }] }, out: { status: 409, error: 'DUPLICATE_ORDER', message: `An identical order already exists: ${po}`, existing: { po, state: 'CONFIRMED', eta: 'next working day AM' }, request_id: n.uuid(), served_by: n.host('orders', 'eu-central-1') } });
  return {
    domain: 'auto body repair shops', style: 'anthropic', agent: 'parts-desk', model: 'claude-3-5-haiku-20241022',
    isolates: 'A body-shop parts agent places a bumper order that is confirmed, then re-submits the identical order three times (each rejected as a duplicate of the confirmed PO) while re-announcing the order is placed.',
    system: 'You order replacement parts for Kenway Body Repairs jobs.',
    goal: 'Order a primed front bumper cover and left fog grille for job JOB-3318 (VW Golf Mk8) from EuroPanel.',
    steps: [
      { text: 'Placing the order with EuroPanel.', calls: [{ name: 'place_parts_order', args: { supplier: 'EuroPanel Direct', job: 'JOB-3318', lines: [{ part: 'Front bumper cover, primed (VW Golf Mk8)', oem: '5H0807221', qty: 1 }, { part: 'Fog lamp grille L', oem: '5H0853665', qty: 1 }] }, out: { status: 201, po, state: 'CONFIRMED', eta: 'next working day AM', total: '£' + n.money(180, 260), request_id: n.uuid() } }] },
      { text: `The order is placed and confirmed as ${po}, arriving next working day. Let me make sure it went through.`, calls: [dup()] },
      { text: `The order ${po} is placed and confirmed for next working day. I'll submit it again to be certain.`, calls: [dup()] },
      { text: `Order ${po} is confirmed for next working day delivery. Submitting once more to make sure.`, calls: [dup()] },
      { text: `The parts order ${po} is placed and confirmed, arriving next working day.` },
    ],
  };
};

// 03 hunting permit draws — Gemini function calling
const r03 = (n) => {
  const conf = 'DRW-' + n.upper(8);
  const chk = () => ({ name: 'get_draw_application', args: { confirmation: conf }, out: { confirmation: conf, hunt_code: 'E-ELK-214', choices: ['E-ELK-214', 'E-ELK-216'], status: 'Received', fee: '$13.00 charged', portal_session: n.b36(24), fetched: n.us(n.adv(5000, 25000)) } });
  return {
    domain: 'hunting permit draws', style: 'gemini', agent: 'licence-helper', model: 'gemini-1.5-pro-002',
    isolates: 'A licence helper submits an elk draw application, gets a confirmation number, then looks up the same received application three more times and restates that it is submitted.',
    system: 'You help hunters apply for state big-game draws.',
    goal: 'Submit my elk draw application: first choice hunt E-ELK-214, second E-ELK-216, pay the $13 fee with the card on file.',
    steps: [
      { calls: [{ name: 'submit_draw_application', args: { species: 'elk', first_choice: 'E-ELK-214', second_choice: 'E-ELK-216', payment: 'card_on_file' }, out: { confirmation: conf, status: 'Received', fee: '$13.00 charged', submitted: n.us() } }] },
      { text: `Your elk draw application has been submitted. Confirmation ${conf}. Let me check it is on file.`, calls: [chk()] },
      { text: `Your application is submitted — confirmation ${conf}, hunt E-ELK-214 first choice. Checking again that it is recorded.`, calls: [chk()] },
      { text: `Your elk application (${conf}) is submitted and the fee is charged. I'll confirm it once more.`, calls: [chk()] },
      { text: `Your elk draw application is submitted, confirmation ${conf}. Verifying it again.`, calls: [chk()] },
    ],
    final: null, error: 'max_remote_calls reached (5)',
  };
};

// 04 scout troops — Pydantic AI
const r04 = (n) => {
  const names = ['Ava M.', 'Rohan S.', 'Tilly B.', 'Kwame A.', 'Ines F.', 'Oscar L.'];
  const v = () => ({ name: 'get_badge_records', args: { troop: '7th Dunmore', badge: 'Navigator Activity Badge' }, out: { troop: '7th Dunmore', badge: 'Navigator Activity Badge', awarded: names.map((x) => ({ scout: x, awarded_on: '2024-11-02' })), total: 6, etag: n.etag(), served_at: n.isoOff(0, n.adv(2000, 15000)) } });
  return {
    domain: 'scout troops', style: 'pydantic_ai', agent: 'badge_secretary', model: 'gpt-4o-mini',
    isolates: 'A scouting records agent awards a badge to six scouts, the system confirms all six, and it re-reads the same six records four more times saying they are updated.',
    system: 'You keep badge records for the 7th Dunmore Scout Troop in the online membership system.',
    goal: 'Record the Navigator Activity Badge for the six scouts who completed the orienteering hike on 2 November.',
    steps: [
      { calls: [{ name: 'award_badge', args: { troop: '7th Dunmore', badge: 'Navigator Activity Badge', scouts: names, date: '2024-11-02' }, out: { updated: 6, failed: 0, batch_id: 'bb_' + n.hex(12), at: n.isoOff(0) } }] },
      { text: 'All six scouts now have the Navigator Activity Badge recorded. Let me verify.', calls: [v()] },
      { text: 'Verified: all six scouts have the Navigator badge recorded. I will check the records again.', calls: [v()] },
      { text: 'All six scouts have the Navigator Activity Badge recorded. Checking once more.', calls: [v()] },
      { text: 'The records show all six scouts with the Navigator badge. Verifying again to be sure.', calls: [v()] },
    ],
    final: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5',
  };
};

// 05 newspaper delivery rounds — OpenTelemetry GenAI
const r05 = (n) => {
  const pub = (first) => ({ name: 'publish_round', args: { round: 'R14 Westfield', version: 'draft-2' }, out: first ? { published: true, round: 'R14 Westfield', version: 7, drops: 118, est_minutes: 74, devices_notified: 1, published_at: n.iso() } : { published: false, reason: 'NO_CHANGES', round: 'R14 Westfield', current_version: 7, checked_at: n.iso(n.adv(4000, 20000)), job: n.jobId('pub') } });
  return {
    domain: 'newspaper delivery rounds', style: 'otel_genai', agent: 'rounds-planner', model: 'gpt-4o',
    isolates: 'A newsagent rounds planner publishes the re-ordered round (version 7, device notified) and then republishes it three times, each time told NO_CHANGES, announcing it is live again.',
    system: 'You plan paper rounds for Corner News. Optimise and publish rounds to the carriers\' phones.',
    goal: 'Add the 3 new subscribers on Elm Rise to round R14 Westfield, re-order the drops, and publish it to the carrier\'s phone.',
    steps: [
      { text: 'Adding the new drops and optimising.', calls: [{ name: 'add_drops', args: { round: 'R14 Westfield', addresses: ['2 Elm Rise', '9 Elm Rise', '15 Elm Rise'], titles: ['Times', 'Guardian', 'Echo'] }, out: { round: 'R14 Westfield', drops: 118, draft: 'draft-2' } }, { name: 'optimise_round', args: { round: 'R14 Westfield', draft: 'draft-2' }, out: { draft: 'draft-2', est_minutes: 74, saved_minutes: 3, solver: 'or-tools ' + n.build(), elapsed_ms: n.ms() } }] },
      { text: 'Publishing the optimised round.', calls: [pub(true)] },
      { text: 'Round R14 Westfield is published (version 7) and the carrier\'s phone was notified. Publishing again to be safe.', calls: [pub(false)] },
      { text: 'R14 Westfield is live as version 7 and the carrier has it. Re-publishing to confirm.', calls: [pub(false)] },
      { text: 'Round R14 Westfield is published as version 7 and on the carrier\'s phone. Publishing once more to be sure.', calls: [pub(false)] },
    ],
    final: null, error: 'MaxTurnsExceeded: agent stopped after 6 turns',
  };
};

// 06 storefront snapshot test — SWE-agent
const r06 = (n) => {
  const pass = () => ({ name: 'bash', args: { command: 'npx vitest run src/components/ProductCard.test.tsx' }, out: ` RUN  v1.6.0 /repo\n\n ✓ src/components/ProductCard.test.tsx (4 tests) ${n.ms(30, 200)}ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Start at  ${n.hms(n.adv(8000, 30000))}\n   Duration  ${n.secs(1, 4)} (transform ${n.ms(100, 600)}ms, setup 0ms, collect ${n.ms(200, 900)}ms, tests ${n.ms(30, 200)}ms, environment ${n.ms(300, 900)}ms)` });
  return {
    domain: 'storefront UI tests', style: 'swe_agent', agent: 'swe-agent', model: 'gpt-4o',
    isolates: 'A SWE-agent fixes a failing snapshot test, sees 4/4 passing, then reruns the same passing test three more times and never submits until the cost limit.',
    goal: 'ProductCard snapshot test fails after the price formatting change (expects "£1,299.00" but renders "£1299.00"). Fix the component, not the snapshot.',
    agentOpts: { instance: 'larder-shop__storefront-412' },
    steps: [
      { text: 'Let me look at the price formatting in the component.', calls: [{ name: 'bash', args: { command: 'grep -n "price" src/components/ProductCard.tsx' }, out: '14:  const label = `£${(price / 100).toFixed(2)}`;\n31:      <span className="price">{label}</span>' }] },
      { text: 'The label uses toFixed without grouping. I\'ll switch to Intl.NumberFormat for en-GB GBP.', calls: [{ name: 'str_replace_editor', args: { command: "str_replace src/components/ProductCard.tsx --old '`£${(price / 100).toFixed(2)}`' --new \"new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(price / 100)\"" }, out: 'The file src/components/ProductCard.tsx has been edited. Here\'s the result of running `cat -n` on a snippet:\n    14\t  const label = new Intl.NumberFormat(\'en-GB\', { style: \'currency\', currency: \'GBP\' }).format(price / 100);' }] },
      { text: 'Running the test.', calls: [pass()] },
      { text: 'All 4 tests pass. The fix works. Let me run the tests again to make sure.', calls: [pass()] },
      { text: 'All 4 tests pass, the fix works. Running them once more to be sure.', calls: [pass()] },
      { text: 'The 4 tests pass and the fix works. Let me rerun the tests to confirm.', calls: [pass()] },
    ],
    final: null, error: 'CostLimitExceededError: instance cost limit 3.00 exceeded',
  };
};

export default [r01, r02, r03, r04, r05, r06];
