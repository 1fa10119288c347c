import { agent, llm, tool, span } from './lib.mjs';
// Loop: goal met and confirmed by a tool, then 3+ more actions that learn nothing until the step limit.
export const scenarios = [
  // 01 lighthouse cottage booking, W&B Weave calls
  (r) => {
    const conf = 'LHK-' + r.b62(6).toUpperCase();
    const kids = [
      llm('openai.chat.completions.create', { messages: [{ role: 'user', content: 'Book the Trwyn Du keeper\'s cottage for 3 nights from 12 Sept for 4 guests.' }], model: 'gpt-4o' }, { choices: [{ message: { tool_calls: [{ function: { name: 'create_booking', arguments: '{"property":"trwyn-du-keepers","arrive":"2025-09-12","nights":3,"guests":4}' } }] } }] }, { weave_call_id: r.uuid(), op: 'weave:///coastal/bookings/op/openai.chat.completions.create:' + r.b62(10) }),
      tool('create_booking', { property: 'trwyn-du-keepers', arrive: '2025-09-12', nights: 3, guests: 4 }, { status: 'CONFIRMED', confirmation: conf, total_gbp: 612.0, created: r.iso(), channel_mgr_ref: r.hex(12) }, { weave_call_id: r.uuid() }),
    ];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('openai.chat.completions.create', { messages: '[...]' }, { choices: [{ message: { content: `Booking ${conf} is confirmed for 12-15 September. Let me verify it once more to be safe.`, tool_calls: [{ function: { name: 'get_booking', arguments: JSON.stringify({ confirmation: conf }) } }] } }] }, { weave_call_id: r.uuid(), latency_ms: r.ms(600, 1800) }));
      kids.push(tool('get_booking', { confirmation: conf }, { status: 'CONFIRMED', confirmation: conf, arrive: '2025-09-12', depart: '2025-09-15', guests: 4, fetched_at: r.http(), replica: r.host('pms-db') }, { weave_call_id: r.uuid() }));
    }
    return { isolates: 'After the cottage booking is confirmed, the agent re-fetches the same booking four times, each time restating that it is confirmed.', goal: 'Book the lighthouse keeper\'s cottage for 3 nights for 4 guests.', stagnation: true, root: agent('BookingAgent.run', { request: 'Trwyn Du cottage, 12 Sept, 3 nights, 4 guests' }, { error: 'step budget exhausted (10)' }, kids, { weave_project: 'coastal/bookings', weave_trace_id: r.uuid() }) };
  },
  // 02 brass band contest entry, MLflow Tracing
  (r) => {
    const ref = 'ENT-' + r.int(2000, 2999);
    const kids = [
      tool('upload_test_piece', { band: 'Ystalyfera Silver', section: '3rd', piece: 'Cambridge Variations', players: 27 }, { ok: true, entry_ref: ref, status: 'RECEIVED', received: r.iso() }, { 'mlflow.spanType': 'TOOL' }),
    ];
    const texts = ['Entry received. I will submit again to make sure the committee got it.', 'Resubmitting the contest entry so it is definitely registered.', 'Sending the entry one more time in case the earlier submissions were lost.'];
    for (const t of texts) {
      kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Enter the band for the Pontins 3rd section.' }] }, { content: t, tool_calls: [{ name: 'upload_test_piece' }] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': { input_tokens: r.int(900, 1400), output_tokens: r.int(20, 50) } }));
      kids.push(tool('upload_test_piece', { band: 'Ystalyfera Silver', section: '3rd', piece: 'Cambridge Variations', players: 27 }, { ok: true, entry_ref: ref, status: 'DUPLICATE_IGNORED', received: r.iso(), request_id: r.uuid() }, { 'mlflow.spanType': 'TOOL' }));
    }
    return { isolates: 'The contest entry is accepted on the first call; three further resubmissions each come back DUPLICATE_IGNORED with the same entry reference.', goal: 'Submit the brass band\'s entry for the 3rd section contest.', stagnation: false, root: agent('AgentExecutor', { input: 'Enter the band for the 3rd section.' }, { output: 'Agent stopped due to max iterations.' }, kids, { 'mlflow.traceRequestId': 'tr-' + r.hex(32), 'mlflow.spanType': 'AGENT', experiment_id: String(r.int(100, 999)) }) };
  },
  // 03 ice-road trucking permit, Inspect AI eval log sample
  (r) => {
    const kids = [
      llm('model', { messages: [{ role: 'user', content: 'Find the maximum gross vehicle weight allowed on the Tibbitt-Contwoyto ice road today and submit it.' }] }, { choices: [{ message: { role: 'assistant', content: '', tool_calls: [{ function: 'bash', arguments: { cmd: 'curl -s http://roadstatus.local/api/tcwr/today' } }] } }] }, { event: 'model', model: 'openai/gpt-4o-2024-08-06' }),
      tool('bash', { cmd: 'curl -s http://roadstatus.local/api/tcwr/today' }, `{"segment":"Tibbitt-Contwoyto","ice_thickness_cm":107,"max_gvw_kg":63500,"updated":"${r.iso()}","gen":"${r.hex(7)}"}`, { event: 'tool', working_time: r.secs(0.1, 1) }),
      llm('model', { messages: '...' }, { choices: [{ message: { content: 'The limit is 63500 kg.', tool_calls: [{ function: 'submit', arguments: { answer: '63500' } }] } }] }, { event: 'model' }),
      tool('submit', { answer: '63500' }, 'Answer submitted. Score: C (correct)', { event: 'tool' }),
    ];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('model', { messages: '...' }, { choices: [{ message: { content: 'The limit is 63500 kg. Let me double-check the road status.', tool_calls: [{ function: 'bash', arguments: { cmd: 'curl -s http://roadstatus.local/api/tcwr/today' } }] } }] }, { event: 'model' }));
      kids.push(tool('bash', { cmd: 'curl -s http://roadstatus.local/api/tcwr/today' }, `{"segment":"Tibbitt-Contwoyto","ice_thickness_cm":107,"max_gvw_kg":63500,"updated":"${r.iso()}","gen":"${r.hex(7)}"}`, { event: 'tool', working_time: r.secs(0.1, 1) }));
    }
    return { isolates: 'After submitting the correct weight limit and being scored correct, the agent queries the same road status three more times restating the answer.', goal: 'Find and submit today\'s maximum gross vehicle weight for the ice road.', stagnation: true, root: agent('sample', { id: 'tcwr-007', epoch: 1, input: 'Find the max GVW on the ice road today.' }, { scores: { match: 'C' }, limit: { type: 'message', limit: 12 } }, kids, { eval_id: r.b62(22), task: 'ice_road_lookup', inspect_version: '0.3.58' }) };
  },
  // 04 vineyard frost fans, AgentOps session
  (r) => {
    const kids = [
      llm('LLMEvent', { prompt: [{ role: 'user', content: 'Frost warning: -2.5C forecast for 04:00. Turn on frost fans in the Clos des Pierres block.' }] }, { completion: { role: 'assistant', tool_calls: [{ function: { name: 'fan_control', arguments: '{"block":"clos-des-pierres","fans":["F1","F2","F3"],"mode":"on"}' } }] } }, { event_type: 'llms', model: 'gpt-4o-mini', init_timestamp: r.iso(), end_timestamp: r.iso() }),
      tool('ToolEvent', { name: 'fan_control', params: { block: 'clos-des-pierres', fans: ['F1', 'F2', 'F3'], mode: 'on' } }, { F1: 'RUNNING 590rpm', F2: 'RUNNING 588rpm', F3: 'RUNNING 592rpm', ack: r.hex(8) }, { event_type: 'tools', init_timestamp: r.iso() }),
    ];
    const polls = ['Confirming the fans are still running.', 'I\'ll poll the fan status again.', 'Checking F1-F3 one more time.', 'Final verification of the fan state.'];
    for (const p of polls) {
      kids.push(llm('LLMEvent', { prompt: '...' }, { completion: { role: 'assistant', content: p, tool_calls: [{ function: { name: 'fan_status', arguments: '{"block":"clos-des-pierres"}' } }] } }, { event_type: 'llms', init_timestamp: r.iso() }));
      kids.push(tool('ToolEvent', { name: 'fan_status', params: { block: 'clos-des-pierres' } }, { F1: 'RUNNING', F2: 'RUNNING', F3: 'RUNNING', air_temp_c: 1.8, polled: r.syslog(), lora_rssi: -r.int(90, 110) }, { event_type: 'tools' }));
    }
    return { isolates: 'Frost fans start and report RUNNING; the agent then polls the same status four more times, learning nothing new, until the session ends at its limit.', goal: 'Start the frost fans in the vineyard block before the forecast frost.', stagnation: false, root: agent('session', { tags: ['frost', 'vineyard'] }, { end_state: 'Indeterminate', end_state_reason: 'max steps' }, kids, { session_id: r.uuid(), agentops_sdk: '0.3.21', host_env: { OS: 'Linux' } }) };
  },
  // 05 puppet theatre ticket refund, Haystack pipeline with agent
  (r) => {
    const rf = 're_' + r.b62(24);
    const say = 'Your refund of EUR 36.00 for the cancelled "Kasperl und der Drache" matinee has been issued.';
    const kids = [
      tool('ToolInvoker', { tool_calls: [{ tool_name: 'issue_refund', arguments: { order: 'PT-88127', amount_eur: 36 } }] }, { tool_messages: [{ role: 'tool', content: JSON.stringify({ refund: rf, status: 'succeeded', amount: 3600, currency: 'eur', created: r.epoch() }) }] }, { 'haystack.component.type': 'ToolInvoker', 'haystack.component.name': 'tool_invoker' }),
    ];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('OpenAIChatGenerator', { messages: '[...]' }, { replies: [{ role: 'assistant', content: say, tool_calls: [{ tool_name: 'send_customer_email', arguments: { to: 'familie.huber@example.at', body: say } }] }], meta: [{ model: 'gpt-4o-mini', finish_reason: 'tool_calls', usage: r.tokens(700, 40) }] }, { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'llm' }));
      kids.push(tool('ToolInvoker', { tool_calls: [{ tool_name: 'send_customer_email', arguments: { to: 'familie.huber@example.at' } }] }, { tool_messages: [{ role: 'tool', content: `250 2.0.0 OK  ${r.epoch()} ${r.b62(12)} - gsmtp` }] }, { 'haystack.component.type': 'ToolInvoker' }));
    }
    return { isolates: 'The refund succeeds once, then the agent e-mails the customer the identical refund confirmation four times.', goal: 'Refund the family\'s tickets for the cancelled puppet theatre matinee and tell them.', stagnation: true, root: agent('haystack.pipeline.run', { data: { messages: [{ role: 'user', content: 'Refund order PT-88127, matinee cancelled.' }] } }, { error: 'PipelineMaxComponentRuns: tool_invoker reached max_runs_per_component=5' }, kids, { 'haystack.pipeline.max_runs_per_component': 5 }) };
  },
  // 06 marathon bib reprint, DSPy ReAct
  (r) => {
    const kids = [
      llm('ReAct.forward.Predict', { question: 'Reprint bib 4471 for runner Okonkwo with the corrected wave (Wave C).' }, { next_thought: 'I need to reprint the bib with wave C.', next_tool_name: 'reprint_bib', next_tool_args: { bib: 4471, wave: 'C' } }, { lm: 'openai/gpt-4o-mini', dspy_version: '2.6.3' }),
      tool('reprint_bib', { bib: 4471, wave: 'C' }, `print job ${r.job('zebra')} queued on ${r.host('printer-expo')}\nprinted 1/1 bib 4471 WAVE C chip=${r.hex(12).toUpperCase()}`, {}),
    ];
    const th = ['The bib printed. I should check the print queue to be sure.', 'Queue shows done; check the chip assignment.', 'Chip is assigned; check the queue again.', 'Check the chip assignment again.'];
    th.forEach((t, i) => {
      const q = i % 2 === 0;
      kids.push(llm('ReAct.forward.Predict', { trajectory: '...' }, { next_thought: t, next_tool_name: q ? 'print_queue' : 'chip_lookup', next_tool_args: q ? { printer: 'expo' } : { bib: 4471 } }, { lm: 'openai/gpt-4o-mini' }));
      kids.push(tool(q ? 'print_queue' : 'chip_lookup', q ? { printer: 'expo' } : { bib: 4471 }, q ? `queue empty (last job done ${r.syslog()})` : { bib: 4471, wave: 'C', chip_active: true, checked: r.iso() }, {}));
    });
    return { isolates: 'The bib is reprinted and confirmed; the ReAct agent then alternates queue and chip checks four more times, each returning what it already knew, hitting max_iters.', goal: 'Reprint a marathon runner\'s bib with the corrected start wave.', stagnation: true, root: agent('ReAct', { question: 'Reprint bib 4471 with Wave C.' }, { note: 'max_iters=6 reached, finish not called' }, kids, { module: 'dspy.ReAct', max_iters: 6 }) };
  },
];
