// Family 5: the same call (same args, or args differing only in a client timestamp / attempt
// counter) returns the same answer apart from volatile values, 4+ times, and is never acted on.
import { agent, llm, tool, chain, span } from './lib.mjs';

export const family = 'volatile_only_repeats';
export const loop = true;
export const stagnation = false;
export const isolates = 'Repeated identical calls whose answers differ only in volatile fields (ids, timestamps, hosts, counters), never acted on.';
export const domains = ['sericulture incubator racks', 'axolotl breeder shipments', 'reenactment society event insurance', 'cashew roasting MES export', 'snorkel tour booking search cluster', 'bird feeder subscription payments'];
export const styles = ['W&B Weave calls', 'LangChain4j', 'Haystack Agent', 'AgentOps session', 'OpenTelemetry GenAI semantic conventions', 'Spring AI'];

// ---------------------------------------------------------------- 01 silk incubators / W&B Weave
function r01(N) {
  const task = 'Before we release the next silkworm egg batch to hatching, confirm rack R4 incubator humidity is within 75–85 % RH.';
  const kids = [];
  const entity = 'weave:///mulberryworks/incubation/op/';
  for (let i = 0; i < 5; i++) {
    N.tick(20000, 70000);
    kids.push(span('llm', 'openai.chat.completions.create', { model: 'gpt-4o-mini', messages: '[…]', tools: ['get_incubator_status', 'page_technician'] }, { id: 'chatcmpl-' + N.b62(29), choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: N.callId(), type: 'function', function: { name: 'get_incubator_status', arguments: '{"rack":"R4"}' } }] }, finish_reason: 'tool_calls' }], usage: { prompt_tokens: 600 + i * 170, completion_tokens: 18 } },
      [], { metadata: { weave_op: entity + 'openai.chat.completions.create:v0', call_id: N.ulid(), trace_id: N.ulid() } }));
    N.tick(200, 900);
    kids.push(tool('get_incubator_status', { rack: 'R4' }, {
      rack: 'R4', temp_c: 25.1, rh_pct: null, rh_sensor: 'OFFLINE', alarm: 'RH_SENSOR_TIMEOUT', eggs_trays: 12, stage: 'blue-head (day 9)',
      read_at: N.epochMs(), gateway: `gw-rack4-${N.pick(['a', 'b'])}`, modbus_txn: N.int(1, 65535), fw_uptime_s: 86400 * 3 + N.int(0, 80000), frame_crc: N.hex(8),
    }, { weave_op: entity + 'get_incubator_status:v3', call_id: N.ulid(), latency_ms: N.ms(40, 300) }));
  }
  return {
    isolates: 'W&B Weave trace polls rack R4 five times; every answer reports rh_sensor OFFLINE with the same temperature and alarm, differing only in read_at, gateway, Modbus transaction id, uptime and CRC; the technician is never paged.',
    goal: task,
    root: agent('IncubationAgent.predict', { task }, null, kids, { weave_op: entity + 'IncubationAgent.predict:v7', call_id: N.ulid(), status: 'running', note: 'call never finished; process killed by supervisor' }),
  };
}

// ---------------------------------------------------------------- 02 axolotl shipments / LangChain4j
function r02(N) {
  const task = 'A customer in Lyon asks where her two leucistic axolotls are. Check shipment AX-8842 and give her a delivery estimate.';
  const kids = [];
  for (let i = 0; i < 5; i++) {
    N.tick(30000, 90000);
    const reqId = N.uuid();
    kids.push(llm('dev.langchain4j.model.openai.OpenAiChatModel.chat', { messages: `${3 + i * 2} ChatMessages`, toolSpecifications: ['trackShipment', 'emailCustomer'] },
      { aiMessage: { text: null, toolExecutionRequests: [{ id: N.callId(), name: 'trackShipment', arguments: '{"shipmentId":"AX-8842"}' }] }, tokenUsage: { inputTokenCount: 500 + 140 * i, outputTokenCount: 17, totalTokenCount: 517 + 140 * i }, finishReason: 'TOOL_EXECUTION' },
      { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o-mini', 'langchain4j.memoryId': 'cust-30917' }));
    N.tick(300, 1500);
    kids.push(tool('trackShipment', '{"shipmentId":"AX-8842"}', `TrackingResult[shipmentId=AX-8842, carrier=Chronofresh, status=LABEL_CREATED, description=Shipment information sent to carrier, location=null, lastEvent=${N.isoOffset(1)}, checkedAt=${N.euDate()}, edge=${N.pick(['par', 'fra', 'ams'])}-edge-${N.int(1, 40)}, x-correlation-id=${reqId}, rateLimitRemaining=${N.int(100, 999)}]`,
      { 'langchain4j.tool.executor': 'DefaultToolExecutor', duration_ms: N.ms(150, 900) }));
  }
  return {
    isolates: 'A LangChain4j AI service calls trackShipment five times and gets LABEL_CREATED with a null location every time; only timestamps, edge node, correlation id and rate-limit counter differ; no reply reaches the customer.',
    goal: task,
    root: agent('AiServices.CustomerAssistant.chat', { memoryId: 'cust-30917', userMessage: task }, null, kids, { framework: 'langchain4j 0.36.2', 'spring.application.name': 'axo-shop-support', error: 'dev.langchain4j.exception.RuntimeException: Something is wrong, exceeded 5 sequential tool executions' }),
  };
}

// ---------------------------------------------------------------- 03 reenactment insurance / Haystack Agent
function r03(N) {
  const task = 'Get the public liability quote for the Bosworth Field reenactment weekend (1,200 visitors, mounted combat display) and add the premium to the event budget sheet.';
  const kids = [];
  for (let i = 0; i < 5; i++) {
    N.tick(45000, 120000);
    const args = { quote_ref: 'QB-77120', client_ts: N.isoSec() };
    kids.push(span('llm', 'haystack.component.run', { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator', messages: `${2 + 2 * i} ChatMessage` },
      { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'get_quote_status', arguments: args, id: N.callId() } }], _meta: { model: 'gpt-4o-2024-08-06', finish_reason: 'tool_calls', usage: { prompt_tokens: 700 + i * 230, completion_tokens: 31 } } }] }, [], { metadata: { 'haystack.component.visits': i + 1 } }));
    N.tick(200, 700);
    kids.push(span('tool', 'haystack.component.run', { 'haystack.component.name': 'tool_invoker', tool_name: 'get_quote_status', arguments: args },
      { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify({ quote_ref: 'QB-77120', state: 'REFERRED', queue: 'specialist-underwriting', reason: 'equestrian activity requires manual rating', premium: null, updated: N.httpDate(), trace: N.traceparent(), served_by: N.host('broker-api', 'eu-west-2'), poll_after_s: 60 }), origin: { tool_name: 'get_quote_status' }, error: false }] }] }, [], { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
  }
  return {
    isolates: 'A Haystack Agent polls the same quote five times (only the client_ts argument changes) and the broker API keeps answering REFERRED to specialist underwriting with premium null; the agent never escalates or records a blocker.',
    goal: task,
    root: agent('haystack.agent.run', { messages: [{ role: 'user', content: task }], max_agent_steps: 10 }, null, kids, { 'haystack.pipeline.name': 'event_budget_agent', 'haystack.version': '2.11.0', status: 'timeout after 600s' }),
  };
}

// ---------------------------------------------------------------- 04 cashew MES export / AgentOps
function r04(N) {
  const task = 'Export yesterday\'s roasting batches from the MES for the buyer audit (lot codes, roast curves, moisture) and email the CSV to QA.';
  const session = N.uuid();
  const kids = [];
  N.tick(1000, 3000);
  kids.push(llm('LLMEvent', { prompt: [{ role: 'user', content: task }] }, { completion: { role: 'assistant', content: 'Starting the export job for yesterday\'s roast batches.', tool_calls: [{ function: { name: 'start_export', arguments: '{"from":"' + N.dateOnly(-1) + '","to":"' + N.dateOnly(-1) + '","line":"roaster-2"}' } }] } }, { event_type: 'llms', model: 'gpt-4o', session_id: session, init_timestamp: N.iso() }));
  kids.push(tool('ToolEvent', { name: 'start_export', params: { line: 'roaster-2' } }, { returns: { job_id: 'EXP-20418', state: 'QUEUED' } }, { event_type: 'tools', session_id: session }));
  for (let i = 1; i <= 5; i++) {
    N.tick(15000, 40000);
    kids.push(llm('LLMEvent', { prompt: '[…]' }, { completion: { role: 'assistant', content: null, tool_calls: [{ function: { name: 'get_export_job', arguments: JSON.stringify({ job_id: 'EXP-20418', attempt: i }) } }] } }, { event_type: 'llms', model: 'gpt-4o', session_id: session, init_timestamp: N.iso(), prompt_tokens: 900 + 120 * i }));
    N.tick(100, 600);
    kids.push(tool('ToolEvent', { name: 'get_export_job', params: { job_id: 'EXP-20418', attempt: i } }, {
      returns: `{"job_id":"EXP-20418","state":"RUNNING","progress":0.42,"rows_written":1180,"stage":"roast_curves","worker":"mes-exporter-${N.int(1, 6)}","heartbeat_at":"${N.usDate()}","lease_expires_in":"${N.int(20, 59)}s","lock_token":"${N.hex(16)}","poll":${i}}`,
    }, { event_type: 'tools', session_id: session, end_timestamp: N.iso() }));
  }
  return {
    isolates: 'An AgentOps session polls one MES export job five times with an attempt counter; every answer is RUNNING at progress 0.42 with 1,180 rows, differing only in worker, heartbeat, lease, lock token and poll number.',
    goal: task,
    root: agent('AgentOps session', { tags: ['mes', 'audit'], task }, { end_state: 'Indeterminate', end_state_reason: 'session not ended by client' }, kids, { session_id: session, agentops_sdk: '0.3.21', host_env: { OS: 'Linux', hostname: N.host('qa-bot', 'ap-south-1') } }),
  };
}

// ---------------------------------------------------------------- 05 snorkel booking ES restore / OTel GenAI semconv
function r05(N) {
  const task = 'The booking search for the Reef & Ray snorkel tours is empty after last night\'s cluster rebuild. Make sure the snapshot restore of the bookings index finished, then switch the alias back.';
  const kids = [];
  const traceId = N.hex(32);
  for (let i = 0; i < 5; i++) {
    N.tick(20000, 60000);
    kids.push(llm('chat gpt-4.1', { 'gen_ai.input.messages': '[…]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'es_request', arguments: { method: 'GET', path: '/_cat/recovery/bookings-2025?active_only=true&v&h=index,stage,files_percent,bytes_percent,time' } }], finish_reason: 'tool_call' }] },
      { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4.1', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29), 'gen_ai.usage.input_tokens': 1100 + 260 * i, 'gen_ai.usage.output_tokens': 44, 'trace_id': traceId, 'span_id': N.spanId() }));
    N.tick(100, 400);
    const t = N.int(1, 59);
    kids.push(tool('execute_tool es_request', { method: 'GET', path: '/_cat/recovery/bookings-2025?active_only=true&v&h=index,stage,files_percent,bytes_percent,time' },
      `HTTP/1.1 200 OK\ncontent-type: text/plain; charset=UTF-8\nx-elastic-product: Elasticsearch\nx-opaque-id: ${N.uuid()}\nX-Found-Handling-Cluster: ${N.hex(32)}\nX-Found-Handling-Instance: instance-00000000${N.int(0, 5)}\ndate: ${N.httpDate()}\n\nindex         stage files_percent bytes_percent time\nbookings-2025 index 63.1%         58.9%         ${N.int(40, 95)}m${t}s\n`,
      { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'es_request', 'gen_ai.tool.call.id': N.callId(), 'http.response.status_code': 200, 'server.address': `snorkel-search.es.${N.pick(['eu-west-1', 'eu-west-1'])}.aws.found.io`, trace_id: traceId }));
  }
  return {
    isolates: 'OTel GenAI spans show five identical _cat/recovery requests; the restore is stuck at 63.1 % files / 58.9 % bytes every time while headers, handling instance and elapsed time change; the alias is never switched and the stall is never investigated.',
    goal: task,
    root: agent('invoke_agent search-ops', { 'gen_ai.agent.name': 'search-ops', task }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.system': 'openai', trace_id: traceId, 'otel.status_code': 'UNSET' }),
  };
}

// ---------------------------------------------------------------- 06 bird feeder subscriptions / Spring AI
function r06(N) {
  const task = 'Subscriber #44190 (Finch Friends monthly box) was charged but shows "payment pending". Find out why the payment webhook was not processed and fix the subscription status.';
  const kids = [];
  let attempt = 6;
  for (let i = 0; i < 4; i++) {
    N.tick(40000, 100000);
    const ts = N.epochMs();
    kids.push(llm('chat gpt-4o', { 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'], messages: '[…]' },
      { result: { output: { messageType: 'ASSISTANT', textContent: null, toolCalls: [{ id: N.callId(), type: 'function', name: 'getWebhookDelivery', arguments: JSON.stringify({ deliveryId: 'whd_7Hq2LmX0', requestedAt: ts }) }] }, metadata: { finishReason: 'TOOL_CALLS' } } },
      { 'spring.ai.kind': 'chat_model', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.total_tokens': 1300 + 210 * i }));
    attempt += N.int(1, 2);
    N.tick(200, 900);
    kids.push(tool('tool_call getWebhookDelivery', { deliveryId: 'whd_7Hq2LmX0', requestedAt: ts }, JSON.stringify({
      id: 'whd_7Hq2LmX0', event: 'invoice.paid', subscription: 'sub_44190', status: 'failed', attempts: attempt,
      last_attempt_at: N.epoch(), next_retry_at: N.epoch() + 3600 * N.int(1, 4), last_response: { code: 502, body: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination', served_by: `envoy-${N.hex(6)}`, took_ms: N.ms(3000, 3100) },
      endpoint: 'https://hooks.finchfriends.shop/payments', request_id: N.reqId('req_'),
    }), { 'spring.ai.kind': 'tool_call', 'spring.ai.tool.definition.name': 'getWebhookDelivery' }));
  }
  kids.push(llm('chat gpt-4o', { messages: '[…]' }, { result: { output: { messageType: 'ASSISTANT', textContent: null, toolCalls: [{ id: N.callId(), type: 'function', name: 'getWebhookDelivery', arguments: JSON.stringify({ deliveryId: 'whd_7Hq2LmX0', requestedAt: N.epochMs() }) }] } } }, { 'spring.ai.kind': 'chat_model' }));
  return {
    isolates: 'A Spring AI tool loop fetches the same webhook delivery four times (arguments differ only in a client requestedAt); each answer is the same 502 upstream reset, with only attempt counter, times, envoy id and request id moving; the endpoint is never investigated.',
    goal: task,
    root: agent('spring.ai.chat.client', { userText: task, conversationId: 'sub-44190' }, null, kids, { 'spring.ai.chat.client.stream': false, 'spring-ai.version': '1.0.0-M6', 'error': 'Request processing failed: Max tool-calling iterations (5) exceeded' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
