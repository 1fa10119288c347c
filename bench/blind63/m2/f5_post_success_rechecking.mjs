import { S, agent, llm, tool, chain, tOtel, tIso, tLat } from './lib.mjs';
export const FAMILY = 'post_success_rechecking';
export const LOOP = true;
export const scenarios = [
// 01 pinball restoration — Vercel AI SDK
{ domain: 'pinball machine restoration parts', style: 'Vercel AI SDK (ai.streamText)', build(c) {
  const goal = 'Order a replacement flipper rebuild kit (Williams System 11, 2x) for the "High Speed" restoration and confirm the order number.';
  const orderNo = 'PB-' + c.int(100000, 999999);
  const kids = [
    llm('ai.streamText.doStream', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: goal }]) }, { 'ai.response.toolCalls': JSON.stringify([{ toolName: 'placeOrder', args: { sku: 'FRK-W11', qty: 2, ship: 'tracked48' } }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'claude-3-5-sonnet-20241022', 'ai.response.msToFirstChunk': c.ms(300, 900), ...tOtel(c) }),
    tool('ai.toolCall', { 'ai.toolCall.name': 'placeOrder', 'ai.toolCall.args': '{"sku":"FRK-W11","qty":2,"ship":"tracked48"}' }, { 'ai.toolCall.result': JSON.stringify({ status: 'confirmed', order: orderNo, total: '£' + c.money(60, 80), eta: c.day(2), stripe_pi: 'pi_' + c.alnum(24) }) }, tOtel(c)),
  ];
  const chk = ['getOrder', 'getOrder', 'listOrders', 'getOrder'];
  const txt = `Order ${orderNo} is confirmed. Let me double-check it went through.`;
  chk.forEach((t, i) => {
    kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': txt, 'ai.response.toolCalls': JSON.stringify([{ toolName: t, args: t === 'getOrder' ? { order: orderNo } : { since: c.day(0) } }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'claude-3-5-sonnet-20241022', ...tOtel(c) }));
    kids.push(tool('ai.toolCall', { 'ai.toolCall.name': t }, { 'ai.toolCall.result': JSON.stringify(t === 'getOrder' ? { order: orderNo, status: 'confirmed', warehouse: 'WH-' + c.int(1, 3), fetched: c.iso() } : { orders: [{ order: orderNo, status: 'confirmed' }], cursor: null, ms: c.ms(20, 90) }) }, tOtel(c)));
  });
  return { isolates: 'After placeOrder returns "confirmed", the model re-checks the same order four more times, announcing the same confirmation each time, until maxSteps.', stagnation: true, goal,
    root: agent('ai.streamText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'tool-calls', note: 'maxSteps (10) reached' }, kids, { 'ai.settings.maxSteps': 10, 'ai.telemetry.functionId': 'parts-bot' }) };
} },
// 02 screen printing — MLflow Tracing
{ domain: 'textile screen printing shop', style: 'MLflow Tracing', build(c) {
  const goal = 'Send the approved proof for job SP-8823 (120 tees, 3-colour front) to the client and mark the job "proof sent".';
  const kids = [
    llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, { tool_calls: [{ name: 'email_proof', args: { job: 'SP-8823', to: 'orders@brewco.example', attachment: 'SP-8823_proof_v2.pdf' } }] }, { 'mlflow.spanType': 'CHAT_MODEL', ...tIso(c) }),
    tool('email_proof', { job: 'SP-8823', attachment: 'SP-8823_proof_v2.pdf' }, { delivered: true, message_id: `<${c.uuid()}@sp.example>`, smtp_response: '250 OK id=' + c.alnum(6) + '-' + c.alnum(6) }, { 'mlflow.spanType': 'TOOL', ...tIso(c) }),
    llm('ChatOpenAI', {}, { tool_calls: [{ name: 'set_status', args: { job: 'SP-8823', status: 'proof sent' } }] }, { 'mlflow.spanType': 'CHAT_MODEL', ...tIso(c) }),
    tool('set_status', { job: 'SP-8823', status: 'proof sent' }, { job: 'SP-8823', status: 'proof sent', updated: c.sql() }, { 'mlflow.spanType': 'TOOL', ...tIso(c) }),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('ChatOpenAI', {}, { content: 'The proof has been emailed and the job is marked "proof sent". I\'ll resend the proof to be safe.', tool_calls: [{ name: 'email_proof', args: { job: 'SP-8823', to: 'orders@brewco.example', attachment: 'SP-8823_proof_v2.pdf' } }] }, { 'mlflow.spanType': 'CHAT_MODEL', ...tIso(c) }));
    kids.push(tool('email_proof', { job: 'SP-8823' }, { delivered: true, message_id: `<${c.uuid()}@sp.example>`, smtp_response: '250 OK id=' + c.alnum(6) + '-' + c.alnum(6) }, { 'mlflow.spanType': 'TOOL', ...tIso(c) }));
  }
  return { isolates: 'The proof is delivered and the status set, then the agent re-sends the same proof three more times with the same sentence.', stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { error: 'Agent stopped due to max iterations.' }, kids, { 'mlflow.traceRequestId': 'tr-' + c.hex(32), 'mlflow.spanType': 'AGENT', experiment_id: String(c.int(100, 999)) }) };
} },
// 03 kelp farm — W&B Weave
{ domain: 'sugar kelp farm harvest logistics', style: 'W&B Weave calls', build(c) {
  const goal = 'Book the landing slot at Oban pier for tomorrow\'s kelp harvest (2.4 t wet) and confirm.';
  const slot = 'OBN-' + c.day(1).replaceAll('-', '') + '-07';
  const kids = [
    llm('openai.chat.completions.create', { model: 'gpt-4o', messages: [{ role: 'user', content: goal }] }, { choices: [{ message: { tool_calls: [{ function: { name: 'book_slot', arguments: JSON.stringify({ pier: 'Oban North', date: c.day(1), tonnage: 2.4 }) } }] } }] }, { weave_op: 'weave:///kelpco/harvest/op/openai.chat.completions.create:' + c.alnum(10), ...tIso(c) }),
    tool('book_slot', { pier: 'Oban North', date: c.day(1), tonnage: 2.4 }, { booked: true, slot, window: '06:40-07:20', harbour_master_ref: 'HM/' + c.int(1000, 9999), tide: 'HW 07:52 3.9m' }, { weave_op: 'weave:///kelpco/harvest/op/book_slot:' + c.alnum(10), ...tIso(c) }),
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o' }, { choices: [{ message: { content: `Slot ${slot} is booked for 06:40-07:20. Verifying the booking is still in place.`, tool_calls: [{ function: { name: 'get_slot', arguments: JSON.stringify({ slot }) } }] } }] }, tIso(c)));
    kids.push(tool('get_slot', { slot }, { slot, status: 'BOOKED', window: '06:40-07:20', checked_at: c.isoOff(1), etag: c.etag() }, tIso(c)));
  }
  return { isolates: 'A landing slot is booked and confirmed, then the agent verifies the same slot four more times, each reply identical except for time and etag.', stagnation: true, goal,
    root: agent('harvest_agent.run', { goal }, { exception: 'StepLimitReached: 10' }, kids, { weave_call_id: c.uuid(), project: 'kelpco/harvest' }) };
} },
// 04 budgie breeders — AgentOps session
{ domain: 'budgerigar breeders\' show entries', style: 'AgentOps session', build(c) {
  const goal = 'Enter three birds (rings BS24-0192, BS24-0201, BS24-0233) in the adult cock class at the Midlands area show and send the entry receipt.';
  const rec = 'MAS-' + c.upper(6);
  const kids = [
    S('action', 'submit_entries', { rings: ['BS24-0192', 'BS24-0201', 'BS24-0233'], class: 'Adult Cock Normal Grey' }, { receipt: rec, accepted: 3, fee_gbp: '4.50' }, { metadata: { event_type: 'ActionEvent', init_timestamp: c.iso(), end_timestamp: c.tick() && c.iso() } }),
    llm('LLMEvent', { prompt: goal }, { completion: `All three birds are entered. Receipt ${rec}. Sending the receipt now.`, tool_calls: [{ name: 'email_receipt' }] }, { event_type: 'LLMEvent', model: 'gpt-4o-mini', prompt_tokens: 540, completion_tokens: 31, init_timestamp: c.iso() }),
    tool('email_receipt', { to: 'member4471@example.org', receipt: rec }, { status: 'sent', provider_id: c.hex(24) }, { event_type: 'ToolEvent', init_timestamp: c.tick() && c.iso() }),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('LLMEvent', { prompt: '[history]' }, { completion: `All three birds are entered. Receipt ${rec}. Sending the receipt now.`, tool_calls: [{ name: 'email_receipt' }] }, { event_type: 'LLMEvent', model: 'gpt-4o-mini', init_timestamp: c.tick() && c.iso() }));
    kids.push(tool('email_receipt', { to: 'member4471@example.org', receipt: rec }, { status: 'sent', provider_id: c.hex(24) }, { event_type: 'ToolEvent', init_timestamp: c.tick() && c.iso() }));
  }
  return { isolates: 'Entries are accepted and the receipt emailed; the agent then emails the same receipt three more times with the same announcement.', stagnation: true, goal,
    root: agent('session', { tags: ['show-entries'] }, { end_state: 'Fail', end_state_reason: 'max steps reached' }, kids, { session_id: c.uuid(), agentops_sdk: '0.3.x', host_env: { os: 'Linux' } }) };
} },
// 05 venison game dealer — Gemini function calling (no model text)
{ domain: 'wild venison game dealer', style: 'Gemini API function calling', build(c) {
  const goal = 'Register the carcass tag for stag CT-7731 (culled on the estate today) with the game dealer intake system.';
  const kids = [
    llm('generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }], tools: [{ functionDeclarations: [{ name: 'register_tag' }, { name: 'get_tag' }] }] }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'register_tag', args: { tag: 'CT-7731', species: 'red deer', sex: 'M', larder_weight_kg: 78.5 } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 410, candidatesTokenCount: 22 } }, { model: 'gemini-1.5-flash-002', responseId: c.alnum(22), ...tIso(c) }),
    tool('register_tag', { tag: 'CT-7731' }, { functionResponse: { name: 'register_tag', response: { registered: true, intake_id: 'GD-' + c.int(10000, 99999), cold_store: 'CS2', temperature_c: 3.1, logged_at: c.isoNoMs() } } }, tIso(c)),
  ];
  const calls = ['get_tag', 'get_tag', 'register_tag', 'get_tag'];
  calls.forEach((f) => {
    kids.push(llm('generateContent', { contents: '[…]' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: f, args: { tag: 'CT-7731' } } }] }, finishReason: 'STOP' }] }, { model: 'gemini-1.5-flash-002', ...tIso(c) }));
    kids.push(tool(f, { tag: 'CT-7731' }, { functionResponse: { name: f, response: f === 'get_tag' ? { tag: 'CT-7731', status: 'REGISTERED', cold_store: 'CS2', temperature_c: +(2.8 + c.r() * 0.6).toFixed(1), read_at: c.isoNoMs() } : { registered: false, error: 'ALREADY_EXISTS', existing: 'CT-7731' } } }, tIso(c), f === 'register_tag' ? 'ALREADY_EXISTS' : undefined));
  });
  return { isolates: 'The tag is registered successfully, then the model keeps calling get_tag and even re-registers (ALREADY_EXISTS); its outputs are bare function calls with no text.', stagnation: false, goal,
    root: agent('chat_session', { goal }, { stopped: 'client max_function_calls=6' }, kids, { api: 'generativelanguage.googleapis.com/v1beta', automatic_function_calling: false }) };
} },
// 06 cashmere knitwear mending — DSPy ReAct
{ domain: 'cashmere knitwear mending service', style: 'DSPy ReAct', build(c) {
  const goal = 'Create the repair job for a customer\'s cashmere jumper (2 moth holes, left elbow) and reply with the job number and price.';
  const job = 'KM-' + c.int(1000, 9999);
  const kids = [
    llm('ReAct.forward[0] Predict', { question: goal, trajectory: '' }, { next_thought: 'I should create the repair job.', next_tool_name: 'create_job', next_tool_args: { item: 'cashmere jumper', holes: 2, location: 'left elbow' } }, { lm: 'openai/gpt-4o-mini', ...tLat(c) }),
    tool('create_job', { item: 'cashmere jumper', holes: 2 }, `{"job":"${job}","price_gbp":36,"yarn_match":"Jamieson 2-ply Mooskit","created":"${c.iso()}"}`, tLat(c)),
  ];
  for (let i = 0; i < 4; i++) {
    kids.push(llm(`ReAct.forward[${i + 1}] Predict`, { trajectory: `[thought_0..tool_${i}]` }, { next_thought: `Job ${job} is created at £36. I should verify that the job exists.`, next_tool_name: 'get_job', next_tool_args: { job } }, { lm: 'openai/gpt-4o-mini', ...tLat(c) }));
    kids.push(tool('get_job', { job }, `{"job":"${job}","status":"booked","price_gbp":36,"queue_position":${7},"ts":${c.unix()}}`, tLat(c)));
  }
  return { isolates: 'The repair job is created with a price, after which the ReAct loop verifies the same job four times with the same thought and never finishes.', stagnation: true, goal,
    root: agent('dspy.ReAct', { question: goal }, { error: 'max_iters (6) reached', trajectory_len: 10 }, kids, { dspy_version: '2.5.x', signature: 'question -> answer' }) };
} },
];
