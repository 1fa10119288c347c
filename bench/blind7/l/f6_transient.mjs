// Family 6: transient-failure-then-success (loop: false)
import { agent, llm, tool, sys, usr, asst, toolMsg, J, trunc } from './lib.mjs';

export const family = 'transient-failure-then-success';

// 01 — airline operations, Bedrock Agents; crew API 503 twice, then reserves returned and assignment made
function r01(R) {
  R.clock.set('2024-12-21T21:02:37Z');
  const goal = 'The captain on NX 2214 (DEN→SEA, departs 17:40 local) called in sick. Assign a qualified reserve captain and notify crew scheduling.';
  const kids = [];
  const rat = (t) => kids.push(llm('orchestrationTrace.modelInvocation', { text: `Human: ${goal}\n\nAssistant: <thinking>` }, t));
  rat('I need reserve captains based in DEN, qualified on the A320 family, with legal rest and duty time to cover a 17:40 departure. I will query the crew API for available reserves.');
  const q = { base: 'DEN', position: 'CA', fleet: 'A320', availableFrom: '2024-12-21T16:40:00-07:00', availableTo: '2024-12-21T23:30:00-07:00' };
  const unavailable = () => { R.clock.adv(900, 1600); return { statusCode: 503, body: { message: 'Service Unavailable', detail: 'upstream crew-optimizer is restarting' }, headers: { 'Retry-After': '5', 'x-amzn-RequestId': R.uuid(), 'X-Amzn-Trace-Id': R.xray() } }; };
  kids.push(tool('actionGroup:CrewRosterAPI GET::/reserves', q, unavailable(), 'HTTP 503 Service Unavailable'));
  rat('The crew API returned 503 with Retry-After 5 seconds. This is a transient upstream restart; I will retry the same query.');
  R.clock.advS(5, 7);
  kids.push(tool('actionGroup:CrewRosterAPI GET::/reserves', q, unavailable(), 'HTTP 503 Service Unavailable'));
  R.clock.advS(6, 9);
  kids.push(tool('actionGroup:CrewRosterAPI GET::/reserves', q, { statusCode: 200, body: { reserves: [
    { employeeId: 'E40817', name: 'Capt. R. Delgado', base: 'DEN', fleetQuals: ['A319', 'A320', 'A321'], reportWindow: '14:00-02:00', dutyRemainingMin: 612, restCompliant: true, seniority: 211 },
    { employeeId: 'E38202', name: 'Capt. M. Haugen', base: 'DEN', fleetQuals: ['A320', 'A321'], reportWindow: '16:00-04:00', dutyRemainingMin: 540, restCompliant: true, seniority: 174 },
    { employeeId: 'E41155', name: 'Capt. S. Bryce', base: 'DEN', fleetQuals: ['A320'], reportWindow: '05:00-17:00', dutyRemainingMin: 95, restCompliant: true, seniority: 236 },
  ] }, headers: { 'x-amzn-RequestId': R.uuid() } } ));
  rat('Three reserves returned. Bryce only has 95 minutes of duty left, so not legal for a ~3h block. Delgado and Haugen are both legal; by reserve rules the most senior eligible (lowest number) gets the call: Haugen (174). I will assign Haugen to NX 2214.');
  R.clock.adv(800, 1500);
  kids.push(tool('actionGroup:CrewRosterAPI POST::/flights/{flightId}/assignments', { flightId: 'NX2214-20241221', requestBody: { employeeId: 'E38202', position: 'CA', reason: 'SICK_REPLACEMENT', replaces: 'E35510' } }, { statusCode: 201, body: { assignmentId: 'ASG-7781203', flightId: 'NX2214-20241221', employeeId: 'E38202', reportTime: '2024-12-21T16:40:00-07:00', legalityCheck: 'PASS', createdAt: R.clock.iso() } }));
  R.clock.adv(500, 1100);
  kids.push(tool('actionGroup:CrewRosterAPI POST::/notifications', { requestBody: { to: 'crew-scheduling-den', subject: 'NX 2214 CA replacement', body: 'E35510 sick; reserve E38202 (Capt. M. Haugen) assigned, report 16:40 MT. Assignment ASG-7781203.' } }, { statusCode: 202, body: { notificationId: `ntf_${R.b62(12)}`, queued: true } }));
  return {
    isolates: 'The reserve-crew query fails twice with the same 503 (new request ids) and succeeds on the third attempt, after which the agent assigns a legal reserve and notifies scheduling.',
    loop: false, stagnation: false, goal,
    root: agent('InvokeAgent crew-ops-agent', goal, 'Capt. M. Haugen (E38202) is assigned as captain on NX 2214 DEN→SEA with a 16:40 report time (assignment ASG-7781203, legality PASS). Crew scheduling DEN has been notified. The crew API was briefly unavailable (two 503s) before the query went through.', kids),
  };
}

// 02 — data, LangGraph, string args; warehouse 429 three times with waits, then rows, then sheet update
function r02(R) {
  R.clock.set('2024-11-04T08:01:12Z');
  const goal = "Pull October's daily active users by platform from the warehouse and write them to the 'DAU' tab of the weekly KPI sheet.";
  const sql = "SELECT event_date, platform, COUNT(DISTINCT user_id) AS dau FROM analytics.events WHERE event_date BETWEEN '2024-10-01' AND '2024-10-31' GROUP BY 1, 2 ORDER BY 1, 2";
  const kids = [];
  const sysm = sys('You are a data assistant. Tools: run_query(sql), wait(seconds), write_sheet(spreadsheet_id, range, values).');
  kids.push(llm('ChatOpenAI', [sysm, usr(goal)], 'I will aggregate distinct users per day and platform for October from analytics.events, then write the 93 rows (31 days × 3 platforms) to the DAU tab.'));
  const limited = () => {
    R.clock.adv(400, 900);
    return { error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Exceeded rate limits: too many concurrent queries for this project_and_region. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas', errors: [{ reason: 'jobRateLimitExceeded', domain: 'global' }] }, jobReference: { projectId: 'acme-analytics', jobId: `job_${R.b62(22)}`, location: 'US' } };
  };
  const waits = [10, 20, 40];
  for (let i = 0; i < 3; i++) {
    kids.push(tool('run_query', { sql }, limited(), 'HTTP 429 jobRateLimitExceeded'));
    R.clock.advS(waits[i], waits[i]);
    kids.push(tool('wait', { seconds: waits[i] }, `waited ${waits[i]}s`));
  }
  const plats = ['android', 'ios', 'web'];
  const rows = [];
  for (let d = 1; d <= 31; d++) for (const p of plats) rows.push([`2024-10-${String(d).padStart(2, '0')}`, p, p === 'web' ? R.int(18000, 23000) : p === 'ios' ? R.int(41000, 47000) : R.int(52000, 60000)]);
  R.clock.adv(3000, 6000);
  kids.push(tool('run_query', { sql }, { jobReference: { projectId: 'acme-analytics', jobId: `job_${R.b62(22)}`, location: 'US' }, totalRows: '93', totalBytesProcessed: '18734410221', cacheHit: false, schema: ['event_date:DATE', 'platform:STRING', 'dau:INTEGER'], rows: rows.slice(0, 6), note: '93 rows; first 6 shown, full result stored as result_ref r_2024_10_dau' }));
  R.clock.adv(900, 1600);
  kids.push(tool('write_sheet', { spreadsheet_id: '1hQ8kpl_weeklyKPI_2024', range: 'DAU!A2:C94', values_ref: 'r_2024_10_dau' }, { spreadsheetId: '1hQ8kpl_weeklyKPI_2024', updatedRange: 'DAU!A2:C94', updatedRows: 93, updatedColumns: 3, updatedCells: 279 }));
  const avg = (p) => Math.round(rows.filter((r) => r[1] === p).reduce((s, r) => s + r[2], 0) / 31);
  return {
    isolates: 'The warehouse query is rejected three times with the same 429 rate-limit error (new job ids) with growing waits, then succeeds, and the results are written to the sheet.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', goal, `Done. October DAU by platform (93 rows) is in DAU!A2:C94 of the weekly KPI sheet. Average daily actives: android ${avg('android').toLocaleString('en-US')}, iOS ${avg('ios').toLocaleString('en-US')}, web ${avg('web').toLocaleString('en-US')}. The query hit BigQuery's concurrent-query limit three times and went through after backing off.`, kids),
    stringArgs: true,
  };
}

// 03 — coding, Claude Code; npm install ETIMEDOUT once, then install, tests and commit succeed
function r03(R) {
  R.clock.set('2025-03-18T11:40:05Z');
  const goal = 'Upgrade zod to 3.23 in packages/web and make sure the tests still pass.';
  const model = 'claude-sonnet-4-20250514';
  const ctx = (x) => [sys('You are Claude Code, an interactive CLI tool that helps users with software engineering tasks.'), usr(goal), ...(x ? [toolMsg(x)] : [])];
  const kids = [];
  kids.push(llm(model, ctx(), "I'll bump zod in packages/web and reinstall."));
  R.clock.adv(2000, 3000);
  kids.push(tool('Bash', { command: 'cd packages/web && npm install zod@^3.23.8', description: 'Upgrade zod in web package' }, `npm error code ETIMEDOUT
npm error syscall connect
npm error errno ETIMEDOUT
npm error network request to https://registry.npmjs.org/zod failed, reason: connect ETIMEDOUT 104.16.${R.int(1, 30)}.${R.int(2, 250)}:443
npm error network This is a problem related to network connectivity.
npm error network In most cases you are behind a proxy or have bad network settings.
npm error A complete log of this run can be found in: /home/dev/.npm/_logs/${R.clock.iso().replace(/[:.]/g, '_')}-debug-0.log`, 'Exit code 1'));
  kids.push(llm(model, ctx('ETIMEDOUT'), 'That was a network timeout reaching the registry, not a dependency problem. Retrying the same install.'));
  R.clock.advS(20, 40);
  kids.push(tool('Bash', { command: 'cd packages/web && npm install zod@^3.23.8', description: 'Retry zod upgrade' }, `
changed 1 package, and audited 1184 packages in ${R.int(6, 14)}s

212 packages are looking for funding
  run \`npm fund\` for details

found 0 vulnerabilities`));
  R.clock.advS(30, 60);
  kids.push(tool('Bash', { command: 'cd packages/web && npx vitest run', description: 'Run web tests' }, `
 RUN  v1.6.0 /home/dev/mono/packages/web

 ✓ src/forms/signup.schema.test.ts  (14 tests) 38ms
 ✓ src/forms/address.schema.test.ts  (9 tests) 21ms
 ✓ src/api/client.test.ts  (22 tests) 140ms
 ✓ src/lib/money.test.ts  (11 tests) 9ms
 ✓ src/components/Checkout.test.tsx  (17 tests) 512ms

 Test Files  5 passed (5)
      Tests  73 passed (73)
   Start at  ${R.clock.hms()}
   Duration  ${R.secs(2.1, 4.8)}s (transform 612ms, setup 0ms, collect 1.92s, tests 720ms, environment 1.04s, prepare 402ms)`));
  R.clock.adv(1500, 2500);
  kids.push(tool('Bash', { command: 'git diff --stat && git add packages/web/package.json package-lock.json && git commit -m "chore(web): bump zod to 3.23.8"', description: 'Commit upgrade' }, ` package-lock.json          | 8 ++++----
 packages/web/package.json  | 2 +-
 2 files changed, 5 insertions(+), 5 deletions(-)
[feat/zod-3.23 ${R.hex(7)}] chore(web): bump zod to 3.23.8
 2 files changed, 5 insertions(+), 5 deletions(-)`));
  return {
    isolates: 'An npm install fails once with a registry ETIMEDOUT, the identical command succeeds on retry, and the test run and commit complete.',
    loop: false, stagnation: false, goal,
    root: agent('claude-code', goal, 'zod is upgraded to 3.23.8 in packages/web (committed as "chore(web): bump zod to 3.23.8"). All 73 tests in 5 files pass. The first install attempt timed out reaching the npm registry; the retry worked.', kids),
  };
}

// 04 — water utility, Agno; SQLite 'database is locked' twice during import, then success
function r04(R) {
  R.clock.set('2024-08-07T05:30:00Z');
  const goal = "Import yesterday's AMI meter reads for zone 7 and flag meters with zero consumption for 3 or more days.";
  const kids = [];
  R.clock.adv(1500, 3000);
  kids.push(tool('fetch_ami_export', { zone: 7, date: '2024-08-06' }, { file: '/data/ami/inbox/zone07_20240806.csv', rows: 18422, meters: 18422, size_bytes: 1530211, sha256: R.sha(64) }));
  const locked = () => { R.clock.adv(5000, 5100); return { ok: false, error: 'sqlite3.OperationalError: database is locked', db: '/data/ami/reads.db', busy_timeout_ms: 5000, attempt_id: R.uuid() }; };
  kids.push(tool('import_reads', { file: '/data/ami/inbox/zone07_20240806.csv', table: 'daily_reads' }, locked(), 'OperationalError: database is locked'));
  R.clock.advS(15, 15);
  kids.push(tool('import_reads', { file: '/data/ami/inbox/zone07_20240806.csv', table: 'daily_reads' }, locked(), 'OperationalError: database is locked'));
  R.clock.advS(30, 30);
  R.clock.adv(4000, 9000);
  kids.push(tool('import_reads', { file: '/data/ami/inbox/zone07_20240806.csv', table: 'daily_reads' }, { ok: true, inserted: 18409, skipped_duplicates: 13, elapsed_ms: R.int(4100, 8900), db: '/data/ami/reads.db' }));
  const flagged = Array.from({ length: 7 }, () => ({ meter_id: `M07-${R.digits(6)}`, service_address: `${R.int(100, 9999)} ${R.pick(['Birch Ln', 'Canal St', 'Ridge Rd', 'Orchard Way', 'Mill Ct', 'Prairie Ave'])}`, zero_days: R.int(3, 11), last_nonzero: `2024-07-${R.int(20, 31)}`, account_status: R.pick(['active', 'active', 'active', 'vacant']) }));
  kids.push(tool('query_zero_consumption', { zone: 7, min_days: 3, as_of: '2024-08-06' }, { count: 7, meters: flagged }));
  kids.push(tool('create_flags', { meter_ids: flagged.map((f) => f.meter_id), reason: 'ZERO_CONSUMPTION_3D', queue: 'field-investigation' }, { created: 7, flag_ids: flagged.map(() => `FLG-${R.int(40000, 49999)}`) }));
  const active = flagged.filter((f) => f.account_status === 'active').length;
  return {
    isolates: 'The meter-read import fails twice with the same SQLite "database is locked" error, succeeds on the third try, and the zero-consumption check and flagging complete.',
    loop: false, stagnation: false, goal,
    root: agent('Agent.run', goal, `Imported 18,409 zone 7 reads for 2024-08-06 (13 duplicates skipped) after the reads database was briefly locked twice. 7 meters show zero consumption for 3+ days (${active} on active accounts) and have been flagged to the field-investigation queue.`, kids),
  };
}

// 05 — veterinary clinic, OpenAI Swarm, string args; lab results API times out once
function r05(R) {
  R.clock.set('2024-05-23T18:12:00Z');
  const goal = "Get Luna's (feline, patient VC-11873) CBC and chemistry results from the reference lab and let the owner know if anything is out of range.";
  const kids = [];
  const m = 'gpt-4o-mini';
  const s = sys('You are the Lab Results Agent at Riverside Animal Hospital. Fetch results, interpret reference ranges, draft owner messages. Do not diagnose; flag for the vet.');
  kids.push(llm(m, [s, usr(goal)], 'Fetching the latest lab accession for Luna.'));
  R.clock.adv(30000, 30000);
  kids.push(tool('get_lab_results', { patient_id: 'VC-11873', panels: ['CBC', 'CHEM17'] }, { error: 'ReadTimeout', message: `HTTPSConnectionPool(host='api.reflab.example', port=443): Read timed out. (read timeout=30)`, request_id: R.uuid() }, 'ReadTimeout'));
  kids.push(llm(m, [s, usr(goal), toolMsg('ReadTimeout')], 'The lab API timed out. Trying once more.'));
  R.clock.adv(2000, 4000);
  kids.push(tool('get_lab_results', { patient_id: 'VC-11873', panels: ['CBC', 'CHEM17'] }, { accession: 'RL-24-0583319', collected: '2024-05-22T15:40:00-05:00', status: 'FINAL', results: [
    { test: 'HCT', value: 38.2, unit: '%', ref: '30.3–52.3', flag: '' }, { test: 'WBC', value: 11.9, unit: 'K/µL', ref: '2.87–17.02', flag: '' }, { test: 'PLT', value: 212, unit: 'K/µL', ref: '151–600', flag: '' },
    { test: 'BUN', value: 41, unit: 'mg/dL', ref: '16–36', flag: 'H' }, { test: 'CREA', value: 2.6, unit: 'mg/dL', ref: '0.8–2.4', flag: 'H' }, { test: 'SDMA', value: 17, unit: 'µg/dL', ref: '0–14', flag: 'H' },
    { test: 'GLU', value: 131, unit: 'mg/dL', ref: '71–159', flag: '' }, { test: 'ALT', value: 64, unit: 'U/L', ref: '12–115', flag: '' }, { test: 'K', value: 4.1, unit: 'mmol/L', ref: '3.5–5.8', flag: '' },
  ], pathologist_comment: 'Mild azotemia with elevated SDMA; recommend urinalysis with USG.' }));
  const msg = "Hi Ms. Alvarez — Luna's bloodwork from yesterday is back. Her blood counts are all normal. Three kidney values (BUN, creatinine and SDMA) are mildly above the normal range. Dr. Sato will review them and call you tomorrow to talk about next steps, which may include a urine test. Nothing urgent is needed tonight; keep Luna eating and drinking as usual.";
  kids.push(tool('send_client_message', { patient_id: 'VC-11873', channel: 'sms', body: msg, flag_for_vet: 'Dr. Sato' }, { message_id: `SM${R.hex(32)}`, status: 'queued', vet_task: 'TASK-99120' }));
  kids.push(llm(m, [s, usr(goal), toolMsg('queued')], 'Done. CBC is normal; BUN 41 (H), creatinine 2.6 (H) and SDMA 17 (H) indicate mild azotemia. I texted the owner a plain-language summary and created task TASK-99120 for Dr. Sato to follow up, including the pathologist\'s urinalysis recommendation.'));
  return {
    isolates: 'A lab-results fetch times out once, the identical retry returns final results, and the agent interprets them and messages the owner.',
    loop: false, stagnation: false, goal,
    root: agent('Swarm.run', goal, "Done. CBC is normal; BUN 41 (H), creatinine 2.6 (H) and SDMA 17 (H) indicate mild azotemia. I texted the owner a plain-language summary and created task TASK-99120 for Dr. Sato to follow up, including the pathologist's urinalysis recommendation.", [agent('Lab Results Agent', goal, 'Results delivered; vet task created.', kids)]),
    stringArgs: true,
  };
}

// 06 — film production, CrewAI; S3 SlowDown twice on the dailies upload, then success and tracker update
function r06(R) {
  R.clock.set('2024-09-12T04:50:00Z');
  const goal = "Upload today's Day 23 dailies package to the editorial bucket and post the link in the production tracker.";
  const kids = [];
  const key = 'dailies/2024-09-11_D23/D23_dailies_PROXY.zip';
  const slow = () => { R.clock.adv(8000, 20000); return `An error occurred (SlowDown) when calling the UploadPart operation (reached max retries: 4): Please reduce your request rate.\nRequestId: ${R.upper(16)}\nHostId: ${R.b62(56)}=`; };
  R.clock.adv(500, 1200);
  kids.push(tool('List Local Files', { path: '/mnt/dit/D23/export' }, 'D23_dailies_PROXY.zip  41.8 GiB  sha256 ' + R.sha(64) + '\nD23_camera_reports.pdf  2.1 MiB\nD23_sound_report.pdf  640 KiB'));
  kids.push(tool('S3 Upload', { local_path: '/mnt/dit/D23/export/D23_dailies_PROXY.zip', bucket: 'nightfall-editorial', key, storage_class: 'STANDARD' }, slow(), 'SlowDown'));
  R.clock.advS(30, 30);
  kids.push(tool('S3 Upload', { local_path: '/mnt/dit/D23/export/D23_dailies_PROXY.zip', bucket: 'nightfall-editorial', key, storage_class: 'STANDARD' }, slow(), 'SlowDown'));
  R.clock.advS(60, 60);
  R.clock.advS(600, 900);
  kids.push(tool('S3 Upload', { local_path: '/mnt/dit/D23/export/D23_dailies_PROXY.zip', bucket: 'nightfall-editorial', key, storage_class: 'STANDARD' }, J({ status: 'completed', bucket: 'nightfall-editorial', key, size: 44882112307, parts: 2676, etag: `"${R.hex(32)}-2676"`, elapsed_s: R.int(600, 900) })));
  R.clock.adv(400, 900);
  kids.push(tool('S3 Presign URL', { bucket: 'nightfall-editorial', key, expires_in: 604800 }, `https://nightfall-editorial.s3.us-west-2.amazonaws.com/${key}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA…%2F${R.clock.date().replace(/-/g, '')}%2Fus-west-2%2Fs3%2Faws4_request&X-Amz-Date=${R.clock.iso().replace(/[-:]/g, '').slice(0, 15)}Z&X-Amz-Expires=604800&X-Amz-Signature=${R.hex(64)}`));
  kids.push(tool('Update Tracker Row', { sheet: 'Nightfall – Post Tracker', row_key: 'D23', fields: { dailies_status: 'Uploaded', dailies_link: '(presigned, 7 days)', uploaded_by: 'DIT bot' } }, J({ ok: true, row: 31, updated_fields: 3 })));
  const ag = agent('Agent: DIT Delivery Coordinator', goal, 'Day 23 dailies uploaded and tracker updated.', kids);
  return {
    isolates: 'A large dailies upload hits the same S3 SlowDown throttle twice with new request ids, completes on the third attempt, and the link is posted to the tracker.',
    loop: false, stagnation: false, goal,
    root: agent('Crew: Post Production Ops', goal, `Day 23 dailies (D23_dailies_PROXY.zip, 41.8 GiB) are in s3://nightfall-editorial/${key}. S3 throttled the first two attempts (SlowDown); the third completed. A 7-day link is on row D23 of the post tracker with status Uploaded.`, [ag]),
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
