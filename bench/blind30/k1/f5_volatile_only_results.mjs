// Family 5: the same call repeated, each answer identical apart from volatile values; the agent never acts on it.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'volatile_only_results', loop: true, stagnation: false };

// 01 — W&B Weave calls — architectural visualisation render farm
function s01(R) {
  const goal = 'Get the final 8K exterior renders of the Larch Street housing scheme from the render farm and drop them in the client share by 17:00.';
  const op = (n) => `weave:///archviz-studio/renderbot/op/${n}:${R.b62(43)}`;
  const children = [
    llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'system', content: 'You operate the studio render farm via tools.' }, { role: 'user', content: goal }] }, { choices: [{ message: { role: 'assistant', content: 'The job for the exterior views is RJ-7781; checking its state on the farm.', tool_calls: [tc(R.callId(), 'get_render_status', { job_id: 'RJ-7781' })] } }] }, { op_name: op('openai.chat.completions.create'), summary: { usage: { 'gpt-4o': { requests: 1, prompt_tokens: 512, completion_tokens: 31 } } } }),
  ];
  for (let i = 0; i < 5; i++) {
    if (i > 0) children.push(llm('openai.chat.completions.create', { model: 'gpt-4o', messages: '[… ' + (3 + i * 2) + ' messages]' }, { choices: [{ message: { role: 'assistant', content: null, tool_calls: [tc(R.callId(), 'get_render_status', { job_id: 'RJ-7781' })] }, finish_reason: 'tool_calls' }] }, { op_name: op('openai.chat.completions.create'), summary: { usage: { 'gpt-4o': { requests: 1, prompt_tokens: 600 + i * 180, completion_tokens: 14 } } } }));
    children.push(tool('get_render_status', { job_id: 'RJ-7781' }, { job_id: 'RJ-7781', scene: 'larch_st_ext_v12.max', frames: '1-6', state: 'BLOCKED', reason: 'license: 0 of 24 V-Ray render node seats free (held by job RJ-7764, owner t.mbeki, idle)', frames_done: 0, scheduler: R.host('deadline-rcs', 3), checked_at: R.iso(R.step(20000, 60000)), license_server_rtt_ms: R.ms(3, 80), worker_heartbeat_seq: R.int(100000, 999999), trace: R.traceparent() }, { op_name: op('get_render_status'), started_at: R.isoMs(), ended_at: R.isoMs(R.now() + R.ms(50, 400)) }));
  }
  return {
    isolates: 'The render job is polled five times and each answer is the same licence block apart from timestamps, scheduler host and heartbeat counters; the agent never frees the idle licence or reports.',
    goal,
    root: agent('RenderAgent.run', { goal }, null, children, { op_name: op('RenderAgent.run'), call_id: R.uuid(), wb_run: 'renderbot/' + R.b62(8), exception: 'KeyboardInterrupt' }),
  };
}

// 02 — AgentOps session — trade finance letter of credit
function s02(R) {
  const goal = 'Tell the exporter whether letter of credit LC-2025-0457 has been accepted by the issuing bank so they can release the container of ceramic tiles.';
  const session = R.uuid();
  const children = [];
  for (let i = 0; i < 5; i++) {
    const clientTs = R.iso(R.step(30000, 120000));
    children.push(llm('LLMEvent', { prompt: [{ role: 'user', content: goal }], prompt_tokens: 700 + i * 160 }, { completion: { role: 'assistant', content: null, tool_calls: [tc(R.callId(), 'check_lc_status', { lc_ref: 'LC-2025-0457', client_ts: clientTs })] } }, { event_type: 'llms', model: 'gpt-4o-mini', init_timestamp: R.isoMs(), end_timestamp: R.isoMs(R.now() + R.ms(300, 1200)), session_id: session }));
    children.push(tool('ToolEvent', { name: 'check_lc_status', params: { lc_ref: 'LC-2025-0457', client_ts: clientTs } }, { returns: `{"lc_ref":"LC-2025-0457","status":"DISCREPANT","discrepancies":["B/L shows 'freight collect', LC requires 'freight prepaid'"],"awaiting":"applicant waiver","last_swift":"MT734","swift_uetr":"${R.uuid()}","as_of":"${R.compact(R.step())}","gateway":"${R.host('tf-gw', 4)}.bank.internal","seq":${R.int(1000, 9999)}}` }, { event_type: 'tools', session_id: session, id: R.uuid() }));
  }
  return {
    isolates: 'The LC status is requested five times with only the client timestamp changing, and every answer is the same DISCREPANT status with new UETRs, times and gateway hosts; the exporter is never told.',
    goal,
    root: agent('AgentOps session', { tags: ['trade-finance', 'lc-desk'], goal }, { end_state: 'Indeterminate', end_state_reason: 'process exited' }, children, { session_id: session, agentops_sdk: '0.3.21', host_env: { os: 'Linux', python: '3.11.6' } }),
  };
}

// 03 — Semantic Kernel — surf wax maker shipping labels
function s03(R) {
  const goal = 'Create the courier label for wholesale order W-3390 (40 cases of cold-water surf wax to a shop in Tofino) and email it to the warehouse.';
  const children = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    children.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': goal, history: attempt * 2 }, { role: 'assistant', items: [{ $type: 'FunctionCallContent', pluginName: 'Shipping', functionName: 'CreateLabel', id: R.callId(), arguments: { orderId: 'W-3390', service: 'ground', attempt } }] }, { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.finish_reason': 'tool_calls' }));
    children.push(tool('Shipping-CreateLabel', { orderId: 'W-3390', service: 'ground', attempt }, { statusCode: 422, headers: { 'X-Correlation-Id': R.uuid(), Date: R.http(R.step(4000, 15000)), 'X-RateLimit-Remaining': String(100 - attempt * 3 - R.int(0, 2)), Server: R.host('label-api', 8) }, body: { code: 'ADDRESS_UNVERIFIABLE', detail: 'Unit/suite required for 1180 Pacific Rim Hwy, Tofino BC V0R 2Z0 (multi-tenant building)', label: null, attempt, quote_token: R.b62(16) } }, { 'semantic_kernel.function.invocation.duration': R.secs(0.1, 1.5), 'semantic_kernel.function.name': 'CreateLabel', 'semantic_kernel.plugin.name': 'Shipping' }, 'HTTP 422 ADDRESS_UNVERIFIABLE'));
  }
  return {
    isolates: 'The same label call is repeated five times, changing only an attempt counter, and each response is the same 422 unit-number error with new correlation ids and dates; the agent never asks for the suite number.',
    goal,
    root: agent('InvokeAsync ChatCompletionAgent', { agent: 'ShippingClerk', message: goal }, null, children, { 'semantic_kernel.version': '1.31.0', FunctionChoiceBehavior: 'Auto', maximumAutoInvokeAttempts: 5 }),
  };
}

// 04 — LangChain4j AiServices — sports bar chain IPTV lineup
function s04(R) {
  const goal = 'Before Saturday\'s derby, make sure all 12 sports bars in the chain have the pay-per-view match channel in their IPTV lineup, and schedule it on the main screens.';
  const children = [];
  for (let i = 0; i < 5; i++) {
    const id = R.callId();
    children.push(llm('ChatLanguageModel.chat', { messages: `[SystemMessage { text = "You manage IPTV lineups for Goal Line bars." }, UserMessage { contents = [TextContent { text = "${goal}" }] }, … (${2 + i * 2} more)]` }, { aiMessage: { text: null, toolExecutionRequests: [{ id, name: 'getLineupSyncStatus', arguments: '{"chainId":"GOAL-LINE","channel":"PPV-DERBY-1"}' }] }, finishReason: 'TOOL_EXECUTION' }, { modelName: 'gpt-4o-mini', tokenUsage: `TokenUsage { inputTokenCount = ${R.int(700, 2400)}, outputTokenCount = ${R.int(15, 30)}, totalTokenCount = ${R.int(730, 2430)} }` }));
    children.push(tool('ToolExecutor.execute getLineupSyncStatus', { toolExecutionRequest: { id, name: 'getLineupSyncStatus', arguments: '{"chainId":"GOAL-LINE","channel":"PPV-DERBY-1"}' } }, `ToolExecutionResultMessage { id = "${id}" toolName = "getLineupSyncStatus" text = "LineupSync[chain=GOAL-LINE, channel=PPV-DERBY-1, venuesWithChannel=0/12, blocker=ENTITLEMENT_NOT_PROVISIONED, lastSync=${R.isoOffset(R.step(10000, 40000), 0)}, headend=${R.host('iptv-he', 4)}, syncRun=${R.uuid()}, durationMs=${R.ms(200, 2000)}]" }`, { thread: `http-nio-8080-exec-${R.int(1, 10)}`, class: 'dev.langchain4j.service.tool.DefaultToolExecutor' }));
  }
  return {
    isolates: 'The lineup status is fetched five times with identical arguments and each result is the same 0/12 entitlement blocker apart from sync times, head-end host and run ids; nothing is provisioned or escalated.',
    goal,
    root: agent('AiServices.chat', { userMessage: goal, memoryId: 'ops-desk' }, null, children, { service: 'IptvOpsAssistant', langchain4j: '1.0.0', note: 'request thread interrupted after 300s' }),
  };
}

// 05 — Spring AI observations — fire sprinkler inspection certificates
function s05(R) {
  const goal = 'Confirm that the sprinkler inspection certificate for Ashgrove Primary School is current so the facilities team can approve Friday\'s evening event.';
  const children = [];
  for (let i = 0; i < 4; i++) {
    children.push(llm('spring.ai.chat.client', { 'gen_ai.operation.name': 'chat', 'spring.ai.chat.client.user.text': goal, 'spring.ai.chat.client.tool.names': '["certificateStatus"]' }, { 'gen_ai.completion': i === 0 ? 'Looking up the certificate register for the school building.' : '', tool_calls: [{ id: R.callId(), type: 'function', name: 'certificateStatus', arguments: '{"buildingId":"EDU-ASH-01","system":"sprinkler"}' }] }, { 'gen_ai.request.model': 'gpt-4o', 'gen_ai.system': 'openai', 'spring.ai.kind': 'chat_client' }));
    children.push(tool('spring.ai.tool certificateStatus', { 'spring.ai.tool.call.arguments': '{"buildingId":"EDU-ASH-01","system":"sprinkler"}' }, { 'spring.ai.tool.call.result': JSON.stringify({ status: 200, headers: { date: R.http(R.step(5000, 30000)), 'x-b3-traceid': R.hex(16), 'x-b3-spanid': R.hex(16), 'cache-control': 'no-store', via: `1.1 ${R.host('fsr-proxy', 3)}` }, body: { buildingId: 'EDU-ASH-01', system: 'wet-pipe sprinkler', certificate: 'PENDING_REVIEW', inspector_report: 'uploaded', reviewer: null, note: 'Awaiting fire authority review; contact fsr-desk@council.example', retrieved: R.sql() } }) }, { 'spring.ai.tool.definition.name': 'certificateStatus', 'spring.ai.kind': 'tool_call' }));
  }
  return {
    isolates: 'The certificate status is requested four times with the same arguments and each answer is the same PENDING_REVIEW record with only dates, B3 trace ids and proxy host changing; the facilities team gets no answer.',
    goal,
    root: agent('spring.ai.chat.client.advisor', { prompt: goal }, null, children, { application: 'facilities-assistant', 'spring.ai.version': '1.0.0', observation: 'gen_ai.client.operation', outcome: 'HTTP request timed out (504 from gateway)' }),
  };
}

// 06 — Agno (formerly Phidata) agent run — hovercraft tour sea state
function s06(R) {
  const goal = 'Decide whether the 14:30 hovercraft tour on the east route runs today and, if not, message the 23 booked passengers with rebooking options.';
  const run = R.uuid();
  const children = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    children.push(llm('OpenAIChat.response', { messages: [{ role: 'user', content: goal }], n_prior: attempt * 2 }, { role: 'assistant', content: '', tool_calls: [{ id: R.callId(), type: 'function', function: { name: 'get_sea_state', arguments: JSON.stringify({ route: 'east', departure: '14:30', attempt }) } }] }, { model: 'gpt-4o', metrics: { input_tokens: R.int(500, 2000), output_tokens: R.int(15, 30), time_to_first_token: R.secs(0.2, 1.1) } }));
    children.push(tool('FunctionCall.execute', { tool_name: 'get_sea_state', tool_args: { route: 'east', departure: '14:30', attempt } }, { content: `Sea state EAST (buoy BX-7): significant wave height 1.8 m, gusts 31 kn. Craft limit 1.2 m / 28 kn → NOT WITHIN LIMITS.\nobs_time: ${R.hms(R.step(40000, 90000))}Z  station_seq: ${R.int(10000, 99999)}  feed: ${R.host('metocean', 5)}  age: ${R.int(1, 9)} min`, tool_call_error: false, metrics: { time: R.secs(0.2, 2) } }, { run_id: run }));
  }
  return {
    isolates: 'The sea-state tool is called five times with only an attempt counter changing and every answer says the same out-of-limits conditions with new observation times and sequence numbers; no decision or message is sent.',
    goal,
    root: agent('Agent.run', { message: goal, agent_name: 'Tour Desk' }, { content: null, event: 'RunPaused', reason: 'tool_call_limit reached' }, children, { framework: 'agno 1.2.x (unlisted tracer style: Agno RunResponse/metrics)', run_id: run, session_id: R.uuid() }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
