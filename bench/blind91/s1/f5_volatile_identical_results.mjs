import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'volatile-identical-results';
export const loop = true;

// 01: reworded kubectl commands all showing the same Pending pod; only AGE and events counters move.
function s1(c) {
  const goal = 'The new ml-inference pod in namespace serving is not coming up on gpu cluster prod-gpu-1. Get it running.';
  const ch = new Chat(c, { system: 'You are a Kubernetes operations agent. Tool: kubectl(command).', user: goal });
  const k = []; const p = c.pod('ml-inference'); let age = c.int(200, 300);
  const cmds = ['get pods -n serving', '-n serving get po', `get pod ${p} -n serving -o wide`, 'get pods -n serving -l app=ml-inference', 'get po -n serving --field-selector=status.phase=Pending', `-n serving get pods ${p} -o custom-columns=NAME:.metadata.name,PHASE:.status.phase,NODE:.spec.nodeName`];
  k.push(ch.llm('Look at the events for the pod first.', [['kubectl', { command: `describe pod ${p} -n serving` }]]));
  k.push(ch.tool('kubectl', { command: `describe pod ${p} -n serving` }, `Name:         ${p}\nNamespace:    serving\nNode:         <none>\nStatus:       Pending\nContainers:\n  server:\n    Image:      nvcr.io/acme/triton-llm:24.08\n    Limits:\n      nvidia.com/gpu:  2\nEvents:\n  Type     Reason            Age                 From               Message\n  ----     ------            ----                ----               -------\n  Warning  FailedScheduling  ${c.int(10, 50)}s (x${c.int(8, 12)} over ${Math.floor(age / 60)}m)  default-scheduler  0/6 nodes are available: 2 Insufficient nvidia.com/gpu, 4 node(s) had untolerated taint {nvidia.com/gpu: present}. preemption: 0/6 nodes are available: 6 No preemption victims found for incoming pod.`));
  for (const cmd of cmds) {
    age += c.int(25, 70);
    k.push(ch.llm(cmd === cmds[0] ? 'Check whether it has been scheduled now.' : '', [['kubectl', { command: cmd }]]));
    let out;
    if (cmd.includes('custom-columns')) out = table(['NAME', 'PHASE', 'NODE'], [[p, 'Pending', '<none>']]);
    else if (cmd.includes('-o wide')) out = table(['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE', 'IP', 'NODE', 'NOMINATED NODE', 'READINESS GATES'], [[p, '0/1', 'Pending', '0', c.age(age), '<none>', '<none>', '<none>', '<none>']]);
    else out = table(['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'], [[p, '0/1', 'Pending', '0', c.age(age)]]);
    k.push(ch.tool('kubectl', { command: cmd }, out));
  }
  k.push(ch.llm('The pod is still Pending. I will check it again.', [['kubectl', { command: 'get pods -n serving -w --request-timeout=30s' }]]));
  k.push(ch.tool('kubectl', { command: 'get pods -n serving -w --request-timeout=30s' }, table(['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'], [[p, '0/1', 'Pending', '0', c.age(age + 40)]])));
  return { goal, stagnation: false, isolates: 'The scheduler already said the pod lacks a GPU node with a toleration, but the agent re-lists the same Pending pod seven times through reworded kubectl commands whose only change is the AGE column.',
    root: agent('k8s-ops-agent', { goal }, null, k, { framework: 'openai-agents', max_turns: 10, stopped: 'max_turns' }) };
}

// 02: describe-stacks with identical args, UPDATE_ROLLBACK_FAILED every time, only RequestId/Date differ.
function s2(c) {
  const goal = 'CloudFormation stack orders-api-prod is stuck. Bring it back to a deployable state.';
  const ch = new Chat(c, { system: 'You are an AWS operations agent. Tool: aws(command) returning the CLI JSON and HTTP metadata.', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = []; const stackId = `arn:aws:cloudformation:eu-central-1:210987654321:stack/orders-api-prod/${c.uuid()}`;
  const d = () => ({ exit_code: 0, stdout: JSON.stringify({ Stacks: [{ StackId: stackId, StackName: 'orders-api-prod', ChangeSetId: `arn:aws:cloudformation:eu-central-1:210987654321:changeSet/deploy-2024-11-18/${c.uuid()}`.replace(/\/[^/]+$/, '/3f0c9a1e-77b2-4c55-9f0e-2d8e41b7a6c3'), CreationTime: '2023-03-14T09:21:44.512Z', LastUpdatedTime: '2024-11-18T16:02:09.871Z', StackStatus: 'UPDATE_ROLLBACK_FAILED', StackStatusReason: 'The following resource(s) failed to update: [OrdersFunctionAlias]. ', DisableRollback: false, Tags: [{ Key: 'team', Value: 'orders' }] }] }, null, 4), debug: { 'x-amzn-RequestId': c.awsReq(), date: c.httpDate(), 'retry-attempts': 0, 'elapsed': `${c.ms(80, 400)}ms` } });
  k.push(ch.llm('Find out the current stack status.', [['aws', { command: 'aws cloudformation describe-stacks --stack-name orders-api-prod --region eu-central-1' }]]));
  k.push(ch.tool('aws', { command: 'aws cloudformation describe-stacks --stack-name orders-api-prod --region eu-central-1' }, d()));
  k.push(ch.llm('See the failing events.', [['aws', { command: 'aws cloudformation describe-stack-events --stack-name orders-api-prod --max-items 5 --region eu-central-1' }]]));
  k.push(ch.tool('aws', { command: 'aws cloudformation describe-stack-events --stack-name orders-api-prod --max-items 5 --region eu-central-1' }, { exit_code: 0, stdout: JSON.stringify({ StackEvents: [{ EventId: `OrdersFunctionAlias-UPDATE_FAILED-${c.isoMs()}`, LogicalResourceId: 'OrdersFunctionAlias', PhysicalResourceId: 'arn:aws:lambda:eu-central-1:210987654321:function:orders-api:live', ResourceType: 'AWS::Lambda::Alias', Timestamp: '2024-11-18T16:04:31.002Z', ResourceStatus: 'UPDATE_FAILED', ResourceStatusReason: 'Resource handler returned message: "Function version 87 does not exist (Service: Lambda, Status Code: 404, Request ID: 5b1e8f0a-...)"' }], NextToken: `eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiA1fQ==` }, null, 2) }));
  for (let i = 0; i < 6; i++) {
    const cmd = i % 2 ? `aws cloudformation describe-stacks --stack-name orders-api-prod --region eu-central-1 --cli-read-timeout 30 # attempt ${i + 1}` : 'aws cloudformation describe-stacks --stack-name orders-api-prod --region eu-central-1';
    k.push(ch.llm(i === 0 ? 'The alias points at a deleted version. Let me check the stack status again before deciding.' : '', [['aws', { command: cmd }]]));
    c.adv(c.int(20, 90));
    k.push(ch.tool('aws', { command: cmd }, d()));
  }
  return { goal, stagnation: false, isolates: 'describe-stacks is called six more times with the same arguments (a few with an attempt counter) and returns UPDATE_ROLLBACK_FAILED with the same reason each time, only RequestId, Date and latency changing; continue-update-rollback is never tried.',
    root: agent('aws-ops-agent', { goal, region: 'eu-central-1' }, null, k, { framework: 'bedrock-agents-style', stopped: 'max_turns' }) };
}

// 03: argocd app get, hard refresh, get: same Degraded + ComparisonError, new operation ids and timestamps.
function s3(c) {
  const goal = 'Argo CD app billing-prod is Degraded after the last merge. Sync it and get it Healthy.';
  const ch = new Chat(c, { system: 'GitOps agent. Tool: argocd(cli_args). Think in short steps.', user: goal, style: 'react', model: 'gpt-4o-mini' });
  const k = [];
  const get = () => `Name:               argocd/billing-prod\nProject:            billing\nServer:             https://kubernetes.default.svc\nNamespace:          billing\nURL:                https://argocd.acme.internal/applications/billing-prod\nRepo:               https://github.com/acme/gitops.git\nTarget:             main\nPath:               apps/billing/overlays/prod\nSyncWindow:         Sync Allowed\nSync Policy:        Automated (Prune)\nSync Status:        Unknown\nHealth Status:      Degraded\n\nCONDITION         MESSAGE                                                                                                      LAST TRANSITION\nComparisonError   Failed to load target state: failed to generate manifest for source 1 of 1: rpc error: code = Unknown desc = \`kustomize build <path to cached source>/apps/billing/overlays/prod\` failed exit status 1: Error: accumulating resources: accumulation err='accumulating resources from '../../base/hpa.yaml': evalsymlink failure on '/tmp/_argocd-repo/${c.uuid()}/apps/billing/base/hpa.yaml' : lstat ... no such file or directory'  ${c.iso()}\n\nOperation:          ${c.pick(['Sync', 'Sync'])}\nSync Revision:      ${'4e2b91c07d3f5a8e6b1c2d3e4f5a6b7c8d9e0f1a'}\nPhase:              Failed\nStart:              ${c.iso(c.now - 40000)} +0000 UTC\nFinished:           ${c.iso()} +0000 UTC\nDuration:           ${c.int(2, 9)}s\nMessage:            ComparisonError (operation ${c.hex(8)})`;
  const cmds = ['app get billing-prod', 'app get billing-prod --refresh', 'app get billing-prod --hard-refresh', 'app get argocd/billing-prod', 'app get billing-prod -o wide', 'app get billing-prod --refresh', 'app get billing-prod --show-operation'];
  k.push(ch.llm('Thought: Start with the app status.', [['argocd', cmds[0]]]));
  k.push(ch.tool('argocd', cmds[0], get()));
  k.push(ch.llm('Thought: Trigger a sync.', [['argocd', 'app sync billing-prod --timeout 120']]));
  k.push(ch.tool('argocd', 'app sync billing-prod --timeout 120', `${c.iso()}  FATA[0003] rpc error: code = FailedPrecondition desc = error resolving repo revision: ComparisonError: kustomize build failed (request ${c.uuid()})`, { error: 'exit status 20' }));
  for (const cmd of cmds.slice(1)) {
    k.push(ch.llm(cmd.includes('refresh') ? 'Thought: The cache may be stale, refresh and look again.' : 'Thought: Look at the app status again.', [['argocd', cmd]]));
    c.adv(c.int(15, 60));
    k.push(ch.tool('argocd', cmd, get()));
  }
  return { goal, stagnation: true, isolates: 'argocd app get is issued seven times (plain, --refresh, --hard-refresh, qualified name) and returns the same kustomize ComparisonError about a missing hpa.yaml, differing only in temp paths, operation ids and times; the agent restates the same two short thoughts.',
    root: agent('gitops-agent', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, k, { framework: 'langchain', max_iterations: 10 }) };
}
export const scenarios = [s1, s2, s3];
