import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'status-polling-to-completion';
export const loop = false;

// 01: rollout watched until all replicas ready, then smoke test.
function s1(c) {
  const goal = 'Deploy notifications-api 2.8.0 to namespace comms on prod-eu-1, wait until every replica is ready, then smoke-test /healthz.';
  const ch = new Chat(c, { system: 'Deployment agent. Tools: kubectl(args), http_get(url).', user: goal });
  const k = [];
  k.push(ch.llm('Apply the new image.', [['kubectl', { args: 'set image deploy/notifications-api api=ghcr.io/acme/notifications-api:2.8.0 -n comms' }]]));
  k.push(ch.tool('kubectl', { args: 'set image deploy/notifications-api api=ghcr.io/acme/notifications-api:2.8.0 -n comms' }, 'deployment.apps/notifications-api image updated'));
  const states = [[0, 1, 4, 'ReplicaSet progressing'], [2, 3, 4, '2 of 4 updated'], [3, 4, 4, 'old pod terminating'], [4, 4, 4, 'complete']];
  for (const [ready, upd, want, note] of states) {
    c.adv(c.int(30, 60));
    k.push(ch.llm(ready === 0 ? 'Check the deployment.' : ready < 4 ? `${ready}/${want} ready now (${note}); check again.` : '', [['kubectl', { args: 'get deploy notifications-api -n comms -o wide' }]]));
    k.push(ch.tool('kubectl', { args: 'get deploy notifications-api -n comms -o wide' }, table(['NAME', 'READY', 'UP-TO-DATE', 'AVAILABLE', 'AGE', 'CONTAINERS', 'IMAGES'], [['notifications-api', `${ready}/${want}`, String(upd), String(ready), '212d', 'api', 'ghcr.io/acme/notifications-api:2.8.0']])));
  }
  k.push(ch.llm('All 4/4 replicas are available on 2.8.0. Smoke test the health endpoint.', [['http_get', { url: 'https://notifications.acme.io/healthz' }]]));
  k.push(ch.tool('http_get', { url: 'https://notifications.acme.io/healthz' }, { status: 200, headers: { date: c.httpDate(), 'x-request-id': c.uuid(), 'x-served-by': c.pod('notifications-api') }, body: { status: 'ok', version: '2.8.0', checks: { db: 'ok', smtp: 'ok', queue: 'ok' } } }));
  k.push(ch.llm('Check for restarts in the new pods.', [['kubectl', { args: 'get pods -n comms -l app=notifications-api' }]]));
  k.push(ch.tool('kubectl', { args: 'get pods -n comms -l app=notifications-api' }, table(['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'], Array.from({ length: 4 }, () => [c.pod('notifications-api'), '1/1', 'Running', '0', `${c.int(60, 200)}s`]))));
  k.push(ch.llm('Done: notifications-api 2.8.0 is rolled out on prod-eu-1 with 4/4 replicas ready, zero restarts, and /healthz returns ok for db, smtp and queue.'));
  return { goal, stagnation: false, isolates: 'The agent polls the deployment while READY goes 0/4, 2/4, 3/4, 4/4, then smoke-tests and reports; every poll shows progress.',
    root: agent('deploy-agent', { goal }, { status: 'success' }, k, { framework: 'openai-agents' }) };
}

// 02: RDS snapshot polled from creating to available, then cross-region copy started.
function s2(c) {
  const goal = 'Take a manual snapshot of RDS instance billing-db before tonight\'s migration, wait for it to finish, and copy it to us-west-2.';
  const ch = new Chat(c, { system: 'Database operations agent. Tool: aws(command).', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = []; const snap = `billing-db-pre-migration-${new Date(c.now).toISOString().slice(0, 10)}`;
  const arn = `arn:aws:rds:us-east-1:123456789012:snapshot:${snap}`;
  k.push(ch.llm('Create the snapshot.', [['aws', { command: `aws rds create-db-snapshot --db-instance-identifier billing-db --db-snapshot-identifier ${snap}` }]]));
  k.push(ch.tool('aws', { command: `aws rds create-db-snapshot --db-instance-identifier billing-db --db-snapshot-identifier ${snap}` }, { DBSnapshot: { DBSnapshotIdentifier: snap, DBInstanceIdentifier: 'billing-db', Engine: 'postgres', AllocatedStorage: 800, Status: 'creating', PercentProgress: 0, DBSnapshotArn: arn }, ResponseMetadata: { RequestId: c.awsReq() } }));
  for (const [st, pct] of [['creating', 0], ['creating', 23], ['creating', 61], ['creating', 94], ['available', 100]]) {
    c.adv(c.int(180, 420));
    k.push(ch.llm(pct === 0 ? 'Poll its progress.' : pct < 100 ? `${pct}% done, keep polling.` : '', [['aws', { command: `aws rds describe-db-snapshots --db-snapshot-identifier ${snap} --query "DBSnapshots[0].[Status,PercentProgress,SnapshotCreateTime]"` }]]));
    k.push(ch.tool('aws', { command: `aws rds describe-db-snapshots --db-snapshot-identifier ${snap}` }, { stdout: JSON.stringify([st, pct, c.isoMs(c.now - 1200000).replace('Z', '+00:00')]), 'x-amzn-RequestId': c.awsReq() }));
  }
  k.push(ch.llm('The snapshot is available. Start the copy to us-west-2.', [['aws', { command: `aws rds copy-db-snapshot --source-db-snapshot-identifier ${arn} --target-db-snapshot-identifier ${snap} --region us-west-2 --kms-key-id alias/rds-dr` }]]));
  k.push(ch.tool('aws', { command: 'aws rds copy-db-snapshot ... --region us-west-2' }, { DBSnapshot: { DBSnapshotIdentifier: snap, Status: 'pending', SourceRegion: 'us-east-1', SourceDBSnapshotIdentifier: arn, DBSnapshotArn: `arn:aws:rds:us-west-2:123456789012:snapshot:${snap}` }, ResponseMetadata: { RequestId: c.awsReq() } }));
  k.push(ch.llm(`Snapshot ${snap} (800 GiB) completed in us-east-1 and a KMS-encrypted copy to us-west-2 is pending; the migration can proceed.`));
  return { goal, stagnation: false, isolates: 'Snapshot status is polled while PercentProgress climbs 0, 23, 61, 94, 100 (available), then the copy is started and the agent reports.',
    root: agent('dbops-agent', { goal }, { status: 'done' }, k, { framework: 'anthropic-tool-runner' }) };
}

// 03: GitHub Actions run polled queued -> in_progress -> completed, then artifact used.
function s3(c) {
  const goal = 'Trigger the nightly-dr-drill workflow on acme/platform, wait for it, and report the restore-time measured in its artifact.';
  const ch = new Chat(c, { system: 'CI agent. Tool: gh(args). Format: Thought/Action/Action Input.', user: goal, style: 'react', model: 'gpt-4o-mini' });
  const k = []; const id = c.int(11900000000, 11999999999);
  k.push(ch.llm('Thought: Dispatch the workflow.', [['gh', 'workflow run nightly-dr-drill.yml --repo acme/platform --ref main']]));
  k.push(ch.tool('gh', 'workflow run nightly-dr-drill.yml --repo acme/platform --ref main', '✓ Created workflow_dispatch event for nightly-dr-drill.yml at main'));
  const seq = [['queued', ''], ['in_progress', 'provision-sandbox'], ['in_progress', 'restore-snapshot'], ['in_progress', 'verify-data'], ['completed', 'success']];
  for (const [st, extra] of seq) {
    c.adv(c.int(90, 300));
    k.push(ch.llm(st === 'queued' ? 'Thought: Check the run status.' : st === 'completed' ? 'Thought: verify-data was the last job; see whether it has finished.' : `Thought: Now in job ${extra}; check again.`, [['gh', `run view ${id} --repo acme/platform --json status,conclusion,jobs`]]));
    k.push(ch.tool('gh', `run view ${id} --repo acme/platform --json status,conclusion,jobs`, JSON.stringify({ status: st, conclusion: st === 'completed' ? 'success' : '', jobs: st === 'queued' ? [] : [{ name: 'dr-drill', status: st, steps_running: extra, databaseId: c.int(33000000000, 33999999999) }], updatedAt: c.iso() })));
  }
  k.push(ch.llm('Thought: Download the report artifact.', [['gh', `run download ${id} --repo acme/platform -n dr-report -D ${c.tmp()}`]]));
  k.push(ch.tool('gh', `run download ${id} -n dr-report`, `restore_started=${c.iso(c.now - 1500000)}\nrestore_finished=${c.iso(c.now - 480000)}\nrestore_seconds=1017\nrows_verified=48211933\nchecksum_mismatches=0`));
  k.push(ch.llm('Final Answer: The DR drill run succeeded; restore took 1017 s (about 17 minutes) and 48,211,933 rows were verified with 0 checksum mismatches.'));
  return { goal, stagnation: false, isolates: 'The run is polled through queued and three different in_progress jobs to completed/success, then the artifact gives the restore time that answers the task.',
    root: agent('AgentExecutor', { input: goal }, { output: 'restore took 1017 s' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
