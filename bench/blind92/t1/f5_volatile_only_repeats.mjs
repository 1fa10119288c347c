import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A travel agent re-prices the same LIS-BER flight five times with identical arguments; each answer has a new quote id, expiry, cache host and a fare that moves by cents, and it never books.',
  stagnation: false,
  start: '2024-10-02T11:00:00Z',
  goal: 'Book me the cheapest direct flight Lisbon to Berlin on 18 October, morning departure, hand luggage only, under €180.',
  build(R, goal) {
    const k = [];
    const q = { origin: 'LIS', destination: 'BER', date: '2024-10-18', cabin: 'ECONOMY', direct: true, bags: 0, departure_window: '06:00-12:00' };
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'search_flights', args: q }]));
    k.push(tool('search_flights', q, { offers: [{ offer_id: 'off_' + R.alnum(20), carrier: 'TP', flight: 'TP534', dep: '2024-10-18T07:05:00+01:00', arr: '2024-10-18T11:25:00+02:00', total_amount: '162.40', currency: 'EUR' }, { offer_id: 'off_' + R.alnum(20), carrier: 'FR', flight: 'FR1887', dep: '2024-10-18T10:40:00+01:00', arr: '2024-10-18T15:05:00+02:00', total_amount: '149.99', currency: 'EUR' }] }));
    const offer = 'off_FR1887_20241018';
    for (let i = 0; i < 6; i++) {
      k.push(llm('gpt-4o', [usr(goal)], i === 0 ? 'FR1887 at €149.99 is cheapest. Confirming the price before booking.' : null, [{ name: 'price_offer', args: { offer_id: offer, passengers: 1 } }]));
      const d = R.tick(20, 60);
      k.push(tool('price_offer', { offer_id: offer, passengers: 1 }, { data: { id: 'quo_' + R.alnum(22), offer_id: offer, total_amount: String(R.price(149.99, 0.004).toFixed(2)), currency: 'EUR', expires_at: R.iso(new Date(d.getTime() + 20 * 60e3)), seats_remaining: R.int(4, 9), fare_basis: 'ROWPRO', conditions: { refund_before_departure: { allowed: false } }, created_at: R.isoNoMs(d) }, meta: { request_id: R.reqId(), served_by: R.host('pricing'), cache: R.pick(['MISS', 'HIT', 'REVALIDATED']), latency_ms: R.ms(120, 900) } }));
    }
    k.push(span('chain', 'max_iterations', { limit: 12 }, { stopped: true }));
    return agent('TravelAgent', { goal }, { output: 'Agent stopped due to max iterations.' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'An Asana agent keeps fetching the same task (only a client ts differs in the arguments) and gets the same incomplete task back each time with new X-Request-Id and modified_at sub-seconds, repeating the same sentence, never commenting or reassigning.',
  stagnation: true,
  start: '2024-08-20T15:00:00Z',
  goal: 'The "Vendor security questionnaire" task in Asana is overdue. Reassign it to whoever owns vendor reviews now and leave a comment with the new due date (next Friday).',
  build(R, goal) {
    const k = [];
    const gid = '120' + R.digits(13);
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'asana_search_tasks', input: { workspace: '1198' + R.digits(8), text: 'Vendor security questionnaire', completed: false } }]));
    k.push(tool('asana_search_tasks', { text: 'Vendor security questionnaire' }, { data: [{ gid, resource_type: 'task', name: 'Vendor security questionnaire – Kloudly' }] }));
    for (let i = 0; i < 5; i++) {
      const args = { task_gid: gid, opt_fields: 'name,assignee.name,due_on,completed,modified_at,memberships.section.name', client_ts: R.iso(R.tick(5, 30)) };
      k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Let me check the current state of the task to see who it is assigned to.' }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'asana_get_task', input: args }]));
      k.push(tool('asana_get_task', args, { status: 200, headers: { 'x-request-id': R.uuid(), 'asana-change': i % 2 ? 'name=new_user_task_lists;info=something_changed' : undefined, 'x-asana-throttle-remaining': String(1500 - R.int(1, 40) - i * 3) }, body: { data: { gid, name: 'Vendor security questionnaire – Kloudly', assignee: { gid: '1199' + R.digits(8), name: 'Hannah Cole' }, due_on: '2024-08-16', completed: false, modified_at: `2024-08-19T17:42:0${R.int(0, 9)}.${R.digits(3)}Z`, memberships: [{ section: { name: 'In review' } }] } } }));
    }
    k.push(tool('asana_list_team_members', { team: 'Security' }, { data: [{ name: 'Ravi Menon', title: 'Vendor risk lead' }, { name: 'Hannah Cole', title: 'Security analyst (left team 2024-08-01)' }] }));
    for (let i = 0; i < 2; i++) {
      const args = { task_gid: gid, opt_fields: 'name,assignee.name,due_on,completed,modified_at', client_ts: R.iso(R.tick(5, 30)) };
      k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Let me check the current state of the task to see who it is assigned to.' }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'asana_get_task', input: args }]));
      k.push(tool('asana_get_task', args, { status: 200, headers: { 'x-request-id': R.uuid() }, body: { data: { gid, name: 'Vendor security questionnaire – Kloudly', assignee: { name: 'Hannah Cole' }, due_on: '2024-08-16', completed: false, modified_at: `2024-08-19T17:42:0${R.int(0, 9)}.${R.digits(3)}Z` } } }));
    }
    return agent('asana-helper', { goal }, { stop_reason: 'max_tokens_budget' }, k, { framework: 'anthropic tool-runner', request_trace: R.traceparent() });
  },
},
{
  isolates: 'A returns agent polls the same UPS tracking number four-plus times; the status is always "Label Created" with only the inquiry timestamp, transaction id and server host changing, and it never opens the return claim it was asked for.',
  stagnation: false,
  start: '2024-12-27T10:00:00Z',
  goal: 'The headphones I returned to Best Buy haven\'t been refunded. Check the return shipment and, if it never moved, open a claim with Best Buy support using my order number.',
  build(R, goal) {
    const k = [];
    const trk = '1Z' + R.upper(6) + R.digits(10);
    k.push(llm('gemini-1.5-flash', [usr(goal)], null, [{ name: 'orders_lookup', args: { merchant: 'bestbuy', query: 'headphones return' } }]));
    k.push(tool('orders_lookup', { merchant: 'bestbuy', query: 'headphones return' }, { order: 'BBY01-' + R.digits(12), item: 'Sony WH-1000XM5 (Black)', return: { rma: 'RMA' + R.digits(9), label_tracking: trk, created: '2024-12-09' } }));
    for (let i = 0; i < 6; i++) {
      const args = { inquiryNumber: trk, locale: 'en_US', returnSignature: false };
      k.push(llm('gemini-1.5-flash', [usr(goal)], i === 0 ? 'Checking the UPS tracking for the return label.' : i === 3 ? 'Still label created. Checking again.' : null, [{ name: 'ups_track', args }]));
      k.push(tool('ups_track', args, { trackResponse: { shipment: [{ inquiryNumber: trk, package: [{ trackingNumber: trk, currentStatus: { description: 'Label Created', code: 'MP' }, activity: [{ location: { address: { country: 'US' } }, status: { type: 'M', description: 'Shipper created a label, UPS has not received the package yet.', code: 'MP' }, date: '20241209', time: '141207' }], packageCount: 1 }], userRelation: [] }] }, response: { transId: R.alnum(20), transactionSrc: 'testing', inquiredAt: R.pick([R.iso(R.tick()), R.rfc2822(R.tick(), -5), R.epoch(R.tick())]) , server: R.host('onlinetools') } }));
    }
    k.push(span('chain', 'agent.max_turns', { max_turns: 14 }, null, { error: 'turn limit' }));
    k[k.length - 1].error = 'Reached max_turns=14';
    return agent('ErrandsAgent', { goal }, null, k, { framework: 'google-adk', session_id: R.uuid(), invocation_id: 'e-' + R.uuid() });
  },
},
];
