// Family: blind_retry_same_error (loop) -- the identical call re-issued with the identical, non-transient error.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'blind_retry_same_error';
export const LOOP = true;

// 01 research grants -- OTel; 403 for a missing signing-official role, retried verbatim
function s01(id) {
  const T = new Trace(id, '2025-04-29T21:47:03Z');
  const goal = 'Submit the annual progress report (RPPR) for award 5R01HL162237-04 through the grants portal API before the 1 May deadline.';
  const R = new Rec(T, 'otel', {
    agent: 'rppr-submitter',
    system: 'You are the research administration bot for Coastal State University. You can validate and submit RPPRs via the portal API using the service account svc-grants-bot.',
    user: goal,
  });
  let remaining = 60;
  const resp = () => ({
    status: 403,
    headers: { date: T.httpDate(), 'content-type': 'application/problem+json', 'x-request-id': T.uuid(), 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': String(--remaining), 'x-envoy-upstream-service-time': String(T.int(40, 160)), server: 'envoy' },
    body: { type: 'https://grants.example.gov/problems/authorization', title: 'Forbidden', status: 403, code: 'PI_ROLE_REQUIRED', detail: 'Submitting an RPPR requires the Signing Official (SO) role. Principal svc-grants-bot holds roles: [ASST, VIEW].', instance: `/rppr/5R01HL162237-04/submissions/${T.hex(12)}` },
  });
  const call = { tool: 'submit_rppr', args: { award: '5R01HL162237-04', package_id: 'PKG-2025-0419-77', certify: true }, out: resp, error: 'HTTP 403 Forbidden: PI_ROLE_REQUIRED' };
  R.step('Validating the package before submission.', [
    { tool: 'validate_rppr', args: { award: '5R01HL162237-04', package_id: 'PKG-2025-0419-77' }, out: () => ({ errors: 0, warnings: 1, messages: ['W-221: Section G.1 Special reporting requirements left blank'], validated_at: T.iso(), validator: `rv-${T.short(6)}` }) }]);
  R.step('Validation passed with one warning. Submitting the RPPR now.', [call]);
  const same = 'The submission failed with a 403 Forbidden error from the portal. I will retry the submission.';
  for (let i = 0; i < 5; i++) R.step(same, [call]);
  const root = R.finish(null, { error: 'Agent run cancelled: max tool invocations (7) exceeded' });
  return {
    isolates: 'The same submit_rppr call is sent six times and fails every time with the same 403 PI_ROLE_REQUIRED body (only request ids, dates and the rate-limit counter change), with one repeated sentence between attempts.',
    stagnation: true, goal, root,
  };
}

// 02 public transit -- Strands; the model emits only tool calls, the feed URL 404s each time
function s02(id) {
  const T = new Trace(id, '2025-07-15T07:58:22Z');
  const goal = 'Pull the GTFS-realtime TripUpdates for route 22 and report which trips are currently more than 5 minutes late.';
  const R = new Rec(T, 'strands', {
    agent: 'realtime_ops_agent', tools: ['http_request'],
    system: 'You monitor Metro Sound realtime data. Feeds: https://rt.metrosound.example/gtfs-rt/. Use http_request.',
    user: goal,
  });
  const resp = () => ({
    status_code: 404, reason: 'Not Found',
    headers: { Date: T.httpDate(), 'Content-Type': 'text/html', 'X-Cache': 'Error from cloudfront', 'X-Amz-Cf-Pop': `SEA${T.int(19, 90)}-P${T.int(1, 4)}`, 'X-Amz-Cf-Id': T.amzCf(), Via: `1.1 ${T.hex(32)}.cloudfront.net (CloudFront)` },
    text: '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>gtfs-rt/route22/tripupdates.pb</Key></Error>',
  });
  const call = { tool: 'http_request', args: { method: 'GET', url: 'https://rt.metrosound.example/gtfs-rt/route22/tripupdates.pb', headers: { Accept: 'application/x-protobuf' } }, out: resp, error: 'HTTP 404 Not Found' };
  for (let i = 0; i < 6; i++) R.step('', [call]);
  R.final('The TripUpdates endpoint for route 22 returns 404 NoSuchKey, so I cannot report delays right now.');
  const root = R.finish('The TripUpdates endpoint for route 22 returns 404 NoSuchKey.');
  return {
    isolates: 'Six identical GETs to the same per-route feed URL return the same CloudFront 404 NoSuchKey (only dates, POP and request ids vary); the model emits bare tool calls with no reasoning text and never tries the documented feed path.',
    stagnation: false, goal, root,
  };
}

// 03 mortgage underwriting -- CrewAI; an 8-digit SSN fails format validation, re-sent unchanged
function s03(id) {
  const T = new Trace(id, '2025-06-11T14:20:15Z');
  const goal = 'Order a tri-merge credit report for co-borrower J. Whitfield on loan 5530-1178-02 and summarize the middle score.';
  const R = new Rec(T, 'crewai', {
    crew: 'LoanProcessingCrew', taskName: 'order_credit', role: 'Loan Processor',
    goal: 'Gather third-party verifications for loan files', backstory: 'You process conventional loans for Keystone Home Lending.',
    system: "You are Loan Processor. You process conventional loans for Keystone Home Lending.\nYour personal goal is: Gather third-party verifications for loan files\nYou ONLY have access to the following tools:\nTool Name: Order Credit Report\nTool Arguments: {'loan_number': str, 'borrower_name': str, 'ssn': str, 'report_type': str}\nTool Description: Orders a credit report through the credit vendor gateway.\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nCo-borrower data from the 1003: name Jordan Whitfield, SSN 41207733, DOB 1988-02-14.\n\nBegin!`,
  });
  const err = () => `I encountered an error while trying to use the tool. This was the error: CreditGatewayError: CR-1042 Subject SSN failed format validation (expected 9 digits, received 8). ref=${T.HEX(4)}-${T.HEX(4)}-${T.HEX(4)} at ${T.goTime()}.\n Tool Order Credit Report accepts these inputs: Orders a credit report through the credit vendor gateway.`;
  const call = { tool: 'Order Credit Report', args: { loan_number: '5530-1178-02', borrower_name: 'Jordan Whitfield', ssn: '41207733', report_type: 'TRI_MERGE' }, out: err, error: 'CreditGatewayError: CR-1042 Subject SSN failed format validation (expected 9 digits, received 8)' };
  const th = 'I need to order the tri-merge credit report for the co-borrower using the data from the 1003 application.';
  for (let i = 0; i < 5; i++) R.step(th, [call]);
  R.final({ thought: 'I was unable to order the report.', answer: 'Agent stopped due to iteration limit or time limit.' });
  const root = R.finish('Agent stopped due to iteration limit or time limit.');
  return {
    isolates: 'The loan processor sends the identical credit order five times with the same 8-digit SSN and gets the same CR-1042 format error each time (only gateway refs and timestamps change), restating the same thought.',
    stagnation: true, goal, root,
  };
}

// 04 coding -- Claude Code; npm publish E403 rerun without changing auth or package name
function s04(id) {
  const T = new Trace(id, '2025-08-05T12:31:47Z');
  const goal = 'Publish version 3.2.0 of @lumen/chart-kit to the npm registry.';
  const R = new Rec(T, 'claude', { cwd: '/Users/devon/oss/chart-kit', gitBranch: 'release/3.2.0', user: goal });
  const shasum = T.sha1(), integ = `sha512-${T.b64(24)}[...]${T.b64(8)}`;
  const err = () => {
    const d = new Date(T.t).toISOString().replace(/:/g, '_').replace(/\.\d+Z/, '_' + String(T.int(100, 999)) + 'Z');
    return `Error: Exit code 1\nnpm notice\nnpm notice \uD83D\uDCE6  @lumen/chart-kit@3.2.0\nnpm notice Tarball Contents\nnpm notice 212.4kB dist/index.js\nnpm notice 1.9kB package.json\nnpm notice shasum: ${shasum}\nnpm notice integrity: ${integ}\nnpm notice total files: 14\nnpm notice\nnpm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/@lumen%2fchart-kit - You do not have permission to publish "@lumen/chart-kit". Are you logged in as the correct user?\nnpm error A complete log of this run can be found in: /Users/devon/.npm/_logs/${d}-debug-0.log`;
  };
  const pub = { tool: 'Bash', args: { command: 'npm publish --access public', description: 'Publish package to npm' }, error: err, dur: 5200 };
  R.step("The build is already in dist/. I'll publish.", [pub]);
  const same = 'The publish failed with E403 Forbidden. Let me try publishing again.';
  for (let i = 0; i < 4; i++) R.step(same, [pub]);
  R.user('[Request interrupted by user]');
  const root = R.finish('[Request interrupted by user]');
  return {
    isolates: 'npm publish is rerun five times unchanged and fails with the same E403 permission error; only the timestamp in the debug-log path differs, and the assistant says the same line each time.',
    stagnation: true, goal, root,
  };
}

// 05 precision agriculture -- Agno; tool calls only, the terminal API rejects the projection every time
function s05(id) {
  const T = new Trace(id, '2025-04-08T05:12:37Z');
  const goal = 'Send the variable-rate nitrogen prescription for field North-40 (Hadley Farms) to the sprayer terminal before the 6:00 application window.';
  const R = new Rec(T, 'agno', {
    agent: 'AgronomyAgent', model: 'gpt-4o-mini',
    system: 'You are an agronomy operations agent. Prescriptions are in s3://hadley-rx/2025/. Use send_prescription to push a prescription to a machine.',
    user: goal,
  });
  const err = () => JSON.stringify({ status: 422, error: 'UNPROCESSABLE_ENTITY', message: "Prescription geometry uses EPSG:3857; machine 'SPR-4730R-07' accepts EPSG:4326 only", correlationId: T.uuid(), orgId: 448120, ts: T.epochMs() });
  const call = { tool: 'send_prescription', args: { field: 'North-40', file: 's3://hadley-rx/2025/north40_N_vr.zip', machine_id: 'SPR-4730R-07', product: 'UAN-32' }, out: err, error: '422 UNPROCESSABLE_ENTITY' };
  for (let i = 0; i < 6; i++) R.step('', [call]);
  const root = R.finish(null, { error: 'Agent stopped: tool_call_limit reached (6)' });
  return {
    isolates: 'The same send_prescription request is issued six times with no model commentary and the machine API rejects it each time with the identical 422 projection error, only correlation ids and timestamps differing.',
    stagnation: false, goal, root,
  };
}

// 06 newsroom -- plain trace; publish blocked by another editor's lock, retried without releasing it
function s06(id) {
  const T = new Trace(id, '2025-11-05T02:09:44Z');
  const goal = 'Publish the updated election-night results story (story 88-2231) to the site and send the breaking-news push alert.';
  const R = new Rec(T, 'plain', {
    agent: 'newsdesk_agent', llmName: 'openai.chat',
    system: 'You are the overnight newsdesk automation for the Tribune Ledger. Use cms_publish and push_alert. Never edit copy.',
    user: goal,
  });
  const lockedSince = T.t - 312000;
  const err = () => ({
    status: 409, error: 'Conflict',
    message: 'Story 88-2231 is locked for editing by m.okonkwo',
    lock: { id: 'lk_7Qe2Vb9', holder: 'm.okonkwo', since: T.iso(lockedSince), age_s: Math.round((T.t - lockedSince) / 1000) },
    request_id: T.reqId('pub-', 16), edge: T.pod('cms-api'),
  });
  const call = { tool: 'cms_publish', args: { story_id: '88-2231', channel: 'web', priority: 'breaking' }, raw: true, out: err, error: '409 Conflict: Story 88-2231 is locked for editing by m.okonkwo' };
  const same = 'The CMS returned a 409 conflict for the story. Retrying the publish request.';
  R.step('Publishing the story first; the alert goes out after the story is live.', [call]);
  for (let i = 0; i < 5; i++) R.step(same, [call]);
  const root = R.finish(null, { error: 'AgentExecutor stopped after max_iterations=6' });
  return {
    isolates: 'cms_publish is called six times with the same arguments and fails each time with the same 409 lock held by another editor (lock age and request ids tick up), while the model repeats one sentence and never asks about the lock.',
    stagnation: true, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
