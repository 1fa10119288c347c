// Family 2 (loop): try -> same failure -> same message to the user/ticket/channel -> try again, 3+ rounds.
import { agent, llm, tool, span, sys, user, asst, tc, http } from './lib.mjs';

// 01 sheep shearing crew roster — plain message-level trace; SMS gateway rejects, agent texts the same apology
function s01(N) {
  const kids = [];
  const msgs = [sys('You coordinate the Tarrawin shearing crew. Publish the roster to the crew app and keep the contractor informed.'), user('Publish next week\'s roster (Mon-Fri, Kilbride station, 4,200 ewes) to the crew app.')];
  for (let i = 0; i < 4; i++) {
    const c1 = N.callId();
    kids.push(llm('chat.completions', { model: 'gpt-4o', messages: msgs.slice() }, { role: 'assistant', content: null, tool_calls: [tc(c1, 'publish_roster', { station: 'Kilbride', week: '2025-W36', stands: 6 })] }, { id: N.reqId('chatcmpl-'), usage: N.tokens() }));
    N.tick(2);
    kids.push(tool('publish_roster', { station: 'Kilbride', week: '2025-W36', stands: 6 }, http(409, { date: N.httpDate(), 'x-request-id': N.uuid(), server: N.host('crewapp') }, { error: 'ROSTER_LOCKED', detail: 'Week 2025-W36 is locked by payroll export batch ' + N.job('px') }), { error: 'HTTP 409 ROSTER_LOCKED' }));
    const c2 = N.callId();
    const text = 'Sorry, the roster for Kilbride (week 36) could not be published because the week is locked. I will try again shortly.';
    kids.push(llm('chat.completions', { model: 'gpt-4o', messages: ['...'] }, { role: 'assistant', content: null, tool_calls: [tc(c2, 'send_sms', { to: '+61 4' + N.int(10000000, 99999999), body: text })] }, { id: N.reqId('chatcmpl-'), usage: N.tokens() }));
    kids.push(tool('send_sms', { to: 'contractor', body: text }, { sid: 'SM' + N.hex(32), status: 'queued', segments: 1, date_created: N.httpDate() }));
    N.tick(N.int(40, 90));
  }
  return {
    isolates: 'The agent hits the same 409 ROSTER_LOCKED four times and each time texts the contractor the same apology, never looking at the payroll lock.',
    loop: true, stagnation: true,
    goal: 'Publish the week-36 shearing roster for Kilbride station to the crew app.',
    root: agent('roster_agent', { week: '2025-W36' }, { status: 'step_limit' }, kids, { style: 'openai-chat-messages' }),
  };
}

// 02 Redis Sentinel failover (devops) — OpenHands event stream
function s02(N) {
  const kids = [];
  let eid = N.int(10, 30);
  const cmd = 'redis-cli -h sentinel-0.cache.svc -p 26379 SENTINEL failover orders-primary';
  kids.push(llm('CodeActAgent.step', { event_id: eid++, model: 'anthropic/claude-3-7-sonnet' }, { action: 'run', thought: 'Check sentinel view of the master first.', command: 'redis-cli -h sentinel-0.cache.svc -p 26379 SENTINEL get-master-addr-by-name orders-primary' }));
  kids.push(tool('CmdRunAction', { command: 'redis-cli -p 26379 SENTINEL get-master-addr-by-name orders-primary', event_id: eid++ }, { content: `1) "${N.ip()}"\n2) "6379"`, exit_code: 0, hostname: N.pod('openhands-runtime') }));
  for (let i = 0; i < 3; i++) {
    kids.push(llm('CodeActAgent.step', { event_id: eid++ }, { action: 'run', thought: 'Trigger a manual failover so the new replica takes over.', command: cmd }));
    kids.push(tool('CmdRunAction', { command: cmd, event_id: eid++ }, { content: `(error) NOGOODSLAVE No suitable replica to promote\n[Command finished with exit code 1 in ${N.dur(0.05, 0.4)}]`, exit_code: 1 }, { error: 'exit code 1' }));
    kids.push(llm('CodeActAgent.step', { event_id: eid++ }, { action: 'message', content: 'The failover attempt failed with NOGOODSLAVE (no suitable replica to promote). I will retry the failover.', wait_for_response: false }));
    kids.push(tool('MessageAction', { source: 'agent', event_id: eid++ }, { delivered: true, timestamp: N.tick(N.int(10, 40)).isoSec() }));
  }
  kids.push(span('observation', 'AgentStateChangedObservation', { event_id: eid++ }, { agent_state: 'error', reason: 'AgentStuckInLoopError' }));
  return {
    isolates: 'An OpenHands agent runs the same SENTINEL failover command three times, gets NOGOODSLAVE each time, and posts the same "I will retry" message, never checking replica lag or priority.',
    loop: true, stagnation: true,
    goal: 'Fail the orders Redis over to the new replica so the old primary node can be drained.',
    root: agent('OpenHands.session', { task: 'fail orders-primary over to the new replica so we can drain node cache-3' }, { final_state: 'error' }, kids, { openhands_version: '0.' + N.int(20, 40) + '.0', sid: N.hex(32) }),
  };
}

// 03 hammam booking confirmation emails — Pydantic AI with Logfire spans
function s03(N) {
  const kids = [];
  const text = 'Dear Ms. Ferreira, we could not confirm your private hammam session on Saturday at 17:00 because our booking system did not respond. We are trying again and will email you as soon as it is confirmed.';
  for (let i = 0; i < 3; i++) {
    kids.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', 'gen_ai.system': 'openai', messages: ['...'] }, { parts: [{ part_kind: 'tool-call', tool_name: 'create_booking', args: { room: 'private-2', start: '2025-03-15T17:00:00+00:00', guests: 2 }, tool_call_id: N.callId('pyd_ai_') }] }, { logfire_span: 'chat gpt-4o', 'gen_ai.usage.input_tokens': N.int(900, 2000) }));
    kids.push(tool('running tool: create_booking', { room: 'private-2', start: '2025-03-15T17:00:00+00:00', guests: 2 }, { exception: 'httpx.ReadTimeout', elapsed_s: 30.0 + N.r(), url: 'https://' + N.host('bookings') + '/v2/slots/hold' }, { error: 'ReadTimeout: timed out after 30s' }));
    kids.push(llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'tool-call', tool_name: 'send_email', args: { to: 'r.ferreira@example.pt', subject: 'Your hammam booking', body: text }, tool_call_id: N.callId('pyd_ai_') }] }));
    kids.push(tool('running tool: send_email', { to: 'r.ferreira@example.pt', subject: 'Your hammam booking' }, { id: `<${N.hex(16)}@mail.bathhouse.example>`, accepted: true, queued_at: N.tick(N.int(45, 120)).iso() }));
  }
  return {
    isolates: 'A Pydantic AI booking agent times out on the same slot hold three times and sends the guest the same "we are trying again" email after each failure.',
    loop: true, stagnation: true,
    goal: 'Book and confirm a private hammam session for two on Saturday 17:00 and email the guest the confirmation.',
    root: agent('agent run', { agent_name: 'hammam_concierge', prompt: 'Guest R. Ferreira wants private room Sat 17:00 for 2' }, { error: 'UsageLimitExceeded: request_limit of 6' }, kids, { 'logfire.span_type': 'span', service_name: 'bathhouse-concierge', 'logfire.msg': 'hammam_concierge run' }),
  };
}

// 04 yurt maker supplier portal — OpenAI Agents SDK; Slack update repeated
function s04(N) {
  const kids = [];
  const tid = 'trace_' + N.hex(32);
  const post = ':warning: Felt order PO-' + N.int(2000, 2999) + ' to Ulaanbaatar Wool Co. failed to submit (supplier portal returned 401 invalid API key). Retrying.';
  for (let i = 0; i < 3; i++) {
    kids.push(llm('generation', { model: 'gpt-4.1', input: ['...'] }, [{ type: 'function_call', name: 'submit_supplier_order', arguments: JSON.stringify({ supplier: 'uwc', sku: 'FELT-8MM-NAT', qty_m2: 340 }), call_id: N.callId() }], { span_type: 'generation', trace_id: tid, usage: N.tokens() }));
    kids.push(tool('submit_supplier_order', { supplier: 'uwc', sku: 'FELT-8MM-NAT', qty_m2: 340 }, http(401, { 'www-authenticate': 'Bearer error="invalid_token"', 'cf-ray': N.hex(16) + '-FRA', date: N.httpDate() }, '{"message":"invalid api key"}'), { error: 'SupplierAPIError: 401 invalid api key', metadata: { span_type: 'function' } }));
    kids.push(llm('generation', { model: 'gpt-4.1', input: ['...'] }, [{ type: 'function_call', name: 'slack_post', arguments: JSON.stringify({ channel: '#workshop-orders', text: post }), call_id: N.callId() }], { span_type: 'generation' }));
    kids.push(tool('slack_post', { channel: '#workshop-orders', text: post }, { ok: true, channel: 'C0' + N.b62(9).toUpperCase(), ts: `${N.tick(N.int(30, 60)).epoch()}.${N.int(100000, 999999)}` }, { metadata: { span_type: 'function' } }));
  }
  return {
    isolates: 'An OpenAI Agents SDK purchasing agent gets the same 401 from the supplier portal three times and posts the same Slack warning each round, never fixing or escalating the key.',
    loop: true, stagnation: true,
    goal: 'Submit the felt order for the next batch of yurt covers to the wool supplier portal.',
    root: agent('Agent workflow', { agent: 'PurchasingAgent', input: 'Order 340 m2 of 8mm natural felt for the autumn yurt batch' }, { error: 'MaxTurnsExceeded' }, kids, { trace_id: tid, workflow_name: 'yurt-purchasing', group_id: null }),
  };
}

// 05 navigation buoy maintenance ticket — Google ADK events
function s05(N) {
  const kids = [];
  const inv = 'e-' + N.uuid();
  const note = 'Unable to upload the inspection photos for buoy SW-14: the asset server rejected the file (413 Payload Too Large). Will retry the upload.';
  for (let i = 0; i < 3; i++) {
    kids.push(llm('call_llm', { 'gcp.vertex.agent.invocation_id': inv, model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ functionCall: { name: 'upload_photos', args: { asset: 'SW-14', files: ['IMG_4471.HEIC', 'IMG_4472.HEIC', 'IMG_4473.HEIC'] } } }] } }, { author: 'buoy_tech_agent' }));
    kids.push(tool('execute_tool upload_photos', { asset: 'SW-14', files: 3 }, { functionResponse: { name: 'upload_photos', response: { status: 413, error: 'Payload Too Large', limit_bytes: 10485760, received_bytes: 31457280 + N.int(0, 90000), edge: N.host('assets') } } }, { error: '413 Payload Too Large' }));
    kids.push(llm('call_llm', { model: 'gemini-2.0-flash' }, { content: { role: 'model', parts: [{ functionCall: { name: 'add_ticket_comment', args: { ticket: 'MNT-' + 7731, body: note } } }] } }, { author: 'buoy_tech_agent' }));
    kids.push(tool('execute_tool add_ticket_comment', { ticket: 'MNT-7731', body: note }, { functionResponse: { name: 'add_ticket_comment', response: { comment_id: N.int(100000, 999999), created: N.tick(N.int(20, 80)).isoOffset(0) } } }));
  }
  return {
    isolates: 'A Google ADK agent re-uploads the same three oversized photos, gets 413 each time, and adds the same comment to the maintenance ticket after every failure.',
    loop: true, stagnation: true,
    goal: 'Attach the inspection photos for navigation buoy SW-14 to maintenance ticket MNT-7731 and close it.',
    root: agent('invocation', { app_name: 'buoy_maintenance', user_id: 'harbour-ops', new_message: 'Close MNT-7731 with the SW-14 inspection photos' }, null, kids, { 'gcp.vertex.agent.invocation_id': inv, adk_version: '1.' + N.int(0, 9) + '.0' }),
  };
}

// 06 noodle factory carton label printer — smolagents CodeAgent
function s06(N) {
  const kids = [];
  for (let i = 1; i <= 4; i++) {
    const code = 'res = print_labels(line="L2", sku="UDON-500-12", count=240)\nprint(res)';
    kids.push(llm('Step ' + i, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', step_number: i }, `Thought: I will print the carton labels for line 2 and then notify the shift lead.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { step_number: i, duration: +(N.r() * 5 + 1).toFixed(2) }));
    kids.push(tool('python_interpreter', { code }, `Execution logs:\nZPL spool ${N.tmp('.zpl')} written\nError: PrinterError: ZT411 @ ${N.ip()}:9100 reports HEAD OPEN (status 0x${N.hex(4)})`, { error: 'PrinterError: HEAD OPEN' }));
    const msg = 'Label printing for UDON-500-12 failed: the printer on line 2 reports HEAD OPEN. Retrying now.';
    kids.push(tool('notify_shift_lead', { message: msg }, `sent to shift lead (pager ${N.int(200, 299)}) at ${N.tick(N.int(20, 50)).syslog()}`));
  }
  kids.push(span('chain', 'final_answer', { reason: 'max_steps' }, 'Reached max steps.'));
  return {
    isolates: 'A smolagents CodeAgent reruns the same print_labels call four times against a printer reporting HEAD OPEN and pages the shift lead with the same text each time.',
    loop: true, stagnation: true,
    goal: 'Print 240 carton labels for SKU UDON-500-12 on packing line 2.',
    root: agent('CodeAgent.run', { task: 'Print 240 carton labels for UDON-500-12 on line 2', max_steps: 4 }, 'Reached max steps.', kids, { smolagents_version: '1.' + N.int(5, 15) + '.0' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
