import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'two-state-oscillation';
export const loop = true;

// 01: flipping a flag value and measuring the same error rate each time.
function s1(c) {
  const goal = 'Error rate on cart-svc rose to 4% after enabling new-pricing-engine. Find a flag setting that brings it under 0.5%.';
  const ch = new Chat(c, { system: 'Incident agent. Tools: flags_set(key, value, env), promql(query).', user: goal });
  const k = []; const q = 'sum(rate(http_requests_total{service="cart-svc",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="cart-svc"}[5m]))';
  const val = { on: 0.0412, off: 0.0389 };
  let state = 'on';
  k.push(ch.llm('Measure the current error ratio.', [['promql', { query: q }]]));
  k.push(ch.tool('promql', { query: q }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.unixF(), String(val.on + c.float(-0.0008, 0.0008, 5))] }] } }));
  for (let i = 0; i < 5; i++) {
    state = state === 'on' ? 'off' : 'on';
    k.push(ch.llm(state === 'off' ? 'Turn the pricing engine flag off and re-measure.' : 'Turning it off did not help; turn it back on and compare.', [['flags_set', { key: 'new-pricing-engine', value: state === 'on', env: 'production' }]]));
    k.push(ch.tool('flags_set', { key: 'new-pricing-engine', value: state === 'on', env: 'production' }, { _version: c.int(100, 999), environments: { production: { on: state === 'on', lastModified: c.unix() * 1000, version: c.int(40, 90) } }, key: 'new-pricing-engine' }));
    c.adv(300);
    k.push(ch.tool('promql', { query: q }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.unixF(), String(+(val[state] + c.float(-0.0008, 0.0008, 5)).toFixed(5))] }] } }));
  }
  return { goal, stagnation: true, isolates: 'The agent toggles one feature flag off, on, off, on, off; each measurement in a given state matches the previous one in that state (about 3.9% off, 4.1% on), so nothing is learnt.',
    root: agent('incident-agent', { goal }, null, k, { framework: 'langgraph', stopped: 'recursion_limit' }) };
}

// 02: switching kube contexts back and forth looking for a deployment.
function s2(c) {
  const goal = 'Find which cluster runs the deployment fraud-scorer and report its image tag.';
  const ch = new Chat(c, { system: 'Kubernetes agent. Tool: shell.', user: goal, style: 'anthropic', model: 'claude-3-5-haiku-20241022' });
  const k = [];
  k.push(ch.llm('See which contexts exist.', [['shell', { cmd: 'kubectl config get-contexts' }]]));
  k.push(ch.tool('shell', { cmd: 'kubectl config get-contexts' }, `CURRENT   NAME                 CLUSTER              AUTHINFO            NAMESPACE\n*         staging-us-east-1    staging-us-east-1    sso-staging         default\n          prod-us-east-1       prod-us-east-1       sso-prod            default\n          risk-prod-eu         risk-prod-eu         sso-risk            risk`));
  for (let i = 0; i < 3; i++) {
    for (const ctx of ['prod-us-east-1', 'staging-us-east-1']) {
      k.push(ch.llm(`Try ${ctx}.`, [['shell', { cmd: `kubectl config use-context ${ctx} && kubectl get deploy -A | grep fraud` }]]));
      k.push(ch.tool('shell', { cmd: `kubectl config use-context ${ctx} && kubectl get deploy -A | grep fraud` }, { exit_code: 1, stdout: `Switched to context "${ctx}".\n`, stderr: '', took_ms: c.ms(300, 1400) }));
    }
  }
  k.push(ch.llm('Not in prod; go back to prod and list with labels.', [['shell', { cmd: 'kubectl config use-context prod-us-east-1 && kubectl get deploy -A -l app=fraud-scorer' }]]));
  k.push(ch.tool('shell', { cmd: 'kubectl config use-context prod-us-east-1 && kubectl get deploy -A -l app=fraud-scorer' }, { exit_code: 0, stdout: 'Switched to context "prod-us-east-1".\nNo resources found' }));
  return { goal, stagnation: true, isolates: 'The agent alternates between the prod and staging contexts three full cycles (plus one more switch), each grep returning nothing exactly as before, and never tries the third context risk-prod-eu.',
    root: agent('k8s-agent', { goal }, null, k, { framework: 'anthropic-tool-runner', stopped: 'max_turns' }) };
}

// 03: switching the Terraform workspace between two values; plan results repeat per workspace.
function s3(c) {
  const goal = 'The plan for the dns stack wants to destroy record api.acme.io. Find out which workspace holds the intended state and fix it.';
  const ch = new Chat(c, { system: 'Terraform agent. Tool: sh. Format: Thought/Action/Action Input.', user: goal, style: 'react', model: 'gpt-4o' });
  const k = [];
  const plans = {
    default: () => `Acquiring state lock. This may take a few moments...\naws_route53_record.api: Refreshing state... [id=Z0123456789ABCDEFGHIJ_api.acme.io_A]\n\n  # aws_route53_record.api will be destroyed\n  - resource "aws_route53_record" "api" {\n      - name    = "api.acme.io" -> null\n      - type    = "A" -> null\n    }\n\nPlan: 0 to add, 0 to change, 1 to destroy.\n(lock ${c.uuid()})`,
    prod: () => `Acquiring state lock. This may take a few moments...\n\n  # aws_route53_record.api will be created\n  + resource "aws_route53_record" "api" {\n      + name    = "api.acme.io"\n      + type    = "A"\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.\n(lock ${c.uuid()})` };
  let ws = 'default';
  k.push(ch.llm('Thought: Which workspace am I in?', [['sh', 'terraform workspace show']]));
  k.push(ch.tool('sh', 'terraform workspace show', 'default'));
  k.push(ch.tool('sh', 'terraform plan -no-color -lock-timeout=30s', plans.default()));
  for (let i = 0; i < 4; i++) {
    ws = ws === 'default' ? 'prod' : 'default';
    k.push(ch.llm(ws === 'prod' ? 'Thought: The default workspace destroys it; maybe the prod workspace is the right one.' : 'Thought: prod would create a duplicate; maybe default is the right one after all.', [['sh', `terraform workspace select ${ws} && terraform plan -no-color -lock-timeout=30s`]]));
    k.push(ch.tool('sh', `terraform workspace select ${ws}`, `Switched to workspace "${ws}".`));
    k.push(ch.tool('sh', 'terraform plan -no-color -lock-timeout=30s', plans[ws]()));
  }
  return { goal, stagnation: true, isolates: 'The agent switches the Terraform workspace default, prod, default, prod; each plan in a workspace repeats what that workspace showed before (destroy vs create) and the two thoughts alternate verbatim.',
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
