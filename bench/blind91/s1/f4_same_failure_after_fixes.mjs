import { Chat, agent, tool, span, table } from './lib.mjs';
export const family = 'same-failure-after-fixes';
export const loop = true;

// 01: terraform validate keeps failing identically after three different edits in the wrong file.
function s1(c) {
  const goal = 'The CI job "terraform-validate" on branch feat/eks-1-30 fails. Fix it so validation passes and push the fix.';
  const ch = new Chat(c, { system: 'You are a coding agent for the infra repo. Tools: read_file, edit_file, shell.', user: goal });
  const k = [];
  const val = () => ({ exit_code: 1, stdout: '', stderr: `╷\n│ Error: Unsupported argument\n│ \n│   on modules/eks/main.tf line 44, in module "eks":\n│   44:   cluster_encryption_config_resources = ["secrets"]\n│ \n│ An argument named "cluster_encryption_config_resources" is not expected here.\n╵\n`, duration: c.dur(2, 6), workdir: c.tmp() });
  k.push(ch.llm('Reproduce the failure locally.', [['shell', { cmd: 'cd envs/prod && terraform init -backend=false -input=false >/dev/null && terraform validate -no-color' }]]));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod && terraform validate -no-color' }, val()));
  k.push(ch.llm('Look at the module call.', [['read_file', { path: 'modules/eks/main.tf', start: 30, end: 60 }]]));
  k.push(ch.tool('read_file', { path: 'modules/eks/main.tf', start: 30, end: 60 }, '30 module "eks" {\n31   source  = "terraform-aws-modules/eks/aws"\n32   version = "~> 20.24"\n33 \n34   cluster_name    = var.cluster_name\n35   cluster_version = var.cluster_version\n...\n44   cluster_encryption_config_resources = ["secrets"]\n45   cluster_encryption_config_kms_key_id = aws_kms_key.eks.arn\n46 \n47   vpc_id     = var.vpc_id\n48   subnet_ids = var.private_subnet_ids'));
  k.push(ch.llm('Perhaps the variable type is wrong. Declare cluster_version as a string with a default of "1.30" in variables.tf.', [['edit_file', { path: 'modules/eks/variables.tf', old: 'variable "cluster_version" {}', new: 'variable "cluster_version" {\n  type    = string\n  default = "1.30"\n}' }]]));
  k.push(ch.tool('edit_file', { path: 'modules/eks/variables.tf' }, { ok: true, bytes_written: 1184 }));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod && terraform validate -no-color' }, val()));
  k.push(ch.llm('Still failing. The module version may be stale in the lock; upgrade providers and modules.', [['shell', { cmd: 'cd envs/prod && terraform init -upgrade -backend=false -input=false' }]]));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod && terraform init -upgrade -backend=false -input=false' }, { exit_code: 0, stdout: `Initializing modules...\nDownloading registry.terraform.io/terraform-aws-modules/eks/aws 20.31.6 for eks.eks...\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching ">= 5.70.0"...\n- Installing hashicorp/aws v5.80.0...\n- Installed hashicorp/aws v5.80.0 (signed by HashiCorp)\n\nTerraform has been successfully initialized!`, duration: c.dur(8, 30) }));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod && terraform validate -no-color' }, val()));
  k.push(ch.llm('Pin the aws provider to 5.40 in versions.tf; newer providers may have dropped the argument.', [['edit_file', { path: 'envs/prod/versions.tf', old: 'version = ">= 5.70.0"', new: 'version = "~> 5.40.0"' }]]));
  k.push(ch.tool('edit_file', { path: 'envs/prod/versions.tf' }, { ok: true, bytes_written: 402 }));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod && terraform init -upgrade -backend=false >/dev/null; terraform validate -no-color' }, val()));
  k.push(ch.llm('Add a lifecycle ignore_changes block around the encryption setting so validation skips it.', [['edit_file', { path: 'modules/eks/main.tf', old: '  vpc_id     = var.vpc_id', new: '  lifecycle {\n    ignore_changes = [cluster_encryption_config]\n  }\n  vpc_id     = var.vpc_id' }]]));
  k.push(ch.tool('edit_file', { path: 'modules/eks/main.tf' }, { ok: true, bytes_written: 2710 }));
  k.push(ch.tool('shell', { cmd: 'cd envs/prod && terraform validate -no-color' }, val()));
  return { goal, stagnation: false, isolates: 'Three different edits (variable type, provider pin, lifecycle block) are each followed by terraform validate failing with the identical "Unsupported argument" error on line 44; only durations and temp dirs change.',
    root: agent('infra-coding-agent', { goal, branch: 'feat/eks-1-30' }, { status: 'max_steps' }, k, { framework: 'openai-agents' }) };
}

// 02: rollout keeps failing readiness for the same reason after three different spec changes.
function s2(c) {
  const goal = 'Deploy ledger-worker v3.4.0 to namespace finance on prod-us-2 and make sure the rollout completes.';
  const ch = new Chat(c, { system: 'You are a Kubernetes deployment agent. Tool: kubectl(args).', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = [];
  const status = () => `Waiting for deployment "ledger-worker" rollout to finish: 1 out of 4 new replicas have been updated...\nerror: deployment "ledger-worker" exceeded its progress deadline\n(elapsed ${c.int(300, 330)}s)`;
  const logs = (p) => `${c.isoNano()} level=info msg="ledger-worker starting" version=v3.4.0 pod=${p}\n${c.isoNano()} level=info msg="health server listening" addr=:8081\n${c.isoNano()} level=error msg="kafka consumer init failed" err="SASL authentication failed: invalid credentials" broker=b-2.ledger-msk.${c.hex(6)}.c3.kafka.us-east-2.amazonaws.com:9096\n${c.isoNano()} level=warn msg="readiness: consumer not ready"`;
  k.push(ch.llm('Set the new image.', [['kubectl', { args: 'set image deployment/ledger-worker worker=ghcr.io/acme/ledger-worker:v3.4.0 -n finance' }]]));
  k.push(ch.tool('kubectl', { args: 'set image deployment/ledger-worker worker=ghcr.io/acme/ledger-worker:v3.4.0 -n finance' }, 'deployment.apps/ledger-worker image updated'));
  k.push(ch.tool('kubectl', { args: 'rollout status deployment/ledger-worker -n finance --timeout=6m' }, status(), { error: 'exit status 1' }));
  let p = c.pod('ledger-worker');
  k.push(ch.llm('Check the new pod logs.', [['kubectl', { args: `logs ${p} -n finance --tail=20` }]]));
  k.push(ch.tool('kubectl', { args: `logs ${p} -n finance --tail=20` }, logs(p)));
  k.push(ch.llm('Readiness fails early; give the probe more time: initialDelaySeconds 60.', [['kubectl', { args: `patch deployment ledger-worker -n finance --type=json -p '[{"op":"replace","path":"/spec/template/spec/containers/0/readinessProbe/initialDelaySeconds","value":60}]'` }]]));
  k.push(ch.tool('kubectl', { args: 'patch deployment ledger-worker -n finance --type=json -p ...' }, 'deployment.apps/ledger-worker patched'));
  k.push(ch.tool('kubectl', { args: 'rollout status deployment/ledger-worker -n finance --timeout=6m' }, status(), { error: 'exit status 1' }));
  p = c.pod('ledger-worker');
  k.push(ch.tool('kubectl', { args: `logs ${p} -n finance --tail=20` }, logs(p)));
  k.push(ch.llm('Maybe the pod is starved; raise the memory limit to 1Gi.', [['kubectl', { args: 'set resources deployment/ledger-worker -n finance -c worker --limits=memory=1Gi --requests=memory=512Mi' }]]));
  k.push(ch.tool('kubectl', { args: 'set resources deployment/ledger-worker -n finance -c worker --limits=memory=1Gi --requests=memory=512Mi' }, 'deployment.apps/ledger-worker resource requirements updated'));
  k.push(ch.tool('kubectl', { args: 'rollout status deployment/ledger-worker -n finance --timeout=6m' }, status(), { error: 'exit status 1' }));
  p = c.pod('ledger-worker');
  k.push(ch.tool('kubectl', { args: `logs ${p} -n finance --tail=20` }, logs(p)));
  k.push(ch.llm('Restart the rollout to get fresh pods on other nodes.', [['kubectl', { args: 'rollout restart deployment/ledger-worker -n finance' }]]));
  k.push(ch.tool('kubectl', { args: 'rollout restart deployment/ledger-worker -n finance' }, 'deployment.apps/ledger-worker restarted'));
  k.push(ch.tool('kubectl', { args: 'rollout status deployment/ledger-worker -n finance --timeout=6m' }, status(), { error: 'exit status 1' }));
  p = c.pod('ledger-worker');
  k.push(ch.tool('kubectl', { args: `logs ${p} -n finance --tail=20` }, logs(p)));
  return { goal, stagnation: false, isolates: 'Probe delay, memory limit and a restart are each followed by the same progress-deadline error and the same SASL authentication failure in a freshly named pod; the credential problem is never addressed.',
    root: agent('k8s-deploy-agent', { goal, cluster: 'prod-us-2' }, null, k, { framework: 'anthropic-sdk-loop', stopped: 'max_turns' }) };
}

// 03: Ansible play fails on the same task after three different changes.
function s3(c) {
  const goal = 'Patch the web tier (inventory group web_prod) to the latest nginx package with playbook patch-web.yml; all hosts must report ok.';
  const ch = new Chat(c, { system: 'You are an ops automation agent. Tools: run_ansible(playbook, extra_args), edit_file(path, patch).', user: goal, model: 'gpt-4o' });
  const k = [];
  const hosts = ['web-01.prod.acme.internal', 'web-02.prod.acme.internal', 'web-03.prod.acme.internal'];
  const run = (flags) => ({ rc: 2, stdout: `\nPLAY [web_prod] ****************************************************************\n\nTASK [Gathering Facts] *********************************************************\n${hosts.map(h => `ok: [${h}]`).join('\n')}\n\nTASK [nginx : install latest nginx] *********************************************\n${c.pick(['Thursday', 'Friday', 'Monday'])} ${c.hms()} +0000 (0:00:0${c.int(1, 9)}.${c.int(100, 999)})       0:00:${c.int(10, 40)}.${c.int(100, 999)} ********\n${hosts.map(h => `fatal: [${h}]: FAILED! => {"changed": false, "msg": "Failed to download metadata for repo 'nginx-stable': Cannot download repomd.xml: Curl error (60): SSL peer certificate or SSH remote key was not OK for https://nginx.org/packages/rhel/9/x86_64/repodata/repomd.xml [SSL certificate problem: unable to get local issuer certificate]", "rc": 1, "results": []}`).join('\n')}\n\nPLAY RECAP *********************************************************************\n${hosts.map(h => `${h.padEnd(28)}: ok=1    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0`).join('\n')}\n`, log_path: `/var/log/ansible/run-${c.unix()}-${c.hex(6)}.log`, elapsed: c.dur(18, 45), flags });
  k.push(ch.llm('Run the playbook in check mode first.', [['run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod --check' }]]));
  k.push(ch.tool('run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod --check' }, run('--check')));
  k.push(ch.llm('Inspect the role task.', [['read_file', { path: 'roles/nginx/tasks/main.yml' }]]));
  k.push(ch.tool('read_file', { path: 'roles/nginx/tasks/main.yml' }, '- name: add nginx repo\n  ansible.builtin.yum_repository:\n    name: nginx-stable\n    baseurl: https://nginx.org/packages/rhel/9/$basearch/\n    gpgcheck: true\n- name: install latest nginx\n  ansible.builtin.dnf:\n    name: nginx\n    state: latest'));
  k.push(ch.llm('It may need privilege escalation. Add become: true to the install task.', [['edit_file', { path: 'roles/nginx/tasks/main.yml', patch: '@@ -6,3 +6,4 @@\n - name: install latest nginx\n+  become: true\n   ansible.builtin.dnf:' }]]));
  k.push(ch.tool('edit_file', { path: 'roles/nginx/tasks/main.yml' }, 'patched 1 hunk'));
  k.push(ch.tool('run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod' }, run('')));
  k.push(ch.llm('Try clearing the dnf cache first with update_cache: true.', [['edit_file', { path: 'roles/nginx/tasks/main.yml', patch: '@@ -9,2 +9,3 @@\n     name: nginx\n     state: latest\n+    update_cache: true' }]]));
  k.push(ch.tool('edit_file', { path: 'roles/nginx/tasks/main.yml' }, 'patched 1 hunk'));
  k.push(ch.tool('run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod' }, run('')));
  k.push(ch.llm('Run with more forks and a longer timeout in case the mirror is slow.', [['run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod -f 10 -T 60' }]]));
  k.push(ch.tool('run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod -f 10 -T 60' }, run('-f 10 -T 60')));
  k.push(ch.llm('Add retries to the install task.', [['edit_file', { path: 'roles/nginx/tasks/main.yml', patch: '+  retries: 3\n+  delay: 10\n+  register: r\n+  until: r is succeeded' }]]));
  k.push(ch.tool('edit_file', { path: 'roles/nginx/tasks/main.yml' }, 'patched 1 hunk'));
  k.push(ch.tool('run_ansible', { playbook: 'patch-web.yml', extra_args: '-i inventories/prod --limit web_prod' }, run('')));
  return { goal, stagnation: false, isolates: 'become, update_cache, more forks and retries are tried in turn and every Ansible run fails on all three hosts with the same SSL certificate error for the nginx repo; only timings and log paths differ.',
    root: agent('ops-automation-agent', { goal }, null, k, { framework: 'langgraph', recursion_limit: 25, stopped: 'GraphRecursionError' }) };
}
export const scenarios = [s1, s2, s3];
