import { Run, row, uuid, reqId, sha, dur, host } from './lib.mjs';
import { opsWork, browserWork, codingWork } from './domains.mjs';
const FAM = 'repeated_user_notice_on_failure';
function s1() {
  const run = new Run(`${FAM}-01`, 'otel', 'PagerDuty alert: payments-worker is consuming from the wrong Kafka topic after the config push. Restore normal consumption and keep #inc-payments updated.', { start: '2026-02-12T22:17:00.000Z' });
  const r = run.r;
  opsWork(run, { svc: 'payments-worker', ns: 'payments' }, 64);
  run.step('Posting a status update.', 'slack_post', { channel: '#inc-payments', text: 'Investigating: payments-worker consumer lag is rising; config v118 pointed it at payments.v2-staging. Rolling back config next.' }, { ok: true, channel: 'C04HX2P9K', ts: `${run.clock.epoch()}.${r.int(100000, 999999)}` });
  const msg = 'Update: restart of payments-worker with config v117 failed (403 from deploy API). Retrying the restart now and will post again shortly.';
  for (let i = 0; i < 4; i++) {
    run.step('Restarting payments-worker with the previous config v117.', 'deploy_api', { action: 'restart', service: 'payments-worker', config_version: 117, reason: 'INC-9021 rollback' }, { status: 403, headers: { date: run.clock.http(), 'x-request-id': uuid(r), 'x-envoy-upstream-service-time': String(r.int(3, 40)) }, body: { error: 'forbidden', message: 'principal agent-ops@payments lacks deploy:restart on namespace payments', policy: 'rbac/prod-deployers' } }, { error: 'HTTP 403 Forbidden' });
    run.step('Telling the channel about the failed restart.', 'slack_post', { channel: '#inc-payments', text: i === 2 ? msg.replace('Retrying the restart now', 'Retrying now') : msg }, { ok: true, channel: 'C04HX2P9K', ts: `${run.clock.epoch()}.${r.int(100000, 999999)}` });
  }
  return row(FAM, 1, 'An incident agent hits the same 403 on the restart four times and after each posts the same Slack update ("restart failed, retrying now") instead of requesting access or escalating.', true, true, run.finish({ status: 'timeout', elapsed: '00:30:00' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'browser', 'File my February travel expenses in the Expensify-like portal (expenses.corp.example): 9 receipts in the shared folder, then submit the report to my manager.', { start: '2026-03-01T08:12:00.000Z' });
  const r = run.r;
  browserWork(run, { site: 'expenses.corp.example', pages: [{ url: 'https://expenses.corp.example/reports/new', title: 'New expense report', items: ['Add expense', 'Attach receipt', 'Category', 'Amount', 'Save draft'] }, { url: 'https://drive.corp.example/folders/receipts-feb', title: 'receipts-feb', items: ['taxi_0203.pdf', 'hotel_lyon.pdf', 'train_0205.jpg', 'dinner_client.pdf', 'parking.png'] }, { url: 'https://expenses.corp.example/reports/R-20931', title: 'Report R-20931 (draft)', items: ['Taxi €23.40', 'Hotel €412.00', 'Train €88.00', 'Dinner €131.50', 'Submit'] }] }, 42);
  const note = 'I could not submit report R-20931: the portal says "Approver required – your manager field is empty". I will try submitting again.';
  for (let i = 0; i < 4; i++) {
    run.step('Click Submit on report R-20931.', 'click_element_by_index', { index: 48 }, { error_banner: 'Approver required – your manager field is empty. Contact HR to update your profile.', url: 'https://expenses.corp.example/reports/R-20931', toast_id: r.b62(10) }, { eval: i ? 'Failed - same approver error' : 'Failed', memory: 'report R-20931 has 9 expenses, total €1,184.30' });
    run.step(note, 'send_message_to_user', { text: note }, { delivered: true, user_reply: null });
  }
  return row(FAM, 2, 'A browser agent clicks Submit four times, gets the same "Approver required" banner, and after each failure sends the user the same message that it will try again.', true, true, run.finish({ is_done: false, reason: 'max_steps=100' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'cc', 'Bump the Go toolchain of hashicorp/consul-template to 1.23, fix any vet errors, and push the branch `go-1.23` to origin.', { start: '2026-01-19T16:40:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'hashicorp/consul-template', lang: 'go', files: ['go.mod', 'manager/runner.go', 'template/funcs.go', 'watch/view.go', 'dependency/catalog_service.go'], syms: ['NewRunner', 'parseServiceTags', 'Fetch', 'poll'], test: 'go vet ./... && go test ./... -count=1' }, 44);
  run.step('Committing the changes.', 'Bash', { command: 'git checkout -b go-1.23 && git commit -am "Bump Go to 1.23 and fix vet findings"', description: 'commit' }, `Switched to a new branch 'go-1.23'\n[go-1.23 ${sha(r, 7)}] Bump Go to 1.23 and fix vet findings\n 5 files changed, 31 insertions(+), 22 deletions(-)`);
  const said = 'The push was rejected by the remote: the pre-receive hook requires signed commits. I will retry the push.';
  for (let i = 0; i < 4; i++) {
    run.step(i ? null : 'Pushing the branch.', 'Bash', { command: 'git push -u origin go-1.23', description: 'push branch' }, `remote: error: GH006: Protected branch update failed for refs/heads/go-1.23.\nremote: error: Commits must have verified signatures.\nremote: Found 1 violation:\nremote:\nremote: ${sha(r, 40)}\nTo github.com:hashicorp/consul-template.git\n ! [remote rejected] go-1.23 -> go-1.23 (protected branch hook declined)\nerror: failed to push some refs to 'github.com:hashicorp/consul-template.git'`, { error: 'Exit code 1' });
    run.say(i === 1 ? said.replace('I will retry the push.', 'I will retry pushing.') : said);
  }
  return row(FAM, 3, 'A coding agent finishes the work but the push is rejected for unsigned commits; four times it retries the identical push and tells the user the same sentence, never signing the commit or asking for help.', true, true, run.finish({ stop_reason: 'max_turns' }));
}
export const rows = () => [s1(), s2(), s3()];
