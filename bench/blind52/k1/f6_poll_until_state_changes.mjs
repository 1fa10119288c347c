import { agent, llm, tool, chain, span, tcall } from './lib.mjs';
export const family = 'poll_until_state_changes';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: a job/status is polled with noise in every answer, the state actually progresses (queued → running → done), and the result is used.';

export const scenarios = [
  { id: '01', domain: 'vermicompost worm farm lab analysis', style: 'Vercel AI SDK (ai.* spans)', build(N) {
    const states = ['queued', 'queued', 'running', 'running', 'complete'];
    const kids = [llm('ai.streamText.doStream', { 'ai.prompt.messages': '[{"role":"user","content":"Submit castings sample VC-33 for NPK analysis and report."}]' }, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'submitSample', args: { sample: 'VC-33', panel: 'NPK+C:N' } }]), 'ai.response.msToFirstChunk': N.ms(200, 900) }, { 'ai.model.id': 'gpt-4o' }),
      tool('ai.toolCall', { 'ai.toolCall.name': 'submitSample', 'ai.toolCall.args': '{"sample":"VC-33","panel":"NPK+C:N"}' }, { 'ai.toolCall.result': JSON.stringify({ jobId: 'lab-7731', state: 'queued', at: N.iso() }) })];
    states.forEach((s, i) => {
      kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'labJobStatus', 'ai.toolCall.args': '{"jobId":"lab-7731"}' }, { 'ai.toolCall.result': JSON.stringify(s === 'complete' ? { jobId: 'lab-7731', state: s, result: { N_pct: 1.9, P_pct: 1.1, K_pct: 0.8, C_N: 14.2 }, finished: N.iso() } : { jobId: 'lab-7731', state: s, queue_position: s === 'queued' ? 3 - i : null, progress: s === 'running' ? (i === 2 ? 0.35 : 0.8) : 0, checked: N.iso(), etag: N.etag() }) }));
    });
    kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Sample VC-33 is back: N 1.9%, P 1.1%, K 0.8%, C:N 14.2 — mature castings, fine to bag for the garden-centre order.', 'ai.response.finishReason': 'stop' }, { 'ai.model.id': 'gpt-4o' }));
    const goal = 'Submit worm castings sample VC-33 for NPK analysis and tell the bagging team whether it is mature.';
    return { isolates: 'A lab job is polled five times (queue position falls, progress rises) until it completes, and the result is reported.', goal, root: agent('ai.streamText', { prompt: goal }, { finishReason: 'stop' }, kids, { 'ai.telemetry.functionId': 'lab-desk' }) };
  } },
  { id: '02', domain: 'overnight sleeper train seat-upgrade requests', style: 'OpenAI Responses API', build(N) {
    const kids = [llm('POST /v1/responses', { model: 'gpt-4.1', input: 'Request an upgrade to a private sleeper compartment on the 21:40 Nightjet for booking QX7-22.' }, { id: 'resp_' + N.hex(40), output: [{ type: 'function_call', name: 'request_upgrade', call_id: 'call_' + N.b62(24), arguments: '{"booking":"QX7-22","class":"sleeper_single"}' }], status: 'completed' }),
      tool('request_upgrade', { booking: 'QX7-22', class: 'sleeper_single' }, { request: 'UPG-' + N.int(10000, 99999), status: 'submitted' })];
    const texts = ['Submitted; checking the operator decision.', 'Still pending with 6 requests ahead; checking again shortly.', 'Queue is down to 2 ahead; one more check.', 'Approved — car 34, berth 61, fare difference €59.90. Telling the passenger.'];
    const outs = [{ status: 'pending_operator', queue_ahead: 6 }, { status: 'pending_operator', queue_ahead: 2 }, { status: 'approved', car: 34, berth: 61, fare_diff_eur: 59.9 }];
    texts.forEach((t, i) => {
      kids.push(llm('POST /v1/responses', { previous_response_id: 'resp_' + N.hex(40), input: [{ type: 'function_call_output', output: '...' }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: t }] }, ...(i < 3 ? [{ type: 'function_call', name: 'upgrade_status', arguments: '{"booking":"QX7-22"}' }] : [])], usage: { total_tokens: N.int(300, 900) } }));
      if (i < 3) kids.push(tool('upgrade_status', { booking: 'QX7-22' }, { ...outs[i], checked_at: N.httpDate(), 'x-request-id': N.reqId('nj-') }));
    });
    const goal = 'Get booking QX7-22 upgraded to a single sleeper compartment and confirm the berth.';
    return { isolates: 'Upgrade status is polled while the operator queue shrinks; it turns approved with a berth, which is reported.', goal, root: agent('responses.session', { goal }, { final: 'Upgrade approved: car 34, berth 61, +€59.90.' }, kids) };
  } },
  { id: '03', domain: 'log cabin kit CNC cutting', style: 'LangSmith', build(N) {
    const st = [{ state: 'QUEUED' }, { state: 'CUTTING', logs_done: 12, logs_total: 64 }, { state: 'CUTTING', logs_done: 41, logs_total: 64 }, { state: 'DONE', logs_done: 64, logs_total: 64, offcut_pct: 7.4 }];
    const kids = [llm('ChatAnthropic', { messages: [{ type: 'human', content: 'Start cutting kit K-118 and tell dispatch when ready.' }] }, { content: [{ type: 'tool_use', name: 'start_cnc_job', input: { kit: 'K-118' } }] }, { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-haiku-latest' }), tool('start_cnc_job', { kit: 'K-118' }, { job: 'hundegger-' + N.int(1000, 9999), state: 'QUEUED' })];
    st.forEach((s) => kids.push(tool('cnc_job_status', { job: 'hundegger' }, { ...s, machine: 'K2i-' + N.int(1, 2), polled: N.isoNoMs(), run_id: N.uuid() })));
    kids.push(llm('ChatAnthropic', { messages: '...' }, { content: 'Kit K-118 is cut: 64/64 logs, 7.4% offcut. Notifying dispatch for Thursday loading.', tool_calls: [{ name: 'notify_dispatch', args: { kit: 'K-118' } }] }, { ls_provider: 'anthropic' }));
    kids.push(tool('notify_dispatch', { kit: 'K-118' }, { sent: true }));
    const goal = 'Start CNC cutting for log cabin kit K-118 and notify dispatch when it is finished.';
    return { isolates: 'CNC job polled four times as logs_done climbs 0 → 12 → 41 → 64, then dispatch is notified.', goal, root: agent('RunnableSequence', { input: goal }, { output: 'done' }, kids, { run_type: 'chain', session_name: 'cabin-kits' }) };
  } },
  { id: '04', domain: 'pretzel bakery oven batch', style: 'CrewAI', build(N) {
    const st = ['proofing', 'lye_bath', 'baking', 'baking', 'cooling_done'];
    const kids = [];
    st.forEach((s, i) => kids.push(tool('oven_line_status', '{"batch": "BR-0412"}', `batch=BR-0412 stage=${s} ${s === 'baking' ? `core_temp=${i === 2 ? 71 : 93}C` : ''} ts=${N.syslog()} plc=${N.host('oven-plc')}`)));
    const goal = 'Tell the café manager when the 06:00 laugenbrezel batch BR-0412 is ready for the counter.';
    return { isolates: 'Batch stage moves proofing → lye bath → baking (core 71 °C → 93 °C) → done; the agent then answers.', goal, root: agent('Crew.kickoff', { inputs: { batch: 'BR-0412' } }, { raw: 'Batch BR-0412 finished cooling; 120 pretzels ready for the counter.' }, [agent('Agent: Bakehouse Coordinator', { role: 'Bakehouse Coordinator' }, null, [
      llm('litellm.completion', { model: 'gpt-4o-mini' }, 'Thought: I need the batch stage.\nAction: oven_line_status\nAction Input: {"batch": "BR-0412"}'),
      kids[0], kids[1],
      llm('litellm.completion', { model: 'gpt-4o-mini' }, 'Thought: It moved from proofing to the lye bath; baking comes next, check again.\nAction: oven_line_status\nAction Input: {"batch": "BR-0412"}'),
      kids[2], kids[3],
      llm('litellm.completion', { model: 'gpt-4o-mini' }, 'Thought: Core temperature rose from 71 to 93 C, nearly done.\nAction: oven_line_status\nAction Input: {"batch": "BR-0412"}'),
      kids[4],
      llm('litellm.completion', { model: 'gpt-4o-mini' }, 'Thought: I now know the final answer\nFinal Answer: Batch BR-0412 finished cooling; 120 pretzels ready for the counter.'),
    ])]) };
  } },
  { id: '05', domain: 'marina boat fuel dock card payments', style: 'Spring AI (Micrometer observations)', build(N) {
    const st = ['AUTH_PENDING', 'AUTH_PENDING', 'CAPTURED'];
    const kids = [llm('chat_client', { 'spring.ai.chat.client.user.text': 'Refund the overcharge on fuel dock transaction FD-2291 and confirm.' }, { 'gen_ai.response.finish_reasons': ['tool_calls'], toolCalls: [{ name: 'issueRefund', arguments: '{"txn":"FD-2291","amount":"38.40"}' }] }, { 'spring.ai.kind': 'chat_client', 'gen_ai.request.model': 'gpt-4o' }), tool('tool_call issueRefund', { txn: 'FD-2291', amount: '38.40' }, { refundId: 'rf_' + N.b62(14), status: 'AUTH_PENDING' })];
    st.forEach((s) => kids.push(tool('tool_call refundStatus', { refundId: 'rf' }, `{"status":"${s}","acquirerRef":"${N.int(1e11, 9e11)}","ts":"${N.isoOffset(1)}"}`, { 'spring.ai.kind': 'tool_call' })));
    kids.push(llm('chat_client', { 'spring.ai.chat.client.user.text': '...' }, { text: 'The $38.40 refund for FD-2291 has been captured; the skipper will see it in 3-5 days.' }, { 'spring.ai.kind': 'chat_client' }));
    const goal = 'Refund the $38.40 overcharge on fuel dock transaction FD-2291 and confirm it went through.';
    return { isolates: 'Refund status polled: pending, pending, captured; then confirmation is sent.', goal, root: agent('spring.ai.chat.client', { goal }, null, kids, { 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'] }) };
  } },
  { id: '06', domain: 'yak wool cooperative fibre testing', style: 'LangChain4j AiServices', build(N) {
    const st = [{ status: 'RECEIVED' }, { status: 'IN_ANALYSIS', instrument: 'OFDA2000' }, { status: 'REPORTED', micron: 17.6, cv_pct: 21, comfort_factor: 97.8 }];
    const kids = [llm('OpenAiChatModel.chat', { messages: [{ type: 'USER', text: 'Check the fibre report for bale YK-56 and set the price grade.' }] }, { aiMessage: { toolExecutionRequests: [{ name: 'fibreTest', arguments: '{"bale":"YK-56"}' }] } })];
    st.forEach((s, i) => {
      kids.push(tool('ToolExecutor.execute fibreTest', { bale: 'YK-56' }, { ...s, lab_ref: 'AWTA-' + N.int(100000, 999999), received: N.usDate() }));
      if (i < 2) kids.push(llm('OpenAiChatModel.chat', { messages: '...' }, { aiMessage: { text: i === 0 ? 'Lab has the bale but has not measured it; checking later.' : 'Now on the OFDA2000; waiting for the numbers.', toolExecutionRequests: [{ name: 'fibreTest', arguments: '{"bale":"YK-56"}' }] } }));
    });
    kids.push(llm('OpenAiChatModel.chat', { messages: '...' }, { aiMessage: { text: 'YK-56: 17.6 µm, CV 21%, comfort factor 97.8% — grade A premium.' } }));
    kids.push(tool('ToolExecutor.execute setGrade', { bale: 'YK-56', grade: 'A' }, 'OK'));
    const goal = 'Set the price grade for yak down bale YK-56 once the fibre test is reported.';
    return { isolates: 'Fibre test goes received → in analysis → reported; the grade is set from the micron result.', goal, root: agent('AiServices.WoolDesk.chat', { goal }, null, kids) };
  } },
];
