import { ctx, call, L, T, A, row } from './lib.mjs';
export const FAMILY = 'transient_retry_success';
export const LOOP = false, STAG = false;
const F = FAMILY;
function mk(n, style, goal, isol, name, args, fails, errOut, okOut, final) {
  const c = ctx(`${F}-0${n}`, style, goal); const ch = [];
  for (let i = 0; i <= fails; i++) {
    const k = call(c, name, args);
    ch.push(L(c, { text: i ? `Transient error; retrying after ${2 ** i}s backoff (attempt ${i + 1}).` : null, calls: [k] }));
    ch.push(i < fails ? T(c, k, errOut(c), { error: 'transient', sec: 2 ** i }) : T(c, k, okOut(c)));
  }
  ch.push(L(c, { text: final }));
  return row(F, n, isol, LOOP, STAG, goal, A(c, ch, final));
}
export const rows = [
  () => mk(1, 'anthropic', 'File the flight plan for the drone carrying blood samples from Ward 6 to the central lab.', 'Flight-plan filing gets 503 twice, then is accepted.', 'file_flight_plan', { route: 'W6-LAB', alt_m: 90 }, 2, (c) => ({ status: 503, body: 'UTM service busy', 'retry-after': '2', trace: c.uuid() }), (c) => ({ status: 201, plan_id: `FP-${c.int(1000, 9999)}`, window: '10:40-10:55' }), 'Flight plan accepted; departure window 10:40-10:55.'),
  () => mk(2, 'langgraph', 'Get a quote from the glass-dome supplier for 5000 snow-globe domes.', 'Supplier API returns 429 twice with rate-limit counters, then the quote.', 'supplier_quote', { sku: 'DOME-65', qty: 5000 }, 2, (c) => ({ status: 429, headers: c.rl(60), error: 'rate_limited' }), (c) => ({ status: 200, unit_price: 0.42, lead_days: 21, quote: `Q-${c.hex(6)}` }), 'Quote: 0.42 per dome, 21 days lead.'),
  () => mk(3, 'smolagents', 'Record today\'s dumpling line output (18,400 pieces) in the production DB.', 'One connection reset, then the insert succeeds.', 'db_insert', { table: 'line_output', pieces: 18400 }, 1, (c) => `psycopg.OperationalError: server closed the connection unexpectedly (pid ${c.int(1000, 9999)})`, (c) => 'INSERT 0 1', 'Output recorded.'),
  () => mk(4, 'crewai', 'Take the deposit for the sunset rickshaw tour booking RT-5512.', 'Payment gateway times out three times, then captures the deposit.', 'Charge Deposit', { booking: 'RT-5512', amount: 40 }, 3, (c) => ({ error: 'gateway_timeout', after_ms: 10000, attempt_id: c.uuid() }), (c) => ({ status: 'captured', charge: `ch_${c.b62(14)}` }), 'Deposit captured; booking RT-5512 confirmed.'),
  () => mk(5, 'otel', 'Make `./gradlew :app:assembleRelease` pass on CI runner 7.', 'A dependency download 502 fails the build once; the retry builds successfully.', 'run_gradle', { task: ':app:assembleRelease' }, 1, (c) => `> Could not GET 'https://repo.maven.apache.org/maven2/org/jetbrains/kotlin/kotlin-stdlib/2.0.21/kotlin-stdlib-2.0.21.pom'. Received status code 502 from server: Bad Gateway\nBUILD FAILED in ${c.int(20, 50)}s`, (c) => `BUILD SUCCESSFUL in ${c.int(1, 3)}m ${c.int(1, 59)}s\n87 actionable tasks: 61 executed, 26 from cache`, 'Release build passes.'),
  () => mk(6, 'plain', 'Post the pineapple cannery shift totals to the ERP.', 'An ERP deadlock error once, then the posting succeeds.', 'erp_post_totals', { shift: 'B', cans: 61200 }, 1, (c) => ({ error: 'ORA-00060: deadlock detected while waiting for resource', sid: c.int(100, 999) }), (c) => ({ doc: `MB-${c.int(500000, 599999)}`, posted: true }), 'Shift B totals posted.'),
];
