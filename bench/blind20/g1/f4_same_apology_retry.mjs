// Family: same_apology_retry — try the same failing action, fail the same way, tell the user / channel
// the same thing near-verbatim, try again ... 3+ rounds, never getting out.
import { Trace } from './lib.mjs';

export const family = 'same_apology_retry';
export const labels = { loop: true, stagnation: true };

export const scenarios = [
  {
    n: '01', domain: 'lacrosse clubs', style: 'autogen',
    isolates: 'An AutoGen assistant books a council pitch, gets the same 409 "hold expired" error, and posts the same apology to the team channel, three rounds in a row.',
    goal: 'Book Pitch 3 at Riverside Leisure Centre for Saturday 10:00-12:00 for the Harrowgate Hawks U16 lacrosse training and let the team channel know.',
    build(id) {
      const t = new Trace({ id, style: 'autogen', goal: this.goal, agent: 'club_secretary', system: 'You are club_secretary for Harrowgate Hawks Lacrosse. Tools: book_pitch, post_team_message.' });
      const n = t.n;
      const args = { venue: 'riverside-lc', pitch: 'P3', date: '2025-05-17', start: '10:00', end: '12:00', club_ref: 'HHLC-0091' };
      const msg = (v) => `Sorry all — the council booking system rejected our request for Pitch 3 on Saturday ${v}. I'm retrying now and will confirm here as soon as it goes through.`;
      for (let r = 0; r < 3; r++) {
        t.llm('', [{ name: 'book_pitch', args }]);
        t.tool('book_pitch', args, { status: 409, error: 'HOLD_EXPIRED', detail: 'Basket hold expired before payment step', basket: `BSK-${n.digits(7)}`, trace: n.traceparent(), at: n.http() }, { error: 'HTTP 409 Conflict: HOLD_EXPIRED' });
        const text = msg(r === 0 ? '10:00-12:00' : '10:00–12:00 again');
        t.llm('', [{ name: 'post_team_message', args: { channel: '#u16-hawks', text } }]);
        t.tool('post_team_message', { channel: '#u16-hawks', text }, { ok: true, ts: `${n.epoch()}.${n.digits(6)}` });
      }
      return t.finish({ stop_reason: 'Maximum number of turns 12 reached.', messages_count: 12 });
    },
  },
  {
    n: '02', domain: 'student loan servicing', style: 'anthropic',
    isolates: 'A servicing assistant tries to switch a borrower to income-driven repayment, hits the same 503 each time and tells the borrower the same thing in near-identical words three times.',
    goal: 'Borrower #SL-5520187 asked to move from the standard plan to an income-driven repayment plan using the income documents already on file. Make the change and confirm it to them.',
    build(id) {
      const t = new Trace({ id, style: 'anthropic', goal: this.goal, agent: 'loan-servicing-chat', system: 'You are a student-loan servicing assistant. Tools: update_repayment_plan, send_secure_message. Keep borrowers informed.' });
      const n = t.n;
      const args = { borrower_id: 'SL-5520187', plan: 'IDR', income_doc_id: 'DOC-2025-44810', effective: 'next_cycle' };
      const msgs = [
        'I\'m sorry — our system couldn\'t process your switch to the income-driven repayment plan just now because the plan service is temporarily unavailable. I\'m trying again and will confirm as soon as it\'s done. Your current payment stays the same until then.',
        'I\'m sorry — our system couldn\'t process your switch to the income-driven repayment plan just now because the plan service is temporarily unavailable. I\'m trying again and will confirm as soon as it\'s done. Your current payment stays the same until then.',
        'I\'m sorry — our system still couldn\'t process your switch to the income-driven repayment plan because the plan service is temporarily unavailable. I\'m trying again and will confirm as soon as it\'s done. Your current payment stays the same until then.',
      ];
      for (let r = 0; r < 3; r++) {
        t.llm('', [{ name: 'update_repayment_plan', args }]);
        t.tool('update_repayment_plan', args, { status: 503, headers: { 'retry-after': '30', 'x-request-id': n.uuid(), via: `1.1 ${n.replica('plan-svc', 'us-east-2')}` }, body: '<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>' }, { error: 'HTTP 503 Service Unavailable' });
        t.llm(msgs[r], [{ name: 'send_secure_message', args: { borrower_id: 'SL-5520187', body: msgs[r] } }]);
        t.tool('send_secure_message', { borrower_id: 'SL-5520187', body: msgs[r] }, { delivered: true, message_id: `SM-${n.digits(9)}` });
      }
      t.llm('', [{ name: 'update_repayment_plan', args }]);
      return t.finish({ stop_reason: 'max_turns', turns: 13 });
    },
  },
  {
    n: '03', domain: 'meal kits', style: 'llamaindex',
    isolates: 'A meal-kit agent retries moving a delivery into a full Thursday slot, gets the same SLOT_FULL error, and texts the customer the same apology each round.',
    goal: 'Customer Jo Whitcombe wants this week\'s FreshCrate box moved from Wednesday to Thursday evening. Reschedule it and text her the outcome.',
    build(id) {
      const t = new Trace({ id, style: 'llamaindex', goal: this.goal, agent: 'FreshCrate support', system: 'You handle FreshCrate delivery changes. Tools: reschedule_delivery, send_sms.' });
      const n = t.n;
      const args = { order_id: 'FC-88214-W32', new_date: '2025-08-07', window: '18:00-21:00' };
      const sms = 'Hi Jo, sorry! We couldn\'t move your FreshCrate box to Thursday 6-9pm just yet. We\'re trying again now and will text you the moment it\'s confirmed. – FreshCrate';
      for (let r = 0; r < 4; r++) {
        t.llm('', [{ name: 'reschedule_delivery', args }]);
        t.tool('reschedule_delivery', args, { ok: false, code: 'SLOT_FULL', message: 'Window 18:00-21:00 on 2025-08-07 has no remaining capacity for postcode BS6', capacity_snapshot_at: n.isoNoMs(), depot: 'BRS-2', req: n.reqId('rs_') }, { error: 'SLOT_FULL' });
        const body = r === 2 ? sms.replace('just yet', 'yet') : sms;
        t.llm('', [{ name: 'send_sms', args: { to: '+447700900412', body } }]);
        t.tool('send_sms', { to: '+447700900412', body }, { sid: `SM${n.hex(32)}`, status: 'queued', segments: 2 });
      }
      return t.finish({ response: null, error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' });
    },
  },
  {
    n: '04', domain: 'homeschool co-ops', style: 'strands',
    isolates: 'A co-op agent keeps trying to reserve a library room with an expired token, fails with the same 401, and emails the parents list the same "still sorting the room" note three times.',
    goal: 'Reserve the Maple Room at Eastbrook Library for the Tuesday science co-op (9:30-12:00, 14 families) and email the parents list when it is confirmed.',
    build(id) {
      const t = new Trace({ id, style: 'strands', goal: this.goal, agent: 'coop-helper', system: 'You help run the Eastbrook homeschool co-op. Tools: reserve_room, send_email.' });
      const n = t.n;
      const args = { library: 'eastbrook', room: 'maple', date: '2025-10-07', from: '09:30', to: '12:00', attendees: 30 };
      const email = (x) => ({ to: 'parents@eastbrook-coop.groups.io', subject: 'Tuesday science co-op – room update', body: `Hi everyone, quick note: the library booking system didn't accept our Maple Room reservation for Tuesday ${x}. I'm trying again and will email as soon as it's confirmed. Please hold the date as planned!` });
      for (let r = 0; r < 3; r++) {
        t.llm('', [{ name: 'reserve_room', args }]);
        t.tool('reserve_room', args, { statusCode: 401, error: 'invalid_token', error_description: 'The access token expired', www_authenticate: 'Bearer realm="libcal", error="invalid_token"', request_id: n.hex(20), timestamp: n.epoch() }, { error: 'HTTP 401 invalid_token' });
        const e = email(r === 1 ? 'morning' : '(9:30-12:00)');
        t.llm('', [{ name: 'send_email', args: e }]);
        t.tool('send_email', e, { MessageId: `<${n.uuid()}@email.amazonses.com>`, accepted: 1 });
      }
      return t.finish({ stop_reason: 'max_cycles', error: 'EventLoopException: max event loop cycles (7) exceeded' });
    },
  },
  {
    n: '05', domain: 'hospital bed management', style: 'langchain4j',
    isolates: 'A bed-management assistant keeps requesting the same ward transfer through an ADT interface that times out, posting the same comment on the bed bureau ticket after each failure.',
    goal: 'Transfer patient MRN 400-218-771 from ED majors to Ward 7B bed 12 (already allocated by the site manager) and keep the bed bureau ticket updated.',
    build(id) {
      const t = new Trace({ id, style: 'langchain4j', goal: this.goal, agent: 'BedFlowAssistant', system: 'You are BedFlowAssistant. Use requestTransfer to move patients in the PAS via the ADT interface, and addTicketComment to update bed bureau tickets.' });
      const n = t.n;
      const args = { mrn: '400-218-771', fromLocation: 'ED-MAJ-C4', toWard: '7B', toBed: '12', reason: 'Admitted under Gen Med' };
      const comment = 'Transfer of MRN 400-218-771 to 7B bed 12 not yet completed – the PAS transfer request timed out at the ADT interface. Retrying now; will update this ticket when the move is confirmed.';
      for (let r = 0; r < 3; r++) {
        t.llm('', [{ name: 'requestTransfer', args }]);
        t.tool('requestTransfer', args, `java.net.SocketTimeoutException: Read timed out\n\tat hl7.adt.A02Client.send(A02Client.java:88)\n  MSH control id=${n.digits(10)} endpoint=mllp://${n.replica('adt-engine', 'trust-dc1')}:2575 waited=${n.int(30000, 30400)}ms`, { error: 'SocketTimeoutException: Read timed out' });
        const c = r === 2 ? comment.replace('Retrying now', 'Retrying again now') : comment;
        t.llm('', [{ name: 'addTicketComment', args: { ticketId: 'BB-2025-11873', comment: c } }]);
        t.tool('addTicketComment', { ticketId: 'BB-2025-11873', comment: c }, `{"commentId":${n.int(500000, 599999)},"created":"${n.usDate()}"}`);
      }
      t.llm('', [{ name: 'requestTransfer', args }]);
      return t.finish('dev.langchain4j.exception.ToolExecutionException: maxSequentialToolsInvocations (7) exceeded');
    },
  },
  {
    n: '06', domain: 'airline rebooking (travel)', style: 'letta',
    isolates: 'A Letta travel agent tries to rebook a cancelled leg into a sold-out fare bucket, fails identically and sends the traveller the same apology via send_message on each of three rounds.',
    goal: 'My Lisbon–Amsterdam flight tomorrow (TP662) was cancelled. Rebook me onto the evening flight the same day, keep my seat preference, and tell me when it is done.',
    build(id) {
      const t = new Trace({ id, style: 'letta', goal: this.goal, agent: 'trip-concierge', system: 'You are trip-concierge, a Letta agent with memory. Use send_message to talk to the user; use rebook_segment to change flights.' });
      const n = t.n;
      const args = { pnr: 'K7QX2M', segment: 2, new_flight: 'TP668', date: '2025-06-19', fare_class: 'L', seat_pref: 'aisle' };
      const m = 'I\'m sorry, I wasn\'t able to move you onto the TP668 evening flight yet — the airline system returned an availability error for your fare. I\'m trying again right now and will message you as soon as the rebooking goes through.';
      for (let r = 0; r < 3; r++) {
        t.llm('', [{ name: 'rebook_segment', args }], { reasoning: 'Trying the rebooking on TP668 in fare class L.' });
        t.tool('rebook_segment', args, `NO AVAILABILITY IN L CLASS TP668 19JUN LISAMS\nGDS-REF ${n.mixed(8).toUpperCase()} ${n.syslog()} HOST ${n.pick(['1A', '1A-FRA', '1A-ERD'])}`, { error: 'UC - unable to confirm' });
        const msg = r === 1 ? m.replace('right now', 'now') : m;
        t.llm('', [{ name: 'send_message', args: { message: msg } }], { reasoning: 'Let the user know, then retry.' });
        t.tool('send_message', { message: msg }, 'None');
      }
      return t.finish({ stop_reason: 'max_steps', usage: { step_count: 12 } });
    },
  },
];
