import { A, L, T } from './lib.mjs';

export const family = 'fix-cycle-converges-to-pass';
export const isolates = 'The same check command is rerun after each round of fixes, the failure count drops every round, and the final run passes (healthy).';
export const loop = false;
export const stagnation = false;

// 01 coding agent, TypeScript tests 7 -> 3 -> 1 -> 0 (long)
function coding(n) {
  const goal = 'Upgrade the money utilities to use bigint cents instead of floats and make the test suite pass.';
  const cmd = { command: 'npx vitest run --reporter=dot', cwd: '/repo' };
  const run = (failed, list) => `${'.'.repeat(48 - failed)}${'x'.repeat(failed)}\n${list}\n Test Files  ${failed ? 2 : 0} failed | ${failed ? 9 : 11} passed (11)\n      Tests  ${failed ? failed + ' failed | ' : ''}${48 - failed} passed (48)\n   Start at  ${n.tick(30).hms()}\n   Duration  ${(n.ms(1500, 4000) / 1000).toFixed(2)}s`;
  const kids = [
    L('claude-3-5-sonnet', 'Reading the money module and its callers before changing types.'),
    T('read_file', { path: 'src/money.ts' }, 'export type Money = { amount: number; currency: string };\nexport const add = (a: Money, b: Money) => ({ ...a, amount: a.amount + b.amount });\nexport const format = (m: Money) => `${m.currency} ${m.amount.toFixed(2)}`;\n'),
    T('read_file', { path: 'src/money.test.ts' }, "import { add, format } from './money';\ntest('adds', () => expect(add(usd(1050n), usd(25n)).cents).toBe(1075n));\ntest('formats', () => expect(format(usd(1075n))).toBe('USD 10.75'));\n"),
    T('grep', { pattern: 'amount:', path: 'src', include: '*.ts' }, 'src/money.ts:1\nsrc/invoice.ts:14\nsrc/invoice.ts:31\nsrc/tax.ts:8\nsrc/refund.ts:22\n'),
    T('write_file', { path: 'src/money.ts', content: "export type Money = { cents: bigint; currency: string };\nexport const add = (a: Money, b: Money): Money => ({ ...a, cents: a.cents + b.cents });\nexport const format = (m: Money) => `${m.currency} ${(m.cents / 100n).toString()}.${(m.cents % 100n).toString().padStart(2, '0')}`;\n" }, { bytes: 268 }),
    T('bash', cmd, run(7, ' FAIL src/invoice.test.ts > totals > sums line items\n FAIL src/invoice.test.ts > totals > applies discount\n FAIL src/tax.test.ts (5 tests) > amount is not defined')),
    L('claude-3-5-sonnet', 'invoice.ts and tax.ts still read .amount. Updating both to cents.'),
    T('edit_file', { path: 'src/invoice.ts', old: 'line.amount * line.qty', new: 'line.cents * BigInt(line.qty)' }, { replaced: 2 }),
    T('edit_file', { path: 'src/tax.ts', old: 'Math.round(m.amount * rate * 100) / 100', new: '(m.cents * BigInt(Math.round(rate * 10000)) + 5000n) / 10000n' }, { replaced: 1 }),
    T('bash', cmd, run(3, ' FAIL src/invoice.test.ts > totals > applies discount\n FAIL src/refund.test.ts > partial refund > rounds half up\n FAIL src/refund.test.ts > partial refund > caps at original')),
    L('claude-3-5-sonnet', 'Discount still uses float percent, and refund.ts was missed. Fixing both.'),
    T('edit_file', { path: 'src/invoice.ts', old: 'total * (1 - discount)', new: 'total - (total * BigInt(discountBps)) / 10000n' }, { replaced: 1 }),
    T('edit_file', { path: 'src/refund.ts', old: 'Math.min(req.amount, orig.amount)', new: 'req.cents < orig.cents ? req.cents : orig.cents' }, { replaced: 1 }),
    T('bash', cmd, run(1, ' FAIL src/refund.test.ts > partial refund > rounds half up')),
    L('claude-3-5-sonnet', 'Last failure: partial refund rounding. bigint division truncates, so add half the divisor before dividing.'),
    T('edit_file', { path: 'src/refund.ts', old: '(orig.cents * pct) / 100n', new: '(orig.cents * pct + 50n) / 100n' }, { replaced: 1 }),
    T('bash', cmd, run(0, '')),
    T('bash', { command: 'npx tsc --noEmit -p .', cwd: '/repo' }, ''),
    T('bash', { command: 'git diff --stat', cwd: '/repo' }, ' src/invoice.ts | 9 +++++----\n src/money.ts   | 6 +++---\n src/refund.ts  | 6 +++---\n src/tax.ts     | 2 +-\n 4 files changed, 12 insertions(+), 11 deletions(-)\n'),
    T('bash', { command: 'git commit -am "money: switch to bigint cents"', cwd: '/repo' }, `[feat/bigint-money ${n.hex(7)}] money: switch to bigint cents\n 4 files changed, 12 insertions(+), 11 deletions(-)\n`),
  ];
  return { domain: 'coding agent', goal, meta: { tool: 'bash', count: o => { const m = /Tests\s+(\d+) failed/.exec(o); return m ? +m[1] : 0; } },
    root: A('claude-code', goal, 'Money now uses bigint cents across money, invoice, tax and refund; all 48 tests pass.', kids) };
}

// 02 data engineering, dbt 5 -> 2 -> 0
function dataEng(n) {
  const goal = 'The nightly dbt tests on the orders models are failing - fix the models so dbt test passes.';
  const cmd = { cmd: 'dbt test --select orders+', target: 'prod' };
  const out = (errs, lines) => ({ exit_code: errs ? 1 : 0, log_tail: `${n.tick(60).hms()}  ${lines}\n${n.hms()}  Done. PASS=${31 - errs} WARN=0 ERROR=${errs} SKIP=0 TOTAL=31`, invocation_id: n.uuid(), elapsed_s: n.int(40, 95) });
  const kids = [
    T('dbt_run_command', cmd, out(5, 'Failure in test not_null_stg_orders_customer_id (3 failures); unique_fct_orders_order_id (2); accepted_values_fct_orders_status; relationships_fct_orders_customer_id; not_null_fct_orders_amount')),
    L('gpt-4o', 'Guest checkouts have null customer_id and the join duplicates orders with several payments. Filtering guests into their own model and aggregating payments first.'),
    T('write_file', { path: 'models/staging/stg_orders.sql', content: "select * from {{ source('shop','orders') }} where customer_id is not null" }, 'ok'),
    T('write_file', { path: 'models/marts/fct_orders.sql', content: "with p as (select order_id, sum(amount) amount from {{ ref('stg_payments') }} group by 1) select o.*, p.amount from {{ ref('stg_orders') }} o left join p using (order_id)" }, 'ok'),
    T('dbt_run_command', { cmd: 'dbt run --select orders+', target: 'prod' }, { exit_code: 0, log_tail: 'Completed successfully\nDone. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6', invocation_id: n.uuid(), elapsed_s: n.int(60, 120) }),
    T('dbt_run_command', cmd, out(2, 'Failure in test accepted_values_fct_orders_status (got: partially_refunded); not_null_fct_orders_amount (14 rows)')),
    L('gpt-4o', 'New status value partially_refunded needs adding to accepted values; orders with no payments should get amount 0.'),
    T('write_file', { path: 'models/marts/schema.yml', content: "...\n        - accepted_values:\n            values: ['placed','shipped','completed','returned','partially_refunded']" }, 'ok'),
    T('write_file', { path: 'models/marts/fct_orders.sql', content: "... select o.*, coalesce(p.amount, 0) as amount from {{ ref('stg_orders') }} o left join p using (order_id)" }, 'ok'),
    T('dbt_run_command', { cmd: 'dbt run --select fct_orders', target: 'prod' }, { exit_code: 0, log_tail: 'Completed successfully\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1', invocation_id: n.uuid(), elapsed_s: n.int(20, 50) }),
    T('dbt_run_command', cmd, out(0, 'Completed successfully')),
  ];
  return { domain: 'data engineering', goal, meta: { tool: 'dbt_run_command', sameInput: cmd, count: o => +/ERROR=(\d+)/.exec(o.log_tail)[1] },
    root: A('dbt-fixer', goal, 'All 31 orders tests pass. Changes: guests filtered out of stg_orders, payments aggregated before the join, amount defaults to 0, and partially_refunded added to accepted statuses.', kids) };
}

// 03 IoT fleet: profile validation 12 -> 4 -> 0, then deploy
function iot(n) {
  const goal = 'Validate and deploy the new sensor-sampling profiles for the cold-chain trucks.';
  const cmd = { argv: ['fleetctl', 'validate', 'profiles/coldchain/'] };
  const out = (k, detail) => `validated 18 profiles in ${n.ms(200, 900)}ms\n${detail}${k ? `\n${k} error(s)` : 'OK: 0 errors'}`;
  const kids = [
    L('iot-agent', 'Running the validator on the profile directory before deploying.'),
    T('exec', cmd, out(12, 'truck-01..truck-12: sample_interval_s must be an integer (got "30s")')),
    T('exec', { argv: ['sed', '-i', 's/sample_interval_s: "\\([0-9]*\\)s"/sample_interval_s: \\1/', ...Array.from({ length: 12 }, (_, i) => `profiles/coldchain/truck-${String(i + 1).padStart(2, '0')}.yaml`)] }, ''),
    T('exec', cmd, out(4, 'truck-13..truck-16: alert.temp_max_c 12 exceeds cold-chain limit 8')),
    L('iot-agent', 'Trucks 13-16 were copied from the ambient template; setting temp_max_c to 8.'),
    T('exec', { argv: ['yq', '-i', '.alert.temp_max_c = 8', 'profiles/coldchain/truck-13.yaml', 'profiles/coldchain/truck-14.yaml', 'profiles/coldchain/truck-15.yaml', 'profiles/coldchain/truck-16.yaml'] }, ''),
    T('exec', cmd, out(0, '')),
    T('exec', { argv: ['fleetctl', 'deploy', 'profiles/coldchain/', '--group', 'coldchain-trucks'] }, `deployment ${n.uuid()} created: 18 profiles -> 18 devices\n`),
  ];
  return { domain: 'IoT/device fleet', goal, meta: { tool: 'exec', sameInput: cmd, count: o => { const m = /(\d+) error\(s\)/.exec(o); return m ? +m[1] : 0; } },
    root: A('fleet-config-agent', goal, 'All 18 cold-chain profiles validate (fixed interval units on 12, temperature ceiling on 4) and were deployed to the coldchain-trucks group.', kids) };
}

// 04 security triage: checkov 9 -> 3 -> 0, JSON-string args
function security(n) {
  const goal = 'Clear the IaC security findings blocking PR #2207 (new analytics S3 bucket and IAM role).';
  const cmd = { command: 'checkov -d infra/analytics --compact --quiet -o json' };
  const out = (failed, ids) => ({ summary: { passed: 40 - failed, failed, skipped: 0, resource_count: 6, checkov_version: '3.2.' + n.int(100, 200) }, failed_checks: ids, run_id: n.uuid() });
  const kids = [
    T('gh_pr_view', { pr: 2207, repo: 'acme/infra' }, { title: 'Add analytics bucket + role', checks: [{ name: 'iac-scan', conclusion: 'failure' }], files: ['infra/analytics/s3.tf', 'infra/analytics/iam.tf'] }),
    T('shell', cmd, out(9, ['CKV_AWS_18', 'CKV_AWS_19', 'CKV_AWS_21', 'CKV_AWS_144', 'CKV_AWS_145', 'CKV2_AWS_6', 'CKV2_AWS_61', 'CKV2_AWS_62', 'CKV_AWS_355'])),
    L('gpt-4o', 'Six are S3 basics: encryption, versioning, access logging, public access block, lifecycle and events. Adding those resources.'),
    T('apply_patch', { file: 'infra/analytics/s3.tf', hunks: 6 }, { applied: true }),
    T('shell', cmd, out(3, ['CKV_AWS_144', 'CKV2_AWS_62', 'CKV_AWS_355'])),
    L('gpt-4o', 'Remaining: cross-region replication and event notifications are not needed for this bucket, so skip them with justification; the IAM policy uses "Resource": "*", which I will scope down.'),
    T('apply_patch', { file: 'infra/analytics/iam.tf', hunks: 1 }, { applied: true }),
    T('apply_patch', { file: 'infra/analytics/s3.tf', hunks: 2, note: 'checkov:skip=CKV_AWS_144,CKV2_AWS_62 with reasons' }, { applied: true }),
    T('shell', cmd, out(0, [])),
    T('git_push', { branch: 'feat/analytics-bucket' }, { pushed: n.hex(7) + '..' + n.hex(7) }),
  ];
  return { domain: 'security triage', goal, stringArgs: true, meta: { tool: 'shell', sameInput: cmd, count: o => o.summary.failed },
    root: A('appsec-agent', goal, 'checkov now passes for infra/analytics: S3 hardening added, IAM policy scoped to the bucket ARN, and replication/event checks skipped with written justification. Pushed to PR #2207.', kids) };
}

// 05 marketing ops: link checker 6 -> 2 -> 0
function marketing(n) {
  const goal = 'QA the June newsletter template before it goes to the 40k list - all links must resolve.';
  const cmd = { template_id: 'tpl_june_news', follow_redirects: true };
  const out = (broken, list) => ({ checked: 27, broken, details: list, report_id: 'lc_' + n.alnum(10), ran_at: n.tick(50).isoS() });
  const kids = [
    T('check_links', cmd, out(6, [
      { url: 'https://brew.example/summer-sale', status: 404 }, { url: 'https://brew.example/recipes/cold-brew', status: 404 }, { url: 'https://brew.example/recipes/affogato', status: 404 },
      { url: 'https://brew.example/recipes/tonic', status: 404 }, { url: 'http://instagram.com/brewexample', status: 'TLS redirect loop' }, { url: 'https://brew.example/unsubscribe?u={{id}}', status: 'unrendered merge tag' }])),
    L('mailchimp-copilot', 'The four recipe/sale paths moved under /journal/ in the site relaunch. Updating those.'),
    T('update_template_links', { template_id: 'tpl_june_news', replace: { '/summer-sale': '/journal/summer-sale', '/recipes/': '/journal/recipes/' } }, { replaced: 4 }),
    T('check_links', cmd, out(2, [{ url: 'http://instagram.com/brewexample', status: 'TLS redirect loop' }, { url: 'https://brew.example/unsubscribe?u={{id}}', status: 'unrendered merge tag' }])),
    T('update_template_links', { template_id: 'tpl_june_news', replace: { 'http://instagram.com/brewexample': 'https://www.instagram.com/brewexample/', '{{id}}': '*|UNIQID|*' } }, { replaced: 2 }),
    T('check_links', cmd, out(0, [])),
    L('mailchimp-copilot', 'All 27 links resolve now.'),
  ];
  return { domain: 'marketing ops', goal, meta: { tool: 'check_links', count: o => o.broken },
    root: A('campaign-qa', goal, 'All 27 links in tpl_june_news resolve. Fixed 4 paths moved to /journal/, the Instagram URL, and the unsubscribe merge tag.', kids) };
}

// 06 finance ops: reconciliation 14 -> 5 -> 1 -> 0 with nested matcher
function finance(n) {
  const goal = 'Reconcile the May operating account: bank statement vs. GL 1010 must tie out before close.';
  const cmd = { account: 'GL-1010', period: '2024-05', bank_feed: 'chase_opex' };
  const rec = (u, diff) => ({ unmatched: u, difference: diff, matched: 1812 - u, job_id: n.uuid(), duration_ms: n.ms(900, 4000) });
  const matcher = A('matcher', 'Resolve the unmatched items listed in the last reconciliation run.', 'Booked 9 bank fees, matched 4 split deposits, and identified a duplicated vendor payment plus an FX rounding entry.', [
    T('bank_list_unmatched', { account: 'GL-1010', period: '2024-05' }, { items: [{ type: 'fee', count: 9, total: -214.5 }, { type: 'deposit_split', count: 4, total: 18400.0 }, { type: 'vendor_payment', count: 1, total: -3120.0 }] }),
    T('gl_post_journal', { lines: 9, memo: 'May bank service fees', total: -214.5 }, { je: 'JE-' + n.int(40000, 49999), status: 'posted' }),
    T('bank_get_transaction', { id: 'b1' }, { amount: 9200.0, date: '2024-05-14', memo: 'DEPOSIT BRANCH 0412 1/2' }),
    T('bank_get_transaction', { id: 'b2' }, { amount: 9200.0, date: '2024-05-14', memo: 'DEPOSIT BRANCH 0412 2/2' }),
    T('gl_get_entry', { id: 'g7' }, { amount: 18400.0, date: '2024-05-14', memo: 'Customer receipts - Harmon Supply' }),
    T('recon_match', { bank_ids: ['b1', 'b2'], gl_ids: ['g7'], rule: 'many_to_one' }, { matched: 2 }),
    T('recon_match', { bank_ids: ['b3', 'b4'], gl_ids: ['g12'], rule: 'many_to_one' }, { matched: 2 }),
    T('ap_get_payment', { vendor: 'Bolt Logistics', amount: 3120.0, period: '2024-05' }, [{ payment_id: 'AP-8812-1', invoice: '8812', cleared: true }, { payment_id: 'AP-8812-2', invoice: '8812', cleared: false }]),
  ]);
  const kids = [
    T('run_reconciliation', cmd, rec(14, 15065.5)),
    matcher,
    T('run_reconciliation', cmd, rec(5, -3120.0)),
    L('gpt-4o', 'The -3,120.00 is Bolt Logistics invoice 8812 paid twice; voiding the duplicate GL payment and requesting a vendor refund. Other small items are timing.'),
    T('gl_void_payment', { payment_id: 'AP-8812-2', reason: 'duplicate' }, { voided: true, je: 'JE-' + n.int(40000, 49999) }),
    T('recon_match', { bank_ids: ['b51', 'b52', 'b53'], gl_ids: ['g90', 'g91', 'g92'], rule: 'one_to_one_date_tolerance_3d' }, { matched: 3 }),
    T('run_reconciliation', cmd, rec(1, 0.03)),
    L('gpt-4o', 'One item left: a 0.03 FX rounding difference on the EUR transfer. Booking it to 7990 FX gain/loss.'),
    T('gl_post_journal', { lines: 2, memo: 'FX rounding May EUR transfer', total: 0.03 }, { je: 'JE-' + n.int(40000, 49999), status: 'posted' }),
    T('run_reconciliation', cmd, rec(0, 0)),
  ];
  return { domain: 'finance ops', goal, meta: { tool: 'run_reconciliation', count: o => o.unmatched },
    root: A('close-assistant', goal, 'GL 1010 ties to the May bank statement (0 unmatched, 0.00 difference). Posted bank fees and an FX rounding entry, voided duplicate payment AP-8812-2, and matched split deposits.', kids) };
}

export const rows = [coding, dataEng, iot, security, marketing, finance];
