import { Chat, agent, tool } from './lib.mjs';
export const family = 'refined-search-success';
export const loop = false;

// 01: Loki query too broad, then too narrow, then a label learnt from a result finds the lines.
function s1(c) {
  const goal = 'Find why the payouts cron job failed at 02:00 UTC today and cite the log line.';
  const ch = new Chat(c, { system: 'SRE agent. Tools: loki_query(query, start, end, limit), kubectl(args).', user: goal });
  const k = [];
  k.push({ type: 'retriever', name: 'runbook_search', input: { query: 'payouts cron failure', top_k: 3 }, output: { documents: [{ id: 'rb-payouts-01', title: 'Payouts nightly batch', score: 0.81, text: 'The batch runs as CronJob payouts-nightly in finance; logs in Loki.' }, { id: 'rb-loki-02', title: 'Querying Loki', score: 0.64, text: 'Use label selectors first, then line filters.' }] }, children: [], metadata: { index: 'sre-runbooks', latency_ms: c.ms(20, 200) } });
  k.push(ch.llm('Search all logs in the namespace around 02:00.', [['loki_query', { query: '{namespace="finance"} |= "error"', start: '02:00Z', end: '02:15Z', limit: 100 }]]));
  k.push(ch.tool('loki_query', { query: '{namespace="finance"} |= "error"' }, { status: 'success', data: { resultType: 'streams', result_count: 100, truncated: true, sample: [`${c.unixNano()} ledger-worker "error" field is empty`, `${c.unixNano()} api-gw retrying upstream error`] }, stats: { summary: { execTime: c.float(0.2, 1.5), totalBytesProcessed: c.int(2e8, 9e8) } } }));
  k.push(ch.llm('Too much noise. Restrict to the app label payouts.', [['loki_query', { query: '{namespace="finance", app="payouts"} |= "error"', start: '02:00Z', end: '02:15Z' }]]));
  k.push(ch.tool('loki_query', { query: '{namespace="finance", app="payouts"} |= "error"' }, { status: 'success', data: { resultType: 'streams', result: [] }, stats: { summary: { execTime: c.float(0.05, 0.3) } } }));
  k.push(ch.llm('Nothing under app=payouts. Check how the cron pods are labelled.', [['kubectl', { args: 'get cronjob -n finance -o jsonpath={.items[*].spec.jobTemplate.spec.template.metadata.labels}' }]]));
  k.push(ch.tool('kubectl', { args: 'get cronjob -n finance -o jsonpath=...' }, '{"job-name-prefix":"payouts-nightly","component":"payout-runner"}'));
  k.push(ch.llm('The pods carry component=payout-runner, not app=payouts. Query by that label with a JSON parser for level.', [['loki_query', { query: '{namespace="finance", component="payout-runner"} | json | level=~"error|fatal"', start: '02:00Z', end: '02:15Z' }]]));
  k.push(ch.tool('loki_query', { query: '{namespace="finance", component="payout-runner"} | json | level=~"error|fatal"' }, { status: 'success', data: { resultType: 'streams', result: [{ stream: { pod: c.pod('payouts-nightly'), component: 'payout-runner' }, values: [[c.unixNano(), '{"level":"error","msg":"bank API returned 401","provider":"swiftlink","detail":"client certificate expired 2024-11-19T23:59:59Z"}'], [c.unixNano(), '{"level":"fatal","msg":"aborting payout batch","batch":"PB-20241120-02","items":412}']] }] } }));
  k.push(ch.llm('Check the cert secret expiry to confirm.', [['kubectl', { args: 'get secret swiftlink-client-cert -n finance -o jsonpath={.metadata.annotations.cert-manager\\.io/expiry}' }]]));
  k.push(ch.tool('kubectl', { args: 'get secret swiftlink-client-cert ...' }, '2024-11-19T23:59:59Z'));
  k.push(ch.llm('Check whether cert-manager renewed it.', [['kubectl', { args: 'get certificate swiftlink-client -n finance' }]]));
  k.push(ch.tool('kubectl', { args: 'get certificate swiftlink-client -n finance' }, 'NAME               READY   SECRET                  AGE\nswiftlink-client   False   swiftlink-client-cert   364d'));
  k.push(ch.llm('Cause: the payouts batch PB-20241120-02 (412 items) aborted because the SwiftLink bank API returned 401: the client certificate expired at 2024-11-19T23:59:59Z and the cert-manager Certificate swiftlink-client is not Ready. Log line: {"level":"error","msg":"bank API returned 401",...}.'));
  return { goal, stagnation: false, isolates: 'A broad Loki query floods and a guessed label returns nothing; the agent learns the real pod label from the CronJob and the new query finds the failure, which it confirms.',
    root: agent('sre-agent', { goal }, { cause: 'expired client certificate' }, k, { framework: 'langgraph' }) };
}

// 02: CloudWatch Logs Insights: wrong log group then the right one found via describe-log-groups.
function s2(c) {
  const goal = 'Which Lambda invocations of image-resizer timed out yesterday and on which input keys?';
  const ch = new Chat(c, { system: 'AWS agent. Tool: aws(command).', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = [];
  k.push({ type: 'retriever', name: 'runbook_search', input: { query: 'lambda timeout investigation', top_k: 3 }, output: { documents: [{ id: 'rb-lambda-07', title: 'Lambda timeouts', score: 0.77, text: 'Search for "Task timed out" in the function log group with Logs Insights.' }] }, children: [], metadata: { index: 'sre-runbooks', latency_ms: c.ms(20, 200) } });
  k.push(ch.llm('Confirm the function timeout setting first.', [['aws', { command: 'aws lambda get-function-configuration --function-name media-prod-image-resizer-v2 --query "{t:Timeout,m:MemorySize}"' }]]));
  k.push(ch.tool('aws', { command: 'aws lambda get-function-configuration ...' }, { stdout: JSON.stringify({ t: 60, m: 2048 }), RequestId: c.awsReq() }));
  const ins = (g, q) => `aws logs start-query --log-group-name ${g} --start-time ${c.unix() - 172800} --end-time ${c.unix() - 86400} --query-string '${q}'`;
  k.push(ch.llm('Query the function log group for timeouts.', [['aws', { command: ins('/aws/lambda/image-resizer', 'filter @message like /Task timed out/') }]]));
  k.push(ch.tool('aws', { command: ins('/aws/lambda/image-resizer', '...') }, { stderr: 'An error occurred (ResourceNotFoundException) when calling the StartQuery operation: Log group \'/aws/lambda/image-resizer\' does not exist for account ID \'123456789012\'' }, { error: 'exit status 254' }));
  k.push(ch.llm('The log group name differs. List groups with the prefix.', [['aws', { command: 'aws logs describe-log-groups --log-group-name-prefix /aws/lambda/ --query "logGroups[?contains(logGroupName, \'resize\')].logGroupName"' }]]));
  k.push(ch.tool('aws', { command: 'aws logs describe-log-groups ...' }, { stdout: JSON.stringify(['/aws/lambda/media-prod-image-resizer-v2', '/aws/lambda/media-staging-image-resizer-v2']) }));
  const qid = c.uuid();
  k.push(ch.llm('The prod function is media-prod-image-resizer-v2. Query that group, extracting the request id.', [['aws', { command: ins('/aws/lambda/media-prod-image-resizer-v2', 'filter @message like /Task timed out/ | fields @requestId, @timestamp') }]]));
  k.push(ch.tool('aws', { command: ins('/aws/lambda/media-prod-image-resizer-v2', '...') }, { stdout: JSON.stringify({ queryId: qid }) }));
  k.push(ch.llm('Fetch results.', [['aws', { command: `aws logs get-query-results --query-id ${qid}` }]]));
  const reqs = [c.uuid(), c.uuid(), c.uuid()];
  k.push(ch.tool('aws', { command: `aws logs get-query-results --query-id ${qid}` }, { stdout: JSON.stringify({ results: reqs.map(r => [{ field: '@requestId', value: r }, { field: '@timestamp', value: c.isoMs(c.now - c.int(90000000, 160000000)).replace('T', ' ').replace('Z', '') }]), statistics: { recordsMatched: 3, recordsScanned: c.int(40000, 90000), bytesScanned: c.int(1e7, 9e7) }, status: 'Complete' }) }));
  k.push(ch.llm('Now get the input keys for those three request ids.', [['aws', { command: ins('/aws/lambda/media-prod-image-resizer-v2', `filter @requestId in ["${reqs.join('","')}"] and @message like /s3_key/ | fields @requestId, s3_key, size_bytes`) }]]));
  k.push(ch.tool('aws', { command: 'aws logs start-query ... s3_key' }, { stdout: JSON.stringify({ queryId: c.uuid() }) }));
  k.push(ch.tool('aws', { command: 'aws logs get-query-results ...' }, { stdout: JSON.stringify({ results: [['uploads/2024/11/19/raw_8841.tiff', 412334112], ['uploads/2024/11/19/raw_8842.tiff', 398220011], ['uploads/2024/11/19/pano_0193.png', 287004551]].map(([key, sz], i) => [{ field: '@requestId', value: reqs[i] }, { field: 's3_key', value: key }, { field: 'size_bytes', value: String(sz) }]), status: 'Complete' }) }));
  k.push(ch.llm('Three invocations of media-prod-image-resizer-v2 timed out yesterday, all on very large inputs: raw_8841.tiff (412 MB), raw_8842.tiff (398 MB) and pano_0193.png (287 MB) under uploads/2024/11/19/.'));
  return { goal, stagnation: false, isolates: 'The first query targets a non-existent log group; listing groups reveals the real name, and the new query plus a follow-up give the timed-out keys.',
    root: agent('aws-agent', { goal }, { timeouts: 3 }, k, { framework: 'claude-agent' }) };
}

// 03: Prometheus metric name guess fails, metadata search finds the right series.
function s3(c) {
  const goal = 'What was the peak Redis memory usage on cache-sessions over the last 7 days, as a fraction of maxmemory?';
  const ch = new Chat(c, { system: 'Metrics agent. Tools: prom_query, prom_series. Thought/Action format.', user: goal, style: 'react', model: 'gpt-4o' });
  const k = [];
  k.push({ type: 'retriever', name: 'runbook_search', input: { query: 'redis memory metrics', top_k: 3 }, output: { documents: [{ id: 'rb-redis-03', title: 'Redis capacity', score: 0.72, text: 'ElastiCache clusters are scraped by redis_exporter; alert at 85% of maxmemory.' }] }, children: [], metadata: { index: 'sre-runbooks', latency_ms: c.ms(20, 200) } });
  k.push(ch.llm('Thought: Confirm the exporter is up.', [['prom_query', { query: 'count(up{job="redis-exporter"} == 1)' }]]));
  k.push(ch.tool('prom_query', { query: 'count(up{job="redis-exporter"} == 1)' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [c.unixF(), '14'] }] } }));
  k.push(ch.llm('Thought: Try the usual redis exporter metric.', [['prom_query', { query: 'max_over_time(redis_memory_used_bytes{instance=~"cache-sessions.*"}[7d])' }]]));
  k.push(ch.tool('prom_query', { query: 'max_over_time(redis_memory_used_bytes{instance=~"cache-sessions.*"}[7d])' }, { status: 'success', data: { resultType: 'vector', result: [] } }));
  k.push(ch.llm('Thought: No series for that instance regex. Find which series mention cache-sessions.', [['prom_series', { match: '{__name__=~"redis_memory.*", cluster=~".*sessions.*"}', start: c.unix() - 3600 }]]));
  k.push(ch.tool('prom_series', { match: '{__name__=~"redis_memory.*", cluster=~".*sessions.*"}' }, { status: 'success', data: [{ __name__: 'redis_memory_used_bytes', cluster: 'elasticache-cache-sessions', node: 'cache-sessions-001' }, { __name__: 'redis_memory_used_bytes', cluster: 'elasticache-cache-sessions', node: 'cache-sessions-002' }, { __name__: 'redis_memory_max_bytes', cluster: 'elasticache-cache-sessions', node: 'cache-sessions-001' }] }));
  k.push(ch.llm('Thought: The label is cluster, not instance. Query the ratio per node.', [['prom_query', { query: 'max_over_time((redis_memory_used_bytes{cluster="elasticache-cache-sessions"} / redis_memory_max_bytes{cluster="elasticache-cache-sessions"})[7d:5m])' }]]));
  k.push(ch.tool('prom_query', { query: 'max_over_time((... / ...)[7d:5m])' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: { node: 'cache-sessions-001' }, value: [c.unixF(), '0.8731'] }, { metric: { node: 'cache-sessions-002' }, value: [c.unixF(), '0.8702'] }] } }));
  k.push(ch.llm('Thought: Find when the peak happened.', [['prom_query', { query: 'topk(1, (redis_memory_used_bytes{node="cache-sessions-001"} / redis_memory_max_bytes{node="cache-sessions-001"}))', range: '7d', step: '1h' }]]));
  k.push(ch.tool('prom_query', { query: 'topk(1, ...)', range: '7d' }, { status: 'success', data: { resultType: 'matrix', result: [{ metric: { node: 'cache-sessions-001' }, values: [[c.unix() - 260000, '0.8644'], [c.unix() - 256400, '0.8731'], [c.unix() - 252800, '0.8412']] }] } }));
  k.push(ch.llm('Thought: Check eviction count at that time.', [['prom_query', { query: 'increase(redis_evicted_keys_total{cluster="elasticache-cache-sessions"}[7d])' }]]));
  k.push(ch.tool('prom_query', { query: 'increase(redis_evicted_keys_total{...}[7d])' }, { status: 'success', data: { resultType: 'vector', result: [{ metric: { node: 'cache-sessions-001' }, value: [c.unixF(), '0'] }, { metric: { node: 'cache-sessions-002' }, value: [c.unixF(), '0'] }] } }));
  k.push(ch.llm('Final Answer: Peak memory on cache-sessions was 87.3% of maxmemory (node cache-sessions-001, about 71 hours ago); no keys were evicted in the 7 days.'));
  return { goal, stagnation: false, isolates: 'A guessed label returns no series; a series lookup shows the right label and the new ratio query answers the question, with a peak time and eviction check.',
    root: agent('AgentExecutor', { input: goal }, { output: '87.3%' }, k, { framework: 'langchain' }) };
}
export const scenarios = [s1, s2, s3];
