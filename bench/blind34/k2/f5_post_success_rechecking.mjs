// Family 5: goal met and confirmed by a tool, but the agent keeps re-checking / re-submitting / re-announcing.
import { agent, llm, tool, retriever, span, tc, tu, http } from './lib.mjs';

export const family = 'post-success-rechecking';
export const loop = true;
export const stagnation = true;

// ---- 01 sea glass jewellery shop, Gemini API function calling ----
function r01(R) {
  const goal = 'Publish the new "Cobalt Tide" sea glass pendant listing (EUR 48, 6 in stock) on the shop and make sure it is live.';
  const kids = [];
  const g = (parts) => { R.tick(500, 2000); kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }], tools: [{ functionDeclarations: ['create_listing', 'get_listing'] }] }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: R.int(600, 1800), candidatesTokenCount: R.int(15, 60) }, modelVersion: 'gemini-2.0-flash-001', responseId: R.b64(20) })); };
  const listing = 'lst_' + R.alnum(12);
  g([{ functionCall: { name: 'create_listing', args: { title: 'Cobalt Tide sea glass pendant', price_eur: 48, qty: 6 } } }]);
  kids.push(tool('create_listing', { functionResponse: { name: 'create_listing' } }, { functionResponse: { name: 'create_listing', response: { id: listing, state: 'active', url: `https://shop.seaglassbymara.example/p/${listing}`, created: R.epoch() } } }));
  for (let i = 0; i < 4; i++) {
    g([{ text: 'The Cobalt Tide pendant listing is live. Let me verify it once more.' }, { functionCall: { name: 'get_listing', args: { id: listing } } }]);
    kids.push(tool('get_listing', { functionResponse: { name: 'get_listing' } }, { functionResponse: { name: 'get_listing', response: { id: listing, state: 'active', price_eur: 48, qty: 6, views: R.int(0, 3), cache_age_s: R.int(0, 59), edge: R.pick(['ams1', 'fra2', 'lis1']) } } }));
  }
  return {
    isolates: 'After the listing is created and shows state "active", the agent re-fetches it four more times, each time saying it is live and verifying "once more".',
    goal,
    root: agent('gemini-chat-session', { goal }, { text: 'The Cobalt Tide pendant listing is live. Let me verify it once more.' }, kids, { metadata: { automatic_function_calling: { maximum_remote_calls: 10 }, sdk: 'google-genai 1.2' } }),
  };
}

// ---- 02 gyrocopter training school, Anthropic Messages API logs ----
function r02(R) {
  const goal = 'Book student Ilse Varga onto the gyrocopter dual lesson on 22 March 10:00 with instructor Tomas and email her the confirmation.';
  const kids = [];
  const call = (content, name, input) => { R.tick(800, 2500); kids.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: [{ role: 'user', content: goal }, '...'] }, { id: R.msgId(), type: 'message', role: 'assistant', content: [{ type: 'text', text: content }, tu(R, name, input)], stop_reason: 'tool_use', usage: R.usage(900, 2600, 30, 110) }, { metadata: { 'request-id': 'req_01' + R.b64(22), 'anthropic-ratelimit-requests-remaining': String(R.int(40, 49)), 'processing-ms': R.int(700, 2400) } })); };
  call('Booking the lesson.', 'book_lesson', { student: 'Ilse Varga', date: '2025-03-22T10:00', instructor: 'Tomas', aircraft: 'MTOsport D-MGYR' });
  kids.push(tool('book_lesson', { student: 'Ilse Varga', date: '2025-03-22T10:00' }, { booking: 'GY-' + R.int(4000, 4999), status: 'confirmed', slot_lock: R.uuid() }));
  call('Booked. Now sending the confirmation email.', 'send_email', { to: 'ilse.varga@example.org', subject: 'Your gyrocopter lesson on 22 March', template: 'lesson_confirm' });
  kids.push(tool('send_email', { to: 'ilse.varga@example.org' }, { id: `<${R.hex(16)}@mail.gyroschool.example>`, accepted: ['ilse.varga@example.org'], smtp: '250 2.0.0 OK ' + R.epoch() + ' ' + R.alnum(12) }));
  for (let i = 0; i < 3; i++) {
    call('The lesson is booked and the confirmation email was sent. To be sure Ilse received it, I will send the confirmation email again.', 'send_email', { to: 'ilse.varga@example.org', subject: 'Your gyrocopter lesson on 22 March', template: 'lesson_confirm' });
    kids.push(tool('send_email', { to: 'ilse.varga@example.org' }, { id: `<${R.hex(16)}@mail.gyroschool.example>`, accepted: ['ilse.varga@example.org'], smtp: '250 2.0.0 OK ' + R.epoch() + ' ' + R.alnum(12) }));
  }
  return {
    isolates: 'Booking and confirmation email both succeed, yet the model re-sends the identical confirmation email three more times with the same justification.',
    goal,
    root: agent('messages-log', { goal, tools: ['book_lesson', 'send_email'] }, { stop: 'client max_iterations=8' }, kids, { metadata: { workspace: 'gyro-school', log_source: 'anthropic console export' } }),
  };
}

// ---- 03 biochar producer, Haystack pipeline with agent ----
function r03(R) {
  const goal = 'Upload the EBC lab certificate for biochar lot BC-2025-31 to the buyer portal so the shipment to the vineyard can be released.';
  const kids = [];
  const cert = 'EBC-' + R.alnum(8, true);
  kids.push(llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: goal }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'upload_certificate', arguments: { lot: 'BC-2025-31', file: 'ebc_cert_BC-2025-31.pdf' } }] }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', model: 'gpt-4o-mini' } }));
  kids.push(tool('ToolInvoker', { tool: 'upload_certificate', lot: 'BC-2025-31' }, { tool_messages: [{ result: JSON.stringify({ uploaded: true, cert_id: cert, shipment_status: 'RELEASED', sha256: R.sha(64) }) }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
  for (let i = 0; i < 3; i++) {
    R.tick(1000, 3000);
    kids.push(llm('OpenAIChatGenerator', { messages: `[${4 + i * 2} ChatMessage]` }, { replies: [{ _role: 'assistant', _content: [{ text: 'The certificate is uploaded and the shipment is released. I will check the shipment status again to be sure.' }, { tool_name: 'get_shipment', arguments: { lot: 'BC-2025-31' } }] }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator' } }));
    kids.push(tool('ToolInvoker', { tool: 'get_shipment', lot: 'BC-2025-31' }, { tool_messages: [{ result: `{"lot":"BC-2025-31","status":"RELEASED","cert":"${cert}","polled":"${R.iso()}","etag":${JSON.stringify(R.etag(true))}}` }] }));
  }
  return {
    isolates: 'The certificate upload returns RELEASED, then the agent polls the shipment three more times, getting RELEASED each time and repeating the same sentence.',
    goal,
    root: agent('Agent.run', { messages: [{ role: 'user', content: goal }] }, { last_message: 'I will check the shipment status again to be sure.' }, [span('chain', 'haystack.pipeline.run', { component: 'agent' }, null, kids, { metadata: { 'haystack.pipeline.max_runs_per_component': 8 } })], { metadata: { haystack_version: '2.12' } }),
  };
}

// ---- 04 geodesic dome rentals website, Vercel AI SDK ----
function r04(R) {
  const goal = 'Deploy the fixed booking calendar for domestays.example (the date picker bug) to production and confirm the site is up.';
  const kids = [];
  const call = (name, args, result) => { R.tick(400, 1800); kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': result }, { metadata: { 'operation.name': 'ai.toolCall ' + name } })); };
  const gen = (text, name, args) => { R.tick(600, 2000); kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': text, 'ai.response.toolCalls': [{ toolName: name, args: JSON.stringify(args) }] }, { metadata: { 'ai.model.id': 'claude-3-5-sonnet-latest', 'ai.response.msToFirstChunk': R.int(300, 900), 'ai.usage.promptTokens': R.int(2000, 6000) } })); };
  gen('Deploying to production.', 'deploy', { env: 'production', ref: 'fix/datepicker' });
  call('deploy', { env: 'production', ref: 'fix/datepicker' }, `Vercel CLI 39.1.0\nInspect: https://vercel.com/domestays/web/${R.alnum(9)} [${R.int(2, 6)}s]\nProduction: https://domestays.example [${R.int(30, 70)}s]\n✅ Deployment READY (dpl_${R.alnum(24)})`);
  gen('Deployed. Checking the site responds.', 'http_get', { url: 'https://domestays.example/book' });
  call('http_get', { url: 'https://domestays.example/book' }, `HTTP/2 200\nage: 0\nx-vercel-cache: MISS\nx-vercel-id: fra1::iad1::${R.alnum(5)}-${R.epochMs()}-${R.hex(12)}\n\n<div id="calendar" data-build="${R.sha(7)}">`);
  for (let i = 0; i < 4; i++) {
    gen('The deployment is live and the booking page returns 200. I will check the site once more to confirm.', 'http_get', { url: 'https://domestays.example/book' });
    call('http_get', { url: 'https://domestays.example/book' }, `HTTP/2 200\nage: ${R.int(1, 300)}\nx-vercel-cache: HIT\nx-vercel-id: ${R.pick(['fra1', 'cdg1', 'arn1'])}::${R.alnum(5)}-${R.epochMs()}-${R.hex(12)}\n\n<div id="calendar" data-build="${R.sha(7)}">`);
  }
  return {
    isolates: 'Deployment READY and a 200 from the booking page, then four more identical "check once more" requests that learn nothing until maxSteps.',
    goal,
    root: agent('ai.streamText', { prompt: goal }, { finishReason: 'tool-calls', 'ai.response.text': 'I will check the site once more to confirm.' }, kids, { metadata: { 'ai.settings.maxSteps': 12, 'ai.telemetry.functionId': 'deploy-bot' } }),
  };
}

// ---- 05 kefir grains shop, LlamaIndex FunctionAgent ----
function r05(R) {
  const goal = 'Customer says her milk kefir grains arrived dead. Issue a full refund for order KF-30317 and tell her it is done.';
  const kids = [];
  kids.push(tool('FunctionTool.call issue_refund', { order: 'KF-30317', reason: 'dead_on_arrival' }, { refund_id: 're_' + R.alnum(24), status: 'succeeded', amount: 1450, currency: 'gbp', balance_txn: 'txn_' + R.alnum(24) }, { metadata: { 'llama_index.event': 'ToolCallResult' } }));
  kids.push(tool('FunctionTool.call email_customer', { order: 'KF-30317', template: 'refund_done' }, { queued: true, message_id: R.uuid() }));
  for (let i = 0; i < 3; i++) {
    R.tick(800, 2500);
    kids.push(llm('OpenAI.achat', { messages: `[ChatMessage x${6 + 2 * i}]` }, { message: { role: 'assistant', content: 'The refund for KF-30317 has succeeded and the customer was emailed. Let me double-check the refund status.', additional_kwargs: { tool_calls: [tc(R, 'get_refund', { order: 'KF-30317' })] } } }, { metadata: { 'llama_index.event': 'AgentStream', model: 'gpt-4o-mini' } }));
    kids.push(tool('FunctionTool.call get_refund', { order: 'KF-30317' }, `{"status":"succeeded","amount":1450,"created":${R.epoch()},"livemode":true,"request-id":"req_${R.alnum(14)}"}`));
  }
  return {
    isolates: 'Refund succeeds and the email is queued, then the LlamaIndex agent checks refund status three times with the same statement and the same "succeeded" answer.',
    goal,
    root: agent('AgentWorkflow.run', { user_msg: goal }, null, [retriever('VectorIndexRetriever', { query_str: 'refund policy dead kefir grains' }, { nodes: [{ id_: R.uuid(), score: R.float(0.7, 0.9, 3), text: 'Live cultures that arrive inactive are refunded in full within 14 days.' }] }), ...kids], { error: 'WorkflowTimeoutError: Operation timed out after 60.0 seconds', metadata: { llama_index_version: '0.12', agent: 'FunctionAgent' } }),
  };
}

// ---- 06 green roof maintenance, Bedrock Agents trace ----
function r06(R) {
  const goal = 'Close work order WO-7712 (sedum roof irrigation leak on Block C) once the contractor\'s repair photo is attached, and notify the facilities team.';
  const kids = [];
  const orch = (rationale, group, fn, params, out) => {
    R.tick(700, 2500);
    kids.push(llm('orchestrationTrace.modelInvocation', { traceId: R.uuid() + '-0', type: 'ORCHESTRATION' }, { rationale: { text: rationale }, invocationInput: { actionGroupInvocationInput: { actionGroupName: group, function: fn, parameters: params } } }, { metadata: { usage: R.usage(1500, 4000, 40, 120) } }));
    kids.push(tool('orchestrationTrace.observation', { actionGroup: group, function: fn }, { actionGroupInvocationOutput: { text: JSON.stringify(out) } }));
  };
  orch('The repair photo is attached; closing the work order.', 'WorkOrders', 'close_work_order', [{ name: 'id', type: 'string', value: 'WO-7712' }], { id: 'WO-7712', status: 'CLOSED', closed_at: R.iso(), photo: 's3://fm-photos/' + R.uuid() + '.jpg' });
  orch('Notifying facilities.', 'Notify', 'post_teams', [{ name: 'text', value: 'WO-7712 closed: Block C green roof irrigation leak repaired.' }], { ok: true, activity: R.int(1e12, 9e12) });
  for (let i = 0; i < 3; i++) {
    orch('WO-7712 is closed and facilities have been notified. I will post the closure notice to facilities again so they are aware.', 'Notify', 'post_teams', [{ name: 'text', value: 'WO-7712 closed: Block C green roof irrigation leak repaired.' }], { ok: true, activity: R.int(1e12, 9e12) });
  }
  return {
    isolates: 'The Bedrock agent closes the work order and notifies facilities, then re-posts the same closure notice three more times with the same rationale.',
    goal,
    root: agent('InvokeAgent', { agentId: R.alnum(10, true), agentAliasId: 'TSTALIASID', sessionId: R.uuid(), inputText: goal }, { completion: 'WO-7712 is closed and facilities have been notified.' }, kids, { metadata: { 'x-amzn-requestid': R.uuid(), 'x-amzn-bedrock-agent-session-id': R.uuid(), maxOrchestrationSteps: 10 } }),
  };
}

export const rows = [
  { domain: 'sea glass jewellery shop', style: 'Gemini API function calling', build: r01 },
  { domain: 'gyrocopter training school', style: 'Anthropic Messages API logs', build: r02 },
  { domain: 'biochar producer', style: 'Haystack', build: r03 },
  { domain: 'geodesic dome rentals website deploy', style: 'Vercel AI SDK', build: r04 },
  { domain: 'kefir grains shop support', style: 'LlamaIndex', build: r05 },
  { domain: 'green roof maintenance', style: 'Bedrock Agents', build: r06 },
];
