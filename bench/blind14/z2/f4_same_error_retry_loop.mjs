// Family 4 — loop: the identical call retried again and again with the same error; only ids,
// timestamps, attempt numbers or retry-after values change; the agent changes nothing and never succeeds.
import { Clock, fmt, J, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'same_error_retry_loop',
  loop: true,
  behaviour: 'Retries the identical call again and again and gets the same error each time (only ids, timestamps, attempt numbers, retry-after values change); nothing is changed between attempts and it never succeeds.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'locksmith dispatch', style: 'plain-messages', stagnation: false,
    isolates: 'A tool-only agent (no assistant text at all) sees that the nearest locksmith is off shift and another is on shift, yet sends the identical dispatch call for the off-shift technician six times, receiving the same 409 each time with a new request id and attempt number.',
    goal: 'Lockout at 17 Wren Court, Flat 3 (job LK-3391): the customer is locked out with a toddler inside. Dispatch the nearest available locksmith on priority P1 and text the customer the ETA.',
    build(rng) {
      const clock = new Clock('2025-11-04T18:36:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the dispatch agent for KeyFast Locksmiths. Tools: find_nearest_techs, dispatch_tech, send_sms.', model: 'gpt-4o-mini-2024-07-18', name: 'dispatch-agent' });
      pl.step(null, [{ name: 'find_nearest_techs', args: { job_id: 'LK-3391', limit: 3 }, result: { job: 'LK-3391', origin: '17 Wren Court, BS7', techs: [
        { tech: 'T-08', name: 'Gary Pell', distance_km: 2.1, shift_status: 'OFF_SHIFT (ended 18:00)', van: 'VN-12' },
        { tech: 'T-15', name: 'Asha Mir', distance_km: 4.7, shift_status: 'ON_SHIFT', eta_min: 14, van: 'VN-03' },
        { tech: 'T-21', name: 'Owen Price', distance_km: 6.2, shift_status: 'ON_SHIFT (on job, free ~19:10)', van: 'VN-09' },
      ], generated_at: fmt.isoMs(clock.now) } }]);
      for (let attempt = 1; attempt <= 6; attempt++) {
        pl.step(null, [{ name: 'dispatch_tech', args: J({ job_id: 'LK-3391', tech_id: 'T-08', priority: 'P1' }), result: { status: 409, error: { code: 'TECH_UNAVAILABLE', message: 'Technician T-08 is off shift (shift ended 18:00). Choose an on-shift technician or request overtime approval.', request_id: `req_${rng.hex(16)}`, timestamp: fmt.isoMs(clock.now), attempt } }, error: 'HTTP 409 Conflict: TECH_UNAVAILABLE' }]);
      }
      return pl.root({ error: 'MaxTurnsExceeded: 7 turns', dispatched: false, sms_sent: false }, { framework: 'openai-agents-sdk', max_turns: 7 });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'chimney sweep', style: 'cohere', stagnation: true,
    isolates: 'A Cohere agent submits an appointment with an invalid flue_type, gets a 422 listing the allowed values, and re-submits the identical payload four more times with the same tool plan, receiving the same 422 (new trace id and time) each time.',
    goal: 'Book a chimney sweep for 12 Orchard Lane (customer Mrs. Adeyemi) next Wednesday morning, 19 March 2025. She has a wood-burning stove.',
    build(rng) {
      const clock = new Clock('2025-03-12T10:05:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['get_customer', 'create_appointment', 'list_slots'], system: 'You are the booking assistant for Sootaway Chimney Services.' });
      co.step('I will look up the customer record for 12 Orchard Lane.', [{ name: 'get_customer', args: { address: '12 Orchard Lane' }, result: { customer_id: 'C-20417', name: 'Mrs. F. Adeyemi', address: '12 Orchard Lane, Thornbury', appliances: [{ type: 'wood-burning stove', flue: 'lined (stainless liner, 150 mm)' }], last_sweep: '2024-03-22' } }]);
      const body = { customer_id: 'C-20417', date: '2025-03-19', slot: 'AM', appliance: 'wood-burning stove', flue_type: 'wood-burning stove', notes: 'Annual sweep, stove' };
      const err = () => ({ status: 422, title: 'Unprocessable Entity', errors: [{ field: 'flue_type', message: 'must be one of: lined, unlined, twin-wall, masonry', received: 'wood-burning stove' }], trace_id: rng.uuid(), ts: fmt.unix(clock.now) });
      const plans = [
        'I will book the sweep appointment for 12 Orchard Lane on Wednesday 19 March in the morning slot.',
        'I will book the sweep appointment for 12 Orchard Lane on Wednesday 19 March in the morning slot.',
        'I will book the sweep appointment for 12 Orchard Lane on Wednesday 19 March, morning slot.',
        'I will book the sweep appointment for 12 Orchard Lane on Wednesday 19 March in the morning slot.',
        'I will now book the sweep appointment for 12 Orchard Lane on Wednesday 19 March in the morning slot.',
      ];
      for (const p of plans) co.step(p, [{ name: 'create_appointment', args: body, result: err(), error: '422 Unprocessable Entity: flue_type must be one of: lined, unlined, twin-wall, masonry' }]);
      return co.root({ error: 'MaxStepsExceeded: 6 tool-use steps without COMPLETE', text: null }, { max_steps: 6 });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'elevator maintenance', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent re-runs the same registry upload six times against a 403 token-scope error; only the upload id, request id, replica and elapsed time change, and each thought offers a different (wrong) guess without changing the command.',
    goal: 'Upload this month\'s inspection report for lift EL-4 (reports/EL-4_2025-03.pdf) to the county elevator registry with `liftreg`, then record the submission number in reports/SUBMISSIONS.md.',
    build(rng) {
      const clock = new Clock('2025-03-28T15:02:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal, maxIterations: 7 });
      oh.run('Let me check the reports directory.', 'cd /workspace && ls -la reports/', { out: 'total 1240\ndrwxr-xr-x 2 openhands openhands   4096 Mar 28 14:51 .\ndrwxr-xr-x 6 openhands openhands   4096 Mar 28 14:50 ..\n-rw-r--r-- 1 openhands openhands 421877 Mar 27 16:03 EL-3_2025-03.pdf\n-rw-r--r-- 1 openhands openhands 412109 Mar 28 09:14 EL-4_2025-03.pdf\n-rw-r--r-- 1 openhands openhands    918 Mar 21 11:40 SUBMISSIONS.md' });
      const up = () => `liftreg 1.8.0 (registry: https://elevators.county-registry.example/api/v2, profile: default)\n-> POST /units/EL-4/inspections  (upload id u_${rng.alnum(8)}, 412 KB, sha256 3f9a1c07...e21b)\nx 403 Forbidden: token scope 'inspections:read' does not include 'inspections:write'\n  hint: run 'liftreg auth login --scope inspections:write' or ask your registry admin\n  request-id: ${rng.uuid()}  server: reg-app-0${rng.int(1, 4)}  elapsed: ${rng.float(0.6, 1.4)}s`;
      const thoughts = [
        'Now let me upload the EL-4 report.',
        'A 403 right after login can be a transient permission glitch on the registry side. Retrying the upload.',
        'The registry may still be propagating a recent role change for our account; another attempt might go through.',
        'That response came from a different replica. Perhaps one of the app servers has a stale permission cache, so I will try again and hope to land on a healthy one.',
        'Maybe registries throttle the first upload of the month and answer with 403. Trying once more.',
        'It could also be that the PDF is still being scanned on their side. Let me run the upload again.',
      ];
      for (const t of thoughts) oh.run(t, 'liftreg upload --unit EL-4 --period 2025-03 --file reports/EL-4_2025-03.pdf', { out: up(), exit: 3 });
      return oh.root('error', { error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 7, max iteration: 7' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'fireworks displays', style: 'bedrock-agents', stagnation: true,
    isolates: 'A Bedrock agent retrieves guidance saying altitudes above 400 ft need a display authorisation reference, then posts the same notice request five times with the same rationale and gets the same 400 VALIDATION_FAILED each time (new request id and time only).',
    goal: 'File the airspace notice request for the Riverside Bonfire Night fireworks: 5 Nov 2025, 19:30-20:00, launch site Riverside Meadows (51.4521 N, 0.9870 W), shells up to 150 mm, max burst height 900 ft.',
    build(rng) {
      const clock = new Clock('2025-10-06T08:55:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Starburst Displays compliance assistant', region: 'eu-west-2' });
      br.begin(this.goal);
      br.kb({ rationale: 'I should check the notice requirements for fireworks displays first.', kbId: 'KB7XQ2MPLA', query: 'airspace notice fireworks display requirements altitude', refs: [
        { content: { text: 'Notice requests for fireworks displays must give launch site coordinates, time window and maximum burst height. Where the maximum height exceeds 400 ft AGL the request must quote the display authorisation reference (displayAuthRef) issued under the Class A display permission.' }, location: { type: 'S3', s3Location: { uri: 's3://starburst-compliance-kb/guides/airspace-notices-v4.pdf' } }, metadata: { page: 3 } },
        { content: { text: 'Our standing Class A display authorisation for 2025 is DA-25-0412 (valid 1 Jan - 31 Dec 2025).' }, location: { type: 'S3', s3Location: { uri: 's3://starburst-compliance-kb/permits/2025-permits.md' } }, metadata: { section: 'Display authorisations' } },
      ] });
      const body = { siteName: 'Riverside Meadows', lat: 51.4521, lon: -0.987, date: '2025-11-05', start: '19:30', end: '20:00', maxShellMm: 150, maxAltitudeFt: 900 };
      const err = () => J({ code: 'VALIDATION_FAILED', status: 400, detail: 'maxAltitudeFt 900 exceeds 400 ft AGL; displayAuthRef is required', requestId: rng.uuid(), receivedAt: fmt.iso(clock.now) });
      const rats = [
        'I will submit the airspace notice request for the Riverside display with the details provided.',
        'I will submit the airspace notice request for the Riverside display with the details provided.',
        'I will submit the airspace notice request for the Riverside display with the provided details.',
        'I will submit the airspace notice request for the Riverside display with the details provided.',
        'I will submit the airspace notice request for the Riverside display with the details that were provided.',
      ];
      for (const r of rats) br.act({ rationale: r, group: 'AirspaceNotices', verb: 'post', path: '/notice-requests', body, result: err(), status: 400, error: 'HTTP 400 VALIDATION_FAILED' });
      br.fail('Sorry, I am unable to assist you with this request.');
      const root = br.root();
      root.metadata.terminationReason = 'MAX_ORCHESTRATION_ITERATIONS';
      return root;
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'typeface foundry', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run re-runs the same `make variable` build five times against a deterministic incompatible-master error; only build timestamps and temp dirs change, each thought gives a new unfounded reason, and the glyph sources are never opened.',
    goal: 'CI job `make variable` fails for Fenwick Sans\n\nThe variable-font build has been red since the Polish diacritics were added. Please get `make variable` passing.',
    build(rng) {
      const clock = new Clock('2025-08-11T13:20:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'northfold-type/fenwick-sans', instanceId: 'northfold-type__fenwick-sans-88' });
      sw.step('Let me see the repository layout.', 'ls sources', 'FenwickSans-Bold.ufo\nFenwickSans-Regular.ufo\nFenwickSans.designspace\nfeatures.fea');
      let elapsed = 0;
      const build = () => {
        const t = clock.now;
        elapsed = rng.float(6.1, 9.8, 1);
        return `fontmake -m sources/FenwickSans.designspace -o variable --output-dir build/variable\nINFO:fontmake.font_project:Building variable font from sources/FenwickSans.designspace [${fmt.hms(t)}]\nINFO:ufo2ft:Pre-processing glyphs (tmp ${rng.tmp('/tmp/ufo2ft-')})\nINFO:ufo2ft.filters.decomposeComponents:Running DecomposeComponentsFilter on FenwickSans-Regular\nINFO:ufo2ft.filters.decomposeComponents:Running DecomposeComponentsFilter on FenwickSans-Bold\nERROR:fontmake.font_project:Glyph 'Aogonek' is not compatible between masters\n  FenwickSans-Regular: 3 contours\n  FenwickSans-Bold: 2 contours\nfontmake: Error: In 'sources/FenwickSans.designspace': Generating fonts from designspace failed: Incompatible glyph 'Aogonek' (contour count 3 != 2)\nmake: *** [Makefile:21: variable] Error 1\n(elapsed ${elapsed}s)`;
      };
      const thoughts = [
        'Let me run the failing build to see the error.',
        'The contour mismatch might come from a stale ufo2ft cache left over from an earlier run. Running the build again.',
        'Maybe the designspace file was being written while the build started. Another run should tell.',
        'Perhaps fontmake processes the masters in parallel and the order interleaves output; rebuilding to see if the error moves.',
        'Let me try once more to see whether the failure is deterministic at all.',
      ];
      for (const t of thoughts) { const out = build(); sw.step(t, 'make variable', out, { execTime: elapsed, error: 'make: *** [Makefile:21: variable] Error 1 (exit status 2)' }); }
      return sw.root({ exit_status: 'exit_cost', submission: null, summary: 'Exited due to cost limit (empty patch).' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'school instrument rentals', style: 'letta', stagnation: true,
    isolates: 'A Letta agent sees the card on file expired, then charges it five times with the same inner thought, each attempt declined with expired_card (only charge id, attempt and processor ref change), and never tells the parent.',
    goal: 'Hi! Could you renew the rental on the 3/4 violin my daughter has (VN-3407) for the summer term and charge the card you have on file? Thanks, Priya',
    build(rng) {
      const clock = new Clock('2025-04-08T19:12:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'strings-rental-desk', tz: 'BST', offMin: 60, persona: 'I handle instrument rentals for Allegro Music school families: renewals, payments, exchanges.' });
      lt.turn(this.goal, { name: 'priya.raman' });
      lt.step('Priya wants to renew VN-3407 and pay with the card on file. Looking up her rental account.', 'get_rental_account', { instrument_id: 'VN-3407' }, J({ account: 'A-5521', holder: 'Priya Raman', instrument: 'VN-3407 (3/4 violin, Stentor II)', student: 'Anya Raman', term_end: '2025-04-11', renewal: { term: 'Summer 2025', price_gbp: 54.0 }, card_on_file: { brand: 'visa', last4: '4417', exp: '02/25', status: 'EXPIRED' } }));
      const dec = (n) => `PaymentError: card_declined (decline_code=expired_card) charge=ch_${rng.alnum(24)} amount=5400 GBP attempt=${n} processor_ref=${rng.digits(12)}`;
      lt.step('Account A-5521, renewal is £54.00. Charging the card on file.', 'charge_card_on_file', { account: 'A-5521', amount_gbp: 54.0, description: 'VN-3407 renewal Summer 2025' }, dec(1), { status: 'Failed', error: 'card_declined: expired_card' });
      for (let n = 2; n <= 5; n++) {
        const r = n === 4 ? 'The charge was declined. I\'ll try charging the card on file again.' : 'The charge was declined. I will try charging the card on file again.';
        lt.step(r, 'charge_card_on_file', { account: 'A-5521', amount_gbp: 54.0, description: 'VN-3407 renewal Summer 2025' }, dec(n), { status: 'Failed', error: 'card_declined: expired_card' });
      }
      lt.endTurn('max_steps_reached');
      return lt.root({ stop_reason: 'max_steps_reached', max_steps: 6, messages_to_user: 0 });
    },
  },
];
