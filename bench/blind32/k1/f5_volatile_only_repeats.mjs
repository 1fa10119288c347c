// Family 5: the same call, answers equal apart from volatile values, 4+ times, never acted on.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut } from './lib.mjs';

export const family = {
  name: 'volatile_only_repeats', loop: true, stagnation: false,
  behaviour: 'Same tool with the same arguments (or only a client timestamp / attempt counter changed), 4+ times; every answer is identical apart from volatile values; the agent never acts on it.',
};

export const rows = [
  {
    id: '01', domain: 'kite festival beach-use permit', style: 'Amazon Bedrock Agents trace',
    isolates: 'A Bedrock agent calls the permit-status action five times; each answer is UNDER_REVIEW with the same reviewer queue position, differing only in request ids and timestamps.',
    goal: 'Tell the kite festival organisers whether their beach-use permit for 14-15 September is approved, and if it is still pending, draft the follow-up email to the council officer.',
    build: (n) => {
      const kids = [];
      const rationale = ['I need the current permit status before advising.', 'Checking the application status to see if the council has decided.', 'Let me confirm the status with the permits system.', 'Querying the status endpoint for application BUP-24-0917.', 'Looking up BUP-24-0917 in the permit portal.'];
      for (let i = 0; i < 5; i++) {
        kids.push(llm('orchestrationTrace.modelInvocationOutput', { traceId: n.uuid() + '-0-' + i, type: 'ORCHESTRATION' }, { rationale: { text: rationale[i] }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'PermitsAPI', apiPath: '/permits/{id}/status', verb: 'get', parameters: [{ name: 'id', type: 'string', value: 'BUP-24-0917' }] } } }, { metadata: { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', usage: { inputTokens: n.int(1500, 4000), outputTokens: n.int(40, 120) } } }));
        n.adv(1500, 6000);
        kids.push(tool('actionGroupInvocationOutput PermitsAPI', { apiPath: '/permits/{id}/status', id: 'BUP-24-0917' }, { text: JSON.stringify({ application: 'BUP-24-0917', status: 'UNDER_REVIEW', queue_position: 3, officer: 'Coastal Events Team', checked: n.isoSec(), correlation: n.uuid(), x_amzn_requestid: n.uuid(), lambda_log: `/aws/lambda/permits-proxy/${new Date(n.now()).toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]${n.hex(32)}` }) }, { metadata: { 'x-amz-bedrock-agent-session-id': 'festival-' + n.digits(6) } }));
      }
      return agent('InvokeAgent', { agentId: 'KITEFEST01', agentAliasId: 'TSTALIASID', inputText: 'Is our beach permit for 14-15 Sept approved? If not, draft the chase email.' }, { completion: null, error: 'Agent exceeded maximum number of orchestration iterations' }, kids, { sessionId: n.uuid(), region: 'eu-west-2' });
    },
  },
  {
    id: '02', domain: 'sundial restoration commission (bronze gnomon casting)', style: 'MLflow Tracing',
    isolates: 'The agent polls the foundry job four times with only an attempt counter changing; every reply is "pattern awaiting approval" with new ticket ids and timestamps, and it never asks the client to approve the pattern.',
    goal: 'Get the replacement bronze gnomon cast for the churchyard sundial restoration and tell the parish when it will be fitted.',
    build: (n) => {
      const kids = [];
      for (let i = 1; i <= 4; i++) {
        kids.push(llm('ChatOpenAI', { messages: `[${i * 2} messages]` }, { generations: [[{ text: '', message: { tool_calls: [{ name: 'foundry_job_status', args: { job: 'FND-1882', attempt: i } }] } }]] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.model': 'gpt-4o-mini' } }));
        n.adv(60000, 300000);
        kids.push(tool('foundry_job_status', { job: 'FND-1882', attempt: i }, `FOUNDRY JOB FND-1882  (printed ${n.euDate()})\nstage: PATTERN_AWAITING_CLIENT_APPROVAL\nnext action: customer must approve wax pattern photo (sent ${'28.08.2024'})\nticket: T${n.digits(7)}  worker: ${n.host('mes-node')}\nqueue wait: n/a`, { metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.spanStatus': 'OK', duration_ms: n.ms(80, 900) } }));
      }
      return agent('AgentExecutor', { input: 'Where is the gnomon casting and when can it be fitted?' }, { output: null }, kids, { 'mlflow.traceRequestId': 'tr-' + n.hex(32), 'mlflow.spanType': 'AGENT', state: 'IN_PROGRESS', note: 'trace truncated: client disconnected' });
    },
  },
  {
    id: '03', domain: 'S3 lifecycle transition to Glacier (cloud storage)', style: 'W&B Weave calls',
    isolates: 'The agent re-runs the same get-bucket-lifecycle-configuration call four times; the rule is identical each time and only request ids and HTTP dates change, yet it never applies the missing transition.',
    goal: 'Make sure objects under logs/ in bucket acme-audit-archive move to Glacier after 90 days; add the rule if it is missing.',
    build: (n) => {
      const kids = [];
      const lc = () => `{\n    "Rules": [\n        {\n            "Expiration": { "Days": 400 },\n            "ID": "expire-tmp",\n            "Filter": { "Prefix": "tmp/" },\n            "Status": "Enabled"\n        }\n    ]\n}\n[debug] x-amz-request-id: ${n.upper(16)}  x-amz-id-2: ${n.b64(36)}  Date: ${n.http()}  took ${n.ms(80, 600)}ms`;
      for (let i = 0; i < 4; i++) {
        kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: `[${2 + i * 2} messages]` }, { choices: [{ message: oaOut(null, [oaCall('call_' + n.alnum(24), 'aws_cli', { args: 's3api get-bucket-lifecycle-configuration --bucket acme-audit-archive --debug' })]), finish_reason: 'tool_calls' }] }, { metadata: { 'weave.call_id': n.uuid(), op_name: 'weave:///acme/finops/op/openai.chat.completions.create:' + n.alnum(8) } }));
        n.adv(2000, 9000);
        kids.push(tool('aws_cli', { args: 's3api get-bucket-lifecycle-configuration --bucket acme-audit-archive --debug' }, lc(), { metadata: { 'weave.call_id': n.uuid(), exit_code: 0 } }));
      }
      return agent('lifecycle_agent.run', { task: 'Ensure logs/ transitions to Glacier after 90 days in acme-audit-archive.' }, null, kids, { 'weave.trace_id': n.uuid(), project: 'acme/finops', exception: 'RunTimeout: 300s' });
    },
  },
  {
    id: '04', domain: 'e-reader sync service OAuth token refresh (SaaS ops)', style: 'AgentOps session',
    isolates: 'An on-call agent hits the same health endpoint five times; the body always reports token-refresh failures against the same identity provider, with only request ids, uptime and replica names changing, and no remediation is attempted.',
    goal: 'Customers report e-reader highlights not syncing; find the cause on the sync service and restart or roll back whatever is broken.',
    build: (n) => {
      const kids = [];
      let up = n.int(3000, 9000);
      for (let i = 0; i < 5; i++) {
        kids.push(llm('LLMEvent', { prompt: `[${2 + i * 2} messages]`, model: 'gpt-4o-mini' }, oaOut(null, [oaCall('call_' + n.alnum(24), 'http_get', { url: 'https://sync.internal/healthz?verbose=1' })]), { metadata: { event_type: 'llms', init_timestamp: n.iso(), prompt_tokens: n.int(300, 2000) } }));
        n.adv(4000, 15000); up += n.int(4, 15);
        kids.push(tool('ToolEvent http_get', { url: 'https://sync.internal/healthz?verbose=1' }, `HTTP/1.1 503 Service Unavailable\ncontent-type: application/json\nx-request-id: ${n.uuid()}\nx-served-by: ${n.pod('sync-api')}\nserver-timing: app;dur=${n.ms(2, 40)}\n\n{"status":"degraded","uptime_s":${up},"checks":{"db":"ok","queue":"ok","oauth_refresh":{"status":"fail","idp":"login.partner-books.example","last_error":"invalid_client","failures_1h":412}}}`, { metadata: { event_type: 'tools', end_timestamp: n.iso() } }));
      }
      return agent('session', { tags: ['oncall', 'sync'], prompt: 'Highlights not syncing; investigate sync service and fix.' }, { end_state: 'Indeterminate', end_state_reason: 'session ended by max tool calls' }, kids, { session_id: n.uuid(), agentops_sdk: '0.3.x', host_env: { hostname: n.host('oncall-bot') } });
    },
  },
  {
    id: '05', domain: 'bicycle wheel-building workshop spoke order', style: 'Spring AI (observations)',
    isolates: 'A Spring AI tool-calling loop asks the supplier order API four times; each answer is "backordered, ETA unknown" with new trace ids and timestamps, and the agent never switches supplier or tells the customer.',
    goal: 'Secure 64 Sapim CX-Ray spokes at 292 mm for a customer\'s wheel build due Friday, switching supplier if the order is stuck.',
    build: (n) => {
      const kids = [];
      for (let i = 0; i < 4; i++) {
        kids.push(llm('spring.ai.chat.client', { 'spring.ai.chat.client.user.text': i === 0 ? 'Check spoke order SO-55120 and secure 64x 292mm CX-Ray by Friday.' : '(tool results appended)', 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'] }, { result: { output: { messageType: 'ASSISTANT', text: '', toolCalls: [{ id: 'call_' + n.alnum(24), type: 'function', name: 'getSupplierOrder', arguments: JSON.stringify({ orderRef: 'SO-55120', requestedAt: n.iso() }) }] } } }, { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'spring.ai.kind': 'chat_client' } }));
        n.adv(3000, 20000);
        kids.push(tool('getSupplierOrder', JSON.stringify({ orderRef: 'SO-55120' }), JSON.stringify({ orderRef: 'SO-55120', lines: [{ sku: 'CXRAY-292-BLK', qty: 64, state: 'BACKORDERED', eta: null }], supplierMessage: 'Awaiting container from Belgium', traceId: n.hex(32), generatedAt: n.epochMs(), servedBy: `edi-gw-${n.int(1, 4)}.supplier.example` }), { metadata: { 'spring.ai.tool.definition.name': 'getSupplierOrder', 'spring.ai.kind': 'tool_call' } }));
      }
      return agent('spring.ai.chat.client.call', { conversationId: n.uuid() }, null, kids, { 'spring.ai.version': '1.0.0', status: 'ERROR', exception: 'org.springframework.web.client.ResourceAccessException: Read timed out' });
    },
  },
  {
    id: '06', domain: 'water tower repainting contractor (weather go/no-go)', style: 'DSPy (ReAct module)',
    isolates: 'A DSPy ReAct module calls the site weather gate six times; each verdict is the same NO_GO for the same forecast values, differing only in observation ids and issue timestamps, and the crew schedule is never changed.',
    goal: 'Decide whether the blast-and-coat crew can work on the water tower on Thursday or must be rescheduled, and update the crew calendar.',
    build: (n) => {
      const kids = [];
      const thoughts = ['I should check the go/no-go gate for Thursday.', 'The gate result decides the schedule; query it.', 'Query the site weather gate for the tower.', 'Get the coating weather verdict for Thursday.', 'Checking the Thursday verdict from the gate service.', 'Ask the gate service about Thursday at the tower.'];
      for (let i = 0; i < 6; i++) {
        kids.push(llm('Predict(StringSignature).forward', { question: 'Can the crew work on tower WT-3 on Thursday?', trajectory: `[${i} steps]` }, { [`thought_${i}`]: thoughts[i], [`tool_name_${i}`]: 'weather_gate', [`tool_args_${i}`]: { site: 'WT-3', day: 'Thu' } }, { metadata: { lm: 'openai/gpt-4o-mini', dspy_module: 'ReAct' } }));
        n.adv(5000, 30000);
        kids.push(tool('weather_gate', { site: 'WT-3', day: 'Thu' }, `verdict=NO_GO reason="wind gust 52 km/h > 40 limit at 45 m; RH 88% > 85% coating limit" forecast_issue=${n.isoSec()} obs_id=${n.digits(10)} source=${n.pick(['nwp-a', 'nwp-b'])}.met.example`, { metadata: { 'dspy.tool': 'weather_gate' } }));
      }
      return agent('ReAct.forward', { question: 'Can the crew work on tower WT-3 on Thursday?' }, { answer: null }, kids, { max_iters: 6, dspy_version: '2.5', note: 'max_iters reached before finish' });
    },
  },
];
