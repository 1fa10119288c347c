import { ctx, call, L, T, A, S, row } from './lib.mjs';
export const FAMILY = 'repeated_failure_notice';
export const LOOP = true, STAG = true;
const F = FAMILY;

// 01 vercel: caravan park pitch booking, 409 lock, same message to guest
function r1() {
  const c = ctx(`${F}-01`, 'vercel', 'Book pitch 14 (hard-standing, electric) at Brackenmoor Caravan Park for the Haddad family, 12-15 August, and keep the guest informed.');
  const ch = [];
  for (let i = 0; i < 3; i++) {
    const k = call(c, 'createBooking', { pitch: 14, arrival: '2025-08-12', nights: 3, guest_ref: 'HAD-2291', hookup: true });
    ch.push(L(c, { calls: [k], prompt: i ? 'Message sent.' : undefined }));
    ch.push(T(c, k, { status: 409, headers: { date: c.http(), 'x-request-id': c.uuid(), 'retry-after': '30' }, body: { error: 'PITCH_LOCKED', detail: 'Pitch 14 is held by an open housekeeping work order (WO-8812).', lock_owner: 'housekeeping', lock_since: '2025-08-01T07:12:00Z' } }, { error: 'HTTP 409 PITCH_LOCKED' }));
    const m = call(c, 'sendGuestMessage', { to: '+44 7700 900412', text: 'Hi Mrs Haddad, we\'re finalising your pitch 14 booking for 12-15 August and will confirm shortly. Thanks for your patience!' });
    ch.push(L(c, { text: 'Letting the guest know while I retry.', calls: [m] }));
    ch.push(T(c, m, { sid: `SM${c.hex(32)}`, status: 'queued', date_created: c.http(), segments: 1, price_unit: 'GBP' }));
  }
  ch.push(L(c, { text: 'Hi Mrs Haddad, we\'re finalising your pitch 14 booking for 12-15 August and will confirm shortly.' }));
  return row(F, 1, 'createBooking fails with the same PITCH_LOCKED 409 three times and after each failure the guest receives the same "finalising your booking" SMS.', LOOP, STAG, c.goal, A(c, ch, { 'ai.response.text': 'Step limit reached.' }, { maxSteps: 8 }));
}

// 02 otel: coral reef restoration photo upload 403 + slack
function r2() {
  const c = ctx(`${F}-02`, 'otel', 'Upload the 212 quadrat photos from the Tuesday Acropora nursery survey to the project bucket and tell #reef-survey when done.', { agentName: 'survey-uploader' });
  const ch = [];
  for (let i = 0; i < 4; i++) {
    const k = call(c, 'upload_folder', { src: '/data/surveys/2025-03-04_nursery_B', dest: 's3://reefrestore-surveys/raw/2025/nursery_B/' });
    ch.push(L(c, { calls: [k] }));
    ch.push(T(c, k, `upload failed: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4471${c.int(10000000, 99999999)}:assumed-role/field-laptop/session-${c.hex(6)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::reefrestore-surveys/raw/2025/nursery_B/Q001.JPG" because no identity-based policy allows the s3:PutObject action\nRequestId: ${c.hex(16).toUpperCase()} HostId: ${c.b62(56)}`, { error: 'AccessDenied (s3:PutObject)' }));
    const s = call(c, 'slack_post', { channel: '#reef-survey', text: 'Heads up: the nursery B photo upload hit a permissions error. Retrying now — will post again when the 212 photos are in the bucket.' });
    ch.push(L(c, { text: 'Posting a status update to the channel, then retrying.', calls: [s] }));
    ch.push(T(c, s, { ok: true, channel: 'C05R33F1X', ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  }
  return row(F, 2, 'The same S3 AccessDenied on PutObject comes back four times and each time the same "permissions error, retrying" post goes to Slack; credentials are never changed.', LOOP, STAG, c.goal, A(c, ch, { status: 'ERROR', message: 'turn budget exhausted' }));
}

// 03 responses: cocoa cooperative premium payment, IBAN checksum
function r3() {
  const c = ctx(`${F}-03`, 'responses', 'Pay the Q2 Fairtrade premium of EUR 18,400 to the Kuapa Sankofa cooperative account and email the treasurer a confirmation.');
  const ch = [];
  for (let i = 0; i < 3; i++) {
    const k = call(c, 'create_sepa_transfer', { amount: '18400.00', currency: 'EUR', creditor_name: 'Sankofa Cocoa Coop', iban: 'GH12 3400 1120 0045 6789 01', reference: 'FT-PREMIUM-Q2' });
    ch.push(L(c, { calls: [k], reasoning: i ? 'The transfer failed again. I will notify the treasurer and retry.' : 'Create the SEPA transfer.' }));
    ch.push(T(c, k, { status: 422, request_id: c.req('req'), error: { code: 'invalid_iban', message: 'IBAN check digits do not validate (mod-97 != 1)', field: 'creditor.iban' }, idempotency_key: c.uuid() }, { error: '422 invalid_iban' }));
    const e = call(c, 'send_email', { to: 'treasurer@sankofacoop.org', subject: 'Q2 Fairtrade premium payment', body: 'Dear Treasurer, we are processing the Q2 Fairtrade premium of EUR 18,400. There was a temporary issue with the transfer; we are retrying and will confirm once it has been sent.' });
    ch.push(L(c, { calls: [e] }));
    ch.push(T(c, e, { id: `<${c.hex(16)}@mail.smtp2go.net>`, accepted: ['treasurer@sankofacoop.org'], queued_at: c.http() }));
  }
  return row(F, 3, 'A SEPA transfer is rejected three times for an invalid IBAN and each time the treasurer gets the same "temporary issue, retrying" email.', LOOP, STAG, c.goal, A(c, ch, { status: 'incomplete', reason: 'max_output_turns' }));
}

// 04 autogen: ukulele e-shop migration duplicate column
function r4() {
  const c = ctx(`${F}-04`, 'autogen', 'Deploy the "engraving options" feature for the ukulele workshop web shop: run the pending Alembic migration on staging and report progress to the shop owner in the chat.');
  const ch = [];
  for (let i = 0; i < 3; i++) {
    const k = call(c, 'run_shell', { cmd: 'alembic -c staging.ini upgrade head' });
    ch.push(L(c, { calls: [k], sender: 'engineer', recipient: 'executor' }));
    ch.push(T(c, k, { exit_code: 1, stdout: `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 7c1e2a9d4f10 -> b83f0e55aa21, add engraving_text to order_line`, stderr: `sqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateColumn) column "engraving_text" of relation "order_line" already exists\n[SQL: ALTER TABLE order_line ADD COLUMN engraving_text VARCHAR(40)]\n(Background on this error at: https://sqlalche.me/e/20/f405)`, elapsed: c.dur(1, 4) }, { error: 'exit code 1' }));
    ch.push(L(c, { text: 'Update for the shop owner: the engraving options migration is running into a database error on staging. I\'m retrying the migration now and will let you know as soon as it\'s through.', sender: 'engineer', recipient: 'shop_owner' }));
    ch.push(S('agent', 'shop_owner', { message: 'status?' }, { content: i === 2 ? 'ok... same as before?' : 'ok, thanks' }, [], { metadata: { human_input_mode: 'ALWAYS' } }));
  }
  return row(F, 4, 'The Alembic upgrade fails on the same DuplicateColumn error three times; after each, the owner gets the same "retrying the migration" message.', LOOP, STAG, c.goal, A(c, ch, { summary: null, termination: 'max_turns' }));
}

// 05 logfire: airport parking shuttle, 503 no drivers
function r5() {
  const c = ctx(`${F}-05`, 'logfire', 'A passenger at Terminal 2 arrivals (booking PKX-55180) needs the shuttle to Long Stay car park C. Dispatch a shuttle and keep the passenger updated by SMS.', { agentName: 'shuttle_dispatch' });
  const ch = [];
  for (let i = 0; i < 4; i++) {
    const k = call(c, 'dispatch_shuttle', { pickup: 'T2-ARR-STOP-4', dropoff: 'LONGSTAY-C', booking: 'PKX-55180', pax: 2 });
    ch.push(L(c, { calls: [k] }));
    ch.push(T(c, k, { http_status: 503, body: '{"code":"NO_DRIVER_ON_SHIFT","message":"No driver is signed in for zone C","zone":"C","roster_version":' + c.int(800, 899) + '}', server: c.host('dispatch'), 'x-amzn-trace-id': `Root=1-${c.hex(8)}-${c.hex(24)}` }, { error: 'ServiceUnavailable: NO_DRIVER_ON_SHIFT' }));
    const m = call(c, 'send_sms', { to: '+33 6 12 48 90 31', body: 'Your shuttle to Long Stay C is being arranged. Please wait at Stop 4, Terminal 2 arrivals. Thank you!' });
    ch.push(L(c, { calls: [m], text: 'Updating the passenger.' }));
    ch.push(T(c, m, { message_id: c.uuid(), status: 'accepted', cost_eur: 0.065 }));
  }
  return row(F, 5, 'Four dispatch attempts fail with the same NO_DRIVER_ON_SHIFT 503 and each is followed by the same "your shuttle is being arranged" SMS.', LOOP, STAG, c.goal, A(c, ch, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 16' }, { error: 'UsageLimitExceeded' }));
}

// 06 oi: jute mill loom ticket validation error
function r6() {
  const c = ctx(`${F}-06`, 'oi', 'Loom 23 in weaving shed 2 is throwing shuttle faults. Raise a maintenance ticket in the CMMS and comment on the shift-handover ticket SH-3390 so the next shift knows.');
  const ch = [];
  for (let i = 0; i < 3; i++) {
    const k = call(c, 'cmms_create_work_order', { asset: 'WS2-LOOM-23', priority: 'P2', summary: 'Repeated shuttle faults', failure_code: 'SHUTTLE' });
    ch.push(L(c, { calls: [k] }));
    ch.push(T(c, k, { errors: [{ field: 'failure_code', code: 'enum_mismatch', message: "value 'SHUTTLE' not in [MECH-SHT, MECH-HDL, ELEC-MTR, ...]" }], trace: c.uuid(), server_time: c.euDate() }, { error: 'ValidationError 400' }));
    const m = call(c, 'ticket_comment', { ticket: 'SH-3390', body: 'Loom 23 (shed 2): shuttle faults reported. Maintenance work order is being raised — could not be created yet, retrying.' });
    ch.push(L(c, { calls: [m] }));
    ch.push(T(c, m, { id: c.int(500000, 599999), created: c.iso(), ticket: 'SH-3390' }));
  }
  return row(F, 6, 'The work order is rejected three times for the same invalid failure_code and each time an identical comment goes onto the handover ticket.', LOOP, STAG, c.goal, A(c, ch, 'Stopped: iteration cap'));
}
export const rows = [r1, r2, r3, r4, r5, r6];
