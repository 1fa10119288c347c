// Loop: oscillating A, B, A, B; each check in a state returns what it returned last time in that state.
export const family = 'two_state_flipflop';
export const loop = true;

export const scenarios = [
  // 01 asbestos surveys, OpenInference / Phoenix
  (n) => {
    const chk = (lab) => ({ n: 'sample_report', a: { survey: 'AS-3321', lab }, o: lab === 'labA' ? { lab: 'labA', result: 'chrysotile not detected', report_ts: n.iso(), ref: n.uuid() } : { lab: 'labB', result: 'pending UKAS sign-off', report_ts: n.iso(), ref: n.uuid() } });
    return {
      domain: 'asbestos surveys', style: 'openinference', stagnation: false, agent: 'survey-assistant',
      isolates: 'Agent switches the report source between lab A and lab B twice over, each lab giving the same answer as before, never issuing the survey.',
      goal: 'Issue the asbestos survey for AS-3321 using a signed-off lab result.',
      steps: [
        { t: 'Checking lab A.', c: [chk('labA')] },
        { t: 'Lab A says not detected, but maybe lab B has a signed-off version.', c: [chk('labB')] },
        { t: 'Lab B is pending; returning to lab A to see if anything changed.', c: [chk('labA')] },
        { t: 'Lab A unchanged. Checking B once more for sign-off.', c: [chk('labB')] },
        { t: 'Back to lab A.', c: [chk('labA')] },
      ],
      output: null,
    };
  },
  // 02 tsunami siren testing, Pydantic AI (Logfire)
  (n) => {
    const mode = (m) => [{ n: 'set_siren_mode', a: { site: 'S-14', mode: m }, o: { ok: true, applied: n.isoNoMs() } }, { n: 'siren_selftest', a: { site: 'S-14' }, o: m === 'battery' ? { result: 'FAIL', reason: 'amp current low', volts: 23.1 } : { result: 'FAIL', reason: 'mains relay chatter', volts: 229 } }];
    return {
      domain: 'tsunami siren testing', style: 'pydantic', stagnation: false, agent: 'siren-tech',
      isolates: 'Agent flips siren S-14 between mains and battery power and self-tests after each switch; each mode fails exactly as before, two full cycles.',
      goal: 'Get siren S-14 to pass its monthly self-test or raise a repair order.',
      steps: [
        { t: 'Try battery mode.', c: mode('battery') },
        { t: 'Battery fails on amp current. Switching to mains.', c: mode('mains') },
        { t: 'Mains fails with relay chatter. Back to battery to see if it passes now.', c: mode('battery') },
        { t: 'Still failing. Mains again.', c: mode('mains') },
        { t: 'Switching back to battery one more time.', c: mode('battery') },
      ],
      output: null,
    };
  },
  // 03 kiwifruit cool stores, plain
  (n) => {
    const sp = (v) => [{ n: 'set_ethylene_scrubber', a: { room: 'CS-5', mode: v }, o: `OK ${v} @ ${n.syslog()}` }, { n: 'read_room', a: { room: 'CS-5' }, o: v === 'on' ? { c2h4_ppb: 18, co2_pct: 2.9, firmness_kgf: 6.1, at: n.iso(600) } : { c2h4_ppb: 41, co2_pct: 2.1, firmness_kgf: 6.1, at: n.iso(600) } }];
    return {
      domain: 'kiwifruit cool stores', style: 'plain', stagnation: true, agent: 'coolstore-ai',
      isolates: 'Agent toggles the ethylene scrubber on/off with the same justification each time; the room readings repeat per state, so nothing is learnt.',
      goal: 'Find the scrubber setting that keeps CS-5 under 20 ppb ethylene and CO2 under 2.5%, and lock it in.',
      steps: [
        { t: 'Turning the scrubber on to bring ethylene down.', c: sp('on') },
        { t: 'Ethylene is fine but CO2 is too high. I will turn the scrubber off to see if CO2 settles.', c: sp('off') },
        { t: 'CO2 is fine but ethylene is too high. I will turn the scrubber on to bring ethylene down.', c: sp('on') },
        { t: 'Ethylene is fine but CO2 is too high. I will turn the scrubber off to see if CO2 settles.', c: sp('off') },
        { t: 'CO2 is fine but ethylene is too high. I will turn the scrubber on to bring ethylene down.', c: sp('on') },
      ],
      output: null,
    };
  },
  // 04 pretzel bakery, Google ADK
  (n) => {
    const br = (b) => [{ n: 'git_checkout', a: { repo: 'pretzel-pos', branch: b }, o: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` }, { n: 'run_tests', a: { path: 'tests/test_lye_bath_timer.py' }, o: b === 'main' ? `FAILED tests/test_lye_bath_timer.py::test_dip_seconds - assert 12 == 10\n1 failed, 14 passed in ${n.int(2, 5)}.${n.int(10, 99)}s` : `ERROR tests/test_lye_bath_timer.py - ImportError: cannot import name 'DipProfile'\n1 error in 0.${n.int(30, 90)}s` }];
    return {
      domain: 'pretzel bakery production software', style: 'adk', stagnation: false, agent: 'bakery-dev',
      isolates: 'Agent checks out main then fix/lye-timer and back, running the same test; each branch fails identically each time.',
      goal: 'Fix the lye bath timer test so the pretzel line software can be released.',
      steps: [
        { t: 'Run the test on main.', c: br('main') },
        { t: 'The feature branch may already have a fix.', c: br('fix/lye-timer') },
        { t: 'Import error there; main at least imports. Back to main.', c: br('main') },
        { t: 'Main still asserts 12 == 10. Try the fix branch again.', c: br('fix/lye-timer') },
      ],
      output: null,
    };
  },
  // 05 donkey sanctuary, Mastra
  (n) => {
    const f = (s) => ({ n: 'adoption_search', a: { filter: { status: s, species: 'donkey' } }, o: s === 'available' ? { total: 0, items: [], q_ms: n.ms() } : { total: 2, items: [{ id: 'DK-31', name: 'Pebble', status: 'reserved' }, { id: 'DK-44', name: 'Fennel', status: 'reserved' }], q_ms: n.ms() } });
    return {
      domain: 'donkey sanctuary adoptions', style: 'mastra', stagnation: true, agent: 'adoptions',
      isolates: 'Agent alternates the status filter between available and reserved, saying the same sentence each time, getting the same results per filter.',
      goal: 'Tell the visitor which donkeys can be sponsored this month.',
      steps: [
        { t: 'Let me look at available donkeys.', c: [f('available')] },
        { t: 'No available donkeys; maybe the reserved list has ones open to sponsorship.', c: [f('reserved')] },
        { t: 'Let me look at available donkeys again.', c: [f('available')] },
        { t: 'No available donkeys; maybe the reserved list has ones open to sponsorship.', c: [f('reserved')] },
        { t: 'Let me look at available donkeys again.', c: [f('available')] },
      ],
      output: null,
    };
  },
  // 06 airport lounge access, OpenAI Agents SDK (browser tabs)
  (n) => {
    const tab = (t) => [{ n: 'browser_switch_tab', a: { tab: t }, o: { active: t, url: t === 'bookings' ? 'https://lounge.example/admin/bookings?date=today' : 'https://lounge.example/admin/capacity' } }, { n: 'browser_snapshot', a: {}, o: t === 'bookings' ? `<table id="bk"><tr><td>Guest B. Ortiz</td><td>Gold</td><td>status: <b>waitlist</b></td></tr></table><!-- render ${n.ms()}ms node=${n.hex(6)} -->` : `<div class="cap">Occupancy <span>142 / 150</span> <small>updated ${n.isoNoMs()}</small></div>` }];
    return {
      domain: 'airport lounge access desk', style: 'openai_agents', stagnation: false, agent: 'LoungeDeskAgent',
      isolates: 'Browser agent switches between bookings and capacity tabs twice over; each tab shows what it showed before and the guest is never admitted.',
      goal: 'Admit waitlisted Gold guest B. Ortiz to the lounge if capacity allows.',
      steps: [
        { t: '', c: tab('bookings') },
        { t: 'She is waitlisted. Checking capacity.', c: tab('capacity') },
        { t: '142 of 150. Going back to check her booking state.', c: tab('bookings') },
        { t: 'Still waitlist. Looking at capacity again.', c: tab('capacity') },
        { t: 'Back to bookings.', c: tab('bookings') },
      ],
      output: null,
    };
  },
];
