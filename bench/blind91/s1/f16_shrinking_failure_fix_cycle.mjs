import { Chat, agent, tool } from './lib.mjs';
export const family = 'shrinking-failure-fix-cycle';
export const loop = false;

// 01: kubeconform / policy check failures fall 6 -> 3 -> 1 -> 0.
function s1(c) {
  const goal = 'The conftest policy check on PR #812 in acme/k8s-manifests fails. Fix the manifests so CI passes.';
  const ch = new Chat(c, { system: 'Coding agent. Tools: shell, edit_file.', user: goal });
  const k = [];
  const run = (fails) => ({ exit_code: fails ? 1 : 0, stdout: fails.map(f => `FAIL - ${f}`).join('\n') + `\n\n${12 + 6 - fails.length} tests, ${12 + 6 - fails.length - fails.length} passed, 0 warnings, ${fails.length} failures, 0 exceptions\n(took ${c.dur(0.4, 2)})` });
  const all = ['apps/cart/deploy.yaml - main - container cart has no memory limit', 'apps/cart/deploy.yaml - main - container cart runs as root', 'apps/search/deploy.yaml - main - container search has no memory limit', 'apps/search/deploy.yaml - main - image uses :latest tag', 'apps/search/deploy.yaml - main - container search runs as root', 'apps/search/pdb.yaml - main - PodDisruptionBudget minAvailable must be < replicas'];
  k.push(ch.llm('Run the policy check locally.', [['shell', { cmd: 'conftest test apps/ --policy policy/ --all-namespaces' }]]));
  k.push(ch.tool('shell', { cmd: 'conftest test apps/ --policy policy/' }, run(all), { error: 'exit status 1' }));
  k.push(ch.llm('Add memory limits to both deployments and pin the search image to 3.14.2.', [['edit_file', { path: 'apps/cart/deploy.yaml', patch: '+          limits:\n+            memory: 512Mi' }], ['edit_file', { path: 'apps/search/deploy.yaml', patch: '-        image: ghcr.io/acme/search:latest\n+        image: ghcr.io/acme/search:3.14.2\n+          limits:\n+            memory: 1Gi' }]]));
  k.push(ch.tool('edit_file', { path: 'apps/cart/deploy.yaml' }, 'ok'));
  k.push(ch.tool('edit_file', { path: 'apps/search/deploy.yaml' }, 'ok'));
  k.push(ch.tool('shell', { cmd: 'conftest test apps/ --policy policy/' }, run([all[1], all[4], all[5]]), { error: 'exit status 1' }));
  k.push(ch.llm('6 down to 3. Add securityContext runAsNonRoot with uid 10001 to both containers.', [['edit_file', { path: 'apps/cart/deploy.yaml', patch: '+        securityContext:\n+          runAsNonRoot: true\n+          runAsUser: 10001' }], ['edit_file', { path: 'apps/search/deploy.yaml', patch: '+        securityContext:\n+          runAsNonRoot: true\n+          runAsUser: 10001' }]]));
  k.push(ch.tool('edit_file', { path: 'apps/cart/deploy.yaml' }, 'ok'));
  k.push(ch.tool('edit_file', { path: 'apps/search/deploy.yaml' }, 'ok'));
  k.push(ch.tool('shell', { cmd: 'conftest test apps/ --policy policy/' }, run([all[5]]), { error: 'exit status 1' }));
  k.push(ch.llm('Only the PDB remains: search has 2 replicas and minAvailable 2. Use maxUnavailable: 1 instead.', [['edit_file', { path: 'apps/search/pdb.yaml', patch: '-  minAvailable: 2\n+  maxUnavailable: 1' }]]));
  k.push(ch.tool('edit_file', { path: 'apps/search/pdb.yaml' }, 'ok'));
  k.push(ch.tool('shell', { cmd: 'conftest test apps/ --policy policy/' }, run([])));
  k.push(ch.llm('Commit and push.', [['shell', { cmd: 'git commit -am "fix policy violations: limits, non-root, pinned image, pdb" && git push' }]]));
  k.push(ch.tool('shell', { cmd: 'git commit -am ... && git push' }, { exit_code: 0, stdout: `[fix/policy ${c.hex(7)}] fix policy violations: limits, non-root, pinned image, pdb\n 3 files changed, 14 insertions(+), 2 deletions(-)\nTo github.com:acme/k8s-manifests.git\n   ${c.hex(7)}..${c.hex(7)}  fix/policy -> fix/policy` }));
  k.push(ch.llm('Conftest now passes locally (failures went 6, 3, 1, 0) and the fix is pushed to PR #812.'));
  return { goal, stagnation: false, isolates: 'Each different manifest fix lowers the conftest failure count (6, 3, 1, 0) and the agent pushes once it passes.',
    root: agent('coding-agent', { goal }, { status: 'pushed' }, k, { framework: 'openai-agents' }) };
}

// 02: terraform plan diff shrinks after each import/edit until no changes.
function s2(c) {
  const goal = 'Bring the hand-made Route53 zone acme-internal.net under Terraform in envs/prod/dns with a plan that shows no changes.';
  const ch = new Chat(c, { system: 'IaC agent. Tools: shell, edit_file.', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = [];
  k.push(ch.llm('List the zone records to know what to import.', [['shell', { cmd: 'aws route53 list-resource-record-sets --hosted-zone-id Z08412341X1Y2Z3ABCD --query "ResourceRecordSets[?Type==`A`].[Name,TTL]" --output text' }]]));
  k.push(ch.tool('shell', { cmd: 'aws route53 list-resource-record-sets ...' }, { exit_code: 0, stdout: ['api', 'db', 'cache', 'mq', 'ldap', 'vpn', 'grafana', 'vault'].map(r => `${r}.acme-internal.net.\t60`).join('\n') }));
  const plan = (a, ch_, d) => ({ exit_code: a + ch_ + d ? 2 : 0, stdout: a + ch_ + d ? `...\nPlan: ${a} to add, ${ch_} to change, ${d} to destroy.\n(${c.dur(3, 9)}, lock ${c.uuid()})` : `No changes. Your infrastructure matches the configuration.\n(${c.dur(3, 9)})` });
  k.push(ch.llm('Plan with the drafted resources.', [['shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }]]));
  k.push(ch.tool('shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }, plan(9, 0, 0)));
  k.push(ch.llm('Import the zone and the existing records instead of creating them.', [['shell', { cmd: 'terraform import aws_route53_zone.internal Z08412341X1Y2Z3ABCD && for r in api db cache mq ldap; do terraform import "aws_route53_record.r[\\"$r\\"]" Z08412341X1Y2Z3ABCD_${r}.acme-internal.net_A; done' }]]));
  k.push(ch.tool('shell', { cmd: 'terraform import ...' }, { exit_code: 0, stdout: 'Import successful! (x6)' }));
  k.push(ch.tool('shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }, plan(3, 2, 0)));
  k.push(ch.llm('3 records (vpn, grafana, vault) are still missing from imports and 2 differ in TTL (code 300 vs real 60). Import the three and set ttl = 60.', [['shell', { cmd: 'for r in vpn grafana vault; do terraform import "aws_route53_record.r[\\"$r\\"]" Z08412341X1Y2Z3ABCD_${r}.acme-internal.net_A; done' }], ['edit_file', { path: 'envs/prod/dns/records.tf', patch: '-  ttl = 300\n+  ttl = 60' }]]));
  k.push(ch.tool('shell', { cmd: 'terraform import ... (x3)' }, { exit_code: 0, stdout: 'Import successful! (x3)' }));
  k.push(ch.tool('edit_file', { path: 'envs/prod/dns/records.tf' }, 'ok'));
  k.push(ch.tool('shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }, plan(0, 1, 0)));
  k.push(ch.llm('One change left: the zone comment. Set comment = "Managed by Terraform" to match reality? Reality says "internal zone"; use that.', [['edit_file', { path: 'envs/prod/dns/zone.tf', patch: '-  comment = "Managed by Terraform"\n+  comment = "internal zone"' }]]));
  k.push(ch.tool('edit_file', { path: 'envs/prod/dns/zone.tf' }, 'ok'));
  k.push(ch.tool('shell', { cmd: 'terraform plan -no-color -detailed-exitcode' }, plan(0, 0, 0)));
  k.push(ch.llm('The zone and its 8 records are imported and the plan reports No changes (diff went 9 to add, then 3 add/2 change, then 1 change, then none).'));
  return { goal, stagnation: false, isolates: 'Imports and edits shrink the terraform diff from 9 to add, to 3+2, to 1 change, to no changes; then the agent finishes.',
    root: agent('iac-agent', { goal }, { status: 'no_changes' }, k, { framework: 'claude-agent' }) };
}

// 03: failing readiness pods fall 5 -> 2 -> 0 after different fixes.
function s3(c) {
  const goal = 'After moving grpc-gateway to the new mesh, most pods fail readiness in namespace edge. Fix it until all are ready.';
  const ch = new Chat(c, { system: 'Kubernetes agent. Tool: kubectl. Thought/Action format.', user: goal, style: 'react', model: 'gpt-4o' });
  const k = [];
  const ready = (bad) => `NAME            READY   UP-TO-DATE   AVAILABLE   AGE\ngrpc-gateway    ${6 - bad}/6     6            ${6 - bad}           ${c.int(2, 9)}m`;
  k.push(ch.llm('Thought: Check readiness.', [['kubectl', 'get deploy grpc-gateway -n edge']]));
  k.push(ch.tool('kubectl', 'get deploy grpc-gateway -n edge', ready(5)));
  k.push(ch.llm('Thought: Look at a failing pod\'s probe events.', [['kubectl', 'describe pod -n edge -l app=grpc-gateway | grep -A2 Unhealthy | head']]));
  k.push(ch.tool('kubectl', 'describe pod ... | grep Unhealthy', `  Warning  Unhealthy  ${c.int(5, 40)}s (x${c.int(10, 30)} over 5m)  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503`));
  k.push(ch.llm('Thought: The probe goes through the sidecar, which is not ready yet. Enable holdApplicationUntilProxyStarts.', [['kubectl', `patch deploy grpc-gateway -n edge -p '{"spec":{"template":{"metadata":{"annotations":{"proxy.istio.io/config":"holdApplicationUntilProxyStarts: true"}}}}}'`]]));
  k.push(ch.tool('kubectl', 'patch deploy grpc-gateway ...', 'deployment.apps/grpc-gateway patched'));
  k.push(ch.tool('kubectl', 'get deploy grpc-gateway -n edge', ready(2)));
  k.push(ch.llm('Thought: Down to 2 unready. Check which nodes those two are on.', [['kubectl', 'get pods -n edge -l app=grpc-gateway -o wide | grep 0/2']]));
  const n = c.gkeNode('pool-arm');
  k.push(ch.tool('kubectl', 'get pods ... | grep 0/2', `${c.pod('grpc-gateway')}   0/2   Running   0   3m   ${c.ip()}   ${n}\n${c.pod('grpc-gateway')}   0/2   Running   0   3m   ${c.ip()}   ${n}`));
  k.push(ch.tool('kubectl', `logs -n edge ${c.pod('grpc-gateway')} -c istio-proxy --tail=3`, `${c.isoMs()}\twarning\tenvoy main\texec format error: /usr/local/bin/envoy (arm64 node, amd64 image)`));
  k.push(ch.llm('Thought: The arm node cannot run the amd64 proxy image. Pin to amd64 nodes.', [['kubectl', `patch deploy grpc-gateway -n edge -p '{"spec":{"template":{"spec":{"nodeSelector":{"kubernetes.io/arch":"amd64"}}}}}'`]]));
  k.push(ch.tool('kubectl', 'patch deploy grpc-gateway nodeSelector', 'deployment.apps/grpc-gateway patched'));
  k.push(ch.tool('kubectl', 'rollout status deploy/grpc-gateway -n edge', 'deployment "grpc-gateway" successfully rolled out'));
  k.push(ch.tool('kubectl', 'get deploy grpc-gateway -n edge', ready(0)));
  k.push(ch.llm('Final Answer: All 6 grpc-gateway pods are ready (unready went 5, 2, 0): the sidecar start order was fixed with holdApplicationUntilProxyStarts and pods were pinned to amd64 nodes because the proxy image is amd64-only.'));
  return { goal, stagnation: false, isolates: 'Two different fixes lower the unready pod count from 5 to 2 to 0, each diagnosed from new evidence, and the rollout completes.',
    root: agent('AgentExecutor', { input: goal }, { output: 'all ready' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
