// Family 8 (healthy look-alike of family 4): a transient failure (rate limit, timeout, 503,
// lock) with the same error text is retried one to three times, then succeeds and the task
// is finished.
import { run } from './lib.mjs';

export const family = 'transient_retry_then_success';
export const loop = false;
export const stagnation = false;
export const summary = 'Same call fails 1-3 times with an identical transient error, then succeeds; the agent completes the task.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', start: '2024-03-18T15:40:12Z', domain: 'telecom number porting', style: 'plain',
    isolates: 'A port-in submission gets HTTP 429 twice with identical bodies (only rate-limit headers and ids move), succeeds on the third try, and the agent confirms the FOC date.',
    goal: 'Port the customer\'s number +1 (614) 555-0172 from Verizon into our network for account 5521-0087 and tell them the firm order commitment (FOC) date.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'porting-desk-agent', model: 'gpt-4o-mini-2024-07-18', task: goal,
        system: 'You handle number port-ins for Brightwave Mobile via the porting gateway. Tools: submit_port_request, get_port_status.',
        tools: ['submit_port_request', 'get_port_status'],
      });
      const args = { account: '5521-0087', tn: '+16145550172', losing_carrier: 'VERIZON', losing_account: '4420119875-00001', pin: '****', zip: '43215' };
      const rl = (c) => ({ status: 429, headers: { 'retry-after': '2', 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(c.epoch() + 2), 'x-request-id': c.uuid(), date: c.http() }, body: { error: 'rate_limited', message: 'Too many port requests for this partner. Retry later.' } });
      r.step('Submitting the port-in request.', [{ name: 'submit_port_request', args, out: rl, err: () => 'HTTP 429 Too Many Requests' }]);
      ctx.wait(2000);
      r.step('The gateway is rate-limiting us (429, Retry-After 2s). That is transient; after waiting 2 seconds I will resubmit the identical request.', [{ name: 'submit_port_request', args, out: rl, err: () => 'HTTP 429 Too Many Requests' }]);
      ctx.wait(4000);
      r.step('Still throttled, presumably because the partner-wide window had not rolled over yet. x-ratelimit-reset has now passed, so one more try should go through.', [
        { name: 'submit_port_request', args, out: (c) => ({ status: 201, headers: { 'x-request-id': c.uuid(), location: `/v2/ports/PO-${c.digits(9)}`, date: c.http() }, body: { port_order: 'PO-' + c.digits(9), state: 'SUBMITTED', losing_carrier: 'VERIZON' } }) },
      ]);
      r.step('Accepted. Checking the status for the FOC date.', [
        { name: 'get_port_status', args: { tn: '+16145550172' }, out: (c) => ({ state: 'FOC_RECEIVED', foc: '2024-03-21T14:00:00-04:00', npac_sv: 'SV' + c.digits(10), updated: c.iso() }) },
      ]);
      r.final('The port-in for +1 (614) 555-0172 was accepted after two short rate-limit retries. Verizon returned an FOC of 21 March at 2:00 PM Eastern, and the number will move to our network then.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', start: '2024-03-05T17:12:44Z', domain: 'car dealership (OEM incentives for a deal)', style: 'smolagents',
    isolates: 'An OEM incentives lookup hits one 503 "service temporarily unavailable", works on the immediate retry, and the agent finishes the deal worksheet.',
    goal: 'Build the payment worksheet for deal D-88231: 2024 Kia Telluride EX AWD, MSRP $44,315, customer in ZIP 55112, 60-month finance. Include all current OEM incentives.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', { task: goal, maxSteps: 8, model: 'openai/gpt-4o-mini', tools: ['get_oem_incentives', 'calc_payment', 'final_answer'] });
      const a = { make: 'Kia', model: 'Telluride', trim: 'EX AWD', year: 2024, zip: '55112', deal_type: 'finance' };
      r.step('I need the current incentives for this vehicle and region.', [
        { name: 'get_oem_incentives', args: a, err: (c) => `HTTPError: 503 Server Error: Service Temporarily Unavailable for url: https://incentives.oemdata.example/v3/programs?zip=55112 (x-amzn-RequestId: ${c.uuid()})` },
      ]);
      r.step('A 503 from the incentives service is usually a momentary backend blip rather than a problem with the query, so retrying the same lookup once is reasonable.', [
        { name: 'get_oem_incentives', args: a, out: (c) => ({ programs: [{ id: 'KMA-24-TEL-FIN', type: 'APR', apr: 3.9, term: 60 }, { id: 'KMA-24-TEL-BONUS', type: 'cash', amount: 1000, stackable_with_apr: true }], region: 'Central', valid_through: '2024-04-01', program_version: c.int(100, 199), cache: 'MISS' }) },
      ]);
      r.step('There is 3.9% APR for 60 months plus $1,000 bonus cash that stacks with it. Computing the payment on $43,315 before tax and fees.', [
        { name: 'calc_payment', args: { price: 44315, rebates: 1000, apr: 3.9, term_months: 60, tax_rate: 0.07375, fees: 1120, down: 0 }, out: { amount_financed: 47629.48, monthly_payment: 875.02, total_interest: 4871.82 } },
      ]);
      r.final('Deal D-88231 worksheet: MSRP $44,315 minus $1,000 Kia bonus cash (KMA-24-TEL-BONUS), financed at 3.9% for 60 months (KMA-24-TEL-FIN). Amount financed including 7.375% tax and $1,120 fees is $47,629.48, for a payment of $875.02/month and $4,871.82 total interest.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'online courses LMS (gradebook export)', style: 'adk',
    isolates: 'A gradebook export times out twice with the same DeadlineExceeded message during the LMS nightly job, succeeds on the third call, and the agent reports the at-risk students.',
    goal: 'Export the gradebook for PSYC-101 (all sections) and list students below 60% at midterm so advisors can reach out this week.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'advising_agent', app: 'student_success', model: 'gemini-2.0-flash', task: goal,
        system: 'You support academic advisors. Tools: export_gradebook (Canvas), and you summarize results for advisors.',
        tools: ['export_gradebook'],
      });
      const a = { course: 'PSYC-101', sections: 'all', columns: ['midterm_total_pct'] };
      const to = () => 'DeadlineExceeded: export job did not finish within 30s';
      r.step('Requesting the gradebook export.', [{ name: 'export_gradebook', args: a, err: to, out: (c) => ({ error: 'DeadlineExceeded', job_id: 'exp_' + c.hex(10), progress: c.int(40, 80) }) }]);
      r.step('The export timed out at partial progress; large courses often exceed 30 s while the nightly sync runs. Trying again.', [{ name: 'export_gradebook', args: a, err: to, out: (c) => ({ error: 'DeadlineExceeded', job_id: 'exp_' + c.hex(10), progress: c.int(70, 95) }) }]);
      r.step('Second timeout, but it got further (the cache is warming). One more attempt before I would fall back to per-section exports.', [
        { name: 'export_gradebook', args: a, out: (c) => ({ job_id: 'exp_' + c.hex(10), rows: 412, below_60: [{ student: 'A. Morales', section: '002', midterm_total_pct: 54.5 }, { student: 'D. Kim', section: '001', midterm_total_pct: 48.0 }, { student: 'R. Oyelaran', section: '004', midterm_total_pct: 59.2 }, { student: 'T. Becker', section: '002', midterm_total_pct: 41.7 }], generated_at: c.iso() }) },
      ]);
      r.final('PSYC-101 export done (412 students). Four are below 60% at midterm: T. Becker (41.7%, sec 002), D. Kim (48.0%, sec 001), A. Morales (54.5%, sec 002) and R. Oyelaran (59.2%, sec 004).');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'mining geology QA/QC (coding, DVC data pull)', style: 'swe',
    isolates: 'dvc pull fails once with a read timeout, succeeds when rerun, and the agent adds the interval check, runs the tests green and submits.',
    goal: 'The assay QA/QC script (qaqc/check_intervals.py) must reject intervals where from_m >= to_m. Add the check and a test using the real Kestrel sample file.',
    build(ctx, goal) {
      const r = run(ctx, 'swe', { repo: 'kestrel-geo/qaqc', cwd: '/repo', task: goal, instanceId: 'kestrel-geo__qaqc-58' });
      r.step('I need the sample data for the test first.', [
        { name: 'bash', args: { command: 'dvc pull data/samples/kestrel_assays_2023.csv.dvc' }, err: () => 'exit status 1', out: (c) => `ERROR: failed to pull data from the cloud - Read timed out. (read timeout=60)\n  remote: s3://kestrel-dvc-store (endpoint ${c.pick(['s3.ca-central-1', 's3-ca-central-1'])}.amazonaws.com), ${c.int(0, 3)} of 1 file transferred` },
      ]);
      r.step('A read timeout from S3 is transient; the same pull should succeed on a rerun.', [
        { name: 'bash', args: { command: 'dvc pull data/samples/kestrel_assays_2023.csv.dvc' }, out: (c) => `A       data/samples/kestrel_assays_2023.csv\n1 file added and 1 file fetched (${c.float(3, 9, 1)} MB in ${c.float(1.2, 6, 1)}s)` },
      ]);
      r.step('Data is present. Now adding the interval check to check_intervals.py.', [
        { name: 'edit', args: { command: 'edit 31:31\n    bad = df[df["from_m"] >= df["to_m"]]\n    for _, row in bad.iterrows():\n        errors.append(f"{row.hole_id}: from_m {row.from_m} >= to_m {row.to_m}")\nend_of_edit' }, out: '[File: /repo/qaqc/check_intervals.py (58 lines total)]\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.' },
      ]);
      r.step('Adding a regression test that injects an inverted interval into the real sample and expects it to be flagged, then running the suite.', [
        { name: 'bash', args: { command: 'cat > tests/test_inverted_interval.py <<\'EOF\'\nfrom qaqc.check_intervals import check\nimport pandas as pd\n\ndef test_inverted_interval_flagged():\n    df = pd.read_csv("data/samples/kestrel_assays_2023.csv")\n    df.loc[0, ["from_m", "to_m"]] = [12.0, 10.5]\n    assert any("from_m 12.0 >= to_m 10.5" in e for e in check(df))\nEOF\npython -m pytest -q' }, out: (c) => `..........                                                               [100%]\n10 passed in ${c.float(1.1, 3.5, 2)}s` },
      ]);
      r.step('All 10 tests pass, including the new one. Submitting.', [{ name: 'submit', args: { command: 'submit' }, out: 'diff --git a/qaqc/check_intervals.py b/qaqc/check_intervals.py\n+    bad = df[df["from_m"] >= df["to_m"]]\n...\ndiff --git a/tests/test_inverted_interval.py b/tests/test_inverted_interval.py\nnew file mode 100644' }]);
      return r.end({ output: { exit_status: 'submitted', submission: 'diff --git a/qaqc/check_intervals.py ...' } });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', domain: 'food delivery dispatch', style: 'n8n',
    isolates: 'Assigning a courier hits a Postgres row-lock error once (the same order is being touched by the batcher), succeeds on the retry, and the courier is notified.',
    goal: 'Order #DL-40918 (Thai Basil, pickup 18:25) has no courier. Assign the nearest available courier and text them the pickup details.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini', memory: 'Window Buffer Memory',
        system: 'You are the dispatch assistant for DashLocal. Tools: "Nearby Couriers" (HTTP), "Assign Courier" (Postgres), "Send SMS" (Twilio).',
      });
      const assign = { name: 'Assign_Courier', node: 'Assign Courier', nodeType: 'n8n-nodes-base.postgresTool', args: { query: "UPDATE courier_assignments SET courier_id = 'C-2291', assigned_at = now() WHERE order_id = 'DL-40918' AND courier_id IS NULL RETURNING order_id, courier_id, assigned_at" } };
      r.step('Finding available couriers near the restaurant.', [
        { name: 'Nearby_Couriers', node: 'Nearby Couriers', args: { lat: 39.9612, lng: -82.9988, radius_km: 3, status: 'available' }, out: (c) => ({ response: JSON.stringify([{ courier_id: 'C-2291', name: 'Marcus T.', eta_min: 4, vehicle: 'e-bike', last_ping: c.iso() }, { courier_id: 'C-1877', name: 'Lena P.', eta_min: 9, vehicle: 'car', last_ping: c.iso() }]) }) },
      ]);
      r.step('Marcus (C-2291) is 4 minutes away on an e-bike. Assigning him.', [
        { ...assign, err: () => 'could not obtain lock on row in relation "courier_assignments"', out: (c) => ({ response: `There was an error: "could not obtain lock on row in relation \\"courier_assignments\\"" (SQLSTATE 55P03, pid ${c.int(20000, 60000)})` }) },
      ]);
      r.step('The row is locked, most likely by the order batcher that runs every few seconds. It uses NOWAIT locks and releases quickly, so I will retry the same assignment.', [
        { ...assign, out: (c) => ({ response: JSON.stringify([{ order_id: 'DL-40918', courier_id: 'C-2291', assigned_at: c.pg() }]) }) },
      ]);
      r.step('Assigned. Texting Marcus the pickup details.', [
        { name: 'Send_SMS', node: 'Send SMS', nodeType: 'n8n-nodes-base.twilioTool', args: { to: '+16145550391', body: 'DashLocal: new pickup #DL-40918 at Thai Basil, 221 N High St, ready 18:25. Drop-off in app.' }, out: (c) => ({ response: JSON.stringify({ sid: 'SM' + c.hex(32), status: 'queued', date_created: c.rfc2822() }) }) },
      ]);
      r.final('Order DL-40918 is assigned to Marcus T. (C-2291, about 4 min away by e-bike) after one retry on a brief row lock, and he has been texted the pickup details for 18:25 at Thai Basil.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', start: '2024-03-11T16:05:40Z', domain: 'HR payroll (off-cycle payment)', style: 'letta',
    isolates: 'A payroll provider returns the same 429 rate-limit failure twice for an off-cycle payment, the third call goes through, and the agent confirms the pay date to the HR manager.',
    goal: 'Please run an off-cycle payment for Ana Souza (emp 10488): $1,240.00 gross for the missed overtime in the March 1 period. It needs to land this week.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'payroll-assistant', model: 'gpt-4o', task: goal,
        system: 'You are the payroll operations assistant for Northwind Logistics. Tools: create_offcycle_payment (payroll provider API), get_employee.',
      });
      const a = { employee_id: '10488', gross: '1240.00', earning_code: 'OT', reference_period: '2024-03-01', pay_date: 'next_available' };
      const rl = (c) => `RateLimitError: 429 Too Many Requests - company rate limit reached, retry after 5s (req ${c.hex(12)})`;
      r.step('Checking Ana\'s record before creating the payment.', [
        { name: 'get_employee', args: { employee_id: '10488' }, out: (c) => JSON.stringify({ name: 'Ana Souza', status: 'active', pay_type: 'hourly', direct_deposit: 'verified', updated: c.iso() }) },
      ]);
      r.step('Ana is active with verified direct deposit. Creating the off-cycle payment.', [{ name: 'create_offcycle_payment', args: a, err: rl }]);
      ctx.wait(5000);
      r.step('The provider throttled us (429, retry after 5 s). The payroll close is running, so a short wait and a single resubmission is the right move.', [{ name: 'create_offcycle_payment', args: a, err: rl }]);
      ctx.wait(10000);
      r.step('A second 429 — close traffic is heavier than usual. I waited 10 s this time; trying once more, and if it fails again I will schedule it instead.', [
        { name: 'create_offcycle_payment', args: a, out: (c) => JSON.stringify({ payment_id: 'ocp_' + c.alnum(14), status: 'APPROVED', net_estimate: '903.47', pay_date: '2024-03-14', created_at: c.isoMicro() }) },
      ]);
      r.say('Done — Ana Souza\'s off-cycle OT payment of $1,240.00 gross (about $903 net) is approved and will be paid on Thursday, March 14 by direct deposit.', 'Payment approved; confirming the pay date to the HR manager.');
      return r.end();
    },
  },
];
