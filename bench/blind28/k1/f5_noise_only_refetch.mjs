// Family 5: the same call again and again; each answer is the same apart from volatile values; the agent never acts on it.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'noise_only_refetch';
export const LABELS = { loop: true, stagnation: false };
export const ISOLATES = 'The same tool call (identical or differing only in a client timestamp or attempt counter) repeated four or more times, each answer identical apart from volatile values, never acted on.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 harp rental fleet, Vercel AI SDK
function r01() {
  const N = new Noise(id(1));
  const goal = 'A customer wants to extend her rental of pedal harp LH-85-2231 by one term. Check the harp and either extend it or tell her why not.';
  const c = new Convo(N, 'vercel', { model: 'gpt-4o', system: 'You handle rentals for Cadenza Harp Rentals. Tools: get_rental(serial), extend_rental(serial, terms), message_customer(text).', user: goal, name: 'harp-rentals' });
  const st = () => ({ result: { serial: 'LH-85-2231', model: 'Lyon & Healy Style 85E', renter: 'cust_7781', term_ends: '2025-08-31', status: 'HOLD', hold_reason: 'Annual regulation overdue (last regulated 2024-05-02); extension blocked until a technician signs off.', technician_queue_position: 3, fetched: N.http(), 'x-request-id': N.reqId('hr_'), served_by: N.pod('rentals-api'), latency_ms: N.int(18, 140) } });
  for (let k = 0; k < 5; k++) c.turn('', [{ name: 'get_rental', args: { serial: 'LH-85-2231' } }], [st()]);
  const root = c.root({ output: '', maxSteps: 5 });
  root.error = 'maxSteps (5) reached; last step finishReason=tool-calls';
  return row(FAMILY, 1, 'get_rental is called five times with the same serial; each reply carries the same HOLD reason and queue position, differing only in date header, request id, pod and latency, and the agent never messages the customer.', goal, root, LABELS);
}

// 02 model ship kit supplier stock, Google ADK
function r02() {
  const N = new Noise(id(2));
  const inv = 'e-' + N.uuid();
  const goal = 'Customer order #MS-5521 includes the 1:64 HMS Victory plank-on-frame kit. Check supplier stock and give the customer a realistic ship date or offer a substitute.';
  const c = new Convo(N, 'adk', { model: 'gemini-2.5-pro', system: 'You are the order assistant for Binnacle Model Ships. Tools: check_supplier_stock(sku), suggest_substitute(sku), email_customer(order, body).', user: goal, inv, name: 'order_assistant', app: 'binnacle' });
  c.turn('', [{ name: 'check_supplier_stock', args: { sku: 'CAL-VIC-064-POF' } }], [{ result: { sku: 'CAL-VIC-064-POF', supplier: 'Caldercraft (via JoTiKa)', on_hand: 0, status: 'BACKORDER', eta: null, note: 'Awaiting laser-cut walnut sheets; no date from mill', checked: N.isoSec(), feed_version: N.counter('feed', 88120), trace: N.traceparent() } }]);
  for (let k = 0; k < 4; k++) c.turn('', [{ name: 'check_supplier_stock', args: { sku: 'CAL-VIC-064-POF' } }], [{ result: { sku: 'CAL-VIC-064-POF', supplier: 'Caldercraft (via JoTiKa)', on_hand: 0, status: 'BACKORDER', eta: null, note: 'Awaiting laser-cut walnut sheets; no date from mill', checked: N.isoSec(N.tick(4000, 9000)), feed_version: N.counter('feed', 88120), trace: N.traceparent() } }]);
  const root = c.root({ output: null });
  root.error = 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded';
  return row(FAMILY, 2, 'Five identical supplier stock checks return the same backorder with no ETA; only the check time, feed version counter and traceparent change, and no substitute or email follows.', goal, root, LABELS);
}

// 03 chandelier cleaning crew availability, OpenTelemetry GenAI
function r03() {
  const N = new Noise(id(3), '2025-06-02T09:10:00.000Z');
  const goal = 'Book a two-person crew to clean the crystal chandelier in the Assembly Rooms ballroom before the 14 June gala.';
  const c = new Convo(N, 'otel', { model: 'gpt-4.1-mini', system: 'You schedule jobs for Prism Chandelier Care. Tools: crew_availability(from, to, skills, client_ts), book_crew(crew_id, date).', user: goal, name: 'prism-scheduler' });
  for (let k = 0; k < 5; k++) {
    N.tick(1500, 6000);
    c.turn('', [{ name: 'crew_availability', args: { from: '2025-06-09', to: '2025-06-13', skills: ['rope_access', 'crystal_handling'], client_ts: N.isoSec() } }], [{ result: { window: '2025-06-09..2025-06-13', crews: [{ crew_id: 'C-2', members: ['Rosa', 'Ifan'], free_days: ['2025-06-11', '2025-06-12'], skills: ['rope_access', 'crystal_handling'] }, { crew_id: 'C-5', members: ['Lotte', 'Dev'], free_days: ['2025-06-13'], skills: ['crystal_handling'] }], computed_at: N.epoch(), cache: `MISS from ${N.replica('sched-cache', 4)}`, req: N.uuid() } }]);
  }
  const root = c.root({ output: '' });
  root.error = 'max_iterations exceeded (5)';
  return row(FAMILY, 3, 'crew_availability is re-queried five times with arguments that differ only in client_ts; the same crew C-2 free on 11-12 June comes back each time (epoch, cache node, request id vary) and nothing is booked.', goal, root, LABELS);
}

// 04 ice fishing hut rentals, Bedrock Agents
function r04() {
  const N = new Noise(id(4), '2025-01-24T13:20:00.000Z');
  const goal = 'A group wants hut 7 on Lake Kabetogama this Saturday. Check whether the ice is safe at that hut and confirm or decline the booking.';
  const c = new Convo(N, 'bedrock', { model: 'anthropic.claude-3-5-sonnet-20241022-v2:0', system: 'You book ice fishing huts for North Arm Outfitters. Ice must be at least 12 inches for vehicle-access huts.', user: goal, group: 'HutOps' });
  const reading = () => ({ result: J({ hut: 7, sensor: 'ice-sonde-07', last_good_reading: { thickness_in: 13.5, at: '2025-01-22T05:40:00-06:00' }, current: { status: 'NO_DATA', reason: 'sonde battery low, transmitting keepalive only' }, gateway: N.replica('lora-gw', 3), rssi_dbm: -N.int(104, 118), snr_db: +(N.f() * 6 - 9).toFixed(1), fcnt_up: N.counter('fcnt', 40411), received: N.usDate() }) });
  for (let k = 0; k < 5; k++) c.turn(k === 0 ? 'I will check the ice thickness sensor at hut 7.' : '', [{ name: 'get_ice_reading', args: { hut: '7', lake: 'kabetogama' } }], [reading()]);
  const root = c.root({ output: 'Sorry, I was unable to complete the booking. Please try again later.' });
  return row(FAMILY, 4, 'The ice sonde at hut 7 is polled five times; every answer is the same NO_DATA keepalive with the same last good reading, differing only in gateway, RSSI/SNR, frame counter and time, and the agent neither uses the last reading nor escalates.', goal, root, LABELS);
}

// 05 mobile document shredding truck telemetry, MLflow
function r05() {
  const N = new Noise(id(5));
  const traceReq = 'tr-' + N.hex(32);
  const goal = 'Tell the law firm client when truck SHR-12 will arrive for their 40-console purge and whether it has capacity left today.';
  const c = new Convo(N, 'mlflow', { model: 'gpt-4o', system: 'You answer dispatch questions for Confidata mobile shredding. Tools: truck_status(truck_id, attempt), notify_client(msg).', user: goal, traceReq, name: 'dispatch_qa', toolNames: ['truck_status', 'notify_client'] });
  for (let a = 1; a <= 6; a++) {
    c.turn('', [{ name: 'truck_status', args: { truck_id: 'SHR-12', attempt: a } }], [{ result: { truck_id: 'SHR-12', state: 'ON_SITE', site: 'Harbour Street Medical Practice', job: 'J-40218', stops_remaining: 2, next_stop: { client: 'Pryor Maddox LLP', consoles: 40 }, bin_fill_pct: 61, gps: { lat: 51.4816 + N.f() * 0.00004, lon: -3.1791 - N.f() * 0.00004, hdop: +(0.7 + N.f()).toFixed(2), fix_time: N.iso() }, telematics_msg_id: N.objectId(), ingest_lag_ms: N.int(300, 2100) } }]);
  }
  const root = c.root({ output: null });
  root.error = 'Agent exceeded max tool calls (6)';
  return row(FAMILY, 5, 'truck_status is called six times with only the attempt counter rising; the truck is still on site with the same fill level and next stop, only GPS jitter, fix time and message ids change, and the client is never told.', goal, root, LABELS);
}

// 06 weathervane makers proof approval, Agno
function r06() {
  const N = new Noise(id(6), '2025-04-10T09:03:00.000Z');
  const goal = 'Order WV-3190 (copper fox weathervane, custom initials) has been waiting a week. Find out what is holding it and move it forward.';
  const c = new Convo(N, 'agno', { model: 'gpt-4o', system: 'You manage orders at Ridgepole Weathervanes. Tools: get_order(order_id), send_proof_reminder(order_id), update_customer(order_id, note).', user: goal, name: 'ridgepole-orders' });
  const g = () => ({ result: J({ order_id: 'WV-3190', stage: 'awaiting_customer_proof_approval', proof: { version: 2, sent: '2025-04-03T10:12:00Z', file: 'WV-3190_fox_v2.pdf', approved: false }, workshop_queue: 'blocked', last_customer_contact: '2025-04-03', response: { server: N.replica('ridgepole-web', 2), db_time_ms: N.int(2, 30), generated: N.clf(), csrf: N.b62(32) } }) });
  for (let k = 0; k < 5; k++) c.turn('', [{ name: 'get_order', args: { order_id: 'WV-3190' } }], [g()]);
  const root = c.root({ output: 'Order WV-3190 is still awaiting proof approval.' });
  return row(FAMILY, 6, 'get_order is called five times and always shows the order blocked on an unapproved proof; only server, timing, log-format timestamp and CSRF token change, and the reminder tool is never used.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['harp rentals', 'model ship kit shop', 'chandelier cleaning crews', 'ice fishing hut rentals', 'mobile document shredding', 'weathervane makers'];
