// Family 2 (loop): try, fail, tell the human the same thing, try again, fail the same way... 3+ rounds.
export const family = 'repeated_failure_notice';
export const loop = true;
export const stagnation = true;
export const summary = 'The same failing action and the same near-verbatim notice to a person (user, channel, ticket, email) repeat for 3+ rounds.';

export const rows = [
  {
    n: '01', domain: 'district heating network control', style: 'vercel',
    isolates: 'A heating-network agent writes a 78 °C setpoint to substation SS-12, gets the same Modbus gateway exception each time, and posts the same alarm note to the operator after every failure.',
    goal: 'Raise the supply temperature setpoint of substation SS-12 to 78 °C for the forecast cold snap and tell the duty operator when it is done.',
    build: (N) => {
      const fail = () => ({ name: 'write_setpoint', args: { substation: 'SS-12', register: 40021, value_c: 78 }, err: `ModbusIOException: Exception Response(134, 6, GatewayTargetDeviceFailedToRespond) unit=12 tx_id=${N.int(1, 65535)} gw=${N.ip()}:502`, out: null });
      const msg = 'Setpoint write to SS-12 failed: the Modbus gateway reports the target device did not respond. I will retry the 78 °C setpoint now.';
      const note = () => ({ name: 'notify_operator', args: { channel: 'duty-operator', text: msg }, out: { delivered: true, pager_event: 'PE' + N.hex(10).toUpperCase(), ack: null, sent: N.isoOffset(1) } });
      const think = 'The write to SS-12 failed with a gateway target device failed to respond exception. I should tell the duty operator and retry the setpoint write.';
      return {
        agent: 'heatnet-setpoint-agent', maxSteps: 10, turns: [
          { say: 'Reading current SS-12 state.', calls: [{ name: 'read_substation', args: { substation: 'SS-12' }, out: { supply_c: 71.4, return_c: 44.9, setpoint_c: 72, valve_pct: 63, comm: 'degraded', last_poll: N.isoNoMs(), poll_seq: N.nextSeq(3) } }] },
          { say: 'Writing the new setpoint.', calls: [fail()] },
          { think, say: msg, calls: [note(), fail()] },
          { think, say: msg, calls: [note(), fail()] },
          { think, say: msg, calls: [note(), fail()] },
          { think, say: msg, calls: [note()] },
        ], result: msg,
      };
    },
  },
  {
    n: '02', domain: 'public toilet maintenance contracts', style: 'openinference',
    isolates: 'A facilities agent tries to close a cleaning work order that stays locked (HTTP 409) and posts the same "could not close, retrying" message to the team channel after each attempt.',
    goal: 'Close work order WO-55102 (deep clean, Kiosk 9, Riverside Park toilets) now that the cleaner has uploaded the photos, and let #facilities know.',
    build: (N) => {
      const close = () => ({ name: 'close_work_order', args: { id: 'WO-55102', resolution: 'completed', photos_verified: true }, err: 'HTTP 409 Conflict', out: { status: 409, headers: { 'content-type': 'application/problem+json', 'x-request-id': N.uuid(), date: N.http(), 'x-served-by': N.host('cmms') }, body: { title: 'Work order is locked', detail: `WO-55102 is being edited in session ${N.hex(12)} (user: m.ahmed)`, lock_acquired: N.iso() } } });
      const msg = 'Heads up: I could not close WO-55102 (Kiosk 9 deep clean) because the work order is locked in another session. I will try again.';
      const post = () => ({ name: 'post_to_channel', args: { channel: '#facilities', text: msg }, out: { ok: true, channel: 'C04' + N.b62(8).toUpperCase(), ts: `${N.epoch()}.${N.int(100000, 999999)}` } });
      const think = 'Closing WO-55102 failed with 409 because the work order is locked by another session. I will let #facilities know and try closing it again.';
      return {
        agent: 'FacilitiesAgent', turns: [
          { think: 'Check the photos were uploaded before closing.', calls: [{ name: 'get_work_order', args: { id: 'WO-55102' }, out: { id: 'WO-55102', site: 'Riverside Park – Kiosk 9', photos: 4, checklist_done: '12/12', status: 'in_review', updated: N.euDate() } }] },
          { think: 'Photos and checklist are complete; closing.', calls: [close()] },
          { think, say: msg, calls: [post(), close()] },
          { think, say: msg, calls: [post(), close()] },
          { think, say: msg, calls: [post(), close()] },
        ], result: null,
      };
    },
  },
  {
    n: '03', domain: 'lost-wax jewellery casting', style: 'smolagents',
    isolates: 'A casting-workshop agent keeps submitting the burnout schedule to a kiln whose controller answers "E-07 thermocouple open", and sends the caster the same message after each refusal.',
    goal: 'Load the 12-hour burnout schedule for flask batch 22 (sterling silver rings) onto kiln K2 and start it so the flasks are ready for casting at 07:00.',
    build: (N) => {
      const run = () => ({ name: 'kiln_start_program', args: { kiln: 'K2', program: 'BURNOUT_12H_STERLING', batch: 22 }, err: `KilnControllerError: E-07 THERMOCOUPLE OPEN (zone 1) – program rejected`, out: `controller fw 4.1.7 | seg=0 | t=${N.clock()} | tc1=---- tc2=${N.int(18, 24)}C` });
      const msg = 'Kiln K2 rejected the burnout program with E-07 (thermocouple open, zone 1). I am retrying the start now; the 07:00 casting may be delayed.';
      const tell = () => ({ name: 'send_message', args: { to: 'caster_on_shift', text: msg }, out: `queued msg ${N.hex(8)} via signal-bridge at ${N.syslog()}` });
      const think = 'Kiln K2 refused the program with E-07 thermocouple open. I will inform the caster and retry starting the burnout program.';
      return {
        agent: 'casting_floor_agent', turns: [
          { think: 'Start the burnout on K2 for batch 22.', calls: [run()] },
          { think, say: msg, calls: [tell(), run()] },
          { think, say: msg, calls: [tell(), run()] },
          { think, say: msg, calls: [tell(), run()] },
        ], result: null,
      };
    },
  },
  {
    n: '04', domain: 'silkworm rearing (sericulture)', style: 'pydantic_ai',
    isolates: 'A sericulture assistant re-sends a mulberry-leaf order email that bounces with the same 550 error, telling the farm manager the same sentence after each bounce.',
    goal: 'Email this week\'s mulberry leaf order (420 kg, for the 4th-instar trays) to the supplier and confirm to the farm manager.',
    build: (N) => {
      const send = () => ({ name: 'send_email', args: { to: 'orders@mulberry-supply.example', subject: 'Leaf order wk ' + N.int(10, 50), body: '420 kg fresh mulberry leaves, delivery Thursday 06:00, Shed B.' }, err: `SMTPRecipientsRefused: {'orders@mulberry-supply.example': (550, b'5.1.1 <orders@mulberry-supply.example>: Recipient address rejected: User unknown in virtual mailbox table')} queue-id ${N.hex(10).toUpperCase()}`, out: null });
      const msg = 'The leaf order email to the supplier bounced (550 recipient rejected). I will send it again.';
      const tell = () => ({ name: 'notify_manager', args: { message: msg }, out: { sent: true, at: N.logts(), via: 'whatsapp', wamid: 'wamid.' + N.b62(32) } });
      const think = 'The supplier email bounced with 550 recipient rejected. I should tell the farm manager and send the order again.';
      return {
        agent: 'sericulture_assistant', turns: [
          { think: 'Compute this week\'s order from tray counts first.', calls: [{ name: 'get_tray_status', args: { shed: 'B' }, out: { trays: 36, instar: 4, larvae_est: 71000, leaf_kg_per_day: 60, reading_at: N.iso() } }] },
          { think: '36 trays at 4th instar need about 420 kg for the week. Sending the order.', calls: [send()] },
          { think, say: msg, calls: [tell(), send()] },
          { think, say: msg, calls: [tell(), send()] },
          { think, say: msg, calls: [tell(), send()] },
        ], result: null,
      };
    },
  },
  {
    n: '05', domain: 'airport lounge access desk', style: 'adk',
    isolates: 'A lounge-desk agent keeps re-issuing a guest pass that the partner API rejects with the same card-eligibility error, repeating the same apology to the passenger after each try.',
    goal: 'Issue a one-time guest pass to Lounge Aurora (Gate B22) for passenger Ilse Brandt on flight LX1071, paid with her card ending 0932.',
    build: (N) => {
      const issue = () => ({ name: 'issue_guest_pass', args: { lounge: 'AURORA-B22', passenger: 'BRANDT/ILSE', flight: 'LX1071', card_last4: '0932' }, err: 'PartnerEligibilityError: card product not in partner programme', out: { code: 'NOT_ELIGIBLE', bin_check_ref: N.hex(12), partner: 'LoungeNet', trace: N.traceparent() } });
      const msg = 'I\'m sorry, the lounge system did not accept the guest pass for your card. Let me try issuing it once more.';
      const say = () => ({ name: 'reply_to_passenger', args: { text: msg }, out: { displayed_on: 'kiosk-' + N.int(1, 8), at: N.clock() } });
      const think = 'The guest pass was rejected as not eligible for the card product. I should apologise to the passenger and try issuing the pass again.';
      return {
        agent: 'lounge_desk_agent', app: 'lounge_desk', turns: [
          { think: 'Check occupancy before issuing.', calls: [{ name: 'get_lounge_status', args: { lounge: 'AURORA-B22' }, out: { occupancy: N.int(40, 90), capacity: 140, wait_min: 0, updated: N.isoOffset(1) } }] },
          { think: 'Space available, issuing the pass.', calls: [issue()] },
          { think, say: msg, calls: [say(), issue()] },
          { think, say: msg, calls: [say(), issue()] },
          { think, say: msg, calls: [say(), issue()] },
        ], result: null,
      };
    },
  },
  {
    n: '06', domain: 'bingo hall jackpot displays', style: 'autogen',
    isolates: 'A bingo-hall agent pushes the new jackpot amount to the hall screens, gets the same 503 from the display server each time, and tells the floor manager the same thing every round.',
    goal: 'Update the progressive jackpot on all hall screens to £2,480 before the 20:00 session and confirm to the floor manager.',
    build: (N) => {
      const push = () => ({ name: 'push_display', args: { screens: 'ALL', jackpot_gbp: 2480, session: '20:00' }, err: 'HTTP 503 Service Unavailable', out: `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx/1.18.0</center></body></html>\n<!-- upstream: signage-core ${N.ip()}:8080 req=${N.hex(16)} -->` });
      const msg = 'The screens could not be updated: the display server returned 503. I will try pushing the £2,480 jackpot again.';
      const tell = () => ({ name: 'message_floor_manager', args: { text: msg }, out: `ok ${N.hex(6)} ${N.usDate()}` });
      const think = 'The display server answered 503 again. I will tell the floor manager and push the jackpot update again.';
      return {
        agent: 'hall_ops', maxSteps: 12, stopReason: 'Maximum number of turns 12 reached.', turns: [
          { think: 'Push the jackpot to all screens.', calls: [push()] },
          { think, say: msg, calls: [tell(), push()] },
          { think, say: msg, calls: [tell(), push()] },
          { think, say: msg, calls: [tell(), push()] },
          { think, say: msg, calls: [tell()] },
        ], result: msg,
      };
    },
  },
];
