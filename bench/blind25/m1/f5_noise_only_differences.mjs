// Family 5: the same call repeated; answers identical except for volatile values; the agent never acts on them.
import { agent, llm, tool, span, oaiChat, anthMsg } from './lib.mjs';

export const family = 'noise_only_differences';
export const loop = true;
export const stagnation = false;
export const summary = 'Same tool with the same arguments (or only a client timestamp / attempt counter changed) 4+ times; each answer equal apart from volatile values; the agent never acts on it.';

export const scenarios = [
  {
    id: '01', domain: 'devops: Redis Cluster after a shard failover', style: 'OpenTelemetry GenAI semantic conventions (chat / execute_tool spans with gen_ai.* attributes)',
    build(N) {
      const goal = 'Shard 3 of the session-store Redis Cluster failed over at 02:10. Confirm the cluster is healthy again and, if so, resolve incident INC-5531; if not, fix it or escalate.';
      const info = () => {
        const host = `redis-session-${N.int(0, 5)}.redis-session-headless.cache.svc.cluster.local`;
        return `$ redis-cli -h ${host} -p 6379 cluster info\ncluster_state:fail\ncluster_slots_assigned:16384\ncluster_slots_ok:10923\ncluster_slots_pfail:0\ncluster_slots_fail:5461\ncluster_known_nodes:6\ncluster_size:3\ncluster_current_epoch:41\ncluster_my_epoch:${N.pick([39, 40, 41])}\ncluster_stats_messages_ping_sent:${N.int(900000, 990000)}\ncluster_stats_messages_pong_received:${N.int(900000, 990000)}\ntotal_cluster_links_buffer_limit_exceeded:0\n(${N.float(0.01, 0.2, 2)}s)  [kubectl exec ${N.pod('redis-cli-debug')}]`;
      };
      const children = [];
      const say = [null, null, 'Slots still failing; checking again in case gossip has not converged.', null, null];
      for (let i = 0; i < 5; i++) {
        N.tick(15000, 60000);
        const out = oaiChat(N, 'gpt-4o', say[i], [{ name: 'run_readonly', args: { cmd: 'redis-cli cluster info', target: 'session-store' } }]);
        children.push(llm('chat gpt-4o', { 'gen_ai.prompt': JSON.stringify([{ role: 'user', content: i === 0 ? goal : '…' }]) }, out, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.model': 'gpt-4o-2024-08-06', 'gen_ai.response.id': out.id, 'gen_ai.response.finish_reasons': ['tool_calls'], 'gen_ai.usage.input_tokens': N.int(2000, 7000), 'gen_ai.usage.output_tokens': N.int(20, 60), 'server.address': 'api.openai.com' } }));
        children.push(tool('execute_tool run_readonly', { cmd: 'redis-cli cluster info', target: 'session-store' }, info(), { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'run_readonly', 'gen_ai.tool.call.id': out.choices[0].message.tool_calls[0].id, 'gen_ai.tool.type': 'function' } }));
      }
      const root = agent('invoke_agent oncall-copilot', { input: goal }, null, children, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'oncall-copilot', 'gen_ai.conversation.id': N.uuid(), 'service.name': 'sre-agents' } });
      return { goal, isolates: 'The agent runs "cluster info" five times; every answer says cluster_state:fail with 5461 failed slots, differing only in the replica hostname, my_epoch, gossip counters, latency and debug pod name; it neither fixes nor escalates.', root };
    },
  },
  {
    id: '02', domain: 'cocktail bar group (POS-to-inventory sync job)', style: 'Langfuse trace (observations of type GENERATION and SPAN)',
    build(N) {
      const goal = 'Last night\'s POS sales for the Harbour Street bar have not reached the inventory system. Check the nightly sync job and make sure bottle counts for gin and vermouth are updated before the 11:00 order cutoff.';
      const status = (attempt) => ({ job: 'pos-sync-2025-05-18-harbour', state: 'RUNNING', step: 'map_plu_to_sku', progress: '312/1048 lines', stuck_on_plu: 'PLU 4471 "Negroni (house)"', worker: `sync-worker-${N.int(1, 9)}.inv.internal`, heartbeat: N.us(N.tick(20000, 90000)), lease_expires_in_s: N.int(5, 60), checked_by: 'status-api', attempt, x_request_id: N.uuid() });
      const children = [];
      const texts = ['Checking the sync job status.', '', 'It is still mapping; polling again.', '', ''];
      for (let a = 1; a <= 5; a++) {
        const s = status(a);
        children.push(llm('generation: claude-3-5-haiku', { messages: [{ role: 'user', content: a === 1 ? goal : 'tool_result …' }] }, { content: texts[a - 1], tool_calls: [{ name: 'get_sync_status', input: { job: 'pos-sync-2025-05-18-harbour', attempt: a } }] }, [], { metadata: { langfuse_type: 'GENERATION', model: 'claude-3-5-haiku-20241022', usage: { input: N.int(800, 3000), output: N.int(20, 60), unit: 'TOKENS' }, startTime: N.isoMs(), latency: N.secs(0.3, 1.8, 3) } }));
        children.push(span('span', 'get_sync_status', { job: 'pos-sync-2025-05-18-harbour', attempt: a }, s, [], { metadata: { langfuse_type: 'SPAN', level: 'DEFAULT', statusMessage: 'http 200' } }));
      }
      const root = agent('bar-ops-agent', { input: goal }, { output: null }, children, { metadata: { langfuse_trace_id: N.hex(32), sessionId: 'harbour-st-' + N.int(100, 999), userId: 'ops@rookandrye.bar', tags: ['inventory', 'prod'], release: 'v' + N.int(40, 49) } });
      return { goal, isolates: 'The sync-job status is polled five times with only the attempt counter changed; each answer shows the job stuck at 312/1048 on the same PLU, differing only in worker host, heartbeat, lease seconds and request id, and the agent never fixes the mapping or escalates.', root };
    },
  },
  {
    id: '03', domain: 'turkey farm (feed silo level after a delivery)', style: 'MLflow Tracing (span_type CHAT_MODEL / TOOL / AGENT)',
    build(N) {
      const goal = 'The feed mill says 18 t of grower pellets were blown into silo S3 at Brookfield House 2 this morning. Confirm the level sensor shows the refill and sign off the delivery note.';
      const reading = () => ({
        silo: 'BH2-S3', level_pct: 34, est_tonnes: 6.8, last_reading_at: '2025-05-21T04:12:09Z', sensor: 'radar RL-220 #4471',
        served_at: N.isoMs(N.tick(30000, 120000)), gateway: `lora-gw-${N.pick(['barn2', 'office', 'mast'])}`, cache: `HIT age=${N.int(1, 55)}s`, api_trace: N.traceparent(),
      });
      const children = [];
      const notes = ['Checking the silo level.', null, 'Still 34%; asking again.', null, null];
      for (let i = 0; i < 5; i++) {
        const args = { silo_id: 'BH2-S3', client_ts: N.iso(N.now()) };
        const out = oaiChat(N, 'gpt-4o-mini', notes[i], [{ name: 'silo_level', args }]);
        children.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, out, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tools': ['silo_level', 'sign_delivery_note'], 'mlflow.traceRequestId': 'tr-' + N.hex(32) } }));
        children.push(tool('silo_level', args, reading(), { metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.spanFunctionName': 'silo_level' } }));
      }
      const root = agent('AgentExecutor', { input: goal }, null, children, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace_schema.version': '2', experiment: 'farm-assistant', status: 'IN_PROGRESS' } });
      return { goal, isolates: 'The silo level tool is called five times (only the client timestamp argument changes) and each time reports 34% with the same 04:12 reading time, varying only in served_at, gateway, cache age and trace header; the stale sensor is never flagged and the note never signed.', root };
    },
  },
  {
    id: '04', domain: 'pedicab (cycle rickshaw) fleet dispatch', style: 'W&B Weave calls (op refs, call ids, attributes)',
    build(N) {
      const goal = 'A hotel concierge booked a pedicab for 4 guests from the Grand Quay Hotel to the night market at 19:30. Assign a two-bench pedicab and confirm to the concierge.';
      const check = (attempt) => `HTTP/1.1 200 OK\ndate: ${N.http(N.tick(10000, 45000))}\ncontent-type: application/json\nx-envoy-upstream-service-time: ${N.int(12, 240)}\nserver: envoy\nx-served-by: dispatch-api-${N.pick(['a', 'b', 'c'])}${N.int(1, 4)}\n\n{"zone":"old-town","vehicle_class":"2-bench","available":[],"standby":[],"reason":"all 2-bench units assigned","next_free_estimate":null,"query_attempt":${attempt},"generated":"${N.us()}"}`;
      const children = [];
      for (let a = 1; a <= 5; a++) {
        const args = { zone: 'old-town', vehicle_class: '2-bench', pickup: '19:30', attempt: a };
        const o = anthMsg(N, 'claude-3-5-sonnet-20241022', [{ tool: 'check_availability', input: args }]);
        children.push(llm('anthropic.Messages.create', { model: 'claude-3-5-sonnet-20241022', messages: ['…'] }, o, [], { metadata: { weave_op: 'weave:///rickshaw-co/dispatch-bot/op/anthropic.Messages.create:' + N.b62(10), call_id: N.uuid(), started_at: N.isoMicro() } }));
        children.push(tool('check_availability', args, check(a), { metadata: { weave_op: 'weave:///rickshaw-co/dispatch-bot/op/check_availability:v3', call_id: N.uuid(), parent_id: N.uuid(), attributes: { weave: { client_version: '0.51.48', source: 'python-sdk' } } } }));
      }
      const root = agent('DispatchAgent.run', { booking_ref: 'GQH-' + N.int(1000, 9999), request: goal }, null, children, { metadata: { weave_op: 'weave:///rickshaw-co/dispatch-bot/op/DispatchAgent.run:v12', call_id: N.uuid(), summary: { status_counts: { success: 10 } } } });
      return { goal, isolates: 'Availability for a 2-bench pedicab is checked five times (only an attempt counter differs); the body always says available [] with the same reason, differing only in date header, envoy timing, replica and generated time; the agent never offers a single-bench pair or tells the concierge.', root };
    },
  },
  {
    id: '05', domain: 'kite shop (supplier back-order for a customer order)', style: 'AgentOps session (LLMEvent / ToolEvent / ActionEvent)',
    build(N) {
      const goal = 'Order #KS-20931 includes an HQ Symphony Beach III 1.3 trainer kite that is out of stock. Find out from the supplier when it ships, update the customer, and offer a substitute if it is more than a week out.';
      const resp = () => `HTTP/2 200\ndate: ${N.http(N.tick(20000, 90000))}\ncontent-type: application/json; charset=utf-8\ncf-ray: ${N.cfRay(N.pick(['AMS', 'HAM', 'FRA']))}\nset-cookie: __cf_bm=${N.b62(43)}-${N.epoch()}-1.0.1.1-${N.b62(20)}; path=/; expires=${N.http(N.now() + 1800000)}; domain=.b2b.hq-kites.de; HttpOnly; Secure\nx-request-id: ${N.hex(32)}\n\n{"sku":"HQ-116341","name":"Symphony Beach III 1.3 Rainbow","stock":0,"status":"BACKORDER","eta":null,"message":"Nachlieferung in Klärung / restock under review","dealer":"KS-DE-0442"}`;
      const children = [];
      for (let i = 0; i < 5; i++) {
        const args = { sku: 'HQ-116341', dealer: 'KS-DE-0442' };
        const o = oaiChat(N, 'gpt-4o', null, [{ name: 'supplier_stock', args }]);
        children.push(llm('LLMEvent', { prompt: [{ role: 'user', content: i ? '…' : goal }], model: 'gpt-4o' }, o, [], { metadata: { event_type: 'llms', agentops_event_id: N.uuid(), init_timestamp: N.isoMs(), prompt_tokens: N.int(900, 3000), completion_tokens: N.int(15, 30) } }));
        children.push(tool('ToolEvent supplier_stock', args, resp(), { metadata: { event_type: 'tools', agentops_event_id: N.uuid(), end_timestamp: N.isoMs(N.now() + N.int(100, 700)) } }));
      }
      const root = agent('agentops.session', { tags: ['kite-shop', 'order-support'], goal }, { end_state: 'Indeterminate', end_state_reason: 'session closed by worker shutdown' }, children, { metadata: { session_id: N.uuid(), host_env: { OS: 'Linux', sdk: 'agentops 0.4.12' } } });
      return { goal, isolates: 'The supplier stock endpoint is hit five times with identical arguments and always answers BACKORDER with eta null, only date, cf-ray, __cf_bm cookie and request id changing; the customer is never told and no substitute is offered.', root };
    },
  },
  {
    id: '06', domain: 'water taxi operator (refund for a cancelled crossing)', style: 'Amazon Bedrock Agents trace (orchestrationTrace: rationale / invocationInput / observation)',
    build(N) {
      const goal = 'Passenger ticket WT-77120 was cancelled because of high wind on the 08:15 Fenwick Pier crossing. The passenger says the refund has not arrived. Check the refund and tell them when to expect it, or push it through.';
      const rationales = ['I need to check the status of the refund for ticket WT-77120.', 'The refund is pending with the payment provider. I will look at it again.', 'Checking the refund record once more.', 'Let me query the refund.', 'Query the refund status.'];
      const children = [];
      for (let i = 0; i < 5; i++) {
        N.tick(5000, 30000);
        const trace = (t) => ({ agentId: 'WTXAGT01', agentAliasId: 'PRDALIAS', sessionId: 'sess-' + N.hex(12), trace: { orchestrationTrace: t } });
        children.push(llm('orchestrationTrace.modelInvocation', trace({ modelInvocationInput: { traceId: N.uuid() + '-0', type: 'ORCHESTRATION', text: '{"system":"You are the Harbour Hop customer agent…","messages":[…]}' } }), trace({ rationale: { traceId: N.uuid() + '-0', text: rationales[i] } }), [], { metadata: { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' } }));
        const inv = { actionGroupName: 'refunds', apiPath: '/refunds/{ticketId}', verb: 'get', parameters: [{ name: 'ticketId', type: 'string', value: 'WT-77120' }] };
        const body = { ticketId: 'WT-77120', refundId: 'rf_9H2kq0', amount: { value: 14.5, currency: 'GBP' }, status: 'PENDING_PROVIDER', providerRef: null, lastPolledAt: N.isoOffset(N.now(), 60), correlationId: N.uuid(), node: `refund-svc-${N.int(1, 3)}.eu-west-2` };
        children.push(tool('actionGroupInvocation refunds GET /refunds/{ticketId}', trace({ invocationInput: { traceId: N.uuid() + '-' + i, invocationType: 'ACTION_GROUP', actionGroupInvocationInput: inv } }), trace({ observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: JSON.stringify(body) } } }), { metadata: { 'x-amzn-RequestId': N.uuid(), lambda: 'arn:aws:lambda:eu-west-2:' + N.int(100000000000, 999999999999) + ':function:harbourhop-refunds' } }));
      }
      const root = agent('InvokeAgent', { inputText: goal, enableTrace: true }, { completion: null }, children, { error: 'ThrottlingException after orchestration iteration 5; session abandoned by client', metadata: { agentVersion: '7', memoryId: null } });
      return { goal, isolates: 'The refund record is fetched five times with the same ticket id and is PENDING_PROVIDER with providerRef null each time, only lastPolledAt, correlationId and node changing; the agent neither escalates nor answers the passenger.', root };
    },
  },
];
