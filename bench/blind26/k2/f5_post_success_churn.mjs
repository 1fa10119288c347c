// Family: post_success_churn (loop=true, stagnation=true)
// Goal met and confirmed by a tool result; the agent keeps re-checking / re-submitting /
// re-announcing (3+ actions that learn nothing new) until a step limit.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, tu, tr, txt } from './lib.mjs';

export const rows = [
  {
    domain: 'optometry practice (annual recall reminders)', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'After the reminder batch reports 212/212 delivered, the AI SDK agent polls the same batch status three more times and restates "all 212 reminders sent" each time until maxSteps.',
    goal: 'Send SMS recall reminders to all patients due an eye exam in June at the Harbour Optometrists Leith branch and confirm delivery.',
    build(r) {
      const tc = (name, args, result, err) => span('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': typeof result === 'string' ? result : JSON.stringify(result) }, { meta: { 'ai.toolCall.id': r.callId(), 'operation.name': 'ai.toolCall' }, err });
      const gen = (text, calls) => llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[{"role":"system","content":"You manage patient recalls for Harbour Optometrists."},...]' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify(calls), 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop', 'ai.response.id': 'aiobj-' + r.b62(24), 'ai.response.timestamp': r.iso(r.tick(800, 2500)) }, { 'gen_ai.system': 'openai.chat', 'gen_ai.request.model': 'gpt-4o-mini', 'ai.usage.promptTokens': r.int(900, 2400), 'ai.usage.completionTokens': r.int(20, 70) });
      const batch = 'rb_' + r.b62(14);
      const status = () => ({ batch, state: 'completed', total: 212, delivered: 212, failed: 0, completed_at: '2025-05-28T09:41:17Z', polled_at: r.iso(), gateway_node: r.host('sms') });
      const done = 'All 212 June recall reminders for the Leith branch have been sent and delivered.';
      const kids = [
        gen('', [{ toolName: 'listDueRecalls', args: { branch: 'LEITH', month: '2025-06' } }]),
        tc('listDueRecalls', { branch: 'LEITH', month: '2025-06' }, { count: 212, sample: [{ patient: 'P-10482', due: '2025-06-03' }, { patient: 'P-11930', due: '2025-06-04' }], next_cursor: null }),
        gen('', [{ toolName: 'sendReminderBatch', args: { branch: 'LEITH', month: '2025-06', template: 'recall_sms_v3' } }]),
        tc('sendReminderBatch', { branch: 'LEITH', month: '2025-06', template: 'recall_sms_v3' }, { batch, queued: 212, estimated_seconds: 40 }),
        gen('', [{ toolName: 'getBatchStatus', args: { batch } }]),
        tc('getBatchStatus', { batch }, status()),
      ];
      for (let i = 0; i < 4; i++) {
        kids.push(gen(i === 2 ? done.replace('have been sent', 'were sent') : done + ' Let me verify the batch status once more.', [{ toolName: 'getBatchStatus', args: { batch } }]));
        r.tick(3000, 9000);
        kids.push(tc('getBatchStatus', { batch }, status()));
      }
      return agent('ai.generateText', { 'ai.prompt': 'Send June recall reminders for Leith and confirm delivery.', 'ai.settings.maxSteps': 12 }, { 'ai.response.text': done, 'ai.response.finishReason': 'tool-calls' }, kids, { 'ai.telemetry.functionId': 'recall-reminders', 'resource.name': 'recall-reminders', 'ai.model.id': 'gpt-4o-mini' });
    },
  },
  {
    domain: 'Redis Sentinel failover drill (devops)', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'The failover drill succeeds and INFO replication confirms the new master, yet the agent re-runs the same INFO/SENTINEL checks three more times and re-posts the same success summary.',
    goal: 'Run the quarterly Sentinel failover drill on the session-cache Redis cluster: fail over from redis-a to a replica and verify clients follow the new master.',
    build(r) {
      const chat = (content, calls, i) => llm('chat gpt-4o', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Run the quarterly failover drill on session-cache.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(content ? [{ type: 'text', content }] : []), ...calls.map((c) => ({ type: 'tool_call', id: r.callId(), name: c[0], arguments: c[1] }))], finish_reason: 'tool_call' }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + r.b62(29), 'gen_ai.usage.input_tokens': r.int(1500, 4000), 'gen_ai.usage.output_tokens': r.int(30, 120) });
      const exec = (name, args, out) => tool(`execute_tool ${name}`, args, out, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': r.callId() });
      const info = () => `# Replication\r\nrole:master\r\nconnected_slaves:2\r\nslave0:ip=10.40.2.11,port=6379,state=online,offset=${r.int(884000000, 884900000)},lag=0\r\nslave1:ip=10.40.2.12,port=6379,state=online,offset=${r.int(884000000, 884900000)},lag=1\r\nmaster_failover_state:no-failover\r\nmaster_replid:${r.hex(40)}\r\n`;
      const summary = 'Failover drill complete: redis-b (10.40.2.13) is the new master, both replicas are online with lag 0-1, and clients are following the new master.';
      const kids = [
        chat('Starting the drill by triggering a Sentinel failover.', [['sentinel_cmd', { cmd: 'SENTINEL FAILOVER session-cache' }]]),
        exec('sentinel_cmd', { cmd: 'SENTINEL FAILOVER session-cache' }, 'OK'),
        chat(null, [['sentinel_cmd', { cmd: 'SENTINEL get-master-addr-by-name session-cache' }]]),
        exec('sentinel_cmd', { cmd: 'SENTINEL get-master-addr-by-name session-cache' }, '1) "10.40.2.13"\n2) "6379"'),
        chat(null, [['redis_cli', { host: '10.40.2.13', cmd: 'INFO replication' }], ['client_probe', { service: 'checkout-api' }]]),
        exec('redis_cli', { host: '10.40.2.13', cmd: 'INFO replication' }, info()),
        exec('client_probe', { service: 'checkout-api' }, { pods_checked: 6, connected_to: '10.40.2.13:6379', errors_last_5m: 0, probe_id: r.uuid() }),
        chat(summary, [['post_incident_channel', { text: summary }]]),
        exec('post_incident_channel', { text: summary }, { ok: true, ts: `${r.epoch(r.tick(1000, 3000))}.${r.digits(6)}` }),
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(chat(i === 1 ? summary.replace('Failover drill complete', 'The failover drill is complete') : summary + ' Re-verifying replication state.', [['redis_cli', { host: '10.40.2.13', cmd: 'INFO replication' }]]));
        kids.push(exec('redis_cli', { host: '10.40.2.13', cmd: 'INFO replication' }, info()));
        kids.push(exec('post_incident_channel', { text: summary }, { ok: true, ts: `${r.epoch(r.tick(5000, 20000))}.${r.digits(6)}` }));
      }
      return agent('invoke_agent drill-runner', { task: 'quarterly failover drill session-cache' }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'drill-runner', 'service.name': 'sre-agents', 'error.type': 'max_iterations' });
    },
  },
  {
    domain: 'aerial silks studio (class booking)', style: 'Pydantic AI (Logfire spans)',
    isolates: 'A Pydantic AI agent books the Saturday silks class and gets a confirmation, then resubmits the same booking three times, getting 409 "already booked" each time, and repeats the confirmation text.',
    goal: 'Book Maya into the Saturday 10:00 Intermediate Silks class at Loft Aerial and tell her the confirmation number.',
    build(r) {
      const conf = 'LA-' + r.upper(6);
      const say = `You're booked into Intermediate Silks on Saturday at 10:00, confirmation ${conf}.`;
      const kids = [
        llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ role: 'user', content: 'Book me into Saturday 10am intermediate silks please, I\'m Maya (member 4471)' }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'find_class', args: { day: 'Saturday', time: '10:00', level: 'intermediate' }, tool_call_id: r.callId() }] }, { logfire_span: 'chat gpt-4o', 'logfire.msg': 'chat gpt-4o' }),
        tool('running tool: find_class', { day: 'Saturday', time: '10:00', level: 'intermediate' }, { class_id: 'cls_8812', name: 'Intermediate Silks', rig: 'Rig 2 (8m)', spots_left: 3, instructor: 'Ines' }),
        llm('chat gpt-4o', {}, { parts: [{ part_kind: 'tool-call', tool_name: 'book_class', args: { class_id: 'cls_8812', member: 4471 }, tool_call_id: r.callId() }] }),
        tool('running tool: book_class', { class_id: 'cls_8812', member: 4471 }, { status: 201, booking: { confirmation: conf, class_id: 'cls_8812', member: 4471, created_at: r.isoMicro() } }),
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: i === 1 ? say.replace('You\'re booked', 'You are booked') : say }, { part_kind: 'tool-call', tool_name: 'book_class', args: { class_id: 'cls_8812', member: 4471 }, tool_call_id: r.callId() }] }));
        kids.push(tool('running tool: book_class', { class_id: 'cls_8812', member: 4471 }, { status: 409, error: 'already_booked', detail: `Member 4471 already holds ${conf} for cls_8812`, request_id: r.reqId('bk_') }, {}, 'ModelRetry: booking conflict'));
      }
      return agent('agent run', { prompt: 'Book me into Saturday 10am intermediate silks please, I\'m Maya (member 4471)' }, null, kids, { 'logfire.span_type': 'span', agent_name: 'studio_assistant', 'logfire.msg': 'studio_assistant run', error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' });
    },
  },
  {
    domain: 'camel dairy (export health certificate)', style: 'Haystack (component run spans)',
    isolates: 'A Haystack agent pipeline submits the export certificate, sees status ACCEPTED with a certificate number, then polls the same status three more times and re-reports the acceptance.',
    goal: 'Submit the veterinary export health certificate for the 18-pallet camel milk powder consignment to the export portal and report the certificate number.',
    build(r) {
      const cert = 'EHC-' + r.digits(8);
      const gen = (text, call) => llm('haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator', messages: '[ChatMessage(...)]' }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...(call ? [{ tool_call: { tool_name: call[0], arguments: call[1], id: r.callId() } }] : [])], _meta: { model: 'gpt-4o-2024-08-06', finish_reason: call ? 'tool_calls' : 'stop', usage: r.tokens() } }] }, { 'haystack.component.name': 'llm' });
      const inv = (name, args, result, err) => tool('haystack.component.run', { 'haystack.component.name': 'tool_invoker', tool: name, arguments: args }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify(result), origin: { tool_name: name }, error: !!err }] }] }, { 'haystack.component.type': 'ToolInvoker' }, err);
      const st = () => ({ reference: 'EXP-2025-' + '44120', status: 'ACCEPTED', certificate_no: cert, signed_by: 'OV Dr. H. Al Marri', checked_at: r.isoOff(r.tick(4000, 15000), 4), portal_node: r.host('ehc') });
      const msg = `The export health certificate was accepted: certificate ${cert} for consignment EXP-2025-44120.`;
      const kids = [
        gen(null, ['submit_certificate', { consignment: 'EXP-2025-44120', pallets: 18, product: 'camel milk powder', destination: 'NL' }]),
        inv('submit_certificate', {}, { reference: 'EXP-2025-44120', status: 'SUBMITTED', received_at: r.isoOff(r.now(), 4) }),
        gen(null, ['get_status', { reference: 'EXP-2025-44120' }]),
        inv('get_status', { reference: 'EXP-2025-44120' }, st()),
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(gen(i === 2 ? msg : msg + ' Checking the status again to be sure.', ['get_status', { reference: 'EXP-2025-44120' }]));
        kids.push(inv('get_status', { reference: 'EXP-2025-44120' }, st()));
      }
      return agent('haystack.agent.run', { messages: [{ role: 'user', content: 'Submit the EHC for consignment EXP-2025-44120 and tell me the certificate number.' }] }, { last_message: msg }, kids, { 'haystack.pipeline.max_runs_per_component': 100, 'haystack.agent.max_agent_steps': 8, 'haystack.agent.steps_taken': 8 });
    },
  },
  {
    domain: 'overland truck safari departures (passenger manifest filing)', style: 'Letta (MemGPT) agent steps',
    isolates: 'A Letta agent files the border manifest and receives an acknowledgement, then keeps re-announcing it via send_message and re-appending the same fact to core memory for three more steps.',
    goal: 'File the passenger manifest for the 14 March Nairobi-to-Kigali overland departure with the Busia border post pre-clearance system and tell the trip leader.',
    build(r) {
      const ack = 'BPC-' + r.upper(8);
      const step = (reasoning, name, args, ret) => [
        llm('step', { agent_id: 'agent-' + r.uuid() }, { messages: [{ message_type: 'reasoning_message', reasoning }, { message_type: 'tool_call_message', tool_call: { name, arguments: JSON.stringify(args), tool_call_id: r.callId() } }] }, { step_id: 'step-' + r.uuid(), model: 'gpt-4.1', date: r.iso(r.tick(2000, 8000)) }),
        tool(name, args, { message_type: 'tool_return_message', tool_return: typeof ret === 'string' ? ret : JSON.stringify(ret), status: 'success' }),
      ];
      const ann = `Manifest for the 14 March Nairobi-Kigali departure has been filed with Busia pre-clearance (ack ${ack}).`;
      const kids = [
        ...step('I should pull the confirmed passenger list for the 14 March departure first.', 'get_passengers', { departure: 'NBO-KGL-0314' }, { count: 19, passengers: ['AKINYI, G (KE)', 'BRANDT, L (DE)', 'COSTA, R (PT)', '...'], source_rev: r.hex(7) }),
        ...step('Now I will file the manifest with the border pre-clearance system.', 'file_manifest', { departure: 'NBO-KGL-0314', border: 'Busia', passengers: 19 }, { ack, status: 'RECEIVED', queue_position: 0, server_time: r.logts() }),
        ...step('Filed successfully. I will tell the trip leader.', 'send_message', { message: ann }, 'None'),
      ];
      for (let i = 0; i < 3; i++) {
        kids.push(...step(i === 1 ? 'The manifest has been filed with Busia. I should make sure the trip leader knows and that I remember it.' : 'The manifest has been filed with Busia. I should make sure the trip leader knows and that I remember this.', i % 2 ? 'core_memory_append' : 'send_message', i % 2 ? { label: 'human', content: `Manifest NBO-KGL-0314 filed, ack ${ack}.` } : { message: ann }, i % 2 ? 'None' : 'None'));
      }
      return agent('letta agent: safari-ops', { messages: [{ role: 'user', content: 'Please file the manifest for the 14 March Kigali departure and let Joseph know.' }] }, { stop_reason: { message_type: 'stop_reason', stop_reason: 'max_steps' }, usage: { step_count: 6 } }, kids, { letta_version: '0.7.x', agent_name: 'safari-ops' });
    },
  },
  {
    domain: 'Phoenix LiveView flaky test (Elixir coding)', style: 'Inspect AI eval log (sample events)',
    isolates: 'After the fix makes the flaky LiveView test pass three runs in a row (the stated success criterion), the agent reruns the same test command three more times and re-declares success each time until the message limit.',
    goal: 'Fix the flaky `test/tidal_web/live/booking_live_test.exs:88` so that it passes three consecutive runs with different seeds, then submit.',
    build(r) {
      const run = (seed) => `Running ExUnit with seed: ${seed}, max_cases: 16\n\n..\nFinished in ${r.float(0.3, 1.2, 1)} seconds (0.00s async, ${r.float(0.3, 1.2, 1)}s sync)\n2 tests, 0 failures\n`;
      const model = (text, cmd) => llm('model', { event: 'model', input_messages: r.int(12, 30) }, { choices: [{ message: { role: 'assistant', content: text, tool_calls: cmd ? [{ id: r.callId(), function: 'bash', arguments: { cmd } }] : [] }, stop_reason: cmd ? 'tool_calls' : 'stop' }], usage: { input_tokens: r.int(5000, 14000), output_tokens: r.int(40, 200) } }, { event: 'model', timestamp: r.isoOff(r.tick(2000, 9000), 0), model: 'anthropic/claude-3-7-sonnet-latest' });
      const bash = (cmd, out, err) => tool('bash', { cmd }, { event: 'tool', result: out }, { event: 'tool', id: r.b62(22), working_time: r.float(1, 9, 3) }, err);
      const cmd = 'mix test test/tidal_web/live/booking_live_test.exs:88 --seed ';
      const kids = [
        model('The test asserts on the rendered list before the async assign_async resolves. I will use render_async/1 before asserting.', "sed -i 's/html = render(view)/html = render_async(view)/' test/tidal_web/live/booking_live_test.exs"),
        bash('sed -i ...', ''),
      ];
      const seeds = [r.int(1, 999999), r.int(1, 999999), r.int(1, 999999)];
      seeds.forEach((s) => { kids.push(model(null, cmd + s)); kids.push(bash(cmd + s, run(s))); });
      const done = 'The flaky test now passes on three consecutive runs with different seeds, so the fix is confirmed.';
      for (let i = 0; i < 5; i++) { const s = r.int(1, 999999); kids.push(model(i === 1 ? done.replace('so the fix is confirmed', 'so the fix is verified') : done + ' Running it once more to be certain.', cmd + s)); kids.push(bash(cmd + s, run(s))); }
      return agent('sample 1 (elixir-flaky-088)', { task: 'inspect_evals/swe_elixir', sample_id: 'elixir-flaky-088', epoch: 1 }, { scores: {}, limit: { type: 'message', limit: 30 } }, kids, { eval_id: r.b62(22), run_id: r.b62(22), solver: 'basic_agent', created: r.isoOff(r.now(), 0) });
    },
  },
];
