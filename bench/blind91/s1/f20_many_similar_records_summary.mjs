import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'many-similar-records-summary';
export const loop = false;

// 01: one kubectl version check per cluster, each answer different.
function s1(c) {
  const goal = 'Audit the Kubernetes server version and node count of every production cluster and flag those older than 1.29.';
  const ch = new Chat(c, { system: 'Fleet agent. Tool: kubectl(context, args).', user: goal });
  const k = []; const cl = [['prod-us-east-1', '1.30.4', 42], ['prod-us-west-2', '1.29.8', 31], ['prod-eu-1', '1.28.13', 27], ['prod-eu-2', '1.30.4', 18], ['prod-ap-1', '1.27.16', 12], ['prod-gpu-1', '1.29.8', 9], ['prod-sa-1', '1.30.4', 6]];
  for (const [ctx, v, n] of cl) {
    k.push(ch.llm('', [['kubectl', { context: ctx, args: 'version -o json && get nodes --no-headers | wc -l' }]]));
    k.push(ch.tool('kubectl', { context: ctx, args: 'version -o json && get nodes --no-headers | wc -l' }, `{"serverVersion":{"major":"1","minor":"${v.split('.')[1]}","gitVersion":"v${v}-eks-${c.hex(7)}","buildDate":"${c.iso(c.now - c.int(30, 200) * 86400000)}","platform":"linux/amd64"}}\n${n}`));
  }
  k.push(ch.llm('Audit: 7 clusters, 145 nodes. Below 1.29: prod-eu-1 (1.28.13, 27 nodes) and prod-ap-1 (1.27.16, 12 nodes, also past EKS standard support). Others: us-east-1 1.30.4, us-west-2 1.29.8, eu-2 1.30.4, gpu-1 1.29.8, sa-1 1.30.4.'));
  return { goal, stagnation: false, isolates: 'The same kubectl version command runs against seven clusters with the same output template but different versions and node counts, then a summary flags two.',
    root: agent('fleet-agent', { goal }, { flagged: 2 }, k, { framework: 'openai-agents' }) };
}

// 02: read each service's last deploy record from a CD API.
function s2(c) {
  const goal = 'For the weekly change review, list for each payments service the last production deploy (version, who, when, and whether it was a rollback).';
  const ch = new Chat(c, { system: 'Change-review agent. Tool: deploys_api(service).', user: goal, style: 'anthropic', model: 'claude-3-5-haiku-20241022' });
  const k = []; const svc = [['payments-api', 'v4.12.0', 'a.kowalski', false], ['payments-worker', 'v4.11.3', 'ci-bot', false], ['ledger', 'v2.7.1', 'm.osei', true], ['fraud-scorer', 'v1.33.0', 'ci-bot', false], ['payouts', 'v3.0.2', 'j.park', false], ['card-vault', 'v9.4.1', 'r.ito', false], ['refunds', 'v1.8.0', 'ci-bot', true]];
  for (const [s, v, who, rb] of svc) {
    k.push(ch.llm('', [['deploys_api', { service: s, env: 'production', limit: 1 }]]));
    k.push(ch.tool('deploys_api', { service: s, env: 'production', limit: 1 }, { status: 200, headers: { 'x-request-id': c.uuid(), date: c.httpDate() }, body: { deploys: [{ id: `dep_${c.alnum(12)}`, service: s, version: v, actor: who, started_at: c.iso(c.now - c.int(1, 7) * 86400000), duration_s: c.int(60, 600), rollback: rb, argo_revision: c.hex(7) }] } }));
  }
  k.push(ch.llm('Weekly review: payments-api v4.12.0 (a.kowalski), payments-worker v4.11.3 (ci-bot), ledger v2.7.1 ROLLBACK (m.osei), fraud-scorer v1.33.0 (ci-bot), payouts v3.0.2 (j.park), card-vault v9.4.1 (r.ito), refunds v1.8.0 ROLLBACK (ci-bot). Two rollbacks to discuss: ledger and refunds.'));
  return { goal, stagnation: false, isolates: 'Seven deploy records read one service at a time with identical response shape but different versions, actors and rollback flags, then summarised.',
    root: agent('change-review-agent', { goal }, { services: 7 }, k, { framework: 'claude-agent' }) };
}

// 03: read several Terraform state files / workspaces for provider versions.
function s3(c) {
  const goal = 'Find which Terraform workspaces still pin hashicorp/aws below 5.0 so we can schedule upgrades.';
  const ch = new Chat(c, { system: 'IaC auditor. Tool: sh. Thought/Action format.', user: goal, style: 'react', model: 'gpt-4o-mini' });
  const k = []; const ws = [['network', '5.31.0'], ['eks', '5.80.0'], ['rds', '4.67.0'], ['iam', '5.62.0'], ['dns', '4.45.0'], ['s3-data', '5.80.0'], ['monitoring', '3.76.1']];
  for (const [w, v] of ws) {
    k.push(ch.llm(`Thought: Read the lock file for ${w}.`, [['sh', `grep -A1 'hashicorp/aws' envs/prod/${w}/.terraform.lock.hcl`]]));
    k.push(ch.tool('sh', `grep -A1 'hashicorp/aws' envs/prod/${w}/.terraform.lock.hcl`, `provider "registry.terraform.io/hashicorp/aws" {\n  version     = "${v}"`));
  }
  k.push(ch.llm('Final Answer: 3 of 7 workspaces pin hashicorp/aws below 5.0: rds (4.67.0), dns (4.45.0) and monitoring (3.76.1, two majors behind). network, eks, iam and s3-data are on 5.x.'));
  return { goal, stagnation: false, isolates: 'Seven lock files are read with the same command template, each showing a different provider version, and the agent lists the three that need upgrades.',
    root: agent('AgentExecutor', { input: goal }, { output: 'rds, dns, monitoring' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
