import { Trace, row } from './lib.mjs';
const F = 'fail_notify_retry';
const ISO = 'The same action fails the same way each round and the agent sends the user/channel the same near-verbatim message each time, then retries unchanged.';

function r01() { // carousel restoration parts — Gemini function calling
  const g = 'Order two replacement brass poles (part CP-88) for the 1912 Dentzel carousel restoration from the usual supplier and tell the workshop lead.';
  const t = new Trace(`${F}-01`, 'gemini', g); const n = t.n;
  for (let i = 0; i < 4; i++) {
    t.llm(i === 0 ? 'I will place the order with Hartwell Brassworks.' : '', [{ name: 'place_supplier_order', args: { supplier: 'hartwell-brassworks', part: 'CP-88', qty: 2, ship_to: 'Dentzel workshop, Bay 3' } }]);
    t.tool('place_supplier_order', { supplier: 'hartwell-brassworks', part: 'CP-88', qty: 2 }, undefined, { error: `HTTP 422 Unprocessable Entity: {"code":"ACCOUNT_ON_HOLD","detail":"Account 44018 on credit hold since 2025-08-31","trace":"${n.hex(16)}"}` });
    t.llm('', [{ name: 'send_message', args: { to: 'workshop-lead@carousel-trust.org', body: 'The order for 2x CP-88 brass poles could not be placed because the supplier reports our account is on hold. I will try again.' } }]);
    t.tool('send_message', { to: 'workshop-lead@carousel-trust.org' }, { status: 'sent', message_id: `<${n.hex(12)}@mail.carousel-trust.org>`, queued_at: n.http() });
  }
  return row(F, 1, ISO, true, true, g, t.root('restoration-assistant', { status: 'incomplete', reason: 'max function-call rounds (8) reached' }));
}

function r02() { // pretzel bakery wholesale invoices — plain message-level
  const g = 'Email this week\'s wholesale invoices to the 9 cafes we supply with pretzels, via the billing API.';
  const t = new Trace(`${F}-02`, 'plain', g); const n = t.n;
  t.llm(null, [{ name: 'list_invoices', args: { week: '2025-W37', status: 'draft' } }]);
  t.tool('list_invoices', { week: '2025-W37', status: 'draft' }, { count: 9, ids: ['INV-3301', 'INV-3302', 'INV-3303', 'INV-3304', 'INV-3305', 'INV-3306', 'INV-3307', 'INV-3308', 'INV-3309'], total_eur: 2418.6 });
  for (let i = 0; i < 3; i++) {
    t.llm(null, [{ name: 'send_invoices', args: { ids: 'all_draft', week: '2025-W37', template: 'wholesale_de' } }]);
    t.tool('send_invoices', { ids: 'all_draft', week: '2025-W37', template: 'wholesale_de' }, `HTTP/1.1 503 Service Unavailable\nDate: ${n.http()}\nRetry-After: 120\nX-Request-Id: ${n.uuid()}\nServer: ${n.host('mailer')}\n\n{"error":"smtp relay unavailable"}`, { error: '503 Service Unavailable: smtp relay unavailable' });
    t.llm(`Heads up: sending the W37 invoices failed because the mail relay is unavailable (503). None of the 9 invoices went out yet. I'll retry now.`);
  }
  t.llm(null, [{ name: 'send_invoices', args: { ids: 'all_draft', week: '2025-W37', template: 'wholesale_de' } }]);
  t.tool('send_invoices', { ids: 'all_draft' }, `HTTP/1.1 503 Service Unavailable\nDate: ${n.http()}\nRetry-After: 120\nX-Request-Id: ${n.uuid()}\n\n{"error":"smtp relay unavailable"}`, { error: '503 Service Unavailable: smtp relay unavailable' });
  t.llm(`Heads up: sending the W37 invoices failed because the mail relay is unavailable (503). None of the 9 invoices have gone out. I'll retry now.`);
  return row(F, 2, ISO, true, true, g, t.root('bakery-billing-bot', null, { error: 'step budget exhausted (14/14)' }));
}

function r03() { // Elasticsearch reindex — OTel GenAI, ticket comments
  const g = 'Reindex the products-v7 Elasticsearch index into products-v8 with the new analyzer and update ticket OPS-7781 with progress.';
  const t = new Trace(`${F}-03`, 'otel', g); const n = t.n;
  for (let i = 0; i < 3; i++) {
    t.llm(i ? 'Retrying the reindex.' : 'Starting the reindex.', [{ name: 'es_request', args: { method: 'POST', path: '/_reindex?wait_for_completion=false', body: { source: { index: 'products-v7' }, dest: { index: 'products-v8' } } } }]);
    t.tool('es_request', { method: 'POST', path: '/_reindex' }, { error: { root_cause: [{ type: 'cluster_block_exception', reason: 'index [products-v8] blocked by: [FORBIDDEN/12/index read-only / allow delete (api)];' }], type: 'cluster_block_exception' }, status: 403, took: n.int(2, 30), node: n.host('es-data') }, { error: 'cluster_block_exception: index [products-v8] read-only / allow delete' });
    t.llm('', [{ name: 'jira_add_comment', args: { issue: 'OPS-7781', body: 'Reindex products-v7 → products-v8 failed: destination index is read-only (cluster_block_exception). Retrying.' } }]);
    t.tool('jira_add_comment', { issue: 'OPS-7781' }, { id: String(n.int(300000, 399999)), self: `https://jira.example.net/rest/api/2/issue/OPS-7781/comment/${n.int(300000, 399999)}`, created: n.isoLocal('+0000') });
  }
  return row(F, 3, ISO, true, true, g, t.root('invoke_agent search-ops', { status: 'stopped', reason: 'max_iterations' }, { metadata: { 'gen_ai.agent.name': 'search-ops' } }));
}

function r04() { // snow globe factory — LlamaIndex
  const g = 'Push the new glitter-mix recipe (GL-12, 0.4% glycerin increase) to the filling line PLC and notify the shift channel.';
  const t = new Trace(`${F}-04`, 'llamaindex', g); const n = t.n;
  for (let i = 0; i < 3; i++) {
    t.group('chain', 'FunctionAgent.run_step', { step: i + 1 }, () => {
      t.llm('', [{ name: 'plc_write_recipe', args: { line: 'FILL-2', recipe: 'GL-12', glycerin_pct: 18.4 } }]);
      t.tool('plc_write_recipe', { line: 'FILL-2', recipe: 'GL-12' }, `OPC UA write failed: BadUserAccessDenied (0x801F0000) node ns=2;s=FILL2.Recipe.Active session=${n.hex(8)} ts=${n.iso()}`, { error: 'BadUserAccessDenied (0x801F0000)' });
      t.llm('', [{ name: 'post_slack', args: { channel: '#fill-line-shift', text: ':warning: Could not load recipe GL-12 onto FILL-2 — the PLC denied write access. Trying again.' } }]);
      t.tool('post_slack', { channel: '#fill-line-shift' }, { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}`, channel: 'C04' + n.b62(7).toUpperCase() });
    });
  }
  return row(F, 4, ISO, true, true, g, t.root('AgentWorkflow', { response: 'Reached max iterations.' }, { type: 'chain' }));
}

function r05() { // smart thermostat support — Pydantic AI (Logfire)
  const g = 'Customer #88213 says their thermostat shows "E4". Push the firmware fix 3.2.1 to the device and keep the customer informed in the chat.';
  const t = new Trace(`${F}-05`, 'pydantic', g); const n = t.n;
  t.llm('', [{ name: 'get_device', args: { customer_id: 88213 } }]);
  t.tool('get_device', { customer_id: 88213 }, { serial: 'TH2-' + n.hex(8).toUpperCase(), fw: '3.1.9', last_seen: n.iso(), rssi: -n.int(60, 85) });
  const msg = 'Thanks for your patience! The firmware update to your thermostat did not go through — the device did not accept it. I\'m going to try sending it again now.';
  for (let i = 0; i < 4; i++) {
    t.llm('', [{ name: 'push_firmware', args: { customer_id: 88213, version: '3.2.1' } }]);
    t.tool('push_firmware', { customer_id: 88213, version: '3.2.1' }, { ota_job: n.jobId('ota-'), state: 'REJECTED', reason: 'battery_below_threshold', battery_mv: 2310 + i, attempt: i + 1 }, { error: 'OTA rejected: battery_below_threshold' });
    t.llm(i % 2 ? msg.replace('Thanks for your patience!', 'Thank you for your patience!') : msg, [{ name: 'send_chat', args: { customer_id: 88213 } }]);
    t.tool('send_chat', { customer_id: 88213 }, { delivered: true, seq: 40 + i });
  }
  return row(F, 5, ISO, true, true, g, t.root('agent run', null, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 18', metadata: { 'logfire.msg': 'support_agent run' } }));
}

function r06() { // roller rink party bookings — AutoGen
  const g = 'Book the Saturday 3pm party slot for the Nguyen family (14 skaters) at the roller rink and confirm by SMS.';
  const t = new Trace(`${F}-06`, 'autogen', g); const n = t.n; t.role = 'booking_agent';
  for (let i = 0; i < 3; i++) {
    t.llm('Booking the slot.', [{ name: 'create_booking', args: { slot: '2025-09-20T15:00', package: 'party-deluxe', skaters: 14, contact: '+61 4xx xxx 219' } }]);
    t.tool('create_booking', { slot: '2025-09-20T15:00', skaters: 14 }, JSON.stringify({ error: 'CAPACITY', message: 'party-deluxe allows max 12 skaters', ref: n.reqId('bk_') }), { error: 'CAPACITY: party-deluxe allows max 12 skaters' });
    t.llm('Notifying customer.', [{ name: 'send_sms', args: { to: '+61 4xx xxx 219', text: 'Hi! We hit a snag booking your Saturday 3pm party — the system would not accept it. We are retrying and will confirm shortly. — Spinway Rink' } }]);
    t.tool('send_sms', { to: '+61 4xx xxx 219' }, { sid: 'SM' + n.hex(32), status: 'queued', segments: 2 });
  }
  t.llm('Hi! We hit a snag booking your Saturday 3pm party — the system would not accept it. We are retrying and will confirm shortly.');
  return row(F, 6, ISO, true, true, g, t.root('RoundRobinGroupChat', { stop_reason: 'Maximum number of messages 14 reached, current message count: 14' }, { type: 'chain' }));
}
export default [r01, r02, r03, r04, r05, r06];
