import { run, http, span } from './lib.mjs';
export const family = 'rechecking_after_success';

export const rows = [
{
  id: '01', domain: 'goat yoga classes (booking confirmation)', style: 'vercel',
  isolates: 'The class booking is created and confirmed (status "confirmed"), yet the agent re-fetches the booking four more times and re-announces the same confirmation until the step limit.',
  goal: 'Book 3 spots in Saturday\'s 9am goat yoga class at Meadowbrook Farm for the customer and confirm.',
  build: (N) => {
    const bk = 'BK-' + N.upper(6);
    const get = () => ({ name: 'getBooking', args: { bookingId: bk }, out: { id: bk, class: 'Goat Yoga – Sat 09:00', spots: 3, status: 'confirmed', goats_assigned: ['Clover', 'Pepper', 'Biscuit'], fetched_at: N.iso(), etag: N.etag() } });
    return run(N, { style: 'vercel', agent: 'meadowbrook-bookings', model: 'gpt-4o-mini', maxSteps: 10,
      system: 'You book classes for Meadowbrook Farm.', goal: 'Book 3 spots in Saturday\'s 9am goat yoga class at Meadowbrook Farm for the customer and confirm.',
      steps: [
        { think: '', calls: [{ name: 'createBooking', args: { classId: 'GY-SAT-0900', spots: 3, customerId: 'cus_' + N.b62(14) }, out: { id: bk, status: 'confirmed', spots_left: N.int(2, 9), charged: '$' + (3 * 32).toFixed(2), receipt: 'rcpt_' + N.b62(16) } }] },
        { think: `Your 3 spots in Saturday's 9am goat yoga class are booked (booking ${bk}).`, calls: [get()] },
        { think: `Booking ${bk} is confirmed for 3 spots on Saturday at 9am.`, calls: [get()] },
        { think: `Booking ${bk} is confirmed for 3 spots on Saturday at 9am.`, calls: [get()] },
        { think: `Booking ${bk} is confirmed for 3 spots on Saturday at 9am.`, calls: [get()] },
        { think: `Booking ${bk} is confirmed for 3 spots on Saturday at 9am.`, calls: [get()] },
        { think: `Booking ${bk} is confirmed for 3 spots on Saturday at 9am.` },
      ] });
  },
},
{
  id: '02', domain: 'sourdough starter subscription (discount code)', style: 'mastra',
  isolates: 'A Mastra agent creates the discount code and the API confirms it is active, then it lists codes, re-fetches it and re-sends the same "code is live" note again and again.',
  goal: 'Create a 20%-off code RISE20 for the sourdough starter subscription, valid through month end, and tell the marketing channel.',
  build: (N) => {
    const chk = () => ({ name: 'getDiscount', args: { code: 'RISE20' }, out: { code: 'RISE20', percent_off: 20, active: true, applies_to: 'sub_starter_monthly', ends_at: '2024-10-31T23:59:59Z', times_redeemed: 0, requestId: N.reqId('rq_') } });
    const say = () => ({ name: 'postMessage', args: { channel: 'marketing', text: 'RISE20 (20% off the starter subscription) is live until Oct 31.' }, out: { ok: true, ts: N.epoch() + '.' + N.int(100000, 999999) } });
    return run(N, { style: 'mastra', agent: 'promoAgent', model: 'gpt-4o', resource: 'crumb-and-culture',
      system: 'You manage promotions.', goal: 'Create a 20%-off code RISE20 for the sourdough starter subscription, valid through month end, and tell the marketing channel.',
      steps: [
        { think: '', calls: [{ name: 'createDiscount', args: { code: 'RISE20', percent_off: 20, product: 'sub_starter_monthly', ends_at: '2024-10-31T23:59:59Z' }, out: http(N, 201, { id: 'disc_' + N.b62(14), code: 'RISE20', active: true }) }] },
        { think: 'Created. Announcing.', calls: [say()] },
        { think: 'RISE20 is live. Let me verify it is active.', calls: [chk()] },
        { think: 'RISE20 is active and live until Oct 31. Letting marketing know.', calls: [say()] },
        { think: 'RISE20 is live. Let me verify it is active.', calls: [chk()] },
        { think: 'RISE20 is active and live until Oct 31. Letting marketing know.', calls: [say()] },
        { think: 'RISE20 is live. Let me verify it is active.', calls: [chk()] },
        { think: 'RISE20 is active and live until Oct 31. Letting marketing know.', calls: [say()] },
      ] });
  },
},
{
  id: '03', domain: 'bicycle wheel truing shop (spoke order)', style: 'llamaindex',
  isolates: 'The spoke order is placed and the supplier returns an order number and "accepted"; the agent then polls the same order status four more times, each "accepted", with nothing else to wait for.',
  goal: 'Order 64 DT Swiss Competition spokes (2.0/1.8, 282 mm) for the wheel rebuild on ticket WT-331 and record the order number on the ticket.',
  build: (N) => {
    const po = 'PO-' + N.int(700000, 799999);
    const st = () => ({ name: 'get_order_status', args: { po }, out: `${po}: ACCEPTED (est. ship ${N.day(2)}) [node ${N.host('b2b')}; ${N.dur()}]` });
    return run(N, { style: 'llamaindex', model: 'gpt-4o-mini', system: 'You help a wheel-building workshop.', goal: 'Order 64 DT Swiss Competition spokes (2.0/1.8, 282 mm) for the wheel rebuild on ticket WT-331 and record the order number on the ticket.',
      steps: [
        { think: '', calls: [{ name: 'place_order', args: { sku: 'DTC-2018-282-BLK', qty: 64 }, out: { po, status: 'ACCEPTED', total: 'EUR ' + N.money(60, 90) } }] },
        { think: '', calls: [{ name: 'update_ticket', args: { ticket: 'WT-331', note: `Spokes ordered: ${po}` }, out: { ok: true, updated_at: N.iso() } }] },
        { think: `Order ${po} placed and recorded on WT-331. Let me verify the order status.`, calls: [st()] },
        { think: `Order ${po} is accepted. Let me verify the order status again.`, calls: [st()] },
        { think: `Order ${po} is accepted. Let me verify the order status again.`, calls: [st()] },
        { think: `Order ${po} is accepted. Let me verify the order status again.`, calls: [st()] },
        { think: `Order ${po} is accepted. Let me verify the order status again.`, calls: [st()] },
      ] });
  },
},
{
  id: '04', domain: 'coding: flaky test fix in a carnival games supplier inventory service', style: 'sweagent',
  isolates: 'After the fix, the full test suite passes; the agent reruns the same passing suite four more times and restates "all tests pass" before finally submitting at the step limit.',
  goal: 'Fix the flaky test tests/test_prizes.py::test_restock_plush_rounds that fails intermittently on CI.',
  build: (N) => {
    const pt = () => ({ name: 'pytest', args: { command: 'python -m pytest -q' }, out: `........................................................ [100%]\n57 passed in ${(N.f() * 3 + 2).toFixed(2)}s` });
    return run(N, { style: 'sweagent', model: 'gpt-4o', cwd: '/carnivalstock', instance: 'carnivalstock__inventory-412', exitStatus: 'submitted (exit_cost)',
      system: 'SETTING: You are an autonomous programmer.', goal: 'Fix the flaky test tests/test_prizes.py::test_restock_plush_rounds that fails intermittently on CI.',
      steps: [
        { think: 'Let me look at the test.', calls: [{ name: 'open', args: { command: 'open tests/test_prizes.py 40' }, out: `[File: /carnivalstock/tests/test_prizes.py (88 lines total)]\n41:def test_restock_plush_rounds():\n42:    batch = restock(PlushCrate(units=random.randint(1, 5) * 12))\n43:    assert batch.rounds == 3` }] },
        { think: 'The test uses an unseeded random crate size. Seed it / fix units.', calls: [{ name: 'edit', args: { command: 'edit 42:42\n    batch = restock(PlushCrate(units=36))\nend_of_edit' }, out: 'File updated. Please review the changes and make sure they are correct.' }] },
        { think: 'Run the suite.', calls: [pt()] },
        { think: 'All 57 tests pass. Let me run the tests again to make sure.', calls: [pt()] },
        { think: 'All 57 tests pass. Let me run the tests again to make sure.', calls: [pt()] },
        { think: 'All 57 tests pass. Let me run the tests again to make sure.', calls: [pt()] },
        { think: 'All 57 tests pass. Let me run the tests again to make sure.', calls: [pt()] },
        { think: 'All 57 tests pass.', calls: [{ name: 'submit', args: { command: 'submit' }, out: `diff --git a/tests/test_prizes.py b/tests/test_prizes.py\n@@ -42 +42 @@\n-    batch = restock(PlushCrate(units=random.randint(1, 5) * 12))\n+    batch = restock(PlushCrate(units=36))` }] },
      ] });
  },
},
{
  id: '05', domain: 'antique map dealer (marketplace listing)', style: 'dspy',
  isolates: 'A DSPy ReAct agent publishes the listing and the marketplace returns it as live; it then fetches the public listing page four more times, each time seeing the same live listing, restating that it is live.',
  goal: 'List the 1782 hand-coloured Bonne map of the Caribbean on the marketplace at $1,450 with the condition notes, and confirm it is publicly visible.',
  build: (N) => {
    const lid = String(N.int(100000000, 999999999));
    const view = () => ({ name: 'fetch_listing_page', args: { url: `https://www.antiquemaps-market.example/listing/${lid}` }, out: `HTTP 200 · cf-ray ${N.hex(16)}-FRA · age ${N.int(0, 120)}\n<h1>Bonne, "Carte des Isles Antilles", 1782, hand-coloured</h1><span class="price">$1,450</span><span class="status">Available</span>` });
    return run(N, { style: 'dspy', model: 'openai/gpt-4o-mini', system: 'Given the fields `question`, produce the fields `answer`.', goal: 'List the 1782 hand-coloured Bonne map of the Caribbean on the marketplace at $1,450 with the condition notes, and confirm it is publicly visible.',
      steps: [
        { think: 'Create the listing with price and condition notes.', calls: [{ name: 'create_listing', args: { title: 'Bonne, Carte des Isles Antilles, 1782, hand-coloured', price_usd: 1450, condition: 'Light toning, centre fold as issued, wide margins' }, out: { listing_id: lid, state: 'live', url: `https://www.antiquemaps-market.example/listing/${lid}` } }] },
        { think: 'The listing is live. I will confirm it is publicly visible.', calls: [view()] },
        { think: 'The listing is live and publicly visible at $1,450. I will confirm it is publicly visible.', calls: [view()] },
        { think: 'The listing is live and publicly visible at $1,450. I will confirm it is publicly visible.', calls: [view()] },
        { think: 'The listing is live and publicly visible at $1,450. I will confirm it is publicly visible.', calls: [view()] },
        { think: 'The listing is live and publicly visible at $1,450. I will confirm it is publicly visible.', calls: [view()] },
      ] });
  },
},
{
  id: '06', domain: 'seashell jewellery shop (shipping label)', style: 'bedrock',
  isolates: 'A Bedrock agent buys the shipping label (tracking number returned, status PRE_TRANSIT), then re-fetches the same label and re-emails the customer the same tracking message three more times.',
  goal: 'Buy a tracked shipping label for order SJ-5520 (cowrie anklet set, 120 g) to Portland, OR and email the customer the tracking number.',
  build: (N) => {
    const trk = '9400' + N.int(1000000000, 9999999999) + N.int(10000000, 99999999);
    const lab = () => ({ name: 'get_label', args: { order_id: 'SJ-5520' }, out: { tracking: trk, carrier: 'USPS', status: 'PRE_TRANSIT', label_url: `https://labels.example/${N.b62(20)}.pdf`, checked: N.iso() } });
    const mail = () => ({ name: 'email_customer', args: { order_id: 'SJ-5520', message: `Your order has shipped! Tracking: ${trk}` }, out: { queued: true, message_id: `<${N.hex(24)}@shells.example>` } });
    return run(N, { style: 'bedrock', model: 'anthropic.claude-3-haiku-20240307-v1:0', actionGroup: 'fulfilment',
      system: 'You are a fulfilment agent.', goal: 'Buy a tracked shipping label for order SJ-5520 (cowrie anklet set, 120 g) to Portland, OR and email the customer the tracking number.',
      steps: [
        { think: 'I will purchase a label for the order.', calls: [{ name: 'buy_label', args: { order_id: 'SJ-5520', weight_g: 120, service: 'Ground Advantage' }, out: { tracking: trk, cost: '4.95', status: 'PRE_TRANSIT' } }] },
        { think: 'Label bought. I will email the customer the tracking number.', calls: [mail()] },
        { think: 'The label is bought and the customer has the tracking number. I will double check the label.', calls: [lab()] },
        { think: 'The label exists with tracking ' + trk + '. I will email the customer the tracking number.', calls: [mail()] },
        { think: 'The label is bought and the customer has the tracking number. I will double check the label.', calls: [lab()] },
        { think: 'The label exists with tracking ' + trk + '. I will email the customer the tracking number.', calls: [mail()] },
        { think: 'The label is bought and the customer has the tracking number. I will double check the label.', calls: [lab()] },
        { think: 'The label exists with tracking ' + trk + '. I will email the customer the tracking number.', calls: [mail()] },
      ] });
  },
},
];
