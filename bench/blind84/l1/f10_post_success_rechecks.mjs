import { Run, row, uuid, sha, dur, host, reqId } from './lib.mjs';
import { opsWork, supportWork, codingWork } from './domains.mjs';
const FAM = 'post_success_rechecks';
function s1() {
  const run = new Run(`${FAM}-01`, 'otel', 'Roll out notifications-svc v3.8.2 to production with a canary, verify health, and announce in #releases.', { start: '2026-02-24T15:00:00.000Z' });
  const r = run.r;
  opsWork(run, { svc: 'notifications-svc', ns: 'notify' }, 40);
  for (const w of [5, 25, 50, 100]) { run.step(`Promoting the canary to ${w}%.`, 'rollout', { service: 'notifications-svc', version: '3.8.2', weight: w }, { ok: true, weight: w, rollout_id: 'ro-' + r.hex(8), at: run.clock.iso() }); run.step(`Health at ${w}%.`, 'service_health', { service: 'notifications-svc', window: '5m' }, { error_rate: (0.05 + r() * 0.05).toFixed(3) + '%', p99_ms: r.int(180, 240), version_mix: { '3.8.2': `${w}%` }, healthy: true }); }
  run.step('Final verification of the rollout.', 'rollout_status', { service: 'notifications-svc' }, { version: '3.8.2', weight: 100, phase: 'Completed', healthy_replicas: '6/6', completed_at: run.clock.iso() });
  const ann = 'notifications-svc v3.8.2 is fully rolled out to production (100%, 6/6 healthy, error rate ~0.07%). No action needed.';
  run.step('Announcing.', 'slack_post', { channel: '#releases', text: ann }, { ok: true, ts: `${run.clock.epoch()}.${r.int(100000, 999999)}` });
  for (let i = 0; i < 4; i++) { run.step('Verifying the rollout is complete.', 'rollout_status', { service: 'notifications-svc' }, { version: '3.8.2', weight: 100, phase: 'Completed', healthy_replicas: '6/6', checked_at: run.clock.iso(), request_id: uuid(r) }); run.step('Announcing the completed rollout.', 'slack_post', { channel: '#releases', text: i % 2 ? ann.replace('No action needed.', 'No action is needed.') : ann }, { ok: true, ts: `${run.clock.epoch()}.${r.int(100000, 999999)}` }); }
  return row(FAM, 1, 'A release agent completes and confirms a canary rollout, announces it, then keeps re-verifying the same Completed status and re-posting the same announcement four more times until the turn limit.', true, true, run.finish({ stop_reason: 'max_turns' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'anthropic', 'Handle ticket HS-5521 for Orbit Home: the customer was double-charged for a smart thermostat; refund the duplicate and confirm with the customer. Then finish the remaining queue.', { start: '2026-02-10T09:15:00.000Z' });
  const r = run.r; const who = ['Liam Walsh', 'Nina Petrova', 'Carlos Mendes', 'Fatima Zahra', 'Oskar Nilsson', 'Rachel Green', 'Ahmed Saleh', 'Elena Rossi', 'Victor Hugo', 'June Park', 'Sipho Dlamini', 'Hana Kim'];
  supportWork(run, { courtesy: 'Thanks for being an Orbit Home customer!' }, who.map((w, i) => ({ id: `HS-${5500 + i}`, who: w, issue: ['Thermostat not shipped', 'Camera delivery', 'Returned doorbell refund', 'Order processing delay'][i % 4], order: `OH-${909100 + i * 9}` })));
  run.step('Refunding the duplicate charge for HS-5521.', 'issue_refund', { charge_id: 'ch_3Pq9Z2Lk8vYx', amount: 12900, currency: 'usd', reason: 'duplicate' }, { id: 're_3Pq9ZdLk8vYx0a1', status: 'succeeded', amount: 12900, created: run.clock.epoch() });
  const msg = 'Hi Dana, I have refunded the duplicate charge of $129.00 for your Orbit thermostat (refund re_3Pq9ZdLk8vYx0a1). It will show on your statement within 5-10 business days. Thanks for being an Orbit Home customer!';
  run.step('Confirming to the customer.', 'send_reply', { ticket_id: 'HS-5521', body: msg }, { ok: true, ticket_status: 'solved' });
  for (let i = 0; i < 4; i++) { run.step('Double-checking the refund went through.', 'get_refund', { refund_id: 're_3Pq9ZdLk8vYx0a1' }, { id: 're_3Pq9ZdLk8vYx0a1', status: 'succeeded', amount: 12900, request_id: reqId(r) }); run.step('Letting the customer know the refund is confirmed.', 'send_reply', { ticket_id: 'HS-5521', body: msg }, { ok: true, ticket_status: 'solved' }); }
  return row(FAM, 2, 'A support agent refunds and confirms (status succeeded, ticket solved), then re-checks the same refund and re-sends the identical confirmation to the customer four more times instead of moving on.', true, true, run.finish({ stop_reason: 'max_turns' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'swe', 'sqlfluff/sqlfluff issue #5830: L010 (capitalisation) crashes on Jinja templated keywords. Fix it and make the rule tests pass.', { start: '2026-01-23T08:00:00.000Z' });
  const r = run.r;
  codingWork(run, { repo: 'sqlfluff/sqlfluff', lang: 'py', files: ['src/sqlfluff/rules/capitalisation/CP01.py', 'src/sqlfluff/core/templaters/jinja.py', 'src/sqlfluff/core/parser/segments/base.py', 'test/rules/std_CP01_test.py', 'test/fixtures/rules/std_rule_cases/CP01.yml'], syms: ['_eval', '_handle_segment', 'get_raw_slices', 'is_templated'], test: 'python -m pytest test/rules/std_CP01_test.py -q' }, 64);
  const pass = () => `============================= test session starts ==============================\ncollected 48 items\n\ntest/rules/std_CP01_test.py ................................................ [100%]\n\n============================== 48 passed in ${dur(r, 2, 6)} ==============================`;
  run.step('With the templated-slice guard in place, running the CP01 tests.', 'bash', { command: 'python -m pytest test/rules/std_CP01_test.py -q' }, pass());
  run.step('All 48 pass, including the new jinja case. Submitting.', 'bash', { command: 'submit' }, `diff --git a/src/sqlfluff/rules/capitalisation/CP01.py b/src/sqlfluff/rules/capitalisation/CP01.py\nindex ${sha(r, 7)}..${sha(r, 7)} 100644\n+        if context.segment.is_templated:\n+            return None\nSubmission recorded.`);
  for (let i = 0; i < 4; i++) run.step(['Running the tests once more to be sure.', 'Verifying again that nothing regressed in CP01.', 'One more confirmation run of the rule tests.', 'Re-checking the CP01 suite.'][i], 'bash', { command: 'python -m pytest test/rules/std_CP01_test.py -q' }, pass());
  run.step('Submitting again.', 'bash', { command: 'submit' }, 'Submission already recorded.');
  return row(FAM, 3, 'A SWE agent fixes the bug, sees 48 tests pass and submits, then re-runs the same passing suite four times and submits again until the step limit.', true, false, run.finish({ exit_status: 'submitted (exit_context)' }));
}
export const rows = () => [s1(), s2(), s3()];
