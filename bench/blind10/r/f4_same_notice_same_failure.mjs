// Family 4: the same message to the user (or into a channel / ticket) is repeated with the same
// or nearly the same words while the same failing action is retried with the same error.
// loop: true, stagnation: true.
import { AgentsRun, SwarmRun, AiderRun, LangGraphRun, MastraRun, PlainChat, J } from './lib.mjs';

export const family = 'same_notice_same_failure';
export const loop = true;
export const stagnation = true;
export const summary = 'The same message to the user / channel / ticket is repeated while the same failing action is retried and fails with the same error.';

export function verify(row, { allSpans, norm }) {
  const failed = allSpans(row.root).filter((s) => s.type === 'tool' && s.error);
  const byKey = new Map();
  for (const f of failed) { const k = f.name + '|' + norm(f.error); byKey.set(k, (byKey.get(k) || 0) + 1); }
  const best = Math.max(0, ...byKey.values());
  return best >= 2 ? [] : [`expected the same action to fail with the same error at least twice (max ${best})`];
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'food bank logistics (driver SMS blast)',
    style: 'OpenAI Agents SDK',
    isolates: 'An SMS blast to drivers fails three times with the same unregistered-number carrier error, and after each failure the agent posts the identical heads-up into the Slack coordination channel.',
    build(ctx) {
      const goal = "Saturday's Eastside pantry pickup moves from 9:00 to 10:30. Text all 14 drivers on the Eastside route about the new time and let the #driver-coordination channel know when it's done.";
      const a = new AgentsRun(ctx, { agent: 'Logistics Coordinator', model: 'gpt-4o-mini', instructions: 'You coordinate volunteer drivers for Riverbend Community Food Bank. Tools: get_route_drivers, send_sms_blast, post_slack.', user: goal, tools: ['get_route_drivers', 'send_sms_blast', 'post_slack'] });
      a.response(null, [{ name: 'get_route_drivers', args: { route: 'EASTSIDE-SAT' } }]);
      a.fn({ route: 'EASTSIDE-SAT', drivers: 14, phones_on_file: 14, list_id: 'lst_' + ctx.b36(10), updated: ctx.us(ctx.now - 5 * 86400e3) });
      const body = 'Riverbend Food Bank: Sat Eastside pickup is now 10:30 (was 9:00), same dock. Reply STOP to opt out.';
      const sms = () => a.fn(undefined, { error: `Twilio error 30034: Message from an Unregistered Number. Messaging Service MG${ctx.hex(32)} sender +15125550143 is not registered for US A2P 10DLC (request ${ctx.reqId('RQ')})` });
      const note = 'Heads up: the pickup-time change for Saturday\'s Eastside pantry route (9:00 -> 10:30) could not be texted to the drivers yet because SMS delivery is failing. I am retrying now and will confirm here once it goes out.';
      const slackOk = () => a.fn({ ok: true, channel: 'C04RB7DRV', ts: `${ctx.unix()}.${ctx.digits(6)}`, message: { type: 'message', bot_id: 'B05FOODBK', text: note } });
      a.response(null, [{ name: 'send_sms_blast', args: { list_id: 'EASTSIDE-SAT', body } }]);
      sms();
      for (let i = 0; i < 3; i++) {
        a.response(null, [{ name: 'post_slack', args: { channel: '#driver-coordination', text: note } }]);
        slackOk();
        a.response(null, [{ name: 'send_sms_blast', args: { list_id: 'EASTSIDE-SAT', body } }]);
        sms();
      }
      const root = a.finish(null, { error: 'MaxTurnsExceeded: Max turns (9) exceeded' });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'veterinary clinic (appointment booking)',
    style: 'OpenAI Swarm',
    isolates: 'A booking call fails with the same practice-management sync error three times and the agent apologises to the pet owner with nearly the same words before each retry.',
    build(ctx) {
      const goal = "Hi, can you book Biscuit (our 6-year-old beagle) in for his dental cleaning this Thursday at 9:30 with Dr. Alvarez? He'll need to fast the night before, right?";
      const s = new SwarmRun(ctx, { agent: 'Front Desk Agent', instructions: 'You are the front desk assistant for Maple Grove Veterinary Clinic. Tools: find_patient, book_appointment, transfer_to_nurse.', user: goal });
      s.llm(null, [{ name: 'find_patient', args: { pet_name: 'Biscuit', species: 'canine', owner_phone_last4: '0178' } }]);
      s.tool(J({ patient_id: 'P-20' + ctx.digits(4), name: 'Biscuit', breed: 'Beagle', dob: '2018-06-02', weight_kg: 13.6, last_visit: ctx.date(ctx.now - 120 * 86400e3), alerts: ['Anesthesia: pre-op bloodwork required (>5y)'] }));
      const book = { patient: 'Biscuit', service: 'DENTAL-COHAT', provider: 'Dr. M. Alvarez', start: 'Thursday 09:30', duration_min: 90 };
      const msgs = [
        "I'm sorry, I wasn't able to book Biscuit's dental cleaning for Thursday at 9:30 with Dr. Alvarez because the clinic's booking system returned an error. Let me try that again for you.",
        "I'm sorry, I wasn't able to book Biscuit's dental cleaning for Thursday at 9:30 with Dr. Alvarez because the clinic's booking system returned an error. Let me try again for you.",
        "I'm so sorry, I still wasn't able to book Biscuit's dental cleaning for Thursday at 9:30 with Dr. Alvarez because the booking system returned an error. Let me try that again for you.",
      ];
      s.llm('Found Biscuit in our records. Booking the dental now.', [{ name: 'book_appointment', args: book }]);
      s.tool(undefined, { error: `PMSSyncError: upstream ezyVet API timed out after 10000 ms (code PMS-504, sync_id ${ctx.uuid()})` });
      for (const m of msgs) {
        s.llm(m, [{ name: 'book_appointment', args: book }]);
        s.tool(undefined, { error: `PMSSyncError: upstream ezyVet API timed out after 10000 ms (code PMS-504, sync_id ${ctx.uuid()})` });
      }
      const root = s.finish(undefined, { maxTurns: 5 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'coding (seat-map accessibility, SEARCH block mismatch)',
    style: 'Aider-style coding chat',
    isolates: 'The same SEARCH/REPLACE edit fails to match the file three times and each time the assistant sends the same apology with the same block, until aider stops after 3 reflections.',
    build(ctx) {
      const goal = 'In src/components/SeatMap.tsx add an aria-label to every seat button like "Row F, seat 12, $48, available" so screen readers can use the seat map.';
      const a = new AiderRun(ctx, { files: ['src/components/SeatMap.tsx'], repo: '/Users/jo/work/boxoffice-web', user: goal, model: 'gpt-4o-2024-08-06' });
      const block = `src/components/SeatMap.tsx
\`\`\`tsx
<<<<<<< SEARCH
        <button
          className={seatClass(seat)}
          onClick={() => onSelect(seat)}
          disabled={seat.status !== "available"}
        >
=======
        <button
          className={seatClass(seat)}
          onClick={() => onSelect(seat)}
          disabled={seat.status !== "available"}
          aria-label={\`Row \${seat.row}, seat \${seat.number}, \${formatPrice(seat.price)}, \${seat.status}\`}
        >
>>>>>>> REPLACE
\`\`\``;
      a.llm(`I'll add an aria-label built from the row, seat number, price and status to each seat button.\n\n${block}`);
      const err = `# 1 SEARCH/REPLACE block failed to match!

## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in src/components/SeatMap.tsx
<<<<<<< SEARCH
        <button
          className={seatClass(seat)}
          onClick={() => onSelect(seat)}
          disabled={seat.status !== "available"}
        >
=======

Did you mean to match some of these actual lines from src/components/SeatMap.tsx?

\`\`\`
        <button
          className={seatClass(seat)}
          onClick={() => onSelect(seat)}
          disabled={seat.status !== 'available'}
          data-seat-id={seat.id}
        >
\`\`\`

The SEARCH section must exactly match an existing block of lines including all white space, comments, indentation, docstrings, etc`;
      a.apply(undefined, { error: err });
      const apology = 'I apologize for the mismatch. Here is the corrected SEARCH/REPLACE block that exactly matches the existing code in src/components/SeatMap.tsx:';
      for (let i = 0; i < 3; i++) {
        a.llm(`${apology}\n\n${block}`);
        a.apply(undefined, { error: err });
      }
      const root = a.finish('Only 3 reflections allowed, stopping.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'e-bike rental support (refund on a disputed charge)',
    style: 'LangGraph',
    isolates: 'A refund call fails with the same charge_disputed error three times and the agent adds the same internal note to the support ticket after every failure.',
    build(ctx) {
      const goal = 'Ticket #58213: rider says ride R-88213 was charged twice (EUR 18.40 each) after the dock failed to lock. Refund the duplicate charge and note the ticket.';
      const g = new LangGraphRun(ctx, { graph: 'support_agent', model: 'gpt-4o', system: 'You are a support agent for VeloCity e-bike rentals. Tools: get_ride_charges, refund_charge, add_ticket_note, reply_to_rider.', user: goal });
      g.agent(null, [{ name: 'get_ride_charges', args: { ride_id: 'R-88213' } }]);
      g.tools([{ output: { ride_id: 'R-88213', rider: 'usr_' + ctx.b36(9), charges: [{ id: 'ch_3P' + ctx.b62(22), amount: 1840, currency: 'eur', created: ctx.unix(ctx.now - 2 * 86400e3), status: 'succeeded', disputed: false }, { id: 'ch_3P' + ctx.b62(22), amount: 1840, currency: 'eur', created: ctx.unix(ctx.now - 2 * 86400e3) + 41, status: 'succeeded', disputed: true }], dock: 'DK-0417 Brunnenplatz', lock_event: 'LOCK_TIMEOUT' } }]);
      const chId = 'ch_3P' + ctx.b62(22);
      const note = 'Attempted refund of the duplicate EUR 18.40 charge for ride R-88213; the payment processor rejected it. Retrying the refund now - rider not yet contacted.';
      const refund = () => ({ error: `stripe.error.InvalidRequestError: Request req_${ctx.b62(14)}: Charge ${chId} has been disputed and cannot be refunded. (code: charge_disputed)` });
      g.agent('The second charge is the duplicate. Refunding it.', [{ name: 'refund_charge', args: { charge_id: chId, amount: 1840, reason: 'duplicate' } }]);
      g.tools([refund()]);
      for (let i = 0; i < 3; i++) {
        g.agent(null, [{ name: 'add_ticket_note', args: { ticket_id: 58213, visibility: 'internal', body: note } }]);
        g.tools([{ output: { ticket: { id: 58213, updated_at: ctx.isoS() }, audit: { id: Number('3' + ctx.digits(11)), events: [{ type: 'Comment', public: false }] } } }]);
        g.agent(null, [{ name: 'refund_charge', args: { charge_id: chId, amount: 1840, reason: 'duplicate' } }]);
        g.tools([refund()]);
      }
      const root = g.finish(null, { error: 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition.', recursionLimit: 16 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'EV charging network (remote start rejected)',
    style: 'Mastra',
    isolates: 'An OCPP RemoteStartTransaction is rejected by the charger three times and before each retry the agent sends the driver the same in-app message promising charging within a minute.',
    build(ctx) {
      const goal = 'Driver Lena K. (account DRV-44190) is at charger BER-0412, connector 2, and the app says "could not start". Start the session remotely and keep her informed.';
      const m = new MastraRun(ctx, { agentId: 'charge-support', agentName: 'Charge Support', model: 'gpt-4.1-mini', instructions: 'You support EV drivers on the VoltPark network. Tools: get-charger-status, remote-start, send-driver-message, open-field-ticket.', user: goal });
      m.llm(null, [{ name: 'get-charger-status', args: { chargePointId: 'BER-0412', connectorId: 2 } }]);
      m.tool({ chargePointId: 'BER-0412', connectorId: 2, status: 'Preparing', errorCode: 'NoError', vendor: 'Alpitronic', firmware: 'HYC300-2.4.1', lastHeartbeat: ctx.isoS(ctx.now - 40e3), csms: ctx.host('ocpp-gw') });
      const msg = "We're starting charger BER-0412, connector 2 for you remotely now - please keep the cable plugged in; charging should begin within a minute.";
      const start = () => m.tool(undefined, { error: `RemoteStartTransaction.conf status=Rejected (messageId ${ctx.uuid()}, idTag DRV-44190, ${ctx.int(600, 1400)} ms round-trip)` });
      for (let i = 0; i < 3; i++) {
        m.llm(null, [{ name: 'send-driver-message', args: { accountId: 'DRV-44190', text: msg } }]);
        m.tool({ delivered: true, channel: 'push+inapp', messageId: 'msg_' + ctx.b62(16), sentAt: ctx.iso() });
        m.llm(null, [{ name: 'remote-start', args: { chargePointId: 'BER-0412', connectorId: 2, idTag: 'DRV-44190' } }]);
        start();
      }
      const root = m.finish(undefined, { maxSteps: 7 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'academic journal peer review (reviewer invitation)',
    style: 'plain message-level',
    isolates: 'A reviewer invitation fails three times with the same duplicate-ORCID error and the agent posts an almost identical note to the handling editor on the manuscript each time.',
    build(ctx) {
      const goal = 'Manuscript JEH-2024-0712 needs a second reviewer. Invite Dr. Anja Petrovic (Univ. of Novi Sad), who agreed informally, with a 21-day deadline, and keep the handling editor informed on the manuscript record.';
      const c = new PlainChat(ctx, { name: 'editorial-assistant', model: 'gpt-4o-2024-08-06', system: 'You are an editorial office assistant for the Journal of Environmental Hydrology. Tools: find_person, invite_reviewer, add_manuscript_note.', user: goal, tools: ['find_person', 'invite_reviewer', 'add_manuscript_note'] });
      c.llm(null, [{ name: 'find_person', args: { name: 'Anja Petrovic', affiliation: 'University of Novi Sad' } }]);
      c.tool({ matches: [{ person_id: 'pe' + ctx.digits(7), name: 'Anja Petrović', email: 'a.petrovic@uns.ac.rs', orcid: '0000-0002-4417-9035', roles: ['author', 'reviewer'], reviews_last_12m: 1 }], searched_in_ms: ctx.int(20, 90) });
      const inv = { manuscript: 'JEH-2024-0712', reviewer_email: 'a.petrovic@uns.ac.rs', due_days: 21, template: 'REV_INVITE_STD' };
      const fail = () => c.tool(undefined, { error: `HTTP 409 Conflict: {"code":"ERR_DUP_ORCID","message":"ORCID 0000-0002-4417-9035 is linked to another person record; merge required before invitation","trace":"${ctx.traceHex()}"}` });
      const notes = [
        'The reviewer invitation for Dr. Anja Petrovic could not be sent because the editorial system returned an error. I am retrying the invitation now and will update this note once it has gone out.',
        'The reviewer invitation for Dr. Anja Petrovic could not be sent because the editorial system returned an error. I am retrying the invitation now and will update the note once it has gone out.',
        'The reviewer invitation for Dr. Anja Petrovic still could not be sent because the editorial system returned an error. I am retrying the invitation now and will update this note once it has gone out.',
      ];
      c.llm('Found her record. Sending the invitation.', [{ name: 'invite_reviewer', args: inv }]);
      fail();
      for (const n of notes) {
        c.llm(null, [{ name: 'add_manuscript_note', args: { manuscript: 'JEH-2024-0712', audience: 'handling_editor', text: n } }]);
        c.tool({ note_id: 'n' + ctx.digits(8), created: ctx.us(), visible_to: ['handling_editor', 'editorial_office'] });
        c.llm(null, [{ name: 'invite_reviewer', args: inv }]);
        fail();
      }
      const giveUp = 'I was not able to send the reviewer invitation to Dr. Anja Petrovic for JEH-2024-0712 - the editorial system rejected it each time. Please try again later, or ask the editorial office to look at her account.';
      c.llm(giveUp);
      const root = c.finish(giveUp);
      return { goal, root };
    },
  },
];
