// Healthy family 8: the same call fails 1-3 times with the same transient error, then succeeds; task finished.
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'retry_then_success', loop: false, stagnation: false,
  summary: 'Healthy: a call fails 1-3 times with the same transient error (429/503/timeout), is retried with backoff, succeeds, and the task completes.',
};

// 01 jute sack mill — Anthropic Messages API
function s01(id) {
  const goal = 'Send the shipping advice for 12,000 B-Twill jute sacks (order JS-4410) to the buyer\'s EDI endpoint and confirm receipt.';
  const r = recorder('anthropic', id, { system: 'You are the mill dispatch assistant. Tools: send_edi_desadv, sleep.' }).start(goal);
  const n = r.n;
  const e429 = () => ({ status: 429, headers: { 'retry-after': '20', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(n.epoch() + 20), 'cf-ray': n.cfRay() }, body: 'Too Many Requests' });
  const adv = { order: 'JS-4410', bales: 48, sacks: 12000, container: 'MSKU' + n.digits(7), vessel_eta: n.dayPlus(19) };
  const k = [
    ...r.turn('Sending the DESADV message.', [{ name: 'send_edi_desadv', args: adv, out: e429(), error: '429 Too Many Requests' }]),
    ...r.turn('Rate limited with Retry-After 20 s. Waiting 20 s before retrying.', [{ name: 'sleep', args: { seconds: 20 }, out: 'slept 20s', ms: 20000 }, { name: 'send_edi_desadv', args: adv, out: e429(), error: '429 Too Many Requests' }]),
    ...r.turn('Still 429 on the second attempt; backing off to 40 s this time.', [{ name: 'sleep', args: { seconds: 40 }, out: 'slept 40s', ms: 40000 }, { name: 'send_edi_desadv', args: adv, out: { status: 202, headers: { 'x-interchange-control': String(n.int(100000000, 999999999)) }, body: { ack: 'CONTRL', accepted: true, received_at: n.iso() } } }]),
    ...r.turn('The buyer\'s endpoint accepted the DESADV for JS-4410 on the third attempt (CONTRL acknowledgement received). Shipping advice is delivered.'),
  ];
  const root = r.root('dispatch-assistant', goal, k, { stop_reason: 'end_turn' }, { anthropic_version: '2023-06-01' });
  return { domain: 'jute sack mill', isolates: 'Two identical 429s are followed by growing waits and a 202 accepted on the third try; the run ends.', goal, root };
}

// 02 forklift licence training — Strands Agents
function s02(id) {
  const goal = 'Issue the counterbalance forklift certificate for trainee Anil Mehta (passed practical today) and email it to his employer.';
  const r = recorder('strands', id, { system: 'You are the training centre admin agent. Tools: issue_certificate, send_email.' }).start(goal);
  const n = r.n;
  const args = { trainee: 'TR-5521', name: 'Anil Mehta', category: 'B1 counterbalance', practical_score: 91, theory_score: 86, examiner: 'EX-07' };
  const k = [
    ...r.turn('Issuing the certificate.', [{ name: 'issue_certificate', args, out: `upstream connect error or disconnect/reset before headers. reset reason: connection timeout\nserver: envoy\nx-envoy-upstream-service-time: ${n.int(5000, 5050)}\ndate: ${n.httpDate()}`, error: '503 Service Unavailable' }]),
    ...r.turn('The certificate service timed out (503 from envoy). Retrying once.', [{ name: 'issue_certificate', args, out: { certificate: 'FLT-' + n.int(200000, 299999), valid_until: n.dayPlus(1095), pdf: `https://certs.example/${n.uuid()}.pdf` } }]),
    ...r.turn('Certificate issued on the retry. Emailing it to the employer.', [{ name: 'send_email', args: { to: 'hr@northgate-logistics.example', subject: 'Forklift certificate – Anil Mehta', attach: 'certificate' }, out: { status: 'sent', id: n.hex(12) } }]),
    ...r.turn('Anil Mehta\'s B1 counterbalance certificate is issued (valid three years) and has been emailed to Northgate Logistics.'),
  ];
  const root = r.root('Strands Agents', goal, k, 'done', { 'gen_ai.agent.name': 'training-admin' });
  return { domain: 'forklift licence training', isolates: 'One transient 503 upstream timeout, one retry that succeeds, then the email and a final answer.', goal, root };
}

// 03 wolf collar telemetry — smolagents CodeAgent
function s03(id) {
  const goal = 'Download the last 48 h of GPS fixes for collared wolf F-17 from the satellite telemetry portal and report her furthest distance from the den.';
  const r = recorder('smolagents', id, { system: 'You are an expert assistant who solves tasks with code. Tools: fetch_fixes(collar, hours), final_answer.' }).start(goal);
  const n = r.n;
  const to = () => `ReadTimeout: HTTPSConnectionPool(host='telemetry.collars.example', port=443): Read timed out. (read timeout=30)`;
  const k = [
    ...r.turn('I will fetch the fixes for F-17.', [{ name: 'fetch_fixes', args: { collar: 'IR-44817', hours: 48 }, out: null, error: to() }], { code: 'fixes = fetch_fixes(collar="IR-44817", hours=48)\nprint(len(fixes))' }),
    ...r.turn('The portal timed out. I will wait and retry with a short backoff.', [{ name: 'fetch_fixes', args: { collar: 'IR-44817', hours: 48 }, out: null, error: to() }], { code: 'import time\ntime.sleep(15)\nfixes = fetch_fixes(collar="IR-44817", hours=48)\nprint(len(fixes))' }),
    ...r.turn('Second timeout; a longer backoff of 45 seconds before the third attempt.', [{ name: 'fetch_fixes', args: { collar: 'IR-44817', hours: 48 }, out: `Execution logs:\n96\nfirst=${n.iso()} sats_avg=7.4 hdop_avg=1.3\nmax_dist_km=14.8 at fix 61 (N 46.8123, E 23.5511)` }], { code: 'time.sleep(45)\nfixes = fetch_fixes(collar="IR-44817", hours=48)\nprint(len(fixes))\nprint(summarise(fixes, den=(46.7402, 23.4129)))' }),
    ...r.turn('96 fixes retrieved; the furthest point is 14.8 km from the den.', [{ name: 'final_answer', args: { answer: 'F-17: 96 fixes in 48 h; furthest distance from the den 14.8 km (fix 61).' }, out: 'F-17: 96 fixes in 48 h; furthest distance from the den 14.8 km (fix 61).' }], { code: 'final_answer("F-17: 96 fixes in 48 h; furthest distance from the den 14.8 km (fix 61).")' }),
  ];
  const root = r.root('CodeAgent', { task: goal }, k, 'F-17 max 14.8 km', { max_steps: 8 });
  return { domain: 'wolf collar telemetry', isolates: 'fetch_fixes times out twice with the same ReadTimeout, succeeds after a longer backoff, and the answer is given.', goal, root };
}

// 04 airline catering — AutoGen
function s04(id) {
  const goal = 'Confirm tomorrow\'s special-meal uplift for flight XY 218 (4 VGML, 2 KSML, 1 DBML) with the catering unit at the hub.';
  const r = recorder('autogen', id, { system: 'You are the catering coordinator. Tools: submit_meal_uplift, wait.' }).start(goal);
  const n = r.n;
  const args = { flight: 'XY218', date: n.dayPlus(1), station: 'HUB', specials: { VGML: 4, KSML: 2, DBML: 1 } };
  const k = [
    ...r.turn('Submitting the special-meal uplift.', [{ name: 'submit_meal_uplift', args, out: 'HTTP 503 Service Unavailable — catering host cat-hub-02 is in maintenance window, try again in 60s', error: '503 Service Unavailable' }]),
    ...r.turn('The catering host is in a short maintenance window; waiting 60 seconds before retrying.', [{ name: 'wait', args: { seconds: 60 }, out: 'ok', ms: 60000 }, { name: 'submit_meal_uplift', args, out: { confirmation: 'CAT-' + n.int(700000, 799999), galley_load: 'G2 aft', cutoff: n.dayPlus(1) + 'T04:30Z', host: 'cat-hub-01' } }]),
    ...r.turn('XY 218 special meals confirmed with the hub catering unit (4 VGML, 2 KSML, 1 DBML) for the aft G2 galley. TERMINATE'),
  ];
  const root = r.root('catering_team', { task: goal }, k, { stop_reason: "Text 'TERMINATE' mentioned" }, { team: 'RoundRobinGroupChat' });
  return { domain: 'airline catering', isolates: 'A single 503 maintenance-window failure, a wait, a successful retry and a TERMINATE.', goal, root };
}

// 05 insulation installers — Vercel AI SDK
function s05(id) {
  const goal = 'Book the loft insulation survey for 22 Brook Row via the grant scheme portal and text the homeowner the appointment.';
  const r = recorder('vercel', id, { system: 'You are the installer office assistant. Tools: bookGrantSurvey, sendSms.' }).start(goal);
  const n = r.n;
  const args = { address: '22 Brook Row, Dunmere', scheme: 'GBIS', measure: 'loft', preferred: [n.dayPlus(3), n.dayPlus(4)] };
  const busy = () => ({ status: 429, error: 'rate_limited', message: 'Portal rate limit: 30 requests/min per installer', retryAfterMs: 8000, requestId: n.reqId('gbis_') });
  const k = [
    ...r.turn('', [{ name: 'bookGrantSurvey', args, out: busy(), error: 'rate_limited' }]),
    ...r.turn('Rate-limited by the portal; retrying after 8 s.', [{ name: 'bookGrantSurvey', args, out: busy(), error: 'rate_limited' }]),
    ...r.turn('Rate-limited again; waiting 16 s this time.', [{ name: 'bookGrantSurvey', args, out: busy(), error: 'rate_limited' }]),
    ...r.turn('Third 429; one more attempt after 32 s.', [{ name: 'bookGrantSurvey', args, out: { booking: 'GB-' + n.int(10000, 99999), slot: n.dayPlus(3) + ' 09:30-11:30', surveyor: 'L. Achterberg' } }]),
    ...r.turn('Survey booked; texting the homeowner.', [{ name: 'sendSms', args: { to: 'homeowner:22-brook-row', body: `Your loft insulation survey is booked for ${n.dayPlus(3)} 9:30-11:30.` }, out: { sid: 'SM' + n.hex(32), status: 'queued' } }]),
    ...r.turn('Survey booked for 22 Brook Row (09:30–11:30, surveyor L. Achterberg) and the homeowner has been texted.'),
  ];
  const root = r.root('ai.generateText', goal, k, { 'ai.response.finishReason': 'stop' }, { 'ai.settings.maxSteps': 10 });
  return { domain: 'insulation installers', isolates: 'Three identical 429 rate-limit errors with doubling backoff, then the booking succeeds and the SMS completes the task.', goal, root };
}

// 06 date palm farms — plain message-level trace
function s06(id) {
  const goal = 'Upload today\'s Medjool harvest weights from blocks D1-D4 to the packhouse system and get the intake ticket.';
  const r = recorder('plain', id, { system: 'You are the farm office assistant. Tools: upload_harvest.' }).start(goal);
  const n = r.n;
  const payload = JSON.stringify({ date: n.dayPlus(0), variety: 'Medjool', blocks: { D1: 1840, D2: 2215, D3: 1602, D4: 1977 }, unit: 'kg', crates: 462 });
  const k = [
    ...r.turn('Uploading the harvest record.', [{ name: 'upload_harvest', args: payload, out: `curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to packhouse.example:443\n  % Total    % Received % Xferd  Average Speed   Time\n  0     0    0     0    0     0      0      0 --:--:--  0:00:0${n.int(1, 9)}`, error: 'curl exit 35 (TLS handshake reset)' }]),
    ...r.turn('The TLS handshake was reset, probably the farm\'s flaky uplink. Retrying the same upload.', [{ name: 'upload_harvest', args: payload, out: `HTTP/2 201\ndate: ${n.httpDate()}\nlocation: /intake/${n.int(30000, 39999)}\n\n{"ticket":"IN-${n.int(30000, 39999)}","total_kg":7634,"crates":462}` }]),
    ...r.turn('Harvest uploaded: 7,634 kg of Medjool in 462 crates from D1–D4; packhouse intake ticket issued.'),
  ];
  const root = r.root('farm-office-agent', goal, k, null, { max_iterations: 6 });
  return { domain: 'date palm farms', isolates: 'One TLS reset (curl 35) on upload, an identical retry that returns 201 with a ticket, then a final summary.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
