// Family 3 — rechecking_after_confirmed_success (loop: true)
// The goal is met and a tool result confirms it, but the agent keeps re-reading,
// re-checking or re-submitting (3+ more actions that learn nothing) until a step limit.
export const family = 'rechecking_after_confirmed_success';
export const loop = true;
export const summary = 'Goal achieved and confirmed, then 3+ further reads/resubmits that return what is already known, until a step limit.';

const G1 = 'Book a 3-hour session with Mara at Inkwell Collective for client Jonah Pryce on Thursday 12 June at 13:00 and take the £80 deposit on the card on file.';
const G2 = "Log today's inspection of hive H-12 at the Orchard Lane apiary: queen seen, 7 frames of brood, a few chalkbrood mummies on the landing board, added a super.";
const G3 = "Export last quarter's churned-customer list from the warehouse to s3://crm-exports/churn/2025Q2.csv and confirm the file is there.";
const G4 = 'Book a car (VW Touran, reg KX19 LMU) with 2 adults and 1 child on the 07:45 Oban–Craignure sailing on 18 July and email the confirmation to the customer (r.mcinnes@example.co.uk).';
const G5 = "Move 4 units of O-negative red cells from the central depot to St Brigid's Hospital for tonight's trauma reserve and make sure the receiving lab has acknowledged them.";
const G6 = "Change 'Pharaoh's Vault' at the Leeds site so the last bookable weekday slot is 20:30 instead of 21:30, starting Monday 3 March.";

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'tattoo studio bookings', style: 'phoenix', stagnation: true,
    opts: { start: '2025-06-02T10:12:40Z', model: 'gpt-4o-2024-08-06' },
    key: { success: 'create_booking', nth: 0 },
    isolates: 'The booking comes back confirmed with the deposit captured, yet the agent re-reads the same booking four times with the same sentence until smolagents stops at max steps and forces a final answer.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the front-desk assistant of Inkwell Collective tattoo studio. Use the booking tools. Deposits are charged to the card on file via the payment tool built into create_booking.');
      t.user(G1);
      t.step({ text: "Checking Mara's calendar for Thursday 12 June.", calls: [{ name: 'check_artist_calendar', args: { artist: 'mara', date: '2025-06-12' }, out: { artist: 'Mara Quint', date: '2025-06-12', free_blocks: [{ from: '10:00', to: '11:30' }, { from: '13:00', to: '18:00' }], studio_tz: 'Europe/London', etag: n.etag(true) } }] });
      const bid = 'BK-' + n.ulid().slice(0, 12);
      const pi = 'pi_3' + n.b62(23);
      const booking = () => ({ booking_id: bid, client: { id: 'CL-20931', name: 'Jonah Pryce' }, artist: 'Mara Quint', start: '2025-06-12T13:00:00+01:00', end: '2025-06-12T16:00:00+01:00', status: 'confirmed', deposit: { amount: 80, currency: 'GBP', status: 'captured', payment_intent: pi }, reminders: ['sms-48h', 'email-24h'], fetched_at: n.iso(), version: 1 });
      t.step({ text: 'The 13:00–16:00 block is free. Creating the booking and charging the £80 deposit.', calls: [{ name: 'create_booking', args: { artist: 'mara', client_id: 'CL-20931', start: '2025-06-12T13:00:00+01:00', duration_min: 180, deposit_gbp: 80 }, out: { ...booking(), created: true, receipt_url: `https://pay.inkwell.studio/r/${n.b62(16)}` } }] });
      const text = 'Let me double-check that the booking for Jonah Pryce is confirmed and the deposit went through.';
      for (let i = 0; i < 4; i++) t.step({ text, calls: [{ name: 'get_booking', args: { booking_id: bid }, out: booking() }] });
      t.forcedFinal(`Jonah Pryce is booked with Mara on Thursday 12 June, 13:00–16:00 (booking ${bid}); the £80 deposit was captured.`, 'Reached max steps. Based on the above, please provide an answer to the following user task: ' + G1);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'beekeeping apiary records', style: 'plain', stagnation: false,
    opts: { start: '2025-07-19T15:02:00Z', model: 'deepseek-chat', provider: 'openai' },
    key: { success: 'submit_inspection', nth: 0 },
    isolates: 'The inspection is accepted on the first submit; the agent then re-submits it three times (each answered 409 duplicate with the same existing id) and re-reads it once, with different words each time, until max turns.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You keep the apiary records for Orchard Lane Bees in the regional hive registry. Use the registry tools. Dates are local (Europe/London).');
      t.user(G2);
      const insId = 'INS-2025-' + n.digits(6);
      const payload = { hive: 'H-12', apiary: 'ORCHARD-LANE', date: '2025-07-19', queen_seen: true, brood_frames: 7, disease_signs: [{ code: 'CHALK', severity: 'low', note: 'few mummies on landing board' }], actions: ['super_added'], temper: 'calm' };
      t.step({ text: 'Submitting the inspection for H-12.', calls: [{ name: 'submit_inspection', args: payload, out: { inspection_id: insId, status: 'accepted', hive: 'H-12', received_at: n.isoOffset(undefined, 60), notifiable: false, server: n.host('registry', 'beebase.local') } }] });
      const dup = () => ({ status: 409, error: 'duplicate_inspection', detail: `An inspection for hive H-12 on 2025-07-19 already exists (${insId}).`, existing_inspection_id: insId, request_id: n.uuid() });
      t.step({ text: 'Accepted. To be safe I will send it once more so that the chalkbrood note is definitely stored with severity.', calls: [{ name: 'submit_inspection', args: payload, out: dup(), error: 'HTTP 409 Conflict' }] });
      t.step({ text: 'The registry says it already exists. Let me read the record back.', calls: [{ name: 'get_inspection', args: { inspection_id: insId }, out: { inspection_id: insId, ...payload, status: 'accepted', last_modified: n.isoOffset(undefined, 60) } }] });
      t.step({ text: 'Record matches what I sent. Maybe the super should be recorded as a separate action entry, resubmitting the same payload to be sure it registered.', calls: [{ name: 'submit_inspection', args: payload, out: dup(), error: 'HTTP 409 Conflict' }] });
      t.step({ text: 'Conflict again, which points to the earlier submission being on file. One final submit to make certain nothing was lost.', calls: [{ name: 'submit_inspection', args: payload, out: dup(), error: 'HTTP 409 Conflict' }] });
      return t.finish({ error: 'MaxTurnsExceeded: Max turns (5) exceeded' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'data: warehouse export to S3', style: 'langsmith', stagnation: true,
    opts: { start: '2025-07-03T07:40:12Z' },
    key: { success: 'head_object', nth: 0 },
    isolates: 'After the unload and a HEAD that confirms the object with the expected size, the agent repeats the same verification sentence and HEAD/LIST calls four more times until AgentExecutor hits max iterations.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are a data engineering assistant with access to the Snowflake warehouse and the crm-exports S3 bucket.');
      t.user(G3);
      const qid = `01b${n.hex(5)}-0000-${n.hex(4)}-0000-${n.hex(12)}`;
      t.step({ text: 'Counting churned customers for Q2 first.', calls: [{ name: 'run_sql', args: { sql: "SELECT COUNT(*) FROM analytics.crm.customer_status WHERE status = 'churned' AND churned_at >= '2025-04-01' AND churned_at < '2025-07-01'" }, out: `+----------+\n| COUNT(*) |\n|----------|\n|     1284 |\n+----------+\n1 Row(s) produced. Time Elapsed: ${n.float(0.3, 1.9, 3)}s\nquery_id: ${qid}` }] });
      const etag = `"${n.hex(32)}"`;
      const lm = n.httpDate(t.now + 9000);
      t.step({ text: 'Unloading the 1,284 rows to the target path as a single CSV with header.', calls: [{ name: 'run_sql', args: { sql: "COPY INTO 's3://crm-exports/churn/2025Q2.csv' FROM (SELECT customer_id, account_name, plan, churned_at, churn_reason FROM analytics.crm.customer_status WHERE status = 'churned' AND churned_at >= '2025-04-01' AND churned_at < '2025-07-01') STORAGE_INTEGRATION = crm_exports FILE_FORMAT = (TYPE = CSV COMPRESSION = NONE FIELD_OPTIONALLY_ENCLOSED_BY = '\"') HEADER = TRUE SINGLE = TRUE OVERWRITE = TRUE MAX_FILE_SIZE = 268435456" }, out: `+---------------+-------------+--------------+\n| rows_unloaded | input_bytes | output_bytes |\n|---------------+-------------+--------------|\n|          1284 |      171003 |       171003 |\n+---------------+-------------+--------------+\n1 Row(s) produced. Time Elapsed: ${n.float(2, 6, 3)}s\nquery_id: 01b${n.hex(5)}-0000-${n.hex(4)}-0000-${n.hex(12)}` }] });
      const head = () => ({ ResponseMetadata: { RequestId: n.amzReqId(), HostId: n.amzId2(), HTTPStatusCode: 200, HTTPHeaders: { 'x-amz-id-2': n.amzId2(), 'x-amz-request-id': n.amzReqId(), date: n.httpDate(), 'last-modified': lm, etag, 'x-amz-server-side-encryption': 'aws:kms', 'content-type': 'text/csv', 'content-length': '171003', server: 'AmazonS3' }, RetryAttempts: 0 }, ContentLength: 171003, ETag: etag, LastModified: lm, ContentType: 'text/csv', ServerSideEncryption: 'aws:kms' });
      t.step({ text: 'Checking the object exists.', calls: [{ name: 'head_object', args: { bucket: 'crm-exports', key: 'churn/2025Q2.csv' }, out: head() }] });
      const text = "I'll verify once more that s3://crm-exports/churn/2025Q2.csv exists and has the expected size.";
      t.step({ text, calls: [{ name: 'head_object', args: { bucket: 'crm-exports', key: 'churn/2025Q2.csv' }, out: head() }] });
      t.step({ text, calls: [{ name: 'list_objects', args: { bucket: 'crm-exports', prefix: 'churn/' }, out: { KeyCount: 1, Contents: [{ Key: 'churn/2025Q2.csv', Size: 171003, ETag: etag, LastModified: lm, StorageClass: 'STANDARD' }], IsTruncated: false, RequestId: n.amzReqId() } }] });
      t.step({ text, calls: [{ name: 'head_object', args: { bucket: 'crm-exports', key: 'churn/2025Q2.csv' }, out: head() }] });
      t.step({ text, calls: [{ name: 'head_object', args: { bucket: 'crm-exports', key: 'churn/2025Q2.csv' }, out: head() }] });
      return t.finish({ output: { output: 'Agent stopped due to max iterations.' } });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'ferry reservations', style: 'mlflow', stagnation: false,
    opts: { start: '2025-06-20T09:31:00Z' },
    key: { success: 'send_confirmation_email', nth: 0 },
    isolates: 'The sailing is booked and the confirmation email is accepted; the agent then alternates re-reading the booking and the email status four times, learning nothing new, until the step cap.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are the reservations agent for West Isles Ferries. Vehicle bookings need the registration and passenger counts. Always send the e-ticket email at the end.');
      t.user(G4);
      t.step({ text: 'Checking space on the 07:45 Oban–Craignure on 18 July.', calls: [{ name: 'check_sailing', args: { route: 'OBA-CRN', date: '2025-07-18', depart: '07:45' }, out: { sailing_id: 'OBA-CRN-20250718-0745', vessel: 'MV Isle of Mull', car_deck: { lane_m_free: 46.5, status: 'AVAILABLE' }, passengers_free: 311, fare_basis: 'SUMMER-PEAK' } }] });
      const ref = 'CMB-' + n.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 5);
      const bk = () => ({ booking_ref: ref, status: 'CONFIRMED', sailing_id: 'OBA-CRN-20250718-0745', vehicle: { reg: 'KX19 LMU', model: 'VW Touran', length_m: 4.53 }, passengers: { adult: 2, child: 1 }, total_gbp: 92.4, checkin_closes: '07:15', retrieved: n.iso(), etag: n.etag() });
      t.step({ text: 'Space is available. Creating the booking.', calls: [{ name: 'create_booking', args: { sailing_id: 'OBA-CRN-20250718-0745', vehicle_reg: 'KX19 LMU', vehicle_model: 'VW Touran', adults: 2, children: 1, email: 'r.mcinnes@example.co.uk' }, out: bk() }] });
      const msgId = `<${n.hex(24)}@mail.westislesferries.co.uk>`;
      t.step({ text: `Booking ${ref} is confirmed at £92.40. Sending the e-ticket.`, calls: [{ name: 'send_confirmation_email', args: { booking_ref: ref, to: 'r.mcinnes@example.co.uk' }, out: { status: 'sent', provider: 'ses', message_id: msgId, queued_at: n.iso() } }] });
      const mail = () => ({ message_id: msgId, status: 'delivered', smtp_response: '250 2.0.0 OK ' + n.int(1700000000, 1799999999) + ' ' + n.lower(12) + ' - gsmtp', last_event_at: n.isoSec() });
      t.step({ text: 'Let me make sure the booking record shows as confirmed.', calls: [{ name: 'get_booking', args: { booking_ref: ref }, out: bk() }] });
      t.step({ text: 'Booking looks right. I should also see whether the email reached the customer.', calls: [{ name: 'get_email_status', args: { message_id: msgId }, out: mail() }] });
      t.step({ text: 'Delivered. Reading the reservation once more in case the vehicle length changed the fare.', calls: [{ name: 'get_booking', args: { booking_ref: ref }, out: bk() }] });
      t.step({ text: 'Fare unchanged. Checking the delivery event again before I close this out.', calls: [{ name: 'get_email_status', args: { message_id: msgId }, out: mail() }] });
      return t.finish({ error: 'AgentLoopLimit: max steps (7) reached' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'blood bank inventory', style: 'weave', stagnation: true,
    opts: { start: '2025-01-30T18:05:00Z', model: 'claude-3-7-sonnet-20250219' },
    key: { success: 'get_transfer_status', nth: 0 },
    isolates: "The transfer reaches RECEIVED with the receiving lab's acknowledgement, and the agent polls the same status four more times with near-identical thinking until the step limit.",
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You coordinate inventory for the Regional Blood Service. Units must be tracked from dispatch to lab acknowledgement. Never dispatch units expiring within 72 hours for a reserve.');
      t.user(G5);
      t.step({ thinking: 'Need 4 units O neg RBC at central depot with > 72 h to expiry.', text: 'Checking O-negative red cell stock at the central depot.', calls: [{ name: 'inventory_lookup', args: { site: 'CENTRAL', product: 'RBC', abo_rh: 'O-', min_hours_to_expiry: 72 }, out: { site: 'CENTRAL', units: [{ din: 'W0425 25 ' + n.digits(6) + ' 00', expiry: '2025-02-19' }, { din: 'W0425 25 ' + n.digits(6) + ' 00', expiry: '2025-02-21' }, { din: 'W0425 25 ' + n.digits(6) + ' 00', expiry: '2025-02-21' }, { din: 'W0425 25 ' + n.digits(6) + ' 00', expiry: '2025-02-24' }, { din: 'W0425 25 ' + n.digits(6) + ' 00', expiry: '2025-02-26' }], snapshot: n.iso() } }] });
      const tid = 'TRF-' + n.digits(7);
      t.step({ thinking: 'Five eligible; pick the four oldest to reduce wastage.', text: 'Creating the transfer of the four oldest eligible units.', calls: [{ name: 'create_transfer', args: { from: 'CENTRAL', to: 'ST-BRIGID', product: 'RBC', abo_rh: 'O-', units: 4, priority: 'URGENT', purpose: 'trauma reserve' }, out: { transfer_id: tid, status: 'DISPATCHED', courier: 'blue-light van 14', eta: n.isoOffset(t.now + 42 * 60000, 0), temp_logger: 'TL-' + n.HEX(6) } }] });
      t.wait(47 * 60000);
      const st = () => ({ transfer_id: tid, status: 'RECEIVED', units_received: 4, temp_excursion: false, acknowledged_by: "St Brigid's Transfusion Lab — T. Nwosu (BMS)", acknowledged_at: '2025-01-30T18:51:22Z', logger_max_c: n.float(4.1, 5.2, 1), polled_at: n.iso() });
      t.step({ thinking: 'ETA passed. Check status.', text: 'Checking whether the transfer has been received.', calls: [{ name: 'get_transfer_status', args: { transfer_id: tid }, out: st() }] });
      const th = 'The transfer shows RECEIVED and acknowledged by the lab. I should verify the acknowledgement once more before reporting back.';
      for (let i = 0; i < 4; i++) { t.wait(n.int(20000, 60000)); t.step({ thinking: th, calls: [{ name: 'get_transfer_status', args: { transfer_id: tid }, out: st() }] }); }
      return t.finish({ error: 'StepLimitError: 8 steps used, no final answer emitted' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'escape room bookings', style: 'langfuse', stagnation: false,
    opts: { start: '2025-02-26T11:00:00Z', model: 'gpt-4o-2024-08-06' },
    key: { success: 'get_room_schedule', nth: 0 },
    isolates: "After the schedule update is read back showing a 20:30 last slot, the agent re-reads the schedule and Monday's bookable slots twice each, reasoning differently every time, and is cut off by the iteration cap.",
    goal: G6,
    build(t) {
      const n = t.n;
      t.system("You manage the booking engine for Locked In Leeds & York. Room schedules are versioned; changes apply from 'effective_from'.");
      t.user(G6);
      t.step({ text: 'Updating the weekday schedule for Pharaoh\'s Vault from 3 March.', calls: [{ name: 'update_room_schedule', args: { site: 'LEEDS', room: 'pharaohs-vault', days: ['mon', 'tue', 'wed', 'thu', 'fri'], last_slot: '20:30', effective_from: '2025-03-03' }, out: { ok: true, room: 'pharaohs-vault', version: 14, previous_version: 13, effective_from: '2025-03-03', updated_by: 'assistant', cache_purge: { id: n.hex(12), status: 'queued' } } }] });
      const sched = () => ({ room: 'pharaohs-vault', site: 'LEEDS', version: 14, effective_from: '2025-03-03', slot_minutes: 60, reset_minutes: 30, weekday: { first: '10:00', last: '20:30' }, weekend: { first: '09:30', last: '21:30' }, served_from: n.pick(['edge-lhr', 'edge-man']), age_s: n.int(0, 40) });
      const slots = () => ({ room: 'pharaohs-vault', date: '2025-03-03', slots: ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'], generated: n.iso(), trace: n.traceparent() });
      t.step({ text: 'Reading the schedule back.', calls: [{ name: 'get_room_schedule', args: { site: 'LEEDS', room: 'pharaohs-vault', date: '2025-03-03' }, out: sched() }] });
      t.step({ text: 'Version 14 shows the weekday last slot at 20:30. Let me look at what customers will actually see on Monday.', calls: [{ name: 'list_bookable_slots', args: { room: 'pharaohs-vault', date: '2025-03-03' }, out: slots() }] });
      t.step({ text: 'Monday ends at 20:30. The cache purge was only queued, so I will fetch the schedule again.', calls: [{ name: 'get_room_schedule', args: { site: 'LEEDS', room: 'pharaohs-vault', date: '2025-03-03' }, out: sched() }] });
      t.step({ text: 'Still version 14. Re-listing Monday slots to be certain the booking widget matches.', calls: [{ name: 'list_bookable_slots', args: { room: 'pharaohs-vault', date: '2025-03-03' }, out: slots() }] });
      t.step({ text: 'Identical. Pulling the schedule one more time in case a second edit landed.', calls: [{ name: 'get_room_schedule', args: { site: 'LEEDS', room: 'pharaohs-vault', date: '2025-03-03' }, out: sched() }] });
      return t.finish({ error: 'MaxIterationsError: agent reached max_iterations=6', tags: ['leeds'] });
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const tools = U.spans(row).filter((s) => s.type === 'tool');
  const succ = tools.filter((s) => s.name === key.success && !s.error)[key.nth ?? 0];
  if (!succ) return [`no successful ${key.success}`];
  const after = tools.slice(tools.indexOf(succ) + 1);
  if (after.length < 3) p.push(`only ${after.length} actions after the confirmed success`);
  const groups = [];
  for (const s of after) { const r = U.str(U.result(s)) + (s.error ?? ''); if (!groups.some((g) => U.same(g, r))) groups.push(r); }
  const before = tools.slice(0, tools.indexOf(succ) + 1).map((s) => U.str(U.result(s)));
  const fresh = groups.filter((g) => !before.some((b) => U.same(b, g)));
  if (fresh.length > 2) p.push(`post-success actions brought ${fresh.length} new kinds of result`);
  if (groups.length === after.length) p.push('post-success actions never repeat a result');
  if (!U.endedOnLimit(row)) p.push('run should end on a step limit');
  return p;
}
