// Family: post_success_churn (loop) — goal met and confirmed by a tool, then 3+ more actions that learn nothing new.
import { Trace, row } from './lib.mjs';
const F = 'post_success_churn';

// 01 pecan sheller export booking — OpenAI Responses API
function r01() {
  const t = new Trace(`${F}-01`, 'responses', { agent: 'export-desk', goal: 'Book a 40ft reefer for 18 t of shelled pecan halves from the Albany plant to the Rotterdam buyer, sailing in week 22, and confirm the booking number.' });
  const k = [];
  k.push(...t.turn({ reason: 'Search sailings in week 22 with reefer space.', calls: [{ name: 'search_sailings', args: { pol: 'USSAV', pod: 'NLRTM', equipment: '40RH', week: 22 }, out: (n) => ({ results: [{ voyage: '422E', vessel: 'MSC ARIANE', etd: '2025-05-28', reefer_plugs_free: 14 }, { voyage: '0FF3W', vessel: 'CMA CGM TAGE', etd: '2025-05-30', reefer_plugs_free: 0 }], quote_id: n.ulid() }) }] }));
  k.push(...t.turn({ reason: 'Book on 422E, set 2°C for pecans.', calls: [{ name: 'create_booking', args: { voyage: '422E', equipment: '40RH', commodity: 'Pecan halves, shelled (HS 0802.62)', weight_kg: 18000, set_temp_c: 2, vent: 'closed' }, out: (n) => ({ booking_no: 'MEDU4418203', status: 'CONFIRMED', request_id: n.reqId('bk_'), created: n.iso(), vgm_cutoff: '2025-05-26T17:00:00-04:00' }) }] }));
  const bn = (n) => 'MEDU' + '4418203';
  for (let i = 0; i < 4; i++) {
    k.push(...t.turn({ reason: 'The booking is confirmed. Let me check the booking status once more to be sure it is confirmed.', calls: [{ name: 'get_booking_status', args: { booking_no: 'MEDU4418203' }, out: (n) => ({ booking_no: bn(n), status: 'CONFIRMED', last_event: 'Booking confirmed', checked_at: n.iso(), etag: n.etag(true) }) }] }));
  }
  return row(F, 1, 'After a CONFIRMED booking, the agent polls the same booking status four times, each identical but for the timestamp.', t, t.root(k, { err: 'max_tool_calls (8) reached', out: { status: 'incomplete' } }));
}

// 02 golf cart rental — plain message-level trace
function r02() {
  const t = new Trace(`${F}-02`, 'plain', { agent: 'resort-concierge', goal: 'Reserve a 4-seat golf cart for guest room 318 for Thursday 8:00–16:00 and send the guest the confirmation.' });
  const k = [];
  k.push(...t.turn({ text: 'Checking fleet availability for Thursday.', calls: [{ name: 'cart_availability', args: { date: 'Thu', seats: 4, from: '08:00', to: '16:00' }, out: (n) => ({ available: ['GC-04', 'GC-11'], battery_pct: { 'GC-04': 96, 'GC-11': 71 }, as_of: n.us() }) }] }));
  k.push(...t.turn({ text: 'Reserving GC-04 (fuller battery).', calls: [{ name: 'reserve_cart', args: { cart: 'GC-04', room: 318, date: 'Thu', from: '08:00', to: '16:00' }, out: (n) => ({ reservation: 'R-' + n.digits(6), status: 'reserved', charge_to_room: 45.0 }) }] }));
  const msg = 'Your 4-seat golf cart (GC-04) is reserved for Thursday 8:00–16:00. It will be waiting at the lobby entrance.';
  k.push(...t.turn({ text: 'Sending the guest confirmation.', calls: [{ name: 'send_guest_message', args: { room: 318, text: msg }, out: (n) => ({ delivered: true, channel: 'in-room tablet', msg_id: n.uuid() }) }] }));
  for (let i = 0; i < 3; i++) k.push(...t.turn({ text: 'The reservation is done and the guest was notified. Let me send the confirmation again so the guest definitely has it.', calls: [{ name: 'send_guest_message', args: { room: 318, text: msg }, out: (n) => ({ delivered: true, channel: 'in-room tablet', msg_id: n.uuid() }) }] }));
  return row(F, 2, 'After a delivered confirmation, the same guest message is re-sent three more times with nothing new to say.', t, t.root(k, { err: 'step limit reached (8)', out: null }));
}

// 03 coding: fixing a test in a sourdough starter shop repo — Claude Agent SDK
function r03() {
  const t = new Trace(`${F}-03`, 'claude_sdk', { agent: 'starter-shop', goal: 'Fix the failing subscription renewal test (`test_renewal_skips_paused`) in the sourdough starter shop backend.' });
  const k = [];
  k.push(...t.turn({ text: 'Running the failing test.', calls: [{ name: 'Bash', args: { command: 'pytest tests/test_subscriptions.py -k renewal_skips_paused -q' }, err: 'exit 1', out: (n) => `F\nE   AssertionError: expected 0 renewals, got 1\nE   where paused_until = datetime(2025, 3, 1, tzinfo=None)\n1 failed in ${n.float(0.3, 1.2)}s` }] }));
  k.push(...t.turn({ text: 'paused_until is naive; the comparison uses an aware now(). Fixing renewals.py.', calls: [{ name: 'Edit', args: { file_path: 'shop/renewals.py', old_string: 'if sub.paused_until > now:', new_string: 'if sub.paused_until and sub.paused_until.replace(tzinfo=timezone.utc) > now:' }, out: 'The file shop/renewals.py has been updated.' }] }));
  k.push(...t.turn({ text: 'Re-running the test.', calls: [{ name: 'Bash', args: { command: 'pytest tests/test_subscriptions.py -q' }, out: (n) => `..........\n10 passed in ${n.float(0.3, 1.9)}s` }] }));
  for (let i = 0; i < 4; i++) k.push(...t.turn({ text: 'All tests pass. Let me run the test suite once more to confirm the fix holds.', calls: [{ name: 'Bash', args: { command: 'pytest tests/test_subscriptions.py -q' }, out: (n) => `..........\n10 passed in ${n.float(0.3, 1.9)}s` }] }));
  return row(F, 3, 'The fix works (10 passed); the agent then re-runs the identical test command four times until the turn limit.', t, t.root(k, { err: 'error_max_turns', out: { subtype: 'error_max_turns', num_turns: 7 } }));
}

// 04 beach cleanup volunteers — Gemini
function r04() {
  const t = new Trace(`${F}-04`, 'gemini', { agent: 'cleanup-coordinator', goal: 'Publish the Saturday beach cleanup roster (42 volunteers over 3 beach sectors) to the volunteer portal.' });
  const k = [];
  k.push(...t.turn({ calls: [{ name: 'get_signups', args: { event: 'CLN-2025-06-07' }, out: (n) => ({ count: 42, sectors: { north_dunes: 15, pier: 14, estuary: 13 }, export_id: n.uuid() }) }] }));
  k.push(...t.turn({ text: 'Signups balance across sectors. Publishing.', calls: [{ name: 'publish_roster', args: { event: 'CLN-2025-06-07', assignments: { north_dunes: 15, pier: 14, estuary: 13 }, notify: true }, out: (n) => ({ published: true, url: 'https://volunteer.example.org/e/CLN-2025-06-07/roster', version: 1, emails_queued: 42 }) }] }));
  for (let i = 0; i < 3; i++) k.push(...t.turn({ text: 'The roster is published. I will fetch the roster page again to verify it is live.', calls: [{ name: 'fetch_url', args: { url: 'https://volunteer.example.org/e/CLN-2025-06-07/roster' }, out: (n) => ({ status: 200, headers: { age: String(n.int(0, 300)), 'x-cache': n.pick(['HIT', 'MISS']), date: n.http() }, text: 'Saturday Beach Cleanup — Roster v1 — North dunes (15) · Pier (14) · Estuary (13)' }) }] }));
  k.push(...t.turn({ text: 'The roster is published. I will fetch the roster page again to verify it is live.' }));
  return row(F, 4, 'After publish_roster returns published:true, the agent fetches the same roster page three more times and says the same thing.', t, t.root(k, { err: 'max_llm_calls reached', out: null }));
}

// 05 dinosaur park animatronics firmware — OpenInference
function r05() {
  const t = new Trace(`${F}-05`, 'openinference', { agent: 'animatronics-ops', goal: 'Flash firmware 3.8.2 onto the T-rex animatronic controller (unit TRX-01) and confirm the jaw servo calibration passes.' });
  const k = [];
  k.push(...t.turn({ text: 'Flashing 3.8.2.', calls: [{ name: 'flash_firmware', args: { unit: 'TRX-01', image: 'animo-ctrl-3.8.2.bin' }, out: (n) => `dfu-util 0.11\nDownload [=========================] 100%    884736 bytes\nDownload done.\nsha256 ${n.sha()}\nreboot ok (${n.dur(900, 4000)})` }] }));
  k.push(...t.turn({ text: 'Running jaw calibration.', calls: [{ name: 'run_calibration', args: { unit: 'TRX-01', axis: 'jaw' }, out: (n) => ({ unit: 'TRX-01', fw: '3.8.2', axis: 'jaw', travel_deg: 38.0, target_deg: 38.0, result: 'PASS', uptime_s: n.int(20, 90) }) }] }));
  for (let i = 0; i < 4; i++) k.push(...t.turn({ text: 'Calibration passed on 3.8.2. I will query the controller version again to make sure the flash took.', calls: [{ name: 'get_controller_info', args: { unit: 'TRX-01' }, out: (n) => ({ unit: 'TRX-01', fw: '3.8.2', build: '2025-02-11+g4e1a0c', uptime_s: n.int(100, 2000), temp_c: n.float(38, 44, 1) }) }] }));
  return row(F, 5, 'Firmware and calibration are confirmed; the agent then asks the controller for its version four times, always 3.8.2.', t, t.root(k, { err: 'step budget exceeded', out: null }));
}

// 06 nautical chart printing — Agno
function r06() {
  const t = new Trace(`${F}-06`, 'agno', { agent: 'chart-print-desk', goal: 'Send the corrected Harwich approaches chart (edition 7, NtM week 18 applied) to the large-format printer, 60 copies, and tell the chandlery order desk.' });
  const k = [];
  k.push(...t.turn({ text: 'Submitting the print job.', calls: [{ name: 'submit_print_job', args: { file: 'HARWICH_APPR_ed7_ntm18.pdf', copies: 60, media: 'waterproof 120gsm', size: 'A0' }, out: (n) => ({ job: n.job('PJ'), queue: 'HP-Z9-01', state: 'queued', spool_path: n.tmp('.ps') }) }] }));
  k.push(...t.turn({ text: 'Checking the job.', calls: [{ name: 'get_print_job', args: { printer: 'HP-Z9-01', latest: true }, out: (n) => ({ state: 'completed', pages: 60, ink_ml: 412.6, finished: n.dmy() }) }] }));
  const note = 'The 60 copies of the Harwich approaches chart (ed. 7, NtM wk 18) are printed and ready for collection.';
  k.push(...t.turn({ text: note, calls: [{ name: 'notify_order_desk', args: { text: note }, out: 'ok' }] }));
  for (let i = 0; i < 3; i++) k.push(...t.turn({ text: `Printing is completed. ${note} Notifying the order desk again.`, calls: [{ name: 'notify_order_desk', args: { text: note }, out: 'ok' }] }));
  return row(F, 6, 'The job completes and the order desk is told; the same "ready for collection" notice is then sent three more times.', t, t.root(k, { err: 'tool_call_limit reached', out: note }));
}

export default [r01, r02, r03, r04, r05, r06];
