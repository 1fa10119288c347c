import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'volatile_identical_results';
export const loop = true;

// Row 01: the same pod state read through kubectl, the API and Argo CD; ImagePullBackOff never changes.
function r1(c) {
  const goal = 'The `checkout-api` deployment in namespace `shop-prod` was updated to image tag v4.18.2 ten minutes ago. Verify the rollout and report whether it is healthy.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  let age = 10; const pods = () => `NAME                            READY   STATUS             RESTARTS   AGE\ncheckout-api-7d9f8c6b5-${c.alnum(5)}    1/1     Running            0          3d2h\ncheckout-api-7d9f8c6b5-${c.alnum(5)}    1/1     Running            0          3d2h\ncheckout-api-5c4b7f9d8-${c.alnum(5)}    0/1     ImagePullBackOff   0          ${age += c.int(1, 2)}m`;
  m('Check pods.', 'kubectl', { args: ['get', 'pods', '-n', 'shop-prod', '-l', 'app=checkout-api'] });
  ch.push(tool('kubectl', { args: 'get pods -n shop-prod -l app=checkout-api' }, pods()));
  m('One new pod is in ImagePullBackOff. Check rollout status.', 'kubectl', { args: ['rollout', 'status', 'deploy/checkout-api', '-n', 'shop-prod', '--timeout=20s'] });
  ch.push(tool('kubectl', { args: 'rollout status deploy/checkout-api -n shop-prod --timeout=20s' }, 'Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...\nerror: timed out waiting for the condition', { error: 'exit status 1' }));
  m('Check via the Kubernetes API directly.', 'k8s_api', { path: '/api/v1/namespaces/shop-prod/pods', labelSelector: 'app=checkout-api,pod-template-hash=5c4b7f9d8' });
  ch.push(tool('k8s_api', { path: '/api/v1/namespaces/shop-prod/pods' }, { kind: 'PodList', metadata: { resourceVersion: String(c.int(88000000, 88999999)) }, items: [{ metadata: { name: 'checkout-api-5c4b7f9d8-' + c.alnum(5), uid: c.uuid() }, status: { phase: 'Pending', containerStatuses: [{ state: { waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image "registry.shop.io/checkout-api:v4.18.2"' } } }] } }] }));
  m('Check in Argo CD.', 'argocd', { args: ['app', 'get', 'checkout-api-prod', '-o', 'json'] });
  ch.push(tool('argocd', { args: 'app get checkout-api-prod' }, { status: { sync: { status: 'Synced', revision: c.sha() }, health: { status: 'Progressing', message: 'Waiting for rollout to finish: 1 out of 3 new replicas have been updated...' }, reconciledAt: c.isoSec() } }));
  for (let i = 0; i < 4; i++) {
    m(['Check pods again.', 'Check pods once more.', 'Re-check pod status.', 'Check again.'][i], 'kubectl', { args: ['get', 'pods', '-n', 'shop-prod', '-l', 'app=checkout-api'] });
    ch.push(tool('kubectl', { args: 'get pods -n shop-prod -l app=checkout-api' }, pods()));
    if (i === 1) { m('And Argo again.', 'argocd', { args: ['app', 'get', 'checkout-api-prod', '-o', 'json'] }); ch.push(tool('argocd', { args: 'app get checkout-api-prod' }, { status: { sync: { status: 'Synced', revision: c.sha() }, health: { status: 'Progressing', message: 'Waiting for rollout to finish: 1 out of 3 new replicas have been updated...' }, reconciledAt: c.isoSec() } })); }
  }
  const root = agent('sre-assistant', { goal }, { status: 'max_turns', report: null }, ch, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'sre-bot' } });
  return { goal, isolates: 'The same stuck ImagePullBackOff is read seven times through kubectl, the raw API and Argo CD; only pod suffixes, ages, resourceVersion and reconcile times change, and the agent never inspects the image or reports.', stagnation: true, root };
}

// Row 02: payout status API with a client timestamp parameter; answer identical apart from ids and counters.
function r2(c) {
  const goal = 'Partner "Vela Studio" says payout po_3Qx81 for February has not arrived. Find out why and tell the partner-success manager what to do.';
  const ch = []; let lim = 1000;
  const m = (t, args) => ch.push(llm('claude-3-5-sonnet', { messages: '<history>' }, anOut(c, t, [['payouts_get', args]])));
  ch.push(llm('claude-3-5-sonnet', { messages: '<history>' }, anOut(c, 'Look up the partner account first.', [['partners_get', { name: 'Vela Studio' }]])));
  ch.push(tool('partners_get', { name: 'Vela Studio' }, { id: 'acct_1Pz' + c.b62(10), country: 'PT', bank: 'PT50 **** 4471', kyc: 'verified' }));
  const texts = ['Get the payout.', 'Status is in_transit with a return pending flag; refresh to be sure.', 'Still the same, query once more with a fresh timestamp.', 'Check it again in case the bank responded.', 'One more fetch.', 'Fetch again.'];
  texts.forEach((t, i) => {
    const ts = c.epoch();
    m(i < 2 ? t : null, { id: 'po_3Qx81', expand: ['failure'], client_ts: ts });
    ch.push(tool('payouts_get', { id: 'po_3Qx81', expand: ['failure'], client_ts: ts }, { status: 200, headers: { 'request-id': 'req_' + c.b62(14), 'idempotency-key': c.uuid(), 'x-ratelimit-remaining': String(lim -= c.int(1, 3)) }, body: JSON.stringify({ id: 'po_3Qx81', object: 'payout', amount: 482050, currency: 'eur', status: 'in_transit', arrival_date: 1772582400, failure_code: null, trace_id: { status: 'pending', value: null }, metadata: { batch: 'feb-2026' }, balance_transaction: 'txn_' + c.b62(14), retrieved_at: c.isoSec() }) }));
  });
  const root = agent('ops-agent', { goal }, { stop_reason: 'max_turns' }, ch, { metadata: { sdk: 'anthropic-python 0.49', max_turns: 14 } });
  return { goal, isolates: 'Six fetches of the same payout differ only in client timestamp, request id, idempotency key, rate-limit counter and balance-transaction id; status stays in_transit and the agent never escalates or answers.', stagnation: false, root };
}

// Row 03: health endpoint with a cache-buster; replicas and uptime vary while "db: degraded" stays; interleaved with useful log reading.
function r3(c) {
  const goal = 'After last night\'s Postgres minor upgrade, the `ledger-svc` health endpoint reports degraded. Find the cause and either fix it or open an incident with the findings.';
  const ch = []; let up = 3400;
  const m = (t, name, args) => ch.push(llm('qwen2.5-72b-instruct', { prompt: '<smolagents ToolCallingAgent memory>' }, { tool_calls: [{ name, arguments: args }], content: t }));
  const health = () => tool('http_request', { method: 'GET', url: `https://ledger.internal/healthz?_=${c.epochMs()}` }, `HTTP/1.1 503 Service Unavailable\ncontent-type: application/json\nx-served-by: ${c.host('ledger')}\nx-request-id: ${c.uuid()}\ndate: ${c.http()}\n\n{"status":"degraded","uptime_s":${up += c.int(30, 90)},"checks":{"db":{"status":"degraded","detail":"pool exhausted: 0/20 idle"},"cache":{"status":"ok"},"queue":{"status":"ok"}},"build":"ledger-svc@9.4.1"}`);
  m('Check health.', 'http_request', { url: 'https://ledger.internal/healthz' }); ch.push(health());
  m('db pool exhausted. Look at logs.', 'logs_query', { service: 'ledger-svc', since: '1h', level: 'error' });
  ch.push(tool('logs_query', { service: 'ledger-svc', since: '1h' }, `${c.logts()} ERROR [hikari] ledger-pool - Connection is not available, request timed out after 30000ms.\n${c.logts()} ERROR [tx] could not obtain connection: FATAL: remaining connection slots are reserved for non-replication superuser connections`));
  m('Health again.', 'http_request', { url: 'https://ledger.internal/healthz' }); ch.push(health());
  m('Check Postgres connection counts.', 'sql', { db: 'ledger', query: 'select usename, count(*) from pg_stat_activity group by 1' });
  ch.push(tool('sql', { db: 'ledger' }, [{ usename: 'ledger_app', count: 20 }, { usename: 'replication', count: 2 }, { usename: 'pg_monitor', count: 1 }, { usename: 'etl_batch', count: 77 }]));
  m('etl_batch holds 77 connections. Health again.', 'http_request', { url: 'https://ledger.internal/healthz' }); ch.push(health());
  for (let i = 0; i < 5; i++) { m(['Check health.', 'See if it recovered.', 'Health once more.', 'Check health.', 'Recheck.'][i], 'http_request', { url: 'https://ledger.internal/healthz' }); ch.push(health()); }
  const root = agent('smolagents ToolCallingAgent', { task: goal, max_steps: 16 }, { output: null, error: 'Reached max steps.' }, ch, { metadata: { smolagents: '1.9.2' } });
  return { goal, isolates: 'The agent finds the real culprit (etl_batch holding 77 connections) but then keeps polling the same health URL with a cache-buster; each 503 differs only in replica host, request id, date and an uptime counter that looks like data.', stagnation: true, root };
}
export const rows = [r1, r2, r3];
