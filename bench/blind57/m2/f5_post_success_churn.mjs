import { agent, llm, tool, chain, span, sys, user, call, aText, aUse } from './lib.mjs';

export const family = 'post_success_churn';
export const loop = true;
export const summary = 'Goal met and confirmed by a tool, but the agent keeps re-checking / re-submitting / re-announcing (3+ actions learning nothing) until a step limit.';

export const rows = [
  {
    n: '01', domain: 'fly fishing guide bookings (river beat allocation)', style: 'Haystack Agent pipeline tracing', stagnation: true,
    isolates: 'Haystack agent books the river beat and gets a confirmation, then calls get_booking four more times, each time saying the booking is confirmed, until the step limit.',
    goal: 'Book beat 3 on the Upper Test for guide Rhys Owen and client party of 2 on 21 May, morning session, and confirm.',
    build(N) {
      const conf = `BK-${N.int(40000, 49999)}`;
      const kids = [
        llm('haystack.component.run (OpenAIChatGenerator)', { messages: [{ role: 'user', content: this.goal }] }, { replies: [{ role: 'assistant', text: null, tool_calls: [{ tool_name: 'book_beat', arguments: { river: 'upper-test', beat: 3, date: '2024-05-21', session: 'AM', guide: 'rhys.owen', party: 2 } }] }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', model: 'gpt-4o-mini' } }),
        tool('haystack.component.run (ToolInvoker) book_beat', { river: 'upper-test', beat: 3, date: '2024-05-21' }, { status: 'CONFIRMED', booking_ref: conf, rod_licence_checked: true, created: N.tick(3).iso() }),
        llm('haystack.component.run (OpenAIChatGenerator)', { messages: ['...'] }, { replies: [{ role: 'assistant', text: `Beat 3 on the Upper Test is booked for 21 May AM (ref ${conf}). Let me verify the booking.`, tool_calls: [{ tool_name: 'get_booking', arguments: { ref: conf } }] }] }),
      ];
      for (let i = 0; i < 4; i++) {
        kids.push(tool('haystack.component.run (ToolInvoker) get_booking', { ref: conf }, { booking_ref: conf, status: 'CONFIRMED', beat: 3, date: '2024-05-21', session: 'AM', fetched_at: N.tick(8).httpDate(), cache: N.pick(['HIT', 'MISS']), replica: N.host('beats-db') }));
        kids.push(llm('haystack.component.run (OpenAIChatGenerator)', { messages: ['...'] }, { replies: [{ role: 'assistant', text: `The booking ${conf} is confirmed for beat 3 on 21 May AM. Let me verify the booking once more.`, tool_calls: [{ tool_name: 'get_booking', arguments: { ref: conf } }] }] }));
      }
      return agent('haystack.pipeline.run', { data: { agent: { messages: [this.goal] } } }, null, kids, { error: 'Agent exceeded max_agent_steps=12', metadata: { 'haystack.pipeline.max_runs_per_component': 100, trace_id: N.hex(32) } });
    },
  },
  {
    n: '02', domain: 'Cassandra compaction on a time-series cluster', style: 'OpenTelemetry GenAI spans, tool-calls only (no model text)', stagnation: false,
    isolates: 'After compaction finishes and nodetool reports 0 pending tasks, the agent runs compactionstats and tablestats again four times with identical results; model output is bare tool calls with no text.',
    goal: 'Run a major compaction of metrics.samples_1m on node cass-07 and confirm pending compactions reach zero.',
    build(N) {
      const kids = [];
      const tc = (cmd) => llm('chat gpt-4o-mini', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', id: `call_${N.alnum(16)}`, name: 'ssh_exec', arguments: { host: 'cass-07', cmd } }], finish_reason: 'tool_call' }] }, { metadata: { 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.usage.output_tokens': 24 } });
      kids.push(tc('nodetool compact metrics samples_1m'));
      kids.push(tool('execute_tool ssh_exec', { host: 'cass-07', cmd: 'nodetool compact metrics samples_1m' }, `exit=0 elapsed=${N.int(1100, 2400)}s`));
      kids.push(tc('nodetool compactionstats'));
      kids.push(tool('execute_tool ssh_exec', { host: 'cass-07', cmd: 'nodetool compactionstats' }, `pending tasks: 0\n\n(${N.tick(5).syslog()} cass-07 pid ${N.pid()})`));
      for (let i = 0; i < 4; i++) {
        const cmd = i % 2 ? 'nodetool tablestats metrics.samples_1m | grep -E "SSTable count|Pending"' : 'nodetool compactionstats';
        kids.push(tc(cmd));
        kids.push(tool('execute_tool ssh_exec', { host: 'cass-07', cmd }, i % 2 ? `\t\tSSTable count: 1\n\t\tPending flushes: 0\n(read at ${N.tick(20).syslog()}, heap ${N.int(3000, 3900)}MB/8192MB)` : `pending tasks: 0\n\n(${N.tick(15).syslog()} cass-07 pid ${N.pid()})`));
      }
      return agent('invoke_agent db-maint', { 'gen_ai.agent.name': 'db-maint', task: this.goal }, null, kids, { error: 'step limit 12 reached', metadata: { 'service.name': 'ops-agents', 'gen_ai.agent.id': N.uuid() } });
    },
  },
  {
    n: '03', domain: 'jewellery casting workshop (lost-wax order submission)', style: 'Semantic Kernel function invocation spans', stagnation: true,
    isolates: 'Semantic Kernel agent submits the casting order (accepted, job number returned), then re-submits it three more times; the supplier API answers "duplicate of" the same job each time and the model repeats that it will make sure the order went through.',
    goal: 'Send the 18k yellow gold casting order for ring design RG-1092 (6 pieces, sizes L-Q) to the casting house and record the job number.',
    build(N) {
      const job = `CJ-${N.int(200000, 299999)}`;
      const kids = [
        llm('chat.completions gpt-4o', { 'gen_ai.prompt': this.goal }, { content: null, tool_calls: [call(`call_${N.alnum(24)}`, 'CastingHouse-submit_order', { design: 'RG-1092', alloy: '18K-YG', qty: 6, sizes: ['L', 'M', 'N', 'O', 'P', 'Q'] })] }, { metadata: { 'semantic_kernel.function.invocation': 'ChatCompletion', model: 'gpt-4o' } }),
        tool('CastingHouse-submit_order', { design: 'RG-1092', alloy: '18K-YG', qty: 6 }, `{"accepted":true,"job":"${job}","eta":"${N.tick(86400 * 6).euDate()}","tree_slot":${N.int(1, 40)}}`, { metadata: { 'semantic_kernel.function.name': 'submit_order', 'semantic_kernel.plugin.name': 'CastingHouse' } }),
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat.completions gpt-4o', { messages: '...' }, { content: `The order was accepted as ${job}. To make sure the casting order went through, I will submit it again.`, tool_calls: [call(`call_${N.alnum(24)}`, 'CastingHouse-submit_order', { design: 'RG-1092', alloy: '18K-YG', qty: 6, sizes: ['L', 'M', 'N', 'O', 'P', 'Q'] })] }));
        kids.push(tool('CastingHouse-submit_order', { design: 'RG-1092', alloy: '18K-YG', qty: 6 }, `{"accepted":false,"reason":"duplicate","duplicate_of":"${job}","request_id":"${N.uuid()}","ts":${N.tick(30).epoch()}}`));
      }
      return agent('ChatCompletionAgent.invoke', { message: this.goal }, null, kids, { error: 'MaximumAutoInvokeAttempts (5) reached', metadata: { 'semantic_kernel.version': '1.18.2', agent_id: N.uuid() } });
    },
  },
  {
    n: '04', domain: 'geyser tour tickets (browser agent on a booking page)', style: 'Vercel AI SDK ai.* spans with computer-use style tools', stagnation: true,
    isolates: 'Browser agent completes checkout and sees the confirmation page with a ticket number, then reloads and screenshots the confirmation page four more times, each time announcing the tickets are booked.',
    goal: 'Buy two adult tickets for the 10:30 Strokkur & Geysir walking tour on 3 August and return the ticket number.',
    build(N) {
      const tix = `GT-${N.b32(6)}`;
      const kids = [
        tool('ai.toolCall', { 'ai.toolCall.name': 'browser.click', 'ai.toolCall.args': '{"selector":"button#pay-now"}' }, { 'ai.toolCall.result': `<section class="confirm"><h2>Takk fyrir! Booking confirmed</h2><p>Ticket no. <b>${tix}</b> · 2 adults · 3 Aug 10:30</p><small>ref ${N.uuid()}</small></section>` }),
      ];
      for (let i = 0; i < 4; i++) {
        kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': `The tickets are booked (ticket ${tix}, 2 adults, 3 Aug 10:30). I'll reload the confirmation page to double-check.`, 'ai.response.toolCalls': JSON.stringify([{ toolName: 'browser.reload', args: '{}' }]), 'ai.response.finishReason': 'tool-calls' }, { metadata: { 'ai.model.id': 'claude-3-5-sonnet-20241022', 'ai.model.provider': 'anthropic.messages', 'ai.response.msToFinish': N.ms() } }));
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'browser.reload', 'ai.toolCall.args': '{}' }, { 'ai.toolCall.result': `<section class="confirm"><h2>Takk fyrir! Booking confirmed</h2><p>Ticket no. <b>${tix}</b> · 2 adults · 3 Aug 10:30</p><small>ref ${N.uuid()} · rendered ${N.tick(6).isoNoMs()}</small></section>` }));
      }
      return agent('ai.streamText', { 'ai.prompt': this.goal }, { 'ai.response.finishReason': 'tool-calls' }, kids, { error: 'maxSteps (10) reached', metadata: { 'ai.telemetry.functionId': 'tour-buyer' } });
    },
  },
  {
    n: '05', domain: 'OAuth client secret rotation for a partner API', style: 'Anthropic Messages API logs', stagnation: true,
    isolates: 'After rotating the client secret and getting a successful token exchange, the model keeps calling test_token_exchange and announcing success three more times until max turns.',
    goal: 'Rotate the OAuth client secret of the "payroll-sync" integration in the identity provider, store it in Vault, and verify a token exchange works.',
    build(N) {
      const kids = [
        tool('rotate_client_secret', { client_id: 'payroll-sync' }, { client_id: 'payroll-sync', secret_version: 7, expires: N.tick(86400 * 180).iso(), old_secret_grace_h: 24 }),
        tool('vault_kv_put', { path: 'kv/integrations/payroll-sync', version_hint: 7 }, { request_id: N.uuid(), data: { created_time: N.iso(), version: 12, destroyed: false } }),
      ];
      for (let i = 0; i < 4; i++) {
        const id = `toolu_01${N.alnum(22)}`;
        kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-haiku-20241022', messages: '[...]' }, { role: 'assistant', stop_reason: 'tool_use', content: [aText(i === 0 ? 'Secret rotated and stored. Now I will verify that a token exchange works.' : 'The token exchange works with the new secret. I will verify the token exchange again to be sure.'), aUse(id, 'test_token_exchange', { client_id: 'payroll-sync', vault_path: 'kv/integrations/payroll-sync' })] }, { metadata: { 'request-id': `req_011C${N.alnum(18)}` } }));
        kids.push(tool('test_token_exchange', { client_id: 'payroll-sync' }, `HTTP/1.1 200 OK\ndate: ${N.tick(9).httpDate()}\ncontent-type: application/json\nx-idp-node: ${N.host('idp')}\n\n{"access_token":"eyJ${N.alnum(36)}...","token_type":"Bearer","expires_in":3600,"scope":"payroll.read"}`));
      }
      return agent('rotation-agent', { task: this.goal }, { stopped: 'max_turns', turns: 12 }, kids, { metadata: { session: N.uuid() } });
    },
  },
  {
    n: '06', domain: 'university alumni reunion RSVP campaign', style: 'LlamaIndex workflow (FunctionAgent) instrumentation', stagnation: true,
    isolates: 'LlamaIndex agent sends the reunion invitation to the 412-recipient list (send confirmed), then posts the same "invitations sent" announcement to the alumni Slack channel four times.',
    goal: 'Send the Class of 1999 25th-reunion invitation to the alumni mailing list and announce it in #alumni-office.',
    build(N) {
      const kids = [
        llm('OpenAI.achat', { messages: [{ role: 'user', content: this.goal }] }, { message: { role: 'assistant', content: '', additional_kwargs: { tool_calls: [call(`call_${N.alnum(24)}`, 'send_campaign', { list: 'class-1999', template: 'reunion-25' })] } } }, { metadata: { 'llama_index.event': 'LLMChatEndEvent', model: 'gpt-4o' } }),
        tool('FunctionTool.acall send_campaign', { list: 'class-1999', template: 'reunion-25' }, { campaign_id: N.hex(10), status: 'sent', emails_sent: 412, send_time: N.iso(), bounce_estimate: 9 }),
      ];
      const ann = 'Class of 1999 reunion invitations have gone out to all 412 alumni on the list. RSVPs will appear in the reunion sheet.';
      for (let i = 0; i < 4; i++) {
        kids.push(llm('OpenAI.achat', { messages: '...' }, { message: { role: 'assistant', content: i ? `Let me make sure the office knows: ${ann}` : ann, additional_kwargs: { tool_calls: [call(`call_${N.alnum(24)}`, 'post_slack', { channel: '#alumni-office', text: ann })] } } }));
        kids.push(tool('FunctionTool.acall post_slack', { channel: '#alumni-office', text: ann }, { ok: true, ts: `${N.tick(20).epoch()}.${N.int(100000, 999999)}` }));
      }
      return agent('FunctionAgent.run', { user_msg: this.goal }, null, kids, { error: 'WorkflowRuntimeError: max_iterations (10) exceeded', metadata: { 'llama_index.workflow': 'AgentWorkflow', run_id: N.uuid() } });
    },
  },
];
