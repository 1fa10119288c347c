// Family 5: same call repeated, answers identical apart from volatile values, never acted on.
export const family = 'volatile_only_repeats';
export const loop = true, stagnation = false;
export const scenarios = [
{ id: '01', domain: 'Ferris wheel operator CloudFormation stack', style: 'bedrock',
  isolates: 'describe-stacks is polled five times; the stack stays UPDATE_ROLLBACK_FAILED and only RequestId/timestamps differ.',
  goal: 'Deploy the new ticket-kiosk API stack for the Ferris wheel operator and confirm it is live.',
  build(R, S) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm([{ role: 'user', content: 'Is the kiosk stack live?' }], '', [{ name: 'describe_stack', args: { stack: 'wheel-kiosk-api' } }]));
      kids.push(S.tool('describe_stack', { stack: 'wheel-kiosk-api' }, { ResponseMetadata: { RequestId: R.uuid(), HTTPHeaders: { date: R.httpDate(), 'x-amzn-requestid': R.uuid() } }, Stacks: [{ StackName: 'wheel-kiosk-api', StackStatus: 'UPDATE_ROLLBACK_FAILED', StackStatusReason: 'Resource KioskLambda failed to stabilize', LastUpdatedTime: R.iso() }] }));
    }
    return S.agent('InvokeAgent', { agentId: 'WHEELOPS1', sessionId: R.uuid() }, kids, null);
  } },
{ id: '02', domain: 'tenancy tribunal e-filing status', style: 'responses',
  isolates: 'The same filing-status call returns "queued for clerk review" four times with a new envelope id header, server time and replica host each time.',
  goal: 'File the rent-repayment application and give the tenant the hearing date.',
  build(R, S) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm([{ role: 'user', content: 'What is the hearing date?' }], null, [{ name: 'filing_status', args: { case_ref: 'LON/00AK/HMF/2024/0193', client_ts: R.iso() } }]));
      kids.push(S.tool('filing_status', { case_ref: 'LON/00AK/HMF/2024/0193' }, `HTTP/1.1 200 OK\nDate: ${R.httpDate()}\nX-Envelope-Id: ENV-${R.int(1e6, 9e6)}\nX-Served-By: ${R.host('efile-web')}\nContent-Type: application/json\n\n{"status":"QUEUED_CLERK_REVIEW","hearing_date":null,"position_in_queue":37,"server_time":"${R.isoLocal('+01:00')}"}`));
    }
    return S.agent('responses-agent', { input: 'What is the hearing date?' }, kids, null);
  } },
{ id: '03', domain: 'cooking class marketplace refund', style: 'semantic_kernel',
  isolates: 'A refund lookup is repeated with an incrementing attempt counter; each response is "pending" with a different trace id and latency.',
  goal: 'Confirm that the customer\'s refund for the cancelled knife-skills class has been sent to their card.',
  build(R, S) {
    const kids = [];
    for (let a = 1; a <= 5; a++) {
      kids.push(S.llm([{ role: 'user', content: 'Was my refund sent?' }], null, [{ name: 'Payments-GetRefund', args: { refund_id: 're_3PqL9cKx', attempt: a } }]));
      kids.push(S.tool('Payments-GetRefund', { refund_id: 're_3PqL9cKx', attempt: a }, JSON.stringify({ id: 're_3PqL9cKx', status: 'pending', amount: 6500, currency: 'gbp', trace_id: R.hex(32), latency_ms: R.ms(), attempt: a })));
    }
    return S.agent('ChatCompletionAgent: SupportAgent', { message: 'Was my refund sent?' }, kids, null);
  } },
{ id: '04', domain: 'sign-language dictionary search reindex', style: 'weave',
  isolates: 'A reindex task status is fetched six times; running_time and task node change, completed counts stay at 0 of 48,210.',
  goal: 'Reindex the BSL sign dictionary into the new analyzer and switch the alias once it is done.',
  build(R, S) {
    const kids = [];
    const task = 'oTUltX4IQMOUUVeiohTt8A:12345';
    for (let i = 0; i < 6; i++) {
      kids.push(S.llm([{ role: 'user', content: 'Is the reindex done?' }], null, [{ name: 'get_task', args: { task_id: task } }]));
      kids.push(S.tool('get_task', { task_id: task }, { completed: false, task: { node: R.b62(22), id: 12345, action: 'indices:data/write/reindex', status: { total: 48210, created: 0, updated: 0, batches: 0 }, running_time_in_nanos: R.int(1e9, 9e11), start_time_in_millis: 1718000000000 } }));
    }
    return S.agent('weave call: reindex_assistant', { op: 'reindex_assistant' }, kids, null);
  } },
{ id: '05', domain: 'ride-hailing surge pricing Flink savepoint', style: 'inspect',
  isolates: 'The agent re-checks a Flink savepoint trigger five times; every response is IN_PROGRESS with a different request id and timestamp.',
  goal: 'Take a savepoint of the surge-pricing Flink job and redeploy it with the new zone map.',
  build(R, S) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm([{ role: 'user', content: 'Redeploy surge job' }], null, [{ name: 'http_get', args: { url: 'http://flink-jm:8081/jobs/7f3a9c/savepoints/d41d8cd98f' } }]));
      kids.push(S.tool('http_get', { url: 'http://flink-jm:8081/jobs/7f3a9c/savepoints/d41d8cd98f' }, { status: 200, headers: { 'x-request-id': R.uuid(), date: R.httpDate() }, body: { status: { id: 'IN_PROGRESS' }, operation: null } }));
    }
    return S.agent('sample 1 epoch 1', { input: 'Redeploy surge job' }, kids, null, { task: 'ops_redeploy', scorer: null });
  } },
{ id: '06', domain: 'land survey plat approval status', style: 'agentops',
  isolates: 'A county GIS plat-review endpoint answers "IN REVIEW" four times with a rotating server id and a different "as of" timestamp format.',
  goal: 'Find out whether plat SUB-2024-118 (Maple Hollow subdivision) has been approved so lot sales can open.',
  build(R, S) {
    const kids = [];
    const fmts = [() => R.iso(), () => R.httpDate(), () => String(R.epoch()), () => R.logTs()];
    for (let i = 0; i < 4; i++) {
      kids.push(S.llm([{ role: 'user', content: 'Is plat SUB-2024-118 approved?' }], null, [{ name: 'plat_status', args: { plat: 'SUB-2024-118' } }]));
      kids.push(S.tool('plat_status', { plat: 'SUB-2024-118' }, `<div class="status">Plat SUB-2024-118 — Maple Hollow — <b>IN REVIEW</b> (Engineering)</div><small>as of ${fmts[i]()} · srv ${R.host('gis-app')} · cache ${R.hex(6)}</small>`));
    }
    return S.agent('session', { session_id: R.uuid(), tags: ['plat-bot'] }, kids, { end_state: 'Indeterminate' });
  } },
];
