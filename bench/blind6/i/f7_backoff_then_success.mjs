// Family 7 (healthy): the same call fails 1-3 times with the same transient error
// (new request ids each time), possibly with waits, then succeeds and the task finishes.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'backoff-then-success';
export const loop = false;
export const stagnation = false;

// ---------------------------------------------------------------- 01 telecom number porting / Vercel AI SDK (429 x2)
function porting(c) {
  c.startAt('2025-04-07T15:00:00Z', 120);
  const goal = 'Submit the port-in for business customer Kessler Dental: numbers 503-555-0142 and 503-555-0143 from Lumen, account 88213409, PIN on file. Then tell me the FOC date.';
  const body = { numbers: ['+15035550142', '+15035550143'], losingCarrier: 'LUMEN', accountNumber: '88213409', pinRef: 'vault:cust/KD-2291/port-pin', serviceAddress: '1020 SW Taylor St Ste 400, Portland OR 97205', authorizedName: 'Dr. Helen Kessler' };
  const rl = () => ({ status: 429, error: { code: 'RATE_LIMITED', message: 'Too many requests for partner PDX-RES-07. Retry after 20 seconds.', retryAfter: 20 }, requestId: c.uuid(), at: c.now() });
  const m = 'ai.generateText.doGenerate';
  const kids = [
    c.llm(m, { system: 'You are a carrier operations assistant for Cascadia Fiber Business.', prompt: goal }, 'Validating the numbers are portable, then submitting the request.'),
    c.tool('ai.toolCall checkPortability', { numbers: body.numbers }, { results: [{ number: '+15035550142', portable: true, currentCarrier: 'LUMEN', rateCenter: 'PORTLAND' }, { number: '+15035550143', portable: true, currentCarrier: 'LUMEN', rateCenter: 'PORTLAND' }], checkedAt: c.now() }),
    c.tool('ai.toolCall submitPortRequest', body, rl(), { error: 'HTTP 429 RATE_LIMITED' }),
    c.wait(20) && c.tool('ai.toolCall submitPortRequest', body, rl(), { error: 'HTTP 429 RATE_LIMITED' }),
    c.wait(40) && c.tool('ai.toolCall submitPortRequest', body, { status: 201, portId: 'PRT-' + c.digits(8), state: 'SUBMITTED', focDate: '2025-04-14', focWindow: '08:00-12:00 PT', requestId: c.uuid() }),
  ];
  kids.push(c.tool('ai.toolCall notifyCustomer', { accountId: 'KD-2291', channel: 'email', template: 'port_submitted', vars: { focDate: '2025-04-14', numbers: '503-555-0142, 503-555-0143' } }, { queued: true, messageId: c.uuid() }));
  kids.push(c.llm(m, { messages: [user(goal), toolMsg('submitPortRequest', '{"state":"SUBMITTED","focDate":"2025-04-14"}')] }, `The port request is in (${kids[4].output.portId}). Lumen confirmed a FOC of April 14, 08:00–12:00 PT for both numbers, and Kessler Dental has been emailed the date.`));
  return {
    goal,
    isolates: 'A port-in submission is rate limited twice with the same 429 body and new request ids, then accepted after waiting, and the FOC date is reported.',
    root: c.agent('ai.generateText', goal, kids[6].output, kids),
  };
}

// ---------------------------------------------------------------- 02 construction document control / LangGraph (423 lock once)
function drawings(c) {
  c.startAt('2025-05-20T20:00:00Z', 60);
  const goal = 'Upload revision C of sheet S-201 (foundation plan) for the Alder Point Library project and send it to the structural distribution list.';
  const m = 'ChatAnthropic';
  const args = { project_id: 'APL-2231', sheet: 'S-201', revision: 'C', file: 'uploads/S-201_RevC_2025-05-20.pdf', description: 'Revised grade beam GB-4 reinforcing per RFI 088' };
  const kids = [
    c.llm(m, [sys('You are a document control assistant for a general contractor.'), user(goal)], 'Uploading S-201 Rev C to the drawing log.'),
    c.tool('upload_drawing_revision', args, { status: 423, code: 'SHEET_LOCKED', detail: 'S-201 is checked out by another session (m.chen@northpeak.example) for markup sync.', lock_expires_in_s: 90, request_id: c.uuid(), ts: c.now() }, { error: '423 Locked: S-201 is checked out by another session' }),
    c.llm(m, [toolMsg('upload_drawing_revision', '(423 SHEET_LOCKED, lock expires in 90s)')], 'The sheet is locked by a markup sync that expires in 90 seconds. I\'ll wait it out and retry rather than break the lock.'),
    c.tool('sleep', { seconds: 95 }, 'slept 95s'),
    c.wait(95) && c.tool('upload_drawing_revision', args, { status: 201, drawing_id: 'DRW-' + c.digits(7), sheet: 'S-201', revision: 'C', current: true, superseded: 'B', uploaded_at: c.now() }),
    c.llm(m, [toolMsg('upload_drawing_revision', '{"status":201,"current":true,"superseded":"B"}')], 'Upload went through and Rev B is marked superseded. Sending the transmittal to the structural list.'),
    c.tool('send_distribution', { project_id: 'APL-2231', list: 'Structural', drawings: ['S-201 Rev C'], message: 'S-201 revised to Rev C — GB-4 reinforcing per RFI 088.' }, { sent: 7, list: 'Structural', transmittal: 'TR-' + c.digits(5) }),
  ];
  return {
    goal,
    isolates: 'A drawing upload hits a 423 sheet lock once, the agent waits for the lock to expire, the retry succeeds and the distribution goes out.',
    root: c.agent('LangGraph', goal, `S-201 Rev C is uploaded (supersedes Rev B) and transmittal ${kids[6].output.transmittal} went to the 7 people on the Structural list.`, kids),
  };
}

// ---------------------------------------------------------------- 03 pharmacy eRx / Pydantic AI (503 x3)
function erx(c) {
  c.startAt('2025-01-28T22:30:00Z', 30);
  const goal = 'Send Dr. Amani\'s new prescription for amoxicillin 500 mg capsules (1 cap TID x 10 days, #30, 0 refills) for patient Jordan Pell to Walgreens #07231 on Burnside.';
  const rx = { patient_id: 'PT-0093114', prescriber_npi: '1437298810', pharmacy_ncpdp: '3823145', drug: { rxnorm: '308191', description: 'amoxicillin 500 MG Oral Capsule' }, sig: '1 capsule by mouth three times daily for 10 days', quantity: 30, refills: 0, substitutions: true };
  const down = (attempt) => ({ status: 503, error: 'SERVICE_UNAVAILABLE', message: 'Network switch temporarily unavailable, please retry.', retry_after: 10, message_id: c.uuid(), attempt, ts: c.now() });
  const m = 'chat gpt-4o-mini';
  const kids = [
    c.llm(m, [sys('You assist clinic staff with e-prescribing via the Surescripts gateway.'), user(goal)], 'Confirming the pharmacy, then transmitting the NewRx.'),
    c.tool('running tool: get_patient', { name: 'Jordan Pell', dob: '1991-06-02' }, { patient_id: 'PT-0093114', allergies: ['sulfa'], active_meds: ['sertraline 50 mg'], weight_kg: 71.4, insurance: 'Moda Health PPO' }),
    c.tool('running tool: check_interactions', { rxnorm: ['308191'], patient_id: 'PT-0093114' }, { alerts: [], allergy_conflicts: [], checked_against: 'FDB 2025-01', ms: c.ms(40, 200) }),
    c.tool('running tool: find_pharmacy', { name: 'Walgreens', store_number: '07231' }, { ncpdp: '3823145', name: 'Walgreens #07231', address: '1525 W Burnside St, Portland OR', eRx: true }),
    c.tool('running tool: transmit_erx', rx, down(1), { error: '503 SERVICE_UNAVAILABLE' }),
    c.wait(10) && c.tool('running tool: transmit_erx', rx, down(2), { error: '503 SERVICE_UNAVAILABLE' }),
    c.wait(20) && c.tool('running tool: transmit_erx', rx, down(3), { error: '503 SERVICE_UNAVAILABLE' }),
    c.wait(40) && c.tool('running tool: transmit_erx', rx, { status: 200, result: 'ACCEPTED', rx_message_id: c.uuid(), relates_to: null, pharmacy_ack: 'Verified', ts: c.now() }),
    c.llm(m, [toolMsg('transmit_erx', '{"result":"ACCEPTED","pharmacy_ack":"Verified"}')], 'Accepted and verified by the pharmacy. No allergy or interaction alerts (sulfa allergy does not conflict with amoxicillin).'),
  ];
  return {
    goal,
    isolates: 'An e-prescription transmit returns the same 503 three times (new message ids, increasing waits) before being accepted by the pharmacy.',
    root: c.agent('erx_assistant run', goal, 'The amoxicillin 500 mg prescription for Jordan Pell was accepted by Walgreens #07231 (1525 W Burnside). The gateway was briefly unavailable, so it went through on the fourth attempt.', kids),
  };
}

// ---------------------------------------------------------------- 04 sports analytics / smolagents (429 once, then compute)
function xg(c) {
  const goal = 'Get the shot events for match 4471902 (Portland Thorns vs. Gotham FC) from the stats API and tell me each team\'s total xG and the single best chance.';
  const shots = [
    { minute: 7, team: 'Portland Thorns', player: 'S. Smith', xg: 0.08, outcome: 'Saved' },
    { minute: 19, team: 'Gotham FC', player: 'E. Gonzalez', xg: 0.31, outcome: 'Goal' },
    { minute: 34, team: 'Portland Thorns', player: 'O. Moultrie', xg: 0.44, outcome: 'Post' },
    { minute: 52, team: 'Portland Thorns', player: 'S. Smith', xg: 0.12, outcome: 'Blocked' },
    { minute: 61, team: 'Gotham FC', player: 'L. Lavelle', xg: 0.06, outcome: 'Off T' },
    { minute: 77, team: 'Portland Thorns', player: 'H. Brito', xg: 0.62, outcome: 'Goal' },
    { minute: 88, team: 'Gotham FC', player: 'M. Purce', xg: 0.19, outcome: 'Saved' },
  ];
  const m = 'LiteLLMModel.__call__ (claude-3-5-sonnet-20241022)';
  const code = 'events = fetch_match_events(match_id=4471902, types=["shot"])\nprint(events)';
  const kids = [
    c.llm(m, [sys('You are an expert assistant who can solve any task using code blobs.'), user(goal)], 'Thought: Confirm the match id belongs to Thorns vs Gotham before pulling events.\nCode:\n```py\nprint(get_match(match_id=4471902))\n```<end_code>'),
    c.tool('get_match', { match_id: 4471902 }, { match_id: 4471902, competition: 'NWSL', home: 'Portland Thorns', away: 'Gotham FC', date: '2025-05-10', score: '1-1', status: 'FT' }),
    c.llm(m, [user('Observation: Thorns 1-1 Gotham, FT')], 'Thought: Correct fixture, full time. Fetch the shot events.\nCode:\n```py\n' + code + '\n```<end_code>'),
    c.tool('fetch_match_events', { match_id: 4471902, types: ['shot'] }, null, { error: `HTTPError: 429 Too Many Requests — {"message":"Per-minute quota exceeded for key ****a91c","limit":30,"reset_in":${c.int(38, 55)},"request_id":"${c.hex(20)}"}` }),
    c.llm(m, [user('Observation: Error: 429 Too Many Requests, reset_in under a minute')], 'Thought: The per-minute quota is exhausted. Sleep until the window resets, then retry the same call once.\nCode:\n```py\nimport time\ntime.sleep(60)\n' + code + '\n```<end_code>'),
    c.wait(60) && c.tool('fetch_match_events', { match_id: 4471902, types: ['shot'] }, { match_id: 4471902, shots, provider: 'statsfeed', generated_at: c.now() }),
  ];
  const tot = {}; for (const s of shots) tot[s.team] = Number(((tot[s.team] || 0) + s.xg).toFixed(2));
  const best = shots.reduce((a, b) => (b.xg > a.xg ? b : a));
  kids.push(c.llm(m, [user('Observation: (7 shots)')], 'Thought: Sum xG by team and take the max-xG shot.\nCode:\n```py\nfrom collections import defaultdict\nt = defaultdict(float)\nfor s in events["shots"]:\n    t[s["team"]] += s["xg"]\nbest = max(events["shots"], key=lambda s: s["xg"])\nfinal_answer({"xg": dict(t), "best": best})\n```<end_code>'));
  return {
    goal,
    isolates: 'A stats API call is rejected once with a per-minute 429, the agent sleeps for the reset window, the retry returns shot data and xG totals are computed.',
    root: c.agent('CodeAgent.run', goal, `xG: Portland Thorns ${tot['Portland Thorns']}, Gotham FC ${tot['Gotham FC']}. Best chance: ${best.player} (${best.team}) in the ${best.minute}' at ${best.xg} xG — ${best.outcome.toLowerCase()}.`, kids),
  };
}

// ---------------------------------------------------------------- 05 data / Google ADK (BigQuery rateLimitExceeded x2)
function bq(c) {
  c.startAt('2025-11-03T07:10:00Z', 30);
  const goal = 'Refresh the daily_active_accounts table for yesterday (2025-11-02) in the analytics dataset and report the DAU number.';
  const sql = "MERGE analytics.daily_active_accounts T USING (SELECT DATE('2025-11-02') AS d, COUNT(DISTINCT account_id) AS dau FROM raw.events WHERE DATE(ts) = '2025-11-02') S ON T.d = S.d WHEN MATCHED THEN UPDATE SET dau = S.dau WHEN NOT MATCHED THEN INSERT (d, dau) VALUES (S.d, S.dau)";
  const rle = () => ({ status: 'DONE', errorResult: { reason: 'rateLimitExceeded', location: 'table.write', message: 'Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas' }, jobReference: { projectId: 'northwind-analytics', jobId: 'bqjob_r' + c.hex(16) + '_' + c.hex(12), location: 'US' }, creationTime: String(c.epochMs()) });
  const m = 'call_llm';
  const kids = [
    c.llm(m, [sys('You are data_ops_agent. Use run_bigquery_job for SQL.'), user(goal)], 'Running the MERGE for 2025-11-02.'),
    c.tool('execute_tool run_bigquery_job', { query: sql, use_legacy_sql: false }, rle(), { error: 'rateLimitExceeded: too many table update operations for this table' }),
    c.llm(m, [toolMsg('run_bigquery_job', '(rateLimitExceeded on table.write)')], 'Table-update quota hit, probably the hourly ingest writing to the same table. That quota refills within seconds, so I\'ll back off and retry.'),
    c.wait(15) && c.tool('execute_tool run_bigquery_job', { query: sql, use_legacy_sql: false }, rle(), { error: 'rateLimitExceeded: too many table update operations for this table' }),
    c.wait(45) && c.tool('execute_tool run_bigquery_job', { query: sql, use_legacy_sql: false }, { status: 'DONE', errorResult: null, numDmlAffectedRows: '1', totalBytesProcessed: String(c.int(2, 9) * 1e9 + c.int(0, 1e8)), jobReference: { projectId: 'northwind-analytics', jobId: 'bqjob_r' + c.hex(16) + '_' + c.hex(12), location: 'US' } }),
    c.tool('execute_tool run_bigquery_job', { query: "SELECT dau FROM analytics.daily_active_accounts WHERE d = '2025-11-02'", use_legacy_sql: false }, { status: 'DONE', rows: [{ dau: 48217 }], totalRows: '1' }),
    c.tool('execute_tool post_to_slack', { channel: '#metrics-daily', text: 'daily_active_accounts refreshed for 2025-11-02 — DAU 48,217' }, { ok: true, ts: `${c.epoch()}.${c.digits(6)}` }),
  ];
  return {
    goal,
    isolates: 'A MERGE job fails twice with the same BigQuery rateLimitExceeded (new job ids), succeeds after a longer backoff, and the DAU value is read back.',
    root: c.agent('agent_run [data_ops_agent]', goal, 'daily_active_accounts is refreshed for 2025-11-02: DAU = 48,217. The MERGE hit BigQuery\'s table-update rate limit twice and went through on the third try.', kids),
  };
}

// ---------------------------------------------------------------- 06 travel / Haystack agent (supplier 503 x2)
function hotelHold(c) {
  c.startAt('2025-02-12T18:00:00Z', 60);
  const goal = 'Hold 12 rooms at the Hotel Ambos Mundos Lisbon for the Brightline offsite, Apr 8–11, standard doubles, on our negotiated rate code BLX, and send me the hold reference.';
  const req = { hotel_code: 'LISAMB', check_in: '2025-04-08', check_out: '2025-04-11', rooms: 12, room_type: 'STD-DBL', rate_code: 'BLX', hold_until: '2025-02-26', group_name: 'Brightline Offsite' };
  const fail = () => `HTTP 503 from supplier gateway: {"code":"SUPPLIER_TIMEOUT","message":"Upstream property system did not respond within 8000 ms","correlation_id":"${c.uuid()}","retryable":true}`;
  const m = 'OpenAIChatGenerator (gpt-4o)';
  const kids = [
    c.llm(m, [sys('You are a travel desk agent for group bookings. Tools: check_group_availability, hold_group_rooms.'), user(goal)], 'Checking group availability at rate BLX first.'),
    c.tool('check_group_availability', { hotel_code: 'LISAMB', check_in: '2025-04-08', check_out: '2025-04-11', room_type: 'STD-DBL', rate_code: 'BLX' }, { available: 19, nightly_rate_eur: 142.0, rate_code: 'BLX', cancellation: 'free until 2025-03-25', quoted_at: c.now() }),
    c.tool('hold_group_rooms', req, fail(), { error: 'SUPPLIER_TIMEOUT (503)' }),
    c.wait(30) && c.tool('hold_group_rooms', req, fail(), { error: 'SUPPLIER_TIMEOUT (503)' }),
    c.llm(m, [toolMsg('hold_group_rooms', '(503 SUPPLIER_TIMEOUT, retryable)')], 'Two supplier timeouts, both flagged retryable, and availability was fine a minute ago. One more attempt after a longer pause before I escalate to the hotel directly.'),
    c.wait(90) && c.tool('hold_group_rooms', req, { status: 'HELD', hold_ref: 'GRP-LIS-' + c.digits(6), rooms: 12, nightly_rate_eur: 142.0, hold_until: '2025-02-26', supplier_conf: 'AMB' + c.digits(7) }),
  ];
  kids.push(c.tool('send_email', { to: 'events@brightline.example', subject: 'Room hold confirmed — Hotel Ambos Mundos, Apr 8–11', body_template: 'group_hold_confirmation', hold_ref: kids[5].output.hold_ref }, { accepted: true, id: '<' + c.hex(16) + '@mail.traveldesk.example>' }));
  return {
    goal,
    isolates: 'A group room hold fails twice with the same retryable supplier timeout (new correlation ids) and succeeds on the third try with a hold reference.',
    root: c.agent('Agent (group_travel_desk)', goal, `Done — 12 standard doubles are held at Hotel Ambos Mundos, Apr 8–11, at €142/night on rate BLX. Hold reference ${kids[5].output.hold_ref}, valid until Feb 26.`, kids),
  };
}

export const scenarios = [
  { build: porting },
  { build: drawings },
  { build: erx },
  { build: xg, jsonArgs: true },
  { build: bq },
  { build: hotelHold },
];
