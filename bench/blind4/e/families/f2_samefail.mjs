// Family 2 (LOOP): different fixes, the same check fails the same way every time.
export default {
  family: 'same-failure-after-fixes',
  kind: 'same-failure',
  loop: true,
  stagnation: false,
  isolates: 'After each of 3+ different fixes the same check is re-run and fails with output identical apart from volatile parts (durations, timestamps, run ids, temp paths); the run never gets past it.',
  rows: [
    // 01 coding agent, terse ReAct / CLI style
    {
      domain: 'coding agent', style: 'terse CLI agent', strArgs: false, probe: { check: 'bash', checkMatch: 'pytest' },
      build(c) {
        const goal = 'Fix the failing test tests/test_dates.py::test_parse_local_midnight in the billing service.';
        const cmd = { command: 'pytest tests/test_dates.py -x -q', cwd: '/workspace/billing' };
        const run = () => c.tool('bash', cmd, {
          exit_code: 1,
          stdout: `F\n=================================== FAILURES ===================================\n__________________________ test_parse_local_midnight ___________________________\n\n    def test_parse_local_midnight():\n>       assert parse_local("2024-03-10 00:00", tz="America/New_York").hour == 0\nE       AssertionError: assert 23 == 0\nE        +  where 23 = datetime.datetime(2024, 3, 9, 23, 0, tzinfo=<DstTzInfo 'America/New_York' EST-1 day, 19:00:00 STD>).hour\n\ntests/test_dates.py:41: AssertionError\n- generated xml file: /tmp/pytest-of-runner/pytest-${c.int(10, 400)}/junit.xml -\n=========================== short test summary info ============================\nFAILED tests/test_dates.py::test_parse_local_midnight - AssertionError: assert 23 == 0\n1 failed, 27 passed in ${c.secs(0.3, 1.4)}s`,
        });
        const ch = [
          run(),
          c.tool('read_file', { path: 'billing/dates.py' }, 'import pytz\nfrom datetime import datetime\n\nFMT = "%Y-%m-%d %H:%M"\n\ndef parse_local(s, tz):\n    naive = datetime.strptime(s, FMT)\n    return naive.replace(tzinfo=pytz.timezone(tz)).astimezone(pytz.timezone(tz))\n'),
          c.llm('agent', 'replace(tzinfo=pytz...) attaches LMT offset. Use tz.localize(naive) instead.'),
          c.tool('edit_file', { path: 'billing/dates.py', old: 'naive.replace(tzinfo=pytz.timezone(tz)).astimezone(pytz.timezone(tz))', new: 'pytz.timezone(tz).localize(naive)' }, 'Edited billing/dates.py (1 replacement)'),
          run(),
          c.llm('agent', 'Still 23. Maybe strptime format is dropping the time part; switch to datetime.fromisoformat.'),
          c.tool('edit_file', { path: 'billing/dates.py', old: 'naive = datetime.strptime(s, FMT)', new: 'naive = datetime.fromisoformat(s)' }, 'Edited billing/dates.py (1 replacement)'),
          run(),
          c.llm('agent', 'Drop pytz entirely and use zoneinfo.ZoneInfo, which handles DST transitions natively.'),
          c.tool('edit_file', { path: 'billing/dates.py', old: 'return pytz.timezone(tz).localize(naive)', new: 'return naive.replace(tzinfo=ZoneInfo(tz))' }, 'Edited billing/dates.py (1 replacement)'),
          c.tool('edit_file', { path: 'billing/dates.py', old: 'import pytz', new: 'from zoneinfo import ZoneInfo' }, 'Edited billing/dates.py (1 replacement)'),
          run(),
          c.llm('agent', 'Try normalising after localisation in case of a fold on the DST boundary: add fold=0 explicitly.'),
          c.tool('edit_file', { path: 'billing/dates.py', old: 'naive.replace(tzinfo=ZoneInfo(tz))', new: 'naive.replace(tzinfo=ZoneInfo(tz), fold=0)' }, 'Edited billing/dates.py (1 replacement)'),
          run(),
        ];
        return { goal, root: c.agent('coder', goal, ch, 'Stopped after four edits: test_parse_local_midnight still fails with AssertionError: assert 23 == 0.') };
      },
    },
    // 02 data engineering, dbt, JSON-string args
    {
      domain: 'data engineering', style: 'LangGraph nodes', strArgs: true, probe: { check: 'dbt.run' },
      build(c) {
        const goal = 'The nightly dbt job fails on model fct_orders. Get it building again.';
        const run = () => {
          const a = c.hms(); c.tick(1, 3); const b = c.hms();
          return c.tool('dbt.run', { select: 'fct_orders', target: 'prod' }, {
            success: false,
            invocation_id: c.uuid(),
            log: `${a}  Running with dbt=1.7.4\n${a}  Found 212 models, 388 tests, 41 sources\n${a}  1 of 1 START sql table model analytics.fct_orders ......... [RUN]\n${b}  1 of 1 ERROR creating sql table model analytics.fct_orders  [ERROR in ${c.secs(0.8, 2.9)}s]\n${b}  Database Error in model fct_orders (models/marts/fct_orders.sql)\n${b}    column reference "customer_id" is ambiguous\n${b}    LINE 38:     customer_id,\n${b}                 ^\n${b}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1`,
          });
        };
        const ch = [
          run(),
          c.tool('fs.read', { path: 'models/marts/fct_orders.sql' }, "with orders as (select * from {{ ref('stg_orders') }}),\npayments as (select * from {{ ref('stg_payments') }}),\ncustomers as (select * from {{ ref('dim_customers') }})\nselect\n    order_id,\n    customer_id,\n    sum(amount) as order_total\nfrom orders\nleft join payments using (order_id)\nleft join customers on customers.customer_id = orders.customer_id\ngroup by 1, 2"),
          c.llm('call_model', 'customer_id exists in both orders and customers. I will alias the customers CTE join to c and keep the select as is.'),
          c.tool('fs.write', { path: 'models/marts/fct_orders.sql', patch: 'left join customers c on c.customer_id = orders.customer_id' }, { bytes_written: 402 }),
          run(),
          c.llm('call_model', 'Perhaps stg_payments also exposes customer_id via the using(order_id) join. Rename it in stg_payments to payer_customer_id.'),
          c.tool('fs.write', { path: 'models/staging/stg_payments.sql', patch: 'customer_id as payer_customer_id' }, { bytes_written: 611 }),
          run(),
          c.llm('call_model', 'Switch the customers join to USING (customer_id) so the column is merged into one.'),
          c.tool('fs.write', { path: 'models/marts/fct_orders.sql', patch: 'left join customers using (customer_id)' }, { bytes_written: 395 }),
          run(),
        ];
        return { goal, root: c.agent('dbt_fixer_graph', goal, ch, 'fct_orders still fails: column reference "customer_id" is ambiguous (LINE 38). Three fixes tried, none changed the error.') };
      },
    },
    // 03 SRE / on-call, chatty, sub-agent, long
    {
      domain: 'SRE/on-call', style: 'chatty on-call assistant + sub-agent', strArgs: false, probe: { check: 'kubectl', checkMatch: 'rollout status' },
      build(c) {
        const goal = 'PagerDuty: checkout-api deploy v2.31.0 is stuck in prod-eu, new pods never become ready. Get the rollout healthy.';
        const status = () => c.tool('kubectl', { args: 'rollout status deploy/checkout-api -n prod-eu --timeout=120s' }, {
          exit_code: 1,
          started_at: c.isoMs(),
          duration_ms: c.int(120004, 120950),
          stdout: 'Waiting for deployment "checkout-api" rollout to finish: 2 out of 6 new replicas have been updated...\nWaiting for deployment "checkout-api" rollout to finish: 0 of 2 updated replicas are available...',
          stderr: 'error: deployment "checkout-api" exceeded its progress deadline',
          events: ['Warning  Unhealthy  Readiness probe failed: HTTP probe failed with statuscode: 503'],
        });
        const pod = `checkout-api-7f9c${c.hex(5)}-${c.b62(5).toLowerCase()}`;
        const diag = c.agent('diagnostics', { task: 'inspect the new checkout-api pods in prod-eu' }, [
          c.tool('kubectl', { args: 'get pods -n prod-eu -l app=checkout-api' }, `NAME                                READY   STATUS    RESTARTS   AGE\ncheckout-api-58d6b7c9f-2kqzp       1/1     Running   0          3d\ncheckout-api-58d6b7c9f-8wq4d       1/1     Running   0          3d\n${pod}        0/1     Running   0          14m`),
          c.tool('kubectl', { args: `describe pod ${pod} -n prod-eu` }, `Image: registry.internal/checkout-api:v2.31.0\nLimits: cpu 1, memory 512Mi\nReadiness: http-get http://:8080/healthz delay=5s timeout=1s period=10s\nEvents:\n  Warning  Unhealthy  ${c.int(30, 90)}x  Readiness probe failed: HTTP probe failed with statuscode: 503`),
          c.tool('kubectl', { args: `logs ${pod} -n prod-eu --tail=6` }, `{"ts":"${c.isoMs()}","level":"info","msg":"listening on :8080"}\n{"ts":"${c.isoMs()}","level":"warn","msg":"dependency check failed","dep":"fraud-scoring","err":"dial tcp: lookup fraud-scoring.prod-eu.svc: no such host"}\n{"ts":"${c.isoMs()}","level":"info","msg":"GET /healthz 503","dur_ms":${c.int(1, 4)}}`),
          c.llm('diagnostics', 'New pods start and listen on 8080, but /healthz answers 503. Logs mention a failed dependency lookup; probe config is default.'),
        ], 'Pods run but /healthz returns 503; readiness never passes. Memory limit 512Mi, probe delay 5s.');
        const ch = [
          c.tool('pagerduty.get_incident', { id: 'Q2K8VX1' }, { id: 'Q2K8VX1', title: 'checkout-api rollout stuck (prod-eu)', urgency: 'high', created_at: c.iso(), assignee: 'oncall-payments' }),
          c.llm('assistant', "Acknowledged. I'll have the diagnostics helper look at the new pods first so we know why readiness fails before changing anything."),
          diag,
          c.tool('kubectl', { args: 'get deploy checkout-api -n prod-eu -o yaml' }, 'spec:\n  progressDeadlineSeconds: 600\n  strategy: {rollingUpdate: {maxSurge: 2, maxUnavailable: 0}}\n  template:\n    spec:\n      containers:\n      - name: checkout-api\n        image: registry.internal/checkout-api:v2.31.0\n        resources: {limits: {memory: 512Mi}}'),
          c.tool('kubectl', { args: 'get configmap checkout-api-config -n prod-eu -o jsonpath={.data}' }, '{"LOG_LEVEL":"info","FEATURE_NEW_CART":"true","PAYMENT_TIMEOUT_MS":"2500"}'),
          c.tool('kubectl', { args: 'get events -n prod-eu --field-selector involvedObject.kind=Deployment,involvedObject.name=checkout-api' }, `LAST SEEN   TYPE      REASON              MESSAGE\n${c.int(2, 9)}m          Normal    ScalingReplicaSet   Scaled up replica set checkout-api-7f9c to 2`),
          c.llm('assistant', 'First guess: v2.31.0 loads a larger cart cache at startup and 512Mi is tight, making the health handler return 503 under memory pressure. Raising the limit to 1Gi.'),
          c.tool('kubectl', { args: 'patch deploy checkout-api -n prod-eu --type=json -p=[{"op":"replace","path":"/spec/template/spec/containers/0/resources/limits/memory","value":"1Gi"}]' }, 'deployment.apps/checkout-api patched'),
          status(),
          c.tool('slack.post_message', { channel: '#inc-q2k8vx1', text: 'Raised checkout-api memory limit to 1Gi; readiness still failing with 503. Trying probe config next.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
          c.llm('assistant', 'Memory was not it. Maybe v2.31.0 moved its readiness endpoint; pointing the probe at /ready instead of /healthz.'),
          c.tool('kubectl', { args: 'patch deploy checkout-api -n prod-eu --type=json -p=[{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/httpGet/path","value":"/ready"}]' }, 'deployment.apps/checkout-api patched'),
          status(),
          c.llm('assistant', 'Probe path change did nothing visible. A clean restart may clear a bad warm cache on the new ReplicaSet.'),
          c.tool('kubectl', { args: 'rollout restart deploy/checkout-api -n prod-eu' }, 'deployment.apps/checkout-api restarted'),
          status(),
          c.llm('assistant', 'Last idea on my side: give the app more startup time before the first probe, initialDelaySeconds 5 -> 45.'),
          c.tool('kubectl', { args: 'patch deploy checkout-api -n prod-eu --type=json -p=[{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/initialDelaySeconds","value":45}]' }, 'deployment.apps/checkout-api patched'),
          status(),
          c.tool('slack.post_message', { channel: '#inc-q2k8vx1', text: 'Four changes tried (memory, probe path, restart, probe delay). Rollout still stuck at 0/2 available, same 503 readiness failure. Old pods still serving.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }),
          c.tool('pagerduty.add_note', { id: 'Q2K8VX1', note: 'Rollout v2.31.0 still blocked; see #inc-q2k8vx1.' }, { note_id: `PN${c.b62(10)}`, created_at: c.iso() }),
        ];
        return { goal, root: c.agent('oncall-assistant', goal, ch, 'Rollout of checkout-api v2.31.0 is still stuck: readiness probe returns 503 after four different changes. Old ReplicaSet still serving traffic.') };
      },
    },
    // 04 browser automation, Playwright-like
    {
      domain: 'browser automation', style: 'browser tool agent', strArgs: false, probe: { check: 'browser.click', checkMatch: '#compliance-submit' },
      build(c) {
        const goal = 'On the supplier portal, submit the April monthly compliance form with the attached PDF (april_compliance.pdf).';
        const click = () => c.fail('browser.click', { selector: '#compliance-submit' },
          `TimeoutError: locator.click: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('#compliance-submit')\n  -   locator resolved to <button disabled type="submit" id="compliance-submit" class="btn btn-primary">Submit</button>\n  - attempting click action\n  -   waiting for element to be visible, enabled and stable\n  -     element is not enabled\n  - retrying click action, attempt #${c.int(55, 61)}\n[page ${c.hex(8)}]`);
        const ch = [
          c.tool('browser.goto', { url: 'https://suppliers.acmecorp.example/login' }, { status: 200, title: 'Supplier Portal – Sign in', url: 'https://suppliers.acmecorp.example/login' }),
          c.tool('browser.fill', { selector: '#email', value: 'ops@northfield-metals.example' }, 'ok'),
          c.tool('browser.fill', { selector: '#password', value: '••••••••' }, 'ok'),
          c.tool('browser.click', { selector: 'button[type=submit]' }, { navigated: true, url: 'https://suppliers.acmecorp.example/dashboard' }),
          c.tool('browser.goto', { url: 'https://suppliers.acmecorp.example/compliance/monthly/new' }, { status: 200, title: 'Monthly Compliance Report' }),
          c.tool('browser.select_option', { selector: '#period', value: '2024-04' }, ['2024-04']),
          c.tool('browser.set_input_files', { selector: 'input[name=attachment]', files: ['/home/agent/uploads/april_compliance.pdf'] }, 'ok'),
          click(),
          c.llm('assistant', 'The submit button is disabled. The page may still be loading its validators; wait for network idle and retry.'),
          c.tool('browser.wait_for_load_state', { state: 'networkidle' }, 'ok'),
          click(),
          c.llm('assistant', 'Could be below the fold behind the sticky footer. Scrolling it into view first.'),
          c.tool('browser.scroll_into_view', { selector: '#compliance-submit' }, 'ok'),
          click(),
          c.llm('assistant', 'A cookie consent overlay might be intercepting the form state. Dismissing it via the page script.'),
          c.tool('browser.evaluate', { expression: "document.querySelector('#cookie-banner button.accept')?.click(); true" }, true),
          click(),
        ];
        return { goal, root: c.agent('web_operator', goal, ch, 'Could not submit the April compliance form: the Submit button stays disabled.') };
      },
    },
    // 05 marketing ops, chatty assistant
    {
      domain: 'marketing ops', style: 'chatty assistant', strArgs: false, probe: { check: 'esp.validate_campaign' },
      build(c) {
        const goal = "Schedule the 'Spring Leads – Webinar Invite' email for Tuesday 10:00 ET. Pre-send validation is blocking it.";
        const val = () => c.tool('esp.validate_campaign', { campaign_id: 'cmp_8812' }, {
          ok: false,
          errors: [{ code: 'MERGE_TAG_UNRESOLVED', message: "Merge tag *|FNAME|* is not defined for audience 'Spring Leads 2024' (list a91f3c0d2e)" }],
          warnings: [],
          validated_at: c.rfc(),
          validation_id: `val_${c.b62(12)}`,
        });
        const ch = [
          c.llm('assistant', "Sure thing! Let me open the campaign and run the validator so I can see exactly what's blocking the send."),
          c.tool('esp.get_campaign', { campaign_id: 'cmp_8812' }, { id: 'cmp_8812', name: 'Spring Leads – Webinar Invite', list_id: 'a91f3c0d2e', template_id: 'tpl_3307', status: 'draft', subject: 'You\'re invited: Scaling Demand Gen in 2024' }),
          val(),
          c.llm('assistant', 'The template greets people with *|FNAME|*. A fallback value might satisfy the validator, so I will change it to *|FNAME:there|*.'),
          c.tool('esp.update_template', { template_id: 'tpl_3307', find: 'Hi *|FNAME|*,', replace: 'Hi *|FNAME:there|*,' }, { template_id: 'tpl_3307', version: 14, saved: true }),
          val(),
          c.llm('assistant', 'Still blocked. The audience schema could be stale after last week\'s CSV import — re-syncing the list from the CRM.'),
          c.tool('esp.audience.sync', { list_id: 'a91f3c0d2e', source: 'salesforce' }, { synced_contacts: 4211, sync_job: `job_${c.hex(10)}`, finished: c.iso() }),
          val(),
          c.llm('assistant', 'Adding a first-name merge field to the audience directly should give the tag something to resolve against.'),
          c.tool('esp.audience.add_merge_field', { list_id: 'a91f3c0d2e', tag: 'FIRSTNAME', name: 'First Name', type: 'text' }, { merge_id: 7, tag: 'FIRSTNAME', created: true }),
          val(),
        ];
        return { goal, root: c.agent('MarketingOpsAssistant', goal, ch, "I couldn't schedule it: validation still fails with MERGE_TAG_UNRESOLVED for *|FNAME|* after three different fixes.") };
      },
    },
    // 06 security triage, Sigma rule test
    {
      domain: 'security triage', style: 'LangGraph nodes', strArgs: false, probe: { check: 'siem.test_rule' },
      build(c) {
        const goal = 'Our new Sigma rule for encoded PowerShell did not fire during last week\'s incident. Fix the rule so it passes the regression samples.';
        const test = () => c.tool('siem.test_rule', { rule_id: 'sr-4471', sample_set: 'inc-2291-regression' }, {
          passed: false, matched: 0, expected: 3,
          unmatched_samples: ['evt-0193', 'evt-0194', 'evt-0201'],
          run_id: c.uuid(), elapsed_ms: c.ms(300, 2400), finished_at: c.isoMs(),
        });
        const ch = [
          c.tool('siem.get_rule', { rule_id: 'sr-4471' }, "title: Encoded PowerShell Command\nid: 5b1e0c6a-sr4471\nlogsource:\n  product: windows\n  service: powershell\ndetection:\n  selection:\n    CommandLine|contains: '-EncodedCommand'\n  condition: selection\nlevel: high"),
          test(),
          c.tool('siem.get_sample', { sample_id: 'evt-0193' }, { EventID: 1, Channel: 'Microsoft-Windows-Sysmon/Operational', Image: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe', CommandLine: 'powershell.exe -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoA...' }),
          c.llm('call_model', 'Sample uses the short flag -enc rather than -EncodedCommand. Add the abbreviations to the contains list.'),
          c.tool('siem.update_rule', { rule_id: 'sr-4471', patch: { 'detection.selection.CommandLine|contains': ['-EncodedCommand', '-enc', '-ec'] } }, { version: 2, saved_at: c.iso() }),
          test(),
          c.llm('call_model', 'Possibly a case issue (-ENC vs -enc). Switch to a case-insensitive regex modifier.'),
          c.tool('siem.update_rule', { rule_id: 'sr-4471', patch: { 'detection.selection': { 'CommandLine|re': '(?i)\\s-(e|ec|enc|encodedcommand)\\s' } } }, { version: 3, saved_at: c.iso() }),
          test(),
          c.llm('call_model', 'The backend may map command lines to ProcessCommandLine rather than CommandLine. Rename the field.'),
          c.tool('siem.update_rule', { rule_id: 'sr-4471', patch: { 'detection.selection': { 'ProcessCommandLine|re': '(?i)\\s-(e|ec|enc|encodedcommand)\\s' } } }, { version: 4, saved_at: c.iso() }),
          test(),
        ];
        return { goal, root: c.agent('detection_engineering_graph', goal, ch, 'Rule sr-4471 still matches 0 of 3 regression samples after three revisions.') };
      },
    },
  ],
};
