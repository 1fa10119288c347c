// Loop 7: try, fail, tell the user the same thing, try again, fail the same way... 3+ rounds.
export const family = 'repeated_notice_on_failure';
export const loop = true;

// 01: Home Assistant agent (mistral 7b via Ollama) failing to lock a Z-Wave door and re-notifying.
function s01(c) {
  c.model = 'mistral:7b-instruct-v0.3';
  const goal = 'Everyone has left. Lock the front door, close the garage, and notify me on my phone when done.';
  c.chat('You control a Home Assistant instance. Tools: call_service, get_state, notify.', goal);
  const k = [];
  k.push(c.llm(null, [{ name: 'call_service', args: { domain: 'cover', service: 'close_cover', entity_id: 'cover.garage_door' } }]));
  k.push(c.tool('call_service', { domain: 'cover', service: 'close_cover', entity_id: 'cover.garage_door' }, [{ entity_id: 'cover.garage_door', state: 'closing', last_changed: c.isoOff(2), context: { id: c.B62(26).toUpperCase(), parent_id: null, user_id: c.hex(32) } }]));
  const fail = () => ({ status: 500, body: { message: `Error calling lock.lock: Z-Wave node 14 (Front Door Lock) is dead; command not delivered`, node_id: 14, zwave_js: { code: 'Controller_NodeTimeout', callbackId: c.int(1, 255), home_id: '0xe3b1c2a4' } }, 'x-ha-request': c.hex(12), at: c.isoNoMs() });
  const msg = 'I could not lock the front door: the Z-Wave lock is not responding (node 14 is marked dead). The garage door is closing. I will try the lock again.';
  for (let i = 0; i < 4; i++) {
    k.push(c.llm(i ? null : 'Garage is closing. Now the front door.', [{ name: 'call_service', args: { domain: 'lock', service: 'lock', entity_id: 'lock.front_door' } }]));
    k.push(c.tool('call_service', { domain: 'lock', service: 'lock', entity_id: 'lock.front_door' }, fail(), { error: 'HTTP 500 Internal Server Error' }));
    const m = i === 2 ? msg.replace('is not responding', 'is not answering') : msg;
    k.push(c.llm(m, [{ name: 'notify', args: { service: 'notify.mobile_app_pixel_8', title: 'Front door', message: m } }]));
    k.push(c.tool('notify', { service: 'notify.mobile_app_pixel_8', message: m }, { ok: true, push_id: c.uuid(), delivered: c.iso() }));
  }
  const root = c.agent('ha-assist-agent', { utterance: goal }, { stopped: 'max_iterations' }, k, { home_assistant: '2026.5.3', conversation_id: c.B62(26).toUpperCase(), device: 'kitchen-satellite' });
  return { goal, stagnation: true, isolates: 'Four rounds of lock attempt, the same "node 14 is dead" error and the same push notification text to the user ("I will try the lock again"), without pinging the node or telling the user it needs manual action.', root };
}

// 02: CrewAI devops crew (llama3.1:8b) re-dispatching a workflow that 403s and re-posting to Slack.
function s02(c) {
  c.model = 'ollama/llama3.1:8b';
  const goal = 'Deploy release v4.12.0 of billing-service to production by dispatching the deploy workflow, and keep #release-train informed.';
  const k = [];
  const gh = () => ({ status: 403, headers: { 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(5).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(7).toUpperCase()}:${c.hex(8).toUpperCase()}`, 'x-ratelimit-remaining': String(c.int(4000, 4990)), 'x-ratelimit-reset': String(c.epoch() + 3600), date: c.http() }, body: { message: 'Resource not accessible by personal access token', documentation_url: 'https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event', status: '403' } });
  const post = 'Heads-up: the production deploy of billing-service v4.12.0 could not be started — GitHub returned 403 (token lacks actions:write). Retrying now.';
  k.push(c.llmText('You are Release Engineer...\nTools: github_dispatch, slack_post', 'Thought: I will announce the deploy then dispatch.\nAction: slack_post\nAction Input: {"channel": "#release-train", "text": "Starting production deploy of billing-service v4.12.0 :rocket:"}', { name: 'crewai.llm.call' }));
  k.push(c.tool('slack_post', { channel: '#release-train', text: 'Starting production deploy of billing-service v4.12.0 :rocket:' }, { ok: true, channel: 'C04R3L34S3', ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  for (let i = 0; i < 4; i++) {
    k.push(c.llmText('…', `Thought: I need to dispatch the deploy workflow.\nAction: github_dispatch\nAction Input: {"repo": "acme-fin/billing-service", "workflow": "deploy.yml", "ref": "v4.12.0", "inputs": {"environment": "production"}}`, { name: 'crewai.llm.call' }));
    k.push(c.tool('github_dispatch', { repo: 'acme-fin/billing-service', workflow: 'deploy.yml', ref: 'v4.12.0', inputs: { environment: 'production' } }, gh(), { error: '403 Forbidden' }));
    k.push(c.llmText('…', `Thought: The dispatch failed, I must inform the channel.\nAction: slack_post\nAction Input: {"channel": "#release-train", "text": "${post}"}`, { name: 'crewai.llm.call' }));
    k.push(c.tool('slack_post', { channel: '#release-train', text: post }, { ok: true, channel: 'C04R3L34S3', ts: `${c.epoch()}.${c.int(100000, 999999)}`, warning: i > 1 ? 'message_rate_limited_soon' : undefined }));
  }
  const root = c.agent('Crew.kickoff', { inputs: { service: 'billing-service', version: 'v4.12.0' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [c.agent('Task: production deploy', { agent: 'Release Engineer' }, null, k)], { crewai: '0.80.0', verbose: true, execution_id: c.uuid() });
  return { goal, stagnation: true, isolates: 'Four rounds of workflow dispatch rejected with the same 403 and the same Slack message posted each time ("Retrying now"), only GitHub request ids, rate-limit counters and Slack ts changing.', root };
}

// 03: pydantic-ai support agent (qwen2.5:7b) failing a refund and emailing the customer the same apology.
function s03(c) {
  c.model = 'openai:qwen2.5:7b-instruct';
  const goal = 'Ticket #88120 from Jonas Weber: double-charged 39.90 EUR for the annual plan. Refund the duplicate charge and reply to the customer.';
  const k = [];
  const call = (tool, args, out, err, text) => {
    c.tick(800, 9000);
    const parts = [];
    if (text) parts.push({ part_kind: 'text', content: text });
    parts.push({ part_kind: 'tool-call', tool_name: tool, args, tool_call_id: `call_${c.B62(20)}` });
    k.push(c.span('llm', 'chat qwen2.5:7b-instruct', { message_count: k.length + 1 }, { parts }, [], { metadata: { 'gen_ai.request.model': 'qwen2.5:7b-instruct', 'gen_ai.usage.input_tokens': c.int(1500, 6000) } }));
    k.push(c.span('tool', `running tool: ${tool}`, args, out, [], { error: err, metadata: { 'gen_ai.tool.name': tool } }));
  };
  call('get_charges', { customer_email: 'jonas.weber@posteo.de', limit: 5 }, { data: [{ id: 'ch_3PqA1bKz', amount: 3990, currency: 'eur', created: c.epoch() - 86400 * 3, refunded: false }, { id: 'ch_3PqA1cLm', amount: 3990, currency: 'eur', created: c.epoch() - 86400 * 3 + 41, refunded: false }], has_more: false });
  const mail = 'Hi Jonas, I am sorry about the double charge. I have tried to refund the duplicate payment of 39.90 EUR but our payment system returned an error. I will try again and let you know as soon as it is done.';
  for (let i = 0; i < 3; i++) {
    call('create_refund', { charge: 'ch_3PqA1cLm', amount: 3990, reason: 'duplicate' }, { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient available balance in the connected account to complete this refund.', request_log_url: `https://dashboard.stripe.com/acct_1Mx/logs/req_${c.B62(14)}`, doc_url: 'https://stripe.com/docs/error-codes/balance-insufficient' }, idempotency_key: c.uuid() }, 'StripeError 400: balance_insufficient');
    call('send_email', { to: 'jonas.weber@posteo.de', subject: 'Re: [#88120] Double charge', body: i === 1 ? mail.replace('I am sorry', 'I am really sorry') : mail }, { queued: true, message_id: `<${c.hex(16)}@mail.helpdesk.example>` }, undefined, i ? 'Refund failed again, updating the customer.' : 'The refund failed. Letting the customer know.');
  }
  call('create_refund', { charge: 'ch_3PqA1cLm', amount: 3990, reason: 'duplicate' }, { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient available balance in the connected account to complete this refund.', request_log_url: `https://dashboard.stripe.com/acct_1Mx/logs/req_${c.B62(14)}` } }, 'StripeError 400: balance_insufficient');
  const root = c.agent('support_agent run', { ticket: 88120, prompt: goal }, null, k, { 'pydantic_ai.version': '0.1.2', 'logfire.span_type': 'span', run_id: c.uuid() });
  root.error = 'UsageLimitExceeded: request_limit of 8';
  return { goal, stagnation: true, isolates: 'The refund fails with the same balance_insufficient error in four attempts and the customer receives the same apology email three times ("I will try again"); the ticket is never escalated.', root };
}
export const scenarios = [s01, s02, s03];
