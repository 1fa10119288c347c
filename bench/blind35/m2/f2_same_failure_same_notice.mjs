// Family 2: try, fail the same way, tell the user the same thing, try again (3+ rounds).
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'same_failure_same_notice', loop: true, stagnation: true,
  summary: 'The same failing action is retried unchanged and the same notice is sent to the user/channel after each identical failure.',
};

// 01 loom repair — Letta (MemGPT) agent: every output is a tool call, user messages go through send_message
function s01(id) {
  const goal = 'Loom #4 (Dobcross) has a broken picking stick. Order a replacement picking stick and shuttle spring from the parts supplier and keep Maggie (weaver) informed.';
  const r = recorder('letta', id, { system: 'You are Millwright, the repair assistant of a heritage weaving mill.\n### Core memory\n<persona>Practical, brief.</persona>\n<human>Maggie, weaver on looms 3-5.</human>' }).start(goal);
  const n = r.n;
  const fail = () => ({ status: 'Failed', tool_return: `HTTPError: 403 Client Error: Forbidden for url: https://api.loomparts.example/v2/orders\n{"error":"account_on_hold","account":"ACC-55812","detail":"Account is on credit hold. Contact accounts@loomparts.example.","trace":"${n.hex(16)}"}`, time: n.sqlTs() + ' PM UTC+0000' });
  const msg = 'Hi Maggie, I could not place the order for the picking stick and shuttle spring — the supplier rejected it. I will try again shortly and let you know.';
  const args = { sku_list: ['DX-PS-1180', 'DX-SS-0042'], qty: [1, 2], account: 'ACC-55812', deliver_to: 'Shed B' };
  const k = [
    ...r.turn('Loom 4 picking stick broken. Find the right part numbers first.', [{ name: 'archival_memory_search', args: { query: 'Dobcross picking stick part number' }, out: { status: 'OK', results: [{ timestamp: n.sqlTs(), content: 'Dobcross 4-box: picking stick DX-PS-1180 (ash), shuttle spring DX-SS-0042. Supplier: LoomParts, account ACC-55812.' }] } }]),
    ...r.turn('Place the order with the supplier.', [{ name: 'order_part', args, out: fail(), error: '403 Forbidden: account_on_hold' }]),
    ...r.turn('Order failed. Tell Maggie and retry.', [{ name: 'send_message', args: { message: msg }, out: { status: 'OK', message: 'None', time: n.sqlTs() } }]),
    ...r.turn('Place the order with the supplier again.', [{ name: 'order_part', args, out: fail(), error: '403 Forbidden: account_on_hold' }]),
    ...r.turn('Order failed. Tell Maggie and retry.', [{ name: 'send_message', args: { message: msg }, out: { status: 'OK', message: 'None', time: n.sqlTs() } }]),
    ...r.turn('Place the order with the supplier again.', [{ name: 'order_part', args, out: fail(), error: '403 Forbidden: account_on_hold' }]),
    ...r.turn('Order failed. Tell Maggie and retry.', [{ name: 'send_message', args: { message: 'Hi Maggie, I could not place the order for the picking stick and shuttle spring — the supplier rejected it. I will try again shortly and let you know!' }, out: { status: 'OK', message: 'None', time: n.sqlTs() } }]),
    ...r.turn('Place the order with the supplier again.', [{ name: 'order_part', args, out: fail(), error: '403 Forbidden: account_on_hold' }]),
  ];
  const root = r.root('Millwright', { messages: [{ role: 'user', content: goal }] }, k, { stop_reason: 'max_steps', step_count: 8 }, { agent_id: 'agent-' + n.uuid(), letta_version: '0.6.4' });
  return { domain: 'loom repair', isolates: 'order_part fails with the same 403 credit hold four times and the weaver gets the same "I will try again shortly" message after each failure.', goal, root };
}

// 02 river ferry tolls — plain message-level trace (OpenAI chat completions + sibling tool spans)
function s02(id) {
  const goal = 'Post yesterday\'s toll reconciliation for the Wendle river ferry to the accounting system and tell #ferry-ops when it is in.';
  const r = recorder('plain', id, { system: 'You are the ferry back-office assistant. Tools: get_toll_totals, post_reconciliation, slack_post.' }).start(goal);
  const n = r.n;
  const err = () => ({ status: 422, headers: { 'content-type': 'application/problem+json', 'x-request-id': n.uuid(), date: n.httpDate(), 'x-served-by': n.host('ledger-api') }, body: { type: 'https://ledger.example/problems/period-closed', title: 'Accounting period closed', detail: `Posting date ${n.dayPlus(-1)} falls in period P09 which is locked.`, instance: '/journals/' + n.int(70000, 79999) } });
  const body = { date: n.dayPlus(-1), crossings: 64, cash_gbp: 412.5, card_gbp: 1987.0, passes: 131, account: '4120-TOLLS' };
  const note = '⚠️ Toll reconciliation for yesterday could not be posted — ledger returned 422 (period closed). Retrying.';
  const k = [
    ...r.turn('Fetching yesterday\'s totals from the toll booth system.', [{ name: 'get_toll_totals', args: { date: body.date }, out: `booth=WENDLE-N  date=${body.date}\ncrossings 64  cash £412.50  card £1,987.00  season-pass 131\nz-report #${n.int(2000, 2999)} printed ${n.dmy()}  till_fw 3.1.${n.int(2, 9)}` }]),
    ...r.turn('Posting the reconciliation journal.', [{ name: 'post_reconciliation', args: JSON.stringify(body), out: err(), error: 'HTTP 422 Accounting period closed' }]),
    ...r.turn('The ledger rejected it. I will let #ferry-ops know and retry.', [{ name: 'slack_post', args: { channel: '#ferry-ops', text: note }, out: { ok: true, channel: 'C04FERRY', ts: `${n.epoch()}.${n.digits(6)}` } }]),
    ...r.turn('Posting the reconciliation journal again.', [{ name: 'post_reconciliation', args: JSON.stringify(body), out: err(), error: 'HTTP 422 Accounting period closed' }]),
    ...r.turn('The ledger rejected it. I will let #ferry-ops know and retry.', [{ name: 'slack_post', args: { channel: '#ferry-ops', text: note }, out: { ok: true, channel: 'C04FERRY', ts: `${n.epoch()}.${n.digits(6)}` } }]),
    ...r.turn('Posting the reconciliation journal again.', [{ name: 'post_reconciliation', args: JSON.stringify(body), out: err(), error: 'HTTP 422 Accounting period closed' }]),
    ...r.turn('The ledger rejected it. I will let #ferry-ops know and retry.', [{ name: 'slack_post', args: { channel: '#ferry-ops', text: note }, out: { ok: true, channel: 'C04FERRY', ts: `${n.epoch()}.${n.digits(6)}` } }]),
    ...r.turn('Posting the reconciliation journal again.', [{ name: 'post_reconciliation', args: JSON.stringify(body), out: err(), error: 'HTTP 422 Accounting period closed' }]),
  ];
  const root = r.root('ferry-backoffice-agent', goal, k, null, { max_iterations: 8 });
  root.error = 'max_iterations reached';
  return { domain: 'river ferry tolls', isolates: 'The same journal is re-posted into a locked period four times (same 422) with an identical Slack notice between attempts.', goal, root };
}

// 03 wind tunnel test bookings — OpenTelemetry GenAI semantic conventions
function s03(id) {
  const goal = 'Book a 4-hour slot in the low-speed wind tunnel next Thursday for Veloce Cycling\'s helmet tests and email them the confirmation.';
  const r = recorder('otel', id, { system: 'You manage bookings for a university wind tunnel. Tools: check_calendar, reserve_slot, send_email.' }).start(goal);
  const n = r.n;
  const day = n.dayPlus(6);
  const conflict = () => ({ status: 409, error: 'SLOT_LOCKED', message: 'Balance calibration lock active on LSWT-1 for this window', lock_id: 'cal-' + n.hex(8), locked_by: 'svc-calibration', retry_after: null, server: n.host('tunnel-booking'), at: n.isoOff(1) });
  const mail = { to: 'lab@veloce.example', subject: 'Wind tunnel booking — delay', body: 'Hello, we were unable to confirm your 4-hour slot on ' + day + ' yet because the booking system reported a conflict. We are retrying and will confirm shortly. Apologies for the delay.' };
  const slot = { tunnel: 'LSWT-1', date: day, start: '09:00', hours: 4, customer: 'Veloce Cycling', rig: 'helmet-sting-B' };
  const k = [
    ...r.turn('Checking the tunnel calendar for Thursday.', [{ name: 'check_calendar', args: { tunnel: 'LSWT-1', date: day }, out: { tunnel: 'LSWT-1', date: day, free: ['09:00-13:00', '14:00-18:00'], note: 'balance calibration scheduled ' + day + ' 08:00-14:00', generated: n.iso() } }]),
    ...r.turn('09:00-13:00 is free. Reserving it.', [{ name: 'reserve_slot', args: slot, out: conflict(), error: '409 SLOT_LOCKED' }]),
    ...r.turn('The reservation hit a conflict. I will email the customer that we are retrying, then retry.', [{ name: 'send_email', args: mail, out: { accepted: ['lab@veloce.example'], messageId: `<${n.hex(12)}@tunnel.uni.example>`, response: '250 2.0.0 OK ' + n.epoch() } }]),
    ...r.turn('Reserving the slot again.', [{ name: 'reserve_slot', args: slot, out: conflict(), error: '409 SLOT_LOCKED' }]),
    ...r.turn('The reservation hit a conflict. I will email the customer that we are retrying, then retry.', [{ name: 'send_email', args: mail, out: { accepted: ['lab@veloce.example'], messageId: `<${n.hex(12)}@tunnel.uni.example>`, response: '250 2.0.0 OK ' + n.epoch() } }]),
    ...r.turn('Reserving the slot again.', [{ name: 'reserve_slot', args: slot, out: conflict(), error: '409 SLOT_LOCKED' }]),
    ...r.turn('The reservation hit a conflict. I will email the customer that we are retrying, then retry.', [{ name: 'send_email', args: mail, out: { accepted: ['lab@veloce.example'], messageId: `<${n.hex(12)}@tunnel.uni.example>`, response: '250 2.0.0 OK ' + n.epoch() } }]),
  ];
  const root = r.root('tunnel_booking_agent', goal, k, null, { 'service.name': 'tunnel-booking-agent', 'gen_ai.agent.id': n.uuid() });
  return { domain: 'wind tunnel test bookings', isolates: 'reserve_slot keeps asking for the calibration-locked 09:00 window (same 409) and the customer receives the same delay email three times.', goal, root };
}

// 04 veg box scheme — Vercel AI SDK (ai.* spans)
function s04(id) {
  const goal = 'Collect this week\'s payment for veg box subscriber #3318 (medium box) and let them know their box is confirmed.';
  const r = recorder('vercel', id, { system: 'You are the veg box scheme assistant. Tools: getSubscriber, chargeCard, sendSms.' }).start(goal);
  const n = r.n;
  const decline = () => ({ error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', charge: 'ch_' + n.alnum(24), request_log_url: `https://dashboard.pay.example/logs/req_${n.alnum(14)}` } });
  const sms = 'Hi Priya, we could not take payment for this week\'s medium veg box. We\'ll try again in a moment — no action needed.';
  const charge = { customer: 'cus_R8fe2Lq', amountPence: 1650, description: 'Medium veg box wk ' + n.int(10, 48), idempotencyKey: n.uuid() };
  const k = [
    ...r.turn('', [{ name: 'getSubscriber', args: { id: 3318 }, out: { id: 3318, name: 'Priya N.', box: 'medium', price_pence: 1650, phone: '+44 7700 900' + n.digits(3), card: 'visa •••• 4242', delivery_day: 'Thu' } }]),
    ...r.turn('Charging the card for this week.', [{ name: 'chargeCard', args: charge, out: decline(), error: 'card_declined: insufficient_funds' }]),
    ...r.turn('Payment failed; I will text Priya and retry.', [{ name: 'sendSms', args: { to: 'subscriber:3318', body: sms }, out: { sid: 'SM' + n.hex(32), status: 'queued', segments: 1 } }]),
    ...r.turn('Charging the card for this week.', [{ name: 'chargeCard', args: charge, out: decline(), error: 'card_declined: insufficient_funds' }]),
    ...r.turn('Payment failed; I will text Priya and retry.', [{ name: 'sendSms', args: { to: 'subscriber:3318', body: sms }, out: { sid: 'SM' + n.hex(32), status: 'queued', segments: 1 } }]),
    ...r.turn('Charging the card for this week.', [{ name: 'chargeCard', args: charge, out: decline(), error: 'card_declined: insufficient_funds' }]),
    ...r.turn('Payment failed; I will text Priya and retry.', [{ name: 'sendSms', args: { to: 'subscriber:3318', body: sms }, out: { sid: 'SM' + n.hex(32), status: 'queued', segments: 1 } }]),
    ...r.turn('Charging the card for this week.', [{ name: 'chargeCard', args: charge, out: decline(), error: 'card_declined: insufficient_funds' }]),
  ];
  const root = r.root('ai.generateText', goal, k, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '' }, { 'ai.settings.maxSteps': 8, 'operation.name': 'ai.generateText veg-box-billing' });
  return { domain: 'veg box scheme', isolates: 'A card declined for insufficient funds is charged four times with the same idempotency key and the subscriber gets the same SMS three times.', goal, root };
}

// 05 synchrotron beamline scheduling — AutoGen (AgentChat events)
function s05(id) {
  const goal = 'Submit the rapid-access proposal for beamline I-11 (powder diffraction, 8 h) before the 17:00 cut-off and update helpdesk ticket BL-7712.';
  const r = recorder('autogen', id, { system: 'You are a user-office assistant at a synchrotron. Tools: submit_proposal, comment_ticket.' }).start(goal);
  const n = r.n;
  const p = { beamline: 'I-11', mode: 'rapid_access', shifts: 1, title: 'Phase ID of Li-rich cathode after cycling', pi: 'dr.oyelaran', samples: 6, hazards: ['none'] };
  const e500 = () => `<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>Proposal service unavailable. Incident ${n.ulid()}</p><hr><address>Apache/2.4.58 (Rocky) Server at uas.synchrotron.example Port 443</address></body></html>`;
  const c = 'Attempted to submit the I-11 rapid-access proposal; the user-office system returned a server error. Will retry and update this ticket.';
  const k = [];
  for (let i = 0; i < 4; i++) {
    k.push(...r.turn('Submitting the rapid-access proposal for I-11.', [{ name: 'submit_proposal', args: p, out: e500(), error: 'HTTP 500 Internal Server Error' }]));
    if (i < 3) k.push(...r.turn('The submission failed with a server error. Updating the ticket, then retrying.', [{ name: 'comment_ticket', args: { ticket: 'BL-7712', body: c }, out: { id: n.int(400000, 499999), created: n.iso(), author: 'uo-assistant' } }]));
  }
  const root = r.root('user_office_team', { task: goal }, k, { stop_reason: 'Maximum number of turns 7 reached.' }, { team: 'RoundRobinGroupChat', participants: ['assistant'] });
  return { domain: 'synchrotron beamline scheduling', isolates: 'submit_proposal returns the same HTTP 500 page four times and the helpdesk ticket receives an identical comment after each failure.', goal, root };
}

// 06 bingo halls — Strands Agents
function s06(id) {
  const goal = 'Push the new £2,500 progressive jackpot config to the display boards at the Rowley Street bingo hall and update ticket OPS-889.';
  const r = recorder('strands', id, { system: 'You are the venue systems assistant. Tools: push_display_config, update_ticket.' }).start(goal);
  const n = r.n;
  const cfg = { venue: 'rowley-st', boards: ['MAIN-1', 'MAIN-2', 'BAR-1'], jackpot_gbp: 2500, game: 'progressive-85', version: 'cfg-2025.' + n.int(10, 99) };
  const off = () => ({ status: 'error', content: [{ text: `push failed: device MAIN-2 unreachable (last heartbeat ${n.int(40, 59)}m ago, fw 4.2.1, ip ${n.ip()}); 2/3 boards pending; tx=${n.hex(10)}` }] });
  const t = 'Config push to Rowley Street boards failed (MAIN-2 unreachable). Retrying the push.';
  const k = [];
  for (let i = 0; i < 3; i++) {
    k.push(...r.turn('Pushing the jackpot config to all three boards.', [{ name: 'push_display_config', args: cfg, out: off(), error: 'DeviceUnreachable: MAIN-2' }]));
    k.push(...r.turn('The push failed because MAIN-2 is unreachable. I will note it on the ticket and push again.', [{ name: 'update_ticket', args: { id: 'OPS-889', status: 'in_progress', comment: t }, out: { ok: true, updated_at: n.isoOff(0), rev: n.int(10, 99) } }]));
  }
  k.push(...r.turn('Pushing the jackpot config to all three boards.', [{ name: 'push_display_config', args: cfg, out: off(), error: 'DeviceUnreachable: MAIN-2' }]));
  const root = r.root('Strands Agents', goal, k, null, { 'gen_ai.agent.name': 'venue-systems', 'event_loop.max_cycles': 7 });
  root.error = 'EventLoopException: max cycles reached';
  return { domain: 'bingo halls', isolates: 'The same all-boards push fails on the same offline device four times and the ticket gets the same comment after each failure.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
