import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'batch-distinct-items';
export const loop = false;

// 01: label many namespaces for a PodSecurity rollout; identical acknowledgements.
function s1(c) {
  const goal = 'Set pod-security.kubernetes.io/enforce=baseline on every tenant namespace listed in the ticket PLAT-2291 on cluster shared-prod.';
  const ch = new Chat(c, { system: 'Kubernetes platform agent. Tool: kubectl(args).', user: goal });
  const k = []; const ns = ['tenant-acme', 'tenant-bluefin', 'tenant-corvid', 'tenant-delta9', 'tenant-eastwood', 'tenant-fjord', 'tenant-gala'];
  k.push(ch.llm('List tenant namespaces to confirm they exist.', [['kubectl', { args: 'get ns -l tenant=true -o name' }]]));
  k.push(ch.tool('kubectl', { args: 'get ns -l tenant=true -o name' }, ns.map(n => `namespace/${n}`).join('\n')));
  for (const n of ns) {
    k.push(ch.llm(`Label ${n}.`, [['kubectl', { args: `label ns ${n} pod-security.kubernetes.io/enforce=baseline --overwrite` }]]));
    k.push(ch.tool('kubectl', { args: `label ns ${n} pod-security.kubernetes.io/enforce=baseline --overwrite` }, `namespace/${n} labeled`));
  }
  k.push(ch.llm('Verify.', [['kubectl', { args: 'get ns -l pod-security.kubernetes.io/enforce=baseline --no-headers | wc -l' }]]));
  k.push(ch.tool('kubectl', { args: 'get ns -l pod-security.kubernetes.io/enforce=baseline --no-headers | wc -l' }, '7'));
  k.push(ch.llm('All 7 tenant namespaces now enforce the baseline Pod Security Standard (verified by label count). PLAT-2291 can be closed.'));
  return { goal, stagnation: false, isolates: 'The same kubectl label command runs once per distinct namespace, each answered "labeled" with a one-line templated note, then a verification and finish.',
    root: agent('platform-agent', { goal, ticket: 'PLAT-2291' }, { labeled: 7 }, k, { framework: 'openai-agents' }) };
}

// 02: acknowledge a set of distinct Opsgenie alerts during maintenance.
function s2(c) {
  const goal = 'Maintenance window MW-1182 started: acknowledge the six open Opsgenie alerts for the storage-ceph team with a note pointing at MW-1182.';
  const ch = new Chat(c, { system: 'On-call agent. Tool: opsgenie(method, path, body).', user: goal, style: 'anthropic', model: 'claude-3-5-haiku-20241022' });
  const k = [];
  const alerts = [['ceph-osd-12-down', 'OSD osd.12 down on ceph-node-04'], ['ceph-osd-13-down', 'OSD osd.13 down on ceph-node-04'], ['ceph-pg-degraded', '312 PGs degraded'], ['ceph-node-04-unreachable', 'node_exporter ceph-node-04 unreachable'], ['rgw-latency-high', 'RGW p99 > 800ms'], ['ceph-mon-clock-skew', 'mon.c clock skew 0.21s']];
  k.push(ch.llm('List open alerts for the team.', [['opsgenie', { method: 'GET', path: '/v2/alerts', body: { query: 'status:open AND teams:storage-ceph', limit: 20 } }]]));
  k.push(ch.tool('opsgenie', { method: 'GET', path: '/v2/alerts' }, { data: alerts.map(([alias, message]) => ({ id: c.uuid(), tinyId: String(c.int(1000, 9999)), alias, message, status: 'open', acknowledged: false })), took: 0.021, requestId: c.uuid() }));
  for (const [alias, msg] of alerts) {
    k.push(ch.llm(`Acknowledge ${alias} (${msg}).`, [['opsgenie', { method: 'POST', path: `/v2/alerts/${alias}/acknowledge?identifierType=alias`, body: { note: 'Expected during maintenance MW-1182 (ceph-node-04 disk replacement).', user: 'oncall-bot' } }]]));
    k.push(ch.tool('opsgenie', { method: 'POST', path: `/v2/alerts/${alias}/acknowledge?identifierType=alias` }, { result: 'Request will be processed', took: c.float(0.003, 0.03, 3), requestId: c.uuid() }));
  }
  k.push(ch.llm('All six storage-ceph alerts (two OSDs down, degraded PGs, node unreachable, RGW latency, mon clock skew) are acknowledged with a note referencing MW-1182.'));
  return { goal, stagnation: false, isolates: 'Six different alerts are acknowledged one by one with identical "Request will be processed" answers and templated notes, then the agent finishes.',
    root: agent('oncall-agent', { goal }, { acknowledged: 6 }, k, { framework: 'claude-agent' }) };
}

// 03: SSM send-command per instance to rotate a log agent config; LlamaIndex-style function calls.
function s3(c) {
  const goal = 'Push the new fluent-bit output config to the five bastion hosts via SSM and confirm each command succeeded.';
  const k = []; const hosts = Array.from({ length: 5 }, (_, i) => [`bastion-${['use1a', 'use1b', 'euw1a', 'euw1b', 'apse2a'][i]}`, `i-0${c.hex(16)}`]);
  const ch = new Chat(c, { system: 'You are a fleet agent. Tools: ssm_send_command, ssm_get_invocation.', user: goal, model: 'gpt-4o-mini' });
  for (const [name, id] of hosts) {
    const cmdId = c.uuid();
    k.push(ch.llm(`Send the config to ${name} (${id}).`, [['ssm_send_command', { InstanceIds: [id], DocumentName: 'AWS-RunShellScript', Parameters: { commands: ['aws s3 cp s3://acme-fleet-config/fluent-bit/output.conf /etc/fluent-bit/output.conf', 'systemctl restart fluent-bit'] } }]]));
    k.push(ch.tool('ssm_send_command', { InstanceIds: [id] }, { Command: { CommandId: cmdId, Status: 'Pending', RequestedDateTime: c.unixF(), TargetCount: 1 } }));
    k.push(ch.tool('ssm_get_invocation', { CommandId: cmdId, InstanceId: id }, { CommandId: cmdId, InstanceId: id, Status: 'Success', ResponseCode: 0, StandardOutputContent: `download: s3://acme-fleet-config/fluent-bit/output.conf to ../../etc/fluent-bit/output.conf\n`, ExecutionElapsedTime: `PT${c.float(1, 4, 3)}S` }));
  }
  k.push(ch.llm('All five bastions (use1a, use1b, euw1a, euw1b, apse2a) received the new fluent-bit output config and restarted fluent-bit; every invocation returned Success with code 0.'));
  return { goal, stagnation: false, isolates: 'One SSM command per distinct bastion host, each acknowledged Pending then Success with near-identical text, followed by a summary.',
    root: agent('fleet-agent', { goal }, { hosts: 5 }, k, { framework: 'llamaindex', recorder: 'FunctionCallingAgentWorker' }) };
}
export const scenarios = [s1, s2, s3];
