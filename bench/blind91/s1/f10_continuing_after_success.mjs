import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'continuing-after-success';
export const loop = true;

// 01: rollout completes, agent keeps re-checking rollout status.
function s1(c) {
  const goal = 'Roll out image tag v5.12.3 of deployment profile-api in namespace identity on prod-ap-1 and confirm it is healthy.';
  const ch = new Chat(c, { system: 'Deployment agent. Tool: kubectl(args).', user: goal });
  const k = [];
  k.push(ch.llm('Update the image.', [['kubectl', { args: 'set image deploy/profile-api app=registry.acme.io/identity/profile-api:v5.12.3 -n identity' }]]));
  k.push(ch.tool('kubectl', { args: 'set image deploy/profile-api ...' }, 'deployment.apps/profile-api image updated'));
  k.push(ch.llm('Watch the rollout.', [['kubectl', { args: 'rollout status deploy/profile-api -n identity --timeout=5m' }]]));
  k.push(ch.tool('kubectl', { args: 'rollout status deploy/profile-api -n identity --timeout=5m' }, 'Waiting for deployment "profile-api" rollout to finish: 2 out of 6 new replicas have been updated...\nWaiting for deployment "profile-api" rollout to finish: 4 out of 6 new replicas have been updated...\nWaiting for deployment "profile-api" rollout to finish: 1 old replicas are pending termination...\ndeployment "profile-api" successfully rolled out'));
  const pods = Array.from({ length: 6 }, () => c.pod('profile-api'));
  k.push(ch.llm('Rolled out. Confirm pods.', [['kubectl', { args: 'get pods -n identity -l app=profile-api' }]]));
  k.push(ch.tool('kubectl', { args: 'get pods -n identity -l app=profile-api' }, table(['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'], pods.map(p => [p, '1/1', 'Running', '0', `${c.int(40, 150)}s`]))));
  k.push(ch.llm('All 6 pods are Running and ready on v5.12.3; the rollout is complete and healthy. Let me double-check the rollout status.', [['kubectl', { args: 'rollout status deploy/profile-api -n identity' }]]));
  for (let i = 0; i < 5; i++) {
    const a = i % 2 ? { args: 'get deploy profile-api -n identity' } : { args: 'rollout status deploy/profile-api -n identity' };
    if (i) k.push(ch.llm('', [['kubectl', a]]));
    k.push(ch.tool('kubectl', a, i % 2 ? table(['NAME', 'READY', 'UP-TO-DATE', 'AVAILABLE', 'AGE'], [['profile-api', '6/6', '6', '6', `${c.int(200, 400)}d`]]) : 'deployment "profile-api" successfully rolled out'));
  }
  return { goal, stagnation: false, isolates: 'After "successfully rolled out" and 6/6 ready pods, the agent keeps alternating rollout status and get deploy five more times, each confirming the same success, until the step limit.',
    root: agent('deploy-agent', { goal }, null, k, { framework: 'openai-agents', stopped: 'max_turns' }) };
}

// 02: alert resolved, agent keeps re-resolving and re-posting resolution.
function s2(c) {
  const goal = 'Opsgenie alert "kafka-consumer-lag orders-events > 100k" : scale the consumer group and close the alert once lag is back to normal.';
  const ch = new Chat(c, { system: 'On-call agent. Tools: kubectl, promql, opsgenie.', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = []; const q = 'sum(kafka_consumergroup_lag{consumergroup="orders-events-consumer"})';
  k.push(ch.llm('Scale the consumers from 4 to 12 (topic has 12 partitions).', [['kubectl', { args: 'scale deploy/orders-events-consumer --replicas=12 -n streaming' }]]));
  k.push(ch.tool('kubectl', { args: 'scale deploy/orders-events-consumer --replicas=12 -n streaming' }, 'deployment.apps/orders-events-consumer scaled'));
  for (const v of [141230, 62811, 3904]) {
    c.adv(240);
    k.push(ch.llm(v === 141230 ? 'Watch the lag.' : `Lag falling (${v === 62811 ? '141k to 63k' : '63k to 3.9k'}).`, [['promql', { query: q }]]));
    k.push(ch.tool('promql', { query: q }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.unixF(), String(v + c.int(-50, 50))] }] } }));
  }
  k.push(ch.llm('Lag is under 5k which is normal. Close the alert.', [['opsgenie', { action: 'close', alias: 'kafka-lag-orders-events', note: 'Scaled consumers 4->12; lag back to ~3.9k.' }]]));
  k.push(ch.tool('opsgenie', { action: 'close', alias: 'kafka-lag-orders-events' }, { result: 'Request will be processed', took: 0.011, requestId: c.uuid() }));
  k.push(ch.llm('Verify it is closed.', [['opsgenie', { action: 'get', alias: 'kafka-lag-orders-events' }]]));
  k.push(ch.tool('opsgenie', { action: 'get', alias: 'kafka-lag-orders-events' }, { data: { id: c.uuid(), tinyId: '4412', alias: 'kafka-lag-orders-events', status: 'closed', acknowledged: true, updatedAt: c.isoMs() }, took: 0.004, requestId: c.uuid() }));
  for (let i = 0; i < 4; i++) {
    const act = i % 2 ? { action: 'get', alias: 'kafka-lag-orders-events' } : { action: 'close', alias: 'kafka-lag-orders-events', note: 'Scaled consumers 4->12; lag back to ~3.9k.' };
    k.push(ch.llm(i % 2 ? 'Check it is still closed.' : 'Close the alert to be sure it is resolved.', [['opsgenie', act]]));
    k.push(ch.tool('opsgenie', act, i % 2 ? { data: { alias: 'kafka-lag-orders-events', status: 'closed', updatedAt: c.isoMs() }, took: 0.005, requestId: c.uuid() } : { result: 'Request will be processed', took: c.float(0.005, 0.02, 3), requestId: c.uuid() }));
  }
  return { goal, stagnation: true, isolates: 'The lag recovers and the alert is closed and confirmed closed, yet the agent re-closes and re-reads the closed alert four more times.',
    root: agent('oncall-agent', { goal }, null, k, { framework: 'claude-agent', stopped: 'max_turns' }) };
}

// 03: pulumi up succeeded; agent keeps running preview / announcing success.
function s3(c) {
  const goal = 'Add the DNS record status.acme.dev (CNAME to acme.statuspage.io) with Pulumi stack acme/dns/prod and tell #infra when done.';
  const ch = new Chat(c, { system: 'IaC agent. Tools: sh, slack_post. Use Thought/Action format.', user: goal, style: 'react', model: 'gpt-4o' });
  const k = [];
  k.push(ch.llm('Thought: Preview the change.', [['sh', 'pulumi preview --stack acme/dns/prod --diff']]));
  k.push(ch.tool('sh', 'pulumi preview --stack acme/dns/prod --diff', `Previewing update (acme/dns/prod)\n\n     Type                    Name            Plan\n     pulumi:pulumi:Stack     dns-prod\n +   └─ cloudflare:index:Record  status-cname   create\n\nResources:\n    + 1 to create\n    14 unchanged\n\nDuration: ${c.int(3, 9)}s`));
  k.push(ch.llm('Thought: Apply it.', [['sh', 'pulumi up --stack acme/dns/prod --yes']]));
  k.push(ch.tool('sh', 'pulumi up --stack acme/dns/prod --yes', `Updating (acme/dns/prod)\n\nView in Browser (Ctrl+O): https://app.pulumi.com/acme/dns/prod/updates/${c.int(300, 400)}\n\n     Type                        Name           Status\n     pulumi:pulumi:Stack         dns-prod\n +   └─ cloudflare:index:Record  status-cname   created (${c.int(1, 3)}s)\n\nResources:\n    + 1 created\n    14 unchanged\n\nDuration: ${c.int(6, 14)}s`));
  k.push(ch.llm('Thought: Check DNS.', [['sh', 'dig +short status.acme.dev CNAME @1.1.1.1']]));
  k.push(ch.tool('sh', 'dig +short status.acme.dev CNAME @1.1.1.1', 'acme.statuspage.io.'));
  k.push(ch.llm('Thought: The record is live. Announce it.', [['slack_post', { channel: '#infra', text: 'status.acme.dev now CNAMEs to acme.statuspage.io (Pulumi acme/dns/prod).' }]]));
  k.push(ch.tool('slack_post', { channel: '#infra' }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` }));
  for (let i = 0; i < 3; i++) {
    k.push(ch.llm('Thought: Make sure nothing is pending in the stack.', [['sh', 'pulumi preview --stack acme/dns/prod']]));
    k.push(ch.tool('sh', 'pulumi preview --stack acme/dns/prod', `Previewing update (acme/dns/prod)\n\nResources:\n    15 unchanged\n\nDuration: ${c.int(3, 9)}s`));
    k.push(ch.llm('Thought: Confirm the record resolves.', [['sh', 'dig +short status.acme.dev CNAME @1.1.1.1']]));
    k.push(ch.tool('sh', 'dig +short status.acme.dev CNAME @1.1.1.1', 'acme.statuspage.io.'));
  }
  return { goal, stagnation: true, isolates: 'The record is created, resolves and is announced; the agent then repeats the same preview-and-dig pair three more times with the same thoughts, learning nothing.',
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
