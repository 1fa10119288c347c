// Family 4: the same message to the user / a channel / a ticket is sent again and again while the same failing action repeats.
import { Chat, SmolRun, agentSpan } from './lib.mjs';

export const family = {
  name: 'repeated_notice_same_failure',
  loop: true,
  stagnation: true,
  summary: 'For three or more rounds the agent retries the same failing action and sends the same apology or status message (to the user, a channel or a ticket) near-verbatim.',
};

export const rows = [
  // 01 tortoise sanctuary, plain message-level
  (n) => {
    n.at('2024-05-20T08:10:00Z');
    const goal = 'Book heated reptile transport for Bertha (leopard tortoise, 31 kg) to the Exeter exotic-animal vet for her shell X-ray on Thursday 23 May, and keep the keeper informed.';
    const chat = new Chat(n, { style: 'plain', system: 'You are the operations assistant for Hollowmead Tortoise Sanctuary. Tools: create_transport_booking, notify_keeper.', user: goal });
    const deny = () => ({ status: 403, headers: { 'content-type': 'application/problem+json', 'x-correlation-id': n.uuid(), date: n.httpDate(), 'x-ratelimit-remaining': String(n.int(80, 119)) }, body: { type: 'https://api.petmove.example/problems/account-hold', title: 'Account on hold', detail: 'Bookings are disabled for account HM-2231 until invoice INV-88120 is settled.', instance: `/v2/bookings/${n.hex(8)}` } });
    const book = { name: 'create_transport_booking', args: { account: 'HM-2231', animal: 'Bertha', species: 'Stigmochelys pardalis', weight_kg: 31, heated: true, pickup: 'Hollowmead, Dunsford', dropoff: 'Exeter Exotics Vet Centre', date: '2024-05-23', time: '08:30' } };
    const msg = "I'm sorry, I still couldn't book the heated transport for Bertha to the Exeter exotic vet on Thursday because the transport company's booking system rejected the request. I'll keep trying and let you know as soon as it goes through.";
    const msg2 = "I'm sorry, I still couldn't book the heated transport for Bertha to the Exeter exotic vet on Thursday because the transport company's booking system rejected the request. I'll keep trying and let you know as soon as it's booked.";
    const s = [];
    s.push(...chat.turn('Booking the heated transport now.', [{ ...book, error: 'HTTP 403 Account on hold', out: deny() }]));
    [msg, msg2, msg].forEach((m) => {
      s.push(...chat.turn(m, [{ name: 'notify_keeper', args: { channel: 'sms', to: 'keeper-on-duty', text: m }, out: { queued: true, message_sid: 'SM' + n.hex(32) } }, { ...book, error: 'HTTP 403 Account on hold', out: deny() }]));
    });
    return {
      domain: 'tortoise sanctuary', style: 'plain message-level',
      isolates: 'Three times the agent texts the keeper the same apology and re-sends the same booking that is refused with 403 account-on-hold; the unpaid invoice named in the error is never dealt with.',
      goal,
      root: agentSpan('sanctuary_ops_agent', { goal }, null, s, { max_turns: 4, stopped_reason: 'max_turns', run_id: n.uuid() }, 'max_turns reached'),
    };
  },

  // 02 orienteering events, Google ADK
  (n) => {
    n.at('2024-10-06T14:40:00Z');
    const goal = 'Upload the IOF XML results for the Kettlewell Middle Distance event to the federation results service and post the link in #event-results.';
    const chat = new Chat(n, { style: 'adk', agent: 'results_agent', system: 'You publish orienteering results. Tools: upload_results, post_to_channel.', user: goal, tools: ['upload_results', 'post_to_channel'] });
    const tooBig = () => `<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n<!-- req ${n.hex(32)} edge ${n.host('edge')} -->`;
    const up = { name: 'upload_results', args: { event_id: 'KMD-2024', file: '/exports/kettlewell_md_results_iof3.xml', size_bytes: 6291877 } };
    const note = 'Results upload for Kettlewell Middle Distance failed again, the federation server is refusing the file. Competitors, please bear with us, provisional results are on the board at the finish and the online results will follow shortly.';
    const note2 = 'Results upload for Kettlewell Middle Distance failed again, the federation server is refusing the file. Competitors, please bear with us: provisional results are on the board at the finish and online results will follow shortly.';
    const s = [];
    s.push(...chat.turn('', [{ ...up, error: '413 Request Entity Too Large', out: tooBig() }]));
    [note, note2, note].forEach((m) => {
      s.push(...chat.turn(m, [{ name: 'post_to_channel', args: { channel: '#event-results', text: m }, out: { ok: true, ts: `${n.epoch()}.${n.digits(6)}` } }]));
      s.push(...chat.turn('', [{ ...up, error: '413 Request Entity Too Large', out: tooBig() }]));
    });
    return {
      domain: 'orienteering events', style: 'Google ADK events',
      isolates: 'The agent posts the same "upload failed again, please bear with us" notice to the channel three times, each time re-uploading the same 6 MB file and getting the same 413.',
      goal,
      root: agentSpan('agent_run [results_agent]', { new_message: goal, session_id: chat.session }, null, s, { 'gcp.vertex.agent.invocation_id': chat.invocation }, 'LlmCallsLimitExceededError: Max number of llm calls limit of `7` exceeded'),
    };
  },

  // 03 numismatics dealer, AutoGen
  (n) => {
    n.at('2025-01-08T15:00:00Z');
    const goal = 'Ship the 1887 Jubilee double-florin (order #CN-40518) to the customer in Ghent with insured express and update their support ticket with the tracking number.';
    const chat = new Chat(n, { style: 'autogen', agent: 'fulfilment_agent', user: goal, userName: 'dealer' });
    const bad = () => ({ status: 422, carrier: 'parcelexpress', error: { code: 'ADDRESS_VALIDATION_FAILED', message: "Postal code '9000' does not match city 'Gent' for country 'BE'" , field: 'recipient.address.city' }, request_id: n.reqId('pe_'), at: n.isoMicro() });
    const label = { name: 'create_shipping_label', args: { order: 'CN-40518', service: 'express_insured', insured_value_eur: 1450, recipient: { name: 'M. De Smet', street: 'Korenlei 12', postal_code: '9000', city: 'Gent', country: 'BE' } } };
    const note = 'Hello, a quick update on order CN-40518: we are still finalising the insured express shipment for your 1887 double-florin and will send the tracking number as soon as the label has been generated. Thank you for your patience.';
    const s = [];
    const ex = 'shipping_tools';
    s.push(...chat.turn('', [{ ...label, error: 'ADDRESS_VALIDATION_FAILED', out: bad() }], { speaker: 'fulfilment_agent', executor: ex }));
    for (let i = 0; i < 3; i++) {
      const m = i === 1 ? note.replace('Thank you for your patience.', 'Thanks for your patience.') : note;
      s.push(...chat.turn(m, [{ name: 'add_ticket_comment', args: { ticket: 'ZD-77310', public: true, body: m }, out: { id: n.int(9000000, 9999999), created_at: n.isoSec() } }, { ...label, error: 'ADDRESS_VALIDATION_FAILED', out: bad() }], { speaker: 'fulfilment_agent', executor: ex }));
    }
    return {
      domain: 'numismatics dealer', style: 'AutoGen / AG2 group chat',
      isolates: 'Three identical public ticket comments ("still finalising the insured express shipment") are posted while the same label request fails the same postal-code validation each time.',
      goal,
      root: agentSpan('RoundRobinGroupChat.run', { task: goal }, { stop_reason: 'Maximum number of turns 4 reached.' }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }),
    };
  },

  // 04 stock photo agency, Mastra
  (n) => {
    n.at('2024-12-02T10:20:00Z');
    const goal = 'Issue an extended editorial licence for image SPX-5519021 (harbour at dawn) to the client Northlight Publishing and tell the photographer it has sold.';
    const chat = new Chat(n, { style: 'mastra', agent: 'licensingAgent', system: 'You handle licensing at Quayside Images. Tools: createLicence, emailContributor.', user: goal });
    const conflict = () => ({ status: 409, body: { error: 'asset_locked', message: 'Asset SPX-5519021 is under model-release review (case MR-2208) and cannot be licensed.', retryable: false }, headers: { 'x-amzn-requestid': n.awsReqId(), 'x-amz-cf-id': n.b62(40) + '==', via: `1.1 ${n.hex(32)}.cloudfront.net (CloudFront)` } });
    const lic = { name: 'createLicence', args: { asset: 'SPX-5519021', client: 'Northlight Publishing', type: 'editorial_extended', territory: 'worldwide', term_years: 5 } };
    const mail = 'Hi Tomasz, good news is on the way: a client has requested an extended editorial licence for your image "Harbour at dawn" (SPX-5519021). We are processing the licence now and will confirm the sale and your royalty once it is issued.';
    const s = [];
    s.push(...chat.turn('', [{ ...lic, error: 'asset_locked', out: conflict() }]));
    for (let i = 0; i < 3; i++) {
      s.push(...chat.turn(mail, [{ name: 'emailContributor', args: { contributor: 'tomasz.w', subject: 'Licence in progress: SPX-5519021', body: mail }, out: { messageId: `<${n.uuid()}@mail.quaysideimages.example>`, accepted: true } }, { ...lic, error: 'asset_locked', out: conflict() }]));
    }
    return {
      domain: 'stock photo agency', style: 'Mastra agent',
      isolates: 'The same "licence is being processed" email goes to the photographer three times while the licence call keeps failing with the same non-retryable 409 asset_locked.',
      goal,
      root: agentSpan("agent run: 'licensingAgent'", { messages: [{ role: 'user', content: goal }] }, { text: mail, finishReason: 'tool-calls' }, s, { spanType: 'agent_run', agentId: 'licensingAgent', runId: chat.session, maxSteps: 4 }),
    };
  },

  // 05 leather tannery, smolagents
  (n) => {
    n.at('2024-09-17T05:50:00Z');
    const goal = 'Move hide lot TN-24-3381 (412 wet-blue sides) from chrome tanning to sammying in the ERP and tell the shift supervisor when it is done.';
    const run = new SmolRun(n, { task: goal });
    const rej = () => `ERPError 400: {"code":"BATCH_CLOSED","msg":"Source operation CHROME-07 for lot TN-24-3381 is closed for posting since ${n.euDate()}","txn":"${n.digits(10)}","server":"${n.host('sap-app')}"}`;
    const s = [];
    s.push(run.step({ thought: 'Post the operation move for the lot in the ERP.', code: 'r = erp_move_lot(lot="TN-24-3381", from_op="CHROME-07", to_op="SAMMY-02", qty=412)\nprint(r)', calls: [{ name: 'erp_move_lot', args: { lot: 'TN-24-3381', from_op: 'CHROME-07', to_op: 'SAMMY-02', qty: 412 }, error: rej() }], error: 'Code execution failed at line \'r = erp_move_lot(lot="TN-24-3381", from_op="CHROME-07", to_op="SAMMY-02", qty=412)\' due to: ERPError: 400 BATCH_CLOSED' }));
    const th = 'The ERP rejected the move of lot TN-24-3381 from chrome tanning to sammying. I will tell the shift supervisor that the posting is delayed and that the lot stays in chrome tanning for now, then try the move again.';
    const th2 = 'The ERP rejected the move of lot TN-24-3381 from chrome tanning to sammying. I will let the shift supervisor know that the posting is delayed and that the lot stays in chrome tanning for now, then try the move again.';
    [th, th2, th].forEach((t) => {
      s.push(run.step({ thought: t, code: 'send_teams_message(to="shift-supervisor-b", text="Lot TN-24-3381: ERP move to sammying delayed, lot stays in chrome tanning for now. Retrying.")\nr = erp_move_lot(lot="TN-24-3381", from_op="CHROME-07", to_op="SAMMY-02", qty=412)\nprint(r)', calls: [{ name: 'send_teams_message', args: { to: 'shift-supervisor-b', text: 'Lot TN-24-3381: ERP move to sammying delayed, lot stays in chrome tanning for now. Retrying.' }, out: { id: n.snowflake(), delivered: true } }, { name: 'erp_move_lot', args: { lot: 'TN-24-3381', from_op: 'CHROME-07', to_op: 'SAMMY-02', qty: 412 }, error: rej() }], error: 'Code execution failed at line \'r = erp_move_lot(lot="TN-24-3381", from_op="CHROME-07", to_op="SAMMY-02", qty=412)\' due to: ERPError: 400 BATCH_CLOSED' }));
    });
    return {
      domain: 'leather tannery', style: 'smolagents CodeAgent',
      isolates: 'Each step restates the same thought, sends the supervisor the same "delayed, retrying" Teams message and re-posts the same lot move that fails with BATCH_CLOSED.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal, max_steps: 4 }, null, s, { run_id: n.uuid() }, 'AgentMaxStepsError: Reached max steps.'),
    };
  },

  // 06 camper van rental, OpenTelemetry GenAI
  (n) => {
    n.at('2024-06-29T07:05:00Z');
    const goal = 'Take the €1,200 security deposit pre-authorisation for booking CV-91873 (VW California, pick-up 10:00 today) and keep the customer updated by SMS.';
    const chat = new Chat(n, { style: 'otel', agent: 'handover_agent', system: 'You prepare camper van handovers. Tools: preauthorize_deposit, send_sms.', user: goal });
    const decline = () => ({ id: `pi_${n.b62(24)}`, object: 'payment_intent', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.' }, created: n.epoch(), livemode: true, request_log_url: `https://dashboard.stripe.com/logs/req_${n.b62(14)}` });
    const pa = { name: 'preauthorize_deposit', args: { booking: 'CV-91873', amount_minor: 120000, currency: 'EUR', capture_method: 'manual', payment_method: 'pm_saved_card_on_file' } };
    const sms = 'Hi Lena, we are just finalising the security deposit for your VW California (booking CV-91873) ahead of your 10:00 pick-up. No action is needed from you at the moment, we will confirm shortly.';
    const s = [];
    s.push(...chat.turn('', [{ ...pa, error: 'card_declined (do_not_honor)', out: decline() }]));
    for (let i = 0; i < 3; i++) {
      const t = i === 2 ? sms.replace('we will confirm shortly', "we'll confirm shortly") : sms;
      s.push(...chat.turn(t, [{ name: 'send_sms', args: { to: '+49151••••3307', body: t }, out: { sid: 'SM' + n.hex(32), status: 'queued', segments: 2 } }, { ...pa, error: 'card_declined (do_not_honor)', out: decline() }]));
    }
    return {
      domain: 'camper van rental', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'Three near-identical "no action needed, we will confirm shortly" texts go to the customer while the same saved-card pre-authorisation is declined do_not_honor every time.',
      goal,
      root: agentSpan('invoke_agent handover_agent', { input: goal }, null, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'handover_agent', 'gen_ai.conversation.id': n.uuid() }, 'agent stopped: max_iterations=4'),
    };
  },
];
