export const family = 'keeps_going_after_done';
export const loop = true, stagnation = true;
export const summary = 'Goal met and confirmed by a tool, then 3+ more re-checks / re-announcements that learn nothing new, until a step limit.';
export const check = (r) => null;
function after(b, n, say, tool, args, out) { const k = []; for (let i = 0; i < n; i++) { k.push(b.llm(say, [[tool, args]])); k.push(b.tool(tool, args, out())); } return k; }
export const rows = [
{ n: '01', domain: 'cycle-rickshaw city tours', style: 'plain', goal: 'Book rickshaw tour RT-9 (old town, 2 pax) for Saturday 10:00 and send the confirmation.',
  isolates: 'Booking succeeds and confirmation is sent; then the agent checks the same booking status four more times and each time announces it is confirmed.',
  build(c, b) {
    const k = [b.llm('', [['create_booking', { tour: 'RT-9', date: 'Saturday', time: '10:00', pax: 2 }]]), b.tool('create_booking', { tour: 'RT-9' }, { booking_id: 'BK-44120', status: 'confirmed', rider: 'Jonas', created: c.iso() }),
      b.llm('', [['send_confirmation', { booking_id: 'BK-44120' }]]), b.tool('send_confirmation', { booking_id: 'BK-44120' }, { sent: true, provider_id: c.b62(16) })];
    k.push(...after(b, 4, 'Your booking BK-44120 is confirmed for Saturday at 10:00. Let me verify the status once more.', 'get_booking', { booking_id: 'BK-44120' }, () => ({ booking_id: 'BK-44120', status: 'confirmed', checked_at: c.iso(), cache: c.pick(['HIT', 'MISS']) })));
    return b.agent('rickshaw-bot', k, { stopped: 'max_iterations' });
  } },
{ n: '02', domain: 'aquaponics farm dosing', style: 'mlflow', goal: 'Raise the pH in fish tank FT-3 from 6.4 to at least 6.8 using the potassium bicarbonate doser.',
  isolates: 'pH reaches 6.9 and is confirmed; the agent then reads the probe again and again, getting 6.9 each time, repeating "target reached".',
  build(c, b) {
    const k = [b.llm('', [['dose', { tank: 'FT-3', reagent: 'KHCO3', grams: 120 }]]), b.tool('dose', { tank: 'FT-3', reagent: 'KHCO3', grams: 120 }, { ok: true, pump_run_s: 41, lot: 'KB-' + c.int(100, 999) }),
      b.llm('', [['read_probe', { tank: 'FT-3', metric: 'pH' }]]), b.tool('read_probe', { tank: 'FT-3', metric: 'pH' }, { pH: 6.9, temp_c: 24.1, probe: 'PH-03', sampled: c.iso() })];
    k.push(...after(b, 4, 'pH in FT-3 is 6.9, target reached. Re-reading the probe to be sure.', 'read_probe', { tank: 'FT-3', metric: 'pH' }, () => ({ pH: 6.9, temp_c: +(24 + c.r() * 0.2).toFixed(2), probe: 'PH-03', sampled: c.iso() })));
    return b.agent('aquaponics-agent', k, { status: 'step_limit' });
  } },
{ n: '03', domain: 'Redis eviction policy change', style: 'langgraph', goal: 'Switch the session cache cluster to maxmemory-policy allkeys-lru and persist it.',
  isolates: 'CONFIG SET and CONFIG REWRITE succeed and CONFIG GET confirms; then it runs CONFIG GET three more times and re-announces success each time.',
  build(c, b) {
    const k = [b.llm('', [['redis_cli', { cmd: 'CONFIG SET maxmemory-policy allkeys-lru' }]]), b.tool('redis_cli', { cmd: 'CONFIG SET maxmemory-policy allkeys-lru' }, 'OK'),
      b.llm('', [['redis_cli', { cmd: 'CONFIG REWRITE' }]]), b.tool('redis_cli', { cmd: 'CONFIG REWRITE' }, 'OK'),
      b.llm('', [['redis_cli', { cmd: 'CONFIG GET maxmemory-policy' }]]), b.tool('redis_cli', { cmd: 'CONFIG GET maxmemory-policy' }, `1) "maxmemory-policy"\n2) "allkeys-lru"\n(${c.ms(1, 9)}.${c.int(10, 99)}ms) [${c.host('sess-redis')}]`)];
    k.push(...after(b, 3, 'The eviction policy is allkeys-lru and persisted. Verifying again.', 'redis_cli', { cmd: 'CONFIG GET maxmemory-policy' }, () => `1) "maxmemory-policy"\n2) "allkeys-lru"\n(${c.ms(1, 9)}.${c.int(10, 99)}ms) [${c.host('sess-redis')}]`));
    return b.agent('LangGraph', k, null, { error: 'GraphRecursionError: Recursion limit of 14 reached' });
  } },
{ n: '04', domain: 'ice hotel room build schedule', style: 'anthropic', goal: 'Submit the final snow-ice carving plan for suite 7 to the build coordinator.',
  isolates: 'The plan is submitted and acknowledged; the agent resubmits the same plan three more times, receiving "duplicate, already received" each time.',
  build(c, b) {
    const a = { suite: 7, theme: 'Northern Owl', blocks: 34, carvers: ['Elin', 'Mats'] };
    const k = [b.llm('Submitting the plan.', [['submit_plan', a]]), b.tool('submit_plan', a, { accepted: true, plan_id: 'IH-S7-' + c.int(100, 999), ack_by: 'build-coordinator' })];
    k.push(...after(b, 3, 'The suite 7 carving plan is submitted and accepted. Submitting again to make sure it went through.', 'submit_plan', a, () => ({ accepted: false, reason: 'duplicate: plan already received', received_at: c.iso() })));
    return b.agent('icehotel-planner', k, { stop_reason: 'max_turns' });
  } },
{ n: '05', domain: 'private jet hangar rental invoices', style: 'pydantic_ai', goal: 'Send the March hangar rental invoice (bay H2, €8,400) to Alderney Air Charter.',
  isolates: 'Invoice sent and delivery confirmed by the mail API; the agent then re-queries delivery status four times, always "delivered", and re-announces completion.',
  build(c, b) {
    const k = [b.llm('', [['send_invoice', { customer: 'Alderney Air Charter', invoice: 'INV-2025-0318' }]]), b.tool('send_invoice', { invoice: 'INV-2025-0318' }, { status: 'sent', message_id: c.uuid() })];
    k.push(...after(b, 4, 'Invoice INV-2025-0318 has been sent and delivered to Alderney Air Charter. Checking delivery status once more.', 'get_delivery_status', { invoice: 'INV-2025-0318' }, () => ({ status: 'delivered', smtp: '250 2.0.0 OK ' + c.epoch() + ' ' + c.b62(8), checked: c.isoSpace() })));
    return b.agent('billing-agent', k, null, { error: 'UsageLimitExceeded: request_limit of 12' });
  } },
{ n: '06', domain: 'origami workshop paper supply order', style: 'dify', goal: 'Order 20 packs of 15 cm kami paper for next week\'s workshop and confirm delivery date.',
  isolates: 'Order placed and supplier confirms Tuesday delivery; the workflow keeps re-posting the same "order placed" announcement to the workshop channel three more times.',
  build(c, b) {
    const k = [b.llm('', [['place_order', { sku: 'KAMI-15-100', qty: 20 }]]), b.tool('place_order', { sku: 'KAMI-15-100', qty: 20 }, { order: 'PO-' + c.int(1000, 9999), eta: 'Tuesday', supplier: 'Washi Direct' })];
    k.push(...after(b, 4, 'Order placed: 20 packs of 15 cm kami paper, arriving Tuesday. Posting the update to the channel.', 'post_message', { channel: 'workshop', text: 'Kami paper order placed, arriving Tuesday.' }, () => ({ ok: true, msg_id: c.b62(10), posted: c.iso() })));
    return b.agent('supply-workflow', k, { status: 'stopped', reason: 'max node executions' });
  } },
];
