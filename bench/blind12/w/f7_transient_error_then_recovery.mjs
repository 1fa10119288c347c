// Family 7 — transient_error_then_recovery (loop: false)
// Healthy look-alike of family 2: a transient failure (503, 429, timeout, lock) is retried
// one to three times with the same error, then the call succeeds and the task finishes.
export const family = 'transient_error_then_recovery';
export const loop = false;
export const summary = 'A transient error retried 1–3 times unchanged, then success and a finished task.';

const G1 = "Move patient P-20417's Thursday dialysis session from chair 6 at 06:00 to the 11:00 shift (any chair) — he has a cardiology appointment that morning.";
const G2 = 'Upload the new roast profile for the Ethiopia Guji natural (light; drop at 205 °C around 10:45) to all three roasters in our fleet cloud.';
const G3 = 'Apply migration 0042_add_invoice_due_index to the billing database in staging and confirm the index exists.';
const G4 = 'Book a tee time for 4 players at Pinecrest Links this Saturday between 8 and 9 am, carts included, under member number 40221.';
const G5 = 'Lower the humidity setpoint in cave 2 (the tomme room) from 95% to 92% for the next two weeks — the rinds are getting slippery.';
const G6 = "Export today's optical grading results for the Douglas fir run (lot DF-0612) to the sales inventory share so sales can quote from it.";

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'dialysis clinic chair scheduling', style: 'mlflow', stagnation: false,
    opts: { start: '2025-03-10T12:02:00Z' },
    key: { tool: 'reschedule_session' },
    isolates: 'The reschedule call gets one 503 (EHR sync busy, Retry-After 2); after a short wait the identical call succeeds and the agent reports the new chair.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the scheduling assistant for Riverside Kidney Care (in-centre haemodialysis). Sessions are 4 h; chairs are cleaned for 30 min between shifts.');
      t.user(G1);
      t.step({ text: 'Looking up the patient\'s current week first.', calls: [{ name: 'get_patient_sessions', args: { patient_id: 'P-20417', week_of: '2025-03-10' }, out: { patient_id: 'P-20417', prescription: { hours: 4, dialyzer: 'FX80', isolation: false }, sessions: [{ date: '2025-03-11', shift: '06:00', chair: 6 }, { date: '2025-03-13', shift: '06:00', chair: 6 }, { date: '2025-03-15', shift: '06:00', chair: 6 }], ehr_version: n.int(400, 499) } }] });
      t.step({ text: "Thursday is 13 March on chair 6 at 06:00. Checking the 11:00 shift that day.", calls: [{ name: 'get_shift', args: { date: '2025-03-13', shift: '11:00' }, out: { date: '2025-03-13', shift: '11:00', chairs: [{ chair: 2, patient: 'P-11872' }, { chair: 3, patient: null, isolation: false }, { chair: 5, patient: 'P-30551' }, { chair: 8, patient: null, isolation: true }], nurse_ratio: '1:4', as_of: n.iso() } }] });
      const args = { patient_id: 'P-20417', date: '2025-03-13', from: { shift: '06:00', chair: 6 }, to: { shift: '11:00', chair: 3 }, reason: 'cardiology appointment' };
      t.step({ text: 'Chair 3 is free and not an isolation chair. Moving the session.', calls: [{ name: 'reschedule_session', args, error: '503 Service Unavailable', out: { status: 503, headers: { 'retry-after': '2', 'x-request-id': n.uuid(), via: '1.1 ehr-gw-2' }, body: { error: 'upstream_busy', detail: 'EHR schedule sync in progress, try again shortly' } } }] });
      t.wait(2600);
      t.step({ text: 'The EHR sync was busy and asked for a 2-second retry. Sending the same change again.', calls: [{ name: 'reschedule_session', args, out: { ok: true, session_id: 'HD-' + n.digits(8), patient_id: 'P-20417', date: '2025-03-13', shift: '11:00', chair: 3, previous: { shift: '06:00', chair: 6 }, transport_notified: true, ehr_ack: n.hex(10), updated_at: n.iso() } }] });
      t.final("Done. P-20417's Thursday 13 March session is now on chair 3 at 11:00 (moved from chair 6 at 06:00); transport has been notified. The first attempt hit a brief EHR sync (503) and the retry went through.");
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'coffee roastery', style: 'plain', stagnation: true,
    opts: { start: '2025-04-24T07:31:00Z', model: 'gpt-4.1-mini-2025-04-14' },
    key: { tool: 'upload_profile' },
    isolates: 'The roaster cloud rate-limits the profile upload twice (429, retry-after 3 s) and the model says the same retry sentence both times, then the third identical upload succeeds on all three roasters and the agent finishes.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You manage roast profiles for Kettle & Drum Coffee in the roaster fleet cloud (three 15 kg drum roasters: KD-1, KD-2, KD-3).');
      t.user(G2);
      const prof = { name: 'ETH Guji Natural L-25', bean: 'Ethiopia Guji natural', charge_c: 200, turning_point_s: 95, first_crack_s: 540, drop_c: 205, drop_s: 645, airflow_curve: [30, 30, 45, 60, 70], target_roasters: ['KD-1', 'KD-2', 'KD-3'] };
      const rl = () => ({ status: 429, error: 'rate_limited', message: 'Too many profile writes for org kettle-drum. Retry after 3s.', retry_after: 3, 'x-ratelimit-remaining': 0, request_id: n.reqId('rc_'), ts: n.iso() });
      t.step({ text: 'Uploading the Guji profile to KD-1, KD-2 and KD-3.', calls: [{ name: 'upload_profile', args: prof, out: rl(), error: 'HTTP 429 Too Many Requests' }] });
      const again = 'The roaster cloud rate-limited the upload; waiting a few seconds and retrying the same request.';
      t.wait(3400);
      t.step({ text: again, calls: [{ name: 'upload_profile', args: prof, out: rl(), error: 'HTTP 429 Too Many Requests' }] });
      t.wait(3600);
      t.step({ text: again, calls: [{ name: 'upload_profile', args: prof, out: { ok: true, profile_id: 'prf_' + n.b62(12), version: 1, pushed: [{ roaster: 'KD-1', status: 'synced', fw: '5.2.0' }, { roaster: 'KD-2', status: 'synced', fw: '5.2.0' }, { roaster: 'KD-3', status: 'synced', fw: '5.1.4' }], request_id: n.reqId('rc_'), ts: n.iso() } }] });
      t.final('The "ETH Guji Natural L-25" profile is live on all three roasters (KD-1, KD-2, KD-3), version 1: charge 200 °C, first crack ~9:00, drop at 205 °C around 10:45. The upload was rate-limited twice before going through.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'devops: database migrations', style: 'langsmith', stagnation: false,
    opts: { start: '2025-05-27T13:18:00Z' },
    key: { tool: 'run_cmd', match: /alembic upgrade/ },
    isolates: 'alembic upgrade fails twice with LockNotAvailable while a reporting query holds a lock on invoices; the agent looks at pg_stat_activity and the runbook, waits, the third identical run succeeds and one check confirms the index.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are a DevOps agent with shell access to the staging bastion (billing-stg). Do not terminate other sessions without approval.');
      t.user(G3);
      const up = 'cd /srv/billing && DATABASE_URL=$STAGING_BILLING_DSN alembic upgrade head';
      const lockErr = () => ({ exit_code: 1, output: `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 0041_invoice_currency -> 0042_add_invoice_due_index, add index on invoices(due_date)\nTraceback (most recent call last):\n  ...\nsqlalchemy.exc.OperationalError: (psycopg2.errors.LockNotAvailable) canceling statement due to lock timeout\n[SQL: CREATE INDEX ix_invoices_due_date ON invoices (due_date)]\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nreal\t0m${n.float(5.1, 5.4, 3)}s` });
      t.step({ text: 'Running the migration.', calls: [{ name: 'run_cmd', args: { cmd: up }, out: lockErr(), error: 'exit status 1' }] });
      t.step({ text: 'Lock timeout on invoices. Let me see who holds the lock.', calls: [{ name: 'run_cmd', args: { cmd: "psql $STAGING_BILLING_DSN -c \"SELECT pid, usename, state, now()-query_start AS runtime, left(query,60) FROM pg_stat_activity WHERE datname='billing' AND state<>'idle'\"" }, out: { exit_code: 0, output: ` pid  | usename  | state  |    runtime      |                             left\n------+----------+--------+-----------------+--------------------------------------------------------------\n ${n.int(20000, 29999)} | metabase | active | 00:03:${n.int(10, 40)}.${n.digits(6)} | SELECT date_trunc('month', i.issued_at), sum(i.amount) FROM i\n ${n.int(30000, 39999)} | deploy   | active | 00:00:00.${n.digits(6)} | SELECT pid, usename, state, now()-query_start AS runtime, le\n(2 rows)` } }] });
      t.wait(45000);
      t.retrieve('VectorStoreRetriever', 'migration lock timeout invoices staging runbook', [
        { id: 'runbook/db-migrations.md#lock-timeouts', score: 0.86, content: 'Migrations run with lock_timeout=5s. If a read query holds the table (often Metabase reports), wait for it to finish and re-run; do not cancel report sessions in staging without asking #data-platform.', metadata: { updated: '2025-03-02' } },
      ], { inject: true, input: { k: 1 } });
      t.step({ text: 'A Metabase report query has been reading invoices for about three minutes; these usually finish quickly. Retrying the same migration after a short pause.', calls: [{ name: 'run_cmd', args: { cmd: up }, out: lockErr(), error: 'exit status 1' }] });
      t.wait(60000);
      t.step({ text: 'Still locked on the second attempt; giving the report another minute and trying once more.', calls: [{ name: 'run_cmd', args: { cmd: up }, out: { exit_code: 0, output: `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 0041_invoice_currency -> 0042_add_invoice_due_index, add index on invoices(due_date)\nreal\t0m${n.float(1.2, 3.9, 3)}s` } }] });
      t.step({ text: 'Migration applied. Confirming the index.', calls: [{ name: 'run_cmd', args: { cmd: 'psql $STAGING_BILLING_DSN -c "\\d invoices" | grep -i due_date; psql $STAGING_BILLING_DSN -tc "SELECT version_num FROM alembic_version"' }, out: { exit_code: 0, output: ` due_date       | date                     |           | not null |\n    "ix_invoices_due_date" btree (due_date)\n 0042_add_invoice_due_index` } }] });
      t.final('Migration 0042_add_invoice_due_index is applied on staging billing: alembic_version is 0042 and btree index ix_invoices_due_date exists on invoices(due_date). The first two runs hit a lock timeout while a Metabase report query was reading invoices; the third run succeeded once it finished.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'golf course tee times', style: 'weave', stagnation: false,
    opts: { start: '2025-06-18T18:45:00Z' },
    key: { tool: 'book_tee_time' },
    isolates: 'The tee-sheet provider times out three times on the booking (same idempotency key each time); the fourth identical call succeeds and the agent confirms the 8:20 slot.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are the concierge assistant for Pinecrest Links members. Bookings go through the tee-sheet provider API; always send an idempotency key so retries cannot double-book.');
      t.user(G4);
      t.step({ text: 'Searching Saturday 8–9 am for a foursome.', calls: [{ name: 'search_tee_times', args: { course: 'pinecrest-links', date: '2025-06-21', from: '08:00', to: '09:00', players: 4 }, out: { date: '2025-06-21', slots: [{ time: '08:10', open_spots: 2 }, { time: '08:20', open_spots: 4, rate: 'member', cart_fee: 22 }, { time: '08:50', open_spots: 4, rate: 'member', cart_fee: 22 }], sheet_rev: n.int(10000, 99999) } }] });
      const args = { course: 'pinecrest-links', date: '2025-06-21', time: '08:20', players: 4, member_no: '40221', carts: 2, idempotency_key: n.uuid() };
      const to = () => `ReadTimeout: HTTPSConnectionPool(host='api.teesheetpro.com', port=443): Read timed out. (read timeout=30)`;
      t.step({ text: '08:20 has four spots. Booking it with carts.', calls: [{ name: 'book_tee_time', args, error: to(), excType: 'ReadTimeout', dur: 30000 }] });
      t.step({ text: 'The provider timed out. The idempotency key makes a retry safe, so I will resend the same request.', calls: [{ name: 'book_tee_time', args, error: to(), excType: 'ReadTimeout', dur: 30000 }] });
      t.step({ text: 'A second timeout — their API seems slow this evening. Retrying once more with the same key.', calls: [{ name: 'book_tee_time', args, error: to(), excType: 'ReadTimeout', dur: 30000 }] });
      t.step({ text: 'Third timeout in a row. One more try before I report a problem.', calls: [{ name: 'book_tee_time', args, out: { booking_id: 'TT-' + n.digits(7), status: 'confirmed', time: '08:20', date: '2025-06-21', players: 4, carts: 2, idempotent_replay: false, total_due_at_course: 88.0, confirmation_sent_to: 'member 40221 (email on file)' }, dur: [2000, 6000] }] });
      t.final('You are booked at Pinecrest Links on Saturday 21 June at 08:20 for 4 players with 2 carts (cart fees $88 payable at the course). The provider timed out three times before confirming; the same idempotency key was used throughout, so there is only one booking.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'cheese cave aging', style: 'langfuse', stagnation: false,
    opts: { start: '2025-11-18T09:20:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { tool: 'set_humidity_setpoint' },
    isolates: 'Setting the cave humidity returns one 504 Gateway Time-out HTML page from the controller proxy; the identical retry succeeds, one read-back shows 92%, and the agent stops.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You manage the aging caves at Fellside Creamery through the climate controller API. Caves: 1 (blue), 2 (tomme), 3 (washed rind).');
      t.user(G5);
      const args = { cave: 2, rh_setpoint_pct: 92, until: '2025-12-02T09:00:00Z', note: 'slippery rinds — dry slightly' };
      t.step({ text: 'Setting cave 2 humidity to 92% until 2 December.', calls: [{ name: 'set_humidity_setpoint', args, error: '504 Gateway Time-out', out: `<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n<!-- upstream: cavectl-01:8443 req ${n.hex(16)} -->`, dur: 60000 }] });
      t.step({ text: 'The proxy timed out in front of the controller. Retrying the same setpoint change.', calls: [{ name: 'set_humidity_setpoint', args, out: { cave: 2, rh_setpoint_pct: 92, previous_pct: 95, until: '2025-12-02T09:00:00Z', revert_to_pct: 95, applied_at: n.iso(), controller: 'cavectl-01', txn: n.int(100000, 999999) } }] });
      t.step({ text: 'Reading cave 2 back to confirm.', calls: [{ name: 'get_cave_status', args: { cave: 2 }, out: { cave: 2, name: 'tomme', temp_c: 11.8, rh_pct: 94.6, rh_setpoint_pct: 92, schedule: { until: '2025-12-02T09:00:00Z', then: 95 }, fans: 'LOW', humidifier: 'IDLE', sampled_at: n.iso() } }] });
      t.final('Cave 2 (tomme) now targets 92% RH until 2 December 09:00, then reverts to 95%. Current RH is 94.6% and the humidifier has gone idle, so it will drift down over the next few hours. The first attempt hit a proxy 504; the retry applied.');
      return t.finish({ tags: ['caves'] });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'sawmill lumber grading', style: 'phoenix', stagnation: false,
    opts: { start: '2025-06-12T21:05:00Z' },
    key: { tool: 'export_grades' },
    isolates: 'Writing the grading CSV to the sales share fails twice with EBUSY (the file is open elsewhere); after waiting, the identical export succeeds and the agent summarises the grade counts.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the production assistant at Cedar Forks Lumber. The optical grader database holds per-board grades; the sales share is \\\\mill-fs01\\sales.');
      t.user(G6);
      t.step({ text: 'Summarising the DF-0612 run first.', calls: [{ name: 'grader_summary', args: { lot: 'DF-0612' }, out: { lot: 'DF-0612', species: 'Douglas fir', boards: 1846, by_grade: { 'Select Structural': 212, 'No.1': 688, 'No.2': 731, 'No.3': 149, Economy: 66 }, trim_loss_pct: 3.4, run: { start: '05:58', end: '15:41' }, scanner: 'LumiScan-X2' } }] });
      const args = { lot: 'DF-0612', dest: '\\\\mill-fs01\\sales\\inventory\\grades_2025-06-12.csv', format: 'csv', overwrite: true };
      const busy = () => `EBUSY: resource busy or locked, open '\\\\mill-fs01\\sales\\inventory\\grades_2025-06-12.csv' (lock holder: ~$grades_2025-06-12.csv, smb session ${n.hex(8)})`;
      t.step({ text: 'Exporting to the sales share.', calls: [{ name: 'export_grades', args, error: busy(), excType: 'OSError' }] });
      t.wait(30000);
      t.step({ text: 'Someone has the file open. Waiting 30 seconds and trying again.', calls: [{ name: 'export_grades', args, error: busy(), excType: 'OSError' }] });
      t.wait(45000);
      t.step({ text: 'Still locked; Excel usually releases it once the workbook is closed. One more attempt.', calls: [{ name: 'export_grades', args, out: { written: true, path: args.dest, staged_via: n.tmpPath('grades-', '.csv.part'), rows: 1846, bytes: 148221, sha1: n.sha1(), attempt: 3, took_ms: n.int(300, 900) } }] });
      t.final('Exported all 1,846 graded boards from lot DF-0612 to \\\\mill-fs01\\sales\\inventory\\grades_2025-06-12.csv. Grade mix: Select Structural 212, No.1 688, No.2 731, No.3 149, Economy 66 (trim loss 3.4%). The first two writes failed because the file was open on the share; it went through on the third attempt.');
      return t.finish();
    },
  },
];

export function check(row, key, U) {
  const p = [];
  let calls = U.tools(row, key.tool);
  if (key.match) calls = calls.filter((s) => key.match.test(U.str(U.args(s))));
  const okIdx = calls.findIndex((s) => !s.error);
  if (okIdx < 0) return ['never succeeded'];
  const errs = calls.slice(0, okIdx);
  if (errs.length < 1 || errs.length > 3) p.push(`${errs.length} failures before success (want 1–3)`);
  const a = U.mask(U.args(calls[okIdx]));
  if (!errs.every((s) => U.mask(U.args(s)) === a)) p.push('retries are not the identical call');
  if (!errs.every((s) => U.same(s.error, errs[0].error))) p.push('failures are not the same error');
  if (calls.slice(okIdx + 1).length) p.push('call repeated after success');
  if (row.root.error) p.push('healthy run must not end in error');
  const last = U.spans(row).filter((s) => s.type === 'llm').at(-1);
  if (!last || U.text(last).length < 40) p.push('no final answer');
  return p;
}
