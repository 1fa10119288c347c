import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Loop: the same failing action repeats and after each failure the same notice goes to the user/channel.
export default {
  family: 'repeated_failure_notice',
  loop: true,
  stagnation: true,
  scenarios: [
    {
      id: '01', domain: 'hop kilns', style: 'Langfuse (trace with generation/span observations)',
      isolates: 'The kiln agent retries the same Modbus setpoint write four times, it times out identically each time, and it posts the same Slack heads-up after every failure.',
      goal: 'Raise kiln 2 drying air to 65 °C for the Cascade hop batch and tell the night shift when done.',
      build(n) {
        const kids = [];
        const notice = 'Heads up night shift: I could not change the Kiln 2 setpoint to 65 °C, the controller did not respond. I will retry now.';
        kids.push(tool('read_kiln_state', { kiln: 2 }, { kiln: 2, air_temp_c: 58.4, setpoint_c: 58, moisture_pct: 21.7, batch: 'CAS-' + n.int(400, 499), plc: '10.20.4.12:502', read_at: n.logTs(), scan_ms: n.ms(12, 40) }, { metadata: { observation_type: 'SPAN', langfuse_id: n.uuid() } }));
        for (let i = 0; i < 4; i++) {
          kids.push(llm('generation', { messages: [sys('You operate hop kilns via Modbus tools and keep the night shift informed on Slack.'), user('Raise kiln 2 to 65C for the Cascade batch.'), ...(i ? [toolMsg('x', 'ModbusTimeout')] : [])] }, { role: 'assistant', content: i ? 'The write timed out again. Notifying the shift and retrying.' : 'Kiln 2 is at 58 °C. Writing the new setpoint.', tool_calls: [tc(n.callId(), 'write_setpoint', { kiln: 2, register: 40021, value_c: 65 })] }, { metadata: { observation_type: 'GENERATION', model: 'gpt-4o', usage: { input: n.int(900, 2000), output: n.int(30, 60), unit: 'TOKENS' }, langfuse_id: n.uuid() } }));
          kids.push(tool('write_setpoint', { kiln: 2, register: 40021, value_c: 65 }, null, { error: `ModbusTimeoutError: no response from unit 1 at 10.20.4.12:502 after 3000 ms (transaction_id=${n.int(1000, 65000)}, attempt=1/1)`, metadata: { observation_type: 'SPAN', level: 'ERROR', start: n.iso(), end: n.iso(3000) } }));
          kids.push(llm('generation', { messages: [toolMsg('x', 'ModbusTimeoutError')] }, { role: 'assistant', content: notice, tool_calls: [tc(n.callId(), 'slack_post', { channel: '#kiln-nightshift', text: notice })] }, { metadata: { observation_type: 'GENERATION', model: 'gpt-4o' } }));
          kids.push(tool('slack_post', { channel: '#kiln-nightshift', text: notice }, { ok: true, channel: 'C0' + n.alnum(9).toUpperCase(), ts: `${n.epoch()}.${n.digits(6)}`, message: { bot_id: 'B07' + n.alnum(8).toUpperCase(), text: notice } }, { metadata: { observation_type: 'SPAN' } }));
        }
        return agent('kiln-ops-agent', { input: 'Raise kiln 2 drying air to 65 °C for the Cascade hop batch and tell the night shift.' }, { output: null, status: 'max_iterations' }, kids, { metadata: { langfuse_trace_id: n.hex(32), session_id: 'kiln-' + n.int(1, 9) + '-night', tags: ['kilns', 'prod'], release: 'v' + n.int(1, 3) + '.' + n.int(0, 20) } });
      },
    },
    {
      id: '02', domain: 'pedicab operators', style: 'CrewAI (crew kickoff, agent task execution, tool usage)',
      isolates: 'A payouts agent retries the same Stripe transfer to a pedicab rider three times, gets the same "account restricted" error, and sends the rider the same apology email each time.',
      goal: 'Pay rider #118 their weekly fare share (EUR 612.40) and email them the payout receipt.',
      build(n) {
        const kids = [];
        const mail = 'Hi Tomasz, we tried to send your weekly pedicab payout of EUR 612.40 but the transfer did not go through. We are retrying it now and will confirm once it lands. Sorry for the delay! - Velotaxi Payouts';
        kids.push(tool('Ledger Lookup', '{"rider_id": 118, "week": "2025-W18"}', 'Rider 118 Tomasz K. | trips 64 | gross fares EUR 1,224.80 | share 50% | payout EUR 612.40 | stripe acct acct_1' + n.alnum(15) + ' | computed ' + n.euDate(), { metadata: { crewai_tool: 'LedgerLookupTool', cache_hit: false } }));
        for (let i = 0; i < 3; i++) {
          kids.push(llm('LLM Call', { messages: [sys('You are Payout Specialist. Your goal: pay riders accurately and keep them informed.'), user('Current Task: Pay rider #118 their weekly share and email a receipt.')] }, `Thought: ${i ? 'The transfer failed, I will retry the transfer.' : 'I have the amount, I will make the transfer.'}\nAction: Stripe Transfer\nAction Input: {"destination": "acct_118", "amount": 61240, "currency": "eur", "idempotency_key": "w18-118"}`, { metadata: { model: 'gpt-4o-mini', agent_role: 'Payout Specialist' } }));
          kids.push(tool('Stripe Transfer', '{"destination": "acct_118", "amount": 61240, "currency": "eur", "idempotency_key": "w18-118"}', { error: { type: 'invalid_request_error', code: 'account_restricted', message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', request_log_url: 'https://dashboard.stripe.com/logs/' + n.reqId('req_') } }, { error: `Stripe 400 account_restricted (Request-Id: ${n.reqId('req_')})`, metadata: { http_status: 400, 'stripe-version': '2024-06-20', idempotent_replayed: i > 0 } }));
          kids.push(llm('LLM Call', { messages: [user('Observation: account_restricted')] }, `Thought: The payout failed. I should let the rider know.\nAction: Send Email\nAction Input: {"to": "tomasz.k@riders.velotaxi.pl", "subject": "Your weekly payout", "body": "${mail}"}`, { metadata: { model: 'gpt-4o-mini' } }));
          kids.push(tool('Send Email', JSON.stringify({ to: 'tomasz.k@riders.velotaxi.pl', subject: 'Your weekly payout', body: mail }), `250 2.0.0 OK ${n.epoch()} ${n.alnum(12)} - gsmtp (queued as ${n.hex(10).toUpperCase()})`, { metadata: { crewai_tool: 'SendEmailTool' } }));
        }
        return agent('Crew: weekly_rider_payouts', { inputs: { rider_id: 118, week: '2025-W18' } }, { raw: 'Agent stopped due to iteration limit or time limit.', tasks_output: [] }, [agent('Payout Specialist', { task: 'Pay rider #118 their weekly fare share and email the receipt.' }, 'Agent stopped due to iteration limit or time limit.', kids, { metadata: { max_iter: 12, allow_delegation: false } })], { metadata: { crew_id: n.uuid(), process: 'sequential', crewai_version: '0.' + n.int(80, 120) + '.0' } });
      },
    },
    {
      id: '03', domain: 'beach volleyball tournaments', style: 'Semantic Kernel (function invocation spans, auto function calling)',
      isolates: 'A tournament agent retries reserving court 3 for the same slot three times, gets the same 409 conflict, and posts the same Teams message to organisers after every attempt.',
      goal: 'Reserve court 3 at Strandbad for the quarter-final at 14:00 Saturday and announce it in the organisers channel.',
      build(n) {
        const kids = [];
        const msg = 'Court booking for the QF (court 3, Sat 14:00) was rejected by the beach booking system. Trying again in a moment; will update here.';
        for (let i = 0; i < 3; i++) {
          kids.push(llm('chat.completions gpt-4o', { chat_history: [sys('You are the tournament desk assistant.'), user('Book court 3 for QF Saturday 14:00 and tell the organisers.')] }, { role: 'assistant', content: null, tool_calls: [tc(n.callId(), 'Courts-reserve', { court: 3, date: '2025-07-12', start: '14:00', minutes: 60, holder: 'QF1 Müller/Kaya vs Rossi/Dahl' })] }, { metadata: { 'gen_ai.system': 'openai', 'semantic_kernel.function_choice_behavior': 'Auto', 'gen_ai.usage.output_tokens': n.int(40, 70) } }));
          kids.push(tool('Courts-reserve', { court: 3, date: '2025-07-12', start: '14:00', minutes: 60 }, { status: 409, headers: { 'x-correlation-id': n.uuid(), 'retry-after': '30', server: n.host('bookings') }, body: '{"error":"SlotConflict","detail":"court 3 2025-07-12T14:00 is held by maintenance block MB-7 (sand levelling)","ts":"' + n.iso() + '"}' }, { error: 'HttpOperationException: Response status code does not indicate success: 409 (Conflict).', metadata: { 'semantic_kernel.function.invocation.duration': n.ms(200, 800) / 1000 } }));
          kids.push(llm('chat.completions gpt-4o', { chat_history: [toolMsg('x', '409 SlotConflict')] }, { role: 'assistant', content: msg, tool_calls: [tc(n.callId(), 'Teams-post_message', { channel: 'Organisers', text: msg })] }, { metadata: { 'gen_ai.system': 'openai' } }));
          kids.push(tool('Teams-post_message', { channel: 'Organisers', text: msg }, { id: String(n.epochMs()), etag: String(n.epochMs()), createdDateTime: n.iso() }, {}));
        }
        kids.push(llm('chat.completions gpt-4o', { chat_history: [toolMsg('x', 'posted')] }, { role: 'assistant', content: 'Court booking for the QF (court 3, Sat 14:00) was rejected by the booking system again. I will keep trying and update the organisers.' }, {}));
        return agent('invoke_agent TournamentDesk', { input: 'Book court 3 for QF Saturday 14:00 and tell the organisers.' }, { error: 'MaximumAutoInvokeAttempts (5) reached' }, kids, { metadata: { 'semantic_kernel.agent.id': n.uuid() } });
      },
    },
    {
      id: '04', domain: 'miso brewery', style: 'Vercel AI SDK (ai.generateText / ai.toolCall OpenTelemetry spans)',
      isolates: 'A cellar assistant keeps resending the same lot-label print job to a printer reporting "media out", and tells the user the same sentence after each failure.',
      goal: 'Print lot labels for the 18 new cedar vats of awase miso (lot AW-2025-031) and confirm.',
      build(n) {
        const kids = [];
        const say = 'The label printer in the koji room rejected the job (media out). I will resend the 18 labels for lot AW-2025-031 now.';
        for (let i = 0; i < 4; i++) {
          const id = n.callId();
          kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Print lot labels for the 18 cedar vats, lot AW-2025-031.' }] }]) }, { 'ai.response.text': i ? say : 'Sending the label batch to the koji-room printer.', 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: 'printLabels', args: '{"lot":"AW-2025-031","count":18,"template":"vat-60x40"}' }]), 'ai.response.finishReason': 'tool-calls' }, { metadata: { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': n.int(500, 1400), 'ai.usage.completionTokens': n.int(30, 70), 'ai.response.id': n.reqId('chatcmpl-'), 'ai.response.timestamp': n.iso() } }));
          kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'printLabels', 'ai.toolCall.id': id, 'ai.toolCall.args': '{"lot":"AW-2025-031","count":18,"template":"vat-60x40"}' }, { 'ai.toolCall.result': JSON.stringify({ job: 'ZPL-' + n.int(10000, 99999), printer: 'zebra-koji-01', state: 'ERROR', reason: 'MEDIA OUT', head_temp_c: n.int(26, 31), odometer_in: n.int(48000, 49000) }) }, { error: 'Printer reported MEDIA OUT', metadata: { 'operation.name': 'ai.toolCall', 'ai.telemetry.functionId': 'cellar-assistant' } }));
        }
        return agent('ai.generateText', { 'ai.prompt': 'Print lot labels for the 18 new cedar vats of awase miso (lot AW-2025-031) and confirm.' }, { 'ai.response.text': say, 'ai.response.finishReason': 'tool-calls', note: 'stopWhen stepCountIs(8) reached' }, kids, { metadata: { 'ai.settings.maxSteps': 8, 'ai.telemetry.functionId': 'cellar-assistant', 'resource.name': 'miso-cellar-app' } });
      },
    },
    {
      id: '05', domain: 'Nix flake CI for a research cluster (devops)', style: 'Strands Agents (event loop cycles, OTel spans)',
      isolates: 'A CI agent re-runs the same `nix build` three times with the same fixed-output hash mismatch and re-posts the same GitHub comment each round.',
      goal: 'Bump nixpkgs in flake.lock for the cluster image and get `nix build .#clusterImage` green, then report on PR #412.',
      build(n) {
        const kids = [];
        const comment = 'CI update: `nix build .#clusterImage` failed with a hash mismatch in `python3.11-pyslurm-src`. Re-running the build now.';
        for (let i = 0; i < 3; i++) {
          const cyc = [];
          cyc.push(llm('chat', { messages: [user('Bump nixpkgs and get the build green, then report on PR #412.')] }, { content: [{ text: i ? 'Still failing, re-running the build.' : 'Lock updated. Building.' }, { toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'shell', input: { command: 'nix build .#clusterImage -L' } } }], stopReason: 'tool_use' }, { metadata: { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': n.int(3000, 6000) } }));
          cyc.push(tool('execute_tool shell', { command: 'nix build .#clusterImage -L' }, { status: 'error', content: [{ text: `these 3 derivations will be built:\n  /nix/store/${n.alnum(32).toLowerCase()}-python3.11-pyslurm-src.drv\nerror: hash mismatch in fixed-output derivation '/nix/store/${n.alnum(32).toLowerCase()}-python3.11-pyslurm-src.drv':\n         specified: sha256-Qm3s0nQ0yT5bXfW2k8J1u6ZtG9h7oA1cL2eR4vP0sdE=\n            got:    sha256-7aB0p1Lr9xK2mQ8vN4cW6yT3uE5iO0zS1dF2gH3jK4l=\nerror: 1 dependencies of derivation '/nix/store/${n.alnum(32).toLowerCase()}-cluster-image.drv' failed to build\n(took ${n.dur(40000, 90000)})` }] }, { error: 'exit status 1', metadata: { 'gen_ai.tool.name': 'shell', 'tool.status': 'error' } }));
          cyc.push(llm('chat', { messages: [toolMsg('x', 'hash mismatch')] }, { content: [{ text: comment }, { toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'github_comment', input: { pr: 412, body: comment } } }], stopReason: 'tool_use' }, { metadata: { 'gen_ai.system': 'strands-agents' } }));
          cyc.push(tool('execute_tool github_comment', { pr: 412, body: comment }, { status: 'success', content: [{ json: { id: n.int(2000000000, 2999999999), html_url: 'https://github.com/lab-hpc/cluster-flake/pull/412#issuecomment-' + n.digits(10), created_at: n.isoNoMs() } }] }, { metadata: { 'gen_ai.tool.name': 'github_comment' } }));
          kids.push(chain('execute_event_loop_cycle', { cycle: i + 1 }, null, cyc, { metadata: { 'event_loop.cycle_id': n.uuid() } }));
        }
        return agent('invoke_agent ci-agent', { prompt: 'Bump nixpkgs in flake.lock and get nix build .#clusterImage green, then report on PR #412.' }, { stop_reason: 'max_tokens/loop_guard', message: comment }, kids, { metadata: { 'gen_ai.agent.name': 'ci-agent', 'strands.version': '1.' + n.int(0, 9) + '.0' } });
      },
    },
    {
      id: '06', domain: 'toboggan run operations', style: 'Gemini API function calling (functionCall / functionResponse parts)',
      isolates: 'An ops assistant resends the same closure SMS through a gateway that keeps returning 403 "sender ID not registered", and after each failure tells the manager the same thing.',
      goal: 'Text the 40 booked riders that the 16:00 toboggan runs are cancelled for ice and confirm to the manager.',
      build(n) {
        const kids = [];
        const tell = 'I could not deliver the cancellation SMS to the 40 riders: the SMS gateway refused the message. I am trying to send it again.';
        kids.push(tool('list_bookings', { slot: '16:00', date: 'today' }, { count: 40, phones_masked: ['+43 664 ***12', '+43 676 ***88', '+49 171 ***03'], export_id: n.ulid() }, {}));
        for (let i = 0; i < 3; i++) {
          kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: [{ role: 'user', parts: [gText('Cancel the 16:00 runs by SMS, ice on the track.')] }] }, { candidates: [{ content: { role: 'model', parts: [gCall('send_bulk_sms', { list: 'slot-1600', sender: 'RODELBAHN', text: 'Rodelbahn: 16:00 runs cancelled due to ice. Full refund within 5 days.' })] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: n.int(600, 1200), candidatesTokenCount: n.int(30, 50) }, modelVersion: 'gemini-2.0-flash-001', responseId: n.alnum(22) }, {}));
          kids.push(tool('send_bulk_sms', { list: 'slot-1600', sender: 'RODELBAHN' }, { functionResponse: { name: 'send_bulk_sms', response: { http: 403, body: { errorCode: 'SENDER_NOT_REGISTERED', message: 'Alphanumeric sender RODELBAHN not registered for destination AT', batch: n.uuid(), node: n.host('smsgw') } } } }, { error: '403 SENDER_NOT_REGISTERED' }));
          kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: [{ role: 'function', parts: [gResp('send_bulk_sms', { http: 403 })] }] }, { candidates: [{ content: { role: 'model', parts: [gText(tell)] }, finishReason: 'STOP' }] }, {}));
        }
        return agent('rodelbahn-ops', { goal: 'Text the 40 booked riders that the 16:00 runs are cancelled.' }, { last: tell }, kids, { metadata: { automatic_function_calling: { maximum_remote_calls: 10 } } });
      },
    },
  ],
};
