// Family 2: varied-fixes-identical-failure (loop: true)
import { agent, llm, tool, sys, usr, asst, toolMsg, J, trunc } from './lib.mjs';

export const family = 'varied-fixes-identical-failure';

// 01 — coding, Claude Code, pytest failure unchanged by four different edits
function r01(R) {
  R.clock.set('2025-02-11T10:02:33Z');
  const goal = 'tests/billing/test_invoice_totals.py::test_rounding_half_even is failing on main. Fix it without changing the test.';
  const cmd = 'cd /home/dev/ledgerly && python -m pytest tests/billing/test_invoice_totals.py::test_rounding_half_even -q -p no:cacheprovider';
  const pytest = () => {
    R.clock.adv(4000, 9000);
    const addr = R.memAddr();
    return `F                                                                        [100%]
=================================== FAILURES ===================================
___________________________ test_rounding_half_even ____________________________

    def test_rounding_half_even():
        inv = Invoice(currency="USD", lines=[Line(qty=3, unit_price=Decimal("3.335"))])
>       assert inv.total() == Decimal("10.00")
E       AssertionError: assert Decimal('10.01') == Decimal('10.00')
E        +  where Decimal('10.01') = <bound method Invoice.total of <ledgerly.billing.invoice.Invoice object at ${addr}>>()
E        +    where <bound method Invoice.total of <ledgerly.billing.invoice.Invoice object at ${addr}>> = <ledgerly.billing.invoice.Invoice object at ${addr}>.total

tests/billing/test_invoice_totals.py:48: AssertionError
=========================== short test summary info ============================
FAILED tests/billing/test_invoice_totals.py::test_rounding_half_even - AssertionError: assert Decimal('10.01') == Decimal('10.00')
1 failed in ${R.secs(0.31, 0.92)}s`;
  };
  const model = 'claude-sonnet-4-20250514';
  const ctx = (extra) => [sys('You are Claude Code, an interactive CLI tool that helps users with software engineering tasks.'), usr(goal), ...(extra ? [toolMsg(extra)] : [])];
  const bash = () => tool('Bash', { command: cmd, description: 'Run the failing rounding test' }, pytest());
  const kids = [];
  kids.push(llm(model, ctx(), "I'll start by running the failing test to see the actual output."));
  kids.push(bash());
  kids.push(tool('Read', { file_path: '/home/dev/ledgerly/src/billing/invoice.py' }, `     1\tfrom dataclasses import dataclass, field
     2\tfrom decimal import Decimal, ROUND_HALF_UP
     3\t
     4\tfrom .line import Line
     5\tfrom .money import quantize
     6\t
     7\t
     8\t@dataclass
     9\tclass Invoice:
    10\t    currency: str = "USD"
    11\t    lines: list[Line] = field(default_factory=list)
    12\t    id: str | None = None
    13\t
    14\t    def subtotal(self) -> Decimal:
    15\t        return sum((l.amount() for l in self.lines), Decimal("0"))
    16\t
    17\t    def total(self) -> Decimal:
    18\t        return self.subtotal().quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    19\t`));
  kids.push(llm(model, ctx('invoice.py lines 1-19'), "3 × 3.335 = 10.005, which rounds to 10.01 under ROUND_HALF_UP but 10.00 under banker's rounding. The test name says half-even, so Invoice.total() should use ROUND_HALF_EVEN. Updating the import and the quantize call."));
  kids.push(tool('MultiEdit', { file_path: '/home/dev/ledgerly/src/billing/invoice.py', edits: [{ old_string: 'from decimal import Decimal, ROUND_HALF_UP', new_string: 'from decimal import Decimal, ROUND_HALF_EVEN' }, { old_string: 'rounding=ROUND_HALF_UP)', new_string: 'rounding=ROUND_HALF_EVEN)' }] }, 'Applied 2 edits to /home/dev/ledgerly/src/billing/invoice.py'));
  kids.push(bash());
  kids.push(llm(model, ctx('1 failed'), 'Still 10.01. The line amount is probably rounded before the invoice sums it — Line.amount() goes through money.quantize(). Let me check that helper.'));
  kids.push(tool('Read', { file_path: '/home/dev/ledgerly/src/billing/money.py' }, `     1\tfrom decimal import Decimal, ROUND_HALF_UP
     2\t
     3\t
     4\tdef quantize(value: Decimal, places: int = 2) -> Decimal:
     5\t    return value.quantize(Decimal(10) ** -places, rounding=ROUND_HALF_UP)
     6\t`));
  kids.push(tool('Edit', { file_path: '/home/dev/ledgerly/src/billing/money.py', old_string: 'from decimal import Decimal, ROUND_HALF_UP\n\n\ndef quantize(value: Decimal, places: int = 2) -> Decimal:\n    return value.quantize(Decimal(10) ** -places, rounding=ROUND_HALF_UP)', new_string: 'from decimal import Decimal, ROUND_HALF_EVEN\n\n\ndef quantize(value: Decimal, places: int = 2) -> Decimal:\n    return value.quantize(Decimal(10) ** -places, rounding=ROUND_HALF_EVEN)' }, 'The file /home/dev/ledgerly/src/billing/money.py has been updated.'));
  kids.push(bash());
  kids.push(llm(model, ctx('1 failed'), 'Unchanged. Something may be setting the decimal context globally. I will pin the default context rounding to ROUND_HALF_EVEN in the billing package __init__ so every Decimal operation uses it.'));
  kids.push(tool('Edit', { file_path: '/home/dev/ledgerly/src/billing/__init__.py', old_string: '__all__ = ["Invoice", "Line"]', new_string: 'import decimal\n\ndecimal.getcontext().rounding = decimal.ROUND_HALF_EVEN\n\n__all__ = ["Invoice", "Line"]' }, 'The file /home/dev/ledgerly/src/billing/__init__.py has been updated.'));
  kids.push(bash());
  kids.push(llm(model, ctx('1 failed'), 'Same 10.01. Another possibility: Line coerces unit_price through float in __post_init__, so 3.335 becomes 3.33500000000000018… and the product lands above the midpoint. Coercing via Decimal(str(...)) would keep it exact.'));
  kids.push(tool('Edit', { file_path: '/home/dev/ledgerly/src/billing/line.py', old_string: '        self.unit_price = Decimal(self.unit_price)', new_string: '        self.unit_price = Decimal(str(self.unit_price))' }, 'The file /home/dev/ledgerly/src/billing/line.py has been updated.'));
  kids.push(bash());
  return {
    isolates: 'Four different source edits (rounding mode in two modules, global decimal context, price coercion) are each followed by the same pytest failure that differs only in object addresses and run time.',
    loop: true, stagnation: false, goal,
    root: agent('claude-code', goal, "I wasn't able to fix it. I changed the rounding mode in Invoice.total() and money.quantize(), set the package-wide decimal context to ROUND_HALF_EVEN, and made Line coerce prices via str(), but the test still gets Decimal('10.01') instead of Decimal('10.00') after every change. I've left those edits in place; someone familiar with how ledgerly is installed in this environment should take a look.", kids),
  };
}

// 02 — devops, LangGraph, k8s rollout stuck; each patch differs, rollout output identical; near-verbatim model text
function r02(R) {
  R.clock.set('2024-09-26T16:48:10Z');
  const goal = 'The payments-api rollout to staging has been stuck for 20 minutes. Get it healthy.';
  const sysm = sys('You are an SRE assistant with kubectl access to the staging cluster (context: stg-eu-1). Prefer minimal, reversible changes.');
  const kids = [];
  const run = (cmd, out) => kids.push(tool('run_command', { cmd }, out));
  R.clock.adv(2000);
  run('kubectl get pods -n staging -l app=payments-api', `NAME                            READY   STATUS    RESTARTS   AGE
payments-api-6d8f7b9c4-2xkqv    1/1     Running   0          3d4h
payments-api-6d8f7b9c4-h7wzn    1/1     Running   0          3d4h
payments-api-6d8f7b9c4-tq5mr    1/1     Running   0          3d4h
payments-api-7b5c9d8f6-p9x2l    0/1     Running   0          21m`);
  run('kubectl describe pod payments-api-7b5c9d8f6-p9x2l -n staging | tail -n 12', `    Readiness:      http-get http://:8080/healthz delay=5s timeout=1s period=10s #success=1 #failure=3
    Environment:
      DB_HOST:         payments-db.staging.svc.cluster.local
      DB_POOL_SIZE:    20
Events:
  Type     Reason     Age                  From               Message
  ----     ------     ----                 ----               -------
  Normal   Scheduled  21m                  default-scheduler  Successfully assigned staging/payments-api-7b5c9d8f6-p9x2l to ip-10-42-7-118.eu-west-1.compute.internal
  Normal   Pulled     21m                  kubelet            Container image "registry.internal/payments-api:2.31.0" already present on machine
  Normal   Started    21m                  kubelet            Started container payments-api
  Warning  Unhealthy  71s (x124 over 21m)  kubelet            Readiness probe failed: HTTP probe failed with statuscode: 503`);
  kids.push(llm('ChatOpenAI', [sysm, usr(goal)], 'The new ReplicaSet (7b5c9d8f6) has one pod that runs but never becomes Ready: the readiness probe on :8080/healthz returns 503. The old pods are healthy, so traffic is fine but the rollout cannot progress. I will first give the container more time before the first probe.'));
  const verify = () => {
    R.clock.advS(185, 200);
    const pod = R.pod('payments-api');
    return `Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
error: timed out waiting for the condition
NAME                            READY   STATUS    RESTARTS   AGE     IP             NODE
payments-api-6d8f7b9c4-2xkqv    1/1     Running   0          3d4h    10.42.3.17     ip-10-42-3-201.eu-west-1.compute.internal
payments-api-6d8f7b9c4-h7wzn    1/1     Running   0          3d4h    10.42.5.88     ip-10-42-5-12.eu-west-1.compute.internal
payments-api-6d8f7b9c4-tq5mr    1/1     Running   0          3d4h    10.42.7.40     ip-10-42-7-118.eu-west-1.compute.internal
${pod}    0/1     Running   0          ${R.int(3, 4)}m${R.int(1, 9)}s   10.42.${R.int(1, 9)}.${R.int(10, 250)}    ip-10-42-${R.pick([3, 5, 7])}-${R.int(10, 240)}.eu-west-1.compute.internal
---
Warning  Unhealthy  ${R.int(4, 9)}s (x${R.int(17, 19)} over 3m)  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503`;
  };
  const vcmd = 'kubectl rollout status deployment/payments-api -n staging --timeout=180s; kubectl get pods -n staging -l app=payments-api -o wide; kubectl get events -n staging --field-selector reason=Unhealthy --sort-by=.lastTimestamp | tail -n 1';
  const patches = [
    `kubectl patch deployment payments-api -n staging --type=json -p '[{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/initialDelaySeconds","value":45}]'`,
    `kubectl patch deployment payments-api -n staging --type=json -p '[{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/httpGet/path","value":"/readyz"}]'`,
    `kubectl set resources deployment/payments-api -n staging -c payments-api --limits=memory=768Mi --requests=memory=512Mi`,
    `kubectl patch deployment payments-api -n staging --type=json -p '[{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/timeoutSeconds","value":5},{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/failureThreshold","value":10}]'`,
  ];
  const stuckVariants = [
    'The rollout is still stuck — the new payments-api pod never becomes Ready and the readiness probe keeps returning 503. I will adjust the deployment configuration and roll it out again.',
    'The rollout is still stuck: the new payments-api pod never becomes Ready and the readiness probe keeps returning 503. I will adjust the deployment configuration and roll it out again.',
    'The rollout is still stuck — the new payments-api pod never becomes Ready, and the readiness probe keeps returning 503. I\'ll adjust the deployment configuration and roll it out again.',
  ];
  patches.forEach((p, i) => {
    if (i > 0) kids.push(llm('ChatOpenAI', [sysm, usr(goal), toolMsg(trunc(kids[kids.length - 1].output, 300), 'run_command')], stuckVariants[i - 1]));
    R.clock.adv(1500, 3000);
    run(p, i === 2 ? 'deployment.apps/payments-api resource requirements updated' : 'deployment.apps/payments-api patched');
    run(vcmd, verify());
  });
  kids.push(llm('ChatOpenAI', [sysm, usr(goal), toolMsg(trunc(kids[kids.length - 1].output, 300), 'run_command')], 'The rollout is still stuck — the new payments-api pod never becomes Ready and the readiness probe keeps returning 503. I was not able to fix it with configuration changes.'));
  return {
    isolates: 'Four different deployment patches (probe delay, probe path, memory limits, probe timeout/threshold) each lead to the same rollout timeout and readiness-503 output, differing only in pod hash, IP and age, while the model repeats the same status sentence.',
    loop: true, stagnation: true, goal,
    root: agent('LangGraph', goal, 'The payments-api rollout is still stuck. After four configuration changes the new pod still never becomes Ready (readiness probe returns 503). The three old pods are serving traffic. I recommend `kubectl rollout undo deployment/payments-api -n staging` while someone looks at why the 2.31.0 image reports unhealthy.', kids),
  };
}

// 03 — water utility, Agno, tool-only; SCADA config validation fails identically after each tweak
function r03(R) {
  R.clock.set('2024-06-03T07:15:00Z');
  const goal = 'Lower the low-flow alarm threshold on pump station PS-4 from 120 to 95 m³/h and push the updated config to the SCADA staging server.';
  const kids = [];
  kids.push(tool('get_tag_config', { station: 'PS-4', tag: 'PS4.FLOW_RATE' }, { station: 'PS-4', tag: 'PS4.FLOW_RATE', description: 'Discharge header flow', eng_units: 'm³/h', raw_range: [4, 20], scaled_range: [0, 600], alarm_low: 120, alarm_low_low: 60, alarm_deadband: 2, alarm_priority: 'HIGH', historian_ref: 'HIST.PS4.FLOW', scan_class: '1s', revision: 87, modified_by: 'k.osei', modified_at: '2024-05-28T13:02:41Z' }));
  const validate = () => {
    R.clock.adv(3000, 9000);
    return {
      station: 'PS-4', target: 'scada-stg-01', valid: false,
      errors: [{ code: 'E-2201', tag: 'PS4.FLOW_RATE', field: 'alarm_low', message: 'Alarm definition references a historian point that is not present in the point database (pointdb rev 4411).' }],
      warnings: [{ code: 'W-1104', tag: 'PS4.WETWELL_LVL', message: 'Deadband 0 may cause alarm chatter.' }],
      validator: 'scadacfg 3.8.1', run_id: `val-${R.hex(8)}`, duration_ms: R.int(410, 1290), validated_at: R.clock.iso(),
    };
  };
  const edits = [
    [{ field: 'alarm_low', value: 95 }, 88],
    [{ field: 'alarm_low', value: 95.0, eng_units: 'm3/h' }, 89],
    [{ field: 'historian_ref', value: 'HIST.PS4.FLOW_RATE' }, 90],
    [{ field: 'alarm_deadband', value: 5 }, 91],
    [{ field: 'alarm_priority', value: 'MEDIUM' }, 92],
  ];
  for (const [e, rev] of edits) {
    R.clock.adv(800, 2000);
    kids.push(tool('set_tag_field', { station: 'PS-4', tag: 'PS4.FLOW_RATE', ...e }, { ok: true, tag: 'PS4.FLOW_RATE', revision: rev, staged: true }));
    kids.push(tool('validate_station_config', { station: 'PS-4', target: 'scada-stg-01' }, validate()));
  }
  return {
    isolates: 'Five different tag-field edits are staged and each is followed by a validation returning the identical E-2201 error with only run id, duration and timestamp changing; the config is never pushed.',
    loop: true, stagnation: false, goal,
    root: agent('Agent.run', goal, 'I could not push the PS-4 change. The low-flow threshold is staged at 95, but station validation keeps failing with E-2201 (historian point not present in the point database) no matter which tag settings I adjust. The config has not been deployed to scada-stg-01.', kids),
  };
}

// 04 — data/dbt, AutoGen, string args; model rewritten 4 ways, dbt test output identical; assistant repeats itself
function r04(R) {
  R.clock.set('2024-12-03T09:14:02Z');
  const goal = 'The nightly build is failing on the unique test for fct_orders.order_id. Fix the model so dbt test passes.';
  const dbtTest = () => {
    R.clock.advS(20, 60);
    const base = R.clock.epochMs();
    const ts = (o) => new Date(base + o * 1000).toISOString().slice(11, 19);
    const t = [R.secs(0.8, 1.6), R.secs(0.8, 1.6), R.secs(1.1, 2.4), R.secs(1.4, 2.6)];
    const total = R.secs(4.6, 7.9);
    return `${ts(0)}  Running with dbt=1.7.4
${ts(1)}  Registered adapter: snowflake=1.7.1
${ts(2)}  Found 48 models, 112 tests, 9 sources, 0 exposures, 0 metrics, 512 macros, 0 groups, 0 semantic models
${ts(2)}  
${ts(4)}  Concurrency: 8 threads (target='dev')
${ts(4)}  
${ts(4)}  1 of 4 START test not_null_fct_orders_customer_id ............................ [RUN]
${ts(4)}  2 of 4 START test not_null_fct_orders_order_id ............................... [RUN]
${ts(4)}  3 of 4 START test relationships_fct_orders_customer_id__customer_id__ref_dim_customers_  [RUN]
${ts(4)}  4 of 4 START test unique_fct_orders_order_id ................................. [RUN]
${ts(5)}  1 of 4 PASS not_null_fct_orders_customer_id .................................. [PASS in ${t[0]}s]
${ts(5)}  2 of 4 PASS not_null_fct_orders_order_id ..................................... [PASS in ${t[1]}s]
${ts(6)}  3 of 4 PASS relationships_fct_orders_customer_id__customer_id__ref_dim_customers_  [PASS in ${t[2]}s]
${ts(6)}  4 of 4 FAIL 14 unique_fct_orders_order_id ..................................... [FAIL 14 in ${t[3]}s]
${ts(6)}  
${ts(6)}  Finished running 4 tests in 0 hours 0 minutes and ${total} seconds (${total}s).
${ts(6)}  
${ts(6)}  Completed with 1 error and 0 warnings:
${ts(6)}  
${ts(6)}  Failure in test unique_fct_orders_order_id (models/marts/_marts.yml)
${ts(6)}    Got 14 results, configured to fail if != 0
${ts(6)}  
${ts(6)}    compiled Code at target/compiled/shop/models/marts/_marts.yml/unique_fct_orders_order_id.sql
${ts(6)}  
${ts(6)}  Done. PASS=3 WARN=0 ERROR=1 SKIP=0 TOTAL=4`;
  };
  const model0 = `{{ config(materialized='table') }}

select
    o.order_id,
    o.customer_id,
    o.ordered_at,
    o.status,
    p.payment_method,
    p.amount as payment_amount
from {{ ref('stg_orders') }} o
left join {{ ref('stg_payments') }} p on p.order_id = o.order_id`;
  const versions = [
    `{{ config(materialized='table') }}

select distinct
    o.order_id,
    o.customer_id,
    o.ordered_at,
    o.status,
    p.payment_method,
    p.amount as payment_amount
from {{ ref('stg_orders') }} o
left join {{ ref('stg_payments') }} p on p.order_id = o.order_id`,
    `{{ config(materialized='table') }}

with payments as (
    select order_id, max(payment_method) as payment_method, sum(amount) as payment_amount
    from {{ ref('stg_payments') }}
    group by 1
)
select o.order_id, o.customer_id, o.ordered_at, o.status, p.payment_method, p.payment_amount
from {{ ref('stg_orders') }} o
left join payments p using (order_id)`,
    `{{ config(materialized='table') }}

select o.order_id, o.customer_id, o.ordered_at, o.status, p.payment_method, p.amount as payment_amount
from {{ ref('stg_orders') }} o
left join {{ ref('stg_payments') }} p on p.order_id = o.order_id
qualify row_number() over (partition by o.order_id order by p.created_at desc nulls last) = 1`,
    `{{ config(materialized='incremental', unique_key='order_id', incremental_strategy='merge') }}

select o.order_id, o.customer_id, o.ordered_at, o.status, p.payment_method, p.amount as payment_amount
from {{ ref('stg_orders') }} o
left join {{ ref('stg_payments') }} p on p.order_id = o.order_id
qualify row_number() over (partition by o.order_id order by p.created_at desc nulls last) = 1`,
  ];
  const sysm = sys('You are data_engineer. You can call read_file, write_file and run_shell in the dbt project at /srv/dbt/shop. Reply TERMINATE when the task is complete.');
  const kids = [];
  kids.push(tool('run_shell', { command: 'cd /srv/dbt/shop && dbt test --select fct_orders' }, dbtTest()));
  kids.push(tool('read_file', { path: 'models/marts/fct_orders.sql' }, model0));
  kids.push(llm('OpenAIChatCompletionClient.create', [sysm, usr(goal)], 'fct_orders left-joins stg_payments on order_id, so any order with more than one payment row (split tenders, retries) is duplicated. That explains 14 duplicate order_ids. I will make the select distinct first.'));
  const again = "The unique_fct_orders_order_id test still fails with 14 duplicate order_ids. I'll change fct_orders.sql to remove the duplicates and re-run the test.";
  versions.forEach((v, i) => {
    if (i > 0) kids.push(llm('OpenAIChatCompletionClient.create', [sysm, usr(goal), toolMsg(trunc(kids[kids.length - 1].output.split('\n').slice(-9).join('\n'), 400))], again));
    kids.push(tool('write_file', { path: 'models/marts/fct_orders.sql', content: v }, `Wrote ${v.length} bytes to models/marts/fct_orders.sql`));
    kids.push(tool('run_shell', { command: 'cd /srv/dbt/shop && dbt test --select fct_orders' }, dbtTest()));
  });
  kids.push(llm('OpenAIChatCompletionClient.create', [sysm, usr(goal), toolMsg('Got 14 results, configured to fail if != 0')], again));
  return {
    isolates: 'The model SQL is rewritten four different ways but only dbt test is rerun (the table is never rebuilt), so the identical FAIL 14 output returns each time with only timestamps and durations changing, and the assistant repeats the same sentence.',
    loop: true, stagnation: true, goal,
    root: agent('SelectorGroupChat', goal, 'Stopped: MaxMessageTermination(16) reached. unique_fct_orders_order_id still fails with 14 duplicates.', [agent('data_engineer', goal, again, kids)]),
    stringArgs: true,
  };
}

// 05 — insurance claims, Bedrock Agents; payment POST rejected with the same opaque code after each payload change
function r05(R) {
  R.clock.set('2024-04-17T19:22:51Z');
  const goal = 'Submit the supplemental payment for claim CLM-88231-HO (roof replacement supplement, $4,870.00) to the payments system.';
  const kids = [];
  const rationale = (text) => kids.push(llm('orchestrationTrace.modelInvocation', { text: `Human: ${goal}\n\nAssistant: <thinking>` }, text));
  rationale('To submit the supplement I need the claim details (insured, coverage line, mortgagee, reserves). I will call GET /claims/{claimId} first.');
  R.clock.adv(600, 1300);
  kids.push(tool('actionGroup:ClaimsAPI GET::/claims/{claimId}', { claimId: 'CLM-88231-HO' }, { statusCode: 200, body: {
    claimId: 'CLM-88231-HO', policyNumber: 'HO3-7712094', lossType: 'WIND_HAIL', dateOfLoss: '2024-03-09', status: 'OPEN',
    insured: { name: 'Harold & June Pratt', address: '418 Quarry Rd, Lawrence, KS 66046' }, mortgagee: { name: 'Lakeview Loan Servicing, LLC', loanNumber: '0048821177' },
    coverages: [{ code: 'A', description: 'Dwelling', limit: 312000, deductible: 2500, paidToDate: 18940.22, openReserve: 3120.0 }, { code: 'C', description: 'Personal Property', limit: 156000, deductible: 2500, paidToDate: 0, openReserve: 500.0 }],
    adjuster: { id: 'ADJ-4471', name: 'Cheryl Ng' }, lastUpdated: '2024-04-15T21:07:13Z',
  } }));
  const post = (payload) => {
    R.clock.adv(700, 1800);
    return tool('actionGroup:ClaimsPaymentsAPI POST::/claims/{claimId}/supplements', { claimId: 'CLM-88231-HO', requestBody: payload }, { statusCode: 422, body: { code: 'PMT-4107', message: 'Payment request failed downstream validation.', correlationId: R.uuid(), timestamp: R.clock.iso() }, headers: { 'x-amzn-RequestId': R.uuid(), 'x-amz-apigw-id': R.b62(16) + '=' } }, 'HTTP 422: PMT-4107');
  };
  const p1 = { amount: 4870.0, coverageCode: 'A', reasonCode: 'SUPP_ROOF', payee: 'Harold & June Pratt', memo: 'Roof replacement supplement – additional decking and ice & water shield' };
  kids.push(post(p1));
  rationale('PMT-4107 is a generic downstream validation failure. The amount might need to be a string with an explicit currency. I will resend with amount "4870.00" and currency "USD".');
  kids.push(post({ ...p1, amount: '4870.00', currency: 'USD' }));
  rationale('Same rejection. The claim lists coverage A as "Dwelling"; the payments service may expect the long coverage identifier. Retrying with coverageCode "DWELLING_A".');
  kids.push(post({ ...p1, amount: '4870.00', currency: 'USD', coverageCode: 'DWELLING_A' }));
  rationale('Still PMT-4107. There is a mortgagee on file (Lakeview Loan Servicing). Dwelling payments usually must name the mortgagee as co-payee, so I will add it as a second payee.');
  kids.push(post({ ...p1, amount: '4870.00', currency: 'USD', payees: [{ name: 'Harold & June Pratt', type: 'INSURED' }, { name: 'Lakeview Loan Servicing, LLC', type: 'MORTGAGEE', loanNumber: '0048821177' }], payee: undefined }));
  rationale('The mortgagee change did not help either. Perhaps a service date is required for supplements. Adding serviceDate 2024-04-12 (date of the contractor supplement) and invoice reference.');
  kids.push(post({ ...p1, amount: '4870.00', currency: 'USD', payees: [{ name: 'Harold & June Pratt', type: 'INSURED' }, { name: 'Lakeview Loan Servicing, LLC', type: 'MORTGAGEE', loanNumber: '0048821177' }], payee: undefined, serviceDate: '2024-04-12', invoiceRef: 'PRC-2024-0311-S1' }));
  // drop undefined keys (JSON semantics)
  kids.forEach((k) => { if (k.type === 'tool' && k.input && k.input.requestBody) k.input.requestBody = JSON.parse(JSON.stringify(k.input.requestBody)); });
  return {
    isolates: 'Five differently shaped supplement payloads (amount format, currency, coverage id, mortgagee co-payee, service date) all receive the same 422 PMT-4107 body with only correlation ids and timestamps changing.',
    loop: true, stagnation: false, goal,
    root: agent('InvokeAgent claims-ops-agent', goal, 'I was unable to submit the supplemental payment for CLM-88231-HO. Every attempt was rejected by the payments system with PMT-4107 ("Payment request failed downstream validation"). Please escalate to Payments Operations with the correlation IDs from these attempts.', kids),
  };
}

// 06 — film production, Vercel AI SDK, string args; audio re-processed 4 ways, QC reads the untouched master
function r06(R) {
  R.clock.set('2025-01-22T23:05:40Z');
  const goal = 'Make the episode 104 final mix pass the streaming delivery loudness spec (-24 LKFS ±2, true peak ≤ -2 dBTP) and re-run QC.';
  const kids = [];
  const sysm = sys('You are a post-production delivery assistant. Tools: runFfmpeg(input, output, audioFilter), runQc(file, profile).');
  const qc = () => {
    R.clock.advS(40, 95);
    return {
      job_id: `qc_${R.b62(12)}`, file: 'deliverables/EP104_PRINTMASTER.wav', profile: 'streaming-2ch-r128', status: 'FAIL',
      checks: [
        { id: 'integrated_loudness', measured: -16.4, unit: 'LKFS', target: '-24 ±2', result: 'FAIL' },
        { id: 'true_peak', measured: -0.3, unit: 'dBTP', max: -2, result: 'FAIL' },
        { id: 'loudness_range', measured: 11.2, unit: 'LU', result: 'PASS' },
        { id: 'sample_rate', measured: 48000, result: 'PASS' },
        { id: 'bit_depth', measured: 24, result: 'PASS' },
      ],
      analyzed_at: R.clock.iso(), elapsed_s: +R.secs(38, 92, 1), worker: `qc-worker-${R.int(1, 12)}`,
    };
  };
  const ff = (n, filter) => {
    R.clock.advS(55, 120);
    return `Input #0, wav, from 'deliverables/EP104_PRINTMASTER.wav':\n  Duration: 00:43:12.48, bitrate: 2304 kb/s\n  Stream #0:0: Audio: pcm_s24le, 48000 Hz, stereo, s32 (24 bit), 2304 kb/s\nOutput #0, wav, to 'deliverables/EP104_PRINTMASTER_fix${n}.wav':\n  Stream #0:0: Audio: pcm_s24le, 48000 Hz, stereo, s32 (24 bit), 2304 kb/s\nsize=  746447kB time=00:43:12.48 bitrate=2304.0kbits/s speed=${R.secs(28, 61, 1)}x\n[ffmpeg] filter: ${filter}\n[ffmpeg] exit 0 in ${R.secs(42, 93, 1)}s`;
  };
  const fixes = [
    ['loudnorm=I=-24:TP=-2:LRA=11', 'A single-pass loudnorm to -24 LKFS with a -2 dBTP ceiling should bring both measurements into spec.'],
    ['loudnorm=I=-24:TP=-2:LRA=11:measured_I=-16.4:measured_TP=-0.3:measured_LRA=11.2:measured_thresh=-26.7:offset=0.3:linear=true', 'QC still reports -16.4 LKFS. Single-pass loudnorm can fall back to dynamic mode; I will feed it the measured values for a linear two-pass normalization.'],
    ['volume=-8.2dB,alimiter=limit=0.79:attack=5:release=50', 'No change in QC. Instead of loudnorm I will apply a static -8.2 dB gain (−16.4 → −24.6) followed by a limiter at about -2 dBFS.'],
    ['aresample=192000,volume=-8.2dB,alimiter=limit=0.75,aresample=48000', 'QC is identical again. True-peak measurement is oversampled, so I will do the gain and limiting at 192 kHz and resample back to 48 kHz.'],
  ];
  kids.push(llm('ai.generateText.doGenerate', [sysm, usr(goal)], 'First I will run QC on the current print master to get the baseline loudness figures.'));
  kids.push(tool('ai.toolCall runQc', { file: 'deliverables/EP104_PRINTMASTER.wav', profile: 'streaming-2ch-r128' }, qc()));
  fixes.forEach(([f, why], i) => {
    kids.push(llm('ai.generateText.doGenerate', [sysm, usr(goal), toolMsg(J({ status: 'FAIL', integrated_loudness: -16.4, true_peak: -0.3 }))], why));
    kids.push(tool('ai.toolCall runFfmpeg', { input: 'deliverables/EP104_PRINTMASTER.wav', output: `deliverables/EP104_PRINTMASTER_fix${i + 1}.wav`, audioFilter: f }, ff(i + 1, f)));
    kids.push(tool('ai.toolCall runQc', { file: 'deliverables/EP104_PRINTMASTER.wav', profile: 'streaming-2ch-r128' }, qc()));
  });
  return {
    isolates: 'Four different ffmpeg loudness treatments are written to new files while QC is rerun on the same master each time, returning an identical FAIL report apart from job id, worker and timing.',
    loop: true, stagnation: false, goal,
    root: agent('ai.generateText', goal, "I couldn't get EP104 through QC. I tried single-pass and two-pass loudnorm, a static gain plus limiter, and oversampled limiting, but QC keeps reporting -16.4 LKFS integrated and -0.3 dBTP true peak. The step limit was reached; the mix needs a look from the re-recording mixer.", kids),
    stringArgs: true,
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
