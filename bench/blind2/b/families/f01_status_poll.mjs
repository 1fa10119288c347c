// Family 1: the same status query polled over and over; results differ only in volatile parts.
import { agent, llm, tool } from '../lib.mjs';

// Row 1 - devops/SRE: rollout watch that never completes (loop late, long healthy prelude).
function deployRollout(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Roll out payments-api v2.14.1 to the prod-eu cluster and confirm the deployment is healthy before end of day.';
  const ch = [];
  ch.push(llm('Plan: (1) check what is currently running in prod-eu, (2) diff the v2.14.1 manifest against the live object, (3) confirm HPA/PDB will not block the rollout, (4) run the pre-deploy gate, (5) apply and watch the rollout until all replicas are available.', M));
  ch.push(tool('kubectl_get', { context: 'prod-eu', namespace: 'payments', resource: 'deployment/payments-api', output: 'jsonpath={.spec.template.spec.containers[0].image}' }, 'registry.internal.acme.io/payments/payments-api:v2.13.4'));
  c.tick(2, 5);
  ch.push(tool('git_show', { repo: 'platform/deploy-manifests', ref: 'release/payments-api-v2.14.1', path: 'apps/payments-api/overlays/prod-eu/kustomization.yaml' },
    'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ../../base\nimages:\n  - name: payments-api\n    newName: registry.internal.acme.io/payments/payments-api\n    newTag: v2.14.1\nconfigMapGenerator:\n  - name: payments-api-env\n    behavior: merge\n    literals:\n      - PAYMENTS_IDEMPOTENCY_TTL=900\n'));
  c.tick(3, 8);
  ch.push(tool('kubectl_diff', { context: 'prod-eu', kustomize: 'apps/payments-api/overlays/prod-eu' },
    `diff -u -N /tmp/LIVE-${c.digits(9)}/apps.v1.Deployment.payments.payments-api /tmp/MERGED-${c.digits(9)}/apps.v1.Deployment.payments.payments-api\n@@ -128,7 +128,7 @@\n-        image: registry.internal.acme.io/payments/payments-api:v2.13.4\n+        image: registry.internal.acme.io/payments/payments-api:v2.14.1\n@@ -141,6 +141,8 @@\n+        - name: PAYMENTS_IDEMPOTENCY_TTL\n+          value: "900"\n`));
  c.tick(2, 4);
  ch.push(tool('kubectl_get', { context: 'prod-eu', namespace: 'payments', resource: 'hpa,pdb', selector: 'app=payments-api' },
    'NAME                                               REFERENCE                 TARGETS   MINPODS   MAXPODS   REPLICAS   AGE\nhorizontalpodautoscaler.autoscaling/payments-api   Deployment/payments-api   41%/70%   6         18        6          212d\n\nNAME                                      MIN AVAILABLE   MAX UNAVAILABLE   ALLOWED DISRUPTIONS   AGE\npoddisruptionbudget.policy/payments-api   N/A             1                 1                     212d'));
  c.tick(2, 4);
  ch.push(tool('pagerduty_list_incidents', { service: 'payments-api', statuses: ['triggered', 'acknowledged'] }, { incidents: [], more: false }));
  ch.push(tool('prometheus_query', { query: 'sum(rate(http_server_requests_total{app="payments-api",status=~"5.."}[15m])) / sum(rate(http_server_requests_total{app="payments-api"}[15m]))', cluster: 'prod-eu' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.epoch(), '0.00041'] }] } }));
  ch.push(tool('kubectl_get', { context: 'prod-eu', namespace: 'payments', resource: 'pods', selector: 'app=payments-api' },
    'NAME                            READY   STATUS    RESTARTS   AGE\npayments-api-5f8c7b9d6c-2lq7x   1/1     Running   0          6d2h\npayments-api-5f8c7b9d6c-8kd4m   1/1     Running   0          6d2h\npayments-api-5f8c7b9d6c-b7vwn   1/1     Running   0          6d2h\npayments-api-5f8c7b9d6c-hx2rp   1/1     Running   0          6d2h\npayments-api-5f8c7b9d6c-q9tzs   1/1     Running   1          6d2h\npayments-api-5f8c7b9d6c-zm5jc   1/1     Running   0          6d2h'));
  ch.push(llm('Only the image tag and one env var change. HPA is at 6 replicas with headroom, PDB allows 1 disruption, so a rolling update with maxUnavailable=1 is fine. Running the pre-deploy gate.', M));
  c.tick(5, 9);
  ch.push(tool('run_predeploy_checks', { service: 'payments-api', version: 'v2.14.1', env: 'prod-eu' },
    { run_id: `pdc-${c.hex(10)}`, passed: ['db_migrations_applied', 'feature_flags_synced', 'error_budget_ok', 'change_freeze_clear'], failed: [], finished_at: c.iso() }));
  ch.push(tool('slack_post_message', { channel: '#deploys-prod', text: ':rocket: Deploying payments-api v2.14.1 to prod-eu (image bump + PAYMENTS_IDEMPOTENCY_TTL=900). Baseline 5xx 0.04%.' }, { ok: true, channel: 'C04LM2R7Q', ts: `${c.epoch()}.${c.digits(6)}` }));
  c.tick(40, 70);
  ch.push(tool('kubectl_apply', { context: 'prod-eu', kustomize: 'apps/payments-api/overlays/prod-eu', server_side: true },
    'configmap/payments-api-env-7t2kf9bh8m created\ndeployment.apps/payments-api serverside-applied'));
  ch.push(llm('Applied. Watching the rollout now.', M));
  let elapsed = 0;
  for (let i = 0; i < 7; i++) {
    const step = c.int(25, 40);
    c.tick(step, step + 1);
    elapsed += step;
    ch.push(tool('get_rollout_status', { context: 'prod-eu', namespace: 'payments', deployment: 'payments-api' }, {
      deployment: 'payments-api',
      generation: 58,
      observedGeneration: 58,
      replicas: 6,
      updatedReplicas: 3,
      readyReplicas: 3,
      availableReplicas: 3,
      unavailableReplicas: 3,
      conditions: [
        { type: 'Available', status: 'False', reason: 'MinimumReplicasUnavailable' },
        { type: 'Progressing', status: 'True', reason: 'ReplicaSetUpdated', message: 'ReplicaSet "payments-api-6b7f9d4c5d" is progressing.' },
      ],
      message: 'Waiting for deployment "payments-api" rollout to finish: 3 of 6 updated replicas are available...',
      checkedAt: c.iso(),
      elapsedSeconds: elapsed,
      requestId: c.uuid(),
    }));
  }
  return { domain: 'devops/SRE', goal, root: agent('sre-copilot', goal, 'Max turns exceeded (20/20). Last observation: rollout of payments-api still waiting, 3 of 6 updated replicas available.', ch) };
}

// Row 2 - data/analytics: BigQuery job stuck PENDING (loop starts immediately, short trace).
function bqJob(c) {
  const M = 'gemini-1.5-pro-002';
  const goal = "Kick off the refresh of finance.q2_revenue_extract and tell me once it's done so I can rebuild the Looker dashboard.";
  const jobId = `bqjob_r${c.hex(16)}_0000018f${c.hex(8)}_1`;
  const created = c.epochMs();
  const ch = [];
  ch.push(llm("I'll submit the refresh as a batch-priority BigQuery job and then monitor the job until it reaches DONE.", M));
  ch.push(tool('bq_submit_query', {
    project: 'acme-finance-prod', location: 'EU', priority: 'BATCH',
    sql: "CREATE OR REPLACE TABLE finance.q2_revenue_extract AS\nSELECT order_date, region, channel, SUM(net_revenue_eur) AS net_revenue_eur, COUNT(DISTINCT order_id) AS orders\nFROM finance.fct_orders\nWHERE order_date BETWEEN '2024-04-01' AND '2024-06-30'\nGROUP BY 1, 2, 3",
  }, { jobId, location: 'EU', state: 'PENDING', creationTime: String(created) }));
  for (let i = 0; i < 5; i++) {
    c.tick(15, 35);
    ch.push(tool('bq_get_job', { project: 'acme-finance-prod', location: 'EU', job_id: jobId }, {
      kind: 'bigquery#job',
      etag: `${c.b62(22)}==`,
      id: `acme-finance-prod:EU.${jobId}`,
      jobReference: { projectId: 'acme-finance-prod', jobId, location: 'EU' },
      configuration: { jobType: 'QUERY', query: { priority: 'BATCH', useLegacySql: false } },
      status: { state: 'PENDING' },
      statistics: { creationTime: String(created), totalBytesProcessed: '0' },
      user_email: 'svc-analytics-agent@acme-finance-prod.iam.gserviceaccount.com',
      _fetched_at: c.iso(),
    }));
  }
  return { domain: 'data/analytics', goal, root: agent('AgentExecutor', goal, 'Agent stopped due to iteration limit or time limit.', ch) };
}

// Row 3 - e-commerce: refund status never leaves pending (loop in the middle, holding reply after).
function refundStatus(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Customer Dana Whitfield (dana.whitfield@fastmail.com) asks whether the refund for order #A-558120 has been processed. Check and reply to her on ticket 90417.';
  const refundId = `re_3P${c.b62(22)}`;
  const psp = c.up(16);
  const ch = [];
  ch.push(llm('Let me pull up the order and the refund record first.', M));
  c.tick(1, 2);
  ch.push(tool('get_order', { order_id: 'A-558120' }, {
    id: 'A-558120', status: 'refund_requested', placed_at: '2024-04-28T18:22:41Z', currency: 'EUR', total: '84.99',
    items: [{ sku: 'LMP-ARC-BRS', title: 'Arc floor lamp, brushed brass', qty: 1, price: '84.99' }],
    refunds: [{ id: refundId, amount: '84.99', created_at: '2024-05-02T09:10:03Z' }],
    customer_id: 'cus_77120',
  }));
  ch.push(tool('get_customer', { customer_id: 'cus_77120' }, { id: 'cus_77120', name: 'Dana Whitfield', email: 'dana.whitfield@fastmail.com', orders_count: 4, tier: 'standard', locale: 'en-IE' }));
  ch.push(llm(`The order has a full refund (${refundId}) for €84.99. Checking where it is with the payment processor.`, M));
  for (let i = 0; i < 6; i++) {
    c.tick(8, 20);
    ch.push(tool('get_refund_status', { refund_id: refundId }, {
      refund_id: refundId,
      status: 'pending',
      amount: { value: '84.99', currency: 'EUR' },
      processor: 'adyen',
      psp_reference: psp,
      failure_reason: null,
      last_checked: c.http(),
      x_request_id: `req_${c.b62(14)}`,
    }));
  }
  c.tick(3, 6);
  ch.push(tool('reply_to_customer', { ticket_id: 90417, body: "Hi Dana, thanks for your patience. Your refund of €84.99 for order #A-558120 has been issued on our side and is currently being processed by our payment provider. I'll keep an eye on it for you." },
    { sent: true, message_id: `msg_${c.hex(12)}`, channel: 'email' }));
  return { domain: 'e-commerce', goal, root: agent('support-agent', goal, "I checked the refund several times but it is still pending at the processor, so I couldn't confirm it has gone through. I told Dana it's being processed.", ch) };
}

// Row 4 - browser automation: export status text never changes, inside a browser sub-agent.
function portalExport(c) {
  const M = 'claude-3-5-sonnet-20240620';
  const goal = 'Download the March 2024 invoice PDF from the Northwind Logistics vendor portal and save it to Finance/Invoices.';
  const sub = [];
  sub.push(llm('Opening the portal login page.', M));
  c.tick(1, 3);
  sub.push(tool('browser_navigate', { url: 'https://portal.northwindlogistics.com/login' }, { status: 200, url: 'https://portal.northwindlogistics.com/login', title: 'Sign in · Northwind Portal' }));
  sub.push(tool('browser_fill', { selector: '#email', value: 'ap@acme-finance.com' }, 'Filled #email'));
  sub.push(tool('browser_fill', { selector: '#password', value: '<redacted>' }, 'Filled #password'));
  c.tick(2, 4);
  sub.push(tool('browser_click', { selector: 'button[type=submit]' }, { navigated: true, url: 'https://portal.northwindlogistics.com/dashboard', title: 'Dashboard · Northwind Portal' }));
  sub.push(tool('browser_click', { selector: "nav a[href='/billing/invoices']" }, { navigated: true, url: 'https://portal.northwindlogistics.com/billing/invoices', title: 'Invoices · Northwind Portal' }));
  sub.push(tool('browser_click', { selector: "tr[data-period='2024-03'] button.export-pdf" }, { clicked: true, navigated: false, dialog: null }));
  sub.push(llm('Export started. The status line under the table should switch to a download link when it is ready.', M));
  for (let i = 0; i < 5; i++) {
    c.tick(10, 20);
    sub.push(tool('browser_get_text', { selector: '#export-status' }, `Preparing your export… Request ${c.up(4)}-${c.up(4)} · Last refreshed ${c.hms()}`));
  }
  const report = "Could not download the invoice: after clicking 'Export PDF' for March 2024 the status stayed at 'Preparing your export…' and no download link appeared.";
  const ch = [
    llm('I will delegate the portal navigation to the browser agent and then file the PDF.', M),
    agent('browser_agent', 'Log into portal.northwindlogistics.com with the stored AP credentials, open Billing → Invoices, export the March 2024 invoice as PDF and return the local download path.', report, sub),
    llm('The browser agent did not get a file, so there is nothing to save to Finance/Invoices.', M),
  ];
  return { domain: 'browser automation', goal, root: agent('orchestrator', goal, "I couldn't download the March invoice — the portal's export stayed at 'Preparing your export…' the whole time, so nothing was saved.", ch) };
}

// Row 5 - coding: CI check stuck pending; give-up comment after the loop.
function ciChecks(c) {
  const M = 'gpt-4o';
  const goal = 'PR #482 in acme/ledger-service is failing CI on the lint job. Fix it, get the checks green and merge.';
  const ch = [];
  ch.push(llm('Let me look at the failing lint job log.', M));
  ch.push(tool('gh_run_view', { repo: 'acme/ledger-service', run_id: 9123456789, log_failed: true },
    'lint\tRun ruff\t2024-05-14T10:02:11.4180000Z ledger/reconcile.py:3:8: F401 [*] `decimal` imported but unused\nlint\tRun ruff\t2024-05-14T10:02:11.4181000Z ledger/reconcile.py:1:1: I001 [*] Import block is un-sorted or un-formatted\nlint\tRun ruff\t2024-05-14T10:02:11.4189000Z Found 2 errors.\nlint\tRun ruff\t2024-05-14T10:02:11.4190000Z [*] 2 fixable with the `--fix` option.\nlint\tRun ruff\t2024-05-14T10:02:11.6120000Z ##[error]Process completed with exit code 1.'));
  ch.push(tool('read_file', { path: 'ledger/reconcile.py', start_line: 1, end_line: 12 },
    'import logging\nfrom datetime import date\nimport decimal\nfrom collections import defaultdict\n\nfrom ledger.models import Entry, Account\n\nlog = logging.getLogger(__name__)\n\n\ndef reconcile(entries: list[Entry], as_of: date) -> dict[str, int]:\n    totals: dict[str, int] = defaultdict(int)'));
  ch.push(tool('run_shell', { cmd: 'ruff check --fix ledger/reconcile.py && ruff check ledger/ && pytest -q tests/test_reconcile.py' },
    `Found 2 errors (2 fixed, 0 remaining).\nAll checks passed!\n..........                                                               [100%]\n10 passed in ${(c.int(150, 260) / 100).toFixed(2)}s`));
  c.tick(4, 8);
  const sha = c.hex(7);
  ch.push(tool('run_shell', { cmd: "git commit -am 'lint: drop unused decimal import, sort imports' && git push origin fix/reconcile-rounding" },
    `[fix/reconcile-rounding ${sha}] lint: drop unused decimal import, sort imports\n 1 file changed, 2 insertions(+), 3 deletions(-)\nTo github.com:acme/ledger-service.git\n   ${c.hex(7)}..${sha}  fix/reconcile-rounding -> fix/reconcile-rounding`));
  ch.push(llm('Pushed the fix. Waiting for the checks on the new commit.', M));
  const run = c.digits(10);
  let secs = c.int(20, 40);
  for (let i = 0; i < 5; i++) {
    const dt = c.int(45, 75);
    c.tick(dt, dt);
    secs += dt;
    const el = `${Math.floor(secs / 60)}m${secs % 60}s`;
    ch.push(tool('gh_pr_checks', { repo: 'acme/ledger-service', pr: 482 },
      `Some checks are still pending\n0 failing, 2 successful, 0 skipped, and 1 pending checks\n\n✓  build              1m42s  https://github.com/acme/ledger-service/actions/runs/${run}/job/25087114301\n✓  lint               31s    https://github.com/acme/ledger-service/actions/runs/${run}/job/25087114377\n*  integration-tests  ${el}  https://github.com/acme/ledger-service/actions/runs/${run}/job/25087114452\n`));
  }
  c.tick(5, 10);
  ch.push(tool('post_pr_comment', { repo: 'acme/ledger-service', pr: 482, body: `Lint is fixed in ${sha} (unused import + import order). \`integration-tests\` has been pending for a long time on this commit, so I have not merged — could someone check the runner pool?` },
    { id: Number(c.digits(10)), html_url: `https://github.com/acme/ledger-service/pull/482#issuecomment-${c.digits(10)}`, created_at: c.isoS() }));
  return { domain: 'coding', goal, root: agent('coding-agent', goal, `I fixed the two ruff errors and pushed ${sha}, but integration-tests never finished, so the PR is not merged. I left a comment asking someone to look at the runner.`, ch) };
}

// Row 6 - travel booking: supplier confirmation stays pending (loop mid-run; one distinct note inside the loop).
function hotelBooking(c) {
  const M = 'ChatAnthropic';
  const goal = 'Book the cheapest refundable hotel in Lisbon (Baixa or Chiado) for 12–15 June, 2 adults, and send me the confirmation.';
  const ref = `HB-${c.up(8)}`;
  const ch = [];
  ch.push(llm('Searching Baixa/Chiado for 12–15 June, 2 adults, refundable rates only.', M));
  ch.push(tool('search_hotels', { city: 'Lisbon', neighbourhoods: ['Baixa', 'Chiado'], check_in: '2024-06-12', check_out: '2024-06-15', adults: 2, refundable_only: true, sort: 'price_asc', limit: 3 }, [
    { hotel_id: 'LIS-44821', name: 'Hotel Baixa Prata', stars: 3, total: { amount: 412.2, currency: 'EUR' }, rate_code: 'FLEX-BB', free_cancellation_until: '2024-06-10T23:59:00+01:00' },
    { hotel_id: 'LIS-10932', name: 'Chiado Loft Suites', stars: 4, total: { amount: 468.0, currency: 'EUR' }, rate_code: 'FLEX-RO', free_cancellation_until: '2024-06-09T12:00:00+01:00' },
    { hotel_id: 'LIS-55710', name: 'Casa do Carmo', stars: 4, total: { amount: 497.4, currency: 'EUR' }, rate_code: 'FLEX-BB', free_cancellation_until: '2024-06-11T18:00:00+01:00' },
  ]));
  ch.push(tool('get_rate_details', { hotel_id: 'LIS-44821', rate_code: 'FLEX-BB' }, { room: 'Double Superior', board: 'Bed & breakfast', nightly: [137.4, 137.4, 137.4], taxes_included: true, city_tax_due_at_hotel: { amount: 12.0, currency: 'EUR' }, cancellation: 'Free until 10 Jun 23:59 local, then first night charged' }));
  ch.push(llm('Hotel Baixa Prata at €412.20 (B&B, free cancellation until 10 June) is the cheapest refundable option. Booking it.', M));
  c.tick(3, 6);
  ch.push(tool('create_booking', { hotel_id: 'LIS-44821', rate_code: 'FLEX-BB', guests: [{ first: 'Marta', last: 'Kowalczyk' }, { first: 'Tomasz', last: 'Kowalczyk' }], payment_token: 'pm_tok_•••4242' },
    { booking_ref: ref, status: 'PENDING_SUPPLIER_CONFIRMATION', created_at: c.iso() }));
  const poll = () => {
    c.tick(30, 45);
    return tool('get_booking_status', { booking_ref: ref }, { booking_ref: ref, status: 'PENDING_SUPPLIER_CONFIRMATION', hotel: 'Hotel Baixa Prata', supplier: 'hotelbeds', supplier_ref: null, retry_after_s: 30, server_time: c.iso(), trace_id: c.hex(32) });
  };
  ch.push(poll(), poll(), poll());
  ch.push(llm('Supplier confirmations usually arrive within a couple of minutes for this chain; the booking is not failed, just unconfirmed, so I will keep checking rather than rebook and risk a double charge.', M));
  ch.push(poll(), poll(), poll());
  return { domain: 'travel booking', goal, root: agent('travel-agent', goal, `Your booking ${ref} at Hotel Baixa Prata (12–15 June, €412.20, refundable) is still waiting for the hotel supplier to confirm, so I can't send a confirmation yet.`, ch) };
}

export default {
  name: 'status-poll-volatile-only',
  isolates: 'A status/health/job query repeated 4-7 times whose results differ only in volatile fields (timestamps, ids, hashes, elapsed counters) while the status never changes and the run ends unresolved.',
  loop: true,
  stagnation: false,
  kind: 'poll',
  scenarios: [deployRollout, bqJob, refundStatus, portalExport, ciChecks, hotelBooking],
};
