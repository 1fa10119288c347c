import { agent, llm, tool, span, user } from './lib.mjs';

export const FAMILY = 'post_success_rechecking';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'The goal is met and confirmed by a tool, yet the agent keeps re-checking/re-announcing (3+ actions learning nothing) until a step limit.';

const rep = (n, f) => Array.from({ length: n }, (_, i) => f(i)).flat();

export const scenarios = [
  { n: 1, domain: 'eyelash extension salon bookings', style: 'Vercel AI SDK',
    isolates: 'Booking confirmed (id LB-7731) but the agent re-fetches the same booking and re-announces "Your lash fill is booked for Thu 16:30" four more times.',
    goal: 'Book a 60-minute lash infill for Priya on Thursday afternoon with technician Mel.',
    build: (k) => agent('ai.generateText', { 'ai.prompt': 'Book lash infill Thu pm with Mel' }, { 'ai.response.finishReason': 'length' }, [
      span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'createBooking', 'ai.toolCall.args': '{"service":"infill_60","tech":"mel","slot":"Thu 16:30"}' }, { 'ai.toolCall.result': JSON.stringify({ id: 'LB-7731', status: 'confirmed', created: k.iso() }) }, [], {}),
      ...rep(4, () => [
        span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': 'Your lash fill is booked for Thursday at 16:30 with Mel (booking LB-7731). Let me double-check the booking.' }, [], { metadata: { 'ai.response.id': 'chatcmpl-' + k.b62(20) } }),
        span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'getBooking', 'ai.toolCall.args': '{"id":"LB-7731"}' }, { 'ai.toolCall.result': JSON.stringify({ id: 'LB-7731', status: 'confirmed', fetched: (k.tick(), k.iso()), etag: k.etag() }) }, [], {}),
      ]),
    ], { 'ai.settings.maxSteps': 10 }) },
  { n: 2, domain: 'paella event catering', style: 'Langfuse',
    isolates: 'Invoice for the paella party is sent and the mail server returns 250 OK; the agent then re-sends the invoice three more times "to be safe".',
    goal: 'Send the final invoice (€1,420) for the 70-guest paella party to the client.',
    build: (k) => agent('catering-agent', { job: 'PAE-0619' }, { status: 'step_limit' }, [
      llm('generation', [user('Send invoice PAE-0619')], { content: 'Sending invoice PAE-0619 for €1,420.' }, { model: 'gpt-4o-mini' }),
      ...rep(4, (i) => [
        tool('send_invoice_email', { invoice: 'PAE-0619', to: 'lucia.mora@example.es' }, `250 2.0.0 Ok: queued as ${k.hex(10).toUpperCase()}`, { langfuse_observation_id: k.uuid() }),
        llm('generation', [user('tool ok')], { content: 'Invoice PAE-0619 (€1,420) has been sent to Lucía. I will send it once more to make sure it arrived.' }, { model: 'gpt-4o-mini', attempt: i }),
      ]),
    ], { langfuse_trace_id: k.hex(32) }) },
  { n: 3, domain: 'seitan production plant', style: 'MLflow Tracing',
    isolates: 'Batch release recorded as APPROVED; the agent keeps calling get_batch_status and restating "Batch S-0412 is released" until max iterations.',
    goal: 'Release seitan batch S-0412 after the allergen swab result comes back negative.',
    build: (k) => agent('AGENT', { inputs: { batch: 'S-0412' } }, { outputs: null, status: 'ERROR: max_iterations' }, [
      tool('lims_swab_result', { batch: 'S-0412' }, { gluten_free_line_swab: 'n/a', soy: 'negative', sesame: 'negative', sampled: k.euDate() }, { 'mlflow.spanType': 'TOOL' }),
      tool('release_batch', { batch: 'S-0412' }, { status: 'APPROVED', released_by: 'agent', at: (k.tick(), k.isoNoMs()) }, { 'mlflow.spanType': 'TOOL' }),
      ...rep(3, () => [
        llm('ChatModel', { messages: [user('status?')] }, 'Batch S-0412 is released. I will verify the batch status again.', { 'mlflow.spanType': 'CHAT_MODEL' }),
        tool('get_batch_status', { batch: 'S-0412' }, { status: 'APPROVED', request_id: k.uuid(), served_by: k.host('mes') }, { 'mlflow.spanType': 'TOOL' }),
      ]),
    ], { 'mlflow.traceRequestId': 'tr-' + k.hex(32) }) },
  { n: 4, domain: 'biltong drying room', style: 'Strands Agents',
    isolates: 'Drying-room setpoint is applied and read back as 24 °C / 55 % RH; the agent reads it back four more times and repeats the same confirmation.',
    goal: 'Set drying room 2 to 24 °C and 55 % relative humidity for the new biltong batch.',
    build: (k) => agent('invoke_agent Strands Agents', { prompt: 'Set room 2 to 24C 55%RH' }, { stop_reason: 'max_tokens' }, [
      tool('execute_tool set_room_setpoint', { room: 2, temp_c: 24, rh: 55 }, { status: 'success', content: [{ text: `ACK room2 sp=24.0C/55%RH seq=${k.int(1000, 9999)}` }] }, {}),
      ...rep(4, () => [
        llm('chat', { model: 'us.anthropic.claude-3-7-sonnet' }, { text: 'Room 2 is set to 24 °C and 55 % RH. I will read back the setpoint to confirm.' }, { 'gen_ai.system': 'strands-agents', cycle_id: k.uuid() }),
        tool('execute_tool get_room_setpoint', { room: 2 }, { status: 'success', content: [{ text: `room2 sp=24.0C/55%RH pv=${(22 + k.r()).toFixed(1)}C plc_ts=${k.epoch()}` }] }, {}),
      ]),
    ], { 'gen_ai.agent.name': 'Strands Agents' }) },
  { n: 5, domain: 'relish co-packer label approval', style: 'plain message-level trace',
    isolates: 'Label artwork approved (status approved, version 7); assistant repeatedly re-posts the approval note to the client channel.',
    goal: 'Get the client to approve version 7 of the beetroot relish jar label and record the approval.',
    build: (k) => agent('session', { conversation_id: k.uuid() }, { finish_reason: 'length' }, [
      tool('get_approval', { artwork: 'BR-RELISH-340g', version: 7 }, { status: 'approved', approver: 'tom@hedgerowfoods.co.uk', approved_at: k.httpDate() }),
      ...rep(4, () => [
        llm('chat.completions', { messages: [user('record approval')] }, { role: 'assistant', content: 'Version 7 of the beetroot relish label is approved by Tom. Posting the approval note to the client channel.', tool_calls: [{ id: k.callId(), type: 'function', function: { name: 'post_message', arguments: '{"channel":"hedgerow-foods","text":"Label v7 approved, thanks Tom!"}' } }] }, { model: 'gpt-4o' }),
        tool('post_message', { channel: 'hedgerow-foods', text: 'Label v7 approved, thanks Tom!' }, { ok: true, ts: `${k.tick() && k.epoch()}.${k.int(100000, 999999)}` }),
      ]),
    ]) },
  { n: 6, domain: 'gnocchi pasta line changeover', style: 'W&B Weave calls',
    isolates: 'The changeover checklist is completed and signed; the agent keeps calling verify_checklist and re-announcing completion until the call budget ends.',
    goal: 'Complete and sign the allergen changeover checklist on gnocchi line 3 from egg to egg-free production.',
    build: (k) => agent('weave.op Agent.run', { task: 'changeover line 3' }, { exception: 'CallBudgetExceeded' }, [
      tool('weave.op sign_checklist', { line: 3, checklist: 'CHG-EGG-FREE' }, { signed: true, signature_id: k.uuid(), at: k.iso() }, { weave_call_id: k.ulid() }),
      ...rep(3, () => [
        llm('weave.op openai.chat.completions.create', { messages: [user('done?')] }, { choices: [{ message: { content: 'The changeover checklist for line 3 is complete and signed. Verifying once more.' } }] }, { weave_call_id: k.ulid() }),
        tool('weave.op verify_checklist', { line: 3 }, { complete: true, items_ok: 14, items_total: 14, checked: (k.tick(), k.isoNoMs()) }, { weave_call_id: k.ulid() }),
      ]),
    ], { weave_project: 'plant-ops/agents' }) },
];
