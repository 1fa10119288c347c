import { Run, row, uuid, reqId, sha, dur, host, pod, etag, httpResp, rateHeaders } from './lib.mjs';
import { opsWork, sqlWork, browserWork } from './domains.mjs';
const FAM = 'volatile_only_repeats';
function s1() {
  const run = new Run(`${FAM}-01`, 'cc', 'Checkout latency alert (p99 > 2s) on shop-checkout: find the cause and mitigate.', { start: '2026-02-21T19:41:00.000Z' });
  const r = run.r;
  opsWork(run, { svc: 'shop-checkout', ns: 'commerce' }, 104);
  const st = (i) => JSON.stringify({ replica: 'replica-2', state: 'streaming', sync_state: 'async', replay_lag: '00:04:37.1', pg_wal_lsn_diff: 913842176, checked_at: i % 2 ? run.clock.iso() : run.clock.log(), served_by: host(r, 'pgadmin', 4), request_id: reqId(r, 'pga-'), took_ms: r.int(3, 60) }, null, 2);
  run.step('The replica lag could explain slow reads; checking the read replica status.', 'Bash', { command: 'curl -s https://pg-admin.internal/api/v1/clusters/checkout-db/replicas/replica-2/status' }, st(0));
  for (let i = 1; i <= 6; i++) run.step(null, 'Bash', { command: 'curl -s https://pg-admin.internal/api/v1/clusters/checkout-db/replicas/replica-2/status' }, st(i));
  return row(FAM, 1, 'An incident agent does long varied ops work, then queries the same replica-status endpoint seven times with no reasoning; every answer shows the same 4m37s lag and LSN diff, only the check time, replica host, request id and latency changing.', true, false, run.finish({ stop_reason: 'max_turns' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'openai', 'Refresh the daily FX-adjusted revenue report; the upstream vendor rates feed must be current before the report is built.', { start: '2026-03-02T06:00:00.000Z' });
  const r = run.r;
  sqlWork(run, { db: 'finance_dw', tables: { fx_rates: ['currency', 'rate', 'as_of', 'source'], revenue_daily: ['day', 'currency', 'gross', 'refunds', 'region'], invoices: ['invoice_id', 'currency', 'amount', 'created_at'] } }, 46);
  const feed = (att) => ({ status: 200, headers: { date: run.clock.http(), 'x-request-id': uuid(r), 'x-served-by': `cache-${r.pick(['fra', 'ams', 'lhr'])}-${r.pick(['eddf', 'ehlv', 'egll'])}8${r.int(100, 999)}-FRA`, 'x-cache': r.pick(['HIT', 'MISS']), age: String(r.int(0, 300)), ...rateHeaders(r, 1000) }, body: { feed: 'ecb-eod', status: 'stale', last_published: '2026-02-27T16:00:00+01:00', expected_next: '2026-03-02T16:00:00+01:00', currencies: 31, server_time: att % 2 ? run.clock.epoch() : run.clock.iso(), trace: sha(r, 16) } });
  for (let a = 1; a <= 6; a++) run.step(a === 1 ? 'Checking the vendor feed freshness before building the report.' : null, 'http_get', { url: 'https://rates.fxvendor.io/v2/feeds/ecb-eod/status', params: { client_ts: run.clock.iso(), attempt: a } }, feed(a));
  return row(FAM, 2, 'A finance agent calls the same feed-status endpoint six times (only client_ts/attempt change); each answer says stale since 2026-02-27 with only date header, request id, CDN node, cache age and rate counters differing; it never builds or escalates.', true, false, run.finish({ error: 'max_turns exceeded (60)' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'anthropic', 'Book the cheapest refundable fare LIS→YUL on 14 March for one adult via the travel API, after checking the company travel policy pages.', { start: '2026-02-28T10:05:00.000Z' });
  const r = run.r;
  browserWork(run, { site: 'intranet.travel', pages: [{ url: 'https://intranet.acme.travel/policy', title: 'Travel policy 2026', items: ['Economy class for flights under 8h', 'Refundable fares required for conferences', 'Hotel cap €180/night', 'Approval over €1,500'] }, { url: 'https://intranet.acme.travel/vendors', title: 'Preferred carriers', items: ['TAP Air Portugal', 'Air Canada', 'Lufthansa', 'Air Transat'] }, { url: 'https://intranet.acme.travel/requests/TR-2291', title: 'Trip request TR-2291', items: ['Traveller: Inês Duarte', 'Event: MTL AI Summit', 'Budget €1,400', 'Approved'] }] }, 40);
  run.step('Searching offers with the fare filter.', 'travel_api', { op: 'search', origin: 'LIS', destination: 'YUL', date: '2026-03-14', adults: 1, refundable: true }, { offers: [{ offer_id: 'off_' + r.b62(14), carrier: 'TP', flight: 'TP259', fare: 'Classic Flex', price: { total: '1188.40', currency: 'EUR' } }, { offer_id: 'off_' + r.b62(14), carrier: 'AC', flight: 'AC827', fare: 'Flex', price: { total: '1342.10', currency: 'EUR' } }], search_id: uuid(r) });
  const q = () => ({ quote_id: 'q_' + r.b62(18), offer: 'TP259 Classic Flex', availability: 'waitlist', seats_left: 0, price: { total: '1188.40', currency: 'EUR' }, quoted_at: r.pick([run.clock.iso(), run.clock.http(), String(run.clock.epoch())]), expires_in_s: 900, pricing_host: host(r, 'pricing', 30), correlation_id: uuid(r) });
  for (let i = 0; i < 6; i++) { run.clock.tick(r.int(5000, 20000)); run.step(i === 0 ? 'Getting a bookable quote for the TP259 Classic Flex offer.' : null, 'travel_api', { op: 'quote', flight: 'TP259', fare: 'Classic Flex', date: '2026-03-14', pax: 1 }, q()); }
  return row(FAM, 3, 'A travel agent requests the same TP259 quote six times; each reply is waitlist with 0 seats at the same price, differing only in quote id, timestamp spelling, pricing host and correlation id; it never books the next offer.', true, false, run.finish({ stop_reason: 'max_tokens', turns: run.turn }));
}
export const rows = () => [s1(), s2(), s3()];
