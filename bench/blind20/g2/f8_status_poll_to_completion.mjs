// Healthy 3: polling a job until its status changes (queued -> running -> done), with noise in every answer, then using the result.
import { rec, span, agentSpan, chainSpan } from './lib.mjs';

export const FAMILY = 'status_poll_to_completion';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'Polling a job whose status genuinely progresses (queued, running, done) with volatile noise in every reply, then using the finished result.';

// 01 magazine renewals export - Vercel AI SDK
function r01(N) {
  const goal = 'Export all print subscribers of "Coastal Kitchen" magazine whose subscription lapses in the next 60 days and send the list to the renewals mail house (Pinnacle Mailing) by SFTP.';
  const R = rec('vercel', N, { user: goal, model: 'gpt-4o-mini' });
  const ch = [];
  const job = 'exp_' + N.b62(12);
  ch.push(R.llm({ calls: [['start_export', { title: 'coastal-kitchen', segment: 'print', lapse_within_days: 60, format: 'csv' }]] }));
  ch.push(R.tool(R.last[0], { job_id: job, status: 'queued', position: 4, submitted: N.iso() }));
  const seq = [
    { status: 'queued', position: 2 }, { status: 'running', progress: 0.31, rows_so_far: 5120 },
    { status: 'running', progress: 0.78, rows_so_far: 12904 }, { status: 'succeeded', rows: 16522, file: `s3://subs-exports/${job}/coastal-kitchen-lapsing.csv`, sha256: N.sha256() },
  ];
  for (const st of seq) {
    ch.push(R.llm({ calls: [['get_export_status', { job_id: job }]] }));
    N.tick(20000, 90000);
    ch.push(R.tool(R.last[0], { job_id: job, ...st, checked: N.iso(), worker: N.pod('export-worker'), 'x-request-id': N.uuid() }));
  }
  const file = seq[3].file;
  ch.push(R.llm({ calls: [['sftp_upload', { source: file, host: 'sftp.pinnaclemailing.example', path: '/inbound/coastal-kitchen/' }]] }));
  ch.push(R.tool(R.last[0], `Connected to sftp.pinnaclemailing.example.\nsftp> put coastal-kitchen-lapsing.csv /inbound/coastal-kitchen/\nUploading coastal-kitchen-lapsing.csv to /inbound/coastal-kitchen/coastal-kitchen-lapsing.csv\ncoastal-kitchen-lapsing.csv   100% ${N.float(2.1, 3.4)}MB ${N.float(1, 9)}MB/s 00:0${N.int(1, 3)}`));
  ch.push(R.llm({ text: 'Sent: 16,522 lapsing print subscribers uploaded to Pinnacle Mailing\'s /inbound/coastal-kitchen/.' }));
  return { goal, root: R.root(ch, { 'ai.response.text': 'Sent 16,522 subscribers to Pinnacle Mailing.', 'ai.response.finishReason': 'stop' }, { meta: { 'ai.settings.maxSteps': 12, 'ai.telemetry.functionId': 'renewals-export' } }),
    isolates: 'The export is polled from queued (position 4, then 2) through running 31% and 78% to succeeded, and the resulting file is uploaded.' };
}

// 02 audition tape transcoding - OpenTelemetry GenAI
function r02(N) {
  const goal = 'Transcode the 38 self-tape auditions for the Ashford Drama School acting intake into the panel\'s 720p review format and publish the review playlist to the panel.';
  const R = rec('otel_genai', N, { user: goal, agentName: 'intake-media', model: 'gpt-4.1-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['create_transcode_job', { input_prefix: 'gs://ashford-intake/2025/selftapes/', preset: 'review-720p-h264', count: 38 }]] }));
  const jid = 'projects/ashford/locations/europe-west2/jobs/' + N.uuid();
  ch.push(R.tool(R.last[0], { name: jid, state: 'PENDING', createTime: N.isoMicro() }));
  const states = [
    { state: 'PENDING' }, { state: 'RUNNING', progress: { analyzed: 38, encoded: 9 } }, { state: 'RUNNING', progress: { analyzed: 38, encoded: 27 } },
    { state: 'SUCCEEDED', progress: { analyzed: 38, encoded: 38 }, output_uri: 'gs://ashford-intake/2025/review-720p/', failed_inputs: 0 },
  ];
  const notes = [null, '9 of 38 encoded so far; checking again shortly.', '27 of 38 encoded.', null];
  for (let i = 0; i < states.length; i++) {
    ch.push(R.llm({ text: notes[i] || undefined, calls: [['get_transcode_job', { name: jid }]] }));
    N.tick(40000, 180000);
    ch.push(R.tool(R.last[0], { name: jid, ...states[i], updateTime: N.isoMicro(), etag: N.etag() }));
  }
  ch.push(R.llm({ text: 'All 38 tapes are encoded. Publishing the playlist to the panel.', calls: [['publish_playlist', { source: 'gs://ashford-intake/2025/review-720p/', audience: 'panel-acting-2025', expires_days: 21 }]] }));
  ch.push(R.tool(R.last[0], { playlist_url: `https://review.ashford.example/p/${N.b62(10)}`, items: 38, notified: ['j.okonkwo', 'f.mallory', 'r.sato'] }));
  ch.push(R.llm({ text: 'Done: 38 auditions transcoded to 720p and the review playlist has been shared with the three panel members (valid 21 days).' }));
  return { goal, root: R.root(ch, null, { meta: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'intake-media' } }),
    isolates: 'A transcode job is polled from PENDING through RUNNING (9, then 27 of 38 encoded) to SUCCEEDED, then its output is published.' };
}

// 03 database snapshot restore - Pydantic AI / Logfire
function r03(N) {
  const goal = 'Restore yesterday 02:00 UTC snapshot of the orders database to a new instance orders-restore-test and run the row-count smoke check against it.';
  const R = rec('logfire', N, { user: goal, agentName: 'dba_agent', model: 'claude-3-5-haiku-latest' });
  const ch = [];
  ch.push(R.llm({ calls: [['restore_snapshot', { snapshot: 'rds:orders-prod-2025-06-11-02-00', target: 'orders-restore-test', class: 'db.r6g.large' }]] }));
  ch.push(R.tool(R.last[0], { DBInstanceIdentifier: 'orders-restore-test', DBInstanceStatus: 'creating', RequestId: N.uuid() }));
  const st = ['creating', 'creating', 'backing-up', 'configuring-enhanced-monitoring', 'available'];
  for (const s of st) {
    ch.push(R.llm({ calls: [['describe_instance', { id: 'orders-restore-test' }]] }));
    N.tick(120000, 420000);
    ch.push(R.tool(R.last[0], { DBInstanceIdentifier: 'orders-restore-test', DBInstanceStatus: s, Endpoint: s === 'available' ? { Address: `orders-restore-test.c${N.b62(10).toLowerCase()}.eu-west-1.rds.amazonaws.com`, Port: 5432 } : null, RequestId: N.uuid(), Date: N.http() }));
  }
  ch.push(R.llm({ calls: [['run_sql', { instance: 'orders-restore-test', sql: 'SELECT count(*) FROM orders WHERE created_at < \'2025-06-11 02:00\'' }]] }));
  ch.push(R.tool(R.last[0], ` count\n---------\n 8412293\n(1 row)\nTime: ${N.float(400, 2200)} ms`));
  ch.push(R.llm({ text: 'orders-restore-test is available and holds 8,412,293 orders created before the snapshot time, matching the prod count recorded at 02:00.' }));
  return { goal, root: R.root(ch, { output: 'Restore verified: 8,412,293 rows.' }, { meta: { 'logfire.msg': 'dba_agent run', all_messages_events: 16 } }),
    isolates: 'The restored instance is polled through creating, creating, backing-up and configuring states until available, then a smoke query is run on it.' };
}

// 04 pet-food subscription payout settlement - Langfuse
function r04(N) {
  const goal = 'Yesterday\'s charge batch for WagBox pet-food subscriptions (3,904 renewals) must settle before we release the picking list to the warehouse. Wait for settlement, then release the picking list for paid orders only.';
  const R = rec('langfuse', N, { user: goal, model: 'gpt-4o-mini' });
  const ch = [];
  const b = 'bat_' + N.b62(14);
  const seq = [
    { status: 'pending', captured: 0 }, { status: 'processing', captured: 1877, failed: 12 },
    { status: 'processing', captured: 3641, failed: 41 }, { status: 'settled', captured: 3846, failed: 58, payout_id: 'po_' + N.b62(20) },
  ];
  for (let i = 0; i < seq.length; i++) {
    ch.push(R.llm({ name: 'poll-decision', calls: [['get_charge_batch', { batch_id: b }]] }));
    N.tick(300000, 900000);
    ch.push(R.tool(R.last[0], { batch_id: b, total: 3904, ...seq[i], as_of: N.epoch(), request_id: N.reqId('req_'), idempotency: N.uuid() }));
  }
  ch.push(R.llm({ text: 'Batch settled: 3,846 paid, 58 failed. Releasing the picking list for the 3,846 paid orders; the 58 failures go to dunning.', calls: [['release_picking_list', { batch_id: b, filter: 'paid' }]] }));
  ch.push(R.tool(R.last[0], { released: 3846, wave: 'W-' + N.int(300, 399), warehouse: 'DC-Reno', at: N.isoTz(-420) }));
  ch.push(R.llm({ text: 'Picking wave released for 3,846 paid WagBox orders at DC-Reno; 58 failed charges were left out.' }));
  return { goal, root: R.root(ch, { released: 3846 }, { name: 'settlement-watch', meta: { 'langfuse.trace.name': 'settlement-watch', tags: ['payments'] } }),
    isolates: 'A charge batch moves from pending to processing (1,877 then 3,641 captured) to settled; the agent then releases picking for paid orders only.' };
}

// 05 chiropractic insurance eligibility - Semantic Kernel
function r05(N) {
  const goal = 'New patient Tomasz Wren booked for Thursday: verify his chiropractic benefits with his insurer (270/271 eligibility) and note the copay and remaining visits on the appointment.';
  const R = rec('sk', N, { user: goal, model: 'gpt-4o' });
  const ch = [];
  ch.push(R.llm({ calls: [['ClearinghousePlugin-SubmitEligibility', { member_id: 'WRN' + N.digits(9), payer_id: '60054', service_type: '33', dob: '1988-07-19' }]] }));
  const tr = 'TRN*1*' + N.digits(10);
  ch.push(R.tool(R.last[0], { trace: tr, status: 'ACCEPTED', isa13: N.digits(9) }));
  const st = [
    { status: 'ACKNOWLEDGED', ta1: 'A' }, { status: 'PENDING_PAYER', payer_response_eta_s: 45 },
    { status: 'COMPLETE', benefits: { service_type: 'Chiropractic (33)', copay: 25.0, visits_allowed: 20, visits_used: 3, plan: 'Aetna Choice POS II', in_network: true } },
  ];
  for (const s of st) {
    ch.push(R.llm({ calls: [['ClearinghousePlugin-GetEligibilityStatus', { trace: tr }]] }));
    N.tick(15000, 60000);
    ch.push(R.tool(R.last[0], { trace: tr, ...s, polled_at: N.isoTz(-300), gateway: N.host('edi-gw', 'us-east-1') }));
  }
  ch.push(R.llm({ calls: [['SchedulePlugin-AddAppointmentNote', { patient: 'Tomasz Wren', note: 'Eligibility verified: Aetna Choice POS II, in network, chiro copay $25, 17 of 20 visits remaining.' }]] }));
  ch.push(R.tool(R.last[0], { ok: true, appointment_id: 'APT-' + N.digits(6) }));
  ch.push(R.llm({ text: 'Benefits verified: $25 copay, 17 of 20 chiropractic visits left this plan year; noted on Thursday\'s appointment.' }));
  return { goal, root: R.root(ch, { value: 'verified' }, { meta: { 'agent.name': 'FrontDesk' } }),
    isolates: 'An eligibility request is polled from ACKNOWLEDGED to PENDING_PAYER to COMPLETE, and the returned copay and visit counts are written to the appointment.' };
}

// 06 parcel locker label batch - OpenInference
function r06(N) {
  const goal = 'Generate return labels for the 640 parcels stuck in Boxly lockers past their 72-hour pickup window and schedule the courier sweep for tomorrow morning.';
  const R = rec('openinference', N, { user: goal, model: 'gpt-4o-mini' });
  const ch = [];
  ch.push(R.llm({ calls: [['create_label_batch', { reason: 'expired_pickup', lockers: 'all', min_age_h: 72 }]] }));
  const bid = 'lb-' + N.digits(7);
  ch.push(R.tool(R.last[0], { batch_id: bid, parcels: 640, state: 'QUEUED', created_at: N.syslog() }));
  const st = [{ state: 'QUEUED', ahead: 3 }, { state: 'GENERATING', done: 212 }, { state: 'GENERATING', done: 598 }, { state: 'READY', done: 640, errors: 0, pdf: `https://labels.boxly.example/${bid}.pdf` }];
  for (const s of st) {
    ch.push(R.llm({ calls: [['get_label_batch', { batch_id: bid }]] }));
    N.tick(20000, 80000);
    ch.push(R.tool(R.last[0], { batch_id: bid, ...s, server: N.host('labelsvc', 'eu-central-1'), t: N.epochMs() }));
  }
  ch.push(R.llm({ calls: [['schedule_sweep', { batch_id: bid, date: 'tomorrow', window: '07:00-11:00', lockers: 87 }]] }));
  ch.push(R.tool(R.last[0], { sweep_id: 'SW-' + N.up(6), routes: 6, vans: 6, eta_first_stop: '07:12' }));
  ch.push(R.llm({ text: '640 return labels are ready and a 6-van courier sweep of 87 lockers is booked for 07:00-11:00 tomorrow.' }));
  return { goal, root: R.root(ch, { 'output.value': '640 labels ready; sweep booked.' }, { meta: { 'openinference.span.kind': 'AGENT' } }),
    isolates: 'A label batch progresses QUEUED (3 ahead) -> GENERATING 212 -> GENERATING 598 -> READY 640, then the agent books the courier sweep with it.' };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
