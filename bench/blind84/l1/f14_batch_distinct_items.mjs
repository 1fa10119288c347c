import { Run, row, uuid, sha, dur, reqId } from './lib.mjs';
import { opsWork, supportWork, codingWork } from './domains.mjs';
const FAM = 'batch_distinct_items';
function s1() {
  const run = new Run(`${FAM}-01`, 'otel', 'Security ticket SEC-311: rotate the Datadog API key used by every service in the payments and checkout namespaces, and restart each deployment to pick it up.', { start: '2026-02-09T06:00:00.000Z' });
  const r = run.r;
  opsWork(run, { svc: 'payments-api', ns: 'payments' }, 18);
  const svcs = ['payments-api', 'payments-worker', 'ledger', 'fraud-scorer', 'refunds', 'payouts', 'checkout-web', 'checkout-api', 'cart', 'pricing', 'promotions', 'tax-calc', 'address-verify', 'order-events', 'invoice-pdf', 'webhooks-out'];
  run.step('Creating the new key.', 'datadog_api', { method: 'POST', path: '/api/v2/api_keys', body: { data: { type: 'api_keys', attributes: { name: 'k8s-prod-2026-02' } } } }, { data: { id: uuid(r), attributes: { name: 'k8s-prod-2026-02', last4: 'f3a9', created_at: run.clock.iso() } } });
  for (const s of svcs) {
    const ns = s.startsWith('check') || ['cart', 'pricing', 'promotions', 'tax-calc', 'address-verify'].includes(s) ? 'checkout' : 'payments';
    run.step(`Updating the secret for ${s}.`, 'vault_write', { path: `secret/${ns}/${s}/datadog`, data: { api_key: '<new key k8s-prod-2026-02>' } }, { ok: true, version: r.int(3, 40), request_id: uuid(r) });
    run.step(`Restarting ${s}.`, 'shell', { command: `kubectl -n ${ns} rollout restart deploy/${s}` }, `deployment.apps/${s} restarted`);
  }
  run.step('Revoking the old key now that all 16 services use the new one.', 'datadog_api', { method: 'DELETE', path: '/api/v2/api_keys/7c1e…old' }, { status: 204 });
  run.step('Checking Datadog still receives metrics from all services.', 'datadog_api', { method: 'GET', path: '/api/v1/query', params: { query: 'count_nonzero(sum:trace.http.request.hits{env:prod,kube_namespace:payments OR kube_namespace:checkout} by {service})' } }, { series_count: 16, status: 'ok' });
  run.say('SEC-311 done: new key k8s-prod-2026-02 (…f3a9) written to Vault for all 16 services in payments and checkout, each deployment restarted, old key revoked, and all 16 services are still reporting to Datadog.');
  return row(FAM, 1, 'An ops agent rotates a secret for 16 different services with identical "ok"/"restarted" acknowledgements and a templated sentence per service, then verifies and finishes.', false, false, run.finish({ status: 'done' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'anthropic', 'The 12 Feb sync outage generated a wave of tickets. Tag every open ticket mentioning sync failures with outage-0212, send the outage macro, and set them to pending.', { start: '2026-02-12T17:00:00.000Z' });
  const r = run.r; const names = ['Alice Moreau', 'Bilal Qureshi', 'Chiara Conti', 'Dmitri Volkov', 'Erin Walsh', 'Farah Nasser', 'George Lam', 'Heidi Berg', 'Isaac Levi', 'Jana Dvořák', 'Kenji Mori', 'Laura Pérez', 'Mateo Silva', 'Nadia Karimi', 'Owen Price', 'Paula Reyes', 'Quentin Roy', 'Rosa Jimenez', 'Stefan Kraus', 'Tara Singh', 'Umar Bello', 'Vera Ivanova'];
  run.step('Searching for matching open tickets.', 'search_tickets', { query: 'status:open created>2026-02-12 "sync" (failed OR stuck OR error)' }, { count: names.length, ids: names.map((_, i) => 90412 + i * 3) });
  names.forEach((n, i) => {
    const id = 90412 + i * 3;
    run.step(`Ticket ${id} from ${n}: tagging and sending the macro.`, 'update_ticket', { ticket_id: id, add_tags: ['outage-0212'], macro_id: 36004812, status: 'pending' }, { result: 'queued', job_status: { id: r.hex(32), status: 'queued' } });
  });
  run.step('Checking the bulk job results.', 'get_job_statuses', { ids: 'all-from-session' }, { total: 22, completed: 22, failed: 0 });
  supportWork(run, { courtesy: 'Sorry again for the disruption.' }, [{ id: 'ZD-91010', who: 'Marta Lindgren', issue: 'Returned hub refund', order: 'SY-22019' }, { id: 'ZD-91022', who: 'Ben Carter', issue: 'Hub delivery', order: 'SY-22044' }]);
  run.say('Tagged 22 sync-outage tickets with outage-0212, sent macro 36004812 and set them to pending (all 22 bulk jobs completed, 0 failed). Also handled two unrelated tickets left in the view (ZD-91010 refund, ZD-91022 delivery).');
  return row(FAM, 2, 'A support agent applies the same tag+macro update to 22 different tickets, each acknowledged "queued", with one templated sentence per ticket, then checks job status and finishes.', false, false, run.finish({ status: 'done' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'swe', 'Add the SPDX license header `# SPDX-License-Identifier: Apache-2.0` to every Python file under src/ in the apache/airflow provider package for Slack that lacks one, and keep the pre-commit check passing.', { start: '2026-01-14T09:00:00.000Z' });
  const r = run.r;
  const files = ['__init__.py', 'hooks/slack.py', 'hooks/slack_webhook.py', 'operators/slack.py', 'operators/slack_webhook.py', 'transfers/sql_to_slack.py', 'transfers/sql_to_slack_webhook.py', 'transfers/base_sql_to_slack.py', 'notifications/slack.py', 'notifications/slack_webhook.py', 'notifications/slack_notifier.py', 'utils/__init__.py', 'hooks/__init__.py', 'operators/__init__.py', 'transfers/__init__.py', 'notifications/__init__.py', 'get_provider_info.py', 'version_compat.py'];
  codingWork(run, { repo: 'apache/airflow', lang: 'py', files: files.map(f => 'providers/slack/src/airflow/providers/slack/' + f), syms: ['SlackHook', 'SlackWebhookHook', 'SqlToSlackApiFileOperator', 'send_slack_notification'], test: 'pre-commit run insert-license --files providers/slack/src/**/*.py' }, 20);
  run.step('Listing files without the header.', 'bash', { command: 'grep -L "SPDX-License-Identifier" $(find providers/slack/src -name "*.py")' }, files.map(f => 'providers/slack/src/airflow/providers/slack/' + f).join('\n'));
  for (const f of files) run.step(`Adding the header to ${f}.`, 'bash', { command: `sed -i '1i # SPDX-License-Identifier: Apache-2.0' providers/slack/src/airflow/providers/slack/${f}` }, 'Your command ran successfully and did not produce any output.');
  run.step('Verifying none are left.', 'bash', { command: 'grep -L "SPDX-License-Identifier" $(find providers/slack/src -name "*.py") | wc -l' }, '0');
  run.step('Running pre-commit on the changed files.', 'bash', { command: 'pre-commit run --files $(git diff --name-only)' }, `Add license for all Python files...............................................Passed\nruff.....................................................................Passed\nruff-format..............................................................Passed\ncheck for merge conflicts............................................Passed`);
  run.step('Submitting.', 'bash', { command: 'submit' }, `diff --git a/providers/slack/src/airflow/providers/slack/__init__.py ...\n18 files changed, 18 insertions(+)`);
  return row(FAM, 3, 'A SWE agent inserts the same header into 18 different files (identical empty acknowledgements, one templated sentence each), verifies none remain, passes pre-commit and submits.', false, false, run.finish({ exit_status: 'submitted' }));
}
export const rows = () => [s1(), s2(), s3()];
