// Family 6 (healthy): polling a job/status until it changes, volatile noise in every answer, then using the result.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut } from './lib.mjs';

export const family = 'poll_until_done';
export const loop = false;
export const stagnation = false;
export const summary = 'A job or status is polled repeatedly; answers carry volatile noise and the state moves (queued → running → done); the agent then uses the result and finishes.';

// 01 food co-op bulk bins — LangGraph (LangSmith export)
function foodCoop(N) {
  const goal = 'Send this week\'s bulk-bin top-up order (oats, lentils, rice, dried dates) to the wholesaler and confirm when it is accepted.';
  const thread = N.uuid();
  const job = `exp_${N.alnum(10)}`;
  const states = [['queued', null], ['queued', null], ['running', 40], ['running', 85], ['succeeded', 100]];
  const children = [];
  const node = (name, step, kids, out) => children.push(chain(name, null, out, kids, { langgraph_node: name, langgraph_step: step, thread_id: thread }));
  node('agent', 1, [llm('ChatAnthropic', { messages: [sys('Co-op ordering assistant for Leith Food Co-op.'), user(goal)] }, oaiOut(N, 'Submitting the order export for the four bins.', [['submit_order_export', { supplier: 'suma', lines: [{ code: 'OAT-JUMBO-25', qty: 2 }, { code: 'LEN-RED-25', qty: 1 }, { code: 'RIC-BRN-25', qty: 1 }, { code: 'DAT-PIT-10', qty: 1 }] }]]), { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-haiku-20241022' })], null);
  node('tools', 2, [tool('submit_order_export', { supplier: 'suma' }, { job_id: job, status: 'queued', submitted_at: N.iso() })], null);
  states.forEach(([st, pct], i) => {
    const say = i === 0 ? 'Export queued; checking progress.' : i === 2 ? 'The wholesaler gateway has started processing it.' : i === 3 ? 'Now at 85%.' : null;
    node('agent', 3 + i * 2, [llm('ChatAnthropic', { messages: `[${4 + i * 2} messages]` }, oaiOut(N, say, [['get_export_status', { job_id: job }]]), { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-haiku-20241022' })], null);
    N.tick(8000, 20000);
    const out = { job_id: job, status: st, progress: pct, polled_at: N.iso(), worker: st === 'queued' ? null : N.host('edi-worker'), retry_after_s: st === 'succeeded' ? null : 10 };
    if (st === 'succeeded') Object.assign(out, { supplier_ref: `SUMA-SO-${N.digits(7)}`, accepted_lines: 4, delivery_date: '2025-03-21' });
    node('tools', 4 + i * 2, [tool('get_export_status', { job_id: job }, out)], null);
  });
  const fin = 'The wholesaler accepted all 4 lines. Supplier reference SUMA-SO order is confirmed for delivery on Friday 21 March; I have noted it in the ordering log.';
  node('agent', 14, [llm('ChatAnthropic', { messages: '[14 messages]' }, oaiOut(N, fin, []), { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-haiku-20241022' })], { messages: [asst(fin)] });
  return agent('LangGraph', { messages: [user(goal)] }, { messages: [asst(fin)] }, children, { thread_id: thread, ls_project: 'coop-ordering', status: 'success' });
}

// 02 wetsuit repair — Vercel AI SDK
function wetsuitRepair(N) {
  const goal = 'Customer Tom Reyes wants to send his torn 4/3 wetsuit for seam repair. Generate a prepaid return label and email it to him.';
  const labelJob = `lbl_${N.hex(12)}`;
  const children = [];
  const step = (text, name, args, result) => {
    const id = N.callId();
    children.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': `[${children.length + 1} messages]` }, { 'ai.response.text': text || '', 'ai.response.toolCalls': name ? [{ toolCallId: id, toolName: name, args: JSON.stringify(args) }] : [], 'ai.response.finishReason': name ? 'tool-calls' : 'stop' }, { metadata: { 'ai.model.id': 'gpt-4.1-mini', 'ai.model.provider': 'openai.responses', 'ai.response.msToFirstChunk': N.int(150, 700), 'ai.usage.promptTokens': N.int(300, 1500) } }));
    if (name) { N.tick(3000, 9000); children.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args), 'ai.toolCall.id': id }, { 'ai.toolCall.result': JSON.stringify(result) }, {})); }
  };
  step('Creating the return label with Evri.', 'createReturnLabel', { order: 'REP-2291', from_postcode: 'TR7 1HS', service: 'evri-48-dropoff' }, { label_job: labelJob, state: 'PROCESSING', created: N.isoSec() });
  step(null, 'getLabel', { label_job: labelJob }, { label_job: labelJob, state: 'PROCESSING', eta_s: 6, carrier_trace: N.uuid() });
  step(null, 'getLabel', { label_job: labelJob }, { label_job: labelJob, state: 'PROCESSING', eta_s: 2, carrier_trace: N.uuid() });
  step('Label is ready with a tracking number; emailing it to Tom.', 'getLabel', { label_job: labelJob }, { label_job: labelJob, state: 'READY', tracking: `H${N.digits(15)}`, pdf_url: `https://labels.evri.example/${N.hex(20)}.pdf`, expires: N.http() });
  step(null, 'sendEmail', { to: 'tom.reyes@example.net', template: 'return-label', order: 'REP-2291' }, { accepted: true, message_id: `<${N.hex(16)}@mail.swellseams.co.uk>` });
  step('Done: the prepaid Evri drop-off label for repair REP-2291 was emailed to Tom with its tracking number.', null);
  return span('agent', 'ai.streamText', { 'ai.prompt': goal }, { 'ai.response.text': 'Done: the prepaid Evri drop-off label for repair REP-2291 was emailed to Tom with its tracking number.' }, { children, metadata: { 'ai.telemetry.functionId': 'repair-desk', 'ai.settings.maxSteps': 10 } });
}

// 03 foraging courses — OpenInference
function foragingCourse(N) {
  const goal = 'Upload the new "Autumn fungi: safe ID" lesson video and publish the lesson once it has finished processing.';
  const asset = N.alnum(20);
  const oi = (k, x = {}) => ({ 'openinference.span.kind': k, ...x });
  const children = [];
  const L = (text, name, args) => children.push(llm('ChatCompletion', { messages: `[${children.length + 1} messages]` }, oaiOut(N, text, name ? [[name, args]] : []), oi('LLM', { 'llm.model_name': 'gpt-4o', 'llm.output_messages.0.message.content': text || '', 'llm.token_count.total': N.int(400, 2500) })));
  const T = (name, args, out) => { N.tick(5000, 30000); children.push(tool(name, args, out, oi('TOOL', { 'tool.name': name }))); };
  L('Uploading the lesson file to the video host.', 'video_upload', { path: 'lessons/autumn-fungi-safe-id.mp4', course: 'wild-food-basics' });
  T('video_upload', { path: 'lessons/autumn-fungi-safe-id.mp4' }, JSON.stringify({ data: { id: asset, status: 'preparing', created_at: String(N.epoch()), upload_bytes: 1873423104 } }));
  const stat = ['preparing', 'preparing', 'preparing', 'ready'];
  stat.forEach((s, i) => {
    L(i === 0 ? 'Waiting for transcoding.' : null, 'video_asset_status', { asset_id: asset });
    T('video_asset_status', { asset_id: asset }, JSON.stringify({ data: { id: asset, status: s, duration: s === 'ready' ? 1432.6 : null, max_stored_resolution: s === 'ready' ? 'HD' : null, playback_ids: s === 'ready' ? [{ id: N.alnum(24), policy: 'signed' }] : [], tracks: s === 'ready' ? [{ type: 'video' }, { type: 'audio' }, { type: 'text', status: 'preparing' }] : [] }, request_id: N.uuid(), served_at: N.isoMicro() }));
  });
  L('Transcoding finished (23m52s, HD). Publishing the lesson with the signed playback id.', 'publish_lesson', { course: 'wild-food-basics', lesson_slug: 'autumn-fungi-safe-id', asset_id: asset });
  T('publish_lesson', { lesson_slug: 'autumn-fungi-safe-id' }, '<div class="flash success">Lesson "Autumn fungi: safe ID" published · 14 enrolled learners notified</div>');
  L('The lesson is live and the 14 enrolled learners were notified.', null);
  return agent('CourseAdminAgent', { input: goal }, { output: 'The lesson is live and the 14 enrolled learners were notified.' }, children, oi('AGENT', { 'session.id': N.uuid() }));
}

// 04 botanical illustration commissions — Letta agent
function botanicalIllustration(N) {
  const goal = 'Get the high-resolution scan of the Fritillaria meleagris watercolour from the print bureau and send the colour proof link to the client, Dr. Ashworth.';
  const job = `SCN-${N.digits(6)}`;
  const children = [];
  const step = (reasoning, name, args, ret) => {
    children.push(llm('Agent.step', { messages: `[in-context: ${N.int(8, 30)}]` }, { messages: [{ message_type: 'reasoning_message', reasoning, id: `message-${N.uuid()}`, date: N.iso() }, { message_type: 'tool_call_message', tool_call: { name, arguments: JSON.stringify(args), tool_call_id: N.callId() } }] }, { model: 'openai/gpt-4o-mini', step_id: `step-${N.uuid()}` }));
    N.tick(20000, 90000);
    if (ret !== undefined) children.push(tool(name, args, { message_type: 'tool_return_message', tool_return: JSON.stringify(ret), status: 'success', date: N.iso() }));
  };
  step('Client wants the proof of the snake\'s-head fritillary scan. I submitted it yesterday; checking the bureau job.', 'bureau_job_status', { job_id: job }, { job_id: job, stage: 'QUEUED', queue_position: 3, scanner: null, checked: N.http() });
  step('Third in the queue at the bureau. I\'ll check again shortly.', 'bureau_job_status', { job_id: job }, { job_id: job, stage: 'SCANNING', queue_position: 0, scanner: 'Cruse CS-285 #2', dpi: 600, checked: N.http() });
  step('It is on the Cruse scanner now at 600 dpi; the colour proof stage comes next.', 'bureau_job_status', { job_id: job }, { job_id: job, stage: 'COLOUR_PROOF', scanner: 'Cruse CS-285 #2', delta_e_avg: 1.8, checked: N.http() });
  step('Proof generated with ΔE 1.8, within our 2.0 tolerance. One more check for the final link.', 'bureau_job_status', { job_id: job }, { job_id: job, stage: 'DONE', proof_url: `https://proofs.giclee-bureau.example/${job}/${N.hex(10)}`, tiff_bytes: 1893221400, checked: N.http() });
  step('Scan finished and proof link available. Sending it to Dr. Ashworth with the ΔE note.', 'send_message', { message: 'Dear Dr. Ashworth, the colour proof for your Fritillaria meleagris watercolour is ready (average ΔE 1.8). Please review it at the link below and let me know if you approve printing.' }, { status: 'OK', message: 'None' });
  return agent('letta.agents.messages.create', { agent_id: `agent-${N.uuid()}`, messages: [user(goal)] }, { stop_reason: { message_type: 'stop_reason', stop_reason: 'end_turn' }, usage: { step_count: 5, total_tokens: N.int(6000, 15000) } }, children, { letta_version: '0.7.3', memory_blocks: ['persona', 'human', 'commissions'] });
}

// 05 hurling club — DSPy ReAct module
function hurlingClub(N) {
  const goal = 'Render the U-14 summer fixture list as a PDF and post the link in the club parents\' channel.';
  const job = N.uuid();
  const traj = [
    ['I need to start a render of the U-14 fixtures.', 'render_fixtures', { team: 'u14', season: 'summer-2025', format: 'pdf' }, { render_id: job, state: 'pending', queued_at: N.isoSec() }],
    ['Render queued; check its state.', 'render_status', { render_id: job }, { render_id: job, state: 'rendering', page: 3, pages: 8, node: N.host('chromium') }],
    ['It is on page 3 of 8; check again.', 'render_status', { render_id: job }, { render_id: job, state: 'rendering', page: 7, pages: 8, node: N.host('chromium') }],
    ['Nearly finished at page 7.', 'render_status', { render_id: job }, { render_id: job, state: 'done', pages: 8, url: `https://files.stcolmcilles.example/fixtures/u14-summer-2025-${N.hex(6)}.pdf`, bytes: 214337 }],
    ['The PDF is ready; post the link to the parents\' channel.', 'post_message', { channel: '#u14-parents', text: 'U-14 summer fixtures (8 pages) are here: <link>. Please check your child\'s home/away dates.' }, { ok: true, ts: `${N.epoch()}.${N.digits(6)}` }],
    ['Posted, so I can finish.', 'finish', {}, 'Completed.'],
  ];
  const children = [];
  traj.forEach(([thought, tname, targs, obs], i) => {
    children.push(llm('Predict(StringSignature(question, trajectory -> next_thought, next_tool_name, next_tool_args))', { question: goal, trajectory: `[${i} steps]` }, { next_thought: thought, next_tool_name: tname, next_tool_args: targs }, { lm: 'openai/gpt-4o-mini', adapter: 'ChatAdapter', cache_hit: false }));
    N.tick(4000, 15000);
    children.push(tool(`Tool(${tname})`, targs, obs));
  });
  children.push(llm('ChainOfThought(extract)', { trajectory: '[6 steps]' }, { reasoning: 'The fixture PDF rendered (8 pages) and the link was posted successfully.', answer: 'Posted the 8-page U-14 summer fixture PDF to #u14-parents.' }, { lm: 'openai/gpt-4o-mini' }));
  return agent('ReAct.forward', { question: goal }, { answer: 'Posted the 8-page U-14 summer fixture PDF to #u14-parents.' }, children, { dspy_version: '2.6.17', max_iters: 10 });
}

// 06 stationery subscription boxes — plain message-level trace
function stationeryBoxes(N) {
  const goal = 'Print the shipping labels for the April "Ink & Paper" subscription boxes (300 boxes) and mark the orders as dispatched once the labels are done.';
  const batch = `BATCH-${N.upper(8)}`;
  const msgs = [sys('Fulfilment assistant for Papercut Club.'), user(goal)];
  const children = [];
  const call = (text, name, args, out) => { children.push(llm('chat.completions', { model: 'gpt-4o', messages: children.length ? `[${children.length + 2} messages]` : msgs }, oaiOut(N, text, name ? [[name, args]] : []), { usage: N.tokens() })); if (name) { N.tick(15000, 60000); children.push(tool(name, args, out)); } };
  call('Creating the label batch for the April shipment.', 'create_label_batch', { shipment: 'ink-paper-2025-04', carrier: 'royalmail-tracked48', count: 300 }, { batch_id: batch, status: 'QUEUED', position: 14, created: N.http() });
  call(null, 'label_batch_status', { batch_id: batch }, { batch_id: batch, status: 'QUEUED', position: 3, printer: null, at: N.mdy() });
  call('Moved up to position 3.', 'label_batch_status', { batch_id: batch }, { batch_id: batch, status: 'PRINTING', printed: 120, total: 300, printer: 'Zebra ZT411 (dispatch-2)', at: N.mdy() });
  call(null, 'label_batch_status', { batch_id: batch }, { batch_id: batch, status: 'PRINTING', printed: 281, total: 300, printer: 'Zebra ZT411 (dispatch-2)', at: N.mdy() });
  call('281 of 300 printed.', 'label_batch_status', { batch_id: batch }, { batch_id: batch, status: 'COMPLETE', printed: 300, total: 300, manifest: `RM-MAN-${N.digits(9)}`, at: N.mdy() });
  call('All 300 labels printed and the Royal Mail manifest is ready. Marking orders dispatched.', 'bulk_mark_dispatched', { shipment: 'ink-paper-2025-04', manifest_from_batch: batch }, { updated: 300, failed: 0, job: N.jobId('upd') });
  call('All 300 April boxes have labels and are marked dispatched against the Royal Mail manifest.', null);
  return agent('chat_session', { messages: msgs }, { content: 'All 300 April boxes have labels and are marked dispatched against the Royal Mail manifest.' }, children, { conversation_id: N.uuid() });
}

export const scenarios = [
  { n: '01', domain: 'food co-op bulk bins', style: 'LangGraph (LangSmith export)', isolates: 'An order export job is polled queued, queued, running 40%, running 85%, succeeded; the agent then reports the accepted order.', goal: 'Send the weekly bulk-bin top-up order to the wholesaler and confirm acceptance.', build: foodCoop },
  { n: '02', domain: 'wetsuit repair', style: 'Vercel AI SDK (ai.* spans)', isolates: 'A return-label job is polled while PROCESSING with a falling ETA until READY; the label is then emailed and the task ends.', goal: 'Generate a prepaid return label for a wetsuit repair and email it to the customer.', build: wetsuitRepair },
  { n: '03', domain: 'foraging courses', style: 'OpenInference / Arize Phoenix', isolates: 'A lesson video asset is polled while preparing (noisy request ids and timestamps) until ready; the lesson is then published.', goal: 'Upload a new course video and publish the lesson once processing finishes.', build: foragingCourse },
  { n: '04', domain: 'botanical illustration commissions', style: 'Letta', isolates: 'A print-bureau scan job moves QUEUED → SCANNING → COLOUR_PROOF → DONE across polls, each reasoning step noting the new stage; the proof link is sent to the client.', goal: 'Get the high-resolution scan of a watercolour and send the colour proof link to the client.', build: botanicalIllustration },
  { n: '05', domain: 'hurling club', style: 'DSPy ReAct', isolates: 'A PDF render is polled pending → page 3/8 → page 7/8 → done, and the link is posted to the parents\' channel.', goal: 'Render the U-14 fixture list as a PDF and post the link for parents.', build: hurlingClub },
  { n: '06', domain: 'stationery subscription boxes', style: 'plain message-level trace', isolates: 'A label print batch is polled from queue position 14 to 3, then printing 120/300, 281/300, complete; orders are then marked dispatched.', goal: 'Print shipping labels for 300 subscription boxes and mark the orders dispatched.', build: stationeryBoxes },
];
