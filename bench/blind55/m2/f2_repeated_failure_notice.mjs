import { u, sys, a } from './lib.mjs';
export const family = { name: 'repeated_failure_notice', loop: true, stagnation: true, what: 'Try, fail the same way, tell the user the same thing, try again: 3+ identical rounds.' };
export const scenarios = [
{ n: '01', domain: 'asparagus grower packhouse labels', style: 'vercel-ai', goal: 'Print the pallet labels for today\'s green asparagus harvest on the packhouse Zebra printer.',
  isolates: 'Printer returns the same "head open" error each round; agent posts the same apology to the user and retries four times.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'harvestSummary', args: { date: 'today' } }]));
    ch.push(B.tool('harvestSummary', { date: 'today' }, { pallets: 14, grade: 'Class I 16+', field: 'Spargelfeld Nord', generated: N.iso() }));
    for (let i = 0; i < 4; i++) { ch.push(B.llm([u(this.goal)], null, [{ name: 'printLabels', args: { printer: 'zebra-pack-01', count: 14, template: 'SSCC-pallet' } }])); ch.push(B.tool('printLabels', { printer: 'zebra-pack-01', count: 14 }, null, `PrinterError: ~HS status 1,0,0 head_open=1 (job ${N.job('zpl-')}, ${N.ms()}ms)`));
      ch.push(B.llm([u(this.goal)], 'Sorry, the label printer reports that its print head is open, so the pallet labels could not be printed. I will try again.', [{ name: 'notifyUser', args: { channel: 'packhouse-floor', text: 'Label printing failed: printer head is open. Retrying.' } }])); ch.push(B.tool('notifyUser', { channel: 'packhouse-floor' }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` })); }
    return B.agent('packhouse-labels', { prompt: this.goal }, { text: '' }, ch); } },
{ n: '02', domain: 'theremin lesson studio invoicing', style: 'otel-genai', goal: 'Email the October invoices to the five theremin students.',
  isolates: 'SMTP relay rejects with the same 550 SPF error; the agent opens the same helpdesk note and re-sends, three rounds.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'render_invoices', args: { month: '2025-10' } }]));
    ch.push(B.tool('render_invoices', { month: '2025-10' }, { files: [N.tmp('.pdf'), N.tmp('.pdf'), N.tmp('.pdf'), N.tmp('.pdf'), N.tmp('.pdf')], total_eur: 640 }));
    for (let i = 0; i < 3; i++) { ch.push(B.llm([u(this.goal)], 'Sending the invoices now.', [{ name: 'send_email_batch', args: { from: 'billing@aether-theremin.studio', template: 'invoice', count: 5 } }])); ch.push(B.tool('send_email_batch', { count: 5 }, null, `SMTPRecipientsRefused: 550 5.7.23 SPF validation failed for aether-theremin.studio (relay ${N.host('smtp-out')}, queue id ${N.hex(10).toUpperCase()})`));
      ch.push(B.llm([u(this.goal)], 'The mail relay rejected the invoices because SPF validation failed for the studio domain. I have logged this for you and will retry sending.', [{ name: 'log_note', args: { note: 'Invoice emails rejected: SPF validation failed (550 5.7.23). Retrying.' } }])); ch.push(B.tool('log_note', { note: 'SPF' }, { id: N.uuid(), saved: true })); }
    return B.agent('studio_admin', { goal: this.goal }, { status: 'incomplete' }, ch); } },
{ n: '03', domain: 'hearse fleet rental bookings', style: 'openinference', goal: 'Confirm the hearse booking for the Marsh family service on Thursday 10:00 with the funeral director.',
  isolates: 'Booking API keeps returning 409 "vehicle calendar locked"; the agent re-sends the same SMS to the director after each identical failure.',
  build(N, B) { const ch = [];
    for (let i = 0; i < 4; i++) { ch.push(B.llm([u(this.goal)], null, [{ name: 'create_booking', args: { vehicle: 'HRS-04', slot: 'Thu 10:00-13:00', client: 'Marsh' } }]));
      ch.push(B.tool('create_booking', { vehicle: 'HRS-04' }, null, `HTTP 409 Conflict: {"error":"calendar_locked","detail":"vehicle calendar locked by sync","request_id":"${N.reqId('rq-')}","server":"${N.host('fleet-api')}"}`));
      ch.push(B.llm([u(this.goal)], 'I could not confirm the hearse yet because the vehicle calendar is locked. I have let the funeral director know and will try again.', [{ name: 'send_sms', args: { to: '+44 7700 900412', body: 'Hearse HRS-04 for the Marsh service: booking not yet confirmed (calendar locked). Trying again.' } }]));
      ch.push(B.tool('send_sms', { to: '+44 7700 900412' }, { sid: 'SM' + N.hex(32), status: 'queued', date_created: N.http() })); }
    return B.agent('FleetBookingAgent', this.goal, 'stopped: max iterations', ch); } },
{ n: '04', domain: 'sundial restoration parts order', style: 'smolagents', goal: 'Order a replacement bronze gnomon for the 1780 sundial from the foundry portal.',
  isolates: 'Each step: portal login fails with the same expired-certificate error, agent tells the user the same thing and retries, three steps in a row.',
  build(N, B) { const steps = [];
    for (let i = 1; i <= 4; i++) { const ch = [];
      ch.push(B.llm([u(this.goal)], 'I will submit the gnomon order to the foundry portal.', [{ name: 'foundry_order', args: { part: 'gnomon', alloy: 'CuSn8', angle_deg: 51.5, drawing: 'SD-1780-G' } }]));
      ch.push(B.tool('foundry_order', { part: 'gnomon' }, null, `SSLError: HTTPSConnectionPool(host='portal.bellbronze.example', port=443): certificate has expired (_ssl.c:1006) [attempt ${i}]`));
      ch.push(B.llm([u(this.goal)], 'The foundry portal\'s certificate has expired, so I cannot place the gnomon order right now. I will retry.', [{ name: 'final_message', args: { text: 'The foundry portal certificate has expired; the order is not placed yet. Retrying.' } }]));
      ch.push(B.tool('final_message', {}, 'delivered'));
      steps.push(B.step(i, ch)); }
    return B.agent('CodeAgent', this.goal, 'Reached max steps.', steps); } },
{ n: '05', domain: 'ghost tour operator ticket refunds', style: 'logfire', goal: 'Refund the 12 tickets for the cancelled Friday ghost walk.',
  isolates: 'Payment processor answers "refund window closed" identically three times; agent posts the same Slack update each time and retries the same call.',
  build(N, B) { const ch = [];
    ch.push(B.llm([u(this.goal)], null, [{ name: 'list_tickets', args: { event: 'ghostwalk-fri' } }]));
    ch.push(B.tool('list_tickets', { event: 'ghostwalk-fri' }, { count: 12, charge_ids: Array.from({ length: 12 }, () => 'ch_' + N.b62(24)) }));
    for (let i = 0; i < 3; i++) { ch.push(B.llm([u(this.goal)], null, [{ name: 'refund_all', args: { event: 'ghostwalk-fri', reason: 'event_cancelled' } }]));
      ch.push(B.tool('refund_all', { event: 'ghostwalk-fri' }, null, `charge_refund_window_closed: Refunds for this charge are no longer allowed. (request ${N.reqId('req_')}, idempotency-key ${N.uuid()})`));
      ch.push(B.llm([u(this.goal)], 'The refund was refused because the refund window has closed. I posted an update to the team and will try again.', [{ name: 'post_slack', args: { channel: '#tours-ops', text: 'Friday ghost walk refunds failed: refund window closed. Retrying.' } }]));
      ch.push(B.tool('post_slack', {}, { ok: true, ts: `${N.epoch()}.000${N.int(100, 999)}` })); }
    return B.agent('refund_agent', this.goal, null, ch); } },
{ n: '06', domain: 'cricket bat willow cleft grading', style: 'agno', goal: 'Upload the grading photos for lot W-311 clefts to the buyer\'s shared folder.',
  isolates: 'Upload fails with the same quota-exceeded error; agent writes the same ticket comment and retries, four rounds.',
  build(N, B) { const ch = [];
    for (let i = 0; i < 4; i++) { ch.push(B.llm([u(this.goal)], null, [{ name: 'upload_folder', args: { local: '/data/grading/W-311', remote: 'buyer-share/W-311' } }]));
      ch.push(B.tool('upload_folder', { local: '/data/grading/W-311' }, null, `storageQuotaExceeded: The user's Drive storage quota has been exceeded. (x-goog-request-id ${N.hex(20)}, 0/212 files)`));
      ch.push(B.llm([u(this.goal)], 'The upload failed because the shared folder is out of storage quota. I added a note to the ticket and will retry the upload.', [{ name: 'comment_ticket', args: { ticket: 'WIL-311', body: 'Photo upload failed: storage quota exceeded on buyer share. Retrying.' } }]));
      ch.push(B.tool('comment_ticket', {}, { comment_id: N.int(100000, 999999), created: N.isoNoMs() })); }
    return B.agent('grading_uploader', this.goal, 'Upload not completed.', ch); } },
];
