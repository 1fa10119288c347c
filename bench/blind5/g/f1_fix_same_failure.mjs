// Family 1: different fixes, same check failing identically (volatile parts aside).
import { agent, llm, tool, fail, pending } from './lib.mjs';

export const family = {
  name: 'different-fixes-same-failure',
  isolates: 'Three or more different edits are each followed by the same check failing with output identical apart from volatile noise, and the run never gets the check to pass.',
  loop: true,
  stagnation: false,
};

// 1. coding agent: pytest keeps failing because the installed package shadows src/
function codingPytest(c) {
  const goal = 'test_parse_due_date in tests/test_invoice.py is failing on main. Fix it without changing the test.';
  const M = 'claude-3-5-sonnet-20241022';
  const run = () => tool('bash', c.a({ command: 'python -m pytest tests/test_invoice.py::test_parse_due_date -x -q' }),
    `F                                                                        [100%]\n=================================== FAILURES ===================================\n_____________________________ test_parse_due_date ______________________________\n\n    def test_parse_due_date():\n>       assert parse_due_date("01/03/2024") == "2024-03-01"\nE       AssertionError: assert datetime.datetime(2024, 1, 3, 0, 0) == '2024-03-01'\nE        +  where datetime.datetime(2024, 1, 3, 0, 0) = parse_due_date('01/03/2024')\n\ntests/test_invoice.py:14: AssertionError\n--------------------------- Captured log setup ---------------------------------\nINFO     conftest: tmp ledger at /tmp/pytest-of-runner/pytest-${c.int(10, 99)}/test_parse_due_date0/ledger.db\n=========================== short test summary info ============================\nFAILED tests/test_invoice.py::test_parse_due_date - AssertionError: assert datetime.datetime(2024, 1, 3, 0, 0) == '2024-03-01'\n1 failed in ${(c.int(9, 60) / 100).toFixed(2)}s`);
  const edit = (oldS, newS) => tool('str_replace_editor', c.a({ command: 'str_replace', path: '/repo/src/invoices/parse.py', old_str: oldS, new_str: newS }),
    `The file /repo/src/invoices/parse.py has been edited. Here's the result of running \`cat -n\` on a snippet of /repo/src/invoices/parse.py:\n    18\tdef parse_due_date(raw: str) -> str:\n    19\t    ${newS.split('\n')[0]}\nReview the changes and make sure they are as expected.`);
  const kids = [
    tool('bash', c.a({ command: 'git log --oneline -5 && ls src/invoices tests' }), `${c.hex(7)} Merge pull request #812 from ledger/due-date-parsing\n${c.hex(7)} parse: accept day-first dates\n${c.hex(7)} ci: pin pytest 8.1\n${c.hex(7)} bump version 0.9.3\n${c.hex(7)} invoices: add currency rounding\nsrc/invoices:\n__init__.py  parse.py  rounding.py\ntests:\nconftest.py  test_invoice.py  test_rounding.py`),
    tool('str_replace_editor', c.a({ command: 'view', path: '/repo/tests/test_invoice.py' }), "     1\tfrom invoices.parse import parse_due_date\n     2\t\n ...\n    12\tdef test_parse_due_date():\n    13\t    # day-first, as issued by EU suppliers\n    14\t    assert parse_due_date(\"01/03/2024\") == \"2024-03-01\""),
    llm(M, "The test expects day-first parsing returning an ISO date string. I'll reproduce the failure so I can see exactly what the assertion compares."),
    run(),
    tool('str_replace_editor', c.a({ command: 'view', path: '/repo/src/invoices/parse.py', view_range: [1, 30] }),
      "     1\tfrom datetime import datetime\n     2\t\n     3\tDATE_FORMATS = ['%d/%m/%Y', '%Y-%m-%d']\n ...\n    18\tdef parse_due_date(raw: str) -> str:\n    19\t    for fmt in DATE_FORMATS:\n    20\t        try:\n    21\t            return datetime.strptime(raw, fmt).date().isoformat()\n    22\t        except ValueError:\n    23\t            continue\n    24\t    raise ValueError(raw)"),
    llm(M, "Interesting: the source already returns an ISO string but the test sees a datetime with month/day swapped. Maybe the format list order is the issue; I'll make the day-first format explicit and strip the fallback."),
    edit("    for fmt in DATE_FORMATS:", "    for fmt in ['%d/%m/%Y']:"),
    run(),
    llm(M, "Same assertion. Perhaps the value is being parsed upstream by a dateutil call; I'll wrap the return in str() so the function can never leak a datetime."),
    edit("            return datetime.strptime(raw, fmt).date().isoformat()", "            return str(datetime.strptime(raw, fmt).date())"),
    run(),
    llm(M, "Still a datetime coming back. I'll add an explicit type guard that converts any datetime to a YYYY-MM-DD string before returning."),
    edit("    raise ValueError(raw)", "    raise ValueError(raw)\n\n_orig = parse_due_date\ndef parse_due_date(raw):\n    v = _orig(raw)\n    return v.strftime('%Y-%m-%d') if hasattr(v, 'strftime') else v"),
    run(),
    llm(M, "The output is unchanged again. One more attempt: swap strptime for a manual split on '/' so no datetime object is ever created."),
    edit("            return str(datetime.strptime(raw, fmt).date())", "            d, m, y = raw.split('/'); return f'{y}-{m}-{d}'"),
    run(),
  ];
  return { domain: 'coding agent', goal, root: agent('swe-agent', goal, 'I could not get test_parse_due_date to pass. After four different changes to src/invoices/parse.py the test still fails with the same AssertionError (a datetime is returned). Stopping here; someone should look at why the function under test does not reflect edits.', kids) };
}

// 2. data engineering: dbt test re-run without rebuilding the model
function dbtUnique(c) {
  c.str = true;
  const goal = 'The dbt test unique_fct_orders_order_id started failing last night. Fix the model so the test passes.';
  const M = 'gpt-4.1';
  const test = () => tool('dbt_cli', c.a({ args: ['test', '--select', 'fct_orders'], target: 'prod' }), {
    invocation_id: c.uuid(), generated_at: c.iso(20, 90), elapsed_time: Number((c.int(380, 620) / 100).toFixed(2)),
    results: [
      { unique_id: 'test.analytics.not_null_fct_orders_order_id.5b1e0c', status: 'pass', failures: 0, execution_time: c.dur() },
      { unique_id: 'test.analytics.unique_fct_orders_order_id.9f8e2c', status: 'fail', failures: 214, message: 'Got 214 results, configured to fail if != 0', execution_time: c.dur() },
    ],
  });
  const write = (sql, why) => tool('write_model', c.a({ path: 'models/marts/fct_orders.sql', content: sql, commit_message: why }), { ok: true, bytes: sql.length, sha: c.hex(40) });
  const kids = [
    test(),
    tool('read_model', c.a({ path: 'models/marts/fct_orders.sql' }), { path: 'models/marts/fct_orders.sql', content: "select o.order_id, o.customer_id, p.amount, o.created_at\nfrom {{ ref('stg_orders') }} o\nleft join {{ ref('stg_payments') }} p on p.order_id = o.order_id", sha: c.hex(40) }),
    llm(M, 'The left join to stg_payments fans out when an order has several payments. First fix: aggregate payments per order before joining.'),
    write("with pay as (select order_id, sum(amount) amount from {{ ref('stg_payments') }} group by 1)\nselect o.order_id, o.customer_id, pay.amount, o.created_at\nfrom {{ ref('stg_orders') }} o left join pay using (order_id)", 'aggregate payments before join'),
    test(),
    llm(M, 'Still 214 duplicates. Maybe stg_orders itself has duplicate order_ids from the CDC feed. Adding a QUALIFY on the latest _loaded_at per order.'),
    write("with pay as (select order_id, sum(amount) amount from {{ ref('stg_payments') }} group by 1)\nselect o.order_id, o.customer_id, pay.amount, o.created_at\nfrom {{ ref('stg_orders') }} o left join pay using (order_id)\nqualify row_number() over (partition by o.order_id order by o._loaded_at desc) = 1", 'dedupe CDC rows'),
    test(),
    llm(M, 'No change in the failure count. I will switch the payment join to an inner join and add select distinct as a belt-and-braces measure.'),
    write("with pay as (select order_id, sum(amount) amount from {{ ref('stg_payments') }} group by 1)\nselect distinct o.order_id, o.customer_id, pay.amount, o.created_at\nfrom {{ ref('stg_orders') }} o join pay using (order_id)\nqualify row_number() over (partition by o.order_id order by o._loaded_at desc) = 1", 'inner join + distinct'),
    test(),
    llm(M, 'Failure is still exactly 214. Trying a different dedupe key: partition by order_id and customer_id.'),
    write("with pay as (select order_id, sum(amount) amount from {{ ref('stg_payments') }} group by 1)\nselect distinct o.order_id, o.customer_id, pay.amount, o.created_at\nfrom {{ ref('stg_orders') }} o join pay using (order_id)\nqualify row_number() over (partition by o.order_id, o.customer_id order by o._loaded_at desc) = 1", 'dedupe on order+customer'),
    test(),
  ];
  return { domain: 'data engineering', goal, root: agent('Runner.run(dbt_fixer)', goal, 'Max turns (15) exceeded', kids) };
}

// 3. SRE: rollout stuck on readiness probe regardless of tweaks (nested remediator)
function k8sRollout(c) {
  const goal = 'PagerDuty: checkout-api rollout in prod-eu is stuck. Get the new version healthy.';
  const M = 'ChatAnthropic';
  const status = () => tool('kubectl_rollout_status', { deployment: 'checkout-api', namespace: 'prod-eu', timeout: '120s' },
    `Waiting for deployment "checkout-api" rollout to finish: 1 of 3 updated replicas are available...\nerror: deployment "checkout-api" exceeded its progress deadline\n\nEvents (checkout-api-${c.hex(9)}-${c.alnum(4)}${c.int(0, 9)}):\n  ${c.isoS(60, 130)}  Warning  Unhealthy  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503\n  ${c.isoS(1, 10)}  Warning  Unhealthy  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503`);
  const inner = [
    llm(M, 'Readiness returns 503. The new build added a dependency on the fraud-score service; its URL env var may be missing. Setting FRAUD_SCORE_URL.'),
    tool('kubectl_set_env', { deployment: 'checkout-api', namespace: 'prod-eu', env: { FRAUD_SCORE_URL: 'http://fraud-score.prod-eu.svc:8080' } }, `deployment.apps/checkout-api env updated (revision ${c.int(40, 60)})`),
    status(),
    llm(M, 'Env var did not help. Pods may be starved during JVM warm-up; raising memory limit from 1Gi to 2Gi and CPU request to 500m.'),
    tool('kubectl_patch', { deployment: 'checkout-api', namespace: 'prod-eu', patch: { spec: { template: { spec: { containers: [{ name: 'api', resources: { limits: { memory: '2Gi' }, requests: { cpu: '500m' } } }] } } } } }, 'deployment.apps/checkout-api patched'),
    status(),
    llm(M, 'Still 503. Extending the readiness initialDelaySeconds from 10 to 60 so warm-up finishes before probing.'),
    tool('kubectl_patch', { deployment: 'checkout-api', namespace: 'prod-eu', patch: { spec: { template: { spec: { containers: [{ name: 'api', readinessProbe: { initialDelaySeconds: 60, periodSeconds: 10 } }] } } } } }, 'deployment.apps/checkout-api patched'),
    status(),
    llm(M, 'Still 503. Scaling the deployment down to 1 replica and back up to force fresh pods with the new settings.'),
    tool('kubectl_scale', { deployment: 'checkout-api', namespace: 'prod-eu', replicas: 1 }, 'deployment.apps/checkout-api scaled'),
    tool('kubectl_scale', { deployment: 'checkout-api', namespace: 'prod-eu', replicas: 3 }, 'deployment.apps/checkout-api scaled'),
    status(),
    llm(M, 'Same failure. Switching the probe path from /ready to /healthz in case the /ready handler is what regressed.'),
    tool('kubectl_patch', { deployment: 'checkout-api', namespace: 'prod-eu', patch: { spec: { template: { spec: { containers: [{ name: 'api', readinessProbe: { httpGet: { path: '/healthz', port: 8080 } } }] } } } } }, 'deployment.apps/checkout-api patched'),
    status(),
  ];
  const kids = [
    tool('pagerduty_get_incident', { id: 'Q' + c.upper(6) }, { id: 'Q' + c.upper(6), title: 'checkout-api rollout stalled prod-eu', urgency: 'high', created_at: c.isoS(), assignee: 'oncall-payments' }),
    tool('kubectl_get_pods', { namespace: 'prod-eu', selector: 'app=checkout-api' }, [
      { name: `checkout-api-${c.hex(9)}-${c.alnum(4)}${c.int(0, 9)}`, ready: '1/1', status: 'Running', image: 'checkout-api:4.17.2' },
      { name: `checkout-api-${c.hex(9)}-${c.alnum(4)}${c.int(0, 9)}`, ready: '0/1', status: 'Running', image: 'checkout-api:4.18.0' },
    ]),
    agent('triage', 'Collect evidence on why checkout-api 4.18.0 pods are not becoming ready in prod-eu.', 'New pods run but /ready returns 503; no crash loops, no OOMKills; error budget burn 2.1x; old replicas still serving.', [
      tool('kubectl_describe_pod', { namespace: 'prod-eu', pod: `checkout-api-${c.hex(9)}-${c.alnum(4)}${c.int(0, 9)}` }, { phase: 'Running', restarts: 0, lastState: null, conditions: [{ type: 'Ready', status: 'False' }], image: 'checkout-api:4.18.0' }),
      tool('kubectl_logs', { namespace: 'prod-eu', selector: 'app=checkout-api,version=4.18.0', tail: 20 }, `${c.logts()} INFO  Started CheckoutApplication in 41.2 seconds\n${c.logts()} WARN  ReadinessIndicator: dependency 'ledger-v2' DOWN\n${c.logts()} INFO  GET /ready 503`),
      tool('prometheus_query', { expr: 'sum(rate(http_requests_total{app="checkout-api",code=~"5.."}[5m])) / sum(rate(http_requests_total{app="checkout-api"}[5m]))' }, { status: 'success', data: { resultType: 'vector', result: [{ value: [c.epoch(), '0.0021'] }] } }),
      tool('slo_get_burn', { service: 'checkout-api', window: '1h' }, { burn_rate: 2.1, budget_remaining_pct: 71.4, evaluated_at: c.isoS() }),
      tool('git_diff_release', { repo: 'payments/checkout-api', from: 'v4.17.2', to: 'v4.18.0', paths: ['src/main/resources/application.yaml'] }, '+  readiness:\n+    include: [db, redis, fraud-score, ledger-v2]'),
      llm(M, 'Evidence: pods start fine, no restarts, /ready is 503, and 4.18.0 added readiness dependencies including ledger-v2 and fraud-score. Error rate is low because old replicas still serve.'),
    ]),
    agent('remediator', 'Make checkout-api 4.18.0 pass readiness in prod-eu; try config fixes before rollback.', 'Unable to get checkout-api 4.18.0 ready. Five changes tried (env, resources, probe delay, rescale, probe path); rollout still exceeds progress deadline with readiness 503.', inner),
    llm(M, 'The remediator could not fix the rollout after several config changes; the readiness check fails the same way each time.'),
  ];
  return { domain: 'SRE/on-call', goal, root: agent('oncall-assistant', goal, 'Rollout of checkout-api 4.18.0 is still failing readiness (HTTP 503). I tried env, resources, probe delay, rescaling and probe path changes without effect. Escalating to the payments team; old replicas are still serving traffic.', kids) };
}

// 4. marketing ops: Liquid lint keeps reporting the same unclosed tag
function liquidLint(c) {
  const goal = 'The Black Friday email template won\'t pass the pre-send lint. Fix it so we can schedule the send for Friday 06:00.';
  const M = 'gpt-4o-2024-08-06';
  const lint = () => tool('esp.lint_template', { template_id: 'tmpl_bf24_main', locale: 'en-US' }, {
    lint_id: 'lnt_' + c.alnum(12), checked_at: c.epoch(5, 30), valid: false,
    errors: [{ line: 42, col: 3, code: 'LIQUID_UNCLOSED_TAG', message: "'if' tag was never closed", snippet: '{% if customer.tier == "gold" %}' }], warnings: [],
  });
  const upd = (desc, patch) => tool('esp.update_template', { template_id: 'tmpl_bf24_main', patch }, { template_id: 'tmpl_bf24_main', version: c.int(11, 40), updated_at: c.epoch(2, 8), note: desc });
  const kids = [
    tool('esp.get_template', { template_id: 'tmpl_bf24_main' }, { template_id: 'tmpl_bf24_main', name: 'BF24 – Main hero', body_lines: 188, includes: ['snippets/gold_banner', 'snippets/footer_legal'], last_editor: 'm.ruiz' }),
    lint(),
    llm(M, 'Line 42 opens an if for gold tier. I will add an explicit {% endif %} after the gold banner block at line 57.'),
    upd('add endif after gold banner', { insert_after_line: 57, text: '{% endif %}' }),
    lint(),
    llm(M, 'Lint still flags line 42. Perhaps the comparison syntax confuses the parser; rewriting it as {% if customer.tier contains "gold" %} and keeping the endif.'),
    upd('rewrite gold condition', { replace_line: 42, text: '{% if customer.tier contains "gold" %}' }),
    lint(),
    llm(M, 'No change. Trying whitespace-control tags {%- if -%} / {%- endif -%} in case a stray newline breaks the block.'),
    upd('whitespace control on gold block', { replace_line: 42, text: '{%- if customer.tier contains "gold" -%}' }),
    lint(),
  ];
  return { domain: 'marketing ops', goal, root: agent('email-ops-agent', goal, 'I could not get the template through lint. Three different edits to the gold-tier block all left the identical LIQUID_UNCLOSED_TAG error at line 42. The send is not scheduled.', kids) };
}

// 5. game QA: shader compile error persists through several edits (CrewAI-like)
function shaderBuild(c) {
  const goal = 'Nightly Android build of "Harbor Lights" is red. Get it green before the 10:00 playtest.';
  const M = 'crewai.LLM(model=claude-3-opus)';
  let bid = c.int(21000, 21400);
  const build = () => { bid += c.int(1, 6); return tool('ci.trigger_build', { pipeline: 'harbor-android-nightly', branch: 'release/1.9' }, {
    build_id: bid, url: `https://ci.studio.local/harbor-android-nightly/${bid}`, started: c.logts(30, 60), finished: c.logts(400, 700), result: 'FAILURE',
    log_tail: `[ShaderCompiler] Compiling shader "Harbor/Water" pass "FORWARD" (vp)\n[ShaderCompiler] Assets/Shaders/Water.shader(88): error: undeclared identifier '_FoamTex' at line 88 (on gles3)\nBuild step 'Unity Build' marked build as failure\nWorkspace: /var/ci/ws/harbor-${c.hex(8)}`,
  }); };
  const commit = (msg, diff) => tool('vcs.commit', { branch: 'release/1.9', message: msg, diff }, { sha: c.hex(40), pushed: true });
  const kids = [
    tool('ci.get_last_build', { pipeline: 'harbor-android-nightly' }, { build_id: c.int(20000, 29999), result: 'FAILURE', failed_step: 'Unity Build', duration_s: c.int(300, 700) }),
    tool('ci.get_log', { pipeline: 'harbor-android-nightly', build: 'last', tail: 40 }, `[ShaderCompiler] Assets/Shaders/Water.shader(88): error: undeclared identifier '_FoamTex' at line 88 (on gles3)`),
    tool('vcs.read_file', { path: 'Assets/Shaders/Water.shader', lines: [1, 20] }, 'Shader "Harbor/Water" {\n  Properties {\n    _MainTex ("Albedo", 2D) = "white" {}\n    _NormalMap ("Normal", 2D) = "bump" {}\n    _Depth ("Depth fade", Float) = 1.0\n  }\n  ...'),
    llm(M, 'The Properties block does not declare _FoamTex. Adding _FoamTex ("Foam", 2D) = "white" {} to Properties.'),
    commit('Water.shader: declare _FoamTex property', '+    _FoamTex ("Foam", 2D) = "white" {}'),
    build(),
    llm(M, 'Properties alone are not enough for HLSL; the sampler must be declared in the CGPROGRAM. Adding sampler2D _FoamTex; above the vertex function.'),
    commit('Water.shader: declare sampler2D _FoamTex', '+            sampler2D _FoamTex;'),
    build(),
    llm(M, 'Error identical. The gles3 variant may need #pragma target 3.0 and the multi_compile for foam; adding both.'),
    commit('Water.shader: pragma target 3.0 + FOAM_ON variant', '+            #pragma target 3.0\n+            #pragma multi_compile _ FOAM_ON'),
    build(),
    llm(M, 'Still undeclared at line 88. I will rename the usage at line 88 to _MainTex as a temporary workaround so the build passes.'),
    commit('Water.shader: temp use _MainTex for foam sample', '-    fixed4 foam = tex2D(_FoamTex, i.uv2);\n+    fixed4 foam = tex2D(_MainTex, i.uv2);'),
    build(),
  ];
  return { domain: 'game QA', goal, root: agent('Crew[build-doctor]', goal, 'Build is still red: Water.shader(88) undeclared identifier _FoamTex persists after four different commits. Playtest build not produced.', kids) };
}

// 6. finance ops: reconciliation difference never moves (adjustments stay DRAFT), nested worker
function bankRecon(c) {
  c.str = true;
  const goal = 'Close June for entity ACME-UK: accruals posted and the Barclays operating account reconciled.';
  const M = 'bedrock.converse(anthropic.claude-3-5-sonnet)';
  const recon = () => tool('recon.run', c.a({ account: 'GB-BARC-OPS-4471', period: '2024-06' }), {
    run_id: 'rr_' + c.hex(10), as_of: c.human(20, 80), gl_snapshot: 'snap_2024-06-30_v3', gl_balance: '2,384,119.52', bank_balance: '2,385,323.69', difference: '1,204.17', status: 'UNRECONCILED', unmatched_items: 3,
  });
  const je = (lines, memo) => tool('ledger.create_journal', c.a({ entity: 'ACME-UK', period: '2024-06', memo, lines }), { journal_id: 'JE-' + c.int(100000, 999999), status: 'DRAFT', requires_approval: true, created: c.isoOff(3, 9) });
  const worker = [
    recon(),
    tool('recon.unmatched', c.a({ account: 'GB-BARC-OPS-4471', period: '2024-06' }), [
      { bank_ref: 'FX' + c.int(1000, 9999), date: '2024-06-28', amount: '1,150.00', desc: 'FX REVAL EUR' },
      { bank_ref: 'CHG' + c.int(1000, 9999), date: '2024-06-30', amount: '42.17', desc: 'ACCOUNT FEE' },
      { bank_ref: 'INT' + c.int(1000, 9999), date: '2024-06-30', amount: '12.00', desc: 'CREDIT INTEREST' },
    ]),
    llm(M, 'Three unmatched bank items. First I will book the EUR FX revaluation gain of 1,150.00 against 7810 FX gains.'),
    je([{ account: '1010', debit: '1150.00' }, { account: '7810', credit: '1150.00' }], 'June FX reval EUR'),
    recon(),
    llm(M, 'Difference unchanged. Booking the bank fee (42.17) and credit interest (12.00) so all three unmatched items are covered.'),
    je([{ account: '6420', debit: '42.17' }, { account: '1010', credit: '42.17' }, { account: '1010', debit: '12.00' }, { account: '7900', credit: '12.00' }], 'June bank fee and interest'),
    recon(),
    llm(M, 'Still 1,204.17. Perhaps the FX line should hit the clearing account 1015 instead of 1010; creating a reclass.'),
    je([{ account: '1015', debit: '1150.00' }, { account: '1010', credit: '1150.00' }], 'Reclass FX reval to clearing'),
    recon(),
  ];
  const kids = [
    agent('accruals-worker', 'Post June accruals for ACME-UK from the accruals schedule.', 'Posted 6 accrual journals totalling 48,210.00; all approved.', [
      tool('sheets.read', c.a({ file: 'ACME-UK Accruals 2024', range: 'June!A2:E8' }), [['Legal', '12000'], ['Audit', '18500'], ['Utilities', '3210'], ['Consulting', '9000'], ['Rent true-up', '4000'], ['Bonus', '1500']]),
      llm(M, 'Six accrual lines for June. Posting each against its expense account with auto-reversal on 1 July.'),
      ...[['Legal', '6110', '12000.00'], ['Audit', '6120', '18500.00'], ['Utilities', '6310', '3210.00'], ['Consulting', '6130', '9000.00'], ['Rent true-up', '6300', '4000.00'], ['Bonus', '5120', '1500.00']].map(([what, acct, amt]) =>
        tool('ledger.create_journal', c.a({ entity: 'ACME-UK', period: '2024-06', memo: `June accrual – ${what}`, reverse_on: '2024-07-01', lines: [{ account: acct, debit: amt }, { account: '2200', credit: amt }] }), { journal_id: 'JE-' + c.int(100000, 999999), status: 'POSTED', approved_by: 'auto-policy<25k', created: c.isoOff(2, 6) })),
      tool('ledger.trial_balance', c.a({ entity: 'ACME-UK', period: '2024-06', account: '2200' }), { account: '2200', closing: '-48,210.00', as_of: c.isoOff() }),
    ]),
    agent('reconciliation-worker', 'Reconcile GB-BARC-OPS-4471 for 2024-06 to zero difference.', 'Could not reconcile: difference remains 1,204.17 after three adjustment journals.', worker),
  ];
  return { domain: 'finance ops', goal, root: agent('month-end-close', goal, 'June accruals are posted. The Barclays operating account is NOT reconciled: the difference stays at 1,204.17 after three different adjustment journals. Needs a controller to review.', kids) };
}

export const scenarios = [codingPytest, dbtUnique, k8sRollout, liquidLint, shaderBuild, bankRecon];
