import { Trace, row } from './lib.mjs';
const F = 'done_but_rechecking';
const ISO = 'The goal is met and confirmed by a tool result, yet the agent keeps re-checking, re-submitting or re-announcing with nothing new until a step limit.';

function r01() { // kite festival permits — Vercel
  const g = 'Submit the beach-use permit application for the Sept kite festival to the council portal.';
  const t = new Trace(`${F}-01`, 'vercel', g); const n = t.n;
  t.llm('', [{ name: 'submitPermit', args: { event: 'Windward Kite Festival', date: '2025-09-27', area: 'North Beach zone B' } }]);
  t.tool('submitPermit', {}, { status: 'RECEIVED', reference: 'BUP-2025-0932', received_at: n.http() });
  for (let i = 0; i < 4; i++) { t.llm('The permit application was submitted successfully (ref BUP-2025-0932). Let me verify it is on file.', [{ name: 'getPermitStatus', args: { reference: 'BUP-2025-0932' } }]); t.tool('getPermitStatus', { reference: 'BUP-2025-0932' }, { reference: 'BUP-2025-0932', status: 'RECEIVED', checked_at: n.iso(), portal_node: n.host('portal') }); }
  return row(F, 1, ISO, true, true, g, t.root('ai.generateText', { finishReason: 'tool-calls', warning: 'maxSteps (10) reached' }));
}
function r02() { // sushi conveyor menu — Mastra
  const g = 'Add the seasonal "aburi engawa" plate (¥480, red plate) to the conveyor-belt menu tablets.';
  const t = new Trace(`${F}-02`, 'mastra', g); const n = t.n; t.role = 'menuAgent';
  t.llm('', [{ name: 'upsertMenuItem', args: { code: 'AE-480', name: 'aburi engawa', price_jpy: 480, plate: 'red' } }]);
  t.tool('upsertMenuItem', {}, { ok: true, version: 118, pushed_tablets: 64, failed_tablets: 0 });
  for (let i = 0; i < 3; i++) { t.llm('Done — aburi engawa is live on all 64 tablets. Re-pushing to be safe.', [{ name: 'upsertMenuItem', args: { code: 'AE-480', name: 'aburi engawa', price_jpy: 480, plate: 'red' } }]); t.tool('upsertMenuItem', {}, { ok: true, version: 118, unchanged: true, pushed_tablets: 64, failed_tablets: 0, req: n.reqId('mn_') }); }
  t.llm('Done — aburi engawa is live on all 64 tablets.');
  return row(F, 2, ISO, true, true, g, t.root('agent.generate', { finishReason: 'length', steps: 9 }));
}
function r03() { // Redis failover — OTel
  const g = 'Fail over the session Redis cluster shard 3 to its replica and confirm it serves writes.';
  const t = new Trace(`${F}-03`, 'otel', g); const n = t.n;
  t.llm('', [{ name: 'shell', args: { cmd: 'redis-cli -h redis-s3-r1 CLUSTER FAILOVER' } }]); t.tool('shell', {}, 'OK');
  t.llm('', [{ name: 'shell', args: { cmd: 'redis-cli -h redis-s3-r1 ROLE' } }]); t.tool('shell', {}, `1) "master"\n2) (integer) ${n.int(100000000, 999999999)}\n3) (empty array)`);
  t.llm('', [{ name: 'shell', args: { cmd: 'redis-cli -h redis-s3-r1 SET failover:probe ok' } }]); t.tool('shell', {}, 'OK');
  for (let i = 0; i < 4; i++) { t.llm('Failover complete: redis-s3-r1 is master and accepts writes. Verifying once more.', [{ name: 'shell', args: { cmd: 'redis-cli -h redis-s3-r1 ROLE' } }]); t.tool('shell', {}, `1) "master"\n2) (integer) ${n.int(100000000, 999999999)}\n3) (empty array)`); }
  return row(F, 3, ISO, true, true, g, t.root('invoke_agent sre-bot', null, { error: 'max_iterations (12) reached' }));
}
function r04() { // mobility scooter rental — LangGraph
  const g = 'Extend Mrs. Patel\'s mobility scooter rental (R-6620) by one week and confirm the new return date.';
  const t = new Trace(`${F}-04`, 'langgraph', g); const n = t.n;
  t.llm('', [{ name: 'extend_rental', args: { rental_id: 'R-6620', days: 7 } }]);
  t.tool('extend_rental', {}, JSON.stringify({ rental_id: 'R-6620', new_return: '2025-10-02', charge_gbp: 45, receipt: n.reqId('rc_') }));
  for (let i = 0; i < 3; i++) { t.llm('The rental R-6620 has been extended; new return date is 2 Oct 2025. Let me double-check the record.', [{ name: 'get_rental', args: { rental_id: 'R-6620' } }]); t.tool('get_rental', {}, JSON.stringify({ rental_id: 'R-6620', return_date: '2025-10-02', status: 'active', fetched: n.iso() })); }
  t.llm('The rental R-6620 has been extended; new return date is 2 October 2025.', [{ name: 'send_confirmation', args: { rental_id: 'R-6620' } }]); t.tool('send_confirmation', {}, { sent: true });
  t.llm('Confirmation sent. The rental R-6620 has been extended to 2 October 2025.', [{ name: 'send_confirmation', args: { rental_id: 'R-6620' } }]); t.tool('send_confirmation', {}, { sent: true, duplicate_of: n.uuid() });
  return row(F, 4, ISO, true, true, g, t.root('LangGraph', null, { type: 'chain', error: 'GraphRecursionError: Recursion limit of 20 reached' }));
}
function r05() { // yurt makers order — Langfuse
  const g = 'Place the order for 24 steam-bent ash roof poles for yurt #Y-31 with the timber supplier.';
  const t = new Trace(`${F}-05`, 'langfuse', g); const n = t.n;
  t.llm('', [{ name: 'place_order', args: { item: 'ash roof pole 2.4m steam-bent', qty: 24, job: 'Y-31' } }]);
  t.tool('place_order', {}, { order_id: 'PO-77120', status: 'confirmed', eta: '2025-10-06' });
  for (let i = 0; i < 3; i++) { t.llm('Order PO-77120 is confirmed for 24 ash poles (ETA 6 Oct). Checking the order status.', [{ name: 'get_order', args: { order_id: 'PO-77120' } }]); t.tool('get_order', {}, { order_id: 'PO-77120', status: 'confirmed', eta: '2025-10-06', etag: n.etag() }); }
  return row(F, 5, ISO, true, true, g, t.root('yurt-workshop-agent', null, { error: 'max steps 8 reached', metadata: { langfuse_type: 'TRACE' } }));
}
function r06() { // e-reader refund — Anthropic
  const g = 'Refund order EB-44091 (duplicate e-book purchase) and tell the customer.';
  const t = new Trace(`${F}-06`, 'anthropic', g); const n = t.n;
  t.llm('', [{ name: 'issue_refund', args: { order_id: 'EB-44091', reason: 'duplicate' } }]);
  t.tool('issue_refund', {}, { refund_id: 're_' + n.b62(24), amount: '12.99', currency: 'USD', status: 'succeeded' });
  t.llm('', [{ name: 'reply_customer', args: { ticket: 'T-90112', text: 'Your duplicate purchase has been refunded ($12.99). It will appear in 5–10 days.' } }]); t.tool('reply_customer', {}, { ok: true });
  for (let i = 0; i < 3; i++) { t.llm('The refund succeeded and the customer has been told. Re-sending the confirmation to be sure.', [{ name: 'reply_customer', args: { ticket: 'T-90112', text: 'Your duplicate purchase has been refunded ($12.99). It will appear in 5–10 days.' } }]); t.tool('reply_customer', {}, { ok: true, msg: n.uuid() }); }
  return row(F, 6, ISO, true, true, g, t.root('support-agent', { stop_reason: 'max_turns' }));
}
export default [r01, r02, r03, r04, r05, r06];
