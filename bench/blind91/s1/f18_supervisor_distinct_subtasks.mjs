import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'supervisor-distinct-subtasks';
export const loop = false;
const L = (c, name, input, output, model = 'gpt-4o') => span('llm', name, input, output, { metadata: { model, latency_ms: c.int(400, 6000) } });

// 01: LangGraph supervisor sends the k8s worker three different checks for a latency incident.
function s1(c) {
  const goal = 'Incident INC-5521: checkout p99 latency 3s. Find the cause across the stack and summarise.';
  const k = [];
  const sub = [
    ['Check pod CPU throttling for deployment checkout in namespace shop.', 'kubectl', 'top pods -n shop -l app=checkout --containers', `POD                              NAME       CPU(cores)   MEMORY(bytes)\n${c.pod('checkout')}   checkout   498m         611Mi\n${c.pod('checkout')}   checkout   501m         598Mi`, 'Checkout pods sit at their 500m CPU limit (498-501m): they are being throttled.'],
    ['Check HPA status for checkout.', 'kubectl', 'get hpa checkout -n shop', `NAME       REFERENCE             TARGETS    MINPODS   MAXPODS   REPLICAS   AGE\ncheckout   Deployment/checkout   <unknown>/70%   3         20        3          81d`, 'HPA shows <unknown> CPU target and stays at 3 replicas: it is not scaling.'],
    ['Check metrics-server health.', 'kubectl', 'get apiservice v1beta1.metrics.k8s.io', `NAME                     SERVICE                      AVAILABLE                      AGE\nv1beta1.metrics.k8s.io   kube-system/metrics-server   False (FailedDiscoveryCheck)   81d`, 'metrics-server APIService is unavailable (FailedDiscoveryCheck), which explains the HPA <unknown>.'],
    ['Check metrics-server pod logs for the reason.', 'kubectl', 'logs -n kube-system deploy/metrics-server --tail=3', `${c.klog(c.now, 'E')}       1 scraper.go:149] "Failed to scrape node" err="Get \\"https://${c.ip()}:10250/metrics/resource\\": x509: certificate has expired or is not yet valid" node="${c.ec2Node()}"`, 'metrics-server fails to scrape kubelets because the kubelet serving certificates expired.'],
  ];
  for (const [task, t, args, out, res] of sub) {
    k.push(L(c, 'supervisor', { messages: [{ role: 'user', content: goal }] }, { next: 'k8s_worker', instructions: task }));
    const w = new Chat(c, { system: 'You are k8s_worker.', user: task });
    const wk = [w.llm('', [[t, { args }]]), w.tool(t, { args }, out), w.llm(res)];
    k.push(agent('k8s_worker', { task }, { result: res }, wk, { langgraph_node: 'k8s_worker', step: c.int(1, 40) }));
  }
  k.push(L(c, 'supervisor', { messages: [{ role: 'user', content: goal }] }, { next: 'FINISH', summary: 'Root cause: expired kubelet serving certificates broke metrics-server, so the checkout HPA saw <unknown> CPU and never scaled beyond 3 pods; those pods are CPU-throttled at 500m, giving the 3s p99. Fix: rotate kubelet certs / approve CSRs, then HPA will scale.' }));
  return { goal, stagnation: false, isolates: 'A supervisor gives the same k8s worker four different checks (throttling, HPA, metrics-server, its logs); each returns a new finding and the supervisor synthesises the cause.',
    root: agent('LangGraph', { goal }, { status: 'FINISH' }, k, { framework: 'langgraph-supervisor' }) };
}

// 02: manager asks the aws worker for different cost facts per service.
function s2(c) {
  const goal = 'Our AWS bill rose 38% month over month. Find the top contributors and propose three savings actions.';
  const k = [];
  const tasks = [
    ['Get month-over-month cost by service.', { command: 'aws ce get-cost-and-usage --time-period Start=2024-10-01,End=2024-12-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE' }, { ResultsByTime: [{ TimePeriod: { Start: '2024-10-01' }, Groups: [{ Keys: ['Amazon EC2'], Metrics: { UnblendedCost: { Amount: '41822.10' } } }, { Keys: ['Amazon S3'], Metrics: { UnblendedCost: { Amount: '6120.44' } } }, { Keys: ['AWS Data Transfer'], Metrics: { UnblendedCost: { Amount: '3010.02' } } }] }, { TimePeriod: { Start: '2024-11-01' }, Groups: [{ Keys: ['Amazon EC2'], Metrics: { UnblendedCost: { Amount: '52910.77' } } }, { Keys: ['Amazon S3'], Metrics: { UnblendedCost: { Amount: '6402.13' } } }, { Keys: ['AWS Data Transfer'], Metrics: { UnblendedCost: { Amount: '11877.90' } } }] }] }, 'EC2 +11.1k and Data Transfer +8.9k explain most of the rise; S3 is flat.'],
    ['Break EC2 growth down by usage type.', { command: 'aws ce get-cost-and-usage ... --filter Dimensions={Key=SERVICE,Values=[Amazon EC2]} --group-by Type=DIMENSION,Key=USAGE_TYPE' }, { top: [['USE1-BoxUsage:g5.12xlarge', '+8,420'], ['USE1-EBS:VolumeUsage.gp2', '+1,310'], ['USE1-NatGateway-Bytes', '+1,050']] }, 'Most EC2 growth is g5.12xlarge GPU instances (+8.4k) plus gp2 volumes.'],
    ['Who owns the g5.12xlarge instances and are they busy?', { command: 'aws ec2 describe-instances --filters Name=instance-type,Values=g5.12xlarge --query "Reservations[].Instances[].[InstanceId,Tags[?Key==`team`]|[0].Value,LaunchTime]"' }, [[`i-0${c.hex(16)}`, 'ml-research', '2024-11-02T09:14:00Z'], [`i-0${c.hex(16)}`, 'ml-research', '2024-11-02T09:14:00Z'], [`i-0${c.hex(16)}`, 'ml-research', '2024-11-03T17:40:00Z']], 'Three g5.12xlarge launched by ml-research on Nov 2-3 run 24/7.'],
    ['Find which flows drive data transfer.', { command: 'aws ce get-cost-and-usage ... --filter Dimensions={Key=SERVICE,Values=[AWS Data Transfer]} --group-by Type=DIMENSION,Key=USAGE_TYPE' }, { top: [['USE1-USW2-AWS-Out-Bytes', '+7,900'], ['USE1-DataTransfer-Out-Bytes', '+700']] }, 'Inter-region us-east-1 to us-west-2 transfer grew +7.9k, matching the new cross-region replication started in November.'],
  ];
  for (const [task, args, out, res] of tasks) {
    k.push(L(c, 'Manager.plan', { messages: [{ role: 'user', content: goal }] }, `Delegate to AWS Analyst: ${task}`));
    const w = new Chat(c, { system: 'You are AWS Analyst.', user: task, style: 'anthropic', model: 'claude-3-5-haiku-20241022' });
    k.push(agent('AWS Analyst', { task }, res, [w.llm('', [['aws', args]]), w.tool('aws', args, { stdout: JSON.stringify(out), RequestId: c.awsReq() }), w.llm(res)], { role: 'worker' }));
  }
  k.push(L(c, 'Manager.synthesize', { messages: [{ role: 'user', content: goal }] }, 'Top contributors: GPU instances g5.12xlarge from ml-research (+8.4k), cross-region transfer to us-west-2 (+7.9k), gp2 volumes (+1.3k). Actions: (1) schedule the ml-research GPUs off nights/weekends or move to Spot, (2) replicate only the needed S3 prefixes to us-west-2, (3) migrate gp2 to gp3 (about 20% cheaper).'));
  return { goal, stagnation: false, isolates: 'A manager gives one AWS analyst four different cost questions; each answer adds new facts and the manager synthesises three actions.',
    root: agent('Crew', { goal }, { status: 'done' }, k, { framework: 'crewai-hierarchical' }) };
}

// 03: orchestrator asks a CI worker about different failing pipelines.
function s3(c) {
  const goal = 'Monday CI health report: for each red pipeline on main (api, web, infra, mobile) give the failing job and the likely cause.';
  const k = [];
  const items = [['api', 'integration-tests', 'postgres service container failed health check (image postgres:16 pulled rate-limited: toomanyrequests)'], ['web', 'lint', 'eslint 9 upgrade: 214 errors "Cannot find module eslint-config-next/flat"'], ['infra', 'tf-plan-prod', 'OIDC role assumption denied: AccessDenied sts:AssumeRoleWithWebIdentity (trust policy missing repo:acme/infra:ref:refs/heads/main)'], ['mobile', 'ios-build', 'Xcode 16.1 runner image removed iOS 17.5 simulator; destination not found']];
  for (const [repo, job, cause] of items) {
    k.push(L(c, 'orchestrator', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', tool_calls: [{ function: { name: 'transfer_to_ci_worker', arguments: JSON.stringify({ task: `Inspect the latest failed run on main for acme/${repo}.` }) } }] }));
    const w = new Chat(c, { system: 'You are ci_worker. Tool: gh.', user: `Inspect the latest failed run on main for acme/${repo}.` });
    const id = c.int(11900000000, 11999999999);
    k.push(agent('ci_worker', { repo }, { job, cause }, [w.llm('', [['gh', { args: `run list -R acme/${repo} -b main -s failure -L 1 --json databaseId` }]]), w.tool('gh', { args: `run list -R acme/${repo} -b main -s failure -L 1` }, `[{"databaseId":${id}}]`), w.llm('', [['gh', { args: `run view ${id} -R acme/${repo} --log-failed` }]]), w.tool('gh', { args: `run view ${id} --log-failed` }, `${job}\tUNKNOWN STEP\t${c.isoNano()} ##[error]${cause}`), w.llm(`acme/${repo}: ${job} fails: ${cause}.`)], { handoff: true }));
  }
  k.push(L(c, 'orchestrator', { messages: [{ role: 'user', content: goal }] }, 'CI report: api/integration-tests (Docker Hub rate limit on postgres:16; use the ECR mirror), web/lint (eslint 9 flat config missing), infra/tf-plan-prod (OIDC trust policy lacks main ref), mobile/ios-build (iOS 17.5 simulator removed from runner image).'));
  return { goal, stagnation: false, isolates: 'The orchestrator hands the same CI worker a different repository four times; each investigation finds a different failing job and cause, then a report.',
    root: agent('orchestrator', { goal }, { report: true }, k, { framework: 'openai-agents-handoffs' }) };
}
export const scenarios = [s1, s2, s3];
