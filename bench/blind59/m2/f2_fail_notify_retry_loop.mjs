// Loop: try, fail, tell the user the same thing, try again, fail identically, 3+ rounds.
export const family = 'fail_notify_retry_loop';
export const loop = true;

const rounds = (k, mk) => Array.from({ length: k }, (_, i) => mk(i)).flat();

export const scenarios = [
  // 01 tidal turbine telemetry, Vercel AI SDK
  (n) => ({
    domain: 'tidal stream turbine telemetry', style: 'vercel', stagnation: true, agent: 'tidal-ops',
    isolates: 'Agent pushes a pitch setpoint that is rejected with the same interlock error, then posts the same apology to the ops channel, three rounds.',
    goal: 'Apply the new blade pitch setpoint (12.5 deg) to turbine T3 before the spring-tide peak.',
    steps: rounds(3, (i) => [
      { t: '', c: [{ n: 'scada_write', a: { turbine: 'T3', tag: 'pitch_sp', value: 12.5 }, o: { status: 409, body: { code: 'INTERLOCK_ACTIVE', detail: 'nacelle yaw brake engaged', seq: n.seq(), ts: n.iso() } }, e: 'HTTP 409 INTERLOCK_ACTIVE' }] },
      { t: 'The setpoint write to T3 failed because the yaw brake interlock is active. I will retry shortly.', c: [{ n: 'post_channel', a: { channel: '#tidal-ops', text: 'Pitch setpoint for T3 failed (interlock active). Retrying shortly.' }, o: { ok: true, ts: `${n.epoch(30)}.${n.int(100000, 999999)}` } }] },
    ]),
    output: { finishReason: 'length', steps: 6 },
  }),
  // 02 lead pipe replacement programme, LangGraph
  (n) => ({
    domain: 'lead service line replacement programme', style: 'langgraph', stagnation: true, agent: 'lsl-scheduler',
    isolates: 'Crew booking fails with the same missing-permit validation error; agent emails the resident the same delay notice after each of three identical retries.',
    goal: 'Book an excavation crew for 14 Orchard Rd lead service line replacement and tell the resident the date.',
    steps: rounds(3, (i) => [
      { t: i === 0 ? 'Booking the crew.' : 'Trying the crew booking again.', c: [{ n: 'book_crew', a: { address: '14 Orchard Rd', work_type: 'LSL_FULL', week: '2025-W40' }, o: { error: { code: 'VALIDATION', field: 'excavation_permit_id', message: 'required' }, trace: n.traceparent() }, e: 'ValidationError: excavation_permit_id required' }] },
      { t: 'The booking could not be completed. I am notifying the resident of a short delay.', c: [{ n: 'send_email', a: { to: 'resident-14orchard@example.org', subject: 'Your lead pipe replacement: short delay', body: 'We could not confirm your excavation date yet. We will write again shortly with a date.' }, o: { id: '<' + n.hex(16) + '@mail.city.example>', queued: n.isoNoMs(10) } }] },
    ]),
    output: null,
  }),
  // 03 miso brewery, smolagents
  (n) => ({
    domain: 'miso brewery koji room', style: 'smolagents', stagnation: true, agent: 'koji-room',
    isolates: 'Code agent repeatedly calls a humidity controller that times out, printing the same status message to the brewer each round.',
    goal: 'Raise koji room humidity to 92% RH for batch K-208 and confirm to the brewer.',
    steps: [
      ...rounds(3, () => [
        { t: 'Thought: I will set the humidifier target and tell the brewer.\nCode:\n```py\nset_humidity(room="koji-2", target_rh=92)\n```', c: [{ n: 'set_humidity', a: { room: 'koji-2', target_rh: 92 }, o: null, e: `TimeoutError: modbus tcp 10.4.2.${n.int(10, 40)}:502 no response after 5000ms (txn ${n.int(1, 65535)})` }] },
        { t: 'Thought: The controller timed out. I will tell the brewer and try again.\nCode:\n```py\nnotify_brewer("Humidity change for koji-2 did not go through (controller timeout). Trying again.")\n```', c: [{ n: 'notify_brewer', a: { msg: 'Humidity change for koji-2 did not go through (controller timeout). Trying again.' }, o: `sent to +81-90-xxxx-${n.int(1000, 9999)} at ${n.isoOffset(5, '+09:00')}` }] },
      ]),
    ],
    output: 'Reached max steps.',
  }),
  // 04 VR arcade, Claude Agent SDK transcript
  (n) => ({
    domain: 'VR arcade headset fleet', style: 'claude_sdk', stagnation: true, agent: 'arcade-tech', cwd: '/opt/vrfleet',
    isolates: 'Agent reruns the same failing firmware push (device offline) and tells the floor manager the identical sentence four times.',
    goal: 'Update headset bay-06 to firmware 5.2.1 before the 6pm party booking and tell the floor manager when done.',
    steps: rounds(4, () => [
      { t: 'Pushing firmware to bay-06.', c: [{ n: 'Bash', a: { command: 'vrfleet push --device bay-06 --fw 5.2.1', description: 'Push firmware' }, o: `vrfleet ${n.ver()}\n[${n.isoNoMs(3)}] resolving bay-06 ... 10.9.0.${n.int(20, 60)}\nerror: device bay-06 unreachable (adb: device offline)\nexit status 3\nreal\t0m${n.int(4, 9)}.${n.int(100, 999)}s` }] },
      { t: 'The push to bay-06 failed because the headset is offline. Let me notify the floor manager and retry.', c: [{ n: 'mcp__slack__send', a: { to: '@floor-manager', text: 'bay-06 firmware update failed (headset offline), retrying now.' }, o: { ok: true, ts: `${n.epoch(20)}.${n.int(100000, 999999)}` } }] },
    ]),
    output: { subtype: 'error_max_turns', num_turns: 8 },
  }),
  // 05 postal sorting office, AutoGen
  (n) => ({
    domain: 'postal sorting office', style: 'autogen', stagnation: false, agent: 'sorting-coordinator',
    isolates: 'Same label-printer job fails with the same out-of-ribbon error; agent opens a near-identical helpdesk ticket each time instead of changing anything.',
    goal: 'Print the 340 redirection labels for route 12 and confirm to the shift lead.',
    steps: [
      ...rounds(3, (i) => [
        { t: ['Sending the label batch to the printer.', 'Resubmitting the batch to printer LP-3.', 'One more attempt at printing on LP-3.'][i], c: [{ n: 'print_labels', a: { printer: 'LP-3', batch: 'RTE12-REDIR', count: 340 }, o: { job: n.job('cups-'), state: 'aborted', reason: 'ribbon-empty', printer_uptime_s: n.int(10000, 90000) }, e: 'PrinterError: ribbon-empty' }] },
        { t: 'Logging the fault.', c: [{ n: 'open_ticket', a: { queue: 'facilities', title: 'LP-3 label printer out of ribbon', body: 'Route 12 redirection labels failed on LP-3: ribbon empty.' }, o: { ticket: 'FAC-' + n.int(20000, 29999), created: n.usDate(15) } }] },
      ]),
    ],
    output: { stop_reason: 'Maximum number of messages 30 reached' },
  }),
  // 06 snow chain rental, Agno (not in the named list)
  (n) => ({
    domain: 'snow chain rental kiosks', style: 'agno', stagnation: true, agent: 'chain-rental',
    isolates: 'Agent retries the same card refund which is declined identically and sends the customer the same SMS each round.',
    goal: 'Refund the deposit for rental SC-8812 (chains returned) and let the customer know.',
    steps: rounds(3, () => [
      { t: 'Issuing the deposit refund for SC-8812.', c: [{ n: 'refund_deposit', a: { rental: 'SC-8812', amount_eur: 40 }, o: { http: 402, body: { decline_code: 'card_expired', psp_ref: n.b62(16), at: n.epochMs() } }, e: 'RefundDeclined: card_expired' }] },
      { t: 'The refund was declined because the card has expired. I am informing the customer and will retry.', c: [{ n: 'send_sms', a: { to: '+43660xxxx412', body: 'Your chain deposit refund did not go through yet. We are retrying.' }, o: { sid: 'SM' + n.hex(32), status: 'queued' } }] },
    ]),
    output: null,
  }),
];
