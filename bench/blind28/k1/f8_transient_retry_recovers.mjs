// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds and the task is finished.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'transient_retry_recovers';
export const LABELS = { loop: false, stagnation: false };
export const ISOLATES = 'One to three identical transient failures of the same call (with backoff), then success and a finished task.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 beard oil e-commerce, Vercel AI SDK (429 twice)
function r01() {
  const N = new Noise(id(1), '2025-06-02T10:00:00.000Z');
  const goal = 'Create a 15% discount code for returning customers on the cedar-and-bergamot beard oil, valid through Father\'s Day, and tell me the code.';
  const c = new Convo(N, 'vercel', { model: 'gpt-4o-mini', system: 'You manage promotions for Thornwood Grooming\'s online shop. Tool: create_discount.', user: goal, name: 'promo-manager' });
  const args = { code: 'CEDAR15BACK', percent: 15, product_handle: 'cedar-bergamot-beard-oil-30ml', customer_segment: 'returning', ends_at: '2025-06-15T23:59:59+01:00' };
  const e429 = () => ({ error: 'HTTP 429 Too Many Requests', result: { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.', headers: { 'retry-after': '2.0', 'x-shopify-shop-api-call-limit': '40/40', 'x-request-id': N.uuid(), date: N.http() } } });
  c.turn('', [{ name: 'create_discount', args }], [e429()]);
  N.jump(2100);
  c.turn('Rate limited; waiting for the Retry-After and trying again.', [{ name: 'create_discount', args }], [e429()]);
  N.jump(4200);
  c.turn('', [{ name: 'create_discount', args }], [{ result: { price_rule: { id: 1384752093221, title: 'CEDAR15BACK', value: '-15.0', starts_at: N.isoOff(N.t, 60), ends_at: '2025-06-15T23:59:59+01:00' }, discount_code: { code: 'CEDAR15BACK', usage_count: 0 }, headers: { 'x-shopify-shop-api-call-limit': '3/40', 'x-request-id': N.uuid() } } }]);
  c.final('Created discount code CEDAR15BACK: 15% off the 30 ml cedar & bergamot beard oil for returning customers, valid until 23:59 on 15 June (Father\'s Day).');
  const root = c.root({ output: 'CEDAR15BACK created' });
  return row(FAMILY, 1, 'The discount creation hits the same 429 twice, the agent honours Retry-After, the third call succeeds and the code is reported.', goal, root, LABELS);
}

// 02 kite festival weather go/no-go, Strands Agents (503 twice)
function r02() {
  const N = new Noise(id(2), '2025-08-14T17:00:00.000Z');
  const goal = 'Decide go/no-go for Saturday\'s giant-kite display at the Portsmouth International Kite Festival; the limit is sustained wind 8-25 mph with gusts below 35 mph.';
  const c = new Convo(N, 'strands', { model: 'us.anthropic.claude-3-5-haiku-20241022-v1:0', system: 'You advise the kite festival safety officer. Tools: wind_forecast(site, date), post_notice(text).', user: goal, name: 'kite-safety' });
  const e503 = () => ({ error: 'ServiceUnavailable: 503', result: `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>\n<!-- upstream ${N.replica('forecast-api', 8)} ${N.iso()} -->` });
  c.turn('', [{ name: 'wind_forecast', args: { site: 'southsea-common', date: '2025-08-16' } }], [e503()]);
  c.turn('The forecast service is briefly unavailable; retrying.', [{ name: 'wind_forecast', args: { site: 'southsea-common', date: '2025-08-16' } }], [e503()]);
  c.turn('', [{ name: 'wind_forecast', args: { site: 'southsea-common', date: '2025-08-16' } }], [{ result: { site: 'Southsea Common', issued: N.isoSec(), hourly: [{ h: '11:00', mean_mph: 14, gust_mph: 22, dir: 'SW' }, { h: '13:00', mean_mph: 17, gust_mph: 26, dir: 'SW' }, { h: '15:00', mean_mph: 19, gust_mph: 29, dir: 'WSW' }, { h: '17:00', mean_mph: 16, gust_mph: 24, dir: 'W' }] } }]);
  c.turn('Wind stays within limits all afternoon; peak gust 29 mph at 15:00. Posting a GO notice with a watch on the 15:00 slot.', [{ name: 'post_notice', args: { text: 'GO for Saturday giant-kite display. Mean 14-19 mph SW, gusts up to 29 mph around 15:00: ground crew to monitor anemometer during the 15:00 slot.' } }], [{ result: { ok: true, notice_id: 'N-' + N.int(1000, 9999) } }]);
  c.final('GO. Saturday\'s forecast is 14-19 mph mean with gusts peaking at 29 mph around 15:00, inside the 8-25 mph / <35 mph limits. A notice has been posted asking the ground crew to watch the 15:00 slot.');
  const root = c.root({ output: 'GO' });
  return row(FAMILY, 2, 'The wind forecast call returns the same nginx 503 twice, then succeeds; the forecast is used for a go decision and a posted notice.', goal, root, LABELS);
}

// 03 eyebrow threading salon booking, AutoGen (timeout once)
function r03() {
  const N = new Noise(id(3), '2025-03-18T11:20:00.000Z');
  const goal = 'Book Farah in for an eyebrow threading and tint with Meena on Thursday at 17:30 at the Kings Heath salon, and text her the confirmation.';
  const c = new Convo(N, 'autogen', { model: 'gpt-4o-mini', system: 'You are the booking assistant for Arch & Thread salons. Tools: create_booking, send_sms.', user: goal, agent: 'booking_assistant', name: 'booking_assistant' });
  const a = { client: 'Farah Qureshi', phone: '+447700900412', services: ['eyebrow threading', 'brow tint'], stylist: 'Meena', branch: 'kings-heath', start: '2025-03-20T17:30:00Z' };
  c.turn('', [{ name: 'create_booking', args: a }], [{ error: 'ReadTimeout', result: `httpx.ReadTimeout: timed out while reading from https://api.salonbook.example/v2/bookings (timeout=10.0s) request_id=${N.hex(12)}` }]);
  c.turn('The booking API timed out. Retrying once.', [{ name: 'create_booking', args: a }], [{ result: { booking_ref: 'AT-KH-' + N.int(10000, 99999), status: 'confirmed', start: '2025-03-20T17:30:00Z', duration_min: 25, price_gbp: 22 } }]);
  const ref = c.msgs[c.msgs.length - 1].content.booking_ref;
  c.turn('', [{ name: 'send_sms', args: { to: '+447700900412', body: `Hi Farah, you're booked for brow threading + tint with Meena, Thu 20 Mar 17:30, Arch & Thread Kings Heath. Ref ${ref}. Reply C to cancel.` } }], [{ result: { sid: 'SM' + N.hex(32), status: 'queued' } }]);
  c.final(`Booked: Farah Qureshi, threading + tint with Meena, Thursday 20 March 17:30 at Kings Heath (ref ${ref}, £22). Confirmation text sent.`);
  const root = c.root({ output: 'Booking confirmed and SMS sent', stop: 'Text \'TERMINATE\' mentioned' });
  return row(FAMILY, 3, 'One read timeout on create_booking is followed by a successful retry, then the confirmation SMS and final summary.', goal, root, LABELS);
}

// 04 soft pretzel stand chain POS menu sync, MLflow (502 three times)
function r04() {
  const N = new Noise(id(4), '2025-11-04T06:45:00.000Z');
  const traceReq = 'tr-' + N.hex(32);
  const goal = 'Push the new cinnamon-sugar pretzel bites price (£3.20) to all eight Knot & Twist station POS terminals and confirm they picked it up.';
  const c = new Convo(N, 'mlflow', { model: 'gpt-4o', system: 'You manage menu sync for a pretzel kiosk chain. Tools: push_menu(version), terminal_versions().', user: goal, traceReq, name: 'menu_sync_agent', toolNames: ['push_menu', 'terminal_versions'] });
  const e502 = () => ({ error: '502 Bad Gateway', result: { status: 502, body: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination', headers: { server: 'envoy', 'x-envoy-upstream-service-time': String(N.int(5, 40)), date: N.http() } } });
  c.turn('', [{ name: 'push_menu', args: { version: 'menu-2025.11.04', changes: [{ plu: 4412, item: 'Cinnamon sugar bites (8)', price: 3.2 }] } }], [e502()]);
  N.jump(1000);
  c.turn('', [{ name: 'push_menu', args: { version: 'menu-2025.11.04', changes: [{ plu: 4412, item: 'Cinnamon sugar bites (8)', price: 3.2 }] } }], [e502()]);
  N.jump(2000);
  c.turn('Gateway errors persist; backing off 4 s before the next attempt.', [{ name: 'push_menu', args: { version: 'menu-2025.11.04', changes: [{ plu: 4412, item: 'Cinnamon sugar bites (8)', price: 3.2 }] } }], [e502()]);
  N.jump(4000);
  c.turn('', [{ name: 'push_menu', args: { version: 'menu-2025.11.04', changes: [{ plu: 4412, item: 'Cinnamon sugar bites (8)', price: 3.2 }] } }], [{ result: { status: 202, publish_id: N.uuid(), targets: 8 } }]);
  c.turn('', [{ name: 'terminal_versions', args: {} }], [{ result: { terminals: ['WAT-1', 'WAT-2', 'KGX', 'EUS', 'PAD', 'LST', 'VIC', 'BHM'].map((t) => ({ terminal: t, menu_version: 'menu-2025.11.04', synced_at: N.iso(N.tick(100, 900)) })) } }]);
  c.final('The push succeeded on the fourth attempt after three 502s from the gateway. All eight terminals (WAT-1, WAT-2, KGX, EUS, PAD, LST, VIC, BHM) now report menu-2025.11.04 with cinnamon-sugar bites at £3.20.');
  const root = c.root({ output: 'All 8 terminals on menu-2025.11.04' });
  return row(FAMILY, 4, 'push_menu fails with the same envoy 502 three times, succeeds on the fourth attempt, and the terminal versions confirm the change.', goal, root, LABELS);
}

// 05 trolleybus depot scheduling tool, OpenHands (pip network error twice)
function r05() {
  const N = new Noise(id(5));
  const goal = 'Add a unit test for the overhead-wire section isolation check in the Solingen trolleybus depot yard planner and make sure the suite passes.';
  const c = new Convo(N, 'openhands', { model: 'openai/gpt-4.1', user: goal, maxSteps: 40 });
  const pipFail = () => ({ result: `Collecting shapely==2.0.6\n  WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x${N.hex(12)}>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/shapely/\nERROR: Could not find a version that satisfies the requirement shapely==2.0.6 (from versions: none)\nERROR: No matching distribution found for shapely==2.0.6`, exit: 1 });
  c.turn('Install the test dependencies first.', [{ name: 'execute_bash', args: { command: 'cd /workspace/yardplan && pip install -q -r requirements-dev.txt' } }], [pipFail()]);
  c.turn('DNS resolution failed in the sandbox; retrying in a few seconds.', [{ name: 'execute_bash', args: { command: 'sleep 5 && cd /workspace/yardplan && pip install -q -r requirements-dev.txt' } }], [pipFail()]);
  c.turn('', [{ name: 'execute_bash', args: { command: 'sleep 15 && cd /workspace/yardplan && pip install -q -r requirements-dev.txt' } }], [{ result: 'Successfully installed pytest-8.3.3 shapely-2.0.6 yardplan-0.9.2' }]);
  c.turn('Now write the test.', [{ name: 'str_replace_editor', args: { command: 'create', path: '/workspace/yardplan/tests/test_isolation.py', file_text: 'from yardplan.wires import Section, isolation_ok\n\n\ndef test_isolated_section_blocks_entry():\n    s = Section("Y3", energised=False)\n    assert not isolation_ok(s, vehicle="O405GTZ-37")\n\n\ndef test_energised_section_allows_entry():\n    s = Section("Y3", energised=True)\n    assert isolation_ok(s, vehicle="O405GTZ-37")\n' } }], [{ result: 'File created successfully at: /workspace/yardplan/tests/test_isolation.py' }]);
  c.turn('', [{ name: 'execute_bash', args: { command: 'cd /workspace/yardplan && python -m pytest -q' } }], [{ result: `..............                                                           [100%]\n14 passed in ${(N.int(200, 900) / 100).toFixed(2)}s` }]);
  c.final('Added tests/test_isolation.py with two cases for the section isolation check; after two transient DNS failures the dependencies installed and all 14 tests pass.');
  const root = c.root({ output: 'Test added; suite green (14 passed).' });
  return row(FAMILY, 5, 'pip install fails twice with the same name-resolution error (only the object address differs), succeeds on the third try, and the test is written and passes.', goal, root, LABELS);
}

// 06 fruit preserves kitchen label printing, CrewAI (device busy once)
function r06() {
  const N = new Noise(id(6), '2025-09-12T13:00:00.000Z');
  const goal = 'Print 120 lot labels for today\'s damson jam batch (best before 18 months out) on the kitchen label printer and log the lot.';
  const c = new Convo(N, 'crewai', { model: 'gpt-4o-mini', system: 'You are Batch Clerk. You are the careful batch clerk at Hedgerow Preserves Kitchen. Tools: print_labels, log_lot.', user: `Current Task: ${'Print 120 lot labels for today\'s damson jam batch and log the lot.'}` });
  const lbl = { printer: 'zebra-zd421-kitchen', template: 'jar-label-58x40', lot: 'DAM-250912-A', best_before: '2027-03-12', copies: 120 };
  c.turn('I need to print the labels first.', [{ name: 'print_labels', args: lbl }], [{ error: 'PrinterBusy', result: `Error: printer zebra-zd421-kitchen busy (job ${N.int(300, 399)} from POS-TILL-2 in progress, ${N.int(20, 90)} labels remaining). Try again shortly.` }]);
  c.turn('POS-TILL-2 was mid-run on its own shelf-edge labels, so the printer was busy rather than faulty; resubmitting our job now that it should have cleared.', [{ name: 'print_labels', args: lbl }], [{ result: `Job ${N.int(400, 499)} accepted: 120 x jar-label-58x40 (lot DAM-250912-A, BB 12/03/2027) spooled in ${N.dur('ms')}` }]);
  c.turn('Labels are printing; now log the lot.', [{ name: 'log_lot', args: { lot: 'DAM-250912-A', product: 'Damson jam 340g', jars: 120, brix: 66, best_before: '2027-03-12' } }], [{ result: 'Lot DAM-250912-A logged (row 1288).' }]);
  c.final('Printed 120 labels for lot DAM-250912-A (best before 12/03/2027) after one busy-printer retry, and logged the lot as row 1288.');
  const root = c.root({ name: 'Hedgerow Kitchen Crew', role: 'Batch Clerk', goal, output: 'Lot DAM-250912-A printed and logged.' });
  return row(FAMILY, 6, 'The label print is rejected once because the printer is busy, succeeds on the retry, and the lot is logged.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['beard oil web shop', 'kite festival safety', 'eyebrow threading salon', 'soft pretzel kiosk chain', 'trolleybus depot planner', 'fruit preserves kitchen'];
