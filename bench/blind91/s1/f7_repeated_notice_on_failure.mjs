import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'repeated-notice-on-failure';
export const loop = true;

// 01: re-run CI job, fail, post same Slack message, three rounds.
function s1(c) {
  const goal = 'Release train: get the release-2024.47 pipeline for acme/web-storefront green and keep #release informed.';
  const ch = new Chat(c, { system: 'Release agent. Tools: gh(args), slack_post(channel, text).', user: goal });
  const k = [];
  k.push(ch.llm('Check the latest run.', [['gh', { args: 'run list --branch release-2024.47 --limit 1 --json databaseId,status,conclusion' }]]));
  let id = c.int(11900000000, 11999999999);
  k.push(ch.tool('gh', { args: 'run list --branch release-2024.47 --limit 1 --json databaseId,status,conclusion' }, JSON.stringify([{ conclusion: 'failure', databaseId: id, status: 'completed' }])));
  const msg = ':warning: release-2024.47 pipeline failed again at job `e2e-checkout` (Playwright: checkout.spec.ts timed out waiting for selector "#pay-now"). I am re-running the failed jobs and will report back.';
  for (let r = 0; r < 4; r++) {
    k.push(ch.llm(r ? 'Re-run the failed jobs again.' : 'Re-run the failed jobs.', [['gh', { args: `run rerun ${id} --failed` }]]));
    k.push(ch.tool('gh', { args: `run rerun ${id} --failed` }, `✓ Requested rerun (failed jobs) of run ${id}`));
    k.push(ch.tool('gh', { args: `run watch ${id} --exit-status` }, `✓ build in ${c.int(2, 4)}m${c.int(0, 59)}s (ID ${c.int(33000000000, 33999999999)})\n✓ unit in ${c.int(3, 5)}m${c.int(0, 59)}s (ID ${c.int(33000000000, 33999999999)})\nX e2e-checkout in ${c.int(11, 13)}m${c.int(0, 59)}s (ID ${c.int(33000000000, 33999999999)})\n  X checkout.spec.ts:48:5 › guest checkout › pays with card\n    TimeoutError: page.waitForSelector: Timeout 30000ms exceeded.\n    waiting for locator('#pay-now') to be visible\nX Run release-2024.47 (${id}) completed with 'failure' (attempt ${r + 2})`, { error: 'exit status 1' }));
    const text = r % 2 ? msg.replace('again ', 'again ').replace('I am re-running', "I'm re-running") : msg;
    k.push(ch.llm(text, [['slack_post', { channel: '#release', text }]]));
    k.push(ch.tool('slack_post', { channel: '#release', text }, { ok: true, channel: 'C03R8LQ2K9T', ts: `${c.unix()}.${String(c.int(0, 999999)).padStart(6, '0')}` }));
  }
  return { goal, stagnation: true, isolates: 'Four rounds of rerun, the same Playwright timeout at #pay-now, and a near-identical Slack message to #release saying it failed again and will be re-run.',
    root: agent('release-agent', { goal }, null, k, { framework: 'openai-agents', stopped: 'max_turns' }) };
}

// 02: helm upgrade blocked by a pending release; same status-page update each round.
function s2(c) {
  const goal = 'Ship the hotfix chart search-api 7.2.1 to prod (namespace search) and keep the internal status page updated until it is live.';
  const ch = new Chat(c, { system: 'Deployment agent. Tools: helm(args), statuspage_update(incident_id, body).', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = [];
  const body = 'Hotfix deployment for search-api is delayed: the Helm upgrade to 7.2.1 was rejected because another operation is in progress on the release. Retrying shortly. Search remains degraded.';
  k.push(ch.llm('Check the release state.', [['helm', { args: 'status search-api -n search' }]]));
  k.push(ch.tool('helm', { args: 'status search-api -n search' }, `NAME: search-api\nLAST DEPLOYED: ${c.httpDate(c.now - 5400000)}\nNAMESPACE: search\nSTATUS: pending-upgrade\nREVISION: 58\nTEST SUITE: None`));
  for (let r = 0; r < 4; r++) {
    k.push(ch.llm(r ? '' : 'Upgrade to the hotfix version.', [['helm', { args: 'upgrade search-api acme/search-api --version 7.2.1 -n search -f values/prod.yaml --atomic --timeout 10m' }]]));
    k.push(ch.tool('helm', { args: 'upgrade search-api acme/search-api --version 7.2.1 -n search -f values/prod.yaml --atomic --timeout 10m' }, `Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress\nhelm.go:84: [debug] another operation (install/upgrade/rollback) is in progress\nhelm.sh/helm/v3/pkg/action.(*Upgrade).prepareUpgrade\n\t/home/runner/work/helm/helm/pkg/action/upgrade.go:${c.pick([158, 158])}\n(took ${c.dur(1, 3)})`, { error: 'exit status 1' }));
    const b = r === 2 ? body.replace('Retrying shortly.', 'Retrying shortly!') : body;
    k.push(ch.llm(b, [['statuspage_update', { incident_id: 'k3r9x2bq7m1d', body: b, status: 'identified' }]]));
    k.push(ch.tool('statuspage_update', { incident_id: 'k3r9x2bq7m1d', body: b }, { id: c.alnum(12), incident_id: 'k3r9x2bq7m1d', status: 'identified', created_at: c.isoMs(), display_at: c.isoMs() }));
  }
  return { goal, stagnation: true, isolates: 'The Helm upgrade fails four times with "another operation is in progress" (the release is stuck in pending-upgrade) and each failure is followed by the same status-page update text.',
    root: agent('deploy-agent', { goal }, null, k, { framework: 'anthropic-sdk-loop', stopped: 'max_turns' }) };
}

// 03: nightly backup fails on a full volume; same Opsgenie note each time (CrewAI-like step recording).
function s3(c) {
  const goal = 'Nightly backup of PostgreSQL cluster billing-pg failed. Get a successful backup taken tonight and keep the Opsgenie alert annotated.';
  const k = [];
  const note = 'Backup retry for billing-pg failed: pg_basebackup could not write to /backups/billing-pg (No space left on device). Will retry the backup and update this alert.';
  const step = (thought, toolName, input, output, err) => {
    const l = span('llm', 'crewai.LLM.call', { messages: [{ role: 'system', content: 'You are Backup Operator. Use tools: Run Command, Opsgenie Add Note.' }, { role: 'user', content: goal }] }, `Thought: ${thought}\nAction: ${toolName}\nAction Input: ${JSON.stringify(input)}`, { metadata: { model: 'gpt-4o', latency_ms: c.int(700, 4000) } });
    c.adv(c.int(5, 60));
    const t = tool(toolName, input, output, err ? { error: err } : {});
    return agent('Backup Operator', { step: toolName }, output, [l, t], { crewai: 'AgentExecutor step' });
  };
  k.push(step('Check the backup job logs.', 'Run Command', { command: 'kubectl logs -n db job/billing-pg-backup-28872960 --tail=5' }, `${c.isoMs()} starting pg_basebackup -D /backups/billing-pg/${c.unix()} -Ft -z -P\n${c.isoMs()} pg_basebackup: error: could not write to compressed file "/backups/billing-pg/${c.unix()}/base.tar.gz": No space left on device\n${c.isoMs()} pg_basebackup: removing data directory`));
  for (let r = 0; r < 4; r++) {
    const job = `billing-pg-backup-manual-${c.alnum(5)}`;
    k.push(step(r ? 'Retry the backup again.' : 'Start a manual backup job.', 'Run Command', { command: `kubectl create job ${job} --from=cronjob/billing-pg-backup -n db && kubectl wait --for=condition=complete job/${job} -n db --timeout=20m` }, `job.batch/${job} created\nerror: timed out waiting for the condition on jobs/${job}\n---- logs ----\n${c.isoMs()} pg_basebackup: error: could not write to compressed file "/backups/billing-pg/${c.unix()}/base.tar.gz": No space left on device`, 'exit status 1'));
    k.push(step(note, 'Opsgenie Add Note', { alias: 'billing-pg-backup-failed', note }, { result: 'Request will be processed', took: c.float(0.01, 0.3, 3), requestId: c.uuid() }));
  }
  return { goal, stagnation: true, isolates: 'Each retry of the backup job fails with the same "No space left on device" and is followed by the same Opsgenie note promising another retry, four rounds, while the full volume is never examined.',
    root: agent('Crew', { goal }, { status: 'max_iter reached' }, k, { framework: 'crewai', process: 'sequential' }) };
}
export const scenarios = [s1, s2, s3];
