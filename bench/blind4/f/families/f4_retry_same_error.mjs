import { A, L, T, E, P } from '../lib.mjs';

export const family = 'identical-retry-never-succeeds';
export const kind = 'retry-fail';
export const loop = true;
export const stagnation = false;
export const isolates =
  'The same call with the same arguments is retried 3-6 times and fails every time with an error that differs only in ids, timestamps or attempt numbers; no success follows.';

// ---------------------------------------------------------------- coding (git push to protected branch)
function coding(n) {
  n.at('2024-04-09T11:02:00Z');
  const push = () => { n.step(1, 4); return E('git_push', { remote: 'origin', branch: 'main' }, `remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.\nremote: Request ID: ${n.HEX(4)}:${n.HEX(4)}:${n.HEX(7)}:${n.HEX(7)}:${n.HEX(8)}\nTo github.com:acme/ledger.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:acme/ledger.git'`); };
  const kids = [
    L('claude-3-5-sonnet', 'The flaky test fails when TZ is not UTC because parse_date() builds a naive datetime. I will make it timezone-aware, run the tests, commit and push.'),
    T('read_file', { path: 'ledger/utils/dates.py', start: 1, end: 40 }, "from datetime import datetime\n\nFMT = '%Y-%m-%dT%H:%M:%S'\n\n\ndef parse_date(s: str) -> datetime:\n    return datetime.strptime(s.rstrip('Z'), FMT)\n"),
    T('edit_file', { path: 'ledger/utils/dates.py', old: "    return datetime.strptime(s.rstrip('Z'), FMT)", new: "    return datetime.strptime(s.rstrip('Z'), FMT).replace(tzinfo=timezone.utc)" }, 'Applied 1 edit (+1 −1) to ledger/utils/dates.py'),
    T('edit_file', { path: 'ledger/utils/dates.py', old: 'from datetime import datetime', new: 'from datetime import datetime, timezone' }, 'Applied 1 edit (+1 −1) to ledger/utils/dates.py'),
    T('run_shell', { cmd: 'TZ=America/Denver pytest tests/test_dates.py -q' }, `cachedir: ${n.tmp()}/.pytest_cache\n....                                                                     [100%]\n4 passed in ${(n.int(18, 90) / 100).toFixed(2)}s`),
    T('run_shell', { cmd: 'git commit -am "Make parse_date timezone-aware (fixes flaky test_roundtrip)"' }, `[main ${n.hex(7)}] Make parse_date timezone-aware (fixes flaky test_roundtrip)\n 1 file changed, 2 insertions(+), 2 deletions(-)`),
    push(), push(), push(), push(), push(),
  ];
  return {
    domain: 'coding agent', style: 'coding agent (tool-only retries)',
    goal: 'Fix the flaky date parsing test in ledger/utils/dates.py and push the fix.',
    root: A('swe-agent', null, 'Exceeded 30 steps; stopping.', kids),
    meta: { tool: 'git_push' },
  };
}

// ---------------------------------------------------------------- browser automation (Playwright click timeout)
function browser(n) {
  n.at('2024-05-30T16:31:00Z');
  let attempt = n.int(40, 60);
  const click = () => {
    n.step(31, 34);
    attempt += n.int(55, 62);
    return E('browser_click', { selector: '#submit-payment', timeout: 30000 }, `TimeoutError: locator.click: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('#submit-payment')\n  -   locator resolved to <button disabled id="submit-payment" class="btn btn-primary">Pay $142.67</button>\n  - attempting click action\n  -   waiting for element to be visible, enabled and stable\n  -   element is not enabled\n  - retrying click action, attempt #${attempt}\n  [${n.isoSec()}]`);
  };
  const kids = [
    L('gpt-4o', 'Log in to the utility portal, open the current bill, choose the saved card and submit the payment.'),
    T('browser_navigate', { url: 'https://myaccount.metroelectric.example/login' }, { status: 200, title: 'Sign in | Metro Electric' }),
    T('browser_fill', { selector: '#username', value: 'j.hartley' }, 'filled'),
    T('browser_fill', { selector: '#password', value: '••••••••' }, 'filled'),
    T('browser_click', { selector: 'button[type=submit]', timeout: 30000 }, { navigated_to: 'https://myaccount.metroelectric.example/dashboard', title: 'Dashboard | Metro Electric' }),
    T('browser_click', { selector: 'a[href="/billing/pay"]', timeout: 30000 }, { navigated_to: 'https://myaccount.metroelectric.example/billing/pay', title: 'Pay your bill' }),
    T('browser_select', { selector: '#payment-method', value: 'saved-visa-8821' }, { selected: 'Visa ending 8821' }),
    click(), click(), click(), click(), click(),
  ];
  return {
    domain: 'browser automation', style: 'Playwright browser agent',
    goal: 'Pay my May electricity bill on the Metro Electric portal using my saved Visa.',
    root: A('browser_use_agent', null, 'Task stopped after 12 steps without completing the payment.', kids),
    meta: { tool: 'browser_click', only: '#submit-payment' },
  };
}

// ---------------------------------------------------------------- data engineering (Snowflake missing object, gives up)
function dataeng(n) {
  n.at('2024-03-04T09:45:00Z');
  const sql = "select date_trunc('week', order_ts) as wk, sum(net_amount) as revenue from ANALYTICS.STG.ORDERS_V2 where order_ts >= '2024-01-01' group by 1 order by 1";
  const run = () => { n.step(1, 3); return E('snowflake_execute', { warehouse: 'REPORTING_XS', sql }, `002003 (42S02): SQL compilation error:\nObject 'ANALYTICS.STG.ORDERS_V2' does not exist or not authorized.\n  query_id: 01b3${n.hex(4)}-0004-${n.hex(4)}-0000-${n.hex(12)}`); };
  const kids = [
    L('ChatOpenAI', 'I will write a weekly revenue query against the staging orders table and return the result as a table.'),
    run(), run(), run(), run(),
  ];
  return {
    domain: 'data engineering', style: 'LangGraph single agent',
    goal: 'Give me weekly revenue since Jan 1 from the Snowflake staging orders table.',
    root: A('sql_agent', null, "I couldn't build the report: the query keeps failing with \"Object 'ANALYTICS.STG.ORDERS_V2' does not exist or not authorized\".", kids),
    meta: { tool: 'snowflake_execute' },
  };
}

// ---------------------------------------------------------------- SRE (RBAC forbidden; reasoning changes each retry; >25 spans)
function sre(n) {
  n.at('2024-02-15T04:20:00Z');
  const restart = () => { n.step(8, 40); return E('kubectl', { args: ['rollout', 'restart', 'deployment/checkout-api', '-n', 'checkout'], context: 'prod-eu-west-1' }, `Error from server (Forbidden): deployments.apps "checkout-api" is forbidden: User "system:serviceaccount:sre-bot:agent" cannot patch resource "deployments" in API group "apps" in the namespace "checkout" (audit-id: ${n.uuid()})`); };
  const rca = [
    T('kubectl', { args: ['get', 'pods', '-n', 'checkout', '-l', 'app=checkout-api', '-o', 'wide'], context: 'prod-eu-west-1' }, 'NAME                            READY   STATUS    RESTARTS   AGE\ncheckout-api-5d8c7f9b4-4hx2n   1/1     Running   0          6d\ncheckout-api-5d8c7f9b4-q7zpl   1/1     Running   0          6d\ncheckout-api-5d8c7f9b4-tt9wd   1/1     Running   0          6d'),
    T('prom_query', { query: 'jvm_memory_used_bytes{app="checkout-api",area="heap"} / jvm_memory_max_bytes{app="checkout-api",area="heap"}', range: '6h' }, { latest: [0.97, 0.95, 0.96], trend: 'rising since 2024-02-09' }),
    T('prom_query', { query: 'rate(jvm_gc_pause_seconds_sum{app="checkout-api"}[5m])', range: '6h' }, { latest: [0.41, 0.38, 0.44], unit: 's/s' }),
    T('loki_query', { query: '{app="checkout-api"} |= "OutOfMemory" or "GC overhead"', since: '6h', limit: 3 }, [`${(n.step(-3000, -2000), n.log())} WARN  GC overhead limit approaching (94% time in GC)`, `${(n.step(400, 900), n.log())} WARN  GC overhead limit approaching (95% time in GC)`]),
    T('kubectl', { args: ['top', 'pods', '-n', 'checkout', '-l', 'app=checkout-api'], context: 'prod-eu-west-1' }, 'NAME                            CPU(cores)   MEMORY(bytes)\ncheckout-api-5d8c7f9b4-4hx2n   1710m        3902Mi\ncheckout-api-5d8c7f9b4-q7zpl   1655m        3880Mi\ncheckout-api-5d8c7f9b4-tt9wd   1702m        3911Mi'),
    T('prom_query', { query: 'histogram_quantile(0.99, sum(rate(http_server_requests_seconds_bucket{app="checkout-api"}[5m])) by (le))', range: '6h' }, { latest: 2.41, at_deploy: 0.22 }),
    L('claude-3-5-sonnet', 'Heap usage ~96% with 40% GC time on all pods for 6 days; classic slow leak. A rolling restart restores latency now; the leak needs a ticket.'),
  ];
  const kids = [
    T('pagerduty_ack', { incident_id: 'P7XK2QZ' }, { status: 'acknowledged', acknowledged_at: n.isoSec() }),
    T('slack_post', { channel: '#inc-checkout', text: 'sre-bot: acknowledged CheckoutLatencyP99High, investigating.' }, { ok: true, ts: n.slackTs() }),
    T('get_alert', { alert_id: 'AL-88213' }, { alert: 'CheckoutLatencyP99High', value: '2.41s', threshold: '800ms', started_at: n.rfc(), runbook: 'https://runbooks.example/checkout/latency' }),
    T('fetch_runbook', { url: 'https://runbooks.example/checkout/latency' }, '## Checkout latency\n1. Check heap/GC. 2. If GC-bound on all pods, perform `kubectl rollout restart deployment/checkout-api -n checkout`. 3. File a leak ticket.'),
    A('rca', 'Determine why checkout-api p99 latency is high in prod-eu-west-1.', 'GC-bound on all 3 pods (heap ~96%, GC ~40%); recommend rolling restart per runbook step 2.', rca),
    T('kubectl', { args: ['get', 'deployment', 'checkout-api', '-n', 'checkout', '-o', 'jsonpath={.spec.replicas}'], context: 'prod-eu-west-1' }, '3'),
    L('claude-3-5-sonnet', 'Runbook step 2 applies. Performing a rolling restart of checkout-api.'),
    restart(),
    L('claude-3-5-sonnet', 'Forbidden on patch. The sre-bot RoleBinding was updated yesterday; RBAC changes can take a moment to propagate through the authorizer cache, so a retry may pass.'),
    restart(),
    L('claude-3-5-sonnet', 'Same denial. Possibly the request was routed to an API server replica with a stale informer; those usually converge within a minute, so retrying after a short wait.'),
    restart(),
    L('claude-3-5-sonnet', 'Could the admission webhook for change-freeze be rejecting it and surfacing as Forbidden? The message names RBAC verbs though. Trying once more in case the webhook timed out.'),
    restart(),
    L('claude-3-5-sonnet', 'Perhaps my kube context switched namespaces between calls and the cluster-scoped ClusterRole is not bound there; the explicit -n checkout flag should handle that, so re-issuing.'),
    restart(),
    L('claude-3-5-sonnet', 'Maybe an expiring projected service-account token is being rejected mid-rotation; the kubelet refreshes those automatically, so one last attempt.'),
    restart(),
  ];
  return {
    domain: 'SRE/on-call', style: 'LangGraph on-call agent with RCA sub-agent',
    goal: 'CheckoutLatencyP99High is firing in prod-eu-west-1. Follow the runbook and get latency back under 800ms.',
    root: A('sre-agent', null, 'Stopped: max_iterations=30 reached; remediation not applied.', kids),
    meta: { tool: 'kubectl', only: 'rollout' },
  };
}

// ---------------------------------------------------------------- insurance (503 from vendor, ends pending)
function insurance(n) {
  n.at('2024-01-22T15:05:00Z');
  const req = { jurisdiction: 'TX-HARRIS', report_no: 'HPD-24-0019931', claim_id: 'CLM-2024-004417' };
  let att = 0;
  const fetch = () => { n.step(2, 10); att++; return E('fetch_police_report', req, `503 Service Unavailable from reports.crashdocs.example (trace=${n.hex(16)}, attempt ${att}, at ${n.local(-6)})`); };
  const kids = [
    T('get_claim', { claim_id: 'CLM-2024-004417' }, { claim_id: 'CLM-2024-004417', type: 'auto_liability', loss_date: '2024-01-17', police_report_no: 'HPD-24-0019931', parties: 2, status: 'investigation' }),
    L('gpt-4-turbo', 'Liability depends on the police report narrative and citations. Pulling the report from the CrashDocs vendor.'),
    fetch(), fetch(), fetch(), fetch(),
    P('fetch_police_report', req),
  ];
  return {
    domain: 'insurance claims', style: 'plain function-calling agent',
    goal: 'Get the police report for claim CLM-2024-004417 and summarize who was cited.',
    root: A('claims-investigator', null, 'Run timed out after 120s while waiting on fetch_police_report.', kids),
    meta: { tool: 'fetch_police_report' },
  };
}

// ---------------------------------------------------------------- marketing ops (OpenAI Agents handoff; bad template token)
function marketing(n) {
  n.at('2024-04-30T14:00:00Z');
  const send = () => { n.step(1, 5); return E('hubspot_send_campaign', { campaign_id: 44102, list_id: 'L-1187', send_at: '2024-05-02T14:00:00Z' }, `400 INVALID_EMAIL_TEMPLATE: template 44102 has unresolved token {{contact.first_nam}} (correlationId: ${n.uuid()})`); };
  const sub = [
    T('hubspot_get_template', { template_id: 44102 }, { id: 44102, name: 'May promo — 20% off', subject: 'Hi {{contact.first_nam}}, your May code is inside', updated_at: n.epochMs() }),
    T('hubspot_get_list', { list_id: 'L-1187' }, { id: 'L-1187', name: 'Active subscribers US', size: 31877 }),
    send(), send(), send(), send(), send(),
  ];
  const kids = [
    L('gpt-4o', 'This is an email send request; handing off to the Email Agent.'),
    T('transfer_to_email_agent', {}, { assistant: 'Email Agent' }),
    A('Email Agent', 'Schedule campaign 44102 (May promo) to list L-1187 for Thursday 10am ET.', 'MaxTurnsExceeded: Max turns (7) exceeded', sub),
    L('gpt-4o', 'The Email Agent ran out of turns without scheduling the send. Logging a ticket so the campaign owner sees it.'),
    T('jira_create_issue', { project: 'MOPS', type: 'Task', summary: 'May promo (44102) not scheduled — Email Agent hit turn limit' }, { key: `MOPS-${n.int(1200, 1299)}`, self: `https://acme.atlassian.net/rest/api/2/issue/${n.int(40000, 49999)}` }),
  ];
  return {
    domain: 'marketing ops', style: 'OpenAI Agents handoff',
    goal: 'Schedule the May promo email to our active US subscribers for Thursday at 10am Eastern.',
    root: A('Marketing Ops Agent', null, 'The Email Agent could not send the campaign (turn limit reached).', kids),
    meta: { tool: 'hubspot_send_campaign' },
  };
}

export const scenarios = [coding, browser, dataeng, sre, insurance, marketing];
