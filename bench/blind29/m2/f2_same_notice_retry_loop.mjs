// Family: same_notice_retry_loop — the same failing action repeats and after every failure the
// agent sends the user/channel/ticket the same near-verbatim message; 3+ rounds, no change.
import { A, L, T, C, oaiCall } from './lib.mjs';

export const family = 'same_notice_retry_loop';

export const scenarios = [
  // 01 barrel makers — Mastra AI tracing
  { domain: 'barrel maker stave ordering', style: 'Mastra (AI tracing spans)', build(n) {
    const ch = [];
    const order = { supplier: 'quercus-trading', lines: [{ item: 'FR-OAK-STAVE-38', grade: 'QS-fine', qty: 1200, air_dried_months: 36 }], deliver_to: 'Cooperage Brennan, Bay 4', po: 'PO-' + n.digits(6) };
    ch.push(L('llm: gpt-4.1', { messages: [{ role: 'system', content: 'You are the purchasing agent for Brennan Barrel Works.' }, { role: 'user', content: 'Order 1,200 French oak staves (QS fine, 36 months air-dried) from Quercus for the spring cognac casks.' }] }, { text: '', toolCalls: [{ toolName: 'submitSupplierOrder', args: order }] }, { spanType: 'llm_generation', model: 'gpt-4.1', provider: 'openai', usage: { promptTokens: n.int(800, 1400), completionTokens: n.int(60, 120) } }));
    const notice = 'I tried to place the stave order with Quercus Trading, but their system rejected it (missing Incoterm). I\'ll try submitting it again.';
    for (let i = 0; i < 4; i++) {
      const rid = n.uuid();
      ch.push(T('submitSupplierOrder', order, { status: 422, headers: { 'content-type': 'application/problem+json', 'x-request-id': rid, date: n.http(), server: 'qt-edi-' + n.int(1, 4) }, body: { type: 'https://api.quercus-trading.fr/problems/validation', title: 'Unprocessable Entity', detail: 'field "incoterm" is required for cross-border orders', instance: '/v2/orders/' + n.ulid() } }, { spanType: 'tool_call', toolId: 'submitSupplierOrder', attempt: i + 1, durationMs: n.ms(200, 900) }, 'HTTP 422: field "incoterm" is required for cross-border orders'));
      ch.push(L('llm: gpt-4.1', { messages: [{ role: 'tool', content: `422 incoterm is required (request ${rid})` }] }, { text: i === 0 ? notice : notice.replace('I\'ll try', i % 2 ? 'I will try' : 'I\'ll try'), toolCalls: i < 3 ? [{ toolName: 'submitSupplierOrder', args: order }] : [] }, { spanType: 'llm_generation', model: 'gpt-4.1', usage: { promptTokens: n.int(1400, 2600), completionTokens: n.int(40, 90) } }));
      ch.push(T('notifyUser', { channel: 'purchasing', text: notice }, { delivered: true, message_ts: `${n.epoch()}.${n.digits(6)}` }, { spanType: 'tool_call', toolId: 'notifyUser' }));
    }
    return {
      isolates: 'The same order body is posted four times, gets the same 422 (missing incoterm) each time, and the same "I\'ll try again" note goes to purchasing after each failure.',
      loop: true, stagnation: true,
      goal: 'Order 1,200 French oak staves from Quercus Trading for the spring cognac casks.',
      root: A('agent run: purchasingAgent', { prompt: 'Order 1,200 French oak staves (QS fine, 36 months air-dried) from Quercus for the spring cognac casks.' }, { text: notice, finishReason: 'tool-calls', steps: 8 }, ch, { spanType: 'agent_run', agentId: 'purchasingAgent', maxSteps: 8, traceId: n.traceId() }),
    };
  } },

  // 02 street food markets — OpenAI Agents SDK
  { domain: 'street food market pitch allocation', style: 'OpenAI Agents SDK', build(n) {
    const ch = [];
    const msg = ':warning: Couldn\'t push this Saturday\'s pitch map to the council trading portal (auth expired). Retrying now.';
    ch.push(C('llm', 'Generation', [{ role: 'user', content: 'Publish Saturday\'s pitch allocation for Canal Street Eats to the council portal and let #traders know.' }], [{ type: 'function_call', name: 'load_pitch_plan', arguments: '{"market":"canal-street-eats","date":"' + n.day(4) + '"}', call_id: n.callId() }], [], { model: 'gpt-4o-mini', usage: { input_tokens: n.int(700, 1200), output_tokens: n.int(20, 60) } }));
    ch.push(C('tool', 'load_pitch_plan', { market: 'canal-street-eats', date: n.day(4) }, JSON.stringify({ pitches: 34, assigned: 31, vacant: ['P07', 'P22', 'P30'], plan_version: n.int(12, 40), updated: n.isoSec() }), [], { mcp_data: null }));
    for (let i = 0; i < 3; i++) {
      ch.push(C('tool', 'upload_to_council_portal', { file: `pitchmap_${n.day(4)}.geojson`, licence_ref: 'STL/2025/0418' }, null, [], { http: { method: 'PUT', url: 'https://trading.citycouncil.gov.uk/api/v1/markets/CSE/pitchmap', status: 401, 'www-authenticate': 'Bearer error="invalid_token", error_description="The access token expired"', 'x-correlation-id': n.uuid(), date: n.http() } }));
      ch[ch.length - 1].error = 'Error running tool: 401 Unauthorized: The access token expired';
      ch.push(C('llm', 'Generation', [{ role: 'user', content: 'function_call_output: 401 Unauthorized' }], [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: msg }] }, { type: 'function_call', name: 'post_slack', arguments: JSON.stringify({ channel: '#traders', text: msg }), call_id: n.callId() }], [], { model: 'gpt-4o-mini', usage: { input_tokens: n.int(1200, 2200), output_tokens: n.int(40, 80) } }));
      ch.push(C('tool', 'post_slack', { channel: '#traders', text: msg }, JSON.stringify({ ok: true, channel: 'C0' + n.upper(8), ts: `${n.epoch()}.${n.digits(6)}` }), []));
    }
    return {
      isolates: 'Three rounds of the same PUT failing with an expired token, each followed by the identical Slack warning to #traders; the token is never refreshed.',
      loop: true, stagnation: true,
      goal: 'Publish Saturday\'s pitch allocation for Canal Street Eats to the council portal and notify traders.',
      root: A('Agent workflow', { agent: 'Market Ops', input: 'Publish Saturday\'s pitch allocation for Canal Street Eats to the council portal and let #traders know.' }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, ch, { trace_id: 'trace_' + n.hex(32), group_id: null, handoffs: [], tools: ['load_pitch_plan', 'upload_to_council_portal', 'post_slack'] }),
    };
  } },

  // 03 model ship club — Semantic Kernel
  { domain: 'model ship club newsletter', style: 'Semantic Kernel', build(n) {
    const ch = [];
    const note = 'The newsletter email to the members list bounced back again because the message is too large. I will resend it now.';
    ch.push(T('MembersPlugin-GetMailingList', { list: 'full-members' }, { count: 87, list_id: 'lst_' + n.hex(10), updated: n.euDate() }, { 'semantic_kernel.function.invocation.duration': n.durS(0.05, 0.4) }));
    for (let i = 0; i < 4; i++) {
      ch.push(L('chat.completions gpt-4o', { chat_history: [{ role: 'user', content: 'Send the spring newsletter (with the regatta photos) to all full members.' }, ...(i ? [{ role: 'tool', content: 'SmtpException: 552 5.3.4 Message size exceeds fixed limit' }] : [])] }, { role: 'assistant', content: i ? note : '', items: [{ $type: 'FunctionCallContent', PluginName: 'EmailPlugin', FunctionName: 'SendNewsletter', Arguments: { list: 'full-members', attachments: ['regatta_01.jpg', 'regatta_02.jpg', 'regatta_03.jpg', 'hull_plans.pdf'] } }] }, { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': n.int(600, 1800) }));
      const qid = n.upper(10);
      ch.push(T('EmailPlugin-SendNewsletter', { list: 'full-members', subject: 'Spring Newsletter – Regatta Special', size_bytes: 31457280 + n.int(0, 900000) }, null, { 'semantic_kernel.function.invocation.duration': n.durS(1, 5), smtp_host: 'smtp.clubmail.' + n.pick(['eu', 'net']) }, `SmtpCommandException: 552 5.3.4 Message size exceeds fixed limit (queue id ${qid}) at ${n.syslog()}`));
      if (i) ch.push(T('ChatPlugin-ReplyToSecretary', { text: note }, { posted: true, id: n.int(10000, 99999) }, {}));
    }
    return {
      isolates: 'A 30 MB newsletter is sent four times with the same 552 size error, and each time the secretary gets the same "bounced, resending" reply; the photos are never shrunk or linked.',
      loop: true, stagnation: true,
      goal: 'Email the spring newsletter with regatta photos to all full members of the model ship club.',
      root: A('ChatCompletionAgent: ClubSecretaryAssistant', { message: 'Send the spring newsletter (with the regatta photos) to all full members.' }, { content: note }, ch, { 'semantic_kernel.agent.id': n.uuid(), 'function_choice_behavior': 'Auto', maximum_auto_invoke_attempts: 5 }),
    };
  } },

  // 04 contract bridge club — Langfuse observations
  { domain: 'contract bridge club results upload', style: 'Langfuse', build(n) {
    const ch = [];
    const note = 'Heads up: the federation upload was rejected because of a PBN parse error on board 17. Trying the upload again.';
    ch.push(C('span', 'read-scoring-file', { path: '/data/club/2025-sessions/tuesday-pairs.pbn' }, { boards: 24, pairs: 11, bytes: n.int(40000, 60000), sha1: n.sha(40) }, [], { observationType: 'SPAN', startTime: n.iso() }));
    for (let i = 0; i < 3; i++) {
      ch.push(C('span', 'federation-upload', { session: 'TUE-PAIRS', club_no: 1093, file: 'tuesday-pairs.pbn' }, { status: 400, body: `<?xml version="1.0"?><UploadResult><Status>REJECTED</Status><Reason>PBN parse error: board 17, [Deal] expects 52 cards, found 51</Reason><Ticket>${n.upper(12)}</Ticket><ServerTime>${n.iso()}</ServerTime></UploadResult>` }, [], { observationType: 'SPAN', level: 'ERROR', latency: n.ms(300, 2000) / 1000 }));
      ch[ch.length - 1].error = 'PBN parse error: board 17, [Deal] expects 52 cards, found 51';
      ch.push(L('generate-next-step', [{ role: 'system', content: 'You upload bridge session results for the club and keep the scorer informed.' }, { role: 'user', content: 'Upload result: REJECTED, PBN parse error board 17' }], { role: 'assistant', content: note }, { observationType: 'GENERATION', model: 'claude-3-5-haiku-20241022', usageDetails: { input: n.int(500, 900), output: n.int(30, 60) }, costDetails: { total: n.int(1, 9) / 10000 } }));
      ch.push(C('event', 'whatsapp-scorer', { to: '+44 7700 9' + n.digits(5), body: note }, { sid: 'SM' + n.hex(32), status: 'queued' }, [], { observationType: 'EVENT' }));
    }
    return {
      isolates: 'The same PBN file is uploaded three times and rejected for the same board-17 deal error; the scorer gets the same WhatsApp note each time and the board is never fixed.',
      loop: true, stagnation: true,
      goal: 'Upload Tuesday\'s pairs session results to the national bridge federation.',
      root: A('bridge-results-agent', { input: 'Upload Tuesday pairs results to the federation.' }, { output: note }, ch, { langfuseTraceId: n.hex(32), sessionId: 'club-1093', tags: ['results', 'weekly'], release: 'v0.9.' + n.int(1, 20) }),
    };
  } },

  // 05 repair café — smolagents CodeAgent
  { domain: 'repair café volunteer helpdesk', style: 'smolagents CodeAgent', build(n) {
    const ch = [];
    const comment = 'The helpdesk API returned an internal error, so the ticket for the toaster repair could not be created. I will retry creating it.';
    for (let i = 0; i < 4; i++) {
      const step = i + 1;
      const code = `ticket = create_ticket(title="Dualit toaster - one slot not heating", requester="Gwen Alder", skill="electrical", event="2025-06 Village Hall")\nprint(ticket)`;
      const stepKids = [
        L('LiteLLMModel.generate', { messages: [{ role: 'user', content: 'New task: Log the toaster drop-off as a helpdesk ticket and tell Gwen.' }] }, { content: `Thought: ${i === 0 ? 'I need to create the ticket for the toaster.' : 'The ticket creation failed. I will post a comment to the coordination ticket and try again.'}\nCode:\n\`\`\`py\n${i ? `add_comment(ticket_id="COORD-12", text="${comment}")\n` : ''}${code}\n\`\`\`<end_code>` }, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', input_tokens: n.int(1800, 4000), output_tokens: n.int(60, 140) }),
      ];
      if (i) stepKids.push(T('add_comment', { ticket_id: 'COORD-12', text: comment }, { id: n.int(4000, 9000), created: n.iso() }));
      stepKids.push(T('create_ticket', { title: 'Dualit toaster - one slot not heating', requester: 'Gwen Alder', skill: 'electrical' }, null, {}, `HTTPError: 500 Server Error: Internal Server Error for url: https://helpdesk.repaircafe-ashby.org/api/tickets (trace ${n.hex(16)}, worker ${n.pod('helpdesk-web')})`));
      ch.push(C('chain', `Step ${step}`, { step_number: step }, { observations: `Execution logs:\nError: HTTPError 500 Internal Server Error\nNow let's retry: take care not to repeat previous errors!` }, stepKids, { duration: n.durS(2, 9) }));
    }
    return {
      isolates: 'Four CodeAgent steps call create_ticket with the same arguments, hit the same 500, and post the same "will retry" comment each time.',
      loop: true, stagnation: true,
      goal: 'Log a toaster drop-off at the repair café as a helpdesk ticket and inform the volunteer coordinator.',
      root: A('CodeAgent', { task: 'Log the toaster drop-off as a helpdesk ticket and tell Gwen.' }, { error: 'AgentMaxStepsError: Reached max steps.' }, ch, { smolagents_version: '1.9.2', max_steps: 4 }),
    };
  } },

  // 06 coding — OpenHands, Gradle build failing the same way
  { domain: 'coding: Kotlin library Gradle upgrade', style: 'OpenHands event stream', build(n) {
    const ch = [];
    const msg = 'The build still fails with `Unresolved reference: toKotlinInstant` in DateMapper.kt. I\'m re-running the build to check.';
    ch.push(C('action', 'FileEditAction', { path: '/workspace/timekeeper/gradle/libs.versions.toml', old_str: 'kotlinx-datetime = "0.4.1"', new_str: 'kotlinx-datetime = "0.6.1"' }, { observation: 'edit', content: 'The file /workspace/timekeeper/gradle/libs.versions.toml has been edited.' }, [], { source: 'agent', id: n.int(10, 20) }));
    for (let i = 0; i < 4; i++) {
      const t = n.int(20, 60);
      ch.push(L('litellm completion', { model: 'anthropic/claude-3-7-sonnet', messages_count: 12 + i * 3 }, { content: i ? msg : 'Let me run the build.', tool_calls: [{ function: { name: 'execute_bash', arguments: '{"command":"cd /workspace/timekeeper && ./gradlew build --console=plain"}' } }] }, { response_id: 'chatcmpl-' + n.uuid(), cost: n.int(8, 30) / 1000 }));
      ch.push(T('CmdRunAction', { command: 'cd /workspace/timekeeper && ./gradlew build --console=plain' }, { observation: 'run', exit_code: 1, content: `> Task :core:compileKotlin FAILED\ne: file:///workspace/timekeeper/core/src/main/kotlin/io/tk/DateMapper.kt:41:27 Unresolved reference: toKotlinInstant\n\nFAILURE: Build failed with an exception.\n\nBUILD FAILED in ${t}s\n${n.int(5, 9)} actionable tasks: ${n.int(2, 5)} executed, 4 up-to-date\n[Python Interpreter: /openhands/poetry/openhands-ai-${n.b62(8).toLowerCase()}-py3.12/bin/python]` }, { id: n.int(30, 90), hidden: false }, 'exit code 1'));
      if (i) ch.push(C('action', 'MessageAction', { content: msg, wait_for_response: false }, null, [], { source: 'agent' }));
    }
    return {
      isolates: 'The same gradle build is re-run four times with the identical compile error, and the agent posts the same status message after each run without editing DateMapper.kt.',
      loop: true, stagnation: true,
      goal: 'Upgrade kotlinx-datetime to 0.6.1 in the timekeeper library and get the build green.',
      root: A('CodeActAgent', { task: 'Upgrade kotlinx-datetime to 0.6.1 in timekeeper and make the build pass.' }, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode. Current iteration: 30, max iteration: 30' }, ch, { conversation_id: n.hex(32), runtime: 'docker', sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.28-nikolaik' }),
    };
  } },
];
