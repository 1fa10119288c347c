import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'transient-backoff-success';
export const loop = false;

// 01: terraform apply blocked by state lock twice, then succeeds.
function s1(c) {
  const goal = 'Apply the reviewed plan that adds two SQS queues (invoices-dlq, invoices) in envs/prod/messaging and confirm they exist.';
  const ch = new Chat(c, { system: 'IaC agent. Tools: shell, sleep(seconds).', user: goal });
  const k = [];
  k.push(ch.llm('Check the workspace is initialised against the prod backend.', [['shell', { cmd: 'cd envs/prod/messaging && terraform init -input=false -no-color | tail -1' }]]));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod/messaging && terraform init -input=false -no-color | tail -1' }, { exit_code: 0, stdout: 'Terraform has been successfully initialized!' }));
  k.push(ch.llm('Plan once more to confirm the diff.', [['shell', { cmd: 'cd envs/prod/messaging && terraform plan -out=tf.plan -no-color | tail -3' }]]));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod/messaging && terraform plan -out=tf.plan -no-color | tail -3' }, { exit_code: 0, stdout: 'Plan: 2 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: tf.plan' }));
  for (let i = 0; i < 3; i++) {
    k.push(ch.llm(i === 0 ? 'Apply the saved plan.' : `Lock still held by the CI run (attempt ${i}); wait ${30 * i}s and retry.`, [['shell', { cmd: 'cd envs/prod/messaging && terraform apply -no-color tf.plan' }]]));
    if (i < 2) k.push(ch.tool('shell', { cmd: 'cd envs/prod/messaging && terraform apply -no-color tf.plan' }, { exit_code: 1, stderr: `╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│   ID:        ${'b7e1c0de-5a2f-4c11-9d3e-0f6a7b8c9d10'}\n│   Path:      acme-tfstate/prod/messaging/terraform.tfstate\n│   Operation: OperationTypePlan\n│   Who:       runner@gha-${c.hex(8)}\n│   Version:   1.9.8\n│   Created:   ${c.iso(c.now - 40000)} UTC\n╵` }, { error: 'exit status 1' }));
    else k.push(ch.tool('shell', { cmd: 'cd envs/prod/messaging && terraform apply -no-color tf.plan' }, { exit_code: 0, stdout: `aws_sqs_queue.invoices_dlq: Creating...\naws_sqs_queue.invoices_dlq: Creation complete after 1s [id=https://sqs.us-east-1.amazonaws.com/123456789012/invoices-dlq]\naws_sqs_queue.invoices: Creating...\naws_sqs_queue.invoices: Creation complete after 1s [id=https://sqs.us-east-1.amazonaws.com/123456789012/invoices]\n\nApply complete! Resources: 2 added, 0 changed, 0 destroyed.` }));
    if (i < 2) { k.push(ch.tool('sleep', { seconds: 30 * (i + 1) }, { slept: 30 * (i + 1) }, { secs: 30 * (i + 1) })); }
  }
  k.push(ch.llm('Applied. Verify the queues and the redrive policy.', [['shell', { cmd: 'aws sqs get-queue-attributes --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/invoices --attribute-names RedrivePolicy' }]]));
  k.push(ch.tool('shell', { cmd: 'aws sqs get-queue-attributes ...' }, { exit_code: 0, stdout: JSON.stringify({ Attributes: { RedrivePolicy: '{"deadLetterTargetArn":"arn:aws:sqs:us-east-1:123456789012:invoices-dlq","maxReceiveCount":5}' } }) }));
  k.push(ch.llm('Done: invoices and invoices-dlq exist and invoices redrives to the DLQ after 5 receives. The apply waited out a state lock held by a CI plan twice before succeeding.'));
  return { goal, stagnation: false, isolates: 'terraform apply fails twice on a state lock held by a CI plan, the agent waits with growing delays, the third apply succeeds and the result is verified.',
    root: agent('iac-agent', { goal }, { status: 'success' }, k, { framework: 'openai-agents' }) };
}

// 02: AWS throttling on a bulk tagging call, backoff, success.
function s2(c) {
  const goal = 'Enable deletion protection on the prod load balancers alb-web-prod and alb-api-prod and confirm it.';
  const ch = new Chat(c, { system: 'AWS operations agent. Tool: aws(command).', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = []; const arn = (n) => `arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/${n}/${c.hex(16)}`;
  const arns = { 'alb-web-prod': arn('alb-web-prod'), 'alb-api-prod': arn('alb-api-prod') };
  k.push(ch.llm('Look up both ARNs.', [['aws', { command: 'aws elbv2 describe-load-balancers --names alb-web-prod alb-api-prod --query "LoadBalancers[].LoadBalancerArn"' }]]));
  k.push(ch.tool('aws', { command: 'aws elbv2 describe-load-balancers --names alb-web-prod alb-api-prod' }, { stdout: JSON.stringify(Object.values(arns)) }));
  for (const [name, a] of Object.entries(arns)) {
    const cmd = `aws elbv2 modify-load-balancer-attributes --load-balancer-arn ${a} --attributes Key=deletion_protection.enabled,Value=true`;
    const fails = name === 'alb-web-prod' ? 2 : 1;
    for (let i = 0; i <= fails; i++) {
      k.push(ch.llm(i === 0 ? `Enable protection on ${name}.` : `Throttled (attempt ${i}); back off ${2 ** i}s and retry ${name}.`, [['aws', { command: cmd }]]));
      if (i < fails) k.push(ch.tool('aws', { command: cmd }, { exit_code: 254, stderr: `\nAn error occurred (Throttling) when calling the ModifyLoadBalancerAttributes operation (reached max retries: 2): Rate exceeded\nRequestId: ${c.awsReq()}` }, { error: 'exit status 254', secs: 2 ** (i + 1) }));
      else k.push(ch.tool('aws', { command: cmd }, { exit_code: 0, stdout: JSON.stringify({ Attributes: [{ Key: 'deletion_protection.enabled', Value: 'true' }, { Key: 'idle_timeout.timeout_seconds', Value: '60' }] }) }));
    }
  }
  k.push(ch.llm('Confirm both.', [['aws', { command: 'aws elbv2 describe-load-balancer-attributes --load-balancer-arn ... (x2)' }]]));
  k.push(ch.tool('aws', { command: 'aws elbv2 describe-load-balancer-attributes (both)' }, { 'alb-web-prod': 'deletion_protection.enabled=true', 'alb-api-prod': 'deletion_protection.enabled=true', RequestIds: [c.awsReq(), c.awsReq()] }));
  k.push(ch.llm('Both load balancers now have deletion protection enabled (verified). Two throttling errors on alb-web-prod and one on alb-api-prod were retried with backoff.'));
  return { goal, stagnation: false, isolates: 'ModifyLoadBalancerAttributes is throttled twice for one ALB and once for the other; after backoff both succeed and the change is verified.',
    root: agent('aws-ops-agent', { goal }, { status: 'done' }, k, { framework: 'claude-agent' }) };
}

// 03: API server unreachable during control-plane upgrade, then cordon/drain works.
function s3(c) {
  const goal = 'Cordon node gke-prod-pool-2 node with kernel soft lockups and drain it, on GKE cluster shop-prod.';
  const ch = new Chat(c, { system: 'GKE agent. Tool: sh. Use Thought/Action.', user: goal, style: 'react', model: 'gpt-4o' });
  const k = []; const node = c.gkeNode('pool-2');
  k.push(ch.llm('Thought: Find the node with the soft lockup condition.', [['sh', 'kubectl get nodes -o custom-columns=NAME:.metadata.name,KERNEL:.status.conditions[?(@.type=="KernelDeadlock")].status']]));
  k.push(ch.tool('sh', 'kubectl get nodes -o custom-columns=...', `Unable to connect to the server: dial tcp 34.${c.int(10, 200)}.${c.int(0, 255)}.${c.int(1, 254)}:443: i/o timeout`, { error: 'exit status 1' }));
  k.push(ch.llm('Thought: The control plane might be mid-upgrade; check the cluster operation.', [['sh', 'gcloud container operations list --filter="targetLink~shop-prod AND status=RUNNING" --format="table(name,operationType,status,startTime)"']]));
  k.push(ch.tool('sh', 'gcloud container operations list ...', `NAME                              TYPE            STATUS   START_TIME\noperation-${c.unix()}-${c.hex(8)}  UPGRADE_MASTER  RUNNING  ${c.iso(c.now - 400000)}`));
  k.push(ch.tool('sh', 'sleep 90', ''));
  k.push(ch.llm('Thought: Retry the node query after the wait.', [['sh', 'kubectl get nodes -o custom-columns=...']]));
  k.push(ch.tool('sh', 'kubectl get nodes -o custom-columns=...', table(['NAME', 'KERNEL'], [[c.gkeNode('pool-1'), 'False'], [node, 'True'], [c.gkeNode('pool-2'), 'False']])));
  k.push(ch.llm(`Thought: ${node} has KernelDeadlock=True. Cordon it.`, [['sh', `kubectl cordon ${node}`]]));
  k.push(ch.tool('sh', `kubectl cordon ${node}`, `node/${node} cordoned`));
  k.push(ch.llm('Thought: Drain it, respecting PDBs.', [['sh', `kubectl drain ${node} --ignore-daemonsets --delete-emptydir-data --timeout=10m`]]));
  k.push(ch.tool('sh', `kubectl drain ${node} ...`, `node/${node} already cordoned\nWarning: ignoring DaemonSet-managed Pods: kube-system/fluentbit-gke-${c.podSfx()}, kube-system/gke-metrics-agent-${c.podSfx()}\nevicting pod shop/${c.pod('cart')}\nevicting pod shop/${c.pod('search')}\npod/${c.pod('cart')} evicted\npod/${c.pod('search')} evicted\nnode/${node} drained`));
  k.push(ch.llm('Thought: Verify no workload pods remain.', [['sh', `kubectl get pods -A --field-selector spec.nodeName=${node} --no-headers | grep -v kube-system | wc -l`]]));
  k.push(ch.tool('sh', 'kubectl get pods -A --field-selector spec.nodeName=... | wc -l', '0'));
  k.push(ch.llm(`Final Answer: ${node} (KernelDeadlock=True) is cordoned and drained; only DaemonSet pods remain. The first attempt hit an API timeout during a running UPGRADE_MASTER operation and succeeded after a 90s wait.`));
  return { goal, stagnation: false, isolates: 'One kubectl call times out while the GKE control plane upgrades; after a wait it works and the node is cordoned, drained and verified.',
    root: agent('AgentExecutor', { input: goal }, { output: 'drained' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
