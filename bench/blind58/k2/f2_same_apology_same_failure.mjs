import { kit, sys, user, asst, tcall } from './lib.mjs';
export const meta = { family: 'same_apology_same_failure', loop: true, stagnation: true,
  isolates: 'Try, fail the same way, tell the human the same thing, try again: 3+ identical rounds with a near-verbatim message each time.' };
export const rows = [
{ id: '01', domain: 'treehouse builders (hardware ordering)', style: 'otel-genai', goal: 'Order 12 treehouse attachment bolts (TAB 1.25") for the Oakley job and tell the client when they ship.',
  isolates: 'OTel GenAI spans: place_order returns the same 422 "SKU discontinued" three times, and after each the agent sends the client the same "small supplier hiccup, retrying" message.',
  build(N) { const K = kit('otel-genai', N); const ch = []; const msg = 'Hi Dana, quick update: there was a small hiccup with our hardware supplier for the TAB bolts. I\'m retrying the order now and will confirm shortly!';
    for (let i = 0; i < 3; i++) {
      ch.push(K.llm({ messages: [sys('You coordinate orders for Canopy Craft Treehouses.'), user('Order 12 TABs for the Oakley job.')] }, { role: 'assistant', tool_calls: [{ name: 'place_order', arguments: '{"supplier":"Garnier Limbs","sku":"TAB-125-GL","qty":12,"job":"OAK-0931"}' }] }));
      ch.push(K.tool('place_order', '{"supplier":"Garnier Limbs","sku":"TAB-125-GL","qty":12,"job":"OAK-0931"}', { status: 422, headers: { date: N.httpDate(), 'x-request-id': N.uuid(), server: N.host('orders') }, body: { error: 'unprocessable_entity', detail: 'SKU TAB-125-GL is discontinued; see TAB-125-GL2', correlation: N.hex(16) } }, { error: 'HTTP 422 Unprocessable Entity' }));
      ch.push(K.llm({ messages: ['...'] }, { role: 'assistant', content: i === 2 ? msg.replace('quick update', 'quick update again') : msg, tool_calls: [{ name: 'send_sms', arguments: JSON.stringify({ to: '+1555010' + N.int(1000, 9999), body: msg }) }] }));
      ch.push(K.tool('send_sms', { to: 'client:dana.oakley', body: msg }, { sid: 'SM' + N.hex(32), status: 'queued', date_created: N.httpDate(), segments: 2 }));
    }
    return K.agent('order-desk', { job: 'OAK-0931' }, { status: 'aborted', reason: 'step budget exhausted' }, ch); } },
{ id: '02', domain: 'sled dog races (vet check uploads)', style: 'openinference', goal: 'Upload the Checkpoint 4 vet-check results for 38 teams to the race portal and notify the race marshal.',
  isolates: 'OpenInference spans: the portal upload fails with the same 503 from the same replica pool every time, and the agent posts the same "portal is down, retrying" note to the marshal channel each round.',
  build(N) { const K = kit('openinference', N); const ch = []; const note = 'Vet checks for CP4 are ready but the race portal is currently unavailable. I will retry the upload and report back.';
    ch.push(K.tool('read_vet_sheet', { checkpoint: 'CP4' }, { teams: 38, dropped_dogs: 5, flagged: ['bib 17: wrist', 'bib 31: dehydration'], sheet_rev: N.sha(12), scanned_at: N.isoNoMs() }));
    for (let i = 0; i < 4; i++) {
      ch.push(K.llm({ 'llm.input_messages.0.message.content': 'Upload CP4 vet results and tell the marshal.' }, { 'llm.output_messages.0.message.content': i ? 'Retrying the upload.' : 'Uploading results.', tool_calls: [{ 'tool_call.function.name': 'portal_upload' }] }));
      ch.push(K.tool('portal_upload', { checkpoint: 'CP4', rows: 38, file: N.tmp('.csv') }, `HTTP/1.1 503 Service Unavailable\nDate: ${N.httpDate()}\nRetry-After: 30\nX-Served-By: ${N.host('portal-lb')}\nX-Request-Id: ${N.uuid()}\n\n<html><body><h1>503</h1>upstream connect error or disconnect/reset before headers</body></html>`, { error: '503 Service Unavailable' }));
      ch.push(K.tool('post_channel', { channel: '#cp4-marshal', text: note }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}`, channel: 'C0' + N.b62(8).toUpperCase() }));
    }
    return K.agent('race-ops-agent', { checkpoint: 'CP4' }, { result: 'not uploaded' }, ch); } },
{ id: '03', domain: 'devops (HashiCorp Vault database credential rotation)', style: 'plain', goal: 'Rotate the Postgres root credential for the orders database via Vault and record it on ticket OPS-2291.',
  isolates: 'Plain message-level trace: vault write fails with the same 403 policy error each round and the agent posts the same ticket comment about "retrying the rotation" each time.',
  build(N) { const K = kit('plain', N); const ch = []; const cmt = 'Rotation of database/rotate-root/orders-pg failed due to a permissions error. Retrying the rotation now; will update this ticket when complete.';
    for (let i = 0; i < 3; i++) {
      ch.push(K.llm({ messages: [user('Rotate orders-pg root creds, note it on OPS-2291')] }, { content: null, tool_calls: [{ id: 'call_' + N.b62(20), type: 'function', function: { name: 'shell', arguments: '{"cmd":"vault write -f database/rotate-root/orders-pg"}' } }] }));
      ch.push(K.tool('shell', { cmd: 'vault write -f database/rotate-root/orders-pg' }, { exit_code: 2, stdout: '', stderr: `Error writing data to database/rotate-root/orders-pg: Error making API request.\n\nURL: PUT https://vault.${N.hex(4)}.corp:8200/v1/database/rotate-root/orders-pg\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied\n`, duration_ms: N.ms() }, { error: 'exit status 2' }));
      ch.push(K.llm({ messages: ['...'] }, { content: cmt, tool_calls: [{ id: 'call_' + N.b62(20), type: 'function', function: { name: 'jira_comment', arguments: JSON.stringify({ issue: 'OPS-2291', body: cmt }) } }] }));
      ch.push(K.tool('jira_comment', JSON.stringify({ issue: 'OPS-2291', body: cmt }), { id: String(N.int(100000, 999999)), self: `https://corp.atlassian.net/rest/api/2/issue/OPS-2291/comment/${N.int(100000, 999999)}`, created: N.iso().replace('Z', '+0000') }));
    }
    return K.agent('ops-agent', { ticket: 'OPS-2291' }, { stopped: 'max_iterations' }, ch); } },
{ id: '04', domain: 'spinning wheels (maker shipping labels)', style: 'crewai', goal: 'Ship the Saxony spinning wheel order #SW-208 to the customer in Tasmania and email them the tracking number.',
  isolates: 'CrewAI task log: the courier label tool rejects the same unparsable postcode three times and the agent emails the customer the same apology after each attempt.',
  build(N) { const K = kit('crewai', N); const ch = []; const mail = 'Dear Ms Whitlock, we are sorry for the delay in dispatching your Saxony wheel. We had a small issue generating the shipping label and are trying again now. You will receive tracking details shortly.';
    for (let i = 0; i < 3; i++) {
      ch.push(K.llm({ prompt: 'Task: ship order SW-208 and email tracking. Agent: Dispatch Clerk' }, `Thought: I should create the shipping label.\nAction: create_label\nAction Input: {"order":"SW-208","postcode":"TAS 7250","country":"AU","weight_kg":11.4}`));
      ch.push(K.tool('create_label', { order: 'SW-208', postcode: 'TAS 7250', country: 'AU', weight_kg: 11.4 }, `{"errors":[{"code":"ADDRESS_INVALID","message":"postcode must be 4 digits","field":"postcode"}],"trace":"${N.hex(24)}","ts":${N.epochMs()}}`, { error: 'ADDRESS_INVALID' }));
      ch.push(K.llm({ prompt: '...' }, `Thought: I should let the customer know about the delay.\nAction: send_email\nAction Input: {"to":"whitlock@example.au","subject":"Your spinning wheel order SW-208","body":"${mail}"}`));
      ch.push(K.tool('send_email', { to: 'whitlock@example.au', subject: 'Your spinning wheel order SW-208', body: mail }, { message_id: `<${N.uuid()}@mail.wheelwright.co>`, accepted: ['whitlock@example.au'], smtp: `250 2.0.0 OK ${N.epoch()} ${N.b62(10)}` }));
    }
    return K.agent('Crew: Dispatch', { task: 'Ship SW-208' }, { raw: 'Agent stopped due to iteration limit or time limit.' }, ch); } },
{ id: '05', domain: 'kintsugi repair studio (deposit capture)', style: 'smolagents', goal: 'Capture the 40% deposit for the kintsugi restoration of a Hagi tea bowl and confirm the booking to the client.',
  isolates: 'smolagents steps: the card capture fails with the same expired authorization each time and the code step prints the same message to the client, four rounds.',
  build(N) { const K = kit('smolagents', N, 'Qwen/Qwen2.5-Coder-32B-Instruct'); const ch = []; const m = 'We could not process your deposit just now due to a temporary payment issue. We are retrying and will confirm your booking shortly.';
    for (let i = 0; i < 4; i++) {
      ch.push(K.llm({ messages: [sys('You are a CodeAgent.'), user('Capture deposit for booking KT-77 and confirm.')] }, `Thought: I will capture the deposit and then notify the client.\nCode:\n\`\`\`py\nres = capture_payment(intent_id="pi_3Kt77", amount=15600, currency="jpy")\nprint(res)\nnotify_client(booking="KT-77", text="${m}")\n\`\`\`<end_code>`));
      ch.push(K.tool('capture_payment', { intent_id: 'pi_3Kt77', amount: 15600, currency: 'jpy' }, { error: { type: 'invalid_request_error', code: 'charge_expired_for_capture', message: 'This PaymentIntent could not be captured because it has a status of canceled. The authorization expired.', request_log_url: `https://dashboard.stripe.com/logs/req_${N.b62(14)}` } }, { error: 'charge_expired_for_capture' }));
      ch.push(K.tool('notify_client', { booking: 'KT-77', text: m }, `Execution logs:\nsent via LINE to U${N.hex(32)} at ${N.logTs()}\nOut: None`));
    }
    return K.agent('CodeAgent', { task: 'Capture deposit for booking KT-77 and confirm.' }, { error: 'AgentMaxStepsError: Reached max steps.' }, ch); } },
{ id: '06', domain: 'drive-in theatres (showtime publishing)', style: 'mlflow', goal: 'Publish Friday\'s double-feature showtimes to the ticketing site and tell the manager it is live.',
  isolates: 'MLflow trace: the ticketing API returns 401 token expired every time (the agent never refreshes the token) and the agent tells the manager the same "publishing hit an auth snag, retrying" line three times.',
  build(N) { const K = kit('mlflow', N); const ch = []; const say = 'Publishing the Friday showtimes hit an authentication snag with the ticketing site. Retrying now — I will let you know as soon as they are live.';
    ch.push(K.tool('load_schedule', { date: 'Friday' }, { screen: 1, features: [{ title: 'Night of the Comet', start: '20:45' }, { title: 'Tremors', start: '22:50' }], gates_open: '19:30', rev: N.sha(8) }));
    for (let i = 0; i < 3; i++) {
      ch.push(K.llm({ messages: [user('Publish Friday showtimes and tell Marco')] }, { choices: [{ message: { role: 'assistant', tool_calls: [{ function: { name: 'publish_showtimes', arguments: '{"screen":1,"date":"Fri"}' } }] } }] }));
      ch.push(K.tool('publish_showtimes', { screen: 1, date: 'Fri' }, { status_code: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="The access token expired"', 'cf-ray': `${N.hex(16)}-DFW`, date: N.httpDate() }, body: '{"message":"Unauthorized"}' }, { error: '401 Unauthorized' }));
      ch.push(K.llm({ messages: ['...'] }, { choices: [{ message: { role: 'assistant', content: say } }] }));
      ch.push(K.tool('message_manager', { to: 'marco', text: say }, { delivered: true, at: N.offsetTs('-05:00') }));
    }
    return K.agent('showtime-agent', { date: 'Friday' }, { state: 'ERROR', message: 'max iterations' }, ch, { 'mlflow.traceRequestId': 'tr-' + N.hex(32) }); } },
];
