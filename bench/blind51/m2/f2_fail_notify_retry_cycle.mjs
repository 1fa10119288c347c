import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'fail_notify_retry_cycle', loop: true, stagnation: true,
  isolates: 'The same failing action is retried with no change, and after each identical failure the agent sends the user/channel the same near-verbatim message; 3+ rounds.' };

export const scenarios = [
{ id: '01', domain: 'Sentry source map uploads for a recipe web app', style: 'langgraph',
  isolates: 'Release agent re-runs an upload that fails with the same 401 and posts the same Slack message after every failure.',
  goal: 'Upload source maps for release recipebox@4.12.0 to Sentry and tell #releases when done.',
  build(c) {
    const S = makeStyle('langgraph', c), K = convo(S, 'You are the release bot. Tools: run_shell, post_slack.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const fail = () => `> Analyzing ${c.int(140, 160)} sources\n> Rewriting sources\nerror: API request failed\n  caused by: sentry reported an error: Invalid token (http status: 401)\n  request id: ${c.hex(32)}\nexit status 1 (took ${c.dur(1, 4)})`;
    for (let i = 0; i < 3; i++) {
      t(i ? null : 'Uploading the source maps.', [['run_shell', { cmd: 'sentry-cli sourcemaps upload --release recipebox@4.12.0 ./dist' }, fail, { error: 'exit code 1' }]]);
      t('The upload failed with an authentication error. I\'ll let the channel know and try again.', [['post_slack', { channel: '#releases', text: ':warning: Source map upload for recipebox@4.12.0 failed (Sentry 401 Invalid token). Retrying now.' }, () => ({ ok: true, channel: 'C04R' + c.alnum(7).toUpperCase(), ts: `${c.epoch()}.${c.int(100000, 999999)}` })]]);
    }
    t('The upload failed with an authentication error. I\'ll let the channel know and retry.', [['run_shell', { cmd: 'sentry-cli sourcemaps upload --release recipebox@4.12.0 ./dist' }, fail, { error: 'exit code 1' }]]);
    return S.agent('__root__', { messages: [{ role: 'user', content: this.goal }] }, ch, { error: 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition.' });
  } },
{ id: '02', domain: 'camel dairy lab certificates', style: 'anthropic',
  isolates: 'Agent keeps re-sending the same email with the lab certificate attachment that is rejected as too large, writing the same apology to the buyer each round.',
  goal: 'Email the March pasteurisation lab certificate (PDF) to buyer procurement@gulfdeli.example and confirm to me.',
  build(c) {
    const S = makeStyle('anthropic', c), K = convo(S, 'You are the back-office assistant at Desert Bloom Camel Dairy. Tools: fetch_document, send_email, notify_owner.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('I\'ll fetch the certificate.', [['fetch_document', { name: 'lab-cert-2024-03.pdf' }, () => ({ path: c.tmp('.pdf'), bytes: 31457280 + c.int(1, 90000), sha256: c.hex(64), lab_ref: 'LAB/' + c.int(1000, 9999) + '/MC' })]]);
    for (let i = 0; i < 3; i++) {
      t(null, [['send_email', { to: 'procurement@gulfdeli.example', subject: 'Pasteurisation certificate - March', attachments: ['lab-cert-2024-03.pdf'] }, () => ({ status: 552, message: '5.3.4 Message size exceeds fixed maximum message size (25 MB)', smtp_host: c.host('smtp-out'), queue_id: c.alnum(11).toUpperCase() }), { error: 'SMTP 552 message too large' }]]);
      t('Sending failed because the message is too large. I\'ll inform the owner and retry.', [['notify_owner', { text: 'Sorry - the certificate email to Gulf Deli bounced (message too large). I\'m retrying now.' }, { delivered: true, at: c.iso() }]]);
    }
    t('Sending failed because the message is too large. I\'ll inform the owner and retry.', []);
    return S.agent('dairy-backoffice', { request: this.goal }, ch, { stop_reason: 'max_turns', turns: 8 });
  } },
{ id: '03', domain: 'piercing studio deposit refunds', style: 'mastra',
  isolates: 'Agent retries a refund that the payment processor keeps declining with the same "charge already refunded" error and sends the client the same SMS each time.',
  goal: 'Refund the £30 deposit for client booking PB-7719 (cancelled by the studio) and text the client.',
  build(c) {
    const S = makeStyle('mastra', c), K = convo(S, 'You are the front-desk agent for Ink & Steel Piercing.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['getBooking', { ref: 'PB-7719' }, () => ({ ref: 'PB-7719', client: { name: 'J. Moreau', phone: '+447700900' + c.int(100, 999) }, deposit: { amount: 3000, currency: 'gbp', charge: 'ch_3P' + c.alnum(21) }, status: 'cancelled_by_studio' })]]);
    for (let i = 0; i < 3; i++) {
      t(i === 0 ? 'Issuing the refund.' : null, [['createRefund', { charge: 'ch_3P…', amount: 3000 }, () => ({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_3P… has already been refunded.', request_log_url: 'https://dashboard.stripe.com/logs/req_' + c.alnum(14) } }), { error: 'StripeInvalidRequestError: charge_already_refunded' }]]);
      t('The refund did not go through. I\'ll text the client that there is a delay and try again.', [['sendSms', { to: 'client', body: 'Hi J., we\'re processing your £30 deposit refund for PB-7719 - there\'s a short delay on our side, we\'ll confirm soon. Ink & Steel' }, () => ({ sid: 'SM' + c.hex(32), status: 'queued', segments: 1, price_unit: 'GBP' })]]);
    }
    return S.agent('frontDesk', { messages: [this.goal] }, ch, { finishReason: 'tool-calls', stepsExhausted: true });
  } },
{ id: '04', domain: 'Elasticsearch reindex for a cookbook search service', style: 'otel',
  isolates: 'Ops agent re-submits a reindex that fails on the same mapping conflict and adds the same comment to the incident ticket after each attempt.',
  goal: 'Reindex recipes_v7 into recipes_v8 with the new analyzer and update ticket OPS-2210.',
  build(c) {
    const S = makeStyle('otel', c), K = convo(S, 'You are an SRE assistant with access to the Elasticsearch API and Jira.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const fail = () => ({ took: c.int(200, 900), timed_out: false, total: 48211, created: 0, failures: [{ index: 'recipes_v8', id: c.alnum(20), cause: { type: 'mapper_parsing_exception', reason: "failed to parse field [prep_time] of type [integer] in document with id '" + c.alnum(20) + "'. Preview of field's value: 'PT25M'" }, status: 400 }] });
    for (let i = 0; i < 4; i++) {
      t(null, [['es_request', { method: 'POST', path: '/_reindex?wait_for_completion=true', body: '{"source":{"index":"recipes_v7"},"dest":{"index":"recipes_v8"}}' }, fail, { error: 'reindex failures: 1 mapper_parsing_exception' }]]);
      if (i < 3) t('Reindex failed on a mapping error for prep_time. Updating the ticket, then retrying.', [['jira_add_comment', { issue: 'OPS-2210', body: 'Reindex recipes_v7 -> recipes_v8 failed (mapper_parsing_exception on prep_time). Retrying.' }, () => ({ id: String(c.int(300000, 399999)), self: 'https://cookbook.atlassian.net/rest/api/2/issue/OPS-2210/comment/' + c.int(10000, 99999), created: c.iso().replace('Z', '+0000') })]]);
    }
    return S.agent('sre-assistant', { task: this.goal }, ch, { status: 'incomplete', reason: 'step budget exhausted' });
  } },
{ id: '05', domain: 'snow globe factory purchase orders via supplier EDI portal', style: 'autogen',
  isolates: 'Procurement agent keeps submitting a PO that the EDI gateway rejects for the same invalid GLN, and emails the buyer the same status each time.',
  goal: 'Send PO 55-0192 (glycerin 400 L) to supplier ClearChem via EDI and keep buyer Rosa informed.',
  build(c) {
    const S = makeStyle('autogen', c), K = convo(S, 'You are procurement_agent. Use submit_edi_po and send_email.', this.goal), ch = [], t = mkTurn(S, K, ch);
    for (let i = 0; i < 3; i++) {
      t(null, [['submit_edi_po', { po: '55-0192', partner: 'CLEARCHEM', format: 'X12-850' }, () => `ISA*00*          *00*          *ZZ*SNOWGLOBECO    *ZZ*CLEARCHEM      *${c.isoNoMs().slice(2, 10).replace(/-/g, '')}*${c.isoNoMs().slice(11, 16).replace(':', '')}*U*00401*${String(c.int(1, 999999999)).padStart(9, '0')}*0*P*>~\n997 AK5*R*5~ AK9*R*1*1*0~\nREJECTED: N104 ship-to GLN 5412345000013 not registered for partner`, { error: '997 functional ack: rejected' }]]);
      t('The EDI submission was rejected. Emailing Rosa with the status, then I will resubmit.', [['send_email', { to: 'rosa@globeworks.example', subject: 'PO 55-0192 status', body: 'Hi Rosa, the EDI submission of PO 55-0192 to ClearChem was rejected again (ship-to GLN not registered). I am resubmitting.' }, () => ({ accepted: ['rosa@globeworks.example'], messageId: `<${c.uuid()}@globeworks.example>` })]]);
    }
    t('The EDI submission was rejected. Emailing Rosa with the status, then resubmitting.', []);
    return S.agent('procurement_agent', { task: this.goal }, ch, { stop_reason: 'Maximum number of turns 7 reached.' });
  } },
{ id: '06', domain: 'kite festival park permit application (browser agent)', style: 'openinference',
  isolates: 'Browser agent clicks Submit on a permit form that fails with the same validation banner and tells the organiser the same thing after each click.',
  goal: 'Submit the park event permit for the Harbour Kite Day on 14 Sept via the council portal and tell me when it is in.',
  build(c) {
    const S = makeStyle('openinference', c), K = convo(S, 'You control a browser. Tools: browser_click, browser_snapshot, message_user.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('The form is filled. Submitting.', [['browser_snapshot', {}, () => `<form id="permit" action="/permits/events/submit"><input name="event" value="Harbour Kite Day"><input name="date" value="14/09"><input name="insurance_cert" type="file" value=""><button id="submit">Submit</button></form><!-- csrf:${c.hex(24)} build ${c.hex(7)} -->`]]);
    for (let i = 0; i < 3; i++) {
      t(null, [['browser_click', { selector: '#submit' }, () => `<div class="govuk-error-summary" role="alert"><h2>There is a problem</h2><ul><li><a href="#insurance_cert">Upload a public liability insurance certificate</a></li></ul></div><span class="ref">Session ${c.alnum(12)} · ${c.dmy()}</span>`, { error: 'form validation failed' }]]);
      t('Submission did not go through. Letting the organiser know and trying again.', [['message_user', { text: 'The council portal didn\'t accept the permit submission yet - it shows a validation error. I\'m trying again.' }, 'delivered']]);
    }
    return S.agent('browser-agent', { input: this.goal }, ch, { status: 'stopped', reason: 'max_steps=10' });
  } },
];
