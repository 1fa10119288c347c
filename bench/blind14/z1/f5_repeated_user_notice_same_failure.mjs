// Family 5 (loop): the agent tries an action, it fails, it tells the user (or a channel/ticket)
// the same thing, retries the identical action, it fails the same way, and it sends the same
// message again. The repeated notice is the model's own text, so stagnation is true.

export const family = {
  name: 'repeated_user_notice_same_failure',
  loop: true,
  stagnation: true,
  isolates: 'The same notice to the user is repeated while the same failing action is retried and fails the same way.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'pest control services', style: 'adk', model: 'gemini-1.5-flash-002', agent: 'booking_concierge',
    isolates: 'A customer-facing booking agent retries the same locked slot four times; after each 409 SLOT_LOCKED it tells the customer the identical apology-and-retry sentence.',
    system: 'You are the online booking assistant of Kestrel Pest Control. Book inspections with book_visit after checking availability. Keep the customer informed in plain language.',
    goal: 'Customer (chat): "Please book a rodent inspection at 14 Quarry Lane, Thursday morning if possible."',
    tools: ['check_availability', 'book_visit'],
    app: 'kestrel_booking',
    user: 'web-visitor-5521',
    build(T) {
      const n = T.n;
      const NOTICE = "I'm sorry, I couldn't confirm Thursday 8-10 am yet because our booking system is busy right now. I'll try again straight away and let you know as soon as it goes through.";
      const lockId = `ro-${n.hex(8)}`;
      const locked = () => ({ status: 409, error: 'SLOT_LOCKED', message: `Slot THU 08:00-10:00 (tech T. Varga) is locked by route optimiser run ${lockId}`, retry_after_s: 30, request_id: n.uuid(), at: n.isoOff(0) });
      const args = { address: '14 Quarry Lane, Ashby', service: 'rodent_inspection', slot: 'THU-0800-1000', technician: 'TV' };
      T.llm({ text: 'Let me check Thursday morning.', calls: [{ name: 'check_availability', args: { postcode: 'AB4 7QL', day: 'THU', service: 'rodent_inspection' } }] });
      T.tool('check_availability', undefined, () => ({ day: 'THU', slots: [{ slot: 'THU-0800-1000', technician: 'TV', name: 'T. Varga', free: true }, { slot: 'THU-1000-1200', technician: 'RK', name: 'R. Kaur', free: false }], as_of: n.isoNoMs(), zone_rev: n.int(200, 400) }));
      T.llm({ text: '', calls: [{ name: 'book_visit', args }] });
      T.tool('book_visit', undefined, locked, { error: '409 Conflict: SLOT_LOCKED' });
      for (let i = 0; i < 3; i++) {
        T.llm({ text: NOTICE, calls: [{ name: 'book_visit', args }] });
        T.tool('book_visit', undefined, locked, { error: '409 Conflict: SLOT_LOCKED' });
      }
      T.llm({ text: NOTICE, calls: [{ name: 'book_visit', args }] });
      return T.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `6` exceeded' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'fossil preparation labs', style: 'langgraph', model: 'gpt-4o-2024-11-20', agent: 'prep_lab_coordinator',
    isolates: 'The imaging portal answers the same CT request with an nginx 503 page each time, and after each failure the agent posts the same Slack update to #prep-lab before resubmitting the identical request.',
    system: 'You coordinate a university fossil preparation lab. Submit imaging requests via submit_ct_request and keep the #prep-lab Slack channel posted with post_slack.',
    goal: 'Submit the CT scan request for jacket FP-2024-117 (Triassic temnospondyl skull, 62 x 48 x 30 cm, 41 kg with jacket) to the imaging facility and keep #prep-lab posted.',
    tools: ['submit_ct_request', 'post_slack'],
    cfg: { recursionLimit: 14 },
    build(T) {
      const n = T.n;
      const MSG = 'CT request for FP-2024-117 did not go through - the imaging portal is returning 503. Retrying now; jacket stays on the cart in bay 2 until it is accepted.';
      const req = { specimen: 'FP-2024-117', description: 'Triassic temnospondyl skull in plaster jacket', dims_cm: [62, 48, 30], mass_kg: 41, energy_kv: 450, priority: 'standard', contact: 'prep-lab@geo.uni-example.edu' };
      const down = () => `<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n<!-- upstream: imaging-portal-${n.int(1, 3)} req ${n.hex(16)} ${n.clf()} -->`;
      const posted = () => ({ ok: true, channel: 'C05PREPLAB', ts: `${n.epoch()}.${n.digits(6)}`, message: { type: 'message', subtype: 'bot_message', bot_id: 'B07K2LQ9X' } });
      T.llm({ text: '', calls: [{ name: 'submit_ct_request', args: req }] });
      T.tool('submit_ct_request', undefined, down, { error: 'HTTP 503 Service Temporarily Unavailable' });
      for (let i = 0; i < 3; i++) {
        T.llm({ text: MSG, calls: [{ name: 'post_slack', args: { channel: '#prep-lab', text: MSG } }] });
        T.tool('post_slack', undefined, posted);
        T.llm({ text: '', calls: [{ name: 'submit_ct_request', args: req }] });
        T.tool('submit_ct_request', undefined, down, { error: 'HTTP 503 Service Temporarily Unavailable' });
      }
      return T.end({ error: 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', startAt: '2025-03-06T15:20:00Z', domain: 'credit union member services', style: 'mastra', model: 'gpt-4o-mini-2024-07-18', agent: 'memberServiceAgent',
    isolates: 'A member-chat agent retries the same fee-dispute filing against a core system that times out every time, and each time tells the member the identical "I\'ve started your dispute... retrying" message.',
    system: 'You are the member-service assistant of Lakeshore Community Credit Union. You can look up transactions and file disputes. Be reassuring and precise about amounts and dates.',
    goal: 'Member #55120 (chat): "I was charged an $86.40 overdraft fee on March 3 even though my paycheck was pending. Please dispute it."',
    tools: ['getTransactions', 'fileDispute'],
    cfg: { maxSteps: 5 },
    build(T) {
      const n = T.n;
      const MSG = "I've started your dispute for the $86.40 overdraft fee from March 3, but our core banking system didn't respond. I'm retrying now, and you don't need to do anything.";
      const args = { member: '55120', account: 'CHK-0031', transaction_id: 'TX-20250303-88812', amount: 86.4, reason: 'overdraft fee while payroll deposit pending', category: 'FEE_DISPUTE' };
      const timeout = () => ({ code: 'CORE_TIMEOUT', message: 'Core host did not respond within 30000 ms', host: n.pick(['symx-prod-a', 'symx-prod-b']), ref: `DSP-${n.digits(9)}`, attempt_at: n.sqlTs() });
      T.llm({ text: '', calls: [{ name: 'getTransactions', args: { member: '55120', account: 'CHK-0031', from: '2025-03-01', to: '2025-03-05' } }] });
      T.tool('getTransactions', undefined, () => ({ transactions: [{ id: 'TX-20250303-88812', date: '2025-03-03', description: 'OVERDRAFT FEE', amount: -86.4 }, { id: 'TX-20250303-88790', date: '2025-03-03', description: 'POS DEBIT GREENFIELD MARKET', amount: -112.18 }, { id: 'TX-20250304-00121', date: '2025-03-04', description: 'ACH CREDIT PAYROLL NORVIK', amount: 2214.55, posted_after_pending_hours: 19 }], balance_as_of: n.isoNoMs() }));
      T.llm({ text: '', calls: [{ name: 'fileDispute', args }] });
      T.tool('fileDispute', undefined, timeout, { error: 'CORE_TIMEOUT' });
      for (let i = 0; i < 3; i++) {
        T.llm({ text: MSG, calls: [{ name: 'fileDispute', args }] });
        T.tool('fileDispute', undefined, timeout, { error: 'CORE_TIMEOUT' });
      }
      return T.end({ error: 'Agent memberServiceAgent stopped: maxSteps (5) reached' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'scaffolding rental', style: 'pydantic', model: 'claude-3-5-haiku-20241022', agent: 'hire_desk',
    isolates: 'A stock reservation fails on the same ledger lock three times, and after each failure the agent adds the identical comment to the customer ticket before retrying the same reservation.',
    system: 'You run the hire desk of a scaffolding rental company. Reserve stock with reserve_stock and keep the customer ticket updated with add_ticket_comment (the customer sees these comments).',
    goal: 'Reserve 120 m2 of system scaffold (Layher Allround) for the Bergstrasse 9 facade job starting Monday, delivered from depot MUC-2, and keep ticket SC-5521 updated.',
    tools: ['reserve_stock', 'add_ticket_comment'],
    rootMeta: { request_limit: 4 },
    build(T) {
      const n = T.n;
      const MSG = 'Update on your scaffold order for Bergstrasse 9: the reservation in our depot system did not go through because of a temporary lock. We are retrying now and will confirm the Monday delivery as soon as it is booked.';
      const lock = `lk_${n.hex(12)}`;
      const args = { depot: 'MUC-2', system: 'Layher Allround', area_m2: 120, start: 'next Monday', job_ref: 'SC-5521' };
      const fail = () => ({ detail: `Depot MUC-2 stock ledger locked by nightly stocktake (lock ${lock}, held since ${n.eu(60, n.t - n.int(40, 90) * 60000)})`, status: 423, trace_id: n.hex(32) });
      const commented = () => ({ ticket: 'SC-5521', comment_id: n.seq('c', n.int(88000, 89000), 1, 4), visibility: 'public', created: n.isoOff(60) });
      T.llm({ text: '', calls: [{ name: 'reserve_stock', args }] });
      T.tool('reserve_stock', undefined, fail, { error: '423 Locked' });
      for (let i = 0; i < 3; i++) {
        T.llm({ text: MSG, calls: [{ name: 'add_ticket_comment', args: { ticket: 'SC-5521', body: MSG, public: true } }, { name: 'reserve_stock', args }] });
        T.tool('add_ticket_comment', undefined, commented);
        T.tool('reserve_stock', undefined, fail, { error: '423 Locked' });
      }
      return T.end({ error: 'UsageLimitExceeded: The next request would exceed the request_limit of 4' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'driving schools', style: 'vercel', model: 'gpt-4o-2024-08-06', agent: 'lesson-desk',
    isolates: 'Each identical reschedule call fails with the same instructor-calendar sync error, and after each failure the agent texts the student the same SMS, three times in all.',
    system: 'You manage lesson bookings for Fahrschule Petersen. Use reschedule_lesson to move lessons and send_sms to inform students. Keep SMS under 300 characters.',
    goal: "Move Jonas Petersen's Wednesday 16:00 lesson to Friday 16:00 with the same instructor (INS-07) and text him the change.",
    tools: ['reschedule_lesson', 'send_sms'],
    cfg: { maxSteps: 4, finishReason: 'tool-calls' },
    build(T) {
      const n = T.n;
      const SMS = 'Hi Jonas, we are moving your Wednesday 16:00 lesson to Friday 16:00 with the same instructor. Our booking system had a hiccup, so please wait for our confirmation text. - Fahrschule Petersen';
      const args = { lesson_id: 'LS-30418', new_start: 'FRI 16:00', instructor: 'INS-07' };
      const err = () => ({ status: 500, error: 'InstructorCalendarSyncError', message: 'calendar for instructor INS-07 is out of sync (etag mismatch)', expected_etag: n.etag(), got_etag: n.etag(), request_id: n.reqId('req_') });
      const sent = () => ({ sid: 'SM' + n.hex(32), status: 'queued', to: '+49 151 2•••••47', segments: 2, date_created: n.rfc2822(0) });
      T.llm({ text: '', calls: [{ name: 'reschedule_lesson', args }] });
      T.tool('reschedule_lesson', undefined, err, { error: 'InstructorCalendarSyncError: calendar for instructor INS-07 is out of sync (etag mismatch)' });
      for (let i = 0; i < 3; i++) {
        T.llm({ text: SMS, calls: [{ name: 'send_sms', args: { to: 'student:ST-2291', body: SMS } }, { name: 'reschedule_lesson', args }] });
        T.tool('send_sms', undefined, sent);
        T.tool('reschedule_lesson', undefined, err, { error: 'InstructorCalendarSyncError: calendar for instructor INS-07 is out of sync (etag mismatch)' });
      }
      return T.end({ output: SMS });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'land surveying', style: 'messages', model: 'gpt-4.1-2025-04-14', agent: 'plat-filing-agent',
    isolates: 'The county e-recording portal rejects the identical plat submission for the same page-size reason three times, and after each rejection the agent emails the client the same status paragraph.',
    system: 'You handle recording of survey plats for Harlan & Reyes Land Surveying. Submit documents with submit_erecording and keep clients informed with send_email.',
    goal: 'Record the final plat for the Miller Creek minor subdivision (3 lots) with the county e-recording portal and email the client (Dana Whitcomb) when it is filed.',
    tools: ['submit_erecording', 'send_email'],
    build(T) {
      const n = T.n;
      const BODY = 'Dear Ms. Whitcomb,\n\nWe submitted the Miller Creek minor subdivision plat to the county for recording today, but the county portal returned an error on the submission. We are resubmitting it now and will email you the recording number as soon as it is filed.\n\nKind regards,\nHarlan & Reyes Land Surveying';
      const args = { county: 'Larimer', document_type: 'PLAT', file: 'MillerCreek_MinorSub_FINAL_signed.pdf', pages: 3, grantor: 'Whitcomb Family Trust', fee_usd: 33 };
      const rej = () => ({ package_id: `PKG-${n.digits(8)}`, status: 'REJECTED', rejected_at: n.us(-420), reason_code: 'DOC-SIZE-02', reason: 'Page 2 exceeds maximum recordable size of 24 x 36 in (found 30 x 42 in). Resize or split the sheet and resubmit.', reviewer: 'auto-intake', portal_txn: n.hex(20) });
      const mailed = () => ({ message_id: `<${n.hex(24)}@mail.harlanreyes.com>`, accepted: ['dana.whitcomb@example.net'], smtp: `250 2.0.0 OK ${n.epoch()} ${n.alnum(12)} - gsmtp` });
      T.llm({ text: 'Submitting the signed plat to the county portal.', calls: [{ name: 'submit_erecording', args }] });
      T.tool('submit_erecording', undefined, rej, { error: 'Submission rejected: DOC-SIZE-02' });
      for (let i = 0; i < 3; i++) {
        T.llm({ text: BODY, calls: [{ name: 'send_email', args: { to: 'dana.whitcomb@example.net', subject: 'Miller Creek plat - recording status', body: BODY } }] });
        T.tool('send_email', undefined, mailed);
        T.llm({ text: null, calls: [{ name: 'submit_erecording', args }] });
        T.tool('submit_erecording', undefined, rej, { error: 'Submission rejected: DOC-SIZE-02' });
      }
      return T.end({ error: 'MaxTurnsExceeded: Max turns (7) exceeded' });
    },
  },
];
