import { Chat, agent, tool, table } from './lib.mjs';
export const family = 'reworded-empty-queries';
export const loop = true;

// 01: Datadog log search, rephrased six ways, zero hits every time.
function s1(c) {
  const goal = 'Opsgenie alert #88213 "notification-svc 5xx > 2%". Find the error log lines behind the 5xx spike in the last hour and summarise the cause.';
  const ch = new Chat(c, { system: 'You are an incident responder. Tools: datadog_logs_search, datadog_metrics_query.', user: goal });
  const k = [];
  const mq = 'sum:trace.http.request.errors{service:notification-svc,env:prod}.as_count()';
  k.push(ch.llm('Confirm the spike in metrics first.', [['datadog_metrics_query', { query: mq, from: c.unix() - 3600, to: c.unix() }]]));
  k.push(ch.tool('datadog_metrics_query', { query: mq }, { status: 'ok', res_type: 'time_series', series: [{ metric: 'trace.http.request.errors', scope: 'env:prod,service:notification-svc', pointlist: Array.from({ length: 6 }, (_, i) => [(c.unix() - 3600 + i * 600) * 1000, [3, 4, 2, 188, 240, 231][i] + c.int(0, 3)]), interval: 600 }], query: mq, from_date: (c.unix() - 3600) * 1000, to_date: c.unix() * 1000 }));
  const empty = (q) => ({ data: [], meta: { page: {}, elapsed: c.int(40, 400), request_id: c.b64(20), status: 'done' }, links: {}, _query: q });
  const qs = [
    ['service:notification-svc status:error', 'Search error logs for the service.'],
    ['service:notification-service @http.status_code:[500 TO 599]', 'Nothing. Try the full service name with an explicit status-code range.'],
    ['@service:notification-svc AND level:ERROR', 'Maybe the attribute is @service and level instead of status.'],
    ['source:notification-svc "500 Internal Server Error"', 'Try matching the literal response phrase via source.'],
    ['service:"notification-svc" env:prod (status:error OR status:critical)', 'Quote the service and include critical severity.'],
    ['notification-svc 5xx', 'Free-text search with the alert wording.'],
  ];
  for (const [q, why] of qs) {
    const args = { query: q, from: 'now-1h', to: 'now', limit: 50, indexes: ['main'] };
    k.push(ch.llm(why, [['datadog_logs_search', args]]));
    k.push(ch.tool('datadog_logs_search', args, empty(q)));
  }
  k.push(ch.llm('Still no error logs. Try once more with the index name spelled out.', [['datadog_logs_search', { query: 'index:main service:notification-svc status:error', from: 'now-60m', to: 'now' }]]));
  k.push(ch.tool('datadog_logs_search', { query: 'index:main service:notification-svc status:error', from: 'now-60m', to: 'now' }, empty('index:main service:notification-svc status:error')));
  return { goal, stagnation: false, isolates: 'The agent rewords the same Datadog log search seven ways (field names, quoting, free text) and each returns an empty result, so the cause is never found.',
    root: agent('incident-responder', { alert_id: 88213, goal }, { status: 'incomplete' }, k, { framework: 'openai-agents', max_turns: 10 }) };
}

// 02: CloudTrail lookup for who deleted a bucket, with different attribute keys and date formats.
function s2(c) {
  const goal = 'Bucket acme-prod-exports disappeared from account 123456789012 (us-east-1). Find who deleted it and when, from CloudTrail.';
  const ch = new Chat(c, { system: 'You are a cloud audit agent with the aws CLI (read-only).', user: goal, style: 'anthropic', model: 'claude-3-5-sonnet-20241022' });
  const k = [];
  k.push(ch.llm('Confirm the bucket is really gone.', [['aws_cli', { command: 'aws s3api head-bucket --bucket acme-prod-exports' }]]));
  k.push(ch.tool('aws_cli', { command: 'aws s3api head-bucket --bucket acme-prod-exports' }, { exit_code: 254, stderr: '\nAn error occurred (404) when calling the HeadBucket operation: Not Found' }, { error: 'exit status 254' }));
  k.push(ch.llm('Check whether a trail is logging in this region.', [['aws_cli', { command: 'aws cloudtrail describe-trails --region us-east-1' }]]));
  k.push(ch.tool('aws_cli', { command: 'aws cloudtrail describe-trails --region us-east-1' }, { exit_code: 0, stdout: JSON.stringify({ trailList: [{ Name: 'org-trail', S3BucketName: 'acme-org-cloudtrail', IsMultiRegionTrail: true, HomeRegion: 'us-east-1', TrailARN: 'arn:aws:cloudtrail:us-east-1:123456789012:trail/org-trail', IsOrganizationTrail: true }] }, null, 2) }));
  const cmds = [
    ['Look up DeleteBucket events by event name.', 'aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=DeleteBucket --start-time 2024-11-01T00:00:00Z --region us-east-1'],
    ['Try by resource name instead of event name.', 'aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceName,AttributeValue=acme-prod-exports --region us-east-1'],
    ['Maybe the resource name is recorded as the ARN.', 'aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceName,AttributeValue=arn:aws:s3:::acme-prod-exports --region us-east-1'],
    ['Use epoch seconds for the window and filter by resource type.', 'aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceType,AttributeValue=AWS::S3::Bucket --start-time 1730419200 --max-results 50 --region us-east-1'],
    ['Try the event source with a looser date format.', 'aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventSource,AttributeValue=s3.amazonaws.com --start-time "11/01/2024" --region us-east-1 --query "Events[?EventName==\'DeleteBucket\']"'],
    ['Try lowercase event name in case matching is case-sensitive.', 'aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=deleteBucket --region us-east-1'],
  ];
  for (const [why, cmd] of cmds) {
    k.push(ch.llm(why, [['aws_cli', { command: cmd }]]));
    k.push(ch.tool('aws_cli', { command: cmd }, { exit_code: 0, stdout: cmd.includes('--query') ? '[]' : JSON.stringify({ Events: [] }, null, 4), metadata: { 'x-amzn-RequestId': c.awsReq(), date: c.httpDate() } }));
  }
  return { goal, stagnation: false, isolates: 'CloudTrail lookup-events is called six times with the same intent (DeleteBucket on one bucket) using different attribute keys, ARN vs name and date formats, always returning no events.',
    root: agent('cloud-audit-agent', { goal }, null, k, { framework: 'claude-tool-use', stopped: 'max_turns' }) };
}

// 03: kubectl events for OOMKilled via reworded selectors; ReAct thoughts repeat near-verbatim.
function s3(c) {
  const goal = 'Find which pods in namespace search were OOMKilled in the last 24h and what their memory limits are.';
  const ch = new Chat(c, { system: 'Use the kubectl tool to answer. Format: Thought, Action, Action Input.', user: goal, style: 'react', model: 'gpt-4o-mini' });
  const k = [];
  k.push(ch.llm('Thought: List pods in the search namespace first.', [['kubectl', 'get pods -n search']]));
  k.push(ch.tool('kubectl', 'get pods -n search', table(['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'], [[c.pod('indexer'), '1/1', 'Running', '0', '2d3h'], [c.pod('indexer'), '1/1', 'Running', '0', '2d3h'], [c.pod('query-api'), '1/1', 'Running', '0', '19h'], [`opensearch-0`, '1/1', 'Running', '0', '9d'], [`opensearch-1`, '1/1', 'Running', '0', '9d']])));
  const cmds = [
    'get events -n search --field-selector reason=OOMKilled',
    'get events -n search --field-selector reason=OOMKilling',
    '-n search get ev --field-selector involvedObject.kind=Pod,reason=OOMKilled -o wide',
    'get events --all-namespaces --field-selector reason=OOMKilled,involvedObject.namespace=search',
    'get events -n search -o json --field-selector type=Warning,reason=OOMKilled',
    'get ev -n search --sort-by=.lastTimestamp --field-selector reason=OOMKilled',
  ];
  for (const cmd of cmds) {
    k.push(ch.llm('Thought: No OOMKilled events found yet. I should query the events again with a different selector to find the OOMKilled pods in the search namespace.', [['kubectl', cmd]]));
    const out = cmd.includes('-o json') ? JSON.stringify({ apiVersion: 'v1', items: [], kind: 'List', metadata: { resourceVersion: '' } }, null, 4) : cmd.includes('all-namespaces') ? 'No resources found' : 'No resources found in search namespace.';
    k.push(ch.tool('kubectl', cmd, out));
  }
  return { goal, stagnation: true, isolates: 'The agent asks for OOMKilled events in one namespace six times with reworded kubectl selectors and short forms, gets "No resources found" each time, and its thought is the same sentence every turn.',
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, k, { framework: 'langchain', max_iterations: 8 }) };
}
export const scenarios = [s1, s2, s3];
