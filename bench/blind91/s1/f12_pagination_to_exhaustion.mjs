import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'pagination-to-exhaustion';
export const loop = false;

// 01: describe-instances with NextToken across four pages, summary of untagged instances.
function s1(c) {
  const goal = 'List every EC2 instance in us-east-1 without a CostCenter tag and summarise by instance type.';
  const ch = new Chat(c, { system: 'Cloud cost agent. Tool: aws(command).', user: goal });
  const k = []; let token = null; const counts = [{ 'm5.large': 3, 't3.medium': 2 }, { 'c6i.xlarge': 4, 'm5.large': 1 }, { 'r6g.2xlarge': 2 }, { 't3.micro': 2 }, { 't3.micro': 3, 'g5.xlarge': 1 }, { 'c6i.xlarge': 1 }, { 'm5.large': 2 }];
  counts.forEach((cnt, i) => {
    const cmd = `aws ec2 describe-instances --region us-east-1 --max-items 200 --query "Reservations[].Instances[?!(Tags[?Key=='CostCenter'])].[InstanceId,InstanceType]"${token ? ` --starting-token ${token}` : ''}`;
    k.push(ch.llm(i === 0 ? 'Fetch the first page.' : `Page ${i} gave ${Object.values(counts[i - 1]).reduce((a, b) => a + b)} untagged instances; continue with the NextToken.`, [['aws', { command: cmd }]]));
    const next = i < 6 ? `eyJOZXh0VG9rZW4iOiAi${c.b64(40)}` : null;
    const rows = Object.entries(cnt).flatMap(([t, n]) => Array.from({ length: n }, () => [`i-0${c.hex(16)}`, t]));
    k.push(ch.tool('aws', { command: cmd }, { stdout: JSON.stringify({ Instances: rows, ...(next ? { NextToken: next } : {}) }), requestId: c.awsReq() }));
    token = next;
  });
  k.push(ch.llm('No NextToken on page 7, so the listing is complete. Summary: 22 instances lack CostCenter: m5.large 6, c6i.xlarge 5, t3.micro 5, t3.medium 2, r6g.2xlarge 2, g5.xlarge 1 (the GPU box is the most expensive to leave untagged).'));
  return { goal, stagnation: false, isolates: 'Seven pages of describe-instances each bring new untagged instances; the seventh has no NextToken and the agent stops and summarises.',
    root: agent('cost-agent', { goal }, { untagged: 17 }, k, { framework: 'openai-agents' }) };
}

// 02: raw kube API list with continue tokens, counting pod phases cluster-wide.
function s2(c) {
  const goal = 'On cluster batch-prod (about 1,400 pods) count pods by phase across all namespaces and name the namespaces with Failed pods.';
  const ch = new Chat(c, { system: 'Kubernetes agent. Tool: kubectl(args).', user: goal, style: 'anthropic', model: 'claude-3-5-haiku-20241022' });
  const k = []; let cont = '';
  const pages = [{ Running: 402, Succeeded: 81, Failed: 17, ns: ['etl-nightly'] }, { Running: 377, Succeeded: 120, Failed: 3, ns: ['ml-train'] }, { Running: 310, Succeeded: 88, Pending: 2, ns: [] }, { Running: 21, Succeeded: 4, ns: [] }];
  k.push(ch.llm('Confirm the cluster context first.', [['kubectl', { args: 'config current-context' }]]));
  k.push(ch.tool('kubectl', { args: 'config current-context' }, 'arn:aws:eks:us-east-1:123456789012:cluster/batch-prod'));
  pages.forEach((p, i) => {
    const args = `get --raw "/api/v1/pods?limit=500${cont ? `&continue=${cont}` : ''}" | jq '{cont: .metadata.continue, rv: .metadata.resourceVersion, phases: ([.items[].status.phase] | group_by(.) | map({(.[0]): length}) | add), failed_ns: ([.items[] | select(.status.phase=="Failed") | .metadata.namespace] | unique)}'`;
    k.push(ch.llm(i === 0 ? 'List the first 500 pods with a jq summary.' : '', [['kubectl', { args }]]));
    const next = i < 3 ? `eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6${c.b64(36)}` : '';
    const { ns, ...phases } = p;
    k.push(ch.tool('kubectl', { args }, JSON.stringify({ cont: next || null, rv: c.rv(), phases, failed_ns: ns }, null, 2)));
    cont = next;
  });
  k.push(ch.llm('Cross-check the Failed count with a field selector.', [['kubectl', { args: 'get pods -A --field-selector=status.phase=Failed --no-headers | awk \'{print $1}\' | sort | uniq -c' }]]));
  k.push(ch.tool('kubectl', { args: 'get pods -A --field-selector=status.phase=Failed --no-headers | awk \'{print $1}\' | sort | uniq -c' }, '     17 etl-nightly\n      3 ml-train'));
  k.push(ch.llm('Check why etl-nightly pods failed.', [['kubectl', { args: 'get events -n etl-nightly --field-selector reason=BackoffLimitExceeded -o custom-columns=OBJ:.involvedObject.name,MSG:.message' }]]));
  k.push(ch.tool('kubectl', { args: 'get events -n etl-nightly --field-selector reason=BackoffLimitExceeded' }, 'OBJ                          MSG\nload-clickstream-28873020    Job has reached the specified backoff limit\nload-orders-28873020         Job has reached the specified backoff limit'));
  k.push(ch.llm('The fourth page has no continue token, so all 1,425 pods are counted: Running 1110, Succeeded 293, Failed 20, Pending 2. Failed pods are in etl-nightly (17, two jobs hit their backoff limit) and ml-train (3).'));
  return { goal, stagnation: false, isolates: 'Four list pages with continue tokens each add new pod counts; the last page has no token and the agent totals them.',
    root: agent('k8s-agent', { goal }, { total: 1425 }, k, { framework: 'claude-agent' }) };
}

// 03: PagerDuty log entries paged until more=false, then timeline summary.
function s3(c) {
  const goal = 'Write the timeline section of the postmortem for incident Q2V8F1K3L9 (payments outage) from PagerDuty log entries.';
  const ch = new Chat(c, { system: 'Postmortem writer agent. Tool: pagerduty_get(path, params).', user: goal, model: 'gpt-4o' });
  const k = [];
  k.push(ch.llm('Get the incident header first.', [['pagerduty_get', { path: '/incidents/Q2V8F1K3L9', params: {} }]]));
  k.push(ch.tool('pagerduty_get', { path: '/incidents/Q2V8F1K3L9', params: {} }, { incident: { id: 'Q2V8F1K3L9', incident_number: 40917, title: 'payments-api 5xx > 5%', urgency: 'high', status: 'resolved', service: { id: 'P9LK2XQ', summary: 'payments-api' }, created_at: c.iso(), resolved_at: c.iso(c.now + 4400000) } }));
  const ev = [['trigger_log_entry', 'Triggered by Datadog monitor "payments 5xx > 5%"'], ['notify_log_entry', 'Notified a.kowalski via push'], ['acknowledge_log_entry', 'Acknowledged by a.kowalski'], ['annotate_log_entry', 'Rolled back payments-api to 4.11.2'], ['notify_log_entry', 'Notified payments-secondary schedule'], ['annotate_log_entry', 'DB connection pool exhausted; raised max to 200'], ['annotate_log_entry', 'Error rate back to 0.3%'], ['annotate_log_entry', 'Status page updated: monitoring'], ['notify_log_entry', 'Notified stakeholders list payments-leads'], ['annotate_log_entry', 'Pool config change merged in PR #4471'], ['resolve_log_entry', 'Resolved by a.kowalski']];
  for (let i = 0; i < 6; i++) {
    const params = { limit: 2, offset: i * 2, is_overview: false, time_zone: 'UTC' };
    k.push(ch.llm(i === 0 ? 'Fetch the log entries.' : `Got ${ev[i * 2 - 2][0].split('_')[0]} and ${ev[i * 2 - 1][0].split('_')[0]} entries; more=true, next offset ${i * 2}.`, [['pagerduty_get', { path: '/incidents/Q2V8F1K3L9/log_entries', params }]]));
    k.push(ch.tool('pagerduty_get', { path: '/incidents/Q2V8F1K3L9/log_entries', params }, { log_entries: ev.slice(i * 2, i * 2 + 2).map(([type, summary], j) => ({ id: `R${c.chars(25, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`, type, summary, created_at: c.iso(c.adv(c.int(120, 900))) })), limit: 2, offset: i * 2, more: i < 5, total: null }));
  }
  k.push(ch.llm('more=false on the sixth page, all 12 entries read. Timeline: trigger by the Datadog 5xx monitor, ack by a.kowalski, rollback to payments-api 4.11.2, secondary paged, DB pool raised to 200, error rate back to 0.3%, status page set to monitoring, leads notified, pool change merged in PR #4471, resolved.'));
  return { goal, stagnation: false, isolates: 'Six small pages of PagerDuty log entries each bring new events until more=false, and the agent writes the timeline from them.',
    root: agent('postmortem-agent', { goal }, { section: 'timeline' }, k, { framework: 'langgraph' }) };
}
export const scenarios = [s1, s2, s3];
