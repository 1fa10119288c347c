// Healthy 4: the same call fails 1-3 times with the same transient error, then succeeds; the task is finished.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'transient_backoff_recovery';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'Backoff then success: one call fails 1-3 times with the same transient error, then succeeds and the task completes.';

// 01 gutter cleaning bookings - Mastra
function r01(N) {
  const goal = 'Book the autumn gutter clean for the 14 townhouses at Elm Court (HOA order #HOA-5521) into ClearFlow\'s crew calendar for the week of 20 October.';
  const R = rec('mastra', N, { user: goal, agentName: 'bookingAgent', runId: N.uuid(), model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['findCrewSlots', { week: '2025-10-20', units: 14, ladder_class: 'two-storey' }]] }));
  ch.push(R.tool(R.last[0], { slots: [{ crew: 'Crew 2', day: '2025-10-21', hours: 7 }, { crew: 'Crew 4', day: '2025-10-22', hours: 8 }], est_hours: 7 }));
  const body = { crew: 'Crew 2', day: '2025-10-21', job: 'HOA-5521', units: 14 };
  ch.push(R.llm({ text: 'Crew 2 on Tuesday 21 Oct has 7 hours, matching the estimate. Booking it.', calls: [['createBooking', body]] }));
  const err429 = (ra) => ({ status: 429, statusText: 'Too Many Requests', headers: { 'retry-after': String(ra), ...N.rate(60, 60), date: N.http(), 'cf-ray': N.hex(16) + '-LHR' }, body: { error: 'rate_limited', message: 'Calendar API quota exceeded for tenant clearflow' } });
  ch.push(R.tool(R.last[0], err429(6), { error: 'HTTP 429 Too Many Requests' }));
  ch.push(R.llm({ text: 'Rate limited; the Retry-After header says 6 s. Retrying after the wait.', calls: [['createBooking', body]] }));
  N.wait(6000);
  ch.push(R.tool(R.last[0], err429(12), { error: 'HTTP 429 Too Many Requests' }));
  ch.push(R.llm({ text: 'Second 429 with Retry-After 12 s; backing off longer before the third attempt.', calls: [['createBooking', body]] }));
  N.wait(12000);
  ch.push(R.tool(R.last[0], { status: 201, body: { booking_id: 'BK-' + N.digits(6), crew: 'Crew 2', day: '2025-10-21', start: '08:00', units: 14 }, headers: { ...N.rate(60, 3), location: '/bookings/' + N.uuid() } }));
  ch.push(R.llm({ calls: [['notifyHoa', { order: 'HOA-5521', message: 'Gutter clean booked: Tue 21 Oct from 08:00, Crew 2, all 14 units.' }]] }));
  ch.push(R.tool(R.last[0], { sent: true, channel: 'email' }));
  ch.push(R.llm({ text: 'Booked Crew 2 for Elm Court on Tue 21 Oct from 08:00 and notified the HOA.' }));
  return { goal, root: R.root(ch, { text: 'Booked Crew 2, Tue 21 Oct.', finishReason: 'stop' }),
    isolates: 'createBooking hits HTTP 429 twice (same quota error, Retry-After 6 s then 12 s), succeeds on the third try, and the HOA is notified.' };
}

// 02 trade show booth renders - LlamaIndex
function r02(N) {
  const goal = 'Render the client preview images (front and aerial) for the 6x9 m island booth design "Northwind-Expo-v7" and attach them to the client approval email.';
  const R = rec('llamaindex', N, { user: goal, model: 'gpt-4o' });
  const ch = [];
  const job = { scene: 'Northwind-Expo-v7.blend', cameras: ['front', 'aerial'], samples: 256, resolution: [2400, 1600] };
  ch.push(R.llm({ calls: [['submit_render', job]] }));
  ch.push(R.tool(R.last[0], `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx/1.24.0</center></body></html>\n<!-- upstream renderq-${N.int(1, 8)} draining; x-req ${N.hex(12)} -->`, { error: 'HTTPStatusError: Server error 503 Service Temporarily Unavailable' }));
  ch.push(R.llm({ text: 'The render queue returned 503 (node draining). Waiting 20 s and resubmitting.', calls: [['submit_render', job]] }));
  N.wait(20000);
  ch.push(R.tool(R.last[0], { job: 'rq-' + N.hex(8), status: 'done', outputs: { front: `https://renders.example/nw7/front_${N.hex(6)}.png`, aerial: `https://renders.example/nw7/aerial_${N.hex(6)}.png` }, render_time: N.dur(40, 160), node: N.host('gpu-render', 'eu-north-1') }, { slow: true }));
  ch.push(R.llm({ calls: [['send_email', { to: 'events@northwind.example', subject: 'Booth v7 previews for approval', attachments: ['front', 'aerial'] }]] }));
  ch.push(R.tool(R.last[0], { id: `<${N.uuid()}@mail.boothworks.example>`, accepted: ['events@northwind.example'] }));
  ch.push(R.llm({ text: 'Both preview renders are done and sent to Northwind for approval.' }));
  return { goal, root: R.root(ch, { response: 'Renders sent for approval.' }),
    isolates: 'The render submission fails once with an nginx 503 page, succeeds on the retry 20 s later, and the images are emailed.' };
}

// 03 photo booth rental deposit - Strands Agents
function r03(N) {
  const goal = 'Take the $150 deposit for the Okafor-Lee wedding photo-booth rental (Sat 9 Aug, 18:00-23:00) using the card on file and confirm the booking.';
  const R = rec('strands', N, { user: goal, model: 'us.amazon.nova-pro-v1:0', provider: 'aws.bedrock', agentName: 'booth_bookings' });
  const ch = [];
  const args = { customer: 'cus_' + N.b62(14), amount_cents: 15000, currency: 'usd', description: 'Deposit - photo booth 2025-08-09', idempotency_key: 'dep-okafor-lee-0809' };
  const bad = () => ({ status: 'error', content: [{ text: `502 Bad Gateway\nServer: awselb/2.0\nDate: ${N.http()}\nx-amzn-trace-id: Root=1-${N.hex(8)}-${N.hex(24)}` }] });
  ch.push(R.llm({ calls: [['charge_card', args]] }));
  ch.push(R.tool(R.last[0], bad(), { error: '502 Bad Gateway' }));
  ch.push(R.llm({ text: 'Gateway 502 - transient. The idempotency key makes a retry safe.', calls: [['charge_card', args]] }));
  N.wait(4000);
  ch.push(R.tool(R.last[0], bad(), { error: '502 Bad Gateway' }));
  ch.push(R.llm({ text: 'Another 502. Waiting 15 seconds before the third attempt with the same idempotency key.', calls: [['charge_card', args]] }));
  N.wait(15000);
  ch.push(R.tool(R.last[0], { status: 'success', content: [{ json: { id: 'ch_' + N.b62(24), status: 'succeeded', amount: 15000, receipt_url: 'https://pay.example/receipts/' + N.b62(20) } }] }));
  ch.push(R.llm({ calls: [['confirm_booking', { event: 'Okafor-Lee wedding', date: '2025-08-09', hours: '18:00-23:00', deposit_paid: true }]] }));
  ch.push(R.tool(R.last[0], { status: 'success', content: [{ json: { booking: 'PB-' + N.digits(5), state: 'confirmed' } }] }));
  ch.push(R.llm({ text: 'Deposit of $150 charged and the photo booth is confirmed for 9 Aug, 18:00-23:00.' }));
  return { goal, root: R.root(ch, { stop_reason: 'end_turn' }),
    isolates: 'charge_card returns the same 502 Bad Gateway twice, then succeeds with the same idempotency key, and the booking is confirmed.' };
}

// 04 airport car rental - Bedrock Agents
function r04(N) {
  const goal = 'Book a mid-size car at Calgary airport (YYC) for pick-up 14 Feb 10:30, return 19 Feb 09:00, for traveller Ines Moreau, with winter tyres.';
  const R = rec('bedrock', N, { user: goal, agentId: N.up(10), sessionId: N.uuid(), bedrockTrace: N.uuid(), model: 'anthropic.claude-3-haiku-20240307-v1:0' });
  const ch = [];
  ch.push(R.llm({ reasoning: 'Search availability at YYC for the dates, mid-size with winter tyres.', calls: [['CarRental::/availability', { location: 'YYC', pickup: '2025-02-14T10:30', dropoff: '2025-02-19T09:00', class: 'IDAR', winter_tires: true }]] }));
  ch.push(R.tool(R.last[0], { httpStatusCode: 504, body: { fault: 'GDS_TIMEOUT', message: 'Upstream supplier did not respond within 8000 ms', ref: N.up(12) } }, { error: 'GatewayTimeout' }));
  ch.push(R.llm({ reasoning: 'The supplier GDS timed out; this is usually transient. Retrying the same search.', calls: [['CarRental::/availability', { location: 'YYC', pickup: '2025-02-14T10:30', dropoff: '2025-02-19T09:00', class: 'IDAR', winter_tires: true }]] }));
  ch.push(R.tool(R.last[0], { httpStatusCode: 200, body: { offers: [{ offer_id: 'OF-' + N.up(8), vendor: 'Northstar Rent', car: 'Toyota Corolla or similar', total_cad: 412.55, winter_tires: true }, { offer_id: 'OF-' + N.up(8), vendor: 'Prairie Auto', car: 'Hyundai Elantra or similar', total_cad: 438.1, winter_tires: true }], search_ms: N.ms(900, 4000) } }));
  ch.push(R.llm({ reasoning: 'Cheapest with winter tyres is Northstar at CAD 412.55. Booking it.', calls: [['CarRental::/bookings', { offer: 'Northstar', driver: 'Ines Moreau' }]] }));
  ch.push(R.tool(R.last[0], { httpStatusCode: 201, body: { confirmation: 'NS' + N.digits(8), pickup_counter: 'YYC Rental Centre, Parkade Level 1' } }));
  ch.push(R.llm({ reasoning: 'Booked.', text: 'Booked: Northstar Rent, Toyota Corolla or similar with winter tyres, YYC 14 Feb 10:30 - 19 Feb 09:00, CAD 412.55.' }));
  return { goal, root: R.root(ch, { completion: 'Booked Northstar Rent at YYC, CAD 412.55.' }, { input: { inputText: goal, enableTrace: true } }),
    isolates: 'The availability search times out once at the supplier (504 GDS_TIMEOUT), succeeds on the retry, and the car is booked.' };
}

// 05 mattress factory ERP - MLflow Tracing
function r05(N) {
  const goal = 'Release work order WO-77120 (220 pocket-sprung queen mattresses) to the quilting line and reserve the foam and spring units in the ERP.';
  const tr = 'tr-' + N.hex(32);
  const R = rec('mlflow', N, { user: goal, mlflowTrace: tr, model: 'gpt-4o-mini' });
  const ch = [];
  const a = { wo: 'WO-77120', components: [{ sku: 'FOAM-HD-28', qty: 440 }, { sku: 'SPR-POCKET-Q', qty: 220 }, { sku: 'TICK-DAMASK-Q', qty: 220 }] };
  const dead = () => ({ sqlstate: '40P01', message: 'deadlock detected', detail: `Process ${N.pid()} waits for ShareLock on transaction ${N.int(4e6, 9e6)}; blocked by process ${N.pid()}.`, hint: 'See server log for query details.', at: N.sql() });
  ch.push(R.llm({ calls: [['reserve_components', a]] }));
  ch.push(R.tool(R.last[0], dead(), { error: 'psycopg.errors.DeadlockDetected: deadlock detected' }));
  ch.push(R.llm({ text: 'The reservation hit a Postgres deadlock with the nightly MRP job; the transaction was rolled back, so retrying is safe.', calls: [['reserve_components', a]] }));
  ch.push(R.tool(R.last[0], dead(), { error: 'psycopg.errors.DeadlockDetected: deadlock detected' }));
  ch.push(R.llm({ text: 'Deadlock again while MRP is still running. Waiting 30 s before trying a third time.', calls: [['reserve_components', a]] }));
  N.wait(30000);
  ch.push(R.tool(R.last[0], { reserved: [{ sku: 'FOAM-HD-28', qty: 440, bin: 'B-14' }, { sku: 'SPR-POCKET-Q', qty: 220, bin: 'S-02' }, { sku: 'TICK-DAMASK-Q', qty: 220, bin: 'T-07' }], txid: N.int(4e6, 9e6) }));
  ch.push(R.llm({ calls: [['release_work_order', { wo: 'WO-77120', line: 'QUILT-2' }]] }));
  ch.push(R.tool(R.last[0], { wo: 'WO-77120', status: 'RELEASED', line: 'QUILT-2', planned_start: N.isoTz(60) }));
  ch.push(R.llm({ text: 'WO-77120 released to QUILT-2 with 440 foam sheets, 220 spring units and 220 ticking panels reserved.' }));
  return { goal, root: R.root(ch, { status: 'released' }, { name: 'erp_agent', meta: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': tr } }),
    isolates: 'Component reservation fails twice with the same Postgres deadlock, succeeds on the third attempt after a pause, and the work order is released.' };
}

// 06 dependency install during a fix - plain message-level trace
function r06(N) {
  const goal = 'Update the date-fns dependency in the invoices-ui package from 2.30 to 3.6 and make sure the unit tests still pass.';
  const R = rec('openai_chat', N, { user: goal, model: 'gpt-4.1-mini', system: 'You are a coding agent with a shell tool in the invoices-ui repository.', tools: ['shell'] });
  const ch = [];
  ch.push(R.llm({ calls: [['shell', { cmd: 'npm install date-fns@3.6.0' }]] }));
  ch.push(R.tool(R.last[0], { exit_code: 1, stdout: '', stderr: `npm error code ECONNRESET\nnpm error network aborted\nnpm error network This is a problem related to network connectivity.\nnpm error A complete log of this run can be found in: /home/runner/.npm/_logs/${N.isoS().replace(/:/g, '_')}-debug-0.log` }, { error: 'exit status 1' }));
  ch.push(R.llm({ text: 'ECONNRESET from the registry is a network blip; retrying the install.', calls: [['shell', { cmd: 'npm install date-fns@3.6.0' }]] }));
  ch.push(R.tool(R.last[0], { exit_code: 0, stdout: `\nchanged 1 package, and audited 812 packages in ${N.int(3, 9)}s\n\n143 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities`, stderr: '' }));
  ch.push(R.llm({ calls: [['shell', { cmd: 'npx vitest run --reporter=dot' }]] }));
  ch.push(R.tool(R.last[0], { exit_code: 0, stdout: ` RUN  v1.6.0 /work/invoices-ui\n\n··································································\n\n Test Files  23 passed (23)\n      Tests  214 passed (214)\n   Start at  ${N.hms()}\n   Duration  ${N.float(4, 12)}s`, stderr: '' }));
  ch.push(R.llm({ text: 'date-fns is now 3.6.0 and all 214 tests pass.' }));
  return { goal, root: R.root(ch, { finish_reason: 'stop' }),
    isolates: 'npm install fails once with ECONNRESET, succeeds on retry, and the test suite passes.' };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
