import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'self-delegation-recursion';
export const loop = true;

const llm = (c, name, input, output, model = 'gpt-4o') => span('llm', name, input, output, { metadata: { model, latency_ms: c.int(500, 5000), tokens: c.int(300, 4000) } });

// 01: incident commander delegates "investigate" to a sub-agent which delegates the same again, 5 levels deep.
function s1(c) {
  const goal = 'Investigate elevated 502s on the public ALB for api.acme.io and propose a mitigation.';
  const wording = [goal, 'Investigate the elevated 502 errors on the api.acme.io ALB and propose a mitigation.', 'Look into why the api.acme.io load balancer returns 502s and suggest how to mitigate.', 'Find out the cause of 502s at the api.acme.io ALB and recommend a mitigation.', 'Investigate 502 responses on the ALB fronting api.acme.io; propose mitigation.', 'Investigate elevated 502s on the public ALB for api.acme.io and propose a mitigation.'];
  const build = (lvl) => {
    const kids = [];
    kids.push(llm(c, 'ChatOpenAI', { messages: [{ role: 'system', content: 'You are an SRE agent. You may call delegate_task(agent, instructions) or use tools aws_cli, promql.' }, { role: 'user', content: wording[lvl] }] }, { role: 'assistant', content: lvl < 5 ? 'This needs a focused investigation; I will delegate it to an investigator agent.' : null, tool_calls: [{ id: c.callId(), type: 'function', function: { name: 'delegate_task', arguments: JSON.stringify({ agent: 'sre-investigator', instructions: wording[lvl + 1] || wording[1] }) } }] }));
    if (lvl === 1) kids.push(tool('promql', { query: 'sum(rate(aws_alb_httpcode_elb_502_count_sum{load_balancer=~"app/api-public.*"}[5m]))' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: { load_balancer: `app/api-public/${c.hex(16)}` }, value: [c.unixF(), String(c.float(38, 44, 3))] }] } }));
    const d = lvl < 5 ? build(lvl + 1) : span('tool', 'delegate_task', { agent: 'sre-investigator', instructions: wording[1] }, null, { error: `RecursionError: delegation depth 6 exceeds limit 5 (chain ${c.uuid()})` });
    kids.push(lvl < 5 ? span('tool', 'delegate_task', { agent: 'sre-investigator', instructions: wording[lvl + 1] }, { status: 'no_result', child_run_id: c.uuid() }, { children: [d] }) : d);
    return agent(lvl === 0 ? 'incident-commander' : 'sre-investigator', { instructions: wording[lvl], depth: lvl }, { result: null }, kids, { run_id: c.uuid(), depth: lvl });
  };
  return { goal, stagnation: true, isolates: 'Each agent hands the same 502 investigation, slightly reworded, to another investigator; the delegation nests six levels until a depth limit and nobody queries the ALB logs.',
    root: build(0) };
}

// 02: a planner that calls itself as a tool with the same plan request.
function s2(c) {
  const goal = 'Plan and execute the upgrade of EKS cluster data-prod from 1.28 to 1.29, including node groups and add-ons.';
  const mk = (lvl) => {
    const kids = [];
    kids.push(llm(c, 'anthropic.messages.create', { system: 'You are upgrade-planner. Tools: upgrade_planner(task) (delegates to a fresh planner), eks(args).', messages: [{ role: 'user', content: lvl ? `Sub-task from parent planner: ${goal}` : goal }] }, { content: [{ type: 'text', text: lvl === 0 ? 'This upgrade has several parts; I will hand the full plan to a planner instance so it can be done carefully.' : `Parent asked for the full plan. Delegating again to a planner instance to produce the complete upgrade plan (depth ${lvl}).` }, { type: 'tool_use', id: c.callId('anthropic'), name: 'upgrade_planner', input: { task: goal } }], stop_reason: 'tool_use' }, 'claude-3-5-sonnet-20241022'));
    if (lvl === 0) { kids.push(tool('eks', { args: 'describe-cluster --name data-prod --query cluster.{v:version,s:status,pv:platformVersion}' }, { v: '1.28', s: 'ACTIVE', pv: 'eks.17', ResponseMetadata: { RequestId: c.awsReq(), HTTPHeaders: { date: c.httpDate() } } })); }
    if (lvl === 1) { kids.push(tool('eks', { args: 'list-nodegroups --cluster-name data-prod' }, { nodegroups: ['ng-general-2024a', 'ng-spark-spot'], ResponseMetadata: { RequestId: c.awsReq() } })); }
    const child = lvl < 4 ? mk(lvl + 1) : null;
    kids.push(tool('upgrade_planner', { task: goal }, lvl < 4 ? { status: 'delegated', result: null } : null, { children: child ? [child] : [], ...(lvl >= 4 ? { error: 'Max delegation depth reached' } : {}) }));
    kids.push(llm(c, 'anthropic.messages.create', { messages: [{ role: 'user', content: [{ type: 'tool_result', content: lvl < 4 ? 'delegated: no result' : 'Max delegation depth reached' }] }] }, { content: [{ type: 'text', text: 'The planner did not return a plan yet.' }], stop_reason: 'end_turn' }, 'claude-3-5-sonnet-20241022'));
    return agent('upgrade-planner', { task: goal, depth: lvl }, { plan: null }, kids, { depth: lvl, session: c.uuid() });
  };
  return { goal, stagnation: true, isolates: 'The upgrade planner delegates the whole unchanged upgrade task to a fresh copy of itself, which does the same, five levels deep; no plan is produced.',
    root: mk(0) };
}

// 03: CrewAI-style manager -> DB specialist -> manager -> DB specialist ... with rephrased backup-verification task.
function s3(c) {
  const goal = 'Verify that last night\'s backups for all three MongoDB replica sets can be restored and report RPO.';
  const tasks = [goal, 'Verify restorability of last night\'s MongoDB backups (rs-users, rs-orders, rs-events) and report the RPO.', 'Check that the MongoDB backups from last night restore correctly, and tell me the RPO.', 'Confirm last night\'s MongoDB backup restores work and compute the RPO for each replica set.', 'Validate the nightly MongoDB backups can be restored; report RPO per replica set.'];
  const roles = ['Ops Manager', 'Database Specialist', 'Backup Coordinator', 'Database Specialist', 'Backup Coordinator'];
  const mk = (lvl) => {
    const kids = [llm(c, 'litellm.completion', { messages: [{ role: 'system', content: `You are ${roles[lvl]}. You can use the tool "Delegate work to coworker".` }, { role: 'user', content: `Current Task: ${tasks[lvl]}` }] }, `Thought: The best coworker for this is the ${roles[lvl + 1] || 'Database Specialist'}.\nAction: Delegate work to coworker\nAction Input: {"task": "${tasks[lvl + 1] || tasks[1]}", "context": "Backups are in s3://acme-mongo-backups/nightly/", "coworker": "${roles[lvl + 1] || 'Database Specialist'}"}`)];
    if (lvl === 2) kids.push(tool('List S3 Objects', { bucket: 'acme-mongo-backups', prefix: 'nightly/2024-11-19/' }, `2024-11-19 01:14:07  ${c.int(40, 60)}.${c.int(1, 9)} GiB nightly/2024-11-19/rs-users.archive.gz\n2024-11-19 01:31:52  ${c.int(120, 160)}.${c.int(1, 9)} GiB nightly/2024-11-19/rs-orders.archive.gz\n2024-11-19 02:02:19  ${c.int(200, 260)}.${c.int(1, 9)} GiB nightly/2024-11-19/rs-events.archive.gz`));
    const child = lvl < 4 ? mk(lvl + 1) : agent('Database Specialist', { task: tasks[1] }, 'Agent stopped due to iteration limit or time limit.', [llm(c, 'litellm.completion', { messages: [{ role: 'user', content: tasks[1] }] }, 'Thought: I should delegate this verification to the Backup Coordinator.\nAction: Delegate work to coworker')], { depth: 5 });
    kids.push(tool('Delegate work to coworker', { task: tasks[lvl + 1] || tasks[1], coworker: roles[lvl + 1] || 'Database Specialist' }, lvl < 4 ? 'Agent stopped due to iteration limit or time limit.' : 'Agent stopped due to iteration limit or time limit.', { children: [child] }));
    return agent(roles[lvl], { task: tasks[lvl] }, 'Agent stopped due to iteration limit or time limit.', kids, { depth: lvl, allow_delegation: true });
  };
  return { goal, stagnation: true, isolates: 'Manager, specialist and coordinator keep passing the same backup-verification task to each other in reworded form, nested six deep, and no restore is ever attempted.',
    root: agent('Crew', { goal }, { final_output: 'Agent stopped due to iteration limit or time limit.' }, [mk(0)], { framework: 'crewai', process: 'hierarchical' }) };
}
export const scenarios = [s1, s2, s3];
