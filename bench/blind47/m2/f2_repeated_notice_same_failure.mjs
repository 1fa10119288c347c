import { Tracer, sys, user, toolMsg } from './lib.mjs';
export const family = 'repeated_notice_same_failure';
export const loop = true;
export const stagnationAllowed = [true];

// 01 spice market stall, Vercel AI SDK
function r01(id) {
  const T = new Tracer(id, 'vercel'), N = T.N;
  const goal = 'Publish this week\'s saffron and sumac price list to the Souk Al-Bahar vendors portal.';
  const kids = [];
  const msg = 'The vendors portal rejected the upload (HTTP 413, payload too large). I will try publishing the price list again.';
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [sys('You manage stall 41 price lists.'), user(goal)], text: i ? msg : 'Publishing the price list now.', calls: [['publish_price_list', { stall: 41, file: 'prices_w24.csv', include_images: true }]] }));
    kids.push(T.tool('publish_price_list', { stall: 41, file: 'prices_w24.csv', include_images: true }, { status: 413, headers: { date: N.http(), server: 'nginx/1.25.3', 'x-request-id': N.uuid(), 'content-length': '183' }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>' }, { error: 'AI_APICallError: 413 Request Entity Too Large' }));
    kids.push(T.llm({ messages: [user(goal)], text: msg, calls: [['notify_vendor', { channel: 'whatsapp', to: '+9715••••221', text: 'Upload failed (too large), retrying.' }]] }));
    kids.push(T.tool('notify_vendor', { channel: 'whatsapp', to: '+9715••••221', text: 'Upload failed (too large), retrying.' }, { messages: [{ id: 'wamid.' + N.b62(28), status: 'accepted' }] }));
  }
  return { isolates: 'Each round the same oversized upload fails with 413 and the agent sends the vendor the same "failed, retrying" notice, four rounds, never shrinking the payload.', stagnation: true, goal,
    root: T.agent('ai.generateText', { prompt: goal, 'ai.settings.maxSteps': 16 }, { text: msg, finishReason: 'tool-calls', steps: 16 }, kids, { type: 'chain', meta: { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'stall-prices' } }) };
}

// 02 regatta club entries, OTel GenAI
function r02(id) {
  const T = new Tracer(id, 'otel'), N = T.N;
  const goal = 'Register the club\'s two Dragon class boats for the Autumn Regatta via the race office API.';
  const kids = [];
  const note = 'Registration for GBR 731 failed again: the race office API says the helm\'s World Sailing ID is invalid. Retrying the registration.';
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], calls: [['register_entry', { sail_no: 'GBR 731', class: 'Dragon', helm_ws_id: 'GBRJM1234' }]] }));
    kids.push(T.tool('register_entry', { sail_no: 'GBR 731', class: 'Dragon', helm_ws_id: 'GBRJM1234' }, `{"type":"https://raceoffice.example/errors/validation","title":"Unprocessable Entity","status":422,"detail":"helm_ws_id GBRJM1234 not found in World Sailing registry","instance":"/entries/${N.uuid()}","trace":"${N.traceparent()}"}`, { error: '422 Unprocessable Entity' }));
    kids.push(T.llm({ messages: [user(goal)], text: note, calls: [['post_to_channel', { channel: '#regatta-entries', text: note }]] }));
    kids.push(T.tool('post_to_channel', { channel: '#regatta-entries', text: note }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}`, channel: 'C04' + N.b62(8).toUpperCase() }));
  }
  return { isolates: 'Three rounds of the same 422 on the same helm ID, each followed by the same Slack post saying it failed again and will retry; the second boat is never registered.', stagnation: true, goal,
    root: T.agent('invoke_agent regatta_secretary', { 'gen_ai.agent.name': 'regatta_secretary', input: goal }, { 'gen_ai.response.finish_reasons': ['length'] }, kids) };
}

// 03 school cello rental fleet, OpenAI Agents SDK
function r03(id) {
  const T = new Tracer(id, 'oai_agents'), N = T.N;
  const goal = 'Renew the rental contract for cello C-114 (3/4 size) for pupil Amara Osei and email the parents the invoice.';
  const kids = [];
  const mail = 'Dear parent, we could not renew the rental for cello C-114 because the payment card was declined. We are trying again and will confirm shortly.';
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], calls: [['charge_rental', { instrument: 'C-114', months: 12, amount_gbp: 216, mandate: 'pm_card_ending_4417' }]] }));
    kids.push(T.tool('charge_rental', { instrument: 'C-114', months: 12, amount_gbp: 216, mandate: 'pm_card_ending_4417' }, { error: { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.', request_log_url: `https://dashboard.stripe.com/logs/req_${N.b62(14)}` } }, { error: 'card_error: expired_card' }));
    kids.push(T.llm({ messages: [user(goal)], text: 'Letting the parents know about the decline before retrying.', calls: [['send_email', { to: 'osei.family@example.org', subject: 'Cello rental C-114', body: mail }]] }));
    kids.push(T.tool('send_email', { to: 'osei.family@example.org', subject: 'Cello rental C-114', body: mail }, `250 2.0.0 OK ${N.epoch()} ${N.b62(12)} - gsmtp`));
  }
  return { isolates: 'The same expired card is charged three times and the parents get the same "declined, trying again" email three times.', stagnation: true, goal,
    root: T.agent('Agent: RentalsDesk', { input: goal }, { error: 'MaxTurnsExceeded: Max turns (12) exceeded' }, kids, { error: 'MaxTurnsExceeded', meta: { span_data: { type: 'agent', name: 'RentalsDesk', tools: ['charge_rental', 'send_email'], handoffs: [] } } }) };
}

// 04 rickshaw tour bookings, Claude Agent SDK transcript
function r04(id) {
  const T = new Tracer(id, 'claude_sdk'), N = T.N;
  const goal = 'Deploy the updated tour-slot config for the Old Delhi rickshaw heritage tours and tell the ops channel when live.';
  const kids = [];
  const say = 'The deploy failed because the YAML file has a duplicate key (slots.morning). I\'ll run the deploy again.';
  kids.push(T.llm({ messages: [user(goal)], text: 'I\'ll run the deploy script.', calls: [['Bash', { command: './deploy.sh config/tours.yaml', description: 'Deploy tour slots' }]] }));
  for (let i = 0; i < 4; i++) {
    if (i) kids.push(T.llm({ messages: [user(goal)], calls: [['Bash', { command: './deploy.sh config/tours.yaml', description: 'Deploy tour slots' }]] }));
    kids.push(T.tool('Bash', { command: './deploy.sh config/tours.yaml', description: 'Deploy tour slots' }, `[deploy] build ${N.hex(7)} started ${N.iso()}\n[lint] yamllint config/tours.yaml\nconfig/tours.yaml\n  14:3      error    duplication of key "morning" in mapping  (key-duplicates)\n[deploy] aborted after ${N.dur()}\nexit code 1`, { error: 'Exit code 1' }));
    kids.push(T.llm({ messages: [user(goal)], text: say, calls: [['mcp__slack__post_message', { channel: 'tours-ops', text: 'Tour slot deploy failed (duplicate key slots.morning), retrying.' }]] }));
    kids.push(T.tool('mcp__slack__post_message', { channel: 'tours-ops', text: 'Tour slot deploy failed (duplicate key slots.morning), retrying.' }, [{ type: 'text', text: JSON.stringify({ ok: true, ts: `${N.epoch()}.00${N.int(1000, 9999)}` }) }]));
  }
  return { isolates: 'The agent correctly names the lint error but reruns the identical deploy four times, each time saying and posting the same failure notice instead of editing the file.', stagnation: true, goal,
    root: T.agent('claude-agent-sdk session', { prompt: goal, cwd: '/srv/rickshaw-tours' }, { subtype: 'error_max_turns', num_turns: 17, total_cost_usd: 0.4129 }, kids) };
}

// 05 paper marbling workshop newsletter, Mastra
function r05(id) {
  const T = new Tracer(id, 'mastra'), N = T.N;
  const goal = 'Send the May class schedule for Suminagashi and Turkish Ebru marbling to the 380 newsletter subscribers.';
  const kids = [];
  const t = 'The mailing provider refused the campaign because the sender domain marbling-atelier.eu is not verified. I will retry sending the campaign.';
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: i ? t : 'Sending the campaign.', calls: [['sendCampaign', { listId: 'lst_380', subject: 'May marbling classes', from: 'hello@marbling-atelier.eu' }]] }));
    kids.push(T.tool('sendCampaign', { listId: 'lst_380', subject: 'May marbling classes', from: 'hello@marbling-atelier.eu' }, { statusCode: 403, body: { message: 'Sender domain not verified', code: 'domain_unverified', requestId: N.reqId('re_') }, headers: { 'cf-ray': `${N.hex(16)}-AMS`, date: N.http() } }, { error: 'Sender domain not verified' }));
    kids.push(T.llm({ messages: [user(goal)], text: t, calls: [['createTicket', { queue: 'atelier-admin', title: 'Newsletter send failing', body: t }]] }));
    kids.push(T.tool('createTicket', { queue: 'atelier-admin', title: 'Newsletter send failing', body: t }, { id: `ADM-${N.int(100, 999)}`, url: 'https://desk.example/t/' + N.int(10000, 99999), created: N.iso() }));
  }
  return { isolates: 'Three rounds of the same 403 domain_unverified, each time opening a new ticket with the identical explanation and retrying the same send.', stagnation: true, goal,
    root: T.agent('agent.generate marblingAssistant', { messages: [user(goal)], maxSteps: 12 }, { finishReason: 'tool-calls', stepsUsed: 12 }, kids) };
}

// 06 snow globe factory, smolagents CodeAgent
function r06(id) {
  const T = new Tracer(id, 'smolagents'), N = T.N;
  const goal = 'Submit the glycerin-water fill spec for SKU SG-90 (90 mm globe) to the MES and confirm to the line supervisor.';
  const kids = [];
  const thought = 'Thought: The MES rejected the spec because viscosity_cps is out of range. I will notify the supervisor and submit it again.';
  for (let i = 0; i < 3; i++) {
    const code = `result = submit_fill_spec(sku="SG-90", glycerin_pct=65, viscosity_cps=9.5, glitter_g=0.8)\nprint(result)`;
    const stepKids = [T.llm({ messages: [user(goal)], text: (i ? thought : 'Thought: I will submit the fill spec.') + `\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }),
      T.tool('submit_fill_spec', { sku: 'SG-90', glycerin_pct: 65, viscosity_cps: 9.5, glitter_g: 0.8 }, `Execution logs:\nMESValidationError: viscosity_cps=9.5 outside allowed band [14.0, 22.0] for 90mm (rule FILL-07) txn=${N.hex(12)} line=L3 @ ${N.syslog()}`, { error: 'MESValidationError' }),
      T.llm({ messages: [user(goal)], text: thought + `\nCode:\n\`\`\`py\nmessage_supervisor("SG-90 fill spec rejected by MES (viscosity out of range). Resubmitting.")\n\`\`\`<end_code>` }),
      T.tool('message_supervisor', { text: 'SG-90 fill spec rejected by MES (viscosity out of range). Resubmitting.' }, `Observation: delivered to pager #L3-SUP at ${N.iso()}`)];
    kids.push(T.span('chain', `Step ${i + 1}`, { step_number: i + 1 }, null, stepKids, { meta: { 'openinference.span.kind': 'CHAIN' } }));
  }
  return { isolates: 'A code agent resubmits the same out-of-range viscosity and pages the supervisor with the same message each step, three steps in a row.', stagnation: true, goal,
    root: T.agent('CodeAgent.run', { task: goal }, { error: 'AgentMaxStepsError: Reached max steps.' }, kids, { meta: { 'openinference.span.kind': 'AGENT' } }) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
