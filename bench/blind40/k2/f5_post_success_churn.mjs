import { agent, llm, tool, chain, sys, usr, asst, tc, usage } from './lib.mjs';
export const family = 'post_success_churn';
export const loop = true;
export const summary = 'Goal met and confirmed by a tool result, but the agent keeps re-checking / re-submitting / re-announcing (3+ actions learning nothing new) until a step limit.';
export const rows = [
{ domain: 'fog harvesting nets', style: 'LlamaIndex',
  isolates: 'After the net-repair work order is created and confirmed, the agent re-fetches the same work order four more times and re-announces it.',
  goal: 'Create a repair work order for torn fog-collector net FC-08 at the Atacama site.',
  stagnation: true,
  build: (R) => { const wo = 'WO-' + R.int(50000, 59999); const kids = [
    llm('OpenAI.chat', { messages: [usr('create repair WO for FC-08')] }, { message: { role: 'assistant', content: '', additional_kwargs: { tool_calls: [tc(R, 'create_work_order', { asset: 'FC-08', issue: 'mesh torn 40cm, lower left' })] } } }, { 'llama_index.event': 'LLMChatEndEvent' }),
    tool('FunctionTool.create_work_order', { asset: 'FC-08' }, { id: wo, status: 'OPEN', created: R.iso(), assignee: 'crew-norte' }, {})];
    for (let i = 0; i < 4; i++) { R.tick(); kids.push(llm('OpenAI.chat', { messages: ['…'] }, { message: { role: 'assistant', content: `Work order ${wo} for FC-08 has been created and is OPEN. Let me verify it once more.` } }, {}), tool('FunctionTool.get_work_order', { id: wo }, { id: wo, status: 'OPEN', assignee: 'crew-norte', fetched_at: R.iso(), served_by: R.host('cmms') }, {})); }
    return agent('FunctionAgent.run', { input: 'Create a repair work order for FC-08' }, { error: 'WorkflowTimeoutError / max iterations 10' }, kids, { workflow: 'AgentWorkflow' }); } },
{ domain: 'sumo stable supplies', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
  isolates: 'The chanko rice order is placed and the supplier confirms it; the agent then re-submits the same order twice (deduplicated each time) and re-checks status twice more.',
  goal: 'Order 60 kg of rice for the sumo stable\'s chanko-nabe kitchen for next week.',
  stagnation: false,
  build: (R) => { const oid = 'PO' + R.int(100000, 999999); const kids = [
    tool('ai.toolCall', { 'ai.toolCall.name': 'placeOrder', 'ai.toolCall.args': '{"sku":"RICE-KOSHI-10KG","qty":6}' }, { 'ai.toolCall.result': JSON.stringify({ order_id: oid, status: 'confirmed', delivery: 'Tue AM' }) }, {})];
    const texts = ['Order confirmed. Submitting again to make sure the supplier received it.', 'Supplier says duplicate; placing it one more time to be safe.', 'Checking the order status.', 'Checking once more whether it is still confirmed.'];
    texts.forEach((t, i) => { R.tick(); kids.push(llm('ai.streamText.doStream', {}, { 'ai.response.text': t, 'ai.response.msToFirstChunk': R.ms(200, 900) }, { 'ai.model.id': 'gpt-4o' }));
      kids.push(i < 2 ? tool('ai.toolCall', { 'ai.toolCall.name': 'placeOrder', 'ai.toolCall.args': '{"sku":"RICE-KOSHI-10KG","qty":6}' }, { 'ai.toolCall.result': JSON.stringify({ order_id: oid, status: 'duplicate_ignored', idempotency_key: R.uuid() }) }, {}) : tool('ai.toolCall', { 'ai.toolCall.name': 'orderStatus', 'ai.toolCall.args': JSON.stringify({ order_id: oid }) }, { 'ai.toolCall.result': JSON.stringify({ order_id: oid, status: 'confirmed', delivery: 'Tue AM', checked: R.http() }) }, {})); });
    return agent('ai.streamText', { 'ai.prompt': 'Order 60 kg rice' }, { 'ai.response.finishReason': 'tool-calls', note: 'maxSteps reached' }, kids, { 'ai.telemetry.functionId': 'stable-kitchen' }); } },
{ domain: 'coral nursery', style: 'MLflow Tracing',
  isolates: 'Coral fragment transfer is logged and verified by the registry; the agent keeps re-verifying the same record and re-posting the same success note.',
  goal: 'Log the transfer of 25 Acropora fragments from nursery tree T-3 to reef site R-9.',
  stagnation: true,
  build: (R) => { const rec = 'TR-' + R.hex(6); const kids = [tool('log_transfer', { from: 'T-3', to: 'R-9', species: 'Acropora cervicornis', n: 25 }, { record: rec, ok: true }, { 'mlflow.spanType': 'TOOL' })];
    for (let i = 0; i < 4; i++) { R.tick(); kids.push(llm('ChatOpenAI', { messages: [usr('log transfer')] }, { choices: [{ message: { role: 'assistant', content: `Transfer ${rec} of 25 Acropora fragments from T-3 to R-9 is logged successfully. I will verify the record is present.` } }] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': usage(R) }), tool('get_record', { id: rec }, { record: rec, n: 25, site: 'R-9', verified: true, replica_lag_ms: R.ms(0, 40) }, { 'mlflow.spanType': 'TOOL' })); }
    return agent('coral_agent', { request: 'Log transfer' }, { status: 'ERROR', message: 'max_steps' }, kids, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + R.hex(32) }); } },
{ domain: 'bear-proof bin program', style: 'plain message-level trace',
  isolates: 'Bin-lock firmware push succeeds on all 48 bins (confirmed); the agent keeps re-running the fleet status query and re-announcing completion to the town channel.',
  goal: 'Push the latch firmware update to the 48 bear-resistant bins in Whistler Creek and tell the town channel.',
  stagnation: false,
  build: (R) => { const kids = [
    llm('chat.completions', { model: 'gpt-4o', messages: [usr('push latch fw 2.2.0 to all bins')] }, { role: 'assistant', tool_calls: [tc(R, 'push_firmware', { fleet: 'whistler-creek', version: '2.2.0' })] }, {}),
    tool('push_firmware', { fleet: 'whistler-creek', version: '2.2.0' }, { job: R.job('ota'), succeeded: 48, failed: 0, finished: R.iso() }),
    llm('chat.completions', {}, { role: 'assistant', tool_calls: [tc(R, 'post_channel', { text: 'All 48 bins now on latch firmware 2.2.0.' })] }, {}),
    tool('post_channel', { text: 'All 48 bins now on latch firmware 2.2.0.' }, { ok: true, ts: `${R.epoch()}.000${R.int(100, 999)}` })];
    const t = ['Double-checking the fleet versions.', 'Re-checking that none of the bins reverted.', 'One more check of fleet status before I finish.'];
    t.forEach((x) => { R.tick(60000, 300000); kids.push(llm('chat.completions', {}, { role: 'assistant', content: x, tool_calls: [tc(R, 'fleet_status', { fleet: 'whistler-creek' })] }, {}), tool('fleet_status', { fleet: 'whistler-creek' }, `48/48 on 2.2.0 | battery median ${R.int(71, 73)}% | poll ${R.isoNoMs()} | cursor=${R.cursor()}`)); });
    kids.push(llm('chat.completions', {}, { role: 'assistant', tool_calls: [tc(R, 'post_channel', { text: 'Reminder: the bin firmware rollout is complete, 48 of 48 bins updated.' })] }, {}), tool('post_channel', {}, { ok: true }));
    return agent('bin-fleet-agent', { task: 'push latch fw' }, { stopped: 'step_limit=12' }, kids, {}); } },
{ domain: 'snow globe manufacturing', style: 'Agno (formerly phidata) — not in the brief list',
  isolates: 'Glycerin-mix QC batch passes and is released; the agent then re-runs the same release call and the same QC lookup repeatedly, each returning "already released".',
  goal: 'Release snow-globe fluid batch GL-2207 to the filling line if its viscosity QC passes.',
  stagnation: true,
  build: (R) => { const kids = [tool('qc_lookup', { batch: 'GL-2207' }, { viscosity_cP: 14.8, spec: '12-16', result: 'PASS', tested_by: 'lab-2' }, { agno: { tool_call_id: R.callId() } }),
    tool('release_batch', { batch: 'GL-2207', line: 'FILL-1' }, { released: true, at: R.dmy() }, {})];
    for (let i = 0; i < 3; i++) { R.tick(); kids.push(llm('OpenAIChat.response', { messages: [usr('release GL-2207')] }, { content: 'Batch GL-2207 passed QC (14.8 cP) and is released to FILL-1. Confirming the release went through.', tool_calls: [{ name: 'release_batch', arguments: '{"batch":"GL-2207","line":"FILL-1"}' }] }, { agno: { run_id: R.uuid(), metrics: { time: R.ms(300, 2000) / 1000 } } }), tool('release_batch', { batch: 'GL-2207', line: 'FILL-1' }, { released: false, reason: 'ALREADY_RELEASED', original_release_ts: R.epoch() }, {})); }
    return agent('Agent.run:qc-release', { message: 'Release GL-2207 if QC passes' }, { status: 'max tool calls reached (tool_call_limit=6)' }, kids, { agno_version: '1.4', session_id: R.uuid() }); } },
{ domain: 'neutrino detector shift handover', style: 'W&B Weave calls',
  isolates: 'Shift-handover report is posted and acknowledged by the next shift; the agent re-posts it and re-reads the acknowledgement several more times.',
  goal: 'Post the night-shift handover report for the water-Cherenkov detector and get the day shift\'s acknowledgement.',
  stagnation: false,
  build: (R) => { const kids = [tool('weave.op:post_handover', { run: 11842, trips: 0, pmts_dead: 37 }, { post_id: 'HO-' + R.int(1000, 9999), acked_by: 'day-shift (K. Sato)', ack_ts: R.isoOffset(9) }, { weave: { op: 'post_handover', call_id: R.uuid() } })];
    ['Handover posted and acknowledged. Re-posting in case the day shift missed it.', 'Checking the acknowledgement is recorded.', 'Posting it again to the elog to be thorough.', 'Verifying acknowledgement again.'].forEach((x, i) => { R.tick(); kids.push(llm('weave.op:openai.chat.completions.create', {}, { choices: [{ message: { content: x } }] }, { weave: { call_id: R.uuid() } }), tool(i % 2 ? 'weave.op:get_ack' : 'weave.op:post_handover', { run: 11842 }, i % 2 ? { acked: true, by: 'K. Sato' } : { post_id: 'HO-dup', note: 'identical entry exists', elog_rev: R.int(200, 300) }, { weave: { call_id: R.uuid() } })); });
    return agent('weave.op:handover_agent', { run: 11842 }, { exception: 'StepLimitExceeded(10)' }, kids, { weave: { project: 'detector-ops', trace_id: R.uuid() } }); } },
];
