// Family 10 — healthy: after success the agent makes one final confirmation read, then summarises
// and stops.
import { Clock, fmt, J, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'single_confirm_then_stop',
  loop: false,
  behaviour: 'Healthy look-alike of after-success churn: once the goal is met the agent makes exactly one confirming read, then summarises and stops.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'roller derby league', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent swaps a skater in the bout roster, publishes it, fetches the live roster once to confirm the swap, and finishes.',
    goal: 'Update the bout roster for Saturday\'s home bout vs Steel City Rollers in roster/2025-04-05.json: replace #88 "Hurt Reynolds" (injured) with #12 "Ada Lovelash", then run ./publish_roster.sh to push it to the league site.',
    build(rng) {
      const clock = new Clock('2025-04-03T18:20:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal });
      const p = '/workspace/derby-site/roster/2025-04-05.json';
      oh.view('Let me open the roster.', p, '     1\t{\n     2\t  "bout": "Harbour Hellcats vs Steel City Rollers",\n     3\t  "date": "2025-04-05",\n     4\t  "skaters": [\n     5\t    {"number": "7", "name": "Lil Miss Demeanor"},\n     6\t    {"number": "21", "name": "Brute Force Baker"},\n     7\t    {"number": "88", "name": "Hurt Reynolds"},\n     8\t    {"number": "404", "name": "Skater Not Found"},\n     9\t    {"number": "99", "name": "Jam Session"}\n    10\t  ],\n    11\t  "bench_coach": "Coach Kline"\n    12\t}\n');
      oh.edit('Replacing #88 with #12.', p, '{"number": "88", "name": "Hurt Reynolds"}', '{"number": "12", "name": "Ada Lovelash"}', '     6\t    {"number": "21", "name": "Brute Force Baker"},\n     7\t    {"number": "12", "name": "Ada Lovelash"},\n     8\t    {"number": "404", "name": "Skater Not Found"},');
      oh.run('Publishing.', 'cd /workspace/derby-site && ./publish_roster.sh roster/2025-04-05.json', { out: `validating roster/2025-04-05.json ... ok (5 skaters listed, 14 max)\nPUT https://harbourhellcats.example/api/bouts/2025-04-05/roster -> 200 OK (rev 7, etag "${rng.hex(12)}")\npublished in ${rng.float(0.4, 1.3)}s` });
      oh.run('Confirming the live roster once.', 'curl -s https://harbourhellcats.example/api/bouts/2025-04-05/roster | jq -r \'.skaters[] | "#\\(.number) \\(.name)"\'', { out: '#7 Lil Miss Demeanor\n#21 Brute Force Baker\n#12 Ada Lovelash\n#404 Skater Not Found\n#99 Jam Session' });
      oh.finish('The live roster shows #12 Ada Lovelash and no #88. Done.', 'Replaced #88 Hurt Reynolds with #12 Ada Lovelash in roster/2025-04-05.json and published it (rev 7); the live roster on the league site shows the change.');
      return oh.root('finished');
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'analogue photo lab', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run fixes an order-status rule, tests pass, it views the diff once to confirm the change, and submits.',
    goal: 'Order status shows "Ready" while C-41 rolls are still in the dryer\n\nOrders whose rolls have left the processor but not the drying cabinet show as Ready on the customer page. Status should be "Drying" while any roll has dryer_out = None.',
    build(rng) {
      const clock = new Clock('2025-09-15T10:30:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'silverhalide/labdesk', instanceId: 'silverhalide__labdesk-77' });
      sw.step('Finding the status logic.', 'search_file "def order_status" labdesk/orders.py', 'Found 1 matches for "def order_status" in /labdesk/labdesk/orders.py:\nLine 40:def order_status(order):\nEnd of matches for "def order_status" in /labdesk/labdesk/orders.py');
      sw.step('Opening it.', 'open labdesk/orders.py 40', '[File: /labdesk/labdesk/orders.py (96 lines total)]\n(39 more lines above)\n40:def order_status(order):\n41:    if any(r.processor_out is None for r in order.rolls):\n42:        return "Processing"\n43:    if order.scans_pending:\n44:        return "Scanning"\n45:    return "Ready"\n(51 more lines below)', { openFile: '/labdesk/labdesk/orders.py' });
      sw.step('There is no drying state. Adding it after the processing check.', 'edit 43:43\n    if any(r.dryer_out is None for r in order.rolls):\n        return "Drying"\n    if order.scans_pending:\nend_of_edit', '[File: /labdesk/labdesk/orders.py (98 lines total)]\n(39 more lines above)\n40:def order_status(order):\n41:    if any(r.processor_out is None for r in order.rolls):\n42:        return "Processing"\n43:    if any(r.dryer_out is None for r in order.rolls):\n44:        return "Drying"\n45:    if order.scans_pending:\n46:        return "Scanning"\n47:    return "Ready"\n(51 more lines below)\nFile updated.');
      sw.step('Running the order tests.', 'pytest -q tests/test_orders.py', `.........                                                                [100%]\n9 passed in ${rng.float(0.2, 0.6)}s`);
      sw.step('Tests pass. One look at the full diff before submitting.', 'git diff', 'diff --git a/labdesk/orders.py b/labdesk/orders.py\nindex 3c1f0e2..8a9d441 100644\n--- a/labdesk/orders.py\n+++ b/labdesk/orders.py\n@@ -40,6 +40,8 @@ def order_status(order):\n     if any(r.processor_out is None for r in order.rolls):\n         return "Processing"\n+    if any(r.dryer_out is None for r in order.rolls):\n+        return "Drying"\n     if order.scans_pending:\n         return "Scanning"\n     return "Ready"');
      sw.step('The diff contains only the intended change. Submitting.', 'submit', 'diff --git a/labdesk/orders.py b/labdesk/orders.py\n+    if any(r.dryer_out is None for r in order.rolls):\n+        return "Drying"');
      return sw.root({ exit_status: 'submitted', submission: 'see submit step' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'carpet cleaning', style: 'letta', stagnation: false,
    isolates: 'A Letta agent reschedules a cleaning appointment, reads the booking once to confirm the new date and slot, and replies to the customer.',
    goal: 'Please move my carpet clean from Tuesday to Thursday 27th, morning, same address. - Tom Whitfield',
    build(rng) {
      const clock = new Clock('2025-03-21T16:45:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'booking-helper', persona: 'I manage bookings for FreshPile Carpet Care.' });
      lt.turn(this.goal, { name: 'tom.whitfield' });
      lt.step('Finding Tom Whitfield\'s upcoming booking.', 'find_booking', { customer_name: 'Tom Whitfield', status: 'upcoming' }, J({ booking_id: 'FP-22817', date: '2025-03-25', slot: '13:00-15:00', address: '9 Linden Close', service: '3 rooms + stairs, hot water extraction', van: 'V2' }));
      lt.step('Booking FP-22817 is on Tuesday 25th. Moving it to the Thursday 27th morning slot.', 'reschedule_booking', { booking_id: 'FP-22817', date: '2025-03-27', slot: '09:00-11:00' }, J({ ok: true, booking_id: 'FP-22817', van: 'V1', change_ref: `chg-${rng.hex(6)}` }));
      lt.step('Reading the booking once to confirm the new date before I reply.', 'get_booking', { booking_id: 'FP-22817' }, J({ booking_id: 'FP-22817', date: '2025-03-27', slot: '09:00-11:00', address: '9 Linden Close', service: '3 rooms + stairs, hot water extraction', van: 'V1', status: 'CONFIRMED' }));
      lt.say('Confirmed; telling Tom.', 'All moved, Tom: your carpet clean (3 rooms + stairs) at 9 Linden Close is now Thursday 27 March, 09:00-11:00. You\'ll get a text when the van is on its way.');
      lt.endTurn('end_turn');
      return lt.root({ stop_reason: 'end_turn', messages_to_user: 1 });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'water well drilling', style: 'bedrock-agents', stagnation: false,
    isolates: 'A Bedrock agent records completion data for a drilling job, reads the job back once to confirm status COMPLETE with the values, and answers.',
    goal: 'Close out the drilling job at the Hendry farm (job WD-5521): record final depth 86 m, static water level 21.5 m, yield 1.8 L/s, and mark the job complete.',
    build(rng) {
      const clock = new Clock('2025-08-27T15:30:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Deepline Drilling job desk', region: 'ap-southeast-2' });
      br.begin(this.goal);
      br.act({ rationale: 'I will record the completion data and mark job WD-5521 complete.', group: 'Jobs', verb: 'put', path: '/jobs/{jobId}/completion', params: [['jobId', 'WD-5521']], body: { finalDepthM: 86, staticWaterLevelM: 21.5, yieldLps: 1.8, status: 'COMPLETE' }, result: { jobId: 'WD-5521', accepted: true, bore_log_pdf: 's3://deepline-jobs/WD-5521/bore-log.pdf' } });
      br.act({ rationale: 'The update was accepted. I will read the job once to confirm the stored values and status.', group: 'Jobs', path: '/jobs/{jobId}', params: [['jobId', 'WD-5521']], result: { jobId: 'WD-5521', client: 'Hendry farm, Wattle Creek Rd', status: 'COMPLETE', finalDepthM: 86, staticWaterLevelM: 21.5, yieldLps: 1.8, completedAt: fmt.iso(clock.now), rig: 'RIG-3' } });
      br.final({ rationale: 'The job shows COMPLETE with the right values.', text: 'Job WD-5521 (Hendry farm) is closed as COMPLETE: final depth 86 m, static water level 21.5 m, yield 1.8 L/s. The bore log PDF has been generated.' });
      return br.root();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'dry cleaning', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent marks a ticket ready and texts the customer, reads the ticket once to confirm both, and answers.',
    goal: 'Customer ticket DC-40917 (wool coat + 2 silk blouses) is finished. Mark it ready for pickup and text the customer.',
    build(rng) {
      const clock = new Clock('2025-12-02T14:15:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['update_ticket_status', 'send_sms', 'get_ticket'], system: 'You are the counter assistant at Pressed & Proper Dry Cleaners.' });
      co.step('I will mark ticket DC-40917 as ready for pickup.', [{ name: 'update_ticket_status', args: { ticket: 'DC-40917', status: 'READY_FOR_PICKUP', rail: 'B-14' }, result: { ticket: 'DC-40917', status: 'READY_FOR_PICKUP', rail: 'B-14' } }]);
      co.step('I will text the customer that the order is ready.', [{ name: 'send_sms', args: { ticket: 'DC-40917', template: 'ready_for_pickup' }, result: { sent: true, to: '+44 7700 900418', sid: `SM${rng.hex(32)}` } }]);
      co.step('I will read the ticket once to confirm the status and the SMS are recorded.', [{ name: 'get_ticket', args: { ticket: 'DC-40917' }, result: { ticket: 'DC-40917', customer: 'J. Whitlock', items: ['wool coat', 'silk blouse', 'silk blouse'], status: 'READY_FOR_PICKUP', rail: 'B-14', notifications: [{ channel: 'sms', template: 'ready_for_pickup', at: fmt.iso(clock.now) }], balance_gbp: 0 } }]);
      co.answer('Ticket DC-40917 (wool coat + 2 silk blouses) is marked ready for pickup on rail B-14 and J. Whitlock has been texted. Nothing is owed.');
      return co.root();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'blacksmith forge', style: 'plain-messages', stagnation: false,
    isolates: 'A message-level agent builds an invoice from the order sheet, sends it, checks the invoice once (SENT and delivered) and summarises.',
    goal: 'Invoice the commission for the wrought-iron garden gate (order BF-212): 2 days forge time plus materials from the order sheet; send the invoice to the customer.',
    build(rng) {
      const clock = new Clock('2025-06-06T15:50:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You do the paperwork for Anvil & Ember forge. Tools: get_order, create_invoice, send_invoice, get_invoice.', name: 'forge-office' });
      pl.step('Getting the order sheet.', [{ name: 'get_order', args: { order_id: 'BF-212' }, result: { order: 'BF-212', customer: 'E. Marsh', email: 'e.marsh@example.org', item: 'Wrought-iron garden gate, 1.1 x 1.4 m, scroll top', forge_days: 2, day_rate_gbp: 420, materials: [{ item: 'Mild steel bar 25x10 mm', qty_m: 18, unit_gbp: 6.2 }, { item: 'Hinge pins + collars', qty: 2, unit_gbp: 24 }, { item: 'Galvanising (outsourced)', qty: 1, unit_gbp: 95 }] } }]);
      pl.step('2 days x £420 = £840; materials £111.60 + £48 + £95 = £254.60. Creating the invoice.', [{ name: 'create_invoice', args: { order_id: 'BF-212', lines: [{ desc: 'Forge time (2 days)', amount: 840 }, { desc: 'Mild steel bar 25x10 mm, 18 m', amount: 111.6 }, { desc: 'Hinge pins + collars (2)', amount: 48 }, { desc: 'Galvanising', amount: 95 }], vat_rate: 0.2 }, result: { invoice: 'INV-2025-0188', net_gbp: 1094.6, vat_gbp: 218.92, total_gbp: 1313.52, status: 'DRAFT' } }]);
      pl.step('Sending it to the customer.', [{ name: 'send_invoice', args: { invoice: 'INV-2025-0188', to: 'e.marsh@example.org' }, result: { invoice: 'INV-2025-0188', status: 'SENT', message_id: `<${rng.hex(20)}@mail.anvilandember.example>` } }]);
      pl.step('Checking the invoice status once.', [{ name: 'get_invoice', args: { invoice: 'INV-2025-0188' }, result: { invoice: 'INV-2025-0188', status: 'SENT', delivery: 'delivered', sent_at: fmt.isoOff(clock.now, 60), due: '2025-07-06', total_gbp: 1313.52 } }]);
      pl.step('Invoice INV-2025-0188 for the garden gate (BF-212) went to E. Marsh and was delivered: forge time £840 + materials £254.60 = £1,094.60 net, £1,313.52 incl. VAT, due 6 July.');
      return pl.root({ final_output: 'INV-2025-0188 sent and delivered (£1,313.52).' });
    },
  },
];
