import { Chat, agent, tool, span } from './lib.mjs';
export const family = 'productive-planning-monologue';
export const loop = false;
const think = (c, name, text, model) => span('llm', name, { messages: [{ role: 'user', content: 'continue planning' }] }, text, { metadata: { model, latency_ms: c.int(2000, 12000), reasoning: true } });

// 01: Kafka cluster migration plan: several long steps each adding numbers and decisions, then tools to verify.
function s1(c) {
  const goal = 'Plan the migration of the orders Kafka cluster from self-managed (6 brokers, 2.8) to MSK 3.6 with no data loss; produce a runbook.';
  const m = 'o1-2024-12-17'; const k = [];
  const steps = [
    'Inventory: 6 brokers kafka-0..5 on r5.2xlarge, 142 topics, 1,910 partitions, RF 3, peak ingress 48 MB/s, retention mostly 7 days, biggest topic orders.events at 2.1 TB. 37 consumer groups, 11 of them with manual offset commits.',
    'Target sizing: MSK kafka.m7g.2xlarge, 6 brokers across 3 AZs gives 2x headroom at 48 MB/s; storage 3 TB per broker with auto-scaling to 6 TB. Use Kafka 3.6.0 with KRaft not available on MSK yet, so ZooKeeper mode is fine.',
    'Replication approach: MirrorMaker 2 on a 3-node Kafka Connect cluster, IdentityReplicationPolicy so topic names stay the same, sync.group.offsets.enabled=true every 10s, and tasks.max=24 to cover 1,910 partitions at roughly 80 partitions per task.',
    'Cutover order: first the 26 consumer groups with automatic commits (offsets translated by MM2), then the 11 manual-commit groups after checkpointing, then producers per service in the order inventory, payments, shipping, orders; rollback window 48h keeping MM2 running in reverse.',
    'Risks and checks: ACL translation (87 ACLs, map to IAM auth), client TLS (port 9094 instead of 9092), lag SLO under 5s on MM2 before each cutover wave, and a freeze on topic creation from D-2.',
  ];
  steps.forEach((s, i) => k.push(think(c, 'openai.responses.create', `Step ${i + 1}. ${s}`, m)));
  const ch = new Chat(c, { system: 'Verify numbers with tools.', user: goal, model: m });
  const checks = [['kafka_admin', { cmd: 'kafka-topics.sh --bootstrap-server kafka-0:9092 --describe | grep -c Partition:' }, '1910'], ['kafka_admin', { cmd: 'kafka-consumer-groups.sh --bootstrap-server kafka-0:9092 --list | wc -l' }, '37'], ['promql', { query: 'max_over_time(sum(rate(kafka_server_brokertopicmetrics_bytesin_total[5m]))[14d:5m])' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.unixF(), '50331648.4'] }] } }], ['aws', { command: 'aws kafka list-kafka-versions --query "KafkaVersions[?Status==`ACTIVE`].Version"' }, ['2.8.1', '3.5.1', '3.6.0', '3.7.x']], ['kafka_admin', { cmd: 'kafka-acls.sh --bootstrap-server kafka-0:9092 --list | grep -c "(principal="' }, '87']];
  for (const [t, a, o] of checks) { k.push(ch.llm(`Verify: ${JSON.stringify(a).slice(0, 60)}`, [[t, a]])); k.push(ch.tool(t, a, o)); }
  k.push(ch.llm('All inventory numbers confirmed (1,910 partitions, 37 groups, 87 ACLs, peak 48 MB/s; MSK offers 3.6.0). Runbook written to docs/runbooks/orders-kafka-msk.md with the five sections above.', [['write_file', { path: 'docs/runbooks/orders-kafka-msk.md', bytes: 11842 }]]));
  k.push(ch.tool('write_file', { path: 'docs/runbooks/orders-kafka-msk.md' }, { ok: true }));
  return { goal, stagnation: false, isolates: 'Five long consecutive reasoning steps, each adding new figures and decisions (sizing, MM2 settings, cutover order, risks), then tool checks confirm the numbers and the runbook is written.',
    root: agent('planning-agent', { goal }, { runbook: 'docs/runbooks/orders-kafka-msk.md' }, k, { framework: 'openai-responses' }) };
}

// 02: capacity plan for a Black Friday scale-up, anthropic extended thinking blocks.
function s2(c) {
  const goal = 'Produce a scaling plan for the storefront for Black Friday (expected 5x peak traffic) across web, api, Postgres and Redis, and pre-scale what can be pre-scaled.';
  const k = []; const model = 'claude-3-7-sonnet-20250219';
  const th = (t) => span('llm', 'anthropic.messages.create', { messages: [{ role: 'user', content: goal }], thinking: { type: 'enabled', budget_tokens: 8000 } }, { content: [{ type: 'thinking', thinking: t, signature: c.b64(40) }], stop_reason: 'end_turn' }, { metadata: { model, latency_ms: c.int(3000, 15000) } });
  const ch = new Chat(c, { system: 'Capacity agent.', user: goal, style: 'anthropic', model });
  k.push(ch.llm('Get last year\'s peak and current baseline.', [['promql', { query: 'max_over_time(sum(rate(nginx_ingress_controller_requests{host="shop.acme.com"}[1m]))[30d:1m])' }]]));
  k.push(ch.tool('promql', { query: 'max_over_time(sum(rate(nginx_ingress_controller_requests[1m]))[30d:1m])' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.unixF(), '4120.7'] }] } }));
  k.push(th('Baseline peak is 4,120 rps, so 5x is about 20,600 rps. Web pods handle ~180 rps each at 60% CPU, so web needs 115 pods; HPA max is 40 today, raise to 130 and set minReplicas 60 from 06:00 on the day.'));
  k.push(th('API tier: 2.3 backend calls per page request gives 47,400 rps on api; api pods sustain 400 rps, so 119 pods, HPA max 140. Node pool: each m6i.4xlarge fits 7 api pods or 9 web pods, so roughly 17 + 13 = 30 extra nodes; cluster-autoscaler max goes from 40 to 80.'));
  k.push(th('Postgres: primary at 38% CPU at 4,120 rps, but 80% of reads can go to replicas. Add 2 read replicas (total 4) and move the catalog and search read paths to the reader endpoint; writes scale ~1.4x only (orders), fine on db.r6g.8xlarge.'));
  k.push(th('Redis: sessions cluster at 61% memory; 5x sessions would overflow. Add 2 shards (3 to 5) this week while traffic is low, since resharding is online but slow (~40 min per shard). Pre-scale now: HPA limits, autoscaler max, Redis shards, replicas. Leave minReplicas for the day itself.'));
  const acts = [['kubectl', { args: 'patch hpa web -n shop -p {"spec":{"maxReplicas":130}}' }, 'horizontalpodautoscaler.autoscaling/web patched'], ['kubectl', { args: 'patch hpa api -n shop -p {"spec":{"maxReplicas":140}}' }, 'horizontalpodautoscaler.autoscaling/api patched'], ['aws', { command: 'aws eks update-nodegroup-config --cluster-name shop-prod --nodegroup-name general --scaling-config maxSize=80' }, { update: { id: c.uuid(), status: 'InProgress', type: 'ConfigUpdate' } }], ['aws', { command: 'aws elasticache modify-replication-group-shard-configuration --replication-group-id sessions --node-group-count 5 --apply-immediately' }, { ReplicationGroup: { ReplicationGroupId: 'sessions', Status: 'modifying' } }], ['aws', { command: 'aws rds create-db-instance-read-replica --db-instance-identifier shop-pg-replica-3 --source-db-instance-identifier shop-pg' }, { DBInstance: { DBInstanceIdentifier: 'shop-pg-replica-3', DBInstanceStatus: 'creating' } }]];
  for (const [t, a, o] of acts) { k.push(ch.llm('', [[t, a]])); k.push(ch.tool(t, a, o)); }
  k.push(ch.llm('Plan written and pre-scaling started: HPA max web 130 / api 140, node group max 80, Redis sessions 3 to 5 shards (modifying), replica-3 creating (replica-4 tomorrow). Day-of: set minReplicas web 60 / api 70 at 06:00.'));
  return { goal, stagnation: false, isolates: 'Four consecutive thinking blocks each derive new numbers (pods, nodes, replicas, shards) from the measured peak, then the agent applies the pre-scaling steps.',
    root: agent('capacity-agent', { goal }, { status: 'planned' }, k, { framework: 'anthropic-extended-thinking' }) };
}

// 03: DR failover design monologue for a multi-region database, ReAct style thoughts without tools in between.
function s3(c) {
  const goal = 'Design the regional failover procedure for the ledger service (Aurora Postgres global database, us-east-1 primary, us-west-2 secondary) and dry-run the read-only checks.';
  const ch = new Chat(c, { system: 'Think step by step; use tools aws and dig only to verify.', user: goal, style: 'react', model: 'gpt-4o' });
  const k = [];
  const ts = ['Thought: RPO/RTO first. Global database replication lag is typically under 1s, so RPO target 5s; RTO target 15 min, of which managed failover takes 1-2 min and the rest is DNS plus app restarts.',
    'Thought: Trigger criteria: declare regional failure when the us-east-1 writer has failed health checks for 3 consecutive minutes AND the ledger API error rate exceeds 20% AND AWS Health shows an event for RDS in us-east-1. Two on-call approvals needed.',
    'Thought: Steps: (1) freeze ledger writers via feature flag ledger-writes=off, (2) aws rds failover-global-cluster to us-west-2, (3) flip Route53 record ledger-db.acme.internal CNAME to the west writer endpoint (TTL is 30s), (4) restart ledger-api in us-west-2 with DB_REGION=us-west-2, (5) re-enable writes.',
    'Thought: Fallback if managed failover is impossible (region fully down): detach-and-promote with remove-from-global-cluster, accepting up to the last observed lag as data loss; then rebuild the global cluster later. Record the last replicated LSN before promoting.',
    'Thought: Dry-run checks that are read-only: replication lag metric, current writer endpoint, Route53 TTL, and that the west cluster has the same engine version.'];
  ts.slice(0, 4).forEach(t => k.push(ch.llm(t)));
  k.push(ch.llm(ts[4], [['aws', 'aws rds describe-global-clusters --global-cluster-identifier ledger-global']]));
  k.push(ch.tool('aws', 'aws rds describe-global-clusters --global-cluster-identifier ledger-global', { GlobalClusters: [{ GlobalClusterIdentifier: 'ledger-global', Engine: 'aurora-postgresql', EngineVersion: '15.4', GlobalClusterMembers: [{ DBClusterArn: 'arn:aws:rds:us-east-1:123456789012:cluster:ledger-use1', IsWriter: true }, { DBClusterArn: 'arn:aws:rds:us-west-2:123456789012:cluster:ledger-usw2', IsWriter: false, GlobalWriteForwardingStatus: 'disabled' }] }], ResponseMetadata: { RequestId: c.awsReq() } }));
  k.push(ch.llm('Thought: Engine versions match (15.4). Check the lag.', [['aws', 'aws cloudwatch get-metric-statistics --namespace AWS/RDS --metric-name AuroraGlobalDBReplicationLag --dimensions Name=DBClusterIdentifier,Value=ledger-usw2 --statistics Maximum --period 3600 --start-time -24h']]));
  k.push(ch.tool('aws', 'aws cloudwatch get-metric-statistics ... AuroraGlobalDBReplicationLag', { Datapoints: Array.from({ length: 4 }, () => ({ Timestamp: c.iso(c.now - c.int(1, 24) * 3600000), Maximum: c.float(180, 900, 1), Unit: 'Milliseconds' })), Label: 'AuroraGlobalDBReplicationLag' }));
  k.push(ch.llm('Thought: Max lag under 1s, RPO 5s is realistic. Check the DNS TTL.', [['dig', 'dig +noall +answer ledger-db.acme.internal @10.0.0.2']]));
  k.push(ch.tool('dig', 'dig +noall +answer ledger-db.acme.internal', `ledger-db.acme.internal. ${c.int(5, 30)} IN CNAME ledger-use1.cluster-${c.alnum(12)}.us-east-1.rds.amazonaws.com.`));
  k.push(ch.llm('Thought: TTL is 30s as assumed. Check the feature flag exists.', [['flags', 'get ledger-writes --env production']]));
  k.push(ch.tool('flags', 'get ledger-writes --env production', { key: 'ledger-writes', on: true, version: c.int(10, 40) }));
  k.push(ch.llm('Thought: Check the west ledger-api deployment can be scaled (it runs at 2 replicas warm).', [['kubectl', '--context prod-usw2 get deploy ledger-api -n ledger']]));
  k.push(ch.tool('kubectl', '--context prod-usw2 get deploy ledger-api -n ledger', `NAME         READY   UP-TO-DATE   AVAILABLE   AGE\nledger-api   2/2     2            2           ${c.int(40, 300)}d`));
  k.push(ch.llm('Final Answer: Failover runbook drafted (RPO 5s, RTO 15 min, triggers with 2 approvals, 5-step managed failover, detach-and-promote fallback). Dry-run: engine 15.4 on both, max lag < 1s, DNS TTL 30s, ledger-writes flag present.'));
  return { goal, stagnation: false, isolates: 'Four long thoughts in a row each add new specifics (RPO/RTO, triggers, ordered steps, fallback) before read-only checks verify the assumptions and the agent answers.',
    root: agent('AgentExecutor', { input: goal }, { output: 'runbook drafted' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
