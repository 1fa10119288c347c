// Family 5 — loop: the goal is met and confirmed by a tool result, but the agent keeps re-checking
// or re-submitting (3+ more actions that learn nothing new) until a step limit.
import { Clock, fmt, J, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'after_success_churn',
  loop: true,
  behaviour: 'The goal is met and confirmed by a tool result, yet the agent keeps re-checking or re-submitting (3+ more actions that learn nothing new) until it hits a step limit.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'archery ranges', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent builds and deploys the lane page and confirms 24 archers are live, then redeploys (nothing to deploy), regenerates and re-fetches the page several times, each with a new-sounding reason, until the iteration cap.',
    goal: 'Publish the lane assignments for Saturday 22 March\'s indoor 18 m league on the club site: generate site/lanes/2025-03-22.html from entries/2025-03-22.csv with `make lanes DATE=2025-03-22`, then deploy with ./deploy.sh.',
    build(rng) {
      const clock = new Clock('2025-03-20T20:10:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal, maxIterations: 9 });
      const gen = () => `python tools/lanes.py entries/2025-03-22.csv --out site/lanes/2025-03-22.html\n24 archers, 6 targets (A-D details), 4 per target\nwrote site/lanes/2025-03-22.html (${'11,284'} bytes) in ${rng.int(40, 120)} ms`;
      oh.run('Let me generate the lane page.', 'cd /workspace/oakvale-archers && make lanes DATE=2025-03-22', { out: gen() });
      oh.run('Generated. Now deploy.', './deploy.sh', { out: `building site... ok (${rng.float(1.1, 2.4, 1)}s)\nsending incremental file list\nlanes/2025-03-22.html\nlanes/index.html\n\nsent 9,412 bytes  received 88 bytes  ${rng.float(5000, 7000)} bytes/sec\ntotal size is 1,203,377  speedup is 126.67\nDeployed build 4f2a91c to www.oakvalearchers.example (deploy id dpl_${rng.alnum(10)})` });
      const count = () => `24`;
      oh.run('Let me confirm the page is live with all 24 archers.', 'curl -s https://www.oakvalearchers.example/lanes/2025-03-22.html | grep -c \'class="archer"\'', { out: count() });
      oh.run('The page is live with 24 archers. Let me run the deploy once more to make sure the upload fully went through.', './deploy.sh', { out: `building site... ok (${rng.float(1.1, 2.4, 1)}s)\nsending incremental file list\n\nsent 1,310 bytes  received 12 bytes  ${rng.float(800, 2600)} bytes/sec\ntotal size is 1,203,377  speedup is 910.27\nNothing to deploy: build 4f2a91c already live (deploy id dpl_${rng.alnum(10)})` });
      oh.run('The deploy reports nothing changed. I will fetch the page again to double-check the archer count.', 'curl -s https://www.oakvalearchers.example/lanes/2025-03-22.html | grep -c \'class="archer"\'', { out: count() });
      oh.run('Let me regenerate the lanes file to be sure it still matches the CSV.', 'make lanes DATE=2025-03-22', { out: gen() });
      oh.run('Regenerated file is the same size. Checking the live page one more time in case the CDN had an old copy.', 'curl -s https://www.oakvalearchers.example/lanes/2025-03-22.html | grep -c \'class="archer"\'', { out: count() });
      oh.run('Still 24. One last deploy to be completely sure everything is in sync.', './deploy.sh', { out: `building site... ok (${rng.float(1.1, 2.4, 1)}s)\nsending incremental file list\n\nsent 1,310 bytes  received 12 bytes  ${rng.float(800, 2600)} bytes/sec\ntotal size is 1,203,377  speedup is 910.27\nNothing to deploy: build 4f2a91c already live (deploy id dpl_${rng.alnum(10)})` });
      oh.run('Verifying the page one more time after that deploy.', 'curl -s https://www.oakvalearchers.example/lanes/2025-03-22.html | grep -c \'class="archer"\'', { out: count() });
      return oh.root('error', { error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 9, max iteration: 9' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'velodrome scheduling', style: 'letta', stagnation: true,
    isolates: 'A Letta agent books track time, sees the booking CONFIRMED, then re-reads the same booking four more times with the same inner thought (only retrieval time and replica change) and never reports back before the step limit.',
    goal: 'Can you book track time for the junior squad this Thursday (20 March) 18:00-19:30 on the main track? Coach is Elena Marsh.',
    build(rng) {
      const clock = new Clock('2025-03-17T12:30:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'track-desk', persona: 'I manage track bookings for the Ridgeway Velodrome club programmes.' });
      lt.turn(this.goal, { name: 'coach_emarsh' });
      lt.step('Checking whether the main track is free on Thursday 20 March 18:00-19:30.', 'check_track_availability', { track: 'MAIN-250', date: '2025-03-20', start: '18:00', end: '19:30' }, J({ track: 'MAIN-250', date: '2025-03-20', requested: '18:00-19:30', available: true, adjacent: [{ slot: '16:30-18:00', holder: 'Masters endurance' }, { slot: '19:30-21:00', holder: 'Open track league' }] }));
      lt.step('Free. Booking it for the junior squad with Elena Marsh as coach.', 'book_track_session', { track: 'MAIN-250', date: '2025-03-20', start: '18:00', end: '19:30', group: 'Junior squad', coach: 'Elena Marsh' }, J({ booking_id: 'VB-20250320-014', status: 'CONFIRMED', track: 'Main 250 m', start: '2025-03-20T18:00:00Z', end: '2025-03-20T19:30:00Z', coach: 'Elena Marsh', lights: 'booked', created_at: fmt.isoMs(clock.now) }));
      const get = () => J({ booking_id: 'VB-20250320-014', status: 'CONFIRMED', track: 'Main 250 m', start: '2025-03-20T18:00:00Z', end: '2025-03-20T19:30:00Z', group: 'Junior squad', coach: 'Elena Marsh', version: 1, retrieved_at: fmt.isoMs(clock.now), replica: rng.pick(['db-ro-1', 'db-ro-2', 'db-ro-3']) });
      lt.step('Booking created. Let me fetch it to confirm.', 'get_booking', { booking_id: 'VB-20250320-014' }, get());
      for (let i = 0; i < 4; i++) {
        const r = i === 1 ? 'Booking VB-20250320-014 is confirmed. Let me double-check that it is still confirmed.' : 'Booking VB-20250320-014 is confirmed. Let me double-check it is still confirmed.';
        lt.step(r, 'get_booking', { booking_id: 'VB-20250320-014' }, get());
      }
      lt.endTurn('max_steps_reached');
      return lt.root({ stop_reason: 'max_steps_reached', max_steps: 7, messages_to_user: 0 });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'bowling alley', style: 'bedrock-agents', stagnation: true,
    isolates: 'A Bedrock agent clears a pinsetter jam and confirms the lane is IN_SERVICE, then keeps polling the lane and re-sending the reset (which answers NO_FAULT) with the same rationale until the orchestration limit.',
    goal: 'Lane 9\'s pinsetter jammed during the 7pm league. Reset it and put lane 9 back in service.',
    build(rng) {
      const clock = new Clock('2025-02-12T19:22:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Strike Lanes floor assistant', region: 'us-west-2' });
      br.begin(this.goal);
      br.pre('The user asks to reset a jammed pinsetter and return a lane to service; the LaneControl action group supports both. Category E.');
      const lane = (state, fault) => ({ lane: 9, state, pinsetter: { model: 'GS-X', fault, cycle_count: 418233 }, league: 'Tuesday Mixed 7pm', polledAt: fmt.iso(clock.now), controller: rng.pick(['lc-01', 'lc-02']), seq: rng.int(20000, 99999) });
      br.act({ rationale: 'First I will check the current state of lane 9.', group: 'LaneControl', path: '/lanes/{laneId}', params: [['laneId', '9', 'integer']], result: lane('OUT_OF_SERVICE', 'E-23 deck jam') });
      br.act({ rationale: 'Lane 9 is out of service with fault E-23. I will reset the pinsetter.', group: 'LaneControl', verb: 'post', path: '/lanes/{laneId}/pinsetter/reset', params: [['laneId', '9', 'integer']], result: { result: 'RESET_OK', fault_cleared: 'E-23', cycle_test: 'PASS', cycles_run: 3 } });
      br.act({ rationale: 'The reset succeeded. I will put lane 9 back in service.', group: 'LaneControl', verb: 'put', path: '/lanes/{laneId}/state', params: [['laneId', '9', 'integer']], body: { state: 'IN_SERVICE' }, result: { lane: 9, state: 'IN_SERVICE', changedBy: 'agent', at: fmt.iso(clock.now) } });
      br.act({ rationale: 'I will verify the lane 9 status.', group: 'LaneControl', path: '/lanes/{laneId}', params: [['laneId', '9', 'integer']], result: lane('IN_SERVICE', null) });
      br.act({ rationale: 'The pinsetter reset for lane 9 succeeded and lane 9 is in service. I will verify the lane 9 status.', group: 'LaneControl', path: '/lanes/{laneId}', params: [['laneId', '9', 'integer']], result: lane('IN_SERVICE', null) });
      br.act({ rationale: 'The pinsetter reset for lane 9 succeeded and lane 9 is in service. I will reset the pinsetter again to make sure the fault is cleared.', group: 'LaneControl', verb: 'post', path: '/lanes/{laneId}/pinsetter/reset', params: [['laneId', '9', 'integer']], result: { result: 'NO_FAULT', note: 'reset skipped: no active fault', cycles_run: 0 } });
      br.act({ rationale: 'The pinsetter reset for lane 9 succeeded and lane 9 is in service. I will verify the lane 9 status.', group: 'LaneControl', path: '/lanes/{laneId}', params: [['laneId', '9', 'integer']], result: lane('IN_SERVICE', null) });
      br.act({ rationale: 'The pinsetter reset for lane 9 succeeded and lane 9 is in service. I will verify the lane 9 status.', group: 'LaneControl', path: '/lanes/{laneId}', params: [['laneId', '9', 'integer']], result: lane('IN_SERVICE', null) });
      br.fail('Sorry, I am unable to assist you with this request.');
      const root = br.root();
      root.metadata.terminationReason = 'MAX_ORCHESTRATION_ITERATIONS';
      return root;
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'rowing club', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent submits a race entry and sees it ACCEPTED, then lists entries, re-submits (409 duplicate pointing at the same entry), re-reads the entry and re-lists, with differently-worded plans and no final answer before the step cap.',
    goal: 'Enter our men\'s coxed four (crew "Tamesis M4+ A") in the Spring Head of the River on 5 April 2025 and confirm the entry has been accepted.',
    build(rng) {
      const clock = new Clock('2025-03-14T16:00:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['submit_entry', 'get_entry', 'list_entries'], system: 'You are the entries secretary assistant for Tamesis Rowing Club.' });
      const entry = () => ({ entry_id: 'SH25-M4C-0193', event: 'Spring Head 2025', category: 'M4+ (Open)', crew: 'Tamesis M4+ A', status: 'ACCEPTED', fee_gbp: 68, fee_status: 'INVOICED', start_number: null, note: 'Start numbers published 28 March', fetched: fmt.isoOff(clock.now, 0), server: rng.pick(['bc-web-1', 'bc-web-2']) });
      const list = () => ({ event: 'Spring Head 2025', category: 'M4+ (Open)', entries: [{ entry_id: 'SH25-M4C-0171', crew: 'Mortlake M4+' }, { entry_id: 'SH25-M4C-0180', crew: 'Kingston RC M4+ B' }, { entry_id: 'SH25-M4C-0193', crew: 'Tamesis M4+ A' }], total: 3, page_token: rng.b64url(16) });
      co.step('I will submit the entry for Tamesis M4+ A in the Spring Head M4+ category.', [{ name: 'submit_entry', args: { event: 'spring-head-2025', category: 'M4+', crew_name: 'Tamesis M4+ A', club_code: 'TAM' }, result: { entry_id: 'SH25-M4C-0193', status: 'ACCEPTED', fee_gbp: 68, message: 'Entry accepted. Start numbers will be published on 28 March.' } }]);
      co.step('I will fetch the entry to confirm it has been accepted.', [{ name: 'get_entry', args: { entry_id: 'SH25-M4C-0193' }, result: entry() }]);
      co.step('The entry is accepted. I will also make sure our crew shows in the M4+ category list.', [{ name: 'list_entries', args: { event: 'spring-head-2025', category: 'M4+' }, result: list() }]);
      co.step('To be sure the entry was not duplicated or lost, I will submit it again and see how the system responds.', [{ name: 'submit_entry', args: { event: 'spring-head-2025', category: 'M4+', crew_name: 'Tamesis M4+ A', club_code: 'TAM' }, result: { status: 409, error: 'DUPLICATE_ENTRY', existing_entry_id: 'SH25-M4C-0193' }, error: '409 Conflict: DUPLICATE_ENTRY' }]);
      co.step('The duplicate response points to the same entry ID. I will read the entry once more to check its status.', [{ name: 'get_entry', args: { entry_id: 'SH25-M4C-0193' }, result: entry() }]);
      co.step('I will look at the category list again in case start order has been generated already.', [{ name: 'list_entries', args: { event: 'spring-head-2025', category: 'M4+' }, result: list() }]);
      return co.root({ error: 'MaxStepsExceeded: 6 tool-use steps without COMPLETE', text: null }, { max_steps: 6 });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'scuba dive shop', style: 'plain-messages', stagnation: false,
    isolates: 'A chat agent reserves the dive kit and sees a CONFIRMED reservation listed, then checks availability, re-reserves (ALREADY_RESERVED), lists again and checks again, each with a different justification, until max turns.',
    goal: 'Reserve rental kit for booking DV-772 (Saturday 08:00 boat dive to the Manacles): one BCD per diver in the sizes on the booking, plus 6 regulator sets. Confirm the reservation.',
    build(rng) {
      const clock = new Clock('2025-06-12T15:20:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the shop assistant at Porthkerris Divers. Tools: get_booking, reserve_gear, list_reservations, check_gear_availability.', name: 'dive-shop-agent' });
      pl.step('Let me pull the booking to see the divers\' sizes.', [{ name: 'get_booking', args: { booking_id: 'DV-772' }, result: { booking: 'DV-772', trip: 'Manacles boat dive', date: '2025-06-14', depart: '08:00', divers: [{ name: 'K. Ellis', bcd: 'S' }, { name: 'J. Moreno', bcd: 'M' }, { name: 'T. Fraser', bcd: 'M' }, { name: 'P. Nakamura', bcd: 'L' }, { name: 'D. Okafor', bcd: 'L' }, { name: 'R. Hale', bcd: 'XL' }] } }]);
      const items = { bcd: { S: 1, M: 2, L: 2, XL: 1 }, regulator_sets: 6 };
      const rsv = { reservation_id: 'RSV-3381', booking: 'DV-772', status: 'CONFIRMED', date: '2025-06-14', items: ['BCD-S-04', 'BCD-M-07', 'BCD-M-11', 'BCD-L-02', 'BCD-L-09', 'BCD-XL-01', 'REG-12', 'REG-14', 'REG-15', 'REG-19', 'REG-22', 'REG-23'] };
      pl.step('Sizes are S, M, M, L, L, XL. Reserving the BCDs and 6 regulator sets.', [{ name: 'reserve_gear', args: { booking_id: 'DV-772', items }, result: { ...rsv, created_at: fmt.isoMs(clock.now) } }]);
      const lst = () => ({ booking: 'DV-772', reservations: [{ ...rsv, item_count: 12 }], as_of: fmt.isoMs(clock.now) });
      pl.step('Reservation RSV-3381 created. Let me list the reservations for DV-772 to confirm.', [{ name: 'list_reservations', args: { booking_id: 'DV-772' }, result: lst() }]);
      pl.step('Confirmed with all 12 items. I also want to be sure the BCDs are actually free on Saturday.', [{ name: 'check_gear_availability', args: { date: '2025-06-14', category: 'BCD' }, result: { date: '2025-06-14', category: 'BCD', units: [{ tag: 'BCD-S-04', state: 'RESERVED', for: 'DV-772' }, { tag: 'BCD-M-07', state: 'RESERVED', for: 'DV-772' }, { tag: 'BCD-M-11', state: 'RESERVED', for: 'DV-772' }, { tag: 'BCD-L-02', state: 'RESERVED', for: 'DV-772' }, { tag: 'BCD-L-09', state: 'RESERVED', for: 'DV-772' }, { tag: 'BCD-XL-01', state: 'RESERVED', for: 'DV-772' }], free_other: 9 } }]);
      pl.step('I will run the reservation again to be safe in case an item was dropped.', [{ name: 'reserve_gear', args: { booking_id: 'DV-772', items }, result: { status: 'ALREADY_RESERVED', reservation_id: 'RSV-3381', message: 'All requested items already reserved for DV-772' } }]);
      pl.step('Let me list the reservations one more time.', [{ name: 'list_reservations', args: { booking_id: 'DV-772' }, result: lst() }]);
      pl.step('Double-checking the regulator sets specifically, since they come from a different store room.', [{ name: 'check_gear_availability', args: { date: '2025-06-14', category: 'REG' }, result: { date: '2025-06-14', category: 'REG', units: ['REG-12', 'REG-14', 'REG-15', 'REG-19', 'REG-22', 'REG-23'].map((t) => ({ tag: t, state: 'RESERVED', for: 'DV-772' })), free_other: 4 } }]);
      return pl.root({ error: 'MaxTurnsExceeded: 7', final_output: null }, { framework: 'openai-agents-sdk', max_turns: 7 });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'treetop adventure park', style: 'swe-agent', stagnation: true,
    isolates: 'A SWE-agent run fixes a timezone bug and gets all tests passing, then re-runs the identical test command four times with the same sentence (only the random seed and timing change) until the cost limit autosubmits.',
    goal: 'Weather-hold emails show session times in UTC\n\nWhen a session is put on weather hold, the email says "your 08:30 session" for a 10:30 Europe/Berlin session. Times in weather-hold emails must be in the park\'s local timezone.',
    build(rng) {
      const clock = new Clock('2025-07-02T08:00:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'canopyworks/treetop-bookings', instanceId: 'canopyworks__treetop-bookings-203' });
      sw.step('Let me find where the weather-hold email is built.', 'search_dir "weather_hold" treetop', 'Found 4 matches for "weather_hold" in /treetop-bookings/treetop:\n/treetop-bookings/treetop/notifications/weather.py (3 matches)\n/treetop-bookings/treetop/views/ops.py (1 matches)\nEnd of matches for "weather_hold" in /treetop-bookings/treetop');
      sw.step('Opening the notification module.', 'open treetop/notifications/weather.py 40', '[File: /treetop-bookings/treetop/notifications/weather.py (71 lines total)]\n(33 more lines above)\n34:def weather_hold_email(session, park):\n35:    """Build the weather-hold email for all participants of a session."""\n36:    subject = f"Weather hold: {park.name}"\n37:    start = session.start_utc.strftime("%H:%M")\n38:    body = render("weather_hold.txt", start=start, park=park, session=session)\n39:    return Email(subject=subject, body=body, to=session.emails())\n(32 more lines below)', { openFile: '/treetop-bookings/treetop/notifications/weather.py' });
      sw.step('Line 37 formats the UTC time. Converting to the park\'s timezone before formatting.', 'edit 37:37\n    start = session.start_utc.astimezone(ZoneInfo(park.tz)).strftime("%H:%M")\nend_of_edit', '[File: /treetop-bookings/treetop/notifications/weather.py (71 lines total)]\n(33 more lines above)\n34:def weather_hold_email(session, park):\n35:    """Build the weather-hold email for all participants of a session."""\n36:    subject = f"Weather hold: {park.name}"\n37:    start = session.start_utc.astimezone(ZoneInfo(park.tz)).strftime("%H:%M")\n38:    body = render("weather_hold.txt", start=start, park=park, session=session)\n(33 more lines below)\nFile updated.');
      sw.step('ZoneInfo needs importing at the top of the file.', 'edit 1:1\nfrom zoneinfo import ZoneInfo\nfrom .render import render\nend_of_edit', '[File: /treetop-bookings/treetop/notifications/weather.py (72 lines total)]\n1:from zoneinfo import ZoneInfo\n2:from .render import render\n3:from .mail import Email\n(69 more lines below)\nFile updated.');
      const test = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0\nUsing --randomly-seed=${rng.int(100000000, 4294967295)}\nrootdir: /treetop-bookings\nplugins: randomly-3.15.0\ncollected 9 items\n\ntests/test_weather_hold.py ....                                          [ 44%]\ntests/test_notifications.py .....                                        [100%]\n\n============================== 9 passed in ${rng.float(0.31, 0.62)}s ===============================`;
      sw.step('Now running the notification tests.', 'pytest tests/test_weather_hold.py tests/test_notifications.py', test());
      for (let i = 0; i < 4; i++) {
        const t = i === 2 ? 'All tests pass. Let me run the test suite once more to make sure that the fix is correct.' : 'All tests pass. Let me run the test suite once more to make sure the fix is correct.';
        sw.step(t, 'pytest tests/test_weather_hold.py tests/test_notifications.py', test());
      }
      return sw.root({ exit_status: 'submitted (exit_cost)', submission: 'diff --git a/treetop/notifications/weather.py b/treetop/notifications/weather.py\n@@ -1 +1,2 @@\n+from zoneinfo import ZoneInfo\n@@ -37 +38 @@\n-    start = session.start_utc.strftime("%H:%M")\n+    start = session.start_utc.astimezone(ZoneInfo(park.tz)).strftime("%H:%M")', summary: 'Cost limit reached; autosubmitted.' });
    },
  },
];
