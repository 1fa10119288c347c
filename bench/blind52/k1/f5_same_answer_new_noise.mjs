import { agent, llm, tool, chain, span } from './lib.mjs';
export const family = 'same_answer_new_noise';
export const loop = true;
export const stagnation = true;
export const summary = 'Same tool called 4+ times with identical arguments (or only a client timestamp/attempt counter changing); each answer identical apart from volatile values; the agent never acts.';

export const scenarios = [
  { id: '01', domain: 'cashew processing plant moisture readings', style: 'OpenTelemetry GenAI semantic conventions', build(N) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Is the kernel drying batch ready for peeling?' }] }]) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'Let me check the dryer moisture reading.' }, { type: 'tool_call', name: 'dryer_moisture', arguments: { dryer: 'D4' } }], finish_reason: 'tool_call' }]), 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) }, { 'gen_ai.usage.input_tokens': N.int(300, 900) }));
      kids.push(tool('execute_tool dryer_moisture', { 'gen_ai.tool.name': 'dryer_moisture', 'gen_ai.tool.call.arguments': '{"dryer":"D4"}' }, { 'gen_ai.tool.call.result': JSON.stringify({ dryer: 'D4', moisture_pct: 6.8, target_pct: 5.0, probe: 'NIR-' + N.int(1, 3), sampled_at: N.isoOffset(5), gateway: N.host('plc-gw'), seq: N.seq() }) }));
    }
    const goal = 'Decide whether cashew kernel drying batch in dryer D4 is ready to move to peeling.';
    return { isolates: 'Five identical moisture checks all report 6.8% against 5.0% target with only timestamp, probe, gateway and sequence number changing; no decision is made.', goal, root: agent('invoke_agent plant_assistant', { 'gen_ai.agent.name': 'plant_assistant', input: goal }, null, kids, { 'gen_ai.system': 'openai' }) };
  } },
  { id: '02', domain: 'Redis eviction on a session cache for a museum-pass booking site', style: 'Bedrock Agents trace', build(N) {
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('orchestrationTrace.modelInvocationOutput', { traceId: N.uuid() + '-0', type: 'ORCHESTRATION' }, { rationale: { text: 'I will check the Redis memory stats to see why sessions are being evicted.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'cache-ops', function: 'redis_info', parameters: [{ name: 'section', type: 'string', value: 'memory' }] } } }));
      kids.push(tool('actionGroupInvocationOutput', { function: 'redis_info', section: 'memory' }, { text: `# Memory\r\nused_memory:2147480112\r\nused_memory_human:2.00G\r\nmaxmemory:2147483648\r\nmaxmemory_policy:allkeys-lru\r\nevicted_keys_last_min:${1200 + (i % 2)}\r\nmem_fragmentation_ratio:1.0${N.int(1, 9)}\r\n# Server\r\nuptime_in_seconds:${N.int(400000, 500000)}\r\nrun_id:${N.hex(40)}\r\n`, executor: N.host('redis-sess'), lambdaRequestId: N.uuid() }));
    }
    const goal = 'Find out why museum-pass checkout sessions are expiring early and fix it.';
    return { isolates: 'Bedrock agent calls redis_info memory four times; each shows the same 2.00G at maxmemory with LRU evictions, differing only in uptime, run_id and lambda ids.', goal, root: agent('InvokeAgent', { agentId: N.b62(10).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: N.uuid(), inputText: goal }, { stopReason: 'maximum iterations' }, kids) };
  } },
  { id: '03', domain: 'camel dairy milk-cooling tanks', style: 'W&B Weave calls', build(N) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Tank 2 alarm: check temperature.' }] }, { choices: [{ message: { content: 'Checking tank 2 temperature again.', tool_calls: [{ function: { name: 'tank_status', arguments: JSON.stringify({ tank: 2, client_ts: N.epochMs() }) } }] } }] }, { weave: { op: 'openai.chat.completions.create', call_id: N.uuid() } }));
      kids.push(tool('tank_status', { tank: 2, client_ts: N.epochMs() }, { tank: 2, temp_c: 7.9, setpoint_c: 4.0, compressor: 'FAULT E21', last_defrost: N.usDate(), firmware: 'v3.2.1', trace: N.traceId() }, { weave: { op: 'tank_status', call_id: N.uuid() } }));
    }
    const goal = 'Tank 2 at the camel dairy is alarming; find out why and dispatch a fix.';
    return { isolates: 'Five tank_status calls (only a client timestamp differs) return the same 7.9 °C and compressor FAULT E21; the agent never dispatches a technician.', goal, root: agent('dairy_alarm_agent.run', { goal }, null, kids, { weave_project: 'dairy-ops' }) };
  } },
  { id: '04', domain: 'kabaddi league fixture publishing', style: 'MLflow Tracing', build(N) {
    const kids = [];
    for (let a = 1; a <= 5; a++) {
      kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Publish round 9 fixtures.' }] }, { content: 'The publish did not go through; retrying the fixture publish.', tool_calls: [{ name: 'publish_fixtures', args: { round: 9, attempt: a } }] }, { 'mlflow.spanType': 'CHAT_MODEL' }));
      kids.push(tool('publish_fixtures', { round: 9, attempt: a }, { status: 409, body: { error: 'ROUND_LOCKED', message: 'Round 9 is locked by referee allocation job', lock_owner: 'ref-alloc', lock_id: 'lk_' + N.b62(10), server_time: N.epoch(), node: N.host('fixtures-api') } }, { 'mlflow.spanType': 'TOOL' }, 'HTTP 409 ROUND_LOCKED'));
    }
    const goal = 'Publish round 9 fixtures for the state kabaddi league.';
    return { isolates: 'publish_fixtures is retried five times with only an attempt counter changing; each answer is the same ROUND_LOCKED 409 apart from lock id, server time and node.', goal, root: agent('AgentExecutor', { input: goal }, null, kids, { 'mlflow.traceRequestId': 'tr-' + N.hex(32), 'mlflow.spanType': 'AGENT' }) };
  } },
  { id: '05', domain: 'handmade paper mill pulp vat', style: 'AgentOps session', build(N) {
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('LLMEvent', { model: 'gpt-4-turbo', prompt: [{ role: 'user', content: 'Has the cotton rag pulp reached freeness 450 CSF?' }] }, { completion: { role: 'assistant', content: 'Let me read the beater freeness sensor.', tool_calls: [{ function: { name: 'freeness_reading', arguments: '{"vat":"hollander-1"}' } }] } }, { event_id: N.uuid(), init_timestamp: N.iso(), end_timestamp: N.iso() }));
      kids.push(tool('ToolEvent', { name: 'freeness_reading', params: { vat: 'hollander-1' } }, `[${N.syslog()}] hollander-1 CSF=612 target=450 beater_gap=0.35mm motor=on log=/var/log/beater/${N.hex(8)}.log`, { event_id: N.uuid() }));
    }
    const goal = 'Tell the vat operator when the cotton rag pulp reaches 450 CSF so sheet forming can start.';
    return { isolates: 'Four identical freeness readings (CSF 612) differing only in syslog time and log path; the agent neither waits meaningfully nor adjusts the beater.', goal, root: agent('session', { session_id: N.uuid(), tags: ['papermill'] }, { end_state: 'Indeterminate' }, kids) };
  } },
  { id: '06', domain: 'sourdough starter mail-order shipping', style: 'Google ADK', build(N) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: '...' }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text: 'I will check the parcel status.' }, { function_call: { name: 'track_parcel', args: { tracking: 'JD014600009871' } } }] } }) }, { 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid(), 'gcp.vertex.agent.event_id': N.uuid() }));
      kids.push(tool('execute_tool track_parcel', { 'gcp.vertex.agent.tool_call_args': '{"tracking":"JD014600009871"}' }, { 'gcp.vertex.agent.tool_response': JSON.stringify({ status: 'HELD_AT_DEPOT', reason: 'Address query', depot: 'Leeds NDC', updated: N.isoOffset(1), api_trace: N.hex(16), cache_age_s: N.int(0, 120) }) }));
    }
    const goal = 'A customer’s starter jar is late; find out where it is and resolve the delivery.';
    return { isolates: 'Five parcel lookups return HELD_AT_DEPOT (address query) with only timestamps, trace and cache age changing; the address query is never answered.', goal, root: agent('invoke_agent starter_support', { user_content: goal }, null, kids, { 'gen_ai.system': 'gcp.vertex.agent' }) };
  } },
];
