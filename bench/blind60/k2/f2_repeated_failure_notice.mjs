import { kit } from './lib.mjs';
export const family = 'repeated_failure_notice', loop = true;
export const rows = [
{ n: '01', domain: 'pearl diving', style: 'plain', stagnation: true,
  isolates: 'Dive-log agent retries the same tide-API call that fails with 401, and after each failure posts the same apology to the crew channel; 3 rounds.',
  goal: 'Pull tomorrow\'s slack-tide windows for the Broome pearl beds and post a dive plan to #dive-crew.',
  build(id) { const { c, L, T, A } = kit(id, 'plain', 'gpt-4o'); const ch = [];
    for (let i = 0; i < 3; i++) {
      ch.push(L([{ role: 'user', content: this.goal }], null, [{ name: 'tide_api', args: { station: 'BRM-61215', days: 1 } }]));
      ch.push(T('tide_api', { station: 'BRM-61215', days: 1 }, { status: 401, headers: { date: c.http(), 'x-request-id': c.uuid(), 'www-authenticate': 'Bearer error="invalid_token"' }, body: '{"error":"token expired"}' }, { error: 'HTTP 401 Unauthorized' }));
      ch.push(L([{ role: 'tool', content: '401 token expired' }], 'Sorry crew, I could not fetch the tide windows yet (the tide service rejected the request). I will try again shortly.', [{ name: 'post_message', args: { channel: '#dive-crew', text: 'Sorry crew, I could not fetch the tide windows yet. Trying again shortly.' } }]));
      ch.push(T('post_message', { channel: '#dive-crew', text: 'Sorry crew, I could not fetch the tide windows yet. Trying again shortly.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
    }
    return A('dive_planner', { goal: this.goal }, { status: 'stopped', reason: 'max_iterations' }, ch); } },
{ n: '02', domain: 'ffmpeg transcoding', style: 'anthropic', stagnation: true,
  isolates: 'Agent reruns the identical ffmpeg command that fails on an unknown encoder and tells the user the same thing after every failure.',
  goal: 'Transcode interview_raw.mov to an H.265 MP4 under 200 MB for the client upload.',
  build(id) { const { c, L, T, A } = kit(id, 'anthropic', 'claude-3-5-sonnet-20241022'); const ch = [];
    const cmd = 'ffmpeg -y -i interview_raw.mov -c:v hevc_nvenc -preset p5 -b:v 2800k -c:a aac out.mp4';
    for (let i = 0; i < 3; i++) {
      ch.push(L([{ role: 'user', content: i ? 'continue' : this.goal }], i ? 'Let me try the transcode again.' : 'I\'ll transcode with the NVENC HEVC encoder.', [{ name: 'bash', args: { command: cmd } }]));
      ch.push(T('bash', { command: cmd }, `ffmpeg version 6.0 Copyright (c) 2000-2023\n  configuration: --enable-gpl --enable-libx265\nInput #0, mov, from 'interview_raw.mov':\n  Duration: 00:41:07.${c.int(10, 99)}, bitrate: ${c.int(40000, 60000)} kb/s\n[vost#0:0 @ 0x${c.hex(12)}] Unknown encoder 'hevc_nvenc'\nError selecting an encoder\nError opening output file out.mp4.\n`, { error: 'exit status 8' }));
      ch.push(L([{ role: 'user', content: 'exit status 8' }], 'The transcode failed again: ffmpeg reports an unknown encoder. I\'ll retry the conversion now.', []));
    }
    return A('claude-code', { prompt: this.goal }, { subtype: 'error_max_turns', num_turns: 9 }, ch, { session_id: c.uuid() }); } },
{ n: '03', domain: 'tamale catering', style: 'gemini', stagnation: true,
  isolates: 'Order agent re-submits a catering order the POS rejects for a missing delivery zone and emails the customer the same "slight delay" note each round.',
  goal: 'Place a 300-tamale catering order for the Ruiz quinceañera afterparty and confirm to the customer.',
  build(id) { const { c, L, T, A } = kit(id, 'gemini', 'gemini-1.5-flash-002'); const ch = [];
    const order = { items: [{ sku: 'TAM-PORK-RED', qty: 150 }, { sku: 'TAM-RAJAS', qty: 150 }], deliver: '2024-10-19T17:00', address: '88 Calle Luna' };
    for (let i = 0; i < 3; i++) {
      ch.push(T('pos_create_order', order, { error: { code: 'ZONE_REQUIRED', message: 'delivery_zone must be one of [N,S,E,W,PICKUP]', trace: c.hex(16) } }, { error: 'POS 422 ZONE_REQUIRED' }));
      ch.push(L({ contents: [{ role: 'user', parts: [{ text: 'POS 422 ZONE_REQUIRED' }] }] }, 'The order did not go through yet. I will let the customer know there is a slight delay and resubmit.', [{ name: 'send_email', args: { to: 'ruiz.family@example.com', subject: 'Your tamale order', body: 'Hi! There is a slight delay confirming your order of 300 tamales. We will confirm very soon.' } }]));
      ch.push(T('send_email', { to: 'ruiz.family@example.com' }, { id: `<${c.hex(16)}@mg.tamaleria.mx>`, message: 'Queued. Thank you.' }));
    }
    return A('catering_agent', { goal: this.goal }, { status: 'halted', reason: 'step_limit' }, ch); } },
{ n: '04', domain: 'Stripe webhook endpoint', style: 'openai_responses', stagnation: true,
  isolates: 'Agent keeps replaying a Stripe event to an endpoint that returns the same signature error and writes the same status comment on the ticket each time.',
  goal: 'Get the invoice.paid webhook for evt_1P… delivered to the billing service and update ticket BILL-482.',
  build(id) { const { c, L, T, A } = kit(id, 'openai_responses', 'gpt-4o'); const ch = [];
    for (let i = 0; i < 4; i++) {
      ch.push(T('stripe_cli', { args: ['events', 'resend', 'evt_1PqR8sL2x', '--webhook-endpoint', 'we_1Nb7'] }, `${c.log()}  --> invoice.paid [evt_1PqR8sL2x]\n${c.log()}  <-- [400] POST https://billing.internal/hooks/stripe [${c.req('req')}]\n{"error":"No signatures found matching the expected signature for payload"}`, { error: 'endpoint responded 400' }));
      ch.push(L([{ role: 'user', content: 'resend result: 400 signature mismatch' }], 'Webhook delivery still failing with a signature mismatch. Posting an update on BILL-482 and retrying.', [{ name: 'jira_comment', args: { issue: 'BILL-482', body: 'Update: webhook delivery for invoice.paid still failing (400 signature mismatch). Retrying.' } }]));
      ch.push(T('jira_comment', { issue: 'BILL-482' }, { id: String(c.int(100000, 999999)), created: c.isoOff() }));
    }
    return A('Agent workflow', { input: this.goal }, null, ch, { error: 'MaxTurnsExceeded' }); } },
{ n: '05', domain: 'LARP event registration', style: 'vercel', stagnation: true,
  isolates: 'Registration agent retries uploading a character sheet that fails on file size every time and sends the player the same "upload issue" notice after each failure.',
  goal: 'Register player Ana K. for the autumn LARP weekend with her uploaded character sheet.',
  build(id) { const { c, L, T, A } = kit(id, 'vercel', 'gpt-4o-mini'); const ch = [];
    ch.push(T('createRegistration', { player: 'Ana K.', event: 'ember-vale-2024' }, { registrationId: 'reg_' + c.b62(10), status: 'draft' }));
    for (let i = 0; i < 3; i++) {
      ch.push(T('uploadAttachment', { file: 'ana_character_sheet.pdf', bytes: 14862210 }, { status: 413, statusText: 'Payload Too Large', headers: { 'cf-ray': c.hex(16) + '-AMS', date: c.http() } }, { error: '413 Payload Too Large (limit 10 MB)' }));
      ch.push(L({ messages: [{ role: 'tool', content: '413' }] }, 'The character sheet upload failed. I\'ll notify Ana that there is an upload issue and try again.', [{ name: 'sendPlayerMessage', args: { to: 'ana.k', text: 'Hi Ana, we hit an upload issue with your character sheet - retrying now, no action needed.' } }]));
      ch.push(T('sendPlayerMessage', { to: 'ana.k' }, { delivered: true, at: c.iso() }));
    }
    return A('ai.generateText', { prompt: this.goal }, { finishReason: 'length' }, ch); } },
{ n: '06', domain: 'Keycloak realm import', style: 'otel_genai', stagnation: false,
  isolates: 'Pipeline trace with no model text: the realm import job fails with the same duplicate-client error and the same Slack alert is sent after each of 4 retries.',
  goal: 'Import the partner-portal realm into staging Keycloak.',
  build(id) { const { c, T, A } = kit(id, 'otel_genai', 'gpt-4o'); const ch = [];
    for (let i = 0; i < 4; i++) {
      ch.push(T('kc_import', { realm_file: 'partner-portal-realm.json', strategy: 'OVERWRITE_EXISTING' }, `${c.log()} ERROR [org.keycloak.services] (main) KC-SERVICES0010: Failed to import realm\n  ModelDuplicateException: Client with clientId 'portal-web' already exists (pod ${c.host('keycloak')})`, { error: 'exit 1' }));
      ch.push(T('slack_notify', { channel: '#idp-alerts', text: ':warning: partner-portal realm import failed (duplicate client portal-web). Will retry.' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
    }
    return A('invoke_agent realm-sync', { goal: this.goal }, { status: 'error' }, ch, { 'gen_ai.agent.name': 'realm-sync' }); } },
];
