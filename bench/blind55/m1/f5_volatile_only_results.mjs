import { agent, llm, tool, chain, sys, usr, tc, oaiOut } from './lib.mjs';
export const family = 'volatile_only_results';
export const loop = true, stagnation = false;
export const isolates = 'The same tool call is repeated 4+ times and every answer is identical apart from volatile values (timestamps, ids, hosts, durations, counters); the agent never acts on it.';
export const meta = [
  ['01', 'snowcat tour booking export job', 'OpenAI Responses API'],
  ['02', 'igloo hotel channel-manager sync', 'Semantic Kernel'],
  ['03', 'drag strip timing system health', 'Google ADK'],
  ['04', 'motorsport scrutineering queue', 'Haystack'],
  ['05', 'crocodile farm CITES export permit status', 'MLflow Tracing'],
  ['06', 'Redis replica lag check for a ticket queue', 'Langroid — not in the list'],
];
export const rows = [
  (r) => {
    const kids = [];
    const texts = ['Export job queued; I will check its status.', 'Still queued.', 'The export has not started yet, polling once more.', 'Status unchanged — queued.', 'Checking the job again.'];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('POST /v1/responses', { model: 'gpt-4.1', previous_response_id: i ? 'resp_' + r.hex(48) : null, input: i === 0 ? [{ role: 'user', content: 'Export tomorrow\'s snowcat tour manifests as CSV for the guides.' }] : [{ type: 'function_call_output', call_id: 'call_' + r.b62(24), output: '…' }] }, { id: 'resp_' + r.hex(48), object: 'response', status: 'completed', output: [{ type: 'message', content: [{ type: 'output_text', text: texts[i] }] }, { type: 'function_call', name: 'get_export_status', arguments: JSON.stringify({ export_id: 'exp_8831', client_ts: r.epochMs() }), call_id: 'call_' + r.b62(24) }], usage: { input_tokens: r.int(900, 2400), output_tokens: r.int(20, 40) } }, [], { metadata: { 'x-request-id': r.reqId('req_'), 'openai-processing-ms': r.ms(300, 1400) } }));
      kids.push(tool('get_export_status', { export_id: 'exp_8831' }, JSON.stringify({ export_id: 'exp_8831', state: 'QUEUED', position: 3, worker: r.pod('export-worker'), checked_at: r.isoOffset(1), trace: r.traceHdr() })));
    }
    return { goal: 'Export tomorrow\'s snowcat tour manifests as CSV and send them to the guides.', root: agent('responses.session', { user: 'ops@snowcat' }, null, kids) };
  },
  (r) => {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('ChatCompletion', { 'semantic_kernel.function.invocation': 'ChatBot.Chat' }, { role: 'assistant', items: [{ $type: 'FunctionCallContent', PluginName: 'ChannelManager', FunctionName: 'GetSyncStatus', Arguments: { propertyCode: 'IGLOO-KAK', attempt: i + 1 } }, ...(i ? [{ $type: 'TextContent', Text: ['', 'Sync is still reporting pending rooms.', 'Rechecking the channel sync.', 'Pending again; checking status.', 'Another status check.'][i] }] : [])] }, [], { metadata: { 'gen_ai.system': 'azure_openai', 'gen_ai.request.model': 'gpt-4o', 'sk.kernel.id': r.uuid() } }));
      kids.push(tool('ChannelManager-GetSyncStatus', { propertyCode: 'IGLOO-KAK', attempt: i + 1 }, `{"property":"IGLOO-KAK","channels":[{"name":"Booking.com","state":"PENDING","rooms_pending":6},{"name":"Expedia","state":"OK"}],"syncRunId":"${r.uuid()}","lastHeartbeat":"${r.usDate()}","node":"${r.host('cm-sync')}","elapsed":"${r.ms(100, 800)}ms"}`, { metadata: { 'sk.function.name': 'GetSyncStatus', 'sk.function.result.type': 'String' } }));
    }
    return { goal: 'Make sure all six glass igloo rooms are sold on Booking.com for the aurora week and fix the channel sync if not.', root: agent('Kernel.InvokeAsync', { function: 'ChatBot.Chat', input: 'Igloo rooms missing on Booking.com — fix sync' }, null, kids, { metadata: { 'FunctionChoiceBehavior': 'Auto', 'sk.version': '1.18.2' } }) };
  },
  (r) => {
    const kids = [];
    for (let i = 0; i < 6; i++) {
      kids.push(llm('call_llm', { 'gcp.vertex.agent.llm_request': { model: 'gemini-2.0-flash', contents: `[${1 + i * 2}]` } }, { content: { role: 'model', parts: [{ text: ['Checking the timing system health before the eliminations.', 'Lane 2 beam still shows degraded; checking again.', 'Let me re-query the health endpoint.', 'Health still degraded on lane 2, polling.', 'Querying timing health once more.', 'Another health check.'][i] }, { function_call: { name: 'timing_health', args: { track: 'KLM-raceway' } } }] } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid(), 'gcp.vertex.agent.event_id': r.b62(8) } }));
      kids.push(tool('execute_tool timing_health', { track: 'KLM-raceway' }, { function_response: { name: 'timing_health', response: { lanes: [{ lane: 1, stage_beam: 'ok', finish_beam: 'ok' }, { lane: 2, stage_beam: 'DEGRADED', signal_db: -41 }], controller: r.host('ctm'), uptime_s: r.int(100000, 200000), sampled: r.httpDate(), seq: r.int(1, 99999) } } }, { metadata: { 'gcp.vertex.agent.tool_call_args': '{"track":"KLM-raceway"}' } }));
    }
    return { goal: 'Check the drag strip timing system before the eliminations and get lane 2\'s staging beam fixed or flagged to the race director.', root: agent('invoke_agent timing_ops', { user_content: 'Is the timing system ready for eliminations?' }, null, kids, { metadata: { 'gcp.vertex.agent.session_id': r.uuid(), app_name: 'raceway_ops' } }) };
  },
  (r) => {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(chain('haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator' }, null, [
        llm('OpenAIChatGenerator', { messages: `[ChatMessage x${2 + i * 2}]` }, { replies: [{ _role: 'assistant', _content: [{ text: ['I will read the scrutineering queue.', 'Car 41 is still in the queue; refreshing.', 'Queue unchanged, looking again.', 'Refreshing the queue.', 'Checking queue once more.'][i] }, { tool_call: { tool_name: 'scrutineering_queue', arguments: { event: 'rnd7-brands', class: 'GT4' } } }], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls' } }] }),
      ]));
      kids.push(chain('haystack.component.run', { 'haystack.component.name': 'tool_invoker', 'haystack.component.type': 'ToolInvoker' }, null, [
        tool('scrutineering_queue', { event: 'rnd7-brands', class: 'GT4' }, { tool_result: `Queue @ ${r.iso()} (bay terminal ${r.host('scrut')})\n#  CAR  TEAM              STATUS\n1  41   Fenwick Motorsport  AWAITING_WEIGHBRIDGE\n2  57   Halden Racing       AWAITING_WEIGHBRIDGE\nrefresh_token=${r.hex(12)}  render ${r.ms(10, 90)}ms` }),
      ]));
    }
    return { goal: 'Get car 41 through scrutineering in time for GT4 qualifying by finding out what is holding it in the queue.', root: agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { query: 'Why is car 41 stuck in scrutineering?' } }, null, kids, { metadata: { 'haystack.pipeline.max_runs_per_component': 100 } }) };
  },
  (r) => {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: i === 0 ? 'Has our CITES export permit for 120 Crocodylus porosus skins been issued?' : '[tool output]' }] }, { content: ['Let me check the permit portal.', 'It still says under assessment; checking again.', 'Checking the application status again.', 'Still under assessment, another check.', 'Re-checking.'][i], tool_calls: [tc(r, 'permit_status', { application_ref: 'AU-EXP-2024-33817' })] }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: r.int(300, 1500), output_tokens: r.int(10, 40) } } }));
      kids.push(tool('permit_status', { application_ref: 'AU-EXP-2024-33817' }, { status_code: 200, headers: { 'Date': r.httpDate(), 'X-Correlation-ID': r.uuid(), 'Server': 'dcceew-' + r.hex(4), 'ETag': r.etag() }, body: `<div class="status"><h3>AU-EXP-2024-33817</h3><p>Status: <b>Under assessment</b></p><p>Officer: unassigned</p><small>Page generated ${r.euDate()} in ${r.int(80, 400)} ms</small></div>` }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
    }
    return { goal: 'Confirm the CITES export permit for the crocodile farm\'s skin shipment is issued so the freight booking can be confirmed.', root: agent('AgentExecutor', { input: 'CITES permit issued?' }, null, kids, { metadata: { 'mlflow.traceRequestId': 'tr-' + r.hex(32), 'mlflow.spanType': 'AGENT', 'mlflow.experiment_id': String(r.int(100, 999)) } }) };
  },
  (r) => {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(llm('ChatAgent.llm_response', { 'langroid.msg': i === 0 ? 'Ticket queue workers are slow; check replica lag' : 'redis_info result' }, { content: ['', 'Replica lag persists.', '', 'Checking the replica again.', ''][i], function_call: { name: 'redis_info', arguments: { section: 'replication', host: 'queue-replica-1' } } }, [], { metadata: { 'langroid.agent': 'OpsAgent', llm: 'gpt-4o' } }));
      kids.push(tool('ToolMessage:redis_info', { request: 'redis_info', section: 'replication', host: 'queue-replica-1' }, `# Replication\r\nrole:slave\r\nmaster_host:10.4.2.17\r\nmaster_link_status:up\r\nmaster_last_io_seconds_ago:${r.int(0, 2)}\r\nmaster_sync_in_progress:0\r\nslave_repl_offset:${r.int(9e9, 9.1e9)}\r\nslave_read_repl_offset:${r.int(9e9, 9.1e9)}\r\nslave_priority:100\r\nreplica_lag_bytes:~48211934\r\nmaster_replid:${r.hex(40)}\r\n# fetched at ${r.epoch()} via ${r.host('bastion')}`));
    }
    return { goal: 'Find why ticket-queue workers reading from the Redis replica see stale jobs and fix the replica lag.', root: agent('Task.run', { name: 'OpsTask', interactive: false }, null, kids, { metadata: { framework: 'langroid', max_turns: 10 }, error: 'Task max_turns (10) exceeded' }) };
  },
];
