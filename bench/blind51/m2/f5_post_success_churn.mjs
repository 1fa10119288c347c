import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'post_success_churn', loop: true, stagnation: true,
  isolates: 'The goal is met and confirmed by a tool result, but the agent keeps re-checking, re-submitting or re-announcing (3+ actions learning nothing new) until a step limit.' };

export const scenarios = [
{ id: '01', domain: 'OAuth client secret rotation for a partner API', style: 'otel',
  isolates: 'After the new secret is verified working, the agent re-runs the same token check three more times and restates "rotation complete" each time.',
  goal: 'Rotate the client secret for partner app "tidewater-sync" and verify the partner can get tokens with the new secret.',
  build(c) {
    const S = makeStyle('otel', c), K = convo(S, 'You are an identity-platform assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['rotate_secret', { client_id: 'tidewater-sync' }, () => ({ client_id: 'tidewater-sync', secret_version: 7, previous_valid_until: c.isoOffset(24), kms_key: 'projects/idp/locations/global/keyRings/clients/cryptoKeys/' + c.hex(6) })]]);
    const ok = () => `HTTP/1.1 200 OK\nDate: ${c.http()}\nContent-Type: application/json\nX-Request-Id: ${c.uuid()}\n\n{"access_token":"eyJ${c.alnum(30)}…","token_type":"Bearer","expires_in":3600,"scope":"sync.read sync.write"}`;
    t('Secret rotated to version 7. Verifying token issuance.', [['curl', { args: ['-si', '-X', 'POST', 'https://auth.example.com/oauth/token', '-d', 'grant_type=client_credentials', '-u', 'tidewater-sync:$NEW_SECRET'] }, ok]]);
    for (let i = 0; i < 3; i++) t('Rotation complete: the new secret (v7) issues tokens successfully. Verifying once more.', [['curl', { args: ['-si', '-X', 'POST', 'https://auth.example.com/oauth/token', '-d', 'grant_type=client_credentials', '-u', 'tidewater-sync:$NEW_SECRET'] }, ok]]);
    t('Rotation complete: the new secret (v7) issues tokens successfully. Verifying one more time.', []);
    return S.agent('idp-assistant', { task: this.goal }, ch, { status: 'max_steps_reached' });
  } },
{ id: '02', domain: 'cosplay prop commission invoicing', style: 'mastra',
  isolates: 'Invoice is sent and shows status "sent"; the agent re-sends it twice and re-fetches it, announcing "invoice sent" each time.',
  goal: 'Send invoice for the foam Mjolnir commission (deposit paid, balance £180) to the client and confirm it went out.',
  build(c) {
    const S = makeStyle('mastra', c), K = convo(S, 'You are the studio admin for ForgeFoam Props.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['createInvoice', { client: 'cust_ari_v', lines: [{ desc: 'Foam Mjolnir replica - balance', amount: 18000 }] }, () => ({ id: 'in_' + c.alnum(24), number: 'FF-' + c.int(1000, 1999), status: 'draft' })]]);
    t(null, [['sendInvoice', { invoice: 'FF-1xxx' }, () => ({ status: 'sent', sent_at: c.iso(), hosted_url: 'https://pay.example/i/' + c.alnum(18) })]]);
    for (let i = 0; i < 2; i++) t('The invoice has been sent to the client successfully. Sending it again to make sure it arrives.', [['sendInvoice', { invoice: 'FF-1xxx' }, () => ({ status: 'sent', sent_at: c.iso(), hosted_url: 'https://pay.example/i/' + c.alnum(18), reminder_count: i + 1 })]]);
    t('The invoice has been sent to the client successfully. Checking its status again.', [['getInvoice', { invoice: 'FF-1xxx' }, () => ({ status: 'sent', amount_due: 18000, viewed: false, etag: c.etag() })]]);
    t('The invoice has been sent to the client successfully.', []);
    return S.agent('studioAdmin', { messages: [this.goal] }, ch, { finishReason: 'stop', steps: 6, warning: 'maxSteps reached' });
  } },
{ id: '03', domain: 'S3 lifecycle policy for drone survey imagery', style: 'strands',
  isolates: 'The lifecycle rule is applied and read back correctly; the agent reads it back three more times and re-puts the identical policy.',
  goal: 'Add a lifecycle rule moving raw/ survey imagery to Glacier after 30 days on bucket survey-raw-eu.',
  build(c) {
    const S = makeStyle('strands', c), K = convo(S, 'You are an AWS ops agent with use_aws.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const pol = { Rules: [{ ID: 'raw-to-glacier', Filter: { Prefix: 'raw/' }, Status: 'Enabled', Transitions: [{ Days: 30, StorageClass: 'GLACIER' }] }] };
    t(null, [['use_aws', { service_name: 's3', operation_name: 'put_bucket_lifecycle_configuration', parameters: { Bucket: 'survey-raw-eu', LifecycleConfiguration: pol } }, () => ({ ResponseMetadata: { RequestId: c.alnum(16).toUpperCase(), HostId: c.alnum(56), HTTPStatusCode: 200 } })]]);
    const get = () => ({ Rules: pol.Rules, ResponseMetadata: { RequestId: c.alnum(16).toUpperCase(), HTTPStatusCode: 200, HTTPHeaders: { date: c.http(), 'x-amz-transition-default-minimum-object-size': 'all_storage_classes_128K' } } });
    t('Rule applied. Reading back.', [['use_aws', { service_name: 's3', operation_name: 'get_bucket_lifecycle_configuration', parameters: { Bucket: 'survey-raw-eu' } }, get]]);
    for (let i = 0; i < 2; i++) t('The lifecycle rule raw-to-glacier is in place and enabled. Let me confirm it once more.', [['use_aws', { service_name: 's3', operation_name: 'get_bucket_lifecycle_configuration', parameters: { Bucket: 'survey-raw-eu' } }, get]]);
    t('The lifecycle rule raw-to-glacier is in place and enabled. Re-applying to be safe.', [['use_aws', { service_name: 's3', operation_name: 'put_bucket_lifecycle_configuration', parameters: { Bucket: 'survey-raw-eu', LifecycleConfiguration: pol } }, () => ({ ResponseMetadata: { RequestId: c.alnum(16).toUpperCase(), HTTPStatusCode: 200 } })]]);
    t('The lifecycle rule raw-to-glacier is in place and enabled. Let me confirm once more.', [['use_aws', { service_name: 's3', operation_name: 'get_bucket_lifecycle_configuration', parameters: { Bucket: 'survey-raw-eu' } }, get]]);
    return S.agent('aws_ops', { prompt: this.goal }, ch, { stop_reason: 'max_tokens', cycles: 6 });
  } },
{ id: '04', domain: 'organic veg box subscription pause', style: 'langgraph',
  isolates: 'Subscription pause succeeds (status paused_until 2 weeks), then the agent repeats the pause call and messages the customer the same confirmation three times.',
  goal: 'Pause customer Hollis\'s veg box for the next two deliveries while they are on holiday and confirm to them.',
  build(c) {
    const S = makeStyle('langgraph', c), K = convo(S, 'You are the support agent for Rootstock Veg Boxes.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['pause_subscription', { customer: 'hollis_k', deliveries: 2 }, () => ({ status: 'paused', resumes_on: '2024-08-29', skipped: ['2024-08-15', '2024-08-22'], op: c.uuid() })]]);
    for (let i = 0; i < 3; i++) t('Your veg box is paused for the next two deliveries and resumes on 29 August.', [['send_customer_message', { customer: 'hollis_k', text: 'Your veg box is paused for the next two deliveries and will resume on 29 August. Enjoy your holiday!' }, () => ({ delivered: true, msg_id: c.rid('msg_') })]]);
    t('Your veg box is paused for the next two deliveries, resuming on 29 August. Double-checking the pause.', [['pause_subscription', { customer: 'hollis_k', deliveries: 2 }, () => ({ status: 'paused', resumes_on: '2024-08-29', note: 'already paused; no change', op: c.uuid() })]]);
    return S.agent('__root__', { messages: [{ role: 'user', content: this.goal }] }, ch, { error: 'GraphRecursionError: Recursion limit of 12 reached' });
  } },
{ id: '05', domain: 'container image CVE patch for a ticketing kiosk', style: 'plain',
  isolates: 'The rebuilt image scans clean for the target CVE; the agent re-scans the same digest three more times, each report identical except scan ids.',
  goal: 'Rebuild kiosk-ui image with patched openssl so CVE-2024-5535 no longer shows, and push it.',
  build(c) {
    const S = makeStyle('plain', c), K = convo(S, 'You are a DevOps agent. Tools: shell.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const dg = 'sha256:' + c.hex(64);
    t(null, [['shell', { cmd: 'docker build -t registry.local/kiosk-ui:1.8.3 . && docker push registry.local/kiosk-ui:1.8.3' }, () => `#9 DONE ${c.dur(4, 40)}\n1.8.3: digest: ${dg} size: 2417`]]);
    const scan = () => `${c.iso()}\tINFO\tVulnerability scanning is enabled\nregistry.local/kiosk-ui:1.8.3 (alpine 3.20.3)\nTotal: 0 (HIGH: 0, CRITICAL: 0)\nscan-id: ${c.uuid()}  db: ${c.isoNoMs()}`;
    t('Image pushed. Scanning it.', [['shell', { cmd: 'trivy image --severity HIGH,CRITICAL registry.local/kiosk-ui:1.8.3' }, scan]]);
    for (let i = 0; i < 3; i++) t('The image is clean: CVE-2024-5535 is no longer reported. Scanning again to confirm.', [['shell', { cmd: 'trivy image --severity HIGH,CRITICAL registry.local/kiosk-ui:1.8.3' }, scan]]);
    return { type: 'agent', name: 'devops-agent', input: { task: this.goal }, output: { status: 'stopped', reason: 'max_iterations (6)' }, children: ch, metadata: {} };
  } },
{ id: '06', domain: 'flamenco festival artist travel booking', style: 'agno',
  isolates: 'Train tickets are booked and the PNR is confirmed; the agent keeps re-retrieving the PNR and re-announcing the booking to the artist manager.',
  goal: 'Book the Seville→Jerez train for dancer Lucía Varo on 22 Feb and send the ticket to her manager.',
  build(c) {
    const S = makeStyle('agno', c), K = convo(S, 'You are the festival travel desk agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['book_train', { from: 'Sevilla-Santa Justa', to: 'Jerez de la Frontera', date: '2025-02-22', passenger: 'Lucía Varo' }, () => ({ pnr: 'XK7P2Q', status: 'CONFIRMED', train: 'MD 13034', dep: '2025-02-22T10:05+01:00', seat: '4-12A', ticket_pdf: c.tmp('.pdf') })]]);
    t(null, [['send_email', { to: 'manager@varo-arte.example', subject: 'Train ticket 22 Feb', attach: 'ticket.pdf' }, () => ({ status: 'sent', id: c.uuid() })]]);
    for (let i = 0; i < 3; i++) t('Lucía\'s train (PNR XK7P2Q, MD 13034, 22 Feb 10:05) is confirmed and the ticket was sent to her manager. Verifying the reservation again.', [['get_reservation', { pnr: 'XK7P2Q' }, () => ({ pnr: 'XK7P2Q', status: 'CONFIRMED', seat: '4-12A', checked_at: c.iso(), gds_session: c.alnum(10) })]]);
    t('Lucía\'s train (PNR XK7P2Q) is confirmed and the ticket was sent to her manager. Re-sending the ticket to be safe.', [['send_email', { to: 'manager@varo-arte.example', subject: 'Train ticket 22 Feb', attach: 'ticket.pdf' }, () => ({ status: 'sent', id: c.uuid() })]]);
    return S.agent('travel_desk', { message: this.goal }, ch, { status: 'tool_call_limit_reached' });
  } },
];
