import { agent, llm, tool, chain, sys, usr, asst, tc, usage } from './lib.mjs';
export const family = 'repeated_failure_notice';
export const loop = true;
export const summary = 'Same failing action retried, and after each failure the same near-verbatim message is sent to the user/channel/ticket; 3+ rounds.';
export const rows = [
{ domain: 'sturgeon caviar farm', style: 'Langfuse',
  isolates: 'Caviar-farm agent retries the CITES export permit upload, gets the same 413 each time, and posts the same apology to the buyer channel after every attempt.',
  goal: 'Upload the CITES export permit PDF for lot 24-SB-117 and tell the buyer when it is done.',
  stagnation: true,
  build: (R) => {
    const kids = [];
    for (let i = 0; i < 4; i++) {
      R.tick(2000, 9000);
      kids.push(tool('upload_permit', { lot: '24-SB-117', file: '/srv/permits/24-SB-117_CITES.pdf', size_bytes: 18874368 }, { status: 413, headers: { date: R.http(), server: 'nginx/1.24.0', 'x-request-id': R.uuid(), 'content-length': '176' }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx/1.24.0</center></body></html>' }, { langfuse: { observationType: 'SPAN', level: 'ERROR', startTime: R.iso() } }, 'HTTP 413 Request Entity Too Large'));
      kids.push(llm('compose-buyer-update', { messages: [sys('Keep the buyer informed.'), usr('upload failed: 413')] }, { role: 'assistant', content: null, tool_calls: [tc(R, 'post_to_buyer_channel', { text: 'Apologies, the CITES permit upload for lot 24-SB-117 failed again. I am retrying now and will confirm as soon as it goes through.' })] }, { langfuse: { observationType: 'GENERATION', model: 'gpt-4o-2024-08-06', usageDetails: usage(R), costDetails: { total: +(R.int(10, 90) / 10000).toFixed(4) } } }));
      kids.push(tool('post_to_buyer_channel', { text: 'Apologies, the CITES permit upload for lot 24-SB-117 failed again. I am retrying now and will confirm as soon as it goes through.' }, { ok: true, channel: 'C0' + R.b62(8).toUpperCase(), ts: `${R.epoch()}.${R.int(100000, 999999)}` }, { langfuse: { observationType: 'SPAN' } }));
    }
    return agent('caviar-export-agent', { lot: '24-SB-117' }, { status: 'aborted', reason: 'max_iterations' }, kids, { langfuse: { traceId: R.hex(32), sessionId: 'sess-' + R.int(100, 999), release: 'v0.9.' + R.int(1, 30), tags: ['export', 'cites'] } });
  } },
{ domain: 'hovercraft repair', style: 'AutoGen / AG2',
  isolates: 'Parts assistant re-runs the same skirt-segment order against a supplier API that keeps returning SKU_DISCONTINUED, and tells the workshop the same thing each round.',
  goal: 'Order 6 replacement skirt fingers for the Griffon 2000TD hovercraft and confirm the delivery date to the workshop.',
  stagnation: true,
  build: (R) => {
    const kids = [llm('assistant', { messages: [sys('You are PartsBuyer.'), usr('order 6 skirt fingers GR-2000-SF-14')] }, { content: '', tool_calls: [tc(R, 'place_order', { sku: 'GR-2000-SF-14', qty: 6 })] }, { autogen: { sender: 'PartsBuyer', recipient: 'executor' } })];
    for (let i = 0; i < 3; i++) {
      R.tick();
      kids.push(tool('place_order', { sku: 'GR-2000-SF-14', qty: 6 }, JSON.stringify({ error: { code: 'SKU_DISCONTINUED', message: 'SKU GR-2000-SF-14 is no longer available', correlation_id: R.uuid(), at: R.isoNoMs() } }), { autogen: { event: 'ToolCallExecutionEvent', source: 'executor' } }, 'SKU_DISCONTINUED'));
      kids.push(llm('assistant', { messages: ['…'] }, { content: 'Workshop team: the skirt finger order did not go through (the supplier says SKU GR-2000-SF-14 is discontinued). I will try placing the order again shortly.', tool_calls: [tc(R, 'notify_workshop', { msg: 'Skirt finger order failed: supplier says SKU GR-2000-SF-14 discontinued. Retrying shortly.' }), tc(R, 'place_order', { sku: 'GR-2000-SF-14', qty: 6 })] }, { autogen: { sender: 'PartsBuyer', models_usage: { prompt_tokens: R.int(1000, 3000), completion_tokens: R.int(50, 120) } } }));
      kids.push(tool('notify_workshop', { msg: 'Skirt finger order failed: supplier says SKU GR-2000-SF-14 discontinued. Retrying shortly.' }, 'queued to #workshop-solent (msg ' + R.int(1e5, 9e5) + ')', { autogen: { event: 'ToolCallExecutionEvent' } }));
    }
    return agent('RoundRobinGroupChat', { task: 'Order 6 skirt fingers and confirm delivery' }, { stop_reason: 'Maximum number of messages 12 reached' }, kids, { autogen_version: '0.4.7', participants: ['PartsBuyer', 'executor'] });
  } },
{ domain: 'yurt rentals', style: 'plain message-level trace',
  isolates: 'Booking agent keeps retrying the same card refund that the gateway declines with the same code, emailing the guest the same "refund pending" text after each attempt.',
  goal: 'Refund the deposit for a cancelled 3-night yurt stay and email the guest a confirmation.',
  stagnation: true,
  build: (R) => {
    const kids = [];
    const msg = 'Hi Priya, we tried to process your £180 deposit refund but the payment provider declined it. We are trying again and will email you once it is done. Sorry for the delay!';
    for (let i = 0; i < 3; i++) {
      R.tick(5000, 60000);
      kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: [sys('Yurt site booking assistant'), usr('refund booking YB-2291')] }, { role: 'assistant', content: null, tool_calls: [tc(R, 'refund_charge', { charge: 'ch_3P' + R.b62(20), amount: 18000, currency: 'gbp' })] }, { usage: usage(R) }));
      kids.push(tool('refund_charge', { amount: 18000, currency: 'gbp' }, { error: { type: 'card_error', code: 'charge_expired_for_capture', message: 'This charge is older than 180 days and cannot be refunded to the card.', request_log_url: 'https://dashboard.example-pay.com/logs/req_' + R.b62(14) }, 'request-id': 'req_' + R.b62(14), 'idempotency-key': R.uuid() }, null, 'card_error: charge_expired_for_capture'));
      kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: ['…'] }, { role: 'assistant', content: null, tool_calls: [tc(R, 'send_email', { to: 'priya.n@example.org', subject: 'Your yurt deposit refund', body: msg })] }, { usage: usage(R) }));
      kids.push(tool('send_email', { to: 'priya.n@example.org', subject: 'Your yurt deposit refund' }, `250 2.0.0 OK ${R.epoch()} ${R.b62(12)} - gsmtp`));
    }
    return agent('booking-assistant', { booking: 'YB-2291' }, null, kids, { recorder: 'raw OpenAI chat messages + tool results' });
  } },
{ domain: 'geyser monitoring', style: 'OpenInference / Arize Phoenix',
  isolates: 'Monitoring agent retries pulling a dead seismometer feed, gets the same timeout, and files the same near-identical ticket comment after each try.',
  goal: 'Pull the last 6 hours of harmonic tremor data from station GY-N3 and attach an eruption-interval estimate to ticket OPS-812.',
  stagnation: true,
  build: (R) => {
    const kids = [];
    for (let i = 0; i < 3; i++) {
      R.tick(30000, 90000);
      kids.push(tool('fetch_waveform', { 'tool.name': 'fetch_waveform', 'tool.parameters': '{"station":"GY-N3","channel":"HHZ","hours":6}' }, { 'output.value': `ERROR seedlink ${R.host('seedlink')}:18000 connect timed out after 30.0s (attempt ${i + 1}, sid=${R.hex(8)})`, 'output.mime_type': 'text/plain' }, { 'openinference.span.kind': 'TOOL' }, 'TimeoutError'));
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'GY-N3 fetch timed out' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': 'Posting an update to OPS-812 and retrying.', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'comment_ticket', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ ticket: 'OPS-812', body: 'Data pull from GY-N3 timed out. Retrying the fetch now; estimate to follow once the waveform is available.' }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.total': R.int(800, 2000) }));
      kids.push(tool('comment_ticket', { 'tool.name': 'comment_ticket', 'tool.parameters': JSON.stringify({ ticket: 'OPS-812' }) }, { 'output.value': JSON.stringify({ id: R.int(40000, 49999), created: R.isoOffset(0), self: 'https://jira.example/rest/api/2/issue/OPS-812/comment/' + R.int(40000, 49999) }) }, { 'openinference.span.kind': 'TOOL' }));
    }
    return agent('geyser-watch', { 'input.value': 'tremor estimate for OPS-812' }, { 'output.value': 'stopped: step budget exhausted' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': R.uuid() });
  } },
{ domain: 'cyclotron isotope production', style: 'Mastra',
  isolates: 'Isotope dispatch agent repeatedly tries to book a courier for an F-18 batch on a route that the courier API rejects each time, sending the hospital the same delay notice three times.',
  goal: 'Book a courier for FDG batch F18-0612-B to St. Brendan\'s PET unit and send the ETA.',
  stagnation: true,
  build: (R) => {
    const kids = [];
    for (let i = 0; i < 3; i++) {
      R.tick(60000, 120000);
      kids.push(llm('agent.generate.step', { messages: [usr('book courier for F18-0612-B')] }, { text: 'The FDG batch F18-0612-B courier booking failed. Letting St. Brendan\'s know about the delay and trying the booking again.', toolCalls: [{ toolName: 'bookCourier', args: { batch: 'F18-0612-B', route: 'CYC1->SBH', hazmat: 'UN2915' } }] }, { 'mastra.agent': 'isotopeDispatch', model: 'anthropic/claude-3-5-sonnet', runId: R.uuid() }));
      kids.push(tool('tool.bookCourier', { batch: 'F18-0612-B', route: 'CYC1->SBH', hazmat: 'UN2915' }, { ok: false, status: 422, error: 'route CYC1->SBH not licensed for Class 7 radioactive; nearest depot closed', trace: R.traceparent(), activity_remaining_GBq: +(12.4 * Math.pow(0.5, (i * 90) / 110)).toFixed(2) }, { 'mastra.tool': 'bookCourier' }, 'HTTP 422'));
      kids.push(tool('tool.notifyHospital', { to: 'pet-unit@stbrendans.example', text: 'Delay notice: the courier for FDG batch F18-0612-B could not be booked yet. We are retrying and will send the ETA shortly.' }, { delivered: true, messageId: '<' + R.hex(16) + '@mail.cyclo.example>' }, { 'mastra.tool': 'notifyHospital' }));
    }
    return agent('agent.isotopeDispatch.generate', { prompt: 'Book courier and send ETA' }, { finishReason: 'max-steps' }, kids, { 'mastra.version': '0.10.x', maxSteps: 10 });
  } },
{ domain: 'cycle rickshaw rentals', style: 'smolagents',
  isolates: 'Fleet agent repeatedly runs the same lock-unlock code against a rickshaw whose IoT lock is offline, printing the same status message to the operator each step.',
  goal: 'Unlock rickshaw RK-044 remotely for the 14:00 tour group and confirm to the operator.',
  stagnation: true,
  build: (R) => {
    const kids = [];
    for (let i = 1; i <= 4; i++) {
      R.tick(10000, 30000);
      kids.push(chain(`Step ${i}`, { step_number: i }, null, [
        llm('LiteLLMModel', { messages: [sys('You are a CodeAgent.'), usr('Unlock RK-044')] }, `Thought: The unlock for RK-044 did not work, I will tell the operator and try the unlock again.\nCode:\n\`\`\`py\nres = unlock_vehicle(vehicle_id="RK-044")\nprint(res)\nsend_operator_message("RK-044 unlock failed, retrying now. Please keep the tour group waiting a moment.")\n\`\`\`<end_code>`, { model_id: 'gpt-4o', input_token_count: R.int(1500, 4000) }),
        tool('unlock_vehicle', { vehicle_id: 'RK-044' }, `Execution logs:\n{'status': 'error', 'lock': 'OFFLINE', 'last_seen': '${R.dmy()}', 'gw': '${R.host('lora-gw')}', 'rssi': ${-R.int(100, 125)}}\n`, {}, 'LockOffline'),
        tool('send_operator_message', { text: 'RK-044 unlock failed, retrying now. Please keep the tour group waiting a moment.' }, `Out: sent (sms id ${R.hex(10)})`),
      ], { smolagents: 'ActionStep', duration: R.ms(900, 5000) / 1000 }));
    }
    return agent('CodeAgent', { task: 'Unlock rickshaw RK-044 for the 14:00 tour and confirm to the operator' }, { error: 'AgentMaxStepsError: Reached max steps.' }, kids, { smolagents_version: '1.9.2' });
  } },
];
