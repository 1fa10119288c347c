// Family 4: the same message to the user / into a ticket or channel is repeated (same or
// near-same words) while the same failing action repeats with the same error.
// loop: true, stagnation: true (the repeated message is the model's own output).
import { AnthropicRec, VercelRec, OpenAIRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'repeated_notice_same_failure';
export const LOOP = true;
export const STAGNATION = true; // every row

// ---------------------------------------------------------------- 01 SaaS billing support (Anthropic)
function support(c) {
  const goal = c.goal = 'Ticket #48213: customer Marta Ruiz was charged twice for the Pro annual plan. Refund the duplicate charge and keep her updated on the ticket.';
  const r = new AnthropicRec(c, {
    model: 'claude-3-5-haiku-20241022', system: 'You are a billing support agent for Quillboard. Tools: zendesk_get_ticket, zendesk_add_comment, stripe_list_charges, stripe_create_refund. Keep the customer informed with public comments.',
    user: goal, tools: ['zendesk_get_ticket', 'zendesk_add_comment', 'stripe_list_charges', 'stripe_create_refund'],
  });
  const ch = 'ch_3Q' + c.b62(22);
  r.turn('I\'ll look at the customer\'s recent charges first.', [{
    name: 'stripe_list_charges', args: { customer: 'cus_R8' + c.b62(12), limit: 3 },
    out: { object: 'list', data: [
      { id: ch, amount: 28800, currency: 'usd', created: c.epoch(c.day(-3)), description: 'Quillboard Pro (annual)', disputed: true, refunded: false, status: 'succeeded' },
      { id: 'ch_3Q' + c.b62(22), amount: 28800, currency: 'usd', created: c.epoch(c.day(-3)) + 41, description: 'Quillboard Pro (annual)', disputed: false, refunded: false, status: 'succeeded' },
    ], has_more: false, url: '/v1/charges' },
  }]);
  const body = 'Hi Marta, thanks for your patience. I\'m processing the refund for the duplicate Pro annual charge of $288.00 right now, and you should see it back on your card within 5-10 business days. I\'ll confirm here as soon as it has gone through.';
  for (let i = 0; i < 3; i++) {
    r.turn(i === 0 ? 'I\'ll refund the duplicate charge.' : 'Let me retry the refund.', [{
      name: 'stripe_create_refund', args: { charge: ch, reason: 'duplicate' },
      out: { status: 400, headers: { 'request-id': c.reqId('req_', 14), 'idempotency-key': c.uuid(), 'stripe-version': '2024-06-20' }, body: { error: {
        code: 'charge_disputed', doc_url: 'https://stripe.com/docs/error-codes/charge-disputed',
        message: `Charge ${ch} has been charged back; you cannot create a refund for a disputed charge.`,
        request_log_url: `https://dashboard.stripe.com/logs/${c.reqId('req_', 14)}?t=${c.epoch()}`, type: 'invalid_request_error' } } },
      error: 'StripeInvalidRequestError: charge_disputed',
    }]);
    r.turn(null, [{
      name: 'zendesk_add_comment', args: { ticket_id: 48213, public: true, body },
      out: { ticket: { id: 48213, status: 'open', updated_at: c.isoS() }, audit: { id: Number('2' + c.digits(13)), created_at: c.isoS(), events: [{ type: 'Comment', public: true }] } },
    }]);
  }
  return rootSpan(c, 'support-agent.handle_ticket', { ticket_id: 48213, task: goal }, { resolution: null, stop: 'max_iterations (8)' }, r.spans,
    { metadata: { queue: 'billing-tier1', run_id: c.uuid() } });
}

// ---------------------------------------------------------------- 02 HR recruiting interview scheduling (Vercel, parallel calls)
function recruiting(c) {
  const goal = c.goal = 'Schedule Priya Natarajan\'s 45-minute onsite panel next Tuesday at 2pm in the Cedar room with Ortega, Kim and Haas, and let her know.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', functionId: 'recruiting-coordinator',
    system: 'You are a recruiting coordinator assistant. Tools: getAvailability, createCalendarEvent, sendCandidateEmail. Candidates must be kept informed.',
    user: goal,
  });
  const tue = c.ymd(c.nextDow(2));
  r.turn('', [{ name: 'getAvailability', args: { emails: ['l.ortega@veritune.io', 'd.kim@veritune.io', 'm.haas@veritune.io'], date: tue }, out: { date: tue, free: { 'l.ortega@veritune.io': ['13:00-16:00'], 'd.kim@veritune.io': ['09:00-12:00', '14:00-15:30'], 'm.haas@veritune.io': ['14:00-17:00'] }, tz: 'Asia/Kolkata', computed_in_ms: c.int(40, 300) } }]);
  const email = { to: 'priya.natarajan@gmail.com', subject: 'Your onsite panel at Veritune - next Tuesday', body: 'Hi Priya, we\'re finalising the time for your onsite panel next Tuesday afternoon with Luis Ortega, Dana Kim and Mark Haas, and I\'ll send the calendar invitation with the room details within the hour. Thank you for your patience!' };
  for (let i = 0; i < 3; i++) {
    r.turn('', [
      { name: 'createCalendarEvent', args: { title: 'Onsite panel - Priya Natarajan', start: `${tue}T14:00:00+05:30`, end: `${tue}T14:45:00+05:30`, room: 'BLR-4F-Cedar', attendees: ['l.ortega@veritune.io', 'd.kim@veritune.io', 'm.haas@veritune.io'] },
        out: { status: 409, error: 'ROOM_CONFLICT', detail: `Room BLR-4F-Cedar is reserved ${tue} 13:30-15:30 IST by "Q3 Roadmap Review" (booking bk_${c.b36(10)})`, trace: c.traceparent() }, error: 'HTTP 409 ROOM_CONFLICT' },
      { name: 'sendCandidateEmail', args: email, out: { id: `<${c.hex(16)}@mail.veritune.io>`, accepted: ['priya.natarajan@gmail.com'], queued_at: c.iso(), smtp_response: `250 2.0.0 OK ${c.epoch()} ${c.b62(10)}.${c.int(100, 999)} - gsmtp` } },
    ]);
  }
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 4 }, { text: '', finishReason: 'tool-calls', steps: 4 }, r.spans,
    { metadata: { 'operation.name': 'ai.generateText recruiting-coordinator', 'ai.settings.maxSteps': 4 } });
}

// ---------------------------------------------------------------- 03 travel rebooking (plain message-level)
function travel(c) {
  const goal = c.goal = 'Passenger Henrik Sørensen (PNR QX7TLM) was on cancelled LH 1234 FRA-FCO. Rebook him on the earliest alternative in the same cabin and keep him informed in the chat.';
  c.setStart('2025-06-15T06:12:00Z');
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-mini-2024-07-18', system: 'You are an airline disruption assistant chatting with a passenger. Tools: get_pnr, search_alternatives, rebook_segment. Write to the passenger in the assistant content.',
    user: goal, tools: ['get_pnr', 'search_alternatives', 'rebook_segment'],
  });
  r.turn('Let me pull up your booking.', [{ name: 'get_pnr', args: { record_locator: 'QX7TLM' }, out: 'QX7TLM\n 1.1SORENSEN/HENRIK MR\n 1 LH1234 Z 15JUN 7 FRAFCO UN1  0755 1000 /DCLH*ABC123 /E\n 2 LH1239 Z 19JUN 4 FCOFRA HK1  1840 2045 /DCLH*ABC123 /E\nTKT/TIME LIMIT\n  1.TE 2202489117734-AT SORENSEN/H\nRECEIVED FROM - LHAPP\n' + `${c.int(1000, 9999)}.${c.int(1000, 9999)}*A${c.upper(2)} ${c.hm().replace(':', '')} 15JUN25 ${c.upper(6)}` }]);
  r.turn(null, [{ name: 'search_alternatives', args: { origin: 'FRA', destination: 'FCO', date: '2025-06-15', cabin: 'C' }, out: { options: [
    { flight: 'LH 1236', dep: '11:55', arr: '14:00', cabin_avail: { C: 0, J: 0, Z: 0, Y: 9 } },
    { flight: 'LH 1238', dep: '16:45', arr: '18:50', cabin_avail: { C: 2, J: 2, Z: 0, Y: 14 } },
  ], fetched_at: c.iso(), cache: 'MISS', shop_id: c.uuid() } }]);
  const msg = 'I\'m sorry your flight LH 1234 to Rome was cancelled, Henrik. I\'m rebooking you now on LH 1236, which leaves Frankfurt at 11:55 and arrives in Rome at 14:00, keeping you in Business class. I\'ll confirm your new itinerary in just a moment.';
  for (let i = 0; i < 3; i++) {
    r.turn(msg, [{
      name: 'rebook_segment', args: { record_locator: 'QX7TLM', segment: 1, new_flight: 'LH1236', booking_class: 'Z', date: '15JUN' },
      out: `UC LH1236 Z 15JUN FRAFCO NN1\nUNABLE - NO AVAILABILITY CLASS Z\nHOST TRACE ${c.upper(3)}${c.digits(9)} ${c.hms().replace(/:/g, '')}Z`, error: 'UC: UNABLE TO CONFIRM - NO AVAILABILITY',
    }]);
  }
  return rootSpan(c, 'disruption-chat', { pnr: 'QX7TLM', task: goal }, { rebooked: false, stop: 'max tool calls per conversation (5) reached' }, r.spans,
    { metadata: { channel: 'web-chat', conversation_id: c.uuid(), gds: 'Amadeus' } });
}

// ---------------------------------------------------------------- 04 water utility billing (AutoGen)
function waterUtility(c) {
  const goal = c.goal = 'Account 30-11872-04: the March read was keyed as 8,412 instead of 841.2. Post the corrected read, re-bill, and keep the #billing-exceptions Teams channel informed.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-2024-08-06',
    agents: { billing_agent: 'You are a utility billing back-office assistant. Tools: get_account_reads, post_meter_read, reverse_meter_read, rebill_account, post_teams_message.' },
    task: goal,
  });
  const teams = { channel: 'billing-exceptions', text: 'Update on account 30-11872-04: I\'m submitting the corrected March read of 841.2 (it was keyed as 8,412) now, and the re-bill will follow as soon as the read posts.' };
  r.agent('billing_agent', () => {
    r.turn('billing_agent', null, [{ name: 'get_account_reads', args: { account: '30-11872-04', last: 3 }, out: { account: '30-11872-04', meter: 'M-5/8PD-0091733', reads: [
      { period: '2025-01', value: 812.9, type: 'ACTUAL' }, { period: '2025-02', value: 827.4, type: 'ACTUAL' }, { period: '2025-03', value: 8412.0, type: 'ACTUAL', keyed_by: 'tgreene', billed: true, bill_no: 'B' + c.digits(9) },
    ], cis: 'SAP IS-U', as_of: c.logTs() } }]);
    for (let i = 0; i < 3; i++) {
      r.turn('billing_agent', null, [{
        name: 'post_meter_read', args: { account: '30-11872-04', period: '2025-03', value: 841.2, reason: 'KEYING_ERROR' },
        out: { http_status: 422, code: 'READ_LOWER_THAN_PREVIOUS', message: 'Read 841.2 is lower than the current posted read 8412.0 for period 2025-03. Rollover not permitted for meter type 5/8 PD. Reverse the posted read first.', correlation_id: c.uuid(), ts: c.logTs() },
        error: 'HTTP 422 READ_LOWER_THAN_PREVIOUS',
      }]);
      r.turn('billing_agent', null, [{ name: 'post_teams_message', args: teams, out: { id: String(c.epochMs()), etag: String(c.epochMs()), createdDateTime: c.iso(), webUrl: `https://teams.microsoft.com/l/message/19%3A${c.hex(32)}%40thread.tacv2/${c.epochMs()}` } }]);
    }
  }, null);
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: 'Maximum number of messages 16 reached, current message count: 16' }, r.spans,
    { metadata: { 'autogen.version': '0.4.8', utility: 'Greenfield Water & Sewer' } });
}

// ---------------------------------------------------------------- 05 CI fix on a pull request (BeeAI)
function ci(c) {
  const goal = c.goal = 'Get CI green on PR #2291 (dateutils): test_parse_iso_week is failing. Keep the PR author updated in the PR comments.';
  const r = new BeeAIRec(c, {
    llmName: 'OllamaChatModel', model: 'qwen2.5-coder:32b',
    system: 'You are a repository maintenance agent. Tools: GetWorkflowLogTool, RerunWorkflowTool, PushCommitTool, PrCommentTool.',
    user: goal,
  });
  const fail = (runId) => `##[group]Run pytest -q tests/test_isoweek.py\n${c.iso()} ============================= test session starts ==============================\n${c.iso()} platform linux -- Python 3.12.4, pytest-8.2.2\n${c.iso()} collected 14 items\n${c.iso()} tests/test_isoweek.py ......F.......                                   [100%]\n${c.iso()} FAILED tests/test_isoweek.py::test_parse_iso_week - AssertionError: assert datetime.date(2025, 12, 29) == datetime.date(2026, 1, 5)\n${c.iso()} ========================= 1 failed, 13 passed in ${c.float(0.3, 1.9)}s =========================\n##[error]Process completed with exit code 1.\nrun_id=${runId} attempt=${c.int(2, 5)} runner=GitHub Actions ${c.int(10, 99)}`;
  r.step('First I read the failing workflow log to see the assertion.', { name: 'GetWorkflowLogTool', args: { repo: 'kestrel-labs/dateutils', pr: 2291, job: 'test (3.12)' }, out: fail(c.digits(10)) });
  const comment = 'Heads-up: I\'m re-running the test workflow for the ISO week boundary fix on this PR and will report back here as soon as test_parse_iso_week passes and the checks are green.';
  for (let i = 0; i < 3; i++) {
    r.step('I will re-run the failing workflow.', { name: 'RerunWorkflowTool', args: { repo: 'kestrel-labs/dateutils', workflow: 'ci.yml', pr: 2291, failed_only: true }, out: fail(c.digits(10)), error: 'WorkflowFailed: conclusion=failure' });
    r.step('I should keep the author informed about the re-run on the PR.', { name: 'PrCommentTool', args: { repo: 'kestrel-labs/dateutils', pr: 2291, body: comment }, out: { id: Number(c.digits(10)), html_url: `https://github.com/kestrel-labs/dateutils/pull/2291#issuecomment-${c.digits(10)}`, created_at: c.isoS() } });
  }
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal, execution: { maxIterations: 7 } }, null, r.spans,
    { error: 'AgentError: Agent was not able to resolve the task in 7 iterations.', metadata: { framework: 'beeai-framework 0.1.19' } });
}

// ---------------------------------------------------------------- 06 food safety inspection (Langfuse SDK)
function foodSafety(c) {
  const goal = c.goal = 'Upload the completed routine inspection report for Golden Wok (permit FS-2024-18830) to the state portal and text inspector Dana Whitlock a confirmation.';
  const r = new LangfuseRec(c, {
    graph: false, llmName: 'inspection-assistant.generate', model: 'gpt-4o-mini-2024-07-18',
    system: 'You help county environmental health inspectors file reports. Tools: get_report, upload_report, send_sms.', user: goal,
  });
  r.turn('', [{ name: 'get_report', args: { permit: 'FS-2024-18830', type: 'ROUTINE' }, out: { report_id: 'IR-' + c.digits(7), establishment: 'Golden Wok', score: 88, violations: 3, attachments: [{ name: 'walk-in-cooler.jpg', bytes: 5811042 }, { name: 'handwash-sink.jpg', bytes: 6240418 }, { name: 'report.pdf', bytes: 412733 }], total_bytes: 12464193 } }]);
  const sms = { to: '+15415550187', body: 'Hi Dana, the Golden Wok inspection report (FS-2024-18830) is uploading to the state portal now. I\'ll text again once the portal has accepted it.' };
  const nginx = () => `<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n<!-- edge ${c.host('portal-edge', 'state.gov.example')} rid=${c.hex(16)} -->`;
  for (let i = 0; i < 3; i++) {
    r.turn('', [
      { name: 'upload_report', args: { permit: 'FS-2024-18830', include_attachments: true, portal: 'https://ehportal.state.example/api/v1/inspections' }, out: nginx(), error: 'HTTP 413 Request Entity Too Large' },
      { name: 'send_sms', args: sms, out: { sid: 'SM' + c.hex(32), status: 'queued', to: '+15415550187', from: '+15415550100', date_created: c.rfc2822(), num_segments: '2', price: null, api_version: '2010-04-01' } },
    ]);
  }
  return rootSpan(c, 'inspection-assistant', { task: goal }, null, r.spans,
    { error: 'StopIteration: step budget of 4 exhausted', metadata: { county: 'Lane County EH', langfuse_session: c.uuid() } });
}

export const ROWS = [
  { n: '01', domain: 'SaaS billing support', style: 'Anthropic messages (tool_use)', stagnation: true, build: support,
    isolates: 'A Stripe refund fails three times with the same charge_disputed error and each time the same public "processing your refund" comment is posted to the ticket.' },
  { n: '02', domain: 'HR recruiting', style: 'Vercel AI SDK telemetry (parallel tool calls)', stagnation: true, build: recruiting,
    isolates: 'Each step books the same room and gets the same 409 ROOM_CONFLICT, and sends the candidate the same "finalising the time" email in parallel.' },
  { n: '03', domain: 'airline disruption rebooking', style: 'plain message-level (tool_calls)', stagnation: true, build: travel,
    isolates: 'The assistant tells the passenger the same "rebooking you now on LH 1236" message three times while the same rebook call fails with NO AVAILABILITY CLASS Z.' },
  { n: '04', domain: 'water utility billing', style: 'AutoGen v0.4', stagnation: true, build: waterUtility,
    isolates: 'A corrected meter read is posted three times and rejected with the same 422, and the same status update is posted to a Teams channel after each failure.' },
  { n: '05', domain: 'software CI maintenance', style: 'BeeAI ReAct', stagnation: true, build: ci,
    isolates: 'The agent re-runs CI three times without changing code, gets the same assertion failure, and posts the same PR comment after each re-run.' },
  { n: '06', domain: 'food safety inspection', style: 'Langfuse SDK observations', stagnation: true, build: foodSafety,
    isolates: 'Three uploads fail with the same nginx 413 page while the same SMS to the inspector is sent each time.' },
];
